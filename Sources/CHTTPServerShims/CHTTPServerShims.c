#ifdef __linux__
#define _GNU_SOURCE
#endif
#include "CHTTPServerShims.h"

#ifdef __linux__
#include <sys/socket.h>
#include <sys/epoll.h>
#include <sys/eventfd.h>
#include <fcntl.h>
#include <unistd.h>

int chttp_epoll_create(void) { return epoll_create1(EPOLL_CLOEXEC); }

int chttp_epoll_ctl(int epfd, int op, int fd, uint32_t events) {
    struct epoll_event event;
    event.events = events;
    event.data.u64 = 0;
    event.data.fd = fd;
    return epoll_ctl(epfd, op, fd, &event);
}

int chttp_epoll_wait(int epfd, chttp_epoll_event *events, int max_events, int timeout_ms) {
    struct epoll_event raw[256];
    if (max_events > 256) max_events = 256;
    int count = epoll_wait(epfd, raw, max_events, timeout_ms);
    for (int i = 0; i < count; i++) {
        events[i].fd = raw[i].data.fd;
        events[i].events = raw[i].events;
    }
    return count;
}

int chttp_accept4(int fd, struct sockaddr *address, socklen_t *length) {
    return accept4(fd, address, length, SOCK_NONBLOCK | SOCK_CLOEXEC);
}

int chttp_eventfd_create(void) { return eventfd(0, EFD_NONBLOCK | EFD_CLOEXEC); }

int chttp_pipe_nonblocking(int fds[2]) { return pipe2(fds, O_NONBLOCK | O_CLOEXEC); }
#endif
