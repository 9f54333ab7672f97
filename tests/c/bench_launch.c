/*
 * bench_launch.c - cost of one zeCommandListAppendLaunchKernel, for
 * scripts/bench.
 *
 *   cc -O2 bench_launch.c -o bench_launch -lze_loader
 *
 *   bench_launch --module FILE [--kernel NAME] [--list regular|immediate]
 *                [-n N] [--tracer] [--idle-thread] [--inject LIB] [--fill]
 *
 *   --module FILE   native binary (zebin / AR) or SPIR-V with the kernel
 *   --kernel NAME   kernel to launch (default: the module's first kernel);
 *                   all its arguments must be __global pointers
 *   --list KIND     regular (default): append N launches, close, execute
 *                   once, synchronize. immediate: N appends on an immediate
 *                   list, then wait for completion with a barrier + event.
 *   -n N            number of launches (default 1000)
 *   --fill          append N zeCommandListAppendMemoryFill calls (4-byte
 *                   pattern, 256 bytes of the kernel's buffer) instead of
 *                   launches: the cost of a driver operation's hook
 *   --tracer        register a no-op prologue callback for
 *                   zeCommandListAppendLaunchKernel with the loader's tracing
 *                   layer (zelTracerCreate, ...RegisterCallback,
 *                   zelTracerSetEnabled). Needs ZE_ENABLE_TRACING_LAYER=1.
 *   --idle-thread   start one thread that only sleeps, before zeInit. A
 *                   process with a second thread takes glibc's and
 *                   libstdc++'s multi-threaded paths (atomic refcounts,
 *                   full mutexes) inside the driver; SYCL and PyTorch
 *                   programs always have one, and so does a program under
 *                   aotspy (its transport thread). This makes baselines
 *                   comparable.
 *   --inject LIB    what `aotspy attach` does to a process started without the
 *                   preload, minus ptrace: once the kernel and the list exist
 *                   (created without aotspy), dlopen LIB (libaotspy.so), call
 *                   its aotspy_inject_prepare(), and write each patch of the
 *                   plan it returns (proto/src/inject.rs) at its address
 *                   (mprotect + memcpy; this program is single-threaded then,
 *                   apart from the idle thread, which runs none of that code).
 *                   The launches below then go through the detours, and the
 *                   kernel is first seen at its first launch, as after a real
 *                   attach. Prints "inject: <p> patches" on stderr.
 *
 * Output, one line on stdout:
 *   list=<kind> n=<N> tracer=<0|1> tracer_calls=<c> append_ns_per_launch=<a>
 *   total_ns_per_launch=<t>
 * where a is the wall time of the append loop alone divided by N, and t also
 * includes close + execute + synchronize (regular) or the final wait
 * (immediate). Every ze* result is checked (exit 2 on failure).
 *
 * When run under valgrind, the instrumented region can be limited to the
 * launch loop (with --instr-atstart=no): the loop and its completion are
 * bracketed with CALLGRIND_START_INSTRUMENTATION / STOP when
 * <valgrind/callgrind.h> is available (the macros are a few no-op
 * instructions outside valgrind).
 */
#define _GNU_SOURCE
#include <level_zero/layers/zel_tracing_api.h>
#include <level_zero/layers/zel_tracing_register_cb.h>
#include <level_zero/ze_api.h>

#include <dlfcn.h>
#include <pthread.h>
#include <stdint.h>
#include <sys/mman.h>
#include <unistd.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <time.h>

#if defined(__has_include)
#if __has_include(<valgrind/callgrind.h>)
#include <valgrind/callgrind.h>
#endif
#endif
#ifndef CALLGRIND_START_INSTRUMENTATION
#define CALLGRIND_START_INSTRUMENTATION
#define CALLGRIND_STOP_INSTRUMENTATION
#endif
/* Code patched after valgrind translated it would keep running unpatched under valgrind. */
#ifndef VALGRIND_DISCARD_TRANSLATIONS
#define VALGRIND_DISCARD_TRANSLATIONS(addr, len) ((void)(addr), (void)(len))
#endif

#include "inject_plan.h"

#define CHECK(call)                                                            \
    do {                                                                       \
        ze_result_t r_ = (call);                                               \
        if (r_ != ZE_RESULT_SUCCESS) {                                         \
            fprintf(stderr, "bench_launch: %s failed: 0x%x\n", #call, (unsigned)r_); \
            exit(2);                                                           \
        }                                                                      \
    } while (0)

static uint64_t now_ns(void) {
    struct timespec ts;
    clock_gettime(CLOCK_MONOTONIC, &ts);
    return (uint64_t)ts.tv_sec * 1000000000u + (uint64_t)ts.tv_nsec;
}

static long tracer_calls;

static void on_launch(ze_command_list_append_launch_kernel_params_t *params, ze_result_t result,
                      void *user, void **instance_user) {
    (void)params;
    (void)result;
    (void)user;
    (void)instance_user;
    tracer_calls++;
}

static void inject(const char *lib) {
    void *handle = dlopen(lib, RTLD_NOW | RTLD_LOCAL);
    if (!handle) {
        fprintf(stderr, "bench_launch: dlopen(%s): %s\n", lib, dlerror());
        exit(2);
    }
    const struct inject_plan *(*prepare)(void) =
        (const struct inject_plan *(*)(void))dlsym(handle, "aotspy_inject_prepare");
    if (!prepare) {
        fprintf(stderr, "bench_launch: %s has no aotspy_inject_prepare\n", lib);
        exit(2);
    }
    const struct inject_plan *plan = prepare();
    if (!plan || plan->magic != PLAN_MAGIC || plan->version != PLAN_VERSION ||
        plan->state != PLAN_STATE_READY || plan->patch_count > MAX_PATCHES) {
        fprintf(stderr, "bench_launch: aotspy_inject_prepare failed: %s\n",
                plan ? plan->message : "(no plan)");
        exit(2);
    }
    inject_plan_write(plan, "bench_launch");
    for (uint32_t i = 0; i < plan->patch_count; i++)
        VALGRIND_DISCARD_TRANSLATIONS((void *)(uintptr_t)plan->patches[i].address,
                                      plan->patches[i].length);
    fprintf(stderr, "inject: %u patches\n", plan->patch_count);
}

static void usage(const char *msg) {
    fprintf(stderr, "bench_launch: %s\nusage: bench_launch --module FILE [--kernel NAME] "
                    "[--list regular|immediate] [-n N] [--tracer] [--idle-thread] "
                    "[--inject LIB]\n",
            msg);
    exit(64);
}

static void *idle(void *unused) {
    (void)unused;
    for (;;)
        pause();
    return NULL;
}

int main(int argc, char **argv) {
    const char *module_path = NULL, *kernel_name = NULL, *inject_lib = NULL;
    int immediate = 0, tracer = 0, idle_thread = 0, fill = 0;
    long n = 1000;
    for (int i = 1; i < argc; i++) {
        const char *v = i + 1 < argc ? argv[i + 1] : NULL;
        if (!strcmp(argv[i], "--module") && v) {
            module_path = v;
            i++;
        } else if (!strcmp(argv[i], "--kernel") && v) {
            kernel_name = v;
            i++;
        } else if (!strcmp(argv[i], "--list") && v) {
            if (!strcmp(v, "regular"))
                immediate = 0;
            else if (!strcmp(v, "immediate"))
                immediate = 1;
            else
                usage("unknown list kind");
            i++;
        } else if (!strcmp(argv[i], "-n") && v) {
            n = strtol(v, NULL, 10);
            if (n <= 0)
                usage("bad -n");
            i++;
        } else if (!strcmp(argv[i], "--tracer")) {
            tracer = 1;
        } else if (!strcmp(argv[i], "--idle-thread")) {
            idle_thread = 1;
        } else if (!strcmp(argv[i], "--fill")) {
            fill = 1;
        } else if (!strcmp(argv[i], "--inject") && v) {
            inject_lib = v;
            i++;
        } else {
            usage("bad argument");
        }
    }
    if (!module_path)
        usage("--module is required");
    pthread_t idler;
    if (idle_thread && pthread_create(&idler, NULL, idle, NULL) != 0) {
        perror("pthread_create");
        return 2;
    }

    FILE *f = fopen(module_path, "rb");
    if (!f) {
        perror(module_path);
        return 2;
    }
    fseek(f, 0, SEEK_END);
    long size = ftell(f);
    fseek(f, 0, SEEK_SET);
    unsigned char *data = malloc((size_t)size);
    if (fread(data, 1, (size_t)size, f) != (size_t)size) {
        perror(module_path);
        return 2;
    }
    fclose(f);
    int spirv = size >= 4 && data[0] == 0x03 && data[1] == 0x02 && data[2] == 0x23 && data[3] == 0x07;

    CHECK(zeInit(ZE_INIT_FLAG_GPU_ONLY));
    zel_tracer_handle_t tr = NULL;
    if (tracer) {
        zel_tracer_desc_t desc = {ZEL_STRUCTURE_TYPE_TRACER_DESC, NULL, NULL};
        CHECK(zelTracerCreate(&desc, &tr));
        CHECK(zelTracerCommandListAppendLaunchKernelRegisterCallback(tr, ZEL_REGISTER_PROLOGUE,
                                                                      on_launch));
        CHECK(zelTracerSetEnabled(tr, 1));
    }

    ze_driver_handle_t driver;
    ze_device_handle_t device;
    ze_context_handle_t context;
    uint32_t count = 1;
    CHECK(zeDriverGet(&count, &driver));
    count = 1;
    CHECK(zeDeviceGet(driver, &count, &device));
    ze_context_desc_t cdesc = {ZE_STRUCTURE_TYPE_CONTEXT_DESC, NULL, 0};
    CHECK(zeContextCreate(driver, &cdesc, &context));

    ze_module_desc_t mdesc;
    memset(&mdesc, 0, sizeof mdesc);
    mdesc.stype = ZE_STRUCTURE_TYPE_MODULE_DESC;
    mdesc.format = spirv ? ZE_MODULE_FORMAT_IL_SPIRV : ZE_MODULE_FORMAT_NATIVE;
    mdesc.inputSize = (size_t)size;
    mdesc.pInputModule = data;
    ze_module_handle_t module;
    CHECK(zeModuleCreate(context, device, &mdesc, &module, NULL));

    const char *names[64];
    count = 64;
    CHECK(zeModuleGetKernelNames(module, &count, names));
    if (!kernel_name) {
        if (!count)
            usage("module has no kernels");
        kernel_name = names[0];
    }
    ze_kernel_desc_t kdesc = {ZE_STRUCTURE_TYPE_KERNEL_DESC, NULL, 0, kernel_name};
    ze_kernel_handle_t kernel;
    CHECK(zeKernelCreate(module, &kdesc, &kernel));

    ze_device_mem_alloc_desc_t dd = {ZE_STRUCTURE_TYPE_DEVICE_MEM_ALLOC_DESC, NULL, 0, 0};
    ze_host_mem_alloc_desc_t hd = {ZE_STRUCTURE_TYPE_HOST_MEM_ALLOC_DESC, NULL, 0};
    void *buffer;
    CHECK(zeMemAllocShared(context, &dd, &hd, 64 * 1024, 64, device, &buffer));
    ze_kernel_properties_t props;
    memset(&props, 0, sizeof props);
    props.stype = ZE_STRUCTURE_TYPE_KERNEL_PROPERTIES;
    CHECK(zeKernelGetProperties(kernel, &props));
    for (uint32_t i = 0; i < props.numKernelArgs; i++)
        CHECK(zeKernelSetArgumentValue(kernel, i, sizeof buffer, &buffer));
    uint32_t gx = 1, gy = 1, gz = 1;
    CHECK(zeKernelSuggestGroupSize(kernel, 16, 1, 1, &gx, &gy, &gz));
    CHECK(zeKernelSetGroupSize(kernel, gx, gy, gz));

    ze_command_queue_desc_t qdesc;
    memset(&qdesc, 0, sizeof qdesc);
    qdesc.stype = ZE_STRUCTURE_TYPE_COMMAND_QUEUE_DESC;
    qdesc.ordinal = 0;
    qdesc.mode = ZE_COMMAND_QUEUE_MODE_ASYNCHRONOUS;
    ze_command_queue_handle_t queue = NULL;
    ze_command_list_handle_t list;
    ze_event_pool_handle_t pool = NULL;
    ze_event_handle_t event = NULL;
    if (immediate) {
        CHECK(zeCommandListCreateImmediate(context, device, &qdesc, &list));
        ze_event_pool_desc_t pdesc = {ZE_STRUCTURE_TYPE_EVENT_POOL_DESC, NULL,
                                      ZE_EVENT_POOL_FLAG_HOST_VISIBLE, 1};
        CHECK(zeEventPoolCreate(context, &pdesc, 1, &device, &pool));
        ze_event_desc_t edesc = {ZE_STRUCTURE_TYPE_EVENT_DESC, NULL, 0, ZE_EVENT_SCOPE_FLAG_HOST,
                                 ZE_EVENT_SCOPE_FLAG_HOST};
        CHECK(zeEventCreate(pool, &edesc, &event));
    } else {
        CHECK(zeCommandQueueCreate(context, device, &qdesc, &queue));
        ze_command_list_desc_t ldesc = {ZE_STRUCTURE_TYPE_COMMAND_LIST_DESC, NULL, 0, 0};
        CHECK(zeCommandListCreate(context, device, &ldesc, &list));
    }

    if (inject_lib)
        inject(inject_lib);

    const ze_group_count_t groups = {1, 1, 1};
    CALLGRIND_START_INSTRUMENTATION;
    uint64_t t0 = now_ns();
    const uint32_t pattern = 0x3f800000u;
    for (long i = 0; i < n; i++) {
        if (fill)
            CHECK(zeCommandListAppendMemoryFill(list, buffer, &pattern, sizeof pattern, 256, NULL,
                                                0, NULL));
        else
            CHECK(zeCommandListAppendLaunchKernel(list, kernel, &groups, NULL, 0, NULL));
    }
    uint64_t t1 = now_ns();
    if (immediate) {
        CHECK(zeCommandListAppendBarrier(list, event, 0, NULL));
        CHECK(zeEventHostSynchronize(event, UINT64_MAX));
    } else {
        CHECK(zeCommandListClose(list));
        CHECK(zeCommandQueueExecuteCommandLists(queue, 1, &list, NULL));
        CHECK(zeCommandQueueSynchronize(queue, UINT64_MAX));
    }
    uint64_t t2 = now_ns();
    CALLGRIND_STOP_INSTRUMENTATION;

    printf("list=%s n=%ld tracer=%d tracer_calls=%ld append_ns_per_launch=%.1f "
           "total_ns_per_launch=%.1f\n",
           immediate ? "immediate" : "regular", n, tracer, tracer_calls,
           (double)(t1 - t0) / (double)n, (double)(t2 - t0) / (double)n);

    CHECK(zeCommandListDestroy(list));
    if (queue)
        CHECK(zeCommandQueueDestroy(queue));
    if (event)
        CHECK(zeEventDestroy(event));
    if (pool)
        CHECK(zeEventPoolDestroy(pool));
    CHECK(zeMemFree(context, buffer));
    CHECK(zeKernelDestroy(kernel));
    CHECK(zeModuleDestroy(module));
    CHECK(zeContextDestroy(context));
    if (tr) {
        CHECK(zelTracerSetEnabled(tr, 0));
        CHECK(zelTracerDestroy(tr));
    }
    free(data);
    return 0;
}
