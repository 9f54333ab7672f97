/*
 * callsite_launch.c - one kernel launched from two functions, for the call-site tests
 * (tests/tests/callsites.rs): launch_three() appends it 3 times, then launch_seven() 7 times,
 * each from its own line (marked SITE-THREE and SITE-SEVEN), on one command list.
 *
 *   callsite_launch PATH LIST ZEBIN KERNEL
 *     PATH   link     zeCommandListAppendLaunchKernel called directly (PLT -> libze_loader)
 *            table    through zeGetCommandListProcAddrTable's pfnAppendLaunchKernel
 *            dlsym    through dlsym(dlopen("libze_loader.so.1", RTLD_LOCAL), ...)
 *     LIST   immediate | regular (closed and executed once on a queue)
 *     ZEBIN  a native module; KERNEL one of its kernels taking one __global pointer
 *
 * Prints "launched 10" and exits 0; any Level Zero error is printed and exits 1. Built
 * with gcc -g, linked with the loader and libdl.
 *
 * Built with -DCS_HELPER -shared it is instead the Level Zero helper that
 * tests/python/callsite_launch.py calls through ctypes: cs_setup(PATH, LIST, ZEBIN) once, then
 * cs_launch(KERNEL) appends one launch of KERNEL (any kernel of the module whose arguments are
 * all __global pointers) from one line (SITE-HELPER), cs_launch_on_thread(KERNEL) does the same
 * on a thread it starts (which never runs Python), and cs_finish() runs a regular list.
 */
#include <dlfcn.h>
#include <pthread.h>
#include <level_zero/ze_api.h>
#include <level_zero/ze_ddi.h>
#include <stdio.h>
#include <stdint.h>
#include <stdlib.h>
#include <string.h>

static void check(const char *what, ze_result_t r)
{
    if (r != ZE_RESULT_SUCCESS) {
        fprintf(stderr, "callsite_launch: %s failed: 0x%x\n", what, (unsigned)r);
        exit(1);
    }
}

typedef ze_result_t (*append_fn)(ze_command_list_handle_t, ze_kernel_handle_t,
                                 const ze_group_count_t *, ze_event_handle_t, uint32_t,
                                 ze_event_handle_t *);

static append_fn append_launch(const char *path)
{
    if (strcmp(path, "link") == 0) {
        return zeCommandListAppendLaunchKernel;
    }
    if (strcmp(path, "table") == 0) {
        ze_command_list_dditable_t table;
        check("zeGetCommandListProcAddrTable",
              zeGetCommandListProcAddrTable(ZE_API_VERSION_CURRENT, &table));
        return table.pfnAppendLaunchKernel;
    }
    if (strcmp(path, "dlsym") == 0) {
        void *loader = dlopen("libze_loader.so.1", RTLD_NOW | RTLD_LOCAL);
        void *f = loader ? dlsym(loader, "zeCommandListAppendLaunchKernel") : NULL;
        if (f == NULL) {
            fprintf(stderr, "callsite_launch: dlsym: %s\n", dlerror());
            exit(1);
        }
        return (append_fn)f;
    }
    fprintf(stderr, "callsite_launch: unknown path %s\n", path);
    exit(2);
}

static const ze_group_count_t one_group = {1, 1, 1};

static void *read_file(const char *name, size_t *size)
{
    FILE *f = fopen(name, "rb");
    if (f == NULL || fseek(f, 0, SEEK_END) != 0) {
        perror(name);
        exit(1);
    }
    *size = (size_t)ftell(f);
    rewind(f);
    void *bytes = malloc(*size);
    if (bytes == NULL || fread(bytes, 1, *size, f) != *size) {
        perror(name);
        exit(1);
    }
    fclose(f);
    return bytes;
}

/* One module, one buffer bound to every pointer argument, one command list. */
static ze_context_handle_t context;
static ze_device_handle_t device;
static ze_module_handle_t module;
static void *buffer;
static ze_command_list_handle_t list;
static ze_command_queue_handle_t queue;
static append_fn append;

/* Returns 0; errors exit the process. */
int cs_setup(const char *path, const char *list_kind, const char *zebin_file)
{
    check("zeInit", zeInit(0));
    uint32_t n = 1;
    ze_driver_handle_t driver;
    check("zeDriverGet", zeDriverGet(&n, &driver));
    n = 1;
    check("zeDeviceGet", zeDeviceGet(driver, &n, &device));
    ze_context_desc_t context_desc = {ZE_STRUCTURE_TYPE_CONTEXT_DESC, NULL, 0};
    check("zeContextCreate", zeContextCreate(driver, &context_desc, &context));

    size_t size;
    void *zebin = read_file(zebin_file, &size);
    ze_module_desc_t module_desc = {ZE_STRUCTURE_TYPE_MODULE_DESC, NULL, ZE_MODULE_FORMAT_NATIVE,
                                    size, zebin, "", NULL};
    check("zeModuleCreate", zeModuleCreate(context, device, &module_desc, &module, NULL));
    free(zebin);
    ze_device_mem_alloc_desc_t device_desc = {ZE_STRUCTURE_TYPE_DEVICE_MEM_ALLOC_DESC, NULL, 0, 0};
    ze_host_mem_alloc_desc_t host_desc = {ZE_STRUCTURE_TYPE_HOST_MEM_ALLOC_DESC, NULL, 0};
    check("zeMemAllocShared",
          zeMemAllocShared(context, &device_desc, &host_desc, 4096, 64, device, &buffer));
    memset(buffer, 0, 4096);

    ze_command_queue_desc_t queue_desc = {ZE_STRUCTURE_TYPE_COMMAND_QUEUE_DESC, NULL, 0, 0, 0,
                                          ZE_COMMAND_QUEUE_MODE_SYNCHRONOUS,
                                          ZE_COMMAND_QUEUE_PRIORITY_NORMAL};
    if (strcmp(list_kind, "immediate") == 0) {
        check("zeCommandListCreateImmediate",
              zeCommandListCreateImmediate(context, device, &queue_desc, &list));
    } else {
        ze_command_list_desc_t list_desc = {ZE_STRUCTURE_TYPE_COMMAND_LIST_DESC, NULL, 0, 0};
        check("zeCommandListCreate", zeCommandListCreate(context, device, &list_desc, &list));
        check("zeCommandQueueCreate", zeCommandQueueCreate(context, device, &queue_desc, &queue));
    }
    append = append_launch(path);
    return 0;
}

/* KERNEL of the module, created at its first use, every argument bound to the buffer. */
static ze_kernel_handle_t kernel_named(const char *name)
{
    static struct {
        char name[128];
        ze_kernel_handle_t kernel;
    } kernels[8];
    for (int i = 0; i < 8; i++) {
        if (kernels[i].kernel != NULL && strcmp(kernels[i].name, name) == 0) {
            return kernels[i].kernel;
        }
        if (kernels[i].kernel == NULL) {
            ze_kernel_desc_t kernel_desc = {ZE_STRUCTURE_TYPE_KERNEL_DESC, NULL, 0, name};
            check("zeKernelCreate", zeKernelCreate(module, &kernel_desc, &kernels[i].kernel));
            ze_kernel_properties_t props;
            memset(&props, 0, sizeof(props));
            props.stype = ZE_STRUCTURE_TYPE_KERNEL_PROPERTIES;
            check("zeKernelGetProperties", zeKernelGetProperties(kernels[i].kernel, &props));
            for (uint32_t a = 0; a < props.numKernelArgs; a++) {
                check("zeKernelSetArgumentValue",
                      zeKernelSetArgumentValue(kernels[i].kernel, a, sizeof(buffer), &buffer));
            }
            check("zeKernelSetGroupSize", zeKernelSetGroupSize(kernels[i].kernel, 16, 1, 1));
            snprintf(kernels[i].name, sizeof(kernels[i].name), "%s", name);
            return kernels[i].kernel;
        }
    }
    fprintf(stderr, "callsite_launch: more than 8 kernels\n");
    exit(1);
}

__attribute__((noinline)) void cs_launch(const char *kernel)
{
    ze_kernel_handle_t k = kernel_named(kernel);
    check("append", append(list, k, &one_group, NULL, 0, NULL)); /* SITE-HELPER */
}

static void *launch_thread(void *kernel)
{
    cs_launch(kernel);
    return NULL;
}

int cs_launch_on_thread(const char *kernel)
{
    pthread_t thread;
    if (pthread_create(&thread, NULL, launch_thread, (void *)kernel) != 0)
        return 1;
    return pthread_join(thread, NULL);
}

/* Runs a regular list's launches; an immediate list's have run already (synchronous mode). */
int cs_finish(void)
{
    if (queue != NULL) {
        check("zeCommandListClose", zeCommandListClose(list));
        check("zeCommandQueueExecuteCommandLists",
              zeCommandQueueExecuteCommandLists(queue, 1, &list, NULL));
        check("zeCommandQueueSynchronize", zeCommandQueueSynchronize(queue, UINT64_MAX));
    }
    return 0;
}

#ifndef CS_HELPER
__attribute__((noinline)) static void launch_three(append_fn append, ze_command_list_handle_t list,
                                                   ze_kernel_handle_t kernel)
{
    for (int i = 0; i < 3; i++) {
        check("append", append(list, kernel, &one_group, NULL, 0, NULL)); /* SITE-THREE */
    }
}

__attribute__((noinline)) static void launch_seven(append_fn append, ze_command_list_handle_t list,
                                                   ze_kernel_handle_t kernel)
{
    for (int i = 0; i < 7; i++) {
        check("append", append(list, kernel, &one_group, NULL, 0, NULL)); /* SITE-SEVEN */
    }
}

int main(int argc, char **argv)
{
    if (argc != 5) {
        fprintf(stderr, "usage: callsite_launch link|table|dlsym immediate|regular ZEBIN KERNEL\n");
        return 2;
    }
    cs_setup(argv[1], argv[2], argv[3]);
    ze_kernel_handle_t kernel = kernel_named(argv[4]);
    launch_three(append, list, kernel);
    launch_seven(append, list, kernel);
    cs_finish();
    printf("launched 10\n");
    return 0;
}
#endif
