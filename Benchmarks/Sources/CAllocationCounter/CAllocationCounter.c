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

static _Atomic uint64_t allocations = 0;

void *malloc(size_t size) {
    atomic_fetch_add_explicit(&allocations, 1, memory_order_relaxed);
    return __libc_malloc(size);
}

void *calloc(size_t count, size_t size) {
    atomic_fetch_add_explicit(&allocations, 1, memory_order_relaxed);
    return __libc_calloc(count, size);
}

void *realloc(void *pointer, size_t size) {
    atomic_fetch_add_explicit(&allocations, 1, memory_order_relaxed);
    return __libc_realloc(pointer, size);
}

int posix_memalign(void **result, size_t alignment, size_t size) {
    atomic_fetch_add_explicit(&allocations, 1, memory_order_relaxed);
    void *pointer = __libc_memalign(alignment, size);
    if (pointer == NULL) return 12; // ENOMEM
    *result = pointer;
    return 0;
}

void *aligned_alloc(size_t alignment, size_t size) {
    atomic_fetch_add_explicit(&allocations, 1, memory_order_relaxed);
    return __libc_memalign(alignment, size);
}

uint64_t sanasto_allocation_count(void) { return atomic_load_explicit(&allocations, memory_order_relaxed); }
int sanasto_allocation_counting_available(void) { return 1; }
uint64_t sanasto_heap_bytes_in_use(void) { return (uint64_t)mallinfo2().uordblks; }
#else
uint64_t sanasto_allocation_count(void) { return 0; }
int sanasto_allocation_counting_available(void) { return 0; }
uint64_t sanasto_heap_bytes_in_use(void) { return 0; }
#endif
