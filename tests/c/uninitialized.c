/*
 * uninitialized.c - a process that has loaded Level Zero (the loader and the Intel driver)
 * but not initialized it: no zeInit yet, as between a library's dlopen and its first call
 * (tests/tests/hardening.rs).
 *
 *   uninitialized SECONDS EXIT_CODE
 *
 * dlopens libze_loader.so.1 and libze_intel_gpu.so.1, starts a helper thread that sleeps in
 * nanosleep (the thread an attach hijacks), prints "uninitialized: pid <pid> ready" on stderr,
 * sleeps SECONDS on the main thread, prints "uninitialized: done" and exits with EXIT_CODE.
 * Failures: a message and exit 2; usage errors exit 64.
 */
#define _GNU_SOURCE
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
        fprintf(stderr, "usage: uninitialized SECONDS EXIT_CODE\n");
        return 64;
    }
    const char *libraries[] = {"libze_loader.so.1", "libze_intel_gpu.so.1"};
    for (int i = 0; i < 2; i++) {
        if (!dlopen(libraries[i], RTLD_NOW)) {
            fprintf(stderr, "uninitialized: %s\n", dlerror());
            return 2;
        }
    }
    pthread_t helper;
    if (pthread_create(&helper, NULL, sleeper, NULL) != 0) {
        fprintf(stderr, "uninitialized: pthread_create failed\n");
        return 2;
    }
    fprintf(stderr, "uninitialized: pid %d ready\n", (int)getpid());
    struct timespec left = {atoi(argv[1]), 0};
    while (nanosleep(&left, &left) != 0) {
    }
    fprintf(stderr, "uninitialized: done\n");
    exit(atoi(argv[2]));
}
