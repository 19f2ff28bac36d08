/* profile.c - where the time goes: a profile table and a timeline trace of a small job.

   Build:  cc -std=c99 -O2 -I. examples/profile.c -o profile -ldl -lpthread
   Run:    ./profile [TRACE]   (default trace file: profile-trace.json in the current folder)
           Without a GPU: POCL_DEVICES="pthread pthread" ./profile

   Shows: dc_profile_enable, dc_profile_print and dc_trace_write (DC_CONTEXT_PROFILE in
   dc_context_desc.flags would record from creation on). The job, run twice (a warm-up
   that pays the one-time costs: kernel loads, peer access; then the profiled run): a
   dispatch of the compute-bound kernel `busy` over every device, a fill per device, a
   copy from each device to the next and an all-reduce over every device. The table gives
   per device the busy, idle, compute, transfer and synchronisation time and the bytes by
   path; the trace file opens in https://ui.perfetto.dev (or chrome://tracing): one row
   per stream of each device with the kernels, copies (arrows from source to
   destination), chunks and collectives, and one row per host thread. Exit status 0 when
   everything ran and the numbers are right. */
#define DC_IMPLEMENTATION
#include "dotcompute.h"

#include <stdlib.h>
#include <string.h>

#define NAME "profile"
#include "example_common.h"   /* find_kernels, report_error, report_context_error */

#define ITEMS (1u << 16)
#define ITERS 400u
#define COPY_FLOATS (1u << 20)

/* The job; 1 when it ran and the sum is right. */
static int run_job(dc_context *ctx, dc_comm *comm, dc_kernel k, dc_buffer *bufs, int n, float *y, float *sum)
{
    dc_dispatch_arg args[4];
    dc_dispatch_desc desc;
    unsigned i;
    int d;
    dc_result r;

    /* 1. compute: `busy` over every device, chunks handed out as devices finish */
    args[0] = dc_dispatch_out(y, sizeof(float), 1);
    args[1] = dc_dispatch_item_first();
    args[2] = dc_dispatch_item_count();
    args[3] = dc_dispatch_scalar(DC_ARG_U32(ITERS));
    memset(&desc, 0, sizeof desc);
    desc.kernel = k;
    desc.items = ITEMS;
    desc.args = args;
    desc.arg_count = 4;
    desc.strategy = DC_BALANCE_DYNAMIC;
    if ((r = dc_dispatch(ctx, &desc, NULL)) != DC_SUCCESS) { report_error("dc_dispatch", r); return 0; }

    /* 2. data: each device's buffer filled with its number + 1, half of it passed on to
       the next device. dc_copy blocks, so the copies go from the last device down: each
       passes on its device's own fill, before a copy into that device overwrites it. */
    for (d = 0; d < n; d++) {
        float v = (float)(d + 1);
        if ((r = dc_buffer_fill(ctx, bufs[d], 0, COPY_FLOATS * sizeof(float), &v, sizeof v)) != DC_SUCCESS) { report_error("dc_buffer_fill", r); return 0; }
    }
    for (d = n - 2; d >= 0; d--)
        if ((r = dc_copy(ctx, bufs[d + 1], 0, bufs[d], 0, COPY_FLOATS / 2 * sizeof(float))) != DC_SUCCESS) { report_error("dc_copy", r); return 0; }

    /* 3. a collective: the sum of every device's buffer, on every device */
    if ((r = dc_allreduce(comm, bufs, bufs, COPY_FLOATS, DC_F32, DC_SUM)) != DC_SUCCESS) { report_error("dc_allreduce", r); return 0; }
    if ((r = dc_buffer_read(ctx, bufs[0], 0, sum, COPY_FLOATS * sizeof(float))) != DC_SUCCESS) { report_error("dc_buffer_read", r); return 0; }

    /* the first half of device d + 1 holds d + 1, the second d + 2; device 0 holds 1 */
    for (i = 0; i < COPY_FLOATS; i++) {
        float want = 1.0f;
        for (d = 1; d < n; d++) want += (float)(i < COPY_FLOATS / 2 ? d : d + 1);
        if (sum[i] != want) { fprintf(stderr, NAME ": sum[%u] = %g, expected %g\n", i, (double)sum[i], (double)want); return 0; }
    }
    return 1;
}

int main(int argc, char **argv)
{
    const char *trace = argc > 1 ? argv[1] : "profile-trace.json";
    dc_context *ctx = NULL;
    dc_module mod = { 0 };
    dc_kernel k = { 0 };
    dc_comm *comm = NULL;
    dc_buffer *bufs = NULL;
    char found[1100];
    const char *kernels;
    float *y = NULL, *sum = NULL;
    int d, n = 0, status = 1;
    dc_result r;

    if (argc > 2 || !trace[0] || trace[0] == '-') { fprintf(stderr, "usage: %s [TRACE]\n", argv[0]); return 2; }   /* "", "--help": no file */
    if (!(kernels = find_kernels(argv[0], "dispatch", found, sizeof found))) return 1;
    if ((r = dc_context_create(NULL, &ctx)) != DC_SUCCESS) { report_context_error(r); return 1; }
    n = dc_device_count(ctx);
    y = (float *)malloc(ITEMS * sizeof(float));
    sum = (float *)malloc(COPY_FLOATS * sizeof(float));
    bufs = (dc_buffer *)calloc((size_t)n, sizeof(dc_buffer));
    if (!y || !sum || !bufs) { fprintf(stderr, NAME ": out of host memory\n"); goto done; }
    if ((r = dc_module_load_file(ctx, kernels, &mod)) != DC_SUCCESS) { report_error("dc_module_load_file", r); goto done; }
    if ((r = dc_kernel_get(ctx, mod, "busy", &k)) != DC_SUCCESS) { report_error("dc_kernel_get", r); goto done; }
    for (d = 0; d < n; d++)
        if ((r = dc_buffer_create(ctx, d, COPY_FLOATS * sizeof(float), &bufs[d])) != DC_SUCCESS) { report_error("dc_buffer_create", r); goto done; }
    if ((r = dc_comm_create(ctx, NULL, 0, &comm)) != DC_SUCCESS) { report_error("dc_comm_create", r); goto done; }

    if (!run_job(ctx, comm, k, bufs, n, y, sum)) goto done;          /* warm-up, not recorded */
    if ((r = dc_profile_enable(ctx, DC_PROFILE_ON)) != DC_SUCCESS) { report_error("dc_profile_enable", r); goto done; }
    if (!run_job(ctx, comm, k, bufs, n, y, sum)) goto done;          /* recorded */
    if ((r = dc_profile_enable(ctx, DC_PROFILE_OFF)) != DC_SUCCESS) { report_error("dc_profile_enable", r); goto done; }

    if ((r = dc_profile_print(ctx, stdout)) != DC_SUCCESS) { report_error("dc_profile_print", r); goto done; }
    if ((r = dc_trace_write(ctx, trace)) != DC_SUCCESS) { report_error("dc_trace_write", r); goto done; }
    printf("trace written to %s: open it in https://ui.perfetto.dev or chrome://tracing\n", trace);
    status = 0;

done:
    dc_comm_destroy(comm);
    for (d = 0; bufs && d < n; d++) dc_buffer_destroy(ctx, bufs[d]);
    dc_module_destroy(ctx, mod);
    dc_context_destroy(ctx);
    free(bufs);
    free(sum);
    free(y);
    return status;
}
