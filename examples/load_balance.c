/* load_balance.c - one compute-bound job under every balancing strategy of dc_dispatch.

   Build:  cc -std=c99 -O2 -I. examples/load_balance.c -o load_balance -ldl -lpthread
   Run:    ./load_balance [ITEMS [ITERS]]   (default 131072 items, 1000 steps per item;
                                             on GPUs try 16777216 4000)
           Without a GPU: POCL_DEVICES="pthread pthread" ./load_balance

   Shows: dc_dispatch_desc.strategy. The kernel `busy` does ITERS steps of a float
   recurrence per item, so the time goes into computing, not copying; each strategy
   splits the items over the devices differently:
     STATIC        one share per device, in proportion to compute units x clock
     DYNAMIC       equal chunks; a device that finishes one takes the next
     GUIDED        chunks that shrink as the work runs out (few hand-outs, even finish)
     MEMORY_AWARE  STATIC's shares, in ranges no larger than the device's memory holds
     AUTO          the default: learns time = a + items / b per device from earlier
                   dispatches of the same kernel and gives each device the share that
                   makes all finish together (GUIDED until it has measured enough)
   On devices of one kind the strategies finish close together; the differences show on
   mixed machines (a GPU and a CPU, two GPU models). Exit status 0 when every run gives
   the right numbers, 1 otherwise (or when there is no device). */
#define DC_IMPLEMENTATION
#include "dotcompute.h"

#include <stdlib.h>
#include <string.h>

#define NAME "load_balance"
#include "example_common.h"   /* find_kernels, parse_number, report_error, report_context_error */
#define AUTO_RUNS 5
#define PLANS 4             /* the strategies other than AUTO */

/* The kernel's computation for global item g, on the host. fma(a, b, c) in float is
   computed here as a double product (exact: 24 x 24 bits fit in 53) plus c, rounded
   once to float; that equals the device's fused multiply-add except in rare ties, and
   the check below allows for a relative 1e-5 anyway. (No fmaf: it needs -lm.) */
static float busy_host(unsigned long long g, unsigned iters)
{
    float v = (float)(g & 1023) * 0.001f, w = 1.0f;
    unsigned k;
    for (k = 0; k < iters; k++) {
        v = (float)((double)v * 0.999f + 0.001f);
        w = (float)((double)w * v + 0.5f) * 0.5f;
    }
    return v + w;
}

static int close_enough(float got, float want)
{
    double diff = (double)got - (double)want, scale = want < 0 ? -(double)want : (double)want;
    if (diff < 0) diff = -diff;
    return diff <= 1e-5 * (scale > 1e-30 ? scale : 1e-30);
}

/* One row of the table: strategy, makespan, imbalance, devices used, devices left out. */
static void print_row(const char *label, const dc_dispatch_report *rep)
{
    char left[128] = "-";
    size_t len = 0;
    int d, used = 0;
    for (d = 0; d < rep->device_count; d++) {
        used += rep->devices[d].used;
        if (!rep->devices[d].used && len + 8 < sizeof left)
            len += (size_t)sprintf(left + len, "%s%d", len ? "," : "", rep->devices[d].device);
    }
    printf("%-22s %11.3f %10.3f %5d of %-3d  %s\n", label, rep->makespan_ms, rep->imbalance,
           used, rep->device_count, left);
}

int main(int argc, char **argv)
{
    static const struct { dc_balance strategy; const char *name; } plans[PLANS] = {
        { DC_BALANCE_STATIC, "STATIC" }, { DC_BALANCE_DYNAMIC, "DYNAMIC" },
        { DC_BALANCE_GUIDED, "GUIDED" }, { DC_BALANCE_MEMORY_AWARE, "MEMORY_AWARE" },
    };
    dc_context *ctx = NULL;
    dc_module mod = { 0 };
    dc_kernel k = { 0 };
    dc_dispatch_arg args[4];
    dc_dispatch_desc desc;
    static dc_dispatch_report reps[AUTO_RUNS + PLANS];   /* ~12 KB each: not on the stack */
    const dc_dispatch_report *last;
    char found[1100], label[64];
    const char *kernels;
    float *first = NULL, *y = NULL;
    unsigned long long n = 1ull << 17, iters = 1000, i, bad = 0;
    int run, d, status = 1;
    dc_result r;

    if (argc > 3) { fprintf(stderr, "usage: %s [ITEMS [ITERS]]\n", argv[0]); return 2; }
    if (argc > 1 && !parse_number(argv[1], "ITEMS", 1, 1ull << 32, &n)) return 2;
    if (argc > 2 && !parse_number(argv[2], "ITERS", 0, 0xFFFFFFFFull, &iters)) return 2;
    if (!(kernels = find_kernels(argv[0], "dispatch", found, sizeof found))) return 1;
    first = (float *)malloc((size_t)n * sizeof(float));
    y = (float *)malloc((size_t)n * sizeof(float));
    if (!first || !y) { fprintf(stderr, NAME ": out of host memory for %llu floats\n", n); goto done; }

    r = dc_context_create(NULL, &ctx);
    if (r != DC_SUCCESS) { report_context_error(r); goto done; }
    if ((r = dc_module_load_file(ctx, kernels, &mod)) != DC_SUCCESS) { report_error("dc_module_load_file", r); goto done; }
    if ((r = dc_kernel_get(ctx, mod, "busy", &k)) != DC_SUCCESS) { report_error("dc_kernel_get", r); goto done; }

    for (d = 0; d < dc_device_count(ctx); d++) {
        dc_device_info info;
        if ((r = dc_device_get_info(ctx, d, &info)) != DC_SUCCESS) { report_error("dc_device_get_info", r); goto done; }
        printf("device %d: %s (%d compute units, %d MHz)\n", d, info.name, info.compute_units, info.clock_mhz);
    }
    printf("%llu items, %llu steps each\n\n", n, iters);

    /* busy(float *y, ulong first, ulong n, uint iters): for one chunk of items
       [first, first + n) the kernel gets
         out(y, 4, 1)   a buffer for y[first .. first+n), copied back to y afterwards
         item_first()   `first`, so each item knows its global index
         item_count()   n
         scalar(iters)  the same 32-bit unsigned integer for every chunk */
    args[0] = dc_dispatch_out(y, sizeof(float), 1);
    args[1] = dc_dispatch_item_first();
    args[2] = dc_dispatch_item_count();
    args[3] = dc_dispatch_scalar(DC_ARG_U32((uint32_t)iters));
    memset(&desc, 0, sizeof desc);
    desc.kernel = k;
    desc.items = n;
    desc.args = args;
    desc.arg_count = 4;

    /* The AUTO runs come first, while the model knows nothing yet: AUTO learns from every
       dispatch of the kernel in this context, the other strategies' included. AUTO run 1
       is also the context's first dispatch, so it pays the one-time costs (the devices'
       staging buffers, loading the kernel) that the later runs do not. */
    for (run = 0; run < AUTO_RUNS + PLANS; run++) {
        desc.strategy = run < AUTO_RUNS ? DC_BALANCE_AUTO : plans[run - AUTO_RUNS].strategy;
        memset(y, 0xFF, (size_t)n * sizeof(float));  /* NaN: an item left unwritten shows */
        r = dc_dispatch(ctx, &desc, &reps[run]);
        if (r != DC_SUCCESS) { report_error("dc_dispatch", r); goto done; }

        if (run == 0) {
            /* The first run against the host, at every 61st item (all would take long). */
            memcpy(first, y, (size_t)n * sizeof(float));
            for (i = 0; i < n; i = (i + 61 < n || i + 1 == n) ? i + 61 : n - 1) {  /* and the last */
                float want = busy_host(i, (unsigned)iters);
                if (!close_enough(y[i], want)) {
                    if (bad < 5) fprintf(stderr, NAME ": run 1: y[%llu] = %.9g, host %.9g\n",
                                         i, (double)y[i], (double)want);
                    bad++;
                }
            }
        } else {
            /* Every item against the first run. Devices of one kind give identical floats;
               different kinds (a GPU and a CPU) may round the last bits differently,
               hence a relative tolerance of 1e-5 rather than ==. */
            for (i = 0; i < n; i++) {
                if (!close_enough(y[i], first[i])) {
                    if (bad < 5) fprintf(stderr, NAME ": run %d: y[%llu] = %.9g, first run %.9g\n",
                                         run + 1, i, (double)y[i], (double)first[i]);
                    bad++;
                }
            }
        }
    }

    printf("%-22s %11s %10s %12s  %s\n", "strategy", "makespan ms", "imbalance", "devices used", "left out");
    for (run = 0; run < PLANS; run++) print_row(plans[run].name, &reps[AUTO_RUNS + run]);
    print_row(reps[0].model_used ? "AUTO run 1 (model)" : "AUTO run 1 (learning)", &reps[0]);
    last = &reps[AUTO_RUNS - 1];
    sprintf(label, "AUTO run %d (%s)", AUTO_RUNS, last->model_used ? "model" : "learning");
    print_row(label, last);
    if (last->model_used) printf("%-22s %11.3f predicted by the model\n", "", last->predicted_ms);

    /* Why a device took no part, or failed (its items are then re-run on the others). */
    for (run = 0; run < AUTO_RUNS + PLANS; run++)
        for (d = 0; d < reps[run].device_count; d++) {
            const dc_dispatch_device_report *dr = &reps[run].devices[d];
            if (dr->left_out[0]) printf("run %d: device %d left out: %s\n", run + 1, dr->device, dr->left_out);
            if (dr->fault != DC_SUCCESS) printf("run %d: device %d failed: %s\n", run + 1, dr->device, dr->fault_text);
        }
    if (bad) printf("\nWRONG: %llu mismatching values\n", bad);
    else printf("\nOK: every run matches the host (sampled) and the first run\n");
    status = bad ? 1 : 0;

done:
    if (ctx) dc_module_destroy(ctx, mod);
    dc_context_destroy(ctx);
    free(first);
    free(y);
    return status;
}
