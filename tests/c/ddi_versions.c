/*
 * ddi_versions.c - asks for every dispatch table libaotspy patches at every API version from
 * 1.0 to the header's, into buffers larger than any table, filled with a marker, and prints
 * which slots each call changed. A getter of version 1.x owns only the entries of 1.x: run once
 * with the preload and once without, the two outputs must be the same slots (libaotspy may
 * change what a slot holds, never which slots are written), and the slots that hold our hooks
 * are listed apart so the test can see that the hooks are really there.
 *
 *   cc ddi_versions.c -o ddi_versions -lze_loader -ldl
 * Output, per table and version: "<table> 1.<minor>: 0x<result> [<changed slots>]", then
 * "<table> 1.<minor> hooked [<slots pointing into libaotspy>]".
 */
#define _GNU_SOURCE
#include <level_zero/ze_api.h>
#include <level_zero/ze_ddi.h>

#include <dlfcn.h>
#include <stdint.h>
#include <stdio.h>
#include <string.h>

#define SLOTS 256
#define MARKER ((void *)(uintptr_t)0x5a5a5a5a5a5a5a50ull)

typedef ze_result_t(ZE_APICALL *getter_t)(ze_api_version_t, void *);

static int ours(void *p) {
    Dl_info info;
    return dladdr(p, &info) && info.dli_fname && strstr(info.dli_fname, "libaotspy");
}

static void list(const char *table, unsigned minor, const char *what, void *const *slots,
                 int (*keep)(void *)) {
    printf("%s 1.%u%s [", table, minor, what);
    const char *sep = "";
    for (size_t i = 0; i < SLOTS; i++) {
        if (slots[i] != MARKER && keep(slots[i])) {
            printf("%s%zu", sep, i);
            sep = " ";
        }
    }
    printf("]\n");
}

static int any(void *p) {
    (void)p;
    return 1;
}

int main(void) {
    if (zeInit(ZE_INIT_FLAG_GPU_ONLY) != ZE_RESULT_SUCCESS) {
        fputs("ddi_versions: zeInit failed\n", stderr);
        return 2;
    }
    /* Looked up by name: older loaders lack some (the command-list Exp table came with 1.9). */
    static const char *const getters[] = {
        "zeGetModuleProcAddrTable",      "zeGetKernelProcAddrTable",
        "zeGetCommandListProcAddrTable", "zeGetCommandListExpProcAddrTable",
        "zeGetCommandQueueProcAddrTable", "zeGetDriverProcAddrTable",
        "zeGetContextProcAddrTable",
    };
    unsigned newest = ZE_MINOR_VERSION(ZE_API_VERSION_CURRENT);
    for (size_t g = 0; g < sizeof getters / sizeof *getters; g++) {
        getter_t get = (getter_t)dlsym(RTLD_DEFAULT, getters[g]);
        if (!get) {
            printf("%s: absent\n", getters[g]);
            continue;
        }
        for (unsigned minor = 0; minor <= newest; minor++) {
            void *slots[SLOTS];
            for (size_t i = 0; i < SLOTS; i++)
                slots[i] = MARKER;
            ze_result_t result = get((ze_api_version_t)ZE_MAKE_VERSION(1, minor), slots);
            printf("%s 1.%u: 0x%x\n", getters[g], minor, (unsigned)result);
            list(getters[g], minor, " written", slots, any);
            list(getters[g], minor, " hooked", slots, ours);
        }
    }
    return 0;
}
