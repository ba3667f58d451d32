#include "CHeapStats.h"
#if defined(__linux__)
#include <features.h>
#endif

#if defined(__linux__) && defined(__GLIBC__) && (__GLIBC__ > 2 || (__GLIBC__ == 2 && __GLIBC_MINOR__ >= 33))
#include <malloc.h>
size_t kbpolicy_heap_bytes_in_use(void) {
  struct mallinfo2 info = mallinfo2();
  return info.uordblks + info.hblkhd;
}
#elif defined(__APPLE__)
#include <malloc/malloc.h>
size_t kbpolicy_heap_bytes_in_use(void) {
  malloc_statistics_t stats;
  malloc_zone_statistics(NULL, &stats);
  return stats.size_in_use;
}
#else
size_t kbpolicy_heap_bytes_in_use(void) { return 0; }
#endif

// Allocation counting for the benchmark (glibc only): malloc, calloc, realloc, posix_memalign and
// aligned_alloc are defined here, so the executable's definitions take every call; each passes
// straight on to glibc's own entry point and, while counting is on, counts one allocation.
#if defined(__linux__) && defined(__GLIBC__)
#include <errno.h>
#include <stdatomic.h>
extern void *__libc_malloc(size_t size);
extern void *__libc_calloc(size_t count, size_t size);
extern void *__libc_realloc(void *pointer, size_t size);
extern void *__libc_memalign(size_t alignment, size_t size);

static atomic_size_t kbpolicy_allocations;
static atomic_int kbpolicy_counting;

static inline void kbpolicy_count(void) {
  if (atomic_load_explicit(&kbpolicy_counting, memory_order_relaxed)) {
    atomic_fetch_add_explicit(&kbpolicy_allocations, 1, memory_order_relaxed);
  }
}

void *malloc(size_t size) {
  kbpolicy_count();
  return __libc_malloc(size);
}

void *calloc(size_t count, size_t size) {
  kbpolicy_count();
  return __libc_calloc(count, size);
}

void *realloc(void *pointer, size_t size) {
  kbpolicy_count();
  return __libc_realloc(pointer, size);
}

int posix_memalign(void **result, size_t alignment, size_t size) {
  kbpolicy_count();
  void *pointer = __libc_memalign(alignment, size);
  if (pointer == NULL) return ENOMEM;
  *result = pointer;
  return 0;
}

void *aligned_alloc(size_t alignment, size_t size) {
  kbpolicy_count();
  return __libc_memalign(alignment, size);
}

void kbpolicy_count_allocations(int on) { atomic_store(&kbpolicy_counting, on); }
size_t kbpolicy_allocation_count(void) { return atomic_load(&kbpolicy_allocations); }
int kbpolicy_counts_allocations(void) { return 1; }
#else
void kbpolicy_count_allocations(int on) { (void)on; }
size_t kbpolicy_allocation_count(void) { return 0; }
int kbpolicy_counts_allocations(void) { return 0; }
#endif
