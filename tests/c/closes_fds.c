// A program that closes every descriptor above 2 after using Level Zero (as daemons,
// `closefrom(3)` and some spawners do), then opens files of its own, which take the numbers
// libaotspy's files and sockets had.
//
//   closes_fds ZEBIN KERNEL OUTDIR
//
// Creates a module from ZEBIN (native) and the kernel KERNEL; closes every fd above 2; opens
// OUTDIR/out-0 … OUTDIR/out-15 (O_WRONLY|O_CREAT|O_APPEND, 0600); creates KERNEL three more times
// and a second module from the same bytes (each one a description and stream frames for
// libaotspy to write), waits 500 ms (libaotspy's transport flushes every 200 ms), writes
// "closes_fds: out-N\n" into each of its files, closes them and prints "closes_fds: done".
// Each file must then hold exactly its own line.
//
// Exits 1 if a Level Zero call fails, 2 on usage or file errors.
#define _GNU_SOURCE
#include <fcntl.h>
#include <level_zero/ze_api.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <time.h>
#include <unistd.h>

#define FILES 16

static void check(ze_result_t r, const char *what) {
    if (r != ZE_RESULT_SUCCESS) {
        fprintf(stderr, "closes_fds: %s failed: 0x%x\n", what, (unsigned)r);
        exit(1);
    }
}

int main(int argc, char **argv) {
    if (argc != 4) {
        fprintf(stderr, "usage: closes_fds ZEBIN KERNEL OUTDIR\n");
        return 2;
    }
    FILE *f = fopen(argv[1], "rb");
    if (!f) {
        perror(argv[1]);
        return 2;
    }
    fseek(f, 0, SEEK_END);
    long size = ftell(f);
    fseek(f, 0, SEEK_SET);
    unsigned char *zebin = malloc((size_t)size);
    if (!zebin || fread(zebin, 1, (size_t)size, f) != (size_t)size) {
        fprintf(stderr, "closes_fds: cannot read %s\n", argv[1]);
        return 2;
    }
    fclose(f);

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
    ze_module_desc_t module_desc = {ZE_STRUCTURE_TYPE_MODULE_DESC, NULL,
                                    ZE_MODULE_FORMAT_NATIVE, (size_t)size, zebin, "", NULL};
    ze_module_handle_t module;
    check(zeModuleCreate(context, device, &module_desc, &module, NULL), "zeModuleCreate");
    ze_kernel_desc_t kernel_desc = {ZE_STRUCTURE_TYPE_KERNEL_DESC, NULL, 0, argv[2]};
    ze_kernel_handle_t kernel;
    check(zeKernelCreate(module, &kernel_desc, &kernel), "zeKernelCreate");
    check(zeKernelDestroy(kernel), "zeKernelDestroy");
    // Let libaotspy's transport write what it has (its files are in use, not only open).
    struct timespec pause = {0, 500 * 1000000L};
    nanosleep(&pause, NULL);

    for (int fd = 3; fd < 1024; fd++)
        close(fd);
    int files[FILES];
    for (int i = 0; i < FILES; i++) {
        char path[4096];
        snprintf(path, sizeof path, "%s/out-%d", argv[3], i);
        files[i] = open(path, O_WRONLY | O_CREAT | O_APPEND, 0600);
        if (files[i] < 0) {
            perror(path);
            return 2;
        }
    }

    for (int i = 0; i < 3; i++) {
        check(zeKernelCreate(module, &kernel_desc, &kernel), "zeKernelCreate");
        check(zeKernelDestroy(kernel), "zeKernelDestroy");
    }
    ze_module_handle_t second;
    check(zeModuleCreate(context, device, &module_desc, &second, NULL), "zeModuleCreate");
    check(zeKernelCreate(second, &kernel_desc, &kernel), "zeKernelCreate");
    nanosleep(&pause, NULL);

    for (int i = 0; i < FILES; i++) {
        char line[64];
        int n = snprintf(line, sizeof line, "closes_fds: out-%d\n", i);
        if (write(files[i], line, (size_t)n) != n || close(files[i]) != 0) {
            fprintf(stderr, "closes_fds: cannot write out-%d\n", i);
            return 2;
        }
    }
    printf("closes_fds: done\n");
    return 0;
}
