// An independent dispatch counter, to check aotspy against in the same process.
//
// Preloaded next to libaotspy.so with ZE_ENABLE_TRACING_LAYER=1 and ZE_COUNTER_DIR=<dir>, it
// registers epilogue callbacks on the Level Zero loader's tracing layer (zelTracerCreate) and
// counts dispatches per kernel name with the semantics aotspy documents: a launch on an
// immediate list (any list not created by zeCommandListCreate) counts at append; a regular
// list keeps a log of its launches, which every zeCommandQueueExecuteCommandLists and every
// zeCommandListImmediateAppendCommandListsExp counts once; zeCommandListReset clears it; a clone
// starts with its original's log. Only calls that returned ZE_RESULT_SUCCESS count. Calls the
// device-less driver refused with ZE_RESULT_ERROR_UNINITIALIZED are counted per function too
// (the tracing layer sits below aotspy's hooks, so it sees the driver's own result).
//
// Each kernel is also classified by the input its module was created from, which is what
// aotspy's origin says: "jit" for SPIR-V the driver compiles, "aot" for a native binary.
//
// At exit the process writes <dir>/<pid>.counts, lines of tab-separated fields:
//   kernel <name> <jit|aot> <dispatches>   per kernel name and origin dispatched at least once
//   calls <function> <n>           successful calls of each launch/execute entry point
//   refused <function> <n>         calls that returned ZE_RESULT_ERROR_UNINITIALIZED
//
// It has no code in common with aotspy: none of its state comes from aotspy, and it reaches
// Level Zero only through the loader's tracing API.
#define _GNU_SOURCE
#include <level_zero/layers/zel_tracing_api.h>
#include <level_zero/layers/zel_tracing_register_cb.h>
#include <level_zero/ze_api.h>
#include <pthread.h>
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <unistd.h>

#define BUCKETS 4096

static pthread_mutex_t lock = PTHREAD_MUTEX_INITIALIZER;
static pid_t owner_pid;

// Kernels by name and origin, with their dispatch counts; a kernel handle maps to an index
// here.
struct name_count {
    char *name;
    const char *origin;
    uint64_t dispatches;
};
static struct name_count *names;
static size_t names_len, names_cap;

static size_t name_index(const char *name, const char *origin) {
    for (size_t i = 0; i < names_len; i++)
        if (strcmp(names[i].name, name) == 0 && names[i].origin == origin) return i;
    if (names_len == names_cap) {
        names_cap = names_cap ? 2 * names_cap : 64;
        names = realloc(names, names_cap * sizeof *names);
        if (!names) abort();
    }
    names[names_len].name = strdup(name);
    names[names_len].origin = origin;
    names[names_len].dispatches = 0;
    return names_len++;
}

// Handle -> value maps (modules -> origin, kernels -> name index, regular lists -> their log).
struct node {
    uintptr_t handle;
    const char *origin; // modules: "jit" or "aot"
    size_t kernel;      // kernels: index into names
    size_t *log;       // regular lists: name indices of the launches appended since reset
    size_t log_len, log_cap;
    struct node *next;
};
static struct node *modules[BUCKETS], *kernels[BUCKETS], *lists[BUCKETS];

static size_t bucket(uintptr_t handle) { return (handle >> 4) % BUCKETS; }

static struct node *find(struct node **map, uintptr_t handle) {
    for (struct node *n = map[bucket(handle)]; n; n = n->next)
        if (n->handle == handle) return n;
    return NULL;
}

static struct node *insert(struct node **map, uintptr_t handle) {
    struct node *n = calloc(1, sizeof *n);
    if (!n) abort();
    n->handle = handle;
    n->next = map[bucket(handle)];
    map[bucket(handle)] = n;
    return n;
}

static void forget(struct node **map, uintptr_t handle) {
    for (struct node **p = &map[bucket(handle)]; *p; p = &(*p)->next) {
        if ((*p)->handle == handle) {
            struct node *gone = *p;
            *p = gone->next;
            free(gone->log);
            free(gone);
            return;
        }
    }
}

static void log_push(struct node *list, size_t name) {
    if (list->log_len == list->log_cap) {
        list->log_cap = list->log_cap ? 2 * list->log_cap : 16;
        list->log = realloc(list->log, list->log_cap * sizeof *list->log);
        if (!list->log) abort();
    }
    list->log[list->log_len++] = name;
}

// Per-function call tallies, for the report and for diagnosing a mismatch.
enum fn {
    FN_LAUNCH, FN_COOPERATIVE, FN_INDIRECT, FN_MULTIPLE_INDIRECT, FN_WITH_PARAMETERS,
    FN_WITH_ARGUMENTS, FN_EXECUTE, FN_IMMEDIATE_APPEND, FN_RESIDENT, FN_EVICT,
    FN_IMAGE_RESIDENT, FN_IMAGE_EVICT, FN_COUNT
};
static const char *const fn_names[FN_COUNT] = {
    "zeCommandListAppendLaunchKernel",
    "zeCommandListAppendLaunchCooperativeKernel",
    "zeCommandListAppendLaunchKernelIndirect",
    "zeCommandListAppendLaunchMultipleKernelsIndirect",
    "zeCommandListAppendLaunchKernelWithParameters",
    "zeCommandListAppendLaunchKernelWithArguments",
    "zeCommandQueueExecuteCommandLists",
    "zeCommandListImmediateAppendCommandListsExp",
    "zeContextMakeMemoryResident",
    "zeContextEvictMemory",
    "zeContextMakeImageResident",
    "zeContextEvictImage",
};
static uint64_t calls[FN_COUNT], refused[FN_COUNT];

static void tally(enum fn fn, ze_result_t result) {
    pthread_mutex_lock(&lock);
    if (result == ZE_RESULT_SUCCESS) calls[fn]++;
    if (result == ZE_RESULT_ERROR_UNINITIALIZED) refused[fn]++;
    pthread_mutex_unlock(&lock);
}

// A kernel appended to `list`: counted now on an immediate list, logged on a regular one.
// Lock held. A handle never seen created counts under a name that cannot match aotspy's.
static void launched(ze_command_list_handle_t list, ze_kernel_handle_t kernel) {
    struct node *k = find(kernels, (uintptr_t)kernel);
    size_t name = k ? k->kernel : name_index("<kernel created before tracing>", "?");
    struct node *regular = find(lists, (uintptr_t)list);
    if (regular)
        log_push(regular, name);
    else
        names[name].dispatches++;
}

static void replay(ze_command_list_handle_t list) {
    struct node *regular = find(lists, (uintptr_t)list);
    if (!regular) return;
    for (size_t i = 0; i < regular->log_len; i++) names[regular->log[i]].dispatches++;
}

#define EPILOGUE(fn, params_t) \
    static void ZE_APICALL fn(params_t *p, ze_result_t result, void *user, void **instance)
#define UNUSED_CB (void)user, (void)instance

EPILOGUE(on_module_create, ze_module_create_params_t) {
    UNUSED_CB;
    if (result != ZE_RESULT_SUCCESS || !*p->pdesc) return;
    pthread_mutex_lock(&lock);
    uintptr_t handle = (uintptr_t)**p->pphModule;
    forget(modules, handle);
    insert(modules, handle)->origin = (*p->pdesc)->format == ZE_MODULE_FORMAT_IL_SPIRV ? "jit" : "aot";
    pthread_mutex_unlock(&lock);
}

EPILOGUE(on_module_destroy, ze_module_destroy_params_t) {
    UNUSED_CB, (void)result;
    pthread_mutex_lock(&lock);
    forget(modules, (uintptr_t)*p->phModule);
    pthread_mutex_unlock(&lock);
}

EPILOGUE(on_kernel_create, ze_kernel_create_params_t) {
    UNUSED_CB;
    if (result != ZE_RESULT_SUCCESS || !*p->pdesc || !(*p->pdesc)->pKernelName) return;
    pthread_mutex_lock(&lock);
    struct node *module = find(modules, (uintptr_t)*p->phModule);
    uintptr_t handle = (uintptr_t)**p->pphKernel;
    forget(kernels, handle);
    insert(kernels, handle)->kernel =
        name_index((*p->pdesc)->pKernelName, module ? module->origin : "?");
    pthread_mutex_unlock(&lock);
}

// Destroys are handled in the prologue: once the driver frees a handle, another thread may
// get it back from a create before this epilogue would run.
EPILOGUE(on_kernel_destroy, ze_kernel_destroy_params_t) {
    UNUSED_CB, (void)result;
    pthread_mutex_lock(&lock);
    forget(kernels, (uintptr_t)*p->phKernel);
    pthread_mutex_unlock(&lock);
}

EPILOGUE(on_list_create, ze_command_list_create_params_t) {
    UNUSED_CB;
    if (result != ZE_RESULT_SUCCESS) return;
    pthread_mutex_lock(&lock);
    uintptr_t handle = (uintptr_t)**p->pphCommandList;
    forget(lists, handle);
    insert(lists, handle);
    pthread_mutex_unlock(&lock);
}

EPILOGUE(on_list_create_immediate, ze_command_list_create_immediate_params_t) {
    UNUSED_CB;
    if (result != ZE_RESULT_SUCCESS) return;
    pthread_mutex_lock(&lock);
    forget(lists, (uintptr_t)**p->pphCommandList);
    pthread_mutex_unlock(&lock);
}

EPILOGUE(on_list_clone, ze_command_list_create_clone_exp_params_t) {
    UNUSED_CB;
    if (result != ZE_RESULT_SUCCESS) return;
    pthread_mutex_lock(&lock);
    struct node *original = find(lists, (uintptr_t)*p->phCommandList);
    uintptr_t handle = (uintptr_t)**p->pphClonedCommandList;
    forget(lists, handle);
    struct node *clone = insert(lists, handle);
    for (size_t i = 0; original && i < original->log_len; i++) log_push(clone, original->log[i]);
    pthread_mutex_unlock(&lock);
}

EPILOGUE(on_list_destroy, ze_command_list_destroy_params_t) {
    UNUSED_CB, (void)result;
    pthread_mutex_lock(&lock);
    forget(lists, (uintptr_t)*p->phCommandList);
    pthread_mutex_unlock(&lock);
}

EPILOGUE(on_list_reset, ze_command_list_reset_params_t) {
    UNUSED_CB;
    if (result != ZE_RESULT_SUCCESS) return;
    pthread_mutex_lock(&lock);
    struct node *regular = find(lists, (uintptr_t)*p->phCommandList);
    if (regular) regular->log_len = 0;
    pthread_mutex_unlock(&lock);
}

// The single-kernel launch variants differ only in their parameter struct.
#define ON_LAUNCH(cb, params_t, fn)                        \
    EPILOGUE(cb, params_t) {                               \
        UNUSED_CB;                                         \
        tally(fn, result);                                 \
        if (result != ZE_RESULT_SUCCESS) return;           \
        pthread_mutex_lock(&lock);                         \
        launched(*p->phCommandList, *p->phKernel);         \
        pthread_mutex_unlock(&lock);                       \
    }
ON_LAUNCH(on_launch, ze_command_list_append_launch_kernel_params_t, FN_LAUNCH)
ON_LAUNCH(on_cooperative, ze_command_list_append_launch_cooperative_kernel_params_t,
          FN_COOPERATIVE)
ON_LAUNCH(on_indirect, ze_command_list_append_launch_kernel_indirect_params_t, FN_INDIRECT)
ON_LAUNCH(on_with_parameters, ze_command_list_append_launch_kernel_with_parameters_params_t,
          FN_WITH_PARAMETERS)
ON_LAUNCH(on_with_arguments, ze_command_list_append_launch_kernel_with_arguments_params_t,
          FN_WITH_ARGUMENTS)

// Each listed kernel once: the real count sits in device memory (as aotspy documents).
EPILOGUE(on_multiple_indirect, ze_command_list_append_launch_multiple_kernels_indirect_params_t) {
    UNUSED_CB;
    tally(FN_MULTIPLE_INDIRECT, result);
    if (result != ZE_RESULT_SUCCESS || !*p->pphKernels) return;
    pthread_mutex_lock(&lock);
    for (uint32_t i = 0; i < *p->pnumKernels; i++) launched(*p->phCommandList, (*p->pphKernels)[i]);
    pthread_mutex_unlock(&lock);
}

EPILOGUE(on_execute, ze_command_queue_execute_command_lists_params_t) {
    UNUSED_CB;
    tally(FN_EXECUTE, result);
    if (result != ZE_RESULT_SUCCESS || !*p->pphCommandLists) return;
    pthread_mutex_lock(&lock);
    for (uint32_t i = 0; i < *p->pnumCommandLists; i++) replay((*p->pphCommandLists)[i]);
    pthread_mutex_unlock(&lock);
}

EPILOGUE(on_immediate_append, ze_command_list_immediate_append_command_lists_exp_params_t) {
    UNUSED_CB;
    tally(FN_IMMEDIATE_APPEND, result);
    if (result != ZE_RESULT_SUCCESS || !*p->pphCommandLists) return;
    pthread_mutex_lock(&lock);
    for (uint32_t i = 0; i < *p->pnumCommandLists; i++) replay((*p->pphCommandLists)[i]);
    pthread_mutex_unlock(&lock);
}

#define ON_RESIDENCY(cb, params_t, fn) \
    EPILOGUE(cb, params_t) {           \
        UNUSED_CB, (void)p;            \
        tally(fn, result);             \
    }
ON_RESIDENCY(on_resident, ze_context_make_memory_resident_params_t, FN_RESIDENT)
ON_RESIDENCY(on_evict, ze_context_evict_memory_params_t, FN_EVICT)
ON_RESIDENCY(on_image_resident, ze_context_make_image_resident_params_t, FN_IMAGE_RESIDENT)
ON_RESIDENCY(on_image_evict, ze_context_evict_image_params_t, FN_IMAGE_EVICT)

// The counter's whole point is to be there: a run without it must not pass for one with it.
static void die(const char *what, ze_result_t result) {
    fprintf(stderr, "ze_counter: %s failed: 0x%x\n", what, (unsigned)result);
    exit(97);
}

#define REGISTER(fn, type, cb)                                                  \
    do {                                                                        \
        ze_result_t r = zelTracer##fn##RegisterCallback(tracer, type, cb);      \
        if (r != ZE_RESULT_SUCCESS) die("zelTracer" #fn "RegisterCallback", r); \
    } while (0)

static char out_path[4096];

static void write_counts(void) {
    if (getpid() != owner_pid) return;  // a forked child without exec: the parent writes
    pthread_mutex_lock(&lock);
    char tmp[4200];
    snprintf(tmp, sizeof tmp, "%s.tmp", out_path);
    FILE *f = fopen(tmp, "w");
    if (!f) {
        perror(tmp);
        pthread_mutex_unlock(&lock);
        return;
    }
    for (size_t i = 0; i < names_len; i++)
        if (names[i].dispatches)
            fprintf(f, "kernel\t%s\t%s\t%llu\n", names[i].name, names[i].origin,
                    (unsigned long long)names[i].dispatches);
    for (int fn = 0; fn < FN_COUNT; fn++) {
        if (calls[fn]) fprintf(f, "calls\t%s\t%llu\n", fn_names[fn], (unsigned long long)calls[fn]);
        if (refused[fn])
            fprintf(f, "refused\t%s\t%llu\n", fn_names[fn], (unsigned long long)refused[fn]);
    }
    if (fclose(f) != 0 || rename(tmp, out_path) != 0) perror(out_path);
    pthread_mutex_unlock(&lock);
}

// The tracer can only be created once the loader is initialised, and it must exist before the
// program creates its first kernel, so the counter initialises the GPU drivers itself, before
// main. The program's own zeInit/zeInitDrivers later get the same drivers.
__attribute__((constructor)) static void start(void) {
    const char *dir = getenv("ZE_COUNTER_DIR");
    if (!dir || !*dir) return;
    owner_pid = getpid();
    snprintf(out_path, sizeof out_path, "%s/%d.counts", dir, (int)owner_pid);

    ze_init_driver_type_desc_t gpus = {ZE_STRUCTURE_TYPE_INIT_DRIVER_TYPE_DESC, NULL,
                                       ZE_INIT_DRIVER_TYPE_FLAG_GPU};
    uint32_t drivers = 0;
    ze_result_t r = zeInitDrivers(&drivers, NULL, &gpus);
    if (r != ZE_RESULT_SUCCESS) die("zeInitDrivers", r);

    static int user_data;
    zel_tracer_desc_t desc = {ZEL_STRUCTURE_TYPE_TRACER_DESC, NULL, &user_data};
    zel_tracer_handle_t tracer;
    r = zelTracerCreate(&desc, &tracer);
    if (r != ZE_RESULT_SUCCESS) die("zelTracerCreate (is ZE_ENABLE_TRACING_LAYER=1 set?)", r);

    REGISTER(ModuleCreate, ZEL_REGISTER_EPILOGUE, on_module_create);
    REGISTER(ModuleDestroy, ZEL_REGISTER_PROLOGUE, on_module_destroy);
    REGISTER(KernelCreate, ZEL_REGISTER_EPILOGUE, on_kernel_create);
    REGISTER(KernelDestroy, ZEL_REGISTER_PROLOGUE, on_kernel_destroy);
    REGISTER(CommandListCreate, ZEL_REGISTER_EPILOGUE, on_list_create);
    REGISTER(CommandListCreateImmediate, ZEL_REGISTER_EPILOGUE, on_list_create_immediate);
    REGISTER(CommandListCreateCloneExp, ZEL_REGISTER_EPILOGUE, on_list_clone);
    REGISTER(CommandListDestroy, ZEL_REGISTER_PROLOGUE, on_list_destroy);
    REGISTER(CommandListReset, ZEL_REGISTER_EPILOGUE, on_list_reset);
    REGISTER(CommandListAppendLaunchKernel, ZEL_REGISTER_EPILOGUE, on_launch);
    REGISTER(CommandListAppendLaunchCooperativeKernel, ZEL_REGISTER_EPILOGUE, on_cooperative);
    REGISTER(CommandListAppendLaunchKernelIndirect, ZEL_REGISTER_EPILOGUE, on_indirect);
    REGISTER(CommandListAppendLaunchMultipleKernelsIndirect, ZEL_REGISTER_EPILOGUE,
             on_multiple_indirect);
    REGISTER(CommandListAppendLaunchKernelWithParameters, ZEL_REGISTER_EPILOGUE,
             on_with_parameters);
    REGISTER(CommandListAppendLaunchKernelWithArguments, ZEL_REGISTER_EPILOGUE,
             on_with_arguments);
    REGISTER(CommandQueueExecuteCommandLists, ZEL_REGISTER_EPILOGUE, on_execute);
    REGISTER(CommandListImmediateAppendCommandListsExp, ZEL_REGISTER_EPILOGUE,
             on_immediate_append);
    REGISTER(ContextMakeMemoryResident, ZEL_REGISTER_EPILOGUE, on_resident);
    REGISTER(ContextEvictMemory, ZEL_REGISTER_EPILOGUE, on_evict);
    REGISTER(ContextMakeImageResident, ZEL_REGISTER_EPILOGUE, on_image_resident);
    REGISTER(ContextEvictImage, ZEL_REGISTER_EPILOGUE, on_image_evict);
    r = zelTracerSetEnabled(tracer, 1);
    if (r != ZE_RESULT_SUCCESS) die("zelTracerSetEnabled", r);
    // Registered before any runtime's teardown handlers, so it runs after them: launches
    // made while the program shuts down are still in the file.
    atexit(write_counts);
}
