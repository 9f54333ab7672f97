/*
 * ze_workload.c - a deterministic, configurable Level Zero workload for the
 * aotspy integration tests, run on the real loader and NEO driver (with a
 * GPU, or device-less with the NEO debug keys listed below).
 *
 * One source, two binaries:
 *
 *   ze_workload     cc ze_workload.c -o ze_workload -lze_loader -lpthread
 *                   paths: link (default), table
 *   ze_workload_dl  cc -DZW_DLOPEN ze_workload.c -o ze_workload_dl -ldl -lpthread
 *                   NOT linked with the loader; paths: dlopen (default), dlopen-table
 *
 * Call paths (--path):
 *   link          every ze* function is called directly (PLT -> libze_loader).
 *   table         zeInit etc. are called directly; after zeInit the module,
 *                 kernel, command-list and command-queue functions are taken
 *                 from zeGet{Module,Kernel,CommandList,CommandQueue}ProcAddrTable
 *                 and only called through those tables.
 *   dlopen        like SYCL's Unified Runtime, oneMKL, oneDNN:
 *                 dlopen("libze_loader.so.1", RTLD_NOW|RTLD_LOCAL), then
 *                 dlsym(handle, "zeXxx") for each entry point.
 *   dlopen-table  dlsym the zeGet*ProcAddrTable functions from that handle and
 *                 call module/kernel/list/queue functions through the tables.
 *
 * Modules (created in command-line order; module index = that order, from 0):
 *   --format auto|native|spirv   format of the --module options that FOLLOW
 *                                (default auto: SPIR-V magic -> spirv, else native)
 *   --module FILE                zeModuleCreate from FILE (zebin, AR fat binary
 *                                or SPIR-V), mapped read-only (mmap) and kept
 *                                mapped until exit, as a library's images are
 *   --load map|read              how module files are loaded (default map);
 *                                read: into malloc'd memory with fread, freed
 *                                after zeModuleCreate, so no mapping holds them
 *   --build-flags STR            pBuildFlags for the modules that follow
 *   --program-exp F1,F2[,...]    one SPIR-V module from several inputs through
 *                                ze_module_program_exp_desc_t in pNext, with the
 *                                sentinel inputSize=1, pInputModule=(void*)1 in
 *                                the main descriptor (as SYCL does)
 *
 * Launches (appended in command-line order into one batch):
 *   --variant plain|cooperative|indirect|multi-indirect|with-parameters|with-arguments
 *                                API used by the --launch options that FOLLOW
 *                                (default plain); with-parameters and
 *                                with-arguments are the API 1.14 functions
 *                                (zeCommandListAppendLaunchKernelWith*), which
 *                                need a build against 1.16+ headers
 *   --launch [M:]K[,K2...]=COUNT append COUNT launches of kernel K (from module
 *                                M, default: the first module that has K).
 *                                COUNT 0: the kernel is created, its arguments
 *                                set, but it is never appended.
 *                                With several kernels: for multi-indirect, each
 *                                of the COUNT appends is ONE
 *                                zeCommandListAppendLaunchMultipleKernelsIndirect
 *                                call with all of them (count buffer = their
 *                                number); otherwise they are appended one after
 *                                the other, COUNT times.
 *   --list regular|immediate     command-list kind (default regular)
 *   --execute N                  regular lists: close once, then execute the
 *                                list N times on a queue (default 1; 0 = never
 *                                executed). Each appended launch is dispatched
 *                                N times. Immediate lists: must be 1.
 *   --reset none|discard|rerecord  zeCommandListReset (regular lists only):
 *                                discard:  append the batch, reset it (never
 *                                          executed), append it again, close,
 *                                          execute N times   -> COUNT*N
 *                                rerecord: append, close, execute N times,
 *                                          reset, append again, close,
 *                                          execute N times   -> 2*COUNT*N
 *   --split N                    regular lists: put the launches of the i-th
 *                                --launch into list i % N and execute the N
 *                                lists together, in one
 *                                zeCommandQueueExecuteCommandLists call
 *                                (default 1; the --reuse lists are not split)
 *   --threads T                  run the batch in T threads at once, each with
 *                                its own command list (and queue) but sharing
 *                                the kernels -> T times the dispatches
 *   --thread-modules             with --threads: each thread also creates its
 *                                own modules and kernels (all threads start
 *                                together at a barrier), runs its batch, then
 *                                destroys them; the main thread creates the
 *                                modules once more only to look the kernel
 *                                names up (regular lists: --reset none only)
 *   --repeat R                   do everything (modules, kernels, batch,
 *                                destroy) R times; handles are recycled by
 *                                the driver -> R times the dispatches
 *   --reuse A=NA,B=NB            after the batch: create kernel A, append it NA
 *                                times, run (as --list/--execute say), destroy
 *                                A, then create kernel B (the driver may hand
 *                                out A's old handle), append NB times, run,
 *                                destroy B. Names may carry an "M:" prefix.
 *                                Prints "reuse: kernel handle reused" or
 *                                "reuse: new kernel handle" on stderr.
 *   --spawn N                    first run N child processes, one after the
 *                                other: each is this program (/proc/self/exe)
 *                                with the same arguments minus --spawn N, so
 *                                it prints its own summary and does the same
 *                                work; a child failing makes this exit 2.
 *                                Then do the work here too.
 *   --sleep-ms N                 sleep N ms after each --repeat round (a
 *                                long-running program: R rounds live R*N ms)
 *   --fork                       fork without exec once the --repeat rounds
 *                                are done (Level Zero initialized, transport
 *                                running): the child zeroes its counts, does
 *                                all the rounds again in the inherited context
 *                                (its own modules, kernels, lists), prints its
 *                                own summary and exits; meanwhile the parent
 *                                does all the rounds once more, waits for the
 *                                child (exit 2 if it failed), then prints its
 *                                summary. Per process: parent 2x, child 1x the
 *                                dispatches; the child's summary comes first.
 *   --leak                       destroy nothing at the end (kernels, modules,
 *                                lists, queues, context stay alive at exit)
 *   --crash abort|segv|_exit     after the summary is printed (stdout flushed),
 *                                sleep 600 ms (3 flush intervals of the
 *                                preload), then abort() (status 134 in a
 *                                shell), write through a null pointer (139), or
 *                                _exit(--exit-code) (no atexit handlers)
 *   --exit-code N                exit with status N (default 0)
 *   --endless MS                 instead of the rounds: create the modules and
 *                                the first --launch's first kernel K (COUNT
 *                                from that --launch), print "endless: pid <pid>"
 *                                on stderr, then forever: immediate list:
 *                                append K COUNT times; regular list: execute
 *                                the list holding K's COUNT launches (recorded
 *                                once); then print "endless: K dispatches=<n>"
 *                                (the total so far) and sleep MS ms. For
 *                                tests that kill it mid-launching. With
 *                                --fork, the forked child does this instead
 *                                of its rounds.
 *   --exec-after N               with --endless: after the N-th print, exec
 *                                this program (/proc/self/exe) with the same
 *                                arguments minus --endless and --exec-after
 *                                (no exit handlers run)
 *
 * Newer entry points (a build against API 1.16+ headers; with older headers
 * these options are refused with exit 64). They are called through the same
 * --path as the rest (direct call, table, dlsym, dlsym'd table), or:
 *   --ext                        take them from zeDriverGetExtensionFunctionAddress
 *                                where the driver hands them out (the others
 *                                stay on --path); prints "ext: <n> of <m> entry
 *                                points from zeDriverGetExtensionFunctionAddress"
 *                                on stderr
 *   --replay execute|immediate-append|immediate-append-with-parameters|clone
 *                                how a closed regular list runs its --execute N
 *                                times: zeCommandQueueExecuteCommandLists
 *                                (default), zeCommandListImmediateAppendCommandListsExp
 *                                or (API 1.16) ...WithParameters onto an
 *                                immediate list, or once cloned with
 *                                zeCommandListCreateCloneExp and the clone
 *                                executed (the original never is; device-less
 *                                NEO 26.27 refuses the clone with
 *                                ZE_RESULT_ERROR_UNSUPPORTED_FEATURE)
 *   --mutate K                   the regular list is a mutable command list:
 *                                every append gets a command id
 *                                (zeCommandListGetNextCommandIdWithKernelsExp,
 *                                its kernel and K), and once closed, the first
 *                                command is switched to kernel K
 *                                (zeCommandListUpdateMutableCommandKernelsExp):
 *                                the first launch's kernel runs N times less,
 *                                K N times (plain launches, --split 1 only)
 *
 * Objects the preload never sees created:
 *   --driver-objects kernels|lists  create the batch's kernels, or its regular
 *                                lists, through the tables of the driver
 *                                library itself (dlopen libze_intel_gpu.so.1,
 *                                its zeGet*ProcAddrTable), not the loader's
 *   --driver-launch              plain launches call the driver library's own
 *                                zeCommandListAppendLaunchKernel, taken with
 *                                dlsym before zeInit (before the loader fills
 *                                any table)
 *
 * Kernel convention: every kernel argument is a __global pointer; each one is
 * bound to the same 64 KiB shared allocation. Group size: what
 * zeKernelSuggestGroupSize says for 16x1x1; group count 1x1x1.
 *
 * NEO 22.43 refuses (ZE_RESULT_ERROR_INVALID_ARGUMENT) cooperative and other
 * launches in one regular list, and on an immediate list a cooperative launch
 * next to a multi-kernel indirect one: keep those in separate runs.
 *
 * Informational lines on stderr: "reuse: ..." (see --reuse) and, with
 * --repeat, "repeat: <r> of <m> module handles reused".
 *
 * Output: stdout is deterministic (no handles, no addresses):
 *   kernel <module>:<name> dispatches=<n>     one line per kernel created,
 *                                            in creation order, with the
 *                                            dispatches the run caused
 *   ok: <m> modules, <k> kernels, <a> appends, <d> dispatches
 * Every ze* result is checked; on failure "ze_workload: <call> failed:
 * 0x<code>" (plus the build log for zeModuleCreate) goes to stderr and the
 * process exits 2. Usage errors exit 64.
 *
 * Device-less (no GPU) run:
 *   NEOReadDebugKeys=1 SetCommandStreamReceiver=1 ProductFamilyOverride=pvc \
 *   HardwareInfoOverride=1x4x8 AUBDumpCaptureFileName=/dev/null \
 *   InjectInternalBuildOptions=-cl-intel-allow-zebin ./ze_workload ...
 */
#define _GNU_SOURCE
#include <level_zero/ze_api.h>
#include <level_zero/ze_ddi.h>

#include <dlfcn.h>
#include <errno.h>
#include <fcntl.h>
#include <pthread.h>
#include <stdarg.h>
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/mman.h>
#include <sys/stat.h>
#include <sys/wait.h>
#include <time.h>
#include <unistd.h>

#define MAX_MODULES 16
#define MAX_INPUTS 8
#define MAX_LAUNCHES 64
#define MAX_GROUP 8
#define MAX_KERNELS 64
#define MAX_THREADS 16
#define MAX_SPLIT 8
#define BUF_BYTES (64 * 1024)

/* ------------------------------------------------------------------------ */
/* Entry points                                                              */

/* Functions that the table paths take from zeGet*ProcAddrTable. */
#define ZW_TABLE_FUNCS(X)                                                      \
    X(ModuleCreate)                                                            \
    X(ModuleDestroy)                                                           \
    X(ModuleGetKernelNames)                                                    \
    X(KernelCreate)                                                            \
    X(KernelDestroy)                                                           \
    X(KernelSetGroupSize)                                                      \
    X(KernelSuggestGroupSize)                                                  \
    X(KernelSetArgumentValue)                                                  \
    X(KernelGetProperties)                                                     \
    X(CommandListCreate)                                                       \
    X(CommandListCreateImmediate)                                              \
    X(CommandListDestroy)                                                      \
    X(CommandListClose)                                                        \
    X(CommandListReset)                                                        \
    X(CommandListAppendBarrier)                                                \
    X(CommandListAppendLaunchKernel)                                           \
    X(CommandListAppendLaunchCooperativeKernel)                                \
    X(CommandListAppendLaunchKernelIndirect)                                   \
    X(CommandListAppendLaunchMultipleKernelsIndirect)                          \
    X(CommandQueueCreate)                                                      \
    X(CommandQueueDestroy)                                                     \
    X(CommandQueueExecuteCommandLists)                                         \
    X(CommandQueueSynchronize)

/* Functions always called directly (link, table) or through dlsym (dlopen*). */
#define ZW_CORE_FUNCS(X)                                                       \
    X(Init)                                                                    \
    X(DriverGet)                                                               \
    X(DeviceGet)                                                               \
    X(DeviceGetCommandQueueGroupProperties)                                    \
    X(ContextCreate)                                                           \
    X(ContextDestroy)                                                          \
    X(MemAllocShared)                                                          \
    X(MemFree)                                                                 \
    X(EventPoolCreate)                                                         \
    X(EventPoolDestroy)                                                        \
    X(EventCreate)                                                             \
    X(EventDestroy)                                                            \
    X(EventHostSynchronize)                                                    \
    X(ModuleBuildLogGetString)                                                 \
    X(ModuleBuildLogDestroy)

#define ZW_FIELD(name) ze_pfn##name##_t name;
static struct {
    ZW_TABLE_FUNCS(ZW_FIELD)
    ZW_CORE_FUNCS(ZW_FIELD)
    ze_pfnDriverGetExtensionFunctionAddress_t DriverGetExtensionFunctionAddress;
} api;

/* Headers of API 1.16 or later declare all the newer entry points used here. */
#if defined(ZE_API_VERSION_CURRENT_M) && ZE_API_VERSION_CURRENT_M >= ZE_MAKE_VERSION(1, 16)
#define ZW_MODERN 1
#define ZW_MODERN_FUNCS(X)                                                     \
    X(CommandListAppendLaunchKernelWithParameters)                             \
    X(CommandListAppendLaunchKernelWithArguments)                              \
    X(CommandListImmediateAppendCommandListsExp)                               \
    X(CommandListImmediateAppendCommandListsWithParameters)                    \
    X(CommandListCreateCloneExp)                                               \
    X(CommandListGetNextCommandIdWithKernelsExp)                               \
    X(CommandListUpdateMutableCommandKernelsExp)                               \
    X(CommandListHostSynchronize)
static struct {
    ZW_MODERN_FUNCS(ZW_FIELD)
} modern;
#endif

enum path { PATH_LINK, PATH_TABLE, PATH_DLOPEN, PATH_DLOPEN_TABLE };
static const char *const path_names[] = {"link", "table", "dlopen", "dlopen-table"};
static enum path g_path;

static void die_usage(const char *fmt, ...) {
    va_list ap;
    va_start(ap, fmt);
    fputs("ze_workload: ", stderr);
    vfprintf(stderr, fmt, ap);
    fputs("\n", stderr);
    va_end(ap);
    exit(64);
}

static void sleep_ms(long ms) {
    struct timespec ts = {ms / 1000, (ms % 1000) * 1000000L};
    while (nanosleep(&ts, &ts) && errno == EINTR) {
    }
}

static ze_result_t zcheck(const char *call, ze_result_t r) {
    if (r != ZE_RESULT_SUCCESS) {
        fprintf(stderr, "ze_workload: %s failed: 0x%x\n", call, (unsigned)r);
        exit(2);
    }
    return r;
}

#ifdef ZW_DLOPEN
#define CORE(name, ...) zcheck("ze" #name, api.name(__VA_ARGS__))
#define TBL(name, ...) zcheck("ze" #name, api.name(__VA_ARGS__))
#define TBL_RAW(name, ...) api.name(__VA_ARGS__)
#define CORE_RAW(name, ...) api.name(__VA_ARGS__)
#else
/* Direct calls: the compiler emits calls to the loader's exported symbols. */
#define CORE(name, ...) zcheck("ze" #name, ze##name(__VA_ARGS__))
#define TBL(name, ...)                                                         \
    zcheck("ze" #name, g_path == PATH_LINK ? ze##name(__VA_ARGS__) : api.name(__VA_ARGS__))
#define TBL_RAW(name, ...)                                                     \
    (g_path == PATH_LINK ? ze##name(__VA_ARGS__) : api.name(__VA_ARGS__))
#define CORE_RAW(name, ...) ze##name(__VA_ARGS__)
#endif

#ifdef ZW_DLOPEN
static void *loader_handle;

static void *must_dlsym(const char *sym) {
    void *p = dlsym(loader_handle, sym);
    if (!p) {
        fprintf(stderr, "ze_workload: dlsym(%s) failed: %s\n", sym, dlerror());
        exit(2);
    }
    return p;
}
#endif

/* Before zeInit: resolve the functions that are not taken from tables. */
static void resolve_core(void) {
#ifdef ZW_DLOPEN
    loader_handle = dlopen("libze_loader.so.1", RTLD_NOW | RTLD_LOCAL);
    if (!loader_handle) {
        fprintf(stderr, "ze_workload: dlopen(libze_loader.so.1) failed: %s\n", dlerror());
        exit(2);
    }
#define ZW_DLSYM(name) api.name = (ze_pfn##name##_t)must_dlsym("ze" #name);
    ZW_CORE_FUNCS(ZW_DLSYM)
    if (g_path == PATH_DLOPEN) {
        ZW_TABLE_FUNCS(ZW_DLSYM)
    }
#undef ZW_DLSYM
#endif
}

/* After zeInit: fill the table functions for the table paths. */
static void resolve_tables(void) {
    if (g_path != PATH_TABLE && g_path != PATH_DLOPEN_TABLE)
        return;
    ze_pfnGetModuleProcAddrTable_t get_module;
    ze_pfnGetKernelProcAddrTable_t get_kernel;
    ze_pfnGetCommandListProcAddrTable_t get_list;
    ze_pfnGetCommandQueueProcAddrTable_t get_queue;
#ifdef ZW_DLOPEN
    get_module = (ze_pfnGetModuleProcAddrTable_t)must_dlsym("zeGetModuleProcAddrTable");
    get_kernel = (ze_pfnGetKernelProcAddrTable_t)must_dlsym("zeGetKernelProcAddrTable");
    get_list = (ze_pfnGetCommandListProcAddrTable_t)must_dlsym("zeGetCommandListProcAddrTable");
    get_queue = (ze_pfnGetCommandQueueProcAddrTable_t)must_dlsym("zeGetCommandQueueProcAddrTable");
#else
    get_module = zeGetModuleProcAddrTable;
    get_kernel = zeGetKernelProcAddrTable;
    get_list = zeGetCommandListProcAddrTable;
    get_queue = zeGetCommandQueueProcAddrTable;
#endif
    ze_module_dditable_t mt;
    ze_kernel_dditable_t kt;
    ze_command_list_dditable_t lt;
    ze_command_queue_dditable_t qt;
    memset(&mt, 0, sizeof mt);
    memset(&kt, 0, sizeof kt);
    memset(&lt, 0, sizeof lt);
    memset(&qt, 0, sizeof qt);
    zcheck("zeGetModuleProcAddrTable", get_module(ZE_API_VERSION_CURRENT, &mt));
    zcheck("zeGetKernelProcAddrTable", get_kernel(ZE_API_VERSION_CURRENT, &kt));
    zcheck("zeGetCommandListProcAddrTable", get_list(ZE_API_VERSION_CURRENT, &lt));
    zcheck("zeGetCommandQueueProcAddrTable", get_queue(ZE_API_VERSION_CURRENT, &qt));
    api.ModuleCreate = mt.pfnCreate;
    api.ModuleDestroy = mt.pfnDestroy;
    api.ModuleGetKernelNames = mt.pfnGetKernelNames;
    api.KernelCreate = kt.pfnCreate;
    api.KernelDestroy = kt.pfnDestroy;
    api.KernelSetGroupSize = kt.pfnSetGroupSize;
    api.KernelSuggestGroupSize = kt.pfnSuggestGroupSize;
    api.KernelSetArgumentValue = kt.pfnSetArgumentValue;
    api.KernelGetProperties = kt.pfnGetProperties;
    api.CommandListCreate = lt.pfnCreate;
    api.CommandListCreateImmediate = lt.pfnCreateImmediate;
    api.CommandListDestroy = lt.pfnDestroy;
    api.CommandListClose = lt.pfnClose;
    api.CommandListReset = lt.pfnReset;
    api.CommandListAppendBarrier = lt.pfnAppendBarrier;
    api.CommandListAppendLaunchKernel = lt.pfnAppendLaunchKernel;
    api.CommandListAppendLaunchCooperativeKernel = lt.pfnAppendLaunchCooperativeKernel;
    api.CommandListAppendLaunchKernelIndirect = lt.pfnAppendLaunchKernelIndirect;
    api.CommandListAppendLaunchMultipleKernelsIndirect = lt.pfnAppendLaunchMultipleKernelsIndirect;
    api.CommandQueueCreate = qt.pfnCreate;
    api.CommandQueueDestroy = qt.pfnDestroy;
    api.CommandQueueExecuteCommandLists = qt.pfnExecuteCommandLists;
    api.CommandQueueSynchronize = qt.pfnSynchronize;
#define ZW_CHECK_SET(name)                                                     \
    if (!api.name) {                                                           \
        fprintf(stderr, "ze_workload: dispatch table has no ze" #name "\n");   \
        exit(2);                                                               \
    }
    ZW_TABLE_FUNCS(ZW_CHECK_SET)
#undef ZW_CHECK_SET
}

/* Returns the library's `sym`, or exits. */
static void *lib_sym(void *lib, const char *sym) {
    void *p = dlsym(lib, sym);
    if (!p) {
        fprintf(stderr, "ze_workload: dlsym(%s) failed: %s\n", sym, dlerror());
        exit(2);
    }
    return p;
}

#ifdef ZW_MODERN
/* After zeInit and zeDriverGet: the newer entry points, through the call path (or --ext). */
static void resolve_modern(ze_driver_handle_t drv, int ext) {
    ze_command_list_dditable_t lt;
    ze_command_list_exp_dditable_t xt;
    memset(&lt, 0, sizeof lt);
    memset(&xt, 0, sizeof xt);
    ze_pfnGetCommandListProcAddrTable_t get_list = NULL;
    ze_pfnGetCommandListExpProcAddrTable_t get_list_exp = NULL;
    switch (g_path) {
    case PATH_LINK:
#ifndef ZW_DLOPEN
#define ZW_DIRECT(name) modern.name = ze##name;
        ZW_MODERN_FUNCS(ZW_DIRECT)
#undef ZW_DIRECT
#endif
        break;
    case PATH_DLOPEN:
#ifdef ZW_DLOPEN
#define ZW_DLSYM(name) modern.name = (ze_pfn##name##_t)must_dlsym("ze" #name);
        ZW_MODERN_FUNCS(ZW_DLSYM)
#undef ZW_DLSYM
#endif
        break;
    case PATH_TABLE:
#ifndef ZW_DLOPEN
        get_list = zeGetCommandListProcAddrTable;
        get_list_exp = zeGetCommandListExpProcAddrTable;
#endif
        break;
    case PATH_DLOPEN_TABLE:
#ifdef ZW_DLOPEN
        get_list = (ze_pfnGetCommandListProcAddrTable_t)must_dlsym("zeGetCommandListProcAddrTable");
        get_list_exp =
            (ze_pfnGetCommandListExpProcAddrTable_t)must_dlsym("zeGetCommandListExpProcAddrTable");
#endif
        break;
    }
    if (get_list) {
        zcheck("zeGetCommandListProcAddrTable", get_list(ZE_API_VERSION_CURRENT, &lt));
        zcheck("zeGetCommandListExpProcAddrTable", get_list_exp(ZE_API_VERSION_CURRENT, &xt));
        modern.CommandListAppendLaunchKernelWithParameters = lt.pfnAppendLaunchKernelWithParameters;
        modern.CommandListAppendLaunchKernelWithArguments = lt.pfnAppendLaunchKernelWithArguments;
        modern.CommandListHostSynchronize = lt.pfnHostSynchronize;
        modern.CommandListImmediateAppendCommandListsExp = xt.pfnImmediateAppendCommandListsExp;
        modern.CommandListImmediateAppendCommandListsWithParameters =
            lt.pfnImmediateAppendCommandListsWithParameters;
        modern.CommandListCreateCloneExp = xt.pfnCreateCloneExp;
        modern.CommandListGetNextCommandIdWithKernelsExp = xt.pfnGetNextCommandIdWithKernelsExp;
        modern.CommandListUpdateMutableCommandKernelsExp = xt.pfnUpdateMutableCommandKernelsExp;
    }
    if (ext) {
        int handed_out = 0, asked = 0;
#define ZW_EXT(name)                                                           \
    {                                                                          \
        void *f = NULL;                                                        \
        asked++;                                                               \
        if (api.DriverGetExtensionFunctionAddress(drv, "ze" #name, &f) == ZE_RESULT_SUCCESS && f) { \
            modern.name = (ze_pfn##name##_t)f;                                 \
            handed_out++;                                                      \
        }                                                                      \
    }
        ZW_MODERN_FUNCS(ZW_EXT)
#undef ZW_EXT
        fprintf(stderr, "ext: %d of %d entry points from zeDriverGetExtensionFunctionAddress\n",
                handed_out, asked);
    }
#define ZW_CHECK_MODERN(name)                                                  \
    if (!modern.name) {                                                        \
        fprintf(stderr, "ze_workload: no ze" #name " on path %s\n", path_names[g_path]); \
        exit(2);                                                               \
    }
    ZW_MODERN_FUNCS(ZW_CHECK_MODERN)
#undef ZW_CHECK_MODERN
}
#endif

/* --driver-objects: creation functions of the driver library's own tables, which the loader
 * (and so a preload that patches the loader's tables) never hands out. */
static struct {
    ze_pfnKernelCreate_t KernelCreate;
    ze_pfnCommandListCreate_t CommandListCreate;
    ze_pfnCommandListAppendLaunchKernel_t CommandListAppendLaunchKernel;
} driver_own;

static void *driver_library(void) {
    void *lib = dlopen("libze_intel_gpu.so.1", RTLD_NOW | RTLD_LOCAL);
    if (!lib) {
        fprintf(stderr, "ze_workload: dlopen(libze_intel_gpu.so.1) failed: %s\n", dlerror());
        exit(2);
    }
    return lib;
}

static void resolve_driver_own(void) {
    void *lib = driver_library();
    ze_kernel_dditable_t kt;
    ze_command_list_dditable_t lt;
    memset(&kt, 0, sizeof kt);
    memset(&lt, 0, sizeof lt);
    ze_pfnGetKernelProcAddrTable_t get_kernel =
        (ze_pfnGetKernelProcAddrTable_t)lib_sym(lib, "zeGetKernelProcAddrTable");
    ze_pfnGetCommandListProcAddrTable_t get_list =
        (ze_pfnGetCommandListProcAddrTable_t)lib_sym(lib, "zeGetCommandListProcAddrTable");
    zcheck("driver zeGetKernelProcAddrTable", get_kernel(ZE_API_VERSION_CURRENT, &kt));
    zcheck("driver zeGetCommandListProcAddrTable", get_list(ZE_API_VERSION_CURRENT, &lt));
    driver_own.KernelCreate = kt.pfnCreate;
    driver_own.CommandListCreate = lt.pfnCreate;
}

/* ------------------------------------------------------------------------ */
/* Options                                                                   */

enum fmt { FMT_AUTO, FMT_NATIVE, FMT_SPIRV };
enum variant {
    VAR_PLAIN,
    VAR_COOPERATIVE,
    VAR_INDIRECT,
    VAR_MULTI_INDIRECT,
    VAR_WITH_PARAMETERS,
    VAR_WITH_ARGUMENTS
};
enum replay {
    REPLAY_EXECUTE,
    REPLAY_IMMEDIATE_APPEND,
    REPLAY_IMMEDIATE_APPEND_WITH_PARAMETERS,
    REPLAY_CLONE
};
enum driver_objects { DRIVER_NONE, DRIVER_KERNELS, DRIVER_LISTS };
enum reset_mode { RESET_NONE, RESET_DISCARD, RESET_RERECORD };

struct module_spec {
    enum fmt fmt;
    int program_exp;
    int ninputs;
    const char *files[MAX_INPUTS];
    const char *build_flags;
};

struct kernel_ref {
    int module; /* -1: first module that has it */
    const char *name;
};

struct launch_spec {
    enum variant variant;
    int nkernels;
    struct kernel_ref kernels[MAX_GROUP];
    long count;
};

static struct {
    int nmodules;
    struct module_spec modules[MAX_MODULES];
    int nlaunches;
    struct launch_spec launches[MAX_LAUNCHES];
    int immediate;
    long execute;
    enum reset_mode reset;
    int threads;
    int split;
    long repeat;
    int reuse;
    struct kernel_ref reuse_ref[2];
    long reuse_count[2];
    int leak;
    int exit_code;
    long spawn;
    int thread_modules;
    long sleep_ms;
    int fork;
    enum crash { CRASH_NONE, CRASH_ABORT, CRASH_SEGV, CRASH_EXIT } crash;
    int ext;
    enum replay replay;
    int mutate;
    struct kernel_ref mutate_ref;
    enum driver_objects driver_objects;
    int driver_launch;
    int load_read; /* --load read */
    long endless_ms;
    long exec_after;
} opt = {.execute = 1, .threads = 1, .split = 1, .repeat = 1};

static long parse_count(const char *s, const char *what) {
    char *end;
    errno = 0;
    long v = strtol(s, &end, 10);
    if (errno || end == s || *end || v < 0)
        die_usage("bad %s '%s'", what, s);
    return v;
}

static void parse_kernel_ref(char *s, struct kernel_ref *ref) {
    char *colon = strchr(s, ':');
    ref->module = -1;
    if (colon) {
        *colon = 0;
        ref->module = (int)parse_count(s, "module index");
        s = colon + 1;
    }
    if (!*s)
        die_usage("empty kernel name");
    ref->name = s;
}

static void parse_launch(char *arg, enum variant variant) {
    if (opt.nlaunches == MAX_LAUNCHES)
        die_usage("too many --launch");
    struct launch_spec *l = &opt.launches[opt.nlaunches++];
    char *eq = strrchr(arg, '=');
    if (!eq)
        die_usage("--launch wants KERNEL=COUNT, got '%s'", arg);
    *eq = 0;
    l->count = parse_count(eq + 1, "launch count");
    l->variant = variant;
    char *save = NULL;
    for (char *tok = strtok_r(arg, ",", &save); tok; tok = strtok_r(NULL, ",", &save)) {
        if (l->nkernels == MAX_GROUP)
            die_usage("too many kernels in one --launch");
        parse_kernel_ref(tok, &l->kernels[l->nkernels++]);
    }
    if (!l->nkernels)
        die_usage("--launch without kernel");
}

static void parse_reuse(char *arg) {
    char *save = NULL;
    int n = 0;
    for (char *tok = strtok_r(arg, ",", &save); tok; tok = strtok_r(NULL, ",", &save)) {
        if (n == 2)
            die_usage("--reuse wants A=NA,B=NB");
        char *eq = strrchr(tok, '=');
        if (!eq)
            die_usage("--reuse wants A=NA,B=NB");
        *eq = 0;
        opt.reuse_count[n] = parse_count(eq + 1, "reuse count");
        parse_kernel_ref(tok, &opt.reuse_ref[n]);
        n++;
    }
    if (n != 2)
        die_usage("--reuse wants A=NA,B=NB");
    opt.reuse = 1;
}

static void parse_args(int argc, char **argv) {
    enum fmt fmt = FMT_AUTO;
    enum variant variant = VAR_PLAIN;
    const char *build_flags = NULL;
#ifdef ZW_DLOPEN
    g_path = PATH_DLOPEN;
#else
    g_path = PATH_LINK;
#endif
    for (int i = 1; i < argc; i++) {
        const char *a = argv[i];
        /* A copy: parsing cuts it up, and --spawn re-uses argv. */
        char *v = i + 1 < argc ? strdup(argv[i + 1]) : NULL;
#define NEED_VALUE()                                                           \
    do {                                                                       \
        if (!v)                                                                \
            die_usage("%s needs a value", a);                                  \
        i++;                                                                   \
    } while (0)
        if (!strcmp(a, "--path")) {
            NEED_VALUE();
            int found = -1;
            for (int p = 0; p < 4; p++)
                if (!strcmp(v, path_names[p]))
                    found = p;
            if (found < 0)
                die_usage("unknown path '%s'", v);
            g_path = (enum path)found;
#ifdef ZW_DLOPEN
            if (g_path == PATH_LINK || g_path == PATH_TABLE)
                die_usage("ze_workload_dl is not linked with the loader: use "
                          "ze_workload for --path %s",
                          v);
#else
            if (g_path == PATH_DLOPEN || g_path == PATH_DLOPEN_TABLE)
                die_usage("ze_workload is linked with the loader: use "
                          "ze_workload_dl for --path %s",
                          v);
#endif
        } else if (!strcmp(a, "--format")) {
            NEED_VALUE();
            if (!strcmp(v, "auto"))
                fmt = FMT_AUTO;
            else if (!strcmp(v, "native"))
                fmt = FMT_NATIVE;
            else if (!strcmp(v, "spirv"))
                fmt = FMT_SPIRV;
            else
                die_usage("unknown format '%s'", v);
        } else if (!strcmp(a, "--build-flags")) {
            NEED_VALUE();
            build_flags = v;
        } else if (!strcmp(a, "--module") || !strcmp(a, "--program-exp")) {
            NEED_VALUE();
            if (opt.nmodules == MAX_MODULES)
                die_usage("too many modules");
            struct module_spec *m = &opt.modules[opt.nmodules++];
            m->fmt = fmt;
            m->build_flags = build_flags;
            if (!strcmp(a, "--module")) {
                m->ninputs = 1;
                m->files[0] = v;
            } else {
                m->program_exp = 1;
                m->fmt = FMT_SPIRV;
                char *save = NULL;
                for (char *tok = strtok_r(v, ",", &save); tok; tok = strtok_r(NULL, ",", &save)) {
                    if (m->ninputs == MAX_INPUTS)
                        die_usage("too many --program-exp inputs");
                    m->files[m->ninputs++] = tok;
                }
                if (!m->ninputs)
                    die_usage("--program-exp without files");
            }
        } else if (!strcmp(a, "--variant")) {
            NEED_VALUE();
            if (!strcmp(v, "plain"))
                variant = VAR_PLAIN;
            else if (!strcmp(v, "cooperative"))
                variant = VAR_COOPERATIVE;
            else if (!strcmp(v, "indirect"))
                variant = VAR_INDIRECT;
            else if (!strcmp(v, "multi-indirect"))
                variant = VAR_MULTI_INDIRECT;
            else if (!strcmp(v, "with-parameters"))
                variant = VAR_WITH_PARAMETERS;
            else if (!strcmp(v, "with-arguments"))
                variant = VAR_WITH_ARGUMENTS;
            else
                die_usage("unknown variant '%s'", v);
        } else if (!strcmp(a, "--launch")) {
            NEED_VALUE();
            parse_launch(v, variant);
        } else if (!strcmp(a, "--list")) {
            NEED_VALUE();
            if (!strcmp(v, "regular"))
                opt.immediate = 0;
            else if (!strcmp(v, "immediate"))
                opt.immediate = 1;
            else
                die_usage("unknown list kind '%s'", v);
        } else if (!strcmp(a, "--execute")) {
            NEED_VALUE();
            opt.execute = parse_count(v, "--execute");
        } else if (!strcmp(a, "--reset")) {
            NEED_VALUE();
            if (!strcmp(v, "none"))
                opt.reset = RESET_NONE;
            else if (!strcmp(v, "discard"))
                opt.reset = RESET_DISCARD;
            else if (!strcmp(v, "rerecord"))
                opt.reset = RESET_RERECORD;
            else
                die_usage("unknown reset mode '%s'", v);
        } else if (!strcmp(a, "--threads")) {
            NEED_VALUE();
            opt.threads = (int)parse_count(v, "--threads");
            if (opt.threads < 1 || opt.threads > MAX_THREADS)
                die_usage("--threads must be 1..%d", MAX_THREADS);
        } else if (!strcmp(a, "--split")) {
            NEED_VALUE();
            opt.split = (int)parse_count(v, "--split");
            if (opt.split < 1 || opt.split > MAX_SPLIT)
                die_usage("--split must be 1..%d", MAX_SPLIT);
        } else if (!strcmp(a, "--repeat")) {
            NEED_VALUE();
            opt.repeat = parse_count(v, "--repeat");
        } else if (!strcmp(a, "--reuse")) {
            NEED_VALUE();
            parse_reuse(v);
        } else if (!strcmp(a, "--spawn")) {
            NEED_VALUE();
            opt.spawn = parse_count(v, "--spawn");
        } else if (!strcmp(a, "--leak")) {
            opt.leak = 1;
        } else if (!strcmp(a, "--thread-modules")) {
            opt.thread_modules = 1;
        } else if (!strcmp(a, "--sleep-ms")) {
            NEED_VALUE();
            opt.sleep_ms = parse_count(v, "--sleep-ms");
        } else if (!strcmp(a, "--fork")) {
            opt.fork = 1;
        } else if (!strcmp(a, "--endless")) {
            NEED_VALUE();
            opt.endless_ms = parse_count(v, "--endless");
        } else if (!strcmp(a, "--exec-after")) {
            NEED_VALUE();
            opt.exec_after = parse_count(v, "--exec-after");
        } else if (!strcmp(a, "--crash")) {
            NEED_VALUE();
            if (!strcmp(v, "abort"))
                opt.crash = CRASH_ABORT;
            else if (!strcmp(v, "segv"))
                opt.crash = CRASH_SEGV;
            else if (!strcmp(v, "_exit"))
                opt.crash = CRASH_EXIT;
            else
                die_usage("unknown crash '%s'", v);
        } else if (!strcmp(a, "--exit-code")) {
            NEED_VALUE();
            opt.exit_code = (int)parse_count(v, "--exit-code");
            if (opt.exit_code > 255)
                die_usage("--exit-code must be 0..255");
        } else if (!strcmp(a, "--ext")) {
            opt.ext = 1;
        } else if (!strcmp(a, "--replay")) {
            NEED_VALUE();
            if (!strcmp(v, "execute"))
                opt.replay = REPLAY_EXECUTE;
            else if (!strcmp(v, "immediate-append"))
                opt.replay = REPLAY_IMMEDIATE_APPEND;
            else if (!strcmp(v, "immediate-append-with-parameters"))
                opt.replay = REPLAY_IMMEDIATE_APPEND_WITH_PARAMETERS;
            else if (!strcmp(v, "clone"))
                opt.replay = REPLAY_CLONE;
            else
                die_usage("unknown replay '%s'", v);
        } else if (!strcmp(a, "--mutate")) {
            NEED_VALUE();
            parse_kernel_ref(v, &opt.mutate_ref);
            opt.mutate = 1;
        } else if (!strcmp(a, "--load")) {
            NEED_VALUE();
            if (!strcmp(v, "read"))
                opt.load_read = 1;
            else if (strcmp(v, "map"))
                die_usage("unknown --load '%s'", v);
        } else if (!strcmp(a, "--driver-launch")) {
            opt.driver_launch = 1;
        } else if (!strcmp(a, "--driver-objects")) {
            NEED_VALUE();
            if (!strcmp(v, "kernels"))
                opt.driver_objects = DRIVER_KERNELS;
            else if (!strcmp(v, "lists"))
                opt.driver_objects = DRIVER_LISTS;
            else
                die_usage("unknown --driver-objects '%s'", v);
        } else if (!strcmp(a, "--help") || !strcmp(a, "-h")) {
            fputs("usage: see the header comment of tests/c/ze_workload.c\n", stdout);
            exit(0);
        } else {
            die_usage("unknown argument '%s'", a);
        }
#undef NEED_VALUE
    }
    if (!opt.nmodules)
        die_usage("no --module / --program-exp given");
    if (opt.immediate && opt.execute != 1)
        die_usage("--execute applies to regular lists only");
    if (opt.immediate && opt.reset != RESET_NONE)
        die_usage("--reset applies to regular lists only");
    if (opt.immediate && opt.split != 1)
        die_usage("--split applies to regular lists only");
    if (opt.thread_modules && opt.reset != RESET_NONE)
        die_usage("--thread-modules does not combine with --reset");
    if (opt.fork && opt.spawn)
        die_usage("--fork does not combine with --spawn");
#ifndef ZW_MODERN
    int newer = opt.ext || opt.replay != REPLAY_EXECUTE || opt.mutate;
    for (int s = 0; s < opt.nlaunches; s++)
        newer |= opt.launches[s].variant >= VAR_WITH_PARAMETERS;
    if (newer)
        die_usage("built against API %d.%d headers: the newer entry points need 1.16+",
                  ZE_MAJOR_VERSION(ZE_API_VERSION_CURRENT), ZE_MINOR_VERSION(ZE_API_VERSION_CURRENT));
#endif
    if ((opt.replay != REPLAY_EXECUTE || opt.mutate) && opt.immediate)
        die_usage("--replay and --mutate apply to regular lists only");
    if (opt.mutate && (opt.split != 1 || opt.threads != 1 || opt.reset != RESET_NONE ||
                       opt.replay != REPLAY_EXECUTE))
        die_usage("--mutate wants --split 1, one thread, no --reset, --replay execute");
    for (int s = 0; s < opt.nlaunches && opt.mutate; s++)
        if (opt.launches[s].variant != VAR_PLAIN)
            die_usage("--mutate applies to plain launches");
}

/* ------------------------------------------------------------------------ */
/* Level Zero state                                                          */

static ze_driver_handle_t driver;
static ze_device_handle_t device;
static ze_context_handle_t context;
static uint32_t compute_ordinal;
static void *buffer;        /* bound to every kernel argument */
static ze_group_count_t *group_counts; /* indirect arguments */
static uint32_t *count_buffer;         /* multi-indirect count */

static ze_module_handle_t modules[MAX_MODULES];

struct kernel_rec {
    int module;
    char name[256];
    ze_kernel_handle_t handle;
    long dispatches; /* expected, over the whole run */
};
static struct kernel_rec kernels[MAX_KERNELS];
static int nkernels;  /* records: one per (module, name), kept across --repeat */
static long total_appends, total_dispatches;

static unsigned char *read_file(const char *path, size_t *size);

/* FILE's bytes: mapped (never unmapped: the mapping is where a library's images would sit,
 * for as long as the process runs), or read into memory with --load read. */
static const unsigned char *load_file(const char *path, size_t *size) {
    if (opt.load_read)
        return read_file(path, size);
    int fd = open(path, O_RDONLY | O_CLOEXEC);
    struct stat st;
    if (fd < 0 || fstat(fd, &st) != 0 || st.st_size <= 0) {
        fprintf(stderr, "ze_workload: cannot open %s: %s\n", path, strerror(errno));
        exit(2);
    }
    void *map = mmap(NULL, (size_t)st.st_size, PROT_READ, MAP_PRIVATE, fd, 0);
    if (map == MAP_FAILED) {
        fprintf(stderr, "ze_workload: cannot map %s: %s\n", path, strerror(errno));
        exit(2);
    }
    close(fd);
    *size = (size_t)st.st_size;
    return map;
}

static unsigned char *read_file(const char *path, size_t *size) {
    FILE *f = fopen(path, "rb");
    if (!f) {
        fprintf(stderr, "ze_workload: cannot open %s: %s\n", path, strerror(errno));
        exit(2);
    }
    fseek(f, 0, SEEK_END);
    long n = ftell(f);
    fseek(f, 0, SEEK_SET);
    unsigned char *data = malloc(n > 0 ? (size_t)n : 1);
    if (n < 0 || fread(data, 1, (size_t)n, f) != (size_t)n) {
        fprintf(stderr, "ze_workload: cannot read %s\n", path);
        exit(2);
    }
    fclose(f);
    *size = (size_t)n;
    return data;
}

static void init_level_zero(void) {
    resolve_core();
    if (opt.driver_launch)
        driver_own.CommandListAppendLaunchKernel = (ze_pfnCommandListAppendLaunchKernel_t)lib_sym(
            driver_library(), "zeCommandListAppendLaunchKernel");
    CORE(Init, ZE_INIT_FLAG_GPU_ONLY);
    resolve_tables();

    uint32_t n = 1;
    CORE(DriverGet, &n, &driver);
    if (!n) {
        fprintf(stderr, "ze_workload: no Level Zero driver\n");
        exit(2);
    }
#ifdef ZW_DLOPEN
    api.DriverGetExtensionFunctionAddress =
        (ze_pfnDriverGetExtensionFunctionAddress_t)must_dlsym("zeDriverGetExtensionFunctionAddress");
#else
    api.DriverGetExtensionFunctionAddress = zeDriverGetExtensionFunctionAddress;
#endif
#ifdef ZW_MODERN
    resolve_modern(driver, opt.ext);
#endif
    if (opt.driver_objects != DRIVER_NONE)
        resolve_driver_own();
    n = 1;
    CORE(DeviceGet, driver, &n, &device);
    if (!n) {
        fprintf(stderr, "ze_workload: no Level Zero device\n");
        exit(2);
    }
    ze_context_desc_t cdesc = {ZE_STRUCTURE_TYPE_CONTEXT_DESC, NULL, 0};
    CORE(ContextCreate, driver, &cdesc, &context);

    uint32_t ngroups = 0;
    CORE(DeviceGetCommandQueueGroupProperties, device, &ngroups, NULL);
    ze_command_queue_group_properties_t props[16];
    if (ngroups > 16)
        ngroups = 16;
    for (uint32_t i = 0; i < ngroups; i++) {
        memset(&props[i], 0, sizeof props[i]);
        props[i].stype = ZE_STRUCTURE_TYPE_COMMAND_QUEUE_GROUP_PROPERTIES;
    }
    CORE(DeviceGetCommandQueueGroupProperties, device, &ngroups, props);
    compute_ordinal = UINT32_MAX;
    for (uint32_t i = 0; i < ngroups; i++)
        if (props[i].flags & ZE_COMMAND_QUEUE_GROUP_PROPERTY_FLAG_COMPUTE) {
            compute_ordinal = i;
            break;
        }
    if (compute_ordinal == UINT32_MAX) {
        fprintf(stderr, "ze_workload: no compute queue group\n");
        exit(2);
    }

    ze_device_mem_alloc_desc_t dd = {ZE_STRUCTURE_TYPE_DEVICE_MEM_ALLOC_DESC, NULL, 0, 0};
    ze_host_mem_alloc_desc_t hd = {ZE_STRUCTURE_TYPE_HOST_MEM_ALLOC_DESC, NULL, 0};
    CORE(MemAllocShared, context, &dd, &hd, BUF_BYTES, 64, device, &buffer);
    memset(buffer, 0, BUF_BYTES);
    CORE(MemAllocShared, context, &dd, &hd, sizeof(ze_group_count_t) * MAX_GROUP, 64, device,
         (void **)&group_counts);
    for (int i = 0; i < MAX_GROUP; i++) {
        group_counts[i].groupCountX = 1;
        group_counts[i].groupCountY = 1;
        group_counts[i].groupCountZ = 1;
    }
    CORE(MemAllocShared, context, &dd, &hd, sizeof(uint32_t), 64, device, (void **)&count_buffer);
    *count_buffer = 0;
}

static void destroy_level_zero(void) {
    CORE(MemFree, context, count_buffer);
    CORE(MemFree, context, group_counts);
    CORE(MemFree, context, buffer);
    CORE(ContextDestroy, context);
}

/* zeModuleCreate of --module number `index` into *out. */
static void create_module_into(int index, ze_module_handle_t *out) {
    struct module_spec *m = &opt.modules[index];
    size_t sizes[MAX_INPUTS];
    const uint8_t *data[MAX_INPUTS];
    const char *flags[MAX_INPUTS];
    for (int i = 0; i < m->ninputs; i++) {
        data[i] = load_file(m->files[i], &sizes[i]);
        flags[i] = m->build_flags ? m->build_flags : "";
    }
    enum fmt fmt = m->fmt;
    if (fmt == FMT_AUTO)
        fmt = sizes[0] >= 4 && data[0][0] == 0x03 && data[0][1] == 0x02 && data[0][2] == 0x23 &&
                      data[0][3] == 0x07
                  ? FMT_SPIRV
                  : FMT_NATIVE;

    ze_module_program_exp_desc_t prog;
    ze_module_desc_t desc;
    memset(&prog, 0, sizeof prog);
    memset(&desc, 0, sizeof desc);
    prog.stype = ZE_STRUCTURE_TYPE_MODULE_PROGRAM_EXP_DESC;
    desc.stype = ZE_STRUCTURE_TYPE_MODULE_DESC;
    desc.format = fmt == FMT_SPIRV ? ZE_MODULE_FORMAT_IL_SPIRV : ZE_MODULE_FORMAT_NATIVE;
    if (m->program_exp) {
        prog.count = (uint32_t)m->ninputs;
        prog.inputSizes = sizes;
        prog.pInputModules = data;
        prog.pBuildFlags = flags;
        prog.pConstants = NULL;
        desc.pNext = &prog;
        /* What SYCL's Unified Runtime passes in the main descriptor. */
        desc.inputSize = 1;
        desc.pInputModule = (const uint8_t *)1;
        desc.pBuildFlags = NULL;
    } else {
        desc.inputSize = sizes[0];
        desc.pInputModule = data[0];
        desc.pBuildFlags = m->build_flags;
    }
    ze_module_build_log_handle_t log = NULL;
    ze_result_t r = TBL_RAW(ModuleCreate, context, device, &desc, out, &log);
    if (r != ZE_RESULT_SUCCESS) {
        fprintf(stderr, "ze_workload: zeModuleCreate failed: 0x%x (module %d: %s%s)\n",
                (unsigned)r, index, m->files[0], m->ninputs > 1 ? ",..." : "");
        size_t n = 0;
        if (log && CORE_RAW(ModuleBuildLogGetString, log, &n, NULL) == ZE_RESULT_SUCCESS && n) {
            char *text = malloc(n);
            if (CORE_RAW(ModuleBuildLogGetString, log, &n, text) == ZE_RESULT_SUCCESS)
                fprintf(stderr, "build log:\n%s\n", text);
            free(text);
        }
        exit(2);
    }
    if (log)
        CORE(ModuleBuildLogDestroy, log);
    if (opt.load_read)
        for (int i = 0; i < m->ninputs; i++)
            free((void *)data[i]);
}

static void create_module(int index) { create_module_into(index, &modules[index]); }

static int module_has_kernel(int m, const char *name) {
    uint32_t n = 0;
    TBL(ModuleGetKernelNames, modules[m], &n, NULL);
    const char **names = calloc(n ? n : 1, sizeof *names);
    TBL(ModuleGetKernelNames, modules[m], &n, names);
    int found = 0;
    for (uint32_t i = 0; i < n; i++)
        if (!strcmp(names[i], name))
            found = 1;
    free(names);
    return found;
}

/* The record of (module, name); the module is resolved on first use. */
static struct kernel_rec *kernel_record(const struct kernel_ref *ref) {
    int m = ref->module;
    if (m >= opt.nmodules)
        die_usage("kernel %s: no module %d", ref->name, m);
    if (m < 0) {
        for (int i = 0; i < opt.nmodules && m < 0; i++)
            if (module_has_kernel(i, ref->name))
                m = i;
        if (m < 0) {
            fprintf(stderr, "ze_workload: no module has a kernel named %s\n", ref->name);
            exit(2);
        }
    }
    for (int i = 0; i < nkernels; i++)
        if (kernels[i].module == m && !strcmp(kernels[i].name, ref->name))
            return &kernels[i];
    if (nkernels == MAX_KERNELS)
        die_usage("too many kernels");
    struct kernel_rec *k = &kernels[nkernels++];
    k->module = m;
    snprintf(k->name, sizeof k->name, "%s", ref->name);
    return k;
}

static long kernels_created, modules_created;

/* Counters that --thread-modules threads bump concurrently. */
static void count_up(long *counter) { __atomic_fetch_add(counter, 1, __ATOMIC_RELAXED); }

/* Kernel k from the module set `mods` (the global modules[], or a thread's own). */
static ze_kernel_handle_t create_kernel_in(const ze_module_handle_t *mods,
                                           const struct kernel_rec *k) {
    ze_kernel_desc_t desc = {ZE_STRUCTURE_TYPE_KERNEL_DESC, NULL, 0, k->name};
    ze_kernel_handle_t h;
    if (opt.driver_objects == DRIVER_KERNELS)
        zcheck("driver zeKernelCreate", driver_own.KernelCreate(mods[k->module], &desc, &h));
    else
        TBL(KernelCreate, mods[k->module], &desc, &h);
    count_up(&kernels_created);

    ze_kernel_properties_t props;
    memset(&props, 0, sizeof props);
    props.stype = ZE_STRUCTURE_TYPE_KERNEL_PROPERTIES;
    TBL(KernelGetProperties, h, &props);
    for (uint32_t i = 0; i < props.numKernelArgs; i++)
        TBL(KernelSetArgumentValue, h, i, sizeof(void *), &buffer);
    uint32_t x = 1, y = 1, z = 1;
    TBL(KernelSuggestGroupSize, h, 16, 1, 1, &x, &y, &z);
    /* A kernel that requires its work-group size (reqd_work_group_size) takes no other. */
    if (props.requiredGroupSizeX) {
        x = props.requiredGroupSizeX;
        y = props.requiredGroupSizeY;
        z = props.requiredGroupSizeZ;
    }
    TBL(KernelSetGroupSize, h, x, y, z);
    return h;
}

static ze_kernel_handle_t create_kernel(const struct kernel_rec *k) {
    return create_kernel_in(modules, k);
}

/* The kernel objects of the current --repeat iteration (the batch's). */
static ze_kernel_handle_t live[MAX_KERNELS];

static ze_kernel_handle_t live_kernel(const struct kernel_ref *ref) {
    struct kernel_rec *k = kernel_record(ref);
    int i = (int)(k - kernels);
    if (!live[i])
        live[i] = create_kernel(k);
    return live[i];
}

/* ------------------------------------------------------------------------ */
/* Command lists                                                             */

struct list {
    ze_command_queue_handle_t queue; /* regular lists only */
    int n;                           /* regular: --split lists, immediate: 1 */
    ze_command_list_handle_t lists[MAX_SPLIT];
    ze_event_pool_handle_t pool; /* immediate lists: completion event */
    ze_event_handle_t event;
    ze_command_list_handle_t replay_list;           /* --replay immediate-append */
    ze_command_list_handle_t clones[MAX_SPLIT];     /* --replay clone */
    int have_first_command;                          /* --mutate */
    uint64_t first_command;
};

#ifdef ZW_MODERN
/* Kernel handle that --mutate switches the first command to. */
static ze_kernel_handle_t mutate_kernel;
#endif

static void list_open(struct list *l) {
    memset(l, 0, sizeof *l);
    ze_command_queue_desc_t qdesc;
    memset(&qdesc, 0, sizeof qdesc);
    qdesc.stype = ZE_STRUCTURE_TYPE_COMMAND_QUEUE_DESC;
    qdesc.ordinal = compute_ordinal;
    qdesc.index = 0;
    qdesc.mode = ZE_COMMAND_QUEUE_MODE_ASYNCHRONOUS;
    qdesc.priority = ZE_COMMAND_QUEUE_PRIORITY_NORMAL;
    if (opt.immediate) {
        l->n = 1;
        TBL(CommandListCreateImmediate, context, device, &qdesc, &l->lists[0]);
        ze_event_pool_desc_t pdesc = {ZE_STRUCTURE_TYPE_EVENT_POOL_DESC, NULL,
                                      ZE_EVENT_POOL_FLAG_HOST_VISIBLE, 1};
        CORE(EventPoolCreate, context, &pdesc, 1, &device, &l->pool);
        ze_event_desc_t edesc = {ZE_STRUCTURE_TYPE_EVENT_DESC, NULL, 0, ZE_EVENT_SCOPE_FLAG_HOST,
                                 ZE_EVENT_SCOPE_FLAG_HOST};
        CORE(EventCreate, l->pool, &edesc, &l->event);
    } else {
        TBL(CommandQueueCreate, context, device, &qdesc, &l->queue);
        ze_command_list_desc_t ldesc = {ZE_STRUCTURE_TYPE_COMMAND_LIST_DESC, NULL,
                                        compute_ordinal, 0};
#ifdef ZW_MODERN
        ze_mutable_command_list_exp_desc_t mutable_desc = {
            ZE_STRUCTURE_TYPE_MUTABLE_COMMAND_LIST_EXP_DESC, NULL, 0};
        if (opt.mutate)
            ldesc.pNext = &mutable_desc;
        if (opt.replay == REPLAY_CLONE)
            ldesc.flags |= ZE_COMMAND_LIST_FLAG_EXP_CLONEABLE;
        if (opt.replay == REPLAY_IMMEDIATE_APPEND ||
            opt.replay == REPLAY_IMMEDIATE_APPEND_WITH_PARAMETERS)
            TBL(CommandListCreateImmediate, context, device, &qdesc, &l->replay_list);
#endif
        l->n = opt.split;
        for (int i = 0; i < l->n; i++) {
            if (opt.driver_objects == DRIVER_LISTS)
                zcheck("driver zeCommandListCreate",
                       driver_own.CommandListCreate(context, device, &ldesc, &l->lists[i]));
            else
                TBL(CommandListCreate, context, device, &ldesc, &l->lists[i]);
        }
    }
}

/* Regular: close, execute --execute times. Immediate: wait for completion. */
static void list_run(struct list *l) {
    if (opt.immediate) {
        TBL(CommandListAppendBarrier, l->lists[0], l->event, 0, NULL);
        CORE(EventHostSynchronize, l->event, UINT64_MAX);
        return;
    }
    for (int i = 0; i < l->n; i++)
        TBL(CommandListClose, l->lists[i]);
    ze_command_list_handle_t *run = l->lists;
#ifdef ZW_MODERN
    if (opt.mutate && l->have_first_command) {
        zcheck("zeCommandListUpdateMutableCommandKernelsExp",
               modern.CommandListUpdateMutableCommandKernelsExp(l->lists[0], 1, &l->first_command,
                                                                &mutate_kernel));
        TBL(CommandListClose, l->lists[0]);
    }
    if (opt.replay == REPLAY_CLONE) {
        for (int i = 0; i < l->n; i++)
            zcheck("zeCommandListCreateCloneExp",
                   modern.CommandListCreateCloneExp(l->lists[i], &l->clones[i]));
        run = l->clones;
    }
#endif
    for (long e = 0; e < opt.execute; e++) {
#ifdef ZW_MODERN
        if (opt.replay == REPLAY_IMMEDIATE_APPEND ||
            opt.replay == REPLAY_IMMEDIATE_APPEND_WITH_PARAMETERS) {
            if (opt.replay == REPLAY_IMMEDIATE_APPEND)
                zcheck("zeCommandListImmediateAppendCommandListsExp",
                       modern.CommandListImmediateAppendCommandListsExp(
                           l->replay_list, (uint32_t)l->n, run, NULL, 0, NULL));
            else
                zcheck("zeCommandListImmediateAppendCommandListsWithParameters",
                       modern.CommandListImmediateAppendCommandListsWithParameters(
                           l->replay_list, (uint32_t)l->n, run, NULL, NULL, 0, NULL));
            zcheck("zeCommandListHostSynchronize",
                   modern.CommandListHostSynchronize(l->replay_list, UINT64_MAX));
            continue;
        }
#endif
        TBL(CommandQueueExecuteCommandLists, l->queue, (uint32_t)l->n, run, NULL);
        TBL(CommandQueueSynchronize, l->queue, UINT64_MAX);
    }
}

static void list_close(struct list *l) {
    if (opt.leak)
        return;
    for (int i = 0; i < l->n; i++) {
        TBL(CommandListDestroy, l->lists[i]);
        if (l->clones[i])
            TBL(CommandListDestroy, l->clones[i]);
    }
    if (l->replay_list)
        TBL(CommandListDestroy, l->replay_list);
    if (l->queue)
        TBL(CommandQueueDestroy, l->queue);
    if (l->event)
        CORE(EventDestroy, l->event);
    if (l->pool)
        CORE(EventPoolDestroy, l->pool);
}

static const ze_group_count_t one_group = {1, 1, 1};

#ifdef ZW_MODERN
/* zeCommandListAppendLaunchKernelWithArguments: the arguments and group size that
 * create_kernel_in sets, passed with the launch instead. */
static void append_with_arguments(ze_command_list_handle_t list, ze_kernel_handle_t kernel) {
    ze_kernel_properties_t props;
    memset(&props, 0, sizeof props);
    props.stype = ZE_STRUCTURE_TYPE_KERNEL_PROPERTIES;
    TBL(KernelGetProperties, kernel, &props);
    void *args[64];
    if (props.numKernelArgs > 64) {
        fprintf(stderr, "ze_workload: more than 64 kernel arguments\n");
        exit(2);
    }
    for (uint32_t i = 0; i < props.numKernelArgs; i++)
        args[i] = &buffer;
    ze_group_size_t size = {1, 1, 1};
    TBL(KernelSuggestGroupSize, kernel, 16, 1, 1, &size.groupSizeX, &size.groupSizeY,
        &size.groupSizeZ);
    zcheck("zeCommandListAppendLaunchKernelWithArguments",
           modern.CommandListAppendLaunchKernelWithArguments(list, kernel, one_group, size, args,
                                                             NULL, NULL, 0, NULL));
}

/* --mutate: the next append on `l` is a mutable command that may switch to mutate_kernel. */
static void next_mutable_command(struct list *l, ze_kernel_handle_t kernel) {
    /* NEO 26.27 crashes in the append when only KERNEL_INSTRUCTION is asked for and the
     * kernels differ; switching a kernel replaces its arguments and group size too. */
    ze_mutable_command_id_exp_desc_t desc = {
        ZE_STRUCTURE_TYPE_MUTABLE_COMMAND_ID_EXP_DESC, NULL,
        ZE_MUTABLE_COMMAND_EXP_FLAG_KERNEL_INSTRUCTION | ZE_MUTABLE_COMMAND_EXP_FLAG_KERNEL_ARGUMENTS |
            ZE_MUTABLE_COMMAND_EXP_FLAG_GROUP_COUNT | ZE_MUTABLE_COMMAND_EXP_FLAG_GROUP_SIZE};
    ze_kernel_handle_t choices[2] = {kernel, mutate_kernel};
    uint64_t id;
    zcheck("zeCommandListGetNextCommandIdWithKernelsExp",
           modern.CommandListGetNextCommandIdWithKernelsExp(l->lists[0], &desc, 2, choices, &id));
    if (!l->have_first_command) {
        l->have_first_command = 1;
        l->first_command = id;
    }
}
#endif

static void append(struct list *l, ze_command_list_handle_t list, enum variant v, int nk,
                   ze_kernel_handle_t *handles, uint32_t *count_buf) {
    (void)l;
    switch (v) {
    case VAR_PLAIN:
        for (int i = 0; i < nk; i++) {
#ifdef ZW_MODERN
            if (opt.mutate)
                next_mutable_command(l, handles[i]);
#endif
            if (opt.driver_launch)
                zcheck("driver zeCommandListAppendLaunchKernel",
                       driver_own.CommandListAppendLaunchKernel(list, handles[i], &one_group, NULL,
                                                                0, NULL));
            else
                TBL(CommandListAppendLaunchKernel, list, handles[i], &one_group, NULL, 0, NULL);
        }
        break;
    case VAR_COOPERATIVE:
        for (int i = 0; i < nk; i++)
            TBL(CommandListAppendLaunchCooperativeKernel, list, handles[i], &one_group, NULL, 0,
                NULL);
        break;
    case VAR_INDIRECT:
        for (int i = 0; i < nk; i++)
            TBL(CommandListAppendLaunchKernelIndirect, list, handles[i], group_counts, NULL, 0,
                NULL);
        break;
    case VAR_MULTI_INDIRECT:
        TBL(CommandListAppendLaunchMultipleKernelsIndirect, list, (uint32_t)nk, handles, count_buf,
            group_counts, NULL, 0, NULL);
        break;
    case VAR_WITH_PARAMETERS:
#ifdef ZW_MODERN
        for (int i = 0; i < nk; i++)
            zcheck("zeCommandListAppendLaunchKernelWithParameters",
                   modern.CommandListAppendLaunchKernelWithParameters(list, handles[i], &one_group,
                                                                      NULL, NULL, 0, NULL));
#endif
        break;
    case VAR_WITH_ARGUMENTS:
#ifdef ZW_MODERN
        for (int i = 0; i < nk; i++)
            append_with_arguments(list, handles[i]);
#endif
        break;
    }
}

/* Per --launch: the kernel handles and the multi-indirect count buffer. */
static ze_kernel_handle_t batch_handles[MAX_LAUNCHES][MAX_GROUP];
static uint32_t *batch_counts; /* shared memory, one per --launch */

typedef ze_kernel_handle_t batch_handles_t[MAX_LAUNCHES][MAX_GROUP];

/* The launches of --launch number s go to list s % n. */
static void append_batch(struct list *list, batch_handles_t *handles) {
    for (int s = 0; s < opt.nlaunches; s++) {
        struct launch_spec *l = &opt.launches[s];
        for (long c = 0; c < l->count; c++)
            append(list, list->lists[s % list->n], l->variant, l->nkernels, (*handles)[s],
                   &batch_counts[s]);
    }
}

static void reset_lists(struct list *l) {
    for (int i = 0; i < l->n; i++)
        TBL(CommandListReset, l->lists[i]);
}

/* One batch on a fresh list with the kernels in `handles`. */
static void *run_batch(void *handles) {
    struct list l;
    list_open(&l);
    append_batch(&l, handles);
    if (opt.reset == RESET_DISCARD) {
        reset_lists(&l);
        append_batch(&l, handles);
    }
    list_run(&l);
    if (opt.reset == RESET_RERECORD) {
        reset_lists(&l);
        append_batch(&l, handles);
        list_run(&l);
    }
    list_close(&l);
    return NULL;
}

/* --thread-modules: kernel_recs of every --launch, resolved by the main thread. */
static struct kernel_rec *batch_recs[MAX_LAUNCHES][MAX_GROUP];
static pthread_barrier_t thread_start;

/* --thread-modules: one thread's own modules and kernels, its batch, then destroy them. */
static void *own_modules_batch(void *unused) {
    (void)unused;
    pthread_barrier_wait(&thread_start);
    ze_module_handle_t mods[MAX_MODULES];
    for (int m = 0; m < opt.nmodules; m++) {
        create_module_into(m, &mods[m]);
        count_up(&modules_created);
    }
    ze_kernel_handle_t created[MAX_KERNELS];
    memset(created, 0, sizeof created);
    batch_handles_t *handles = calloc(1, sizeof *handles);
    for (int s = 0; s < opt.nlaunches; s++)
        for (int i = 0; i < opt.launches[s].nkernels; i++) {
            int k = (int)(batch_recs[s][i] - kernels);
            if (!created[k])
                created[k] = create_kernel_in(mods, batch_recs[s][i]);
            (*handles)[s][i] = created[k];
        }
    run_batch(handles);
    free(handles);
    if (!opt.leak) {
        for (int k = 0; k < nkernels; k++)
            if (created[k])
                TBL(KernelDestroy, created[k]);
        for (int m = 0; m < opt.nmodules; m++)
            TBL(ModuleDestroy, mods[m]);
    }
    return NULL;
}

static void batch(void) {
#ifdef ZW_MODERN
    if (opt.mutate)
        mutate_kernel = live_kernel(&opt.mutate_ref);
#endif
    for (int s = 0; s < opt.nlaunches; s++) {
        struct launch_spec *l = &opt.launches[s];
        for (int i = 0; i < l->nkernels && !opt.thread_modules; i++)
            batch_handles[s][i] = live_kernel(&l->kernels[i]);
        batch_counts[s] = (uint32_t)l->nkernels;
    }
    if (opt.thread_modules) {
        for (int s = 0; s < opt.nlaunches; s++)
            for (int i = 0; i < opt.launches[s].nkernels; i++)
                batch_recs[s][i] = kernel_record(&opt.launches[s].kernels[i]);
        pthread_barrier_init(&thread_start, NULL, (unsigned)opt.threads);
        pthread_t tids[MAX_THREADS];
        for (int t = 0; t < opt.threads; t++)
            if (pthread_create(&tids[t], NULL, own_modules_batch, NULL)) {
                fprintf(stderr, "ze_workload: pthread_create failed\n");
                exit(2);
            }
        for (int t = 0; t < opt.threads; t++)
            pthread_join(tids[t], NULL);
        pthread_barrier_destroy(&thread_start);
    } else if (opt.threads == 1) {
        run_batch(&batch_handles);
    } else {
        pthread_t tids[MAX_THREADS];
        for (int t = 0; t < opt.threads; t++)
            if (pthread_create(&tids[t], NULL, run_batch, &batch_handles)) {
                fprintf(stderr, "ze_workload: pthread_create failed\n");
                exit(2);
            }
        for (int t = 0; t < opt.threads; t++)
            pthread_join(tids[t], NULL);
    }

    /* What that caused. */
    long execs = opt.immediate ? 1 : opt.execute;
    long rounds = opt.reset == RESET_RERECORD ? 2 : 1;
    long appended_rounds = opt.reset == RESET_NONE ? 1 : 2;
    for (int s = 0; s < opt.nlaunches; s++) {
        struct launch_spec *l = &opt.launches[s];
        long calls = l->variant == VAR_MULTI_INDIRECT ? l->count : l->count * l->nkernels;
        total_appends += calls * appended_rounds * opt.threads;
        for (int i = 0; i < l->nkernels; i++) {
            long d = l->count * execs * rounds * opt.threads;
            kernel_record(&l->kernels[i])->dispatches += d;
            total_dispatches += d;
        }
    }
    /* --mutate: the first command ran the other kernel at each execution. */
    for (int s = 0; s < opt.nlaunches && opt.mutate; s++)
        if (opt.launches[s].count > 0) {
            kernel_record(&opt.launches[s].kernels[0])->dispatches -= execs;
            kernel_record(&opt.mutate_ref)->dispatches += execs;
            break;
        }
}

static void reuse(void) {
    struct list l;
    list_open(&l);
    ze_kernel_handle_t first = NULL;
    for (int n = 0; n < 2; n++) {
        struct kernel_rec *k = kernel_record(&opt.reuse_ref[n]);
        ze_kernel_handle_t h = create_kernel(k);
        if (n == 0) {
            first = h;
        } else {
            fprintf(stderr, "reuse: %s\n",
                    h == first ? "kernel handle reused" : "new kernel handle");
            if (!opt.immediate)
                reset_lists(&l);
        }
        for (long c = 0; c < opt.reuse_count[n]; c++)
            append(&l, l.lists[0], VAR_PLAIN, 1, &h, NULL);
        list_run(&l);
        TBL(KernelDestroy, h);
        long d = opt.reuse_count[n] * (opt.immediate ? 1 : opt.execute);
        k->dispatches += d;
        total_dispatches += d;
        total_appends += opt.reuse_count[n];
    }
    list_close(&l);
}

static void spawn_children(int argc, char **argv) {
    char **child_argv = calloc((size_t)argc + 1, sizeof *child_argv);
    int n = 0;
    for (int i = 0; i < argc; i++) {
        if (!strcmp(argv[i], "--spawn")) {
            i++;
            continue;
        }
        child_argv[n++] = argv[i];
    }
    child_argv[n] = NULL;
    for (long c = 0; c < opt.spawn; c++) {
        fflush(stdout);
        fflush(stderr);
        pid_t pid = fork();
        if (pid < 0) {
            perror("ze_workload: fork");
            exit(2);
        }
        if (pid == 0) {
            execv("/proc/self/exe", child_argv);
            perror("ze_workload: execv /proc/self/exe");
            _exit(127);
        }
        int status;
        if (waitpid(pid, &status, 0) != pid) {
            perror("ze_workload: waitpid");
            exit(2);
        }
        if (!WIFEXITED(status) || WEXITSTATUS(status) != opt.exit_code) {
            fprintf(stderr, "ze_workload: child %ld failed (status 0x%x)\n", c, status);
            exit(2);
        }
    }
    free(child_argv);
}

/* The --repeat rounds: modules, kernels, batch, destroy; --sleep-ms after each. */
static void rounds(void) {
    ze_module_handle_t previous[MAX_MODULES];
    for (long r = 0; r < opt.repeat; r++) {
        int reused = 0;
        for (int m = 0; m < opt.nmodules; m++) {
            create_module(m);
            modules_created++;
            reused += r > 0 && modules[m] == previous[m];
            previous[m] = modules[m];
        }
        if (r > 0)
            fprintf(stderr, "repeat: %d of %d module handles reused\n", reused, opt.nmodules);
        memset(live, 0, sizeof live);
        batch();
        if (opt.reuse)
            reuse();
        if (!opt.leak) {
            for (int i = 0; i < nkernels; i++)
                if (live[i])
                    TBL(KernelDestroy, live[i]);
            for (int m = 0; m < opt.nmodules; m++)
                TBL(ModuleDestroy, modules[m]);
        }
        if (opt.sleep_ms)
            sleep_ms(opt.sleep_ms);
    }
}

static void print_summary(void) {
    for (int i = 0; i < nkernels; i++)
        printf("kernel %d:%s dispatches=%ld\n", kernels[i].module, kernels[i].name,
               kernels[i].dispatches);
    printf("ok: %ld modules, %ld kernels, %ld appends, %ld dispatches\n", modules_created,
           kernels_created, total_appends, total_dispatches);
    fflush(stdout);
}

/* --fork: see the header. Returns in the parent once the child exited as it should; the
 * child never returns. */
static void endless(int argc, char **argv);

static void fork_child(int argc, char **argv) {
    fflush(stdout);
    fflush(stderr);
    pid_t pid = fork();
    if (pid < 0) {
        perror("ze_workload: fork");
        exit(2);
    }
    if (pid == 0) {
        /* The child counts only its own work. */
        for (int i = 0; i < nkernels; i++)
            kernels[i].dispatches = 0;
        modules_created = kernels_created = total_appends = total_dispatches = 0;
        if (opt.endless_ms)
            endless(argc, argv);
        rounds();
        print_summary();
        exit(opt.exit_code);
    }
    rounds();
    int status;
    if (waitpid(pid, &status, 0) != pid) {
        perror("ze_workload: waitpid");
        exit(2);
    }
    if (!WIFEXITED(status) || WEXITSTATUS(status) != opt.exit_code) {
        fprintf(stderr, "ze_workload: forked child failed (status 0x%x)\n", status);
        exit(2);
    }
}

static void crash(void) {
    sleep_ms(600);
    switch (opt.crash) {
    case CRASH_ABORT:
        abort();
    case CRASH_SEGV: {
        volatile uintptr_t null_address = 0;
        *(volatile int *)null_address = 1;
        break;
    }
    case CRASH_EXIT:
        _exit(opt.exit_code);
    case CRASH_NONE:
        break;
    }
    fprintf(stderr, "ze_workload: --crash %d did not end the process\n", (int)opt.crash);
    exit(2);
}

/* --exec-after: this program again, without --endless and --exec-after. */
static void exec_without_endless(int argc, char **argv) {
    char **next_argv = calloc((size_t)argc + 1, sizeof *next_argv);
    int n = 0;
    for (int i = 0; i < argc; i++) {
        if (!strcmp(argv[i], "--endless") || !strcmp(argv[i], "--exec-after")) {
            i++;
            continue;
        }
        next_argv[n++] = argv[i];
    }
    fflush(stdout);
    fflush(stderr);
    execv("/proc/self/exe", next_argv);
    perror("ze_workload: execv /proc/self/exe");
    exit(2);
}

/* --endless: see the header. Never returns. */
static void endless(int argc, char **argv) {
    if (opt.nlaunches == 0)
        die_usage("--endless needs a --launch");
    for (int m = 0; m < opt.nmodules; m++)
        create_module(m);
    struct kernel_rec *k = kernel_record(&opt.launches[0].kernels[0]);
    ze_kernel_handle_t h = create_kernel(k);
    long per_pass = opt.launches[0].count;
    struct list l;
    list_open(&l);
    if (!opt.immediate) {
        for (long c = 0; c < per_pass; c++)
            append(&l, l.lists[0], VAR_PLAIN, 1, &h, NULL);
        TBL(CommandListClose, l.lists[0]);
    }
    fprintf(stderr, "endless: pid %d\n", (int)getpid());
    for (long pass = 1;; pass++) {
        if (opt.immediate) {
            for (long c = 0; c < per_pass; c++)
                append(&l, l.lists[0], VAR_PLAIN, 1, &h, NULL);
        } else {
            TBL(CommandQueueExecuteCommandLists, l.queue, 1, l.lists, NULL);
            TBL(CommandQueueSynchronize, l.queue, UINT64_MAX);
        }
        printf("endless: %s dispatches=%ld\n", k->name, pass * per_pass);
        fflush(stdout);
        if (pass == opt.exec_after)
            exec_without_endless(argc, argv);
        sleep_ms(opt.endless_ms);
    }
}

int main(int argc, char **argv) {
    parse_args(argc, argv);
    if (opt.spawn)
        spawn_children(argc, argv);
    init_level_zero();
    ze_device_mem_alloc_desc_t dd = {ZE_STRUCTURE_TYPE_DEVICE_MEM_ALLOC_DESC, NULL, 0, 0};
    ze_host_mem_alloc_desc_t hd = {ZE_STRUCTURE_TYPE_HOST_MEM_ALLOC_DESC, NULL, 0};
    CORE(MemAllocShared, context, &dd, &hd, sizeof(uint32_t) * MAX_LAUNCHES, 64, device,
         (void **)&batch_counts);

    if (opt.endless_ms && !opt.fork)
        endless(argc, argv);
    rounds();
    if (opt.fork)
        fork_child(argc, argv);
    if (!opt.leak) {
        CORE(MemFree, context, batch_counts);
        destroy_level_zero();
    }

    print_summary();
    if (opt.crash != CRASH_NONE)
        crash();
    return opt.exit_code;
}
