// Memory fills and copies through Level Zero, which NEO runs with its own built-in kernels
// (FillBuffer*, CopyBuffer*), and no module of the program's own.
//
//   ze_memory_ops ROUNDS
//
// Allocates two 64 KiB device buffers on the first GPU and, ROUNDS times on an immediate
// command list, fills the first (zeCommandListAppendMemoryFill, a 4-byte pattern) and copies it
// into the second (zeCommandListAppendMemoryCopy). Prints "memory ops: ROUNDS rounds of 65536
// bytes" and exits 0; exits 1 if a call fails.
#include <level_zero/ze_api.h>
#include <stdio.h>
#include <stdlib.h>

enum { BYTES = 65536 };

static void check(ze_result_t r, const char *what) {
    if (r != ZE_RESULT_SUCCESS) {
        fprintf(stderr, "ze_memory_ops: %s failed: 0x%x\n", what, (unsigned)r);
        exit(1);
    }
}

int main(int argc, char **argv) {
    int rounds = argc > 1 ? atoi(argv[1]) : 1;
    check(zeInit(ZE_INIT_FLAG_GPU_ONLY), "zeInit");
    uint32_t count = 1;
    ze_driver_handle_t driver;
    check(zeDriverGet(&count, &driver), "zeDriverGet");
    ze_device_handle_t device;
    count = 1;
    check(zeDeviceGet(driver, &count, &device), "zeDeviceGet");
    ze_context_desc_t context_desc = {ZE_STRUCTURE_TYPE_CONTEXT_DESC, NULL, 0};
    ze_context_handle_t context;
    check(zeContextCreate(driver, &context_desc, &context), "zeContextCreate");
    ze_device_mem_alloc_desc_t alloc_desc = {ZE_STRUCTURE_TYPE_DEVICE_MEM_ALLOC_DESC, NULL, 0, 0};
    void *from, *to;
    check(zeMemAllocDevice(context, &alloc_desc, BYTES, 64, device, &from), "zeMemAllocDevice");
    check(zeMemAllocDevice(context, &alloc_desc, BYTES, 64, device, &to), "zeMemAllocDevice");
    ze_command_queue_desc_t queue_desc = {ZE_STRUCTURE_TYPE_COMMAND_QUEUE_DESC,
                                          NULL,
                                          0,
                                          0,
                                          0,
                                          ZE_COMMAND_QUEUE_MODE_SYNCHRONOUS,
                                          ZE_COMMAND_QUEUE_PRIORITY_NORMAL};
    ze_command_list_handle_t list;
    check(zeCommandListCreateImmediate(context, device, &queue_desc, &list),
          "zeCommandListCreateImmediate");
    const uint32_t pattern = 0x3f800000u;
    for (int i = 0; i < rounds; i++) {
        check(zeCommandListAppendMemoryFill(list, from, &pattern, sizeof pattern, BYTES, NULL, 0,
                                            NULL),
              "zeCommandListAppendMemoryFill");
        check(zeCommandListAppendMemoryCopy(list, to, from, BYTES, NULL, 0, NULL),
              "zeCommandListAppendMemoryCopy");
    }
    check(zeCommandListHostSynchronize(list, UINT64_MAX), "zeCommandListHostSynchronize");
    check(zeCommandListDestroy(list), "zeCommandListDestroy");
    check(zeMemFree(context, to), "zeMemFree");
    check(zeMemFree(context, from), "zeMemFree");
    check(zeContextDestroy(context), "zeContextDestroy");
    printf("memory ops: %d rounds of %d bytes\n", rounds, BYTES);
    return 0;
}
