/* common.h - kernels and helpers shared by the test files. */
#ifndef DC_TEST_COMMON_H
#define DC_TEST_COMMON_H

#include "harness.h"

extern const char *const test_kernels_cl[];
extern const char test_kernel_f64_cl[];   /* only for devices with DC_CAP_FP64 */

/* Joins a NULL-terminated list of strings into one malloc'ed string. */
char *tk_join(const char *const *parts);
/* The test kernels' PTX and OpenCL C as malloc'ed strings. */
char *tk_ptx_text(void);
char *tk_cl_text(void);
/* Loads the test kernels (PTX and OpenCL C) into a module. */
dc_result tk_load(dc_context *ctx, dc_module *out);
/* The backend of a device (0 if the index is bad). */
unsigned tk_backend(dc_context *ctx, int device);
/* A one-dimensional launch: n threads in blocks of `block`, default stream. */
dc_launch_desc tk_desc_1d(dc_kernel k, int device, uint64_t n, uint32_t block, const dc_arg *args,
                          int count);
/* The setup most tests share: a context and, usually, one kernel of the test kernels.

       tk_fixture fx;
       dc_kernel k;
       dc_context *ctx = tk_fixture_open(&fx, NULL, "scale", &k);
       REQUIRE(ctx);
       for (d = 0; d < fx.devices; d++) ...

   The context comes from th_ctx(desc), so the harness destroys it after the test. With
   a kernel name the test kernels are loaded (tk_load) into fx.mod and the kernel is
   looked up into *k; with NULL nothing is loaded (fx.mod and *k stay zero). Returns the
   context, or NULL once the failure is recorded (which call, which result), so that the
   test's REQUIRE ends it exactly where th_ctx's idiom would. */
typedef struct tk_fixture {
    dc_context *ctx;
    dc_module mod;          /* the test kernels; zero when no kernel was asked for */
    int devices;            /* dc_device_count(ctx) */
} tk_fixture;
dc_context *tk_fixture_open(tk_fixture *f, const dc_context_desc *desc, const char *kernel,
                            dc_kernel *k);
/* 1 when the context has no CUDA device, so that a CUDA-only test skips:
   `if (tk_no_cuda(ctx)) SKIP("no CUDA device");`. Where DC_TEST_REQUIRE_CUDA is set (GPU
   machines) it also records a failure first, and the skip then stays a failure. */
int tk_no_cuda(dc_context *ctx);
/* x[i] *= factor for i < n on `device`, on stream s (zero = default). */
dc_result tk_scale(dc_context *ctx, dc_kernel k, int device, dc_stream s, dc_buffer x,
                   float factor, uint32_t n);

/* A reason to skip a test that drives one context from several host threads on PoCL:
   the name of a PoCL minimal device ("basic", "cpu-minimal") or "two PoCL 5 devices",
   which deadlock or assert inside PoCL under several host threads (see tests/threads.c);
   NULL when the context has none. */
const char *tk_pocl_threads_trouble(dc_context *ctx);
/* 1 when any device of the context is a PoCL device. */
int tk_has_pocl(dc_context *ctx);

#define TK_KIB 1024u
#define TK_MIB (1024u * 1024u)

#endif /* DC_TEST_COMMON_H */
