#ifndef KBPOLICY_CFILEATTRIBUTES_H
#define KBPOLICY_CFILEATTRIBUTES_H
#include <stddef.h>
#include <sys/types.h>

/// The names of the extended attributes of the open file `fd`, NUL-separated, into `buffer`
/// (`size` 0 asks for the size needed). Returns the byte count, or -1 with errno set.
ssize_t kbpolicy_list_xattrs(int fd, char *buffer, size_t size);

/// The value of extended attribute `name` of `fd` (`size` 0 asks for the size needed).
ssize_t kbpolicy_get_xattr(int fd, const char *name, void *value, size_t size);

/// Sets extended attribute `name` of `fd`. Returns 0, or -1 with errno set.
int kbpolicy_set_xattr(int fd, const char *name, const void *value, size_t size);

#endif
