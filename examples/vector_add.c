/* vector_add.c - the same kernel on every device: c = a + b, checked against the CPU.

   Build:  cc -std=c99 -O2 -I. examples/vector_add.c -o vector_add -ldl -lpthread
   Run:    ./vector_add [N] [KERNEL]
           N       elements per device (default 1048576)
           KERNEL  path of the kernel without extension (default: kernels/vector_add
                   in the current directory, else in the executable's folder, else in
                   the folder above it, so that make's build/vector_add, and ./vector_add
                   built in the repository root, run from anywhere; see find_kernels in
                   example_common.h); KERNEL.ptx serves CUDA devices, KERNEL.cl OpenCL
                   devices.

   Shows: dc_module_load_file with PTX and OpenCL C side by side, one kernel handle for
   every device, buffers, dc_launch with global/block sizes that mean the same on both
   backends, timing a launch with events, and checking every dc_result. Exits 1 on any
   error or wrong element. Without a GPU: POCL_DEVICES="pthread pthread" ./vector_add */
#define DC_IMPLEMENTATION
#include "dotcompute.h"

#include <stdlib.h>
#include <string.h>

#define NAME "vector_add"
#include "example_common.h"   /* find_kernels, parse_number, report_error, report_context_error */

/* A failed call on one device, as report_error words it with the device's number. */
static void report_device(int device, const char *what, dc_result r)
{
    fprintf(stderr, NAME ": device %d: %s failed: %s\n  %s\n", device, what, dc_result_name(r), dc_last_error());
}

/* Small deterministic generator, so a failure can be reproduced. */
static float next_random(uint32_t *state)
{
    *state = *state * 1664525u + 1013904223u;
    return (float)(*state >> 8) * (1.0f / 16777216.0f) * 100.0f - 50.0f;
}

/* Runs c = a + b on one device; returns 1 if every element is right. */
static int run_on_device(dc_context *ctx, dc_kernel k, int d, uint32_t n,
                         const float *a, const float *b, float *c)
{
    dc_buffer da = { 0 }, db = { 0 }, dcb = { 0 };
    dc_event start = { 0 }, stop = { 0 };
    dc_device_info info;
    dc_arg args[4];
    dc_launch_desc l;
    dc_stream s;
    uint64_t bytes = (uint64_t)n * sizeof(float);
    uint32_t i, bad = 0;
    float ms = 0.0f;
    int ok = 0;
    dc_result r;

#define CHECK(call) do { r = (call); if (r != DC_SUCCESS) { report_device(d, #call, r); goto done; } } while (0)
    CHECK(dc_device_get_info(ctx, d, &info));
    CHECK(dc_buffer_create(ctx, d, bytes, &da));
    CHECK(dc_buffer_create(ctx, d, bytes, &db));
    CHECK(dc_buffer_create(ctx, d, bytes, &dcb));
    CHECK(dc_buffer_write(ctx, da, 0, a, bytes));
    CHECK(dc_buffer_write(ctx, db, 0, b, bytes));
    memset(c, 0, (size_t)bytes);
    CHECK(dc_buffer_write(ctx, dcb, 0, c, bytes));   /* so a kernel that did nothing shows */

    args[0] = DC_ARG_BUFFER(da);
    args[1] = DC_ARG_BUFFER(db);
    args[2] = DC_ARG_BUFFER(dcb);
    args[3] = DC_ARG_U32(n);
    memset(&l, 0, sizeof l);
    l.kernel = k;
    l.device = d;
    l.global[0] = n;          /* threads in total: ceil(n / 256) blocks of 256 */
    l.block[0] = 256;
    l.args = args;
    l.arg_count = 4;

    s = dc_default_stream(ctx, d);     /* a zero handle for a bad device, no dc_result */
    if (s.id == 0) { fprintf(stderr, NAME ": device %d: dc_default_stream gave no stream\n", d); goto done; }
    CHECK(dc_event_record(ctx, s, &start));
    CHECK(dc_launch(ctx, &l));
    CHECK(dc_event_record(ctx, s, &stop));
    CHECK(dc_event_synchronize(ctx, stop));
    CHECK(dc_event_elapsed_ms(ctx, start, stop, &ms));
    CHECK(dc_buffer_read(ctx, dcb, 0, c, bytes));
#undef CHECK

    for (i = 0; i < n; i++) {
        float want = a[i] + b[i];
        if (c[i] != want) {
            if (bad < 5)
                fprintf(stderr, NAME ": device %d: c[%lu] = %.9g, expected %.9g\n",
                        d, (unsigned long)i, (double)c[i], (double)want);
            bad++;
        }
    }
    if (bad) {
        printf("device %d (%s, %s): %lu of %lu elements WRONG\n", d, info.name,
               info.backend == DC_BACKEND_CUDA ? "CUDA" : "OpenCL",
               (unsigned long)bad, (unsigned long)n);
    } else {
        printf("device %d (%s, %s): %lu elements OK in %.3f ms\n", d, info.name,
               info.backend == DC_BACKEND_CUDA ? "CUDA" : "OpenCL", (unsigned long)n, (double)ms);
        ok = 1;
    }

done:
    /* Zero handles are ignored, so this frees exactly what was made. */
    dc_event_destroy(ctx, start);
    dc_event_destroy(ctx, stop);
    dc_buffer_destroy(ctx, da);
    dc_buffer_destroy(ctx, db);
    dc_buffer_destroy(ctx, dcb);
    return ok;
}

int main(int argc, char **argv)
{
    const char *kernel_path = NULL;
    char found[1024];
    dc_context *ctx = NULL;
    dc_module mod = { 0 };
    dc_kernel k;
    float *a = NULL, *b = NULL, *c = NULL;
    unsigned long long n = 1ull << 20;
    uint32_t seed = 12345u, i;
    int d, count, failures = 0, status = 1;
    dc_result r;

    if (argc > 3) {
        fprintf(stderr, "usage: %s [N] [KERNEL_PATH_WITHOUT_EXTENSION]\n", argv[0]);
        return 2;
    }
    if (argc > 1 && !parse_number(argv[1], "N", 1, 0xFFFFFFFFull, &n)) return 2;
    if (argc > 2) {
        kernel_path = argv[2];
    } else if ((kernel_path = find_kernels(argv[0], "vector_add", found, sizeof found)) == NULL) {
        fprintf(stderr, NAME ": (or give the kernel's path, without its extension, as the second argument)\n");
        return 1;
    }

    a = (float *)malloc((size_t)n * sizeof(float));
    b = (float *)malloc((size_t)n * sizeof(float));
    c = (float *)malloc((size_t)n * sizeof(float));
    if (!a || !b || !c) {
        fprintf(stderr, NAME ": out of host memory for %llu elements\n", n);
        goto done;
    }
    for (i = 0; i < (uint32_t)n; i++) {
        a[i] = next_random(&seed);
        b[i] = next_random(&seed);
    }

    r = dc_context_create(NULL, &ctx);
    if (r != DC_SUCCESS) { report_context_error(r); goto done; }
    r = dc_module_load_file(ctx, kernel_path, &mod);
    if (r != DC_SUCCESS) { report_error("dc_module_load_file", r); goto done; }
    r = dc_kernel_get(ctx, mod, "vector_add", &k);
    if (r != DC_SUCCESS) { report_error("dc_kernel_get", r); goto done; }

    count = dc_device_count(ctx);
    for (d = 0; d < count; d++)
        if (!run_on_device(ctx, k, d, (uint32_t)n, a, b, c)) failures++;

    if (failures) fprintf(stderr, NAME ": %d of %d devices FAILED\n", failures, count);
    status = failures ? 1 : 0;

done:
    if (ctx) dc_module_destroy(ctx, mod);
    dc_context_destroy(ctx);            /* NULL is ignored */
    free(a);
    free(b);
    free(c);
    return status;
}
