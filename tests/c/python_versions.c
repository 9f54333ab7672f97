/* A program that looks like a CPython of another version to libaotspy's call-site reader: it
 * exports the symbols the reader looks up (built with -rdynamic), with Py_Version and
 * _PyRuntime's debug-offsets cookie as asked, then loads libaotspy.so and prints what a sample
 * says of its Python. For tests/tests/callsites.rs: versions whose frame layout aotspy does not
 * know, and a debug table that fails its checks, give no frames, never a crash.
 *
 *   python_versions LIBAOTSPY VERSION_HEX COOKIE
 *
 * Prints the sample's first line ("python STATE"). */
#define _GNU_SOURCE
#include <dlfcn.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

unsigned long Py_Version;
char _PyRuntime[4096];
char PyCode_Type[512], PyUnicode_Type[512], PyBytes_Type[512];

int Py_IsInitialized(void) { return 1; }
int Py_IsFinalizing(void) { return 0; }
void *PyGILState_GetThisThreadState(void) { return NULL; }
void *PyThreadState_GetUnchecked(void) { return NULL; }

typedef long (*hook_fn)(char *buf, size_t len);

int main(int argc, char **argv)
{
    if (argc != 4) {
        fprintf(stderr, "usage: python_versions LIBAOTSPY VERSION_HEX COOKIE\n");
        return 2;
    }
    Py_Version = strtoul(argv[2], NULL, 16);
    memcpy(_PyRuntime, argv[3], strnlen(argv[3], 8));
    memcpy(_PyRuntime + 8, &Py_Version, sizeof Py_Version);
    void *lib = dlopen(argv[1], RTLD_NOW | RTLD_LOCAL);
    if (lib == NULL) {
        fprintf(stderr, "%s\n", dlerror());
        return 1;
    }
    hook_fn hook = (hook_fn)dlsym(lib, "aotspy_debug_callsite");
    static char buf[1 << 16];
    if (hook == NULL || hook(buf, sizeof buf) < 0) {
        fprintf(stderr, "no sample\n");
        return 1;
    }
    *strchrnul(buf, '\n') = 0;
    printf("%s\n", buf);
    return 0;
}
