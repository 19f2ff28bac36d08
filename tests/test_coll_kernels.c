/* test_coll_kernels.c - the reduction kernels of the collectives (kernels/collectives.cl and
   .ptx, which `make embed` puts into dotcompute.h) on every device of a default context,
   against a host reference: every dtype x op, nin 1 .. 8, counts 0, 1, 7, 100003, out of
   place and in place (out = one of the inputs), nothing written past count.
   Integers must match exactly (wrap-around, AVG truncating toward zero); floats bit for bit
   (both sides add and multiply in the same order and precision, f16 / bf16 rounded once at
   the end), except that a NaN that went through arithmetic only has to be a NaN (payloads
   differ between devices).
   Inputs are random from a seed that is printed; DC_COLL_SEED=n replays one. On a GPU
   machine the CUDA devices run the committed PTX. */
#include "common.h"

#include <math.h>
#include <time.h>

enum { CK_N = 100003, CK_GUARD = 67, CK_IN = 8, CK_BLOCK = 64 };

static const char *const ck_names[DC_DTYPE_COUNT] = { "f32", "f64", "f16", "bf16", "i8", "u8",
                                                      "i32", "u32", "i64", "u64" };
/* every nin of the kernel (1 .. DC__COLL_MAX_IN): each input has its own load and combine,
   guarded by nin, and a guard off by one shows only at that nin */
static const int ck_nins[] = { 1, 2, 3, 4, 5, 6, 7, 8 };
static const uint64_t ck_counts[] = { 0, 1, 7, CK_N };

/* --- host reference ---------------------------------------------------------------------
   Written apart from the library's own conversions (dc__f16_to_f32 ...), so that the two
   check each other: f16 by scaling and the FPU's rounding, not by moving bit fields. */
static float ck_bits_f32(uint32_t u) { float f; memcpy(&f, &u, 4); return f; }
static uint32_t ck_f32_bits(float f) { uint32_t u; memcpy(&u, &f, 4); return u; }

static float ck_f16_to_f32(uint16_t h)
{
    int e = (h >> 10) & 31;
    float m = (float)(h & 1023), v;
    if (e == 31) return ck_bits_f32(((uint32_t)(h & 0x8000) << 16) | 0x7F800000u | ((uint32_t)(h & 1023) << 13));
    v = e ? (1024.0f + m) : m;                      /* x 2^(e - 25), or m x 2^-24 when subnormal */
    for (e = e ? e : 1; e < 25; e++) v *= 0.5f;   /* exact: halving a float with 11 significant bits */
    for (; e > 25; e--) v *= 2.0f;
    return (h & 0x8000) ? -v : v;
}
/* Round to nearest even: adding and subtracting 2^23 leaves x (0 <= x < 2^23) rounded to an
   integer by the FPU's default mode. volatile: no folding, no wider precision kept. */
static float ck_rint(float x)
{
    volatile float t = x + 8388608.0f;
    return t - 8388608.0f;
}
static uint16_t ck_f32_to_f16(float f)
{
    uint32_t u = ck_f32_bits(f);
    uint16_t sign = (u >> 16) & 0x8000;
    float a = f < 0 ? -f : f, m;
    int e;
    if (f != f) return 0x7E00;
    if (a >= 65520.0f) return (uint16_t)(sign | 0x7C00);   /* 65504 + half an ulp ties to inf */
    if (a < 6.103515625e-05f)                             /* below 2^-14: subnormal or 0 */
        return (uint16_t)(sign | (uint16_t)ck_rint(a * 16777216.0f));   /* units of 2^-24, exact; 1024 (the
                                                                          smallest normal) comes out right */
    e = (int)((u >> 23) & 255) - 127;                     /* a = 1.x * 2^e, -14 <= e <= 15 */
    m = ck_rint(a * ck_bits_f32((uint32_t)(127 + 10 - e) << 23));   /* x 2^(10 - e): [1024, 2048], exact */
    if (m == 2048.0f) { m = 1024.0f; e++; }
    if (e + 15 >= 31) return (uint16_t)(sign | 0x7C00);
    return (uint16_t)(sign | (uint16_t)((e + 15) << 10) | (uint16_t)(m - 1024.0f));
}
static uint16_t ck_f32_to_bf16(float f)
{
    uint32_t u = ck_f32_bits(f);
    if (f != f) return (uint16_t)((u >> 16) | 0x40);
    return (uint16_t)((u + 0x7FFFu + ((u >> 16) & 1)) >> 16);
}

static int ck_is_float(dc_dtype t) { return t <= DC_BF16; }
static int ck_is_signed(dc_dtype t) { return t == DC_I8 || t == DC_I32 || t == DC_I64; }

/* The inputs decoded once per dtype into what the kernels accumulate in: double (f64),
   float (f32, f16, bf16) or 64 bits (integers, signed types sign-extended). */
typedef union ck_val { double d; float f; uint64_t u; } ck_val;

static float ck_f16_table[65536];   /* ck_f16_to_f32 of every half: its loops are slow */

static ck_val ck_decode(dc_dtype t, const unsigned char *p)
{
    ck_val v;
    uint16_t h;
    v.u = 0;
    switch (t) {
    case DC_F64: memcpy(&v.d, p, 8); break;
    case DC_F32: memcpy(&v.f, p, 4); break;
    case DC_F16: memcpy(&h, p, 2); v.f = ck_f16_table[h]; break;
    case DC_BF16: memcpy(&h, p, 2); v.f = ck_bits_f32((uint32_t)h << 16); break;
    case DC_I8:  v.u = (uint64_t)(int64_t)(int8_t)p[0]; break;
    case DC_U8:  v.u = p[0]; break;
    case DC_I32: { int32_t x; memcpy(&x, p, 4); v.u = (uint64_t)(int64_t)x; break; }
    case DC_U32: { uint32_t x; memcpy(&x, p, 4); v.u = x; break; }
    default:     memcpy(&v.u, p, 8); break;
    }
    return v;
}

/* out[i] for i < count: the reduction of in[0..nin-1] in rank order, stored as dtype t. */
static void ck_reference(dc_dtype t, unsigned op, int nin, unsigned divisor, ck_val *const *in, uint64_t count,
                         unsigned char *out)
{
    size_t es = dc_dtype_size(t);
    unsigned d = divisor ? divisor : 1;
    int sg = ck_is_signed(t), k;
    uint64_t i;
    for (i = 0; i < count; i++, out += es) {
        if (t == DC_F64) {
            double a = in[0][i].d, b;
            for (k = 1; k < nin; k++) {
                b = in[k][i].d;
                if (op == DC_PROD) a = a * b;
                else if (op == DC_MIN) a = a != a || b != b ? a + b : b < a ? b : a;
                else if (op == DC_MAX) a = a != a || b != b ? a + b : b > a ? b : a;
                else a = a + b;
            }
            if (op == DC_AVG) a = a / (double)d;
            memcpy(out, &a, 8);
        } else if (ck_is_float(t)) {
            float a = in[0][i].f, b;
            uint16_t h;
            for (k = 1; k < nin; k++) {
                b = in[k][i].f;
                if (op == DC_PROD) a = a * b;
                else if (op == DC_MIN) a = a != a || b != b ? a + b : b < a ? b : a;
                else if (op == DC_MAX) a = a != a || b != b ? a + b : b > a ? b : a;
                else a = a + b;
            }
            if (op == DC_AVG) a = a / (float)d;
            if (t == DC_F32) { memcpy(out, &a, 4); continue; }
            h = t == DC_F16 ? ck_f32_to_f16(a) : ck_f32_to_bf16(a);
            memcpy(out, &h, 2);
        } else {
            uint64_t a = in[0][i].u, b;
            for (k = 1; k < nin; k++) {
                int less;
                b = in[k][i].u;
                less = sg ? (int64_t)b < (int64_t)a : b < a;
                if (op == DC_PROD) a = a * b;
                else if (op == DC_MIN) a = less ? b : a;
                else if (op == DC_MAX) a = less || a == b ? a : b;
                else a = a + b;
            }
            if (op == DC_AVG) a = sg ? (uint64_t)((int64_t)a / (int64_t)d) : a / d;
            memcpy(out, &a, es);   /* the low bytes: truncation (little-endian host) */
        }
    }
}

static int ck_is_nan(dc_dtype t, const unsigned char *p)
{
    uint16_t h;
    float f;
    double d;
    switch (t) {
    case DC_F32: memcpy(&f, p, 4); return f != f;
    case DC_F64: memcpy(&d, p, 8); return d != d;
    case DC_F16: memcpy(&h, p, 2); return (h & 0x7C00) == 0x7C00 && (h & 0x3FF);
    case DC_BF16: memcpy(&h, p, 2); return (h & 0x7F80) == 0x7F80 && (h & 0x7F);
    default: return 0;
    }
}

/* Is `got` right where the reference is the NaN `want`? A NaN that went through arithmetic
   (any_payload) may come out with any payload, and f16 conversions make their own NaN (PTX
   cvt: 0x7FFF). One that was only loaded and stored (nin 1, no AVG) keeps its bits, but a
   device may quiet a signalling f32 / f64 NaN on the way (PoCL does, CUDA does not); bf16
   is quieted by the conversion itself, which the reference does too. */
static int ck_nan_ok(dc_dtype t, int any_payload, const unsigned char *want, const unsigned char *got)
{
    unsigned char quiet[8];
    size_t es = dc_dtype_size(t);
    if (any_payload) return ck_is_nan(t, got);
    memcpy(quiet, want, es);
    if (t == DC_F32) quiet[2] |= 0x40;        /* bit 22, little-endian */
    else if (t == DC_F64) quiet[6] |= 0x08;   /* bit 51 */
    return memcmp(got, quiet, es) == 0;
}

/* Random inputs: mostly ordinary values (sums and products of floats stay finite, small
   integers give negative AVGs to truncate), some full-range ones (overflow to inf for f16,
   wrap-around for integers) and specials: NaNs of every kind, inf, -0, the type's extremes. No f32 / bf16
   subnormals: a device may flush those (f16 subnormals are normal floats, so they stay). */
static void ck_random(dc_dtype t, unsigned char *p, uint64_t *rng)
{
    uint64_t r = th_rand(rng);
    unsigned pick = (unsigned)(r % 64);
    uint64_t bits = th_rand(rng);
    if (ck_is_float(t)) {
        double v = 0;
        if (pick == 1) v = HUGE_VAL;
        else if (pick == 2) v = -HUGE_VAL;
        else if (pick == 3) v = -0.0;
        else if (pick < 8) v = (double)(int64_t)(bits % 20001) - 10000.0;        /* large integers */
        else if (pick < 40) v = ((double)(int64_t)(bits % 2001) - 1000.0) / 64.0; /* exact sums */
        else v = ((double)(bits >> 11) / 9007199254740992.0 - 0.5) * 6.0;        /* [-3, 3), inexact */
        if (pick == 0) {   /* NaN, quiet or signalling, either sign, random payload */
            uint64_t m = bits | 1;
            uint32_t u = 0x7F800000u | (uint32_t)(m & 0x807FFFFFu);
            uint16_t h = (uint16_t)((t == DC_F16 ? 0x7C00u | (m & 0x83FFu) : 0x7F80u | (m & 0x807Fu)));
            if (t == DC_F64) { m = 0x7FF0000000000000ull | (m & 0x800FFFFFFFFFFFFFull); memcpy(p, &m, 8); }
            else if (t == DC_F32) memcpy(p, &u, 4);
            else memcpy(p, &h, 2);
            return;
        }
        switch (t) {
        case DC_F64: memcpy(p, &v, 8); break;
        case DC_F32: { float f = (float)v; memcpy(p, &f, 4); break; }
        case DC_F16: {
            uint16_t h;
            if (pick >= 4 && pick < 8) {
                h = (uint16_t)(0x7800 + (bits >> 32) % 0x3FF);     /* 32768 .. 65504: sums overflow */
                if (bits & 1) h |= 0x8000;
            } else if (pick == 8) {
                h = (uint16_t)(((bits >> 32) % 1023) + 1);          /* subnormal */
            } else {
                h = ck_f32_to_f16((float)v);
            }
            memcpy(p, &h, 2);
            break;
        }
        default: {
            uint16_t h = ck_f32_to_bf16((float)v);
            if (pick >= 4 && pick < 8) h = (uint16_t)(0x7E00 + (bits >> 32) % 0x17F);   /* near 2^127: overflow */
            memcpy(p, &h, 2);
            break;
        }
        }
    } else {
        uint64_t v;
        size_t es = dc_dtype_size(t);
        int bitsz = 8 * (int)es;
        uint64_t top = (uint64_t)1 << (bitsz - 1);
        if (pick == 0) v = 0;
        else if (pick == 1) v = 1;
        else if (pick == 2) v = ~(uint64_t)0;                         /* -1 / the maximum */
        else if (pick == 3) v = top;                                  /* signed minimum */
        else if (pick == 4) v = top - 1;                              /* signed maximum */
        else if (pick < 32) v = (uint64_t)((int64_t)(bits % 201) - 100);   /* small, both signs */
        else v = bits;
        memcpy(p, &v, es);
    }
}

/* --- the test ---------------------------------------------------------------------------- */
typedef struct ck_dev {
    dc_buffer in[CK_IN], out;
} ck_dev;

typedef struct ck {
    dc_context *ctx;
    dc_kernel k[DC_DTYPE_COUNT];
    int has[DC_DTYPE_COUNT];              /* kernel found */
    int devices;
    ck_dev dev[16];
    unsigned char *in[CK_IN];             /* host inputs, CK_N + CK_GUARD elements */
    ck_val *dec[CK_IN];                   /* the same decoded (ck_decode), CK_N elements */
    unsigned char *ref, *got;
    uint64_t seed;
    int failures;
} ck;

static char *ck_read_file(const char *path)
{
    FILE *f = fopen(path, "rb");
    char *s = NULL;
    long n;
    if (!f) return NULL;
    if (fseek(f, 0, SEEK_END) == 0 && (n = ftell(f)) > 0 && fseek(f, 0, SEEK_SET) == 0 &&
        (s = (char *)malloc((size_t)n + 1)) != NULL) {
        if (fread(s, 1, (size_t)n, f) != (size_t)n) { free(s); s = NULL; }
        else s[n] = 0;
    }
    fclose(f);
    return s;
}

static int ck_open(ck *f)
{
    dc_module_desc md;
    dc_module m;
    dc_result r;
    char *ptx = ck_read_file("kernels/collectives.ptx"), *cl = ck_read_file("kernels/collectives.cl");
    const char *env = getenv("DC_COLL_SEED");
    int t, d, k;
    memset(f, 0, sizeof *f);
    f->seed = env && *env ? strtoull(env, NULL, 0) : (uint64_t)time(NULL);
    th_note("seed %llu (DC_COLL_SEED=%llu replays it)", (unsigned long long)f->seed, (unsigned long long)f->seed);
    if (!ptx || !cl) {
        FAIL("kernels/collectives.ptx or .cl not readable (run from the repository root)");
        free(ptx);
        free(cl);
        return 0;
    }
    f->ctx = th_ctx(NULL);
    if (!f->ctx) { free(ptx); free(cl); return 0; }
    memset(&md, 0, sizeof md);
    md.ptx = ptx;
    md.opencl_source = cl;
    /* OpenCL lets a float division be 2.5 ulp off unless asked (CUDA's / is exact) */
    md.build_options = "-cl-fp32-correctly-rounded-divide-sqrt";
    md.name = "collectives";
    r = dc_module_load(f->ctx, &md, &m);
    free(ptx);
    free(cl);
    if (r != DC_SUCCESS) {
        FAIL("dc_module_load(kernels/collectives) returned %s: %s", dc_result_name(r), dc_last_error());
        return 0;
    }
    for (t = 0; t < DC_DTYPE_COUNT; t++) {
        char name[64];
        snprintf(name, sizeof name, "dc_coll_reduce_%s", ck_names[t]);
        r = dc_kernel_get(f->ctx, m, name, &f->k[t]);
        f->has[t] = r == DC_SUCCESS;
        if (!f->has[t] && !(t == DC_F64 && r == DC_ERROR_KERNEL_NOT_FOUND))   /* no fp64 device at all */
            FAIL("dc_kernel_get(%s) returned %s", name, dc_result_name(r));
    }
    f->devices = dc_device_count(f->ctx);
    if (f->devices > 16) f->devices = 16;
    for (k = 0; k < CK_IN; k++)
        if (!(f->in[k] = (unsigned char *)malloc((CK_N + CK_GUARD) * 8)) ||
            !(f->dec[k] = (ck_val *)malloc(CK_N * sizeof(ck_val))))
            return 0;
    for (k = 0; k < 65536; k++) ck_f16_table[k] = ck_f16_to_f32((uint16_t)k);
    if (!(f->ref = (unsigned char *)malloc((CK_N + CK_GUARD) * 8)) ||
        !(f->got = (unsigned char *)malloc((CK_N + CK_GUARD) * 8)))
        return 0;
    for (d = 0; d < f->devices; d++) {
        for (k = 0; k < CK_IN; k++)
            if (!CHECK_OK(dc_buffer_create(f->ctx, d, (CK_N + CK_GUARD) * 8, &f->dev[d].in[k]))) return 0;
        if (!CHECK_OK(dc_buffer_create(f->ctx, d, (CK_N + CK_GUARD) * 8, &f->dev[d].out))) return 0;
    }
    return 1;
}

static void ck_close(ck *f)
{
    int k;
    for (k = 0; k < CK_IN; k++) { free(f->in[k]); free(f->dec[k]); }
    free(f->ref);
    free(f->got);
}

static void ck_hex(char *s, size_t n, const unsigned char *p, size_t es)
{
    size_t b;
    s[0] = 0;
    for (b = es; b-- > 0 && n > 3; s += 2, n -= 2) snprintf(s, n, "%02x", p[b]);
}

/* One launch on device d; f->ref holds the reference for the first `count` elements. */
static void ck_case(ck *f, int d, dc_dtype t, unsigned op, int nin, unsigned divisor, uint64_t count, int inplace)
{
    size_t es = dc_dtype_size(t);
    uint64_t span = count + CK_GUARD, i;
    int target = inplace ? (int)((op + count) % (unsigned)nin) : -1, k;   /* which input is also out */
    dc_buffer out = inplace ? f->dev[d].in[target] : f->dev[d].out;
    unsigned char fill = 0xA5;
    dc_arg args[6 + 2 * CK_IN];
    dc_launch_desc l;
    char where[200];
    int nan_any = t == DC_F16 || nin > 1 || op == DC_AVG;   /* see ck_nan_ok */
    snprintf(where, sizeof where, "device %d, %s, op %s, nin %d, divisor %u, count %llu, %s", d, ck_names[t],
             op == DC_SUM ? "SUM" : op == DC_PROD ? "PROD" : op == DC_MIN ? "MIN" : op == DC_MAX ? "MAX" : "AVG",
             nin, divisor, (unsigned long long)count, inplace ? "in place" : "out of place");
    if (!inplace && !CHECK_OK(dc_buffer_fill(f->ctx, out, 0, span * es, &fill, 1))) return;
    /* element offsets 0 here; the collectives' tests run them at every offset */
    args[0] = DC_ARG_BUFFER(out);
    args[1] = DC_ARG_U64(0);
    args[2] = DC_ARG_U64(count);
    args[3] = DC_ARG_U32(op);
    args[4] = DC_ARG_U32((uint32_t)nin);
    args[5] = DC_ARG_U32(divisor);
    for (k = 0; k < CK_IN; k++) {
        args[6 + k] = DC_ARG_BUFFER(f->dev[d].in[k < nin ? k : 0]);
        args[6 + CK_IN + k] = DC_ARG_U64(0);
    }
    /* grids smaller and larger than count: the grid-stride loop must cover either */
    l = tk_desc_1d(f->k[t], d, count < 1000 ? CK_BLOCK : inplace ? 8 * CK_BLOCK : CK_N + CK_BLOCK - CK_N % CK_BLOCK,
                   CK_BLOCK, args, 6 + 2 * CK_IN);
    if (!CHECK_OK(dc_launch(f->ctx, &l))) { th_note("%s", where); f->failures++; return; }
    if (!CHECK_OK(dc_buffer_read(f->ctx, out, 0, f->got, span * es))) return;
    /* element by element only where the whole differs (NaN payloads, or a failure) */
    i = memcmp(f->got, f->ref, count * es) == 0 ? count : 0;
    for (; i < span; i++) {
        const unsigned char *want = i < count ? f->ref + i * es : inplace ? f->in[target] + i * es : NULL;
        const unsigned char *got = f->got + i * es;
        int ok;
        if (want) ok = memcmp(want, got, es) == 0 || (i < count && ck_is_nan(t, want) && ck_nan_ok(t, nan_any, want, got));
        else { size_t b; for (ok = 1, b = 0; b < es; b++) ok &= got[b] == fill; }
        if (!ok) {
            char line[600], w[20], g[20], x[20];
            int n = 0;
            ck_hex(w, sizeof w, want ? want : &fill, want ? es : 1);
            ck_hex(g, sizeof g, got, es);
            n += snprintf(line + n, sizeof line - (size_t)n, "%s: element %llu: got 0x%s, expected 0x%s%s; inputs",
                          where, (unsigned long long)i, g, w, want ? "" : " (untouched, every byte)");
            for (k = 0; k < nin && n < (int)sizeof line - 24; k++) {
                ck_hex(x, sizeof x, f->in[k] + i * es, es);
                n += snprintf(line + n, sizeof line - (size_t)n, " 0x%s", x);
            }
            FAIL("%s (seed %llu)", line, (unsigned long long)f->seed);
            f->failures++;
            break;
        }
    }
    if (inplace && count) CHECK_OK(dc_buffer_write(f->ctx, out, 0, f->in[target], count * es));   /* restore */
}

static void ck_run(int floats)
{
    ck f;
    int t, d, k, n, c;
    unsigned op;
    if (!ck_open(&f)) { ck_close(&f); return; }
    for (t = 0; t < DC_DTYPE_COUNT && f.failures < 10; t++) {
        size_t es = dc_dtype_size((dc_dtype)t);
        uint64_t rng = f.seed * 0x9E3779B97F4A7C15ull + (uint64_t)t + 1, i;
        if (ck_is_float((dc_dtype)t) != floats) continue;
        if (!f.has[t]) { th_note("no device has dc_coll_reduce_%s (no fp64)", ck_names[t]); continue; }
        for (k = 0; k < CK_IN; k++)
            for (i = 0; i < CK_N + CK_GUARD; i++) {
                ck_random((dc_dtype)t, f.in[k] + i * es, &rng);
                if (i < CK_N) f.dec[k][i] = ck_decode((dc_dtype)t, f.in[k] + i * es);
            }
        for (d = 0; d < f.devices; d++)
            for (k = 0; k < CK_IN; k++)
                CHECK_OK(dc_buffer_write(f.ctx, f.dev[d].in[k], 0, f.in[k], (CK_N + CK_GUARD) * es));
        for (op = 0; op < DC_OP_COUNT; op++)
            for (n = 0; n < (int)(sizeof ck_nins / sizeof ck_nins[0]); n++) {
                int nin = ck_nins[n];
                /* AVG: 0 (counts as 1), a power of two, nin itself (3), and neither (5) */
                unsigned divisor = op != DC_AVG ? 1000u + (unsigned)n : nin == 1 ? 0u : nin == 2 ? 2u : nin == 3 ? 3u : 5u;
                ck_reference((dc_dtype)t, op, nin, divisor, f.dec, CK_N, f.ref);
                for (d = 0; d < f.devices; d++) {
                    dc_device_info info;
                    if (t == DC_F64 && dc_device_get_info(f.ctx, d, &info) == DC_SUCCESS && !(info.caps & DC_CAP_FP64))
                        continue;   /* the OpenCL program has no f64 kernel there */
                    for (c = 0; c < (int)(sizeof ck_counts / sizeof ck_counts[0]); c++) {
                        ck_case(&f, d, (dc_dtype)t, op, nin, divisor, ck_counts[c], 0);
                        ck_case(&f, d, (dc_dtype)t, op, nin, divisor, ck_counts[c], 1);
                    }
                }
            }
    }
    ck_close(&f);
}

TEST(coll_kernels_float) { ck_run(1); }
TEST(coll_kernels_int) { ck_run(0); }

/* The committed PTX is what the header embeds: sm_70, ISA 6.0, all ten entry points. */
TEST(coll_kernels_ptx_text)
{
    char *ptx = ck_read_file("kernels/collectives.ptx");
    int t;
    REQUIRE(ptx);
    CHECK(strstr(ptx, "\n.version 6.0\n") != NULL);
    CHECK(strstr(ptx, "\n.target sm_70\n") != NULL);
    for (t = 0; t < DC_DTYPE_COUNT; t++) {
        char entry[64];
        snprintf(entry, sizeof entry, ".entry dc_coll_reduce_%s(", ck_names[t]);
        if (!strstr(ptx, entry)) FAIL("kernels/collectives.ptx has no %s", entry);
    }
    free(ptx);
}
