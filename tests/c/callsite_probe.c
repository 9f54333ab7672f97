/* For the collector's call-site symbolizer tests (collector/src/analysis/callsites.rs): each
 * site_* function calls probe(), which prints its caller's name, the line of the call, and the
 * return address relative to the program's load address (a PIE's dli_fbase is its load bias),
 * the address a call-site sample carries. Built as C and as C++ (mangled names) by the test. */
#ifndef _GNU_SOURCE
#define _GNU_SOURCE
#endif
#include <dlfcn.h>
#include <stdio.h>

__attribute__((noinline)) static void probe(const char *site, int line)
{
    void *ret = __builtin_extract_return_addr(__builtin_return_address(0));
    Dl_info info;
    if (dladdr(ret, &info) == 0) {
        return;
    }
    printf("%s %d %lx\n", site, line, (unsigned long)((char *)ret - (char *)info.dli_fbase));
}

#ifdef __cplusplus
namespace probes {
#endif

__attribute__((noinline)) void site_a(int n)
{
    for (int i = 0; i < n; i++) {
        probe("site_a", __LINE__);
    }
}

/* Inlined into main at -O2: its call still names site_b, at its own line. */
static inline void site_b(void)
{
    probe("site_b", __LINE__);
}

#ifdef __cplusplus
}
using namespace probes;
#endif

int main(void)
{
    site_a(1);
    site_b();
    return 0;
}
