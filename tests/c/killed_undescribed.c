// A process killed before its stream described the kernel it launched, deterministically.
//
//   killed_undescribed ZEBIN KERNEL LAUNCHES
//
// Under libaotspy: initializes Level Zero (which starts libaotspy's transport thread, named
// "aotspy"), waits until that thread idles in its command queue (futex), so its stream's Hello
// and Counters frames are out, then parks the thread for good in a SIGUSR1 handler. Only then
// does it create a module from ZEBIN (native), the kernel KERNEL (one __global float* argument),
// launch it LAUNCHES times on a synchronous immediate command list, print "launched KERNEL LAUNCHES", and
// SIGKILL itself. The stream never carries the Module or Kernel event, nor any count: the
// kernel's name and count exist only in the durable counters and descriptions files.
//
// Exits 1 if a Level Zero call fails, 3 if no "aotspy" thread appears or it never idles (not
// run under libaotspy).
#define _GNU_SOURCE
#include <dirent.h>
#include <level_zero/ze_api.h>
#include <signal.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/syscall.h>
#include <time.h>
#include <unistd.h>

static void check(ze_result_t r, const char *what) {
    if (r != ZE_RESULT_SUCCESS) {
        fprintf(stderr, "killed_undescribed: %s failed: 0x%x\n", what, (unsigned)r);
        exit(1);
    }
}

static void sleep_ms(long ms) {
    struct timespec t = {ms / 1000, (ms % 1000) * 1000000L};
    nanosleep(&t, NULL);
}

/* The tid of this process's thread named `name`, or 0. */
static pid_t thread_named(const char *name) {
    DIR *tasks = opendir("/proc/self/task");
    if (!tasks)
        return 0;
    pid_t found = 0;
    struct dirent *entry;
    while (!found && (entry = readdir(tasks))) {
        if (entry->d_name[0] == '.')
            continue;
        char path[300], comm[32] = "";
        snprintf(path, sizeof path, "/proc/self/task/%s/comm", entry->d_name);
        FILE *f = fopen(path, "r");
        if (!f)
            continue;
        if (fgets(comm, sizeof comm, f)) {
            comm[strcspn(comm, "\n")] = 0;
            if (strcmp(comm, name) == 0)
                found = (pid_t)atoi(entry->d_name);
        }
        fclose(f);
    }
    closedir(tasks);
    return found;
}

/* The system call thread `tid` is blocked in (/proc/.../syscall's first field), or -1. */
static long blocked_in(pid_t tid) {
    char path[64];
    snprintf(path, sizeof path, "/proc/self/task/%d/syscall", (int)tid);
    FILE *f = fopen(path, "r");
    if (!f)
        return -1;
    long number = -1;
    if (fscanf(f, "%ld", &number) != 1)
        number = -1;
    fclose(f);
    return number;
}

static volatile sig_atomic_t parked;

/* Runs on the transport thread only (tgkill): it never returns. */
static void park(int signal) {
    (void)signal;
    parked = 1;
    for (;;)
        pause();
}

int main(int argc, char **argv) {
    if (argc != 4) {
        fprintf(stderr, "usage: killed_undescribed ZEBIN KERNEL LAUNCHES\n");
        return 2;
    }
    const char *kernel_name = argv[2];
    int launches = atoi(argv[3]);

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

    // The transport thread idles in a futex once it has sent what was queued: it writes the
    // Hello and Counters frames before it first waits. Seen idle twice, 100 ms apart.
    pid_t transport = 0;
    int idle = 0;
    for (int tries = 0; tries < 200 && idle < 2; tries++) {
        sleep_ms(100);
        if (!transport)
            transport = thread_named("aotspy");
        idle = transport && blocked_in(transport) == SYS_futex ? idle + 1 : 0;
    }
    if (idle < 2) {
        fprintf(stderr, "killed_undescribed: no idle \"aotspy\" thread (tid %d)\n",
                (int)transport);
        return 3;
    }
    struct sigaction action;
    memset(&action, 0, sizeof action);
    action.sa_handler = park;
    sigemptyset(&action.sa_mask);
    sigaction(SIGUSR1, &action, NULL);
    syscall(SYS_tgkill, getpid(), transport, SIGUSR1);
    for (int tries = 0; tries < 200 && !parked; tries++)
        sleep_ms(10);
    if (!parked) {
        fprintf(stderr, "killed_undescribed: the \"aotspy\" thread did not take SIGUSR1\n");
        return 3;
    }

    FILE *f = fopen(argv[1], "rb");
    if (!f) {
        perror(argv[1]);
        return 1;
    }
    fseek(f, 0, SEEK_END);
    long size = ftell(f);
    fseek(f, 0, SEEK_SET);
    unsigned char *zebin = malloc((size_t)size);
    if (!zebin || fread(zebin, 1, (size_t)size, f) != (size_t)size) {
        fprintf(stderr, "killed_undescribed: cannot read %s\n", argv[1]);
        return 1;
    }
    fclose(f);

    ze_module_desc_t module_desc = {ZE_STRUCTURE_TYPE_MODULE_DESC, NULL,
                                    ZE_MODULE_FORMAT_NATIVE, (size_t)size, zebin, "", NULL};
    ze_module_handle_t module;
    check(zeModuleCreate(context, device, &module_desc, &module, NULL), "zeModuleCreate");
    ze_kernel_desc_t kernel_desc = {ZE_STRUCTURE_TYPE_KERNEL_DESC, NULL, 0, kernel_name};
    ze_kernel_handle_t kernel;
    check(zeKernelCreate(module, &kernel_desc, &kernel), "zeKernelCreate");

    ze_device_mem_alloc_desc_t alloc_desc = {ZE_STRUCTURE_TYPE_DEVICE_MEM_ALLOC_DESC, NULL, 0, 0};
    void *buffer;
    check(zeMemAllocDevice(context, &alloc_desc, 4096, 64, device, &buffer), "zeMemAllocDevice");
    check(zeKernelSetArgumentValue(kernel, 0, sizeof buffer, &buffer), "zeKernelSetArgumentValue");
    check(zeKernelSetGroupSize(kernel, 16, 1, 1), "zeKernelSetGroupSize");
    ze_command_queue_desc_t queue_desc = {ZE_STRUCTURE_TYPE_COMMAND_QUEUE_DESC, NULL, 0, 0, 0,
                                          ZE_COMMAND_QUEUE_MODE_SYNCHRONOUS,
                                          ZE_COMMAND_QUEUE_PRIORITY_NORMAL};
    ze_command_list_handle_t list;
    check(zeCommandListCreateImmediate(context, device, &queue_desc, &list),
          "zeCommandListCreateImmediate");
    ze_group_count_t groups = {4, 1, 1};
    for (int i = 0; i < launches; i++)
        check(zeCommandListAppendLaunchKernel(list, kernel, &groups, NULL, 0, NULL),
              "zeCommandListAppendLaunchKernel");

    printf("launched %s %d\n", kernel_name, launches);
    fflush(stdout);
    kill(getpid(), SIGKILL);
    return 4;
}
