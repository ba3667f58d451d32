/* Stand-in for the Darwin SDK's <malloc/malloc.h>: malloc_zone_statistics(3). */
#ifndef KBPOLICY_STANDIN_MALLOC_MALLOC_H
#define KBPOLICY_STANDIN_MALLOC_MALLOC_H
#include <stddef.h>
typedef struct _malloc_zone_t malloc_zone_t;
typedef struct malloc_statistics_t {
  unsigned blocks_in_use;
  size_t size_in_use;
  size_t max_size_in_use;
  size_t size_allocated;
} malloc_statistics_t;
void malloc_zone_statistics(malloc_zone_t *zone, malloc_statistics_t *stats);
#endif
