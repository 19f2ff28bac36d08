/* dotcompute.h - v0.1.0 - multi-GPU compute in one C header - MIT or public domain (see end)

   Every CUDA and OpenCL device on the machine behind one small C API: buffers, copies,
   streams, events, run-time loaded kernels (PTX and OpenCL C) and launches. The CUDA
   Driver API and OpenCL are loaded at run time: no toolkit, SDK or import library is
   needed to compile, and a machine with neither still runs (it gets DC_ERROR_NO_DRIVER).

   ==========================================================================================
   1. USAGE
   ==========================================================================================
   In exactly ONE C or C++ file:

       #define DC_IMPLEMENTATION
       #include "dotcompute.h"

   Everywhere else include it as a normal header. Build with a plain compiler:

       cc -std=c99 -O2 -I. app.c -o app -ldl -lpthread        (Linux; nothing else to link)
       x86_64-w64-mingw32-gcc -std=c99 -O2 -I. app.c -o app.exe       (Windows)

   ==========================================================================================
   2. OPTIONS (define before the #include that has DC_IMPLEMENTATION)
   ==========================================================================================
       DC_IMPLEMENTATION       compile the implementation into this translation unit
       DC_STATIC               make every function static (private copy per translation unit)
       DC_NO_RUNTIME_LINKING   bind the driver tables to the real symbols of <cuda.h> and
                               <CL/cl.h> (link -lcuda -lOpenCL); the compiler then checks
                               every driver declaration of this file against the official ones
       DC_NO_CUDA              leave the CUDA backend out
       DC_NO_OPENCL            leave the OpenCL backend out
       DC_FAULT_INJECTION      add dc_debug_fail_call(), which makes the N-th driver call
                               fail (for tests of error paths; adds one global counter)
       DC_ASSERT(x)            your assert (default: <assert.h>), used for internal invariants

   Environment: DC_LOG=error|warn|info|debug overrides the context's log level.

   ==========================================================================================
   3. FIRST PROGRAM
   ==========================================================================================
       dc_context *ctx;
       if (dc_context_create(NULL, &ctx) != DC_SUCCESS) { puts(dc_last_error()); return 1; }
       dc_module mod; dc_kernel k; dc_buffer a, b, c;
       dc_module_load_file(ctx, "kernels/vector_add", &mod);   // .ptx and/or .cl
       dc_kernel_get(ctx, mod, "vector_add", &k);
       for (int d = 0; d < dc_device_count(ctx); d++) {
           dc_buffer_create(ctx, d, n * 4, &a); ... write a and b ...
           dc_arg args[] = { DC_ARG_BUFFER(a), DC_ARG_BUFFER(b), DC_ARG_BUFFER(c), DC_ARG_U32(n) };
           dc_launch_desc l = { 0 };
           l.kernel = k; l.device = d; l.global[0] = n; l.block[0] = 256;
           l.args = args; l.arg_count = 4;
           dc_launch(ctx, &l);
           dc_buffer_read(ctx, c, 0, host_c, n * 4);                // waits for the kernel
       }
       dc_context_destroy(ctx);                                      // frees what is left

   Every function that can fail returns dc_result; dc_last_error() then says, in words,
   what was called with which values and what the driver answered (its error name, the
   PTX JIT log or the OpenCL build log).

   ==========================================================================================
   4. CONCEPTS
   ==========================================================================================
   Context   owns everything; several may coexist (two plug-ins in one engine). Devices of
             all backends share one index space 0..dc_device_count()-1. An NVIDIA GPU seen
             both through CUDA and NVIDIA's OpenCL is listed once, through CUDA (matched by
             PCI bus id), unless DC_CONTEXT_KEEP_DUPLICATES is set.
   Handles   dc_buffer, dc_stream, dc_event, dc_module, dc_kernel are small values holding a
             slot, a generation and the context's tag: a zero handle, a destroyed handle or
             one of another context gives DC_ERROR_INVALID_HANDLE, never a crash.
   Streams   every device has a default stream (dc_default_stream). Work on one stream runs
             in order; dc_stream_wait_event orders streams, also across devices. In the
             _async functions a zero stream handle means the default stream of the device
             the buffer lives on.
   Launch    global[] is the number of threads in total, block[] the threads of a block
             (CUDA) or work-group (OpenCL). The grid is ceil(global / block) blocks on both
             backends, so a kernel sees the same indices everywhere and checks its bounds.
             OpenCL C kernels get local memory through DC_ARG_LOCAL arguments; on CUDA a
             DC_ARG_LOCAL argument is not passed but adds its bytes to the dynamic shared
             memory (extern __shared__), together with shared_bytes.
   Threads   one context may be used by many host threads at once; different threads may
             drive different devices concurrently. Destroying an object that another thread
             is using is the caller's race, as with free().

   ==========================================================================================
   5. ERRORS
   ==========================================================================================
   NULL pointer, enum out of range, inconsistent descriptor, 0-byte buffer ... INVALID_ARGUMENT
   zero, destroyed or foreign handle ............................................ INVALID_HANDLE
   device index out of range, offset + bytes past the end (or overflowing) ......... OUT_OF_RANGE
   transfer or fill of 0 bytes ............................... DC_SUCCESS, nothing happens

   ==========================================================================================
   6. CHANGES
   ==========================================================================================
   0.1.0  devices, buffers, streams, events, modules and launches on CUDA and OpenCL
*/
/* ============================== version and docs ============================== */
#ifndef DOTCOMPUTE_H
#define DOTCOMPUTE_H

#define DC_VERSION_MAJOR 0
#define DC_VERSION_MINOR 1
#define DC_VERSION_PATCH 0

#include <stddef.h>
#include <stdint.h>
#include <stdio.h>

#ifndef DC_API
#  ifdef DC_STATIC
#    define DC_API static
#  else
#    define DC_API extern
#  endif
#endif

#ifdef __cplusplus
extern "C" {
#endif

/* ============================== public types ============================== */

typedef enum dc_result {
    DC_SUCCESS = 0,
    DC_ERROR_INVALID_ARGUMENT,
    DC_ERROR_INVALID_HANDLE,
    DC_ERROR_OUT_OF_RANGE,
    DC_ERROR_NO_DRIVER,
    DC_ERROR_NO_DEVICE,
    DC_ERROR_OUT_OF_DEVICE_MEMORY,
    DC_ERROR_OUT_OF_HOST_MEMORY,
    DC_ERROR_KERNEL_BUILD,
    DC_ERROR_KERNEL_NOT_FOUND,
    DC_ERROR_LAUNCH,
    DC_ERROR_PEER_UNSUPPORTED,
    DC_ERROR_UNSUPPORTED,
    DC_ERROR_TIMEOUT,
    DC_ERROR_DEVICE_LOST,
    DC_ERROR_BACKEND
} dc_result;

/* Backends, as bits for dc_context_desc.backends and as the value of dc_device_info.backend. */
#define DC_BACKEND_CUDA   0x1u
#define DC_BACKEND_OPENCL 0x2u

/* Device capability bits (dc_device_info.caps, dc_context_desc.required_caps). */
#define DC_CAP_PEER           0x01u  /* can reach another device of this context directly */
#define DC_CAP_UNIFIED_MEMORY 0x02u  /* managed / shared virtual memory */
#define DC_CAP_HOST_MEMORY    0x04u  /* device shares memory with the host (integrated, CPU) */
#define DC_CAP_FP64           0x08u
#define DC_CAP_FP16           0x10u
#define DC_CAP_CPU            0x20u  /* the device is a CPU (PoCL, Intel CPU runtime ...) */

/* dc_context_desc.flags */
#define DC_CONTEXT_KEEP_DUPLICATES 0x1u  /* list an NVIDIA GPU through CUDA and OpenCL both */
#define DC_CONTEXT_NO_PEER         0x2u  /* never enable peer access; copies go through the host */
#define DC_CONTEXT_PROFILE         0x4u  /* collect timings (reserved for the profiling issue) */

/* Log levels: dc_context_desc.log_level, DC_LOG environment variable. */
typedef enum dc_log_level {
    DC_LOG_DEFAULT = 0,  /* warnings, or what DC_LOG says */
    DC_LOG_ERROR, DC_LOG_WARN, DC_LOG_INFO, DC_LOG_DEBUG,
    DC_LOG_NONE          /* nothing at all */
} dc_log_level;

typedef void (*dc_log_fn)(void *user, dc_log_level level, const char *message);

/* Host allocations of the library (never device or pinned memory). All zero = malloc/free. */
typedef struct dc_allocator {
    void *(*alloc)(size_t bytes, void *user);
    void  (*free)(void *ptr, void *user);
    void  *user;
} dc_allocator;

typedef struct dc_context dc_context;

typedef struct dc_context_desc {
    unsigned backends;            /* DC_BACKEND_* bits; 0 = every backend found */
    unsigned required_caps;       /* leave out devices lacking any of these DC_CAP_* bits */
    int min_compute_units;        /* leave out smaller devices; 0 = any */
    const int *device_ids;        /* keep only these indices of the full device list, in */
    int device_id_count;          /*   this order (the list you get with no filter); 0 = all */
    dc_allocator allocator;
    dc_log_fn log;                /* NULL = write to stderr */
    void *log_user;
    dc_log_level log_level;       /* DC_LOG_DEFAULT = warnings (DC_LOG env var overrides) */
    unsigned flags;               /* DC_CONTEXT_* */
    const char *const *library_paths;  /* extra folders searched first for the driver */
    int library_path_count;            /*   libraries (libcuda, libOpenCL) */
} dc_context_desc;

typedef struct dc_device_info {
    char name[256];
    char vendor[128];
    char platform[128];           /* OpenCL platform name, "CUDA" for CUDA devices */
    unsigned backend;             /* DC_BACKEND_CUDA or DC_BACKEND_OPENCL */
    int backend_ordinal;          /* CUdevice ordinal, or index within its OpenCL platform */
    char driver_version[64];      /* "13.0" (CUDA driver API) or CL_DRIVER_VERSION */
    uint64_t total_memory;        /* bytes */
    int compute_units;            /* SMs or OpenCL compute units */
    int clock_mhz;
    int version_major;            /* CUDA compute capability, or OpenCL version of the device */
    int version_minor;
    unsigned caps;                /* DC_CAP_* */
    char pci_bus_id[32];          /* "0000:1b:00.0", "" where unknown */
    int max_block_size;           /* threads per block / work-items per work-group */
    uint64_t max_allocation;      /* largest single buffer, bytes */
} dc_device_info;

/* How two devices reach each other. */
typedef enum dc_link {
    DC_LINK_UNKNOWN = 0,
    DC_LINK_SELF,                 /* the same device */
    DC_LINK_NVLINK,
    DC_LINK_PCIE,                 /* direct peer access over PCIe */
    DC_LINK_SAME_CONTEXT,         /* two devices of one OpenCL context (the runtime copies) */
    DC_LINK_HOST                  /* no direct path: copies are staged through host memory */
} dc_link;

typedef struct dc_peer_info {
    int access_possible;          /* the driver can map a's memory into b and back */
    int access_enabled;           /* peer access is on (it is turned on at first use) */
    dc_link link;
    int performance_rank;         /* driver's relative rank (CUDA), 0 = unknown */
    int native_atomics;           /* atomics over the link */
} dc_peer_info;

/* Handles: one-field structs, so a buffer cannot be passed where a stream is wanted. */
typedef struct dc_buffer { uint64_t id; } dc_buffer;
typedef struct dc_stream { uint64_t id; } dc_stream;
typedef struct dc_event  { uint64_t id; } dc_event;
typedef struct dc_module { uint64_t id; } dc_module;
typedef struct dc_kernel { uint64_t id; } dc_kernel;

typedef struct dc_module_desc {
    const char *ptx;              /* PTX text for CUDA devices, or NULL */
    size_t ptx_size;              /* 0 = strlen(ptx) */
    const char *opencl_source;    /* OpenCL C source for OpenCL devices, or NULL */
    size_t opencl_source_size;    /* 0 = strlen(opencl_source) */
    const char *build_options;    /* clBuildProgram options, e.g. "-cl-fast-relaxed-math" */
    const char *name;             /* for messages; "" if NULL */
} dc_module_desc;

typedef enum dc_arg_type {
    DC_ARG_TYPE_INVALID = 0,
    DC_ARG_TYPE_BUFFER, DC_ARG_TYPE_I32, DC_ARG_TYPE_U32, DC_ARG_TYPE_I64, DC_ARG_TYPE_U64,
    DC_ARG_TYPE_F32, DC_ARG_TYPE_F64, DC_ARG_TYPE_LOCAL
} dc_arg_type;

typedef struct dc_arg {
    dc_arg_type type;
    union { dc_buffer buffer; int32_t i32; uint32_t u32; int64_t i64; uint64_t u64;
            float f32; double f64; uint64_t local_bytes; } value;
} dc_arg;

static inline dc_arg dc_arg_buffer(dc_buffer b) { dc_arg a; a.type = DC_ARG_TYPE_BUFFER; a.value.u64 = 0; a.value.buffer = b; return a; }
static inline dc_arg dc_arg_i32(int32_t v)  { dc_arg a; a.type = DC_ARG_TYPE_I32; a.value.u64 = 0; a.value.i32 = v; return a; }
static inline dc_arg dc_arg_u32(uint32_t v) { dc_arg a; a.type = DC_ARG_TYPE_U32; a.value.u64 = 0; a.value.u32 = v; return a; }
static inline dc_arg dc_arg_i64(int64_t v)  { dc_arg a; a.type = DC_ARG_TYPE_I64; a.value.i64 = v; return a; }
static inline dc_arg dc_arg_u64(uint64_t v) { dc_arg a; a.type = DC_ARG_TYPE_U64; a.value.u64 = v; return a; }
static inline dc_arg dc_arg_f32(float v)    { dc_arg a; a.type = DC_ARG_TYPE_F32; a.value.u64 = 0; a.value.f32 = v; return a; }
static inline dc_arg dc_arg_f64(double v)   { dc_arg a; a.type = DC_ARG_TYPE_F64; a.value.f64 = v; return a; }
static inline dc_arg dc_arg_local(uint64_t bytes) { dc_arg a; a.type = DC_ARG_TYPE_LOCAL; a.value.local_bytes = bytes; return a; }
#define DC_ARG_BUFFER(b) dc_arg_buffer(b)
#define DC_ARG_I32(x)    dc_arg_i32(x)
#define DC_ARG_U32(x)    dc_arg_u32(x)
#define DC_ARG_I64(x)    dc_arg_i64(x)
#define DC_ARG_U64(x)    dc_arg_u64(x)
#define DC_ARG_F32(x)    dc_arg_f32(x)
#define DC_ARG_F64(x)    dc_arg_f64(x)
#define DC_ARG_LOCAL(n)  dc_arg_local(n)

typedef struct dc_launch_desc {
    dc_kernel kernel;
    int device;                   /* where to run; must be the stream's device if one is given */
    dc_stream stream;             /* zero = the device's default stream */
    uint64_t global[3];           /* threads in total per dimension; [1], [2]: 0 means 1 */
    uint32_t block[3];            /* threads per block; 0 means 256 in [0] and 1 in [1], [2] */
    uint32_t shared_bytes;        /* dynamic shared memory (CUDA); must be 0 on OpenCL */
    const dc_arg *args;
    int arg_count;
} dc_launch_desc;

/* ============================== public functions ============================== */

/* --- results and diagnostics ------------------------------------------------------
   Thread-safe; never block. */

/* "DC_ERROR_OUT_OF_RANGE" for DC_ERROR_OUT_OF_RANGE; "DC_UNKNOWN_RESULT" outside the enum. */
DC_API const char *dc_result_name(dc_result r);
/* The calling thread's last failure in words: the function, the offending values, the
   driver's error name and any build or JIT log. "" when nothing failed on this thread yet.
   Valid until this thread's next failing call. */
DC_API const char *dc_last_error(void);

#ifdef DC_FAULT_INJECTION
/* Test hook: the n-th driver call from now (1 = the next one) fails as if the driver had
   returned an error; 0 turns injection off. Process-wide, counts every thread.
   dc_debug_driver_calls() returns the number of injectable driver calls made so far. */
DC_API void dc_debug_fail_call(long n);
DC_API long dc_debug_driver_calls(void);
#endif

/* --- context -------------------------------------------------------------------------
   dc_context_create: loads the drivers, lists the devices the desc admits (NULL or a
   zeroed desc = every device of every backend), sets up a default stream per device.
   Blocking. Thread-safe (contexts are independent).
   Errors: NO_DRIVER (neither libcuda nor an OpenCL ICD loader found: dc_last_error lists
   what was looked for where), NO_DEVICE (drivers found but no device passed the filters),
   INVALID_ARGUMENT (out == NULL, unknown backend or flag bits, bad device_ids),
   OUT_OF_RANGE (a device id past the full list), OUT_OF_HOST_MEMORY, BACKEND.
   dc_context_destroy: waits for all work, frees every object still alive. NULL is ignored.
   Not to be called while other threads use the context. */
DC_API dc_result dc_context_create(const dc_context_desc *desc, dc_context **out);
DC_API void      dc_context_destroy(dc_context *ctx);

/* --- devices ---------------------------------------------------------------------------
   Thread-safe. dc_device_count returns 0 for NULL. dc_device_get_info does not block.
   dc_device_memory asks the driver (CUDA) or counts this context's allocations (OpenCL,
   which has no portable free-memory query). */
DC_API int       dc_device_count(const dc_context *ctx);
DC_API dc_result dc_device_get_info(const dc_context *ctx, int device, dc_device_info *out);
DC_API dc_result dc_device_memory(dc_context *ctx, int device, uint64_t *free_bytes, uint64_t *total_bytes);
/* Whether and how device a reaches device b (a == b: DC_LINK_SELF). Does not block. */
DC_API dc_result dc_peer_get_info(dc_context *ctx, int a, int b, dc_peer_info *out);
/* Turns peer access on in both directions. PEER_UNSUPPORTED where the pair cannot do it
   (different backends, OpenCL, no driver support, DC_CONTEXT_NO_PEER). Idempotent. */
DC_API dc_result dc_peer_enable(dc_context *ctx, int a, int b);
/* Block until all work queued on every stream of the device (of every device) is done. */
DC_API dc_result dc_device_synchronize(dc_context *ctx, int device);
DC_API dc_result dc_synchronize(dc_context *ctx);

/* --- buffers ---------------------------------------------------------------------------
   dc_buffer_create: device memory of `bytes` (> 0, at most max_allocation) on `device`.
   Contents are undefined. Thread-safe.
   dc_buffer_write/read/fill/dc_copy: blocking; when they return, the data is in place.
   They run on the device's default stream, after the work already queued there.
   Offsets and sizes are checked: offset + bytes past the end (or overflowing) is
   OUT_OF_RANGE; 0 bytes is a successful no-op.
   dc_buffer_fill: repeats `pattern` of pattern_size bytes (1, 2, 4, 8, 16, 32, 64 or 128);
   offset and bytes must be multiples of pattern_size (INVALID_ARGUMENT otherwise).
   dc_copy: within one device. Between devices: DC_ERROR_UNSUPPORTED in this version.
   Overlapping ranges of one buffer: INVALID_ARGUMENT.
   The _async forms queue the work on `stream` (zero = the buffer's device default stream)
   and return; host memory passed to them must stay valid and unchanged until the stream
   has passed the operation (dc_stream_synchronize, an event). The stream must belong to
   the buffer's device (INVALID_ARGUMENT). */
DC_API dc_result dc_buffer_create(dc_context *ctx, int device, uint64_t bytes, dc_buffer *out);
/* Frees the buffer once the work already queued on it is done. Zero/stale handles ignored. */
DC_API void      dc_buffer_destroy(dc_context *ctx, dc_buffer buf);
/* Size in bytes and device of a buffer (either pointer may be NULL). */
DC_API dc_result dc_buffer_get_info(dc_context *ctx, dc_buffer buf, int *device, uint64_t *bytes);
DC_API dc_result dc_buffer_write(dc_context *ctx, dc_buffer dst, uint64_t offset, const void *src, uint64_t bytes);
DC_API dc_result dc_buffer_read (dc_context *ctx, dc_buffer src, uint64_t offset, void *dst, uint64_t bytes);
DC_API dc_result dc_buffer_fill (dc_context *ctx, dc_buffer dst, uint64_t offset, uint64_t bytes, const void *pattern, uint32_t pattern_size);
DC_API dc_result dc_copy(dc_context *ctx, dc_buffer dst, uint64_t dst_offset, dc_buffer src, uint64_t src_offset, uint64_t bytes);
DC_API dc_result dc_buffer_write_async(dc_context *ctx, dc_stream s, dc_buffer dst, uint64_t offset, const void *src, uint64_t bytes);
DC_API dc_result dc_buffer_read_async (dc_context *ctx, dc_stream s, dc_buffer src, uint64_t offset, void *dst, uint64_t bytes);
DC_API dc_result dc_buffer_fill_async (dc_context *ctx, dc_stream s, dc_buffer dst, uint64_t offset, uint64_t bytes, const void *pattern, uint32_t pattern_size);
DC_API dc_result dc_copy_async(dc_context *ctx, dc_stream s, dc_buffer dst, uint64_t dst_offset, dc_buffer src, uint64_t src_offset, uint64_t bytes);

/* Host memory for fast transfers: page-locked through CUDA when a CUDA device is in the
   context, else ordinary memory aligned to 64 bytes. NULL on failure (dc_last_error says
   why) or for 0 bytes. dc_host_free(ctx, NULL) is ignored; a pointer this context did not
   hand out is reported in the log and left alone. Thread-safe. */
DC_API void     *dc_host_alloc(dc_context *ctx, uint64_t bytes);
DC_API void      dc_host_free(dc_context *ctx, void *p);

/* --- streams and events ----------------------------------------------------------------
   All thread-safe. Only *_synchronize block. */
DC_API dc_stream dc_default_stream(const dc_context *ctx, int device); /* zero handle if bad */
DC_API dc_result dc_stream_create(dc_context *ctx, int device, dc_stream *out);
/* Waits for the stream's work, then frees it. Default streams cannot be destroyed. */
DC_API dc_result dc_stream_destroy(dc_context *ctx, dc_stream s);
DC_API dc_result dc_stream_synchronize(dc_context *ctx, dc_stream s);
/* Marks the current end of stream s; *out becomes complete when the work before it is. */
DC_API dc_result dc_event_record(dc_context *ctx, dc_stream s, dc_event *out);
/* Work queued on `waiter` after this call starts only once `e` is complete. Across
   devices of one backend context it does not block the host; between CUDA and OpenCL or
   two OpenCL platforms the calling thread waits for `e` before returning. */
DC_API dc_result dc_stream_wait_event(dc_context *ctx, dc_stream waiter, dc_event e);
DC_API dc_result dc_event_synchronize(dc_context *ctx, dc_event e);
/* *done = 1 when e is complete, 0 when not yet. Never blocks. */
DC_API dc_result dc_event_query(dc_context *ctx, dc_event e, int *done);
/* Milliseconds between two completed events of the same device. */
DC_API dc_result dc_event_elapsed_ms(dc_context *ctx, dc_event start, dc_event end, float *ms);
DC_API void      dc_event_destroy(dc_context *ctx, dc_event e);

/* --- modules and launch ----------------------------------------------------------------
   dc_module_load: builds the PTX for every CUDA device and the OpenCL C for every OpenCL
   device of the context (devices without a matching source have no kernels: launching
   there gives KERNEL_NOT_FOUND). Blocking. Thread-safe.
   Errors: INVALID_ARGUMENT (no source at all), KERNEL_BUILD (JIT or build log in
   dc_last_error; PTX newer than the driver is named as such), UNSUPPORTED (no device of
   the context can use any of the given sources).
   dc_module_load_file: reads path + ".ptx" and path + ".cl", whichever exist.
   dc_module_destroy: frees the module and its kernels; wait for launches to finish first. */
DC_API dc_result dc_module_load(dc_context *ctx, const dc_module_desc *desc, dc_module *out);
DC_API dc_result dc_module_load_file(dc_context *ctx, const char *path_without_ext, dc_module *out);
DC_API void      dc_module_destroy(dc_context *ctx, dc_module m);
/* Finds an entry point by name on every device that has the module. KERNEL_NOT_FOUND if
   none has it. The kernel lives as long as its module. */
DC_API dc_result dc_kernel_get(dc_context *ctx, dc_module m, const char *name, dc_kernel *out);
/* Queues a launch and returns (non-blocking). Argument count and sizes are checked
   against the kernel where the driver can tell: a mismatch is DC_ERROR_LAUNCH naming the
   argument. Thread-safe, also for one kernel launched from several threads. */
DC_API dc_result dc_launch(dc_context *ctx, const dc_launch_desc *desc);

/* --- interop: the backend's own objects, to call other libraries on our memory ---------
   The objects stay owned by the context: do not release them. Thread-safe, non-blocking.
   dc_device_native: CUDA: *device = CUdevice (an int, cast), *context = the primary
     CUcontext; OpenCL: cl_device_id and cl_context. Either out pointer may be NULL.
   dc_buffer_native: CUDA: the CUdeviceptr; OpenCL: the cl_mem (cast to uint64_t).
   dc_stream_native: CUstream or cl_command_queue.
   dc_kernel_native: the CUfunction or cl_kernel of kernel k on `device` (KERNEL_NOT_FOUND
     if the module was not built there). */
DC_API dc_result dc_device_native(const dc_context *ctx, int device, void **device_handle, void **context_handle);
DC_API dc_result dc_buffer_native(dc_context *ctx, dc_buffer buf, uint64_t *out);
DC_API dc_result dc_stream_native(dc_context *ctx, dc_stream s, void **out);
DC_API dc_result dc_kernel_native(dc_context *ctx, dc_kernel k, int device, void **out);

#ifdef __cplusplus
}
#endif
#endif /* DOTCOMPUTE_H */
