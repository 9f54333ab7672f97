/* The injection plan libaotspy's aotspy_inject_prepare() fills, laid out as proto/src/inject.rs's
 * repr(C) `Plan` and `Patch`, and writing it into this process's own code: what `aotspy attach`
 * does from outside through ptrace, done in-process by the test and benchmark programs that
 * inject libaotspy into themselves (inject_self.c, bench_launch.c). They call it while no other
 * thread runs the patched functions. */
#ifndef AOTSPY_INJECT_PLAN_H
#define AOTSPY_INJECT_PLAN_H

#include <errno.h>
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/mman.h>
#include <unistd.h>

#define PLAN_MAGIC 0x4c50595053544f41ull /* "AOTSPYPL" little-endian */
#define PLAN_VERSION 1
#define PLAN_STATE_READY 1
#define MAX_PATCHES 64
#define MAX_PATCH_BYTES 16

struct inject_patch {
    uint64_t address;
    uint32_t length;
    uint32_t reserved;
    uint8_t original[MAX_PATCH_BYTES];
    uint8_t replacement[MAX_PATCH_BYTES];
    char name[64];
};
struct inject_plan {
    uint64_t magic;
    uint32_t version;
    uint32_t state;
    uint32_t patch_count;
    uint32_t reserved;
    char message[512];
    struct inject_patch patches[MAX_PATCHES];
};
/* aotspy_proto::inject::Plan::BYTES */
_Static_assert(sizeof(struct inject_plan) == 7704, "the plan's layout is proto/src/inject.rs's");

/* Writes every patch's replacement over its original bytes, which must be there; `who` names
 * the program in messages. Exits 2 on any failure. */
static void inject_plan_write(const struct inject_plan *plan, const char *who) {
    long page = sysconf(_SC_PAGESIZE);
    for (uint32_t i = 0; i < plan->patch_count && i < MAX_PATCHES; i++) {
        const struct inject_patch *p = &plan->patches[i];
        if (p->length == 0 || p->length > MAX_PATCH_BYTES ||
            memcmp((void *)(uintptr_t)p->address, p->original, p->length)) {
            fprintf(stderr, "%s: patch %u (%s) does not match the code at 0x%llx\n", who, i,
                    p->name, (unsigned long long)p->address);
            exit(2);
        }
        uintptr_t start = (uintptr_t)p->address & ~(uintptr_t)(page - 1);
        size_t span = (size_t)((uintptr_t)p->address + p->length - start);
        if (mprotect((void *)start, span, PROT_READ | PROT_WRITE | PROT_EXEC)) {
            fprintf(stderr, "%s: mprotect: %s\n", who, strerror(errno));
            exit(2);
        }
        memcpy((void *)(uintptr_t)p->address, p->replacement, p->length);
        if (mprotect((void *)start, span, PROT_READ | PROT_EXEC)) {
            fprintf(stderr, "%s: mprotect: %s\n", who, strerror(errno));
            exit(2);
        }
    }
}

#endif
