// A workload that cuts a file of its own under aotspy (issue 37, hole 8): it makes FILE, a
// sparse 1 GiB file that starts like an ELF library, maps it (so `aotspy collect` indexes it
// while the program runs), waits until a page 64 MiB into it is resident (someone, the
// collector's scan, is reading it), cuts the file to one page, and exits 0. Prints "read" when
// the cut came while the file was being read, "not read" when nobody read it within 60 s.
#define _GNU_SOURCE
#include <fcntl.h>
#include <stdio.h>
#include <sys/mman.h>
#include <unistd.h>

int main(int argc, char **argv) {
    if (argc != 2) {
        fprintf(stderr, "usage: cut_mapped FILE\n");
        return 2;
    }
    const size_t size = (size_t)1 << 30, probe = (size_t)64 << 20;
    int fd = open(argv[1], O_RDWR | O_CREAT | O_TRUNC, 0600);
    static const unsigned char elf[16] = {0x7f, 'E', 'L', 'F', 2, 1, 1};
    if (fd < 0 || write(fd, elf, sizeof elf) != sizeof elf || ftruncate(fd, size) != 0) {
        perror(argv[1]);
        return 2;
    }
    unsigned char *map = mmap(NULL, size, PROT_READ, MAP_SHARED, fd, 0);
    if (map == MAP_FAILED) {
        perror("mmap");
        return 2;
    }
    unsigned char resident = 0;
    for (int i = 0; i < 6000 && !(resident & 1); i++) {
        if (mincore(map + probe, 4096, &resident) != 0) {
            perror("mincore");
            return 2;
        }
        usleep(10000);
    }
    if (ftruncate(fd, 4096) != 0) {
        perror("ftruncate");
        return 2;
    }
    printf("%s\n", resident & 1 ? "read" : "not read");
    fflush(stdout);
    // The scan runs into the cut meanwhile.
    sleep(2);
    munmap(map, size);
    close(fd);
    unlink(argv[1]);
    return 0;
}
