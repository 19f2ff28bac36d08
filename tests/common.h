/* common.h - kernels and helpers shared by the test files. */
#ifndef DC_TEST_COMMON_H
#define DC_TEST_COMMON_H

#include "harness.h"

extern const char *const test_kernels_cl[];
extern const char test_kernel_f64_cl[];   /* only for devices with DC_CAP_FP64 */

/* The library's dc__pipe_wave_chunk (tests/dc_impl.c passes it on): the default pipeline
   chunk moved to whole waves; waves[i] = 0 is unknown. */
uint64_t tk_pipe_wave_chunk(uint64_t chunk, uint64_t most, const uint64_t *waves, int count);
/* dc_buffer_write's steps on the default stream with a dc_device_synchronize between its
   checks and its queueing (tests/dc_impl.c): 1 if the library then takes the stream for
   idle, 0 if not, -1 on a failure. */
int tk_default_idle_after_overtaking_sync(dc_context *ctx, dc_buffer buf);
/* The parameter count of PTX entry `name` as the library reads it where the driver cannot
   tell (before CUDA 12.4), -1 for no such entry; kinds[0, max): 1 pointer, 2 scalar, 0
   unknown; classes[0, max): 1 integer, 2 floating point, 0 unknown (tests/dc_impl.c). */
int tk_ptx_param_count(const char *ptx, const char *name, unsigned char *kinds, unsigned char *classes, int max);
/* The class of an OpenCL C type name as the library reads it (1 integer, 2 floating point,
   0 unknown) and its bytes into *bytes (0: unknown) (tests/dc_impl.c). */
int tk_cl_type_class(const char *name, uint32_t *bytes);
/* Clears `caps` bits of context device `device`'s capabilities, as if the driver had not
   reported them (tests/dc_impl.c). */
void tk_device_caps_clear(dc_context *ctx, int device, unsigned caps);
/* Sets the total memory context device `device` reports (on OpenCL its free memory is
   that less the context's allocations there): a device with less memory. Returns the old
   value; set it back before the context goes (tests/dc_impl.c). */
uint64_t tk_device_total_memory(dc_context *ctx, int device, uint64_t bytes);
/* Sets the largest allocation device `device` reports (dc_device_info.max_allocation,
   which dc_buffer_create enforces); returns the old value, to set back (tests/dc_impl.c). */
uint64_t tk_device_max_allocation(dc_context *ctx, int device, uint64_t bytes);
/* dc_module_load_file's read of one source file, without a context (the default
   allocator), so that a build without a driver runs it too: 1 read, 0 cannot be opened,
   -1 cannot be read, -2 not a kernel source (a folder, or over 1 GiB) (tests/dc_impl.c). */
int tk_read_source_file(const char *path);
/* Makes communicator c's chunks smaller: `host` bytes a rank per chunk of the host path,
   `push` bytes per chunk of PEER_COPY's pushes (0 keeps one; at most the library's, which
   the slots and scratch hold: INVALID_ARGUMENT past it), so that small calls take many
   chunks (tests/dc_impl.c). */
dc_result tk_comm_chunks(dc_comm *c, uint64_t host, uint64_t push);
/* Makes rank `rank`'s second stream of communicator c (the host path's writes of a call of
   several chunks) wait for the work queued so far on stream s of that rank's device, so
   that a test can hold those writes back behind slow work of its own (tests/dc_impl.c). */
dc_result tk_comm_writes_after(dc_comm *c, int rank, dc_stream s);
/* The host path's read and write events that communicator c still holds: 0 between calls,
   when every chunk's copies were waited for (tests/dc_impl.c). */
int tk_comm_events_held(const dc_comm *c);
/* Sets the model AUTO keeps for kernel k on `device` (fixed cost a_ms, items per ms, as if
   learned from `runs` dispatches): 1, or 0 out of host memory (tests/dc_impl.c). */
int tk_model_set(dc_context *ctx, dc_kernel k, int device, double a_ms, double items_per_ms, int runs);
/* The model AUTO keeps for kernel k on `device` (the fixed cost and rate it predicts
   with): 1, or 0 where there is none (tests/dc_impl.c). */
int tk_model_get(dc_context *ctx, dc_kernel k, int device, double *a_ms, double *items_per_ms);
/* Rates that context devices devices[0, n) measured in one dispatch, as dc_dispatch scales
   them before its models learn them: CPU devices that shared the host's cores each get
   their rate x (their summed rate / the fastest's) (tests/dc_impl.c). */
void tk_shared_cores_rates(dc_context *ctx, const int *devices, int n, double *rate);
/* How many dispatches AUTO's model for kernel k on `device` counts as learned from (as
   tk_model_set set it, plus one a dispatch it ran in); -1 without a model (tests/dc_impl.c). */
int tk_model_runs(dc_context *ctx, dc_kernel k, int device);
/* Context ctx's tag (the part of its handles that names it), and the tag counter set so
   that the next context created is offered `tag` first (0 never goes to a context)
   (tests/dc_impl.c). */
int tk_context_tag(const dc_context *ctx);
void tk_context_tag_next_is(int tag);
#ifdef _WIN32
/* Windows: the language (a LANGID) the loader's error text is asked in first, English
   unless set; returns the one before (tests/dc_impl.c). */
unsigned tk_win_message_language(unsigned langid);
#endif
/* A chunk span on `device`'s default stream begun before dc_profile_reset and ended after
   it (timed or not); returns the reset's result (tests/dc_impl.c). */
dc_result tk_profile_span_across_reset(dc_context *ctx, int device, int timed);
/* An operation on `device`'s default stream (on_device: a write timed by a mark taken
   after the reset, else a host synchronize) begun before dc_profile_reset and recorded
   after it; returns the reset's result (tests/dc_impl.c). */
dc_result tk_profile_op_across_reset(dc_context *ctx, int device, int on_device);
/* Host records until the profile holds all but `room` of DC_PROFILE_MAX_OPS; returns how
   many it holds (tests/dc_impl.c). */
uint32_t tk_profile_fill(dc_context *ctx, uint32_t room);
/* The timing anchors (each holding a driver event) the profile keeps for `device`; -1
   without a profile (tests/dc_impl.c). */
int tk_profile_anchors(dc_context *ctx, int device);
/* The tracks (one per stream, per host thread) the profile holds; -1 without a profile
   (tests/dc_impl.c). */
int tk_profile_tracks(dc_context *ctx);
/* DC_PROFILE_LIGHT: launches on `device`'s default stream waiting for the next mark there
   (tests/dc_impl.c). */
int tk_profile_open_launches(dc_context *ctx, int device);
/* The same on stream s, which must be alive (tests/dc_impl.c). */
int tk_profile_open_launches_on(dc_context *ctx, dc_stream s);
/* DC_PROFILE_LIGHT, a group of launches open on stream s: another thread's switch-off
   (dc_profile_enable(OFF) after its close of groups) lands, s is destroyed, profiling goes
   on again; returns the launches of the destroyed stream still waiting for a mark there,
   -1 on a failed step or no open group (tests/dc_impl.c). */
int tk_profile_destroy_stream_switched_off(dc_context *ctx, dc_stream s);
/* Device `device`'s per-dimension block limits: old[] gets them, dims[] replaces them (0:
   no limit known, as where the driver tells none) (tests/dc_impl.c). */
void tk_device_block_dims(dc_context *ctx, int device, const uint32_t dims[3], uint32_t old[3]);
/* Device `device`'s limit of blocks in x a launch may have becomes `blocks` (0: none of its
   own); returns the old one, to put back (tests/dc_impl.c). */
uint32_t tk_device_grid_x(dc_context *ctx, int device, uint32_t blocks);
/* Kernel k's thread limit per block on `device` (a driver's answer for that kernel, below
   the device's on GPUs): set to `most`, the old one returned (tests/dc_impl.c). */
uint32_t tk_kernel_max_block(dc_context *ctx, dc_kernel k, int device, uint32_t most);
/* Kernel k's native handle on `device` becomes `native` (NULL: as if its module had no
   build there, so that a machine with one backend tests that path); returns the one it
   had, to put back before the module goes (tests/dc_impl.c). */
void *tk_kernel_swap_native(dc_context *ctx, dc_kernel k, int device, void *native);
/* Buffers, streams and events alive in ctx (its handle pools): an operation that fails
   must leave the count as it found it (tests/dc_impl.c). */
int tk_live_objects(dc_context *ctx);
/* Communicator c's LL epoch and call count moved on by `calls`, as if that many LL calls had
   written no packet (tests/dc_impl.c). */
dc_result tk_comm_ll_age(dc_comm *c, uint64_t calls);
#ifdef DC_FAULT_INJECTION
/* fn(c, rank, user) is called where a communicator has looked up rank's tail stream (the
   caller's stream of its last _async call) and has yet to wait for its work: in a call
   that orders itself after it, and in dc_comm_destroy. NULL turns it off (tests/dc_impl.c). */
void tk_on_comm_tail(void (*fn)(dc_comm *c, int rank, void *user), void *user);
/* fn(ctx, stream, user) is called where DC_PROFILE_LIGHT closes the open group of launches
   of native stream `stream` (another thread's may be closing it: dc_device_synchronize,
   dc_event_synchronize, dc_profile_get), its mark yet to be queued. NULL turns it off
   (tests/dc_impl.c). */
void tk_on_profile_close(void (*fn)(dc_context *ctx, void *stream, void *user), void *user);
#endif
/* Device `device`'s default-stream counts set just below 2^31, then `writes` blocking
   writes of buf: whether the stream is then known idle, -1 on a failed write
   (tests/dc_impl.c). */
int tk_default_idle_past_2_31(dc_context *ctx, dc_buffer buf, int device, int writes);

/* A context allocator that counts what the library holds: allocations and bytes alive
   now, and in all (thread-safe; read them with __atomic_load_n while the context lives).
   tk_counting_desc zeroes *c and points d's allocator at it (the rest of d as it was);
   *c must outlive the context. A free of a block this allocator did not make (or freed
   twice) is counted in bad_frees and left alone. The bound of a long-running loop: what
   is alive after many calls against what was after a few.
   Failure injection: every call of alloc is numbered in `calls` (the failed ones too);
   while fail_call is above 0, the call numbered fail_call returns NULL (counted in
   `failed`), as if host memory had run out there. */
typedef struct tk_alloc_count {
    long live, allocs, frees, bad_frees;
    long long live_bytes, bytes;
    long calls, fail_call, failed;
} tk_alloc_count;
void tk_counting_desc(dc_context_desc *d, tk_alloc_count *c);
/* th_ctx (the harness destroys it) of the default desc with that allocator counting into *c. */
dc_context *tk_counting_ctx(tk_alloc_count *c);

/* A log catcher: tk_said_desc points d's log at *said (the rest of d as it was) with
   log_level `level` and unsets DC_LOG (which would override it); the catcher counts the
   messages at exactly `level` that contain `text` and keeps the last (thread-safe: the
   library logs from its own threads too). *said must outlive the context. */
typedef struct tk_said {
    dc_log_level level;
    const char *text;
    int count;
    char last[512];
} tk_said;
void tk_said_desc(dc_context_desc *d, tk_said *said, dc_log_level level, const char *text);

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

   The context comes from th_ctx_try(desc), so the harness destroys it after the test. With
   a kernel name the test kernels are loaded (tk_load) into fx.mod and the kernel is
   looked up into *k; with NULL nothing is loaded (fx.mod and *k stay zero). Returns the
   context, or NULL once the failure is recorded (which call, which result, at the file
   and line of the test's call), so that the test's REQUIRE ends it exactly where th_ctx's
   idiom would. The tk_fixture_* and tk_kernel helpers are macros around *_at functions
   that take the caller's file and line; a helper of a test file that wraps them can pass
   its own caller's on. */
typedef struct tk_fixture {
    dc_context *ctx;
    dc_module mod;          /* the module loaded by the fixture; zero when none was */
    int devices;            /* dc_device_count(ctx) */
} tk_fixture;
dc_context *tk_fixture_open_at(const char *file, int line, tk_fixture *f, const dc_context_desc *desc,
                               const char *kernel, dc_kernel *k);
#define tk_fixture_open(f, desc, kernel, k) tk_fixture_open_at(__FILE__, __LINE__, f, desc, kernel, k)

/* The module kernels/dispatch (dc_module_load_file; the tests run from the repository root). */
#define TK_DISPATCH_KERNELS "kernels/dispatch"
/* Every device, with DC_CONTEXT_CPUS_OWN_CORES: CI's devices are CPU devices sharing 2
   cores, where AUTO would keep only the fastest of them (dispatch_auto_keeps_one_cpu_on_
   shared_cores tests that); the dispatch tests say the cores are apart so that AUTO's
   learned split still spreads over every device. */
extern const dc_context_desc tk_cpus_own_cores;

/* Element i of an array of dtype t: the small non-negative integer v (exact in every
   dtype, f16 and bf16 included, up to 2048). */
void tk_store_small(dc_dtype t, unsigned char *p, uint64_t i, unsigned v);
/* The inverse: element i as an integer (a negative or fractional float comes back as
   UINT64_MAX, so that it compares unequal to any small value; integers as stored, unsigned). */
uint64_t tk_load_small(dc_dtype t, const unsigned char *p, uint64_t i);
/* A float element (f32, f64, f16, bf16) at p, as a double (f16 subnormals, infinities and
   NaNs included). */
double tk_load_f(dc_dtype t, const unsigned char *p);

/* The end of a list of kernels to look up (a null pointer of the type the list reads). */
#define TK_END ((const char *)NULL)

/* The fixture with the module from a file (dc_module_load_file) in f->mod, and any number of
   its kernels: pairs of a name and a dc_kernel * to look it up into, ended by TK_END.

       tk_fixture_open_file(&fx, NULL, TK_DISPATCH_KERNELS, "stage_add", &add, TK_END)

   Returns the context, or NULL once the failure is recorded. */
dc_context *tk_fixture_open_file_at(const char *file, int line, tk_fixture *f, const dc_context_desc *desc,
                                    const char *path, ...);
#define tk_fixture_open_file(...) tk_fixture_open_file_at(__FILE__, __LINE__, __VA_ARGS__)
/* Only the context, for a test that skips when there is none: th_ctx_try(desc) into f (the
   harness destroys it), f->devices set. Records nothing; returns dc_context_create's result. */
dc_result tk_fixture_try(tk_fixture *f, const dc_context_desc *desc);
/* Loads a module into the fixture's context: from the file `path` or, with path NULL, from
   *md; into *m (f->mod for the fixture's own), then the kernels named as for
   tk_fixture_open_file. Returns 1, or 0 once the failure is recorded. */
int tk_fixture_load_at(const char *file, int line, tk_fixture *f, const char *path, const dc_module_desc *md,
                       dc_module *m, ...);
#define tk_fixture_load(...) tk_fixture_load_at(__FILE__, __LINE__, __VA_ARGS__)
/* One kernel of f->mod into *k. Returns 1, or 0 once the failure is recorded. */
int tk_kernel_at(const char *file, int line, const tk_fixture *f, const char *name, dc_kernel *k);
#define tk_kernel(f, name, k) tk_kernel_at(__FILE__, __LINE__, f, name, k)

/* Ends the test unless `expr` (a setup that returns 1 ready, 0 cannot run here, -1 after
   recording a failure) is 1: skipped with the reason (printf arguments) on 0, failed on -1. */
#define TK_REQUIRE_OR_SKIP(expr, ...)                                                      \
    do {                                                                                   \
        int tk_ready_ = (expr);                                                            \
        if (tk_ready_ == 0) SKIP(__VA_ARGS__);                                             \
        if (tk_ready_ < 0) return;                                                         \
    } while (0)

/* For the tests of a kernel that has no build for a chosen device: the fixture (th_ctx(NULL))
   with the OpenCL C `source` as an OpenCL-only module, its kernel `name` in *k and the
   index of a CUDA device in *cuda. Returns 1; 0 when the context lacks a CUDA or an
   OpenCL device (skip with TK_SKIP_CUDA_AND_OPENCL; tk_no_cuda decides, and records a
   failure first where DC_TEST_REQUIRE_CUDA is set); -1 once a failure is recorded. */
int tk_open_cl_only_kernel_at(const char *file, int line, tk_fixture *f, const char *source, const char *name,
                              dc_kernel *k, int *cuda);
#define tk_open_cl_only_kernel(f, source, name, k, cuda)                                   \
    tk_open_cl_only_kernel_at(__FILE__, __LINE__, f, source, name, k, cuda)
#define TK_SKIP_CUDA_AND_OPENCL                                                            \
    "needs a CUDA and an OpenCL device in one context (an OpenCL-only module has no kernel on CUDA)"
/* A kernel handle whose module is already destroyed: `name` of a second load of the file
   `path`. Returns 1, or 0 once the failure is recorded. */
int tk_destroyed_kernel_at(const char *file, int line, dc_context *ctx, const char *path, const char *name,
                           dc_kernel *k);
#define tk_destroyed_kernel(ctx, path, name, k) tk_destroyed_kernel_at(__FILE__, __LINE__, ctx, path, name, k)

/* Runs fn on n host threads at once, thread i with (char *)args + i * size as its argument,
   and waits for them. fn returns NULL when all went well, anything else when it failed
   (after recording why, where it could). A thread that cannot start (no more are started)
   and one that failed are recorded failures; returns 1 when every thread ran and did well. */
int tk_run_threads_at(const char *file, int line, int n, void *(*fn)(void *), void *args, size_t size);
#define tk_run_threads(n, fn, args, size) tk_run_threads_at(__FILE__, __LINE__, n, fn, args, size)

/* dc_balance in words ("AUTO", "STATIC" ...; "?" outside the enum). */
const char *tk_balance_name(dc_balance s);
/* A dispatch of `items` of kernel k with strategy s and chunk (0: chosen) over the arguments
   a[0..count), on every device; the other fields zero. */
dc_dispatch_desc tk_dispatch_desc(dc_kernel k, uint64_t items, dc_balance s, uint64_t chunk, const dc_dispatch_arg *a,
                                  int count);
/* A pipeline stage: kernel k with the scalar arguments a[0..count) on devices[0..device_count)
   (NULL, 0: the default device); the other fields zero. */
dc_pipeline_stage tk_stage(dc_kernel k, const dc_arg *a, int count, const int *devices, int device_count);
/* A pipeline of stages st[0..count) over `items` 4-byte items from `in` into `out`; chunk
   and depth chosen. */
dc_pipeline_desc tk_pipeline_desc(const dc_pipeline_stage *st, int count, const void *in, uint64_t items, void *out);

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
/* Ends the test as skipped where tk_pocl_threads_trouble(ctx) names a reason. */
#define TK_SKIP_IF_THREADS_TROUBLE(ctx)                                                    \
    do {                                                                                   \
        const char *tk_trouble_ = tk_pocl_threads_trouble(ctx);                            \
        if (tk_trouble_)                                                                   \
            SKIP("PoCL (%s) deadlocks or asserts under several host threads (tests/threads.c)", tk_trouble_); \
    } while (0)
/* 1 when any device of the context is a PoCL device. */
int tk_has_pocl(dc_context *ctx);
/* PoCL's major version (3 for 3.1) of context device `device`; 0 when it is not PoCL's. */
int tk_pocl_major(dc_context *ctx, int device);
/* 1 when two CUDA devices of the context are shares of one GPU (DC_DEBUG_CUDA_SPLIT). */
int tk_shares_one_gpu(dc_context *ctx);

/* The drivers' file names, as dc_context_create's NO_DRIVER message gives them. */
#ifdef _WIN32
#  define TK_CUDA_LIBRARY "nvcuda.dll"
#  define TK_OPENCL_LIBRARY "OpenCL.dll"
#else
#  define TK_CUDA_LIBRARY "libcuda.so"
#  define TK_OPENCL_LIBRARY "libOpenCL.so"
#endif

/* The calls of one copy of the library. tk_copy_extern fills it with the test binary's
   shared copy (tests/dc_impl.c); tests/test_backends.c, which holds a private copy
   (DC_STATIC), fills another with its own: two copies in one process, as two plug-ins
   that each embed the header are. */
typedef struct tk_copy {
    dc_result (*context_create)(const dc_context_desc *desc, dc_context **out);
    void (*context_destroy)(dc_context *ctx);
    int (*device_count)(const dc_context *ctx);
    dc_result (*buffer_create)(dc_context *ctx, int device, uint64_t bytes, dc_buffer *out);
    void (*buffer_destroy)(dc_context *ctx, dc_buffer buf);
    dc_result (*buffer_write)(dc_context *ctx, dc_buffer dst, uint64_t offset, const void *src, uint64_t bytes);
    dc_result (*buffer_read)(dc_context *ctx, dc_buffer src, uint64_t offset, void *dst, uint64_t bytes);
    dc_result (*copy)(dc_context *ctx, dc_buffer dst, uint64_t dst_offset, dc_buffer src, uint64_t src_offset, uint64_t bytes);
    const char *(*last_error)(void);
} tk_copy;
void tk_copy_extern(tk_copy *out);
/* Fills *out with the copy of the library that the file using it sees. */
#define TK_COPY_OF_THIS_FILE(out)                                                         \
    do {                                                                                  \
        (out)->context_create = dc_context_create;                                        \
        (out)->context_destroy = dc_context_destroy;                                      \
        (out)->device_count = dc_device_count;                                            \
        (out)->buffer_create = dc_buffer_create;                                          \
        (out)->buffer_destroy = dc_buffer_destroy;                                        \
        (out)->buffer_write = dc_buffer_write;                                            \
        (out)->buffer_read = dc_buffer_read;                                              \
        (out)->copy = dc_copy;                                                            \
        (out)->last_error = dc_last_error;                                                \
    } while (0)

#define TK_KIB 1024u
#define TK_MIB (1024u * 1024u)

#endif /* DC_TEST_COMMON_H */
