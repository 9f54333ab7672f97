/*
 * inject_self.c - what `aotspy attach` does to a process started without the
 * preload, done by the process itself so that no ptrace is needed: a Level
 * Zero workload creates a module and kernels and launches some, THEN dlopens
 * libaotspy.so (RTLD_LOCAL, as the injection does), calls
 * aotspy_inject_prepare, writes each patch of the returned plan itself (it is
 * single-threaded at that point, which is what stopping the world gives the
 * collector), and launches more with counts tests/tests/inject_self.rs knows.
 *
 *   inject_self LIBAOTSPY PRE_ZEBIN POST_ZEBIN
 *
 * Before the injection (none of it is seen):
 *   module A from PRE_ZEBIN (vector_ops): kernels scale, vector_add, reduce
 *   regular list R: scale x3, closed, executed twice
 *   immediate list I: vector_add x2
 *   16 immediate lists T[i], one per thread, still empty
 * After it:
 *   R executed 4 more times             -> 4 unknown list runs, scale +0
 *   I: vector_add x5, scale x1
 *   new regular list R2: scale x2, vector_add x1, executed 3 times
 *   new module B from POST_ZEBIN (extra_ops): fill x7 on I
 *   new immediate list I2: saxpy x4
 *   16 threads at once: reduce x4 each on T[i]
 * Expected counts: scale 7, vector_add 8, fill 7, saxpy 4, reduce 64.
 *
 * Prints the plan's message on stderr; exits 3 if the plan is not READY.
 *
 *   inject_self --launches N LIBAOTSPY|none ZEBIN regular|immediate
 *
 * The launch cost of the injected library, for callgrind: creates kernel scale
 * from ZEBIN and a list, injects LIBAOTSPY (none: stays uninstrumented), then
 * appends N launches (a regular list is then closed and executed once). An
 * idle thread runs from the start in both cases, so that the driver takes its
 * multi-threaded paths with and without the library's threads (as
 * bench_launch --idle-thread does).
 *   inject_self --before-init LIBAOTSPY
 *
 * Calls aotspy_inject_prepare before Level Zero is initialized and prints the
 * plan's state and message on stdout ("state 2: ...").
 *
 * Instructions per launch are (Ir(N2) - Ir(N1)) / (N2 - N1), as scripts/bench
 * measures the preload's.
 */
#define _GNU_SOURCE
#include <dlfcn.h>
#include <level_zero/ze_api.h>
#include <pthread.h>
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/mman.h>
#include <unistd.h>

#include "inject_plan.h"

#define THREADS 16
#define THREAD_LAUNCHES 4

#define CHECK(call)                                                                        \
    do {                                                                                   \
        ze_result_t r_ = (call);                                                           \
        if (r_ != ZE_RESULT_SUCCESS) {                                                     \
            fprintf(stderr, "inject_self: %s failed: 0x%x\n", #call, (unsigned)r_);       \
            exit(2);                                                                       \
        }                                                                                  \
    } while (0)

static ze_context_handle_t context;
static ze_device_handle_t device;
static uint32_t ordinal;
static void *buffer;
static ze_event_pool_handle_t pool;
static ze_event_handle_t event;

static uint8_t *load(const char *path, size_t *size) {
    FILE *f = fopen(path, "rb");
    if (!f) {
        perror(path);
        exit(2);
    }
    fseek(f, 0, SEEK_END);
    long n = ftell(f);
    fseek(f, 0, SEEK_SET);
    uint8_t *data = malloc((size_t)n);
    if (fread(data, 1, (size_t)n, f) != (size_t)n) {
        perror(path);
        exit(2);
    }
    fclose(f);
    *size = (size_t)n;
    return data;
}

static ze_module_handle_t module_from(const char *path) {
    size_t size;
    uint8_t *data = load(path, &size);
    ze_module_desc_t desc = {ZE_STRUCTURE_TYPE_MODULE_DESC, NULL, ZE_MODULE_FORMAT_NATIVE, size,
                             data, "", NULL};
    ze_module_handle_t module;
    CHECK(zeModuleCreate(context, device, &desc, &module, NULL));
    free(data);
    return module;
}

static ze_kernel_handle_t kernel(ze_module_handle_t module, const char *name) {
    ze_kernel_desc_t desc = {ZE_STRUCTURE_TYPE_KERNEL_DESC, NULL, 0, name};
    ze_kernel_handle_t k;
    CHECK(zeKernelCreate(module, &desc, &k));
    ze_kernel_properties_t props;
    memset(&props, 0, sizeof props);
    props.stype = ZE_STRUCTURE_TYPE_KERNEL_PROPERTIES;
    CHECK(zeKernelGetProperties(k, &props));
    for (uint32_t i = 0; i < props.numKernelArgs; i++)
        CHECK(zeKernelSetArgumentValue(k, i, sizeof(void *), &buffer));
    CHECK(zeKernelSetGroupSize(k, 16, 1, 1));
    return k;
}

static void launch(ze_command_list_handle_t list, ze_kernel_handle_t k, int times) {
    ze_group_count_t groups = {1, 1, 1};
    for (int i = 0; i < times; i++)
        CHECK(zeCommandListAppendLaunchKernel(list, k, &groups, NULL, 0, NULL));
}

static ze_command_list_handle_t regular_list(void) {
    ze_command_list_desc_t desc = {ZE_STRUCTURE_TYPE_COMMAND_LIST_DESC, NULL, ordinal, 0};
    ze_command_list_handle_t list;
    CHECK(zeCommandListCreate(context, device, &desc, &list));
    return list;
}

static ze_command_list_handle_t immediate_list(void) {
    ze_command_queue_desc_t desc = {ZE_STRUCTURE_TYPE_COMMAND_QUEUE_DESC,
                                    NULL,
                                    ordinal,
                                    0,
                                    0,
                                    ZE_COMMAND_QUEUE_MODE_SYNCHRONOUS,
                                    ZE_COMMAND_QUEUE_PRIORITY_NORMAL};
    ze_command_list_handle_t list;
    CHECK(zeCommandListCreateImmediate(context, device, &desc, &list));
    return list;
}

static void drain(ze_command_list_handle_t immediate) {
    CHECK(zeCommandListAppendBarrier(immediate, event, 0, NULL));
    CHECK(zeEventHostSynchronize(event, UINT64_MAX));
    CHECK(zeEventHostReset(event));
}

static void execute(ze_command_queue_handle_t queue, ze_command_list_handle_t list, int times) {
    for (int i = 0; i < times; i++) {
        CHECK(zeCommandQueueExecuteCommandLists(queue, 1, &list, NULL));
        CHECK(zeCommandQueueSynchronize(queue, UINT64_MAX));
    }
}

static void inject(const char *library) {
    void *handle = dlopen(library, RTLD_NOW);
    if (!handle) {
        fprintf(stderr, "inject_self: %s\n", dlerror());
        exit(2);
    }
    const struct inject_plan *(*prepare)(void) =
        (const struct inject_plan *(*)(void))dlsym(handle, "aotspy_inject_prepare");
    const struct inject_plan *exported = (const struct inject_plan *)dlsym(handle, "AOTSPY_INJECT_PLAN");
    if (!prepare || !exported) {
        fprintf(stderr, "inject_self: libaotspy has no injection entry point\n");
        exit(2);
    }
    const struct inject_plan *plan = prepare();
    fprintf(stderr, "inject_self: plan state %u, %u patches: %s\n", plan->state,
            plan->patch_count, plan->message);
    if (plan != exported || plan->state != PLAN_STATE_READY)
        exit(3);
    /* Idempotent: a second prepare gives the same patches. */
    struct inject_plan first = *plan;
    if (prepare()->patch_count != first.patch_count ||
        memcmp(first.patches, plan->patches, sizeof first.patches)) {
        fprintf(stderr, "inject_self: a second prepare changed the plan\n");
        exit(4);
    }
    inject_plan_write(plan, "inject_self");
    for (uint32_t i = 0; i < plan->patch_count; i++)
        fprintf(stderr, "inject_self: patched %s (%u bytes)\n", plan->patches[i].name,
                plan->patches[i].length);
}

static ze_kernel_handle_t reduce;
static ze_command_list_handle_t thread_lists[THREADS];
static pthread_barrier_t start_line;

static void *thread_main(void *arg) {
    ze_command_list_handle_t list = thread_lists[(intptr_t)arg];
    pthread_barrier_wait(&start_line);
    launch(list, reduce, THREAD_LAUNCHES);
    return NULL;
}

static ze_command_queue_handle_t queue;

static void setup(void) {
    CHECK(zeInit(ZE_INIT_FLAG_GPU_ONLY));
    uint32_t n = 1;
    ze_driver_handle_t driver;
    CHECK(zeDriverGet(&n, &driver));
    n = 1;
    CHECK(zeDeviceGet(driver, &n, &device));
    ze_context_desc_t cdesc = {ZE_STRUCTURE_TYPE_CONTEXT_DESC, NULL, 0};
    CHECK(zeContextCreate(driver, &cdesc, &context));
    uint32_t ngroups = 0;
    CHECK(zeDeviceGetCommandQueueGroupProperties(device, &ngroups, NULL));
    ze_command_queue_group_properties_t props[16];
    if (ngroups > 16)
        ngroups = 16;
    memset(props, 0, sizeof props);
    for (uint32_t i = 0; i < ngroups; i++)
        props[i].stype = ZE_STRUCTURE_TYPE_COMMAND_QUEUE_GROUP_PROPERTIES;
    CHECK(zeDeviceGetCommandQueueGroupProperties(device, &ngroups, props));
    for (ordinal = 0; ordinal < ngroups; ordinal++)
        if (props[ordinal].flags & ZE_COMMAND_QUEUE_GROUP_PROPERTY_FLAG_COMPUTE)
            break;
    ze_device_mem_alloc_desc_t dd = {ZE_STRUCTURE_TYPE_DEVICE_MEM_ALLOC_DESC, NULL, 0, 0};
    ze_host_mem_alloc_desc_t hd = {ZE_STRUCTURE_TYPE_HOST_MEM_ALLOC_DESC, NULL, 0};
    CHECK(zeMemAllocShared(context, &dd, &hd, 4096, 64, device, &buffer));
    memset(buffer, 0, 4096);
    ze_event_pool_desc_t pdesc = {ZE_STRUCTURE_TYPE_EVENT_POOL_DESC, NULL,
                                  ZE_EVENT_POOL_FLAG_HOST_VISIBLE, 1};
    CHECK(zeEventPoolCreate(context, &pdesc, 1, &device, &pool));
    ze_event_desc_t edesc = {ZE_STRUCTURE_TYPE_EVENT_DESC, NULL, 0, ZE_EVENT_SCOPE_FLAG_HOST,
                             ZE_EVENT_SCOPE_FLAG_HOST};
    CHECK(zeEventCreate(pool, &edesc, &event));
    ze_command_queue_desc_t qdesc = {ZE_STRUCTURE_TYPE_COMMAND_QUEUE_DESC,
                                     NULL,
                                     ordinal,
                                     0,
                                     0,
                                     ZE_COMMAND_QUEUE_MODE_ASYNCHRONOUS,
                                     ZE_COMMAND_QUEUE_PRIORITY_NORMAL};
    CHECK(zeCommandQueueCreate(context, device, &qdesc, &queue));
}

static void *idle(void *arg) {
    (void)arg;
    for (;;)
        pause();
    return NULL;
}

static int bench(int argc, char **argv) {
    if (argc != 6) {
        fprintf(stderr, "usage: inject_self --launches N LIBAOTSPY|none ZEBIN regular|immediate\n");
        return 2;
    }
    int n = atoi(argv[2]);
    int regular = !strcmp(argv[5], "regular");
    pthread_t idler;
    pthread_create(&idler, NULL, idle, NULL);
    setup();
    ze_kernel_handle_t scale = kernel(module_from(argv[4]), "scale");
    ze_command_list_handle_t list = regular ? regular_list() : immediate_list();
    if (strcmp(argv[3], "none"))
        inject(argv[3]);
    launch(list, scale, n);
    if (regular) {
        CHECK(zeCommandListClose(list));
        execute(queue, list, 1);
    } else {
        drain(list);
    }
    printf("inject_self: %d launches\n", n);
    return 0;
}

static int before_init(const char *library) {
    void *handle = dlopen(library, RTLD_NOW);
    const struct inject_plan *(*prepare)(void) =
        handle ? (const struct inject_plan *(*)(void))dlsym(handle, "aotspy_inject_prepare") : NULL;
    if (!prepare) {
        fprintf(stderr, "inject_self: no aotspy_inject_prepare in %s\n", library);
        return 2;
    }
    const struct inject_plan *plan = prepare();
    printf("state %u: %s\n", plan->state, plan->message);
    return 0;
}

int main(int argc, char **argv) {
    if (argc > 1 && !strcmp(argv[1], "--launches"))
        return bench(argc, argv);
    if (argc == 3 && !strcmp(argv[1], "--before-init"))
        return before_init(argv[2]);
    if (argc != 4) {
        fprintf(stderr, "usage: inject_self LIBAOTSPY PRE_ZEBIN POST_ZEBIN\n");
        return 2;
    }
    setup();

    /* Before the injection. */
    ze_module_handle_t a = module_from(argv[2]);
    ze_kernel_handle_t scale = kernel(a, "scale");
    ze_kernel_handle_t vector_add = kernel(a, "_ZTSZ4mainE10vector_add");
    reduce = kernel(a, "_ZTSZZ4mainENKUlRN4sycl3_V17handlerEE_clES2_E6reduce");
    ze_command_list_handle_t r = regular_list();
    launch(r, scale, 3);
    CHECK(zeCommandListClose(r));
    execute(queue, r, 2);
    ze_command_list_handle_t im = immediate_list();
    launch(im, vector_add, 2);
    drain(im);
    for (int i = 0; i < THREADS; i++)
        thread_lists[i] = immediate_list();

    inject(argv[1]);

    /* After it. */
    execute(queue, r, 4);
    launch(im, vector_add, 5);
    launch(im, scale, 1);
    drain(im);
    ze_command_list_handle_t r2 = regular_list();
    launch(r2, scale, 2);
    launch(r2, vector_add, 1);
    CHECK(zeCommandListClose(r2));
    execute(queue, r2, 3);
    ze_module_handle_t b = module_from(argv[3]);
    ze_kernel_handle_t fill = kernel(b, "fill");
    launch(im, fill, 7);
    drain(im);
    ze_command_list_handle_t im2 = immediate_list();
    launch(im2, kernel(b, "saxpy"), 4);
    drain(im2);

    pthread_t threads[THREADS];
    pthread_barrier_init(&start_line, NULL, THREADS);
    for (intptr_t i = 0; i < THREADS; i++)
        pthread_create(&threads[i], NULL, thread_main, (void *)i);
    for (int i = 0; i < THREADS; i++)
        pthread_join(threads[i], NULL);
    for (int i = 0; i < THREADS; i++)
        drain(thread_lists[i]);

    printf("inject_self: done\n");
    return 0;
}
