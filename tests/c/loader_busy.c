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
 * stderr: "loader_busy: pid <pid> ready" before the dlopen. Failures: a
 * message and exit 2; usage errors exit 64.
 */
#define _GNU_SOURCE
#include <level_zero/ze_api.h>

#include <dlfcn.h>
#include <pthread.h>
#include <stdio.h>
#include <stdlib.h>
#include <time.h>
#include <unistd.h>

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
    exit(atoi(argv[2]));
}
