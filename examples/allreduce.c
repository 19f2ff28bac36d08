/* allreduce.c - every device holds a vector; after dc_allreduce each holds the average.

   Build:  cc -std=c99 -O2 -I. examples/allreduce.c -o allreduce -ldl -lpthread
   Run:    ./allreduce [N [ALGORITHM]]    N floats per device (default 16777216 = 16 Mi);
                                          ALGORITHM: auto (default), local, host,
                                          peer-copy, peer-kernel, one-shot, two-shot, ll,
                                          ll128, nccl (dc_comm_set_algorithm)
           Without a GPU: POCL_DEVICES="pthread pthread" ./allreduce

   Shows: the data-parallel training step's collective. A communicator over every device
   (rank r = device r; the first 32, a communicator's most), one buffer per rank filled
   with that rank's "gradients", an in-place all-reduce with DC_AVG, and what the library
   did: the algorithm it chose (at the default size, up to 8 ranks: peer-kernel between
   CUDA peers, peer-copy between CPU devices of one OpenCL context; else host), the time
   and the bus bandwidth. No kernel files: the reduction kernels are embedded in
   dotcompute.h. Every rank's result is checked against the host's: the library reduces
   in rank order, so the bits match. Exit status: 0 when every element of every rank is
   right, 1 otherwise (or when there is no device), 2 for bad arguments. */
#define DC_IMPLEMENTATION
#include "dotcompute.h"

#include <stdlib.h>
#include <string.h>

#define NAME "allreduce"
#include "example_common.h"   /* parse_number, report_error, report_context_error */

/* Rank r's element i: small whole numbers, different on every rank. */
static float gradient(int r, unsigned long long i) { return (float)((i * 7 + (unsigned long long)r * 13) % 101) - 50.0f; }

int main(int argc, char **argv)
{
    dc_context *ctx = NULL;
    dc_comm *comm = NULL;
    dc_buffer *buf = NULL;
    dc_comm_report rep;
    dc_comm_algorithm algorithm = DC_COMM_ALGO_NONE;
    int devices[32];
    float *host = NULL, *want = NULL;
    unsigned long long n = 16ull << 20, i, bad = 0;
    int ranks, r, status = 1;
    dc_result res;

    if (argc > 3) { fprintf(stderr, "usage: %s [N [ALGORITHM]] (auto, local, host, peer-copy, peer-kernel, one-shot, two-shot, ll, ll128, nccl)\n", argv[0]); return 2; }
    if (argc >= 2 && !parse_number(argv[1], "N", 1, 1ull << 31, &n)) return 2;
    if (argc == 3 && strcmp(argv[2], "auto") != 0) {
        for (r = 1; r < DC_COMM_ALGO_COUNT && strcmp(argv[2], dc_comm_algorithm_name((dc_comm_algorithm)r)) != 0; r++) {}
        if (r == DC_COMM_ALGO_COUNT) { fprintf(stderr, "%s: unknown algorithm '%s'\n", NAME, argv[2]); return 2; }
        algorithm = (dc_comm_algorithm)r;
    }

    if ((res = dc_context_create(NULL, &ctx)) != DC_SUCCESS) { report_context_error(res); return 1; }
    ranks = dc_device_count(ctx);
    if (ranks > 32) ranks = 32;   /* a communicator has at most 32 ranks: the first 32 devices */
    if (ranks < 1) { fprintf(stderr, "%s: no device\n", NAME); goto done; }   /* an int that sizes the calloc below */
    for (r = 0; r < ranks; r++) devices[r] = r;
    buf = (dc_buffer *)calloc((size_t)ranks, sizeof *buf);
    host = (float *)malloc(n * sizeof *host);
    want = (float *)malloc(n * sizeof *want);
    if (!buf || !host || !want) { fprintf(stderr, "%s: out of host memory\n", NAME); goto done; }

    /* Device r is rank r (devices NULL, count 0 would take every device, and fail past 32).
       Creation loads the kernels, tests the links and allocates scratch, so that nothing
       of that happens inside a collective. */
    if ((res = dc_comm_create(ctx, devices, ranks, &comm)) != DC_SUCCESS) { report_error("dc_comm_create", res); goto done; }
    if (algorithm != DC_COMM_ALGO_NONE && (res = dc_comm_set_algorithm(comm, algorithm)) != DC_SUCCESS) {
        report_error("dc_comm_set_algorithm", res);
        goto done;
    }
    for (r = 0; r < ranks; r++) {
        dc_device_info info;
        for (i = 0; i < n; i++) host[i] = gradient(r, i);
        if ((res = dc_buffer_create(ctx, r, n * sizeof *host, &buf[r])) != DC_SUCCESS ||
            (res = dc_buffer_write(ctx, buf[r], 0, host, n * sizeof *host)) != DC_SUCCESS) {
            report_error("dc_buffer_create / dc_buffer_write", res);
            goto done;
        }
        if ((res = dc_device_get_info(ctx, r, &info)) != DC_SUCCESS) { report_error("dc_device_get_info", res); goto done; }
        printf("rank %d: device %d, %s\n", r, r, info.name);
    }

    /* In place (send == recv), blocking: on return every rank holds the average. */
    if ((res = dc_allreduce(comm, buf, buf, n, DC_F32, DC_AVG)) != DC_SUCCESS) { report_error("dc_allreduce", res); goto done; }
    if ((res = dc_comm_report_get(comm, &rep)) != DC_SUCCESS) { report_error("dc_comm_report_get", res); goto done; }
    printf("allreduce of %llu floats (%.1f MiB) per rank over %d ranks: %s algorithm, %.3f ms", n, (double)n * 4 / 1048576.0,
           ranks, rep.algorithm_name, rep.ms);
    if (ranks > 1 && rep.ms > 0)   /* nccl-tests' bus bandwidth: 2 (n - 1) / n of the bytes per rank */
        printf(", bus bandwidth %.1f GB/s (the first call; bench/collectives measures properly)",
               2.0 * (ranks - 1) / ranks * (double)rep.bytes / (rep.ms * 1e6));
    printf("\n");

    /* The host's answer, summed in rank order in float like the library, then divided. */
    for (i = 0; i < n; i++) {
        float s = gradient(0, i);
        for (r = 1; r < ranks; r++) s += gradient(r, i);
        want[i] = s / (float)ranks;
    }
    for (r = 0; r < ranks; r++) {
        unsigned long long rank_bad = 0;
        if ((res = dc_buffer_read(ctx, buf[r], 0, host, n * sizeof *host)) != DC_SUCCESS) { report_error("dc_buffer_read", res); goto done; }
        for (i = 0; i < n; i++)
            if (memcmp(&host[i], &want[i], sizeof *host) != 0 && rank_bad++ < 3)
                fprintf(stderr, "%s: rank %d element %llu is %g, expected %g\n", NAME, r, i, (double)host[i], (double)want[i]);
        bad += rank_bad;
    }
    printf("%s: %s\n", NAME, bad ? "WRONG RESULTS" : "every rank holds the average, bit for bit");
    status = bad ? 1 : 0;

done:
    for (r = 0; buf && r < ranks; r++)
        if (buf[r].id) dc_buffer_destroy(ctx, buf[r]);
    dc_comm_destroy(comm);
    free(buf);
    free(host);
    free(want);
    dc_context_destroy(ctx);
    return status;
}
