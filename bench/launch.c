/* launch.c - what dc_launch costs over the driver's own launch call, on every device.

   Build:  cc -std=c99 -O2 -I. bench/launch.c -o build/bench_launch -ldl -lpthread
   Run:    ./build/bench_launch [--all] [--kernels PATH] [--out FILE]
                                [--reps R] [--batch N] [--warmup W]
           (from the repository root; without a GPU: POCL_DEVICES="pthread pthread")

   For each device and for the kernels empty() (no arguments) and empty_args(p, n) (a
   buffer and a uint) of kernels/empty.{ptx,cl}, one block of 256 threads:
     raw  the driver call on the very objects dc_launch uses (dc_kernel_native,
          dc_stream_native): cuLaunchKernel, or clSetKernelArg for each argument then
          clEnqueueNDRangeKernel (a launch with arguments sets them, as dc_launch must);
     dc   dc_launch with a descriptor built once outside the loop;
     prof the same with profiling on (dc_profile_enable(DC_PROFILE_ON) before the batch,
          off after it, dc_profile_reset outside the timing): what recording and timing
          each launch costs;
     light the same with DC_PROFILE_LIGHT (launches share timing events);
     prof read, light read  not a side but a figure of the prof and light batches: after
          each such batch (its stream synchronised, its time taken, profiling still on),
          dc_profile_get then dc_profile_reset, timed together and divided by the
          batch's launches - what reading the profile (waiting for and reading the
          records' events, summing them, freeing them) adds per launch on top of
          recording it. The prof and light figures leave it out, as before. JSON:
          prof_read_us_per_launch, light_read_us_per_launch (medians over rounds),
          prof_read_us_batches, light_read_us_batches (per round), and
          prof_read_launches_wrong, light_read_launches_wrong (rounds whose profile did
          not count exactly the batch's launches on the device: 0 expected);
     graph (CUDA) a graph of one kernel node, made once, given the arguments again before
          each launch (cuGraphExecKernelNodeSetParams_v2, cuGraphLaunch): how the
          collectives launch their kernels (the CUDA backend's launch_reused).
   After W warm-up launches of each, R rounds of one batch of N launches per side, the
   sides in a rotating order, so that drift (clocks, caches, other load) hits all; each
   batch ends by synchronising the stream, and its host wall-clock time divided by N is
   one sample. The table gives the median sample of each, the ratio dc/raw (PASS when at
   most 1.10) and the ratios prof/dc and light/dc (PASS when at most 1.10: profiling on
   costs at most 10%); a ratio is the median over rounds of the two sides' samples of
   that round, so that drift slower than a round cancels. The two batches of a ratio are
   not always next to each other: with one batch per side and the rotating order, raw
   and dc (and prof and dc) are adjacent in most rounds but up to sides - 1 batches apart
   where the round starts between them, light is never adjacent to dc (2 or 3 batches
   apart), nor graph to raw in every round.
   On CUDA devices each batch is also bracketed by dc_event_record, giving the GPU-side
   time per launch. N defaults to 10000, smaller where launches are slow (CPU devices:
   the whole CPU part stays under about 20 s).

   Writes every figure to bench/results/launch-<machine>.json, machine named as by
   bench/bandwidth (e.g. "h200x2" for two CUDA H200s, else the host name; --out to change;
   a file there of an earlier day is kept, and this run goes to launch-<machine>-YYYY-MM-DD.json:
   result_path in bench_common.h).
   Exit status 0 when everything ran, even if a target is missed (this is a measurement);
   1 when something failed. Linux, and builds with mingw-w64 for Windows. */
#if !defined(_WIN32) && !defined(_POSIX_C_SOURCE)
#  define _POSIX_C_SOURCE 200809L   /* clock_gettime, gethostname under -std=c99 */
#endif

#define DC_IMPLEMENTATION
#include "dotcompute.h"

#include "bench_common.h"

#define TARGET_RATIO 1.10
#define PROFILE_TARGET_RATIO 1.10
enum { RAW, DC, PROF, LIGHT, GRAPH, SIDES };   /* GRAPH on CUDA only: the last side */
static const char *const side_names[SIDES] = { "raw", "dc", "prof", "light", "graph" };
#define MAX_REPS 1001
#define THREADS 256                 /* one block / work-group of 256 */
#define CPU_BUDGET_S 16.0           /* timed batches over all CPU devices */
#define PILOT 200                   /* launches per side that size the batch */

/* ------------------------------------------------------------------ raw drivers */

/* The few driver entry points the raw side needs, declared here so that neither cuda.h
   nor CL/cl.h is needed. Handles are opaque pointers in both APIs. */
typedef int (BENCH_CALL *cu_launch_kernel_fn)(void *f, unsigned gx, unsigned gy, unsigned gz,
                                              unsigned bx, unsigned by, unsigned bz,
                                              unsigned shared_bytes, void *stream,
                                              void **params, void **extra);
typedef int (BENCH_CALL *cu_stream_synchronize_fn)(void *stream);
typedef int (BENCH_CALL *cu_ctx_set_current_fn)(void *context);
typedef int (BENCH_CALL *cu_get_error_name_fn)(int error, const char **name);
/* CUDA_KERNEL_NODE_PARAMS_v2 (driver 12.0) */
typedef struct cu_kernel_node {
    void *func;
    unsigned grid_x, grid_y, grid_z, block_x, block_y, block_z, shared_bytes;
    void **params, **extra;
    void *kern, *ctx;
} cu_kernel_node;
typedef int (BENCH_CALL *cu_graph_create_fn)(void **graph, unsigned flags);
typedef int (BENCH_CALL *cu_graph_add_kernel_node_fn)(void **node, void *graph, void *const *deps, size_t dep_count,
                                                      const cu_kernel_node *params);
typedef int (BENCH_CALL *cu_graph_instantiate_fn)(void **exec, void *graph, unsigned long long flags);
typedef int (BENCH_CALL *cu_graph_exec_set_fn)(void *exec, void *node, const cu_kernel_node *params);
typedef int (BENCH_CALL *cu_graph_launch_fn)(void *exec, void *stream);
typedef int (BENCH_CALL *cu_graph_destroy_fn)(void *graph_or_exec);

typedef int32_t (BENCH_CALL *cl_enqueue_nd_range_kernel_fn)(void *queue, void *kernel, uint32_t dims,
                                                            const size_t *offset, const size_t *global,
                                                            const size_t *local, uint32_t wait_count,
                                                            const void *wait_list, void *event);
typedef int32_t (BENCH_CALL *cl_finish_fn)(void *queue);
typedef int32_t (BENCH_CALL *cl_set_kernel_arg_fn)(void *kernel, uint32_t index, size_t size,
                                                   const void *value);

typedef struct raw_api {
    int cuda_ok, opencl_ok;
    cu_launch_kernel_fn cuLaunchKernel;
    cu_stream_synchronize_fn cuStreamSynchronize;
    cu_ctx_set_current_fn cuCtxSetCurrent;
    cu_get_error_name_fn cuGetErrorName;
    int graph_ok;                  /* the graph calls (driver 12.0) */
    cu_graph_create_fn cuGraphCreate;
    cu_graph_add_kernel_node_fn cuGraphAddKernelNode_v2;
    cu_graph_instantiate_fn cuGraphInstantiateWithFlags;
    cu_graph_exec_set_fn cuGraphExecKernelNodeSetParams_v2;
    cu_graph_launch_fn cuGraphLaunch;
    cu_graph_destroy_fn cuGraphExecDestroy, cuGraphDestroy;
    cl_enqueue_nd_range_kernel_fn clEnqueueNDRangeKernel;
    cl_finish_fn clFinish;
    cl_set_kernel_arg_fn clSetKernelArg;
} raw_api;

static void raw_api_load(raw_api *api)
{
    void *cu, *cl;
    memset(api, 0, sizeof *api);
#ifdef _WIN32
    cu = lib_open("nvcuda.dll");
    cl = lib_open("OpenCL.dll");
#else
    cu = lib_open("libcuda.so.1");
    cl = lib_open("libOpenCL.so.1");
#endif
    /* The libraries stay loaded until exit: the context loaded them anyway. */
    if (cu)
        api->cuda_ok = LIB_SYM(cu, "cuLaunchKernel", api->cuLaunchKernel) &&
                       LIB_SYM(cu, "cuStreamSynchronize", api->cuStreamSynchronize) &&
                       LIB_SYM(cu, "cuCtxSetCurrent", api->cuCtxSetCurrent) &&
                       LIB_SYM(cu, "cuGetErrorName", api->cuGetErrorName);
    if (api->cuda_ok)
        api->graph_ok = LIB_SYM(cu, "cuGraphCreate", api->cuGraphCreate) &&
                        LIB_SYM(cu, "cuGraphAddKernelNode_v2", api->cuGraphAddKernelNode_v2) &&
                        LIB_SYM(cu, "cuGraphInstantiateWithFlags", api->cuGraphInstantiateWithFlags) &&
                        LIB_SYM(cu, "cuGraphExecKernelNodeSetParams_v2", api->cuGraphExecKernelNodeSetParams_v2) &&
                        LIB_SYM(cu, "cuGraphLaunch", api->cuGraphLaunch) &&
                        LIB_SYM(cu, "cuGraphExecDestroy", api->cuGraphExecDestroy) &&
                        LIB_SYM(cu, "cuGraphDestroy", api->cuGraphDestroy);
    if (cl)
        api->opencl_ok = LIB_SYM(cl, "clEnqueueNDRangeKernel", api->clEnqueueNDRangeKernel) &&
                         LIB_SYM(cl, "clFinish", api->clFinish) &&
                         LIB_SYM(cl, "clSetKernelArg", api->clSetKernelArg);
}

/* ------------------------------------------------------------------ one measurement */

typedef struct bench_case {
    /* what runs */
    dc_context *ctx;
    const raw_api *api;
    int device;
    int is_cuda;
    int with_args;                 /* empty_args(p, n) rather than empty() */
    dc_launch_desc desc;           /* the dc side */
    dc_stream stream;
    void *native_kernel, *native_stream, *native_context;
    uint64_t native_buffer;        /* CUdeviceptr or cl_mem */
    uint32_t n_arg;
    void *cu_params[2];
    int sides;                     /* SIDES with the graph side, else GRAPH */
    void *graph, *graph_exec, *graph_node;
    cu_kernel_node node;
    /* results */
    long batch;
    int reps;
    double us[SIDES][MAX_REPS];        /* host wall clock per launch, per side */
    double gpu_us[SIDES][MAX_REPS];    /* CUDA events per launch */
    double med[SIDES], gpu_med[SIDES];
    double ratio, gpu_ratio;           /* dc / raw */
    double prof_ratio, light_ratio;    /* prof / dc, light / dc */
    double read_us[2][MAX_REPS];       /* dc_profile_get + dc_profile_reset after a prof [0] or
                                          light [1] batch, per launch of the batch */
    double read_med[2];
    int read_wrong[2];                 /* rounds whose profile did not count `batch` launches */
    dc_profile profile;                /* what dc_profile_get fills (too big for the stack) */
    double graph_ratio, gpu_graph_ratio;   /* graph / raw */
    char error[1024];
} bench_case;

static int fail_dc(bench_case *b, const char *what, dc_result r)
{
    int n = snprintf(b->error, sizeof b->error, "%s: %s: %s", what, dc_result_name(r), dc_last_error());
    if (n >= (int)sizeof b->error) memcpy(b->error + sizeof b->error - 4, "...", 4);  /* cut */
    return 0;
}

static int fail_cuda(bench_case *b, const char *what, int err)
{
    const char *name = NULL;
    if (b->api->cuGetErrorName(err, &name) != 0 || !name) name = "unknown CUresult";
    snprintf(b->error, sizeof b->error, "%s: %s (%d)", what, name, err);
    return 0;
}

static int fail_cl(bench_case *b, const char *what, int32_t err)
{
    snprintf(b->error, sizeof b->error, "%s: OpenCL error %d", what, (int)err);
    return 0;
}

/* `count` launches through the driver. */
static int launch_raw(bench_case *b, long count)
{
    long i;
    if (b->is_cuda) {
        int e = b->api->cuCtxSetCurrent(b->native_context);   /* launch needs its context */
        if (e != 0) return fail_cuda(b, "cuCtxSetCurrent", e);
        for (i = 0; i < count; i++) {
            e = b->api->cuLaunchKernel(b->native_kernel, 1, 1, 1, THREADS, 1, 1, 0,
                                       b->native_stream, b->with_args ? b->cu_params : NULL, NULL);
            if (e != 0) return fail_cuda(b, "cuLaunchKernel", e);
        }
    } else {
        size_t global = THREADS, local = THREADS;
        void *mem = (void *)(uintptr_t)b->native_buffer;
        int32_t e;
        for (i = 0; i < count; i++) {
            if (b->with_args) {
                e = b->api->clSetKernelArg(b->native_kernel, 0, sizeof mem, &mem);
                if (e != 0) return fail_cl(b, "clSetKernelArg(0)", e);
                e = b->api->clSetKernelArg(b->native_kernel, 1, sizeof b->n_arg, &b->n_arg);
                if (e != 0) return fail_cl(b, "clSetKernelArg(1)", e);
            }
            e = b->api->clEnqueueNDRangeKernel(b->native_stream, b->native_kernel, 1, NULL,
                                               &global, &local, 0, NULL, NULL);
            if (e != 0) return fail_cl(b, "clEnqueueNDRangeKernel", e);
        }
    }
    return 1;
}

/* `count` launches of the graph, its node given the arguments before each. */
static int launch_graph(bench_case *b, long count)
{
    long i;
    int e = b->api->cuCtxSetCurrent(b->native_context);
    if (e != 0) return fail_cuda(b, "cuCtxSetCurrent", e);
    for (i = 0; i < count; i++) {
        e = b->api->cuGraphExecKernelNodeSetParams_v2(b->graph_exec, b->graph_node, &b->node);
        if (e != 0) return fail_cuda(b, "cuGraphExecKernelNodeSetParams_v2", e);
        e = b->api->cuGraphLaunch(b->graph_exec, b->native_stream);
        if (e != 0) return fail_cuda(b, "cuGraphLaunch", e);
    }
    return 1;
}

/* Waits for the stream with the driver's own call. */
static int sync_raw(bench_case *b)
{
    if (b->is_cuda) {
        int e = b->api->cuStreamSynchronize(b->native_stream);
        if (e != 0) return fail_cuda(b, "cuStreamSynchronize", e);
    } else {
        int32_t e = b->api->clFinish(b->native_stream);
        if (e != 0) return fail_cl(b, "clFinish", e);
    }
    return 1;
}

/* `count` launches through dc_launch. */
static int launch_dc(bench_case *b, long count)
{
    long i;
    dc_result r;
    for (i = 0; i < count; i++) {
        r = dc_launch(b->ctx, &b->desc);
        if (r != DC_SUCCESS) return fail_dc(b, "dc_launch", r);
    }
    return 1;
}

static int sync_dc(bench_case *b)
{
    dc_result r = dc_stream_synchronize(b->ctx, b->stream);
    if (r != DC_SUCCESS) return fail_dc(b, "dc_stream_synchronize", r);
    return 1;
}

/* Profiling on for the prof side, off for the others. */
static int profile_side(bench_case *b, int side)
{
    int mode = side == PROF ? DC_PROFILE_ON : side == LIGHT ? DC_PROFILE_LIGHT : DC_PROFILE_OFF;
    dc_result r = dc_profile_enable(b->ctx, mode);
    if (r == DC_SUCCESS && mode) r = dc_profile_reset(b->ctx);   /* a fresh record list */
    return r == DC_SUCCESS ? 1 : fail_dc(b, "dc_profile_enable", r);
}

/* `count` launches of one side, then that side's wait for the stream. */
static int run_side(bench_case *b, int side, long count)
{
    int ok = profile_side(b, side);
    if (ok) ok = side == RAW ? launch_raw(b, count) && sync_raw(b) : side == GRAPH ? launch_graph(b, count) && sync_raw(b)
                                                                      : launch_dc(b, count) && sync_dc(b);
    return profile_side(b, DC) && ok;
}

/* After a prof or light batch, profiling still on: dc_profile_get and dc_profile_reset,
   their time per launch of the batch in *read_us. The launches the profile counted on the
   device should be the batch's (each batch starts on a reset list): otherwise the time
   would not be that of reading `batch` records, and the round is counted in read_wrong. */
static int timed_read(bench_case *b, int side, double *read_us)
{
    double t0 = now_s();
    dc_result r = dc_profile_get(b->ctx, &b->profile);
    if (r != DC_SUCCESS) return fail_dc(b, "dc_profile_get", r);
    r = dc_profile_reset(b->ctx);
    if (r != DC_SUCCESS) return fail_dc(b, "dc_profile_reset", r);
    *read_us = (now_s() - t0) * 1e6 / (double)b->batch;
    if (b->device >= b->profile.device_count || b->profile.device[b->device].launches != (uint64_t)b->batch)
        b->read_wrong[side == PROF ? 0 : 1]++;
    return 1;
}

/* One timed batch: host us per launch in *host_us; on CUDA, the GPU us per launch between
   events recorded just before the first and just after the last launch in *gpu_us; for
   the prof and light sides, what reading the profile afterwards costs per launch in
   *read_us (timed_read; outside the batch's own time). */
static int timed_batch(bench_case *b, int side, double *host_us, double *gpu_us, double *read_us)
{
    dc_event e0 = { 0 }, e1 = { 0 };
    dc_result r = DC_SUCCESS;
    double t0, t1;
    float ms = 0.0f;
    int ok = profile_side(b, side), raw = side == RAW || side == GRAPH;

    t0 = now_s();
    if (ok && b->is_cuda) r = dc_event_record(b->ctx, b->stream, &e0);
    if (ok) ok = r == DC_SUCCESS ? (side == GRAPH ? launch_graph(b, b->batch) : raw ? launch_raw(b, b->batch) : launch_dc(b, b->batch))
                                 : fail_dc(b, "dc_event_record", r);
    if (ok && b->is_cuda) {
        r = dc_event_record(b->ctx, b->stream, &e1);
        if (r != DC_SUCCESS) ok = fail_dc(b, "dc_event_record", r);
    }
    if (ok) ok = raw ? sync_raw(b) : sync_dc(b);
    t1 = now_s();
    if (ok && (side == PROF || side == LIGHT)) ok = timed_read(b, side, read_us);
    if (!profile_side(b, DC)) ok = 0;
    if (ok && b->is_cuda) {
        r = dc_event_elapsed_ms(b->ctx, e0, e1, &ms);
        if (r != DC_SUCCESS) ok = fail_dc(b, "dc_event_elapsed_ms", r);
    }
    dc_event_destroy(b->ctx, e0);
    dc_event_destroy(b->ctx, e1);
    *host_us = (t1 - t0) * 1e6 / (double)b->batch;
    *gpu_us = (double)ms * 1e3 / (double)b->batch;
    return ok;
}

/* The median over rounds of a[i] / b[i]: the two batches ran in the same round, so drift
   that moves a whole round (clocks, other load) cancels out; drift within a round does
   not (the two are not always adjacent: see the header). Pairing each side with an
   adjacent dc batch would need more than one dc batch per round (dc cannot neighbour
   raw, prof and light at once), which would change what the dc figure is. */
static double paired_ratio(const double *a, const double *b, int n)
{
    double r[MAX_REPS];
    int i, m = 0;
    for (i = 0; i < n; i++)
        if (b[i] > 0) r[m++] = a[i] / b[i];
    return m ? median(r, m) : 0;
}

/* Warm up, choose the batch size, then the alternating timed batches. */
static int measure(bench_case *b, long warmup, long fixed_batch, double budget_s)
{
    double t0, per_launch_s;
    int i;

    int side, k;

    for (side = 0; side < b->sides; side++)
        if (!run_side(b, side, warmup)) return 0;
    /* A pilot after the warm-up (which pays for JIT and first-use costs) sizes the batch. */
    t0 = now_s();
    for (side = 0; side < b->sides; side++)
        if (!run_side(b, side, PILOT)) return 0;
    per_launch_s = (now_s() - t0) / ((double)b->sides * PILOT);

    if (fixed_batch > 0) {
        b->batch = fixed_batch;
    } else {
        /* 10000, or what fits the budget where launches are slow (CPU devices). */
        double fit = budget_s / ((double)b->sides * b->reps * (per_launch_s > 0 ? per_launch_s : 1e-9));
        b->batch = fit >= 10000.0 ? 10000 : fit < 100.0 ? 100 : (long)fit;
    }

    for (i = 0; i < b->reps; i++)
        for (k = 0; k < b->sides; k++) {   /* the order rotates: no side always goes first */
            side = (i + k) % b->sides;
            if (!timed_batch(b, side, &b->us[side][i], &b->gpu_us[side][i], &b->read_us[side == LIGHT][i])) return 0;
        }
    for (side = 0; side < b->sides; side++) {
        b->med[side] = median(b->us[side], b->reps);
        b->gpu_med[side] = b->is_cuda ? median(b->gpu_us[side], b->reps) : 0;
    }
    b->read_med[0] = median(b->read_us[0], b->reps);
    b->read_med[1] = median(b->read_us[1], b->reps);
    b->ratio = paired_ratio(b->us[DC], b->us[RAW], b->reps);
    b->prof_ratio = paired_ratio(b->us[PROF], b->us[DC], b->reps);
    b->light_ratio = paired_ratio(b->us[LIGHT], b->us[DC], b->reps);
    b->gpu_ratio = b->is_cuda ? paired_ratio(b->gpu_us[DC], b->gpu_us[RAW], b->reps) : 0;
    if (b->sides > GRAPH) {
        b->graph_ratio = paired_ratio(b->us[GRAPH], b->us[RAW], b->reps);
        b->gpu_graph_ratio = paired_ratio(b->gpu_us[GRAPH], b->gpu_us[RAW], b->reps);
    }
    return 1;
}

/* Fills in the native handles and the dc descriptor of one case. */
static int setup_case(bench_case *b, dc_kernel k, dc_buffer p, const dc_arg *args)
{
    dc_result r;

    b->stream = dc_default_stream(b->ctx, b->device);
    if (b->stream.id == 0) return fail_dc(b, "dc_default_stream", DC_ERROR_INVALID_HANDLE);
    r = dc_kernel_native(b->ctx, k, b->device, &b->native_kernel);
    if (r != DC_SUCCESS) return fail_dc(b, "dc_kernel_native", r);
    r = dc_stream_native(b->ctx, b->stream, &b->native_stream);
    if (r != DC_SUCCESS) return fail_dc(b, "dc_stream_native", r);
    r = dc_device_native(b->ctx, b->device, NULL, &b->native_context);
    if (r != DC_SUCCESS) return fail_dc(b, "dc_device_native", r);
    r = dc_buffer_native(b->ctx, p, &b->native_buffer);
    if (r != DC_SUCCESS) return fail_dc(b, "dc_buffer_native", r);
    if (b->is_cuda ? !b->api->cuda_ok : !b->api->opencl_ok) {
        snprintf(b->error, sizeof b->error, "could not load the %s entry points for the raw side",
                 b->is_cuda ? "libcuda" : "libOpenCL");
        return 0;
    }
    b->n_arg = THREADS;                 /* anything but the sentinel 0xFFFFFFFF */
    b->cu_params[0] = &b->native_buffer;
    b->cu_params[1] = &b->n_arg;

    memset(&b->desc, 0, sizeof b->desc);
    b->desc.kernel = k;
    b->desc.device = b->device;
    b->desc.stream = b->stream;
    b->desc.global[0] = THREADS;
    b->desc.block[0] = THREADS;
    b->desc.args = b->with_args ? args : NULL;
    b->desc.arg_count = b->with_args ? 2 : 0;

    b->sides = GRAPH;
    if (b->is_cuda && b->api->graph_ok) {   /* the graph side: its graph made here */
        int e;
        memset(&b->node, 0, sizeof b->node);
        b->node.func = b->native_kernel;
        b->node.grid_x = b->node.grid_y = b->node.grid_z = 1;
        b->node.block_x = THREADS;
        b->node.block_y = b->node.block_z = 1;
        b->node.params = b->with_args ? b->cu_params : NULL;
        if ((e = b->api->cuCtxSetCurrent(b->native_context)) != 0) return fail_cuda(b, "cuCtxSetCurrent", e);
        if ((e = b->api->cuGraphCreate(&b->graph, 0)) != 0) return fail_cuda(b, "cuGraphCreate", e);
        if ((e = b->api->cuGraphAddKernelNode_v2(&b->graph_node, b->graph, NULL, 0, &b->node)) != 0)
            return fail_cuda(b, "cuGraphAddKernelNode_v2", e);
        if ((e = b->api->cuGraphInstantiateWithFlags(&b->graph_exec, b->graph, 0)) != 0)
            return fail_cuda(b, "cuGraphInstantiateWithFlags", e);
        b->sides = SIDES;
    }
    return 1;
}

static void free_case(bench_case *b)
{
    if (!b) return;
    if (b->graph_exec) b->api->cuGraphExecDestroy(b->graph_exec);
    if (b->graph) b->api->cuGraphDestroy(b->graph);
    free(b);
}

/* ------------------------------------------------------------------ output */

static int write_json(const char *path, const char *machine, const char *host, const char *date,
                      dc_context *ctx, bench_case **cases, int case_count, long warmup)
{
    FILE *f = fopen(path, "w");
    int i;

    if (!f) return 0;
    json_head(f, "launch", machine, host, date);
    fprintf(f, "  \"method\": \"%ld warm-up launches of each side, then reps rounds of one batch of `batch` "
               "launches per side (raw, dc, prof = dc with DC_PROFILE_ON, light = dc with DC_PROFILE_LIGHT, graph = a CUDA graph of one kernel node given the arguments before each launch) in "
               "rotating order, stream synchronised at the end of each batch; host wall clock per launch, median "
               "over batches; a ratio is the median over rounds of the two sides' batches in that round (same round, "
               "not always adjacent: light and dc never are); CUDA also GPU time per launch from dc_event_record "
               "around each batch; prof_read / light_read: dc_profile_get + dc_profile_reset after each prof / light "
               "batch (profiling still on, outside the batch's time) per launch of the batch, median over rounds; "
               "%d threads in one block\",\n",
            warmup, THREADS);
    fprintf(f, "  \"target_ratio\": %.2f, \"profile_target_ratio\": %.2f,\n", TARGET_RATIO, PROFILE_TARGET_RATIO);
    json_devices(f, ctx);
    fprintf(f, "  \"results\": [\n");
    for (i = 0; i < case_count; i++) {
        const bench_case *b = cases[i];
        dc_device_info info;
        memset(&info, 0, sizeof info);
        (void)dc_device_get_info(ctx, b->device, &info);
        fprintf(f, "    {\"device\": %d, \"device_name\": ", b->device);
        json_string(f, info.name);
        fprintf(f, ", \"backend\": \"%s\", \"kernel\": \"%s\", \"args\": %d",
                b->is_cuda ? "CUDA" : "OpenCL", b->with_args ? "empty_args" : "empty",
                b->with_args ? 2 : 0);
        if (b->error[0]) {
            fprintf(f, ", \"error\": ");
            json_string(f, b->error);
            fprintf(f, "}%s\n", i + 1 < case_count ? "," : "");
            continue;
        }
        fprintf(f, ",\n     \"batch\": %ld, \"reps\": %d, \"raw_us_per_launch\": %.4f, "
                   "\"dc_us_per_launch\": %.4f, \"prof_us_per_launch\": %.4f, \"light_us_per_launch\": %.4f, \"ratio\": %.4f, \"pass\": %s, "
                   "\"profile_ratio\": %.4f, \"profile_pass\": %s, \"light_ratio\": %.4f, \"light_pass\": %s",
                b->batch, b->reps, b->med[RAW], b->med[DC], b->med[PROF], b->med[LIGHT], b->ratio,
                b->ratio <= TARGET_RATIO ? "true" : "false", b->prof_ratio, b->prof_ratio <= PROFILE_TARGET_RATIO ? "true" : "false",
                b->light_ratio, b->light_ratio <= PROFILE_TARGET_RATIO ? "true" : "false");
        fprintf(f, ",\n     \"prof_read_us_per_launch\": %.4f, \"light_read_us_per_launch\": %.4f, "
                   "\"prof_read_launches_wrong\": %d, \"light_read_launches_wrong\": %d, \"prof_read_us_batches\": ",
                b->read_med[0], b->read_med[1], b->read_wrong[0], b->read_wrong[1]);
        json_array(f, b->read_us[0], b->reps);
        fprintf(f, ", \"light_read_us_batches\": ");
        json_array(f, b->read_us[1], b->reps);
        if (b->sides > GRAPH)
            fprintf(f, ", \"graph_us_per_launch\": %.4f, \"graph_ratio\": %.4f, \"gpu_graph_us_per_launch\": %.4f, \"gpu_graph_ratio\": %.4f",
                    b->med[GRAPH], b->graph_ratio, b->gpu_med[GRAPH], b->gpu_graph_ratio);
        {
            int side;
            for (side = 0; side < b->sides; side++) {
                fprintf(f, ",\n     \"%s_us_batches\": ", side_names[side]);
                json_array(f, b->us[side], b->reps);
            }
            if (b->is_cuda) {
                fprintf(f, ",\n     \"gpu_raw_us_per_launch\": %.4f, \"gpu_dc_us_per_launch\": %.4f, \"gpu_prof_us_per_launch\": %.4f, "
                           "\"gpu_light_us_per_launch\": %.4f, \"gpu_ratio\": %.4f", b->gpu_med[RAW], b->gpu_med[DC], b->gpu_med[PROF],
                        b->gpu_med[LIGHT], b->gpu_ratio);
                for (side = 0; side < b->sides; side++) {
                    fprintf(f, ",\n     \"gpu_%s_us_batches\": ", side_names[side]);
                    json_array(f, b->gpu_us[side], b->reps);
                }
            }
        }
        fprintf(f, "}%s\n", i + 1 < case_count ? "," : "");
    }
    fprintf(f, "  ]\n}\n");
    return fclose(f) == 0;
}

/* ------------------------------------------------------------------ main */

static void usage(const char *prog)
{
    fprintf(stderr, "usage: %s [--all] [--kernels PATH_WITHOUT_EXT] [--out FILE] "
                    "[--reps R] [--batch N] [--warmup W]\n", prog);
}

int main(int argc, char **argv)
{
    const char *kernel_path = "kernels/empty", *out_path = NULL;
    char host[128], machine[128], default_out[320], date[32];
    long warmup = 1000, fixed_batch = 0;
    int reps = 21, keep_duplicates = 0;
    dc_context_desc cdesc;
    dc_context *ctx = NULL;
    dc_module mod = { 0 };
    dc_kernel k_empty, k_args;
    dc_buffer *bufs = NULL;
    dc_arg *argsets = NULL;
    bench_case **cases = NULL;
    raw_api api;
    int count, d, i, cpu_devices = 0, case_count = 0, errors = 0, status = 1;
    time_t t;
    dc_result r;

    if (!bench_self_check("bench_launch")) return 1;
    for (i = 1; i < argc; i++) {
        const char *a = argv[i];
        const char *v = i + 1 < argc ? argv[i + 1] : NULL;
        if (!strcmp(a, "--all")) { keep_duplicates = 1; continue; }
        if (!v) { usage(argv[0]); return 2; }
        if (!strcmp(a, "--kernels")) kernel_path = v;
        else if (!strcmp(a, "--out")) out_path = v;
        else if (!strcmp(a, "--reps")) reps = atoi(v);
        else if (!strcmp(a, "--batch")) fixed_batch = atol(v);
        else if (!strcmp(a, "--warmup")) warmup = atol(v);
        else { usage(argv[0]); return 2; }
        i++;
    }
    if (reps < 1 || reps > MAX_REPS || fixed_batch < 0 || warmup < 1) {
        fprintf(stderr, "bench_launch: need 1 <= reps <= %d, batch >= 0, warmup >= 1\n", MAX_REPS);
        return 2;
    }

    host_name(host, sizeof host);
    t = time(NULL);
    strftime(date, sizeof date, "%Y-%m-%dT%H:%M:%SZ", gmtime(&t));
    raw_api_load(&api);

#define CHECK(call) do { r = (call); if (r != DC_SUCCESS) { \
        fprintf(stderr, "bench_launch: %s failed: %s\n  %s\n", #call, dc_result_name(r), dc_last_error()); \
        goto done; } } while (0)
    memset(&cdesc, 0, sizeof cdesc);
    cdesc.flags = keep_duplicates ? DC_CONTEXT_KEEP_DUPLICATES : 0;
    CHECK(dc_context_create(&cdesc, &ctx));
    machine_name(ctx, machine, sizeof machine);
    if (!out_path) {
        result_path(default_out, sizeof default_out, "launch", machine, date);
        out_path = default_out;
    }
    CHECK(dc_module_load_file(ctx, kernel_path, &mod));
    CHECK(dc_kernel_get(ctx, mod, "empty", &k_empty));
    CHECK(dc_kernel_get(ctx, mod, "empty_args", &k_args));

    count = dc_device_count(ctx);
    bufs = (dc_buffer *)calloc((size_t)count, sizeof *bufs);
    argsets = (dc_arg *)calloc((size_t)count * 2, sizeof *argsets);
    cases = (bench_case **)calloc((size_t)count * 2, sizeof *cases);
    if (!bufs || !argsets || !cases) { fprintf(stderr, "bench_launch: out of memory\n"); goto done; }
    for (d = 0; d < count; d++) {
        dc_device_info info;
        CHECK(dc_device_get_info(ctx, d, &info));
        if (info.caps & DC_CAP_CPU) cpu_devices++;
    }

    printf("launch overhead: dc_launch against the driver's launch call, %d threads, "
           "median of %d batches\n\n", THREADS, reps);
    printf("%-3s %-24s %-7s %-11s %6s %8s %8s %6s %6s %8s %6s %6s %8s %6s %6s %10s %10s %8s %6s %10s %8s %8s\n", "dev", "device", "backend",
           "kernel", "batch", "raw us", "dc us", "ratio", "target", "prof us", "p/dc", "target", "light us", "l/dc", "target",
           "gpu raw us", "gpu dc us", "graph us", "g/raw", "gpu grph us", "p read", "l read");
    fflush(stdout);

    for (d = 0; d < count; d++) {
        dc_device_info info;
        int w;
        CHECK(dc_device_get_info(ctx, d, &info));
        CHECK(dc_buffer_create(ctx, d, THREADS * sizeof(float), &bufs[d]));
        argsets[2 * d] = DC_ARG_BUFFER(bufs[d]);
        argsets[2 * d + 1] = DC_ARG_U32(THREADS);
        for (w = 0; w < 2; w++) {
            bench_case *b = (bench_case *)calloc(1, sizeof *b);
            double budget = 8.0;   /* only matters where launches are slow */
            if (!b) { fprintf(stderr, "bench_launch: out of memory\n"); goto done; }
            cases[case_count++] = b;
            b->ctx = ctx;
            b->api = &api;
            b->device = d;
            b->is_cuda = info.backend == DC_BACKEND_CUDA;
            b->with_args = w;
            b->reps = reps;
            if (info.caps & DC_CAP_CPU) budget = CPU_BUDGET_S / (2.0 * cpu_devices);
            if (!setup_case(b, w ? k_args : k_empty, bufs[d], &argsets[2 * d]) ||
                !measure(b, warmup, fixed_batch, budget)) {
                errors++;
                printf("%-3d %-28.28s %-7s %-11s  ERROR: %s\n", d, info.name,
                       backend_name(info.backend), w ? "empty_args" : "empty", b->error);
                fflush(stdout);
                continue;
            }
            printf("%-3d %-24.24s %-7s %-11s %6ld %8.3f %8.3f %6.3f %6s %8.3f %6.3f %6s %8.3f %6.3f %6s", d, info.name,
                   backend_name(info.backend), w ? "empty_args" : "empty", b->batch,
                   b->med[RAW], b->med[DC], b->ratio, b->ratio <= TARGET_RATIO ? "PASS" : "FAIL",
                   b->med[PROF], b->prof_ratio, b->prof_ratio <= PROFILE_TARGET_RATIO ? "PASS" : "FAIL",
                   b->med[LIGHT], b->light_ratio, b->light_ratio <= PROFILE_TARGET_RATIO ? "PASS" : "FAIL");
            if (b->is_cuda) printf(" %10.3f %10.3f", b->gpu_med[RAW], b->gpu_med[DC]);
            else            printf(" %10s %10s", "-", "-");
            if (b->sides > GRAPH) printf(" %8.3f %6.3f %10.3f", b->med[GRAPH], b->graph_ratio, b->gpu_med[GRAPH]);
            else                  printf(" %8s %6s %10s", "-", "-", "-");
            printf(" %8.3f %8.3f\n", b->read_med[0], b->read_med[1]);
            if (b->read_wrong[0] || b->read_wrong[1])
                printf("    note: the profile read after %d prof and %d light batch(es) did not count the batch's %ld launches\n",
                       b->read_wrong[0], b->read_wrong[1], b->batch);
            fflush(stdout);
        }
    }
#undef CHECK

    {
        int pass = 0, prof_pass = 0, light_pass = 0, measured = 0;
        for (i = 0; i < case_count; i++) {
            if (cases[i]->error[0]) continue;
            measured++;
            pass += cases[i]->ratio <= TARGET_RATIO;
            prof_pass += cases[i]->prof_ratio <= PROFILE_TARGET_RATIO;
            light_pass += cases[i]->light_ratio <= PROFILE_TARGET_RATIO;
        }
        printf("\nratio = dc us / raw us per launch (host wall clock); target: ratio <= %.2f. "
               "%d of %d measured cases PASS%s.\n", TARGET_RATIO, pass, measured,
               errors ? ", some cases FAILED TO RUN" : "");
        printf("p/dc, l/dc = us per launch with profiling DC_PROFILE_ON, DC_PROFILE_LIGHT / off; target <= %.2f: "
               "%d and %d of %d PASS.\n", PROFILE_TARGET_RATIO, prof_pass, light_pass, measured);
        printf("g/raw = us per launch of a one-node CUDA graph given the arguments each time (as the collectives launch) / "
               "cuLaunchKernel; no target.\n");
        printf("p read, l read = us per launch of dc_profile_get + dc_profile_reset after each prof, light batch (not in "
               "prof us, light us); no target.\n");
        if (pass < measured || prof_pass < measured || light_pass < measured)
            printf("TARGET MISSED on %d case(s) (a measurement, not an error).\n", 3 * measured - pass - prof_pass - light_pass);
    }
    if (!write_json(out_path, machine, host, date, ctx, cases, case_count, warmup)) {
        fprintf(stderr, "bench_launch: cannot write %s\n", out_path);
        goto done;
    }
    printf("results: %s\n", out_path);
    status = errors ? 1 : 0;

done:
    for (i = 0; cases && i < case_count; i++) free_case(cases[i]);   /* graphs before their module and context */
    if (ctx) {
        for (d = 0; bufs && d < dc_device_count(ctx); d++) dc_buffer_destroy(ctx, bufs[d]);
        dc_module_destroy(ctx, mod);
    }
    dc_context_destroy(ctx);
    free(cases);
    free(argsets);
    free(bufs);
    return status;
}
