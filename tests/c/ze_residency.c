// Memory residency calls on every path a program reaches them by, and what they return.
//
//   ze_residency link|table|dlsym [LIBRARY]
//
// Allocates 4 KiB of device memory on the first GPU, then calls zeContextMakeMemoryResident
// and zeContextEvictMemory on it: directly (link), through the context table from
// zeGetContextProcAddrTable (table, as SYCL's adapters do), or through dlsym on LIBRARY
// (dlsym; default libze_loader.so.1, as UMF does; the driver, libze_intel_gpu.so.1, exports
// them too). Prints one line per call, "<function> 0x<result>", and exits 0; exits
// 1 if the setup fails. Device-less NEO refuses residency with ZE_RESULT_ERROR_UNINITIALIZED
// (0x78000001); under `aotspy collect --emulate` the program must see success instead.
#define _GNU_SOURCE
#include <dlfcn.h>
#include <level_zero/ze_api.h>
#include <level_zero/ze_ddi.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

typedef ze_result_t (*residency_fn)(ze_context_handle_t, ze_device_handle_t, void *, size_t);

static void check(ze_result_t r, const char *what) {
    if (r != ZE_RESULT_SUCCESS) {
        fprintf(stderr, "ze_residency: %s failed: 0x%x\n", what, (unsigned)r);
        exit(1);
    }
}

int main(int argc, char **argv) {
    const char *path = argc > 1 ? argv[1] : "link";
    ze_init_driver_type_desc_t gpus = {ZE_STRUCTURE_TYPE_INIT_DRIVER_TYPE_DESC, NULL,
                                       ZE_INIT_DRIVER_TYPE_FLAG_GPU};
    uint32_t count = 1;
    ze_driver_handle_t driver;
    check(zeInitDrivers(&count, &driver, &gpus), "zeInitDrivers");
    ze_device_handle_t device;
    count = 1;
    check(zeDeviceGet(driver, &count, &device), "zeDeviceGet");
    ze_context_desc_t context_desc = {ZE_STRUCTURE_TYPE_CONTEXT_DESC, NULL, 0};
    ze_context_handle_t context;
    check(zeContextCreate(driver, &context_desc, &context), "zeContextCreate");
    ze_device_mem_alloc_desc_t alloc_desc = {ZE_STRUCTURE_TYPE_DEVICE_MEM_ALLOC_DESC, NULL, 0, 0};
    void *memory;
    check(zeMemAllocDevice(context, &alloc_desc, 4096, 64, device, &memory), "zeMemAllocDevice");

    // After initialisation: the loader hands out its tables only then.
    residency_fn make_resident, evict;
    if (strcmp(path, "link") == 0) {
        make_resident = zeContextMakeMemoryResident;
        evict = zeContextEvictMemory;
    } else if (strcmp(path, "table") == 0) {
        static ze_context_dditable_t table;
        check(zeGetContextProcAddrTable(ZE_API_VERSION_CURRENT, &table),
              "zeGetContextProcAddrTable");
        make_resident = table.pfnMakeMemoryResident;
        evict = table.pfnEvictMemory;
    } else if (strcmp(path, "dlsym") == 0) {
        void *library = dlopen(argc > 2 ? argv[2] : "libze_loader.so.1", RTLD_NOW | RTLD_LOCAL);
        if (!library) {
            fprintf(stderr, "ze_residency: %s\n", dlerror());
            return 1;
        }
        make_resident = (residency_fn)dlsym(library, "zeContextMakeMemoryResident");
        evict = (residency_fn)dlsym(library, "zeContextEvictMemory");
    } else {
        fprintf(stderr, "usage: ze_residency link|table|dlsym [LIBRARY]\n");
        return 2;
    }
    if (!make_resident || !evict) {
        fprintf(stderr, "ze_residency: no residency functions on the %s path\n", path);
        return 1;
    }

    printf("zeContextMakeMemoryResident 0x%x\n", (unsigned)make_resident(context, device, memory, 4096));
    printf("zeContextEvictMemory 0x%x\n", (unsigned)evict(context, device, memory, 4096));

    check(zeMemFree(context, memory), "zeMemFree");
    check(zeContextDestroy(context), "zeContextDestroy");
    return 0;
}
