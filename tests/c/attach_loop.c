/*
 * attach_loop.c - a long-running Level Zero job for `aotspy attach` without
 * the preload (tests/tests/attach_inject.rs).
 *
 *   cc attach_loop.c -o attach_loop -lze_loader -lpthread
 *
 *   attach_loop --zebin FILE --spirv FILE [--fread-zebin] [--threads T] [--nap-us U]
 *
 *   --zebin FILE   tests/kernels/vector_ops.cl compiled to a pvc zebin (AOT):
 *                  kernels "scale" and "_ZTSZ4mainE10vector_add"
 *   --spirv FILE   tests/kernels/extra_ops.cl compiled to SPIR-V (JIT):
 *                  kernels "fill" and "saxpy"
 *   --fread-zebin  read the zebin with fread into a malloc'd buffer, freed once the
 *                  module is created (what every Level Zero sample does), instead of
 *                  keeping it mapped: then no mapped file holds its kernels
 *   --threads T    worker threads (default 16, at most 64)
 *   --nap-us U     each worker sleeps U microseconds (nanosleep) after each
 *                  iteration (default 0): NEO 26 runs an iteration in a few
 *                  microseconds device-less, and 16 threads that never sleep
 *                  take every core of a shared machine
 *
 * Everything is created once at start-up by the main thread: the context, the
 * two modules, the four kernels (shared by all workers), and per worker a
 * command queue and its lists. Then the workers launch in a loop. Worker t
 * does, per iteration, by t % 3:
 *   0  "replayed": executes a regular list recorded once at start-up
 *      (scale x2, vector_add x1) on its queue and synchronizes
 *   1  "rerecorded": resets its regular list, appends fill, saxpy, scale,
 *      closes, executes and synchronizes
 *   2  "immediate": appends vector_add, fill, saxpy to an immediate list,
 *      then a barrier signalling an event, and waits on the event
 * Each worker counts per kernel what it dispatched, the way the driver
 * dispatches it: a launch on a regular list counts each time the list is
 * executed. Counters are bumped after the iteration's calls succeeded.
 *
 * The "replayed" lists' launches were appended before any attach, and no
 * Level Zero API tells what a closed list holds: an attach cannot count them.
 * So every line also says how often those lists ran (replayed_runs=<n>; each
 * run dispatched scale twice and vector_add once), for the test to take out.
 *
 * The main thread waits in poll() on a self-pipe that the signal handlers
 * write to (a thread blocked in a plain syscall), and once a second prints
 *   COUNTS <name>=<n> <name>=<n> <name>=<n> <name>=<n> replayed_runs=<r>
 * Signals (only the main thread takes them; workers block them):
 *   SIGUSR1  pause: every worker finishes its iteration and parks on a
 *            condition variable; once all are parked, prints
 *            PAUSED <name>=<n> ... replayed_runs=<r>
 *            (the totals, exact: nothing runs until SIGUSR2). Already paused:
 *            prints PAUSED again.
 *   SIGUSR2  resume: wakes the workers, prints RESUMED
 *   SIGTERM  stop: workers finish their iteration, are joined, everything is
 *            destroyed, prints FINAL <name>=<n> ... replayed_runs=<r> and
 *            exits 0
 * Names are in the order scale, _ZTSZ4mainE10vector_add, fill, saxpy. stdout is
 * line-buffered, so every line is there as soon as it is printed.
 *
 * stderr: "attach_loop: pid <pid>, <T> threads" once everything is created
 * and the workers run. Every ze* result is checked: on failure
 * "attach_loop: <call> failed: 0x<code>" on stderr and exit 2; usage errors
 * exit 64; workers that do not park within 10 s of SIGUSR1 (a hang): a
 * message and exit 3.
 *
 * Run it device-less with the NEO keys of EMULATE_ENV (tests/src/lib.rs).
 */
#define _GNU_SOURCE
#include <level_zero/ze_api.h>

#include <errno.h>
#include <fcntl.h>
#include <poll.h>
#include <pthread.h>
#include <signal.h>
#include <stdint.h>
#include <stdio.h>
#include <sys/mman.h>
#include <sys/stat.h>
#include <stdlib.h>
#include <string.h>
#include <time.h>
#include <unistd.h>

#define MAX_WORKERS 64
#define BUF_BYTES (64 * 1024)

enum { K_SCALE, K_VECTOR_ADD, K_FILL, K_SAXPY, NKERNELS };
static const char *const kernel_names[NKERNELS] = {"scale", "_ZTSZ4mainE10vector_add", "fill",
                                                    "saxpy"};
/* Which module holds each kernel: 0 = the zebin, 1 = the SPIR-V. */
static const int kernel_module[NKERNELS] = {0, 0, 1, 1};

enum mode { REPLAYED, RERECORDED, IMMEDIATE, NMODES };

static ze_result_t zcheck(const char *call, ze_result_t r) {
    if (r != ZE_RESULT_SUCCESS) {
        fprintf(stderr, "attach_loop: %s failed: 0x%x\n", call, (unsigned)r);
        exit(2);
    }
    return r;
}
#define ZE(call, ...) zcheck(#call, call(__VA_ARGS__))

static ze_context_handle_t context;
static ze_device_handle_t device;
static ze_kernel_handle_t kernels[NKERNELS];
static void *buffer;

struct worker {
    pthread_t thread;
    enum mode mode;
    ze_command_queue_handle_t queue;
    ze_command_list_handle_t list;
    ze_event_pool_handle_t pool;
    ze_event_handle_t event;
    /* Read by the main thread while the worker runs (the per-second line): atomics. */
    uint64_t dispatched[NKERNELS];
    /* Executions of the list recorded at start-up (REPLAYED workers). */
    uint64_t replayed_runs;
};
static struct worker workers[MAX_WORKERS];
static int nworkers = 16;
static long nap_us;
static int fread_zebin;

/* Pause protocol: `paused` is read without the lock at each iteration's start (cheap);
 * parking, waking and counting parked workers happen under `lock`. */
static pthread_mutex_t lock = PTHREAD_MUTEX_INITIALIZER;
static pthread_cond_t resume_cond = PTHREAD_COND_INITIALIZER;
static pthread_cond_t parked_cond = PTHREAD_COND_INITIALIZER;
static int paused, stopping, parked;

static const ze_group_count_t one_group = {1, 1, 1};

static void append(ze_command_list_handle_t list, int k) {
    ZE(zeCommandListAppendLaunchKernel, list, kernels[k], &one_group, NULL, 0, NULL);
}

static void count(struct worker *w, int k, uint64_t n) {
    __atomic_fetch_add(&w->dispatched[k], n, __ATOMIC_RELAXED);
}

/* The regular list a REPLAYED worker executes every iteration, recorded once. */
static const int replayed_list[] = {K_SCALE, K_SCALE, K_VECTOR_ADD};
static const int rerecorded_list[] = {K_FILL, K_SAXPY, K_SCALE};
static const int immediate_launches[] = {K_VECTOR_ADD, K_FILL, K_SAXPY};
#define LEN(a) ((int)(sizeof(a) / sizeof((a)[0])))

static void iteration(struct worker *w) {
    switch (w->mode) {
    case REPLAYED:
        ZE(zeCommandQueueExecuteCommandLists, w->queue, 1, &w->list, NULL);
        ZE(zeCommandQueueSynchronize, w->queue, UINT64_MAX);
        for (int i = 0; i < LEN(replayed_list); i++)
            count(w, replayed_list[i], 1);
        __atomic_fetch_add(&w->replayed_runs, 1, __ATOMIC_RELAXED);
        break;
    case RERECORDED:
        ZE(zeCommandListReset, w->list);
        for (int i = 0; i < LEN(rerecorded_list); i++)
            append(w->list, rerecorded_list[i]);
        ZE(zeCommandListClose, w->list);
        ZE(zeCommandQueueExecuteCommandLists, w->queue, 1, &w->list, NULL);
        ZE(zeCommandQueueSynchronize, w->queue, UINT64_MAX);
        for (int i = 0; i < LEN(rerecorded_list); i++)
            count(w, rerecorded_list[i], 1);
        break;
    case IMMEDIATE:
        for (int i = 0; i < LEN(immediate_launches); i++)
            append(w->list, immediate_launches[i]);
        ZE(zeCommandListAppendBarrier, w->list, w->event, 0, NULL);
        ZE(zeEventHostSynchronize, w->event, UINT64_MAX);
        ZE(zeEventHostReset, w->event);
        for (int i = 0; i < LEN(immediate_launches); i++)
            count(w, immediate_launches[i], 1);
        break;
    case NMODES:
        break;
    }
}

static void *work(void *arg) {
    struct worker *w = arg;
    for (;;) {
        if (__atomic_load_n(&paused, __ATOMIC_ACQUIRE) || __atomic_load_n(&stopping, __ATOMIC_ACQUIRE)) {
            pthread_mutex_lock(&lock);
            while (paused && !stopping) {
                parked++;
                pthread_cond_broadcast(&parked_cond);
                pthread_cond_wait(&resume_cond, &lock);
                parked--;
            }
            int stop = stopping;
            pthread_mutex_unlock(&lock);
            if (stop)
                return NULL;
        }
        iteration(w);
        if (nap_us) {
            struct timespec nap = {nap_us / 1000000, (nap_us % 1000000) * 1000};
            nanosleep(&nap, NULL);
        }
    }
}

/* Signals reach the main thread through this pipe: it sleeps in poll() on its read end. */
static int signal_pipe[2];

static void on_signal(int sig) {
    int saved = errno;
    unsigned char b = (unsigned char)sig;
    ssize_t unused = write(signal_pipe[1], &b, 1);
    (void)unused;
    errno = saved;
}

static void print_counts(const char *label) {
    uint64_t totals[NKERNELS] = {0}, replayed_runs = 0;
    for (int t = 0; t < nworkers; t++) {
        for (int k = 0; k < NKERNELS; k++)
            totals[k] += __atomic_load_n(&workers[t].dispatched[k], __ATOMIC_RELAXED);
        replayed_runs += __atomic_load_n(&workers[t].replayed_runs, __ATOMIC_RELAXED);
    }
    printf("%s", label);
    for (int k = 0; k < NKERNELS; k++)
        printf(" %s=%llu", kernel_names[k], (unsigned long long)totals[k]);
    printf(" replayed_runs=%llu\n", (unsigned long long)replayed_runs);
    fflush(stdout);
}

static void pause_workers(void) {
    struct timespec deadline;
    clock_gettime(CLOCK_REALTIME, &deadline);
    deadline.tv_sec += 10;
    pthread_mutex_lock(&lock);
    __atomic_store_n(&paused, 1, __ATOMIC_RELEASE);
    while (parked < nworkers) {
        if (pthread_cond_timedwait(&parked_cond, &lock, &deadline) == ETIMEDOUT) {
            fprintf(stderr, "attach_loop: only %d of %d workers parked within 10 s of SIGUSR1\n",
                    parked, nworkers);
            exit(3);
        }
    }
    pthread_mutex_unlock(&lock);
    print_counts("PAUSED");
}

static void resume_workers(void) {
    pthread_mutex_lock(&lock);
    __atomic_store_n(&paused, 0, __ATOMIC_RELEASE);
    pthread_cond_broadcast(&resume_cond);
    pthread_mutex_unlock(&lock);
    printf("RESUMED\n");
    fflush(stdout);
}

static void *read_file(const char *path, size_t *size) {
    FILE *f = fopen(path, "rb");
    if (!f) {
        perror(path);
        exit(2);
    }
    fseek(f, 0, SEEK_END);
    long n = ftell(f);
    fseek(f, 0, SEEK_SET);
    void *data = malloc((size_t)n);
    if (n <= 0 || !data || fread(data, 1, (size_t)n, f) != (size_t)n) {
        fprintf(stderr, "attach_loop: cannot read %s\n", path);
        exit(2);
    }
    fclose(f);
    *size = (size_t)n;
    return data;
}

/* The AOT zebin stays mapped, as a library's embedded device images are: where `aotspy attach`
 * finds kernels created before it by name when the driver gives nothing but the name. */
static void *map_file(const char *path, size_t *size) {
    int fd = open(path, O_RDONLY);
    struct stat st;
    if (fd < 0 || fstat(fd, &st) != 0 || st.st_size <= 0) {
        perror(path);
        exit(2);
    }
    void *data = mmap(NULL, (size_t)st.st_size, PROT_READ, MAP_PRIVATE, fd, 0);
    if (data == MAP_FAILED) {
        perror(path);
        exit(2);
    }
    close(fd);
    *size = (size_t)st.st_size;
    return data;
}

static ze_module_handle_t create_module(const char *path, ze_module_format_t format) {
    size_t size;
    int mapped = format == ZE_MODULE_FORMAT_NATIVE && !fread_zebin;
    void *data = mapped ? map_file(path, &size) : read_file(path, &size);
    ze_module_desc_t desc;
    memset(&desc, 0, sizeof desc);
    desc.stype = ZE_STRUCTURE_TYPE_MODULE_DESC;
    desc.format = format;
    desc.inputSize = size;
    desc.pInputModule = data;
    ze_module_handle_t module;
    ze_module_build_log_handle_t log = NULL;
    ze_result_t r = zeModuleCreate(context, device, &desc, &module, &log);
    if (r != ZE_RESULT_SUCCESS) {
        size_t n = 0;
        zeModuleBuildLogGetString(log, &n, NULL);
        char *text = calloc(1, n + 1);
        zeModuleBuildLogGetString(log, &n, text);
        fprintf(stderr, "attach_loop: zeModuleCreate(%s) failed: 0x%x\n%s\n", path, (unsigned)r,
                text);
        exit(2);
    }
    if (log)
        ZE(zeModuleBuildLogDestroy, log);
    if (!mapped)
        free(data);
    return module;
}

static ze_kernel_handle_t create_kernel(ze_module_handle_t module, const char *name) {
    ze_kernel_desc_t desc = {ZE_STRUCTURE_TYPE_KERNEL_DESC, NULL, 0, name};
    ze_kernel_handle_t kernel;
    ZE(zeKernelCreate, module, &desc, &kernel);
    ze_kernel_properties_t props;
    memset(&props, 0, sizeof props);
    props.stype = ZE_STRUCTURE_TYPE_KERNEL_PROPERTIES;
    ZE(zeKernelGetProperties, kernel, &props);
    for (uint32_t i = 0; i < props.numKernelArgs; i++)
        ZE(zeKernelSetArgumentValue, kernel, i, sizeof buffer, &buffer);
    uint32_t x = 1, y = 1, z = 1;
    ZE(zeKernelSuggestGroupSize, kernel, 16, 1, 1, &x, &y, &z);
    ZE(zeKernelSetGroupSize, kernel, x, y, z);
    return kernel;
}

static void create_lists(struct worker *w) {
    ze_command_queue_desc_t qdesc;
    memset(&qdesc, 0, sizeof qdesc);
    qdesc.stype = ZE_STRUCTURE_TYPE_COMMAND_QUEUE_DESC;
    qdesc.ordinal = 0;
    qdesc.mode = ZE_COMMAND_QUEUE_MODE_ASYNCHRONOUS;
    qdesc.priority = ZE_COMMAND_QUEUE_PRIORITY_NORMAL;
    if (w->mode == IMMEDIATE) {
        ZE(zeCommandListCreateImmediate, context, device, &qdesc, &w->list);
        ze_event_pool_desc_t pdesc = {ZE_STRUCTURE_TYPE_EVENT_POOL_DESC, NULL,
                                      ZE_EVENT_POOL_FLAG_HOST_VISIBLE, 1};
        ZE(zeEventPoolCreate, context, &pdesc, 1, &device, &w->pool);
        ze_event_desc_t edesc = {ZE_STRUCTURE_TYPE_EVENT_DESC, NULL, 0, ZE_EVENT_SCOPE_FLAG_HOST,
                                 ZE_EVENT_SCOPE_FLAG_HOST};
        ZE(zeEventCreate, w->pool, &edesc, &w->event);
        return;
    }
    ZE(zeCommandQueueCreate, context, device, &qdesc, &w->queue);
    ze_command_list_desc_t ldesc = {ZE_STRUCTURE_TYPE_COMMAND_LIST_DESC, NULL, 0, 0};
    ZE(zeCommandListCreate, context, device, &ldesc, &w->list);
    if (w->mode == REPLAYED) {
        for (int i = 0; i < LEN(replayed_list); i++)
            append(w->list, replayed_list[i]);
        ZE(zeCommandListClose, w->list);
    }
}

static void usage(const char *msg) {
    fprintf(stderr, "attach_loop: %s\nusage: attach_loop --zebin FILE --spirv FILE [--fread-zebin] "
                    "[--threads T] [--nap-us U]\n",
            msg);
    exit(64);
}

static int64_t now_ms(void) {
    struct timespec ts;
    clock_gettime(CLOCK_MONOTONIC, &ts);
    return (int64_t)ts.tv_sec * 1000 + ts.tv_nsec / 1000000;
}

int main(int argc, char **argv) {
    const char *zebin = NULL, *spirv = NULL;
    for (int i = 1; i < argc; i++) {
        const char *v = i + 1 < argc ? argv[i + 1] : NULL;
        if (!strcmp(argv[i], "--zebin") && v) {
            zebin = argv[++i];
        } else if (!strcmp(argv[i], "--spirv") && v) {
            spirv = argv[++i];
        } else if (!strcmp(argv[i], "--fread-zebin")) {
            fread_zebin = 1;
        } else if (!strcmp(argv[i], "--nap-us") && v) {
            nap_us = atol(argv[++i]);
            if (nap_us < 0)
                usage("--nap-us must be >= 0");
        } else if (!strcmp(argv[i], "--threads") && v) {
            nworkers = atoi(argv[++i]);
            if (nworkers < 1 || nworkers > MAX_WORKERS)
                usage("--threads must be 1..64");
        } else {
            usage("bad argument");
        }
    }
    if (!zebin || !spirv)
        usage("--zebin and --spirv are required");
    setvbuf(stdout, NULL, _IOLBF, 0);

    /* Only the main thread takes the signals: block them before any thread exists (the driver
     * starts some in zeInit), unblock them here once the workers run. */
    sigset_t handled;
    sigemptyset(&handled);
    sigaddset(&handled, SIGUSR1);
    sigaddset(&handled, SIGUSR2);
    sigaddset(&handled, SIGTERM);
    pthread_sigmask(SIG_BLOCK, &handled, NULL);
    if (pipe2(signal_pipe, O_CLOEXEC | O_NONBLOCK)) {
        perror("pipe2");
        return 2;
    }
    struct sigaction sa;
    memset(&sa, 0, sizeof sa);
    sa.sa_handler = on_signal;
    sigemptyset(&sa.sa_mask);
    sa.sa_flags = SA_RESTART;
    sigaction(SIGUSR1, &sa, NULL);
    sigaction(SIGUSR2, &sa, NULL);
    sigaction(SIGTERM, &sa, NULL);

    ZE(zeInit, ZE_INIT_FLAG_GPU_ONLY);
    ze_driver_handle_t driver;
    uint32_t n = 1;
    ZE(zeDriverGet, &n, &driver);
    n = 1;
    ZE(zeDeviceGet, driver, &n, &device);
    ze_context_desc_t cdesc = {ZE_STRUCTURE_TYPE_CONTEXT_DESC, NULL, 0};
    ZE(zeContextCreate, driver, &cdesc, &context);
    ze_device_mem_alloc_desc_t dd = {ZE_STRUCTURE_TYPE_DEVICE_MEM_ALLOC_DESC, NULL, 0, 0};
    ze_host_mem_alloc_desc_t hd = {ZE_STRUCTURE_TYPE_HOST_MEM_ALLOC_DESC, NULL, 0};
    ZE(zeMemAllocShared, context, &dd, &hd, BUF_BYTES, 64, device, &buffer);
    memset(buffer, 0, BUF_BYTES);

    ze_module_handle_t modules[2] = {create_module(zebin, ZE_MODULE_FORMAT_NATIVE),
                                     create_module(spirv, ZE_MODULE_FORMAT_IL_SPIRV)};
    for (int k = 0; k < NKERNELS; k++)
        kernels[k] = create_kernel(modules[kernel_module[k]], kernel_names[k]);
    for (int t = 0; t < nworkers; t++) {
        workers[t].mode = (enum mode)(t % NMODES);
        create_lists(&workers[t]);
    }
    for (int t = 0; t < nworkers; t++)
        if (pthread_create(&workers[t].thread, NULL, work, &workers[t])) {
            fprintf(stderr, "attach_loop: pthread_create failed\n");
            return 2;
        }
    pthread_sigmask(SIG_UNBLOCK, &handled, NULL);
    fprintf(stderr, "attach_loop: pid %d, %d threads\n", (int)getpid(), nworkers);

    int64_t next_print = now_ms() + 1000;
    for (;;) {
        int64_t wait = next_print - now_ms();
        struct pollfd pfd = {signal_pipe[0], POLLIN, 0};
        int ready = wait > 0 ? poll(&pfd, 1, (int)wait) : 0;
        if (ready < 0 && errno != EINTR) {
            perror("poll");
            return 2;
        }
        unsigned char sig;
        int stop = 0;
        while (read(signal_pipe[0], &sig, 1) == 1) {
            if (sig == SIGUSR1)
                pause_workers();
            else if (sig == SIGUSR2)
                resume_workers();
            else if (sig == SIGTERM)
                stop = 1;
        }
        if (stop)
            break;
        if (now_ms() >= next_print) {
            print_counts("COUNTS");
            next_print = now_ms() + 1000;
        }
    }

    pthread_mutex_lock(&lock);
    __atomic_store_n(&stopping, 1, __ATOMIC_RELEASE);
    pthread_cond_broadcast(&resume_cond);
    pthread_mutex_unlock(&lock);
    for (int t = 0; t < nworkers; t++)
        pthread_join(workers[t].thread, NULL);
    print_counts("FINAL");

    for (int t = 0; t < nworkers; t++) {
        struct worker *w = &workers[t];
        ZE(zeCommandListDestroy, w->list);
        if (w->queue)
            ZE(zeCommandQueueDestroy, w->queue);
        if (w->event)
            ZE(zeEventDestroy, w->event);
        if (w->pool)
            ZE(zeEventPoolDestroy, w->pool);
    }
    for (int k = 0; k < NKERNELS; k++)
        ZE(zeKernelDestroy, kernels[k]);
    for (int m = 0; m < 2; m++)
        ZE(zeModuleDestroy, modules[m]);
    ZE(zeMemFree, context, buffer);
    ZE(zeContextDestroy, context);
    return 0;
}
