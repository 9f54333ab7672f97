/*
 * bench_modules.c - many modules and kernels, for `scripts/bench report`: what the collector
 * does with a PyTorch-sized capture.
 *
 *   cc -O2 bench_modules.c -o bench_modules -lze_loader
 *
 *   bench_modules [--launches N] FILE...
 *
 * Creates one module per FILE (native binary or SPIR-V), every kernel the module has
 * (zeModuleGetKernelNames), binds one shared buffer to every argument (so all arguments must
 * be __global pointers) and appends each kernel N times (default 1) to one immediate list;
 * waits for them all (barrier + event: the loader 1.8 headers have no
 * zeCommandListHostSynchronize), then destroys everything. Prints "modules=<m> kernels=<k> dispatches=<d>" on stdout. Every ze* result is checked
 * (exit 2 on failure).
 */
#include <level_zero/ze_api.h>

#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#define CHECK(call)                                                                             \
    do {                                                                                        \
        ze_result_t r_ = (call);                                                                \
        if (r_ != ZE_RESULT_SUCCESS) {                                                          \
            fprintf(stderr, "bench_modules: %s failed: 0x%x\n", #call, (unsigned)r_);           \
            exit(2);                                                                            \
        }                                                                                       \
    } while (0)

/* Kernels per module this program takes; bench_variant.cl has 10. */
#define MAX_KERNELS 64

static unsigned char *read_file(const char *path, size_t *size) {
    FILE *f = fopen(path, "rb");
    if (!f) {
        perror(path);
        exit(2);
    }
    fseek(f, 0, SEEK_END);
    long length = ftell(f);
    fseek(f, 0, SEEK_SET);
    unsigned char *data = malloc((size_t)length);
    if (!data || fread(data, 1, (size_t)length, f) != (size_t)length) {
        perror(path);
        exit(2);
    }
    fclose(f);
    *size = (size_t)length;
    return data;
}

int main(int argc, char **argv) {
    long launches = 1;
    int first = 1;
    if (argc > 2 && !strcmp(argv[1], "--launches")) {
        launches = strtol(argv[2], NULL, 10);
        first = 3;
    }
    if (first >= argc || launches < 0) {
        fprintf(stderr, "usage: bench_modules [--launches N] FILE...\n");
        return 64;
    }

    CHECK(zeInit(ZE_INIT_FLAG_GPU_ONLY));
    ze_driver_handle_t driver;
    ze_device_handle_t device;
    ze_context_handle_t context;
    uint32_t count = 1;
    CHECK(zeDriverGet(&count, &driver));
    count = 1;
    CHECK(zeDeviceGet(driver, &count, &device));
    ze_context_desc_t cdesc = {ZE_STRUCTURE_TYPE_CONTEXT_DESC, NULL, 0};
    CHECK(zeContextCreate(driver, &cdesc, &context));

    ze_device_mem_alloc_desc_t dd = {ZE_STRUCTURE_TYPE_DEVICE_MEM_ALLOC_DESC, NULL, 0, 0};
    ze_host_mem_alloc_desc_t hd = {ZE_STRUCTURE_TYPE_HOST_MEM_ALLOC_DESC, NULL, 0};
    void *buffer;
    CHECK(zeMemAllocShared(context, &dd, &hd, 64 * 1024, 64, device, &buffer));
    ze_command_queue_desc_t qdesc;
    memset(&qdesc, 0, sizeof qdesc);
    qdesc.stype = ZE_STRUCTURE_TYPE_COMMAND_QUEUE_DESC;
    qdesc.mode = ZE_COMMAND_QUEUE_MODE_ASYNCHRONOUS;
    ze_command_list_handle_t list;
    CHECK(zeCommandListCreateImmediate(context, device, &qdesc, &list));

    ze_event_pool_desc_t pdesc = {ZE_STRUCTURE_TYPE_EVENT_POOL_DESC, NULL,
                                  ZE_EVENT_POOL_FLAG_HOST_VISIBLE, 1};
    ze_event_pool_handle_t pool;
    CHECK(zeEventPoolCreate(context, &pdesc, 1, &device, &pool));
    ze_event_desc_t edesc = {ZE_STRUCTURE_TYPE_EVENT_DESC, NULL, 0, ZE_EVENT_SCOPE_FLAG_HOST,
                             ZE_EVENT_SCOPE_FLAG_HOST};
    ze_event_handle_t done;
    CHECK(zeEventCreate(pool, &edesc, &done));

    /* Kept alive until the launches completed. */
    size_t files = (size_t)(argc - first);
    ze_module_handle_t *module_handles = calloc(files, sizeof *module_handles);
    ze_kernel_handle_t *kernel_handles = calloc(files * MAX_KERNELS, sizeof *kernel_handles);
    if (!module_handles || !kernel_handles) {
        perror("calloc");
        return 2;
    }
    const ze_group_count_t groups = {1, 1, 1};
    long modules = 0, kernels = 0, dispatches = 0;
    for (int f = first; f < argc; f++) {
        size_t size;
        unsigned char *data = read_file(argv[f], &size);
        int spirv = size >= 4 && data[0] == 0x03 && data[1] == 0x02 && data[2] == 0x23 &&
                    data[3] == 0x07;
        ze_module_desc_t mdesc;
        memset(&mdesc, 0, sizeof mdesc);
        mdesc.stype = ZE_STRUCTURE_TYPE_MODULE_DESC;
        mdesc.format = spirv ? ZE_MODULE_FORMAT_IL_SPIRV : ZE_MODULE_FORMAT_NATIVE;
        mdesc.inputSize = size;
        mdesc.pInputModule = data;
        ze_module_handle_t module;
        CHECK(zeModuleCreate(context, device, &mdesc, &module, NULL));
        module_handles[modules++] = module;

        const char *names[MAX_KERNELS];
        count = MAX_KERNELS;
        CHECK(zeModuleGetKernelNames(module, &count, names));
        for (uint32_t k = 0; k < count; k++) {
            ze_kernel_desc_t kdesc = {ZE_STRUCTURE_TYPE_KERNEL_DESC, NULL, 0, names[k]};
            ze_kernel_handle_t kernel;
            CHECK(zeKernelCreate(module, &kdesc, &kernel));
            kernel_handles[kernels++] = kernel;
            ze_kernel_properties_t props;
            memset(&props, 0, sizeof props);
            props.stype = ZE_STRUCTURE_TYPE_KERNEL_PROPERTIES;
            CHECK(zeKernelGetProperties(kernel, &props));
            for (uint32_t i = 0; i < props.numKernelArgs; i++)
                CHECK(zeKernelSetArgumentValue(kernel, i, sizeof buffer, &buffer));
            CHECK(zeKernelSetGroupSize(kernel, 16, 1, 1));
            for (long i = 0; i < launches; i++) {
                CHECK(zeCommandListAppendLaunchKernel(list, kernel, &groups, NULL, 0, NULL));
                dispatches++;
            }
        }
        free(data);
    }
    CHECK(zeCommandListAppendBarrier(list, done, 0, NULL));
    CHECK(zeEventHostSynchronize(done, UINT64_MAX));
    printf("modules=%ld kernels=%ld dispatches=%ld\n", modules, kernels, dispatches);
    for (long k = 0; k < kernels; k++)
        CHECK(zeKernelDestroy(kernel_handles[k]));
    for (long m = 0; m < modules; m++)
        CHECK(zeModuleDestroy(module_handles[m]));
    CHECK(zeEventDestroy(done));
    CHECK(zeEventPoolDestroy(pool));
    CHECK(zeCommandListDestroy(list));
    CHECK(zeMemFree(context, buffer));
    CHECK(zeContextDestroy(context));
    return 0;
}
