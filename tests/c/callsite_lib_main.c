/*
 * callsite_lib_main.c - a C program whose launches are inside a shared library of its own, for
 * the call-site tests (tests/tests/callsites.rs): the library is tests/c/callsite_launch.c
 * built with -DCS_HELPER -shared, which creates the module (cs_setup) and appends each launch
 * (cs_launch); main calls cs_launch 5 times from the line marked SITE-LIB-MAIN.
 *
 *   callsite_lib_main ZEBIN     (ZEBIN: a native module with a kernel named scale)
 *
 * Prints "launched 5" and exits 0; the library exits 1 on any Level Zero error.
 */
#include <stdio.h>

int cs_setup(const char *path, const char *list_kind, const char *zebin_file);
void cs_launch(const char *kernel);
int cs_finish(void);

int main(int argc, char **argv)
{
    if (argc != 2) {
        fprintf(stderr, "usage: callsite_lib_main ZEBIN\n");
        return 2;
    }
    if (cs_setup("link", "immediate", argv[1]) != 0)
        return 1;
    for (int i = 0; i < 5; i++)
        cs_launch("scale"); /* SITE-LIB-MAIN */
    cs_finish();
    printf("launched 5\n");
    return 0;
}
