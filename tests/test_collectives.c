/* test_collectives.c - the collectives (dc_comm_*, dc_allreduce ... dc_reduce_scatter, their
   _async forms and dc_collective_run) against DESIGN's "Collective semantics", not against
   the algorithm that carries them out today.

   Covered: every collective x dtype x op (ops for the reducing ones) x root (reduce,
   broadcast) at 0, 1 and 7 elements per rank, in place and out of place, through the named
   functions (offsets 0) and dc_collective_run with nonzero byte offsets (aligned and not),
   on a communicator in device order and one in a permuted device order; 1 Mi + 3 elements
   per rank on a seeded sample; every rank's result against a host reference, the ranks'
   results bitwise identical where they must be, every byte outside the written range of
   every buffer untouched, the report. Also: chains of collectives back to back with
   changing sizes and dtypes, two communicators over overlapping devices used in turn, two
   host threads on one communicator, the _async forms on user streams (work queued before
   is seen, work queued after sees the result), a tiny timeout, every bad input of the
   error table (the code, and no buffer changed), communicator creation and its errors,
   the host path's reduction split over worker threads (bitwise what one thread gives).

   References. Integers: exact; SUM and PROD wrap, AVG is the 64-bit (wrapping) sum divided
   by the rank count, truncated toward zero. Floats, MIN and MAX: exact (the result is one
   of the inputs), NaN wherever any rank has NaN (inputs carry NaNs on purpose). Floats,
   SUM / PROD / AVG: an f64 reference accumulated in rank order; inputs are positive, in
   [0.5, 2), so nothing cancels and nothing overflows; the relative error allowed is
       f64 1e-13 x nranks, f32 1e-6 x nranks (f32 accumulation: <= nranks x 6e-8),
       f16 1e-3 (accumulated in f32, one rounding to 11 bits: <= 4.9e-4),
       bf16 1e-2 (one rounding to 8 bits: <= 3.9e-3).

   Sampling. Every test prints its seed ("note: ... seed N"); DC_COLL_SEED=N replays it
   (otherwise the seed comes from the clock). The small counts run whole, every case in
   every layout (device order or permuted x no / aligned / unaligned offsets), with zero
   handles for unused buffers or not at random; the large count runs one random case per
   collective (random dtype, op, root, placement, layout). DC_COLL_FULL=1 (make
   soak-collectives) runs the small cases both with and without zero handles, every large
   case (in a random layout), and longer chains, more threads and stream rounds. */
#include "common.h"

#include <math.h>
#include <pthread.h>
#include <time.h>

#define CL_MAXR 32                                /* ranks we handle (DC_DISPATCH_MAX_DEVICES) */
#define CL_GUARD 64                               /* bytes after every range, must stay put */
#define CL_ONESHOT_MAX ((uint64_t)256 << 10)   /* bytes a rank: the largest all-reduce one-shot carries (as documented) */
#define CL_LL_MAX(n) ((uint64_t)((n) == 2 ? 1024 : 64) << 10)   /* bytes a rank: the largest message LL carries on n ranks (as documented) */
#define CL_LL128_MAX(n) ((uint64_t)((n) == 2 ? 3840 : 120) << 10)   /* and LL128 (3.75 MiB, 120 KiB) */
#define CL_LL_AUTO_2 ((uint64_t)128 << 10)   /* bytes a rank where the choice goes from LL to LL128 on 2 ranks with NVLink */
#define CL_LL128_AUTO_2 ((uint64_t)2 << 20)  /* and from LL128 on */
#define CL_PACKET_MAX(a, n) ((a) == DC_COMM_ALGO_LL128 ? CL_LL128_MAX(n) : CL_LL_MAX(n))
#define CL_LARGE ((uint64_t)1048576 + 3)          /* the large count, elements per rank */
#define CL_MAX_FAILED_CASES 12                    /* a test stops after this many failed cases */

static const dc_collective cl_kinds[] = { DC_ALLREDUCE, DC_REDUCE, DC_BROADCAST, DC_ALLGATHER, DC_REDUCE_SCATTER };

/* --- seeds, modes ------------------------------------------------------------------------ */

static int cl_full(void)
{
    const char *e = getenv("DC_COLL_FULL");
    return e && e[0] && strcmp(e, "0") != 0;
}

static uint64_t cl_mix(uint64_t x)   /* splitmix64's finaliser */
{
    x += 0x9E3779B97F4A7C15ull;
    x = (x ^ (x >> 30)) * 0xBF58476D1CE4E5B9ull;
    x = (x ^ (x >> 27)) * 0x94D049BB133111EBull;
    return x ^ (x >> 31);
}

/* The run's seed: DC_COLL_SEED, else the clock and an address (ASLR). Printed by each test. */
static uint64_t cl_seed(const char *test)
{
    static int have;
    static uint64_t seed;
    const char *e = getenv("DC_COLL_SEED");
    if (!have) {
        if (e && e[0]) seed = strtoull(e, NULL, 0);
        else seed = cl_mix((uint64_t)time(NULL) ^ ((uint64_t)clock() << 20) ^ (uint64_t)(uintptr_t)&have) % 1000000007ull;
        have = 1;
    }
    th_note("%s: seed %llu (DC_COLL_SEED=%llu replays it)%s", test, (unsigned long long)seed, (unsigned long long)seed,
            cl_full() ? ", full matrix (DC_COLL_FULL)" : "");
    return seed;
}

static uint64_t cl_rand(uint64_t *s) { return th_rand(s); }
static uint64_t cl_below(uint64_t *s, uint64_t n) { return n ? th_rand(s) % n : 0; }

/* --- element types on the host ------------------------------------------------------------ */

static int cl_is_float(dc_dtype t) { return t == DC_F32 || t == DC_F64 || t == DC_F16 || t == DC_BF16; }
static int cl_is_signed(dc_dtype t) { return t == DC_I8 || t == DC_I32 || t == DC_I64; }
static int cl_reduces(dc_collective k) { return k == DC_ALLREDUCE || k == DC_REDUCE || k == DC_REDUCE_SCATTER; }
static int cl_rooted(dc_collective k) { return k == DC_REDUCE || k == DC_BROADCAST; }

/* Integers widened to 64 bits: signed ones sign-extended. */
static uint64_t cl_load_i(dc_dtype t, const unsigned char *p)
{
    int8_t i8; uint8_t u8; int32_t i32; uint32_t u32; uint64_t u64;
    switch (t) {
    case DC_I8:  memcpy(&i8, p, 1); return (uint64_t)(int64_t)i8;
    case DC_U8:  memcpy(&u8, p, 1); return u8;
    case DC_I32: memcpy(&i32, p, 4); return (uint64_t)(int64_t)i32;
    case DC_U32: memcpy(&u32, p, 4); return u32;
    default:     memcpy(&u64, p, 8); return u64;
    }
}

static void cl_store_i(dc_dtype t, unsigned char *p, uint64_t v)
{
    uint8_t u8 = (uint8_t)v;
    uint32_t u32 = (uint32_t)v;
    switch (t) {
    case DC_I8: case DC_U8: memcpy(p, &u8, 1); break;
    case DC_I32: case DC_U32: memcpy(p, &u32, 4); break;
    default: memcpy(p, &v, 8); break;
    }
}

/* One element as text: the value and its bits. */
static const char *cl_fmt(dc_dtype t, const unsigned char *p, char *buf, size_t cap)
{
    size_t size = dc_dtype_size(t), i;
    char bits[24];
    int at = 0;
    for (i = size; i-- > 0;) at += snprintf(bits + at, sizeof bits - (size_t)at, "%02x", p[i]);
    if (cl_is_float(t)) snprintf(buf, cap, "%.10g (0x%s)", tk_load_f(t, p), bits);
    else if (cl_is_signed(t)) snprintf(buf, cap, "%lld (0x%s)", (long long)(int64_t)cl_load_i(t, p), bits);
    else snprintf(buf, cap, "%llu (0x%s)", (unsigned long long)cl_load_i(t, p), bits);
    return buf;
}

/* Relative error allowed for float SUM / PROD / AVG (see the top of the file). */
static double cl_tolerance(dc_dtype t, int n)
{
    switch (t) {
    case DC_F64: return 1e-13 * n;
    case DC_F32: return 1e-6 * n;
    case DC_F16: return 1e-3;
    default:     return 1e-2;
    }
}

/* A positive value in [0.5, 2) (negative too when `sign`), exactly representable. */
static void cl_gen_value(dc_dtype t, unsigned char *p, uint64_t *rng, int sign)
{
    uint64_t r = cl_rand(rng);
    int neg = sign && (r >> 63);
    int half = (int)((r >> 62) & 1);   /* [0.5, 1) or [1, 2) */
    uint16_t h;
    uint32_t u;
    uint64_t u64;
    switch (t) {
    case DC_F32: u = (uint32_t)(126 + !half) << 23 | (uint32_t)(r & 0x7FFFFF) | (uint32_t)neg << 31; memcpy(p, &u, 4); break;
    case DC_F64: u64 = (uint64_t)(1022 + !half) << 52 | (r & 0xFFFFFFFFFFFFFull) | (uint64_t)neg << 63; memcpy(p, &u64, 8); break;
    case DC_F16: h = (uint16_t)((14 + !half) << 10 | (r & 0x3FF) | neg << 15); memcpy(p, &h, 2); break;
    default:     h = (uint16_t)((126 + !half) << 7 | (r & 0x7F) | neg << 15); memcpy(p, &h, 2); break;
    }
}

static void cl_gen_nan(dc_dtype t, unsigned char *p, uint64_t *rng)
{
    uint64_t r = cl_rand(rng);
    uint16_t h;
    uint32_t u;
    uint64_t u64;
    switch (t) {
    case DC_F32: u = 0x7FC00000u | (uint32_t)(r & 0x3FFFFF) | (uint32_t)(r >> 63) << 31; memcpy(p, &u, 4); break;
    case DC_F64: u64 = 0x7FF8000000000000ull | (r & 0x7FFFFFFFFFFFFull) | (r >> 63) << 63; memcpy(p, &u64, 8); break;
    case DC_F16: h = (uint16_t)(0x7E00u | (r & 0x1FF) | (r >> 63) << 15); memcpy(p, &h, 2); break;
    default:     h = (uint16_t)(0x7FC0u | (r & 0x3F) | (r >> 63) << 15); memcpy(p, &h, 2); break;
    }
}

/* The send data of rank r (n ranks), `elems` elements. Float MIN/MAX: element j is NaN on
   rank (j / 4) mod n when j mod 4 == 1, on every rank when j mod 16 == 14; float SUM /
   PROD / AVG: positive values; everything else: random bits. */
static void cl_gen_input(dc_collective k, dc_dtype t, dc_op op, int r, int n, unsigned char *p, uint64_t elems, uint64_t *rng)
{
    size_t size = dc_dtype_size(t);
    uint64_t j;
    if (!cl_reduces(k) || !cl_is_float(t)) {
        th_fill_random(p, (size_t)(elems * size), cl_rand(rng) | 1);
        return;
    }
    for (j = 0; j < elems; j++) {
        int minmax = op == DC_MIN || op == DC_MAX;
        if (minmax && ((j % 4 == 1 && (int)((j / 4) % (uint64_t)n) == r) || j % 16 == 14)) cl_gen_nan(t, p + j * size, rng);
        else cl_gen_value(t, p + j * size, rng, minmax);
    }
}

/* --- the reference ------------------------------------------------------------------------ */

typedef struct cl_spec {
    dc_collective kind;
    dc_dtype dtype;
    dc_op op;
    int root;
    uint64_t count;
    int in_place;
    int offsets;          /* 0: none (the named functions), 1: aligned nonzero, 2: unaligned */
    int zero_unused;      /* zero handles for buffers a rank does not use */
} cl_spec;

/* What one received element must be. */
typedef struct cl_ex {
    int how;              /* 0: these bytes, 1: about `v` (cl_tolerance), 2: a NaN */
    unsigned char b[8];
    double v;
} cl_ex;

/* Global element g: for reduce-scatter g indexes count x n (rank r gets [r x count, ...)),
   for all-gather the receive buffer (rank g / count's element g % count), else 0..count.
   in[r]: rank r's send data (only what the collective reads is looked at). */
static void cl_expect(const cl_spec *s, int n, unsigned char *const *in, uint64_t g, cl_ex *e)
{
    size_t size = dc_dtype_size(s->dtype);
    int r;
    e->how = 0;
    if (s->kind == DC_BROADCAST) {
        memcpy(e->b, in[s->root] + g * size, size);
        return;
    }
    if (s->kind == DC_ALLGATHER) {
        memcpy(e->b, in[g / s->count] + (g % s->count) * size, size);
        return;
    }
    if (cl_is_float(s->dtype)) {
        if (s->op == DC_MIN || s->op == DC_MAX) {
            int best = -1, nan = 0;
            double bv = 0;
            for (r = 0; r < n; r++) {
                double v = tk_load_f(s->dtype, in[r] + g * size);
                if (v != v) nan = 1;
                else if (best < 0 || (s->op == DC_MIN ? v < bv : v > bv)) { best = r; bv = v; }
            }
            if (nan) e->how = 2;
            else memcpy(e->b, in[best] + g * size, size);
        } else {
            double a = tk_load_f(s->dtype, in[0] + g * size);
            for (r = 1; r < n; r++) {
                double v = tk_load_f(s->dtype, in[r] + g * size);
                a = s->op == DC_PROD ? a * v : a + v;
            }
            if (s->op == DC_AVG) a /= n;
            e->how = 1;
            e->v = a;
        }
    } else {
        int sg = cl_is_signed(s->dtype);
        uint64_t a = cl_load_i(s->dtype, in[0] + g * size);
        for (r = 1; r < n; r++) {
            uint64_t v = cl_load_i(s->dtype, in[r] + g * size);
            int less = sg ? (int64_t)v < (int64_t)a : v < a;
            switch (s->op) {
            case DC_PROD: a = a * v; break;
            case DC_MIN:  a = less ? v : a; break;
            case DC_MAX:  a = less ? a : v; break;
            default:      a = a + v; break;
            }
        }
        if (s->op == DC_AVG) {
            if (sg) {
                int64_t q = (int64_t)a / n;   /* C99: truncation toward zero */
                a = (uint64_t)q;
            } else {
                a = a / (uint64_t)n;
            }
        }
        cl_store_i(s->dtype, e->b, a);
    }
}

/* Does `got` match? */
static int cl_match(const cl_spec *s, int n, const cl_ex *e, const unsigned char *got)
{
    size_t size = dc_dtype_size(s->dtype);
    double v;
    if (e->how == 0) return memcmp(got, e->b, size) == 0;
    v = tk_load_f(s->dtype, got);
    if (e->how == 2) return v != v;
    return isfinite(v) && fabs(v - e->v) <= cl_tolerance(s->dtype, n) * fabs(e->v);
}

static const char *cl_ex_text(const cl_spec *s, int n, const cl_ex *e, char *buf, size_t cap)
{
    if (e->how == 0) return cl_fmt(s->dtype, e->b, buf, cap);
    if (e->how == 2) snprintf(buf, cap, "NaN");
    else snprintf(buf, cap, "%.10g (relative tolerance %g)", e->v, cl_tolerance(s->dtype, n));
    return buf;
}

/* --- fixture: a context, communicators ---------------------------------------------------- */

typedef struct cl_comm {
    dc_comm *comm;
    int n;
    int dev[CL_MAXR];     /* rank -> device */
    char name[96];        /* "ranks->devices [2 0 1]" */
    dc_comm_algorithm forced;   /* dc_comm_set_algorithm; NONE = the library's choice */
} cl_comm;

typedef struct cl_fx {
    dc_context *ctx;
    int ndev;
    uint64_t seed;
    int full;
    long cases, failed_cases, refused;
} cl_fx;

/* The context of every device (desc: NULL, or one to create it with); *rng (if not
   NULL): the test's own random stream. */
static dc_context *cl_open_desc(cl_fx *f, const char *test, uint64_t *rng, const dc_context_desc *desc)
{
    memset(f, 0, sizeof *f);
    f->ctx = th_ctx(desc);
    if (!f->ctx) return NULL;
    f->ndev = dc_device_count(f->ctx);
    if (f->ndev > CL_MAXR) f->ndev = CL_MAXR;
    f->seed = cl_seed(test);
    f->full = cl_full();
    if (rng) {
        *rng = f->seed;
        while (*test) *rng = *rng * 131 + (unsigned char)*test++;
        *rng = cl_mix(*rng) | 1;
    }
    return f->ctx;
}
static dc_context *cl_open(cl_fx *f, const char *test, uint64_t *rng) { return cl_open_desc(f, test, rng, NULL); }

/* A communicator over devs[0..n) (devs NULL: every device via dc_comm_create(ctx, NULL, 0)). */
static int cl_comm_open(cl_fx *f, cl_comm *c, const int *devs, int n)
{
    dc_result r;
    int i, at;
    memset(c, 0, sizeof *c);
    c->n = devs ? n : f->ndev;
    for (i = 0; i < c->n; i++) c->dev[i] = devs ? devs[i] : i;
    r = devs ? dc_comm_create(f->ctx, devs, n, &c->comm) : dc_comm_create(f->ctx, NULL, 0, &c->comm);
    at = snprintf(c->name, sizeof c->name, "ranks->devices [");
    for (i = 0; i < c->n && at < (int)sizeof c->name - 8; i++) at += snprintf(c->name + at, sizeof c->name - (size_t)at, i ? " %d" : "%d", c->dev[i]);
    snprintf(c->name + at, sizeof c->name - (size_t)at, "]");
    if (r != DC_SUCCESS) {
        FAIL("dc_comm_create(%s) returned %s", c->name, dc_result_name(r));
        c->comm = NULL;
        return 0;
    }
    if (dc_comm_size(c->comm) != c->n) {
        FAIL("dc_comm_size = %d for %s", dc_comm_size(c->comm), c->name);
        return 0;
    }
    return 1;
}

/* Every device in a permuted order: rank i is device (i x 3 + 1) mod n (a permutation
   for n not a multiple of 3; else reversed). */
static void cl_permutation(int n, int *devs)
{
    int i;
    for (i = 0; i < n; i++) devs[i] = n % 3 ? (i * 3 + 1) % n : n - 1 - i;
}

/* --- one case: set up, run, check everything ---------------------------------------------- */

static void cl_label(const cl_spec *s, const cl_comm *cm, const uint64_t *so, const uint64_t *ro, uint64_t seed, const char *extra,
                     char *buf, size_t cap)
{
    int at, i;
    at = snprintf(buf, cap, "%s %s", dc_collective_name(s->kind), dc_dtype_name(s->dtype));
    if (cl_reduces(s->kind)) at += snprintf(buf + at, cap - (size_t)at, " %s", dc_op_name(s->op));
    if (cl_rooted(s->kind)) at += snprintf(buf + at, cap - (size_t)at, " root %d", s->root);
    at += snprintf(buf + at, cap - (size_t)at, " count %llu %s%s, %s", (unsigned long long)s->count, s->in_place ? "in place" : "out of place",
                   s->zero_unused ? " (zero handles where unused)" : "", cm->name);
    if (so && s->offsets && at < (int)cap - 40) {
        at += snprintf(buf + at, cap - (size_t)at, ", byte offsets send/recv");
        for (i = 0; i < cm->n && at < (int)cap - 40; i++)
            at += snprintf(buf + at, cap - (size_t)at, " %llu/%llu", (unsigned long long)so[i], (unsigned long long)ro[i]);
    }
    if (extra && at < (int)cap - 40) at += snprintf(buf + at, cap - (size_t)at, ", %s", extra);
    if (at < (int)cap - 30) snprintf(buf + at, cap - (size_t)at, ", seed %llu", (unsigned long long)seed);
}

static dc_result cl_call(const cl_comm *cm, const cl_spec *s, const dc_buffer *S, const dc_buffer *R, const uint64_t *so, const uint64_t *ro,
                         const dc_stream *streams, int named)
{
    dc_collective_desc d;
    if (named) {
        switch (s->kind) {
        case DC_ALLREDUCE:
            return streams ? dc_allreduce_async(cm->comm, streams, S, R, s->count, s->dtype, s->op) : dc_allreduce(cm->comm, S, R, s->count, s->dtype, s->op);
        case DC_REDUCE:
            return streams ? dc_reduce_async(cm->comm, streams, S, R, s->count, s->dtype, s->op, s->root)
                           : dc_reduce(cm->comm, S, R, s->count, s->dtype, s->op, s->root);
        case DC_BROADCAST:
            return streams ? dc_broadcast_async(cm->comm, streams, S, R, s->count, s->dtype, s->root) : dc_broadcast(cm->comm, S, R, s->count, s->dtype, s->root);
        case DC_ALLGATHER:
            return streams ? dc_allgather_async(cm->comm, streams, S, R, s->count, s->dtype) : dc_allgather(cm->comm, S, R, s->count, s->dtype);
        default:
            return streams ? dc_reduce_scatter_async(cm->comm, streams, S, R, s->count, s->dtype, s->op)
                           : dc_reduce_scatter(cm->comm, S, R, s->count, s->dtype, s->op);
        }
    }
    memset(&d, 0, sizeof d);
    d.kind = s->kind;
    d.send = S;
    d.recv = R;
    d.send_offset = so;
    d.recv_offset = ro;
    d.count = s->count;
    d.dtype = s->dtype;
    d.op = s->op;
    d.root = s->root;
    d.streams = streams;
    return dc_collective_run(cm->comm, &d);
}

/* The report after a successful call (async: on streams, whose host time is not reported). */
static int cl_check_report(dc_context *ctx, const cl_comm *cm, const cl_spec *s, int async, const char *label)
{
    dc_comm_report rep;
    dc_result r;
    int ok = 1, i, opencl = 0;
    memset(&rep, 0xEE, sizeof rep);
    if ((r = dc_comm_report_get(cm->comm, &rep)) != DC_SUCCESS) {
        FAIL("%s: dc_comm_report_get returned %s", label, dc_result_name(r));
        return 0;
    }
#define RCHECK(cond)                                                                                  \
    do { if (!(cond)) { ok = 0; FAIL("%s: report (algorithm %d \"%s\", %llu bytes): %s", label, (int)rep.algorithm, \
                                      rep.algorithm_name ? rep.algorithm_name : "(NULL)", (unsigned long long)rep.bytes, #cond); } } while (0)
    RCHECK(rep.kind == s->kind);
    RCHECK((int)rep.algorithm >= 0 && (int)rep.algorithm < (int)DC_COMM_ALGO_COUNT);
    RCHECK(rep.algorithm_name != NULL);
    if (!ok) return 0;
    RCHECK(strcmp(rep.algorithm_name, dc_comm_algorithm_name(rep.algorithm)) == 0);
    if (s->count == 0) {
        /* dc_comm_algorithm: NONE = "nothing moved (count 0, or one rank in place)" */
        RCHECK(rep.algorithm == DC_COMM_ALGO_NONE);
        RCHECK(rep.path == DC_COPY_PATH_NONE);
        RCHECK(rep.bytes == 0);
    } else {
        RCHECK(rep.bytes == s->count * dc_dtype_size(s->dtype));
        /* _async calls return once queued, but on HOST and LOCAL, which carry them out first */
        if (!async) RCHECK(rep.ms >= 0 && isfinite(rep.ms));
        else if (rep.algorithm == DC_COMM_ALGO_HOST || rep.algorithm == DC_COMM_ALGO_LOCAL) RCHECK(rep.ms > 0 && isfinite(rep.ms));
        else RCHECK(rep.ms == 0);
        if (cm->n == 1) {
            if (s->in_place) RCHECK(rep.algorithm == DC_COMM_ALGO_NONE && rep.path == DC_COPY_PATH_NONE);
            else RCHECK(rep.algorithm == DC_COMM_ALGO_LOCAL && strcmp(rep.algorithm_name, "local") == 0 &&
                        rep.path == DC_COPY_PATH_SAME_DEVICE);
        } else {
            RCHECK(rep.algorithm != DC_COMM_ALGO_NONE && rep.algorithm != DC_COMM_ALGO_LOCAL);
            if (cm->forced != DC_COMM_ALGO_NONE) RCHECK(rep.algorithm == cm->forced);
            /* the slowest path between ranks: the host's for "host"; a device algorithm
               between OpenCL devices (one context) copies within that context */
            for (i = 0; i < cm->n; i++) opencl += tk_backend(ctx, cm->dev[i]) == DC_BACKEND_OPENCL;
            if (rep.algorithm == DC_COMM_ALGO_HOST) RCHECK(rep.path == DC_COPY_PATH_HOST_STAGED);
            else if (rep.algorithm != DC_COMM_ALGO_NCCL && opencl) RCHECK(rep.path == DC_COPY_PATH_SAME_CONTEXT);
            else if (rep.algorithm != DC_COMM_ALGO_NCCL) RCHECK(rep.path == DC_COPY_PATH_PEER || rep.path == DC_COPY_PATH_SAME_CONTEXT);
        }
    }
#undef RCHECK
    return ok;
}

/* One case, in phases: cl_prepare (buffers with random bytes around the ranges, the
   inputs), cl_issue (the call: the named function when every offset is 0, else
   dc_collective_run; on `streams` when given), cl_verify (every byte of every buffer
   against the reference; the report when this was the communicator's last call),
   cl_release. cl_run does all four. */
typedef struct cl_case {
    cl_fx *f;
    const cl_comm *cm;
    cl_spec s;
    size_t size;
    uint64_t sb, rb, blk;                        /* bytes sent, received per rank; count x size */
    uint64_t so[CL_MAXR], ro[CL_MAXR], bytes[CL_MAXR][2];
    dc_buffer S[CL_MAXR], R[CL_MAXR];            /* what the call gets */
    dc_buffer own[CL_MAXR][2];                   /* what we created (in place: [r][0] only) */
    unsigned char *img[CL_MAXR][2];              /* their bytes before the call */
    unsigned char *in[CL_MAXR];                  /* rank r's send data inside img */
    int named;
    char label[600];
} cl_case;

static int cl_uses_send(const cl_spec *s, int r) { return s->kind != DC_BROADCAST || r == s->root; }
static int cl_uses_recv(const cl_spec *s, int r) { return s->kind != DC_REDUCE || r == s->root; }

static void cl_release(cl_case *c)
{
    int r;
    for (r = 0; r < c->cm->n; r++) {
        dc_buffer_destroy(c->f->ctx, c->own[r][0]);
        dc_buffer_destroy(c->f->ctx, c->own[r][1]);
        free(c->img[r][0]);
        free(c->img[r][1]);
        c->img[r][0] = c->img[r][1] = NULL;
        c->own[r][0].id = c->own[r][1].id = 0;
    }
}

static int cl_prepare(cl_fx *f, const cl_comm *cm, const cl_spec *s, uint64_t case_seed, const char *extra, cl_case *c)
{
    int n = cm->n, r, b;
    uint64_t rng = cl_mix(case_seed) | 1, count = s->count;
    memset(c, 0, sizeof *c);
    c->f = f;
    c->cm = cm;
    c->s = *s;
    c->size = dc_dtype_size(s->dtype);
    c->blk = count * c->size;
    c->sb = (s->kind == DC_REDUCE_SCATTER ? count * (uint64_t)n : count) * c->size;
    c->rb = (s->kind == DC_ALLGATHER ? count * (uint64_t)n : count) * c->size;
    f->cases++;
    for (r = 0; r < n; r++) {
        if (s->offsets == 0) c->so[r] = c->ro[r] = 0;
        else if (s->offsets == 1) {
            c->so[r] = c->size * (1 + cl_below(&rng, 7)) + 64 * cl_below(&rng, 3);
            c->ro[r] = c->size * (1 + cl_below(&rng, 7)) + 64 * cl_below(&rng, 3);
        } else {
            c->so[r] = 1 + cl_below(&rng, 13);
            c->ro[r] = 1 + cl_below(&rng, 13);
            if (c->size > 1 && c->so[r] % c->size == 0) c->so[r]++;
            if (c->size > 1 && c->ro[r] % c->size == 0) c->ro[r]++;
        }
        if (s->in_place) {
            if (s->kind == DC_ALLGATHER) c->so[r] = c->ro[r] + (uint64_t)r * c->blk;
            else if (s->kind == DC_REDUCE_SCATTER) c->ro[r] = c->so[r] + (uint64_t)r * c->blk;
            else c->so[r] = c->ro[r];
        }
    }
    c->named = 1;
    for (r = 0; r < n; r++)
        if (c->so[r] || c->ro[r]) c->named = 0;
    cl_label(s, cm, c->so, c->ro, f->seed, extra, c->label, sizeof c->label);
    for (r = 0; r < n; r++) {
        if (s->in_place) {
            c->bytes[r][0] = (c->so[r] + c->sb > c->ro[r] + c->rb ? c->so[r] + c->sb : c->ro[r] + c->rb) + CL_GUARD;
        } else {
            c->bytes[r][0] = s->zero_unused && !cl_uses_send(s, r) ? 0 : c->so[r] + c->sb + CL_GUARD;
            c->bytes[r][1] = s->zero_unused && !cl_uses_recv(s, r) ? 0 : c->ro[r] + c->rb + CL_GUARD;
        }
        for (b = 0; b < 2; b++) {
            dc_result e;
            if (!c->bytes[r][b]) continue;
            if ((e = dc_buffer_create(f->ctx, cm->dev[r], c->bytes[r][b], &c->own[r][b])) != DC_SUCCESS) {
                FAIL("%s: dc_buffer_create(device %d, %llu bytes) returned %s", c->label, cm->dev[r], (unsigned long long)c->bytes[r][b],
                     dc_result_name(e));
                goto fail;
            }
            if (!(c->img[r][b] = (unsigned char *)malloc((size_t)c->bytes[r][b]))) {
                FAIL("out of host memory");
                goto fail;
            }
            th_fill_random(c->img[r][b], (size_t)c->bytes[r][b], cl_rand(&rng) | 1);
        }
        if (s->in_place) {
            c->S[r] = c->R[r] = c->own[r][0];
            if (s->zero_unused && !cl_uses_send(s, r)) c->S[r].id = 0;
            if (s->zero_unused && !cl_uses_recv(s, r)) c->R[r].id = 0;
        } else {
            c->S[r] = c->own[r][0];
            c->R[r] = c->own[r][1];
        }
        c->in[r] = c->S[r].id ? c->img[r][0] + c->so[r] : NULL;
        if (c->in[r]) cl_gen_input(s->kind, s->dtype, s->op, r, n, c->in[r], c->sb / c->size, &rng);
        for (b = 0; b < 2; b++)
            if (c->bytes[r][b]) {
                dc_result e = dc_buffer_write(f->ctx, c->own[r][b], 0, c->img[r][b], c->bytes[r][b]);
                if (e != DC_SUCCESS) {
                    FAIL("%s: dc_buffer_write returned %s", c->label, dc_result_name(e));
                    goto fail;
                }
            }
    }
    return 1;
fail:
    cl_release(c);
    f->failed_cases++;
    return 0;
}

static dc_result cl_issue(cl_case *c, const dc_stream *streams)
{
    return cl_call(c->cm, &c->s, c->S, c->R, c->so, c->ro, streams, c->named);
}

/* Checks received data of rank r (the recv range, rb bytes) element by element. */
static int cl_check_received(cl_case *c, int r, const unsigned char *data, const char *what)
{
    uint64_t elems = c->rb / c->size, j, bad = 0;
    int n = c->cm->n;
    for (j = 0; j < elems; j++) {
        cl_ex e;
        const unsigned char *g = data + j * c->size;
        cl_expect(&c->s, n, c->in, c->s.kind == DC_REDUCE_SCATTER ? (uint64_t)r * c->s.count + j : j, &e);
        if (!cl_match(&c->s, n, &e, g) && bad++ < 4) {
            char gb[80], eb[80];
            FAIL("%s: rank %d (device %d) element %llu%s: got %s, expected %s", c->label, r, c->cm->dev[r], (unsigned long long)j, what,
                 cl_fmt(c->s.dtype, g, gb, sizeof gb), cl_ex_text(&c->s, n, &e, eb, sizeof eb));
        }
    }
    if (bad > 4) FAIL("%s: rank %d: %llu of %llu elements wrong%s", c->label, r, (unsigned long long)bad, (unsigned long long)elems, what);
    return bad == 0;
}

/* check_report: 0 no, 1 after a blocking call, 2 after an _async one */
static int cl_verify(cl_case *c, int check_report)
{
    cl_fx *f = c->f;
    int n = c->cm->n, r, b, ok = 1, ref_rank = -1;
    unsigned char *got = NULL, *first = NULL;
    dc_result rc;
    if (check_report && !cl_check_report(f->ctx, c->cm, &c->s, check_report == 2, c->label)) ok = 0;
    for (r = 0; r < n; r++)
        for (b = 0; b < 2; b++) {
            uint64_t lo = 0, hi = 0, p, bad = 0, j;
            if (!c->bytes[r][b]) continue;
            free(got);
            if (!(got = (unsigned char *)malloc((size_t)c->bytes[r][b]))) {
                FAIL("out of host memory");
                ok = 0;
                goto done;
            }
            if ((rc = dc_buffer_read(f->ctx, c->own[r][b], 0, got, c->bytes[r][b])) != DC_SUCCESS) {
                FAIL("%s: dc_buffer_read(rank %d) returned %s", c->label, r, dc_result_name(rc));
                ok = 0;
                continue;
            }
            if (c->R[r].id && c->R[r].id == c->own[r][b].id && cl_uses_recv(&c->s, r) && c->rb) {
                lo = c->ro[r];
                hi = c->ro[r] + c->rb;
            }
            for (p = 0; p < c->bytes[r][b]; p++)
                if ((p < lo || p >= hi) && got[p] != c->img[r][b][p] && bad++ < 3)
                    FAIL("%s: rank %d (device %d) %s buffer byte %llu (%s) changed: 0x%02x, was 0x%02x", c->label, r, c->cm->dev[r],
                         c->s.in_place ? "the" : b ? "recv" : "send", (unsigned long long)p,
                         hi > lo ? (p < lo ? "before the received range" : "after the received range") : "nothing is received there", got[p],
                         c->img[r][b][p]);
            if (bad) {
                ok = 0;
                if (bad > 3) FAIL("%s: rank %d: %llu bytes changed outside the received range", c->label, r, (unsigned long long)bad);
            }
            if (hi == lo) continue;
            if (!cl_check_received(c, r, got + lo, "")) ok = 0;
            /* bitwise identical on every rank where every rank receives the same */
            if (c->s.kind == DC_ALLREDUCE || c->s.kind == DC_ALLGATHER || c->s.kind == DC_BROADCAST) {
                if (ref_rank < 0) {
                    ref_rank = r;
                    if ((first = (unsigned char *)malloc((size_t)c->rb)) != NULL) memcpy(first, got + lo, (size_t)c->rb);
                } else if (first && memcmp(first, got + lo, (size_t)c->rb) != 0) {
                    for (j = 0; j < c->rb && first[j] == got[lo + j]; j++) {}
                    FAIL("%s: rank %d's result differs from rank %d's at byte %llu (element %llu): 0x%02x vs 0x%02x (must be bitwise identical)",
                         c->label, r, ref_rank, (unsigned long long)j, (unsigned long long)(j / c->size), got[lo + j], first[j]);
                    ok = 0;
                }
            }
        }
done:
    free(got);
    free(first);
    if (!ok) f->failed_cases++;
    return ok;
}

/* After a refused call: every buffer byte as it was. */
static int cl_unchanged(cl_case *c)
{
    int r, b, ok = 1;
    for (r = 0; r < c->cm->n; r++)
        for (b = 0; b < 2; b++) {
            unsigned char *got;
            if (!c->bytes[r][b]) continue;
            if (!(got = (unsigned char *)malloc((size_t)c->bytes[r][b]))) {
                FAIL("out of host memory");
                return 0;
            }
            if (!CHECK_OK(dc_buffer_read(c->f->ctx, c->own[r][b], 0, got, c->bytes[r][b])) || memcmp(got, c->img[r][b], (size_t)c->bytes[r][b]) != 0) {
                FAIL("%s: refused, yet rank %d's %s buffer changed", c->label, r, b ? "recv" : "send");
                ok = 0;
            }
            free(got);
        }
    return ok;
}

static int cl_run(cl_fx *f, const cl_comm *cm, const cl_spec *s, const dc_stream *streams, uint64_t case_seed, const char *extra)
{
    cl_case *c = (cl_case *)malloc(sizeof *c);
    dc_result rc;
    int ok = 0, r;
    if (!c) {
        FAIL("out of host memory");
        return 0;
    }
    if (!cl_prepare(f, cm, s, case_seed, extra, c)) {
        free(c);
        return 0;
    }
    rc = cl_issue(c, streams);
    if (rc == DC_ERROR_UNSUPPORTED && cm->forced > DC_COMM_ALGO_HOST && strstr(dc_last_error(), "cannot carry this call") &&
        (s->dtype != DC_F32 || s->offsets == 2 ||
         (cm->forced == DC_COMM_ALGO_ONE_SHOT && s->kind == DC_ALLREDUCE && s->count * c->size > CL_ONESHOT_MAX) ||
         (cm->forced == DC_COMM_ALGO_TWO_SHOT && (s->kind == DC_ALLGATHER || s->kind == DC_REDUCE_SCATTER)) ||
         ((cm->forced == DC_COMM_ALGO_LL || cm->forced == DC_COMM_ALGO_LL128) && s->count * c->size > CL_PACKET_MAX(cm->forced, cm->n)))) {
        /* a forced device algorithm refuses what it cannot carry (a dtype without its
           kernel, offsets of part elements; one-shot: all-reduces past its stage;
           two-shot: all-gather and reduce-scatter; LL and LL128: past their packets),
           before anything moves; f32 at whole-element offsets it always carries */
        f->refused++;
        ok = cl_unchanged(c);
    } else if (rc != DC_SUCCESS) {
        FAIL("%s: %s returned %s", c->label, c->named ? "the named function" : "dc_collective_run", dc_result_name(rc));
        f->failed_cases++;
    } else {
        ok = 1;
        for (r = 0; streams && r < cm->n; r++)
            if ((rc = dc_stream_synchronize(f->ctx, streams[r])) != DC_SUCCESS) {
                FAIL("%s: dc_stream_synchronize(rank %d) returned %s", c->label, r, dc_result_name(rc));
                ok = 0;
            }
        if (!cl_verify(c, streams ? 2 : 1)) ok = 0;
    }
    cl_release(c);
    free(c);
    return ok;
}

/* --- the matrix ----------------------------------------------------------------------------- */

/* Layouts: communicator (0 device order, 1 permuted) x offsets (0, aligned, unaligned). */
#define CL_LAYOUTS 6

static void cl_random_spec(cl_spec *s, int n, uint64_t *rng)
{
    memset(s, 0, sizeof *s);
    s->kind = cl_kinds[cl_below(rng, 5)];
    s->dtype = (dc_dtype)cl_below(rng, DC_DTYPE_COUNT);
    s->op = cl_reduces(s->kind) ? (dc_op)cl_below(rng, DC_OP_COUNT) : DC_SUM;
    s->root = cl_rooted(s->kind) ? (int)cl_below(rng, (uint64_t)n) : 0;
    s->in_place = (int)cl_below(rng, 2);
    s->offsets = (int)cl_below(rng, 3);
    s->zero_unused = (int)cl_below(rng, 2);
}

/* Every kind x dtype x op x root x count x placement on cms[0] / cms[1]: in every layout
   (all) or one random one; with and without zero handles for unused buffers (zeros) or
   one of the two at random. Returns the number of cases run. counts are elements a rank,
   or (in_bytes) bytes a rank, each dtype's count then counts[i] / its size: sizes around
   a threshold of the algorithms, for every dtype. */
static long cl_matrix_sized(cl_fx *f, cl_comm *cms, const uint64_t *counts, int ncounts, int in_bytes, int all, int zeros, uint64_t *rng)
{
    int ki, t, op, root, ci, ip, lay, z;
    long before = f->cases;
    for (ki = 0; ki < 5; ki++) {
        dc_collective k = cl_kinds[ki];
        for (t = 0; t < DC_DTYPE_COUNT; t++)
            for (op = 0; op < (cl_reduces(k) ? DC_OP_COUNT : 1); op++)
                for (root = 0; root < (cl_rooted(k) ? cms[0].n : 1); root++)
                    for (ci = 0; ci < ncounts; ci++)
                        for (ip = 0; ip < 2; ip++) {
                            int pick = (int)cl_below(rng, CL_LAYOUTS);
                            for (lay = 0; lay < CL_LAYOUTS; lay++)
                                for (z = 0; z < 2; z++) {
                                    cl_spec s;
                                    uint64_t cs = cl_rand(rng);
                                    if (!all && lay != pick) continue;
                                    if (zeros ? z == 1 && !(cl_rooted(k) && cms[0].n > 1) : z == 1) continue;
                                    if (f->failed_cases >= CL_MAX_FAILED_CASES) return f->cases - before;
                                    memset(&s, 0, sizeof s);
                                    s.kind = k;
                                    s.dtype = (dc_dtype)t;
                                    s.op = (dc_op)op;
                                    s.root = root;
                                    s.count = in_bytes ? counts[ci] / dc_dtype_size(s.dtype) : counts[ci];
                                    s.in_place = ip;
                                    s.offsets = lay % 3;
                                    s.zero_unused = zeros ? z : (int)(cs >> 63);
                                    cl_run(f, &cms[lay / 3], &s, NULL, cs, NULL);
                                }
                        }
    }
    return f->cases - before;
}
static long cl_matrix(cl_fx *f, cl_comm *cms, const uint64_t *counts, int ncounts, int all, int zeros, uint64_t *rng)
{
    return cl_matrix_sized(f, cms, counts, ncounts, 0, all, zeros, rng);
}

/* cl_open and a communicator over every device in a permuted order. */
static int cl_open_permuted(cl_fx *f, const char *test, cl_comm *cm, uint64_t *rng)
{
    int perm[CL_MAXR];
    if (!cl_open(f, test, rng)) return 0;
    cl_permutation(f->ndev, perm);
    return cl_comm_open(f, cm, perm, f->ndev);
}

/* cl_open, every device in device order (cms[0]) and permuted (cms[1]). */
static int cl_open_pair(cl_fx *f, const char *test, cl_comm *cms, uint64_t *rng)
{
    if (!cl_open_permuted(f, test, &cms[1], rng)) return 0;
    if (!cl_comm_open(f, &cms[0], NULL, 0)) {
        dc_comm_destroy(cms[1].comm);
        return 0;
    }
    return 1;
}

/* Two communicators over overlapping device sets (needs two devices): A = devices
   0..m-1, B = the last m devices backwards, m = devices - 1 (all of them for two). */
static int cl_open_overlapping(cl_fx *f, cl_comm *cms)
{
    int da[CL_MAXR], db[CL_MAXR], m = f->ndev >= 3 ? f->ndev - 1 : f->ndev, i;
    for (i = 0; i < m; i++) {
        da[i] = i;
        db[i] = f->ndev - 1 - i;
    }
    if (!cl_comm_open(f, &cms[0], da, m)) return 0;
    if (!cl_comm_open(f, &cms[1], db, m)) {
        dc_comm_destroy(cms[0].comm);
        return 0;
    }
    return 1;
}

/* The algorithms a test runs in turn: the library's choice, then each one forced where
   the communicators can run it (dc_comm_set_algorithm), so that on PoCL (one context:
   peer-copy chosen) the host path runs too, and on CUDA peers both device algorithms. */
static const dc_comm_algorithm cl_algorithms[] = { DC_COMM_ALGO_NONE, DC_COMM_ALGO_HOST, DC_COMM_ALGO_PEER_COPY, DC_COMM_ALGO_PEER_KERNEL,
                                                   DC_COMM_ALGO_ONE_SHOT, DC_COMM_ALGO_TWO_SHOT, DC_COMM_ALGO_LL, DC_COMM_ALGO_LL128 };
#define CL_ALGORITHMS 8

/* Forces algorithm a on both communicators; 0 (and a note) when they cannot run it. */
static int cl_force(cl_comm *cms, dc_comm_algorithm a)
{
    int k;
    for (k = 0; k < 2; k++) {
        dc_result r = dc_comm_set_algorithm(cms[k].comm, a);
        cms[k].forced = cms[k].n > 1 ? a : DC_COMM_ALGO_NONE;
        if (r == DC_ERROR_UNSUPPORTED && a != DC_COMM_ALGO_NONE && a != DC_COMM_ALGO_HOST) {
            th_note("%s: %s", dc_comm_algorithm_name(a), dc_last_error());
            return 0;
        }
        if (!CHECK_OK(r)) return 0;
    }
    return 1;
}

/* 0, 1 and 7 elements per rank: the whole matrix, every layout, every algorithm. */
TEST(collectives_matrix_small)
{
    static const uint64_t counts[] = { 0, 1, 7 };
    cl_fx f;
    cl_comm cms[2];
    uint64_t rng;
    long n;
    int a;
    REQUIRE(cl_open_pair(&f, "collectives_matrix_small", cms, &rng));
    for (a = 0; a < CL_ALGORITHMS && cms[0].n > 1; a++) {
        if (!cl_force(cms, cl_algorithms[a])) continue;
        f.refused = 0;
        n = cl_matrix(&f, cms, counts, 3, 1, f.full, &rng);
        th_note("%s: %ld cases on %d ranks (%s and %s), %ld refused (no kernel, or part-element offsets), %ld failed so far",
                a ? dc_comm_algorithm_name(cl_algorithms[a]) : "the library's choice", n, cms[0].n, cms[0].name, cms[1].name, f.refused, f.failed_cases);
    }
    if (cms[0].n == 1) {
        n = cl_matrix(&f, cms, counts, 3, 1, f.full, &rng);
        th_note("%ld cases on 1 rank, %ld failed", n, f.failed_cases);
    }
    dc_comm_destroy(cms[0].comm);
    dc_comm_destroy(cms[1].comm);
}

/* The host path's and peer-copy's many-chunk turns with small calls (their chunks made
   4000 and 6000 bytes by a test hook, against 4 and 16 MiB: the suite's largest calls
   take at most 3 chunks of the one and 1 of the other): the host path's input sets and
   result slots reused (chunk k + 3 in chunk k's slot, once its writes are done),
   peer-copy's scratch sets reused (step k's pushes after the reduction of step k - 2),
   all-reduce's gather overlapping the next step, reduce's result through scratch; every
   collective, in place and not, with and without offsets, 1 to 48 chunks a call. */
TEST(collectives_many_chunks)
{
    static const dc_dtype types[] = { DC_I32, DC_F64, DC_U8 };
    static const uint64_t counts[] = { 12007, 1 + 6000 / 4 };   /* many chunks; one and a bit for i32 */
    static const dc_comm_algorithm algos[] = { DC_COMM_ALGO_HOST, DC_COMM_ALGO_PEER_COPY };
    cl_fx f;
    cl_comm cms[2];
    uint64_t rng;
    int a, ki, t, ci, ip, off, k;
    REQUIRE(cl_open_pair(&f, "collectives_many_chunks", cms, &rng));
    for (k = 0; k < 2; k++) CHECK_OK(tk_comm_chunks(cms[k].comm, 4000, 6000));
    for (a = 0; a < 2 && cms[0].n > 1 && !th_failed(); a++) {
        long before = f.cases;
        if (!cl_force(cms, algos[a])) continue;
        for (ki = 0; ki < 5; ki++)
            for (t = 0; t < 3; t++)
                for (ci = 0; ci < 2; ci++)
                    for (ip = 0; ip < 2; ip++)
                        for (off = 0; off < 2; off++) {
                            cl_spec s;
                            memset(&s, 0, sizeof s);
                            s.kind = cl_kinds[ki];
                            s.dtype = types[t];
                            s.op = cl_reduces(s.kind) ? (t == 1 ? DC_MAX : DC_SUM) : DC_SUM;
                            s.root = cl_rooted(s.kind) ? cms[0].n - 1 : 0;
                            s.count = counts[ci];
                            s.in_place = ip;
                            s.offsets = off;
                            cl_run(&f, &cms[(ki + ci) % 2], &s, NULL, cl_rand(&rng), "chunks of 4000 / 6000 bytes");
                        }
        th_note("%s: %ld cases on %d ranks, %ld failed so far", dc_comm_algorithm_name(algos[a]), f.cases - before, cms[0].n, f.failed_cases);
    }
    dc_comm_destroy(cms[0].comm);
    dc_comm_destroy(cms[1].comm);
}

/* The host path's writes held back: each rank's second stream (the writes of a call of
   several chunks) waits behind slow work of the test's own, queued before each call (on
   every rank: PoCL's basic driver ran that work before the call had begun). A
   result slot takes chunk k + 3 only once chunk k's writes are done, so every rank still
   receives every chunk; and a blocking call returns only after every write it queued (no
   read or write event of the call left held, as tk_comm_events_held counts them: with 3
   or 6 chunks the last one sits in the third slot). Every collective, 1 to 7 chunks of
   4000 bytes a rank (the last one short), in place and not. */
TEST(collectives_host_path_waits_for_held_back_writes)
{
    enum { HOLD_BYTES = 16 << 20, HOLD_FILLS = 4 };
    static const int chunks[] = { 1, 2, 3, 4, 6, 7 };
    cl_fx f;
    cl_comm cms[2];
    dc_stream hold[CL_MAXR];
    dc_buffer slow[CL_MAXR];
    uint64_t rng;
    int ki, ci, k, r;
    memset(hold, 0, sizeof hold);
    memset(slow, 0, sizeof slow);
    REQUIRE(cl_open_pair(&f, "collectives_host_path_waits_for_held_back_writes", cms, &rng));
    dc_comm_destroy(cms[1].comm);
    if (cms[0].n < 2) {
        dc_comm_destroy(cms[0].comm);
        SKIP("one device: no host path");
    }
    if (!CHECK_OK(dc_comm_set_algorithm(cms[0].comm, DC_COMM_ALGO_HOST)) || !CHECK_OK(tk_comm_chunks(cms[0].comm, 4000, 0))) goto done;
    for (r = 0; r < cms[0].n; r++)
        if (!CHECK_OK(dc_stream_create(f.ctx, cms[0].dev[r], &hold[r])) || !CHECK_OK(dc_buffer_create(f.ctx, cms[0].dev[r], HOLD_BYTES, &slow[r])))
            goto done;
    cms[0].forced = DC_COMM_ALGO_HOST;
    for (ki = 0; ki < 5 && !th_failed(); ki++)
        for (ci = 0; ci < (int)(sizeof chunks / sizeof chunks[0]) && !th_failed(); ci++) {
            const unsigned char junk = 0x5A;
            cl_spec s;
            cl_case *c = (cl_case *)malloc(sizeof *c);
            char extra[64];
            dc_result rc;
            int held;
            if (!c) {
                FAIL("out of host memory");
                goto done;
            }
            memset(&s, 0, sizeof s);
            s.kind = cl_kinds[ki];
            s.dtype = DC_I32;
            s.op = DC_SUM;
            s.root = cms[0].n - 1;
            s.count = (uint64_t)chunks[ci] * 1000 - 1;   /* 1000 i32 a chunk */
            s.in_place = ci & 1;
            snprintf(extra, sizeof extra, "%d chunk%s a block, the writes held back", chunks[ci], chunks[ci] == 1 ? "" : "s");
            if (!cl_prepare(&f, &cms[0], &s, cl_rand(&rng), extra, c)) {
                free(c);
                goto done;
            }
            for (r = 0; r < cms[0].n; r++)
                for (k = 0; k < HOLD_FILLS; k++) CHECK_OK(dc_buffer_fill_async(f.ctx, hold[r], slow[r], 0, HOLD_BYTES, &junk, 1));
            for (r = 0; r < cms[0].n && CHECK_OK(tk_comm_writes_after(cms[0].comm, r, hold[r])); r++) {}
            if (r == cms[0].n) {
                rc = cl_issue(c, NULL);
                held = tk_comm_events_held(cms[0].comm);
                if (rc != DC_SUCCESS) FAIL("%s: returned %s (%s)", c->label, dc_result_name(rc), dc_last_error());
                else if (held) FAIL("%s: returned with %d event%s of its copies still held (a write not waited for)", c->label, held, held == 1 ? "" : "s");
                else cl_verify(c, 1);
            }
            cl_release(c);
            free(c);
        }
done:
    for (r = 0; r < cms[0].n; r++) {
        if (hold[r].id) {
            CHECK_OK(dc_stream_synchronize(f.ctx, hold[r]));
            CHECK_OK(dc_stream_destroy(f.ctx, hold[r]));
        }
        dc_buffer_destroy(f.ctx, slow[r]);
    }
    dc_comm_destroy(cms[0].comm);
}

/* Two devices of one OpenCL context that do not share the host's memory (made so by
   clearing DC_CAP_HOST_MEMORY on one PoCL device): the device algorithms would have one
   device's queue write a buffer that the other's queue writes at the same time, which
   OpenCL leaves undefined, so the collectives go through the host (peer-copy refused,
   the choice logged and in the report) and stay right. */
TEST(collectives_opencl_devices_apart_go_through_the_host)
{
    cl_fx f;
    cl_comm cm;
    dc_peer_info pi;
    dc_comm_report rep;
    cl_spec s;
    int k;
    static const int two[2] = { 0, 1 };
    REQUIRE(cl_open(&f, "collectives_opencl_devices_apart_go_through_the_host", NULL));
    if (f.ndev < 2 || dc_peer_get_info(f.ctx, 0, 1, &pi) != DC_SUCCESS || pi.link != DC_LINK_SAME_CONTEXT) SKIP("needs devices 0 and 1 in one OpenCL context");
    tk_device_caps_clear(f.ctx, 1, DC_CAP_HOST_MEMORY);
    REQUIRE(cl_comm_open(&f, &cm, two, 2));
    CHECK_ERR(dc_comm_set_algorithm(cm.comm, DC_COMM_ALGO_PEER_COPY), DC_ERROR_UNSUPPORTED);
    CHECK_OK(dc_comm_set_algorithm(cm.comm, DC_COMM_ALGO_NONE));
    for (k = 0; k < 5 && !th_failed(); k++) {
        memset(&s, 0, sizeof s);
        s.kind = cl_kinds[k];
        s.dtype = DC_I32;
        s.root = 1;
        s.count = 10007;
        if (!cl_run(&f, &cm, &s, NULL, cl_rand(&f.seed), "device 1 apart from the host's memory")) break;
        if (CHECK_OK(dc_comm_report_get(cm.comm, &rep)) && rep.algorithm != DC_COMM_ALGO_HOST)
            FAIL("%s: the %s algorithm ran, not the host", dc_collective_name(s.kind), rep.algorithm_name);
    }
    dc_comm_destroy(cm.comm);
}

/* Sizes where the library's choice changes algorithm over CUDA peers: on 2 ranks with
   NVLink from LL to LL128 and from LL128 on (CL_LL_AUTO_2, CL_LL128_AUTO_2), else where
   LL ends (1 MiB a rank on 2 ranks, 64 KiB on more), for every collective x dtype x op x root,
   in place and not, in one random layout (also with DC_COLL_FULL: 46 s on 2 x H200 with
   3 sizes); 8 bytes either side, in elements of each dtype. */
TEST(collectives_matrix_thresholds)
{
    cl_fx f;
    cl_comm cms[2];
    uint64_t rng, counts[4];
    long n;
    int ncounts = 3;
    REQUIRE(cl_open_pair(&f, "collectives_matrix_thresholds", cms, &rng));
    if (cms[0].n < 2 || dc_comm_set_algorithm(cms[0].comm, DC_COMM_ALGO_LL) != DC_SUCCESS ||
        dc_comm_set_algorithm(cms[1].comm, DC_COMM_ALGO_LL) != DC_SUCCESS) {
        dc_comm_destroy(cms[0].comm);
        dc_comm_destroy(cms[1].comm);
        SKIP("no LL on these devices (CUDA peers only): its thresholds do not apply");
    }
    if (CHECK_OK(dc_comm_set_algorithm(cms[0].comm, DC_COMM_ALGO_NONE)) && CHECK_OK(dc_comm_set_algorithm(cms[1].comm, DC_COMM_ALGO_NONE))) {
        uint64_t end = cms[0].n == 2 ? (uint64_t)1 << 20 : CL_LL_MAX(cms[0].n);   /* LL's end where there is no LL128 */
        counts[0] = end - 8;
        counts[1] = end;
        counts[2] = end + 8;
        if (cms[0].n == 2 && dc_comm_set_algorithm(cms[0].comm, DC_COMM_ALGO_LL128) == DC_SUCCESS) {
            counts[0] = CL_LL_AUTO_2 - 8;
            counts[1] = CL_LL_AUTO_2 + 8;
            counts[2] = CL_LL128_AUTO_2 - 8;
            counts[3] = CL_LL128_AUTO_2 + 8;
            ncounts = 4;
            CHECK_OK(dc_comm_set_algorithm(cms[0].comm, DC_COMM_ALGO_NONE));
        }
        n = cl_matrix_sized(&f, cms, counts, ncounts, 1, 0, 0, &rng);
        th_note("%ld cases on %d ranks around %llu and %llu bytes a rank, %ld failed", n, cms[0].n, (unsigned long long)counts[0], (unsigned long long)counts[ncounts - 1], f.failed_cases);
    }
    dc_comm_destroy(cms[0].comm);
    dc_comm_destroy(cms[1].comm);
}

/* 1 Mi + 3 elements per rank (several host-path chunks and a ragged tail for the wide
   types): one random case per collective, or (full) every case in a random layout. */
TEST(collectives_large_sample)
{
    cl_fx f;
    cl_comm cms[2];
    uint64_t rng;
    int ki, a;
    REQUIRE(cl_open_pair(&f, "collectives_large_sample", cms, &rng));
    /* each algorithm forced (the library's choice is one of them); one rank: local */
    for (a = cms[0].n > 1 ? 1 : 0; a < (cms[0].n > 1 ? CL_ALGORITHMS : 1); a++) {
        if (!cl_force(cms, cl_algorithms[a])) continue;
        f.refused = 0;
        if (f.full) {
            static const uint64_t counts[] = { CL_LARGE };
            long n = cl_matrix(&f, cms, counts, 1, 0, 0, &rng);
            th_note("%s: %ld large cases, %ld refused, %ld failed so far", dc_comm_algorithm_name(cl_algorithms[a]), n, f.refused, f.failed_cases);
            continue;
        }
        for (ki = 0; ki < 5; ki++) {
            cl_spec s;
            uint64_t cs = cl_rand(&rng);
            int lay = (int)cl_below(&rng, CL_LAYOUTS);
            cl_random_spec(&s, cms[0].n, &rng);
            s.kind = cl_kinds[ki];
            s.op = cl_reduces(s.kind) ? (dc_op)cl_below(&rng, DC_OP_COUNT) : DC_SUM;
            s.root = cl_rooted(s.kind) ? (int)cl_below(&rng, (uint64_t)cms[0].n) : 0;
            s.count = CL_LARGE;
            s.offsets = lay % 3;
            cl_run(&f, &cms[lay / 3], &s, NULL, cs, dc_comm_algorithm_name(cl_algorithms[a]));
        }
    }
    dc_comm_destroy(cms[0].comm);
    dc_comm_destroy(cms[1].comm);
}

/* Broadcast over 3 or more ranks on a device algorithm. peer-copy: 64 MiB or more goes
   down a chain of ranks in chunks (each rank copies chunk k from the rank before it once
   that rank has it). peer-kernel: every rank but the root reads a slice from the root and
   writes it to every other rank with a copy kernel (units of 16, 4 or 1 bytes, as the
   offsets allow). Every root, in place and out of place, with and without offsets (odd
   ones too), sizes with a ragged last chunk (unless DC_COLL_FULL: one random case of each
   size); the debug log must show the chain or the slices. */
typedef struct cl_chain_log { int chains, slices; } cl_chain_log;

static void cl_chain_log_fn(void *user, dc_log_level level, const char *message)
{
    cl_chain_log *log = (cl_chain_log *)user;
    (void)level;
    if (strstr(message, "broadcast of ") && strstr(message, ": a chain from rank ")) log->chains++;
    if (strstr(message, "broadcast of ") && strstr(message, " read from rank ")) log->slices++;   /* "1 slice", "2 slices" */
}

TEST(collectives_broadcast_chain)
{
    static const struct { dc_dtype t; uint64_t count; } sizes[] = {
        { DC_U8, ((uint64_t)64 << 20) + 12345 },      /* 4 MiB chunks, a short last one */
        { DC_F32, ((uint64_t)96 << 20) / 4 + 7 },     /* 6 MiB chunks; peer-kernel: 4-byte units */
        { DC_F64, ((uint64_t)80 << 20) / 8 + 6 },     /* peer-kernel only: 16-byte units without offsets */
    };
    static const dc_comm_algorithm algos[] = { DC_COMM_ALGO_PEER_COPY, DC_COMM_ALGO_PEER_KERNEL };
    dc_context_desc desc;
    cl_chain_log log;
    cl_fx f;
    cl_comm cms[2];
    uint64_t rng;
    int a, k, root, lay, ran = 0;
    const char *env_log = getenv("DC_LOG");
    memset(&log, 0, sizeof log);
    memset(&desc, 0, sizeof desc);
    desc.log = cl_chain_log_fn;
    desc.log_user = &log;
    desc.log_level = DC_LOG_DEBUG;
    REQUIRE(cl_open_desc(&f, "collectives_broadcast_chain", &rng, &desc));
    if (f.ndev < 3) SKIP("%d device(s): a chain needs 3 ranks or more", f.ndev);
    {
        int perm[CL_MAXR];
        cl_permutation(f.ndev, perm);
        REQUIRE(cl_comm_open(&f, &cms[1], perm, f.ndev));
    }
    if (!cl_comm_open(&f, &cms[0], NULL, 0)) {
        dc_comm_destroy(cms[1].comm);
        return;
    }
    for (a = 0; a < 2; a++) {
        if (!cl_force(cms, algos[a])) continue;
        int pick = (int)cl_below(&rng, (uint64_t)cms[0].n * 4), lays = (int)cl_below(&rng, 1u << 30);
        for (k = 0; k < (a ? 3 : 2); k++)
            for (root = 0; root < cms[0].n; root++)
                for (lay = 0; lay < 4; lay++) {   /* in place or not x offsets or not; the two orders in turn */
                    cl_spec s;
                    int before = a ? log.slices : log.chains;
                    /* unless DC_COLL_FULL: one random case of each size (64 MiB a rank is slow on CI's PoCL) */
                    if (!f.full && root * 4 + lay != (k ? pick : lays % (cms[0].n * 4))) continue;
                    memset(&s, 0, sizeof s);
                    s.kind = DC_BROADCAST;
                    s.dtype = sizes[k].t;
                    s.op = DC_SUM;
                    s.root = root;
                    s.count = sizes[k].count;
                    s.in_place = lay & 1;
                    s.offsets = lay & 2 ? 2 : 0;
                    if (cl_run(&f, &cms[(root + lay) & 1], &s, NULL, cl_rand(&rng), dc_comm_algorithm_name(algos[a]))) ran++;
                    if ((a ? log.slices : log.chains) == before && (!env_log || !env_log[0])) {
                        FAIL("%s, %s, %llu elements, root %d: no %s in the debug log", dc_comm_algorithm_name(algos[a]), dc_dtype_name(s.dtype),
                             (unsigned long long)s.count, root, a ? "slices" : "chain");
                        break;
                    }
                }
    }
    th_note("%d broadcasts checked on %d ranks, %d chains and %d sliced broadcasts logged", ran, cms[0].n, log.chains, log.slices);
    if (!ran && f.failed_cases == 0) SKIP("no device algorithm runs on these devices");
    dc_comm_destroy(cms[0].comm);
    dc_comm_destroy(cms[1].comm);
}

/* The host path splits the reduction of a chunk of 256 KiB or more over the
   communicator's worker threads by element ranges. Every element is still reduced alone
   in rank order, so the result must be bitwise what one thread accumulating as DESIGN
   says gives: f32 in float, f64 in double, AVG divided at the end (integers: cl_expect is
   exact already). Counts: one chunk just over the threshold, several chunks with a ragged
   tail, a chunk per block (reduce-scatter). The pool announces itself at debug level. */
typedef struct cl_pool_log { int started, helpers; } cl_pool_log;

static void cl_pool_log_fn(void *user, dc_log_level level, const char *message)
{
    cl_pool_log *p = (cl_pool_log *)user;
    const char *at = strstr(message, "host reduction: ");
    (void)level;
    if (at && sscanf(at, "host reduction: %d helper threads", &p->helpers) == 1) p->started++;
}

/* One thread's reduction of global element g, as the header documents it, into out. */
static void cl_float_reference(const cl_spec *s, int n, unsigned char *const *in, uint64_t g, unsigned char *out)
{
    int r;
    if (s->dtype == DC_F64) {
        double a, b;
        memcpy(&a, in[0] + g * 8, 8);
        for (r = 1; r < n; r++) {
            memcpy(&b, in[r] + g * 8, 8);
            a = s->op == DC_PROD ? a * b : a + b;
        }
        if (s->op == DC_AVG) a = a / (double)n;
        memcpy(out, &a, 8);
    } else {
        float a, b;
        memcpy(&a, in[0] + g * 4, 4);
        for (r = 1; r < n; r++) {
            memcpy(&b, in[r] + g * 4, 4);
            a = s->op == DC_PROD ? a * b : a + b;
        }
        if (s->op == DC_AVG) a = a / (float)n;
        memcpy(out, &a, 4);
    }
}

TEST(collectives_host_reduce_split)
{
    static const struct { dc_collective kind; dc_dtype t; dc_op op; uint64_t count; int in_place; } cases[] = {
        { DC_ALLREDUCE, DC_F32, DC_SUM, (256 << 10) / 4 + 37, 0 },         /* one chunk, just over the threshold */
        { DC_ALLREDUCE, DC_F32, DC_AVG, 2 * (4 << 20) / 4 + 1001, 1 },     /* three chunks, a ragged tail */
        { DC_ALLREDUCE, DC_F64, DC_PROD, (4 << 20) / 8 + 3, 0 },           /* two chunks */
        { DC_REDUCE_SCATTER, DC_F32, DC_SUM, (256 << 10) / 4 + 5, 0 },    /* a chunk per block */
        { DC_REDUCE, DC_I32, DC_SUM, 3 * (1 << 20) / 4 + 7, 0 },
        { DC_ALLREDUCE, DC_U8, DC_MAX, (1 << 20) + 63, 1 },
        { DC_ALLREDUCE, DC_I64, DC_MIN, 5 * (1 << 20) / 8 + 1, 0 },
    };
    dc_context_desc desc;
    cl_pool_log log;
    cl_fx f;
    cl_comm cm;
    cl_case *c;
    dc_comm_report rep;
    unsigned char *got = NULL;
    int i, r, host = 0;
    const char *env_log = getenv("DC_LOG");
    memset(&log, 0, sizeof log);
    memset(&desc, 0, sizeof desc);
    memset(&rep, 0, sizeof rep);
    desc.log = cl_pool_log_fn;
    desc.log_user = &log;
    desc.log_level = DC_LOG_DEBUG;
    REQUIRE(cl_open_desc(&f, "collectives_host_reduce_split", NULL, &desc));
    if (f.ndev < 2) SKIP("one device: no reduction");
    REQUIRE(cl_comm_open(&f, &cm, NULL, 0));
    /* the host path forced: devices of one OpenCL context would take peer-copy */
    if (!CHECK_OK(dc_comm_set_algorithm(cm.comm, DC_COMM_ALGO_HOST))) {
        dc_comm_destroy(cm.comm);
        return;
    }
    cm.forced = DC_COMM_ALGO_HOST;
    c = (cl_case *)malloc(sizeof *c);
    REQUIRE(c);
    for (i = 0; i < (int)(sizeof cases / sizeof cases[0]) && f.failed_cases < CL_MAX_FAILED_CASES; i++) {
        cl_spec s;
        dc_result rc;
        memset(&s, 0, sizeof s);
        s.kind = cases[i].kind;
        s.dtype = cases[i].t;
        s.op = cases[i].op;
        s.root = cm.n - 1;
        s.count = cases[i].count;
        s.in_place = cases[i].in_place;
        if (!cl_prepare(&f, &cm, &s, f.seed + (uint64_t)i, "host reduction split over threads", c)) continue;
        if ((rc = cl_issue(c, NULL)) != DC_SUCCESS) {
            FAIL("%s: returned %s", c->label, dc_result_name(rc));
            f.failed_cases++;
        } else if (cl_verify(c, 1) && CHECK_OK(dc_comm_report_get(cm.comm, &rep)) && rep.algorithm == DC_COMM_ALGO_HOST) {
            host++;
            for (r = 0; r < cm.n && cl_is_float(s.dtype); r++) {
                uint64_t j, elems = c->rb / c->size, bad = 0;
                if (!cl_uses_recv(&s, r)) continue;
                free(got);
                if (!(got = (unsigned char *)malloc((size_t)c->rb))) {
                    FAIL("out of host memory");
                    break;
                }
                if (!CHECK_OK(dc_buffer_read(f.ctx, c->R[r], c->ro[r], got, c->rb))) continue;
                for (j = 0; j < elems; j++) {
                    unsigned char want[8];
                    cl_float_reference(&s, cm.n, c->in, s.kind == DC_REDUCE_SCATTER ? (uint64_t)r * s.count + j : j, want);
                    if (memcmp(want, got + j * c->size, c->size) != 0 && bad++ < 3) {
                        char gb[80], wb[80];
                        FAIL("%s: rank %d element %llu: %s, one thread in rank order gives %s", c->label, r, (unsigned long long)j,
                             cl_fmt(s.dtype, got + j * c->size, gb, sizeof gb), cl_fmt(s.dtype, want, wb, sizeof wb));
                    }
                }
                if (bad) {
                    FAIL("%s: rank %d: %llu of %llu elements differ from one thread's bytes", c->label, r, (unsigned long long)bad,
                         (unsigned long long)elems);
                    f.failed_cases++;
                }
            }
        }
        cl_release(c);
    }
    free(got);
    free(c);
    if (host == 0 && f.failed_cases == 0) FAIL("no call took the host path (%s), though it was forced", rep.algorithm_name ? rep.algorithm_name : "?");
    else if (log.started) th_note("%d of %d calls on the host path; the reduction pool started %d time(s) with %d helper threads", host, i,
                                  log.started, log.helpers);
    else if (!env_log || !env_log[0]) FAIL("the host path reduced chunks of 256 KiB or more, but no worker pool was started (no debug log line)");
    CHECK(log.started <= 1);   /* one pool per communicator, started once */
    dc_comm_destroy(cm.comm);
}

/* A one-rank communicator on each device: "local" copies (in place: nothing moves). */
TEST(collectives_single_rank)
{
    cl_fx f;
    cl_comm cm;
    uint64_t rng;
    int d, ki, ip;
    REQUIRE(cl_open(&f, "collectives_single_rank", &rng));
    for (d = 0; d < f.ndev && !th_failed(); d++) {
        REQUIRE(cl_comm_open(&f, &cm, &d, 1));
        for (ki = 0; ki < 5; ki++)
            for (ip = 0; ip < 2; ip++) {
                cl_spec s;
                cl_random_spec(&s, 1, &rng);
                s.kind = cl_kinds[ki];
                s.op = cl_reduces(s.kind) ? (dc_op)cl_below(&rng, DC_OP_COUNT) : DC_SUM;
                s.root = 0;
                s.in_place = ip;
                s.count = 1 + cl_below(&rng, 5000);
                cl_run(&f, &cm, &s, NULL, cl_rand(&rng), "one-rank communicator");
            }
        dc_comm_destroy(cm.comm);
    }
}

/* Names, a fresh communicator's report, NULL arguments, and the report of calls. */
TEST(collectives_report_and_names)
{
    static const char *const algos[] = { "none", "local", "host", "peer-copy", "peer-kernel", "one-shot", "two-shot", "ll", "ll128", "nccl" };
    cl_fx f;
    cl_comm cm;
    dc_comm_report rep;
    cl_spec s;
    int i, j;
    REQUIRE(cl_open(&f, "collectives_report_and_names", NULL));
    CHECK_EQ(DC_COMM_ALGO_COUNT, 10);
    for (i = 0; i < DC_COMM_ALGO_COUNT && i < 10; i++)
        if (!dc_comm_algorithm_name((dc_comm_algorithm)i) || strcmp(dc_comm_algorithm_name((dc_comm_algorithm)i), algos[i]) != 0)
            FAIL("dc_comm_algorithm_name(%d) = \"%s\", expected \"%s\"", i, dc_comm_algorithm_name((dc_comm_algorithm)i), algos[i]);
    CHECK(dc_comm_algorithm_name(DC_COMM_ALGO_COUNT) != NULL);
    CHECK(dc_comm_algorithm_name((dc_comm_algorithm)-1) != NULL);
    for (i = 0; i < DC_COLLECTIVE_COUNT; i++) {
        const char *a = dc_collective_name((dc_collective)i);
        if (!a || !a[0]) {
            FAIL("dc_collective_name(%d) is empty", i);
            continue;
        }
        for (j = 0; j < i; j++)
            if (dc_collective_name((dc_collective)j) && strcmp(a, dc_collective_name((dc_collective)j)) == 0)
                FAIL("dc_collective_name(%d) = dc_collective_name(%d) = \"%s\"", i, j, a);
    }
    CHECK(strcmp(dc_collective_name(DC_ALLREDUCE), "allreduce") == 0);
    CHECK(dc_collective_name(DC_COLLECTIVE_COUNT) != NULL);
    REQUIRE(cl_comm_open(&f, &cm, NULL, 0));
    /* before any call: nothing happened */
    memset(&rep, 0xEE, sizeof rep);
    if (CHECK_OK(dc_comm_report_get(cm.comm, &rep))) {
        CHECK(rep.algorithm == DC_COMM_ALGO_NONE);
        CHECK(rep.algorithm_name != NULL && strcmp(rep.algorithm_name, "none") == 0);
    }
    CHECK_ERR(dc_comm_report_get(NULL, &rep), DC_ERROR_INVALID_ARGUMENT);
    CHECK_ERR(dc_comm_report_get(cm.comm, NULL), DC_ERROR_INVALID_ARGUMENT);
    /* a call of each kind, then count 0: cl_run checks the report after each */
    for (i = 0; i < 5; i++) {
        memset(&s, 0, sizeof s);
        s.kind = cl_kinds[i];
        s.dtype = DC_F32;
        s.root = cm.n - 1;
        s.count = 1000;
        cl_run(&f, &cm, &s, NULL, f.seed + (uint64_t)i, "report");
        if (i == 0 && CHECK_OK(dc_comm_report_get(cm.comm, &rep)))
            th_note("%d ranks: %s of 1000 f32 by the \"%s\" algorithm in %.3f ms", cm.n, dc_collective_name(rep.kind), rep.algorithm_name, rep.ms);
        s.count = 0;
        cl_run(&f, &cm, &s, NULL, f.seed + (uint64_t)i, "report after count 0");
    }
    dc_comm_destroy(cm.comm);
}

/* --- back to back, two communicators ---------------------------------------------------------- */

/* Chains of collectives without a host read between them, each reading what the one
   before wrote: two buffers per rank, a host model of both, sizes, dtypes, offsets and
   directions changing from call to call; integer reductions (exact) and copies of every
   dtype. The devices are compared with the model after every group of 8 calls. */
TEST(collectives_back_to_back)
{
    enum { CAP = 40000, STEPS = 8 };
    static const dc_dtype ints[] = { DC_I8, DC_U8, DC_I32, DC_U32, DC_I64, DC_U64 };
    cl_fx f;
    cl_comm cm;
    int n, r, b, g, groups;
    dc_buffer buf[CL_MAXR][2];
    unsigned char *model[CL_MAXR][2], *got = NULL;
    uint64_t rng;
    memset(buf, 0, sizeof buf);
    memset(model, 0, sizeof model);
    REQUIRE(cl_open_permuted(&f, "collectives_back_to_back", &cm, &rng));
    n = cm.n;
    groups = f.full ? 100 : 10;
    got = (unsigned char *)malloc(CAP);
    for (r = 0; r < n; r++)
        for (b = 0; b < 2; b++) {
            model[r][b] = (unsigned char *)malloc(CAP);
            if (!model[r][b] || !got) {
                FAIL("out of host memory");
                goto done;
            }
            th_fill_random(model[r][b], CAP, cl_rand(&rng) | 1);
            if (!CHECK_OK(dc_buffer_create(f.ctx, cm.dev[r], CAP, &buf[r][b]))) goto done;
            if (!CHECK_OK(dc_buffer_write(f.ctx, buf[r][b], 0, model[r][b], CAP))) goto done;
        }
    for (g = 0; g < groups; g++) {
        char steps[STEPS * 96];
        int at = 0, st;
        for (st = 0; st < STEPS; st++) {
            cl_case c;   /* only its spec, offsets and inputs: the buffers are ours */
            dc_buffer S[CL_MAXR], R[CL_MAXR];
            unsigned char *snap[CL_MAXR];
            int src = (int)cl_below(&rng, 2), dst, per;
            uint64_t maxc, j;
            dc_result rc;
            memset(&c, 0, sizeof c);
            cl_random_spec(&c.s, n, &rng);
            if (cl_reduces(c.s.kind)) c.s.dtype = ints[cl_below(&rng, 6)];
            c.s.in_place = cl_below(&rng, 3) == 0;
            dst = c.s.in_place ? src : 1 - src;
            c.size = dc_dtype_size(c.s.dtype);
            per = c.s.kind == DC_ALLGATHER || c.s.kind == DC_REDUCE_SCATTER ? n : 1;
            maxc = (CAP - 256) / (c.size * (uint64_t)per);
            c.s.count = cl_below(&rng, 2) ? 1 + cl_below(&rng, 64) : 1 + cl_below(&rng, maxc);
            c.blk = c.s.count * c.size;
            c.sb = c.s.kind == DC_REDUCE_SCATTER ? c.blk * (uint64_t)n : c.blk;
            c.rb = c.s.kind == DC_ALLGATHER ? c.blk * (uint64_t)n : c.blk;
            for (r = 0; r < n; r++) {
                c.so[r] = cl_below(&rng, 256);
                c.ro[r] = cl_below(&rng, 256);
                if (c.s.in_place) {
                    if (c.s.kind == DC_ALLGATHER) c.so[r] = c.ro[r] + (uint64_t)r * c.blk;
                    else if (c.s.kind == DC_REDUCE_SCATTER) c.ro[r] = c.so[r] + (uint64_t)r * c.blk;
                    else c.so[r] = c.ro[r];
                } else if (src == dst) {
                    c.so[r] = c.ro[r];
                }
                S[r] = buf[r][src];
                R[r] = buf[r][dst];
                snap[r] = (unsigned char *)malloc((size_t)c.sb);
                if (snap[r]) memcpy(snap[r], model[r][src] + c.so[r], (size_t)c.sb);
                c.in[r] = snap[r];
            }
            c.cm = &cm;
            if (at < (int)sizeof steps - 96)
                at += snprintf(steps + at, sizeof steps - (size_t)at, "%s%s %s %s root %d count %llu%s buf%d->buf%d", st ? "; " : "",
                               dc_collective_name(c.s.kind), dc_dtype_name(c.s.dtype), dc_op_name(c.s.op), c.s.root,
                               (unsigned long long)c.s.count, c.s.in_place ? " in place" : "", src, dst);
            rc = cl_call(&cm, &c.s, S, R, c.so, c.ro, NULL, 0);
            for (r = 0; r < n; r++) {
                if (!snap[r]) {
                    FAIL("out of host memory");
                    rc = DC_ERROR_OUT_OF_HOST_MEMORY;
                }
            }
            if (rc != DC_SUCCESS) {
                FAIL("group %d step %d (%s): dc_collective_run returned %s (seed %llu)", g, st, steps, dc_result_name(rc), (unsigned long long)f.seed);
            } else {
                /* the model: what every receiving rank gets */
                for (r = 0; r < n; r++) {
                    if (!cl_uses_recv(&c.s, r)) continue;
                    for (j = 0; j < c.rb / c.size; j++) {
                        cl_ex e;
                        cl_expect(&c.s, n, c.in, c.s.kind == DC_REDUCE_SCATTER ? (uint64_t)r * c.s.count + j : j, &e);
                        memcpy(model[r][dst] + c.ro[r] + j * c.size, e.b, c.size);
                    }
                }
            }
            for (r = 0; r < n; r++) free(snap[r]);
            if (rc != DC_SUCCESS) goto done;
        }
        for (r = 0; r < n; r++)
            for (b = 0; b < 2; b++) {
                uint64_t p;
                if (!CHECK_OK(dc_buffer_read(f.ctx, buf[r][b], 0, got, CAP))) goto done;
                for (p = 0; p < CAP && got[p] == model[r][b][p]; p++) {}
                if (p < CAP) {
                    FAIL("after group %d (%s): rank %d (device %d) buf%d byte %llu is 0x%02x, expected 0x%02x (seed %llu)", g, steps, r, cm.dev[r], b,
                         (unsigned long long)p, got[p], model[r][b][p], (unsigned long long)f.seed);
                    goto done;
                }
            }
    }
    th_note("%d collectives back to back in groups of %d on %s", groups * STEPS, STEPS, cm.name);
done:
    for (r = 0; r < n; r++)
        for (b = 0; b < 2; b++) {
            dc_buffer_destroy(f.ctx, buf[r][b]);
            free(model[r][b]);
        }
    free(got);
    dc_comm_destroy(cm.comm);
}

/* Two communicators over overlapping device sets (A: devices 0..m-1, B: the last m
   devices backwards), used in turn: one call each, then pairs issued back to back
   before either is checked. */
TEST(collectives_two_comms_alternating)
{
    cl_fx f;
    cl_comm cm[2];
    int m, i, calls, rounds;
    uint64_t rng;
    REQUIRE(cl_open(&f, "collectives_two_comms_alternating", &rng));
    if (f.ndev < 2) SKIP("needs two devices");
    REQUIRE(cl_open_overlapping(&f, cm));
    m = cm[0].n;
    calls = f.full ? 400 : 30;
    rounds = f.full ? 100 : 8;
    for (i = 0; i < calls && f.failed_cases < CL_MAX_FAILED_CASES; i++) {
        cl_spec s;
        char extra[64];
        cl_random_spec(&s, m, &rng);
        s.count = cl_below(&rng, 8) == 0 ? 0 : 1 + cl_below(&rng, 3000);
        snprintf(extra, sizeof extra, "communicator %c, call %d", 'A' + i % 2, i);
        cl_run(&f, &cm[i % 2], &s, NULL, cl_rand(&rng), extra);
    }
    for (i = 0; i < rounds && f.failed_cases < CL_MAX_FAILED_CASES; i++) {
        cl_case *c = (cl_case *)calloc(2, sizeof *c);
        int k, prepared = 0;
        if (!c) {
            FAIL("out of host memory");
            break;
        }
        for (k = 0; k < 2; k++) {
            cl_spec s;
            char extra[64];
            cl_random_spec(&s, m, &rng);
            s.count = 1 + cl_below(&rng, 20000);
            snprintf(extra, sizeof extra, "communicator %c, back to back with %c, round %d", 'A' + k, 'B' - k, i);
            if (!cl_prepare(&f, &cm[k], &s, cl_rand(&rng), extra, &c[k])) break;
            prepared++;
        }
        if (prepared == 2) {
            for (k = 0; k < 2; k++) {
                dc_result rc = cl_issue(&c[k], NULL);
                if (rc != DC_SUCCESS) FAIL("%s: returned %s", c[k].label, dc_result_name(rc));
            }
            for (k = 0; k < 2; k++) cl_verify(&c[k], 1);
        }
        for (k = 0; k < prepared; k++) cl_release(&c[k]);
        free(c);
    }
    th_note("A = %s, B = %s: %ld cases", cm[0].name, cm[1].name, f.cases);
    dc_comm_destroy(cm[0].comm);
    dc_comm_destroy(cm[1].comm);
}

/* --- threads ---------------------------------------------------------------------------------- */

typedef struct cl_worker {
    cl_case *cases;
    int ncases;
    dc_result rc[16];
} cl_worker;

static void *cl_worker_main(void *arg)
{
    cl_worker *w = (cl_worker *)arg;
    int i;
    for (i = 0; i < w->ncases; i++) w->rc[i] = cl_issue(&w->cases[i], NULL);
    return NULL;
}

/* Two threads call collectives at once: each thread's cases (prepared and checked by the
   main thread, so that only the collectives run concurrently) on comms[t]. */
static void cl_two_threads(cl_fx *f, cl_comm *comms[2], int ncases, uint64_t *rng, const char *what)
{
    cl_worker w[2];
    pthread_t th[2];
    int t, i, started = 0;
    memset(w, 0, sizeof w);
    for (t = 0; t < 2; t++) {
        if (!(w[t].cases = (cl_case *)calloc((size_t)ncases, sizeof *w[t].cases))) {
            FAIL("out of host memory");
            goto done;
        }
        for (i = 0; i < ncases; i++) {
            cl_spec s;
            char extra[96];
            cl_random_spec(&s, comms[t]->n, rng);
            s.count = cl_below(rng, 6) == 0 ? 0 : 1 + cl_below(rng, 20000);
            snprintf(extra, sizeof extra, "%s, thread %d, call %d", what, t, i);
            if (!cl_prepare(f, comms[t], &s, cl_rand(rng), extra, &w[t].cases[i])) goto done;
            w[t].ncases++;
        }
    }
    for (t = 0; t < 2; t++) {
        if (pthread_create(&th[t], NULL, cl_worker_main, &w[t]) != 0) {
            FAIL("pthread_create failed");
            break;
        }
        started++;
    }
    for (t = 0; t < started; t++) pthread_join(th[t], NULL);
    for (t = 0; t < started; t++)
        for (i = 0; i < w[t].ncases; i++) {
            if (w[t].rc[i] != DC_SUCCESS) FAIL("%s: returned %s", w[t].cases[i].label, dc_result_name(w[t].rc[i]));
            else cl_verify(&w[t].cases[i], 0);
        }
done:
    for (t = 0; t < 2; t++) {
        for (i = 0; i < w[t].ncases; i++) cl_release(&w[t].cases[i]);
        free(w[t].cases);
    }
}

/* Two host threads on one communicator (carried out one after another, never refused,
   never a hang: the harness's time limit catches one); then, where PoCL copes with
   several host threads, two threads on two communicators over overlapping devices. */
TEST(collectives_two_threads_one_comm)
{
    cl_fx f;
    cl_comm cm[2], *pair[2];
    dc_comm_report rep;
    int round, rounds;
    const char *trouble;
    uint64_t rng;
    REQUIRE(cl_open_permuted(&f, "collectives_two_threads_one_comm", &cm[0], &rng));
    rounds = f.full ? 40 : 4;
    pair[0] = pair[1] = &cm[0];
    for (round = 0; round < rounds && f.failed_cases < CL_MAX_FAILED_CASES; round++) cl_two_threads(&f, pair, 10, &rng, "one communicator");
    if (CHECK_OK(dc_comm_report_get(cm[0].comm, &rep)))
        CHECK(rep.algorithm_name && strcmp(rep.algorithm_name, dc_comm_algorithm_name(rep.algorithm)) == 0);
    dc_comm_destroy(cm[0].comm);
    if (f.ndev < 2) return;
    if ((trouble = tk_pocl_threads_trouble(f.ctx)) != NULL) {
        th_note("two threads on two communicators left out: PoCL (%s) deadlocks or asserts under several host threads (tests/threads.c)",
                trouble);
        return;
    }
    REQUIRE(cl_open_overlapping(&f, cm));
    pair[0] = &cm[0];
    pair[1] = &cm[1];
    for (round = 0; round < rounds && f.failed_cases < CL_MAX_FAILED_CASES; round++) cl_two_threads(&f, pair, 10, &rng, "two communicators");
    dc_comm_destroy(cm[0].comm);
    dc_comm_destroy(cm[1].comm);
}

/* --- streams ---------------------------------------------------------------------------------- */

/* The _async forms and dc_collective_run with desc.streams, on a user stream per rank:
   the send data arrives through work queued on those streams just before the call (a
   write on even ranks, a fill on odd ones, after the buffer was overwritten), and a read
   queued on the same stream after the call must see the result. */
TEST(collectives_async_streams)
{
    enum { SLOW = 32 * 1024 * 1024 };
    cl_fx f;
    cl_comm cm;
    dc_stream st[CL_MAXR];
    dc_buffer slow[CL_MAXR];
    int r, ki, v, made = 0;
    uint64_t rng;
    memset(st, 0, sizeof st);
    memset(slow, 0, sizeof slow);
    REQUIRE(cl_open_permuted(&f, "collectives_async_streams", &cm, &rng));
    for (r = 0; r < cm.n; r++, made++)
        if (!CHECK_OK(dc_stream_create(f.ctx, cm.dev[r], &st[r])) || !CHECK_OK(dc_buffer_create(f.ctx, cm.dev[r], SLOW, &slow[r]))) goto done;
    for (ki = 0; ki < 5; ki++)
        for (v = 0; v < (f.full ? 8 : 2); v++) {
            cl_spec s;
            cl_case *c = (cl_case *)malloc(sizeof *c);
            unsigned char *out[CL_MAXR];
            dc_result rc;
            int ok = 1;
            memset(out, 0, sizeof out);
            if (!c) {
                FAIL("out of host memory");
                goto done;
            }
            cl_random_spec(&s, cm.n, &rng);
            s.kind = cl_kinds[ki];
            s.op = cl_reduces(s.kind) ? (dc_op)cl_below(&rng, DC_OP_COUNT) : DC_SUM;
            s.root = cl_rooted(s.kind) ? (int)cl_below(&rng, (uint64_t)cm.n) : 0;
            s.offsets = v % 2;   /* 0: the _async functions; 1: dc_collective_run, aligned offsets (the fill needs them) */
            s.count = 1 + cl_below(&rng, 300000);
            if (!cl_prepare(&f, &cm, &s, cl_rand(&rng), v % 2 ? "dc_collective_run on user streams" : "_async on user streams", c)) {
                free(c);
                continue;
            }
            for (r = 0; r < cm.n && ok; r++) {
                static const unsigned char junk = 0xA5;
                if (!c->S[r].id || !cl_uses_send(&s, r)) continue;
                ok = CHECK_OK(dc_buffer_fill(f.ctx, c->S[r], c->so[r], c->sb, &junk, 1));
                /* something slow first on the stream, so that the data comes late */
                if (ok) ok = CHECK_OK(dc_buffer_fill_async(f.ctx, st[r], slow[r], 0, SLOW, &junk, 1));
                if (ok && r % 2 == 0) {
                    ok = CHECK_OK(dc_buffer_write_async(f.ctx, st[r], c->S[r], c->so[r], c->in[r], c->sb));
                } else if (ok) {
                    uint64_t j;
                    for (j = 1; j < c->sb / c->size; j++) memcpy(c->in[r] + j * c->size, c->in[r], c->size);
                    ok = CHECK_OK(dc_buffer_fill_async(f.ctx, st[r], c->S[r], c->so[r], c->sb, c->in[r], (uint32_t)c->size));
                }
            }
            rc = ok ? cl_issue(c, st) : DC_ERROR_INVALID_ARGUMENT;
            if (ok && rc != DC_SUCCESS) {
                FAIL("%s: returned %s", c->label, dc_result_name(rc));
                ok = 0;
            }
            for (r = 0; r < cm.n && ok; r++) {
                if (!c->R[r].id || !cl_uses_recv(&s, r)) continue;
                if (!(out[r] = (unsigned char *)malloc((size_t)c->rb))) {
                    FAIL("out of host memory");
                    ok = 0;
                    break;
                }
                ok = CHECK_OK(dc_buffer_read_async(f.ctx, st[r], c->R[r], c->ro[r], out[r], c->rb));
            }
            for (r = 0; r < cm.n; r++)
                if (!CHECK_OK(dc_stream_synchronize(f.ctx, st[r]))) ok = 0;
            for (r = 0; r < cm.n && ok; r++)
                if (out[r]) cl_check_received(c, r, out[r], " (read on the rank's stream after the call)");
            if (ok) cl_verify(c, 2);
            for (r = 0; r < cm.n; r++) free(out[r]);
            cl_release(c);
            free(c);
        }
done:
    for (r = 0; r < made; r++) {
        CHECK_OK(dc_stream_destroy(f.ctx, st[r]));
        dc_buffer_destroy(f.ctx, slow[r]);
    }
    dc_comm_destroy(cm.comm);
}

/* The blocking forms (streams NULL) start after the work queued so far on the ranks'
   default streams, as a blocking dc_copy does: the send data of every rank arrives by a
   write on its default stream (zero handle) queued behind a slow fill there, just before
   the call, and so is a fill of every recv. Small (one chunk, the latency algorithms on
   CUDA peers) and large (chunked through the host, or two-shot) counts, all-reduce and
   broadcast from the last rank, by the library's choice and through the host. The send
   buffers held -1 before: a call that ran early reduces or sends those; a write that ran
   early is overwritten by the fill of recv. The broadcast's root has no slow fill, so
   that its data is read at once while the other ranks' default streams are still busy
   (the host path's writes of several chunks go on a second stream of each rank, which
   must wait for that work too). */
TEST(collectives_blocking_after_default_stream_work)
{
    enum { SLOW = 32 * 1024 * 1024 };
    static const uint64_t counts[] = { 7, CL_LARGE };
    dc_buffer send[CL_MAXR], recv[CL_MAXR], slow[CL_MAXR];
    float *in[CL_MAXR], *out;
    dc_comm *comm = NULL;
    int n, r, algo;
    unsigned c, kind;
    dc_context *ctx = th_ctx(NULL);
    REQUIRE(ctx);
    n = dc_device_count(ctx);
    REQUIRE(n <= CL_MAXR);
    memset(send, 0, sizeof send);
    memset(recv, 0, sizeof recv);
    memset(slow, 0, sizeof slow);
    memset(in, 0, sizeof in);
    out = (float *)malloc(CL_LARGE * sizeof(float));
    REQUIRE(out);
    if (!CHECK_OK(dc_comm_create(ctx, NULL, 0, &comm))) goto done;
    for (r = 0; r < n; r++) {
        uint64_t i;
        if (!(in[r] = (float *)malloc(CL_LARGE * sizeof(float)))) {
            FAIL("out of host memory");
            goto done;
        }
        for (i = 0; i < CL_LARGE; i++) in[r][i] = (float)(i % 1000 + (uint64_t)r);
        if (!CHECK_OK(dc_buffer_create(ctx, r, CL_LARGE * sizeof(float), &send[r])) ||
            !CHECK_OK(dc_buffer_create(ctx, r, CL_LARGE * sizeof(float), &recv[r])) || !CHECK_OK(dc_buffer_create(ctx, r, SLOW, &slow[r])))
            goto done;
    }
    for (algo = 0; algo < (n > 1 ? 2 : 1) && !th_failed(); algo++)
        for (kind = 0; kind < 2; kind++)
            for (c = 0; c < sizeof counts / sizeof counts[0] && !th_failed(); c++) {
                const uint64_t count = counts[c];
                const float old = -1.0f, none = -2.0f;
                const unsigned char junk = 0x5A;
                const char *name = kind ? "dc_broadcast" : "dc_allreduce";
                if (!CHECK_OK(dc_comm_set_algorithm(comm, algo ? DC_COMM_ALGO_HOST : DC_COMM_ALGO_NONE))) break;
                for (r = 0; r < n; r++) {
                    CHECK_OK(dc_buffer_fill(ctx, send[r], 0, count * sizeof(float), &old, sizeof old));
                    if (!kind || r != n - 1) CHECK_OK(dc_buffer_fill_async(ctx, dc_default_stream(ctx, r), slow[r], 0, SLOW, &junk, 1));
                    CHECK_OK(dc_buffer_fill_async(ctx, dc_default_stream(ctx, r), recv[r], 0, count * sizeof(float), &none, sizeof none));
                    CHECK_OK(dc_buffer_write_async(ctx, dc_default_stream(ctx, r), send[r], 0, in[r], count * sizeof(float)));
                }
                if (kind == 0 && !CHECK_OK(dc_allreduce(comm, send, recv, count, DC_F32, DC_SUM))) continue;
                if (kind == 1 && !CHECK_OK(dc_broadcast(comm, send, recv, count, DC_F32, n - 1))) continue;
                for (r = 0; r < n; r++) {
                    uint64_t i;
                    memset(out, 0, (size_t)(count * sizeof(float)));
                    if (!CHECK_OK(dc_buffer_read(ctx, recv[r], 0, out, count * sizeof(float)))) continue;
                    for (i = 0; i < count; i++) {
                        /* sum over ranks q of (i % 1000 + q), exact in float; or the last rank's */
                        float want = kind ? in[n - 1][i] : (float)((uint64_t)n * (i % 1000) + (uint64_t)(n * (n - 1) / 2));
                        if (out[i] != want) {
                            FAIL("%s of %llu floats (%s), rank %d: element %llu is %g, expected %g (the send data written, recv filled "
                                 "with %g on the default streams just before the call)", name, (unsigned long long)count,
                                 algo ? "through the host" : "the library's choice", r, (unsigned long long)i, out[i], want, none);
                            break;
                        }
                    }
                }
            }
done:
    for (r = 0; r < n; r++) CHECK_OK(dc_device_synchronize(ctx, r));   /* the writes read in[] */
    if (comm) dc_comm_destroy(comm);
    for (r = 0; r < n; r++) {   /* zero handles and NULL are ignored */
        dc_buffer_destroy(ctx, send[r]);
        dc_buffer_destroy(ctx, recv[r]);
        dc_buffer_destroy(ctx, slow[r]);
        free(in[r]);
    }
    free(out);
}

/* A limit of a nanosecond: a large call either finishes or says TIMEOUT; afterwards the
   communicator works (0 restores the default), unless the flag kernels gave up waiting:
   then every call says TIMEOUT until it is destroyed, and a new one works. */
TEST(collectives_tiny_timeout)
{
    cl_fx f;
    cl_comm cm;
    cl_spec s;
    cl_case *c;
    dc_result rc;
    int broken = 0;
    REQUIRE(cl_open(&f, "collectives_tiny_timeout", NULL));
    REQUIRE(cl_comm_open(&f, &cm, NULL, 0));
    c = (cl_case *)malloc(sizeof *c);
    REQUIRE(c);
    memset(&s, 0, sizeof s);
    s.kind = DC_ALLREDUCE;
    s.dtype = DC_F32;
    s.count = CL_LARGE;
    if (cl_prepare(&f, &cm, &s, f.seed, "timeout 1e-9 s", c)) {
        CHECK_OK(dc_comm_set_timeout(cm.comm, 1e-9));
        rc = cl_issue(c, NULL);
        if (rc == DC_ERROR_TIMEOUT) {
            th_note("TIMEOUT: %s", dc_last_error());
            CHECK(th_stristr(dc_last_error(), "time") != NULL);
            broken = strstr(dc_last_error(), "out of step") != NULL;
        } else if (rc == DC_SUCCESS) {
            th_note("finished within a nanosecond's limit");
            cl_verify(c, 1);
        } else {
            FAIL("%s: returned %s, expected DC_SUCCESS or DC_ERROR_TIMEOUT", c->label, dc_result_name(rc));
        }
        cl_release(c);
    }
    free(c);
    CHECK_OK(dc_comm_set_timeout(cm.comm, 0));
    s.count = 100003;
    s.dtype = DC_I64;
    if (broken) {   /* the flag kernels' barriers are out of step for good */
        dc_buffer b[CL_MAXR];
        int r, ok = 1;
        for (r = 0; r < cm.n && ok; r++) ok = CHECK_OK(dc_buffer_create(f.ctx, cm.dev[r], 64, &b[r]));
        if (ok) CHECK_ERR(dc_allreduce(cm.comm, b, b, 16, DC_F32, DC_SUM), DC_ERROR_TIMEOUT);
        CHECK(strstr(dc_last_error(), "destroy it") != NULL);
        while (r-- > 0) dc_buffer_destroy(f.ctx, b[r]);
        dc_comm_destroy(cm.comm);
        REQUIRE(cl_comm_open(&f, &cm, NULL, 0));
        th_note("the communicator said it is broken; a new one:");
    }
    cl_run(&f, &cm, &s, NULL, f.seed + 1, "after a timeout of 1e-9 s, the default again");
    dc_comm_destroy(cm.comm);
}

/* A limit the call cannot meet: every rank's default stream holds slow work (16 fills of
   16 MiB), which a blocking call waits for; with a limit of a millisecond the call says
   TIMEOUT (whatever the algorithm) where that work is still running when the call begins
   (PoCL's basic driver runs it as it is queued: then the call may also succeed), and once
   the work is done, with the default limit again, the communicator carries calls. */
TEST(collectives_time_out_behind_slow_work)
{
    enum { SLOW = 16 << 20, FILLS = 16, COUNT = 16 };
    static const dc_comm_algorithm algos[] = { DC_COMM_ALGO_NONE, DC_COMM_ALGO_HOST };
    cl_fx f;
    cl_comm cm;
    dc_buffer send[CL_MAXR], recv[CL_MAXR], slow[CL_MAXR];
    float in[COUNT], out[COUNT];
    const unsigned char junk = 0x5A;
    int a, r, i, k, ok = 1;
    REQUIRE(cl_open(&f, "collectives_time_out_behind_slow_work", NULL));
    REQUIRE(cl_comm_open(&f, &cm, NULL, 0));
    memset(send, 0, sizeof send);
    memset(recv, 0, sizeof recv);
    memset(slow, 0, sizeof slow);
    for (i = 0; i < COUNT; i++) in[i] = (float)i;
    for (r = 0; r < cm.n && ok; r++)
        ok = CHECK_OK(dc_buffer_create(f.ctx, cm.dev[r], sizeof in, &send[r])) && CHECK_OK(dc_buffer_create(f.ctx, cm.dev[r], sizeof in, &recv[r])) &&
             CHECK_OK(dc_buffer_create(f.ctx, cm.dev[r], SLOW, &slow[r])) && CHECK_OK(dc_buffer_write(f.ctx, send[r], 0, in, sizeof in));
    for (a = 0; a < 2 && ok && !th_failed(); a++) {
        const char *name = a ? dc_comm_algorithm_name(algos[a]) : "the library's choice";
        int running = 0;
        dc_result rc;
        if (a && cm.n == 1) break;   /* one rank: the local copy only */
        if (!CHECK_OK(dc_comm_set_algorithm(cm.comm, algos[a])) || !CHECK_OK(dc_comm_set_timeout(cm.comm, 1e-3))) break;
        for (r = 0; r < cm.n; r++) {
            dc_stream st = dc_default_stream(f.ctx, cm.dev[r]);
            dc_event first;
            int done = 1;
            CHECK_OK(dc_buffer_fill_async(f.ctx, st, slow[r], 0, SLOW, &junk, 1));
            if (CHECK_OK(dc_event_record(f.ctx, st, &first))) {
                CHECK_OK(dc_event_query(f.ctx, first, &done));
                dc_event_destroy(f.ctx, first);
            }
            for (k = 1; k < FILLS; k++) CHECK_OK(dc_buffer_fill_async(f.ctx, st, slow[r], 0, SLOW, &junk, 1));
            running |= !done;   /* 15 fills to go: far longer than the limit */
        }
        rc = dc_allreduce(cm.comm, send, recv, COUNT, DC_F32, DC_MAX);
        if (running) {
            CHECK_ERR(rc, DC_ERROR_TIMEOUT);
            CHECK(strstr(dc_last_error(), "dc_comm_set_timeout") != NULL);
        } else {
            th_note("%s: the slow work had run when it was queued (%s)", name, dc_result_name(rc));
        }
        for (r = 0; r < cm.n; r++) CHECK_OK(dc_device_synchronize(f.ctx, cm.dev[r]));
        CHECK_OK(dc_comm_set_timeout(cm.comm, 0));
        if (!CHECK_OK(dc_allreduce(cm.comm, send, recv, COUNT, DC_F32, DC_MAX))) continue;
        for (r = 0; r < cm.n; r++)
            if (CHECK_OK(dc_buffer_read(f.ctx, recv[r], 0, out, sizeof out)) && memcmp(in, out, sizeof in) != 0)
                FAIL("%s: rank %d's all-reduce after the timeout is wrong", name, r);
    }
    for (r = 0; r < cm.n; r++) {
        dc_buffer_destroy(f.ctx, send[r]);
        dc_buffer_destroy(f.ctx, recv[r]);
        dc_buffer_destroy(f.ctx, slow[r]);
    }
    dc_comm_destroy(cm.comm);
}

/* --- bad input ------------------------------------------------------------------------------ */

enum { CL_BB = 4096 };   /* bytes of each buffer of the bad-input test */

typedef struct cl_bad {
    cl_fx *f;
    cl_comm *cm;
    dc_buffer S[CL_MAXR], R[CL_MAXR], other;   /* other: on rank 1's device (n >= 2) */
    unsigned char *got;
} cl_bad;

static unsigned char cl_bad_byte(int r, int b) { return (unsigned char)(0x21 + 16 * b + r); }

/* Every buffer still holds its fill. */
static int cl_bad_unchanged(cl_bad *b, const char *after, int line)
{
    int r, k;
    for (r = 0; r < b->cm->n; r++)
        for (k = 0; k < 2; k++) {
            uint64_t p;
            if (dc_buffer_read(b->f->ctx, k ? b->R[r] : b->S[r], 0, b->got, CL_BB) != DC_SUCCESS) {
                FAIL("line %d: dc_buffer_read after %s failed", line, after);
                return 0;
            }
            for (p = 0; p < CL_BB; p++)
                if (b->got[p] != cl_bad_byte(r, k)) {
                    FAIL("line %d: after %s: rank %d's %s buffer byte %llu is 0x%02x, was 0x%02x (an error must change no buffer)", line, after, r,
                         k ? "recv" : "send", (unsigned long long)p, b->got[p], cl_bad_byte(r, k));
                    return 0;
                }
        }
    return 1;
}

#define CL_BAD(expr, code)                                                                     \
    do {                                                                                       \
        CHECK_ERR(expr, code);                                                                 \
        cl_bad_unchanged(&bb, #expr, __LINE__);                                                \
    } while (0)
#define CL_BAD_RUN(code, what)                                                                 \
    do {                                                                                       \
        char what_[200];                                                                       \
        snprintf(what_, sizeof what_, "%s (%s, count %llu)", what, dc_collective_name(d.kind), \
                 (unsigned long long)d.count);                                                 \
        if (!CHECK_ERR_FN(dc_collective_run(cm.comm, &d), code, "dc_collective_run"))          \
            FAIL("... that was: %s", what_);                                                   \
        cl_bad_unchanged(&bb, what_, __LINE__);                                                \
    } while (0)

/* The error table: every bad input gives its code and changes no buffer, also with count 0
   (checked anyway); a valid count-0 call succeeds and changes nothing. */
TEST(collectives_bad_input)
{
    cl_fx f;
    cl_comm cm;
    cl_bad bb;
    dc_collective_desc d, d0;
    dc_buffer S2[CL_MAXR], R2[CL_MAXR], dead;
    dc_stream st[CL_MAXR], st2[CL_MAXR], dead_stream, other_stream;
    uint64_t so[CL_MAXR], ro[CL_MAXR], counts[2] = { 7, 0 };
    int r, k, ci, n, made = 0;
    memset(&bb, 0, sizeof bb);
    memset(st, 0, sizeof st);
    REQUIRE(cl_open_permuted(&f, "collectives_bad_input", &cm, NULL));
    n = cm.n;
    bb.f = &f;
    bb.cm = &cm;
    bb.got = (unsigned char *)malloc(CL_BB);
    if (!bb.got) {
        FAIL("out of host memory");
        goto done;
    }
    for (r = 0; r < n; r++) {
        unsigned char b0 = cl_bad_byte(r, 0), b1 = cl_bad_byte(r, 1);
        if (!CHECK_OK(dc_buffer_create(f.ctx, cm.dev[r], CL_BB, &bb.S[r])) || !CHECK_OK(dc_buffer_create(f.ctx, cm.dev[r], CL_BB, &bb.R[r])) ||
            !CHECK_OK(dc_buffer_fill(f.ctx, bb.S[r], 0, CL_BB, &b0, 1)) || !CHECK_OK(dc_buffer_fill(f.ctx, bb.R[r], 0, CL_BB, &b1, 1)) ||
            !CHECK_OK(dc_stream_create(f.ctx, cm.dev[r], &st[r])))
            goto done;
        made++;
    }
    if (n >= 2 && !CHECK_OK(dc_buffer_create(f.ctx, cm.dev[1], CL_BB, &bb.other))) goto done;
    if (!CHECK_OK(dc_buffer_create(f.ctx, cm.dev[0], CL_BB, &dead))) goto done;
    dc_buffer_destroy(f.ctx, dead);
    if (!CHECK_OK(dc_stream_create(f.ctx, cm.dev[0], &dead_stream))) goto done;
    CHECK_OK(dc_stream_destroy(f.ctx, dead_stream));
    other_stream.id = 0;
    if (n >= 2 && !CHECK_OK(dc_stream_create(f.ctx, cm.dev[1], &other_stream))) goto done;
    memset(so, 0, sizeof so);
    memset(ro, 0, sizeof ro);
    memset(&d0, 0, sizeof d0);
    d0.send = S2;
    d0.recv = R2;
    d0.send_offset = so;
    d0.recv_offset = ro;
    d0.dtype = DC_I32;
    d0.op = DC_SUM;
#define RESET(kind_, count_)                                                                   \
    do {                                                                                       \
        d = d0;                                                                                \
        d.kind = (kind_);                                                                      \
        d.count = (count_);                                                                    \
        memcpy(S2, bb.S, sizeof S2);                                                           \
        memcpy(R2, bb.R, sizeof R2);                                                           \
        memcpy(st2, st, sizeof st2);                                                           \
        memset(so, 0, sizeof so);                                                              \
        memset(ro, 0, sizeof ro);                                                              \
    } while (0)

    for (ci = 0; ci < 2; ci++) {
        uint64_t cnt = counts[ci];
        RESET(DC_ALLREDUCE, cnt);
        CL_BAD(dc_collective_run(NULL, &d), DC_ERROR_INVALID_ARGUMENT);
        CL_BAD(dc_collective_run(cm.comm, NULL), DC_ERROR_INVALID_ARGUMENT);
        CL_BAD(dc_allreduce(NULL, bb.S, bb.R, cnt, DC_I32, DC_SUM), DC_ERROR_INVALID_ARGUMENT);
        CL_BAD(dc_allreduce(cm.comm, NULL, bb.R, cnt, DC_I32, DC_SUM), DC_ERROR_INVALID_ARGUMENT);
        CL_BAD(dc_allreduce(cm.comm, bb.S, NULL, cnt, DC_I32, DC_SUM), DC_ERROR_INVALID_ARGUMENT);
        CL_BAD(dc_allreduce(cm.comm, bb.S, bb.R, cnt, DC_DTYPE_COUNT, DC_SUM), DC_ERROR_INVALID_ARGUMENT);
        CL_BAD(dc_allreduce(cm.comm, bb.S, bb.R, cnt, DC_I32, DC_OP_COUNT), DC_ERROR_INVALID_ARGUMENT);
        CL_BAD(dc_reduce(NULL, bb.S, bb.R, cnt, DC_I32, DC_SUM, 0), DC_ERROR_INVALID_ARGUMENT);
        CL_BAD(dc_reduce(cm.comm, bb.S, NULL, cnt, DC_I32, DC_SUM, 0), DC_ERROR_INVALID_ARGUMENT);
        CL_BAD(dc_reduce(cm.comm, bb.S, bb.R, cnt, DC_I32, (dc_op)-1, 0), DC_ERROR_INVALID_ARGUMENT);
        CL_BAD(dc_reduce(cm.comm, bb.S, bb.R, cnt, DC_I32, DC_SUM, n), DC_ERROR_OUT_OF_RANGE);
        CL_BAD(dc_reduce(cm.comm, bb.S, bb.R, cnt, DC_I32, DC_SUM, -1), DC_ERROR_OUT_OF_RANGE);
        CL_BAD(dc_broadcast(NULL, bb.S, bb.R, cnt, DC_I32, 0), DC_ERROR_INVALID_ARGUMENT);
        CL_BAD(dc_broadcast(cm.comm, NULL, bb.R, cnt, DC_I32, 0), DC_ERROR_INVALID_ARGUMENT);
        CL_BAD(dc_broadcast(cm.comm, bb.S, bb.R, cnt, (dc_dtype)-1, 0), DC_ERROR_INVALID_ARGUMENT);
        CL_BAD(dc_broadcast(cm.comm, bb.S, bb.R, cnt, DC_I32, n), DC_ERROR_OUT_OF_RANGE);
        CL_BAD(dc_broadcast(cm.comm, bb.S, bb.R, cnt, DC_I32, -1), DC_ERROR_OUT_OF_RANGE);
        CL_BAD(dc_allgather(NULL, bb.S, bb.R, cnt, DC_I32), DC_ERROR_INVALID_ARGUMENT);
        CL_BAD(dc_allgather(cm.comm, bb.S, NULL, cnt, DC_I32), DC_ERROR_INVALID_ARGUMENT);
        CL_BAD(dc_allgather(cm.comm, bb.S, bb.R, cnt, DC_DTYPE_COUNT), DC_ERROR_INVALID_ARGUMENT);
        CL_BAD(dc_reduce_scatter(NULL, bb.S, bb.R, cnt, DC_I32, DC_SUM), DC_ERROR_INVALID_ARGUMENT);
        CL_BAD(dc_reduce_scatter(cm.comm, NULL, bb.R, cnt, DC_I32, DC_SUM), DC_ERROR_INVALID_ARGUMENT);
        CL_BAD(dc_reduce_scatter(cm.comm, bb.S, bb.R, cnt, DC_I32, DC_OP_COUNT), DC_ERROR_INVALID_ARGUMENT);
        /* _async: the streams array, a stream of another device, a destroyed stream */
        CL_BAD(dc_allreduce_async(cm.comm, NULL, bb.S, bb.R, cnt, DC_I32, DC_SUM), DC_ERROR_INVALID_ARGUMENT);
        CL_BAD(dc_reduce_async(cm.comm, NULL, bb.S, bb.R, cnt, DC_I32, DC_SUM, 0), DC_ERROR_INVALID_ARGUMENT);
        CL_BAD(dc_broadcast_async(cm.comm, NULL, bb.S, bb.R, cnt, DC_I32, 0), DC_ERROR_INVALID_ARGUMENT);
        CL_BAD(dc_allgather_async(cm.comm, NULL, bb.S, bb.R, cnt, DC_I32), DC_ERROR_INVALID_ARGUMENT);
        CL_BAD(dc_reduce_scatter_async(cm.comm, NULL, bb.S, bb.R, cnt, DC_I32, DC_SUM), DC_ERROR_INVALID_ARGUMENT);
        CL_BAD(dc_allreduce_async(NULL, st, bb.S, bb.R, cnt, DC_I32, DC_SUM), DC_ERROR_INVALID_ARGUMENT);
        RESET(DC_ALLREDUCE, cnt);
        st2[n - 1] = dead_stream;
        CL_BAD(dc_allreduce_async(cm.comm, st2, bb.S, bb.R, cnt, DC_I32, DC_SUM), DC_ERROR_INVALID_HANDLE);
        st2[n - 1].id = 0;
        CL_BAD(dc_allgather_async(cm.comm, st2, bb.S, bb.R, cnt, DC_I32), DC_ERROR_INVALID_HANDLE);
        if (n >= 2) {
            RESET(DC_ALLREDUCE, cnt);
            st2[0] = other_stream;
            CL_BAD(dc_allreduce_async(cm.comm, st2, bb.S, bb.R, cnt, DC_I32, DC_SUM), DC_ERROR_INVALID_ARGUMENT);
            d.streams = st2;
            CL_BAD_RUN(DC_ERROR_INVALID_ARGUMENT, "streams[0] of rank 1's device");
        }
        for (k = 0; k < 5; k++) {
            dc_collective kind = cl_kinds[k];
            int root_send = kind == DC_BROADCAST ? 0 : -1, root_recv = kind == DC_REDUCE ? 0 : -1;
            RESET(kind, cnt); d.send = NULL;
            CL_BAD_RUN(DC_ERROR_INVALID_ARGUMENT, "send NULL");
            RESET(kind, cnt); d.recv = NULL;
            CL_BAD_RUN(DC_ERROR_INVALID_ARGUMENT, "recv NULL");
            RESET((dc_collective)DC_COLLECTIVE_COUNT, cnt);
            CL_BAD_RUN(DC_ERROR_INVALID_ARGUMENT, "kind DC_COLLECTIVE_COUNT");
            RESET((dc_collective)-1, cnt);
            CL_BAD_RUN(DC_ERROR_INVALID_ARGUMENT, "kind -1");
            RESET(kind, cnt); d.dtype = DC_DTYPE_COUNT;
            CL_BAD_RUN(DC_ERROR_INVALID_ARGUMENT, "dtype DC_DTYPE_COUNT");
            RESET(kind, cnt); d.dtype = (dc_dtype)-1;
            CL_BAD_RUN(DC_ERROR_INVALID_ARGUMENT, "dtype -1");
            if (cl_reduces(kind)) {
                RESET(kind, cnt); d.op = DC_OP_COUNT;
                CL_BAD_RUN(DC_ERROR_INVALID_ARGUMENT, "op DC_OP_COUNT");
                RESET(kind, cnt); d.op = (dc_op)-1;
                CL_BAD_RUN(DC_ERROR_INVALID_ARGUMENT, "op -1");
            }
            if (cl_rooted(kind)) {
                RESET(kind, cnt); d.root = n;
                CL_BAD_RUN(DC_ERROR_OUT_OF_RANGE, "root n");
                RESET(kind, cnt); d.root = -1;
                CL_BAD_RUN(DC_ERROR_OUT_OF_RANGE, "root -1");
            }
            /* offsets past the end, at the end with data, overflowing */
            RESET(kind, cnt); so[0] = CL_BB + 1;
            CL_BAD_RUN(DC_ERROR_OUT_OF_RANGE, "send_offset[0] past the end");
            RESET(kind, cnt); so[0] = UINT64_MAX - 2;
            CL_BAD_RUN(DC_ERROR_OUT_OF_RANGE, "send_offset[0] near UINT64_MAX");
            if (kind != DC_REDUCE) {   /* rank n-1's recv is used (for reduce only the root's) */
                RESET(kind, cnt); ro[n - 1] = CL_BB + 1;
                CL_BAD_RUN(DC_ERROR_OUT_OF_RANGE, "recv_offset[n-1] past the end");
            }
            RESET(kind, cnt); ro[0] = UINT64_MAX;
            CL_BAD_RUN(DC_ERROR_OUT_OF_RANGE, "recv_offset[0] UINT64_MAX");
            if (cnt) {
                RESET(kind, cnt); so[0] = CL_BB - 4;
                CL_BAD_RUN(DC_ERROR_OUT_OF_RANGE, "7 elements at 4 bytes before the send buffer's end");
                RESET(kind, cnt); ro[0] = CL_BB - 8;
                CL_BAD_RUN(DC_ERROR_OUT_OF_RANGE, "7 elements at 8 bytes before the recv buffer's end");
                /* sizes: too large for the buffers, overflowing */
                RESET(kind, CL_BB / 4 + 1);
                CL_BAD_RUN(DC_ERROR_OUT_OF_RANGE, "count one past the buffers");
                if (n >= 2 && (kind == DC_ALLGATHER || kind == DC_REDUCE_SCATTER)) {
                    RESET(kind, CL_BB / 4 / (uint64_t)n + 1);
                    CL_BAD_RUN(DC_ERROR_OUT_OF_RANGE, "count x ranks one past the buffers");
                    RESET(kind, UINT64_MAX / 4 / (uint64_t)n + 1);
                    CL_BAD_RUN(DC_ERROR_OUT_OF_RANGE, "count x size fits, x ranks overflows");
                }
                RESET(kind, UINT64_MAX / 2);
                CL_BAD_RUN(DC_ERROR_OUT_OF_RANGE, "count x size overflows");
                RESET(kind, UINT64_MAX);
                CL_BAD_RUN(DC_ERROR_OUT_OF_RANGE, "count UINT64_MAX");
                RESET(kind, cnt); d.dtype = DC_U64; so[n - 1] = CL_BB - 7 * 8 + 1;
                if (kind != DC_BROADCAST || n == 1) CL_BAD_RUN(DC_ERROR_OUT_OF_RANGE, "u64 elements one byte past the send buffer's end");
            }
            /* handles: zero, destroyed, of another device */
            RESET(kind, cnt); S2[root_send >= 0 ? root_send : n - 1].id = 0;
            CL_BAD_RUN(DC_ERROR_INVALID_HANDLE, "a used send handle is zero");
            RESET(kind, cnt); R2[root_recv >= 0 ? root_recv : 0].id = 0;
            CL_BAD_RUN(DC_ERROR_INVALID_HANDLE, "a used recv handle is zero");
            RESET(kind, cnt); S2[root_send >= 0 ? root_send : 0] = dead;
            CL_BAD_RUN(DC_ERROR_INVALID_HANDLE, "a used send buffer was destroyed");
            RESET(kind, cnt); R2[root_recv >= 0 ? root_recv : n - 1] = dead;
            CL_BAD_RUN(DC_ERROR_INVALID_HANDLE, "a used recv buffer was destroyed");
            if (n >= 2) {
                RESET(kind, cnt); S2[0] = bb.other;
                CL_BAD_RUN(DC_ERROR_INVALID_ARGUMENT, "send[0] of rank 1's device");   /* root 0: every kind uses it */
                RESET(kind, cnt); R2[0] = bb.other;
                CL_BAD_RUN(DC_ERROR_INVALID_ARGUMENT, "recv[0] of rank 1's device");
            }
            /* send and recv in one buffer, overlapping other than in place: one element (or
               one byte) off the in-place offset either way, on the last rank (root 0 for
               broadcast and reduce, whose other ranks use one side only) */
            if (cnt) {
                static const int64_t shift[4] = { 4, -4, 1, -1 };
                int who = cl_rooted(kind) ? 0 : n - 1, sh;
                for (sh = 0; sh < 4; sh++) {
                    uint64_t base = 256, blk = cnt * 4, in_place = base + (uint64_t)who * blk;
                    char what[120];
                    RESET(kind, cnt);
                    R2[who] = S2[who];
                    if (kind == DC_ALLGATHER) {
                        ro[who] = base;
                        so[who] = in_place + (uint64_t)shift[sh];
                    } else if (kind == DC_REDUCE_SCATTER) {
                        so[who] = base;
                        ro[who] = in_place + (uint64_t)shift[sh];
                    } else {
                        ro[who] = base;
                        so[who] = base + (uint64_t)shift[sh];
                    }
                    snprintf(what, sizeof what, "rank %d's send and recv in one buffer, %+d bytes off in place", who, (int)shift[sh]);
                    CL_BAD_RUN(DC_ERROR_INVALID_ARGUMENT, what);
                }
            }
            /* valid count 0: success, nothing changes; unused zero handles are fine */
            if (!cnt) {
                RESET(kind, 0);
                if (CHECK_OK(dc_collective_run(cm.comm, &d))) cl_bad_unchanged(&bb, "a valid count-0 call", __LINE__);
                d.streams = st;
                if (CHECK_OK(dc_collective_run(cm.comm, &d))) cl_bad_unchanged(&bb, "a valid count-0 call on streams", __LINE__);
                for (r = 0; r < n; r++)
                    if (!CHECK_OK(dc_stream_synchronize(f.ctx, st[r]))) break;
            }
            if (cl_rooted(kind) && n >= 2) {
                RESET(kind, cnt);
                for (r = 1; r < n; r++) {
                    if (kind == DC_REDUCE) R2[r].id = 0;
                    else S2[r].id = 0;
                }
                if (cnt) {
                    /* rooted calls with zero handles on the non-root ranks succeed; undo their writes */
                    CHECK_OK(dc_collective_run(cm.comm, &d));
                    for (r = 0; r < n; r++) {
                        unsigned char b1 = cl_bad_byte(r, 1);
                        CHECK_OK(dc_buffer_fill(f.ctx, bb.R[r], 0, CL_BB, &b1, 1));
                    }
                } else if (CHECK_OK(dc_collective_run(cm.comm, &d))) {
                    cl_bad_unchanged(&bb, "a count-0 call with zero handles where unused", __LINE__);
                }
            }
        }
    }
#undef RESET
    /* and the communicator still works */
    {
        cl_spec s;
        memset(&s, 0, sizeof s);
        s.kind = DC_ALLREDUCE;
        s.dtype = DC_I32;
        s.count = 1000;
        cl_run(&f, &cm, &s, NULL, f.seed, "after the bad calls");
    }
done:
    for (r = 0; r < n; r++) {
        dc_buffer_destroy(f.ctx, bb.S[r]);
        dc_buffer_destroy(f.ctx, bb.R[r]);
    }
    for (r = 0; r < made; r++) dc_stream_destroy(f.ctx, st[r]);
    if (other_stream.id) dc_stream_destroy(f.ctx, other_stream);
    dc_buffer_destroy(f.ctx, bb.other);
    free(bb.got);
    dc_comm_destroy(cm.comm);
}

/* dc_comm_create, dc_comm_size, dc_comm_destroy, dc_comm_set_timeout. */
TEST(collectives_comm_create)
{
    cl_fx f;
    cl_comm cm;
    dc_comm *c = NULL;
    int devs[CL_MAXR + 1], i;
    cl_spec s;
    REQUIRE(cl_open(&f, "collectives_comm_create", NULL));
    /* every device, rank = index */
    if (CHECK_OK(dc_comm_create(f.ctx, NULL, 0, &c))) {
        CHECK_EQ(dc_comm_size(c), f.ndev);
        dc_comm_destroy(c);
    }
    CHECK_EQ(dc_comm_size(NULL), 0);
    dc_comm_destroy(NULL);
    /* every single device; every device in a permuted order; created and destroyed often */
    for (i = 0; i < f.ndev; i++) {
        c = NULL;
        if (CHECK_OK(dc_comm_create(f.ctx, &i, 1, &c))) {
            CHECK_EQ(dc_comm_size(c), 1);
            dc_comm_destroy(c);
        }
    }
    cl_permutation(f.ndev, devs);
    for (i = 0; i < 20; i++) {
        c = NULL;
        if (!CHECK_OK(dc_comm_create(f.ctx, devs, f.ndev, &c))) break;
        CHECK_EQ(dc_comm_size(c), f.ndev);
        dc_comm_destroy(c);
    }
    /* errors */
    devs[0] = 0;
    CHECK_ERR(dc_comm_create(NULL, NULL, 0, &c), DC_ERROR_INVALID_ARGUMENT);
    CHECK_ERR(dc_comm_create(NULL, devs, 1, &c), DC_ERROR_INVALID_ARGUMENT);
    CHECK_ERR(dc_comm_create(f.ctx, NULL, 0, NULL), DC_ERROR_INVALID_ARGUMENT);
    CHECK_ERR(dc_comm_create(f.ctx, devs, 1, NULL), DC_ERROR_INVALID_ARGUMENT);
    CHECK_ERR(dc_comm_create(f.ctx, devs, 0, &c), DC_ERROR_INVALID_ARGUMENT);
    CHECK_ERR(dc_comm_create(f.ctx, devs, -1, &c), DC_ERROR_INVALID_ARGUMENT);
    CHECK_ERR(dc_comm_create(f.ctx, NULL, 2, &c), DC_ERROR_INVALID_ARGUMENT);
    CHECK_ERR(dc_comm_create(f.ctx, NULL, -1, &c), DC_ERROR_INVALID_ARGUMENT);
    devs[0] = 0; devs[1] = 0;
    CHECK_ERR(dc_comm_create(f.ctx, devs, 2, &c), DC_ERROR_INVALID_ARGUMENT);
    if (f.ndev >= 2) {
        devs[0] = 1; devs[1] = 0; devs[2] = 1;
        CHECK_ERR(dc_comm_create(f.ctx, devs, 3, &c), DC_ERROR_INVALID_ARGUMENT);
    }
    devs[0] = f.ndev;
    CHECK_ERR(dc_comm_create(f.ctx, devs, 1, &c), DC_ERROR_OUT_OF_RANGE);
    devs[0] = 0; devs[1] = -1;
    CHECK_ERR(dc_comm_create(f.ctx, devs, 2, &c), DC_ERROR_OUT_OF_RANGE);
    devs[0] = 0; devs[1] = 1000;
    CHECK_ERR(dc_comm_create(f.ctx, devs, 2, &c), DC_ERROR_OUT_OF_RANGE);
    {   /* 64 ranks, more than a communicator has (one device 64 times: the count is refused
           first, naming the limit) */
        static const int one_device[64] = { 0 };
        c = (dc_comm *)1;
        if (CHECK_ERR(dc_comm_create(f.ctx, one_device, 64, &c), DC_ERROR_UNSUPPORTED) && !strstr(dc_last_error(), "at most 32 ranks"))
            FAIL("64 ranks: the message does not name the limit of 32: %s", dc_last_error());
        CHECK(c == NULL);
    }
    /* timeouts */
    REQUIRE(cl_comm_open(&f, &cm, NULL, 0));
    CHECK_ERR(dc_comm_set_timeout(NULL, 1.0), DC_ERROR_INVALID_ARGUMENT);
    CHECK_ERR(dc_comm_set_timeout(cm.comm, -1.0), DC_ERROR_INVALID_ARGUMENT);
    CHECK_ERR(dc_comm_set_timeout(cm.comm, -1e-9), DC_ERROR_INVALID_ARGUMENT);
    CHECK_ERR(dc_comm_set_timeout(cm.comm, NAN), DC_ERROR_INVALID_ARGUMENT);
    CHECK_ERR(dc_comm_set_timeout(cm.comm, -INFINITY), DC_ERROR_INVALID_ARGUMENT);
    CHECK_OK(dc_comm_set_timeout(cm.comm, 0));
    CHECK_OK(dc_comm_set_timeout(cm.comm, 0.25));
    CHECK_OK(dc_comm_set_timeout(cm.comm, 1e6));
    memset(&s, 0, sizeof s);
    s.kind = DC_REDUCE_SCATTER;
    s.dtype = DC_U32;
    s.op = DC_MAX;
    s.count = 4099;
    cl_run(&f, &cm, &s, NULL, f.seed, "after dc_comm_set_timeout");
    dc_comm_destroy(cm.comm);
}

/* A dc_comm_create that succeeds leaves dc_last_error() as it was (the thread's last
   failure): it looks up kernels that may be missing (the CUDA-only copy kernels on OpenCL
   devices, f64 without fp64), and each miss used to be written there as "module ... has
   no kernel named ...", a failure the caller never had. */
TEST(collectives_comm_create_keeps_last_error)
{
    cl_fx f;
    dc_comm *c = NULL;
    char before[512];
    int i;
    REQUIRE(cl_open(&f, "collectives_comm_create_keeps_last_error", NULL));
    for (i = -1; i < f.ndev; i++) {
        CHECK_ERR(dc_comm_create(f.ctx, NULL, 0, NULL), DC_ERROR_INVALID_ARGUMENT);
        REQUIRE(snprintf(before, sizeof before, "%s", dc_last_error()) < (int)sizeof before);
        c = NULL;
        if (!CHECK_OK(i < 0 ? dc_comm_create(f.ctx, NULL, 0, &c) : dc_comm_create(f.ctx, &i, 1, &c))) continue;
        if (strcmp(before, dc_last_error()) != 0)
            FAIL("dc_comm_create over %s succeeded but changed dc_last_error() from \"%s\" to \"%s\"",
                 i < 0 ? "every device" : "one device", before, dc_last_error());
        dc_comm_destroy(c);
    }
}

/* dc_comm_set_algorithm: what each communicator accepts, and the errors. */
TEST(collectives_set_algorithm)
{
    cl_fx f;
    dc_comm *c = NULL;
    dc_peer_info pi;
    int devs[2] = { 0, 1 }, a;
    REQUIRE(cl_open(&f, "collectives_set_algorithm", NULL));
    CHECK_ERR(dc_comm_set_algorithm(NULL, DC_COMM_ALGO_HOST), DC_ERROR_INVALID_ARGUMENT);
    if (CHECK_OK(dc_comm_create(f.ctx, devs, 1, &c))) {   /* one rank: local only */
        CHECK_OK(dc_comm_set_algorithm(c, DC_COMM_ALGO_LOCAL));
        CHECK_OK(dc_comm_set_algorithm(c, DC_COMM_ALGO_NONE));
        CHECK_ERR(dc_comm_set_algorithm(c, DC_COMM_ALGO_HOST), DC_ERROR_UNSUPPORTED);
        CHECK_ERR(dc_comm_set_algorithm(c, DC_COMM_ALGO_PEER_COPY), DC_ERROR_UNSUPPORTED);
        CHECK_ERR(dc_comm_set_algorithm(c, DC_COMM_ALGO_COUNT), DC_ERROR_INVALID_ARGUMENT);
        CHECK_ERR(dc_comm_set_algorithm(c, (dc_comm_algorithm)-1), DC_ERROR_INVALID_ARGUMENT);
        dc_comm_destroy(c);
    }
    if (f.ndev < 2) SKIP("the rest needs two devices");
    if (!CHECK_OK(dc_comm_create(f.ctx, devs, 2, &c))) return;
    REQUIRE_OK(dc_peer_get_info(f.ctx, 0, 1, &pi));
    CHECK_OK(dc_comm_set_algorithm(c, DC_COMM_ALGO_HOST));
    CHECK_ERR(dc_comm_set_algorithm(c, DC_COMM_ALGO_LOCAL), DC_ERROR_UNSUPPORTED);
    CHECK(strstr(dc_last_error(), "local") != NULL);
    for (a = DC_COMM_ALGO_PEER_COPY; a < DC_COMM_ALGO_COUNT; a++) {
        dc_result r = dc_comm_set_algorithm(c, (dc_comm_algorithm)a);
        if (r == DC_SUCCESS) {
            /* then an f32 allreduce runs by it */
            dc_buffer b[2];
            dc_comm_report rep;
            int k;
            float v[4] = { 1, 2, 3, 4 }, got[4];
            for (k = 0; k < 2; k++) CHECK_OK(dc_buffer_create(f.ctx, devs[k], sizeof v, &b[k]));
            for (k = 0; k < 2; k++) CHECK_OK(dc_buffer_write(f.ctx, b[k], 0, v, sizeof v));
            CHECK_OK(dc_allreduce(c, b, b, 4, DC_F32, DC_SUM));
            CHECK_OK(dc_comm_report_get(c, &rep));
            CHECK_EQ((int)rep.algorithm, a);
            for (k = 0; k < 2; k++) {
                CHECK_OK(dc_buffer_read(f.ctx, b[k], 0, got, sizeof got));
                CHECK(got[0] == 2 && got[1] == 4 && got[2] == 6 && got[3] == 8);
                dc_buffer_destroy(f.ctx, b[k]);
            }
        } else {
            CHECK_EQ(r, DC_ERROR_UNSUPPORTED);
            th_note("%s: %s", dc_comm_algorithm_name((dc_comm_algorithm)a), dc_last_error());
            /* dc_comm_algorithm: peer-copy carries devices of one OpenCL context (PoCL's) */
            if (a == DC_COMM_ALGO_PEER_COPY && pi.link == DC_LINK_SAME_CONTEXT) FAIL("peer-copy refused between devices of one OpenCL context");
            if (a == DC_COMM_ALGO_LL128)   /* no flag kernels (not CUDA peers), or no NVLink between the ranks */
                CHECK(strstr(dc_last_error(), "flag kernels") != NULL || strstr(dc_last_error(), "NVLink") != NULL);
        }
    }
    CHECK_OK(dc_comm_set_algorithm(c, DC_COMM_ALGO_NONE));
    dc_comm_destroy(c);
}

/* More than 8 ranks: the device algorithms' kernels read at most 8 ranks' memory, so such
   a communicator goes through the host, and forcing a device algorithm there says so
   (it used to blame peer access or copies that every pair had). Needs 9 devices: on PoCL
   with two devices (make test's "pthread pthread") the test runs itself again in a child
   process with POCL_DEVICES of nine pthread entries, so that it runs somewhere in every
   suite (no configuration of the suite's has nine). */
TEST(collectives_more_than_8_ranks_go_through_the_host)
{
    static const char *const nine[] = { "POCL_DEVICES", "pthread pthread pthread pthread pthread pthread pthread pthread pthread", NULL };
    cl_fx f;
    dc_comm *c = NULL;
    dc_comm_report rep;
    dc_buffer b[CL_MAXR];
    int n, k, made = 0, rc;
    float v = 1, got = 0;
    REQUIRE(cl_open(&f, "collectives_more_than_8_ranks_go_through_the_host", NULL));
    if (f.ndev == 2 && tk_has_pocl(f.ctx) && !getenv("DC_TEST_CHILD")) {
        rc = th_spawn("collectives_more_than_8_ranks_go_through_the_host", nine);
        if (rc == 2) SKIP("the child with nine PoCL devices skipped it");
        if (rc != 0) FAIL("the child with nine PoCL devices failed (exit status %d)", rc);
        return;
    }
    if (f.ndev < 9 || f.ndev > CL_MAXR) SKIP("needs 9 to %d devices (POCL_DEVICES with nine entries)", CL_MAXR);
    n = f.ndev;
    if (!CHECK_OK(dc_comm_create(f.ctx, NULL, 0, &c))) return;
    for (k = 0; k < n && CHECK_OK(dc_buffer_create(f.ctx, k, sizeof v, &b[k])); k++, made++)
        CHECK_OK(dc_buffer_write(f.ctx, b[k], 0, &v, sizeof v));
    if (made == n && CHECK_OK(dc_allreduce(c, b, b, 1, DC_F32, DC_SUM)) && CHECK_OK(dc_comm_report_get(c, &rep))) {
        CHECK_EQ((int)rep.algorithm, (int)DC_COMM_ALGO_HOST);
        CHECK_OK(dc_buffer_read(f.ctx, b[n - 1], 0, &got, sizeof got));
        CHECK(got == (float)n);
    }
    CHECK_ERR(dc_comm_set_algorithm(c, DC_COMM_ALGO_PEER_COPY), DC_ERROR_UNSUPPORTED);
    if (!strstr(dc_last_error(), "at most 8 ranks")) FAIL("the message does not give the 8-rank limit: %s", dc_last_error());
    CHECK_ERR(dc_comm_set_algorithm(c, DC_COMM_ALGO_ONE_SHOT), DC_ERROR_UNSUPPORTED);
    if (!strstr(dc_last_error(), "at most 8 ranks")) FAIL("the message does not give the 8-rank limit: %s", dc_last_error());
    CHECK_OK(dc_comm_set_algorithm(c, DC_COMM_ALGO_HOST));
    for (k = 0; k < made; k++) dc_buffer_destroy(f.ctx, b[k]);
    dc_comm_destroy(c);
}

/* --- one-shot: the flag kernels (CUDA peers) ------------------------------------------------ */

/* A communicator over the first `n` devices that runs one-shot all-reduces, created with
   the test-hook variables (name, value pairs, NULL ended) set; NULL (and a note) where
   one-shot cannot run. */
static dc_comm *cl_oneshot_comm(cl_fx *f, int n, const char *const *env)
{
    int devs[CL_MAXR], i;
    dc_comm *c = NULL;
    dc_result r;
    for (i = 0; i < n; i++) devs[i] = i;
    for (i = 0; env && env[i]; i += 2) th_setenv(env[i], env[i + 1]);
    r = dc_comm_create(f->ctx, devs, n, &c);
    for (i = 0; env && env[i]; i += 2) th_setenv(env[i], NULL);
    if (!CHECK_OK(r)) return NULL;
    if (dc_comm_set_algorithm(c, DC_COMM_ALGO_ONE_SHOT) != DC_SUCCESS) {
        th_note("one-shot: %s", dc_last_error());
        dc_comm_destroy(c);
        return NULL;
    }
    CHECK_OK(dc_comm_set_algorithm(c, DC_COMM_ALGO_NONE));   /* the library's choice: one-shot for small all-reduces */
    return c;
}

/* Forces LL128 on c: 1, or 0 with a note where the communicator refuses it for the
   reason it gives on machines without NVLink (anything else fails the test). */
static int cl_try_ll128(dc_comm *c)
{
    dc_result r = dc_comm_set_algorithm(c, DC_COMM_ALGO_LL128);
    if (r == DC_ERROR_UNSUPPORTED && strstr(dc_last_error(), "NVLink")) {
        th_note("no LL128: %s", dc_last_error());
        return 0;
    }
    return CHECK_OK(r);
}

/* A rank that never launches (DC_DEBUG_COLL_SKIP_RANK), one-shot, LL and LL128: the others give up at the time
   limit, the call fails with DC_ERROR_TIMEOUT naming that rank, every later call fails
   the same way, and the communicator is destroyed cleanly. */
TEST(collectives_oneshot_timeout)
{
    static const char *const env[] = { "DC_DEBUG_COLL_SKIP_RANK", "1", NULL };
    static const dc_comm_algorithm algos[] = { DC_COMM_ALGO_ONE_SHOT, DC_COMM_ALGO_LL, DC_COMM_ALGO_LL128 };
    cl_fx f;
    dc_comm *c;
    dc_buffer b[CL_MAXR];
    float v[16];
    double t0, took;
    int k, n, a;
    REQUIRE(cl_open(&f, "collectives_oneshot_timeout", NULL));
    if (f.ndev < 2) SKIP("one device");
    n = f.ndev;
    for (k = 0; k < 16; k++) v[k] = (float)k;
    for (k = 0; k < n; k++) {
        REQUIRE(CHECK_OK(dc_buffer_create(f.ctx, k, sizeof v, &b[k])));
        CHECK_OK(dc_buffer_write(f.ctx, b[k], 0, v, sizeof v));
    }
    for (a = 0; a < 3; a++) {
        if (!(c = cl_oneshot_comm(&f, n, env))) {
            for (k = 0; k < n; k++) dc_buffer_destroy(f.ctx, b[k]);
            SKIP("no one-shot on these devices");
        }
        if (algos[a] == DC_COMM_ALGO_LL128 && !cl_try_ll128(c)) {
            dc_comm_destroy(c);
            continue;
        }
        CHECK_OK(dc_comm_set_algorithm(c, algos[a]));
        CHECK_OK(dc_comm_set_timeout(c, 0.25));
        t0 = th_now();
        CHECK_ERR(dc_allreduce(c, b, b, 16, DC_F32, DC_SUM), DC_ERROR_TIMEOUT);
        took = th_now() - t0;
        CHECK(strstr(dc_last_error(), "rank 1 ") != NULL && strstr(dc_last_error(), "never arrived") != NULL);
        th_note("%s: %.2f s: %s", dc_comm_algorithm_name(algos[a]), took, dc_last_error());
        CHECK(took >= 0.2 && took < 2.5);
        CHECK_ERR(dc_allreduce(c, b, b, 16, DC_F32, DC_SUM), DC_ERROR_TIMEOUT);   /* broken for good */
        CHECK(strstr(dc_last_error(), "never arrived") != NULL);
        dc_comm_destroy(c);
    }
    for (k = 0; k < n; k++) dc_buffer_destroy(f.ctx, b[k]);
}

/* LL's 32-bit epochs come round after 2^32 LL calls: a packet slot that no call wrote
   since then holds the epoch a reader waits for, and its stale data passes for fresh. The
   hook tk_comm_ll_age moves every rank's epoch on by 2^32 - 1 after an all-reduce that
   filled 32 KiB of slots, so the next call has the epoch those slots hold; the last rank
   launches 3 ms late (DC_DEBUG_COLL_DELAY_US), so the others read their slots before it
   writes them. The communicator must clear the packets first (dc__coll_ll_refresh, after
   2^31 calls, logged): every rank's result is then the new inputs' sum, exactly. Without
   the clearing the early ranks sum the last call's data. LL, then LL128. */
typedef struct cl_count_log { const char *needle; int hits; } cl_count_log;
static void cl_count_log_fn(void *user, dc_log_level level, const char *message)
{
    cl_count_log *log = (cl_count_log *)user;
    (void)level;
    if (strstr(message, log->needle)) log->hits++;
}

TEST(collectives_ll_epochs_come_round_without_stale_packets)
{
    enum { COUNT = 8192 };   /* 32 KiB a rank: LL's packets on any rank count */
    static const char *const late[] = { "DC_DEBUG_COLL_DELAY_US", "3000", NULL };
    static const dc_comm_algorithm algos[] = { DC_COMM_ALGO_LL, DC_COMM_ALGO_LL128 };
    cl_count_log log = { "LL's packets cleared after", 0 };
    const char *env_log = getenv("DC_LOG");   /* sets the level instead of desc */
    dc_context_desc desc;
    dc_buffer in[CL_MAXR], out[CL_MAXR];
    float *v = (float *)malloc(COUNT * sizeof(float));
    cl_fx f;
    dc_comm *c;
    int a, k, n, round, made = 0, bad = 0;
    REQUIRE(v != NULL);
    memset(&desc, 0, sizeof desc);
    desc.log = cl_count_log_fn;
    desc.log_user = &log;
    desc.log_level = DC_LOG_INFO;
    if (!cl_open_desc(&f, "collectives_ll_epochs_come_round_without_stale_packets", NULL, &desc)) {
        free(v);
        FAIL("no context");
        return;
    }
    if (f.ndev < 2 || !(c = cl_oneshot_comm(&f, f.ndev, late))) {
        free(v);
        SKIP("no LL on these devices (CUDA peers only)");
    }
    n = f.ndev;
    for (k = 0; k < n; k++) {
        made += CHECK_OK(dc_buffer_create(f.ctx, k, COUNT * sizeof(float), &in[k]));
        made += CHECK_OK(dc_buffer_create(f.ctx, k, COUNT * sizeof(float), &out[k]));
    }
    for (a = 0; a < 2 && made == 2 * n; a++) {
        if (algos[a] == DC_COMM_ALGO_LL128 ? !cl_try_ll128(c) : !CHECK_OK(dc_comm_set_algorithm(c, algos[a]))) continue;
        for (round = 0; round < 2; round++) {   /* the packets filled, then the epochs come round to theirs */
            int i, hits = log.hits;
            for (k = 0; k < n; k++) {
                for (i = 0; i < COUNT; i++) v[i] = round ? (float)(100 * (k + 1) + i % 5) : (float)(k + 1 + i % 7);
                CHECK_OK(dc_buffer_write(f.ctx, in[k], 0, v, COUNT * sizeof(float)));
            }
            if (round && !CHECK_OK(tk_comm_ll_age(c, 0xFFFFFFFFu))) break;
            if (!CHECK_OK(dc_allreduce(c, in, out, COUNT, DC_F32, DC_SUM))) break;
            if (!env_log || !env_log[0]) CHECK(log.hits == hits + round);   /* cleared (and said so) exactly when the epochs came round */
            for (k = 0; k < n; k++) {
                if (!CHECK_OK(dc_buffer_read(f.ctx, out[k], 0, v, COUNT * sizeof(float)))) continue;
                for (i = 0; i < COUNT; i++) {
                    float want = round ? (float)(100 * n * (n + 1) / 2 + n * (i % 5)) : (float)(n * (n + 1) / 2 + n * (i % 7));
                    if (v[i] != want && bad++ < 4)
                        FAIL("%s, round %d: rank %d element %d is %g, want %g (a stale packet read)", dc_comm_algorithm_name(algos[a]), round, k,
                                  i, (double)v[i], (double)want);
                }
            }
        }
    }
    CHECK(bad == 0);
    dc_comm_destroy(c);
    for (k = 0; k < n && made == 2 * n; k++) {
        dc_buffer_destroy(f.ctx, in[k]);
        dc_buffer_destroy(f.ctx, out[k]);
    }
    free(v);
}

/* Element i of rank r's recv after a storm call (cl_oneshot_storm): rank k's send holds
   (j x 7 + k x 3 + seed) % 5 at element j. */
static uint64_t cl_storm_want(dc_collective kind, int n, int r, int root, uint64_t count, unsigned seed, uint64_t i)
{
    uint64_t w = 0;
    int k;
    if (kind == DC_ALLGATHER) return ((i % count) * 7 + (i / count) * 3 + seed) % 5;
    if (kind == DC_BROADCAST) return (i * 7 + (uint64_t)root * 3 + seed) % 5;
    if (kind == DC_REDUCE_SCATTER) i += (uint64_t)r * count;
    for (k = 0; k < n; k++) w += (i * 7 + (uint64_t)k * 3 + seed) % 5;
    return w;
}

/* Many small collectives back to back (2,000; DC_COLL_FULL 10,000) on the ranks' streams
   (mostly one set; now and then a second set or a blocking call), sizes of 1 element to
   the one-shot limit, dtypes, collectives (one-shot and LL: all five; two-shot: all-reduce,
   broadcast, reduce) and roots changing from call to call, in place and not (all-reduce,
   reduce, broadcast), each checked exactly: batches of 16 calls on 16 buffer sets, fresh
   inputs every batch; then 800 (4,000) forced two-shot calls and 2,000 (10,000) LL calls
   of up to its packets (1 MiB a rank on 2 ranks, 64 KiB on more). Then, with the last
   rank launched 200 us after the others (DC_DEBUG_COLL_DELAY_US), 200 blocking calls,
   100 two-shot and 100 LL. LL128 (where NVML reports NVLink) runs like LL, each call LL128
   or LL at random, which share their epochs, each up to its own largest
   message (LL128: 3.75 MiB a rank on 2 ranks, 120 KiB on more).
   DC_COLL_STORM_CALLS=N runs N calls in each part. */
static void cl_oneshot_storm(cl_fx *f, dc_comm *c, int n, long calls, int blocking, dc_comm_algorithm algo, uint64_t *rng)
{
    const char *fixed = getenv("DC_COLL_STORM_CALLS");   /* e.g. a short run under compute-sanitizer */
    enum { SETS = 16 };
    static const dc_dtype types[] = { DC_I8, DC_U8, DC_I32, DC_U32, DC_I64, DC_U64, DC_F32, DC_F64, DC_F16, DC_BF16 };
    static const dc_collective kinds[] = { DC_ALLREDUCE, DC_REDUCE_SCATTER, DC_ALLGATHER, DC_BROADCAST, DC_REDUCE };
    dc_buffer snd[SETS][CL_MAXR], rcv[SETS][CL_MAXR];
    dc_stream st[CL_MAXR], st2[CL_MAXR];
    const uint64_t cap = CL_LL128_MAX(n) > CL_ONESHOT_MAX ? CL_LL128_MAX(n) : CL_ONESHOT_MAX;   /* bytes a buffer */
    unsigned char *in = (unsigned char *)malloc(cap), *got = (unsigned char *)malloc(cap);
    struct { dc_collective kind; dc_dtype t; uint64_t count; int in_place, root; unsigned seed; dc_comm_algorithm algo; } call[SETS];
    dc_comm_algorithm last = algo;
    long done = 0, bad = 0, per_kind[5] = { 0, 0, 0, 0, 0 };
    int s, r, ok = in && got;
    memset(st, 0, sizeof st);
    memset(st2, 0, sizeof st2);
    for (r = 0; r < n && ok; r++) ok = CHECK_OK(dc_stream_create(f->ctx, r, &st[r])) && CHECK_OK(dc_stream_create(f->ctx, r, &st2[r]));
    for (s = 0; s < SETS && ok; s++)
        for (r = 0; r < n && ok; r++)
            ok = CHECK_OK(dc_buffer_create(f->ctx, r, cap, &snd[s][r])) && CHECK_OK(dc_buffer_create(f->ctx, r, cap, &rcv[s][r]));
    if (fixed && atol(fixed) > 0) calls = atol(fixed);
    while (ok && done < calls) {
        int m = (int)(calls - done < SETS ? calls - done : SETS);
        for (s = 0; s < m && ok; s++) {   /* inputs: small integers, exact in every dtype's sum */
            size_t size;
            uint64_t i, most, sent;
            static const int two_shot_kinds[3] = { 0, 3, 4 };   /* all-reduce, broadcast, reduce */
            int kind = algo == DC_COMM_ALGO_TWO_SHOT ? two_shot_kinds[cl_below(rng, 3)] : (int)cl_below(rng, 5);
            call[s].kind = kinds[kind];
            call[s].t = types[cl_below(rng, 10)];
            call[s].algo = algo == DC_COMM_ALGO_LL128 && cl_below(rng, 2) ? DC_COMM_ALGO_LL : algo;
            size = dc_dtype_size(call[s].t);
            /* the n x count side of reduce-scatter and all-gather fits the buffers too */
            most = (call[s].algo == DC_COMM_ALGO_LL || call[s].algo == DC_COMM_ALGO_LL128 ? CL_PACKET_MAX(call[s].algo, n) : CL_ONESHOT_MAX) / size /
                   (call[s].kind == DC_REDUCE_SCATTER || call[s].kind == DC_ALLGATHER ? (uint64_t)n : 1);
            switch (cl_below(rng, 8)) {
            case 0: call[s].count = most; break;   /* the largest it carries: the packet area's end */
            case 1: case 2: case 3: call[s].count = 1 + cl_below(rng, 64); break;   /* tiny */
            default: call[s].count = 1 + cl_below(rng, most); break;
            }
            call[s].in_place = kind != 1 && kind != 2 && (int)cl_below(rng, 2);
            call[s].root = (int)cl_below(rng, (uint64_t)n);
            call[s].seed = (unsigned)cl_below(rng, 1000);
            sent = call[s].count * (call[s].kind == DC_REDUCE_SCATTER ? (uint64_t)n : 1);
            per_kind[kind]++;
            for (r = 0; r < n && ok; r++) {
                for (i = 0; i < sent; i++) tk_store_small(call[s].t, in, i, (unsigned)((i * 7 + (uint64_t)r * 3 + call[s].seed) % 5));
                ok = CHECK_OK(dc_buffer_write(f->ctx, snd[s][r], 0, in, sent * size));
                if (call[s].in_place) ok = ok && CHECK_OK(dc_buffer_write(f->ctx, rcv[s][r], 0, in, sent * size));
            }
        }
        for (s = 0; s < m && ok; s++) {
            /* mostly one set of streams (the launches go straight on them), now and then
               another set or a blocking call: the next call must still wait for the last */
            int how = blocking ? 3 : (int)cl_below(rng, 8);
            dc_collective_desc d;
            memset(&d, 0, sizeof d);
            d.kind = call[s].kind;
            d.send = call[s].in_place ? rcv[s] : snd[s];
            d.recv = rcv[s];
            d.count = call[s].count;
            d.dtype = call[s].t;
            d.op = DC_SUM;
            d.root = call[s].root;
            d.streams = how == 3 ? NULL : how == 2 ? st2 : st;
            if (call[s].algo != last) ok = CHECK_OK(dc_comm_set_algorithm(c, last = call[s].algo));
            ok = ok && CHECK_OK(dc_collective_run(c, &d));
        }
        for (r = 0; r < n && ok && !blocking; r++) ok = CHECK_OK(dc_stream_synchronize(f->ctx, st[r])) && CHECK_OK(dc_stream_synchronize(f->ctx, st2[r]));
        for (s = 0; s < m && ok; s++) {
            size_t size = dc_dtype_size(call[s].t);
            uint64_t i, len = call[s].count * (call[s].kind == DC_ALLGATHER ? (uint64_t)n : 1);
            for (r = 0; r < n && ok; r++) {
                if (call[s].kind == DC_REDUCE && r != call[s].root) continue;
                ok = CHECK_OK(dc_buffer_read(f->ctx, rcv[s][r], 0, got, len * size));
                {   /* every wrong element is counted: one alone, a 16-byte lane or a 128-byte
                       line (LL128: 120 data bytes a line, 16 a lane) tell different faults */
                    uint64_t wrong = 0, first = 0, last = 0, first_got = 0, first_want = 0;
                    for (i = 0; i < len; i++) {
                        uint64_t want = cl_storm_want(call[s].kind, n, r, call[s].root, call[s].count, call[s].seed, i);
                        if (tk_load_small(call[s].t, got, i) == want) continue;
                        if (!wrong++) { first = i; first_got = tk_load_small(call[s].t, got, i); first_want = want; }
                        last = i;
                    }
                    if (wrong) {
                        FAIL("call %ld (%s, %s root %d, %s, %llu elements, %s): rank %d: %llu wrong elements, bytes %llu - %llu (LL128 lines %llu - %llu); "
                             "the first, element %llu, is %llu, expected %llu", done + s,
                             dc_comm_algorithm_name(call[s].algo), dc_collective_name(call[s].kind), call[s].root, dc_dtype_name(call[s].t),
                             (unsigned long long)call[s].count, call[s].in_place ? "in place" : "out of place", r, (unsigned long long)wrong,
                             (unsigned long long)(first * size), (unsigned long long)((last + 1) * size - 1),
                             (unsigned long long)(first * size / 120), (unsigned long long)(last * size / 120),
                             (unsigned long long)first, (unsigned long long)first_got, (unsigned long long)first_want);
                        bad++;
                        ok = 0;
                    }
                }
            }
        }
        done += m;
    }
    th_note("%ld %s %s collectives on %d ranks (all-reduce %ld, reduce-scatter %ld, all-gather %ld, broadcast %ld, reduce %ld), %ld wrong", done,
            blocking ? "blocking" : "back-to-back", dc_comm_algorithm_name(algo), n, per_kind[0], per_kind[1], per_kind[2], per_kind[3], per_kind[4],
            bad);
    {
        dc_comm_report rep;
        if (CHECK_OK(dc_comm_report_get(c, &rep))) CHECK_EQ((int)rep.algorithm, (int)last);
    }
    for (s = 0; s < SETS; s++)
        for (r = 0; r < n; r++) {
            if (snd[s][r].id) dc_buffer_destroy(f->ctx, snd[s][r]);
            if (rcv[s][r].id) dc_buffer_destroy(f->ctx, rcv[s][r]);
        }
    for (r = 0; r < n; r++) {
        if (st[r].id) dc_stream_destroy(f->ctx, st[r]);
        if (st2[r].id) dc_stream_destroy(f->ctx, st2[r]);
    }
    free(in);
    free(got);
}

TEST(collectives_oneshot_storm)
{
    static const char *const late[] = { "DC_DEBUG_COLL_DELAY_US", "200", NULL };
    cl_fx f;
    dc_comm *c;
    uint64_t rng;
    REQUIRE(cl_open(&f, "collectives_oneshot_storm", &rng));
    if (f.ndev < 2) SKIP("one device");
    if (!(c = cl_oneshot_comm(&f, f.ndev, NULL))) SKIP("no one-shot on these devices");
    if (CHECK_OK(dc_comm_set_algorithm(c, DC_COMM_ALGO_ONE_SHOT))) cl_oneshot_storm(&f, c, f.ndev, f.full ? 10000 : 2000, 0, DC_COMM_ALGO_ONE_SHOT, &rng);
    if (CHECK_OK(dc_comm_set_algorithm(c, DC_COMM_ALGO_TWO_SHOT))) cl_oneshot_storm(&f, c, f.ndev, f.full ? 4000 : 800, 0, DC_COMM_ALGO_TWO_SHOT, &rng);
    if (CHECK_OK(dc_comm_set_algorithm(c, DC_COMM_ALGO_LL))) cl_oneshot_storm(&f, c, f.ndev, f.full ? 10000 : 2000, 0, DC_COMM_ALGO_LL, &rng);
    if (cl_try_ll128(c)) cl_oneshot_storm(&f, c, f.ndev, f.full ? 10000 : 2000, 0, DC_COMM_ALGO_LL128, &rng);
    dc_comm_destroy(c);
    if ((c = cl_oneshot_comm(&f, f.ndev, late)) != NULL) {
        if (CHECK_OK(dc_comm_set_algorithm(c, DC_COMM_ALGO_ONE_SHOT))) cl_oneshot_storm(&f, c, f.ndev, 200, 1, DC_COMM_ALGO_ONE_SHOT, &rng);
        if (CHECK_OK(dc_comm_set_algorithm(c, DC_COMM_ALGO_TWO_SHOT))) cl_oneshot_storm(&f, c, f.ndev, 100, 1, DC_COMM_ALGO_TWO_SHOT, &rng);
        if (CHECK_OK(dc_comm_set_algorithm(c, DC_COMM_ALGO_LL))) cl_oneshot_storm(&f, c, f.ndev, 100, 1, DC_COMM_ALGO_LL, &rng);
        if (cl_try_ll128(c)) cl_oneshot_storm(&f, c, f.ndev, 100, 1, DC_COMM_ALGO_LL128, &rng);
        dc_comm_destroy(c);
    }
}

/* A side a rank does not use (a non-root's recv of REDUCE, send of BROADCAST) may be a
   zero handle; an offset passed for it is ignored, and must not change the algorithm:
   with PEER_COPY forced (whole elements only) an odd offset there used to refuse the call. */
TEST(collectives_unused_side_offset_is_ignored)
{
    cl_fx f;
    cl_comm cm;
    dc_buffer send[CL_MAXR], recv[CL_MAXR];
    uint64_t send_off[CL_MAXR], recv_off[CL_MAXR];
    float x[16], got[16];
    int i, k, made = 0;
    dc_collective_desc d;
    REQUIRE(cl_open(&f, "collectives_unused_side_offset_is_ignored", NULL));
    if (f.ndev < 2) SKIP("needs two devices");
    REQUIRE(cl_comm_open(&f, &cm, NULL, 0));
    if (dc_comm_set_algorithm(cm.comm, DC_COMM_ALGO_PEER_COPY) != DC_SUCCESS) {   /* e.g. a GPU and a CPU device */
        th_note("peer-copy not offered: %s", dc_last_error());
        dc_comm_destroy(cm.comm);
        SKIP("the devices have no peer-copy algorithm");
    }
    memset(recv, 0, sizeof recv);
    for (i = 0; i < cm.n; i++, made++) {
        for (k = 0; k < 16; k++) x[k] = (float)(i + k);
        if (!CHECK_OK(dc_buffer_create(f.ctx, i, sizeof x, &send[i]))) break;
        CHECK_OK(dc_buffer_write(f.ctx, send[i], 0, x, sizeof x));
        send_off[i] = 0;
        recv_off[i] = 1;   /* odd, and unused but at the root */
    }
    if (made == cm.n && CHECK_OK(dc_buffer_create(f.ctx, 0, sizeof x, &recv[0]))) {
        recv_off[0] = 0;
        memset(&d, 0, sizeof d);
        d.kind = DC_REDUCE;
        d.send = send;
        d.recv = recv;
        d.send_offset = send_off;
        d.recv_offset = recv_off;
        d.count = 16;
        d.dtype = DC_F32;
        d.op = DC_SUM;
        d.root = 0;
        if (CHECK_OK(dc_collective_run(cm.comm, &d)) && CHECK_OK(dc_buffer_read(f.ctx, recv[0], 0, got, sizeof got)))
            for (k = 0; k < 16; k++) {
                float want = 0;
                for (i = 0; i < cm.n; i++) want += (float)(i + k);
                if (got[k] != want) { FAIL("reduce: element %d = %g, expected %g", k, got[k], want); break; }
            }
        dc_buffer_destroy(f.ctx, recv[0]);
    }
    for (i = 0; i < made; i++) dc_buffer_destroy(f.ctx, send[i]);
    dc_comm_destroy(cm.comm);
}

/* dc_comm_report_get, dc_comm_set_timeout and dc_comm_set_algorithm on one thread while
   another runs collectives on the communicator: each call is carried out whole with
   whatever algorithm it started with (the results exact), and every report read is one
   call's whole report, never a mix (TSan runs this for races on the communicator). */
typedef struct comm_setter { dc_comm *comm; volatile long *stop; long reads; int errors; char first[256]; } comm_setter;
/* an algorithm every communicator can force: the host path, or on one rank the local copy */
static dc_comm_algorithm comm_setter_algorithm(dc_comm *c) { return dc_comm_size(c) > 1 ? DC_COMM_ALGO_HOST : DC_COMM_ALGO_LOCAL; }
static void *comm_setter_main(void *arg)
{
    comm_setter *s = (comm_setter *)arg;
    long i;
    for (i = 0; !__atomic_load_n(s->stop, __ATOMIC_SEQ_CST) || i < 8; i++) {
        dc_comm_report rep;
        dc_result r = dc_comm_report_get(s->comm, &rep);
        const char *bad = NULL;
        if (r == DC_SUCCESS && i % 4 == 1) r = dc_comm_set_timeout(s->comm, i % 8 == 1 ? 0 : 60);
        if (r == DC_SUCCESS && i % 4 == 3) r = dc_comm_set_algorithm(s->comm, i % 8 == 3 ? comm_setter_algorithm(s->comm) : DC_COMM_ALGO_NONE);
        if (r != DC_SUCCESS) bad = dc_last_error();
        else if (!rep.algorithm_name || strcmp(rep.algorithm_name, dc_comm_algorithm_name(rep.algorithm)) != 0) bad = "the report's algorithm and its name differ";
        else if (rep.bytes != 0 && (rep.kind != DC_ALLREDUCE || rep.bytes != 4096 * sizeof(int32_t))) bad = "a report of another call than this test's";
        s->reads++;
        if (bad && s->errors++ == 0) snprintf(s->first, sizeof s->first, "read %ld: %s (%s)", i, bad, dc_result_name(r));
    }
    return NULL;
}
TEST(collectives_setters_while_another_thread_calls)
{
    enum { N = 4096 };
    dc_context *ctx = th_ctx(NULL);
    dc_comm *comm = NULL;
    dc_buffer buf[CL_MAXR];
    int32_t *host = (int32_t *)malloc(N * sizeof(int32_t));
    volatile long stop = 0;
    comm_setter s;
    pthread_t t;
    int n, r, call, started = 0;
    memset(buf, 0, sizeof buf);
    if (!host) { FAIL("out of host memory"); return; }
    if (!ctx || !CHECK_OK(dc_comm_create(ctx, NULL, 0, &comm))) { free(host); REQUIRE(ctx); return; }
    if ((n = dc_comm_size(comm)) > CL_MAXR) {
        dc_comm_destroy(comm);
        free(host);
        SKIP("%d ranks, the test handles %d", n, CL_MAXR);
    }
    for (r = 0; r < n; r++) REQUIRE_OK(dc_buffer_create(ctx, r, N * sizeof(int32_t), &buf[r]));
    memset(&s, 0, sizeof s);
    s.comm = comm;
    s.stop = &stop;
    if (pthread_create(&t, NULL, comm_setter_main, &s) == 0) started = 1;
    else FAIL("pthread_create");
    for (call = 0; call < 24 && started; call++) {
        int i, wrong = -1;
        for (r = 0; r < n; r++) {
            for (i = 0; i < N; i++) host[i] = (int32_t)(i % 97 + r + call);
            if (!CHECK_OK(dc_buffer_write(ctx, buf[r], 0, host, N * sizeof(int32_t)))) break;
        }
        if (r < n || !CHECK_OK(dc_allreduce(comm, buf, buf, N, DC_I32, DC_SUM))) break;
        for (r = 0; r < n && wrong < 0; r++) {
            if (!CHECK_OK(dc_buffer_read(ctx, buf[r], 0, host, N * sizeof(int32_t)))) break;
            for (i = 0; i < N && wrong < 0; i++)
                if (host[i] != (int32_t)(n * (i % 97 + call) + n * (n - 1) / 2)) wrong = i;
        }
        if (wrong >= 0) {
            FAIL("call %d, rank %d: element %d is %d, expected %d", call, r - 1, wrong, (int)host[wrong], (int)(n * (wrong % 97 + call) + n * (n - 1) / 2));
            break;
        }
    }
    __atomic_store_n(&stop, 1, __ATOMIC_SEQ_CST);
    if (started) pthread_join(t, NULL);
    if (s.errors) FAIL("%d of %ld reports or settings went wrong, first: %s", s.errors, s.reads, s.first);
    for (r = 0; r < n; r++) dc_buffer_destroy(ctx, buf[r]);
    dc_comm_destroy(comm);
    free(host);
}

/* The streams of a communicator's last _async call destroyed on another thread (their
   work done) while the next call, on new streams, orders itself after them: the
   communicator keeps the last call's streams (dc_comm.tail) and looked their object up,
   then read it unlocked, so a dc_stream_destroy in between freed it under the call (TSan:
   heap-use-after-free in dc__coll_after_tail; PoCL aborted on the released queue's
   mutex). The destroyer waits a varying moment so that its destroy lands inside the
   next call; every call's result is checked. */
typedef struct tail_killer {
    dc_context *ctx;
    pthread_mutex_t lock;
    pthread_cond_t changed;
    dc_stream s[CL_MAXR];          /* streams handed over, to destroy */
    int n, full, done, errors;
    uint64_t rng;
    char first[256];
} tail_killer;
static void *tail_killer_main(void *arg)
{
    tail_killer *k = (tail_killer *)arg;
    for (;;) {
        dc_stream s[CL_MAXR];
        int r;
        pthread_mutex_lock(&k->lock);
        while (!k->full && !k->done) pthread_cond_wait(&k->changed, &k->lock);
        if (!k->full) {
            pthread_mutex_unlock(&k->lock);
            return NULL;
        }
        memcpy(s, k->s, sizeof s);
        k->full = 0;
        pthread_cond_broadcast(&k->changed);
        pthread_mutex_unlock(&k->lock);
        th_sleep_us(50u + (unsigned)cl_below(&k->rng, 60) * 10u);   /* 50 - 640 us: into the next call */
        for (r = 0; r < k->n; r++) {
            dc_result res = dc_stream_destroy(k->ctx, s[r]);
            if (res != DC_SUCCESS && k->errors++ == 0)
                snprintf(k->first, sizeof k->first, "dc_stream_destroy: %s (%s)", dc_result_name(res), dc_last_error());
        }
    }
}
TEST(collectives_last_calls_streams_destroyed_by_another_thread)
{
    enum { N = 1024 };
    dc_context *ctx = th_ctx(NULL);
    dc_comm *comm = NULL;
    dc_buffer buf[CL_MAXR];
    dc_stream cur[CL_MAXR], next[CL_MAXR];
    int32_t *host = (int32_t *)malloc(N * sizeof(int32_t));
    tail_killer k;
    pthread_t t;
    int n, r, call, started = 0, made = 0;
    memset(buf, 0, sizeof buf);
    memset(&k, 0, sizeof k);
    if (!host) { FAIL("out of host memory"); return; }
    if (!ctx) { free(host); REQUIRE(ctx); return; }
    if (tk_pocl_threads_trouble(ctx)) { free(host); SKIP("PoCL (%s) under several host threads (tests/threads.c)", tk_pocl_threads_trouble(ctx)); }
    if (!CHECK_OK(dc_comm_create(ctx, NULL, 0, &comm))) { free(host); return; }
    if ((n = dc_comm_size(comm)) > CL_MAXR) {
        dc_comm_destroy(comm);
        free(host);
        SKIP("%d ranks, the test handles %d", n, CL_MAXR);
    }
    for (r = 0; r < n; r++) REQUIRE_OK(dc_buffer_create(ctx, r, N * sizeof(int32_t), &buf[r]));
    for (made = 0; made < n; made++) REQUIRE_OK(dc_stream_create(ctx, made, &cur[made]));
    k.ctx = ctx;
    k.n = n;
    k.rng = 0x7a11u;
    pthread_mutex_init(&k.lock, NULL);
    pthread_cond_init(&k.changed, NULL);
    if (pthread_create(&t, NULL, tail_killer_main, &k) == 0) started = 1;
    else FAIL("pthread_create");
    for (call = 0; call < 400 && started && !th_failed(); call++) {
        int i, wrong = -1;
        for (r = 0; r < n; r++) {
            for (i = 0; i < N; i++) host[i] = (int32_t)(i % 89 + r + call);
            if (!CHECK_OK(dc_buffer_write(ctx, buf[r], 0, host, N * sizeof(int32_t)))) break;
        }
        if (r < n || !CHECK_OK(dc_allreduce_async(comm, cur, buf, buf, N, DC_I32, DC_SUM))) break;
        for (r = 0; r < n && wrong < 0; r++) {
            if (!CHECK_OK(dc_buffer_read_async(ctx, cur[r], buf[r], 0, host, N * sizeof(int32_t))) || !CHECK_OK(dc_stream_synchronize(ctx, cur[r]))) break;
            for (i = 0; i < N && wrong < 0; i++)
                if (host[i] != (int32_t)(n * (i % 89 + call) + n * (n - 1) / 2)) wrong = i;
        }
        if (wrong >= 0) FAIL("call %d, rank %d: element %d is %d, expected %d", call, r - 1, wrong, (int)host[wrong], (int)(n * (wrong % 89 + call) + n * (n - 1) / 2));
        for (r = 0; r < n; r++)
            if (!CHECK_OK(dc_stream_create(ctx, r, &next[r]))) break;
        if (r < n) {
            while (r > 0) dc_stream_destroy(ctx, next[--r]);
            break;
        }
        /* this call's streams go to the other thread while the next call runs on new ones */
        pthread_mutex_lock(&k.lock);
        while (k.full) pthread_cond_wait(&k.changed, &k.lock);
        memcpy(k.s, cur, sizeof cur);
        k.full = 1;
        pthread_cond_broadcast(&k.changed);
        pthread_mutex_unlock(&k.lock);
        memcpy(cur, next, sizeof cur);
    }
    pthread_mutex_lock(&k.lock);
    k.done = 1;
    pthread_cond_broadcast(&k.changed);
    pthread_mutex_unlock(&k.lock);
    if (started) pthread_join(t, NULL);
    if (k.errors) FAIL("%d stream destroys failed, first: %s", k.errors, k.first);
    for (r = 0; r < made; r++) dc_stream_destroy(ctx, cur[r]);
    for (r = 0; r < n; r++) dc_buffer_destroy(ctx, buf[r]);
    dc_comm_destroy(comm);
    pthread_mutex_destroy(&k.lock);
    pthread_cond_destroy(&k.changed);
    free(host);
}

/* Send and recv in one buffer, side by side (recv right after send, send right after
   recv: touching, not overlapping) are accepted and give the results of two buffers, the
   send region unchanged, under every algorithm the devices offer. (Overlapping other than
   in place is refused: collectives_bad_input.) */
TEST(collectives_send_and_recv_side_by_side_in_one_buffer)
{
    enum { CNT = 7, BYTES = 4096 };
    static const dc_comm_algorithm algos[] = { DC_COMM_ALGO_NONE, DC_COMM_ALGO_HOST, DC_COMM_ALGO_PEER_COPY, DC_COMM_ALGO_PEER_KERNEL,
                                               DC_COMM_ALGO_ONE_SHOT, DC_COMM_ALGO_TWO_SHOT, DC_COMM_ALGO_LL, DC_COMM_ALGO_LL128 };
    cl_fx f;
    cl_comm cm;
    dc_buffer buf[CL_MAXR];
    uint64_t so[CL_MAXR], ro[CL_MAXR];
    int32_t img[BYTES / 4], got[BYTES / 4];
    int n, r, made = 0, k, lay, a, e, j;
    dc_collective_desc d;
    REQUIRE(cl_open_permuted(&f, "collectives_send_and_recv_side_by_side_in_one_buffer", &cm, NULL));
    n = cm.n;
    for (r = 0; r < n; r++, made++)
        if (!CHECK_OK(dc_buffer_create(f.ctx, cm.dev[r], BYTES, &buf[r]))) goto done;
    for (a = 0; a < (int)(sizeof algos / sizeof algos[0]); a++) {
        if (dc_comm_set_algorithm(cm.comm, algos[a]) != DC_SUCCESS) continue;
        for (k = 0; k < 5; k++)
            for (lay = 0; lay < 2; lay++) {
                dc_collective kind = cl_kinds[k];
                uint64_t sn = kind == DC_REDUCE_SCATTER ? (uint64_t)CNT * n : CNT, rn = kind == DC_ALLGATHER ? (uint64_t)CNT * n : CNT;
                dc_result res;
                for (r = 0; r < n; r++) {
                    so[r] = lay ? 4 * (rn + 1) : 4;   /* lay 0: send, recv; lay 1: recv, send */
                    ro[r] = lay ? 4 : 4 * (sn + 1);
                    for (e = 0; e < BYTES / 4; e++) img[e] = -1 - e;
                    for (e = 0; e < (int)sn; e++) img[so[r] / 4 + (uint64_t)e] = r * 1000 + e + 1;
                    if (!CHECK_OK(dc_buffer_write(f.ctx, buf[r], 0, img, BYTES))) goto done;
                }
                memset(&d, 0, sizeof d);
                d.kind = kind;
                d.send = buf;
                d.recv = buf;
                d.send_offset = so;
                d.recv_offset = ro;
                d.count = CNT;
                d.dtype = DC_I32;
                d.op = DC_SUM;
                res = dc_collective_run(cm.comm, &d);
                if (res == DC_ERROR_UNSUPPORTED && algos[a] != DC_COMM_ALGO_NONE) continue;   /* e.g. LL past its sizes, two-shot all-gather */
                if (!CHECK_OK(res)) {
                    FAIL("... %s, %s, layout %d", dc_collective_name(kind), dc_comm_algorithm_name(algos[a]), lay);
                    continue;
                }
                for (r = 0; r < n; r++) {
                    if (!CHECK_OK(dc_buffer_read(f.ctx, buf[r], 0, got, BYTES))) goto done;
                    for (e = 0; e < BYTES / 4; e++) {
                        uint64_t at = (uint64_t)e * 4;
                        int32_t want = -1 - e;
                        if (at >= so[r] && at < so[r] + 4 * sn) want = r * 1000 + (int)((at - so[r]) / 4) + 1;   /* send: unchanged */
                        else if (at >= ro[r] && at < ro[r] + 4 * rn && (kind != DC_REDUCE || r == 0)) {
                            int x = (int)((at - ro[r]) / 4);
                            want = 0;
                            if (kind == DC_BROADCAST) want = x + 1;
                            else if (kind == DC_ALLGATHER) want = (x / CNT) * 1000 + x % CNT + 1;
                            else
                                for (j = 0; j < n; j++) want += j * 1000 + (kind == DC_REDUCE_SCATTER ? r * CNT : 0) + x + 1;
                        }
                        if (got[e] != want) {
                            FAIL("%s, %s algorithm, layout %d (send at byte %llu, recv at %llu): rank %d's byte %llu holds %d, expected %d",
                                 dc_collective_name(kind), dc_comm_algorithm_name(algos[a]), lay, (unsigned long long)so[r],
                                 (unsigned long long)ro[r], r, (unsigned long long)at, (int)got[e], (int)want);
                            break;
                        }
                    }
                }
            }
    }
done:
    for (r = 0; r < made; r++) dc_buffer_destroy(f.ctx, buf[r]);
    dc_comm_destroy(cm.comm);
}

/* An _async collective that the HOST or LOCAL algorithm carries out is complete before it
   returns: its report names the algorithm and gives the time the call took (it said 0 ms,
   as for the calls that only queue). HOST under DC_CONTEXT_NO_PEER, LOCAL on one rank;
   a device algorithm's _async call (a default context of devices that copy to each
   other) still says 0. */
TEST(collectives_async_on_the_host_report_their_time)
{
    enum { N = 256 * 1024 };
    int pass;
    for (pass = 0; pass < 3; pass++) {
        dc_context_desc desc;
        dc_context *ctx;
        dc_comm *comm;
        dc_comm_report rep;
        dc_buffer send[2], recv[2];
        dc_stream st[2];
        int dev[2] = { 0, 1 }, n = pass == 1 ? 1 : 2, r;
        memset(&desc, 0, sizeof desc);
        desc.flags = pass == 2 ? 0u : DC_CONTEXT_NO_PEER;
        ctx = th_ctx(&desc);
        REQUIRE(ctx);
        if (dc_device_count(ctx) < n) SKIP("needs 2 devices, have %d", dc_device_count(ctx));
        REQUIRE_OK(dc_comm_create(ctx, dev, n, &comm));
        for (r = 0; r < n; r++) {
            REQUIRE_OK(dc_buffer_create(ctx, dev[r], N * 4, &send[r]));
            REQUIRE_OK(dc_buffer_create(ctx, dev[r], N * 4, &recv[r]));
            REQUIRE_OK(dc_buffer_fill(ctx, send[r], 0, N * 4, "\0\0\x80\x3f", 4));   /* 1.0f */
            REQUIRE_OK(dc_stream_create(ctx, dev[r], &st[r]));
        }
        CHECK_OK(dc_allreduce_async(comm, st, send, recv, N, DC_F32, DC_SUM));
        for (r = 0; r < n; r++) CHECK_OK(dc_stream_synchronize(ctx, st[r]));
        if (CHECK_OK(dc_comm_report_get(comm, &rep))) {
            int on_host = rep.algorithm == DC_COMM_ALGO_HOST || rep.algorithm == DC_COMM_ALGO_LOCAL;
            if (pass < 2 && rep.algorithm != (pass ? DC_COMM_ALGO_LOCAL : DC_COMM_ALGO_HOST))
                FAIL("%d ranks under NO_PEER: the %s algorithm", n, rep.algorithm_name);
            if (on_host ? !(rep.ms > 0) : rep.ms != 0)
                FAIL("_async all-reduce by the %s algorithm: report.ms %g (it %s before it returns)", rep.algorithm_name, rep.ms,
                     on_host ? "completes" : "only queues");
            th_note("%d ranks%s: %s, %.3f ms", n, pass == 2 ? "" : " (NO_PEER)", rep.algorithm_name, rep.ms);
        }
        dc_comm_destroy(comm);
    }
}
