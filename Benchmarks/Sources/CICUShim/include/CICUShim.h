#ifndef CICUSHIM_H
#define CICUSHIM_H

#include <stddef.h>
#include <stdint.h>

/// An opened ICU plural-rules object and the number formatter used to pass decimals with their
/// visible fraction digits (uplrules_selectFormatted), as ICU's own callers do.
typedef struct SanastoICUPlurals SanastoICUPlurals;

/// Opens cardinal (ordinal = 0) or ordinal rules for a locale; NULL on failure.
SanastoICUPlurals *sanasto_icu_plurals_open(const char *locale, int ordinal);
void sanasto_icu_plurals_close(SanastoICUPlurals *rules);

/// Selects the category of a double; writes the keyword (ASCII) into buffer and returns its length.
int sanasto_icu_plurals_select(SanastoICUPlurals *rules, double value, char *buffer, int capacity);

/// Selects the category of a plain decimal string ("1.50"), keeping its visible fraction digits
/// (ICU would otherwise read "1.0" as 1); up to 8 fraction digits are kept exactly.
int sanasto_icu_plurals_select_decimal(SanastoICUPlurals *rules, const char *number, int length, char *buffer, int capacity);

#endif
