#ifndef CHTTPSERVERSHIMS_H
#define CHTTPSERVERSHIMS_H

#include <stdint.h>

#ifdef __linux__

#include <sys/socket.h>

/// One readiness event, unpacked (epoll_event is packed on x86_64, which Swift imports awkwardly).
typedef struct {
    int32_t fd;
    uint32_t events;
} chttp_epoll_event;

static const uint32_t CHTTP_EPOLLIN = 0x001;
static const uint32_t CHTTP_EPOLLOUT = 0x004;
static const uint32_t CHTTP_EPOLLERR = 0x008;
static const uint32_t CHTTP_EPOLLHUP = 0x010;
static const uint32_t CHTTP_EPOLLRDHUP = 0x2000;

/// epoll_create1(EPOLL_CLOEXEC).
int chttp_epoll_create(void);
/// epoll_ctl with the event's data set to `fd`; `op` is 1 add, 2 delete, 3 modify.
int chttp_epoll_ctl(int epfd, int op, int fd, uint32_t events);
/// epoll_wait into `events` (at most 256 at a time).
int chttp_epoll_wait(int epfd, chttp_epoll_event *events, int max_events, int timeout_ms);
/// accept4 with SOCK_NONBLOCK | SOCK_CLOEXEC (accept4 needs _GNU_SOURCE, which the Glibc module lacks).
int chttp_accept4(int fd, struct sockaddr *address, socklen_t *length);
/// eventfd(0, EFD_NONBLOCK | EFD_CLOEXEC).
int chttp_eventfd_create(void);
/// pipe2(fds, O_NONBLOCK | O_CLOEXEC).
int chttp_pipe_nonblocking(int fds[2]);

#endif

#endif
