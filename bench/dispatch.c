/* dispatch.c - what dc_dispatch and dc_pipeline_run reach: scaling of one job over several
   devices, transfer-bound jobs against the pinned host rate, heterogeneous balancing
   against the ideal split, the origin guide's cases, and a pipeline against its stages
   run in turn on one device.

   Build:  cc -std=c99 -O2 -I. bench/dispatch.c -o build/bench_dispatch -ldl -lpthread
   Run:    ./build/bench_dispatch [--quick] [--json FILE] [--devices LIST] [--reps N]
                                  [--only LIST] [--verbose]
           (from the repository root, for kernels/dispatch.{ptx,cl}; without a GPU:
            POCL_DEVICES="pthread pthread" or "pthread basic" ./build/bench_dispatch --quick)

   --quick     small sizes and 2 repetitions (CI; under a minute on 2 PoCL devices, 2 cores)
   --json FILE where the results go (--out FILE too); default
               bench/results/dispatch-<machine>.json, machine named as by bench/bandwidth
               (a file there of an earlier day is kept: this run then goes to
               dispatch-<machine>-YYYY-MM-DD.json, result_path in bench_common.h)
   --devices   comma-separated indices of the full device list (dc_context_desc.device_ids)
   --reps N    timed repetitions per figure (default 3, --quick 2), each after the warm-ups;
               a figure stops early once its time budget is spent (noted in its line)
   --only LIST sections to run, comma-separated: compute,transfer,hetero,guide,pipeline,profile
   --verbose   dc_dispatch_report_print after every timed dispatch

   "The kind": the devices that are not CPUs (DC_CAP_CPU) in context order - the GPUs - or,
   where there is none, every device. Sections 1, 2, 4 and 5 use the first k of them;
   section 3 uses every device of the context. Sizes follow the kind: GPU sizes where it
   is GPUs, smaller CPU sizes otherwise, smaller still with --quick.

   1. compute-bound: kernel `busy` (iters steps of a float recurrence per item, no input).
      Its iters are calibrated on the kind's first device so that one dispatch of the
      section's items takes about 1 s there (GPU; CPU 0.3 s, --quick less): two pilot
      points fit time = a + b x iters. Then 1 device (STATIC), and 2, 4, 8 ... devices
      (and all of the kind) with STATIC and equal weights, and with AUTO after 3 warm-up
      dispatches. Speed-up = makespan on 1 device / makespan on k. Targets (GPUs only;
      CPU devices share the host's cores): >= 1.95 on 2, >= 3.85 on 4.
   2. transfer-bound: saxpy_items over malloc'd (pageable) x and y, 2 GiB each on GPUs
      (CPU: 64 MiB each, --quick 32 MiB), STATIC with equal weights on 1, 2, 4 ... devices.
      GB/s = 12 bytes per item (read x, read y, write y) / makespan. Reference: per
      device, dc_buffer_write and dc_buffer_read of 256 MiB (CPU 64, --quick 16 MiB) from
      dc_host_alloc memory, each timed alone, median of 5; for saxpy's mix (2 bytes up per
      byte down) the full-duplex bound 3 / max(2 / H2D, 1 / D2H): the uploads and the
      downloads at once, each at its own pinned rate. Ratio = achieved / sum over the
      devices used of their duplex bounds. (The rate lines' value, the serial mix
      3 / (2 / H2D + 1 / D2H) with both directions one after the other, is no bound: a
      dispatch overlaps them, and pinned saxpy beat it, 1.38x on one H200.) Reported, no
      target. The same rates from malloc memory (dc's own pageable path) are measured too,
      and each saxpy line says what fraction of the sum of their duplex bounds it reached;
      then saxpy once more from dc_host_alloc arrays on 1 device and all of the kind (how
      much the pageable arrays cost), against the same pinned reference.
   3. heterogeneous: every device of the context. Each device's standalone rate r_d
      (items/s) from dispatches on it alone (median of the timed runs) of a size that
      keeps it busy for up to 0.3 s (pilots grow the size x4 / x2 while a run stays under
      that, so that wide devices are filled: a many-core CPU whose work-groups each take
      long, a GPU whose small runs are one latency-bound wave); N = 0.5 s (CPU 0.3, --quick
      0.15) x sum r_d; ideal makespan = N / sum r_d.
      Then the makespan of N items with DYNAMIC, GUIDED, AUTO (after 3 warm-ups; its
      model_used and left-out devices reported) and STATIC with equal weights (the naive
      baseline; not run when its predicted makespan max_d (N / D) / r_d is too long, then
      the prediction is reported). Targets: DYNAMIC, GUIDED, AUTO <= 1.10 x ideal; AUTO
      <= the fastest device alone with all N items: at least 7 pairs run back to back (the
      fastest device alone, then AUTO), the median of the pairs' ratios (a shared host's
      times drift more from run to run than the difference judged). Where two or more CPU
      devices share the host's cores (PoCL "pthread basic") the standalone rates do not
      add up, so the ideal cannot be reached: the 1.10 targets are reported, not judged
      (AUTO then keeps only the fastest CPU device); the AUTO-vs-fastest check is judged
      everywhere, and passes where AUTO put every item on the fastest device (the very
      dispatch it is set against; the ratio is then noise, said in the note). `busy` keeps section 1's iters.
      AUTO learns per kernel handle: every calibration and pilot dispatch (sections 1 and
      3) uses `busy` from a second load of the module, so that only the measured
      dispatches, all with the same iters, teach the model of the measured kernel.
   4. the origin guide's cases: scatter-gather (saxpy, STATIC, equal weights) of 10 M,
      100 M and 1 G items over every device of the kind and on its first device alone
      (1 G = 4 GiB per array, only where the host has the memory; CPU and --quick: 10 M
      only); GB/s and speed-up. An image batch: blur_rows (radius 2) over 16 images of
      4096 x 4096 (CPU 8 of 1024 x 1024, --quick 4 of 512 x 512) as ONE dispatch of all
      rows: the kernel clamps its window at the job's first and last row, not at each
      image's borders, so an image's edge rows blend with the next image's - fine for a
      benchmark, and the check computes the same. ms and speed-up over the first device.
   5. pipeline: three stages of stage_busy (iters calibrated with a dispatch so that each
      stage takes about a third of 1 s on one device; the stages are equal, so their cost
      is) on the kind's devices 0, 1, 2 against all three stages on device 0 as a pipeline
      of the same chunk size (the judged reference, and the stricter one: there the stages
      overlap on the one device) and, beside it in a note, against the stages run in turn
      on device 0 (three dispatches over all items: the reference, which also
      moves the items through pageable host memory twice more per stage). The variant and
      its references are measured alternately (warm-ups of each, then rounds of one timed
      run of each, the order rotating), the references anew for each variant. Speed-up
      target >= 2.8 on 3 GPUs; run twice: with the chunk the library chooses (0) and with
      chunk = items / 64 (fill and drain cost S x C / (C + S - 1): 2.91 at most for 64
      chunks of 3 stages), and once more with the chosen chunk from dc_host_alloc input and
      output (against its own one-device pipeline; reported, not judged: how much the
      pageable host arrays cost). Per-stage busy/wait and the bottleneck from
      dc_pipeline_report. With 2 devices the stages run on 0, 1, 0 (reported, ideal
      1.5x); with 1 device the section is skipped.
   6. profiling's cost: on every device of the kind, busy (section 1's iters, DYNAMIC in
      chunks of items / (16 k): many chunks, each a fill, a launch and a read recorded)
      and saxpy over pageable arrays (STATIC), each run in pairs back to back with
      profiling off and on (dc_profile_enable; the order alternates; dc_profile_reset
      after each profiled run, outside the timing). Ratio = median makespan on / off.
      Target <= 1.10.

   Timing: host wall clock around the blocking dc_dispatch / dc_pipeline_run, median of
   the timed repetitions after the warm-ups; every reference is measured in the same run.
   Each figure has a time budget: once spent, it stops after the current repetition (at
   least one timed run), so a pathological split cannot run the benchmark away.

   Checks, after every dispatch (outside the timing): busy's output is first filled with
   NaN; afterwards every item must equal the host's evaluation of the recurrence for its
   index (the recurrence converges, so for large iters this mostly proves that every item
   was computed). saxpy uses integer-valued floats (exact): y must equal y0 + k a x at
   65536 spread items and both ends, k = the dispatches that covered the item so far. blur
   is checked at one pixel of every row and at whole rows spread over the batch, against a
   host blur. Pipeline inputs are +inf, -inf or one of four finite values by a hash of
   the item, so every output item is checked and misplaced chunks show.

   Exit status 0 when everything ran and every result was right, even if a target is
   missed (this is a measurement); 1 on a wrong result or a failed call. Every result goes
   to the JSON file: per figure value, reference, ratio, target and verdict, the timed
   samples, and the last dispatch or pipeline report. Linux, and builds with mingw-w64. */
#if !defined(_WIN32) && !defined(_POSIX_C_SOURCE)
#  define _POSIX_C_SOURCE 200809L   /* clock_gettime, gethostname under -std=c99 */
#endif

#define DC_IMPLEMENTATION
#include "dotcompute.h"

#include "bench_common.h"

#include <math.h>                  /* INFINITY (a macro: no libm needed) */
#include <stdio.h>

#define MAX_DEV DC_DISPATCH_MAX_DEVICES
#define MAX_FIGS 160
#define MAX_SAMPLES 32
#define MAX_REPS MAX_SAMPLES
#define MAX_SAXPY_RUNS 512
#define KERNEL_PATH "kernels/dispatch"

#define TARGET_SPEEDUP_2 1.95
#define TARGET_PROFILE 1.10          /* makespan with profiling on / off */
#define TARGET_SPEEDUP_4 3.85
#define TARGET_HETERO_RATIO 1.10
#define TARGET_PIPELINE 2.8
#define SAXPY_A 2.0f
#define BLUR_R 2u
#define GIB (1024.0 * 1024.0 * 1024.0)
#define MIB (1024.0 * 1024.0)

/* ------------------------------------------------------------------ sizes */

typedef struct sizes {
    double t_compute;              /* s: busy on one device of the kind */
    uint64_t busy_items;
    uint64_t saxpy_items;          /* section 2, per array */
    uint64_t pinned_bytes;         /* section 2's reference */
    uint64_t guide_items[3];       /* section 4, 0 = unused */
    uint32_t blur_images, blur_width;
    double t_rate;                 /* s: section 3, each device alone */
    double t_hetero;               /* s: section 3's ideal makespan */
    uint64_t pipe_items;
    double t_pipe;                 /* s: the three stages on one device */
    double budget;                 /* s per figure (warm-ups and timed runs each) */
    int reps;
} sizes;

static void choose_sizes(sizes *z, int gpu, int quick)
{
    memset(z, 0, sizeof *z);
    if (gpu && !quick) {
        z->t_compute = 1.0; z->busy_items = (uint64_t)16 << 20;
        z->saxpy_items = (uint64_t)512 << 20; z->pinned_bytes = (uint64_t)256 << 20;
        z->guide_items[0] = 10000000; z->guide_items[1] = 100000000; z->guide_items[2] = (uint64_t)1 << 30;
        z->blur_images = 16; z->blur_width = 4096;
        z->t_rate = 0.3; z->t_hetero = 0.5;
        z->pipe_items = (uint64_t)64 << 20; z->t_pipe = 1.0;
        z->budget = 8.0; z->reps = 3;
    } else if (gpu) {
        z->t_compute = 0.2; z->busy_items = (uint64_t)4 << 20;
        z->saxpy_items = (uint64_t)8 << 20; z->pinned_bytes = (uint64_t)64 << 20;
        z->guide_items[0] = 10000000;
        z->blur_images = 4; z->blur_width = 1024;
        z->t_rate = 0.1; z->t_hetero = 0.2;
        z->pipe_items = (uint64_t)8 << 20; z->t_pipe = 0.3;
        z->budget = 3.0; z->reps = 2;
    } else if (!quick) {
        z->t_compute = 0.3; z->busy_items = (uint64_t)256 << 10;
        z->saxpy_items = (uint64_t)16 << 20; z->pinned_bytes = (uint64_t)64 << 20;
        z->guide_items[0] = 10000000;
        z->blur_images = 8; z->blur_width = 1024;
        z->t_rate = 0.2; z->t_hetero = 0.3;
        z->pipe_items = (uint64_t)1 << 20; z->t_pipe = 0.3;
        z->budget = 4.0; z->reps = 3;
    } else {
        z->t_compute = 0.15; z->busy_items = (uint64_t)64 << 10;
        z->saxpy_items = (uint64_t)8 << 20; z->pinned_bytes = (uint64_t)16 << 20;
        z->guide_items[0] = 10000000;
        z->blur_images = 4; z->blur_width = 512;
        z->t_rate = 0.1; z->t_hetero = 0.15;
        z->pipe_items = (uint64_t)256 << 10; z->t_pipe = 0.2;
        z->budget = 2.0; z->reps = 2;
    }
}

/* ------------------------------------------------------------------ figures */

typedef struct figure {
    char section[12];
    char what[64];
    int devices[MAX_DEV], device_count;
    const char *strategy;          /* "STATIC", ... or NULL (pipelines, host copies) */
    uint64_t items;
    const char *unit;              /* of value and reference */
    double value, reference;       /* in `unit`; reference < 0: none */
    double ratio;                  /* < 0: none */
    const char *ratio_is;          /* what the ratio is */
    char target[16];               /* ">= 1.95", "" = none */
    const char *verdict;           /* PASS FAIL INFO SKIP ERROR */
    double samples[MAX_SAMPLES];   /* seconds, the timed runs */
    int n;
    int warmups;
    char note[320];
    char error[768];
    int has_report, has_pipe;
    dc_dispatch_report rep;
    dc_pipeline_report prep;
} figure;

/* ------------------------------------------------------------------ the benchmark */

typedef struct bench bench;

/* x and y of saxpy, with what was done to y so far (for the checks). */
typedef struct saxpy_arrays {
    float *x, *y;
    uint64_t cap;
    int pinned;                    /* dc_host_alloc memory, else malloc */
    uint64_t runs[MAX_SAXPY_RUNS]; /* item counts of the dispatches so far */
    int nruns, dirty;
} saxpy_arrays;

/* One dispatch or pipeline and what it works on. */
typedef struct job {
    int pipeline;
    float *in_turn_tmp;            /* set: the three stages as three dispatches in turn, in -> out -> tmp -> out */
    dc_dispatch_desc desc;
    dc_dispatch_arg args[8];
    int devs[MAX_DEV];
    double weights[MAX_DEV];
    dc_pipeline_desc pdesc;
    dc_pipeline_stage stages[3];
    int stage_dev[3];
    dc_arg stage_arg;
    void (*prepare)(bench *B, struct job *j);
    int (*check)(bench *B, struct job *j);     /* 1 right, 0 wrong (B->why says how) */
    float *f_in, *f_out;           /* busy: f_out; saxpy: x = f_in, y = f_out; stage: both */
    uint8_t *u_in, *u_out;         /* blur */
    saxpy_arrays *sa;              /* saxpy */
    uint64_t n;
    uint32_t iters;
    int passes;                    /* stage_busy: stages the items went through */
} job;

struct bench {
    dc_context *ctx;
    dc_module mod, mod_pilot;
    dc_kernel k_busy, k_saxpy, k_blur, k_stage;
    dc_kernel k_busy_pilot;        /* the same kernel from a second load, for calibrations and
                                      pilots: AUTO learns per kernel handle, so they stay out
                                      of k_busy's model */
    int count;
    dc_device_info info[MAX_DEV];
    int kind[MAX_DEV], kind_count, gpu, cpu_devices;
    int quick, verbose;
    sizes z;
    figure *figs;
    int nfig;
    int api_errors, wrong;
    char why[512];
    uint64_t host_avail;           /* bytes of host memory available at the start, 0 = unknown */
    /* section 1, kept for 3 */
    uint32_t busy_iters;
    float busy_table[1024];
    uint32_t busy_table_iters;
    /* saxpy arrays (sections 2 and 4): pageable, and pinned for comparison */
    saxpy_arrays sa, sp;
    unsigned check_no;
    /* pinned rates per kind entry (GB/s) */
    double h2d[MAX_DEV], d2h[MAX_DEV], mix[MAX_DEV], duplex[MAX_DEV];
    double pmix[MAX_DEV], pduplex[MAX_DEV];   /* the same from malloc memory */
    int have_pinned, have_pageable;
    /* stage_busy expectations */
    float stage_vals[4], stage_out[4];
    uint32_t stage_out_iters;
    int cuda_version;
};

static const char *strategy_name(dc_balance s)
{
    static const char *const names[DC_BALANCE_COUNT] = { "AUTO", "STATIC", "DYNAMIC", "GUIDED", "MEMORY_AWARE" };
    return (unsigned)s < DC_BALANCE_COUNT ? names[s] : "?";
}

static figure *new_fig(bench *B, const char *section, const char *what)
{
    figure *f;
    if (B->nfig >= MAX_FIGS) {
        static figure spare;       /* keeps running; the overflow is not written */
        memset(&spare, 0, sizeof spare);
        return &spare;
    }
    f = &B->figs[B->nfig++];
    memset(f, 0, sizeof *f);
    snprintf(f->section, sizeof f->section, "%s", section);
    snprintf(f->what, sizeof f->what, "%s", what);
    f->unit = "s";
    f->reference = -1.0;
    f->ratio = -1.0;
    f->ratio_is = "";
    f->verdict = "INFO";
    return f;
}

/* A failed call: its name, the result and dc_last_error() (cut to fit). */
static void fig_fail(bench *B, figure *f, const char *what, dc_result r)
{
    int n = snprintf(f->error, sizeof f->error, "%s: %s: %s", what, dc_result_name(r), dc_last_error());
    if (n >= (int)sizeof f->error) memcpy(f->error + sizeof f->error - 4, "...", 4);
    f->verdict = "ERROR";
    B->api_errors++;
}

static void fig_devices(figure *f, const int *devs, int n)
{
    int i;
    f->device_count = n;
    for (i = 0; i < n && i < MAX_DEV; i++) f->devices[i] = devs[i];
}

static void add_note(char *note, size_t size, const char *text)
{
    size_t len = strlen(note);
    if (len + 3 < size) snprintf(note + len, size - len, "%s%s", len ? "; " : "", text);
}

/* Sets the verdict from value (ratio) against a target: at_least = ratio >= t, else <= t. */
static void judge(figure *f, int judged, int at_least, double t)
{
    snprintf(f->target, sizeof f->target, "%s %.2f", at_least ? ">=" : "<=", t);
    if (f->error[0]) { f->verdict = "ERROR"; return; }
    if (!judged) { f->verdict = "INFO"; return; }
    f->verdict = (at_least ? f->ratio >= t : f->ratio <= t) ? "PASS" : "FAIL";
}

static void print_head(void)
{
    printf("  %-44s %13s %13s %8s %-9s %-8s %s\n", "what", "value", "reference", "ratio", "target", "verdict", "notes");
}

static void print_fig(const figure *f)
{
    char v[32], r[32], ra[16];
    if (f->error[0]) {
        printf("  %-44s ERROR: %s\n", f->what, f->error);
        fflush(stdout);
        return;
    }
    if (!strcmp(f->verdict, "SKIP") && f->n == 0 && f->value <= 0) snprintf(v, sizeof v, "-");
    else snprintf(v, sizeof v, "%.4g %s", f->value, f->unit);
    if (f->reference >= 0) snprintf(r, sizeof r, "%.4g %s", f->reference, f->unit);
    else snprintf(r, sizeof r, "-");
    if (f->ratio >= 0) snprintf(ra, sizeof ra, "%.3f", f->ratio);
    else snprintf(ra, sizeof ra, "-");
    printf("  %-44.44s %13s %13s %8s %-9s %-8s %s\n", f->what, v, r, ra, f->target[0] ? f->target : "-",
           f->verdict, f->note);
    fflush(stdout);
}

/* ------------------------------------------------------------------ host-side helpers */

/* cuDriverGetVersion (e.g. 13000), 0 without a CUDA driver: for the record. */
typedef int (BENCH_CALL *cu_driver_get_version_fn)(int *version);
static int cuda_driver_version(void)
{
    cu_driver_get_version_fn get = NULL;
    int v = 0;
#ifdef _WIN32
    void *cu = lib_open("nvcuda.dll");
#else
    void *cu = lib_open("libcuda.so.1");
#endif
    /* stays loaded: the context loaded it anyway */
    if (!cu || !LIB_SYM(cu, "cuDriverGetVersion", get) || get(&v) != 0) return 0;
    return v;
}

static uint32_t hash32(uint64_t i)
{
    uint64_t x = (i + 0x632BE59BD9B4E019ull) * 0x9E3779B97F4A7C15ull;
    x ^= x >> 29;
    x *= 0xBF58476D1CE4E5B9ull;
    x ^= x >> 32;
    return (uint32_t)x;
}

/* fmaf without libm: the product of two floats is exact in double, so this is the fused
   result but for a rare double rounding (the checks allow for it). */
static float fma_f(float a, float b, float c)
{
    return (float)((double)a * (double)b + (double)c);
}

static int close_enough(float got, float want)
{
    double d = (double)got - (double)want, m = want < 0 ? -(double)want : (double)want;
    if (got != got) return 0;      /* NaN: not written */
    if (d < 0) d = -d;
    return d <= 1e-4 * (m > 1.0 ? m : 1.0);
}

/* Bytes of host memory available now, 0 when unknown. */
static uint64_t host_available(void)
{
#ifdef _WIN32
    MEMORYSTATUSEX m;
    m.dwLength = sizeof m;
    return GlobalMemoryStatusEx(&m) ? (uint64_t)m.ullAvailPhys : 0;
#else
    char line[256];
    unsigned long long kb = 0;
    FILE *f = fopen("/proc/meminfo", "r");
    if (!f) return 0;
    while (fgets(line, sizeof line, f))
        if (sscanf(line, "MemAvailable: %llu kB", &kb) == 1) break;
    fclose(f);
    return (uint64_t)kb * 1024u;
#endif
}

/* ------------------------------------------------------------------ busy */

static void busy_expect(bench *B, uint32_t iters)
{
    int r;
    uint32_t k;
    if (B->busy_table_iters == iters && iters) return;
    for (r = 0; r < 1024; r++) {
        float v = (float)r * 0.001f, w = 1.0f;
        for (k = 0; k < iters; k++) {
            float nv = fma_f(v, 0.999f, 0.001f), nw = fma_f(w, nv, 0.5f) * 0.5f;
            if (nv == v && nw == w) break;     /* a fixed point: it stays there */
            v = nv;
            w = nw;
        }
        B->busy_table[r] = v + w;
    }
    B->busy_table_iters = iters;
}

static void busy_prepare(bench *B, job *j)
{
    (void)B;
    memset(j->f_out, 0xFF, (size_t)j->n * sizeof(float));   /* NaN */
}

static int busy_check(bench *B, job *j)
{
    uint64_t i;
    busy_expect(B, j->iters);
    for (i = 0; i < j->n; i++)
        if (!close_enough(j->f_out[i], B->busy_table[i & 1023])) {
            snprintf(B->why, sizeof B->why, "busy: item %llu of %llu is %.9g, expected %.9g (iters %u)",
                     (unsigned long long)i, (unsigned long long)j->n, (double)j->f_out[i],
                     (double)B->busy_table[i & 1023], j->iters);
            return 0;
        }
    return 1;
}

/* A job of one dispatch: kernel k over n items with strategy s and the job's first nargs
   arguments, on devs[0..ndev) with equal weights (equal_weights 1) or the library's (0). */
static void job_dispatch(job *j, dc_kernel k, uint64_t n, dc_balance s, int nargs, const int *devs, int ndev,
                         int equal_weights)
{
    int i;
    j->n = n;
    j->desc.kernel = k;
    j->desc.items = n;
    j->desc.strategy = s;
    j->desc.args = j->args;
    j->desc.arg_count = nargs;
    for (i = 0; i < ndev; i++) { j->devs[i] = devs[i]; j->weights[i] = 1.0; }
    j->desc.devices = j->devs;
    j->desc.device_count = ndev;
    j->desc.weights = equal_weights ? j->weights : NULL;
}

static void busy_job(bench *B, job *j, float *y, uint64_t n, uint32_t iters, dc_balance s,
                     const int *devs, int ndev, int equal_weights)
{
    memset(j, 0, sizeof *j);
    j->f_out = y;
    j->iters = iters;
    j->args[0] = dc_dispatch_out(y, sizeof(float), 1);
    j->args[1] = dc_dispatch_item_first();
    j->args[2] = dc_dispatch_item_count();
    j->args[3] = dc_dispatch_scalar(DC_ARG_U32(iters));
    job_dispatch(j, B->k_busy, n, s, 4, devs, ndev, equal_weights);
    j->prepare = busy_prepare;
    j->check = busy_check;
}

/* ------------------------------------------------------------------ saxpy */

static float saxpy_x(uint64_t i) { return (float)(hash32(i) & 1023u); }
static float saxpy_y0(uint64_t i) { return (float)((hash32(i) >> 10) & 1023u); }

/* y[idx] against y0 + k a x, k = the dispatches so far whose items covered idx. */
static int saxpy_check_one(bench *B, saxpy_arrays *a, uint64_t idx)
{
    float want;
    int k, times = 0;
    for (k = 0; k < a->nruns; k++) times += a->runs[k] > idx;
    want = saxpy_y0(idx) + (float)times * SAXPY_A * saxpy_x(idx);
    if (a->y[idx] == want) return 1;
    snprintf(B->why, sizeof B->why, "saxpy (%s arrays): y[%llu] = %.9g, expected %.9g (after %d dispatches over it)",
             a->pinned ? "pinned" : "pageable", (unsigned long long)idx, (double)a->y[idx], (double)want, times);
    a->dirty = 1;
    return 0;
}

/* The first and last 64 items and 65536 spread ones (a phase that moves every check). */
static int saxpy_check(bench *B, job *j)
{
    uint64_t stride = j->n / 65536 ? j->n / 65536 : 1, phase, i;
    saxpy_arrays *a = j->sa;
    if (a->nruns >= MAX_SAXPY_RUNS) { a->dirty = 1; return 1; }   /* no more runs are checked */
    a->runs[a->nruns++] = j->n;
    phase = (uint64_t)(B->check_no++ * 7919u) % stride;
    for (i = 0; i < 64 && i < j->n; i++) if (!saxpy_check_one(B, a, i)) return 0;
    for (i = j->n > 64 ? j->n - 64 : 0; i < j->n; i++) if (!saxpy_check_one(B, a, i)) return 0;
    for (i = 0; i < 65536 && i * stride + phase < j->n; i++) if (!saxpy_check_one(B, a, i * stride + phase)) return 0;
    return 1;
}

static void saxpy_job(bench *B, job *j, saxpy_arrays *a, uint64_t n, const int *devs, int ndev)
{
    memset(j, 0, sizeof *j);
    j->sa = a;
    j->f_in = a->x;
    j->f_out = a->y;
    j->args[0] = dc_dispatch_in(a->x, sizeof(float), 1);
    j->args[1] = dc_dispatch_inout(a->y, sizeof(float), 1);
    j->args[2] = dc_dispatch_scalar(DC_ARG_F32(SAXPY_A));
    j->args[3] = dc_dispatch_item_count();
    job_dispatch(j, B->k_saxpy, n, DC_BALANCE_STATIC, 4, devs, ndev, 1);
    j->check = saxpy_check;
}

/* ------------------------------------------------------------------ blur */

static unsigned blur_px(const uint8_t *in, uint64_t rows, uint32_t width, uint64_t row, uint32_t col)
{
    unsigned sum = 0, count = 0;
    long long dy, dx;
    for (dy = -(long long)BLUR_R; dy <= (long long)BLUR_R; dy++) {
        long long g = (long long)row + dy;
        if (g < 0) g = 0;
        if (g >= (long long)rows) g = (long long)rows - 1;
        for (dx = -(long long)BLUR_R; dx <= (long long)BLUR_R; dx++) {
            long long c = (long long)col + dx;
            if (c < 0) c = 0;
            if (c >= (long long)width) c = (long long)width - 1;
            sum += in[(uint64_t)g * width + (uint64_t)c];
            count++;
        }
    }
    return (sum + count / 2) / count;
}

static void blur_prepare(bench *B, job *j)
{
    (void)B;
    memset(j->u_out, 0, (size_t)(j->n * j->iters));   /* iters holds the width here */
}

static int blur_check(bench *B, job *j)
{
    uint64_t row, rows = j->n;
    uint32_t width = j->iters, col;
    int s;
    for (row = 0; row < rows; row++) {
        col = (uint32_t)((row * 7919u + 13u) % width);
        if (j->u_out[row * width + col] != blur_px(j->u_in, rows, width, row, col)) goto wrong;
    }
    for (s = 0; s <= 16; s++) {                       /* whole rows, both ends included */
        row = s == 16 ? rows - 1 : rows * (uint64_t)s / 16;
        for (col = 0; col < width; col++)
            if (j->u_out[row * width + col] != blur_px(j->u_in, rows, width, row, col)) goto wrong;
    }
    return 1;
wrong:
    snprintf(B->why, sizeof B->why, "blur_rows: pixel (row %llu, col %u) is %u, expected %u",
             (unsigned long long)row, col, j->u_out[row * width + col], blur_px(j->u_in, rows, width, row, col));
    return 0;
}

static void blur_job(bench *B, job *j, uint8_t *in, uint8_t *out, uint64_t rows, uint32_t width,
                     const int *devs, int ndev)
{
    memset(j, 0, sizeof *j);
    j->u_in = in;
    j->u_out = out;
    j->iters = width;
    j->args[0] = dc_dispatch_in_halo(in, 1, width, BLUR_R, BLUR_R);
    j->args[1] = dc_dispatch_out(out, 1, width);
    j->args[2] = dc_dispatch_item_first();
    j->args[3] = dc_dispatch_item_count();
    j->args[4] = dc_dispatch_scalar(DC_ARG_U64(rows));
    j->args[5] = dc_dispatch_scalar(DC_ARG_U32(width));
    j->args[6] = dc_dispatch_scalar(DC_ARG_U32(BLUR_R));
    job_dispatch(j, B->k_blur, rows, DC_BALANCE_STATIC, 7, devs, ndev, 1);
    j->desc.threads_per_item = width;
    j->prepare = blur_prepare;
    j->check = blur_check;
}

/* ------------------------------------------------------------------ stage_busy */

#define STAGE_MARKER (-7.0f)

static float stage_input(uint64_t i)
{
    static const float vals[4] = { 0.0f, 0.25f, 3.0f, -2.0f };
    uint32_t c = hash32(i ^ 0x5bd1e995u) % 6u;
    return c == 0 ? INFINITY : c == 1 ? -INFINITY : vals[c - 2];
}

static void stage_expect(bench *B, uint32_t steps)
{
    static const float vals[4] = { 0.0f, 0.25f, 3.0f, -2.0f };
    int c;
    uint32_t k;
    if (B->stage_out_iters == steps && steps) return;
    for (c = 0; c < 4; c++) {
        float v = vals[c];
        for (k = 0; k < steps; k++) {
            float nv = fma_f(v, 0.999f, 0.001f);
            if (nv == v) break;
            v = nv;
        }
        B->stage_vals[c] = vals[c];
        B->stage_out[c] = v;
    }
    B->stage_out_iters = steps;
}

static void stage_prepare(bench *B, job *j)
{
    uint64_t i;
    (void)B;
    for (i = 0; i < j->n; i++) j->f_out[i] = STAGE_MARKER;
}

static int stage_check(bench *B, job *j)
{
    uint64_t i;
    uint64_t steps = (uint64_t)j->iters * (uint64_t)j->passes;
    stage_expect(B, steps > 0xFFFFFFFFu ? 0xFFFFFFFFu : (uint32_t)steps);
    for (i = 0; i < j->n; i++) {
        float in = j->f_in[i], got = j->f_out[i], want;
        int c;
        if (in == INFINITY || in == -INFINITY) want = in;
        else {
            for (c = 0; c < 4 && B->stage_vals[c] != in; c++) {}
            want = c < 4 ? B->stage_out[c] : 0.0f;
        }
        if (want == INFINITY || want == -INFINITY ? got != want : !close_enough(got, want)) {
            snprintf(B->why, sizeof B->why, "stage_busy: item %llu of %llu is %.9g, expected %.9g (input %.9g, %d stages of %u iters)",
                     (unsigned long long)i, (unsigned long long)j->n, (double)got, (double)want, (double)in,
                     j->passes, j->iters);
            return 0;
        }
    }
    return 1;
}

/* stage_busy as one dispatch (for the calibration): in, out, item_count, item_first, iters. */
static void stage_dispatch_job(bench *B, job *j, float *in, float *out, uint64_t n, uint32_t iters, int dev)
{
    memset(j, 0, sizeof *j);
    j->f_in = in;
    j->f_out = out;
    j->iters = iters;
    j->passes = 1;
    j->args[0] = dc_dispatch_in(in, sizeof(float), 1);
    j->args[1] = dc_dispatch_out(out, sizeof(float), 1);
    j->args[2] = dc_dispatch_item_count();
    j->args[3] = dc_dispatch_item_first();
    j->args[4] = dc_dispatch_scalar(DC_ARG_U32(iters));
    job_dispatch(j, B->k_stage, n, DC_BALANCE_STATIC, 5, &dev, 1, 0);
    j->prepare = stage_prepare;
    j->check = stage_check;
}

static void pipeline_job(bench *B, job *j, float *in, float *out, uint64_t n, uint32_t iters,
                         const int stage_dev[3], uint64_t chunk)
{
    int s;
    memset(j, 0, sizeof *j);
    j->pipeline = 1;
    j->f_in = in;
    j->f_out = out;
    j->n = n;
    j->iters = iters;
    j->passes = 3;
    j->stage_arg = DC_ARG_U32(iters);
    for (s = 0; s < 3; s++) {
        j->stage_dev[s] = stage_dev[s];
        j->stages[s].kernel = B->k_stage;
        j->stages[s].devices = &j->stage_dev[s];
        j->stages[s].device_count = 1;
        j->stages[s].args = &j->stage_arg;
        j->stages[s].arg_count = 1;
    }
    j->pdesc.stages = j->stages;
    j->pdesc.stage_count = 3;
    j->pdesc.items = n;
    j->pdesc.input = in;
    j->pdesc.in_item_bytes = sizeof(float);
    j->pdesc.output = out;
    j->pdesc.chunk = chunk;
    j->prepare = stage_prepare;
    j->check = stage_check;
}

/* ------------------------------------------------------------------ running */

/* The stages of the pipeline section run in turn on one device: stage_busy as three
   dispatches over all items, in -> out, out -> tmp, tmp -> out. */
static dc_result run_in_turn(bench *B, job *j, figure *f)
{
    float *from[3], *to[3];
    dc_result r = DC_SUCCESS;
    int s;
    from[0] = j->f_in; to[0] = j->f_out;
    from[1] = j->f_out; to[1] = j->in_turn_tmp;
    from[2] = j->in_turn_tmp; to[2] = j->f_out;
    for (s = 0; s < 3 && r == DC_SUCCESS; s++) {
        j->args[0] = dc_dispatch_in(from[s], sizeof(float), 1);
        j->args[1] = dc_dispatch_out(to[s], sizeof(float), 1);
        r = dc_dispatch(B->ctx, &j->desc, &f->rep);
    }
    return r;
}

/* One run: prepare, the timed call, the check. 1 right, 0 call failed, -1 wrong result. */
static int run_once(bench *B, job *j, figure *f, double *sec)
{
    dc_result r;
    double t0;
    if (j->prepare) j->prepare(B, j);
    t0 = now_s();
    if (j->pipeline) r = dc_pipeline_run(B->ctx, &j->pdesc, &f->prep);
    else if (j->in_turn_tmp) r = run_in_turn(B, j, f);
    else r = dc_dispatch(B->ctx, &j->desc, &f->rep);
    *sec = now_s() - t0;
    if (r != DC_SUCCESS) {
        fig_fail(B, f, j->pipeline ? "dc_pipeline_run" : "dc_dispatch", r);
        return 0;
    }
    if (j->pipeline) f->has_pipe = 1; else f->has_report = 1;
    if (j->check && !j->check(B, j)) {
        snprintf(f->error, sizeof f->error, "WRONG RESULT: %s", B->why);
        f->verdict = "ERROR";
        B->wrong++;
        return -1;
    }
    if (B->verbose && !j->pipeline) dc_dispatch_report_print(B->ctx, &f->rep, stdout);
    return 1;
}

/* What a figure records of its job before the runs. */
static void fig_job(figure *f, const job *j)
{
    f->items = j->n;
    if (!j->pipeline) {
        f->strategy = strategy_name(j->desc.strategy);
        fig_devices(f, j->desc.devices, j->desc.device_count);
    }
}

/* Warm-ups, then up to `reps` timed runs; both phases stop early once `budget` seconds
   are spent (at least one timed run). f->value = the median makespan in seconds. */
static int measure(bench *B, job *j, figure *f, int warmups, int reps, double budget)
{
    double t0 = now_s(), s;
    int i;
    char text[96];
    if (reps > MAX_REPS) reps = MAX_REPS;
    if (reps < 1) reps = 1;
    fig_job(f, j);
    for (i = 0; i < warmups; i++) {
        if (run_once(B, j, f, &s) <= 0) return 0;
        f->warmups++;
        if (now_s() - t0 > budget && i + 1 < warmups) {
            snprintf(text, sizeof text, "warm-ups cut to %d by the time budget", i + 1);
            add_note(f->note, sizeof f->note, text);
            break;
        }
    }
    t0 = now_s();
    for (i = 0; i < reps; i++) {
        if (run_once(B, j, f, &f->samples[f->n]) <= 0) return 0;
        f->n++;
        if (now_s() - t0 > budget && i + 1 < reps) {
            snprintf(text, sizeof text, "%d of %d timed runs (time budget)", i + 1, reps);
            add_note(f->note, sizeof f->note, text);
            break;
        }
    }
    f->value = median(f->samples, f->n);
    return 1;
}

/* measure for `count` jobs at once, their timed runs interleaved: the warm-ups of each,
   then rounds of one timed run of each, the order rotating from round to round, so that
   drift (clocks, the host's other load) hits a variant and its references alike. Stops
   after the round in which count x budget seconds are spent (at least one round). On a
   failure, the figures that did not fail say that they were cut short. */
static int measure_alternating(bench *B, job **js, figure **fs, int count, int warmups, int reps, double budget)
{
    double t0, s;
    int i, k, r;
    char text[96];
    if (reps > MAX_REPS) reps = MAX_REPS;
    if (reps < 1) reps = 1;
    for (k = 0; k < count; k++) fig_job(fs[k], js[k]);
    for (k = 0; k < count; k++)
        for (i = 0; i < warmups; i++) {
            if (run_once(B, js[k], fs[k], &s) <= 0) goto failed;
            fs[k]->warmups++;
        }
    t0 = now_s();
    for (r = 0; r < reps; r++) {
        for (i = 0; i < count; i++) {
            k = (r + i) % count;
            if (run_once(B, js[k], fs[k], &fs[k]->samples[fs[k]->n]) <= 0) goto failed;
            fs[k]->n++;
        }
        if (now_s() - t0 > budget * count && r + 1 < reps) {
            snprintf(text, sizeof text, "%d of %d timed runs (time budget)", r + 1, reps);
            for (k = 0; k < count; k++) add_note(fs[k]->note, sizeof fs[k]->note, text);
            break;
        }
    }
    for (k = 0; k < count; k++) fs[k]->value = median(fs[k]->samples, fs[k]->n);
    return 1;
failed:
    for (k = 0; k < count; k++)
        if (!fs[k]->error[0])
            snprintf(fs[k]->error, sizeof fs[k]->error, "not completed: a run measured alternately with it failed");
    return 0;
}

static double min_of(const double *v, int n)
{
    double m = n ? v[0] : 0;
    int i;
    for (i = 1; i < n; i++) if (v[i] < m) m = v[i];
    return m;
}
static double max_of(const double *v, int n)
{
    double m = n ? v[0] : 0;
    int i;
    for (i = 1; i < n; i++) if (v[i] > m) m = v[i];
    return m;
}

/* The first k of the kind, as a list. */
static void first_k(const bench *B, int k, int *out)
{
    int i;
    for (i = 0; i < k; i++) out[i] = B->kind[i];
}

/* Device counts of the scaling sections: 1, 2, 4, 8 ... and all of the kind. */
static int scaling_counts(const bench *B, int *ks)
{
    int n = 0, k;
    for (k = 1; k <= B->kind_count; k *= 2) ks[n++] = k;
    if (ks[n - 1] != B->kind_count) ks[n++] = B->kind_count;
    return n;
}

/* ------------------------------------------------------------------ 1. compute-bound */

/* Seconds of one pilot dispatch of busy (the pilot kernel) of n items with `iters` on
   devs (checked), or < 0. */
static double busy_time(bench *B, float *y, uint64_t n, uint32_t iters, const int *devs, int ndev, figure *f)
{
    job j;
    double s;
    busy_job(B, &j, y, n, iters, DC_BALANCE_STATIC, devs, ndev, 0);
    j.desc.kernel = B->k_busy_pilot;
    return run_once(B, &j, f, &s) > 0 ? s : -1.0;
}

/* iters for `target` seconds of n items on devs: pilots until one takes >= target / 3,
   then a straight line through the first pilot and that one. 0 on failure. */
static uint32_t calibrate_busy(bench *B, float *y, uint64_t n, const int *devs, int ndev, double target, figure *f)
{
    uint32_t i0 = 16, it = 256;
    double t0, t = 0, b, want;
    int p;
    if (busy_time(B, y, n, i0, devs, ndev, f) < 0) return 0;          /* first use: JIT, builds */
    if ((t0 = busy_time(B, y, n, i0, devs, ndev, f)) < 0) return 0;
    for (p = 0; p < 16; p++) {
        double grow;
        if ((t = busy_time(B, y, n, it, devs, ndev, f)) < 0) return 0;
        if (B->verbose) printf("  calibration: iters %u: %.4f s (16 iters: %.4f s)\n", it, t, t0);
        if (t >= target / 3) break;
        grow = t > 1e-6 ? (target / 4) / t : 16.0;
        if (grow > 16.0) grow = 16.0;
        if (grow < 2.0) grow = 2.0;
        if ((double)it * grow > 2e9) break;
        it = (uint32_t)((double)it * grow);
    }
    b = (t - t0) / (double)(it - i0);
    if (b <= 0) b = t / (double)it;
    want = (double)i0 + (target - t0) / b;
    if (want < 1) want = 1;
    if (want > 2e9) want = 2e9;
    return (uint32_t)want;
}

static void section_compute(bench *B)
{
    const sizes *z = &B->z;
    uint64_t n = z->busy_items;
    float *y = (float *)malloc((size_t)n * sizeof(float));
    int ks[16], nk = scaling_counts(B, ks), i, devs[MAX_DEV];
    figure *f1, *f;
    job j;
    char what[64];

    printf("\n1. compute-bound: busy, %llu items, the first k devices of the kind (%s), STATIC with equal weights and AUTO\n",
           (unsigned long long)n, B->gpu ? "GPUs" : "all, no GPU");
    if (!y) { printf("  out of host memory\n"); B->api_errors++; return; }
    f1 = new_fig(B, "compute", "calibration");
    first_k(B, 1, devs);
    B->busy_iters = calibrate_busy(B, y, n, devs, 1, z->t_compute, f1);
    if (!B->busy_iters) { print_fig(f1); free(y); return; }
    B->nfig--;                     /* the calibration is no figure of its own */
    printf("  iters = %u (calibrated: about %.2f s for %llu items on device %d)\n", B->busy_iters, z->t_compute,
           (unsigned long long)n, devs[0]);
    print_head();

    f1 = new_fig(B, "compute", "busy 1 device STATIC");
    busy_job(B, &j, y, n, B->busy_iters, DC_BALANCE_STATIC, devs, 1, 1);
    if (!measure(B, &j, f1, 1, z->reps, z->budget)) { print_fig(f1); free(y); return; }
    print_fig(f1);
    for (i = 1; i < nk; i++) {
        int k = ks[i], s, judged = B->gpu && (k == 2 || k == 4);
        double tgt = k == 4 ? TARGET_SPEEDUP_4 : TARGET_SPEEDUP_2;
        first_k(B, k, devs);
        for (s = 0; s < 2; s++) {
            dc_balance st = s ? DC_BALANCE_AUTO : DC_BALANCE_STATIC;
            snprintf(what, sizeof what, "busy %d devices %s speed-up", k, strategy_name(st));
            f = new_fig(B, "compute", what);
            busy_job(B, &j, y, n, B->busy_iters, st, devs, k, st == DC_BALANCE_STATIC);
            if (measure(B, &j, f, st == DC_BALANCE_AUTO ? 3 : 1, z->reps, z->budget)) {
                f->reference = f1->value;
                f->ratio = f->value > 0 ? f1->value / f->value : 0;
                f->ratio_is = "speed-up over 1 device";
                if (st == DC_BALANCE_AUTO)
                    add_note(f->note, sizeof f->note, f->rep.model_used ? "model used" : "no model yet (GUIDED)");
                if (!B->gpu) add_note(f->note, sizeof f->note, "CPU devices share the host's cores: not judged");
                if (k == 2 || k == 4) judge(f, judged, 1, tgt);
            }
            print_fig(f);
        }
    }
    free(y);
}

/* ------------------------------------------------------------------ 2. transfer-bound */

static void saxpy_free(bench *B, saxpy_arrays *a)
{
    if (a->pinned) { dc_host_free(B->ctx, a->x); dc_host_free(B->ctx, a->y); }
    else { free(a->x); free(a->y); }
    a->x = a->y = NULL;
    a->cap = 0;
}

/* x and y of `cap` floats (dc_host_alloc memory where pinned), initialised. */
static int saxpy_alloc(bench *B, saxpy_arrays *a, uint64_t cap, int pinned)
{
    uint64_t i;
    if (a->x && a->cap >= cap && a->pinned == pinned) return 1;
    saxpy_free(B, a);
    a->pinned = pinned;
    a->nruns = 0;
    a->dirty = 0;
    if (pinned) {
        a->x = (float *)dc_host_alloc(B->ctx, cap * sizeof(float));
        a->y = (float *)dc_host_alloc(B->ctx, cap * sizeof(float));
    } else {
        a->x = (float *)malloc((size_t)cap * sizeof(float));
        a->y = (float *)malloc((size_t)cap * sizeof(float));
    }
    if (!a->x || !a->y) {
        saxpy_free(B, a);
        return 0;
    }
    for (i = 0; i < cap; i++) {          /* saxpy_x and saxpy_y0 from one hash */
        uint32_t h = hash32(i);
        a->x[i] = (float)(h & 1023u);
        a->y[i] = (float)((h >> 10) & 1023u);
    }
    a->cap = cap;
    return 1;
}

/* The largest saxpy size the host holds (x and y, with a quarter to spare). */
static uint64_t saxpy_fit(const bench *B, uint64_t want)
{
    uint64_t avail = B->host_avail;
    if (!avail) return want;
    while (want > ((uint64_t)1 << 20) && (double)want * 8.0 * 1.25 + 2.0 * GIB > (double)avail) want /= 2;
    return want;
}

/* Per device of the kind: dc_buffer_write and dc_buffer_read of `bytes` from `host`, each
   timed alone (median of 5), checked once; their mix rate for saxpy (2 bytes up per byte
   down, one direction after the other) and the full-duplex bound. pinned: host is
   dc_host_alloc memory (the reference), else malloc memory (for comparison). */
static int host_rates(bench *B, unsigned char *host, uint64_t bytes, int pinned)
{
    int i, r, reps = 5;
    dc_result res;
    for (i = 0; i < B->kind_count; i++) {
        int d = B->kind[i];
        dc_buffer buf;
        double tw[8], tr[8], t0, h2d, d2h, mix, duplex;
        uint64_t k;
        figure *f;
        char what[64], note[160];
        snprintf(what, sizeof what, "%s H2D / D2H device %d (mix rate)", pinned ? "pinned" : "pageable", d);
        f = new_fig(B, "transfer", what);
        fig_devices(f, &d, 1);
        f->unit = "GB/s";
        f->items = bytes;
        if ((res = dc_buffer_create(B->ctx, d, bytes, &buf)) != DC_SUCCESS) {
            fig_fail(B, f, "dc_buffer_create", res);
            print_fig(f);
            return 0;
        }
        /* warm-up and check: a pattern up, zeros over it on the host, the pattern back */
        for (k = 0; k < bytes; k += 4096) host[k] = (unsigned char)hash32(k + (uint64_t)d);
        res = dc_buffer_write(B->ctx, buf, 0, host, bytes);
        if (res == DC_SUCCESS) {
            for (k = 0; k < bytes; k += 4096) host[k] = 0;
            res = dc_buffer_read(B->ctx, buf, 0, host, bytes);
        }
        for (k = 0; res == DC_SUCCESS && k < bytes; k += 4096)
            if (host[k] != (unsigned char)hash32(k + (uint64_t)d)) {
                snprintf(f->error, sizeof f->error, "WRONG RESULT: byte %llu after write and read back",
                         (unsigned long long)k);
                f->verdict = "ERROR";
                B->wrong++;
                break;
            }
        for (r = 0; res == DC_SUCCESS && !f->error[0] && r < reps; r++) {
            t0 = now_s();
            res = dc_buffer_write(B->ctx, buf, 0, host, bytes);
            tw[r] = now_s() - t0;
            if (res != DC_SUCCESS) break;
            t0 = now_s();
            res = dc_buffer_read(B->ctx, buf, 0, host, bytes);
            tr[r] = now_s() - t0;
        }
        dc_buffer_destroy(B->ctx, buf);
        if (res != DC_SUCCESS) fig_fail(B, f, "dc_buffer_write/read", res);
        if (!f->error[0]) {
            h2d = (double)bytes / median(tw, reps) / 1e9;
            d2h = (double)bytes / median(tr, reps) / 1e9;
            mix = 3.0 / (2.0 / h2d + 1.0 / d2h);
            duplex = 3.0 / (2.0 / h2d > 1.0 / d2h ? 2.0 / h2d : 1.0 / d2h);
            if (pinned) { B->h2d[i] = h2d; B->d2h[i] = d2h; B->mix[i] = mix; B->duplex[i] = duplex; }
            else { B->pmix[i] = mix; B->pduplex[i] = duplex; }
            f->value = mix;
            for (r = 0; r < reps; r++) { f->samples[r] = tw[r]; f->samples[reps + r] = tr[r]; }
            f->n = 2 * reps;
            snprintf(note, sizeof note, "H2D %.2f GB/s, D2H %.2f GB/s, duplex bound %.2f GB/s", h2d, d2h, duplex);
            add_note(f->note, sizeof f->note, note);
        }
        print_fig(f);
        if (f->error[0]) return 0;
    }
    return 1;
}

static int pinned_rates(bench *B)
{
    uint64_t bytes = B->z.pinned_bytes;
    unsigned char *host;
    int i, ok;
    for (i = 0; i < B->kind_count; i++) {
        const dc_device_info *in = &B->info[B->kind[i]];
        if (in->max_allocation && bytes > in->max_allocation) bytes = in->max_allocation;
        if (in->total_memory && bytes > in->total_memory / 4) bytes = in->total_memory / 4;
    }
    bytes &= ~(uint64_t)63;
    printf("  references: dc_buffer_write / dc_buffer_read of %.0f MiB, each timed alone, median of 5; mix rate ="
           " 3 / (2 / H2D + 1 / D2H) (serial), duplex bound = 3 / max(2 / H2D, 1 / D2H) (saxpy's reference)\n",
           (double)bytes / MIB);
    host = (unsigned char *)dc_host_alloc(B->ctx, bytes);
    if (!host) {
        printf("  ERROR: dc_host_alloc(%llu): %s\n", (unsigned long long)bytes, dc_last_error());
        B->api_errors++;
        return 0;
    }
    memset(host, 0, (size_t)bytes);
    ok = host_rates(B, host, bytes, 1);
    dc_host_free(B->ctx, host);
    if (!ok) return 0;
    B->have_pinned = 1;
    host = (unsigned char *)malloc((size_t)bytes);   /* pageable, for comparison */
    if (host) {
        memset(host, 0, (size_t)bytes);
        ok = host_rates(B, host, bytes, 0);
        free(host);
        B->have_pageable = ok;
    }
    return 1;
}

/* One saxpy figure: n items on devs; GB/s; reference per caller. */
static figure *saxpy_figure(bench *B, saxpy_arrays *a, const char *section, const char *what, uint64_t n,
                            const int *devs, int ndev, int warmups, int reps)
{
    figure *f = new_fig(B, section, what);
    job j;
    if (a->dirty) {
        snprintf(f->error, sizeof f->error, "not run: an earlier saxpy result on these arrays was wrong or failed");
        return f;
    }
    if (a->nruns + warmups + reps > MAX_SAXPY_RUNS) reps = 1;
    saxpy_job(B, &j, a, n, devs, ndev);
    if (!measure(B, &j, f, warmups, reps, B->z.budget)) { a->dirty = 1; return f; }
    f->unit = "GB/s";
    f->value = 12.0 * (double)n / f->value / 1e9;
    return f;
}

static void section_transfer(bench *B)
{
    int ks[16], nk = scaling_counts(B, ks), i, devs[MAX_DEV];
    uint64_t n = saxpy_fit(B, B->z.saxpy_items), cap = n;
    char what[64];
    double gbps1 = 0;

    for (i = 0; i < 3; i++) if (B->z.guide_items[i] > cap) cap = B->z.guide_items[i];
    cap = saxpy_fit(B, cap);
    printf("\n2. transfer-bound: saxpy_items over pageable x and y of %.0f MiB each (%llu items), STATIC, equal weights\n",
           (double)n * 4 / MIB, (unsigned long long)n);
    if (n != B->z.saxpy_items)
        printf("  (host memory: %.1f GiB available, so %llu items instead of %llu)\n", (double)B->host_avail / GIB,
               (unsigned long long)n, (unsigned long long)B->z.saxpy_items);
    if (!saxpy_alloc(B, &B->sa, cap, 0)) {
        printf("  out of host memory for 2 x %llu floats\n", (unsigned long long)cap);
        B->api_errors++;
        return;
    }
    print_head();
    if (!pinned_rates(B)) return;
    for (i = 0; i < nk; i++) {
        int k = ks[i], d;
        figure *f;
        double ref = 0;
        first_k(B, k, devs);
        snprintf(what, sizeof what, "saxpy %llu M on %d device%s, pageable arrays", (unsigned long long)(n >> 20), k,
                 k > 1 ? "s" : "");
        f = saxpy_figure(B, &B->sa, "transfer", what, n, devs, k, 1, B->z.reps);
        if (!f->error[0]) {
            char note[96];
            /* the duplex bound, not the serial mix: a dispatch overlaps uploads and downloads,
               so the serial mix is no upper bound (pinned saxpy beats it) */
            for (d = 0; d < k; d++) ref += B->duplex[d];
            f->reference = ref;
            f->ratio = f->value / ref;
            f->ratio_is = "achieved / sum of pinned duplex bounds";
            if (B->have_pageable) {
                double pref = 0;
                for (d = 0; d < k; d++) pref += B->pduplex[d];
                snprintf(note, sizeof note, "%.2f of the pageable dc_buffer_write/read duplex bound", f->value / pref);
                add_note(f->note, sizeof f->note, note);
            }
            if (k == 1) gbps1 = f->value;
            else if (gbps1 > 0) {
                snprintf(note, sizeof note, "%.2fx the 1-device GB/s", f->value / gbps1);
                add_note(f->note, sizeof f->note, note);
            }
            if (f->has_report && f->rep.device_count > 0 && f->rep.devices[0].transfer_path)
                add_note(f->note, sizeof f->note, f->rep.devices[0].transfer_path);
        }
        print_fig(f);
        if (f->error[0]) return;
    }

    /* the same from dc_host_alloc arrays: how much of the gap is the pageable path */
    if (!saxpy_alloc(B, &B->sp, n, 1)) {
        printf("  (no pinned comparison: dc_host_alloc of 2 x %llu floats failed: %s)\n", (unsigned long long)n,
               dc_last_error());
        return;
    }
    for (i = 0; i < nk; i++) {
        int k = ks[i], d;
        figure *f;
        double ref = 0;
        if (k != 1 && k != B->kind_count) continue;
        first_k(B, k, devs);
        snprintf(what, sizeof what, "saxpy %llu M on %d device%s, pinned arrays", (unsigned long long)(n >> 20), k,
                 k > 1 ? "s" : "");
        f = saxpy_figure(B, &B->sp, "transfer", what, n, devs, k, 1, B->z.reps);
        if (!f->error[0]) {
            for (d = 0; d < k; d++) ref += B->duplex[d];
            f->reference = ref;
            f->ratio = f->value / ref;
            f->ratio_is = "achieved / sum of pinned duplex bounds";
            if (f->has_report && f->rep.device_count > 0 && f->rep.devices[0].transfer_path)
                add_note(f->note, sizeof f->note, f->rep.devices[0].transfer_path);
        }
        print_fig(f);
        if (f->error[0]) break;
    }
    saxpy_free(B, &B->sp);
}

/* ------------------------------------------------------------------ 3. heterogeneous */

/* Items for device d's standalone rate: sizes grow (x4, then x2 once a run takes
   target / 16) while a run stays under `target`, and beyond it while doubling the size
   still costs less than 1.5x the time (the device was not full yet: a many-core CPU whose
   every work-group takes long, a GPU whose small runs are one latency-bound wave), up to
   3 x target. The largest size that took at most `target`; where none did, the one of
   the best rate. */
static uint64_t hetero_items(bench *B, float *y, uint64_t cap, int d, double target, figure *f)
{
    uint64_t n = 256, ns[64];
    double t, prev, ts[64], best = 0;
    int np = 0, i, pick = -1;
    if (busy_time(B, y, n, B->busy_iters, &d, 1, f) < 0) return 0;      /* first use here */
    if ((t = busy_time(B, y, n, B->busy_iters, &d, 1, f)) < 0) return 0;
    ns[np] = n;
    ts[np++] = t;
    while (n < cap && np < 64) {
        uint64_t m = n * (t < target / 16 ? 4 : 2);
        if (t >= target && !(t < 3 * target)) break;
        if (m > cap) m = cap;
        prev = t;
        if ((t = busy_time(B, y, m, B->busy_iters, &d, 1, f)) < 0) return 0;
        if (B->verbose) printf("  pilot device %d: %llu items %.4f s\n", d, (unsigned long long)m, t);
        ns[np] = m;
        ts[np++] = t;
        if (t >= target && (t >= 1.5 * prev * (double)m / (double)n / 2.0 || t >= 3 * target)) break;
        n = m;
    }
    for (i = 0; i < np; i++) if (ts[i] <= target && (pick < 0 || ns[i] > ns[pick])) pick = i;
    for (i = 0; i < np; i++) if ((double)ns[i] / ts[i] > best) best = (double)ns[i] / ts[i];
    for (i = 0; pick < 0 && i < np; i++) if ((double)ns[i] / ts[i] >= best) pick = i;
    return ns[pick < 0 ? 0 : pick];
}

static void section_hetero(bench *B)
{
    const sizes *z = &B->z;
    int all[MAX_DEV], d, s, i, fastest = 0;
    double rate[MAX_DEV] = { 0 }, sum = 0, ideal, t_fast = 0;
    uint64_t N, cap = (uint64_t)1 << 28, nd[MAX_DEV];
    float *y;
    figure *f, *fauto = NULL;
    job j;
    char what[64], note[160];
    int judged = B->cpu_devices < 2;

    printf("\n3. heterogeneous: busy (iters %u) over every device of the context\n", B->busy_iters);
    if (B->count < 2) { printf("  skipped: one device\n"); return; }
    if (!B->busy_iters) { printf("  skipped: section 1 did not calibrate busy\n"); return; }
    if (B->host_avail && (double)cap * 4 > (double)B->host_avail / 4) cap = B->host_avail / 16;
    y = (float *)malloc((size_t)cap * sizeof(float));
    if (!y) { printf("  out of host memory\n"); B->api_errors++; return; }
    for (d = 0; d < B->count; d++) all[d] = d;
    print_head();

    /* standalone rates */
    for (d = 0; d < B->count; d++) {
        snprintf(what, sizeof what, "rate device %d alone (%.20s)", d, B->info[d].name);
        f = new_fig(B, "hetero", what);
        nd[d] = hetero_items(B, y, cap, d, z->t_rate, f);
        if (nd[d]) {
            busy_job(B, &j, y, nd[d], B->busy_iters, DC_BALANCE_STATIC, &d, 1, 0);
            if (measure(B, &j, f, 0, z->reps, z->budget)) {
                rate[d] = (double)nd[d] / f->value;
                f->unit = "items/s";
                snprintf(note, sizeof note, "%llu items in %.3f s", (unsigned long long)nd[d], f->value);
                f->value = rate[d];
                add_note(f->note, sizeof f->note, note);
            }
        }
        print_fig(f);
        if (f->error[0]) { free(y); return; }
        sum += rate[d];
        if (rate[d] > rate[fastest]) fastest = d;
    }
    N = (uint64_t)(z->t_hetero * sum);
    if (N > cap) N = cap;
    if (N < 1024) N = 1024;
    ideal = (double)N / sum;
    printf("  N = %llu items; ideal makespan N / sum r_d = %.4f s; fastest device alone: %d\n", (unsigned long long)N,
           ideal, fastest);
    if (!judged)
        printf("  (%d CPU devices share the host's cores: their standalone rates do not add up, the ideal is out of"
               " reach; the <= %.2f targets are reported, not judged)\n", B->cpu_devices, TARGET_HETERO_RATIO);

    /* the fastest device alone with all N items */
    snprintf(what, sizeof what, "fastest device %d alone, N items", fastest);
    f = new_fig(B, "hetero", what);
    busy_job(B, &j, y, N, B->busy_iters, DC_BALANCE_STATIC, &fastest, 1, 0);
    if (measure(B, &j, f, 0, z->reps, z->budget)) {
        t_fast = f->value;
        f->reference = ideal;
        f->ratio = f->value / ideal;
        f->ratio_is = "makespan / ideal";
    }
    print_fig(f);
    if (f->error[0]) { free(y); return; }

    for (s = 0; s < 4; s++) {
        static const dc_balance order[4] = { DC_BALANCE_DYNAMIC, DC_BALANCE_GUIDED, DC_BALANCE_AUTO, DC_BALANCE_STATIC };
        dc_balance st = order[s];
        int equal = st == DC_BALANCE_STATIC;
        snprintf(what, sizeof what, "%s%s, all %d devices / ideal", strategy_name(st), equal ? " equal weights" : "",
                 B->count);
        f = new_fig(B, "hetero", what);
        if (equal) {
            double pred = 0;
            for (d = 0; d < B->count; d++) {
                double t = (double)N / B->count / rate[d];
                if (t > pred) pred = t;
            }
            if (pred > 2.5 * z->budget) {
                fig_devices(f, all, B->count);
                f->strategy = "STATIC";
                f->items = N;
                f->value = pred;
                f->reference = ideal;
                f->ratio = pred / ideal;
                f->ratio_is = "predicted makespan / ideal";
                f->verdict = "SKIP";
                snprintf(note, sizeof note, "not run: predicted %.1f s (max over devices of N/%d / r_d)", pred, B->count);
                add_note(f->note, sizeof f->note, note);
                print_fig(f);
                continue;
            }
        }
        busy_job(B, &j, y, N, B->busy_iters, st, all, B->count, equal);
        if (!measure(B, &j, f, st == DC_BALANCE_AUTO ? 3 : 0, z->reps, z->budget)) { print_fig(f); break; }
        f->reference = ideal;
        f->ratio = f->value / ideal;
        f->ratio_is = "makespan / ideal";
        if (st != DC_BALANCE_STATIC) judge(f, judged, 0, TARGET_HETERO_RATIO);
        if (st == DC_BALANCE_AUTO) {
            fauto = f;
            add_note(f->note, sizeof f->note, f->rep.model_used ? "model used" : "NO MODEL (ran GUIDED)");
            for (i = 0; i < f->rep.device_count; i++)
                if (f->rep.devices[i].left_out[0] || !f->rep.devices[i].used) {
                    snprintf(note, sizeof note, "left out %d: %s", f->rep.devices[i].device,
                             f->rep.devices[i].left_out[0] ? f->rep.devices[i].left_out : "(no items)");
                    add_note(f->note, sizeof f->note, note);
                }
        }
        /* the split: share of items per device */
        {
            char split[128] = "";
            for (i = 0; i < f->rep.device_count && strlen(split) + 16 < sizeof split; i++)
                snprintf(split + strlen(split), sizeof split - strlen(split), "%s%d:%.1f%%", i ? " " : "split ",
                         f->rep.devices[i].device, 100.0 * (double)f->rep.devices[i].items / (double)N);
            add_note(f->note, sizeof f->note, split);
        }
        print_fig(f);
        if (st == DC_BALANCE_AUTO) dc_dispatch_report_print(B->ctx, &f->rep, stdout);
    }

    /* AUTO against the fastest device alone, in pairs run back to back: on a shared host
       (a VM's 2 cores) one dispatch's time drifts 10-20% from run to run, more than the
       difference judged here, so each AUTO run is set against the alone run beside it */
    if (fauto && !fauto->error[0] && t_fast > 0) {
        job ja;
        figure alone;
        double ratios[MAX_SAMPLES], talone[MAX_SAMPLES], t;
        int pairs = z->reps < 7 ? 7 : z->reps, n = 0;
        f = new_fig(B, "hetero", "AUTO / fastest device alone");
        memset(&alone, 0, sizeof alone);
        busy_job(B, &ja, y, N, B->busy_iters, DC_BALANCE_STATIC, &fastest, 1, 0);
        busy_job(B, &j, y, N, B->busy_iters, DC_BALANCE_AUTO, all, B->count, 0);
        fig_devices(f, all, B->count);
        f->strategy = "AUTO";
        f->items = N;
        if (pairs > MAX_SAMPLES) pairs = MAX_SAMPLES;
        for (i = 0; i < pairs; i++) {
            if (run_once(B, &ja, &alone, &t) <= 0 || run_once(B, &j, f, &f->samples[f->n]) <= 0) break;
            talone[n] = t;
            ratios[n++] = f->samples[f->n++] / t;
        }
        if (alone.error[0]) snprintf(f->error, sizeof f->error, "the alone run: %.700s", alone.error);
        if (!f->error[0]) {
            f->value = median(f->samples, f->n);
            f->ratio = median(ratios, n);
            f->reference = median(talone, n);
            f->ratio_is = "median over pairs of (an AUTO run / the fastest device's alone run just before it), N items; "
                          "value and reference: the medians of each";
            snprintf(note, sizeof note, "%d pairs run back to back; ratios %.3f to %.3f", n, min_of(ratios, n), max_of(ratios, n));
            add_note(f->note, sizeof f->note, note);
        }
        judge(f, 1, 0, 1.0);
        /* AUTO that put every item on the fastest device ran the very dispatch it is set
           against: the two are equal by construction and the ratio is run-to-run noise */
        if (!f->error[0] && f->n && f->rep.device_count > 0) {
            int same = 1;
            for (i = 0; i < f->rep.device_count; i++)
                same &= f->rep.devices[i].items == (f->rep.devices[i].device == fastest ? N : 0);
            if (same) {
                add_note(f->note, sizeof f->note, "AUTO ran the fastest device alone (the reference's dispatch): equal by "
                                                  "construction, the ratio is noise");
                f->verdict = "PASS";
            }
        }
        print_fig(f);
    }
    free(y);
}

/* ------------------------------------------------------------------ 4. the guide's cases */

static void section_guide(bench *B)
{
    int i, k = B->kind_count, devs[MAX_DEV], one = B->kind[0];
    char what[64], note[64];
    uint64_t rows, width = B->z.blur_width, p;
    uint8_t *in = NULL, *out = NULL;
    figure *fall, *f1;
    job j;

    first_k(B, k, devs);
    printf("\n4. the origin guide's cases over all %d device%s of the kind and on device %d alone\n", k, k > 1 ? "s" : "",
           one);
    print_head();
    for (i = 0; i < 3; i++) {
        uint64_t n = B->z.guide_items[i];
        int big;
        if (!n) continue;
        if (!B->sa.x || n > B->sa.cap) {
            if (n > saxpy_fit(B, n) || !saxpy_alloc(B, &B->sa, n, 0)) {
                f1 = new_fig(B, "guide", "scatter-gather");
                f1->verdict = "SKIP";
                snprintf(f1->note, sizeof f1->note, "not run: %llu items need %.1f GiB of host memory, %.1f GiB available",
                         (unsigned long long)n, (double)n * 8 / GIB, (double)B->host_avail / GIB);
                print_fig(f1);
                continue;
            }
        }
        big = n >= 100000000;
        snprintf(what, sizeof what, "scatter-gather %llu M items, 1 device", (unsigned long long)(n / 1000000));
        f1 = saxpy_figure(B, &B->sa, "guide", what, n, &one, 1, big ? 0 : 1, big ? 2 : B->z.reps);
        print_fig(f1);
        if (f1->error[0]) return;
        if (k < 2) continue;
        snprintf(what, sizeof what, "scatter-gather %llu M items, %d devices", (unsigned long long)(n / 1000000), k);
        fall = saxpy_figure(B, &B->sa, "guide", what, n, devs, k, big ? 0 : 1, big ? 2 : B->z.reps);
        if (!fall->error[0]) {
            fall->reference = f1->value;
            fall->ratio = fall->value / f1->value;
            fall->ratio_is = "speed-up over 1 device (GB/s)";
        }
        print_fig(fall);
        if (fall->error[0]) return;
    }

    rows = (uint64_t)B->z.blur_images * width;
    in = (uint8_t *)malloc((size_t)(rows * width));
    out = (uint8_t *)malloc((size_t)(rows * width));
    if (!in || !out) {
        printf("  out of host memory for the image batch\n");
        B->api_errors++;
        free(in);
        free(out);
        return;
    }
    for (p = 0; p < rows * width; p++) in[p] = (uint8_t)hash32(p ^ 0xABCDEFull);
    snprintf(note, sizeof note, "%u images %llux%llu, r %u", B->z.blur_images, (unsigned long long)width,
             (unsigned long long)width, BLUR_R);
    snprintf(what, sizeof what, "blur_rows batch, 1 device");
    f1 = new_fig(B, "guide", what);
    blur_job(B, &j, in, out, rows, (uint32_t)width, &one, 1);
    if (measure(B, &j, f1, 1, B->z.reps, B->z.budget)) {
        f1->unit = "ms";
        f1->value *= 1e3;
        add_note(f1->note, sizeof f1->note, note);
    }
    print_fig(f1);
    if (!f1->error[0] && k >= 2) {
        snprintf(what, sizeof what, "blur_rows batch, %d devices", k);
        fall = new_fig(B, "guide", what);
        blur_job(B, &j, in, out, rows, (uint32_t)width, devs, k);
        if (measure(B, &j, fall, 1, B->z.reps, B->z.budget)) {
            fall->unit = "ms";
            fall->value *= 1e3;
            fall->reference = f1->value;
            fall->ratio = f1->value / fall->value;
            fall->ratio_is = "speed-up over 1 device";
            add_note(fall->note, sizeof fall->note, note);
        }
        print_fig(fall);
    }
    free(in);
    free(out);
}

/* ------------------------------------------------------------------ 5. pipeline */

static void print_pipe(const dc_pipeline_report *p)
{
    int s, i;
    printf("      chunks %llu of %llu items, makespan %.1f ms, bottleneck stage %d\n", (unsigned long long)p->chunks,
           (unsigned long long)p->chunk_items, p->makespan_ms, p->bottleneck);
    for (s = 0; s < p->stage_count && s < DC_PIPELINE_MAX_STAGES; s++) {
        const dc_pipeline_stage_report *st = &p->stages[s];
        printf("      stage %d on", s);
        for (i = 0; i < st->device_count && i < 8; i++) printf(" %d", st->devices[i]);
        printf(": %llu chunks, busy %.1f ms, wait %.1f ms, input by %s\n", (unsigned long long)st->chunks,
               st->busy_ms, st->wait_ms, s == 0 ? "host" : dc_copy_path_name(st->path_in));
    }
}

static void section_pipeline(bench *B)
{
    const sizes *z = &B->z;
    uint64_t n = z->pipe_items, i;
    float *in, *out;
    int d0 = B->kind[0], sdev[3], ref_dev[3], c, judged;
    uint32_t iters;
    job j;
    figure *f, *fr, *fi;
    float *tmp = NULL;
    char what[64];
    double t0 = -1, t1 = -1;

    printf("\n5. pipeline: 3 stages of stage_busy, %llu items\n", (unsigned long long)n);
    if (B->kind_count < 2) { printf("  skipped: one device of the kind (a pipeline over devices needs 2 or more)\n"); return; }
    sdev[0] = B->kind[0];
    sdev[1] = B->kind[1];
    sdev[2] = B->kind_count >= 3 ? B->kind[2] : B->kind[0];
    ref_dev[0] = ref_dev[1] = ref_dev[2] = d0;
    judged = B->gpu && B->kind_count >= 3;
    if (B->kind_count < 3)
        printf("  only 2 devices of the kind: stages on %d, %d, %d (ideal 1.5x: device %d runs two stages); not judged\n",
               sdev[0], sdev[1], sdev[2], d0);
    in = (float *)malloc((size_t)n * sizeof(float));
    out = (float *)malloc((size_t)n * sizeof(float));
    if (!in || !out) { printf("  out of host memory\n"); B->api_errors++; free(in); free(out); return; }
    for (i = 0; i < n; i++) in[i] = stage_input(i);

    /* iters: one stage as a dispatch on d0, time = a + b iters through two points */
    f = new_fig(B, "pipeline", "calibration");
    stage_dispatch_job(B, &j, in, out, n, 16, d0);
    if (run_once(B, &j, f, &t0) > 0 && run_once(B, &j, f, &t0) > 0) {
        uint32_t it = 256;
        int p;
        for (p = 0; p < 16; p++) {
            double grow;
            stage_dispatch_job(B, &j, in, out, n, it, d0);
            if (run_once(B, &j, f, &t1) <= 0) break;
            if (t1 >= z->t_pipe / 3 / 6) break;
            grow = t1 > 1e-6 ? (z->t_pipe / 12) / t1 : 16.0;
            if (grow > 16.0) grow = 16.0;
            if (grow < 2.0) grow = 2.0;
            if ((double)it * grow > 2e9) break;
            it = (uint32_t)((double)it * grow);
        }
        if (!f->error[0]) {
            double b = (t1 - t0) / (double)(it - 16), want;
            if (b <= 0) b = t1 / (double)it;
            want = 16.0 + (z->t_pipe / 3 - t0) / b;
            iters = want < 1 ? 1 : want > 2e9 ? 2000000000u : (uint32_t)want;
        } else iters = 0;
    } else iters = 0;
    if (!iters) { print_fig(f); free(in); free(out); return; }
    B->nfig--;
    printf("  iters per stage = %u (calibrated: about %.2f s per stage on device %d)\n", iters, z->t_pipe / 3, d0);
    print_head();

    /* Per variant (chunk chosen, chunk items/64, pinned arrays), measured alternately:
       the judged reference, all three stages on device 0 as a pipeline of the same chunk
       (stages overlapping on the one device: the stricter reference), the variant on
       devices sdev, and for the pageable variants the reference too, the stages
       in turn on device 0 (three dispatches over all items; reported in a note: it also
       takes two more pageable host round trips per stage than a pipeline, so it is the
       easier one to beat). */
    tmp = (float *)malloc((size_t)n * sizeof(float));
    for (c = 0; c < 3; c++) {
        uint64_t chunk = c == 1 ? (n / 64 ? n / 64 : 1) : 0;
        const char *cname = c == 0 ? "chunk chosen" : c == 1 ? "chunk items/64" : "pinned arrays";
        float *pin = in, *pout = out;
        job jv, jr, jt, *js[3];
        figure *fs[3];
        int count = 0, ok;
        if (c == 2) {                  /* the same from dc_host_alloc memory */
            pin = (float *)dc_host_alloc(B->ctx, n * sizeof(float));
            pout = (float *)dc_host_alloc(B->ctx, n * sizeof(float));
            if (!pin || !pout) {
                printf("  (no pinned variant: dc_host_alloc failed: %s)\n", dc_last_error());
                dc_host_free(B->ctx, pin);
                dc_host_free(B->ctx, pout);
                break;
            }
            memcpy(pin, in, (size_t)n * sizeof(float));
        }
        fi = NULL;
        if (tmp && c < 2) {
            snprintf(what, sizeof what, "stages in turn, one device (%s)", cname);
            fi = new_fig(B, "pipeline", what);
            stage_dispatch_job(B, &jt, in, out, n, iters, d0);
            jt.passes = 3;
            jt.in_turn_tmp = tmp;
            js[count] = &jt;
            fs[count++] = fi;
        }
        snprintf(what, sizeof what, "pipeline %d,%d,%d (%s)", d0, d0, d0, cname);
        fr = new_fig(B, "pipeline", what);
        pipeline_job(B, &jr, pin, pout, n, iters, ref_dev, chunk);
        fig_devices(fr, ref_dev, 3);
        js[count] = &jr;
        fs[count++] = fr;
        snprintf(what, sizeof what, "pipeline %d,%d,%d (%s) speed-up", sdev[0], sdev[1], sdev[2], cname);
        f = new_fig(B, "pipeline", what);
        pipeline_job(B, &jv, pin, pout, n, iters, sdev, chunk);
        fig_devices(f, sdev, 3);
        js[count] = &jv;
        fs[count++] = f;
        ok = measure_alternating(B, js, fs, count, 1, z->reps, z->budget);
        if (fi) print_fig(fi);
        print_fig(fr);
        if (!fr->error[0]) print_pipe(&fr->prep);
        if (ok) {
            char note[96];
            double C = (double)f->prep.chunks;
            f->reference = fr->value;
            f->ratio = f->reference / f->value;
            f->ratio_is = "speed-up over the 3 stages as a pipeline on one device (same chunk, measured alternately)";
            if (fi) {
                snprintf(note, sizeof note, "vs the stages in turn on one device: %.3fx", fi->value / f->value);
                add_note(f->note, sizeof f->note, note);
            }
            if (C > 0 && B->kind_count >= 3) {   /* 3 equal stages on 3 devices */
                snprintf(note, sizeof note, "%llu chunks: fill/drain bound %.2fx", (unsigned long long)f->prep.chunks,
                         3.0 * C / (C + 2.0));
                add_note(f->note, sizeof f->note, note);
            }
            if (!B->gpu) add_note(f->note, sizeof f->note, "CPU devices share the host's cores: not judged");
            judge(f, judged && c < 2, 1, TARGET_PIPELINE);
        }
        print_fig(f);
        if (c == 2) { dc_host_free(B->ctx, pin); dc_host_free(B->ctx, pout); }
        if (!ok) break;
        print_pipe(&f->prep);
    }
    free(in);
    free(out);
    free(tmp);
}

/* ------------------------------------------------------------------ 6. profiling's cost */

/* The job run in pairs, profiling off and on (alternating which goes first): the figure's
   samples are the profiled runs, its reference the median of the others. */
static void profile_pairs(bench *B, job *j, figure *f, int pairs)
{
    double off[MAX_SAMPLES], t;
    int i, k, n_off = 0;
    dc_result r;
    if (pairs > MAX_SAMPLES) pairs = MAX_SAMPLES;
    f->strategy = strategy_name(j->desc.strategy);
    f->items = j->n;
    fig_devices(f, j->desc.devices, j->desc.device_count);
    for (i = -1; i < pairs; i++)   /* -1: a warm-up pair */
        for (k = 0; k < 2; k++) {
            int on = (i + k) % 2 != 0;
            if ((r = dc_profile_enable(B->ctx, on)) != DC_SUCCESS) { fig_fail(B, f, "dc_profile_enable", r); return; }
            if (run_once(B, j, f, &t) <= 0) { dc_profile_enable(B->ctx, 0); return; }
            if ((r = dc_profile_enable(B->ctx, 0)) != DC_SUCCESS || (on && (r = dc_profile_reset(B->ctx)) != DC_SUCCESS)) {
                fig_fail(B, f, "dc_profile_enable / reset", r);
                return;
            }
            if (i < 0) continue;
            if (on) f->samples[f->n++] = t;
            else off[n_off++] = t;
        }
    f->value = median(f->samples, f->n);
    f->reference = median(off, n_off);
    f->ratio = f->reference > 0 ? f->value / f->reference : 0;
    f->ratio_is = "makespan profiled / not";
    judge(f, 1, 0, TARGET_PROFILE);
}

static void section_profile(bench *B)
{
    uint64_t n = B->z.busy_items, ns = saxpy_fit(B, B->z.saxpy_items / 4);
    int k = B->kind_count, pairs = B->quick ? 3 : 7;
    float *y = (float *)malloc((size_t)n * sizeof(float));
    figure *f;
    job j;
    char what[64];

    printf("\n6. profiling's cost: the same dispatch with profiling off and on, %d pairs, all %d device%s of the kind\n",
           pairs, k, k > 1 ? "s" : "");
    if (!y) { printf("  out of host memory\n"); B->api_errors++; return; }
    if (!B->busy_iters) {          /* --only profile: calibrate busy as section 1 would */
        f = new_fig(B, "profile", "calibration");
        B->busy_iters = calibrate_busy(B, y, n, B->kind, 1, B->z.t_compute, f);
        if (!B->busy_iters) { print_fig(f); free(y); return; }
        B->nfig--;
    }
    print_head();
    snprintf(what, sizeof what, "busy DYNAMIC %d chunks, profiled", 16 * k);
    f = new_fig(B, "profile", what);
    busy_job(B, &j, y, n, B->busy_iters, DC_BALANCE_DYNAMIC, B->kind, k, 0);
    j.desc.chunk = n / (uint64_t)(16 * k) ? n / (uint64_t)(16 * k) : 1;
    profile_pairs(B, &j, f, pairs);
    print_fig(f);
    free(y);
    if (!B->sa.x && !saxpy_alloc(B, &B->sa, ns, 0)) { printf("  out of host memory for saxpy\n"); B->api_errors++; return; }
    if (B->sa.dirty) return;
    snprintf(what, sizeof what, "saxpy %llu M pageable, profiled", (unsigned long long)(ns >> 20));
    f = new_fig(B, "profile", what);
    saxpy_job(B, &j, &B->sa, ns < B->sa.cap ? ns : B->sa.cap, B->kind, k);
    if (B->sa.nruns + 2 * pairs + 2 > MAX_SAXPY_RUNS) j.check = NULL;   /* checks past what the arrays can tell */
    profile_pairs(B, &j, f, pairs);
    if (!j.check) B->sa.dirty = 1;   /* unchecked runs: later checks could not tell */
    print_fig(f);
}

/* ------------------------------------------------------------------ JSON */

static void json_report(FILE *out, const dc_dispatch_report *r)
{
    int i;
    fprintf(out, ",\n     \"report\": {\"strategy\": \"%s\", \"model_used\": %d, \"predicted_ms\": %.4f, "
                 "\"makespan_ms\": %.4f, \"imbalance\": %.4f, \"faults\": %d, \"devices\": [",
            strategy_name(r->strategy), r->model_used, r->predicted_ms, r->makespan_ms, r->imbalance, r->faults);
    for (i = 0; i < r->device_count && i < DC_DISPATCH_MAX_DEVICES; i++) {
        const dc_dispatch_device_report *d = &r->devices[i];
        fprintf(out, "%s\n       {\"device\": %d, \"used\": %d, \"items\": %llu, \"chunks\": %d, \"kernel_ms\": %.4f, "
                     "\"upload_ms\": %.4f, \"download_ms\": %.4f, \"upload_bytes\": %llu, \"download_bytes\": %llu, "
                     "\"finish_ms\": %.4f, \"idle_ms\": %.4f, \"transfer_path\": ",
                i ? "," : "", d->device, d->used, (unsigned long long)d->items, d->chunks, d->kernel_ms, d->upload_ms,
                d->download_ms, (unsigned long long)d->upload_bytes, (unsigned long long)d->download_bytes,
                d->finish_ms, d->idle_ms);
        json_string(out, d->transfer_path ? d->transfer_path : "");
        fprintf(out, ", \"left_out\": ");
        json_string(out, d->left_out);
        fprintf(out, "}");
    }
    fprintf(out, "]}");
}

static void json_pipe(FILE *out, const dc_pipeline_report *p)
{
    int s, i;
    fprintf(out, ",\n     \"pipeline_report\": {\"makespan_ms\": %.4f, \"chunk_items\": %llu, \"chunks\": %llu, "
                 "\"bottleneck\": %d, \"stages\": [",
            p->makespan_ms, (unsigned long long)p->chunk_items, (unsigned long long)p->chunks, p->bottleneck);
    for (s = 0; s < p->stage_count && s < DC_PIPELINE_MAX_STAGES; s++) {
        const dc_pipeline_stage_report *st = &p->stages[s];
        fprintf(out, "%s\n       {\"devices\": [", s ? "," : "");
        for (i = 0; i < st->device_count && i < 8; i++) fprintf(out, "%s%d", i ? ", " : "", st->devices[i]);
        fprintf(out, "], \"chunks\": %llu, \"busy_ms\": %.4f, \"wait_ms\": %.4f, \"path_in\": \"%s\"}",
                (unsigned long long)st->chunks, st->busy_ms, st->wait_ms, s ? dc_copy_path_name(st->path_in) : "host");
    }
    fprintf(out, "]}");
}

static int write_json(const char *path, bench *B, const char *machine, const char *host, const char *date)
{
    FILE *out = fopen(path, "w");
    int i, k, pass = 0, fail = 0;
    if (!out) return 0;
    json_head(out, "dispatch", machine, host, date);
    fprintf(out, "  \"mode\": \"%s%s\",\n", B->gpu ? "gpu" : "cpu", B->quick ? "-quick" : "");
    fprintf(out, "  \"method\": \"host wall clock around the blocking dc_dispatch / dc_pipeline_run, median of the timed "
                 "runs after warm-ups, references measured in the same run; every result checked on the host; "
                 "samples in seconds; GB = 1e9 bytes; saxpy moves 12 bytes per item; mix rate (the rate figures' "
                 "value) = 3 / (2 / H2D + 1 / D2H); saxpy's reference: the sum of the devices' pinned duplex bounds "
                 "3 / max(2 / H2D, 1 / D2H)\",\n");
    fprintf(out, "  \"parameters\": {\"busy_items\": %llu, \"busy_iters\": %u, \"saxpy_items\": %llu, "
                 "\"pinned_bytes\": %llu, \"blur_images\": %u, \"blur_width\": %u, \"blur_height\": %u, \"blur_radius\": %u, "
                 "\"pipeline_items\": %llu, \"reps\": %d, "
                 "\"budget_s\": %.1f, \"host_available_bytes\": %llu},\n",
            (unsigned long long)B->z.busy_items, B->busy_iters, (unsigned long long)B->z.saxpy_items,
            (unsigned long long)B->z.pinned_bytes, B->z.blur_images, B->z.blur_width, B->z.blur_width, BLUR_R,
            (unsigned long long)B->z.pipe_items, B->z.reps, B->z.budget, (unsigned long long)B->host_avail);
    if (B->cuda_version)
        fprintf(out, "  \"cuda_driver\": \"%d.%d\",\n", B->cuda_version / 1000, (B->cuda_version % 1000) / 10);
    fprintf(out, "  \"kind\": \"%s\", \"kind_devices\": [", B->gpu ? "gpu" : "all");
    for (i = 0; i < B->kind_count; i++) fprintf(out, "%s%d", i ? ", " : "", B->kind[i]);
    fprintf(out, "],\n");
    json_devices(out, B->ctx);
    fprintf(out, "  \"figures\": [\n");
    for (i = 0; i < B->nfig; i++) {
        const figure *f = &B->figs[i];
        fprintf(out, "    {\"section\": \"%s\", \"what\": ", f->section);
        json_string(out, f->what);
        fprintf(out, ", \"devices\": [");
        for (k = 0; k < f->device_count; k++) fprintf(out, "%s%d", k ? ", " : "", f->devices[k]);
        fprintf(out, "], \"strategy\": ");
        if (f->strategy) json_string(out, f->strategy); else fprintf(out, "null");
        fprintf(out, ", \"items\": %llu, \"unit\": \"%s\",\n     \"value\": ", (unsigned long long)f->items, f->unit);
        if (f->error[0]) fprintf(out, "null"); else fprintf(out, "%.6g", f->value);
        fprintf(out, ", \"reference\": ");
        if (f->reference >= 0 && !f->error[0]) fprintf(out, "%.6g", f->reference); else fprintf(out, "null");
        fprintf(out, ", \"ratio\": ");
        if (f->ratio >= 0 && !f->error[0]) fprintf(out, "%.4f", f->ratio); else fprintf(out, "null");
        fprintf(out, ", \"ratio_is\": ");
        json_string(out, f->ratio_is);
        fprintf(out, ", \"target\": ");
        if (f->target[0]) json_string(out, f->target); else fprintf(out, "null");
        fprintf(out, ", \"verdict\": \"%s\", \"warmups\": %d", f->verdict, f->warmups);
        if (f->note[0]) { fprintf(out, ", \"note\": "); json_string(out, f->note); }
        if (f->error[0]) { fprintf(out, ", \"error\": "); json_string(out, f->error); }
        fprintf(out, ",\n     \"samples_s\": ");
        json_array(out, f->samples, f->n);
        if (f->has_report) json_report(out, &f->rep);
        if (f->has_pipe) json_pipe(out, &f->prep);
        fprintf(out, "}%s\n", i + 1 < B->nfig ? "," : "");
        pass += !strcmp(f->verdict, "PASS");
        fail += !strcmp(f->verdict, "FAIL");
    }
    fprintf(out, "  ],\n  \"summary\": {\"figures\": %d, \"pass\": %d, \"fail\": %d, \"api_errors\": %d, \"wrong_results\": %d}\n}\n",
            B->nfig, pass, fail, B->api_errors, B->wrong);
    return fclose(out) == 0;
}

/* ------------------------------------------------------------------ main */

static void usage(const char *prog)
{
    fprintf(stderr, "usage: %s [--quick] [--json FILE] [--devices I,J,...] [--reps N] "
                    "[--only compute,transfer,hetero,guide,pipeline,profile] [--verbose]\n", prog);
}

int main(int argc, char **argv)
{
    const char *out_path = NULL, *only = NULL;
    char host[128], machine[128] = "unknown", default_out[320], date[32];
    int ids[MAX_DEV], nids = 0, reps = 0, i, d, status = 1, pass = 0, fail = 0;
    bench *B;
    dc_context_desc cdesc;
    dc_result r;
    time_t t;
    double t_start = now_s();

    if (!bench_self_check("bench_dispatch")) return 1;
    B = (bench *)calloc(1, sizeof *B);
    if (!B) return 1;
    for (i = 1; i < argc; i++) {
        const char *a = argv[i], *v = i + 1 < argc ? argv[i + 1] : NULL;
        if (!strcmp(a, "--quick")) { B->quick = 1; continue; }
        if (!strcmp(a, "--verbose")) { B->verbose = 1; continue; }
        if (!v) { usage(argv[0]); free(B); return 2; }
        if (!strcmp(a, "--json") || !strcmp(a, "--out")) out_path = v;
        else if (!strcmp(a, "--reps")) reps = atoi(v);
        else if (!strcmp(a, "--only")) only = v;
        else if (!strcmp(a, "--devices")) {
            if ((nids = parse_list(v, ids, MAX_DEV)) < 1) { usage(argv[0]); free(B); return 2; }
        } else { usage(argv[0]); free(B); return 2; }
        i++;
    }
    if (reps < 0 || reps > MAX_REPS) {
        fprintf(stderr, "bench_dispatch: --reps must be 1..%d\n", MAX_REPS);
        free(B);
        return 2;
    }
    B->figs = (figure *)calloc(MAX_FIGS, sizeof *B->figs);
    if (!B->figs) { free(B); return 1; }
    host_name(host, sizeof host);
    t = time(NULL);
    strftime(date, sizeof date, "%Y-%m-%dT%H:%M:%SZ", gmtime(&t));
    B->host_avail = host_available();

#define CHECK(call) do { r = (call); if (r != DC_SUCCESS) { \
        fprintf(stderr, "bench_dispatch: %s failed: %s\n  %s\n", #call, dc_result_name(r), dc_last_error()); \
        B->api_errors++; goto done; } } while (0)
    memset(&cdesc, 0, sizeof cdesc);
    cdesc.device_ids = nids ? ids : NULL;
    cdesc.device_id_count = nids;
    CHECK(dc_context_create(&cdesc, &B->ctx));
    B->count = dc_device_count(B->ctx);
    machine_name(B->ctx, machine, sizeof machine);
    if (!out_path) {
        result_path(default_out, sizeof default_out, "dispatch", machine, date);
        out_path = default_out;
    }
    if (B->count > MAX_DEV) {
        fprintf(stderr, "bench_dispatch: %d devices; dc_dispatch takes at most %d (use --devices)\n", B->count, MAX_DEV);
        goto done;
    }
    for (d = 0; d < B->count; d++) {
        CHECK(dc_device_get_info(B->ctx, d, &B->info[d]));
        if (B->info[d].caps & DC_CAP_CPU) B->cpu_devices++;
        else B->kind[B->kind_count++] = d;
    }
    B->gpu = B->kind_count > 0;
    if (!B->gpu) for (d = 0; d < B->count; d++) B->kind[B->kind_count++] = d;
    choose_sizes(&B->z, B->gpu, B->quick);
    if (reps) B->z.reps = reps;
    B->cuda_version = cuda_driver_version();
    CHECK(dc_module_load_file(B->ctx, KERNEL_PATH, &B->mod));
    CHECK(dc_kernel_get(B->ctx, B->mod, "busy", &B->k_busy));
    CHECK(dc_kernel_get(B->ctx, B->mod, "saxpy_items", &B->k_saxpy));
    CHECK(dc_kernel_get(B->ctx, B->mod, "blur_rows", &B->k_blur));
    CHECK(dc_kernel_get(B->ctx, B->mod, "stage_busy", &B->k_stage));
    CHECK(dc_module_load_file(B->ctx, KERNEL_PATH, &B->mod_pilot));
    CHECK(dc_kernel_get(B->ctx, B->mod_pilot, "busy", &B->k_busy_pilot));
#undef CHECK

    printf("dispatch: dc_dispatch and dc_pipeline_run, machine %s, %s, %s sizes%s\n", machine, date,
           B->gpu ? "GPU" : "CPU", B->quick ? " (--quick)" : "");
    for (d = 0; d < B->count; d++)
        printf("  device %d: %s (%s, %s, %d CUs)%s\n", d, B->info[d].name, backend_name(B->info[d].backend),
               B->info[d].platform, B->info[d].compute_units, B->info[d].caps & DC_CAP_CPU ? " CPU" : "");
    if (B->cuda_version)
        printf("  CUDA driver %d.%d\n", B->cuda_version / 1000, (B->cuda_version % 1000) / 10);
    printf("  the kind: %s (%d device%s); host memory available: %.1f GiB\n", B->gpu ? "GPUs" : "every device (no GPU)",
           B->kind_count, B->kind_count > 1 ? "s" : "", (double)B->host_avail / GIB);
    fflush(stdout);

#define WANT(name) (!only || strstr(only, name))
    if (WANT("compute")) section_compute(B);
    if (WANT("transfer")) section_transfer(B);
    if (WANT("hetero")) {
        if (!B->busy_iters) {       /* --only hetero: calibrate busy as section 1 would */
            uint64_t n = B->z.busy_items;
            float *y = (float *)malloc((size_t)n * sizeof(float));
            figure *f = new_fig(B, "hetero", "calibration");
            if (y) B->busy_iters = calibrate_busy(B, y, n, B->kind, 1, B->z.t_compute, f);
            if (B->busy_iters) B->nfig--; else print_fig(f);
            free(y);
        }
        section_hetero(B);
    }
    if (WANT("guide")) section_guide(B);
    if (WANT("pipeline")) section_pipeline(B);
    if (WANT("profile")) section_profile(B);
#undef WANT

    for (i = 0; i < B->nfig; i++) {
        pass += !strcmp(B->figs[i].verdict, "PASS");
        fail += !strcmp(B->figs[i].verdict, "FAIL");
    }
    printf("\ntargets: %d PASS, %d FAIL (a missed target is a measurement, not an error)\n", pass, fail);
    for (i = 0; i < B->nfig; i++)
        if (!strcmp(B->figs[i].verdict, "PASS") || !strcmp(B->figs[i].verdict, "FAIL"))
            printf("  %-4s %s: %.3f (target %s)\n", B->figs[i].verdict, B->figs[i].what, B->figs[i].ratio,
                   B->figs[i].target);
    if (B->wrong) printf("WRONG RESULTS in %d run(s).\n", B->wrong);
    if (B->api_errors) printf("%d API failure(s).\n", B->api_errors);
    status = B->wrong || B->api_errors ? 1 : 0;

done:
    if (B->ctx && out_path) {
        if (!write_json(out_path, B, machine, host, date)) {
            fprintf(stderr, "bench_dispatch: cannot write %s\n", out_path);
            status = 1;
        } else {
            printf("results: %s (%.0f s)\n", out_path, now_s() - t_start);
        }
    }
    saxpy_free(B, &B->sa);
    saxpy_free(B, &B->sp);             /* dc_host_alloc memory: before the context goes */
    if (B->ctx) {
        dc_module_destroy(B->ctx, B->mod);
        dc_module_destroy(B->ctx, B->mod_pilot);
    }
    dc_context_destroy(B->ctx);
    free(B->figs);
    free(B);
    return status;
}
