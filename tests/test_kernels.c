/* test_kernels.c - modules (OpenCL C, PTX, files), kernels and launches on every device. */
#include "common.h"

#include <stdio.h>

static const char scale_cl[] =
    "__kernel void scale(__global float *x, float s, uint n)\n"
    "{\n"
    "    uint i = (uint)get_global_id(0);\n"
    "    if (i < n) x[i] *= s;\n"
    "}\n";

static void check_scale(dc_context *ctx, dc_kernel k, int d, uint32_t n, uint32_t block)
{
    float *x = (float *)malloc((n + 64) * sizeof(float));
    dc_buffer b;
    dc_arg args[3];
    dc_launch_desc l;
    uint32_t i;
    if (!x) {
        FAIL("out of host memory");
        return;
    }
    for (i = 0; i < n + 64; i++) x[i] = (float)i;
    if (!CHECK_OK(dc_buffer_create(ctx, d, (n + 64) * sizeof(float), &b))) {
        free(x);
        return;
    }
    CHECK_OK(dc_buffer_write(ctx, b, 0, x, (n + 64) * sizeof(float)));
    args[0] = DC_ARG_BUFFER(b);
    args[1] = DC_ARG_F32(3.0f);
    args[2] = DC_ARG_U32(n);
    l = tk_desc_1d(k, d, n, block, args, 3);
    CHECK_OK(dc_launch(ctx, &l));
    memset(x, 0, (n + 64) * sizeof(float));
    CHECK_OK(dc_buffer_read(ctx, b, 0, x, (n + 64) * sizeof(float)));   /* waits */
    for (i = 0; i < n + 64; i++) {
        float want = i < n ? 3.0f * (float)i : (float)i;
        if (x[i] != want) {
            FAIL("device %d: scale n=%u block=%u: x[%u] = %g, expected %g", d, n, block, i,
                 x[i], want);
            break;
        }
    }
    dc_buffer_destroy(ctx, b);
    free(x);
}

TEST(opencl_source_module)
{
    dc_module_desc md;
    dc_module m;
    dc_kernel k;
    int d, ran = 0;
    void *native;
    dc_context *ctx = th_ctx(NULL);
    REQUIRE(ctx);
    if (!th_has_backend(ctx, DC_BACKEND_OPENCL)) SKIP("no OpenCL device");
    memset(&md, 0, sizeof md);
    md.opencl_source = scale_cl;
    md.name = "scale_inline";
    REQUIRE_OK(dc_module_load(ctx, &md, &m));
    REQUIRE_OK(dc_kernel_get(ctx, m, "scale", &k));
    for (d = 0; d < dc_device_count(ctx); d++) {
        if (tk_backend(ctx, d) != DC_BACKEND_OPENCL) continue;
        check_scale(ctx, k, d, 1000, 64);     /* global not a multiple of block */
        check_scale(ctx, k, d, 1, 1);
        check_scale(ctx, k, d, 4096, 0);      /* 0 = 256 */
        native = NULL;
        CHECK_OK(dc_kernel_native(ctx, k, d, &native));
        CHECK(native != NULL);
        ran++;
    }
    CHECK(ran > 0);
    /* an explicit size and build options, each of which the build needs: the source stops
       building without the option's macro and past its size (the two were only loaded
       before, so a library that ignored either passed) */
    {
        static const char guarded[] = "#ifndef DC_TEST_OPTION\n#error build_options were not passed\n#endif\n",
                          tail[] = "#error read past opencl_source_size\n";
        char *src = (char *)malloc(sizeof guarded + sizeof scale_cl + sizeof tail);
        dc_kernel k2;
        REQUIRE(src);
        strcpy(src, guarded);
        strcat(src, scale_cl);
        md.opencl_source_size = strlen(src);
        strcat(src, tail);
        md.opencl_source = src;
        md.build_options = "-cl-fast-relaxed-math -DDC_TEST_OPTION";
        if (CHECK_OK(dc_module_load(ctx, &md, &m))) {
            if (CHECK_OK(dc_kernel_get(ctx, m, "scale", &k2)))
                for (d = 0; d < dc_device_count(ctx); d++)
                    if (tk_backend(ctx, d) == DC_BACKEND_OPENCL) check_scale(ctx, k2, d, 1000, 64);
            dc_module_destroy(ctx, m);
        }
        free(src);
    }
}

TEST(ptx_and_opencl_module_on_every_device)
{
    tk_fixture fx;
    dc_kernel k;
    int d;
    dc_context *ctx = tk_fixture_open(&fx, NULL, "scale", &k);
    REQUIRE(ctx);
    for (d = 0; d < fx.devices; d++) {
        check_scale(ctx, k, d, 100000 + 3, 128);
        check_scale(ctx, k, d, 257, 256);
    }
}

TEST(broken_opencl_source)
{
    static const char broken[] =
        "__kernel void broken(__global float *x)\n"
        "{\n"
        "    x[0] = undefined_symbol_xyz;\n"
        "}\n";
    dc_module_desc md;
    dc_module m;
    dc_context *ctx = th_ctx(NULL);
    REQUIRE(ctx);
    if (!th_has_backend(ctx, DC_BACKEND_OPENCL)) SKIP("no OpenCL device");
    memset(&md, 0, sizeof md);
    md.opencl_source = broken;
    md.name = "broken";
    if (CHECK_ERR(dc_module_load(ctx, &md, &m), DC_ERROR_KERNEL_BUILD)) {
        const char *e = dc_last_error();
        if (!th_stristr(e, "error")) FAIL("the build log (\"error\") is not in dc_last_error");
        if (!strstr(e, "undefined_symbol_xyz"))
            FAIL("the build log (naming undefined_symbol_xyz) is not in dc_last_error");
    }
}

TEST(broken_ptx)
{
    static const char broken[] =
        ".version 7.0\n"
        ".target sm_75\n"
        ".address_size 64\n"
        ".visible .entry broken(.param .u64 p)\n"
        "{\n"
        "    this_is_no_instruction %r1;\n"
        "    ret;\n"
        "}\n";
    dc_module_desc md;
    dc_module m;
    dc_context *ctx = th_ctx(NULL);
    REQUIRE(ctx);
    if (tk_no_cuda(ctx)) SKIP("no CUDA device");
    memset(&md, 0, sizeof md);
    md.ptx = broken;
    md.name = "broken_ptx";
    if (CHECK_ERR(dc_module_load(ctx, &md, &m), DC_ERROR_KERNEL_BUILD)) {
        const char *e = dc_last_error();
        if (!strstr(e, "CUDA_ERROR")) FAIL("the driver's error name is not in dc_last_error");
        if (!th_stristr(e, "this_is_no_instruction") && !th_stristr(e, "error"))
            FAIL("the JIT log is not in dc_last_error");
    }
}

/* dc_module_load_file with the paths this system writes: absolute (a drive letter and
   backslashes on Windows), relative with the native separator, and a folder with spaces
   in its name. */
static void load_vector_add_from(dc_context *ctx, const char *path)
{
    dc_module m;
    dc_kernel k;
    if (CHECK_OK(dc_module_load_file(ctx, path, &m))) {
        CHECK_OK(dc_kernel_get(ctx, m, "vector_add", &k));
        dc_module_destroy(ctx, m);
    } else {
        th_note("path: %s", path);
    }
}
/* kernels/vector_add.cl and .ptx copied to dir/<base>.cl and .ptx (both: a context of
   CUDA devices alone, as the GPU machines' cuda_only runs, has no use for the OpenCL C);
   returns which were copied (bit 0 the .cl, bit 1 the .ptx), for vector_add_copies_remove. */
static const char *const vector_add_ext[2] = { ".cl", ".ptx" };
static int vector_add_copy(const char *dir, const char *base)
{
    char from[64], to[1400];
    int e, copied = 0;
    for (e = 0; e < 2; e++) {
        snprintf(from, sizeof from, "kernels/vector_add%s", vector_add_ext[e]);
        snprintf(to, sizeof to, "%s" TH_SEP "%s%s", dir, base, vector_add_ext[e]);
        if (th_copy_file(from, to)) copied |= 1 << e;
    }
    if (!(copied & 1)) FAIL("cannot copy kernels/vector_add.cl into %s", dir);
    return copied;
}
static void vector_add_copies_remove(const char *dir, const char *base, int copied)
{
    char file[1400];
    int e;
    for (e = 0; e < 2; e++)
        if (copied & (1 << e)) {
            snprintf(file, sizeof file, "%s" TH_SEP "%s%s", dir, base, vector_add_ext[e]);
            th_remove(file);
        }
}
TEST(module_load_file_native_paths)
{
    char cwd[1024], path[1400], dir[1024];
    int copied;
    FILE *f = fopen("kernels/vector_add.cl", "r");
    dc_context *ctx;
    if (!f) SKIP("kernels/vector_add.cl not there (run from the repository root)");
    fclose(f);
    ctx = th_ctx(NULL);
    REQUIRE(ctx);
    REQUIRE(th_cwd(cwd, sizeof cwd));
    snprintf(path, sizeof path, "%s" TH_SEP "kernels" TH_SEP "vector_add", cwd);
    load_vector_add_from(ctx, path);
    load_vector_add_from(ctx, "kernels" TH_SEP "vector_add");
    /* spaces and letters past ASCII (UTF-8: on Windows the ANSI fopen read them in its
       code page and found no such folder) */
    REQUIRE(th_temp_dir(dir, sizeof dir, "dc kernels \xc3\xa9\xe6\x97\xa5 "));
    if ((copied = vector_add_copy(dir, "vector_add")) & 1) {
        snprintf(path, sizeof path, "%s" TH_SEP "vector_add", dir);
        load_vector_add_from(ctx, path);
    }
    vector_add_copies_remove(dir, "vector_add", copied);
    CHECK_EQ(th_remove_dir(dir), 0);
}

/* The module's name, in messages, is the path's last part: on Windows what follows the
   last '\\', '/' or a drive's ':' ("C:\\kernels\\a" and "C:a" were named whole, cut to 63
   bytes); on POSIX what follows the last '/', a backslash being part of a file's name
   there. */
static void expect_module_named(dc_context *ctx, const char *path, const char *name)
{
    char want[256];
    dc_module m;
    dc_kernel k;
    if (!CHECK_OK(dc_module_load_file(ctx, path, &m))) {
        th_note("path: %s", path);
        return;
    }
    snprintf(want, sizeof want, "module '%s' has", name);
    if (CHECK_ERR(dc_kernel_get(ctx, m, "no_such_kernel", &k), DC_ERROR_KERNEL_NOT_FOUND) && !strstr(dc_last_error(), want))
        FAIL("loaded as \"%s\", the module is not named '%s': %s", path, name, dc_last_error());
    dc_module_destroy(ctx, m);
}
TEST(module_name_is_the_file_name)
{
    char cwd[1024], path[1400];
    dc_context *ctx;
    FILE *f = fopen("kernels/vector_add.cl", "r");
    if (!f) SKIP("kernels/vector_add.cl not there (run from the repository root)");
    fclose(f);
    ctx = th_ctx(NULL);
    REQUIRE(ctx);
    REQUIRE(th_cwd(cwd, sizeof cwd));
    expect_module_named(ctx, "kernels/vector_add", "vector_add");
    snprintf(path, sizeof path, "%s" TH_SEP "kernels" TH_SEP "vector_add", cwd);
    expect_module_named(ctx, path, "vector_add");
#ifdef _WIN32
    expect_module_named(ctx, "kernels\\vector_add", "vector_add");
    /* relative to the drive's current folder: "Z:kernels\\vector_add" */
    REQUIRE(cwd[1] == ':');
    snprintf(path, sizeof path, "%.2skernels\\vector_add", cwd);
    expect_module_named(ctx, path, "vector_add");
#else
    {
        char dir[1024];
        int copied;
        REQUIRE(th_temp_dir(dir, sizeof dir, "dc_module_name_"));
        if ((copied = vector_add_copy(dir, "k\\vector_add")) & 1) {
            snprintf(path, sizeof path, "%s/k\\vector_add", dir);
            expect_module_named(ctx, path, "k\\vector_add");
        }
        vector_add_copies_remove(dir, "k\\vector_add", copied);
        CHECK_EQ(th_remove_dir(dir), 0);
    }
#endif
}

TEST(module_load_file_vector_add)
{
    dc_module m;
    dc_kernel k;
    int d;
    FILE *f;
    dc_context *ctx;
    f = fopen("kernels/vector_add.cl", "r");
    if (!f) f = fopen("kernels/vector_add.ptx", "r");
    if (!f) SKIP("kernels/vector_add.{cl,ptx} not there (run from the repository root)");
    fclose(f);
    ctx = th_ctx(NULL);
    REQUIRE(ctx);
    REQUIRE_OK(dc_module_load_file(ctx, "kernels/vector_add", &m));
    REQUIRE_OK(dc_kernel_get(ctx, m, "vector_add", &k));
    for (d = 0; d < dc_device_count(ctx); d++) {
        enum { N = 10007 };
        float *a = (float *)malloc(N * 4), *b = (float *)malloc(N * 4), *c = (float *)malloc(N * 4);
        dc_buffer ba, bb, bc;
        dc_arg args[4];
        dc_launch_desc l;
        int i;
        if (!a || !b || !c) {
            free(a); free(b); free(c);
            FAIL("out of host memory");
            return;
        }
        for (i = 0; i < N; i++) {
            a[i] = (float)i;
            b[i] = (float)(2 * i) + 0.25f;
            c[i] = -1.0f;
        }
        REQUIRE_OK(dc_buffer_create(ctx, d, N * 4, &ba));
        REQUIRE_OK(dc_buffer_create(ctx, d, N * 4, &bb));
        REQUIRE_OK(dc_buffer_create(ctx, d, N * 4, &bc));
        CHECK_OK(dc_buffer_write(ctx, ba, 0, a, N * 4));
        CHECK_OK(dc_buffer_write(ctx, bb, 0, b, N * 4));
        args[0] = DC_ARG_BUFFER(ba);
        args[1] = DC_ARG_BUFFER(bb);
        args[2] = DC_ARG_BUFFER(bc);
        args[3] = DC_ARG_U32(N);
        l = tk_desc_1d(k, d, N, 256, args, 4);
        CHECK_OK(dc_launch(ctx, &l));
        CHECK_OK(dc_buffer_read(ctx, bc, 0, c, N * 4));
        for (i = 0; i < N; i++)
            if (c[i] != a[i] + b[i]) {
                FAIL("device %d: vector_add c[%d] = %g, expected %g", d, i, c[i], a[i] + b[i]);
                break;
            }
        dc_buffer_destroy(ctx, ba);
        dc_buffer_destroy(ctx, bb);
        dc_buffer_destroy(ctx, bc);
        free(a); free(b); free(c);
    }
}

/* DC_ARG_LOCAL: __local memory on OpenCL, dynamic shared memory on CUDA. */
TEST(local_memory_argument)
{
    enum { BS = 64, N = BS * 37 };
    tk_fixture fx;
    dc_kernel k;
    int d;
    dc_context *ctx = tk_fixture_open(&fx, NULL, "reverse_block", &k);
    REQUIRE(ctx);
    for (d = 0; d < fx.devices; d++) {
        float in[N], out[N];
        dc_buffer bi, bo;
        dc_arg args[4];
        dc_launch_desc l;
        int i;
        for (i = 0; i < N; i++) in[i] = (float)i;
        REQUIRE_OK(dc_buffer_create(ctx, d, sizeof in, &bi));
        REQUIRE_OK(dc_buffer_create(ctx, d, sizeof out, &bo));
        CHECK_OK(dc_buffer_write(ctx, bi, 0, in, sizeof in));
        args[0] = DC_ARG_BUFFER(bi);
        args[1] = DC_ARG_BUFFER(bo);
        args[2] = DC_ARG_LOCAL(BS * sizeof(float));
        args[3] = DC_ARG_U32(N);
        l = tk_desc_1d(k, d, N, BS, args, 4);
        CHECK_OK(dc_launch(ctx, &l));
        memset(out, 0, sizeof out);
        CHECK_OK(dc_buffer_read(ctx, bo, 0, out, sizeof out));
        for (i = 0; i < N; i++) {
            int blk = i / BS, l2 = i % BS;
            float want = (float)(blk * BS + (BS - 1 - l2));
            if (out[i] != want) {
                FAIL("device %d: reverse_block out[%d] = %g, expected %g", d, i, out[i], want);
                break;
            }
        }
        /* more local memory than the device gives a block: INVALID_ARGUMENT before the
           driver sees it (PoCL aborts the process past its size), naming the limit */
        {
            dc_device_info info;
            char limit[32];
            REQUIRE_OK(dc_device_get_info(ctx, d, &info));
            CHECK(info.max_local_memory >= BS * sizeof(float));
            snprintf(limit, sizeof limit, "%llu", (unsigned long long)info.max_local_memory);
            args[2] = DC_ARG_LOCAL(info.max_local_memory + 1);
            if (CHECK_ERR(dc_launch(ctx, &l), DC_ERROR_INVALID_ARGUMENT) && !strstr(dc_last_error(), limit))
                FAIL("device %d: the message does not give the limit %s: %s", d, limit, dc_last_error());
        }
        dc_buffer_destroy(ctx, bi);
        dc_buffer_destroy(ctx, bo);
    }
}

TEST(launch_2d)
{
    enum { W = 67, H = 33 };
    tk_fixture fx;
    dc_kernel k;
    int d;
    dc_context *ctx = tk_fixture_open(&fx, NULL, "index2d", &k);
    REQUIRE(ctx);
    for (d = 0; d < fx.devices; d++) {
        static uint32_t out[W * H + 16];
        dc_buffer b;
        dc_arg args[3];
        dc_launch_desc l;
        int x, y, bad = 0;
        REQUIRE_OK(dc_buffer_create(ctx, d, sizeof out, &b));
        CHECK_OK(dc_buffer_fill(ctx, b, 0, sizeof out, "\xff\xff\xff\xff", 4));
        args[0] = DC_ARG_BUFFER(b);
        args[1] = DC_ARG_U32(W);
        args[2] = DC_ARG_U32(H);
        l = tk_desc_1d(k, d, W, 8, args, 3);
        l.global[1] = H;
        l.block[1] = 4;
        CHECK_OK(dc_launch(ctx, &l));
        CHECK_OK(dc_buffer_read(ctx, b, 0, out, sizeof out));
        for (y = 0; y < H && !bad; y++)
            for (x = 0; x < W; x++)
                if (out[y * W + x] != (uint32_t)(y * 65536 + x)) {
                    FAIL("device %d: index2d out[%d][%d] = 0x%x", d, y, x, out[y * W + x]);
                    bad = 1;
                    break;
                }
        for (x = W * H; x < W * H + 16; x++)
            if (out[x] != 0xffffffffu) {
                FAIL("device %d: index2d wrote past the end at %d", d, x);
                break;
            }
    }
}

TEST(argument_types)
{
    tk_fixture fx;
    dc_kernel k;
    int d;
    dc_context *ctx = tk_fixture_open(&fx, NULL, "arg_types", &k);
    REQUIRE(ctx);
    for (d = 0; d < fx.devices; d++) {
        int64_t out[5];
        dc_buffer b;
        dc_arg args[6];
        dc_launch_desc l;
        REQUIRE_OK(dc_buffer_create(ctx, d, sizeof out, &b));
        args[0] = DC_ARG_BUFFER(b);
        args[1] = DC_ARG_I32(-123456);
        args[2] = DC_ARG_U32(4000000000u);
        args[3] = DC_ARG_I64(-5000000000000ll);
        args[4] = DC_ARG_U64(0x7123456789abcdefull);
        args[5] = DC_ARG_F32(2.5f);
        l = tk_desc_1d(k, d, 1, 0, args, 6);
        CHECK_OK(dc_launch(ctx, &l));
        memset(out, 0, sizeof out);
        CHECK_OK(dc_buffer_read(ctx, b, 0, out, sizeof out));
        CHECK_EQ(out[0], -123456);
        CHECK_EQ(out[1], 4000000000ll);
        CHECK_EQ(out[2], -5000000000000ll);
        CHECK_EQ(out[3], 0x7123456789abcdefll);
        CHECK_EQ(out[4], 2560);
    }
}

TEST(argument_f64)
{
    dc_module_desc md;
    dc_module m;
    dc_kernel k;
    int d, n;
    char *ptx;
    dc_context *ctx = th_ctx(NULL);
    REQUIRE(ctx);
    n = dc_device_count(ctx);
    for (d = 0; d < n; d++) {
        dc_device_info info;
        REQUIRE_OK(dc_device_get_info(ctx, d, &info));
        if (!(info.caps & DC_CAP_FP64)) SKIP("device %d (%s) has no FP64", d, info.name);
    }
    ptx = tk_ptx_text();
    REQUIRE(ptx);
    memset(&md, 0, sizeof md);
    md.ptx = ptx;
    md.opencl_source = test_kernel_f64_cl;
    CHECK_OK(dc_module_load(ctx, &md, &m));
    free(ptx);
    REQUIRE_OK(dc_kernel_get(ctx, m, "arg_f64", &k));
    for (d = 0; d < n; d++) {
        double out = 0;
        dc_buffer b;
        dc_arg args[2];
        dc_launch_desc l;
        REQUIRE_OK(dc_buffer_create(ctx, d, sizeof out, &b));
        args[0] = DC_ARG_BUFFER(b);
        args[1] = DC_ARG_F64(1.0000000001);
        l = tk_desc_1d(k, d, 1, 0, args, 2);
        CHECK_OK(dc_launch(ctx, &l));
        CHECK_OK(dc_buffer_read(ctx, b, 0, &out, sizeof out));
        CHECK(out == 2.0000000002);
    }
}

/* Launches on created streams, ordered against transfers by stream order and events. */
TEST(launch_on_streams)
{
    enum { N = 300000 };
    tk_fixture fx;
    dc_kernel k;
    int d;
    dc_context *ctx = tk_fixture_open(&fx, NULL, "scale", &k);
    REQUIRE(ctx);
    for (d = 0; d < fx.devices; d++) {
        float *x = (float *)dc_host_alloc(ctx, N * sizeof(float));
        dc_buffer b;
        dc_stream s, t;
        dc_event e;
        int i, bad = -1;
        if (!x) {
            FAIL("dc_host_alloc");
            return;
        }
        for (i = 0; i < N; i++) x[i] = (float)(i & 1023);
        REQUIRE_OK(dc_buffer_create(ctx, d, N * sizeof(float), &b));
        REQUIRE_OK(dc_stream_create(ctx, d, &s));
        REQUIRE_OK(dc_stream_create(ctx, d, &t));
        CHECK_OK(dc_buffer_write_async(ctx, s, b, 0, x, N * sizeof(float)));
        CHECK_OK(tk_scale(ctx, k, d, s, b, 2.0f, N));
        CHECK_OK(tk_scale(ctx, k, d, s, b, 0.5f, N));
        CHECK_OK(tk_scale(ctx, k, d, s, b, 4.0f, N));
        CHECK_OK(dc_event_record(ctx, s, &e));
        CHECK_OK(dc_stream_wait_event(ctx, t, e));
        CHECK_OK(tk_scale(ctx, k, d, t, b, 0.25f, N));     /* back to x */
        CHECK_OK(tk_scale(ctx, k, d, t, b, 3.0f, N));
        CHECK_OK(dc_buffer_read_async(ctx, t, b, 0, x, N * sizeof(float)));
        CHECK_OK(dc_stream_synchronize(ctx, t));
        for (i = 0; i < N; i++)
            if (x[i] != 3.0f * (float)(i & 1023)) {
                bad = i;
                break;
            }
        if (bad >= 0) FAIL("device %d: x[%d] = %g, expected %g", d, bad, x[bad],
                           3.0f * (float)(bad & 1023));
        dc_host_free(ctx, x);
    }
}

TEST(shared_bytes_on_cuda)
{
    tk_fixture fx;
    dc_kernel k;
    int d, ran = 0;
    dc_context *ctx = tk_fixture_open(&fx, NULL, "reverse_block", &k);
    REQUIRE(ctx);
    if (tk_no_cuda(ctx)) SKIP("no CUDA device");
    for (d = 0; d < fx.devices; d++) {
        float in[128], out[128];
        dc_buffer bi, bo;
        dc_arg args[3];
        dc_launch_desc l;
        int i;
        if (tk_backend(ctx, d) != DC_BACKEND_CUDA) continue;
        for (i = 0; i < 128; i++) in[i] = (float)i;
        REQUIRE_OK(dc_buffer_create(ctx, d, sizeof in, &bi));
        REQUIRE_OK(dc_buffer_create(ctx, d, sizeof out, &bo));
        CHECK_OK(dc_buffer_write(ctx, bi, 0, in, sizeof in));
        /* no DC_ARG_LOCAL: the dynamic shared memory comes from shared_bytes alone */
        args[0] = DC_ARG_BUFFER(bi);
        args[1] = DC_ARG_BUFFER(bo);
        args[2] = DC_ARG_U32(128);
        l = tk_desc_1d(k, d, 128, 64, args, 3);
        l.shared_bytes = 64 * sizeof(float);
        CHECK_OK(dc_launch(ctx, &l));
        CHECK_OK(dc_buffer_read(ctx, bo, 0, out, sizeof out));
        CHECK(out[0] == 63.0f && out[63] == 0.0f && out[64] == 127.0f && out[127] == 64.0f);
        ran++;
    }
    CHECK(ran > 0);
}

/* Where the driver cannot count a kernel's parameters (cuFuncGetParamInfo came with CUDA
   12.4), the library counts the PTX declaration's, so that a launch with too few
   arguments is refused instead of the driver reading past them. The .param types give
   each scalar's class: .u and .s integers, .f floating point; an untyped .b or a byte
   array none. No device needed. */
TEST(ptx_parameter_count)
{
    static const char ptx[] =
        ".version 7.0\n.target sm_70\n.address_size 64\n"
        ".visible .entry scale_more(\n\t.param .u64 scale_more_param_0\n)\n{ ret; }\n"
        ".visible .entry scale(\n\t.param .u64 .ptr .global .align 4 scale_param_0,\n"
        "\t.param .f32 scale_param_1,\n\t.param .u32 scale_param_2,\n\t.param .align 8 .b8 scale_param_3[16]\n)\n{ ret; }\n"
        ".visible .entry none(\n)\n{ ret; }\n"
        ".visible .entry bare()\n{ ret; }\n"
        ".visible .entry typed(.param .b32 t0, .param .s64 t1,\n\t.param\t.f64\tt2, .param .u8 t3, .param .f16 t4, .param .b64 t5,\n"
        "\t.param .s16 t6, .param .f64x t7)\n{ ret; }\n";
    static const unsigned char typed[] = { 0, 1, 2, 1, 2, 0, 1, 0 };
    unsigned char kinds[8], classes[8];
    int i;
    memset(kinds, 0xEE, sizeof kinds);
    memset(classes, 0xEE, sizeof classes);
    CHECK_EQ(tk_ptx_param_count(ptx, "scale", kinds, classes, 8), 4);   /* not scale_more's one */
    CHECK_EQ(kinds[0], 1);   /* .ptr: a pointer */
    CHECK_EQ(kinds[1], 2);
    CHECK_EQ(kinds[2], 2);
    CHECK_EQ(kinds[3], 2);   /* a byte array: a scalar */
    CHECK_EQ(kinds[4], 0xEE);
    CHECK_EQ(classes[1], 2);   /* .f32 */
    CHECK_EQ(classes[2], 1);   /* .u32 */
    CHECK_EQ(classes[3], 0);   /* a byte array: __half, a vector, a struct */
    CHECK_EQ(classes[4], 0xEE);
    CHECK_EQ(tk_ptx_param_count(ptx, "scale_more", kinds, classes, 8), 1);
    CHECK_EQ(kinds[0], 0);     /* a plain .u64: pointer or integer */
    CHECK_EQ(classes[0], 1);   /* an integer's class either way (a buffer has none) */
    CHECK_EQ(tk_ptx_param_count(ptx, "typed", kinds, classes, 8), 8);
    for (i = 0; i < 8; i++)
        if (classes[i] != typed[i]) FAIL("typed: parameter %d's class is %d, expected %d", i, classes[i], typed[i]);
    CHECK_EQ(tk_ptx_param_count(ptx, "none", kinds, classes, 8), 0);
    CHECK_EQ(tk_ptx_param_count(ptx, "bare", kinds, classes, 8), 0);
    CHECK_EQ(tk_ptx_param_count(ptx, "missing", kinds, classes, 8), -1);
    CHECK_EQ(tk_ptx_param_count(ptx, "scal", kinds, classes, 8), -1);   /* a prefix of an entry's name */
    memset(kinds, 0xEE, sizeof kinds);
    CHECK_EQ(tk_ptx_param_count(ptx, "scale", kinds, classes, 2), 4);   /* all counted, two kinds written */
    CHECK_EQ(kinds[2], 0xEE);
    CHECK_EQ(tk_ptx_param_count(NULL, "scale", kinds, classes, 8), -1);
}

/* OpenCL C type names, as the driver's argument info or a declaration's first word gives
   them: built-in scalars and vectors have a size and a class (signedness aside: uint
   and int are both integers), other names neither. No device needed. */
TEST(opencl_type_classes)
{
    static const struct { const char *name; int cls; uint32_t bytes; } types[] = {
        { "char", 1, 1 }, { "uchar", 1, 1 }, { "short", 1, 2 }, { "ushort16", 1, 32 }, { "int", 1, 4 }, { "uint", 1, 4 },
        { "long", 1, 8 }, { "ulong", 1, 8 }, { "int2", 1, 8 }, { "uint3", 1, 16 }, { "long8", 1, 64 },
        { "unsigned", 1, 0 }, { "signed", 1, 0 }, { "half", 2, 2 }, { "float", 2, 4 }, { "float3", 2, 16 },
        { "double", 2, 8 }, { "double16", 2, 128 }, { "bool", 0, 0 }, { "size_t", 0, 0 }, { "real", 0, 0 },
        { "float5", 0, 0 }, { "unsigned4", 0, 0 }, { "integer", 0, 0 }, { "floaty", 0, 0 }, { "in", 0, 0 } };
    unsigned i;
    for (i = 0; i < sizeof types / sizeof types[0]; i++) {
        uint32_t bytes = 0xEE;
        int cls = tk_cl_type_class(types[i].name, &bytes);
        if (cls != types[i].cls || bytes != types[i].bytes)
            FAIL("%s: class %d, %u bytes; expected class %d, %u bytes", types[i].name, cls, bytes, types[i].cls, types[i].bytes);
    }
}

/* The PTX and OpenCL C of kernel `name`, taking `n` uint parameters and doing nothing. */
static void wide_kernel(char *ptx, char *cl, size_t size, const char *name, int n)
{
    size_t p = 0, q = 0;
    int i;
    p += (size_t)snprintf(ptx + p, size - p, ".visible .entry %s(", name);
    q += (size_t)snprintf(cl + q, size - q, "__kernel void %s(", name);
    for (i = 0; i < n; i++) {
        p += (size_t)snprintf(ptx + p, size - p, "%s\n\t.param .u32 %s_p%d", i ? "," : "", name, i);
        q += (size_t)snprintf(cl + q, size - q, "%suint p%d", i ? ", " : "", i);
    }
    snprintf(ptx + p, size - p, "\n)\n{\n\tret;\n}\n");
    snprintf(cl + q, size - q, ")\n{\n}\n");
}

/* A launch passes at most 64 arguments, so a kernel of 65 parameters is refused when it is
   got, on every backend: on CUDA it was accepted with an unknown parameter count (the
   driver's count stopped at 64, the PTX's 65 was dropped), and a launch of it would have
   had the driver read 65 parameter pointers from an array of 64, partly unset. 64
   parameters still work, and their count is checked. */
TEST(kernel_of_more_parameters_than_a_launch_passes)
{
    static char ptx[16384], cl[8192], ptx64[6144], cl64[2048];
    static const unsigned backends[2] = { DC_BACKEND_CUDA, DC_BACKEND_OPENCL };
    dc_module_desc md;
    dc_module m;
    dc_kernel k;
    dc_arg args[64];
    dc_launch_desc l;
    int d, i, b, ran = 0;
    strcpy(ptx, ".version 7.0\n.target sm_70\n.address_size 64\n");
    wide_kernel(ptx + strlen(ptx), cl, sizeof cl, "wide65", 65);
    wide_kernel(ptx64, cl64, sizeof cl64, "wide64", 64);
    strcat(ptx, ptx64);
    strcat(cl, cl64);
    memset(&md, 0, sizeof md);
    md.ptx = ptx;
    md.opencl_source = cl;
    md.name = "wide";
    /* a context of one backend at a time: in one of both, one backend's refusal would
       hide the other's acceptance */
    for (b = 0; b < 2 && !th_failed(); b++) {
        dc_context_desc cd;
        dc_context *ctx = NULL;
        memset(&cd, 0, sizeof cd);
        cd.backends = backends[b];
        if (th_ctx_try(&cd, &ctx) != DC_SUCCESS) {
            th_note("no %s device", b ? "OpenCL" : "CUDA");
            continue;
        }
        ran++;
        REQUIRE_OK(dc_module_load(ctx, &md, &m));
        k.id = 7;
        if (CHECK_ERR(dc_kernel_get(ctx, m, "wide65", &k), DC_ERROR_UNSUPPORTED) && !strstr(dc_last_error(), "wide65"))
            FAIL("the message does not name the kernel: %s", dc_last_error());
        CHECK_EQ(k.id, 0);
        REQUIRE_OK(dc_kernel_get(ctx, m, "wide64", &k));
        for (i = 0; i < 64; i++) args[i] = DC_ARG_U32((uint32_t)i);
        for (d = 0; d < dc_device_count(ctx); d++) {
            l = tk_desc_1d(k, d, 1, 1, args, 64);
            CHECK_OK(dc_launch(ctx, &l));
            l.arg_count = 63;
            CHECK_ERR(dc_launch(ctx, &l), DC_ERROR_LAUNCH);
            CHECK_OK(dc_device_synchronize(ctx, d));
        }
        dc_module_destroy(ctx, m);
    }
    CHECK(ran > 0);
}

/* dc_kernel_get of a name got before gives that kernel's handle again and allocates
   nothing: a program that looks its kernel up before every launch (as cuModuleGetFunction
   allows) made a new kernel object, driver kernel and handle each time, all kept until the
   module went (5000 gets held some 10000 more allocations). Names are compared whole: two
   kernels whose names differ only past the 127 characters kept for messages stay two. */
TEST(kernel_get_again_allocates_nothing)
{
    enum { GETS = 5000 };
    static char ptx[8192], cl[4096], name1[160], name2[160];
    static tk_alloc_count count;
    dc_context_desc desc;
    dc_context *ctx;
    dc_module m, wide;
    dc_module_desc md;
    dc_kernel k0, k, r0, k1, k2, again;
    dc_arg args[2];
    dc_launch_desc l;
    long live;
    long long bytes;
    int i, d, other;
    memset(&desc, 0, sizeof desc);
    tk_counting_desc(&desc, &count);
    REQUIRE(ctx = th_ctx(&desc));
    REQUIRE_OK(tk_load(ctx, &m));
    REQUIRE_OK(dc_kernel_get(ctx, m, "scale", &k0));
    REQUIRE_OK(dc_kernel_get(ctx, m, "reverse_block", &r0));
    CHECK(r0.id != k0.id);
    live = __atomic_load_n(&count.live, __ATOMIC_RELAXED);
    bytes = __atomic_load_n(&count.live_bytes, __ATOMIC_RELAXED);
    for (i = 0, other = 0; i < GETS; i++) {
        if (!CHECK_OK(dc_kernel_get(ctx, m, i % 2 ? "scale" : "reverse_block", &k))) break;
        other += k.id != (i % 2 ? k0.id : r0.id);
    }
    if (other) FAIL("%d of %d gets gave a handle other than the name's first", other, i);
    if (__atomic_load_n(&count.live, __ATOMIC_RELAXED) != live || __atomic_load_n(&count.live_bytes, __ATOMIC_RELAXED) != bytes)
        FAIL("after %d more gets of two kernels the library holds %ld allocations (%lld bytes), %ld (%lld bytes) before", i,
             __atomic_load_n(&count.live, __ATOMIC_RELAXED), __atomic_load_n(&count.live_bytes, __ATOMIC_RELAXED), live, bytes);
    REQUIRE_OK(dc_kernel_get(ctx, m, "scale", &k));
    for (d = 0; d < dc_device_count(ctx); d++) check_scale(ctx, k, d, 1000, 64);   /* the handle got again launches */

    /* names of 150 characters, the same for the first 140: one parameter, and two */
    memset(name1, 'k', 140);
    memcpy(name1 + 140, "_one_param", 11);
    memcpy(name2, name1, 140);
    memcpy(name2 + 140, "_two_param", 11);
    strcpy(ptx, ".version 7.0\n.target sm_70\n.address_size 64\n");
    wide_kernel(ptx + strlen(ptx), cl, sizeof cl / 2, name1, 1);
    wide_kernel(ptx + strlen(ptx), cl + strlen(cl), sizeof cl / 2, name2, 2);
    memset(&md, 0, sizeof md);
    md.ptx = ptx;
    md.opencl_source = cl;
    md.name = "long_names";
    REQUIRE_OK(dc_module_load(ctx, &md, &wide));
    REQUIRE_OK(dc_kernel_get(ctx, wide, name1, &k1));
    REQUIRE_OK(dc_kernel_get(ctx, wide, name2, &k2));
    CHECK(k1.id != k2.id);
    CHECK_OK(dc_kernel_get(ctx, wide, name1, &again));
    CHECK_EQ(again.id, k1.id);
    CHECK_OK(dc_kernel_get(ctx, wide, name2, &again));
    CHECK_EQ(again.id, k2.id);
    args[0] = DC_ARG_U32(1);
    args[1] = DC_ARG_U32(2);
    for (d = 0; d < dc_device_count(ctx); d++) {
        l = tk_desc_1d(k1, d, 1, 1, args, 1);
        CHECK_OK(dc_launch(ctx, &l));
        l = tk_desc_1d(k2, d, 1, 1, args, 2);
        CHECK_OK(dc_launch(ctx, &l));
        l.arg_count = 1;   /* the two-parameter kernel, not the other */
        CHECK_ERR(dc_launch(ctx, &l), DC_ERROR_LAUNCH);
        CHECK_OK(dc_device_synchronize(ctx, d));
    }
    dc_module_destroy(ctx, wide);

    /* the handle goes with its module; the module loaded again gives a new one */
    dc_module_destroy(ctx, m);
    l = tk_desc_1d(k0, 0, 1, 1, args, 0);
    CHECK_ERR(dc_launch(ctx, &l), DC_ERROR_INVALID_HANDLE);
    REQUIRE_OK(tk_load(ctx, &m));
    REQUIRE_OK(dc_kernel_get(ctx, m, "scale", &k));
    CHECK(k.id != k0.id);
    check_scale(ctx, k, 0, 100, 32);
}

/* Kernel names at their limits, OpenCL C: names that differ only in case are two kernels
   (and a third spelling is none), a name of 252 bytes runs everywhere, and one of 4 KiB
   runs where the driver can launch it. PoCL names a file of its kernel cache after the
   kernel and aborted the whole process at the first launch of a kernel named longer than
   252 bytes (PoCL 3: an assertion; PoCL 5: the kernel's symbol not found): dc_kernel_get
   refuses such a name there, as UNSUPPORTED naming the limit, and the process goes on. */
TEST(kernel_names_at_their_limits)
{
    enum { LONG = 4096, LIMIT = 252 };
    static char source[2 * LONG], longest[LONG + 1], at_limit[LIMIT + 1];
    static const struct { const char *name; uint32_t value; } names[] = { { "kk", 1 }, { "KK", 2 }, { at_limit, 3 }, { longest, 4 } };
    dc_module_desc md;
    dc_module m;
    dc_kernel k[4], none;
    size_t used = 0;
    int d, i, refused = 0, pocl = 0;
    dc_context *ctx = th_ctx(NULL);
    REQUIRE(ctx);
    if (!th_has_backend(ctx, DC_BACKEND_OPENCL)) SKIP("no OpenCL device");
    memset(longest, 'q', LONG);
    memset(at_limit, 'q', LIMIT);
    for (i = 0; i < 4; i++)
        used += (size_t)snprintf(source + used, sizeof source - used, "__kernel void %s(__global uint *o) { o[0] = %uu; }\n",
                                 names[i].name, names[i].value);
    REQUIRE(used < sizeof source);
    memset(&md, 0, sizeof md);
    md.opencl_source = source;
    md.name = "names";
    REQUIRE_OK(dc_module_load(ctx, &md, &m));
    for (d = 0; d < dc_device_count(ctx); d++) pocl += tk_pocl_major(ctx, d) > 0;
    for (i = 0; i < 4; i++) {
        dc_result r = dc_kernel_get(ctx, m, names[i].name, &k[i]);
        if (i == 3 && pocl) {
            if (CHECK_ERR(r, DC_ERROR_UNSUPPORTED) && (!strstr(dc_last_error(), "252 bytes") || !strstr(dc_last_error(), "PoCL")))
                FAIL("the message does not name PoCL's limit: %s", dc_last_error());
            CHECK_EQ(k[i].id, 0);
            refused = 1;
        } else {
            CHECK_OK(r);
        }
    }
    CHECK(k[0].id != k[1].id);
    CHECK_ERR(dc_kernel_get(ctx, m, "Kk", &none), DC_ERROR_KERNEL_NOT_FOUND);
    for (d = 0; d < dc_device_count(ctx); d++) {
        dc_buffer b;
        if (tk_backend(ctx, d) != DC_BACKEND_OPENCL) continue;
        REQUIRE_OK(dc_buffer_create(ctx, d, 4, &b));
        for (i = 0; i < 4 - refused; i++) {
            dc_arg a = DC_ARG_BUFFER(b);
            dc_launch_desc l = tk_desc_1d(k[i], d, 1, 1, &a, 1);
            uint32_t got = 0;
            CHECK_OK(dc_launch(ctx, &l));
            CHECK_OK(dc_buffer_read(ctx, b, 0, &got, 4));
            if (got != names[i].value)
                FAIL("device %d: kernel %d (a name of %u bytes) wrote %u, expected %u", d, i, (unsigned)strlen(names[i].name), got,
                     names[i].value);
        }
        dc_buffer_destroy(ctx, b);
    }
    dc_module_destroy(ctx, m);
}

/* A kernel of no parameters (kernels/empty: empty(void), PTX and OpenCL C) launches with
   args NULL and arg_count 0, over a grid of three dimensions whose zero sizes mean 1 and
   whose block does not divide it, on a stream of its own; an argument given to it is
   DC_ERROR_LAUNCH saying that it takes none. */
TEST(kernel_of_no_parameters)
{
    tk_fixture fx;
    dc_kernel k;
    int d;
    dc_context *ctx = tk_fixture_open_file(&fx, NULL, "kernels/empty", "empty", &k, TK_END);
    REQUIRE(ctx);
    for (d = 0; d < fx.devices; d++) {
        dc_arg extra = DC_ARG_U32(1);
        dc_launch_desc l = tk_desc_1d(k, d, 1000, 64, NULL, 0);
        dc_stream s;
        dc_event e;
        REQUIRE_OK(dc_stream_create(ctx, d, &s));
        l.stream = s;
        CHECK_OK(dc_launch(ctx, &l));
        l.global[1] = 0;
        l.global[2] = 3;
        CHECK_OK(dc_launch(ctx, &l));
        CHECK_OK(dc_event_record(ctx, s, &e));
        CHECK_OK(dc_event_synchronize(ctx, e));
        l.args = &extra;
        l.arg_count = 1;
        if (CHECK_ERR(dc_launch(ctx, &l), DC_ERROR_LAUNCH) && !strstr(dc_last_error(), "takes 0 parameters"))
            FAIL("device %d: the message does not say that the kernel takes none: %s", d, dc_last_error());
        CHECK_OK(dc_stream_destroy(ctx, s));
    }
}

/* A module of many kernels in a megabyte of source (OpenCL C: 64 kernels, then 1 MiB of
   comment lines): every kernel is found, each a handle of its own, and the first and last
   run with their own values. */
TEST(module_of_many_kernels_in_a_megabyte)
{
    enum { KERNELS = 64, PAD = 1024 * 1024 };
    static char source[PAD + KERNELS * 80];
    static dc_kernel k[KERNELS];
    dc_module_desc md;
    dc_module m;
    size_t used = 0;
    int i, d, distinct = 1;
    dc_context *ctx = th_ctx(NULL);
    REQUIRE(ctx);
    if (!th_has_backend(ctx, DC_BACKEND_OPENCL)) SKIP("no OpenCL device");
    for (i = 0; i < KERNELS; i++)
        used += (size_t)snprintf(source + used, sizeof source - used, "__kernel void k%d(__global uint *o) { o[0] = %du; }\n", i, i + 1);
    while (used + 64 < sizeof source) used += (size_t)snprintf(source + used, sizeof source - used, "// %058u\n", (unsigned)used);
    memset(&md, 0, sizeof md);
    md.opencl_source = source;
    md.name = "many";
    REQUIRE_OK(dc_module_load(ctx, &md, &m));
    for (i = 0; i < KERNELS; i++) {
        char name[16];
        snprintf(name, sizeof name, "k%d", i);
        if (!CHECK_OK(dc_kernel_get(ctx, m, name, &k[i]))) return;
        if (i > 0 && k[i].id == k[i - 1].id) distinct = 0;
    }
    CHECK(distinct);
    for (d = 0; d < dc_device_count(ctx); d++) {
        dc_buffer b;
        if (tk_backend(ctx, d) != DC_BACKEND_OPENCL) continue;
        REQUIRE_OK(dc_buffer_create(ctx, d, 4, &b));
        for (i = 0; i < KERNELS; i += KERNELS - 1) {
            dc_arg a = DC_ARG_BUFFER(b);
            dc_launch_desc l = tk_desc_1d(k[i], d, 1, 1, &a, 1);
            uint32_t got = 0;
            CHECK_OK(dc_launch(ctx, &l));
            CHECK_OK(dc_buffer_read(ctx, b, 0, &got, 4));
            if (got != (uint32_t)i + 1) FAIL("device %d: kernel k%d wrote %u", d, i, got);
        }
    }
    dc_module_destroy(ctx, m);
}
