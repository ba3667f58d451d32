#include "CFileAttributes.h"
#include <errno.h>
#if defined(__linux__) || defined(__APPLE__)
#include <sys/xattr.h>
#endif

#if defined(__APPLE__)
ssize_t kbpolicy_list_xattrs(int fd, char *buffer, size_t size) {
  return flistxattr(fd, buffer, size, 0);
}
ssize_t kbpolicy_get_xattr(int fd, const char *name, void *value, size_t size) {
  return fgetxattr(fd, name, value, size, 0, 0);
}
int kbpolicy_set_xattr(int fd, const char *name, const void *value, size_t size) {
  return fsetxattr(fd, name, value, size, 0, 0);
}
#elif defined(__linux__)
ssize_t kbpolicy_list_xattrs(int fd, char *buffer, size_t size) {
  return flistxattr(fd, buffer, size);
}
ssize_t kbpolicy_get_xattr(int fd, const char *name, void *value, size_t size) {
  return fgetxattr(fd, name, value, size);
}
int kbpolicy_set_xattr(int fd, const char *name, const void *value, size_t size) {
  return fsetxattr(fd, name, value, size, 0);
}
#else
ssize_t kbpolicy_list_xattrs(int fd, char *buffer, size_t size) { return 0; }
ssize_t kbpolicy_get_xattr(int fd, const char *name, void *value, size_t size) {
  errno = ENOTSUP;
  return -1;
}
int kbpolicy_set_xattr(int fd, const char *name, const void *value, size_t size) {
  errno = ENOTSUP;
  return -1;
}
#endif
