#include "CAllocationCounter.h"

#include <stddef.h>

#if defined(__GLIBC__)
#include <malloc.h>
#include <stdatomic.h>

// glibc exports its allocator under these names, so the benchmark can interpose the public ones
// and count every allocation the process makes without changing how memory is managed.
extern void *__libc_malloc(size_t size);
extern void *__libc_calloc(size_t count, size_t size);
extern void *__libc_realloc(void *pointer, size_t size);
extern void *__libc_memalign(size_t alignment, size_t size);
extern void __libc_free(void *pointer);

static _Atomic uint64_t allocations = 0;
static _Atomic int64_t bytesInUse = 0;
static _Atomic int64_t peakBytes = 0;

static void *track(void *pointer) {
    if (pointer == NULL) return NULL;
    atomic_fetch_add_explicit(&allocations, 1, memory_order_relaxed);
    int64_t now = atomic_fetch_add_explicit(&bytesInUse, (int64_t)malloc_usable_size(pointer), memory_order_relaxed)
        + (int64_t)malloc_usable_size(pointer);
    int64_t peak = atomic_load_explicit(&peakBytes, memory_order_relaxed);
    while (now > peak && !atomic_compare_exchange_weak_explicit(&peakBytes, &peak, now, memory_order_relaxed, memory_order_relaxed)) {}
    return pointer;
}

static void untrack(void *pointer) {
    if (pointer != NULL) atomic_fetch_sub_explicit(&bytesInUse, (int64_t)malloc_usable_size(pointer), memory_order_relaxed);
}

void *malloc(size_t size) { return track(__libc_malloc(size)); }

void *calloc(size_t count, size_t size) { return track(__libc_calloc(count, size)); }

void *realloc(void *pointer, size_t size) {
    untrack(pointer);
    return track(__libc_realloc(pointer, size));
}

void free(void *pointer) {
    untrack(pointer);
    __libc_free(pointer);
}

int posix_memalign(void **result, size_t alignment, size_t size) {
    void *pointer = track(__libc_memalign(alignment, size));
    if (pointer == NULL) return 12; // ENOMEM
    *result = pointer;
    return 0;
}

void *aligned_alloc(size_t alignment, size_t size) { return track(__libc_memalign(alignment, size)); }

void *memalign(size_t alignment, size_t size) { return track(__libc_memalign(alignment, size)); }

void sanasto_heap_peak_reset(void) {
    atomic_store_explicit(&peakBytes, atomic_load_explicit(&bytesInUse, memory_order_relaxed), memory_order_relaxed);
}
uint64_t sanasto_heap_peak(void) { return (uint64_t)atomic_load_explicit(&peakBytes, memory_order_relaxed); }
uint64_t sanasto_heap_tracked_bytes(void) { return (uint64_t)atomic_load_explicit(&bytesInUse, memory_order_relaxed); }

uint64_t sanasto_allocation_count(void) { return atomic_load_explicit(&allocations, memory_order_relaxed); }
int sanasto_allocation_counting_available(void) { return 1; }
uint64_t sanasto_heap_bytes_in_use(void) { return (uint64_t)mallinfo2().uordblks; }
#else
uint64_t sanasto_allocation_count(void) { return 0; }
int sanasto_allocation_counting_available(void) { return 0; }
uint64_t sanasto_heap_bytes_in_use(void) { return 0; }
void sanasto_heap_peak_reset(void) {}
uint64_t sanasto_heap_peak(void) { return 0; }
uint64_t sanasto_heap_tracked_bytes(void) { return 0; }
#endif
