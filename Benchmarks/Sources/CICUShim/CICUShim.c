#include "CICUShim.h"

#include <stdlib.h>
#include <unicode/upluralrules.h>
#include <unicode/unumberformatter.h>

struct SanastoICUPlurals {
    UPluralRules *rules;
    UNumberFormatter *formatter;
    UFormattedNumber *result;
};

SanastoICUPlurals *sanasto_icu_plurals_open(const char *locale, int ordinal) {
    UErrorCode status = U_ZERO_ERROR;
    SanastoICUPlurals *object = calloc(1, sizeof(SanastoICUPlurals));
    if (object == NULL) return NULL;
    object->rules = uplrules_openForType(locale, ordinal ? UPLURAL_TYPE_ORDINAL : UPLURAL_TYPE_CARDINAL, &status);
    // An empty skeleton keeps the decimal as given (no rounding), so its v and f operands survive.
    static const UChar skeleton[] = { 'p', 'r', 'e', 'c', 'i', 's', 'i', 'o', 'n', '-', 'u', 'n', 'l', 'i', 'm', 'i', 't', 'e', 'd', 0 };
    object->formatter = unumf_openForSkeletonAndLocale(skeleton, -1, locale, &status);
    object->result = unumf_openResult(&status);
    if (U_FAILURE(status)) {
        sanasto_icu_plurals_close(object);
        return NULL;
    }
    return object;
}

void sanasto_icu_plurals_close(SanastoICUPlurals *object) {
    if (object == NULL) return;
    if (object->result) unumf_closeResult(object->result);
    if (object->formatter) unumf_close(object->formatter);
    if (object->rules) uplrules_close(object->rules);
    free(object);
}

static int to_ascii(const UChar *keyword, int length, char *buffer, int capacity) {
    int count = length < capacity - 1 ? length : capacity - 1;
    for (int index = 0; index < count; index++) buffer[index] = (char)keyword[index];
    buffer[count] = 0;
    return count;
}

int sanasto_icu_plurals_select(SanastoICUPlurals *object, double value, char *buffer, int capacity) {
    UErrorCode status = U_ZERO_ERROR;
    UChar keyword[16];
    int length = uplrules_select(object->rules, value, keyword, 16, &status);
    if (U_FAILURE(status)) return -1;
    return to_ascii(keyword, length, buffer, capacity);
}

int sanasto_icu_plurals_select_decimal(SanastoICUPlurals *object, const char *number, int length, char *buffer, int capacity) {
    UErrorCode status = U_ZERO_ERROR;
    unumf_formatDecimal(object->formatter, number, length, object->result, &status);
    UChar keyword[16];
    int keywordLength = uplrules_selectFormatted(object->rules, object->result, keyword, 16, &status);
    if (U_FAILURE(status)) return -1;
    return to_ascii(keyword, keywordLength, buffer, capacity);
}
