/* Stand-in for the Darwin SDK's <errno.h>: errno and the codes the package's C targets use. */
#ifndef KBPOLICY_STANDIN_ERRNO_H
#define KBPOLICY_STANDIN_ERRNO_H
extern int *__error(void);
#define errno (*__error())
#define ENOMEM 12
#define ENOTSUP 45
#endif
