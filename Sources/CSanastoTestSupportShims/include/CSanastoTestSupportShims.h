#ifndef CSANASTOTESTSUPPORTSHIMS_H
#define CSANASTOTESTSUPPORTSHIMS_H

#include <stddef.h>
#include <sys/types.h>

#if defined(__linux__) || defined(__APPLE__)

/// Starts `path` with `argv` and `envp` (both NULL-terminated), with `stdin_fd`, `stdout_fd` and `stderr_fd` as
/// its descriptors 0, 1 and 2 (-1: /dev/null; the descriptor's own number: inherited as it is), in `directory`
/// (NULL: this process's), with no other descriptor of this process open in it, default signal actions and an
/// empty signal mask. Returns 0 and sets `*pid`, or returns an errno value.
///
/// Foundation's `Process.run()` on Linux is not used by the tests because it reads `/proc/self/fd` with a
/// 256-byte copy of each `d_name` (a SIGSEGV once about 1,360 descriptors are open, swift-corelibs-foundation
/// #5472, fixed after Swift 6.3.1), and closes only the descriptors it saw open a moment before the spawn,
/// so that pipes and sockets other threads open meanwhile leak into the child.
int sanasto_spawn(pid_t *pid, const char *path, char *const argv[], char *const envp[], const char *directory,
                  int stdin_fd, int stdout_fd, int stderr_fd);

/// pipe(2) with both ends close-on-exec from the start (pipe2 on Linux): 0, or -1 and errno.
int sanasto_pipe(int fds[2]);

/// write(2) that reports EPIPE instead of raising SIGPIPE when the reader has gone.
ssize_t sanasto_write(int fd, const void *bytes, size_t count);

/// Blocks until the child `pid` has ended, without reaping it (so that its pid cannot be reused while a
/// signal may still be sent to it): 0, or -1 and errno.
int sanasto_wait_for_exit(pid_t pid);

/// Reaps the ended child `pid`: 1 and `*code` (its exit status, or 128 + the signal that ended it), 0 while it
/// runs, -1 and errno on failure.
int sanasto_reap(pid_t pid, int *code);

/// Opens a pseudo-terminal pair of `rows` by `columns`: `*controller` is the side a test reads and writes,
/// `*terminal` the side a child gets as its standard streams (isatty is true there); both close-on-exec. 0, or -1
/// and errno.
int sanasto_openpty(int *controller, int *terminal, unsigned short rows, unsigned short columns);

#endif

#endif
