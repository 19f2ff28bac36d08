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
/* x[i] *= factor for i < n on `device`, on stream s (zero = default). */
dc_result tk_scale(dc_context *ctx, dc_kernel k, int device, dc_stream s, dc_buffer x,
                   float factor, uint32_t n);

#define TK_KIB 1024u
#define TK_MIB (1024u * 1024u)

#endif /* DC_TEST_COMMON_H */
