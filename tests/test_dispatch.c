/* test_dispatch.c - dc_dispatch: every strategy (AUTO also once its learned model is used)
   gives exactly the results of a single-device run and of a host reference, for slices,
   halos, partial results of every kind, broadcasts, resident buffers and several threads
   per item; item counts 0, 1, fewer than devices, ragged against the granularity, large,
   and larger than a device may hold; the report adds up; several host threads dispatch at
   once; every bad input gives its documented code.

   The kernels come from kernels/dispatch (tests run from the repository root); kernels
   that only these tests need are OpenCL C strings below, run on a context of OpenCL
   devices. DC_DISPATCH_FULL=1 (make soak-dispatch) adds the large cases (4 Mi items). */
#include "common.h"

#include <math.h>
#ifdef _WIN32
#include <windows.h>
#else
#include <unistd.h>
#endif

static const dc_balance dx_strategies[] = { DC_BALANCE_STATIC, DC_BALANCE_DYNAMIC, DC_BALANCE_GUIDED,
                                            DC_BALANCE_MEMORY_AWARE, DC_BALANCE_AUTO };
#define DX_NSTRAT ((int)(sizeof dx_strategies / sizeof dx_strategies[0]))

static int dx_full(void)
{
    const char *e = getenv("DC_DISPATCH_FULL");
    return e && e[0] && strcmp(e, "0") != 0;
}

/* A report's transfer_path: "pinned", "pageable-staged" or "driver", or several of them in
   that order joined by '+' (a device whose pieces took several paths). */
static int dx_transfer_path_known(const char *p)
{
    static const char *const names[] = { "pinned", "pageable-staged", "driver" };
    size_t i, n;
    int parts = 0;
    if (!p || !*p || p[strlen(p) - 1] == '+') return 0;
    for (i = 0; i < 3 && *p; i++) {
        n = strlen(names[i]);
        if (strncmp(p, names[i], n) != 0 || (p[n] != 0 && p[n] != '+')) continue;
        p += n + (p[n] == '+');
        parts++;
    }
    return parts > 0 && *p == 0;
}

/* --- fixture: a tk_fixture (common.h) ------------------------------------------------- */

/* Set by dispatch_two_chunks_in_flight: every device the fixtures open is taken as apart
   from the host's memory (DC_CAP_HOST_MEMORY cleared), so that dc_dispatch keeps two chunks
   in flight on two streams there, as on a GPU; PoCL's devices share the host's memory and
   keep one. */
static int dx_two_slots;
static int dx_apart(tk_fixture *f)
{
    int d;
    for (d = 0; dx_two_slots && d < f->devices; d++) tk_device_caps_clear(f->ctx, d, DC_CAP_HOST_MEMORY);
    return 1;
}

/* A context of every device with kernels/dispatch in f->mod. NULL once the failure is recorded. */
#define dx_open(f) (tk_fixture_open_file(f, &tk_cpus_own_cores, TK_DISPATCH_KERNELS, TK_END) && dx_apart(f))

/* Kernels only these tests need (OpenCL C). */
static const char *const dx_cl[] = {
    "__kernel void lut_map(__global const uint *in, __global uint *out, __global const uint *lut,\n"
    "                      uint mask, ulong n)\n"
    "{\n"
    "    ulong i = get_global_id(0);\n"
    "    if (i < n) out[i] = lut[in[i] & mask];\n"
    "}\n",
    /* tab[0]: the device's own tag, tab[1..16]: a table; out = (in + table) * 64 + tag */
    "__kernel void resident_tag(__global const uint *in, __global uint *out, __global const uint *tab,\n"
    "                           ulong n)\n"
    "{\n"
    "    ulong i = get_global_id(0);\n"
    "    if (i < n) out[i] = ((in[i] + tab[1u + in[i] % 16u]) << 6) | tab[0];\n"
    "}\n",
    "__kernel void chunk_info(__global ulong *out, ulong first, ulong n)\n"
    "{\n"
    "    ulong i = get_global_id(0);\n"
    "    if (i < n) { out[2 * i] = first; out[2 * i + 1] = n; }\n"
    "}\n",
    "__kernel void two_out(__global const uint *in, __global uint *a, __global uint *b, ulong n)\n"
    "{\n"
    "    ulong i = get_global_id(0);\n"
    "    if (i < n) { a[i] = in[i] + 1u; b[i] = in[i] * 2u; }\n"
    "}\n",
    /* Partial results of every kind: thread 0 folds the chunk into p[0], which the library
       filled with the identity of the op. MIN and MAX keep a NaN, as the host combine must. */
    "#define PADD(a, b) ((a) + (b))\n"
    "#define PMUL(a, b) ((a) * (b))\n"
    "#define IMIN(a, b) ((a) < (b) ? (a) : (b))\n"
    "#define IMAX(a, b) ((a) > (b) ? (a) : (b))\n"
    "#define FMIN(a, b) (isnan(a) || isnan(b) ? (a) + (b) : (a) < (b) ? (a) : (b))\n"
    "#define FMAX(a, b) (isnan(a) || isnan(b) ? (a) + (b) : (a) > (b) ? (a) : (b))\n"
    "#define FOLD(name, T, OP) __kernel void name(__global const T *x, __global T *p, ulong n) \\\n"
    "    { if (get_global_id(0) == 0) { T acc = p[0]; ulong i; \\\n"
    "      for (i = 0; i < n; i++) acc = (T)OP(acc, x[i]); p[0] = acc; } }\n"
    "FOLD(fold_u8_sum, uchar, PADD)\n"
    "FOLD(fold_u8_min, uchar, IMIN)\n"
    "FOLD(fold_i8_max, char, IMAX)\n"
    "FOLD(fold_i32_prod, int, PMUL)\n"
    "FOLD(fold_i32_min, int, IMIN)\n"
    "FOLD(fold_u32_max, uint, IMAX)\n"
    "FOLD(fold_i64_min, long, IMIN)\n"
    "FOLD(fold_i64_sum, long, PADD)\n"
    "FOLD(fold_u64_prod, ulong, PMUL)\n"
    "FOLD(fold_u64_max, ulong, IMAX)\n"
    "FOLD(fold_u64_min, ulong, IMIN)\n"
    "FOLD(fold_f32_sum, float, PADD)\n"
    "FOLD(fold_f32_prod, float, PMUL)\n"
    "FOLD(fold_f32_min, float, FMIN)\n"
    "FOLD(fold_f32_max, float, FMAX)\n"
    /* f16 through vload_half/vstore_half_rte (no cl_khr_fp16 needed), bf16 as the high half
       of a float; the tests' chunks fold to exact values, so bf16's truncation is exact */
    "#define FOLD_F16(name, OP) __kernel void name(__global const half *x, __global half *p, ulong n) \\\n"
    "    { if (get_global_id(0) == 0) { float acc = vload_half(0, p); ulong i; \\\n"
    "      for (i = 0; i < n; i++) acc = OP(acc, vload_half(i, x)); vstore_half_rte(acc, 0, p); } }\n"
    "#define BF16(u) as_float((uint)(u) << 16)\n"
    "#define FOLD_BF16(name, OP) __kernel void name(__global const ushort *x, __global ushort *p, ulong n) \\\n"
    "    { if (get_global_id(0) == 0) { float acc = BF16(p[0]); ulong i; \\\n"
    "      for (i = 0; i < n; i++) acc = OP(acc, BF16(x[i])); p[0] = (ushort)(as_uint(acc) >> 16); } }\n"
    "FOLD_F16(fold_f16_sum, PADD)\n"
    "FOLD_F16(fold_f16_prod, PMUL)\n"
    "FOLD_F16(fold_f16_min, IMIN)\n"
    "FOLD_F16(fold_f16_max, IMAX)\n"
    "FOLD_BF16(fold_bf16_sum, PADD)\n"
    "FOLD_BF16(fold_bf16_prod, PMUL)\n"
    "FOLD_BF16(fold_bf16_min, IMIN)\n"
    "FOLD_BF16(fold_bf16_max, IMAX)\n",
    NULL
};
static const char dx_cl_f64[] =
    "#pragma OPENCL EXTENSION cl_khr_fp64 : enable\n"
    "#define PADD(a, b) ((a) + (b))\n"
    "#define FMIN(a, b) (isnan(a) || isnan(b) ? (a) + (b) : (a) < (b) ? (a) : (b))\n"
    "#define FMAX(a, b) (isnan(a) || isnan(b) ? (a) + (b) : (a) > (b) ? (a) : (b))\n"
    "#define FOLD(name, T, OP) __kernel void name(__global const T *x, __global T *p, ulong n) \\\n"
    "    { if (get_global_id(0) == 0) { T acc = p[0]; ulong i; \\\n"
    "      for (i = 0; i < n; i++) acc = (T)OP(acc, x[i]); p[0] = acc; } }\n"
    "FOLD(fold_f64_sum, double, PADD)\n"
    "FOLD(fold_f64_min, double, FMIN)\n"
    "FOLD(fold_f64_max, double, FMAX)\n";

/* A context of the OpenCL devices with dx_cl (and the f64 kernels where every device has
   FP64) in f->mod. Returns 1, 0 when there is no OpenCL device (the caller skips), -1 on a
   recorded failure: for TK_REQUIRE_OR_SKIP, see DX_OPEN_CL. */
static int dx_open_cl_at(const char *file, int line, tk_fixture *f, int *fp64)
{
    dc_context_desc cd;
    dc_module_desc md;
    char *src, *all = NULL;
    int d, ok = 0;
    cd = tk_cpus_own_cores;
    cd.backends = DC_BACKEND_OPENCL;
    if (tk_fixture_try(f, &cd) != DC_SUCCESS) return 0;
    dx_apart(f);
    *fp64 = 1;
    for (d = 0; d < f->devices; d++) {
        dc_device_info info;
        if (dc_device_get_info(f->ctx, d, &info) != DC_SUCCESS || !(info.caps & DC_CAP_FP64)) *fp64 = 0;
    }
    src = tk_join(dx_cl);
    if (src) all = (char *)malloc(strlen(src) + sizeof dx_cl_f64);
    if (all) {
        strcpy(all, src);
        if (*fp64) strcat(all, dx_cl_f64);
        memset(&md, 0, sizeof md);
        md.opencl_source = all;
        md.name = "test_dispatch";
        ok = tk_fixture_load_at(file, line, f, NULL, &md, &f->mod, TK_END);
    } else {
        th_fail(file, line, "out of host memory");
    }
    free(src);
    free(all);
    return ok ? 1 : -1;
}
/* Ends the test: skipped without an OpenCL device, failed when the setup failed. */
#define DX_OPEN_CL(f, fp64) TK_REQUIRE_OR_SKIP(dx_open_cl_at(__FILE__, __LINE__, f, fp64), "no OpenCL device")

/* --- comparing ------------------------------------------------------------------------- */

/* Element by element: reports the first difference (index, both values) and how many. */
static int dx_same(const char *label, const char *what, const void *got, const void *want, uint64_t n,
                   size_t size, char kind)
{
    const unsigned char *g = (const unsigned char *)got, *w = (const unsigned char *)want;
    uint64_t i, bad = 0, first = 0;
    for (i = 0; i < n; i++)
        if (memcmp(g + i * size, w + i * size, size) != 0 && bad++ == 0) first = i;
    if (bad) {
        double gv = 0, wv = 0;
        const void *gp = g + first * size, *wp = w + first * size;
        if (kind == 'f' && size == 4) { float a, b; memcpy(&a, gp, 4); memcpy(&b, wp, 4); gv = a; wv = b; }
        else if (kind == 'i' && size == 4) { int32_t a, b; memcpy(&a, gp, 4); memcpy(&b, wp, 4); gv = a; wv = b; }
        else if (kind == 'u' && size == 4) { uint32_t a, b; memcpy(&a, gp, 4); memcpy(&b, wp, 4); gv = a; wv = b; }
        else if (kind == 'u' && size == 8) { uint64_t a, b; memcpy(&a, gp, 8); memcpy(&b, wp, 8); gv = (double)a; wv = (double)b; }
        else if (size == 1) { gv = g[first * size]; wv = w[first * size]; }
        FAIL("%s: %s[%llu] = %.17g, expected %.17g (%llu of %llu elements differ)", label, what,
             (unsigned long long)first, gv, wv, (unsigned long long)bad, (unsigned long long)n);
    }
    return bad == 0;
}

/* --- jobs: one kernel, its arguments, its reset and its host reference ----------------- */

/* n elements of `size` bytes (malloc), or NULL once "out of host memory" is recorded. */
static void *dx_array(uint64_t n, size_t size)
{
    void *p = malloc((size_t)n * size);
    if (!p) FAIL("out of host memory");
    return p;
}

#define DX_MAX_OUT 3
typedef struct dx_job dx_job;
struct dx_job {
    const char *name;
    dc_dispatch_desc desc;           /* kernel, items, granularity, chunk, threads, block, limits */
    dc_dispatch_arg args[10];
    void (*reset)(dx_job *);         /* outputs back to their start values */
    int (*verify)(dx_job *, const char *label);   /* outputs equal the host reference */
    void *out[DX_MAX_OUT];           /* host outputs, compared with the single-device run */
    size_t out_bytes[DX_MAX_OUT];
    int outs;
    uint64_t up_min, down_min;       /* bytes any run moves at least (slices) */
    uint64_t slack_per_chunk;        /* bytes a chunk may move beyond them (halo, partials) */
    uint64_t bytes_per_item;         /* device memory an item's slices take */
    int require_model;               /* AUTO must use a learned model within a few dispatches */
    void *data;
};

/* What every job has: a name, kernel k with nargs arguments, how to reset and verify its
   outputs, its first output, the device memory an item's slices take, and its data. */
static void dx_job_init(dx_job *j, const char *name, dc_kernel k, int nargs, void (*reset)(dx_job *),
                        int (*verify)(dx_job *, const char *), void *out0, uint64_t bytes_per_item, void *data)
{
    memset(j, 0, sizeof *j);
    j->name = name;
    j->desc.kernel = k;
    j->desc.arg_count = nargs;
    j->reset = reset;
    j->verify = verify;
    j->out[0] = out0;
    j->outs = 1;
    j->bytes_per_item = bytes_per_item;
    j->data = data;
}

static void dx_print_report(tk_fixture *f, const dc_dispatch_report *rep)
{
    dc_dispatch_report_print(f->ctx, rep, stdout);
    fflush(stdout);
}

/* The report of a successful dispatch adds up. */
static int dx_check_report(tk_fixture *f, const dc_dispatch_desc *d, const dc_dispatch_report *rep,
                           const dx_job *j, const char *label)
{
    int want = d->devices ? d->device_count : f->devices, used = 0, i, ok = 1;
    uint64_t items = 0, up = 0, down = 0, chunks = 0;
#define RCHECK(cond)                                                                       \
    do { if (!(cond)) { ok = 0; FAIL("%s: report: %s", label, #cond); } } while (0)
    if (d->items == 0 && rep->device_count == 0) {
        /* nothing ran: an empty report will do, but a written one (not left as it was) */
        RCHECK(rep->faults == 0 && rep->items_redistributed == 0);
        return ok;
    }
    RCHECK(rep->device_count == want);
    if (rep->device_count != want || want > DC_DISPATCH_MAX_DEVICES) return 0;
    RCHECK(rep->strategy == d->strategy);
    RCHECK(rep->model_used == 0 || rep->model_used == 1);
    /* learned models weigh the split of AUTO, and of the others but DYNAMIC without weights */
    if (d->strategy == DC_BALANCE_DYNAMIC || (d->strategy != DC_BALANCE_AUTO && d->weights)) RCHECK(rep->model_used == 0);
    if (d->strategy != DC_BALANCE_AUTO) RCHECK(rep->predicted_ms == 0);
    else if (rep->model_used == 1) RCHECK(rep->predicted_ms > 0 && isfinite(rep->predicted_ms));
    RCHECK(rep->faults == 0);
    RCHECK(rep->items_redistributed == 0);
    for (i = 0; i < want; i++) {
        const dc_dispatch_device_report *e = &rep->devices[i];
        RCHECK(e->device == (d->devices ? d->devices[i] : i));
        RCHECK(e->used == 0 || e->used == 1);
        RCHECK(e->chunks >= 0);
        RCHECK((e->used == 1) == (e->chunks > 0));
        RCHECK((e->used == 1) == (e->items > 0));
        RCHECK(e->fault == DC_SUCCESS);
        RCHECK(memchr(e->fault_text, 0, sizeof e->fault_text) != NULL && e->fault_text[0] == 0);
        RCHECK(e->items_moved == 0);
        RCHECK(memchr(e->left_out, 0, sizeof e->left_out) != NULL);
        if (e->used == 1) {
            RCHECK(e->left_out[0] == 0);
            RCHECK(dx_transfer_path_known(e->transfer_path));
            RCHECK(e->kernel_ms >= 0 && isfinite(e->kernel_ms));
            RCHECK(e->upload_ms >= 0 && isfinite(e->upload_ms));
            RCHECK(e->download_ms >= 0 && isfinite(e->download_ms));
            RCHECK(e->finish_ms > 0 && e->finish_ms <= rep->makespan_ms * 1.01 + 0.05);
            RCHECK(isfinite(e->idle_ms));
            if (d->device_memory_limit && j && j->bytes_per_item)
                /* a chunk's slices fit the limit: at least items x bytes / limit chunks */
                RCHECK((uint64_t)e->chunks >= (e->items * j->bytes_per_item + d->device_memory_limit - 1) /
                                               d->device_memory_limit);
        }
        items += e->items;
        up += e->upload_bytes;
        down += e->download_bytes;
        chunks += (uint64_t)(e->chunks > 0 ? e->chunks : 0);
        used += e->used == 1;
    }
    RCHECK(items == d->items);
    if (d->items > 0) {
        RCHECK(used >= 1);
        RCHECK(rep->makespan_ms > 0 && isfinite(rep->makespan_ms));
        RCHECK(rep->imbalance >= 1.0 - 1e-9 && isfinite(rep->imbalance));
        if (used == 1) RCHECK(fabs(rep->imbalance - 1.0) < 1e-6);
        if (d->chunk) RCHECK(chunks >= (d->items + d->chunk - 1) / d->chunk);
        if (j) {
            RCHECK(up >= j->up_min);
            RCHECK(up <= 2 * j->up_min + chunks * j->slack_per_chunk + 65536);
            RCHECK(down >= j->down_min);
            RCHECK(down <= 2 * j->down_min + chunks * j->slack_per_chunk + 65536);
        }
    } else {
        RCHECK(used == 0);
        RCHECK(chunks == 0);
    }
#undef RCHECK
    if (!ok) dx_print_report(f, rep);
    return ok;
}

/* The job ready to run: its outputs reset, and its desc with strategy s on the given devices
   (NULL: all) and its arguments. */
static dc_dispatch_desc dx_job_ready(dx_job *j, dc_balance s, const int *devices, int count)
{
    dc_dispatch_desc d = j->desc;
    j->reset(j);
    d.strategy = s;
    d.devices = devices;
    d.device_count = count;
    d.args = j->args;
    return d;
}

/* One dispatch of the job with strategy s on the given devices (NULL: all). Checks the
   result code, the report and the outputs. Returns 1 when all is well. */
static int dx_run(tk_fixture *f, dx_job *j, dc_balance s, const int *devices, int count, dc_dispatch_report *rep,
                  const char *label)
{
    dc_dispatch_desc d = dx_job_ready(j, s, devices, count);
    dc_result r;
    int ok;
    memset(rep, 0xff, sizeof *rep);   /* every field the library leaves unset shows */
    r = dc_dispatch(f->ctx, &d, rep);
    if (r != DC_SUCCESS) {
        FAIL("%s: dc_dispatch returned %s", label, dc_result_name(r));
        return 0;
    }
    ok = dx_check_report(f, &d, rep, j, label);
    if (!j->verify(j, label)) ok = 0;
    return ok;
}

/* dc_dispatch of d (rep: NULL, or filled with 0xff first so that every field the library
   leaves unset shows): 1, or 0 once the failure is recorded at the caller's file and line. */
static int dx_dispatch_at(const char *file, int line, tk_fixture *f, const dc_dispatch_desc *d,
                          dc_dispatch_report *rep, const char *label)
{
    dc_result r;
    if (rep) memset(rep, 0xff, sizeof *rep);
    r = dc_dispatch(f->ctx, d, rep);
    if (r != DC_SUCCESS) th_fail(file, line, "%s: dc_dispatch returned %s", label, dc_result_name(r));
    return r == DC_SUCCESS;
}
#define dx_dispatch(f, d, rep, label) dx_dispatch_at(__FILE__, __LINE__, f, d, rep, label)

/* The job on device 0 alone, then on every device with every strategy, then with AUTO until
   its learned model chose the split: all outputs the same as device 0's (and the host's). */
static void dx_every_strategy(tk_fixture *f, dx_job *j)
{
    static const int zero = 0;
    unsigned char *single[DX_MAX_OUT];
    dc_dispatch_report rep;
    char label[200];
    int s, o, t;
    memset(single, 0, sizeof single);
    snprintf(label, sizeof label, "%s, %llu items (granularity %llu, chunk %llu), device 0 alone", j->name,
             (unsigned long long)j->desc.items, (unsigned long long)j->desc.granularity,
             (unsigned long long)j->desc.chunk);
    if (!dx_run(f, j, DC_BALANCE_STATIC, &zero, 1, &rep, label)) return;
    for (o = 0; o < j->outs; o++) {
        single[o] = (unsigned char *)malloc(j->out_bytes[o] ? j->out_bytes[o] : 1);
        if (!single[o]) {
            FAIL("out of host memory");
            goto done;
        }
        memcpy(single[o], j->out[o], j->out_bytes[o]);
    }
    for (s = 0; s <= DX_NSTRAT; s++) {
        int tries = s < DX_NSTRAT ? 1 : 6, ran_ok = 1;
        dc_balance st = s < DX_NSTRAT ? dx_strategies[s] : DC_BALANCE_AUTO;
        for (t = 0; t < tries; t++) {
            snprintf(label, sizeof label, "%s, %llu items (granularity %llu, chunk %llu), %s%s on %d devices",
                     j->name, (unsigned long long)j->desc.items, (unsigned long long)j->desc.granularity,
                     (unsigned long long)j->desc.chunk, tk_balance_name(st), s < DX_NSTRAT ? "" : " (learned)", f->devices);
            if (!dx_run(f, j, st, NULL, 0, &rep, label)) {
                ran_ok = 0;
                break;
            }
            for (o = 0; o < j->outs; o++)
                if (memcmp(single[o], j->out[o], j->out_bytes[o]) != 0)
                    FAIL("%s: output %d differs from the single-device run", label, o);
            if (s == DX_NSTRAT && rep.model_used == 1) break;
        }
        if (s == DX_NSTRAT && ran_ok && j->require_model && rep.model_used != 1)
            FAIL("%s: AUTO did not use a learned model (model_used %d) after %d more dispatches of this "
                 "kernel", label, rep.model_used, tries);
    }
done:
    for (o = 0; o < j->outs; o++) free(single[o]);
}

#define DX_COUNT(a) ((int)(sizeof (a) / sizeof (a)[0]))

/* Each case {items, granularity, chunk} of the job with every strategy (dx_every_strategy),
   `items` setting the job up for that many items first; AUTO must use its learned model
   from `model_from` items on. Stops after the first case that failed. */
static void dx_every_case(tk_fixture *f, dx_job *j, void (*items)(dx_job *, uint64_t), const uint64_t (*cases)[3],
                          int n, uint64_t model_from)
{
    int c;
    for (c = 0; c < n && !th_failed(); c++) {
        items(j, cases[c][0]);
        j->desc.granularity = cases[c][1];
        j->desc.chunk = cases[c][2];
        j->require_model = cases[c][0] >= model_from;
        dx_every_strategy(f, j);
    }
}

/* A kind of job: its kernel's name; the size of its data; how to set it up with arrays for
   up to `cap` items in the data (zeroed before: when that fails, `done` still frees what it
   allocated), and for a number of items; how to free the arrays. */
typedef struct dx_kind {
    const char *kernel;
    size_t size;
    int (*init)(dx_job *j, void *data, dc_kernel k, uint64_t cap);
    void (*items)(dx_job *j, uint64_t items);
    void (*done)(void *data);
} dx_kind;

/* The kind's job on f's context (arrays for `cap` items in data) over each case with every
   strategy (dx_every_case); the arrays freed afterwards. */
static void dx_kind_cases(tk_fixture *f, const dx_kind *kind, void *data, uint64_t cap, const uint64_t (*cases)[3],
                          int n, uint64_t model_from)
{
    dc_kernel k;
    dx_job j;
    memset(data, 0, kind->size);
    if (tk_kernel(f, kind->kernel, &k) && kind->init(&j, data, k, cap))
        dx_every_case(f, &j, kind->items, cases, n, model_from);
    kind->done(data);
}

/* --- saxpy: IN and INOUT slices, a scalar, the item count ------------------------------ */

typedef struct saxpy_data { float *x, *y, *want; } saxpy_data;

static float saxpy_y0(uint64_t i) { return (float)((i * 7) % 13) - 6.0f; }

static void saxpy_reset(dx_job *j)
{
    saxpy_data *s = (saxpy_data *)j->data;
    uint64_t i;
    for (i = 0; i < j->desc.items; i++) s->y[i] = saxpy_y0(i);
}

static int saxpy_verify(dx_job *j, const char *label)
{
    saxpy_data *s = (saxpy_data *)j->data;
    return dx_same(label, "y", s->y, s->want, j->desc.items, 4, 'f');
}

/* Arrays for up to `cap` items: x[i] = i % 1024, y = 3x + y0 (all exact in float). */
static int saxpy_init(dx_job *j, void *data, dc_kernel k, uint64_t cap)
{
    saxpy_data *s = (saxpy_data *)data;
    uint64_t i;
    if (!(s->x = dx_array(cap, 4)) || !(s->y = dx_array(cap, 4)) || !(s->want = dx_array(cap, 4))) return 0;
    for (i = 0; i < cap; i++) {
        s->x[i] = (float)(i % 1024);
        s->want[i] = 3.0f * s->x[i] + saxpy_y0(i);
    }
    dx_job_init(j, "saxpy_items", k, 4, saxpy_reset, saxpy_verify, s->y, 8, s);
    j->args[0] = dc_dispatch_in(s->x, 4, 1);
    j->args[1] = dc_dispatch_inout(s->y, 4, 1);
    j->args[2] = dc_dispatch_scalar(DC_ARG_F32(3.0f));
    j->args[3] = dc_dispatch_item_count();
    return 1;
}

static void saxpy_items(dx_job *j, uint64_t items)
{
    j->desc.items = items;
    j->out_bytes[0] = items * 4;
    j->up_min = items * 8;
    j->down_min = items * 4;
    j->slack_per_chunk = 0;
}

static void saxpy_free(void *data)
{
    saxpy_data *s = (saxpy_data *)data;
    free(s->x); free(s->y); free(s->want);
}

/* The fixture of the tests of one saxpy job: a context of every device with kernels/dispatch,
   and the saxpy job over `items` (kernel saxpy_items, arrays for that many). */
typedef struct sx_fixture {
    tk_fixture f;
    dx_job j;
    saxpy_data s;
} sx_fixture;

/* The job on x->f, open already: 1, or 0 once the failure is recorded, with nothing left
   to free. Otherwise sx_close(x) frees the arrays. */
static int sx_job_at(const char *file, int line, sx_fixture *x, uint64_t items)
{
    dc_kernel k;
    memset(&x->s, 0, sizeof x->s);
    if (!tk_kernel_at(file, line, &x->f, "saxpy_items", &k) || !saxpy_init(&x->j, &x->s, k, items)) {
        saxpy_free(&x->s);
        return 0;
    }
    saxpy_items(&x->j, items);
    return 1;
}
#define sx_job(x, items) sx_job_at(__FILE__, __LINE__, x, items)
/* dx_open, then sx_job. */
#define sx_open(x, items) (dx_open(&(x)->f) && sx_job(x, items))
static void sx_close(sx_fixture *x) { saxpy_free(&x->s); }

static const dx_kind dx_saxpy_kind = { "saxpy_items", sizeof(saxpy_data), saxpy_init, saxpy_items, saxpy_free };

/* items, granularity, chunk */
static const uint64_t dx_cases[][3] = {
    { 1, 0, 0 }, { 2, 0, 0 }, { 3, 0, 0 }, { 1000, 64, 128 }, { 100003, 0, 0 }, { 100003, 1, 4096 }
};

TEST(dispatch_saxpy_every_strategy)
{
    tk_fixture f;
    saxpy_data s;
    REQUIRE(dx_open(&f));
    dx_kind_cases(&f, &dx_saxpy_kind, &s, 100003, dx_cases, DX_COUNT(dx_cases), 1000);
}

/* A granularity past the items is the whole job (dc_partition makes it one range): it
   sized the chunks' buffers as it was, so UINT64_MAX or 2^40 over 1000 items was refused
   with OUT_OF_DEVICE_MEMORY ("a buffer of one granule is more than" the device allocates). */
TEST(dispatch_granularity_past_the_items)
{
    static const uint64_t cases[][3] = { { 1000, UINT64_MAX, 0 }, { 1000, (uint64_t)1 << 40, 0 }, { 1000, 1001, 0 } };
    tk_fixture f;
    saxpy_data s;
    REQUIRE(dx_open(&f));
    /* no learned model asked of AUTO: one granule runs on one device, the others learn nothing */
    dx_kind_cases(&f, &dx_saxpy_kind, &s, 1000, cases, DX_COUNT(cases), UINT64_MAX);
}

/* A report of NULL is allowed; the results are the same. */
TEST(dispatch_report_may_be_null)
{
    sx_fixture x;
    dc_dispatch_desc d;
    REQUIRE(sx_open(&x, 5000));
    d = dx_job_ready(&x.j, DC_BALANCE_DYNAMIC, NULL, 0);
    d.chunk = 500;
    if (CHECK_OK(dc_dispatch(x.f.ctx, &d, NULL))) x.j.verify(&x.j, "report NULL");
    sx_close(&x);
}

/* 0 items: success, nothing runs, the outputs keep their bytes. */
TEST(dispatch_zero_items)
{
    tk_fixture f;
    dc_kernel k, ks;
    float x[4] = { 1, 2, 3, 4 }, y[4];
    uint32_t xs[4] = { 1, 2, 3, 4 }, sum = 0xDEADBEEFu;
    dc_dispatch_arg a[4];
    dc_dispatch_desc d;
    dc_dispatch_report rep;
    int s, i;
    REQUIRE(dx_open(&f));
    REQUIRE(tk_kernel(&f, "saxpy_items", &k));
    REQUIRE(tk_kernel(&f, "sum_u32", &ks));
    for (s = 0; s < DX_NSTRAT; s++) {
        const char *sname = tk_balance_name(dx_strategies[s]);
        for (i = 0; i < 4; i++) y[i] = -1.0f;
        a[0] = dc_dispatch_in(x, 4, 1);
        a[1] = dc_dispatch_inout(y, 4, 1);
        a[2] = dc_dispatch_scalar(DC_ARG_F32(2.0f));
        a[3] = dc_dispatch_item_count();
        d = tk_dispatch_desc(k, 0, dx_strategies[s], 0, a, 4);
        memset(&rep, 0xff, sizeof rep);
        if (CHECK_OK(dc_dispatch(f.ctx, &d, &rep))) {
            for (i = 0; i < 4; i++)
                if (y[i] != -1.0f) FAIL("%s, 0 items: y[%d] = %g, expected it untouched (-1)", sname, i, y[i]);
            dx_check_report(&f, &d, &rep, NULL, sname);
        }
        /* a partial result over nothing: untouched, or the identity (0 for SUM) */
        a[0] = dc_dispatch_in(xs, 4, 1);
        a[1] = dc_dispatch_partial(&sum, DC_U32, DC_SUM, 1);
        a[2] = dc_dispatch_item_count();
        d.kernel = ks;
        d.arg_count = 3;
        sum = 0xDEADBEEFu;
        if (CHECK_OK(dc_dispatch(f.ctx, &d, NULL)) && sum != 0xDEADBEEFu && sum != 0)
            FAIL("%s, 0 items: the SUM partial result is %u, expected it untouched or 0", sname, sum);
    }
}

/* A block past what the kernel may have on a chosen device: INVALID_ARGUMENT naming
   dc_dispatch_desc.block, before anything is made, for 0 items too (it was accepted at 0
   items and named dc_launch_desc.block[0], a struct the caller never passes, with items),
   the outputs untouched. */
TEST(dispatch_block_over_the_limit_names_the_desc)
{
    enum { N = 100 };
    tk_fixture f;
    dc_kernel k;
    float x[N], y[N];
    dc_dispatch_arg a[4];
    dc_dispatch_desc d;
    int items, i;
    REQUIRE(dx_open(&f));
    REQUIRE(tk_kernel(&f, "saxpy_items", &k));
    for (i = 0; i < N; i++) x[i] = (float)i;
    for (items = 0; items <= N; items += N) {
        for (i = 0; i < N; i++) y[i] = -1.0f;
        a[0] = dc_dispatch_in(x, 4, 1);
        a[1] = dc_dispatch_inout(y, 4, 1);
        a[2] = dc_dispatch_scalar(DC_ARG_F32(2.0f));
        a[3] = dc_dispatch_item_count();
        d = tk_dispatch_desc(k, (uint64_t)items, DC_BALANCE_STATIC, 0, a, 4);
        d.block = 1u << 24;   /* past every device's limit */
        if (CHECK_ERR(dc_dispatch(f.ctx, &d, NULL), DC_ERROR_INVALID_ARGUMENT) && !strstr(dc_last_error(), "dc_dispatch_desc.block"))
            FAIL("%d items: the message does not name dc_dispatch_desc.block: %s", items, dc_last_error());
        for (i = 0; i < N; i++)
            if (y[i] != -1.0f) {
                FAIL("%d items: y[%d] = %g after a refused dispatch", items, i, y[i]);
                break;
            }
    }
}

/* --- stencil3: an IN slice with a halo of one item each side --------------------------- */

typedef struct stencil_data { int32_t *in, *out, *want; } stencil_data;

static void stencil_reset(dx_job *j)
{
    stencil_data *s = (stencil_data *)j->data;
    memset(s->out, 0x7f, j->desc.items * 4);
}

static int stencil_verify(dx_job *j, const char *label)
{
    stencil_data *s = (stencil_data *)j->data;
    return dx_same(label, "out", s->out, s->want, j->desc.items, 4, 'i');
}

static int stencil_init(dx_job *j, void *data, dc_kernel k, uint64_t cap)
{
    stencil_data *s = (stencil_data *)data;
    uint64_t i, seed = 12345;
    if (!(s->in = dx_array(cap, 4)) || !(s->out = dx_array(cap, 4)) || !(s->want = dx_array(cap, 4))) return 0;
    for (i = 0; i < cap; i++) s->in[i] = (int32_t)(th_rand(&seed) % 2001) - 1000;
    dx_job_init(j, "stencil3", k, 5, stencil_reset, stencil_verify, s->out, 8, s);
    return 1;
}

static void stencil_items(dx_job *j, uint64_t items)
{
    stencil_data *s = (stencil_data *)j->data;
    uint64_t i;
    for (i = 0; i < items; i++) {
        int32_t l = s->in[i ? i - 1 : 0], r = s->in[i + 1 < items ? i + 1 : i];
        s->want[i] = l + 2 * s->in[i] + r;
    }
    j->desc.items = items;
    j->args[0] = dc_dispatch_in_halo(s->in, 4, 1, 1, 1);
    j->args[1] = dc_dispatch_out(s->out, 4, 1);
    j->args[2] = dc_dispatch_item_count();
    j->args[3] = dc_dispatch_item_first();
    j->args[4] = dc_dispatch_scalar(DC_ARG_U64(items));
    j->out_bytes[0] = items * 4;
    j->up_min = items * 4;
    j->down_min = items * 4;
    j->slack_per_chunk = 8;   /* the halo items */
}

static void stencil_free(void *data)
{
    stencil_data *s = (stencil_data *)data;
    free(s->in); free(s->out); free(s->want);
}

static const dx_kind dx_stencil_kind = { "stencil3", sizeof(stencil_data), stencil_init, stencil_items, stencil_free };

TEST(dispatch_stencil_halo_every_strategy)
{
    static const uint64_t cases[][3] = { { 1, 0, 0 }, { 2, 0, 0 }, { 3, 0, 1 }, { 1000, 64, 128 },
                                         { 20011, 0, 1000 }, { 100003, 0, 0 } };
    tk_fixture f;
    stencil_data s;
    REQUIRE(dx_open(&f));
    dx_kind_cases(&f, &dx_stencil_kind, &s, 100003, cases, DX_COUNT(cases), 1000);
}

/* --- partial results: sum_u32, minmax_i32, histogram256 -------------------------------- */

typedef struct reduce_data {
    uint32_t *u;                   /* random uints (sum), also read as ints (minmax) */
    unsigned char *bytes;          /* histogram input */
    uint32_t sum, want_sum;
    int32_t mn, mx, want_mn, want_mx;
    uint32_t bins[256], want_bins[256];
    int kind;                      /* 0: sum_u32, 1: minmax_i32, 2: histogram256 */
    dc_kernel k;                   /* that kernel */
} reduce_data;

static void sum_reset(dx_job *j) { ((reduce_data *)j->data)->sum = 0xDEADBEEFu; }
static int sum_verify(dx_job *j, const char *label)
{
    reduce_data *r = (reduce_data *)j->data;
    return dx_same(label, "sum", &r->sum, &r->want_sum, 1, 4, 'u');
}
static void minmax_reset(dx_job *j)
{
    reduce_data *r = (reduce_data *)j->data;
    r->mn = 0x5A5A5A5A;
    r->mx = 0x5A5A5A5A;
}
static int minmax_verify(dx_job *j, const char *label)
{
    reduce_data *r = (reduce_data *)j->data;
    int ok = dx_same(label, "min", &r->mn, &r->want_mn, 1, 4, 'i');
    return dx_same(label, "max", &r->mx, &r->want_mx, 1, 4, 'i') && ok;
}
static void hist_reset(dx_job *j) { memset(((reduce_data *)j->data)->bins, 0xee, 256 * 4); }
static int hist_verify(dx_job *j, const char *label)
{
    reduce_data *r = (reduce_data *)j->data;
    return dx_same(label, "bins", r->bins, r->want_bins, 256, 4, 'u');
}

/* r->kind's job (r->k) over the first `items`. */
static void reduce_job(dx_job *j, reduce_data *r, uint64_t items)
{
    uint64_t i;
    if (r->kind == 0) {
        r->want_sum = 0;
        for (i = 0; i < items; i++) r->want_sum += r->u[i];
        dx_job_init(j, "sum_u32", r->k, 3, sum_reset, sum_verify, &r->sum, 4, r);
        j->args[0] = dc_dispatch_in(r->u, 4, 1);
        j->args[1] = dc_dispatch_partial(&r->sum, DC_U32, DC_SUM, 1);
        j->args[2] = dc_dispatch_item_count();
        j->out_bytes[0] = 4;
        j->up_min = items * 4;
        j->slack_per_chunk = 4;
    } else if (r->kind == 1) {
        const int32_t *v = (const int32_t *)(const void *)r->u;
        r->want_mn = INT32_MAX;
        r->want_mx = INT32_MIN;
        for (i = 0; i < items; i++) {
            if (v[i] < r->want_mn) r->want_mn = v[i];
            if (v[i] > r->want_mx) r->want_mx = v[i];
        }
        dx_job_init(j, "minmax_i32", r->k, 4, minmax_reset, minmax_verify, &r->mn, 4, r);
        j->args[0] = dc_dispatch_in(r->u, 4, 1);
        j->args[1] = dc_dispatch_partial(&r->mn, DC_I32, DC_MIN, 1);
        j->args[2] = dc_dispatch_partial(&r->mx, DC_I32, DC_MAX, 1);
        j->args[3] = dc_dispatch_item_count();
        j->out_bytes[0] = 4;
        j->out[1] = &r->mx;
        j->out_bytes[1] = 4;
        j->outs = 2;
        j->up_min = items * 4;
        j->slack_per_chunk = 8;
    } else {
        memset(r->want_bins, 0, sizeof r->want_bins);
        for (i = 0; i < items; i++) r->want_bins[r->bytes[i]]++;
        dx_job_init(j, "histogram256", r->k, 3, hist_reset, hist_verify, r->bins, 1, r);
        j->args[0] = dc_dispatch_in(r->bytes, 1, 1);
        j->args[1] = dc_dispatch_partial(r->bins, DC_U32, DC_SUM, 256);
        j->args[2] = dc_dispatch_item_count();
        j->out_bytes[0] = sizeof r->bins;
        j->up_min = items;
        j->slack_per_chunk = 1024;
    }
    j->desc.items = items;
}

/* reduce_job for dx_every_case: j->data is the reduce_data. */
static void reduce_items(dx_job *j, uint64_t items) { reduce_job(j, (reduce_data *)j->data, items); }

static void dx_reductions(uint64_t cap, const uint64_t (*cases)[3], int ncases)
{
    static const char *const names[3] = { "sum_u32", "minmax_i32", "histogram256" };
    tk_fixture f;
    dc_kernel k[3];
    dx_job j;
    reduce_data *r = (reduce_data *)calloc(1, sizeof *r);
    int kind;
    if (!r) {
        FAIL("out of host memory");
        return;
    }
    if (!dx_open(&f)) goto done;
    for (kind = 0; kind < 3; kind++)
        if (!tk_kernel(&f, names[kind], &k[kind])) goto done;
    r->u = (uint32_t *)malloc(cap * 4);
    r->bytes = (unsigned char *)malloc(cap);
    if (!r->u || !r->bytes) {
        FAIL("out of host memory");
        goto done;
    }
    th_fill_random(r->u, cap * 4, 7);
    th_fill_random(r->bytes, cap, 8);
    for (kind = 0; kind < 3; kind++) {
        r->kind = kind;
        r->k = k[kind];
        j.data = r;
        dx_every_case(&f, &j, reduce_items, cases, ncases, 1000);
    }
done:
    free(r->u);
    free(r->bytes);
    free(r);
}

TEST(dispatch_partial_reductions_every_strategy)
{
    static const uint64_t cases[][3] = { { 1, 0, 0 }, { 3, 0, 0 }, { 1000, 64, 128 }, { 100003, 0, 0 } };
    dx_reductions(100003, cases, (int)(sizeof cases / sizeof cases[0]));
}

/* A context allocator that fails the first allocation of exactly `bytes` bytes once armed. */
typedef struct dx_oom { long armed, failed; size_t bytes; } dx_oom;
static void *dx_oom_alloc(size_t bytes, void *user)
{
    dx_oom *o = (dx_oom *)user;
    if (bytes == o->bytes && __atomic_exchange_n(&o->armed, 0, __ATOMIC_SEQ_CST)) {
        __atomic_fetch_add(&o->failed, 1, __ATOMIC_SEQ_CST);
        return NULL;
    }
    return malloc(bytes);
}
static void dx_oom_free(void *p, void *user) { (void)user; free(p); }

/* Out of host memory for the list of completed chunks (its first 16 entries, allocated
   when the first chunk comes back): that device stops and its chunk is run again
   elsewhere. The chunk's partial result had been kept already, so the sum counted it
   twice: a success with a wrong sum. Now exact (or, at worst, OUT_OF_HOST_MEMORY). The
   report counted that chunk for both devices too (items summed over the devices past the
   job's, and its bytes); now only for the one that delivered it. */
TEST(dispatch_partial_counted_once_when_bookkeeping_runs_out_of_memory)
{
    dc_context_desc desc = tk_cpus_own_cores;
    tk_fixture f;
    dc_kernel k;
    dc_dispatch_arg a[3];
    dc_dispatch_desc d;
    dc_dispatch_report rep;
    static uint32_t x[4000];
    uint32_t sum = 0, want = 0;
    dx_oom o;
    dc_result r;
    uint64_t items = 0, up = 0;
    int i;
    memset(&o, 0, sizeof o);
    o.bytes = 16 * sizeof(dc_range);
    desc.allocator.alloc = dx_oom_alloc;
    desc.allocator.free = dx_oom_free;
    desc.allocator.user = &o;
    if (!tk_fixture_open_file(&f, &desc, TK_DISPATCH_KERNELS, "sum_u32", &k, TK_END)) return;
    if (f.devices < 2) SKIP("needs two devices");
    for (i = 0; i < 4000; i++) want += x[i] = (uint32_t)i * 2654435761u;
    a[0] = dc_dispatch_in(x, 4, 1);
    a[1] = dc_dispatch_partial(&sum, DC_U32, DC_SUM, 1);
    a[2] = dc_dispatch_item_count();
    d = tk_dispatch_desc(k, 4000, DC_BALANCE_DYNAMIC, 250, a, 3);
    __atomic_store_n(&o.armed, 1, __ATOMIC_SEQ_CST);
    r = dc_dispatch(f.ctx, &d, &rep);
    __atomic_store_n(&o.armed, 0, __ATOMIC_SEQ_CST);
    CHECK_EQ(o.failed, 1);
    if (r == DC_SUCCESS) {
        if (sum != want) {
            FAIL("sum %u, expected %u (a chunk counted twice?)", sum, want);
            dc_dispatch_report_print(f.ctx, &rep, stdout);
        }
        CHECK_EQ(rep.faults, 1);
        for (i = 0; i < rep.device_count; i++) {
            items += rep.devices[i].items;
            up += rep.devices[i].upload_bytes;
        }
        if (items != 4000 || up != 4000 * 4) {
            FAIL("the devices' reports add up to %llu items and %llu bytes uploaded; the job has 4000 items of 4 bytes",
                 (unsigned long long)items, (unsigned long long)up);
            dc_dispatch_report_print(f.ctx, &rep, stdout);
        }
    } else {
        CHECK_ERR(r, DC_ERROR_OUT_OF_HOST_MEMORY);
    }
}

/* --- blur_rows: threads_per_item > 1, a halo of r items of `width` elements ------------ */

typedef struct blur_data { unsigned char *img, *out, *want; uint32_t width, r; uint64_t rows; } blur_data;

static void blur_reset(dx_job *j)
{
    blur_data *b = (blur_data *)j->data;
    memset(b->out, 0xcd, (size_t)(b->rows * b->width));
}
static int blur_verify(dx_job *j, const char *label)
{
    blur_data *b = (blur_data *)j->data;
    return dx_same(label, "out", b->out, b->want, b->rows * b->width, 1, 'u');
}

static void blur_ref(blur_data *b)
{
    uint64_t row;
    uint32_t col;
    for (row = 0; row < b->rows; row++)
        for (col = 0; col < b->width; col++) {
            uint32_t sum = 0, count = 0;
            long dy, dx;
            for (dy = -(long)b->r; dy <= (long)b->r; dy++) {
                long g = (long)row + dy, c;
                if (g < 0) g = 0;
                if (g >= (long)b->rows) g = (long)b->rows - 1;
                for (dx = -(long)b->r; dx <= (long)b->r; dx++) {
                    c = (long)col + dx;
                    if (c < 0) c = 0;
                    if (c >= (long)b->width) c = (long)b->width - 1;
                    sum += b->img[(uint64_t)g * b->width + (uint64_t)c];
                    count++;
                }
            }
            b->want[row * b->width + col] = (unsigned char)((sum + count / 2) / count);
        }
}

/* A job of up to `cap` rows of 64 random bytes, radius 2. */
static int blur_init(dx_job *j, void *data, dc_kernel k, uint64_t cap)
{
    blur_data *b = (blur_data *)data;
    b->width = 64;
    b->r = 2;
    if (!(b->img = dx_array(cap, b->width)) || !(b->out = dx_array(cap, b->width)) ||
        !(b->want = dx_array(cap, b->width)))
        return 0;
    th_fill_random(b->img, cap * b->width, 99);
    dx_job_init(j, "blur_rows (64 threads per item)", k, 7, blur_reset, blur_verify, b->out, 2 * b->width, b);
    j->desc.threads_per_item = b->width;
    j->desc.block = 64;
    j->slack_per_chunk = 2 * b->r * b->width;
    return 1;
}

static void blur_items(dx_job *j, uint64_t rows)
{
    blur_data *b = (blur_data *)j->data;
    b->rows = rows;
    blur_ref(b);
    j->desc.items = rows;
    j->args[0] = dc_dispatch_in_halo(b->img, 1, b->width, b->r, b->r);
    j->args[1] = dc_dispatch_out(b->out, 1, b->width);
    j->args[2] = dc_dispatch_item_first();
    j->args[3] = dc_dispatch_item_count();
    j->args[4] = dc_dispatch_scalar(DC_ARG_U64(rows));
    j->args[5] = dc_dispatch_scalar(DC_ARG_U32(b->width));
    j->args[6] = dc_dispatch_scalar(DC_ARG_U32(b->r));
    j->out_bytes[0] = (size_t)(rows * b->width);
    j->up_min = rows * b->width;
    j->down_min = rows * b->width;
}

static void blur_free(void *data)
{
    blur_data *b = (blur_data *)data;
    free(b->img); free(b->out); free(b->want);
}

static const dx_kind dx_blur_kind = { "blur_rows", sizeof(blur_data), blur_init, blur_items, blur_free };

TEST(dispatch_threads_per_item_every_strategy)
{
    static const uint64_t cases[][3] = { { 1, 0, 0 }, { 3, 0, 0 }, { 301, 4, 16 }, { 1000, 0, 0 } };
    tk_fixture f;
    blur_data b;
    REQUIRE(dx_open(&f));
    dx_kind_cases(&f, &dx_blur_kind, &b, 1000, cases, DX_COUNT(cases), 301);
}

/* --- large jobs, and jobs larger than a device may hold -------------------------------- */

TEST(dispatch_large_job)
{
    uint64_t items = dx_full() ? (4u << 20) : (1u << 20);
    const uint64_t large[1][3] = { { items, 0, 0 } };
    tk_fixture f;
    saxpy_data s;
    REQUIRE(dx_open(&f));
    dx_kind_cases(&f, &dx_saxpy_kind, &s, items, large, 1, 0);
    if (dx_full() && !th_failed()) {
        static const uint64_t cases[][3] = { { 4u << 20, 0, 0 }, { (4u << 20) + 17, 256, 0 } };
        stencil_data st;
        dx_kind_cases(&f, &dx_stencil_kind, &st, cases[1][0], cases, 2, 0);
        dx_reductions(cases[1][0], cases, 2);
    }
}

/* 16 MiB of slices through devices allowed 1 MiB each: every strategy streams them in
   chunks that fit (the report says so) and the results are exact. */
TEST(dispatch_streams_past_device_memory_limit)
{
    uint64_t items = 2u << 20;      /* x and y: 8 bytes per item, 16 MiB */
    sx_fixture x;
    REQUIRE(sx_open(&x, items));
    x.j.desc.device_memory_limit = TK_MIB;
    x.j.require_model = 1;
    x.j.name = "saxpy_items, device_memory_limit 1 MiB";
    dx_every_strategy(&x.f, &x.j);   /* dx_check_report: chunks >= items x 8 / 1 MiB per device */
    sx_close(&x);
}

/* Not one granule fits (device_memory_limit, reserve_bytes): OUT_OF_DEVICE_MEMORY. */
TEST(dispatch_nothing_fits)
{
    sx_fixture x;
    dc_dispatch_desc d;
    dc_dispatch_report rep;
    uint64_t i;
    REQUIRE(sx_open(&x, 4096));
    d = dx_job_ready(&x.j, DC_BALANCE_AUTO, NULL, 0);
    d.granularity = 1024;        /* 8 KiB of slices per granule */
    d.device_memory_limit = 1024;
    CHECK_ERR(dc_dispatch(x.f.ctx, &d, &rep), DC_ERROR_OUT_OF_DEVICE_MEMORY);
    for (i = 0; i < (uint64_t)rep.device_count; i++) {   /* the error names every device's reason */
        char item[32];
        snprintf(item, sizeof item, "device %d: ", rep.devices[i].device);
        if (!strstr(dc_last_error(), item)) FAIL("the error does not name %s(\"%s\")", item, dc_last_error());
    }
    d.device_memory_limit = 0;
    d.reserve_bytes = UINT64_MAX / 2;
    CHECK_ERR(dc_dispatch(x.f.ctx, &d, &rep), DC_ERROR_OUT_OF_DEVICE_MEMORY);
    for (i = 0; i < 4096; i++)   /* y as dx_job_ready left it */
        if (x.s.y[i] != saxpy_y0(i)) {
            FAIL("y[%llu] changed by a dispatch that failed before running", (unsigned long long)i);
            break;
        }
    sx_close(&x);
}

/* A job shorter than one granule is that one short granule: it runs on every strategy
   where its items fit, though a whole granule would not (it was OUT_OF_DEVICE_MEMORY, "not
   one granule fits"), and a granule of more blocks than a launch holds is no error there. */
TEST(dispatch_job_shorter_than_a_granule)
{
    sx_fixture x;
    dc_dispatch_desc d;
    int s;
    REQUIRE(sx_open(&x, 100));   /* 8 bytes of slices per item */
    for (s = DC_BALANCE_AUTO; s < DC_BALANCE_COUNT; s++) {
        d = dx_job_ready(&x.j, (dc_balance)s, NULL, 0);
        d.granularity = 1024;          /* 8 KiB a granule; the job's 100 items, 800 bytes */
        d.device_memory_limit = 4096;
        if (CHECK_OK(dc_dispatch(x.f.ctx, &d, NULL))) x.j.verify(&x.j, "100 items, granularity 1024, 4 KiB a device");
        else th_note("strategy %d: %s", s, dc_last_error());
        d = dx_job_ready(&x.j, (dc_balance)s, NULL, 0);
        d.granularity = UINT64_MAX / 2;   /* more blocks of 256 than a launch can have */
        if (CHECK_OK(dc_dispatch(x.f.ctx, &d, NULL))) x.j.verify(&x.j, "100 items, granularity 2^63");
        else th_note("strategy %d: %s", s, dc_last_error());
    }
    sx_close(&x);
}

/* --- weights and the report's per-device figures --------------------------------------- */

TEST(dispatch_static_follows_weights)
{
    sx_fixture x;
    dc_dispatch_report rep;
    double w[2] = { 1.0, 3.0 };
    int devs[2] = { 0, 1 };
    REQUIRE(dx_open(&x.f));
    if (x.f.devices < 2) SKIP("needs two devices");
    REQUIRE(sx_job(&x, 100000));
    x.j.desc.weights = w;
    if (dx_run(&x.f, &x.j, DC_BALANCE_STATIC, devs, 2, &rep, "STATIC, weights 1:3")) {
        CHECK(rep.devices[0].items >= 24000 && rep.devices[0].items <= 26000);
        CHECK(rep.devices[1].items >= 74000 && rep.devices[1].items <= 76000);
    }
    /* MEMORY_AWARE is STATIC with each share capped by what the device's memory holds:
       where memory is ample it splits as STATIC does, also when `chunk` (the most a device
       works on at once) is small. It capped each share at the chunk instead, so every pass
       gave each device one chunk and the weights 1:3 came out 1:1. */
    x.j.desc.chunk = 1000;   /* 8 KB of slices: memory holds far more */
    if (dx_run(&x.f, &x.j, DC_BALANCE_MEMORY_AWARE, devs, 2, &rep, "MEMORY_AWARE, chunk 1000, weights 1:3")) {
        CHECK(rep.devices[0].items >= 24000 && rep.devices[0].items <= 26000);
        CHECK(rep.devices[1].items >= 74000 && rep.devices[1].items <= 76000);
    }
    x.j.desc.chunk = 0;
    /* a weight of 0 leaves the device out, and the report says why */
    w[0] = 0.0;
    if (dx_run(&x.f, &x.j, DC_BALANCE_STATIC, devs, 2, &rep, "STATIC, weights 0:3")) {
        CHECK(rep.devices[0].used == 0 && rep.devices[0].items == 0);
        CHECK(rep.devices[0].left_out[0] != 0);
        CHECK(rep.devices[1].items == 100000);
    }
    /* the order of `devices` is the order of the report's entries */
    w[0] = 1.0;
    devs[0] = 1;
    devs[1] = 0;
    if (dx_run(&x.f, &x.j, DC_BALANCE_STATIC, devs, 2, &rep, "STATIC, devices {1, 0}, weights 1:3")) {
        CHECK(rep.devices[0].device == 1 && rep.devices[1].device == 0);
        CHECK(rep.devices[1].items >= 74000 && rep.devices[1].items <= 76000);
    }
    sx_close(&x);
}

/* With weights NULL, STATIC, MEMORY_AWARE and GUIDED weigh the devices by the rates this
   context learned for the kernel once every device has one (each dispatch teaches them),
   else by compute units x clock; the report's model_used says which (it was AUTO's
   alone: a STATIC split that followed learned rates said 0, as one by compute units).
   The first dispatch has no models; then models set at 1:3 (a hook) before each one. */
TEST(dispatch_report_says_learned_weights)
{
    static const dc_balance strategies[] = { DC_BALANCE_STATIC, DC_BALANCE_MEMORY_AWARE, DC_BALANCE_GUIDED, DC_BALANCE_DYNAMIC };
    sx_fixture x;
    dc_dispatch_report rep;
    dc_kernel k;
    double w[2] = { 1.0, 1.0 };
    int devs[2] = { 0, 1 }, i;
    REQUIRE(dx_open(&x.f));
    if (x.f.devices < 2) SKIP("needs two devices");
    REQUIRE(sx_job(&x, 100000));
    k = x.j.desc.kernel;
    if (dx_run(&x.f, &x.j, DC_BALANCE_STATIC, devs, 2, &rep, "STATIC, weights NULL, no models yet") && rep.model_used != 0)
        FAIL("the first dispatch: model_used %d without models", rep.model_used);
    for (i = 0; i < 4; i++) {
        char what[64];
        int want = strategies[i] != DC_BALANCE_DYNAMIC;
        REQUIRE(tk_model_set(x.f.ctx, k, 0, 0.01, 1000.0, 4) && tk_model_set(x.f.ctx, k, 1, 0.01, 3000.0, 4));
        snprintf(what, sizeof what, "%s, weights NULL, models 1:3", tk_balance_name(strategies[i]));
        x.j.desc.weights = NULL;
        if (dx_run(&x.f, &x.j, strategies[i], devs, 2, &rep, what)) {
            if (rep.model_used != want) FAIL("%s: model_used %d, expected %d", what, rep.model_used, want);
            if (want && strategies[i] != DC_BALANCE_GUIDED && (rep.devices[1].items < 74000 || rep.devices[1].items > 76000))
                FAIL("%s: device 1 got %llu of 100000 items, expected 3/4", what, (unsigned long long)rep.devices[1].items);
        }
        /* weights given: those, never the models */
        x.j.desc.weights = w;
        snprintf(what, sizeof what, "%s, weights 1:1", tk_balance_name(strategies[i]));
        if (dx_run(&x.f, &x.j, strategies[i], devs, 2, &rep, what) && rep.model_used != 0) FAIL("%s: model_used %d", what, rep.model_used);
    }
    x.j.desc.weights = NULL;
    sx_close(&x);
}

/* MEMORY_AWARE over two devices of which one holds far less at once (a hook sets its total
   memory: OpenCL's free memory is that less the context's buffers): the small one's share
   comes in waves of what it holds, and the weights still decide the totals, in either
   order of the devices. The split gave the device listed last what an earlier device's
   cap cut off (the small one first: 1:1 came out about 1:99) and split the rest again
   over passes (the small one last: about 1:3). */
TEST(dispatch_memory_aware_unequal_memory_follows_weights)
{
    sx_fixture x;
    dc_dispatch_report rep;
    double w[2] = { 1.0, 1.0 };
    int devs[2], list[2], order, i, k = 0;
    uint64_t free_bytes = 0, total = 0, old;
    char label[96];
    REQUIRE(dx_open(&x.f));
    for (i = 0; i < x.f.devices && k < 2; i++)
        if (tk_backend(x.f.ctx, i) == DC_BACKEND_OPENCL) devs[k++] = i;
    if (k < 2) SKIP("needs two OpenCL devices (the hook sets an OpenCL device's memory)");
    REQUIRE(sx_job(&x, 20000));
    x.j.desc.weights = w;
    x.j.desc.reserve_bytes = 1;
    REQUIRE_OK(dc_device_memory(x.f.ctx, devs[0], &free_bytes, &total));
    /* 8 bytes of slices per item, two slots at most: 100 items at once at least */
    old = tk_device_total_memory(x.f.ctx, devs[0], (total - free_bytes) + 2 * 8 * 100 + 1);
    for (order = 0; order < 2; order++) {
        list[0] = devs[order];
        list[1] = devs[1 - order];
        snprintf(label, sizeof label, "MEMORY_AWARE, weights 1:1, device %d holds 100-200 items (listed %s)", devs[0],
                 order ? "second" : "first");
        if (dx_run(&x.f, &x.j, DC_BALANCE_MEMORY_AWARE, list, 2, &rep, label)) {
            const dc_dispatch_device_report *small = &rep.devices[order], *large = &rep.devices[1 - order];
            if (small->items < 9000 || small->items > 11000 || large->items < 9000 || large->items > 11000)
                FAIL("%s: %llu and %llu items, expected about 10000 each", label, (unsigned long long)small->items,
                     (unsigned long long)large->items);
            CHECK(small->chunks >= 50);   /* at most 200 items at once */
        }
    }
    tk_device_total_memory(x.f.ctx, devs[0], old);
    sx_close(&x);
}

/* A device whose largest allocation (dc_device_info.max_allocation) is smaller than a
   chunk's slice buffer: its chunks shrink to fit, with every strategy, instead of the
   allocation failing and the whole dispatch with it (OUT_OF_DEVICE_MEMORY, though the
   device's memory had room and the other device could run everything); where not one
   item's buffer fits, the device is left out and the report says why. */
TEST(dispatch_chunks_within_the_largest_allocation)
{
    sx_fixture x;
    dc_dispatch_report rep;
    uint64_t old;
    char label[96];
    int s;
    REQUIRE(sx_open(&x, 20000));
    if (x.f.devices < 2) { sx_close(&x); SKIP("needs two devices"); }
    x.j.desc.chunk = 10000;                                  /* 40000 bytes per slice buffer */
    old = tk_device_max_allocation(x.f.ctx, 1, 4096);       /* 1024 items of 4 bytes */
    for (s = 0; s < DX_NSTRAT; s++) {
        snprintf(label, sizeof label, "%s, chunk 10000, device 1 allocates 4096 bytes at most", tk_balance_name(dx_strategies[s]));
        if (dx_run(&x.f, &x.j, dx_strategies[s], NULL, 0, &rep, label) && rep.devices[1].items)
            CHECK((uint64_t)rep.devices[1].chunks * 1024 >= rep.devices[1].items);
    }
    tk_device_max_allocation(x.f.ctx, 1, 2);                /* not one item's 4 bytes */
    if (dx_run(&x.f, &x.j, DC_BALANCE_STATIC, NULL, 0, &rep, "STATIC, device 1 allocates 2 bytes at most")) {
        uint64_t others = 0;   /* every item on the devices but 1 (two, or four with "basic basic basic basic") */
        int d;
        for (d = 0; d < rep.device_count; d++)
            if (d != 1) others += rep.devices[d].items;
        CHECK(rep.devices[1].items == 0 && others == 20000);
        if (!strstr(rep.devices[1].left_out, "allocates at once"))
            FAIL("device 1's left_out does not say why: \"%s\"", rep.devices[1].left_out);
    }
    tk_device_max_allocation(x.f.ctx, 1, old);
    sx_close(&x);
}

/* AUTO learns: the first dispatch of a kernel on a fresh context runs without a model
   (model_used 0), a few dispatches later the model chooses the split. */
TEST(dispatch_auto_learns_a_model)
{
    sx_fixture x;
    dc_dispatch_report rep;
    int t;
    REQUIRE(sx_open(&x, 1u << 17));
    if (dx_run(&x.f, &x.j, DC_BALANCE_AUTO, NULL, 0, &rep, "AUTO, first dispatch")) {
        CHECK_EQ(rep.model_used, 0);
        for (t = 0; t < 6 && !th_failed(); t++) {
            if (!dx_run(&x.f, &x.j, DC_BALANCE_AUTO, NULL, 0, &rep, "AUTO, learning")) break;
            if (rep.model_used == 1) break;
        }
        if (!th_failed() && rep.model_used != 1)
            FAIL("AUTO: model_used still 0 after 7 dispatches of 128 Ki items");
        if (rep.model_used == 1) CHECK(rep.predicted_ms > 0);
    }
    sx_close(&x);
}

/* A model learned from a dispatch of one item is mostly start-up: its rate made DYNAMIC
   and GUIDED leave that device out of every later dispatch of the kernel before it ran a
   chunk (so it never learned better). A device runs a probe chunk before it may be left
   out on a model's word. */
TEST(dispatch_stale_model_does_not_keep_a_device_out)
{
    enum { ITEMS = 64 * 2048 };
    tk_fixture fx;
    dc_kernel k;
    dc_dispatch_report rep;
    dc_dispatch_arg a[4];
    dc_dispatch_desc d;
    float *y = (float *)malloc(ITEMS * sizeof(float));
    int other_device = 1, both[2] = { 1, 0 }, i, s;
    static const dc_balance shared[] = { DC_BALANCE_DYNAMIC, DC_BALANCE_GUIDED };
    REQUIRE(y);
    if (!tk_fixture_open_file(&fx, &tk_cpus_own_cores, TK_DISPATCH_KERNELS, "busy", &k, TK_END)) { free(y); return; }
    if (fx.devices < 2) {
        free(y);
        SKIP("needs two devices");
    }
    a[0] = dc_dispatch_out(y, 4, 1);
    a[1] = dc_dispatch_item_first();
    a[2] = dc_dispatch_item_count();
    a[3] = dc_dispatch_scalar(DC_ARG_U32(3000));   /* compute-bound: a chunk's time is its items' */
    for (s = 0; s < 2 && !th_failed(); s++) {
        d = tk_dispatch_desc(k, ITEMS, DC_BALANCE_STATIC, 2048, a, 4);   /* device 1 alone: a true model */
        d.devices = &other_device;
        d.device_count = 1;
        if (!CHECK_OK(dc_dispatch(fx.ctx, &d, &rep))) break;
        /* device 0's model as a one-item dispatch that paid the kernel's JIT teaches it: so
           slow (0.01 items/ms, from one dispatch) that the rule alone always leaves it out
           (a real one-item dispatch left that to timing: 3 of 24 runs failed without the fix) */
        if (!tk_model_set(fx.ctx, k, 0, 0.0, 0.01, 1)) {
            FAIL("out of host memory");
            break;
        }
        d = tk_dispatch_desc(k, ITEMS, shared[s], 2048, a, 4);
        d.devices = both;   /* device 1 first, as the library's worker order goes */
        d.device_count = 2;
        if (!CHECK_OK(dc_dispatch(fx.ctx, &d, &rep))) break;
        /* device 0 is the report's second entry (the order of `devices`): a report without
           it, or with it under another number, must not pass for "it ran" */
        CHECK_EQ(rep.device_count, 2);
        CHECK(rep.devices[0].device == 1 && rep.devices[1].device == 0);
        for (i = 0; i < rep.device_count; i++)
            if (rep.devices[i].device == 0 && rep.devices[i].chunks == 0)
                FAIL("%s: device 0 ran no chunk on a stale model of one dispatch (left out: \"%s\")", tk_balance_name(shared[s]),
                     rep.devices[i].left_out);
        CHECK(rep.devices[1].chunks > 0 && rep.devices[1].items > 0);
    }
    free(y);
}

/* AUTO leaves out a device whose learned share would be under 1/16 of the largest (it
   would save at most 6% of the time, and a small share's time is the least sure: a CPU
   beside an H100 got 2,000 items that outlasted the GPU's whole share), and says why; a
   device a fifth as fast keeps its share. Models set by hand, on two devices. */
TEST(dispatch_auto_leaves_out_a_tiny_share)
{
    sx_fixture x;
    dc_dispatch_report rep;
    int slow, i;
    static const int two[2] = { 0, 1 };
    static const double rates[2] = { 10.0, 200.0 };   /* items per ms beside device 0's 1000 */
    REQUIRE(sx_open(&x, 1u << 17));
    if (x.f.devices < 2) {
        sx_close(&x);
        SKIP("needs two devices");
    }
    for (slow = 0; slow < 2 && !th_failed(); slow++) {
        uint64_t items[2] = { 0, 0 };
        REQUIRE(tk_model_set(x.f.ctx, x.j.desc.kernel, 0, 0.0, 1000.0, 5) && tk_model_set(x.f.ctx, x.j.desc.kernel, 1, 0.0, rates[slow], 5));
        if (!dx_run(&x.f, &x.j, DC_BALANCE_AUTO, two, 2, &rep, slow ? "AUTO, one device 1/5 as fast" : "AUTO, one device 1/100 as fast"))
            break;
        CHECK_EQ(rep.model_used, 1);
        for (i = 0; i < rep.device_count; i++)
            if (rep.devices[i].device < 2) items[rep.devices[i].device] = rep.devices[i].items;
        CHECK_EQ(items[0] + items[1], (uint64_t)1 << 17);
        if (slow == 0) {
            CHECK_EQ(items[1], 0);
            for (i = 0; i < rep.device_count; i++)
                if (rep.devices[i].device == 1 && !strstr(rep.devices[i].left_out, "under 1/16"))
                    FAIL("device 1 left out without the reason (left_out \"%s\")", rep.devices[i].left_out);
        } else {
            CHECK(items[1] > ((uint64_t)1 << 17) / 8);   /* 1/6 of the items by the models */
        }
    }
    sx_close(&x);
}

/* A device that the share rule leaves out learns nothing, so a model made too slow (set
   by hand here: 1/100 of the other device's rate, where the two are alike) would keep it
   out for good: every 16th dispatch it would be left out of, it runs its model's share
   and its model learns from that (one more run counted). */
TEST(dispatch_auto_measures_a_left_out_device_again)
{
    sx_fixture x;
    dc_dispatch_report rep;
    int t, i, ran_at = 0;
    static const int two[2] = { 0, 1 };
    REQUIRE(sx_open(&x, 1u << 17));
    if (x.f.devices < 2) {
        sx_close(&x);
        SKIP("needs two devices");
    }
    REQUIRE(tk_model_set(x.f.ctx, x.j.desc.kernel, 0, 0.0, 1000.0, 5) && tk_model_set(x.f.ctx, x.j.desc.kernel, 1, 0.0, 10.0, 5));
    for (t = 1; t <= 20 && !ran_at && !th_failed(); t++) {
        char label[80];
        snprintf(label, sizeof label, "AUTO, dispatch %d, device 1's model 1/100 of device 0's", t);
        if (!dx_run(&x.f, &x.j, DC_BALANCE_AUTO, two, 2, &rep, label)) break;
        CHECK_EQ(rep.model_used, 1);
        for (i = 0; i < rep.device_count; i++)
            if (rep.devices[i].device == 1 && rep.devices[i].items) ran_at = t;
            else if (rep.devices[i].device == 1 && !strstr(rep.devices[i].left_out, "under 1/16"))
                FAIL("dispatch %d: device 1 ran nothing, and not for its small share (left_out \"%s\")", t, rep.devices[i].left_out);
        if (!ran_at) CHECK_EQ(tk_model_runs(x.f.ctx, x.j.desc.kernel, 1), 5);   /* left out: nothing learned */
    }
    CHECK_EQ(ran_at, 16);
    CHECK_EQ(tk_model_runs(x.f.ctx, x.j.desc.kernel, 1), 6);
    sx_close(&x);
}

/* One-off costs come in single dispatches, not only a kernel's first (PoCL's second
   dispatch of a saxpy wrote into freshly mapped buffer pages: 18 ms where the others took
   5), and a running mean kept half of such a dispatch's rate, a quarter the time after.
   The model is the median of the last three dispatches' observations: one that departs
   from a settled model changes nothing, two alike decide. The model is set by hand to a
   rate no device reaches (1e9 items/ms: 128 Ki items in 0.1 us), so every real dispatch
   is the slow one. */
TEST(dispatch_auto_model_outlasts_one_slow_dispatch)
{
    sx_fixture x;
    dc_dispatch_report rep;
    double a_ms = -1, rate = -1;
    static const int one[1] = { 0 };
    REQUIRE(sx_open(&x, 1u << 17));
    REQUIRE(tk_model_set(x.f.ctx, x.j.desc.kernel, 0, 0.0, 1e9, 5));
    if (dx_run(&x.f, &x.j, DC_BALANCE_AUTO, one, 1, &rep, "AUTO, a model at 1e9 items/ms")) {
        CHECK_EQ(rep.model_used, 1);
        REQUIRE(tk_model_get(x.f.ctx, x.j.desc.kernel, 0, &a_ms, &rate));
        if (rate < 0.99e9) FAIL("one dispatch moved the model from 1e9 to %.4g items/ms", rate);
        CHECK(a_ms == 0.0);
        CHECK_EQ(tk_model_runs(x.f.ctx, x.j.desc.kernel, 0), 6);
    }
    if (!th_failed() && dx_run(&x.f, &x.j, DC_BALANCE_AUTO, one, 1, &rep, "AUTO, the second dispatch")) {
        REQUIRE(tk_model_get(x.f.ctx, x.j.desc.kernel, 0, &a_ms, &rate));
        if (rate > 1e8) FAIL("two dispatches at the device's rate left the model at %.4g items/ms", rate);
    }
    sx_close(&x);
}

/* The host's cores, as the library counts them for AUTO's shared-cores rule. */
static int dx_host_cores(void)
{
    return th_cpu_count();
}

/* AUTO with a learned model, on ctx: 1 once a dispatch used one (results checked). */
static int dx_auto_until_model(tk_fixture *f, dx_job *j, dc_dispatch_report *rep)
{
    int t;
    for (t = 0; t < 8; t++) {
        if (!dx_run(f, j, DC_BALANCE_AUTO, NULL, 0, rep, "AUTO")) return 0;
        if (rep->model_used == 1) return 1;
    }
    FAIL("AUTO: model_used still 0 after 8 dispatches");
    return 0;
}

/* CPU devices whose compute units together exceed the host's cores share them: AUTO's
   learned split keeps only the fastest CPU device, and says why of the others; with
   DC_CONTEXT_CPUS_OWN_CORES it does not. (PoCL "pthread pthread" or four "basic" on CI's
   2 cores.) */
TEST(dispatch_auto_keeps_one_cpu_on_shared_cores)
{
    sx_fixture x;
    dc_dispatch_report rep;
    int d, cpus = 0, units = 0, used = 0, said = 0;
    if (!tk_fixture_open_file(&x.f, NULL, TK_DISPATCH_KERNELS, TK_END)) return;
    for (d = 0; d < x.f.devices; d++) {
        dc_device_info info;
        REQUIRE_OK(dc_device_get_info(x.f.ctx, d, &info));
        if (info.caps & DC_CAP_CPU) cpus++, units += info.compute_units > 1 ? info.compute_units : 1;
    }
    if (cpus < 2 || units <= dx_host_cores()) SKIP("needs two CPU devices with more compute units than the host's cores");
    REQUIRE(sx_job(&x, 1u << 17));
    if (dx_auto_until_model(&x.f, &x.j, &rep)) {
        for (d = 0; d < rep.device_count; d++) {
            dc_device_info info;
            REQUIRE_OK(dc_device_get_info(x.f.ctx, rep.devices[d].device, &info));
            if (!(info.caps & DC_CAP_CPU)) continue;
            used += rep.devices[d].used == 1;
            said += strstr(rep.devices[d].left_out, "shares the host's") != NULL;
        }
        CHECK_EQ(used, 1);
        CHECK_EQ(said, cpus - 1);
    }
    sx_close(&x);
    /* the same job where the caller says the CPU devices have cores of their own */
    REQUIRE(tk_fixture_open_file(&x.f, &tk_cpus_own_cores, TK_DISPATCH_KERNELS, TK_END) && sx_job(&x, 1u << 17));
    if (dx_auto_until_model(&x.f, &x.j, &rep))
        for (d = 0; d < rep.device_count; d++)
            if (strstr(rep.devices[d].left_out, "shares the host's"))
                FAIL("device %d left out for shared cores under DC_CONTEXT_CPUS_OWN_CORES", rep.devices[d].device);
    sx_close(&x);
}

/* Two CPU devices that ran at once on shared cores each measured only the part of the
   cores it got, yet AUTO then runs the fastest alone (above): its model said about half
   its speed there ("pthread pthread" on 2 cores: 62.8 ms predicted, 33.3 taken). The
   rates learned are scaled so that the fastest's is their sum, the order kept; under
   DC_CONTEXT_CPUS_OWN_CORES, or for a device that ran nothing, they stay as measured. */
TEST(dispatch_learns_cpu_rates_of_shared_cores_whole)
{
    tk_fixture f;
    static const int two[2] = { 0, 1 };
    double rate[2];
    int d, units = 0, own;
    if (!tk_fixture_open_file(&f, NULL, TK_DISPATCH_KERNELS, TK_END)) return;
    if (f.devices < 2) SKIP("needs two devices");
    for (d = 0; d < 2; d++) {
        dc_device_info info;
        REQUIRE_OK(dc_device_get_info(f.ctx, d, &info));
        if (!(info.caps & DC_CAP_CPU)) SKIP("needs devices 0 and 1 to be CPU devices");
        units += info.compute_units > 1 ? info.compute_units : 1;
    }
    if (units <= dx_host_cores()) SKIP("needs CPU devices with more compute units than the host's cores");
    for (own = 0; own < 2 && !th_failed(); own++) {
        if (own) REQUIRE(tk_fixture_open_file(&f, &tk_cpus_own_cores, TK_DISPATCH_KERNELS, TK_END));
        rate[0] = 1000.0, rate[1] = 3000.0;
        tk_shared_cores_rates(f.ctx, two, 2, rate);
        if (!own && (fabs(rate[0] - 4000.0 / 3.0) > 1e-6 || fabs(rate[1] - 4000.0) > 1e-6))
            FAIL("shared cores: rates 1000 and 3000 items/ms learned as %.3f and %.3f (want 1333.333 and 4000)", rate[0], rate[1]);
        if (own && (rate[0] != 1000.0 || rate[1] != 3000.0))
            FAIL("DC_CONTEXT_CPUS_OWN_CORES: rates 1000 and 3000 items/ms learned as %.3f and %.3f", rate[0], rate[1]);
        rate[0] = 1000.0, rate[1] = 0;   /* device 1 ran nothing: device 0 had the cores alone */
        tk_shared_cores_rates(f.ctx, two, 2, rate);
        if (rate[0] != 1000.0 || rate[1] != 0) FAIL("one device ran: rates 1000 and 0 learned as %.3f and %.3f", rate[0], rate[1]);
    }
}

TEST(dispatch_report_print)
{
    sx_fixture x;
    dc_dispatch_report rep;
    FILE *tmp;
    char text[8192];
    size_t n;
    REQUIRE(sx_open(&x, 10000));
    if (dx_run(&x.f, &x.j, DC_BALANCE_DYNAMIC, NULL, 0, &rep, "DYNAMIC") && (tmp = tmpfile()) != NULL) {
        dc_dispatch_report_print(x.f.ctx, &rep, tmp);
        rewind(tmp);
        n = fread(text, 1, sizeof text - 1, tmp);
        text[n] = 0;
        fclose(tmp);
        CHECK(n > 0);
        if (!th_stristr(text, "makespan") || !th_stristr(text, "imbalance"))
            FAIL("dc_dispatch_report_print names neither the makespan nor the imbalance:\n%s", text);
        /* the report's figures, not only its words: the makespan and the imbalance as
           printed (%.3f), and each device's row with its number, items and chunks */
        {
            char want[128];
            const char *at;
            int i;
            double shown;
            if (!(at = th_stristr(text, "makespan")) || sscanf(at + 8, "%lf", &shown) != 1 || fabs(shown - rep.makespan_ms) > 0.0006)
                FAIL("makespan %.3f ms not printed as such:\n%s", rep.makespan_ms, text);
            if (!(at = th_stristr(text, "imbalance")) || sscanf(at + 9, "%lf", &shown) != 1 || fabs(shown - rep.imbalance) > 0.0006)
                FAIL("imbalance %.3f not printed as such:\n%s", rep.imbalance, text);
            for (i = 0; i < rep.device_count; i++) {
                dc_device_info info;
                unsigned long long items = 0;
                int chunks = -1;
                /* the row: device number, its name (28 columns), items, chunks */
                if (!CHECK_OK(dc_device_get_info(x.f.ctx, rep.devices[i].device, &info))) continue;
                snprintf(want, sizeof want, "\n  %3d  %-28.28s ", rep.devices[i].device, info.name);
                if (!(at = strstr(text, want)) || sscanf(at + strlen(want), "%llu %d", &items, &chunks) != 2 ||
                    items != rep.devices[i].items || chunks != rep.devices[i].chunks)
                    FAIL("device %d: %llu items in %d chunks, printed otherwise:\n%s", rep.devices[i].device,
                         (unsigned long long)rep.devices[i].items, rep.devices[i].chunks, text);
            }
        }
    }
    sx_close(&x);
}

TEST(dispatch_dtype_names_and_sizes)
{
    static const size_t sizes[DC_DTYPE_COUNT] = { 4, 8, 2, 2, 1, 1, 4, 4, 8, 8 };
    int t;
    for (t = 0; t < DC_DTYPE_COUNT; t++) {
        const char *n = dc_dtype_name((dc_dtype)t);
        CHECK_EQ(dc_dtype_size((dc_dtype)t), sizes[t]);
        CHECK(n != NULL && n[0] != 0);
    }
    CHECK_EQ(dc_dtype_size(DC_DTYPE_COUNT), 0);
    CHECK_EQ(dc_dtype_size((dc_dtype)-1), 0);
    CHECK(dc_dtype_name(DC_F32) && !strcmp(dc_dtype_name(DC_F32), "f32"));
    CHECK(dc_op_name(DC_SUM) && !strcmp(dc_op_name(DC_SUM), "sum"));
    CHECK(dc_dtype_name(DC_DTYPE_COUNT) != NULL);
    CHECK(dc_op_name(DC_OP_COUNT) != NULL);
    for (t = 0; t < DC_OP_COUNT; t++) CHECK(dc_op_name((dc_op)t) && dc_op_name((dc_op)t)[0]);
}

/* --- OpenCL C kernels of these tests: chunks, broadcasts, resident buffers, partials ---- */

/* ITEM_FIRST and ITEM_COUNT describe the chunk; chunks tile the job; their counts are
   multiples of the granularity (the job's last excepted) and at most `chunk`; the report
   counts each of them. */
TEST(dispatch_chunks_keep_granularity)
{
    static const uint64_t cases[][3] = { { 1000, 64, 128 }, { 1000, 64, 0 }, { 1000, 1, 100 },
                                         { 4099, 256, 512 }, { 5, 64, 0 } };
    tk_fixture f;
    dc_kernel k;
    dc_dispatch_arg a[3];
    dc_dispatch_desc d;
    dc_dispatch_report rep;
    uint64_t *out;
    int fp64, c, s;
    char label[160];
    DX_OPEN_CL(&f, &fp64);
    REQUIRE(tk_kernel(&f, "chunk_info", &k));
    if (!(out = (uint64_t *)malloc(4099 * 16))) SKIP("out of host memory");
    a[0] = dc_dispatch_out(out, 8, 2);
    a[1] = dc_dispatch_item_first();
    a[2] = dc_dispatch_item_count();
    for (c = 0; c < DX_COUNT(cases); c++)
        for (s = 0; s < DX_NSTRAT; s++) {
            uint64_t items = cases[c][0], g = cases[c][1], cap = cases[c][2], i, nchunks = 0;
            int rchunks = 0, e;
            snprintf(label, sizeof label, "%s, %llu items, granularity %llu, chunk %llu", tk_balance_name(dx_strategies[s]),
                     (unsigned long long)items, (unsigned long long)g, (unsigned long long)cap);
            memset(out, 0xff, items * 16);
            d = tk_dispatch_desc(k, items, dx_strategies[s], cap, a, 3);
            d.granularity = g;
            if (!dx_dispatch(&f, &d, &rep, label)) continue;
            for (i = 0; i < items;) {
                uint64_t first = out[2 * i], n = out[2 * i + 1], m;
                if (first != i || n == 0 || n > items - i) {
                    FAIL("%s: item %llu ran in a chunk with first %llu and count %llu (chunks must tile the job)",
                         label, (unsigned long long)i, (unsigned long long)first, (unsigned long long)n);
                    break;
                }
                for (m = i; m < i + n; m++)
                    if (out[2 * m] != first || out[2 * m + 1] != n) break;
                if (m != i + n) {
                    FAIL("%s: item %llu of the chunk [%llu, +%llu) says it ran in [%llu, +%llu)", label,
                         (unsigned long long)m, (unsigned long long)first, (unsigned long long)n,
                         (unsigned long long)out[2 * m], (unsigned long long)out[2 * m + 1]);
                    break;
                }
                if (first + n != items && n % (g ? g : 1) != 0)
                    FAIL("%s: the chunk [%llu, +%llu) is not a multiple of the granularity", label,
                         (unsigned long long)first, (unsigned long long)n);
                if (cap && n > cap)
                    FAIL("%s: the chunk [%llu, +%llu) is larger than `chunk`", label, (unsigned long long)first,
                         (unsigned long long)n);
                nchunks++;
                i += n;
            }
            for (e = 0; e < rep.device_count && e < DC_DISPATCH_MAX_DEVICES; e++) rchunks += rep.devices[e].chunks;
            if ((uint64_t)rchunks != nchunks)
                FAIL("%s: the report counts %d chunks, the kernels ran %llu", label, rchunks,
                     (unsigned long long)nchunks);
        }
    free(out);
}

/* BROADCAST: a 64 KiB lookup table reaches every chunk, uploaded once per device. */
static void dx_lookup_table(uint32_t entries)
{
    enum { N = 20011 };
    static uint32_t in[N], out[N], want[N];
    uint32_t *lut;
    static const uint64_t chunks[] = { 0, 500 };
    tk_fixture f;
    dc_kernel k;
    dc_dispatch_arg a[5];
    dc_dispatch_desc d;
    dc_dispatch_report rep;
    int fp64, s, c, i;
    char label[128];
    DX_OPEN_CL(&f, &fp64);
    REQUIRE(tk_kernel(&f, "lut_map", &k));
    REQUIRE((lut = (uint32_t *)malloc((size_t)entries * 4)) != NULL);
    th_fill_random(lut, (size_t)entries * 4, 3);
    th_fill_random(in, sizeof in, 4);
    for (i = 0; i < N; i++) want[i] = lut[in[i] & (entries - 1)];
    a[0] = dc_dispatch_in(in, 4, 1);
    a[1] = dc_dispatch_out(out, 4, 1);
    a[2] = dc_dispatch_broadcast(lut, 4, entries);
    a[3] = dc_dispatch_scalar(DC_ARG_U32(entries - 1));
    a[4] = dc_dispatch_item_count();
    for (c = 0; c < 2; c++)
        for (s = 0; s < DX_NSTRAT; s++) {
            uint64_t up = 0;
            int used = 0, e;
            snprintf(label, sizeof label, "lut_map, %s, chunk %llu", tk_balance_name(dx_strategies[s]),
                     (unsigned long long)chunks[c]);
            memset(out, 0, sizeof out);
            d = tk_dispatch_desc(k, N, dx_strategies[s], chunks[c], a, 5);
            if (!dx_dispatch(&f, &d, &rep, label)) continue;
            dx_same(label, "out", out, want, N, 4, 'u');
            dx_check_report(&f, &d, &rep, NULL, label);
            for (e = 0; e < rep.device_count && e < DC_DISPATCH_MAX_DEVICES; e++) {
                up += rep.devices[e].upload_bytes;
                used += rep.devices[e].used == 1;
            }
            /* the slices once, the table once per device (at least those that ran, at most
               every chosen one), never once per chunk */
            if (up < (uint64_t)N * 4 + (uint64_t)used * entries * 4 ||
                up > (uint64_t)N * 4 + (uint64_t)rep.device_count * entries * 4 + 4096)
                FAIL("%s: %llu bytes uploaded, expected %llu (the input) + %d to %d x %llu (the table once "
                     "per device)", label, (unsigned long long)up, (unsigned long long)N * 4, used,
                     rep.device_count, (unsigned long long)entries * 4);
        }
    free(lut);
}
TEST(dispatch_broadcast_lookup_table) { dx_lookup_table(16384); }

/* Two chunks in flight (devices apart from the host's memory, as GPUs are; dx_two_slots):
   chunk k + 1 is uploaded and launched on the second stream while chunk k is downloaded,
   each on its own buffers, and a BROADCAST uploaded once is complete before either
   stream's first launch (a table of 16 MiB, whose upload outlasts a chunk). The slices, halos, partial results and the table come out as on
   one device, in every strategy. */
TEST(dispatch_two_chunks_in_flight)
{
    static const uint64_t cases[][3] = { { 20011, 0, 1000 } };
    tk_fixture f;
    saxpy_data sx;
    stencil_data st;
    dx_two_slots = 1;
    REQUIRE(dx_open(&f));
    dx_kind_cases(&f, &dx_saxpy_kind, &sx, 20011, cases, DX_COUNT(cases), 1000);
    if (!th_failed()) dx_kind_cases(&f, &dx_stencil_kind, &st, 20011, cases, DX_COUNT(cases), 1000);
    if (!th_failed()) dx_reductions(20011, cases, DX_COUNT(cases));
    if (!th_failed()) dx_lookup_table(1u << 22);   /* 16 MiB: its upload takes longer than a chunk */
}

/* RESIDENT: each device reads its own buffer (indexed by context device, whatever the order
   of `devices`); the tag each item carries back names the device that computed it, and the
   report's per-device item counts match. */
TEST(dispatch_resident_buffers)
{
    enum { N = 30011 };
    static uint32_t in[N], out[N];
    uint32_t table[16], tab[17];
    dc_buffer bufs[DC_DISPATCH_MAX_DEVICES];
    int order[DC_DISPATCH_MAX_DEVICES];
    tk_fixture f;
    dc_kernel k;
    dc_dispatch_arg a[4];
    dc_dispatch_desc d;
    dc_dispatch_report rep;
    int fp64, dv, s, pass, i;
    char label[128];
    DX_OPEN_CL(&f, &fp64);
    REQUIRE(f.devices <= DC_DISPATCH_MAX_DEVICES);
    REQUIRE(tk_kernel(&f, "resident_tag", &k));
    for (i = 0; i < 16; i++) table[i] = (uint32_t)(i * 977 + 13);
    for (i = 0; i < N; i++) in[i] = (uint32_t)((i * 2654435761u) >> 12);   /* < 2^20 */
    memset(bufs, 0, sizeof bufs);
    for (dv = 0; dv < f.devices; dv++) {
        tab[0] = (uint32_t)dv;
        memcpy(tab + 1, table, sizeof table);
        REQUIRE_OK(dc_buffer_create(f.ctx, dv, sizeof tab, &bufs[dv]));
        REQUIRE_OK(dc_buffer_write(f.ctx, bufs[dv], 0, tab, sizeof tab));
    }
    for (pass = 0; pass < 2; pass++)              /* devices NULL, then in reverse order */
        for (s = 0; s < DX_NSTRAT; s++) {
            uint64_t per[DC_DISPATCH_MAX_DEVICES];
            int e, bad = 0;
            snprintf(label, sizeof label, "resident_tag, %s, devices %s", tk_balance_name(dx_strategies[s]),
                     pass ? "in reverse order" : "NULL");
            for (dv = 0; dv < f.devices; dv++) order[dv] = f.devices - 1 - dv;
            memset(out, 0xff, sizeof out);
            a[0] = dc_dispatch_in(in, 4, 1);
            a[1] = dc_dispatch_out(out, 4, 1);
            a[2] = dc_dispatch_resident(bufs);
            a[3] = dc_dispatch_item_count();
            d = tk_dispatch_desc(k, N, dx_strategies[s], 2000, a, 4);
            d.devices = pass ? order : NULL;
            d.device_count = pass ? f.devices : 0;
            if (!dx_dispatch(&f, &d, &rep, label)) continue;
            dx_check_report(&f, &d, &rep, NULL, label);
            memset(per, 0, sizeof per);
            for (i = 0; i < N && bad < 5; i++) {
                uint32_t value = out[i] >> 6, tag = out[i] & 63u;
                if (value != in[i] + table[in[i] % 16] || (int)tag >= f.devices) {
                    FAIL("%s: out[%d] = %u x 64 + %u, expected %u x 64 + a device index", label, i, value, tag,
                         in[i] + table[in[i] % 16]);
                    bad++;
                    continue;
                }
                per[tag]++;
            }
            for (e = 0; e < rep.device_count && e < DC_DISPATCH_MAX_DEVICES && !bad; e++) {
                int dev = rep.devices[e].device;
                if (dev < 0 || dev >= f.devices) continue;
                if (per[dev] != rep.devices[e].items)
                    FAIL("%s: device %d computed %llu items with its own table, the report says %llu", label, dev,
                         (unsigned long long)per[dev], (unsigned long long)rep.devices[e].items);
            }
        }
    /* only the chosen devices' entries are read: a zero handle elsewhere is fine */
    if (f.devices >= 2) {
        dc_buffer only0[DC_DISPATCH_MAX_DEVICES];
        static const int zero = 0;
        memset(only0, 0, sizeof only0);
        only0[0] = bufs[0];
        memset(out, 0xff, sizeof out);
        a[2] = dc_dispatch_resident(only0);
        d.devices = &zero;
        d.device_count = 1;
        d.strategy = DC_BALANCE_STATIC;
        if (CHECK_OK(dc_dispatch(f.ctx, &d, NULL)))
            for (i = 0; i < N; i++)
                if (out[i] != (((in[i] + table[in[i] % 16]) << 6) | 0u)) {
                    FAIL("device 0 alone: out[%d] = %u", i, out[i]);
                    break;
                }
    }
    for (dv = 0; dv < f.devices; dv++) dc_buffer_destroy(f.ctx, bufs[dv]);
}

/* RESIDENT buffers written by work still queued on their device's default stream (what a
   zero stream handle means: a dc_buffer_write_async or dc_launch with stream 0) just
   before the call: the dispatch's kernels read what that work wrote, as a blocking dc_copy
   or collective would. The test kernels' `scale` (PTX and OpenCL C: every device, CUDA
   ones too) as the dispatched kernel, one device at a time in one chunk: x[i] *= 2 over
   a RESIDENT x, just after a slow fill and a write of x were queued on the default stream.
   The dispatch's streams ran before them: the kernel scaled the old x, which the write
   then replaced (x holds the new values unscaled). */
TEST(dispatch_resident_after_default_stream_work)
{
    enum { N = 1024 * 1024 + 3, SLOW = 64 * 1024 * 1024 };
    tk_fixture f;
    dc_kernel k;
    float *h = (float *)malloc(N * sizeof(float)), *back = (float *)malloc(N * sizeof(float));
    int dv, round, i;
    dc_context *ctx = tk_fixture_open(&f, NULL, "scale", &k);
    if (!ctx || !h || !back) {
        free(h);
        free(back);
        REQUIRE(ctx);
        FAIL("out of host memory");
        return;
    }
    for (dv = 0; dv < f.devices && !th_failed(); dv++) {
        dc_buffer bufs[DC_DISPATCH_MAX_DEVICES], slow = { 0 };
        memset(bufs, 0, sizeof bufs);
        if (dv >= DC_DISPATCH_MAX_DEVICES) break;
        if (!CHECK_OK(dc_buffer_create(ctx, dv, N * sizeof(float), &bufs[dv])) || !CHECK_OK(dc_buffer_create(ctx, dv, SLOW, &slow))) {
            dc_buffer_destroy(ctx, bufs[dv]);
            break;
        }
        for (round = 0; round < 3 && !th_failed(); round++) {
            const unsigned char junk = (unsigned char)round;
            const float old = -1.0f;
            dc_dispatch_arg a[3];
            dc_dispatch_desc d;
            for (i = 0; i < N; i++) h[i] = (float)((i * 7 + round * 31) % 1000) + 0.5f;
            CHECK_OK(dc_buffer_fill(ctx, bufs[dv], 0, N * sizeof(float), &old, sizeof old));
            CHECK_OK(dc_buffer_fill_async(ctx, dc_default_stream(ctx, dv), slow, 0, SLOW, &junk, 1));
            CHECK_OK(dc_buffer_write_async(ctx, dc_default_stream(ctx, dv), bufs[dv], 0, h, N * sizeof(float)));
            a[0] = dc_dispatch_resident(bufs);
            a[1] = dc_dispatch_scalar(dc_arg_f32(2.0f));
            a[2] = dc_dispatch_scalar(dc_arg_u32(N));
            d = tk_dispatch_desc(k, N, DC_BALANCE_STATIC, N, a, 3);   /* one chunk: scale ignores the chunk's first item */
            d.devices = &dv;
            d.device_count = 1;
            CHECK_OK(dc_dispatch(ctx, &d, NULL));
            CHECK_OK(dc_device_synchronize(ctx, dv));   /* h must outlive the write, whatever happened */
            memset(back, 0, N * sizeof(float));
            if (!CHECK_OK(dc_buffer_read(ctx, bufs[dv], 0, back, N * sizeof(float)))) break;
            for (i = 0; i < N; i++)
                if (back[i] != 2.0f * h[i]) {
                    FAIL("device %d, round %d: x[%d] = %g after the dispatch, expected %g%s", dv, round + 1, i, back[i], 2.0f * h[i],
                         back[i] == h[i] ? " (the write's value, unscaled: the kernel ran before it)" : "");
                    break;
                }
        }
        dc_buffer_destroy(ctx, bufs[dv]);
        dc_buffer_destroy(ctx, slow);
    }
    free(h);
    free(back);
}

/* PARTIAL of every dtype the kernels can fold, with every op: the library's identity fill
   (MIN of values >= 3 in U8 is not 0, MAX of negative I8 is not 0 ...) and its host
   combine (integers wrap; a NaN makes MIN and MAX NaN). */
typedef struct fold_case { const char *kernel; dc_dtype t; dc_op op; int fill; } fold_case;

/* fill: 0 random bits, 1 values >= 3, 2 negative, 3 small exact (+-1, 2 at 20 places),
   4 powers of two {0.5, 2, -1, 1} (products stay exact), 5 small ints (floats: a NaN in
   the middle), 6 positive up to 10^6, 7 (U64) random below 2^63 in the first half and
   at or above it in the second */
static void fold_fill(void *x, dc_dtype t, int fill, uint64_t n)
{
    uint64_t i, seed = 1000 + (uint64_t)fill * 17 + (uint64_t)t;
    for (i = 0; i < n; i++) {
        uint64_t r = th_rand(&seed);
        double v = 0;
        switch (fill) {
        case 1: v = (double)(3 + r % 253); break;
        case 2: v = -3.0 - (double)(r % 125); break;
        case 3: v = (i % 50 == 7) ? 2.0 : (r & 1) ? 1.0 : -1.0; break;
        case 4: { static const double p[8] = { 0.5, 2.0, -1.0, 1.0, 1.0, 1.0, -1.0, 1.0 }; v = p[r % 8]; } break;
        case 5: v = (double)(int)(r % 2001) - 1000.0; break;
        case 6: v = (double)(1 + r % 1000000); break;
        case 8: v = i == 0 ? 33554432.0 : i % 100 == 50 ? 1.0 : 0.0; break;
        default: break;
        }
        switch (t) {
        case DC_U8: ((uint8_t *)x)[i] = fill ? (uint8_t)v : (uint8_t)(r >> 56); break;
        case DC_I8: ((int8_t *)x)[i] = fill ? (int8_t)v : (int8_t)(r >> 56); break;
        case DC_I32: ((int32_t *)x)[i] = fill ? (int32_t)v : (int32_t)(uint32_t)(r >> 32); break;
        case DC_U32: ((uint32_t *)x)[i] = fill ? (uint32_t)v : (uint32_t)(r >> 32); break;
        case DC_I64: ((int64_t *)x)[i] = fill ? (int64_t)v : (int64_t)r; break;
        case DC_U64: ((uint64_t *)x)[i] = fill == 7 ? (i < n / 2 ? r >> 1 : r | (uint64_t)1 << 63) : fill ? (uint64_t)v : (r | 1); break;
        case DC_F32: ((float *)x)[i] = (float)v; break;
        case DC_F64: ((double *)x)[i] = v; break;
        default: break;
        }
        if (fill == 5 && i == n / 2 + 1) {
            if (t == DC_F32) ((float *)x)[i] = (float)NAN;
            if (t == DC_F64) ((double *)x)[i] = NAN;
        }
    }
}

#define FOLD_INT(T, UT, LO, HI)                                                              \
    do {                                                                                     \
        const T *v = (const T *)x;                                                           \
        T acc = op == DC_SUM ? (T)0 : op == DC_PROD ? (T)1 : op == DC_MIN ? (HI) : (LO);     \
        for (i = 0; i < n; i++) {                                                            \
            if (op == DC_SUM) acc = (T)(UT)((UT)acc + (UT)v[i]);                             \
            else if (op == DC_PROD) acc = (T)(UT)((UT)acc * (UT)v[i]);                       \
            else if (op == DC_MIN) acc = v[i] < acc ? v[i] : acc;                            \
            else acc = v[i] > acc ? v[i] : acc;                                              \
        }                                                                                    \
        memcpy(out, &acc, sizeof acc);                                                       \
    } while (0)
#define FOLD_FLT(T)                                                                          \
    do {                                                                                     \
        const T *v = (const T *)x;                                                           \
        T acc = op == DC_SUM ? (T)0 : op == DC_PROD ? (T)1 : op == DC_MIN ? (T)INFINITY : (T)-INFINITY; \
        for (i = 0; i < n; i++) {                                                            \
            if (op == DC_SUM) acc = acc + v[i];                                              \
            else if (op == DC_PROD) acc = acc * v[i];                                        \
            else if (isnan(acc) || isnan(v[i])) acc = (T)NAN;                                \
            else if (op == DC_MIN) acc = v[i] < acc ? v[i] : acc;                            \
            else acc = v[i] > acc ? v[i] : acc;                                              \
        }                                                                                    \
        memcpy(out, &acc, sizeof acc);                                                       \
    } while (0)

static void fold_host(const void *x, dc_dtype t, dc_op op, uint64_t n, void *out)
{
    uint64_t i;
    switch (t) {
    case DC_U8: FOLD_INT(uint8_t, uint8_t, 0, UINT8_MAX); break;
    case DC_I8: FOLD_INT(int8_t, uint8_t, INT8_MIN, INT8_MAX); break;
    case DC_I32: FOLD_INT(int32_t, uint32_t, INT32_MIN, INT32_MAX); break;
    case DC_U32: FOLD_INT(uint32_t, uint32_t, 0, UINT32_MAX); break;
    case DC_I64: FOLD_INT(int64_t, uint64_t, INT64_MIN, INT64_MAX); break;
    case DC_U64: FOLD_INT(uint64_t, uint64_t, 0, UINT64_MAX); break;
    case DC_F32: FOLD_FLT(float); break;
    case DC_F64: FOLD_FLT(double); break;
    default: break;
    }
}

/* The fold kernels' dispatches: N items of x (`size` bytes each) with DYNAMIC or STATIC
   (strategy 0 or 1) in chunks of 100, the chunks' results combined into *got. The label
   names the run in `label`; 1 where dc_dispatch succeeded (a failure is recorded). */
static int fold_dispatch(tk_fixture *f, dc_kernel k, const void *x, size_t size, uint64_t items, void *got, dc_dtype t, dc_op op,
                         int strategy, const char *what, char *label, size_t label_size)
{
    static const dc_balance strategies[] = { DC_BALANCE_DYNAMIC, DC_BALANCE_STATIC };
    dc_dispatch_arg a[3];
    dc_dispatch_desc d;
    snprintf(label, label_size, "%s, %s, chunk 100", what, tk_balance_name(strategies[strategy]));
    a[0] = dc_dispatch_in(x, size, 1);
    a[1] = dc_dispatch_partial(got, t, op, 1);
    a[2] = dc_dispatch_item_count();
    d = tk_dispatch_desc(k, items, strategies[strategy], 100, a, 3);
    return dx_dispatch(f, &d, NULL, label);
}

TEST(dispatch_partial_every_dtype_and_op)
{
    static const fold_case cases[] = {
        { "fold_u8_sum", DC_U8, DC_SUM, 0 },     { "fold_u8_min", DC_U8, DC_MIN, 1 },
        { "fold_i8_max", DC_I8, DC_MAX, 2 },     { "fold_i32_prod", DC_I32, DC_PROD, 3 },
        { "fold_i32_min", DC_I32, DC_MIN, 6 },   { "fold_u32_max", DC_U32, DC_MAX, 0 },
        { "fold_i64_min", DC_I64, DC_MIN, 6 },   { "fold_i64_sum", DC_I64, DC_SUM, 5 },
        { "fold_u64_prod", DC_U64, DC_PROD, 0 }, { "fold_u64_max", DC_U64, DC_MAX, 0 },
        /* fill 7: the first half below 2^63, the rest above, so that chunks' partials lie on
           both sides (compared as signed, the larger half would be the smaller) */
        { "fold_u64_max", DC_U64, DC_MAX, 7 },   { "fold_u64_min", DC_U64, DC_MIN, 7 },
        { "fold_f32_sum", DC_F32, DC_SUM, 3 }, { "fold_f32_prod", DC_F32, DC_PROD, 4 },
        { "fold_f32_min", DC_F32, DC_MIN, 6 },   { "fold_f32_max", DC_F32, DC_MAX, 2 },
        { "fold_f32_max", DC_F32, DC_MAX, 5 },   { "fold_f32_min", DC_F32, DC_MIN, 5 },
        { "fold_f64_sum", DC_F64, DC_SUM, 3 },   { "fold_f64_min", DC_F64, DC_MIN, 6 },
        { "fold_f64_max", DC_F64, DC_MAX, 2 },   { "fold_f64_max", DC_F64, DC_MAX, 5 },
        /* fill 8: 2^25 at item 0 and 1 once in every later chunk, each chunk's partial
           exact: combined in item order every 1 is lost (2^25 + 1 rounds back to 2^25),
           in any other order some are kept */
        { "fold_f32_sum", DC_F32, DC_SUM, 8 },
    };
    enum { N = 1000 };
    static uint64_t x[N];
    tk_fixture f;
    int fp64, c, s;
    DX_OPEN_CL(&f, &fp64);
    for (c = 0; c < DX_COUNT(cases); c++) {
        dc_kernel k;
        uint64_t want = 0;
        size_t size = dc_dtype_size(cases[c].t);
        char what[96];
        if (cases[c].t == DC_F64 && !fp64) continue;
        if (!tk_kernel(&f, cases[c].kernel, &k)) continue;
        fold_fill(x, cases[c].t, cases[c].fill, N);
        fold_host(x, cases[c].t, cases[c].op, N, &want);
        snprintf(what, sizeof what, "%s (%s, %s, fill %d)", cases[c].kernel, dc_dtype_name(cases[c].t), dc_op_name(cases[c].op), cases[c].fill);
        for (s = 0; s < 2; s++) {
            uint64_t got = 0x5A5A5A5A5A5A5A5Aull;
            char label[128];
            if (!fold_dispatch(&f, k, x, size, N, &got, cases[c].t, cases[c].op, s, what, label, sizeof label)) continue;
            if (cases[c].t == DC_F32 || cases[c].t == DC_F64) {
                double g, w;
                if (cases[c].t == DC_F32) {
                    float gf, wf;
                    memcpy(&gf, &got, 4);
                    memcpy(&wf, &want, 4);
                    g = gf;
                    w = wf;
                } else {
                    memcpy(&g, &got, 8);
                    memcpy(&w, &want, 8);
                }
                if (!(g == w || (isnan(g) && isnan(w))))
                    FAIL("%s: the result is %.17g, expected %.17g", label, g, w);
            } else if (memcmp(&got, &want, size) != 0) {
                FAIL("%s: the result's bytes differ from the host fold (got 0x%llx, expected 0x%llx in the low %u bytes)",
                     label, (unsigned long long)got, (unsigned long long)want, (unsigned)size);
            } else if (size < 8 && memcmp((const char *)&got + size, "\x5A\x5A\x5A\x5A\x5A\x5A\x5A", 8 - size) != 0) {
                FAIL("%s: wrote past the %u bytes of the result", label, (unsigned)size);
            }
        }
    }
}

/* PARTIAL results of f16 and bf16: the identity of each op in the 16-bit format (SUM 0,
   PROD 1, MIN +inf, MAX -inf: MIN of positives and MAX of negatives come out wrong with
   any other), the chunks' results combined in float and rounded to nearest even once per
   combine, f16 subnormals included. The PROD cases hold two values other than 1, at the
   first and the last item (in different chunks of 100), so the one rounding is the
   host's, of an exact float product: its bits are given. */
TEST(dispatch_partial_f16_and_bf16)
{
    typedef struct { const char *kernel; dc_dtype t; dc_op op; uint16_t x, y, want; } half_case;
    static const half_case cases[] = {
        { "fold_f16_sum", DC_F16, DC_SUM, 0, 0, 0 },   { "fold_f16_min", DC_F16, DC_MIN, 0, 0, 0 },
        { "fold_f16_max", DC_F16, DC_MAX, 0, 0, 0 },   { "fold_bf16_sum", DC_BF16, DC_SUM, 0, 0, 0 },
        { "fold_bf16_min", DC_BF16, DC_MIN, 0, 0, 0 }, { "fold_bf16_max", DC_BF16, DC_MAX, 0, 0, 0 },
        /* f16: 2^-12 x y in units of 2^-24, the least subnormal: 0.75 -> 1, 1.25 -> 1,
           1.5 -> 2 and 2.5 -> 2 (ties to even), 1023.5 -> 1024 (the least normal) */
        { "fold_f16_prod", DC_F16, DC_PROD, 0x0C00, 0x0A00, 0x0001 }, { "fold_f16_prod", DC_F16, DC_PROD, 0x0C00, 0x0D00, 0x0001 },
        { "fold_f16_prod", DC_F16, DC_PROD, 0x0C00, 0x0E00, 0x0002 }, { "fold_f16_prod", DC_F16, DC_PROD, 0x0C00, 0x1100, 0x0002 },
        { "fold_f16_prod", DC_F16, DC_PROD, 0x0C00, 0x33FF, 0x0400 },
        /* f16 normal: (1 + 2^-10)^2 = 1 + 2^-9 + 2^-20 -> 1 + 2^-9 */
        { "fold_f16_prod", DC_F16, DC_PROD, 0x3C01, 0x3C01, 0x3C02 },
        /* bf16, in units of 2^-7 above 1: (1 + 2^-7) x 1.5 = 65.5 -> 66, (1 + 6 x 2^-7) x
           1.25 = 39.5 -> 40 (ties to even, up), (1 + 2^-7)^2 = 2 + 2^-7 -> 2 */
        { "fold_bf16_prod", DC_BF16, DC_PROD, 0x3F81, 0x3FC0, 0x3FC2 }, { "fold_bf16_prod", DC_BF16, DC_PROD, 0x3F86, 0x3FA0, 0x3FA8 },
        { "fold_bf16_prod", DC_BF16, DC_PROD, 0x3F81, 0x3F81, 0x3F82 },
    };
    enum { N = 1000 };
    static uint16_t x[N];
    tk_fixture f;
    int fp64, c, s;
    DX_OPEN_CL(&f, &fp64);
    for (c = 0; c < DX_COUNT(cases); c++) {
        const half_case *hc = &cases[c];
        int f16 = hc->t == DC_F16;
        /* 1.0, the least and the largest positive finite values used: every f16 one (its
           subnormals are normal floats), bf16's normal ones (a device may flush float
           subnormals to zero) */
        uint16_t one = f16 ? 0x3C00 : 0x3F80, low = f16 ? 0x0001 : 0x0080, top = f16 ? 0x7BFF : 0x7F7F;
        uint64_t seed = 77 + (uint64_t)c, i;
        double want = 0;
        dc_kernel k;
        char what[96];
        if (!tk_kernel(&f, hc->kernel, &k)) continue;
        for (i = 0; i < N; i++) {
            uint64_t r = th_rand(&seed);
            if (hc->op == DC_SUM)   /* -1, 1 and 2: every partial sum exact in both formats */
                x[i] = i % 50 == 7 ? (uint16_t)(one + (f16 ? 0x0400 : 0x0080)) : (uint16_t)(one | (i & 1 ? 0 : 0x8000));
            else if (hc->op == DC_PROD) x[i] = i == 0 ? hc->x : i == N - 1 ? hc->y : one;
            else x[i] = (uint16_t)((low + r % (top - low + 1u)) | (hc->op == DC_MAX ? 0x8000 : 0));   /* MIN: positives, MAX: negatives */
        }
        for (i = 0; i < N; i++) {
            double v = tk_load_f(hc->t, (const unsigned char *)&x[i]);
            if (hc->op == DC_SUM) want += v;
            else if (i == 0 || (hc->op == DC_MIN ? v < want : v > want)) want = v;
        }
        if (hc->op == DC_PROD) want = tk_load_f(hc->t, (const unsigned char *)&hc->want);
        snprintf(what, sizeof what, "%s (x 0x%04x, y 0x%04x)", hc->kernel, hc->x, hc->y);
        for (s = 0; s < 2; s++) {
            uint64_t got = 0x5A5A5A5A5A5A5A5Aull;
            double g;
            char label[160];
            if (!fold_dispatch(&f, k, x, 2, N, &got, hc->t, hc->op, s, what, label, sizeof label)) continue;
            g = tk_load_f(hc->t, (const unsigned char *)&got);
            if (g != want)
                FAIL("%s: the result is %.17g (bits 0x%04x), expected %.17g", label, g, (unsigned)(got & 0xFFFF), want);
            else if (memcmp((const char *)&got + 2, "\x5A\x5A\x5A\x5A\x5A\x5A", 6) != 0)
                FAIL("%s: wrote past the 2 bytes of the result", label);
        }
    }
}

/* OUT slices of one host array: side by side is fine, overlapping (each other, or a
   broadcast) is INVALID_ARGUMENT. */
TEST(dispatch_out_slices_of_one_array)
{
    enum { N = 1000 };
    static uint32_t in[N], both[2 * N + 1];
    tk_fixture f;
    dc_kernel k;
    dc_dispatch_arg a[4];
    dc_dispatch_desc d;
    dc_dispatch_report rep;
    int fp64, i;
    DX_OPEN_CL(&f, &fp64);
    REQUIRE(tk_kernel(&f, "two_out", &k));
    for (i = 0; i < N; i++) in[i] = (uint32_t)i * 3u;
    memset(both, 0, sizeof both);
    a[0] = dc_dispatch_in(in, 4, 1);
    a[1] = dc_dispatch_out(both, 4, 1);
    a[2] = dc_dispatch_out(both + N, 4, 1);
    a[3] = dc_dispatch_item_count();
    d = tk_dispatch_desc(k, N, DC_BALANCE_DYNAMIC, 128, a, 4);
    if (CHECK_OK(dc_dispatch(f.ctx, &d, &rep))) {
        for (i = 0; i < N; i++)
            if (both[i] != in[i] + 1u || both[N + i] != in[i] * 2u) {
                FAIL("side-by-side OUT slices: item %d gives %u and %u, expected %u and %u", i, both[i],
                     both[N + i], in[i] + 1u, in[i] * 2u);
                break;
            }
        CHECK(both[2 * N] == 0);
    }
    memset(both, 0, sizeof both);
    a[2] = dc_dispatch_out(both + N - 1, 4, 1);             /* one element in common */
    CHECK_ERR(dc_dispatch(f.ctx, &d, &rep), DC_ERROR_INVALID_ARGUMENT);
    a[2] = dc_dispatch_inout(both + 10, 4, 1);
    CHECK_ERR(dc_dispatch(f.ctx, &d, &rep), DC_ERROR_INVALID_ARGUMENT);
    a[2] = dc_dispatch_out(both, 4, 1);                     /* the same array twice */
    CHECK_ERR(dc_dispatch(f.ctx, &d, &rep), DC_ERROR_INVALID_ARGUMENT);
    a[1] = dc_dispatch_out(both, 2, 2);                     /* other shapes, same bytes */
    a[2] = dc_dispatch_out((char *)both + 2 * N * 2 - 1, 1, 1);
    CHECK_ERR(dc_dispatch(f.ctx, &d, &rep), DC_ERROR_INVALID_ARGUMENT);
    /* a broadcast is uploaded when each device starts: on what is written back, a device
       that starts late would read results */
    a[0] = dc_dispatch_broadcast(both + N - 5, 4, 10);
    a[1] = dc_dispatch_out(both, 4, 1);
    a[2] = dc_dispatch_out(both + N, 4, 1);
    if (CHECK_ERR(dc_dispatch(f.ctx, &d, &rep), DC_ERROR_INVALID_ARGUMENT)) CHECK(strstr(dc_last_error(), "broadcast") != NULL);
    for (i = 0; i < 2 * N + 1; i++)
        if (both[i] != 0) {
            FAIL("a refused dispatch wrote both[%d] = %u", i, both[i]);
            break;
        }
}

/* An IN slice that overlaps a slice written back is read by other devices at times of
   their own unless it is exactly in place (the same address, the same bytes per item:
   each item read and written by one chunk). y = 2 x[i + 1] + y with x one item past y on
   one array is a halo in disguise: accepted, it gave items that changed from run to run
   (2 of 200000 on two devices, chunks of 1000); it is INVALID_ARGUMENT like the halo. The
   exact in-place form still runs. */
TEST(dispatch_in_slice_shifted_over_written_slice)
{
    enum { N = 1000 };
    static float arr[N + 1];
    tk_fixture f;
    dc_kernel k;
    dc_dispatch_arg a[4];
    dc_dispatch_desc d;
    int i;
    REQUIRE(dx_open(&f));
    REQUIRE(tk_kernel(&f, "saxpy_items", &k));
    for (i = 0; i <= N; i++) arr[i] = (float)i;
    a[0] = dc_dispatch_in(arr + 1, 4, 1);                  /* x: one item ahead of y */
    a[1] = dc_dispatch_inout(arr, 4, 1);                   /* y */
    a[2] = dc_dispatch_scalar(DC_ARG_F32(2.0f));
    a[3] = dc_dispatch_item_count();
    d = tk_dispatch_desc(k, N, DC_BALANCE_DYNAMIC, 100, a, 4);
    if (CHECK_ERR(dc_dispatch(f.ctx, &d, NULL), DC_ERROR_INVALID_ARGUMENT) && !strstr(dc_last_error(), "arguments 1 and 0 overlap"))
        FAIL("the message does not name the two arguments: %s", dc_last_error());
    a[1] = dc_dispatch_out(arr, 4, 1);                     /* OUT alike */
    CHECK_ERR(dc_dispatch(f.ctx, &d, NULL), DC_ERROR_INVALID_ARGUMENT);
    a[0] = dc_dispatch_in(arr, 2, 1);                      /* the same address, items of another size */
    CHECK_ERR(dc_dispatch(f.ctx, &d, NULL), DC_ERROR_INVALID_ARGUMENT);
    for (i = 0; i <= N; i++)
        if (arr[i] != (float)i) {
            FAIL("a refused dispatch wrote arr[%d] = %g", i, arr[i]);
            break;
        }
    a[0] = dc_dispatch_in(arr, 4, 1);                      /* exactly in place: y = 2 y + y */
    a[1] = dc_dispatch_inout(arr, 4, 1);
    if (CHECK_OK(dc_dispatch(f.ctx, &d, NULL)))
        for (i = 0; i < N; i++)
            if (arr[i] != 3.0f * (float)i) {
                FAIL("in place: arr[%d] = %g, expected %g", i, arr[i], 3.0f * (float)i);
                break;
            }
}

/* A PARTIAL result is written to its host array once every chunk is done. Two partials
   on one array were accepted and combined chunk by chunk into each other's values: MIN
   and MAX of x = N-1 .. 0 on one int gave 99 (the last chunk's max after the others'
   min), neither N-1 nor 0; over an OUT slice it overwrote the slice's results. Both are
   INVALID_ARGUMENT now, naming the two arguments. Over an IN slice it is well-defined
   (the input has been read by then) and still runs. */
TEST(dispatch_partial_over_written_results)
{
    enum { N = 1000 };
    static int32_t x[N], r[4];
    static uint32_t u[N];
    tk_fixture f;
    dc_kernel mm, sum;
    dc_dispatch_arg a[4];
    dc_dispatch_desc d;
    uint32_t want = 0;
    int i;
    REQUIRE(dx_open(&f));
    REQUIRE(tk_kernel(&f, "minmax_i32", &mm));
    REQUIRE(tk_kernel(&f, "sum_u32", &sum));
    for (i = 0; i < N; i++) x[i] = N - 1 - i;
    r[0] = r[1] = 12345;
    a[0] = dc_dispatch_in(x, 4, 1);
    a[1] = dc_dispatch_partial(&r[0], DC_I32, DC_MIN, 1);
    a[2] = dc_dispatch_partial(&r[0], DC_I32, DC_MAX, 1);  /* the same int */
    a[3] = dc_dispatch_item_count();
    d = tk_dispatch_desc(mm, N, DC_BALANCE_DYNAMIC, 100, a, 4);
    if (CHECK_ERR(dc_dispatch(f.ctx, &d, NULL), DC_ERROR_INVALID_ARGUMENT) && !strstr(dc_last_error(), "arguments 1 and 2 overlap"))
        FAIL("the message does not name the two arguments: %s", dc_last_error());
    a[2] = dc_dispatch_partial(&r[1], DC_I32, DC_MAX, 1);  /* side by side: fine */
    if (CHECK_OK(dc_dispatch(f.ctx, &d, NULL)) && (r[0] != 0 || r[1] != N - 1))
        FAIL("side by side: min %d max %d, expected 0 and %d", (int)r[0], (int)r[1], N - 1);
    a[1] = dc_dispatch_out(x, 4, 1);                       /* a partial over an OUT slice */
    a[2] = dc_dispatch_partial(&x[5], DC_I32, DC_MAX, 1);
    if (CHECK_ERR(dc_dispatch(f.ctx, &d, NULL), DC_ERROR_INVALID_ARGUMENT) && !strstr(dc_last_error(), "arguments 2 and 1 overlap"))
        FAIL("the message does not name the two arguments: %s", dc_last_error());
    for (i = 0; i < N; i++)
        if (x[i] != N - 1 - i) {
            FAIL("a refused dispatch wrote x[%d] = %d", i, (int)x[i]);
            break;
        }
    for (i = 0; i < N; i++) want += u[i] = (uint32_t)i * 2654435761u;
    a[0] = dc_dispatch_in(u, 4, 1);                        /* a partial over an IN slice: read by then */
    a[1] = dc_dispatch_partial(&u[7], DC_U32, DC_SUM, 1);
    a[2] = dc_dispatch_item_count();
    d = tk_dispatch_desc(sum, N, DC_BALANCE_DYNAMIC, 100, a, 3);
    if (CHECK_OK(dc_dispatch(f.ctx, &d, NULL)) && u[7] != want) FAIL("over its IN slice: sum %u, expected %u", u[7], want);
}

/* --- several host threads dispatching on one context ----------------------------------- */

typedef struct dx_worker {
    tk_fixture *f;
    dc_kernel k;
    int kind;                     /* 0 saxpy, 1 stencil, 2 sum_u32, 3 histogram256 */
    int id;
    int failures;
} dx_worker;

static void *dx_worker_main(void *arg)
{
    dx_worker *w = (dx_worker *)arg;
    uint64_t items = 20011 + (uint64_t)w->id * 101;
    dx_job j;
    dc_dispatch_report rep;
    char label[128];
    int it;
    saxpy_data sx;
    stencil_data st;
    reduce_data *rd = NULL;
    memset(&sx, 0, sizeof sx);
    memset(&st, 0, sizeof st);
    if (w->kind == 0) {
        if (!saxpy_init(&j, &sx, w->k, items)) goto done;
        saxpy_items(&j, items);
    } else if (w->kind == 1) {
        if (!stencil_init(&j, &st, w->k, items)) goto done;
        stencil_items(&j, items);
    } else {
        rd = (reduce_data *)calloc(1, sizeof *rd);
        if (!rd || !(rd->u = (uint32_t *)malloc(items * 4)) || !(rd->bytes = (unsigned char *)malloc(items))) {
            FAIL("out of host memory");
            goto done;
        }
        th_fill_random(rd->u, items * 4, 70 + (uint64_t)w->id);
        th_fill_random(rd->bytes, items, 80 + (uint64_t)w->id);
        rd->kind = w->kind == 2 ? 0 : 2;
        rd->k = w->k;
        reduce_job(&j, rd, items);
    }
    j.desc.chunk = 2500;
    for (it = 0; it < 4; it++) {
        dc_balance s = dx_strategies[(it + w->id) % DX_NSTRAT];
        snprintf(label, sizeof label, "thread %d (%s), dispatch %d, %s", w->id, j.name, it, tk_balance_name(s));
        if (!dx_run(w->f, &j, s, NULL, 0, &rep, label)) {
            w->failures++;
            break;
        }
    }
done:
    saxpy_free(&sx);
    stencil_free(&st);
    if (rd) {
        free(rd->u);
        free(rd->bytes);
        free(rd);
    }
    return w->failures ? w : NULL;
}

TEST(dispatch_several_threads_at_once)
{
    static const char *const names[4] = { "saxpy_items", "stencil3", "sum_u32", "histogram256" };
    tk_fixture f;
    dx_worker w[4];
    int i;
    REQUIRE(dx_open(&f));
    TK_SKIP_IF_THREADS_TROUBLE(f.ctx);
    memset(w, 0, sizeof w);
    for (i = 0; i < 4; i++) {
        w[i].f = &f;
        w[i].kind = i;                /* the kernel names[i] */
        w[i].id = i;
        REQUIRE(tk_kernel(&f, names[i], &w[i].k));
    }
    tk_run_threads(4, dx_worker_main, w, sizeof w[0]);
}

/* --- bad input --------------------------------------------------------------------------- */

/* A granule whose threads need more blocks than one launch can have: a chunk is never
   smaller than a granule, so the dispatch cannot run; OUT_OF_RANGE. The chunk was sized
   to one granule anyway and its block count wrapped at 32 bits: 1024 items x (2^30 + 1)
   threads in blocks of 256 launched 4 blocks, and the call succeeded. */
TEST(dispatch_granule_larger_than_a_launch)
{
    enum { N = 1024 };
    static float x[N], y[N];
    tk_fixture f;
    dc_kernel k;
    dc_dispatch_arg a[4];
    dc_dispatch_desc d;
    dc_dispatch_report rep;
    int dev = 0;
    REQUIRE(dx_open(&f));
    REQUIRE(tk_kernel(&f, "saxpy_items", &k));
    a[0] = dc_dispatch_in(x, 4, 1);
    a[1] = dc_dispatch_inout(y, 4, 1);
    a[2] = dc_dispatch_scalar(DC_ARG_F32(2.0f));
    a[3] = dc_dispatch_item_count();
    d = tk_dispatch_desc(k, N, DC_BALANCE_STATIC, 0, a, 4);
    d.devices = &dev;
    d.device_count = 1;
    d.block = 256;
    d.granularity = N;
    d.threads_per_item = (1u << 30) + 1;   /* 2^30 + 1 threads an item: 511 items fill a launch */
    CHECK_ERR(dc_dispatch(f.ctx, &d, &rep), DC_ERROR_OUT_OF_RANGE);
    d.threads_per_item = 0x80000001u;      /* past INT_MAX: the message names it as it is */
    if (CHECK_ERR(dc_dispatch(f.ctx, &d, &rep), DC_ERROR_OUT_OF_RANGE) && !strstr(dc_last_error(), "2147483649"))
        FAIL("threads_per_item 2147483649 not named in \"%s\"", dc_last_error());
}

TEST(dispatch_bad_input)
{
    enum { N = 100 };
    float x[N], y[N];
    uint32_t u[N], sum = 7;
    tk_fixture f;
    dc_kernel k, ksum, kdead;
    dc_dispatch_arg base[4], a[65];
    dc_dispatch_desc d0, d;
    dc_dispatch_report rep;
    int devs[2], i;
    double w[2];
    REQUIRE(dx_open(&f));
    REQUIRE(tk_kernel(&f, "saxpy_items", &k));
    REQUIRE(tk_kernel(&f, "sum_u32", &ksum));
    for (i = 0; i < N; i++) {
        x[i] = (float)i;
        y[i] = -5.0f;
        u[i] = (uint32_t)i;
    }
    base[0] = dc_dispatch_in(x, 4, 1);
    base[1] = dc_dispatch_inout(y, 4, 1);
    base[2] = dc_dispatch_scalar(DC_ARG_F32(2.0f));
    base[3] = dc_dispatch_item_count();
    d0 = tk_dispatch_desc(k, N, DC_BALANCE_AUTO, 0, a, 4);
    /* REFUSED(code, change): the valid dispatch (d0, base) with the change made returns code */
#define RESET() do { memcpy(a, base, sizeof base); d = d0; } while (0)
#define REFUSED(code, ...) do { RESET(); __VA_ARGS__; CHECK_ERR(dc_dispatch(f.ctx, &d, &rep), code); } while (0)

    RESET();
    CHECK_ERR(dc_dispatch(NULL, &d, &rep), DC_ERROR_INVALID_ARGUMENT);
    CHECK_ERR(dc_dispatch(f.ctx, NULL, &rep), DC_ERROR_INVALID_ARGUMENT);
    REFUSED(DC_ERROR_INVALID_ARGUMENT, d.args = NULL);
    REFUSED(DC_ERROR_INVALID_ARGUMENT, d.arg_count = 0);
    REFUSED(DC_ERROR_INVALID_ARGUMENT, d.arg_count = -1);
    REFUSED(DC_ERROR_INVALID_ARGUMENT, for (i = 4; i < 65; i++) a[i] = dc_dispatch_item_count(); d.arg_count = 65);
    /* kinds */
    REFUSED(DC_ERROR_INVALID_ARGUMENT, a[3].kind = DC_DISPATCH_ARG_INVALID);
    REFUSED(DC_ERROR_INVALID_ARGUMENT, a[3].kind = DC_DISPATCH_ARG_KIND_COUNT);
    REFUSED(DC_ERROR_INVALID_ARGUMENT, a[3].kind = (dc_dispatch_arg_kind)-1);
    /* host arrays */
    REFUSED(DC_ERROR_INVALID_ARGUMENT, a[0] = dc_dispatch_in(NULL, 4, 1));
    REFUSED(DC_ERROR_INVALID_ARGUMENT, a[1] = dc_dispatch_inout(NULL, 4, 1));
    REFUSED(DC_ERROR_INVALID_ARGUMENT, a[1] = dc_dispatch_out(NULL, 4, 1));
    REFUSED(DC_ERROR_INVALID_ARGUMENT, a[0] = dc_dispatch_broadcast(NULL, 4, N));
    REFUSED(DC_ERROR_INVALID_ARGUMENT, a[0] = dc_dispatch_in(x, 0, 1));
    REFUSED(DC_ERROR_INVALID_ARGUMENT, a[1] = dc_dispatch_inout(y, 0, 1));
    REFUSED(DC_ERROR_INVALID_ARGUMENT, a[0] = dc_dispatch_broadcast(x, 0, N));
    /* halos only on IN */
    REFUSED(DC_ERROR_INVALID_ARGUMENT, a[1].halo_before = 1);
    REFUSED(DC_ERROR_INVALID_ARGUMENT, a[1].halo_after = 1);
    REFUSED(DC_ERROR_INVALID_ARGUMENT, a[1] = dc_dispatch_out(y, 4, 1); a[1].halo_before = 2);
    /* RESIDENT */
    REFUSED(DC_ERROR_INVALID_ARGUMENT, a[0] = dc_dispatch_resident(NULL));
    if (f.devices >= 2) {
        dc_buffer b1, bufs[DC_DISPATCH_MAX_DEVICES];
        REQUIRE_OK(dc_buffer_create(f.ctx, 1, N * 4, &b1));
        memset(bufs, 0, sizeof bufs);
        for (i = 0; i < f.devices && i < DC_DISPATCH_MAX_DEVICES; i++) bufs[i] = b1;   /* device 1's buffer everywhere */
        REFUSED(DC_ERROR_INVALID_ARGUMENT, a[0] = dc_dispatch_resident(bufs));
        devs[0] = 0;
        d.devices = devs;                                  /* device 0 alone: still another device's */
        d.device_count = 1;
        CHECK_ERR(dc_dispatch(f.ctx, &d, &rep), DC_ERROR_INVALID_ARGUMENT);
        dc_buffer_destroy(f.ctx, b1);
    }
    /* PARTIAL: no AVG, valid dtype and op, a result pointer */
    {
        dc_dispatch_arg p[3];
        p[0] = dc_dispatch_in(u, 4, 1);
        p[2] = dc_dispatch_item_count();
        d = d0;
        d.kernel = ksum;
        d.args = p;
        d.arg_count = 3;
        p[1] = dc_dispatch_partial(&sum, DC_U32, DC_AVG, 1);
        CHECK_ERR(dc_dispatch(f.ctx, &d, &rep), DC_ERROR_INVALID_ARGUMENT);
        p[1] = dc_dispatch_partial(&sum, DC_DTYPE_COUNT, DC_SUM, 1);
        CHECK_ERR(dc_dispatch(f.ctx, &d, &rep), DC_ERROR_INVALID_ARGUMENT);
        p[1] = dc_dispatch_partial(&sum, (dc_dtype)-1, DC_SUM, 1);
        CHECK_ERR(dc_dispatch(f.ctx, &d, &rep), DC_ERROR_INVALID_ARGUMENT);
        p[1] = dc_dispatch_partial(&sum, DC_U32, DC_OP_COUNT, 1);
        CHECK_ERR(dc_dispatch(f.ctx, &d, &rep), DC_ERROR_INVALID_ARGUMENT);
        p[1] = dc_dispatch_partial(NULL, DC_U32, DC_SUM, 1);
        CHECK_ERR(dc_dispatch(f.ctx, &d, &rep), DC_ERROR_INVALID_ARGUMENT);
        CHECK_EQ(sum, 7);
        /* a valid one still works after all that */
        p[1] = dc_dispatch_partial(&sum, DC_U32, DC_SUM, 1);
        if (CHECK_OK(dc_dispatch(f.ctx, &d, &rep))) CHECK_EQ(sum, N * (N - 1) / 2);
    }
    /* scalar without a valid type, or holding no scalar */
    REFUSED(DC_ERROR_INVALID_ARGUMENT, a[2].scalar.type = DC_ARG_TYPE_INVALID);
    {
        dc_buffer zb;
        zb.id = 0;
        REFUSED(DC_ERROR_INVALID_ARGUMENT, a[2] = dc_dispatch_scalar(DC_ARG_BUFFER(zb)));
    }
    REFUSED(DC_ERROR_INVALID_ARGUMENT, a[2] = dc_dispatch_scalar(DC_ARG_LOCAL(16)));
    /* a broadcast of nothing */
    REFUSED(DC_ERROR_INVALID_ARGUMENT, a[0] = dc_dispatch_broadcast(x, 4, 0));
    /* devices */
    REFUSED(DC_ERROR_INVALID_ARGUMENT, devs[0] = 0; devs[1] = 0; d.devices = devs; d.device_count = 2);
    REFUSED(DC_ERROR_OUT_OF_RANGE, devs[0] = f.devices; d.devices = devs; d.device_count = 1);
    REFUSED(DC_ERROR_OUT_OF_RANGE, devs[0] = -1; d.devices = devs; d.device_count = 1);
    /* a list of no, fewer than no, or more than DC_DISPATCH_MAX_DEVICES devices: the
       header names INVALID_ARGUMENT for the longer list, and dc_partition for "device_count
       outside 1..64 with devices set" (the same field; not OUT_OF_RANGE, a device index's) */
    REFUSED(DC_ERROR_INVALID_ARGUMENT, devs[0] = 0; d.devices = devs; d.device_count = 0);
    REFUSED(DC_ERROR_INVALID_ARGUMENT, devs[0] = 0; d.devices = devs; d.device_count = -1);
    /* a count without its list (the list forgotten): not every device, with weights read
       past the count; dc_pipeline_run and dc_comm_create refuse it alike */
    REFUSED(DC_ERROR_INVALID_ARGUMENT, d.devices = NULL; d.device_count = 1);
    {
        static const int many[DC_DISPATCH_MAX_DEVICES + 1] = { 0 };   /* device 0 each time */
        REFUSED(DC_ERROR_INVALID_ARGUMENT, d.devices = many; d.device_count = DC_DISPATCH_MAX_DEVICES + 1);
    }
    /* strategy and weights */
    REFUSED(DC_ERROR_INVALID_ARGUMENT, d.strategy = DC_BALANCE_COUNT);
    REFUSED(DC_ERROR_INVALID_ARGUMENT, d.strategy = (dc_balance)-1);
    RESET(); devs[0] = 0; d.devices = devs; d.device_count = 1; d.weights = w; d.strategy = DC_BALANCE_STATIC;
    w[0] = -1.0;
    CHECK_ERR(dc_dispatch(f.ctx, &d, &rep), DC_ERROR_INVALID_ARGUMENT);
    w[0] = NAN;
    CHECK_ERR(dc_dispatch(f.ctx, &d, &rep), DC_ERROR_INVALID_ARGUMENT);
    w[0] = INFINITY;
    CHECK_ERR(dc_dispatch(f.ctx, &d, &rep), DC_ERROR_INVALID_ARGUMENT);
    w[0] = 0.0;                                            /* nobody takes part */
    CHECK_ERR(dc_dispatch(f.ctx, &d, &rep), DC_ERROR_INVALID_ARGUMENT);
    /* the kernel: zero, destroyed */
    REFUSED(DC_ERROR_INVALID_HANDLE, d.kernel.id = 0);
    REQUIRE(tk_destroyed_kernel(f.ctx, TK_DISPATCH_KERNELS, "saxpy_items", &kdead));
    REFUSED(DC_ERROR_INVALID_HANDLE, d.kernel = kdead);
    /* sizes that overflow 64 bits */
    REFUSED(DC_ERROR_OUT_OF_RANGE, d.items = UINT64_MAX / 2);
    /* 2^71 threads (no host arrays: 2^40 items of them would overlap each other) */
    REFUSED(DC_ERROR_OUT_OF_RANGE, a[0] = dc_dispatch_item_count(); d.arg_count = 1; d.items = (uint64_t)1 << 40; d.threads_per_item = 1u << 31);
    REFUSED(DC_ERROR_OUT_OF_RANGE, a[0] = dc_dispatch_in(x, 4, 1ull << 62));
    REFUSED(DC_ERROR_OUT_OF_RANGE, a[1] = dc_dispatch_inout(y, 1ull << 40, 1ull << 30));
    REFUSED(DC_ERROR_OUT_OF_RANGE, a[0] = dc_dispatch_broadcast(x, 8, 1ull << 62));   /* 2^65 bytes */
#undef REFUSED
#undef RESET
    /* nothing ran: y kept its bytes */
    for (i = 0; i < N; i++)
        if (y[i] != -5.0f) {
            FAIL("y[%d] = %g after refused dispatches, expected it untouched (-5)", i, y[i]);
            break;
        }
    /* and the same context still dispatches */
    memcpy(a, base, sizeof base);
    d = d0;
    if (CHECK_OK(dc_dispatch(f.ctx, &d, &rep)))
        for (i = 0; i < N; i++)
            if (y[i] != 2.0f * (float)i - 5.0f) {
                FAIL("y[%d] = %g, expected %g", i, y[i], 2.0f * (float)i - 5.0f);
                break;
            }
}

/* A scalar of another size than its parameter (a double for saxpy_items' float a) is
   the caller's mistake, refused before anything runs on OpenCL as on CUDA. OpenCL left
   scalar sizes to clSetKernelArg: the first chunk's launch failed on every device, each
   taken for a failing device (a warning each, "its work goes to the others", faults in
   the report), and the call said "every device failed". So is an integer of its size
   (a uint for the float): it was not checked at all, and the kernel computed with its
   bits (2 as a float is 2.8e-45). */
TEST(dispatch_scalar_of_another_size_refused_before_it_runs)
{
    enum { N = 1000 };
    float x[N], y[N];
    tk_fixture f;
    dc_kernel k;
    dc_dispatch_arg a[4];
    dc_dispatch_desc d;
    dc_dispatch_report rep;
    int i, v;
    REQUIRE(dx_open(&f));
    REQUIRE(tk_kernel(&f, "saxpy_items", &k));
    for (i = 0; i < N; i++) {
        x[i] = (float)i;
        y[i] = -5.0f;
    }
    a[0] = dc_dispatch_in(x, 4, 1);
    a[1] = dc_dispatch_inout(y, 4, 1);
    a[3] = dc_dispatch_item_count();
    d = tk_dispatch_desc(k, N, DC_BALANCE_DYNAMIC, 64, a, 4);
    for (v = 0; v < 2; v++) {
        const char *given = v ? "DC_ARG_U32" : "DC_ARG_F64";
        a[2] = dc_dispatch_scalar(v ? DC_ARG_U32(2) : DC_ARG_F64(2.0));
        if (CHECK_ERR(dc_dispatch(f.ctx, &d, &rep), DC_ERROR_LAUNCH)) {
            const char *msg = dc_last_error();
            if (!th_mentions_arg(msg, 2) || !strstr(msg, given) || strstr(msg, "every device failed"))
                FAIL("%s for `float a`: the message does not name argument 2 and its type alone: %s", given, msg);
        }
        CHECK_EQ(rep.faults, 0);
        for (i = 0; i < rep.device_count; i++)
            if (rep.devices[i].used || rep.devices[i].fault != DC_SUCCESS)
                FAIL("%s: device %d ran (%d) or failed (%s): the arguments are checked before anything runs", given,
                     rep.devices[i].device, rep.devices[i].used, dc_result_name(rep.devices[i].fault));
        for (i = 0; i < N; i++)
            if (y[i] != -5.0f) {
                FAIL("%s: y[%d] = %g after a refused dispatch, expected it untouched (-5)", given, i, y[i]);
                break;
            }
    }
    a[2] = dc_dispatch_scalar(DC_ARG_F32(2.0f));   /* the right type works */
    if (CHECK_OK(dc_dispatch(f.ctx, &d, &rep)))
        for (i = 0; i < N; i++)
            if (y[i] != 2.0f * (float)i - 5.0f) {
                FAIL("y[%d] = %g, expected %g", i, y[i], 2.0f * (float)i - 5.0f);
                break;
            }
}

/* A RESIDENT argument's entries are checked for every chosen device, also one that
   gets no share: a device of weight 0 took a zero handle, or another device's buffer,
   without a word, while the same call with a share for it (here a tiny weight) was
   refused; AUTO, which leaves devices out as its models say, made one call pass or fail
   from run to run. */
TEST(dispatch_resident_checked_for_devices_without_a_share)
{
    enum { N = 16 };
    float x[N];
    tk_fixture f;
    dc_kernel k;
    dc_buffer b0, bufs[2];
    dc_dispatch_arg a[4];
    dc_dispatch_desc d;
    dc_dispatch_report rep;
    static const int devs[2] = { 0, 1 };
    double tiny[2] = { 1.0, 1e-9 }, zero[2] = { 1.0, 0.0 };
    int w;
    REQUIRE(dx_open(&f));
    if (f.devices < 2) SKIP("needs 2 devices");
    REQUIRE(tk_kernel(&f, "saxpy_items", &k));
    memset(x, 0, sizeof x);
    REQUIRE_OK(dc_buffer_create(f.ctx, 0, N * 4, &b0));
    a[0] = dc_dispatch_in(x, 4, 1);
    a[1] = dc_dispatch_resident(bufs);
    a[2] = dc_dispatch_scalar(DC_ARG_F32(2.0f));
    a[3] = dc_dispatch_item_count();
    d = tk_dispatch_desc(k, N, DC_BALANCE_STATIC, 0, a, 4);
    d.devices = devs;
    d.device_count = 2;
    for (w = 0; w < 2; w++) {
        d.weights = w ? zero : tiny;
        bufs[0] = b0;
        bufs[1].id = 0;
        if (CHECK_ERR(dc_dispatch(f.ctx, &d, &rep), DC_ERROR_INVALID_HANDLE) &&
            !(strstr(dc_last_error(), "argument 1") && strstr(dc_last_error(), "buffers[1]")))
            FAIL("weight %g: a zero handle for device 1 not named as argument 1's buffers[1]: %s", d.weights[1], dc_last_error());
        bufs[1] = b0;   /* device 0's buffer */
        if (CHECK_ERR(dc_dispatch(f.ctx, &d, &rep), DC_ERROR_INVALID_ARGUMENT) && !strstr(dc_last_error(), "buffers[1]"))
            FAIL("weight %g: device 0's buffer for device 1 not named as buffers[1]: %s", d.weights[1], dc_last_error());
    }
    dc_buffer_destroy(f.ctx, b0);
}

/* A kernel whose module has no source for a chosen device: KERNEL_NOT_FOUND.
   Needs a CUDA device beside an OpenCL one (an OpenCL-only module, dispatched to CUDA). */
/* The same on one backend (PoCL on CI): the kernel hidden on device 1 as if its module had
   no build there. dc_dispatch over device 1, or over every device, and dc_launch and
   dc_kernel_native there say KERNEL_NOT_FOUND naming it, before anything runs; device 0
   still runs it, and with the kernel back every device does. */
TEST(dispatch_kernel_hidden_on_a_device)
{
    sx_fixture x;
    dc_dispatch_desc d;
    dc_dispatch_report rep;
    dc_launch_desc l;
    dc_arg arg;
    void *native, *got;
    static const int zero = 0, one = 1;
    REQUIRE(sx_open(&x, 4096));
    if (x.f.devices < 2) {
        sx_close(&x);
        SKIP("needs two devices");
    }
    REQUIRE((native = tk_kernel_swap_native(x.f.ctx, x.j.desc.kernel, 1, NULL)) != NULL);
    d = dx_job_ready(&x.j, DC_BALANCE_STATIC, &one, 1);
    CHECK_ERR(dc_dispatch(x.f.ctx, &d, &rep), DC_ERROR_KERNEL_NOT_FOUND);
    CHECK(strstr(dc_last_error(), "not built for device 1") != NULL);
    d = dx_job_ready(&x.j, DC_BALANCE_DYNAMIC, NULL, 0);
    CHECK_ERR(dc_dispatch(x.f.ctx, &d, &rep), DC_ERROR_KERNEL_NOT_FOUND);
    CHECK_ERR(dc_kernel_native(x.f.ctx, x.j.desc.kernel, 1, &got), DC_ERROR_KERNEL_NOT_FOUND);
    memset(&l, 0, sizeof l);
    arg = DC_ARG_U32(0);
    l.kernel = x.j.desc.kernel;
    l.device = 1;
    l.global[0] = 1;
    l.args = &arg;
    l.arg_count = 1;
    CHECK_ERR(dc_launch(x.f.ctx, &l), DC_ERROR_KERNEL_NOT_FOUND);
    d = dx_job_ready(&x.j, DC_BALANCE_STATIC, &zero, 1);   /* device 0 alone */
    if (CHECK_OK(dc_dispatch(x.f.ctx, &d, &rep))) x.j.verify(&x.j, "device 0 with the kernel hidden on 1");
    tk_kernel_swap_native(x.f.ctx, x.j.desc.kernel, 1, native);
    dx_run(&x.f, &x.j, DC_BALANCE_DYNAMIC, NULL, 0, &rep, "every device, the kernel back");
    sx_close(&x);
}

TEST(dispatch_kernel_not_built_on_a_device)
{
    static const char src[] = "__kernel void only_cl(__global const uint *x, __global uint *p, ulong n)\n"
                              "{ if (get_global_id(0) < n) atomic_add(&p[0], x[get_global_id(0)]); }\n";
    tk_fixture f;
    dc_kernel k;
    dc_dispatch_arg a[3];
    dc_dispatch_desc d;
    uint32_t u[16], sum = 0;
    int cuda, i;
    TK_REQUIRE_OR_SKIP(tk_open_cl_only_kernel(&f, src, "only_cl", &k, &cuda), TK_SKIP_CUDA_AND_OPENCL);
    for (i = 0; i < 16; i++) u[i] = (uint32_t)i;
    a[0] = dc_dispatch_in(u, 4, 1);
    a[1] = dc_dispatch_partial(&sum, DC_U32, DC_SUM, 1);
    a[2] = dc_dispatch_item_count();
    d = tk_dispatch_desc(k, 16, DC_BALANCE_AUTO, 0, a, 3);
    d.devices = &cuda;
    d.device_count = 1;
    CHECK_ERR(dc_dispatch(f.ctx, &d, NULL), DC_ERROR_KERNEL_NOT_FOUND);
    d.devices = NULL;                                     /* every device: CUDA among them */
    d.device_count = 0;
    CHECK_ERR(dc_dispatch(f.ctx, &d, NULL), DC_ERROR_KERNEL_NOT_FOUND);
}

/* The report's transfer_path names every path a device's transfers of the host arrays
   took, and the first staged transfer of pageable memory on a device is logged at info
   level. saxpy on each device alone, x and y each from malloc (pageable) or dc_host_alloc
   (pinned where a CUDA device is in the context), in pieces of 256 KiB (under CUDA's
   staging threshold: the driver's path) or 1 MiB (staged on CUDA). On OpenCL devices the
   driver moves pageable memory itself. It said "pageable-staged" for CUDA's small pieces
   and named the first slice's memory alone ("pinned" with y pageable). */
TEST(dispatch_report_names_the_transfer_paths)
{
    static const struct { int x_pinned, y_pinned; uint64_t chunk; } cases[] = {
        { 0, 0, 64 * 1024 }, { 0, 0, 256 * 1024 }, { 1, 1, 64 * 1024 }, { 1, 0, 64 * 1024 },
    };
    enum { ITEMS = 1024 * 1024 };
    dc_context_desc desc = tk_cpus_own_cores;
    tk_said said;
    tk_fixture f;
    dc_kernel k;
    int c, d, cuda_staged = 0, cuda_in_ctx;
    tk_said_desc(&desc, &said, DC_LOG_INFO, "staging buffers");
    REQUIRE(tk_fixture_open_file(&f, &desc, TK_DISPATCH_KERNELS, "saxpy_items", &k, TK_END));
    cuda_in_ctx = th_has_backend(f.ctx, DC_BACKEND_CUDA);
    for (c = 0; c < (int)(sizeof cases / sizeof cases[0]); c++)
        for (d = 0; d < f.devices; d++) {
            float *x = cases[c].x_pinned ? (float *)dc_host_alloc(f.ctx, ITEMS * 4) : (float *)malloc(ITEMS * 4);
            float *y = cases[c].y_pinned ? (float *)dc_host_alloc(f.ctx, ITEMS * 4) : (float *)malloc(ITEMS * 4);
            int cuda = tk_backend(f.ctx, d) == DC_BACKEND_CUDA, x_pinned = cases[c].x_pinned && cuda_in_ctx;
            int y_pinned = cases[c].y_pinned && cuda_in_ctx, staged = cuda && cases[c].chunk * 4 >= TK_MIB, i, bad = -1;
            const char *want;
            dc_dispatch_arg args[4];
            dc_dispatch_desc dd;
            dc_dispatch_report rep;
            if (x && y) {
                for (i = 0; i < ITEMS; i++) x[i] = (float)(i % 1000), y[i] = 1.0f;
                args[0] = dc_dispatch_in(x, 4, 1);
                args[1] = dc_dispatch_inout(y, 4, 1);
                args[2] = dc_dispatch_scalar(DC_ARG_F32(3.0f));
                args[3] = dc_dispatch_item_count();
                dd = tk_dispatch_desc(k, ITEMS, DC_BALANCE_STATIC, cases[c].chunk, args, 4);
                dd.devices = &d;
                dd.device_count = 1;
                if (CHECK_OK(dc_dispatch(f.ctx, &dd, &rep))) {
                    for (i = 0; i < ITEMS && bad < 0; i++)
                        if (y[i] != 3.0f * (float)(i % 1000) + 1.0f) bad = i;
                    if (bad >= 0) FAIL("device %d, case %d: y[%d] = %g", d, c, bad, y[bad]);
                    /* pageable pieces: staged on CUDA from 1 MiB, else the driver's */
                    want = x_pinned && y_pinned ? "pinned"
                         : x_pinned || y_pinned ? (staged ? "pinned+pageable-staged" : "pinned+driver")
                         : staged ? "pageable-staged" : "driver";
                    if (!rep.devices[0].transfer_path || strcmp(rep.devices[0].transfer_path, want) != 0)
                        FAIL("device %d (%s), x %s, y %s, pieces of %llu bytes: transfer_path \"%s\", expected \"%s\"", d,
                             cuda ? "CUDA" : "OpenCL", x_pinned ? "pinned" : "pageable", y_pinned ? "pinned" : "pageable",
                             (unsigned long long)cases[c].chunk * 4, rep.devices[0].transfer_path ? rep.devices[0].transfer_path : "(null)",
                             want);
                    cuda_staged += staged && c == 1;
                }
            } else {
                FAIL("out of host memory");
            }
            if (cases[c].x_pinned) dc_host_free(f.ctx, x); else free(x);
            if (cases[c].y_pinned) dc_host_free(f.ctx, y); else free(y);
        }
    /* once per CUDA device that staged, at info level */
    if (said.count != cuda_staged) FAIL("%d devices staged pageable memory, %d info lines say so (last: %s)", cuda_staged, said.count, said.last);
    th_note("%d CUDA devices staged%s%s", cuda_staged, said.count ? ": " : "", said.last);
}
