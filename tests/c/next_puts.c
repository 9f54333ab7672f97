/*
 * next_puts.c - an interposer of its own, preloaded after libaotspy.so: its puts finds the
 * real one with dlsym(RTLD_NEXT, "puts"). glibc resolves RTLD_NEXT relative to the caller, so
 * if libaotspy's dlsym answered from its own position, this would find itself and recurse.
 *
 *   cc -shared -fPIC next_puts.c -o next_puts.so -ldl
 */
#define _GNU_SOURCE
#include <dlfcn.h>
#include <stdio.h>

int puts(const char *s) {
    int (*next)(const char *) = (int (*)(const char *))dlsym(RTLD_NEXT, "puts");
    if (!next || next == puts)
        return -1;
    fputs("[next_puts] ", stdout);
    return next(s);
}
