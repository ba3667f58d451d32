#ifndef KBPOLICY_CHEAPSTATS_H
#define KBPOLICY_CHEAPSTATS_H
#include <stddef.h>

/// Bytes currently allocated by malloc in this process (live heap), for the benchmark's
/// compiled-size figure: glibc's mallinfo2 (uordblks + hblkhd) on Linux, the default zone's
/// size_in_use on Apple platforms, 0 elsewhere.
size_t kbpolicy_heap_bytes_in_use(void);

#endif
