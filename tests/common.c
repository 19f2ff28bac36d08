/* common.c - the test kernels and helpers declared in common.h. */
#include "common.h"
#include "test_kernels_ptx.h"

#include <pthread.h>
#include <math.h>

/* OpenCL C twins of tests/test_kernels.cu (same names, same arguments; reverse_block
   takes its scratch memory as a __local argument: DC_ARG_LOCAL). One literal per kernel
   keeps each under C99's 4095-character limit; tk_join() glues them. */
const char *const test_kernels_cl[] = {
    "__kernel void scale(__global float *x, float s, uint n)\n"
    "{\n"
    "    uint i = (uint)get_global_id(0);\n"
    "    if (i < n) x[i] *= s;\n"
    "}\n",
    "__kernel void reverse_block(__global const float *in, __global float *out,\n"
    "                            __local float *tmp, uint n)\n"
    "{\n"
    "    uint l = (uint)get_local_id(0), g = (uint)get_global_id(0);\n"
    "    uint bs = (uint)get_local_size(0);\n"
    "    tmp[l] = g < n ? in[g] : 0.0f;\n"
    "    barrier(CLK_LOCAL_MEM_FENCE);\n"
    "    if (g < n) out[g] = tmp[bs - 1 - l];\n"
    "}\n",
    "__kernel void index2d(__global uint *out, uint w, uint h)\n"
    "{\n"
    "    uint x = (uint)get_global_id(0), y = (uint)get_global_id(1);\n"
    "    if (x < w && y < h) out[y * w + x] = y * 65536u + x;\n"
    "}\n",
    "__kernel void arg_types(__global long *out, int a, uint b, long c, ulong d, float e)\n"
    "{\n"
    "    if (get_global_id(0) == 0) {\n"
    "        out[0] = a; out[1] = b; out[2] = c; out[3] = (long)d;\n"
    "        out[4] = (long)(e * 1024.0f);\n"
    "    }\n"
    "}\n",
    "__kernel void argsink(__global int *out, int a, float b, uint n)\n"
    "{\n"
    "    if (get_global_id(0) == 0 && n == 7u) out[0] = a + (int)b;\n"
    "}\n",
    0
};

const char test_kernel_f64_cl[] =
    "#pragma OPENCL EXTENSION cl_khr_fp64 : enable\n"
    "__kernel void arg_f64(__global double *out, double f)\n"
    "{\n"
    "    if (get_global_id(0) == 0) out[0] = f * 2.0;\n"
    "}\n";

/* Each block starts with 16 bytes (malloc's alignment kept): a magic word and its size. */
#define TK_ALLOC_MAGIC 0xD07C0DEu
static void *tk_count_alloc(size_t bytes, void *user)
{
    tk_alloc_count *c = (tk_alloc_count *)user;
    long call = __atomic_add_fetch(&c->calls, 1, __ATOMIC_SEQ_CST);
    size_t *p;
    if (call == __atomic_load_n(&c->fail_call, __ATOMIC_SEQ_CST)) {
        __atomic_fetch_add(&c->failed, 1, __ATOMIC_SEQ_CST);
        return NULL;
    }
    p = (size_t *)malloc(bytes + 16);
    if (!p) return NULL;
    p[0] = TK_ALLOC_MAGIC;
    p[1] = bytes;
    __atomic_fetch_add(&c->allocs, 1, __ATOMIC_RELAXED);
    __atomic_fetch_add(&c->live, 1, __ATOMIC_RELAXED);
    __atomic_fetch_add(&c->live_bytes, (long long)bytes, __ATOMIC_RELAXED);
    __atomic_fetch_add(&c->bytes, (long long)bytes, __ATOMIC_RELAXED);
    return (char *)p + 16;
}
static void tk_count_free(void *ptr, void *user)
{
    tk_alloc_count *c = (tk_alloc_count *)user;
    size_t *p;
    if (!ptr) return;
    p = (size_t *)((char *)ptr - 16);
    if (p[0] != TK_ALLOC_MAGIC) {
        __atomic_fetch_add(&c->bad_frees, 1, __ATOMIC_RELAXED);
        return;
    }
    p[0] = 0;
    __atomic_fetch_add(&c->frees, 1, __ATOMIC_RELAXED);
    __atomic_fetch_sub(&c->live, 1, __ATOMIC_RELAXED);
    __atomic_fetch_sub(&c->live_bytes, (long long)p[1], __ATOMIC_RELAXED);
    free(p);
}
void tk_counting_desc(dc_context_desc *d, tk_alloc_count *c)
{
    memset(c, 0, sizeof *c);
    d->allocator.alloc = tk_count_alloc;
    d->allocator.free = tk_count_free;
    d->allocator.user = c;
}

dc_context *tk_counting_ctx(tk_alloc_count *c)
{
    dc_context_desc desc;
    memset(&desc, 0, sizeof desc);
    tk_counting_desc(&desc, c);
    return th_ctx(&desc);
}

static pthread_mutex_t tk_said_lock = PTHREAD_MUTEX_INITIALIZER;
static void tk_said_log(void *user, dc_log_level level, const char *message)
{
    tk_said *said = (tk_said *)user;
    if (level != said->level || !strstr(message, said->text)) return;
    pthread_mutex_lock(&tk_said_lock);
    said->count++;
    snprintf(said->last, sizeof said->last, "%s", message);
    pthread_mutex_unlock(&tk_said_lock);
}

void tk_said_desc(dc_context_desc *d, tk_said *said, dc_log_level level, const char *text)
{
    memset(said, 0, sizeof *said);
    said->level = level;
    said->text = text;
    d->log = tk_said_log;
    d->log_user = said;
    d->log_level = level;
    th_setenv("DC_LOG", NULL);
}

char *tk_join(const char *const *parts)
{
    size_t n = 1, at = 0;
    int i;
    char *s;
    for (i = 0; parts[i]; i++) n += strlen(parts[i]);
    s = (char *)malloc(n);
    if (!s) return NULL;
    for (i = 0; parts[i]; i++) {
        size_t k = strlen(parts[i]);
        memcpy(s + at, parts[i], k);
        at += k;
    }
    s[at] = 0;
    return s;
}

dc_result tk_load(dc_context *ctx, dc_module *out)
{
    dc_module_desc md;
    dc_result r;
    char *ptx = tk_join(test_kernels_ptx), *cl = tk_join(test_kernels_cl);
    memset(&md, 0, sizeof md);
    md.ptx = ptx;
    md.opencl_source = cl;
    md.name = "test_kernels";
    r = (ptx && cl) ? dc_module_load(ctx, &md, out) : DC_ERROR_OUT_OF_HOST_MEMORY;
    free(ptx);
    free(cl);
    return r;
}

const dc_context_desc tk_cpus_own_cores = { 0, 0, 0, NULL, 0, { NULL, NULL, NULL }, NULL, NULL, DC_LOG_DEFAULT,
                                             DC_CONTEXT_CPUS_OWN_CORES, NULL, 0 };

dc_result tk_fixture_try(tk_fixture *f, const dc_context_desc *desc)
{
    dc_result r;
    memset(f, 0, sizeof *f);
    r = th_ctx_try(desc, &f->ctx);
    if (r == DC_SUCCESS) f->devices = dc_device_count(f->ctx);
    else f->ctx = NULL;
    return r;
}

/* th_ctx for the fixtures: the failure is recorded at the test's file and line. */
static dc_context *tk_fixture_context(const char *file, int line, tk_fixture *f, const dc_context_desc *desc)
{
    dc_result r = tk_fixture_try(f, desc);
    if (r != DC_SUCCESS) th_fail(file, line, "dc_context_create returned %s", dc_result_name(r));
    return f->ctx;
}

/* The kernels of m named in `names`: pairs of a name and a dc_kernel *, ended by TK_END. */
static int tk_vkernels(const char *file, int line, dc_context *ctx, dc_module m, va_list names)
{
    const char *name;
    while ((name = va_arg(names, const char *)) != NULL) {
        dc_kernel *k = va_arg(names, dc_kernel *);
        dc_result r = dc_kernel_get(ctx, m, name, k);
        if (r != DC_SUCCESS) {
            th_fail(file, line, "dc_kernel_get(\"%s\") returned %s", name, dc_result_name(r));
            return 0;
        }
    }
    return 1;
}

static int tk_vload(const char *file, int line, tk_fixture *f, const char *path, const dc_module_desc *md,
                    dc_module *m, va_list names)
{
    dc_result r = path ? dc_module_load_file(f->ctx, path, m) : dc_module_load(f->ctx, md, m);
    if (r != DC_SUCCESS) {
        if (path)
            th_fail(file, line, "dc_module_load_file(ctx, \"%s\") returned %s (run from the repository root)", path,
                    dc_result_name(r));
        else
            th_fail(file, line, "dc_module_load(%s) returned %s", md && md->name ? md->name : "ctx, &md",
                    dc_result_name(r));
        return 0;
    }
    return tk_vkernels(file, line, f->ctx, *m, names);
}

dc_context *tk_fixture_open_at(const char *file, int line, tk_fixture *f, const dc_context_desc *desc,
                               const char *kernel, dc_kernel *k)
{
    dc_result r;
    if (k) k->id = 0;
    if (!tk_fixture_context(file, line, f, desc)) return NULL;
    if (!kernel) return f->ctx;
    if (!k) {
        th_fail(file, line, "tk_fixture_open: kernel \"%s\" asked for without a place to put it", kernel);
        return NULL;
    }
    if ((r = tk_load(f->ctx, &f->mod)) != DC_SUCCESS) {
        th_fail(file, line, "tk_fixture_open: loading the test kernels returned %s", dc_result_name(r));
        return NULL;
    }
    if ((r = dc_kernel_get(f->ctx, f->mod, kernel, k)) != DC_SUCCESS) {
        th_fail(file, line, "tk_fixture_open: dc_kernel_get(\"%s\") returned %s", kernel, dc_result_name(r));
        return NULL;
    }
    return f->ctx;
}

dc_context *tk_fixture_open_file_at(const char *file, int line, tk_fixture *f, const dc_context_desc *desc,
                                    const char *path, ...)
{
    va_list names;
    int ok;
    if (!tk_fixture_context(file, line, f, desc)) return NULL;
    va_start(names, path);
    ok = tk_vload(file, line, f, path, NULL, &f->mod, names);
    va_end(names);
    return ok ? f->ctx : NULL;
}

int tk_fixture_load_at(const char *file, int line, tk_fixture *f, const char *path, const dc_module_desc *md,
                       dc_module *m, ...)
{
    va_list names;
    int ok;
    va_start(names, m);
    ok = tk_vload(file, line, f, path, md, m, names);
    va_end(names);
    return ok;
}

int tk_kernel_at(const char *file, int line, const tk_fixture *f, const char *name, dc_kernel *k)
{
    dc_result r = dc_kernel_get(f->ctx, f->mod, name, k);
    if (r != DC_SUCCESS) th_fail(file, line, "dc_kernel_get(\"%s\") returned %s", name, dc_result_name(r));
    return r == DC_SUCCESS;
}

int tk_open_cl_only_kernel_at(const char *file, int line, tk_fixture *f, const char *source, const char *name,
                              dc_kernel *k, int *cuda)
{
    dc_module_desc md;
    int d;
    if (!tk_fixture_context(file, line, f, NULL)) return -1;
    *cuda = -1;
    for (d = 0; d < f->devices; d++)
        if (tk_backend(f->ctx, d) == DC_BACKEND_CUDA) *cuda = d;
    if (tk_no_cuda(f->ctx) || !th_has_backend(f->ctx, DC_BACKEND_OPENCL)) return 0;
    memset(&md, 0, sizeof md);
    md.opencl_source = source;
    return tk_fixture_load_at(file, line, f, NULL, &md, &f->mod, name, k, TK_END) ? 1 : -1;
}

int tk_destroyed_kernel_at(const char *file, int line, dc_context *ctx, const char *path, const char *name,
                           dc_kernel *k)
{
    tk_fixture f;
    dc_module m;
    memset(&f, 0, sizeof f);
    f.ctx = ctx;
    if (!tk_fixture_load_at(file, line, &f, path, NULL, &m, name, k, TK_END)) return 0;
    dc_module_destroy(ctx, m);
    return 1;
}

int tk_run_threads_at(const char *file, int line, int n, void *(*fn)(void *), void *args, size_t size)
{
    pthread_t t[64];
    int i, started = 0, failed = 0;
    if (n > 64) {
        th_fail(file, line, "tk_run_threads: %d threads, at most 64", n);
        n = 64;
        failed++;
    }
    for (i = 0; i < n; i++) {
        if (pthread_create(&t[i], NULL, fn, (char *)args + (size_t)i * size) != 0) {
            th_fail(file, line, "pthread_create");
            break;
        }
        started++;
    }
    for (i = 0; i < started; i++) {
        void *result = NULL;
        pthread_join(t[i], &result);
        if (result) {
            th_fail(file, line, "thread %d of %d failed (see above)", i, n);
            failed++;
        }
    }
    return started == n && !failed;
}

void tk_copy_extern(tk_copy *out) { TK_COPY_OF_THIS_FILE(out); }

const char *tk_balance_name(dc_balance s)
{
    static const char *const names[] = { "AUTO", "STATIC", "DYNAMIC", "GUIDED", "MEMORY_AWARE" };
    return (unsigned)s < DC_BALANCE_COUNT ? names[s] : "?";
}

dc_dispatch_desc tk_dispatch_desc(dc_kernel k, uint64_t items, dc_balance s, uint64_t chunk, const dc_dispatch_arg *a,
                                  int count)
{
    dc_dispatch_desc d;
    memset(&d, 0, sizeof d);
    d.kernel = k; d.items = items;
    d.strategy = s; d.chunk = chunk;
    d.args = a; d.arg_count = count;
    return d;
}

dc_pipeline_stage tk_stage(dc_kernel k, const dc_arg *a, int count, const int *devices, int device_count)
{
    dc_pipeline_stage st;
    memset(&st, 0, sizeof st);
    st.kernel = k;
    st.args = a; st.arg_count = count;
    st.devices = devices; st.device_count = device_count;
    return st;
}

dc_pipeline_desc tk_pipeline_desc(const dc_pipeline_stage *st, int count, const void *in, uint64_t items, void *out)
{
    dc_pipeline_desc d;
    memset(&d, 0, sizeof d);
    d.stages = st; d.stage_count = count;
    d.input = in; d.in_item_bytes = 4;
    d.items = items;
    d.output = out;
    return d;
}

int tk_no_cuda(dc_context *ctx)
{
    if (th_has_backend(ctx, DC_BACKEND_CUDA)) return 0;
    if (th_require_cuda()) FAIL("DC_TEST_REQUIRE_CUDA is set but there is no CUDA device");
    return 1;
}

unsigned tk_backend(dc_context *ctx, int device)
{
    dc_device_info info;
    if (dc_device_get_info(ctx, device, &info) != DC_SUCCESS) return 0;
    return info.backend;
}

dc_launch_desc tk_desc_1d(dc_kernel k, int device, uint64_t n, uint32_t block, const dc_arg *args,
                          int count)
{
    dc_launch_desc l;
    memset(&l, 0, sizeof l);
    l.kernel = k;
    l.device = device;
    l.global[0] = n;
    l.block[0] = block;
    l.args = args;
    l.arg_count = count;
    return l;
}

dc_result tk_scale(dc_context *ctx, dc_kernel k, int device, dc_stream s, dc_buffer x,
                          float factor, uint32_t n)
{
    dc_arg args[3];
    dc_launch_desc l;
    args[0] = DC_ARG_BUFFER(x);
    args[1] = DC_ARG_F32(factor);
    args[2] = DC_ARG_U32(n);
    l = tk_desc_1d(k, device, n, 64, args, 3);
    l.stream = s;
    return dc_launch(ctx, &l);
}


char *tk_ptx_text(void)
{
    return tk_join(test_kernels_ptx);
}

char *tk_cl_text(void)
{
    return tk_join(test_kernels_cl);
}

const char *tk_pocl_threads_trouble(dc_context *ctx)
{
    static char name[300];
    int d, pocl5 = 0;
    for (d = 0; d < dc_device_count(ctx); d++) {
        dc_device_info info;
        if (dc_device_get_info(ctx, d, &info) != DC_SUCCESS) continue;
        if (!strncmp(info.name, "basic-", 6) || !strncmp(info.name, "cpu-minimal", 11)) {
            snprintf(name, sizeof name, "%s", info.name);
            return name;
        }
        if (strstr(info.platform, "Portable Computing Language") && info.driver_version[0] == '5' &&
            ++pocl5 > 1) {
            snprintf(name, sizeof name, "two PoCL %s devices", info.driver_version);
            return name;
        }
    }
    return NULL;
}

int tk_pocl_major(dc_context *ctx, int device)
{
    dc_device_info info;
    if (dc_device_get_info(ctx, device, &info) != DC_SUCCESS || !strstr(info.platform, "Portable Computing Language")) return 0;
    return atoi(info.driver_version) > 0 ? atoi(info.driver_version) : 1;
}

int tk_has_pocl(dc_context *ctx)
{
    int d;
    for (d = 0; d < dc_device_count(ctx); d++)
        if (tk_pocl_major(ctx, d)) return 1;
    return 0;
}

int tk_shares_one_gpu(dc_context *ctx)
{
    int d, e;
    for (d = 0; d < dc_device_count(ctx); d++)
        for (e = 0; e < d; e++) {
            dc_device_info a, b;
            if (dc_device_get_info(ctx, d, &a) == DC_SUCCESS && dc_device_get_info(ctx, e, &b) == DC_SUCCESS &&
                a.backend == DC_BACKEND_CUDA && b.backend == DC_BACKEND_CUDA && a.backend_ordinal == b.backend_ordinal)
                return 1;
        }
    return 0;
}

void tk_store_small(dc_dtype t, unsigned char *p, uint64_t i, unsigned v)
{
    size_t size = dc_dtype_size(t);
    float f = (float)v;
    double d = v;
    uint64_t w = v;
    uint32_t u, u32 = v;
    uint16_t h;
    uint8_t u8 = (uint8_t)v;
    memcpy(&u, &f, 4);
    switch (t) {
    case DC_F32: memcpy(p + i * 4, &f, 4); break;
    case DC_F64: memcpy(p + i * 8, &d, 8); break;
    case DC_BF16: h = (uint16_t)(u >> 16); memcpy(p + i * 2, &h, 2); break;   /* exact: few mantissa bits */
    case DC_F16: h = v ? (uint16_t)((((u >> 23) & 0xFF) - 127 + 15) << 10 | ((u >> 13) & 0x3FF)) : 0; memcpy(p + i * 2, &h, 2); break;
    case DC_I8: case DC_U8: memcpy(p + i, &u8, 1); break;
    case DC_I32: case DC_U32: memcpy(p + i * 4, &u32, 4); break;
    default: memcpy(p + i * size, &w, 8); break;
    }
}

double tk_load_f(dc_dtype t, const unsigned char *p)
{
    float f;
    double d;
    uint16_t h;
    uint32_t u;
    int e, m;
    switch (t) {
    case DC_F32: memcpy(&f, p, 4); return f;
    case DC_F64: memcpy(&d, p, 8); return d;
    case DC_F16:
        memcpy(&h, p, 2);
        e = (h >> 10) & 31;
        m = h & 1023;
        d = e == 0 ? ldexp((double)m, -24) : e == 31 ? (m ? NAN : INFINITY) : ldexp((double)(m + 1024), e - 25);
        return h >> 15 ? -d : d;
    default: memcpy(&h, p, 2); u = (uint32_t)h << 16; memcpy(&f, &u, 4); return f;   /* bf16 */
    }
}

uint64_t tk_load_small(dc_dtype t, const unsigned char *p, uint64_t i)
{
    size_t size = dc_dtype_size(t);
    uint32_t u;
    uint64_t w;
    double d;
    switch (t) {
    case DC_I8: case DC_U8: return p[i];
    case DC_I32: case DC_U32: memcpy(&u, p + i * 4, 4); return u;
    case DC_I64: case DC_U64: memcpy(&w, p + i * 8, 8); return w;
    default: d = tk_load_f(t, p + i * size); break;
    }
    return d >= 0 && d == floor(d) && d < 1e18 ? (uint64_t)d : UINT64_MAX;
}
