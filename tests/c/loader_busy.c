/*
 * loader_busy.c - a Level Zero job whose loader is busy when aotspy attaches
 * (tests/tests/hardening.rs).
 *
 *   cc loader_busy.c -o loader_busy -lze_loader -ldl -lpthread
 *
 *   loader_busy LIBRARY EXIT_CODE
 *
 * Initializes Level Zero (zeInit, zeDriverGet: the driver is loaded), starts a
 * helper thread that sleeps in nanosleep (the thread an attach hijacks), then
 * dlopens LIBRARY on the main thread: a library whose constructor holds the
 * loader lock for a long time (slow_ctor.c). Once dlopen returns it prints
 * "loader_busy: loaded" on stderr, lives 2 s more (a hijacked thread set up to
 * return into a dead injector would crash the process meanwhile), prints
 * "loader_busy: exits" and exits with EXIT_CODE.
 *
 * stderr: "loader_busy: pid <pid> ready" before the dlopen. SIGUSR1 is
 * caught and counted per thread; when any came, a last line says how many:
 * "loader_busy: SIGUSR1 caught <m> time(s) on the main thread, <h> on the
 * helper". Failures: a message and exit 2; usage errors exit 64.
 */
#define _GNU_SOURCE
#include <level_zero/ze_api.h>

#include <dlfcn.h>
#include <pthread.h>
#include <signal.h>
#include <stdio.h>
#include <stdlib.h>
#include <time.h>
#include <sys/syscall.h>
#include <unistd.h>

static pid_t main_tid;
static volatile sig_atomic_t caught_main, caught_helper;

static void on_usr1(int signal)
{
    (void)signal;
    if ((pid_t)syscall(SYS_gettid) == main_tid)
        caught_main++;
    else
        caught_helper++;
}

static void *sleeper(void *arg)
{
    (void)arg;
    for (;;) {
        struct timespec nap = {1, 0};
        nanosleep(&nap, NULL);
    }
    return NULL;
}

int main(int argc, char **argv)
{
    if (argc != 3) {
        fprintf(stderr, "usage: loader_busy LIBRARY EXIT_CODE\n");
        return 64;
    }
    main_tid = (pid_t)syscall(SYS_gettid);
    struct sigaction action = {0};
    action.sa_handler = on_usr1;
    sigemptyset(&action.sa_mask);
    if (sigaction(SIGUSR1, &action, NULL) != 0) {
        fprintf(stderr, "loader_busy: sigaction failed\n");
        return 2;
    }
    ze_result_t result = zeInit(0);
    uint32_t drivers = 0;
    if (result == ZE_RESULT_SUCCESS)
        result = zeDriverGet(&drivers, NULL);
    if (result != ZE_RESULT_SUCCESS) {
        fprintf(stderr, "loader_busy: Level Zero failed: 0x%x\n", result);
        return 2;
    }
    pthread_t helper;
    if (pthread_create(&helper, NULL, sleeper, NULL) != 0) {
        fprintf(stderr, "loader_busy: pthread_create failed\n");
        return 2;
    }
    fprintf(stderr, "loader_busy: pid %d ready\n", (int)getpid());
    if (!dlopen(argv[1], RTLD_NOW)) {
        fprintf(stderr, "loader_busy: %s\n", dlerror());
        return 2;
    }
    fprintf(stderr, "loader_busy: loaded\n");
    struct timespec linger = {2, 0};
    while (nanosleep(&linger, &linger) != 0) {
    }
    fprintf(stderr, "loader_busy: exits\n");
    if (caught_main || caught_helper)
        fprintf(stderr,
                "loader_busy: SIGUSR1 caught %d time(s) on the main thread, %d on the helper\n",
                (int)caught_main, (int)caught_helper);
    exit(atoi(argv[2]));
}
