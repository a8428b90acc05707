#ifdef __linux__
#define _GNU_SOURCE
#endif
#include "CSanastoTestSupportShims.h"

#if defined(__linux__) || defined(__APPLE__)
#include <dirent.h>
#include <errno.h>
#include <fcntl.h>
#include <pthread.h>
#include <signal.h>
#include <spawn.h>
#include <stdlib.h>
#include <string.h>
#include <sys/wait.h>
#include <time.h>
#include <sys/ioctl.h>
#include <termios.h>
#include <unistd.h>
#if defined(__linux__)
#include <pty.h>
#else
#include <util.h>
#endif

#if defined(__GLIBC__)
#define SANASTO_GLIBC_AT_LEAST(major, minor) (__GLIBC__ > (major) || (__GLIBC__ == (major) && __GLIBC_MINOR__ >= (minor)))
#else
#define SANASTO_GLIBC_AT_LEAST(major, minor) 0
#endif

/// Makes `fd` the child's descriptor `target`.
static int redirect(posix_spawn_file_actions_t *actions, int fd, int target) {
    if (fd < 0) return posix_spawn_file_actions_addopen(actions, target, "/dev/null", O_RDWR, 0);
#ifdef __APPLE__
    // With POSIX_SPAWN_CLOEXEC_DEFAULT, a descriptor no action names is closed.
    if (fd == target) return posix_spawn_file_actions_addinherit_np(actions, fd);
#endif
    return posix_spawn_file_actions_adddup2(actions, fd, target);
}

#ifdef __linux__
/// Closes every descriptor from 3 up in the child.
static int close_the_rest(posix_spawn_file_actions_t *actions) {
#if SANASTO_GLIBC_AT_LEAST(2, 34)
    // Done in the child at the moment of the spawn: nothing another thread opens can slip through.
    return posix_spawn_file_actions_addclosefrom_np(actions, 3);
#else
    // Older C libraries: close what is open now (read through the name pointer, never a copy of d_name).
    // The pipes the tests make are close-on-exec, so only others' descriptors opened meanwhile could leak.
    DIR *folder = opendir("/proc/self/fd");
    if (folder == NULL) return errno;
    int own = dirfd(folder), status = 0;
    struct dirent *entry;
    while (status == 0 && (entry = readdir(folder)) != NULL) {
        char *end = NULL;
        long fd = strtol(entry->d_name, &end, 10);
        if (end == entry->d_name || *end != '\0' || fd < 3 || fd == own) continue;
        status = posix_spawn_file_actions_addclose(actions, (int)fd);
    }
    closedir(folder);
    return status;
#endif
}
#endif

static int change_directory(posix_spawn_file_actions_t *actions, const char *directory) {
#if defined(__APPLE__) || !defined(__GLIBC__) || SANASTO_GLIBC_AT_LEAST(2, 29)
    return posix_spawn_file_actions_addchdir_np(actions, directory);
#else
    (void)actions;
    (void)directory;
    return ENOSYS;
#endif
}

int sanasto_spawn(pid_t *pid, const char *path, char *const argv[], char *const envp[], const char *directory,
                  int stdin_fd, int stdout_fd, int stderr_fd) {
    posix_spawn_file_actions_t actions;
    posix_spawnattr_t attributes;
    int status = posix_spawn_file_actions_init(&actions);
    if (status != 0) return status;
    status = posix_spawnattr_init(&attributes);
    if (status != 0) {
        posix_spawn_file_actions_destroy(&actions);
        return status;
    }
    if (status == 0) status = redirect(&actions, stdin_fd, 0);
    if (status == 0) status = redirect(&actions, stdout_fd, 1);
    if (status == 0) status = redirect(&actions, stderr_fd, 2);
#ifdef __linux__
    if (status == 0) status = close_the_rest(&actions);
#endif
    if (status == 0 && directory != NULL) status = change_directory(&actions, directory);

    // A signal the test process ignores or blocks (SIGPIPE, say) would stay ignored or blocked in the child.
    sigset_t empty, all;
    sigemptyset(&empty);
    sigfillset(&all);
    sigdelset(&all, SIGKILL);
    sigdelset(&all, SIGSTOP);
    short flags = POSIX_SPAWN_SETSIGMASK | POSIX_SPAWN_SETSIGDEF;
#ifdef __APPLE__
    flags |= POSIX_SPAWN_CLOEXEC_DEFAULT;
#endif
    if (status == 0) status = posix_spawnattr_setsigmask(&attributes, &empty);
    if (status == 0) status = posix_spawnattr_setsigdefault(&attributes, &all);
    if (status == 0) status = posix_spawnattr_setflags(&attributes, flags);
    if (status == 0) status = posix_spawn(pid, path, &actions, &attributes, argv, envp);
    posix_spawnattr_destroy(&attributes);
    posix_spawn_file_actions_destroy(&actions);
    return status;
}

int sanasto_pipe(int fds[2]) {
#ifdef __linux__
    return pipe2(fds, O_CLOEXEC);
#else
    // Every spawn here uses POSIX_SPAWN_CLOEXEC_DEFAULT, so the moment without the flag leaks nothing to them.
    if (pipe(fds) != 0) return -1;
    fcntl(fds[0], F_SETFD, FD_CLOEXEC);
    fcntl(fds[1], F_SETFD, FD_CLOEXEC);
    fcntl(fds[1], F_SETNOSIGPIPE, 1);
    return 0;
#endif
}

ssize_t sanasto_write(int fd, const void *bytes, size_t count) {
#ifdef __linux__
    // SIGPIPE from write(2) goes to the writing thread: block it here, and take the one this write raised.
    sigset_t pipe_signal, previous;
    sigemptyset(&pipe_signal);
    sigaddset(&pipe_signal, SIGPIPE);
    pthread_sigmask(SIG_BLOCK, &pipe_signal, &previous);
    sigset_t pending;
    sigpending(&pending);
    int was_pending = sigismember(&pending, SIGPIPE);
    ssize_t written = write(fd, bytes, count);
    int saved = errno;
    if (written < 0 && saved == EPIPE && !was_pending) {
        struct timespec now = {0, 0};
        while (sigtimedwait(&pipe_signal, NULL, &now) < 0 && errno == EINTR) {}
    }
    pthread_sigmask(SIG_SETMASK, &previous, NULL);
    errno = saved;
    return written;
#else
    return write(fd, bytes, count);  // the pipe has F_SETNOSIGPIPE
#endif
}

int sanasto_wait_for_exit(pid_t pid) {
    siginfo_t info;
    while (waitid(P_PID, (id_t)pid, &info, WEXITED | WNOWAIT) != 0) {
        if (errno != EINTR) return -1;
    }
    return 0;
}

int sanasto_reap(pid_t pid, int *code) {
    int raw = 0;
    pid_t result;
    do {
        result = waitpid(pid, &raw, WNOHANG);
    } while (result < 0 && errno == EINTR);
    if (result < 0) return -1;
    if (result == 0) return 0;
    *code = WIFEXITED(raw) ? WEXITSTATUS(raw) : WIFSIGNALED(raw) ? 128 + WTERMSIG(raw) : 255;
    return 1;
}

int sanasto_openpty(int *controller, int *terminal, unsigned short rows, unsigned short columns) {
    struct winsize size = {0};
    size.ws_row = rows;
    size.ws_col = columns;
    if (openpty(controller, terminal, NULL, NULL, &size) != 0) return -1;
    // Close-on-exec, so that no other test's child inherits either side and holds the terminal open.
    if (fcntl(*controller, F_SETFD, FD_CLOEXEC) != 0 || fcntl(*terminal, F_SETFD, FD_CLOEXEC) != 0) {
        int code = errno;
        close(*controller);
        close(*terminal);
        errno = code;
        return -1;
    }
    return 0;
}

#endif
