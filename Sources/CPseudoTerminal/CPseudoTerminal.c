#include "CPseudoTerminal.h"

#if defined(__linux__)
#include <pty.h>
#elif defined(__APPLE__)
#include <util.h>
#endif
#include <errno.h>
#include <stddef.h>
#include <sys/ioctl.h>
#include <termios.h>

int sanasto_openpty(int *controller, int *terminal, unsigned short rows, unsigned short columns) {
#if defined(__linux__) || defined(__APPLE__)
    struct winsize size = {0};
    size.ws_row = rows;
    size.ws_col = columns;
    return openpty(controller, terminal, NULL, NULL, &size);
#else
    (void)controller; (void)terminal; (void)rows; (void)columns;
    errno = ENOSYS;
    return -1;
#endif
}
