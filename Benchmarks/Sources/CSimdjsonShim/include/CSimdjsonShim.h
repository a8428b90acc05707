#ifndef CSIMDJSONSHIM_H
#define CSIMDJSONSHIM_H

#include <stddef.h>
#include <stdint.h>

#ifdef __cplusplus
extern "C" {
#endif

/// 1 when the benchmark was built with simdjson (Debian's libsimdjson-dev), else 0.
int sanasto_simdjson_available(void);

/// A reusable simdjson DOM parser and a padded copy of one document.
typedef struct SanastoSimdjson SanastoSimdjson;

/// Copies `length` bytes into simdjson's padded buffer (outside any timed loop); NULL when unavailable.
SanastoSimdjson *sanasto_simdjson_open(const uint8_t *bytes, size_t length);
void sanasto_simdjson_close(SanastoSimdjson *object);

/// Parses the document into a DOM and walks every value, counting strings and summing their lengths
/// (so that the figure includes reading what was parsed). Returns the number of strings, or -1 on error.
int64_t sanasto_simdjson_parse_walk(SanastoSimdjson *object, uint64_t *string_bytes);

#ifdef __cplusplus
}
#endif

#endif
