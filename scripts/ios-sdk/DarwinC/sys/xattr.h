/* Stand-in for the Darwin SDK's <sys/xattr.h>, with the signatures of Apple's man pages
   (getxattr(2), setxattr(2), listxattr(2)): a `position` and an `options` argument Linux lacks. */
#ifndef KBPOLICY_STANDIN_SYS_XATTR_H
#define KBPOLICY_STANDIN_SYS_XATTR_H
#include <sys/types.h>
ssize_t flistxattr(int fd, char *namebuff, size_t size, int options);
ssize_t fgetxattr(int fd, const char *name, void *value, size_t size, u_int32_t position,
                  int options);
int fsetxattr(int fd, const char *name, const void *value, size_t size, u_int32_t position,
              int options);
#endif
