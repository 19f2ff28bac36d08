/* test_oom.c - host out-of-memory injection: every allocation of a step fails in turn.

   The context's allocator (tk_counting_desc, tests/common.c) numbers its calls. Each step
   of a representative workload (context creation; module load and kernel lookup;
   buffers, streams, events and pinned memory; a launch; async copies between two
   devices; dc_dispatch with each strategy; dc_pipeline_run; dc_comm_create; an
   all-reduce and a broadcast; profiling with dc_profile_get and dc_trace_write;
   dc_partition) runs once to count its allocations, then once per allocation N on a
   fresh context, allocation N failing ("warm" steps: on a context where the step has
   run once already, for the allocations of its later runs). Each run must:
     - fail with OUT_OF_HOST_MEMORY and a dc_last_error() that says memory ran out, or
       succeed with the right results (where the library works around the failure) and
       dc_last_error() as it was; never crash, hang, or succeed with wrong results;
     - leave the context usable: the same step, allocator healthy, then succeeds with
       the right results, and once undone the context holds as many allocations and
       objects as after a run where nothing failed;
     - leave nothing behind: after dc_context_destroy nothing the allocator made is
       alive (and nothing was freed that it did not make).
   A step of more than 160 allocations runs the driver-call injection's sample of them
   (fd_sampled: the first and last 40 and a seeded 80 of the middle);
   DC_OOM_FULL=1 runs every one, DC_OOM_SEED=<seed> picks another subset, and
   DC_OOM_VERBOSE=1 names each run before it starts (a hang is then pinned on its N).
   Built into build/fault/fault (make test-fault: ASan and LeakSanitizer, 1 and 2
   devices; make soak-fault: every allocation), not into the suite that runs on every
   device configuration: each step makes a context per allocation it fails. */
#include "fault_dispatch.h"   /* fd_sampled: the same sample as the driver-call injection */

#define OOM_N 4096                  /* floats per buffer */
#define OOM_ITEMS 20000             /* dispatch and pipeline items */
#define OOM_COUNT 1000              /* collective elements per rank */
#define OOM_HOST_COUNT (96 * 1024)  /* the host path's: 384 KiB a rank, split over worker threads */

typedef struct oom_state {
    tk_alloc_count count;           /* the context's allocator */
    dc_context_desc desc;
    dc_context *ctx;
    int devices;
    dc_module mod, dmod;            /* the test kernels; kernels/dispatch */
    dc_kernel scale, saxpy, sum, add, mul;
    dc_buffer buf[2], extra[2];     /* setup's (the step's inputs), per device */
    dc_stream stream[2];
    dc_event event[2];
    void *pinned[2];
    dc_comm *comm;
    char trace[512];                /* the profile step's trace file */
    char wrong[1024];               /* a step that succeeded with wrong results says why */
} oom_state;

/* The setup of a step (allocator healthy): returns 1, or 0 once a failure is recorded. */
typedef int (*oom_setup_fn)(oom_state *st);
/* The step: the first failing call's result, else DC_SUCCESS once its results are checked
   (st->wrong set where they are wrong). */
typedef dc_result (*oom_run_fn)(oom_state *st);
/* Destroys what the step made (zero handles left alone), so that it can run again. */
typedef void (*oom_undo_fn)(oom_state *st);

typedef struct oom_step {
    const char *name;
    int min_devices;
    int warm;                       /* the step has run (and been undone) once before: its later runs' allocations */
    oom_setup_fn setup;
    oom_run_fn run;
    oom_undo_fn undo;
} oom_step;

static float oom_x[OOM_N], oom_y[OOM_N];

static void oom_wrong(oom_state *st, const char *what, unsigned long long at, double got, double want)
{
    if (!st->wrong[0])
        snprintf(st->wrong, sizeof st->wrong, "%s[%llu] is %g, expected %g", what, at, got, want);
}

/* --- setups ------------------------------------------------------------------------- */

static int oom_open(oom_state *st)
{
    dc_result r = dc_context_create(&st->desc, &st->ctx);
    if (r != DC_SUCCESS) {
        FAIL("dc_context_create with a healthy allocator: %s (%s)", dc_result_name(r), dc_last_error());
        return 0;
    }
    st->devices = dc_device_count(st->ctx);
    return 1;
}
/* kernels/dispatch's kernels (dispatch, pipeline). */
static int oom_open_dispatch(oom_state *st)
{
    dc_result r;
    if (!oom_open(st)) return 0;
    if ((r = dc_module_load_file(st->ctx, TK_DISPATCH_KERNELS, &st->dmod)) != DC_SUCCESS ||
        (r = dc_kernel_get(st->ctx, st->dmod, "saxpy_items", &st->saxpy)) != DC_SUCCESS ||
        (r = dc_kernel_get(st->ctx, st->dmod, "sum_u32", &st->sum)) != DC_SUCCESS ||
        (r = dc_kernel_get(st->ctx, st->dmod, "stage_add", &st->add)) != DC_SUCCESS ||
        (r = dc_kernel_get(st->ctx, st->dmod, "stage_mul", &st->mul)) != DC_SUCCESS) {
        FAIL("loading the kernels with a healthy allocator: %s (%s)", dc_result_name(r), dc_last_error());
        return 0;
    }
    return 1;
}
/* The test kernels' scale, a buffer of OOM_N floats and a stream on the first two devices. */
static int oom_open_buffers(oom_state *st)
{
    dc_result r;
    int d;
    if (!oom_open(st)) return 0;
    if ((r = tk_load(st->ctx, &st->mod)) == DC_SUCCESS) r = dc_kernel_get(st->ctx, st->mod, "scale", &st->scale);
    for (d = 0; d < 2 && d < st->devices && r == DC_SUCCESS; d++)
        if ((r = dc_buffer_create(st->ctx, d, sizeof oom_x, &st->buf[d])) == DC_SUCCESS)
            r = dc_stream_create(st->ctx, d, &st->stream[d]);
    if (r != DC_SUCCESS) FAIL("buffers and streams with a healthy allocator: %s (%s)", dc_result_name(r), dc_last_error());
    return r == DC_SUCCESS;
}
static dc_result oom_comm_create(oom_state *st);
static int oom_open_comm(oom_state *st)
{
    dc_result r;
    int d;
    if (!oom_open(st)) return 0;
    for (d = 0; d < 2 && d < st->devices; d++) {
        if ((r = dc_buffer_create(st->ctx, d, OOM_COUNT * 4, &st->buf[d])) != DC_SUCCESS ||
            (r = dc_buffer_create(st->ctx, d, OOM_COUNT * 4, &st->extra[d])) != DC_SUCCESS) {
            FAIL("buffers with a healthy allocator: %s (%s)", dc_result_name(r), dc_last_error());
            return 0;
        }
    }
    if ((r = oom_comm_create(st)) != DC_SUCCESS) {
        FAIL("dc_comm_create with a healthy allocator: %s (%s)", dc_result_name(r), dc_last_error());
        return 0;
    }
    return 1;
}

/* --- steps -------------------------------------------------------------------------- */

static dc_result oom_context_create(oom_state *st)
{
    dc_result r = dc_context_create(&st->desc, &st->ctx);
    if (r == DC_SUCCESS && dc_device_count(st->ctx) < 1) snprintf(st->wrong, sizeof st->wrong, "a context without devices");
    return r;
}
/* The devices named in reverse order (device_ids), profiling from creation on. */
static dc_result oom_context_create_filtered(oom_state *st)
{
    static const int reversed[2] = { 1, 0 };
    dc_context_desc desc = st->desc;
    dc_profile p;
    dc_result r;
    desc.device_ids = reversed;
    desc.device_id_count = 2;
    desc.flags |= DC_CONTEXT_PROFILE;
    if ((r = dc_context_create(&desc, &st->ctx)) != DC_SUCCESS) return r;
    if (dc_device_count(st->ctx) != 2) snprintf(st->wrong, sizeof st->wrong, "%d devices, expected 2", dc_device_count(st->ctx));
    if ((r = dc_profile_get(st->ctx, &p)) != DC_SUCCESS) return r;
    if (p.enabled != DC_PROFILE_ON) snprintf(st->wrong, sizeof st->wrong, "profiling is %d, expected on", p.enabled);
    return DC_SUCCESS;
}
static void oom_context_undo(oom_state *st)
{
    if (st->ctx) dc_context_destroy(st->ctx);
    st->ctx = NULL;
}

static dc_result oom_module_load(oom_state *st)
{
    dc_result r = tk_load(st->ctx, &st->mod);
    if (r == DC_SUCCESS) r = dc_kernel_get(st->ctx, st->mod, "scale", &st->scale);
    if (r == DC_SUCCESS) r = dc_module_load_file(st->ctx, TK_DISPATCH_KERNELS, &st->dmod);
    if (r == DC_SUCCESS) r = dc_kernel_get(st->ctx, st->dmod, "stage_add", &st->add);
    return r;
}
static void oom_module_undo(oom_state *st)
{
    if (st->mod.id) dc_module_destroy(st->ctx, st->mod);
    if (st->dmod.id) dc_module_destroy(st->ctx, st->dmod);
    memset(&st->mod, 0, sizeof st->mod);
    memset(&st->dmod, 0, sizeof st->dmod);
}

/* Per device (the first two): a buffer written and read back, a stream, an event on it,
   pinned memory. */
static dc_result oom_objects(oom_state *st)
{
    static float back[OOM_N];
    dc_result r = DC_SUCCESS;
    int d, i;
    for (i = 0; i < OOM_N; i++) oom_x[i] = (float)i;
    for (d = 0; d < 2 && d < st->devices; d++) {
        if ((r = dc_buffer_create(st->ctx, d, sizeof oom_x, &st->extra[d])) != DC_SUCCESS) return r;
        if ((r = dc_stream_create(st->ctx, d, &st->stream[d])) != DC_SUCCESS) return r;
        if ((r = dc_buffer_write_async(st->ctx, st->stream[d], st->extra[d], 0, oom_x, sizeof oom_x)) != DC_SUCCESS) return r;
        if ((r = dc_event_record(st->ctx, st->stream[d], &st->event[d])) != DC_SUCCESS) return r;
        if ((r = dc_event_synchronize(st->ctx, st->event[d])) != DC_SUCCESS) return r;
        if (!(st->pinned[d] = dc_host_alloc(st->ctx, 4096))) return DC_ERROR_OUT_OF_HOST_MEMORY;   /* its only failure here */
        memset(back, 0, sizeof back);
        if ((r = dc_buffer_read(st->ctx, st->extra[d], 0, back, sizeof back)) != DC_SUCCESS) return r;
        for (i = 0; i < OOM_N; i++)
            if (back[i] != oom_x[i]) { oom_wrong(st, "read back", (unsigned long long)i, back[i], oom_x[i]); break; }
    }
    return r;
}
static void oom_objects_undo(oom_state *st)
{
    int d;
    for (d = 0; d < 2; d++) {
        if (st->event[d].id) dc_event_destroy(st->ctx, st->event[d]);
        if (st->stream[d].id) dc_stream_destroy(st->ctx, st->stream[d]);
        if (st->extra[d].id) dc_buffer_destroy(st->ctx, st->extra[d]);
        if (st->pinned[d]) dc_host_free(st->ctx, st->pinned[d]);
        memset(&st->event[d], 0, sizeof st->event[d]);
        memset(&st->stream[d], 0, sizeof st->stream[d]);
        memset(&st->extra[d], 0, sizeof st->extra[d]);
        st->pinned[d] = NULL;
    }
}

/* A write, a launch of `scale` on each device's stream, a read. */
static dc_result oom_launch(oom_state *st)
{
    dc_result r;
    int d, i;
    for (d = 0; d < 2 && d < st->devices; d++) {
        for (i = 0; i < OOM_N; i++) oom_x[i] = (float)(i + d);
        if ((r = dc_buffer_write(st->ctx, st->buf[d], 0, oom_x, sizeof oom_x)) != DC_SUCCESS) return r;
        if ((r = tk_scale(st->ctx, st->scale, d, st->stream[d], st->buf[d], 3.0f, OOM_N)) != DC_SUCCESS) return r;
        if ((r = dc_stream_synchronize(st->ctx, st->stream[d])) != DC_SUCCESS) return r;
        if ((r = dc_buffer_read(st->ctx, st->buf[d], 0, oom_y, sizeof oom_y)) != DC_SUCCESS) return r;
        for (i = 0; i < OOM_N; i++)
            if (oom_y[i] != 3.0f * (float)(i + d)) { oom_wrong(st, "scaled", (unsigned long long)i, oom_y[i], 3.0 * (i + d)); break; }
    }
    return DC_SUCCESS;
}
static void oom_nothing_to_undo(oom_state *st) { (void)st; }

/* Device 0's stream writes, records an event; device 1's stream waits for it, copies
   device 0's buffer into its own, reads it and records an event; device 0's stream waits
   for that and copies the first half back into its buffer's second half. */
static dc_result oom_copies(oom_state *st)
{
    dc_result r;
    int i;
    for (i = 0; i < OOM_N; i++) oom_x[i] = (float)(i * 7 % 1000);
    if ((r = dc_buffer_write_async(st->ctx, st->stream[0], st->buf[0], 0, oom_x, sizeof oom_x)) != DC_SUCCESS) return r;
    if ((r = dc_event_record(st->ctx, st->stream[0], &st->event[0])) != DC_SUCCESS) return r;
    if ((r = dc_stream_wait_event(st->ctx, st->stream[1], st->event[0])) != DC_SUCCESS) return r;
    if ((r = dc_copy_async(st->ctx, st->stream[1], st->buf[1], 0, st->buf[0], 0, sizeof oom_x)) != DC_SUCCESS) return r;
    if ((r = dc_buffer_read_async(st->ctx, st->stream[1], st->buf[1], 0, oom_y, sizeof oom_y)) != DC_SUCCESS) return r;
    if ((r = dc_event_record(st->ctx, st->stream[1], &st->event[1])) != DC_SUCCESS) return r;
    if ((r = dc_stream_wait_event(st->ctx, st->stream[0], st->event[1])) != DC_SUCCESS) return r;
    if ((r = dc_copy_async(st->ctx, st->stream[0], st->buf[0], sizeof oom_x / 2, st->buf[1], 0, sizeof oom_x / 2)) != DC_SUCCESS)
        return r;
    if ((r = dc_stream_synchronize(st->ctx, st->stream[0])) != DC_SUCCESS) return r;
    for (i = 0; i < OOM_N; i++)
        if (oom_y[i] != oom_x[i]) { oom_wrong(st, "device 1's copy", (unsigned long long)i, oom_y[i], oom_x[i]); return DC_SUCCESS; }
    if ((r = dc_buffer_read(st->ctx, st->buf[0], 0, oom_y, sizeof oom_y)) != DC_SUCCESS) return r;
    for (i = 0; i < OOM_N; i++) {
        float want = oom_x[i < OOM_N / 2 ? i : i - OOM_N / 2];
        if (oom_y[i] != want) { oom_wrong(st, "device 0's copy back", (unsigned long long)i, oom_y[i], want); break; }
    }
    return DC_SUCCESS;
}
static void oom_events_undo(oom_state *st)
{
    int d;
    for (d = 0; d < 2; d++) {
        if (st->event[d].id) dc_event_destroy(st->ctx, st->event[d]);
        memset(&st->event[d], 0, sizeof st->event[d]);
    }
}

/* y = 2 x + y (STATIC, GUIDED, AUTO) or the sum of x (DYNAMIC, MEMORY_AWARE) over every
   device, 2500-item chunks. */
static dc_result oom_dispatch(oom_state *st, dc_balance strategy)
{
    static float x[OOM_ITEMS], y[OOM_ITEMS];
    static uint32_t u[OOM_ITEMS];
    dc_dispatch_arg a[4];
    dc_dispatch_desc d;
    dc_dispatch_report rep;
    dc_result r;
    uint32_t sum = 0, want = 0;
    int i, saxpy = strategy != DC_BALANCE_DYNAMIC && strategy != DC_BALANCE_MEMORY_AWARE;
    if (saxpy) {
        for (i = 0; i < OOM_ITEMS; i++) { x[i] = (float)(i % 512); y[i] = (float)(i % 3); }
        a[0] = dc_dispatch_in(x, 4, 1);
        a[1] = dc_dispatch_inout(y, 4, 1);
        a[2] = dc_dispatch_scalar(DC_ARG_F32(2.0f));
        a[3] = dc_dispatch_item_count();
        d = tk_dispatch_desc(st->saxpy, OOM_ITEMS, strategy, 2500, a, 4);
    } else {
        for (i = 0; i < OOM_ITEMS; i++) want += u[i] = (uint32_t)i * 2654435761u;
        a[0] = dc_dispatch_in(u, 4, 1);
        a[1] = dc_dispatch_partial(&sum, DC_U32, DC_SUM, 1);
        a[2] = dc_dispatch_item_count();
        d = tk_dispatch_desc(st->sum, OOM_ITEMS, strategy, 2500, a, 3);
    }
    if ((r = dc_dispatch(st->ctx, &d, &rep)) != DC_SUCCESS) return r;
    if (!saxpy && sum != want) oom_wrong(st, "sum", 0, sum, want);
    for (i = 0; saxpy && i < OOM_ITEMS; i++)
        if (y[i] != 2.0f * (float)(i % 512) + (float)(i % 3)) {
            oom_wrong(st, "y", (unsigned long long)i, y[i], 2.0 * (i % 512) + (i % 3));
            break;
        }
    return DC_SUCCESS;
}
static dc_result oom_dispatch_static(oom_state *st) { return oom_dispatch(st, DC_BALANCE_STATIC); }
static dc_result oom_dispatch_dynamic(oom_state *st) { return oom_dispatch(st, DC_BALANCE_DYNAMIC); }
static dc_result oom_dispatch_guided(oom_state *st) { return oom_dispatch(st, DC_BALANCE_GUIDED); }
static dc_result oom_dispatch_memory_aware(oom_state *st) { return oom_dispatch(st, DC_BALANCE_MEMORY_AWARE); }
static dc_result oom_dispatch_auto(oom_state *st) { return oom_dispatch(st, DC_BALANCE_AUTO); }

/* out = (in + 5 + i) x 3: stage_add on device 0, stage_mul on the last device. */
static dc_result oom_pipeline(oom_state *st)
{
    static uint32_t in[OOM_ITEMS], out[OOM_ITEMS];
    dc_pipeline_stage stages[2];
    dc_arg args[2];
    dc_pipeline_desc d;
    dc_pipeline_report rep;
    dc_result r;
    int first = 0, last = st->devices - 1, i;
    for (i = 0; i < OOM_ITEMS; i++) { in[i] = (uint32_t)(i * 13 % 4099); out[i] = 0; }
    args[0] = DC_ARG_U32(5);
    args[1] = DC_ARG_U32(3);
    stages[0] = tk_stage(st->add, &args[0], 1, &first, 1);
    stages[1] = tk_stage(st->mul, &args[1], 1, &last, 1);
    d = tk_pipeline_desc(stages, 2, in, OOM_ITEMS, out);
    d.chunk = 2500;
    if ((r = dc_pipeline_run(st->ctx, &d, &rep)) != DC_SUCCESS) return r;
    for (i = 0; i < OOM_ITEMS; i++)
        if (out[i] != (in[i] + 5u + (uint32_t)i) * 3u) {
            oom_wrong(st, "out", (unsigned long long)i, out[i], (in[i] + 5.0 + i) * 3.0);
            break;
        }
    return DC_SUCCESS;
}

/* A communicator of the first two devices (of the one where there is one). */
static dc_result oom_comm_create(oom_state *st)
{
    static const int first_two[2] = { 0, 1 };
    return dc_comm_create(st->ctx, first_two, st->devices < 2 ? 1 : 2, &st->comm);
}
static void oom_comm_undo(oom_state *st)
{
    if (st->comm) dc_comm_destroy(st->comm);
    st->comm = NULL;
}

/* An all-reduce (sum) of buf into extra, then a broadcast of rank 1's extra into buf. */
static dc_result oom_allreduce_broadcast(oom_state *st)
{
    static float in[2][OOM_COUNT], out[OOM_COUNT];
    int ranks = dc_comm_size(st->comm), rank, i;
    dc_result r;
    for (rank = 0; rank < ranks; rank++) {
        for (i = 0; i < OOM_COUNT; i++) in[rank][i] = (float)((i + 1) * (rank + 1) % 997);
        if ((r = dc_buffer_write(st->ctx, st->buf[rank], 0, in[rank], sizeof in[rank])) != DC_SUCCESS) return r;
    }
    if ((r = dc_allreduce(st->comm, st->buf, st->extra, OOM_COUNT, DC_F32, DC_SUM)) != DC_SUCCESS) return r;
    if ((r = dc_broadcast(st->comm, st->extra, st->buf, OOM_COUNT, DC_F32, ranks - 1)) != DC_SUCCESS) return r;
    for (rank = 0; rank < ranks; rank++) {
        if ((r = dc_buffer_read(st->ctx, st->buf[rank], 0, out, sizeof out)) != DC_SUCCESS) return r;
        for (i = 0; i < OOM_COUNT; i++) {
            float want = in[0][i] + (ranks > 1 ? in[1][i] : 0.0f);
            if (out[i] != want) {
                char what[64];
                snprintf(what, sizeof what, "rank %d's result", rank);
                oom_wrong(st, what, (unsigned long long)i, out[i], want);
                return DC_SUCCESS;
            }
        }
    }
    return DC_SUCCESS;
}

/* The host path (forced): an async all-reduce on the ranks' streams, a reduce-scatter and
   an all-gather, each of OOM_HOST_COUNT elements a rank, past the size where the host's
   reduction is split over its worker threads. */
static int oom_open_host_comm(oom_state *st)
{
    dc_result r = DC_SUCCESS;
    int d;
    if (!oom_open(st)) return 0;
    if ((r = oom_comm_create(st)) == DC_SUCCESS && dc_comm_size(st->comm) > 1)
        r = dc_comm_set_algorithm(st->comm, DC_COMM_ALGO_HOST);
    for (d = 0; d < 2 && d < st->devices && r == DC_SUCCESS; d++)
        if ((r = dc_buffer_create(st->ctx, d, OOM_HOST_COUNT * 2 * 4, &st->buf[d])) == DC_SUCCESS &&
            (r = dc_buffer_create(st->ctx, d, OOM_HOST_COUNT * 2 * 4, &st->extra[d])) == DC_SUCCESS)
            r = dc_stream_create(st->ctx, d, &st->stream[d]);
    if (r != DC_SUCCESS) FAIL("a communicator on the host path with a healthy allocator: %s (%s)", dc_result_name(r), dc_last_error());
    return r == DC_SUCCESS;
}
static dc_result oom_host_collectives(oom_state *st)
{
    static int32_t in[2][OOM_HOST_COUNT * 2], out[OOM_HOST_COUNT * 2];
    const size_t bytes = sizeof in[0];
    int ranks = dc_comm_size(st->comm), rank, k, i;
    dc_result r;
    for (rank = 0; rank < ranks; rank++) {
        for (i = 0; i < OOM_HOST_COUNT * 2; i++) in[rank][i] = (int32_t)((i * 31 + rank * 7) % 10007);
        if ((r = dc_buffer_write(st->ctx, st->buf[rank], 0, in[rank], bytes)) != DC_SUCCESS) return r;
    }
    if ((r = dc_allreduce_async(st->comm, st->stream, st->buf, st->extra, OOM_HOST_COUNT, DC_I32, DC_SUM)) != DC_SUCCESS) return r;
    for (rank = 0; rank < ranks; rank++)
        if ((r = dc_stream_synchronize(st->ctx, st->stream[rank])) != DC_SUCCESS) return r;
    for (rank = 0; rank < ranks; rank++) {
        if ((r = dc_buffer_read(st->ctx, st->extra[rank], 0, out, OOM_HOST_COUNT * 4)) != DC_SUCCESS) return r;
        for (i = 0; i < OOM_HOST_COUNT; i++) {
            int32_t want = 0;
            for (k = 0; k < ranks; k++) want += in[k][i];
            if (out[i] != want) { oom_wrong(st, "all-reduce", (unsigned long long)i, out[i], want); return DC_SUCCESS; }
        }
    }
    /* rank r gets the sum of every rank's part r (OOM_HOST_COUNT elements) */
    if ((r = dc_reduce_scatter(st->comm, st->buf, st->extra, OOM_HOST_COUNT, DC_I32, DC_SUM)) != DC_SUCCESS) return r;
    for (rank = 0; rank < ranks; rank++) {
        if ((r = dc_buffer_read(st->ctx, st->extra[rank], 0, out, OOM_HOST_COUNT * 4)) != DC_SUCCESS) return r;
        for (i = 0; i < OOM_HOST_COUNT; i++) {
            int32_t want = 0;
            for (k = 0; k < ranks; k++) want += in[k][rank * OOM_HOST_COUNT + i];
            if (out[i] != want) { oom_wrong(st, "reduce-scatter", (unsigned long long)i, out[i], want); return DC_SUCCESS; }
        }
    }
    /* every rank gets every rank's first OOM_HOST_COUNT elements, in rank order */
    if ((r = dc_allgather(st->comm, st->buf, st->extra, OOM_HOST_COUNT, DC_I32)) != DC_SUCCESS) return r;
    for (rank = 0; rank < ranks; rank++) {
        if ((r = dc_buffer_read(st->ctx, st->extra[rank], 0, out, (size_t)ranks * OOM_HOST_COUNT * 4)) != DC_SUCCESS) return r;
        for (i = 0; i < ranks * OOM_HOST_COUNT; i++)
            if (out[i] != in[i / OOM_HOST_COUNT][i % OOM_HOST_COUNT]) {
                oom_wrong(st, "all-gather", (unsigned long long)i, out[i], in[i / OOM_HOST_COUNT][i % OOM_HOST_COUNT]);
                return DC_SUCCESS;
            }
    }
    return DC_SUCCESS;
}

/* Profiling on, a write and a launch on device 0, the summary, a trace file, profiling off. */
static dc_result oom_profile(oom_state *st)
{
    dc_profile p;
    dc_result r;
    FILE *f;
    long size = 0;
    int i;
    for (i = 0; i < OOM_N; i++) oom_x[i] = (float)i;
    if ((r = dc_profile_enable(st->ctx, DC_PROFILE_ON)) != DC_SUCCESS) return r;
    if ((r = dc_buffer_write(st->ctx, st->buf[0], 0, oom_x, sizeof oom_x)) != DC_SUCCESS) return r;
    if ((r = tk_scale(st->ctx, st->scale, 0, st->stream[0], st->buf[0], 2.0f, OOM_N)) != DC_SUCCESS) return r;
    if ((r = dc_profile_get(st->ctx, &p)) != DC_SUCCESS) return r;
    th_remove(st->trace);
    if ((r = dc_trace_write(st->ctx, st->trace)) != DC_SUCCESS) {
        if ((f = th_fopen(st->trace, "rb")) != NULL) {
            fclose(f);
            snprintf(st->wrong, sizeof st->wrong, "dc_trace_write failed (%s) but left %s behind", dc_result_name(r), st->trace);
        }
        return r;
    }
    if ((r = dc_profile_enable(st->ctx, DC_PROFILE_OFF)) != DC_SUCCESS) return r;
    /* a record the profile had no memory for is counted as dropped (dc_profile.dropped) */
    if (p.device_count < 1 || p.device[0].launches + p.dropped < 1 || p.device[0].transfers + p.dropped < 1 ||
        p.device[0].launches + p.device[0].transfers + p.dropped < 2)
        snprintf(st->wrong, sizeof st->wrong, "the profile counts %llu launches and %llu transfers on device 0 and %llu dropped, "
                 "expected 1 and 1 or more between them",
                 p.device_count < 1 ? 0ull : (unsigned long long)p.device[0].launches,
                 p.device_count < 1 ? 0ull : (unsigned long long)p.device[0].transfers, (unsigned long long)p.dropped);
    if ((f = th_fopen(st->trace, "rb")) == NULL) {
        snprintf(st->wrong, sizeof st->wrong, "dc_trace_write succeeded but %s cannot be opened", st->trace);
        return DC_SUCCESS;
    }
    if (fseek(f, 0, SEEK_END) == 0) size = ftell(f);
    fclose(f);
    if (size < 16) snprintf(st->wrong, sizeof st->wrong, "the trace file holds %ld bytes", size);
    return DC_SUCCESS;
}
/* DC_PROFILE_LIGHT: three launches on device 0's stream share marks; the table printed. */
static dc_result oom_profile_light(oom_state *st)
{
    dc_result r;
    FILE *f;
    int i;
    for (i = 0; i < OOM_N; i++) oom_x[i] = (float)i;
    if ((r = dc_profile_enable(st->ctx, DC_PROFILE_LIGHT)) != DC_SUCCESS) return r;
    if ((r = dc_buffer_write(st->ctx, st->buf[0], 0, oom_x, sizeof oom_x)) != DC_SUCCESS) return r;
    for (i = 0; i < 3; i++)
        if ((r = tk_scale(st->ctx, st->scale, 0, st->stream[0], st->buf[0], 2.0f, OOM_N)) != DC_SUCCESS) return r;
    if ((r = dc_stream_synchronize(st->ctx, st->stream[0])) != DC_SUCCESS) return r;
    if (!(f = th_fopen(st->trace, "wb"))) {
        snprintf(st->wrong, sizeof st->wrong, "%s cannot be written", st->trace);
        return DC_SUCCESS;
    }
    r = dc_profile_print(st->ctx, f);
    fclose(f);
    if (r != DC_SUCCESS) return r;
    if ((r = dc_buffer_read(st->ctx, st->buf[0], 0, oom_y, sizeof oom_y)) != DC_SUCCESS) return r;
    for (i = 0; i < OOM_N; i++)
        if (oom_y[i] != 8.0f * (float)i) { oom_wrong(st, "scaled thrice", (unsigned long long)i, oom_y[i], 8.0 * i); break; }
    return dc_profile_enable(st->ctx, DC_PROFILE_OFF);
}
static void oom_profile_undo(oom_state *st)
{
    dc_profile_enable(st->ctx, DC_PROFILE_OFF);
    dc_profile_reset(st->ctx);
    th_remove(st->trace);
}

/* Every strategy of dc_partition over every device (MEMORY_AWARE asks the drivers). */
static dc_result oom_partition(oom_state *st)
{
    static const dc_balance strategies[] = { DC_BALANCE_AUTO, DC_BALANCE_STATIC, DC_BALANCE_DYNAMIC, DC_BALANCE_GUIDED,
                                             DC_BALANCE_MEMORY_AWARE };
    dc_range ranges[256];
    dc_partition_desc pd;
    dc_result r;
    int s, i, n;
    for (s = 0; s < (int)(sizeof strategies / sizeof strategies[0]); s++) {
        uint64_t next = 0;
        memset(&pd, 0, sizeof pd);
        pd.strategy = strategies[s];
        pd.chunk = 1000;
        pd.bytes_per_item = 4;
        n = 256;
        if ((r = dc_partition(st->ctx, OOM_ITEMS, &pd, ranges, &n)) != DC_SUCCESS) return r;
        for (i = 0; i < n; i++) next += ranges[i].count;
        if (next != OOM_ITEMS) oom_wrong(st, "the items in the ranges of strategy", (unsigned long long)s, (double)next, OOM_ITEMS);
    }
    return DC_SUCCESS;
}

/* --- the driver --------------------------------------------------------------------- */

static int oom_verbose(void)
{
    const char *v = getenv("DC_OOM_VERBOSE");
    return v && *v && strcmp(v, "0") != 0;
}

/* What the context holds: allocations alive, and objects in its handle pools (-1 without
   a context). */
static long oom_live(oom_state *st) { return __atomic_load_n(&st->count.live, __ATOMIC_SEQ_CST); }
static int oom_objects_alive(oom_state *st) { return st->ctx ? tk_live_objects(st->ctx) : -1; }
/* 1 when the context holds what it held in the reference run (the same step undone). */
static int oom_held_as(oom_state *st, const oom_step *step, const char *label, long ref_live, int ref_objects)
{
    long live = oom_live(st);
    int objects = oom_objects_alive(st);
    if (live == ref_live && objects == ref_objects) return 1;
    FAIL("%s %s: after it ran again and was undone, the context holds %ld allocations and %d objects; %ld and %d where nothing failed",
         step->name, label, live, objects, ref_live, ref_objects);
    return 0;
}

/* Tears a run down: what the step made, setup's objects (with the context), then checks
   that nothing the allocator made is alive. `label` names the run. Returns 1 when clean. */
static int oom_close(oom_state *st, const oom_step *step, const char *label)
{
    long live, bad;
    step->undo(st);
    if (st->comm) dc_comm_destroy(st->comm);
    st->comm = NULL;
    if (st->ctx) dc_context_destroy(st->ctx);
    st->ctx = NULL;
    live = oom_live(st);
    bad = __atomic_load_n(&st->count.bad_frees, __ATOMIC_SEQ_CST);
    if (live != 0 || bad != 0) {
        FAIL("%s %s: after dc_context_destroy %ld allocations (%lld bytes) are alive, %ld frees of blocks the allocator did not make",
             step->name, label, live, (long long)__atomic_load_n(&st->count.live_bytes, __ATOMIC_SEQ_CST), bad);
        return 0;
    }
    return 1;
}

/* Runs the step with a healthy allocator: 1 when it succeeds with the right results. */
static int oom_run_healthy(oom_state *st, const oom_step *step, const char *label)
{
    dc_result r;
    st->wrong[0] = 0;
    r = step->run(st);
    if (r != DC_SUCCESS) {
        FAIL("%s %s: %s (%s)", step->name, label, dc_result_name(r), dc_last_error());
        return 0;
    }
    if (st->wrong[0]) {
        FAIL("%s %s: success but %s", step->name, label, st->wrong);
        return 0;
    }
    return 1;
}

/* A fresh state: the counting allocator, a context and the step's setup (none for the
   context's own step). Returns 1, or 0 once a failure is recorded. */
static int oom_begin(oom_state *st, const oom_step *step)
{
    memset(st, 0, sizeof *st);
    tk_counting_desc(&st->desc, &st->count);
    st->desc.log_level = DC_LOG_NONE;   /* the warnings of worked-around failures would flood the output */
    if (!th_temp_path(st->trace, sizeof st->trace, "dc_test_oom_trace.json")) {
        FAIL("no temporary path for the trace");
        return 0;
    }
    if (!step->setup) return 1;
    if (!step->setup(st)) {
        oom_close(st, step, "setup");
        return 0;
    }
    if (step->warm) {
        if (!oom_run_healthy(st, step, "warming up")) {
            oom_close(st, step, "warming up");
            return 0;
        }
        step->undo(st);
    }
    return 1;
}

/* The step with its allocation `n` (counted from the step's first) failing; 1 when all
   held. */
static int oom_run_failing(const oom_step *step, long n, long *absorbed, long ref_live, int ref_objects)
{
    oom_state st;
    char label[96], again[128], before[1024];
    long failed, base;
    dc_result r;
    int ok = 1;
    if (!oom_begin(&st, step)) return 0;
    snprintf(label, sizeof label, "with allocation %ld failing", n);
    if (oom_verbose()) th_note("%s %s", step->name, label);
    /* an earlier failure's text, which a call that succeeds leaves as it found it (one
       that works around a failed allocation too) */
    if (dc_device_get_info(NULL, 0, NULL) == DC_SUCCESS) FAIL("dc_device_get_info(NULL, ...) succeeded");
    snprintf(before, sizeof before, "%s", dc_last_error());
    base = __atomic_load_n(&st.count.calls, __ATOMIC_SEQ_CST);
    __atomic_store_n(&st.count.fail_call, base + n, __ATOMIC_SEQ_CST);
    st.wrong[0] = 0;
    r = step->run(&st);
    __atomic_store_n(&st.count.fail_call, 0, __ATOMIC_SEQ_CST);
    failed = __atomic_load_n(&st.count.failed, __ATOMIC_SEQ_CST);
    if (r == DC_SUCCESS) {
        if (st.wrong[0]) {
            FAIL("%s %s: success but %s", step->name, label, st.wrong);
            ok = 0;
        } else if (strcmp(before, dc_last_error()) != 0) {
            FAIL("%s %s: success, but dc_last_error() became \"%s\"", step->name, label, dc_last_error());
            ok = 0;
        } else if (failed) {
            (*absorbed)++;
        }
    } else if (r != DC_ERROR_OUT_OF_HOST_MEMORY || !th_stristr(dc_last_error(), "memory")) {
        FAIL("%s %s: %s (%s), expected OUT_OF_HOST_MEMORY saying what ran out", step->name, label, dc_result_name(r),
             dc_last_error());
        ok = 0;
    } else if (!failed) {
        FAIL("%s %s: OUT_OF_HOST_MEMORY (%s) though no allocation failed", step->name, label, dc_last_error());
        ok = 0;
    } else if (st.wrong[0]) {
        FAIL("%s %s: %s", step->name, label, st.wrong);
        ok = 0;
    }
    /* The context stays usable (or, where the step is its creation, one can be created):
       the step again, with the allocator healthy. */
    step->undo(&st);
    snprintf(again, sizeof again, "again after allocation %ld failed", n);
    if (oom_run_healthy(&st, step, again)) {
        /* and holds what it held after a run that nothing failed: a block or an object
           that the failed run left in the context (freed only with it) shows here */
        step->undo(&st);
        ok &= oom_held_as(&st, step, label, ref_live, ref_objects);
    } else {
        ok = 0;
    }
    ok &= oom_close(&st, step, label);
    return ok;
}

/* The devices a context of the default desc has (0 where none can be made). */
static int oom_devices(void)
{
    dc_context_desc desc;
    dc_context *ctx;
    int n;
    memset(&desc, 0, sizeof desc);
    if (dc_context_create(&desc, &ctx) != DC_SUCCESS) return 0;
    n = dc_device_count(ctx);
    dc_context_destroy(ctx);
    return n;
}

static uint64_t oom_seed(void)
{
    const char *s = getenv("DC_OOM_SEED");
    return s && *s ? (uint64_t)strtoull(s, NULL, 0) : 0x00D0C0DEull;
}

static void oom_step_run(const oom_step *step)
{
    oom_state st;
    long calls, n, ran = 0, absorbed = 0, ref_live;
    int ref_objects;
    const char *full = getenv("DC_OOM_FULL");
    uint64_t seed = oom_seed();
    if (oom_devices() < step->min_devices) {
        th_note("%s: needs %d devices", step->name, step->min_devices);
        return;
    }
    if (!oom_begin(&st, step)) return;
    calls = __atomic_load_n(&st.count.calls, __ATOMIC_SEQ_CST);
    if (!oom_run_healthy(&st, step, "with a healthy allocator")) {
        oom_close(&st, step, "with a healthy allocator");
        return;
    }
    calls = __atomic_load_n(&st.count.calls, __ATOMIC_SEQ_CST) - calls;
    step->undo(&st);
    ref_live = oom_live(&st);
    ref_objects = oom_objects_alive(&st);
    if (!oom_close(&st, step, "with a healthy allocator")) return;
    for (n = 1; n <= calls; n++) {
        if (!fd_sampled(n, calls, full && *full && strcmp(full, "0") != 0, seed)) continue;
        ran++;
        if (!oom_run_failing(step, n, &absorbed, ref_live, ref_objects)) {
            th_note("%s: allocation %ld of %ld failed the checks (DC_OOM_SEED=%llu)", step->name, n, calls,
                    (unsigned long long)seed);
            if (!getenv("DC_OOM_KEEP_GOING")) return;
        }
    }
    th_note("%s: %ld allocations, %ld of them failed in turn, %ld worked around", step->name, calls, ran, absorbed);
}

/* Every step, by the test that runs it (a test each, so that each has its own time limit). */
enum { OOM_CONTEXT, OOM_LAUNCH, OOM_DISPATCH, OOM_COLLECTIVES };
static const struct { int test; oom_step step; } oom_all[] = {
    { OOM_CONTEXT, { "dc_context_create", 1, 0, NULL, oom_context_create, oom_context_undo } },
    { OOM_CONTEXT, { "dc_context_create with device_ids and DC_CONTEXT_PROFILE", 2, 0, NULL, oom_context_create_filtered,
                     oom_context_undo } },
    { OOM_CONTEXT, { "dc_module_load + dc_kernel_get", 1, 0, oom_open, oom_module_load, oom_module_undo } },
    { OOM_CONTEXT, { "dc_module_load + dc_kernel_get, warm", 1, 1, oom_open, oom_module_load, oom_module_undo } },
    { OOM_CONTEXT, { "buffers, streams, events, pinned memory", 1, 0, oom_open, oom_objects, oom_objects_undo } },
    { OOM_CONTEXT, { "buffers, streams, events, pinned memory, warm", 1, 1, oom_open, oom_objects, oom_objects_undo } },
    { OOM_CONTEXT, { "dc_partition", 1, 0, oom_open, oom_partition, oom_nothing_to_undo } },
    { OOM_LAUNCH, { "dc_launch", 1, 0, oom_open_buffers, oom_launch, oom_nothing_to_undo } },
    { OOM_LAUNCH, { "async copies between two devices", 2, 0, oom_open_buffers, oom_copies, oom_events_undo } },
    { OOM_LAUNCH, { "profiling", 1, 0, oom_open_buffers, oom_profile, oom_profile_undo } },
    { OOM_LAUNCH, { "profiling, warm", 1, 1, oom_open_buffers, oom_profile, oom_profile_undo } },
    { OOM_LAUNCH, { "profiling DC_PROFILE_LIGHT + dc_profile_print", 1, 0, oom_open_buffers, oom_profile_light, oom_profile_undo } },
    { OOM_DISPATCH, { "dc_dispatch STATIC", 1, 0, oom_open_dispatch, oom_dispatch_static, oom_nothing_to_undo } },
    { OOM_DISPATCH, { "dc_dispatch DYNAMIC", 1, 0, oom_open_dispatch, oom_dispatch_dynamic, oom_nothing_to_undo } },
    { OOM_DISPATCH, { "dc_dispatch GUIDED", 1, 0, oom_open_dispatch, oom_dispatch_guided, oom_nothing_to_undo } },
    { OOM_DISPATCH, { "dc_dispatch MEMORY_AWARE", 1, 0, oom_open_dispatch, oom_dispatch_memory_aware, oom_nothing_to_undo } },
    { OOM_DISPATCH, { "dc_dispatch AUTO", 1, 0, oom_open_dispatch, oom_dispatch_auto, oom_nothing_to_undo } },
    { OOM_DISPATCH, { "dc_dispatch AUTO, warm (a model learned)", 1, 1, oom_open_dispatch, oom_dispatch_auto, oom_nothing_to_undo } },
    { OOM_DISPATCH, { "dc_pipeline_run", 1, 0, oom_open_dispatch, oom_pipeline, oom_nothing_to_undo } },
    { OOM_DISPATCH, { "dc_pipeline_run, warm", 1, 1, oom_open_dispatch, oom_pipeline, oom_nothing_to_undo } },
    { OOM_COLLECTIVES, { "dc_comm_create", 1, 0, oom_open, oom_comm_create, oom_comm_undo } },
    { OOM_COLLECTIVES, { "dc_allreduce + dc_broadcast", 1, 0, oom_open_comm, oom_allreduce_broadcast, oom_nothing_to_undo } },
    { OOM_COLLECTIVES, { "host path: dc_allreduce_async + dc_reduce_scatter + dc_allgather", 2, 0, oom_open_host_comm,
                         oom_host_collectives, oom_nothing_to_undo } },
};

static void oom_test(int test)
{
    int i;
    for (i = 0; i < (int)(sizeof oom_all / sizeof oom_all[0]) && !th_failed(); i++)
        if (oom_all[i].test == test) oom_step_run(&oom_all[i].step);
}

TEST(oom_context_module_objects) { oom_test(OOM_CONTEXT); }
TEST(oom_launch_copies_profile) { oom_test(OOM_LAUNCH); }
TEST(oom_dispatch_and_pipeline) { oom_test(OOM_DISPATCH); }
TEST(oom_collectives) { oom_test(OOM_COLLECTIVES); }
