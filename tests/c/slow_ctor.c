/*
 * slow_ctor.c - a shared library whose constructor sleeps SLOW_CTOR_SECONDS
 * (default 10) seconds, for tests/tests/hardening.rs. A constructor runs with
 * the dynamic loader's lock held, so for that long every other dlopen in the
 * process waits: what an injection meets when a job loads a large library.
 *
 *   cc -shared -fPIC slow_ctor.c -o libslow_ctor.so
 *
 * Prints "slow_ctor: constructor sleeps <n> s" on stderr when it starts and
 * "slow_ctor: constructor done" when it ends.
 */
#include <stdio.h>
#include <stdlib.h>
#include <time.h>

__attribute__((constructor)) static void slow_ctor(void)
{
    const char *text = getenv("SLOW_CTOR_SECONDS");
    int seconds = text ? atoi(text) : 10;
    fprintf(stderr, "slow_ctor: constructor sleeps %d s\n", seconds);
    struct timespec left = {seconds, 0};
    while (nanosleep(&left, &left) != 0) {
    }
    fprintf(stderr, "slow_ctor: constructor done\n");
}
