/* hello_puts.c - calls puts once; with next_puts.so preloaded it prints "[next_puts] hello". */
#include <stdio.h>

int main(void) { return puts("hello") < 0 ? 1 : 0; }
