/* scatter_gather.c - one job split over every device: y = a x + y with dc_dispatch.

   Build:  cc -std=c99 -O2 -I. examples/scatter_gather.c -o scatter_gather -ldl -lpthread
   Run:    ./scatter_gather [N]        N floats (default 16777216 = 16 Mi)
           Without a GPU: POCL_DEVICES="pthread pthread" ./scatter_gather

   Shows: the classic data-parallel case. dc_dispatch scatters slices of the host arrays
   to the devices, runs the kernel saxpy_items (kernels/dispatch.cl / .ptx) on each slice
   and gathers the results back into the host array, overlapping copies and kernels.
   The program only describes the kernel's arguments; the library does the rest and
   reports what each device did. Exit status: 0 when every element is right, 1 otherwise
   (or when there is no device). */
#define DC_IMPLEMENTATION
#include "dotcompute.h"

#include <stdlib.h>
#include <string.h>

#define NAME "scatter_gather"
#include "example_common.h"   /* find_kernels, parse_number, report_error, report_context_error */

int main(int argc, char **argv)
{
    dc_context *ctx = NULL;
    dc_module mod = { 0 };
    dc_kernel k = { 0 };
    dc_dispatch_arg args[4];
    dc_dispatch_desc desc;
    dc_dispatch_report rep;
    char found[1100];
    const char *kernels;
    float *x = NULL, *y = NULL, *y0 = NULL;
    const float a = 1.5f;
    unsigned long long n = 16ull << 20, i, bad = 0;
    int d, status = 1;
    dc_result r;

    if (argc > 2) { fprintf(stderr, "usage: %s [N]\n", argv[0]); return 2; }
    if (argc == 2 && !parse_number(argv[1], "N", 1, 1ull << 32, &n)) return 2;
    if (!(kernels = find_kernels(argv[0], "dispatch", found, sizeof found))) return 1;

    /* Integer-valued inputs: a x + y is then exact in float, whether the device computes
       it with one fused multiply-add or with two roundings, so the check can be exact. */
    x = (float *)malloc((size_t)n * sizeof(float));
    y = (float *)malloc((size_t)n * sizeof(float));
    y0 = (float *)malloc((size_t)n * sizeof(float));
    if (!x || !y || !y0) { fprintf(stderr, NAME ": out of host memory for %llu floats\n", n); goto done; }
    for (i = 0; i < n; i++) {
        x[i] = (float)(i % 1000);
        y[i] = y0[i] = (float)(i % 777) - 300.0f;
    }

    r = dc_context_create(NULL, &ctx);
    if (r != DC_SUCCESS) { report_context_error(r); goto done; }
    if ((r = dc_module_load_file(ctx, kernels, &mod)) != DC_SUCCESS) { report_error("dc_module_load_file", r); goto done; }
    if ((r = dc_kernel_get(ctx, mod, "saxpy_items", &k)) != DC_SUCCESS) { report_error("dc_kernel_get", r); goto done; }

    /* The kernel is saxpy_items(const float *x, float *y, float a, ulong n). Each argument
       says what the kernel gets for one chunk of items [first, first + n):
         in(x, 4, 1)     a buffer with x[first .. first+n), copied to the device
         inout(y, 4, 1)  the same slice of y, copied there and, after the kernel, back
         scalar(a)       the same float for every chunk
         item_count()    n, the chunk's number of items (a 64-bit unsigned integer)
       4 is the element size in bytes, 1 the number of elements per item. */
    args[0] = dc_dispatch_in(x, sizeof(float), 1);
    args[1] = dc_dispatch_inout(y, sizeof(float), 1);
    args[2] = dc_dispatch_scalar(DC_ARG_F32(a));
    args[3] = dc_dispatch_item_count();

    memset(&desc, 0, sizeof desc);       /* zero = defaults: every device, 256 threads a block */
    desc.kernel = k;
    desc.items = n;
    desc.strategy = DC_BALANCE_STATIC;   /* one share per device, by compute units x clock */
    desc.args = args;
    desc.arg_count = 4;

    r = dc_dispatch(ctx, &desc, &rep);   /* blocks until y holds the result */
    if (r != DC_SUCCESS) { report_error("dc_dispatch", r); goto done; }

    for (d = 0; d < rep.device_count; d++) {
        const dc_dispatch_device_report *dr = &rep.devices[d];
        dc_device_info info;
        if ((r = dc_device_get_info(ctx, dr->device, &info)) != DC_SUCCESS) { report_error("dc_device_get_info", r); goto done; }
        printf("device %d (%s): %llu items in %d chunks%s%s\n", dr->device, info.name,
               (unsigned long long)dr->items, dr->chunks,
               dr->left_out[0] ? ", left out: " : "", dr->left_out);
    }
    printf("\n");
    dc_dispatch_report_print(ctx, &rep, stdout);

    /* Bytes between host and devices: x in, y in and y out. */
    printf("\n%llu floats in %.3f ms: %.2f GB/s host <-> devices\n", n, rep.makespan_ms,
           rep.makespan_ms > 0 ? 12.0 * (double)n / (rep.makespan_ms * 1e6) : 0.0);

    for (i = 0; i < n; i++) {
        float want = a * x[i] + y0[i];
        if (y[i] != want) {
            if (bad < 5) fprintf(stderr, NAME ": y[%llu] = %.9g, expected %.9g\n", i, (double)y[i], (double)want);
            bad++;
        }
    }
    if (bad) printf("WRONG: %llu of %llu elements\n", bad, n);
    else printf("OK\n");
    status = bad ? 1 : 0;

done:
    if (ctx) dc_module_destroy(ctx, mod);
    dc_context_destroy(ctx);
    free(x);
    free(y);
    free(y0);
    return status;
}
