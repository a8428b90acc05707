#ifndef CALLOCATIONCOUNTER_H
#define CALLOCATIONCOUNTER_H

#include <stdint.h>

/// The number of malloc, calloc, realloc and aligned allocations since the process started
/// (glibc only; always 0 elsewhere, see sanasto_allocation_counting_available).
uint64_t sanasto_allocation_count(void);

/// 1 when allocations are counted on this platform.
int sanasto_allocation_counting_available(void);

/// Bytes in use on the heap, from glibc's mallinfo2 (0 elsewhere).
uint64_t sanasto_heap_bytes_in_use(void);

/// Starts a new peak: the peak becomes the bytes in use now (glibc only).
void sanasto_heap_peak_reset(void);

/// The most heap bytes in use at once since the last reset, counted by malloc_usable_size.
uint64_t sanasto_heap_peak(void);

/// Heap bytes in use now, as counted by this interposer.
uint64_t sanasto_heap_tracked_bytes(void);

#endif
