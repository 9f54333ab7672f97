/*
 * ctor_next_puts.c - like next_puts.c, but the interposer looks up the next puts in its
 * constructor, which in one of the two preload orders runs before libaotspy's own: libaotspy's
 * dlsym must then still resolve RTLD_NEXT relative to this library, not to itself.
 *
 *   cc -shared -fPIC ctor_next_puts.c -o ctor_next_puts.so -ldl
 */
#define _GNU_SOURCE
#include <dlfcn.h>
#include <stdio.h>

static int (*next_puts)(const char *);

__attribute__((constructor)) static void find_next_puts(void) {
    next_puts = (int (*)(const char *))dlsym(RTLD_NEXT, "puts");
}

int puts(const char *s) {
    if (!next_puts || next_puts == puts)
        return -1;
    fputs("[ctor_next_puts] ", stdout);
    return next_puts(s);
}
