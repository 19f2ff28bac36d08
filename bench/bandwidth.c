/* bandwidth.c - copy bandwidth and latency between devices and to and from the host, each
   dc figure beside the driver's own call doing the same transfer in the same run (in the
   spirit of CUDA's p2pBandwidthLatencyTest).

   Build:  cc -std=c99 -O2 -I. bench/bandwidth.c -o build/bench_bandwidth -ldl -lpthread
   Run:    ./build/bench_bandwidth [--size BYTES] [--reps N] [--out FILE] [--quick]
                                   [--backend all|cuda|opencl] [--latency-copies N]
           (without a GPU: POCL_DEVICES="pthread pthread" ./build/bench_bandwidth --quick)

   BYTES takes a K, M or G suffix (binary). Defaults: 256 MiB, 9 reps; --quick: 16 MiB,
   3 reps (an explicit --size or --reps wins).

   Figures (raw = the CUDA driver on the very pointers, contexts and streams dc uses, got
   through dc_buffer_native, dc_device_native and dc_stream_native; "-" where a device of
   the transfer is not a CUDA device):
   1. every ordered device pair a -> b, a != b, at --size:
        one way   dc_copy (blocking)  vs  cuMemcpyPeerAsync on b's default stream +
                  cuStreamSynchronize, after dc_peer_enable(a, b) for CUDA pairs;
        both ways a -> b and b -> a at once, dc_copy_async on a stream created on each
                  destination device, then dc_stream_synchronize of both  vs  two
                  cuMemcpyPeerAsync on the same two streams; GB/s counts both directions;
        and the path dc_copy_path_get reports (checked against dc_transfer_stats).
        Target: ratio dc / raw >= 0.98.
   2. 8-byte copies a -> b: batches of back-to-back blocking dc_copy  vs
      cuMemcpyPeerAsync + cuStreamSynchronize per copy; us per copy. Target: ratio <= 1.10.
   3. per device, host -> device (dc_buffer_write) and device -> host (dc_buffer_read) from
      dc_host_alloc memory and from malloc memory (faulted in first)  vs  cuMemcpyHtoD_v2 /
      cuMemcpyDtoH_v2 (synchronous) on the same pointers. Target: pageable host -> device
      dc >= 2x the driver's own pageable copy.
   4. a second context made with DC_CONTEXT_NO_PEER: dc_copy a -> b at --size, whose path
      must be host-staged on CUDA pairs  vs  the naive driver way: cuMemcpyDtoH_v2 of the
      whole buffer into a pinned buffer, then cuMemcpyHtoD_v2. Target (CUDA pairs only):
      dc >= 50 GB/s.
   5. in that second context, host threads at once (a thread each, released together
      once all exist; timed from the release until the last transfer returned), each
      beside the first of its threads running alone, in rounds alternating which goes
      first; devices: the first four of device 0's backend:
        2 copies      with four devices: dc_copy 0 -> 1 and 2 -> 3 at once (host-staged on
                      CUDA) against 0 -> 1 alone; GB/s of both together.
                      Target (CUDA only): together / alone >= 1.8.
        H2D pageable  N = min(4, devices) threads, each dc_buffer_write of --size bytes
                      from its own malloc memory to its own device, against device 0
                      alone; reported, not judged (host memory bandwidth may bound it).
   Then dc_topology_measure / dc_topology_print of the first context.

   Timing: each transfer once as a warm-up (that copy is also checked: the destination is
   first filled with a marker, then 3 windows of 4 KiB at the start, middle and end are
   read back and compared with the random source), then --reps repetitions alternating raw
   and dc (who goes first alternates), each timed with the host's monotonic clock around
   the blocking call(s); the table gives the medians. GB = 1e9 bytes. The 8-byte copies of
   section 2 are checked after their timed batches instead: per side, the destination's 8
   bytes set to the marker, one more copy by the same call, read back and compared
   (dc_bytes_ok / raw_bytes_ok of latency_8B in the JSON).

   Writes a table per section to stdout and every figure to
   bench/results/bandwidth-<machine>.json, machine = e.g. "h200x2" for two CUDA H200s, else
   the host name (--out to change; a file there of an earlier day is kept, and this run goes
   to bandwidth-<machine>-YYYY-MM-DD.json: result_path in bench_common.h). Exit status 0 when everything ran and moved the right
   bytes, even if a target is missed (this is a measurement); 1 on wrong bytes or a failed
   API call (the message of dc_last_error() is printed). Linux, and builds with mingw-w64
   for Windows. */
#if !defined(_WIN32) && !defined(_POSIX_C_SOURCE)
#  define _POSIX_C_SOURCE 200809L   /* clock_gettime, gethostname under -std=c99 */
#endif

#define DC_IMPLEMENTATION
#include "dotcompute.h"

#include "bench_common.h"

#ifndef _WIN32
#  include <pthread.h>
#endif

#define MAX_REPS 1001
#define MIB (1024.0 * 1024.0)
#define WINDOW 4096u                  /* bytes compared at the start, middle and end */
#define MIN_SIZE 4096u
#define LAT_BYTES 8u
#define LAT_PILOT 20                  /* copies per side that size the latency batches */
#define MARKER 0xA5A5A5A5u            /* what destinations hold before a checked copy */

#define TARGET_PEER_RATIO 0.98        /* dc GB/s / raw GB/s, one way and both ways */
#define TARGET_LATENCY_RATIO 1.10     /* dc us / raw us per 8-byte copy */
#define TARGET_PAGEABLE_RATIO 2.0     /* dc pageable H2D GB/s / driver pageable H2D GB/s */
#define TARGET_STAGED_GBPS 50.0       /* host-staged device-to-device, CUDA pairs */
#define TARGET_CONCURRENT_RATIO 1.8   /* two staged copies on disjoint pairs / one alone */
#define MAX_THREADS 4

/* ------------------------------------------------------------------ raw CUDA driver */

/* The driver entry points of the raw side, declared here so that cuda.h is not needed.
   CUresult is an int, CUcontext and CUstream opaque pointers, CUdeviceptr an unsigned
   long long (64-bit builds). The plain symbol names are the legacy-default-stream ones. */
typedef int (BENCH_CALL *cu_memcpy_peer_async_fn)(unsigned long long dst, void *dst_context,
                                                  unsigned long long src, void *src_context,
                                                  size_t bytes, void *stream);
typedef int (BENCH_CALL *cu_memcpy_htod_fn)(unsigned long long dst, const void *src, size_t bytes);
typedef int (BENCH_CALL *cu_memcpy_dtoh_fn)(void *dst, unsigned long long src, size_t bytes);
typedef int (BENCH_CALL *cu_stream_synchronize_fn)(void *stream);
typedef int (BENCH_CALL *cu_ctx_set_current_fn)(void *context);
typedef int (BENCH_CALL *cu_get_error_name_fn)(int error, const char **name);
typedef int (BENCH_CALL *cu_driver_get_version_fn)(int *version);

typedef struct raw_api {
    int cuda_ok;
    int driver_version;            /* cuDriverGetVersion, 0 when unknown */
    cu_memcpy_peer_async_fn cuMemcpyPeerAsync;
    cu_memcpy_htod_fn cuMemcpyHtoD_v2;
    cu_memcpy_dtoh_fn cuMemcpyDtoH_v2;
    cu_stream_synchronize_fn cuStreamSynchronize;
    cu_ctx_set_current_fn cuCtxSetCurrent;
    cu_get_error_name_fn cuGetErrorName;
    cu_driver_get_version_fn cuDriverGetVersion;
} raw_api;

static void raw_api_load(raw_api *api)
{
    void *cu;
    memset(api, 0, sizeof *api);
#ifdef _WIN32
    cu = lib_open("nvcuda.dll");
#else
    cu = lib_open("libcuda.so.1");
#endif
    /* Stays loaded until exit: the context loaded it anyway. */
    if (!cu) return;
    api->cuda_ok = LIB_SYM(cu, "cuMemcpyPeerAsync", api->cuMemcpyPeerAsync) &&
                   LIB_SYM(cu, "cuMemcpyHtoD_v2", api->cuMemcpyHtoD_v2) &&
                   LIB_SYM(cu, "cuMemcpyDtoH_v2", api->cuMemcpyDtoH_v2) &&
                   LIB_SYM(cu, "cuStreamSynchronize", api->cuStreamSynchronize) &&
                   LIB_SYM(cu, "cuCtxSetCurrent", api->cuCtxSetCurrent) &&
                   LIB_SYM(cu, "cuGetErrorName", api->cuGetErrorName) &&
                   LIB_SYM(cu, "cuDriverGetVersion", api->cuDriverGetVersion);
    if (api->cuda_ok && api->cuDriverGetVersion(&api->driver_version) != 0) api->driver_version = 0;
}

/* ------------------------------------------------------------------ data */

typedef enum target_kind {
    T_NONE = 0,
    T_RATIO_MIN,                   /* ratio >= target */
    T_RATIO_MAX,                   /* ratio <= target */
    T_DC_MIN                       /* dc figure >= target */
} target_kind;

typedef enum op_kind {
    OP_COPY,                       /* a -> b, dc_copy / cuMemcpyPeerAsync */
    OP_COPY_BOTH,                  /* a -> b and b -> a at once */
    OP_LATENCY,                    /* `count` 8-byte copies a -> b */
    OP_H2D,                        /* host -> device a */
    OP_D2H,                        /* device a -> host */
    OP_STAGED                      /* a -> b, dc_copy / DtoH then HtoD through `host` */
} op_kind;

/* One transfer as both sides do it. */
typedef struct op {
    op_kind kind;
    int a, b;                      /* devices (H2D, D2H: a only) */
    void *host;                    /* host memory of H2D, D2H, STAGED (raw) */
    dc_stream s_ab, s_ba;          /* BOTH: created streams on b and on a */
    void *ns_ab, *ns_ba;           /*   and their CUstreams */
    long count;                    /* LATENCY: copies per batch */
    uint64_t bytes;
} op;

typedef struct figure {
    const char *section;           /* JSON name of the section */
    char what[32];                 /* table label */
    int from, to;                  /* device indices, -1 = host */
    char path[24];
    int latency;                   /* unit: 1 = us per copy (lower is better), 0 = GB/s */
    int has_raw;
    int reps;
    long batch;                    /* latency: copies per timed batch */
    double dc[MAX_REPS], raw[MAX_REPS];   /* per repetition, in the unit */
    double dc_med, raw_med, ratio;
    target_kind tk;
    double target;
    int judged, pass;
    int dc_verified, raw_verified; /* 1 right bytes, -1 wrong bytes, 0 not checked */
    int check_failed;              /* a check other than the bytes (path) failed */
    char note[256];
    char error[1024];
    /* Section 5: `threads` host threads at once, thread i moving from_list[i] ->
       to_list[i] (-1 = host); dc holds all of them together (GB/s summed over the
       threads), raw the first thread alone, ratio together / alone. 0 elsewhere. */
    int threads;
    int from_list[MAX_THREADS], to_list[MAX_THREADS];
} figure;

typedef struct bench {
    dc_context *ctx;               /* the context of the section running now */
    raw_api api;
    int count;
    dc_device_info *info;
    int *is_cuda;
    void **cu_ctx;                 /* CUcontext per device (CUDA devices) */
    void **def_stream;             /* native default stream per device */
    dc_buffer *src, *dst;          /* per device, `size` bytes; src holds pattern(seed_base + d) */
    uint64_t *src_ptr, *dst_ptr;   /* their CUdeviceptr / cl_mem */
    uint64_t seed_base;
    uint64_t size;
    int reps;
    long latency_copies;
    double latency_budget_s;       /* per pair and side, sizes batches of slow devices */
    unsigned char *scratch;        /* WINDOW bytes for read-backs */
    figure **figs;
    int fig_count, fig_cap;
    int api_errors, wrong_bytes;
} bench;

/* ------------------------------------------------------------------ helpers */

static uint64_t mix64(uint64_t x)
{
    x += 0x9E3779B97F4A7C15ull;
    x = (x ^ (x >> 30)) * 0xBF58476D1CE4E5B9ull;
    x = (x ^ (x >> 27)) * 0x94D049BB133111EBull;
    return x ^ (x >> 31);
}

/* Bytes [offset, offset + bytes) of the random stream `seed` (offset, bytes multiples of 8). */
static void pattern(unsigned char *p, uint64_t offset, uint64_t bytes, uint64_t seed)
{
    uint64_t i;
    for (i = 0; i < bytes; i += 8) {
        uint64_t v = mix64(seed * 0x100000001B3ull + (offset + i) / 8);
        memcpy(p + i, &v, 8);
    }
}

static void window_offsets(uint64_t size, uint64_t off[3])
{
    off[0] = 0;
    off[1] = (size / 2) & ~(uint64_t)7;
    off[2] = size - WINDOW;
}

static int fail_dc(bench *B, figure *f, const char *what, dc_result r)
{
    int n = snprintf(f->error, sizeof f->error, "%s: %s: %s", what, dc_result_name(r), dc_last_error());
    if (n >= (int)sizeof f->error) memcpy(f->error + sizeof f->error - 4, "...", 4);
    B->api_errors++;
    return 0;
}

static int fail_cu(bench *B, figure *f, const char *what, int err)
{
    const char *name = NULL;
    if (B->api.cuGetErrorName(err, &name) != 0 || !name) name = "unknown CUresult";
    snprintf(f->error, sizeof f->error, "%s: %s (%d)", what, name, err);
    B->api_errors++;
    return 0;
}

#define DC_TRY(what, call) do { dc_result r_ = (call); if (r_ != DC_SUCCESS) return fail_dc(B, f, (what), r_); } while (0)
#define CU_TRY(what, call) do { int e_ = (call); if (e_ != 0) return fail_cu(B, f, (what), e_); } while (0)

static figure *new_figure(bench *B, const char *section, const char *what, int from, int to)
{
    figure *f;
    if (B->fig_count == B->fig_cap) {
        int cap = B->fig_cap ? 2 * B->fig_cap : 64;
        figure **g = (figure **)realloc(B->figs, (size_t)cap * sizeof *g);
        if (!g) return NULL;
        B->figs = g;
        B->fig_cap = cap;
    }
    f = (figure *)calloc(1, sizeof *f);
    if (!f) return NULL;
    B->figs[B->fig_count++] = f;
    f->section = section;
    snprintf(f->what, sizeof f->what, "%s", what);
    f->from = from;
    f->to = to;
    snprintf(f->path, sizeof f->path, "-");
    return f;
}

/* ------------------------------------------------------------------ checks */

/* Fills the whole buffer with the marker. */
static int mark_device(bench *B, figure *f, dc_buffer buf)
{
    uint32_t m = MARKER;
    DC_TRY("dc_buffer_fill (marker)", dc_buffer_fill(B->ctx, buf, 0, B->size, &m, 4));
    return 1;
}

/* Compares the windows of a device buffer with pattern(seed): 1 right, -1 wrong, 0 error. */
static int check_device(bench *B, figure *f, dc_buffer buf, uint64_t seed, const char *side)
{
    unsigned char want[WINDOW];
    uint64_t off[3];
    int w;
    window_offsets(B->size, off);
    for (w = 0; w < 3; w++) {
        dc_result r = dc_buffer_read(B->ctx, buf, off[w], B->scratch, WINDOW);
        if (r != DC_SUCCESS) return fail_dc(B, f, "dc_buffer_read (check)", r);
        pattern(want, off[w], WINDOW, seed);
        if (memcmp(want, B->scratch, WINDOW) != 0) {
            snprintf(f->note + strlen(f->note), sizeof f->note - strlen(f->note),
                     "%sWRONG BYTES (%s) at offset %llu", f->note[0] ? "; " : "", side,
                     (unsigned long long)off[w]);
            B->wrong_bytes++;
            return -1;
        }
    }
    return 1;
}

static int check_host(bench *B, figure *f, const unsigned char *host, uint64_t seed, const char *side)
{
    unsigned char want[WINDOW];
    uint64_t off[3];
    int w;
    window_offsets(B->size, off);
    for (w = 0; w < 3; w++) {
        pattern(want, off[w], WINDOW, seed);
        if (memcmp(want, host + off[w], WINDOW) != 0) {
            snprintf(f->note + strlen(f->note), sizeof f->note - strlen(f->note),
                     "%sWRONG BYTES (%s) at offset %llu", f->note[0] ? "; " : "", side,
                     (unsigned long long)off[w]);
            B->wrong_bytes++;
            return -1;
        }
    }
    return 1;
}

/* ------------------------------------------------------------------ the two sides */

static int run_dc(bench *B, figure *f, const op *o)
{
    long i;
    switch (o->kind) {
    case OP_COPY:
    case OP_STAGED:
        DC_TRY("dc_copy", dc_copy(B->ctx, B->dst[o->b], 0, B->src[o->a], 0, o->bytes));
        return 1;
    case OP_COPY_BOTH:
        DC_TRY("dc_copy_async (a -> b)", dc_copy_async(B->ctx, o->s_ab, B->dst[o->b], 0, B->src[o->a], 0, o->bytes));
        DC_TRY("dc_copy_async (b -> a)", dc_copy_async(B->ctx, o->s_ba, B->dst[o->a], 0, B->src[o->b], 0, o->bytes));
        DC_TRY("dc_stream_synchronize", dc_stream_synchronize(B->ctx, o->s_ab));
        DC_TRY("dc_stream_synchronize", dc_stream_synchronize(B->ctx, o->s_ba));
        return 1;
    case OP_LATENCY:
        for (i = 0; i < o->count; i++)
            DC_TRY("dc_copy (8 B)", dc_copy(B->ctx, B->dst[o->b], 0, B->src[o->a], 0, LAT_BYTES));
        return 1;
    case OP_H2D:
        DC_TRY("dc_buffer_write", dc_buffer_write(B->ctx, B->dst[o->a], 0, o->host, o->bytes));
        return 1;
    case OP_D2H:
        DC_TRY("dc_buffer_read", dc_buffer_read(B->ctx, B->src[o->a], 0, o->host, o->bytes));
        return 1;
    }
    return 0;
}

/* The driver's own calls. The driver acts on the thread's current context, which dc
   calls change: set it before each call. */
static int run_raw(bench *B, figure *f, const op *o)
{
    const raw_api *api = &B->api;
    int a = o->a, b = o->b;
    long i;
    switch (o->kind) {
    case OP_COPY:
        CU_TRY("cuCtxSetCurrent", api->cuCtxSetCurrent(B->cu_ctx[b]));
        CU_TRY("cuMemcpyPeerAsync", api->cuMemcpyPeerAsync(B->dst_ptr[b], B->cu_ctx[b], B->src_ptr[a], B->cu_ctx[a],
                                                           (size_t)o->bytes, B->def_stream[b]));
        CU_TRY("cuStreamSynchronize", api->cuStreamSynchronize(B->def_stream[b]));
        return 1;
    case OP_COPY_BOTH:
        CU_TRY("cuCtxSetCurrent", api->cuCtxSetCurrent(B->cu_ctx[b]));
        CU_TRY("cuMemcpyPeerAsync (a -> b)", api->cuMemcpyPeerAsync(B->dst_ptr[b], B->cu_ctx[b], B->src_ptr[a], B->cu_ctx[a],
                                                                    (size_t)o->bytes, o->ns_ab));
        CU_TRY("cuCtxSetCurrent", api->cuCtxSetCurrent(B->cu_ctx[a]));
        CU_TRY("cuMemcpyPeerAsync (b -> a)", api->cuMemcpyPeerAsync(B->dst_ptr[a], B->cu_ctx[a], B->src_ptr[b], B->cu_ctx[b],
                                                                    (size_t)o->bytes, o->ns_ba));
        CU_TRY("cuStreamSynchronize", api->cuStreamSynchronize(o->ns_ab));
        CU_TRY("cuStreamSynchronize", api->cuStreamSynchronize(o->ns_ba));
        return 1;
    case OP_LATENCY:
        CU_TRY("cuCtxSetCurrent", api->cuCtxSetCurrent(B->cu_ctx[b]));
        for (i = 0; i < o->count; i++) {
            CU_TRY("cuMemcpyPeerAsync (8 B)", api->cuMemcpyPeerAsync(B->dst_ptr[b], B->cu_ctx[b], B->src_ptr[a], B->cu_ctx[a],
                                                                     LAT_BYTES, B->def_stream[b]));
            CU_TRY("cuStreamSynchronize", api->cuStreamSynchronize(B->def_stream[b]));
        }
        return 1;
    case OP_H2D:
        CU_TRY("cuCtxSetCurrent", api->cuCtxSetCurrent(B->cu_ctx[a]));
        CU_TRY("cuMemcpyHtoD_v2", api->cuMemcpyHtoD_v2(B->dst_ptr[a], o->host, (size_t)o->bytes));
        return 1;
    case OP_D2H:
        CU_TRY("cuCtxSetCurrent", api->cuCtxSetCurrent(B->cu_ctx[a]));
        CU_TRY("cuMemcpyDtoH_v2", api->cuMemcpyDtoH_v2(o->host, B->src_ptr[a], (size_t)o->bytes));
        return 1;
    case OP_STAGED:
        CU_TRY("cuCtxSetCurrent", api->cuCtxSetCurrent(B->cu_ctx[a]));
        CU_TRY("cuMemcpyDtoH_v2", api->cuMemcpyDtoH_v2(o->host, B->src_ptr[a], (size_t)o->bytes));
        CU_TRY("cuCtxSetCurrent", api->cuCtxSetCurrent(B->cu_ctx[b]));
        CU_TRY("cuMemcpyHtoD_v2", api->cuMemcpyHtoD_v2(B->dst_ptr[b], o->host, (size_t)o->bytes));
        return 1;
    }
    return 0;
}

static int run_side(bench *B, figure *f, const op *o, int raw)
{
    return raw ? run_raw(B, f, o) : run_dc(B, f, o);
}

/* The warm-up of one side, which is also the checked transfer: destinations are marked
   first so that bytes left from an earlier copy cannot pass. */
static int warm_and_check(bench *B, figure *f, const op *o, int raw)
{
    const char *side = raw ? "raw" : "dc";
    int *verified = raw ? &f->raw_verified : &f->dc_verified;
    int v = 1;
    switch (o->kind) {
    case OP_COPY:
    case OP_STAGED:
        if (!mark_device(B, f, B->dst[o->b]) || !run_side(B, f, o, raw)) return 0;
        v = check_device(B, f, B->dst[o->b], B->seed_base + (uint64_t)o->a, side);
        break;
    case OP_COPY_BOTH:
        if (!mark_device(B, f, B->dst[o->b]) || !mark_device(B, f, B->dst[o->a]) || !run_side(B, f, o, raw)) return 0;
        v = check_device(B, f, B->dst[o->b], B->seed_base + (uint64_t)o->a, side);
        if (v == 1) v = check_device(B, f, B->dst[o->a], B->seed_base + (uint64_t)o->b, side);
        break;
    case OP_LATENCY:
        return run_side(B, f, o, raw);          /* checked after the timed batches: check_latency */
    case OP_H2D:
        /* The host buffer holds pattern(1000 + a) (set by the section). */
        if (!mark_device(B, f, B->dst[o->a]) || !run_side(B, f, o, raw)) return 0;
        v = check_device(B, f, B->dst[o->a], 1000 + (uint64_t)o->a, side);
        break;
    case OP_D2H:
        memset(o->host, 0xA5, (size_t)o->bytes);
        if (!run_side(B, f, o, raw)) return 0;
        v = check_host(B, f, (const unsigned char *)o->host, B->seed_base + (uint64_t)o->a, side);
        break;
    }
    if (v == 0) return 0;
    *verified = v;
    return 1;
}

/* The 8-byte copies' check, after the timed batches so that it cannot change them: per
   side, the destination's 8 bytes are set to the marker, one copy is made by the very call
   the batches time (run_side with a batch of 1: same buffers, offsets, stream), and the
   bytes read back are compared with the source's first 8. The marker matters: both sides
   (and section 1) write the same bytes, so without it a side that wrote nothing would pass
   on what another left. */
static int check_latency(bench *B, figure *f, const op *o)
{
    unsigned char want[LAT_BYTES];
    uint32_t m = MARKER;
    op one = *o;
    int raw;
    one.count = 1;
    pattern(want, 0, LAT_BYTES, B->seed_base + (uint64_t)o->a);
    for (raw = 0; raw <= f->has_raw; raw++) {
        int *verified = raw ? &f->raw_verified : &f->dc_verified;
        DC_TRY("dc_buffer_fill (marker)", dc_buffer_fill(B->ctx, B->dst[o->b], 0, LAT_BYTES, &m, 4));
        if (!run_side(B, f, &one, raw)) return 0;
        DC_TRY("dc_buffer_read (check)", dc_buffer_read(B->ctx, B->dst[o->b], 0, B->scratch, LAT_BYTES));
        if (memcmp(want, B->scratch, LAT_BYTES) != 0) {
            snprintf(f->note + strlen(f->note), sizeof f->note - strlen(f->note), "%sWRONG BYTES (%s)",
                     f->note[0] ? "; " : "", raw ? "raw" : "dc");
            B->wrong_bytes++;
            *verified = -1;
        } else {
            *verified = 1;
        }
    }
    return 1;
}

/* Warm-up and check of the sides not warmed up yet, then the timed repetitions,
   alternating raw and dc. */
static int measure(bench *B, figure *f, const op *o, int dc_warm, int raw_warm)
{
    double moved = (double)o->bytes * (o->kind == OP_COPY_BOTH ? 2.0 : 1.0);
    int i, s;

    f->reps = B->reps;
    if (!dc_warm && !warm_and_check(B, f, o, 0)) return 0;
    if (f->has_raw && !raw_warm && !warm_and_check(B, f, o, 1)) return 0;
    for (i = 0; i < B->reps; i++) {
        for (s = 0; s < 2; s++) {
            int raw = (i + s) % 2 == 0;            /* raw first on even reps */
            double t0, dt;
            if (raw && !f->has_raw) continue;
            t0 = now_s();
            if (!run_side(B, f, o, raw)) return 0;
            dt = now_s() - t0;
            if (dt <= 0) dt = 1e-9;
            (raw ? f->raw : f->dc)[i] = f->latency ? dt * 1e6 / (double)o->count : moved / dt / 1e9;
        }
    }
    f->dc_med = median(f->dc, f->reps);
    if (f->has_raw) {
        f->raw_med = median(f->raw, f->reps);
        f->ratio = f->raw_med > 0 ? f->dc_med / f->raw_med : 0;
    }
    return 1;
}

/* Decides PASS/FAIL of a measured figure. */
static void judge(figure *f)
{
    switch (f->tk) {
    case T_NONE: f->judged = 0; break;
    case T_RATIO_MIN: f->judged = f->has_raw; f->pass = f->ratio >= f->target; break;
    case T_RATIO_MAX: f->judged = f->has_raw; f->pass = f->ratio <= f->target; break;
    case T_DC_MIN: f->judged = 1; f->pass = f->dc_med >= f->target; break;
    }
    if (!f->judged) f->pass = 0;
}

/* ------------------------------------------------------------------ table */

static void print_header(const char *title, const char *dc_column, const char *raw_column)
{
    printf("\n%s\n", title);
    printf("%-14s %7s %7s  %-14s %10s %10s %7s  %-9s %s\n", "what", "from", "to", "path",
           dc_column, raw_column, "ratio", "target", "status");
}

/* The target, or "-" where the figure cannot be judged (no raw side to compare with). */
static const char *target_text(const figure *f, char *buf, size_t size)
{
    switch ((f->tk == T_RATIO_MIN || f->tk == T_RATIO_MAX) && !f->has_raw ? T_NONE : f->tk) {
    case T_RATIO_MIN: snprintf(buf, size, ">=%.2fx", f->target); break;
    case T_RATIO_MAX: snprintf(buf, size, "<=%.2fx", f->target); break;
    case T_DC_MIN: snprintf(buf, size, ">=%.0fGB/s", f->target); break;
    default: snprintf(buf, size, "-"); break;
    }
    return buf;
}

static const char *status_text(const figure *f)
{
    if (f->dc_verified < 0 || f->raw_verified < 0) return "FAIL (wrong bytes)";
    if (f->error[0]) return "ERROR";
    if (f->check_failed) return "FAIL";
    if (!f->judged) return "-";
    return f->pass ? "PASS" : "FAIL";
}

static void endpoint(int d, char *buf, size_t size)
{
    if (d < 0) snprintf(buf, size, "host");
    else snprintf(buf, size, "%d", d);
}

/* "0,2" for the sources or destinations of a section-5 figure, "host" when all are. */
static void endpoint_list(const int *list, int n, char *buf, size_t size)
{
    int i, hosts = 0;
    size_t len = 0;
    buf[0] = '\0';
    for (i = 0; i < n; i++) hosts += list[i] < 0;
    if (hosts == n) { snprintf(buf, size, "host"); return; }
    for (i = 0; i < n && len + 1 < size; i++) {
        int w = list[i] < 0 ? snprintf(buf + len, size - len, "%shost", i ? "," : "")
                            : snprintf(buf + len, size - len, "%s%d", i ? "," : "", list[i]);
        if (w < 0) break;
        len += (size_t)w;
    }
}

static void print_row(const figure *f)
{
    char from[16], to[16], dc[32], raw[32], ratio[32], target[32];
    if (f->threads) {
        endpoint_list(f->from_list, f->threads, from, sizeof from);
        endpoint_list(f->to_list, f->threads, to, sizeof to);
    } else {
        endpoint(f->from, from, sizeof from);
        endpoint(f->to, to, sizeof to);
    }
    if (f->error[0]) {
        printf("%-14s %7s %7s  %-14s ERROR: %s", f->what, from, to, f->path, f->error);
        if (f->note[0]) printf("  (%s)", f->note);
        printf("\n");
        fflush(stdout);
        return;
    }
    snprintf(dc, sizeof dc, f->latency ? "%.2f" : "%.1f", f->dc_med);
    if (f->has_raw) {
        snprintf(raw, sizeof raw, f->latency ? "%.2f" : "%.1f", f->raw_med);
        snprintf(ratio, sizeof ratio, "%.3f", f->ratio);
    } else {
        snprintf(raw, sizeof raw, "-");
        snprintf(ratio, sizeof ratio, "-");
    }
    printf("%-14s %7s %7s  %-14s %10s %10s %7s  %-9s %s", f->what, from, to, f->path, dc, raw, ratio,
           target_text(f, target, sizeof target), status_text(f));
    if (f->note[0]) printf("  (%s)", f->note);
    printf("\n");
    fflush(stdout);
}

/* ------------------------------------------------------------------ buffers */

/* src and dst of `size` bytes on every device of B->ctx, src holding pattern(seed_base + d);
   `host` (size bytes) is scratch for the pattern. */
static int setup_buffers(bench *B, unsigned char *host, char *err, size_t err_size)
{
    int d;
    dc_result r;
    for (d = 0; d < B->count; d++) {
        const char *what = "dc_buffer_create";
        r = dc_buffer_create(B->ctx, d, B->size, &B->src[d]);
        if (r == DC_SUCCESS) r = dc_buffer_create(B->ctx, d, B->size, &B->dst[d]);
        if (r == DC_SUCCESS) { what = "dc_buffer_native"; r = dc_buffer_native(B->ctx, B->src[d], &B->src_ptr[d]); }
        if (r == DC_SUCCESS) r = dc_buffer_native(B->ctx, B->dst[d], &B->dst_ptr[d]);
        if (r == DC_SUCCESS) {
            pattern(host, 0, B->size, B->seed_base + (uint64_t)d);
            what = "dc_buffer_write (pattern)";
            r = dc_buffer_write(B->ctx, B->src[d], 0, host, B->size);
        }
        if (r == DC_SUCCESS) {
            void *s = NULL;
            dc_stream raw_stream;
            /* The raw side gets a stream of its own: handing out the default stream's native
               handle would (rightly) make dc_copy query that stream before every copy, as
               it can no longer know what was queued there. */
            what = "dc_device_native / dc_stream_create / dc_stream_native";
            r = dc_device_native(B->ctx, d, NULL, &B->cu_ctx[d]);
            if (r == DC_SUCCESS) r = dc_stream_create(B->ctx, d, &raw_stream);
            if (r == DC_SUCCESS) r = dc_stream_native(B->ctx, raw_stream, &s);
            B->def_stream[d] = s;
        }
        if (r != DC_SUCCESS) {
            int n = snprintf(err, err_size, "%s on device %d: %s: %s", what, d, dc_result_name(r), dc_last_error());
            if (n >= (int)err_size) memcpy(err + err_size - 4, "...", 4);          /* cut */
            return 0;
        }
    }
    return 1;
}

static void free_buffers(bench *B)
{
    int d;
    for (d = 0; d < B->count; d++) {
        dc_buffer_destroy(B->ctx, B->src[d]);
        dc_buffer_destroy(B->ctx, B->dst[d]);
        B->src[d].id = B->dst[d].id = 0;
    }
}

/* Which path dc_transfer_stats counted between two snapshots (the one whose bytes grew). */
static dc_copy_path counted_path(const dc_transfer_stats *before, const dc_transfer_stats *after)
{
    int p;
    for (p = 1; p < DC_COPY_PATH_COUNT; p++)
        if (after->copy_bytes[p] != before->copy_bytes[p]) return (dc_copy_path)p;
    return DC_COPY_PATH_NONE;
}

/* Fills f->path from dc_copy_path_get after the warm-up, and checks it against what
   dc_transfer_stats counted for the warm-up copy. */
static int copy_with_path(bench *B, figure *f, const op *o, dc_copy_path *path_out)
{
    dc_transfer_stats s0, s1;
    dc_copy_path before, after, counted;
    DC_TRY("dc_copy_path_get", dc_copy_path_get(B->ctx, B->dst[o->b], B->src[o->a], &before));
    DC_TRY("dc_transfer_stats_get", dc_transfer_stats_get(B->ctx, &s0));
    if (!warm_and_check(B, f, o, 0)) return 0;
    DC_TRY("dc_transfer_stats_get", dc_transfer_stats_get(B->ctx, &s1));
    DC_TRY("dc_copy_path_get", dc_copy_path_get(B->ctx, B->dst[o->b], B->src[o->a], &after));
    counted = counted_path(&s0, &s1);
    snprintf(f->path, sizeof f->path, "%s", dc_copy_path_name(after));
    if (before != after)
        snprintf(f->note + strlen(f->note), sizeof f->note - strlen(f->note), "%spredicted %s before the first copy",
                 f->note[0] ? "; " : "", dc_copy_path_name(before));
    if (counted != after || s1.copy_bytes[after] - s0.copy_bytes[after] != o->bytes) {
        snprintf(f->note + strlen(f->note), sizeof f->note - strlen(f->note),
                 "%sdc_transfer_stats counted %llu bytes on path %s", f->note[0] ? "; " : "",
                 (unsigned long long)(s1.copy_bytes[counted] - s0.copy_bytes[counted]), dc_copy_path_name(counted));
        f->check_failed = 1;
    }
    *path_out = after;
    return 1;
}

/* ------------------------------------------------------------------ sections */

static int both_cuda(const bench *B, int a, int b)
{
    return B->is_cuda[a] && B->is_cuda[b] && B->api.cuda_ok;
}

/* 1. one way and both ways between every ordered pair. */
static void section_pairs(bench *B)
{
    int a, b;
    char title[256];
    snprintf(title, sizeof title, "1. device to device, %.0f MiB per copy, median of %d (both ways: GB/s of the two "
             "directions together; raw: cuMemcpyPeerAsync)", (double)B->size / MIB, B->reps);
    print_header(title, "dc GB/s", "raw GB/s");
    for (a = 0; a < B->count; a++)
        for (b = 0; b < B->count; b++) {
            figure *f;
            op o;
            dc_copy_path path;
            if (a == b) continue;
            memset(&o, 0, sizeof o);
            o.kind = OP_COPY;
            o.a = a;
            o.b = b;
            o.bytes = B->size;
            f = new_figure(B, "copy_one_way", "one way", a, b);
            if (!f) { B->api_errors++; return; }
            f->has_raw = both_cuda(B, a, b);
            f->tk = T_RATIO_MIN;
            f->target = TARGET_PEER_RATIO;
            if (both_cuda(B, a, b)) {
                dc_result r = dc_peer_enable(B->ctx, a, b);
                if (r == DC_ERROR_PEER_UNSUPPORTED)
                    snprintf(f->note, sizeof f->note, "peer access not possible");
                else if (r != DC_SUCCESS) { fail_dc(B, f, "dc_peer_enable", r); print_row(f); continue; }
            }
            if (copy_with_path(B, f, &o, &path) && measure(B, f, &o, 1, 0)) judge(f);
            print_row(f);

            /* both ways, once per unordered pair */
            if (b < a) continue;
            f = new_figure(B, "copy_both_ways", "both ways", a, b);
            if (!f) { B->api_errors++; return; }
            snprintf(f->path, sizeof f->path, "%s", dc_copy_path_name(path));
            f->has_raw = both_cuda(B, a, b);
            f->tk = T_RATIO_MIN;
            f->target = TARGET_PEER_RATIO;
            o.kind = OP_COPY_BOTH;
            {
                dc_result r = dc_stream_create(B->ctx, b, &o.s_ab);
                if (r == DC_SUCCESS) r = dc_stream_create(B->ctx, a, &o.s_ba);
                if (r == DC_SUCCESS) r = dc_stream_native(B->ctx, o.s_ab, &o.ns_ab);
                if (r == DC_SUCCESS) r = dc_stream_native(B->ctx, o.s_ba, &o.ns_ba);
                if (r != DC_SUCCESS) fail_dc(B, f, "dc_stream_create / dc_stream_native", r);
                else if (measure(B, f, &o, 0, 0)) judge(f);
                if (o.s_ab.id) (void)dc_stream_destroy(B->ctx, o.s_ab);
                if (o.s_ba.id) (void)dc_stream_destroy(B->ctx, o.s_ba);
            }
            print_row(f);
        }
}

/* 2. 8-byte copy latency. */
static void section_latency(bench *B)
{
    int a, b;
    char title[256];
    snprintf(title, sizeof title, "2. latency of %u-byte copies, us per copy, median of %d batches "
             "(raw: cuMemcpyPeerAsync + cuStreamSynchronize per copy)", LAT_BYTES, B->reps);
    print_header(title, "dc us", "raw us");
    for (a = 0; a < B->count; a++)
        for (b = 0; b < B->count; b++) {
            figure *f;
            op o;
            dc_copy_path path = DC_COPY_PATH_NONE;
            double t0, per;
            int sides;
            if (a == b) continue;
            f = new_figure(B, "latency_8B", "8 B copy", a, b);
            if (!f) { B->api_errors++; return; }
            f->latency = 1;
            f->has_raw = both_cuda(B, a, b);
            f->tk = T_RATIO_MAX;
            f->target = TARGET_LATENCY_RATIO;
            memset(&o, 0, sizeof o);
            o.kind = OP_LATENCY;
            o.a = a;
            o.b = b;
            o.bytes = LAT_BYTES;
            if (dc_copy_path_get(B->ctx, B->dst[b], B->src[a], &path) == DC_SUCCESS)
                snprintf(f->path, sizeof f->path, "%s", dc_copy_path_name(path));
            /* A pilot after a warm-up sizes the batches: latency_copies, or fewer where
               copies are slow (CPU devices) so the pair stays within its budget. */
            o.count = LAT_PILOT;
            sides = f->has_raw ? 2 : 1;
            if (run_dc(B, f, &o) && (!f->has_raw || run_raw(B, f, &o))) {
                t0 = now_s();
                if (run_dc(B, f, &o) && (!f->has_raw || run_raw(B, f, &o))) {
                    per = (now_s() - t0) / (double)(sides * LAT_PILOT);
                    {
                        double fit = B->latency_budget_s / ((double)B->reps * sides * (per > 0 ? per : 1e-9));
                        o.count = fit >= (double)B->latency_copies ? B->latency_copies : fit < 20.0 ? 20 : (long)fit;
                    }
                    f->batch = o.count;
                    if (measure(B, f, &o, 1, 1) && check_latency(B, f, &o)) judge(f);
                }
            }
            print_row(f);
        }
}

/* 3. host <-> device, pinned and pageable. */
static void section_host(bench *B, unsigned char *pinned, unsigned char *pageable)
{
    int d, k;
    char title[256];
    snprintf(title, sizeof title, "3. host <-> device, %.0f MiB, median of %d (raw: cuMemcpyHtoD_v2 / "
             "cuMemcpyDtoH_v2, synchronous, same pointers)", (double)B->size / MIB, B->reps);
    print_header(title, "dc GB/s", "raw GB/s");
    for (d = 0; d < B->count; d++) {
        for (k = 0; k < 4; k++) {
            int h2d = k % 2 == 0, is_pinned = k < 2;
            unsigned char *host = is_pinned ? pinned : pageable;
            static const char *const sections[4] = { "h2d_pinned", "d2h_pinned", "h2d_pageable", "d2h_pageable" };
            static const char *const labels[4] = { "H2D pinned", "D2H pinned", "H2D pageable", "D2H pageable" };
            figure *f = new_figure(B, sections[k], labels[k], h2d ? -1 : d, h2d ? d : -1);
            dc_transfer_stats s0, s1;
            op o;
            dc_result r;
            int staged;
            if (!f) { B->api_errors++; return; }
            f->has_raw = B->is_cuda[d] && B->api.cuda_ok;
            if (h2d && !is_pinned) {
                f->tk = T_RATIO_MIN;
                f->target = TARGET_PAGEABLE_RATIO;
            }
            memset(&o, 0, sizeof o);
            o.kind = h2d ? OP_H2D : OP_D2H;
            o.a = d;
            o.host = host;
            o.bytes = B->size;
            if (h2d) pattern(host, 0, B->size, 1000 + (uint64_t)d);
            /* The path: whether dc staged the warm-up through its pinned buffers. */
            r = dc_transfer_stats_get(B->ctx, &s0);
            if (r != DC_SUCCESS) { fail_dc(B, f, "dc_transfer_stats_get", r); print_row(f); continue; }
            if (!warm_and_check(B, f, &o, 0)) { print_row(f); continue; }
            r = dc_transfer_stats_get(B->ctx, &s1);
            if (r != DC_SUCCESS) { fail_dc(B, f, "dc_transfer_stats_get", r); print_row(f); continue; }
            /* (the read-backs of the check are small: they do not count) */
            staged = s1.pageable_staged_bytes - s0.pageable_staged_bytes >= o.bytes;
            snprintf(f->path, sizeof f->path, "%s", staged ? "staged" : "direct");
            if (is_pinned && staged) {
                snprintf(f->note, sizeof f->note, "dc_host_alloc memory was staged");
                f->check_failed = 1;
            }
            if (measure(B, f, &o, 1, 0)) judge(f);
            print_row(f);
        }
    }
}

/* 4. device to device through the host in a DC_CONTEXT_NO_PEER context. */
static void section_staged(bench *B, unsigned char *pinned)
{
    int a, b;
    char title[256];
    snprintf(title, sizeof title, "4. device to device with peer access off (DC_CONTEXT_NO_PEER), %.0f MiB, median of %d "
             "(raw: cuMemcpyDtoH_v2 of the whole buffer to pinned memory, then cuMemcpyHtoD_v2)",
             (double)B->size / MIB, B->reps);
    print_header(title, "dc GB/s", "raw GB/s");
    for (a = 0; a < B->count; a++)
        for (b = 0; b < B->count; b++) {
            figure *f;
            op o;
            dc_copy_path path;
            if (a == b) continue;
            f = new_figure(B, "host_staged", "no peer", a, b);
            if (!f) { B->api_errors++; return; }
            f->has_raw = both_cuda(B, a, b) && pinned != NULL;
            if (both_cuda(B, a, b)) {
                f->tk = T_DC_MIN;
                f->target = TARGET_STAGED_GBPS;
            }
            memset(&o, 0, sizeof o);
            o.kind = OP_STAGED;
            o.a = a;
            o.b = b;
            o.host = pinned;
            o.bytes = B->size;
            if (copy_with_path(B, f, &o, &path)) {
                if (B->is_cuda[a] && B->is_cuda[b] && path != DC_COPY_PATH_HOST_STAGED) {
                    snprintf(f->note + strlen(f->note), sizeof f->note - strlen(f->note),
                             "%spath should be host-staged", f->note[0] ? "; " : "");
                    f->check_failed = 1;
                }
                if (measure(B, f, &o, 1, 0)) judge(f);
            }
            print_row(f);
        }
}

/* ------------------------------------------------------------------ threads */

/* One transfer of section 5, run by a thread of its own. */
typedef struct task {
    bench *B;
    struct gate *gate;
    int write;                     /* 1: dc_buffer_write host -> dst[b]; 0: dc_copy src[a] -> dst[b] */
    int a, b;
    const void *host;
    double end;                    /* now_s() when the transfer returned */
    char error[512];
} task;

/* Holds the threads of one round until all of them exist, then lets them go together, so
   that thread start-up stays out of the timing. */
typedef struct gate {
#ifdef _WIN32
    CRITICAL_SECTION lock;
    CONDITION_VARIABLE cond;
#else
    pthread_mutex_t lock;
    pthread_cond_t cond;
#endif
    int ready, open;
} gate;

#ifdef _WIN32
typedef HANDLE thread_id;
static void gate_lock(gate *g) { EnterCriticalSection(&g->lock); }
static void gate_unlock(gate *g) { LeaveCriticalSection(&g->lock); }
static void gate_wait(gate *g) { SleepConditionVariableCS(&g->cond, &g->lock, INFINITE); }
static void gate_wake(gate *g) { WakeAllConditionVariable(&g->cond); }
static int gate_init(gate *g)
{
    InitializeCriticalSection(&g->lock);
    InitializeConditionVariable(&g->cond);
    g->ready = g->open = 0;
    return 1;
}
static void gate_destroy(gate *g) { DeleteCriticalSection(&g->lock); }
#else
typedef pthread_t thread_id;
static void gate_lock(gate *g) { pthread_mutex_lock(&g->lock); }
static void gate_unlock(gate *g) { pthread_mutex_unlock(&g->lock); }
static void gate_wait(gate *g) { pthread_cond_wait(&g->cond, &g->lock); }
static void gate_wake(gate *g) { pthread_cond_broadcast(&g->cond); }
static int gate_init(gate *g)
{
    g->ready = g->open = 0;
    if (pthread_mutex_init(&g->lock, NULL) != 0) return 0;
    if (pthread_cond_init(&g->cond, NULL) != 0) { pthread_mutex_destroy(&g->lock); return 0; }
    return 1;
}
static void gate_destroy(gate *g)
{
    pthread_cond_destroy(&g->cond);
    pthread_mutex_destroy(&g->lock);
}
#endif

static void task_run(task *t)
{
    bench *B = t->B;
    dc_result r;
    gate_lock(t->gate);
    t->gate->ready++;
    gate_wake(t->gate);
    while (!t->gate->open) gate_wait(t->gate);
    gate_unlock(t->gate);
    if (t->write) r = dc_buffer_write(B->ctx, B->dst[t->b], 0, t->host, B->size);
    else r = dc_copy(B->ctx, B->dst[t->b], 0, B->src[t->a], 0, B->size);
    t->end = now_s();
    t->error[0] = '\0';
    if (r != DC_SUCCESS) {   /* dc_last_error is per thread: keep it before the thread ends */
        int n = snprintf(t->error, sizeof t->error, "%s: %s: %s", t->write ? "dc_buffer_write" : "dc_copy",
                         dc_result_name(r), dc_last_error());
        if (n >= (int)sizeof t->error) memcpy(t->error + sizeof t->error - 4, "...", 4);
    }
}

#ifdef _WIN32
static DWORD WINAPI task_main(LPVOID p) { task_run((task *)p); return 0; }
static int thread_start(thread_id *id, task *t) { return (*id = CreateThread(NULL, 0, task_main, t, 0, NULL)) != NULL; }
static void thread_join(thread_id id) { WaitForSingleObject(id, INFINITE); CloseHandle(id); }
#else
static void *task_main(void *p) { task_run((task *)p); return NULL; }
static int thread_start(thread_id *id, task *t) { return pthread_create(id, NULL, task_main, t) == 0; }
static void thread_join(thread_id id) { (void)pthread_join(id, NULL); }
#endif

/* Runs tasks[0..n) at once, one thread each; *seconds from their common start until the
   last one returned. 0 (with f->error) when a thread could not start or a transfer failed. */
static int run_together(bench *B, figure *f, task *tasks, int n, double *seconds)
{
    thread_id ids[MAX_THREADS];
    gate g;
    double t0, end = 0;
    int i, started = 0, ok = 1;
    if (!gate_init(&g)) {
        snprintf(f->error, sizeof f->error, "could not create a mutex and condition variable");
        B->api_errors++;
        return 0;
    }
    for (i = 0; i < n; i++) {
        tasks[i].gate = &g;
        if (!thread_start(&ids[i], &tasks[i])) break;
        started++;
    }
    gate_lock(&g);
    while (g.ready < started) gate_wait(&g);
    t0 = now_s();
    g.open = 1;                    /* also when a start failed: the started ones must end */
    gate_wake(&g);
    gate_unlock(&g);
    for (i = 0; i < started; i++) thread_join(ids[i]);
    gate_destroy(&g);
    if (started < n) {
        snprintf(f->error, sizeof f->error, "could not start thread %d of %d", started + 1, n);
        B->api_errors++;
        return 0;
    }
    for (i = 0; i < n; i++) {
        if (tasks[i].error[0] && ok) {
            snprintf(f->error, sizeof f->error, "thread %d: %s", i, tasks[i].error);
            B->api_errors++;
            ok = 0;
        }
        if (tasks[i].end > end) end = tasks[i].end;
    }
    *seconds = end - t0 > 0 ? end - t0 : 1e-9;
    return ok;
}

/* ------------------------------------------------------------------ 5. concurrency */

/* The expected content of what task t wrote. */
static uint64_t task_seed(const bench *B, const task *t)
{
    return t->write ? 1000 + (uint64_t)t->b : B->seed_base + (uint64_t)t->a;
}

/* One round, checked: destinations marked, tasks[0..n) run together, every destination
   compared with its source. 1 right, -1 wrong bytes, 0 error. */
static int together_checked(bench *B, figure *f, task *tasks, int n, const char *side)
{
    double dt;
    int i, v = 1;
    for (i = 0; i < n; i++)
        if (!mark_device(B, f, B->dst[tasks[i].b])) return 0;
    if (!run_together(B, f, tasks, n, &dt)) return 0;
    for (i = 0; i < n && v == 1; i++) v = check_device(B, f, B->dst[tasks[i].b], task_seed(B, &tasks[i]), side);
    return v;
}

/* The first thread alone (raw slot) and all n together (dc slot), each once checked,
   then B->reps rounds of each, alternating which goes first; GB/s summed over threads. */
static int measure_together(bench *B, figure *f, task *tasks, int n)
{
    int i, s;
    f->reps = B->reps;
    f->has_raw = 1;
    if ((f->raw_verified = together_checked(B, f, tasks, 1, "alone")) == 0) return 0;
    if ((f->dc_verified = together_checked(B, f, tasks, n, "together")) == 0) return 0;
    for (i = 0; i < B->reps; i++)
        for (s = 0; s < 2; s++) {
            int alone = (i + s) % 2 == 0, k = alone ? 1 : n;
            double dt;
            if (!run_together(B, f, tasks, k, &dt)) return 0;
            (alone ? f->raw : f->dc)[i] = (double)B->size * k / dt / 1e9;
        }
    f->dc_med = median(f->dc, f->reps);
    f->raw_med = median(f->raw, f->reps);
    f->ratio = f->raw_med > 0 ? f->dc_med / f->raw_med : 0;
    return 1;
}

/* 5. several host threads at once in the DC_CONTEXT_NO_PEER context: (a) host-staged
   copies on two disjoint pairs, (b) pageable writes to up to four devices. The devices
   are the first four of device 0's backend, so that a CPU OpenCL device beside the GPUs
   does not pace the GPUs. */
static void section_concurrent(bench *B)
{
    int dev[MAX_THREADS], n = 0, d, i, all_cuda = 1;
    char title[320];
    unsigned char *host[MAX_THREADS] = { 0 };
    task tasks[MAX_THREADS];
    figure *f;

    for (d = 0; d < B->count && n < MAX_THREADS; d++)
        if (B->info[d].backend == B->info[0].backend) dev[n++] = d;
    snprintf(title, sizeof title, "5. host threads at once, peer access off (DC_CONTEXT_NO_PEER), %.0f MiB per "
             "thread, median of %d (together: GB/s of all threads; alone: the first thread by itself)",
             (double)B->size / MIB, B->reps);
    print_header(title, "together", "alone");
    if (n < 2) {
        printf("(fewer than two devices of one backend: nothing to run at once)\n");
        return;
    }
    for (i = 0; i < n; i++) all_cuda &= B->is_cuda[dev[i]];

    /* (a) dev0 -> dev1 and dev2 -> dev3 */
    if (n >= 4) {
        dc_copy_path p01 = DC_COPY_PATH_NONE, p23 = DC_COPY_PATH_NONE;
        dc_result r;
        f = new_figure(B, "concurrent_staged_copies", "2 copies", dev[0], dev[1]);
        if (!f) { B->api_errors++; return; }
        f->threads = 2;
        memset(tasks, 0, sizeof tasks);
        for (i = 0; i < 2; i++) {
            tasks[i].B = B;
            tasks[i].a = f->from_list[i] = dev[2 * i];
            tasks[i].b = f->to_list[i] = dev[2 * i + 1];
        }
        r = dc_copy_path_get(B->ctx, B->dst[dev[1]], B->src[dev[0]], &p01);
        if (r == DC_SUCCESS) r = dc_copy_path_get(B->ctx, B->dst[dev[3]], B->src[dev[2]], &p23);
        if (r != DC_SUCCESS) {
            fail_dc(B, f, "dc_copy_path_get", r);
        } else {
            snprintf(f->path, sizeof f->path, "%s", dc_copy_path_name(p01));
            if (all_cuda) {
                f->tk = T_RATIO_MIN;
                f->target = TARGET_CONCURRENT_RATIO;
                if (p01 != DC_COPY_PATH_HOST_STAGED || p23 != DC_COPY_PATH_HOST_STAGED) {
                    snprintf(f->note, sizeof f->note, "paths %s and %s: should be host-staged",
                             dc_copy_path_name(p01), dc_copy_path_name(p23));
                    f->check_failed = 1;
                }
            } else {
                snprintf(f->note, sizeof f->note, "reported only: the target is for CUDA devices");
            }
            if (measure_together(B, f, tasks, 2)) judge(f);
        }
        print_row(f);
    } else {
        printf("(fewer than four devices of one backend: no two disjoint pairs to copy between)\n");
    }

    /* (b) malloc'ed memory -> dev0..dev(n-1), each thread from its own pages */
    f = new_figure(B, "concurrent_pageable_h2d", "H2D pageable", -1, dev[0]);
    if (!f) { B->api_errors++; return; }
    f->threads = n;
    memset(tasks, 0, sizeof tasks);
    for (i = 0; i < n; i++) {
        host[i] = (unsigned char *)malloc((size_t)B->size);
        if (!host[i]) {
            snprintf(f->error, sizeof f->error, "out of host memory for %d x %llu bytes", n,
                     (unsigned long long)B->size);
            B->api_errors++;
            break;
        }
        pattern(host[i], 0, B->size, 1000 + (uint64_t)dev[i]);   /* also faults the pages in */
        tasks[i].B = B;
        tasks[i].write = 1;
        tasks[i].b = dev[i];
        tasks[i].host = host[i];
        f->from_list[i] = -1;
        f->to_list[i] = dev[i];
    }
    if (!f->error[0]) {
        dc_transfer_stats s0, s1;
        dc_result r = dc_transfer_stats_get(B->ctx, &s0);
        if (r != DC_SUCCESS) fail_dc(B, f, "dc_transfer_stats_get", r);
        else if (measure_together(B, f, tasks, n)) {
            r = dc_transfer_stats_get(B->ctx, &s1);
            if (r != DC_SUCCESS) fail_dc(B, f, "dc_transfer_stats_get", r);
            else {
                /* the writes of measure_together: 1 + n checked, then reps x (1 + n); the
                   checks' small read-backs may add a little */
                uint64_t all = (uint64_t)(1 + B->reps) * (uint64_t)(1 + n) * B->size;
                uint64_t staged = s1.pageable_staged_bytes - s0.pageable_staged_bytes;
                snprintf(f->path, sizeof f->path, "%s",
                         staged >= all ? "staged" : staged < B->size ? "direct" : "partly staged");
                snprintf(f->note, sizeof f->note, "reported, not judged: host memory bandwidth may bound it");
                judge(f);
            }
        }
    }
    print_row(f);
    for (i = 0; i < n; i++) free(host[i]);
}

/* ------------------------------------------------------------------ output */

static void json_stats(FILE *f, const char *name, const dc_transfer_stats *s, int have)
{
    int p;
    fprintf(f, "  \"%s\": ", name);
    if (!have) { fprintf(f, "null,\n"); return; }
    fprintf(f, "{\"copy_bytes\": {");
    for (p = 1; p < DC_COPY_PATH_COUNT; p++)
        fprintf(f, "%s\"%s\": %llu", p > 1 ? ", " : "", dc_copy_path_name((dc_copy_path)p), (unsigned long long)s->copy_bytes[p]);
    fprintf(f, "}, \"copy_count\": {");
    for (p = 1; p < DC_COPY_PATH_COUNT; p++)
        fprintf(f, "%s\"%s\": %llu", p > 1 ? ", " : "", dc_copy_path_name((dc_copy_path)p), (unsigned long long)s->copy_count[p]);
    fprintf(f, "}, \"host_to_device_bytes\": %llu, \"device_to_host_bytes\": %llu, \"pageable_staged_bytes\": %llu},\n",
            (unsigned long long)s->host_to_device_bytes, (unsigned long long)s->device_to_host_bytes,
            (unsigned long long)s->pageable_staged_bytes);
}

static int write_json(const char *path, const bench *B, const dc_context *ctx, const char *machine,
                      const char *host, const char *date, const double *topo, const dc_transfer_stats *st1, int have_st1,
                      const dc_transfer_stats *st2, int have_st2)
{
    FILE *f = fopen(path, "w");
    int i, judged = 0, pass = 0;
    char target[32];

    if (!f) return 0;
    json_head(f, "bandwidth", machine, host, date);
    if (B->api.driver_version)
        fprintf(f, "  \"cuda_driver_version\": \"%d.%d\",\n", B->api.driver_version / 1000, (B->api.driver_version % 1000) / 10);
    else
        fprintf(f, "  \"cuda_driver_version\": null,\n");
    fprintf(f, "  \"size_bytes\": %llu,\n  \"reps\": %d,\n  \"latency_bytes\": %u,\n",
            (unsigned long long)B->size, B->reps, LAT_BYTES);
    fprintf(f, "  \"method\": \"each transfer once as a checked warm-up (destination marked, 3 windows of %u bytes "
               "compared with the random source), then reps repetitions alternating raw and dc, host monotonic "
               "clock around the blocking call(s), median; GB = 1e9 bytes; both_ways counts the bytes of both "
               "directions; latency: batches of back-to-back blocking 8-byte copies, us per copy, checked after the batches (per side: "
               "destination marked, one more copy by the same call, the 8 bytes read back and compared); raw = CUDA "
               "driver calls on the same pointers, contexts and streams; concurrent_*: one host thread per "
               "transfer released together, timed until the last returned, together (GB/s summed) against the "
               "first thread alone, rounds alternating which goes first\",\n", WINDOW);
    fprintf(f, "  \"targets\": {\"copy_ratio_min\": %.2f, \"latency_ratio_max\": %.2f, \"h2d_pageable_ratio_min\": %.2f, "
               "\"host_staged_gbps_min_cuda\": %.1f, \"concurrent_staged_copies_ratio_min_cuda\": %.2f},\n",
            TARGET_PEER_RATIO, TARGET_LATENCY_RATIO, TARGET_PAGEABLE_RATIO, TARGET_STAGED_GBPS,
            TARGET_CONCURRENT_RATIO);
    json_devices(f, ctx);
    fprintf(f, "  \"figures\": [\n");
    for (i = 0; i < B->fig_count; i++) {
        const figure *g = B->figs[i];
        /* section 5 compares threads together with one alone, not dc with the driver */
        const char *kd = g->threads ? "together" : "dc", *kr = g->threads ? "alone" : "raw";
        fprintf(f, "    {\"section\": \"%s\", \"what\": ", g->section);
        json_string(f, g->what);
        if (g->threads) {
            int t;
            fprintf(f, ", \"threads\": %d, \"from\": [", g->threads);
            for (t = 0; t < g->threads; t++)
                fprintf(f, g->from_list[t] < 0 ? "%s\"host\"" : "%s%d", t ? ", " : "", g->from_list[t]);
            fprintf(f, "], \"to\": [");
            for (t = 0; t < g->threads; t++)
                fprintf(f, g->to_list[t] < 0 ? "%s\"host\"" : "%s%d", t ? ", " : "", g->to_list[t]);
            fprintf(f, "]");
        } else {
            fprintf(f, ", \"from\": ");
            if (g->from < 0) fprintf(f, "\"host\""); else fprintf(f, "%d", g->from);
            fprintf(f, ", \"to\": ");
            if (g->to < 0) fprintf(f, "\"host\""); else fprintf(f, "%d", g->to);
        }
        fprintf(f, ", \"path\": ");
        json_string(f, g->path);
        fprintf(f, ", \"unit\": \"%s\"", g->latency ? "us" : "GB/s");
        if (g->latency) fprintf(f, ", \"batch\": %ld", g->batch);
        if (!g->error[0]) {
            fprintf(f, ",\n     \"%s\": %.4f, \"%s\": ", kd, g->dc_med, kr);
            if (g->has_raw) fprintf(f, "%.4f, \"ratio\": %.4f", g->raw_med, g->ratio);
            else fprintf(f, "null, \"ratio\": null");
        }
        fprintf(f, ", \"target\": ");
        json_string(f, target_text(g, target, sizeof target));
        fprintf(f, ", \"judged\": %s, \"pass\": %s, \"status\": ", g->judged ? "true" : "false",
                g->judged && g->pass && !g->check_failed ? "true" : "false");
        json_string(f, status_text(g));
        fprintf(f, ", \"%s_bytes_ok\": %s, \"%s_bytes_ok\": %s",
                kd, g->dc_verified > 0 ? "true" : g->dc_verified < 0 ? "false" : "null",
                kr, g->raw_verified > 0 ? "true" : g->raw_verified < 0 ? "false" : "null");
        if (g->note[0]) { fprintf(f, ", \"note\": "); json_string(f, g->note); }
        if (g->error[0]) { fprintf(f, ", \"error\": "); json_string(f, g->error); }
        if (g->reps && !g->error[0]) {
            fprintf(f, ",\n     \"%s_samples\": ", kd);
            json_array(f, g->dc, g->reps);
            if (g->has_raw) {
                fprintf(f, ", \"%s_samples\": ", kr);
                json_array(f, g->raw, g->reps);
            }
        }
        fprintf(f, "}%s\n", i + 1 < B->fig_count ? "," : "");
        judged += g->judged;
        pass += g->judged && g->pass && !g->check_failed;
    }
    fprintf(f, "  ],\n  \"topology_measure_gbps\": ");
    if (topo) {
        int a, b;
        fprintf(f, "[");
        for (a = 0; a < B->count; a++) {
            fprintf(f, "%s[", a ? ", " : "");
            for (b = 0; b < B->count; b++) fprintf(f, "%s%.2f", b ? ", " : "", topo[a * B->count + b]);
            fprintf(f, "]");
        }
        fprintf(f, "],\n");
    } else {
        fprintf(f, "null,\n");
    }
    json_stats(f, "transfer_stats", st1, have_st1);
    json_stats(f, "transfer_stats_no_peer", st2, have_st2);
    fprintf(f, "  \"summary\": {\"figures\": %d, \"judged\": %d, \"pass\": %d, \"api_errors\": %d, \"wrong_bytes\": %d}\n}\n",
            B->fig_count, judged, pass, B->api_errors, B->wrong_bytes);
    return fclose(f) == 0;
}

/* ------------------------------------------------------------------ main */

static void usage(const char *prog)
{
    fprintf(stderr, "usage: %s [--size BYTES[K|M|G]] [--reps N] [--out FILE] [--quick] "
                    "[--backend all|cuda|opencl] [--latency-copies N]\n", prog);
}

int main(int argc, char **argv)
{
    const char *out_path = NULL;
    char host[128], machine[128], default_out[320], date[32], err[1536];
    uint64_t size = 0, requested;
    int reps = 0, quick = 0, i, d, status = 1, have_st1 = 0, have_st2 = 0, judged = 0, pass = 0;
    unsigned backends = 0;
    long latency_copies = 2000;
    bench B;
    dc_context_desc cdesc;
    dc_context *ctx1 = NULL, *ctx2 = NULL;
    unsigned char *pageable = NULL, *pinned = NULL, *pinned2 = NULL;
    double *topo = NULL;
    dc_transfer_stats st1, st2;
    dc_result r;
    time_t t;

    if (!bench_self_check("bench_bandwidth")) return 1;
    for (i = 1; i < argc; i++) {
        const char *a = argv[i];
        const char *v = i + 1 < argc ? argv[i + 1] : NULL;
        if (!strcmp(a, "--quick")) { quick = 1; continue; }
        if (!v) { usage(argv[0]); return 2; }
        if (!strcmp(a, "--size")) { if (!parse_size(v, &size)) { usage(argv[0]); return 2; } }
        else if (!strcmp(a, "--reps")) reps = atoi(v);
        else if (!strcmp(a, "--out")) out_path = v;
        else if (!strcmp(a, "--latency-copies")) latency_copies = atol(v);
        else if (!strcmp(a, "--backend")) {
            if (!strcmp(v, "cuda")) backends = DC_BACKEND_CUDA;
            else if (!strcmp(v, "opencl")) backends = DC_BACKEND_OPENCL;
            else if (!strcmp(v, "all")) backends = 0;
            else { usage(argv[0]); return 2; }
        }
        else { usage(argv[0]); return 2; }
        i++;
    }
    if (!size) size = quick ? (uint64_t)16 << 20 : (uint64_t)256 << 20;
    if (!reps) reps = quick ? 3 : 9;
    size &= ~(uint64_t)7;
    if (reps < 1 || reps > MAX_REPS || size < MIN_SIZE || latency_copies < 1) {
        fprintf(stderr, "bench_bandwidth: need 1 <= reps <= %d, size >= %u, latency copies >= 1\n", MAX_REPS, MIN_SIZE);
        return 2;
    }

    memset(&B, 0, sizeof B);
    memset(&st1, 0, sizeof st1);
    memset(&st2, 0, sizeof st2);
    B.reps = reps;
    B.latency_copies = latency_copies;
    B.latency_budget_s = quick ? 0.5 : 2.0;
    host_name(host, sizeof host);
    t = time(NULL);
    strftime(date, sizeof date, "%Y-%m-%dT%H:%M:%SZ", gmtime(&t));
    raw_api_load(&B.api);

#define CHECK(call) do { r = (call); if (r != DC_SUCCESS) { \
        fprintf(stderr, "bench_bandwidth: %s failed: %s\n  %s\n", #call, dc_result_name(r), dc_last_error()); \
        B.api_errors++; goto done; } } while (0)
    memset(&cdesc, 0, sizeof cdesc);
    cdesc.backends = backends;
    CHECK(dc_context_create(&cdesc, &ctx1));
    B.ctx = ctx1;
    B.count = dc_device_count(ctx1);
    B.info = (dc_device_info *)calloc((size_t)B.count, sizeof *B.info);
    B.is_cuda = (int *)calloc((size_t)B.count, sizeof *B.is_cuda);
    B.cu_ctx = (void **)calloc((size_t)B.count, sizeof *B.cu_ctx);
    B.def_stream = (void **)calloc((size_t)B.count, sizeof *B.def_stream);
    B.src = (dc_buffer *)calloc((size_t)B.count, sizeof *B.src);
    B.dst = (dc_buffer *)calloc((size_t)B.count, sizeof *B.dst);
    B.src_ptr = (uint64_t *)calloc((size_t)B.count, sizeof *B.src_ptr);
    B.dst_ptr = (uint64_t *)calloc((size_t)B.count, sizeof *B.dst_ptr);
    B.scratch = (unsigned char *)malloc(WINDOW);
    if (!B.info || !B.is_cuda || !B.cu_ctx || !B.def_stream || !B.src || !B.dst || !B.src_ptr || !B.dst_ptr || !B.scratch) {
        fprintf(stderr, "bench_bandwidth: out of host memory\n");
        B.api_errors++;
        goto done;
    }
    requested = size;
    for (d = 0; d < B.count; d++) {
        CHECK(dc_device_get_info(ctx1, d, &B.info[d]));
        B.is_cuda[d] = B.info[d].backend == DC_BACKEND_CUDA;
        /* Two buffers per device (and two more in the second context later): keep within
           what one allocation and the device's memory allow. */
        if (B.info[d].max_allocation && size > B.info[d].max_allocation) size = B.info[d].max_allocation & ~(uint64_t)7;
        if (B.info[d].total_memory && size > B.info[d].total_memory / 5) size = (B.info[d].total_memory / 5) & ~(uint64_t)7;
    }
    if (size < MIN_SIZE) { fprintf(stderr, "bench_bandwidth: the devices are too small\n"); goto done; }
    B.size = size;
    machine_name(ctx1, machine, sizeof machine);
    if (!out_path) {
        result_path(default_out, sizeof default_out, "bandwidth", machine, date);
        out_path = default_out;
    }

    printf("bandwidth: dc transfers beside the CUDA driver's own calls (raw), machine %s, %s\n", machine, date);
    if (B.api.driver_version)
        printf("CUDA driver %d.%d\n", B.api.driver_version / 1000, (B.api.driver_version % 1000) / 10);
    for (d = 0; d < B.count; d++)
        printf("  device %d: %s (%s, %s, driver %s)\n", d, B.info[d].name, backend_name(B.info[d].backend),
               B.info[d].platform, B.info[d].driver_version);
    for (d = 0; d < B.count; d++)
        if (B.is_cuda[d] && !B.api.cuda_ok) {
            printf("WARNING: CUDA devices, but the raw entry points could not be loaded from the CUDA driver: "
                   "raw columns stay empty\n");
            break;
        }
    if (B.count < 2) printf("(one device: the device-to-device sections need two)\n");
    if (size != requested)
        printf("(--size %llu is more than the devices allow: using %llu bytes)\n", (unsigned long long)requested,
               (unsigned long long)size);
    fflush(stdout);

    pageable = (unsigned char *)malloc((size_t)size);
    pinned = (unsigned char *)dc_host_alloc(ctx1, size);
    if (!pageable) { fprintf(stderr, "bench_bandwidth: out of host memory\n"); B.api_errors++; goto done; }
    if (!pinned) { fprintf(stderr, "bench_bandwidth: dc_host_alloc failed: %s\n", dc_last_error()); B.api_errors++; goto done; }
    memset(pageable, 0, (size_t)size);          /* fault the pages in before any timing */
    memset(pinned, 0, (size_t)size);

    B.seed_base = 1;
    if (!setup_buffers(&B, pageable, err, sizeof err)) {
        fprintf(stderr, "bench_bandwidth: %s\n", err);
        B.api_errors++;
        goto done;
    }
    if (B.count >= 2) {
        section_pairs(&B);
        section_latency(&B);
    }
    section_host(&B, pinned, pageable);
    free_buffers(&B);
    dc_host_free(ctx1, pinned);
    pinned = NULL;

    if (B.count >= 2) {
        topo = (double *)calloc((size_t)B.count * (size_t)B.count, sizeof *topo);
        if (!topo) { B.api_errors++; goto done; }
        printf("\ndc_topology_measure (%.0f MiB) and dc_topology_print:\n", (double)size / MIB);
        r = dc_topology_measure(ctx1, size, topo);
        if (r == DC_SUCCESS) r = dc_topology_print(ctx1, stdout);
        if (r != DC_SUCCESS) {
            printf("ERROR: dc_topology_measure / dc_topology_print: %s: %s\n", dc_result_name(r), dc_last_error());
            B.api_errors++;
            free(topo);
            topo = NULL;
        }
    }
    if (dc_transfer_stats_get(ctx1, &st1) == DC_SUCCESS) have_st1 = 1;
    else { printf("ERROR: dc_transfer_stats_get: %s\n", dc_last_error()); B.api_errors++; }

    /* 4: a second context that never enables peer access. */
    if (B.count >= 2) {
        int count2;
        cdesc.flags = DC_CONTEXT_NO_PEER;
        CHECK(dc_context_create(&cdesc, &ctx2));
        count2 = dc_device_count(ctx2);
        for (d = 0; d < count2 && d < B.count; d++) {
            dc_device_info in;
            CHECK(dc_device_get_info(ctx2, d, &in));
            if (strcmp(in.name, B.info[d].name) != 0 || in.backend != B.info[d].backend) count2 = -1;
        }
        if (count2 != B.count) {
            fprintf(stderr, "bench_bandwidth: the DC_CONTEXT_NO_PEER context lists other devices\n");
            B.api_errors++;
            goto done;
        }
        B.ctx = ctx2;
        B.seed_base = 2000;
        for (d = 0; d < B.count; d++) if (B.is_cuda[d]) break;
        if (d < B.count && B.api.cuda_ok) {
            pinned2 = (unsigned char *)dc_host_alloc(ctx2, size);
            if (!pinned2) { fprintf(stderr, "bench_bandwidth: dc_host_alloc failed: %s\n", dc_last_error()); B.api_errors++; goto done; }
            memset(pinned2, 0, (size_t)size);
        }
        if (!setup_buffers(&B, pageable, err, sizeof err)) {
            fprintf(stderr, "bench_bandwidth: %s\n", err);
            B.api_errors++;
            goto done;
        }
        section_staged(&B, pinned2);
        section_concurrent(&B);
        free_buffers(&B);
        if (dc_transfer_stats_get(ctx2, &st2) == DC_SUCCESS) have_st2 = 1;
        else { printf("ERROR: dc_transfer_stats_get: %s\n", dc_last_error()); B.api_errors++; }
    }
#undef CHECK

    for (i = 0; i < B.fig_count; i++) {
        judged += B.figs[i]->judged;
        pass += B.figs[i]->judged && B.figs[i]->pass && !B.figs[i]->check_failed;
    }
    printf("\nratio = dc / raw (GB/s: higher is better; latency: lower is better); section 5: together / alone. "
           "%d of %d judged figures PASS.\n", pass, judged);
    if (pass < judged) printf("TARGET MISSED on %d figure(s) (a measurement, not an error).\n", judged - pass);
    if (B.wrong_bytes) printf("WRONG BYTES in %d transfer(s).\n", B.wrong_bytes);
    if (B.api_errors) printf("%d API failure(s).\n", B.api_errors);
    status = B.wrong_bytes || B.api_errors ? 1 : 0;

done:
    if (B.count && out_path) {
        if (!write_json(out_path, &B, ctx1, machine, host, date, topo, &st1, have_st1, &st2, have_st2)) {
            fprintf(stderr, "bench_bandwidth: cannot write %s\n", out_path);
            status = 1;
        } else {
            printf("results: %s\n", out_path);
        }
    }
    if (ctx2) dc_host_free(ctx2, pinned2);
    if (ctx1) dc_host_free(ctx1, pinned);
    dc_context_destroy(ctx2);
    dc_context_destroy(ctx1);
    for (i = 0; i < B.fig_count; i++) free(B.figs[i]);
    free(B.figs);
    free(B.info);
    free(B.is_cuda);
    free(B.cu_ctx);
    free(B.def_stream);
    free(B.src);
    free(B.dst);
    free(B.src_ptr);
    free(B.dst_ptr);
    free(B.scratch);
    free(pageable);
    free(topo);
    return status;
}
