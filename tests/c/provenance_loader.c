/*
 * provenance_loader.c - creates Level Zero modules from device images that shared libraries
 * embed, as oneMKL and SYCL programs do, for the provenance tests.
 *
 *   provenance_loader [LIBRARY...]
 *
 * First a module from the image of the library it is linked with (`first_image`), then, after
 * the transport thread has had time to send the mapped files, one module from the image
 * (`later_image`) of each LIBRARY, dlopen'ed only then. SPIR-V images (by their magic) are
 * created as IL, anything else as native. Prints one line per module created.
 *
 * With PROVENANCE_LOADER_WAIT_FOR=FILE it first waits (up to 300 s) for FILE to exist before
 * it touches Level Zero: its libraries are mapped, and the preload has not started.
 */
#include <dlfcn.h>
#include <level_zero/ze_api.h>
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <unistd.h>

const unsigned char *first_image(size_t *size);

#define CHECK(call) do { ze_result_t r = (call); if (r != ZE_RESULT_SUCCESS) { \
    fprintf(stderr, "%s failed: %#x\n", #call, r); exit(1); } } while (0)

static const uint32_t SPIRV_MAGIC = 0x07230203;

static void create_module(ze_context_handle_t context, ze_device_handle_t device,
                          const unsigned char *image, size_t size, const char *from) {
    uint32_t magic = 0;
    memcpy(&magic, image, sizeof magic);
    ze_module_format_t format = magic == SPIRV_MAGIC ? ZE_MODULE_FORMAT_IL_SPIRV
                                                     : ZE_MODULE_FORMAT_NATIVE;
    ze_module_desc_t desc = {ZE_STRUCTURE_TYPE_MODULE_DESC, NULL, format, size, image, "", NULL};
    ze_module_handle_t module;
    CHECK(zeModuleCreate(context, device, &desc, &module, NULL));
    CHECK(zeModuleDestroy(module));
    printf("module from %s\n", from);
}

static void wait_for(const char *path) {
    for (int waited = 0; access(path, F_OK) != 0; waited++) {
        if (waited == 300 * 100) {
            fprintf(stderr, "%s did not appear\n", path);
            exit(3);
        }
        usleep(10 * 1000);
    }
}

int main(int argc, char **argv) {
    const char *wait_file = getenv("PROVENANCE_LOADER_WAIT_FOR");
    if (wait_file)
        wait_for(wait_file);
    uint32_t count = 1;
    ze_driver_handle_t driver;
    ze_device_handle_t device;
    ze_context_handle_t context;
    CHECK(zeInit(0));
    CHECK(zeDriverGet(&count, &driver));
    count = 1;
    CHECK(zeDeviceGet(driver, &count, &device));
    ze_context_desc_t context_desc = {ZE_STRUCTURE_TYPE_CONTEXT_DESC, NULL, 0};
    CHECK(zeContextCreate(driver, &context_desc, &context));

    size_t size = 0;
    const unsigned char *image = first_image(&size);
    create_module(context, device, image, size, "the linked library");
    for (int i = 1; i < argc; i++) {
        /* Long enough for the transport thread to have sent the files mapped so far: the
         * library below is then mapped after them, as a later dlopen in a real program. */
        usleep(500 * 1000);
        void *library = dlopen(argv[i], RTLD_NOW | RTLD_LOCAL);
        if (!library) {
            fprintf(stderr, "dlopen: %s\n", dlerror());
            return 1;
        }
        const unsigned char *(*later_image)(size_t *) =
            (const unsigned char *(*)(size_t *))dlsym(library, "later_image");
        if (!later_image) {
            fprintf(stderr, "dlsym later_image: %s\n", dlerror());
            return 1;
        }
        image = later_image(&size);
        create_module(context, device, image, size, argv[i]);
    }
    CHECK(zeContextDestroy(context));
    return 0;
}
