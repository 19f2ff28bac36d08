/* pipeline.c - items flowing through three kernels on (up to) three devices.

   Build:  cc -std=c99 -O2 -I. examples/pipeline.c -o pipeline -ldl -lpthread
   Run:    ./pipeline [N]        N unsigned 32-bit items (default 16777216 = 16 Mi)
           Without a GPU: POCL_DEVICES="pthread pthread" ./pipeline

   Shows: dc_pipeline_run. The items are cut into chunks; each chunk goes through
       stage 0  stage_add  k = 3   on device 0            x + 3 + i
       stage 1  stage_mul  k = 5   on device 1 % count    x * 5
       stage 2  stage_add  k = 7   on device 2 % count    x + 7 + i
   (i is the item's index in the whole job). While stage 2 works on chunk c, stage 1 works
   on chunk c+1 and stage 0 on chunk c+2, and a chunk's data moves from one stage's
   device to the next by the fastest path (none when both stages share a device). The
   report says how long each stage computed and waited, how its input arrived, and
   which stage limits the pipeline. Exit status 0 when every item is right, 1 otherwise
   (or when there is no device). */
#define DC_IMPLEMENTATION
#include "dotcompute.h"

#include <stdlib.h>
#include <string.h>

#define NAME "pipeline"
#include "example_common.h"   /* find_kernels, parse_number, report_error, report_context_error */

int main(int argc, char **argv)
{
    static const char *const kernel_names[3] = { "stage_add", "stage_mul", "stage_add" };
    static const uint32_t ks[3] = { 3, 5, 7 };
    dc_context *ctx = NULL;
    dc_module mod = { 0 };
    dc_pipeline_stage stages[3];
    dc_arg stage_args[3];
    int stage_device[3];
    dc_pipeline_desc desc;
    dc_pipeline_report rep;
    char found[1100];
    const char *kernels;
    uint32_t *in = NULL, *out = NULL;
    unsigned long long n = 16ull << 20, i, bad = 0;
    int s, j, count, status = 1;
    dc_result r;

    if (argc > 2) { fprintf(stderr, "usage: %s [N]\n", argv[0]); return 2; }
    if (argc == 2 && !parse_number(argv[1], "N", 1, 1ull << 32, &n)) return 2;
    if (!(kernels = find_kernels(argv[0], "dispatch", found, sizeof found))) return 1;
    in = (uint32_t *)malloc((size_t)n * sizeof(uint32_t));
    out = (uint32_t *)malloc((size_t)n * sizeof(uint32_t));
    if (!in || !out) { fprintf(stderr, NAME ": out of host memory for %llu items\n", n); goto done; }
    for (i = 0; i < n; i++) in[i] = (uint32_t)(i * 2654435761u);   /* scrambled, deterministic */
    memset(out, 0, (size_t)n * sizeof(uint32_t));

    r = dc_context_create(NULL, &ctx);
    if (r != DC_SUCCESS) { report_context_error(r); goto done; }
    if ((r = dc_module_load_file(ctx, kernels, &mod)) != DC_SUCCESS) { report_error("dc_module_load_file", r); goto done; }
    count = dc_device_count(ctx);

    /* Every stage kernel is called as kernel(in, out, n, first, k): `in` holds the chunk's
       items as the previous stage wrote them (the host input for stage 0), `out` gets the
       stage's results, n and first are the chunk's item count and first global index
       (64-bit unsigned), then the stage's own scalar arguments, here one uint k. */
    memset(stages, 0, sizeof stages);
    for (s = 0; s < 3; s++) {
        if ((r = dc_kernel_get(ctx, mod, kernel_names[s], &stages[s].kernel)) != DC_SUCCESS) {
            report_error("dc_kernel_get", r);
            goto done;
        }
        stage_device[s] = s % count;
        stage_args[s] = DC_ARG_U32(ks[s]);
        stages[s].devices = &stage_device[s];   /* one device per stage (a stage may have several) */
        stages[s].device_count = 1;
        stages[s].out_item_bytes = 0;           /* 0: writes as many bytes per item as it reads */
        stages[s].args = &stage_args[s];
        stages[s].arg_count = 1;
    }
    memset(&desc, 0, sizeof desc);              /* chunk 0, depth 0: chosen by the library */
    desc.stages = stages;
    desc.stage_count = 3;
    desc.items = n;
    desc.input = in;
    desc.in_item_bytes = sizeof(uint32_t);
    desc.output = out;

    r = dc_pipeline_run(ctx, &desc, &rep);      /* blocks until `out` holds every item */
    if (r != DC_SUCCESS) { report_error("dc_pipeline_run", r); goto done; }

    printf("%llu items in %llu chunks of %llu, makespan %.3f ms\n\n", n,
           (unsigned long long)rep.chunks, (unsigned long long)rep.chunk_items, rep.makespan_ms);
    printf("stage  kernel      k  devices  chunks    busy ms    wait ms  input path\n");
    for (s = 0; s < rep.stage_count; s++) {
        const dc_pipeline_stage_report *st = &rep.stages[s];
        char devs[64];
        size_t len = 0;
        devs[0] = '\0';
        for (j = 0; j < st->device_count && j < 8 && len + 8 < sizeof devs; j++)
            len += (size_t)sprintf(devs + len, "%s%d", j ? "," : "", st->devices[j]);
        printf("%5d  %-10s %2u  %-7s  %6llu %10.3f %10.3f  %s\n", s, kernel_names[s], (unsigned)ks[s],
               devs, (unsigned long long)st->chunks, st->busy_ms, st->wait_ms,
               s == 0 ? "host" : dc_copy_path_name(st->path_in));
    }
    printf("bottleneck: stage %d (%s)\n\n", rep.bottleneck,
           rep.bottleneck >= 0 && rep.bottleneck < 3 ? kernel_names[rep.bottleneck] : "?");

    /* The same three steps on the host; unsigned arithmetic wraps the same way. */
    for (i = 0; i < n; i++) {
        uint32_t want = ((in[i] + 3u + (uint32_t)i) * 5u) + 7u + (uint32_t)i;
        if (out[i] != want) {
            if (bad < 5) fprintf(stderr, NAME ": out[%llu] = %lu, expected %lu\n", i,
                                 (unsigned long)out[i], (unsigned long)want);
            bad++;
        }
    }
    if (bad) printf("WRONG: %llu of %llu items\n", bad, n);
    else printf("OK\n");
    status = bad ? 1 : 0;

done:
    if (ctx) dc_module_destroy(ctx, mod);
    dc_context_destroy(ctx);
    free(in);
    free(out);
    return status;
}
