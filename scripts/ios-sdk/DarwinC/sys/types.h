/* Stand-in for the Darwin SDK's <sys/types.h>: the types the package's C targets use. */
#ifndef KBPOLICY_STANDIN_SYS_TYPES_H
#define KBPOLICY_STANDIN_SYS_TYPES_H
#include <stddef.h>
#include <stdint.h>
typedef long ssize_t;
typedef uint32_t u_int32_t;
#endif
