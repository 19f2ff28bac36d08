/* test_pipeline.c - dc_pipeline_run: 1 to 4 stages on 1 to 4 devices, a widening last stage,
   a stage spread over several devices, chunk sizes from 1 item to the whole job and
   depths from 1 up, 0 / 1 / 7 / 100003 items: exactly the host's results, nothing written
   past the output, a report that adds up; several host threads at once; every bad input
   with its documented code; random pipelines against a host model (seeded:
   DC_PIPELINE_SEED replays one). Kernels: kernels/dispatch (stage_add, stage_mul,
   stage_split) and, for a stage that narrows, one OpenCL C kernel of this file. */
#include "common.h"

#include <math.h>
#include <time.h>

enum { PL_GUARD = 64 };   /* bytes after the output that must stay untouched */

typedef struct pl {
    dc_context *ctx;
    int n;                        /* devices */
    dc_kernel add, mul, split;
} pl;

/* A context (desc) with kernels/dispatch's stage kernels. NULL once the failure is recorded
   (at the test's file and line). */
static dc_context *pl_open_at(const char *file, int line, pl *f, const dc_context_desc *desc)
{
    tk_fixture fx;
    memset(f, 0, sizeof *f);
    if (!tk_fixture_open_file_at(file, line, &fx, desc, TK_DISPATCH_KERNELS, "stage_add", &f->add, "stage_mul",
                                 &f->mul, "stage_split", &f->split, TK_END))
        return NULL;
    f->ctx = fx.ctx;
    f->n = fx.devices;
    return f->ctx;
}
#define pl_open_desc(f, desc) pl_open_at(__FILE__, __LINE__, f, desc)
#define pl_open(f) pl_open_desc(f, NULL)

/* What a stage does, for the host reference. */
typedef enum pl_op { PL_ADD, PL_MUL, PL_SPLIT, PL_PAIRSUM } pl_op;

typedef struct pl_stage_spec {
    pl_op op;
    uint32_t k;
    int devices[8];
    int device_count;             /* 0: the default (stage index mod device count) */
} pl_stage_spec;

/* The host reference: in[i] (uint) through the stages; out_bytes is the last stage's. */
static void pl_reference(const pl_stage_spec *sp, int stages, const uint32_t *in, uint64_t items, uint32_t *out)
{
    uint64_t i;
    int s;
    for (i = 0; i < items; i++) {
        uint32_t v[2] = { in[i], 0 };
        int width = 1;
        for (s = 0; s < stages; s++) {
            switch (sp[s].op) {
            case PL_ADD: v[0] = v[0] + sp[s].k + (uint32_t)i; break;
            case PL_MUL: v[0] = v[0] * sp[s].k; break;
            case PL_SPLIT: v[1] = v[0] ^ sp[s].k; width = 2; break;
            case PL_PAIRSUM: v[0] = v[0] + v[1] + sp[s].k; width = 1; break;
            }
        }
        out[i * (uint64_t)width] = v[0];
        if (width == 2) out[i * 2 + 1] = v[1];
    }
}

/* One stage: op with constant k on `device` alone, or on the default device when device < 0. */
static void pl_spec(pl_stage_spec *sp, pl_op op, uint32_t k, int device)
{
    memset(sp, 0, sizeof *sp);
    sp->op = op;
    sp->k = k;
    if (device >= 0) {
        sp->devices[0] = device;
        sp->device_count = 1;
    }
}

static int pl_out_width(const pl_stage_spec *sp, int stages)
{
    int s, w = 1;
    for (s = 0; s < stages; s++) {
        if (sp[s].op == PL_SPLIT) w = 2;
        if (sp[s].op == PL_PAIRSUM) w = 1;
    }
    return w;
}

/* The devices a stage runs on: its list, or stage index mod device count. */
static int pl_stage_devices(const pl_stage_spec *sp, int s, int n, int *out)
{
    int i;
    if (sp[s].device_count == 0) {
        out[0] = s % n;
        return 1;
    }
    for (i = 0; i < sp[s].device_count; i++) out[i] = sp[s].devices[i];
    return sp[s].device_count;
}

/* The chunk dc_pipeline_run starts from when dc_pipeline_desc.chunk is 0: about items /
   (16 x stages), at most 4 MiB a buffer; *most: the largest it may be moved to. */
static uint64_t pl_default_chunk(const dc_pipeline_desc *d, uint64_t *most)
{
    uint64_t widest = d->in_item_bytes, bytes = d->in_item_bytes, per_stage;
    int s;
    for (s = 0; s < d->stage_count; s++) {
        if (d->stages[s].out_item_bytes) bytes = d->stages[s].out_item_bytes;
        if (bytes > widest) widest = bytes;
    }
    *most = ((uint64_t)4 << 20) / widest;
    if (*most < 1) *most = 1;
    if (*most > d->items) *most = d->items;
    per_stage = d->items / (16 * (uint64_t)d->stage_count);
    if (per_stage < 1) per_stage = 1;
    return per_stage < *most ? per_stage : *most;
}

/* 1 when a stage of d runs on a CUDA device (whose driver tells how its launches fill waves). */
static int pl_any_cuda(pl *f, const dc_pipeline_desc *d)
{
    int s, i;
    for (s = 0; s < d->stage_count; s++) {
        if (!d->stages[s].devices && tk_backend(f->ctx, s % f->n) == DC_BACKEND_CUDA) return 1;
        for (i = 0; d->stages[s].devices && i < d->stages[s].device_count; i++)
            if (tk_backend(f->ctx, d->stages[s].devices[i]) == DC_BACKEND_CUDA) return 1;
    }
    return 0;
}

/* The report of a successful run adds up. */
static int pl_check_report(pl *f, const dc_pipeline_desc *d, const pl_stage_spec *sp, const dc_pipeline_report *rep,
                           const char *label)
{
    int ok = 1, s, i;
#define PCHECK(cond)                                                                        \
    do { if (!(cond)) { ok = 0; FAIL("%s: report: %s", label, #cond); } } while (0)
    if (d->items == 0) {   /* the header: nothing runs, the report all 0 */
        static const dc_pipeline_report zero;
        PCHECK(memcmp(rep, &zero, sizeof zero) == 0);
        return ok;
    }
    PCHECK(rep->stage_count == d->stage_count);
    PCHECK(rep->makespan_ms > 0 && isfinite(rep->makespan_ms));
    PCHECK(rep->chunk_items > 0);
    if (rep->chunk_items > 0) PCHECK(rep->chunks == (d->items + rep->chunk_items - 1) / rep->chunk_items);
    if (d->chunk) PCHECK(rep->chunk_items == d->chunk || (d->chunk > d->items && rep->chunk_items == d->items));
    if (!d->chunk) {  /* chosen: the default where no device tells its waves (OpenCL), else moved at most 2x from it */
        uint64_t most, def = pl_default_chunk(d, &most);
        if (!pl_any_cuda(f, d)) PCHECK(rep->chunk_items == def);
        else PCHECK(rep->chunk_items >= (def / 2 ? def / 2 : 1) && rep->chunk_items <= 2 * def && rep->chunk_items <= most);
    }
    PCHECK(rep->bottleneck >= 0 && rep->bottleneck < d->stage_count);
    if (rep->stage_count != d->stage_count) return 0;
    for (s = 0; s < d->stage_count; s++) {
        const dc_pipeline_stage_report *e = &rep->stages[s];
        int want[8], prev[8], nw = pl_stage_devices(sp, s, f->n, want), np = s ? pl_stage_devices(sp, s - 1, f->n, prev) : 0;
        char what[64];
        snprintf(what, sizeof what, "stage %d", s);
        if (e->device_count != nw) {
            ok = 0;
            FAIL("%s: report: %s has device_count %d, expected %d", label, what, e->device_count, nw);
        } else {
            for (i = 0; i < nw && i < 8; i++)
                if (e->devices[i] != want[i]) {
                    ok = 0;
                    FAIL("%s: report: %s devices[%d] = %d, expected %d", label, what, i, e->devices[i], want[i]);
                }
        }
        if (e->chunks != rep->chunks) {
            ok = 0;
            FAIL("%s: report: %s ran %llu chunks, the pipeline has %llu", label, what, (unsigned long long)e->chunks,
                 (unsigned long long)rep->chunks);
        }
        if (!(e->busy_ms > 0 && isfinite(e->busy_ms))) {
            ok = 0;
            FAIL("%s: report: %s busy_ms = %g, expected > 0", label, what, e->busy_ms);
        }
        if (!(e->wait_ms >= 0 && isfinite(e->wait_ms))) {
            ok = 0;
            FAIL("%s: report: %s wait_ms = %g, expected >= 0", label, what, e->wait_ms);
        }
        if (s == 0) {
            if (e->path_in != DC_COPY_PATH_NONE) {
                ok = 0;
                FAIL("%s: report: stage 0's input came from the host, path_in is %s (expected none)", label,
                     dc_copy_path_name(e->path_in));
            }
        } else if (nw == 1 && np == 1) {
            dc_copy_path want_path = DC_COPY_PATH_NONE;
            if (want[0] != prev[0]) {
                dc_buffer a = { 0 }, b = { 0 };
                if (dc_buffer_create(f->ctx, prev[0], 64, &a) == DC_SUCCESS &&
                    dc_buffer_create(f->ctx, want[0], 64, &b) == DC_SUCCESS)
                    (void)dc_copy_path_get(f->ctx, b, a, &want_path);
                dc_buffer_destroy(f->ctx, a);
                dc_buffer_destroy(f->ctx, b);
                if (e->path_in != want_path) {
                    ok = 0;
                    FAIL("%s: report: %s (device %d after %d) path_in is %s, dc_copy_path_get says %s", label, what,
                         want[0], prev[0], dc_copy_path_name(e->path_in), dc_copy_path_name(want_path));
                }
            } else if (e->path_in != DC_COPY_PATH_NONE && e->path_in != DC_COPY_PATH_SAME_DEVICE) {
                ok = 0;
                FAIL("%s: report: %s shares device %d with the stage before, path_in is %s", label, what, want[0],
                     dc_copy_path_name(e->path_in));
            }
        } else if ((int)e->path_in < 0 || (int)e->path_in >= (int)DC_COPY_PATH_COUNT) {
            ok = 0;
            FAIL("%s: report: %s path_in = %d is not a dc_copy_path", label, what, (int)e->path_in);
        }
    }
#undef PCHECK
    return ok;
}

/* The output of a successful run: n_values uint32 equal to want (0 values: nothing
   written), and the PL_GUARD bytes after out_bytes untouched (0xAB). Returns 1 when so. */
static int pl_check_output(const char *label, const unsigned char *out, const uint32_t *want, uint64_t n_values,
                           int width, size_t out_bytes)
{
    uint64_t i, bad = 0, first = 0;
    if (n_values == 0) {
        for (i = 0; i < PL_GUARD; i++)
            if (out[i] != 0xAB) {
                FAIL("%s: 0 items, but output byte %llu changed", label, (unsigned long long)i);
                return 0;
            }
        return 1;
    }
    for (i = 0; i < n_values; i++) {
        uint32_t g;
        memcpy(&g, out + i * 4, 4);
        if (g != want[i] && bad++ == 0) first = i;
    }
    if (bad) {
        uint32_t g;
        memcpy(&g, out + first * 4, 4);
        FAIL("%s: output[%llu] (item %llu) = %u, expected %u (%llu of %llu values differ)", label,
             (unsigned long long)first, (unsigned long long)(first / (uint64_t)width), g, want[first],
             (unsigned long long)bad, (unsigned long long)n_values);
    }
    for (i = 0; i < PL_GUARD; i++)
        if (out[out_bytes + i] != 0xAB) {
            FAIL("%s: wrote past the output (byte %llu after its end)", label, (unsigned long long)i);
            return 0;
        }
    return bad == 0;
}

/* Runs the stages over `items` of `in`, compares with the host, checks the guard bytes
   after the output and the report. Returns 1 when all is well. */
static int pl_run(pl *f, const pl_stage_spec *sp, int stages, const uint32_t *in, uint64_t items, uint64_t chunk,
                  int depth, const char *label, dc_pipeline_report *rep_out)
{
    dc_pipeline_stage st[DC_PIPELINE_MAX_STAGES];
    dc_arg args[DC_PIPELINE_MAX_STAGES];
    dc_pipeline_desc d;
    dc_pipeline_report rep;
    int width = pl_out_width(sp, stages), s, ok = 1;
    size_t out_bytes = (size_t)items * 4u * (size_t)width;
    unsigned char *out = (unsigned char *)malloc(out_bytes + PL_GUARD);
    uint32_t *want = (uint32_t *)malloc(out_bytes + 4);
    dc_result r;
    if (!out || !want) {
        FAIL("out of host memory");
        free(out);
        free(want);
        return 0;
    }
    memset(out, 0xAB, out_bytes + PL_GUARD);
    pl_reference(sp, stages, in, items, want);
    for (s = 0; s < stages; s++) {
        args[s] = DC_ARG_U32(sp[s].k);
        st[s] = tk_stage(sp[s].op == PL_ADD ? f->add : sp[s].op == PL_MUL ? f->mul : f->split, &args[s], 1,
                         sp[s].device_count ? sp[s].devices : NULL, sp[s].device_count);
        st[s].out_item_bytes = sp[s].op == PL_SPLIT ? 8 : 0;
    }
    d = tk_pipeline_desc(st, stages, in, items, out);
    d.chunk = chunk;
    d.depth = depth;
    memset(&rep, 0xff, sizeof rep);
    r = dc_pipeline_run(f->ctx, &d, &rep);
    if (r != DC_SUCCESS) {
        FAIL("%s: dc_pipeline_run returned %s", label, dc_result_name(r));
        ok = 0;
    } else {
        ok = pl_check_output(label, out, want, items * (uint64_t)width, width, out_bytes);
        if (!pl_check_report(f, &d, sp, &rep, label)) ok = 0;
    }
    if (rep_out) *rep_out = rep;
    free(out);
    free(want);
    return ok;
}

static uint32_t *pl_input(uint64_t items, uint64_t seed)
{
    uint32_t *in = (uint32_t *)malloc((size_t)(items ? items : 1) * 4);
    if (in) th_fill_random(in, (size_t)items * 4, seed);
    else FAIL("out of host memory");
    return in;
}

/* 1..4 stages on 1..4 devices (stage s on device (s mod D) mod the context's count), with
   and without a widening last stage, over 0, 1, 7 and 100003 items, several chunk sizes
   and depths. */
TEST(pipeline_stages_on_devices)
{
    static const uint64_t small_chunks[] = { 0, 1, 3, 7, 100 };
    static const uint64_t big_chunks[] = { 0, 1000, 4096, 65536, 200000 };
    static const int depths[] = { 0, 1, 2, 3, 8 };
    static const uint64_t counts[] = { 0, 1, 7, 100003 };
    pl f;
    uint32_t *in;
    int S, D, split, c, combo = 0;
    REQUIRE(pl_open(&f));
    in = pl_input(100003, 11);
    REQUIRE(in);
    for (S = 1; S <= 4; S++)
        for (D = 1; D <= 4; D++)
            for (split = 0; split < 2; split++)
                for (c = 0; c < 4 && !th_failed(); c++, combo++) {
                    pl_stage_spec sp[4];
                    uint64_t chunk = counts[c] > 7 ? big_chunks[combo % 5] : small_chunks[combo % 5];
                    int depth = depths[(combo / 5) % 5], s;
                    char label[200];
                    for (s = 0; s < S; s++)
                        pl_spec(&sp[s], s % 2 ? PL_MUL : PL_ADD, s % 2 ? 3u + 2u * (uint32_t)s : 0x9E3779B9u + (uint32_t)s,
                                (s % D) % f.n);
                    if (split) {
                        sp[S - 1].op = PL_SPLIT;
                        sp[S - 1].k = 0x5A5A5A5Au;
                    }
                    snprintf(label, sizeof label, "%d stages%s on %d devices (of %d), %llu items, chunk %llu, depth %d",
                             S, split ? " (the last widening)" : "", D, f.n, (unsigned long long)counts[c],
                             (unsigned long long)chunk, depth);
                    pl_run(&f, sp, S, in, counts[c], chunk, depth, label, NULL);
                }
    free(in);
}

/* devices NULL and device_count 0: stage s runs on device s mod the device count. */
TEST(pipeline_default_devices)
{
    pl f;
    pl_stage_spec sp[6];
    dc_pipeline_report rep;
    uint32_t *in;
    int s;
    REQUIRE(pl_open(&f));
    in = pl_input(5003, 12);
    REQUIRE(in);
    for (s = 0; s < 6; s++) pl_spec(&sp[s], s % 2 ? PL_MUL : PL_ADD, 7u + (uint32_t)s, -1);
    if (pl_run(&f, sp, 6, in, 5003, 500, 0, "6 stages on the default devices", &rep))
        for (s = 0; s < 6; s++) CHECK_EQ(rep.stages[s].devices[0], s % f.n);
    free(in);
}

/* The chosen chunk (chunk 0) stays within the blocks one launch may have on every stage's
   device: a default past them was OUT_OF_RANGE (2^31 blocks; here the devices are told
   they take 4), though smaller chunks run. */
TEST(pipeline_default_chunk_within_a_launch)
{
    pl f;
    dc_pipeline_stage st[2];
    dc_arg args[2];
    dc_pipeline_desc d;
    dc_pipeline_report rep;
    uint32_t *in, *out, old[DC_DISPATCH_MAX_DEVICES];
    uint64_t items = 100000, i;
    dc_result r;
    int s;
    REQUIRE(pl_open(&f));
    REQUIRE(f.n <= DC_DISPATCH_MAX_DEVICES);
    in = pl_input(items, 13);
    out = (uint32_t *)malloc((size_t)items * 4);
    if (!in || !out) {
        if (in && !out) FAIL("out of host memory");
        free(in);
        free(out);
        return;
    }
    args[0] = DC_ARG_U32(5);
    args[1] = DC_ARG_U32(3);
    st[0] = tk_stage(f.add, &args[0], 1, NULL, 0);
    st[1] = tk_stage(f.mul, &args[1], 1, NULL, 0);
    st[0].block = st[1].block = 64;   /* 4 blocks: 256 items */
    d = tk_pipeline_desc(st, 2, in, items, out);
    for (s = 0; s < f.n; s++) old[s] = tk_device_grid_x(f.ctx, s, 4);
    r = dc_pipeline_run(f.ctx, &d, &rep);
    for (s = 0; s < f.n; s++) tk_device_grid_x(f.ctx, s, old[s]);
    if (CHECK_OK(r)) {
        CHECK(rep.chunk_items >= 1 && rep.chunk_items <= 256);
        for (i = 0; i < items; i++)
            if (out[i] != (in[i] + 5u + (uint32_t)i) * 3u) {
                FAIL("out[%llu] is %u, expected %u", (unsigned long long)i, out[i], (in[i] + 5u + (uint32_t)i) * 3u);
                break;
            }
    }
    free(in);
    free(out);
}

/* A stage over several devices takes chunks in turn (data-parallel stage). */
TEST(pipeline_stage_over_several_devices)
{
    pl f;
    pl_stage_spec sp[3];
    dc_pipeline_report rep;
    uint32_t *in;
    int i, k;
    REQUIRE(pl_open(&f));
    if (f.n < 2) SKIP("needs two devices");
    in = pl_input(100003, 13);
    REQUIRE(in);
    for (k = 0; k < 3 && !th_failed(); k++) {
        char label[128];
        pl_spec(&sp[0], PL_ADD, 1, 0);
        pl_spec(&sp[1], PL_MUL, 5, -1);
        if (k == 0 || f.n < 3) {                 /* {0, 1} */
            sp[1].devices[0] = 0;
            sp[1].devices[1] = 1;
            sp[1].device_count = 2;
        } else {                                 /* every device but 0, then every device */
            for (i = k == 1 ? 1 : 0; i < f.n && sp[1].device_count < 8; i++) sp[1].devices[sp[1].device_count++] = i;
        }
        pl_spec(&sp[2], PL_SPLIT, 0xFFFF0000u, f.n - 1);
        snprintf(label, sizeof label, "stage 1 over %d devices (from %d), 100003 items, chunk 1000",
                 sp[1].device_count, sp[1].devices[0]);
        pl_run(&f, sp, 3, in, 100003, 1000, 0, label, &rep);
    }
    /* one stage, every device */
    pl_spec(&sp[0], PL_ADD, 99, -1);
    for (i = 0; i < f.n && i < 8; i++) sp[0].devices[sp[0].device_count++] = i;
    pl_run(&f, sp, 1, in, 100003, 3000, 4, "one stage over every device", &rep);
    free(in);
}

/* A stage that narrows what the stage before widened: in_item_bytes of stage s+1 is
   stage s's out_item_bytes (OpenCL C kernel of this file; OpenCL devices). */
TEST(pipeline_widen_then_narrow)
{
    static const char src[] =
        "__kernel void pair_sum(__global const uint *in, __global uint *out, ulong n, ulong first, uint k)\n"
        "{\n"
        "    ulong i = get_global_id(0);\n"
        "    if (i < n) out[i] = in[2 * i] + in[2 * i + 1] + k;\n"
        "}\n";
    dc_context_desc cd;
    dc_module_desc md;
    dc_module m;
    dc_kernel pair;
    dc_pipeline_stage st[4];
    dc_arg args[4];
    dc_pipeline_desc d;
    dc_pipeline_report rep;
    pl_stage_spec sp[4];
    pl f;
    uint32_t *in, *out = NULL, *want = NULL;
    uint64_t items = 20011;
    int s;
    memset(&cd, 0, sizeof cd);
    cd.backends = DC_BACKEND_OPENCL;
    {
        dc_context *probe;
        if (th_ctx_try(&cd, &probe) != DC_SUCCESS) SKIP("no OpenCL device");
        th_ctx_forget(probe);
        dc_context_destroy(probe);
    }
    REQUIRE(pl_open_desc(&f, &cd));
    memset(&md, 0, sizeof md);
    md.opencl_source = src;
    REQUIRE_OK(dc_module_load(f.ctx, &md, &m));
    REQUIRE_OK(dc_kernel_get(f.ctx, m, "pair_sum", &pair));
    in = pl_input(items, 14);
    REQUIRE(in);
    out = (uint32_t *)malloc(items * 4 + PL_GUARD);
    want = (uint32_t *)malloc(items * 4);
    if (!out || !want) {
        FAIL("out of host memory");
        goto done;
    }
    pl_spec(&sp[0], PL_ADD, 3, -1);
    pl_spec(&sp[1], PL_SPLIT, 0x0F0F0F0Fu, -1);
    pl_spec(&sp[2], PL_PAIRSUM, 17, -1);
    pl_spec(&sp[3], PL_MUL, 9, -1);
    pl_reference(sp, 4, in, items, want);
    for (s = 0; s < 4; s++) {
        args[s] = DC_ARG_U32(sp[s].k);
        st[s] = tk_stage(s == 0 ? f.add : s == 1 ? f.split : s == 2 ? pair : f.mul, &args[s], 1, NULL, 0);
        st[s].out_item_bytes = s == 1 ? 8 : 4;
    }
    d = tk_pipeline_desc(st, 4, in, items, out);
    d.chunk = 999;
    memset(out, 0xAB, items * 4 + PL_GUARD);
    if (CHECK_OK(dc_pipeline_run(f.ctx, &d, &rep))) {
        pl_check_output("4 stages, the third narrowing", (const unsigned char *)out, want, items, 1, items * 4);
        CHECK_EQ(rep.stage_count, 4);
        CHECK_EQ(rep.chunks, (items + 998) / 999);
    }
done:
    free(in);
    free(out);
    free(want);
}

/* 0 items: success, nothing runs, the output keeps its bytes. */
TEST(pipeline_zero_items)
{
    pl f;
    pl_stage_spec sp[2];
    uint32_t in[1] = { 5 };
    int D;
    REQUIRE(pl_open(&f));
    for (D = 1; D <= 2; D++) {
        pl_spec(&sp[0], PL_ADD, 1, -1);
        pl_spec(&sp[1], PL_SPLIT, 2, (D - 1) % f.n);
        pl_run(&f, sp, 2, in, 0, 0, 0, "0 items", NULL);
    }
}

/* 0 items still checks each stage's kernel, as it checks the stages' devices and
   arguments and as dc_dispatch checks its kernel: a zero or destroyed handle, or a kernel
   not built for a stage's device, was a success that did nothing. Refused now with the
   code it gets with items, naming the stage, before anything is allocated. */
TEST(pipeline_zero_items_checks_the_kernels)
{
    pl f;
    dc_pipeline_stage st[2];
    dc_pipeline_desc d;
    dc_arg a = DC_ARG_U32(1);
    dc_kernel dead;
    uint32_t in[1] = { 5 }, out[1] = { 7 };
    void *native;
    int last, items;
    REQUIRE(pl_open(&f));
    last = f.n - 1;
    REQUIRE(tk_destroyed_kernel(f.ctx, TK_DISPATCH_KERNELS, "stage_add", &dead));
    for (items = 0; items <= 1; items++) {
        st[0] = tk_stage(f.add, &a, 1, NULL, 0);
        st[1] = tk_stage(f.mul, &a, 1, &last, 1);
        d = tk_pipeline_desc(st, 2, in, (uint64_t)items, out);
        st[1].kernel.id = 0;
        if (CHECK_ERR(dc_pipeline_run(f.ctx, &d, NULL), DC_ERROR_INVALID_HANDLE) && !strstr(dc_last_error(), "stages[1].kernel"))
            FAIL("%d items, a zero kernel handle: the message does not name dc_pipeline_desc.stages[1].kernel: %s", items, dc_last_error());
        st[1].kernel = f.mul;
        st[0].kernel = dead;
        if (CHECK_ERR(dc_pipeline_run(f.ctx, &d, NULL), DC_ERROR_INVALID_HANDLE) && !strstr(dc_last_error(), "stages[0].kernel"))
            FAIL("%d items, a destroyed kernel: the message does not name dc_pipeline_desc.stages[0].kernel: %s", items, dc_last_error());
        st[0].kernel = f.add;
        REQUIRE((native = tk_kernel_swap_native(f.ctx, f.mul, last, NULL)) != NULL);
        if (CHECK_ERR(dc_pipeline_run(f.ctx, &d, NULL), DC_ERROR_KERNEL_NOT_FOUND) && !strstr(dc_last_error(), "stages[1]"))
            FAIL("%d items, stage_mul not built for device %d: the message does not name dc_pipeline_desc.stages[1]: %s", items, last,
                 dc_last_error());
        tk_kernel_swap_native(f.ctx, f.mul, last, native);
        CHECK_EQ(out[0], 7);   /* nothing written by the refused runs */
        CHECK_OK(dc_pipeline_run(f.ctx, &d, NULL));
        CHECK_EQ(out[0], items ? 6 : 7);   /* (5 + 1 + item 0) x 1 */
    }
}

/* A stage's block past what its device (or the kernel there) may have: INVALID_ARGUMENT
   naming dc_pipeline_desc.stages[s].block, for 0 items too, before anything is allocated.
   The launch check refused it only once the stage's buffers and streams were made, naming
   dc_launch_desc.block (a struct the caller never saw), and 0 items took it. */
TEST(pipeline_block_over_the_limit_names_the_stage)
{
    enum { N = 100 };
    pl f;
    dc_pipeline_stage st[2];
    dc_pipeline_desc d;
    dc_arg a = DC_ARG_U32(1);
    uint32_t in[N], out[N];
    int last, items, live, i;
    REQUIRE(pl_open(&f));
    last = f.n - 1;
    for (i = 0; i < N; i++) in[i] = (uint32_t)i;
    memset(out, 0xCD, sizeof out);
    for (items = 0; items <= N; items += N) {
        st[0] = tk_stage(f.add, &a, 1, NULL, 0);
        st[1] = tk_stage(f.mul, &a, 1, &last, 1);
        st[1].block = 1u << 24;   /* past every device's limit */
        d = tk_pipeline_desc(st, 2, in, (uint64_t)items, out);
        live = tk_live_objects(f.ctx);
        if (CHECK_ERR(dc_pipeline_run(f.ctx, &d, NULL), DC_ERROR_INVALID_ARGUMENT) && !strstr(dc_last_error(), "stages[1].block"))
            FAIL("%d items: the message does not name dc_pipeline_desc.stages[1].block: %s", items, dc_last_error());
        CHECK_EQ(tk_live_objects(f.ctx), live);
        for (i = 0; i < N; i++)
            if (out[i] != 0xCDCDCDCDu) {
                FAIL("%d items: out[%d] = 0x%x after a refused run", items, i, out[i]);
                break;
            }
    }
}

/* A float for a stage's `uint k` (4 bytes, as the uint) is DC_ERROR_LAUNCH naming the
   argument before anything runs: the kernel took its bits (1.0f is 0x3F800000) and the
   run succeeded with garbage. */
TEST(pipeline_float_for_an_integer_refused)
{
    enum { N = 100 };
    pl f;
    dc_pipeline_stage st[2];
    dc_pipeline_desc d;
    dc_arg one = DC_ARG_U32(1), wrong = DC_ARG_F32(1.0f);
    uint32_t in[N], out[N];
    int last, live, i;
    REQUIRE(pl_open(&f));
    last = f.n - 1;
    for (i = 0; i < N; i++) in[i] = (uint32_t)i;
    memset(out, 0xCD, sizeof out);
    st[0] = tk_stage(f.add, &one, 1, NULL, 0);
    st[1] = tk_stage(f.mul, &wrong, 1, &last, 1);
    d = tk_pipeline_desc(st, 2, in, N, out);
    live = tk_live_objects(f.ctx);
    if (CHECK_ERR(dc_pipeline_run(f.ctx, &d, NULL), DC_ERROR_LAUNCH) &&
        (!strstr(dc_last_error(), "DC_ARG_F32") || !strstr(dc_last_error(), "parameter 4 (integer)")))
        FAIL("the message does not name the DC_ARG_F32 and the kernel's integer parameter 4: %s", dc_last_error());
    CHECK_EQ(tk_live_objects(f.ctx), live);
    for (i = 0; i < N; i++)
        if (out[i] != 0xCDCDCDCDu) {
            FAIL("out[%d] = 0x%x after a refused run", i, out[i]);
            break;
        }
    st[1] = tk_stage(f.mul, &one, 1, &last, 1);   /* the right type runs: (i + 1 + i) x 1 */
    if (CHECK_OK(dc_pipeline_run(f.ctx, &d, NULL)))
        for (i = 0; i < N; i++)
            if (out[i] != 2 * (uint32_t)i + 1) {
                FAIL("out[%d] = %u, expected %d", i, out[i], 2 * i + 1);
                break;
            }
}

/* Several host threads run pipelines on one context at once. */
typedef struct pl_worker { pl *f; int id; int failures; } pl_worker;

static void *pl_worker_main(void *arg)
{
    pl_worker *w = (pl_worker *)arg;
    uint64_t items = 30011 + (uint64_t)w->id * 7;
    uint32_t *in = (uint32_t *)malloc(items * 4);
    int it, s;
    if (!in) {
        FAIL("thread %d: out of host memory", w->id);
        return w;
    }
    th_fill_random(in, items * 4, 100 + (uint64_t)w->id);
    for (it = 0; it < 3; it++) {
        pl_stage_spec sp[3];
        char label[96];
        for (s = 0; s < 3; s++)
            pl_spec(&sp[s], s == 2 && w->id % 2 ? PL_SPLIT : s % 2 ? PL_MUL : PL_ADD,
                    (uint32_t)(w->id * 10 + s + it + 1), (s + w->id) % w->f->n);
        snprintf(label, sizeof label, "thread %d, run %d", w->id, it);
        if (!pl_run(w->f, sp, 3, in, items, 2000, 0, label, NULL)) {
            w->failures++;
            break;
        }
    }
    free(in);
    return w->failures ? w : NULL;
}

TEST(pipeline_several_threads_at_once)
{
    pl f;
    pl_worker w[3] = { { NULL, 0, 0 }, { NULL, 1, 0 }, { NULL, 2, 0 } };
    REQUIRE(pl_open(&f));
    TK_SKIP_IF_THREADS_TROUBLE(f.ctx);
    w[0].f = w[1].f = w[2].f = &f;
    tk_run_threads(3, pl_worker_main, w, sizeof w[0]);
}

TEST(pipeline_bad_input)
{
    enum { N = 64 };
    uint32_t in[N], out[2 * N];
    pl f;
    dc_pipeline_stage st0[2], st[DC_PIPELINE_MAX_STAGES + 1];
    dc_arg a0[1], a[2];
    dc_pipeline_desc d0, d;
    dc_pipeline_report rep;
    dc_kernel dead;
    int devs[2], i;
    REQUIRE(pl_open(&f));
    for (i = 0; i < N; i++) in[i] = (uint32_t)i;
    memset(out, 0xCD, sizeof out);
    a0[0] = DC_ARG_U32(3);
    st0[0] = tk_stage(f.add, a0, 1, NULL, 0);
    st0[1] = tk_stage(f.mul, a0, 1, NULL, 0);
    d0 = tk_pipeline_desc(st, 2, in, N, out);
    /* REFUSED(code, change): the valid run (d0, st0) with the change made returns code */
#define RESET() do { memset(st, 0, sizeof st); memcpy(st, st0, sizeof st0); a[0] = a0[0]; d = d0; } while (0)
#define REFUSED(code, ...) do { RESET(); __VA_ARGS__; CHECK_ERR(dc_pipeline_run(f.ctx, &d, &rep), code); } while (0)

    RESET();
    CHECK_ERR(dc_pipeline_run(NULL, &d, &rep), DC_ERROR_INVALID_ARGUMENT);
    CHECK_ERR(dc_pipeline_run(f.ctx, NULL, &rep), DC_ERROR_INVALID_ARGUMENT);
    REFUSED(DC_ERROR_INVALID_ARGUMENT, d.stages = NULL);
    CHECK(strstr(dc_last_error(), "stages is NULL") != NULL);   /* not the count, which is fine */
    REFUSED(DC_ERROR_INVALID_ARGUMENT, d.input = NULL);
    REFUSED(DC_ERROR_INVALID_ARGUMENT, d.output = NULL);
    REFUSED(DC_ERROR_INVALID_ARGUMENT, d.stage_count = 0);
    REFUSED(DC_ERROR_INVALID_ARGUMENT, d.stage_count = -1);
    REFUSED(DC_ERROR_INVALID_ARGUMENT, for (i = 2; i <= DC_PIPELINE_MAX_STAGES; i++) st[i] = st0[i % 2];
            d.stage_count = DC_PIPELINE_MAX_STAGES + 1);
    REFUSED(DC_ERROR_INVALID_ARGUMENT, d.in_item_bytes = 0);
    /* extra arguments: scalars only */
    {
        dc_buffer b;
        REQUIRE_OK(dc_buffer_create(f.ctx, 0, 64, &b));
        REFUSED(DC_ERROR_INVALID_ARGUMENT, a[0] = DC_ARG_BUFFER(b); st[1].args = a);
        dc_buffer_destroy(f.ctx, b);
    }
    REFUSED(DC_ERROR_INVALID_ARGUMENT, a[0] = DC_ARG_LOCAL(64); st[1].args = a);
    REFUSED(DC_ERROR_INVALID_ARGUMENT, a[0].type = DC_ARG_TYPE_INVALID; st[1].args = a);
    REFUSED(DC_ERROR_INVALID_ARGUMENT, st[1].args = NULL);
    REFUSED(DC_ERROR_INVALID_ARGUMENT, st[1].arg_count = -1);
    /* device lists */
    REFUSED(DC_ERROR_OUT_OF_RANGE, devs[0] = f.n; st[1].devices = devs; st[1].device_count = 1);
    REFUSED(DC_ERROR_OUT_OF_RANGE, devs[0] = -1; st[0].devices = devs; st[0].device_count = 1);
    REFUSED(DC_ERROR_INVALID_ARGUMENT, devs[0] = 0; devs[1] = 0; st[1].devices = devs; st[1].device_count = 2);
    REFUSED(DC_ERROR_INVALID_ARGUMENT, st[1].devices = NULL; st[1].device_count = 1);
    REFUSED(DC_ERROR_INVALID_ARGUMENT, devs[0] = 0; st[1].devices = devs; st[1].device_count = -1);
    REFUSED(DC_ERROR_INVALID_ARGUMENT, devs[0] = 0; st[1].devices = devs; st[1].device_count = 0);   /* "a bad device list" */
    /* kernels */
    REFUSED(DC_ERROR_INVALID_HANDLE, st[1].kernel.id = 0);
    REQUIRE(tk_destroyed_kernel(f.ctx, TK_DISPATCH_KERNELS, "stage_add", &dead));
    REFUSED(DC_ERROR_INVALID_HANDLE, st[0].kernel = dead);
    /* sizes that overflow */
    REFUSED(DC_ERROR_OUT_OF_RANGE, d.items = UINT64_MAX / 2; d.in_item_bytes = 8);
    REFUSED(DC_ERROR_OUT_OF_RANGE, st[1].out_item_bytes = 1ull << 62);
    REFUSED(DC_ERROR_OUT_OF_RANGE, d.in_item_bytes = 1ull << 62);
    /* 1-byte items near 2^64: (items + chunk - 1) / chunk wrapped to 0 chunks, a "success" that did nothing */
    REFUSED(DC_ERROR_OUT_OF_RANGE, d.items = UINT64_MAX - 100; d.in_item_bytes = 1; st[0].out_item_bytes = 1; st[1].out_item_bytes = 1; d.chunk = 1000);
    /* a negative depth: INVALID_ARGUMENT, as the header says (not just any failure) */
    REFUSED(DC_ERROR_INVALID_ARGUMENT, d.depth = -1);
#undef REFUSED
#undef RESET
    for (i = 0; i < 2 * N; i++)
        if (out[i] != 0xCDCDCDCDu) {
            FAIL("out[%d] = 0x%x after refused runs, expected it untouched", i, out[i]);
            break;
        }
    /* and the context still runs pipelines */
    memset(st, 0, sizeof st);
    memcpy(st, st0, sizeof st0);
    d = d0;
    if (CHECK_OK(dc_pipeline_run(f.ctx, &d, &rep)))
        for (i = 0; i < N; i++)
            if (out[i] != ((uint32_t)i + 3u + (uint32_t)i) * 3u) {
                FAIL("out[%d] = %u, expected %u", i, out[i], ((uint32_t)i + 3u + (uint32_t)i) * 3u);
                break;
            }
}

/* Runs the one-stage pipeline d over buf (input at in_at, output at out_at, uints) with
   buf holding pattern first; 1 when the output equals the reference of the stage
   `add` (k) or `split` (k) over the pattern. */
static int pl_alias_run(pl *f, dc_pipeline_desc *d, uint32_t *buf, size_t words, uint32_t in_at, uint32_t out_at, int split,
                        const uint32_t *pattern, uint32_t *want, dc_result *r)
{
    uint64_t i, width = split ? 2 : 1;
    pl_stage_spec sp;
    pl_spec(&sp, split ? PL_SPLIT : PL_ADD, 7, -1);
    memset(buf, 0, words * 4);
    memcpy(buf + in_at, pattern, (size_t)d->items * 4);
    pl_reference(&sp, 1, pattern, d->items, want);
    d->input = buf + in_at;
    d->output = buf + out_at;
    if ((*r = dc_pipeline_run(f->ctx, d, NULL)) != DC_SUCCESS) return 0;
    for (i = 0; i < d->items * width; i++)
        if (buf[out_at + i] != want[i]) return 0;
    return 1;
}

/* Output over input. A chunk's results are read back while later chunks' uploads may not
   have run: accepted, an output with wider items on the input (stage_split in place) or
   one shifted ahead of it overwrote input not yet uploaded, and gave wrong results. Both
   are INVALID_ARGUMENT now, naming input and output, as is an output behind the input
   where stage 0 runs on several devices (their uploads run in no order; one ahead there
   is refused for being ahead). Exactly in
   place, and behind the input with stage 0 on one device (each chunk's output on input
   uploaded already, in order), are well-defined and still run. */
TEST(pipeline_output_over_input)
{
    enum { N = 2000, WORDS = 2 * N + 64 };
    static uint32_t buf[WORDS], want[2 * N];
    uint32_t *pattern;
    pl f;
    dc_pipeline_stage st;
    dc_arg k = DC_ARG_U32(7);
    dc_pipeline_desc d;
    dc_result r;
    int devs[2] = { 0, 1 }, run, split;
    REQUIRE(pl_open(&f));
    pattern = pl_input(N, 41);
    REQUIRE(pattern);
    for (run = 0; run < 3; run++)
        for (split = 0; split < 2; split++) {
            /* split: wider in place; add: shifted 35 items ahead (several chunks) */
            const char *label = split ? "wider items in place" : "output 35 items ahead";
            st = tk_stage(split ? f.split : f.add, &k, 1, NULL, 0);
            st.out_item_bytes = split ? 8 : 4;
            d = tk_pipeline_desc(&st, 1, NULL, N, NULL);
            d.chunk = 10;
            if (pl_alias_run(&f, &d, buf, WORDS, 0, split ? 0 : 35, split, pattern, want, &r)) {
                FAIL("%s: accepted (right by chance this time)", label);
            } else if (r == DC_SUCCESS) {
                FAIL("%s: accepted with wrong results (run %d)", label, run);
            } else if (CHECK_ERR(r, DC_ERROR_INVALID_ARGUMENT) &&
                       (!strstr(dc_last_error(), "dc_pipeline_desc.input") || !strstr(dc_last_error(), "dc_pipeline_desc.output"))) {
                FAIL("%s: the message does not name input and output: %s", label, dc_last_error());
            }
        }
    st = tk_stage(f.add, &k, 1, NULL, 0);
    d = tk_pipeline_desc(&st, 1, NULL, N, NULL);
    d.chunk = 10;
    for (run = 0; run < 3; run++) {
        if (!pl_alias_run(&f, &d, buf, WORDS, 0, 0, 0, pattern, want, &r)) FAIL("exactly in place: %s", r ? dc_last_error() : "wrong results");
        if (!pl_alias_run(&f, &d, buf, WORDS, 35, 0, 0, pattern, want, &r)) FAIL("35 items behind: %s", r ? dc_last_error() : "wrong results");
    }
    if (f.n >= 2) {
        st = tk_stage(f.add, &k, 1, devs, 2);              /* behind, stage 0 on two devices */
        if (!pl_alias_run(&f, &d, buf, WORDS, 35, 0, 0, pattern, want, &r) && CHECK_ERR(r, DC_ERROR_INVALID_ARGUMENT)
            && !strstr(dc_last_error(), "several devices"))
            FAIL("behind over two devices: %s", dc_last_error());
        else if (r == DC_SUCCESS) FAIL("behind over two devices: accepted");
        if (!pl_alias_run(&f, &d, buf, WORDS, 0, 0, 0, pattern, want, &r)) FAIL("in place over two devices: %s", r ? dc_last_error() : "wrong results");
        /* ahead over two devices: refused for being ahead, as on one device (the message
           said "stage 0 runs on several devices", as if one device would do) */
        if (!pl_alias_run(&f, &d, buf, WORDS, 0, 35, 0, pattern, want, &r) && CHECK_ERR(r, DC_ERROR_INVALID_ARGUMENT)
            && (!strstr(dc_last_error(), "ahead") || strstr(dc_last_error(), "several devices")))
            FAIL("ahead over two devices: the message does not say the output is ahead: %s", dc_last_error());
        else if (r == DC_SUCCESS) FAIL("ahead over two devices: accepted");
    }
    free(pattern);
}

/* A stage whose kernel has no build for its device: KERNEL_NOT_FOUND. Needs a CUDA device
   beside an OpenCL one (an OpenCL-only module has no kernel on CUDA). */
/* The same on one backend: stage_mul hidden on the last device as if its module had no
   build there (tests/dc_impl.c); a stage there is refused before anything moves, and runs
   again once the kernel is back. */
TEST(pipeline_kernel_hidden_on_a_device)
{
    enum { N = 1000 };
    pl f;
    dc_pipeline_stage st[2];
    dc_pipeline_desc d;
    dc_arg a[1];
    uint32_t in[N], out[N];
    void *native;
    int last, i;
    REQUIRE(pl_open(&f));
    last = f.n - 1;
    for (i = 0; i < N; i++) in[i] = (uint32_t)i;
    memset(out, 0xCD, sizeof out);
    a[0] = DC_ARG_U32(3);
    st[0] = tk_stage(f.add, a, 1, NULL, 0);
    st[1] = tk_stage(f.mul, a, 1, &last, 1);
    d = tk_pipeline_desc(st, 2, in, N, out);
    REQUIRE((native = tk_kernel_swap_native(f.ctx, f.mul, last, NULL)) != NULL);
    CHECK_ERR(dc_pipeline_run(f.ctx, &d, NULL), DC_ERROR_KERNEL_NOT_FOUND);
    for (i = 0; i < N; i++)
        if (out[i] != 0xCDCDCDCDu) {
            FAIL("out[%d] = 0x%x after a refused run", i, out[i]);
            break;
        }
    tk_kernel_swap_native(f.ctx, f.mul, last, native);
    if (CHECK_OK(dc_pipeline_run(f.ctx, &d, NULL)))
        for (i = 0; i < N; i++)
            if (out[i] != (2 * (uint32_t)i + 3) * 3) {   /* stage_add adds k and the item index */
                FAIL("out[%d] = %u, expected %u", i, out[i], (2 * (uint32_t)i + 3) * 3);
                break;
            }
}

TEST(pipeline_kernel_not_built_on_a_device)
{
    static const char src[] =
        "__kernel void only_cl(__global const uint *in, __global uint *out, ulong n, ulong first)\n"
        "{ if (get_global_id(0) < n) out[get_global_id(0)] = in[get_global_id(0)]; }\n";
    tk_fixture f;
    dc_kernel k;
    dc_pipeline_stage st;
    dc_pipeline_desc d;
    uint32_t in[8] = { 0 }, out[8];
    int cuda;
    TK_REQUIRE_OR_SKIP(tk_open_cl_only_kernel(&f, src, "only_cl", &k, &cuda), TK_SKIP_CUDA_AND_OPENCL);
    st = tk_stage(k, NULL, 0, &cuda, 1);
    d = tk_pipeline_desc(&st, 1, in, 8, out);
    CHECK_ERR(dc_pipeline_run(f.ctx, &d, NULL), DC_ERROR_KERNEL_NOT_FOUND);
}

/* How full the emptiest last wave is for chunks of c items (waves[i] = 0: unknown). */
static double pl_worst_fill(uint64_t c, const uint64_t *waves, int count)
{
    double worst = 1;
    int i;
    for (i = 0; i < count; i++)
        if (waves[i]) {
            double fill = (double)c / (double)((c / waves[i] + (c % waves[i] != 0)) * waves[i]);
            if (fill < worst) worst = fill;
        }
    return worst;
}

/* The rounding rule by exhaustive search, to hold tk_pipe_wave_chunk to: every c in
   [chunk / 2, 2 x chunk] and [1, most], the highest worst fill, then the nearest to chunk,
   then the smaller; chunk itself (within [1, most]) when no wave is known. */
static uint64_t pl_wave_chunk_search(uint64_t chunk, uint64_t most, const uint64_t *waves, int count)
{
    uint64_t lo, hi, c, best;
    double best_fill = -1;
    int i, known = 0;
    if (most < 1) most = 1;
    if (chunk < 1) chunk = 1;
    if (chunk > most) chunk = most;
    for (i = 0; i < count; i++) known |= waves[i] != 0;
    if (!known) return chunk;
    lo = chunk / 2 ? chunk / 2 : 1;
    hi = 2 * chunk < most ? 2 * chunk : most;
    best = hi;
    for (c = lo; c <= hi; c++) {
        double fill = pl_worst_fill(c, waves, count);
        uint64_t off = c > chunk ? c - chunk : chunk - c, best_off = best > chunk ? best - chunk : chunk - best;
        if (fill > best_fill || (fill == best_fill && (off < best_off || (off == best_off && c < best)))) {
            best = c;
            best_fill = fill;
        }
    }
    return best;
}

/* The default pipeline chunk moved to whole waves (dc__pipe_wave_chunk through
   tests/dc_impl.c), with no device: the H200 figures of bench/dispatch (132 SMs x 8 blocks
   of 256 threads = 270336 items a wave; default 1 Mi items, capped at 4 MiB of floats),
   two stages whose waves differ, no wave known, jobs smaller than a wave, and every small
   case against an exhaustive search of the rule. */
TEST(pipeline_chunk_rounds_to_whole_waves)
{
    static const uint64_t h200[] = { 270336 };
    static const uint64_t h200_half[] = { 270336, 135168 };         /* a stage at 4 blocks an SM */
    static const uint64_t h200_h100[] = { 270336, 233472 };         /* 132 and 114 SMs: no common multiple near */
    static const uint64_t unknown[] = { 0, 0 };
    static const uint64_t some_unknown[] = { 0, 270336, 0 };
    const uint64_t mi = 1024 * 1024;
    uint64_t got, chunk, most, w;
    /* one stage: a multiple of its wave; within the cap: 3 waves, the nearest below 1 Mi */
    got = tk_pipe_wave_chunk(mi, mi, h200, 1);
    CHECK_EQ(got, 811008);
    CHECK_EQ(got % 270336, 0);
    /* without the cap: 4 waves, 32 Ki above the default, nearer than 3 waves below */
    CHECK_EQ(tk_pipe_wave_chunk(mi, 64 * mi, h200, 1), 1081344);
    CHECK_EQ(tk_pipe_wave_chunk(mi, 64 * mi, h200, 1), pl_wave_chunk_search(mi, 64 * mi, h200, 1));
    /* unknown waves are skipped, known ones still count */
    CHECK_EQ(tk_pipe_wave_chunk(mi, mi, some_unknown, 3), 811008);
    /* two stages: a multiple of both where one divides the other */
    got = tk_pipe_wave_chunk(mi, mi, h200_half, 2);
    CHECK_EQ(got, 811008);
    CHECK(pl_worst_fill(got, h200_half, 2) == 1.0);
    /* waves without a common multiple in range: the best worst fill there is, never worse
       than the default's */
    got = tk_pipe_wave_chunk(mi, mi, h200_h100, 2);
    CHECK_EQ(got, pl_wave_chunk_search(mi, mi, h200_h100, 2));
    CHECK(pl_worst_fill(got, h200_h100, 2) >= pl_worst_fill(mi, h200_h100, 2));
    CHECK(got >= mi / 2 && got <= mi);
    th_note("waves 270336 and 233472, default 1 Mi: %llu items, worst fill %.4f (default %.4f)",
            (unsigned long long)got, pl_worst_fill(got, h200_h100, 2), pl_worst_fill(mi, h200_h100, 2));
    /* no wave known (OpenCL): the default exactly */
    CHECK_EQ(tk_pipe_wave_chunk(mi, mi, unknown, 2), mi);
    CHECK_EQ(tk_pipe_wave_chunk(mi, mi, NULL, 0), mi);
    CHECK_EQ(tk_pipe_wave_chunk(12345, 99999, unknown, 2), 12345);
    CHECK_EQ(tk_pipe_wave_chunk(1, 1, unknown, 1), 1);
    /* a job smaller than a wave: every chunk is one part-filled wave, the largest fills most */
    CHECK_EQ(tk_pipe_wave_chunk(62, 1000, h200, 1), 124);
    CHECK_EQ(tk_pipe_wave_chunk(50, 50, h200, 1), 50);
    CHECK_EQ(tk_pipe_wave_chunk(1, 1, h200, 1), 1);
    /* never 0, never above most (the items), even from a default out of range */
    got = tk_pipe_wave_chunk(0, 10, h200, 1);
    CHECK(got >= 1 && got <= 10);
    CHECK_EQ(tk_pipe_wave_chunk(0, 0, h200, 1), 1);
    CHECK_EQ(tk_pipe_wave_chunk(500, 300, h200, 1), 300);
    /* every small case: the rule, within [chunk / 2, 2 x chunk] and [1, most] */
    for (chunk = 1; chunk <= 40 && !th_failed(); chunk++)
        for (most = chunk; most <= 70; most += 3)
            for (w = 1; w <= 50; w++) {
                uint64_t waves[2], want;
                int count = 1 + (int)(w % 2);   /* one stage, or two with different waves */
                waves[0] = w;
                waves[1] = 51 - w;
                got = tk_pipe_wave_chunk(chunk, most, waves, count);
                want = pl_wave_chunk_search(chunk, most, waves, count);
                if (got != want || got < 1 || got > most || got < chunk / 2 || got > 2 * chunk) {
                    FAIL("chunk %llu, most %llu, %d wave(s) of %llu and %llu: %llu, the rule says %llu", (unsigned long long)chunk,
                         (unsigned long long)most, count, (unsigned long long)waves[0], (unsigned long long)waves[1],
                         (unsigned long long)got, (unsigned long long)want);
                    break;
                }
            }
}

/* --- randomized: dc_pipeline_run against a host model --------------------------------- */
/* Random pipelines of kernels/dispatch's stage kernels (OpenCL C and PTX alike, so CUDA
   devices run it unchanged): 1..4 stages, each on the default device, one device or
   several (in any order; the same list as the stage before now and then), its own block,
   threads per item and out_item_bytes (0 or the kernel's width); 0, 1, prime and
   just-off-multiple item counts; chosen or given chunks; depths from 1 up; input items of
   4 to 12 bytes (the kernels read a chunk's first 4 x count bytes as uints, so a wide
   item makes the result depend on where chunks start: the model follows the report's
   chunk); output apart, exactly in place, or behind the input. The output must equal the
   model byte for byte, with nothing written past it, the input untouched where apart, the
   report adding up (pl_check_report) and no buffer, stream or event left behind. Then the
   same pipeline made invalid in one way must give the documented code, leave the output
   as it was, the report zeroed and the context's objects as they were.
   DC_PIPELINE_SEED=<seed> replays a run (printed on failure), DC_PIPELINE_CASES=<n> sets
   how many (DC_DISPATCH_FULL: 10x). */

typedef struct pf_case {
    int stages;
    pl_stage_spec sp[4];          /* op, k, devices */
    uint64_t out_bytes[4];        /* the desc's out_item_bytes: 0 or the kernel's width */
    uint32_t tpi[4], block[4];
    uint64_t items, chunk, in_bytes;
    int depth;
    int alias;                    /* 0 apart, 1 in place, 2 output `behind` bytes before the input */
    uint64_t behind;
    uint64_t fill;                /* seeds the input bytes */
} pf_case;

static uint64_t pf_seed(void)
{
    static int have;
    static uint64_t seed;
    if (!have) {
        const char *e = getenv("DC_PIPELINE_SEED");
        if (e && e[0]) seed = strtoull(e, NULL, 0);
        else seed = ((uint64_t)time(NULL) * 2654435761u ^ (uint64_t)(uintptr_t)&have ^ ((uint64_t)clock() << 16)) % 1000000007u;
        have = 1;
    }
    return seed;
}

static int pf_cases(void)
{
    const char *e = getenv("DC_PIPELINE_CASES"), *full = getenv("DC_DISPATCH_FULL");
    int n = e && atoi(e) > 0 ? atoi(e) : th_iterations(1000);
    return full && full[0] && strcmp(full, "0") != 0 && !(e && e[0]) ? 10 * n : n;
}

static uint64_t pf_below(uint64_t *s, uint64_t n) { return n ? th_rand(s) % n : 0; }
static uint64_t pf_pick(uint64_t *s, const uint64_t *v, size_t n) { return v[pf_below(s, n)]; }
#define PF_PICK(s, v) pf_pick(s, v, sizeof v / sizeof v[0])

static uint32_t pf_load(const unsigned char *p) { uint32_t v; memcpy(&v, p, 4); return v; }
static void pf_store(unsigned char *p, uint32_t v) { memcpy(p, &v, 4); }

/* Bytes per item stage s writes (s = -1: the input's). */
static uint64_t pf_width(const pf_case *k, int s)
{
    return s < 0 ? k->in_bytes : k->sp[s].op == PL_SPLIT ? 8 : 4;
}

/* The host model, chunk by chunk (chunks of `chunk` items): each stage's kernel reads its
   chunk's input buffer as uints (the first `count` of them) and writes its own width. */
static int pf_model(const pf_case *k, const unsigned char *in, uint64_t chunk, unsigned char *out)
{
    uint64_t first, j, room = chunk * (k->in_bytes > 8 ? k->in_bytes : 8);
    unsigned char *a = (unsigned char *)malloc((size_t)room), *b = (unsigned char *)malloc((size_t)room), *t;
    int s;
    if (!a || !b) {
        free(a);
        free(b);
        return 0;
    }
    for (first = 0; first < k->items; first += chunk) {
        uint64_t count = k->items - first < chunk ? k->items - first : chunk;
        memcpy(a, in + first * k->in_bytes, (size_t)(count * k->in_bytes));
        for (s = 0; s < k->stages; s++) {
            uint32_t c = k->sp[s].k;
            for (j = 0; j < count; j++) {
                uint32_t v = pf_load(a + 4 * j);
                switch (k->sp[s].op) {
                case PL_ADD: pf_store(b + 4 * j, v + c + (uint32_t)(first + j)); break;
                case PL_MUL: pf_store(b + 4 * j, v * c); break;
                default: pf_store(b + 8 * j, v); pf_store(b + 8 * j + 4, v ^ c); break;
                }
            }
            t = a; a = b; b = t;
        }
        memcpy(out + first * pf_width(k, k->stages - 1), a, (size_t)(count * pf_width(k, k->stages - 1)));
    }
    free(a);
    free(b);
    return 1;
}

static void pf_generate(uint64_t *rs, int n, pf_case *k)
{
    static const uint64_t chunks[] = { 1, 2, 3, 7, 16, 64, 100, 255, 256, 257, 1000, 1024 };
    static const uint64_t primes[] = { 2, 3, 5, 31, 97, 251, 257, 1009, 2003, 4099, 16381 };
    static const uint64_t in_bytes[] = { 4, 4, 4, 4, 8, 5, 6, 12 };
    static const uint64_t blocks[] = { 0, 0, 0, 1, 7, 32, 64, 100, 128, 256 };
    static const uint64_t tpis[] = { 0, 0, 0, 1, 2, 3, 5 };
    uint64_t unit, ob;
    int s, i;
    memset(k, 0, sizeof *k);
    k->stages = 1 + (int)pf_below(rs, 4);
    k->in_bytes = PF_PICK(rs, in_bytes);
    for (s = 0; s < k->stages; s++) {
        pl_stage_spec *sp = &k->sp[s];
        uint64_t r = pf_below(rs, 8);
        sp->op = r < 3 ? PL_ADD : r < 6 ? PL_MUL : PL_SPLIT;
        sp->k = (uint32_t)th_rand(rs);
        r = pf_below(rs, 8);
        if (s > 0 && r < 2) {                           /* the stage before's devices */
            memcpy(sp->devices, k->sp[s - 1].devices, sizeof sp->devices);
            sp->device_count = k->sp[s - 1].device_count;
        } else if (r >= 3) {                            /* 1..4 distinct devices, any order */
            int perm[DC_DISPATCH_MAX_DEVICES], m = n < DC_DISPATCH_MAX_DEVICES ? n : DC_DISPATCH_MAX_DEVICES;
            for (i = 0; i < m; i++) perm[i] = i;
            for (i = m - 1; i > 0; i--) {
                int j = (int)pf_below(rs, (uint64_t)i + 1), t = perm[i];
                perm[i] = perm[j];
                perm[j] = t;
            }
            sp->device_count = 1 + (int)pf_below(rs, (uint64_t)(m < 4 ? m : 4));
            for (i = 0; i < sp->device_count; i++) sp->devices[i] = perm[i];
        }                                               /* else the default device */
        k->out_bytes[s] = pf_width(k, s) == pf_width(k, s - 1) && pf_below(rs, 2) ? 0 : pf_width(k, s);
        k->tpi[s] = (uint32_t)PF_PICK(rs, tpis);
        k->block[s] = (uint32_t)PF_PICK(rs, blocks);
    }
    k->chunk = pf_below(rs, 3) == 0 ? 0 : pf_below(rs, 4) == 0 ? 1 + pf_below(rs, 3000) : PF_PICK(rs, chunks);
    unit = k->chunk ? k->chunk : (k->block[0] ? k->block[0] : 256) * (k->tpi[0] > 1 ? k->tpi[0] : 1);
    switch (pf_below(rs, 6)) {
    case 0: k->items = pf_below(rs, 3); break;                                      /* 0, 1, 2 */
    case 1: k->items = PF_PICK(rs, primes); break;
    case 2: case 3: k->items = unit * (1 + pf_below(rs, 6)) + pf_below(rs, 3) - 1; break;   /* a multiple, or one off */
    default: k->items = 1 + pf_below(rs, 20000); break;
    }
    if (k->chunk && k->items / k->chunk > 150) k->items = k->chunk * 150 + pf_below(rs, 2);   /* a few seconds at most */
    k->fill = th_rand(rs);
    k->depth = pf_below(rs, 8) == 0 ? 100 : (int)pf_below(rs, 6);
    ob = pf_width(k, k->stages - 1);
    if (ob == k->in_bytes && pf_below(rs, 4) == 0) k->alias = 1;
    else if (ob <= k->in_bytes && k->sp[0].device_count <= 1 && pf_below(rs, 4) == 0) {
        k->alias = 2;
        k->behind = pf_below(rs, 3) == 0 ? 0 : pf_below(rs, 4) == 0 ? 1 + pf_below(rs, 7) : 1 + pf_below(rs, 4 * k->in_bytes * 50);
    }
}

static void pf_describe(const pf_case *k, char *out, size_t cap)
{
    static const char *const ops[] = { "add", "mul", "split", "pairsum" };
    size_t q = 0;
    int s, i;
    q += (size_t)snprintf(out + q, cap - q, "%llu items of %llu bytes, chunk %llu, depth %d, output %s", (unsigned long long)k->items,
                          (unsigned long long)k->in_bytes, (unsigned long long)k->chunk, k->depth,
                          k->alias == 0 ? "apart" : k->alias == 1 ? "in place" : "behind by");
    if (k->alias == 2 && q < cap) q += (size_t)snprintf(out + q, cap - q, " %llu bytes", (unsigned long long)k->behind);
    for (s = 0; s < k->stages && q < cap; s++) {
        q += (size_t)snprintf(out + q, cap - q, "; %s(%u) out %llu tpi %u block %u on ", ops[k->sp[s].op], k->sp[s].k,
                              (unsigned long long)k->out_bytes[s], k->tpi[s], k->block[s]);
        if (!k->sp[s].device_count && q < cap) q += (size_t)snprintf(out + q, cap - q, "default");
        for (i = 0; i < k->sp[s].device_count && q < cap; i++) q += (size_t)snprintf(out + q, cap - q, "%s%d", i ? "," : "", k->sp[s].devices[i]);
    }
}

/* The invalid variants: each a change to a valid desc and the code it must give. */
enum { PF_BAD_BLOCK, PF_BAD_BLOCKS, PF_BAD_NO_ARG, PF_BAD_WIDE_ARG, PF_BAD_EXTRA_ARG, PF_BAD_TWICE, PF_BAD_DEVICE,
       PF_BAD_DEPTH, PF_BAD_HIDDEN, PF_BAD_AHEAD, PF_BAD_IN_BYTES, PF_BAD_KERNEL, PF_BAD_STAGES, PF_BAD_NULL, PF_BAD_COUNT };

/* One case: the valid run, then (when `bad` >= 0) the variant `bad`. Returns 1 when all
   held; *report gets the valid run's report. */
static int pf_run(pl *f, const pf_case *k, int bad, const char *label, dc_pipeline_report *report)
{
    dc_pipeline_stage st[4];
    dc_arg args[4][2];
    dc_pipeline_desc d;
    dc_pipeline_report rep;
    uint64_t ib = k->in_bytes, ob = pf_width(k, k->stages - 1), in_n = k->items * ib, out_n = k->items * ob, total, chunk;
    unsigned char *buf, *in, *out, *want = NULL, *src = NULL;
    dc_result r, code = DC_SUCCESS;
    int ok = 1, s, live, hidden = -1, i, ran = 0;
    void *native = NULL;
    int twice[2];
    memset(report, 0, sizeof *report);
    /* the layout: apart (input, guard, output, guard), in place, or the output behind */
    total = k->alias == 0 ? in_n + out_n + 2 * PL_GUARD : k->alias == 1 ? in_n + PL_GUARD : k->behind + in_n + PL_GUARD;
    buf = (unsigned char *)malloc((size_t)total);
    src = (unsigned char *)malloc((size_t)in_n + 1);
    want = (unsigned char *)malloc((size_t)total);
    if (!buf || !src || !want) {
        FAIL("out of host memory");
        ok = 0;
        goto done;
    }
    th_fill_random(src, (size_t)in_n, k->fill);
    memset(buf, 0xAB, (size_t)total);
    in = k->alias == 2 ? buf + k->behind : buf;
    out = k->alias == 0 ? buf + in_n + PL_GUARD : buf;
    memcpy(in, src, (size_t)in_n);
    for (s = 0; s < k->stages; s++) {
        args[s][0] = DC_ARG_U32(k->sp[s].k);
        args[s][1] = DC_ARG_U32(0);
        st[s] = tk_stage(k->sp[s].op == PL_ADD ? f->add : k->sp[s].op == PL_MUL ? f->mul : f->split, args[s], 1,
                         k->sp[s].device_count ? k->sp[s].devices : NULL, k->sp[s].device_count);
        st[s].out_item_bytes = k->out_bytes[s];
        st[s].threads_per_item = k->tpi[s];
        st[s].block = k->block[s];
    }
    d = tk_pipeline_desc(st, k->stages, in, k->items, out);
    d.in_item_bytes = ib;
    d.chunk = k->chunk;
    d.depth = k->depth;
    live = tk_live_objects(f->ctx);
    memset(&rep, 0xff, sizeof rep);
    r = dc_pipeline_run(f->ctx, &d, &rep);
    if (r != DC_SUCCESS) {
        FAIL("%s: dc_pipeline_run returned %s: %s", label, dc_result_name(r), dc_last_error());
        ok = 0;
        goto done;
    }
    *report = rep;
    if (bad != -2 && tk_live_objects(f->ctx) != live) {
        FAIL("%s: %d objects alive before the run, %d after", label, live, tk_live_objects(f->ctx));
        ok = 0;
    }
    /* what the buffer must hold now: the input (or what is left of it) with the model's output over it */
    memset(want, 0xAB, (size_t)total);
    memcpy(k->alias == 2 ? want + k->behind : want, src, (size_t)in_n);
    chunk = k->items ? rep.chunk_items : 1;
    if (k->items && (chunk < 1 || chunk > k->items)) {
        FAIL("%s: report: chunk_items %llu", label, (unsigned long long)chunk);
        ok = 0;
        goto done;
    }
    if (!pf_model(k, src, chunk, want + (out - buf))) {
        FAIL("out of host memory");
        ok = 0;
        goto done;
    }
    if (memcmp(buf, want, (size_t)total) != 0) {
        uint64_t at = 0, o = (uint64_t)(out - buf);
        while (buf[at] == want[at]) at++;
        if (at >= o && at < o + out_n)
            FAIL("%s: output byte %llu (item %llu, chunk %llu of %llu items) is 0x%02x, the model's 0x%02x", label,
                 (unsigned long long)(at - o), (unsigned long long)((at - o) / ob), (unsigned long long)((at - o) / ob / chunk),
                 (unsigned long long)chunk, buf[at], want[at]);
        else
            FAIL("%s: byte %llu of the buffer, outside the output (at %llu, %llu bytes), is 0x%02x, expected 0x%02x", label,
                 (unsigned long long)at, (unsigned long long)o, (unsigned long long)out_n, buf[at], want[at]);
        ok = 0;
    }
    if (!pl_check_report(f, &d, k->sp, &rep, label)) ok = 0;
    /* the bottleneck is the stage of the most busy time per device, and each stage's wait
       the makespan less that (never below 0) */
    for (s = 0; ok && k->items && s < k->stages; s++) {
        double per = rep.stages[s].busy_ms / rep.stages[s].device_count, wait = rep.makespan_ms - per;
        if (per > rep.stages[rep.bottleneck].busy_ms / rep.stages[rep.bottleneck].device_count) {
            FAIL("%s: report: the bottleneck is stage %d, but stage %d is busier per device", label, rep.bottleneck, s);
            ok = 0;
        }
        if (fabs(rep.stages[s].wait_ms - (wait > 0 ? wait : 0)) > 1e-9 * (1 + rep.makespan_ms)) {
            FAIL("%s: report: stage %d waited %g ms, makespan %g less busy per device %g", label, s, rep.stages[s].wait_ms,
                 rep.makespan_ms, per);
            ok = 0;
        }
    }
    if (bad < 0 || !ok) goto done;   /* -1: no invalid variant; -2: neither, nor the count of objects (other threads make theirs) */

    /* the same pipeline made invalid in one way */
    memcpy(want, buf, (size_t)total);
    s = (int)((unsigned)bad * 7u % (unsigned)k->stages);
    switch (bad) {
    case PF_BAD_BLOCK: st[s].block = 1u << 24; code = DC_ERROR_INVALID_ARGUMENT; break;   /* above every device's limit */
    case PF_BAD_BLOCKS: st[s].block = 1; st[s].threads_per_item = 0x80000000u; code = DC_ERROR_OUT_OF_RANGE; break;   /* 2^31 blocks an item */
    case PF_BAD_NO_ARG: st[s].arg_count = 0; code = DC_ERROR_LAUNCH; break;
    case PF_BAD_WIDE_ARG: args[s][0] = DC_ARG_U64(k->sp[s].k); code = DC_ERROR_LAUNCH; break;
    case PF_BAD_EXTRA_ARG: st[s].arg_count = 2; code = DC_ERROR_LAUNCH; break;
    case PF_BAD_TWICE:
        twice[0] = twice[1] = k->sp[s].device_count ? k->sp[s].devices[0] : s % f->n;
        st[s].devices = twice;
        st[s].device_count = 2;
        code = DC_ERROR_INVALID_ARGUMENT;
        break;
    case PF_BAD_DEVICE:
        twice[0] = k->sp[s].device_count ? k->sp[s].devices[0] : 0;
        twice[1] = f->n;
        st[s].devices = twice;
        st[s].device_count = 2;
        code = DC_ERROR_OUT_OF_RANGE;
        break;
    case PF_BAD_DEPTH: d.depth = -1 - (int)(k->items % 3); code = DC_ERROR_INVALID_ARGUMENT; break;
    case PF_BAD_HIDDEN:
        hidden = k->sp[s].device_count ? k->sp[s].devices[k->sp[s].device_count - 1] : s % f->n;
        native = tk_kernel_swap_native(f->ctx, st[s].kernel, hidden, NULL);
        code = DC_ERROR_KERNEL_NOT_FOUND;
        break;
    case PF_BAD_AHEAD: d.output = in + ib; code = DC_ERROR_INVALID_ARGUMENT; break;   /* the output one item ahead of the input */
    case PF_BAD_IN_BYTES: d.in_item_bytes = 0; code = DC_ERROR_INVALID_ARGUMENT; break;
    case PF_BAD_KERNEL: st[s].kernel.id = 0; code = DC_ERROR_INVALID_HANDLE; break;
    case PF_BAD_STAGES: d.stage_count = k->items % 2 ? 0 : DC_PIPELINE_MAX_STAGES + 1; code = DC_ERROR_INVALID_ARGUMENT; break;
    default:
        if (k->items % 2) d.input = NULL;
        else d.output = NULL;
        code = DC_ERROR_INVALID_ARGUMENT;
        break;
    }
    if (k->items == 0 && (bad == PF_BAD_BLOCKS || bad == PF_BAD_NO_ARG || bad == PF_BAD_WIDE_ARG ||
                          bad == PF_BAD_EXTRA_ARG || bad == PF_BAD_AHEAD || bad == PF_BAD_NULL))
        code = DC_SUCCESS;   /* 0 items: success, nothing runs (what the launches and the host arrays would be is not checked) */
    if (bad == PF_BAD_AHEAD && k->items < 2) goto done;   /* one item ahead of one item overlaps nothing */
    memset(&rep, 0xff, sizeof rep);
    r = dc_pipeline_run(f->ctx, &d, &rep);
    if (hidden >= 0) tk_kernel_swap_native(f->ctx, st[s].kernel, hidden, native);
    /* A CUDA driver before 12.4 tells no parameter sizes: a U64 for a u32 then runs as the
       valid pipeline (the low 4 bytes are the value). */
    if (bad == PF_BAD_WIDE_ARG && r == DC_SUCCESS)
        for (i = 0; i < (k->sp[s].device_count ? k->sp[s].device_count : 1); i++)
            if (tk_backend(f->ctx, k->sp[s].device_count ? k->sp[s].devices[i] : s % f->n) == DC_BACKEND_CUDA) {
                code = DC_SUCCESS;
                ran = 1;
            }
    if (r != code) {
        FAIL("%s; made invalid (variant %d, stage %d): %s, expected %s: %s", label, bad, s, dc_result_name(r), dc_result_name(code),
             r ? dc_last_error() : "");
        ok = 0;
    } else if (r != DC_SUCCESS && !strstr(dc_last_error(), "dc_pipeline_run")) {
        FAIL("%s; made invalid (variant %d): the message does not name dc_pipeline_run: %s", label, bad, dc_last_error());
        ok = 0;
    }
    if (r != DC_SUCCESS)
        for (i = 0; i < (int)sizeof rep; i++)
            if (((unsigned char *)&rep)[i] != 0) {
                FAIL("%s; made invalid (variant %d): the report is not zeroed (byte %d)", label, bad, i);
                ok = 0;
                break;
            }
    if (!ran && memcmp(buf, want, (size_t)total) != 0) {   /* (a run in place made its input the output) */
        FAIL("%s; made invalid (variant %d, %s): the output changed", label, bad, dc_result_name(r));
        ok = 0;
    }
    if (tk_live_objects(f->ctx) != live) {
        FAIL("%s; made invalid (variant %d, %s): %d objects alive before, %d after", label, bad, dc_result_name(r), live,
             tk_live_objects(f->ctx));
        ok = 0;
    }
done:
    free(buf);
    free(src);
    free(want);
    return ok;
}

TEST(pipeline_random_against_host_model)
{
    /* contexts: copies between devices by the fastest path there is, by the host only
       (host-staged), and with profiling on (the run is recorded as it goes) */
    static const unsigned flags[] = { 0, DC_CONTEXT_NO_PEER, DC_CONTEXT_PROFILE };
    pl f[3];
    uint64_t seed = pf_seed(), rs, chunks = 0, items = 0, paths[DC_COPY_PATH_COUNT] = { 0 };
    int cases = pf_cases(), c, i, failed = 0;
    double t0 = th_now();
    for (i = 0; i < 3; i++) {
        dc_context_desc cd;
        memset(&cd, 0, sizeof cd);
        cd.flags = flags[i];
        REQUIRE(pl_open_desc(&f[i], &cd));
    }
    th_note("pipeline_random_against_host_model: seed %llu (DC_PIPELINE_SEED=%llu replays it), %d cases on %d devices",
            (unsigned long long)seed, (unsigned long long)seed, cases, f[0].n);
    for (c = 0; c < cases && failed < 3; c++) {
        pf_case k;
        char label[900];
        dc_pipeline_report rep;
        int n, bad, which;
        rs = seed * 1000003u + (uint64_t)c + 1;
        th_rand(&rs);
        which = (int)pf_below(&rs, 3);
        pf_generate(&rs, f[which].n, &k);
        bad = pf_below(&rs, 3) ? (int)pf_below(&rs, PF_BAD_COUNT) : -1;
        n = snprintf(label, sizeof label, "seed %llu case %d (DC_PIPELINE_SEED=%llu), context flags 0x%x: ", (unsigned long long)seed, c,
                     (unsigned long long)seed, flags[which]);
        pf_describe(&k, label + n, sizeof label - (size_t)n);
        if (!pf_run(&f[which], &k, bad, label, &rep)) failed++;
        chunks += k.items ? rep.chunks : 0;
        items += k.items;
        for (i = 1; k.items && i < k.stages; i++)
            if ((unsigned)rep.stages[i].path_in < DC_COPY_PATH_COUNT) paths[rep.stages[i].path_in]++;
    }
    th_note("pipeline_random_against_host_model: %d cases, %llu items in %llu chunks, in %.1f s; stages in by path: none %llu, "
            "same-device %llu, peer %llu, same-context %llu, host-staged %llu", c, (unsigned long long)items, (unsigned long long)chunks,
            th_now() - t0, (unsigned long long)paths[DC_COPY_PATH_NONE], (unsigned long long)paths[DC_COPY_PATH_SAME_DEVICE],
            (unsigned long long)paths[DC_COPY_PATH_PEER], (unsigned long long)paths[DC_COPY_PATH_SAME_CONTEXT],
            (unsigned long long)paths[DC_COPY_PATH_HOST_STAGED]);
}

/* Three host threads run random pipelines on one context at once (the valid runs only:
   the invalid variants hide kernels and count the context's objects). */
typedef struct pf_worker { pl *f; uint64_t seed; int id; } pf_worker;

static void *pf_worker_main(void *arg)
{
    pf_worker *w = (pf_worker *)arg;
    int c, failed = 0;
    for (c = 0; c < pf_cases() / 10 && !failed; c++) {
        pf_case k;
        dc_pipeline_report rep;
        char label[900];
        uint64_t rs = w->seed * 1000003u + (uint64_t)c * 7 + (uint64_t)w->id + 1;
        int n;
        th_rand(&rs);
        pf_generate(&rs, w->f->n, &k);
        n = snprintf(label, sizeof label, "thread %d, seed %llu case %d (DC_PIPELINE_SEED=%llu): ", w->id, (unsigned long long)w->seed, c,
                     (unsigned long long)w->seed);
        pf_describe(&k, label + n, sizeof label - (size_t)n);
        failed = !pf_run(w->f, &k, -2, label, &rep);
    }
    return failed ? w : NULL;
}

TEST(pipeline_random_several_threads)
{
    pl f;
    pf_worker w[3];
    int i;
    REQUIRE(pl_open(&f));
    TK_SKIP_IF_THREADS_TROUBLE(f.ctx);
    th_note("seed %llu (DC_PIPELINE_SEED=%llu replays it)", (unsigned long long)pf_seed(), (unsigned long long)pf_seed());
    for (i = 0; i < 3; i++) {
        w[i].f = &f;
        w[i].seed = pf_seed();
        w[i].id = i;
    }
    tk_run_threads(3, pf_worker_main, w, sizeof w[0]);
}
