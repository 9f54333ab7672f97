/*
 * vector_add: a small Level Zero program for trying aotspy.
 *
 * It loads two modules the way real applications do:
 *   kernels    - an AOT fat binary (ocloc -device pvc,dg2-g10): vector_add, scale, smooth, checksum
 *   normalize  - SPIR-V, compiled by the driver at load time (JIT)
 * then runs, on one immediate command list (what SYCL uses by default):
 *   10 x (c = a + b, then c = alpha * c), then d = c / max|c|, then c = d smoothed (int-division)
 * that is 10 x vector_add, 10 x scale, 1 x normalize, 1 x smooth
 * The checksum kernel is created but only launched with --check, so by default aotspy lists it
 * only under --all-kernels.
 *
 * Build (scripts/demo does all of this, into target/demo/):
 *   ocloc compile -file kernels.cl -device pvc,dg2-g10 --format zebin -output_no_suffix -output kernels
 *   ocloc compile -file normalize.cl -device pvc -spv_only -output_no_suffix -output normalize
 *   cc -O2 -g main.c -o vector_add -lze_loader
 * Run:   ./vector_add [--check] [DIR]        (DIR holds kernels and normalize.spv; default .)
 * Under aotspy, without a GPU:
 *   aotspy collect --emulate pvc -- ./vector_add
 * (With --emulate nothing really executes, so the numbers the program computes are garbage;
 * --check only makes sense on a GPU.)
 */
#include <level_zero/ze_api.h>

#include <fcntl.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/mman.h>
#include <sys/stat.h>
#include <unistd.h>

#define N 1024
#define GROUP 256
#define ITERATIONS 10

#define CHECK(call)                                                            \
    do {                                                                       \
        ze_result_t r_ = (call);                                               \
        if (r_ != ZE_RESULT_SUCCESS) {                                         \
            fprintf(stderr, "vector_add: %s failed: 0x%x\n", #call, (unsigned)r_); \
            exit(1);                                                           \
        }                                                                      \
    } while (0)

static ze_context_handle_t context;
static ze_device_handle_t device;

/* Maps DIR/NAME read-only, as a library's device images are mapped: aotspy finds a module's
 * bytes in the files the process maps (its `origin` is then `aot`; a binary read into malloc'd
 * memory would be reported as `generated`). Never unmapped: the process is short. */
static const unsigned char *map_file(const char *dir, const char *name, size_t *size) {
    char path[4096];
    snprintf(path, sizeof path, "%s/%s", dir, name);
    int fd = open(path, O_RDONLY | O_CLOEXEC);
    struct stat st;
    if (fd < 0 || fstat(fd, &st) != 0) {
        perror(path);
        exit(1);
    }
    *size = (size_t)st.st_size;
    void *data = mmap(NULL, *size, PROT_READ, MAP_PRIVATE, fd, 0);
    if (data == MAP_FAILED) {
        perror(path);
        exit(1);
    }
    close(fd);
    return data;
}

static ze_module_handle_t load_module(const char *dir, const char *name, ze_module_format_t format) {
    size_t size;
    const unsigned char *data = map_file(dir, name, &size);
    ze_module_desc_t desc = {ZE_STRUCTURE_TYPE_MODULE_DESC};
    desc.format = format;
    desc.inputSize = size;
    desc.pInputModule = data;
    ze_module_handle_t module;
    CHECK(zeModuleCreate(context, device, &desc, &module, NULL));
    return module;
}

static ze_kernel_handle_t get_kernel(ze_module_handle_t module, const char *name) {
    ze_kernel_desc_t desc = {ZE_STRUCTURE_TYPE_KERNEL_DESC, NULL, 0, name};
    ze_kernel_handle_t kernel;
    CHECK(zeKernelCreate(module, &desc, &kernel));
    CHECK(zeKernelSetGroupSize(kernel, GROUP, 1, 1));
    return kernel;
}

static float *alloc_floats(size_t n) {
    ze_device_mem_alloc_desc_t dd = {ZE_STRUCTURE_TYPE_DEVICE_MEM_ALLOC_DESC};
    ze_host_mem_alloc_desc_t hd = {ZE_STRUCTURE_TYPE_HOST_MEM_ALLOC_DESC};
    void *p;
    CHECK(zeMemAllocShared(context, &dd, &hd, n * sizeof(float), 64, device, &p));
    return p;
}

int main(int argc, char **argv) {
    int check = 0;
    const char *dir = ".";
    for (int i = 1; i < argc; i++) {
        if (!strcmp(argv[i], "--check"))
            check = 1;
        else
            dir = argv[i];
    }

    CHECK(zeInit(ZE_INIT_FLAG_GPU_ONLY));
    ze_driver_handle_t driver;
    uint32_t count = 1;
    CHECK(zeDriverGet(&count, &driver));
    count = 1;
    CHECK(zeDeviceGet(driver, &count, &device));
    ze_context_desc_t cdesc = {ZE_STRUCTURE_TYPE_CONTEXT_DESC};
    CHECK(zeContextCreate(driver, &cdesc, &context));

    ze_module_handle_t aot = load_module(dir, "kernels", ZE_MODULE_FORMAT_NATIVE);
    ze_module_handle_t jit = load_module(dir, "normalize.spv", ZE_MODULE_FORMAT_IL_SPIRV);
    ze_kernel_handle_t vector_add = get_kernel(aot, "_ZTSZ4mainE10vector_add");
    ze_kernel_handle_t scale = get_kernel(aot, "_ZTSZ4mainE5scale");
    ze_kernel_handle_t checksum = get_kernel(aot, "_ZTSZ4mainE8checksum");
    ze_kernel_handle_t normalize =
        get_kernel(jit, "_ZTSZZ4mainENKUlRN4sycl3_V17handlerEE_clES2_E9normalize");

    float *a = alloc_floats(N), *b = alloc_floats(N), *c = alloc_floats(N), *d = alloc_floats(N);
    float *alpha = alloc_floats(1), *sum = alloc_floats(1);
    for (int i = 0; i < N; i++) {
        a[i] = (float)i;
        b[i] = 1.0f;
        c[i] = 0.0f;
    }
    alpha[0] = 0.5f;

    CHECK(zeKernelSetArgumentValue(vector_add, 0, sizeof c, &c));
    CHECK(zeKernelSetArgumentValue(vector_add, 1, sizeof a, &a));
    CHECK(zeKernelSetArgumentValue(vector_add, 2, sizeof b, &b));
    CHECK(zeKernelSetArgumentValue(scale, 0, sizeof c, &c));
    CHECK(zeKernelSetArgumentValue(scale, 1, sizeof alpha, &alpha));
    CHECK(zeKernelSetArgumentValue(normalize, 0, sizeof d, &d));
    CHECK(zeKernelSetArgumentValue(normalize, 1, sizeof c, &c));
    CHECK(zeKernelSetArgumentValue(checksum, 0, sizeof sum, &sum));
    CHECK(zeKernelSetArgumentValue(checksum, 1, sizeof d, &d));

    ze_command_queue_desc_t qdesc = {ZE_STRUCTURE_TYPE_COMMAND_QUEUE_DESC};
    qdesc.mode = ZE_COMMAND_QUEUE_MODE_SYNCHRONOUS;
    ze_command_list_handle_t list;
    CHECK(zeCommandListCreateImmediate(context, device, &qdesc, &list));

    ze_group_count_t all = {N / GROUP, 1, 1}, one = {1, 1, 1};
    for (int it = 0; it < ITERATIONS; it++) {
        CHECK(zeCommandListAppendLaunchKernel(list, vector_add, &all, NULL, 0, NULL));
        CHECK(zeCommandListAppendLaunchKernel(list, scale, &all, NULL, 0, NULL));
    }
    CHECK(zeCommandListAppendLaunchKernel(list, normalize, &all, NULL, 0, NULL));
    /* c = d averaged over the 9 values around each, wrapping at the ends. Created here, after
     * the other launches, so that their lines stay where the docs show them. */
    ze_kernel_handle_t smooth = get_kernel(aot, "_ZTSZ4mainE6smooth");
    int n = N, radius = 4;
    CHECK(zeKernelSetArgumentValue(smooth, 0, sizeof c, &c));
    CHECK(zeKernelSetArgumentValue(smooth, 1, sizeof d, &d));
    CHECK(zeKernelSetArgumentValue(smooth, 2, sizeof n, &n));
    CHECK(zeKernelSetArgumentValue(smooth, 3, sizeof radius, &radius));
    CHECK(zeCommandListAppendLaunchKernel(list, smooth, &all, NULL, 0, NULL));
    if (check)
        CHECK(zeCommandListAppendLaunchKernel(list, checksum, &one, NULL, 0, NULL));

    printf("vector_add: %d elements, %d x (vector_add, scale), 1 x normalize, 1 x smooth%s\n", N,
           ITERATIONS,
           check ? ", 1 x checksum" : "");
    if (check)
        printf("checksum: %g\n", sum[0]);

    CHECK(zeCommandListDestroy(list));
    void *buffers[] = {a, b, c, d, alpha, sum};
    for (int i = 0; i < 6; i++)
        CHECK(zeMemFree(context, buffers[i]));
    CHECK(zeKernelDestroy(vector_add));
    CHECK(zeKernelDestroy(scale));
    CHECK(zeKernelDestroy(checksum));
    CHECK(zeKernelDestroy(normalize));
    CHECK(zeKernelDestroy(smooth));
    CHECK(zeModuleDestroy(aot));
    CHECK(zeModuleDestroy(jit));
    CHECK(zeContextDestroy(context));
    return 0;
}
