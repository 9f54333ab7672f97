// A oneDNN f32 matmul through oneDNN's C API on the GPU engine (SYCL runtime, Level Zero).
//
//   onednn_matmul [ROUNDS]     executes one matmul primitive ROUNDS times (default 3)
//
// What it launches is fixed by the shapes and the primitive oneDNN picks for the device, the
// same in every run on one device. It prints "onednn matmul <M>x<K>x<N>: <ROUNDS> executions"
// and exits 0, or names the call that failed and exits 1. Results are not printed: device-less
// they are garbage.
#include <oneapi/dnnl/dnnl.h>
#include <stdio.h>
#include <stdlib.h>

#define M 64
#define K 128
#define N 32

static void check(dnnl_status_t status, const char *what) {
    if (status != dnnl_success) {
        fprintf(stderr, "onednn_matmul: %s failed: status %d\n", what, (int)status);
        exit(1);
    }
}

static dnnl_memory_t gpu_memory(dnnl_engine_t engine, dnnl_memory_desc_t *desc, dnnl_dim_t rows,
                                dnnl_dim_t cols) {
    dnnl_dims_t dims = {rows, cols};
    check(dnnl_memory_desc_create_with_tag(desc, 2, dims, dnnl_f32, dnnl_ab), "memory desc");
    dnnl_memory_t memory;
    check(dnnl_memory_create(&memory, *desc, engine, DNNL_MEMORY_ALLOCATE), "memory create");
    return memory;
}

int main(int argc, char **argv) {
    int rounds = argc > 1 ? atoi(argv[1]) : 3;
    if (dnnl_engine_get_count(dnnl_gpu) == 0) {
        fprintf(stderr, "onednn_matmul: oneDNN sees no GPU engine\n");
        return 1;
    }
    dnnl_engine_t engine;
    check(dnnl_engine_create(&engine, dnnl_gpu, 0), "dnnl_engine_create(gpu)");
    dnnl_stream_t stream;
    check(dnnl_stream_create(&stream, engine, dnnl_stream_default_flags), "dnnl_stream_create");

    dnnl_memory_desc_t src_desc, weights_desc, dst_desc;
    dnnl_memory_t src = gpu_memory(engine, &src_desc, M, K);
    dnnl_memory_t weights = gpu_memory(engine, &weights_desc, K, N);
    dnnl_memory_t dst = gpu_memory(engine, &dst_desc, M, N);

    dnnl_primitive_desc_t pd;
    check(dnnl_matmul_primitive_desc_create(&pd, engine, src_desc, weights_desc, NULL, dst_desc,
                                            NULL),
          "dnnl_matmul_primitive_desc_create");
    dnnl_primitive_t matmul;
    check(dnnl_primitive_create(&matmul, pd), "dnnl_primitive_create");

    dnnl_exec_arg_t args[] = {
        {DNNL_ARG_SRC, src}, {DNNL_ARG_WEIGHTS, weights}, {DNNL_ARG_DST, dst}};
    for (int i = 0; i < rounds; i++)
        check(dnnl_primitive_execute(matmul, stream, 3, args), "dnnl_primitive_execute");
    check(dnnl_stream_wait(stream), "dnnl_stream_wait");

    printf("onednn matmul %dx%dx%d: %d executions\n", M, K, N, rounds);
    dnnl_primitive_destroy(matmul);
    dnnl_primitive_desc_destroy(pd);
    dnnl_memory_destroy(dst);
    dnnl_memory_destroy(weights);
    dnnl_memory_destroy(src);
    dnnl_memory_desc_destroy(dst_desc);
    dnnl_memory_desc_destroy(weights_desc);
    dnnl_memory_desc_destroy(src_desc);
    dnnl_stream_destroy(stream);
    dnnl_engine_destroy(engine);
    return 0;
}
