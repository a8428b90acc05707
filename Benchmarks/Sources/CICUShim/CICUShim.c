#include "CICUShim.h"

#include <stdlib.h>
#include <unicode/upluralrules.h>
#include <unicode/unumberformatter.h>

/// Formatters for exactly 0…MAX_FRACTION visible fraction digits, then one without a limit.
#define MAX_FRACTION 8

struct SanastoICUPlurals {
    UPluralRules *rules;
    UNumberFormatter *formatters[MAX_FRACTION + 2];
    UFormattedNumber *result;
};

SanastoICUPlurals *sanasto_icu_plurals_open(const char *locale, int ordinal) {
    UErrorCode status = U_ZERO_ERROR;
    SanastoICUPlurals *object = calloc(1, sizeof(SanastoICUPlurals));
    if (object == NULL) return NULL;
    object->rules = uplrules_openForType(locale, ordinal ? UPLURAL_TYPE_ORDINAL : UPLURAL_TYPE_CARDINAL, &status);
    // ICU drops a decimal's trailing fraction zeros when it reads it ("1.0" becomes 1, v = 0), so the
    // visible fraction digits must come from the precision: ".00" keeps exactly two ("1.50" stays 1.50).
    // Exactly as many digits as the input has never rounds it. Longer fractions use precision-unlimited.
    for (int digits = 0; digits <= MAX_FRACTION + 1; digits++) {
        UChar skeleton[32];
        int length = 0;
        if (digits == 0) {
            const char *text = "precision-integer";
            while (text[length]) { skeleton[length] = (UChar)text[length]; length++; }
        } else if (digits <= MAX_FRACTION) {
            skeleton[length++] = '.';
            for (int index = 0; index < digits; index++) skeleton[length++] = '0';
        } else {
            const char *text = "precision-unlimited";
            while (text[length]) { skeleton[length] = (UChar)text[length]; length++; }
        }
        skeleton[length] = 0;
        object->formatters[digits] = unumf_openForSkeletonAndLocale(skeleton, length, locale, &status);
    }
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
    for (int digits = 0; digits <= MAX_FRACTION + 1; digits++) {
        if (object->formatters[digits]) unumf_close(object->formatters[digits]);
    }
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
    // The visible fraction digits, as a caller handing ICU a number with its precision would know them.
    int fraction = 0;
    for (int index = 0; index < length; index++) {
        if (number[index] == '.') {
            fraction = length - index - 1;
            break;
        }
    }
    UNumberFormatter *formatter = object->formatters[fraction <= MAX_FRACTION ? fraction : MAX_FRACTION + 1];
    unumf_formatDecimal(formatter, number, length, object->result, &status);
    UChar keyword[16];
    int keywordLength = uplrules_selectFormatted(object->rules, object->result, keyword, 16, &status);
    if (U_FAILURE(status)) return -1;
    return to_ascii(keyword, keywordLength, buffer, capacity);
}
