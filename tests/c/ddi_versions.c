/*
 * ddi_versions.c - asks for dispatch tables at API version 1.0 into buffers larger than a 1.0
 * table, the slots after the 1.0 entries filled with a marker, and prints every such slot that
 * changed, with the library its new value points into. A getter of version 1.0 owns only the
 * 1.0 entries: libaotspy must not write a hook past them.
 *
 *   cc ddi_versions.c -o ddi_versions -lze_loader
 * Output: "<table>: 0x<result>" per getter, then "<table>[<index>] -> <library>" per changed slot.
 */
#define _GNU_SOURCE
#include <level_zero/ze_api.h>
#include <level_zero/ze_ddi.h>

#include <dlfcn.h>
#include <stddef.h>
#include <stdint.h>
#include <stdio.h>

#define SLOTS 128
#define MARKER ((void *)(uintptr_t)0x5a5a5a5a5a5a5a50ull)

static void check(const char *table, ze_result_t result, void *const *slots, size_t first_newer) {
    printf("%s: 0x%x\n", table, (unsigned)result);
    for (size_t i = first_newer; i < SLOTS; i++) {
        if (slots[i] == MARKER)
            continue;
        Dl_info info;
        const char *lib = dladdr(slots[i], &info) && info.dli_fname ? info.dli_fname : "?";
        printf("%s[%zu] -> %s\n", table, i, lib);
    }
}

int main(void) {
    if (zeInit(ZE_INIT_FLAG_GPU_ONLY) != ZE_RESULT_SUCCESS) {
        fputs("ddi_versions: zeInit failed\n", stderr);
        return 2;
    }
    void *slots[SLOTS];

    for (size_t i = 0; i < SLOTS; i++)
        slots[i] = MARKER;
    check("ze_command_list_dditable_t",
          zeGetCommandListProcAddrTable(ZE_API_VERSION_1_0, (ze_command_list_dditable_t *)slots),
          slots, offsetof(ze_command_list_dditable_t, pfnAppendImageCopyToMemoryExt) / sizeof(void *));

    for (size_t i = 0; i < SLOTS; i++)
        slots[i] = MARKER;
    check("ze_driver_dditable_t",
          zeGetDriverProcAddrTable(ZE_API_VERSION_1_0, (ze_driver_dditable_t *)slots), slots,
          offsetof(ze_driver_dditable_t, pfnGetExtensionFunctionAddress) / sizeof(void *));
    return 0;
}
