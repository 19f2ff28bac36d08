/* common.c - the test kernels and helpers declared in common.h. */
#include "common.h"
#include "test_kernels_ptx.h"

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

dc_context *tk_fixture_open(tk_fixture *f, const dc_context_desc *desc, const char *kernel,
                            dc_kernel *k)
{
    dc_result r;
    memset(f, 0, sizeof *f);
    if (k) k->id = 0;
    f->ctx = th_ctx(desc);
    if (!f->ctx) return NULL;              /* th_ctx has recorded why */
    f->devices = dc_device_count(f->ctx);
    if (!kernel) return f->ctx;
    if (!k) {
        FAIL("tk_fixture_open: kernel \"%s\" asked for without a place to put it", kernel);
        return NULL;
    }
    if ((r = tk_load(f->ctx, &f->mod)) != DC_SUCCESS) {
        FAIL("tk_fixture_open: loading the test kernels returned %s", dc_result_name(r));
        return NULL;
    }
    if ((r = dc_kernel_get(f->ctx, f->mod, kernel, k)) != DC_SUCCESS) {
        FAIL("tk_fixture_open: dc_kernel_get(\"%s\") returned %s", kernel, dc_result_name(r));
        return NULL;
    }
    return f->ctx;
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

int tk_has_pocl(dc_context *ctx)
{
    int d;
    for (d = 0; d < dc_device_count(ctx); d++) {
        dc_device_info info;
        if (dc_device_get_info(ctx, d, &info) == DC_SUCCESS &&
            strstr(info.platform, "Portable Computing Language"))
            return 1;
    }
    return 0;
}
