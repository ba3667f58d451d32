#ifndef KBPOLICY_CHEAPSTATS_H
#define KBPOLICY_CHEAPSTATS_H
#include <stddef.h>

/// Bytes currently allocated by malloc in this process (live heap), for the benchmark's
/// compiled-size figure: glibc's mallinfo2 (uordblks + hblkhd) on Linux, the default zone's
/// size_in_use on Apple platforms, 0 elsewhere.
size_t kbpolicy_heap_bytes_in_use(void);

/// Allocation counting (glibc builds only; elsewhere the count stays 0): turn counting on or off,
/// read the number of allocations counted so far, and whether this build counts at all.
void kbpolicy_count_allocations(int on);
size_t kbpolicy_allocation_count(void);
int kbpolicy_counts_allocations(void);

#endif
