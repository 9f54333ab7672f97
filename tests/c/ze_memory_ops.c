// Memory fills and copies through Level Zero, which NEO runs with its own built-in kernels
// (FillBuffer*, CopyBuffer*) or on a copy engine, and no module of the program's own.
//
//   ze_memory_ops ROUNDS [EXECUTIONS]
//
// Allocates two 64 KiB device buffers on the first GPU and, ROUNDS times on a synchronous
// immediate command list, fills the first (zeCommandListAppendMemoryFill, a 4-byte pattern) and
// copies it into the second (zeCommandListAppendMemoryCopy). Prints "memory ops: ROUNDS rounds of
// 65536 bytes". With EXECUTIONS > 0 it then appends one fill, one copy and one region copy
// (zeCommandListAppendMemoryCopyRegion, 64 rows of 1 KiB) to a regular command list, closes it
// and executes it EXECUTIONS times on a synchronous queue, and prints "regular list: executed
// EXECUTIONS times". Exits 0; exits 1 if a call fails.
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
    int executions = argc > 2 ? atoi(argv[2]) : 0;
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
    check(zeCommandListDestroy(list), "zeCommandListDestroy");
    printf("memory ops: %d rounds of %d bytes\n", rounds, BYTES);
    if (executions > 0) {
        ze_command_queue_handle_t queue;
        check(zeCommandQueueCreate(context, device, &queue_desc, &queue), "zeCommandQueueCreate");
        ze_command_list_desc_t list_desc = {ZE_STRUCTURE_TYPE_COMMAND_LIST_DESC, NULL, 0, 0};
        ze_command_list_handle_t regular;
        check(zeCommandListCreate(context, device, &list_desc, &regular), "zeCommandListCreate");
        check(zeCommandListAppendMemoryFill(regular, from, &pattern, sizeof pattern, BYTES, NULL,
                                            0, NULL),
              "zeCommandListAppendMemoryFill");
        check(zeCommandListAppendBarrier(regular, NULL, 0, NULL), "zeCommandListAppendBarrier");
        check(zeCommandListAppendMemoryCopy(regular, to, from, BYTES, NULL, 0, NULL),
              "zeCommandListAppendMemoryCopy");
        check(zeCommandListAppendBarrier(regular, NULL, 0, NULL), "zeCommandListAppendBarrier");
        enum { ROW = 1024, ROWS = BYTES / ROW };
        ze_copy_region_t region = {0, 0, 0, ROW, ROWS, 1};
        check(zeCommandListAppendMemoryCopyRegion(regular, to, &region, ROW, 0, from, &region,
                                                  ROW, 0, NULL, 0, NULL),
              "zeCommandListAppendMemoryCopyRegion");
        check(zeCommandListClose(regular), "zeCommandListClose");
        for (int i = 0; i < executions; i++) {
            check(zeCommandQueueExecuteCommandLists(queue, 1, &regular, NULL),
                  "zeCommandQueueExecuteCommandLists");
            check(zeCommandQueueSynchronize(queue, UINT64_MAX), "zeCommandQueueSynchronize");
        }
        check(zeCommandListDestroy(regular), "zeCommandListDestroy");
        check(zeCommandQueueDestroy(queue), "zeCommandQueueDestroy");
        printf("regular list: executed %d times\n", executions);
    }
    check(zeMemFree(context, to), "zeMemFree");
    check(zeMemFree(context, from), "zeMemFree");
    check(zeContextDestroy(context), "zeContextDestroy");
    return 0;
}
