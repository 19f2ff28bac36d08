/* dotcompute.h - v0.2.0 - multi-GPU compute in one C header - MIT or public domain (see end)

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

   Environment: DC_LOG=error|warn|info|debug overrides the context's log level. For tests
   only, read when a communicator is created: DC_DEBUG_COLL_SKIP_RANK=k never launches the
   one-shot and two-shot kernels on rank k (the others time out), DC_DEBUG_COLL_DELAY_US=n launches it
   on the last rank n microseconds late.

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
             _async functions and dc_launch_desc a zero stream handle means the default
             stream of the device the work runs on; the functions that take a stream alone
             (dc_stream_synchronize/destroy, dc_event_record, dc_stream_wait_event) need a
             real handle and give INVALID_HANDLE for zero: use dc_default_stream(ctx, d).
   Launch    global[] is the number of threads in total, block[] the threads of a block
             (CUDA) or work-group (OpenCL). The grid is ceil(global / block) blocks on both
             backends, so a kernel sees the same indices everywhere and checks its bounds.
             OpenCL C kernels get local memory through DC_ARG_LOCAL arguments; on CUDA a
             DC_ARG_LOCAL argument is not passed but adds its bytes to the dynamic shared
             memory (extern __shared__), together with shared_bytes.
   Copies    dc_copy moves data between any two buffers by the fastest path: one device,
             CUDA peer (NVLink/PCIe, enabled on first use), one OpenCL context, or a
             pipelined copy through pinned host buffers. Which one is never silent:
             dc_copy_path_get, dc_transfer_stats_get, dc_topology_print, and an info log.
             Every path keeps the same ordering promises (stream order, event waits), so
             a program gives the same bytes whichever path its copies take.
             Writes and reads from ordinary (pageable) memory are staged through pinned
             buffers on CUDA devices; dc_host_alloc memory goes straight to the driver.
             Each device has its own staging buffers: staged transfers that involve
             different devices run at the same time from different threads.
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
   a buffer larger than the device's max_allocation ................... OUT_OF_DEVICE_MEMORY
   a stream or buffer argument of another device than the call's ........... INVALID_ARGUMENT
   On failure every output handle is set to zero and output values are left zeroed.

   ==========================================================================================
   6. CHANGES
   ==========================================================================================
   0.3.0-dev  collectives (dc_comm, the five collectives and _async forms over 10 dtypes x
          5 ops; host, CUDA peer-kernel and peer-copy (also OpenCL devices of one
          context) algorithms, dc_comm_set_algorithm; kernels embedded, make embed;
          all-gathers by staggered pushes; broadcasts over 3+ CUDA peers by copy kernels,
          each rank reading a slice from the root and writing it to every other; one-shot
          (up to 32 KiB) and two-shot (up to 8 MiB) all-reduce over CUDA peers, one
          kernel per rank synchronised by flags in peer memory; one-shot also for
          reduce, broadcast, all-gather and reduce-scatter up to 0.5-16 MiB);
          dc_pipeline_run moves chunks on transfer streams of its own and rounds its
          chunk to whole waves of thread blocks; a dispatch worker
          no longer holds PoCL's turn while it waits for the others (a deadlock)
   0.2.0  dc_partition, dc_dispatch (slices, halos, broadcasts, resident buffers, partial
          results; STATIC, DYNAMIC, GUIDED, MEMORY_AWARE, AUTO with learned models;
          streaming in chunks; faults redone elsewhere), dc_pipeline_run, dc_dtype/dc_op
   0.1.1  one internal backend interface (see 7); staging per device; a host-staged copy
          honours the waits on its stream; dc_stream_destroy waits on CUDA too; empty
          sources refused; argument kinds (pointer/scalar/local) checked where the
          driver can tell; DC_CONTEXT_PROFILE refused until profiling exists
   0.1.0  devices, buffers, streams, events, modules and launches on CUDA and OpenCL;
          copies between any two devices, pageable staging, topology (NVML link kinds)

   ==========================================================================================
   7. INSIDE THIS FILE
   ==========================================================================================
   Sections, each under a banner with a tag to search for:
       >>platform  dlopen, threads, atomics, time     >>errors    error text, fault injection
       >>loader    finding driver libraries            >>core      handles, pools, the context
       >>backend   the internal backend interface      >>cuda      the CUDA backend
       >>opencl    the OpenCL backend                  >>registry  the list of backends
       >>devices   context creation, topology, peers   >>copies    memory, staging, copies
       >>streams   streams and events                  >>launch    modules and launches
       >>balance   splitting one job over devices      >>dispatch  one kernel over every device
       >>pipeline  stages on devices, chunks flowing  >>collectives  communicators, the five collectives
       >>interop   native handles
   Public functions are thin wrappers (API name for errors, argument checks) over dc__
   functions; internal code never calls the public API.

   Adding a backend (HIP, Level Zero, Metal ...): write a section like >>opencl: declare
   the driver subset you use (and bind it from the real header under
   DC_NO_RUNTIME_LINKING), a state struct (one per context) and a device struct (one per
   device), every entry of DC__BACKEND_ENTRIES (>>backend says what each must do), and
   dc__<name>_backend_init, which fills the table by member name. Add that function to
   dc__backend_registry and a DC_BACKEND_* bit. Nothing outside the section asks which
   backend it is on; tests/test_backends.c fails if an entry is left unset.
*/
/* ============================== version and docs ============================== */
#ifndef DOTCOMPUTE_H
#define DOTCOMPUTE_H

#define DC_VERSION_MAJOR 0
#define DC_VERSION_MINOR 2
#define DC_VERSION_PATCH 0

#include <stddef.h>
#include <stdint.h>
#include <stdio.h>
#include <string.h>

#ifndef DC_API
#  ifdef DC_STATIC
#    if defined(__GNUC__) || defined(__clang__)
#      define DC_API static __attribute__((unused))
#    else
#      define DC_API static
#    endif
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
#define DC_BACKEND_ALL    (DC_BACKEND_CUDA | DC_BACKEND_OPENCL)

/* Device capability bits (dc_device_info.caps, dc_context_desc.required_caps). */
#define DC_CAP_PEER           0x01u  /* can map another GPU's memory directly (CUDA peer access) */
#define DC_CAP_UNIFIED_MEMORY 0x02u  /* managed / shared virtual memory */
#define DC_CAP_HOST_MEMORY    0x04u  /* device shares memory with the host (integrated, CPU) */
#define DC_CAP_FP64           0x08u
#define DC_CAP_FP16           0x10u
#define DC_CAP_CPU            0x20u  /* the device is a CPU (PoCL, Intel CPU runtime ...) */

/* dc_context_desc.flags */
#define DC_CONTEXT_KEEP_DUPLICATES 0x1u  /* list an NVIDIA GPU through CUDA and OpenCL both */
#define DC_CONTEXT_NO_PEER         0x2u  /* never enable peer access; copies go through the host */
#define DC_CONTEXT_PROFILE         0x4u  /* reserved for profiling, not implemented yet: refused (UNSUPPORTED) */
#define DC_CONTEXT_PEER_ALL        0x8u  /* enable peer access between every capable pair at creation
                                            (default: on the first copy between the two) */
#define DC_CONTEXT_CPUS_OWN_CORES  0x10u /* the CPU devices run on cores of their own (say, OpenCL
                                            devices pinned to disjoint cores): DC_BALANCE_AUTO may
                                            run several at once although their compute units
                                            together exceed the host's cores */

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

/* The way a copy moves its bytes. Every copy takes the fastest path there is and the
   choice is never silent: it is logged at info level the first time per device pair,
   dc_copy_path_get predicts it, and dc_transfer_stats_get counts bytes per path. */
typedef enum dc_copy_path {
    DC_COPY_PATH_NONE = 0,        /* no copy (0 bytes) */
    DC_COPY_PATH_SAME_DEVICE,     /* device-to-device copy on one device */
    DC_COPY_PATH_PEER,            /* direct CUDA peer copy (NVLink or PCIe) */
    DC_COPY_PATH_SAME_CONTEXT,    /* OpenCL: clEnqueueCopyBuffer between devices of one context */
    DC_COPY_PATH_HOST_STAGED,     /* pipelined through a ring of pinned host buffers */
    DC_COPY_PATH_COUNT
} dc_copy_path;

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
    dc_copy_path copy_path;       /* how dc_copy moves data from a to b now */
    double measured_gbps;         /* a -> b bandwidth from dc_topology_measure, 0 until then */
} dc_peer_info;

/* Bytes moved by this context since its creation, by path. */
typedef struct dc_transfer_stats {
    uint64_t copy_bytes[DC_COPY_PATH_COUNT];   /* dc_copy / dc_copy_async, indexed by dc_copy_path */
    uint64_t copy_count[DC_COPY_PATH_COUNT];
    uint64_t host_to_device_bytes;             /* dc_buffer_write*, all of them */
    uint64_t device_to_host_bytes;             /* dc_buffer_read*, all of them */
    uint64_t pageable_staged_bytes;            /* of those, staged through pinned buffers */
} dc_transfer_stats;

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

/* How one job's items are split over devices (dc_partition). */
typedef enum dc_balance {
    DC_BALANCE_AUTO = 0,          /* the default: per-kernel models learned by dc_dispatch (GUIDED
                                     while it learns); dc_partition: STATIC, default weights */
    DC_BALANCE_STATIC,            /* one range per device, in proportion to the weights */
    DC_BALANCE_DYNAMIC,           /* equal chunks, each to the device that is free first */
    DC_BALANCE_GUIDED,            /* shrinking chunks: remaining x w / (2 x sum w), at least `chunk` */
    DC_BALANCE_MEMORY_AWARE,      /* STATIC, each device's share capped by its free memory; what
                                     does not fit comes in further ranges (streamed) */
    DC_BALANCE_COUNT
} dc_balance;

/* Items [first, first + count) go to `device` (an index of the context). */
typedef struct dc_range { int device; uint64_t first; uint64_t count; } dc_range;

typedef struct dc_partition_desc {
    dc_balance strategy;          /* DC_BALANCE_AUTO (0) = the default */
    const int *devices;           /* the devices to use, in this order; NULL = every device */
    int device_count;
    const double *weights;        /* relative speed per entry of `devices` (> 0, or 0 to leave one
                                     out); NULL = compute units x clock of each device */
    uint64_t granularity;         /* counts are multiples of it, the last range's excepted; 0 = 1 */
    uint64_t chunk;               /* DYNAMIC: items per chunk, GUIDED: the smallest chunk;
                                     0 = items / (8 x devices), at least granularity */
    uint64_t bytes_per_item;      /* MEMORY_AWARE: device memory one item needs (> 0 there) */
    uint64_t reserve_bytes;       /* MEMORY_AWARE: left free on every device; 0 = 1/16 of its free memory */
} dc_partition_desc;

/* Element types and reduction operators: partial results of dc_dispatch (and, later,
   collectives). F16 and BF16 are combined in float and rounded to nearest even. */
typedef enum dc_dtype { DC_F32, DC_F64, DC_F16, DC_BF16, DC_I8, DC_U8, DC_I32, DC_U32, DC_I64, DC_U64, DC_DTYPE_COUNT } dc_dtype;
typedef enum dc_op { DC_SUM, DC_PROD, DC_MIN, DC_MAX, DC_AVG, DC_OP_COUNT } dc_op;

/* What one argument of a dispatched kernel is (dc_dispatch_arg.kind). The kernel sees a
   buffer for IN/OUT/INOUT/BROADCAST/RESIDENT/PARTIAL, an unsigned 64-bit integer (ulong,
   unsigned long long) for ITEM_COUNT and ITEM_FIRST, the dc_arg itself for SCALAR. */
typedef enum dc_dispatch_arg_kind {
    DC_DISPATCH_ARG_INVALID = 0,
    DC_DISPATCH_IN,               /* a slice of a host array: the items of the chunk, read by the kernel */
    DC_DISPATCH_OUT,              /* a slice written by the kernel and copied back to the host array */
    DC_DISPATCH_INOUT,            /* both */
    DC_DISPATCH_BROADCAST,        /* a whole host array, uploaded once per device per dispatch */
    DC_DISPATCH_RESIDENT,         /* one dc_buffer per device, already there (not copied) */
    DC_DISPATCH_ITEM_COUNT,       /* the chunk's number of items */
    DC_DISPATCH_ITEM_FIRST,       /* the chunk's first item, a global index */
    DC_DISPATCH_SCALAR,           /* a DC_ARG_* scalar, the same for every chunk */
    DC_DISPATCH_PARTIAL,          /* a per-chunk partial result, combined on the host */
    DC_DISPATCH_ARG_KIND_COUNT
} dc_dispatch_arg_kind;

/* One argument of dc_dispatch; make them with the dc_dispatch_* functions below.
   Slices (IN, OUT, INOUT): `host` is the whole job's array, `elements` per item (0 = 1)
   of `element_size` bytes; the kernel's buffer holds the chunk's items only, item
   `first` at index 0 - except for an IN slice with a halo: then it also holds up to
   halo_before items before the chunk and halo_after after it, clipped at 0 and at
   `items`, so the chunk's item `first` sits at index min(first, halo_before) x elements.
   BROADCAST: `elements` elements of `element_size` bytes. RESIDENT: `buffers[d]` is the
   buffer on context device d (only the chosen devices' entries are read); not copied.
   PARTIAL: the kernel gets a buffer of `elements` values of `dtype` per chunk, filled
   with the identity of `op` (SUM 0, PROD 1, MIN +max/+inf, MAX lowest/-inf) before the
   chunk's launch; it combines its values into it (atomics, or one slot per block ...).
   The library combines the chunks' buffers on the host in item order (SUM, PROD, MIN,
   MAX; integers wrap; a NaN makes MIN and MAX NaN) and writes `elements` values to `host`. */
typedef struct dc_dispatch_arg {
    dc_dispatch_arg_kind kind;
    void *host;
    uint64_t element_size;
    uint64_t elements;
    uint64_t halo_before, halo_after;
    const dc_buffer *buffers;
    dc_arg scalar;
    dc_dtype dtype;
    dc_op op;
} dc_dispatch_arg;

static inline dc_dispatch_arg dc__dispatch_arg0(dc_dispatch_arg_kind kind) {
    dc_dispatch_arg a;
    memset(&a, 0, sizeof a);
    a.kind = kind;
    return a;
}
static inline dc_dispatch_arg dc__dispatch_slice(dc_dispatch_arg_kind kind, const void *host, uint64_t element_size, uint64_t elements_per_item) {
    dc_dispatch_arg a = dc__dispatch_arg0(kind);
    a.host = (void *)(uintptr_t)host;
    a.element_size = element_size;
    a.elements = elements_per_item;
    return a;
}
static inline dc_dispatch_arg dc_dispatch_in(const void *host, uint64_t element_size, uint64_t elements_per_item) { return dc__dispatch_slice(DC_DISPATCH_IN, host, element_size, elements_per_item); }
static inline dc_dispatch_arg dc_dispatch_out(void *host, uint64_t element_size, uint64_t elements_per_item) { return dc__dispatch_slice(DC_DISPATCH_OUT, host, element_size, elements_per_item); }
static inline dc_dispatch_arg dc_dispatch_inout(void *host, uint64_t element_size, uint64_t elements_per_item) { return dc__dispatch_slice(DC_DISPATCH_INOUT, host, element_size, elements_per_item); }
static inline dc_dispatch_arg dc_dispatch_in_halo(const void *host, uint64_t element_size, uint64_t elements_per_item, uint64_t halo_before, uint64_t halo_after) {
    dc_dispatch_arg a = dc__dispatch_slice(DC_DISPATCH_IN, host, element_size, elements_per_item);
    a.halo_before = halo_before;
    a.halo_after = halo_after;
    return a;
}
static inline dc_dispatch_arg dc_dispatch_broadcast(const void *host, uint64_t element_size, uint64_t elements) { return dc__dispatch_slice(DC_DISPATCH_BROADCAST, host, element_size, elements); }
static inline dc_dispatch_arg dc_dispatch_resident(const dc_buffer *per_device) { dc_dispatch_arg a = dc__dispatch_arg0(DC_DISPATCH_RESIDENT); a.buffers = per_device; return a; }
static inline dc_dispatch_arg dc_dispatch_item_count(void) { return dc__dispatch_arg0(DC_DISPATCH_ITEM_COUNT); }
static inline dc_dispatch_arg dc_dispatch_item_first(void) { return dc__dispatch_arg0(DC_DISPATCH_ITEM_FIRST); }
static inline dc_dispatch_arg dc_dispatch_scalar(dc_arg value) { dc_dispatch_arg a = dc__dispatch_arg0(DC_DISPATCH_SCALAR); a.scalar = value; return a; }
static inline dc_dispatch_arg dc_dispatch_partial(void *result, dc_dtype dtype, dc_op op, uint64_t elements) {
    dc_dispatch_arg a = dc__dispatch_arg0(DC_DISPATCH_PARTIAL);
    a.host = result;
    a.dtype = dtype;
    a.op = op;
    a.elements = elements;
    return a;
}

typedef struct dc_dispatch_desc {
    dc_kernel kernel;             /* loaded for every chosen device */
    uint64_t items;               /* 0: success, nothing runs */
    uint64_t granularity;         /* chunk counts are multiples of it, the job's last chunk excepted; 0 = 1 */
    uint32_t threads_per_item;    /* a chunk of n items launches n x threads_per_item threads; 0 = 1 */
    uint32_t block;               /* threads per block; 0 = 256, or the kernel's limit if lower */
    dc_balance strategy;          /* DC_BALANCE_AUTO (0) = the default */
    const int *devices;           /* the devices to use; NULL = every device of the context */
    int device_count;
    const double *weights;        /* STATIC, MEMORY_AWARE: relative speed per entry of `devices` (or
                                     per context device); NULL = compute units x clock */
    uint64_t chunk;               /* DYNAMIC: items per chunk; GUIDED: the smallest chunk; every
                                     strategy: the most items a device works on at once (its
                                     range streams in pieces of this size); 0 = chosen */
    uint64_t reserve_bytes;       /* device memory left free on each device; 0 = 1/16 of its free memory */
    uint64_t device_memory_limit; /* at most this many bytes of device memory per device; 0 = none */
    const dc_dispatch_arg *args;
    int arg_count;
} dc_dispatch_desc;

#define DC_DISPATCH_MAX_DEVICES 32

/* What one device did in a dispatch. Times are milliseconds; kernel/upload/download are
   device time from events, finish and idle are host time since the dispatch started. */
typedef struct dc_dispatch_device_report {
    int device;                   /* index in the context */
    int used;                     /* 1 when it ran at least one chunk */
    uint64_t items;               /* items whose results it delivered */
    int chunks;
    double kernel_ms, upload_ms, download_ms;
    uint64_t upload_bytes, download_bytes;
    const char *transfer_path;    /* host transfers: "pinned", "pageable-staged", "driver" (static text) */
    double finish_ms;             /* when its last chunk's results were in the host arrays */
    double idle_ms;               /* makespan minus kernel time: when its compute units waited */
    char left_out[96];            /* why it took no part ("" when it did) */
    dc_result fault;              /* the error that stopped it, DC_SUCCESS if none */
    char fault_text[160];
    uint64_t items_moved;         /* items it had not finished, re-run on other devices */
} dc_dispatch_device_report;

typedef struct dc_dispatch_report {
    dc_balance strategy;          /* as asked (AUTO stays AUTO) */
    int model_used;               /* AUTO: 1 when learned models chose the split; 0 = GUIDED while learning */
    double predicted_ms;          /* AUTO with a model: the predicted makespan */
    double makespan_ms;           /* from the call to the results in the host arrays */
    double imbalance;             /* max finish / mean finish over the devices that ran (1 = even) */
    int faults;                   /* devices that failed */
    uint64_t items_redistributed; /* items re-run after faults */
    int device_count;             /* entries of devices[]: one per chosen device */
    dc_dispatch_device_report devices[DC_DISPATCH_MAX_DEVICES];
} dc_dispatch_report;

/* A pipeline: items flow in chunks from `input` through the stages to `output`. Stage s's
   kernel is called as kernel(in, out, count, first, args...): `in` holds the chunk's
   items as the previous stage (or the host input) wrote them, `out` receives
   out_item_bytes per item, count and first are unsigned 64-bit integers. */
typedef struct dc_pipeline_stage {
    dc_kernel kernel;
    const int *devices;           /* where it runs: one device, or several that take chunks in turn */
    int device_count;             /* 0 (with devices NULL) = device (stage index mod device count) */
    uint64_t out_item_bytes;      /* bytes per item the stage writes; 0 = as many as it reads */
    uint32_t threads_per_item;    /* 0 = 1 */
    uint32_t block;               /* 0 = 256, or the kernel's limit */
    const dc_arg *args;           /* extra scalar arguments after the four above */
    int arg_count;
} dc_pipeline_stage;

#define DC_PIPELINE_MAX_STAGES 16

typedef struct dc_pipeline_desc {
    const dc_pipeline_stage *stages;
    int stage_count;              /* 1..DC_PIPELINE_MAX_STAGES */
    uint64_t items;               /* 0: success, nothing runs */
    const void *input;            /* items x in_item_bytes */
    uint64_t in_item_bytes;
    void *output;                 /* items x the last stage's out_item_bytes */
    uint64_t chunk;               /* items per chunk; 0 = chosen: about items / (16 x stages), at most 4 MiB a
                                     buffer, then moved (within half to twice that) to where every stage's
                                     launches end in full waves of thread blocks, on devices whose driver tells
                                     how many blocks fit on a compute unit (CUDA; on OpenCL it stays as it is).
                                     The report's chunk_items says which */
    int depth;                    /* chunks in flight at once; 0 = stage_count + 2 */
} dc_pipeline_desc;

typedef struct dc_pipeline_stage_report {
    int devices[8];               /* the first devices of the stage */
    int device_count;
    uint64_t chunks;
    double busy_ms;               /* kernel time (device events), summed over its devices */
    double wait_ms;               /* makespan minus busy: time it waited for input or output room */
    dc_copy_path path_in;         /* how its input arrived: NONE for the first stage (host) */
} dc_pipeline_stage_report;

typedef struct dc_pipeline_report {
    double makespan_ms;
    uint64_t chunk_items;         /* items per chunk: the desc's, or the one chosen for it */
    uint64_t chunks;
    int bottleneck;               /* the stage with the most busy time per device */
    int stage_count;
    dc_pipeline_stage_report stages[DC_PIPELINE_MAX_STAGES];
} dc_pipeline_report;

/* Collectives over buffers on several devices of one context. Rank i of a communicator
   is its devices[i]; per-rank arrays (buffers, offsets, streams) are indexed by rank. */
typedef struct dc_comm dc_comm;

typedef enum dc_collective {
    DC_ALLREDUCE, DC_REDUCE, DC_BROADCAST, DC_ALLGATHER, DC_REDUCE_SCATTER, DC_COLLECTIVE_COUNT
} dc_collective;

/* How a collective moves its data; the choice depends on the ranks' devices and the size,
   is logged at info level once per (collective, algorithm, size class) and is in
   dc_comm_report. */
typedef enum dc_comm_algorithm {
    DC_COMM_ALGO_NONE,            /* nothing moved (count 0, or one rank in place) */
    DC_COMM_ALGO_LOCAL,           /* one rank: a copy on its device */
    DC_COMM_ALGO_HOST,            /* through pinned host memory; the host reduces in rank order */
    DC_COMM_ALGO_PEER_COPY,       /* CUDA peers or devices of one OpenCL context: each rank copies the
                                     other ranks' parts of its slice into its own memory in chunks
                                     (copy engines, clEnqueueCopyBuffer) and reduces them there */
    DC_COMM_ALGO_PEER_KERNEL,     /* CUDA peers: each rank's reduce kernel reads the others' memory; a
                                     broadcast over 3+ ranks by copy kernels reading the root */
    DC_COMM_ALGO_ONE_SHOT,        /* CUDA peers, small and medium messages, every collective: one
                                     kernel per rank; between two barriers of flags in peer memory it
                                     reads peers' inputs (and reduces) or stores into peers' outputs */
    DC_COMM_ALGO_TWO_SHOT,        /* CUDA peers, medium all-reduce: the same kernels; each rank reduces
                                     its slice from every rank's input and stores it into every rank */
    DC_COMM_ALGO_COUNT
} dc_comm_algorithm;

/* One collective call, the general form (the dc_allreduce ... functions fill it in).
   `count` is per rank, as in NCCL: all-gather sends count and receives count x ranks in
   rank order; reduce-scatter sends count x ranks and rank r receives reduced block r. */
typedef struct dc_collective_desc {
    dc_collective kind;
    const dc_buffer *send;        /* per rank; send[r] == recv[r] with equal offsets: in place */
    const dc_buffer *recv;        /* per rank; non-root ranks of REDUCE may pass zero handles */
    const uint64_t *send_offset;  /* per rank, in bytes; NULL = all 0 */
    const uint64_t *recv_offset;  /* per rank, in bytes; NULL = all 0 */
    uint64_t count;               /* elements per rank; 0 = success, nothing happens */
    dc_dtype dtype;
    dc_op op;                     /* REDUCE, ALLREDUCE, REDUCE_SCATTER */
    int root;                     /* REDUCE, BROADCAST (non-root ranks of BROADCAST may pass zero send handles) */
    const dc_stream *streams;     /* per rank: ordered after the work queued there so far, and
                                     later work there waits for it; NULL = blocking */
} dc_collective_desc;

/* What the last collective on a communicator did. */
typedef struct dc_comm_report {
    dc_collective kind;
    dc_comm_algorithm algorithm;
    const char *algorithm_name;   /* "host", "peer-copy", ... (static storage) */
    dc_copy_path path;            /* the slowest path data took between ranks (HOST_STAGED for "host") */
    uint64_t bytes;               /* per rank: count x element size */
    double ms;                    /* host time from the call to completion (blocking calls) */
} dc_comm_report;

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
/* Test hook of dc_dispatch and dc_pipeline_run: their work on context device `device`
   fails from its n-th chunk on (1 = the first) as if the launch had failed
   (DC_ERROR_LAUNCH, "injected fault"); n = 0 turns it off. Process-wide. */
DC_API void dc_debug_fail_device(int device, long n);
/* Test hook of dc_dispatch and dc_pipeline_run: on != 0 makes every device's kernels take
   turns process-wide and keeps two dispatch chunks in flight on every device, as PoCL 5's
   CPU devices do (a machine with PoCL 3 has neither). Process-wide; read when a dispatch
   or pipeline starts. */
DC_API void dc_debug_kernels_take_turns(int on);
#endif

/* --- context -------------------------------------------------------------------------
   dc_context_create: loads the drivers, lists the devices the desc admits (NULL or a
   zeroed desc = every device of every backend), sets up a default stream per device.
   Blocking. Thread-safe (contexts are independent).
   Errors: NO_DRIVER (neither libcuda nor an OpenCL ICD loader found: dc_last_error lists
   what was looked for where), NO_DEVICE (drivers found but no device passed the filters),
   INVALID_ARGUMENT (out == NULL, unknown backend or flag bits, bad device_ids),
   UNSUPPORTED (DC_CONTEXT_PROFILE: reserved, profiling is not implemented yet),
   OUT_OF_RANGE (a device id past the full list), OUT_OF_HOST_MEMORY, BACKEND.
   dc_context_destroy: waits for all work, frees every object still alive. NULL is ignored.
   Not to be called while other threads use the context. The driver libraries stay loaded
   until the process ends (unloading GPU drivers is unsafe). */
DC_API dc_result dc_context_create(const dc_context_desc *desc, dc_context **out);
DC_API void      dc_context_destroy(dc_context *ctx);

/* --- devices ---------------------------------------------------------------------------
   Thread-safe. dc_device_count returns 0 for NULL. dc_device_get_info does not block.
   dc_device_memory asks the driver (CUDA) or counts this context's allocations (OpenCL,
   which has no portable free-memory query); either output may be NULL, not both
   (INVALID_ARGUMENT). */
DC_API int       dc_device_count(const dc_context *ctx);
DC_API dc_result dc_device_get_info(const dc_context *ctx, int device, dc_device_info *out);
DC_API dc_result dc_device_memory(dc_context *ctx, int device, uint64_t *free_bytes, uint64_t *total_bytes);
/* Whether and how device a reaches device b (a == b: DC_LINK_SELF). Does not block. */
DC_API dc_result dc_peer_get_info(dc_context *ctx, int a, int b, dc_peer_info *out);
/* Turns peer access on in both directions. PEER_UNSUPPORTED where the pair cannot do it
   (different backends, OpenCL, no driver support, DC_CONTEXT_NO_PEER). Idempotent.
   dc_copy does this by itself on first use; call it to pay the cost up front. */
DC_API dc_result dc_peer_enable(dc_context *ctx, int a, int b);
/* Prints the device-to-device matrix, like `nvidia-smi topo -m` in our link kinds (SELF,
   NVLINK, PCIE, CTX, HOST), with measured GB/s where dc_topology_measure ran. Thread-safe. */
DC_API dc_result dc_topology_print(dc_context *ctx, FILE *out);
/* Measures the bandwidth of dc_copy for every ordered device pair with `bytes` per copy
   (0 = 64 MiB, capped by the devices' memory), a short bounded run: one warm-up and
   three timed copies per pair. Fills gbps[a * count + b] (a = source) when gbps is not
   NULL, and keeps the figures for dc_peer_get_info. Blocking. */
DC_API dc_result dc_topology_measure(dc_context *ctx, uint64_t bytes, double *gbps);
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
   dc_copy: between any two buffers of the context, by the fastest path (dc_copy_path):
   same device; CUDA peer (access enabled on first use unless DC_CONTEXT_NO_PEER); one
   OpenCL context; otherwise staged through pinned host buffers, chunked so that the
   device-to-host copy of one chunk overlaps the host-to-device copy of the one before.
   Overlapping ranges of one buffer: INVALID_ARGUMENT (no memmove semantics).
   dc_buffer_write/read from pageable (not dc_host_alloc'd) memory on CUDA devices are
   staged through pinned buffers with a parallel memcpy above 1 MiB: faster than the
   driver's own pageable path. From dc_host_alloc memory they go straight to the driver.
   The _async forms queue the work on `stream` (zero = the buffer's device default stream)
   and return; host memory passed to them must stay valid and unchanged until the stream
   has passed the operation (dc_stream_synchronize, an event). The stream must belong to
   the buffer's device, for copies the destination's (INVALID_ARGUMENT). A copy between
   devices is also ordered after the work queued so far on the source device's default
   stream. Host-staged copies and pageable transfers may block the caller while they
   feed the pipeline. */
DC_API dc_result dc_buffer_create(dc_context *ctx, int device, uint64_t bytes, dc_buffer *out);
/* Frees the buffer. Work already queued on it still completes: OpenCL defers the free,
   CUDA's cuMemFree waits for the device (so this can block). Zero handles are ignored,
   stale ones logged. Thread-safe. */
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
/* The path a copy from src to dst takes now (it can change once, when peer access is
   enabled). Does not copy, does not block. */
DC_API dc_result dc_copy_path_get(dc_context *ctx, dc_buffer dst, dc_buffer src, dc_copy_path *out);
DC_API const char *dc_copy_path_name(dc_copy_path p);      /* "peer", "host-staged" ...; "unknown" outside the enum */
DC_API dc_result dc_transfer_stats_get(dc_context *ctx, dc_transfer_stats *out);

/* Host memory for fast transfers: page-locked through CUDA when a CUDA device is in the
   context, else ordinary memory aligned to 64 bytes. NULL on failure (dc_last_error says
   why) or for 0 bytes. Blocking (the driver maps the pages). dc_host_free(ctx, NULL) is
   ignored; a pointer this context did not hand out is reported in the log and left
   alone. dc_host_free does not wait for transfers that still use the memory: synchronise
   their streams first. Thread-safe. */
DC_API void     *dc_host_alloc(dc_context *ctx, uint64_t bytes);
DC_API void      dc_host_free(dc_context *ctx, void *p);

/* --- streams and events ----------------------------------------------------------------
   All thread-safe. Only *_synchronize block. */
DC_API dc_stream dc_default_stream(const dc_context *ctx, int device); /* zero handle if bad */
DC_API dc_result dc_stream_create(dc_context *ctx, int device, dc_stream *out);
/* Blocks until the stream's work is done, then frees it (also when that work failed: the
   failure is returned). Default streams cannot be destroyed (INVALID_ARGUMENT). */
DC_API dc_result dc_stream_destroy(dc_context *ctx, dc_stream s);
DC_API dc_result dc_stream_synchronize(dc_context *ctx, dc_stream s);
/* Marks the current end of stream s; *out becomes complete when the work before it is. */
DC_API dc_result dc_event_record(dc_context *ctx, dc_stream s, dc_event *out);
/* Work queued on `waiter` after this call starts only once `e` is complete. Between CUDA
   devices, and between OpenCL devices of one platform and one kind, the driver orders
   the work and the host does not block; otherwise (CUDA and OpenCL, two OpenCL
   platforms, two different OpenCL device kinds) the calling thread waits for `e` before
   returning, which is logged at debug level. */
DC_API dc_result dc_stream_wait_event(dc_context *ctx, dc_stream waiter, dc_event e);
DC_API dc_result dc_event_synchronize(dc_context *ctx, dc_event e);
/* *done = 1 when e is complete, 0 when not yet. Never blocks. */
DC_API dc_result dc_event_query(dc_context *ctx, dc_event e, int *done);
/* Milliseconds between two events of the same device. Blocks until both are complete. */
DC_API dc_result dc_event_elapsed_ms(dc_context *ctx, dc_event start, dc_event end, float *ms);
DC_API void      dc_event_destroy(dc_context *ctx, dc_event e);

/* --- modules and launch ----------------------------------------------------------------
   dc_module_load: builds the PTX for every CUDA device and the OpenCL C for every OpenCL
   device of the context (devices without a matching source have no kernels: launching
   there gives KERNEL_NOT_FOUND). Blocking. Thread-safe.
   Errors: INVALID_ARGUMENT (no source at all, or an empty one: "" or a 0-byte file;
   give NULL for "no source of this kind"), KERNEL_BUILD (JIT or build log in
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
/* Queues a launch and returns (non-blocking). Argument count, sizes and kinds are
   checked against the kernel where it can be told (OpenCL: the driver's argument info, or
   the kernel's declaration in the source when the driver keeps none; CUDA: parameter
   sizes, and pointers where the PTX declares them .ptr; nvcc's PTX declares
   pointers as plain .u64, so a DC_ARG_U64 in a pointer slot cannot be caught there): a
   mismatch is DC_ERROR_LAUNCH naming the argument. global[0] == 0, a block larger than the device or kernel allows, an argument
   without a valid type, or a buffer of another device is INVALID_ARGUMENT; more blocks
   than a launch can have is OUT_OF_RANGE. Thread-safe, also for one kernel launched from
   several threads. */
DC_API dc_result dc_launch(dc_context *ctx, const dc_launch_desc *desc);

/* --- balancing one job over devices ----------------------------------------------------
   dc_partition: the split of `items` over devices alone, for callers who drive their own
   launches. The ranges cover [0, items) exactly once, in increasing order of `first`;
   every count is a multiple of the granularity except the one that ends at `items`.
   STATIC, MEMORY_AWARE (and AUTO until it has a model) give each device at most one range
   per pass; DYNAMIC and GUIDED list their chunks in hand-out order, each given to the
   device that a greedy scheduler running at the weights' speeds would find free first.
   A device whose share is 0 has no range. *range_count: in, the capacity of `ranges`
   (ranges may be NULL to ask for the count); out, the number of ranges. Does not block,
   calls no driver except for MEMORY_AWARE's free-memory query. Thread-safe.
   Errors: INVALID_ARGUMENT (NULL ctx or range_count, strategy out of range, a device
   listed twice, a negative or non-finite weight, all weights 0, MEMORY_AWARE without
   bytes_per_item), OUT_OF_RANGE (a device index outside the context; more ranges than the
   capacity: *range_count then says how many are needed), OUT_OF_DEVICE_MEMORY
   (MEMORY_AWARE: not one item fits on any device). 0 items: success, 0 ranges. */
DC_API dc_result dc_partition(dc_context *ctx, uint64_t items, const dc_partition_desc *desc, dc_range *ranges, int *range_count);

/* dc_dispatch: runs one kernel over `items` on every chosen device at once and returns
   when the host arrays hold the result (blocking). The library splits the items (the
   strategy), uploads each device's slices, broadcasts and partial buffers, launches with
   global[0] = chunk items x threads_per_item, downloads OUT/INOUT slices and combines
   PARTIAL results. Each device works through its share in chunks of at most `chunk`
   items with two chunks in flight, on two streams of its own: the upload of chunk k+1
   and the download of chunk k-1 overlap the kernel on chunk k, and a job larger than a
   device's memory streams through it. Chunk sizes are also capped so that both chunks'
   buffers fit the device's free memory less reserve_bytes (and device_memory_limit), so
   no strategy runs a device out of memory; a device where not one granule fits is left
   out (the report says so).
   Strategies: STATIC one share per device by weight; DYNAMIC fixed chunks from a shared
   counter; GUIDED chunks of remaining x w / (2 x sum w), at least `chunk`;
   MEMORY_AWARE STATIC with each share capped by what the device holds at once, the rest
   split again over the devices with room; AUTO (the default) learns, per kernel and
   device, time = a + n / b from the event timings of every dispatch of this context
   (transfers included, as they overlap), then gives each device the share that makes
   all finish together, leaving out a device whose fixed cost alone exceeds that time (a
   slow CPU never makes the job slower than the fast devices alone), and of CPU devices
   whose compute units together exceed the host's cores keeping only the fastest (they
   share those cores; DC_CONTEXT_CPUS_OWN_CORES says they do not); until both points of
   a model are known it runs GUIDED and learns from it.
   Faults: a device whose launch or copy fails is stopped, its unfinished chunks are run
   by the others and the report names it (devices[i].fault, fault_text); the call still
   succeeds when every item was computed. When every device failed, the call returns the
   first error and dc_last_error says which items were completed.
   `report` may be NULL. Several threads may dispatch on one context at once (different
   or equal kernels, shared devices); each dispatch uses streams of its own.
   Errors: INVALID_ARGUMENT (NULL ctx or desc; arg_count out of 1..64 or args NULL; an
   argument without a valid kind, a NULL host array, element_size 0, a halo on an OUT or
   INOUT slice, OUT or INOUT slices of one host array that overlap, a RESIDENT argument
   without buffers or with a buffer of another device, a bad dtype/op for PARTIAL (AVG is
   not offered there), a device listed twice, a bad strategy or weight), INVALID_HANDLE
   (the kernel), KERNEL_NOT_FOUND (the kernel is not built for a chosen device),
   OUT_OF_RANGE (a device index, items x elements x element_size overflowing 64 bits),
   OUT_OF_DEVICE_MEMORY (not one granule fits on any device), UNSUPPORTED (more than
   DC_DISPATCH_MAX_DEVICES devices), and the drivers' errors when every device failed. */
DC_API dc_result dc_dispatch(dc_context *ctx, const dc_dispatch_desc *desc, dc_dispatch_report *report);
/* Prints a report as a table (device, items, chunks, kernel/upload/download ms, finish,
   path, left out, fault) with the makespan and the imbalance. */
DC_API void      dc_dispatch_report_print(const dc_context *ctx, const dc_dispatch_report *report, FILE *out);

/* dc_pipeline_run: blocking. Splits the items into chunks; chunk c goes through stage 0
   on its device (stage devices take chunks in turn), its output moves to stage 1's device
   by the fastest path there is (dc_copy: peer, one context, or host-staged; none when
   both stages share a device), and so on; the last stage's output is read into `output`.
   Up to `depth` chunks are in flight, so every stage works at once on a different chunk.
   The report gives each stage's busy and waiting time and names the bottleneck.
   Thread-safe like dc_dispatch. Errors: INVALID_ARGUMENT (NULL ctx, desc, stages, input
   or output; stage_count out of 1..DC_PIPELINE_MAX_STAGES; in_item_bytes 0; a stage
   with a bad device list or extra arguments that are not scalars), INVALID_HANDLE,
   KERNEL_NOT_FOUND (a stage's kernel not built for its device), OUT_OF_RANGE (a device
   index; sizes overflowing), and the drivers' errors (the pipeline stops, the output is
   then incomplete). */
DC_API dc_result dc_pipeline_run(dc_context *ctx, const dc_pipeline_desc *desc, dc_pipeline_report *report);

/* --- collectives ------------------------------------------------------------------------
   dc_comm_create: blocking. A communicator over `count` devices of ctx (devices NULL and
     count 0: every device, rank = device index). Creation loads and warms up every
     built-in kernel the algorithms may need on every rank, allocates scratch space (where
     ranks can copy to each other, 2 x count x 16 MiB of device memory per rank; CUDA
     peers also 16 KiB of flags and a 256 KiB stage per rank, and 64 bytes of pinned host
     memory) and tests peer access for real (a write and a read, with a time limit), so
     that no rank allocates, loads or synchronises while others wait inside a collective.
     On CUDA peers it starts a launch thread per rank but the first (so that ONE_SHOT's and
     TWO_SHOT's launches run at once): each spins for 100 us after a call, then sleeps. Errors:
     INVALID_ARGUMENT (NULL ctx or out, count < 0, count 0 with devices set, a device twice),
     OUT_OF_RANGE (a device index), the drivers' errors. Thread-safe.
   dc_comm_destroy: blocking (waits for its collectives); NULL is a no-op. Not while
     another thread uses the communicator.
   dc_collective_run: carries out one collective. Blocking when desc->streams is NULL; else
     queued on the ranks' streams where the algorithm allows (DEVICE paths), or carried out
     before it returns, after the streams' earlier work (the HOST path: see the report).
     Every rank receives bitwise-identical results: reductions run in rank order. Integers:
     SUM and PROD wrap around, AVG is the sum in 64 bits divided by the rank count,
     truncated toward zero. Floats: f16 and bf16 accumulate in f32 and round once; MIN and
     MAX give NaN where any rank has NaN; AVG is the sum divided by the rank count.
     Calls on one communicator from several threads are carried out one after another.
     Errors (checked before anything moves, also for count 0; on any error no buffer has
     changed): INVALID_ARGUMENT (NULL comm, desc or a needed array, a bad kind, dtype or op,
     a buffer of another device than its rank's), INVALID_HANDLE (a buffer), OUT_OF_RANGE
     (root outside the communicator; count x size (x ranks) overflowing or past a
     buffer's end), TIMEOUT (a rank did not arrive within dc_comm_set_timeout), and the
     drivers' errors. ONE_SHOT's and TWO_SHOT's kernels wait for each other on the devices: when one gives
     up (a rank never launched, or came later than the time limit), the call, or for an
     _async call the next call, fails with TIMEOUT naming that rank, and so does every
     later call: the communicator's flags are out of step, destroy it (which is safe).
     Their _async calls launch straight on the given streams; a call on other streams
     than the last one first waits for the last one's work.
   dc_allreduce ... dc_reduce_scatter: the DESIGN names; dc_collective with offsets 0,
     blocking. The _async forms take one stream per rank.
   dc_comm_size: the number of ranks (0 for NULL).
   dc_comm_report_get: the last collective's report. dc_comm_set_timeout: the limit for
     every wait inside a collective, in seconds (default 30; 0 = the default).
   dc_comm_set_algorithm: the algorithm every later call of this communicator takes, or
     DC_COMM_ALGO_NONE for the automatic choice (the default). For measurements and tests,
     and for the caller who measured better: a forced algorithm is never replaced by
     another one. UNSUPPORTED when the communicator cannot run it at all (PEER_KERNEL,
     ONE_SHOT or TWO_SHOT without tested peer access between every pair of CUDA ranks,
     PEER_COPY without peer or one-context copies between every pair, LOCAL on more than
     one rank, any algorithm but LOCAL on one rank); a later call that the forced
     algorithm cannot carry (a dtype without its kernel on a rank, offsets that are not
     whole elements; ONE_SHOT: an all-reduce of over 256 KiB a rank; TWO_SHOT: anything
     but an all-reduce) fails with UNSUPPORTED, before anything moves. Not during a call on another thread:
     it waits for that call.
   dc_comm_algorithm_name: "none", "local", "host", "peer-copy", "peer-kernel", "one-shot",
     "two-shot". */
DC_API dc_result dc_comm_create(dc_context *ctx, const int *devices, int count, dc_comm **out);
DC_API void      dc_comm_destroy(dc_comm *comm);
DC_API int       dc_comm_size(const dc_comm *comm);
DC_API dc_result dc_collective_run(dc_comm *comm, const dc_collective_desc *desc);
DC_API dc_result dc_allreduce(dc_comm *c, const dc_buffer *send, const dc_buffer *recv, uint64_t count, dc_dtype t, dc_op op);
DC_API dc_result dc_reduce(dc_comm *c, const dc_buffer *send, const dc_buffer *recv, uint64_t count, dc_dtype t, dc_op op, int root);
DC_API dc_result dc_broadcast(dc_comm *c, const dc_buffer *send, const dc_buffer *recv, uint64_t count, dc_dtype t, int root);
DC_API dc_result dc_allgather(dc_comm *c, const dc_buffer *send, const dc_buffer *recv, uint64_t count, dc_dtype t);
DC_API dc_result dc_reduce_scatter(dc_comm *c, const dc_buffer *send, const dc_buffer *recv, uint64_t count, dc_dtype t, dc_op op);
DC_API dc_result dc_allreduce_async(dc_comm *c, const dc_stream *streams, const dc_buffer *send, const dc_buffer *recv, uint64_t count, dc_dtype t, dc_op op);
DC_API dc_result dc_reduce_async(dc_comm *c, const dc_stream *streams, const dc_buffer *send, const dc_buffer *recv, uint64_t count, dc_dtype t, dc_op op, int root);
DC_API dc_result dc_broadcast_async(dc_comm *c, const dc_stream *streams, const dc_buffer *send, const dc_buffer *recv, uint64_t count, dc_dtype t, int root);
DC_API dc_result dc_allgather_async(dc_comm *c, const dc_stream *streams, const dc_buffer *send, const dc_buffer *recv, uint64_t count, dc_dtype t);
DC_API dc_result dc_reduce_scatter_async(dc_comm *c, const dc_stream *streams, const dc_buffer *send, const dc_buffer *recv, uint64_t count, dc_dtype t, dc_op op);
DC_API dc_result dc_comm_report_get(const dc_comm *comm, dc_comm_report *out);
DC_API dc_result dc_comm_set_timeout(dc_comm *comm, double seconds);
DC_API dc_result dc_comm_set_algorithm(dc_comm *comm, dc_comm_algorithm algorithm);
DC_API const char *dc_comm_algorithm_name(dc_comm_algorithm a);
DC_API const char *dc_collective_name(dc_collective kind);

/* Bytes of one element of a dtype (0 outside the enum); names: "f32", "sum" ... */
DC_API size_t      dc_dtype_size(dc_dtype t);
DC_API const char *dc_dtype_name(dc_dtype t);
DC_API const char *dc_op_name(dc_op op);

/* --- interop: the backend's own objects, to call other libraries on our memory ---------
   The objects stay owned by the context: do not release them. Thread-safe, non-blocking.
   dc_device_native: CUDA: *device_handle = (void *)(intptr_t)CUdevice, the device ordinal
     (so device 0 is a NULL pointer), *context_handle = its primary CUcontext; OpenCL: the
     cl_device_id and cl_context. Either out pointer may be NULL.
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

/* ####################################################################################### */
#ifdef DC_IMPLEMENTATION
#ifndef DOTCOMPUTE_C
#define DOTCOMPUTE_C

/* ============================== platform: dlopen, threads, atomics, time  >>platform ============================== */
#include <stdlib.h>
#include <string.h>
#include <stdarg.h>
#include <math.h>
#ifndef DC_ASSERT
#  include <assert.h>
#  define DC_ASSERT(x) assert(x)
#endif

#if defined(__GNUC__) || defined(__clang__)
#  define DC__UNUSED __attribute__((unused))
#else
#  define DC__UNUSED
#endif

#ifdef _WIN32
#  ifndef WIN32_LEAN_AND_MEAN
#    define WIN32_LEAN_AND_MEAN
#  endif
#  include <windows.h>
#  define DC__STDCALL WINAPI
typedef HMODULE dc__lib;
typedef CRITICAL_SECTION dc__mutex;
static void dc__mutex_init(dc__mutex *m)    { InitializeCriticalSection(m); }
static void dc__mutex_destroy(dc__mutex *m) { DeleteCriticalSection(m); }
static void dc__mutex_lock(dc__mutex *m)    { EnterCriticalSection(m); }
static void dc__mutex_unlock(dc__mutex *m)  { LeaveCriticalSection(m); }
typedef CONDITION_VARIABLE dc__cond;
static void dc__cond_init(dc__cond *c)                 { InitializeConditionVariable(c); }
static void dc__cond_destroy(dc__cond *c)              { (void)c; }
static void dc__cond_wait(dc__cond *c, dc__mutex *m)   { SleepConditionVariableCS(c, m, INFINITE); }
static void dc__cond_broadcast(dc__cond *c)            { WakeAllConditionVariable(c); }
typedef HANDLE dc__thread;
typedef struct dc__thread_start { void (*fn)(void *); void *arg; } dc__thread_start;
static DWORD WINAPI dc__thread_trampoline(LPVOID p) { dc__thread_start *s = (dc__thread_start *)p; s->fn(s->arg); return 0; }
static int dc__thread_create(dc__thread *t, dc__thread_start *start) {
    *t = CreateThread(NULL, 0, dc__thread_trampoline, start, 0, NULL);
    return *t != NULL;
}
static void dc__thread_join(dc__thread t) { WaitForSingleObject(t, INFINITE); CloseHandle(t); }
static int dc__cpu_count(void) { SYSTEM_INFO si; GetSystemInfo(&si); return (int)si.dwNumberOfProcessors; }
static double dc__seconds(void) {
    LARGE_INTEGER f, t;
    QueryPerformanceFrequency(&f);
    QueryPerformanceCounter(&t);
    return (double)t.QuadPart / (double)f.QuadPart;
}
static void dc__sleep_us(unsigned us) { Sleep(us / 1000); }  /* 0: gives up the time slice */
static SRWLOCK dc__driver_lock = SRWLOCK_INIT;
static void dc__driver_lock_acquire(void) { AcquireSRWLockExclusive(&dc__driver_lock); }
static void dc__driver_lock_release(void) { ReleaseSRWLockExclusive(&dc__driver_lock); }
static SRWLOCK dc__host_exec_lock = SRWLOCK_INIT;
static void dc__host_exec_acquire(void) { AcquireSRWLockExclusive(&dc__host_exec_lock); }
static void dc__host_exec_release(void) { ReleaseSRWLockExclusive(&dc__host_exec_lock); }
DC__UNUSED static dc__lib dc__dlopen(const char *path)  { return LoadLibraryA(path); }
DC__UNUSED static void dc__dlclose(dc__lib lib)          { if (lib) FreeLibrary(lib); }
typedef void (*dc__proc)(void);
DC__UNUSED static dc__proc dc__dlsym(dc__lib lib, const char *name) {
    return (dc__proc)(void (*)(void))GetProcAddress(lib, name);
}
#else
#  include <dlfcn.h>
#  include <pthread.h>
#  include <unistd.h>
#  include <sys/time.h>
#  include <sys/select.h>
#  define DC__STDCALL
typedef void *dc__lib;
typedef pthread_mutex_t dc__mutex;
static void dc__mutex_init(dc__mutex *m)    { pthread_mutex_init(m, NULL); }
static void dc__mutex_destroy(dc__mutex *m) { pthread_mutex_destroy(m); }
static void dc__mutex_lock(dc__mutex *m)    { pthread_mutex_lock(m); }
static void dc__mutex_unlock(dc__mutex *m)  { pthread_mutex_unlock(m); }
typedef pthread_cond_t dc__cond;
static void dc__cond_init(dc__cond *c)                 { pthread_cond_init(c, NULL); }
static void dc__cond_destroy(dc__cond *c)              { pthread_cond_destroy(c); }
static void dc__cond_wait(dc__cond *c, dc__mutex *m)   { pthread_cond_wait(c, m); }
static void dc__cond_broadcast(dc__cond *c)            { pthread_cond_broadcast(c); }
typedef pthread_t dc__thread;
typedef struct dc__thread_start { void (*fn)(void *); void *arg; } dc__thread_start;
static void *dc__thread_trampoline(void *p) { dc__thread_start *s = (dc__thread_start *)p; s->fn(s->arg); return NULL; }
static int dc__thread_create(dc__thread *t, dc__thread_start *start) { return pthread_create(t, NULL, dc__thread_trampoline, start) == 0; }
static void dc__thread_join(dc__thread t) { pthread_join(t, NULL); }
static int dc__cpu_count(void) { long n = sysconf(_SC_NPROCESSORS_ONLN); return n > 0 ? (int)n : 1; }
/* gettimeofday, because strict C99 hides clock_gettime; used only for runs of milliseconds. */
static double dc__seconds(void) { struct timeval tv; gettimeofday(&tv, NULL); return (double)tv.tv_sec + (double)tv.tv_usec * 1e-6; }
static void dc__sleep_us(unsigned us) { struct timeval tv; tv.tv_sec = us / 1000000; tv.tv_usec = us % 1000000; select(0, NULL, NULL, NULL, &tv); }
static pthread_mutex_t dc__driver_lock = PTHREAD_MUTEX_INITIALIZER;
static void dc__driver_lock_acquire(void) { pthread_mutex_lock(&dc__driver_lock); }
static void dc__driver_lock_release(void) { pthread_mutex_unlock(&dc__driver_lock); }
static pthread_mutex_t dc__host_exec_lock = PTHREAD_MUTEX_INITIALIZER;
static void dc__host_exec_acquire(void) { pthread_mutex_lock(&dc__host_exec_lock); }
static void dc__host_exec_release(void) { pthread_mutex_unlock(&dc__host_exec_lock); }
DC__UNUSED static dc__lib dc__dlopen(const char *path)  { return dlopen(path, RTLD_NOW | RTLD_LOCAL); }
DC__UNUSED static void dc__dlclose(dc__lib lib)          { if (lib) dlclose(lib); }
typedef void (*dc__proc)(void);
/* ISO C has no conversion from object to function pointer; POSIX guarantees it works. */
#  if defined(__GNUC__) || defined(__clang__)
#    pragma GCC diagnostic push
#    pragma GCC diagnostic ignored "-Wpedantic"
#  endif
DC__UNUSED static dc__proc dc__dlsym(dc__lib lib, const char *name) {
    void *p = dlsym(lib, name);
    dc__proc f;
    memcpy(&f, &p, sizeof f);
    return f;
}
#  if defined(__GNUC__) || defined(__clang__)
#    pragma GCC diagnostic pop
#  endif
#endif

#if defined(_MSC_VER)
#  define DC__TLS __declspec(thread)
#elif defined(__cplusplus) && __cplusplus >= 201103L
#  define DC__TLS thread_local
#else
#  define DC__TLS __thread
#endif

/* long for counters and flags; 64 bits for byte counts (long is 32 bits on Windows). */
#if defined(_MSC_VER)
#  include <intrin.h>
static long dc__atomic_add(volatile long *p, long v) { return _InterlockedExchangeAdd(p, v) + v; }
static long dc__atomic_load(volatile long *p) { return _InterlockedExchangeAdd(p, 0); }
static void dc__atomic_store(volatile long *p, long v) { _InterlockedExchange(p, v); }
static void dc__atomic_add64(volatile uint64_t *p, uint64_t v) { _InterlockedExchangeAdd64((volatile __int64 *)p, (__int64)v); }
static uint64_t dc__atomic_load64(volatile uint64_t *p) { return (uint64_t)_InterlockedExchangeAdd64((volatile __int64 *)p, 0); }
#else
static long dc__atomic_add(volatile long *p, long v) { return __atomic_add_fetch(p, v, __ATOMIC_SEQ_CST); }
static long dc__atomic_load(volatile long *p) { return __atomic_load_n(p, __ATOMIC_SEQ_CST); }
static void dc__atomic_store(volatile long *p, long v) { __atomic_store_n(p, v, __ATOMIC_SEQ_CST); }
static void dc__atomic_add64(volatile uint64_t *p, uint64_t v) { __atomic_add_fetch(p, v, __ATOMIC_RELAXED); }
static uint64_t dc__atomic_load64(volatile uint64_t *p) { return __atomic_load_n(p, __ATOMIC_RELAXED); }
#endif

#define DC__MIN(a, b) ((a) < (b) ? (a) : (b))
#define DC__MAX(a, b) ((a) > (b) ? (a) : (b))
#define DC__COUNTOF(a) (sizeof(a) / sizeof((a)[0]))

/* ============================== errors and logging  >>errors ============================== */

/* Each thread keeps the text of its last failure and the public function it is inside,
   so that errors raised deep in a backend still name the call the user made. */
#define DC__ERROR_CAPACITY 16384
static DC__TLS char dc__error_text[DC__ERROR_CAPACITY];
static DC__TLS const char *dc__api_name;
/* Cleanup (destroy functions, undoing half-made objects) neither records failures nor is
   fault-injected: it cannot report, and the caller must see the error that made its call
   fail, not one from the cleanup after it. Failures there are logged. */
static DC__TLS int dc__cleanup_depth;

#define DC__ENTER(name) (dc__api_name = (name))
#define DC__CLEANUP_BEGIN() (dc__cleanup_depth++)
#define DC__CLEANUP_END() (dc__cleanup_depth--)

DC_API const char *dc_result_name(dc_result r) {
    switch (r) {
    case DC_SUCCESS: return "DC_SUCCESS";
    case DC_ERROR_INVALID_ARGUMENT: return "DC_ERROR_INVALID_ARGUMENT";
    case DC_ERROR_INVALID_HANDLE: return "DC_ERROR_INVALID_HANDLE";
    case DC_ERROR_OUT_OF_RANGE: return "DC_ERROR_OUT_OF_RANGE";
    case DC_ERROR_NO_DRIVER: return "DC_ERROR_NO_DRIVER";
    case DC_ERROR_NO_DEVICE: return "DC_ERROR_NO_DEVICE";
    case DC_ERROR_OUT_OF_DEVICE_MEMORY: return "DC_ERROR_OUT_OF_DEVICE_MEMORY";
    case DC_ERROR_OUT_OF_HOST_MEMORY: return "DC_ERROR_OUT_OF_HOST_MEMORY";
    case DC_ERROR_KERNEL_BUILD: return "DC_ERROR_KERNEL_BUILD";
    case DC_ERROR_KERNEL_NOT_FOUND: return "DC_ERROR_KERNEL_NOT_FOUND";
    case DC_ERROR_LAUNCH: return "DC_ERROR_LAUNCH";
    case DC_ERROR_PEER_UNSUPPORTED: return "DC_ERROR_PEER_UNSUPPORTED";
    case DC_ERROR_UNSUPPORTED: return "DC_ERROR_UNSUPPORTED";
    case DC_ERROR_TIMEOUT: return "DC_ERROR_TIMEOUT";
    case DC_ERROR_DEVICE_LOST: return "DC_ERROR_DEVICE_LOST";
    case DC_ERROR_BACKEND: return "DC_ERROR_BACKEND";
    }
    return "DC_UNKNOWN_RESULT";
}

DC_API const char *dc_last_error(void) { return dc__error_text; }

/* Records "<api>: <message>" as this thread's last error and returns r. */
static dc_result dc__vfail(dc_result r, const char *fmt, va_list ap) {
    int n;
    if (dc__cleanup_depth) return r;
    n = snprintf(dc__error_text, sizeof dc__error_text, "%s: ", dc__api_name ? dc__api_name : "dotcompute");
    if (n < 0 || (size_t)n >= sizeof dc__error_text) n = 0;
    vsnprintf(dc__error_text + n, sizeof dc__error_text - (size_t)n, fmt, ap);
    return r;
}
static dc_result dc__fail(dc_result r, const char *fmt, ...) {
    va_list ap;
    va_start(ap, fmt);
    dc__vfail(r, fmt, ap);
    va_end(ap);
    return r;
}
/* Appends to the current error text (build logs, lists of what was tried). */
static void dc__fail_append(const char *fmt, ...) {
    size_t used = strlen(dc__error_text);
    va_list ap;
    if (dc__cleanup_depth || used + 1 >= sizeof dc__error_text) return;
    va_start(ap, fmt);
    vsnprintf(dc__error_text + used, sizeof dc__error_text - used, fmt, ap);
    va_end(ap);
}

#ifdef DC_FAULT_INJECTION
/* The only mutable process state besides loaded libraries, and only in test builds. */
static volatile long dc__fault_countdown;
static volatile long dc__fault_calls;
DC_API void dc_debug_fail_call(long n) { dc__fault_countdown = n; }
DC_API long dc_debug_driver_calls(void) { return dc__fault_calls; }
static int dc__inject(void) {
    if (dc__cleanup_depth) return 0;
    dc__atomic_add(&dc__fault_calls, 1);
    if (dc__fault_countdown <= 0) return 0;
    return dc__atomic_add(&dc__fault_countdown, -1) == 0;
}
#else
#  define dc__inject() 0
#endif

/* ============================== driver loading  >>loader ============================== */
/* What every backend's loader shares: a list of library names tried in the caller's
   folders first, then through the system's own search. */

/* Appends ", s" (or s) to a bounded list, truncating quietly. */
DC__UNUSED static void dc__append_item(char *list, size_t size, const char *s) {
    size_t used = strlen(list), n = strlen(s);
    if (used && used + 2 < size) { memcpy(list + used, ", ", 2); used += 2; }
    if (used + n >= size) n = size - used - 1;
    memcpy(list + used, s, n);
    list[used + n] = 0;
}
DC__UNUSED static dc__lib dc__try_open(const char *path, char *tried, size_t tried_size) {
    dc__lib lib = dc__dlopen(path);
    if (!lib) dc__append_item(tried, tried_size, path);
    return lib;
}
/* Opens the first library found: each caller folder with each name, then each bare name.
   What was tried goes into `tried` for the NO_DRIVER message. */
DC__UNUSED static dc__lib dc__open_first(const char *const *names, int name_count, const char *const *folders,
                                         int folder_count, char *tried, size_t tried_size) {
    char path[1024];
    dc__lib lib;
    int f, n;
    for (f = 0; f < folder_count; f++) {
        for (n = 0; n < name_count; n++) {
            snprintf(path, sizeof path, "%s/%s", folders[f], names[n]);
            if ((lib = dc__try_open(path, tried, tried_size)) != NULL) return lib;
        }
    }
    for (n = 0; n < name_count; n++)
        if ((lib = dc__try_open(names[n], tried, tried_size)) != NULL) return lib;
    return NULL;
}

/* ============================== handles, backends, the context  >>core ============================== */

#define DC__MAX_ARGS 64
#define DC__SPLIT_MAX 64           /* devices one partition can use */

typedef struct dc__device dc__device;
typedef struct dc__backend dc__backend;

/* A handle id packs: type (8 bits) | context tag (16) | generation (16) | slot + 1 (24).
   The type catches a stream id forged into a buffer, the tag a handle of another
   context, the generation a destroyed one. A slot whose generation would wrap is retired
   rather than reused, so an old handle can never name a new object. */
enum { DC__T_BUFFER = 1, DC__T_STREAM, DC__T_EVENT, DC__T_MODULE, DC__T_KERNEL, DC__T_COUNT };
static const char *const dc__type_names[DC__T_COUNT] = { "", "buffer", "stream", "event", "module", "kernel" };
#define DC__MAX_SLOTS 0xFFFFFEu

typedef struct dc__slot {
    void *object;          /* NULL while the slot is free */
    uint32_t next_free;    /* free list link (slot + 1, 0 ends the list) */
    uint16_t generation;
} dc__slot;

typedef struct dc__pool {
    dc__slot *slots;
    uint32_t count, capacity, first_free;
} dc__pool;

typedef struct dc__buffer_obj { int device; uint64_t bytes; uint64_t mem; } dc__buffer_obj;
typedef struct dc__stream_obj { int device; int is_default; void *native; } dc__stream_obj;
typedef struct dc__event_obj  { int device; void *native; } dc__event_obj;

/* What a kernel parameter holds, where the driver can tell (OpenCL argument info, PTX
   parameter declarations). Checked against the DC_ARG_* kinds before a launch. */
enum { DC__PARAM_UNKNOWN = 0, DC__PARAM_POINTER, DC__PARAM_SCALAR, DC__PARAM_LOCAL };

/* One entry point on one device. */
typedef struct dc__kernel_fn {
    void *native;                 /* CUfunction / cl_kernel; NULL where the module lacks it */
    int param_count;              /* -1 when the driver cannot tell */
    uint32_t param_sizes[DC__MAX_ARGS];         /* 0 = unknown */
    unsigned char param_kinds[DC__MAX_ARGS];    /* DC__PARAM_* */
    uint32_t max_block;           /* threads per block this kernel allows on this device */
} dc__kernel_fn;

typedef struct dc__module_obj {
    void **native;                /* per device: the backend's module, NULL if not built there */
    uint64_t *kernels;            /* ids of kernels taken from it, freed with it */
    uint32_t kernel_count, kernel_capacity;
    char name[64];
} dc__module_obj;

typedef struct dc__kernel_obj {
    uint64_t module;
    dc__kernel_fn *fns;           /* per device */
    char name[128];
} dc__kernel_obj;

/* Candidates found by the backends' enumerate, before the desc's filters run. */
typedef struct dc__device_list { dc__device *items; uint32_t count, capacity; } dc__device_list;

/* >>backend  The one internal interface. Each backend is a section of its own (>>cuda,
   >>opencl) that fills this table by member name in one init function, keeps its state
   in `state` (one per context) and in each device's `impl`, and registers the init
   function in dc__backend_registry. Code outside the backend sections never asks which
   backend it is on: it calls these entries and reads the data members.

   Objects the entries pass around are the backend's own: a stream or event is a CUstream,
   cl_command_queue, ...; memory is a CUdeviceptr or cl_mem as uint64_t; a module is what
   module_build returned. Every entry that can fail returns dc_result with the error text
   set (dc__fail); cleanup entries return nothing and log. Entries taking a `blocking`
   flag wait for the operation's stream before returning when it is set.

   Adding a backend (HIP, Level Zero, Metal): declare its driver subset and loader, write
   each entry below, fill the table in dc__<name>_backend_init, and add that function to
   dc__backend_registry. Nothing else changes. */
#define DC__BACKEND_ENTRIES(X) \
    /* loading: 1 when usable, else 0 with the reason in `why` (a missing driver is normal) */ \
    X(int,       load,           (dc__backend *b, dc_context *ctx, const char *const *folders, int folder_count, char *why, size_t why_size)) \
    X(void,      unload,         (dc__backend *b, dc_context *ctx)) \
    /* appends a candidate per device (info and impl filled; nothing opened yet) */ \
    X(dc_result, enumerate,      (dc__backend *b, dc_context *ctx, dc__device_list *out)) \
    /* the chosen devices of this backend, all at once (drivers share contexts between them) */ \
    X(dc_result, open,           (dc__backend *b, dc_context *ctx, dc__device **devs, int n)) \
    X(void,      close,          (dc__backend *b, dc_context *ctx, dc__device **devs, int n)) \
    /* links[i * n + j]: how devs[i] reaches devs[j] (NVLINK/PCIE/UNKNOWN = peer access possible) */ \
    X(dc_result, links,          (dc__backend *b, dc_context *ctx, dc__device **devs, int n, dc_link *links)) \
    X(dc_result, peer_info,      (dc_context *ctx, dc__device *a, dc__device *b, dc_peer_info *out)) \
    X(dc_result, peer_enable,    (dc_context *ctx, dc__device *from, dc__device *to)) \
    /* a copy from sd's memory to dd's over the link, queued on `stream`: a stream of dd (a \
       pull) or of sd (a push, as peer-copy's REDUCE does to the root); both drivers take \
       either (CUDA: any context's stream; OpenCL: one context's queues) */ \
    X(dc_result, peer_copy,      (dc_context *ctx, dc__device *dd, void *stream, uint64_t dst, uint64_t dst_offset, dc__device *sd, uint64_t src, uint64_t src_offset, uint64_t bytes)) \
    X(dc_result, device_native,  (dc_context *ctx, dc__device *dev, void **device, void **context)) \
    /* memory and copies inside one device */ \
    X(dc_result, mem_alloc,      (dc_context *ctx, dc__device *dev, uint64_t bytes, uint64_t *mem)) \
    X(void,      mem_free,       (dc_context *ctx, dc__device *dev, uint64_t mem)) \
    X(dc_result, mem_info,       (dc_context *ctx, dc__device *dev, uint64_t *free_bytes, uint64_t *total_bytes)) \
    X(dc_result, write,          (dc_context *ctx, dc__device *dev, void *stream, uint64_t mem, uint64_t offset, const void *src, uint64_t bytes, int blocking)) \
    X(dc_result, read,           (dc_context *ctx, dc__device *dev, void *stream, uint64_t mem, uint64_t offset, void *dst, uint64_t bytes, int blocking)) \
    X(dc_result, fill,           (dc_context *ctx, dc__device *dev, void *stream, uint64_t mem, uint64_t offset, uint64_t bytes, const void *pattern, uint32_t pattern_size, int blocking)) \
    X(dc_result, copy,           (dc_context *ctx, dc__device *dev, void *stream, uint64_t dst, uint64_t dst_offset, uint64_t src, uint64_t src_offset, uint64_t bytes, int blocking)) \
    /* page-locked host memory usable by every device of the backend; UNSUPPORTED (no error
       text) when the backend has none */ \
    X(dc_result, host_alloc,     (dc_context *ctx, dc__device *dev, uint64_t bytes, void **ptr)) \
    X(void,      host_free,      (dc_context *ctx, dc__device *dev, void *ptr)) \
    X(int,       host_is_pinned, (dc_context *ctx, dc__device *dev, const void *ptr)) \
    /* streams and events */ \
    X(dc_result, stream_create,  (dc_context *ctx, dc__device *dev, void **stream)) \
    X(void,      stream_destroy, (dc_context *ctx, dc__device *dev, void *stream)) \
    X(dc_result, stream_sync,    (dc_context *ctx, dc__device *dev, void *stream)) \
    /* *idle = 1 when everything queued is done; drivers that cannot tell cheaply say 0 */ \
    X(dc_result, stream_query,   (dc_context *ctx, dc__device *dev, void *stream, int *idle)) \
    /* timed: the event may go to event_elapsed; the rest only order work (CUDA records and
       waits on an event without timing faster: the collectives record one per chunk) */ \
    X(dc_result, event_record,   (dc_context *ctx, dc__device *dev, void *stream, int timed, void **event)) \
    /* `stream` waits for an event of device `from` of this backend; UNSUPPORTED (no error
       text) when the driver cannot, and the caller then waits on the host */ \
    X(dc_result, stream_wait,    (dc_context *ctx, dc__device *dev, void *stream, dc__device *from, void *event)) \
    X(dc_result, event_sync,     (dc_context *ctx, dc__device *dev, void *event)) \
    X(dc_result, event_query,    (dc_context *ctx, dc__device *dev, void *event, int *done)) \
    X(dc_result, event_elapsed,  (dc_context *ctx, dc__device *dev, void *start, void *end, float *ms)) \
    X(void,      event_destroy,  (dc_context *ctx, dc__device *dev, void *event)) \
    X(dc_result, device_sync,    (dc_context *ctx, dc__device *dev)) \
    /* modules: UNSUPPORTED (no error text) when the desc has no source of this backend's kind */ \
    X(dc_result, module_build,   (dc_context *ctx, dc__device *dev, const dc_module_desc *desc, void **module)) \
    X(void,      module_free,    (dc_context *ctx, dc__device *dev, void *module)) \
    /* KERNEL_NOT_FOUND (no error text) when the module lacks the name */ \
    X(dc_result, kernel_get,     (dc_context *ctx, dc__device *dev, void *module, const char *name, dc__kernel_fn *out)) \
    X(void,      kernel_free,    (dc_context *ctx, dc__device *dev, dc__kernel_fn *fn)) \
    /* *blocks: how many blocks of `block` threads of fn, each with `shared_bytes` of dynamic
       shared memory, one compute unit holds at once (0: not one fits), so that a caller can
       size launches in whole waves; UNSUPPORTED (no error text, *blocks 0) when the driver
       cannot tell */ \
    X(dc_result, resident_blocks, (dc_context *ctx, dc__device *dev, const dc__kernel_fn *fn, uint32_t block, uint32_t shared_bytes, int *blocks)) \
    /* arguments are checked (count, kinds, sizes where known); mems[i] holds buffer i's memory */ \
    X(dc_result, launch,         (dc_context *ctx, dc__device *dev, void *stream, const dc__kernel_fn *fn, const uint32_t grid[3], const uint32_t block[3], uint32_t shared_bytes, const dc_arg *args, int arg_count, const uint64_t *mems))

#define DC__BACKEND_MEMBER(ret, entry, params) ret (*entry) params;
struct dc__backend {
    const char *name;             /* "CUDA" */
    unsigned id;                  /* its DC_BACKEND_* bit, for dc_device_info.backend */
    const char *source_kind;      /* what module_build takes: "PTX", "OpenCL C" */
    int local_args_are_params;    /* DC_ARG_LOCAL is a kernel parameter (else it adds dynamic shared memory) */
    int stages_pageable;          /* pageable host memory is faster staged through pinned buffers */
    int peer_pointers;            /* a kernel may read a peer's memory address once peer access is on (CUDA's unified addressing) */
    void *state;                  /* the backend's own, one per context (driver tables ...) */
    size_t state_size;            /* bytes of `state`, allocated zeroed before load */
    size_t device_size;           /* bytes of each device's `impl` */
    DC__BACKEND_ENTRIES(DC__BACKEND_MEMBER)
    /* the generic code's bookkeeping of this backend in this context */
    int loaded, opened;
    dc__device **devices;         /* the context's devices of this backend, in context order */
    int device_count;
};

/* Every entry of a filled table is set: the name of the first missing one, or NULL. */
DC__UNUSED static const char *dc__backend_missing_entry(const dc__backend *b) {
#define DC__BACKEND_CHECK(ret, entry, params) if (!b->entry) return #entry;
    DC__BACKEND_ENTRIES(DC__BACKEND_CHECK)
#undef DC__BACKEND_CHECK
    if (!b->name || !b->id || !b->source_kind || !b->state_size || !b->device_size) return "name, id, source_kind or sizes";
    return NULL;
}

typedef struct dc__host_block {
    void *ptr, *raw;
    uint64_t bytes;
    dc__device *pinned_by;        /* the device whose backend page-locked it; NULL = malloc */
} dc__host_block;

typedef struct dc__workers dc__workers;

/* A staging ring: host-staged copies into a device and pageable transfers of that device
   go through these pinned buffers, DC__STAGE_CHUNK bytes each, so that one chunk's
   device-to-host copy overlaps the previous chunk's host-to-device copy. One ring per
   device: transfers involving different devices run at the same time. */
#define DC__STAGE_SLOTS 4
#define DC__STAGE_CHUNK ((uint64_t)8 << 20)
#define DC__PAGEABLE_STAGING_MIN ((uint64_t)1 << 20)
typedef struct dc__stage_ring {
    dc__mutex lock;                            /* one staged transfer at a time per ring */
    dc__host_block slot[DC__STAGE_SLOTS];      /* allocated on first use */
    void *free_event[DC__STAGE_SLOTS];         /* completes when the slot may be refilled */
    dc__device *free_device[DC__STAGE_SLOTS];  /* the device of free_event */
    dc__workers *workers;                      /* the parallel memcpy's threads (>>util), started on first use */
} dc__stage_ring;

struct dc__device {
    dc_device_info info;
    dc__backend *backend;
    void *impl;                     /* the backend's per-device data (device_size bytes) */
    int index;                      /* in the context, once selected */
    dc_stream default_stream;
    dc__stream_obj *default_stream_obj;
    uint64_t allocated;             /* bytes in live buffers, under ctx->lock */
    /* Work the library queued on the default stream (a count) against the count that was
       queued when it was last known empty: equal means a copy out of this device has
       nothing to wait for, with no driver call. Off once its native handle went out. */
    volatile long default_issued, default_synced, default_exported;
    unsigned char *peer_enabled;    /* per device of the context, under ctx->lock */
    dc__stage_ring stage;
    int stage_ready;                /* stage.lock initialised */
    /* Set by the backend: the driver breaks when this device's kernels run while another
       of its devices' do, so dispatch and pipelines run them one at a time process-wide
       (dc__host_exec_lock). PoCL 4+ CPU devices: see dc__opencl_open. */
    int kernels_take_turns;
};

#define DC__MAX_BACKENDS 4

/* Transfer statistics: atomics, so that concurrent transfers never meet on a lock. */
typedef struct dc__stats {
    volatile uint64_t copy_bytes[DC_COPY_PATH_COUNT], copy_count[DC_COPY_PATH_COUNT];
    volatile uint64_t host_to_device_bytes, device_to_host_bytes, pageable_staged_bytes;
} dc__stats;

struct dc_context {
    dc_allocator allocator;
    dc_log_fn log;
    void *log_user;
    dc_log_level log_level;
    unsigned flags;
    uint16_t tag;
    dc__mutex lock;                 /* guards pools, host_blocks, peer state; never held over a driver call that waits */
    dc__backend backends[DC__MAX_BACKENDS];   /* the registry's, in its order (= preference) */
    int backend_count;
    dc__device *devices;
    int device_count;
    dc__pool pools[DC__T_COUNT];
    dc__host_block *host_blocks;
    int host_block_count, host_block_capacity;
    dc__stats stats;
    unsigned char *links;           /* dc_link of each (a, b), under lock */
    double *measured;               /* dc_topology_measure's GB/s of each (a, b), under lock */
    unsigned char *path_logged;     /* (src, dst) whose copy path was logged, under lock */
    struct dc__dmodel *models;      /* dc_dispatch's learned kernel models, under lock */
    uint32_t model_count, model_capacity;
};

static void *dc__malloc(dc_context *ctx, size_t bytes) {
    if (bytes == 0) bytes = 1;
    return ctx->allocator.alloc ? ctx->allocator.alloc(bytes, ctx->allocator.user) : malloc(bytes);
}
static void *dc__calloc(dc_context *ctx, size_t count, size_t size) {
    void *p;
    if (size && count > (size_t)-1 / size) return NULL;
    p = dc__malloc(ctx, count * size);
    if (p) memset(p, 0, count * size);
    return p;
}
static void dc__free(dc_context *ctx, void *p) {
    if (!p) return;
    if (ctx->allocator.free) ctx->allocator.free(p, ctx->allocator.user);
    else free(p);
}
/* Grows *array of `size`-byte elements to hold at least `needed`; 0 on out of memory. */
static int dc__grow(dc_context *ctx, void **array, uint32_t *capacity, uint32_t needed, size_t size) {
    uint32_t cap = *capacity ? *capacity : 16;
    void *bigger;
    if (needed <= *capacity) return 1;
    while (cap < needed) cap *= 2;
    bigger = dc__malloc(ctx, (size_t)cap * size);
    if (!bigger) return 0;
    if (*array) memcpy(bigger, *array, (size_t)*capacity * size);
    dc__free(ctx, *array);
    *array = bigger;
    *capacity = cap;
    return 1;
}

static void dc__log(const dc_context *ctx, dc_log_level level, const char *fmt, ...) {
    static const char *const names[] = { "", "error", "warn", "info", "debug" };
    char message[1024];
    va_list ap;
    if (!ctx || level > ctx->log_level || ctx->log_level == DC_LOG_NONE) return;
    va_start(ap, fmt);
    vsnprintf(message, sizeof message, fmt, ap);
    va_end(ap);
    if (ctx->log) ctx->log(ctx->log_user, level, message);
    else fprintf(stderr, "dotcompute %s: %s\n", names[level], message);
}

/* >>pool */
static uint64_t dc__make_id(const dc_context *ctx, int type, uint32_t slot, uint16_t generation) {
    return ((uint64_t)type << 56) | ((uint64_t)ctx->tag << 40) | ((uint64_t)generation << 24) | (uint64_t)(slot + 1);
}

/* Stores obj in a free slot; returns its id, 0 when out of memory or slots. Locks. */
static uint64_t dc__pool_add(dc_context *ctx, int type, void *obj) {
    dc__pool *p = &ctx->pools[type];
    uint32_t slot;
    uint64_t id = 0;
    dc__mutex_lock(&ctx->lock);
    if (p->first_free) {
        slot = p->first_free - 1;
        p->first_free = p->slots[slot].next_free;
    } else if (p->count < DC__MAX_SLOTS && dc__grow(ctx, (void **)&p->slots, &p->capacity, p->count + 1, sizeof(dc__slot))) {
        slot = p->count++;
        p->slots[slot].generation = 1;
    } else {
        dc__mutex_unlock(&ctx->lock);
        return 0;
    }
    p->slots[slot].object = obj;
    id = dc__make_id(ctx, type, slot, p->slots[slot].generation);
    dc__mutex_unlock(&ctx->lock);
    return id;
}

/* The object behind id, or NULL (with INVALID_HANDLE in dc_last_error). Caller holds the lock. */
static void *dc__pool_get_locked(dc_context *ctx, int type, uint64_t id, const char *what) {
    dc__pool *p = &ctx->pools[type];
    uint32_t slot = (uint32_t)(id & 0xFFFFFFu);
    if (id == 0) { dc__fail(DC_ERROR_INVALID_HANDLE, "%s is a zero %s handle", what, dc__type_names[type]); return NULL; }
    if ((int)(id >> 56) != type) {
        dc__fail(DC_ERROR_INVALID_HANDLE, "%s (id 0x%llx) is not a %s handle", what, (unsigned long long)id, dc__type_names[type]);
        return NULL;
    }
    if ((uint16_t)(id >> 40) != ctx->tag) {
        dc__fail(DC_ERROR_INVALID_HANDLE, "%s (id 0x%llx) belongs to another context", what, (unsigned long long)id);
        return NULL;
    }
    if (slot == 0 || slot > p->count || !p->slots[slot - 1].object || p->slots[slot - 1].generation != (uint16_t)(id >> 24)) {
        dc__fail(DC_ERROR_INVALID_HANDLE, "%s (id 0x%llx) is a destroyed %s", what, (unsigned long long)id, dc__type_names[type]);
        return NULL;
    }
    return p->slots[slot - 1].object;
}
static void *dc__pool_get(dc_context *ctx, int type, uint64_t id, const char *what) {
    void *obj;
    dc__mutex_lock(&ctx->lock);
    obj = dc__pool_get_locked(ctx, type, id, what);
    dc__mutex_unlock(&ctx->lock);
    return obj;
}
/* Removes id from the pool and returns its object (NULL if the id is not live). */
static void *dc__pool_remove(dc_context *ctx, int type, uint64_t id, const char *what) {
    dc__pool *p = &ctx->pools[type];
    void *obj;
    uint32_t slot;
    dc__mutex_lock(&ctx->lock);
    obj = dc__pool_get_locked(ctx, type, id, what);
    if (obj) {
        slot = (uint32_t)(id & 0xFFFFFFu) - 1;
        p->slots[slot].object = NULL;
        if (++p->slots[slot].generation != 0xFFFF) {
            p->slots[slot].next_free = p->first_free;
            p->first_free = slot + 1;
        }
    }
    dc__mutex_unlock(&ctx->lock);
    return obj;
}
static void dc__pool_release_storage(dc_context *ctx, dc__pool *p) {
    dc__free(ctx, p->slots);
    memset(p, 0, sizeof *p);
}

/* >>util  Small pieces the backends and the generic code share. */
static dc_result dc__check_device(const dc_context *ctx, int device, const char *what) {
    if (device < 0 || device >= ctx->device_count)
        return dc__fail(DC_ERROR_OUT_OF_RANGE, "%s %d is not a device of this context (it has %d)", what, device, ctx->device_count);
    return DC_SUCCESS;
}
static uint32_t dc__arg_size(dc_arg_type t) {
    switch (t) {
    case DC_ARG_TYPE_I32: case DC_ARG_TYPE_U32: case DC_ARG_TYPE_F32: return 4;
    case DC_ARG_TYPE_BUFFER: case DC_ARG_TYPE_I64: case DC_ARG_TYPE_U64: case DC_ARG_TYPE_F64: return 8;
    default: return 0;
    }
}
static const char *dc__arg_type_name(dc_arg_type t) {
    static const char *const names[] = { "INVALID", "BUFFER", "I32", "U32", "I64", "U64", "F32", "F64", "LOCAL" };
    return (unsigned)t < DC__COUNTOF(names) ? names[t] : "INVALID";
}
/* Calls fn on every live stream of `dev` (the OpenCL device sync finishes each queue):
   collected under the lock, called outside it. Stops at the first failure. */
DC__UNUSED static dc_result dc__each_stream(dc_context *ctx, dc__device *dev, dc_result (*fn)(dc_context *, dc__device *, void *)) {
    dc__pool *p = &ctx->pools[DC__T_STREAM];
    void *natives[64];
    uint32_t i, start = 0;
    dc_result r = DC_SUCCESS;
    int n, k;
    do {
        n = 0;
        dc__mutex_lock(&ctx->lock);
        for (i = start; i < p->count && n < (int)DC__COUNTOF(natives); i++) {
            dc__stream_obj *s = (dc__stream_obj *)p->slots[i].object;
            if (s && s->device == dev->index) natives[n++] = s->native;
        }
        start = i;
        dc__mutex_unlock(&ctx->lock);
        for (k = 0; k < n && r == DC_SUCCESS; k++) r = fn(ctx, dev, natives[k]);
    } while (r == DC_SUCCESS && start < p->count);
    return r;
}

/* --- a fork-join worker pool ---

   A few threads that run the parts of one job together with the calling thread: part 0
   on the caller, part i on thread i, and dc__workers_run returns when every part is done,
   so nothing of the job runs after it. Users: the staging rings' parallel memcpy (one
   core cannot fill a PCIe 5 link from pageable memory, >>copies) and the collectives'
   host reduction (one core cannot reduce as fast as the ranks deliver, >>collectives).
   A pool runs one job at a time; its owner serialises the calls (a ring's lock, a
   communicator's lock). Threads that cannot be created leave the pool smaller, never
   wrong: with none, the caller runs the whole job as one part. */
#define DC__WORKERS_MAX 8
typedef void (*dc__work_fn)(void *arg, int part, int parts);   /* part in [0, parts) */
typedef struct dc__worker { dc__workers *pool; int part; dc__thread handle; dc__thread_start start; } dc__worker;
struct dc__workers {
    dc__mutex lock;
    dc__cond wake, done;
    int threads;                  /* started, fixed once dc__workers_start returns */
    int quit, pending;            /* pending: threads still in the current job */
    unsigned generation;          /* one more per job: each thread runs each job once */
    dc__work_fn fn;               /* the current job */
    void *arg;
    int parts;
    dc__worker worker[DC__WORKERS_MAX];
};
/* The first element of part `part` of `parts` over n elements: equal parts, boundaries
   rounded down to a multiple of `align` (a cache line, so no two threads write one),
   the end of the last part exactly n. */
static uint64_t dc__part_begin(uint64_t n, int part, int parts, uint64_t align) {
    uint64_t b;
    if (part >= parts) return n;
    b = n / (uint64_t)parts * (uint64_t)part + n % (uint64_t)parts * (uint64_t)part / (uint64_t)parts;
    return b - b % align;
}
static void dc__workers_main(void *p) {
    dc__worker *self = (dc__worker *)p;
    dc__workers *w = self->pool;
    unsigned seen = 0;
    dc__mutex_lock(&w->lock);
    for (;;) {
        dc__work_fn fn;
        void *arg;
        int parts;
        while (!w->quit && w->generation == seen) dc__cond_wait(&w->wake, &w->lock);
        if (w->quit) break;
        seen = w->generation;
        fn = w->fn;
        arg = w->arg;
        parts = w->parts;
        dc__mutex_unlock(&w->lock);
        fn(arg, self->part, parts);
        dc__mutex_lock(&w->lock);
        if (--w->pending == 0) dc__cond_broadcast(&w->done);
    }
    dc__mutex_unlock(&w->lock);
}
static void dc__workers_stop(dc_context *ctx, dc__workers *w) {
    int i;
    if (!w) return;
    dc__mutex_lock(&w->lock);
    w->quit = 1;
    dc__cond_broadcast(&w->wake);
    dc__mutex_unlock(&w->lock);
    for (i = 0; i < w->threads; i++) dc__thread_join(w->worker[i].handle);
    dc__cond_destroy(&w->wake);
    dc__cond_destroy(&w->done);
    dc__mutex_destroy(&w->lock);
    dc__free(ctx, w);
}
/* Half the cores (at most DC__WORKERS_MAX threads besides the caller): the other half is
   left to the drivers' own threads and the application. NULL when out of memory: the
   caller then runs its jobs alone. */
static dc__workers *dc__workers_start(dc_context *ctx, const char *purpose) {
    dc__workers *w = (dc__workers *)dc__calloc(ctx, 1, sizeof *w);
    int i, want = DC__MIN(dc__cpu_count() / 2, DC__WORKERS_MAX);
    if (!w) return NULL;
    dc__mutex_init(&w->lock);
    dc__cond_init(&w->wake);
    dc__cond_init(&w->done);
    for (i = 0; i < want; i++) {
        dc__worker *t = &w->worker[i];
        t->pool = w;
        t->part = i + 1;
        t->start.fn = dc__workers_main;
        t->start.arg = t;
        if (!dc__thread_create(&t->handle, &t->start)) {
            dc__log(ctx, DC_LOG_DEBUG, "%s: thread %d of %d could not be created, going on with fewer", purpose, i + 1, want);
            break;
        }
        w->threads++;
    }
    dc__log(ctx, DC_LOG_DEBUG, "%s: %d helper threads", purpose, w->threads);
    return w;
}
/* fn(arg, part, parts) for every part, part 0 on the calling thread; returns when all
   are done. w may be NULL (or have no threads): then fn(arg, 0, 1). */
static void dc__workers_run(dc__workers *w, dc__work_fn fn, void *arg) {
    if (!w || w->threads == 0) { fn(arg, 0, 1); return; }
    dc__mutex_lock(&w->lock);
    w->fn = fn;
    w->arg = arg;
    w->parts = w->threads + 1;
    w->pending = w->threads;
    w->generation++;
    dc__cond_broadcast(&w->wake);
    dc__mutex_unlock(&w->lock);
    fn(arg, 0, w->threads + 1);
    dc__mutex_lock(&w->lock);
    while (w->pending) dc__cond_wait(&w->done, &w->lock);
    dc__mutex_unlock(&w->lock);
}

/* A new zeroed candidate of backend b with its impl allocated, or NULL (out of memory).
   The list owns the impls until devices are selected. */
static dc__device *dc__add_candidate(dc_context *ctx, dc__backend *b, dc__device_list *list) {
    dc__device *d;
    void *impl = dc__calloc(ctx, 1, b->device_size);
    if (!impl || !dc__grow(ctx, (void **)&list->items, &list->capacity, list->count + 1, sizeof(dc__device))) {
        dc__free(ctx, impl);
        return NULL;
    }
    d = &list->items[list->count++];
    memset(d, 0, sizeof *d);
    d->backend = b;
    d->impl = impl;
    d->info.backend = b->id;
    return d;
}

/* ============================== CUDA backend  >>cuda ============================== */
#ifndef DC_NO_CUDA
/* The subset of the CUDA Driver API this file uses, declared here so that no toolkit is
   needed. With DC_NO_RUNTIME_LINKING the official <cuda.h> is included instead, our
   aliases become its types, and the table is filled from the real symbols: a declaration
   below that differs from the official one then fails to compile. */
#if defined(DC_NO_RUNTIME_LINKING)
#  if defined(__GNUC__) || defined(__clang__)
#    pragma GCC diagnostic push
#    pragma GCC diagnostic ignored "-Wpedantic"  /* the official headers are not pedantic-clean */
#  endif
#  include <cuda.h>
#  if defined(__GNUC__) || defined(__clang__)
#    pragma GCC diagnostic pop
#  endif
typedef CUresult dc__CUresult;
typedef CUdevice dc__CUdevice;
typedef CUcontext dc__CUcontext;
typedef CUmodule dc__CUmodule;
typedef CUfunction dc__CUfunction;
typedef CUstream dc__CUstream;
typedef CUevent dc__CUevent;
typedef CUdeviceptr dc__CUdeviceptr;
typedef CUdevice_attribute dc__CUdevice_attribute;
typedef CUfunction_attribute dc__CUfunction_attribute;
typedef CUjit_option dc__CUjit_option;
typedef CUdevice_P2PAttribute dc__CUdevice_P2PAttribute;
typedef CUpointer_attribute dc__CUpointer_attribute;
#else
typedef int dc__CUresult;
typedef int dc__CUdevice;
typedef struct dc__CUctx_st *dc__CUcontext;
typedef struct dc__CUmod_st *dc__CUmodule;
typedef struct dc__CUfunc_st *dc__CUfunction;
typedef struct dc__CUstream_st *dc__CUstream;
typedef struct dc__CUevent_st *dc__CUevent;
typedef unsigned long long dc__CUdeviceptr;
typedef int dc__CUdevice_attribute;
typedef int dc__CUfunction_attribute;
typedef int dc__CUjit_option;
typedef int dc__CUdevice_P2PAttribute;
typedef int dc__CUpointer_attribute;
#endif

/* The driver's error codes this file names or maps: X(code, name, our result). Codes not
   listed map to DC_ERROR_BACKEND; the driver's own cuGetErrorName names every code. */
#define DC__CUDA_ERRORS(X) \
    X(0,   CUDA_SUCCESS,                         DC_SUCCESS) \
    X(1,   CUDA_ERROR_INVALID_VALUE,             DC_ERROR_BACKEND) \
    X(2,   CUDA_ERROR_OUT_OF_MEMORY,             DC_ERROR_OUT_OF_DEVICE_MEMORY) \
    X(34,  CUDA_ERROR_STUB_LIBRARY,              DC_ERROR_NO_DRIVER) \
    X(100, CUDA_ERROR_NO_DEVICE,                 DC_ERROR_NO_DEVICE) \
    X(101, CUDA_ERROR_INVALID_DEVICE,            DC_ERROR_DEVICE_LOST) \
    X(200, CUDA_ERROR_INVALID_IMAGE,             DC_ERROR_KERNEL_BUILD) \
    X(209, CUDA_ERROR_NO_BINARY_FOR_GPU,         DC_ERROR_KERNEL_BUILD) \
    X(218, CUDA_ERROR_INVALID_PTX,               DC_ERROR_KERNEL_BUILD) \
    X(221, CUDA_ERROR_JIT_COMPILER_NOT_FOUND,    DC_ERROR_KERNEL_BUILD) \
    X(222, CUDA_ERROR_UNSUPPORTED_PTX_VERSION,   DC_ERROR_KERNEL_BUILD) \
    X(223, CUDA_ERROR_JIT_COMPILATION_DISABLED,  DC_ERROR_KERNEL_BUILD) \
    X(300, CUDA_ERROR_INVALID_SOURCE,            DC_ERROR_KERNEL_BUILD) \
    X(301, CUDA_ERROR_FILE_NOT_FOUND,            DC_ERROR_KERNEL_BUILD) \
    X(500, CUDA_ERROR_NOT_FOUND,                 DC_ERROR_KERNEL_NOT_FOUND) \
    X(600, CUDA_ERROR_NOT_READY,                 DC_ERROR_BACKEND) \
    X(700, CUDA_ERROR_ILLEGAL_ADDRESS,           DC_ERROR_DEVICE_LOST) \
    X(701, CUDA_ERROR_LAUNCH_OUT_OF_RESOURCES,   DC_ERROR_LAUNCH) \
    X(702, CUDA_ERROR_LAUNCH_TIMEOUT,            DC_ERROR_TIMEOUT) \
    X(704, CUDA_ERROR_PEER_ACCESS_ALREADY_ENABLED, DC_ERROR_BACKEND) \
    X(714, CUDA_ERROR_HARDWARE_STACK_ERROR,      DC_ERROR_DEVICE_LOST) \
    X(715, CUDA_ERROR_ILLEGAL_INSTRUCTION,       DC_ERROR_DEVICE_LOST) \
    X(716, CUDA_ERROR_MISALIGNED_ADDRESS,        DC_ERROR_DEVICE_LOST) \
    X(717, CUDA_ERROR_INVALID_ADDRESS_SPACE,     DC_ERROR_DEVICE_LOST) \
    X(718, CUDA_ERROR_INVALID_PC,                DC_ERROR_DEVICE_LOST) \
    X(719, CUDA_ERROR_LAUNCH_FAILED,             DC_ERROR_DEVICE_LOST) \
    X(803, CUDA_ERROR_SYSTEM_DRIVER_MISMATCH,    DC_ERROR_NO_DRIVER) \
    X(804, CUDA_ERROR_COMPAT_NOT_SUPPORTED_ON_DEVICE, DC_ERROR_NO_DRIVER) \
    X(999, CUDA_ERROR_UNKNOWN,                   DC_ERROR_BACKEND)
/* DC__CUDA_ERROR_NOT_READY ...: plain ints (results are compared as int, never as enums). */
#define DC__CUDA_ERROR_ENUM(code, name, result) DC__##name = code,
enum { DC__CUDA_ERRORS(DC__CUDA_ERROR_ENUM) DC__CUDA_ERROR_END };
#ifdef DC_NO_RUNTIME_LINKING
/* The table against the official enum: a wrong code is a negative array size. */
#  define DC__CUDA_ERROR_ASSERT(code, name, result) typedef char dc__cuda_check_##name[(int)name == (code) ? 1 : -1];
DC__CUDA_ERRORS(DC__CUDA_ERROR_ASSERT)
#endif

enum {
    DC__CU_DEVICE_ATTRIBUTE_MAX_THREADS_PER_BLOCK = 1, DC__CU_DEVICE_ATTRIBUTE_CLOCK_RATE = 13,
    DC__CU_DEVICE_ATTRIBUTE_MULTIPROCESSOR_COUNT = 16, DC__CU_DEVICE_ATTRIBUTE_INTEGRATED = 18,
    DC__CU_DEVICE_ATTRIBUTE_PCI_BUS_ID = 33, DC__CU_DEVICE_ATTRIBUTE_PCI_DEVICE_ID = 34,
    DC__CU_DEVICE_ATTRIBUTE_PCI_DOMAIN_ID = 50, DC__CU_DEVICE_ATTRIBUTE_COMPUTE_CAPABILITY_MAJOR = 75,
    DC__CU_DEVICE_ATTRIBUTE_COMPUTE_CAPABILITY_MINOR = 76, DC__CU_DEVICE_ATTRIBUTE_MANAGED_MEMORY = 83,
    DC__CU_FUNC_ATTRIBUTE_MAX_THREADS_PER_BLOCK = 0,
    DC__CU_JIT_INFO_LOG_BUFFER = 3, DC__CU_JIT_INFO_LOG_BUFFER_SIZE_BYTES = 4,
    DC__CU_JIT_ERROR_LOG_BUFFER = 5, DC__CU_JIT_ERROR_LOG_BUFFER_SIZE_BYTES = 6,
    DC__CU_P2P_ATTRIBUTE_PERFORMANCE_RANK = 1, DC__CU_P2P_ATTRIBUTE_NATIVE_ATOMIC_SUPPORTED = 3,
    DC__CU_STREAM_NON_BLOCKING = 1, DC__CU_EVENT_DISABLE_TIMING = 2, DC__CU_POINTER_ATTRIBUTE_MEMORY_TYPE = 2, DC__CU_MEMORYTYPE_HOST = 1,
    DC__CU_MEMHOSTALLOC_PORTABLE = 1
};

/* X(member, symbol, parameters); optional functions may be missing from old drivers. */
#define DC__CUDA_FUNCS(X) \
    X(Init, cuInit, (unsigned int flags)) \
    X(DriverGetVersion, cuDriverGetVersion, (int *version)) \
    X(GetErrorName, cuGetErrorName, (dc__CUresult error, const char **name)) \
    X(GetErrorString, cuGetErrorString, (dc__CUresult error, const char **text)) \
    X(DeviceGetCount, cuDeviceGetCount, (int *count)) \
    X(DeviceGet, cuDeviceGet, (dc__CUdevice *device, int ordinal)) \
    X(DeviceGetName, cuDeviceGetName, (char *name, int len, dc__CUdevice dev)) \
    X(DeviceGetAttribute, cuDeviceGetAttribute, (int *value, dc__CUdevice_attribute attrib, dc__CUdevice dev)) \
    X(DeviceTotalMem_v2, cuDeviceTotalMem_v2, (size_t *bytes, dc__CUdevice dev)) \
    X(DeviceCanAccessPeer, cuDeviceCanAccessPeer, (int *can, dc__CUdevice dev, dc__CUdevice peer)) \
    X(DeviceGetP2PAttribute, cuDeviceGetP2PAttribute, (int *value, dc__CUdevice_P2PAttribute attrib, dc__CUdevice src, dc__CUdevice dst)) \
    X(DevicePrimaryCtxRetain, cuDevicePrimaryCtxRetain, (dc__CUcontext *pctx, dc__CUdevice dev)) \
    X(DevicePrimaryCtxRelease_v2, cuDevicePrimaryCtxRelease_v2, (dc__CUdevice dev)) \
    X(CtxSetCurrent, cuCtxSetCurrent, (dc__CUcontext ctx)) \
    X(CtxGetCurrent, cuCtxGetCurrent, (dc__CUcontext *pctx)) \
    X(CtxSynchronize, cuCtxSynchronize, (void)) \
    X(CtxEnablePeerAccess, cuCtxEnablePeerAccess, (dc__CUcontext peer, unsigned int flags)) \
    X(MemAlloc_v2, cuMemAlloc_v2, (dc__CUdeviceptr *dptr, size_t bytes)) \
    X(MemFree_v2, cuMemFree_v2, (dc__CUdeviceptr dptr)) \
    X(MemGetInfo_v2, cuMemGetInfo_v2, (size_t *free_bytes, size_t *total_bytes)) \
    X(MemHostAlloc, cuMemHostAlloc, (void **pp, size_t bytes, unsigned int flags)) \
    X(MemFreeHost, cuMemFreeHost, (void *p)) \
    X(MemcpyHtoDAsync_v2, cuMemcpyHtoDAsync_v2, (dc__CUdeviceptr dst, const void *src, size_t bytes, dc__CUstream s)) \
    X(MemcpyDtoHAsync_v2, cuMemcpyDtoHAsync_v2, (void *dst, dc__CUdeviceptr src, size_t bytes, dc__CUstream s)) \
    X(MemcpyDtoDAsync_v2, cuMemcpyDtoDAsync_v2, (dc__CUdeviceptr dst, dc__CUdeviceptr src, size_t bytes, dc__CUstream s)) \
    X(MemcpyPeerAsync, cuMemcpyPeerAsync, (dc__CUdeviceptr dst, dc__CUcontext dst_ctx, dc__CUdeviceptr src, dc__CUcontext src_ctx, size_t bytes, dc__CUstream s)) \
    X(PointerGetAttribute, cuPointerGetAttribute, (void *data, dc__CUpointer_attribute attrib, dc__CUdeviceptr ptr)) \
    X(MemsetD8Async, cuMemsetD8Async, (dc__CUdeviceptr dst, unsigned char value, size_t n, dc__CUstream s)) \
    X(MemsetD16Async, cuMemsetD16Async, (dc__CUdeviceptr dst, unsigned short value, size_t n, dc__CUstream s)) \
    X(MemsetD32Async, cuMemsetD32Async, (dc__CUdeviceptr dst, unsigned int value, size_t n, dc__CUstream s)) \
    X(MemsetD2D32Async, cuMemsetD2D32Async, (dc__CUdeviceptr dst, size_t pitch, unsigned int value, size_t width, size_t height, dc__CUstream s)) \
    X(StreamCreate, cuStreamCreate, (dc__CUstream *s, unsigned int flags)) \
    X(StreamDestroy_v2, cuStreamDestroy_v2, (dc__CUstream s)) \
    X(StreamSynchronize, cuStreamSynchronize, (dc__CUstream s)) \
    X(StreamQuery, cuStreamQuery, (dc__CUstream s)) \
    X(StreamWaitEvent, cuStreamWaitEvent, (dc__CUstream s, dc__CUevent e, unsigned int flags)) \
    X(EventCreate, cuEventCreate, (dc__CUevent *e, unsigned int flags)) \
    X(EventRecord, cuEventRecord, (dc__CUevent e, dc__CUstream s)) \
    X(EventSynchronize, cuEventSynchronize, (dc__CUevent e)) \
    X(EventQuery, cuEventQuery, (dc__CUevent e)) \
    X(EventElapsedTime, cuEventElapsedTime, (float *ms, dc__CUevent start, dc__CUevent end)) \
    X(EventDestroy_v2, cuEventDestroy_v2, (dc__CUevent e)) \
    X(ModuleLoadDataEx, cuModuleLoadDataEx, (dc__CUmodule *m, const void *image, unsigned int n, dc__CUjit_option *options, void **values)) \
    X(ModuleUnload, cuModuleUnload, (dc__CUmodule m)) \
    X(ModuleGetFunction, cuModuleGetFunction, (dc__CUfunction *f, dc__CUmodule m, const char *name)) \
    X(FuncGetAttribute, cuFuncGetAttribute, (int *value, dc__CUfunction_attribute attrib, dc__CUfunction f)) \
    X(OccupancyMaxActiveBlocksPerMultiprocessor, cuOccupancyMaxActiveBlocksPerMultiprocessor, (int *blocks, dc__CUfunction f, int block_size, size_t dynamic_shared_bytes)) \
    X(LaunchKernel, cuLaunchKernel, (dc__CUfunction f, unsigned int gx, unsigned int gy, unsigned int gz, unsigned int bx, unsigned int by, unsigned int bz, unsigned int shared, dc__CUstream s, void **params, void **extra))
/* Present since driver 12.4 (CUDA 12.4); without it argument sizes go unchecked on CUDA. */
#define DC__CUDA_OPTIONAL_FUNCS(X) \
    X(FuncGetParamInfo, cuFuncGetParamInfo, (dc__CUfunction f, size_t index, size_t *offset, size_t *size))


#define DC__CUDA_MEMBER(member, symbol, params) dc__CUresult (DC__STDCALL *member) params;
typedef struct dc__cuda_api {
    dc__lib lib;
    DC__CUDA_FUNCS(DC__CUDA_MEMBER)
    DC__CUDA_OPTIONAL_FUNCS(DC__CUDA_MEMBER)
} dc__cuda_api;

/* One per context (dc__backend.state), and one per device (dc__device.impl). */
typedef struct dc__cuda_state { dc__cuda_api api; int version; /* e.g. 13000 */ } dc__cuda_state;
typedef struct dc__cuda_device {
    dc__CUdevice device;
    dc__CUcontext context;        /* the device's primary context, shared with the CUDA runtime */
} dc__cuda_device;
/* A module: the JIT's, and the PTX text, whose parameter declarations tell pointers from
   scalars (the driver only knows their sizes). */
typedef struct dc__cuda_module { dc__CUmodule module; char *ptx; } dc__cuda_module;
#define DC__CUS(dev) ((dc__cuda_state *)(dev)->backend->state)
#define DC__CUD(dev) ((dc__cuda_device *)(dev)->impl)

/* A driver call's raw result as int, after fault injection: for the calls whose callers
   expect some failure codes. Everything else goes through DC__CU, which checks. */
#define DC__CU_RAW(cu, member, args) (dc__inject() ? (int)DC__CUDA_ERROR_UNKNOWN : (int)(cu)->api.member args)
#define DC__CU(cu, member, args) dc__cu_check((cu), DC__CU_RAW(cu, member, args), "cu" #member)
/* Releases cannot be undone or retried: checked and logged, never injected. */
#define DC__CU_RELEASE(ctx, cu, member, args) do { \
        int dc__r = (int)(cu)->api.member args; \
        if (dc__r != DC__CUDA_SUCCESS) dc__log((ctx), DC_LOG_WARN, "cu" #member " failed with CUDA error %d", dc__r); \
    } while (0)

static dc_result dc__cuda_map(int code) {
#define DC__CUDA_ERROR_CASE(code, name, result) case code: return result;
    switch (code) { DC__CUDA_ERRORS(DC__CUDA_ERROR_CASE) default: return DC_ERROR_BACKEND; }
#undef DC__CUDA_ERROR_CASE
}
static const char *dc__cuda_error_name(int code) {
#define DC__CUDA_ERROR_NAME(code, name, result) case code: return #name;
    switch (code) { DC__CUDA_ERRORS(DC__CUDA_ERROR_NAME) default: return "unknown CUDA error"; }
#undef DC__CUDA_ERROR_NAME
}
/* Turns a CUDA result into ours, naming the call and the driver's own error name. */
static dc_result dc__cu_check(dc__cuda_state *cu, int code, const char *call) {
    const char *name = NULL, *text = NULL;
    if (code == DC__CUDA_SUCCESS) return DC_SUCCESS;
    if (cu->api.GetErrorName) cu->api.GetErrorName((dc__CUresult)code, &name);
    if (cu->api.GetErrorString) cu->api.GetErrorString((dc__CUresult)code, &text);
    return dc__fail(dc__cuda_map(code), "%s failed: %s (%d: %s)", call, name ? name : dc__cuda_error_name(code),
                    code, text ? text : "no description");
}

#ifndef DC_NO_RUNTIME_LINKING
#  if defined(_WIN32)
static const char *const dc__cuda_names[] = { "nvcuda.dll" };
#  elif defined(__APPLE__)
static const char *const dc__cuda_names[] = { "libcuda.dylib" };
#  else
static const char *const dc__cuda_names[] = { "libcuda.so.1", "libcuda.so" };
#  endif
#endif

static int dc__cuda_load(dc__backend *b, dc_context *ctx, const char *const *folders, int folder_count, char *why, size_t why_size) {
    dc__cuda_api *api = &((dc__cuda_state *)b->state)->api;
#ifdef DC_NO_RUNTIME_LINKING
#  define DC__CUDA_BIND(member, symbol, params) api->member = symbol;
    (void)ctx; (void)folders; (void)folder_count; (void)why; (void)why_size;
    DC__CUDA_FUNCS(DC__CUDA_BIND)
    DC__CUDA_OPTIONAL_FUNCS(DC__CUDA_BIND)
    return 1;
#else
    char tried[1024] = "";
    int complete = 1;
    (void)ctx;
    api->lib = dc__open_first(dc__cuda_names, (int)DC__COUNTOF(dc__cuda_names), folders, folder_count, tried, sizeof tried);
    if (!api->lib) { snprintf(why, why_size, "CUDA driver not found (tried %s)", tried); return 0; }
#  define DC__CUDA_BIND(member, symbol, params) \
    api->member = (dc__CUresult (DC__STDCALL *) params)dc__dlsym(api->lib, #symbol); \
    if (!api->member && complete) { snprintf(why, why_size, "CUDA driver lacks %s (driver too old)", #symbol); complete = 0; }
#  define DC__CUDA_BIND_OPTIONAL(member, symbol, params) \
    api->member = (dc__CUresult (DC__STDCALL *) params)dc__dlsym(api->lib, #symbol);
    DC__CUDA_FUNCS(DC__CUDA_BIND)
    DC__CUDA_OPTIONAL_FUNCS(DC__CUDA_BIND_OPTIONAL)
    if (!complete) { dc__dlclose(api->lib); memset(api, 0, sizeof *api); }
    return complete;
#endif
}
/* The driver library stays loaded: GPU drivers keep threads and atexit handlers that
   crash when their code is unmapped, so nobody unloads them. */
static void dc__cuda_unload(dc__backend *b, dc_context *ctx) { (void)b; (void)ctx; }

/* The CUDA driver acts on the calling thread's current context; make it the device's. */
static dc_result dc__cu_bind(dc__device *dev) {
    dc__cuda_state *cu = DC__CUS(dev);
    dc__CUcontext current = NULL;
    dc_result r = DC__CU(cu, CtxGetCurrent, (&current));
    if (r != DC_SUCCESS || current == DC__CUD(dev)->context) return r;
    return DC__CU(cu, CtxSetCurrent, (DC__CUD(dev)->context));
}
static void dc__cu_bind_quiet(dc__device *dev) {
    dc__cuda_state *cu = DC__CUS(dev);
    dc__CUcontext current = NULL;
    if ((int)cu->api.CtxGetCurrent(&current) != DC__CUDA_SUCCESS || current != DC__CUD(dev)->context)
        cu->api.CtxSetCurrent(DC__CUD(dev)->context);
}

static dc_result dc__cuda_enumerate(dc__backend *b, dc_context *ctx, dc__device_list *out) {
    static const int attribute_ids[] = { DC__CU_DEVICE_ATTRIBUTE_MULTIPROCESSOR_COUNT, DC__CU_DEVICE_ATTRIBUTE_CLOCK_RATE,
        DC__CU_DEVICE_ATTRIBUTE_COMPUTE_CAPABILITY_MAJOR, DC__CU_DEVICE_ATTRIBUTE_COMPUTE_CAPABILITY_MINOR,
        DC__CU_DEVICE_ATTRIBUTE_MAX_THREADS_PER_BLOCK, DC__CU_DEVICE_ATTRIBUTE_MANAGED_MEMORY,
        DC__CU_DEVICE_ATTRIBUTE_INTEGRATED, DC__CU_DEVICE_ATTRIBUTE_PCI_DOMAIN_ID,
        DC__CU_DEVICE_ATTRIBUTE_PCI_BUS_ID, DC__CU_DEVICE_ATTRIBUTE_PCI_DEVICE_ID };
    dc__cuda_state *cu = (dc__cuda_state *)b->state;
    uint32_t first = out->count;
    int n = 0, i, j, version = 0;
    dc_result r = DC__CU(cu, Init, (0));
    if (r != DC_SUCCESS) {  /* e.g. CUDA_ERROR_NO_DEVICE: a driver without GPUs is no error */
        dc__log(ctx, DC_LOG_INFO, "CUDA not used: %s", dc__error_text);
        return DC_SUCCESS;
    }
    if ((r = DC__CU(cu, DriverGetVersion, (&version))) != DC_SUCCESS) return r;
    if ((r = DC__CU(cu, DeviceGetCount, (&n))) != DC_SUCCESS) return r;
    cu->version = version;
    for (i = 0; i < n; i++) {
        int a[DC__COUNTOF(attribute_ids)];
        size_t total = 0;
        dc__device *d = dc__add_candidate(ctx, b, out);
        dc__cuda_device *cd;
        if (!d) return dc__fail(DC_ERROR_OUT_OF_HOST_MEMORY, "out of host memory listing devices");
        cd = DC__CUD(d);
        d->info.backend_ordinal = i;
        if ((r = DC__CU(cu, DeviceGet, (&cd->device, i))) != DC_SUCCESS) return r;
        if ((r = DC__CU(cu, DeviceGetName, (d->info.name, (int)sizeof d->info.name, cd->device))) != DC_SUCCESS) return r;
        if ((r = DC__CU(cu, DeviceTotalMem_v2, (&total, cd->device))) != DC_SUCCESS) return r;
        for (j = 0; j < (int)DC__COUNTOF(attribute_ids); j++)
            if ((r = DC__CU(cu, DeviceGetAttribute, (&a[j], (dc__CUdevice_attribute)attribute_ids[j], cd->device))) != DC_SUCCESS) return r;
        snprintf(d->info.vendor, sizeof d->info.vendor, "NVIDIA Corporation");
        snprintf(d->info.platform, sizeof d->info.platform, "CUDA");
        snprintf(d->info.driver_version, sizeof d->info.driver_version, "%d.%d", version / 1000, version % 1000 / 10);
        d->info.total_memory = total;
        d->info.compute_units = a[0];
        d->info.clock_mhz = a[1] / 1000;
        d->info.version_major = a[2];
        d->info.version_minor = a[3];
        d->info.max_block_size = a[4];
        d->info.caps = DC_CAP_FP64 | (a[2] * 10 + a[3] >= 53 ? DC_CAP_FP16 : 0u) |
                       (a[5] ? DC_CAP_UNIFIED_MEMORY : 0u) | (a[6] ? DC_CAP_HOST_MEMORY : 0u);
        snprintf(d->info.pci_bus_id, sizeof d->info.pci_bus_id, "%04x:%02x:%02x.0", (unsigned)a[7], (unsigned)a[8], (unsigned)a[9]);
        d->info.max_allocation = total;
    }
    /* DC_CAP_PEER: another GPU of the machine can be reached directly (known before any
       filter runs, so required_caps can ask for it). */
    for (i = 0; i < n; i++)
        for (j = 0; j < n; j++) {
            dc__device *da = &out->items[first + (uint32_t)i], *db = &out->items[first + (uint32_t)j];
            int can = 0;
            if (i == j) continue;
            if ((r = DC__CU(cu, DeviceCanAccessPeer, (&can, DC__CUD(da)->device, DC__CUD(db)->device))) != DC_SUCCESS) return r;
            if (can) da->info.caps |= DC_CAP_PEER;
        }
    return DC_SUCCESS;
}

static dc_result dc__cuda_open(dc__backend *b, dc_context *ctx, dc__device **devs, int n) {
    dc__cuda_state *cu = (dc__cuda_state *)b->state;
    dc_result r = DC_SUCCESS;
    int i;
    (void)ctx;
    for (i = 0; i < n && r == DC_SUCCESS; i++) {
        dc__cuda_device *d = DC__CUD(devs[i]);
        r = DC__CU(cu, DevicePrimaryCtxRetain, (&d->context, d->device));
        if (r != DC_SUCCESS) d->context = NULL;
    }
    return r;
}
static void dc__cuda_close(dc__backend *b, dc_context *ctx, dc__device **devs, int n) {
    dc__cuda_state *cu = (dc__cuda_state *)b->state;
    int i;
    for (i = 0; i < n; i++) {
        dc__cuda_device *d = DC__CUD(devs[i]);
        if (d->context) DC__CU_RELEASE(ctx, cu, DevicePrimaryCtxRelease_v2, (d->device));
        d->context = NULL;
    }
}

/* NVML (libnvidia-ml) tells NVLink from PCIe. It is optional: without it a CUDA peer link
   is reported as DC_LINK_UNKNOWN, never an error. */
typedef struct dc__nvml_api {
    int (*Init_v2)(void);
    int (*Shutdown)(void);
    int (*DeviceGetHandleByPciBusId_v2)(const char *bus_id, void **device);
    int (*DeviceGetP2PStatus)(void *a, void *b, int caps_index, int *status);
} dc__nvml_api;
#define DC__NVML_P2P_CAPS_INDEX_NVLINK 2
#define DC__NVML_P2P_STATUS_OK 0
static int dc__nvml_load(dc__nvml_api *api) {
#if defined(_WIN32)
    dc__lib lib = dc__dlopen("nvml.dll");
#else
    dc__lib lib = dc__dlopen("libnvidia-ml.so.1");
#endif
    if (!lib) return 0;
    api->Init_v2 = (int (*)(void))dc__dlsym(lib, "nvmlInit_v2");
    api->Shutdown = (int (*)(void))dc__dlsym(lib, "nvmlShutdown");
    api->DeviceGetHandleByPciBusId_v2 = (int (*)(const char *, void **))dc__dlsym(lib, "nvmlDeviceGetHandleByPciBusId_v2");
    api->DeviceGetP2PStatus = (int (*)(void *, void *, int, int *))dc__dlsym(lib, "nvmlDeviceGetP2PStatus");
    return api->Init_v2 && api->Shutdown && api->DeviceGetHandleByPciBusId_v2 && api->DeviceGetP2PStatus;
}
static dc_result dc__cuda_links(dc__backend *b, dc_context *ctx, dc__device **devs, int n, dc_link *links) {
    dc__cuda_state *cu = (dc__cuda_state *)b->state;
    dc__nvml_api nvml;
    void *handles[64];
    int have_nvml = 0, i, j;
    dc_result r = DC_SUCCESS;
    memset(&nvml, 0, sizeof nvml);
    if (n > 1 && n <= 64 && dc__nvml_load(&nvml) && nvml.Init_v2() == 0) {
        have_nvml = 1;
        for (i = 0; i < n; i++)
            if (nvml.DeviceGetHandleByPciBusId_v2(devs[i]->info.pci_bus_id, &handles[i]) != 0) handles[i] = NULL;
    } else if (n > 1) {
        dc__log(ctx, DC_LOG_INFO, "NVML (libnvidia-ml) not available: CUDA peer links are reported as unknown, not NVLink or PCIe");
    }
    for (i = 0; i < n && r == DC_SUCCESS; i++)
        for (j = 0; j < n && r == DC_SUCCESS; j++) {
            int ab = 0, ba = 0, status = -1;
            links[i * n + j] = i == j ? DC_LINK_SELF : DC_LINK_HOST;
            if (i == j) continue;
            if ((r = DC__CU(cu, DeviceCanAccessPeer, (&ab, DC__CUD(devs[i])->device, DC__CUD(devs[j])->device))) != DC_SUCCESS ||
                (r = DC__CU(cu, DeviceCanAccessPeer, (&ba, DC__CUD(devs[j])->device, DC__CUD(devs[i])->device))) != DC_SUCCESS)
                break;
            if (!ab || !ba) continue;
            links[i * n + j] = DC_LINK_UNKNOWN;
            if (have_nvml && handles[i] && handles[j] &&
                nvml.DeviceGetP2PStatus(handles[i], handles[j], DC__NVML_P2P_CAPS_INDEX_NVLINK, &status) == 0)
                links[i * n + j] = status == DC__NVML_P2P_STATUS_OK ? DC_LINK_NVLINK : DC_LINK_PCIE;
        }
    if (have_nvml) nvml.Shutdown();
    return r;
}
static dc_result dc__cuda_peer_info(dc_context *ctx, dc__device *a, dc__device *b, dc_peer_info *out) {
    dc__cuda_state *cu = DC__CUS(a);
    int rank = 0, atomics = 0;
    dc_result r;
    (void)ctx;
    if ((r = DC__CU(cu, DeviceGetP2PAttribute, (&rank, (dc__CUdevice_P2PAttribute)DC__CU_P2P_ATTRIBUTE_PERFORMANCE_RANK, DC__CUD(a)->device, DC__CUD(b)->device))) != DC_SUCCESS ||
        (r = DC__CU(cu, DeviceGetP2PAttribute, (&atomics, (dc__CUdevice_P2PAttribute)DC__CU_P2P_ATTRIBUTE_NATIVE_ATOMIC_SUPPORTED, DC__CUD(a)->device, DC__CUD(b)->device))) != DC_SUCCESS)
        return r;
    out->performance_rank = rank;
    out->native_atomics = atomics;
    return DC_SUCCESS;
}
/* Lets `from` map `to`'s memory; enabling twice is no error. */
static dc_result dc__cuda_peer_enable(dc_context *ctx, dc__device *from, dc__device *to) {
    int rc;
    dc_result r = dc__cu_bind(from);
    (void)ctx;
    if (r != DC_SUCCESS) return r;
    rc = DC__CU_RAW(DC__CUS(from), CtxEnablePeerAccess, (DC__CUD(to)->context, 0));
    return rc == DC__CUDA_ERROR_PEER_ACCESS_ALREADY_ENABLED ? DC_SUCCESS : dc__cu_check(DC__CUS(from), rc, "cuCtxEnablePeerAccess");
}
static dc_result dc__cuda_peer_copy(dc_context *ctx, dc__device *dd, void *stream, uint64_t dst, uint64_t dst_offset, dc__device *sd,
                                    uint64_t src, uint64_t src_offset, uint64_t bytes) {
    dc_result r = dc__cu_bind(dd);
    (void)ctx;
    if (r == DC_SUCCESS)
        r = DC__CU(DC__CUS(dd), MemcpyPeerAsync, ((dc__CUdeviceptr)(dst + dst_offset), DC__CUD(dd)->context, (dc__CUdeviceptr)(src + src_offset),
                                                  DC__CUD(sd)->context, (size_t)bytes, (dc__CUstream)stream));
    return r;
}
/* The device is the ordinal (so device 0 is a NULL pointer), the context the primary one. */
static dc_result dc__cuda_device_native(dc_context *ctx, dc__device *dev, void **device, void **context) {
    (void)ctx;
    if (device) *device = (void *)(intptr_t)DC__CUD(dev)->device;
    if (context) *context = (void *)DC__CUD(dev)->context;
    return DC_SUCCESS;
}
static dc_result dc__cuda_mem_alloc(dc_context *ctx, dc__device *dev, uint64_t bytes, uint64_t *mem) {
    dc__CUdeviceptr p = 0;
    dc_result r = dc__cu_bind(dev);
    (void)ctx;
    if (r == DC_SUCCESS) r = DC__CU(DC__CUS(dev), MemAlloc_v2, (&p, (size_t)bytes));
    if (r == DC_SUCCESS) *mem = (uint64_t)p;
    return r;
}
static void dc__cuda_mem_free(dc_context *ctx, dc__device *dev, uint64_t mem) {
    dc__cu_bind_quiet(dev);
    DC__CU_RELEASE(ctx, DC__CUS(dev), MemFree_v2, ((dc__CUdeviceptr)mem));
}
static dc_result dc__cuda_mem_info(dc_context *ctx, dc__device *dev, uint64_t *free_bytes, uint64_t *total_bytes) {
    size_t f = 0, t = 0;
    dc_result r = dc__cu_bind(dev);
    (void)ctx;
    if (r == DC_SUCCESS) r = DC__CU(DC__CUS(dev), MemGetInfo_v2, (&f, &t));
    *free_bytes = f;
    *total_bytes = t;
    return r;
}
/* Blocking operations queue on the stream and wait for it, so they stay ordered after
   the work already there (our default streams do not sync with the legacy stream 0). */
static dc_result dc__cuda_finish(dc__device *dev, void *stream, int blocking, dc_result r) {
    if (r == DC_SUCCESS && blocking) r = DC__CU(DC__CUS(dev), StreamSynchronize, ((dc__CUstream)stream));
    return r;
}
static dc_result dc__cuda_write(dc_context *ctx, dc__device *dev, void *stream, uint64_t mem, uint64_t offset, const void *src, uint64_t bytes, int blocking) {
    dc_result r = dc__cu_bind(dev);
    (void)ctx;
    if (r == DC_SUCCESS) r = DC__CU(DC__CUS(dev), MemcpyHtoDAsync_v2, ((dc__CUdeviceptr)(mem + offset), src, (size_t)bytes, (dc__CUstream)stream));
    return dc__cuda_finish(dev, stream, blocking, r);
}
static dc_result dc__cuda_read(dc_context *ctx, dc__device *dev, void *stream, uint64_t mem, uint64_t offset, void *dst, uint64_t bytes, int blocking) {
    dc_result r = dc__cu_bind(dev);
    (void)ctx;
    if (r == DC_SUCCESS) r = DC__CU(DC__CUS(dev), MemcpyDtoHAsync_v2, (dst, (dc__CUdeviceptr)(mem + offset), (size_t)bytes, (dc__CUstream)stream));
    return dc__cuda_finish(dev, stream, blocking, r);
}
static dc_result dc__cuda_fill(dc_context *ctx, dc__device *dev, void *stream, uint64_t mem, uint64_t offset, uint64_t bytes, const void *pattern, uint32_t pattern_size, int blocking) {
    dc__cuda_state *cu = DC__CUS(dev);
    dc__CUdeviceptr p = (dc__CUdeviceptr)(mem + offset);
    dc__CUstream s = (dc__CUstream)stream;
    dc_result r = dc__cu_bind(dev);
    uint32_t word;
    (void)ctx;
    if (r != DC_SUCCESS) return r;
    if (pattern_size == 1) {
        r = DC__CU(cu, MemsetD8Async, (p, *(const unsigned char *)pattern, (size_t)bytes, s));
    } else if (pattern_size == 2) {
        unsigned short v;
        memcpy(&v, pattern, 2);
        r = DC__CU(cu, MemsetD16Async, (p, v, (size_t)(bytes / 2), s));
    } else {
        /* Wider patterns: one strided 32-bit memset per word of the pattern, rows of
           pattern_size bytes; every value travels by value, none through host memory. */
        for (word = 0; word < pattern_size / 4 && r == DC_SUCCESS; word++) {
            unsigned int v;
            memcpy(&v, (const char *)pattern + word * 4, 4);
            if (pattern_size == 4) r = DC__CU(cu, MemsetD32Async, (p, v, (size_t)(bytes / 4), s));
            else r = DC__CU(cu, MemsetD2D32Async, (p + word * 4, pattern_size, v, 1, (size_t)(bytes / pattern_size), s));
        }
    }
    return dc__cuda_finish(dev, stream, blocking, r);
}
static dc_result dc__cuda_copy(dc_context *ctx, dc__device *dev, void *stream, uint64_t dst, uint64_t dst_offset, uint64_t src, uint64_t src_offset, uint64_t bytes, int blocking) {
    dc_result r = dc__cu_bind(dev);
    (void)ctx;
    if (r == DC_SUCCESS) r = DC__CU(DC__CUS(dev), MemcpyDtoDAsync_v2, ((dc__CUdeviceptr)(dst + dst_offset), (dc__CUdeviceptr)(src + src_offset), (size_t)bytes, (dc__CUstream)stream));
    return dc__cuda_finish(dev, stream, blocking, r);
}
/* Portable: every CUDA context can DMA from it, whichever device's context made it. */
static dc_result dc__cuda_host_alloc(dc_context *ctx, dc__device *dev, uint64_t bytes, void **ptr) {
    dc_result r = dc__cu_bind(dev);
    (void)ctx;
    if (r == DC_SUCCESS) r = DC__CU(DC__CUS(dev), MemHostAlloc, (ptr, (size_t)bytes, DC__CU_MEMHOSTALLOC_PORTABLE));
    return r;
}
static void dc__cuda_host_free(dc_context *ctx, dc__device *dev, void *ptr) {
    DC__CU_RELEASE(ctx, DC__CUS(dev), MemFreeHost, (ptr));
}
/* Page-locked by the CUDA driver (cudaMallocHost, cudaHostRegister, ours). The driver's
   "invalid value" for pageable memory is the expected answer, so this probe is neither
   checked nor injected. */
static int dc__cuda_host_is_pinned(dc_context *ctx, dc__device *dev, const void *ptr) {
    unsigned int type = 0;
    (void)ctx;
    return (int)DC__CUS(dev)->api.PointerGetAttribute(&type, (dc__CUpointer_attribute)DC__CU_POINTER_ATTRIBUTE_MEMORY_TYPE,
                                                      (dc__CUdeviceptr)(uintptr_t)ptr) == DC__CUDA_SUCCESS && type == DC__CU_MEMORYTYPE_HOST;
}
static dc_result dc__cuda_stream_create(dc_context *ctx, dc__device *dev, void **stream) {
    dc__CUstream s = NULL;
    dc_result r = dc__cu_bind(dev);
    (void)ctx;
    if (r == DC_SUCCESS) r = DC__CU(DC__CUS(dev), StreamCreate, (&s, DC__CU_STREAM_NON_BLOCKING));
    *stream = (void *)s;
    return r;
}
/* cuStreamDestroy returns at once and frees the stream when its work is done; callers
   that promise to wait synchronise first. */
static void dc__cuda_stream_destroy(dc_context *ctx, dc__device *dev, void *stream) {
    dc__cu_bind_quiet(dev);
    DC__CU_RELEASE(ctx, DC__CUS(dev), StreamDestroy_v2, ((dc__CUstream)stream));
}
static dc_result dc__cuda_stream_sync(dc_context *ctx, dc__device *dev, void *stream) {
    dc_result r = dc__cu_bind(dev);
    (void)ctx;
    return r == DC_SUCCESS ? DC__CU(DC__CUS(dev), StreamSynchronize, ((dc__CUstream)stream)) : r;
}
static dc_result dc__cuda_stream_query(dc_context *ctx, dc__device *dev, void *stream, int *idle) {
    int rc = DC__CU_RAW(DC__CUS(dev), StreamQuery, ((dc__CUstream)stream));
    (void)ctx;
    *idle = rc == DC__CUDA_SUCCESS;
    return rc == DC__CUDA_ERROR_NOT_READY ? DC_SUCCESS : dc__cu_check(DC__CUS(dev), rc, "cuStreamQuery");
}
static dc_result dc__cuda_event_record(dc_context *ctx, dc__device *dev, void *stream, int timed, void **event) {
    dc__cuda_state *cu = DC__CUS(dev);
    dc__CUevent e = NULL;
    dc_result r = dc__cu_bind(dev);
    if (r == DC_SUCCESS) r = DC__CU(cu, EventCreate, (&e, timed ? 0u : (unsigned)DC__CU_EVENT_DISABLE_TIMING));
    if (r == DC_SUCCESS) {
        r = DC__CU(cu, EventRecord, (e, (dc__CUstream)stream));
        if (r != DC_SUCCESS) { DC__CU_RELEASE(ctx, cu, EventDestroy_v2, (e)); e = NULL; }
    }
    *event = (void *)e;
    return r;
}
static dc_result dc__cuda_stream_wait(dc_context *ctx, dc__device *dev, void *stream, dc__device *from, void *event) {
    dc_result r = dc__cu_bind(dev);
    (void)ctx; (void)from;  /* cuStreamWaitEvent accepts events of any context */
    return r == DC_SUCCESS ? DC__CU(DC__CUS(dev), StreamWaitEvent, ((dc__CUstream)stream, (dc__CUevent)event, 0)) : r;
}
static dc_result dc__cuda_event_sync(dc_context *ctx, dc__device *dev, void *event) {
    (void)ctx;
    return DC__CU(DC__CUS(dev), EventSynchronize, ((dc__CUevent)event));
}
static dc_result dc__cuda_event_query(dc_context *ctx, dc__device *dev, void *event, int *done) {
    int rc = DC__CU_RAW(DC__CUS(dev), EventQuery, ((dc__CUevent)event));
    (void)ctx;
    *done = rc == DC__CUDA_SUCCESS;
    return rc == DC__CUDA_ERROR_NOT_READY ? DC_SUCCESS : dc__cu_check(DC__CUS(dev), rc, "cuEventQuery");
}
static dc_result dc__cuda_event_elapsed(dc_context *ctx, dc__device *dev, void *start, void *end, float *ms) {
    dc_result r = dc__cuda_event_sync(ctx, dev, start);
    if (r == DC_SUCCESS) r = dc__cuda_event_sync(ctx, dev, end);
    if (r == DC_SUCCESS) r = DC__CU(DC__CUS(dev), EventElapsedTime, (ms, (dc__CUevent)start, (dc__CUevent)end));
    return r;
}
static void dc__cuda_event_destroy(dc_context *ctx, dc__device *dev, void *event) {
    DC__CU_RELEASE(ctx, DC__CUS(dev), EventDestroy_v2, ((dc__CUevent)event));
}
static dc_result dc__cuda_device_sync(dc_context *ctx, dc__device *dev) {
    dc_result r = dc__cu_bind(dev);
    (void)ctx;
    return r == DC_SUCCESS ? DC__CU(DC__CUS(dev), CtxSynchronize, ()) : r;
}
/* "9.0" from the PTX's ".version 9.0" line, for the too-new-PTX message. */
static void dc__ptx_version(const char *ptx, char *out, size_t size) {
    const char *v = strstr(ptx, ".version");
    size_t n = 0;
    snprintf(out, size, "unknown");
    if (!v) return;
    v += 8;
    while (*v == ' ' || *v == '\t') v++;
    while (n + 1 < size && ((v[n] >= '0' && v[n] <= '9') || v[n] == '.')) { out[n] = v[n]; n++; }
    out[n] = 0;
}
static dc_result dc__cuda_module_build(dc_context *ctx, dc__device *dev, const dc_module_desc *desc, void **module) {
    dc__cuda_state *cu = DC__CUS(dev);
    char info_log[4096] = "", error_log[8192] = "";
    dc__CUjit_option options[4];
    void *values[4];
    dc__cuda_module *m;
    size_t size;
    int rc;
    dc_result r;
    *module = NULL;
    if (!desc->ptx) return DC_ERROR_UNSUPPORTED;
    /* The JIT wants NUL-terminated text; the caller's may be a sized slice. */
    size = desc->ptx_size ? desc->ptx_size : strlen(desc->ptx);
    if (!(m = (dc__cuda_module *)dc__calloc(ctx, 1, sizeof *m)) || !(m->ptx = (char *)dc__malloc(ctx, size + 1))) {
        dc__free(ctx, m);
        return dc__fail(DC_ERROR_OUT_OF_HOST_MEMORY, "out of host memory copying %llu bytes of PTX", (unsigned long long)size);
    }
    memcpy(m->ptx, desc->ptx, size);
    m->ptx[size] = 0;
    options[0] = (dc__CUjit_option)DC__CU_JIT_INFO_LOG_BUFFER;             values[0] = info_log;
    options[1] = (dc__CUjit_option)DC__CU_JIT_INFO_LOG_BUFFER_SIZE_BYTES;  values[1] = (void *)(uintptr_t)sizeof info_log;
    options[2] = (dc__CUjit_option)DC__CU_JIT_ERROR_LOG_BUFFER;            values[2] = error_log;
    options[3] = (dc__CUjit_option)DC__CU_JIT_ERROR_LOG_BUFFER_SIZE_BYTES; values[3] = (void *)(uintptr_t)sizeof error_log;
    r = dc__cu_bind(dev);
    if (r == DC_SUCCESS) {
        rc = DC__CU_RAW(cu, ModuleLoadDataEx, (&m->module, m->ptx, 4, options, values));
        if (rc == DC__CUDA_ERROR_UNSUPPORTED_PTX_VERSION) {
            char version[16];
            dc__ptx_version(m->ptx, version, sizeof version);
            r = dc__fail(DC_ERROR_KERNEL_BUILD, "module '%s': the PTX says .version %s, newer than this driver "
                "(CUDA %d.%d) can load (CUDA_ERROR_UNSUPPORTED_PTX_VERSION). Regenerate the PTX with the nvcc of "
                "CUDA %d.%d or older, or lower its .version line (tools/make_ptx.sh does), or update the NVIDIA driver.",
                desc->name ? desc->name : "", version, cu->version / 1000, cu->version % 1000 / 10,
                cu->version / 1000, cu->version % 1000 / 10);
        } else if (rc != DC__CUDA_SUCCESS) {
            r = dc__cu_check(cu, rc, "cuModuleLoadDataEx");
            dc__fail_append(" building module '%s' for device %d (%s).\nPTX JIT log:\n%s%s", desc->name ? desc->name : "",
                            dev->index, dev->info.name, error_log[0] ? error_log : "(empty)\n", info_log);
        } else if (info_log[0]) {
            dc__log(ctx, DC_LOG_DEBUG, "PTX JIT for device %d: %s", dev->index, info_log);
        }
    }
    if (r != DC_SUCCESS) {
        dc__free(ctx, m->ptx);
        dc__free(ctx, m);
        return r;
    }
    *module = (void *)m;
    return DC_SUCCESS;
}
static void dc__cuda_module_free(dc_context *ctx, dc__device *dev, void *module) {
    dc__cuda_module *m = (dc__cuda_module *)module;
    dc__cu_bind_quiet(dev);
    DC__CU_RELEASE(ctx, DC__CUS(dev), ModuleUnload, (m->module));
    dc__free(ctx, m->ptx);
    dc__free(ctx, m);
}
/* Pointer or scalar, from the PTX parameter declarations of entry `name`:
   ".param .u64 .ptr .global .align 4 p" is a pointer; .f32/.f64/.u32 ... and byte arrays
   are scalars; a plain 64-bit integer (what nvcc writes for pointers) could be either. */
static void dc__ptx_param_kinds(const char *ptx, const char *name, unsigned char *kinds, int max) {
    size_t len = strlen(name);
    const char *p = ptx, *end;
    int i = 0;
    while ((p = strstr(p, ".entry")) != NULL) {
        p += 6;
        while (*p == ' ' || *p == '\t' || *p == '\n' || *p == '\r') p++;
        if (strncmp(p, name, len) != 0) continue;
        p += len;
        while (*p == ' ' || *p == '\t' || *p == '\n' || *p == '\r') p++;
        if (*p == '(') break;
    }
    if (!p) return;
    end = strchr(p, ')');
    for (p++; p && end && p < end && i < max; i++) {
        char decl[256];
        const char *comma = strchr(p, ',');
        size_t n;
        if (!comma || comma > end) comma = end;
        n = DC__MIN((size_t)(comma - p), sizeof decl - 1);
        memcpy(decl, p, n);
        decl[n] = 0;
        if (strstr(decl, ".ptr")) kinds[i] = DC__PARAM_POINTER;
        else if ((strstr(decl, ".u64") || strstr(decl, ".s64") || strstr(decl, ".b64")) && !strchr(decl, '[')) kinds[i] = DC__PARAM_UNKNOWN;
        else kinds[i] = DC__PARAM_SCALAR;
        p = comma + 1;
    }
}
static dc_result dc__cuda_kernel_get(dc_context *ctx, dc__device *dev, void *module, const char *name, dc__kernel_fn *out) {
    dc__cuda_state *cu = DC__CUS(dev);
    dc__cuda_module *m = (dc__cuda_module *)module;
    dc__CUfunction f = NULL;
    int max_block = 0, i, rc;
    dc_result r = dc__cu_bind(dev);
    (void)ctx;
    if (r != DC_SUCCESS) return r;
    rc = DC__CU_RAW(cu, ModuleGetFunction, (&f, m->module, name));
    if (rc == DC__CUDA_ERROR_NOT_FOUND) return DC_ERROR_KERNEL_NOT_FOUND;
    if ((r = dc__cu_check(cu, rc, "cuModuleGetFunction")) != DC_SUCCESS) return r;
    if ((r = DC__CU(cu, FuncGetAttribute, (&max_block, (dc__CUfunction_attribute)DC__CU_FUNC_ATTRIBUTE_MAX_THREADS_PER_BLOCK, f))) != DC_SUCCESS) return r;
    out->native = (void *)f;
    out->max_block = (uint32_t)max_block;
    out->param_count = -1;
    /* Probing past the last parameter is how the driver tells the count: its
       CUDA_ERROR_INVALID_VALUE there is the expected answer, not a failure. */
    if (cu->api.FuncGetParamInfo) {
        for (i = 0; i < DC__MAX_ARGS; i++) {
            size_t offset = 0, size = 0;
            rc = (int)cu->api.FuncGetParamInfo(f, (size_t)i, &offset, &size);
            if (rc != DC__CUDA_SUCCESS) break;
            out->param_sizes[i] = (uint32_t)size;
        }
        if (rc == DC__CUDA_ERROR_INVALID_VALUE) out->param_count = i;
    }
    dc__ptx_param_kinds(m->ptx, name, out->param_kinds, DC__MAX_ARGS);
    return DC_SUCCESS;
}
static void dc__cuda_kernel_free(dc_context *ctx, dc__device *dev, dc__kernel_fn *fn) { (void)ctx; (void)dev; (void)fn; }
/* The driver's occupancy calculator: registers, static and dynamic shared memory and the
   SM's thread and block limits, for this kernel as compiled for this device. It computes
   in the current context, so the device's is bound first. */
static dc_result dc__cuda_resident_blocks(dc_context *ctx, dc__device *dev, const dc__kernel_fn *fn, uint32_t block, uint32_t shared_bytes,
                                          int *blocks) {
    dc__cuda_state *cu = DC__CUS(dev);
    int n = 0;
    dc_result r = dc__cu_bind(dev);
    (void)ctx;
    if (r == DC_SUCCESS)
        r = DC__CU(cu, OccupancyMaxActiveBlocksPerMultiprocessor, (&n, (dc__CUfunction)fn->native, (int)block, (size_t)shared_bytes));
    *blocks = r == DC_SUCCESS ? DC__MAX(n, 0) : 0;
    return r;
}
/* DC_ARG_LOCAL arguments are not parameters here: their bytes add to the dynamic shared memory. */
static dc_result dc__cuda_launch(dc_context *ctx, dc__device *dev, void *stream, const dc__kernel_fn *fn, const uint32_t grid[3],
                                 const uint32_t block[3], uint32_t shared_bytes, const dc_arg *args, int arg_count, const uint64_t *mems) {
    void *params[DC__MAX_ARGS];
    uint64_t shared = shared_bytes;
    int i, n = 0;
    dc_result r;
    (void)ctx;
    for (i = 0; i < arg_count; i++) {
        if (args[i].type == DC_ARG_TYPE_LOCAL) { shared += args[i].value.local_bytes; continue; }
        /* Scalars are read straight from the caller's dc_arg; buffers from the resolved pointers. */
        params[n++] = args[i].type == DC_ARG_TYPE_BUFFER ? (void *)&mems[i] : (void *)&args[i].value;
    }
    r = dc__cu_bind(dev);
    if (r == DC_SUCCESS)
        r = DC__CU(DC__CUS(dev), LaunchKernel, ((dc__CUfunction)fn->native, grid[0], grid[1], grid[2], block[0], block[1], block[2],
                                                (unsigned int)shared, (dc__CUstream)stream, params, NULL));
    return r;
}

static void dc__cuda_backend_init(dc__backend *b) {
    b->name = "CUDA";
    b->id = DC_BACKEND_CUDA;
    b->source_kind = "PTX";
    b->local_args_are_params = 0;
    b->stages_pageable = 1;       /* the DMA engines need page-locked memory: the driver's own staging is slow */
    b->peer_pointers = 1;         /* unified addressing: a peer's CUdeviceptr works in our kernels */
    b->state_size = sizeof(dc__cuda_state);
    b->device_size = sizeof(dc__cuda_device);
    b->load = dc__cuda_load;
    b->unload = dc__cuda_unload;
    b->enumerate = dc__cuda_enumerate;
    b->open = dc__cuda_open;
    b->close = dc__cuda_close;
    b->links = dc__cuda_links;
    b->peer_info = dc__cuda_peer_info;
    b->peer_enable = dc__cuda_peer_enable;
    b->peer_copy = dc__cuda_peer_copy;
    b->device_native = dc__cuda_device_native;
    b->mem_alloc = dc__cuda_mem_alloc;
    b->mem_free = dc__cuda_mem_free;
    b->mem_info = dc__cuda_mem_info;
    b->write = dc__cuda_write;
    b->read = dc__cuda_read;
    b->fill = dc__cuda_fill;
    b->copy = dc__cuda_copy;
    b->host_alloc = dc__cuda_host_alloc;
    b->host_free = dc__cuda_host_free;
    b->host_is_pinned = dc__cuda_host_is_pinned;
    b->stream_create = dc__cuda_stream_create;
    b->stream_destroy = dc__cuda_stream_destroy;
    b->stream_sync = dc__cuda_stream_sync;
    b->stream_query = dc__cuda_stream_query;
    b->event_record = dc__cuda_event_record;
    b->stream_wait = dc__cuda_stream_wait;
    b->event_sync = dc__cuda_event_sync;
    b->event_query = dc__cuda_event_query;
    b->event_elapsed = dc__cuda_event_elapsed;
    b->event_destroy = dc__cuda_event_destroy;
    b->device_sync = dc__cuda_device_sync;
    b->module_build = dc__cuda_module_build;
    b->module_free = dc__cuda_module_free;
    b->kernel_get = dc__cuda_kernel_get;
    b->kernel_free = dc__cuda_kernel_free;
    b->resident_blocks = dc__cuda_resident_blocks;
    b->launch = dc__cuda_launch;
}
#endif /* DC_NO_CUDA */

/* ============================== OpenCL backend  >>opencl ============================== */
#ifndef DC_NO_OPENCL
/* The subset of OpenCL (1.2) this file uses; DC_NO_RUNTIME_LINKING checks it against the
   official <CL/cl.h> as for CUDA. */
#if defined(DC_NO_RUNTIME_LINKING)
#  ifndef CL_TARGET_OPENCL_VERSION
#    define CL_TARGET_OPENCL_VERSION 300
#  endif
#  ifndef CL_USE_DEPRECATED_OPENCL_1_2_APIS
#    define CL_USE_DEPRECATED_OPENCL_1_2_APIS
#  endif
#  if defined(__GNUC__) || defined(__clang__)
#    pragma GCC diagnostic push
#    pragma GCC diagnostic ignored "-Wpedantic"
#  endif
#  ifdef __APPLE__
#    include <OpenCL/opencl.h>
#  else
#    include <CL/cl.h>
#  endif
#  if defined(__GNUC__) || defined(__clang__)
#    pragma GCC diagnostic pop
#  endif
typedef cl_int dc__cl_int;
typedef cl_uint dc__cl_uint;
typedef cl_ulong dc__cl_ulong;
typedef cl_bitfield dc__cl_bitfield;
typedef cl_platform_id dc__cl_platform_id;
typedef cl_device_id dc__cl_device_id;
typedef cl_context dc__cl_context;
typedef cl_command_queue dc__cl_command_queue;
typedef cl_mem dc__cl_mem;
typedef cl_program dc__cl_program;
typedef cl_kernel dc__cl_kernel;
typedef cl_event dc__cl_event;
typedef cl_context_properties dc__cl_context_properties;
#else
typedef int32_t dc__cl_int;
typedef uint32_t dc__cl_uint;
typedef uint64_t dc__cl_ulong;
typedef uint64_t dc__cl_bitfield;
typedef struct dc___cl_platform_id *dc__cl_platform_id;
typedef struct dc___cl_device_id *dc__cl_device_id;
typedef struct dc___cl_context *dc__cl_context;
typedef struct dc___cl_command_queue *dc__cl_command_queue;
typedef struct dc___cl_mem *dc__cl_mem;
typedef struct dc___cl_program *dc__cl_program;
typedef struct dc___cl_kernel *dc__cl_kernel;
typedef struct dc___cl_event *dc__cl_event;
typedef intptr_t dc__cl_context_properties;
#endif

/* The error codes: X(code, name, our result). Every code OpenCL 3.0 defines is here, so
   each has its name in messages. */
#define DC__OPENCL_ERRORS(X) \
    X(0,   CL_SUCCESS,                                   DC_SUCCESS) \
    X(-1,  CL_DEVICE_NOT_FOUND,                          DC_ERROR_NO_DEVICE) \
    X(-2,  CL_DEVICE_NOT_AVAILABLE,                      DC_ERROR_DEVICE_LOST) \
    X(-3,  CL_COMPILER_NOT_AVAILABLE,                    DC_ERROR_KERNEL_BUILD) \
    X(-4,  CL_MEM_OBJECT_ALLOCATION_FAILURE,             DC_ERROR_OUT_OF_DEVICE_MEMORY) \
    X(-5,  CL_OUT_OF_RESOURCES,                          DC_ERROR_BACKEND) \
    X(-6,  CL_OUT_OF_HOST_MEMORY,                        DC_ERROR_OUT_OF_HOST_MEMORY) \
    X(-7,  CL_PROFILING_INFO_NOT_AVAILABLE,              DC_ERROR_BACKEND) \
    X(-8,  CL_MEM_COPY_OVERLAP,                          DC_ERROR_BACKEND) \
    X(-9,  CL_IMAGE_FORMAT_MISMATCH,                     DC_ERROR_BACKEND) \
    X(-10, CL_IMAGE_FORMAT_NOT_SUPPORTED,                DC_ERROR_BACKEND) \
    X(-11, CL_BUILD_PROGRAM_FAILURE,                     DC_ERROR_KERNEL_BUILD) \
    X(-12, CL_MAP_FAILURE,                               DC_ERROR_BACKEND) \
    X(-13, CL_MISALIGNED_SUB_BUFFER_OFFSET,              DC_ERROR_BACKEND) \
    X(-14, CL_EXEC_STATUS_ERROR_FOR_EVENTS_IN_WAIT_LIST, DC_ERROR_DEVICE_LOST) \
    X(-15, CL_COMPILE_PROGRAM_FAILURE,                   DC_ERROR_KERNEL_BUILD) \
    X(-16, CL_LINKER_NOT_AVAILABLE,                      DC_ERROR_KERNEL_BUILD) \
    X(-17, CL_LINK_PROGRAM_FAILURE,                      DC_ERROR_KERNEL_BUILD) \
    X(-18, CL_DEVICE_PARTITION_FAILED,                   DC_ERROR_BACKEND) \
    X(-19, CL_KERNEL_ARG_INFO_NOT_AVAILABLE,             DC_ERROR_BACKEND) \
    X(-30, CL_INVALID_VALUE,                             DC_ERROR_BACKEND) \
    X(-31, CL_INVALID_DEVICE_TYPE,                       DC_ERROR_BACKEND) \
    X(-32, CL_INVALID_PLATFORM,                          DC_ERROR_BACKEND) \
    X(-33, CL_INVALID_DEVICE,                            DC_ERROR_BACKEND) \
    X(-34, CL_INVALID_CONTEXT,                           DC_ERROR_BACKEND) \
    X(-35, CL_INVALID_QUEUE_PROPERTIES,                  DC_ERROR_BACKEND) \
    X(-36, CL_INVALID_COMMAND_QUEUE,                     DC_ERROR_BACKEND) \
    X(-37, CL_INVALID_HOST_PTR,                          DC_ERROR_BACKEND) \
    X(-38, CL_INVALID_MEM_OBJECT,                        DC_ERROR_BACKEND) \
    X(-39, CL_INVALID_IMAGE_FORMAT_DESCRIPTOR,           DC_ERROR_BACKEND) \
    X(-40, CL_INVALID_IMAGE_SIZE,                        DC_ERROR_BACKEND) \
    X(-41, CL_INVALID_SAMPLER,                           DC_ERROR_BACKEND) \
    X(-42, CL_INVALID_BINARY,                            DC_ERROR_KERNEL_BUILD) \
    X(-43, CL_INVALID_BUILD_OPTIONS,                     DC_ERROR_KERNEL_BUILD) \
    X(-44, CL_INVALID_PROGRAM,                           DC_ERROR_KERNEL_BUILD) \
    X(-45, CL_INVALID_PROGRAM_EXECUTABLE,                DC_ERROR_KERNEL_BUILD) \
    X(-46, CL_INVALID_KERNEL_NAME,                       DC_ERROR_KERNEL_NOT_FOUND) \
    X(-47, CL_INVALID_KERNEL_DEFINITION,                 DC_ERROR_KERNEL_BUILD) \
    X(-48, CL_INVALID_KERNEL,                            DC_ERROR_LAUNCH) \
    X(-49, CL_INVALID_ARG_INDEX,                         DC_ERROR_LAUNCH) \
    X(-50, CL_INVALID_ARG_VALUE,                         DC_ERROR_LAUNCH) \
    X(-51, CL_INVALID_ARG_SIZE,                          DC_ERROR_LAUNCH) \
    X(-52, CL_INVALID_KERNEL_ARGS,                       DC_ERROR_LAUNCH) \
    X(-53, CL_INVALID_WORK_DIMENSION,                    DC_ERROR_LAUNCH) \
    X(-54, CL_INVALID_WORK_GROUP_SIZE,                   DC_ERROR_LAUNCH) \
    X(-55, CL_INVALID_WORK_ITEM_SIZE,                    DC_ERROR_LAUNCH) \
    X(-56, CL_INVALID_GLOBAL_OFFSET,                     DC_ERROR_LAUNCH) \
    X(-57, CL_INVALID_EVENT_WAIT_LIST,                   DC_ERROR_BACKEND) \
    X(-58, CL_INVALID_EVENT,                             DC_ERROR_BACKEND) \
    X(-59, CL_INVALID_OPERATION,                         DC_ERROR_BACKEND) \
    X(-60, CL_INVALID_GL_OBJECT,                         DC_ERROR_BACKEND) \
    X(-61, CL_INVALID_BUFFER_SIZE,                       DC_ERROR_BACKEND) \
    X(-62, CL_INVALID_MIP_LEVEL,                         DC_ERROR_BACKEND) \
    X(-63, CL_INVALID_GLOBAL_WORK_SIZE,                  DC_ERROR_LAUNCH) \
    X(-64, CL_INVALID_PROPERTY,                          DC_ERROR_BACKEND) \
    X(-65, CL_INVALID_IMAGE_DESCRIPTOR,                  DC_ERROR_BACKEND) \
    X(-66, CL_INVALID_COMPILER_OPTIONS,                  DC_ERROR_KERNEL_BUILD) \
    X(-67, CL_INVALID_LINKER_OPTIONS,                    DC_ERROR_KERNEL_BUILD) \
    X(-68, CL_INVALID_DEVICE_PARTITION_COUNT,            DC_ERROR_BACKEND) \
    X(-69, CL_INVALID_PIPE_SIZE,                         DC_ERROR_BACKEND) \
    X(-70, CL_INVALID_DEVICE_QUEUE,                      DC_ERROR_BACKEND) \
    X(-71, CL_INVALID_SPEC_ID,                           DC_ERROR_BACKEND) \
    X(-72, CL_MAX_SIZE_RESTRICTION_EXCEEDED,             DC_ERROR_BACKEND)
#define DC__OPENCL_ERROR_ENUM(code, name, result) DC__##name = code,
enum { DC__OPENCL_ERRORS(DC__OPENCL_ERROR_ENUM) DC__OPENCL_ERROR_END };
#ifdef DC_NO_RUNTIME_LINKING
#  define DC__OPENCL_ERROR_ASSERT(code, name, result) typedef char dc__cl_check_##name[(name) == (code) ? 1 : -1];
DC__OPENCL_ERRORS(DC__OPENCL_ERROR_ASSERT)
#endif

enum {
    DC__CL_PLATFORM_NAME = 0x0902, DC__CL_DEVICE_TYPE = 0x1000, DC__CL_DEVICE_MAX_COMPUTE_UNITS = 0x1002,
    DC__CL_DEVICE_MAX_WORK_GROUP_SIZE = 0x1004, DC__CL_DEVICE_MAX_CLOCK_FREQUENCY = 0x100C,
    DC__CL_DEVICE_MAX_MEM_ALLOC_SIZE = 0x1010, DC__CL_DEVICE_GLOBAL_MEM_SIZE = 0x101F,
    DC__CL_DEVICE_NAME = 0x102B, DC__CL_DEVICE_VENDOR = 0x102C, DC__CL_DRIVER_VERSION = 0x102D,
    DC__CL_DEVICE_VERSION = 0x102F, DC__CL_DEVICE_EXTENSIONS = 0x1030, DC__CL_DEVICE_DOUBLE_FP_CONFIG = 0x1032,
    DC__CL_DEVICE_HOST_UNIFIED_MEMORY = 0x1035, DC__CL_DEVICE_SVM_CAPABILITIES = 0x1053,
    DC__CL_DEVICE_PCI_BUS_ID_NV = 0x4008, DC__CL_DEVICE_PCI_SLOT_ID_NV = 0x4009,
    DC__CL_DEVICE_PCI_DOMAIN_ID_NV = 0x400A, DC__CL_DEVICE_PCI_BUS_INFO_KHR = 0x410F,
    DC__CL_DEVICE_TYPE_CPU = 2, DC__CL_CONTEXT_PLATFORM = 0x1084,
    DC__CL_QUEUE_PROFILING_ENABLE = 2, DC__CL_MEM_READ_WRITE = 1,
    DC__CL_PROGRAM_BUILD_LOG = 0x1183, DC__CL_KERNEL_NUM_ARGS = 0x1191,
    DC__CL_KERNEL_ARG_ADDRESS_QUALIFIER = 0x1196, DC__CL_KERNEL_ARG_ADDRESS_GLOBAL = 0x119B,
    DC__CL_KERNEL_ARG_ADDRESS_LOCAL = 0x119C, DC__CL_KERNEL_ARG_ADDRESS_CONSTANT = 0x119D,
    DC__CL_KERNEL_ARG_ADDRESS_PRIVATE = 0x119E,
    DC__CL_KERNEL_WORK_GROUP_SIZE = 0x11B0, DC__CL_EVENT_COMMAND_EXECUTION_STATUS = 0x11D3,
    DC__CL_PROFILING_COMMAND_END = 0x1283, DC__CL_COMPLETE = 0
};

#define DC__OPENCL_FUNCS(X) \
    X(GetPlatformIDs, clGetPlatformIDs, (dc__cl_uint n, dc__cl_platform_id *platforms, dc__cl_uint *count)) \
    X(GetPlatformInfo, clGetPlatformInfo, (dc__cl_platform_id p, dc__cl_uint name, size_t size, void *value, size_t *size_ret)) \
    X(GetDeviceIDs, clGetDeviceIDs, (dc__cl_platform_id p, dc__cl_bitfield type, dc__cl_uint n, dc__cl_device_id *devices, dc__cl_uint *count)) \
    X(GetDeviceInfo, clGetDeviceInfo, (dc__cl_device_id d, dc__cl_uint name, size_t size, void *value, size_t *size_ret)) \
    X(ReleaseContext, clReleaseContext, (dc__cl_context c)) \
    X(ReleaseCommandQueue, clReleaseCommandQueue, (dc__cl_command_queue q)) \
    X(ReleaseMemObject, clReleaseMemObject, (dc__cl_mem m)) \
    X(EnqueueWriteBuffer, clEnqueueWriteBuffer, (dc__cl_command_queue q, dc__cl_mem m, dc__cl_uint blocking, size_t offset, size_t size, const void *src, dc__cl_uint nwait, const dc__cl_event *wait, dc__cl_event *ev)) \
    X(EnqueueReadBuffer, clEnqueueReadBuffer, (dc__cl_command_queue q, dc__cl_mem m, dc__cl_uint blocking, size_t offset, size_t size, void *dst, dc__cl_uint nwait, const dc__cl_event *wait, dc__cl_event *ev)) \
    X(EnqueueCopyBuffer, clEnqueueCopyBuffer, (dc__cl_command_queue q, dc__cl_mem src, dc__cl_mem dst, size_t src_offset, size_t dst_offset, size_t size, dc__cl_uint nwait, const dc__cl_event *wait, dc__cl_event *ev)) \
    X(EnqueueFillBuffer, clEnqueueFillBuffer, (dc__cl_command_queue q, dc__cl_mem m, const void *pattern, size_t pattern_size, size_t offset, size_t size, dc__cl_uint nwait, const dc__cl_event *wait, dc__cl_event *ev)) \
    X(EnqueueMarkerWithWaitList, clEnqueueMarkerWithWaitList, (dc__cl_command_queue q, dc__cl_uint nwait, const dc__cl_event *wait, dc__cl_event *ev)) \
    X(EnqueueBarrierWithWaitList, clEnqueueBarrierWithWaitList, (dc__cl_command_queue q, dc__cl_uint nwait, const dc__cl_event *wait, dc__cl_event *ev)) \
    X(Flush, clFlush, (dc__cl_command_queue q)) \
    X(Finish, clFinish, (dc__cl_command_queue q)) \
    X(WaitForEvents, clWaitForEvents, (dc__cl_uint n, const dc__cl_event *events)) \
    X(GetEventInfo, clGetEventInfo, (dc__cl_event e, dc__cl_uint name, size_t size, void *value, size_t *size_ret)) \
    X(GetEventProfilingInfo, clGetEventProfilingInfo, (dc__cl_event e, dc__cl_uint name, size_t size, void *value, size_t *size_ret)) \
    X(ReleaseEvent, clReleaseEvent, (dc__cl_event e)) \
    X(BuildProgram, clBuildProgram, (dc__cl_program p, dc__cl_uint ndev, const dc__cl_device_id *devices, const char *options, void (DC__STDCALL *notify)(dc__cl_program, void *), void *user)) \
    X(GetProgramBuildInfo, clGetProgramBuildInfo, (dc__cl_program p, dc__cl_device_id d, dc__cl_uint name, size_t size, void *value, size_t *size_ret)) \
    X(ReleaseProgram, clReleaseProgram, (dc__cl_program p)) \
    X(ReleaseKernel, clReleaseKernel, (dc__cl_kernel k)) \
    X(SetKernelArg, clSetKernelArg, (dc__cl_kernel k, dc__cl_uint index, size_t size, const void *value)) \
    X(GetKernelInfo, clGetKernelInfo, (dc__cl_kernel k, dc__cl_uint name, size_t size, void *value, size_t *size_ret)) \
    X(GetKernelArgInfo, clGetKernelArgInfo, (dc__cl_kernel k, dc__cl_uint index, dc__cl_uint name, size_t size, void *value, size_t *size_ret)) \
    X(GetKernelWorkGroupInfo, clGetKernelWorkGroupInfo, (dc__cl_kernel k, dc__cl_device_id d, dc__cl_uint name, size_t size, void *value, size_t *size_ret)) \
    X(EnqueueNDRangeKernel, clEnqueueNDRangeKernel, (dc__cl_command_queue q, dc__cl_kernel k, dc__cl_uint dims, const size_t *offset, const size_t *global, const size_t *local, dc__cl_uint nwait, const dc__cl_event *wait, dc__cl_event *ev))
/* The functions that return an object and report errors through a pointer. */
#define DC__OPENCL_CREATE_FUNCS(X) \
    X(CreateContext, clCreateContext, dc__cl_context, (const dc__cl_context_properties *props, dc__cl_uint ndev, const dc__cl_device_id *devices, void (DC__STDCALL *notify)(const char *, const void *, size_t, void *), void *user, dc__cl_int *err)) \
    X(CreateCommandQueue, clCreateCommandQueue, dc__cl_command_queue, (dc__cl_context c, dc__cl_device_id d, dc__cl_bitfield props, dc__cl_int *err)) \
    X(CreateBuffer, clCreateBuffer, dc__cl_mem, (dc__cl_context c, dc__cl_bitfield flags, size_t size, void *host, dc__cl_int *err)) \
    X(CreateProgramWithSource, clCreateProgramWithSource, dc__cl_program, (dc__cl_context c, dc__cl_uint n, const char **strings, const size_t *lengths, dc__cl_int *err)) \
    X(CreateKernel, clCreateKernel, dc__cl_kernel, (dc__cl_program p, const char *name, dc__cl_int *err))

#define DC__CL_MEMBER(member, symbol, params) dc__cl_int (DC__STDCALL *member) params;
#define DC__CL_CREATE_MEMBER(member, symbol, type, params) type (DC__STDCALL *member) params;
typedef struct dc__opencl_api {
    dc__lib lib;
    DC__OPENCL_FUNCS(DC__CL_MEMBER)
    DC__OPENCL_CREATE_FUNCS(DC__CL_CREATE_MEMBER)
} dc__opencl_api;

/* One per context (dc__backend.state), and one per device (dc__device.impl). */
typedef struct dc__opencl_state {
    dc__opencl_api api;
    dc__cl_context *contexts;     /* one per platform in use, made by open */
    int context_count;
} dc__opencl_state;
typedef struct dc__opencl_device {
    dc__cl_platform_id platform;
    dc__cl_device_id device;
    dc__cl_context context;       /* shared by the devices of one platform */
    dc__mutex launch_lock;        /* argument setting + enqueue must not interleave between threads */
    int lock_ready;
    int runs_in_enqueue;          /* the driver runs kernels inside the enqueue call (PoCL's basic) */
} dc__opencl_device;
/* A module: the program, and its source, whose kernel declarations tell pointers from
   scalars where the driver keeps no argument info. */
typedef struct dc__opencl_module { dc__cl_program program; char *source; } dc__opencl_module;
#define DC__CLS(dev) ((dc__opencl_state *)(dev)->backend->state)
#define DC__CLD(dev) ((dc__opencl_device *)(dev)->impl)
#define DC__CLQ(p) ((dc__cl_command_queue)(p))
#define DC__CLM(m) ((dc__cl_mem)(uintptr_t)(m))

static const char *dc__cl_error_name(int code) {
#define DC__OPENCL_ERROR_NAME(code, name, result) case code: return #name;
    switch (code) { DC__OPENCL_ERRORS(DC__OPENCL_ERROR_NAME) default: return "unknown OpenCL error"; }
#undef DC__OPENCL_ERROR_NAME
}
static dc_result dc__cl_check(int code, const char *call) {
#define DC__OPENCL_ERROR_CASE(code, name, result) case code: r = result; break;
    dc_result r;
    if (code == DC__CL_SUCCESS) return DC_SUCCESS;
    switch (code) { DC__OPENCL_ERRORS(DC__OPENCL_ERROR_CASE) default: r = DC_ERROR_BACKEND; break; }
#undef DC__OPENCL_ERROR_CASE
    return dc__fail(r, "%s failed: %s (%d)", call, dc__cl_error_name(code), code);
}
/* As for CUDA: RAW for calls whose callers expect some failure codes, CL checks. */
#define DC__CL_RAW(cl, member, args) (dc__inject() ? (int)DC__CL_OUT_OF_RESOURCES : (int)(cl)->api.member args)
#define DC__CL(cl, member, args) dc__cl_check(DC__CL_RAW(cl, member, args), "cl" #member)
/* For the clCreate* functions, which return the object and the error through a pointer. */
#define DC__CL_CREATE(cl, out, err, member, args) do { \
        if (dc__inject()) { (out) = NULL; (err) = DC__CL_OUT_OF_RESOURCES; } \
        else { (err) = DC__CL_SUCCESS; (out) = (cl)->api.member args; \
               if (!(out) && (err) == DC__CL_SUCCESS) (err) = DC__CL_OUT_OF_RESOURCES; } \
    } while (0)
#define DC__CL_RELEASE(ctx, cl, member, obj) do { \
        int dc__e = (int)(cl)->api.member(obj); \
        if (dc__e != DC__CL_SUCCESS) dc__log((ctx), DC_LOG_WARN, "cl" #member " failed: %s", dc__cl_error_name(dc__e)); \
    } while (0)

#ifndef DC_NO_RUNTIME_LINKING
#  if defined(_WIN32)
static const char *const dc__opencl_names[] = { "OpenCL.dll" };
#  elif defined(__APPLE__)
static const char *const dc__opencl_names[] = { "/System/Library/Frameworks/OpenCL.framework/OpenCL" };
#  else
static const char *const dc__opencl_names[] = { "libOpenCL.so.1", "libOpenCL.so" };
#  endif
#endif

static int dc__opencl_load(dc__backend *b, dc_context *ctx, const char *const *folders, int folder_count, char *why, size_t why_size) {
    dc__opencl_api *api = &((dc__opencl_state *)b->state)->api;
#ifdef DC_NO_RUNTIME_LINKING
#  define DC__CL_BIND(member, symbol, params) api->member = symbol;
#  define DC__CL_CREATE_BIND(member, symbol, type, params) api->member = symbol;
    (void)ctx; (void)folders; (void)folder_count; (void)why; (void)why_size;
    DC__OPENCL_FUNCS(DC__CL_BIND)
    DC__OPENCL_CREATE_FUNCS(DC__CL_CREATE_BIND)
    return 1;
#else
    char tried[1024] = "";
    int complete = 1;
    (void)ctx;
    api->lib = dc__open_first(dc__opencl_names, (int)DC__COUNTOF(dc__opencl_names), folders, folder_count, tried, sizeof tried);
    if (!api->lib) { snprintf(why, why_size, "OpenCL ICD loader not found (tried %s)", tried); return 0; }
#  define DC__CL_BIND(member, symbol, params) \
    api->member = (dc__cl_int (DC__STDCALL *) params)dc__dlsym(api->lib, #symbol); \
    if (!api->member && complete) { snprintf(why, why_size, "OpenCL loader lacks %s (OpenCL 1.2 needed)", #symbol); complete = 0; }
#  define DC__CL_CREATE_BIND(member, symbol, type, params) \
    api->member = (type (DC__STDCALL *) params)dc__dlsym(api->lib, #symbol); \
    if (!api->member && complete) { snprintf(why, why_size, "OpenCL loader lacks %s", #symbol); complete = 0; }
    DC__OPENCL_FUNCS(DC__CL_BIND)
    DC__OPENCL_CREATE_FUNCS(DC__CL_CREATE_BIND)
    if (!complete) { dc__dlclose(api->lib); memset(api, 0, sizeof *api); }
    return complete;
#endif
}
/* The ICD loader stays loaded, as the CUDA driver does (vendor drivers keep threads). */
static void dc__opencl_unload(dc__backend *b, dc_context *ctx) {
    dc__opencl_state *cl = (dc__opencl_state *)b->state;
    dc__free(ctx, cl->contexts);
    cl->contexts = NULL;
}

static dc_result dc__cl_device_info(dc__opencl_state *cl, dc__cl_device_id d, dc__cl_uint what, size_t size, void *out) {
    return DC__CL(cl, GetDeviceInfo, (d, what, size, out, NULL));
}
static dc_result dc__opencl_describe(dc_context *ctx, dc__opencl_state *cl, dc__device *d) {
    dc__cl_device_id id = DC__CLD(d)->device;
    dc__cl_uint units = 0, clock = 0, unified = 0;
    dc__cl_ulong mem = 0, max_alloc = 0, type = 0, fp64 = 0, svm = 0;
    size_t wg = 0, ext_size = 0;
    char version[128] = "", *ext = NULL;
    dc_result r;
    if ((r = dc__cl_device_info(cl, id, DC__CL_DEVICE_NAME, sizeof d->info.name, d->info.name)) != DC_SUCCESS ||
        (r = dc__cl_device_info(cl, id, DC__CL_DEVICE_VENDOR, sizeof d->info.vendor, d->info.vendor)) != DC_SUCCESS ||
        (r = dc__cl_device_info(cl, id, DC__CL_DRIVER_VERSION, sizeof d->info.driver_version, d->info.driver_version)) != DC_SUCCESS ||
        (r = dc__cl_device_info(cl, id, DC__CL_DEVICE_VERSION, sizeof version, version)) != DC_SUCCESS ||
        (r = dc__cl_device_info(cl, id, DC__CL_DEVICE_TYPE, sizeof type, &type)) != DC_SUCCESS ||
        (r = dc__cl_device_info(cl, id, DC__CL_DEVICE_MAX_COMPUTE_UNITS, sizeof units, &units)) != DC_SUCCESS ||
        (r = dc__cl_device_info(cl, id, DC__CL_DEVICE_MAX_CLOCK_FREQUENCY, sizeof clock, &clock)) != DC_SUCCESS ||
        (r = dc__cl_device_info(cl, id, DC__CL_DEVICE_GLOBAL_MEM_SIZE, sizeof mem, &mem)) != DC_SUCCESS ||
        (r = dc__cl_device_info(cl, id, DC__CL_DEVICE_MAX_MEM_ALLOC_SIZE, sizeof max_alloc, &max_alloc)) != DC_SUCCESS ||
        (r = dc__cl_device_info(cl, id, DC__CL_DEVICE_MAX_WORK_GROUP_SIZE, sizeof wg, &wg)) != DC_SUCCESS ||
        (r = dc__cl_device_info(cl, id, DC__CL_DEVICE_HOST_UNIFIED_MEMORY, sizeof unified, &unified)) != DC_SUCCESS ||
        (r = DC__CL(cl, GetDeviceInfo, (id, DC__CL_DEVICE_EXTENSIONS, 0, NULL, &ext_size))) != DC_SUCCESS)
        return r;
    ext = (char *)dc__malloc(ctx, ext_size + 1);
    if (!ext) return dc__fail(DC_ERROR_OUT_OF_HOST_MEMORY, "out of host memory reading device extensions");
    if ((r = dc__cl_device_info(cl, id, DC__CL_DEVICE_EXTENSIONS, ext_size, ext)) != DC_SUCCESS) {
        dc__free(ctx, ext);
        return r;
    }
    ext[ext_size] = 0;
    /* Optional queries: absent on older devices, so their failure only means "no". */
    if (cl->api.GetDeviceInfo(id, DC__CL_DEVICE_DOUBLE_FP_CONFIG, sizeof fp64, &fp64, NULL) != DC__CL_SUCCESS) fp64 = 0;
    if (cl->api.GetDeviceInfo(id, DC__CL_DEVICE_SVM_CAPABILITIES, sizeof svm, &svm, NULL) != DC__CL_SUCCESS) svm = 0;
    if (sscanf(version, "OpenCL %d.%d", &d->info.version_major, &d->info.version_minor) != 2) d->info.version_major = d->info.version_minor = 0;
    d->info.compute_units = (int)units;
    d->info.clock_mhz = (int)clock;
    d->info.total_memory = mem;
    d->info.max_allocation = max_alloc;
    d->info.max_block_size = (int)wg;
    d->info.caps = (fp64 ? DC_CAP_FP64 : 0u) | (strstr(ext, "cl_khr_fp16") ? DC_CAP_FP16 : 0u) |
                   (svm ? DC_CAP_UNIFIED_MEMORY : 0u) | (unified ? DC_CAP_HOST_MEMORY : 0u) |
                   (type & DC__CL_DEVICE_TYPE_CPU ? DC_CAP_CPU : 0u);
    /* PCI address, to recognise a GPU that another backend lists too. The KHR query is
       exact; NVIDIA's own slot id is the PCI device number on current drivers (function 0). */
    {
        dc__cl_uint nv_bus = 0, nv_slot = 0, nv_domain = 0, khr[4] = { 0, 0, 0, 0 };
        if (strstr(ext, "cl_khr_pci_bus_info") &&
            cl->api.GetDeviceInfo(id, DC__CL_DEVICE_PCI_BUS_INFO_KHR, sizeof khr, khr, NULL) == DC__CL_SUCCESS) {
            snprintf(d->info.pci_bus_id, sizeof d->info.pci_bus_id, "%04x:%02x:%02x.%x", khr[0], khr[1], khr[2], khr[3]);
        } else if (strstr(ext, "cl_nv_device_attribute_query") &&
                   cl->api.GetDeviceInfo(id, DC__CL_DEVICE_PCI_BUS_ID_NV, sizeof nv_bus, &nv_bus, NULL) == DC__CL_SUCCESS &&
                   cl->api.GetDeviceInfo(id, DC__CL_DEVICE_PCI_SLOT_ID_NV, sizeof nv_slot, &nv_slot, NULL) == DC__CL_SUCCESS) {
            if (cl->api.GetDeviceInfo(id, DC__CL_DEVICE_PCI_DOMAIN_ID_NV, sizeof nv_domain, &nv_domain, NULL) != DC__CL_SUCCESS) nv_domain = 0;
            snprintf(d->info.pci_bus_id, sizeof d->info.pci_bus_id, "%04x:%02x:%02x.0", nv_domain, nv_bus, nv_slot);
        }
    }
    dc__free(ctx, ext);
    return DC_SUCCESS;
}
static dc_result dc__opencl_enumerate(dc__backend *b, dc_context *ctx, dc__device_list *out) {
    dc__opencl_state *cl = (dc__opencl_state *)b->state;
    dc__cl_platform_id *platforms = NULL;
    dc__cl_device_id *ids = NULL;
    dc__cl_uint np = 0, nd, p, i;
    char platform_name[128];
    dc_result r = DC__CL(cl, GetPlatformIDs, (0, NULL, &np));
    if (r != DC_SUCCESS || np == 0) {  /* CL_PLATFORM_NOT_FOUND_KHR: an ICD loader without drivers */
        dc__log(ctx, DC_LOG_INFO, "OpenCL not used: %s", np == 0 && r == DC_SUCCESS ? "ICD loader found, 0 platforms" : dc__error_text);
        return DC_SUCCESS;
    }
    platforms = (dc__cl_platform_id *)dc__calloc(ctx, np, sizeof *platforms);
    if (!platforms) return dc__fail(DC_ERROR_OUT_OF_HOST_MEMORY, "out of host memory listing OpenCL platforms");
    r = DC__CL(cl, GetPlatformIDs, (np, platforms, NULL));
    for (p = 0; p < np && r == DC_SUCCESS; p++) {
        if ((r = DC__CL(cl, GetPlatformInfo, (platforms[p], DC__CL_PLATFORM_NAME, sizeof platform_name, platform_name, NULL))) != DC_SUCCESS) break;
        nd = 0;
        /* A platform without devices answers CL_DEVICE_NOT_FOUND: skipped, not an error. */
        if (cl->api.GetDeviceIDs(platforms[p], ~(dc__cl_bitfield)0 >> 32, 0, NULL, &nd) != DC__CL_SUCCESS || nd == 0) continue;
        ids = (dc__cl_device_id *)dc__calloc(ctx, nd, sizeof *ids);
        if (!ids) { r = dc__fail(DC_ERROR_OUT_OF_HOST_MEMORY, "out of host memory listing OpenCL devices"); break; }
        r = DC__CL(cl, GetDeviceIDs, (platforms[p], ~(dc__cl_bitfield)0 >> 32, nd, ids, NULL));
        for (i = 0; i < nd && r == DC_SUCCESS; i++) {
            dc__device *d = dc__add_candidate(ctx, b, out);
            if (!d) { r = dc__fail(DC_ERROR_OUT_OF_HOST_MEMORY, "out of host memory listing devices"); break; }
            d->info.backend_ordinal = (int)i;
            DC__CLD(d)->platform = platforms[p];
            DC__CLD(d)->device = ids[i];
            snprintf(d->info.platform, sizeof d->info.platform, "%s", platform_name);
            r = dc__opencl_describe(ctx, cl, d);
        }
        dc__free(ctx, ids);
        ids = NULL;
    }
    dc__free(ctx, platforms);
    return r;
}
/* One OpenCL context per platform holds that platform's chosen devices, so that copies
   between them stay inside the runtime. */
static dc_result dc__opencl_open(dc__backend *b, dc_context *ctx, dc__device **devs, int n) {
    dc__opencl_state *cl = (dc__opencl_state *)b->state;
    int i, j;
    cl->contexts = (dc__cl_context *)dc__calloc(ctx, (size_t)n, sizeof(dc__cl_context));
    if (!cl->contexts) return dc__fail(DC_ERROR_OUT_OF_HOST_MEMORY, "out of host memory opening devices");
    for (i = 0; i < n; i++) {
        dc__opencl_device *d = DC__CLD(devs[i]);
        dc__mutex_init(&d->launch_lock);
        d->lock_ready = 1;
        /* PoCL 3.1's basic driver (cpu-minimal from PoCL 4) runs a kernel in the thread that
           enqueues it, and two of its devices running kernels from two threads at once
           corrupt a process-wide cache of kernel binaries (an assertion in
           pocl_release_dlhandle_cache aborts the process). Their launches are serialised. */
        d->runs_in_enqueue = strncmp(devs[i]->info.name, "basic", 5) == 0 || strncmp(devs[i]->info.name, "cpu-minimal", 11) == 0;
        /* PoCL 4 and later abort the same way when kernels built from two programs of one
           source run at once on two of its CPU devices, which a dispatch over several PoCL
           devices does; they share the host's cores anyway, so little is lost when their
           kernels take turns. PoCL 3.1 does not need it (tests run its devices at once). */
        devs[i]->kernels_take_turns = (devs[i]->info.caps & DC_CAP_CPU) && strstr(devs[i]->info.platform, "Portable Computing Language") &&
                                      atoi(devs[i]->info.driver_version) >= 4;
    }
    for (i = 0; i < n; i++) {
        dc__opencl_device *d = DC__CLD(devs[i]);
        dc__cl_device_id group[256];
        dc__cl_context_properties props[3];
        dc__cl_context c;
        dc__cl_int err;
        dc__cl_uint count = 0;
        if (d->context) continue;
        for (j = i; j < n && count < DC__COUNTOF(group); j++)
            if (DC__CLD(devs[j])->platform == d->platform) group[count++] = DC__CLD(devs[j])->device;
        props[0] = (dc__cl_context_properties)DC__CL_CONTEXT_PLATFORM;
        props[1] = (dc__cl_context_properties)(uintptr_t)d->platform;
        props[2] = 0;
        DC__CL_CREATE(cl, c, err, CreateContext, (props, count, group, NULL, NULL, &err));
        if (err != DC__CL_SUCCESS) return dc__cl_check(err, "clCreateContext");
        cl->contexts[cl->context_count++] = c;
        for (j = i; j < n; j++)
            if (DC__CLD(devs[j])->platform == d->platform) DC__CLD(devs[j])->context = c;
    }
    return DC_SUCCESS;
}
static void dc__opencl_close(dc__backend *b, dc_context *ctx, dc__device **devs, int n) {
    dc__opencl_state *cl = (dc__opencl_state *)b->state;
    int i;
    for (i = 0; i < n; i++) {
        dc__opencl_device *d = DC__CLD(devs[i]);
        if (d->lock_ready) dc__mutex_destroy(&d->launch_lock);
        d->lock_ready = 0;
        d->context = NULL;
    }
    for (i = 0; i < cl->context_count; i++) DC__CL_RELEASE(ctx, cl, ReleaseContext, cl->contexts[i]);
    cl->context_count = 0;
}
static dc_result dc__opencl_links(dc__backend *b, dc_context *ctx, dc__device **devs, int n, dc_link *links) {
    int i, j;
    (void)b; (void)ctx;
    for (i = 0; i < n; i++)
        for (j = 0; j < n; j++)
            links[i * n + j] = i == j ? DC_LINK_SELF : DC__CLD(devs[i])->context == DC__CLD(devs[j])->context ? DC_LINK_SAME_CONTEXT : DC_LINK_HOST;
    return DC_SUCCESS;
}
/* Nothing to report beyond the link, and nothing to turn on: the runtime copies. */
static dc_result dc__opencl_peer_info(dc_context *ctx, dc__device *a, dc__device *b, dc_peer_info *out) {
    (void)ctx; (void)a; (void)b; (void)out;
    return DC_SUCCESS;
}
static dc_result dc__opencl_peer_enable(dc_context *ctx, dc__device *from, dc__device *to) {
    (void)ctx; (void)from; (void)to;
    return DC_SUCCESS;
}
static dc_result dc__opencl_copy(dc_context *ctx, dc__device *dev, void *queue, uint64_t dst, uint64_t dst_offset, uint64_t src, uint64_t src_offset, uint64_t bytes, int blocking);
/* Buffers of one context belong to all its devices: the runtime moves the data. */
static dc_result dc__opencl_peer_copy(dc_context *ctx, dc__device *dd, void *queue, uint64_t dst, uint64_t dst_offset, dc__device *sd,
                                      uint64_t src, uint64_t src_offset, uint64_t bytes) {
    (void)sd;
    return dc__opencl_copy(ctx, dd, queue, dst, dst_offset, src, src_offset, bytes, 0);
}
static dc_result dc__opencl_device_native(dc_context *ctx, dc__device *dev, void **device, void **context) {
    (void)ctx;
    if (device) *device = (void *)DC__CLD(dev)->device;
    if (context) *context = (void *)DC__CLD(dev)->context;
    return DC_SUCCESS;
}
static dc_result dc__opencl_mem_alloc(dc_context *ctx, dc__device *dev, uint64_t bytes, uint64_t *mem) {
    dc__cl_int err;
    dc__cl_mem m;
    (void)ctx;
    DC__CL_CREATE(DC__CLS(dev), m, err, CreateBuffer, (DC__CLD(dev)->context, DC__CL_MEM_READ_WRITE, (size_t)bytes, NULL, &err));
    if (err != DC__CL_SUCCESS) return dc__cl_check(err, "clCreateBuffer");
    *mem = (uint64_t)(uintptr_t)m;
    return DC_SUCCESS;
}
static void dc__opencl_mem_free(dc_context *ctx, dc__device *dev, uint64_t mem) {
    DC__CL_RELEASE(ctx, DC__CLS(dev), ReleaseMemObject, DC__CLM(mem));
}
static dc_result dc__opencl_mem_info(dc_context *ctx, dc__device *dev, uint64_t *free_bytes, uint64_t *total_bytes) {
    /* OpenCL has no portable free-memory query: report what this context has not taken. */
    dc__mutex_lock(&ctx->lock);
    *total_bytes = dev->info.total_memory;
    *free_bytes = dev->allocated < dev->info.total_memory ? dev->info.total_memory - dev->allocated : 0;
    dc__mutex_unlock(&ctx->lock);
    return DC_SUCCESS;
}
static dc_result dc__opencl_finish(dc__device *dev, void *queue, int blocking, dc_result r) {
    if (r == DC_SUCCESS && blocking) r = DC__CL(DC__CLS(dev), Finish, (DC__CLQ(queue)));
    return r;
}
static dc_result dc__opencl_write(dc_context *ctx, dc__device *dev, void *queue, uint64_t mem, uint64_t offset, const void *src, uint64_t bytes, int blocking) {
    (void)ctx;
    return DC__CL(DC__CLS(dev), EnqueueWriteBuffer, (DC__CLQ(queue), DC__CLM(mem), (dc__cl_uint)blocking, (size_t)offset, (size_t)bytes, src, 0, NULL, NULL));
}
static dc_result dc__opencl_read(dc_context *ctx, dc__device *dev, void *queue, uint64_t mem, uint64_t offset, void *dst, uint64_t bytes, int blocking) {
    (void)ctx;
    return DC__CL(DC__CLS(dev), EnqueueReadBuffer, (DC__CLQ(queue), DC__CLM(mem), (dc__cl_uint)blocking, (size_t)offset, (size_t)bytes, dst, 0, NULL, NULL));
}
static dc_result dc__opencl_fill(dc_context *ctx, dc__device *dev, void *queue, uint64_t mem, uint64_t offset, uint64_t bytes, const void *pattern, uint32_t pattern_size, int blocking) {
    dc_result r = DC__CL(DC__CLS(dev), EnqueueFillBuffer, (DC__CLQ(queue), DC__CLM(mem), pattern, pattern_size, (size_t)offset, (size_t)bytes, 0, NULL, NULL));
    (void)ctx;
    return dc__opencl_finish(dev, queue, blocking, r);
}
static dc_result dc__opencl_copy(dc_context *ctx, dc__device *dev, void *queue, uint64_t dst, uint64_t dst_offset, uint64_t src, uint64_t src_offset, uint64_t bytes, int blocking) {
    dc_result r = DC__CL(DC__CLS(dev), EnqueueCopyBuffer, (DC__CLQ(queue), DC__CLM(src), DC__CLM(dst), (size_t)src_offset, (size_t)dst_offset, (size_t)bytes, 0, NULL, NULL));
    (void)ctx;
    return dc__opencl_finish(dev, queue, blocking, r);
}
/* No portable page-locking in OpenCL: the generic code allocates aligned memory. */
static dc_result dc__opencl_host_alloc(dc_context *ctx, dc__device *dev, uint64_t bytes, void **ptr) {
    (void)ctx; (void)dev; (void)bytes;
    *ptr = NULL;
    return DC_ERROR_UNSUPPORTED;
}
static void dc__opencl_host_free(dc_context *ctx, dc__device *dev, void *ptr) { (void)ctx; (void)dev; (void)ptr; }
static int dc__opencl_host_is_pinned(dc_context *ctx, dc__device *dev, const void *ptr) { (void)ctx; (void)dev; (void)ptr; return 0; }
static dc_result dc__opencl_stream_create(dc_context *ctx, dc__device *dev, void **queue) {
    dc__cl_int err;
    dc__cl_command_queue q;
    (void)ctx;
    /* Profiling on every queue: dc_event_elapsed_ms needs it and its cost is negligible. */
    DC__CL_CREATE(DC__CLS(dev), q, err, CreateCommandQueue, (DC__CLD(dev)->context, DC__CLD(dev)->device, DC__CL_QUEUE_PROFILING_ENABLE, &err));
    *queue = (void *)q;
    return dc__cl_check(err, "clCreateCommandQueue");
}
static void dc__opencl_stream_destroy(dc_context *ctx, dc__device *dev, void *queue) {
    DC__CLS(dev)->api.Finish(DC__CLQ(queue));
    DC__CL_RELEASE(ctx, DC__CLS(dev), ReleaseCommandQueue, DC__CLQ(queue));
}
static dc_result dc__opencl_stream_sync(dc_context *ctx, dc__device *dev, void *queue) {
    (void)ctx;
    return DC__CL(DC__CLS(dev), Finish, (DC__CLQ(queue)));
}
static dc_result dc__opencl_stream_query(dc_context *ctx, dc__device *dev, void *queue, int *idle) {
    (void)ctx; (void)dev; (void)queue;
    *idle = 0;  /* a queue has no status of its own; callers then wait on a marker */
    return DC_SUCCESS;
}
static dc_result dc__opencl_event_record(dc_context *ctx, dc__device *dev, void *queue, int timed, void **event) {
    dc__opencl_state *cl = DC__CLS(dev);
    dc__cl_event e = NULL;
    (void)timed;   /* every queue profiles (dc__opencl_stream_create): any marker can be timed */
    dc_result r = DC__CL(cl, EnqueueMarkerWithWaitList, (DC__CLQ(queue), 0, NULL, &e));
    /* Flushed so that a wait on this event from another queue or the host makes progress. */
    if (r == DC_SUCCESS) r = DC__CL(cl, Flush, (DC__CLQ(queue)));
    if (r != DC_SUCCESS && e) { DC__CL_RELEASE(ctx, cl, ReleaseEvent, e); e = NULL; }
    *event = (void *)e;
    return r;
}
static dc_result dc__opencl_stream_wait(dc_context *ctx, dc__device *dev, void *queue, dc__device *from, void *event) {
    dc__cl_event e = (dc__cl_event)event;
    (void)ctx;
    /* Wait lists stop at a context. Between two different device drivers of one context
       (PoCL 3.1's "basic" and "pthread") the dependency was seen to be lost and the queues
       to hang, so only devices of one kind (one name) get the driver-side wait. */
    if (DC__CLD(from)->context != DC__CLD(dev)->context || strcmp(from->info.name, dev->info.name) != 0) return DC_ERROR_UNSUPPORTED;
    return DC__CL(DC__CLS(dev), EnqueueBarrierWithWaitList, (DC__CLQ(queue), 1, &e, NULL));
}
static dc_result dc__opencl_event_sync(dc_context *ctx, dc__device *dev, void *event) {
    dc__cl_event e = (dc__cl_event)event;
    (void)ctx;
    return DC__CL(DC__CLS(dev), WaitForEvents, (1, &e));
}
static dc_result dc__opencl_event_query(dc_context *ctx, dc__device *dev, void *event, int *done) {
    dc__cl_int status = -1;
    dc_result r = DC__CL(DC__CLS(dev), GetEventInfo, ((dc__cl_event)event, DC__CL_EVENT_COMMAND_EXECUTION_STATUS, sizeof status, &status, NULL));
    (void)ctx;
    if (r == DC_SUCCESS && status < 0)
        r = dc__fail(DC_ERROR_DEVICE_LOST, "the event's commands failed with %s (%d)", dc__cl_error_name(status), (int)status);
    *done = r == DC_SUCCESS && status == DC__CL_COMPLETE;
    return r;
}
static dc_result dc__opencl_event_elapsed(dc_context *ctx, dc__device *dev, void *start, void *end, float *ms) {
    dc__cl_ulong t0 = 0, t1 = 0;
    dc_result r = dc__opencl_event_sync(ctx, dev, start);
    if (r == DC_SUCCESS) r = dc__opencl_event_sync(ctx, dev, end);
    if (r == DC_SUCCESS) r = DC__CL(DC__CLS(dev), GetEventProfilingInfo, ((dc__cl_event)start, DC__CL_PROFILING_COMMAND_END, sizeof t0, &t0, NULL));
    if (r == DC_SUCCESS) r = DC__CL(DC__CLS(dev), GetEventProfilingInfo, ((dc__cl_event)end, DC__CL_PROFILING_COMMAND_END, sizeof t1, &t1, NULL));
    *ms = (float)(((double)t1 - (double)t0) / 1e6);
    return r;
}
static void dc__opencl_event_destroy(dc_context *ctx, dc__device *dev, void *event) {
    DC__CL_RELEASE(ctx, DC__CLS(dev), ReleaseEvent, (dc__cl_event)event);
}
/* OpenCL has no device-wide wait: finish every queue of the device. */
static dc_result dc__opencl_device_sync(dc_context *ctx, dc__device *dev) {
    return dc__each_stream(ctx, dev, dc__opencl_stream_sync);
}
static dc_result dc__opencl_module_build(dc_context *ctx, dc__device *dev, const dc_module_desc *desc, void **module) {
    dc__opencl_state *cl = DC__CLS(dev);
    const char *options = desc->build_options ? desc->build_options : "";
    dc__opencl_module *m;
    dc__cl_int err;
    size_t length, log_size = 0;
    dc_result r;
    *module = NULL;
    if (!desc->opencl_source) return DC_ERROR_UNSUPPORTED;
    length = desc->opencl_source_size ? desc->opencl_source_size : strlen(desc->opencl_source);
    if (!(m = (dc__opencl_module *)dc__calloc(ctx, 1, sizeof *m)) || !(m->source = (char *)dc__malloc(ctx, length + 1))) {
        dc__free(ctx, m);
        return dc__fail(DC_ERROR_OUT_OF_HOST_MEMORY, "out of host memory copying %llu bytes of OpenCL C", (unsigned long long)length);
    }
    memcpy(m->source, desc->opencl_source, length);
    m->source[length] = 0;
    DC__CL_CREATE(cl, m->program, err, CreateProgramWithSource, (DC__CLD(dev)->context, 1, (const char **)&m->source, &length, &err));
    r = dc__cl_check(err, "clCreateProgramWithSource");
    if (r == DC_SUCCESS && (r = DC__CL(cl, BuildProgram, (m->program, 1, &DC__CLD(dev)->device, options, NULL, NULL))) != DC_SUCCESS) {
        /* The compiler's own words are the useful part of a build failure. */
        char *log = NULL;
        dc__fail_append(" building module '%s' for device %d (%s) with options \"%s\".\nBuild log:\n",
                        desc->name ? desc->name : "", dev->index, dev->info.name, options);
        if (cl->api.GetProgramBuildInfo(m->program, DC__CLD(dev)->device, DC__CL_PROGRAM_BUILD_LOG, 0, NULL, &log_size) == DC__CL_SUCCESS &&
            log_size > 0 && (log = (char *)dc__malloc(ctx, log_size + 1)) != NULL &&
            cl->api.GetProgramBuildInfo(m->program, DC__CLD(dev)->device, DC__CL_PROGRAM_BUILD_LOG, log_size, log, NULL) == DC__CL_SUCCESS) {
            log[log_size] = 0;
            dc__fail_append("%s", log);
        } else {
            dc__fail_append("(the driver gave none)");
        }
        dc__free(ctx, log);
    }
    if (r != DC_SUCCESS) {
        if (m->program) DC__CL_RELEASE(ctx, cl, ReleaseProgram, m->program);
        dc__free(ctx, m->source);
        dc__free(ctx, m);
        return r;
    }
    *module = (void *)m;
    return DC_SUCCESS;
}
static void dc__opencl_module_free(dc_context *ctx, dc__device *dev, void *module) {
    dc__opencl_module *m = (dc__opencl_module *)module;
    DC__CL_RELEASE(ctx, DC__CLS(dev), ReleaseProgram, m->program);
    dc__free(ctx, m->source);
    dc__free(ctx, m);
}
static int dc__cl_is_word(char c) { return (c >= 'a' && c <= 'z') || (c >= 'A' && c <= 'Z') || (c >= '0' && c <= '9') || c == '_'; }
/* Whether `word` appears as a whole word in [from, end). */
static int dc__has_word(const char *from, const char *end, const char *word) {
    size_t n = strlen(word);
    const char *p;
    for (p = from; p + n <= end; p++)
        if (!strncmp(p, word, n) && (p == from || !dc__cl_is_word(p[-1])) && (p + n == end || !dc__cl_is_word(p[n]))) return 1;
    return 0;
}
/* Pointer, local memory or scalar, from the kernel's OpenCL C declaration, for drivers
   that keep no argument info (it needs -cl-kernel-arg-info, which is not passed: with it,
   PoCL 3.1 programs under LeakSanitizer crash its tracer at exit). Conservative: a pointer
   needs its __global/__constant/__local qualifier and a '*', a scalar a built-in type
   name; anything else (a macro, a typedef) stays unknown and unchecked. */
static void dc__cl_param_kinds(const char *src, const char *name, unsigned char *kinds, int max) {
    static const char *const scalars[] = { "char", "uchar", "short", "ushort", "int", "uint", "long", "ulong", "float",
                                           "double", "half", "bool", "unsigned", "signed", "size_t" };
    size_t len = strlen(name);
    const char *p = src, *decl, *end;
    int i = 0, depth = 0;
    unsigned k;
    for (;; p += len) {
        const char *stmt;
        if (!(p = strstr(p, name))) return;
        if ((p > src && dc__cl_is_word(p[-1])) || dc__cl_is_word(p[len])) continue;
        for (decl = p + len; *decl == ' ' || *decl == '\t' || *decl == '\n' || *decl == '\r'; decl++) {}
        if (*decl != '(') continue;
        for (stmt = p; stmt > src && stmt[-1] != ';' && stmt[-1] != '}'; stmt--) {}
        if (dc__has_word(stmt, p, "kernel") || dc__has_word(stmt, p, "__kernel")) break;
    }
    for (end = decl; *end; end++) {
        if (*end == '(') depth++;
        else if (*end == ')' && --depth == 0) break;
    }
    for (p = decl + 1; *end && p < end && i < max; i++) {
        const char *q = p, *w;
        int parens = 0, pointer = 0;
        for (; q < end && (*q != ',' || parens); q++) {
            if (*q == '(') parens++;
            else if (*q == ')') parens--;
            else if (*q == '*') pointer = 1;
        }
        if (pointer && (dc__has_word(p, q, "__global") || dc__has_word(p, q, "global") ||
                        dc__has_word(p, q, "__constant") || dc__has_word(p, q, "constant"))) kinds[i] = DC__PARAM_POINTER;
        else if (pointer && (dc__has_word(p, q, "__local") || dc__has_word(p, q, "local"))) kinds[i] = DC__PARAM_LOCAL;
        else if (!pointer) {
            /* the first word that is not a qualifier names the type (vectors: float4 ...) */
            for (w = p; w < q; w++) {
                const char *e = w;
                while (e < q && dc__cl_is_word(*e)) e++;
                if (e == w) continue;
                if ((e - w == 5 && !strncmp(w, "const", 5)) || (e - w == 8 && !strncmp(w, "volatile", 8)) ||
                    (e - w == 9 && !strncmp(w, "__private", 9)) || (e - w == 7 && !strncmp(w, "private", 7))) { w = e; continue; }
                for (k = 0; k < DC__COUNTOF(scalars); k++) {
                    size_t n = strlen(scalars[k]);
                    const char *digits = w + n;
                    if (n > (size_t)(e - w) || strncmp(w, scalars[k], n)) continue;
                    while (digits < e && *digits >= '0' && *digits <= '9') digits++;
                    if (digits == e) kinds[i] = DC__PARAM_SCALAR;
                }
                break;
            }
        }
        p = q + 1;
    }
}
static dc_result dc__opencl_kernel_get(dc_context *ctx, dc__device *dev, void *module, const char *name, dc__kernel_fn *out) {
    dc__opencl_state *cl = DC__CLS(dev);
    dc__cl_kernel k;
    dc__cl_int err;
    dc__cl_uint nargs = 0, i;
    size_t wg = 0;
    dc_result r;
    DC__CL_CREATE(cl, k, err, CreateKernel, (((dc__opencl_module *)module)->program, name, &err));
    if (err == DC__CL_INVALID_KERNEL_NAME) return DC_ERROR_KERNEL_NOT_FOUND;
    if (err != DC__CL_SUCCESS) return dc__cl_check(err, "clCreateKernel");
    r = DC__CL(cl, GetKernelInfo, (k, DC__CL_KERNEL_NUM_ARGS, sizeof nargs, &nargs, NULL));
    if (r == DC_SUCCESS) r = DC__CL(cl, GetKernelWorkGroupInfo, (k, DC__CLD(dev)->device, DC__CL_KERNEL_WORK_GROUP_SIZE, sizeof wg, &wg, NULL));
    if (r == DC_SUCCESS && nargs > DC__MAX_ARGS)
        r = dc__fail(DC_ERROR_UNSUPPORTED, "kernel '%s' takes %u arguments, more than the %d a launch can pass", name, nargs, DC__MAX_ARGS);
    if (r != DC_SUCCESS) { DC__CL_RELEASE(ctx, cl, ReleaseKernel, k); return r; }
    /* Argument kinds: from the driver where it keeps the info (an optional answer, so the
       query is neither checked nor injected), else from the kernel's declaration. */
    for (i = 0; i < nargs; i++) {
        dc__cl_uint q = 0;
        if (cl->api.GetKernelArgInfo(k, i, DC__CL_KERNEL_ARG_ADDRESS_QUALIFIER, sizeof q, &q, NULL) != DC__CL_SUCCESS) break;
        out->param_kinds[i] = q == DC__CL_KERNEL_ARG_ADDRESS_PRIVATE ? DC__PARAM_SCALAR :
                              q == DC__CL_KERNEL_ARG_ADDRESS_LOCAL ? DC__PARAM_LOCAL :
                              q == DC__CL_KERNEL_ARG_ADDRESS_GLOBAL || q == DC__CL_KERNEL_ARG_ADDRESS_CONSTANT ? DC__PARAM_POINTER : DC__PARAM_UNKNOWN;
    }
    if (i < nargs) {
        memset(out->param_kinds, 0, sizeof out->param_kinds);
        dc__cl_param_kinds(((dc__opencl_module *)module)->source, name, out->param_kinds, (int)nargs);
    }
    out->native = (void *)k;
    out->param_count = (int)nargs;
    out->max_block = (uint32_t)wg;
    return DC_SUCCESS;
}
static void dc__opencl_kernel_free(dc_context *ctx, dc__device *dev, dc__kernel_fn *fn) {
    if (fn->native) DC__CL_RELEASE(ctx, DC__CLS(dev), ReleaseKernel, (dc__cl_kernel)fn->native);
}
/* OpenCL has no occupancy query: CL_KERNEL_WORK_GROUP_SIZE bounds one work-group, not how
   many share a compute unit. Callers keep their sizes as they are. */
static dc_result dc__opencl_resident_blocks(dc_context *ctx, dc__device *dev, const dc__kernel_fn *fn, uint32_t block, uint32_t shared_bytes,
                                            int *blocks) {
    (void)ctx; (void)dev; (void)fn; (void)block; (void)shared_bytes;
    *blocks = 0;
    return DC_ERROR_UNSUPPORTED;
}
static dc_result dc__opencl_launch(dc_context *ctx, dc__device *dev, void *queue, const dc__kernel_fn *fn, const uint32_t grid[3],
                                   const uint32_t block[3], uint32_t shared_bytes, const dc_arg *args, int arg_count, const uint64_t *mems) {
    dc__opencl_state *cl = DC__CLS(dev);
    dc__cl_kernel k = (dc__cl_kernel)fn->native;
    size_t global[3], local[3];
    dc__cl_uint dims = 1;
    dc_result r = DC_SUCCESS;
    int i;
    (void)ctx; (void)shared_bytes;  /* 0 here: local memory comes as DC_ARG_LOCAL arguments */
    for (i = 0; i < 3; i++) {
        global[i] = (size_t)grid[i] * block[i];
        local[i] = block[i];
        if (grid[i] > 1 || block[i] > 1) dims = (dc__cl_uint)(i + 1);
    }
    /* Setting arguments and enqueueing must not interleave with another thread's launch. */
    dc__mutex_lock(&DC__CLD(dev)->launch_lock);
    for (i = 0; i < arg_count && r == DC_SUCCESS; i++) {
        dc__cl_mem m = DC__CLM(mems[i]);
        int err;
        switch (args[i].type) {
        case DC_ARG_TYPE_BUFFER: err = DC__CL_RAW(cl, SetKernelArg, (k, (dc__cl_uint)i, sizeof m, &m)); break;
        case DC_ARG_TYPE_LOCAL:  err = DC__CL_RAW(cl, SetKernelArg, (k, (dc__cl_uint)i, (size_t)args[i].value.local_bytes, NULL)); break;
        default:                 err = DC__CL_RAW(cl, SetKernelArg, (k, (dc__cl_uint)i, dc__arg_size(args[i].type), &args[i].value)); break;
        }
        if (err != DC__CL_SUCCESS) {
            dc__cl_check(err, "clSetKernelArg");
            dc__fail_append(" for argument %d (DC_ARG_%s, %u bytes)%s", i, dc__arg_type_name(args[i].type),
                            args[i].type == DC_ARG_TYPE_LOCAL ? (unsigned)args[i].value.local_bytes : dc__arg_size(args[i].type),
                            err == DC__CL_INVALID_ARG_SIZE ? ": the kernel's parameter has another size" : "");
            r = DC_ERROR_LAUNCH;
        }
    }
    if (r == DC_SUCCESS && DC__CLD(dev)->runs_in_enqueue) {
        dc__driver_lock_acquire();   /* process-wide, like the cache it protects */
        r = DC__CL(cl, EnqueueNDRangeKernel, (DC__CLQ(queue), k, dims, NULL, global, local, 0, NULL, NULL));
        dc__driver_lock_release();
    } else if (r == DC_SUCCESS) {
        r = DC__CL(cl, EnqueueNDRangeKernel, (DC__CLQ(queue), k, dims, NULL, global, local, 0, NULL, NULL));
    }
    dc__mutex_unlock(&DC__CLD(dev)->launch_lock);
    return r;
}

static void dc__opencl_backend_init(dc__backend *b) {
    b->name = "OpenCL";
    b->id = DC_BACKEND_OPENCL;
    b->source_kind = "OpenCL C";
    b->local_args_are_params = 1;
    b->stages_pageable = 0;       /* drivers stage (or, on CPUs, need nothing) themselves */
    b->state_size = sizeof(dc__opencl_state);
    b->device_size = sizeof(dc__opencl_device);
    b->load = dc__opencl_load;
    b->unload = dc__opencl_unload;
    b->enumerate = dc__opencl_enumerate;
    b->open = dc__opencl_open;
    b->close = dc__opencl_close;
    b->links = dc__opencl_links;
    b->peer_info = dc__opencl_peer_info;
    b->peer_enable = dc__opencl_peer_enable;
    b->peer_copy = dc__opencl_peer_copy;
    b->device_native = dc__opencl_device_native;
    b->mem_alloc = dc__opencl_mem_alloc;
    b->mem_free = dc__opencl_mem_free;
    b->mem_info = dc__opencl_mem_info;
    b->write = dc__opencl_write;
    b->read = dc__opencl_read;
    b->fill = dc__opencl_fill;
    b->copy = dc__opencl_copy;
    b->host_alloc = dc__opencl_host_alloc;
    b->host_free = dc__opencl_host_free;
    b->host_is_pinned = dc__opencl_host_is_pinned;
    b->stream_create = dc__opencl_stream_create;
    b->stream_destroy = dc__opencl_stream_destroy;
    b->stream_sync = dc__opencl_stream_sync;
    b->stream_query = dc__opencl_stream_query;
    b->event_record = dc__opencl_event_record;
    b->stream_wait = dc__opencl_stream_wait;
    b->event_sync = dc__opencl_event_sync;
    b->event_query = dc__opencl_event_query;
    b->event_elapsed = dc__opencl_event_elapsed;
    b->event_destroy = dc__opencl_event_destroy;
    b->device_sync = dc__opencl_device_sync;
    b->module_build = dc__opencl_module_build;
    b->module_free = dc__opencl_module_free;
    b->kernel_get = dc__opencl_kernel_get;
    b->kernel_free = dc__opencl_kernel_free;
    b->resident_blocks = dc__opencl_resident_blocks;
    b->launch = dc__opencl_launch;
}
#endif /* DC_NO_OPENCL */

/* ============================== the backend registry  >>registry ============================== */
/* Every compiled backend, in order of preference: a GPU that two backends list is kept
   once, through the first. The only place that knows the list. */
#if defined(DC_NO_CUDA) && defined(DC_NO_OPENCL)
#  error "dotcompute.h: DC_NO_CUDA together with DC_NO_OPENCL leaves no backend"
#endif
static void (*const dc__backend_registry[])(dc__backend *) = {
#ifndef DC_NO_CUDA
    dc__cuda_backend_init,
#endif
#ifndef DC_NO_OPENCL
    dc__opencl_backend_init,
#endif
};

/* ============================== devices and topology  >>devices ============================== */

/* Declared ahead: the memory section owns the staging rings, the copy path router. */
static void dc__stage_ring_free(dc_context *ctx, dc__stage_ring *ring);
static dc_copy_path dc__route(const dc_context *ctx, int s, int d);

static long dc__default_issue(dc__device *dev) { return dc__atomic_add(&dev->default_issued, 1); }
static long dc__default_generation(dc__device *dev) { return dc__atomic_load(&dev->default_issued); }
/* Everything issued up to `generation` is done (two racing calls can only make it lower). */
static void dc__default_done(dc__device *dev, long generation) {
    if (generation > dc__atomic_load(&dev->default_synced)) dc__atomic_store(&dev->default_synced, generation);
}
static int dc__default_known_idle(dc__device *dev) {
    return !dc__atomic_load(&dev->default_exported) && dc__atomic_load(&dev->default_synced) == dc__atomic_load(&dev->default_issued);
}

static dc_log_level dc__env_log_level(dc_log_level fallback) {
    const char *v = getenv("DC_LOG");
    if (!v || !*v) return fallback;
    if (!strcmp(v, "error")) return DC_LOG_ERROR;
    if (!strcmp(v, "warn")) return DC_LOG_WARN;
    if (!strcmp(v, "info")) return DC_LOG_INFO;
    if (!strcmp(v, "debug")) return DC_LOG_DEBUG;
    if (!strcmp(v, "none")) return DC_LOG_NONE;
    return fallback;
}

/* --- releasing objects (cleanup: never fails, never records an error) --- */
static void dc__kernel_release(dc_context *ctx, dc__kernel_obj *k) {
    int d;
    for (d = 0; d < ctx->device_count; d++)
        if (k->fns[d].native) ctx->devices[d].backend->kernel_free(ctx, &ctx->devices[d], &k->fns[d]);
    dc__free(ctx, k->fns);
    dc__free(ctx, k);
}
static void dc__module_release(dc_context *ctx, dc__module_obj *m) {
    uint32_t i;
    int d;
    for (i = 0; i < m->kernel_count; i++) {
        dc__kernel_obj *k = (dc__kernel_obj *)dc__pool_remove(ctx, DC__T_KERNEL, m->kernels[i], "kernel");
        if (k) dc__kernel_release(ctx, k);
    }
    for (d = 0; d < ctx->device_count; d++)
        if (m->native[d]) ctx->devices[d].backend->module_free(ctx, &ctx->devices[d], m->native[d]);
    dc__free(ctx, m->kernels);
    dc__free(ctx, m->native);
    dc__free(ctx, m);
}
static void dc__buffer_release(dc_context *ctx, dc__buffer_obj *b) {
    dc__device *dev = &ctx->devices[b->device];
    dev->backend->mem_free(ctx, dev, b->mem);
    dc__mutex_lock(&ctx->lock);
    dev->allocated -= b->bytes;
    dc__mutex_unlock(&ctx->lock);
    dc__free(ctx, b);
}
static void dc__stream_release(dc_context *ctx, dc__stream_obj *s) {
    ctx->devices[s->device].backend->stream_destroy(ctx, &ctx->devices[s->device], s->native);
    dc__free(ctx, s);
}
static void dc__event_release(dc_context *ctx, dc__event_obj *e) {
    ctx->devices[e->device].backend->event_destroy(ctx, &ctx->devices[e->device], e->native);
    dc__free(ctx, e);
}
static void dc__host_release(dc_context *ctx, dc__host_block *h) {
    if (h->pinned_by) h->pinned_by->backend->host_free(ctx, h->pinned_by, h->ptr);
    else dc__free(ctx, h->raw);
}

/* Frees every live object of one type, in slot order. */
static void dc__pool_drain(dc_context *ctx, int type) {
    dc__pool *p = &ctx->pools[type];
    uint32_t i;
    for (i = 0; i < p->count; i++) {
        void *obj = p->slots[i].object;
        if (!obj) continue;
        p->slots[i].object = NULL;
        switch (type) {
        case DC__T_KERNEL: dc__kernel_release(ctx, (dc__kernel_obj *)obj); break;
        case DC__T_MODULE: dc__module_release(ctx, (dc__module_obj *)obj); break;
        case DC__T_EVENT:  dc__event_release(ctx, (dc__event_obj *)obj); break;
        case DC__T_BUFFER: dc__buffer_release(ctx, (dc__buffer_obj *)obj); break;
        case DC__T_STREAM: dc__stream_release(ctx, (dc__stream_obj *)obj); break;
        default: break;
        }
    }
}

/* Frees the impls of candidates that did not become devices of the context. */
static void dc__device_list_free(dc_context *ctx, dc__device_list *list) {
    uint32_t i;
    for (i = 0; i < list->count; i++) dc__free(ctx, list->items[i].impl);
    dc__free(ctx, list->items);
    memset(list, 0, sizeof *list);
}

/* Everything a context holds, in the order that keeps each release valid; also undoes a
   context that failed half-way through creation. */
static void dc__context_release(dc_context *ctx) {
    int d, i;
    DC__CLEANUP_BEGIN();
    for (d = 0; d < ctx->device_count; d++)
        if (ctx->devices[d].default_stream_obj && ctx->devices[d].backend->device_sync(ctx, &ctx->devices[d]) != DC_SUCCESS)
            dc__log(ctx, DC_LOG_WARN, "device %d failed while its last work was awaited at context destruction", d);
    /* Modules drop their own kernels; kernels first would leave the modules' lists stale. */
    dc__pool_drain(ctx, DC__T_MODULE);
    dc__pool_drain(ctx, DC__T_KERNEL);
    dc__pool_drain(ctx, DC__T_EVENT);
    dc__pool_drain(ctx, DC__T_BUFFER);
    for (d = 0; d < ctx->device_count; d++) dc__stage_ring_free(ctx, &ctx->devices[d].stage);
    dc__pool_drain(ctx, DC__T_STREAM);
    for (i = 0; i < ctx->host_block_count; i++) dc__host_release(ctx, &ctx->host_blocks[i]);
    for (i = 0; i < ctx->backend_count; i++) {
        dc__backend *b = &ctx->backends[i];
        if (b->opened) b->close(b, ctx, b->devices, b->device_count);
    }
    for (d = 0; d < ctx->device_count; d++) {
        dc__device *dev = &ctx->devices[d];
        if (dev->stage_ready) dc__mutex_destroy(&dev->stage.lock);
        dc__free(ctx, dev->peer_enabled);
        dc__free(ctx, dev->impl);
    }
    for (i = 0; i < ctx->backend_count; i++) {
        dc__backend *b = &ctx->backends[i];
        if (b->loaded) b->unload(b, ctx);
        dc__free(ctx, b->state);
        dc__free(ctx, b->devices);
    }
    for (i = 0; i < DC__T_COUNT; i++) dc__pool_release_storage(ctx, &ctx->pools[i]);
    dc__free(ctx, ctx->host_blocks);
    dc__free(ctx, ctx->devices);
    dc__free(ctx, ctx->links);
    dc__free(ctx, ctx->measured);
    dc__free(ctx, ctx->path_logged);
    dc__free(ctx, ctx->models);
    dc__mutex_destroy(&ctx->lock);
    dc__free(ctx, ctx);
    DC__CLEANUP_END();
}

/* --- context creation: desc check / load / select / open / links --- */

static dc_result dc__context_desc_check(const dc_context_desc *desc) {
    if (desc->backends & ~DC_BACKEND_ALL)
        return dc__fail(DC_ERROR_INVALID_ARGUMENT, "dc_context_desc.backends has unknown bits 0x%x", desc->backends);
    if (desc->flags & DC_CONTEXT_PROFILE)
        return dc__fail(DC_ERROR_UNSUPPORTED, "dc_context_desc.flags: DC_CONTEXT_PROFILE is reserved; profiling is not implemented yet");
    if (desc->flags & ~(DC_CONTEXT_KEEP_DUPLICATES | DC_CONTEXT_NO_PEER | DC_CONTEXT_PEER_ALL | DC_CONTEXT_CPUS_OWN_CORES))
        return dc__fail(DC_ERROR_INVALID_ARGUMENT, "dc_context_desc.flags has unknown bits 0x%x", desc->flags);
    if (desc->device_id_count < 0 || (desc->device_id_count > 0 && !desc->device_ids))
        return dc__fail(DC_ERROR_INVALID_ARGUMENT, "dc_context_desc.device_ids is NULL or device_id_count (%d) is negative", desc->device_id_count);
    if (desc->library_path_count < 0 || (desc->library_path_count > 0 && !desc->library_paths))
        return dc__fail(DC_ERROR_INVALID_ARGUMENT, "dc_context_desc.library_paths is NULL or library_path_count (%d) is negative", desc->library_path_count);
    if (!desc->allocator.alloc != !desc->allocator.free)
        return dc__fail(DC_ERROR_INVALID_ARGUMENT, "dc_context_desc.allocator needs both alloc and free, or neither");
    if ((unsigned)desc->log_level > DC_LOG_NONE)
        return dc__fail(DC_ERROR_INVALID_ARGUMENT, "dc_context_desc.log_level %d is not a dc_log_level", (int)desc->log_level);
    if (desc->min_compute_units < 0)
        return dc__fail(DC_ERROR_INVALID_ARGUMENT, "dc_context_desc.min_compute_units is negative (%d)", desc->min_compute_units);
    return DC_SUCCESS;
}

static dc_context *dc__context_alloc(const dc_context_desc *desc) {
    static volatile long tag_counter;
    dc_context *ctx = (dc_context *)(desc->allocator.alloc ? desc->allocator.alloc(sizeof *ctx, desc->allocator.user) : malloc(sizeof *ctx));
    if (!ctx) return NULL;
    memset(ctx, 0, sizeof *ctx);
    ctx->allocator = desc->allocator;
    ctx->log = desc->log;
    ctx->log_user = desc->log_user;
    ctx->log_level = dc__env_log_level(desc->log_level ? desc->log_level : DC_LOG_WARN);
    ctx->flags = desc->flags;
    ctx->tag = (uint16_t)dc__atomic_add(&tag_counter, 1);
    if (ctx->tag == 0) ctx->tag = (uint16_t)dc__atomic_add(&tag_counter, 1);
    dc__mutex_init(&ctx->lock);
    return ctx;
}

/* Loads every backend the desc asks for (registry order) and lists their devices.
   NO_DRIVER when none loads (saying what was looked for where), NO_DEVICE when none has a
   device. Serialised process-wide: the OpenCL ICD loader initialises itself lazily and
   was seen to race (no platforms, crashes) when two threads create their first contexts. */
static dc_result dc__context_load(dc_context *ctx, const dc_context_desc *desc, dc__device_list *list) {
    char why[1200], whys[4096] = "", found[512] = "";
    unsigned wanted = desc->backends ? desc->backends : DC_BACKEND_ALL, compiled = 0;
    int i, have_driver = 0;
    dc_result r = DC_SUCCESS;
    dc__driver_lock_acquire();
    for (i = 0; i < (int)DC__COUNTOF(dc__backend_registry) && r == DC_SUCCESS; i++) {
        dc__backend *b = &ctx->backends[ctx->backend_count];
        uint32_t before = list->count;
        memset(b, 0, sizeof *b);
        dc__backend_registry[i](b);
        DC_ASSERT(dc__backend_missing_entry(b) == NULL);
        compiled |= b->id;
        if (!(wanted & b->id)) {
            snprintf(why, sizeof why, "%s left out by dc_context_desc.backends", b->name);
            dc__append_item(whys, sizeof whys, why);
            continue;
        }
        ctx->backend_count++;
        if (!(b->state = dc__calloc(ctx, 1, b->state_size))) { r = dc__fail(DC_ERROR_OUT_OF_HOST_MEMORY, "out of host memory loading drivers"); break; }
        why[0] = 0;
        if (!b->load(b, ctx, desc->library_paths, desc->library_path_count, why, sizeof why)) {
            dc__log(ctx, DC_LOG_INFO, "%s", why);
            dc__append_item(whys, sizeof whys, why);
            continue;
        }
        b->loaded = have_driver = 1;
        r = b->enumerate(b, ctx, list);
        snprintf(why, sizeof why, "%s: %u device%s", b->name, list->count - before, list->count - before == 1 ? "" : "s");
        dc__append_item(found, sizeof found, why);
    }
    if (r == DC_SUCCESS && (wanted & ~compiled)) {
        snprintf(why, sizeof why, "backends 0x%x are not compiled in (DC_NO_CUDA / DC_NO_OPENCL)", wanted & ~compiled);
        dc__append_item(whys, sizeof whys, why);
    }
    if (r == DC_SUCCESS && !have_driver)
        r = dc__fail(DC_ERROR_NO_DRIVER, "no compute driver: %s. Install a GPU driver, or PoCL for the CPU "
                     "(apt-get install pocl-opencl-icd ocl-icd-libopencl1)", whys);
    if (r == DC_SUCCESS && list->count == 0)
        r = dc__fail(DC_ERROR_NO_DEVICE, "the drivers found no device (%s%s%s)", found, whys[0] ? "; " : "", whys);
    dc__driver_lock_release();
    return r;
}

/* Keeps the candidates the desc admits, in order, as the context's devices (the list
   keeps the rest); NO_DEVICE / OUT_OF_RANGE otherwise. */
static dc_result dc__select_devices(dc_context *ctx, const dc_context_desc *desc, dc__device_list *list) {
    dc__device *all = list->items;
    uint32_t count = list->count, i, j, kept = 0;
    int k;
    unsigned char *keep = (unsigned char *)dc__calloc(ctx, count + 1, 1);
    if (!keep) return dc__fail(DC_ERROR_OUT_OF_HOST_MEMORY, "out of host memory selecting devices");
    for (i = 0; i < count; i++) {
        keep[i] = 1;
        /* A device that a backend earlier in the registry lists too (same PCI address: an
           NVIDIA GPU seen through CUDA and OpenCL) is kept once, through that backend. */
        if (all[i].info.pci_bus_id[0] && !(desc->flags & DC_CONTEXT_KEEP_DUPLICATES))
            for (j = 0; j < count && keep[i]; j++)
                if (all[j].backend < all[i].backend && !strcmp(all[j].info.pci_bus_id, all[i].info.pci_bus_id)) {
                    dc__log(ctx, DC_LOG_INFO, "%s device '%s' (%s) is %s device %d: listed once, through %s", all[i].backend->name,
                            all[i].info.name, all[i].info.pci_bus_id, all[j].backend->name, all[j].info.backend_ordinal, all[j].backend->name);
                    keep[i] = 0;
                }
    }
    /* device_ids index the list without filters, after duplicates are folded. */
    if (desc->device_id_count > 0) {
        uint32_t *index = (uint32_t *)dc__calloc(ctx, count + 1, sizeof(uint32_t));
        uint32_t n = 0;
        if (!index) { dc__free(ctx, keep); return dc__fail(DC_ERROR_OUT_OF_HOST_MEMORY, "out of host memory selecting devices"); }
        for (i = 0; i < count; i++) if (keep[i]) index[n++] = i;
        memset(keep, 0, count);
        for (k = 0; k < desc->device_id_count; k++) {
            int id = desc->device_ids[k];
            if (id < 0 || (uint32_t)id >= n) {
                dc__free(ctx, index); dc__free(ctx, keep);
                return dc__fail(DC_ERROR_OUT_OF_RANGE, "device_ids[%d] = %d, but the machine has %u devices", k, id, n);
            }
            if (keep[index[id]]) {
                dc__free(ctx, index); dc__free(ctx, keep);
                return dc__fail(DC_ERROR_INVALID_ARGUMENT, "device_ids[%d] = %d appears twice", k, id);
            }
            keep[index[id]] = (unsigned char)(k + 1 > 255 ? 255 : k + 1);
        }
        dc__free(ctx, index);
    }
    for (i = 0; i < count; i++) {
        if (!keep[i]) continue;
        if ((all[i].info.caps & desc->required_caps) != desc->required_caps || all[i].info.compute_units < desc->min_compute_units) {
            dc__log(ctx, DC_LOG_INFO, "device '%s' left out: lacks required capabilities or compute units", all[i].info.name);
            keep[i] = 0;
        } else {
            kept++;
        }
    }
    if (kept == 0) {
        dc__free(ctx, keep);
        return dc__fail(DC_ERROR_NO_DEVICE, "%u device%s found, none passes the filters (backends 0x%x, required_caps 0x%x, "
                        "min_compute_units %d, %d device ids)", count, count == 1 ? "" : "s", desc->backends,
                        desc->required_caps, desc->min_compute_units, desc->device_id_count);
    }
    ctx->devices = (dc__device *)dc__calloc(ctx, kept, sizeof(dc__device));
    if (!ctx->devices) { dc__free(ctx, keep); return dc__fail(DC_ERROR_OUT_OF_HOST_MEMORY, "out of host memory selecting devices"); }
    /* Kept devices keep the order of device_ids when given, else the machine's order. The
       context takes their impls over from the list. */
    for (i = 0; i < count; i++)
        if (keep[i]) {
            ctx->devices[ctx->device_count++] = all[i];
            all[i].impl = NULL;
        }
    if (desc->device_id_count > 0) {
        int a, b;
        unsigned char *order = (unsigned char *)dc__calloc(ctx, kept, 1);
        if (!order) { dc__free(ctx, keep); return dc__fail(DC_ERROR_OUT_OF_HOST_MEMORY, "out of host memory selecting devices"); }
        for (i = 0, k = 0; i < count; i++) if (keep[i]) order[k++] = keep[i];
        for (a = 1; a < ctx->device_count; a++)  /* insertion sort: a handful of devices */
            for (b = a; b > 0 && order[b - 1] > order[b]; b--) {
                dc__device t = ctx->devices[b]; unsigned char o = order[b];
                ctx->devices[b] = ctx->devices[b - 1]; order[b] = order[b - 1];
                ctx->devices[b - 1] = t; order[b - 1] = o;
            }
        dc__free(ctx, order);
    }
    dc__free(ctx, keep);
    return DC_SUCCESS;
}

/* Opens each backend's devices as a group, then gives every device its default stream,
   peer flags and staging ring. */
static dc_result dc__context_open(dc_context *ctx) {
    dc_result r = DC_SUCCESS;
    int i, d;
    for (d = 0; d < ctx->device_count; d++) ctx->devices[d].index = d;
    for (i = 0; i < ctx->backend_count && r == DC_SUCCESS; i++) {
        dc__backend *b = &ctx->backends[i];
        for (d = 0; d < ctx->device_count; d++) b->device_count += ctx->devices[d].backend == b;
        if (!b->device_count) continue;
        if (!(b->devices = (dc__device **)dc__calloc(ctx, (size_t)b->device_count, sizeof(dc__device *))))
            return dc__fail(DC_ERROR_OUT_OF_HOST_MEMORY, "out of host memory opening devices");
        b->device_count = 0;
        for (d = 0; d < ctx->device_count; d++)
            if (ctx->devices[d].backend == b) b->devices[b->device_count++] = &ctx->devices[d];
        b->opened = 1;  /* close undoes a partial open too */
        r = b->open(b, ctx, b->devices, b->device_count);
    }
    for (d = 0; d < ctx->device_count && r == DC_SUCCESS; d++) {
        dc__device *dev = &ctx->devices[d];
        dc__stream_obj *s;
        dc__mutex_init(&dev->stage.lock);
        dev->stage_ready = 1;
        dev->peer_enabled = (unsigned char *)dc__calloc(ctx, (size_t)ctx->device_count, 1);
        s = (dc__stream_obj *)dc__calloc(ctx, 1, sizeof *s);
        if (!dev->peer_enabled || !s) { dc__free(ctx, s); return dc__fail(DC_ERROR_OUT_OF_HOST_MEMORY, "out of host memory opening devices"); }
        s->device = d;
        s->is_default = 1;
        if ((r = dev->backend->stream_create(ctx, dev, &s->native)) != DC_SUCCESS) { dc__free(ctx, s); return r; }
        if (!(dev->default_stream.id = dc__pool_add(ctx, DC__T_STREAM, s))) {
            dc__stream_release(ctx, s);
            return dc__fail(DC_ERROR_OUT_OF_HOST_MEMORY, "out of host memory opening devices");
        }
        dev->default_stream_obj = s;
    }
    return r;
}

static int dc__link_is_peer(dc_link l) { return l == DC_LINK_NVLINK || l == DC_LINK_PCIE || l == DC_LINK_UNKNOWN; }

static dc_result dc__peer_enable(dc_context *ctx, int a, int b);

/* The link of every ordered device pair, decided once: each backend names the links
   among its own devices, devices of two backends reach each other through the host. */
static dc_result dc__context_links(dc_context *ctx) {
    size_t n = (size_t)ctx->device_count;
    dc_link *group = NULL;
    dc_result r = DC_SUCCESS;
    int i, a, b;
    ctx->links = (unsigned char *)dc__calloc(ctx, n * n, 1);
    ctx->path_logged = (unsigned char *)dc__calloc(ctx, n * n, 1);
    ctx->measured = (double *)dc__calloc(ctx, n * n, sizeof(double));
    group = (dc_link *)dc__calloc(ctx, n * n, sizeof(dc_link));
    if (!ctx->links || !ctx->path_logged || !ctx->measured || !group) {
        dc__free(ctx, group);
        return dc__fail(DC_ERROR_OUT_OF_HOST_MEMORY, "out of host memory opening devices");
    }
    for (a = 0; a < (int)n; a++)
        for (b = 0; b < (int)n; b++) ctx->links[(size_t)a * n + (size_t)b] = (unsigned char)(a == b ? DC_LINK_SELF : DC_LINK_HOST);
    for (i = 0; i < ctx->backend_count && r == DC_SUCCESS; i++) {
        dc__backend *bk = &ctx->backends[i];
        int m = bk->device_count;
        if (!m || (r = bk->links(bk, ctx, bk->devices, m, group)) != DC_SUCCESS) continue;
        for (a = 0; a < m; a++)
            for (b = 0; b < m; b++)
                if (a != b && !(ctx->flags & DC_CONTEXT_NO_PEER))  /* NO_PEER: the user ruled direct paths out */
                    ctx->links[(size_t)bk->devices[a]->index * n + (size_t)bk->devices[b]->index] = (unsigned char)group[a * m + b];
    }
    dc__free(ctx, group);
    if (r == DC_SUCCESS && (ctx->flags & DC_CONTEXT_PEER_ALL))
        for (a = 0; a < (int)n && r == DC_SUCCESS; a++)
            for (b = a + 1; b < (int)n && r == DC_SUCCESS; b++)
                if (dc__route(ctx, a, b) == DC_COPY_PATH_PEER) r = dc__peer_enable(ctx, a, b);
    return r;
}

static dc_result dc__context_create(const dc_context_desc *desc, dc_context **out) {
    dc__device_list list;
    dc_context *ctx = dc__context_alloc(desc);
    dc_result r;
    int d;
    if (!ctx) return dc__fail(DC_ERROR_OUT_OF_HOST_MEMORY, "out of host memory for the context");
    memset(&list, 0, sizeof list);
    r = dc__context_load(ctx, desc, &list);
    if (r == DC_SUCCESS) r = dc__select_devices(ctx, desc, &list);
    dc__device_list_free(ctx, &list);
    if (r == DC_SUCCESS) r = dc__context_open(ctx);
    if (r == DC_SUCCESS) r = dc__context_links(ctx);
    if (r != DC_SUCCESS) {
        dc__context_release(ctx);  /* cleanup keeps the error text of the cause */
        return r;
    }
    for (d = 0; d < ctx->device_count; d++)
        dc__log(ctx, DC_LOG_INFO, "device %d: %s (%s, %s)", d, ctx->devices[d].info.name,
                ctx->devices[d].backend->name, ctx->devices[d].info.platform);
    *out = ctx;
    return DC_SUCCESS;
}

DC_API dc_result dc_context_create(const dc_context_desc *desc_in, dc_context **out) {
    dc_context_desc desc;
    dc_result r;
    DC__ENTER("dc_context_create");
    if (!out) return dc__fail(DC_ERROR_INVALID_ARGUMENT, "out is NULL");
    *out = NULL;
    if (desc_in) desc = *desc_in; else memset(&desc, 0, sizeof desc);
    if ((r = dc__context_desc_check(&desc)) != DC_SUCCESS) return r;
    return dc__context_create(&desc, out);
}

DC_API void dc_context_destroy(dc_context *ctx) {
    if (ctx) dc__context_release(ctx);
}

/* --- devices and peers --- */

DC_API int dc_device_count(const dc_context *ctx) { return ctx ? ctx->device_count : 0; }

DC_API dc_result dc_device_get_info(const dc_context *ctx, int device, dc_device_info *out) {
    dc_result r;
    DC__ENTER("dc_device_get_info");
    if (!ctx || !out) return dc__fail(DC_ERROR_INVALID_ARGUMENT, "%s is NULL", !ctx ? "ctx" : "out");
    if ((r = dc__check_device(ctx, device, "device")) != DC_SUCCESS) return r;
    *out = ctx->devices[device].info;
    return DC_SUCCESS;
}

static dc_result dc__device_memory(dc_context *ctx, dc__device *dev, uint64_t *free_bytes, uint64_t *total_bytes) {
    uint64_t f = 0, t = 0;
    dc_result r = dev->backend->mem_info(ctx, dev, &f, &t);
    if (free_bytes) *free_bytes = f;
    if (total_bytes) *total_bytes = t;
    return r;
}
DC_API dc_result dc_device_memory(dc_context *ctx, int device, uint64_t *free_bytes, uint64_t *total_bytes) {
    dc_result r;
    DC__ENTER("dc_device_memory");
    if (!ctx || (!free_bytes && !total_bytes)) return dc__fail(DC_ERROR_INVALID_ARGUMENT, "%s is NULL", !ctx ? "ctx" : "free_bytes and total_bytes both");
    if ((r = dc__check_device(ctx, device, "device")) != DC_SUCCESS) return r;
    return dc__device_memory(ctx, &ctx->devices[device], free_bytes, total_bytes);
}

static dc_result dc__peer_info(dc_context *ctx, int a, int b, dc_peer_info *out) {
    memset(out, 0, sizeof *out);
    dc__mutex_lock(&ctx->lock);
    out->link = (dc_link)ctx->links[a * ctx->device_count + b];
    out->copy_path = dc__route(ctx, a, b);
    out->measured_gbps = ctx->measured[a * ctx->device_count + b];
    out->access_enabled = a == b || ctx->devices[a].peer_enabled[b];
    dc__mutex_unlock(&ctx->lock);
    if (a == b) {
        out->access_possible = out->native_atomics = 1;
        return DC_SUCCESS;
    }
    if (!dc__link_is_peer(out->link) && out->link != DC_LINK_SAME_CONTEXT) return DC_SUCCESS;
    out->access_possible = dc__link_is_peer(out->link);
    return ctx->devices[a].backend->peer_info(ctx, &ctx->devices[a], &ctx->devices[b], out);
}
DC_API dc_result dc_peer_get_info(dc_context *ctx, int a, int b, dc_peer_info *out) {
    dc_result r;
    DC__ENTER("dc_peer_get_info");
    if (!ctx || !out) return dc__fail(DC_ERROR_INVALID_ARGUMENT, "%s is NULL", !ctx ? "ctx" : "out");
    if ((r = dc__check_device(ctx, a, "device a")) != DC_SUCCESS || (r = dc__check_device(ctx, b, "device b")) != DC_SUCCESS) return r;
    return dc__peer_info(ctx, a, b, out);
}

static dc_result dc__peer_enable(dc_context *ctx, int a, int b) {
    dc_peer_info info;
    dc_result r;
    int pass;
    if ((r = dc__peer_info(ctx, a, b, &info)) != DC_SUCCESS) return r;
    if (a == b || info.access_enabled) return DC_SUCCESS;
    if (!info.access_possible)
        return dc__fail(DC_ERROR_PEER_UNSUPPORTED, "devices %d (%s, %s) and %d (%s, %s) cannot map each other's memory%s",
                        a, ctx->devices[a].info.name, ctx->devices[a].backend->name, b, ctx->devices[b].info.name,
                        ctx->devices[b].backend->name, ctx->flags & DC_CONTEXT_NO_PEER ? " (the context was made with DC_CONTEXT_NO_PEER)" : "");
    for (pass = 0; pass < 2; pass++) {
        dc__device *from = &ctx->devices[pass ? b : a], *to = &ctx->devices[pass ? a : b];
        if ((r = from->backend->peer_enable(ctx, from, to)) != DC_SUCCESS) return r;
    }
    dc__mutex_lock(&ctx->lock);
    ctx->devices[a].peer_enabled[b] = ctx->devices[b].peer_enabled[a] = 1;
    dc__mutex_unlock(&ctx->lock);
    dc__log(ctx, DC_LOG_INFO, "peer access enabled between devices %d and %d (%s)", a, b,
            info.link == DC_LINK_NVLINK ? "NVLink" : info.link == DC_LINK_PCIE ? "PCIe" : "link unknown");
    return DC_SUCCESS;
}
DC_API dc_result dc_peer_enable(dc_context *ctx, int a, int b) {
    dc_result r;
    DC__ENTER("dc_peer_enable");
    if (!ctx) return dc__fail(DC_ERROR_INVALID_ARGUMENT, "ctx is NULL");
    if ((r = dc__check_device(ctx, a, "device a")) != DC_SUCCESS || (r = dc__check_device(ctx, b, "device b")) != DC_SUCCESS) return r;
    return dc__peer_enable(ctx, a, b);
}

static const char *dc__link_name(dc_link l) {
    static const char *const names[] = { "PEER?", "SELF", "NVLINK", "PCIE", "CTX", "HOST" };
    return (unsigned)l < DC__COUNTOF(names) ? names[l] : "?";
}

static void dc__topology_print(dc_context *ctx, FILE *out) {
    int n = ctx->device_count, a, b, measured = 0;
    dc__mutex_lock(&ctx->lock);
    fprintf(out, "Topology (row: source, column: destination)\n       ");
    for (b = 0; b < n; b++) fprintf(out, "  dev%-4d", b);
    fprintf(out, "  device\n");
    for (a = 0; a < n; a++) {
        fprintf(out, "dev%-4d", a);
        for (b = 0; b < n; b++) {
            fprintf(out, "  %-7s", dc__link_name((dc_link)ctx->links[a * n + b]));
            measured |= ctx->measured[a * n + b] > 0;
        }
        fprintf(out, "  %s (%s)\n", ctx->devices[a].info.name, ctx->devices[a].backend->name);
    }
    fprintf(out, "SELF = same device, NVLINK / PCIE = direct peer copies over that link, PEER? = direct peer\n"
                 "copies over a link NVML could not name, CTX = one OpenCL context (the runtime copies),\n"
                 "HOST = copies staged through pinned host memory%s\n", ctx->flags & DC_CONTEXT_NO_PEER ? " (DC_CONTEXT_NO_PEER)" : "");
    if (measured) {
        fprintf(out, "Measured dc_copy bandwidth, GB/s\n       ");
        for (b = 0; b < n; b++) fprintf(out, "  dev%-4d", b);
        fprintf(out, "\n");
        for (a = 0; a < n; a++) {
            fprintf(out, "dev%-4d", a);
            for (b = 0; b < n; b++) fprintf(out, "  %7.1f", ctx->measured[a * n + b]);
            fprintf(out, "\n");
        }
    }
    dc__mutex_unlock(&ctx->lock);
}
DC_API dc_result dc_topology_print(dc_context *ctx, FILE *out) {
    DC__ENTER("dc_topology_print");
    if (!ctx || !out) return dc__fail(DC_ERROR_INVALID_ARGUMENT, "%s is NULL", !ctx ? "ctx" : "out");
    dc__topology_print(ctx, out);
    return DC_SUCCESS;
}

static dc_result dc__device_sync(dc_context *ctx, dc__device *dev) {
    long generation = dc__default_generation(dev);
    dc_result r = dev->backend->device_sync(ctx, dev);
    if (r == DC_SUCCESS) dc__default_done(dev, generation);
    return r;
}
DC_API dc_result dc_device_synchronize(dc_context *ctx, int device) {
    dc_result r;
    DC__ENTER("dc_device_synchronize");
    if (!ctx) return dc__fail(DC_ERROR_INVALID_ARGUMENT, "ctx is NULL");
    if ((r = dc__check_device(ctx, device, "device")) != DC_SUCCESS) return r;
    return dc__device_sync(ctx, &ctx->devices[device]);
}
/* Every device is waited for even after one fails, so none is left running. */
static dc_result dc__synchronize(dc_context *ctx) {
    dc_result r, first = DC_SUCCESS;
    int d;
    for (d = 0; d < ctx->device_count; d++) {
        r = dc__device_sync(ctx, &ctx->devices[d]);
        if (first == DC_SUCCESS) first = r;
    }
    return first;
}
DC_API dc_result dc_synchronize(dc_context *ctx) {
    DC__ENTER("dc_synchronize");
    if (!ctx) return dc__fail(DC_ERROR_INVALID_ARGUMENT, "ctx is NULL");
    return dc__synchronize(ctx);
}

/* ============================== memory and copies  >>copies ============================== */

/* --- host memory --- */

/* Page-locked through the first backend that can (portable: every device of that backend
   can DMA from it), else ordinary memory aligned to 64 bytes. */
static dc_result dc__host_block_alloc(dc_context *ctx, uint64_t bytes, dc__host_block *h) {
    int i;
    memset(h, 0, sizeof *h);
    h->bytes = bytes;
    if (bytes > (uint64_t)((size_t)-1 - 64)) return dc__fail(DC_ERROR_OUT_OF_HOST_MEMORY, "%llu bytes cannot be addressed", (unsigned long long)bytes);
    for (i = 0; i < ctx->backend_count; i++) {
        dc__backend *b = &ctx->backends[i];
        dc_result r;
        if (!b->device_count) continue;
        r = b->host_alloc(ctx, b->devices[0], bytes, &h->ptr);
        if (r == DC_SUCCESS) { h->pinned_by = b->devices[0]; return DC_SUCCESS; }
        if (r != DC_ERROR_UNSUPPORTED) return r;
    }
    h->raw = dc__malloc(ctx, (size_t)bytes + 64);
    if (!h->raw) return dc__fail(DC_ERROR_OUT_OF_HOST_MEMORY, "out of host memory (%llu bytes)", (unsigned long long)bytes);
    h->ptr = (void *)(((uintptr_t)h->raw + 63) & ~(uintptr_t)63);
    return DC_SUCCESS;
}

/* Whether [p, p + bytes) is page-locked: ours from dc_host_alloc, or a driver's. */
static int dc__host_is_pinned(dc_context *ctx, const void *p, uint64_t bytes) {
    int i, pinned = 0;
    dc__mutex_lock(&ctx->lock);
    for (i = 0; i < ctx->host_block_count && !pinned; i++) {
        const dc__host_block *h = &ctx->host_blocks[i];
        pinned = h->pinned_by && (const char *)p >= (const char *)h->ptr && (uint64_t)((const char *)p - (const char *)h->ptr) + bytes <= h->bytes;
    }
    dc__mutex_unlock(&ctx->lock);
    for (i = 0; i < ctx->backend_count && !pinned; i++)
        if (ctx->backends[i].device_count) pinned = ctx->backends[i].host_is_pinned(ctx, ctx->backends[i].devices[0], p);
    return pinned;
}

/* --- the parallel memcpy of a staging ring --- */

/* A large memcpy split over the ring's worker pool (>>util), because one core cannot fill
   a PCIe 5 link from pageable memory. Used under the ring's lock: one job at a time. */
#define DC__PARALLEL_MEMCPY_MIN ((size_t)2 << 20)   /* below this, waking threads costs more than it saves */
typedef struct dc__memcpy_job { unsigned char *dst; const unsigned char *src; size_t n; } dc__memcpy_job;
static void dc__memcpy_part(void *arg, int part, int parts) {
    const dc__memcpy_job *j = (const dc__memcpy_job *)arg;
    size_t from = (size_t)dc__part_begin(j->n, part, parts, 64), to = (size_t)dc__part_begin(j->n, part + 1, parts, 64);
    memcpy(j->dst + from, j->src + from, to - from);
}
static void dc__parallel_memcpy(dc_context *ctx, dc__stage_ring *ring, void *dst, const void *src, size_t n) {
    dc__memcpy_job job;
    if (n < DC__PARALLEL_MEMCPY_MIN) { memcpy(dst, src, n); return; }
    if (!ring->workers) ring->workers = dc__workers_start(ctx, "pageable transfers (parallel memcpy)");
    job.dst = (unsigned char *)dst;
    job.src = (const unsigned char *)src;
    job.n = n;
    dc__workers_run(ring->workers, dc__memcpy_part, &job);
}

/* --- ordering between streams --- */

/* Makes `stream` of `waiter` wait for `event` of `from`: in the driver where it can,
   else the calling thread waits. */
static dc_result dc__wait_event_on(dc_context *ctx, dc__device *waiter, void *stream, dc__device *from, void *event) {
    if (waiter->backend == from->backend) {
        dc_result r = waiter->backend->stream_wait(ctx, waiter, stream, from, event);
        if (r != DC_ERROR_UNSUPPORTED) return r;
    }
    return from->backend->event_sync(ctx, from, event);
}
/* Orders `stream` of `waiter` after the work queued so far on stream `fs` of `from`;
   nothing to do (and no driver call) when the library knows fs is idle. */
static dc_result dc__order_after(dc_context *ctx, dc__device *waiter, void *stream, dc__device *from, const dc__stream_obj *fs) {
    void *e = NULL;
    int idle = 0;
    dc_result r;
    if (fs->is_default && dc__default_known_idle(from)) return DC_SUCCESS;
    r = from->backend->stream_query(ctx, from, fs->native, &idle);
    if (r != DC_SUCCESS || idle) return r;  /* nothing queued there: nothing to wait for */
    r = from->backend->event_record(ctx, from, fs->native, 0, &e);
    if (r == DC_SUCCESS) r = dc__wait_event_on(ctx, waiter, stream, from, e);
    if (e) from->backend->event_destroy(ctx, from, e);
    return r;
}

/* --- staging rings --- */

static dc_result dc__stage_ready(dc_context *ctx, dc__stage_ring *ring) {
    int i;
    dc_result r = DC_SUCCESS;
    for (i = 0; i < DC__STAGE_SLOTS && r == DC_SUCCESS; i++)
        if (!ring->slot[i].ptr) r = dc__host_block_alloc(ctx, DC__STAGE_CHUNK, &ring->slot[i]);
    return r;
}
/* Before a slot is refilled: `stream` of `dev` waits for its last reader (stream NULL:
   the calling thread waits, as it is about to write the slot itself). */
static dc_result dc__stage_claim(dc_context *ctx, dc__stage_ring *ring, int slot, dc__device *dev, void *stream) {
    dc__device *from = ring->free_device[slot];
    void *e = ring->free_event[slot];
    dc_result r;
    if (!e) return DC_SUCCESS;
    r = stream ? dc__wait_event_on(ctx, dev, stream, from, e) : from->backend->event_sync(ctx, from, e);
    if (r == DC_SUCCESS) {
        from->backend->event_destroy(ctx, from, e);
        ring->free_event[slot] = NULL;
    }
    return r;
}
/* After the last reader of a slot is queued on `stream`: the slot is free when it passes. */
static dc_result dc__stage_release(dc_context *ctx, dc__stage_ring *ring, int slot, dc__device *dev, void *stream) {
    DC_ASSERT(!ring->free_event[slot]);
    ring->free_device[slot] = dev;
    return dev->backend->event_record(ctx, dev, stream, 0, &ring->free_event[slot]);
}
/* After a failure half-way, nothing may still be reading or writing the ring. */
static void dc__stage_quiesce(dc_context *ctx, dc__device *a, void *sa, dc__device *b, void *sb) {
    DC__CLEANUP_BEGIN();
    if (a) a->backend->stream_sync(ctx, a, sa);
    if (b) b->backend->stream_sync(ctx, b, sb);
    DC__CLEANUP_END();
}
static void dc__stage_ring_free(dc_context *ctx, dc__stage_ring *ring) {
    int i;
    for (i = 0; i < DC__STAGE_SLOTS; i++) {
        if (ring->free_event[i]) ring->free_device[i]->backend->event_destroy(ctx, ring->free_device[i], ring->free_event[i]);
        ring->free_event[i] = NULL;
        if (ring->slot[i].ptr) dc__host_release(ctx, &ring->slot[i]);
        memset(&ring->slot[i], 0, sizeof ring->slot[i]);
    }
    dc__workers_stop(ctx, ring->workers);
    ring->workers = NULL;
}

/* Where the chunks of a staged transfer out of a device go: a buffer of another device,
   or host memory. */
typedef struct dc__stage_sink { dc__device *dev; void *stream; uint64_t mem, offset; void *host; } dc__stage_sink;

/* Out of device sd through `ring`: the device-to-host copy of chunk k+1 (on stream ss of
   sd) is queued before chunk k moves on, so the two run at once. */
static dc_result dc__stage_out(dc_context *ctx, dc__stage_ring *ring, dc__device *sd, void *ss, uint64_t src, uint64_t src_offset,
                               uint64_t bytes, const dc__stage_sink *sink) {
    void *ready[DC__STAGE_SLOTS] = { NULL };
    uint64_t chunks = (bytes + DC__STAGE_CHUNK - 1) / DC__STAGE_CHUNK, k;
    dc_result r;
    int i;
    dc__mutex_lock(&ring->lock);
    r = dc__stage_ready(ctx, ring);
    for (k = 0; k <= chunks && r == DC_SUCCESS; k++) {
        if (k < chunks) {
            int slot = (int)(k % DC__STAGE_SLOTS);
            uint64_t at = k * DC__STAGE_CHUNK, len = DC__MIN(DC__STAGE_CHUNK, bytes - at);
            r = dc__stage_claim(ctx, ring, slot, sd, ss);
            if (r == DC_SUCCESS) r = sd->backend->read(ctx, sd, ss, src, src_offset + at, ring->slot[slot].ptr, len, 0);
            if (r == DC_SUCCESS) r = sd->backend->event_record(ctx, sd, ss, 0, &ready[slot]);
        }
        if (k >= 1 && r == DC_SUCCESS) {
            int slot = (int)((k - 1) % DC__STAGE_SLOTS);
            uint64_t at = (k - 1) * DC__STAGE_CHUNK, len = DC__MIN(DC__STAGE_CHUNK, bytes - at);
            r = sink->dev ? dc__wait_event_on(ctx, sink->dev, sink->stream, sd, ready[slot]) : sd->backend->event_sync(ctx, sd, ready[slot]);
            sd->backend->event_destroy(ctx, sd, ready[slot]);
            ready[slot] = NULL;
            if (r != DC_SUCCESS) break;
            if (!sink->dev) {
                dc__parallel_memcpy(ctx, ring, (char *)sink->host + at, ring->slot[slot].ptr, (size_t)len);
                continue;
            }
            r = sink->dev->backend->write(ctx, sink->dev, sink->stream, sink->mem, sink->offset + at, ring->slot[slot].ptr, len, 0);
            if (r == DC_SUCCESS) r = dc__stage_release(ctx, ring, slot, sink->dev, sink->stream);
        }
    }
    for (i = 0; i < DC__STAGE_SLOTS; i++)
        if (ready[i]) sd->backend->event_destroy(ctx, sd, ready[i]);
    if (r != DC_SUCCESS) dc__stage_quiesce(ctx, sd, ss, sink->dev, sink->stream);
    dc__mutex_unlock(&ring->lock);
    return r;
}

/* Pageable host memory to a device through its ring: parallel memcpy into a slot, then
   DMA from it, while the next chunk is being copied into the next slot. */
static dc_result dc__write_staged(dc_context *ctx, dc__device *dev, void *stream, uint64_t mem, uint64_t offset, const void *src, uint64_t bytes) {
    dc__stage_ring *ring = &dev->stage;
    uint64_t chunks = (bytes + DC__STAGE_CHUNK - 1) / DC__STAGE_CHUNK, k;
    dc_result r;
    dc__mutex_lock(&ring->lock);
    r = dc__stage_ready(ctx, ring);
    for (k = 0; k < chunks && r == DC_SUCCESS; k++) {
        int slot = (int)(k % DC__STAGE_SLOTS);
        uint64_t at = k * DC__STAGE_CHUNK, len = DC__MIN(DC__STAGE_CHUNK, bytes - at);
        r = dc__stage_claim(ctx, ring, slot, dev, NULL);
        if (r != DC_SUCCESS) break;
        dc__parallel_memcpy(ctx, ring, ring->slot[slot].ptr, (const char *)src + at, (size_t)len);
        r = dev->backend->write(ctx, dev, stream, mem, offset + at, ring->slot[slot].ptr, len, 0);
        if (r == DC_SUCCESS) r = dc__stage_release(ctx, ring, slot, dev, stream);
    }
    if (r != DC_SUCCESS) dc__stage_quiesce(ctx, dev, stream, NULL, NULL);
    dc__mutex_unlock(&ring->lock);
    return r;
}

/* --- routing --- */

static const char *dc__copy_path_name(dc_copy_path p) {
    switch (p) {
    case DC_COPY_PATH_NONE: return "none";
    case DC_COPY_PATH_SAME_DEVICE: return "same-device";
    case DC_COPY_PATH_PEER: return "peer";
    case DC_COPY_PATH_SAME_CONTEXT: return "same-context";
    case DC_COPY_PATH_HOST_STAGED: return "host-staged";
    case DC_COPY_PATH_COUNT: break;
    }
    return "unknown";
}
DC_API const char *dc_copy_path_name(dc_copy_path p) { return dc__copy_path_name(p); }

/* The fastest path from device s to device d, in one place for copies, the path query
   and the topology report. Links are read under ctx->lock by callers that race with a
   failed peer enable (dc__route_for_copy). */
static dc_copy_path dc__route(const dc_context *ctx, int s, int d) {
    dc_link link = (dc_link)ctx->links[s * ctx->device_count + d];
    if (s == d) return DC_COPY_PATH_SAME_DEVICE;
    if (dc__link_is_peer(link)) return DC_COPY_PATH_PEER;
    if (link == DC_LINK_SAME_CONTEXT) return DC_COPY_PATH_SAME_CONTEXT;
    return DC_COPY_PATH_HOST_STAGED;
}
/* The path for a copy now, turning peer access on first if the route needs it. A pair
   whose peer access cannot be enabled is staged through the host, with a warning. */
static dc_copy_path dc__route_for_copy(dc_context *ctx, int s, int d) {
    size_t pair = (size_t)s * (size_t)ctx->device_count + (size_t)d;
    dc_copy_path path;
    int first, enabled;
    dc__mutex_lock(&ctx->lock);
    path = dc__route(ctx, s, d);
    enabled = ctx->devices[s].peer_enabled[d];
    first = !ctx->path_logged[pair];
    ctx->path_logged[pair] = 1;
    dc__mutex_unlock(&ctx->lock);
    if (path == DC_COPY_PATH_PEER && !enabled && dc__peer_enable(ctx, s, d) != DC_SUCCESS) {
        dc__log(ctx, DC_LOG_WARN, "peer access between devices %d and %d failed (%s): copies go through the host", s, d, dc__error_text);
        dc__mutex_lock(&ctx->lock);
        ctx->links[pair] = ctx->links[(size_t)d * (size_t)ctx->device_count + (size_t)s] = (unsigned char)DC_LINK_HOST;
        dc__mutex_unlock(&ctx->lock);
        path = DC_COPY_PATH_HOST_STAGED;
    }
    if (first && s != d)
        dc__log(ctx, path == DC_COPY_PATH_HOST_STAGED ? DC_LOG_INFO : DC_LOG_DEBUG, "copies from device %d (%s) to device %d (%s) take the %s path",
                s, ctx->devices[s].info.name, d, ctx->devices[d].info.name, dc__copy_path_name(path));
    return path;
}

/* --- buffers --- */

static dc_result dc__check_range(const char *what, uint64_t offset, uint64_t bytes, uint64_t size) {
    if (offset > size || bytes > size - offset)
        return dc__fail(DC_ERROR_OUT_OF_RANGE, "%s: offset %llu + %llu bytes is past the end of the %llu-byte buffer", what,
                        (unsigned long long)offset, (unsigned long long)bytes, (unsigned long long)size);
    return DC_SUCCESS;
}
/* The stream to use for work on `device`: the given one (which must live there) or the
   default. *generation: for a default stream, the count of work issued there including
   this call's (to report it done after a blocking call); 0 for other streams. */
static dc_result dc__stream_for(dc_context *ctx, dc_stream s, int device, dc__stream_obj **out, long *generation) {
    dc__stream_obj *obj;
    *out = NULL;
    *generation = 0;
    if (s.id == 0) obj = ctx->devices[device].default_stream_obj;
    else if (!(obj = (dc__stream_obj *)dc__pool_get(ctx, DC__T_STREAM, s.id, "stream"))) return DC_ERROR_INVALID_HANDLE;
    if (obj->device != device)
        return dc__fail(DC_ERROR_INVALID_ARGUMENT, "the stream belongs to device %d but the buffer lives on device %d", obj->device, device);
    if (obj->is_default) *generation = dc__default_issue(&ctx->devices[device]);
    *out = obj;
    return DC_SUCCESS;
}
/* After a blocking call on `so` succeeded: what it issued there is done. */
static void dc__blocking_done(dc_context *ctx, const dc__stream_obj *so, long generation) {
    if (so->is_default) dc__default_done(&ctx->devices[so->device], generation);
}

static dc_result dc__buffer_create(dc_context *ctx, int device, uint64_t bytes, dc_buffer *out) {
    dc__device *dev = &ctx->devices[device];
    dc__buffer_obj *b;
    dc_result r;
    if (bytes > dev->info.max_allocation || bytes > (uint64_t)(size_t)-1)
        return dc__fail(DC_ERROR_OUT_OF_DEVICE_MEMORY, "%llu bytes is more than device %d (%s) can allocate at once (%llu)",
                        (unsigned long long)bytes, device, dev->info.name, (unsigned long long)dev->info.max_allocation);
    if (!(b = (dc__buffer_obj *)dc__calloc(ctx, 1, sizeof *b))) return dc__fail(DC_ERROR_OUT_OF_HOST_MEMORY, "out of host memory");
    b->device = device;
    b->bytes = bytes;
    if ((r = dev->backend->mem_alloc(ctx, dev, bytes, &b->mem)) != DC_SUCCESS) {
        dc__fail_append(" (allocating %llu bytes on device %d, %s)", (unsigned long long)bytes, device, dev->info.name);
        dc__free(ctx, b);
        return r;
    }
    if (!(out->id = dc__pool_add(ctx, DC__T_BUFFER, b))) {
        DC__CLEANUP_BEGIN();
        dev->backend->mem_free(ctx, dev, b->mem);
        DC__CLEANUP_END();
        dc__free(ctx, b);
        return dc__fail(DC_ERROR_OUT_OF_HOST_MEMORY, "out of host memory for the buffer's handle");
    }
    dc__mutex_lock(&ctx->lock);
    dev->allocated += bytes;
    dc__mutex_unlock(&ctx->lock);
    return DC_SUCCESS;
}
DC_API dc_result dc_buffer_create(dc_context *ctx, int device, uint64_t bytes, dc_buffer *out) {
    dc_result r;
    DC__ENTER("dc_buffer_create");
    if (!ctx || !out) return dc__fail(DC_ERROR_INVALID_ARGUMENT, "%s is NULL", !ctx ? "ctx" : "out");
    out->id = 0;
    if ((r = dc__check_device(ctx, device, "device")) != DC_SUCCESS) return r;
    if (bytes == 0) return dc__fail(DC_ERROR_INVALID_ARGUMENT, "bytes is 0 (a buffer needs at least one byte)");
    return dc__buffer_create(ctx, device, bytes, out);
}

/* Frees the buffer once the work queued on it is done (the drivers defer the free). */
static void dc__buffer_destroy(dc_context *ctx, dc_buffer buf) {
    dc__buffer_obj *b = (dc__buffer_obj *)dc__pool_remove(ctx, DC__T_BUFFER, buf.id, "buf");
    if (!b) {
        dc__log(ctx, DC_LOG_WARN, "%s", dc__error_text);
        return;
    }
    DC__CLEANUP_BEGIN();
    dc__buffer_release(ctx, b);
    DC__CLEANUP_END();
}
DC_API void dc_buffer_destroy(dc_context *ctx, dc_buffer buf) {
    DC__ENTER("dc_buffer_destroy");
    if (ctx && buf.id) dc__buffer_destroy(ctx, buf);
}

DC_API dc_result dc_buffer_get_info(dc_context *ctx, dc_buffer buf, int *device, uint64_t *bytes) {
    dc__buffer_obj *b;
    DC__ENTER("dc_buffer_get_info");
    if (!ctx) return dc__fail(DC_ERROR_INVALID_ARGUMENT, "ctx is NULL");
    if (!(b = (dc__buffer_obj *)dc__pool_get(ctx, DC__T_BUFFER, buf.id, "buf"))) return DC_ERROR_INVALID_HANDLE;
    if (device) *device = b->device;
    if (bytes) *bytes = b->bytes;
    return DC_SUCCESS;
}

/* --- transfers between host and device --- */

/* Shared checks of write/read/fill: the buffer, the host pointer, the range, the stream. */
static dc_result dc__transfer_prepare(dc_context *ctx, dc_stream s, dc_buffer buf, uint64_t offset, const void *host,
                                      uint64_t bytes, dc__buffer_obj **b, dc__stream_obj **so, long *generation) {
    dc_result r;
    *b = NULL;
    *so = NULL;
    *generation = 0;
    if (!ctx) return dc__fail(DC_ERROR_INVALID_ARGUMENT, "ctx is NULL");
    if (!(*b = (dc__buffer_obj *)dc__pool_get(ctx, DC__T_BUFFER, buf.id, "buffer"))) return DC_ERROR_INVALID_HANDLE;
    if (!host && bytes) return dc__fail(DC_ERROR_INVALID_ARGUMENT, "the host pointer is NULL");
    if ((r = dc__check_range("buffer", offset, bytes, (*b)->bytes)) != DC_SUCCESS) return r;
    return dc__stream_for(ctx, s, (*b)->device, so, generation);
}
/* Pageable memory is worth staging only where the backend's DMA needs page-locked memory. */
static int dc__stage_pageable(dc_context *ctx, dc__device *dev, const void *host, uint64_t bytes) {
    return dev->backend->stages_pageable && bytes >= DC__PAGEABLE_STAGING_MIN && !dc__host_is_pinned(ctx, host, bytes);
}
static dc_result dc__write(dc_context *ctx, dc_stream s, dc_buffer dst, uint64_t offset, const void *src, uint64_t bytes, int blocking) {
    dc__buffer_obj *b;
    dc__stream_obj *so;
    dc__device *dev;
    long generation;
    dc_result r = dc__transfer_prepare(ctx, s, dst, offset, src, bytes, &b, &so, &generation);
    if (r != DC_SUCCESS || bytes == 0) return r;
    dev = &ctx->devices[b->device];
    if (dc__stage_pageable(ctx, dev, src, bytes)) {
        r = dc__write_staged(ctx, dev, so->native, b->mem, offset, src, bytes);
        if (r == DC_SUCCESS && blocking) r = dev->backend->stream_sync(ctx, dev, so->native);
        if (r == DC_SUCCESS) dc__atomic_add64(&ctx->stats.pageable_staged_bytes, bytes);
    } else {
        r = dev->backend->write(ctx, dev, so->native, b->mem, offset, src, bytes, blocking);
    }
    if (r == DC_SUCCESS && blocking) dc__blocking_done(ctx, so, generation);
    if (r == DC_SUCCESS) dc__atomic_add64(&ctx->stats.host_to_device_bytes, bytes);
    return r;
}
static dc_result dc__read(dc_context *ctx, dc_stream s, dc_buffer src, uint64_t offset, void *dst, uint64_t bytes, int blocking) {
    dc__buffer_obj *b;
    dc__stream_obj *so;
    dc__device *dev;
    long generation;
    dc_result r = dc__transfer_prepare(ctx, s, src, offset, dst, bytes, &b, &so, &generation);
    if (r != DC_SUCCESS || bytes == 0) return r;
    dev = &ctx->devices[b->device];
    if (dc__stage_pageable(ctx, dev, dst, bytes)) {
        dc__stage_sink sink;
        memset(&sink, 0, sizeof sink);
        sink.host = dst;
        r = dc__stage_out(ctx, &dev->stage, dev, so->native, b->mem, offset, bytes, &sink);  /* complete on return */
        if (r == DC_SUCCESS) dc__atomic_add64(&ctx->stats.pageable_staged_bytes, bytes);
        blocking = 1;
    } else {
        r = dev->backend->read(ctx, dev, so->native, b->mem, offset, dst, bytes, blocking);
    }
    if (r == DC_SUCCESS && blocking) dc__blocking_done(ctx, so, generation);
    if (r == DC_SUCCESS) dc__atomic_add64(&ctx->stats.device_to_host_bytes, bytes);
    return r;
}
static dc_result dc__fill(dc_context *ctx, dc_stream s, dc_buffer dst, uint64_t offset, uint64_t bytes, const void *pattern,
                          uint32_t pattern_size, int blocking) {
    dc__buffer_obj *b;
    dc__stream_obj *so;
    long generation;
    dc_result r;
    if (!pattern) return dc__fail(DC_ERROR_INVALID_ARGUMENT, "pattern is NULL");
    if (pattern_size == 0 || pattern_size > 128 || (pattern_size & (pattern_size - 1)))
        return dc__fail(DC_ERROR_INVALID_ARGUMENT, "pattern_size %u is not 1, 2, 4, 8, 16, 32, 64 or 128", pattern_size);
    if ((r = dc__transfer_prepare(ctx, s, dst, offset, pattern, bytes, &b, &so, &generation)) != DC_SUCCESS) return r;
    if (offset % pattern_size || bytes % pattern_size)
        return dc__fail(DC_ERROR_INVALID_ARGUMENT, "offset %llu and bytes %llu must be multiples of pattern_size %u",
                        (unsigned long long)offset, (unsigned long long)bytes, pattern_size);
    if (bytes == 0) return DC_SUCCESS;
    r = ctx->devices[b->device].backend->fill(ctx, &ctx->devices[b->device], so->native, b->mem, offset, bytes, pattern, pattern_size, blocking);
    if (r == DC_SUCCESS && blocking) dc__blocking_done(ctx, so, generation);
    return r;
}

/* --- copies between buffers --- */

static dc_result dc__copy(dc_context *ctx, dc_stream s, dc_buffer dst, uint64_t dst_offset, dc_buffer src, uint64_t src_offset,
                          uint64_t bytes, int blocking) {
    dc__buffer_obj *d, *sb;
    dc__stream_obj *so = NULL;
    dc__device *dd, *sd;
    dc_copy_path path;
    long generation;
    dc_result r;
    if (!(d = (dc__buffer_obj *)dc__pool_get(ctx, DC__T_BUFFER, dst.id, "dst"))) return DC_ERROR_INVALID_HANDLE;
    if (!(sb = (dc__buffer_obj *)dc__pool_get(ctx, DC__T_BUFFER, src.id, "src"))) return DC_ERROR_INVALID_HANDLE;
    if ((r = dc__check_range("dst", dst_offset, bytes, d->bytes)) != DC_SUCCESS) return r;
    if ((r = dc__check_range("src", src_offset, bytes, sb->bytes)) != DC_SUCCESS) return r;
    if (dst.id == src.id && bytes && dst_offset < src_offset + bytes && src_offset < dst_offset + bytes)
        return dc__fail(DC_ERROR_INVALID_ARGUMENT, "source [%llu, +%llu) and destination [%llu, +%llu) overlap in one buffer",
                        (unsigned long long)src_offset, (unsigned long long)bytes, (unsigned long long)dst_offset, (unsigned long long)bytes);
    if ((r = dc__stream_for(ctx, s, d->device, &so, &generation)) != DC_SUCCESS) return r;
    if (bytes == 0) return DC_SUCCESS;
    dd = &ctx->devices[d->device];
    sd = &ctx->devices[sb->device];
    path = dc__route_for_copy(ctx, sb->device, d->device);
    switch (path) {
    case DC_COPY_PATH_SAME_DEVICE:
        r = dd->backend->copy(ctx, dd, so->native, d->mem, dst_offset, sb->mem, src_offset, bytes, blocking);
        break;
    case DC_COPY_PATH_PEER:
    case DC_COPY_PATH_SAME_CONTEXT:
        /* A copy between devices starts after the work already queued on the source's default stream. */
        r = dc__order_after(ctx, dd, so->native, sd, sd->default_stream_obj);
        if (r == DC_SUCCESS) r = dd->backend->peer_copy(ctx, dd, so->native, d->mem, dst_offset, sd, sb->mem, src_offset, bytes);
        if (r == DC_SUCCESS && blocking) r = dd->backend->stream_sync(ctx, dd, so->native);
        break;
    default: {
        /* Through the destination's ring. The device-to-host chunks run on the source's
           default stream, so they first wait for what the copy's own stream was ordered
           after (its earlier work and event waits): every path gives the same bytes. */
        dc__stage_sink sink;
        memset(&sink, 0, sizeof sink);
        sink.dev = dd; sink.stream = so->native; sink.mem = d->mem; sink.offset = dst_offset;
        dc__default_issue(sd);
        r = dc__order_after(ctx, sd, sd->default_stream_obj->native, dd, so);
        if (r == DC_SUCCESS) r = dc__stage_out(ctx, &dd->stage, sd, sd->default_stream_obj->native, sb->mem, src_offset, bytes, &sink);
        if (r == DC_SUCCESS && blocking) r = dd->backend->stream_sync(ctx, dd, so->native);
        break;
    }
    }
    if (r != DC_SUCCESS) {
        dc__fail_append(" (copy of %llu bytes from device %d to device %d, %s path)", (unsigned long long)bytes, sb->device, d->device, dc__copy_path_name(path));
        return r;
    }
    if (blocking) dc__blocking_done(ctx, so, generation);
    dc__atomic_add64(&ctx->stats.copy_bytes[path], bytes);
    dc__atomic_add64(&ctx->stats.copy_count[path], 1);
    return DC_SUCCESS;
}

static const dc_stream dc__no_stream = { 0 };
#define DC__NEED_CTX(ctx) do { if (!(ctx)) return dc__fail(DC_ERROR_INVALID_ARGUMENT, "ctx is NULL"); } while (0)
DC_API dc_result dc_buffer_write(dc_context *ctx, dc_buffer dst, uint64_t offset, const void *src, uint64_t bytes) {
    DC__ENTER("dc_buffer_write");
    return dc__write(ctx, dc__no_stream, dst, offset, src, bytes, 1);
}
DC_API dc_result dc_buffer_read(dc_context *ctx, dc_buffer src, uint64_t offset, void *dst, uint64_t bytes) {
    DC__ENTER("dc_buffer_read");
    return dc__read(ctx, dc__no_stream, src, offset, dst, bytes, 1);
}
DC_API dc_result dc_buffer_fill(dc_context *ctx, dc_buffer dst, uint64_t offset, uint64_t bytes, const void *pattern, uint32_t pattern_size) {
    DC__ENTER("dc_buffer_fill");
    return dc__fill(ctx, dc__no_stream, dst, offset, bytes, pattern, pattern_size, 1);
}
DC_API dc_result dc_copy(dc_context *ctx, dc_buffer dst, uint64_t dst_offset, dc_buffer src, uint64_t src_offset, uint64_t bytes) {
    DC__ENTER("dc_copy");
    DC__NEED_CTX(ctx);
    return dc__copy(ctx, dc__no_stream, dst, dst_offset, src, src_offset, bytes, 1);
}
DC_API dc_result dc_buffer_write_async(dc_context *ctx, dc_stream s, dc_buffer dst, uint64_t offset, const void *src, uint64_t bytes) {
    DC__ENTER("dc_buffer_write_async");
    return dc__write(ctx, s, dst, offset, src, bytes, 0);
}
DC_API dc_result dc_buffer_read_async(dc_context *ctx, dc_stream s, dc_buffer src, uint64_t offset, void *dst, uint64_t bytes) {
    DC__ENTER("dc_buffer_read_async");
    return dc__read(ctx, s, src, offset, dst, bytes, 0);
}
DC_API dc_result dc_buffer_fill_async(dc_context *ctx, dc_stream s, dc_buffer dst, uint64_t offset, uint64_t bytes, const void *pattern, uint32_t pattern_size) {
    DC__ENTER("dc_buffer_fill_async");
    return dc__fill(ctx, s, dst, offset, bytes, pattern, pattern_size, 0);
}
DC_API dc_result dc_copy_async(dc_context *ctx, dc_stream s, dc_buffer dst, uint64_t dst_offset, dc_buffer src, uint64_t src_offset, uint64_t bytes) {
    DC__ENTER("dc_copy_async");
    DC__NEED_CTX(ctx);
    return dc__copy(ctx, s, dst, dst_offset, src, src_offset, bytes, 0);
}

DC_API dc_result dc_copy_path_get(dc_context *ctx, dc_buffer dst, dc_buffer src, dc_copy_path *out) {
    dc__buffer_obj *d, *s;
    DC__ENTER("dc_copy_path_get");
    if (!ctx || !out) return dc__fail(DC_ERROR_INVALID_ARGUMENT, "%s is NULL", !ctx ? "ctx" : "out");
    *out = DC_COPY_PATH_NONE;
    if (!(d = (dc__buffer_obj *)dc__pool_get(ctx, DC__T_BUFFER, dst.id, "dst"))) return DC_ERROR_INVALID_HANDLE;
    if (!(s = (dc__buffer_obj *)dc__pool_get(ctx, DC__T_BUFFER, src.id, "src"))) return DC_ERROR_INVALID_HANDLE;
    dc__mutex_lock(&ctx->lock);
    *out = dc__route(ctx, s->device, d->device);
    dc__mutex_unlock(&ctx->lock);
    return DC_SUCCESS;
}

/* A short bounded run per ordered pair: one warm-up and three timed copies, the median kept. */
static dc_result dc__topology_measure(dc_context *ctx, uint64_t bytes, double *gbps) {
    int n = ctx->device_count, a, b, i;
    dc_result r = DC_SUCCESS;
    if (bytes == 0) bytes = (uint64_t)64 << 20;
    for (a = 0; a < n; a++)  /* two buffers on one device must fit */
        bytes = DC__MIN(bytes, DC__MIN(ctx->devices[a].info.max_allocation, ctx->devices[a].info.total_memory / 4));
    for (a = 0; a < n && r == DC_SUCCESS; a++)
        for (b = 0; b < n && r == DC_SUCCESS; b++) {
            dc_buffer src = { 0 }, dst = { 0 };
            double times[3], t;
            r = dc__buffer_create(ctx, a, bytes, &src);
            if (r == DC_SUCCESS) r = dc__buffer_create(ctx, b, bytes, &dst);
            if (r == DC_SUCCESS) r = dc__copy(ctx, dc__no_stream, dst, 0, src, 0, bytes, 1);  /* warm-up, enables peers */
            for (i = 0; i < 3 && r == DC_SUCCESS; i++) {
                t = dc__seconds();
                r = dc__copy(ctx, dc__no_stream, dst, 0, src, 0, bytes, 1);
                times[i] = dc__seconds() - t;
            }
            if (r == DC_SUCCESS) {
                double lo = DC__MIN(times[0], DC__MIN(times[1], times[2])), hi = DC__MAX(times[0], DC__MAX(times[1], times[2]));
                double med = times[0] + times[1] + times[2] - lo - hi;
                dc__mutex_lock(&ctx->lock);
                ctx->measured[a * n + b] = med > 0 ? (double)bytes / med / 1e9 : 0;
                dc__mutex_unlock(&ctx->lock);
            }
            if (src.id) dc__buffer_destroy(ctx, src);
            if (dst.id) dc__buffer_destroy(ctx, dst);
        }
    if (r == DC_SUCCESS && gbps) {
        dc__mutex_lock(&ctx->lock);
        memcpy(gbps, ctx->measured, (size_t)n * (size_t)n * sizeof(double));
        dc__mutex_unlock(&ctx->lock);
    }
    return r;
}
DC_API dc_result dc_topology_measure(dc_context *ctx, uint64_t bytes, double *gbps) {
    DC__ENTER("dc_topology_measure");
    DC__NEED_CTX(ctx);
    return dc__topology_measure(ctx, bytes, gbps);
}

DC_API dc_result dc_transfer_stats_get(dc_context *ctx, dc_transfer_stats *out) {
    int i;
    DC__ENTER("dc_transfer_stats_get");
    if (!ctx || !out) return dc__fail(DC_ERROR_INVALID_ARGUMENT, "%s is NULL", !ctx ? "ctx" : "out");
    for (i = 0; i < DC_COPY_PATH_COUNT; i++) {
        out->copy_bytes[i] = dc__atomic_load64(&ctx->stats.copy_bytes[i]);
        out->copy_count[i] = dc__atomic_load64(&ctx->stats.copy_count[i]);
    }
    out->host_to_device_bytes = dc__atomic_load64(&ctx->stats.host_to_device_bytes);
    out->device_to_host_bytes = dc__atomic_load64(&ctx->stats.device_to_host_bytes);
    out->pageable_staged_bytes = dc__atomic_load64(&ctx->stats.pageable_staged_bytes);
    return DC_SUCCESS;
}

static void *dc__host_alloc(dc_context *ctx, uint64_t bytes) {
    dc__host_block h;
    uint32_t capacity;
    if (dc__host_block_alloc(ctx, bytes, &h) != DC_SUCCESS) return NULL;
    dc__mutex_lock(&ctx->lock);
    capacity = (uint32_t)ctx->host_block_capacity;
    if (!dc__grow(ctx, (void **)&ctx->host_blocks, &capacity, (uint32_t)ctx->host_block_count + 1, sizeof h)) {
        dc__mutex_unlock(&ctx->lock);
        DC__CLEANUP_BEGIN();
        dc__host_release(ctx, &h);
        DC__CLEANUP_END();
        dc__fail(DC_ERROR_OUT_OF_HOST_MEMORY, "out of host memory");
        return NULL;
    }
    ctx->host_block_capacity = (int)capacity;
    ctx->host_blocks[ctx->host_block_count++] = h;
    dc__mutex_unlock(&ctx->lock);
    return h.ptr;
}
DC_API void *dc_host_alloc(dc_context *ctx, uint64_t bytes) {
    DC__ENTER("dc_host_alloc");
    if (!ctx || bytes == 0) { dc__fail(DC_ERROR_INVALID_ARGUMENT, "%s", !ctx ? "ctx is NULL" : "bytes is 0"); return NULL; }
    return dc__host_alloc(ctx, bytes);
}

static void dc__host_free(dc_context *ctx, void *p) {
    dc__host_block h;
    int i, found = -1;
    dc__mutex_lock(&ctx->lock);
    for (i = 0; i < ctx->host_block_count; i++)
        if (ctx->host_blocks[i].ptr == p) { found = i; break; }
    if (found >= 0) {
        h = ctx->host_blocks[found];
        ctx->host_blocks[found] = ctx->host_blocks[--ctx->host_block_count];
    }
    dc__mutex_unlock(&ctx->lock);
    if (found < 0) { dc__log(ctx, DC_LOG_ERROR, "dc_host_free: %p was not allocated by dc_host_alloc of this context", p); return; }
    DC__CLEANUP_BEGIN();
    dc__host_release(ctx, &h);
    DC__CLEANUP_END();
}
DC_API void dc_host_free(dc_context *ctx, void *p) {
    DC__ENTER("dc_host_free");
    if (ctx && p) dc__host_free(ctx, p);
}

/* ============================== streams and events  >>streams ============================== */

DC_API dc_stream dc_default_stream(const dc_context *ctx, int device) {
    dc_stream none = { 0 };
    if (!ctx || device < 0 || device >= ctx->device_count) return none;
    return ctx->devices[device].default_stream;
}

static dc_result dc__stream_create(dc_context *ctx, dc__device *dev, dc_stream *out) {
    dc__stream_obj *s;
    dc_result r;
    if (!(s = (dc__stream_obj *)dc__calloc(ctx, 1, sizeof *s))) return dc__fail(DC_ERROR_OUT_OF_HOST_MEMORY, "out of host memory");
    s->device = dev->index;
    if ((r = dev->backend->stream_create(ctx, dev, &s->native)) != DC_SUCCESS) { dc__free(ctx, s); return r; }
    if (!(out->id = dc__pool_add(ctx, DC__T_STREAM, s))) {
        DC__CLEANUP_BEGIN();
        dc__stream_release(ctx, s);
        DC__CLEANUP_END();
        return dc__fail(DC_ERROR_OUT_OF_HOST_MEMORY, "out of host memory for the stream's handle");
    }
    return DC_SUCCESS;
}
DC_API dc_result dc_stream_create(dc_context *ctx, int device, dc_stream *out) {
    dc_result r;
    DC__ENTER("dc_stream_create");
    if (!ctx || !out) return dc__fail(DC_ERROR_INVALID_ARGUMENT, "%s is NULL", !ctx ? "ctx" : "out");
    out->id = 0;
    if ((r = dc__check_device(ctx, device, "device")) != DC_SUCCESS) return r;
    return dc__stream_create(ctx, &ctx->devices[device], out);
}

static dc_result dc__stream_lookup(dc_context *ctx, dc_stream s, dc__stream_obj **out) {
    *out = NULL;
    if (!ctx) return dc__fail(DC_ERROR_INVALID_ARGUMENT, "ctx is NULL");
    if (s.id == 0) return dc__fail(DC_ERROR_INVALID_HANDLE, "the stream handle is zero (for a device's default stream use dc_default_stream)");
    *out = (dc__stream_obj *)dc__pool_get(ctx, DC__T_STREAM, s.id, "stream");
    return *out ? DC_SUCCESS : DC_ERROR_INVALID_HANDLE;
}

/* Waits for the stream's work (the drivers' destroy does not), then frees it; the stream
   is freed even when the wait reports a failure of that work. */
static dc_result dc__stream_destroy(dc_context *ctx, dc__stream_obj *obj, dc_stream s) {
    dc__device *dev = &ctx->devices[obj->device];
    dc_result r = dev->backend->stream_sync(ctx, dev, obj->native);
    if ((obj = (dc__stream_obj *)dc__pool_remove(ctx, DC__T_STREAM, s.id, "stream")) != NULL) {
        DC__CLEANUP_BEGIN();
        dc__stream_release(ctx, obj);
        DC__CLEANUP_END();
    }
    return r;
}
DC_API dc_result dc_stream_destroy(dc_context *ctx, dc_stream s) {
    dc__stream_obj *obj;
    dc_result r;
    DC__ENTER("dc_stream_destroy");
    if ((r = dc__stream_lookup(ctx, s, &obj)) != DC_SUCCESS) return r;
    if (obj->is_default) return dc__fail(DC_ERROR_INVALID_ARGUMENT, "the default stream of device %d cannot be destroyed", obj->device);
    return dc__stream_destroy(ctx, obj, s);
}

static dc_result dc__stream_sync(dc_context *ctx, dc__stream_obj *obj) {
    dc__device *dev = &ctx->devices[obj->device];
    long generation = dc__default_generation(dev);
    dc_result r = dev->backend->stream_sync(ctx, dev, obj->native);
    if (r == DC_SUCCESS) dc__blocking_done(ctx, obj, generation);
    return r;
}
DC_API dc_result dc_stream_synchronize(dc_context *ctx, dc_stream s) {
    dc__stream_obj *obj;
    dc_result r;
    DC__ENTER("dc_stream_synchronize");
    if ((r = dc__stream_lookup(ctx, s, &obj)) != DC_SUCCESS) return r;
    return dc__stream_sync(ctx, obj);
}

static dc_result dc__event_record(dc_context *ctx, dc__stream_obj *so, dc_event *out) {
    dc__device *dev = &ctx->devices[so->device];
    dc__event_obj *e;
    dc_result r;
    if (!(e = (dc__event_obj *)dc__calloc(ctx, 1, sizeof *e))) return dc__fail(DC_ERROR_OUT_OF_HOST_MEMORY, "out of host memory");
    e->device = so->device;
    if ((r = dev->backend->event_record(ctx, dev, so->native, 1, &e->native)) != DC_SUCCESS) { dc__free(ctx, e); return r; }
    if (!(out->id = dc__pool_add(ctx, DC__T_EVENT, e))) {
        DC__CLEANUP_BEGIN();
        dc__event_release(ctx, e);
        DC__CLEANUP_END();
        return dc__fail(DC_ERROR_OUT_OF_HOST_MEMORY, "out of host memory for the event's handle");
    }
    return DC_SUCCESS;
}
DC_API dc_result dc_event_record(dc_context *ctx, dc_stream s, dc_event *out) {
    dc__stream_obj *so;
    dc_result r;
    DC__ENTER("dc_event_record");
    if (!out) return dc__fail(DC_ERROR_INVALID_ARGUMENT, "out is NULL");
    out->id = 0;
    if ((r = dc__stream_lookup(ctx, s, &so)) != DC_SUCCESS) return r;
    return dc__event_record(ctx, so, out);
}

static dc_result dc__event_lookup(dc_context *ctx, dc_event e, dc__event_obj **out) {
    *out = NULL;
    if (!ctx) return dc__fail(DC_ERROR_INVALID_ARGUMENT, "ctx is NULL");
    *out = (dc__event_obj *)dc__pool_get(ctx, DC__T_EVENT, e.id, "event");
    return *out ? DC_SUCCESS : DC_ERROR_INVALID_HANDLE;
}

static dc_result dc__stream_wait_event(dc_context *ctx, dc__stream_obj *so, dc__event_obj *eo) {
    dc__device *wd = &ctx->devices[so->device];
    if (so->is_default) dc__default_issue(wd);
    return dc__wait_event_on(ctx, wd, so->native, &ctx->devices[eo->device], eo->native);
}
DC_API dc_result dc_stream_wait_event(dc_context *ctx, dc_stream waiter, dc_event e) {
    dc__stream_obj *so;
    dc__event_obj *eo;
    dc_result r;
    DC__ENTER("dc_stream_wait_event");
    if ((r = dc__stream_lookup(ctx, waiter, &so)) != DC_SUCCESS || (r = dc__event_lookup(ctx, e, &eo)) != DC_SUCCESS) return r;
    return dc__stream_wait_event(ctx, so, eo);
}

DC_API dc_result dc_event_synchronize(dc_context *ctx, dc_event e) {
    dc__event_obj *eo;
    dc_result r;
    DC__ENTER("dc_event_synchronize");
    if ((r = dc__event_lookup(ctx, e, &eo)) != DC_SUCCESS) return r;
    return ctx->devices[eo->device].backend->event_sync(ctx, &ctx->devices[eo->device], eo->native);
}

DC_API dc_result dc_event_query(dc_context *ctx, dc_event e, int *done) {
    dc__event_obj *eo;
    dc_result r;
    DC__ENTER("dc_event_query");
    if (!done) return dc__fail(DC_ERROR_INVALID_ARGUMENT, "done is NULL");
    *done = 0;
    if ((r = dc__event_lookup(ctx, e, &eo)) != DC_SUCCESS) return r;
    return ctx->devices[eo->device].backend->event_query(ctx, &ctx->devices[eo->device], eo->native, done);
}

DC_API dc_result dc_event_elapsed_ms(dc_context *ctx, dc_event start, dc_event end, float *ms) {
    dc__event_obj *a, *b;
    dc_result r;
    DC__ENTER("dc_event_elapsed_ms");
    if (!ms) return dc__fail(DC_ERROR_INVALID_ARGUMENT, "ms is NULL");
    *ms = 0;
    if ((r = dc__event_lookup(ctx, start, &a)) != DC_SUCCESS || (r = dc__event_lookup(ctx, end, &b)) != DC_SUCCESS) return r;
    if (a->device != b->device)
        return dc__fail(DC_ERROR_INVALID_ARGUMENT, "the events belong to devices %d and %d; timing needs one device", a->device, b->device);
    return ctx->devices[a->device].backend->event_elapsed(ctx, &ctx->devices[a->device], a->native, b->native, ms);
}

static void dc__event_destroy(dc_context *ctx, dc_event e) {
    dc__event_obj *eo = (dc__event_obj *)dc__pool_remove(ctx, DC__T_EVENT, e.id, "event");
    if (!eo) {
        dc__log(ctx, DC_LOG_WARN, "%s", dc__error_text);
        return;
    }
    DC__CLEANUP_BEGIN();
    dc__event_release(ctx, eo);
    DC__CLEANUP_END();
}
DC_API void dc_event_destroy(dc_context *ctx, dc_event e) {
    DC__ENTER("dc_event_destroy");
    if (ctx && e.id) dc__event_destroy(ctx, e);
}

/* ============================== modules and launch  >>launch ============================== */

/* A source that is there but holds nothing is a mistake, not "no source". */
static int dc__source_empty(const char *text, size_t size) { return text && size == 0 && text[0] == 0; }

static dc_result dc__module_load(dc_context *ctx, const dc_module_desc *desc, dc_module *out) {
    dc__module_obj *m;
    dc_result r = DC_SUCCESS;
    int d, built = 0;
    if (!(m = (dc__module_obj *)dc__calloc(ctx, 1, sizeof *m)) || !(m->native = (void **)dc__calloc(ctx, (size_t)ctx->device_count, sizeof(void *)))) {
        dc__free(ctx, m);
        return dc__fail(DC_ERROR_OUT_OF_HOST_MEMORY, "out of host memory");
    }
    snprintf(m->name, sizeof m->name, "%s", desc->name ? desc->name : "");
    for (d = 0; d < ctx->device_count; d++) {
        r = ctx->devices[d].backend->module_build(ctx, &ctx->devices[d], desc, &m->native[d]);
        if (r == DC_ERROR_UNSUPPORTED) { r = DC_SUCCESS; continue; }  /* no source of this backend's kind */
        if (r != DC_SUCCESS) break;
        built++;
    }
    if (r == DC_SUCCESS && built == 0)
        r = dc__fail(DC_ERROR_UNSUPPORTED, "module '%s' has %s, and no device of this context can use it",
                     m->name, desc->ptx ? "PTX only (no CUDA device here)" : "OpenCL C only (no OpenCL device here)");
    if (r == DC_SUCCESS && !(out->id = dc__pool_add(ctx, DC__T_MODULE, m)))
        r = dc__fail(DC_ERROR_OUT_OF_HOST_MEMORY, "out of host memory for the module's handle");
    if (r != DC_SUCCESS) {
        DC__CLEANUP_BEGIN();
        dc__module_release(ctx, m);
        DC__CLEANUP_END();
        return r;
    }
    dc__log(ctx, DC_LOG_DEBUG, "module '%s' built for %d of %d devices", m->name, built, ctx->device_count);
    return DC_SUCCESS;
}
DC_API dc_result dc_module_load(dc_context *ctx, const dc_module_desc *desc, dc_module *out) {
    DC__ENTER("dc_module_load");
    if (!ctx || !desc || !out) return dc__fail(DC_ERROR_INVALID_ARGUMENT, "%s is NULL", !ctx ? "ctx" : !desc ? "desc" : "out");
    out->id = 0;
    if (!desc->ptx && !desc->opencl_source)
        return dc__fail(DC_ERROR_INVALID_ARGUMENT, "dc_module_desc has neither ptx nor opencl_source");
    if (dc__source_empty(desc->ptx, desc->ptx_size) || dc__source_empty(desc->opencl_source, desc->opencl_source_size))
        return dc__fail(DC_ERROR_INVALID_ARGUMENT, "dc_module_desc.%s is empty (give NULL for no source)",
                        dc__source_empty(desc->ptx, desc->ptx_size) ? "ptx" : "opencl_source");
    return dc__module_load(ctx, desc, out);
}

/* Reads a whole file into memory from the context's allocator; 0 if it cannot be opened. */
static int dc__read_file(dc_context *ctx, const char *path, char **data, size_t *size) {
    FILE *f = fopen(path, "rb");
    long n;
    *data = NULL;
    *size = 0;
    if (!f) return 0;
    if (fseek(f, 0, SEEK_END) != 0 || (n = ftell(f)) < 0 || fseek(f, 0, SEEK_SET) != 0 ||
        !(*data = (char *)dc__malloc(ctx, (size_t)n + 1)) || fread(*data, 1, (size_t)n, f) != (size_t)n) {
        fclose(f);
        dc__free(ctx, *data);
        *data = NULL;
        return -1;
    }
    fclose(f);
    (*data)[n] = 0;
    *size = (size_t)n;
    return 1;
}

static dc_result dc__module_load_file(dc_context *ctx, const char *path, dc_module *out) {
    char file[4096];
    dc_module_desc desc;
    const char *slash;
    char *ptx = NULL, *cl = NULL;
    size_t ptx_size = 0, cl_size = 0;
    int have_ptx, have_cl;
    dc_result r;
    snprintf(file, sizeof file, "%s.ptx", path);
    have_ptx = dc__read_file(ctx, file, &ptx, &ptx_size);
    snprintf(file, sizeof file, "%s.cl", path);
    have_cl = dc__read_file(ctx, file, &cl, &cl_size);
    if (have_ptx < 0 || have_cl < 0)
        r = dc__fail(DC_ERROR_OUT_OF_HOST_MEMORY, "could not read %s.%s into memory", path, have_ptx < 0 ? "ptx" : "cl");
    else if (!have_ptx && !have_cl)
        r = dc__fail(DC_ERROR_INVALID_ARGUMENT, "neither %s.ptx nor %s.cl can be opened", path, path);
    else if ((have_ptx && ptx_size == 0) || (have_cl && cl_size == 0))
        r = dc__fail(DC_ERROR_INVALID_ARGUMENT, "%s.%s is empty (0 bytes)", path, have_ptx && ptx_size == 0 ? "ptx" : "cl");
    else {
        memset(&desc, 0, sizeof desc);
        desc.ptx = ptx;
        desc.ptx_size = ptx_size;
        desc.opencl_source = cl;
        desc.opencl_source_size = cl_size;
        slash = strrchr(path, '/');
        desc.name = slash ? slash + 1 : path;
        r = dc__module_load(ctx, &desc, out);
    }
    dc__free(ctx, ptx);
    dc__free(ctx, cl);
    return r;
}
DC_API dc_result dc_module_load_file(dc_context *ctx, const char *path, dc_module *out) {
    DC__ENTER("dc_module_load_file");
    if (!ctx || !path || !out) return dc__fail(DC_ERROR_INVALID_ARGUMENT, "%s is NULL", !ctx ? "ctx" : !path ? "path" : "out");
    out->id = 0;
    if (strlen(path) + 4 >= 4096) return dc__fail(DC_ERROR_INVALID_ARGUMENT, "path is too long");
    return dc__module_load_file(ctx, path, out);
}

static void dc__module_destroy(dc_context *ctx, dc_module mod) {
    dc__module_obj *m = (dc__module_obj *)dc__pool_remove(ctx, DC__T_MODULE, mod.id, "module");
    if (!m) {
        dc__log(ctx, DC_LOG_WARN, "%s", dc__error_text);
        return;
    }
    DC__CLEANUP_BEGIN();
    dc__module_release(ctx, m);
    DC__CLEANUP_END();
}
DC_API void dc_module_destroy(dc_context *ctx, dc_module mod) {
    DC__ENTER("dc_module_destroy");
    if (ctx && mod.id) dc__module_destroy(ctx, mod);
}

static dc_result dc__kernel_get(dc_context *ctx, dc_module mod, const char *name, dc_kernel *out) {
    dc__module_obj *m;
    dc__kernel_obj *k;
    dc_result r = DC_SUCCESS;
    int d, found = 0;
    if (!(m = (dc__module_obj *)dc__pool_get(ctx, DC__T_MODULE, mod.id, "module"))) return DC_ERROR_INVALID_HANDLE;
    if (!(k = (dc__kernel_obj *)dc__calloc(ctx, 1, sizeof *k)) || !(k->fns = (dc__kernel_fn *)dc__calloc(ctx, (size_t)ctx->device_count, sizeof(dc__kernel_fn)))) {
        dc__free(ctx, k);
        return dc__fail(DC_ERROR_OUT_OF_HOST_MEMORY, "out of host memory");
    }
    k->module = mod.id;
    snprintf(k->name, sizeof k->name, "%s", name);
    for (d = 0; d < ctx->device_count && r == DC_SUCCESS; d++) {
        if (!m->native[d]) continue;
        r = ctx->devices[d].backend->kernel_get(ctx, &ctx->devices[d], m->native[d], name, &k->fns[d]);
        if (r == DC_ERROR_KERNEL_NOT_FOUND) { r = DC_SUCCESS; continue; }
        if (r == DC_SUCCESS) found++;
    }
    if (r == DC_SUCCESS && !found)
        r = dc__fail(DC_ERROR_KERNEL_NOT_FOUND, "module '%s' has no kernel named '%s'", m->name, name);
    if (r == DC_SUCCESS) {
        dc__mutex_lock(&ctx->lock);
        if (!dc__grow(ctx, (void **)&m->kernels, &m->kernel_capacity, m->kernel_count + 1, sizeof(uint64_t)))
            r = dc__fail(DC_ERROR_OUT_OF_HOST_MEMORY, "out of host memory");
        dc__mutex_unlock(&ctx->lock);
    }
    if (r == DC_SUCCESS && !(out->id = dc__pool_add(ctx, DC__T_KERNEL, k)))
        r = dc__fail(DC_ERROR_OUT_OF_HOST_MEMORY, "out of host memory for the kernel's handle");
    if (r != DC_SUCCESS) {
        DC__CLEANUP_BEGIN();
        dc__kernel_release(ctx, k);
        DC__CLEANUP_END();
        return r;
    }
    dc__mutex_lock(&ctx->lock);
    m->kernels[m->kernel_count++] = out->id;
    dc__mutex_unlock(&ctx->lock);
    return DC_SUCCESS;
}
DC_API dc_result dc_kernel_get(dc_context *ctx, dc_module mod, const char *name, dc_kernel *out) {
    DC__ENTER("dc_kernel_get");
    if (!ctx || !name || !out) return dc__fail(DC_ERROR_INVALID_ARGUMENT, "%s is NULL", !ctx ? "ctx" : !name ? "name" : "out");
    out->id = 0;
    if (!name[0]) {
        if (!dc__pool_get(ctx, DC__T_MODULE, mod.id, "module")) return DC_ERROR_INVALID_HANDLE;
        return dc__fail(DC_ERROR_KERNEL_NOT_FOUND, "the kernel name is empty");
    }
    return dc__kernel_get(ctx, mod, name, out);
}

/* A launch taken apart: check (the descriptor alone), resolve (handles to objects under
   one lock, arguments against the kernel), issue (queue it). A dispatcher or collective
   resolves once and issues many, changing only scalars and the grid. */
typedef struct dc__launch_plan {
    dc__device *dev;
    dc__stream_obj *stream;
    const dc__kernel_fn *fn;
    const char *kernel_name;
    uint32_t grid[3], block[3];
    uint32_t shared_bytes;
    const dc_arg *args;
    int arg_count;
    uint64_t mems[DC__MAX_ARGS];  /* buffer arguments' memory, by argument index */
} dc__launch_plan;

static dc_result dc__launch_check(const dc_context *ctx, const dc_launch_desc *desc, dc__launch_plan *plan) {
    uint64_t threads = 1;
    dc_result r;
    int i;
    memset(plan, 0, sizeof *plan);
    if ((r = dc__check_device(ctx, desc->device, "dc_launch_desc.device")) != DC_SUCCESS) return r;
    plan->dev = &ctx->devices[desc->device];
    if (desc->arg_count < 0 || desc->arg_count > DC__MAX_ARGS || (desc->arg_count > 0 && !desc->args))
        return dc__fail(DC_ERROR_INVALID_ARGUMENT, "dc_launch_desc.arg_count is %d (0..%d, with args non-NULL)", desc->arg_count, DC__MAX_ARGS);
    if (desc->global[0] == 0) return dc__fail(DC_ERROR_INVALID_ARGUMENT, "dc_launch_desc.global[0] must be > 0");
    for (i = 0; i < 3; i++) {
        uint64_t g = desc->global[i] ? desc->global[i] : 1, blocks;
        plan->block[i] = desc->block[i] ? desc->block[i] : (i == 0 ? 256u : 1u);
        blocks = g / plan->block[i] + (g % plan->block[i] != 0);
        if (blocks > 0x7FFFFFFFu)
            return dc__fail(DC_ERROR_OUT_OF_RANGE, "dc_launch_desc.global[%d] = %llu needs %llu blocks of %u, more than a launch can have",
                            i, (unsigned long long)desc->global[i], (unsigned long long)blocks, plan->block[i]);
        plan->grid[i] = (uint32_t)blocks;
        threads *= plan->block[i];
    }
    if (threads > (uint64_t)plan->dev->info.max_block_size)
        return dc__fail(DC_ERROR_INVALID_ARGUMENT, "dc_launch_desc.block %ux%ux%u = %llu threads exceeds device %d's limit of %d",
                        plan->block[0], plan->block[1], plan->block[2], (unsigned long long)threads, desc->device, plan->dev->info.max_block_size);
    if (desc->shared_bytes && plan->dev->backend->local_args_are_params)
        return dc__fail(DC_ERROR_INVALID_ARGUMENT, "dc_launch_desc.shared_bytes must be 0 on device %d (%s); pass local memory as a "
                        "DC_ARG_LOCAL argument", desc->device, plan->dev->backend->name);
    for (i = 0; i < desc->arg_count; i++) {
        const dc_arg *a = &desc->args[i];
        if (a->type <= DC_ARG_TYPE_INVALID || a->type > DC_ARG_TYPE_LOCAL)
            return dc__fail(DC_ERROR_INVALID_ARGUMENT, "argument %d has no valid type (%d); use the DC_ARG_* macros", i, (int)a->type);
        if (a->type == DC_ARG_TYPE_LOCAL && a->value.local_bytes == 0)
            return dc__fail(DC_ERROR_INVALID_ARGUMENT, "argument %d: DC_ARG_LOCAL of 0 bytes", i);
    }
    plan->shared_bytes = desc->shared_bytes;
    plan->args = desc->args;
    plan->arg_count = desc->arg_count;
    return DC_SUCCESS;
}

/* The arguments against what the driver told of the kernel's parameters. */
static dc_result dc__launch_check_args(const dc__launch_plan *plan) {
    static const char *const kind_names[] = { "unknown", "pointer", "scalar", "local-memory" };
    const dc__kernel_fn *fn = plan->fn;
    uint64_t shared = plan->shared_bytes;
    int i, p = 0;
    for (i = 0; i < plan->arg_count; i++) {
        dc_arg_type t = plan->args[i].type;
        int want = t == DC_ARG_TYPE_BUFFER ? DC__PARAM_POINTER : t == DC_ARG_TYPE_LOCAL ? DC__PARAM_LOCAL : DC__PARAM_SCALAR;
        if (t == DC_ARG_TYPE_LOCAL && !plan->dev->backend->local_args_are_params) { shared += plan->args[i].value.local_bytes; continue; }
        if (fn->param_count < 0 || p < fn->param_count) {
            int kind = fn->param_kinds[p];
            if (kind != DC__PARAM_UNKNOWN && kind != want)
                return dc__fail(DC_ERROR_LAUNCH, "argument %d (DC_ARG_%s) is given for the kernel's %s parameter %d",
                                i, dc__arg_type_name(t), kind_names[kind], p);
            if (t != DC_ARG_TYPE_LOCAL && fn->param_sizes[p] && fn->param_sizes[p] != dc__arg_size(t))
                return dc__fail(DC_ERROR_LAUNCH, "argument %d (DC_ARG_%s, %u bytes) does not match the kernel's %u-byte parameter %d",
                                i, dc__arg_type_name(t), dc__arg_size(t), fn->param_sizes[p], p);
        }
        p++;
    }
    if (fn->param_count >= 0 && p != fn->param_count)
        return dc__fail(DC_ERROR_LAUNCH, "the kernel takes %d parameters, %d given (argument %d is the first %s)",
                        fn->param_count, p, DC__MIN(p, fn->param_count), p > fn->param_count ? "extra one" : "missing one");
    if (shared > 0xFFFFFFFFu) return dc__fail(DC_ERROR_INVALID_ARGUMENT, "%llu bytes of shared memory requested", (unsigned long long)shared);
    return DC_SUCCESS;
}

static dc_result dc__launch_resolve(dc_context *ctx, const dc_launch_desc *desc, dc__launch_plan *plan) {
    dc__device *dev = plan->dev;
    const dc__kernel_obj *k;
    uint64_t threads = (uint64_t)plan->block[0] * plan->block[1] * plan->block[2];
    dc_result r = DC_SUCCESS;
    int i;
    /* One lock for every handle of the launch: the kernel, the stream and the buffers. */
    dc__mutex_lock(&ctx->lock);
    k = (const dc__kernel_obj *)dc__pool_get_locked(ctx, DC__T_KERNEL, desc->kernel.id, "dc_launch_desc.kernel");
    if (!k) r = DC_ERROR_INVALID_HANDLE;
    else if (desc->stream.id == 0) plan->stream = dev->default_stream_obj;
    else if (!(plan->stream = (dc__stream_obj *)dc__pool_get_locked(ctx, DC__T_STREAM, desc->stream.id, "dc_launch_desc.stream"))) r = DC_ERROR_INVALID_HANDLE;
    else if (plan->stream->device != desc->device)
        r = dc__fail(DC_ERROR_INVALID_ARGUMENT, "dc_launch_desc.stream belongs to device %d, the launch is on device %d", plan->stream->device, desc->device);
    for (i = 0; i < desc->arg_count && r == DC_SUCCESS; i++) {
        char what[48];
        const dc__buffer_obj *b;
        if (desc->args[i].type != DC_ARG_TYPE_BUFFER) continue;
        snprintf(what, sizeof what, "argument %d", i);
        if (!(b = (const dc__buffer_obj *)dc__pool_get_locked(ctx, DC__T_BUFFER, desc->args[i].value.buffer.id, what))) r = DC_ERROR_INVALID_HANDLE;
        else if (b->device != desc->device)
            r = dc__fail(DC_ERROR_INVALID_ARGUMENT, "argument %d is a buffer of device %d, the launch is on device %d", i, b->device, desc->device);
        else plan->mems[i] = b->mem;
    }
    dc__mutex_unlock(&ctx->lock);
    if (r != DC_SUCCESS) return r;
    plan->fn = &k->fns[desc->device];
    plan->kernel_name = k->name;
    if (!plan->fn->native)
        return dc__fail(DC_ERROR_KERNEL_NOT_FOUND, "kernel '%s' is not built for device %d (%s): its module has no %s containing it",
                        k->name, desc->device, dev->info.name, dev->backend->source_kind);
    if (plan->fn->max_block && threads > plan->fn->max_block)
        return dc__fail(DC_ERROR_INVALID_ARGUMENT, "dc_launch_desc.block %ux%ux%u = %llu threads exceeds kernel '%s''s limit of %u on device %d",
                        plan->block[0], plan->block[1], plan->block[2], (unsigned long long)threads, k->name, plan->fn->max_block, desc->device);
    if ((r = dc__launch_check_args(plan)) != DC_SUCCESS) dc__fail_append(" (kernel '%s' on device %d)", k->name, desc->device);
    return r;
}

/* The block size of launches that leave it to the library (dispatch chunks, pipeline
   stages): 256 threads, within the kernel's and the device's limits. */
static uint32_t dc__default_block(const dc__device *dev, const dc__kernel_fn *fn) {
    uint32_t b = 256;
    if (fn && fn->max_block) b = DC__MIN(b, fn->max_block);
    return DC__MIN(b, (uint32_t)DC__MAX(dev->info.max_block_size, 1));
}
static dc_result dc__launch_issue(dc_context *ctx, const dc__launch_plan *plan) {
    dc_result r;
    if (plan->stream->is_default) dc__default_issue(plan->dev);
    r = plan->dev->backend->launch(ctx, plan->dev, plan->stream->native, plan->fn, plan->grid, plan->block, plan->shared_bytes,
                                   plan->args, plan->arg_count, plan->mems);
    if (r != DC_SUCCESS) dc__fail_append(" (kernel '%s' on device %d)", plan->kernel_name, plan->dev->index);
    return r;
}

DC_API dc_result dc_launch(dc_context *ctx, const dc_launch_desc *desc) {
    dc__launch_plan plan;
    dc_result r;
    DC__ENTER("dc_launch");
    if (!ctx || !desc) return dc__fail(DC_ERROR_INVALID_ARGUMENT, "%s is NULL", !ctx ? "ctx" : "desc");
    if ((r = dc__launch_check(ctx, desc, &plan)) != DC_SUCCESS || (r = dc__launch_resolve(ctx, desc, &plan)) != DC_SUCCESS) return r;
    return dc__launch_issue(ctx, &plan);
}

/* ============================== balancing and dispatch  >>balance ============================== */

/* A partition being built: the chosen devices, their weights, and the ranges so far. */
typedef struct dc__split {
    int n;                        /* devices taking part */
    int device[DC__SPLIT_MAX];
    double weight[DC__SPLIT_MAX];
    uint64_t cap[DC__SPLIT_MAX];  /* MEMORY_AWARE: items a device holds at once */
    dc_range *out;
    int capacity, count;
} dc__split;

static void dc__split_emit(dc__split *sp, int slot, uint64_t first, uint64_t count) {
    if (count == 0) return;
    if (sp->count < sp->capacity && sp->out) {
        sp->out[sp->count].device = sp->device[slot];
        sp->out[sp->count].first = first;
        sp->out[sp->count].count = count;
    }
    sp->count++;
}
/* Rounds up to the granularity, but never past what is left. */
static uint64_t dc__round_items(uint64_t want, uint64_t granularity, uint64_t left) {
    uint64_t r = want % granularity ? want + (granularity - want % granularity) : want;
    return r < want || r > left ? left : r;
}

/* One range per device in proportion to the weights, each at most cap items; repeated
   while items are left (only MEMORY_AWARE's caps make a second pass). */
static void dc__split_static(dc__split *sp, uint64_t items, uint64_t granularity) {
    uint64_t at = 0;
    while (at < items) {
        double total = 0;
        uint64_t pass_start = at, left = items - at;
        int i, last = -1;
        for (i = 0; i < sp->n; i++)
            if (sp->weight[i] > 0) { total += sp->weight[i]; last = i; }
        for (i = 0; i < sp->n && at < items; i++) {
            uint64_t share;
            if (sp->weight[i] <= 0) continue;
            share = i == last ? items - at : dc__round_items((uint64_t)((double)left * (sp->weight[i] / total)), granularity, items - at);
            if (share > sp->cap[i]) share = sp->cap[i] - sp->cap[i] % granularity;  /* caps hold at least one granule */
            dc__split_emit(sp, i, at, share);
            at += share;
        }
        if (at == pass_start) break;  /* nothing fits: the caller checked that one item does */
    }
}

/* Chunks handed out in order to the device that is free first at the weights' speeds
   (ties: the earlier device); GUIDED shrinks them as the job drains. */
static void dc__split_greedy(dc__split *sp, uint64_t items, uint64_t granularity, uint64_t chunk, int guided) {
    double busy[DC__SPLIT_MAX], total = 0;
    uint64_t at = 0;
    int i;
    for (i = 0; i < sp->n; i++) { busy[i] = 0; total += sp->weight[i] > 0 ? sp->weight[i] : 0; }
    while (at < items) {
        uint64_t size = chunk;
        int best = -1;
        for (i = 0; i < sp->n; i++)
            if (sp->weight[i] > 0 && (best < 0 || busy[i] < busy[best])) best = i;
        if (guided) {
            uint64_t g = (uint64_t)((double)(items - at) * sp->weight[best] / (2.0 * total));
            size = g > chunk ? g : chunk;
        }
        size = dc__round_items(size, granularity, items - at);
        dc__split_emit(sp, best, at, size);
        busy[best] += (double)size / sp->weight[best];
        at += size;
    }
}

static dc_result dc__partition(dc_context *ctx, uint64_t items, const dc_partition_desc *desc, dc_range *ranges, int *range_count) {
    dc__split sp;
    uint64_t granularity = desc->granularity ? desc->granularity : 1, chunk;
    dc_balance strategy = desc->strategy == DC_BALANCE_AUTO ? DC_BALANCE_STATIC : desc->strategy;
    int i, capacity = *range_count;
    dc_result r;
    memset(&sp, 0, sizeof sp);
    sp.n = desc->devices ? desc->device_count : ctx->device_count;
    for (i = 0; i < sp.n; i++) {
        const dc_device_info *info;
        sp.device[i] = desc->devices ? desc->devices[i] : i;
        info = &ctx->devices[sp.device[i]].info;
        sp.weight[i] = desc->weights ? desc->weights[i] : (double)DC__MAX(info->compute_units, 1) * (double)DC__MAX(info->clock_mhz, 1);
        sp.cap[i] = UINT64_MAX;
        if (strategy == DC_BALANCE_MEMORY_AWARE && sp.weight[i] > 0) {
            uint64_t free_bytes = 0, total_bytes = 0, reserve;
            if ((r = dc__device_memory(ctx, &ctx->devices[sp.device[i]], &free_bytes, &total_bytes)) != DC_SUCCESS) return r;
            reserve = desc->reserve_bytes ? desc->reserve_bytes : free_bytes / 16;
            sp.cap[i] = free_bytes > reserve ? (free_bytes - reserve) / desc->bytes_per_item : 0;
            if (sp.cap[i] < granularity) sp.cap[i] = 0;
            if (sp.cap[i] == 0) sp.weight[i] = 0;  /* not one granule fits: left out */
        }
    }
    *range_count = 0;
    if (items == 0) return DC_SUCCESS;
    for (i = 0; i < sp.n && sp.weight[i] <= 0; i++) {}
    if (i == sp.n)
        return strategy == DC_BALANCE_MEMORY_AWARE
            ? dc__fail(DC_ERROR_OUT_OF_DEVICE_MEMORY, "not one granule of %llu items (%llu bytes each) fits on any chosen device",
                       (unsigned long long)granularity, (unsigned long long)desc->bytes_per_item)
            : dc__fail(DC_ERROR_INVALID_ARGUMENT, "dc_partition_desc.weights are all 0: no device takes part");
    sp.out = ranges;
    sp.capacity = ranges ? capacity : 0;
    chunk = desc->chunk ? desc->chunk : items / (8 * (uint64_t)sp.n);
    chunk = dc__round_items(DC__MAX(chunk, granularity), granularity, UINT64_MAX);
    if (strategy == DC_BALANCE_DYNAMIC || strategy == DC_BALANCE_GUIDED) dc__split_greedy(&sp, items, granularity, chunk, strategy == DC_BALANCE_GUIDED);
    else dc__split_static(&sp, items, granularity);
    *range_count = sp.count;
    if (ranges && sp.count > capacity)
        return dc__fail(DC_ERROR_OUT_OF_RANGE, "the split has %d ranges, more than the %d that ranges holds (*range_count now says how many)",
                        sp.count, capacity);
    return DC_SUCCESS;
}

DC_API dc_result dc_partition(dc_context *ctx, uint64_t items, const dc_partition_desc *desc, dc_range *ranges, int *range_count) {
    dc_partition_desc d;
    dc_result r;
    int i, j, n;
    DC__ENTER("dc_partition");
    if (!ctx || !range_count) return dc__fail(DC_ERROR_INVALID_ARGUMENT, "%s is NULL", !ctx ? "ctx" : "range_count");
    if (desc) d = *desc; else memset(&d, 0, sizeof d);
    if (ranges && *range_count < 0) return dc__fail(DC_ERROR_INVALID_ARGUMENT, "*range_count (the capacity of ranges) is %d", *range_count);
    if ((unsigned)d.strategy >= DC_BALANCE_COUNT)
        return dc__fail(DC_ERROR_INVALID_ARGUMENT, "dc_partition_desc.strategy %d is not a dc_balance", (int)d.strategy);
    if (d.devices && (d.device_count <= 0 || d.device_count > DC__SPLIT_MAX))
        return dc__fail(DC_ERROR_INVALID_ARGUMENT, "dc_partition_desc.device_count is %d (1..%d with devices)", d.device_count, DC__SPLIT_MAX);
    if (!d.devices && ctx->device_count > DC__SPLIT_MAX)
        return dc__fail(DC_ERROR_UNSUPPORTED, "the context has %d devices; a partition takes at most %d", ctx->device_count, DC__SPLIT_MAX);
    n = d.devices ? d.device_count : ctx->device_count;
    for (i = 0; d.devices && i < n; i++) {
        if ((r = dc__check_device(ctx, d.devices[i], "dc_partition_desc.devices[i]")) != DC_SUCCESS) return r;
        for (j = 0; j < i; j++)
            if (d.devices[j] == d.devices[i]) return dc__fail(DC_ERROR_INVALID_ARGUMENT, "dc_partition_desc.devices lists device %d twice", d.devices[i]);
    }
    for (i = 0; d.weights && i < n; i++)
        if (!(d.weights[i] >= 0 && d.weights[i] <= 1e300))  /* also NaN */
            return dc__fail(DC_ERROR_INVALID_ARGUMENT, "dc_partition_desc.weights[%d] = %g (must be >= 0 and finite)", i, d.weights[i]);
    if (d.strategy == DC_BALANCE_MEMORY_AWARE && d.bytes_per_item == 0)
        return dc__fail(DC_ERROR_INVALID_ARGUMENT, "DC_BALANCE_MEMORY_AWARE needs dc_partition_desc.bytes_per_item");
    return dc__partition(ctx, items, &d, ranges, range_count);
}

/* ============================== dispatch: one kernel over every device  >>dispatch ============================== */
/* --- element types: partial results now, collectives later --- */

static const unsigned char dc__dtype_sizes[DC_DTYPE_COUNT] = { 4, 8, 2, 2, 1, 1, 4, 4, 8, 8 };
DC_API size_t dc_dtype_size(dc_dtype t) { return (unsigned)t < DC_DTYPE_COUNT ? dc__dtype_sizes[t] : 0; }
DC_API const char *dc_dtype_name(dc_dtype t) {
    static const char *const names[DC_DTYPE_COUNT] = { "f32", "f64", "f16", "bf16", "i8", "u8", "i32", "u32", "i64", "u64" };
    return (unsigned)t < DC_DTYPE_COUNT ? names[t] : "unknown";
}
DC_API const char *dc_op_name(dc_op op) {
    static const char *const names[DC_OP_COUNT] = { "sum", "prod", "min", "max", "avg" };
    return (unsigned)op < DC_OP_COUNT ? names[op] : "unknown";
}
static int dc__dtype_is_float(dc_dtype t) { return t <= DC_BF16; }
static int dc__dtype_is_signed(dc_dtype t) { return t == DC_I8 || t == DC_I32 || t == DC_I64; }

/* IEEE half and bfloat16 from and to float, rounding to nearest even. */
static float dc__bits_to_f32(uint32_t u) { float f; memcpy(&f, &u, 4); return f; }
static uint32_t dc__f32_to_bits(float f) { uint32_t u; memcpy(&u, &f, 4); return u; }
static float dc__f16_to_f32(uint16_t h) {
    uint32_t sign = (uint32_t)(h >> 15) << 31, e = (h >> 10) & 31, m = h & 1023;
    if (e == 31) return dc__bits_to_f32(sign | 0x7F800000u | (m << 13));
    if (e == 0) return (sign ? -1.0f : 1.0f) * (float)m * (1.0f / 16777216.0f);   /* m x 2^-24 */
    return dc__bits_to_f32(sign | ((e + 112) << 23) | (m << 13));
}
static uint16_t dc__f32_to_f16(float f) {
    uint32_t u = dc__f32_to_bits(f), sign = (u >> 16) & 0x8000u, a = u & 0x7FFFFFFFu;
    if (a >= 0x7F800000u) return (uint16_t)(sign | 0x7C00u | (a > 0x7F800000u ? 0x200u : 0));   /* inf, NaN */
    if (a >= 0x477FF000u) return (uint16_t)(sign | 0x7C00u);          /* rounds past 65504: inf */
    if (a < 0x38800000u) {                                             /* subnormal half (or 0) */
        float scaled = dc__bits_to_f32(a) * 16777216.0f;               /* exact; in units of 2^-24 */
        uint32_t m = (uint32_t)scaled;
        float rest = scaled - (float)m;
        if (rest > 0.5f || (rest == 0.5f && (m & 1))) m++;
        return (uint16_t)(sign | m);
    }
    a += 0xFFFu + ((a >> 13) & 1);                                      /* round to nearest even */
    return (uint16_t)(sign | ((a - 0x38000000u) >> 13));
}
static float dc__bf16_to_f32(uint16_t h) { return dc__bits_to_f32((uint32_t)h << 16); }
static uint16_t dc__f32_to_bf16(float f) {
    uint32_t u = dc__f32_to_bits(f);
    if ((u & 0x7FFFFFFFu) > 0x7F800000u) return (uint16_t)((u >> 16) | 0x40);   /* quiet NaN */
    return (uint16_t)((u + 0x7FFFu + ((u >> 16) & 1)) >> 16);
}
static double dc__load_float(dc_dtype t, const unsigned char *p) {
    float f; double d; uint16_t h;
    switch (t) {
    case DC_F32: memcpy(&f, p, 4); return f;
    case DC_F64: memcpy(&d, p, 8); return d;
    case DC_F16: memcpy(&h, p, 2); return dc__f16_to_f32(h);
    default:     memcpy(&h, p, 2); return dc__bf16_to_f32(h);
    }
}
static void dc__store_float(dc_dtype t, unsigned char *p, double v) {
    float f = (float)v; uint16_t h;
    switch (t) {
    case DC_F32: memcpy(p, &f, 4); break;
    case DC_F64: memcpy(p, &v, 8); break;
    case DC_F16: h = dc__f32_to_f16(f); memcpy(p, &h, 2); break;
    default:     h = dc__f32_to_bf16(f); memcpy(p, &h, 2); break;
    }
}
/* Integers as 64 bits: sign-extended for signed types, so comparisons work on int64_t. */
static uint64_t dc__load_int(dc_dtype t, const unsigned char *p) {
    uint64_t u = 0;
    size_t n = dc__dtype_sizes[t];
    memcpy(&u, p, n);   /* little-endian hosts: the low bytes */
    if (dc__dtype_is_signed(t) && n < 8 && (u >> (8 * n - 1)) & 1) u |= ~(uint64_t)0 << (8 * n);
    return u;
}
static void dc__store_int(dc_dtype t, unsigned char *p, uint64_t v) { memcpy(p, &v, dc__dtype_sizes[t]); }

/* The value that leaves every other unchanged under op, written to out (dtype size bytes). */
static void dc__dtype_identity(dc_dtype t, dc_op op, unsigned char *out) {
    int bits = 8 * dc__dtype_sizes[t];
    if (dc__dtype_is_float(t)) {
        double inf = HUGE_VAL;
        dc__store_float(t, out, op == DC_PROD ? 1.0 : op == DC_MIN ? inf : op == DC_MAX ? -inf : 0.0);
    } else if (op == DC_PROD) {
        dc__store_int(t, out, 1);
    } else if (op == DC_MIN) {
        dc__store_int(t, out, dc__dtype_is_signed(t) ? (~(uint64_t)0 >> (65 - bits)) : ~(uint64_t)0);
    } else if (op == DC_MAX) {
        dc__store_int(t, out, dc__dtype_is_signed(t) ? (uint64_t)1 << (bits - 1) : 0);
    } else {
        dc__store_int(t, out, 0);
    }
}
/* acc[i] = acc[i] op x[i] for n elements: floats in their own precision (f16/bf16 in
   float), integers wrapping; MIN and MAX give NaN when either side is NaN. */
static void dc__dtype_combine(dc_dtype t, dc_op op, unsigned char *acc, const unsigned char *x, uint64_t n) {
    size_t size = dc__dtype_sizes[t];
    uint64_t i;
    for (i = 0; i < n; i++, acc += size, x += size) {
        if (dc__dtype_is_float(t)) {
            double a = dc__load_float(t, acc), b = dc__load_float(t, x), r;
            if (t != DC_F64) { a = (float)a; b = (float)b; }
            switch (op) {
            case DC_SUM:  r = a + b; break;
            case DC_PROD: r = a * b; break;
            case DC_MIN:  r = a != a || b != b ? a + b : b < a ? b : a; break;
            default:      r = a != a || b != b ? a + b : b > a ? b : a; break;
            }
            dc__store_float(t, acc, r);
        } else {
            uint64_t a = dc__load_int(t, acc), b = dc__load_int(t, x), r;
            int less = dc__dtype_is_signed(t) ? (int64_t)b < (int64_t)a : b < a;
            switch (op) {
            case DC_SUM:  r = a + b; break;
            case DC_PROD: r = a * b; break;
            case DC_MIN:  r = less ? b : a; break;
            default:      r = !less && b != a ? b : a; break;
            }
            dc__store_int(t, acc, r);
        }
    }
}

/* dc_dispatch in four parts: checks of the descriptor; a job (the split, per device a
   worker with its streams, slot buffers and resolved launches); the workers (a host
   thread per device that keeps two chunks in flight and hands work back when its device
   fails); and the report, including the learned models that AUTO uses next time. */

#ifdef DC_FAULT_INJECTION
static volatile long dc__fault_device = -1, dc__fault_device_after, dc__fault_device_chunks;
DC_API void dc_debug_fail_device(int device, long n) {
    dc__atomic_store(&dc__fault_device_chunks, 0);
    dc__atomic_store(&dc__fault_device_after, n);
    dc__atomic_store(&dc__fault_device, n > 0 ? device : -1);
}
/* The test hook: DC_ERROR_LAUNCH when this chunk of `device` is one that must fail. */
static dc_result dc__injected_device_fault(int device) {
    if (dc__atomic_load(&dc__fault_device) != device) return DC_SUCCESS;
    if (dc__atomic_add(&dc__fault_device_chunks, 1) < dc__atomic_load(&dc__fault_device_after)) return DC_SUCCESS;
    return dc__fail(DC_ERROR_LAUNCH, "injected fault on device %d (dc_debug_fail_device)", device);
}
static volatile long dc__debug_turns;
DC_API void dc_debug_kernels_take_turns(int on) { dc__atomic_store(&dc__debug_turns, on != 0); }
#define DC__HAVE_DEVICE_FAULT 1
#endif

/* A per-(kernel, device) model of dc_dispatch: a chunk stream of n items takes
   a_ms + n / items_per_ms, transfers included. */
typedef struct dc__dmodel { uint64_t kernel; int device; double a_ms, items_per_ms; } dc__dmodel;

#define DC__DSLOTS 2                   /* chunks in flight per device: double buffering */
/* A device that works in host memory (a CPU) gets one slot: its "transfers" are memcpys by
   the same cores, overlap gains nothing there, and PoCL 5's CPU driver was seen to abort
   (pocl_release_dlhandle_cache) when two commands of one kernel ran at once. */
#define DC__DCHUNK_BYTES ((uint64_t)32 << 20)   /* default chunk: about this many slice bytes */

typedef struct dc__dpart { uint64_t first; unsigned char *data; } dc__dpart;   /* one chunk's partial results */

typedef struct dc__dchunk {
    uint64_t first, count;
    int written;                       /* its write-back to the host arrays has begun */
    void *ev[4];                       /* before upload, before kernel, after kernel, after download */
} dc__dchunk;

typedef struct dc__djob dc__djob;
typedef struct dc__dworker {
    dc__djob *job;
    int index;                         /* in the job */
    dc__device *dev;
    dc_dispatch_device_report *rep;
    uint64_t chunk_cap;                /* most items per chunk (memory and desc.chunk) */
    double weight;
    dc_stream stream[DC__DSLOTS];
    dc_buffer *buf;                    /* [slot * arg_count + arg]: slices and partials; broadcasts in slot 0 */
    dc_arg *args;                      /* [slot * arg_count + arg] */
    dc__launch_plan plan[DC__DSLOTS];
    dc_range *own;                     /* STATIC, MEMORY_AWARE, AUTO: its ranges, in order */
    int own_count, own_at;
    int slots;                         /* chunks in flight: DC__DSLOTS, 1 on host-memory devices */
    int failed, started, retired;      /* retired: DYNAMIC/GUIDED judged the others faster for the rest */
    int serial, serial_held;           /* its chunks run one at a time process-wide (see dc__dserial) */
    double rate;                       /* items per ms: the model's, then measured as chunks come back */
    /* for the model: when the first and the last chunk came back, and the items by then */
    double t_start, t_first, t_last;
    uint64_t first_items;
    dc__thread thread;
    dc__thread_start start;
} dc__dworker;

struct dc__djob {
    dc_context *ctx;
    const dc_dispatch_desc *desc;
    uint64_t granularity, min_chunk;
    int tpi;                           /* threads per item */
    dc_balance mode;                   /* what runs: STATIC (also AUTO with models), DYNAMIC, GUIDED */
    double t0;
    dc__mutex lock;                    /* next, orphans, parts, busy */
    dc__cond cond;
    uint64_t next;                     /* DYNAMIC, GUIDED: the first item not handed out */
    double weight_sum;
    dc_range *orphans;                 /* work of failed devices, for the others */
    uint32_t orphan_count, orphan_capacity;
    dc__dpart *parts;
    uint32_t part_count, part_capacity;
    dc_range *done;                    /* completed chunks (for the all-failed message) */
    uint32_t done_count, done_capacity;
    int busy;                          /* workers not waiting for orphans nor gone */
    int has_inout;                     /* a chunk cannot be redone once it began writing back */
    dc_result lost;                    /* set when such a chunk failed: the dispatch fails */
    char lost_text[256];
    uint64_t part_bytes;               /* bytes of all PARTIAL results of one chunk */
    dc__dworker *w;
    int n;
};

/* Bytes per item of a slice argument (elements x element size), 0 for the other kinds. */
static uint64_t dc__dslice_row(const dc_dispatch_arg *a) {
    if (a->kind != DC_DISPATCH_IN && a->kind != DC_DISPATCH_OUT && a->kind != DC_DISPATCH_INOUT) return 0;
    return (a->elements ? a->elements : 1) * a->element_size;
}
static int dc__dslice_reads(const dc_dispatch_arg *a) { return a->kind == DC_DISPATCH_IN || a->kind == DC_DISPATCH_INOUT; }
static int dc__dslice_writes(const dc_dispatch_arg *a) { return a->kind == DC_DISPATCH_OUT || a->kind == DC_DISPATCH_INOUT; }
static uint64_t dc__dpart_bytes(const dc_dispatch_arg *a) { return a->elements * dc__dtype_sizes[a->dtype]; }

/* --- checks --- */

static dc_result dc__dispatch_check(dc_context *ctx, const dc_dispatch_desc *d) {
    int i, j;
    if (d->arg_count < 1 || d->arg_count > DC__MAX_ARGS || !d->args)
        return dc__fail(DC_ERROR_INVALID_ARGUMENT, "dc_dispatch_desc.arg_count is %d (1..%d, with args non-NULL)", d->arg_count, DC__MAX_ARGS);
    if ((unsigned)d->strategy >= DC_BALANCE_COUNT)
        return dc__fail(DC_ERROR_INVALID_ARGUMENT, "dc_dispatch_desc.strategy %d is not a dc_balance", (int)d->strategy);
    if (d->devices && (d->device_count <= 0 || d->device_count > DC_DISPATCH_MAX_DEVICES))
        return dc__fail(DC_ERROR_INVALID_ARGUMENT, "dc_dispatch_desc.device_count is %d (1..%d with devices)", d->device_count, DC_DISPATCH_MAX_DEVICES);
    if (!d->devices && ctx->device_count > DC_DISPATCH_MAX_DEVICES)
        return dc__fail(DC_ERROR_UNSUPPORTED, "the context has %d devices; a dispatch takes at most %d (list them in dc_dispatch_desc.devices)",
                        ctx->device_count, DC_DISPATCH_MAX_DEVICES);
    for (i = 0; d->devices && i < d->device_count; i++) {
        dc_result r = dc__check_device(ctx, d->devices[i], "dc_dispatch_desc.devices[i]");
        if (r != DC_SUCCESS) return r;
        for (j = 0; j < i; j++)
            if (d->devices[j] == d->devices[i]) return dc__fail(DC_ERROR_INVALID_ARGUMENT, "dc_dispatch_desc.devices lists device %d twice", d->devices[i]);
    }
    if (d->weights) {
        double sum = 0;
        for (i = 0; i < (d->devices ? d->device_count : ctx->device_count); i++) {
            if (!(d->weights[i] >= 0 && d->weights[i] <= 1e300))
                return dc__fail(DC_ERROR_INVALID_ARGUMENT, "dc_dispatch_desc.weights[%d] = %g (must be >= 0 and finite)", i, d->weights[i]);
            sum += d->weights[i];
        }
        if (sum <= 0) return dc__fail(DC_ERROR_INVALID_ARGUMENT, "dc_dispatch_desc.weights are all 0: no device takes part");
    }
    for (i = 0; i < d->arg_count; i++) {
        const dc_dispatch_arg *a = &d->args[i];
        uint64_t row = dc__dslice_row(a);
        switch (a->kind) {
        case DC_DISPATCH_IN: case DC_DISPATCH_OUT: case DC_DISPATCH_INOUT: case DC_DISPATCH_BROADCAST:
            if (!a->host) return dc__fail(DC_ERROR_INVALID_ARGUMENT, "argument %d: the host array is NULL", i);
            if (!a->element_size) return dc__fail(DC_ERROR_INVALID_ARGUMENT, "argument %d: element_size is 0", i);
            if (a->kind != DC_DISPATCH_IN && (a->halo_before || a->halo_after))
                return dc__fail(DC_ERROR_INVALID_ARGUMENT, "argument %d: only IN slices may have a halo", i);
            if (a->kind == DC_DISPATCH_BROADCAST) {
                if (!a->elements) return dc__fail(DC_ERROR_INVALID_ARGUMENT, "argument %d: a broadcast of 0 elements", i);
                if (a->elements > UINT64_MAX / a->element_size || a->elements * a->element_size > (uint64_t)(size_t)-1)
                    return dc__fail(DC_ERROR_OUT_OF_RANGE, "argument %d: %llu elements of %llu bytes overflow", i,
                                    (unsigned long long)a->elements, (unsigned long long)a->element_size);
            } else if ((a->elements && a->element_size > UINT64_MAX / a->elements) || (row && d->items > ((uint64_t)(size_t)-1) / row)) {
                return dc__fail(DC_ERROR_OUT_OF_RANGE, "argument %d: %llu items x %llu elements x %llu bytes overflow", i,
                                (unsigned long long)d->items, (unsigned long long)(a->elements ? a->elements : 1), (unsigned long long)a->element_size);
            }
            break;
        case DC_DISPATCH_RESIDENT:
            if (!a->buffers) return dc__fail(DC_ERROR_INVALID_ARGUMENT, "argument %d: RESIDENT without buffers", i);
            break;
        case DC_DISPATCH_ITEM_COUNT: case DC_DISPATCH_ITEM_FIRST:
            break;
        case DC_DISPATCH_SCALAR:
            if (a->scalar.type < DC_ARG_TYPE_I32 || a->scalar.type > DC_ARG_TYPE_F64)
                return dc__fail(DC_ERROR_INVALID_ARGUMENT, "argument %d: SCALAR holds DC_ARG_%s, not a scalar", i, dc__arg_type_name(a->scalar.type));
            break;
        case DC_DISPATCH_PARTIAL:
            if (!a->host) return dc__fail(DC_ERROR_INVALID_ARGUMENT, "argument %d: the partial result's host array is NULL", i);
            if ((unsigned)a->dtype >= DC_DTYPE_COUNT) return dc__fail(DC_ERROR_INVALID_ARGUMENT, "argument %d: dtype %d is not a dc_dtype", i, (int)a->dtype);
            if ((unsigned)a->op > DC_MAX)
                return dc__fail(DC_ERROR_INVALID_ARGUMENT, "argument %d: op %s is not one of SUM, PROD, MIN, MAX", i, dc_op_name(a->op));
            if (!a->elements || a->elements > ((uint64_t)1 << 32)) return dc__fail(DC_ERROR_INVALID_ARGUMENT, "argument %d: a partial result of %llu elements", i, (unsigned long long)a->elements);
            break;
        default:
            return dc__fail(DC_ERROR_INVALID_ARGUMENT, "argument %d has no valid kind (%d); use the dc_dispatch_* functions", i, (int)a->kind);
        }
    }
    /* Results written back must not land on each other, nor on a halo another device reads. */
    for (i = 0; i < d->arg_count; i++)
        for (j = 0; j < d->arg_count; j++) {
            const dc_dispatch_arg *a = &d->args[i], *b = &d->args[j];
            const unsigned char *pa = (const unsigned char *)a->host, *pb = (const unsigned char *)b->host;
            if (i == j || !dc__dslice_writes(a) || !dc__dslice_row(b) || (j < i && dc__dslice_writes(b))) continue;
            if (!dc__dslice_writes(b) && !b->halo_before && !b->halo_after) continue;
            if (d->items && pa < pb + d->items * dc__dslice_row(b) && pb < pa + d->items * dc__dslice_row(a))
                return dc__fail(DC_ERROR_INVALID_ARGUMENT, "arguments %d and %d overlap in host memory, and %d is written back%s", i, j, i,
                                dc__dslice_writes(b) ? "" : " while the other's halo is read");
        }
    return DC_SUCCESS;
}

/* --- models (AUTO) --- */

static dc__dmodel *dc__dmodel_find(dc_context *ctx, uint64_t kernel, int device) {
    uint32_t i;
    for (i = 0; i < ctx->model_count; i++)
        if (ctx->models[i].kernel == kernel && ctx->models[i].device == device) return &ctx->models[i];
    return NULL;
}
/* Folds one dispatch's observation into the model (a running mean that favours the new). */
static void dc__dmodel_learn(dc_context *ctx, uint64_t kernel, int device, double a_ms, double items_per_ms) {
    dc__dmodel *m;
    dc__mutex_lock(&ctx->lock);
    m = dc__dmodel_find(ctx, kernel, device);
    if (!m && dc__grow(ctx, (void **)&ctx->models, &ctx->model_capacity, ctx->model_count + 1, sizeof *m)) {
        m = &ctx->models[ctx->model_count++];
        m->kernel = kernel;
        m->device = device;
        m->a_ms = 0;   /* a first dispatch pays one-time costs (pinned buffers, kernel JIT): its fixed cost is not kept */
        m->items_per_ms = items_per_ms;
    } else if (m) {
        m->a_ms = 0.5 * (m->a_ms + a_ms);
        m->items_per_ms = 0.5 * (m->items_per_ms + items_per_ms);
    }
    dc__mutex_unlock(&ctx->lock);
}
/* CPU devices of one host share its cores: two of them running at once each go slower than
   their models (measured, maybe, while the other was idle) say, and together are no faster
   than the quicker one alone (on 2 cores, PoCL "pthread basic" took 1.069x the pthread
   device's time alone). So where their compute units together exceed the host's cores,
   AUTO keeps only the fastest CPU device (unless DC_CONTEXT_CPUS_OWN_CORES). */
static void dc__dmodel_one_cpu(dc_context *ctx, dc__djob *job, double *b) {
    int i, units = 0, fastest = -1, cores = dc__cpu_count();
    if (ctx->flags & DC_CONTEXT_CPUS_OWN_CORES) return;
    for (i = 0; i < job->n; i++)
        if (b[i] > 0 && (job->w[i].dev->info.caps & DC_CAP_CPU)) {
            units += DC__MAX(job->w[i].dev->info.compute_units, 1);
            if (fastest < 0 || b[i] > b[fastest]) fastest = i;
        }
    if (fastest < 0 || units <= cores) return;
    for (i = 0; i < job->n; i++)
        if (i != fastest && b[i] > 0 && (job->w[i].dev->info.caps & DC_CAP_CPU)) {
            b[i] = 0;
            snprintf(job->w[i].rep->left_out, sizeof job->w[i].rep->left_out,
                     "AUTO: shares the host's %d cores with the faster CPU device %d", cores, job->w[fastest].dev->index);
        }
}
/* Shares that make every device finish at the same predicted time T: n_i = b_i (T - a_i),
   T = (N + sum b_i a_i) / sum b_i, leaving out devices whose fixed cost alone reaches T.
   weight[i] becomes n_i (0 = left out); returns T, or 0 when a device has no model. */
static double dc__dmodel_split(dc_context *ctx, dc__djob *job, uint64_t items) {
    double a[DC_DISPATCH_MAX_DEVICES], b[DC_DISPATCH_MAX_DEVICES], t = 0;
    int i, changed = 1, have = 1;
    dc__mutex_lock(&ctx->lock);
    for (i = 0; i < job->n; i++) {
        dc__dmodel *m = job->w[i].weight > 0 ? dc__dmodel_find(ctx, job->desc->kernel.id, job->w[i].dev->index) : NULL;
        if (job->w[i].weight > 0 && !m) have = 0;
        a[i] = m ? m->a_ms : 0;
        b[i] = m ? m->items_per_ms : 0;
    }
    dc__mutex_unlock(&ctx->lock);
    if (!have) return 0;
    dc__dmodel_one_cpu(ctx, job, b);
    while (changed) {
        double sb = 0, sba = 0;
        changed = 0;
        for (i = 0; i < job->n; i++)
            if (b[i] > 0) { sb += b[i]; sba += b[i] * a[i]; }
        if (sb <= 0) return 0;
        t = ((double)items + sba) / sb;
        for (i = 0; i < job->n; i++)
            if (b[i] > 0 && a[i] >= t) {
                dc__dmodel *m;
                b[i] = 0;
                changed = 1;
                /* left out, it learns nothing more: halve its fixed cost so that a one-off
                   slow sample cannot keep it out for good */
                dc__mutex_lock(&ctx->lock);
                if ((m = dc__dmodel_find(ctx, job->desc->kernel.id, job->w[i].dev->index)) != NULL) m->a_ms *= 0.5;
                dc__mutex_unlock(&ctx->lock);
                snprintf(job->w[i].rep->left_out, sizeof job->w[i].rep->left_out,
                         "AUTO: its fixed cost %.3f ms exceeds the job's predicted %.3f ms", a[i], t);
            }
    }
    for (i = 0; i < job->n; i++) job->w[i].weight = b[i] > 0 ? b[i] * (t - a[i]) : 0;
    return t;
}

/* Rates from the models where they exist; weights from them too when the caller gave none
   and every device has one (STATIC, GUIDED and MEMORY_AWARE then split by measured speed). */
static void dc__dweights_from_models(dc__djob *job) {
    int i, all = 1;
    dc__mutex_lock(&job->ctx->lock);
    for (i = 0; i < job->n; i++) {
        dc__dmodel *m = dc__dmodel_find(job->ctx, job->desc->kernel.id, job->w[i].dev->index);
        job->w[i].rate = m ? m->items_per_ms : 0;
        all &= m != NULL;
    }
    dc__mutex_unlock(&job->ctx->lock);
    for (i = 0; all && !job->desc->weights && i < job->n; i++)
        if (job->w[i].weight > 0) job->w[i].weight = job->w[i].rate;
}

/* --- work hand-out --- */

/* The other devices still taking work: their summed rate and the fastest one's. */
static void dc__dothers(dc__djob *job, const dc__dworker *w, double *sum, double *best) {
    int i;
    *sum = *best = 0;
    for (i = 0; i < job->n; i++) {
        const dc__dworker *o = &job->w[i];
        if (o == w || !o->started || o->failed || o->retired || o->rate <= 0) continue;
        *sum += o->rate;
        *best = DC__MAX(*best, o->rate);
    }
}
/* DYNAMIC and GUIDED near the end: a device takes a chunk only if it would finish it before
   the others could finish everything left (which takes them at least the remaining items
   over their summed rate, and at least this chunk over the fastest one's rate). So a slow
   CPU stops taking chunks that would outlast the GPUs. A device whose rate is not known
   yet while others' are starts with a probe chunk of 1/16 the size. */
static uint64_t dc__dshared_size(dc__djob *job, dc__dworker *w, uint64_t size) {
    uint64_t left = job->desc->items - job->next;
    double sum, best;
    dc__dothers(job, w, &sum, &best);
    if (sum <= 0) return size;
    if (w->rate <= 0) return dc__round_items(DC__MAX(size / 16, 1), job->granularity, left);
    if ((double)size / w->rate > DC__MAX((double)left / sum, (double)size / best)) {
        w->retired = 1;
        snprintf(w->rep->left_out, sizeof w->rep->left_out, "the others finish the rest sooner (%.0f vs %.0f items/ms)", w->rate, sum);
        return 0;
    }
    return size;
}

static int dc__dpush(dc__djob *job, dc_range **list, uint32_t *count, uint32_t *capacity, uint64_t first, uint64_t n) {
    if (!n) return 1;
    if (!dc__grow(job->ctx, (void **)list, capacity, *count + 1, sizeof(dc_range))) return 0;
    (*list)[*count].device = -1;
    (*list)[*count].first = first;
    (*list)[(*count)++].count = n;
    return 1;
}
/* Takes at most `cap` items (a granule multiple) off the front of a range. */
static int dc__dtake_from(dc_range *r, uint64_t cap, uint64_t *first, uint64_t *count) {
    if (!r->count) return 0;
    *first = r->first;
    *count = DC__MIN(cap, r->count);
    r->first += *count;
    r->count -= *count;
    return 1;
}
/* The next chunk for worker w: its own ranges, then the shared counter, then what failed
   devices left. 0 when there is nothing right now. Under job->lock. */
static int dc__dtake(dc__djob *job, dc__dworker *w, uint64_t *first, uint64_t *count) {
    uint64_t items = job->desc->items;
    uint32_t i;
    while (w->own_at < w->own_count)
        if (dc__dtake_from(&w->own[w->own_at], w->chunk_cap, first, count)) return 1;
        else w->own_at++;
    if ((job->mode == DC_BALANCE_DYNAMIC || job->mode == DC_BALANCE_GUIDED) && job->next < items && w->weight > 0 && !w->retired) {
        uint64_t size = job->min_chunk;
        if (job->mode == DC_BALANCE_GUIDED) {
            uint64_t g = (uint64_t)((double)(items - job->next) * w->weight / (2.0 * job->weight_sum));
            size = DC__MAX(g, size);
        }
        size = dc__round_items(DC__MIN(size, w->chunk_cap), job->granularity, items - job->next);
        if ((size = dc__dshared_size(job, w, size)) == 0) return 0;
        *first = job->next;
        *count = size;
        job->next += size;
        return 1;
    }
    for (i = 0; i < job->orphan_count; i++)
        if (dc__dtake_from(&job->orphans[i], w->chunk_cap, first, count)) return 1;
    job->orphan_count = 0;
    return 0;
}
static int dc__dorphans_left(dc__djob *job) {
    uint32_t i;
    for (i = 0; i < job->orphan_count; i++)
        if (job->orphans[i].count) return 1;
    return 0;
}

/* --- one chunk on one device --- */

static void dc__dchunk_events_free(dc__dworker *w, dc__dchunk *c) {
    int i;
    DC__CLEANUP_BEGIN();
    for (i = 0; i < 4; i++)
        if (c->ev[i]) w->dev->backend->event_destroy(w->job->ctx, w->dev, c->ev[i]);
    DC__CLEANUP_END();
    memset(c->ev, 0, sizeof c->ev);
}
static dc_result dc__dmark(dc__dworker *w, int slot, void **ev) {
    dc__stream_obj *so = (dc__stream_obj *)dc__pool_get(w->job->ctx, DC__T_STREAM, w->stream[slot].id, "stream");
    if (!so) return DC_ERROR_INVALID_HANDLE;
    return w->dev->backend->event_record(w->job->ctx, w->dev, so->native, 1, ev);
}
/* Queues uploads, partial fills and the launch of chunk c on `slot`'s stream. */
static dc_result dc__dchunk_issue(dc__dworker *w, int slot, dc__dchunk *c) {
    dc__djob *job = w->job;
    const dc_dispatch_desc *d = job->desc;
    dc_context *ctx = job->ctx;
    dc__launch_plan *plan = &w->plan[slot];
    dc_arg *args = &w->args[slot * d->arg_count];
    dc_buffer *buf = &w->buf[slot * d->arg_count];
    uint64_t threads = c->count * (uint64_t)job->tpi;
    dc_result r;
    int i;
#ifdef DC__HAVE_DEVICE_FAULT
    if ((r = dc__injected_device_fault(w->dev->index)) != DC_SUCCESS) return r;
#endif
    if ((r = dc__dmark(w, slot, &c->ev[0])) != DC_SUCCESS) return r;
    for (i = 0; i < d->arg_count; i++) {
        const dc_dispatch_arg *a = &d->args[i];
        uint64_t row = dc__dslice_row(a);
        if (a->kind == DC_DISPATCH_ITEM_COUNT) args[i].value.u64 = c->count;
        else if (a->kind == DC_DISPATCH_ITEM_FIRST) args[i].value.u64 = c->first;
        else if (a->kind == DC_DISPATCH_PARTIAL) {
            unsigned char id[8];
            dc__dtype_identity(a->dtype, a->op, id);
            r = dc__fill(ctx, w->stream[slot], buf[i], 0, dc__dpart_bytes(a), id, dc__dtype_sizes[a->dtype], 0);
        } else if (dc__dslice_reads(a)) {
            uint64_t lo = c->first - DC__MIN(c->first, a->halo_before);
            uint64_t hi = c->first + c->count + DC__MIN(a->halo_after, d->items - c->first - c->count);
            r = dc__write(ctx, w->stream[slot], buf[i], 0, (const unsigned char *)a->host + lo * row, (hi - lo) * row, 0);
            if (r == DC_SUCCESS) w->rep->upload_bytes += (hi - lo) * row;
        }
        if (r != DC_SUCCESS) return r;
    }
    if ((r = dc__dmark(w, slot, &c->ev[1])) != DC_SUCCESS) return r;
    plan->grid[0] = (uint32_t)(threads / plan->block[0] + (threads % plan->block[0] != 0));
    if ((r = dc__launch_issue(ctx, plan)) != DC_SUCCESS) return r;
    return dc__dmark(w, slot, &c->ev[2]);
}
/* Queues the downloads of chunk c, waits for it, keeps its partial results and times. */
static dc_result dc__dchunk_finish(dc__dworker *w, int slot, dc__dchunk *c) {
    dc__djob *job = w->job;
    const dc_dispatch_desc *d = job->desc;
    dc_context *ctx = job->ctx;
    dc_buffer *buf = &w->buf[slot * d->arg_count];
    unsigned char *part = NULL;
    uint64_t at = 0;
    float ms[3] = { 0, 0, 0 };
    dc_result r = DC_SUCCESS;
    int i;
    for (i = 0; i < d->arg_count && r == DC_SUCCESS; i++) {
        uint64_t row = dc__dslice_row(&d->args[i]);
        if (!dc__dslice_writes(&d->args[i])) continue;
        c->written = 1;
        r = dc__read(ctx, w->stream[slot], buf[i], 0, (unsigned char *)d->args[i].host + c->first * row, c->count * row, 0);
        if (r == DC_SUCCESS) w->rep->download_bytes += c->count * row;
    }
    if (r == DC_SUCCESS) r = dc__dmark(w, slot, &c->ev[3]);
    if (r == DC_SUCCESS) r = w->dev->backend->event_sync(ctx, w->dev, c->ev[3]);
    if (r == DC_SUCCESS && job->part_bytes) {
        if (!(part = (unsigned char *)dc__malloc(ctx, (size_t)job->part_bytes))) r = dc__fail(DC_ERROR_OUT_OF_HOST_MEMORY, "out of host memory for partial results");
        for (i = 0; i < d->arg_count && r == DC_SUCCESS; i++) {
            if (d->args[i].kind != DC_DISPATCH_PARTIAL) continue;
            r = dc__read(ctx, w->stream[slot], buf[i], 0, part + at, dc__dpart_bytes(&d->args[i]), 1);
            at += dc__dpart_bytes(&d->args[i]);
        }
    }
    for (i = 0; i < 3 && r == DC_SUCCESS; i++) r = w->dev->backend->event_elapsed(ctx, w->dev, c->ev[i], c->ev[i + 1], &ms[i]);
    dc__dchunk_events_free(w, c);
    if (r != DC_SUCCESS) { dc__free(ctx, part); return r; }
    w->rep->upload_ms += ms[0];
    w->rep->kernel_ms += ms[1];
    w->rep->download_ms += ms[2];
    w->rep->items += c->count;
    w->rep->chunks++;
    w->t_last = dc__seconds();
    if (w->rep->chunks == 1) { w->t_first = w->t_last; w->first_items = c->count; }
    dc__mutex_lock(&job->lock);
    /* the measured rate: steady state once two chunks are back; the first alone (which
       includes the start-up) only where no model gave one */
    if (w->rep->chunks >= 2 && w->t_last > w->t_first) w->rate = (double)(w->rep->items - w->first_items) / ((w->t_last - w->t_first) * 1e3);
    else if (w->rate <= 0) w->rate = (double)c->count / ((w->t_last - w->t_start) * 1e3 + 1e-6);
    if (part && dc__grow(ctx, (void **)&job->parts, &job->part_capacity, job->part_count + 1, sizeof(dc__dpart))) {
        job->parts[job->part_count].first = c->first;
        job->parts[job->part_count++].data = part;
        part = NULL;
    }
    if (!dc__dpush(job, &job->done, &job->done_count, &job->done_capacity, c->first, c->count)) r = DC_ERROR_OUT_OF_HOST_MEMORY;
    dc__mutex_unlock(&job->lock);
    if (part) { dc__free(ctx, part); r = dc__fail(DC_ERROR_OUT_OF_HOST_MEMORY, "out of host memory for partial results"); }
    return r == DC_ERROR_OUT_OF_HOST_MEMORY ? dc__fail(r, "out of host memory for the dispatch's bookkeeping") : r;
}

/* Whether device d's kernels take turns process-wide (dc__host_exec_lock). */
static int dc__takes_turns(const dc__device *d) {
#ifdef DC__HAVE_DEVICE_FAULT
    if (dc__atomic_load(&dc__debug_turns)) return 1;
#endif
    return d->kernels_take_turns;
}
/* Chunks a dispatch keeps in flight on device d: one where the device shares the host's
   memory (its copies are memcpys on the same cores), else two. */
static int dc__dispatch_slots(const dc__device *d) {
#ifdef DC__HAVE_DEVICE_FAULT
    if (dc__atomic_load(&dc__debug_turns)) return DC__DSLOTS;
#endif
    return (d->info.caps & DC_CAP_HOST_MEMORY) ? 1 : DC__DSLOTS;
}

/* --- the worker of one device --- */

static void dc__dserial(dc__dworker *w, int hold) {
    if (!w->serial || w->serial_held == hold) return;
    if (hold) dc__host_exec_acquire(); else dc__host_exec_release();
    w->serial_held = hold;
}

/* The device failed: nothing of its may still be running when others redo its chunks. */
static void dc__dworker_fail(dc__dworker *w, dc_result r, dc__dchunk *live, int live_count) {
    dc__djob *job = w->job;
    int i;
    w->failed = 1;
    w->rep->fault = r;
    {
        size_t n = DC__MIN(strlen(dc__error_text), sizeof w->rep->fault_text - 1);
        memcpy(w->rep->fault_text, dc__error_text, n);
        w->rep->fault_text[n] = 0;
    }
    dc__log(job->ctx, DC_LOG_WARN, "dc_dispatch: device %d (%s) failed, its work goes to the others: %s", w->dev->index, w->dev->info.name, dc__error_text);
    DC__CLEANUP_BEGIN();
    for (i = 0; i < w->slots; i++) {
        dc__stream_obj *so = (dc__stream_obj *)dc__pool_get(job->ctx, DC__T_STREAM, w->stream[i].id, "stream");
        if (so) dc__stream_sync(job->ctx, so);
    }
    DC__CLEANUP_END();
    dc__mutex_lock(&job->lock);
    for (i = 0; i < live_count; i++) {
        dc__dchunk_events_free(w, &live[i]);
        if (live[i].written && job->has_inout && job->lost == DC_SUCCESS) {
            /* its INOUT input in the host arrays may already hold results: a re-run would
               compute from them, so the dispatch reports the failure instead */
            job->lost = r;
            snprintf(job->lost_text, sizeof job->lost_text, "device %d failed while writing items [%llu, %llu) back; their INOUT input is lost",
                     w->dev->index, (unsigned long long)live[i].first, (unsigned long long)(live[i].first + live[i].count));
            continue;
        }
        w->rep->items_moved += live[i].count;
        if (!dc__dpush(job, &job->orphans, &job->orphan_count, &job->orphan_capacity, live[i].first, live[i].count)) w->rep->items_moved = UINT64_MAX;
    }
    for (; w->own_at < w->own_count; w->own_at++) {
        dc_range *o = &w->own[w->own_at];
        w->rep->items_moved += o->count;
        if (!dc__dpush(job, &job->orphans, &job->orphan_count, &job->orphan_capacity, o->first, o->count)) w->rep->items_moved = UINT64_MAX;
    }
    dc__mutex_unlock(&job->lock);
    dc__dserial(w, 0);
}

static void dc__dworker_main(void *p) {
    dc__dworker *w = (dc__dworker *)p;
    dc__djob *job = w->job;
    const dc_dispatch_desc *d = job->desc;
    dc__dchunk chunk[DC__DSLOTS], next;
    int have_prev = 0, prev = 0, k = 0, i;
    dc_result r = DC_SUCCESS;
    DC__ENTER("dc_dispatch");
    memset(chunk, 0, sizeof chunk);
    w->t_start = dc__seconds();
    /* broadcasts: once per dispatch, complete before the first chunk on either stream */
    for (i = 0; i < d->arg_count && r == DC_SUCCESS; i++)
        if (d->args[i].kind == DC_DISPATCH_BROADCAST) {
            r = dc__write(job->ctx, w->stream[0], w->buf[i], 0, d->args[i].host, d->args[i].elements * d->args[i].element_size, 1);
            if (r == DC_SUCCESS) w->rep->upload_bytes += d->args[i].elements * d->args[i].element_size;
        }
    if (r != DC_SUCCESS) dc__dworker_fail(w, r, NULL, 0);
    for (;;) {
        int got = 0, slot = k % w->slots;
        if (have_prev && w->slots == 1) {   /* one slot: the chunk before must be out first */
            if ((r = dc__dchunk_finish(w, prev, &chunk[prev])) != DC_SUCCESS) dc__dworker_fail(w, r, &chunk[prev], 1);
            dc__dserial(w, 0);
            have_prev = 0;
        }
        if (!w->failed) {
            dc__mutex_lock(&job->lock);
            got = dc__dtake(job, w, &next.first, &next.count);
            dc__mutex_unlock(&job->lock);
        }
        if (got) {
            memset(next.ev, 0, sizeof next.ev);
            chunk[slot] = next;
            dc__dserial(w, 1);
            if ((r = dc__dchunk_issue(w, slot, &chunk[slot])) != DC_SUCCESS) {
                dc__dchunk live[DC__DSLOTS];
                int n = 0;
                live[n++] = chunk[slot];
                if (have_prev) live[n++] = chunk[prev];
                dc__dworker_fail(w, r, live, n);
                have_prev = got = 0;
            }
        }
        if (have_prev) {
            if ((r = dc__dchunk_finish(w, prev, &chunk[prev])) != DC_SUCCESS) {
                dc__dchunk live[DC__DSLOTS];
                int n = 0;
                live[n++] = chunk[prev];
                if (got) live[n++] = chunk[slot];
                dc__dworker_fail(w, r, live, n);
                got = 0;
            }
            have_prev = 0;
        }
        if (got) { have_prev = 1; prev = slot; k++; continue; }
        /* Nothing to do: wait while others might still leave work behind. Not while
           holding the turn: another PoCL device's worker may hold a chunk it took and
           wait for the turn, and this wait is for that chunk (a deadlock, seen on the GPU
           machines with two PoCL devices beside the GPUs). */
        dc__dserial(w, 0);
        dc__mutex_lock(&job->lock);
        job->busy--;
        dc__cond_broadcast(&job->cond);
        while (!w->failed && !dc__dorphans_left(job) && job->busy > 0) dc__cond_wait(&job->cond, &job->lock);
        if (w->failed || !dc__dorphans_left(job)) { dc__mutex_unlock(&job->lock); break; }
        job->busy++;
        dc__mutex_unlock(&job->lock);
    }
    dc__dserial(w, 0);
    w->rep->finish_ms = (dc__seconds() - job->t0) * 1e3;
}

/* --- setup and teardown of a job --- */

static void dc__dworker_release(dc__djob *job, dc__dworker *w) {
    const dc_dispatch_desc *d = job->desc;
    int i;
    DC__CLEANUP_BEGIN();
    for (i = 0; w->buf && i < w->slots * d->arg_count; i++)
        if (w->buf[i].id && d->args[i % d->arg_count].kind != DC_DISPATCH_RESIDENT &&
            (d->args[i % d->arg_count].kind != DC_DISPATCH_BROADCAST || i < d->arg_count))   /* slots share a broadcast */
            dc__buffer_destroy(job->ctx, w->buf[i]);
    for (i = 0; i < w->slots; i++) {
        dc__stream_obj *so;
        if (w->stream[i].id && (so = (dc__stream_obj *)dc__pool_get(job->ctx, DC__T_STREAM, w->stream[i].id, "stream")) != NULL)
            dc__stream_destroy(job->ctx, so, w->stream[i]);
    }
    DC__CLEANUP_END();
    dc__free(job->ctx, w->buf);
    dc__free(job->ctx, w->args);
    dc__free(job->ctx, w->own);
}

/* Chunk size for one device: both slots' buffers within its memory budget. A device where
   not one granule fits is left out (weight 0) with the reason in the report. */
static dc_result dc__dworker_size(dc__djob *job, dc__dworker *w) {
    const dc_dispatch_desc *d = job->desc;
    uint64_t free_bytes = 0, total = 0, budget, fixed = 0, row = 0, cap;
    dc_result r;
    int i;
    if ((r = dc__device_memory(job->ctx, w->dev, &free_bytes, &total)) != DC_SUCCESS) return r;
    budget = free_bytes - DC__MIN(free_bytes, d->reserve_bytes ? d->reserve_bytes : free_bytes / 16);
    if (d->device_memory_limit) budget = DC__MIN(budget, d->device_memory_limit);
    for (i = 0; i < d->arg_count; i++) {
        const dc_dispatch_arg *a = &d->args[i];
        row += dc__dslice_row(a);
        fixed += (uint64_t)w->slots * (DC__MIN(a->halo_before, d->items) + DC__MIN(a->halo_after, d->items)) * dc__dslice_row(a);
        if (a->kind == DC_DISPATCH_BROADCAST) fixed += a->elements * a->element_size;
        if (a->kind == DC_DISPATCH_PARTIAL) fixed += (uint64_t)w->slots * dc__dpart_bytes(a);
    }
    cap = budget <= fixed ? 0 : row ? (budget - fixed) / ((uint64_t)w->slots * row) : UINT64_MAX;
    if (cap != UINT64_MAX) cap -= cap % job->granularity;
    if (cap == 0) {
        snprintf(w->rep->left_out, sizeof w->rep->left_out, "not one granule fits in the %llu bytes of device memory it may use",
                 (unsigned long long)budget);
        w->weight = 0;
        return DC_SUCCESS;
    }
    if (d->chunk) cap = DC__MIN(cap, dc__round_items(d->chunk, job->granularity, UINT64_MAX));
    else if (row) cap = DC__MIN(cap, dc__round_items(DC__MAX(DC__DCHUNK_BYTES / row, 1), job->granularity, UINT64_MAX));
    w->chunk_cap = cap;
    return DC_SUCCESS;
}

/* Streams, buffers and resolved launches of one device. */
static dc_result dc__dworker_open(dc__djob *job, dc__dworker *w, const dc__kernel_obj *k) {
    const dc_dispatch_desc *d = job->desc;
    dc_context *ctx = job->ctx;
    uint32_t block = d->block;
    dc_result r;
    int s, i, n = d->arg_count;
    if (!k->fns[w->dev->index].native)
        return dc__fail(DC_ERROR_KERNEL_NOT_FOUND, "kernel '%s' is not built for device %d (%s): its module has no %s containing it",
                        k->name, w->dev->index, w->dev->info.name, w->dev->backend->source_kind);
    if (!block) block = dc__default_block(w->dev, &k->fns[w->dev->index]);
    /* a chunk's grid stays within what one launch can have */
    w->chunk_cap = DC__MIN(w->chunk_cap, (uint64_t)0x7FFFFFFF * block / (uint64_t)job->tpi);
    w->chunk_cap = DC__MAX(w->chunk_cap - w->chunk_cap % job->granularity, job->granularity);
    if (!(w->buf = (dc_buffer *)dc__calloc(ctx, (size_t)w->slots * (size_t)n, sizeof(dc_buffer))) ||
        !(w->args = (dc_arg *)dc__calloc(ctx, (size_t)w->slots * (size_t)n, sizeof(dc_arg))))
        return dc__fail(DC_ERROR_OUT_OF_HOST_MEMORY, "out of host memory");
    for (s = 0; s < w->slots; s++) {
        dc_launch_desc l;
        if ((r = dc__stream_create(ctx, w->dev, &w->stream[s])) != DC_SUCCESS) return r;
        for (i = 0; i < n; i++) {
            const dc_dispatch_arg *a = &d->args[i];
            dc_buffer *b = &w->buf[s * n + i];
            dc_arg *arg = &w->args[s * n + i];
            uint64_t bytes = dc__dslice_row(a) * (w->chunk_cap + DC__MIN(a->halo_before, d->items) + DC__MIN(a->halo_after, d->items));
            if (a->kind == DC_DISPATCH_PARTIAL) bytes = dc__dpart_bytes(a);
            if (a->kind == DC_DISPATCH_BROADCAST) bytes = s == 0 ? a->elements * a->element_size : 0;
            if (a->kind == DC_DISPATCH_BROADCAST && s > 0) *b = w->buf[i];
            else if (a->kind == DC_DISPATCH_RESIDENT) *b = a->buffers[w->dev->index];
            else if (bytes && (r = dc__buffer_create(ctx, w->dev->index, bytes, b)) != DC_SUCCESS) return r;
            if (a->kind == DC_DISPATCH_SCALAR) *arg = a->scalar;
            else if (a->kind == DC_DISPATCH_ITEM_COUNT || a->kind == DC_DISPATCH_ITEM_FIRST) *arg = dc_arg_u64(0);
            else *arg = dc_arg_buffer(*b);
        }
        memset(&l, 0, sizeof l);
        l.kernel = d->kernel;
        l.device = w->dev->index;
        l.stream = w->stream[s];
        l.global[0] = 1;
        l.block[0] = block;
        l.args = &w->args[s * n];
        l.arg_count = n;
        if ((r = dc__launch_check(ctx, &l, &w->plan[s])) != DC_SUCCESS || (r = dc__launch_resolve(ctx, &l, &w->plan[s])) != DC_SUCCESS) return r;
    }
    return DC_SUCCESS;
}

/* Combines the chunks' partial results in item order into the host arrays. */
static void dc__dpart_combine(dc__djob *job) {
    const dc_dispatch_desc *d = job->desc;
    uint32_t i, j;
    for (i = 1; i < job->part_count; i++)   /* insertion sort by first item: chunks are few */
        for (j = i; j > 0 && job->parts[j - 1].first > job->parts[j].first; j--) {
            dc__dpart t = job->parts[j];
            job->parts[j] = job->parts[j - 1];
            job->parts[j - 1] = t;
        }
    for (i = 0; i < job->part_count; i++) {
        uint64_t at = 0;
        int a;
        for (a = 0; a < d->arg_count; a++) {
            const dc_dispatch_arg *arg = &d->args[a];
            if (arg->kind != DC_DISPATCH_PARTIAL) continue;
            if (i == 0) memcpy(arg->host, job->parts[i].data + at, (size_t)dc__dpart_bytes(arg));
            else dc__dtype_combine(arg->dtype, arg->op, (unsigned char *)arg->host, job->parts[i].data + at, arg->elements);
            at += dc__dpart_bytes(arg);
        }
    }
}

/* The error of a dispatch where every device failed: which items did complete. */
static dc_result dc__dall_failed(dc__djob *job) {
    dc_result r = DC_ERROR_BACKEND;
    uint32_t i;
    int k;
    for (k = 0; k < job->n; k++)
        if (job->w[k].rep->fault != DC_SUCCESS) { r = job->w[k].rep->fault; break; }
    dc__fail(r, "every device failed (device %d: %s); items completed:", job->w[k < job->n ? k : 0].dev->index,
             k < job->n ? job->w[k].rep->fault_text : "?");
    for (i = 1; i < job->done_count; i++)   /* sort, then print merged ranges */
        for (k = (int)i; k > 0 && job->done[k - 1].first > job->done[k].first; k--) {
            dc_range t = job->done[k];
            job->done[k] = job->done[k - 1];
            job->done[k - 1] = t;
        }
    for (i = 0; i < job->done_count;) {
        uint64_t first = job->done[i].first, end = first + job->done[i].count;
        for (i++; i < job->done_count && job->done[i].first == end; i++) end += job->done[i].count;
        dc__fail_append(" [%llu, %llu)", (unsigned long long)first, (unsigned long long)end);
    }
    if (!job->done_count) dc__fail_append(" none");
    return r;
}

/* The split for the strategies that give each device ranges of its own. */
static dc_result dc__dsplit_own(dc__djob *job, dc_balance strategy) {
    dc_context *ctx = job->ctx;
    dc__split sp;
    int i, c;
    memset(&sp, 0, sizeof sp);
    sp.n = job->n;
    for (i = 0; i < job->n; i++) {
        sp.device[i] = i;   /* worker index, mapped back below */
        sp.weight[i] = job->w[i].weight;
        sp.cap[i] = strategy == DC_BALANCE_MEMORY_AWARE ? job->w[i].chunk_cap : UINT64_MAX;
    }
    sp.capacity = 0;
    dc__split_static(&sp, job->desc->items, job->granularity);   /* count them */
    if (!(sp.out = (dc_range *)dc__calloc(ctx, (size_t)sp.count, sizeof(dc_range)))) return dc__fail(DC_ERROR_OUT_OF_HOST_MEMORY, "out of host memory");
    sp.capacity = sp.count;
    sp.count = 0;
    dc__split_static(&sp, job->desc->items, job->granularity);
    for (i = 0; i < job->n; i++) {
        dc__dworker *w = &job->w[i];
        for (c = 0; c < sp.count; c++) w->own_count += sp.out[c].device == i;
        if (w->own_count && !(w->own = (dc_range *)dc__calloc(ctx, (size_t)w->own_count, sizeof(dc_range)))) {
            dc__free(ctx, sp.out);
            return dc__fail(DC_ERROR_OUT_OF_HOST_MEMORY, "out of host memory");
        }
        w->own_count = 0;
        for (c = 0; c < sp.count; c++)
            if (sp.out[c].device == i) w->own[w->own_count++] = sp.out[c];
    }
    dc__free(ctx, sp.out);
    return DC_SUCCESS;
}

/* After a successful dispatch: each device's steady rate from its chunk completion times,
   its fixed cost from when the first chunk came back. */
static void dc__dlearn(dc__djob *job) {
    int i;
    for (i = 0; i < job->n; i++) {
        dc__dworker *w = &job->w[i];
        double rate, fixed;
        if (w->failed || !w->rep->items) continue;
        if (w->rep->chunks >= 2 && w->t_last > w->t_first) {
            rate = (double)(w->rep->items - w->first_items) / ((w->t_last - w->t_first) * 1e3);
            fixed = (w->t_first - w->t_start) * 1e3 - (double)w->first_items / rate;
        } else {
            rate = (double)w->rep->items / ((w->t_last - w->t_start) * 1e3 + 1e-6);
            fixed = 0;
        }
        dc__dmodel_learn(job->ctx, job->desc->kernel.id, w->dev->index, DC__MAX(fixed, 0.0), rate);
    }
}

static dc_result dc__dispatch(dc_context *ctx, const dc_dispatch_desc *d, dc_dispatch_report *rep) {
    dc__djob job;
    dc__dworker w[DC_DISPATCH_MAX_DEVICES];
    const dc__kernel_obj *k;
    dc_result r = DC_SUCCESS;
    double total_finish = 0, max_finish = 0;
    int i, used = 0, started = 0;
    memset(&job, 0, sizeof job);
    memset(w, 0, sizeof w);
    job.ctx = ctx;
    job.desc = d;
    job.w = w;
    job.t0 = dc__seconds();
    job.granularity = d->granularity ? d->granularity : 1;
    job.tpi = d->threads_per_item ? (int)d->threads_per_item : 1;
    job.n = d->devices ? d->device_count : ctx->device_count;
    if (d->items > (UINT64_MAX >> 1) / (uint64_t)job.tpi)
        return dc__fail(DC_ERROR_OUT_OF_RANGE, "%llu items x %d threads per item overflow", (unsigned long long)d->items, job.tpi);
    if (!(k = (const dc__kernel_obj *)dc__pool_get(ctx, DC__T_KERNEL, d->kernel.id, "dc_dispatch_desc.kernel"))) return DC_ERROR_INVALID_HANDLE;
    rep->strategy = d->strategy;
    rep->device_count = job.n;
    for (i = 0; i < d->arg_count; i++)
        if (d->args[i].kind == DC_DISPATCH_PARTIAL) job.part_bytes += dc__dpart_bytes(&d->args[i]);
        else if (d->args[i].kind == DC_DISPATCH_INOUT) job.has_inout = 1;
    for (i = 0; i < job.n; i++) {
        const dc_device_info *info;
        w[i].job = &job;
        w[i].index = i;
        w[i].dev = &ctx->devices[d->devices ? d->devices[i] : i];
        w[i].rep = &rep->devices[i];
        w[i].rep->device = w[i].dev->index;
        w[i].rep->transfer_path = "none";
        info = &w[i].dev->info;
        w[i].slots = dc__dispatch_slots(w[i].dev);
        w[i].serial = dc__takes_turns(w[i].dev);
        w[i].weight = d->weights ? d->weights[i] : (double)DC__MAX(info->compute_units, 1) * (double)DC__MAX(info->clock_mhz, 1);
        if (w[i].weight <= 0) snprintf(w[i].rep->left_out, sizeof w[i].rep->left_out, "its weight is 0");
        if (!k->fns[w[i].dev->index].native)
            return dc__fail(DC_ERROR_KERNEL_NOT_FOUND, "kernel '%s' is not built for device %d (%s): its module has no %s containing it",
                            k->name, w[i].dev->index, info->name, w[i].dev->backend->source_kind);
    }
    if (d->items == 0) return DC_SUCCESS;
    dc__dweights_from_models(&job);
    for (i = 0; i < job.n && r == DC_SUCCESS; i++) if (w[i].weight > 0) r = dc__dworker_size(&job, &w[i]);
    if (r != DC_SUCCESS) return r;
    for (i = 0; i < job.n; i++) job.weight_sum += w[i].weight;
    if (job.weight_sum <= 0) {
        for (i = 0; i < job.n && !w[i].rep->left_out[0]; i++) {}
        return dc__fail(d->weights && i == job.n ? DC_ERROR_INVALID_ARGUMENT : DC_ERROR_OUT_OF_DEVICE_MEMORY,
                        "no device can take part (device %d: %s)", w[0].dev->index, w[0].rep->left_out[0] ? w[0].rep->left_out : "weight 0");
    }
    /* the strategy that runs */
    job.mode = d->strategy;
    if (d->strategy == DC_BALANCE_AUTO) {
        rep->predicted_ms = dc__dmodel_split(ctx, &job, d->items);
        rep->model_used = rep->predicted_ms > 0;
        job.mode = rep->model_used ? DC_BALANCE_STATIC : DC_BALANCE_GUIDED;
        if (rep->model_used) {
            job.weight_sum = 0;
            for (i = 0; i < job.n; i++) job.weight_sum += w[i].weight;
        }
    }
    if (job.mode == DC_BALANCE_MEMORY_AWARE) job.mode = DC_BALANCE_STATIC, r = dc__dsplit_own(&job, DC_BALANCE_MEMORY_AWARE);
    else if (job.mode == DC_BALANCE_STATIC) r = dc__dsplit_own(&job, DC_BALANCE_STATIC);
    job.min_chunk = d->chunk ? d->chunk : d->items / (8 * (uint64_t)job.n);
    job.min_chunk = dc__round_items(DC__MAX(job.min_chunk, job.granularity), job.granularity, UINT64_MAX);
    if (job.mode == DC_BALANCE_GUIDED && !d->chunk) job.min_chunk = dc__round_items(DC__MAX(d->items / (64 * (uint64_t)job.n), job.granularity), job.granularity, UINT64_MAX);
    /* AUTO while learning: every device with no model yet gets a first chunk of its own, so
       that a fast device cannot drain the job before a slow one has been measured */
    for (i = 0; d->strategy == DC_BALANCE_AUTO && !rep->model_used && r == DC_SUCCESS && i < job.n && job.next < d->items; i++) {
        uint64_t probe = dc__round_items(DC__MIN(job.min_chunk, w[i].chunk_cap), job.granularity, d->items - job.next);
        if (w[i].weight <= 0 || w[i].rate > 0) continue;
        if (!(w[i].own = (dc_range *)dc__calloc(ctx, 1, sizeof(dc_range)))) { r = dc__fail(DC_ERROR_OUT_OF_HOST_MEMORY, "out of host memory"); break; }
        w[i].own[0].device = w[i].dev->index;
        w[i].own[0].first = job.next;
        w[i].own[0].count = probe;
        w[i].own_count = 1;
        job.next += probe;
    }
    for (i = 0; i < job.n && r == DC_SUCCESS; i++)
        if (w[i].weight > 0 && (w[i].own_count || job.mode != DC_BALANCE_STATIC)) r = dc__dworker_open(&job, &w[i], k);
        else if (w[i].weight > 0) w[i].weight = 0, snprintf(w[i].rep->left_out, sizeof w[i].rep->left_out, "its share rounds to 0 items");
    if (r == DC_SUCCESS) {
        dc__mutex_init(&job.lock);
        dc__cond_init(&job.cond);
        /* Every worker counts as busy before the first one starts: a fast device that ran
           out of work must not leave while a device not yet started may still fail and
           leave its share behind (seen on a loaded 2-core machine). */
        for (i = 0; i < job.n; i++) if (w[i].weight > 0 && w[i].buf) job.busy++;
        for (i = 0; i < job.n; i++) {
            const dc_dispatch_arg *slice = NULL;
            int a;
            if (w[i].weight <= 0 || !w[i].buf) continue;
            for (a = 0; a < d->arg_count && !slice; a++) if (dc__dslice_row(&d->args[a])) slice = &d->args[a];
            if (slice) w[i].rep->transfer_path = !w[i].dev->backend->stages_pageable ? "driver"
                : dc__host_is_pinned(ctx, slice->host, d->items * dc__dslice_row(slice)) ? "pinned" : "pageable-staged";
            w[i].start.fn = dc__dworker_main;
            w[i].start.arg = &w[i];
            if (!dc__thread_create(&w[i].thread, &w[i].start)) {
                /* its share goes to the orphans first, then it stops counting as busy */
                dc__dworker_fail(&w[i], dc__fail(DC_ERROR_OUT_OF_HOST_MEMORY, "cannot start a thread for device %d", w[i].dev->index), NULL, 0);
                dc__mutex_lock(&job.lock);
                job.busy--;
                dc__cond_broadcast(&job.cond);
                dc__mutex_unlock(&job.lock);
                continue;
            }
            w[i].started = 1;
            started++;
        }
        for (i = 0; i < job.n; i++) if (w[i].started) dc__thread_join(w[i].thread);
        /* work left over: every device failed (or no thread started) */
        if (!started || dc__dorphans_left(&job) || ((job.mode == DC_BALANCE_DYNAMIC || job.mode == DC_BALANCE_GUIDED) && job.next < d->items))
            r = dc__dall_failed(&job);
        if (r == DC_SUCCESS && job.lost != DC_SUCCESS) r = dc__fail(job.lost, "%s", job.lost_text);
        if (r == DC_SUCCESS && job.part_count) dc__dpart_combine(&job);
        if (r == DC_SUCCESS) dc__dlearn(&job);
        dc__cond_destroy(&job.cond);
        dc__mutex_destroy(&job.lock);
    }
    for (i = 0; i < job.n; i++) dc__dworker_release(&job, &w[i]);
    for (i = 0; i < (int)job.part_count; i++) dc__free(ctx, job.parts[i].data);
    dc__free(ctx, job.parts);
    dc__free(ctx, job.orphans);
    dc__free(ctx, job.done);
    rep->makespan_ms = (dc__seconds() - job.t0) * 1e3;
    for (i = 0; i < job.n; i++) {
        dc_dispatch_device_report *dr = &rep->devices[i];
        if (dr->fault != DC_SUCCESS) { rep->faults++; rep->items_redistributed += dr->items_moved; }
        dr->used = dr->chunks > 0;
        if (!dr->used) continue;
        dr->left_out[0] = 0;   /* it ran: whatever stopped it later is not a leaving out */
        used++;
        total_finish += dr->finish_ms;
        max_finish = DC__MAX(max_finish, dr->finish_ms);
        dr->idle_ms = DC__MAX(0.0, rep->makespan_ms - dr->kernel_ms);
    }
    rep->imbalance = used ? max_finish / (total_finish / used) : 0;
    return r;
}

DC_API dc_result dc_dispatch(dc_context *ctx, const dc_dispatch_desc *desc, dc_dispatch_report *report) {
    dc_dispatch_report local;
    dc_result r;
    DC__ENTER("dc_dispatch");
    if (!report) report = &local;
    memset(report, 0, sizeof *report);
    if (!ctx || !desc) return dc__fail(DC_ERROR_INVALID_ARGUMENT, "%s is NULL", !ctx ? "ctx" : "desc");
    if ((r = dc__dispatch_check(ctx, desc)) != DC_SUCCESS) return r;
    return dc__dispatch(ctx, desc, report);
}

DC_API void dc_dispatch_report_print(const dc_context *ctx, const dc_dispatch_report *rep, FILE *out) {
    static const char *const names[DC_BALANCE_COUNT] = { "AUTO", "STATIC", "DYNAMIC", "GUIDED", "MEMORY_AWARE" };
    int i;
    if (!rep || !out) return;
    fprintf(out, "dispatch: %s%s, makespan %.3f ms, imbalance %.3f", (unsigned)rep->strategy < DC_BALANCE_COUNT ? names[rep->strategy] : "?",
            rep->strategy == DC_BALANCE_AUTO ? (rep->model_used ? " (learned model)" : " (learning: guided)") : "", rep->makespan_ms, rep->imbalance);
    if (rep->model_used) fprintf(out, ", predicted %.3f ms", rep->predicted_ms);
    if (rep->faults) fprintf(out, ", %d device(s) failed, %llu items redone elsewhere", rep->faults, (unsigned long long)rep->items_redistributed);
    fprintf(out, "\n  dev  %-28s %12s %6s %10s %10s %10s %10s  %s\n", "name", "items", "chunks", "kernel ms", "upload ms", "download ms", "finish ms", "host path");
    for (i = 0; i < rep->device_count && i < DC_DISPATCH_MAX_DEVICES; i++) {
        const dc_dispatch_device_report *d = &rep->devices[i];
        const char *name = ctx && d->device >= 0 && d->device < ctx->device_count ? ctx->devices[d->device].info.name : "";
        fprintf(out, "  %3d  %-28.28s %12llu %6d %10.3f %10.3f %10.3f %10.3f  %s\n", d->device, name, (unsigned long long)d->items, d->chunks,
                d->kernel_ms, d->upload_ms, d->download_ms, d->finish_ms, d->transfer_path ? d->transfer_path : "");
        if (d->left_out[0]) fprintf(out, "       left out: %s\n", d->left_out);
        if (d->fault != DC_SUCCESS) fprintf(out, "       failed (%s), %llu items redone elsewhere: %s\n", dc_result_name(d->fault), (unsigned long long)d->items_moved, d->fault_text);
    }
}

/* ============================== pipelines  >>pipeline ============================== */
/* One host thread issues everything, chunk by chunk and stage by stage; each (stage,
   device) has a stream of its own for its kernels, so the stages overlap on the devices.
   A chunk's arrival (upload, or copy from the previous stage's device) and the last
   stage's download run on separate transfer streams: on the kernel stream they would
   queue behind the later chunks' kernels, and a download into pageable memory, which
   blocks the host until it is done, would then wait for the whole pipeline to drain.
   The streams are ordered by events alone: an arrival waits for its input's `end`
   event, a kernel for its arrival's `ready`, and a slot is refilled only once the host
   has seen its last reader's `freed` event complete. That host wait (and a pageable
   download) is the only blocking in the loop, and it is what keeps `depth` chunks in
   flight per device. Every buffer is allocated before the first chunk. */

/* One chunk's room on one device of a stage. */
typedef struct dc__pipe_slot {
    dc_buffer in, out;            /* `in` stays zero where every chunk reads the previous stage's `out` on this device */
    uint64_t in_mem, out_mem;
    void *ready;                  /* on the arrival stream: `in` holds the chunk */
    void *start, *end;            /* around the kernel of the slot's chunk: its busy time; `end` also means `out` is written */
    void *freed;                  /* complete once the next stage (or the download) has read `out` */
    dc__device *freed_dev;        /* the device of `freed` */
} dc__pipe_slot;

/* One device of one stage: its stream, and its launch resolved once (per chunk only the
   memory, count, first and grid change). */
typedef struct dc__pipe_unit {
    dc__device *dev;
    dc_stream stream, arrive, leave;  /* kernels; uploads and copies in (where needed); downloads (last stage) */
    dc__stream_obj *so, *arrive_so, *leave_so;
    dc__launch_plan plan;
    dc_arg args[DC__MAX_ARGS];    /* in, out, count, first, the stage's scalars; plan.args points here */
    dc__pipe_slot *slots;
    int slot_count;
} dc__pipe_unit;

typedef struct dc__pipe_stage {
    dc__pipe_unit *units;         /* chunk c runs on units[c % n] */
    int n;
    uint64_t in_bytes, out_bytes; /* per item */
    uint32_t threads_per_item;
    double busy_ms;
} dc__pipe_stage;

typedef struct dc__pipe {
    const dc_pipeline_desc *desc;
    dc__pipe_stage stage[DC_PIPELINE_MAX_STAGES];
    uint64_t chunk, chunks;
} dc__pipe;

/* Bytes per item that stage s writes (s = -1: the host input); 0 means "as it reads". */
static uint64_t dc__pipe_out_bytes(const dc_pipeline_desc *desc, int s) {
    uint64_t bytes = desc->in_item_bytes;
    int i;
    for (i = 0; i <= s; i++)
        if (desc->stages[i].out_item_bytes) bytes = desc->stages[i].out_item_bytes;
    return bytes;
}
static dc__pipe_unit *dc__pipe_unit_of(dc__pipe *p, int s, uint64_t c) { return &p->stage[s].units[c % (uint64_t)p->stage[s].n]; }
static dc__pipe_slot *dc__pipe_slot_of(dc__pipe *p, int s, uint64_t c) {
    dc__pipe_unit *u = dc__pipe_unit_of(p, s, c);
    return &u->slots[(c / (uint64_t)p->stage[s].n) % (uint64_t)u->slot_count];
}
/* Whether chunk c comes into stage s (> 0) from another device, so it is copied. */
static int dc__pipe_moves(dc__pipe *p, int s, uint64_t c) { return dc__pipe_unit_of(p, s - 1, c)->dev != dc__pipe_unit_of(p, s, c)->dev; }

static dc_result dc__pipe_buffer(dc_context *ctx, dc__device *dev, uint64_t bytes, dc_buffer *b, uint64_t *mem) {
    dc_result r = dc__buffer_create(ctx, dev->index, bytes, b);
    if (r == DC_SUCCESS) *mem = ((const dc__buffer_obj *)dc__pool_get(ctx, DC__T_BUFFER, b->id, "buffer"))->mem;
    return r;
}
static void dc__pipe_drop_events(dc_context *ctx, dc__device *dev, dc__pipe_slot *q) {
    if (q->ready) dev->backend->event_destroy(ctx, dev, q->ready);
    if (q->start) dev->backend->event_destroy(ctx, dev, q->start);
    if (q->end) dev->backend->event_destroy(ctx, dev, q->end);
    if (q->freed) q->freed_dev->backend->event_destroy(ctx, q->freed_dev, q->freed);
    q->ready = q->start = q->end = q->freed = NULL;
}
/* Before a slot takes its next chunk (and at the end): the host waits until its last
   chunk's `out` was read, then adds that chunk's kernel time (both events are complete
   by then: the reader waited for `end`). */
static dc_result dc__pipe_reclaim(dc_context *ctx, dc__pipe_stage *g, dc__pipe_unit *u, dc__pipe_slot *q) {
    dc_result r = DC_SUCCESS;
    float ms = 0;
    if (q->freed) r = q->freed_dev->backend->event_sync(ctx, q->freed_dev, q->freed);
    if (r == DC_SUCCESS && q->start && q->end) r = u->dev->backend->event_elapsed(ctx, u->dev, q->start, q->end, &ms);
    g->busy_ms += ms;
    dc__pipe_drop_events(ctx, u->dev, q);
    return r;
}

static dc_result dc__pipe_stream(dc_context *ctx, dc__device *dev, dc_stream *s, dc__stream_obj **so) {
    dc_result r = dc__stream_create(ctx, dev, s);
    return r == DC_SUCCESS ? dc__stream_lookup(ctx, *s, so) : r;
}

/* The block of stage st's launches on dev: the stage's, or the library's default for the kernel there. */
static uint32_t dc__pipe_block(const dc_pipeline_stage *st, const dc__device *dev, const dc__kernel_fn *fn) {
    return st->block ? st->block : dc__default_block(dev, fn);
}

/* Choosing the chunk. A kernel's blocks run in waves of (compute units x blocks resident on
   one unit); a chunk whose launch ends in a partly filled wave leaves units idle for that
   wave's time, in every chunk (4% of a stage's time on H200 with 4096 blocks a chunk). So
   the default chunk is moved to one whose launches end in full waves, as nearly as the
   stages' waves allow. */
#define DC__PIPE_CHUNK_BYTES ((uint64_t)4 << 20)   /* the most a default chunk puts in one buffer */
#define DC__PIPE_WAVE_TRIES 1024                   /* multiples of one wave tried, at most */

/* How full the last wave of the emptiest launch is for chunks of c items, over the known
   waves (0 = unknown, skipped): c / (ceil(c / wave) x wave) at worst; 1 when none is known. */
static double dc__pipe_worst_fill(uint64_t c, const uint64_t *waves, int count) {
    double worst = 1;
    int i;
    for (i = 0; i < count; i++)
        if (waves[i]) worst = DC__MIN(worst, (double)c / (double)((c / waves[i] + (c % waves[i] != 0)) * waves[i]));
    return worst;
}

/* The chunk near `chunk` (the default) whose launches best fill their last waves: within
   [chunk / 2, 2 x chunk] and never above `most` (the items, the buffer cap), the one with
   the highest worst fill (dc__pipe_worst_fill), the nearest to `chunk` on a tie, then the
   smaller. No wave known: `chunk` unchanged. Pure, so tests call it without a device.
   Each wave's fill rises with c up to a multiple of the wave and drops just after it, so
   the worst fill peaks at some wave's multiple or at the top of the range: only those are
   tried. A wave with more than DC__PIPE_WAVE_TRIES multiples in the range is so small
   that every chunk in it fills its waves above 99.7%: it is weighed, but adds no tries. */
static uint64_t dc__pipe_wave_chunk(uint64_t chunk, uint64_t most, const uint64_t *waves, int count) {
    uint64_t lo, hi, best, c;
    double best_fill;
    int i, j, known = 0;
    most = DC__MAX(most, 1);
    chunk = DC__MIN(DC__MAX(chunk, 1), most);
    for (i = 0; i < count; i++) known |= waves[i] != 0;
    if (!known) return chunk;
    lo = DC__MAX(chunk / 2, 1);
    hi = chunk > most / 2 ? most : 2 * chunk;
    best = hi;
    best_fill = dc__pipe_worst_fill(hi, waves, count);
    for (i = 0; i < count; i++) {
        uint64_t w = waves[i];
        for (j = 0; j < i && waves[j] != w; j++) {}
        if (!w || j < i || hi / w - (lo - 1) / w > DC__PIPE_WAVE_TRIES) continue;  /* unknown, tried already, or tiny */
        for (c = (lo - 1) / w * w + w; c <= hi; c += w) {
            double fill = dc__pipe_worst_fill(c, waves, count);
            uint64_t off = c > chunk ? c - chunk : chunk - c, best_off = best > chunk ? best - chunk : chunk - best;
            if (fill > best_fill || (fill == best_fill && (off < best_off || (off == best_off && c < best)))) {
                best = c;
                best_fill = fill;
            }
        }
    }
    return best;
}

/* Items of stage s that fill every compute unit of unit j's device once: compute units x
   resident blocks x block threads / threads per item, rounded down so that a chunk of whole
   waves never spills a block into one more. 0 when unknown: the backend cannot tell
   (OpenCL), or dc__pipe_open_unit will refuse the launch (a kernel handle that does not
   resolve, no build for the device, a block over its limits) and say why, replacing any
   error text the lookup here left. A stage's arguments are scalars: no dynamic shared
   memory. */
static dc_result dc__pipe_unit_wave(dc_context *ctx, const dc__pipe *p, int s, int j, uint64_t *wave) {
    const dc_pipeline_stage *st = &p->desc->stages[s];
    const dc__pipe_stage *g = &p->stage[s];
    dc__device *dev = g->units[j].dev;
    const dc__kernel_obj *k = (const dc__kernel_obj *)dc__pool_get(ctx, DC__T_KERNEL, st->kernel.id, "a pipeline stage's kernel");
    const dc__kernel_fn *fn = k ? &k->fns[dev->index] : NULL;
    uint32_t block = fn ? dc__pipe_block(st, dev, fn) : 0;
    int resident = 0;
    dc_result r;
    *wave = 0;
    if (!fn || !fn->native || block > (uint32_t)DC__MAX(dev->info.max_block_size, 0) || (fn->max_block && block > fn->max_block)) return DC_SUCCESS;
    r = dev->backend->resident_blocks(ctx, dev, fn, block, 0, &resident);
    if (r == DC_ERROR_UNSUPPORTED) return DC_SUCCESS;
    if (r != DC_SUCCESS) return r;
    *wave = (uint64_t)DC__MAX(dev->info.compute_units, 0) * (uint64_t)DC__MAX(resident, 0) * block / g->threads_per_item;
    dc__log(ctx, DC_LOG_DEBUG, "dc_pipeline_run: stage %d on device %d: a wave is %llu items (%d compute units x %d blocks of %u threads, %u threads an item)",
            s, dev->index, (unsigned long long)*wave, dev->info.compute_units, resident, block, g->threads_per_item);
    return DC_SUCCESS;
}

/* p->chunk: the desc's, or about 16 chunks per stage, so that filling and draining the
   pipeline costs little (S stages over C chunks reach at most S x C / (C + S - 1)), none
   above DC__PIPE_CHUNK_BYTES a buffer, then moved to whole waves (dc__pipe_wave_chunk)
   where the stages' devices tell their waves. The stages' devices are known by now. */
static dc_result dc__pipe_choose_chunk(dc_context *ctx, dc__pipe *p) {
    const dc_pipeline_desc *desc = p->desc;
    uint64_t widest = 0, most, *waves;
    int s, j, units = 0, count = 0, known = 0;
    dc_result r = DC_SUCCESS;
    if (desc->chunk) {
        p->chunk = DC__MIN(desc->chunk, desc->items);
        return DC_SUCCESS;
    }
    for (s = -1; s < desc->stage_count; s++) widest = DC__MAX(widest, dc__pipe_out_bytes(desc, s));
    most = DC__MIN(DC__MAX(DC__PIPE_CHUNK_BYTES / widest, 1), desc->items);
    p->chunk = DC__MIN(DC__MAX(desc->items / (16 * (uint64_t)desc->stage_count), 1), most);
    for (s = 0; s < desc->stage_count; s++) units += p->stage[s].n;
    if (!(waves = (uint64_t *)dc__calloc(ctx, (size_t)units, sizeof *waves))) return dc__fail(DC_ERROR_OUT_OF_HOST_MEMORY, "out of host memory");
    for (s = 0; s < desc->stage_count && r == DC_SUCCESS; s++)
        for (j = 0; j < p->stage[s].n && r == DC_SUCCESS; j++, count++) {
            if ((r = dc__pipe_unit_wave(ctx, p, s, j, &waves[count])) != DC_SUCCESS)
                dc__fail_append(" (pipeline stage %d on device %d)", s, p->stage[s].units[j].dev->index);
            known += waves[count] != 0;
        }
    if (r == DC_SUCCESS) {
        uint64_t chosen = dc__pipe_wave_chunk(p->chunk, most, waves, count);
        if (known)
            dc__log(ctx, DC_LOG_DEBUG, "dc_pipeline_run: chunks of %llu items (the default %llu, rounded to the stages' waves): "
                    "the emptiest last wave is %.1f%% full (%.1f%% at the default)", (unsigned long long)chosen, (unsigned long long)p->chunk,
                    100 * dc__pipe_worst_fill(chosen, waves, count), 100 * dc__pipe_worst_fill(p->chunk, waves, count));
        p->chunk = chosen;
    }
    dc__free(ctx, waves);
    return r;
}

/* Stream, slots and resolved launch of device j of stage s. */
static dc_result dc__pipe_open_unit(dc_context *ctx, dc__pipe *p, int s, int j) {
    const dc_pipeline_stage *st = &p->desc->stages[s];
    dc__pipe_stage *g = &p->stage[s];
    dc__pipe_unit *u = &g->units[j];
    uint64_t n = (uint64_t)g->n, mine = p->chunks > (uint64_t)j ? (p->chunks - (uint64_t)j + n - 1) / n : 0, c, blocks;
    int depth = p->desc->depth ? p->desc->depth : p->desc->stage_count + 2, need_in = s == 0, i;
    dc_launch_desc l;
    dc_result r;
    /* Its chunks meet the previous stage's devices in a cycle of at most n x n_prev chunks. */
    for (c = (uint64_t)j; !need_in && c < p->chunks && c < (uint64_t)j + n * (uint64_t)p->stage[s - 1].n; c += n) need_in = dc__pipe_moves(p, s, c);
    u->slot_count = (int)DC__MAX(1, DC__MIN((uint64_t)depth, mine));  /* no room for chunks it never gets */
    if (!(u->slots = (dc__pipe_slot *)dc__calloc(ctx, (size_t)u->slot_count, sizeof *u->slots)))
        return dc__fail(DC_ERROR_OUT_OF_HOST_MEMORY, "out of host memory");
    if ((r = dc__pipe_stream(ctx, u->dev, &u->stream, &u->so)) != DC_SUCCESS) return r;
    if (need_in && (r = dc__pipe_stream(ctx, u->dev, &u->arrive, &u->arrive_so)) != DC_SUCCESS) return r;
    if (s == p->desc->stage_count - 1 && (r = dc__pipe_stream(ctx, u->dev, &u->leave, &u->leave_so)) != DC_SUCCESS) return r;
    for (i = 0; i < u->slot_count && r == DC_SUCCESS; i++) {
        r = dc__pipe_buffer(ctx, u->dev, p->chunk * g->out_bytes, &u->slots[i].out, &u->slots[i].out_mem);
        if (r == DC_SUCCESS && need_in) r = dc__pipe_buffer(ctx, u->dev, p->chunk * g->in_bytes, &u->slots[i].in, &u->slots[i].in_mem);
    }
    if (r != DC_SUCCESS) return r;
    /* Any buffers of this device do for resolving; each chunk sets its own memory. */
    u->args[0] = dc_arg_buffer(need_in ? u->slots[0].in : u->slots[0].out);
    u->args[1] = dc_arg_buffer(u->slots[0].out);
    u->args[2] = dc_arg_u64(0);
    u->args[3] = dc_arg_u64(0);
    for (i = 0; i < st->arg_count; i++) u->args[4 + i] = st->args[i];
    memset(&l, 0, sizeof l);
    l.kernel = st->kernel;
    l.device = u->dev->index;
    l.stream = u->stream;
    l.global[0] = 1;
    l.block[0] = st->block ? st->block : 1;  /* 1 passes every limit; the default is set below, knowing the kernel's */
    l.args = u->args;
    l.arg_count = st->arg_count + 4;
    if ((r = dc__launch_check(ctx, &l, &u->plan)) != DC_SUCCESS || (r = dc__launch_resolve(ctx, &l, &u->plan)) != DC_SUCCESS) return r;
    u->plan.block[0] = dc__pipe_block(st, u->dev, u->plan.fn);
    blocks = p->chunk > UINT64_MAX / g->threads_per_item ? UINT64_MAX : (p->chunk * g->threads_per_item + u->plan.block[0] - 1) / u->plan.block[0];
    if (blocks > 0x7FFFFFFFu)
        return dc__fail(DC_ERROR_OUT_OF_RANGE, "a chunk of %llu items x %u threads needs more blocks of %u than a launch can have",
                        (unsigned long long)p->chunk, g->threads_per_item, u->plan.block[0]);
    return DC_SUCCESS;
}

/* Chunk c through stage s: its input (upload, copy, or the previous stage's buffer where
   both stages share the device), the kernel between two events, and for the last stage
   the download. */
static dc_result dc__pipe_step(dc_context *ctx, dc__pipe *p, int s, uint64_t c) {
    const dc_pipeline_desc *desc = p->desc;
    dc__pipe_stage *g = &p->stage[s];
    dc__pipe_unit *u = dc__pipe_unit_of(p, s, c);
    dc__pipe_slot *q = dc__pipe_slot_of(p, s, c), *prev = s > 0 ? dc__pipe_slot_of(p, s - 1, c) : NULL;
    dc__backend *b = u->dev->backend;
    void *native = u->so->native;
    uint64_t first = c * p->chunk, count = DC__MIN(p->chunk, desc->items - first), in_mem = q->in_mem;
    dc__pipe_unit *pu = prev ? dc__pipe_unit_of(p, s - 1, c) : NULL;
    dc_result r = dc__pipe_reclaim(ctx, g, u, q);
    if (r == DC_SUCCESS && pu && pu->dev == u->dev) {  /* the kernel reads the previous stage's buffer */
        r = dc__wait_event_on(ctx, u->dev, native, pu->dev, prev->end);
        in_mem = prev->out_mem;
    } else if (r == DC_SUCCESS) {  /* arrives on its own stream; the slot's last kernel is done (reclaimed) */
        void *arrive = u->arrive_so->native;
        if (!prev) {
            r = dc__write(ctx, u->arrive, q->in, 0, (const char *)desc->input + (size_t)(first * g->in_bytes), count * g->in_bytes, 0);
        } else {
            r = dc__wait_event_on(ctx, u->dev, arrive, pu->dev, prev->end);
            if (r == DC_SUCCESS) r = dc__copy(ctx, u->arrive, q->in, 0, prev->out, 0, count * g->in_bytes, 0);
            if (r == DC_SUCCESS) {
                prev->freed_dev = u->dev;
                r = b->event_record(ctx, u->dev, arrive, 0, &prev->freed);
            }
            prev = NULL;  /* freed already */
        }
        if (r == DC_SUCCESS) r = b->event_record(ctx, u->dev, arrive, 0, &q->ready);
        if (r == DC_SUCCESS) r = dc__wait_event_on(ctx, u->dev, native, u->dev, q->ready);
    }
#ifdef DC__HAVE_DEVICE_FAULT  /* dc_debug_fail_device (>>dispatch) */
    if (r == DC_SUCCESS) r = dc__injected_device_fault(u->dev->index);
#endif
    if (r == DC_SUCCESS) {
        u->args[2].value.u64 = count;
        u->args[3].value.u64 = first;
        u->plan.mems[0] = in_mem;
        u->plan.mems[1] = q->out_mem;
        u->plan.grid[0] = (uint32_t)((count * g->threads_per_item + u->plan.block[0] - 1) / u->plan.block[0]);
        r = b->event_record(ctx, u->dev, native, 1, &q->start);
    }
    if (r == DC_SUCCESS && dc__takes_turns(u->dev)) {
        dc__host_exec_acquire();
        r = dc__launch_issue(ctx, &u->plan);
        if (r == DC_SUCCESS) r = b->event_record(ctx, u->dev, native, 1, &q->end);
        if (r == DC_SUCCESS) r = b->event_sync(ctx, u->dev, q->end);
        dc__host_exec_release();
    } else {
        if (r == DC_SUCCESS) r = dc__launch_issue(ctx, &u->plan);
        if (r == DC_SUCCESS) r = b->event_record(ctx, u->dev, native, 1, &q->end);
    }
    if (r == DC_SUCCESS && prev) {  /* after the kernel, which read prev->out itself */
        prev->freed_dev = u->dev;
        r = b->event_record(ctx, u->dev, native, 0, &prev->freed);
    }
    if (r != DC_SUCCESS)
        dc__fail_append(" (pipeline stage %d on device %d, chunk %llu of %llu: items %llu..%llu)", s, u->dev->index, (unsigned long long)c,
                        (unsigned long long)p->chunks, (unsigned long long)first, (unsigned long long)(first + count - 1));
    return r;
}

/* Waits for the streams of one device of a stage (the first error is kept). */
static dc_result dc__pipe_unit_sync(dc_context *ctx, dc__pipe_unit *u) {
    dc__stream_obj *all[3];
    dc_result r = DC_SUCCESS, e;
    int i;
    all[0] = u->arrive_so; all[1] = u->so; all[2] = u->leave_so;
    for (i = 0; i < 3; i++)
        if (all[i] && (e = u->dev->backend->stream_sync(ctx, u->dev, all[i]->native)) != DC_SUCCESS && r == DC_SUCCESS) r = e;
    return r;
}
/* Waits for every stream (nothing may still use a buffer), then frees it all. */
static void dc__pipe_close(dc_context *ctx, dc__pipe *p) {
    int s, j, i;
    DC__CLEANUP_BEGIN();
    for (s = 0; s < p->desc->stage_count; s++)
        for (j = 0; p->stage[s].units && j < p->stage[s].n; j++) dc__pipe_unit_sync(ctx, &p->stage[s].units[j]);
    for (s = 0; s < p->desc->stage_count; s++) {
        for (j = 0; p->stage[s].units && j < p->stage[s].n; j++) {
            dc__pipe_unit *u = &p->stage[s].units[j];
            for (i = 0; u->slots && i < u->slot_count; i++) {
                dc__pipe_drop_events(ctx, u->dev, &u->slots[i]);
                if (u->slots[i].in.id) dc__buffer_destroy(ctx, u->slots[i].in);
                if (u->slots[i].out.id) dc__buffer_destroy(ctx, u->slots[i].out);
            }
            if (u->so) dc__stream_destroy(ctx, u->so, u->stream);
            if (u->arrive_so) dc__stream_destroy(ctx, u->arrive_so, u->arrive);
            if (u->leave_so) dc__stream_destroy(ctx, u->leave_so, u->leave);
            dc__free(ctx, u->slots);
        }
        dc__free(ctx, p->stage[s].units);
    }
    DC__CLEANUP_END();
}

static void dc__pipe_report(dc_context *ctx, dc__pipe *p, double makespan_ms, dc_pipeline_report *report) {
    double worst = -1;
    uint64_t c;
    int s, j;
    report->makespan_ms = makespan_ms;
    report->chunk_items = p->chunk;
    report->chunks = p->chunks;
    report->stage_count = p->desc->stage_count;
    for (s = 0; s < p->desc->stage_count; s++) {
        dc__pipe_stage *g = &p->stage[s];
        dc_pipeline_stage_report *sr = &report->stages[s];
        for (j = 0; j < g->n && j < (int)DC__COUNTOF(sr->devices); j++) sr->devices[j] = g->units[j].dev->index;
        sr->device_count = g->n;
        sr->chunks = p->chunks;
        sr->busy_ms = g->busy_ms;
        sr->wait_ms = DC__MAX(0.0, makespan_ms - g->busy_ms / g->n);
        sr->path_in = DC_COPY_PATH_NONE;
        /* The slowest path any chunk took in (copies within one device are never made). */
        dc__mutex_lock(&ctx->lock);
        for (c = 0; s > 0 && c < p->chunks && c < (uint64_t)g->n * (uint64_t)p->stage[s - 1].n; c++) {
            dc_copy_path path = dc__pipe_moves(p, s, c) ? dc__route(ctx, dc__pipe_unit_of(p, s - 1, c)->dev->index, dc__pipe_unit_of(p, s, c)->dev->index) : DC_COPY_PATH_NONE;
            if (path > sr->path_in) sr->path_in = path;
        }
        dc__mutex_unlock(&ctx->lock);
        if (g->busy_ms / g->n > worst) { worst = g->busy_ms / g->n; report->bottleneck = s; }
    }
}

/* The last stage's output of chunk c to the host, on the download stream after the
   chunk's kernel. Issued some chunks after it: a read into pageable memory blocks the
   issuing thread until it is done, and by then the stages must have later chunks
   queued, or they would run in turn. */
static dc_result dc__pipe_download(dc_context *ctx, dc__pipe *p, uint64_t c) {
    const dc_pipeline_desc *desc = p->desc;
    int s = desc->stage_count - 1;
    dc__pipe_unit *u = dc__pipe_unit_of(p, s, c);
    dc__pipe_slot *q = dc__pipe_slot_of(p, s, c);
    uint64_t first = c * p->chunk, count = DC__MIN(p->chunk, desc->items - first), bytes = p->stage[s].out_bytes;
    dc_result r = dc__wait_event_on(ctx, u->dev, u->leave_so->native, u->dev, q->end);
    if (r == DC_SUCCESS) r = dc__read(ctx, u->leave, q->out, 0, (char *)desc->output + (size_t)(first * bytes), count * bytes, 0);
    q->freed_dev = u->dev;
    if (r == DC_SUCCESS) r = u->dev->backend->event_record(ctx, u->dev, u->leave_so->native, 0, &q->freed);
    if (r != DC_SUCCESS) dc__fail_append(" (pipeline output of chunk %llu on device %d)", (unsigned long long)c, u->dev->index);
    return r;
}

static dc_result dc__pipeline_run(dc_context *ctx, const dc_pipeline_desc *desc, dc_pipeline_report *report) {
    dc__pipe p;
    uint64_t c, downloaded = 0, lag = (uint64_t)(desc->depth ? desc->depth : desc->stage_count + 2) - 1;
    double t0 = 0;
    dc_result r = DC_SUCCESS;
    int s, j;
    memset(&p, 0, sizeof p);
    p.desc = desc;
    for (s = 0; s < desc->stage_count && r == DC_SUCCESS; s++) {
        const dc_pipeline_stage *st = &desc->stages[s];
        dc__pipe_stage *g = &p.stage[s];
        g->n = st->devices ? st->device_count : 1;
        g->in_bytes = dc__pipe_out_bytes(desc, s - 1);
        g->out_bytes = dc__pipe_out_bytes(desc, s);
        g->threads_per_item = st->threads_per_item ? st->threads_per_item : 1;
        if (!(g->units = (dc__pipe_unit *)dc__calloc(ctx, (size_t)g->n, sizeof *g->units))) r = dc__fail(DC_ERROR_OUT_OF_HOST_MEMORY, "out of host memory");
        for (j = 0; j < g->n && r == DC_SUCCESS; j++) g->units[j].dev = &ctx->devices[st->devices ? st->devices[j] : s % ctx->device_count];
    }
    /* The chunk sizes the buffers, so it is chosen before any unit opens. */
    if (r == DC_SUCCESS && (r = dc__pipe_choose_chunk(ctx, &p)) == DC_SUCCESS) p.chunks = (desc->items + p.chunk - 1) / p.chunk;
    for (s = 0; s < desc->stage_count && r == DC_SUCCESS; s++)
        for (j = 0; j < p.stage[s].n && r == DC_SUCCESS; j++)
            if ((r = dc__pipe_open_unit(ctx, &p, s, j)) != DC_SUCCESS) dc__fail_append(" (pipeline stage %d on device %d)", s, p.stage[s].units[j].dev->index);
    /* The makespan is the flow of the chunks, from the first upload to the last download. */
    t0 = dc__seconds();
    for (c = 0; c < p.chunks && r == DC_SUCCESS; c++) {
        for (s = 0; s < desc->stage_count && r == DC_SUCCESS; s++) r = dc__pipe_step(ctx, &p, s, c);
        /* outputs trail by depth - 1 chunks: a slot is refilled only after its download was issued */
        while (r == DC_SUCCESS && downloaded + lag <= c) r = dc__pipe_download(ctx, &p, downloaded++);
    }
    while (r == DC_SUCCESS && downloaded < p.chunks) r = dc__pipe_download(ctx, &p, downloaded++);
    for (s = 0; s < desc->stage_count && r == DC_SUCCESS; s++)
        for (j = 0; j < p.stage[s].n && r == DC_SUCCESS; j++) {
            dc__pipe_unit *u = &p.stage[s].units[j];
            if ((r = dc__pipe_unit_sync(ctx, u)) != DC_SUCCESS) dc__fail_append(" (pipeline stage %d on device %d)", s, u->dev->index);
        }
    t0 = (dc__seconds() - t0) * 1e3;
    for (s = 0; s < desc->stage_count && r == DC_SUCCESS; s++)
        for (j = 0; j < p.stage[s].n; j++)
            for (c = 0; c < (uint64_t)p.stage[s].units[j].slot_count && r == DC_SUCCESS; c++)
                r = dc__pipe_reclaim(ctx, &p.stage[s], &p.stage[s].units[j], &p.stage[s].units[j].slots[c]);
    if (r == DC_SUCCESS && report) dc__pipe_report(ctx, &p, t0, report);
    dc__pipe_close(ctx, &p);
    return r;
}

DC_API dc_result dc_pipeline_run(dc_context *ctx, const dc_pipeline_desc *desc, dc_pipeline_report *report) {
    dc_result r;
    int s, i, j;
    DC__ENTER("dc_pipeline_run");
    if (report) memset(report, 0, sizeof *report);
    if (!ctx || !desc) return dc__fail(DC_ERROR_INVALID_ARGUMENT, "%s is NULL", !ctx ? "ctx" : "desc");
    if (desc->stage_count < 1 || desc->stage_count > DC_PIPELINE_MAX_STAGES || !desc->stages)
        return dc__fail(DC_ERROR_INVALID_ARGUMENT, "dc_pipeline_desc.stage_count is %d (1..%d, with stages non-NULL)", desc->stage_count, DC_PIPELINE_MAX_STAGES);
    if (desc->in_item_bytes == 0) return dc__fail(DC_ERROR_INVALID_ARGUMENT, "dc_pipeline_desc.in_item_bytes is 0");
    if (desc->depth < 0) return dc__fail(DC_ERROR_INVALID_ARGUMENT, "dc_pipeline_desc.depth is %d (0 = stage_count + 2)", desc->depth);
    for (s = 0; s < desc->stage_count; s++) {
        const dc_pipeline_stage *st = &desc->stages[s];
        if (st->devices ? st->device_count <= 0 : st->device_count != 0)
            return dc__fail(DC_ERROR_INVALID_ARGUMENT, "dc_pipeline_desc.stages[%d].device_count is %d with devices %s (a list and its length, or NULL and 0)",
                            s, st->device_count, st->devices ? "set" : "NULL");
        for (i = 0; st->devices && i < st->device_count; i++) {
            if ((r = dc__check_device(ctx, st->devices[i], "a stage device")) != DC_SUCCESS) {
                dc__fail_append(" (dc_pipeline_desc.stages[%d].devices[%d])", s, i);
                return r;
            }
            for (j = 0; j < i; j++)
                if (st->devices[j] == st->devices[i]) return dc__fail(DC_ERROR_INVALID_ARGUMENT, "dc_pipeline_desc.stages[%d].devices lists device %d twice", s, st->devices[i]);
        }
        if (st->arg_count < 0 || st->arg_count > DC__MAX_ARGS - 4 || (st->arg_count > 0 && !st->args))
            return dc__fail(DC_ERROR_INVALID_ARGUMENT, "dc_pipeline_desc.stages[%d].arg_count is %d (0..%d, with args non-NULL)", s, st->arg_count, DC__MAX_ARGS - 4);
        for (i = 0; i < st->arg_count; i++)
            if (st->args[i].type == DC_ARG_TYPE_BUFFER || st->args[i].type == DC_ARG_TYPE_LOCAL || dc__arg_size(st->args[i].type) == 0)
                return dc__fail(DC_ERROR_INVALID_ARGUMENT, "dc_pipeline_desc.stages[%d].args[%d] is DC_ARG_%s; a stage's extra arguments are scalars "
                                "(its buffers are the pipeline's)", s, i, dc__arg_type_name(st->args[i].type));
    }
    if (desc->items == 0) return DC_SUCCESS;
    if (!desc->input || !desc->output) return dc__fail(DC_ERROR_INVALID_ARGUMENT, "dc_pipeline_desc.%s is NULL", !desc->input ? "input" : "output");
    for (s = -1; s < desc->stage_count; s++)
        if (dc__pipe_out_bytes(desc, s) > (uint64_t)(size_t)-1 / desc->items)
            return dc__fail(DC_ERROR_OUT_OF_RANGE, "%llu items x %llu bytes (%s) is more than the host can address", (unsigned long long)desc->items,
                            (unsigned long long)dc__pipe_out_bytes(desc, s), s < 0 ? "the input" : "a stage's output");
    return dc__pipeline_run(ctx, desc, report);
}

/* ============================== collectives  >>collectives ============================== */
/* A communicator is a list of devices (ranks) with, per rank, a stream of the library's
   own and, for the host path, pinned staging. A call is checked whole before anything
   moves, then planned: which algorithm, over which chunks. Every algorithm reduces in
   rank order, so every rank receives the same bytes.

   The host path (any mix of devices): the collective is a walk over a "global" element
   range in chunks; each chunk has sources (rank, byte offset) that are read into pinned
   host slots, reduced on the host in rank order (or passed through when there is one
   source), and destinations it is written to. Three stages overlap: while the ranks read
   chunk k+1 into host slots, the host reduces chunk k and the ranks write chunk k-1 back.
   - Reads go on each rank's stream, writes (of calls of more than one chunk) on a second
     stream of the rank, so a rank's device-to-host and host-to-device copies run at once
     (two copy engines on a GPU; two queues on a CPU driver).
   - The reduction of a large chunk is split by element ranges over the communicator's
     worker pool (>>util), started on the first such chunk; a small one stays on the
     calling thread. Each element is still reduced alone, in rank order, so the bytes are
     those of one thread and the same on every rank.
   - Slots: two input sets of n (chunk k's inputs in set k % 2) and three result slots
     (chunk k's result in slot k % 3). Inputs are free once their chunk is reduced, so
     reading chunk k+1 waits for nothing; a result slot is free once its chunk's writes
     are done, which the host checks (bounded) before chunk k+3 goes there, while the
     writes of the chunks in between go on. A chunk of one source (broadcast,
     all-gather) is neither reduced nor copied on the host: it is read straight into its
     result slot and written from there, and the three result slots let its read of k+1
     and the writes of k-1 run at once. 2n + 3 slots of DC__COLL_CHUNK bytes, allocated
     with the communicator, whatever the size of a call. */

#define DC__COLL_CHUNK ((uint64_t)4 << 20)   /* bytes per rank per chunk of the host path */
#ifndef DC__COLL_PUSH_CHUNK
#define DC__COLL_PUSH_CHUNK ((uint64_t)16 << 20)  /* bytes per chunk of PEER_COPY's pushes (dc__coll_push_reduce) */
#endif
#define DC__COLL_SPLIT_MIN ((uint64_t)256 << 10)   /* a smaller chunk is reduced on the calling thread (no wake-up cost) */
#define DC__COLL_SIZE_CLASSES 7              /* for logging a choice once: <=4K, 64K, 1M, 16M, 256M, 4G, more */

#define DC__COLL_MAX_IN 8   /* ranks a kernel reads at most (its in0 .. in7) */
struct dc_comm {
    dc_context *ctx;
    int n;
    int *device;                  /* per rank: the context device index */
    void **stream;                /* per rank: a native stream of the library's own */
    dc__mutex lock;               /* one collective at a time, in arrival order of the lock */
    double timeout_s;
    dc_comm_report last;
    unsigned char logged[DC_COLLECTIVE_COUNT][DC_COMM_ALGO_COUNT][DC__COLL_SIZE_CLASSES];
    dc_module module;             /* the embedded kernels (>>embedded), loaded at creation */
    dc_kernel reduce[DC_DTYPE_COUNT];
    dc__kernel_obj *reduce_obj[DC_DTYPE_COUNT];   /* NULL where no device has that dtype's kernel */
    dc_kernel copy_out[3];        /* dc_coll_copy_out_16, _4, _1: CUDA only (the broadcast over peers) */
    dc__kernel_obj *copy_out_obj[3];
    /* the flag kernels (CUDA peers; dc__coll_sync_setup): per rank one allocation `sync`
       (flags, epochs, the table of every rank's flag area, then the in-place stage of
       DC__COLL_ONESHOT_MAX bytes), and one host-mapped error word per rank that a kernel
       fills when a wait times out. After a timeout the flags are out of step for good:
       `broken` says why, and every later call fails with DC_ERROR_TIMEOUT. */
    dc_kernel flag[DC_DTYPE_COUNT];
    dc__kernel_obj *flag_obj[DC_DTYPE_COUNT];
    uint64_t sync[DC_DISPATCH_MAX_DEVICES];
    volatile uint32_t *error_words;
    dc__device *error_dev;        /* whose backend allocated error_words */
    int can_flags;                /* the sync allocations are made and the flag kernels loaded everywhere */
    /* per rank, the caller's stream (dc_stream id) after whose queued work every call of
       this communicator so far is ordered, 0 when all are done: a flag kernels' _async call
       launches straight on the caller's streams (no events, when the stream is the same
       as the last call's), and whatever runs next on the rank first waits for that stream */
    uint64_t tail[DC_DISPATCH_MAX_DEVICES];
    /* launch threads (dc__coll_launchers_start): rank k > 0 has a thread that launches its
       flag kernel when a call posts a job, so the launches (about 3 us each) overlap */
    struct dc__coll_launcher *launcher;   /* [n], rank 0's unused (the caller launches it) */
    volatile long job, launched, quit, sleepers;
    dc__mutex wake_lock;
    dc__cond wake;
    const struct dc__coll *job_call;      /* the posted job: the call, its algorithm, each rank's view of */
    dc_comm_algorithm job_algo;
    uint64_t job_in[DC__COLL_MAX_IN], job_in_at[DC__COLL_MAX_IN];   /* the inputs, */
    int job_staged[DC_DISPATCH_MAX_DEVICES];                        /* who is in place, */
    void *job_stream[DC_DISPATCH_MAX_DEVICES];                      /* the streams, */
    dc_result job_result[DC_DISPATCH_MAX_DEVICES];                  /* and the outcome */
    char job_error[DC_DISPATCH_MAX_DEVICES][512];
    int skip_rank;                /* test hooks: DC_DEBUG_COLL_SKIP_RANK, never launch there (-1: none); */
    unsigned delay_us;            /*   DC_DEBUG_COLL_DELAY_US, sleep before launching on the last rank */
    char broken[256];
    /* the device algorithms (tested at creation): every pair of ranks copies between
       each other (peer or one OpenCL context), and every pair reads each other's memory
       from kernels (CUDA peers). PEER_COPY's per-rank scratch: two sets of n chunks of
       DC__COLL_PUSH_CHUNK (the other ranks' parts, and the slice's result for REDUCE). */
    int can_copy, can_read_peers;
    dc_comm_algorithm forced;     /* dc_comm_set_algorithm; NONE = choose */
    uint64_t *scratch;
    /* per rank, a second native stream beside c->stream, for copies that overlap the
       main stream's work: the host path's writes, PEER_COPY's pushes out */
    void *side_stream[DC_DISPATCH_MAX_DEVICES];
    /* host path (see the top of this section): two input sets of n slots and three result
       slots of DC__COLL_CHUNK bytes, the reduction's threads */
    dc__host_block slot_in[2][DC_DISPATCH_MAX_DEVICES], slot_out[3];
    void *read_done[2][DC_DISPATCH_MAX_DEVICES];    /* per input set, per source rank */
    void *write_done[3][DC_DISPATCH_MAX_DEVICES];   /* per result slot, per destination rank */
    dc__workers *reducers;                          /* started on the first chunk of DC__COLL_SPLIT_MIN bytes */
};

/* One call, checked: per rank the buffers' memory and byte offsets (0 where unused). */
typedef struct dc__coll {
    const dc_collective_desc *desc;
    uint64_t size, bytes;         /* element size; count x size */
    uint64_t send_mem[DC_DISPATCH_MAX_DEVICES], recv_mem[DC_DISPATCH_MAX_DEVICES];
    uint64_t send_off[DC_DISPATCH_MAX_DEVICES], recv_off[DC_DISPATCH_MAX_DEVICES];
    int has_send[DC_DISPATCH_MAX_DEVICES], has_recv[DC_DISPATCH_MAX_DEVICES];
} dc__coll;

DC_API const char *dc_collective_name(dc_collective kind) {
    static const char *const names[DC_COLLECTIVE_COUNT] = { "allreduce", "reduce", "broadcast", "allgather", "reduce_scatter" };
    return (unsigned)kind < DC_COLLECTIVE_COUNT ? names[kind] : "unknown";
}
DC_API const char *dc_comm_algorithm_name(dc_comm_algorithm a) {
    static const char *const names[DC_COMM_ALGO_COUNT] = { "none", "local", "host", "peer-copy", "peer-kernel", "one-shot", "two-shot" };
    return (unsigned)a < DC_COMM_ALGO_COUNT ? names[a] : "unknown";
}

/* --- host reduction, in rank order --- */

/* The host reduction works block by block: each input's block is widened into an
   accumulator array (floats of 32 bits or less to float, f64 to double, integers to 64
   bits, signed ones sign-extended), combined element-wise by one loop per op, and the
   result narrowed once. The loops run over whole blocks (a short last block is padded
   with zeros, never stored) and test no dtype or op per element, so the compiler
   vectorises them; element i still meets in[0][i], in[1][i] ... in rank order through
   the same operations as in a loop over single elements. */
#define DC__COLL_BLOCK 256
static void dc__coll_widen_f32(dc_dtype t, const unsigned char *p, float *v, int len) {
    uint32_t u[DC__COLL_BLOCK];
    uint16_t h;
    int i;
    if (t == DC_F32) {   /* NaNs read quiet, as f16 and bf16 ones are (and the element-wise code did) */
        memcpy(u, p, (size_t)len * 4);
        for (i = len; i < DC__COLL_BLOCK; i++) u[i] = 0;
        for (i = 0; i < DC__COLL_BLOCK; i++) u[i] |= (uint32_t)((u[i] & 0x7FFFFFFFu) > 0x7F800000u) << 22;
        memcpy(v, u, (size_t)len * 4);
    } else if (t == DC_F16) for (i = 0; i < len; i++) { memcpy(&h, p + 2 * i, 2); v[i] = dc__f16_to_f32(h); }
    else for (i = 0; i < len; i++) { memcpy(&h, p + 2 * i, 2); v[i] = dc__bf16_to_f32(h); }
    for (i = len; i < DC__COLL_BLOCK; i++) v[i] = 0;
}
static void dc__coll_narrow_f32(dc_dtype t, const float *v, unsigned char *p, int len) {
    uint16_t h;
    int i;
    if (t == DC_F32) memcpy(p, v, (size_t)len * 4);
    else if (t == DC_F16) for (i = 0; i < len; i++) { h = dc__f32_to_f16(v[i]); memcpy(p + 2 * i, &h, 2); }
    else for (i = 0; i < len; i++) { h = dc__f32_to_bf16(v[i]); memcpy(p + 2 * i, &h, 2); }
}
static void dc__coll_widen_f64(const unsigned char *p, double *v, int len) {
    int i;
    memcpy(v, p, (size_t)len * 8);
    for (i = len; i < DC__COLL_BLOCK; i++) v[i] = 0;
}
static void dc__coll_widen_int(dc_dtype t, const unsigned char *p, uint64_t *v, int len) {
    uint32_t x;
    int i;
    switch (t) {
    case DC_I8:  for (i = 0; i < len; i++) v[i] = ((uint64_t)p[i] ^ 0x80u) - 0x80u; break;   /* sign-extended */
    case DC_U8:  for (i = 0; i < len; i++) v[i] = p[i]; break;
    case DC_I32: for (i = 0; i < len; i++) { memcpy(&x, p + 4 * i, 4); v[i] = ((uint64_t)x ^ 0x80000000u) - 0x80000000u; } break;
    case DC_U32: for (i = 0; i < len; i++) { memcpy(&x, p + 4 * i, 4); v[i] = x; } break;
    default:     memcpy(v, p, (size_t)len * 8); break;
    }
    for (i = len; i < DC__COLL_BLOCK; i++) v[i] = 0;
}
static void dc__coll_narrow_int(dc_dtype t, const uint64_t *v, unsigned char *p, int len) {
    uint32_t x;
    int i;
    switch (dc__dtype_sizes[t]) {
    case 1:  for (i = 0; i < len; i++) p[i] = (unsigned char)v[i]; break;
    case 4:  for (i = 0; i < len; i++) { x = (uint32_t)v[i]; memcpy(p + 4 * i, &x, 4); } break;
    default: memcpy(p, v, (size_t)len * 8); break;
    }
}
/* a[i] = a[i] op b[i] over a block of floats or doubles (i: the caller's int); MIN and MAX
   keep a NaN of either side. */
#define DC__COLL_COMBINE_FLOATS(a, b, op, i)                                                                                \
    switch (op) {                                                                                                           \
    case DC_PROD: for (i = 0; i < DC__COLL_BLOCK; i++) a[i] = a[i] * b[i]; break;                                           \
    case DC_MIN:  for (i = 0; i < DC__COLL_BLOCK; i++) a[i] = a[i] != a[i] ? a[i] : b[i] != b[i] ? b[i] : b[i] < a[i] ? b[i] : a[i]; break; \
    case DC_MAX:  for (i = 0; i < DC__COLL_BLOCK; i++) a[i] = a[i] != a[i] ? a[i] : b[i] != b[i] ? b[i] : b[i] > a[i] ? b[i] : a[i]; break; \
    default:      for (i = 0; i < DC__COLL_BLOCK; i++) a[i] = a[i] + b[i]; break;                                           \
    }

/* out[i] = in[0][i] op in[1][i] op ... for `count` elements, accumulated as documented in
   the header (floats of 32 bits or less in float, f64 in double, integers in 64 bits,
   wrapping), AVG divided by `divisor` at the end. */
static void dc__coll_reduce_host(dc_dtype t, dc_op op, int nin, const unsigned char *const *in, unsigned char *out, uint64_t count,
                                 unsigned divisor) {
    size_t size = dc__dtype_sizes[t];
    uint64_t at;
    int i, k;
    for (at = 0; at < count; at += DC__COLL_BLOCK) {
        int len = (int)DC__MIN((uint64_t)DC__COLL_BLOCK, count - at);
        size_t o = (size_t)at * size;
        if (t == DC_F64) {
            double a[DC__COLL_BLOCK], b[DC__COLL_BLOCK];
            dc__coll_widen_f64(in[0] + o, a, len);
            for (k = 1; k < nin; k++) {
                dc__coll_widen_f64(in[k] + o, b, len);
                DC__COLL_COMBINE_FLOATS(a, b, op, i)
            }
            if (op == DC_AVG) for (i = 0; i < DC__COLL_BLOCK; i++) a[i] = a[i] / (double)divisor;
            memcpy(out + o, a, (size_t)len * 8);
        } else if (dc__dtype_is_float(t)) {
            float a[DC__COLL_BLOCK], b[DC__COLL_BLOCK];
            dc__coll_widen_f32(t, in[0] + o, a, len);
            for (k = 1; k < nin; k++) {
                dc__coll_widen_f32(t, in[k] + o, b, len);
                DC__COLL_COMBINE_FLOATS(a, b, op, i)
            }
            if (op == DC_AVG) for (i = 0; i < DC__COLL_BLOCK; i++) a[i] = a[i] / (float)divisor;
            dc__coll_narrow_f32(t, a, out + o, len);
        } else {
            uint64_t a[DC__COLL_BLOCK], b[DC__COLL_BLOCK];
            int is_signed = dc__dtype_is_signed(t);
            dc__coll_widen_int(t, in[0] + o, a, len);
            for (k = 1; k < nin; k++) {
                dc__coll_widen_int(t, in[k] + o, b, len);
                switch (op) {
                case DC_PROD: for (i = 0; i < DC__COLL_BLOCK; i++) a[i] = a[i] * b[i]; break;
                case DC_MIN:
                    if (is_signed) for (i = 0; i < DC__COLL_BLOCK; i++) a[i] = (int64_t)b[i] < (int64_t)a[i] ? b[i] : a[i];
                    else for (i = 0; i < DC__COLL_BLOCK; i++) a[i] = b[i] < a[i] ? b[i] : a[i];
                    break;
                case DC_MAX:
                    if (is_signed) for (i = 0; i < DC__COLL_BLOCK; i++) a[i] = (int64_t)b[i] > (int64_t)a[i] ? b[i] : a[i];
                    else for (i = 0; i < DC__COLL_BLOCK; i++) a[i] = b[i] > a[i] ? b[i] : a[i];
                    break;
                default: for (i = 0; i < DC__COLL_BLOCK; i++) a[i] = a[i] + b[i]; break;
                }
            }
            if (op == DC_AVG) {
                if (is_signed) for (i = 0; i < len; i++) a[i] = (uint64_t)((int64_t)a[i] / (int64_t)divisor);
                else for (i = 0; i < len; i++) a[i] = a[i] / divisor;
            }
            dc__coll_narrow_int(t, a, out + o, len);
        }
    }
}

/* A chunk's reduction as a job of the worker pool (>>util): part p is an element range
   (boundaries at whole cache lines of the result). Each element is still reduced alone,
   in rank order, so splitting changes no byte of the result. */
typedef struct dc__coll_reduce_job {
    dc_dtype dtype;
    dc_op op;
    int nin;
    unsigned divisor;
    const unsigned char *in[DC_DISPATCH_MAX_DEVICES];
    unsigned char *out;
    uint64_t count;
} dc__coll_reduce_job;
static void dc__coll_reduce_part(void *arg, int part, int parts) {
    const dc__coll_reduce_job *j = (const dc__coll_reduce_job *)arg;
    uint64_t size = dc__dtype_sizes[j->dtype], from = dc__part_begin(j->count, part, parts, 64 / size);
    uint64_t to = dc__part_begin(j->count, part + 1, parts, 64 / size);
    const unsigned char *in[DC_DISPATCH_MAX_DEVICES];
    int k;
    for (k = 0; k < j->nin; k++) in[k] = j->in[k] + from * size;
    dc__coll_reduce_host(j->dtype, j->op, j->nin, in, j->out + from * size, to - from, j->divisor);
}

/* --- checks --- */

static int dc__coll_reduces(dc_collective k) { return k == DC_ALLREDUCE || k == DC_REDUCE || k == DC_REDUCE_SCATTER; }
/* Elements per rank that send[r] holds and recv[r] receives. */
static uint64_t dc__coll_send_count(const dc_comm *c, const dc_collective_desc *d) { return d->kind == DC_REDUCE_SCATTER ? d->count * (uint64_t)c->n : d->count; }
static uint64_t dc__coll_recv_count(const dc_comm *c, const dc_collective_desc *d) { return d->kind == DC_ALLGATHER ? d->count * (uint64_t)c->n : d->count; }
static int dc__coll_uses_send(const dc_collective_desc *d, int r) { return d->kind != DC_BROADCAST || r == d->root; }
static int dc__coll_uses_recv(const dc_collective_desc *d, int r) { return d->kind != DC_REDUCE || r == d->root; }

/* One side (send or recv) of rank r: a live buffer of the rank's device, the range inside. */
static dc_result dc__coll_side(dc_comm *c, const char *side, int r, dc_buffer b, uint64_t offset, uint64_t bytes, uint64_t *mem) {
    dc__buffer_obj *o;
    char what[64];
    snprintf(what, sizeof what, "%s[%d]", side, r);
    if (!(o = (dc__buffer_obj *)dc__pool_get(c->ctx, DC__T_BUFFER, b.id, what))) return DC_ERROR_INVALID_HANDLE;
    if (o->device != c->device[r])
        return dc__fail(DC_ERROR_INVALID_ARGUMENT, "%s lives on device %d, but rank %d is device %d", what, o->device, r, c->device[r]);
    if (dc__check_range(what, offset, bytes, o->bytes) != DC_SUCCESS) return DC_ERROR_OUT_OF_RANGE;
    *mem = o->mem;
    return DC_SUCCESS;
}

static dc_result dc__coll_check(dc_comm *c, const dc_collective_desc *d, dc__coll *call) {
    uint64_t size, send_bytes, recv_bytes;
    dc_result r;
    int i;
    memset(call, 0, sizeof *call);
    call->desc = d;
    if ((unsigned)d->kind >= DC_COLLECTIVE_COUNT) return dc__fail(DC_ERROR_INVALID_ARGUMENT, "dc_collective_desc.kind %d is not a dc_collective", (int)d->kind);
    if ((unsigned)d->dtype >= DC_DTYPE_COUNT) return dc__fail(DC_ERROR_INVALID_ARGUMENT, "dtype %d is not a dc_dtype", (int)d->dtype);
    if (dc__coll_reduces(d->kind) && (unsigned)d->op >= DC_OP_COUNT) return dc__fail(DC_ERROR_INVALID_ARGUMENT, "op %d is not a dc_op", (int)d->op);
    if ((d->kind == DC_REDUCE || d->kind == DC_BROADCAST) && (d->root < 0 || d->root >= c->n))
        return dc__fail(DC_ERROR_OUT_OF_RANGE, "root %d is not a rank of the communicator (0..%d)", d->root, c->n - 1);
    if (!d->send || !d->recv) return dc__fail(DC_ERROR_INVALID_ARGUMENT, "dc_collective_desc.%s is NULL", !d->send ? "send" : "recv");
    size = dc__dtype_sizes[d->dtype];
    if (d->count > UINT64_MAX / size / (uint64_t)c->n)
        return dc__fail(DC_ERROR_OUT_OF_RANGE, "count %llu x %llu bytes x %d ranks overflows", (unsigned long long)d->count, (unsigned long long)size, c->n);
    call->size = size;
    call->bytes = d->count * size;
    send_bytes = dc__coll_send_count(c, d) * size;
    recv_bytes = dc__coll_recv_count(c, d) * size;
    for (i = 0; i < c->n; i++) {
        call->send_off[i] = d->send_offset ? d->send_offset[i] : 0;
        call->recv_off[i] = d->recv_offset ? d->recv_offset[i] : 0;
        if (dc__coll_uses_send(d, i)) {
            if ((r = dc__coll_side(c, "send", i, d->send[i], call->send_off[i], send_bytes, &call->send_mem[i])) != DC_SUCCESS) return r;
            call->has_send[i] = 1;
        }
        if (dc__coll_uses_recv(d, i)) {
            if ((r = dc__coll_side(c, "recv", i, d->recv[i], call->recv_off[i], recv_bytes, &call->recv_mem[i])) != DC_SUCCESS) return r;
            call->has_recv[i] = 1;
        }
        /* In place is send == recv (for all-gather and reduce-scatter, NCCL's layout: the
           rank's own block of the larger buffer); any other overlap would read what the
           call already wrote. */
        if (call->has_send[i] && call->has_recv[i] && d->send[i].id == d->recv[i].id) {
            uint64_t s0 = call->send_off[i], r0 = call->recv_off[i];
            uint64_t in_place = d->kind == DC_ALLGATHER ? r0 + (uint64_t)i * call->bytes : d->kind == DC_REDUCE_SCATTER ? s0 + (uint64_t)i * call->bytes : r0;
            int overlap = s0 < r0 + recv_bytes && r0 < s0 + send_bytes;
            if (d->kind == DC_ALLGATHER ? s0 != in_place : d->kind == DC_REDUCE_SCATTER ? r0 != in_place : s0 != r0) {
                if (overlap && call->bytes)
                    return dc__fail(DC_ERROR_INVALID_ARGUMENT, "send[%d] and recv[%d] overlap in one buffer (send at byte %llu, recv at %llu) without being "
                                    "in place%s", i, i, (unsigned long long)s0, (unsigned long long)r0,
                                    d->kind == DC_ALLGATHER ? " (in place: send = recv + rank x count elements)" :
                                    d->kind == DC_REDUCE_SCATTER ? " (in place: recv = send + rank x count elements)" : " (in place: the same offset)");
            }
        }
    }
    return DC_SUCCESS;
}

/* --- waiting, bounded --- */

/* Waits for `event` of rank r's device, at most until `deadline` (dc__seconds). */
static dc_result dc__coll_wait(dc_comm *c, int r, void *event, double deadline) {
    dc__device *dev = &c->ctx->devices[c->device[r]];
    unsigned spins = 0;
    for (;;) {
        int done = 0;
        dc_result e = dev->backend->event_query(c->ctx, dev, event, &done);
        if (e != DC_SUCCESS || done) {
            if (e != DC_SUCCESS) dc__fail_append(" (collective, rank %d on device %d)", r, c->device[r]);
            return e;
        }
        if (dc__seconds() > deadline)
            return dc__fail(DC_ERROR_TIMEOUT, "collective: rank %d (device %d, %s) did not finish its part within %.3g s (dc_comm_set_timeout)", r,
                            c->device[r], dev->info.name, c->timeout_s);
        if (++spins > 64) dc__sleep_us(spins > 4096 ? 200 : 20);  /* short waits spin; long ones sleep */
    }
}
static void dc__coll_drop(dc_comm *c, int r, void **event) {
    if (*event) {
        dc__device *dev = &c->ctx->devices[c->device[r]];
        dev->backend->event_destroy(c->ctx, dev, *event);
        *event = NULL;
    }
}

/* Rank r's stream `waiter` waits for the work queued so far on its stream `from` (the
   rank's two streams: the main one and the side stream). */
static dc_result dc__coll_stream_after(dc_comm *c, int r, void *waiter, void *from) {
    dc__device *dev = &c->ctx->devices[c->device[r]];
    void *e = NULL;
    dc_result res = dev->backend->event_record(c->ctx, dev, from, 0, &e);
    if (res == DC_SUCCESS) res = dc__wait_event_on(c->ctx, dev, waiter, dev, e);
    dc__coll_drop(c, r, &e);
    return res;
}

/* --- the host path --- */

/* Chunk (block b, elements [at, at + len) of the block) of the global range: its sources
   (rank and byte offset in that rank's send) and destinations (rank, offset in recv). */
typedef struct dc__coll_chunk {
    int nsrc, ndst;
    int src_rank[DC_DISPATCH_MAX_DEVICES], dst_rank[DC_DISPATCH_MAX_DEVICES];
    uint64_t src_at[DC_DISPATCH_MAX_DEVICES], dst_at[DC_DISPATCH_MAX_DEVICES];
    uint64_t bytes;
} dc__coll_chunk;

static void dc__coll_chunk_of(const dc_comm *c, const dc__coll *call, uint64_t b, uint64_t at, uint64_t len, dc__coll_chunk *k) {
    const dc_collective_desc *d = call->desc;
    uint64_t size = call->size, in_block = at * size, global = (b * d->count + at) * size;
    int r;
    k->nsrc = k->ndst = 0;
    k->bytes = len * size;
    for (r = 0; r < c->n; r++) {
        int src = d->kind == DC_BROADCAST ? r == d->root : d->kind == DC_ALLGATHER ? (uint64_t)r == b : 1;
        int dst = d->kind == DC_REDUCE ? r == d->root : d->kind == DC_REDUCE_SCATTER ? (uint64_t)r == b : 1;
        if (src) {
            k->src_rank[k->nsrc] = r;
            k->src_at[k->nsrc++] = call->send_off[r] + (d->kind == DC_REDUCE_SCATTER ? global : in_block);
        }
        if (dst) {
            k->dst_rank[k->ndst] = r;
            k->dst_at[k->ndst++] = call->recv_off[r] + (d->kind == DC_ALLGATHER ? global : in_block);
        }
    }
}

/* Before result slot `out` is filled again: its last writes are done. */
static dc_result dc__coll_host_settle(dc_comm *c, int out, double deadline) {
    dc_result r = DC_SUCCESS, e;
    int rank;
    for (rank = 0; rank < c->n; rank++) {
        if (!c->write_done[out][rank]) continue;
        e = r == DC_SUCCESS ? dc__coll_wait(c, rank, c->write_done[out][rank], deadline) : DC_SUCCESS;
        if (r == DC_SUCCESS) r = e;
        dc__coll_drop(c, rank, &c->write_done[out][rank]);
    }
    return r;
}
/* Queues the reads of chunk k's sources on the rank streams: into input set `in`, or,
   with one source (nothing to reduce), straight into result slot `out`, once that slot's
   last writes are done. */
static dc_result dc__coll_host_read(dc_comm *c, const dc__coll *call, const dc__coll_chunk *k, int in, int out, double deadline) {
    dc_result r = k->nsrc == 1 ? dc__coll_host_settle(c, out, deadline) : DC_SUCCESS;
    int i;
    for (i = 0; i < k->nsrc && r == DC_SUCCESS; i++) {
        int rank = k->src_rank[i];
        dc__device *dev = &c->ctx->devices[c->device[rank]];
        void *to = k->nsrc == 1 ? c->slot_out[out].ptr : c->slot_in[in][i].ptr;
        r = dev->backend->read(c->ctx, dev, c->stream[rank], call->send_mem[rank], k->src_at[i], to, k->bytes, 0);
        if (r == DC_SUCCESS) r = dev->backend->event_record(c->ctx, dev, c->stream[rank], 0, &c->read_done[in][rank]);
    }
    return r;
}
/* Waits for chunk k's reads (input set `in`), reduces them into result slot `out` (one
   source: already there) and queues the writes to chunk k's destinations on wstream[rank].
   A destination that is the source itself is skipped. */
static dc_result dc__coll_host_reduce_write(dc_comm *c, const dc__coll *call, const dc__coll_chunk *k, int in, int out, void *const *wstream,
                                            double deadline) {
    const dc_collective_desc *d = call->desc;
    dc_result r = DC_SUCCESS;
    int i;
    for (i = 0; i < k->nsrc && r == DC_SUCCESS; i++) {
        r = dc__coll_wait(c, k->src_rank[i], c->read_done[in][k->src_rank[i]], deadline);
        dc__coll_drop(c, k->src_rank[i], &c->read_done[in][k->src_rank[i]]);
    }
    if (r == DC_SUCCESS && k->nsrc > 1) r = dc__coll_host_settle(c, out, deadline);
    if (r != DC_SUCCESS) return r;
    if (k->nsrc > 1) {
        dc__coll_reduce_job job;
        job.dtype = d->dtype;
        job.op = d->op;
        job.nin = k->nsrc;
        job.divisor = (unsigned)c->n;
        for (i = 0; i < k->nsrc; i++) job.in[i] = (const unsigned char *)c->slot_in[in][i].ptr;
        job.out = (unsigned char *)c->slot_out[out].ptr;
        job.count = k->bytes / call->size;
        if (k->bytes < DC__COLL_SPLIT_MIN) {
            dc__coll_reduce_part(&job, 0, 1);
        } else {
            if (!c->reducers) c->reducers = dc__workers_start(c->ctx, "collectives' host reduction");
            dc__workers_run(c->reducers, dc__coll_reduce_part, &job);
        }
    }
    for (i = 0; i < k->ndst && r == DC_SUCCESS; i++) {
        int rank = k->dst_rank[i];
        dc__device *dev = &c->ctx->devices[c->device[rank]];
        if (k->nsrc == 1 && k->src_rank[0] == rank && d->send[rank].id == d->recv[rank].id && k->src_at[0] == k->dst_at[i]) continue;
        r = dev->backend->write(c->ctx, dev, wstream[rank], call->recv_mem[rank], k->dst_at[i], c->slot_out[out].ptr, k->bytes, 0);
        if (r == DC_SUCCESS) r = dev->backend->event_record(c->ctx, dev, wstream[rank], 0, &c->write_done[out][rank]);
    }
    return r;
}
/* After a failure half-way: nothing of ours may still run when the call returns. */
static void dc__coll_quiesce(dc_comm *c) {
    int s, i;
    DC__CLEANUP_BEGIN();
    for (i = 0; i < c->n; i++) {
        dc__device *dev = &c->ctx->devices[c->device[i]];
        dev->backend->stream_sync(c->ctx, dev, c->stream[i]);
        if (c->side_stream[i]) dev->backend->stream_sync(c->ctx, dev, c->side_stream[i]);
    }
    for (i = 0; i < c->n; i++) {
        for (s = 0; s < 3; s++) dc__coll_drop(c, i, &c->write_done[s][i]);
        for (s = 0; s < 2; s++) dc__coll_drop(c, i, &c->read_done[s][i]);
    }
    DC__CLEANUP_END();
}
/* The writes of a call of several chunks go on the write streams: each first waits for
   what its rank's stream was ordered after (the caller's work, dc__coll_order_in). */
static dc_result dc__coll_host_order_writes(dc_comm *c, const dc__coll *call) {
    dc_result r = DC_SUCCESS;
    int i;
    for (i = 0; i < c->n && r == DC_SUCCESS; i++)
        if (call->has_recv[i]) r = dc__coll_stream_after(c, i, c->side_stream[i], c->stream[i]);
    return r;
}
/* Chunk j of the walk: block j / per_block, elements from (j % per_block) x per. */
static void dc__coll_host_chunk(const dc_comm *c, const dc__coll *call, uint64_t j, uint64_t per, uint64_t per_block, dc__coll_chunk *k) {
    uint64_t at = j % per_block * per;
    dc__coll_chunk_of(c, call, j / per_block, at, DC__MIN(per, call->desc->count - at), k);
}

/* The collective through the host, chunk by chunk (see the top of this section): step i
   queues the reads of chunk i+1, then reduces chunk i and queues its writes, while the
   writes of chunk i-1 still run. */
static dc_result dc__coll_host(dc_comm *c, const dc__coll *call, double deadline) {
    const dc_collective_desc *d = call->desc;
    uint64_t blocks = d->kind == DC_ALLGATHER || d->kind == DC_REDUCE_SCATTER ? (uint64_t)c->n : 1;
    uint64_t per = DC__MAX(DC__COLL_CHUNK / call->size, 1), per_block = (d->count + per - 1) / per, chunks = blocks * per_block, i;
    void *const *wstream = chunks > 1 ? c->side_stream : c->stream;   /* one chunk: nothing to overlap its writes with */
    dc__coll_chunk k[2];   /* chunk i in k[i % 2] */
    dc_result r = chunks > 1 ? dc__coll_host_order_writes(c, call) : DC_SUCCESS;
    int slot;
    if (r == DC_SUCCESS) {
        dc__coll_host_chunk(c, call, 0, per, per_block, &k[0]);
        r = dc__coll_host_read(c, call, &k[0], 0, 0, deadline);
    }
    for (i = 0; i < chunks && r == DC_SUCCESS; i++) {
        if (i + 1 < chunks) {
            dc__coll_host_chunk(c, call, i + 1, per, per_block, &k[(i + 1) % 2]);
            r = dc__coll_host_read(c, call, &k[(i + 1) % 2], (int)((i + 1) % 2), (int)((i + 1) % 3), deadline);
        }
        if (r == DC_SUCCESS) r = dc__coll_host_reduce_write(c, call, &k[i % 2], (int)(i % 2), (int)(i % 3), wstream, deadline);
    }
    for (slot = 0; slot < 3 && r == DC_SUCCESS; slot++) r = dc__coll_host_settle(c, slot, deadline);
    return r;
}

/* One rank: a copy on its device (none in place). */
static dc_result dc__coll_local(dc_comm *c, const dc__coll *call, double deadline) {
    dc__device *dev = &c->ctx->devices[c->device[0]];
    void *done = NULL;
    dc_result r;
    if (call->desc->send[0].id == call->desc->recv[0].id && call->send_off[0] == call->recv_off[0]) return DC_SUCCESS;
    r = dev->backend->copy(c->ctx, dev, c->stream[0], call->recv_mem[0], call->recv_off[0], call->send_mem[0], call->send_off[0], call->bytes, 0);
    if (r == DC_SUCCESS) r = dev->backend->event_record(c->ctx, dev, c->stream[0], 0, &done);
    if (r == DC_SUCCESS) r = dc__coll_wait(c, 0, done, deadline);
    dc__coll_drop(c, 0, &done);
    return r;
}

static const char *const *dc__embedded_lines(int opencl);   /* >>embedded, at the end of the file */

/* --- built-in kernels and the peer path --- */

/* The reduction kernels of the embedded module (>>embedded), one per dtype:
   k(out, count, op, nin, divisor, in0 .. in7), reduced in the order in0, in1, ... */
static const char *const dc__coll_kernel_names[DC_DTYPE_COUNT] = {
    "dc_coll_reduce_f32", "dc_coll_reduce_f64", "dc_coll_reduce_f16", "dc_coll_reduce_bf16", "dc_coll_reduce_i8",
    "dc_coll_reduce_u8", "dc_coll_reduce_i32", "dc_coll_reduce_u32", "dc_coll_reduce_i64", "dc_coll_reduce_u64"
};
/* The copy kernels (one read, up to DC__COLL_MAX_IN writes) by unit: 16, 4 and 1 bytes. */
static const char *const dc__coll_copy_names[3] = { "dc_coll_copy_out_16", "dc_coll_copy_out_4", "dc_coll_copy_out_1" };
static const uint64_t dc__coll_copy_units[3] = { 16, 4, 1 };
/* The flag kernels by dtype: one-shot (every collective) and two-shot all-reduce
   (kernels/collectives.cu says how they work). */
static const char *const dc__coll_flag_names[DC_DTYPE_COUNT] = {
    "dc_coll_flag_reduce_f32", "dc_coll_flag_reduce_f64", "dc_coll_flag_reduce_f16", "dc_coll_flag_reduce_bf16", "dc_coll_flag_reduce_i8",
    "dc_coll_flag_reduce_u8", "dc_coll_flag_reduce_i32", "dc_coll_flag_reduce_u32", "dc_coll_flag_reduce_i64", "dc_coll_flag_reduce_u64"
};
/* A rank's sync allocation: the flag slots (2 sets x DC__COLL_MAX_BLOCKS blocks x 8 peers of
   32 bits, the kernels' layout), the epochs of its blocks, the same for the warm-up
   launches (which must not move the real epochs), the table of every rank's flag area (8
   addresses), and from DC__SYNC_STAGE the in-place stage. Memory handles are device
   addresses on the backends whose kernels read peers (peer_pointers), so offsets are
   added to them. */
#define DC__COLL_MAX_BLOCKS 128
#define DC__SYNC_EPOCHS ((uint64_t)2 * DC__COLL_MAX_BLOCKS * 8 * 4)
#define DC__SYNC_WARM_EPOCHS (DC__SYNC_EPOCHS + DC__COLL_MAX_BLOCKS * 4)
#define DC__SYNC_TABLE (DC__SYNC_WARM_EPOCHS + DC__COLL_MAX_BLOCKS * 4)
#define DC__SYNC_STAGE ((uint64_t)16 << 10)
#ifndef DC__COLL_LAUNCH_THREADS
#define DC__COLL_LAUNCH_THREADS 1   /* the flag kernels launched by a thread per rank (0: one after another) */
#endif
/* The automatic choice for all-reduce over CUDA peers, by bytes a rank: one-shot up to
   DC__COLL_ONESHOT_AUTO, two-shot up to DC__COLL_TWOSHOT_MAX, then peer-kernel. Measured on
   2 and 4 H200s (2026-11-22, us): 64 KiB one-shot 9.1, two-shot 8.5 (2 GPUs); 8 MiB
   two-shot 48.9 / 54.4, peer-kernel 50.1 / 80.7 (2 / 4 GPUs); 16 MiB two-shot 89.7,
   peer-kernel 74.5 (2 GPUs); 32 MiB two-shot 198.5, peer-kernel 193.7 (4 GPUs). */
#ifndef DC__COLL_ONESHOT_AUTO
#define DC__COLL_ONESHOT_AUTO ((uint64_t)32 << 10)
#endif
#ifndef DC__COLL_TWOSHOT_MAX
#define DC__COLL_TWOSHOT_MAX ((uint64_t)8 << 20)
#endif
#ifndef DC__COLL_ONESHOT_MAX
#define DC__COLL_ONESHOT_MAX ((uint64_t)256 << 10)   /* bytes: the largest one-shot all-reduce (and its stage) */
#endif

static char *dc__join_lines(dc_context *ctx, const char *const *lines) {
    size_t n = 0, i;
    char *text, *at;
    for (i = 0; lines[i]; i++) n += strlen(lines[i]);
    if (!(text = (char *)dc__malloc(ctx, n + 1))) return NULL;
    for (at = text, i = 0; lines[i]; i++) { size_t len = strlen(lines[i]); memcpy(at, lines[i], len); at += len; }
    *at = 0;
    return text;
}

/* Loads the embedded module on every device and takes its kernels. */
static dc_result dc__coll_load_kernels(dc_comm *c) {
    dc_module_desc desc;
    char *ptx = dc__join_lines(c->ctx, dc__embedded_lines(0)), *cl = dc__join_lines(c->ctx, dc__embedded_lines(1));
    dc_result r = ptx && cl ? DC_SUCCESS : dc__fail(DC_ERROR_OUT_OF_HOST_MEMORY, "out of host memory");
    int t;
    memset(&desc, 0, sizeof desc);
    desc.ptx = ptx;
    desc.opencl_source = cl;
    desc.name = "dotcompute collectives (embedded)";
    desc.build_options = "-cl-fp32-correctly-rounded-divide-sqrt";   /* float AVG divides like CUDA and the host */
    if (r == DC_SUCCESS) r = dc__module_load(c->ctx, &desc, &c->module);
    for (t = 0; t < DC_DTYPE_COUNT && r == DC_SUCCESS; t++) {
        r = dc__kernel_get(c->ctx, c->module, dc__coll_kernel_names[t], &c->reduce[t]);
        if (r == DC_SUCCESS) c->reduce_obj[t] = (dc__kernel_obj *)dc__pool_get(c->ctx, DC__T_KERNEL, c->reduce[t].id, "kernel");
        else if (r == DC_ERROR_KERNEL_NOT_FOUND) r = DC_SUCCESS;   /* e.g. f64 where OpenCL has no fp64: that dtype goes through the host */
    }
    for (t = 0; t < DC_DTYPE_COUNT && r == DC_SUCCESS; t++) {
        r = dc__kernel_get(c->ctx, c->module, dc__coll_flag_names[t], &c->flag[t]);
        if (r == DC_SUCCESS) c->flag_obj[t] = (dc__kernel_obj *)dc__pool_get(c->ctx, DC__T_KERNEL, c->flag[t].id, "kernel");
        else if (r == DC_ERROR_KERNEL_NOT_FOUND) r = DC_SUCCESS;   /* an OpenCL-only communicator */
    }
    for (t = 0; t < 3 && r == DC_SUCCESS; t++) {
        r = dc__kernel_get(c->ctx, c->module, dc__coll_copy_names[t], &c->copy_out[t]);
        if (r == DC_SUCCESS) c->copy_out_obj[t] = (dc__kernel_obj *)dc__pool_get(c->ctx, DC__T_KERNEL, c->copy_out[t].id, "kernel");
        else if (r == DC_ERROR_KERNEL_NOT_FOUND) r = DC_SUCCESS;   /* an OpenCL-only communicator */
    }
    dc__free(c->ctx, ptx);
    dc__free(c->ctx, cl);
    return r;
}
/* The kernel of dtype t on rank r's device, or NULL. */
static const dc__kernel_fn *dc__coll_fn(const dc_comm *c, dc_dtype t, int r) {
    const dc__kernel_obj *k = c->reduce_obj[t];
    return k && k->fns[c->device[r]].native ? &k->fns[c->device[r]] : NULL;
}
/* Queues out = in[0] op in[1] ... on rank r's stream `stream`: buffers (memory handles,
   peers' too where the backend has peer pointers) and element offsets into them. */
static dc_result dc__coll_reduce_launch(dc_comm *c, int r, void *stream, dc_dtype t, dc_op op, int nin, const uint64_t *in, const uint64_t *in_at,
                                        uint64_t out, uint64_t out_at, uint64_t count) {
    dc__device *dev = &c->ctx->devices[c->device[r]];
    const dc__kernel_fn *fn = dc__coll_fn(c, t, r);
    dc_arg args[6 + 2 * DC__COLL_MAX_IN];
    uint64_t mems[6 + 2 * DC__COLL_MAX_IN];
    uint32_t grid[3] = { 1, 1, 1 }, block[3] = { 1, 1, 1 };
    int i;
    block[0] = dc__default_block(dev, fn);
    /* a grid-stride loop: enough blocks to fill the device several times, no more */
    grid[0] = (uint32_t)DC__MAX(1, DC__MIN((count + block[0] - 1) / block[0], (uint64_t)DC__MAX(dev->info.compute_units, 1) * 8));
    memset(args, 0, sizeof args);
    memset(mems, 0, sizeof mems);
    args[0].type = DC_ARG_TYPE_BUFFER; mems[0] = out;
    args[1] = dc_arg_u64(out_at);
    args[2] = dc_arg_u64(count);
    args[3] = dc_arg_u32((uint32_t)op);
    args[4] = dc_arg_u32((uint32_t)nin);
    args[5] = dc_arg_u32((uint32_t)c->n);
    for (i = 0; i < DC__COLL_MAX_IN; i++) {
        args[6 + i].type = DC_ARG_TYPE_BUFFER;
        mems[6 + i] = in[i < nin ? i : 0];
        args[6 + DC__COLL_MAX_IN + i] = dc_arg_u64(in_at[i < nin ? i : 0]);
    }
    return dev->backend->launch(c->ctx, dev, stream, fn, grid, block, 0, args, 6 + 2 * DC__COLL_MAX_IN, mems);
}
/* The copy kernel of unit u (0: 16 bytes, 1: 4, 2: 1) on rank r's device, or NULL. */
static const dc__kernel_fn *dc__coll_copy_fn(const dc_comm *c, int u, int r) {
    const dc__kernel_obj *k = c->copy_out_obj[u];
    return k && k->fns[c->device[r]].native ? &k->fns[c->device[r]] : NULL;
}
/* Queues dst[k][dst_at[k] ..] = src[src_at ..], `bytes` bytes, for k < ndst, on rank r's
   stream `stream` with the copy kernel of unit u (which every offset and `bytes` divide),
   on at most max_grid blocks (0: one per compute unit). One block of 256 threads per
   compute unit reads peers fastest: on 4 H200s (2026-11-22) the broadcast of 1 GiB took
   2.96 ms so, 3.00 ms with two blocks per unit and 3.02 with four; half a block per unit
   3.03 ms. */
static dc_result dc__coll_copy_launch(dc_comm *c, int r, void *stream, int u, uint64_t src, uint64_t src_at, int ndst, const uint64_t *dst,
                                      const uint64_t *dst_at, uint64_t bytes, uint64_t max_grid) {
    dc__device *dev = &c->ctx->devices[c->device[r]];
    const dc__kernel_fn *fn = dc__coll_copy_fn(c, u, r);
    uint64_t unit = dc__coll_copy_units[u], count = bytes / unit, mems[4 + 2 * DC__COLL_MAX_IN];
    dc_arg args[4 + 2 * DC__COLL_MAX_IN];
    uint32_t grid[3] = { 1, 1, 1 }, block[3] = { 1, 1, 1 };
    int k;
    block[0] = dc__default_block(dev, fn);
    /* tiles of 4 units per thread (the kernel's U); enough blocks to keep every core's
       loads in flight, no more */
    grid[0] = (uint32_t)DC__MAX(1, DC__MIN((count + 4 * block[0] - 1) / (4 * block[0]),
                                           max_grid ? max_grid : (uint64_t)DC__MAX(dev->info.compute_units, 1)));
    memset(args, 0, sizeof args);
    memset(mems, 0, sizeof mems);
    args[0].type = DC_ARG_TYPE_BUFFER; mems[0] = src;
    args[1] = dc_arg_u64(src_at / unit);
    args[2] = dc_arg_u64(count);
    args[3] = dc_arg_u32((uint32_t)ndst);
    for (k = 0; k < DC__COLL_MAX_IN; k++) {
        args[4 + k].type = DC_ARG_TYPE_BUFFER;
        mems[4 + k] = dst[k < ndst ? k : 0];
        args[4 + DC__COLL_MAX_IN + k] = dc_arg_u64(dst_at[k < ndst ? k : 0] / unit);
    }
    return dev->backend->launch(c->ctx, dev, stream, fn, grid, block, 0, args, 4 + 2 * DC__COLL_MAX_IN, mems);
}

/* The flag kernel of dtype t on rank r's device, or NULL. */
static const dc__kernel_fn *dc__coll_flag_fn(const dc_comm *c, dc_dtype t, int r) {
    const dc__kernel_obj *k = c->flag_obj[t];
    return k && k->fns[c->device[r]].native ? &k->fns[c->device[r]] : NULL;
}
#define DC__COLL_FLAG_BLOCK 256   /* threads per block of the flag kernels: the same grid on every rank */
/* What one rank's flag kernel does (dc__coll_flag_launch): count elements of type t of
   in[k] + in_at[k], k < nin (rank k's input, or any rank's memory), reduced by op in rank
   order, stored into out[k] + out_at[k] for k < nout; own + own_at, the rank's input, is
   copied into stage first unless stage is 0. Offsets in elements. The grid comes from
   grid_count, which must be the same on every rank. */
typedef struct dc__coll_flag_job {
    dc_dtype t;
    dc_op op;
    int nin, nout;
    uint64_t in[DC__COLL_MAX_IN], in_at[DC__COLL_MAX_IN], out[DC__COLL_MAX_IN], out_at[DC__COLL_MAX_IN];
    uint64_t own, own_at, stage, count, grid_count;
} dc__coll_flag_job;
/* Queues rank r's flag kernel for job j on `stream`. A warm-up launch (`warm`) runs as a
   communicator of one rank: no barrier, and it bumps epochs of its own. */
static dc_result dc__coll_flag_launch(dc_comm *c, int r, void *stream, const dc__coll_flag_job *j, int warm) {
    dc__device *dev = &c->ctx->devices[c->device[r]];
    dc_arg args[46];
    uint64_t mems[46];
    uint32_t grid[3] = { 1, 1, 1 }, block[3] = { DC__COLL_FLAG_BLOCK, 1, 1 };
    int i;
    grid[0] = (uint32_t)DC__MAX(1, DC__MIN((j->grid_count + DC__COLL_FLAG_BLOCK - 1) / DC__COLL_FLAG_BLOCK, (uint64_t)DC__COLL_MAX_BLOCKS));
    memset(args, 0, sizeof args);
    memset(mems, 0, sizeof mems);
    args[0] = dc_arg_u64(j->count);
    args[1] = dc_arg_u32((uint32_t)j->op);
    args[2] = dc_arg_u32(warm ? 1u : (uint32_t)c->n);
    args[3] = dc_arg_u32(warm ? 0u : (uint32_t)r);
    args[4] = dc_arg_u32((uint32_t)c->n);   /* AVG's divisor */
    args[5] = dc_arg_u32((uint32_t)j->nout);
    args[6] = dc_arg_u32((uint32_t)j->nin);
    for (i = 0; i < DC__COLL_MAX_IN; i++) {   /* unused pointers repeat the first: valid, never touched */
        args[7 + i].type = DC_ARG_TYPE_BUFFER;
        mems[7 + i] = j->out[i < j->nout ? i : 0];
        args[15 + i] = dc_arg_u64(j->out_at[i < j->nout ? i : 0]);
        args[23 + i].type = DC_ARG_TYPE_BUFFER;
        mems[23 + i] = j->in[i < j->nin ? i : 0];
        args[31 + i] = dc_arg_u64(j->in_at[i < j->nin ? i : 0]);
    }
    args[39].type = DC_ARG_TYPE_BUFFER; mems[39] = j->own;
    args[40] = dc_arg_u64(j->own_at);
    args[41].type = DC_ARG_TYPE_BUFFER; mems[41] = j->stage;
    args[42].type = DC_ARG_TYPE_BUFFER; mems[42] = c->sync[r] + DC__SYNC_TABLE;
    args[43].type = DC_ARG_TYPE_BUFFER; mems[43] = c->sync[r] + (warm ? DC__SYNC_WARM_EPOCHS : DC__SYNC_EPOCHS);
    args[44] = dc_arg_u64((uint64_t)(uintptr_t)c->error_words);
    args[45] = dc_arg_u64((uint64_t)(c->timeout_s * 1e9));
    return dev->backend->launch(c->ctx, dev, stream, dc__coll_flag_fn(c, j->t, r), grid, block, 0, args, 46, mems);
}

/* Copies between every pair of ranks, tested for real: each rank copies 8 bytes from
   every other rank and checks them, within a time limit. Sets can_copy (peer or
   one-context copies between every pair, and the kernels everywhere) and can_read_peers
   (CUDA peers whose kernels may read each other's memory). */
static dc_result dc__coll_peer_probe(dc_comm *c) {
    dc_context *ctx = c->ctx;
    uint64_t mem[DC_DISPATCH_MAX_DEVICES], got = 0;
    dc_result r = DC_SUCCESS;
    double deadline = dc__seconds() + 5.0;
    int i, j, ok = c->n > 1 && c->n <= DC__COLL_MAX_IN, peers = ok;
    for (i = 0; i < c->n && ok; i++) {
        dc__device *dev = &ctx->devices[c->device[i]];
        ok = dc__coll_fn(c, DC_F32, i) != NULL;
        peers = peers && dev->backend->peer_pointers && dc__coll_copy_fn(c, 0, i);
        for (j = 0; j < c->n && ok; j++) {
            dc_copy_path path;
            if (i == j) continue;
            path = dc__route_for_copy(ctx, c->device[j], c->device[i]);
            ok = path == DC_COPY_PATH_PEER || path == DC_COPY_PATH_SAME_CONTEXT;
            peers = peers && path == DC_COPY_PATH_PEER;
        }
    }
    c->can_copy = c->can_read_peers = 0;
    if (!ok) return DC_SUCCESS;
    memset(mem, 0, sizeof mem);
    for (i = 0; i < c->n && r == DC_SUCCESS; i++) {
        dc__device *dev = &ctx->devices[c->device[i]];
        uint64_t v = 0x5eedf00d00000000ull | (uint64_t)i;
        r = dev->backend->mem_alloc(ctx, dev, 16, &mem[i]);
        if (r == DC_SUCCESS) r = dev->backend->write(ctx, dev, c->stream[i], mem[i], 0, &v, 8, 1);
    }
    for (i = 0; i < c->n && r == DC_SUCCESS && ok; i++)
        for (j = 0; j < c->n && r == DC_SUCCESS && ok; j++) {
            dc__device *dev = &ctx->devices[c->device[i]];
            void *e = NULL;
            if (i == j) continue;
            r = dev->backend->peer_copy(ctx, dev, c->stream[i], mem[i], 8, &ctx->devices[c->device[j]], mem[j], 0, 8);
            if (r == DC_SUCCESS) r = dev->backend->event_record(ctx, dev, c->stream[i], 0, &e);
            if (r == DC_SUCCESS && dc__coll_wait(c, i, e, deadline) != DC_SUCCESS) ok = 0;  /* a link that hangs is no link */
            dc__coll_drop(c, i, &e);
            if (r == DC_SUCCESS && ok) r = dev->backend->read(ctx, dev, c->stream[i], mem[i], 8, &got, 8, 1);
            if (r == DC_SUCCESS && ok && got != (0x5eedf00d00000000ull | (uint64_t)j)) {
                dc__log(ctx, DC_LOG_WARN, "collectives: a copy from device %d to %d gave wrong bytes: the device algorithms are off", c->device[j], c->device[i]);
                ok = 0;
            }
        }
    for (i = 0; i < c->n; i++)
        if (mem[i]) { DC__CLEANUP_BEGIN(); ctx->devices[c->device[i]].backend->mem_free(ctx, &ctx->devices[c->device[i]], mem[i]); DC__CLEANUP_END(); }
    if (r != DC_SUCCESS) { dc__log(ctx, DC_LOG_WARN, "collectives: the copy test failed (%s): the device algorithms are off", dc__error_text); return DC_SUCCESS; }
    c->can_copy = ok;
    c->can_read_peers = ok && peers;
    return DC_SUCCESS;
}

/* Every kernel once on every rank (a launch of nothing), so no first launch loads a
   module while other ranks wait inside a collective. */
static dc_result dc__coll_warm_up(dc_comm *c) {
    dc_result r = DC_SUCCESS;
    int t, i;
    for (i = 0; i < c->n && r == DC_SUCCESS; i++) {
        dc__device *dev = &c->ctx->devices[c->device[i]];
        uint64_t in[DC__COLL_MAX_IN], at[DC__COLL_MAX_IN], scratch = 0;
        if ((r = dev->backend->mem_alloc(c->ctx, dev, 16, &scratch)) != DC_SUCCESS) break;
        for (t = 0; t < DC__COLL_MAX_IN; t++) { in[t] = scratch; at[t] = 0; }
        for (t = 0; t < DC_DTYPE_COUNT && r == DC_SUCCESS; t++)
            if (dc__coll_fn(c, (dc_dtype)t, i)) r = dc__coll_reduce_launch(c, i, c->stream[i], (dc_dtype)t, DC_SUM, 1, in, at, scratch, 0, 0);
        for (t = 0; t < 3 && r == DC_SUCCESS; t++)
            if (dc__coll_copy_fn(c, t, i)) r = dc__coll_copy_launch(c, i, c->stream[i], t, scratch, 0, 1, in, at, 0, 0);
        if (r == DC_SUCCESS) r = dev->backend->stream_sync(c->ctx, dev, c->stream[i]);
        DC__CLEANUP_BEGIN();
        dev->backend->mem_free(c->ctx, dev, scratch);
        DC__CLEANUP_END();
        if (r != DC_SUCCESS) dc__fail_append(" (warming up the collective kernels on rank %d, device %d)", i, c->device[i]);
    }
    return r;
}

/* Stream `stream` of rank i waits for `event` of rank j: in the driver where it can; else
   (two OpenCL drivers of one context lose such dependencies) the calling thread waits,
   within the time limit. */
static dc_result dc__coll_rank_wait(dc_comm *c, int i, void *stream, int j, void *event, double deadline) {
    dc__device *di = &c->ctx->devices[c->device[i]], *dj = &c->ctx->devices[c->device[j]];
    dc_result r = di->backend == dj->backend ? di->backend->stream_wait(c->ctx, di, stream, dj, event) : DC_ERROR_UNSUPPORTED;
    return r == DC_ERROR_UNSUPPORTED ? dc__coll_wait(c, j, event, deadline) : r;
}

/* Every rank's stream waits for an event of every other rank's stream (recorded now). */
static dc_result dc__coll_all_wait_all(dc_comm *c, double deadline) {
    void *e[DC_DISPATCH_MAX_DEVICES];
    dc_result r = DC_SUCCESS;
    int i, j;
    memset(e, 0, sizeof e);
    for (i = 0; i < c->n && r == DC_SUCCESS; i++) {
        dc__device *dev = &c->ctx->devices[c->device[i]];
        r = dev->backend->event_record(c->ctx, dev, c->stream[i], 0, &e[i]);
    }
    for (i = 0; i < c->n && r == DC_SUCCESS; i++)
        for (j = 0; j < c->n && r == DC_SUCCESS; j++)
            if (i != j) r = dc__coll_rank_wait(c, i, c->stream[i], j, e[j], deadline);
    for (i = 0; i < c->n; i++) dc__coll_drop(c, i, &e[i]);
    return r;
}

/* Rank i's slice of a reduction: elements [first, first + len) of the result, read from
   element src of every rank's send (all-reduce and reduce: part i of count; reduce-
   scatter: all of block i). */
static void dc__coll_slice(const dc_collective_desc *d, int n, int i, uint64_t *first, uint64_t *len, uint64_t *src) {
    int rs = d->kind == DC_REDUCE_SCATTER;
    *first = rs ? 0 : d->count * (uint64_t)i / (uint64_t)n;
    *len = rs ? d->count : d->count * (uint64_t)(i + 1) / (uint64_t)n - *first;
    *src = rs ? (uint64_t)i * d->count : *first;
}
/* Element offset in rank i's scratch where rank j's part of set b goes (slot n - 1 of a
   set is no peer's: reduce's result for the root). */
static uint64_t dc__coll_slot(int n, int b, int i, int j, uint64_t per) { return (uint64_t)(b * n + (j - i - 1 + n) % n) * per; }

/* All-reduce's gather: rank j pushes elements [first, first + count) of its recv, which
   it has just reduced, to every other rank's recv on `stream`, to rank j + s at step s
   (staggered, so every link carries one copy at a time). */
static dc_result dc__coll_push_on(dc_comm *c, const dc__coll *call, int j, void *stream, uint64_t first, uint64_t count) {
    dc_context *ctx = c->ctx;
    dc__device *sd = &ctx->devices[c->device[j]];
    uint64_t size = call->size;
    dc_result r = DC_SUCCESS;
    int s;
    for (s = 1; s < c->n && r == DC_SUCCESS && count; s++) {
        int i = (j + s) % c->n;
        dc__device *dd = &ctx->devices[c->device[i]];
        r = dd->backend->peer_copy(ctx, dd, stream, call->recv_mem[i], call->recv_off[i] + first * size, sd, call->recv_mem[j],
                                   call->recv_off[j] + first * size, count * size);
    }
    return r;
}

/* PEER_COPY's reductions, every rank's slice at once (all-reduce and reduce: part i of
   count; reduce-scatter: block i), reduced in rank order on rank i from chunks that the
   other ranks push into its scratch. Step k: rank j's side stream pushes chunk k of every
   other rank's slice from its send into that rank's scratch set k & 1 (once that rank's
   reduction of chunk k - 2 is done with the set), destinations staggered; rank i's main
   stream waits for every rank's pushes of the step and reduces chunk k. Pushes, not
   pulls: see dc__coll_chain_broadcast. All-reduce pushes each reduced chunk on to the
   other ranks from the main stream at once, so that its gather overlaps the next step's
   pushes. Reduce's chunks for the root go through scratch (only CUDA kernels can write a
   peer's memory). A step costs about 10 driver calls per rank on 2 ranks (about 1 us
   each), 30 on 4: the step's copies must take longer. On 2 H200s (2026-11-22, 1 GiB)
   chunks of 4 MiB made reduce-scatter 1.20x NCCL's time, 8 MiB 0.94x, 16 MiB 0.80x. */
static dc_result dc__coll_push_reduce(dc_comm *c, const dc__coll *call, double deadline) {
    const dc_collective_desc *d = call->desc;
    dc_context *ctx = c->ctx;
    uint64_t size = call->size, per = DC__MAX(DC__COLL_PUSH_CHUNK / size, 1), steps = 0, k;
    uint64_t first[DC_DISPATCH_MAX_DEVICES], len[DC_DISPATCH_MAX_DEVICES], src[DC_DISPATCH_MAX_DEVICES];
    uint64_t in[DC__COLL_MAX_IN], in_at[DC__COLL_MAX_IN];
    void *pushed[DC_DISPATCH_MAX_DEVICES], *reduced[DC_DISPATCH_MAX_DEVICES][2];
    dc_result r = DC_SUCCESS;
    int n = c->n, i, j, s;
    memset(pushed, 0, sizeof pushed);
    memset(reduced, 0, sizeof reduced);
    for (i = 0; i < n; i++) {
        dc__coll_slice(d, n, i, &first[i], &len[i], &src[i]);
        steps = DC__MAX(steps, (len[i] + per - 1) / per);
    }
    for (j = 0; j < n && r == DC_SUCCESS; j++) r = dc__coll_stream_after(c, j, c->side_stream[j], c->stream[j]);   /* inputs ready */
    for (k = 0; k < steps && r == DC_SUCCESS; k++) {
        uint64_t at = k * per;
        int b = (int)(k & 1);
        for (j = 0; j < n && r == DC_SUCCESS; j++) {   /* rank j pushes chunk k of every other slice */
            dc__device *sd = &ctx->devices[c->device[j]];
            for (s = 1; s < n && r == DC_SUCCESS; s++) {
                dc__device *dd;
                i = (j + s) % n;
                dd = &ctx->devices[c->device[i]];
                if (at >= len[i]) continue;
                if (reduced[i][b]) r = dc__coll_rank_wait(c, j, c->side_stream[j], i, reduced[i][b], deadline);
                if (r == DC_SUCCESS)
                    r = dd->backend->peer_copy(ctx, dd, c->side_stream[j], c->scratch[i], dc__coll_slot(n, b, i, j, per) * size, sd,
                                               call->send_mem[j], call->send_off[j] + (src[i] + at) * size, DC__MIN(per, len[i] - at) * size);
            }
            dc__coll_drop(c, j, &pushed[j]);
            if (r == DC_SUCCESS) r = sd->backend->event_record(ctx, sd, c->side_stream[j], 0, &pushed[j]);
        }
        for (i = 0; i < n && r == DC_SUCCESS; i++) {   /* rank i reduces chunk k of its slice */
            dc__device *dev = &ctx->devices[c->device[i]];
            int out_rank = d->kind == DC_REDUCE ? d->root : i;
            uint64_t m = at < len[i] ? DC__MIN(per, len[i] - at) : 0, out_at = call->recv_off[out_rank] / size + first[i] + at;
            uint64_t tmp = dc__coll_slot(n, b, i, i, per);   /* the set's last slot: no peer's */
            if (!m) continue;
            for (j = 0; j < n && r == DC_SUCCESS; j++) {
                in[j] = j == i ? call->send_mem[i] : c->scratch[i];
                in_at[j] = j == i ? call->send_off[i] / size + src[i] + at : dc__coll_slot(n, b, i, j, per);
                if (j != i) r = dc__coll_rank_wait(c, i, c->stream[i], j, pushed[j], deadline);
            }
            if (r == DC_SUCCESS && out_rank == i) r = dc__coll_reduce_launch(c, i, c->stream[i], d->dtype, d->op, n, in, in_at, call->recv_mem[i], out_at, m);
            if (r == DC_SUCCESS && out_rank != i) {
                dc__device *od = &ctx->devices[c->device[out_rank]];
                r = dc__coll_reduce_launch(c, i, c->stream[i], d->dtype, d->op, n, in, in_at, c->scratch[i], tmp, m);
                if (r == DC_SUCCESS) r = od->backend->peer_copy(ctx, od, c->stream[i], call->recv_mem[out_rank], out_at * size, dev, c->scratch[i], tmp * size, m * size);
            }
            if (r == DC_SUCCESS && d->kind == DC_ALLREDUCE) r = dc__coll_push_on(c, call, i, c->stream[i], first[i] + at, m);   /* on to the others */
            dc__coll_drop(c, i, &reduced[i][b]);
            if (r == DC_SUCCESS) r = dev->backend->event_record(ctx, dev, c->stream[i], 0, &reduced[i][b]);
        }
    }
    /* the main streams are past everything the side streams did (their reads of send) */
    for (j = 0; j < n && r == DC_SUCCESS; j++) r = dc__coll_stream_after(c, j, c->stream[j], c->side_stream[j]);
    for (i = 0; i < n; i++) {
        dc__coll_drop(c, i, &pushed[i]);
        dc__coll_drop(c, i, &reduced[i][0]);
        dc__coll_drop(c, i, &reduced[i][1]);
    }
    return r;
}

/* Broadcast over more than two ranks as a chain: root -> root + 1 -> ... -> root + n - 1,
   in chunks, rank p pushing chunk k to rank p + 1 once it has it. Copying the whole
   buffer from the root to every rank at once would share the root's outgoing link n - 1
   ways; the chain moves every byte over each link once, all links busy together, and
   costs n - 2 chunks of filling. Pushes, not pulls: on 4 H200s a rank that receives from
   one peer while another peer reads from it gets a third of the link rate when the copies
   are queued by the readers, the full rate when queued by the writers (measured with raw
   cudaMemcpyPeerAsync, 2026-11-21). Chunks of 1/16 of the buffer, 1 to 32 MiB: every
   peer copy costs about 2.5 us on top of its bytes (one 1 GiB copy 396 GB/s, in 4 MiB
   pieces 317, in 16 MiB 364) and the chain fills for n - 2 chunks; on 4 H200s
   (2026-11-22) 1/16 capped at 32 MiB took 1 GiB in 3.09 ms, 1/32 capped at 16 MiB 3.15,
   128 MiB in 479 against 528 us. Below DC__COLL_CHAIN_MIN every rank copying from the
   root at once is faster (4 H200s: 32 MiB 302 us direct against 371 us chained, 64 MiB
   555 against 489). */
#define DC__COLL_CHAIN_MIN ((uint64_t)64 << 20)
#ifndef DC__COLL_CHAIN_CHUNKS
#define DC__COLL_CHAIN_CHUNKS 16                        /* a chain's chunks: bytes / this, */
#endif
#ifndef DC__COLL_CHAIN_MAX_CHUNK
#define DC__COLL_CHAIN_MAX_CHUNK ((uint64_t)32 << 20)   /*   at least 1 MiB, at most this */
#endif
static dc_result dc__coll_chain_broadcast(dc_comm *c, const dc__coll *call, double deadline) {
    const dc_collective_desc *d = call->desc;
    dc_context *ctx = c->ctx;
    uint64_t bytes = call->bytes, chunk = DC__MIN(DC__MAX(bytes / DC__COLL_CHAIN_CHUNKS, (uint64_t)1 << 20), DC__COLL_CHAIN_MAX_CHUNK), at;
    void *sent[DC_DISPATCH_MAX_DEVICES];   /* rank -> event after its push of the last chunk */
    dc_result r = DC_SUCCESS;
    int p, n = c->n, root = d->root, own_copy = 0;
    memset(sent, 0, sizeof sent);
    dc__log(ctx, DC_LOG_DEBUG, "broadcast of %llu bytes over %d ranks: a chain from rank %d in %llu chunks of %llu bytes", (unsigned long long)bytes, n,
            root, (unsigned long long)((bytes + chunk - 1) / chunk), (unsigned long long)chunk);
    if (!(d->send[root].id == d->recv[root].id && call->send_off[root] == call->recv_off[root])) {
        /* the root's own copy, on its side stream: in line it would hold the chain back by
           a local copy of the whole buffer (4 H200s, 1 GiB: 3.66 against 3.19 ms) */
        dc__device *dev = &ctx->devices[c->device[root]];
        own_copy = 1;
        r = dc__coll_stream_after(c, root, c->side_stream[root], c->stream[root]);
        if (r == DC_SUCCESS)
            r = dev->backend->copy(ctx, dev, c->side_stream[root], call->recv_mem[root], call->recv_off[root], call->send_mem[root], call->send_off[root], bytes, 0);
    }
    for (at = 0; at < bytes && r == DC_SUCCESS; at += chunk) {
        uint64_t len = DC__MIN(chunk, bytes - at);
        for (p = 0; p < n - 1 && r == DC_SUCCESS; p++) {   /* the last rank of the chain feeds nobody */
            int me = (root + p) % n, to = (root + p + 1) % n, before = (root + p - 1 + n) % n;
            dc__device *sd = &ctx->devices[c->device[me]], *dd = &ctx->devices[c->device[to]];
            /* the root sends from its send; a rank down the chain from its recv, once the
               rank before it has pushed the chunk there */
            uint64_t src = p ? call->recv_mem[me] : call->send_mem[me], src_at = (p ? call->recv_off[me] : call->send_off[me]) + at;
            if (p) r = dc__coll_rank_wait(c, me, c->stream[me], before, sent[before], deadline);
            if (r == DC_SUCCESS) r = dd->backend->peer_copy(ctx, dd, c->stream[me], call->recv_mem[to], call->recv_off[to] + at, sd, src, src_at, len);
            dc__coll_drop(c, me, &sent[me]);
            if (r == DC_SUCCESS && p < n - 2) r = sd->backend->event_record(ctx, sd, c->stream[me], 0, &sent[me]);
        }
    }
    if (r == DC_SUCCESS && own_copy) r = dc__coll_stream_after(c, root, c->stream[root], c->side_stream[root]);
    for (p = 0; p < n; p++) dc__coll_drop(c, p, &sent[p]);
    return r;
}

/* Broadcast over more than two CUDA peers by kernels (PEER_KERNEL): the root's data is
   cut in n - 1 slices, and the kernel of the j-th other rank reads slice j from the root
   once and writes it into its own recv and every other non-root rank's recv (its own
   first, then the next ranks', so that the ranks start on different links). Every byte
   crosses the root's outgoing link once and each rank's incoming link once, all links at
   once: nothing to fill, as a chain fills for n - 2 chunks, and no copy's fixed cost.
   The root's out-of-place copy of its own data runs on its stream meanwhile, by the copy
   kernel on a quarter of its cores: a copy-engine copy (or a full grid) runs at the full
   memory rate and slows the peers' reads of the root (4 H200s, 2026-11-22, 1 GiB: 3.07
   ms with a copy-engine copy, 2.97 with 32 blocks, 2.96 in place; NCCL 2.99). No flags:
   dc__coll_device's barriers order it (every input ready before, every rank done after).
   The widest unit (16, 4 or 1 bytes) that the size and every offset divide. */
static dc_result dc__coll_kernel_broadcast(dc_comm *c, const dc__coll *call) {
    const dc_collective_desc *d = call->desc;
    dc_context *ctx = c->ctx;
    uint64_t bytes = call->bytes, m = bytes | call->send_off[d->root], units, dst[DC__COLL_MAX_IN], dst_at[DC__COLL_MAX_IN];
    dc_result r = DC_SUCCESS;
    int n = c->n, root = d->root, parts = n - 1, u, j, k;
    for (k = 0; k < n; k++) m |= call->recv_off[k];
    u = m % 16 == 0 ? 0 : m % 4 == 0 ? 1 : 2;
    units = bytes / dc__coll_copy_units[u];
    dc__log(ctx, DC_LOG_DEBUG, "broadcast of %llu bytes over %d ranks: %d slices read from rank %d by copy kernels of %llu-byte units",
            (unsigned long long)bytes, n, parts, root, (unsigned long long)dc__coll_copy_units[u]);
    if (!(d->send[root].id == d->recv[root].id && call->send_off[root] == call->recv_off[root])) {
        dst[0] = call->recv_mem[root];
        dst_at[0] = call->recv_off[root];
        r = dc__coll_copy_launch(c, root, c->stream[root], u, call->send_mem[root], call->send_off[root], 1, dst, dst_at, bytes,
                                 (uint64_t)DC__MAX(ctx->devices[c->device[root]].info.compute_units / 4, 1));
    }
    for (j = 0; j < parts && r == DC_SUCCESS; j++) {
        int me = (root + 1 + j) % n;
        uint64_t first = dc__part_begin(units, j, parts, 256), len = dc__part_begin(units, j + 1, parts, 256) - first;
        uint64_t at = first * dc__coll_copy_units[u];
        for (k = 0; k < parts; k++) {   /* destinations: me, me + 1, ... (the root skipped) */
            int to = (root + 1 + (j + k) % parts) % n;
            dst[k] = call->recv_mem[to];
            dst_at[k] = call->recv_off[to] + at;
        }
        if (len)
            r = dc__coll_copy_launch(c, me, c->stream[me], u, call->send_mem[root], call->send_off[root] + at, parts, dst, dst_at,
                                     len * dc__coll_copy_units[u], 0);
    }
    return r;
}

/* The device algorithms: every rank reduces its own slice (or block) of the result in
   rank order, with one kernel reading every rank's input over the links (PEER_KERNEL) or
   from chunks copied into its memory (PEER_COPY); then each rank pushes its slice to the
   ranks that need it, on its own stream. Ordered between ranks by events alone:
   everyone's input is ready before anyone reads it, a slice is pushed after its own
   reduction (the stream's order), and no rank goes on (and may overwrite its buffers)
   before every other rank is done with them. */
static dc_result dc__coll_device(dc_comm *c, const dc__coll *call, dc_comm_algorithm a, double deadline) {
    const dc_collective_desc *d = call->desc;
    dc_context *ctx = c->ctx;
    uint64_t size = call->size, in[DC__COLL_MAX_IN], in_at[DC__COLL_MAX_IN];
    int n = c->n, i, j, s;
    dc_result r = dc__coll_all_wait_all(c, deadline);   /* inputs ready */
    if (dc__coll_reduces(d->kind) && a == DC_COMM_ALGO_PEER_COPY) {
        if (r == DC_SUCCESS) r = dc__coll_push_reduce(c, call, deadline);
    } else if (dc__coll_reduces(d->kind)) {
        /* slices: allreduce and reduce split count in n parts; reduce-scatter's block i */
        for (i = 0; i < n && r == DC_SUCCESS; i++) {
            uint64_t first, len, src_block;
            int out_rank = d->kind == DC_REDUCE ? d->root : i;   /* reduce: rank i still computes slice i, for the root */
            uint64_t out_at;
            dc__coll_slice(d, n, i, &first, &len, &src_block);
            out_at = call->recv_off[out_rank] / size + first;
            if (!len) continue;
            for (j = 0; j < n; j++) {
                in[j] = call->send_mem[j];
                in_at[j] = call->send_off[j] / size + src_block;
            }
            r = dc__coll_reduce_launch(c, i, c->stream[i], d->dtype, d->op, n, in, in_at, call->recv_mem[out_rank], out_at, len);
        }
        /* all-reduce: rank j pushes its slice to rank j + s at step s, on its own stream
           (after its reduction, so no barrier between): slice j of another rank's buffer
           is read by rank j's reduction alone. Staggered, every link carries one copy at
           a time; pushed, since pulls from a rank that is itself pulling from another run
           at a third of the link rate (dc__coll_chain_broadcast). */
        for (j = 0; j < n && r == DC_SUCCESS && d->kind == DC_ALLREDUCE; j++) {
            uint64_t first, len, src_block;
            dc__coll_slice(d, n, j, &first, &len, &src_block);
            r = dc__coll_push_on(c, call, j, c->stream[j], first, len);
        }
    } else if (d->kind == DC_BROADCAST && n > 2 && a == DC_COMM_ALGO_PEER_KERNEL) {
        r = dc__coll_kernel_broadcast(c, call);
    } else if (d->kind == DC_BROADCAST && n > 2 && call->bytes >= DC__COLL_CHAIN_MIN) {
        r = dc__coll_chain_broadcast(c, call, deadline);
    } else if (d->kind == DC_BROADCAST) {
        /* every rank copies the root's data */
        for (i = 0; i < n && r == DC_SUCCESS; i++) {
            dc__device *dd = &ctx->devices[c->device[i]], *sd = &ctx->devices[c->device[d->root]];
            uint64_t src = call->send_mem[d->root], src_at = call->send_off[d->root];
            if (d->send[d->root].id == d->recv[i].id && src_at == call->recv_off[i]) continue;   /* in place */
            r = i == d->root ? dd->backend->copy(ctx, dd, c->stream[i], call->recv_mem[i], call->recv_off[i], src, src_at, call->bytes, 0)
                             : dd->backend->peer_copy(ctx, dd, c->stream[i], call->recv_mem[i], call->recv_off[i], sd, src, src_at, call->bytes);
        }
    } else {
        /* all-gather: rank j copies its block into its recv, then pushes it to rank j + s
           at step s (staggered pushes, as all-reduce's) */
        for (j = 0; j < n && r == DC_SUCCESS; j++)
            for (s = 0; s < n && r == DC_SUCCESS; s++) {
                uint64_t dst;
                dc__device *dd, *sd = &ctx->devices[c->device[j]];
                i = (j + s) % n;
                dd = &ctx->devices[c->device[i]];
                dst = call->recv_off[i] + (uint64_t)j * call->bytes;
                if (d->send[j].id == d->recv[i].id && call->send_off[j] == dst) continue;   /* in place */
                r = s == 0 ? sd->backend->copy(ctx, sd, c->stream[j], call->recv_mem[j], dst, call->send_mem[j], call->send_off[j], call->bytes, 0)
                           : dd->backend->peer_copy(ctx, dd, c->stream[j], call->recv_mem[i], dst, sd, call->send_mem[j], call->send_off[j], call->bytes);
            }
    }
    if (r == DC_SUCCESS) r = dc__coll_all_wait_all(c, deadline);   /* nobody goes on while others read its buffers */
    return r;
}

/* After a call queued on the rank streams: a blocking call waits for them (within the
   time limit); an _async call makes the caller's streams wait for them. */
static dc_result dc__coll_finish(dc_comm *c, const dc_collective_desc *d, double deadline) {
    void *e[DC_DISPATCH_MAX_DEVICES];
    dc_result r = DC_SUCCESS;
    int i;
    memset(e, 0, sizeof e);
    for (i = 0; i < c->n && r == DC_SUCCESS; i++) {
        dc__device *dev = &c->ctx->devices[c->device[i]];
        r = dev->backend->event_record(c->ctx, dev, c->stream[i], 0, &e[i]);
    }
    for (i = 0; i < c->n && r == DC_SUCCESS; i++) {
        dc__device *dev = &c->ctx->devices[c->device[i]];
        dc__stream_obj *so;
        if (!d->streams) r = dc__coll_wait(c, i, e[i], deadline);
        else if ((r = dc__stream_lookup(c->ctx, d->streams[i], &so)) == DC_SUCCESS) r = dc__wait_event_on(c->ctx, dev, so->native, dev, e[i]);
    }
    for (i = 0; i < c->n; i++) dc__coll_drop(c, i, &e[i]);
    return r;
}

/* Whether algorithm a (ONE_SHOT, TWO_SHOT) can carry the call (offsets in whole elements
   are checked apart): ONE_SHOT any collective, an all-reduce of up to the stage's size;
   TWO_SHOT all-reduce. */
static int dc__coll_flags_fit(const dc_comm *c, const dc__coll *call, dc_comm_algorithm a) {
    int ar = call->desc->kind == DC_ALLREDUCE;
    return c->can_flags && (a == DC_COMM_ALGO_TWO_SHOT ? ar : !ar || call->bytes <= DC__COLL_ONESHOT_MAX);
}

/* Bytes a rank (count x element size) up to which the automatic choice takes ONE_SHOT,
   by collective and by 2 or 3+ ranks. Measured on 2 and 4 H200s (2026-11-22, us, one-shot
   / the algorithm after it / NCCL; nccl-tests' sizes): reduce 2 MiB 27.0 / 18.5 / 17.2
   (2 GPUs), 30.5 / 56.7 / 29.9 (4); broadcast 8 MiB 42.0 / 39.4 / 37.0 (2), 80.6 / 50.6 /
   39.5 (4); all-gather 32 MiB 60.6 / 76.0 / 91.0 (2); reduce-scatter 2 MiB 17.8 / 17.6 /
   14.7 (2), 8 MiB 42.2 / 47.7 / 40.6 (4). */
static uint64_t dc__coll_oneshot_auto(const dc_comm *c, dc_collective kind) {
    static const uint64_t most[DC_COLLECTIVE_COUNT][2] = {
        /* by dc_collective: 2 ranks, 3+ ranks */
        { DC__COLL_ONESHOT_AUTO, DC__COLL_ONESHOT_AUTO },   /* ALLREDUCE (then TWO_SHOT) */
        { (uint64_t)512 << 10, (uint64_t)2 << 20 },         /* REDUCE */
        { (uint64_t)2 << 20, (uint64_t)2 << 20 },           /* BROADCAST */
        { (uint64_t)16 << 20, (uint64_t)8 << 20 },          /* ALLGATHER */
        { (uint64_t)512 << 10, (uint64_t)2 << 20 },         /* REDUCE_SCATTER */
    };
    return most[kind][c->n == 2 ? 0 : 1];
}

/* The algorithm for a call: the forced one (dc_comm_set_algorithm), or the device
   algorithms where every rank can take part, else the host. Visible in the report and
   logged once per (collective, algorithm, size class). */
static dc_result dc__coll_choose(dc_comm *c, const dc__coll *call, dc_comm_algorithm *out) {
    const dc_collective_desc *d = call->desc;
    int in_place = d->send[0].id == d->recv[0].id && call->send_off[0] == call->recv_off[0], i, cls = 0;
    dc_comm_algorithm a = c->n > 1 ? DC_COMM_ALGO_HOST : in_place ? DC_COMM_ALGO_NONE : DC_COMM_ALGO_LOCAL;
    const char *why = NULL;   /* why the device algorithms cannot carry this call */
    uint64_t bytes = call->bytes;
    char reason[160];
    for (i = 0; i < c->n && !why && dc__coll_reduces(d->kind); i++) {
        if (!dc__coll_fn(c, d->dtype, i)) {
            snprintf(reason, sizeof reason, "rank %d (device %d) has no %s reduction kernel", i, c->device[i], dc_dtype_name(d->dtype));
            why = reason;
        } else if (call->send_off[i] % call->size || call->recv_off[i] % call->size) {
            snprintf(reason, sizeof reason, "rank %d's byte offsets (%llu, %llu) are not whole %s elements", i, (unsigned long long)call->send_off[i],
                     (unsigned long long)call->recv_off[i], dc_dtype_name(d->dtype));
            why = reason;
        }
    }
    if (c->n > 1 && (c->forced == DC_COMM_ALGO_ONE_SHOT || c->forced == DC_COMM_ALGO_TWO_SHOT) && !why && !dc__coll_flags_fit(c, call, c->forced)) {
        if (c->forced == DC_COMM_ALGO_ONE_SHOT)
            snprintf(reason, sizeof reason, "it carries all-reduce of up to %llu bytes a rank (its stage)", (unsigned long long)DC__COLL_ONESHOT_MAX);
        else snprintf(reason, sizeof reason, "it carries all-reduce only");
        why = reason;
    }
    if (c->n > 1 && c->forced != DC_COMM_ALGO_NONE) {
        a = c->forced;
        if (a != DC_COMM_ALGO_HOST && why)
            return dc__fail(DC_ERROR_UNSUPPORTED, "the %s algorithm (dc_comm_set_algorithm) cannot carry this call: %s", dc_comm_algorithm_name(a), why);
    } else if (c->n > 1 && !why) {
        /* Measured on 2 x H200, 128 MiB-1 GiB (bench/results/collectives-peer-{kernel,copy}-
           nvidia-h200-x2.json): all-reduce peer-kernel 0.86-0.92x NCCL's time, peer-copy
           0.97-0.99x; reduce-scatter 0.74-0.84x and 0.77-0.81x. */
        if (dc__coll_flags_fit(c, call, DC_COMM_ALGO_ONE_SHOT) && call->bytes <= dc__coll_oneshot_auto(c, d->kind)) a = DC_COMM_ALGO_ONE_SHOT;
        else if (dc__coll_flags_fit(c, call, DC_COMM_ALGO_TWO_SHOT) && call->bytes <= DC__COLL_TWOSHOT_MAX) a = DC_COMM_ALGO_TWO_SHOT;
        else if (c->can_read_peers) a = DC_COMM_ALGO_PEER_KERNEL;
        else if (c->can_copy) a = DC_COMM_ALGO_PEER_COPY;
    }
    while (cls < DC__COLL_SIZE_CLASSES - 1 && bytes > ((uint64_t)4096 << (4 * cls))) cls++;
    if (!c->logged[d->kind][a][cls]) {
        c->logged[d->kind][a][cls] = 1;
        dc__log(c->ctx, DC_LOG_INFO, "%s of %llu bytes per rank over %d ranks: %s algorithm%s%s%s", dc_collective_name(d->kind),
                (unsigned long long)bytes, c->n, dc_comm_algorithm_name(a), c->forced != DC_COMM_ALGO_NONE ? " (set by dc_comm_set_algorithm)" : "",
                why && a == DC_COMM_ALGO_HOST && c->can_copy ? ": " : "", why && a == DC_COMM_ALGO_HOST && c->can_copy ? why : "");
    }
    *out = a;
    return DC_SUCCESS;
}

/* Native stream `stream` of rank i waits for the work queued on its tail stream (see
   dc_comm.tail). A tail stream destroyed since has none (dc_stream_destroy waits). */
static dc_result dc__coll_after_tail(dc_comm *c, int i, void *stream) {
    dc__stream_obj *so = (dc__stream_obj *)dc__pool_get(c->ctx, DC__T_STREAM, c->tail[i], "stream");
    return so && so->native != stream ? dc__coll_stream_after(c, i, stream, so->native) : DC_SUCCESS;
}

/* Our rank streams start after the work queued so far on the caller's streams (or, for
   blocking calls, on the ranks' default streams, as dc_copy does). */
static dc_result dc__coll_order_in(dc_comm *c, const dc_collective_desc *d) {
    dc_result r = DC_SUCCESS;
    int i;
    for (i = 0; i < c->n && r == DC_SUCCESS; i++) {
        dc__device *dev = &c->ctx->devices[c->device[i]];
        dc__stream_obj *so = dev->default_stream_obj;
        if (d->streams && (r = dc__stream_lookup(c->ctx, d->streams[i], &so)) != DC_SUCCESS) return r;   /* devices checked in dc__collective */
        r = dc__order_after(c->ctx, dev, c->stream[i], dev, so);
        if (r == DC_SUCCESS && c->tail[i] && !(d->streams && d->streams[i].id == c->tail[i])) r = dc__coll_after_tail(c, i, c->stream[i]);
    }
    return r;
}

/* The unsigned type that all-gather and broadcast move bits in (a float type would quiet
   NaNs): the widest whose size divides the call's size and every byte offset. For powers
   of two, x | y divisible by u is x and y both divisible by u. */
static dc_dtype dc__coll_flag_unit(const dc_comm *c, const dc__coll *call, uint64_t *unit) {
    uint64_t bits = call->bytes;
    int i;
    for (i = 0; i < c->n; i++) bits |= (call->has_send[i] ? call->send_off[i] : 0) | (call->has_recv[i] ? call->recv_off[i] : 0);
    *unit = bits % 8 == 0 ? 8 : bits % 4 == 0 ? 4 : 1;
    return *unit == 8 ? DC_U64 : *unit == 4 ? DC_U32 : DC_U8;
}

/* Rank i's flag kernel of the posted job (dc__coll_flags), on the stream chosen for it.
   ONE_SHOT: all-reduce reduces the whole message into rank i's recv (read from the
   stages of ranks in place); reduce-scatter block i of every send into its recv; reduce
   the root alone (the others keep the barriers); all-gather stores its send into block
   i of every rank's recv; broadcast loads the root's send. TWO_SHOT: slice i
   (dc__coll_slice) into every rank's recv, the grid sized by the largest slice so that it
   is the same on every rank. The test hooks apply here. */
static dc_result dc__coll_flag_rank(dc_comm *c, int i) {
    const dc__coll *call = c->job_call;
    const dc_collective_desc *d = call->desc;
    uint64_t size = call->size, first, len, src, unit = 1;
    dc__coll_flag_job j;
    int k, root = d->root, kind = c->job_algo == DC_COMM_ALGO_TWO_SHOT ? -1 : (int)d->kind;
    if (i == c->skip_rank) return DC_SUCCESS;
    if (c->delay_us && i == c->n - 1) dc__sleep_us(c->delay_us);
    memset(&j, 0, sizeof j);
    j.t = d->dtype;
    j.op = d->op;
    j.nin = c->n;
    j.nout = 1;
    j.count = j.grid_count = d->count;
    j.out[0] = call->recv_mem[i];
    j.out_at[0] = call->recv_off[i] / size;
    for (k = 0; k < c->n; k++) {
        j.in[k] = c->job_in[k];
        j.in_at[k] = c->job_in_at[k];
    }
    if (kind == DC_ALLGATHER || kind == DC_BROADCAST) {
        j.t = dc__coll_flag_unit(c, call, &unit);
        j.op = DC_SUM;
        j.nin = 1;
        j.count = j.grid_count = call->bytes / unit;
        j.out_at[0] = call->recv_off[i] / unit;
    }
    switch (kind) {
    case DC_ALLREDUCE:
        j.own = call->send_mem[i];
        j.own_at = call->send_off[i] / size;
        j.stage = c->job_staged[i] ? c->job_in[i] : 0;
        break;
    case DC_REDUCE_SCATTER:
        for (k = 0; k < c->n; k++) j.in_at[k] += (uint64_t)i * d->count;
        break;
    case DC_REDUCE:
        if (i != root) j.count = 0;
        break;
    case DC_ALLGATHER:
        j.nout = c->n;
        j.in[0] = call->send_mem[i];
        j.in_at[0] = call->send_off[i] / unit;
        for (k = 0; k < c->n; k++) {
            j.out[k] = call->recv_mem[k];
            j.out_at[k] = (call->recv_off[k] + (uint64_t)i * call->bytes) / unit;
        }
        break;
    case DC_BROADCAST:
        j.in[0] = call->send_mem[root];
        j.in_at[0] = call->send_off[root] / unit;
        if (i == root && d->send[root].id == d->recv[root].id && call->send_off[root] == call->recv_off[root]) j.count = 0;
        break;
    default:   /* TWO_SHOT */
        dc__coll_slice(d, c->n, i, &first, &len, &src);
        j.nout = c->n;
        j.count = len;
        j.grid_count = (d->count + (uint64_t)c->n - 1) / (uint64_t)c->n;
        for (k = 0; k < c->n; k++) {
            j.out[k] = call->recv_mem[k];
            j.out_at[k] = call->recv_off[k] / size + first;
            j.in_at[k] += first;
        }
    }
    return dc__coll_flag_launch(c, i, c->job_stream[i], &j, 0);
}

/* --- launch threads --- */

/* The launch threads spin this long after a job before they sleep: calls back to back
   (the case the threads are for) find them awake, and an idle communicator costs no CPU. */
#define DC__COLL_LAUNCHER_SPIN_S 100e-6
typedef struct dc__coll_launcher {
    dc_comm *c;
    int rank, started;
    dc__thread thread;
    dc__thread_start start;
} dc__coll_launcher;

static void dc__coll_launcher_main(void *arg) {
    dc__coll_launcher *l = (dc__coll_launcher *)arg;
    dc_comm *c = l->c;
    long seen = 0, job;
    for (;;) {
        double idle_since = dc__seconds();
        unsigned spins = 0;
        while ((job = dc__atomic_load(&c->job)) == seen && !dc__atomic_load(&c->quit)) {
            if (++spins % 64 || dc__seconds() - idle_since < DC__COLL_LAUNCHER_SPIN_S) continue;
            dc__mutex_lock(&c->wake_lock);
            dc__atomic_add(&c->sleepers, 1);
            while (dc__atomic_load(&c->job) == seen && !dc__atomic_load(&c->quit)) dc__cond_wait(&c->wake, &c->wake_lock);
            dc__atomic_add(&c->sleepers, -1);
            dc__mutex_unlock(&c->wake_lock);
        }
        if (dc__atomic_load(&c->quit)) return;
        seen = job;
        c->job_result[l->rank] = dc__coll_flag_rank(c, l->rank);
        if (c->job_result[l->rank] != DC_SUCCESS) snprintf(c->job_error[l->rank], sizeof c->job_error[l->rank], "%.500s", dc_last_error());
        dc__atomic_add(&c->launched, 1);
    }
}

static void dc__coll_launchers_stop(dc_comm *c) {
    int i;
    if (!c->launcher) return;
    dc__mutex_lock(&c->wake_lock);
    dc__atomic_store(&c->quit, 1);
    dc__cond_broadcast(&c->wake);
    dc__mutex_unlock(&c->wake_lock);
    for (i = 1; i < c->n; i++)
        if (c->launcher[i].started) dc__thread_join(c->launcher[i].thread);
    dc__cond_destroy(&c->wake);
    dc__mutex_destroy(&c->wake_lock);
    dc__free(c->ctx, c->launcher);
    c->launcher = NULL;
}
/* A thread per rank but the first; none made (and launches one after another) if one
   cannot be. */
static void dc__coll_launchers_start(dc_comm *c) {
    int i;
    if (!(c->launcher = (dc__coll_launcher *)dc__calloc(c->ctx, (size_t)c->n, sizeof *c->launcher))) return;
    dc__mutex_init(&c->wake_lock);
    dc__cond_init(&c->wake);
    for (i = 1; i < c->n; i++) {
        dc__coll_launcher *l = &c->launcher[i];
        l->c = c;
        l->rank = i;
        l->start.fn = dc__coll_launcher_main;
        l->start.arg = l;
        if (!(l->started = dc__thread_create(&l->thread, &l->start))) {
            dc__log(c->ctx, DC_LOG_WARN, "collectives: no launch thread for rank %d: the flag kernels are launched one rank after another", i);
            dc__coll_launchers_stop(c);
            return;
        }
    }
}

/* Every rank's launch of the posted job: ranks 1.. by their threads, rank 0 here, all at
   once; without threads one after another. The first failure, by rank, is returned. */
static dc_result dc__coll_launch_all(dc_comm *c) {
    dc_result r = DC_SUCCESS;
    int i;
    if (!c->launcher) {
        for (i = 0; i < c->n && r == DC_SUCCESS; i++) c->job_result[i] = r = dc__coll_flag_rank(c, i);
        for (; i < c->n; i++) c->job_result[i] = DC_ERROR_UNSUPPORTED;   /* not launched */
        return r;
    }
    dc__atomic_store(&c->launched, 0);
    dc__atomic_add(&c->job, 1);
    if (dc__atomic_load(&c->sleepers)) {
        dc__mutex_lock(&c->wake_lock);
        dc__cond_broadcast(&c->wake);
        dc__mutex_unlock(&c->wake_lock);
    }
    c->job_result[0] = dc__coll_flag_rank(c, 0);
    if (c->job_result[0] != DC_SUCCESS) snprintf(c->job_error[0], sizeof c->job_error[0], "%.500s", dc_last_error());
    while (dc__atomic_load(&c->launched) < c->n - 1) {}   /* a launch takes microseconds */
    for (i = 0; i < c->n; i++)
        if (c->job_result[i] != DC_SUCCESS) return dc__fail(c->job_result[i], "%s (rank %d's launch)", c->job_error[i], i);
    return DC_SUCCESS;
}

/* ONE_SHOT and TWO_SHOT: every rank's kernel, launched on every rank at once
   (dc__coll_launch_all) before any wait. An _async call on streams of the library's own (not default streams) launches
   straight on them, after the tail stream where that is another one (dc_comm.tail); any
   other call goes through the rank streams with the usual events (dc__coll_order_in,
   dc__coll_finish). A rank whose one-shot all-reduce is in place (its recv is its send)
   is read from its stage, which its kernel fills first: peers must never read the recv
   that it is overwriting (the other collectives never read what a peer writes). Between the ranks no events: the kernels' barriers order them. A launch
   that fails while others were made leaves them waiting for a rank that never comes: they
   time out, and the communicator is broken. */
static dc_result dc__coll_flags(dc_comm *c, const dc__coll *call, dc_comm_algorithm a, double deadline) {
    const dc_collective_desc *d = call->desc;
    dc_result r = DC_SUCCESS;
    int i, direct = d->streams != NULL, launched = 0;
    for (i = 0; i < c->n && direct; i++) {
        dc__stream_obj *so;
        if ((r = dc__stream_lookup(c->ctx, d->streams[i], &so)) != DC_SUCCESS) return r;
        direct = !so->is_default;
        c->job_stream[i] = so->native;
    }
    if (!direct) {
        r = dc__coll_order_in(c, d);
        for (i = 0; i < c->n; i++) c->job_stream[i] = c->stream[i];
    }
    for (i = 0; i < c->n && r == DC_SUCCESS && direct; i++)
        if (c->tail[i] && c->tail[i] != d->streams[i].id) r = dc__coll_after_tail(c, i, c->job_stream[i]);
    if (r != DC_SUCCESS) return r;
    c->job_call = call;
    c->job_algo = a;
    for (i = 0; i < c->n; i++) {
        c->job_staged[i] = a == DC_COMM_ALGO_ONE_SHOT && d->kind == DC_ALLREDUCE && d->send[i].id == d->recv[i].id &&
                           call->send_off[i] == call->recv_off[i];
        c->job_in[i] = c->job_staged[i] ? c->sync[i] + DC__SYNC_STAGE : call->send_mem[i];
        c->job_in_at[i] = c->job_staged[i] ? 0 : call->send_off[i] / call->size;
    }
    r = dc__coll_launch_all(c);
    for (i = 0; i < c->n; i++) launched += c->job_result[i] == DC_SUCCESS;
    if (r != DC_SUCCESS && launched) {
        snprintf(c->broken, sizeof c->broken, "collective: a %s launch failed while %d other ranks were launched: the communicator's "
                 "flags are out of step, destroy it", dc_comm_algorithm_name(a), launched);
        dc__fail_append(" (%s)", c->broken);
    }
    if (r == DC_SUCCESS && !direct) r = dc__coll_finish(c, d, deadline);
    for (i = 0; i < c->n && r == DC_SUCCESS; i++) c->tail[i] = d->streams ? d->streams[i].id : 0;
    return r;
}

/* The error words of the flag kernels: DC_ERROR_TIMEOUT naming the rank that never arrived
   when a kernel gave up waiting (and the communicator broken for good), else SUCCESS. */
static dc_result dc__coll_check_flags(dc_comm *c) {
    int i;
    if (!c->error_words || c->broken[0]) return c->broken[0] ? dc__fail(DC_ERROR_TIMEOUT, "%s", c->broken) : DC_SUCCESS;
    for (i = 0; i < c->n; i++) {
        uint32_t w = c->error_words[i];
        if (!w) continue;
        snprintf(c->broken, sizeof c->broken, "collective: rank %d (device %d) never arrived: rank %d waited for it at the %s barrier for %.3g s "
                 "(dc_comm_set_timeout); the communicator's flags are out of step, destroy it", (int)(w & 0xFF) - 1,
                 c->device[DC__MAX(0, DC__MIN((int)(w & 0xFF) - 1, c->n - 1))], i, (w >> 8) == 1 ? "start" : "end", c->timeout_s);
        return dc__fail(DC_ERROR_TIMEOUT, "%s", c->broken);
    }
    return DC_SUCCESS;
}

static dc_result dc__collective(dc_comm *c, const dc_collective_desc *d) {
    dc__coll call;
    dc_comm_algorithm a;
    double t0 = dc__seconds(), deadline;
    dc_result r;
    if ((r = dc__coll_check(c, d, &call)) != DC_SUCCESS) return r;
    if (d->streams) {  /* checked before anything moves, also for count 0 */
        int i;
        dc__stream_obj *so;
        for (i = 0; i < c->n; i++) {
            if ((r = dc__stream_lookup(c->ctx, d->streams[i], &so)) != DC_SUCCESS) { dc__fail_append(" (streams[%d])", i); return r; }
            if (so->device != c->device[i])
                return dc__fail(DC_ERROR_INVALID_ARGUMENT, "streams[%d] lives on device %d, but rank %d is device %d", i, so->device, i, c->device[i]);
        }
    }
    dc__mutex_lock(&c->lock);
    a = DC_COMM_ALGO_NONE;
    r = dc__coll_check_flags(c);   /* an earlier _async call's kernels may have timed out */
    if (r == DC_SUCCESS && d->count) r = dc__coll_choose(c, &call, &a);
    if (r != DC_SUCCESS) {
        dc__mutex_unlock(&c->lock);
        return r;
    }
    deadline = dc__seconds() + c->timeout_s;
    r = a == DC_COMM_ALGO_NONE || a == DC_COMM_ALGO_ONE_SHOT || a == DC_COMM_ALGO_TWO_SHOT ? DC_SUCCESS : dc__coll_order_in(c, d);
    if (r == DC_SUCCESS && a != DC_COMM_ALGO_NONE) {
        if (a == DC_COMM_ALGO_LOCAL) r = dc__coll_local(c, &call, deadline);
        else if (a == DC_COMM_ALGO_HOST) r = dc__coll_host(c, &call, deadline);
        else if (a == DC_COMM_ALGO_ONE_SHOT || a == DC_COMM_ALGO_TWO_SHOT) {
            /* the kernels time their own waits: the host waits a second longer, so that a
               kernel that gave up has said on which rank */
            r = dc__coll_flags(c, &call, a, deadline + 1.0);
            if (!d->streams && (r == DC_SUCCESS || r == DC_ERROR_TIMEOUT) && dc__coll_check_flags(c) != DC_SUCCESS) r = DC_ERROR_TIMEOUT;
        } else if ((r = dc__coll_device(c, &call, a, deadline)) == DC_SUCCESS) r = dc__coll_finish(c, d, deadline);
        if (r == DC_SUCCESS && a != DC_COMM_ALGO_ONE_SHOT && a != DC_COMM_ALGO_TWO_SHOT) {
            int i;
            for (i = 0; i < c->n; i++) c->tail[i] = d->streams ? d->streams[i].id : 0;   /* the caller's streams wait for ours */
        }
    }
    if (r != DC_SUCCESS) {
        dc__coll_quiesce(c);
        dc__fail_append(" (%s of %llu elements of %s over %d ranks, %s algorithm)", dc_collective_name(d->kind), (unsigned long long)d->count,
                        dc_dtype_name(d->dtype), c->n, dc_comm_algorithm_name(a));
    } else {
        c->last.kind = d->kind;
        c->last.algorithm = a;
        c->last.algorithm_name = dc_comm_algorithm_name(a);
        c->last.path = a == DC_COMM_ALGO_HOST ? DC_COPY_PATH_HOST_STAGED : a == DC_COMM_ALGO_LOCAL ? DC_COPY_PATH_SAME_DEVICE :
                       a == DC_COMM_ALGO_NONE ? DC_COPY_PATH_NONE : c->can_read_peers ? DC_COPY_PATH_PEER : DC_COPY_PATH_SAME_CONTEXT;
        c->last.bytes = call.bytes;
        c->last.ms = (dc__seconds() - t0) * 1e3;
    }
    dc__mutex_unlock(&c->lock);
    return r;
}

/* --- communicators --- */

static void dc__comm_free(dc_comm *c) {
    dc_context *ctx = c->ctx;
    int s, i;
    DC__CLEANUP_BEGIN();
    for (i = 0; i < c->n; i++) {
        /* the flag kernels of _async calls run on the caller's streams (dc_comm.tail): they
           must be done before their flags, stage and error words are freed below */
        dc__stream_obj *so = c->tail[i] ? (dc__stream_obj *)dc__pool_get(ctx, DC__T_STREAM, c->tail[i], "stream") : NULL;
        if (so) ctx->devices[c->device[i]].backend->stream_sync(ctx, &ctx->devices[c->device[i]], so->native);
    }
    for (i = 0; c->stream && i < c->n; i++)
        if (c->stream[i]) {
            dc__device *dev = &ctx->devices[c->device[i]];
            dev->backend->stream_sync(ctx, dev, c->stream[i]);
            dev->backend->stream_destroy(ctx, dev, c->stream[i]);
        }
    for (i = 0; c->stream && i < c->n; i++) {
        dc__device *dev = &ctx->devices[c->device[i]];
        if (c->side_stream[i]) {
            dev->backend->stream_sync(ctx, dev, c->side_stream[i]);
            dev->backend->stream_destroy(ctx, dev, c->side_stream[i]);
        }
        if (c->scratch && c->scratch[i]) dev->backend->mem_free(ctx, dev, c->scratch[i]);
        if (c->sync[i]) dev->backend->mem_free(ctx, dev, c->sync[i]);
    }
    if (c->error_words) c->error_dev->backend->host_free(ctx, c->error_dev, (void *)c->error_words);
    dc__workers_stop(ctx, c->reducers);
    dc__coll_launchers_stop(c);
    for (i = 0; i < c->n; i++) {
        for (s = 0; s < 2; s++) {
            if (c->slot_in[s][i].ptr) dc__host_release(ctx, &c->slot_in[s][i]);
            if (c->stream) dc__coll_drop(c, i, &c->read_done[s][i]);
        }
        for (s = 0; s < 3 && c->stream; s++) dc__coll_drop(c, i, &c->write_done[s][i]);
    }
    for (s = 0; s < 3; s++)
        if (c->slot_out[s].ptr) dc__host_release(ctx, &c->slot_out[s]);
    if (c->module.id) dc__module_destroy(ctx, c->module);
    DC__CLEANUP_END();
    dc__mutex_destroy(&c->lock);
    dc__free(ctx, c->scratch);
    dc__free(ctx, c->stream);
    dc__free(ctx, c->device);
    dc__free(ctx, c);
}

/* The flag kernels' memory (CUDA peers; see dc_comm): every rank's sync allocation, zeroed,
   with the table of every rank's flag area; the host-mapped error words (pinned host
   memory of a CUDA device is at the same address in every device's kernels: unified
   addressing); then every flag kernel once on every rank. Without a flag kernel
   on some rank, nothing is made and can_flags stays 0. */
static dc_result dc__coll_sync_setup(dc_comm *c) {
    dc_context *ctx = c->ctx;
    uint64_t table[8] = { 0 }, bytes = DC__SYNC_STAGE + DC__COLL_ONESHOT_MAX;
    dc_result r = DC_SUCCESS;
    int i, t;
    const char *skip = getenv("DC_DEBUG_COLL_SKIP_RANK"), *delay = getenv("DC_DEBUG_COLL_DELAY_US");
    for (i = 0; i < c->n; i++)
        for (t = 0; t < DC_DTYPE_COUNT; t++)
            if (!dc__coll_flag_fn(c, (dc_dtype)t, i) || dc__coll_flag_fn(c, (dc_dtype)t, i)->max_block < DC__COLL_FLAG_BLOCK) return DC_SUCCESS;
    for (i = 0; i < c->n && r == DC_SUCCESS; i++) {
        dc__device *dev = &ctx->devices[c->device[i]];
        static const unsigned char zero = 0;
        r = dev->backend->mem_alloc(ctx, dev, bytes, &c->sync[i]);
        if (r == DC_SUCCESS) r = dev->backend->fill(ctx, dev, c->stream[i], c->sync[i], 0, DC__SYNC_STAGE, &zero, 1, 1);
        table[i] = c->sync[i];
        if (r != DC_SUCCESS) dc__fail_append(" (the flag memory of communicator rank %d, device %d)", i, c->device[i]);
    }
    for (i = 0; i < c->n && r == DC_SUCCESS; i++) {
        dc__device *dev = &ctx->devices[c->device[i]];
        r = dev->backend->write(ctx, dev, c->stream[i], c->sync[i], DC__SYNC_TABLE, table, sizeof table, 1);
    }
    if (r == DC_SUCCESS) {
        void *p = NULL;
        c->error_dev = &ctx->devices[c->device[0]];
        r = c->error_dev->backend->host_alloc(ctx, c->error_dev, 64, &p);
        if (r == DC_SUCCESS) {
            memset(p, 0, 64);
            c->error_words = (volatile uint32_t *)p;
        } else if (r == DC_ERROR_UNSUPPORTED) {
            r = dc__fail(DC_ERROR_UNSUPPORTED, "no page-locked host memory for the flag kernels' error words");
        }
    }
    for (i = 0; i < c->n && r == DC_SUCCESS; i++) {
        dc__device *dev = &ctx->devices[c->device[i]];
        dc__coll_flag_job j;
        memset(&j, 0, sizeof j);
        j.op = DC_SUM;
        j.nin = j.nout = 1;
        j.in[0] = j.out[0] = j.own = c->sync[i];
        for (t = 0; t < DC_DTYPE_COUNT && r == DC_SUCCESS; t++) {
            j.t = (dc_dtype)t;
            r = dc__coll_flag_launch(c, i, c->stream[i], &j, 1);
        }
        if (r == DC_SUCCESS) r = dev->backend->stream_sync(ctx, dev, c->stream[i]);
        if (r != DC_SUCCESS) dc__fail_append(" (warming up the flag kernels on rank %d, device %d)", i, c->device[i]);
    }
    /* test hooks: a rank that never arrives, a rank that arrives late */
    c->skip_rank = skip && skip[0] ? atoi(skip) : -1;
    c->delay_us = delay && delay[0] ? (unsigned)atoi(delay) : 0;
    if (c->skip_rank >= 0 || c->delay_us)
        dc__log(ctx, DC_LOG_WARN, "test hooks: the flag kernels are never launched on rank %d (DC_DEBUG_COLL_SKIP_RANK), %u us late on the last "
                "rank (DC_DEBUG_COLL_DELAY_US)", c->skip_rank, c->delay_us);
    c->can_flags = r == DC_SUCCESS;
    if (c->can_flags && DC__COLL_LAUNCH_THREADS) dc__coll_launchers_start(c);
    return r;
}

/* PEER_COPY's scratch on every rank (2 sets of n chunks), at creation so that no
   allocation happens inside a collective. */
static dc_result dc__coll_copy_setup(dc_comm *c) {
    dc_context *ctx = c->ctx;
    dc_result r = DC_SUCCESS;
    int i;
    if (!(c->scratch = (uint64_t *)dc__calloc(ctx, (size_t)c->n, sizeof *c->scratch))) return dc__fail(DC_ERROR_OUT_OF_HOST_MEMORY, "out of host memory");
    for (i = 0; i < c->n && r == DC_SUCCESS; i++) {
        dc__device *dev = &ctx->devices[c->device[i]];
        if ((r = dev->backend->mem_alloc(ctx, dev, 2 * (uint64_t)c->n * DC__COLL_PUSH_CHUNK, &c->scratch[i])) != DC_SUCCESS)
            dc__fail_append(" (the peer-copy scratch of communicator rank %d, device %d)", i, c->device[i]);
    }
    return r;
}

static dc_result dc__comm_create(dc_context *ctx, const int *devices, int count, dc_comm **out) {
    dc_comm *c;
    dc_result r = DC_SUCCESS;
    int i, j, s;
    if (!(c = (dc_comm *)dc__calloc(ctx, 1, sizeof *c))) return dc__fail(DC_ERROR_OUT_OF_HOST_MEMORY, "out of host memory");
    c->ctx = ctx;
    c->n = devices ? count : ctx->device_count;
    c->timeout_s = 30.0;
    c->skip_rank = -1;
    dc__mutex_init(&c->lock);
    if (!(c->device = (int *)dc__calloc(ctx, (size_t)c->n, sizeof *c->device))) { dc__comm_free(c); return dc__fail(DC_ERROR_OUT_OF_HOST_MEMORY, "out of host memory"); }
    for (i = 0; i < c->n; i++) c->device[i] = devices ? devices[i] : i;
    if (!(c->stream = (void **)dc__calloc(ctx, (size_t)c->n, sizeof *c->stream))) { dc__comm_free(c); return dc__fail(DC_ERROR_OUT_OF_HOST_MEMORY, "out of host memory"); }
    for (i = 0; i < c->n && r == DC_SUCCESS; i++) {
        dc__device *dev = &ctx->devices[c->device[i]];
        if ((r = dev->backend->stream_create(ctx, dev, &c->stream[i])) != DC_SUCCESS) dc__fail_append(" (communicator rank %d, device %d)", i, c->device[i]);
    }
    /* the side streams, and the host path's slots: every algorithm that is not LOCAL can
       fall back to it (its worker pool starts with the first chunk that needs it) */
    for (s = 0; s < 2 && r == DC_SUCCESS && c->n > 1; s++)
        for (j = 0; j < c->n && r == DC_SUCCESS; j++) r = dc__host_block_alloc(ctx, DC__COLL_CHUNK, &c->slot_in[s][j]);
    for (s = 0; s < 3 && r == DC_SUCCESS && c->n > 1; s++) r = dc__host_block_alloc(ctx, DC__COLL_CHUNK, &c->slot_out[s]);
    for (i = 0; i < c->n && r == DC_SUCCESS && c->n > 1; i++) {
        dc__device *dev = &ctx->devices[c->device[i]];
        if ((r = dev->backend->stream_create(ctx, dev, &c->side_stream[i])) != DC_SUCCESS) dc__fail_append(" (communicator rank %d, device %d)", i, c->device[i]);
    }
    if (r == DC_SUCCESS && c->n > 1 && (r = dc__coll_load_kernels(c)) == DC_SUCCESS) r = dc__coll_warm_up(c);
    if (r == DC_SUCCESS && c->n > 1) r = dc__coll_peer_probe(c);
    if (r == DC_SUCCESS && c->can_copy) r = dc__coll_copy_setup(c);
    if (r == DC_SUCCESS && c->can_read_peers) r = dc__coll_sync_setup(c);
    if (r != DC_SUCCESS) { dc__comm_free(c); return r; }
    dc__log(ctx, DC_LOG_INFO, "communicator of %d ranks: %s", c->n, c->n == 1 ? "one rank (local copies)" :
            c->can_read_peers ? "CUDA peers: peer-kernel (kernels read peers' memory) and peer-copy; host for dtypes without a kernel" :
            c->can_copy ? "one OpenCL context: peer-copy (in-context copies, reduce kernels); host for dtypes without a kernel" :
            "host (no peer or one-context copies between every pair)");
    *out = c;
    return DC_SUCCESS;
}

DC_API dc_result dc_comm_create(dc_context *ctx, const int *devices, int count, dc_comm **out) {
    dc_result r;
    int i, j;
    DC__ENTER("dc_comm_create");
    if (out) *out = NULL;
    if (!ctx || !out) return dc__fail(DC_ERROR_INVALID_ARGUMENT, "%s is NULL", !ctx ? "ctx" : "out");
    if (devices ? count <= 0 : count != 0)
        return dc__fail(DC_ERROR_INVALID_ARGUMENT, "count is %d with devices %s (a list and its length, or NULL and 0 for every device)", count, devices ? "set" : "NULL");
    if ((devices ? count : ctx->device_count) > DC_DISPATCH_MAX_DEVICES)
        return dc__fail(DC_ERROR_UNSUPPORTED, "a communicator has at most %d ranks (asked for %d)", DC_DISPATCH_MAX_DEVICES, devices ? count : ctx->device_count);
    for (i = 0; devices && i < count; i++) {
        if ((r = dc__check_device(ctx, devices[i], "devices[i]")) != DC_SUCCESS) return r;
        for (j = 0; j < i; j++)
            if (devices[j] == devices[i]) return dc__fail(DC_ERROR_INVALID_ARGUMENT, "devices lists device %d twice (ranks %d and %d)", devices[i], j, i);
    }
    return dc__comm_create(ctx, devices, count, out);
}
DC_API void dc_comm_destroy(dc_comm *comm) {
    DC__ENTER("dc_comm_destroy");
    if (comm) dc__comm_free(comm);
}
DC_API int dc_comm_size(const dc_comm *comm) { return comm ? comm->n : 0; }
DC_API dc_result dc_comm_set_timeout(dc_comm *comm, double seconds) {
    DC__ENTER("dc_comm_set_timeout");
    if (!comm) return dc__fail(DC_ERROR_INVALID_ARGUMENT, "comm is NULL");
    if (!(seconds >= 0 && seconds <= 1e9)) return dc__fail(DC_ERROR_INVALID_ARGUMENT, "timeout %g s (0 = the default 30 s, up to 1e9)", seconds);
    dc__mutex_lock(&comm->lock);
    comm->timeout_s = seconds > 0 ? seconds : 30.0;
    dc__mutex_unlock(&comm->lock);
    return DC_SUCCESS;
}
DC_API dc_result dc_comm_set_algorithm(dc_comm *comm, dc_comm_algorithm a) {
    const char *why = NULL;
    DC__ENTER("dc_comm_set_algorithm");
    if (!comm) return dc__fail(DC_ERROR_INVALID_ARGUMENT, "comm is NULL");
    if ((unsigned)a >= DC_COMM_ALGO_COUNT) return dc__fail(DC_ERROR_INVALID_ARGUMENT, "algorithm %d is not a dc_comm_algorithm", (int)a);
    if (a != DC_COMM_ALGO_NONE) {
        if (comm->n == 1 && a != DC_COMM_ALGO_LOCAL) why = "a communicator of one rank has only the local algorithm";
        else if (comm->n > 1 && a == DC_COMM_ALGO_LOCAL) why = "local is the algorithm of one rank";
        else if (a == DC_COMM_ALGO_PEER_KERNEL && !comm->can_read_peers) why = "not every pair of ranks is CUDA devices with tested peer access";
        else if (a == DC_COMM_ALGO_PEER_COPY && !comm->can_copy) why = "not every pair of ranks has tested peer or one-OpenCL-context copies";
        else if ((a == DC_COMM_ALGO_ONE_SHOT || a == DC_COMM_ALGO_TWO_SHOT) && !comm->can_flags)
            why = "not every pair of ranks is CUDA devices with tested peer access and the flag kernels";
    }
    if (why) return dc__fail(DC_ERROR_UNSUPPORTED, "dc_comm_set_algorithm(%s) on %d ranks: %s", dc_comm_algorithm_name(a), comm->n, why);
    dc__mutex_lock(&comm->lock);
    comm->forced = comm->n == 1 ? DC_COMM_ALGO_NONE : a;   /* one rank: local (or nothing) anyway */
    dc__mutex_unlock(&comm->lock);
    return DC_SUCCESS;
}
DC_API dc_result dc_comm_report_get(const dc_comm *comm, dc_comm_report *out) {
    DC__ENTER("dc_comm_report_get");
    if (!comm || !out) return dc__fail(DC_ERROR_INVALID_ARGUMENT, "%s is NULL", !comm ? "comm" : "out");
    dc__mutex_lock((dc__mutex *)&comm->lock);
    *out = comm->last;
    dc__mutex_unlock((dc__mutex *)&comm->lock);
    if (!out->algorithm_name) out->algorithm_name = dc_comm_algorithm_name(out->algorithm);
    return DC_SUCCESS;
}
DC_API dc_result dc_collective_run(dc_comm *comm, const dc_collective_desc *desc) {
    DC__ENTER("dc_collective_run");
    if (!comm || !desc) return dc__fail(DC_ERROR_INVALID_ARGUMENT, "%s is NULL", !comm ? "comm" : "desc");
    return dc__collective(comm, desc);
}

/* The DESIGN names: offsets 0, blocking or on the given streams. */
static dc_result dc__coll_call(const char *api, dc_comm *c, const dc_stream *streams, dc_collective kind, const dc_buffer *send, const dc_buffer *recv,
                               uint64_t count, dc_dtype t, dc_op op, int root) {
    dc_collective_desc d;
    DC__ENTER(api);
    if (!c) return dc__fail(DC_ERROR_INVALID_ARGUMENT, "comm is NULL");
    if (api[strlen(api) - 1] == 'c' && !streams) return dc__fail(DC_ERROR_INVALID_ARGUMENT, "streams is NULL");
    memset(&d, 0, sizeof d);
    d.kind = kind; d.send = send; d.recv = recv; d.count = count; d.dtype = t; d.op = op; d.root = root; d.streams = streams;
    return dc__collective(c, &d);
}
DC_API dc_result dc_allreduce(dc_comm *c, const dc_buffer *send, const dc_buffer *recv, uint64_t count, dc_dtype t, dc_op op) {
    return dc__coll_call("dc_allreduce", c, NULL, DC_ALLREDUCE, send, recv, count, t, op, 0);
}
DC_API dc_result dc_reduce(dc_comm *c, const dc_buffer *send, const dc_buffer *recv, uint64_t count, dc_dtype t, dc_op op, int root) {
    return dc__coll_call("dc_reduce", c, NULL, DC_REDUCE, send, recv, count, t, op, root);
}
DC_API dc_result dc_broadcast(dc_comm *c, const dc_buffer *send, const dc_buffer *recv, uint64_t count, dc_dtype t, int root) {
    return dc__coll_call("dc_broadcast", c, NULL, DC_BROADCAST, send, recv, count, t, DC_SUM, root);
}
DC_API dc_result dc_allgather(dc_comm *c, const dc_buffer *send, const dc_buffer *recv, uint64_t count, dc_dtype t) {
    return dc__coll_call("dc_allgather", c, NULL, DC_ALLGATHER, send, recv, count, t, DC_SUM, 0);
}
DC_API dc_result dc_reduce_scatter(dc_comm *c, const dc_buffer *send, const dc_buffer *recv, uint64_t count, dc_dtype t, dc_op op) {
    return dc__coll_call("dc_reduce_scatter", c, NULL, DC_REDUCE_SCATTER, send, recv, count, t, op, 0);
}
DC_API dc_result dc_allreduce_async(dc_comm *c, const dc_stream *streams, const dc_buffer *send, const dc_buffer *recv, uint64_t count, dc_dtype t, dc_op op) {
    return dc__coll_call("dc_allreduce_async", c, streams, DC_ALLREDUCE, send, recv, count, t, op, 0);
}
DC_API dc_result dc_reduce_async(dc_comm *c, const dc_stream *streams, const dc_buffer *send, const dc_buffer *recv, uint64_t count, dc_dtype t, dc_op op, int root) {
    return dc__coll_call("dc_reduce_async", c, streams, DC_REDUCE, send, recv, count, t, op, root);
}
DC_API dc_result dc_broadcast_async(dc_comm *c, const dc_stream *streams, const dc_buffer *send, const dc_buffer *recv, uint64_t count, dc_dtype t, int root) {
    return dc__coll_call("dc_broadcast_async", c, streams, DC_BROADCAST, send, recv, count, t, DC_SUM, root);
}
DC_API dc_result dc_allgather_async(dc_comm *c, const dc_stream *streams, const dc_buffer *send, const dc_buffer *recv, uint64_t count, dc_dtype t) {
    return dc__coll_call("dc_allgather_async", c, streams, DC_ALLGATHER, send, recv, count, t, DC_SUM, 0);
}
DC_API dc_result dc_reduce_scatter_async(dc_comm *c, const dc_stream *streams, const dc_buffer *send, const dc_buffer *recv, uint64_t count, dc_dtype t, dc_op op) {
    return dc__coll_call("dc_reduce_scatter_async", c, streams, DC_REDUCE_SCATTER, send, recv, count, t, op, 0);
}

/* ============================== interop  >>interop ============================== */

DC_API dc_result dc_device_native(const dc_context *ctx, int device, void **device_handle, void **context_handle) {
    dc__device *dev;
    dc_result r;
    DC__ENTER("dc_device_native");
    if (!ctx) return dc__fail(DC_ERROR_INVALID_ARGUMENT, "ctx is NULL");
    if ((r = dc__check_device(ctx, device, "device")) != DC_SUCCESS) return r;
    dev = &ctx->devices[device];
    return dev->backend->device_native((dc_context *)ctx, dev, device_handle, context_handle);
}

DC_API dc_result dc_buffer_native(dc_context *ctx, dc_buffer buf, uint64_t *out) {
    dc__buffer_obj *b;
    DC__ENTER("dc_buffer_native");
    if (!ctx || !out) return dc__fail(DC_ERROR_INVALID_ARGUMENT, "%s is NULL", !ctx ? "ctx" : "out");
    if (!(b = (dc__buffer_obj *)dc__pool_get(ctx, DC__T_BUFFER, buf.id, "buf"))) return DC_ERROR_INVALID_HANDLE;
    *out = b->mem;
    return DC_SUCCESS;
}

DC_API dc_result dc_stream_native(dc_context *ctx, dc_stream s, void **out) {
    dc__stream_obj *so;
    dc_result r;
    DC__ENTER("dc_stream_native");
    if (!out) return dc__fail(DC_ERROR_INVALID_ARGUMENT, "out is NULL");
    if ((r = dc__stream_lookup(ctx, s, &so)) != DC_SUCCESS) return r;
    if (so->is_default) dc__atomic_store(&ctx->devices[so->device].default_exported, 1);  /* we no longer see all its work */
    *out = so->native;
    return DC_SUCCESS;
}

DC_API dc_result dc_kernel_native(dc_context *ctx, dc_kernel k, int device, void **out) {
    dc__kernel_obj *ko;
    dc_result r;
    DC__ENTER("dc_kernel_native");
    if (!ctx || !out) return dc__fail(DC_ERROR_INVALID_ARGUMENT, "%s is NULL", !ctx ? "ctx" : "out");
    if ((r = dc__check_device(ctx, device, "device")) != DC_SUCCESS) return r;
    if (!(ko = (dc__kernel_obj *)dc__pool_get(ctx, DC__T_KERNEL, k.id, "kernel"))) return DC_ERROR_INVALID_HANDLE;
    if (!ko->fns[device].native) return dc__fail(DC_ERROR_KERNEL_NOT_FOUND, "kernel '%s' is not built for device %d", ko->name, device);
    *out = ko->fns[device].native;
    return DC_SUCCESS;
}

/* ============================== embedded kernels (generated)  >>embedded ============================== */
/* Generated by `make embed` (tools/embed.sh) from kernels/collectives.cu (through kernels/collectives.ptx)
   and kernels/collectives.cl: do not edit here, change those and run make embed. The reduction
   kernels of the collectives; dc__embedded_lines gives a backend's text as a NULL-terminated
   list of lines (one string literal per line: C99 promises 4095 characters per literal). */

/* kernels/collectives.ptx, blank lines dropped */
static const char *const dc__embedded_ptx[] = {
    "//\n",
    "// Generated from kernels/collectives.cu by tools/make_ptx.sh (CUDA 13.0, -arch=compute_75),\n",
    "// .target sm_75 rewritten to sm_70, .version lowered to 6.0 so that drivers\n",
    "// from CUDA 9.0 on can load it.\n",
    "//\n",
    ".version 6.0\n",
    ".target sm_70\n",
    ".address_size 64\n",
    "\t// .globl\tdc_coll_reduce_f32\n",
    "// _ZZ16coll_flag_reduceI5t_f32EvyjjjjjjPNT_1TES3_S3_S3_S3_S3_S3_S3_PKS2_S5_S5_S5_S5_S5_S5_S5_S5_S3_PKyPjyyE5epoch has been demoted\n",
    "// _ZZ16coll_flag_reduceI5t_f32EvyjjjjjjPNT_1TES3_S3_S3_S3_S3_S3_S3_PKS2_S5_S5_S5_S5_S5_S5_S5_S5_S3_PKyPjyyE6failed has been demoted\n",
    "// _ZZ16coll_flag_reduceI5t_f64EvyjjjjjjPNT_1TES3_S3_S3_S3_S3_S3_S3_PKS2_S5_S5_S5_S5_S5_S5_S5_S5_S3_PKyPjyyE5epoch has been demoted\n",
    "// _ZZ16coll_flag_reduceI5t_f64EvyjjjjjjPNT_1TES3_S3_S3_S3_S3_S3_S3_PKS2_S5_S5_S5_S5_S5_S5_S5_S5_S3_PKyPjyyE6failed has been demoted\n",
    "// _ZZ16coll_flag_reduceI5t_f16EvyjjjjjjPNT_1TES3_S3_S3_S3_S3_S3_S3_PKS2_S5_S5_S5_S5_S5_S5_S5_S5_S3_PKyPjyyE5epoch has been demoted\n",
    "// _ZZ16coll_flag_reduceI5t_f16EvyjjjjjjPNT_1TES3_S3_S3_S3_S3_S3_S3_PKS2_S5_S5_S5_S5_S5_S5_S5_S5_S3_PKyPjyyE6failed has been demoted\n",
    "// _ZZ16coll_flag_reduceI6t_bf16EvyjjjjjjPNT_1TES3_S3_S3_S3_S3_S3_S3_PKS2_S5_S5_S5_S5_S5_S5_S5_S5_S3_PKyPjyyE5epoch has been demoted\n",
    "// _ZZ16coll_flag_reduceI6t_bf16EvyjjjjjjPNT_1TES3_S3_S3_S3_S3_S3_S3_PKS2_S5_S5_S5_S5_S5_S5_S5_S5_S3_PKyPjyyE6failed has been demoted\n",
    "// _ZZ16coll_flag_reduceI5t_intIahLb1EEEvyjjjjjjPNT_1TES4_S4_S4_S4_S4_S4_S4_PKS3_S6_S6_S6_S6_S6_S6_S6_S6_S4_PKyPjyyE5epoch has been demoted\n",
    "// _ZZ16coll_flag_reduceI5t_intIahLb1EEEvyjjjjjjPNT_1TES4_S4_S4_S4_S4_S4_S4_PKS3_S6_S6_S6_S6_S6_S6_S6_S6_S4_PKyPjyyE6failed has been demoted\n",
    "// _ZZ16coll_flag_reduceI5t_intIhhLb0EEEvyjjjjjjPNT_1TES4_S4_S4_S4_S4_S4_S4_PKS3_S6_S6_S6_S6_S6_S6_S6_S6_S4_PKyPjyyE5epoch has been demoted\n",
    "// _ZZ16coll_flag_reduceI5t_intIhhLb0EEEvyjjjjjjPNT_1TES4_S4_S4_S4_S4_S4_S4_PKS3_S6_S6_S6_S6_S6_S6_S6_S6_S4_PKyPjyyE6failed has been demoted\n",
    "// _ZZ16coll_flag_reduceI5t_intIijLb1EEEvyjjjjjjPNT_1TES4_S4_S4_S4_S4_S4_S4_PKS3_S6_S6_S6_S6_S6_S6_S6_S6_S4_PKyPjyyE5epoch has been demoted\n",
    "// _ZZ16coll_flag_reduceI5t_intIijLb1EEEvyjjjjjjPNT_1TES4_S4_S4_S4_S4_S4_S4_PKS3_S6_S6_S6_S6_S6_S6_S6_S6_S4_PKyPjyyE6failed has been demoted\n",
    "// _ZZ16coll_flag_reduceI5t_intIjjLb0EEEvyjjjjjjPNT_1TES4_S4_S4_S4_S4_S4_S4_PKS3_S6_S6_S6_S6_S6_S6_S6_S6_S4_PKyPjyyE5epoch has been demoted\n",
    "// _ZZ16coll_flag_reduceI5t_intIjjLb0EEEvyjjjjjjPNT_1TES4_S4_S4_S4_S4_S4_S4_PKS3_S6_S6_S6_S6_S6_S6_S6_S6_S4_PKyPjyyE6failed has been demoted\n",
    "// _ZZ16coll_flag_reduceI5t_intIxyLb1EEEvyjjjjjjPNT_1TES4_S4_S4_S4_S4_S4_S4_PKS3_S6_S6_S6_S6_S6_S6_S6_S6_S4_PKyPjyyE5epoch has been demoted\n",
    "// _ZZ16coll_flag_reduceI5t_intIxyLb1EEEvyjjjjjjPNT_1TES4_S4_S4_S4_S4_S4_S4_PKS3_S6_S6_S6_S6_S6_S6_S6_S6_S4_PKyPjyyE6failed has been demoted\n",
    "// _ZZ16coll_flag_reduceI5t_intIyyLb0EEEvyjjjjjjPNT_1TES4_S4_S4_S4_S4_S4_S4_PKS3_S6_S6_S6_S6_S6_S6_S6_S6_S4_PKyPjyyE5epoch has been demoted\n",
    "// _ZZ16coll_flag_reduceI5t_intIyyLb0EEEvyjjjjjjPNT_1TES4_S4_S4_S4_S4_S4_S4_PKS3_S6_S6_S6_S6_S6_S6_S6_S6_S4_PKyPjyyE6failed has been demoted\n",
    ".visible .entry dc_coll_reduce_f32(\n",
    "\t.param .u64 dc_coll_reduce_f32_param_0,\n",
    "\t.param .u64 dc_coll_reduce_f32_param_1,\n",
    "\t.param .u64 dc_coll_reduce_f32_param_2,\n",
    "\t.param .u32 dc_coll_reduce_f32_param_3,\n",
    "\t.param .u32 dc_coll_reduce_f32_param_4,\n",
    "\t.param .u32 dc_coll_reduce_f32_param_5,\n",
    "\t.param .u64 dc_coll_reduce_f32_param_6,\n",
    "\t.param .u64 dc_coll_reduce_f32_param_7,\n",
    "\t.param .u64 dc_coll_reduce_f32_param_8,\n",
    "\t.param .u64 dc_coll_reduce_f32_param_9,\n",
    "\t.param .u64 dc_coll_reduce_f32_param_10,\n",
    "\t.param .u64 dc_coll_reduce_f32_param_11,\n",
    "\t.param .u64 dc_coll_reduce_f32_param_12,\n",
    "\t.param .u64 dc_coll_reduce_f32_param_13,\n",
    "\t.param .u64 dc_coll_reduce_f32_param_14,\n",
    "\t.param .u64 dc_coll_reduce_f32_param_15,\n",
    "\t.param .u64 dc_coll_reduce_f32_param_16,\n",
    "\t.param .u64 dc_coll_reduce_f32_param_17,\n",
    "\t.param .u64 dc_coll_reduce_f32_param_18,\n",
    "\t.param .u64 dc_coll_reduce_f32_param_19,\n",
    "\t.param .u64 dc_coll_reduce_f32_param_20,\n",
    "\t.param .u64 dc_coll_reduce_f32_param_21\n",
    ")\n",
    "{\n",
    "\t.reg .pred \t%p<75>;\n",
    "\t.reg .f32 \t%f<97>;\n",
    "\t.reg .b32 \t%r<9>;\n",
    "\t.reg .b64 \t%rd<67>;\n",
    "\tld.param.u64 \t%rd15, [dc_coll_reduce_f32_param_0];\n",
    "\tld.param.u64 \t%rd16, [dc_coll_reduce_f32_param_1];\n",
    "\tld.param.u64 \t%rd17, [dc_coll_reduce_f32_param_2];\n",
    "\tld.param.u32 \t%r1, [dc_coll_reduce_f32_param_3];\n",
    "\tld.param.u32 \t%r2, [dc_coll_reduce_f32_param_4];\n",
    "\tld.param.u32 \t%r3, [dc_coll_reduce_f32_param_5];\n",
    "\tld.param.u64 \t%rd18, [dc_coll_reduce_f32_param_6];\n",
    "\tld.param.u64 \t%rd19, [dc_coll_reduce_f32_param_7];\n",
    "\tld.param.u64 \t%rd20, [dc_coll_reduce_f32_param_8];\n",
    "\tld.param.u64 \t%rd21, [dc_coll_reduce_f32_param_9];\n",
    "\tld.param.u64 \t%rd22, [dc_coll_reduce_f32_param_10];\n",
    "\tld.param.u64 \t%rd23, [dc_coll_reduce_f32_param_11];\n",
    "\tld.param.u64 \t%rd24, [dc_coll_reduce_f32_param_12];\n",
    "\tld.param.u64 \t%rd25, [dc_coll_reduce_f32_param_13];\n",
    "\tld.param.u64 \t%rd28, [dc_coll_reduce_f32_param_16];\n",
    "\tld.param.u64 \t%rd29, [dc_coll_reduce_f32_param_17];\n",
    "\tld.param.u64 \t%rd30, [dc_coll_reduce_f32_param_18];\n",
    "\tld.param.u64 \t%rd31, [dc_coll_reduce_f32_param_19];\n",
    "\tld.param.u64 \t%rd32, [dc_coll_reduce_f32_param_20];\n",
    "\tld.param.u64 \t%rd33, [dc_coll_reduce_f32_param_21];\n",
    "\tmov.u32 \t%r4, %ntid.x;\n",
    "\tcvt.u64.u32 \t%rd1, %r4;\n",
    "\tmov.u32 \t%r5, %ctaid.x;\n",
    "\tmul.wide.u32 \t%rd34, %r5, %r4;\n",
    "\tmov.u32 \t%r6, %tid.x;\n",
    "\tcvt.u64.u32 \t%rd35, %r6;\n",
    "\tadd.s64 \t%rd66, %rd34, %rd35;\n",
    "\tsetp.ge.u64 \t%p1, %rd66, %rd17;\n",
    "\t@%p1 bra \t$L__BB0_33;\n",
    "\tsetp.eq.s32 \t%p2, %r3, 0;\n",
    "\tselp.b32 \t%r7, 1, %r3, %p2;\n",
    "\tcvt.rn.f32.u32 \t%f1, %r7;\n",
    "\tmov.u32 \t%r8, %nctaid.x;\n",
    "\tcvt.u64.u32 \t%rd36, %r8;\n",
    "\tmul.lo.s64 \t%rd3, %rd36, %rd1;\n",
    "\tcvta.to.global.u64 \t%rd4, %rd18;\n",
    "\tcvta.to.global.u64 \t%rd5, %rd19;\n",
    "\tcvta.to.global.u64 \t%rd6, %rd20;\n",
    "\tcvta.to.global.u64 \t%rd7, %rd21;\n",
    "\tcvta.to.global.u64 \t%rd8, %rd22;\n",
    "\tcvta.to.global.u64 \t%rd9, %rd23;\n",
    "\tcvta.to.global.u64 \t%rd10, %rd24;\n",
    "\tcvta.to.global.u64 \t%rd11, %rd25;\n",
    "\tcvta.to.global.u64 \t%rd12, %rd15;\n",
    "$L__BB0_2:\n",
    "\tld.param.u64 \t%rd64, [dc_coll_reduce_f32_param_14];\n",
    "\tadd.s64 \t%rd37, %rd66, %rd64;\n",
    "\tshl.b64 \t%rd38, %rd37, 2;\n",
    "\tadd.s64 \t%rd39, %rd4, %rd38;\n",
    "\tld.global.f32 \t%f90, [%rd39];\n",
    "\tsetp.lt.u32 \t%p3, %r2, 2;\n",
    "\tmov.f32 \t%f82, %f90;\n",
    "\t@%p3 bra \t$L__BB0_4;\n",
    "\tld.param.u64 \t%rd65, [dc_coll_reduce_f32_param_15];\n",
    "\tadd.s64 \t%rd40, %rd66, %rd65;\n",
    "\tshl.b64 \t%rd41, %rd40, 2;\n",
    "\tadd.s64 \t%rd42, %rd5, %rd41;\n",
    "\tld.global.f32 \t%f82, [%rd42];\n",
    "$L__BB0_4:\n",
    "\tsetp.lt.u32 \t%p4, %r2, 3;\n",
    "\tmov.f32 \t%f83, %f90;\n",
    "\t@%p4 bra \t$L__BB0_6;\n",
    "\tadd.s64 \t%rd43, %rd66, %rd28;\n",
    "\tshl.b64 \t%rd44, %rd43, 2;\n",
    "\tadd.s64 \t%rd45, %rd6, %rd44;\n",
    "\tld.global.f32 \t%f83, [%rd45];\n",
    "$L__BB0_6:\n",
    "\tsetp.lt.u32 \t%p5, %r2, 4;\n",
    "\tmov.f32 \t%f84, %f90;\n",
    "\t@%p5 bra \t$L__BB0_8;\n",
    "\tadd.s64 \t%rd46, %rd66, %rd29;\n",
    "\tshl.b64 \t%rd47, %rd46, 2;\n",
    "\tadd.s64 \t%rd48, %rd7, %rd47;\n",
    "\tld.global.f32 \t%f84, [%rd48];\n",
    "$L__BB0_8:\n",
    "\tsetp.lt.u32 \t%p6, %r2, 5;\n",
    "\tmov.f32 \t%f85, %f90;\n",
    "\t@%p6 bra \t$L__BB0_10;\n",
    "\tadd.s64 \t%rd49, %rd66, %rd30;\n",
    "\tshl.b64 \t%rd50, %rd49, 2;\n",
    "\tadd.s64 \t%rd51, %rd8, %rd50;\n",
    "\tld.global.f32 \t%f85, [%rd51];\n",
    "$L__BB0_10:\n",
    "\tsetp.lt.u32 \t%p7, %r2, 6;\n",
    "\tmov.f32 \t%f86, %f90;\n",
    "\t@%p7 bra \t$L__BB0_12;\n",
    "\tadd.s64 \t%rd52, %rd66, %rd31;\n",
    "\tshl.b64 \t%rd53, %rd52, 2;\n",
    "\tadd.s64 \t%rd54, %rd9, %rd53;\n",
    "\tld.global.f32 \t%f86, [%rd54];\n",
    "$L__BB0_12:\n",
    "\tsetp.lt.u32 \t%p8, %r2, 7;\n",
    "\tmov.f32 \t%f87, %f90;\n",
    "\t@%p8 bra \t$L__BB0_14;\n",
    "\tadd.s64 \t%rd55, %rd66, %rd32;\n",
    "\tshl.b64 \t%rd56, %rd55, 2;\n",
    "\tadd.s64 \t%rd57, %rd10, %rd56;\n",
    "\tld.global.f32 \t%f87, [%rd57];\n",
    "$L__BB0_14:\n",
    "\tsetp.lt.u32 \t%p9, %r2, 8;\n",
    "\tmov.f32 \t%f88, %f90;\n",
    "\t@%p9 bra \t$L__BB0_16;\n",
    "\tadd.s64 \t%rd58, %rd66, %rd33;\n",
    "\tshl.b64 \t%rd59, %rd58, 2;\n",
    "\tadd.s64 \t%rd60, %rd11, %rd59;\n",
    "\tld.global.f32 \t%f88, [%rd60];\n",
    "$L__BB0_16:\n",
    "\t@%p3 bra \t$L__BB0_18;\n",
    "\tsetp.eq.s32 \t%p11, %r1, 3;\n",
    "\tsetp.lt.f32 \t%p12, %f82, %f90;\n",
    "\tselp.f32 \t%f33, %f82, %f90, %p12;\n",
    "\tsetp.nan.f32 \t%p13, %f90, %f82;\n",
    "\tadd.f32 \t%f34, %f90, %f82;\n",
    "\tselp.f32 \t%f35, %f34, %f33, %p13;\n",
    "\tsetp.gt.f32 \t%p14, %f82, %f90;\n",
    "\tselp.f32 \t%f36, %f82, %f90, %p14;\n",
    "\tsetp.num.f32 \t%p15, %f90, %f82;\n",
    "\tand.pred  \t%p16, %p11, %p15;\n",
    "\tselp.f32 \t%f37, %f36, %f34, %p16;\n",
    "\tsetp.eq.s32 \t%p17, %r1, 2;\n",
    "\tselp.f32 \t%f38, %f35, %f37, %p17;\n",
    "\tmul.f32 \t%f39, %f90, %f82;\n",
    "\tsetp.eq.s32 \t%p18, %r1, 1;\n",
    "\tselp.f32 \t%f90, %f39, %f38, %p18;\n",
    "$L__BB0_18:\n",
    "\t@%p4 bra \t$L__BB0_20;\n",
    "\tsetp.eq.s32 \t%p20, %r1, 3;\n",
    "\tsetp.lt.f32 \t%p21, %f83, %f90;\n",
    "\tselp.f32 \t%f40, %f83, %f90, %p21;\n",
    "\tsetp.nan.f32 \t%p22, %f90, %f83;\n",
    "\tadd.f32 \t%f41, %f83, %f90;\n",
    "\tselp.f32 \t%f42, %f41, %f40, %p22;\n",
    "\tsetp.gt.f32 \t%p23, %f83, %f90;\n",
    "\tselp.f32 \t%f43, %f83, %f90, %p23;\n",
    "\tsetp.num.f32 \t%p24, %f90, %f83;\n",
    "\tand.pred  \t%p25, %p20, %p24;\n",
    "\tselp.f32 \t%f44, %f43, %f41, %p25;\n",
    "\tsetp.eq.s32 \t%p26, %r1, 2;\n",
    "\tselp.f32 \t%f45, %f42, %f44, %p26;\n",
    "\tmul.f32 \t%f46, %f83, %f90;\n",
    "\tsetp.eq.s32 \t%p27, %r1, 1;\n",
    "\tselp.f32 \t%f90, %f46, %f45, %p27;\n",
    "$L__BB0_20:\n",
    "\t@%p5 bra \t$L__BB0_22;\n",
    "\tsetp.eq.s32 \t%p29, %r1, 3;\n",
    "\tsetp.lt.f32 \t%p30, %f84, %f90;\n",
    "\tselp.f32 \t%f47, %f84, %f90, %p30;\n",
    "\tsetp.nan.f32 \t%p31, %f90, %f84;\n",
    "\tadd.f32 \t%f48, %f84, %f90;\n",
    "\tselp.f32 \t%f49, %f48, %f47, %p31;\n",
    "\tsetp.gt.f32 \t%p32, %f84, %f90;\n",
    "\tselp.f32 \t%f50, %f84, %f90, %p32;\n",
    "\tsetp.num.f32 \t%p33, %f90, %f84;\n",
    "\tand.pred  \t%p34, %p29, %p33;\n",
    "\tselp.f32 \t%f51, %f50, %f48, %p34;\n",
    "\tsetp.eq.s32 \t%p35, %r1, 2;\n",
    "\tselp.f32 \t%f52, %f49, %f51, %p35;\n",
    "\tmul.f32 \t%f53, %f84, %f90;\n",
    "\tsetp.eq.s32 \t%p36, %r1, 1;\n",
    "\tselp.f32 \t%f90, %f53, %f52, %p36;\n",
    "$L__BB0_22:\n",
    "\t@%p6 bra \t$L__BB0_24;\n",
    "\tsetp.eq.s32 \t%p38, %r1, 3;\n",
    "\tsetp.lt.f32 \t%p39, %f85, %f90;\n",
    "\tselp.f32 \t%f54, %f85, %f90, %p39;\n",
    "\tsetp.nan.f32 \t%p40, %f90, %f85;\n",
    "\tadd.f32 \t%f55, %f85, %f90;\n",
    "\tselp.f32 \t%f56, %f55, %f54, %p40;\n",
    "\tsetp.gt.f32 \t%p41, %f85, %f90;\n",
    "\tselp.f32 \t%f57, %f85, %f90, %p41;\n",
    "\tsetp.num.f32 \t%p42, %f90, %f85;\n",
    "\tand.pred  \t%p43, %p38, %p42;\n",
    "\tselp.f32 \t%f58, %f57, %f55, %p43;\n",
    "\tsetp.eq.s32 \t%p44, %r1, 2;\n",
    "\tselp.f32 \t%f59, %f56, %f58, %p44;\n",
    "\tmul.f32 \t%f60, %f85, %f90;\n",
    "\tsetp.eq.s32 \t%p45, %r1, 1;\n",
    "\tselp.f32 \t%f90, %f60, %f59, %p45;\n",
    "$L__BB0_24:\n",
    "\t@%p7 bra \t$L__BB0_26;\n",
    "\tsetp.eq.s32 \t%p47, %r1, 3;\n",
    "\tsetp.lt.f32 \t%p48, %f86, %f90;\n",
    "\tselp.f32 \t%f61, %f86, %f90, %p48;\n",
    "\tsetp.nan.f32 \t%p49, %f90, %f86;\n",
    "\tadd.f32 \t%f62, %f86, %f90;\n",
    "\tselp.f32 \t%f63, %f62, %f61, %p49;\n",
    "\tsetp.gt.f32 \t%p50, %f86, %f90;\n",
    "\tselp.f32 \t%f64, %f86, %f90, %p50;\n",
    "\tsetp.num.f32 \t%p51, %f90, %f86;\n",
    "\tand.pred  \t%p52, %p47, %p51;\n",
    "\tselp.f32 \t%f65, %f64, %f62, %p52;\n",
    "\tsetp.eq.s32 \t%p53, %r1, 2;\n",
    "\tselp.f32 \t%f66, %f63, %f65, %p53;\n",
    "\tmul.f32 \t%f67, %f86, %f90;\n",
    "\tsetp.eq.s32 \t%p54, %r1, 1;\n",
    "\tselp.f32 \t%f90, %f67, %f66, %p54;\n",
    "$L__BB0_26:\n",
    "\t@%p8 bra \t$L__BB0_28;\n",
    "\tsetp.eq.s32 \t%p56, %r1, 3;\n",
    "\tsetp.lt.f32 \t%p57, %f87, %f90;\n",
    "\tselp.f32 \t%f68, %f87, %f90, %p57;\n",
    "\tsetp.nan.f32 \t%p58, %f90, %f87;\n",
    "\tadd.f32 \t%f69, %f87, %f90;\n",
    "\tselp.f32 \t%f70, %f69, %f68, %p58;\n",
    "\tsetp.gt.f32 \t%p59, %f87, %f90;\n",
    "\tselp.f32 \t%f71, %f87, %f90, %p59;\n",
    "\tsetp.num.f32 \t%p60, %f90, %f87;\n",
    "\tand.pred  \t%p61, %p56, %p60;\n",
    "\tselp.f32 \t%f72, %f71, %f69, %p61;\n",
    "\tsetp.eq.s32 \t%p62, %r1, 2;\n",
    "\tselp.f32 \t%f73, %f70, %f72, %p62;\n",
    "\tmul.f32 \t%f74, %f87, %f90;\n",
    "\tsetp.eq.s32 \t%p63, %r1, 1;\n",
    "\tselp.f32 \t%f90, %f74, %f73, %p63;\n",
    "$L__BB0_28:\n",
    "\t@%p9 bra \t$L__BB0_30;\n",
    "\tsetp.eq.s32 \t%p65, %r1, 3;\n",
    "\tsetp.lt.f32 \t%p66, %f88, %f90;\n",
    "\tselp.f32 \t%f75, %f88, %f90, %p66;\n",
    "\tsetp.nan.f32 \t%p67, %f90, %f88;\n",
    "\tadd.f32 \t%f76, %f88, %f90;\n",
    "\tselp.f32 \t%f77, %f76, %f75, %p67;\n",
    "\tsetp.gt.f32 \t%p68, %f88, %f90;\n",
    "\tselp.f32 \t%f78, %f88, %f90, %p68;\n",
    "\tsetp.num.f32 \t%p69, %f90, %f88;\n",
    "\tand.pred  \t%p70, %p65, %p69;\n",
    "\tselp.f32 \t%f79, %f78, %f76, %p70;\n",
    "\tsetp.eq.s32 \t%p71, %r1, 2;\n",
    "\tselp.f32 \t%f80, %f77, %f79, %p71;\n",
    "\tmul.f32 \t%f81, %f88, %f90;\n",
    "\tsetp.eq.s32 \t%p72, %r1, 1;\n",
    "\tselp.f32 \t%f90, %f81, %f80, %p72;\n",
    "$L__BB0_30:\n",
    "\tsetp.ne.s32 \t%p73, %r1, 4;\n",
    "\t@%p73 bra \t$L__BB0_32;\n",
    "\tdiv.rn.f32 \t%f90, %f90, %f1;\n",
    "$L__BB0_32:\n",
    "\tadd.s64 \t%rd61, %rd66, %rd16;\n",
    "\tshl.b64 \t%rd62, %rd61, 2;\n",
    "\tadd.s64 \t%rd63, %rd12, %rd62;\n",
    "\tst.global.f32 \t[%rd63], %f90;\n",
    "\tadd.s64 \t%rd66, %rd66, %rd3;\n",
    "\tsetp.lt.u64 \t%p74, %rd66, %rd17;\n",
    "\t@%p74 bra \t$L__BB0_2;\n",
    "$L__BB0_33:\n",
    "\tret;\n",
    "}\n",
    "\t// .globl\tdc_coll_reduce_f64\n",
    ".visible .entry dc_coll_reduce_f64(\n",
    "\t.param .u64 dc_coll_reduce_f64_param_0,\n",
    "\t.param .u64 dc_coll_reduce_f64_param_1,\n",
    "\t.param .u64 dc_coll_reduce_f64_param_2,\n",
    "\t.param .u32 dc_coll_reduce_f64_param_3,\n",
    "\t.param .u32 dc_coll_reduce_f64_param_4,\n",
    "\t.param .u32 dc_coll_reduce_f64_param_5,\n",
    "\t.param .u64 dc_coll_reduce_f64_param_6,\n",
    "\t.param .u64 dc_coll_reduce_f64_param_7,\n",
    "\t.param .u64 dc_coll_reduce_f64_param_8,\n",
    "\t.param .u64 dc_coll_reduce_f64_param_9,\n",
    "\t.param .u64 dc_coll_reduce_f64_param_10,\n",
    "\t.param .u64 dc_coll_reduce_f64_param_11,\n",
    "\t.param .u64 dc_coll_reduce_f64_param_12,\n",
    "\t.param .u64 dc_coll_reduce_f64_param_13,\n",
    "\t.param .u64 dc_coll_reduce_f64_param_14,\n",
    "\t.param .u64 dc_coll_reduce_f64_param_15,\n",
    "\t.param .u64 dc_coll_reduce_f64_param_16,\n",
    "\t.param .u64 dc_coll_reduce_f64_param_17,\n",
    "\t.param .u64 dc_coll_reduce_f64_param_18,\n",
    "\t.param .u64 dc_coll_reduce_f64_param_19,\n",
    "\t.param .u64 dc_coll_reduce_f64_param_20,\n",
    "\t.param .u64 dc_coll_reduce_f64_param_21\n",
    ")\n",
    "{\n",
    "\t.reg .pred \t%p<82>;\n",
    "\t.reg .b32 \t%r<9>;\n",
    "\t.reg .f64 \t%fd<97>;\n",
    "\t.reg .b64 \t%rd<75>;\n",
    "\tld.param.u64 \t%rd15, [dc_coll_reduce_f64_param_0];\n",
    "\tld.param.u64 \t%rd17, [dc_coll_reduce_f64_param_2];\n",
    "\tld.param.u32 \t%r1, [dc_coll_reduce_f64_param_3];\n",
    "\tld.param.u32 \t%r2, [dc_coll_reduce_f64_param_4];\n",
    "\tld.param.u32 \t%r3, [dc_coll_reduce_f64_param_5];\n",
    "\tld.param.u64 \t%rd18, [dc_coll_reduce_f64_param_6];\n",
    "\tld.param.u64 \t%rd19, [dc_coll_reduce_f64_param_7];\n",
    "\tld.param.u64 \t%rd20, [dc_coll_reduce_f64_param_8];\n",
    "\tld.param.u64 \t%rd21, [dc_coll_reduce_f64_param_9];\n",
    "\tld.param.u64 \t%rd22, [dc_coll_reduce_f64_param_10];\n",
    "\tld.param.u64 \t%rd23, [dc_coll_reduce_f64_param_11];\n",
    "\tld.param.u64 \t%rd24, [dc_coll_reduce_f64_param_12];\n",
    "\tld.param.u64 \t%rd25, [dc_coll_reduce_f64_param_13];\n",
    "\tmov.u32 \t%r4, %ntid.x;\n",
    "\tcvt.u64.u32 \t%rd1, %r4;\n",
    "\tmov.u32 \t%r5, %ctaid.x;\n",
    "\tmul.wide.u32 \t%rd34, %r5, %r4;\n",
    "\tmov.u32 \t%r6, %tid.x;\n",
    "\tcvt.u64.u32 \t%rd35, %r6;\n",
    "\tadd.s64 \t%rd74, %rd34, %rd35;\n",
    "\tsetp.ge.u64 \t%p1, %rd74, %rd17;\n",
    "\t@%p1 bra \t$L__BB1_33;\n",
    "\tsetp.eq.s32 \t%p2, %r3, 0;\n",
    "\tselp.b32 \t%r7, 1, %r3, %p2;\n",
    "\tcvt.rn.f64.u32 \t%fd1, %r7;\n",
    "\tmov.u32 \t%r8, %nctaid.x;\n",
    "\tcvt.u64.u32 \t%rd36, %r8;\n",
    "\tmul.lo.s64 \t%rd3, %rd36, %rd1;\n",
    "\tcvta.to.global.u64 \t%rd4, %rd18;\n",
    "\tcvta.to.global.u64 \t%rd5, %rd19;\n",
    "\tcvta.to.global.u64 \t%rd6, %rd20;\n",
    "\tcvta.to.global.u64 \t%rd7, %rd21;\n",
    "\tcvta.to.global.u64 \t%rd8, %rd22;\n",
    "\tcvta.to.global.u64 \t%rd9, %rd23;\n",
    "\tcvta.to.global.u64 \t%rd10, %rd24;\n",
    "\tcvta.to.global.u64 \t%rd11, %rd25;\n",
    "\tcvta.to.global.u64 \t%rd12, %rd15;\n",
    "$L__BB1_2:\n",
    "\tld.param.u64 \t%rd66, [dc_coll_reduce_f64_param_14];\n",
    "\tadd.s64 \t%rd37, %rd74, %rd66;\n",
    "\tshl.b64 \t%rd38, %rd37, 3;\n",
    "\tadd.s64 \t%rd39, %rd4, %rd38;\n",
    "\tld.global.f64 \t%fd90, [%rd39];\n",
    "\tsetp.lt.u32 \t%p3, %r2, 2;\n",
    "\tmov.f64 \t%fd82, %fd90;\n",
    "\t@%p3 bra \t$L__BB1_4;\n",
    "\tld.param.u64 \t%rd73, [dc_coll_reduce_f64_param_15];\n",
    "\tadd.s64 \t%rd40, %rd74, %rd73;\n",
    "\tshl.b64 \t%rd41, %rd40, 3;\n",
    "\tadd.s64 \t%rd42, %rd5, %rd41;\n",
    "\tld.global.f64 \t%fd82, [%rd42];\n",
    "$L__BB1_4:\n",
    "\tsetp.lt.u32 \t%p4, %r2, 3;\n",
    "\tmov.f64 \t%fd83, %fd90;\n",
    "\t@%p4 bra \t$L__BB1_6;\n",
    "\tld.param.u64 \t%rd72, [dc_coll_reduce_f64_param_16];\n",
    "\tadd.s64 \t%rd43, %rd74, %rd72;\n",
    "\tshl.b64 \t%rd44, %rd43, 3;\n",
    "\tadd.s64 \t%rd45, %rd6, %rd44;\n",
    "\tld.global.f64 \t%fd83, [%rd45];\n",
    "$L__BB1_6:\n",
    "\tsetp.lt.u32 \t%p5, %r2, 4;\n",
    "\tmov.f64 \t%fd84, %fd90;\n",
    "\t@%p5 bra \t$L__BB1_8;\n",
    "\tld.param.u64 \t%rd71, [dc_coll_reduce_f64_param_17];\n",
    "\tadd.s64 \t%rd46, %rd74, %rd71;\n",
    "\tshl.b64 \t%rd47, %rd46, 3;\n",
    "\tadd.s64 \t%rd48, %rd7, %rd47;\n",
    "\tld.global.f64 \t%fd84, [%rd48];\n",
    "$L__BB1_8:\n",
    "\tsetp.lt.u32 \t%p6, %r2, 5;\n",
    "\tmov.f64 \t%fd85, %fd90;\n",
    "\t@%p6 bra \t$L__BB1_10;\n",
    "\tld.param.u64 \t%rd70, [dc_coll_reduce_f64_param_18];\n",
    "\tadd.s64 \t%rd49, %rd74, %rd70;\n",
    "\tshl.b64 \t%rd50, %rd49, 3;\n",
    "\tadd.s64 \t%rd51, %rd8, %rd50;\n",
    "\tld.global.f64 \t%fd85, [%rd51];\n",
    "$L__BB1_10:\n",
    "\tsetp.lt.u32 \t%p7, %r2, 6;\n",
    "\tmov.f64 \t%fd86, %fd90;\n",
    "\t@%p7 bra \t$L__BB1_12;\n",
    "\tld.param.u64 \t%rd69, [dc_coll_reduce_f64_param_19];\n",
    "\tadd.s64 \t%rd52, %rd74, %rd69;\n",
    "\tshl.b64 \t%rd53, %rd52, 3;\n",
    "\tadd.s64 \t%rd54, %rd9, %rd53;\n",
    "\tld.global.f64 \t%fd86, [%rd54];\n",
    "$L__BB1_12:\n",
    "\tsetp.lt.u32 \t%p8, %r2, 7;\n",
    "\tmov.f64 \t%fd87, %fd90;\n",
    "\t@%p8 bra \t$L__BB1_14;\n",
    "\tld.param.u64 \t%rd68, [dc_coll_reduce_f64_param_20];\n",
    "\tadd.s64 \t%rd55, %rd74, %rd68;\n",
    "\tshl.b64 \t%rd56, %rd55, 3;\n",
    "\tadd.s64 \t%rd57, %rd10, %rd56;\n",
    "\tld.global.f64 \t%fd87, [%rd57];\n",
    "$L__BB1_14:\n",
    "\tsetp.lt.u32 \t%p9, %r2, 8;\n",
    "\tmov.f64 \t%fd88, %fd90;\n",
    "\t@%p9 bra \t$L__BB1_16;\n",
    "\tld.param.u64 \t%rd67, [dc_coll_reduce_f64_param_21];\n",
    "\tadd.s64 \t%rd58, %rd74, %rd67;\n",
    "\tshl.b64 \t%rd59, %rd58, 3;\n",
    "\tadd.s64 \t%rd60, %rd11, %rd59;\n",
    "\tld.global.f64 \t%fd88, [%rd60];\n",
    "$L__BB1_16:\n",
    "\tsetp.lt.u32 \t%p79, %r2, 2;\n",
    "\t@%p79 bra \t$L__BB1_18;\n",
    "\tsetp.eq.s32 \t%p11, %r1, 3;\n",
    "\tsetp.lt.f64 \t%p12, %fd82, %fd90;\n",
    "\tselp.f64 \t%fd33, %fd82, %fd90, %p12;\n",
    "\tsetp.nan.f64 \t%p13, %fd90, %fd82;\n",
    "\tadd.f64 \t%fd34, %fd90, %fd82;\n",
    "\tselp.f64 \t%fd35, %fd34, %fd33, %p13;\n",
    "\tsetp.gt.f64 \t%p14, %fd82, %fd90;\n",
    "\tselp.f64 \t%fd36, %fd82, %fd90, %p14;\n",
    "\tsetp.num.f64 \t%p15, %fd90, %fd82;\n",
    "\tand.pred  \t%p16, %p11, %p15;\n",
    "\tselp.f64 \t%fd37, %fd36, %fd34, %p16;\n",
    "\tsetp.eq.s32 \t%p17, %r1, 2;\n",
    "\tselp.f64 \t%fd38, %fd35, %fd37, %p17;\n",
    "\tmul.f64 \t%fd39, %fd90, %fd82;\n",
    "\tsetp.eq.s32 \t%p18, %r1, 1;\n",
    "\tselp.f64 \t%fd90, %fd39, %fd38, %p18;\n",
    "$L__BB1_18:\n",
    "\tsetp.lt.u32 \t%p80, %r2, 3;\n",
    "\t@%p80 bra \t$L__BB1_20;\n",
    "\tsetp.eq.s32 \t%p20, %r1, 3;\n",
    "\tsetp.lt.f64 \t%p21, %fd83, %fd90;\n",
    "\tselp.f64 \t%fd40, %fd83, %fd90, %p21;\n",
    "\tsetp.nan.f64 \t%p22, %fd90, %fd83;\n",
    "\tadd.f64 \t%fd41, %fd83, %fd90;\n",
    "\tselp.f64 \t%fd42, %fd41, %fd40, %p22;\n",
    "\tsetp.gt.f64 \t%p23, %fd83, %fd90;\n",
    "\tselp.f64 \t%fd43, %fd83, %fd90, %p23;\n",
    "\tsetp.num.f64 \t%p24, %fd90, %fd83;\n",
    "\tand.pred  \t%p25, %p20, %p24;\n",
    "\tselp.f64 \t%fd44, %fd43, %fd41, %p25;\n",
    "\tsetp.eq.s32 \t%p26, %r1, 2;\n",
    "\tselp.f64 \t%fd45, %fd42, %fd44, %p26;\n",
    "\tmul.f64 \t%fd46, %fd83, %fd90;\n",
    "\tsetp.eq.s32 \t%p27, %r1, 1;\n",
    "\tselp.f64 \t%fd90, %fd46, %fd45, %p27;\n",
    "$L__BB1_20:\n",
    "\tsetp.lt.u32 \t%p81, %r2, 4;\n",
    "\t@%p81 bra \t$L__BB1_22;\n",
    "\tsetp.eq.s32 \t%p29, %r1, 3;\n",
    "\tsetp.lt.f64 \t%p30, %fd84, %fd90;\n",
    "\tselp.f64 \t%fd47, %fd84, %fd90, %p30;\n",
    "\tsetp.nan.f64 \t%p31, %fd90, %fd84;\n",
    "\tadd.f64 \t%fd48, %fd84, %fd90;\n",
    "\tselp.f64 \t%fd49, %fd48, %fd47, %p31;\n",
    "\tsetp.gt.f64 \t%p32, %fd84, %fd90;\n",
    "\tselp.f64 \t%fd50, %fd84, %fd90, %p32;\n",
    "\tsetp.num.f64 \t%p33, %fd90, %fd84;\n",
    "\tand.pred  \t%p34, %p29, %p33;\n",
    "\tselp.f64 \t%fd51, %fd50, %fd48, %p34;\n",
    "\tsetp.eq.s32 \t%p35, %r1, 2;\n",
    "\tselp.f64 \t%fd52, %fd49, %fd51, %p35;\n",
    "\tmul.f64 \t%fd53, %fd84, %fd90;\n",
    "\tsetp.eq.s32 \t%p36, %r1, 1;\n",
    "\tselp.f64 \t%fd90, %fd53, %fd52, %p36;\n",
    "$L__BB1_22:\n",
    "\tsetp.lt.u32 \t%p75, %r2, 5;\n",
    "\t@%p75 bra \t$L__BB1_24;\n",
    "\tsetp.eq.s32 \t%p38, %r1, 3;\n",
    "\tsetp.lt.f64 \t%p39, %fd85, %fd90;\n",
    "\tselp.f64 \t%fd54, %fd85, %fd90, %p39;\n",
    "\tsetp.nan.f64 \t%p40, %fd90, %fd85;\n",
    "\tadd.f64 \t%fd55, %fd85, %fd90;\n",
    "\tselp.f64 \t%fd56, %fd55, %fd54, %p40;\n",
    "\tsetp.gt.f64 \t%p41, %fd85, %fd90;\n",
    "\tselp.f64 \t%fd57, %fd85, %fd90, %p41;\n",
    "\tsetp.num.f64 \t%p42, %fd90, %fd85;\n",
    "\tand.pred  \t%p43, %p38, %p42;\n",
    "\tselp.f64 \t%fd58, %fd57, %fd55, %p43;\n",
    "\tsetp.eq.s32 \t%p44, %r1, 2;\n",
    "\tselp.f64 \t%fd59, %fd56, %fd58, %p44;\n",
    "\tmul.f64 \t%fd60, %fd85, %fd90;\n",
    "\tsetp.eq.s32 \t%p45, %r1, 1;\n",
    "\tselp.f64 \t%fd90, %fd60, %fd59, %p45;\n",
    "$L__BB1_24:\n",
    "\tsetp.lt.u32 \t%p76, %r2, 6;\n",
    "\t@%p76 bra \t$L__BB1_26;\n",
    "\tsetp.eq.s32 \t%p47, %r1, 3;\n",
    "\tsetp.lt.f64 \t%p48, %fd86, %fd90;\n",
    "\tselp.f64 \t%fd61, %fd86, %fd90, %p48;\n",
    "\tsetp.nan.f64 \t%p49, %fd90, %fd86;\n",
    "\tadd.f64 \t%fd62, %fd86, %fd90;\n",
    "\tselp.f64 \t%fd63, %fd62, %fd61, %p49;\n",
    "\tsetp.gt.f64 \t%p50, %fd86, %fd90;\n",
    "\tselp.f64 \t%fd64, %fd86, %fd90, %p50;\n",
    "\tsetp.num.f64 \t%p51, %fd90, %fd86;\n",
    "\tand.pred  \t%p52, %p47, %p51;\n",
    "\tselp.f64 \t%fd65, %fd64, %fd62, %p52;\n",
    "\tsetp.eq.s32 \t%p53, %r1, 2;\n",
    "\tselp.f64 \t%fd66, %fd63, %fd65, %p53;\n",
    "\tmul.f64 \t%fd67, %fd86, %fd90;\n",
    "\tsetp.eq.s32 \t%p54, %r1, 1;\n",
    "\tselp.f64 \t%fd90, %fd67, %fd66, %p54;\n",
    "$L__BB1_26:\n",
    "\tsetp.lt.u32 \t%p77, %r2, 7;\n",
    "\t@%p77 bra \t$L__BB1_28;\n",
    "\tsetp.eq.s32 \t%p56, %r1, 3;\n",
    "\tsetp.lt.f64 \t%p57, %fd87, %fd90;\n",
    "\tselp.f64 \t%fd68, %fd87, %fd90, %p57;\n",
    "\tsetp.nan.f64 \t%p58, %fd90, %fd87;\n",
    "\tadd.f64 \t%fd69, %fd87, %fd90;\n",
    "\tselp.f64 \t%fd70, %fd69, %fd68, %p58;\n",
    "\tsetp.gt.f64 \t%p59, %fd87, %fd90;\n",
    "\tselp.f64 \t%fd71, %fd87, %fd90, %p59;\n",
    "\tsetp.num.f64 \t%p60, %fd90, %fd87;\n",
    "\tand.pred  \t%p61, %p56, %p60;\n",
    "\tselp.f64 \t%fd72, %fd71, %fd69, %p61;\n",
    "\tsetp.eq.s32 \t%p62, %r1, 2;\n",
    "\tselp.f64 \t%fd73, %fd70, %fd72, %p62;\n",
    "\tmul.f64 \t%fd74, %fd87, %fd90;\n",
    "\tsetp.eq.s32 \t%p63, %r1, 1;\n",
    "\tselp.f64 \t%fd90, %fd74, %fd73, %p63;\n",
    "$L__BB1_28:\n",
    "\tsetp.lt.u32 \t%p78, %r2, 8;\n",
    "\t@%p78 bra \t$L__BB1_30;\n",
    "\tsetp.eq.s32 \t%p65, %r1, 3;\n",
    "\tsetp.lt.f64 \t%p66, %fd88, %fd90;\n",
    "\tselp.f64 \t%fd75, %fd88, %fd90, %p66;\n",
    "\tsetp.nan.f64 \t%p67, %fd90, %fd88;\n",
    "\tadd.f64 \t%fd76, %fd88, %fd90;\n",
    "\tselp.f64 \t%fd77, %fd76, %fd75, %p67;\n",
    "\tsetp.gt.f64 \t%p68, %fd88, %fd90;\n",
    "\tselp.f64 \t%fd78, %fd88, %fd90, %p68;\n",
    "\tsetp.num.f64 \t%p69, %fd90, %fd88;\n",
    "\tand.pred  \t%p70, %p65, %p69;\n",
    "\tselp.f64 \t%fd79, %fd78, %fd76, %p70;\n",
    "\tsetp.eq.s32 \t%p71, %r1, 2;\n",
    "\tselp.f64 \t%fd80, %fd77, %fd79, %p71;\n",
    "\tmul.f64 \t%fd81, %fd88, %fd90;\n",
    "\tsetp.eq.s32 \t%p72, %r1, 1;\n",
    "\tselp.f64 \t%fd90, %fd81, %fd80, %p72;\n",
    "$L__BB1_30:\n",
    "\tsetp.ne.s32 \t%p73, %r1, 4;\n",
    "\t@%p73 bra \t$L__BB1_32;\n",
    "\tdiv.rn.f64 \t%fd90, %fd90, %fd1;\n",
    "$L__BB1_32:\n",
    "\tld.param.u64 \t%rd65, [dc_coll_reduce_f64_param_2];\n",
    "\tld.param.u64 \t%rd64, [dc_coll_reduce_f64_param_1];\n",
    "\tadd.s64 \t%rd61, %rd74, %rd64;\n",
    "\tshl.b64 \t%rd62, %rd61, 3;\n",
    "\tadd.s64 \t%rd63, %rd12, %rd62;\n",
    "\tst.global.f64 \t[%rd63], %fd90;\n",
    "\tadd.s64 \t%rd74, %rd74, %rd3;\n",
    "\tsetp.lt.u64 \t%p74, %rd74, %rd65;\n",
    "\t@%p74 bra \t$L__BB1_2;\n",
    "$L__BB1_33:\n",
    "\tret;\n",
    "}\n",
    "\t// .globl\tdc_coll_reduce_f16\n",
    ".visible .entry dc_coll_reduce_f16(\n",
    "\t.param .u64 dc_coll_reduce_f16_param_0,\n",
    "\t.param .u64 dc_coll_reduce_f16_param_1,\n",
    "\t.param .u64 dc_coll_reduce_f16_param_2,\n",
    "\t.param .u32 dc_coll_reduce_f16_param_3,\n",
    "\t.param .u32 dc_coll_reduce_f16_param_4,\n",
    "\t.param .u32 dc_coll_reduce_f16_param_5,\n",
    "\t.param .u64 dc_coll_reduce_f16_param_6,\n",
    "\t.param .u64 dc_coll_reduce_f16_param_7,\n",
    "\t.param .u64 dc_coll_reduce_f16_param_8,\n",
    "\t.param .u64 dc_coll_reduce_f16_param_9,\n",
    "\t.param .u64 dc_coll_reduce_f16_param_10,\n",
    "\t.param .u64 dc_coll_reduce_f16_param_11,\n",
    "\t.param .u64 dc_coll_reduce_f16_param_12,\n",
    "\t.param .u64 dc_coll_reduce_f16_param_13,\n",
    "\t.param .u64 dc_coll_reduce_f16_param_14,\n",
    "\t.param .u64 dc_coll_reduce_f16_param_15,\n",
    "\t.param .u64 dc_coll_reduce_f16_param_16,\n",
    "\t.param .u64 dc_coll_reduce_f16_param_17,\n",
    "\t.param .u64 dc_coll_reduce_f16_param_18,\n",
    "\t.param .u64 dc_coll_reduce_f16_param_19,\n",
    "\t.param .u64 dc_coll_reduce_f16_param_20,\n",
    "\t.param .u64 dc_coll_reduce_f16_param_21\n",
    ")\n",
    "{\n",
    "\t.reg .pred \t%p<75>;\n",
    "\t.reg .b16 \t%rs<10>;\n",
    "\t.reg .f32 \t%f<106>;\n",
    "\t.reg .b32 \t%r<9>;\n",
    "\t.reg .b64 \t%rd<67>;\n",
    "\tld.param.u64 \t%rd15, [dc_coll_reduce_f16_param_0];\n",
    "\tld.param.u64 \t%rd16, [dc_coll_reduce_f16_param_1];\n",
    "\tld.param.u64 \t%rd17, [dc_coll_reduce_f16_param_2];\n",
    "\tld.param.u32 \t%r1, [dc_coll_reduce_f16_param_3];\n",
    "\tld.param.u32 \t%r2, [dc_coll_reduce_f16_param_4];\n",
    "\tld.param.u32 \t%r3, [dc_coll_reduce_f16_param_5];\n",
    "\tld.param.u64 \t%rd18, [dc_coll_reduce_f16_param_6];\n",
    "\tld.param.u64 \t%rd19, [dc_coll_reduce_f16_param_7];\n",
    "\tld.param.u64 \t%rd20, [dc_coll_reduce_f16_param_8];\n",
    "\tld.param.u64 \t%rd21, [dc_coll_reduce_f16_param_9];\n",
    "\tld.param.u64 \t%rd22, [dc_coll_reduce_f16_param_10];\n",
    "\tld.param.u64 \t%rd23, [dc_coll_reduce_f16_param_11];\n",
    "\tld.param.u64 \t%rd24, [dc_coll_reduce_f16_param_12];\n",
    "\tld.param.u64 \t%rd25, [dc_coll_reduce_f16_param_13];\n",
    "\tld.param.u64 \t%rd28, [dc_coll_reduce_f16_param_16];\n",
    "\tld.param.u64 \t%rd29, [dc_coll_reduce_f16_param_17];\n",
    "\tld.param.u64 \t%rd30, [dc_coll_reduce_f16_param_18];\n",
    "\tld.param.u64 \t%rd31, [dc_coll_reduce_f16_param_19];\n",
    "\tld.param.u64 \t%rd32, [dc_coll_reduce_f16_param_20];\n",
    "\tld.param.u64 \t%rd33, [dc_coll_reduce_f16_param_21];\n",
    "\tmov.u32 \t%r4, %ntid.x;\n",
    "\tcvt.u64.u32 \t%rd1, %r4;\n",
    "\tmov.u32 \t%r5, %ctaid.x;\n",
    "\tmul.wide.u32 \t%rd34, %r5, %r4;\n",
    "\tmov.u32 \t%r6, %tid.x;\n",
    "\tcvt.u64.u32 \t%rd35, %r6;\n",
    "\tadd.s64 \t%rd66, %rd34, %rd35;\n",
    "\tsetp.ge.u64 \t%p1, %rd66, %rd17;\n",
    "\t@%p1 bra \t$L__BB2_33;\n",
    "\tsetp.eq.s32 \t%p2, %r3, 0;\n",
    "\tselp.b32 \t%r7, 1, %r3, %p2;\n",
    "\tcvt.rn.f32.u32 \t%f1, %r7;\n",
    "\tmov.u32 \t%r8, %nctaid.x;\n",
    "\tcvt.u64.u32 \t%rd36, %r8;\n",
    "\tmul.lo.s64 \t%rd3, %rd36, %rd1;\n",
    "\tcvta.to.global.u64 \t%rd4, %rd18;\n",
    "\tcvta.to.global.u64 \t%rd5, %rd19;\n",
    "\tcvta.to.global.u64 \t%rd6, %rd20;\n",
    "\tcvta.to.global.u64 \t%rd7, %rd21;\n",
    "\tcvta.to.global.u64 \t%rd8, %rd22;\n",
    "\tcvta.to.global.u64 \t%rd9, %rd23;\n",
    "\tcvta.to.global.u64 \t%rd10, %rd24;\n",
    "\tcvta.to.global.u64 \t%rd11, %rd25;\n",
    "\tcvta.to.global.u64 \t%rd12, %rd15;\n",
    "$L__BB2_2:\n",
    "\tld.param.u64 \t%rd64, [dc_coll_reduce_f16_param_14];\n",
    "\tadd.s64 \t%rd37, %rd66, %rd64;\n",
    "\tshl.b64 \t%rd38, %rd37, 1;\n",
    "\tadd.s64 \t%rd39, %rd4, %rd38;\n",
    "\tld.global.u16 \t%rs1, [%rd39];\n",
    "\t// begin inline asm\n",
    "\tcvt.f32.f16 %f99, %rs1;\n",
    "\t// end inline asm\n",
    "\tsetp.lt.u32 \t%p3, %r2, 2;\n",
    "\tmov.f32 \t%f91, %f99;\n",
    "\t@%p3 bra \t$L__BB2_4;\n",
    "\tld.param.u64 \t%rd65, [dc_coll_reduce_f16_param_15];\n",
    "\tadd.s64 \t%rd40, %rd66, %rd65;\n",
    "\tshl.b64 \t%rd41, %rd40, 1;\n",
    "\tadd.s64 \t%rd42, %rd5, %rd41;\n",
    "\tld.global.u16 \t%rs2, [%rd42];\n",
    "\t// begin inline asm\n",
    "\tcvt.f32.f16 %f91, %rs2;\n",
    "\t// end inline asm\n",
    "$L__BB2_4:\n",
    "\tsetp.lt.u32 \t%p4, %r2, 3;\n",
    "\tmov.f32 \t%f92, %f99;\n",
    "\t@%p4 bra \t$L__BB2_6;\n",
    "\tadd.s64 \t%rd43, %rd66, %rd28;\n",
    "\tshl.b64 \t%rd44, %rd43, 1;\n",
    "\tadd.s64 \t%rd45, %rd6, %rd44;\n",
    "\tld.global.u16 \t%rs3, [%rd45];\n",
    "\t// begin inline asm\n",
    "\tcvt.f32.f16 %f92, %rs3;\n",
    "\t// end inline asm\n",
    "$L__BB2_6:\n",
    "\tsetp.lt.u32 \t%p5, %r2, 4;\n",
    "\tmov.f32 \t%f93, %f99;\n",
    "\t@%p5 bra \t$L__BB2_8;\n",
    "\tadd.s64 \t%rd46, %rd66, %rd29;\n",
    "\tshl.b64 \t%rd47, %rd46, 1;\n",
    "\tadd.s64 \t%rd48, %rd7, %rd47;\n",
    "\tld.global.u16 \t%rs4, [%rd48];\n",
    "\t// begin inline asm\n",
    "\tcvt.f32.f16 %f93, %rs4;\n",
    "\t// end inline asm\n",
    "$L__BB2_8:\n",
    "\tsetp.lt.u32 \t%p6, %r2, 5;\n",
    "\tmov.f32 \t%f94, %f99;\n",
    "\t@%p6 bra \t$L__BB2_10;\n",
    "\tadd.s64 \t%rd49, %rd66, %rd30;\n",
    "\tshl.b64 \t%rd50, %rd49, 1;\n",
    "\tadd.s64 \t%rd51, %rd8, %rd50;\n",
    "\tld.global.u16 \t%rs5, [%rd51];\n",
    "\t// begin inline asm\n",
    "\tcvt.f32.f16 %f94, %rs5;\n",
    "\t// end inline asm\n",
    "$L__BB2_10:\n",
    "\tsetp.lt.u32 \t%p7, %r2, 6;\n",
    "\tmov.f32 \t%f95, %f99;\n",
    "\t@%p7 bra \t$L__BB2_12;\n",
    "\tadd.s64 \t%rd52, %rd66, %rd31;\n",
    "\tshl.b64 \t%rd53, %rd52, 1;\n",
    "\tadd.s64 \t%rd54, %rd9, %rd53;\n",
    "\tld.global.u16 \t%rs6, [%rd54];\n",
    "\t// begin inline asm\n",
    "\tcvt.f32.f16 %f95, %rs6;\n",
    "\t// end inline asm\n",
    "$L__BB2_12:\n",
    "\tsetp.lt.u32 \t%p8, %r2, 7;\n",
    "\tmov.f32 \t%f96, %f99;\n",
    "\t@%p8 bra \t$L__BB2_14;\n",
    "\tadd.s64 \t%rd55, %rd66, %rd32;\n",
    "\tshl.b64 \t%rd56, %rd55, 1;\n",
    "\tadd.s64 \t%rd57, %rd10, %rd56;\n",
    "\tld.global.u16 \t%rs7, [%rd57];\n",
    "\t// begin inline asm\n",
    "\tcvt.f32.f16 %f96, %rs7;\n",
    "\t// end inline asm\n",
    "$L__BB2_14:\n",
    "\tsetp.lt.u32 \t%p9, %r2, 8;\n",
    "\tmov.f32 \t%f97, %f99;\n",
    "\t@%p9 bra \t$L__BB2_16;\n",
    "\tadd.s64 \t%rd58, %rd66, %rd33;\n",
    "\tshl.b64 \t%rd59, %rd58, 1;\n",
    "\tadd.s64 \t%rd60, %rd11, %rd59;\n",
    "\tld.global.u16 \t%rs8, [%rd60];\n",
    "\t// begin inline asm\n",
    "\tcvt.f32.f16 %f97, %rs8;\n",
    "\t// end inline asm\n",
    "$L__BB2_16:\n",
    "\t@%p3 bra \t$L__BB2_18;\n",
    "\tsetp.eq.s32 \t%p11, %r1, 3;\n",
    "\tsetp.lt.f32 \t%p12, %f91, %f99;\n",
    "\tselp.f32 \t%f41, %f91, %f99, %p12;\n",
    "\tsetp.nan.f32 \t%p13, %f99, %f91;\n",
    "\tadd.f32 \t%f42, %f99, %f91;\n",
    "\tselp.f32 \t%f43, %f42, %f41, %p13;\n",
    "\tsetp.gt.f32 \t%p14, %f91, %f99;\n",
    "\tselp.f32 \t%f44, %f91, %f99, %p14;\n",
    "\tsetp.num.f32 \t%p15, %f99, %f91;\n",
    "\tand.pred  \t%p16, %p11, %p15;\n",
    "\tselp.f32 \t%f45, %f44, %f42, %p16;\n",
    "\tsetp.eq.s32 \t%p17, %r1, 2;\n",
    "\tselp.f32 \t%f46, %f43, %f45, %p17;\n",
    "\tmul.f32 \t%f47, %f99, %f91;\n",
    "\tsetp.eq.s32 \t%p18, %r1, 1;\n",
    "\tselp.f32 \t%f99, %f47, %f46, %p18;\n",
    "$L__BB2_18:\n",
    "\t@%p4 bra \t$L__BB2_20;\n",
    "\tsetp.eq.s32 \t%p20, %r1, 3;\n",
    "\tsetp.lt.f32 \t%p21, %f92, %f99;\n",
    "\tselp.f32 \t%f48, %f92, %f99, %p21;\n",
    "\tsetp.nan.f32 \t%p22, %f99, %f92;\n",
    "\tadd.f32 \t%f49, %f92, %f99;\n",
    "\tselp.f32 \t%f50, %f49, %f48, %p22;\n",
    "\tsetp.gt.f32 \t%p23, %f92, %f99;\n",
    "\tselp.f32 \t%f51, %f92, %f99, %p23;\n",
    "\tsetp.num.f32 \t%p24, %f99, %f92;\n",
    "\tand.pred  \t%p25, %p20, %p24;\n",
    "\tselp.f32 \t%f52, %f51, %f49, %p25;\n",
    "\tsetp.eq.s32 \t%p26, %r1, 2;\n",
    "\tselp.f32 \t%f53, %f50, %f52, %p26;\n",
    "\tmul.f32 \t%f54, %f92, %f99;\n",
    "\tsetp.eq.s32 \t%p27, %r1, 1;\n",
    "\tselp.f32 \t%f99, %f54, %f53, %p27;\n",
    "$L__BB2_20:\n",
    "\t@%p5 bra \t$L__BB2_22;\n",
    "\tsetp.eq.s32 \t%p29, %r1, 3;\n",
    "\tsetp.lt.f32 \t%p30, %f93, %f99;\n",
    "\tselp.f32 \t%f55, %f93, %f99, %p30;\n",
    "\tsetp.nan.f32 \t%p31, %f99, %f93;\n",
    "\tadd.f32 \t%f56, %f93, %f99;\n",
    "\tselp.f32 \t%f57, %f56, %f55, %p31;\n",
    "\tsetp.gt.f32 \t%p32, %f93, %f99;\n",
    "\tselp.f32 \t%f58, %f93, %f99, %p32;\n",
    "\tsetp.num.f32 \t%p33, %f99, %f93;\n",
    "\tand.pred  \t%p34, %p29, %p33;\n",
    "\tselp.f32 \t%f59, %f58, %f56, %p34;\n",
    "\tsetp.eq.s32 \t%p35, %r1, 2;\n",
    "\tselp.f32 \t%f60, %f57, %f59, %p35;\n",
    "\tmul.f32 \t%f61, %f93, %f99;\n",
    "\tsetp.eq.s32 \t%p36, %r1, 1;\n",
    "\tselp.f32 \t%f99, %f61, %f60, %p36;\n",
    "$L__BB2_22:\n",
    "\t@%p6 bra \t$L__BB2_24;\n",
    "\tsetp.eq.s32 \t%p38, %r1, 3;\n",
    "\tsetp.lt.f32 \t%p39, %f94, %f99;\n",
    "\tselp.f32 \t%f62, %f94, %f99, %p39;\n",
    "\tsetp.nan.f32 \t%p40, %f99, %f94;\n",
    "\tadd.f32 \t%f63, %f94, %f99;\n",
    "\tselp.f32 \t%f64, %f63, %f62, %p40;\n",
    "\tsetp.gt.f32 \t%p41, %f94, %f99;\n",
    "\tselp.f32 \t%f65, %f94, %f99, %p41;\n",
    "\tsetp.num.f32 \t%p42, %f99, %f94;\n",
    "\tand.pred  \t%p43, %p38, %p42;\n",
    "\tselp.f32 \t%f66, %f65, %f63, %p43;\n",
    "\tsetp.eq.s32 \t%p44, %r1, 2;\n",
    "\tselp.f32 \t%f67, %f64, %f66, %p44;\n",
    "\tmul.f32 \t%f68, %f94, %f99;\n",
    "\tsetp.eq.s32 \t%p45, %r1, 1;\n",
    "\tselp.f32 \t%f99, %f68, %f67, %p45;\n",
    "$L__BB2_24:\n",
    "\t@%p7 bra \t$L__BB2_26;\n",
    "\tsetp.eq.s32 \t%p47, %r1, 3;\n",
    "\tsetp.lt.f32 \t%p48, %f95, %f99;\n",
    "\tselp.f32 \t%f69, %f95, %f99, %p48;\n",
    "\tsetp.nan.f32 \t%p49, %f99, %f95;\n",
    "\tadd.f32 \t%f70, %f95, %f99;\n",
    "\tselp.f32 \t%f71, %f70, %f69, %p49;\n",
    "\tsetp.gt.f32 \t%p50, %f95, %f99;\n",
    "\tselp.f32 \t%f72, %f95, %f99, %p50;\n",
    "\tsetp.num.f32 \t%p51, %f99, %f95;\n",
    "\tand.pred  \t%p52, %p47, %p51;\n",
    "\tselp.f32 \t%f73, %f72, %f70, %p52;\n",
    "\tsetp.eq.s32 \t%p53, %r1, 2;\n",
    "\tselp.f32 \t%f74, %f71, %f73, %p53;\n",
    "\tmul.f32 \t%f75, %f95, %f99;\n",
    "\tsetp.eq.s32 \t%p54, %r1, 1;\n",
    "\tselp.f32 \t%f99, %f75, %f74, %p54;\n",
    "$L__BB2_26:\n",
    "\t@%p8 bra \t$L__BB2_28;\n",
    "\tsetp.eq.s32 \t%p56, %r1, 3;\n",
    "\tsetp.lt.f32 \t%p57, %f96, %f99;\n",
    "\tselp.f32 \t%f76, %f96, %f99, %p57;\n",
    "\tsetp.nan.f32 \t%p58, %f99, %f96;\n",
    "\tadd.f32 \t%f77, %f96, %f99;\n",
    "\tselp.f32 \t%f78, %f77, %f76, %p58;\n",
    "\tsetp.gt.f32 \t%p59, %f96, %f99;\n",
    "\tselp.f32 \t%f79, %f96, %f99, %p59;\n",
    "\tsetp.num.f32 \t%p60, %f99, %f96;\n",
    "\tand.pred  \t%p61, %p56, %p60;\n",
    "\tselp.f32 \t%f80, %f79, %f77, %p61;\n",
    "\tsetp.eq.s32 \t%p62, %r1, 2;\n",
    "\tselp.f32 \t%f81, %f78, %f80, %p62;\n",
    "\tmul.f32 \t%f82, %f96, %f99;\n",
    "\tsetp.eq.s32 \t%p63, %r1, 1;\n",
    "\tselp.f32 \t%f99, %f82, %f81, %p63;\n",
    "$L__BB2_28:\n",
    "\t@%p9 bra \t$L__BB2_30;\n",
    "\tsetp.eq.s32 \t%p65, %r1, 3;\n",
    "\tsetp.lt.f32 \t%p66, %f97, %f99;\n",
    "\tselp.f32 \t%f83, %f97, %f99, %p66;\n",
    "\tsetp.nan.f32 \t%p67, %f99, %f97;\n",
    "\tadd.f32 \t%f84, %f97, %f99;\n",
    "\tselp.f32 \t%f85, %f84, %f83, %p67;\n",
    "\tsetp.gt.f32 \t%p68, %f97, %f99;\n",
    "\tselp.f32 \t%f86, %f97, %f99, %p68;\n",
    "\tsetp.num.f32 \t%p69, %f99, %f97;\n",
    "\tand.pred  \t%p70, %p65, %p69;\n",
    "\tselp.f32 \t%f87, %f86, %f84, %p70;\n",
    "\tsetp.eq.s32 \t%p71, %r1, 2;\n",
    "\tselp.f32 \t%f88, %f85, %f87, %p71;\n",
    "\tmul.f32 \t%f89, %f97, %f99;\n",
    "\tsetp.eq.s32 \t%p72, %r1, 1;\n",
    "\tselp.f32 \t%f99, %f89, %f88, %p72;\n",
    "$L__BB2_30:\n",
    "\tsetp.ne.s32 \t%p73, %r1, 4;\n",
    "\t@%p73 bra \t$L__BB2_32;\n",
    "\tdiv.rn.f32 \t%f99, %f99, %f1;\n",
    "$L__BB2_32:\n",
    "\t// begin inline asm\n",
    "\tcvt.rn.f16.f32 %rs9, %f99;\n",
    "\t// end inline asm\n",
    "\tadd.s64 \t%rd61, %rd66, %rd16;\n",
    "\tshl.b64 \t%rd62, %rd61, 1;\n",
    "\tadd.s64 \t%rd63, %rd12, %rd62;\n",
    "\tst.global.u16 \t[%rd63], %rs9;\n",
    "\tadd.s64 \t%rd66, %rd66, %rd3;\n",
    "\tsetp.lt.u64 \t%p74, %rd66, %rd17;\n",
    "\t@%p74 bra \t$L__BB2_2;\n",
    "$L__BB2_33:\n",
    "\tret;\n",
    "}\n",
    "\t// .globl\tdc_coll_reduce_bf16\n",
    ".visible .entry dc_coll_reduce_bf16(\n",
    "\t.param .u64 dc_coll_reduce_bf16_param_0,\n",
    "\t.param .u64 dc_coll_reduce_bf16_param_1,\n",
    "\t.param .u64 dc_coll_reduce_bf16_param_2,\n",
    "\t.param .u32 dc_coll_reduce_bf16_param_3,\n",
    "\t.param .u32 dc_coll_reduce_bf16_param_4,\n",
    "\t.param .u32 dc_coll_reduce_bf16_param_5,\n",
    "\t.param .u64 dc_coll_reduce_bf16_param_6,\n",
    "\t.param .u64 dc_coll_reduce_bf16_param_7,\n",
    "\t.param .u64 dc_coll_reduce_bf16_param_8,\n",
    "\t.param .u64 dc_coll_reduce_bf16_param_9,\n",
    "\t.param .u64 dc_coll_reduce_bf16_param_10,\n",
    "\t.param .u64 dc_coll_reduce_bf16_param_11,\n",
    "\t.param .u64 dc_coll_reduce_bf16_param_12,\n",
    "\t.param .u64 dc_coll_reduce_bf16_param_13,\n",
    "\t.param .u64 dc_coll_reduce_bf16_param_14,\n",
    "\t.param .u64 dc_coll_reduce_bf16_param_15,\n",
    "\t.param .u64 dc_coll_reduce_bf16_param_16,\n",
    "\t.param .u64 dc_coll_reduce_bf16_param_17,\n",
    "\t.param .u64 dc_coll_reduce_bf16_param_18,\n",
    "\t.param .u64 dc_coll_reduce_bf16_param_19,\n",
    "\t.param .u64 dc_coll_reduce_bf16_param_20,\n",
    "\t.param .u64 dc_coll_reduce_bf16_param_21\n",
    ")\n",
    "{\n",
    "\t.reg .pred \t%p<76>;\n",
    "\t.reg .f32 \t%f<97>;\n",
    "\t.reg .b32 \t%r<34>;\n",
    "\t.reg .b64 \t%rd<67>;\n",
    "\tld.param.u64 \t%rd15, [dc_coll_reduce_bf16_param_0];\n",
    "\tld.param.u64 \t%rd16, [dc_coll_reduce_bf16_param_1];\n",
    "\tld.param.u64 \t%rd17, [dc_coll_reduce_bf16_param_2];\n",
    "\tld.param.u32 \t%r1, [dc_coll_reduce_bf16_param_3];\n",
    "\tld.param.u32 \t%r2, [dc_coll_reduce_bf16_param_4];\n",
    "\tld.param.u32 \t%r3, [dc_coll_reduce_bf16_param_5];\n",
    "\tld.param.u64 \t%rd18, [dc_coll_reduce_bf16_param_6];\n",
    "\tld.param.u64 \t%rd19, [dc_coll_reduce_bf16_param_7];\n",
    "\tld.param.u64 \t%rd20, [dc_coll_reduce_bf16_param_8];\n",
    "\tld.param.u64 \t%rd21, [dc_coll_reduce_bf16_param_9];\n",
    "\tld.param.u64 \t%rd22, [dc_coll_reduce_bf16_param_10];\n",
    "\tld.param.u64 \t%rd23, [dc_coll_reduce_bf16_param_11];\n",
    "\tld.param.u64 \t%rd24, [dc_coll_reduce_bf16_param_12];\n",
    "\tld.param.u64 \t%rd25, [dc_coll_reduce_bf16_param_13];\n",
    "\tld.param.u64 \t%rd28, [dc_coll_reduce_bf16_param_16];\n",
    "\tld.param.u64 \t%rd29, [dc_coll_reduce_bf16_param_17];\n",
    "\tld.param.u64 \t%rd30, [dc_coll_reduce_bf16_param_18];\n",
    "\tld.param.u64 \t%rd31, [dc_coll_reduce_bf16_param_19];\n",
    "\tld.param.u64 \t%rd32, [dc_coll_reduce_bf16_param_20];\n",
    "\tld.param.u64 \t%rd33, [dc_coll_reduce_bf16_param_21];\n",
    "\tmov.u32 \t%r4, %ntid.x;\n",
    "\tcvt.u64.u32 \t%rd1, %r4;\n",
    "\tmov.u32 \t%r5, %ctaid.x;\n",
    "\tmul.wide.u32 \t%rd34, %r5, %r4;\n",
    "\tmov.u32 \t%r6, %tid.x;\n",
    "\tcvt.u64.u32 \t%rd35, %r6;\n",
    "\tadd.s64 \t%rd66, %rd34, %rd35;\n",
    "\tsetp.ge.u64 \t%p1, %rd66, %rd17;\n",
    "\t@%p1 bra \t$L__BB3_33;\n",
    "\tsetp.eq.s32 \t%p2, %r3, 0;\n",
    "\tselp.b32 \t%r7, 1, %r3, %p2;\n",
    "\tcvt.rn.f32.u32 \t%f1, %r7;\n",
    "\tmov.u32 \t%r8, %nctaid.x;\n",
    "\tcvt.u64.u32 \t%rd36, %r8;\n",
    "\tmul.lo.s64 \t%rd3, %rd36, %rd1;\n",
    "\tcvta.to.global.u64 \t%rd4, %rd18;\n",
    "\tcvta.to.global.u64 \t%rd5, %rd19;\n",
    "\tcvta.to.global.u64 \t%rd6, %rd20;\n",
    "\tcvta.to.global.u64 \t%rd7, %rd21;\n",
    "\tcvta.to.global.u64 \t%rd8, %rd22;\n",
    "\tcvta.to.global.u64 \t%rd9, %rd23;\n",
    "\tcvta.to.global.u64 \t%rd10, %rd24;\n",
    "\tcvta.to.global.u64 \t%rd11, %rd25;\n",
    "\tcvta.to.global.u64 \t%rd12, %rd15;\n",
    "$L__BB3_2:\n",
    "\tld.param.u64 \t%rd64, [dc_coll_reduce_bf16_param_14];\n",
    "\tadd.s64 \t%rd37, %rd66, %rd64;\n",
    "\tshl.b64 \t%rd38, %rd37, 1;\n",
    "\tadd.s64 \t%rd39, %rd4, %rd38;\n",
    "\tld.global.u16 \t%r9, [%rd39];\n",
    "\tshl.b32 \t%r10, %r9, 16;\n",
    "\tmov.b32 \t%f90, %r10;\n",
    "\tsetp.lt.u32 \t%p3, %r2, 2;\n",
    "\tmov.f32 \t%f82, %f90;\n",
    "\t@%p3 bra \t$L__BB3_4;\n",
    "\tld.param.u64 \t%rd65, [dc_coll_reduce_bf16_param_15];\n",
    "\tadd.s64 \t%rd40, %rd66, %rd65;\n",
    "\tshl.b64 \t%rd41, %rd40, 1;\n",
    "\tadd.s64 \t%rd42, %rd5, %rd41;\n",
    "\tld.global.u16 \t%r11, [%rd42];\n",
    "\tshl.b32 \t%r12, %r11, 16;\n",
    "\tmov.b32 \t%f82, %r12;\n",
    "$L__BB3_4:\n",
    "\tsetp.lt.u32 \t%p4, %r2, 3;\n",
    "\tmov.f32 \t%f83, %f90;\n",
    "\t@%p4 bra \t$L__BB3_6;\n",
    "\tadd.s64 \t%rd43, %rd66, %rd28;\n",
    "\tshl.b64 \t%rd44, %rd43, 1;\n",
    "\tadd.s64 \t%rd45, %rd6, %rd44;\n",
    "\tld.global.u16 \t%r13, [%rd45];\n",
    "\tshl.b32 \t%r14, %r13, 16;\n",
    "\tmov.b32 \t%f83, %r14;\n",
    "$L__BB3_6:\n",
    "\tsetp.lt.u32 \t%p5, %r2, 4;\n",
    "\tmov.f32 \t%f84, %f90;\n",
    "\t@%p5 bra \t$L__BB3_8;\n",
    "\tadd.s64 \t%rd46, %rd66, %rd29;\n",
    "\tshl.b64 \t%rd47, %rd46, 1;\n",
    "\tadd.s64 \t%rd48, %rd7, %rd47;\n",
    "\tld.global.u16 \t%r15, [%rd48];\n",
    "\tshl.b32 \t%r16, %r15, 16;\n",
    "\tmov.b32 \t%f84, %r16;\n",
    "$L__BB3_8:\n",
    "\tsetp.lt.u32 \t%p6, %r2, 5;\n",
    "\tmov.f32 \t%f85, %f90;\n",
    "\t@%p6 bra \t$L__BB3_10;\n",
    "\tadd.s64 \t%rd49, %rd66, %rd30;\n",
    "\tshl.b64 \t%rd50, %rd49, 1;\n",
    "\tadd.s64 \t%rd51, %rd8, %rd50;\n",
    "\tld.global.u16 \t%r17, [%rd51];\n",
    "\tshl.b32 \t%r18, %r17, 16;\n",
    "\tmov.b32 \t%f85, %r18;\n",
    "$L__BB3_10:\n",
    "\tsetp.lt.u32 \t%p7, %r2, 6;\n",
    "\tmov.f32 \t%f86, %f90;\n",
    "\t@%p7 bra \t$L__BB3_12;\n",
    "\tadd.s64 \t%rd52, %rd66, %rd31;\n",
    "\tshl.b64 \t%rd53, %rd52, 1;\n",
    "\tadd.s64 \t%rd54, %rd9, %rd53;\n",
    "\tld.global.u16 \t%r19, [%rd54];\n",
    "\tshl.b32 \t%r20, %r19, 16;\n",
    "\tmov.b32 \t%f86, %r20;\n",
    "$L__BB3_12:\n",
    "\tsetp.lt.u32 \t%p8, %r2, 7;\n",
    "\tmov.f32 \t%f87, %f90;\n",
    "\t@%p8 bra \t$L__BB3_14;\n",
    "\tadd.s64 \t%rd55, %rd66, %rd32;\n",
    "\tshl.b64 \t%rd56, %rd55, 1;\n",
    "\tadd.s64 \t%rd57, %rd10, %rd56;\n",
    "\tld.global.u16 \t%r21, [%rd57];\n",
    "\tshl.b32 \t%r22, %r21, 16;\n",
    "\tmov.b32 \t%f87, %r22;\n",
    "$L__BB3_14:\n",
    "\tsetp.lt.u32 \t%p9, %r2, 8;\n",
    "\tmov.f32 \t%f88, %f90;\n",
    "\t@%p9 bra \t$L__BB3_16;\n",
    "\tadd.s64 \t%rd58, %rd66, %rd33;\n",
    "\tshl.b64 \t%rd59, %rd58, 1;\n",
    "\tadd.s64 \t%rd60, %rd11, %rd59;\n",
    "\tld.global.u16 \t%r23, [%rd60];\n",
    "\tshl.b32 \t%r24, %r23, 16;\n",
    "\tmov.b32 \t%f88, %r24;\n",
    "$L__BB3_16:\n",
    "\t@%p3 bra \t$L__BB3_18;\n",
    "\tsetp.eq.s32 \t%p11, %r1, 3;\n",
    "\tsetp.lt.f32 \t%p12, %f82, %f90;\n",
    "\tselp.f32 \t%f33, %f82, %f90, %p12;\n",
    "\tsetp.nan.f32 \t%p13, %f82, %f90;\n",
    "\tadd.f32 \t%f34, %f82, %f90;\n",
    "\tselp.f32 \t%f35, %f34, %f33, %p13;\n",
    "\tsetp.gt.f32 \t%p14, %f82, %f90;\n",
    "\tselp.f32 \t%f36, %f82, %f90, %p14;\n",
    "\tsetp.num.f32 \t%p15, %f82, %f90;\n",
    "\tand.pred  \t%p16, %p11, %p15;\n",
    "\tselp.f32 \t%f37, %f36, %f34, %p16;\n",
    "\tsetp.eq.s32 \t%p17, %r1, 2;\n",
    "\tselp.f32 \t%f38, %f35, %f37, %p17;\n",
    "\tmul.f32 \t%f39, %f82, %f90;\n",
    "\tsetp.eq.s32 \t%p18, %r1, 1;\n",
    "\tselp.f32 \t%f90, %f39, %f38, %p18;\n",
    "$L__BB3_18:\n",
    "\t@%p4 bra \t$L__BB3_20;\n",
    "\tsetp.eq.s32 \t%p20, %r1, 3;\n",
    "\tsetp.lt.f32 \t%p21, %f83, %f90;\n",
    "\tselp.f32 \t%f40, %f83, %f90, %p21;\n",
    "\tsetp.nan.f32 \t%p22, %f90, %f83;\n",
    "\tadd.f32 \t%f41, %f83, %f90;\n",
    "\tselp.f32 \t%f42, %f41, %f40, %p22;\n",
    "\tsetp.gt.f32 \t%p23, %f83, %f90;\n",
    "\tselp.f32 \t%f43, %f83, %f90, %p23;\n",
    "\tsetp.num.f32 \t%p24, %f90, %f83;\n",
    "\tand.pred  \t%p25, %p20, %p24;\n",
    "\tselp.f32 \t%f44, %f43, %f41, %p25;\n",
    "\tsetp.eq.s32 \t%p26, %r1, 2;\n",
    "\tselp.f32 \t%f45, %f42, %f44, %p26;\n",
    "\tmul.f32 \t%f46, %f83, %f90;\n",
    "\tsetp.eq.s32 \t%p27, %r1, 1;\n",
    "\tselp.f32 \t%f90, %f46, %f45, %p27;\n",
    "$L__BB3_20:\n",
    "\t@%p5 bra \t$L__BB3_22;\n",
    "\tsetp.eq.s32 \t%p29, %r1, 3;\n",
    "\tsetp.lt.f32 \t%p30, %f84, %f90;\n",
    "\tselp.f32 \t%f47, %f84, %f90, %p30;\n",
    "\tsetp.nan.f32 \t%p31, %f90, %f84;\n",
    "\tadd.f32 \t%f48, %f84, %f90;\n",
    "\tselp.f32 \t%f49, %f48, %f47, %p31;\n",
    "\tsetp.gt.f32 \t%p32, %f84, %f90;\n",
    "\tselp.f32 \t%f50, %f84, %f90, %p32;\n",
    "\tsetp.num.f32 \t%p33, %f90, %f84;\n",
    "\tand.pred  \t%p34, %p29, %p33;\n",
    "\tselp.f32 \t%f51, %f50, %f48, %p34;\n",
    "\tsetp.eq.s32 \t%p35, %r1, 2;\n",
    "\tselp.f32 \t%f52, %f49, %f51, %p35;\n",
    "\tmul.f32 \t%f53, %f84, %f90;\n",
    "\tsetp.eq.s32 \t%p36, %r1, 1;\n",
    "\tselp.f32 \t%f90, %f53, %f52, %p36;\n",
    "$L__BB3_22:\n",
    "\t@%p6 bra \t$L__BB3_24;\n",
    "\tsetp.eq.s32 \t%p38, %r1, 3;\n",
    "\tsetp.lt.f32 \t%p39, %f85, %f90;\n",
    "\tselp.f32 \t%f54, %f85, %f90, %p39;\n",
    "\tsetp.nan.f32 \t%p40, %f90, %f85;\n",
    "\tadd.f32 \t%f55, %f85, %f90;\n",
    "\tselp.f32 \t%f56, %f55, %f54, %p40;\n",
    "\tsetp.gt.f32 \t%p41, %f85, %f90;\n",
    "\tselp.f32 \t%f57, %f85, %f90, %p41;\n",
    "\tsetp.num.f32 \t%p42, %f90, %f85;\n",
    "\tand.pred  \t%p43, %p38, %p42;\n",
    "\tselp.f32 \t%f58, %f57, %f55, %p43;\n",
    "\tsetp.eq.s32 \t%p44, %r1, 2;\n",
    "\tselp.f32 \t%f59, %f56, %f58, %p44;\n",
    "\tmul.f32 \t%f60, %f85, %f90;\n",
    "\tsetp.eq.s32 \t%p45, %r1, 1;\n",
    "\tselp.f32 \t%f90, %f60, %f59, %p45;\n",
    "$L__BB3_24:\n",
    "\t@%p7 bra \t$L__BB3_26;\n",
    "\tsetp.eq.s32 \t%p47, %r1, 3;\n",
    "\tsetp.lt.f32 \t%p48, %f86, %f90;\n",
    "\tselp.f32 \t%f61, %f86, %f90, %p48;\n",
    "\tsetp.nan.f32 \t%p49, %f90, %f86;\n",
    "\tadd.f32 \t%f62, %f86, %f90;\n",
    "\tselp.f32 \t%f63, %f62, %f61, %p49;\n",
    "\tsetp.gt.f32 \t%p50, %f86, %f90;\n",
    "\tselp.f32 \t%f64, %f86, %f90, %p50;\n",
    "\tsetp.num.f32 \t%p51, %f90, %f86;\n",
    "\tand.pred  \t%p52, %p47, %p51;\n",
    "\tselp.f32 \t%f65, %f64, %f62, %p52;\n",
    "\tsetp.eq.s32 \t%p53, %r1, 2;\n",
    "\tselp.f32 \t%f66, %f63, %f65, %p53;\n",
    "\tmul.f32 \t%f67, %f86, %f90;\n",
    "\tsetp.eq.s32 \t%p54, %r1, 1;\n",
    "\tselp.f32 \t%f90, %f67, %f66, %p54;\n",
    "$L__BB3_26:\n",
    "\t@%p8 bra \t$L__BB3_28;\n",
    "\tsetp.eq.s32 \t%p56, %r1, 3;\n",
    "\tsetp.lt.f32 \t%p57, %f87, %f90;\n",
    "\tselp.f32 \t%f68, %f87, %f90, %p57;\n",
    "\tsetp.nan.f32 \t%p58, %f90, %f87;\n",
    "\tadd.f32 \t%f69, %f87, %f90;\n",
    "\tselp.f32 \t%f70, %f69, %f68, %p58;\n",
    "\tsetp.gt.f32 \t%p59, %f87, %f90;\n",
    "\tselp.f32 \t%f71, %f87, %f90, %p59;\n",
    "\tsetp.num.f32 \t%p60, %f90, %f87;\n",
    "\tand.pred  \t%p61, %p56, %p60;\n",
    "\tselp.f32 \t%f72, %f71, %f69, %p61;\n",
    "\tsetp.eq.s32 \t%p62, %r1, 2;\n",
    "\tselp.f32 \t%f73, %f70, %f72, %p62;\n",
    "\tmul.f32 \t%f74, %f87, %f90;\n",
    "\tsetp.eq.s32 \t%p63, %r1, 1;\n",
    "\tselp.f32 \t%f90, %f74, %f73, %p63;\n",
    "$L__BB3_28:\n",
    "\t@%p9 bra \t$L__BB3_30;\n",
    "\tsetp.eq.s32 \t%p65, %r1, 3;\n",
    "\tsetp.lt.f32 \t%p66, %f88, %f90;\n",
    "\tselp.f32 \t%f75, %f88, %f90, %p66;\n",
    "\tsetp.nan.f32 \t%p67, %f90, %f88;\n",
    "\tadd.f32 \t%f76, %f88, %f90;\n",
    "\tselp.f32 \t%f77, %f76, %f75, %p67;\n",
    "\tsetp.gt.f32 \t%p68, %f88, %f90;\n",
    "\tselp.f32 \t%f78, %f88, %f90, %p68;\n",
    "\tsetp.num.f32 \t%p69, %f90, %f88;\n",
    "\tand.pred  \t%p70, %p65, %p69;\n",
    "\tselp.f32 \t%f79, %f78, %f76, %p70;\n",
    "\tsetp.eq.s32 \t%p71, %r1, 2;\n",
    "\tselp.f32 \t%f80, %f77, %f79, %p71;\n",
    "\tmul.f32 \t%f81, %f88, %f90;\n",
    "\tsetp.eq.s32 \t%p72, %r1, 1;\n",
    "\tselp.f32 \t%f90, %f81, %f80, %p72;\n",
    "$L__BB3_30:\n",
    "\tsetp.ne.s32 \t%p73, %r1, 4;\n",
    "\t@%p73 bra \t$L__BB3_32;\n",
    "\tdiv.rn.f32 \t%f90, %f90, %f1;\n",
    "$L__BB3_32:\n",
    "\tmov.b32 \t%r25, %f90;\n",
    "\tand.b32  \t%r26, %r25, 2147483647;\n",
    "\tsetp.gt.u32 \t%p74, %r26, 2139095040;\n",
    "\tshr.u32 \t%r27, %r25, 16;\n",
    "\tor.b32  \t%r28, %r27, 64;\n",
    "\tand.b32  \t%r29, %r27, 1;\n",
    "\tadd.s32 \t%r30, %r25, %r29;\n",
    "\tadd.s32 \t%r31, %r30, 32767;\n",
    "\tshr.u32 \t%r32, %r31, 16;\n",
    "\tselp.b32 \t%r33, %r28, %r32, %p74;\n",
    "\tadd.s64 \t%rd61, %rd66, %rd16;\n",
    "\tshl.b64 \t%rd62, %rd61, 1;\n",
    "\tadd.s64 \t%rd63, %rd12, %rd62;\n",
    "\tst.global.u16 \t[%rd63], %r33;\n",
    "\tadd.s64 \t%rd66, %rd66, %rd3;\n",
    "\tsetp.lt.u64 \t%p75, %rd66, %rd17;\n",
    "\t@%p75 bra \t$L__BB3_2;\n",
    "$L__BB3_33:\n",
    "\tret;\n",
    "}\n",
    "\t// .globl\tdc_coll_reduce_i8\n",
    ".visible .entry dc_coll_reduce_i8(\n",
    "\t.param .u64 dc_coll_reduce_i8_param_0,\n",
    "\t.param .u64 dc_coll_reduce_i8_param_1,\n",
    "\t.param .u64 dc_coll_reduce_i8_param_2,\n",
    "\t.param .u32 dc_coll_reduce_i8_param_3,\n",
    "\t.param .u32 dc_coll_reduce_i8_param_4,\n",
    "\t.param .u32 dc_coll_reduce_i8_param_5,\n",
    "\t.param .u64 dc_coll_reduce_i8_param_6,\n",
    "\t.param .u64 dc_coll_reduce_i8_param_7,\n",
    "\t.param .u64 dc_coll_reduce_i8_param_8,\n",
    "\t.param .u64 dc_coll_reduce_i8_param_9,\n",
    "\t.param .u64 dc_coll_reduce_i8_param_10,\n",
    "\t.param .u64 dc_coll_reduce_i8_param_11,\n",
    "\t.param .u64 dc_coll_reduce_i8_param_12,\n",
    "\t.param .u64 dc_coll_reduce_i8_param_13,\n",
    "\t.param .u64 dc_coll_reduce_i8_param_14,\n",
    "\t.param .u64 dc_coll_reduce_i8_param_15,\n",
    "\t.param .u64 dc_coll_reduce_i8_param_16,\n",
    "\t.param .u64 dc_coll_reduce_i8_param_17,\n",
    "\t.param .u64 dc_coll_reduce_i8_param_18,\n",
    "\t.param .u64 dc_coll_reduce_i8_param_19,\n",
    "\t.param .u64 dc_coll_reduce_i8_param_20,\n",
    "\t.param .u64 dc_coll_reduce_i8_param_21\n",
    ")\n",
    "{\n",
    "\t.reg .pred \t%p<79>;\n",
    "\t.reg .b16 \t%rs<2>;\n",
    "\t.reg .b32 \t%r<16>;\n",
    "\t.reg .b64 \t%rd<255>;\n",
    "\tld.param.u64 \t%rd86, [dc_coll_reduce_i8_param_0];\n",
    "\tld.param.u64 \t%rd75, [dc_coll_reduce_i8_param_1];\n",
    "\tld.param.u64 \t%rd76, [dc_coll_reduce_i8_param_2];\n",
    "\tld.param.u32 \t%r1, [dc_coll_reduce_i8_param_3];\n",
    "\tld.param.u32 \t%r2, [dc_coll_reduce_i8_param_4];\n",
    "\tld.param.u64 \t%rd87, [dc_coll_reduce_i8_param_6];\n",
    "\tld.param.u64 \t%rd77, [dc_coll_reduce_i8_param_7];\n",
    "\tld.param.u64 \t%rd88, [dc_coll_reduce_i8_param_8];\n",
    "\tld.param.u64 \t%rd89, [dc_coll_reduce_i8_param_9];\n",
    "\tld.param.u64 \t%rd90, [dc_coll_reduce_i8_param_10];\n",
    "\tld.param.u64 \t%rd91, [dc_coll_reduce_i8_param_11];\n",
    "\tld.param.u64 \t%rd92, [dc_coll_reduce_i8_param_12];\n",
    "\tld.param.u64 \t%rd93, [dc_coll_reduce_i8_param_13];\n",
    "\tld.param.u64 \t%rd79, [dc_coll_reduce_i8_param_15];\n",
    "\tcvta.to.global.u64 \t%rd1, %rd86;\n",
    "\tcvta.to.global.u64 \t%rd2, %rd93;\n",
    "\tcvta.to.global.u64 \t%rd3, %rd92;\n",
    "\tcvta.to.global.u64 \t%rd4, %rd91;\n",
    "\tcvta.to.global.u64 \t%rd5, %rd90;\n",
    "\tcvta.to.global.u64 \t%rd6, %rd89;\n",
    "\tcvta.to.global.u64 \t%rd7, %rd88;\n",
    "\tcvta.to.global.u64 \t%rd8, %rd87;\n",
    "\tmov.u32 \t%r4, %nctaid.x;\n",
    "\tmov.u32 \t%r5, %ntid.x;\n",
    "\tmul.wide.u32 \t%rd9, %r4, %r5;\n",
    "\tmov.u32 \t%r6, %ctaid.x;\n",
    "\tmul.wide.u32 \t%rd94, %r6, %r5;\n",
    "\tmov.u32 \t%r7, %tid.x;\n",
    "\tcvt.u64.u32 \t%rd95, %r7;\n",
    "\tadd.s64 \t%rd227, %rd94, %rd95;\n",
    "\tsetp.ge.u64 \t%p1, %rd227, %rd76;\n",
    "\t@%p1 bra \t$L__BB4_62;\n",
    "\tld.param.u32 \t%r15, [dc_coll_reduce_i8_param_5];\n",
    "\tsetp.gt.u32 \t%p2, %r2, 1;\n",
    "\tsetp.eq.s32 \t%p3, %r15, 0;\n",
    "\tselp.b32 \t%r8, 1, %r15, %p3;\n",
    "\tcvt.u64.u32 \t%rd11, %r8;\n",
    "\t@%p2 bra \t$L__BB4_32;\n",
    "\tbra.uni \t$L__BB4_2;\n",
    "$L__BB4_32:\n",
    "\tcvta.to.global.u64 \t%rd42, %rd77;\n",
    "\tcvt.u32.u64 \t%r12, %rd11;\n",
    "$L__BB4_33:\n",
    "\tld.param.u64 \t%rd213, [dc_coll_reduce_i8_param_14];\n",
    "\tadd.s64 \t%rd149, %rd227, %rd213;\n",
    "\tadd.s64 \t%rd150, %rd8, %rd149;\n",
    "\tld.global.s8 \t%rd44, [%rd150];\n",
    "\tadd.s64 \t%rd151, %rd227, %rd79;\n",
    "\tadd.s64 \t%rd152, %rd42, %rd151;\n",
    "\tld.global.u8 \t%rs1, [%rd152];\n",
    "\tsetp.lt.u32 \t%p37, %r2, 3;\n",
    "\tmov.u64 \t%rd242, %rd44;\n",
    "\t@%p37 bra \t$L__BB4_35;\n",
    "\tld.param.u64 \t%rd219, [dc_coll_reduce_i8_param_16];\n",
    "\tadd.s64 \t%rd153, %rd227, %rd219;\n",
    "\tadd.s64 \t%rd154, %rd7, %rd153;\n",
    "\tld.global.s8 \t%rd242, [%rd154];\n",
    "$L__BB4_35:\n",
    "\tsetp.lt.u32 \t%p38, %r2, 4;\n",
    "\tmov.u64 \t%rd243, %rd44;\n",
    "\t@%p38 bra \t$L__BB4_37;\n",
    "\tld.param.u64 \t%rd218, [dc_coll_reduce_i8_param_17];\n",
    "\tadd.s64 \t%rd155, %rd227, %rd218;\n",
    "\tadd.s64 \t%rd156, %rd6, %rd155;\n",
    "\tld.global.s8 \t%rd243, [%rd156];\n",
    "$L__BB4_37:\n",
    "\tsetp.lt.u32 \t%p39, %r2, 5;\n",
    "\tmov.u64 \t%rd244, %rd44;\n",
    "\t@%p39 bra \t$L__BB4_39;\n",
    "\tld.param.u64 \t%rd217, [dc_coll_reduce_i8_param_18];\n",
    "\tadd.s64 \t%rd157, %rd227, %rd217;\n",
    "\tadd.s64 \t%rd158, %rd5, %rd157;\n",
    "\tld.global.s8 \t%rd244, [%rd158];\n",
    "$L__BB4_39:\n",
    "\tsetp.lt.u32 \t%p40, %r2, 6;\n",
    "\tmov.u64 \t%rd245, %rd44;\n",
    "\t@%p40 bra \t$L__BB4_41;\n",
    "\tld.param.u64 \t%rd216, [dc_coll_reduce_i8_param_19];\n",
    "\tadd.s64 \t%rd159, %rd227, %rd216;\n",
    "\tadd.s64 \t%rd160, %rd4, %rd159;\n",
    "\tld.global.s8 \t%rd245, [%rd160];\n",
    "$L__BB4_41:\n",
    "\tsetp.lt.u32 \t%p41, %r2, 7;\n",
    "\tmov.u64 \t%rd246, %rd44;\n",
    "\t@%p41 bra \t$L__BB4_43;\n",
    "\tld.param.u64 \t%rd215, [dc_coll_reduce_i8_param_20];\n",
    "\tadd.s64 \t%rd161, %rd227, %rd215;\n",
    "\tadd.s64 \t%rd162, %rd3, %rd161;\n",
    "\tld.global.s8 \t%rd246, [%rd162];\n",
    "$L__BB4_43:\n",
    "\tsetp.lt.u32 \t%p42, %r2, 8;\n",
    "\tmov.u64 \t%rd247, %rd44;\n",
    "\t@%p42 bra \t$L__BB4_45;\n",
    "\tld.param.u64 \t%rd214, [dc_coll_reduce_i8_param_21];\n",
    "\tadd.s64 \t%rd163, %rd227, %rd214;\n",
    "\tadd.s64 \t%rd164, %rd2, %rd163;\n",
    "\tld.global.s8 \t%rd247, [%rd164];\n",
    "$L__BB4_45:\n",
    "\tsetp.lt.u32 \t%p78, %r2, 3;\n",
    "\tcvt.u64.u16 \t%rd165, %rs1;\n",
    "\tcvt.s64.s8 \t%rd166, %rd165;\n",
    "\tmin.s64 \t%rd167, %rd166, %rd44;\n",
    "\tmax.s64 \t%rd168, %rd166, %rd44;\n",
    "\tadd.s64 \t%rd169, %rd166, %rd44;\n",
    "\tsetp.eq.s32 \t%p43, %r1, 3;\n",
    "\tselp.b64 \t%rd170, %rd168, %rd169, %p43;\n",
    "\tsetp.eq.s32 \t%p44, %r1, 2;\n",
    "\tselp.b64 \t%rd171, %rd167, %rd170, %p44;\n",
    "\tmul.lo.s64 \t%rd57, %rd166, %rd44;\n",
    "\tsetp.eq.s32 \t%p45, %r1, 1;\n",
    "\tselp.b64 \t%rd249, %rd57, %rd171, %p45;\n",
    "\t@%p78 bra \t$L__BB4_47;\n",
    "\tmin.s64 \t%rd172, %rd242, %rd249;\n",
    "\tmax.s64 \t%rd173, %rd242, %rd249;\n",
    "\tadd.s64 \t%rd174, %rd249, %rd242;\n",
    "\tselp.b64 \t%rd175, %rd173, %rd174, %p43;\n",
    "\tselp.b64 \t%rd176, %rd172, %rd175, %p44;\n",
    "\tmul.lo.s64 \t%rd177, %rd57, %rd242;\n",
    "\tselp.b64 \t%rd249, %rd177, %rd176, %p45;\n",
    "$L__BB4_47:\n",
    "\tsetp.lt.u32 \t%p73, %r2, 4;\n",
    "\t@%p73 bra \t$L__BB4_49;\n",
    "\tmin.s64 \t%rd178, %rd243, %rd249;\n",
    "\tmax.s64 \t%rd179, %rd243, %rd249;\n",
    "\tadd.s64 \t%rd180, %rd249, %rd243;\n",
    "\tselp.b64 \t%rd181, %rd179, %rd180, %p43;\n",
    "\tselp.b64 \t%rd182, %rd178, %rd181, %p44;\n",
    "\tmul.lo.s64 \t%rd183, %rd249, %rd243;\n",
    "\tselp.b64 \t%rd249, %rd183, %rd182, %p45;\n",
    "$L__BB4_49:\n",
    "\tsetp.lt.u32 \t%p74, %r2, 5;\n",
    "\t@%p74 bra \t$L__BB4_51;\n",
    "\tmin.s64 \t%rd184, %rd244, %rd249;\n",
    "\tmax.s64 \t%rd185, %rd244, %rd249;\n",
    "\tadd.s64 \t%rd186, %rd249, %rd244;\n",
    "\tselp.b64 \t%rd187, %rd185, %rd186, %p43;\n",
    "\tselp.b64 \t%rd188, %rd184, %rd187, %p44;\n",
    "\tmul.lo.s64 \t%rd189, %rd249, %rd244;\n",
    "\tselp.b64 \t%rd249, %rd189, %rd188, %p45;\n",
    "$L__BB4_51:\n",
    "\tsetp.lt.u32 \t%p75, %r2, 6;\n",
    "\t@%p75 bra \t$L__BB4_53;\n",
    "\tmin.s64 \t%rd190, %rd245, %rd249;\n",
    "\tmax.s64 \t%rd191, %rd245, %rd249;\n",
    "\tadd.s64 \t%rd192, %rd249, %rd245;\n",
    "\tselp.b64 \t%rd193, %rd191, %rd192, %p43;\n",
    "\tselp.b64 \t%rd194, %rd190, %rd193, %p44;\n",
    "\tmul.lo.s64 \t%rd195, %rd249, %rd245;\n",
    "\tselp.b64 \t%rd249, %rd195, %rd194, %p45;\n",
    "$L__BB4_53:\n",
    "\tsetp.lt.u32 \t%p76, %r2, 7;\n",
    "\t@%p76 bra \t$L__BB4_55;\n",
    "\tmin.s64 \t%rd196, %rd246, %rd249;\n",
    "\tmax.s64 \t%rd197, %rd246, %rd249;\n",
    "\tadd.s64 \t%rd198, %rd249, %rd246;\n",
    "\tselp.b64 \t%rd199, %rd197, %rd198, %p43;\n",
    "\tselp.b64 \t%rd200, %rd196, %rd199, %p44;\n",
    "\tmul.lo.s64 \t%rd201, %rd249, %rd246;\n",
    "\tselp.b64 \t%rd249, %rd201, %rd200, %p45;\n",
    "$L__BB4_55:\n",
    "\tsetp.lt.u32 \t%p77, %r2, 8;\n",
    "\t@%p77 bra \t$L__BB4_57;\n",
    "\tmin.s64 \t%rd202, %rd247, %rd249;\n",
    "\tmax.s64 \t%rd203, %rd247, %rd249;\n",
    "\tadd.s64 \t%rd204, %rd249, %rd247;\n",
    "\tselp.b64 \t%rd205, %rd203, %rd204, %p43;\n",
    "\tselp.b64 \t%rd206, %rd202, %rd205, %p44;\n",
    "\tmul.lo.s64 \t%rd207, %rd249, %rd247;\n",
    "\tselp.b64 \t%rd249, %rd207, %rd206, %p45;\n",
    "$L__BB4_57:\n",
    "\tsetp.ne.s32 \t%p70, %r1, 4;\n",
    "\t@%p70 bra \t$L__BB4_61;\n",
    "\tand.b64  \t%rd208, %rd249, -4294967296;\n",
    "\tsetp.eq.s64 \t%p71, %rd208, 0;\n",
    "\t@%p71 bra \t$L__BB4_60;\n",
    "\tdiv.s64 \t%rd249, %rd249, %rd11;\n",
    "\tbra.uni \t$L__BB4_61;\n",
    "$L__BB4_60:\n",
    "\tcvt.u32.u64 \t%r13, %rd249;\n",
    "\tdiv.u32 \t%r14, %r13, %r12;\n",
    "\tcvt.u64.u32 \t%rd249, %r14;\n",
    "$L__BB4_61:\n",
    "\tld.param.u64 \t%rd212, [dc_coll_reduce_i8_param_2];\n",
    "\tld.param.u64 \t%rd211, [dc_coll_reduce_i8_param_1];\n",
    "\tadd.s64 \t%rd209, %rd227, %rd211;\n",
    "\tadd.s64 \t%rd210, %rd1, %rd209;\n",
    "\tst.global.u8 \t[%rd210], %rd249;\n",
    "\tadd.s64 \t%rd227, %rd227, %rd9;\n",
    "\tsetp.lt.u64 \t%p72, %rd227, %rd212;\n",
    "\t@%p72 bra \t$L__BB4_33;\n",
    "\tbra.uni \t$L__BB4_62;\n",
    "$L__BB4_2:\n",
    "\tcvt.u32.u64 \t%r9, %rd11;\n",
    "$L__BB4_3:\n",
    "\tld.param.u64 \t%rd220, [dc_coll_reduce_i8_param_14];\n",
    "\tadd.s64 \t%rd96, %rd227, %rd220;\n",
    "\tadd.s64 \t%rd97, %rd8, %rd96;\n",
    "\tld.global.s8 \t%rd235, [%rd97];\n",
    "\tsetp.lt.u32 \t%p4, %r2, 3;\n",
    "\tmov.u64 \t%rd228, %rd235;\n",
    "\t@%p4 bra \t$L__BB4_5;\n",
    "\tld.param.u64 \t%rd226, [dc_coll_reduce_i8_param_16];\n",
    "\tadd.s64 \t%rd98, %rd227, %rd226;\n",
    "\tadd.s64 \t%rd99, %rd7, %rd98;\n",
    "\tld.global.s8 \t%rd228, [%rd99];\n",
    "$L__BB4_5:\n",
    "\tsetp.lt.u32 \t%p5, %r2, 4;\n",
    "\tmov.u64 \t%rd229, %rd235;\n",
    "\t@%p5 bra \t$L__BB4_7;\n",
    "\tld.param.u64 \t%rd225, [dc_coll_reduce_i8_param_17];\n",
    "\tadd.s64 \t%rd100, %rd227, %rd225;\n",
    "\tadd.s64 \t%rd101, %rd6, %rd100;\n",
    "\tld.global.s8 \t%rd229, [%rd101];\n",
    "$L__BB4_7:\n",
    "\tsetp.lt.u32 \t%p6, %r2, 5;\n",
    "\tmov.u64 \t%rd230, %rd235;\n",
    "\t@%p6 bra \t$L__BB4_9;\n",
    "\tld.param.u64 \t%rd224, [dc_coll_reduce_i8_param_18];\n",
    "\tadd.s64 \t%rd102, %rd227, %rd224;\n",
    "\tadd.s64 \t%rd103, %rd5, %rd102;\n",
    "\tld.global.s8 \t%rd230, [%rd103];\n",
    "$L__BB4_9:\n",
    "\tsetp.lt.u32 \t%p7, %r2, 6;\n",
    "\tmov.u64 \t%rd231, %rd235;\n",
    "\t@%p7 bra \t$L__BB4_11;\n",
    "\tld.param.u64 \t%rd223, [dc_coll_reduce_i8_param_19];\n",
    "\tadd.s64 \t%rd104, %rd227, %rd223;\n",
    "\tadd.s64 \t%rd105, %rd4, %rd104;\n",
    "\tld.global.s8 \t%rd231, [%rd105];\n",
    "$L__BB4_11:\n",
    "\tsetp.lt.u32 \t%p8, %r2, 7;\n",
    "\tmov.u64 \t%rd232, %rd235;\n",
    "\t@%p8 bra \t$L__BB4_13;\n",
    "\tld.param.u64 \t%rd222, [dc_coll_reduce_i8_param_20];\n",
    "\tadd.s64 \t%rd106, %rd227, %rd222;\n",
    "\tadd.s64 \t%rd107, %rd3, %rd106;\n",
    "\tld.global.s8 \t%rd232, [%rd107];\n",
    "$L__BB4_13:\n",
    "\tsetp.lt.u32 \t%p9, %r2, 8;\n",
    "\tmov.u64 \t%rd233, %rd235;\n",
    "\t@%p9 bra \t$L__BB4_15;\n",
    "\tld.param.u64 \t%rd221, [dc_coll_reduce_i8_param_21];\n",
    "\tadd.s64 \t%rd108, %rd227, %rd221;\n",
    "\tadd.s64 \t%rd109, %rd2, %rd108;\n",
    "\tld.global.s8 \t%rd233, [%rd109];\n",
    "$L__BB4_15:\n",
    "\t@%p4 bra \t$L__BB4_17;\n",
    "\tsetp.eq.s32 \t%p11, %r1, 3;\n",
    "\tmin.s64 \t%rd110, %rd228, %rd235;\n",
    "\tmax.s64 \t%rd111, %rd228, %rd235;\n",
    "\tadd.s64 \t%rd112, %rd228, %rd235;\n",
    "\tselp.b64 \t%rd113, %rd111, %rd112, %p11;\n",
    "\tsetp.eq.s32 \t%p12, %r1, 2;\n",
    "\tselp.b64 \t%rd114, %rd110, %rd113, %p12;\n",
    "\tmul.lo.s64 \t%rd115, %rd228, %rd235;\n",
    "\tsetp.eq.s32 \t%p13, %r1, 1;\n",
    "\tselp.b64 \t%rd235, %rd115, %rd114, %p13;\n",
    "$L__BB4_17:\n",
    "\t@%p5 bra \t$L__BB4_19;\n",
    "\tsetp.eq.s32 \t%p15, %r1, 3;\n",
    "\tmin.s64 \t%rd116, %rd229, %rd235;\n",
    "\tmax.s64 \t%rd117, %rd229, %rd235;\n",
    "\tadd.s64 \t%rd118, %rd235, %rd229;\n",
    "\tselp.b64 \t%rd119, %rd117, %rd118, %p15;\n",
    "\tsetp.eq.s32 \t%p16, %r1, 2;\n",
    "\tselp.b64 \t%rd120, %rd116, %rd119, %p16;\n",
    "\tmul.lo.s64 \t%rd121, %rd235, %rd229;\n",
    "\tsetp.eq.s32 \t%p17, %r1, 1;\n",
    "\tselp.b64 \t%rd235, %rd121, %rd120, %p17;\n",
    "$L__BB4_19:\n",
    "\t@%p6 bra \t$L__BB4_21;\n",
    "\tsetp.eq.s32 \t%p19, %r1, 3;\n",
    "\tmin.s64 \t%rd122, %rd230, %rd235;\n",
    "\tmax.s64 \t%rd123, %rd230, %rd235;\n",
    "\tadd.s64 \t%rd124, %rd235, %rd230;\n",
    "\tselp.b64 \t%rd125, %rd123, %rd124, %p19;\n",
    "\tsetp.eq.s32 \t%p20, %r1, 2;\n",
    "\tselp.b64 \t%rd126, %rd122, %rd125, %p20;\n",
    "\tmul.lo.s64 \t%rd127, %rd235, %rd230;\n",
    "\tsetp.eq.s32 \t%p21, %r1, 1;\n",
    "\tselp.b64 \t%rd235, %rd127, %rd126, %p21;\n",
    "$L__BB4_21:\n",
    "\t@%p7 bra \t$L__BB4_23;\n",
    "\tsetp.eq.s32 \t%p23, %r1, 3;\n",
    "\tmin.s64 \t%rd128, %rd231, %rd235;\n",
    "\tmax.s64 \t%rd129, %rd231, %rd235;\n",
    "\tadd.s64 \t%rd130, %rd235, %rd231;\n",
    "\tselp.b64 \t%rd131, %rd129, %rd130, %p23;\n",
    "\tsetp.eq.s32 \t%p24, %r1, 2;\n",
    "\tselp.b64 \t%rd132, %rd128, %rd131, %p24;\n",
    "\tmul.lo.s64 \t%rd133, %rd235, %rd231;\n",
    "\tsetp.eq.s32 \t%p25, %r1, 1;\n",
    "\tselp.b64 \t%rd235, %rd133, %rd132, %p25;\n",
    "$L__BB4_23:\n",
    "\t@%p8 bra \t$L__BB4_25;\n",
    "\tsetp.eq.s32 \t%p27, %r1, 3;\n",
    "\tmin.s64 \t%rd134, %rd232, %rd235;\n",
    "\tmax.s64 \t%rd135, %rd232, %rd235;\n",
    "\tadd.s64 \t%rd136, %rd235, %rd232;\n",
    "\tselp.b64 \t%rd137, %rd135, %rd136, %p27;\n",
    "\tsetp.eq.s32 \t%p28, %r1, 2;\n",
    "\tselp.b64 \t%rd138, %rd134, %rd137, %p28;\n",
    "\tmul.lo.s64 \t%rd139, %rd235, %rd232;\n",
    "\tsetp.eq.s32 \t%p29, %r1, 1;\n",
    "\tselp.b64 \t%rd235, %rd139, %rd138, %p29;\n",
    "$L__BB4_25:\n",
    "\t@%p9 bra \t$L__BB4_27;\n",
    "\tsetp.eq.s32 \t%p31, %r1, 3;\n",
    "\tmin.s64 \t%rd140, %rd233, %rd235;\n",
    "\tmax.s64 \t%rd141, %rd233, %rd235;\n",
    "\tadd.s64 \t%rd142, %rd235, %rd233;\n",
    "\tselp.b64 \t%rd143, %rd141, %rd142, %p31;\n",
    "\tsetp.eq.s32 \t%p32, %r1, 2;\n",
    "\tselp.b64 \t%rd144, %rd140, %rd143, %p32;\n",
    "\tmul.lo.s64 \t%rd145, %rd235, %rd233;\n",
    "\tsetp.eq.s32 \t%p33, %r1, 1;\n",
    "\tselp.b64 \t%rd235, %rd145, %rd144, %p33;\n",
    "$L__BB4_27:\n",
    "\tsetp.ne.s32 \t%p34, %r1, 4;\n",
    "\t@%p34 bra \t$L__BB4_31;\n",
    "\tand.b64  \t%rd146, %rd235, -4294967296;\n",
    "\tsetp.eq.s64 \t%p35, %rd146, 0;\n",
    "\t@%p35 bra \t$L__BB4_30;\n",
    "\tdiv.s64 \t%rd235, %rd235, %rd11;\n",
    "\tbra.uni \t$L__BB4_31;\n",
    "$L__BB4_30:\n",
    "\tcvt.u32.u64 \t%r10, %rd235;\n",
    "\tdiv.u32 \t%r11, %r10, %r9;\n",
    "\tcvt.u64.u32 \t%rd235, %r11;\n",
    "$L__BB4_31:\n",
    "\tadd.s64 \t%rd147, %rd227, %rd75;\n",
    "\tadd.s64 \t%rd148, %rd1, %rd147;\n",
    "\tst.global.u8 \t[%rd148], %rd235;\n",
    "\tadd.s64 \t%rd227, %rd227, %rd9;\n",
    "\tsetp.lt.u64 \t%p36, %rd227, %rd76;\n",
    "\t@%p36 bra \t$L__BB4_3;\n",
    "$L__BB4_62:\n",
    "\tret;\n",
    "}\n",
    "\t// .globl\tdc_coll_reduce_u8\n",
    ".visible .entry dc_coll_reduce_u8(\n",
    "\t.param .u64 dc_coll_reduce_u8_param_0,\n",
    "\t.param .u64 dc_coll_reduce_u8_param_1,\n",
    "\t.param .u64 dc_coll_reduce_u8_param_2,\n",
    "\t.param .u32 dc_coll_reduce_u8_param_3,\n",
    "\t.param .u32 dc_coll_reduce_u8_param_4,\n",
    "\t.param .u32 dc_coll_reduce_u8_param_5,\n",
    "\t.param .u64 dc_coll_reduce_u8_param_6,\n",
    "\t.param .u64 dc_coll_reduce_u8_param_7,\n",
    "\t.param .u64 dc_coll_reduce_u8_param_8,\n",
    "\t.param .u64 dc_coll_reduce_u8_param_9,\n",
    "\t.param .u64 dc_coll_reduce_u8_param_10,\n",
    "\t.param .u64 dc_coll_reduce_u8_param_11,\n",
    "\t.param .u64 dc_coll_reduce_u8_param_12,\n",
    "\t.param .u64 dc_coll_reduce_u8_param_13,\n",
    "\t.param .u64 dc_coll_reduce_u8_param_14,\n",
    "\t.param .u64 dc_coll_reduce_u8_param_15,\n",
    "\t.param .u64 dc_coll_reduce_u8_param_16,\n",
    "\t.param .u64 dc_coll_reduce_u8_param_17,\n",
    "\t.param .u64 dc_coll_reduce_u8_param_18,\n",
    "\t.param .u64 dc_coll_reduce_u8_param_19,\n",
    "\t.param .u64 dc_coll_reduce_u8_param_20,\n",
    "\t.param .u64 dc_coll_reduce_u8_param_21\n",
    ")\n",
    "{\n",
    "\t.reg .pred \t%p<79>;\n",
    "\t.reg .b16 \t%rs<2>;\n",
    "\t.reg .b32 \t%r<16>;\n",
    "\t.reg .b64 \t%rd<255>;\n",
    "\tld.param.u64 \t%rd86, [dc_coll_reduce_u8_param_0];\n",
    "\tld.param.u64 \t%rd75, [dc_coll_reduce_u8_param_1];\n",
    "\tld.param.u64 \t%rd76, [dc_coll_reduce_u8_param_2];\n",
    "\tld.param.u32 \t%r1, [dc_coll_reduce_u8_param_3];\n",
    "\tld.param.u32 \t%r2, [dc_coll_reduce_u8_param_4];\n",
    "\tld.param.u64 \t%rd87, [dc_coll_reduce_u8_param_6];\n",
    "\tld.param.u64 \t%rd77, [dc_coll_reduce_u8_param_7];\n",
    "\tld.param.u64 \t%rd88, [dc_coll_reduce_u8_param_8];\n",
    "\tld.param.u64 \t%rd89, [dc_coll_reduce_u8_param_9];\n",
    "\tld.param.u64 \t%rd90, [dc_coll_reduce_u8_param_10];\n",
    "\tld.param.u64 \t%rd91, [dc_coll_reduce_u8_param_11];\n",
    "\tld.param.u64 \t%rd92, [dc_coll_reduce_u8_param_12];\n",
    "\tld.param.u64 \t%rd93, [dc_coll_reduce_u8_param_13];\n",
    "\tld.param.u64 \t%rd79, [dc_coll_reduce_u8_param_15];\n",
    "\tcvta.to.global.u64 \t%rd1, %rd86;\n",
    "\tcvta.to.global.u64 \t%rd2, %rd93;\n",
    "\tcvta.to.global.u64 \t%rd3, %rd92;\n",
    "\tcvta.to.global.u64 \t%rd4, %rd91;\n",
    "\tcvta.to.global.u64 \t%rd5, %rd90;\n",
    "\tcvta.to.global.u64 \t%rd6, %rd89;\n",
    "\tcvta.to.global.u64 \t%rd7, %rd88;\n",
    "\tcvta.to.global.u64 \t%rd8, %rd87;\n",
    "\tmov.u32 \t%r4, %nctaid.x;\n",
    "\tmov.u32 \t%r5, %ntid.x;\n",
    "\tmul.wide.u32 \t%rd9, %r4, %r5;\n",
    "\tmov.u32 \t%r6, %ctaid.x;\n",
    "\tmul.wide.u32 \t%rd94, %r6, %r5;\n",
    "\tmov.u32 \t%r7, %tid.x;\n",
    "\tcvt.u64.u32 \t%rd95, %r7;\n",
    "\tadd.s64 \t%rd227, %rd94, %rd95;\n",
    "\tsetp.ge.u64 \t%p1, %rd227, %rd76;\n",
    "\t@%p1 bra \t$L__BB5_62;\n",
    "\tld.param.u32 \t%r15, [dc_coll_reduce_u8_param_5];\n",
    "\tsetp.gt.u32 \t%p2, %r2, 1;\n",
    "\tsetp.eq.s32 \t%p3, %r15, 0;\n",
    "\tselp.b32 \t%r8, 1, %r15, %p3;\n",
    "\tcvt.u64.u32 \t%rd11, %r8;\n",
    "\t@%p2 bra \t$L__BB5_32;\n",
    "\tbra.uni \t$L__BB5_2;\n",
    "$L__BB5_32:\n",
    "\tcvta.to.global.u64 \t%rd42, %rd77;\n",
    "\tcvt.u32.u64 \t%r12, %rd11;\n",
    "$L__BB5_33:\n",
    "\tld.param.u64 \t%rd213, [dc_coll_reduce_u8_param_14];\n",
    "\tadd.s64 \t%rd149, %rd227, %rd213;\n",
    "\tadd.s64 \t%rd150, %rd8, %rd149;\n",
    "\tld.global.u8 \t%rd44, [%rd150];\n",
    "\tadd.s64 \t%rd151, %rd227, %rd79;\n",
    "\tadd.s64 \t%rd152, %rd42, %rd151;\n",
    "\tld.global.u8 \t%rs1, [%rd152];\n",
    "\tsetp.lt.u32 \t%p37, %r2, 3;\n",
    "\tmov.u64 \t%rd242, %rd44;\n",
    "\t@%p37 bra \t$L__BB5_35;\n",
    "\tld.param.u64 \t%rd219, [dc_coll_reduce_u8_param_16];\n",
    "\tadd.s64 \t%rd153, %rd227, %rd219;\n",
    "\tadd.s64 \t%rd154, %rd7, %rd153;\n",
    "\tld.global.u8 \t%rd242, [%rd154];\n",
    "$L__BB5_35:\n",
    "\tsetp.lt.u32 \t%p38, %r2, 4;\n",
    "\tmov.u64 \t%rd243, %rd44;\n",
    "\t@%p38 bra \t$L__BB5_37;\n",
    "\tld.param.u64 \t%rd218, [dc_coll_reduce_u8_param_17];\n",
    "\tadd.s64 \t%rd155, %rd227, %rd218;\n",
    "\tadd.s64 \t%rd156, %rd6, %rd155;\n",
    "\tld.global.u8 \t%rd243, [%rd156];\n",
    "$L__BB5_37:\n",
    "\tsetp.lt.u32 \t%p39, %r2, 5;\n",
    "\tmov.u64 \t%rd244, %rd44;\n",
    "\t@%p39 bra \t$L__BB5_39;\n",
    "\tld.param.u64 \t%rd217, [dc_coll_reduce_u8_param_18];\n",
    "\tadd.s64 \t%rd157, %rd227, %rd217;\n",
    "\tadd.s64 \t%rd158, %rd5, %rd157;\n",
    "\tld.global.u8 \t%rd244, [%rd158];\n",
    "$L__BB5_39:\n",
    "\tsetp.lt.u32 \t%p40, %r2, 6;\n",
    "\tmov.u64 \t%rd245, %rd44;\n",
    "\t@%p40 bra \t$L__BB5_41;\n",
    "\tld.param.u64 \t%rd216, [dc_coll_reduce_u8_param_19];\n",
    "\tadd.s64 \t%rd159, %rd227, %rd216;\n",
    "\tadd.s64 \t%rd160, %rd4, %rd159;\n",
    "\tld.global.u8 \t%rd245, [%rd160];\n",
    "$L__BB5_41:\n",
    "\tsetp.lt.u32 \t%p41, %r2, 7;\n",
    "\tmov.u64 \t%rd246, %rd44;\n",
    "\t@%p41 bra \t$L__BB5_43;\n",
    "\tld.param.u64 \t%rd215, [dc_coll_reduce_u8_param_20];\n",
    "\tadd.s64 \t%rd161, %rd227, %rd215;\n",
    "\tadd.s64 \t%rd162, %rd3, %rd161;\n",
    "\tld.global.u8 \t%rd246, [%rd162];\n",
    "$L__BB5_43:\n",
    "\tsetp.lt.u32 \t%p42, %r2, 8;\n",
    "\tmov.u64 \t%rd247, %rd44;\n",
    "\t@%p42 bra \t$L__BB5_45;\n",
    "\tld.param.u64 \t%rd214, [dc_coll_reduce_u8_param_21];\n",
    "\tadd.s64 \t%rd163, %rd227, %rd214;\n",
    "\tadd.s64 \t%rd164, %rd2, %rd163;\n",
    "\tld.global.u8 \t%rd247, [%rd164];\n",
    "$L__BB5_45:\n",
    "\tsetp.lt.u32 \t%p78, %r2, 3;\n",
    "\tcvt.u64.u16 \t%rd165, %rs1;\n",
    "\tand.b64  \t%rd166, %rd165, 255;\n",
    "\tmin.u64 \t%rd167, %rd166, %rd44;\n",
    "\tmax.u64 \t%rd168, %rd166, %rd44;\n",
    "\tadd.s64 \t%rd169, %rd166, %rd44;\n",
    "\tsetp.eq.s32 \t%p43, %r1, 3;\n",
    "\tselp.b64 \t%rd170, %rd168, %rd169, %p43;\n",
    "\tsetp.eq.s32 \t%p44, %r1, 2;\n",
    "\tselp.b64 \t%rd171, %rd167, %rd170, %p44;\n",
    "\tmul.lo.s64 \t%rd57, %rd166, %rd44;\n",
    "\tsetp.eq.s32 \t%p45, %r1, 1;\n",
    "\tselp.b64 \t%rd249, %rd57, %rd171, %p45;\n",
    "\t@%p78 bra \t$L__BB5_47;\n",
    "\tmin.u64 \t%rd172, %rd242, %rd249;\n",
    "\tmax.u64 \t%rd173, %rd242, %rd249;\n",
    "\tadd.s64 \t%rd174, %rd249, %rd242;\n",
    "\tselp.b64 \t%rd175, %rd173, %rd174, %p43;\n",
    "\tselp.b64 \t%rd176, %rd172, %rd175, %p44;\n",
    "\tmul.lo.s64 \t%rd177, %rd57, %rd242;\n",
    "\tselp.b64 \t%rd249, %rd177, %rd176, %p45;\n",
    "$L__BB5_47:\n",
    "\tsetp.lt.u32 \t%p73, %r2, 4;\n",
    "\t@%p73 bra \t$L__BB5_49;\n",
    "\tmin.u64 \t%rd178, %rd243, %rd249;\n",
    "\tmax.u64 \t%rd179, %rd243, %rd249;\n",
    "\tadd.s64 \t%rd180, %rd249, %rd243;\n",
    "\tselp.b64 \t%rd181, %rd179, %rd180, %p43;\n",
    "\tselp.b64 \t%rd182, %rd178, %rd181, %p44;\n",
    "\tmul.lo.s64 \t%rd183, %rd249, %rd243;\n",
    "\tselp.b64 \t%rd249, %rd183, %rd182, %p45;\n",
    "$L__BB5_49:\n",
    "\tsetp.lt.u32 \t%p74, %r2, 5;\n",
    "\t@%p74 bra \t$L__BB5_51;\n",
    "\tmin.u64 \t%rd184, %rd244, %rd249;\n",
    "\tmax.u64 \t%rd185, %rd244, %rd249;\n",
    "\tadd.s64 \t%rd186, %rd249, %rd244;\n",
    "\tselp.b64 \t%rd187, %rd185, %rd186, %p43;\n",
    "\tselp.b64 \t%rd188, %rd184, %rd187, %p44;\n",
    "\tmul.lo.s64 \t%rd189, %rd249, %rd244;\n",
    "\tselp.b64 \t%rd249, %rd189, %rd188, %p45;\n",
    "$L__BB5_51:\n",
    "\tsetp.lt.u32 \t%p75, %r2, 6;\n",
    "\t@%p75 bra \t$L__BB5_53;\n",
    "\tmin.u64 \t%rd190, %rd245, %rd249;\n",
    "\tmax.u64 \t%rd191, %rd245, %rd249;\n",
    "\tadd.s64 \t%rd192, %rd249, %rd245;\n",
    "\tselp.b64 \t%rd193, %rd191, %rd192, %p43;\n",
    "\tselp.b64 \t%rd194, %rd190, %rd193, %p44;\n",
    "\tmul.lo.s64 \t%rd195, %rd249, %rd245;\n",
    "\tselp.b64 \t%rd249, %rd195, %rd194, %p45;\n",
    "$L__BB5_53:\n",
    "\tsetp.lt.u32 \t%p76, %r2, 7;\n",
    "\t@%p76 bra \t$L__BB5_55;\n",
    "\tmin.u64 \t%rd196, %rd246, %rd249;\n",
    "\tmax.u64 \t%rd197, %rd246, %rd249;\n",
    "\tadd.s64 \t%rd198, %rd249, %rd246;\n",
    "\tselp.b64 \t%rd199, %rd197, %rd198, %p43;\n",
    "\tselp.b64 \t%rd200, %rd196, %rd199, %p44;\n",
    "\tmul.lo.s64 \t%rd201, %rd249, %rd246;\n",
    "\tselp.b64 \t%rd249, %rd201, %rd200, %p45;\n",
    "$L__BB5_55:\n",
    "\tsetp.lt.u32 \t%p77, %r2, 8;\n",
    "\t@%p77 bra \t$L__BB5_57;\n",
    "\tmin.u64 \t%rd202, %rd247, %rd249;\n",
    "\tmax.u64 \t%rd203, %rd247, %rd249;\n",
    "\tadd.s64 \t%rd204, %rd249, %rd247;\n",
    "\tselp.b64 \t%rd205, %rd203, %rd204, %p43;\n",
    "\tselp.b64 \t%rd206, %rd202, %rd205, %p44;\n",
    "\tmul.lo.s64 \t%rd207, %rd249, %rd247;\n",
    "\tselp.b64 \t%rd249, %rd207, %rd206, %p45;\n",
    "$L__BB5_57:\n",
    "\tsetp.ne.s32 \t%p70, %r1, 4;\n",
    "\t@%p70 bra \t$L__BB5_61;\n",
    "\tand.b64  \t%rd208, %rd249, -4294967296;\n",
    "\tsetp.eq.s64 \t%p71, %rd208, 0;\n",
    "\t@%p71 bra \t$L__BB5_60;\n",
    "\tdiv.u64 \t%rd249, %rd249, %rd11;\n",
    "\tbra.uni \t$L__BB5_61;\n",
    "$L__BB5_60:\n",
    "\tcvt.u32.u64 \t%r13, %rd249;\n",
    "\tdiv.u32 \t%r14, %r13, %r12;\n",
    "\tcvt.u64.u32 \t%rd249, %r14;\n",
    "$L__BB5_61:\n",
    "\tld.param.u64 \t%rd212, [dc_coll_reduce_u8_param_2];\n",
    "\tld.param.u64 \t%rd211, [dc_coll_reduce_u8_param_1];\n",
    "\tadd.s64 \t%rd209, %rd227, %rd211;\n",
    "\tadd.s64 \t%rd210, %rd1, %rd209;\n",
    "\tst.global.u8 \t[%rd210], %rd249;\n",
    "\tadd.s64 \t%rd227, %rd227, %rd9;\n",
    "\tsetp.lt.u64 \t%p72, %rd227, %rd212;\n",
    "\t@%p72 bra \t$L__BB5_33;\n",
    "\tbra.uni \t$L__BB5_62;\n",
    "$L__BB5_2:\n",
    "\tcvt.u32.u64 \t%r9, %rd11;\n",
    "$L__BB5_3:\n",
    "\tld.param.u64 \t%rd220, [dc_coll_reduce_u8_param_14];\n",
    "\tadd.s64 \t%rd96, %rd227, %rd220;\n",
    "\tadd.s64 \t%rd97, %rd8, %rd96;\n",
    "\tld.global.u8 \t%rd235, [%rd97];\n",
    "\tsetp.lt.u32 \t%p4, %r2, 3;\n",
    "\tmov.u64 \t%rd228, %rd235;\n",
    "\t@%p4 bra \t$L__BB5_5;\n",
    "\tld.param.u64 \t%rd226, [dc_coll_reduce_u8_param_16];\n",
    "\tadd.s64 \t%rd98, %rd227, %rd226;\n",
    "\tadd.s64 \t%rd99, %rd7, %rd98;\n",
    "\tld.global.u8 \t%rd228, [%rd99];\n",
    "$L__BB5_5:\n",
    "\tsetp.lt.u32 \t%p5, %r2, 4;\n",
    "\tmov.u64 \t%rd229, %rd235;\n",
    "\t@%p5 bra \t$L__BB5_7;\n",
    "\tld.param.u64 \t%rd225, [dc_coll_reduce_u8_param_17];\n",
    "\tadd.s64 \t%rd100, %rd227, %rd225;\n",
    "\tadd.s64 \t%rd101, %rd6, %rd100;\n",
    "\tld.global.u8 \t%rd229, [%rd101];\n",
    "$L__BB5_7:\n",
    "\tsetp.lt.u32 \t%p6, %r2, 5;\n",
    "\tmov.u64 \t%rd230, %rd235;\n",
    "\t@%p6 bra \t$L__BB5_9;\n",
    "\tld.param.u64 \t%rd224, [dc_coll_reduce_u8_param_18];\n",
    "\tadd.s64 \t%rd102, %rd227, %rd224;\n",
    "\tadd.s64 \t%rd103, %rd5, %rd102;\n",
    "\tld.global.u8 \t%rd230, [%rd103];\n",
    "$L__BB5_9:\n",
    "\tsetp.lt.u32 \t%p7, %r2, 6;\n",
    "\tmov.u64 \t%rd231, %rd235;\n",
    "\t@%p7 bra \t$L__BB5_11;\n",
    "\tld.param.u64 \t%rd223, [dc_coll_reduce_u8_param_19];\n",
    "\tadd.s64 \t%rd104, %rd227, %rd223;\n",
    "\tadd.s64 \t%rd105, %rd4, %rd104;\n",
    "\tld.global.u8 \t%rd231, [%rd105];\n",
    "$L__BB5_11:\n",
    "\tsetp.lt.u32 \t%p8, %r2, 7;\n",
    "\tmov.u64 \t%rd232, %rd235;\n",
    "\t@%p8 bra \t$L__BB5_13;\n",
    "\tld.param.u64 \t%rd222, [dc_coll_reduce_u8_param_20];\n",
    "\tadd.s64 \t%rd106, %rd227, %rd222;\n",
    "\tadd.s64 \t%rd107, %rd3, %rd106;\n",
    "\tld.global.u8 \t%rd232, [%rd107];\n",
    "$L__BB5_13:\n",
    "\tsetp.lt.u32 \t%p9, %r2, 8;\n",
    "\tmov.u64 \t%rd233, %rd235;\n",
    "\t@%p9 bra \t$L__BB5_15;\n",
    "\tld.param.u64 \t%rd221, [dc_coll_reduce_u8_param_21];\n",
    "\tadd.s64 \t%rd108, %rd227, %rd221;\n",
    "\tadd.s64 \t%rd109, %rd2, %rd108;\n",
    "\tld.global.u8 \t%rd233, [%rd109];\n",
    "$L__BB5_15:\n",
    "\t@%p4 bra \t$L__BB5_17;\n",
    "\tsetp.eq.s32 \t%p11, %r1, 3;\n",
    "\tmin.u64 \t%rd110, %rd228, %rd235;\n",
    "\tmax.u64 \t%rd111, %rd228, %rd235;\n",
    "\tadd.s64 \t%rd112, %rd228, %rd235;\n",
    "\tselp.b64 \t%rd113, %rd111, %rd112, %p11;\n",
    "\tsetp.eq.s32 \t%p12, %r1, 2;\n",
    "\tselp.b64 \t%rd114, %rd110, %rd113, %p12;\n",
    "\tmul.lo.s64 \t%rd115, %rd228, %rd235;\n",
    "\tsetp.eq.s32 \t%p13, %r1, 1;\n",
    "\tselp.b64 \t%rd235, %rd115, %rd114, %p13;\n",
    "$L__BB5_17:\n",
    "\t@%p5 bra \t$L__BB5_19;\n",
    "\tsetp.eq.s32 \t%p15, %r1, 3;\n",
    "\tmin.u64 \t%rd116, %rd229, %rd235;\n",
    "\tmax.u64 \t%rd117, %rd229, %rd235;\n",
    "\tadd.s64 \t%rd118, %rd235, %rd229;\n",
    "\tselp.b64 \t%rd119, %rd117, %rd118, %p15;\n",
    "\tsetp.eq.s32 \t%p16, %r1, 2;\n",
    "\tselp.b64 \t%rd120, %rd116, %rd119, %p16;\n",
    "\tmul.lo.s64 \t%rd121, %rd235, %rd229;\n",
    "\tsetp.eq.s32 \t%p17, %r1, 1;\n",
    "\tselp.b64 \t%rd235, %rd121, %rd120, %p17;\n",
    "$L__BB5_19:\n",
    "\t@%p6 bra \t$L__BB5_21;\n",
    "\tsetp.eq.s32 \t%p19, %r1, 3;\n",
    "\tmin.u64 \t%rd122, %rd230, %rd235;\n",
    "\tmax.u64 \t%rd123, %rd230, %rd235;\n",
    "\tadd.s64 \t%rd124, %rd235, %rd230;\n",
    "\tselp.b64 \t%rd125, %rd123, %rd124, %p19;\n",
    "\tsetp.eq.s32 \t%p20, %r1, 2;\n",
    "\tselp.b64 \t%rd126, %rd122, %rd125, %p20;\n",
    "\tmul.lo.s64 \t%rd127, %rd235, %rd230;\n",
    "\tsetp.eq.s32 \t%p21, %r1, 1;\n",
    "\tselp.b64 \t%rd235, %rd127, %rd126, %p21;\n",
    "$L__BB5_21:\n",
    "\t@%p7 bra \t$L__BB5_23;\n",
    "\tsetp.eq.s32 \t%p23, %r1, 3;\n",
    "\tmin.u64 \t%rd128, %rd231, %rd235;\n",
    "\tmax.u64 \t%rd129, %rd231, %rd235;\n",
    "\tadd.s64 \t%rd130, %rd235, %rd231;\n",
    "\tselp.b64 \t%rd131, %rd129, %rd130, %p23;\n",
    "\tsetp.eq.s32 \t%p24, %r1, 2;\n",
    "\tselp.b64 \t%rd132, %rd128, %rd131, %p24;\n",
    "\tmul.lo.s64 \t%rd133, %rd235, %rd231;\n",
    "\tsetp.eq.s32 \t%p25, %r1, 1;\n",
    "\tselp.b64 \t%rd235, %rd133, %rd132, %p25;\n",
    "$L__BB5_23:\n",
    "\t@%p8 bra \t$L__BB5_25;\n",
    "\tsetp.eq.s32 \t%p27, %r1, 3;\n",
    "\tmin.u64 \t%rd134, %rd232, %rd235;\n",
    "\tmax.u64 \t%rd135, %rd232, %rd235;\n",
    "\tadd.s64 \t%rd136, %rd235, %rd232;\n",
    "\tselp.b64 \t%rd137, %rd135, %rd136, %p27;\n",
    "\tsetp.eq.s32 \t%p28, %r1, 2;\n",
    "\tselp.b64 \t%rd138, %rd134, %rd137, %p28;\n",
    "\tmul.lo.s64 \t%rd139, %rd235, %rd232;\n",
    "\tsetp.eq.s32 \t%p29, %r1, 1;\n",
    "\tselp.b64 \t%rd235, %rd139, %rd138, %p29;\n",
    "$L__BB5_25:\n",
    "\t@%p9 bra \t$L__BB5_27;\n",
    "\tsetp.eq.s32 \t%p31, %r1, 3;\n",
    "\tmin.u64 \t%rd140, %rd233, %rd235;\n",
    "\tmax.u64 \t%rd141, %rd233, %rd235;\n",
    "\tadd.s64 \t%rd142, %rd235, %rd233;\n",
    "\tselp.b64 \t%rd143, %rd141, %rd142, %p31;\n",
    "\tsetp.eq.s32 \t%p32, %r1, 2;\n",
    "\tselp.b64 \t%rd144, %rd140, %rd143, %p32;\n",
    "\tmul.lo.s64 \t%rd145, %rd235, %rd233;\n",
    "\tsetp.eq.s32 \t%p33, %r1, 1;\n",
    "\tselp.b64 \t%rd235, %rd145, %rd144, %p33;\n",
    "$L__BB5_27:\n",
    "\tsetp.ne.s32 \t%p34, %r1, 4;\n",
    "\t@%p34 bra \t$L__BB5_31;\n",
    "\tand.b64  \t%rd146, %rd235, 72057589742960640;\n",
    "\tsetp.eq.s64 \t%p35, %rd146, 0;\n",
    "\t@%p35 bra \t$L__BB5_30;\n",
    "\tdiv.u64 \t%rd235, %rd235, %rd11;\n",
    "\tbra.uni \t$L__BB5_31;\n",
    "$L__BB5_30:\n",
    "\tcvt.u32.u64 \t%r10, %rd235;\n",
    "\tdiv.u32 \t%r11, %r10, %r9;\n",
    "\tcvt.u64.u32 \t%rd235, %r11;\n",
    "$L__BB5_31:\n",
    "\tadd.s64 \t%rd147, %rd227, %rd75;\n",
    "\tadd.s64 \t%rd148, %rd1, %rd147;\n",
    "\tst.global.u8 \t[%rd148], %rd235;\n",
    "\tadd.s64 \t%rd227, %rd227, %rd9;\n",
    "\tsetp.lt.u64 \t%p36, %rd227, %rd76;\n",
    "\t@%p36 bra \t$L__BB5_3;\n",
    "$L__BB5_62:\n",
    "\tret;\n",
    "}\n",
    "\t// .globl\tdc_coll_reduce_i32\n",
    ".visible .entry dc_coll_reduce_i32(\n",
    "\t.param .u64 dc_coll_reduce_i32_param_0,\n",
    "\t.param .u64 dc_coll_reduce_i32_param_1,\n",
    "\t.param .u64 dc_coll_reduce_i32_param_2,\n",
    "\t.param .u32 dc_coll_reduce_i32_param_3,\n",
    "\t.param .u32 dc_coll_reduce_i32_param_4,\n",
    "\t.param .u32 dc_coll_reduce_i32_param_5,\n",
    "\t.param .u64 dc_coll_reduce_i32_param_6,\n",
    "\t.param .u64 dc_coll_reduce_i32_param_7,\n",
    "\t.param .u64 dc_coll_reduce_i32_param_8,\n",
    "\t.param .u64 dc_coll_reduce_i32_param_9,\n",
    "\t.param .u64 dc_coll_reduce_i32_param_10,\n",
    "\t.param .u64 dc_coll_reduce_i32_param_11,\n",
    "\t.param .u64 dc_coll_reduce_i32_param_12,\n",
    "\t.param .u64 dc_coll_reduce_i32_param_13,\n",
    "\t.param .u64 dc_coll_reduce_i32_param_14,\n",
    "\t.param .u64 dc_coll_reduce_i32_param_15,\n",
    "\t.param .u64 dc_coll_reduce_i32_param_16,\n",
    "\t.param .u64 dc_coll_reduce_i32_param_17,\n",
    "\t.param .u64 dc_coll_reduce_i32_param_18,\n",
    "\t.param .u64 dc_coll_reduce_i32_param_19,\n",
    "\t.param .u64 dc_coll_reduce_i32_param_20,\n",
    "\t.param .u64 dc_coll_reduce_i32_param_21\n",
    ")\n",
    "{\n",
    "\t.reg .pred \t%p<79>;\n",
    "\t.reg .b32 \t%r<17>;\n",
    "\t.reg .b64 \t%rd<271>;\n",
    "\tld.param.u64 \t%rd86, [dc_coll_reduce_i32_param_0];\n",
    "\tld.param.u64 \t%rd75, [dc_coll_reduce_i32_param_1];\n",
    "\tld.param.u64 \t%rd76, [dc_coll_reduce_i32_param_2];\n",
    "\tld.param.u32 \t%r2, [dc_coll_reduce_i32_param_3];\n",
    "\tld.param.u32 \t%r3, [dc_coll_reduce_i32_param_4];\n",
    "\tld.param.u64 \t%rd87, [dc_coll_reduce_i32_param_6];\n",
    "\tld.param.u64 \t%rd77, [dc_coll_reduce_i32_param_7];\n",
    "\tld.param.u64 \t%rd88, [dc_coll_reduce_i32_param_8];\n",
    "\tld.param.u64 \t%rd89, [dc_coll_reduce_i32_param_9];\n",
    "\tld.param.u64 \t%rd90, [dc_coll_reduce_i32_param_10];\n",
    "\tld.param.u64 \t%rd91, [dc_coll_reduce_i32_param_11];\n",
    "\tld.param.u64 \t%rd92, [dc_coll_reduce_i32_param_12];\n",
    "\tld.param.u64 \t%rd93, [dc_coll_reduce_i32_param_13];\n",
    "\tld.param.u64 \t%rd79, [dc_coll_reduce_i32_param_15];\n",
    "\tcvta.to.global.u64 \t%rd1, %rd86;\n",
    "\tcvta.to.global.u64 \t%rd2, %rd93;\n",
    "\tcvta.to.global.u64 \t%rd3, %rd92;\n",
    "\tcvta.to.global.u64 \t%rd4, %rd91;\n",
    "\tcvta.to.global.u64 \t%rd5, %rd90;\n",
    "\tcvta.to.global.u64 \t%rd6, %rd89;\n",
    "\tcvta.to.global.u64 \t%rd7, %rd88;\n",
    "\tcvta.to.global.u64 \t%rd8, %rd87;\n",
    "\tmov.u32 \t%r5, %nctaid.x;\n",
    "\tmov.u32 \t%r6, %ntid.x;\n",
    "\tmul.wide.u32 \t%rd9, %r5, %r6;\n",
    "\tmov.u32 \t%r7, %ctaid.x;\n",
    "\tmul.wide.u32 \t%rd94, %r7, %r6;\n",
    "\tmov.u32 \t%r8, %tid.x;\n",
    "\tcvt.u64.u32 \t%rd95, %r8;\n",
    "\tadd.s64 \t%rd243, %rd94, %rd95;\n",
    "\tsetp.ge.u64 \t%p1, %rd243, %rd76;\n",
    "\t@%p1 bra \t$L__BB6_62;\n",
    "\tld.param.u32 \t%r16, [dc_coll_reduce_i32_param_5];\n",
    "\tsetp.gt.u32 \t%p2, %r3, 1;\n",
    "\tsetp.eq.s32 \t%p3, %r16, 0;\n",
    "\tselp.b32 \t%r9, 1, %r16, %p3;\n",
    "\tcvt.u64.u32 \t%rd11, %r9;\n",
    "\t@%p2 bra \t$L__BB6_32;\n",
    "\tbra.uni \t$L__BB6_2;\n",
    "$L__BB6_32:\n",
    "\tcvta.to.global.u64 \t%rd42, %rd77;\n",
    "\tcvt.u32.u64 \t%r13, %rd11;\n",
    "$L__BB6_33:\n",
    "\tld.param.u64 \t%rd229, [dc_coll_reduce_i32_param_14];\n",
    "\tadd.s64 \t%rd157, %rd243, %rd229;\n",
    "\tshl.b64 \t%rd158, %rd157, 2;\n",
    "\tadd.s64 \t%rd159, %rd8, %rd158;\n",
    "\tld.global.s32 \t%rd44, [%rd159];\n",
    "\tadd.s64 \t%rd160, %rd243, %rd79;\n",
    "\tshl.b64 \t%rd161, %rd160, 2;\n",
    "\tadd.s64 \t%rd162, %rd42, %rd161;\n",
    "\tld.global.u32 \t%r1, [%rd162];\n",
    "\tsetp.lt.u32 \t%p37, %r3, 3;\n",
    "\tmov.u64 \t%rd258, %rd44;\n",
    "\t@%p37 bra \t$L__BB6_35;\n",
    "\tld.param.u64 \t%rd235, [dc_coll_reduce_i32_param_16];\n",
    "\tadd.s64 \t%rd163, %rd243, %rd235;\n",
    "\tshl.b64 \t%rd164, %rd163, 2;\n",
    "\tadd.s64 \t%rd165, %rd7, %rd164;\n",
    "\tld.global.s32 \t%rd258, [%rd165];\n",
    "$L__BB6_35:\n",
    "\tsetp.lt.u32 \t%p38, %r3, 4;\n",
    "\tmov.u64 \t%rd259, %rd44;\n",
    "\t@%p38 bra \t$L__BB6_37;\n",
    "\tld.param.u64 \t%rd234, [dc_coll_reduce_i32_param_17];\n",
    "\tadd.s64 \t%rd166, %rd243, %rd234;\n",
    "\tshl.b64 \t%rd167, %rd166, 2;\n",
    "\tadd.s64 \t%rd168, %rd6, %rd167;\n",
    "\tld.global.s32 \t%rd259, [%rd168];\n",
    "$L__BB6_37:\n",
    "\tsetp.lt.u32 \t%p39, %r3, 5;\n",
    "\tmov.u64 \t%rd260, %rd44;\n",
    "\t@%p39 bra \t$L__BB6_39;\n",
    "\tld.param.u64 \t%rd233, [dc_coll_reduce_i32_param_18];\n",
    "\tadd.s64 \t%rd169, %rd243, %rd233;\n",
    "\tshl.b64 \t%rd170, %rd169, 2;\n",
    "\tadd.s64 \t%rd171, %rd5, %rd170;\n",
    "\tld.global.s32 \t%rd260, [%rd171];\n",
    "$L__BB6_39:\n",
    "\tsetp.lt.u32 \t%p40, %r3, 6;\n",
    "\tmov.u64 \t%rd261, %rd44;\n",
    "\t@%p40 bra \t$L__BB6_41;\n",
    "\tld.param.u64 \t%rd232, [dc_coll_reduce_i32_param_19];\n",
    "\tadd.s64 \t%rd172, %rd243, %rd232;\n",
    "\tshl.b64 \t%rd173, %rd172, 2;\n",
    "\tadd.s64 \t%rd174, %rd4, %rd173;\n",
    "\tld.global.s32 \t%rd261, [%rd174];\n",
    "$L__BB6_41:\n",
    "\tsetp.lt.u32 \t%p41, %r3, 7;\n",
    "\tmov.u64 \t%rd262, %rd44;\n",
    "\t@%p41 bra \t$L__BB6_43;\n",
    "\tld.param.u64 \t%rd231, [dc_coll_reduce_i32_param_20];\n",
    "\tadd.s64 \t%rd175, %rd243, %rd231;\n",
    "\tshl.b64 \t%rd176, %rd175, 2;\n",
    "\tadd.s64 \t%rd177, %rd3, %rd176;\n",
    "\tld.global.s32 \t%rd262, [%rd177];\n",
    "$L__BB6_43:\n",
    "\tsetp.lt.u32 \t%p42, %r3, 8;\n",
    "\tmov.u64 \t%rd263, %rd44;\n",
    "\t@%p42 bra \t$L__BB6_45;\n",
    "\tld.param.u64 \t%rd230, [dc_coll_reduce_i32_param_21];\n",
    "\tadd.s64 \t%rd178, %rd243, %rd230;\n",
    "\tshl.b64 \t%rd179, %rd178, 2;\n",
    "\tadd.s64 \t%rd180, %rd2, %rd179;\n",
    "\tld.global.s32 \t%rd263, [%rd180];\n",
    "$L__BB6_45:\n",
    "\tsetp.lt.u32 \t%p78, %r3, 3;\n",
    "\tcvt.s64.s32 \t%rd181, %r1;\n",
    "\tmin.s64 \t%rd182, %rd181, %rd44;\n",
    "\tmax.s64 \t%rd183, %rd181, %rd44;\n",
    "\tadd.s64 \t%rd184, %rd181, %rd44;\n",
    "\tsetp.eq.s32 \t%p43, %r2, 3;\n",
    "\tselp.b64 \t%rd185, %rd183, %rd184, %p43;\n",
    "\tsetp.eq.s32 \t%p44, %r2, 2;\n",
    "\tselp.b64 \t%rd186, %rd182, %rd185, %p44;\n",
    "\tmul.lo.s64 \t%rd57, %rd181, %rd44;\n",
    "\tsetp.eq.s32 \t%p45, %r2, 1;\n",
    "\tselp.b64 \t%rd265, %rd57, %rd186, %p45;\n",
    "\t@%p78 bra \t$L__BB6_47;\n",
    "\tmin.s64 \t%rd187, %rd258, %rd265;\n",
    "\tmax.s64 \t%rd188, %rd258, %rd265;\n",
    "\tadd.s64 \t%rd189, %rd265, %rd258;\n",
    "\tselp.b64 \t%rd190, %rd188, %rd189, %p43;\n",
    "\tselp.b64 \t%rd191, %rd187, %rd190, %p44;\n",
    "\tmul.lo.s64 \t%rd192, %rd57, %rd258;\n",
    "\tselp.b64 \t%rd265, %rd192, %rd191, %p45;\n",
    "$L__BB6_47:\n",
    "\tsetp.lt.u32 \t%p73, %r3, 4;\n",
    "\t@%p73 bra \t$L__BB6_49;\n",
    "\tmin.s64 \t%rd193, %rd259, %rd265;\n",
    "\tmax.s64 \t%rd194, %rd259, %rd265;\n",
    "\tadd.s64 \t%rd195, %rd265, %rd259;\n",
    "\tselp.b64 \t%rd196, %rd194, %rd195, %p43;\n",
    "\tselp.b64 \t%rd197, %rd193, %rd196, %p44;\n",
    "\tmul.lo.s64 \t%rd198, %rd265, %rd259;\n",
    "\tselp.b64 \t%rd265, %rd198, %rd197, %p45;\n",
    "$L__BB6_49:\n",
    "\tsetp.lt.u32 \t%p74, %r3, 5;\n",
    "\t@%p74 bra \t$L__BB6_51;\n",
    "\tmin.s64 \t%rd199, %rd260, %rd265;\n",
    "\tmax.s64 \t%rd200, %rd260, %rd265;\n",
    "\tadd.s64 \t%rd201, %rd265, %rd260;\n",
    "\tselp.b64 \t%rd202, %rd200, %rd201, %p43;\n",
    "\tselp.b64 \t%rd203, %rd199, %rd202, %p44;\n",
    "\tmul.lo.s64 \t%rd204, %rd265, %rd260;\n",
    "\tselp.b64 \t%rd265, %rd204, %rd203, %p45;\n",
    "$L__BB6_51:\n",
    "\tsetp.lt.u32 \t%p75, %r3, 6;\n",
    "\t@%p75 bra \t$L__BB6_53;\n",
    "\tmin.s64 \t%rd205, %rd261, %rd265;\n",
    "\tmax.s64 \t%rd206, %rd261, %rd265;\n",
    "\tadd.s64 \t%rd207, %rd265, %rd261;\n",
    "\tselp.b64 \t%rd208, %rd206, %rd207, %p43;\n",
    "\tselp.b64 \t%rd209, %rd205, %rd208, %p44;\n",
    "\tmul.lo.s64 \t%rd210, %rd265, %rd261;\n",
    "\tselp.b64 \t%rd265, %rd210, %rd209, %p45;\n",
    "$L__BB6_53:\n",
    "\tsetp.lt.u32 \t%p76, %r3, 7;\n",
    "\t@%p76 bra \t$L__BB6_55;\n",
    "\tmin.s64 \t%rd211, %rd262, %rd265;\n",
    "\tmax.s64 \t%rd212, %rd262, %rd265;\n",
    "\tadd.s64 \t%rd213, %rd265, %rd262;\n",
    "\tselp.b64 \t%rd214, %rd212, %rd213, %p43;\n",
    "\tselp.b64 \t%rd215, %rd211, %rd214, %p44;\n",
    "\tmul.lo.s64 \t%rd216, %rd265, %rd262;\n",
    "\tselp.b64 \t%rd265, %rd216, %rd215, %p45;\n",
    "$L__BB6_55:\n",
    "\tsetp.lt.u32 \t%p77, %r3, 8;\n",
    "\t@%p77 bra \t$L__BB6_57;\n",
    "\tmin.s64 \t%rd217, %rd263, %rd265;\n",
    "\tmax.s64 \t%rd218, %rd263, %rd265;\n",
    "\tadd.s64 \t%rd219, %rd265, %rd263;\n",
    "\tselp.b64 \t%rd220, %rd218, %rd219, %p43;\n",
    "\tselp.b64 \t%rd221, %rd217, %rd220, %p44;\n",
    "\tmul.lo.s64 \t%rd222, %rd265, %rd263;\n",
    "\tselp.b64 \t%rd265, %rd222, %rd221, %p45;\n",
    "$L__BB6_57:\n",
    "\tsetp.ne.s32 \t%p70, %r2, 4;\n",
    "\t@%p70 bra \t$L__BB6_61;\n",
    "\tand.b64  \t%rd223, %rd265, -4294967296;\n",
    "\tsetp.eq.s64 \t%p71, %rd223, 0;\n",
    "\t@%p71 bra \t$L__BB6_60;\n",
    "\tdiv.s64 \t%rd265, %rd265, %rd11;\n",
    "\tbra.uni \t$L__BB6_61;\n",
    "$L__BB6_60:\n",
    "\tcvt.u32.u64 \t%r14, %rd265;\n",
    "\tdiv.u32 \t%r15, %r14, %r13;\n",
    "\tcvt.u64.u32 \t%rd265, %r15;\n",
    "$L__BB6_61:\n",
    "\tld.param.u64 \t%rd228, [dc_coll_reduce_i32_param_2];\n",
    "\tld.param.u64 \t%rd227, [dc_coll_reduce_i32_param_1];\n",
    "\tadd.s64 \t%rd224, %rd243, %rd227;\n",
    "\tshl.b64 \t%rd225, %rd224, 2;\n",
    "\tadd.s64 \t%rd226, %rd1, %rd225;\n",
    "\tst.global.u32 \t[%rd226], %rd265;\n",
    "\tadd.s64 \t%rd243, %rd243, %rd9;\n",
    "\tsetp.lt.u64 \t%p72, %rd243, %rd228;\n",
    "\t@%p72 bra \t$L__BB6_33;\n",
    "\tbra.uni \t$L__BB6_62;\n",
    "$L__BB6_2:\n",
    "\tcvt.u32.u64 \t%r10, %rd11;\n",
    "$L__BB6_3:\n",
    "\tld.param.u64 \t%rd236, [dc_coll_reduce_i32_param_14];\n",
    "\tadd.s64 \t%rd96, %rd243, %rd236;\n",
    "\tshl.b64 \t%rd97, %rd96, 2;\n",
    "\tadd.s64 \t%rd98, %rd8, %rd97;\n",
    "\tld.global.s32 \t%rd251, [%rd98];\n",
    "\tsetp.lt.u32 \t%p4, %r3, 3;\n",
    "\tmov.u64 \t%rd244, %rd251;\n",
    "\t@%p4 bra \t$L__BB6_5;\n",
    "\tld.param.u64 \t%rd242, [dc_coll_reduce_i32_param_16];\n",
    "\tadd.s64 \t%rd99, %rd243, %rd242;\n",
    "\tshl.b64 \t%rd100, %rd99, 2;\n",
    "\tadd.s64 \t%rd101, %rd7, %rd100;\n",
    "\tld.global.s32 \t%rd244, [%rd101];\n",
    "$L__BB6_5:\n",
    "\tsetp.lt.u32 \t%p5, %r3, 4;\n",
    "\tmov.u64 \t%rd245, %rd251;\n",
    "\t@%p5 bra \t$L__BB6_7;\n",
    "\tld.param.u64 \t%rd241, [dc_coll_reduce_i32_param_17];\n",
    "\tadd.s64 \t%rd102, %rd243, %rd241;\n",
    "\tshl.b64 \t%rd103, %rd102, 2;\n",
    "\tadd.s64 \t%rd104, %rd6, %rd103;\n",
    "\tld.global.s32 \t%rd245, [%rd104];\n",
    "$L__BB6_7:\n",
    "\tsetp.lt.u32 \t%p6, %r3, 5;\n",
    "\tmov.u64 \t%rd246, %rd251;\n",
    "\t@%p6 bra \t$L__BB6_9;\n",
    "\tld.param.u64 \t%rd240, [dc_coll_reduce_i32_param_18];\n",
    "\tadd.s64 \t%rd105, %rd243, %rd240;\n",
    "\tshl.b64 \t%rd106, %rd105, 2;\n",
    "\tadd.s64 \t%rd107, %rd5, %rd106;\n",
    "\tld.global.s32 \t%rd246, [%rd107];\n",
    "$L__BB6_9:\n",
    "\tsetp.lt.u32 \t%p7, %r3, 6;\n",
    "\tmov.u64 \t%rd247, %rd251;\n",
    "\t@%p7 bra \t$L__BB6_11;\n",
    "\tld.param.u64 \t%rd239, [dc_coll_reduce_i32_param_19];\n",
    "\tadd.s64 \t%rd108, %rd243, %rd239;\n",
    "\tshl.b64 \t%rd109, %rd108, 2;\n",
    "\tadd.s64 \t%rd110, %rd4, %rd109;\n",
    "\tld.global.s32 \t%rd247, [%rd110];\n",
    "$L__BB6_11:\n",
    "\tsetp.lt.u32 \t%p8, %r3, 7;\n",
    "\tmov.u64 \t%rd248, %rd251;\n",
    "\t@%p8 bra \t$L__BB6_13;\n",
    "\tld.param.u64 \t%rd238, [dc_coll_reduce_i32_param_20];\n",
    "\tadd.s64 \t%rd111, %rd243, %rd238;\n",
    "\tshl.b64 \t%rd112, %rd111, 2;\n",
    "\tadd.s64 \t%rd113, %rd3, %rd112;\n",
    "\tld.global.s32 \t%rd248, [%rd113];\n",
    "$L__BB6_13:\n",
    "\tsetp.lt.u32 \t%p9, %r3, 8;\n",
    "\tmov.u64 \t%rd249, %rd251;\n",
    "\t@%p9 bra \t$L__BB6_15;\n",
    "\tld.param.u64 \t%rd237, [dc_coll_reduce_i32_param_21];\n",
    "\tadd.s64 \t%rd114, %rd243, %rd237;\n",
    "\tshl.b64 \t%rd115, %rd114, 2;\n",
    "\tadd.s64 \t%rd116, %rd2, %rd115;\n",
    "\tld.global.s32 \t%rd249, [%rd116];\n",
    "$L__BB6_15:\n",
    "\t@%p4 bra \t$L__BB6_17;\n",
    "\tsetp.eq.s32 \t%p11, %r2, 3;\n",
    "\tmin.s64 \t%rd117, %rd244, %rd251;\n",
    "\tmax.s64 \t%rd118, %rd244, %rd251;\n",
    "\tadd.s64 \t%rd119, %rd244, %rd251;\n",
    "\tselp.b64 \t%rd120, %rd118, %rd119, %p11;\n",
    "\tsetp.eq.s32 \t%p12, %r2, 2;\n",
    "\tselp.b64 \t%rd121, %rd117, %rd120, %p12;\n",
    "\tmul.lo.s64 \t%rd122, %rd244, %rd251;\n",
    "\tsetp.eq.s32 \t%p13, %r2, 1;\n",
    "\tselp.b64 \t%rd251, %rd122, %rd121, %p13;\n",
    "$L__BB6_17:\n",
    "\t@%p5 bra \t$L__BB6_19;\n",
    "\tsetp.eq.s32 \t%p15, %r2, 3;\n",
    "\tmin.s64 \t%rd123, %rd245, %rd251;\n",
    "\tmax.s64 \t%rd124, %rd245, %rd251;\n",
    "\tadd.s64 \t%rd125, %rd251, %rd245;\n",
    "\tselp.b64 \t%rd126, %rd124, %rd125, %p15;\n",
    "\tsetp.eq.s32 \t%p16, %r2, 2;\n",
    "\tselp.b64 \t%rd127, %rd123, %rd126, %p16;\n",
    "\tmul.lo.s64 \t%rd128, %rd251, %rd245;\n",
    "\tsetp.eq.s32 \t%p17, %r2, 1;\n",
    "\tselp.b64 \t%rd251, %rd128, %rd127, %p17;\n",
    "$L__BB6_19:\n",
    "\t@%p6 bra \t$L__BB6_21;\n",
    "\tsetp.eq.s32 \t%p19, %r2, 3;\n",
    "\tmin.s64 \t%rd129, %rd246, %rd251;\n",
    "\tmax.s64 \t%rd130, %rd246, %rd251;\n",
    "\tadd.s64 \t%rd131, %rd251, %rd246;\n",
    "\tselp.b64 \t%rd132, %rd130, %rd131, %p19;\n",
    "\tsetp.eq.s32 \t%p20, %r2, 2;\n",
    "\tselp.b64 \t%rd133, %rd129, %rd132, %p20;\n",
    "\tmul.lo.s64 \t%rd134, %rd251, %rd246;\n",
    "\tsetp.eq.s32 \t%p21, %r2, 1;\n",
    "\tselp.b64 \t%rd251, %rd134, %rd133, %p21;\n",
    "$L__BB6_21:\n",
    "\t@%p7 bra \t$L__BB6_23;\n",
    "\tsetp.eq.s32 \t%p23, %r2, 3;\n",
    "\tmin.s64 \t%rd135, %rd247, %rd251;\n",
    "\tmax.s64 \t%rd136, %rd247, %rd251;\n",
    "\tadd.s64 \t%rd137, %rd251, %rd247;\n",
    "\tselp.b64 \t%rd138, %rd136, %rd137, %p23;\n",
    "\tsetp.eq.s32 \t%p24, %r2, 2;\n",
    "\tselp.b64 \t%rd139, %rd135, %rd138, %p24;\n",
    "\tmul.lo.s64 \t%rd140, %rd251, %rd247;\n",
    "\tsetp.eq.s32 \t%p25, %r2, 1;\n",
    "\tselp.b64 \t%rd251, %rd140, %rd139, %p25;\n",
    "$L__BB6_23:\n",
    "\t@%p8 bra \t$L__BB6_25;\n",
    "\tsetp.eq.s32 \t%p27, %r2, 3;\n",
    "\tmin.s64 \t%rd141, %rd248, %rd251;\n",
    "\tmax.s64 \t%rd142, %rd248, %rd251;\n",
    "\tadd.s64 \t%rd143, %rd251, %rd248;\n",
    "\tselp.b64 \t%rd144, %rd142, %rd143, %p27;\n",
    "\tsetp.eq.s32 \t%p28, %r2, 2;\n",
    "\tselp.b64 \t%rd145, %rd141, %rd144, %p28;\n",
    "\tmul.lo.s64 \t%rd146, %rd251, %rd248;\n",
    "\tsetp.eq.s32 \t%p29, %r2, 1;\n",
    "\tselp.b64 \t%rd251, %rd146, %rd145, %p29;\n",
    "$L__BB6_25:\n",
    "\t@%p9 bra \t$L__BB6_27;\n",
    "\tsetp.eq.s32 \t%p31, %r2, 3;\n",
    "\tmin.s64 \t%rd147, %rd249, %rd251;\n",
    "\tmax.s64 \t%rd148, %rd249, %rd251;\n",
    "\tadd.s64 \t%rd149, %rd251, %rd249;\n",
    "\tselp.b64 \t%rd150, %rd148, %rd149, %p31;\n",
    "\tsetp.eq.s32 \t%p32, %r2, 2;\n",
    "\tselp.b64 \t%rd151, %rd147, %rd150, %p32;\n",
    "\tmul.lo.s64 \t%rd152, %rd251, %rd249;\n",
    "\tsetp.eq.s32 \t%p33, %r2, 1;\n",
    "\tselp.b64 \t%rd251, %rd152, %rd151, %p33;\n",
    "$L__BB6_27:\n",
    "\tsetp.ne.s32 \t%p34, %r2, 4;\n",
    "\t@%p34 bra \t$L__BB6_31;\n",
    "\tand.b64  \t%rd153, %rd251, -4294967296;\n",
    "\tsetp.eq.s64 \t%p35, %rd153, 0;\n",
    "\t@%p35 bra \t$L__BB6_30;\n",
    "\tdiv.s64 \t%rd251, %rd251, %rd11;\n",
    "\tbra.uni \t$L__BB6_31;\n",
    "$L__BB6_30:\n",
    "\tcvt.u32.u64 \t%r11, %rd251;\n",
    "\tdiv.u32 \t%r12, %r11, %r10;\n",
    "\tcvt.u64.u32 \t%rd251, %r12;\n",
    "$L__BB6_31:\n",
    "\tadd.s64 \t%rd154, %rd243, %rd75;\n",
    "\tshl.b64 \t%rd155, %rd154, 2;\n",
    "\tadd.s64 \t%rd156, %rd1, %rd155;\n",
    "\tst.global.u32 \t[%rd156], %rd251;\n",
    "\tadd.s64 \t%rd243, %rd243, %rd9;\n",
    "\tsetp.lt.u64 \t%p36, %rd243, %rd76;\n",
    "\t@%p36 bra \t$L__BB6_3;\n",
    "$L__BB6_62:\n",
    "\tret;\n",
    "}\n",
    "\t// .globl\tdc_coll_reduce_u32\n",
    ".visible .entry dc_coll_reduce_u32(\n",
    "\t.param .u64 dc_coll_reduce_u32_param_0,\n",
    "\t.param .u64 dc_coll_reduce_u32_param_1,\n",
    "\t.param .u64 dc_coll_reduce_u32_param_2,\n",
    "\t.param .u32 dc_coll_reduce_u32_param_3,\n",
    "\t.param .u32 dc_coll_reduce_u32_param_4,\n",
    "\t.param .u32 dc_coll_reduce_u32_param_5,\n",
    "\t.param .u64 dc_coll_reduce_u32_param_6,\n",
    "\t.param .u64 dc_coll_reduce_u32_param_7,\n",
    "\t.param .u64 dc_coll_reduce_u32_param_8,\n",
    "\t.param .u64 dc_coll_reduce_u32_param_9,\n",
    "\t.param .u64 dc_coll_reduce_u32_param_10,\n",
    "\t.param .u64 dc_coll_reduce_u32_param_11,\n",
    "\t.param .u64 dc_coll_reduce_u32_param_12,\n",
    "\t.param .u64 dc_coll_reduce_u32_param_13,\n",
    "\t.param .u64 dc_coll_reduce_u32_param_14,\n",
    "\t.param .u64 dc_coll_reduce_u32_param_15,\n",
    "\t.param .u64 dc_coll_reduce_u32_param_16,\n",
    "\t.param .u64 dc_coll_reduce_u32_param_17,\n",
    "\t.param .u64 dc_coll_reduce_u32_param_18,\n",
    "\t.param .u64 dc_coll_reduce_u32_param_19,\n",
    "\t.param .u64 dc_coll_reduce_u32_param_20,\n",
    "\t.param .u64 dc_coll_reduce_u32_param_21\n",
    ")\n",
    "{\n",
    "\t.reg .pred \t%p<79>;\n",
    "\t.reg .b32 \t%r<17>;\n",
    "\t.reg .b64 \t%rd<271>;\n",
    "\tld.param.u64 \t%rd86, [dc_coll_reduce_u32_param_0];\n",
    "\tld.param.u64 \t%rd75, [dc_coll_reduce_u32_param_1];\n",
    "\tld.param.u64 \t%rd76, [dc_coll_reduce_u32_param_2];\n",
    "\tld.param.u32 \t%r2, [dc_coll_reduce_u32_param_3];\n",
    "\tld.param.u32 \t%r3, [dc_coll_reduce_u32_param_4];\n",
    "\tld.param.u64 \t%rd87, [dc_coll_reduce_u32_param_6];\n",
    "\tld.param.u64 \t%rd77, [dc_coll_reduce_u32_param_7];\n",
    "\tld.param.u64 \t%rd88, [dc_coll_reduce_u32_param_8];\n",
    "\tld.param.u64 \t%rd89, [dc_coll_reduce_u32_param_9];\n",
    "\tld.param.u64 \t%rd90, [dc_coll_reduce_u32_param_10];\n",
    "\tld.param.u64 \t%rd91, [dc_coll_reduce_u32_param_11];\n",
    "\tld.param.u64 \t%rd92, [dc_coll_reduce_u32_param_12];\n",
    "\tld.param.u64 \t%rd93, [dc_coll_reduce_u32_param_13];\n",
    "\tld.param.u64 \t%rd79, [dc_coll_reduce_u32_param_15];\n",
    "\tcvta.to.global.u64 \t%rd1, %rd86;\n",
    "\tcvta.to.global.u64 \t%rd2, %rd93;\n",
    "\tcvta.to.global.u64 \t%rd3, %rd92;\n",
    "\tcvta.to.global.u64 \t%rd4, %rd91;\n",
    "\tcvta.to.global.u64 \t%rd5, %rd90;\n",
    "\tcvta.to.global.u64 \t%rd6, %rd89;\n",
    "\tcvta.to.global.u64 \t%rd7, %rd88;\n",
    "\tcvta.to.global.u64 \t%rd8, %rd87;\n",
    "\tmov.u32 \t%r5, %nctaid.x;\n",
    "\tmov.u32 \t%r6, %ntid.x;\n",
    "\tmul.wide.u32 \t%rd9, %r5, %r6;\n",
    "\tmov.u32 \t%r7, %ctaid.x;\n",
    "\tmul.wide.u32 \t%rd94, %r7, %r6;\n",
    "\tmov.u32 \t%r8, %tid.x;\n",
    "\tcvt.u64.u32 \t%rd95, %r8;\n",
    "\tadd.s64 \t%rd243, %rd94, %rd95;\n",
    "\tsetp.ge.u64 \t%p1, %rd243, %rd76;\n",
    "\t@%p1 bra \t$L__BB7_62;\n",
    "\tld.param.u32 \t%r16, [dc_coll_reduce_u32_param_5];\n",
    "\tsetp.gt.u32 \t%p2, %r3, 1;\n",
    "\tsetp.eq.s32 \t%p3, %r16, 0;\n",
    "\tselp.b32 \t%r9, 1, %r16, %p3;\n",
    "\tcvt.u64.u32 \t%rd11, %r9;\n",
    "\t@%p2 bra \t$L__BB7_32;\n",
    "\tbra.uni \t$L__BB7_2;\n",
    "$L__BB7_32:\n",
    "\tcvta.to.global.u64 \t%rd42, %rd77;\n",
    "\tcvt.u32.u64 \t%r13, %rd11;\n",
    "$L__BB7_33:\n",
    "\tld.param.u64 \t%rd229, [dc_coll_reduce_u32_param_14];\n",
    "\tadd.s64 \t%rd157, %rd243, %rd229;\n",
    "\tshl.b64 \t%rd158, %rd157, 2;\n",
    "\tadd.s64 \t%rd159, %rd8, %rd158;\n",
    "\tld.global.u32 \t%rd44, [%rd159];\n",
    "\tadd.s64 \t%rd160, %rd243, %rd79;\n",
    "\tshl.b64 \t%rd161, %rd160, 2;\n",
    "\tadd.s64 \t%rd162, %rd42, %rd161;\n",
    "\tld.global.u32 \t%r1, [%rd162];\n",
    "\tsetp.lt.u32 \t%p37, %r3, 3;\n",
    "\tmov.u64 \t%rd258, %rd44;\n",
    "\t@%p37 bra \t$L__BB7_35;\n",
    "\tld.param.u64 \t%rd235, [dc_coll_reduce_u32_param_16];\n",
    "\tadd.s64 \t%rd163, %rd243, %rd235;\n",
    "\tshl.b64 \t%rd164, %rd163, 2;\n",
    "\tadd.s64 \t%rd165, %rd7, %rd164;\n",
    "\tld.global.u32 \t%rd258, [%rd165];\n",
    "$L__BB7_35:\n",
    "\tsetp.lt.u32 \t%p38, %r3, 4;\n",
    "\tmov.u64 \t%rd259, %rd44;\n",
    "\t@%p38 bra \t$L__BB7_37;\n",
    "\tld.param.u64 \t%rd234, [dc_coll_reduce_u32_param_17];\n",
    "\tadd.s64 \t%rd166, %rd243, %rd234;\n",
    "\tshl.b64 \t%rd167, %rd166, 2;\n",
    "\tadd.s64 \t%rd168, %rd6, %rd167;\n",
    "\tld.global.u32 \t%rd259, [%rd168];\n",
    "$L__BB7_37:\n",
    "\tsetp.lt.u32 \t%p39, %r3, 5;\n",
    "\tmov.u64 \t%rd260, %rd44;\n",
    "\t@%p39 bra \t$L__BB7_39;\n",
    "\tld.param.u64 \t%rd233, [dc_coll_reduce_u32_param_18];\n",
    "\tadd.s64 \t%rd169, %rd243, %rd233;\n",
    "\tshl.b64 \t%rd170, %rd169, 2;\n",
    "\tadd.s64 \t%rd171, %rd5, %rd170;\n",
    "\tld.global.u32 \t%rd260, [%rd171];\n",
    "$L__BB7_39:\n",
    "\tsetp.lt.u32 \t%p40, %r3, 6;\n",
    "\tmov.u64 \t%rd261, %rd44;\n",
    "\t@%p40 bra \t$L__BB7_41;\n",
    "\tld.param.u64 \t%rd232, [dc_coll_reduce_u32_param_19];\n",
    "\tadd.s64 \t%rd172, %rd243, %rd232;\n",
    "\tshl.b64 \t%rd173, %rd172, 2;\n",
    "\tadd.s64 \t%rd174, %rd4, %rd173;\n",
    "\tld.global.u32 \t%rd261, [%rd174];\n",
    "$L__BB7_41:\n",
    "\tsetp.lt.u32 \t%p41, %r3, 7;\n",
    "\tmov.u64 \t%rd262, %rd44;\n",
    "\t@%p41 bra \t$L__BB7_43;\n",
    "\tld.param.u64 \t%rd231, [dc_coll_reduce_u32_param_20];\n",
    "\tadd.s64 \t%rd175, %rd243, %rd231;\n",
    "\tshl.b64 \t%rd176, %rd175, 2;\n",
    "\tadd.s64 \t%rd177, %rd3, %rd176;\n",
    "\tld.global.u32 \t%rd262, [%rd177];\n",
    "$L__BB7_43:\n",
    "\tsetp.lt.u32 \t%p42, %r3, 8;\n",
    "\tmov.u64 \t%rd263, %rd44;\n",
    "\t@%p42 bra \t$L__BB7_45;\n",
    "\tld.param.u64 \t%rd230, [dc_coll_reduce_u32_param_21];\n",
    "\tadd.s64 \t%rd178, %rd243, %rd230;\n",
    "\tshl.b64 \t%rd179, %rd178, 2;\n",
    "\tadd.s64 \t%rd180, %rd2, %rd179;\n",
    "\tld.global.u32 \t%rd263, [%rd180];\n",
    "$L__BB7_45:\n",
    "\tsetp.lt.u32 \t%p78, %r3, 3;\n",
    "\tcvt.u64.u32 \t%rd181, %r1;\n",
    "\tmin.u64 \t%rd182, %rd181, %rd44;\n",
    "\tmax.u64 \t%rd183, %rd181, %rd44;\n",
    "\tadd.s64 \t%rd184, %rd181, %rd44;\n",
    "\tsetp.eq.s32 \t%p43, %r2, 3;\n",
    "\tselp.b64 \t%rd185, %rd183, %rd184, %p43;\n",
    "\tsetp.eq.s32 \t%p44, %r2, 2;\n",
    "\tselp.b64 \t%rd186, %rd182, %rd185, %p44;\n",
    "\tmul.lo.s64 \t%rd57, %rd181, %rd44;\n",
    "\tsetp.eq.s32 \t%p45, %r2, 1;\n",
    "\tselp.b64 \t%rd265, %rd57, %rd186, %p45;\n",
    "\t@%p78 bra \t$L__BB7_47;\n",
    "\tmin.u64 \t%rd187, %rd258, %rd265;\n",
    "\tmax.u64 \t%rd188, %rd258, %rd265;\n",
    "\tadd.s64 \t%rd189, %rd265, %rd258;\n",
    "\tselp.b64 \t%rd190, %rd188, %rd189, %p43;\n",
    "\tselp.b64 \t%rd191, %rd187, %rd190, %p44;\n",
    "\tmul.lo.s64 \t%rd192, %rd57, %rd258;\n",
    "\tselp.b64 \t%rd265, %rd192, %rd191, %p45;\n",
    "$L__BB7_47:\n",
    "\tsetp.lt.u32 \t%p73, %r3, 4;\n",
    "\t@%p73 bra \t$L__BB7_49;\n",
    "\tmin.u64 \t%rd193, %rd259, %rd265;\n",
    "\tmax.u64 \t%rd194, %rd259, %rd265;\n",
    "\tadd.s64 \t%rd195, %rd265, %rd259;\n",
    "\tselp.b64 \t%rd196, %rd194, %rd195, %p43;\n",
    "\tselp.b64 \t%rd197, %rd193, %rd196, %p44;\n",
    "\tmul.lo.s64 \t%rd198, %rd265, %rd259;\n",
    "\tselp.b64 \t%rd265, %rd198, %rd197, %p45;\n",
    "$L__BB7_49:\n",
    "\tsetp.lt.u32 \t%p74, %r3, 5;\n",
    "\t@%p74 bra \t$L__BB7_51;\n",
    "\tmin.u64 \t%rd199, %rd260, %rd265;\n",
    "\tmax.u64 \t%rd200, %rd260, %rd265;\n",
    "\tadd.s64 \t%rd201, %rd265, %rd260;\n",
    "\tselp.b64 \t%rd202, %rd200, %rd201, %p43;\n",
    "\tselp.b64 \t%rd203, %rd199, %rd202, %p44;\n",
    "\tmul.lo.s64 \t%rd204, %rd265, %rd260;\n",
    "\tselp.b64 \t%rd265, %rd204, %rd203, %p45;\n",
    "$L__BB7_51:\n",
    "\tsetp.lt.u32 \t%p75, %r3, 6;\n",
    "\t@%p75 bra \t$L__BB7_53;\n",
    "\tmin.u64 \t%rd205, %rd261, %rd265;\n",
    "\tmax.u64 \t%rd206, %rd261, %rd265;\n",
    "\tadd.s64 \t%rd207, %rd265, %rd261;\n",
    "\tselp.b64 \t%rd208, %rd206, %rd207, %p43;\n",
    "\tselp.b64 \t%rd209, %rd205, %rd208, %p44;\n",
    "\tmul.lo.s64 \t%rd210, %rd265, %rd261;\n",
    "\tselp.b64 \t%rd265, %rd210, %rd209, %p45;\n",
    "$L__BB7_53:\n",
    "\tsetp.lt.u32 \t%p76, %r3, 7;\n",
    "\t@%p76 bra \t$L__BB7_55;\n",
    "\tmin.u64 \t%rd211, %rd262, %rd265;\n",
    "\tmax.u64 \t%rd212, %rd262, %rd265;\n",
    "\tadd.s64 \t%rd213, %rd265, %rd262;\n",
    "\tselp.b64 \t%rd214, %rd212, %rd213, %p43;\n",
    "\tselp.b64 \t%rd215, %rd211, %rd214, %p44;\n",
    "\tmul.lo.s64 \t%rd216, %rd265, %rd262;\n",
    "\tselp.b64 \t%rd265, %rd216, %rd215, %p45;\n",
    "$L__BB7_55:\n",
    "\tsetp.lt.u32 \t%p77, %r3, 8;\n",
    "\t@%p77 bra \t$L__BB7_57;\n",
    "\tmin.u64 \t%rd217, %rd263, %rd265;\n",
    "\tmax.u64 \t%rd218, %rd263, %rd265;\n",
    "\tadd.s64 \t%rd219, %rd265, %rd263;\n",
    "\tselp.b64 \t%rd220, %rd218, %rd219, %p43;\n",
    "\tselp.b64 \t%rd221, %rd217, %rd220, %p44;\n",
    "\tmul.lo.s64 \t%rd222, %rd265, %rd263;\n",
    "\tselp.b64 \t%rd265, %rd222, %rd221, %p45;\n",
    "$L__BB7_57:\n",
    "\tsetp.ne.s32 \t%p70, %r2, 4;\n",
    "\t@%p70 bra \t$L__BB7_61;\n",
    "\tand.b64  \t%rd223, %rd265, -4294967296;\n",
    "\tsetp.eq.s64 \t%p71, %rd223, 0;\n",
    "\t@%p71 bra \t$L__BB7_60;\n",
    "\tdiv.u64 \t%rd265, %rd265, %rd11;\n",
    "\tbra.uni \t$L__BB7_61;\n",
    "$L__BB7_60:\n",
    "\tcvt.u32.u64 \t%r14, %rd265;\n",
    "\tdiv.u32 \t%r15, %r14, %r13;\n",
    "\tcvt.u64.u32 \t%rd265, %r15;\n",
    "$L__BB7_61:\n",
    "\tld.param.u64 \t%rd228, [dc_coll_reduce_u32_param_2];\n",
    "\tld.param.u64 \t%rd227, [dc_coll_reduce_u32_param_1];\n",
    "\tadd.s64 \t%rd224, %rd243, %rd227;\n",
    "\tshl.b64 \t%rd225, %rd224, 2;\n",
    "\tadd.s64 \t%rd226, %rd1, %rd225;\n",
    "\tst.global.u32 \t[%rd226], %rd265;\n",
    "\tadd.s64 \t%rd243, %rd243, %rd9;\n",
    "\tsetp.lt.u64 \t%p72, %rd243, %rd228;\n",
    "\t@%p72 bra \t$L__BB7_33;\n",
    "\tbra.uni \t$L__BB7_62;\n",
    "$L__BB7_2:\n",
    "\tcvt.u32.u64 \t%r10, %rd11;\n",
    "$L__BB7_3:\n",
    "\tld.param.u64 \t%rd236, [dc_coll_reduce_u32_param_14];\n",
    "\tadd.s64 \t%rd96, %rd243, %rd236;\n",
    "\tshl.b64 \t%rd97, %rd96, 2;\n",
    "\tadd.s64 \t%rd98, %rd8, %rd97;\n",
    "\tld.global.u32 \t%rd251, [%rd98];\n",
    "\tsetp.lt.u32 \t%p4, %r3, 3;\n",
    "\tmov.u64 \t%rd244, %rd251;\n",
    "\t@%p4 bra \t$L__BB7_5;\n",
    "\tld.param.u64 \t%rd242, [dc_coll_reduce_u32_param_16];\n",
    "\tadd.s64 \t%rd99, %rd243, %rd242;\n",
    "\tshl.b64 \t%rd100, %rd99, 2;\n",
    "\tadd.s64 \t%rd101, %rd7, %rd100;\n",
    "\tld.global.u32 \t%rd244, [%rd101];\n",
    "$L__BB7_5:\n",
    "\tsetp.lt.u32 \t%p5, %r3, 4;\n",
    "\tmov.u64 \t%rd245, %rd251;\n",
    "\t@%p5 bra \t$L__BB7_7;\n",
    "\tld.param.u64 \t%rd241, [dc_coll_reduce_u32_param_17];\n",
    "\tadd.s64 \t%rd102, %rd243, %rd241;\n",
    "\tshl.b64 \t%rd103, %rd102, 2;\n",
    "\tadd.s64 \t%rd104, %rd6, %rd103;\n",
    "\tld.global.u32 \t%rd245, [%rd104];\n",
    "$L__BB7_7:\n",
    "\tsetp.lt.u32 \t%p6, %r3, 5;\n",
    "\tmov.u64 \t%rd246, %rd251;\n",
    "\t@%p6 bra \t$L__BB7_9;\n",
    "\tld.param.u64 \t%rd240, [dc_coll_reduce_u32_param_18];\n",
    "\tadd.s64 \t%rd105, %rd243, %rd240;\n",
    "\tshl.b64 \t%rd106, %rd105, 2;\n",
    "\tadd.s64 \t%rd107, %rd5, %rd106;\n",
    "\tld.global.u32 \t%rd246, [%rd107];\n",
    "$L__BB7_9:\n",
    "\tsetp.lt.u32 \t%p7, %r3, 6;\n",
    "\tmov.u64 \t%rd247, %rd251;\n",
    "\t@%p7 bra \t$L__BB7_11;\n",
    "\tld.param.u64 \t%rd239, [dc_coll_reduce_u32_param_19];\n",
    "\tadd.s64 \t%rd108, %rd243, %rd239;\n",
    "\tshl.b64 \t%rd109, %rd108, 2;\n",
    "\tadd.s64 \t%rd110, %rd4, %rd109;\n",
    "\tld.global.u32 \t%rd247, [%rd110];\n",
    "$L__BB7_11:\n",
    "\tsetp.lt.u32 \t%p8, %r3, 7;\n",
    "\tmov.u64 \t%rd248, %rd251;\n",
    "\t@%p8 bra \t$L__BB7_13;\n",
    "\tld.param.u64 \t%rd238, [dc_coll_reduce_u32_param_20];\n",
    "\tadd.s64 \t%rd111, %rd243, %rd238;\n",
    "\tshl.b64 \t%rd112, %rd111, 2;\n",
    "\tadd.s64 \t%rd113, %rd3, %rd112;\n",
    "\tld.global.u32 \t%rd248, [%rd113];\n",
    "$L__BB7_13:\n",
    "\tsetp.lt.u32 \t%p9, %r3, 8;\n",
    "\tmov.u64 \t%rd249, %rd251;\n",
    "\t@%p9 bra \t$L__BB7_15;\n",
    "\tld.param.u64 \t%rd237, [dc_coll_reduce_u32_param_21];\n",
    "\tadd.s64 \t%rd114, %rd243, %rd237;\n",
    "\tshl.b64 \t%rd115, %rd114, 2;\n",
    "\tadd.s64 \t%rd116, %rd2, %rd115;\n",
    "\tld.global.u32 \t%rd249, [%rd116];\n",
    "$L__BB7_15:\n",
    "\t@%p4 bra \t$L__BB7_17;\n",
    "\tsetp.eq.s32 \t%p11, %r2, 3;\n",
    "\tmin.u64 \t%rd117, %rd244, %rd251;\n",
    "\tmax.u64 \t%rd118, %rd244, %rd251;\n",
    "\tadd.s64 \t%rd119, %rd244, %rd251;\n",
    "\tselp.b64 \t%rd120, %rd118, %rd119, %p11;\n",
    "\tsetp.eq.s32 \t%p12, %r2, 2;\n",
    "\tselp.b64 \t%rd121, %rd117, %rd120, %p12;\n",
    "\tmul.lo.s64 \t%rd122, %rd244, %rd251;\n",
    "\tsetp.eq.s32 \t%p13, %r2, 1;\n",
    "\tselp.b64 \t%rd251, %rd122, %rd121, %p13;\n",
    "$L__BB7_17:\n",
    "\t@%p5 bra \t$L__BB7_19;\n",
    "\tsetp.eq.s32 \t%p15, %r2, 3;\n",
    "\tmin.u64 \t%rd123, %rd245, %rd251;\n",
    "\tmax.u64 \t%rd124, %rd245, %rd251;\n",
    "\tadd.s64 \t%rd125, %rd251, %rd245;\n",
    "\tselp.b64 \t%rd126, %rd124, %rd125, %p15;\n",
    "\tsetp.eq.s32 \t%p16, %r2, 2;\n",
    "\tselp.b64 \t%rd127, %rd123, %rd126, %p16;\n",
    "\tmul.lo.s64 \t%rd128, %rd251, %rd245;\n",
    "\tsetp.eq.s32 \t%p17, %r2, 1;\n",
    "\tselp.b64 \t%rd251, %rd128, %rd127, %p17;\n",
    "$L__BB7_19:\n",
    "\t@%p6 bra \t$L__BB7_21;\n",
    "\tsetp.eq.s32 \t%p19, %r2, 3;\n",
    "\tmin.u64 \t%rd129, %rd246, %rd251;\n",
    "\tmax.u64 \t%rd130, %rd246, %rd251;\n",
    "\tadd.s64 \t%rd131, %rd251, %rd246;\n",
    "\tselp.b64 \t%rd132, %rd130, %rd131, %p19;\n",
    "\tsetp.eq.s32 \t%p20, %r2, 2;\n",
    "\tselp.b64 \t%rd133, %rd129, %rd132, %p20;\n",
    "\tmul.lo.s64 \t%rd134, %rd251, %rd246;\n",
    "\tsetp.eq.s32 \t%p21, %r2, 1;\n",
    "\tselp.b64 \t%rd251, %rd134, %rd133, %p21;\n",
    "$L__BB7_21:\n",
    "\t@%p7 bra \t$L__BB7_23;\n",
    "\tsetp.eq.s32 \t%p23, %r2, 3;\n",
    "\tmin.u64 \t%rd135, %rd247, %rd251;\n",
    "\tmax.u64 \t%rd136, %rd247, %rd251;\n",
    "\tadd.s64 \t%rd137, %rd251, %rd247;\n",
    "\tselp.b64 \t%rd138, %rd136, %rd137, %p23;\n",
    "\tsetp.eq.s32 \t%p24, %r2, 2;\n",
    "\tselp.b64 \t%rd139, %rd135, %rd138, %p24;\n",
    "\tmul.lo.s64 \t%rd140, %rd251, %rd247;\n",
    "\tsetp.eq.s32 \t%p25, %r2, 1;\n",
    "\tselp.b64 \t%rd251, %rd140, %rd139, %p25;\n",
    "$L__BB7_23:\n",
    "\t@%p8 bra \t$L__BB7_25;\n",
    "\tsetp.eq.s32 \t%p27, %r2, 3;\n",
    "\tmin.u64 \t%rd141, %rd248, %rd251;\n",
    "\tmax.u64 \t%rd142, %rd248, %rd251;\n",
    "\tadd.s64 \t%rd143, %rd251, %rd248;\n",
    "\tselp.b64 \t%rd144, %rd142, %rd143, %p27;\n",
    "\tsetp.eq.s32 \t%p28, %r2, 2;\n",
    "\tselp.b64 \t%rd145, %rd141, %rd144, %p28;\n",
    "\tmul.lo.s64 \t%rd146, %rd251, %rd248;\n",
    "\tsetp.eq.s32 \t%p29, %r2, 1;\n",
    "\tselp.b64 \t%rd251, %rd146, %rd145, %p29;\n",
    "$L__BB7_25:\n",
    "\t@%p9 bra \t$L__BB7_27;\n",
    "\tsetp.eq.s32 \t%p31, %r2, 3;\n",
    "\tmin.u64 \t%rd147, %rd249, %rd251;\n",
    "\tmax.u64 \t%rd148, %rd249, %rd251;\n",
    "\tadd.s64 \t%rd149, %rd251, %rd249;\n",
    "\tselp.b64 \t%rd150, %rd148, %rd149, %p31;\n",
    "\tsetp.eq.s32 \t%p32, %r2, 2;\n",
    "\tselp.b64 \t%rd151, %rd147, %rd150, %p32;\n",
    "\tmul.lo.s64 \t%rd152, %rd251, %rd249;\n",
    "\tsetp.eq.s32 \t%p33, %r2, 1;\n",
    "\tselp.b64 \t%rd251, %rd152, %rd151, %p33;\n",
    "$L__BB7_27:\n",
    "\tsetp.ne.s32 \t%p34, %r2, 4;\n",
    "\t@%p34 bra \t$L__BB7_31;\n",
    "\tand.b64  \t%rd153, %rd251, -4294967296;\n",
    "\tsetp.eq.s64 \t%p35, %rd153, 0;\n",
    "\t@%p35 bra \t$L__BB7_30;\n",
    "\tdiv.u64 \t%rd251, %rd251, %rd11;\n",
    "\tbra.uni \t$L__BB7_31;\n",
    "$L__BB7_30:\n",
    "\tcvt.u32.u64 \t%r11, %rd251;\n",
    "\tdiv.u32 \t%r12, %r11, %r10;\n",
    "\tcvt.u64.u32 \t%rd251, %r12;\n",
    "$L__BB7_31:\n",
    "\tadd.s64 \t%rd154, %rd243, %rd75;\n",
    "\tshl.b64 \t%rd155, %rd154, 2;\n",
    "\tadd.s64 \t%rd156, %rd1, %rd155;\n",
    "\tst.global.u32 \t[%rd156], %rd251;\n",
    "\tadd.s64 \t%rd243, %rd243, %rd9;\n",
    "\tsetp.lt.u64 \t%p36, %rd243, %rd76;\n",
    "\t@%p36 bra \t$L__BB7_3;\n",
    "$L__BB7_62:\n",
    "\tret;\n",
    "}\n",
    "\t// .globl\tdc_coll_reduce_i64\n",
    ".visible .entry dc_coll_reduce_i64(\n",
    "\t.param .u64 dc_coll_reduce_i64_param_0,\n",
    "\t.param .u64 dc_coll_reduce_i64_param_1,\n",
    "\t.param .u64 dc_coll_reduce_i64_param_2,\n",
    "\t.param .u32 dc_coll_reduce_i64_param_3,\n",
    "\t.param .u32 dc_coll_reduce_i64_param_4,\n",
    "\t.param .u32 dc_coll_reduce_i64_param_5,\n",
    "\t.param .u64 dc_coll_reduce_i64_param_6,\n",
    "\t.param .u64 dc_coll_reduce_i64_param_7,\n",
    "\t.param .u64 dc_coll_reduce_i64_param_8,\n",
    "\t.param .u64 dc_coll_reduce_i64_param_9,\n",
    "\t.param .u64 dc_coll_reduce_i64_param_10,\n",
    "\t.param .u64 dc_coll_reduce_i64_param_11,\n",
    "\t.param .u64 dc_coll_reduce_i64_param_12,\n",
    "\t.param .u64 dc_coll_reduce_i64_param_13,\n",
    "\t.param .u64 dc_coll_reduce_i64_param_14,\n",
    "\t.param .u64 dc_coll_reduce_i64_param_15,\n",
    "\t.param .u64 dc_coll_reduce_i64_param_16,\n",
    "\t.param .u64 dc_coll_reduce_i64_param_17,\n",
    "\t.param .u64 dc_coll_reduce_i64_param_18,\n",
    "\t.param .u64 dc_coll_reduce_i64_param_19,\n",
    "\t.param .u64 dc_coll_reduce_i64_param_20,\n",
    "\t.param .u64 dc_coll_reduce_i64_param_21\n",
    ")\n",
    "{\n",
    "\t.reg .pred \t%p<79>;\n",
    "\t.reg .b32 \t%r<16>;\n",
    "\t.reg .b64 \t%rd<273>;\n",
    "\tld.param.u64 \t%rd87, [dc_coll_reduce_i64_param_0];\n",
    "\tld.param.u64 \t%rd77, [dc_coll_reduce_i64_param_2];\n",
    "\tld.param.u32 \t%r1, [dc_coll_reduce_i64_param_3];\n",
    "\tld.param.u32 \t%r2, [dc_coll_reduce_i64_param_4];\n",
    "\tld.param.u64 \t%rd88, [dc_coll_reduce_i64_param_6];\n",
    "\tld.param.u64 \t%rd78, [dc_coll_reduce_i64_param_7];\n",
    "\tld.param.u64 \t%rd89, [dc_coll_reduce_i64_param_8];\n",
    "\tld.param.u64 \t%rd90, [dc_coll_reduce_i64_param_9];\n",
    "\tld.param.u64 \t%rd91, [dc_coll_reduce_i64_param_10];\n",
    "\tld.param.u64 \t%rd92, [dc_coll_reduce_i64_param_11];\n",
    "\tld.param.u64 \t%rd93, [dc_coll_reduce_i64_param_12];\n",
    "\tld.param.u64 \t%rd94, [dc_coll_reduce_i64_param_13];\n",
    "\tld.param.u64 \t%rd80, [dc_coll_reduce_i64_param_15];\n",
    "\tcvta.to.global.u64 \t%rd1, %rd87;\n",
    "\tcvta.to.global.u64 \t%rd2, %rd94;\n",
    "\tcvta.to.global.u64 \t%rd3, %rd93;\n",
    "\tcvta.to.global.u64 \t%rd4, %rd92;\n",
    "\tcvta.to.global.u64 \t%rd5, %rd91;\n",
    "\tcvta.to.global.u64 \t%rd6, %rd90;\n",
    "\tcvta.to.global.u64 \t%rd7, %rd89;\n",
    "\tcvta.to.global.u64 \t%rd8, %rd88;\n",
    "\tmov.u32 \t%r4, %nctaid.x;\n",
    "\tmov.u32 \t%r5, %ntid.x;\n",
    "\tmul.wide.u32 \t%rd9, %r4, %r5;\n",
    "\tmov.u32 \t%r6, %ctaid.x;\n",
    "\tmul.wide.u32 \t%rd95, %r6, %r5;\n",
    "\tmov.u32 \t%r7, %tid.x;\n",
    "\tcvt.u64.u32 \t%rd96, %r7;\n",
    "\tadd.s64 \t%rd245, %rd95, %rd96;\n",
    "\tsetp.ge.u64 \t%p1, %rd245, %rd77;\n",
    "\t@%p1 bra \t$L__BB8_62;\n",
    "\tld.param.u32 \t%r15, [dc_coll_reduce_i64_param_5];\n",
    "\tsetp.gt.u32 \t%p2, %r2, 1;\n",
    "\tsetp.eq.s32 \t%p3, %r15, 0;\n",
    "\tselp.b32 \t%r8, 1, %r15, %p3;\n",
    "\tcvt.u64.u32 \t%rd11, %r8;\n",
    "\t@%p2 bra \t$L__BB8_32;\n",
    "\tbra.uni \t$L__BB8_2;\n",
    "$L__BB8_32:\n",
    "\tcvta.to.global.u64 \t%rd42, %rd78;\n",
    "\tcvt.u32.u64 \t%r12, %rd11;\n",
    "$L__BB8_33:\n",
    "\tld.param.u64 \t%rd229, [dc_coll_reduce_i64_param_14];\n",
    "\tadd.s64 \t%rd158, %rd245, %rd229;\n",
    "\tshl.b64 \t%rd159, %rd158, 3;\n",
    "\tadd.s64 \t%rd160, %rd8, %rd159;\n",
    "\tld.global.u64 \t%rd44, [%rd160];\n",
    "\tadd.s64 \t%rd161, %rd245, %rd80;\n",
    "\tshl.b64 \t%rd162, %rd161, 3;\n",
    "\tadd.s64 \t%rd163, %rd42, %rd162;\n",
    "\tld.global.u64 \t%rd45, [%rd163];\n",
    "\tsetp.lt.u32 \t%p37, %r2, 3;\n",
    "\tmov.u64 \t%rd260, %rd44;\n",
    "\t@%p37 bra \t$L__BB8_35;\n",
    "\tld.param.u64 \t%rd235, [dc_coll_reduce_i64_param_16];\n",
    "\tadd.s64 \t%rd164, %rd245, %rd235;\n",
    "\tshl.b64 \t%rd165, %rd164, 3;\n",
    "\tadd.s64 \t%rd166, %rd7, %rd165;\n",
    "\tld.global.u64 \t%rd260, [%rd166];\n",
    "$L__BB8_35:\n",
    "\tsetp.lt.u32 \t%p38, %r2, 4;\n",
    "\tmov.u64 \t%rd261, %rd44;\n",
    "\t@%p38 bra \t$L__BB8_37;\n",
    "\tld.param.u64 \t%rd234, [dc_coll_reduce_i64_param_17];\n",
    "\tadd.s64 \t%rd167, %rd245, %rd234;\n",
    "\tshl.b64 \t%rd168, %rd167, 3;\n",
    "\tadd.s64 \t%rd169, %rd6, %rd168;\n",
    "\tld.global.u64 \t%rd261, [%rd169];\n",
    "$L__BB8_37:\n",
    "\tsetp.lt.u32 \t%p39, %r2, 5;\n",
    "\tmov.u64 \t%rd262, %rd44;\n",
    "\t@%p39 bra \t$L__BB8_39;\n",
    "\tld.param.u64 \t%rd233, [dc_coll_reduce_i64_param_18];\n",
    "\tadd.s64 \t%rd170, %rd245, %rd233;\n",
    "\tshl.b64 \t%rd171, %rd170, 3;\n",
    "\tadd.s64 \t%rd172, %rd5, %rd171;\n",
    "\tld.global.u64 \t%rd262, [%rd172];\n",
    "$L__BB8_39:\n",
    "\tsetp.lt.u32 \t%p40, %r2, 6;\n",
    "\tmov.u64 \t%rd263, %rd44;\n",
    "\t@%p40 bra \t$L__BB8_41;\n",
    "\tld.param.u64 \t%rd232, [dc_coll_reduce_i64_param_19];\n",
    "\tadd.s64 \t%rd173, %rd245, %rd232;\n",
    "\tshl.b64 \t%rd174, %rd173, 3;\n",
    "\tadd.s64 \t%rd175, %rd4, %rd174;\n",
    "\tld.global.u64 \t%rd263, [%rd175];\n",
    "$L__BB8_41:\n",
    "\tsetp.lt.u32 \t%p41, %r2, 7;\n",
    "\tmov.u64 \t%rd264, %rd44;\n",
    "\t@%p41 bra \t$L__BB8_43;\n",
    "\tld.param.u64 \t%rd231, [dc_coll_reduce_i64_param_20];\n",
    "\tadd.s64 \t%rd176, %rd245, %rd231;\n",
    "\tshl.b64 \t%rd177, %rd176, 3;\n",
    "\tadd.s64 \t%rd178, %rd3, %rd177;\n",
    "\tld.global.u64 \t%rd264, [%rd178];\n",
    "$L__BB8_43:\n",
    "\tsetp.lt.u32 \t%p42, %r2, 8;\n",
    "\tmov.u64 \t%rd265, %rd44;\n",
    "\t@%p42 bra \t$L__BB8_45;\n",
    "\tld.param.u64 \t%rd230, [dc_coll_reduce_i64_param_21];\n",
    "\tadd.s64 \t%rd179, %rd245, %rd230;\n",
    "\tshl.b64 \t%rd180, %rd179, 3;\n",
    "\tadd.s64 \t%rd181, %rd2, %rd180;\n",
    "\tld.global.u64 \t%rd265, [%rd181];\n",
    "$L__BB8_45:\n",
    "\tsetp.lt.u32 \t%p78, %r2, 3;\n",
    "\tmin.s64 \t%rd182, %rd45, %rd44;\n",
    "\tmax.s64 \t%rd183, %rd45, %rd44;\n",
    "\tadd.s64 \t%rd184, %rd45, %rd44;\n",
    "\tsetp.eq.s32 \t%p43, %r1, 3;\n",
    "\tselp.b64 \t%rd185, %rd183, %rd184, %p43;\n",
    "\tsetp.eq.s32 \t%p44, %r1, 2;\n",
    "\tselp.b64 \t%rd186, %rd182, %rd185, %p44;\n",
    "\tmul.lo.s64 \t%rd58, %rd45, %rd44;\n",
    "\tsetp.eq.s32 \t%p45, %r1, 1;\n",
    "\tselp.b64 \t%rd267, %rd58, %rd186, %p45;\n",
    "\t@%p78 bra \t$L__BB8_47;\n",
    "\tmin.s64 \t%rd187, %rd260, %rd267;\n",
    "\tmax.s64 \t%rd188, %rd260, %rd267;\n",
    "\tadd.s64 \t%rd189, %rd267, %rd260;\n",
    "\tselp.b64 \t%rd190, %rd188, %rd189, %p43;\n",
    "\tselp.b64 \t%rd191, %rd187, %rd190, %p44;\n",
    "\tmul.lo.s64 \t%rd192, %rd58, %rd260;\n",
    "\tselp.b64 \t%rd267, %rd192, %rd191, %p45;\n",
    "$L__BB8_47:\n",
    "\tsetp.lt.u32 \t%p73, %r2, 4;\n",
    "\t@%p73 bra \t$L__BB8_49;\n",
    "\tmin.s64 \t%rd193, %rd261, %rd267;\n",
    "\tmax.s64 \t%rd194, %rd261, %rd267;\n",
    "\tadd.s64 \t%rd195, %rd267, %rd261;\n",
    "\tselp.b64 \t%rd196, %rd194, %rd195, %p43;\n",
    "\tselp.b64 \t%rd197, %rd193, %rd196, %p44;\n",
    "\tmul.lo.s64 \t%rd198, %rd267, %rd261;\n",
    "\tselp.b64 \t%rd267, %rd198, %rd197, %p45;\n",
    "$L__BB8_49:\n",
    "\tsetp.lt.u32 \t%p74, %r2, 5;\n",
    "\t@%p74 bra \t$L__BB8_51;\n",
    "\tmin.s64 \t%rd199, %rd262, %rd267;\n",
    "\tmax.s64 \t%rd200, %rd262, %rd267;\n",
    "\tadd.s64 \t%rd201, %rd267, %rd262;\n",
    "\tselp.b64 \t%rd202, %rd200, %rd201, %p43;\n",
    "\tselp.b64 \t%rd203, %rd199, %rd202, %p44;\n",
    "\tmul.lo.s64 \t%rd204, %rd267, %rd262;\n",
    "\tselp.b64 \t%rd267, %rd204, %rd203, %p45;\n",
    "$L__BB8_51:\n",
    "\tsetp.lt.u32 \t%p75, %r2, 6;\n",
    "\t@%p75 bra \t$L__BB8_53;\n",
    "\tmin.s64 \t%rd205, %rd263, %rd267;\n",
    "\tmax.s64 \t%rd206, %rd263, %rd267;\n",
    "\tadd.s64 \t%rd207, %rd267, %rd263;\n",
    "\tselp.b64 \t%rd208, %rd206, %rd207, %p43;\n",
    "\tselp.b64 \t%rd209, %rd205, %rd208, %p44;\n",
    "\tmul.lo.s64 \t%rd210, %rd267, %rd263;\n",
    "\tselp.b64 \t%rd267, %rd210, %rd209, %p45;\n",
    "$L__BB8_53:\n",
    "\tsetp.lt.u32 \t%p76, %r2, 7;\n",
    "\t@%p76 bra \t$L__BB8_55;\n",
    "\tmin.s64 \t%rd211, %rd264, %rd267;\n",
    "\tmax.s64 \t%rd212, %rd264, %rd267;\n",
    "\tadd.s64 \t%rd213, %rd267, %rd264;\n",
    "\tselp.b64 \t%rd214, %rd212, %rd213, %p43;\n",
    "\tselp.b64 \t%rd215, %rd211, %rd214, %p44;\n",
    "\tmul.lo.s64 \t%rd216, %rd267, %rd264;\n",
    "\tselp.b64 \t%rd267, %rd216, %rd215, %p45;\n",
    "$L__BB8_55:\n",
    "\tsetp.lt.u32 \t%p77, %r2, 8;\n",
    "\t@%p77 bra \t$L__BB8_57;\n",
    "\tmin.s64 \t%rd217, %rd265, %rd267;\n",
    "\tmax.s64 \t%rd218, %rd265, %rd267;\n",
    "\tadd.s64 \t%rd219, %rd267, %rd265;\n",
    "\tselp.b64 \t%rd220, %rd218, %rd219, %p43;\n",
    "\tselp.b64 \t%rd221, %rd217, %rd220, %p44;\n",
    "\tmul.lo.s64 \t%rd222, %rd267, %rd265;\n",
    "\tselp.b64 \t%rd267, %rd222, %rd221, %p45;\n",
    "$L__BB8_57:\n",
    "\tsetp.ne.s32 \t%p70, %r1, 4;\n",
    "\t@%p70 bra \t$L__BB8_61;\n",
    "\tand.b64  \t%rd223, %rd267, -4294967296;\n",
    "\tsetp.eq.s64 \t%p71, %rd223, 0;\n",
    "\t@%p71 bra \t$L__BB8_60;\n",
    "\tdiv.s64 \t%rd267, %rd267, %rd11;\n",
    "\tbra.uni \t$L__BB8_61;\n",
    "$L__BB8_60:\n",
    "\tcvt.u32.u64 \t%r13, %rd267;\n",
    "\tdiv.u32 \t%r14, %r13, %r12;\n",
    "\tcvt.u64.u32 \t%rd267, %r14;\n",
    "$L__BB8_61:\n",
    "\tld.param.u64 \t%rd228, [dc_coll_reduce_i64_param_2];\n",
    "\tld.param.u64 \t%rd227, [dc_coll_reduce_i64_param_1];\n",
    "\tadd.s64 \t%rd224, %rd245, %rd227;\n",
    "\tshl.b64 \t%rd225, %rd224, 3;\n",
    "\tadd.s64 \t%rd226, %rd1, %rd225;\n",
    "\tst.global.u64 \t[%rd226], %rd267;\n",
    "\tadd.s64 \t%rd245, %rd245, %rd9;\n",
    "\tsetp.lt.u64 \t%p72, %rd245, %rd228;\n",
    "\t@%p72 bra \t$L__BB8_33;\n",
    "\tbra.uni \t$L__BB8_62;\n",
    "$L__BB8_2:\n",
    "\tcvt.u32.u64 \t%r9, %rd11;\n",
    "$L__BB8_3:\n",
    "\tld.param.u64 \t%rd236, [dc_coll_reduce_i64_param_14];\n",
    "\tadd.s64 \t%rd97, %rd245, %rd236;\n",
    "\tshl.b64 \t%rd98, %rd97, 3;\n",
    "\tadd.s64 \t%rd99, %rd8, %rd98;\n",
    "\tld.global.u64 \t%rd253, [%rd99];\n",
    "\tsetp.lt.u32 \t%p4, %r2, 3;\n",
    "\tmov.u64 \t%rd246, %rd253;\n",
    "\t@%p4 bra \t$L__BB8_5;\n",
    "\tld.param.u64 \t%rd241, [dc_coll_reduce_i64_param_16];\n",
    "\tadd.s64 \t%rd100, %rd245, %rd241;\n",
    "\tshl.b64 \t%rd101, %rd100, 3;\n",
    "\tadd.s64 \t%rd102, %rd7, %rd101;\n",
    "\tld.global.u64 \t%rd246, [%rd102];\n",
    "$L__BB8_5:\n",
    "\tsetp.lt.u32 \t%p5, %r2, 4;\n",
    "\tmov.u64 \t%rd247, %rd253;\n",
    "\t@%p5 bra \t$L__BB8_7;\n",
    "\tld.param.u64 \t%rd240, [dc_coll_reduce_i64_param_17];\n",
    "\tadd.s64 \t%rd103, %rd245, %rd240;\n",
    "\tshl.b64 \t%rd104, %rd103, 3;\n",
    "\tadd.s64 \t%rd105, %rd6, %rd104;\n",
    "\tld.global.u64 \t%rd247, [%rd105];\n",
    "$L__BB8_7:\n",
    "\tsetp.lt.u32 \t%p6, %r2, 5;\n",
    "\tmov.u64 \t%rd248, %rd253;\n",
    "\t@%p6 bra \t$L__BB8_9;\n",
    "\tld.param.u64 \t%rd239, [dc_coll_reduce_i64_param_18];\n",
    "\tadd.s64 \t%rd106, %rd245, %rd239;\n",
    "\tshl.b64 \t%rd107, %rd106, 3;\n",
    "\tadd.s64 \t%rd108, %rd5, %rd107;\n",
    "\tld.global.u64 \t%rd248, [%rd108];\n",
    "$L__BB8_9:\n",
    "\tsetp.lt.u32 \t%p7, %r2, 6;\n",
    "\tmov.u64 \t%rd249, %rd253;\n",
    "\t@%p7 bra \t$L__BB8_11;\n",
    "\tld.param.u64 \t%rd238, [dc_coll_reduce_i64_param_19];\n",
    "\tadd.s64 \t%rd109, %rd245, %rd238;\n",
    "\tshl.b64 \t%rd110, %rd109, 3;\n",
    "\tadd.s64 \t%rd111, %rd4, %rd110;\n",
    "\tld.global.u64 \t%rd249, [%rd111];\n",
    "$L__BB8_11:\n",
    "\tsetp.lt.u32 \t%p8, %r2, 7;\n",
    "\tmov.u64 \t%rd250, %rd253;\n",
    "\t@%p8 bra \t$L__BB8_13;\n",
    "\tld.param.u64 \t%rd237, [dc_coll_reduce_i64_param_20];\n",
    "\tadd.s64 \t%rd112, %rd245, %rd237;\n",
    "\tshl.b64 \t%rd113, %rd112, 3;\n",
    "\tadd.s64 \t%rd114, %rd3, %rd113;\n",
    "\tld.global.u64 \t%rd250, [%rd114];\n",
    "$L__BB8_13:\n",
    "\tsetp.lt.u32 \t%p9, %r2, 8;\n",
    "\tmov.u64 \t%rd251, %rd253;\n",
    "\t@%p9 bra \t$L__BB8_15;\n",
    "\tld.param.u64 \t%rd242, [dc_coll_reduce_i64_param_21];\n",
    "\tadd.s64 \t%rd115, %rd245, %rd242;\n",
    "\tshl.b64 \t%rd116, %rd115, 3;\n",
    "\tadd.s64 \t%rd117, %rd2, %rd116;\n",
    "\tld.global.u64 \t%rd251, [%rd117];\n",
    "$L__BB8_15:\n",
    "\t@%p4 bra \t$L__BB8_17;\n",
    "\tsetp.eq.s32 \t%p11, %r1, 3;\n",
    "\tmin.s64 \t%rd118, %rd246, %rd253;\n",
    "\tmax.s64 \t%rd119, %rd246, %rd253;\n",
    "\tadd.s64 \t%rd120, %rd253, %rd246;\n",
    "\tselp.b64 \t%rd121, %rd119, %rd120, %p11;\n",
    "\tsetp.eq.s32 \t%p12, %r1, 2;\n",
    "\tselp.b64 \t%rd122, %rd118, %rd121, %p12;\n",
    "\tmul.lo.s64 \t%rd123, %rd253, %rd246;\n",
    "\tsetp.eq.s32 \t%p13, %r1, 1;\n",
    "\tselp.b64 \t%rd253, %rd123, %rd122, %p13;\n",
    "$L__BB8_17:\n",
    "\t@%p5 bra \t$L__BB8_19;\n",
    "\tsetp.eq.s32 \t%p15, %r1, 3;\n",
    "\tmin.s64 \t%rd124, %rd247, %rd253;\n",
    "\tmax.s64 \t%rd125, %rd247, %rd253;\n",
    "\tadd.s64 \t%rd126, %rd253, %rd247;\n",
    "\tselp.b64 \t%rd127, %rd125, %rd126, %p15;\n",
    "\tsetp.eq.s32 \t%p16, %r1, 2;\n",
    "\tselp.b64 \t%rd128, %rd124, %rd127, %p16;\n",
    "\tmul.lo.s64 \t%rd129, %rd253, %rd247;\n",
    "\tsetp.eq.s32 \t%p17, %r1, 1;\n",
    "\tselp.b64 \t%rd253, %rd129, %rd128, %p17;\n",
    "$L__BB8_19:\n",
    "\t@%p6 bra \t$L__BB8_21;\n",
    "\tsetp.eq.s32 \t%p19, %r1, 3;\n",
    "\tmin.s64 \t%rd130, %rd248, %rd253;\n",
    "\tmax.s64 \t%rd131, %rd248, %rd253;\n",
    "\tadd.s64 \t%rd132, %rd253, %rd248;\n",
    "\tselp.b64 \t%rd133, %rd131, %rd132, %p19;\n",
    "\tsetp.eq.s32 \t%p20, %r1, 2;\n",
    "\tselp.b64 \t%rd134, %rd130, %rd133, %p20;\n",
    "\tmul.lo.s64 \t%rd135, %rd253, %rd248;\n",
    "\tsetp.eq.s32 \t%p21, %r1, 1;\n",
    "\tselp.b64 \t%rd253, %rd135, %rd134, %p21;\n",
    "$L__BB8_21:\n",
    "\t@%p7 bra \t$L__BB8_23;\n",
    "\tsetp.eq.s32 \t%p23, %r1, 3;\n",
    "\tmin.s64 \t%rd136, %rd249, %rd253;\n",
    "\tmax.s64 \t%rd137, %rd249, %rd253;\n",
    "\tadd.s64 \t%rd138, %rd253, %rd249;\n",
    "\tselp.b64 \t%rd139, %rd137, %rd138, %p23;\n",
    "\tsetp.eq.s32 \t%p24, %r1, 2;\n",
    "\tselp.b64 \t%rd140, %rd136, %rd139, %p24;\n",
    "\tmul.lo.s64 \t%rd141, %rd253, %rd249;\n",
    "\tsetp.eq.s32 \t%p25, %r1, 1;\n",
    "\tselp.b64 \t%rd253, %rd141, %rd140, %p25;\n",
    "$L__BB8_23:\n",
    "\t@%p8 bra \t$L__BB8_25;\n",
    "\tsetp.eq.s32 \t%p27, %r1, 3;\n",
    "\tmin.s64 \t%rd142, %rd250, %rd253;\n",
    "\tmax.s64 \t%rd143, %rd250, %rd253;\n",
    "\tadd.s64 \t%rd144, %rd253, %rd250;\n",
    "\tselp.b64 \t%rd145, %rd143, %rd144, %p27;\n",
    "\tsetp.eq.s32 \t%p28, %r1, 2;\n",
    "\tselp.b64 \t%rd146, %rd142, %rd145, %p28;\n",
    "\tmul.lo.s64 \t%rd147, %rd253, %rd250;\n",
    "\tsetp.eq.s32 \t%p29, %r1, 1;\n",
    "\tselp.b64 \t%rd253, %rd147, %rd146, %p29;\n",
    "$L__BB8_25:\n",
    "\t@%p9 bra \t$L__BB8_27;\n",
    "\tsetp.eq.s32 \t%p31, %r1, 3;\n",
    "\tmin.s64 \t%rd148, %rd251, %rd253;\n",
    "\tmax.s64 \t%rd149, %rd251, %rd253;\n",
    "\tadd.s64 \t%rd150, %rd253, %rd251;\n",
    "\tselp.b64 \t%rd151, %rd149, %rd150, %p31;\n",
    "\tsetp.eq.s32 \t%p32, %r1, 2;\n",
    "\tselp.b64 \t%rd152, %rd148, %rd151, %p32;\n",
    "\tmul.lo.s64 \t%rd153, %rd253, %rd251;\n",
    "\tsetp.eq.s32 \t%p33, %r1, 1;\n",
    "\tselp.b64 \t%rd253, %rd153, %rd152, %p33;\n",
    "$L__BB8_27:\n",
    "\tsetp.ne.s32 \t%p34, %r1, 4;\n",
    "\t@%p34 bra \t$L__BB8_31;\n",
    "\tand.b64  \t%rd154, %rd253, -4294967296;\n",
    "\tsetp.eq.s64 \t%p35, %rd154, 0;\n",
    "\t@%p35 bra \t$L__BB8_30;\n",
    "\tdiv.s64 \t%rd253, %rd253, %rd11;\n",
    "\tbra.uni \t$L__BB8_31;\n",
    "$L__BB8_30:\n",
    "\tcvt.u32.u64 \t%r10, %rd253;\n",
    "\tdiv.u32 \t%r11, %r10, %r9;\n",
    "\tcvt.u64.u32 \t%rd253, %r11;\n",
    "$L__BB8_31:\n",
    "\tld.param.u64 \t%rd244, [dc_coll_reduce_i64_param_2];\n",
    "\tld.param.u64 \t%rd243, [dc_coll_reduce_i64_param_1];\n",
    "\tadd.s64 \t%rd155, %rd245, %rd243;\n",
    "\tshl.b64 \t%rd156, %rd155, 3;\n",
    "\tadd.s64 \t%rd157, %rd1, %rd156;\n",
    "\tst.global.u64 \t[%rd157], %rd253;\n",
    "\tadd.s64 \t%rd245, %rd245, %rd9;\n",
    "\tsetp.lt.u64 \t%p36, %rd245, %rd244;\n",
    "\t@%p36 bra \t$L__BB8_3;\n",
    "$L__BB8_62:\n",
    "\tret;\n",
    "}\n",
    "\t// .globl\tdc_coll_reduce_u64\n",
    ".visible .entry dc_coll_reduce_u64(\n",
    "\t.param .u64 dc_coll_reduce_u64_param_0,\n",
    "\t.param .u64 dc_coll_reduce_u64_param_1,\n",
    "\t.param .u64 dc_coll_reduce_u64_param_2,\n",
    "\t.param .u32 dc_coll_reduce_u64_param_3,\n",
    "\t.param .u32 dc_coll_reduce_u64_param_4,\n",
    "\t.param .u32 dc_coll_reduce_u64_param_5,\n",
    "\t.param .u64 dc_coll_reduce_u64_param_6,\n",
    "\t.param .u64 dc_coll_reduce_u64_param_7,\n",
    "\t.param .u64 dc_coll_reduce_u64_param_8,\n",
    "\t.param .u64 dc_coll_reduce_u64_param_9,\n",
    "\t.param .u64 dc_coll_reduce_u64_param_10,\n",
    "\t.param .u64 dc_coll_reduce_u64_param_11,\n",
    "\t.param .u64 dc_coll_reduce_u64_param_12,\n",
    "\t.param .u64 dc_coll_reduce_u64_param_13,\n",
    "\t.param .u64 dc_coll_reduce_u64_param_14,\n",
    "\t.param .u64 dc_coll_reduce_u64_param_15,\n",
    "\t.param .u64 dc_coll_reduce_u64_param_16,\n",
    "\t.param .u64 dc_coll_reduce_u64_param_17,\n",
    "\t.param .u64 dc_coll_reduce_u64_param_18,\n",
    "\t.param .u64 dc_coll_reduce_u64_param_19,\n",
    "\t.param .u64 dc_coll_reduce_u64_param_20,\n",
    "\t.param .u64 dc_coll_reduce_u64_param_21\n",
    ")\n",
    "{\n",
    "\t.reg .pred \t%p<79>;\n",
    "\t.reg .b32 \t%r<16>;\n",
    "\t.reg .b64 \t%rd<273>;\n",
    "\tld.param.u64 \t%rd87, [dc_coll_reduce_u64_param_0];\n",
    "\tld.param.u64 \t%rd77, [dc_coll_reduce_u64_param_2];\n",
    "\tld.param.u32 \t%r1, [dc_coll_reduce_u64_param_3];\n",
    "\tld.param.u32 \t%r2, [dc_coll_reduce_u64_param_4];\n",
    "\tld.param.u64 \t%rd88, [dc_coll_reduce_u64_param_6];\n",
    "\tld.param.u64 \t%rd78, [dc_coll_reduce_u64_param_7];\n",
    "\tld.param.u64 \t%rd89, [dc_coll_reduce_u64_param_8];\n",
    "\tld.param.u64 \t%rd90, [dc_coll_reduce_u64_param_9];\n",
    "\tld.param.u64 \t%rd91, [dc_coll_reduce_u64_param_10];\n",
    "\tld.param.u64 \t%rd92, [dc_coll_reduce_u64_param_11];\n",
    "\tld.param.u64 \t%rd93, [dc_coll_reduce_u64_param_12];\n",
    "\tld.param.u64 \t%rd94, [dc_coll_reduce_u64_param_13];\n",
    "\tld.param.u64 \t%rd80, [dc_coll_reduce_u64_param_15];\n",
    "\tcvta.to.global.u64 \t%rd1, %rd87;\n",
    "\tcvta.to.global.u64 \t%rd2, %rd94;\n",
    "\tcvta.to.global.u64 \t%rd3, %rd93;\n",
    "\tcvta.to.global.u64 \t%rd4, %rd92;\n",
    "\tcvta.to.global.u64 \t%rd5, %rd91;\n",
    "\tcvta.to.global.u64 \t%rd6, %rd90;\n",
    "\tcvta.to.global.u64 \t%rd7, %rd89;\n",
    "\tcvta.to.global.u64 \t%rd8, %rd88;\n",
    "\tmov.u32 \t%r4, %nctaid.x;\n",
    "\tmov.u32 \t%r5, %ntid.x;\n",
    "\tmul.wide.u32 \t%rd9, %r4, %r5;\n",
    "\tmov.u32 \t%r6, %ctaid.x;\n",
    "\tmul.wide.u32 \t%rd95, %r6, %r5;\n",
    "\tmov.u32 \t%r7, %tid.x;\n",
    "\tcvt.u64.u32 \t%rd96, %r7;\n",
    "\tadd.s64 \t%rd245, %rd95, %rd96;\n",
    "\tsetp.ge.u64 \t%p1, %rd245, %rd77;\n",
    "\t@%p1 bra \t$L__BB9_62;\n",
    "\tld.param.u32 \t%r15, [dc_coll_reduce_u64_param_5];\n",
    "\tsetp.gt.u32 \t%p2, %r2, 1;\n",
    "\tsetp.eq.s32 \t%p3, %r15, 0;\n",
    "\tselp.b32 \t%r8, 1, %r15, %p3;\n",
    "\tcvt.u64.u32 \t%rd11, %r8;\n",
    "\t@%p2 bra \t$L__BB9_32;\n",
    "\tbra.uni \t$L__BB9_2;\n",
    "$L__BB9_32:\n",
    "\tcvta.to.global.u64 \t%rd42, %rd78;\n",
    "\tcvt.u32.u64 \t%r12, %rd11;\n",
    "$L__BB9_33:\n",
    "\tld.param.u64 \t%rd229, [dc_coll_reduce_u64_param_14];\n",
    "\tadd.s64 \t%rd158, %rd245, %rd229;\n",
    "\tshl.b64 \t%rd159, %rd158, 3;\n",
    "\tadd.s64 \t%rd160, %rd8, %rd159;\n",
    "\tld.global.u64 \t%rd44, [%rd160];\n",
    "\tadd.s64 \t%rd161, %rd245, %rd80;\n",
    "\tshl.b64 \t%rd162, %rd161, 3;\n",
    "\tadd.s64 \t%rd163, %rd42, %rd162;\n",
    "\tld.global.u64 \t%rd45, [%rd163];\n",
    "\tsetp.lt.u32 \t%p37, %r2, 3;\n",
    "\tmov.u64 \t%rd260, %rd44;\n",
    "\t@%p37 bra \t$L__BB9_35;\n",
    "\tld.param.u64 \t%rd235, [dc_coll_reduce_u64_param_16];\n",
    "\tadd.s64 \t%rd164, %rd245, %rd235;\n",
    "\tshl.b64 \t%rd165, %rd164, 3;\n",
    "\tadd.s64 \t%rd166, %rd7, %rd165;\n",
    "\tld.global.u64 \t%rd260, [%rd166];\n",
    "$L__BB9_35:\n",
    "\tsetp.lt.u32 \t%p38, %r2, 4;\n",
    "\tmov.u64 \t%rd261, %rd44;\n",
    "\t@%p38 bra \t$L__BB9_37;\n",
    "\tld.param.u64 \t%rd234, [dc_coll_reduce_u64_param_17];\n",
    "\tadd.s64 \t%rd167, %rd245, %rd234;\n",
    "\tshl.b64 \t%rd168, %rd167, 3;\n",
    "\tadd.s64 \t%rd169, %rd6, %rd168;\n",
    "\tld.global.u64 \t%rd261, [%rd169];\n",
    "$L__BB9_37:\n",
    "\tsetp.lt.u32 \t%p39, %r2, 5;\n",
    "\tmov.u64 \t%rd262, %rd44;\n",
    "\t@%p39 bra \t$L__BB9_39;\n",
    "\tld.param.u64 \t%rd233, [dc_coll_reduce_u64_param_18];\n",
    "\tadd.s64 \t%rd170, %rd245, %rd233;\n",
    "\tshl.b64 \t%rd171, %rd170, 3;\n",
    "\tadd.s64 \t%rd172, %rd5, %rd171;\n",
    "\tld.global.u64 \t%rd262, [%rd172];\n",
    "$L__BB9_39:\n",
    "\tsetp.lt.u32 \t%p40, %r2, 6;\n",
    "\tmov.u64 \t%rd263, %rd44;\n",
    "\t@%p40 bra \t$L__BB9_41;\n",
    "\tld.param.u64 \t%rd232, [dc_coll_reduce_u64_param_19];\n",
    "\tadd.s64 \t%rd173, %rd245, %rd232;\n",
    "\tshl.b64 \t%rd174, %rd173, 3;\n",
    "\tadd.s64 \t%rd175, %rd4, %rd174;\n",
    "\tld.global.u64 \t%rd263, [%rd175];\n",
    "$L__BB9_41:\n",
    "\tsetp.lt.u32 \t%p41, %r2, 7;\n",
    "\tmov.u64 \t%rd264, %rd44;\n",
    "\t@%p41 bra \t$L__BB9_43;\n",
    "\tld.param.u64 \t%rd231, [dc_coll_reduce_u64_param_20];\n",
    "\tadd.s64 \t%rd176, %rd245, %rd231;\n",
    "\tshl.b64 \t%rd177, %rd176, 3;\n",
    "\tadd.s64 \t%rd178, %rd3, %rd177;\n",
    "\tld.global.u64 \t%rd264, [%rd178];\n",
    "$L__BB9_43:\n",
    "\tsetp.lt.u32 \t%p42, %r2, 8;\n",
    "\tmov.u64 \t%rd265, %rd44;\n",
    "\t@%p42 bra \t$L__BB9_45;\n",
    "\tld.param.u64 \t%rd230, [dc_coll_reduce_u64_param_21];\n",
    "\tadd.s64 \t%rd179, %rd245, %rd230;\n",
    "\tshl.b64 \t%rd180, %rd179, 3;\n",
    "\tadd.s64 \t%rd181, %rd2, %rd180;\n",
    "\tld.global.u64 \t%rd265, [%rd181];\n",
    "$L__BB9_45:\n",
    "\tsetp.lt.u32 \t%p78, %r2, 3;\n",
    "\tmin.u64 \t%rd182, %rd45, %rd44;\n",
    "\tmax.u64 \t%rd183, %rd45, %rd44;\n",
    "\tadd.s64 \t%rd184, %rd45, %rd44;\n",
    "\tsetp.eq.s32 \t%p43, %r1, 3;\n",
    "\tselp.b64 \t%rd185, %rd183, %rd184, %p43;\n",
    "\tsetp.eq.s32 \t%p44, %r1, 2;\n",
    "\tselp.b64 \t%rd186, %rd182, %rd185, %p44;\n",
    "\tmul.lo.s64 \t%rd58, %rd45, %rd44;\n",
    "\tsetp.eq.s32 \t%p45, %r1, 1;\n",
    "\tselp.b64 \t%rd267, %rd58, %rd186, %p45;\n",
    "\t@%p78 bra \t$L__BB9_47;\n",
    "\tmin.u64 \t%rd187, %rd260, %rd267;\n",
    "\tmax.u64 \t%rd188, %rd260, %rd267;\n",
    "\tadd.s64 \t%rd189, %rd267, %rd260;\n",
    "\tselp.b64 \t%rd190, %rd188, %rd189, %p43;\n",
    "\tselp.b64 \t%rd191, %rd187, %rd190, %p44;\n",
    "\tmul.lo.s64 \t%rd192, %rd58, %rd260;\n",
    "\tselp.b64 \t%rd267, %rd192, %rd191, %p45;\n",
    "$L__BB9_47:\n",
    "\tsetp.lt.u32 \t%p73, %r2, 4;\n",
    "\t@%p73 bra \t$L__BB9_49;\n",
    "\tmin.u64 \t%rd193, %rd261, %rd267;\n",
    "\tmax.u64 \t%rd194, %rd261, %rd267;\n",
    "\tadd.s64 \t%rd195, %rd267, %rd261;\n",
    "\tselp.b64 \t%rd196, %rd194, %rd195, %p43;\n",
    "\tselp.b64 \t%rd197, %rd193, %rd196, %p44;\n",
    "\tmul.lo.s64 \t%rd198, %rd267, %rd261;\n",
    "\tselp.b64 \t%rd267, %rd198, %rd197, %p45;\n",
    "$L__BB9_49:\n",
    "\tsetp.lt.u32 \t%p74, %r2, 5;\n",
    "\t@%p74 bra \t$L__BB9_51;\n",
    "\tmin.u64 \t%rd199, %rd262, %rd267;\n",
    "\tmax.u64 \t%rd200, %rd262, %rd267;\n",
    "\tadd.s64 \t%rd201, %rd267, %rd262;\n",
    "\tselp.b64 \t%rd202, %rd200, %rd201, %p43;\n",
    "\tselp.b64 \t%rd203, %rd199, %rd202, %p44;\n",
    "\tmul.lo.s64 \t%rd204, %rd267, %rd262;\n",
    "\tselp.b64 \t%rd267, %rd204, %rd203, %p45;\n",
    "$L__BB9_51:\n",
    "\tsetp.lt.u32 \t%p75, %r2, 6;\n",
    "\t@%p75 bra \t$L__BB9_53;\n",
    "\tmin.u64 \t%rd205, %rd263, %rd267;\n",
    "\tmax.u64 \t%rd206, %rd263, %rd267;\n",
    "\tadd.s64 \t%rd207, %rd267, %rd263;\n",
    "\tselp.b64 \t%rd208, %rd206, %rd207, %p43;\n",
    "\tselp.b64 \t%rd209, %rd205, %rd208, %p44;\n",
    "\tmul.lo.s64 \t%rd210, %rd267, %rd263;\n",
    "\tselp.b64 \t%rd267, %rd210, %rd209, %p45;\n",
    "$L__BB9_53:\n",
    "\tsetp.lt.u32 \t%p76, %r2, 7;\n",
    "\t@%p76 bra \t$L__BB9_55;\n",
    "\tmin.u64 \t%rd211, %rd264, %rd267;\n",
    "\tmax.u64 \t%rd212, %rd264, %rd267;\n",
    "\tadd.s64 \t%rd213, %rd267, %rd264;\n",
    "\tselp.b64 \t%rd214, %rd212, %rd213, %p43;\n",
    "\tselp.b64 \t%rd215, %rd211, %rd214, %p44;\n",
    "\tmul.lo.s64 \t%rd216, %rd267, %rd264;\n",
    "\tselp.b64 \t%rd267, %rd216, %rd215, %p45;\n",
    "$L__BB9_55:\n",
    "\tsetp.lt.u32 \t%p77, %r2, 8;\n",
    "\t@%p77 bra \t$L__BB9_57;\n",
    "\tmin.u64 \t%rd217, %rd265, %rd267;\n",
    "\tmax.u64 \t%rd218, %rd265, %rd267;\n",
    "\tadd.s64 \t%rd219, %rd267, %rd265;\n",
    "\tselp.b64 \t%rd220, %rd218, %rd219, %p43;\n",
    "\tselp.b64 \t%rd221, %rd217, %rd220, %p44;\n",
    "\tmul.lo.s64 \t%rd222, %rd267, %rd265;\n",
    "\tselp.b64 \t%rd267, %rd222, %rd221, %p45;\n",
    "$L__BB9_57:\n",
    "\tsetp.ne.s32 \t%p70, %r1, 4;\n",
    "\t@%p70 bra \t$L__BB9_61;\n",
    "\tand.b64  \t%rd223, %rd267, -4294967296;\n",
    "\tsetp.eq.s64 \t%p71, %rd223, 0;\n",
    "\t@%p71 bra \t$L__BB9_60;\n",
    "\tdiv.u64 \t%rd267, %rd267, %rd11;\n",
    "\tbra.uni \t$L__BB9_61;\n",
    "$L__BB9_60:\n",
    "\tcvt.u32.u64 \t%r13, %rd267;\n",
    "\tdiv.u32 \t%r14, %r13, %r12;\n",
    "\tcvt.u64.u32 \t%rd267, %r14;\n",
    "$L__BB9_61:\n",
    "\tld.param.u64 \t%rd228, [dc_coll_reduce_u64_param_2];\n",
    "\tld.param.u64 \t%rd227, [dc_coll_reduce_u64_param_1];\n",
    "\tadd.s64 \t%rd224, %rd245, %rd227;\n",
    "\tshl.b64 \t%rd225, %rd224, 3;\n",
    "\tadd.s64 \t%rd226, %rd1, %rd225;\n",
    "\tst.global.u64 \t[%rd226], %rd267;\n",
    "\tadd.s64 \t%rd245, %rd245, %rd9;\n",
    "\tsetp.lt.u64 \t%p72, %rd245, %rd228;\n",
    "\t@%p72 bra \t$L__BB9_33;\n",
    "\tbra.uni \t$L__BB9_62;\n",
    "$L__BB9_2:\n",
    "\tcvt.u32.u64 \t%r9, %rd11;\n",
    "$L__BB9_3:\n",
    "\tld.param.u64 \t%rd236, [dc_coll_reduce_u64_param_14];\n",
    "\tadd.s64 \t%rd97, %rd245, %rd236;\n",
    "\tshl.b64 \t%rd98, %rd97, 3;\n",
    "\tadd.s64 \t%rd99, %rd8, %rd98;\n",
    "\tld.global.u64 \t%rd253, [%rd99];\n",
    "\tsetp.lt.u32 \t%p4, %r2, 3;\n",
    "\tmov.u64 \t%rd246, %rd253;\n",
    "\t@%p4 bra \t$L__BB9_5;\n",
    "\tld.param.u64 \t%rd241, [dc_coll_reduce_u64_param_16];\n",
    "\tadd.s64 \t%rd100, %rd245, %rd241;\n",
    "\tshl.b64 \t%rd101, %rd100, 3;\n",
    "\tadd.s64 \t%rd102, %rd7, %rd101;\n",
    "\tld.global.u64 \t%rd246, [%rd102];\n",
    "$L__BB9_5:\n",
    "\tsetp.lt.u32 \t%p5, %r2, 4;\n",
    "\tmov.u64 \t%rd247, %rd253;\n",
    "\t@%p5 bra \t$L__BB9_7;\n",
    "\tld.param.u64 \t%rd240, [dc_coll_reduce_u64_param_17];\n",
    "\tadd.s64 \t%rd103, %rd245, %rd240;\n",
    "\tshl.b64 \t%rd104, %rd103, 3;\n",
    "\tadd.s64 \t%rd105, %rd6, %rd104;\n",
    "\tld.global.u64 \t%rd247, [%rd105];\n",
    "$L__BB9_7:\n",
    "\tsetp.lt.u32 \t%p6, %r2, 5;\n",
    "\tmov.u64 \t%rd248, %rd253;\n",
    "\t@%p6 bra \t$L__BB9_9;\n",
    "\tld.param.u64 \t%rd239, [dc_coll_reduce_u64_param_18];\n",
    "\tadd.s64 \t%rd106, %rd245, %rd239;\n",
    "\tshl.b64 \t%rd107, %rd106, 3;\n",
    "\tadd.s64 \t%rd108, %rd5, %rd107;\n",
    "\tld.global.u64 \t%rd248, [%rd108];\n",
    "$L__BB9_9:\n",
    "\tsetp.lt.u32 \t%p7, %r2, 6;\n",
    "\tmov.u64 \t%rd249, %rd253;\n",
    "\t@%p7 bra \t$L__BB9_11;\n",
    "\tld.param.u64 \t%rd238, [dc_coll_reduce_u64_param_19];\n",
    "\tadd.s64 \t%rd109, %rd245, %rd238;\n",
    "\tshl.b64 \t%rd110, %rd109, 3;\n",
    "\tadd.s64 \t%rd111, %rd4, %rd110;\n",
    "\tld.global.u64 \t%rd249, [%rd111];\n",
    "$L__BB9_11:\n",
    "\tsetp.lt.u32 \t%p8, %r2, 7;\n",
    "\tmov.u64 \t%rd250, %rd253;\n",
    "\t@%p8 bra \t$L__BB9_13;\n",
    "\tld.param.u64 \t%rd237, [dc_coll_reduce_u64_param_20];\n",
    "\tadd.s64 \t%rd112, %rd245, %rd237;\n",
    "\tshl.b64 \t%rd113, %rd112, 3;\n",
    "\tadd.s64 \t%rd114, %rd3, %rd113;\n",
    "\tld.global.u64 \t%rd250, [%rd114];\n",
    "$L__BB9_13:\n",
    "\tsetp.lt.u32 \t%p9, %r2, 8;\n",
    "\tmov.u64 \t%rd251, %rd253;\n",
    "\t@%p9 bra \t$L__BB9_15;\n",
    "\tld.param.u64 \t%rd242, [dc_coll_reduce_u64_param_21];\n",
    "\tadd.s64 \t%rd115, %rd245, %rd242;\n",
    "\tshl.b64 \t%rd116, %rd115, 3;\n",
    "\tadd.s64 \t%rd117, %rd2, %rd116;\n",
    "\tld.global.u64 \t%rd251, [%rd117];\n",
    "$L__BB9_15:\n",
    "\t@%p4 bra \t$L__BB9_17;\n",
    "\tsetp.eq.s32 \t%p11, %r1, 3;\n",
    "\tmin.u64 \t%rd118, %rd246, %rd253;\n",
    "\tmax.u64 \t%rd119, %rd246, %rd253;\n",
    "\tadd.s64 \t%rd120, %rd253, %rd246;\n",
    "\tselp.b64 \t%rd121, %rd119, %rd120, %p11;\n",
    "\tsetp.eq.s32 \t%p12, %r1, 2;\n",
    "\tselp.b64 \t%rd122, %rd118, %rd121, %p12;\n",
    "\tmul.lo.s64 \t%rd123, %rd253, %rd246;\n",
    "\tsetp.eq.s32 \t%p13, %r1, 1;\n",
    "\tselp.b64 \t%rd253, %rd123, %rd122, %p13;\n",
    "$L__BB9_17:\n",
    "\t@%p5 bra \t$L__BB9_19;\n",
    "\tsetp.eq.s32 \t%p15, %r1, 3;\n",
    "\tmin.u64 \t%rd124, %rd247, %rd253;\n",
    "\tmax.u64 \t%rd125, %rd247, %rd253;\n",
    "\tadd.s64 \t%rd126, %rd253, %rd247;\n",
    "\tselp.b64 \t%rd127, %rd125, %rd126, %p15;\n",
    "\tsetp.eq.s32 \t%p16, %r1, 2;\n",
    "\tselp.b64 \t%rd128, %rd124, %rd127, %p16;\n",
    "\tmul.lo.s64 \t%rd129, %rd253, %rd247;\n",
    "\tsetp.eq.s32 \t%p17, %r1, 1;\n",
    "\tselp.b64 \t%rd253, %rd129, %rd128, %p17;\n",
    "$L__BB9_19:\n",
    "\t@%p6 bra \t$L__BB9_21;\n",
    "\tsetp.eq.s32 \t%p19, %r1, 3;\n",
    "\tmin.u64 \t%rd130, %rd248, %rd253;\n",
    "\tmax.u64 \t%rd131, %rd248, %rd253;\n",
    "\tadd.s64 \t%rd132, %rd253, %rd248;\n",
    "\tselp.b64 \t%rd133, %rd131, %rd132, %p19;\n",
    "\tsetp.eq.s32 \t%p20, %r1, 2;\n",
    "\tselp.b64 \t%rd134, %rd130, %rd133, %p20;\n",
    "\tmul.lo.s64 \t%rd135, %rd253, %rd248;\n",
    "\tsetp.eq.s32 \t%p21, %r1, 1;\n",
    "\tselp.b64 \t%rd253, %rd135, %rd134, %p21;\n",
    "$L__BB9_21:\n",
    "\t@%p7 bra \t$L__BB9_23;\n",
    "\tsetp.eq.s32 \t%p23, %r1, 3;\n",
    "\tmin.u64 \t%rd136, %rd249, %rd253;\n",
    "\tmax.u64 \t%rd137, %rd249, %rd253;\n",
    "\tadd.s64 \t%rd138, %rd253, %rd249;\n",
    "\tselp.b64 \t%rd139, %rd137, %rd138, %p23;\n",
    "\tsetp.eq.s32 \t%p24, %r1, 2;\n",
    "\tselp.b64 \t%rd140, %rd136, %rd139, %p24;\n",
    "\tmul.lo.s64 \t%rd141, %rd253, %rd249;\n",
    "\tsetp.eq.s32 \t%p25, %r1, 1;\n",
    "\tselp.b64 \t%rd253, %rd141, %rd140, %p25;\n",
    "$L__BB9_23:\n",
    "\t@%p8 bra \t$L__BB9_25;\n",
    "\tsetp.eq.s32 \t%p27, %r1, 3;\n",
    "\tmin.u64 \t%rd142, %rd250, %rd253;\n",
    "\tmax.u64 \t%rd143, %rd250, %rd253;\n",
    "\tadd.s64 \t%rd144, %rd253, %rd250;\n",
    "\tselp.b64 \t%rd145, %rd143, %rd144, %p27;\n",
    "\tsetp.eq.s32 \t%p28, %r1, 2;\n",
    "\tselp.b64 \t%rd146, %rd142, %rd145, %p28;\n",
    "\tmul.lo.s64 \t%rd147, %rd253, %rd250;\n",
    "\tsetp.eq.s32 \t%p29, %r1, 1;\n",
    "\tselp.b64 \t%rd253, %rd147, %rd146, %p29;\n",
    "$L__BB9_25:\n",
    "\t@%p9 bra \t$L__BB9_27;\n",
    "\tsetp.eq.s32 \t%p31, %r1, 3;\n",
    "\tmin.u64 \t%rd148, %rd251, %rd253;\n",
    "\tmax.u64 \t%rd149, %rd251, %rd253;\n",
    "\tadd.s64 \t%rd150, %rd253, %rd251;\n",
    "\tselp.b64 \t%rd151, %rd149, %rd150, %p31;\n",
    "\tsetp.eq.s32 \t%p32, %r1, 2;\n",
    "\tselp.b64 \t%rd152, %rd148, %rd151, %p32;\n",
    "\tmul.lo.s64 \t%rd153, %rd253, %rd251;\n",
    "\tsetp.eq.s32 \t%p33, %r1, 1;\n",
    "\tselp.b64 \t%rd253, %rd153, %rd152, %p33;\n",
    "$L__BB9_27:\n",
    "\tsetp.ne.s32 \t%p34, %r1, 4;\n",
    "\t@%p34 bra \t$L__BB9_31;\n",
    "\tand.b64  \t%rd154, %rd253, -4294967296;\n",
    "\tsetp.eq.s64 \t%p35, %rd154, 0;\n",
    "\t@%p35 bra \t$L__BB9_30;\n",
    "\tdiv.u64 \t%rd253, %rd253, %rd11;\n",
    "\tbra.uni \t$L__BB9_31;\n",
    "$L__BB9_30:\n",
    "\tcvt.u32.u64 \t%r10, %rd253;\n",
    "\tdiv.u32 \t%r11, %r10, %r9;\n",
    "\tcvt.u64.u32 \t%rd253, %r11;\n",
    "$L__BB9_31:\n",
    "\tld.param.u64 \t%rd244, [dc_coll_reduce_u64_param_2];\n",
    "\tld.param.u64 \t%rd243, [dc_coll_reduce_u64_param_1];\n",
    "\tadd.s64 \t%rd155, %rd245, %rd243;\n",
    "\tshl.b64 \t%rd156, %rd155, 3;\n",
    "\tadd.s64 \t%rd157, %rd1, %rd156;\n",
    "\tst.global.u64 \t[%rd157], %rd253;\n",
    "\tadd.s64 \t%rd245, %rd245, %rd9;\n",
    "\tsetp.lt.u64 \t%p36, %rd245, %rd244;\n",
    "\t@%p36 bra \t$L__BB9_3;\n",
    "$L__BB9_62:\n",
    "\tret;\n",
    "}\n",
    "\t// .globl\tdc_coll_copy_out_16\n",
    ".visible .entry dc_coll_copy_out_16(\n",
    "\t.param .u64 dc_coll_copy_out_16_param_0,\n",
    "\t.param .u64 dc_coll_copy_out_16_param_1,\n",
    "\t.param .u64 dc_coll_copy_out_16_param_2,\n",
    "\t.param .u32 dc_coll_copy_out_16_param_3,\n",
    "\t.param .u64 dc_coll_copy_out_16_param_4,\n",
    "\t.param .u64 dc_coll_copy_out_16_param_5,\n",
    "\t.param .u64 dc_coll_copy_out_16_param_6,\n",
    "\t.param .u64 dc_coll_copy_out_16_param_7,\n",
    "\t.param .u64 dc_coll_copy_out_16_param_8,\n",
    "\t.param .u64 dc_coll_copy_out_16_param_9,\n",
    "\t.param .u64 dc_coll_copy_out_16_param_10,\n",
    "\t.param .u64 dc_coll_copy_out_16_param_11,\n",
    "\t.param .u64 dc_coll_copy_out_16_param_12,\n",
    "\t.param .u64 dc_coll_copy_out_16_param_13,\n",
    "\t.param .u64 dc_coll_copy_out_16_param_14,\n",
    "\t.param .u64 dc_coll_copy_out_16_param_15,\n",
    "\t.param .u64 dc_coll_copy_out_16_param_16,\n",
    "\t.param .u64 dc_coll_copy_out_16_param_17,\n",
    "\t.param .u64 dc_coll_copy_out_16_param_18,\n",
    "\t.param .u64 dc_coll_copy_out_16_param_19\n",
    ")\n",
    "{\n",
    "\t.reg .pred \t%p<24>;\n",
    "\t.reg .b32 \t%r<112>;\n",
    "\t.reg .b64 \t%rd<91>;\n",
    "\tld.param.u64 \t%rd31, [dc_coll_copy_out_16_param_0];\n",
    "\tld.param.u64 \t%rd25, [dc_coll_copy_out_16_param_1];\n",
    "\tld.param.u64 \t%rd26, [dc_coll_copy_out_16_param_2];\n",
    "\tld.param.u32 \t%r51, [dc_coll_copy_out_16_param_3];\n",
    "\tld.param.u64 \t%rd32, [dc_coll_copy_out_16_param_4];\n",
    "\tld.param.u64 \t%rd33, [dc_coll_copy_out_16_param_5];\n",
    "\tld.param.u64 \t%rd34, [dc_coll_copy_out_16_param_6];\n",
    "\tld.param.u64 \t%rd35, [dc_coll_copy_out_16_param_7];\n",
    "\tld.param.u64 \t%rd36, [dc_coll_copy_out_16_param_8];\n",
    "\tld.param.u64 \t%rd37, [dc_coll_copy_out_16_param_9];\n",
    "\tld.param.u64 \t%rd27, [dc_coll_copy_out_16_param_10];\n",
    "\tld.param.u64 \t%rd28, [dc_coll_copy_out_16_param_11];\n",
    "\tld.param.u64 \t%rd38, [dc_coll_copy_out_16_param_12];\n",
    "\tld.param.u64 \t%rd39, [dc_coll_copy_out_16_param_13];\n",
    "\tld.param.u64 \t%rd40, [dc_coll_copy_out_16_param_14];\n",
    "\tld.param.u64 \t%rd41, [dc_coll_copy_out_16_param_15];\n",
    "\tld.param.u64 \t%rd42, [dc_coll_copy_out_16_param_16];\n",
    "\tld.param.u64 \t%rd43, [dc_coll_copy_out_16_param_17];\n",
    "\tld.param.u64 \t%rd29, [dc_coll_copy_out_16_param_18];\n",
    "\tld.param.u64 \t%rd30, [dc_coll_copy_out_16_param_19];\n",
    "\tcvta.to.global.u64 \t%rd1, %rd31;\n",
    "\tcvta.to.global.u64 \t%rd44, %rd32;\n",
    "\tshl.b64 \t%rd45, %rd38, 4;\n",
    "\tadd.s64 \t%rd2, %rd44, %rd45;\n",
    "\tcvta.to.global.u64 \t%rd46, %rd33;\n",
    "\tshl.b64 \t%rd47, %rd39, 4;\n",
    "\tadd.s64 \t%rd3, %rd46, %rd47;\n",
    "\tcvta.to.global.u64 \t%rd48, %rd34;\n",
    "\tshl.b64 \t%rd49, %rd40, 4;\n",
    "\tadd.s64 \t%rd4, %rd48, %rd49;\n",
    "\tcvta.to.global.u64 \t%rd50, %rd35;\n",
    "\tshl.b64 \t%rd51, %rd41, 4;\n",
    "\tadd.s64 \t%rd5, %rd50, %rd51;\n",
    "\tcvta.to.global.u64 \t%rd52, %rd36;\n",
    "\tshl.b64 \t%rd53, %rd42, 4;\n",
    "\tadd.s64 \t%rd6, %rd52, %rd53;\n",
    "\tcvta.to.global.u64 \t%rd54, %rd37;\n",
    "\tshl.b64 \t%rd55, %rd43, 4;\n",
    "\tadd.s64 \t%rd7, %rd54, %rd55;\n",
    "\tmov.u32 \t%r52, %ntid.x;\n",
    "\tcvt.u64.u32 \t%rd8, %r52;\n",
    "\tmul.wide.u32 \t%rd9, %r52, 4;\n",
    "\tmov.u32 \t%r53, %ctaid.x;\n",
    "\tcvt.u64.u32 \t%rd56, %r53;\n",
    "\tmul.lo.s64 \t%rd88, %rd9, %rd56;\n",
    "\tsetp.ge.u64 \t%p1, %rd88, %rd26;\n",
    "\t@%p1 bra \t$L__BB10_31;\n",
    "\tmov.u32 \t%r54, %nctaid.x;\n",
    "\tcvt.u64.u32 \t%rd57, %r54;\n",
    "\tmul.lo.s64 \t%rd11, %rd9, %rd57;\n",
    "\tsetp.eq.s32 \t%p2, %r51, 0;\n",
    "\t@%p2 bra \t$L__BB10_30;\n",
    "\tcvta.to.global.u64 \t%rd58, %rd27;\n",
    "\tshl.b64 \t%rd59, %rd29, 4;\n",
    "\tadd.s64 \t%rd12, %rd58, %rd59;\n",
    "\tcvta.to.global.u64 \t%rd60, %rd28;\n",
    "\tshl.b64 \t%rd61, %rd30, 4;\n",
    "\tadd.s64 \t%rd13, %rd60, %rd61;\n",
    "$L__BB10_3:\n",
    "\tmov.u32 \t%r76, %tid.x;\n",
    "\tcvt.u64.u32 \t%rd85, %r76;\n",
    "\tadd.s64 \t%rd16, %rd88, %rd85;\n",
    "\tsetp.ge.u64 \t%p3, %rd16, %rd26;\n",
    "\t@%p3 bra \t$L__BB10_5;\n",
    "\tadd.s64 \t%rd62, %rd16, %rd25;\n",
    "\tshl.b64 \t%rd63, %rd62, 4;\n",
    "\tadd.s64 \t%rd64, %rd1, %rd63;\n",
    "\tld.global.v4.u32 \t{%r98, %r97, %r96, %r95}, [%rd64];\n",
    "$L__BB10_5:\n",
    "\tmov.u32 \t%r77, %tid.x;\n",
    "\tadd.s64 \t%rd86, %rd88, %rd85;\n",
    "\tadd.s64 \t%rd17, %rd86, %rd8;\n",
    "\tsetp.ge.u64 \t%p4, %rd17, %rd26;\n",
    "\t@%p4 bra \t$L__BB10_7;\n",
    "\tadd.s64 \t%rd65, %rd17, %rd25;\n",
    "\tshl.b64 \t%rd66, %rd65, 4;\n",
    "\tadd.s64 \t%rd67, %rd1, %rd66;\n",
    "\tld.global.v4.u32 \t{%r102, %r101, %r100, %r99}, [%rd67];\n",
    "$L__BB10_7:\n",
    "\tadd.s64 \t%rd18, %rd17, %rd8;\n",
    "\tsetp.ge.u64 \t%p5, %rd18, %rd26;\n",
    "\t@%p5 bra \t$L__BB10_9;\n",
    "\tadd.s64 \t%rd68, %rd18, %rd25;\n",
    "\tshl.b64 \t%rd69, %rd68, 4;\n",
    "\tadd.s64 \t%rd70, %rd1, %rd69;\n",
    "\tld.global.v4.u32 \t{%r106, %r105, %r104, %r103}, [%rd70];\n",
    "$L__BB10_9:\n",
    "\tadd.s64 \t%rd19, %rd18, %rd8;\n",
    "\tsetp.ge.u64 \t%p6, %rd19, %rd26;\n",
    "\t@%p6 bra \t$L__BB10_11;\n",
    "\tadd.s64 \t%rd71, %rd19, %rd25;\n",
    "\tshl.b64 \t%rd72, %rd71, 4;\n",
    "\tadd.s64 \t%rd73, %rd1, %rd72;\n",
    "\tld.global.v4.u32 \t{%r110, %r109, %r108, %r107}, [%rd73];\n",
    "$L__BB10_11:\n",
    "\tmov.u32 \t%r111, 0;\n",
    "$L__BB10_12:\n",
    "\t.pragma \"nounroll\";\n",
    "\tsetp.gt.s32 \t%p7, %r111, 2;\n",
    "\t@%p7 bra \t$L__BB10_16;\n",
    "\tsetp.eq.s32 \t%p11, %r111, 0;\n",
    "\tmov.u64 \t%rd89, %rd2;\n",
    "\t@%p11 bra \t$L__BB10_20;\n",
    "\tsetp.eq.s32 \t%p12, %r111, 1;\n",
    "\tmov.u64 \t%rd89, %rd3;\n",
    "\t@%p12 bra \t$L__BB10_20;\n",
    "\tsetp.eq.s32 \t%p13, %r111, 2;\n",
    "\tmov.u64 \t%rd89, %rd4;\n",
    "\t@%p13 bra \t$L__BB10_20;\n",
    "\tbra.uni \t$L__BB10_19;\n",
    "$L__BB10_16:\n",
    "\tsetp.eq.s32 \t%p8, %r111, 3;\n",
    "\tmov.u64 \t%rd89, %rd5;\n",
    "\t@%p8 bra \t$L__BB10_20;\n",
    "\tsetp.eq.s32 \t%p9, %r111, 4;\n",
    "\tmov.u64 \t%rd89, %rd6;\n",
    "\t@%p9 bra \t$L__BB10_20;\n",
    "\tsetp.ne.s32 \t%p10, %r111, 5;\n",
    "\tmov.u64 \t%rd89, %rd7;\n",
    "\t@%p10 bra \t$L__BB10_19;\n",
    "\tbra.uni \t$L__BB10_20;\n",
    "$L__BB10_19:\n",
    "\tsetp.eq.s32 \t%p14, %r111, 6;\n",
    "\tselp.b64 \t%rd89, %rd12, %rd13, %p14;\n",
    "$L__BB10_20:\n",
    "\tmov.u32 \t%r78, %tid.x;\n",
    "\tadd.s64 \t%rd87, %rd88, %rd85;\n",
    "\tsetp.ge.u64 \t%p23, %rd87, %rd26;\n",
    "\t@%p23 bra \t$L__BB10_22;\n",
    "\tshl.b64 \t%rd74, %rd16, 4;\n",
    "\tadd.s64 \t%rd75, %rd89, %rd74;\n",
    "\tst.global.v4.u32 \t[%rd75], {%r98, %r97, %r96, %r95};\n",
    "$L__BB10_22:\n",
    "\tmov.u32 \t%r74, %tid.x;\n",
    "\tcvt.u64.u32 \t%rd84, %r74;\n",
    "\tadd.s64 \t%rd83, %rd88, %rd84;\n",
    "\tadd.s64 \t%rd82, %rd83, %rd8;\n",
    "\tsetp.ge.u64 \t%p22, %rd82, %rd26;\n",
    "\t@%p22 bra \t$L__BB10_24;\n",
    "\tshl.b64 \t%rd76, %rd17, 4;\n",
    "\tadd.s64 \t%rd77, %rd89, %rd76;\n",
    "\tst.global.v4.u32 \t[%rd77], {%r102, %r101, %r100, %r99};\n",
    "$L__BB10_24:\n",
    "\t@%p5 bra \t$L__BB10_26;\n",
    "\tshl.b64 \t%rd78, %rd18, 4;\n",
    "\tadd.s64 \t%rd79, %rd89, %rd78;\n",
    "\tst.global.v4.u32 \t[%rd79], {%r106, %r105, %r104, %r103};\n",
    "$L__BB10_26:\n",
    "\t@%p6 bra \t$L__BB10_28;\n",
    "\tshl.b64 \t%rd80, %rd19, 4;\n",
    "\tadd.s64 \t%rd81, %rd89, %rd80;\n",
    "\tst.global.v4.u32 \t[%rd81], {%r110, %r109, %r108, %r107};\n",
    "$L__BB10_28:\n",
    "\tld.param.u32 \t%r75, [dc_coll_copy_out_16_param_3];\n",
    "\tadd.s32 \t%r111, %r111, 1;\n",
    "\tsetp.lt.u32 \t%p19, %r111, %r75;\n",
    "\t@%p19 bra \t$L__BB10_12;\n",
    "\tadd.s64 \t%rd88, %rd88, %rd11;\n",
    "\tsetp.lt.u64 \t%p20, %rd88, %rd26;\n",
    "\t@%p20 bra \t$L__BB10_3;\n",
    "\tbra.uni \t$L__BB10_31;\n",
    "$L__BB10_30:\n",
    "\tadd.s64 \t%rd88, %rd88, %rd11;\n",
    "\tsetp.lt.u64 \t%p21, %rd88, %rd26;\n",
    "\t@%p21 bra \t$L__BB10_30;\n",
    "$L__BB10_31:\n",
    "\tret;\n",
    "}\n",
    "\t// .globl\tdc_coll_copy_out_4\n",
    ".visible .entry dc_coll_copy_out_4(\n",
    "\t.param .u64 dc_coll_copy_out_4_param_0,\n",
    "\t.param .u64 dc_coll_copy_out_4_param_1,\n",
    "\t.param .u64 dc_coll_copy_out_4_param_2,\n",
    "\t.param .u32 dc_coll_copy_out_4_param_3,\n",
    "\t.param .u64 dc_coll_copy_out_4_param_4,\n",
    "\t.param .u64 dc_coll_copy_out_4_param_5,\n",
    "\t.param .u64 dc_coll_copy_out_4_param_6,\n",
    "\t.param .u64 dc_coll_copy_out_4_param_7,\n",
    "\t.param .u64 dc_coll_copy_out_4_param_8,\n",
    "\t.param .u64 dc_coll_copy_out_4_param_9,\n",
    "\t.param .u64 dc_coll_copy_out_4_param_10,\n",
    "\t.param .u64 dc_coll_copy_out_4_param_11,\n",
    "\t.param .u64 dc_coll_copy_out_4_param_12,\n",
    "\t.param .u64 dc_coll_copy_out_4_param_13,\n",
    "\t.param .u64 dc_coll_copy_out_4_param_14,\n",
    "\t.param .u64 dc_coll_copy_out_4_param_15,\n",
    "\t.param .u64 dc_coll_copy_out_4_param_16,\n",
    "\t.param .u64 dc_coll_copy_out_4_param_17,\n",
    "\t.param .u64 dc_coll_copy_out_4_param_18,\n",
    "\t.param .u64 dc_coll_copy_out_4_param_19\n",
    ")\n",
    "{\n",
    "\t.reg .pred \t%p<22>;\n",
    "\t.reg .b32 \t%r<31>;\n",
    "\t.reg .b64 \t%rd<85>;\n",
    "\tld.param.u64 \t%rd31, [dc_coll_copy_out_4_param_0];\n",
    "\tld.param.u64 \t%rd25, [dc_coll_copy_out_4_param_1];\n",
    "\tld.param.u64 \t%rd26, [dc_coll_copy_out_4_param_2];\n",
    "\tld.param.u32 \t%r15, [dc_coll_copy_out_4_param_3];\n",
    "\tld.param.u64 \t%rd32, [dc_coll_copy_out_4_param_4];\n",
    "\tld.param.u64 \t%rd33, [dc_coll_copy_out_4_param_5];\n",
    "\tld.param.u64 \t%rd34, [dc_coll_copy_out_4_param_6];\n",
    "\tld.param.u64 \t%rd35, [dc_coll_copy_out_4_param_7];\n",
    "\tld.param.u64 \t%rd36, [dc_coll_copy_out_4_param_8];\n",
    "\tld.param.u64 \t%rd37, [dc_coll_copy_out_4_param_9];\n",
    "\tld.param.u64 \t%rd27, [dc_coll_copy_out_4_param_10];\n",
    "\tld.param.u64 \t%rd28, [dc_coll_copy_out_4_param_11];\n",
    "\tld.param.u64 \t%rd38, [dc_coll_copy_out_4_param_12];\n",
    "\tld.param.u64 \t%rd39, [dc_coll_copy_out_4_param_13];\n",
    "\tld.param.u64 \t%rd40, [dc_coll_copy_out_4_param_14];\n",
    "\tld.param.u64 \t%rd41, [dc_coll_copy_out_4_param_15];\n",
    "\tld.param.u64 \t%rd42, [dc_coll_copy_out_4_param_16];\n",
    "\tld.param.u64 \t%rd43, [dc_coll_copy_out_4_param_17];\n",
    "\tld.param.u64 \t%rd29, [dc_coll_copy_out_4_param_18];\n",
    "\tld.param.u64 \t%rd30, [dc_coll_copy_out_4_param_19];\n",
    "\tcvta.to.global.u64 \t%rd1, %rd31;\n",
    "\tcvta.to.global.u64 \t%rd44, %rd32;\n",
    "\tshl.b64 \t%rd45, %rd38, 2;\n",
    "\tadd.s64 \t%rd2, %rd44, %rd45;\n",
    "\tcvta.to.global.u64 \t%rd46, %rd33;\n",
    "\tshl.b64 \t%rd47, %rd39, 2;\n",
    "\tadd.s64 \t%rd3, %rd46, %rd47;\n",
    "\tcvta.to.global.u64 \t%rd48, %rd34;\n",
    "\tshl.b64 \t%rd49, %rd40, 2;\n",
    "\tadd.s64 \t%rd4, %rd48, %rd49;\n",
    "\tcvta.to.global.u64 \t%rd50, %rd35;\n",
    "\tshl.b64 \t%rd51, %rd41, 2;\n",
    "\tadd.s64 \t%rd5, %rd50, %rd51;\n",
    "\tcvta.to.global.u64 \t%rd52, %rd36;\n",
    "\tshl.b64 \t%rd53, %rd42, 2;\n",
    "\tadd.s64 \t%rd6, %rd52, %rd53;\n",
    "\tcvta.to.global.u64 \t%rd54, %rd37;\n",
    "\tshl.b64 \t%rd55, %rd43, 2;\n",
    "\tadd.s64 \t%rd7, %rd54, %rd55;\n",
    "\tmov.u32 \t%r16, %ntid.x;\n",
    "\tcvt.u64.u32 \t%rd8, %r16;\n",
    "\tmul.wide.u32 \t%rd9, %r16, 4;\n",
    "\tmov.u32 \t%r17, %ctaid.x;\n",
    "\tcvt.u64.u32 \t%rd56, %r17;\n",
    "\tmul.lo.s64 \t%rd82, %rd9, %rd56;\n",
    "\tsetp.ge.u64 \t%p1, %rd82, %rd26;\n",
    "\t@%p1 bra \t$L__BB11_31;\n",
    "\tmov.u32 \t%r18, %nctaid.x;\n",
    "\tcvt.u64.u32 \t%rd57, %r18;\n",
    "\tmul.lo.s64 \t%rd11, %rd9, %rd57;\n",
    "\tsetp.eq.s32 \t%p2, %r15, 0;\n",
    "\t@%p2 bra \t$L__BB11_30;\n",
    "\tcvta.to.global.u64 \t%rd58, %rd27;\n",
    "\tshl.b64 \t%rd59, %rd29, 2;\n",
    "\tadd.s64 \t%rd12, %rd58, %rd59;\n",
    "\tcvta.to.global.u64 \t%rd60, %rd28;\n",
    "\tshl.b64 \t%rd61, %rd30, 2;\n",
    "\tadd.s64 \t%rd13, %rd60, %rd61;\n",
    "\tmov.u32 \t%r20, %tid.x;\n",
    "\tcvt.u64.u32 \t%rd14, %r20;\n",
    "$L__BB11_3:\n",
    "\tadd.s64 \t%rd16, %rd82, %rd14;\n",
    "\tsetp.ge.u64 \t%p3, %rd16, %rd26;\n",
    "\t@%p3 bra \t$L__BB11_5;\n",
    "\tadd.s64 \t%rd62, %rd16, %rd25;\n",
    "\tshl.b64 \t%rd63, %rd62, 2;\n",
    "\tadd.s64 \t%rd64, %rd1, %rd63;\n",
    "\tld.global.u32 \t%r26, [%rd64];\n",
    "$L__BB11_5:\n",
    "\tadd.s64 \t%rd17, %rd16, %rd8;\n",
    "\tsetp.ge.u64 \t%p4, %rd17, %rd26;\n",
    "\t@%p4 bra \t$L__BB11_7;\n",
    "\tadd.s64 \t%rd65, %rd17, %rd25;\n",
    "\tshl.b64 \t%rd66, %rd65, 2;\n",
    "\tadd.s64 \t%rd67, %rd1, %rd66;\n",
    "\tld.global.u32 \t%r27, [%rd67];\n",
    "$L__BB11_7:\n",
    "\tadd.s64 \t%rd18, %rd17, %rd8;\n",
    "\tsetp.ge.u64 \t%p5, %rd18, %rd26;\n",
    "\t@%p5 bra \t$L__BB11_9;\n",
    "\tadd.s64 \t%rd68, %rd18, %rd25;\n",
    "\tshl.b64 \t%rd69, %rd68, 2;\n",
    "\tadd.s64 \t%rd70, %rd1, %rd69;\n",
    "\tld.global.u32 \t%r28, [%rd70];\n",
    "$L__BB11_9:\n",
    "\tadd.s64 \t%rd19, %rd18, %rd8;\n",
    "\tsetp.ge.u64 \t%p6, %rd19, %rd26;\n",
    "\t@%p6 bra \t$L__BB11_11;\n",
    "\tadd.s64 \t%rd71, %rd19, %rd25;\n",
    "\tshl.b64 \t%rd72, %rd71, 2;\n",
    "\tadd.s64 \t%rd73, %rd1, %rd72;\n",
    "\tld.global.u32 \t%r29, [%rd73];\n",
    "$L__BB11_11:\n",
    "\tmov.u32 \t%r30, 0;\n",
    "$L__BB11_12:\n",
    "\t.pragma \"nounroll\";\n",
    "\tsetp.gt.s32 \t%p7, %r30, 2;\n",
    "\t@%p7 bra \t$L__BB11_16;\n",
    "\tsetp.eq.s32 \t%p11, %r30, 0;\n",
    "\tmov.u64 \t%rd83, %rd2;\n",
    "\t@%p11 bra \t$L__BB11_20;\n",
    "\tsetp.eq.s32 \t%p12, %r30, 1;\n",
    "\tmov.u64 \t%rd83, %rd3;\n",
    "\t@%p12 bra \t$L__BB11_20;\n",
    "\tsetp.eq.s32 \t%p13, %r30, 2;\n",
    "\tmov.u64 \t%rd83, %rd4;\n",
    "\t@%p13 bra \t$L__BB11_20;\n",
    "\tbra.uni \t$L__BB11_19;\n",
    "$L__BB11_16:\n",
    "\tsetp.eq.s32 \t%p8, %r30, 3;\n",
    "\tmov.u64 \t%rd83, %rd5;\n",
    "\t@%p8 bra \t$L__BB11_20;\n",
    "\tsetp.eq.s32 \t%p9, %r30, 4;\n",
    "\tmov.u64 \t%rd83, %rd6;\n",
    "\t@%p9 bra \t$L__BB11_20;\n",
    "\tsetp.ne.s32 \t%p10, %r30, 5;\n",
    "\tmov.u64 \t%rd83, %rd7;\n",
    "\t@%p10 bra \t$L__BB11_19;\n",
    "\tbra.uni \t$L__BB11_20;\n",
    "$L__BB11_19:\n",
    "\tsetp.eq.s32 \t%p14, %r30, 6;\n",
    "\tselp.b64 \t%rd83, %rd12, %rd13, %p14;\n",
    "$L__BB11_20:\n",
    "\t@%p3 bra \t$L__BB11_22;\n",
    "\tshl.b64 \t%rd74, %rd16, 2;\n",
    "\tadd.s64 \t%rd75, %rd83, %rd74;\n",
    "\tst.global.u32 \t[%rd75], %r26;\n",
    "$L__BB11_22:\n",
    "\t@%p4 bra \t$L__BB11_24;\n",
    "\tshl.b64 \t%rd76, %rd17, 2;\n",
    "\tadd.s64 \t%rd77, %rd83, %rd76;\n",
    "\tst.global.u32 \t[%rd77], %r27;\n",
    "$L__BB11_24:\n",
    "\t@%p5 bra \t$L__BB11_26;\n",
    "\tshl.b64 \t%rd78, %rd18, 2;\n",
    "\tadd.s64 \t%rd79, %rd83, %rd78;\n",
    "\tst.global.u32 \t[%rd79], %r28;\n",
    "$L__BB11_26:\n",
    "\t@%p6 bra \t$L__BB11_28;\n",
    "\tshl.b64 \t%rd80, %rd19, 2;\n",
    "\tadd.s64 \t%rd81, %rd83, %rd80;\n",
    "\tst.global.u32 \t[%rd81], %r29;\n",
    "$L__BB11_28:\n",
    "\tadd.s32 \t%r30, %r30, 1;\n",
    "\tsetp.lt.u32 \t%p19, %r30, %r15;\n",
    "\t@%p19 bra \t$L__BB11_12;\n",
    "\tadd.s64 \t%rd82, %rd82, %rd11;\n",
    "\tsetp.lt.u64 \t%p20, %rd82, %rd26;\n",
    "\t@%p20 bra \t$L__BB11_3;\n",
    "\tbra.uni \t$L__BB11_31;\n",
    "$L__BB11_30:\n",
    "\tadd.s64 \t%rd82, %rd82, %rd11;\n",
    "\tsetp.lt.u64 \t%p21, %rd82, %rd26;\n",
    "\t@%p21 bra \t$L__BB11_30;\n",
    "$L__BB11_31:\n",
    "\tret;\n",
    "}\n",
    "\t// .globl\tdc_coll_copy_out_1\n",
    ".visible .entry dc_coll_copy_out_1(\n",
    "\t.param .u64 dc_coll_copy_out_1_param_0,\n",
    "\t.param .u64 dc_coll_copy_out_1_param_1,\n",
    "\t.param .u64 dc_coll_copy_out_1_param_2,\n",
    "\t.param .u32 dc_coll_copy_out_1_param_3,\n",
    "\t.param .u64 dc_coll_copy_out_1_param_4,\n",
    "\t.param .u64 dc_coll_copy_out_1_param_5,\n",
    "\t.param .u64 dc_coll_copy_out_1_param_6,\n",
    "\t.param .u64 dc_coll_copy_out_1_param_7,\n",
    "\t.param .u64 dc_coll_copy_out_1_param_8,\n",
    "\t.param .u64 dc_coll_copy_out_1_param_9,\n",
    "\t.param .u64 dc_coll_copy_out_1_param_10,\n",
    "\t.param .u64 dc_coll_copy_out_1_param_11,\n",
    "\t.param .u64 dc_coll_copy_out_1_param_12,\n",
    "\t.param .u64 dc_coll_copy_out_1_param_13,\n",
    "\t.param .u64 dc_coll_copy_out_1_param_14,\n",
    "\t.param .u64 dc_coll_copy_out_1_param_15,\n",
    "\t.param .u64 dc_coll_copy_out_1_param_16,\n",
    "\t.param .u64 dc_coll_copy_out_1_param_17,\n",
    "\t.param .u64 dc_coll_copy_out_1_param_18,\n",
    "\t.param .u64 dc_coll_copy_out_1_param_19\n",
    ")\n",
    "{\n",
    "\t.reg .pred \t%p<22>;\n",
    "\t.reg .b16 \t%rs<22>;\n",
    "\t.reg .b32 \t%r<10>;\n",
    "\t.reg .b64 \t%rd<69>;\n",
    "\tld.param.u64 \t%rd31, [dc_coll_copy_out_1_param_0];\n",
    "\tld.param.u64 \t%rd25, [dc_coll_copy_out_1_param_1];\n",
    "\tld.param.u64 \t%rd26, [dc_coll_copy_out_1_param_2];\n",
    "\tld.param.u32 \t%r3, [dc_coll_copy_out_1_param_3];\n",
    "\tld.param.u64 \t%rd32, [dc_coll_copy_out_1_param_4];\n",
    "\tld.param.u64 \t%rd33, [dc_coll_copy_out_1_param_5];\n",
    "\tld.param.u64 \t%rd34, [dc_coll_copy_out_1_param_6];\n",
    "\tld.param.u64 \t%rd35, [dc_coll_copy_out_1_param_7];\n",
    "\tld.param.u64 \t%rd36, [dc_coll_copy_out_1_param_8];\n",
    "\tld.param.u64 \t%rd37, [dc_coll_copy_out_1_param_9];\n",
    "\tld.param.u64 \t%rd27, [dc_coll_copy_out_1_param_10];\n",
    "\tld.param.u64 \t%rd28, [dc_coll_copy_out_1_param_11];\n",
    "\tld.param.u64 \t%rd38, [dc_coll_copy_out_1_param_12];\n",
    "\tld.param.u64 \t%rd39, [dc_coll_copy_out_1_param_13];\n",
    "\tld.param.u64 \t%rd40, [dc_coll_copy_out_1_param_14];\n",
    "\tld.param.u64 \t%rd41, [dc_coll_copy_out_1_param_15];\n",
    "\tld.param.u64 \t%rd42, [dc_coll_copy_out_1_param_16];\n",
    "\tld.param.u64 \t%rd43, [dc_coll_copy_out_1_param_17];\n",
    "\tld.param.u64 \t%rd29, [dc_coll_copy_out_1_param_18];\n",
    "\tld.param.u64 \t%rd30, [dc_coll_copy_out_1_param_19];\n",
    "\tcvta.to.global.u64 \t%rd1, %rd31;\n",
    "\tcvta.to.global.u64 \t%rd44, %rd32;\n",
    "\tadd.s64 \t%rd2, %rd44, %rd38;\n",
    "\tcvta.to.global.u64 \t%rd45, %rd33;\n",
    "\tadd.s64 \t%rd3, %rd45, %rd39;\n",
    "\tcvta.to.global.u64 \t%rd46, %rd34;\n",
    "\tadd.s64 \t%rd4, %rd46, %rd40;\n",
    "\tcvta.to.global.u64 \t%rd47, %rd35;\n",
    "\tadd.s64 \t%rd5, %rd47, %rd41;\n",
    "\tcvta.to.global.u64 \t%rd48, %rd36;\n",
    "\tadd.s64 \t%rd6, %rd48, %rd42;\n",
    "\tcvta.to.global.u64 \t%rd49, %rd37;\n",
    "\tadd.s64 \t%rd7, %rd49, %rd43;\n",
    "\tmov.u32 \t%r4, %ntid.x;\n",
    "\tcvt.u64.u32 \t%rd8, %r4;\n",
    "\tmul.wide.u32 \t%rd9, %r4, 4;\n",
    "\tmov.u32 \t%r5, %ctaid.x;\n",
    "\tcvt.u64.u32 \t%rd50, %r5;\n",
    "\tmul.lo.s64 \t%rd66, %rd9, %rd50;\n",
    "\tsetp.ge.u64 \t%p1, %rd66, %rd26;\n",
    "\t@%p1 bra \t$L__BB12_31;\n",
    "\tmov.u32 \t%r6, %nctaid.x;\n",
    "\tcvt.u64.u32 \t%rd51, %r6;\n",
    "\tmul.lo.s64 \t%rd11, %rd9, %rd51;\n",
    "\tsetp.eq.s32 \t%p2, %r3, 0;\n",
    "\t@%p2 bra \t$L__BB12_30;\n",
    "\tcvta.to.global.u64 \t%rd52, %rd27;\n",
    "\tadd.s64 \t%rd12, %rd52, %rd29;\n",
    "\tcvta.to.global.u64 \t%rd53, %rd28;\n",
    "\tadd.s64 \t%rd13, %rd53, %rd30;\n",
    "\tmov.u32 \t%r7, %tid.x;\n",
    "\tcvt.u64.u32 \t%rd14, %r7;\n",
    "$L__BB12_3:\n",
    "\tadd.s64 \t%rd16, %rd66, %rd14;\n",
    "\tsetp.ge.u64 \t%p3, %rd16, %rd26;\n",
    "\t@%p3 bra \t$L__BB12_5;\n",
    "\tadd.s64 \t%rd54, %rd16, %rd25;\n",
    "\tadd.s64 \t%rd55, %rd1, %rd54;\n",
    "\tld.global.u8 \t%rs18, [%rd55];\n",
    "$L__BB12_5:\n",
    "\tadd.s64 \t%rd17, %rd16, %rd8;\n",
    "\tsetp.ge.u64 \t%p4, %rd17, %rd26;\n",
    "\t@%p4 bra \t$L__BB12_7;\n",
    "\tadd.s64 \t%rd56, %rd17, %rd25;\n",
    "\tadd.s64 \t%rd57, %rd1, %rd56;\n",
    "\tld.global.u8 \t%rs19, [%rd57];\n",
    "$L__BB12_7:\n",
    "\tadd.s64 \t%rd18, %rd17, %rd8;\n",
    "\tsetp.ge.u64 \t%p5, %rd18, %rd26;\n",
    "\t@%p5 bra \t$L__BB12_9;\n",
    "\tadd.s64 \t%rd58, %rd18, %rd25;\n",
    "\tadd.s64 \t%rd59, %rd1, %rd58;\n",
    "\tld.global.u8 \t%rs20, [%rd59];\n",
    "$L__BB12_9:\n",
    "\tadd.s64 \t%rd19, %rd18, %rd8;\n",
    "\tsetp.ge.u64 \t%p6, %rd19, %rd26;\n",
    "\t@%p6 bra \t$L__BB12_11;\n",
    "\tadd.s64 \t%rd60, %rd19, %rd25;\n",
    "\tadd.s64 \t%rd61, %rd1, %rd60;\n",
    "\tld.global.u8 \t%rs21, [%rd61];\n",
    "$L__BB12_11:\n",
    "\tmov.u32 \t%r9, 0;\n",
    "$L__BB12_12:\n",
    "\t.pragma \"nounroll\";\n",
    "\tsetp.gt.s32 \t%p7, %r9, 2;\n",
    "\t@%p7 bra \t$L__BB12_16;\n",
    "\tsetp.eq.s32 \t%p11, %r9, 0;\n",
    "\tmov.u64 \t%rd67, %rd2;\n",
    "\t@%p11 bra \t$L__BB12_20;\n",
    "\tsetp.eq.s32 \t%p12, %r9, 1;\n",
    "\tmov.u64 \t%rd67, %rd3;\n",
    "\t@%p12 bra \t$L__BB12_20;\n",
    "\tsetp.eq.s32 \t%p13, %r9, 2;\n",
    "\tmov.u64 \t%rd67, %rd4;\n",
    "\t@%p13 bra \t$L__BB12_20;\n",
    "\tbra.uni \t$L__BB12_19;\n",
    "$L__BB12_16:\n",
    "\tsetp.eq.s32 \t%p8, %r9, 3;\n",
    "\tmov.u64 \t%rd67, %rd5;\n",
    "\t@%p8 bra \t$L__BB12_20;\n",
    "\tsetp.eq.s32 \t%p9, %r9, 4;\n",
    "\tmov.u64 \t%rd67, %rd6;\n",
    "\t@%p9 bra \t$L__BB12_20;\n",
    "\tsetp.ne.s32 \t%p10, %r9, 5;\n",
    "\tmov.u64 \t%rd67, %rd7;\n",
    "\t@%p10 bra \t$L__BB12_19;\n",
    "\tbra.uni \t$L__BB12_20;\n",
    "$L__BB12_19:\n",
    "\tsetp.eq.s32 \t%p14, %r9, 6;\n",
    "\tselp.b64 \t%rd67, %rd12, %rd13, %p14;\n",
    "$L__BB12_20:\n",
    "\t@%p3 bra \t$L__BB12_22;\n",
    "\tadd.s64 \t%rd62, %rd67, %rd16;\n",
    "\tst.global.u8 \t[%rd62], %rs18;\n",
    "$L__BB12_22:\n",
    "\t@%p4 bra \t$L__BB12_24;\n",
    "\tadd.s64 \t%rd63, %rd67, %rd17;\n",
    "\tst.global.u8 \t[%rd63], %rs19;\n",
    "$L__BB12_24:\n",
    "\t@%p5 bra \t$L__BB12_26;\n",
    "\tadd.s64 \t%rd64, %rd67, %rd18;\n",
    "\tst.global.u8 \t[%rd64], %rs20;\n",
    "$L__BB12_26:\n",
    "\t@%p6 bra \t$L__BB12_28;\n",
    "\tadd.s64 \t%rd65, %rd67, %rd19;\n",
    "\tst.global.u8 \t[%rd65], %rs21;\n",
    "$L__BB12_28:\n",
    "\tadd.s32 \t%r9, %r9, 1;\n",
    "\tsetp.lt.u32 \t%p19, %r9, %r3;\n",
    "\t@%p19 bra \t$L__BB12_12;\n",
    "\tadd.s64 \t%rd66, %rd66, %rd11;\n",
    "\tsetp.lt.u64 \t%p20, %rd66, %rd26;\n",
    "\t@%p20 bra \t$L__BB12_3;\n",
    "\tbra.uni \t$L__BB12_31;\n",
    "$L__BB12_30:\n",
    "\tadd.s64 \t%rd66, %rd66, %rd11;\n",
    "\tsetp.lt.u64 \t%p21, %rd66, %rd26;\n",
    "\t@%p21 bra \t$L__BB12_30;\n",
    "$L__BB12_31:\n",
    "\tret;\n",
    "}\n",
    "\t// .globl\tdc_coll_flag_reduce_f32\n",
    ".visible .entry dc_coll_flag_reduce_f32(\n",
    "\t.param .u64 dc_coll_flag_reduce_f32_param_0,\n",
    "\t.param .u32 dc_coll_flag_reduce_f32_param_1,\n",
    "\t.param .u32 dc_coll_flag_reduce_f32_param_2,\n",
    "\t.param .u32 dc_coll_flag_reduce_f32_param_3,\n",
    "\t.param .u32 dc_coll_flag_reduce_f32_param_4,\n",
    "\t.param .u32 dc_coll_flag_reduce_f32_param_5,\n",
    "\t.param .u32 dc_coll_flag_reduce_f32_param_6,\n",
    "\t.param .u64 dc_coll_flag_reduce_f32_param_7,\n",
    "\t.param .u64 dc_coll_flag_reduce_f32_param_8,\n",
    "\t.param .u64 dc_coll_flag_reduce_f32_param_9,\n",
    "\t.param .u64 dc_coll_flag_reduce_f32_param_10,\n",
    "\t.param .u64 dc_coll_flag_reduce_f32_param_11,\n",
    "\t.param .u64 dc_coll_flag_reduce_f32_param_12,\n",
    "\t.param .u64 dc_coll_flag_reduce_f32_param_13,\n",
    "\t.param .u64 dc_coll_flag_reduce_f32_param_14,\n",
    "\t.param .u64 dc_coll_flag_reduce_f32_param_15,\n",
    "\t.param .u64 dc_coll_flag_reduce_f32_param_16,\n",
    "\t.param .u64 dc_coll_flag_reduce_f32_param_17,\n",
    "\t.param .u64 dc_coll_flag_reduce_f32_param_18,\n",
    "\t.param .u64 dc_coll_flag_reduce_f32_param_19,\n",
    "\t.param .u64 dc_coll_flag_reduce_f32_param_20,\n",
    "\t.param .u64 dc_coll_flag_reduce_f32_param_21,\n",
    "\t.param .u64 dc_coll_flag_reduce_f32_param_22,\n",
    "\t.param .u64 dc_coll_flag_reduce_f32_param_23,\n",
    "\t.param .u64 dc_coll_flag_reduce_f32_param_24,\n",
    "\t.param .u64 dc_coll_flag_reduce_f32_param_25,\n",
    "\t.param .u64 dc_coll_flag_reduce_f32_param_26,\n",
    "\t.param .u64 dc_coll_flag_reduce_f32_param_27,\n",
    "\t.param .u64 dc_coll_flag_reduce_f32_param_28,\n",
    "\t.param .u64 dc_coll_flag_reduce_f32_param_29,\n",
    "\t.param .u64 dc_coll_flag_reduce_f32_param_30,\n",
    "\t.param .u64 dc_coll_flag_reduce_f32_param_31,\n",
    "\t.param .u64 dc_coll_flag_reduce_f32_param_32,\n",
    "\t.param .u64 dc_coll_flag_reduce_f32_param_33,\n",
    "\t.param .u64 dc_coll_flag_reduce_f32_param_34,\n",
    "\t.param .u64 dc_coll_flag_reduce_f32_param_35,\n",
    "\t.param .u64 dc_coll_flag_reduce_f32_param_36,\n",
    "\t.param .u64 dc_coll_flag_reduce_f32_param_37,\n",
    "\t.param .u64 dc_coll_flag_reduce_f32_param_38,\n",
    "\t.param .u64 dc_coll_flag_reduce_f32_param_39,\n",
    "\t.param .u64 dc_coll_flag_reduce_f32_param_40,\n",
    "\t.param .u64 dc_coll_flag_reduce_f32_param_41,\n",
    "\t.param .u64 dc_coll_flag_reduce_f32_param_42,\n",
    "\t.param .u64 dc_coll_flag_reduce_f32_param_43,\n",
    "\t.param .u64 dc_coll_flag_reduce_f32_param_44,\n",
    "\t.param .u64 dc_coll_flag_reduce_f32_param_45\n",
    ")\n",
    "{\n",
    "\t.reg .pred \t%p<115>;\n",
    "\t.reg .f32 \t%f<98>;\n",
    "\t.reg .b32 \t%r<74>;\n",
    "\t.reg .b64 \t%rd<233>;\n",
    "\t// demoted variable\n",
    "\t.shared .align 4 .u32 _ZZ16coll_flag_reduceI5t_f32EvyjjjjjjPNT_1TES3_S3_S3_S3_S3_S3_S3_PKS2_S5_S5_S5_S5_S5_S5_S5_S5_S3_PKyPjyyE5epoch;\n",
    "\t// demoted variable\n",
    "\t.shared .align 4 .b8 _ZZ16coll_flag_reduceI5t_f32EvyjjjjjjPNT_1TES3_S3_S3_S3_S3_S3_S3_PKS2_S5_S5_S5_S5_S5_S5_S5_S5_S3_PKyPjyyE6failed[8];\n",
    "\tld.param.u64 \t%rd42, [dc_coll_flag_reduce_f32_param_0];\n",
    "\tld.param.u32 \t%r9, [dc_coll_flag_reduce_f32_param_1];\n",
    "\tld.param.u32 \t%r13, [dc_coll_flag_reduce_f32_param_5];\n",
    "\tld.param.u32 \t%r14, [dc_coll_flag_reduce_f32_param_6];\n",
    "\tld.param.u64 \t%rd76, [dc_coll_flag_reduce_f32_param_40];\n",
    "\tmov.u32 \t%r1, %tid.x;\n",
    "\tsetp.ne.s32 \t%p2, %r1, 0;\n",
    "\t@%p2 bra \t$L__BB13_2;\n",
    "\tld.param.u64 \t%rd229, [dc_coll_flag_reduce_f32_param_43];\n",
    "\tcvta.to.global.u64 \t%rd228, %rd229;\n",
    "\tmov.u32 \t%r15, %ctaid.x;\n",
    "\tmul.wide.u32 \t%rd82, %r15, 4;\n",
    "\tadd.s64 \t%rd83, %rd228, %rd82;\n",
    "\tld.global.u32 \t%r16, [%rd83];\n",
    "\tadd.s32 \t%r17, %r16, 1;\n",
    "\tmov.u32 \t%r18, 0;\n",
    "\tst.shared.u32 \t[_ZZ16coll_flag_reduceI5t_f32EvyjjjjjjPNT_1TES3_S3_S3_S3_S3_S3_S3_PKS2_S5_S5_S5_S5_S5_S5_S5_S5_S3_PKyPjyyE5epoch], %r17;\n",
    "\tst.shared.u32 \t[_ZZ16coll_flag_reduceI5t_f32EvyjjjjjjPNT_1TES3_S3_S3_S3_S3_S3_S3_PKS2_S5_S5_S5_S5_S5_S5_S5_S5_S3_PKyPjyyE6failed+4], %r18;\n",
    "\tst.shared.u32 \t[_ZZ16coll_flag_reduceI5t_f32EvyjjjjjjPNT_1TES3_S3_S3_S3_S3_S3_S3_PKS2_S5_S5_S5_S5_S5_S5_S5_S5_S3_PKyPjyyE6failed], %r18;\n",
    "$L__BB13_2:\n",
    "\tld.param.u64 \t%rd227, [dc_coll_flag_reduce_f32_param_41];\n",
    "\tsetp.eq.s64 \t%p3, %rd227, 0;\n",
    "\t@%p3 bra \t$L__BB13_6;\n",
    "\tmov.u32 \t%r70, %tid.x;\n",
    "\tmov.u32 \t%r19, %ntid.x;\n",
    "\tcvt.u64.u32 \t%rd2, %r19;\n",
    "\tmov.u32 \t%r20, %ctaid.x;\n",
    "\tmul.wide.u32 \t%rd84, %r20, %r19;\n",
    "\tcvt.u64.u32 \t%rd85, %r70;\n",
    "\tadd.s64 \t%rd230, %rd84, %rd85;\n",
    "\tsetp.ge.u64 \t%p4, %rd230, %rd42;\n",
    "\t@%p4 bra \t$L__BB13_6;\n",
    "\tld.param.u64 \t%rd208, [dc_coll_flag_reduce_f32_param_41];\n",
    "\tld.param.u64 \t%rd198, [dc_coll_flag_reduce_f32_param_39];\n",
    "\tcvta.to.global.u64 \t%rd4, %rd198;\n",
    "\tcvta.to.global.u64 \t%rd5, %rd208;\n",
    "\tmov.u32 \t%r21, %nctaid.x;\n",
    "\tcvt.u64.u32 \t%rd86, %r21;\n",
    "\tmul.lo.s64 \t%rd6, %rd86, %rd2;\n",
    "$L__BB13_5:\n",
    "\tadd.s64 \t%rd87, %rd230, %rd76;\n",
    "\tshl.b64 \t%rd88, %rd87, 2;\n",
    "\tadd.s64 \t%rd89, %rd4, %rd88;\n",
    "\tld.global.f32 \t%f33, [%rd89];\n",
    "\tshl.b64 \t%rd90, %rd230, 2;\n",
    "\tadd.s64 \t%rd91, %rd5, %rd90;\n",
    "\tst.global.f32 \t[%rd91], %f33;\n",
    "\tadd.s64 \t%rd230, %rd230, %rd6;\n",
    "\tsetp.lt.u64 \t%p5, %rd230, %rd42;\n",
    "\t@%p5 bra \t$L__BB13_5;\n",
    "$L__BB13_6:\n",
    "\tmov.u32 \t%r60, %tid.x;\n",
    "\tld.param.u32 \t%r59, [dc_coll_flag_reduce_f32_param_2];\n",
    "\tld.param.u32 \t%r58, [dc_coll_flag_reduce_f32_param_3];\n",
    "\tld.param.u64 \t%rd199, [dc_coll_flag_reduce_f32_param_42];\n",
    "\tcvta.to.global.u64 \t%rd92, %rd199;\n",
    "\tbar.sync \t0;\n",
    "\tld.shared.u32 \t%r2, [_ZZ16coll_flag_reduceI5t_f32EvyjjjjjjPNT_1TES3_S3_S3_S3_S3_S3_S3_PKS2_S5_S5_S5_S5_S5_S5_S5_S5_S3_PKyPjyyE5epoch];\n",
    "\tbar.sync \t0;\n",
    "\tsetp.ne.s32 \t%p6, %r60, %r58;\n",
    "\tsetp.lt.u32 \t%p7, %r60, %r59;\n",
    "\tand.pred  \t%p1, %p7, %p6;\n",
    "\tcvt.u64.u32 \t%rd9, %r58;\n",
    "\tmul.wide.u32 \t%rd93, %r58, 8;\n",
    "\tadd.s64 \t%rd10, %rd92, %rd93;\n",
    "\tcvt.u64.u32 \t%rd11, %r60;\n",
    "\tmul.wide.u32 \t%rd94, %r60, 8;\n",
    "\tadd.s64 \t%rd12, %rd92, %rd94;\n",
    "\tnot.pred \t%p8, %p1;\n",
    "\t@%p8 bra \t$L__BB13_13;\n",
    "\tmov.u32 \t%r24, %ctaid.x;\n",
    "\tshl.b32 \t%r25, %r24, 3;\n",
    "\tcvt.u64.u32 \t%rd98, %r25;\n",
    "\tadd.s64 \t%rd100, %rd98, %rd11;\n",
    "\tld.global.u64 \t%rd101, [%rd10];\n",
    "\tshl.b64 \t%rd102, %rd100, 2;\n",
    "\tadd.s64 \t%rd97, %rd101, %rd102;\n",
    "\tadd.s64 \t%rd103, %rd9, %rd98;\n",
    "\tld.global.u64 \t%rd104, [%rd12];\n",
    "\tshl.b64 \t%rd105, %rd103, 2;\n",
    "\tadd.s64 \t%rd95, %rd104, %rd105;\n",
    "\t// begin inline asm\n",
    "\tst.release.sys.global.u32 [%rd95], %r2;\n",
    "\t// end inline asm\n",
    "\t// begin inline asm\n",
    "\tmov.u64 %rd96, %globaltimer;\n",
    "\t// end inline asm\n",
    "\t// begin inline asm\n",
    "\tld.acquire.sys.global.u32 %r23, [%rd97];\n",
    "\t// end inline asm\n",
    "\tsub.s32 \t%r26, %r23, %r2;\n",
    "\tsetp.gt.s32 \t%p9, %r26, -1;\n",
    "\t@%p9 bra \t$L__BB13_13;\n",
    "\tmov.u32 \t%r71, 0;\n",
    "$L__BB13_9:\n",
    "\tadd.s32 \t%r71, %r71, 1;\n",
    "\tand.b32  \t%r28, %r71, 63;\n",
    "\tsetp.ne.s32 \t%p10, %r28, 0;\n",
    "\t@%p10 bra \t$L__BB13_11;\n",
    "\tld.param.u64 \t%rd200, [dc_coll_flag_reduce_f32_param_45];\n",
    "\t// begin inline asm\n",
    "\tmov.u64 %rd106, %globaltimer;\n",
    "\t// end inline asm\n",
    "\tsub.s64 \t%rd107, %rd106, %rd96;\n",
    "\tsetp.gt.u64 \t%p11, %rd107, %rd200;\n",
    "\t@%p11 bra \t$L__BB13_12;\n",
    "$L__BB13_11:\n",
    "\t// begin inline asm\n",
    "\tld.acquire.sys.global.u32 %r29, [%rd97];\n",
    "\t// end inline asm\n",
    "\tsub.s32 \t%r30, %r29, %r2;\n",
    "\tsetp.lt.s32 \t%p12, %r30, 0;\n",
    "\t@%p12 bra \t$L__BB13_9;\n",
    "\tbra.uni \t$L__BB13_13;\n",
    "$L__BB13_12:\n",
    "\tmov.u32 \t%r61, %tid.x;\n",
    "\tld.param.u64 \t%rd201, [dc_coll_flag_reduce_f32_param_44];\n",
    "\tcvta.to.global.u64 \t%rd109, %rd201;\n",
    "\tshl.b64 \t%rd110, %rd9, 2;\n",
    "\tadd.s64 \t%rd111, %rd109, %rd110;\n",
    "\tadd.s32 \t%r31, %r61, 257;\n",
    "\tst.volatile.global.u32 \t[%rd111], %r31;\n",
    "\tmembar.sys;\n",
    "\tmov.u32 \t%r32, 1;\n",
    "\tst.volatile.shared.u32 \t[_ZZ16coll_flag_reduceI5t_f32EvyjjjjjjPNT_1TES3_S3_S3_S3_S3_S3_S3_PKS2_S5_S5_S5_S5_S5_S5_S5_S5_S3_PKyPjyyE6failed], %r32;\n",
    "$L__BB13_13:\n",
    "\tbar.sync \t0;\n",
    "\tld.volatile.shared.u32 \t%r33, [_ZZ16coll_flag_reduceI5t_f32EvyjjjjjjPNT_1TES3_S3_S3_S3_S3_S3_S3_PKS2_S5_S5_S5_S5_S5_S5_S5_S5_S3_PKyPjyyE6failed];\n",
    "\tsetp.ne.s32 \t%p13, %r33, 0;\n",
    "\t@%p13 bra \t$L__BB13_67;\n",
    "\tmov.u32 \t%r34, %ntid.x;\n",
    "\tcvt.u64.u32 \t%rd16, %r34;\n",
    "\tmov.u32 \t%r35, %ctaid.x;\n",
    "\tmul.wide.u32 \t%rd112, %r35, %r34;\n",
    "\tadd.s64 \t%rd231, %rd112, %rd11;\n",
    "\tsetp.ge.u64 \t%p14, %rd231, %rd42;\n",
    "\t@%p14 bra \t$L__BB13_58;\n",
    "\tld.param.u64 \t%rd212, [dc_coll_flag_reduce_f32_param_30];\n",
    "\tld.param.u64 \t%rd211, [dc_coll_flag_reduce_f32_param_29];\n",
    "\tld.param.u64 \t%rd210, [dc_coll_flag_reduce_f32_param_28];\n",
    "\tld.param.u64 \t%rd209, [dc_coll_flag_reduce_f32_param_27];\n",
    "\tld.param.u64 \t%rd207, [dc_coll_flag_reduce_f32_param_26];\n",
    "\tld.param.u64 \t%rd206, [dc_coll_flag_reduce_f32_param_25];\n",
    "\tld.param.u64 \t%rd205, [dc_coll_flag_reduce_f32_param_24];\n",
    "\tld.param.u64 \t%rd204, [dc_coll_flag_reduce_f32_param_23];\n",
    "\tld.param.u64 \t%rd203, [dc_coll_flag_reduce_f32_param_15];\n",
    "\tld.param.u64 \t%rd202, [dc_coll_flag_reduce_f32_param_7];\n",
    "\tld.param.u64 \t%rd197, [dc_coll_flag_reduce_f32_param_16];\n",
    "\tld.param.u64 \t%rd196, [dc_coll_flag_reduce_f32_param_8];\n",
    "\tld.param.u64 \t%rd195, [dc_coll_flag_reduce_f32_param_17];\n",
    "\tld.param.u64 \t%rd194, [dc_coll_flag_reduce_f32_param_9];\n",
    "\tld.param.u64 \t%rd193, [dc_coll_flag_reduce_f32_param_18];\n",
    "\tld.param.u64 \t%rd192, [dc_coll_flag_reduce_f32_param_10];\n",
    "\tld.param.u64 \t%rd191, [dc_coll_flag_reduce_f32_param_19];\n",
    "\tld.param.u64 \t%rd190, [dc_coll_flag_reduce_f32_param_11];\n",
    "\tld.param.u64 \t%rd189, [dc_coll_flag_reduce_f32_param_20];\n",
    "\tld.param.u64 \t%rd188, [dc_coll_flag_reduce_f32_param_12];\n",
    "\tld.param.u64 \t%rd187, [dc_coll_flag_reduce_f32_param_21];\n",
    "\tld.param.u64 \t%rd186, [dc_coll_flag_reduce_f32_param_13];\n",
    "\tld.param.u64 \t%rd185, [dc_coll_flag_reduce_f32_param_22];\n",
    "\tld.param.u64 \t%rd184, [dc_coll_flag_reduce_f32_param_14];\n",
    "\tld.param.u32 \t%r57, [dc_coll_flag_reduce_f32_param_4];\n",
    "\tsetp.eq.s32 \t%p15, %r57, 0;\n",
    "\tselp.b32 \t%r36, 1, %r57, %p15;\n",
    "\tcvt.rn.f32.u32 \t%f1, %r36;\n",
    "\tcvta.to.global.u64 \t%rd113, %rd184;\n",
    "\tshl.b64 \t%rd114, %rd185, 2;\n",
    "\tadd.s64 \t%rd19, %rd113, %rd114;\n",
    "\tcvta.to.global.u64 \t%rd115, %rd186;\n",
    "\tshl.b64 \t%rd116, %rd187, 2;\n",
    "\tadd.s64 \t%rd20, %rd115, %rd116;\n",
    "\tcvta.to.global.u64 \t%rd117, %rd188;\n",
    "\tshl.b64 \t%rd118, %rd189, 2;\n",
    "\tadd.s64 \t%rd21, %rd117, %rd118;\n",
    "\tcvta.to.global.u64 \t%rd119, %rd190;\n",
    "\tshl.b64 \t%rd120, %rd191, 2;\n",
    "\tadd.s64 \t%rd22, %rd119, %rd120;\n",
    "\tcvta.to.global.u64 \t%rd121, %rd192;\n",
    "\tshl.b64 \t%rd122, %rd193, 2;\n",
    "\tadd.s64 \t%rd23, %rd121, %rd122;\n",
    "\tcvta.to.global.u64 \t%rd123, %rd194;\n",
    "\tshl.b64 \t%rd124, %rd195, 2;\n",
    "\tadd.s64 \t%rd24, %rd123, %rd124;\n",
    "\tcvta.to.global.u64 \t%rd125, %rd196;\n",
    "\tshl.b64 \t%rd126, %rd197, 2;\n",
    "\tadd.s64 \t%rd25, %rd125, %rd126;\n",
    "\tcvta.to.global.u64 \t%rd127, %rd202;\n",
    "\tshl.b64 \t%rd128, %rd203, 2;\n",
    "\tadd.s64 \t%rd26, %rd127, %rd128;\n",
    "\tcvta.to.global.u64 \t%rd27, %rd204;\n",
    "\tcvta.to.global.u64 \t%rd28, %rd205;\n",
    "\tcvta.to.global.u64 \t%rd29, %rd206;\n",
    "\tcvta.to.global.u64 \t%rd30, %rd207;\n",
    "\tcvta.to.global.u64 \t%rd31, %rd209;\n",
    "\tcvta.to.global.u64 \t%rd32, %rd210;\n",
    "\tcvta.to.global.u64 \t%rd33, %rd211;\n",
    "\tcvta.to.global.u64 \t%rd34, %rd212;\n",
    "\tmov.u32 \t%r37, %nctaid.x;\n",
    "\tcvt.u64.u32 \t%rd129, %r37;\n",
    "\tmul.lo.s64 \t%rd35, %rd129, %rd16;\n",
    "$L__BB13_16:\n",
    "\tld.param.u64 \t%rd213, [dc_coll_flag_reduce_f32_param_31];\n",
    "\tadd.s64 \t%rd130, %rd231, %rd213;\n",
    "\tshl.b64 \t%rd131, %rd130, 2;\n",
    "\tadd.s64 \t%rd132, %rd27, %rd131;\n",
    "\tld.global.f32 \t%f91, [%rd132];\n",
    "\tsetp.lt.u32 \t%p16, %r14, 2;\n",
    "\tmov.f32 \t%f83, %f91;\n",
    "\t@%p16 bra \t$L__BB13_18;\n",
    "\tld.param.u64 \t%rd215, [dc_coll_flag_reduce_f32_param_32];\n",
    "\tadd.s64 \t%rd133, %rd231, %rd215;\n",
    "\tshl.b64 \t%rd134, %rd133, 2;\n",
    "\tadd.s64 \t%rd135, %rd28, %rd134;\n",
    "\tld.global.f32 \t%f83, [%rd135];\n",
    "$L__BB13_18:\n",
    "\tsetp.lt.u32 \t%p17, %r14, 3;\n",
    "\tmov.f32 \t%f84, %f91;\n",
    "\t@%p17 bra \t$L__BB13_20;\n",
    "\tld.param.u64 \t%rd214, [dc_coll_flag_reduce_f32_param_33];\n",
    "\tadd.s64 \t%rd136, %rd231, %rd214;\n",
    "\tshl.b64 \t%rd137, %rd136, 2;\n",
    "\tadd.s64 \t%rd138, %rd29, %rd137;\n",
    "\tld.global.f32 \t%f84, [%rd138];\n",
    "$L__BB13_20:\n",
    "\tsetp.lt.u32 \t%p18, %r14, 4;\n",
    "\tmov.f32 \t%f85, %f91;\n",
    "\t@%p18 bra \t$L__BB13_22;\n",
    "\tld.param.u64 \t%rd216, [dc_coll_flag_reduce_f32_param_34];\n",
    "\tadd.s64 \t%rd139, %rd231, %rd216;\n",
    "\tshl.b64 \t%rd140, %rd139, 2;\n",
    "\tadd.s64 \t%rd141, %rd30, %rd140;\n",
    "\tld.global.f32 \t%f85, [%rd141];\n",
    "$L__BB13_22:\n",
    "\tsetp.lt.u32 \t%p19, %r14, 5;\n",
    "\tmov.f32 \t%f86, %f91;\n",
    "\t@%p19 bra \t$L__BB13_24;\n",
    "\tld.param.u64 \t%rd222, [dc_coll_flag_reduce_f32_param_35];\n",
    "\tadd.s64 \t%rd142, %rd231, %rd222;\n",
    "\tshl.b64 \t%rd143, %rd142, 2;\n",
    "\tadd.s64 \t%rd144, %rd31, %rd143;\n",
    "\tld.global.f32 \t%f86, [%rd144];\n",
    "$L__BB13_24:\n",
    "\tsetp.lt.u32 \t%p20, %r14, 6;\n",
    "\tmov.f32 \t%f87, %f91;\n",
    "\t@%p20 bra \t$L__BB13_26;\n",
    "\tld.param.u64 \t%rd221, [dc_coll_flag_reduce_f32_param_36];\n",
    "\tadd.s64 \t%rd145, %rd231, %rd221;\n",
    "\tshl.b64 \t%rd146, %rd145, 2;\n",
    "\tadd.s64 \t%rd147, %rd32, %rd146;\n",
    "\tld.global.f32 \t%f87, [%rd147];\n",
    "$L__BB13_26:\n",
    "\tsetp.lt.u32 \t%p21, %r14, 7;\n",
    "\tmov.f32 \t%f88, %f91;\n",
    "\t@%p21 bra \t$L__BB13_28;\n",
    "\tld.param.u64 \t%rd220, [dc_coll_flag_reduce_f32_param_37];\n",
    "\tadd.s64 \t%rd148, %rd231, %rd220;\n",
    "\tshl.b64 \t%rd149, %rd148, 2;\n",
    "\tadd.s64 \t%rd150, %rd33, %rd149;\n",
    "\tld.global.f32 \t%f88, [%rd150];\n",
    "$L__BB13_28:\n",
    "\tsetp.lt.u32 \t%p22, %r14, 8;\n",
    "\tmov.f32 \t%f89, %f91;\n",
    "\t@%p22 bra \t$L__BB13_30;\n",
    "\tld.param.u64 \t%rd219, [dc_coll_flag_reduce_f32_param_38];\n",
    "\tadd.s64 \t%rd151, %rd231, %rd219;\n",
    "\tshl.b64 \t%rd152, %rd151, 2;\n",
    "\tadd.s64 \t%rd153, %rd34, %rd152;\n",
    "\tld.global.f32 \t%f89, [%rd153];\n",
    "$L__BB13_30:\n",
    "\tsetp.lt.u32 \t%p104, %r14, 2;\n",
    "\t@%p104 bra \t$L__BB13_32;\n",
    "\tsetp.eq.s32 \t%p24, %r9, 3;\n",
    "\tsetp.lt.f32 \t%p25, %f83, %f91;\n",
    "\tselp.f32 \t%f34, %f83, %f91, %p25;\n",
    "\tsetp.nan.f32 \t%p26, %f91, %f83;\n",
    "\tadd.f32 \t%f35, %f91, %f83;\n",
    "\tselp.f32 \t%f36, %f35, %f34, %p26;\n",
    "\tsetp.gt.f32 \t%p27, %f83, %f91;\n",
    "\tselp.f32 \t%f37, %f83, %f91, %p27;\n",
    "\tsetp.num.f32 \t%p28, %f91, %f83;\n",
    "\tand.pred  \t%p29, %p24, %p28;\n",
    "\tselp.f32 \t%f38, %f37, %f35, %p29;\n",
    "\tsetp.eq.s32 \t%p30, %r9, 2;\n",
    "\tselp.f32 \t%f39, %f36, %f38, %p30;\n",
    "\tmul.f32 \t%f40, %f91, %f83;\n",
    "\tsetp.eq.s32 \t%p31, %r9, 1;\n",
    "\tselp.f32 \t%f91, %f40, %f39, %p31;\n",
    "$L__BB13_32:\n",
    "\tsetp.lt.u32 \t%p105, %r14, 3;\n",
    "\t@%p105 bra \t$L__BB13_34;\n",
    "\tsetp.eq.s32 \t%p33, %r9, 3;\n",
    "\tsetp.lt.f32 \t%p34, %f84, %f91;\n",
    "\tselp.f32 \t%f41, %f84, %f91, %p34;\n",
    "\tsetp.nan.f32 \t%p35, %f91, %f84;\n",
    "\tadd.f32 \t%f42, %f84, %f91;\n",
    "\tselp.f32 \t%f43, %f42, %f41, %p35;\n",
    "\tsetp.gt.f32 \t%p36, %f84, %f91;\n",
    "\tselp.f32 \t%f44, %f84, %f91, %p36;\n",
    "\tsetp.num.f32 \t%p37, %f91, %f84;\n",
    "\tand.pred  \t%p38, %p33, %p37;\n",
    "\tselp.f32 \t%f45, %f44, %f42, %p38;\n",
    "\tsetp.eq.s32 \t%p39, %r9, 2;\n",
    "\tselp.f32 \t%f46, %f43, %f45, %p39;\n",
    "\tmul.f32 \t%f47, %f84, %f91;\n",
    "\tsetp.eq.s32 \t%p40, %r9, 1;\n",
    "\tselp.f32 \t%f91, %f47, %f46, %p40;\n",
    "$L__BB13_34:\n",
    "\tsetp.lt.u32 \t%p106, %r14, 4;\n",
    "\t@%p106 bra \t$L__BB13_36;\n",
    "\tsetp.eq.s32 \t%p42, %r9, 3;\n",
    "\tsetp.lt.f32 \t%p43, %f85, %f91;\n",
    "\tselp.f32 \t%f48, %f85, %f91, %p43;\n",
    "\tsetp.nan.f32 \t%p44, %f91, %f85;\n",
    "\tadd.f32 \t%f49, %f85, %f91;\n",
    "\tselp.f32 \t%f50, %f49, %f48, %p44;\n",
    "\tsetp.gt.f32 \t%p45, %f85, %f91;\n",
    "\tselp.f32 \t%f51, %f85, %f91, %p45;\n",
    "\tsetp.num.f32 \t%p46, %f91, %f85;\n",
    "\tand.pred  \t%p47, %p42, %p46;\n",
    "\tselp.f32 \t%f52, %f51, %f49, %p47;\n",
    "\tsetp.eq.s32 \t%p48, %r9, 2;\n",
    "\tselp.f32 \t%f53, %f50, %f52, %p48;\n",
    "\tmul.f32 \t%f54, %f85, %f91;\n",
    "\tsetp.eq.s32 \t%p49, %r9, 1;\n",
    "\tselp.f32 \t%f91, %f54, %f53, %p49;\n",
    "$L__BB13_36:\n",
    "\tsetp.lt.u32 \t%p107, %r14, 5;\n",
    "\t@%p107 bra \t$L__BB13_38;\n",
    "\tsetp.eq.s32 \t%p51, %r9, 3;\n",
    "\tsetp.lt.f32 \t%p52, %f86, %f91;\n",
    "\tselp.f32 \t%f55, %f86, %f91, %p52;\n",
    "\tsetp.nan.f32 \t%p53, %f91, %f86;\n",
    "\tadd.f32 \t%f56, %f86, %f91;\n",
    "\tselp.f32 \t%f57, %f56, %f55, %p53;\n",
    "\tsetp.gt.f32 \t%p54, %f86, %f91;\n",
    "\tselp.f32 \t%f58, %f86, %f91, %p54;\n",
    "\tsetp.num.f32 \t%p55, %f91, %f86;\n",
    "\tand.pred  \t%p56, %p51, %p55;\n",
    "\tselp.f32 \t%f59, %f58, %f56, %p56;\n",
    "\tsetp.eq.s32 \t%p57, %r9, 2;\n",
    "\tselp.f32 \t%f60, %f57, %f59, %p57;\n",
    "\tmul.f32 \t%f61, %f86, %f91;\n",
    "\tsetp.eq.s32 \t%p58, %r9, 1;\n",
    "\tselp.f32 \t%f91, %f61, %f60, %p58;\n",
    "$L__BB13_38:\n",
    "\tsetp.lt.u32 \t%p112, %r14, 6;\n",
    "\t@%p112 bra \t$L__BB13_40;\n",
    "\tsetp.eq.s32 \t%p60, %r9, 3;\n",
    "\tsetp.lt.f32 \t%p61, %f87, %f91;\n",
    "\tselp.f32 \t%f62, %f87, %f91, %p61;\n",
    "\tsetp.nan.f32 \t%p62, %f91, %f87;\n",
    "\tadd.f32 \t%f63, %f87, %f91;\n",
    "\tselp.f32 \t%f64, %f63, %f62, %p62;\n",
    "\tsetp.gt.f32 \t%p63, %f87, %f91;\n",
    "\tselp.f32 \t%f65, %f87, %f91, %p63;\n",
    "\tsetp.num.f32 \t%p64, %f91, %f87;\n",
    "\tand.pred  \t%p65, %p60, %p64;\n",
    "\tselp.f32 \t%f66, %f65, %f63, %p65;\n",
    "\tsetp.eq.s32 \t%p66, %r9, 2;\n",
    "\tselp.f32 \t%f67, %f64, %f66, %p66;\n",
    "\tmul.f32 \t%f68, %f87, %f91;\n",
    "\tsetp.eq.s32 \t%p67, %r9, 1;\n",
    "\tselp.f32 \t%f91, %f68, %f67, %p67;\n",
    "$L__BB13_40:\n",
    "\tsetp.lt.u32 \t%p113, %r14, 7;\n",
    "\t@%p113 bra \t$L__BB13_42;\n",
    "\tsetp.eq.s32 \t%p69, %r9, 3;\n",
    "\tsetp.lt.f32 \t%p70, %f88, %f91;\n",
    "\tselp.f32 \t%f69, %f88, %f91, %p70;\n",
    "\tsetp.nan.f32 \t%p71, %f91, %f88;\n",
    "\tadd.f32 \t%f70, %f88, %f91;\n",
    "\tselp.f32 \t%f71, %f70, %f69, %p71;\n",
    "\tsetp.gt.f32 \t%p72, %f88, %f91;\n",
    "\tselp.f32 \t%f72, %f88, %f91, %p72;\n",
    "\tsetp.num.f32 \t%p73, %f91, %f88;\n",
    "\tand.pred  \t%p74, %p69, %p73;\n",
    "\tselp.f32 \t%f73, %f72, %f70, %p74;\n",
    "\tsetp.eq.s32 \t%p75, %r9, 2;\n",
    "\tselp.f32 \t%f74, %f71, %f73, %p75;\n",
    "\tmul.f32 \t%f75, %f88, %f91;\n",
    "\tsetp.eq.s32 \t%p76, %r9, 1;\n",
    "\tselp.f32 \t%f91, %f75, %f74, %p76;\n",
    "$L__BB13_42:\n",
    "\tsetp.lt.u32 \t%p114, %r14, 8;\n",
    "\t@%p114 bra \t$L__BB13_44;\n",
    "\tsetp.eq.s32 \t%p78, %r9, 3;\n",
    "\tsetp.lt.f32 \t%p79, %f89, %f91;\n",
    "\tselp.f32 \t%f76, %f89, %f91, %p79;\n",
    "\tsetp.nan.f32 \t%p80, %f91, %f89;\n",
    "\tadd.f32 \t%f77, %f89, %f91;\n",
    "\tselp.f32 \t%f78, %f77, %f76, %p80;\n",
    "\tsetp.gt.f32 \t%p81, %f89, %f91;\n",
    "\tselp.f32 \t%f79, %f89, %f91, %p81;\n",
    "\tsetp.num.f32 \t%p82, %f91, %f89;\n",
    "\tand.pred  \t%p83, %p78, %p82;\n",
    "\tselp.f32 \t%f80, %f79, %f77, %p83;\n",
    "\tsetp.eq.s32 \t%p84, %r9, 2;\n",
    "\tselp.f32 \t%f81, %f78, %f80, %p84;\n",
    "\tmul.f32 \t%f82, %f89, %f91;\n",
    "\tsetp.eq.s32 \t%p85, %r9, 1;\n",
    "\tselp.f32 \t%f91, %f82, %f81, %p85;\n",
    "$L__BB13_44:\n",
    "\tsetp.ne.s32 \t%p86, %r9, 4;\n",
    "\t@%p86 bra \t$L__BB13_46;\n",
    "\tdiv.rn.f32 \t%f91, %f91, %f1;\n",
    "$L__BB13_46:\n",
    "\tsetp.eq.s32 \t%p87, %r13, 0;\n",
    "\t@%p87 bra \t$L__BB13_57;\n",
    "\tmov.u32 \t%r72, 0;\n",
    "$L__BB13_48:\n",
    "\t.pragma \"nounroll\";\n",
    "\tsetp.gt.s32 \t%p88, %r72, 2;\n",
    "\t@%p88 bra \t$L__BB13_52;\n",
    "\tsetp.eq.s32 \t%p92, %r72, 0;\n",
    "\tmov.u64 \t%rd232, %rd26;\n",
    "\t@%p92 bra \t$L__BB13_56;\n",
    "\tsetp.eq.s32 \t%p93, %r72, 1;\n",
    "\tmov.u64 \t%rd232, %rd25;\n",
    "\t@%p93 bra \t$L__BB13_56;\n",
    "\tsetp.eq.s32 \t%p94, %r72, 2;\n",
    "\tmov.u64 \t%rd232, %rd24;\n",
    "\t@%p94 bra \t$L__BB13_56;\n",
    "\tbra.uni \t$L__BB13_55;\n",
    "$L__BB13_52:\n",
    "\tsetp.eq.s32 \t%p89, %r72, 3;\n",
    "\tmov.u64 \t%rd232, %rd23;\n",
    "\t@%p89 bra \t$L__BB13_56;\n",
    "\tsetp.eq.s32 \t%p90, %r72, 4;\n",
    "\tmov.u64 \t%rd232, %rd22;\n",
    "\t@%p90 bra \t$L__BB13_56;\n",
    "\tsetp.ne.s32 \t%p91, %r72, 5;\n",
    "\tmov.u64 \t%rd232, %rd21;\n",
    "\t@%p91 bra \t$L__BB13_55;\n",
    "\tbra.uni \t$L__BB13_56;\n",
    "$L__BB13_55:\n",
    "\tsetp.eq.s32 \t%p95, %r72, 6;\n",
    "\tselp.b64 \t%rd232, %rd20, %rd19, %p95;\n",
    "$L__BB13_56:\n",
    "\tshl.b64 \t%rd154, %rd231, 2;\n",
    "\tadd.s64 \t%rd155, %rd232, %rd154;\n",
    "\tst.global.f32 \t[%rd155], %f91;\n",
    "\tadd.s32 \t%r72, %r72, 1;\n",
    "\tsetp.lt.u32 \t%p96, %r72, %r13;\n",
    "\t@%p96 bra \t$L__BB13_48;\n",
    "$L__BB13_57:\n",
    "\tld.param.u64 \t%rd217, [dc_coll_flag_reduce_f32_param_0];\n",
    "\tadd.s64 \t%rd231, %rd231, %rd35;\n",
    "\tsetp.lt.u64 \t%p97, %rd231, %rd217;\n",
    "\t@%p97 bra \t$L__BB13_16;\n",
    "$L__BB13_58:\n",
    "\tld.param.u32 \t%r65, [dc_coll_flag_reduce_f32_param_2];\n",
    "\tld.param.u32 \t%r64, [dc_coll_flag_reduce_f32_param_3];\n",
    "\tmov.u32 \t%r63, %tid.x;\n",
    "\tsetp.ne.s32 \t%p111, %r63, %r64;\n",
    "\tsetp.lt.u32 \t%p110, %r63, %r65;\n",
    "\tand.pred  \t%p109, %p110, %p111;\n",
    "\tnot.pred \t%p108, %p109;\n",
    "\tbar.sync \t0;\n",
    "\t@%p108 bra \t$L__BB13_65;\n",
    "\tmov.u32 \t%r69, %ctaid.x;\n",
    "\tcvt.u64.u32 \t%rd226, %r69;\n",
    "\tld.param.u32 \t%r66, [dc_coll_flag_reduce_f32_param_3];\n",
    "\tcvt.u64.u32 \t%rd223, %r66;\n",
    "\tmov.u32 \t%r62, %tid.x;\n",
    "\tcvt.u64.u32 \t%rd218, %r62;\n",
    "\tld.param.u64 \t%rd181, [dc_coll_flag_reduce_f32_param_42];\n",
    "\tcvta.to.global.u64 \t%rd180, %rd181;\n",
    "\tmov.u32 \t%r55, %tid.x;\n",
    "\tmul.wide.u32 \t%rd179, %r55, 8;\n",
    "\tadd.s64 \t%rd178, %rd180, %rd179;\n",
    "\tld.param.u32 \t%r54, [dc_coll_flag_reduce_f32_param_3];\n",
    "\tmul.wide.u32 \t%rd177, %r54, 8;\n",
    "\tadd.s64 \t%rd176, %rd180, %rd177;\n",
    "\tcvt.u32.u64 \t%r41, %rd226;\n",
    "\tshl.b32 \t%r42, %r41, 3;\n",
    "\tadd.s32 \t%r43, %r42, 1024;\n",
    "\tcvt.u64.u32 \t%rd159, %r43;\n",
    "\tadd.s64 \t%rd160, %rd159, %rd218;\n",
    "\tld.global.u64 \t%rd161, [%rd176];\n",
    "\tshl.b64 \t%rd162, %rd160, 2;\n",
    "\tadd.s64 \t%rd158, %rd161, %rd162;\n",
    "\tadd.s64 \t%rd163, %rd223, %rd159;\n",
    "\tld.global.u64 \t%rd164, [%rd178];\n",
    "\tshl.b64 \t%rd165, %rd163, 2;\n",
    "\tadd.s64 \t%rd156, %rd164, %rd165;\n",
    "\t// begin inline asm\n",
    "\tst.release.sys.global.u32 [%rd156], %r2;\n",
    "\t// end inline asm\n",
    "\t// begin inline asm\n",
    "\tmov.u64 %rd157, %globaltimer;\n",
    "\t// end inline asm\n",
    "\t// begin inline asm\n",
    "\tld.acquire.sys.global.u32 %r40, [%rd158];\n",
    "\t// end inline asm\n",
    "\tsub.s32 \t%r44, %r40, %r2;\n",
    "\tsetp.gt.s32 \t%p99, %r44, -1;\n",
    "\t@%p99 bra \t$L__BB13_65;\n",
    "\tmov.u32 \t%r73, 0;\n",
    "$L__BB13_61:\n",
    "\tadd.s32 \t%r73, %r73, 1;\n",
    "\tand.b32  \t%r46, %r73, 63;\n",
    "\tsetp.ne.s32 \t%p100, %r46, 0;\n",
    "\t@%p100 bra \t$L__BB13_63;\n",
    "\tld.param.u64 \t%rd182, [dc_coll_flag_reduce_f32_param_45];\n",
    "\t// begin inline asm\n",
    "\tmov.u64 %rd166, %globaltimer;\n",
    "\t// end inline asm\n",
    "\tsub.s64 \t%rd167, %rd166, %rd157;\n",
    "\tsetp.gt.u64 \t%p101, %rd167, %rd182;\n",
    "\t@%p101 bra \t$L__BB13_64;\n",
    "$L__BB13_63:\n",
    "\t// begin inline asm\n",
    "\tld.acquire.sys.global.u32 %r47, [%rd158];\n",
    "\t// end inline asm\n",
    "\tsub.s32 \t%r48, %r47, %r2;\n",
    "\tsetp.lt.s32 \t%p102, %r48, 0;\n",
    "\t@%p102 bra \t$L__BB13_61;\n",
    "\tbra.uni \t$L__BB13_65;\n",
    "$L__BB13_64:\n",
    "\tld.param.u32 \t%r67, [dc_coll_flag_reduce_f32_param_3];\n",
    "\tcvt.u64.u32 \t%rd224, %r67;\n",
    "\tld.param.u64 \t%rd183, [dc_coll_flag_reduce_f32_param_44];\n",
    "\tmov.u32 \t%r56, %tid.x;\n",
    "\tcvta.to.global.u64 \t%rd169, %rd183;\n",
    "\tshl.b64 \t%rd170, %rd224, 2;\n",
    "\tadd.s64 \t%rd171, %rd169, %rd170;\n",
    "\tadd.s32 \t%r49, %r56, 513;\n",
    "\tst.volatile.global.u32 \t[%rd171], %r49;\n",
    "\tmembar.sys;\n",
    "\tmov.u32 \t%r50, 1;\n",
    "\tst.volatile.shared.u32 \t[_ZZ16coll_flag_reduceI5t_f32EvyjjjjjjPNT_1TES3_S3_S3_S3_S3_S3_S3_PKS2_S5_S5_S5_S5_S5_S5_S5_S5_S3_PKyPjyyE6failed+4], %r50;\n",
    "$L__BB13_65:\n",
    "\tmov.u32 \t%r53, %tid.x;\n",
    "\tbar.sync \t0;\n",
    "\tld.volatile.shared.u32 \t%r51, [_ZZ16coll_flag_reduceI5t_f32EvyjjjjjjPNT_1TES3_S3_S3_S3_S3_S3_S3_PKS2_S5_S5_S5_S5_S5_S5_S5_S5_S3_PKyPjyyE6failed+4];\n",
    "\tor.b32  \t%r52, %r51, %r53;\n",
    "\tsetp.ne.s32 \t%p103, %r52, 0;\n",
    "\t@%p103 bra \t$L__BB13_67;\n",
    "\tmov.u32 \t%r68, %ctaid.x;\n",
    "\tcvt.u64.u32 \t%rd225, %r68;\n",
    "\tld.param.u64 \t%rd175, [dc_coll_flag_reduce_f32_param_43];\n",
    "\tcvta.to.global.u64 \t%rd174, %rd175;\n",
    "\tshl.b64 \t%rd172, %rd225, 2;\n",
    "\tadd.s64 \t%rd173, %rd174, %rd172;\n",
    "\tst.global.u32 \t[%rd173], %r2;\n",
    "$L__BB13_67:\n",
    "\tret;\n",
    "}\n",
    "\t// .globl\tdc_coll_flag_reduce_f64\n",
    ".visible .entry dc_coll_flag_reduce_f64(\n",
    "\t.param .u64 dc_coll_flag_reduce_f64_param_0,\n",
    "\t.param .u32 dc_coll_flag_reduce_f64_param_1,\n",
    "\t.param .u32 dc_coll_flag_reduce_f64_param_2,\n",
    "\t.param .u32 dc_coll_flag_reduce_f64_param_3,\n",
    "\t.param .u32 dc_coll_flag_reduce_f64_param_4,\n",
    "\t.param .u32 dc_coll_flag_reduce_f64_param_5,\n",
    "\t.param .u32 dc_coll_flag_reduce_f64_param_6,\n",
    "\t.param .u64 dc_coll_flag_reduce_f64_param_7,\n",
    "\t.param .u64 dc_coll_flag_reduce_f64_param_8,\n",
    "\t.param .u64 dc_coll_flag_reduce_f64_param_9,\n",
    "\t.param .u64 dc_coll_flag_reduce_f64_param_10,\n",
    "\t.param .u64 dc_coll_flag_reduce_f64_param_11,\n",
    "\t.param .u64 dc_coll_flag_reduce_f64_param_12,\n",
    "\t.param .u64 dc_coll_flag_reduce_f64_param_13,\n",
    "\t.param .u64 dc_coll_flag_reduce_f64_param_14,\n",
    "\t.param .u64 dc_coll_flag_reduce_f64_param_15,\n",
    "\t.param .u64 dc_coll_flag_reduce_f64_param_16,\n",
    "\t.param .u64 dc_coll_flag_reduce_f64_param_17,\n",
    "\t.param .u64 dc_coll_flag_reduce_f64_param_18,\n",
    "\t.param .u64 dc_coll_flag_reduce_f64_param_19,\n",
    "\t.param .u64 dc_coll_flag_reduce_f64_param_20,\n",
    "\t.param .u64 dc_coll_flag_reduce_f64_param_21,\n",
    "\t.param .u64 dc_coll_flag_reduce_f64_param_22,\n",
    "\t.param .u64 dc_coll_flag_reduce_f64_param_23,\n",
    "\t.param .u64 dc_coll_flag_reduce_f64_param_24,\n",
    "\t.param .u64 dc_coll_flag_reduce_f64_param_25,\n",
    "\t.param .u64 dc_coll_flag_reduce_f64_param_26,\n",
    "\t.param .u64 dc_coll_flag_reduce_f64_param_27,\n",
    "\t.param .u64 dc_coll_flag_reduce_f64_param_28,\n",
    "\t.param .u64 dc_coll_flag_reduce_f64_param_29,\n",
    "\t.param .u64 dc_coll_flag_reduce_f64_param_30,\n",
    "\t.param .u64 dc_coll_flag_reduce_f64_param_31,\n",
    "\t.param .u64 dc_coll_flag_reduce_f64_param_32,\n",
    "\t.param .u64 dc_coll_flag_reduce_f64_param_33,\n",
    "\t.param .u64 dc_coll_flag_reduce_f64_param_34,\n",
    "\t.param .u64 dc_coll_flag_reduce_f64_param_35,\n",
    "\t.param .u64 dc_coll_flag_reduce_f64_param_36,\n",
    "\t.param .u64 dc_coll_flag_reduce_f64_param_37,\n",
    "\t.param .u64 dc_coll_flag_reduce_f64_param_38,\n",
    "\t.param .u64 dc_coll_flag_reduce_f64_param_39,\n",
    "\t.param .u64 dc_coll_flag_reduce_f64_param_40,\n",
    "\t.param .u64 dc_coll_flag_reduce_f64_param_41,\n",
    "\t.param .u64 dc_coll_flag_reduce_f64_param_42,\n",
    "\t.param .u64 dc_coll_flag_reduce_f64_param_43,\n",
    "\t.param .u64 dc_coll_flag_reduce_f64_param_44,\n",
    "\t.param .u64 dc_coll_flag_reduce_f64_param_45\n",
    ")\n",
    "{\n",
    "\t.reg .pred \t%p<115>;\n",
    "\t.reg .b32 \t%r<75>;\n",
    "\t.reg .f64 \t%fd<98>;\n",
    "\t.reg .b64 \t%rd<236>;\n",
    "\t// demoted variable\n",
    "\t.shared .align 4 .u32 _ZZ16coll_flag_reduceI5t_f64EvyjjjjjjPNT_1TES3_S3_S3_S3_S3_S3_S3_PKS2_S5_S5_S5_S5_S5_S5_S5_S5_S3_PKyPjyyE5epoch;\n",
    "\t// demoted variable\n",
    "\t.shared .align 4 .b8 _ZZ16coll_flag_reduceI5t_f64EvyjjjjjjPNT_1TES3_S3_S3_S3_S3_S3_S3_PKS2_S5_S5_S5_S5_S5_S5_S5_S5_S3_PKyPjyyE6failed[8];\n",
    "\tld.param.u64 \t%rd42, [dc_coll_flag_reduce_f64_param_0];\n",
    "\tld.param.u32 \t%r9, [dc_coll_flag_reduce_f64_param_1];\n",
    "\tld.param.u32 \t%r13, [dc_coll_flag_reduce_f64_param_5];\n",
    "\tld.param.u32 \t%r14, [dc_coll_flag_reduce_f64_param_6];\n",
    "\tld.param.u64 \t%rd76, [dc_coll_flag_reduce_f64_param_40];\n",
    "\tmov.u32 \t%r1, %tid.x;\n",
    "\tsetp.ne.s32 \t%p2, %r1, 0;\n",
    "\t@%p2 bra \t$L__BB14_2;\n",
    "\tld.param.u64 \t%rd232, [dc_coll_flag_reduce_f64_param_43];\n",
    "\tcvta.to.global.u64 \t%rd231, %rd232;\n",
    "\tmov.u32 \t%r15, %ctaid.x;\n",
    "\tmul.wide.u32 \t%rd82, %r15, 4;\n",
    "\tadd.s64 \t%rd83, %rd231, %rd82;\n",
    "\tld.global.u32 \t%r16, [%rd83];\n",
    "\tadd.s32 \t%r17, %r16, 1;\n",
    "\tmov.u32 \t%r18, 0;\n",
    "\tst.shared.u32 \t[_ZZ16coll_flag_reduceI5t_f64EvyjjjjjjPNT_1TES3_S3_S3_S3_S3_S3_S3_PKS2_S5_S5_S5_S5_S5_S5_S5_S5_S3_PKyPjyyE5epoch], %r17;\n",
    "\tst.shared.u32 \t[_ZZ16coll_flag_reduceI5t_f64EvyjjjjjjPNT_1TES3_S3_S3_S3_S3_S3_S3_PKS2_S5_S5_S5_S5_S5_S5_S5_S5_S3_PKyPjyyE6failed+4], %r18;\n",
    "\tst.shared.u32 \t[_ZZ16coll_flag_reduceI5t_f64EvyjjjjjjPNT_1TES3_S3_S3_S3_S3_S3_S3_PKS2_S5_S5_S5_S5_S5_S5_S5_S5_S3_PKyPjyyE6failed], %r18;\n",
    "$L__BB14_2:\n",
    "\tld.param.u64 \t%rd230, [dc_coll_flag_reduce_f64_param_41];\n",
    "\tsetp.eq.s64 \t%p3, %rd230, 0;\n",
    "\t@%p3 bra \t$L__BB14_6;\n",
    "\tmov.u32 \t%r71, %tid.x;\n",
    "\tmov.u32 \t%r19, %ntid.x;\n",
    "\tcvt.u64.u32 \t%rd2, %r19;\n",
    "\tmov.u32 \t%r20, %ctaid.x;\n",
    "\tmul.wide.u32 \t%rd84, %r20, %r19;\n",
    "\tcvt.u64.u32 \t%rd85, %r71;\n",
    "\tadd.s64 \t%rd233, %rd84, %rd85;\n",
    "\tsetp.ge.u64 \t%p4, %rd233, %rd42;\n",
    "\t@%p4 bra \t$L__BB14_6;\n",
    "\tld.param.u64 \t%rd210, [dc_coll_flag_reduce_f64_param_39];\n",
    "\tld.param.u64 \t%rd209, [dc_coll_flag_reduce_f64_param_41];\n",
    "\tcvta.to.global.u64 \t%rd4, %rd210;\n",
    "\tcvta.to.global.u64 \t%rd5, %rd209;\n",
    "\tmov.u32 \t%r21, %nctaid.x;\n",
    "\tcvt.u64.u32 \t%rd86, %r21;\n",
    "\tmul.lo.s64 \t%rd6, %rd86, %rd2;\n",
    "$L__BB14_5:\n",
    "\tadd.s64 \t%rd87, %rd233, %rd76;\n",
    "\tshl.b64 \t%rd88, %rd87, 3;\n",
    "\tadd.s64 \t%rd89, %rd4, %rd88;\n",
    "\tld.global.f64 \t%fd33, [%rd89];\n",
    "\tshl.b64 \t%rd90, %rd233, 3;\n",
    "\tadd.s64 \t%rd91, %rd5, %rd90;\n",
    "\tst.global.f64 \t[%rd91], %fd33;\n",
    "\tadd.s64 \t%rd233, %rd233, %rd6;\n",
    "\tsetp.lt.u64 \t%p5, %rd233, %rd42;\n",
    "\t@%p5 bra \t$L__BB14_5;\n",
    "$L__BB14_6:\n",
    "\tmov.u32 \t%r60, %tid.x;\n",
    "\tld.param.u32 \t%r58, [dc_coll_flag_reduce_f64_param_2];\n",
    "\tld.param.u32 \t%r57, [dc_coll_flag_reduce_f64_param_3];\n",
    "\tld.param.u64 \t%rd191, [dc_coll_flag_reduce_f64_param_42];\n",
    "\tcvta.to.global.u64 \t%rd92, %rd191;\n",
    "\tbar.sync \t0;\n",
    "\tld.shared.u32 \t%r2, [_ZZ16coll_flag_reduceI5t_f64EvyjjjjjjPNT_1TES3_S3_S3_S3_S3_S3_S3_PKS2_S5_S5_S5_S5_S5_S5_S5_S5_S3_PKyPjyyE5epoch];\n",
    "\tbar.sync \t0;\n",
    "\tsetp.ne.s32 \t%p6, %r60, %r57;\n",
    "\tsetp.lt.u32 \t%p7, %r60, %r58;\n",
    "\tand.pred  \t%p1, %p7, %p6;\n",
    "\tcvt.u64.u32 \t%rd9, %r57;\n",
    "\tmul.wide.u32 \t%rd93, %r57, 8;\n",
    "\tadd.s64 \t%rd10, %rd92, %rd93;\n",
    "\tcvt.u64.u32 \t%rd11, %r60;\n",
    "\tmul.wide.u32 \t%rd94, %r60, 8;\n",
    "\tadd.s64 \t%rd12, %rd92, %rd94;\n",
    "\tnot.pred \t%p8, %p1;\n",
    "\t@%p8 bra \t$L__BB14_13;\n",
    "\tmov.u32 \t%r24, %ctaid.x;\n",
    "\tshl.b32 \t%r25, %r24, 3;\n",
    "\tcvt.u64.u32 \t%rd98, %r25;\n",
    "\tadd.s64 \t%rd100, %rd98, %rd11;\n",
    "\tld.global.u64 \t%rd101, [%rd10];\n",
    "\tshl.b64 \t%rd102, %rd100, 2;\n",
    "\tadd.s64 \t%rd97, %rd101, %rd102;\n",
    "\tadd.s64 \t%rd103, %rd9, %rd98;\n",
    "\tld.global.u64 \t%rd104, [%rd12];\n",
    "\tshl.b64 \t%rd105, %rd103, 2;\n",
    "\tadd.s64 \t%rd95, %rd104, %rd105;\n",
    "\t// begin inline asm\n",
    "\tst.release.sys.global.u32 [%rd95], %r2;\n",
    "\t// end inline asm\n",
    "\t// begin inline asm\n",
    "\tmov.u64 %rd96, %globaltimer;\n",
    "\t// end inline asm\n",
    "\t// begin inline asm\n",
    "\tld.acquire.sys.global.u32 %r23, [%rd97];\n",
    "\t// end inline asm\n",
    "\tsub.s32 \t%r26, %r23, %r2;\n",
    "\tsetp.gt.s32 \t%p9, %r26, -1;\n",
    "\t@%p9 bra \t$L__BB14_13;\n",
    "\tmov.u32 \t%r72, 0;\n",
    "$L__BB14_9:\n",
    "\tadd.s32 \t%r72, %r72, 1;\n",
    "\tand.b32  \t%r28, %r72, 63;\n",
    "\tsetp.ne.s32 \t%p10, %r28, 0;\n",
    "\t@%p10 bra \t$L__BB14_11;\n",
    "\tld.param.u64 \t%rd207, [dc_coll_flag_reduce_f64_param_45];\n",
    "\t// begin inline asm\n",
    "\tmov.u64 %rd106, %globaltimer;\n",
    "\t// end inline asm\n",
    "\tsub.s64 \t%rd107, %rd106, %rd96;\n",
    "\tsetp.gt.u64 \t%p11, %rd107, %rd207;\n",
    "\t@%p11 bra \t$L__BB14_12;\n",
    "$L__BB14_11:\n",
    "\t// begin inline asm\n",
    "\tld.acquire.sys.global.u32 %r29, [%rd97];\n",
    "\t// end inline asm\n",
    "\tsub.s32 \t%r30, %r29, %r2;\n",
    "\tsetp.lt.s32 \t%p12, %r30, 0;\n",
    "\t@%p12 bra \t$L__BB14_9;\n",
    "\tbra.uni \t$L__BB14_13;\n",
    "$L__BB14_12:\n",
    "\tmov.u32 \t%r61, %tid.x;\n",
    "\tld.param.u64 \t%rd208, [dc_coll_flag_reduce_f64_param_44];\n",
    "\tcvta.to.global.u64 \t%rd109, %rd208;\n",
    "\tshl.b64 \t%rd110, %rd9, 2;\n",
    "\tadd.s64 \t%rd111, %rd109, %rd110;\n",
    "\tadd.s32 \t%r31, %r61, 257;\n",
    "\tst.volatile.global.u32 \t[%rd111], %r31;\n",
    "\tmembar.sys;\n",
    "\tmov.u32 \t%r32, 1;\n",
    "\tst.volatile.shared.u32 \t[_ZZ16coll_flag_reduceI5t_f64EvyjjjjjjPNT_1TES3_S3_S3_S3_S3_S3_S3_PKS2_S5_S5_S5_S5_S5_S5_S5_S5_S3_PKyPjyyE6failed], %r32;\n",
    "$L__BB14_13:\n",
    "\tbar.sync \t0;\n",
    "\tld.volatile.shared.u32 \t%r33, [_ZZ16coll_flag_reduceI5t_f64EvyjjjjjjPNT_1TES3_S3_S3_S3_S3_S3_S3_PKS2_S5_S5_S5_S5_S5_S5_S5_S5_S3_PKyPjyyE6failed];\n",
    "\tsetp.ne.s32 \t%p13, %r33, 0;\n",
    "\t@%p13 bra \t$L__BB14_67;\n",
    "\tmov.u32 \t%r62, %tid.x;\n",
    "\tcvt.u64.u32 \t%rd221, %r62;\n",
    "\tld.param.u64 \t%rd220, [dc_coll_flag_reduce_f64_param_0];\n",
    "\tmov.u32 \t%r34, %ntid.x;\n",
    "\tmov.u32 \t%r35, %ctaid.x;\n",
    "\tmul.wide.u32 \t%rd112, %r35, %r34;\n",
    "\tadd.s64 \t%rd234, %rd112, %rd221;\n",
    "\tsetp.ge.u64 \t%p14, %rd234, %rd220;\n",
    "\t@%p14 bra \t$L__BB14_58;\n",
    "\tmov.u32 \t%r66, %ntid.x;\n",
    "\tcvt.u64.u32 \t%rd224, %r66;\n",
    "\tld.param.u64 \t%rd219, [dc_coll_flag_reduce_f64_param_30];\n",
    "\tld.param.u64 \t%rd218, [dc_coll_flag_reduce_f64_param_29];\n",
    "\tld.param.u64 \t%rd217, [dc_coll_flag_reduce_f64_param_28];\n",
    "\tld.param.u64 \t%rd216, [dc_coll_flag_reduce_f64_param_27];\n",
    "\tld.param.u64 \t%rd215, [dc_coll_flag_reduce_f64_param_26];\n",
    "\tld.param.u64 \t%rd214, [dc_coll_flag_reduce_f64_param_25];\n",
    "\tld.param.u64 \t%rd213, [dc_coll_flag_reduce_f64_param_24];\n",
    "\tld.param.u64 \t%rd212, [dc_coll_flag_reduce_f64_param_23];\n",
    "\tld.param.u64 \t%rd211, [dc_coll_flag_reduce_f64_param_15];\n",
    "\tld.param.u64 \t%rd206, [dc_coll_flag_reduce_f64_param_7];\n",
    "\tld.param.u64 \t%rd205, [dc_coll_flag_reduce_f64_param_16];\n",
    "\tld.param.u64 \t%rd204, [dc_coll_flag_reduce_f64_param_8];\n",
    "\tld.param.u64 \t%rd203, [dc_coll_flag_reduce_f64_param_17];\n",
    "\tld.param.u64 \t%rd202, [dc_coll_flag_reduce_f64_param_9];\n",
    "\tld.param.u64 \t%rd201, [dc_coll_flag_reduce_f64_param_18];\n",
    "\tld.param.u64 \t%rd200, [dc_coll_flag_reduce_f64_param_10];\n",
    "\tld.param.u64 \t%rd199, [dc_coll_flag_reduce_f64_param_19];\n",
    "\tld.param.u64 \t%rd198, [dc_coll_flag_reduce_f64_param_11];\n",
    "\tld.param.u64 \t%rd197, [dc_coll_flag_reduce_f64_param_20];\n",
    "\tld.param.u64 \t%rd196, [dc_coll_flag_reduce_f64_param_12];\n",
    "\tld.param.u64 \t%rd195, [dc_coll_flag_reduce_f64_param_21];\n",
    "\tld.param.u64 \t%rd194, [dc_coll_flag_reduce_f64_param_13];\n",
    "\tld.param.u64 \t%rd193, [dc_coll_flag_reduce_f64_param_22];\n",
    "\tld.param.u64 \t%rd192, [dc_coll_flag_reduce_f64_param_14];\n",
    "\tld.param.u32 \t%r59, [dc_coll_flag_reduce_f64_param_4];\n",
    "\tsetp.eq.s32 \t%p15, %r59, 0;\n",
    "\tselp.b32 \t%r36, 1, %r59, %p15;\n",
    "\tcvt.rn.f64.u32 \t%fd1, %r36;\n",
    "\tcvta.to.global.u64 \t%rd113, %rd192;\n",
    "\tshl.b64 \t%rd114, %rd193, 3;\n",
    "\tadd.s64 \t%rd19, %rd113, %rd114;\n",
    "\tcvta.to.global.u64 \t%rd115, %rd194;\n",
    "\tshl.b64 \t%rd116, %rd195, 3;\n",
    "\tadd.s64 \t%rd20, %rd115, %rd116;\n",
    "\tcvta.to.global.u64 \t%rd117, %rd196;\n",
    "\tshl.b64 \t%rd118, %rd197, 3;\n",
    "\tadd.s64 \t%rd21, %rd117, %rd118;\n",
    "\tcvta.to.global.u64 \t%rd119, %rd198;\n",
    "\tshl.b64 \t%rd120, %rd199, 3;\n",
    "\tadd.s64 \t%rd22, %rd119, %rd120;\n",
    "\tcvta.to.global.u64 \t%rd121, %rd200;\n",
    "\tshl.b64 \t%rd122, %rd201, 3;\n",
    "\tadd.s64 \t%rd23, %rd121, %rd122;\n",
    "\tcvta.to.global.u64 \t%rd123, %rd202;\n",
    "\tshl.b64 \t%rd124, %rd203, 3;\n",
    "\tadd.s64 \t%rd24, %rd123, %rd124;\n",
    "\tcvta.to.global.u64 \t%rd125, %rd204;\n",
    "\tshl.b64 \t%rd126, %rd205, 3;\n",
    "\tadd.s64 \t%rd25, %rd125, %rd126;\n",
    "\tcvta.to.global.u64 \t%rd127, %rd206;\n",
    "\tshl.b64 \t%rd128, %rd211, 3;\n",
    "\tadd.s64 \t%rd26, %rd127, %rd128;\n",
    "\tcvta.to.global.u64 \t%rd27, %rd212;\n",
    "\tcvta.to.global.u64 \t%rd28, %rd213;\n",
    "\tcvta.to.global.u64 \t%rd29, %rd214;\n",
    "\tcvta.to.global.u64 \t%rd30, %rd215;\n",
    "\tcvta.to.global.u64 \t%rd31, %rd216;\n",
    "\tcvta.to.global.u64 \t%rd32, %rd217;\n",
    "\tcvta.to.global.u64 \t%rd33, %rd218;\n",
    "\tcvta.to.global.u64 \t%rd34, %rd219;\n",
    "\tmov.u32 \t%r37, %nctaid.x;\n",
    "\tcvt.u64.u32 \t%rd129, %r37;\n",
    "\tmul.lo.s64 \t%rd35, %rd129, %rd224;\n",
    "$L__BB14_16:\n",
    "\tld.param.u64 \t%rd186, [dc_coll_flag_reduce_f64_param_31];\n",
    "\tadd.s64 \t%rd130, %rd234, %rd186;\n",
    "\tshl.b64 \t%rd131, %rd130, 3;\n",
    "\tadd.s64 \t%rd132, %rd27, %rd131;\n",
    "\tld.global.f64 \t%fd91, [%rd132];\n",
    "\tsetp.lt.u32 \t%p16, %r14, 2;\n",
    "\tmov.f64 \t%fd83, %fd91;\n",
    "\t@%p16 bra \t$L__BB14_18;\n",
    "\tld.param.u64 \t%rd190, [dc_coll_flag_reduce_f64_param_32];\n",
    "\tadd.s64 \t%rd133, %rd234, %rd190;\n",
    "\tshl.b64 \t%rd134, %rd133, 3;\n",
    "\tadd.s64 \t%rd135, %rd28, %rd134;\n",
    "\tld.global.f64 \t%fd83, [%rd135];\n",
    "$L__BB14_18:\n",
    "\tsetp.lt.u32 \t%p17, %r14, 3;\n",
    "\tmov.f64 \t%fd84, %fd91;\n",
    "\t@%p17 bra \t$L__BB14_20;\n",
    "\tld.param.u64 \t%rd189, [dc_coll_flag_reduce_f64_param_33];\n",
    "\tadd.s64 \t%rd136, %rd234, %rd189;\n",
    "\tshl.b64 \t%rd137, %rd136, 3;\n",
    "\tadd.s64 \t%rd138, %rd29, %rd137;\n",
    "\tld.global.f64 \t%fd84, [%rd138];\n",
    "$L__BB14_20:\n",
    "\tsetp.lt.u32 \t%p18, %r14, 4;\n",
    "\tmov.f64 \t%fd85, %fd91;\n",
    "\t@%p18 bra \t$L__BB14_22;\n",
    "\tld.param.u64 \t%rd188, [dc_coll_flag_reduce_f64_param_34];\n",
    "\tadd.s64 \t%rd139, %rd234, %rd188;\n",
    "\tshl.b64 \t%rd140, %rd139, 3;\n",
    "\tadd.s64 \t%rd141, %rd30, %rd140;\n",
    "\tld.global.f64 \t%fd85, [%rd141];\n",
    "$L__BB14_22:\n",
    "\tsetp.lt.u32 \t%p19, %r14, 5;\n",
    "\tmov.f64 \t%fd86, %fd91;\n",
    "\t@%p19 bra \t$L__BB14_24;\n",
    "\tld.param.u64 \t%rd187, [dc_coll_flag_reduce_f64_param_35];\n",
    "\tadd.s64 \t%rd142, %rd234, %rd187;\n",
    "\tshl.b64 \t%rd143, %rd142, 3;\n",
    "\tadd.s64 \t%rd144, %rd31, %rd143;\n",
    "\tld.global.f64 \t%fd86, [%rd144];\n",
    "$L__BB14_24:\n",
    "\tsetp.lt.u32 \t%p20, %r14, 6;\n",
    "\tmov.f64 \t%fd87, %fd91;\n",
    "\t@%p20 bra \t$L__BB14_26;\n",
    "\tld.param.u64 \t%rd223, [dc_coll_flag_reduce_f64_param_36];\n",
    "\tadd.s64 \t%rd145, %rd234, %rd223;\n",
    "\tshl.b64 \t%rd146, %rd145, 3;\n",
    "\tadd.s64 \t%rd147, %rd32, %rd146;\n",
    "\tld.global.f64 \t%fd87, [%rd147];\n",
    "$L__BB14_26:\n",
    "\tsetp.lt.u32 \t%p21, %r14, 7;\n",
    "\tmov.f64 \t%fd88, %fd91;\n",
    "\t@%p21 bra \t$L__BB14_28;\n",
    "\tld.param.u64 \t%rd222, [dc_coll_flag_reduce_f64_param_37];\n",
    "\tadd.s64 \t%rd148, %rd234, %rd222;\n",
    "\tshl.b64 \t%rd149, %rd148, 3;\n",
    "\tadd.s64 \t%rd150, %rd33, %rd149;\n",
    "\tld.global.f64 \t%fd88, [%rd150];\n",
    "$L__BB14_28:\n",
    "\tsetp.lt.u32 \t%p22, %r14, 8;\n",
    "\tmov.f64 \t%fd89, %fd91;\n",
    "\t@%p22 bra \t$L__BB14_30;\n",
    "\tld.param.u64 \t%rd225, [dc_coll_flag_reduce_f64_param_38];\n",
    "\tadd.s64 \t%rd151, %rd234, %rd225;\n",
    "\tshl.b64 \t%rd152, %rd151, 3;\n",
    "\tadd.s64 \t%rd153, %rd34, %rd152;\n",
    "\tld.global.f64 \t%fd89, [%rd153];\n",
    "$L__BB14_30:\n",
    "\tsetp.lt.u32 \t%p108, %r14, 2;\n",
    "\t@%p108 bra \t$L__BB14_32;\n",
    "\tsetp.eq.s32 \t%p24, %r9, 3;\n",
    "\tsetp.lt.f64 \t%p25, %fd83, %fd91;\n",
    "\tselp.f64 \t%fd34, %fd83, %fd91, %p25;\n",
    "\tsetp.nan.f64 \t%p26, %fd91, %fd83;\n",
    "\tadd.f64 \t%fd35, %fd91, %fd83;\n",
    "\tselp.f64 \t%fd36, %fd35, %fd34, %p26;\n",
    "\tsetp.gt.f64 \t%p27, %fd83, %fd91;\n",
    "\tselp.f64 \t%fd37, %fd83, %fd91, %p27;\n",
    "\tsetp.num.f64 \t%p28, %fd91, %fd83;\n",
    "\tand.pred  \t%p29, %p24, %p28;\n",
    "\tselp.f64 \t%fd38, %fd37, %fd35, %p29;\n",
    "\tsetp.eq.s32 \t%p30, %r9, 2;\n",
    "\tselp.f64 \t%fd39, %fd36, %fd38, %p30;\n",
    "\tmul.f64 \t%fd40, %fd91, %fd83;\n",
    "\tsetp.eq.s32 \t%p31, %r9, 1;\n",
    "\tselp.f64 \t%fd91, %fd40, %fd39, %p31;\n",
    "$L__BB14_32:\n",
    "\tsetp.lt.u32 \t%p109, %r14, 3;\n",
    "\t@%p109 bra \t$L__BB14_34;\n",
    "\tsetp.eq.s32 \t%p33, %r9, 3;\n",
    "\tsetp.lt.f64 \t%p34, %fd84, %fd91;\n",
    "\tselp.f64 \t%fd41, %fd84, %fd91, %p34;\n",
    "\tsetp.nan.f64 \t%p35, %fd91, %fd84;\n",
    "\tadd.f64 \t%fd42, %fd84, %fd91;\n",
    "\tselp.f64 \t%fd43, %fd42, %fd41, %p35;\n",
    "\tsetp.gt.f64 \t%p36, %fd84, %fd91;\n",
    "\tselp.f64 \t%fd44, %fd84, %fd91, %p36;\n",
    "\tsetp.num.f64 \t%p37, %fd91, %fd84;\n",
    "\tand.pred  \t%p38, %p33, %p37;\n",
    "\tselp.f64 \t%fd45, %fd44, %fd42, %p38;\n",
    "\tsetp.eq.s32 \t%p39, %r9, 2;\n",
    "\tselp.f64 \t%fd46, %fd43, %fd45, %p39;\n",
    "\tmul.f64 \t%fd47, %fd84, %fd91;\n",
    "\tsetp.eq.s32 \t%p40, %r9, 1;\n",
    "\tselp.f64 \t%fd91, %fd47, %fd46, %p40;\n",
    "$L__BB14_34:\n",
    "\tsetp.lt.u32 \t%p110, %r14, 4;\n",
    "\t@%p110 bra \t$L__BB14_36;\n",
    "\tsetp.eq.s32 \t%p42, %r9, 3;\n",
    "\tsetp.lt.f64 \t%p43, %fd85, %fd91;\n",
    "\tselp.f64 \t%fd48, %fd85, %fd91, %p43;\n",
    "\tsetp.nan.f64 \t%p44, %fd91, %fd85;\n",
    "\tadd.f64 \t%fd49, %fd85, %fd91;\n",
    "\tselp.f64 \t%fd50, %fd49, %fd48, %p44;\n",
    "\tsetp.gt.f64 \t%p45, %fd85, %fd91;\n",
    "\tselp.f64 \t%fd51, %fd85, %fd91, %p45;\n",
    "\tsetp.num.f64 \t%p46, %fd91, %fd85;\n",
    "\tand.pred  \t%p47, %p42, %p46;\n",
    "\tselp.f64 \t%fd52, %fd51, %fd49, %p47;\n",
    "\tsetp.eq.s32 \t%p48, %r9, 2;\n",
    "\tselp.f64 \t%fd53, %fd50, %fd52, %p48;\n",
    "\tmul.f64 \t%fd54, %fd85, %fd91;\n",
    "\tsetp.eq.s32 \t%p49, %r9, 1;\n",
    "\tselp.f64 \t%fd91, %fd54, %fd53, %p49;\n",
    "$L__BB14_36:\n",
    "\tsetp.lt.u32 \t%p111, %r14, 5;\n",
    "\t@%p111 bra \t$L__BB14_38;\n",
    "\tsetp.eq.s32 \t%p51, %r9, 3;\n",
    "\tsetp.lt.f64 \t%p52, %fd86, %fd91;\n",
    "\tselp.f64 \t%fd55, %fd86, %fd91, %p52;\n",
    "\tsetp.nan.f64 \t%p53, %fd91, %fd86;\n",
    "\tadd.f64 \t%fd56, %fd86, %fd91;\n",
    "\tselp.f64 \t%fd57, %fd56, %fd55, %p53;\n",
    "\tsetp.gt.f64 \t%p54, %fd86, %fd91;\n",
    "\tselp.f64 \t%fd58, %fd86, %fd91, %p54;\n",
    "\tsetp.num.f64 \t%p55, %fd91, %fd86;\n",
    "\tand.pred  \t%p56, %p51, %p55;\n",
    "\tselp.f64 \t%fd59, %fd58, %fd56, %p56;\n",
    "\tsetp.eq.s32 \t%p57, %r9, 2;\n",
    "\tselp.f64 \t%fd60, %fd57, %fd59, %p57;\n",
    "\tmul.f64 \t%fd61, %fd86, %fd91;\n",
    "\tsetp.eq.s32 \t%p58, %r9, 1;\n",
    "\tselp.f64 \t%fd91, %fd61, %fd60, %p58;\n",
    "$L__BB14_38:\n",
    "\tsetp.lt.u32 \t%p112, %r14, 6;\n",
    "\t@%p112 bra \t$L__BB14_40;\n",
    "\tsetp.eq.s32 \t%p60, %r9, 3;\n",
    "\tsetp.lt.f64 \t%p61, %fd87, %fd91;\n",
    "\tselp.f64 \t%fd62, %fd87, %fd91, %p61;\n",
    "\tsetp.nan.f64 \t%p62, %fd91, %fd87;\n",
    "\tadd.f64 \t%fd63, %fd87, %fd91;\n",
    "\tselp.f64 \t%fd64, %fd63, %fd62, %p62;\n",
    "\tsetp.gt.f64 \t%p63, %fd87, %fd91;\n",
    "\tselp.f64 \t%fd65, %fd87, %fd91, %p63;\n",
    "\tsetp.num.f64 \t%p64, %fd91, %fd87;\n",
    "\tand.pred  \t%p65, %p60, %p64;\n",
    "\tselp.f64 \t%fd66, %fd65, %fd63, %p65;\n",
    "\tsetp.eq.s32 \t%p66, %r9, 2;\n",
    "\tselp.f64 \t%fd67, %fd64, %fd66, %p66;\n",
    "\tmul.f64 \t%fd68, %fd87, %fd91;\n",
    "\tsetp.eq.s32 \t%p67, %r9, 1;\n",
    "\tselp.f64 \t%fd91, %fd68, %fd67, %p67;\n",
    "$L__BB14_40:\n",
    "\tsetp.lt.u32 \t%p113, %r14, 7;\n",
    "\t@%p113 bra \t$L__BB14_42;\n",
    "\tsetp.eq.s32 \t%p69, %r9, 3;\n",
    "\tsetp.lt.f64 \t%p70, %fd88, %fd91;\n",
    "\tselp.f64 \t%fd69, %fd88, %fd91, %p70;\n",
    "\tsetp.nan.f64 \t%p71, %fd91, %fd88;\n",
    "\tadd.f64 \t%fd70, %fd88, %fd91;\n",
    "\tselp.f64 \t%fd71, %fd70, %fd69, %p71;\n",
    "\tsetp.gt.f64 \t%p72, %fd88, %fd91;\n",
    "\tselp.f64 \t%fd72, %fd88, %fd91, %p72;\n",
    "\tsetp.num.f64 \t%p73, %fd91, %fd88;\n",
    "\tand.pred  \t%p74, %p69, %p73;\n",
    "\tselp.f64 \t%fd73, %fd72, %fd70, %p74;\n",
    "\tsetp.eq.s32 \t%p75, %r9, 2;\n",
    "\tselp.f64 \t%fd74, %fd71, %fd73, %p75;\n",
    "\tmul.f64 \t%fd75, %fd88, %fd91;\n",
    "\tsetp.eq.s32 \t%p76, %r9, 1;\n",
    "\tselp.f64 \t%fd91, %fd75, %fd74, %p76;\n",
    "$L__BB14_42:\n",
    "\tsetp.lt.u32 \t%p114, %r14, 8;\n",
    "\t@%p114 bra \t$L__BB14_44;\n",
    "\tsetp.eq.s32 \t%p78, %r9, 3;\n",
    "\tsetp.lt.f64 \t%p79, %fd89, %fd91;\n",
    "\tselp.f64 \t%fd76, %fd89, %fd91, %p79;\n",
    "\tsetp.nan.f64 \t%p80, %fd91, %fd89;\n",
    "\tadd.f64 \t%fd77, %fd89, %fd91;\n",
    "\tselp.f64 \t%fd78, %fd77, %fd76, %p80;\n",
    "\tsetp.gt.f64 \t%p81, %fd89, %fd91;\n",
    "\tselp.f64 \t%fd79, %fd89, %fd91, %p81;\n",
    "\tsetp.num.f64 \t%p82, %fd91, %fd89;\n",
    "\tand.pred  \t%p83, %p78, %p82;\n",
    "\tselp.f64 \t%fd80, %fd79, %fd77, %p83;\n",
    "\tsetp.eq.s32 \t%p84, %r9, 2;\n",
    "\tselp.f64 \t%fd81, %fd78, %fd80, %p84;\n",
    "\tmul.f64 \t%fd82, %fd89, %fd91;\n",
    "\tsetp.eq.s32 \t%p85, %r9, 1;\n",
    "\tselp.f64 \t%fd91, %fd82, %fd81, %p85;\n",
    "$L__BB14_44:\n",
    "\tsetp.ne.s32 \t%p86, %r9, 4;\n",
    "\t@%p86 bra \t$L__BB14_46;\n",
    "\tdiv.rn.f64 \t%fd91, %fd91, %fd1;\n",
    "$L__BB14_46:\n",
    "\tsetp.eq.s32 \t%p87, %r13, 0;\n",
    "\t@%p87 bra \t$L__BB14_57;\n",
    "\tmov.u32 \t%r73, 0;\n",
    "$L__BB14_48:\n",
    "\t.pragma \"nounroll\";\n",
    "\tsetp.gt.s32 \t%p88, %r73, 2;\n",
    "\t@%p88 bra \t$L__BB14_52;\n",
    "\tsetp.eq.s32 \t%p92, %r73, 0;\n",
    "\tmov.u64 \t%rd235, %rd26;\n",
    "\t@%p92 bra \t$L__BB14_56;\n",
    "\tsetp.eq.s32 \t%p93, %r73, 1;\n",
    "\tmov.u64 \t%rd235, %rd25;\n",
    "\t@%p93 bra \t$L__BB14_56;\n",
    "\tsetp.eq.s32 \t%p94, %r73, 2;\n",
    "\tmov.u64 \t%rd235, %rd24;\n",
    "\t@%p94 bra \t$L__BB14_56;\n",
    "\tbra.uni \t$L__BB14_55;\n",
    "$L__BB14_52:\n",
    "\tsetp.eq.s32 \t%p89, %r73, 3;\n",
    "\tmov.u64 \t%rd235, %rd23;\n",
    "\t@%p89 bra \t$L__BB14_56;\n",
    "\tsetp.eq.s32 \t%p90, %r73, 4;\n",
    "\tmov.u64 \t%rd235, %rd22;\n",
    "\t@%p90 bra \t$L__BB14_56;\n",
    "\tsetp.ne.s32 \t%p91, %r73, 5;\n",
    "\tmov.u64 \t%rd235, %rd21;\n",
    "\t@%p91 bra \t$L__BB14_55;\n",
    "\tbra.uni \t$L__BB14_56;\n",
    "$L__BB14_55:\n",
    "\tsetp.eq.s32 \t%p95, %r73, 6;\n",
    "\tselp.b64 \t%rd235, %rd20, %rd19, %p95;\n",
    "$L__BB14_56:\n",
    "\tshl.b64 \t%rd154, %rd234, 3;\n",
    "\tadd.s64 \t%rd155, %rd235, %rd154;\n",
    "\tst.global.f64 \t[%rd155], %fd91;\n",
    "\tadd.s32 \t%r73, %r73, 1;\n",
    "\tsetp.lt.u32 \t%p96, %r73, %r13;\n",
    "\t@%p96 bra \t$L__BB14_48;\n",
    "$L__BB14_57:\n",
    "\tld.param.u64 \t%rd174, [dc_coll_flag_reduce_f64_param_0];\n",
    "\tadd.s64 \t%rd234, %rd234, %rd35;\n",
    "\tsetp.lt.u64 \t%p97, %rd234, %rd174;\n",
    "\t@%p97 bra \t$L__BB14_16;\n",
    "$L__BB14_58:\n",
    "\tld.param.u32 \t%r65, [dc_coll_flag_reduce_f64_param_2];\n",
    "\tld.param.u32 \t%r64, [dc_coll_flag_reduce_f64_param_3];\n",
    "\tmov.u32 \t%r63, %tid.x;\n",
    "\tsetp.ne.s32 \t%p107, %r63, %r64;\n",
    "\tsetp.lt.u32 \t%p106, %r63, %r65;\n",
    "\tand.pred  \t%p105, %p106, %p107;\n",
    "\tnot.pred \t%p104, %p105;\n",
    "\tbar.sync \t0;\n",
    "\t@%p104 bra \t$L__BB14_65;\n",
    "\tmov.u32 \t%r70, %ctaid.x;\n",
    "\tcvt.u64.u32 \t%rd229, %r70;\n",
    "\tld.param.u32 \t%r67, [dc_coll_flag_reduce_f64_param_3];\n",
    "\tcvt.u64.u32 \t%rd226, %r67;\n",
    "\tld.param.u64 \t%rd183, [dc_coll_flag_reduce_f64_param_42];\n",
    "\tcvta.to.global.u64 \t%rd182, %rd183;\n",
    "\tmov.u32 \t%r55, %tid.x;\n",
    "\tmul.wide.u32 \t%rd181, %r55, 8;\n",
    "\tadd.s64 \t%rd180, %rd182, %rd181;\n",
    "\tld.param.u32 \t%r54, [dc_coll_flag_reduce_f64_param_3];\n",
    "\tmul.wide.u32 \t%rd179, %r54, 8;\n",
    "\tadd.s64 \t%rd178, %rd182, %rd179;\n",
    "\tcvt.u64.u32 \t%rd177, %r55;\n",
    "\tcvt.u32.u64 \t%r41, %rd229;\n",
    "\tshl.b32 \t%r42, %r41, 3;\n",
    "\tadd.s32 \t%r43, %r42, 1024;\n",
    "\tcvt.u64.u32 \t%rd159, %r43;\n",
    "\tadd.s64 \t%rd160, %rd159, %rd177;\n",
    "\tld.global.u64 \t%rd161, [%rd178];\n",
    "\tshl.b64 \t%rd162, %rd160, 2;\n",
    "\tadd.s64 \t%rd158, %rd161, %rd162;\n",
    "\tadd.s64 \t%rd163, %rd226, %rd159;\n",
    "\tld.global.u64 \t%rd164, [%rd180];\n",
    "\tshl.b64 \t%rd165, %rd163, 2;\n",
    "\tadd.s64 \t%rd156, %rd164, %rd165;\n",
    "\t// begin inline asm\n",
    "\tst.release.sys.global.u32 [%rd156], %r2;\n",
    "\t// end inline asm\n",
    "\t// begin inline asm\n",
    "\tmov.u64 %rd157, %globaltimer;\n",
    "\t// end inline asm\n",
    "\t// begin inline asm\n",
    "\tld.acquire.sys.global.u32 %r40, [%rd158];\n",
    "\t// end inline asm\n",
    "\tsub.s32 \t%r44, %r40, %r2;\n",
    "\tsetp.gt.s32 \t%p99, %r44, -1;\n",
    "\t@%p99 bra \t$L__BB14_65;\n",
    "\tmov.u32 \t%r74, 0;\n",
    "$L__BB14_61:\n",
    "\tadd.s32 \t%r74, %r74, 1;\n",
    "\tand.b32  \t%r46, %r74, 63;\n",
    "\tsetp.ne.s32 \t%p100, %r46, 0;\n",
    "\t@%p100 bra \t$L__BB14_63;\n",
    "\tld.param.u64 \t%rd184, [dc_coll_flag_reduce_f64_param_45];\n",
    "\t// begin inline asm\n",
    "\tmov.u64 %rd166, %globaltimer;\n",
    "\t// end inline asm\n",
    "\tsub.s64 \t%rd167, %rd166, %rd157;\n",
    "\tsetp.gt.u64 \t%p101, %rd167, %rd184;\n",
    "\t@%p101 bra \t$L__BB14_64;\n",
    "$L__BB14_63:\n",
    "\t// begin inline asm\n",
    "\tld.acquire.sys.global.u32 %r47, [%rd158];\n",
    "\t// end inline asm\n",
    "\tsub.s32 \t%r48, %r47, %r2;\n",
    "\tsetp.lt.s32 \t%p102, %r48, 0;\n",
    "\t@%p102 bra \t$L__BB14_61;\n",
    "\tbra.uni \t$L__BB14_65;\n",
    "$L__BB14_64:\n",
    "\tld.param.u32 \t%r68, [dc_coll_flag_reduce_f64_param_3];\n",
    "\tcvt.u64.u32 \t%rd227, %r68;\n",
    "\tld.param.u64 \t%rd185, [dc_coll_flag_reduce_f64_param_44];\n",
    "\tmov.u32 \t%r56, %tid.x;\n",
    "\tcvta.to.global.u64 \t%rd169, %rd185;\n",
    "\tshl.b64 \t%rd170, %rd227, 2;\n",
    "\tadd.s64 \t%rd171, %rd169, %rd170;\n",
    "\tadd.s32 \t%r49, %r56, 513;\n",
    "\tst.volatile.global.u32 \t[%rd171], %r49;\n",
    "\tmembar.sys;\n",
    "\tmov.u32 \t%r50, 1;\n",
    "\tst.volatile.shared.u32 \t[_ZZ16coll_flag_reduceI5t_f64EvyjjjjjjPNT_1TES3_S3_S3_S3_S3_S3_S3_PKS2_S5_S5_S5_S5_S5_S5_S5_S5_S3_PKyPjyyE6failed+4], %r50;\n",
    "$L__BB14_65:\n",
    "\tmov.u32 \t%r53, %tid.x;\n",
    "\tbar.sync \t0;\n",
    "\tld.volatile.shared.u32 \t%r51, [_ZZ16coll_flag_reduceI5t_f64EvyjjjjjjPNT_1TES3_S3_S3_S3_S3_S3_S3_PKS2_S5_S5_S5_S5_S5_S5_S5_S5_S3_PKyPjyyE6failed+4];\n",
    "\tor.b32  \t%r52, %r51, %r53;\n",
    "\tsetp.ne.s32 \t%p103, %r52, 0;\n",
    "\t@%p103 bra \t$L__BB14_67;\n",
    "\tmov.u32 \t%r69, %ctaid.x;\n",
    "\tcvt.u64.u32 \t%rd228, %r69;\n",
    "\tld.param.u64 \t%rd176, [dc_coll_flag_reduce_f64_param_43];\n",
    "\tcvta.to.global.u64 \t%rd175, %rd176;\n",
    "\tshl.b64 \t%rd172, %rd228, 2;\n",
    "\tadd.s64 \t%rd173, %rd175, %rd172;\n",
    "\tst.global.u32 \t[%rd173], %r2;\n",
    "$L__BB14_67:\n",
    "\tret;\n",
    "}\n",
    "\t// .globl\tdc_coll_flag_reduce_f16\n",
    ".visible .entry dc_coll_flag_reduce_f16(\n",
    "\t.param .u64 dc_coll_flag_reduce_f16_param_0,\n",
    "\t.param .u32 dc_coll_flag_reduce_f16_param_1,\n",
    "\t.param .u32 dc_coll_flag_reduce_f16_param_2,\n",
    "\t.param .u32 dc_coll_flag_reduce_f16_param_3,\n",
    "\t.param .u32 dc_coll_flag_reduce_f16_param_4,\n",
    "\t.param .u32 dc_coll_flag_reduce_f16_param_5,\n",
    "\t.param .u32 dc_coll_flag_reduce_f16_param_6,\n",
    "\t.param .u64 dc_coll_flag_reduce_f16_param_7,\n",
    "\t.param .u64 dc_coll_flag_reduce_f16_param_8,\n",
    "\t.param .u64 dc_coll_flag_reduce_f16_param_9,\n",
    "\t.param .u64 dc_coll_flag_reduce_f16_param_10,\n",
    "\t.param .u64 dc_coll_flag_reduce_f16_param_11,\n",
    "\t.param .u64 dc_coll_flag_reduce_f16_param_12,\n",
    "\t.param .u64 dc_coll_flag_reduce_f16_param_13,\n",
    "\t.param .u64 dc_coll_flag_reduce_f16_param_14,\n",
    "\t.param .u64 dc_coll_flag_reduce_f16_param_15,\n",
    "\t.param .u64 dc_coll_flag_reduce_f16_param_16,\n",
    "\t.param .u64 dc_coll_flag_reduce_f16_param_17,\n",
    "\t.param .u64 dc_coll_flag_reduce_f16_param_18,\n",
    "\t.param .u64 dc_coll_flag_reduce_f16_param_19,\n",
    "\t.param .u64 dc_coll_flag_reduce_f16_param_20,\n",
    "\t.param .u64 dc_coll_flag_reduce_f16_param_21,\n",
    "\t.param .u64 dc_coll_flag_reduce_f16_param_22,\n",
    "\t.param .u64 dc_coll_flag_reduce_f16_param_23,\n",
    "\t.param .u64 dc_coll_flag_reduce_f16_param_24,\n",
    "\t.param .u64 dc_coll_flag_reduce_f16_param_25,\n",
    "\t.param .u64 dc_coll_flag_reduce_f16_param_26,\n",
    "\t.param .u64 dc_coll_flag_reduce_f16_param_27,\n",
    "\t.param .u64 dc_coll_flag_reduce_f16_param_28,\n",
    "\t.param .u64 dc_coll_flag_reduce_f16_param_29,\n",
    "\t.param .u64 dc_coll_flag_reduce_f16_param_30,\n",
    "\t.param .u64 dc_coll_flag_reduce_f16_param_31,\n",
    "\t.param .u64 dc_coll_flag_reduce_f16_param_32,\n",
    "\t.param .u64 dc_coll_flag_reduce_f16_param_33,\n",
    "\t.param .u64 dc_coll_flag_reduce_f16_param_34,\n",
    "\t.param .u64 dc_coll_flag_reduce_f16_param_35,\n",
    "\t.param .u64 dc_coll_flag_reduce_f16_param_36,\n",
    "\t.param .u64 dc_coll_flag_reduce_f16_param_37,\n",
    "\t.param .u64 dc_coll_flag_reduce_f16_param_38,\n",
    "\t.param .u64 dc_coll_flag_reduce_f16_param_39,\n",
    "\t.param .u64 dc_coll_flag_reduce_f16_param_40,\n",
    "\t.param .u64 dc_coll_flag_reduce_f16_param_41,\n",
    "\t.param .u64 dc_coll_flag_reduce_f16_param_42,\n",
    "\t.param .u64 dc_coll_flag_reduce_f16_param_43,\n",
    "\t.param .u64 dc_coll_flag_reduce_f16_param_44,\n",
    "\t.param .u64 dc_coll_flag_reduce_f16_param_45\n",
    ")\n",
    "{\n",
    "\t.reg .pred \t%p<115>;\n",
    "\t.reg .b16 \t%rs<11>;\n",
    "\t.reg .f32 \t%f<106>;\n",
    "\t.reg .b32 \t%r<74>;\n",
    "\t.reg .b64 \t%rd<233>;\n",
    "\t// demoted variable\n",
    "\t.shared .align 4 .u32 _ZZ16coll_flag_reduceI5t_f16EvyjjjjjjPNT_1TES3_S3_S3_S3_S3_S3_S3_PKS2_S5_S5_S5_S5_S5_S5_S5_S5_S3_PKyPjyyE5epoch;\n",
    "\t// demoted variable\n",
    "\t.shared .align 4 .b8 _ZZ16coll_flag_reduceI5t_f16EvyjjjjjjPNT_1TES3_S3_S3_S3_S3_S3_S3_PKS2_S5_S5_S5_S5_S5_S5_S5_S5_S3_PKyPjyyE6failed[8];\n",
    "\tld.param.u64 \t%rd42, [dc_coll_flag_reduce_f16_param_0];\n",
    "\tld.param.u32 \t%r9, [dc_coll_flag_reduce_f16_param_1];\n",
    "\tld.param.u32 \t%r13, [dc_coll_flag_reduce_f16_param_5];\n",
    "\tld.param.u32 \t%r14, [dc_coll_flag_reduce_f16_param_6];\n",
    "\tld.param.u64 \t%rd76, [dc_coll_flag_reduce_f16_param_40];\n",
    "\tmov.u32 \t%r1, %tid.x;\n",
    "\tsetp.ne.s32 \t%p2, %r1, 0;\n",
    "\t@%p2 bra \t$L__BB15_2;\n",
    "\tld.param.u64 \t%rd229, [dc_coll_flag_reduce_f16_param_43];\n",
    "\tcvta.to.global.u64 \t%rd228, %rd229;\n",
    "\tmov.u32 \t%r15, %ctaid.x;\n",
    "\tmul.wide.u32 \t%rd82, %r15, 4;\n",
    "\tadd.s64 \t%rd83, %rd228, %rd82;\n",
    "\tld.global.u32 \t%r16, [%rd83];\n",
    "\tadd.s32 \t%r17, %r16, 1;\n",
    "\tmov.u32 \t%r18, 0;\n",
    "\tst.shared.u32 \t[_ZZ16coll_flag_reduceI5t_f16EvyjjjjjjPNT_1TES3_S3_S3_S3_S3_S3_S3_PKS2_S5_S5_S5_S5_S5_S5_S5_S5_S3_PKyPjyyE5epoch], %r17;\n",
    "\tst.shared.u32 \t[_ZZ16coll_flag_reduceI5t_f16EvyjjjjjjPNT_1TES3_S3_S3_S3_S3_S3_S3_PKS2_S5_S5_S5_S5_S5_S5_S5_S5_S3_PKyPjyyE6failed+4], %r18;\n",
    "\tst.shared.u32 \t[_ZZ16coll_flag_reduceI5t_f16EvyjjjjjjPNT_1TES3_S3_S3_S3_S3_S3_S3_PKS2_S5_S5_S5_S5_S5_S5_S5_S5_S3_PKyPjyyE6failed], %r18;\n",
    "$L__BB15_2:\n",
    "\tld.param.u64 \t%rd227, [dc_coll_flag_reduce_f16_param_41];\n",
    "\tsetp.eq.s64 \t%p3, %rd227, 0;\n",
    "\t@%p3 bra \t$L__BB15_6;\n",
    "\tmov.u32 \t%r70, %tid.x;\n",
    "\tmov.u32 \t%r19, %ntid.x;\n",
    "\tcvt.u64.u32 \t%rd2, %r19;\n",
    "\tmov.u32 \t%r20, %ctaid.x;\n",
    "\tmul.wide.u32 \t%rd84, %r20, %r19;\n",
    "\tcvt.u64.u32 \t%rd85, %r70;\n",
    "\tadd.s64 \t%rd230, %rd84, %rd85;\n",
    "\tsetp.ge.u64 \t%p4, %rd230, %rd42;\n",
    "\t@%p4 bra \t$L__BB15_6;\n",
    "\tld.param.u64 \t%rd208, [dc_coll_flag_reduce_f16_param_41];\n",
    "\tld.param.u64 \t%rd198, [dc_coll_flag_reduce_f16_param_39];\n",
    "\tcvta.to.global.u64 \t%rd4, %rd198;\n",
    "\tcvta.to.global.u64 \t%rd5, %rd208;\n",
    "\tmov.u32 \t%r21, %nctaid.x;\n",
    "\tcvt.u64.u32 \t%rd86, %r21;\n",
    "\tmul.lo.s64 \t%rd6, %rd86, %rd2;\n",
    "$L__BB15_5:\n",
    "\tadd.s64 \t%rd87, %rd230, %rd76;\n",
    "\tshl.b64 \t%rd88, %rd87, 1;\n",
    "\tadd.s64 \t%rd89, %rd4, %rd88;\n",
    "\tld.global.u16 \t%rs1, [%rd89];\n",
    "\tshl.b64 \t%rd90, %rd230, 1;\n",
    "\tadd.s64 \t%rd91, %rd5, %rd90;\n",
    "\tst.global.u16 \t[%rd91], %rs1;\n",
    "\tadd.s64 \t%rd230, %rd230, %rd6;\n",
    "\tsetp.lt.u64 \t%p5, %rd230, %rd42;\n",
    "\t@%p5 bra \t$L__BB15_5;\n",
    "$L__BB15_6:\n",
    "\tmov.u32 \t%r60, %tid.x;\n",
    "\tld.param.u32 \t%r59, [dc_coll_flag_reduce_f16_param_2];\n",
    "\tld.param.u32 \t%r58, [dc_coll_flag_reduce_f16_param_3];\n",
    "\tld.param.u64 \t%rd199, [dc_coll_flag_reduce_f16_param_42];\n",
    "\tcvta.to.global.u64 \t%rd92, %rd199;\n",
    "\tbar.sync \t0;\n",
    "\tld.shared.u32 \t%r2, [_ZZ16coll_flag_reduceI5t_f16EvyjjjjjjPNT_1TES3_S3_S3_S3_S3_S3_S3_PKS2_S5_S5_S5_S5_S5_S5_S5_S5_S3_PKyPjyyE5epoch];\n",
    "\tbar.sync \t0;\n",
    "\tsetp.ne.s32 \t%p6, %r60, %r58;\n",
    "\tsetp.lt.u32 \t%p7, %r60, %r59;\n",
    "\tand.pred  \t%p1, %p7, %p6;\n",
    "\tcvt.u64.u32 \t%rd9, %r58;\n",
    "\tmul.wide.u32 \t%rd93, %r58, 8;\n",
    "\tadd.s64 \t%rd10, %rd92, %rd93;\n",
    "\tcvt.u64.u32 \t%rd11, %r60;\n",
    "\tmul.wide.u32 \t%rd94, %r60, 8;\n",
    "\tadd.s64 \t%rd12, %rd92, %rd94;\n",
    "\tnot.pred \t%p8, %p1;\n",
    "\t@%p8 bra \t$L__BB15_13;\n",
    "\tmov.u32 \t%r24, %ctaid.x;\n",
    "\tshl.b32 \t%r25, %r24, 3;\n",
    "\tcvt.u64.u32 \t%rd98, %r25;\n",
    "\tadd.s64 \t%rd100, %rd98, %rd11;\n",
    "\tld.global.u64 \t%rd101, [%rd10];\n",
    "\tshl.b64 \t%rd102, %rd100, 2;\n",
    "\tadd.s64 \t%rd97, %rd101, %rd102;\n",
    "\tadd.s64 \t%rd103, %rd9, %rd98;\n",
    "\tld.global.u64 \t%rd104, [%rd12];\n",
    "\tshl.b64 \t%rd105, %rd103, 2;\n",
    "\tadd.s64 \t%rd95, %rd104, %rd105;\n",
    "\t// begin inline asm\n",
    "\tst.release.sys.global.u32 [%rd95], %r2;\n",
    "\t// end inline asm\n",
    "\t// begin inline asm\n",
    "\tmov.u64 %rd96, %globaltimer;\n",
    "\t// end inline asm\n",
    "\t// begin inline asm\n",
    "\tld.acquire.sys.global.u32 %r23, [%rd97];\n",
    "\t// end inline asm\n",
    "\tsub.s32 \t%r26, %r23, %r2;\n",
    "\tsetp.gt.s32 \t%p9, %r26, -1;\n",
    "\t@%p9 bra \t$L__BB15_13;\n",
    "\tmov.u32 \t%r71, 0;\n",
    "$L__BB15_9:\n",
    "\tadd.s32 \t%r71, %r71, 1;\n",
    "\tand.b32  \t%r28, %r71, 63;\n",
    "\tsetp.ne.s32 \t%p10, %r28, 0;\n",
    "\t@%p10 bra \t$L__BB15_11;\n",
    "\tld.param.u64 \t%rd200, [dc_coll_flag_reduce_f16_param_45];\n",
    "\t// begin inline asm\n",
    "\tmov.u64 %rd106, %globaltimer;\n",
    "\t// end inline asm\n",
    "\tsub.s64 \t%rd107, %rd106, %rd96;\n",
    "\tsetp.gt.u64 \t%p11, %rd107, %rd200;\n",
    "\t@%p11 bra \t$L__BB15_12;\n",
    "$L__BB15_11:\n",
    "\t// begin inline asm\n",
    "\tld.acquire.sys.global.u32 %r29, [%rd97];\n",
    "\t// end inline asm\n",
    "\tsub.s32 \t%r30, %r29, %r2;\n",
    "\tsetp.lt.s32 \t%p12, %r30, 0;\n",
    "\t@%p12 bra \t$L__BB15_9;\n",
    "\tbra.uni \t$L__BB15_13;\n",
    "$L__BB15_12:\n",
    "\tmov.u32 \t%r61, %tid.x;\n",
    "\tld.param.u64 \t%rd201, [dc_coll_flag_reduce_f16_param_44];\n",
    "\tcvta.to.global.u64 \t%rd109, %rd201;\n",
    "\tshl.b64 \t%rd110, %rd9, 2;\n",
    "\tadd.s64 \t%rd111, %rd109, %rd110;\n",
    "\tadd.s32 \t%r31, %r61, 257;\n",
    "\tst.volatile.global.u32 \t[%rd111], %r31;\n",
    "\tmembar.sys;\n",
    "\tmov.u32 \t%r32, 1;\n",
    "\tst.volatile.shared.u32 \t[_ZZ16coll_flag_reduceI5t_f16EvyjjjjjjPNT_1TES3_S3_S3_S3_S3_S3_S3_PKS2_S5_S5_S5_S5_S5_S5_S5_S5_S3_PKyPjyyE6failed], %r32;\n",
    "$L__BB15_13:\n",
    "\tbar.sync \t0;\n",
    "\tld.volatile.shared.u32 \t%r33, [_ZZ16coll_flag_reduceI5t_f16EvyjjjjjjPNT_1TES3_S3_S3_S3_S3_S3_S3_PKS2_S5_S5_S5_S5_S5_S5_S5_S5_S3_PKyPjyyE6failed];\n",
    "\tsetp.ne.s32 \t%p13, %r33, 0;\n",
    "\t@%p13 bra \t$L__BB15_67;\n",
    "\tmov.u32 \t%r34, %ntid.x;\n",
    "\tcvt.u64.u32 \t%rd16, %r34;\n",
    "\tmov.u32 \t%r35, %ctaid.x;\n",
    "\tmul.wide.u32 \t%rd112, %r35, %r34;\n",
    "\tadd.s64 \t%rd231, %rd112, %rd11;\n",
    "\tsetp.ge.u64 \t%p14, %rd231, %rd42;\n",
    "\t@%p14 bra \t$L__BB15_58;\n",
    "\tld.param.u64 \t%rd212, [dc_coll_flag_reduce_f16_param_30];\n",
    "\tld.param.u64 \t%rd211, [dc_coll_flag_reduce_f16_param_29];\n",
    "\tld.param.u64 \t%rd210, [dc_coll_flag_reduce_f16_param_28];\n",
    "\tld.param.u64 \t%rd209, [dc_coll_flag_reduce_f16_param_27];\n",
    "\tld.param.u64 \t%rd207, [dc_coll_flag_reduce_f16_param_26];\n",
    "\tld.param.u64 \t%rd206, [dc_coll_flag_reduce_f16_param_25];\n",
    "\tld.param.u64 \t%rd205, [dc_coll_flag_reduce_f16_param_24];\n",
    "\tld.param.u64 \t%rd204, [dc_coll_flag_reduce_f16_param_23];\n",
    "\tld.param.u64 \t%rd203, [dc_coll_flag_reduce_f16_param_15];\n",
    "\tld.param.u64 \t%rd202, [dc_coll_flag_reduce_f16_param_7];\n",
    "\tld.param.u64 \t%rd197, [dc_coll_flag_reduce_f16_param_16];\n",
    "\tld.param.u64 \t%rd196, [dc_coll_flag_reduce_f16_param_8];\n",
    "\tld.param.u64 \t%rd195, [dc_coll_flag_reduce_f16_param_17];\n",
    "\tld.param.u64 \t%rd194, [dc_coll_flag_reduce_f16_param_9];\n",
    "\tld.param.u64 \t%rd193, [dc_coll_flag_reduce_f16_param_18];\n",
    "\tld.param.u64 \t%rd192, [dc_coll_flag_reduce_f16_param_10];\n",
    "\tld.param.u64 \t%rd191, [dc_coll_flag_reduce_f16_param_19];\n",
    "\tld.param.u64 \t%rd190, [dc_coll_flag_reduce_f16_param_11];\n",
    "\tld.param.u64 \t%rd189, [dc_coll_flag_reduce_f16_param_20];\n",
    "\tld.param.u64 \t%rd188, [dc_coll_flag_reduce_f16_param_12];\n",
    "\tld.param.u64 \t%rd187, [dc_coll_flag_reduce_f16_param_21];\n",
    "\tld.param.u64 \t%rd186, [dc_coll_flag_reduce_f16_param_13];\n",
    "\tld.param.u64 \t%rd185, [dc_coll_flag_reduce_f16_param_22];\n",
    "\tld.param.u64 \t%rd184, [dc_coll_flag_reduce_f16_param_14];\n",
    "\tld.param.u32 \t%r57, [dc_coll_flag_reduce_f16_param_4];\n",
    "\tsetp.eq.s32 \t%p15, %r57, 0;\n",
    "\tselp.b32 \t%r36, 1, %r57, %p15;\n",
    "\tcvt.rn.f32.u32 \t%f1, %r36;\n",
    "\tcvta.to.global.u64 \t%rd113, %rd184;\n",
    "\tshl.b64 \t%rd114, %rd185, 1;\n",
    "\tadd.s64 \t%rd19, %rd113, %rd114;\n",
    "\tcvta.to.global.u64 \t%rd115, %rd186;\n",
    "\tshl.b64 \t%rd116, %rd187, 1;\n",
    "\tadd.s64 \t%rd20, %rd115, %rd116;\n",
    "\tcvta.to.global.u64 \t%rd117, %rd188;\n",
    "\tshl.b64 \t%rd118, %rd189, 1;\n",
    "\tadd.s64 \t%rd21, %rd117, %rd118;\n",
    "\tcvta.to.global.u64 \t%rd119, %rd190;\n",
    "\tshl.b64 \t%rd120, %rd191, 1;\n",
    "\tadd.s64 \t%rd22, %rd119, %rd120;\n",
    "\tcvta.to.global.u64 \t%rd121, %rd192;\n",
    "\tshl.b64 \t%rd122, %rd193, 1;\n",
    "\tadd.s64 \t%rd23, %rd121, %rd122;\n",
    "\tcvta.to.global.u64 \t%rd123, %rd194;\n",
    "\tshl.b64 \t%rd124, %rd195, 1;\n",
    "\tadd.s64 \t%rd24, %rd123, %rd124;\n",
    "\tcvta.to.global.u64 \t%rd125, %rd196;\n",
    "\tshl.b64 \t%rd126, %rd197, 1;\n",
    "\tadd.s64 \t%rd25, %rd125, %rd126;\n",
    "\tcvta.to.global.u64 \t%rd127, %rd202;\n",
    "\tshl.b64 \t%rd128, %rd203, 1;\n",
    "\tadd.s64 \t%rd26, %rd127, %rd128;\n",
    "\tcvta.to.global.u64 \t%rd27, %rd204;\n",
    "\tcvta.to.global.u64 \t%rd28, %rd205;\n",
    "\tcvta.to.global.u64 \t%rd29, %rd206;\n",
    "\tcvta.to.global.u64 \t%rd30, %rd207;\n",
    "\tcvta.to.global.u64 \t%rd31, %rd209;\n",
    "\tcvta.to.global.u64 \t%rd32, %rd210;\n",
    "\tcvta.to.global.u64 \t%rd33, %rd211;\n",
    "\tcvta.to.global.u64 \t%rd34, %rd212;\n",
    "\tmov.u32 \t%r37, %nctaid.x;\n",
    "\tcvt.u64.u32 \t%rd129, %r37;\n",
    "\tmul.lo.s64 \t%rd35, %rd129, %rd16;\n",
    "$L__BB15_16:\n",
    "\tld.param.u64 \t%rd213, [dc_coll_flag_reduce_f16_param_31];\n",
    "\tadd.s64 \t%rd130, %rd231, %rd213;\n",
    "\tshl.b64 \t%rd131, %rd130, 1;\n",
    "\tadd.s64 \t%rd132, %rd27, %rd131;\n",
    "\tld.global.u16 \t%rs2, [%rd132];\n",
    "\t// begin inline asm\n",
    "\tcvt.f32.f16 %f99, %rs2;\n",
    "\t// end inline asm\n",
    "\tsetp.lt.u32 \t%p16, %r14, 2;\n",
    "\tmov.f32 \t%f91, %f99;\n",
    "\t@%p16 bra \t$L__BB15_18;\n",
    "\tld.param.u64 \t%rd215, [dc_coll_flag_reduce_f16_param_32];\n",
    "\tadd.s64 \t%rd133, %rd231, %rd215;\n",
    "\tshl.b64 \t%rd134, %rd133, 1;\n",
    "\tadd.s64 \t%rd135, %rd28, %rd134;\n",
    "\tld.global.u16 \t%rs3, [%rd135];\n",
    "\t// begin inline asm\n",
    "\tcvt.f32.f16 %f91, %rs3;\n",
    "\t// end inline asm\n",
    "$L__BB15_18:\n",
    "\tsetp.lt.u32 \t%p17, %r14, 3;\n",
    "\tmov.f32 \t%f92, %f99;\n",
    "\t@%p17 bra \t$L__BB15_20;\n",
    "\tld.param.u64 \t%rd214, [dc_coll_flag_reduce_f16_param_33];\n",
    "\tadd.s64 \t%rd136, %rd231, %rd214;\n",
    "\tshl.b64 \t%rd137, %rd136, 1;\n",
    "\tadd.s64 \t%rd138, %rd29, %rd137;\n",
    "\tld.global.u16 \t%rs4, [%rd138];\n",
    "\t// begin inline asm\n",
    "\tcvt.f32.f16 %f92, %rs4;\n",
    "\t// end inline asm\n",
    "$L__BB15_20:\n",
    "\tsetp.lt.u32 \t%p18, %r14, 4;\n",
    "\tmov.f32 \t%f93, %f99;\n",
    "\t@%p18 bra \t$L__BB15_22;\n",
    "\tld.param.u64 \t%rd216, [dc_coll_flag_reduce_f16_param_34];\n",
    "\tadd.s64 \t%rd139, %rd231, %rd216;\n",
    "\tshl.b64 \t%rd140, %rd139, 1;\n",
    "\tadd.s64 \t%rd141, %rd30, %rd140;\n",
    "\tld.global.u16 \t%rs5, [%rd141];\n",
    "\t// begin inline asm\n",
    "\tcvt.f32.f16 %f93, %rs5;\n",
    "\t// end inline asm\n",
    "$L__BB15_22:\n",
    "\tsetp.lt.u32 \t%p19, %r14, 5;\n",
    "\tmov.f32 \t%f94, %f99;\n",
    "\t@%p19 bra \t$L__BB15_24;\n",
    "\tld.param.u64 \t%rd222, [dc_coll_flag_reduce_f16_param_35];\n",
    "\tadd.s64 \t%rd142, %rd231, %rd222;\n",
    "\tshl.b64 \t%rd143, %rd142, 1;\n",
    "\tadd.s64 \t%rd144, %rd31, %rd143;\n",
    "\tld.global.u16 \t%rs6, [%rd144];\n",
    "\t// begin inline asm\n",
    "\tcvt.f32.f16 %f94, %rs6;\n",
    "\t// end inline asm\n",
    "$L__BB15_24:\n",
    "\tsetp.lt.u32 \t%p20, %r14, 6;\n",
    "\tmov.f32 \t%f95, %f99;\n",
    "\t@%p20 bra \t$L__BB15_26;\n",
    "\tld.param.u64 \t%rd221, [dc_coll_flag_reduce_f16_param_36];\n",
    "\tadd.s64 \t%rd145, %rd231, %rd221;\n",
    "\tshl.b64 \t%rd146, %rd145, 1;\n",
    "\tadd.s64 \t%rd147, %rd32, %rd146;\n",
    "\tld.global.u16 \t%rs7, [%rd147];\n",
    "\t// begin inline asm\n",
    "\tcvt.f32.f16 %f95, %rs7;\n",
    "\t// end inline asm\n",
    "$L__BB15_26:\n",
    "\tsetp.lt.u32 \t%p21, %r14, 7;\n",
    "\tmov.f32 \t%f96, %f99;\n",
    "\t@%p21 bra \t$L__BB15_28;\n",
    "\tld.param.u64 \t%rd220, [dc_coll_flag_reduce_f16_param_37];\n",
    "\tadd.s64 \t%rd148, %rd231, %rd220;\n",
    "\tshl.b64 \t%rd149, %rd148, 1;\n",
    "\tadd.s64 \t%rd150, %rd33, %rd149;\n",
    "\tld.global.u16 \t%rs8, [%rd150];\n",
    "\t// begin inline asm\n",
    "\tcvt.f32.f16 %f96, %rs8;\n",
    "\t// end inline asm\n",
    "$L__BB15_28:\n",
    "\tsetp.lt.u32 \t%p22, %r14, 8;\n",
    "\tmov.f32 \t%f97, %f99;\n",
    "\t@%p22 bra \t$L__BB15_30;\n",
    "\tld.param.u64 \t%rd219, [dc_coll_flag_reduce_f16_param_38];\n",
    "\tadd.s64 \t%rd151, %rd231, %rd219;\n",
    "\tshl.b64 \t%rd152, %rd151, 1;\n",
    "\tadd.s64 \t%rd153, %rd34, %rd152;\n",
    "\tld.global.u16 \t%rs9, [%rd153];\n",
    "\t// begin inline asm\n",
    "\tcvt.f32.f16 %f97, %rs9;\n",
    "\t// end inline asm\n",
    "$L__BB15_30:\n",
    "\tsetp.lt.u32 \t%p104, %r14, 2;\n",
    "\t@%p104 bra \t$L__BB15_32;\n",
    "\tsetp.eq.s32 \t%p24, %r9, 3;\n",
    "\tsetp.lt.f32 \t%p25, %f91, %f99;\n",
    "\tselp.f32 \t%f41, %f91, %f99, %p25;\n",
    "\tsetp.nan.f32 \t%p26, %f99, %f91;\n",
    "\tadd.f32 \t%f42, %f99, %f91;\n",
    "\tselp.f32 \t%f43, %f42, %f41, %p26;\n",
    "\tsetp.gt.f32 \t%p27, %f91, %f99;\n",
    "\tselp.f32 \t%f44, %f91, %f99, %p27;\n",
    "\tsetp.num.f32 \t%p28, %f99, %f91;\n",
    "\tand.pred  \t%p29, %p24, %p28;\n",
    "\tselp.f32 \t%f45, %f44, %f42, %p29;\n",
    "\tsetp.eq.s32 \t%p30, %r9, 2;\n",
    "\tselp.f32 \t%f46, %f43, %f45, %p30;\n",
    "\tmul.f32 \t%f47, %f99, %f91;\n",
    "\tsetp.eq.s32 \t%p31, %r9, 1;\n",
    "\tselp.f32 \t%f99, %f47, %f46, %p31;\n",
    "$L__BB15_32:\n",
    "\tsetp.lt.u32 \t%p105, %r14, 3;\n",
    "\t@%p105 bra \t$L__BB15_34;\n",
    "\tsetp.eq.s32 \t%p33, %r9, 3;\n",
    "\tsetp.lt.f32 \t%p34, %f92, %f99;\n",
    "\tselp.f32 \t%f48, %f92, %f99, %p34;\n",
    "\tsetp.nan.f32 \t%p35, %f99, %f92;\n",
    "\tadd.f32 \t%f49, %f92, %f99;\n",
    "\tselp.f32 \t%f50, %f49, %f48, %p35;\n",
    "\tsetp.gt.f32 \t%p36, %f92, %f99;\n",
    "\tselp.f32 \t%f51, %f92, %f99, %p36;\n",
    "\tsetp.num.f32 \t%p37, %f99, %f92;\n",
    "\tand.pred  \t%p38, %p33, %p37;\n",
    "\tselp.f32 \t%f52, %f51, %f49, %p38;\n",
    "\tsetp.eq.s32 \t%p39, %r9, 2;\n",
    "\tselp.f32 \t%f53, %f50, %f52, %p39;\n",
    "\tmul.f32 \t%f54, %f92, %f99;\n",
    "\tsetp.eq.s32 \t%p40, %r9, 1;\n",
    "\tselp.f32 \t%f99, %f54, %f53, %p40;\n",
    "$L__BB15_34:\n",
    "\tsetp.lt.u32 \t%p106, %r14, 4;\n",
    "\t@%p106 bra \t$L__BB15_36;\n",
    "\tsetp.eq.s32 \t%p42, %r9, 3;\n",
    "\tsetp.lt.f32 \t%p43, %f93, %f99;\n",
    "\tselp.f32 \t%f55, %f93, %f99, %p43;\n",
    "\tsetp.nan.f32 \t%p44, %f99, %f93;\n",
    "\tadd.f32 \t%f56, %f93, %f99;\n",
    "\tselp.f32 \t%f57, %f56, %f55, %p44;\n",
    "\tsetp.gt.f32 \t%p45, %f93, %f99;\n",
    "\tselp.f32 \t%f58, %f93, %f99, %p45;\n",
    "\tsetp.num.f32 \t%p46, %f99, %f93;\n",
    "\tand.pred  \t%p47, %p42, %p46;\n",
    "\tselp.f32 \t%f59, %f58, %f56, %p47;\n",
    "\tsetp.eq.s32 \t%p48, %r9, 2;\n",
    "\tselp.f32 \t%f60, %f57, %f59, %p48;\n",
    "\tmul.f32 \t%f61, %f93, %f99;\n",
    "\tsetp.eq.s32 \t%p49, %r9, 1;\n",
    "\tselp.f32 \t%f99, %f61, %f60, %p49;\n",
    "$L__BB15_36:\n",
    "\tsetp.lt.u32 \t%p107, %r14, 5;\n",
    "\t@%p107 bra \t$L__BB15_38;\n",
    "\tsetp.eq.s32 \t%p51, %r9, 3;\n",
    "\tsetp.lt.f32 \t%p52, %f94, %f99;\n",
    "\tselp.f32 \t%f62, %f94, %f99, %p52;\n",
    "\tsetp.nan.f32 \t%p53, %f99, %f94;\n",
    "\tadd.f32 \t%f63, %f94, %f99;\n",
    "\tselp.f32 \t%f64, %f63, %f62, %p53;\n",
    "\tsetp.gt.f32 \t%p54, %f94, %f99;\n",
    "\tselp.f32 \t%f65, %f94, %f99, %p54;\n",
    "\tsetp.num.f32 \t%p55, %f99, %f94;\n",
    "\tand.pred  \t%p56, %p51, %p55;\n",
    "\tselp.f32 \t%f66, %f65, %f63, %p56;\n",
    "\tsetp.eq.s32 \t%p57, %r9, 2;\n",
    "\tselp.f32 \t%f67, %f64, %f66, %p57;\n",
    "\tmul.f32 \t%f68, %f94, %f99;\n",
    "\tsetp.eq.s32 \t%p58, %r9, 1;\n",
    "\tselp.f32 \t%f99, %f68, %f67, %p58;\n",
    "$L__BB15_38:\n",
    "\tsetp.lt.u32 \t%p112, %r14, 6;\n",
    "\t@%p112 bra \t$L__BB15_40;\n",
    "\tsetp.eq.s32 \t%p60, %r9, 3;\n",
    "\tsetp.lt.f32 \t%p61, %f95, %f99;\n",
    "\tselp.f32 \t%f69, %f95, %f99, %p61;\n",
    "\tsetp.nan.f32 \t%p62, %f99, %f95;\n",
    "\tadd.f32 \t%f70, %f95, %f99;\n",
    "\tselp.f32 \t%f71, %f70, %f69, %p62;\n",
    "\tsetp.gt.f32 \t%p63, %f95, %f99;\n",
    "\tselp.f32 \t%f72, %f95, %f99, %p63;\n",
    "\tsetp.num.f32 \t%p64, %f99, %f95;\n",
    "\tand.pred  \t%p65, %p60, %p64;\n",
    "\tselp.f32 \t%f73, %f72, %f70, %p65;\n",
    "\tsetp.eq.s32 \t%p66, %r9, 2;\n",
    "\tselp.f32 \t%f74, %f71, %f73, %p66;\n",
    "\tmul.f32 \t%f75, %f95, %f99;\n",
    "\tsetp.eq.s32 \t%p67, %r9, 1;\n",
    "\tselp.f32 \t%f99, %f75, %f74, %p67;\n",
    "$L__BB15_40:\n",
    "\tsetp.lt.u32 \t%p113, %r14, 7;\n",
    "\t@%p113 bra \t$L__BB15_42;\n",
    "\tsetp.eq.s32 \t%p69, %r9, 3;\n",
    "\tsetp.lt.f32 \t%p70, %f96, %f99;\n",
    "\tselp.f32 \t%f76, %f96, %f99, %p70;\n",
    "\tsetp.nan.f32 \t%p71, %f99, %f96;\n",
    "\tadd.f32 \t%f77, %f96, %f99;\n",
    "\tselp.f32 \t%f78, %f77, %f76, %p71;\n",
    "\tsetp.gt.f32 \t%p72, %f96, %f99;\n",
    "\tselp.f32 \t%f79, %f96, %f99, %p72;\n",
    "\tsetp.num.f32 \t%p73, %f99, %f96;\n",
    "\tand.pred  \t%p74, %p69, %p73;\n",
    "\tselp.f32 \t%f80, %f79, %f77, %p74;\n",
    "\tsetp.eq.s32 \t%p75, %r9, 2;\n",
    "\tselp.f32 \t%f81, %f78, %f80, %p75;\n",
    "\tmul.f32 \t%f82, %f96, %f99;\n",
    "\tsetp.eq.s32 \t%p76, %r9, 1;\n",
    "\tselp.f32 \t%f99, %f82, %f81, %p76;\n",
    "$L__BB15_42:\n",
    "\tsetp.lt.u32 \t%p114, %r14, 8;\n",
    "\t@%p114 bra \t$L__BB15_44;\n",
    "\tsetp.eq.s32 \t%p78, %r9, 3;\n",
    "\tsetp.lt.f32 \t%p79, %f97, %f99;\n",
    "\tselp.f32 \t%f83, %f97, %f99, %p79;\n",
    "\tsetp.nan.f32 \t%p80, %f99, %f97;\n",
    "\tadd.f32 \t%f84, %f97, %f99;\n",
    "\tselp.f32 \t%f85, %f84, %f83, %p80;\n",
    "\tsetp.gt.f32 \t%p81, %f97, %f99;\n",
    "\tselp.f32 \t%f86, %f97, %f99, %p81;\n",
    "\tsetp.num.f32 \t%p82, %f99, %f97;\n",
    "\tand.pred  \t%p83, %p78, %p82;\n",
    "\tselp.f32 \t%f87, %f86, %f84, %p83;\n",
    "\tsetp.eq.s32 \t%p84, %r9, 2;\n",
    "\tselp.f32 \t%f88, %f85, %f87, %p84;\n",
    "\tmul.f32 \t%f89, %f97, %f99;\n",
    "\tsetp.eq.s32 \t%p85, %r9, 1;\n",
    "\tselp.f32 \t%f99, %f89, %f88, %p85;\n",
    "$L__BB15_44:\n",
    "\tsetp.ne.s32 \t%p86, %r9, 4;\n",
    "\t@%p86 bra \t$L__BB15_46;\n",
    "\tdiv.rn.f32 \t%f99, %f99, %f1;\n",
    "$L__BB15_46:\n",
    "\tsetp.eq.s32 \t%p87, %r13, 0;\n",
    "\t@%p87 bra \t$L__BB15_57;\n",
    "\tmov.u32 \t%r72, 0;\n",
    "$L__BB15_48:\n",
    "\t.pragma \"nounroll\";\n",
    "\tsetp.gt.s32 \t%p88, %r72, 2;\n",
    "\t@%p88 bra \t$L__BB15_52;\n",
    "\tsetp.eq.s32 \t%p92, %r72, 0;\n",
    "\tmov.u64 \t%rd232, %rd26;\n",
    "\t@%p92 bra \t$L__BB15_56;\n",
    "\tsetp.eq.s32 \t%p93, %r72, 1;\n",
    "\tmov.u64 \t%rd232, %rd25;\n",
    "\t@%p93 bra \t$L__BB15_56;\n",
    "\tsetp.eq.s32 \t%p94, %r72, 2;\n",
    "\tmov.u64 \t%rd232, %rd24;\n",
    "\t@%p94 bra \t$L__BB15_56;\n",
    "\tbra.uni \t$L__BB15_55;\n",
    "$L__BB15_52:\n",
    "\tsetp.eq.s32 \t%p89, %r72, 3;\n",
    "\tmov.u64 \t%rd232, %rd23;\n",
    "\t@%p89 bra \t$L__BB15_56;\n",
    "\tsetp.eq.s32 \t%p90, %r72, 4;\n",
    "\tmov.u64 \t%rd232, %rd22;\n",
    "\t@%p90 bra \t$L__BB15_56;\n",
    "\tsetp.ne.s32 \t%p91, %r72, 5;\n",
    "\tmov.u64 \t%rd232, %rd21;\n",
    "\t@%p91 bra \t$L__BB15_55;\n",
    "\tbra.uni \t$L__BB15_56;\n",
    "$L__BB15_55:\n",
    "\tsetp.eq.s32 \t%p95, %r72, 6;\n",
    "\tselp.b64 \t%rd232, %rd20, %rd19, %p95;\n",
    "$L__BB15_56:\n",
    "\t// begin inline asm\n",
    "\tcvt.rn.f16.f32 %rs10, %f99;\n",
    "\t// end inline asm\n",
    "\tshl.b64 \t%rd154, %rd231, 1;\n",
    "\tadd.s64 \t%rd155, %rd232, %rd154;\n",
    "\tst.global.u16 \t[%rd155], %rs10;\n",
    "\tadd.s32 \t%r72, %r72, 1;\n",
    "\tsetp.lt.u32 \t%p96, %r72, %r13;\n",
    "\t@%p96 bra \t$L__BB15_48;\n",
    "$L__BB15_57:\n",
    "\tld.param.u64 \t%rd217, [dc_coll_flag_reduce_f16_param_0];\n",
    "\tadd.s64 \t%rd231, %rd231, %rd35;\n",
    "\tsetp.lt.u64 \t%p97, %rd231, %rd217;\n",
    "\t@%p97 bra \t$L__BB15_16;\n",
    "$L__BB15_58:\n",
    "\tld.param.u32 \t%r65, [dc_coll_flag_reduce_f16_param_2];\n",
    "\tld.param.u32 \t%r64, [dc_coll_flag_reduce_f16_param_3];\n",
    "\tmov.u32 \t%r63, %tid.x;\n",
    "\tsetp.ne.s32 \t%p111, %r63, %r64;\n",
    "\tsetp.lt.u32 \t%p110, %r63, %r65;\n",
    "\tand.pred  \t%p109, %p110, %p111;\n",
    "\tnot.pred \t%p108, %p109;\n",
    "\tbar.sync \t0;\n",
    "\t@%p108 bra \t$L__BB15_65;\n",
    "\tmov.u32 \t%r69, %ctaid.x;\n",
    "\tcvt.u64.u32 \t%rd226, %r69;\n",
    "\tld.param.u32 \t%r66, [dc_coll_flag_reduce_f16_param_3];\n",
    "\tcvt.u64.u32 \t%rd223, %r66;\n",
    "\tmov.u32 \t%r62, %tid.x;\n",
    "\tcvt.u64.u32 \t%rd218, %r62;\n",
    "\tld.param.u64 \t%rd181, [dc_coll_flag_reduce_f16_param_42];\n",
    "\tcvta.to.global.u64 \t%rd180, %rd181;\n",
    "\tmov.u32 \t%r55, %tid.x;\n",
    "\tmul.wide.u32 \t%rd179, %r55, 8;\n",
    "\tadd.s64 \t%rd178, %rd180, %rd179;\n",
    "\tld.param.u32 \t%r54, [dc_coll_flag_reduce_f16_param_3];\n",
    "\tmul.wide.u32 \t%rd177, %r54, 8;\n",
    "\tadd.s64 \t%rd176, %rd180, %rd177;\n",
    "\tcvt.u32.u64 \t%r41, %rd226;\n",
    "\tshl.b32 \t%r42, %r41, 3;\n",
    "\tadd.s32 \t%r43, %r42, 1024;\n",
    "\tcvt.u64.u32 \t%rd159, %r43;\n",
    "\tadd.s64 \t%rd160, %rd159, %rd218;\n",
    "\tld.global.u64 \t%rd161, [%rd176];\n",
    "\tshl.b64 \t%rd162, %rd160, 2;\n",
    "\tadd.s64 \t%rd158, %rd161, %rd162;\n",
    "\tadd.s64 \t%rd163, %rd223, %rd159;\n",
    "\tld.global.u64 \t%rd164, [%rd178];\n",
    "\tshl.b64 \t%rd165, %rd163, 2;\n",
    "\tadd.s64 \t%rd156, %rd164, %rd165;\n",
    "\t// begin inline asm\n",
    "\tst.release.sys.global.u32 [%rd156], %r2;\n",
    "\t// end inline asm\n",
    "\t// begin inline asm\n",
    "\tmov.u64 %rd157, %globaltimer;\n",
    "\t// end inline asm\n",
    "\t// begin inline asm\n",
    "\tld.acquire.sys.global.u32 %r40, [%rd158];\n",
    "\t// end inline asm\n",
    "\tsub.s32 \t%r44, %r40, %r2;\n",
    "\tsetp.gt.s32 \t%p99, %r44, -1;\n",
    "\t@%p99 bra \t$L__BB15_65;\n",
    "\tmov.u32 \t%r73, 0;\n",
    "$L__BB15_61:\n",
    "\tadd.s32 \t%r73, %r73, 1;\n",
    "\tand.b32  \t%r46, %r73, 63;\n",
    "\tsetp.ne.s32 \t%p100, %r46, 0;\n",
    "\t@%p100 bra \t$L__BB15_63;\n",
    "\tld.param.u64 \t%rd182, [dc_coll_flag_reduce_f16_param_45];\n",
    "\t// begin inline asm\n",
    "\tmov.u64 %rd166, %globaltimer;\n",
    "\t// end inline asm\n",
    "\tsub.s64 \t%rd167, %rd166, %rd157;\n",
    "\tsetp.gt.u64 \t%p101, %rd167, %rd182;\n",
    "\t@%p101 bra \t$L__BB15_64;\n",
    "$L__BB15_63:\n",
    "\t// begin inline asm\n",
    "\tld.acquire.sys.global.u32 %r47, [%rd158];\n",
    "\t// end inline asm\n",
    "\tsub.s32 \t%r48, %r47, %r2;\n",
    "\tsetp.lt.s32 \t%p102, %r48, 0;\n",
    "\t@%p102 bra \t$L__BB15_61;\n",
    "\tbra.uni \t$L__BB15_65;\n",
    "$L__BB15_64:\n",
    "\tld.param.u32 \t%r67, [dc_coll_flag_reduce_f16_param_3];\n",
    "\tcvt.u64.u32 \t%rd224, %r67;\n",
    "\tld.param.u64 \t%rd183, [dc_coll_flag_reduce_f16_param_44];\n",
    "\tmov.u32 \t%r56, %tid.x;\n",
    "\tcvta.to.global.u64 \t%rd169, %rd183;\n",
    "\tshl.b64 \t%rd170, %rd224, 2;\n",
    "\tadd.s64 \t%rd171, %rd169, %rd170;\n",
    "\tadd.s32 \t%r49, %r56, 513;\n",
    "\tst.volatile.global.u32 \t[%rd171], %r49;\n",
    "\tmembar.sys;\n",
    "\tmov.u32 \t%r50, 1;\n",
    "\tst.volatile.shared.u32 \t[_ZZ16coll_flag_reduceI5t_f16EvyjjjjjjPNT_1TES3_S3_S3_S3_S3_S3_S3_PKS2_S5_S5_S5_S5_S5_S5_S5_S5_S3_PKyPjyyE6failed+4], %r50;\n",
    "$L__BB15_65:\n",
    "\tmov.u32 \t%r53, %tid.x;\n",
    "\tbar.sync \t0;\n",
    "\tld.volatile.shared.u32 \t%r51, [_ZZ16coll_flag_reduceI5t_f16EvyjjjjjjPNT_1TES3_S3_S3_S3_S3_S3_S3_PKS2_S5_S5_S5_S5_S5_S5_S5_S5_S3_PKyPjyyE6failed+4];\n",
    "\tor.b32  \t%r52, %r51, %r53;\n",
    "\tsetp.ne.s32 \t%p103, %r52, 0;\n",
    "\t@%p103 bra \t$L__BB15_67;\n",
    "\tmov.u32 \t%r68, %ctaid.x;\n",
    "\tcvt.u64.u32 \t%rd225, %r68;\n",
    "\tld.param.u64 \t%rd175, [dc_coll_flag_reduce_f16_param_43];\n",
    "\tcvta.to.global.u64 \t%rd174, %rd175;\n",
    "\tshl.b64 \t%rd172, %rd225, 2;\n",
    "\tadd.s64 \t%rd173, %rd174, %rd172;\n",
    "\tst.global.u32 \t[%rd173], %r2;\n",
    "$L__BB15_67:\n",
    "\tret;\n",
    "}\n",
    "\t// .globl\tdc_coll_flag_reduce_bf16\n",
    ".visible .entry dc_coll_flag_reduce_bf16(\n",
    "\t.param .u64 dc_coll_flag_reduce_bf16_param_0,\n",
    "\t.param .u32 dc_coll_flag_reduce_bf16_param_1,\n",
    "\t.param .u32 dc_coll_flag_reduce_bf16_param_2,\n",
    "\t.param .u32 dc_coll_flag_reduce_bf16_param_3,\n",
    "\t.param .u32 dc_coll_flag_reduce_bf16_param_4,\n",
    "\t.param .u32 dc_coll_flag_reduce_bf16_param_5,\n",
    "\t.param .u32 dc_coll_flag_reduce_bf16_param_6,\n",
    "\t.param .u64 dc_coll_flag_reduce_bf16_param_7,\n",
    "\t.param .u64 dc_coll_flag_reduce_bf16_param_8,\n",
    "\t.param .u64 dc_coll_flag_reduce_bf16_param_9,\n",
    "\t.param .u64 dc_coll_flag_reduce_bf16_param_10,\n",
    "\t.param .u64 dc_coll_flag_reduce_bf16_param_11,\n",
    "\t.param .u64 dc_coll_flag_reduce_bf16_param_12,\n",
    "\t.param .u64 dc_coll_flag_reduce_bf16_param_13,\n",
    "\t.param .u64 dc_coll_flag_reduce_bf16_param_14,\n",
    "\t.param .u64 dc_coll_flag_reduce_bf16_param_15,\n",
    "\t.param .u64 dc_coll_flag_reduce_bf16_param_16,\n",
    "\t.param .u64 dc_coll_flag_reduce_bf16_param_17,\n",
    "\t.param .u64 dc_coll_flag_reduce_bf16_param_18,\n",
    "\t.param .u64 dc_coll_flag_reduce_bf16_param_19,\n",
    "\t.param .u64 dc_coll_flag_reduce_bf16_param_20,\n",
    "\t.param .u64 dc_coll_flag_reduce_bf16_param_21,\n",
    "\t.param .u64 dc_coll_flag_reduce_bf16_param_22,\n",
    "\t.param .u64 dc_coll_flag_reduce_bf16_param_23,\n",
    "\t.param .u64 dc_coll_flag_reduce_bf16_param_24,\n",
    "\t.param .u64 dc_coll_flag_reduce_bf16_param_25,\n",
    "\t.param .u64 dc_coll_flag_reduce_bf16_param_26,\n",
    "\t.param .u64 dc_coll_flag_reduce_bf16_param_27,\n",
    "\t.param .u64 dc_coll_flag_reduce_bf16_param_28,\n",
    "\t.param .u64 dc_coll_flag_reduce_bf16_param_29,\n",
    "\t.param .u64 dc_coll_flag_reduce_bf16_param_30,\n",
    "\t.param .u64 dc_coll_flag_reduce_bf16_param_31,\n",
    "\t.param .u64 dc_coll_flag_reduce_bf16_param_32,\n",
    "\t.param .u64 dc_coll_flag_reduce_bf16_param_33,\n",
    "\t.param .u64 dc_coll_flag_reduce_bf16_param_34,\n",
    "\t.param .u64 dc_coll_flag_reduce_bf16_param_35,\n",
    "\t.param .u64 dc_coll_flag_reduce_bf16_param_36,\n",
    "\t.param .u64 dc_coll_flag_reduce_bf16_param_37,\n",
    "\t.param .u64 dc_coll_flag_reduce_bf16_param_38,\n",
    "\t.param .u64 dc_coll_flag_reduce_bf16_param_39,\n",
    "\t.param .u64 dc_coll_flag_reduce_bf16_param_40,\n",
    "\t.param .u64 dc_coll_flag_reduce_bf16_param_41,\n",
    "\t.param .u64 dc_coll_flag_reduce_bf16_param_42,\n",
    "\t.param .u64 dc_coll_flag_reduce_bf16_param_43,\n",
    "\t.param .u64 dc_coll_flag_reduce_bf16_param_44,\n",
    "\t.param .u64 dc_coll_flag_reduce_bf16_param_45\n",
    ")\n",
    "{\n",
    "\t.reg .pred \t%p<116>;\n",
    "\t.reg .b16 \t%rs<3>;\n",
    "\t.reg .f32 \t%f<97>;\n",
    "\t.reg .b32 \t%r<99>;\n",
    "\t.reg .b64 \t%rd<233>;\n",
    "\t// demoted variable\n",
    "\t.shared .align 4 .u32 _ZZ16coll_flag_reduceI6t_bf16EvyjjjjjjPNT_1TES3_S3_S3_S3_S3_S3_S3_PKS2_S5_S5_S5_S5_S5_S5_S5_S5_S3_PKyPjyyE5epoch;\n",
    "\t// demoted variable\n",
    "\t.shared .align 4 .b8 _ZZ16coll_flag_reduceI6t_bf16EvyjjjjjjPNT_1TES3_S3_S3_S3_S3_S3_S3_PKS2_S5_S5_S5_S5_S5_S5_S5_S5_S3_PKyPjyyE6failed[8];\n",
    "\tld.param.u64 \t%rd42, [dc_coll_flag_reduce_bf16_param_0];\n",
    "\tld.param.u32 \t%r9, [dc_coll_flag_reduce_bf16_param_1];\n",
    "\tld.param.u32 \t%r13, [dc_coll_flag_reduce_bf16_param_5];\n",
    "\tld.param.u32 \t%r14, [dc_coll_flag_reduce_bf16_param_6];\n",
    "\tld.param.u64 \t%rd76, [dc_coll_flag_reduce_bf16_param_40];\n",
    "\tmov.u32 \t%r1, %tid.x;\n",
    "\tsetp.ne.s32 \t%p2, %r1, 0;\n",
    "\t@%p2 bra \t$L__BB16_2;\n",
    "\tld.param.u64 \t%rd229, [dc_coll_flag_reduce_bf16_param_43];\n",
    "\tcvta.to.global.u64 \t%rd228, %rd229;\n",
    "\tmov.u32 \t%r15, %ctaid.x;\n",
    "\tmul.wide.u32 \t%rd82, %r15, 4;\n",
    "\tadd.s64 \t%rd83, %rd228, %rd82;\n",
    "\tld.global.u32 \t%r16, [%rd83];\n",
    "\tadd.s32 \t%r17, %r16, 1;\n",
    "\tmov.u32 \t%r18, 0;\n",
    "\tst.shared.u32 \t[_ZZ16coll_flag_reduceI6t_bf16EvyjjjjjjPNT_1TES3_S3_S3_S3_S3_S3_S3_PKS2_S5_S5_S5_S5_S5_S5_S5_S5_S3_PKyPjyyE5epoch], %r17;\n",
    "\tst.shared.u32 \t[_ZZ16coll_flag_reduceI6t_bf16EvyjjjjjjPNT_1TES3_S3_S3_S3_S3_S3_S3_PKS2_S5_S5_S5_S5_S5_S5_S5_S5_S3_PKyPjyyE6failed+4], %r18;\n",
    "\tst.shared.u32 \t[_ZZ16coll_flag_reduceI6t_bf16EvyjjjjjjPNT_1TES3_S3_S3_S3_S3_S3_S3_PKS2_S5_S5_S5_S5_S5_S5_S5_S5_S3_PKyPjyyE6failed], %r18;\n",
    "$L__BB16_2:\n",
    "\tld.param.u64 \t%rd227, [dc_coll_flag_reduce_bf16_param_41];\n",
    "\tsetp.eq.s64 \t%p3, %rd227, 0;\n",
    "\t@%p3 bra \t$L__BB16_6;\n",
    "\tmov.u32 \t%r95, %tid.x;\n",
    "\tmov.u32 \t%r19, %ntid.x;\n",
    "\tcvt.u64.u32 \t%rd2, %r19;\n",
    "\tmov.u32 \t%r20, %ctaid.x;\n",
    "\tmul.wide.u32 \t%rd84, %r20, %r19;\n",
    "\tcvt.u64.u32 \t%rd85, %r95;\n",
    "\tadd.s64 \t%rd230, %rd84, %rd85;\n",
    "\tsetp.ge.u64 \t%p4, %rd230, %rd42;\n",
    "\t@%p4 bra \t$L__BB16_6;\n",
    "\tld.param.u64 \t%rd208, [dc_coll_flag_reduce_bf16_param_41];\n",
    "\tld.param.u64 \t%rd198, [dc_coll_flag_reduce_bf16_param_39];\n",
    "\tcvta.to.global.u64 \t%rd4, %rd198;\n",
    "\tcvta.to.global.u64 \t%rd5, %rd208;\n",
    "\tmov.u32 \t%r21, %nctaid.x;\n",
    "\tcvt.u64.u32 \t%rd86, %r21;\n",
    "\tmul.lo.s64 \t%rd6, %rd86, %rd2;\n",
    "$L__BB16_5:\n",
    "\tadd.s64 \t%rd87, %rd230, %rd76;\n",
    "\tshl.b64 \t%rd88, %rd87, 1;\n",
    "\tadd.s64 \t%rd89, %rd4, %rd88;\n",
    "\tld.global.u16 \t%rs2, [%rd89];\n",
    "\tshl.b64 \t%rd90, %rd230, 1;\n",
    "\tadd.s64 \t%rd91, %rd5, %rd90;\n",
    "\tst.global.u16 \t[%rd91], %rs2;\n",
    "\tadd.s64 \t%rd230, %rd230, %rd6;\n",
    "\tsetp.lt.u64 \t%p5, %rd230, %rd42;\n",
    "\t@%p5 bra \t$L__BB16_5;\n",
    "$L__BB16_6:\n",
    "\tmov.u32 \t%r85, %tid.x;\n",
    "\tld.param.u32 \t%r84, [dc_coll_flag_reduce_bf16_param_2];\n",
    "\tld.param.u32 \t%r83, [dc_coll_flag_reduce_bf16_param_3];\n",
    "\tld.param.u64 \t%rd199, [dc_coll_flag_reduce_bf16_param_42];\n",
    "\tcvta.to.global.u64 \t%rd92, %rd199;\n",
    "\tbar.sync \t0;\n",
    "\tld.shared.u32 \t%r2, [_ZZ16coll_flag_reduceI6t_bf16EvyjjjjjjPNT_1TES3_S3_S3_S3_S3_S3_S3_PKS2_S5_S5_S5_S5_S5_S5_S5_S5_S3_PKyPjyyE5epoch];\n",
    "\tbar.sync \t0;\n",
    "\tsetp.ne.s32 \t%p6, %r85, %r83;\n",
    "\tsetp.lt.u32 \t%p7, %r85, %r84;\n",
    "\tand.pred  \t%p1, %p7, %p6;\n",
    "\tcvt.u64.u32 \t%rd9, %r83;\n",
    "\tmul.wide.u32 \t%rd93, %r83, 8;\n",
    "\tadd.s64 \t%rd10, %rd92, %rd93;\n",
    "\tcvt.u64.u32 \t%rd11, %r85;\n",
    "\tmul.wide.u32 \t%rd94, %r85, 8;\n",
    "\tadd.s64 \t%rd12, %rd92, %rd94;\n",
    "\tnot.pred \t%p8, %p1;\n",
    "\t@%p8 bra \t$L__BB16_13;\n",
    "\tmov.u32 \t%r24, %ctaid.x;\n",
    "\tshl.b32 \t%r25, %r24, 3;\n",
    "\tcvt.u64.u32 \t%rd98, %r25;\n",
    "\tadd.s64 \t%rd100, %rd98, %rd11;\n",
    "\tld.global.u64 \t%rd101, [%rd10];\n",
    "\tshl.b64 \t%rd102, %rd100, 2;\n",
    "\tadd.s64 \t%rd97, %rd101, %rd102;\n",
    "\tadd.s64 \t%rd103, %rd9, %rd98;\n",
    "\tld.global.u64 \t%rd104, [%rd12];\n",
    "\tshl.b64 \t%rd105, %rd103, 2;\n",
    "\tadd.s64 \t%rd95, %rd104, %rd105;\n",
    "\t// begin inline asm\n",
    "\tst.release.sys.global.u32 [%rd95], %r2;\n",
    "\t// end inline asm\n",
    "\t// begin inline asm\n",
    "\tmov.u64 %rd96, %globaltimer;\n",
    "\t// end inline asm\n",
    "\t// begin inline asm\n",
    "\tld.acquire.sys.global.u32 %r23, [%rd97];\n",
    "\t// end inline asm\n",
    "\tsub.s32 \t%r26, %r23, %r2;\n",
    "\tsetp.gt.s32 \t%p9, %r26, -1;\n",
    "\t@%p9 bra \t$L__BB16_13;\n",
    "\tmov.u32 \t%r96, 0;\n",
    "$L__BB16_9:\n",
    "\tadd.s32 \t%r96, %r96, 1;\n",
    "\tand.b32  \t%r28, %r96, 63;\n",
    "\tsetp.ne.s32 \t%p10, %r28, 0;\n",
    "\t@%p10 bra \t$L__BB16_11;\n",
    "\tld.param.u64 \t%rd200, [dc_coll_flag_reduce_bf16_param_45];\n",
    "\t// begin inline asm\n",
    "\tmov.u64 %rd106, %globaltimer;\n",
    "\t// end inline asm\n",
    "\tsub.s64 \t%rd107, %rd106, %rd96;\n",
    "\tsetp.gt.u64 \t%p11, %rd107, %rd200;\n",
    "\t@%p11 bra \t$L__BB16_12;\n",
    "$L__BB16_11:\n",
    "\t// begin inline asm\n",
    "\tld.acquire.sys.global.u32 %r29, [%rd97];\n",
    "\t// end inline asm\n",
    "\tsub.s32 \t%r30, %r29, %r2;\n",
    "\tsetp.lt.s32 \t%p12, %r30, 0;\n",
    "\t@%p12 bra \t$L__BB16_9;\n",
    "\tbra.uni \t$L__BB16_13;\n",
    "$L__BB16_12:\n",
    "\tmov.u32 \t%r86, %tid.x;\n",
    "\tld.param.u64 \t%rd201, [dc_coll_flag_reduce_bf16_param_44];\n",
    "\tcvta.to.global.u64 \t%rd109, %rd201;\n",
    "\tshl.b64 \t%rd110, %rd9, 2;\n",
    "\tadd.s64 \t%rd111, %rd109, %rd110;\n",
    "\tadd.s32 \t%r31, %r86, 257;\n",
    "\tst.volatile.global.u32 \t[%rd111], %r31;\n",
    "\tmembar.sys;\n",
    "\tmov.u32 \t%r32, 1;\n",
    "\tst.volatile.shared.u32 \t[_ZZ16coll_flag_reduceI6t_bf16EvyjjjjjjPNT_1TES3_S3_S3_S3_S3_S3_S3_PKS2_S5_S5_S5_S5_S5_S5_S5_S5_S3_PKyPjyyE6failed], %r32;\n",
    "$L__BB16_13:\n",
    "\tbar.sync \t0;\n",
    "\tld.volatile.shared.u32 \t%r33, [_ZZ16coll_flag_reduceI6t_bf16EvyjjjjjjPNT_1TES3_S3_S3_S3_S3_S3_S3_PKS2_S5_S5_S5_S5_S5_S5_S5_S5_S3_PKyPjyyE6failed];\n",
    "\tsetp.ne.s32 \t%p13, %r33, 0;\n",
    "\t@%p13 bra \t$L__BB16_67;\n",
    "\tmov.u32 \t%r34, %ntid.x;\n",
    "\tcvt.u64.u32 \t%rd16, %r34;\n",
    "\tmov.u32 \t%r35, %ctaid.x;\n",
    "\tmul.wide.u32 \t%rd112, %r35, %r34;\n",
    "\tadd.s64 \t%rd231, %rd112, %rd11;\n",
    "\tsetp.ge.u64 \t%p14, %rd231, %rd42;\n",
    "\t@%p14 bra \t$L__BB16_58;\n",
    "\tld.param.u64 \t%rd212, [dc_coll_flag_reduce_bf16_param_30];\n",
    "\tld.param.u64 \t%rd211, [dc_coll_flag_reduce_bf16_param_29];\n",
    "\tld.param.u64 \t%rd210, [dc_coll_flag_reduce_bf16_param_28];\n",
    "\tld.param.u64 \t%rd209, [dc_coll_flag_reduce_bf16_param_27];\n",
    "\tld.param.u64 \t%rd207, [dc_coll_flag_reduce_bf16_param_26];\n",
    "\tld.param.u64 \t%rd206, [dc_coll_flag_reduce_bf16_param_25];\n",
    "\tld.param.u64 \t%rd205, [dc_coll_flag_reduce_bf16_param_24];\n",
    "\tld.param.u64 \t%rd204, [dc_coll_flag_reduce_bf16_param_23];\n",
    "\tld.param.u64 \t%rd203, [dc_coll_flag_reduce_bf16_param_15];\n",
    "\tld.param.u64 \t%rd202, [dc_coll_flag_reduce_bf16_param_7];\n",
    "\tld.param.u64 \t%rd197, [dc_coll_flag_reduce_bf16_param_16];\n",
    "\tld.param.u64 \t%rd196, [dc_coll_flag_reduce_bf16_param_8];\n",
    "\tld.param.u64 \t%rd195, [dc_coll_flag_reduce_bf16_param_17];\n",
    "\tld.param.u64 \t%rd194, [dc_coll_flag_reduce_bf16_param_9];\n",
    "\tld.param.u64 \t%rd193, [dc_coll_flag_reduce_bf16_param_18];\n",
    "\tld.param.u64 \t%rd192, [dc_coll_flag_reduce_bf16_param_10];\n",
    "\tld.param.u64 \t%rd191, [dc_coll_flag_reduce_bf16_param_19];\n",
    "\tld.param.u64 \t%rd190, [dc_coll_flag_reduce_bf16_param_11];\n",
    "\tld.param.u64 \t%rd189, [dc_coll_flag_reduce_bf16_param_20];\n",
    "\tld.param.u64 \t%rd188, [dc_coll_flag_reduce_bf16_param_12];\n",
    "\tld.param.u64 \t%rd187, [dc_coll_flag_reduce_bf16_param_21];\n",
    "\tld.param.u64 \t%rd186, [dc_coll_flag_reduce_bf16_param_13];\n",
    "\tld.param.u64 \t%rd185, [dc_coll_flag_reduce_bf16_param_22];\n",
    "\tld.param.u64 \t%rd184, [dc_coll_flag_reduce_bf16_param_14];\n",
    "\tld.param.u32 \t%r82, [dc_coll_flag_reduce_bf16_param_4];\n",
    "\tsetp.eq.s32 \t%p15, %r82, 0;\n",
    "\tselp.b32 \t%r36, 1, %r82, %p15;\n",
    "\tcvt.rn.f32.u32 \t%f1, %r36;\n",
    "\tcvta.to.global.u64 \t%rd113, %rd184;\n",
    "\tshl.b64 \t%rd114, %rd185, 1;\n",
    "\tadd.s64 \t%rd19, %rd113, %rd114;\n",
    "\tcvta.to.global.u64 \t%rd115, %rd186;\n",
    "\tshl.b64 \t%rd116, %rd187, 1;\n",
    "\tadd.s64 \t%rd20, %rd115, %rd116;\n",
    "\tcvta.to.global.u64 \t%rd117, %rd188;\n",
    "\tshl.b64 \t%rd118, %rd189, 1;\n",
    "\tadd.s64 \t%rd21, %rd117, %rd118;\n",
    "\tcvta.to.global.u64 \t%rd119, %rd190;\n",
    "\tshl.b64 \t%rd120, %rd191, 1;\n",
    "\tadd.s64 \t%rd22, %rd119, %rd120;\n",
    "\tcvta.to.global.u64 \t%rd121, %rd192;\n",
    "\tshl.b64 \t%rd122, %rd193, 1;\n",
    "\tadd.s64 \t%rd23, %rd121, %rd122;\n",
    "\tcvta.to.global.u64 \t%rd123, %rd194;\n",
    "\tshl.b64 \t%rd124, %rd195, 1;\n",
    "\tadd.s64 \t%rd24, %rd123, %rd124;\n",
    "\tcvta.to.global.u64 \t%rd125, %rd196;\n",
    "\tshl.b64 \t%rd126, %rd197, 1;\n",
    "\tadd.s64 \t%rd25, %rd125, %rd126;\n",
    "\tcvta.to.global.u64 \t%rd127, %rd202;\n",
    "\tshl.b64 \t%rd128, %rd203, 1;\n",
    "\tadd.s64 \t%rd26, %rd127, %rd128;\n",
    "\tcvta.to.global.u64 \t%rd27, %rd204;\n",
    "\tcvta.to.global.u64 \t%rd28, %rd205;\n",
    "\tcvta.to.global.u64 \t%rd29, %rd206;\n",
    "\tcvta.to.global.u64 \t%rd30, %rd207;\n",
    "\tcvta.to.global.u64 \t%rd31, %rd209;\n",
    "\tcvta.to.global.u64 \t%rd32, %rd210;\n",
    "\tcvta.to.global.u64 \t%rd33, %rd211;\n",
    "\tcvta.to.global.u64 \t%rd34, %rd212;\n",
    "\tmov.u32 \t%r37, %nctaid.x;\n",
    "\tcvt.u64.u32 \t%rd129, %r37;\n",
    "\tmul.lo.s64 \t%rd35, %rd129, %rd16;\n",
    "$L__BB16_16:\n",
    "\tld.param.u64 \t%rd213, [dc_coll_flag_reduce_bf16_param_31];\n",
    "\tadd.s64 \t%rd130, %rd231, %rd213;\n",
    "\tshl.b64 \t%rd131, %rd130, 1;\n",
    "\tadd.s64 \t%rd132, %rd27, %rd131;\n",
    "\tld.global.u16 \t%r38, [%rd132];\n",
    "\tshl.b32 \t%r39, %r38, 16;\n",
    "\tmov.b32 \t%f90, %r39;\n",
    "\tsetp.lt.u32 \t%p16, %r14, 2;\n",
    "\tmov.f32 \t%f82, %f90;\n",
    "\t@%p16 bra \t$L__BB16_18;\n",
    "\tld.param.u64 \t%rd215, [dc_coll_flag_reduce_bf16_param_32];\n",
    "\tadd.s64 \t%rd133, %rd231, %rd215;\n",
    "\tshl.b64 \t%rd134, %rd133, 1;\n",
    "\tadd.s64 \t%rd135, %rd28, %rd134;\n",
    "\tld.global.u16 \t%r40, [%rd135];\n",
    "\tshl.b32 \t%r41, %r40, 16;\n",
    "\tmov.b32 \t%f82, %r41;\n",
    "$L__BB16_18:\n",
    "\tsetp.lt.u32 \t%p17, %r14, 3;\n",
    "\tmov.f32 \t%f83, %f90;\n",
    "\t@%p17 bra \t$L__BB16_20;\n",
    "\tld.param.u64 \t%rd214, [dc_coll_flag_reduce_bf16_param_33];\n",
    "\tadd.s64 \t%rd136, %rd231, %rd214;\n",
    "\tshl.b64 \t%rd137, %rd136, 1;\n",
    "\tadd.s64 \t%rd138, %rd29, %rd137;\n",
    "\tld.global.u16 \t%r42, [%rd138];\n",
    "\tshl.b32 \t%r43, %r42, 16;\n",
    "\tmov.b32 \t%f83, %r43;\n",
    "$L__BB16_20:\n",
    "\tsetp.lt.u32 \t%p18, %r14, 4;\n",
    "\tmov.f32 \t%f84, %f90;\n",
    "\t@%p18 bra \t$L__BB16_22;\n",
    "\tld.param.u64 \t%rd216, [dc_coll_flag_reduce_bf16_param_34];\n",
    "\tadd.s64 \t%rd139, %rd231, %rd216;\n",
    "\tshl.b64 \t%rd140, %rd139, 1;\n",
    "\tadd.s64 \t%rd141, %rd30, %rd140;\n",
    "\tld.global.u16 \t%r44, [%rd141];\n",
    "\tshl.b32 \t%r45, %r44, 16;\n",
    "\tmov.b32 \t%f84, %r45;\n",
    "$L__BB16_22:\n",
    "\tsetp.lt.u32 \t%p19, %r14, 5;\n",
    "\tmov.f32 \t%f85, %f90;\n",
    "\t@%p19 bra \t$L__BB16_24;\n",
    "\tld.param.u64 \t%rd222, [dc_coll_flag_reduce_bf16_param_35];\n",
    "\tadd.s64 \t%rd142, %rd231, %rd222;\n",
    "\tshl.b64 \t%rd143, %rd142, 1;\n",
    "\tadd.s64 \t%rd144, %rd31, %rd143;\n",
    "\tld.global.u16 \t%r46, [%rd144];\n",
    "\tshl.b32 \t%r47, %r46, 16;\n",
    "\tmov.b32 \t%f85, %r47;\n",
    "$L__BB16_24:\n",
    "\tsetp.lt.u32 \t%p20, %r14, 6;\n",
    "\tmov.f32 \t%f86, %f90;\n",
    "\t@%p20 bra \t$L__BB16_26;\n",
    "\tld.param.u64 \t%rd221, [dc_coll_flag_reduce_bf16_param_36];\n",
    "\tadd.s64 \t%rd145, %rd231, %rd221;\n",
    "\tshl.b64 \t%rd146, %rd145, 1;\n",
    "\tadd.s64 \t%rd147, %rd32, %rd146;\n",
    "\tld.global.u16 \t%r48, [%rd147];\n",
    "\tshl.b32 \t%r49, %r48, 16;\n",
    "\tmov.b32 \t%f86, %r49;\n",
    "$L__BB16_26:\n",
    "\tsetp.lt.u32 \t%p21, %r14, 7;\n",
    "\tmov.f32 \t%f87, %f90;\n",
    "\t@%p21 bra \t$L__BB16_28;\n",
    "\tld.param.u64 \t%rd220, [dc_coll_flag_reduce_bf16_param_37];\n",
    "\tadd.s64 \t%rd148, %rd231, %rd220;\n",
    "\tshl.b64 \t%rd149, %rd148, 1;\n",
    "\tadd.s64 \t%rd150, %rd33, %rd149;\n",
    "\tld.global.u16 \t%r50, [%rd150];\n",
    "\tshl.b32 \t%r51, %r50, 16;\n",
    "\tmov.b32 \t%f87, %r51;\n",
    "$L__BB16_28:\n",
    "\tsetp.lt.u32 \t%p22, %r14, 8;\n",
    "\tmov.f32 \t%f88, %f90;\n",
    "\t@%p22 bra \t$L__BB16_30;\n",
    "\tld.param.u64 \t%rd219, [dc_coll_flag_reduce_bf16_param_38];\n",
    "\tadd.s64 \t%rd151, %rd231, %rd219;\n",
    "\tshl.b64 \t%rd152, %rd151, 1;\n",
    "\tadd.s64 \t%rd153, %rd34, %rd152;\n",
    "\tld.global.u16 \t%r52, [%rd153];\n",
    "\tshl.b32 \t%r53, %r52, 16;\n",
    "\tmov.b32 \t%f88, %r53;\n",
    "$L__BB16_30:\n",
    "\tsetp.lt.u32 \t%p105, %r14, 2;\n",
    "\t@%p105 bra \t$L__BB16_32;\n",
    "\tsetp.eq.s32 \t%p24, %r9, 3;\n",
    "\tsetp.lt.f32 \t%p25, %f82, %f90;\n",
    "\tselp.f32 \t%f33, %f82, %f90, %p25;\n",
    "\tsetp.nan.f32 \t%p26, %f82, %f90;\n",
    "\tadd.f32 \t%f34, %f82, %f90;\n",
    "\tselp.f32 \t%f35, %f34, %f33, %p26;\n",
    "\tsetp.gt.f32 \t%p27, %f82, %f90;\n",
    "\tselp.f32 \t%f36, %f82, %f90, %p27;\n",
    "\tsetp.num.f32 \t%p28, %f82, %f90;\n",
    "\tand.pred  \t%p29, %p24, %p28;\n",
    "\tselp.f32 \t%f37, %f36, %f34, %p29;\n",
    "\tsetp.eq.s32 \t%p30, %r9, 2;\n",
    "\tselp.f32 \t%f38, %f35, %f37, %p30;\n",
    "\tmul.f32 \t%f39, %f82, %f90;\n",
    "\tsetp.eq.s32 \t%p31, %r9, 1;\n",
    "\tselp.f32 \t%f90, %f39, %f38, %p31;\n",
    "$L__BB16_32:\n",
    "\tsetp.lt.u32 \t%p106, %r14, 3;\n",
    "\t@%p106 bra \t$L__BB16_34;\n",
    "\tsetp.eq.s32 \t%p33, %r9, 3;\n",
    "\tsetp.lt.f32 \t%p34, %f83, %f90;\n",
    "\tselp.f32 \t%f40, %f83, %f90, %p34;\n",
    "\tsetp.nan.f32 \t%p35, %f90, %f83;\n",
    "\tadd.f32 \t%f41, %f83, %f90;\n",
    "\tselp.f32 \t%f42, %f41, %f40, %p35;\n",
    "\tsetp.gt.f32 \t%p36, %f83, %f90;\n",
    "\tselp.f32 \t%f43, %f83, %f90, %p36;\n",
    "\tsetp.num.f32 \t%p37, %f90, %f83;\n",
    "\tand.pred  \t%p38, %p33, %p37;\n",
    "\tselp.f32 \t%f44, %f43, %f41, %p38;\n",
    "\tsetp.eq.s32 \t%p39, %r9, 2;\n",
    "\tselp.f32 \t%f45, %f42, %f44, %p39;\n",
    "\tmul.f32 \t%f46, %f83, %f90;\n",
    "\tsetp.eq.s32 \t%p40, %r9, 1;\n",
    "\tselp.f32 \t%f90, %f46, %f45, %p40;\n",
    "$L__BB16_34:\n",
    "\tsetp.lt.u32 \t%p107, %r14, 4;\n",
    "\t@%p107 bra \t$L__BB16_36;\n",
    "\tsetp.eq.s32 \t%p42, %r9, 3;\n",
    "\tsetp.lt.f32 \t%p43, %f84, %f90;\n",
    "\tselp.f32 \t%f47, %f84, %f90, %p43;\n",
    "\tsetp.nan.f32 \t%p44, %f90, %f84;\n",
    "\tadd.f32 \t%f48, %f84, %f90;\n",
    "\tselp.f32 \t%f49, %f48, %f47, %p44;\n",
    "\tsetp.gt.f32 \t%p45, %f84, %f90;\n",
    "\tselp.f32 \t%f50, %f84, %f90, %p45;\n",
    "\tsetp.num.f32 \t%p46, %f90, %f84;\n",
    "\tand.pred  \t%p47, %p42, %p46;\n",
    "\tselp.f32 \t%f51, %f50, %f48, %p47;\n",
    "\tsetp.eq.s32 \t%p48, %r9, 2;\n",
    "\tselp.f32 \t%f52, %f49, %f51, %p48;\n",
    "\tmul.f32 \t%f53, %f84, %f90;\n",
    "\tsetp.eq.s32 \t%p49, %r9, 1;\n",
    "\tselp.f32 \t%f90, %f53, %f52, %p49;\n",
    "$L__BB16_36:\n",
    "\tsetp.lt.u32 \t%p108, %r14, 5;\n",
    "\t@%p108 bra \t$L__BB16_38;\n",
    "\tsetp.eq.s32 \t%p51, %r9, 3;\n",
    "\tsetp.lt.f32 \t%p52, %f85, %f90;\n",
    "\tselp.f32 \t%f54, %f85, %f90, %p52;\n",
    "\tsetp.nan.f32 \t%p53, %f90, %f85;\n",
    "\tadd.f32 \t%f55, %f85, %f90;\n",
    "\tselp.f32 \t%f56, %f55, %f54, %p53;\n",
    "\tsetp.gt.f32 \t%p54, %f85, %f90;\n",
    "\tselp.f32 \t%f57, %f85, %f90, %p54;\n",
    "\tsetp.num.f32 \t%p55, %f90, %f85;\n",
    "\tand.pred  \t%p56, %p51, %p55;\n",
    "\tselp.f32 \t%f58, %f57, %f55, %p56;\n",
    "\tsetp.eq.s32 \t%p57, %r9, 2;\n",
    "\tselp.f32 \t%f59, %f56, %f58, %p57;\n",
    "\tmul.f32 \t%f60, %f85, %f90;\n",
    "\tsetp.eq.s32 \t%p58, %r9, 1;\n",
    "\tselp.f32 \t%f90, %f60, %f59, %p58;\n",
    "$L__BB16_38:\n",
    "\tsetp.lt.u32 \t%p113, %r14, 6;\n",
    "\t@%p113 bra \t$L__BB16_40;\n",
    "\tsetp.eq.s32 \t%p60, %r9, 3;\n",
    "\tsetp.lt.f32 \t%p61, %f86, %f90;\n",
    "\tselp.f32 \t%f61, %f86, %f90, %p61;\n",
    "\tsetp.nan.f32 \t%p62, %f90, %f86;\n",
    "\tadd.f32 \t%f62, %f86, %f90;\n",
    "\tselp.f32 \t%f63, %f62, %f61, %p62;\n",
    "\tsetp.gt.f32 \t%p63, %f86, %f90;\n",
    "\tselp.f32 \t%f64, %f86, %f90, %p63;\n",
    "\tsetp.num.f32 \t%p64, %f90, %f86;\n",
    "\tand.pred  \t%p65, %p60, %p64;\n",
    "\tselp.f32 \t%f65, %f64, %f62, %p65;\n",
    "\tsetp.eq.s32 \t%p66, %r9, 2;\n",
    "\tselp.f32 \t%f66, %f63, %f65, %p66;\n",
    "\tmul.f32 \t%f67, %f86, %f90;\n",
    "\tsetp.eq.s32 \t%p67, %r9, 1;\n",
    "\tselp.f32 \t%f90, %f67, %f66, %p67;\n",
    "$L__BB16_40:\n",
    "\tsetp.lt.u32 \t%p114, %r14, 7;\n",
    "\t@%p114 bra \t$L__BB16_42;\n",
    "\tsetp.eq.s32 \t%p69, %r9, 3;\n",
    "\tsetp.lt.f32 \t%p70, %f87, %f90;\n",
    "\tselp.f32 \t%f68, %f87, %f90, %p70;\n",
    "\tsetp.nan.f32 \t%p71, %f90, %f87;\n",
    "\tadd.f32 \t%f69, %f87, %f90;\n",
    "\tselp.f32 \t%f70, %f69, %f68, %p71;\n",
    "\tsetp.gt.f32 \t%p72, %f87, %f90;\n",
    "\tselp.f32 \t%f71, %f87, %f90, %p72;\n",
    "\tsetp.num.f32 \t%p73, %f90, %f87;\n",
    "\tand.pred  \t%p74, %p69, %p73;\n",
    "\tselp.f32 \t%f72, %f71, %f69, %p74;\n",
    "\tsetp.eq.s32 \t%p75, %r9, 2;\n",
    "\tselp.f32 \t%f73, %f70, %f72, %p75;\n",
    "\tmul.f32 \t%f74, %f87, %f90;\n",
    "\tsetp.eq.s32 \t%p76, %r9, 1;\n",
    "\tselp.f32 \t%f90, %f74, %f73, %p76;\n",
    "$L__BB16_42:\n",
    "\tsetp.lt.u32 \t%p115, %r14, 8;\n",
    "\t@%p115 bra \t$L__BB16_44;\n",
    "\tsetp.eq.s32 \t%p78, %r9, 3;\n",
    "\tsetp.lt.f32 \t%p79, %f88, %f90;\n",
    "\tselp.f32 \t%f75, %f88, %f90, %p79;\n",
    "\tsetp.nan.f32 \t%p80, %f90, %f88;\n",
    "\tadd.f32 \t%f76, %f88, %f90;\n",
    "\tselp.f32 \t%f77, %f76, %f75, %p80;\n",
    "\tsetp.gt.f32 \t%p81, %f88, %f90;\n",
    "\tselp.f32 \t%f78, %f88, %f90, %p81;\n",
    "\tsetp.num.f32 \t%p82, %f90, %f88;\n",
    "\tand.pred  \t%p83, %p78, %p82;\n",
    "\tselp.f32 \t%f79, %f78, %f76, %p83;\n",
    "\tsetp.eq.s32 \t%p84, %r9, 2;\n",
    "\tselp.f32 \t%f80, %f77, %f79, %p84;\n",
    "\tmul.f32 \t%f81, %f88, %f90;\n",
    "\tsetp.eq.s32 \t%p85, %r9, 1;\n",
    "\tselp.f32 \t%f90, %f81, %f80, %p85;\n",
    "$L__BB16_44:\n",
    "\tsetp.ne.s32 \t%p86, %r9, 4;\n",
    "\t@%p86 bra \t$L__BB16_46;\n",
    "\tdiv.rn.f32 \t%f90, %f90, %f1;\n",
    "$L__BB16_46:\n",
    "\tsetp.eq.s32 \t%p87, %r13, 0;\n",
    "\t@%p87 bra \t$L__BB16_57;\n",
    "\tmov.b32 \t%r55, %f90;\n",
    "\tand.b32  \t%r56, %r55, 2147483647;\n",
    "\tsetp.gt.u32 \t%p88, %r56, 2139095040;\n",
    "\tshr.u32 \t%r57, %r55, 16;\n",
    "\tor.b32  \t%r58, %r57, 64;\n",
    "\tand.b32  \t%r59, %r57, 1;\n",
    "\tadd.s32 \t%r60, %r55, %r59;\n",
    "\tadd.s32 \t%r61, %r60, 32767;\n",
    "\tshr.u32 \t%r62, %r61, 16;\n",
    "\tselp.b32 \t%r63, %r58, %r62, %p88;\n",
    "\tcvt.u16.u32 \t%rs1, %r63;\n",
    "\tmov.u32 \t%r97, 0;\n",
    "$L__BB16_48:\n",
    "\t.pragma \"nounroll\";\n",
    "\tsetp.gt.s32 \t%p89, %r97, 2;\n",
    "\t@%p89 bra \t$L__BB16_52;\n",
    "\tsetp.eq.s32 \t%p93, %r97, 0;\n",
    "\tmov.u64 \t%rd232, %rd26;\n",
    "\t@%p93 bra \t$L__BB16_56;\n",
    "\tsetp.eq.s32 \t%p94, %r97, 1;\n",
    "\tmov.u64 \t%rd232, %rd25;\n",
    "\t@%p94 bra \t$L__BB16_56;\n",
    "\tsetp.eq.s32 \t%p95, %r97, 2;\n",
    "\tmov.u64 \t%rd232, %rd24;\n",
    "\t@%p95 bra \t$L__BB16_56;\n",
    "\tbra.uni \t$L__BB16_55;\n",
    "$L__BB16_52:\n",
    "\tsetp.eq.s32 \t%p90, %r97, 3;\n",
    "\tmov.u64 \t%rd232, %rd23;\n",
    "\t@%p90 bra \t$L__BB16_56;\n",
    "\tsetp.eq.s32 \t%p91, %r97, 4;\n",
    "\tmov.u64 \t%rd232, %rd22;\n",
    "\t@%p91 bra \t$L__BB16_56;\n",
    "\tsetp.ne.s32 \t%p92, %r97, 5;\n",
    "\tmov.u64 \t%rd232, %rd21;\n",
    "\t@%p92 bra \t$L__BB16_55;\n",
    "\tbra.uni \t$L__BB16_56;\n",
    "$L__BB16_55:\n",
    "\tsetp.eq.s32 \t%p96, %r97, 6;\n",
    "\tselp.b64 \t%rd232, %rd20, %rd19, %p96;\n",
    "$L__BB16_56:\n",
    "\tshl.b64 \t%rd154, %rd231, 1;\n",
    "\tadd.s64 \t%rd155, %rd232, %rd154;\n",
    "\tst.global.u16 \t[%rd155], %rs1;\n",
    "\tadd.s32 \t%r97, %r97, 1;\n",
    "\tsetp.lt.u32 \t%p97, %r97, %r13;\n",
    "\t@%p97 bra \t$L__BB16_48;\n",
    "$L__BB16_57:\n",
    "\tld.param.u64 \t%rd217, [dc_coll_flag_reduce_bf16_param_0];\n",
    "\tadd.s64 \t%rd231, %rd231, %rd35;\n",
    "\tsetp.lt.u64 \t%p98, %rd231, %rd217;\n",
    "\t@%p98 bra \t$L__BB16_16;\n",
    "$L__BB16_58:\n",
    "\tld.param.u32 \t%r90, [dc_coll_flag_reduce_bf16_param_2];\n",
    "\tld.param.u32 \t%r89, [dc_coll_flag_reduce_bf16_param_3];\n",
    "\tmov.u32 \t%r88, %tid.x;\n",
    "\tsetp.ne.s32 \t%p112, %r88, %r89;\n",
    "\tsetp.lt.u32 \t%p111, %r88, %r90;\n",
    "\tand.pred  \t%p110, %p111, %p112;\n",
    "\tnot.pred \t%p109, %p110;\n",
    "\tbar.sync \t0;\n",
    "\t@%p109 bra \t$L__BB16_65;\n",
    "\tmov.u32 \t%r94, %ctaid.x;\n",
    "\tcvt.u64.u32 \t%rd226, %r94;\n",
    "\tld.param.u32 \t%r91, [dc_coll_flag_reduce_bf16_param_3];\n",
    "\tcvt.u64.u32 \t%rd223, %r91;\n",
    "\tmov.u32 \t%r87, %tid.x;\n",
    "\tcvt.u64.u32 \t%rd218, %r87;\n",
    "\tld.param.u64 \t%rd181, [dc_coll_flag_reduce_bf16_param_42];\n",
    "\tcvta.to.global.u64 \t%rd180, %rd181;\n",
    "\tmov.u32 \t%r80, %tid.x;\n",
    "\tmul.wide.u32 \t%rd179, %r80, 8;\n",
    "\tadd.s64 \t%rd178, %rd180, %rd179;\n",
    "\tld.param.u32 \t%r79, [dc_coll_flag_reduce_bf16_param_3];\n",
    "\tmul.wide.u32 \t%rd177, %r79, 8;\n",
    "\tadd.s64 \t%rd176, %rd180, %rd177;\n",
    "\tcvt.u32.u64 \t%r66, %rd226;\n",
    "\tshl.b32 \t%r67, %r66, 3;\n",
    "\tadd.s32 \t%r68, %r67, 1024;\n",
    "\tcvt.u64.u32 \t%rd159, %r68;\n",
    "\tadd.s64 \t%rd160, %rd159, %rd218;\n",
    "\tld.global.u64 \t%rd161, [%rd176];\n",
    "\tshl.b64 \t%rd162, %rd160, 2;\n",
    "\tadd.s64 \t%rd158, %rd161, %rd162;\n",
    "\tadd.s64 \t%rd163, %rd223, %rd159;\n",
    "\tld.global.u64 \t%rd164, [%rd178];\n",
    "\tshl.b64 \t%rd165, %rd163, 2;\n",
    "\tadd.s64 \t%rd156, %rd164, %rd165;\n",
    "\t// begin inline asm\n",
    "\tst.release.sys.global.u32 [%rd156], %r2;\n",
    "\t// end inline asm\n",
    "\t// begin inline asm\n",
    "\tmov.u64 %rd157, %globaltimer;\n",
    "\t// end inline asm\n",
    "\t// begin inline asm\n",
    "\tld.acquire.sys.global.u32 %r65, [%rd158];\n",
    "\t// end inline asm\n",
    "\tsub.s32 \t%r69, %r65, %r2;\n",
    "\tsetp.gt.s32 \t%p100, %r69, -1;\n",
    "\t@%p100 bra \t$L__BB16_65;\n",
    "\tmov.u32 \t%r98, 0;\n",
    "$L__BB16_61:\n",
    "\tadd.s32 \t%r98, %r98, 1;\n",
    "\tand.b32  \t%r71, %r98, 63;\n",
    "\tsetp.ne.s32 \t%p101, %r71, 0;\n",
    "\t@%p101 bra \t$L__BB16_63;\n",
    "\tld.param.u64 \t%rd182, [dc_coll_flag_reduce_bf16_param_45];\n",
    "\t// begin inline asm\n",
    "\tmov.u64 %rd166, %globaltimer;\n",
    "\t// end inline asm\n",
    "\tsub.s64 \t%rd167, %rd166, %rd157;\n",
    "\tsetp.gt.u64 \t%p102, %rd167, %rd182;\n",
    "\t@%p102 bra \t$L__BB16_64;\n",
    "$L__BB16_63:\n",
    "\t// begin inline asm\n",
    "\tld.acquire.sys.global.u32 %r72, [%rd158];\n",
    "\t// end inline asm\n",
    "\tsub.s32 \t%r73, %r72, %r2;\n",
    "\tsetp.lt.s32 \t%p103, %r73, 0;\n",
    "\t@%p103 bra \t$L__BB16_61;\n",
    "\tbra.uni \t$L__BB16_65;\n",
    "$L__BB16_64:\n",
    "\tld.param.u32 \t%r92, [dc_coll_flag_reduce_bf16_param_3];\n",
    "\tcvt.u64.u32 \t%rd224, %r92;\n",
    "\tld.param.u64 \t%rd183, [dc_coll_flag_reduce_bf16_param_44];\n",
    "\tmov.u32 \t%r81, %tid.x;\n",
    "\tcvta.to.global.u64 \t%rd169, %rd183;\n",
    "\tshl.b64 \t%rd170, %rd224, 2;\n",
    "\tadd.s64 \t%rd171, %rd169, %rd170;\n",
    "\tadd.s32 \t%r74, %r81, 513;\n",
    "\tst.volatile.global.u32 \t[%rd171], %r74;\n",
    "\tmembar.sys;\n",
    "\tmov.u32 \t%r75, 1;\n",
    "\tst.volatile.shared.u32 \t[_ZZ16coll_flag_reduceI6t_bf16EvyjjjjjjPNT_1TES3_S3_S3_S3_S3_S3_S3_PKS2_S5_S5_S5_S5_S5_S5_S5_S5_S3_PKyPjyyE6failed+4], %r75;\n",
    "$L__BB16_65:\n",
    "\tmov.u32 \t%r78, %tid.x;\n",
    "\tbar.sync \t0;\n",
    "\tld.volatile.shared.u32 \t%r76, [_ZZ16coll_flag_reduceI6t_bf16EvyjjjjjjPNT_1TES3_S3_S3_S3_S3_S3_S3_PKS2_S5_S5_S5_S5_S5_S5_S5_S5_S3_PKyPjyyE6failed+4];\n",
    "\tor.b32  \t%r77, %r76, %r78;\n",
    "\tsetp.ne.s32 \t%p104, %r77, 0;\n",
    "\t@%p104 bra \t$L__BB16_67;\n",
    "\tmov.u32 \t%r93, %ctaid.x;\n",
    "\tcvt.u64.u32 \t%rd225, %r93;\n",
    "\tld.param.u64 \t%rd175, [dc_coll_flag_reduce_bf16_param_43];\n",
    "\tcvta.to.global.u64 \t%rd174, %rd175;\n",
    "\tshl.b64 \t%rd172, %rd225, 2;\n",
    "\tadd.s64 \t%rd173, %rd174, %rd172;\n",
    "\tst.global.u32 \t[%rd173], %r2;\n",
    "$L__BB16_67:\n",
    "\tret;\n",
    "}\n",
    "\t// .globl\tdc_coll_flag_reduce_i8\n",
    ".visible .entry dc_coll_flag_reduce_i8(\n",
    "\t.param .u64 dc_coll_flag_reduce_i8_param_0,\n",
    "\t.param .u32 dc_coll_flag_reduce_i8_param_1,\n",
    "\t.param .u32 dc_coll_flag_reduce_i8_param_2,\n",
    "\t.param .u32 dc_coll_flag_reduce_i8_param_3,\n",
    "\t.param .u32 dc_coll_flag_reduce_i8_param_4,\n",
    "\t.param .u32 dc_coll_flag_reduce_i8_param_5,\n",
    "\t.param .u32 dc_coll_flag_reduce_i8_param_6,\n",
    "\t.param .u64 dc_coll_flag_reduce_i8_param_7,\n",
    "\t.param .u64 dc_coll_flag_reduce_i8_param_8,\n",
    "\t.param .u64 dc_coll_flag_reduce_i8_param_9,\n",
    "\t.param .u64 dc_coll_flag_reduce_i8_param_10,\n",
    "\t.param .u64 dc_coll_flag_reduce_i8_param_11,\n",
    "\t.param .u64 dc_coll_flag_reduce_i8_param_12,\n",
    "\t.param .u64 dc_coll_flag_reduce_i8_param_13,\n",
    "\t.param .u64 dc_coll_flag_reduce_i8_param_14,\n",
    "\t.param .u64 dc_coll_flag_reduce_i8_param_15,\n",
    "\t.param .u64 dc_coll_flag_reduce_i8_param_16,\n",
    "\t.param .u64 dc_coll_flag_reduce_i8_param_17,\n",
    "\t.param .u64 dc_coll_flag_reduce_i8_param_18,\n",
    "\t.param .u64 dc_coll_flag_reduce_i8_param_19,\n",
    "\t.param .u64 dc_coll_flag_reduce_i8_param_20,\n",
    "\t.param .u64 dc_coll_flag_reduce_i8_param_21,\n",
    "\t.param .u64 dc_coll_flag_reduce_i8_param_22,\n",
    "\t.param .u64 dc_coll_flag_reduce_i8_param_23,\n",
    "\t.param .u64 dc_coll_flag_reduce_i8_param_24,\n",
    "\t.param .u64 dc_coll_flag_reduce_i8_param_25,\n",
    "\t.param .u64 dc_coll_flag_reduce_i8_param_26,\n",
    "\t.param .u64 dc_coll_flag_reduce_i8_param_27,\n",
    "\t.param .u64 dc_coll_flag_reduce_i8_param_28,\n",
    "\t.param .u64 dc_coll_flag_reduce_i8_param_29,\n",
    "\t.param .u64 dc_coll_flag_reduce_i8_param_30,\n",
    "\t.param .u64 dc_coll_flag_reduce_i8_param_31,\n",
    "\t.param .u64 dc_coll_flag_reduce_i8_param_32,\n",
    "\t.param .u64 dc_coll_flag_reduce_i8_param_33,\n",
    "\t.param .u64 dc_coll_flag_reduce_i8_param_34,\n",
    "\t.param .u64 dc_coll_flag_reduce_i8_param_35,\n",
    "\t.param .u64 dc_coll_flag_reduce_i8_param_36,\n",
    "\t.param .u64 dc_coll_flag_reduce_i8_param_37,\n",
    "\t.param .u64 dc_coll_flag_reduce_i8_param_38,\n",
    "\t.param .u64 dc_coll_flag_reduce_i8_param_39,\n",
    "\t.param .u64 dc_coll_flag_reduce_i8_param_40,\n",
    "\t.param .u64 dc_coll_flag_reduce_i8_param_41,\n",
    "\t.param .u64 dc_coll_flag_reduce_i8_param_42,\n",
    "\t.param .u64 dc_coll_flag_reduce_i8_param_43,\n",
    "\t.param .u64 dc_coll_flag_reduce_i8_param_44,\n",
    "\t.param .u64 dc_coll_flag_reduce_i8_param_45\n",
    ")\n",
    "{\n",
    "\t.reg .pred \t%p<128>;\n",
    "\t.reg .b16 \t%rs<5>;\n",
    "\t.reg .b32 \t%r<86>;\n",
    "\t.reg .b64 \t%rd<408>;\n",
    "\t// demoted variable\n",
    "\t.shared .align 4 .u32 _ZZ16coll_flag_reduceI5t_intIahLb1EEEvyjjjjjjPNT_1TES4_S4_S4_S4_S4_S4_S4_PKS3_S6_S6_S6_S6_S6_S6_S6_S6_S4_PKyPjyyE5epoch;\n",
    "\t// demoted variable\n",
    "\t.shared .align 4 .b8 _ZZ16coll_flag_reduceI5t_intIahLb1EEEvyjjjjjjPNT_1TES4_S4_S4_S4_S4_S4_S4_PKS3_S6_S6_S6_S6_S6_S6_S6_S6_S4_PKyPjyyE6failed[8];\n",
    "\tld.param.u64 \t%rd104, [dc_coll_flag_reduce_i8_param_0];\n",
    "\tld.param.u32 \t%r11, [dc_coll_flag_reduce_i8_param_1];\n",
    "\tld.param.u32 \t%r15, [dc_coll_flag_reduce_i8_param_5];\n",
    "\tld.param.u32 \t%r16, [dc_coll_flag_reduce_i8_param_6];\n",
    "\tld.param.u64 \t%rd136, [dc_coll_flag_reduce_i8_param_23];\n",
    "\tld.param.u64 \t%rd137, [dc_coll_flag_reduce_i8_param_25];\n",
    "\tld.param.u64 \t%rd138, [dc_coll_flag_reduce_i8_param_26];\n",
    "\tld.param.u64 \t%rd139, [dc_coll_flag_reduce_i8_param_27];\n",
    "\tld.param.u64 \t%rd140, [dc_coll_flag_reduce_i8_param_28];\n",
    "\tld.param.u64 \t%rd141, [dc_coll_flag_reduce_i8_param_29];\n",
    "\tld.param.u64 \t%rd142, [dc_coll_flag_reduce_i8_param_30];\n",
    "\tld.param.u64 \t%rd123, [dc_coll_flag_reduce_i8_param_32];\n",
    "\tld.param.u64 \t%rd131, [dc_coll_flag_reduce_i8_param_40];\n",
    "\tcvta.to.global.u64 \t%rd1, %rd142;\n",
    "\tcvta.to.global.u64 \t%rd2, %rd141;\n",
    "\tcvta.to.global.u64 \t%rd3, %rd140;\n",
    "\tcvta.to.global.u64 \t%rd4, %rd139;\n",
    "\tcvta.to.global.u64 \t%rd5, %rd138;\n",
    "\tcvta.to.global.u64 \t%rd6, %rd137;\n",
    "\tcvta.to.global.u64 \t%rd7, %rd136;\n",
    "\tmov.u32 \t%r1, %tid.x;\n",
    "\tsetp.ne.s32 \t%p2, %r1, 0;\n",
    "\t@%p2 bra \t$L__BB17_2;\n",
    "\tld.param.u64 \t%rd376, [dc_coll_flag_reduce_i8_param_43];\n",
    "\tcvta.to.global.u64 \t%rd375, %rd376;\n",
    "\tmov.u32 \t%r17, %ctaid.x;\n",
    "\tmul.wide.u32 \t%rd144, %r17, 4;\n",
    "\tadd.s64 \t%rd145, %rd375, %rd144;\n",
    "\tld.global.u32 \t%r18, [%rd145];\n",
    "\tadd.s32 \t%r19, %r18, 1;\n",
    "\tmov.u32 \t%r20, 0;\n",
    "\tst.shared.u32 \t[_ZZ16coll_flag_reduceI5t_intIahLb1EEEvyjjjjjjPNT_1TES4_S4_S4_S4_S4_S4_S4_PKS3_S6_S6_S6_S6_S6_S6_S6_S6_S4_PKyPjyyE5epoch], %r19;\n",
    "\tst.shared.u32 \t[_ZZ16coll_flag_reduceI5t_intIahLb1EEEvyjjjjjjPNT_1TES4_S4_S4_S4_S4_S4_S4_PKS3_S6_S6_S6_S6_S6_S6_S6_S6_S4_PKyPjyyE6failed+4], %r20;\n",
    "\tst.shared.u32 \t[_ZZ16coll_flag_reduceI5t_intIahLb1EEEvyjjjjjjPNT_1TES4_S4_S4_S4_S4_S4_S4_PKS3_S6_S6_S6_S6_S6_S6_S6_S6_S4_PKyPjyyE6failed], %r20;\n",
    "$L__BB17_2:\n",
    "\tld.param.u64 \t%rd374, [dc_coll_flag_reduce_i8_param_41];\n",
    "\tsetp.eq.s64 \t%p3, %rd374, 0;\n",
    "\t@%p3 bra \t$L__BB17_6;\n",
    "\tmov.u32 \t%r81, %tid.x;\n",
    "\tmov.u32 \t%r21, %ntid.x;\n",
    "\tcvt.u64.u32 \t%rd9, %r21;\n",
    "\tmov.u32 \t%r22, %ctaid.x;\n",
    "\tmul.wide.u32 \t%rd146, %r22, %r21;\n",
    "\tcvt.u64.u32 \t%rd147, %r81;\n",
    "\tadd.s64 \t%rd377, %rd146, %rd147;\n",
    "\tsetp.ge.u64 \t%p4, %rd377, %rd104;\n",
    "\t@%p4 bra \t$L__BB17_6;\n",
    "\tld.param.u64 \t%rd361, [dc_coll_flag_reduce_i8_param_41];\n",
    "\tld.param.u64 \t%rd335, [dc_coll_flag_reduce_i8_param_39];\n",
    "\tcvta.to.global.u64 \t%rd11, %rd335;\n",
    "\tcvta.to.global.u64 \t%rd12, %rd361;\n",
    "\tmov.u32 \t%r23, %nctaid.x;\n",
    "\tcvt.u64.u32 \t%rd148, %r23;\n",
    "\tmul.lo.s64 \t%rd13, %rd148, %rd9;\n",
    "$L__BB17_5:\n",
    "\tadd.s64 \t%rd149, %rd377, %rd131;\n",
    "\tadd.s64 \t%rd150, %rd11, %rd149;\n",
    "\tld.global.u8 \t%rs4, [%rd150];\n",
    "\tadd.s64 \t%rd151, %rd12, %rd377;\n",
    "\tst.global.u8 \t[%rd151], %rs4;\n",
    "\tadd.s64 \t%rd377, %rd377, %rd13;\n",
    "\tsetp.lt.u64 \t%p5, %rd377, %rd104;\n",
    "\t@%p5 bra \t$L__BB17_5;\n",
    "$L__BB17_6:\n",
    "\tmov.u32 \t%r75, %tid.x;\n",
    "\tld.param.u32 \t%r73, [dc_coll_flag_reduce_i8_param_2];\n",
    "\tld.param.u32 \t%r72, [dc_coll_flag_reduce_i8_param_3];\n",
    "\tbar.sync \t0;\n",
    "\tld.shared.u32 \t%r2, [_ZZ16coll_flag_reduceI5t_intIahLb1EEEvyjjjjjjPNT_1TES4_S4_S4_S4_S4_S4_S4_PKS3_S6_S6_S6_S6_S6_S6_S6_S6_S4_PKyPjyyE5epoch];\n",
    "\tbar.sync \t0;\n",
    "\tsetp.ne.s32 \t%p6, %r75, %r72;\n",
    "\tsetp.lt.u32 \t%p7, %r75, %r73;\n",
    "\tand.pred  \t%p1, %p7, %p6;\n",
    "\tcvt.u64.u32 \t%rd18, %r75;\n",
    "\tnot.pred \t%p8, %p1;\n",
    "\t@%p8 bra \t$L__BB17_13;\n",
    "\tld.param.u64 \t%rd370, [dc_coll_flag_reduce_i8_param_42];\n",
    "\tcvta.to.global.u64 \t%rd369, %rd370;\n",
    "\tld.param.u32 \t%r78, [dc_coll_flag_reduce_i8_param_3];\n",
    "\tmov.u32 \t%r77, %tid.x;\n",
    "\tmul.wide.u32 \t%rd368, %r77, 8;\n",
    "\tadd.s64 \t%rd367, %rd369, %rd368;\n",
    "\tcvt.u64.u32 \t%rd366, %r78;\n",
    "\tmul.wide.u32 \t%rd365, %r78, 8;\n",
    "\tadd.s64 \t%rd364, %rd369, %rd365;\n",
    "\tmov.u32 \t%r26, %ctaid.x;\n",
    "\tshl.b32 \t%r27, %r26, 3;\n",
    "\tcvt.u64.u32 \t%rd158, %r27;\n",
    "\tadd.s64 \t%rd160, %rd158, %rd18;\n",
    "\tld.global.u64 \t%rd161, [%rd364];\n",
    "\tshl.b64 \t%rd162, %rd160, 2;\n",
    "\tadd.s64 \t%rd157, %rd161, %rd162;\n",
    "\tadd.s64 \t%rd163, %rd366, %rd158;\n",
    "\tld.global.u64 \t%rd164, [%rd367];\n",
    "\tshl.b64 \t%rd165, %rd163, 2;\n",
    "\tadd.s64 \t%rd155, %rd164, %rd165;\n",
    "\t// begin inline asm\n",
    "\tst.release.sys.global.u32 [%rd155], %r2;\n",
    "\t// end inline asm\n",
    "\t// begin inline asm\n",
    "\tmov.u64 %rd156, %globaltimer;\n",
    "\t// end inline asm\n",
    "\t// begin inline asm\n",
    "\tld.acquire.sys.global.u32 %r25, [%rd157];\n",
    "\t// end inline asm\n",
    "\tsub.s32 \t%r28, %r25, %r2;\n",
    "\tsetp.gt.s32 \t%p9, %r28, -1;\n",
    "\t@%p9 bra \t$L__BB17_13;\n",
    "\tmov.u32 \t%r82, 0;\n",
    "$L__BB17_9:\n",
    "\tadd.s32 \t%r82, %r82, 1;\n",
    "\tand.b32  \t%r30, %r82, 63;\n",
    "\tsetp.ne.s32 \t%p10, %r30, 0;\n",
    "\t@%p10 bra \t$L__BB17_11;\n",
    "\tld.param.u64 \t%rd348, [dc_coll_flag_reduce_i8_param_45];\n",
    "\t// begin inline asm\n",
    "\tmov.u64 %rd166, %globaltimer;\n",
    "\t// end inline asm\n",
    "\tsub.s64 \t%rd167, %rd166, %rd156;\n",
    "\tsetp.gt.u64 \t%p11, %rd167, %rd348;\n",
    "\t@%p11 bra \t$L__BB17_12;\n",
    "$L__BB17_11:\n",
    "\t// begin inline asm\n",
    "\tld.acquire.sys.global.u32 %r31, [%rd157];\n",
    "\t// end inline asm\n",
    "\tsub.s32 \t%r32, %r31, %r2;\n",
    "\tsetp.lt.s32 \t%p12, %r32, 0;\n",
    "\t@%p12 bra \t$L__BB17_9;\n",
    "\tbra.uni \t$L__BB17_13;\n",
    "$L__BB17_12:\n",
    "\tld.param.u32 \t%r79, [dc_coll_flag_reduce_i8_param_3];\n",
    "\tcvt.u64.u32 \t%rd371, %r79;\n",
    "\tmov.u32 \t%r76, %tid.x;\n",
    "\tld.param.u64 \t%rd349, [dc_coll_flag_reduce_i8_param_44];\n",
    "\tcvta.to.global.u64 \t%rd169, %rd349;\n",
    "\tshl.b64 \t%rd170, %rd371, 2;\n",
    "\tadd.s64 \t%rd171, %rd169, %rd170;\n",
    "\tadd.s32 \t%r33, %r76, 257;\n",
    "\tst.volatile.global.u32 \t[%rd171], %r33;\n",
    "\tmembar.sys;\n",
    "\tmov.u32 \t%r34, 1;\n",
    "\tst.volatile.shared.u32 \t[_ZZ16coll_flag_reduceI5t_intIahLb1EEEvyjjjjjjPNT_1TES4_S4_S4_S4_S4_S4_S4_PKS3_S6_S6_S6_S6_S6_S6_S6_S6_S4_PKyPjyyE6failed], %r34;\n",
    "$L__BB17_13:\n",
    "\tbar.sync \t0;\n",
    "\tld.volatile.shared.u32 \t%r35, [_ZZ16coll_flag_reduceI5t_intIahLb1EEEvyjjjjjjPNT_1TES4_S4_S4_S4_S4_S4_S4_PKS3_S6_S6_S6_S6_S6_S6_S6_S6_S4_PKyPjyyE6failed];\n",
    "\tsetp.ne.s32 \t%p13, %r35, 0;\n",
    "\t@%p13 bra \t$L__BB17_107;\n",
    "\tmov.u32 \t%r80, %tid.x;\n",
    "\tcvt.u64.u32 \t%rd372, %r80;\n",
    "\tmov.u32 \t%r36, %nctaid.x;\n",
    "\tmov.u32 \t%r37, %ntid.x;\n",
    "\tmul.wide.u32 \t%rd23, %r36, %r37;\n",
    "\tmov.u32 \t%r38, %ctaid.x;\n",
    "\tmul.wide.u32 \t%rd172, %r38, %r37;\n",
    "\tadd.s64 \t%rd378, %rd172, %rd372;\n",
    "\tsetp.ge.u64 \t%p14, %rd378, %rd104;\n",
    "\t@%p14 bra \t$L__BB17_98;\n",
    "\tld.param.u64 \t%rd354, [dc_coll_flag_reduce_i8_param_22];\n",
    "\tld.param.u64 \t%rd353, [dc_coll_flag_reduce_i8_param_14];\n",
    "\tld.param.u64 \t%rd352, [dc_coll_flag_reduce_i8_param_21];\n",
    "\tld.param.u64 \t%rd351, [dc_coll_flag_reduce_i8_param_13];\n",
    "\tld.param.u32 \t%r74, [dc_coll_flag_reduce_i8_param_4];\n",
    "\tld.param.u64 \t%rd347, [dc_coll_flag_reduce_i8_param_20];\n",
    "\tld.param.u64 \t%rd346, [dc_coll_flag_reduce_i8_param_12];\n",
    "\tld.param.u64 \t%rd345, [dc_coll_flag_reduce_i8_param_19];\n",
    "\tld.param.u64 \t%rd344, [dc_coll_flag_reduce_i8_param_11];\n",
    "\tld.param.u64 \t%rd343, [dc_coll_flag_reduce_i8_param_18];\n",
    "\tld.param.u64 \t%rd342, [dc_coll_flag_reduce_i8_param_10];\n",
    "\tld.param.u64 \t%rd341, [dc_coll_flag_reduce_i8_param_17];\n",
    "\tld.param.u64 \t%rd340, [dc_coll_flag_reduce_i8_param_9];\n",
    "\tld.param.u64 \t%rd339, [dc_coll_flag_reduce_i8_param_16];\n",
    "\tld.param.u64 \t%rd338, [dc_coll_flag_reduce_i8_param_8];\n",
    "\tld.param.u64 \t%rd337, [dc_coll_flag_reduce_i8_param_15];\n",
    "\tld.param.u64 \t%rd336, [dc_coll_flag_reduce_i8_param_7];\n",
    "\tcvta.to.global.u64 \t%rd173, %rd336;\n",
    "\tadd.s64 \t%rd26, %rd173, %rd337;\n",
    "\tcvta.to.global.u64 \t%rd174, %rd338;\n",
    "\tadd.s64 \t%rd27, %rd174, %rd339;\n",
    "\tcvta.to.global.u64 \t%rd175, %rd340;\n",
    "\tadd.s64 \t%rd28, %rd175, %rd341;\n",
    "\tcvta.to.global.u64 \t%rd176, %rd342;\n",
    "\tadd.s64 \t%rd29, %rd176, %rd343;\n",
    "\tcvta.to.global.u64 \t%rd177, %rd344;\n",
    "\tadd.s64 \t%rd30, %rd177, %rd345;\n",
    "\tcvta.to.global.u64 \t%rd178, %rd346;\n",
    "\tadd.s64 \t%rd31, %rd178, %rd347;\n",
    "\tcvta.to.global.u64 \t%rd179, %rd351;\n",
    "\tadd.s64 \t%rd32, %rd179, %rd352;\n",
    "\tcvta.to.global.u64 \t%rd180, %rd353;\n",
    "\tadd.s64 \t%rd33, %rd180, %rd354;\n",
    "\tsetp.gt.u32 \t%p15, %r16, 1;\n",
    "\tsetp.eq.s32 \t%p16, %r74, 0;\n",
    "\tselp.b32 \t%r39, 1, %r74, %p16;\n",
    "\tcvt.u64.u32 \t%rd34, %r39;\n",
    "\t@%p15 bra \t$L__BB17_57;\n",
    "\tbra.uni \t$L__BB17_16;\n",
    "$L__BB17_57:\n",
    "\tld.param.u64 \t%rd363, [dc_coll_flag_reduce_i8_param_24];\n",
    "\tcvta.to.global.u64 \t%rd67, %rd363;\n",
    "\tcvt.u32.u64 \t%r44, %rd34;\n",
    "$L__BB17_58:\n",
    "\tld.param.u64 \t%rd328, [dc_coll_flag_reduce_i8_param_31];\n",
    "\tadd.s64 \t%rd233, %rd378, %rd328;\n",
    "\tadd.s64 \t%rd234, %rd7, %rd233;\n",
    "\tld.global.s8 \t%rd69, [%rd234];\n",
    "\tadd.s64 \t%rd235, %rd378, %rd123;\n",
    "\tadd.s64 \t%rd236, %rd67, %rd235;\n",
    "\tld.global.u8 \t%rs2, [%rd236];\n",
    "\tsetp.lt.u32 \t%p60, %r16, 3;\n",
    "\tmov.u64 \t%rd394, %rd69;\n",
    "\t@%p60 bra \t$L__BB17_60;\n",
    "\tld.param.u64 \t%rd334, [dc_coll_flag_reduce_i8_param_33];\n",
    "\tadd.s64 \t%rd237, %rd378, %rd334;\n",
    "\tadd.s64 \t%rd238, %rd6, %rd237;\n",
    "\tld.global.s8 \t%rd394, [%rd238];\n",
    "$L__BB17_60:\n",
    "\tsetp.lt.u32 \t%p61, %r16, 4;\n",
    "\tmov.u64 \t%rd395, %rd69;\n",
    "\t@%p61 bra \t$L__BB17_62;\n",
    "\tld.param.u64 \t%rd333, [dc_coll_flag_reduce_i8_param_34];\n",
    "\tadd.s64 \t%rd239, %rd378, %rd333;\n",
    "\tadd.s64 \t%rd240, %rd5, %rd239;\n",
    "\tld.global.s8 \t%rd395, [%rd240];\n",
    "$L__BB17_62:\n",
    "\tsetp.lt.u32 \t%p62, %r16, 5;\n",
    "\tmov.u64 \t%rd396, %rd69;\n",
    "\t@%p62 bra \t$L__BB17_64;\n",
    "\tld.param.u64 \t%rd332, [dc_coll_flag_reduce_i8_param_35];\n",
    "\tadd.s64 \t%rd241, %rd378, %rd332;\n",
    "\tadd.s64 \t%rd242, %rd4, %rd241;\n",
    "\tld.global.s8 \t%rd396, [%rd242];\n",
    "$L__BB17_64:\n",
    "\tsetp.lt.u32 \t%p63, %r16, 6;\n",
    "\tmov.u64 \t%rd397, %rd69;\n",
    "\t@%p63 bra \t$L__BB17_66;\n",
    "\tld.param.u64 \t%rd331, [dc_coll_flag_reduce_i8_param_36];\n",
    "\tadd.s64 \t%rd243, %rd378, %rd331;\n",
    "\tadd.s64 \t%rd244, %rd3, %rd243;\n",
    "\tld.global.s8 \t%rd397, [%rd244];\n",
    "$L__BB17_66:\n",
    "\tsetp.lt.u32 \t%p64, %r16, 7;\n",
    "\tmov.u64 \t%rd398, %rd69;\n",
    "\t@%p64 bra \t$L__BB17_68;\n",
    "\tld.param.u64 \t%rd330, [dc_coll_flag_reduce_i8_param_37];\n",
    "\tadd.s64 \t%rd245, %rd378, %rd330;\n",
    "\tadd.s64 \t%rd246, %rd2, %rd245;\n",
    "\tld.global.s8 \t%rd398, [%rd246];\n",
    "$L__BB17_68:\n",
    "\tsetp.lt.u32 \t%p65, %r16, 8;\n",
    "\tmov.u64 \t%rd399, %rd69;\n",
    "\t@%p65 bra \t$L__BB17_70;\n",
    "\tld.param.u64 \t%rd329, [dc_coll_flag_reduce_i8_param_38];\n",
    "\tadd.s64 \t%rd247, %rd378, %rd329;\n",
    "\tadd.s64 \t%rd248, %rd1, %rd247;\n",
    "\tld.global.s8 \t%rd399, [%rd248];\n",
    "$L__BB17_70:\n",
    "\tsetp.lt.u32 \t%p127, %r16, 3;\n",
    "\tcvt.u64.u16 \t%rd249, %rs2;\n",
    "\tcvt.s64.s8 \t%rd250, %rd249;\n",
    "\tmin.s64 \t%rd251, %rd250, %rd69;\n",
    "\tmax.s64 \t%rd252, %rd250, %rd69;\n",
    "\tadd.s64 \t%rd253, %rd250, %rd69;\n",
    "\tsetp.eq.s32 \t%p66, %r11, 3;\n",
    "\tselp.b64 \t%rd254, %rd252, %rd253, %p66;\n",
    "\tsetp.eq.s32 \t%p67, %r11, 2;\n",
    "\tselp.b64 \t%rd255, %rd251, %rd254, %p67;\n",
    "\tmul.lo.s64 \t%rd82, %rd250, %rd69;\n",
    "\tsetp.eq.s32 \t%p68, %r11, 1;\n",
    "\tselp.b64 \t%rd401, %rd82, %rd255, %p68;\n",
    "\t@%p127 bra \t$L__BB17_72;\n",
    "\tmin.s64 \t%rd256, %rd394, %rd401;\n",
    "\tmax.s64 \t%rd257, %rd394, %rd401;\n",
    "\tadd.s64 \t%rd258, %rd401, %rd394;\n",
    "\tselp.b64 \t%rd259, %rd257, %rd258, %p66;\n",
    "\tselp.b64 \t%rd260, %rd256, %rd259, %p67;\n",
    "\tmul.lo.s64 \t%rd261, %rd82, %rd394;\n",
    "\tselp.b64 \t%rd401, %rd261, %rd260, %p68;\n",
    "$L__BB17_72:\n",
    "\tsetp.lt.u32 \t%p112, %r16, 4;\n",
    "\t@%p112 bra \t$L__BB17_74;\n",
    "\tmin.s64 \t%rd262, %rd395, %rd401;\n",
    "\tmax.s64 \t%rd263, %rd395, %rd401;\n",
    "\tadd.s64 \t%rd264, %rd401, %rd395;\n",
    "\tselp.b64 \t%rd265, %rd263, %rd264, %p66;\n",
    "\tselp.b64 \t%rd266, %rd262, %rd265, %p67;\n",
    "\tmul.lo.s64 \t%rd267, %rd401, %rd395;\n",
    "\tselp.b64 \t%rd401, %rd267, %rd266, %p68;\n",
    "$L__BB17_74:\n",
    "\tsetp.lt.u32 \t%p113, %r16, 5;\n",
    "\t@%p113 bra \t$L__BB17_76;\n",
    "\tmin.s64 \t%rd268, %rd396, %rd401;\n",
    "\tmax.s64 \t%rd269, %rd396, %rd401;\n",
    "\tadd.s64 \t%rd270, %rd401, %rd396;\n",
    "\tselp.b64 \t%rd271, %rd269, %rd270, %p66;\n",
    "\tselp.b64 \t%rd272, %rd268, %rd271, %p67;\n",
    "\tmul.lo.s64 \t%rd273, %rd401, %rd396;\n",
    "\tselp.b64 \t%rd401, %rd273, %rd272, %p68;\n",
    "$L__BB17_76:\n",
    "\tsetp.lt.u32 \t%p114, %r16, 6;\n",
    "\t@%p114 bra \t$L__BB17_78;\n",
    "\tmin.s64 \t%rd274, %rd397, %rd401;\n",
    "\tmax.s64 \t%rd275, %rd397, %rd401;\n",
    "\tadd.s64 \t%rd276, %rd401, %rd397;\n",
    "\tselp.b64 \t%rd277, %rd275, %rd276, %p66;\n",
    "\tselp.b64 \t%rd278, %rd274, %rd277, %p67;\n",
    "\tmul.lo.s64 \t%rd279, %rd401, %rd397;\n",
    "\tselp.b64 \t%rd401, %rd279, %rd278, %p68;\n",
    "$L__BB17_78:\n",
    "\tsetp.lt.u32 \t%p115, %r16, 7;\n",
    "\t@%p115 bra \t$L__BB17_80;\n",
    "\tmin.s64 \t%rd280, %rd398, %rd401;\n",
    "\tmax.s64 \t%rd281, %rd398, %rd401;\n",
    "\tadd.s64 \t%rd282, %rd401, %rd398;\n",
    "\tselp.b64 \t%rd283, %rd281, %rd282, %p66;\n",
    "\tselp.b64 \t%rd284, %rd280, %rd283, %p67;\n",
    "\tmul.lo.s64 \t%rd285, %rd401, %rd398;\n",
    "\tselp.b64 \t%rd401, %rd285, %rd284, %p68;\n",
    "$L__BB17_80:\n",
    "\tsetp.lt.u32 \t%p116, %r16, 8;\n",
    "\t@%p116 bra \t$L__BB17_82;\n",
    "\tmin.s64 \t%rd286, %rd399, %rd401;\n",
    "\tmax.s64 \t%rd287, %rd399, %rd401;\n",
    "\tadd.s64 \t%rd288, %rd401, %rd399;\n",
    "\tselp.b64 \t%rd289, %rd287, %rd288, %p66;\n",
    "\tselp.b64 \t%rd290, %rd286, %rd289, %p67;\n",
    "\tmul.lo.s64 \t%rd291, %rd401, %rd399;\n",
    "\tselp.b64 \t%rd401, %rd291, %rd290, %p68;\n",
    "$L__BB17_82:\n",
    "\tsetp.ne.s32 \t%p93, %r11, 4;\n",
    "\t@%p93 bra \t$L__BB17_86;\n",
    "\tand.b64  \t%rd292, %rd401, -4294967296;\n",
    "\tsetp.eq.s64 \t%p94, %rd292, 0;\n",
    "\t@%p94 bra \t$L__BB17_85;\n",
    "\tdiv.s64 \t%rd401, %rd401, %rd34;\n",
    "\tbra.uni \t$L__BB17_86;\n",
    "$L__BB17_85:\n",
    "\tcvt.u32.u64 \t%r45, %rd401;\n",
    "\tdiv.u32 \t%r46, %r45, %r44;\n",
    "\tcvt.u64.u32 \t%rd401, %r46;\n",
    "$L__BB17_86:\n",
    "\tsetp.eq.s32 \t%p95, %r15, 0;\n",
    "\t@%p95 bra \t$L__BB17_97;\n",
    "\tcvt.u16.u64 \t%rs3, %rd401;\n",
    "\tmov.u32 \t%r84, 0;\n",
    "$L__BB17_88:\n",
    "\t.pragma \"nounroll\";\n",
    "\tsetp.gt.s32 \t%p96, %r84, 2;\n",
    "\t@%p96 bra \t$L__BB17_92;\n",
    "\tsetp.eq.s32 \t%p100, %r84, 0;\n",
    "\tmov.u64 \t%rd407, %rd26;\n",
    "\t@%p100 bra \t$L__BB17_96;\n",
    "\tsetp.eq.s32 \t%p101, %r84, 1;\n",
    "\tmov.u64 \t%rd407, %rd27;\n",
    "\t@%p101 bra \t$L__BB17_96;\n",
    "\tsetp.eq.s32 \t%p102, %r84, 2;\n",
    "\tmov.u64 \t%rd407, %rd28;\n",
    "\t@%p102 bra \t$L__BB17_96;\n",
    "\tbra.uni \t$L__BB17_95;\n",
    "$L__BB17_92:\n",
    "\tsetp.eq.s32 \t%p97, %r84, 3;\n",
    "\tmov.u64 \t%rd407, %rd29;\n",
    "\t@%p97 bra \t$L__BB17_96;\n",
    "\tsetp.eq.s32 \t%p98, %r84, 4;\n",
    "\tmov.u64 \t%rd407, %rd30;\n",
    "\t@%p98 bra \t$L__BB17_96;\n",
    "\tsetp.ne.s32 \t%p99, %r84, 5;\n",
    "\tmov.u64 \t%rd407, %rd31;\n",
    "\t@%p99 bra \t$L__BB17_95;\n",
    "\tbra.uni \t$L__BB17_96;\n",
    "$L__BB17_95:\n",
    "\tsetp.eq.s32 \t%p103, %r84, 6;\n",
    "\tselp.b64 \t%rd407, %rd32, %rd33, %p103;\n",
    "$L__BB17_96:\n",
    "\tadd.s64 \t%rd293, %rd407, %rd378;\n",
    "\tst.global.u8 \t[%rd293], %rs3;\n",
    "\tadd.s32 \t%r84, %r84, 1;\n",
    "\tsetp.lt.u32 \t%p104, %r84, %r15;\n",
    "\t@%p104 bra \t$L__BB17_88;\n",
    "$L__BB17_97:\n",
    "\tld.param.u64 \t%rd312, [dc_coll_flag_reduce_i8_param_0];\n",
    "\tadd.s64 \t%rd378, %rd378, %rd23;\n",
    "\tsetp.lt.u64 \t%p105, %rd378, %rd312;\n",
    "\t@%p105 bra \t$L__BB17_58;\n",
    "\tbra.uni \t$L__BB17_98;\n",
    "$L__BB17_16:\n",
    "\tcvt.u32.u64 \t%r40, %rd34;\n",
    "$L__BB17_17:\n",
    "\tld.param.u64 \t%rd355, [dc_coll_flag_reduce_i8_param_31];\n",
    "\tadd.s64 \t%rd181, %rd378, %rd355;\n",
    "\tadd.s64 \t%rd182, %rd7, %rd181;\n",
    "\tld.global.s8 \t%rd386, [%rd182];\n",
    "\tsetp.lt.u32 \t%p17, %r16, 3;\n",
    "\tmov.u64 \t%rd379, %rd386;\n",
    "\t@%p17 bra \t$L__BB17_19;\n",
    "\tld.param.u64 \t%rd357, [dc_coll_flag_reduce_i8_param_33];\n",
    "\tadd.s64 \t%rd183, %rd378, %rd357;\n",
    "\tadd.s64 \t%rd184, %rd6, %rd183;\n",
    "\tld.global.s8 \t%rd379, [%rd184];\n",
    "$L__BB17_19:\n",
    "\tsetp.lt.u32 \t%p18, %r16, 4;\n",
    "\tmov.u64 \t%rd380, %rd386;\n",
    "\t@%p18 bra \t$L__BB17_21;\n",
    "\tld.param.u64 \t%rd356, [dc_coll_flag_reduce_i8_param_34];\n",
    "\tadd.s64 \t%rd185, %rd378, %rd356;\n",
    "\tadd.s64 \t%rd186, %rd5, %rd185;\n",
    "\tld.global.s8 \t%rd380, [%rd186];\n",
    "$L__BB17_21:\n",
    "\tsetp.lt.u32 \t%p19, %r16, 5;\n",
    "\tmov.u64 \t%rd381, %rd386;\n",
    "\t@%p19 bra \t$L__BB17_23;\n",
    "\tld.param.u64 \t%rd360, [dc_coll_flag_reduce_i8_param_35];\n",
    "\tadd.s64 \t%rd187, %rd378, %rd360;\n",
    "\tadd.s64 \t%rd188, %rd4, %rd187;\n",
    "\tld.global.s8 \t%rd381, [%rd188];\n",
    "$L__BB17_23:\n",
    "\tsetp.lt.u32 \t%p20, %r16, 6;\n",
    "\tmov.u64 \t%rd382, %rd386;\n",
    "\t@%p20 bra \t$L__BB17_25;\n",
    "\tld.param.u64 \t%rd359, [dc_coll_flag_reduce_i8_param_36];\n",
    "\tadd.s64 \t%rd189, %rd378, %rd359;\n",
    "\tadd.s64 \t%rd190, %rd3, %rd189;\n",
    "\tld.global.s8 \t%rd382, [%rd190];\n",
    "$L__BB17_25:\n",
    "\tsetp.lt.u32 \t%p21, %r16, 7;\n",
    "\tmov.u64 \t%rd383, %rd386;\n",
    "\t@%p21 bra \t$L__BB17_27;\n",
    "\tld.param.u64 \t%rd358, [dc_coll_flag_reduce_i8_param_37];\n",
    "\tadd.s64 \t%rd191, %rd378, %rd358;\n",
    "\tadd.s64 \t%rd192, %rd2, %rd191;\n",
    "\tld.global.s8 \t%rd383, [%rd192];\n",
    "$L__BB17_27:\n",
    "\tsetp.lt.u32 \t%p22, %r16, 8;\n",
    "\tmov.u64 \t%rd384, %rd386;\n",
    "\t@%p22 bra \t$L__BB17_29;\n",
    "\tld.param.u64 \t%rd362, [dc_coll_flag_reduce_i8_param_38];\n",
    "\tadd.s64 \t%rd193, %rd378, %rd362;\n",
    "\tadd.s64 \t%rd194, %rd1, %rd193;\n",
    "\tld.global.s8 \t%rd384, [%rd194];\n",
    "$L__BB17_29:\n",
    "\tsetp.lt.u32 \t%p121, %r16, 3;\n",
    "\t@%p121 bra \t$L__BB17_31;\n",
    "\tsetp.eq.s32 \t%p24, %r11, 3;\n",
    "\tmin.s64 \t%rd195, %rd379, %rd386;\n",
    "\tmax.s64 \t%rd196, %rd379, %rd386;\n",
    "\tadd.s64 \t%rd197, %rd379, %rd386;\n",
    "\tselp.b64 \t%rd198, %rd196, %rd197, %p24;\n",
    "\tsetp.eq.s32 \t%p25, %r11, 2;\n",
    "\tselp.b64 \t%rd199, %rd195, %rd198, %p25;\n",
    "\tmul.lo.s64 \t%rd200, %rd379, %rd386;\n",
    "\tsetp.eq.s32 \t%p26, %r11, 1;\n",
    "\tselp.b64 \t%rd386, %rd200, %rd199, %p26;\n",
    "$L__BB17_31:\n",
    "\tsetp.lt.u32 \t%p122, %r16, 4;\n",
    "\t@%p122 bra \t$L__BB17_33;\n",
    "\tsetp.eq.s32 \t%p28, %r11, 3;\n",
    "\tmin.s64 \t%rd201, %rd380, %rd386;\n",
    "\tmax.s64 \t%rd202, %rd380, %rd386;\n",
    "\tadd.s64 \t%rd203, %rd386, %rd380;\n",
    "\tselp.b64 \t%rd204, %rd202, %rd203, %p28;\n",
    "\tsetp.eq.s32 \t%p29, %r11, 2;\n",
    "\tselp.b64 \t%rd205, %rd201, %rd204, %p29;\n",
    "\tmul.lo.s64 \t%rd206, %rd386, %rd380;\n",
    "\tsetp.eq.s32 \t%p30, %r11, 1;\n",
    "\tselp.b64 \t%rd386, %rd206, %rd205, %p30;\n",
    "$L__BB17_33:\n",
    "\tsetp.lt.u32 \t%p123, %r16, 5;\n",
    "\t@%p123 bra \t$L__BB17_35;\n",
    "\tsetp.eq.s32 \t%p32, %r11, 3;\n",
    "\tmin.s64 \t%rd207, %rd381, %rd386;\n",
    "\tmax.s64 \t%rd208, %rd381, %rd386;\n",
    "\tadd.s64 \t%rd209, %rd386, %rd381;\n",
    "\tselp.b64 \t%rd210, %rd208, %rd209, %p32;\n",
    "\tsetp.eq.s32 \t%p33, %r11, 2;\n",
    "\tselp.b64 \t%rd211, %rd207, %rd210, %p33;\n",
    "\tmul.lo.s64 \t%rd212, %rd386, %rd381;\n",
    "\tsetp.eq.s32 \t%p34, %r11, 1;\n",
    "\tselp.b64 \t%rd386, %rd212, %rd211, %p34;\n",
    "$L__BB17_35:\n",
    "\tsetp.lt.u32 \t%p124, %r16, 6;\n",
    "\t@%p124 bra \t$L__BB17_37;\n",
    "\tsetp.eq.s32 \t%p36, %r11, 3;\n",
    "\tmin.s64 \t%rd213, %rd382, %rd386;\n",
    "\tmax.s64 \t%rd214, %rd382, %rd386;\n",
    "\tadd.s64 \t%rd215, %rd386, %rd382;\n",
    "\tselp.b64 \t%rd216, %rd214, %rd215, %p36;\n",
    "\tsetp.eq.s32 \t%p37, %r11, 2;\n",
    "\tselp.b64 \t%rd217, %rd213, %rd216, %p37;\n",
    "\tmul.lo.s64 \t%rd218, %rd386, %rd382;\n",
    "\tsetp.eq.s32 \t%p38, %r11, 1;\n",
    "\tselp.b64 \t%rd386, %rd218, %rd217, %p38;\n",
    "$L__BB17_37:\n",
    "\tsetp.lt.u32 \t%p125, %r16, 7;\n",
    "\t@%p125 bra \t$L__BB17_39;\n",
    "\tsetp.eq.s32 \t%p40, %r11, 3;\n",
    "\tmin.s64 \t%rd219, %rd383, %rd386;\n",
    "\tmax.s64 \t%rd220, %rd383, %rd386;\n",
    "\tadd.s64 \t%rd221, %rd386, %rd383;\n",
    "\tselp.b64 \t%rd222, %rd220, %rd221, %p40;\n",
    "\tsetp.eq.s32 \t%p41, %r11, 2;\n",
    "\tselp.b64 \t%rd223, %rd219, %rd222, %p41;\n",
    "\tmul.lo.s64 \t%rd224, %rd386, %rd383;\n",
    "\tsetp.eq.s32 \t%p42, %r11, 1;\n",
    "\tselp.b64 \t%rd386, %rd224, %rd223, %p42;\n",
    "$L__BB17_39:\n",
    "\tsetp.lt.u32 \t%p126, %r16, 8;\n",
    "\t@%p126 bra \t$L__BB17_41;\n",
    "\tsetp.eq.s32 \t%p44, %r11, 3;\n",
    "\tmin.s64 \t%rd225, %rd384, %rd386;\n",
    "\tmax.s64 \t%rd226, %rd384, %rd386;\n",
    "\tadd.s64 \t%rd227, %rd386, %rd384;\n",
    "\tselp.b64 \t%rd228, %rd226, %rd227, %p44;\n",
    "\tsetp.eq.s32 \t%p45, %r11, 2;\n",
    "\tselp.b64 \t%rd229, %rd225, %rd228, %p45;\n",
    "\tmul.lo.s64 \t%rd230, %rd386, %rd384;\n",
    "\tsetp.eq.s32 \t%p46, %r11, 1;\n",
    "\tselp.b64 \t%rd386, %rd230, %rd229, %p46;\n",
    "$L__BB17_41:\n",
    "\tsetp.ne.s32 \t%p47, %r11, 4;\n",
    "\t@%p47 bra \t$L__BB17_45;\n",
    "\tand.b64  \t%rd231, %rd386, -4294967296;\n",
    "\tsetp.eq.s64 \t%p48, %rd231, 0;\n",
    "\t@%p48 bra \t$L__BB17_44;\n",
    "\tdiv.s64 \t%rd386, %rd386, %rd34;\n",
    "\tbra.uni \t$L__BB17_45;\n",
    "$L__BB17_44:\n",
    "\tcvt.u32.u64 \t%r41, %rd386;\n",
    "\tdiv.u32 \t%r42, %r41, %r40;\n",
    "\tcvt.u64.u32 \t%rd386, %r42;\n",
    "$L__BB17_45:\n",
    "\tsetp.eq.s32 \t%p49, %r15, 0;\n",
    "\t@%p49 bra \t$L__BB17_56;\n",
    "\tcvt.u16.u64 \t%rs1, %rd386;\n",
    "\tmov.u32 \t%r83, 0;\n",
    "$L__BB17_47:\n",
    "\t.pragma \"nounroll\";\n",
    "\tsetp.gt.s32 \t%p50, %r83, 2;\n",
    "\t@%p50 bra \t$L__BB17_51;\n",
    "\tsetp.eq.s32 \t%p54, %r83, 0;\n",
    "\tmov.u64 \t%rd392, %rd26;\n",
    "\t@%p54 bra \t$L__BB17_55;\n",
    "\tsetp.eq.s32 \t%p55, %r83, 1;\n",
    "\tmov.u64 \t%rd392, %rd27;\n",
    "\t@%p55 bra \t$L__BB17_55;\n",
    "\tsetp.eq.s32 \t%p56, %r83, 2;\n",
    "\tmov.u64 \t%rd392, %rd28;\n",
    "\t@%p56 bra \t$L__BB17_55;\n",
    "\tbra.uni \t$L__BB17_54;\n",
    "$L__BB17_51:\n",
    "\tsetp.eq.s32 \t%p51, %r83, 3;\n",
    "\tmov.u64 \t%rd392, %rd29;\n",
    "\t@%p51 bra \t$L__BB17_55;\n",
    "\tsetp.eq.s32 \t%p52, %r83, 4;\n",
    "\tmov.u64 \t%rd392, %rd30;\n",
    "\t@%p52 bra \t$L__BB17_55;\n",
    "\tsetp.ne.s32 \t%p53, %r83, 5;\n",
    "\tmov.u64 \t%rd392, %rd31;\n",
    "\t@%p53 bra \t$L__BB17_54;\n",
    "\tbra.uni \t$L__BB17_55;\n",
    "$L__BB17_54:\n",
    "\tsetp.eq.s32 \t%p57, %r83, 6;\n",
    "\tselp.b64 \t%rd392, %rd32, %rd33, %p57;\n",
    "$L__BB17_55:\n",
    "\tadd.s64 \t%rd232, %rd392, %rd378;\n",
    "\tst.global.u8 \t[%rd232], %rs1;\n",
    "\tadd.s32 \t%r83, %r83, 1;\n",
    "\tsetp.lt.u32 \t%p58, %r83, %r15;\n",
    "\t@%p58 bra \t$L__BB17_47;\n",
    "$L__BB17_56:\n",
    "\tld.param.u64 \t%rd373, [dc_coll_flag_reduce_i8_param_0];\n",
    "\tadd.s64 \t%rd378, %rd378, %rd23;\n",
    "\tsetp.lt.u64 \t%p59, %rd378, %rd373;\n",
    "\t@%p59 bra \t$L__BB17_17;\n",
    "$L__BB17_98:\n",
    "\tld.param.u32 \t%r64, [dc_coll_flag_reduce_i8_param_2];\n",
    "\tld.param.u32 \t%r63, [dc_coll_flag_reduce_i8_param_3];\n",
    "\tmov.u32 \t%r62, %tid.x;\n",
    "\tsetp.ne.s32 \t%p120, %r62, %r63;\n",
    "\tsetp.lt.u32 \t%p119, %r62, %r64;\n",
    "\tand.pred  \t%p118, %p119, %p120;\n",
    "\tnot.pred \t%p117, %p118;\n",
    "\tbar.sync \t0;\n",
    "\t@%p117 bra \t$L__BB17_105;\n",
    "\tld.param.u64 \t%rd324, [dc_coll_flag_reduce_i8_param_42];\n",
    "\tcvta.to.global.u64 \t%rd323, %rd324;\n",
    "\tld.param.u32 \t%r69, [dc_coll_flag_reduce_i8_param_3];\n",
    "\tmov.u32 \t%r68, %tid.x;\n",
    "\tmov.u32 \t%r67, %ctaid.x;\n",
    "\tcvt.u64.u32 \t%rd322, %r67;\n",
    "\tmul.wide.u32 \t%rd321, %r68, 8;\n",
    "\tadd.s64 \t%rd320, %rd323, %rd321;\n",
    "\tcvt.u64.u32 \t%rd319, %r69;\n",
    "\tmul.wide.u32 \t%rd318, %r69, 8;\n",
    "\tadd.s64 \t%rd317, %rd323, %rd318;\n",
    "\tcvt.u64.u32 \t%rd316, %r68;\n",
    "\tcvt.u32.u64 \t%r50, %rd322;\n",
    "\tshl.b32 \t%r51, %r50, 3;\n",
    "\tadd.s32 \t%r52, %r51, 1024;\n",
    "\tcvt.u64.u32 \t%rd297, %r52;\n",
    "\tadd.s64 \t%rd298, %rd297, %rd316;\n",
    "\tld.global.u64 \t%rd299, [%rd317];\n",
    "\tshl.b64 \t%rd300, %rd298, 2;\n",
    "\tadd.s64 \t%rd296, %rd299, %rd300;\n",
    "\tadd.s64 \t%rd301, %rd319, %rd297;\n",
    "\tld.global.u64 \t%rd302, [%rd320];\n",
    "\tshl.b64 \t%rd303, %rd301, 2;\n",
    "\tadd.s64 \t%rd294, %rd302, %rd303;\n",
    "\t// begin inline asm\n",
    "\tst.release.sys.global.u32 [%rd294], %r2;\n",
    "\t// end inline asm\n",
    "\t// begin inline asm\n",
    "\tmov.u64 %rd295, %globaltimer;\n",
    "\t// end inline asm\n",
    "\t// begin inline asm\n",
    "\tld.acquire.sys.global.u32 %r49, [%rd296];\n",
    "\t// end inline asm\n",
    "\tsub.s32 \t%r53, %r49, %r2;\n",
    "\tsetp.gt.s32 \t%p107, %r53, -1;\n",
    "\t@%p107 bra \t$L__BB17_105;\n",
    "\tmov.u32 \t%r85, 0;\n",
    "$L__BB17_101:\n",
    "\tadd.s32 \t%r85, %r85, 1;\n",
    "\tand.b32  \t%r55, %r85, 63;\n",
    "\tsetp.ne.s32 \t%p108, %r55, 0;\n",
    "\t@%p108 bra \t$L__BB17_103;\n",
    "\tld.param.u64 \t%rd325, [dc_coll_flag_reduce_i8_param_45];\n",
    "\t// begin inline asm\n",
    "\tmov.u64 %rd304, %globaltimer;\n",
    "\t// end inline asm\n",
    "\tsub.s64 \t%rd305, %rd304, %rd295;\n",
    "\tsetp.gt.u64 \t%p109, %rd305, %rd325;\n",
    "\t@%p109 bra \t$L__BB17_104;\n",
    "$L__BB17_103:\n",
    "\t// begin inline asm\n",
    "\tld.acquire.sys.global.u32 %r56, [%rd296];\n",
    "\t// end inline asm\n",
    "\tsub.s32 \t%r57, %r56, %r2;\n",
    "\tsetp.lt.s32 \t%p110, %r57, 0;\n",
    "\t@%p110 bra \t$L__BB17_101;\n",
    "\tbra.uni \t$L__BB17_105;\n",
    "$L__BB17_104:\n",
    "\tld.param.u64 \t%rd327, [dc_coll_flag_reduce_i8_param_44];\n",
    "\tld.param.u32 \t%r71, [dc_coll_flag_reduce_i8_param_3];\n",
    "\tcvt.u64.u32 \t%rd326, %r71;\n",
    "\tmov.u32 \t%r70, %tid.x;\n",
    "\tcvta.to.global.u64 \t%rd307, %rd327;\n",
    "\tshl.b64 \t%rd308, %rd326, 2;\n",
    "\tadd.s64 \t%rd309, %rd307, %rd308;\n",
    "\tadd.s32 \t%r58, %r70, 513;\n",
    "\tst.volatile.global.u32 \t[%rd309], %r58;\n",
    "\tmembar.sys;\n",
    "\tmov.u32 \t%r59, 1;\n",
    "\tst.volatile.shared.u32 \t[_ZZ16coll_flag_reduceI5t_intIahLb1EEEvyjjjjjjPNT_1TES4_S4_S4_S4_S4_S4_S4_PKS3_S6_S6_S6_S6_S6_S6_S6_S6_S4_PKyPjyyE6failed+4], %r59;\n",
    "$L__BB17_105:\n",
    "\tmov.u32 \t%r65, %tid.x;\n",
    "\tbar.sync \t0;\n",
    "\tld.volatile.shared.u32 \t%r60, [_ZZ16coll_flag_reduceI5t_intIahLb1EEEvyjjjjjjPNT_1TES4_S4_S4_S4_S4_S4_S4_PKS3_S6_S6_S6_S6_S6_S6_S6_S6_S4_PKyPjyyE6failed+4];\n",
    "\tor.b32  \t%r61, %r60, %r65;\n",
    "\tsetp.ne.s32 \t%p111, %r61, 0;\n",
    "\t@%p111 bra \t$L__BB17_107;\n",
    "\tmov.u32 \t%r66, %ctaid.x;\n",
    "\tcvt.u64.u32 \t%rd315, %r66;\n",
    "\tld.param.u64 \t%rd314, [dc_coll_flag_reduce_i8_param_43];\n",
    "\tcvta.to.global.u64 \t%rd313, %rd314;\n",
    "\tshl.b64 \t%rd310, %rd315, 2;\n",
    "\tadd.s64 \t%rd311, %rd313, %rd310;\n",
    "\tst.global.u32 \t[%rd311], %r2;\n",
    "$L__BB17_107:\n",
    "\tret;\n",
    "}\n",
    "\t// .globl\tdc_coll_flag_reduce_u8\n",
    ".visible .entry dc_coll_flag_reduce_u8(\n",
    "\t.param .u64 dc_coll_flag_reduce_u8_param_0,\n",
    "\t.param .u32 dc_coll_flag_reduce_u8_param_1,\n",
    "\t.param .u32 dc_coll_flag_reduce_u8_param_2,\n",
    "\t.param .u32 dc_coll_flag_reduce_u8_param_3,\n",
    "\t.param .u32 dc_coll_flag_reduce_u8_param_4,\n",
    "\t.param .u32 dc_coll_flag_reduce_u8_param_5,\n",
    "\t.param .u32 dc_coll_flag_reduce_u8_param_6,\n",
    "\t.param .u64 dc_coll_flag_reduce_u8_param_7,\n",
    "\t.param .u64 dc_coll_flag_reduce_u8_param_8,\n",
    "\t.param .u64 dc_coll_flag_reduce_u8_param_9,\n",
    "\t.param .u64 dc_coll_flag_reduce_u8_param_10,\n",
    "\t.param .u64 dc_coll_flag_reduce_u8_param_11,\n",
    "\t.param .u64 dc_coll_flag_reduce_u8_param_12,\n",
    "\t.param .u64 dc_coll_flag_reduce_u8_param_13,\n",
    "\t.param .u64 dc_coll_flag_reduce_u8_param_14,\n",
    "\t.param .u64 dc_coll_flag_reduce_u8_param_15,\n",
    "\t.param .u64 dc_coll_flag_reduce_u8_param_16,\n",
    "\t.param .u64 dc_coll_flag_reduce_u8_param_17,\n",
    "\t.param .u64 dc_coll_flag_reduce_u8_param_18,\n",
    "\t.param .u64 dc_coll_flag_reduce_u8_param_19,\n",
    "\t.param .u64 dc_coll_flag_reduce_u8_param_20,\n",
    "\t.param .u64 dc_coll_flag_reduce_u8_param_21,\n",
    "\t.param .u64 dc_coll_flag_reduce_u8_param_22,\n",
    "\t.param .u64 dc_coll_flag_reduce_u8_param_23,\n",
    "\t.param .u64 dc_coll_flag_reduce_u8_param_24,\n",
    "\t.param .u64 dc_coll_flag_reduce_u8_param_25,\n",
    "\t.param .u64 dc_coll_flag_reduce_u8_param_26,\n",
    "\t.param .u64 dc_coll_flag_reduce_u8_param_27,\n",
    "\t.param .u64 dc_coll_flag_reduce_u8_param_28,\n",
    "\t.param .u64 dc_coll_flag_reduce_u8_param_29,\n",
    "\t.param .u64 dc_coll_flag_reduce_u8_param_30,\n",
    "\t.param .u64 dc_coll_flag_reduce_u8_param_31,\n",
    "\t.param .u64 dc_coll_flag_reduce_u8_param_32,\n",
    "\t.param .u64 dc_coll_flag_reduce_u8_param_33,\n",
    "\t.param .u64 dc_coll_flag_reduce_u8_param_34,\n",
    "\t.param .u64 dc_coll_flag_reduce_u8_param_35,\n",
    "\t.param .u64 dc_coll_flag_reduce_u8_param_36,\n",
    "\t.param .u64 dc_coll_flag_reduce_u8_param_37,\n",
    "\t.param .u64 dc_coll_flag_reduce_u8_param_38,\n",
    "\t.param .u64 dc_coll_flag_reduce_u8_param_39,\n",
    "\t.param .u64 dc_coll_flag_reduce_u8_param_40,\n",
    "\t.param .u64 dc_coll_flag_reduce_u8_param_41,\n",
    "\t.param .u64 dc_coll_flag_reduce_u8_param_42,\n",
    "\t.param .u64 dc_coll_flag_reduce_u8_param_43,\n",
    "\t.param .u64 dc_coll_flag_reduce_u8_param_44,\n",
    "\t.param .u64 dc_coll_flag_reduce_u8_param_45\n",
    ")\n",
    "{\n",
    "\t.reg .pred \t%p<128>;\n",
    "\t.reg .b16 \t%rs<5>;\n",
    "\t.reg .b32 \t%r<86>;\n",
    "\t.reg .b64 \t%rd<408>;\n",
    "\t// demoted variable\n",
    "\t.shared .align 4 .u32 _ZZ16coll_flag_reduceI5t_intIhhLb0EEEvyjjjjjjPNT_1TES4_S4_S4_S4_S4_S4_S4_PKS3_S6_S6_S6_S6_S6_S6_S6_S6_S4_PKyPjyyE5epoch;\n",
    "\t// demoted variable\n",
    "\t.shared .align 4 .b8 _ZZ16coll_flag_reduceI5t_intIhhLb0EEEvyjjjjjjPNT_1TES4_S4_S4_S4_S4_S4_S4_PKS3_S6_S6_S6_S6_S6_S6_S6_S6_S4_PKyPjyyE6failed[8];\n",
    "\tld.param.u64 \t%rd104, [dc_coll_flag_reduce_u8_param_0];\n",
    "\tld.param.u32 \t%r11, [dc_coll_flag_reduce_u8_param_1];\n",
    "\tld.param.u32 \t%r15, [dc_coll_flag_reduce_u8_param_5];\n",
    "\tld.param.u32 \t%r16, [dc_coll_flag_reduce_u8_param_6];\n",
    "\tld.param.u64 \t%rd136, [dc_coll_flag_reduce_u8_param_23];\n",
    "\tld.param.u64 \t%rd137, [dc_coll_flag_reduce_u8_param_25];\n",
    "\tld.param.u64 \t%rd138, [dc_coll_flag_reduce_u8_param_26];\n",
    "\tld.param.u64 \t%rd139, [dc_coll_flag_reduce_u8_param_27];\n",
    "\tld.param.u64 \t%rd140, [dc_coll_flag_reduce_u8_param_28];\n",
    "\tld.param.u64 \t%rd141, [dc_coll_flag_reduce_u8_param_29];\n",
    "\tld.param.u64 \t%rd142, [dc_coll_flag_reduce_u8_param_30];\n",
    "\tld.param.u64 \t%rd123, [dc_coll_flag_reduce_u8_param_32];\n",
    "\tld.param.u64 \t%rd131, [dc_coll_flag_reduce_u8_param_40];\n",
    "\tcvta.to.global.u64 \t%rd1, %rd142;\n",
    "\tcvta.to.global.u64 \t%rd2, %rd141;\n",
    "\tcvta.to.global.u64 \t%rd3, %rd140;\n",
    "\tcvta.to.global.u64 \t%rd4, %rd139;\n",
    "\tcvta.to.global.u64 \t%rd5, %rd138;\n",
    "\tcvta.to.global.u64 \t%rd6, %rd137;\n",
    "\tcvta.to.global.u64 \t%rd7, %rd136;\n",
    "\tmov.u32 \t%r1, %tid.x;\n",
    "\tsetp.ne.s32 \t%p2, %r1, 0;\n",
    "\t@%p2 bra \t$L__BB18_2;\n",
    "\tld.param.u64 \t%rd376, [dc_coll_flag_reduce_u8_param_43];\n",
    "\tcvta.to.global.u64 \t%rd375, %rd376;\n",
    "\tmov.u32 \t%r17, %ctaid.x;\n",
    "\tmul.wide.u32 \t%rd144, %r17, 4;\n",
    "\tadd.s64 \t%rd145, %rd375, %rd144;\n",
    "\tld.global.u32 \t%r18, [%rd145];\n",
    "\tadd.s32 \t%r19, %r18, 1;\n",
    "\tmov.u32 \t%r20, 0;\n",
    "\tst.shared.u32 \t[_ZZ16coll_flag_reduceI5t_intIhhLb0EEEvyjjjjjjPNT_1TES4_S4_S4_S4_S4_S4_S4_PKS3_S6_S6_S6_S6_S6_S6_S6_S6_S4_PKyPjyyE5epoch], %r19;\n",
    "\tst.shared.u32 \t[_ZZ16coll_flag_reduceI5t_intIhhLb0EEEvyjjjjjjPNT_1TES4_S4_S4_S4_S4_S4_S4_PKS3_S6_S6_S6_S6_S6_S6_S6_S6_S4_PKyPjyyE6failed+4], %r20;\n",
    "\tst.shared.u32 \t[_ZZ16coll_flag_reduceI5t_intIhhLb0EEEvyjjjjjjPNT_1TES4_S4_S4_S4_S4_S4_S4_PKS3_S6_S6_S6_S6_S6_S6_S6_S6_S4_PKyPjyyE6failed], %r20;\n",
    "$L__BB18_2:\n",
    "\tld.param.u64 \t%rd374, [dc_coll_flag_reduce_u8_param_41];\n",
    "\tsetp.eq.s64 \t%p3, %rd374, 0;\n",
    "\t@%p3 bra \t$L__BB18_6;\n",
    "\tmov.u32 \t%r81, %tid.x;\n",
    "\tmov.u32 \t%r21, %ntid.x;\n",
    "\tcvt.u64.u32 \t%rd9, %r21;\n",
    "\tmov.u32 \t%r22, %ctaid.x;\n",
    "\tmul.wide.u32 \t%rd146, %r22, %r21;\n",
    "\tcvt.u64.u32 \t%rd147, %r81;\n",
    "\tadd.s64 \t%rd377, %rd146, %rd147;\n",
    "\tsetp.ge.u64 \t%p4, %rd377, %rd104;\n",
    "\t@%p4 bra \t$L__BB18_6;\n",
    "\tld.param.u64 \t%rd361, [dc_coll_flag_reduce_u8_param_41];\n",
    "\tld.param.u64 \t%rd335, [dc_coll_flag_reduce_u8_param_39];\n",
    "\tcvta.to.global.u64 \t%rd11, %rd335;\n",
    "\tcvta.to.global.u64 \t%rd12, %rd361;\n",
    "\tmov.u32 \t%r23, %nctaid.x;\n",
    "\tcvt.u64.u32 \t%rd148, %r23;\n",
    "\tmul.lo.s64 \t%rd13, %rd148, %rd9;\n",
    "$L__BB18_5:\n",
    "\tadd.s64 \t%rd149, %rd377, %rd131;\n",
    "\tadd.s64 \t%rd150, %rd11, %rd149;\n",
    "\tld.global.u8 \t%rs4, [%rd150];\n",
    "\tadd.s64 \t%rd151, %rd12, %rd377;\n",
    "\tst.global.u8 \t[%rd151], %rs4;\n",
    "\tadd.s64 \t%rd377, %rd377, %rd13;\n",
    "\tsetp.lt.u64 \t%p5, %rd377, %rd104;\n",
    "\t@%p5 bra \t$L__BB18_5;\n",
    "$L__BB18_6:\n",
    "\tmov.u32 \t%r75, %tid.x;\n",
    "\tld.param.u32 \t%r73, [dc_coll_flag_reduce_u8_param_2];\n",
    "\tld.param.u32 \t%r72, [dc_coll_flag_reduce_u8_param_3];\n",
    "\tbar.sync \t0;\n",
    "\tld.shared.u32 \t%r2, [_ZZ16coll_flag_reduceI5t_intIhhLb0EEEvyjjjjjjPNT_1TES4_S4_S4_S4_S4_S4_S4_PKS3_S6_S6_S6_S6_S6_S6_S6_S6_S4_PKyPjyyE5epoch];\n",
    "\tbar.sync \t0;\n",
    "\tsetp.ne.s32 \t%p6, %r75, %r72;\n",
    "\tsetp.lt.u32 \t%p7, %r75, %r73;\n",
    "\tand.pred  \t%p1, %p7, %p6;\n",
    "\tcvt.u64.u32 \t%rd18, %r75;\n",
    "\tnot.pred \t%p8, %p1;\n",
    "\t@%p8 bra \t$L__BB18_13;\n",
    "\tld.param.u64 \t%rd370, [dc_coll_flag_reduce_u8_param_42];\n",
    "\tcvta.to.global.u64 \t%rd369, %rd370;\n",
    "\tld.param.u32 \t%r78, [dc_coll_flag_reduce_u8_param_3];\n",
    "\tmov.u32 \t%r77, %tid.x;\n",
    "\tmul.wide.u32 \t%rd368, %r77, 8;\n",
    "\tadd.s64 \t%rd367, %rd369, %rd368;\n",
    "\tcvt.u64.u32 \t%rd366, %r78;\n",
    "\tmul.wide.u32 \t%rd365, %r78, 8;\n",
    "\tadd.s64 \t%rd364, %rd369, %rd365;\n",
    "\tmov.u32 \t%r26, %ctaid.x;\n",
    "\tshl.b32 \t%r27, %r26, 3;\n",
    "\tcvt.u64.u32 \t%rd158, %r27;\n",
    "\tadd.s64 \t%rd160, %rd158, %rd18;\n",
    "\tld.global.u64 \t%rd161, [%rd364];\n",
    "\tshl.b64 \t%rd162, %rd160, 2;\n",
    "\tadd.s64 \t%rd157, %rd161, %rd162;\n",
    "\tadd.s64 \t%rd163, %rd366, %rd158;\n",
    "\tld.global.u64 \t%rd164, [%rd367];\n",
    "\tshl.b64 \t%rd165, %rd163, 2;\n",
    "\tadd.s64 \t%rd155, %rd164, %rd165;\n",
    "\t// begin inline asm\n",
    "\tst.release.sys.global.u32 [%rd155], %r2;\n",
    "\t// end inline asm\n",
    "\t// begin inline asm\n",
    "\tmov.u64 %rd156, %globaltimer;\n",
    "\t// end inline asm\n",
    "\t// begin inline asm\n",
    "\tld.acquire.sys.global.u32 %r25, [%rd157];\n",
    "\t// end inline asm\n",
    "\tsub.s32 \t%r28, %r25, %r2;\n",
    "\tsetp.gt.s32 \t%p9, %r28, -1;\n",
    "\t@%p9 bra \t$L__BB18_13;\n",
    "\tmov.u32 \t%r82, 0;\n",
    "$L__BB18_9:\n",
    "\tadd.s32 \t%r82, %r82, 1;\n",
    "\tand.b32  \t%r30, %r82, 63;\n",
    "\tsetp.ne.s32 \t%p10, %r30, 0;\n",
    "\t@%p10 bra \t$L__BB18_11;\n",
    "\tld.param.u64 \t%rd348, [dc_coll_flag_reduce_u8_param_45];\n",
    "\t// begin inline asm\n",
    "\tmov.u64 %rd166, %globaltimer;\n",
    "\t// end inline asm\n",
    "\tsub.s64 \t%rd167, %rd166, %rd156;\n",
    "\tsetp.gt.u64 \t%p11, %rd167, %rd348;\n",
    "\t@%p11 bra \t$L__BB18_12;\n",
    "$L__BB18_11:\n",
    "\t// begin inline asm\n",
    "\tld.acquire.sys.global.u32 %r31, [%rd157];\n",
    "\t// end inline asm\n",
    "\tsub.s32 \t%r32, %r31, %r2;\n",
    "\tsetp.lt.s32 \t%p12, %r32, 0;\n",
    "\t@%p12 bra \t$L__BB18_9;\n",
    "\tbra.uni \t$L__BB18_13;\n",
    "$L__BB18_12:\n",
    "\tld.param.u32 \t%r79, [dc_coll_flag_reduce_u8_param_3];\n",
    "\tcvt.u64.u32 \t%rd371, %r79;\n",
    "\tmov.u32 \t%r76, %tid.x;\n",
    "\tld.param.u64 \t%rd349, [dc_coll_flag_reduce_u8_param_44];\n",
    "\tcvta.to.global.u64 \t%rd169, %rd349;\n",
    "\tshl.b64 \t%rd170, %rd371, 2;\n",
    "\tadd.s64 \t%rd171, %rd169, %rd170;\n",
    "\tadd.s32 \t%r33, %r76, 257;\n",
    "\tst.volatile.global.u32 \t[%rd171], %r33;\n",
    "\tmembar.sys;\n",
    "\tmov.u32 \t%r34, 1;\n",
    "\tst.volatile.shared.u32 \t[_ZZ16coll_flag_reduceI5t_intIhhLb0EEEvyjjjjjjPNT_1TES4_S4_S4_S4_S4_S4_S4_PKS3_S6_S6_S6_S6_S6_S6_S6_S6_S4_PKyPjyyE6failed], %r34;\n",
    "$L__BB18_13:\n",
    "\tbar.sync \t0;\n",
    "\tld.volatile.shared.u32 \t%r35, [_ZZ16coll_flag_reduceI5t_intIhhLb0EEEvyjjjjjjPNT_1TES4_S4_S4_S4_S4_S4_S4_PKS3_S6_S6_S6_S6_S6_S6_S6_S6_S4_PKyPjyyE6failed];\n",
    "\tsetp.ne.s32 \t%p13, %r35, 0;\n",
    "\t@%p13 bra \t$L__BB18_107;\n",
    "\tmov.u32 \t%r80, %tid.x;\n",
    "\tcvt.u64.u32 \t%rd372, %r80;\n",
    "\tmov.u32 \t%r36, %nctaid.x;\n",
    "\tmov.u32 \t%r37, %ntid.x;\n",
    "\tmul.wide.u32 \t%rd23, %r36, %r37;\n",
    "\tmov.u32 \t%r38, %ctaid.x;\n",
    "\tmul.wide.u32 \t%rd172, %r38, %r37;\n",
    "\tadd.s64 \t%rd378, %rd172, %rd372;\n",
    "\tsetp.ge.u64 \t%p14, %rd378, %rd104;\n",
    "\t@%p14 bra \t$L__BB18_98;\n",
    "\tld.param.u64 \t%rd354, [dc_coll_flag_reduce_u8_param_22];\n",
    "\tld.param.u64 \t%rd353, [dc_coll_flag_reduce_u8_param_14];\n",
    "\tld.param.u64 \t%rd352, [dc_coll_flag_reduce_u8_param_21];\n",
    "\tld.param.u64 \t%rd351, [dc_coll_flag_reduce_u8_param_13];\n",
    "\tld.param.u32 \t%r74, [dc_coll_flag_reduce_u8_param_4];\n",
    "\tld.param.u64 \t%rd347, [dc_coll_flag_reduce_u8_param_20];\n",
    "\tld.param.u64 \t%rd346, [dc_coll_flag_reduce_u8_param_12];\n",
    "\tld.param.u64 \t%rd345, [dc_coll_flag_reduce_u8_param_19];\n",
    "\tld.param.u64 \t%rd344, [dc_coll_flag_reduce_u8_param_11];\n",
    "\tld.param.u64 \t%rd343, [dc_coll_flag_reduce_u8_param_18];\n",
    "\tld.param.u64 \t%rd342, [dc_coll_flag_reduce_u8_param_10];\n",
    "\tld.param.u64 \t%rd341, [dc_coll_flag_reduce_u8_param_17];\n",
    "\tld.param.u64 \t%rd340, [dc_coll_flag_reduce_u8_param_9];\n",
    "\tld.param.u64 \t%rd339, [dc_coll_flag_reduce_u8_param_16];\n",
    "\tld.param.u64 \t%rd338, [dc_coll_flag_reduce_u8_param_8];\n",
    "\tld.param.u64 \t%rd337, [dc_coll_flag_reduce_u8_param_15];\n",
    "\tld.param.u64 \t%rd336, [dc_coll_flag_reduce_u8_param_7];\n",
    "\tcvta.to.global.u64 \t%rd173, %rd336;\n",
    "\tadd.s64 \t%rd26, %rd173, %rd337;\n",
    "\tcvta.to.global.u64 \t%rd174, %rd338;\n",
    "\tadd.s64 \t%rd27, %rd174, %rd339;\n",
    "\tcvta.to.global.u64 \t%rd175, %rd340;\n",
    "\tadd.s64 \t%rd28, %rd175, %rd341;\n",
    "\tcvta.to.global.u64 \t%rd176, %rd342;\n",
    "\tadd.s64 \t%rd29, %rd176, %rd343;\n",
    "\tcvta.to.global.u64 \t%rd177, %rd344;\n",
    "\tadd.s64 \t%rd30, %rd177, %rd345;\n",
    "\tcvta.to.global.u64 \t%rd178, %rd346;\n",
    "\tadd.s64 \t%rd31, %rd178, %rd347;\n",
    "\tcvta.to.global.u64 \t%rd179, %rd351;\n",
    "\tadd.s64 \t%rd32, %rd179, %rd352;\n",
    "\tcvta.to.global.u64 \t%rd180, %rd353;\n",
    "\tadd.s64 \t%rd33, %rd180, %rd354;\n",
    "\tsetp.gt.u32 \t%p15, %r16, 1;\n",
    "\tsetp.eq.s32 \t%p16, %r74, 0;\n",
    "\tselp.b32 \t%r39, 1, %r74, %p16;\n",
    "\tcvt.u64.u32 \t%rd34, %r39;\n",
    "\t@%p15 bra \t$L__BB18_57;\n",
    "\tbra.uni \t$L__BB18_16;\n",
    "$L__BB18_57:\n",
    "\tld.param.u64 \t%rd363, [dc_coll_flag_reduce_u8_param_24];\n",
    "\tcvta.to.global.u64 \t%rd67, %rd363;\n",
    "\tcvt.u32.u64 \t%r44, %rd34;\n",
    "$L__BB18_58:\n",
    "\tld.param.u64 \t%rd328, [dc_coll_flag_reduce_u8_param_31];\n",
    "\tadd.s64 \t%rd233, %rd378, %rd328;\n",
    "\tadd.s64 \t%rd234, %rd7, %rd233;\n",
    "\tld.global.u8 \t%rd69, [%rd234];\n",
    "\tadd.s64 \t%rd235, %rd378, %rd123;\n",
    "\tadd.s64 \t%rd236, %rd67, %rd235;\n",
    "\tld.global.u8 \t%rs2, [%rd236];\n",
    "\tsetp.lt.u32 \t%p60, %r16, 3;\n",
    "\tmov.u64 \t%rd394, %rd69;\n",
    "\t@%p60 bra \t$L__BB18_60;\n",
    "\tld.param.u64 \t%rd334, [dc_coll_flag_reduce_u8_param_33];\n",
    "\tadd.s64 \t%rd237, %rd378, %rd334;\n",
    "\tadd.s64 \t%rd238, %rd6, %rd237;\n",
    "\tld.global.u8 \t%rd394, [%rd238];\n",
    "$L__BB18_60:\n",
    "\tsetp.lt.u32 \t%p61, %r16, 4;\n",
    "\tmov.u64 \t%rd395, %rd69;\n",
    "\t@%p61 bra \t$L__BB18_62;\n",
    "\tld.param.u64 \t%rd333, [dc_coll_flag_reduce_u8_param_34];\n",
    "\tadd.s64 \t%rd239, %rd378, %rd333;\n",
    "\tadd.s64 \t%rd240, %rd5, %rd239;\n",
    "\tld.global.u8 \t%rd395, [%rd240];\n",
    "$L__BB18_62:\n",
    "\tsetp.lt.u32 \t%p62, %r16, 5;\n",
    "\tmov.u64 \t%rd396, %rd69;\n",
    "\t@%p62 bra \t$L__BB18_64;\n",
    "\tld.param.u64 \t%rd332, [dc_coll_flag_reduce_u8_param_35];\n",
    "\tadd.s64 \t%rd241, %rd378, %rd332;\n",
    "\tadd.s64 \t%rd242, %rd4, %rd241;\n",
    "\tld.global.u8 \t%rd396, [%rd242];\n",
    "$L__BB18_64:\n",
    "\tsetp.lt.u32 \t%p63, %r16, 6;\n",
    "\tmov.u64 \t%rd397, %rd69;\n",
    "\t@%p63 bra \t$L__BB18_66;\n",
    "\tld.param.u64 \t%rd331, [dc_coll_flag_reduce_u8_param_36];\n",
    "\tadd.s64 \t%rd243, %rd378, %rd331;\n",
    "\tadd.s64 \t%rd244, %rd3, %rd243;\n",
    "\tld.global.u8 \t%rd397, [%rd244];\n",
    "$L__BB18_66:\n",
    "\tsetp.lt.u32 \t%p64, %r16, 7;\n",
    "\tmov.u64 \t%rd398, %rd69;\n",
    "\t@%p64 bra \t$L__BB18_68;\n",
    "\tld.param.u64 \t%rd330, [dc_coll_flag_reduce_u8_param_37];\n",
    "\tadd.s64 \t%rd245, %rd378, %rd330;\n",
    "\tadd.s64 \t%rd246, %rd2, %rd245;\n",
    "\tld.global.u8 \t%rd398, [%rd246];\n",
    "$L__BB18_68:\n",
    "\tsetp.lt.u32 \t%p65, %r16, 8;\n",
    "\tmov.u64 \t%rd399, %rd69;\n",
    "\t@%p65 bra \t$L__BB18_70;\n",
    "\tld.param.u64 \t%rd329, [dc_coll_flag_reduce_u8_param_38];\n",
    "\tadd.s64 \t%rd247, %rd378, %rd329;\n",
    "\tadd.s64 \t%rd248, %rd1, %rd247;\n",
    "\tld.global.u8 \t%rd399, [%rd248];\n",
    "$L__BB18_70:\n",
    "\tsetp.lt.u32 \t%p127, %r16, 3;\n",
    "\tcvt.u64.u16 \t%rd249, %rs2;\n",
    "\tand.b64  \t%rd250, %rd249, 255;\n",
    "\tmin.u64 \t%rd251, %rd250, %rd69;\n",
    "\tmax.u64 \t%rd252, %rd250, %rd69;\n",
    "\tadd.s64 \t%rd253, %rd250, %rd69;\n",
    "\tsetp.eq.s32 \t%p66, %r11, 3;\n",
    "\tselp.b64 \t%rd254, %rd252, %rd253, %p66;\n",
    "\tsetp.eq.s32 \t%p67, %r11, 2;\n",
    "\tselp.b64 \t%rd255, %rd251, %rd254, %p67;\n",
    "\tmul.lo.s64 \t%rd82, %rd250, %rd69;\n",
    "\tsetp.eq.s32 \t%p68, %r11, 1;\n",
    "\tselp.b64 \t%rd401, %rd82, %rd255, %p68;\n",
    "\t@%p127 bra \t$L__BB18_72;\n",
    "\tmin.u64 \t%rd256, %rd394, %rd401;\n",
    "\tmax.u64 \t%rd257, %rd394, %rd401;\n",
    "\tadd.s64 \t%rd258, %rd401, %rd394;\n",
    "\tselp.b64 \t%rd259, %rd257, %rd258, %p66;\n",
    "\tselp.b64 \t%rd260, %rd256, %rd259, %p67;\n",
    "\tmul.lo.s64 \t%rd261, %rd82, %rd394;\n",
    "\tselp.b64 \t%rd401, %rd261, %rd260, %p68;\n",
    "$L__BB18_72:\n",
    "\tsetp.lt.u32 \t%p112, %r16, 4;\n",
    "\t@%p112 bra \t$L__BB18_74;\n",
    "\tmin.u64 \t%rd262, %rd395, %rd401;\n",
    "\tmax.u64 \t%rd263, %rd395, %rd401;\n",
    "\tadd.s64 \t%rd264, %rd401, %rd395;\n",
    "\tselp.b64 \t%rd265, %rd263, %rd264, %p66;\n",
    "\tselp.b64 \t%rd266, %rd262, %rd265, %p67;\n",
    "\tmul.lo.s64 \t%rd267, %rd401, %rd395;\n",
    "\tselp.b64 \t%rd401, %rd267, %rd266, %p68;\n",
    "$L__BB18_74:\n",
    "\tsetp.lt.u32 \t%p113, %r16, 5;\n",
    "\t@%p113 bra \t$L__BB18_76;\n",
    "\tmin.u64 \t%rd268, %rd396, %rd401;\n",
    "\tmax.u64 \t%rd269, %rd396, %rd401;\n",
    "\tadd.s64 \t%rd270, %rd401, %rd396;\n",
    "\tselp.b64 \t%rd271, %rd269, %rd270, %p66;\n",
    "\tselp.b64 \t%rd272, %rd268, %rd271, %p67;\n",
    "\tmul.lo.s64 \t%rd273, %rd401, %rd396;\n",
    "\tselp.b64 \t%rd401, %rd273, %rd272, %p68;\n",
    "$L__BB18_76:\n",
    "\tsetp.lt.u32 \t%p114, %r16, 6;\n",
    "\t@%p114 bra \t$L__BB18_78;\n",
    "\tmin.u64 \t%rd274, %rd397, %rd401;\n",
    "\tmax.u64 \t%rd275, %rd397, %rd401;\n",
    "\tadd.s64 \t%rd276, %rd401, %rd397;\n",
    "\tselp.b64 \t%rd277, %rd275, %rd276, %p66;\n",
    "\tselp.b64 \t%rd278, %rd274, %rd277, %p67;\n",
    "\tmul.lo.s64 \t%rd279, %rd401, %rd397;\n",
    "\tselp.b64 \t%rd401, %rd279, %rd278, %p68;\n",
    "$L__BB18_78:\n",
    "\tsetp.lt.u32 \t%p115, %r16, 7;\n",
    "\t@%p115 bra \t$L__BB18_80;\n",
    "\tmin.u64 \t%rd280, %rd398, %rd401;\n",
    "\tmax.u64 \t%rd281, %rd398, %rd401;\n",
    "\tadd.s64 \t%rd282, %rd401, %rd398;\n",
    "\tselp.b64 \t%rd283, %rd281, %rd282, %p66;\n",
    "\tselp.b64 \t%rd284, %rd280, %rd283, %p67;\n",
    "\tmul.lo.s64 \t%rd285, %rd401, %rd398;\n",
    "\tselp.b64 \t%rd401, %rd285, %rd284, %p68;\n",
    "$L__BB18_80:\n",
    "\tsetp.lt.u32 \t%p116, %r16, 8;\n",
    "\t@%p116 bra \t$L__BB18_82;\n",
    "\tmin.u64 \t%rd286, %rd399, %rd401;\n",
    "\tmax.u64 \t%rd287, %rd399, %rd401;\n",
    "\tadd.s64 \t%rd288, %rd401, %rd399;\n",
    "\tselp.b64 \t%rd289, %rd287, %rd288, %p66;\n",
    "\tselp.b64 \t%rd290, %rd286, %rd289, %p67;\n",
    "\tmul.lo.s64 \t%rd291, %rd401, %rd399;\n",
    "\tselp.b64 \t%rd401, %rd291, %rd290, %p68;\n",
    "$L__BB18_82:\n",
    "\tsetp.ne.s32 \t%p93, %r11, 4;\n",
    "\t@%p93 bra \t$L__BB18_86;\n",
    "\tand.b64  \t%rd292, %rd401, -4294967296;\n",
    "\tsetp.eq.s64 \t%p94, %rd292, 0;\n",
    "\t@%p94 bra \t$L__BB18_85;\n",
    "\tdiv.u64 \t%rd401, %rd401, %rd34;\n",
    "\tbra.uni \t$L__BB18_86;\n",
    "$L__BB18_85:\n",
    "\tcvt.u32.u64 \t%r45, %rd401;\n",
    "\tdiv.u32 \t%r46, %r45, %r44;\n",
    "\tcvt.u64.u32 \t%rd401, %r46;\n",
    "$L__BB18_86:\n",
    "\tsetp.eq.s32 \t%p95, %r15, 0;\n",
    "\t@%p95 bra \t$L__BB18_97;\n",
    "\tcvt.u16.u64 \t%rs3, %rd401;\n",
    "\tmov.u32 \t%r84, 0;\n",
    "$L__BB18_88:\n",
    "\t.pragma \"nounroll\";\n",
    "\tsetp.gt.s32 \t%p96, %r84, 2;\n",
    "\t@%p96 bra \t$L__BB18_92;\n",
    "\tsetp.eq.s32 \t%p100, %r84, 0;\n",
    "\tmov.u64 \t%rd407, %rd26;\n",
    "\t@%p100 bra \t$L__BB18_96;\n",
    "\tsetp.eq.s32 \t%p101, %r84, 1;\n",
    "\tmov.u64 \t%rd407, %rd27;\n",
    "\t@%p101 bra \t$L__BB18_96;\n",
    "\tsetp.eq.s32 \t%p102, %r84, 2;\n",
    "\tmov.u64 \t%rd407, %rd28;\n",
    "\t@%p102 bra \t$L__BB18_96;\n",
    "\tbra.uni \t$L__BB18_95;\n",
    "$L__BB18_92:\n",
    "\tsetp.eq.s32 \t%p97, %r84, 3;\n",
    "\tmov.u64 \t%rd407, %rd29;\n",
    "\t@%p97 bra \t$L__BB18_96;\n",
    "\tsetp.eq.s32 \t%p98, %r84, 4;\n",
    "\tmov.u64 \t%rd407, %rd30;\n",
    "\t@%p98 bra \t$L__BB18_96;\n",
    "\tsetp.ne.s32 \t%p99, %r84, 5;\n",
    "\tmov.u64 \t%rd407, %rd31;\n",
    "\t@%p99 bra \t$L__BB18_95;\n",
    "\tbra.uni \t$L__BB18_96;\n",
    "$L__BB18_95:\n",
    "\tsetp.eq.s32 \t%p103, %r84, 6;\n",
    "\tselp.b64 \t%rd407, %rd32, %rd33, %p103;\n",
    "$L__BB18_96:\n",
    "\tadd.s64 \t%rd293, %rd407, %rd378;\n",
    "\tst.global.u8 \t[%rd293], %rs3;\n",
    "\tadd.s32 \t%r84, %r84, 1;\n",
    "\tsetp.lt.u32 \t%p104, %r84, %r15;\n",
    "\t@%p104 bra \t$L__BB18_88;\n",
    "$L__BB18_97:\n",
    "\tld.param.u64 \t%rd312, [dc_coll_flag_reduce_u8_param_0];\n",
    "\tadd.s64 \t%rd378, %rd378, %rd23;\n",
    "\tsetp.lt.u64 \t%p105, %rd378, %rd312;\n",
    "\t@%p105 bra \t$L__BB18_58;\n",
    "\tbra.uni \t$L__BB18_98;\n",
    "$L__BB18_16:\n",
    "\tcvt.u32.u64 \t%r40, %rd34;\n",
    "$L__BB18_17:\n",
    "\tld.param.u64 \t%rd355, [dc_coll_flag_reduce_u8_param_31];\n",
    "\tadd.s64 \t%rd181, %rd378, %rd355;\n",
    "\tadd.s64 \t%rd182, %rd7, %rd181;\n",
    "\tld.global.u8 \t%rd386, [%rd182];\n",
    "\tsetp.lt.u32 \t%p17, %r16, 3;\n",
    "\tmov.u64 \t%rd379, %rd386;\n",
    "\t@%p17 bra \t$L__BB18_19;\n",
    "\tld.param.u64 \t%rd357, [dc_coll_flag_reduce_u8_param_33];\n",
    "\tadd.s64 \t%rd183, %rd378, %rd357;\n",
    "\tadd.s64 \t%rd184, %rd6, %rd183;\n",
    "\tld.global.u8 \t%rd379, [%rd184];\n",
    "$L__BB18_19:\n",
    "\tsetp.lt.u32 \t%p18, %r16, 4;\n",
    "\tmov.u64 \t%rd380, %rd386;\n",
    "\t@%p18 bra \t$L__BB18_21;\n",
    "\tld.param.u64 \t%rd356, [dc_coll_flag_reduce_u8_param_34];\n",
    "\tadd.s64 \t%rd185, %rd378, %rd356;\n",
    "\tadd.s64 \t%rd186, %rd5, %rd185;\n",
    "\tld.global.u8 \t%rd380, [%rd186];\n",
    "$L__BB18_21:\n",
    "\tsetp.lt.u32 \t%p19, %r16, 5;\n",
    "\tmov.u64 \t%rd381, %rd386;\n",
    "\t@%p19 bra \t$L__BB18_23;\n",
    "\tld.param.u64 \t%rd360, [dc_coll_flag_reduce_u8_param_35];\n",
    "\tadd.s64 \t%rd187, %rd378, %rd360;\n",
    "\tadd.s64 \t%rd188, %rd4, %rd187;\n",
    "\tld.global.u8 \t%rd381, [%rd188];\n",
    "$L__BB18_23:\n",
    "\tsetp.lt.u32 \t%p20, %r16, 6;\n",
    "\tmov.u64 \t%rd382, %rd386;\n",
    "\t@%p20 bra \t$L__BB18_25;\n",
    "\tld.param.u64 \t%rd359, [dc_coll_flag_reduce_u8_param_36];\n",
    "\tadd.s64 \t%rd189, %rd378, %rd359;\n",
    "\tadd.s64 \t%rd190, %rd3, %rd189;\n",
    "\tld.global.u8 \t%rd382, [%rd190];\n",
    "$L__BB18_25:\n",
    "\tsetp.lt.u32 \t%p21, %r16, 7;\n",
    "\tmov.u64 \t%rd383, %rd386;\n",
    "\t@%p21 bra \t$L__BB18_27;\n",
    "\tld.param.u64 \t%rd358, [dc_coll_flag_reduce_u8_param_37];\n",
    "\tadd.s64 \t%rd191, %rd378, %rd358;\n",
    "\tadd.s64 \t%rd192, %rd2, %rd191;\n",
    "\tld.global.u8 \t%rd383, [%rd192];\n",
    "$L__BB18_27:\n",
    "\tsetp.lt.u32 \t%p22, %r16, 8;\n",
    "\tmov.u64 \t%rd384, %rd386;\n",
    "\t@%p22 bra \t$L__BB18_29;\n",
    "\tld.param.u64 \t%rd362, [dc_coll_flag_reduce_u8_param_38];\n",
    "\tadd.s64 \t%rd193, %rd378, %rd362;\n",
    "\tadd.s64 \t%rd194, %rd1, %rd193;\n",
    "\tld.global.u8 \t%rd384, [%rd194];\n",
    "$L__BB18_29:\n",
    "\tsetp.lt.u32 \t%p121, %r16, 3;\n",
    "\t@%p121 bra \t$L__BB18_31;\n",
    "\tsetp.eq.s32 \t%p24, %r11, 3;\n",
    "\tmin.u64 \t%rd195, %rd379, %rd386;\n",
    "\tmax.u64 \t%rd196, %rd379, %rd386;\n",
    "\tadd.s64 \t%rd197, %rd379, %rd386;\n",
    "\tselp.b64 \t%rd198, %rd196, %rd197, %p24;\n",
    "\tsetp.eq.s32 \t%p25, %r11, 2;\n",
    "\tselp.b64 \t%rd199, %rd195, %rd198, %p25;\n",
    "\tmul.lo.s64 \t%rd200, %rd379, %rd386;\n",
    "\tsetp.eq.s32 \t%p26, %r11, 1;\n",
    "\tselp.b64 \t%rd386, %rd200, %rd199, %p26;\n",
    "$L__BB18_31:\n",
    "\tsetp.lt.u32 \t%p122, %r16, 4;\n",
    "\t@%p122 bra \t$L__BB18_33;\n",
    "\tsetp.eq.s32 \t%p28, %r11, 3;\n",
    "\tmin.u64 \t%rd201, %rd380, %rd386;\n",
    "\tmax.u64 \t%rd202, %rd380, %rd386;\n",
    "\tadd.s64 \t%rd203, %rd386, %rd380;\n",
    "\tselp.b64 \t%rd204, %rd202, %rd203, %p28;\n",
    "\tsetp.eq.s32 \t%p29, %r11, 2;\n",
    "\tselp.b64 \t%rd205, %rd201, %rd204, %p29;\n",
    "\tmul.lo.s64 \t%rd206, %rd386, %rd380;\n",
    "\tsetp.eq.s32 \t%p30, %r11, 1;\n",
    "\tselp.b64 \t%rd386, %rd206, %rd205, %p30;\n",
    "$L__BB18_33:\n",
    "\tsetp.lt.u32 \t%p123, %r16, 5;\n",
    "\t@%p123 bra \t$L__BB18_35;\n",
    "\tsetp.eq.s32 \t%p32, %r11, 3;\n",
    "\tmin.u64 \t%rd207, %rd381, %rd386;\n",
    "\tmax.u64 \t%rd208, %rd381, %rd386;\n",
    "\tadd.s64 \t%rd209, %rd386, %rd381;\n",
    "\tselp.b64 \t%rd210, %rd208, %rd209, %p32;\n",
    "\tsetp.eq.s32 \t%p33, %r11, 2;\n",
    "\tselp.b64 \t%rd211, %rd207, %rd210, %p33;\n",
    "\tmul.lo.s64 \t%rd212, %rd386, %rd381;\n",
    "\tsetp.eq.s32 \t%p34, %r11, 1;\n",
    "\tselp.b64 \t%rd386, %rd212, %rd211, %p34;\n",
    "$L__BB18_35:\n",
    "\tsetp.lt.u32 \t%p124, %r16, 6;\n",
    "\t@%p124 bra \t$L__BB18_37;\n",
    "\tsetp.eq.s32 \t%p36, %r11, 3;\n",
    "\tmin.u64 \t%rd213, %rd382, %rd386;\n",
    "\tmax.u64 \t%rd214, %rd382, %rd386;\n",
    "\tadd.s64 \t%rd215, %rd386, %rd382;\n",
    "\tselp.b64 \t%rd216, %rd214, %rd215, %p36;\n",
    "\tsetp.eq.s32 \t%p37, %r11, 2;\n",
    "\tselp.b64 \t%rd217, %rd213, %rd216, %p37;\n",
    "\tmul.lo.s64 \t%rd218, %rd386, %rd382;\n",
    "\tsetp.eq.s32 \t%p38, %r11, 1;\n",
    "\tselp.b64 \t%rd386, %rd218, %rd217, %p38;\n",
    "$L__BB18_37:\n",
    "\tsetp.lt.u32 \t%p125, %r16, 7;\n",
    "\t@%p125 bra \t$L__BB18_39;\n",
    "\tsetp.eq.s32 \t%p40, %r11, 3;\n",
    "\tmin.u64 \t%rd219, %rd383, %rd386;\n",
    "\tmax.u64 \t%rd220, %rd383, %rd386;\n",
    "\tadd.s64 \t%rd221, %rd386, %rd383;\n",
    "\tselp.b64 \t%rd222, %rd220, %rd221, %p40;\n",
    "\tsetp.eq.s32 \t%p41, %r11, 2;\n",
    "\tselp.b64 \t%rd223, %rd219, %rd222, %p41;\n",
    "\tmul.lo.s64 \t%rd224, %rd386, %rd383;\n",
    "\tsetp.eq.s32 \t%p42, %r11, 1;\n",
    "\tselp.b64 \t%rd386, %rd224, %rd223, %p42;\n",
    "$L__BB18_39:\n",
    "\tsetp.lt.u32 \t%p126, %r16, 8;\n",
    "\t@%p126 bra \t$L__BB18_41;\n",
    "\tsetp.eq.s32 \t%p44, %r11, 3;\n",
    "\tmin.u64 \t%rd225, %rd384, %rd386;\n",
    "\tmax.u64 \t%rd226, %rd384, %rd386;\n",
    "\tadd.s64 \t%rd227, %rd386, %rd384;\n",
    "\tselp.b64 \t%rd228, %rd226, %rd227, %p44;\n",
    "\tsetp.eq.s32 \t%p45, %r11, 2;\n",
    "\tselp.b64 \t%rd229, %rd225, %rd228, %p45;\n",
    "\tmul.lo.s64 \t%rd230, %rd386, %rd384;\n",
    "\tsetp.eq.s32 \t%p46, %r11, 1;\n",
    "\tselp.b64 \t%rd386, %rd230, %rd229, %p46;\n",
    "$L__BB18_41:\n",
    "\tsetp.ne.s32 \t%p47, %r11, 4;\n",
    "\t@%p47 bra \t$L__BB18_45;\n",
    "\tand.b64  \t%rd231, %rd386, 72057589742960640;\n",
    "\tsetp.eq.s64 \t%p48, %rd231, 0;\n",
    "\t@%p48 bra \t$L__BB18_44;\n",
    "\tdiv.u64 \t%rd386, %rd386, %rd34;\n",
    "\tbra.uni \t$L__BB18_45;\n",
    "$L__BB18_44:\n",
    "\tcvt.u32.u64 \t%r41, %rd386;\n",
    "\tdiv.u32 \t%r42, %r41, %r40;\n",
    "\tcvt.u64.u32 \t%rd386, %r42;\n",
    "$L__BB18_45:\n",
    "\tsetp.eq.s32 \t%p49, %r15, 0;\n",
    "\t@%p49 bra \t$L__BB18_56;\n",
    "\tcvt.u16.u64 \t%rs1, %rd386;\n",
    "\tmov.u32 \t%r83, 0;\n",
    "$L__BB18_47:\n",
    "\t.pragma \"nounroll\";\n",
    "\tsetp.gt.s32 \t%p50, %r83, 2;\n",
    "\t@%p50 bra \t$L__BB18_51;\n",
    "\tsetp.eq.s32 \t%p54, %r83, 0;\n",
    "\tmov.u64 \t%rd392, %rd26;\n",
    "\t@%p54 bra \t$L__BB18_55;\n",
    "\tsetp.eq.s32 \t%p55, %r83, 1;\n",
    "\tmov.u64 \t%rd392, %rd27;\n",
    "\t@%p55 bra \t$L__BB18_55;\n",
    "\tsetp.eq.s32 \t%p56, %r83, 2;\n",
    "\tmov.u64 \t%rd392, %rd28;\n",
    "\t@%p56 bra \t$L__BB18_55;\n",
    "\tbra.uni \t$L__BB18_54;\n",
    "$L__BB18_51:\n",
    "\tsetp.eq.s32 \t%p51, %r83, 3;\n",
    "\tmov.u64 \t%rd392, %rd29;\n",
    "\t@%p51 bra \t$L__BB18_55;\n",
    "\tsetp.eq.s32 \t%p52, %r83, 4;\n",
    "\tmov.u64 \t%rd392, %rd30;\n",
    "\t@%p52 bra \t$L__BB18_55;\n",
    "\tsetp.ne.s32 \t%p53, %r83, 5;\n",
    "\tmov.u64 \t%rd392, %rd31;\n",
    "\t@%p53 bra \t$L__BB18_54;\n",
    "\tbra.uni \t$L__BB18_55;\n",
    "$L__BB18_54:\n",
    "\tsetp.eq.s32 \t%p57, %r83, 6;\n",
    "\tselp.b64 \t%rd392, %rd32, %rd33, %p57;\n",
    "$L__BB18_55:\n",
    "\tadd.s64 \t%rd232, %rd392, %rd378;\n",
    "\tst.global.u8 \t[%rd232], %rs1;\n",
    "\tadd.s32 \t%r83, %r83, 1;\n",
    "\tsetp.lt.u32 \t%p58, %r83, %r15;\n",
    "\t@%p58 bra \t$L__BB18_47;\n",
    "$L__BB18_56:\n",
    "\tld.param.u64 \t%rd373, [dc_coll_flag_reduce_u8_param_0];\n",
    "\tadd.s64 \t%rd378, %rd378, %rd23;\n",
    "\tsetp.lt.u64 \t%p59, %rd378, %rd373;\n",
    "\t@%p59 bra \t$L__BB18_17;\n",
    "$L__BB18_98:\n",
    "\tld.param.u32 \t%r64, [dc_coll_flag_reduce_u8_param_2];\n",
    "\tld.param.u32 \t%r63, [dc_coll_flag_reduce_u8_param_3];\n",
    "\tmov.u32 \t%r62, %tid.x;\n",
    "\tsetp.ne.s32 \t%p120, %r62, %r63;\n",
    "\tsetp.lt.u32 \t%p119, %r62, %r64;\n",
    "\tand.pred  \t%p118, %p119, %p120;\n",
    "\tnot.pred \t%p117, %p118;\n",
    "\tbar.sync \t0;\n",
    "\t@%p117 bra \t$L__BB18_105;\n",
    "\tld.param.u64 \t%rd324, [dc_coll_flag_reduce_u8_param_42];\n",
    "\tcvta.to.global.u64 \t%rd323, %rd324;\n",
    "\tld.param.u32 \t%r69, [dc_coll_flag_reduce_u8_param_3];\n",
    "\tmov.u32 \t%r68, %tid.x;\n",
    "\tmov.u32 \t%r67, %ctaid.x;\n",
    "\tcvt.u64.u32 \t%rd322, %r67;\n",
    "\tmul.wide.u32 \t%rd321, %r68, 8;\n",
    "\tadd.s64 \t%rd320, %rd323, %rd321;\n",
    "\tcvt.u64.u32 \t%rd319, %r69;\n",
    "\tmul.wide.u32 \t%rd318, %r69, 8;\n",
    "\tadd.s64 \t%rd317, %rd323, %rd318;\n",
    "\tcvt.u64.u32 \t%rd316, %r68;\n",
    "\tcvt.u32.u64 \t%r50, %rd322;\n",
    "\tshl.b32 \t%r51, %r50, 3;\n",
    "\tadd.s32 \t%r52, %r51, 1024;\n",
    "\tcvt.u64.u32 \t%rd297, %r52;\n",
    "\tadd.s64 \t%rd298, %rd297, %rd316;\n",
    "\tld.global.u64 \t%rd299, [%rd317];\n",
    "\tshl.b64 \t%rd300, %rd298, 2;\n",
    "\tadd.s64 \t%rd296, %rd299, %rd300;\n",
    "\tadd.s64 \t%rd301, %rd319, %rd297;\n",
    "\tld.global.u64 \t%rd302, [%rd320];\n",
    "\tshl.b64 \t%rd303, %rd301, 2;\n",
    "\tadd.s64 \t%rd294, %rd302, %rd303;\n",
    "\t// begin inline asm\n",
    "\tst.release.sys.global.u32 [%rd294], %r2;\n",
    "\t// end inline asm\n",
    "\t// begin inline asm\n",
    "\tmov.u64 %rd295, %globaltimer;\n",
    "\t// end inline asm\n",
    "\t// begin inline asm\n",
    "\tld.acquire.sys.global.u32 %r49, [%rd296];\n",
    "\t// end inline asm\n",
    "\tsub.s32 \t%r53, %r49, %r2;\n",
    "\tsetp.gt.s32 \t%p107, %r53, -1;\n",
    "\t@%p107 bra \t$L__BB18_105;\n",
    "\tmov.u32 \t%r85, 0;\n",
    "$L__BB18_101:\n",
    "\tadd.s32 \t%r85, %r85, 1;\n",
    "\tand.b32  \t%r55, %r85, 63;\n",
    "\tsetp.ne.s32 \t%p108, %r55, 0;\n",
    "\t@%p108 bra \t$L__BB18_103;\n",
    "\tld.param.u64 \t%rd325, [dc_coll_flag_reduce_u8_param_45];\n",
    "\t// begin inline asm\n",
    "\tmov.u64 %rd304, %globaltimer;\n",
    "\t// end inline asm\n",
    "\tsub.s64 \t%rd305, %rd304, %rd295;\n",
    "\tsetp.gt.u64 \t%p109, %rd305, %rd325;\n",
    "\t@%p109 bra \t$L__BB18_104;\n",
    "$L__BB18_103:\n",
    "\t// begin inline asm\n",
    "\tld.acquire.sys.global.u32 %r56, [%rd296];\n",
    "\t// end inline asm\n",
    "\tsub.s32 \t%r57, %r56, %r2;\n",
    "\tsetp.lt.s32 \t%p110, %r57, 0;\n",
    "\t@%p110 bra \t$L__BB18_101;\n",
    "\tbra.uni \t$L__BB18_105;\n",
    "$L__BB18_104:\n",
    "\tld.param.u64 \t%rd327, [dc_coll_flag_reduce_u8_param_44];\n",
    "\tld.param.u32 \t%r71, [dc_coll_flag_reduce_u8_param_3];\n",
    "\tcvt.u64.u32 \t%rd326, %r71;\n",
    "\tmov.u32 \t%r70, %tid.x;\n",
    "\tcvta.to.global.u64 \t%rd307, %rd327;\n",
    "\tshl.b64 \t%rd308, %rd326, 2;\n",
    "\tadd.s64 \t%rd309, %rd307, %rd308;\n",
    "\tadd.s32 \t%r58, %r70, 513;\n",
    "\tst.volatile.global.u32 \t[%rd309], %r58;\n",
    "\tmembar.sys;\n",
    "\tmov.u32 \t%r59, 1;\n",
    "\tst.volatile.shared.u32 \t[_ZZ16coll_flag_reduceI5t_intIhhLb0EEEvyjjjjjjPNT_1TES4_S4_S4_S4_S4_S4_S4_PKS3_S6_S6_S6_S6_S6_S6_S6_S6_S4_PKyPjyyE6failed+4], %r59;\n",
    "$L__BB18_105:\n",
    "\tmov.u32 \t%r65, %tid.x;\n",
    "\tbar.sync \t0;\n",
    "\tld.volatile.shared.u32 \t%r60, [_ZZ16coll_flag_reduceI5t_intIhhLb0EEEvyjjjjjjPNT_1TES4_S4_S4_S4_S4_S4_S4_PKS3_S6_S6_S6_S6_S6_S6_S6_S6_S4_PKyPjyyE6failed+4];\n",
    "\tor.b32  \t%r61, %r60, %r65;\n",
    "\tsetp.ne.s32 \t%p111, %r61, 0;\n",
    "\t@%p111 bra \t$L__BB18_107;\n",
    "\tmov.u32 \t%r66, %ctaid.x;\n",
    "\tcvt.u64.u32 \t%rd315, %r66;\n",
    "\tld.param.u64 \t%rd314, [dc_coll_flag_reduce_u8_param_43];\n",
    "\tcvta.to.global.u64 \t%rd313, %rd314;\n",
    "\tshl.b64 \t%rd310, %rd315, 2;\n",
    "\tadd.s64 \t%rd311, %rd313, %rd310;\n",
    "\tst.global.u32 \t[%rd311], %r2;\n",
    "$L__BB18_107:\n",
    "\tret;\n",
    "}\n",
    "\t// .globl\tdc_coll_flag_reduce_i32\n",
    ".visible .entry dc_coll_flag_reduce_i32(\n",
    "\t.param .u64 dc_coll_flag_reduce_i32_param_0,\n",
    "\t.param .u32 dc_coll_flag_reduce_i32_param_1,\n",
    "\t.param .u32 dc_coll_flag_reduce_i32_param_2,\n",
    "\t.param .u32 dc_coll_flag_reduce_i32_param_3,\n",
    "\t.param .u32 dc_coll_flag_reduce_i32_param_4,\n",
    "\t.param .u32 dc_coll_flag_reduce_i32_param_5,\n",
    "\t.param .u32 dc_coll_flag_reduce_i32_param_6,\n",
    "\t.param .u64 dc_coll_flag_reduce_i32_param_7,\n",
    "\t.param .u64 dc_coll_flag_reduce_i32_param_8,\n",
    "\t.param .u64 dc_coll_flag_reduce_i32_param_9,\n",
    "\t.param .u64 dc_coll_flag_reduce_i32_param_10,\n",
    "\t.param .u64 dc_coll_flag_reduce_i32_param_11,\n",
    "\t.param .u64 dc_coll_flag_reduce_i32_param_12,\n",
    "\t.param .u64 dc_coll_flag_reduce_i32_param_13,\n",
    "\t.param .u64 dc_coll_flag_reduce_i32_param_14,\n",
    "\t.param .u64 dc_coll_flag_reduce_i32_param_15,\n",
    "\t.param .u64 dc_coll_flag_reduce_i32_param_16,\n",
    "\t.param .u64 dc_coll_flag_reduce_i32_param_17,\n",
    "\t.param .u64 dc_coll_flag_reduce_i32_param_18,\n",
    "\t.param .u64 dc_coll_flag_reduce_i32_param_19,\n",
    "\t.param .u64 dc_coll_flag_reduce_i32_param_20,\n",
    "\t.param .u64 dc_coll_flag_reduce_i32_param_21,\n",
    "\t.param .u64 dc_coll_flag_reduce_i32_param_22,\n",
    "\t.param .u64 dc_coll_flag_reduce_i32_param_23,\n",
    "\t.param .u64 dc_coll_flag_reduce_i32_param_24,\n",
    "\t.param .u64 dc_coll_flag_reduce_i32_param_25,\n",
    "\t.param .u64 dc_coll_flag_reduce_i32_param_26,\n",
    "\t.param .u64 dc_coll_flag_reduce_i32_param_27,\n",
    "\t.param .u64 dc_coll_flag_reduce_i32_param_28,\n",
    "\t.param .u64 dc_coll_flag_reduce_i32_param_29,\n",
    "\t.param .u64 dc_coll_flag_reduce_i32_param_30,\n",
    "\t.param .u64 dc_coll_flag_reduce_i32_param_31,\n",
    "\t.param .u64 dc_coll_flag_reduce_i32_param_32,\n",
    "\t.param .u64 dc_coll_flag_reduce_i32_param_33,\n",
    "\t.param .u64 dc_coll_flag_reduce_i32_param_34,\n",
    "\t.param .u64 dc_coll_flag_reduce_i32_param_35,\n",
    "\t.param .u64 dc_coll_flag_reduce_i32_param_36,\n",
    "\t.param .u64 dc_coll_flag_reduce_i32_param_37,\n",
    "\t.param .u64 dc_coll_flag_reduce_i32_param_38,\n",
    "\t.param .u64 dc_coll_flag_reduce_i32_param_39,\n",
    "\t.param .u64 dc_coll_flag_reduce_i32_param_40,\n",
    "\t.param .u64 dc_coll_flag_reduce_i32_param_41,\n",
    "\t.param .u64 dc_coll_flag_reduce_i32_param_42,\n",
    "\t.param .u64 dc_coll_flag_reduce_i32_param_43,\n",
    "\t.param .u64 dc_coll_flag_reduce_i32_param_44,\n",
    "\t.param .u64 dc_coll_flag_reduce_i32_param_45\n",
    ")\n",
    "{\n",
    "\t.reg .pred \t%p<128>;\n",
    "\t.reg .b32 \t%r<90>;\n",
    "\t.reg .b64 \t%rd<434>;\n",
    "\t// demoted variable\n",
    "\t.shared .align 4 .u32 _ZZ16coll_flag_reduceI5t_intIijLb1EEEvyjjjjjjPNT_1TES4_S4_S4_S4_S4_S4_S4_PKS3_S6_S6_S6_S6_S6_S6_S6_S6_S4_PKyPjyyE5epoch;\n",
    "\t// demoted variable\n",
    "\t.shared .align 4 .b8 _ZZ16coll_flag_reduceI5t_intIijLb1EEEvyjjjjjjPNT_1TES4_S4_S4_S4_S4_S4_S4_PKS3_S6_S6_S6_S6_S6_S6_S6_S6_S4_PKyPjyyE6failed[8];\n",
    "\tld.param.u64 \t%rd104, [dc_coll_flag_reduce_i32_param_0];\n",
    "\tld.param.u32 \t%r14, [dc_coll_flag_reduce_i32_param_1];\n",
    "\tld.param.u32 \t%r18, [dc_coll_flag_reduce_i32_param_5];\n",
    "\tld.param.u32 \t%r19, [dc_coll_flag_reduce_i32_param_6];\n",
    "\tld.param.u64 \t%rd136, [dc_coll_flag_reduce_i32_param_23];\n",
    "\tld.param.u64 \t%rd137, [dc_coll_flag_reduce_i32_param_25];\n",
    "\tld.param.u64 \t%rd138, [dc_coll_flag_reduce_i32_param_26];\n",
    "\tld.param.u64 \t%rd139, [dc_coll_flag_reduce_i32_param_27];\n",
    "\tld.param.u64 \t%rd140, [dc_coll_flag_reduce_i32_param_28];\n",
    "\tld.param.u64 \t%rd141, [dc_coll_flag_reduce_i32_param_29];\n",
    "\tld.param.u64 \t%rd142, [dc_coll_flag_reduce_i32_param_30];\n",
    "\tld.param.u64 \t%rd123, [dc_coll_flag_reduce_i32_param_32];\n",
    "\tld.param.u64 \t%rd131, [dc_coll_flag_reduce_i32_param_40];\n",
    "\tcvta.to.global.u64 \t%rd1, %rd142;\n",
    "\tcvta.to.global.u64 \t%rd2, %rd141;\n",
    "\tcvta.to.global.u64 \t%rd3, %rd140;\n",
    "\tcvta.to.global.u64 \t%rd4, %rd139;\n",
    "\tcvta.to.global.u64 \t%rd5, %rd138;\n",
    "\tcvta.to.global.u64 \t%rd6, %rd137;\n",
    "\tcvta.to.global.u64 \t%rd7, %rd136;\n",
    "\tmov.u32 \t%r1, %tid.x;\n",
    "\tsetp.ne.s32 \t%p2, %r1, 0;\n",
    "\t@%p2 bra \t$L__BB19_2;\n",
    "\tld.param.u64 \t%rd402, [dc_coll_flag_reduce_i32_param_43];\n",
    "\tcvta.to.global.u64 \t%rd401, %rd402;\n",
    "\tmov.u32 \t%r20, %ctaid.x;\n",
    "\tmul.wide.u32 \t%rd144, %r20, 4;\n",
    "\tadd.s64 \t%rd145, %rd401, %rd144;\n",
    "\tld.global.u32 \t%r21, [%rd145];\n",
    "\tadd.s32 \t%r22, %r21, 1;\n",
    "\tmov.u32 \t%r23, 0;\n",
    "\tst.shared.u32 \t[_ZZ16coll_flag_reduceI5t_intIijLb1EEEvyjjjjjjPNT_1TES4_S4_S4_S4_S4_S4_S4_PKS3_S6_S6_S6_S6_S6_S6_S6_S6_S4_PKyPjyyE5epoch], %r22;\n",
    "\tst.shared.u32 \t[_ZZ16coll_flag_reduceI5t_intIijLb1EEEvyjjjjjjPNT_1TES4_S4_S4_S4_S4_S4_S4_PKS3_S6_S6_S6_S6_S6_S6_S6_S6_S4_PKyPjyyE6failed+4], %r23;\n",
    "\tst.shared.u32 \t[_ZZ16coll_flag_reduceI5t_intIijLb1EEEvyjjjjjjPNT_1TES4_S4_S4_S4_S4_S4_S4_PKS3_S6_S6_S6_S6_S6_S6_S6_S6_S4_PKyPjyyE6failed], %r23;\n",
    "$L__BB19_2:\n",
    "\tld.param.u64 \t%rd400, [dc_coll_flag_reduce_i32_param_41];\n",
    "\tsetp.eq.s64 \t%p3, %rd400, 0;\n",
    "\t@%p3 bra \t$L__BB19_6;\n",
    "\tmov.u32 \t%r85, %tid.x;\n",
    "\tmov.u32 \t%r24, %ntid.x;\n",
    "\tcvt.u64.u32 \t%rd9, %r24;\n",
    "\tmov.u32 \t%r25, %ctaid.x;\n",
    "\tmul.wide.u32 \t%rd146, %r25, %r24;\n",
    "\tcvt.u64.u32 \t%rd147, %r85;\n",
    "\tadd.s64 \t%rd403, %rd146, %rd147;\n",
    "\tsetp.ge.u64 \t%p4, %rd403, %rd104;\n",
    "\t@%p4 bra \t$L__BB19_6;\n",
    "\tld.param.u64 \t%rd387, [dc_coll_flag_reduce_i32_param_41];\n",
    "\tld.param.u64 \t%rd361, [dc_coll_flag_reduce_i32_param_39];\n",
    "\tcvta.to.global.u64 \t%rd11, %rd361;\n",
    "\tcvta.to.global.u64 \t%rd12, %rd387;\n",
    "\tmov.u32 \t%r26, %nctaid.x;\n",
    "\tcvt.u64.u32 \t%rd148, %r26;\n",
    "\tmul.lo.s64 \t%rd13, %rd148, %rd9;\n",
    "$L__BB19_5:\n",
    "\tadd.s64 \t%rd149, %rd403, %rd131;\n",
    "\tshl.b64 \t%rd150, %rd149, 2;\n",
    "\tadd.s64 \t%rd151, %rd11, %rd150;\n",
    "\tld.global.u32 \t%r27, [%rd151];\n",
    "\tshl.b64 \t%rd152, %rd403, 2;\n",
    "\tadd.s64 \t%rd153, %rd12, %rd152;\n",
    "\tst.global.u32 \t[%rd153], %r27;\n",
    "\tadd.s64 \t%rd403, %rd403, %rd13;\n",
    "\tsetp.lt.u64 \t%p5, %rd403, %rd104;\n",
    "\t@%p5 bra \t$L__BB19_5;\n",
    "$L__BB19_6:\n",
    "\tmov.u32 \t%r79, %tid.x;\n",
    "\tld.param.u32 \t%r77, [dc_coll_flag_reduce_i32_param_2];\n",
    "\tld.param.u32 \t%r76, [dc_coll_flag_reduce_i32_param_3];\n",
    "\tbar.sync \t0;\n",
    "\tld.shared.u32 \t%r2, [_ZZ16coll_flag_reduceI5t_intIijLb1EEEvyjjjjjjPNT_1TES4_S4_S4_S4_S4_S4_S4_PKS3_S6_S6_S6_S6_S6_S6_S6_S6_S4_PKyPjyyE5epoch];\n",
    "\tbar.sync \t0;\n",
    "\tsetp.ne.s32 \t%p6, %r79, %r76;\n",
    "\tsetp.lt.u32 \t%p7, %r79, %r77;\n",
    "\tand.pred  \t%p1, %p7, %p6;\n",
    "\tcvt.u64.u32 \t%rd18, %r79;\n",
    "\tnot.pred \t%p8, %p1;\n",
    "\t@%p8 bra \t$L__BB19_13;\n",
    "\tld.param.u64 \t%rd396, [dc_coll_flag_reduce_i32_param_42];\n",
    "\tcvta.to.global.u64 \t%rd395, %rd396;\n",
    "\tld.param.u32 \t%r82, [dc_coll_flag_reduce_i32_param_3];\n",
    "\tmov.u32 \t%r81, %tid.x;\n",
    "\tmul.wide.u32 \t%rd394, %r81, 8;\n",
    "\tadd.s64 \t%rd393, %rd395, %rd394;\n",
    "\tcvt.u64.u32 \t%rd392, %r82;\n",
    "\tmul.wide.u32 \t%rd391, %r82, 8;\n",
    "\tadd.s64 \t%rd390, %rd395, %rd391;\n",
    "\tmov.u32 \t%r30, %ctaid.x;\n",
    "\tshl.b32 \t%r31, %r30, 3;\n",
    "\tcvt.u64.u32 \t%rd160, %r31;\n",
    "\tadd.s64 \t%rd162, %rd160, %rd18;\n",
    "\tld.global.u64 \t%rd163, [%rd390];\n",
    "\tshl.b64 \t%rd164, %rd162, 2;\n",
    "\tadd.s64 \t%rd159, %rd163, %rd164;\n",
    "\tadd.s64 \t%rd165, %rd392, %rd160;\n",
    "\tld.global.u64 \t%rd166, [%rd393];\n",
    "\tshl.b64 \t%rd167, %rd165, 2;\n",
    "\tadd.s64 \t%rd157, %rd166, %rd167;\n",
    "\t// begin inline asm\n",
    "\tst.release.sys.global.u32 [%rd157], %r2;\n",
    "\t// end inline asm\n",
    "\t// begin inline asm\n",
    "\tmov.u64 %rd158, %globaltimer;\n",
    "\t// end inline asm\n",
    "\t// begin inline asm\n",
    "\tld.acquire.sys.global.u32 %r29, [%rd159];\n",
    "\t// end inline asm\n",
    "\tsub.s32 \t%r32, %r29, %r2;\n",
    "\tsetp.gt.s32 \t%p9, %r32, -1;\n",
    "\t@%p9 bra \t$L__BB19_13;\n",
    "\tmov.u32 \t%r86, 0;\n",
    "$L__BB19_9:\n",
    "\tadd.s32 \t%r86, %r86, 1;\n",
    "\tand.b32  \t%r34, %r86, 63;\n",
    "\tsetp.ne.s32 \t%p10, %r34, 0;\n",
    "\t@%p10 bra \t$L__BB19_11;\n",
    "\tld.param.u64 \t%rd374, [dc_coll_flag_reduce_i32_param_45];\n",
    "\t// begin inline asm\n",
    "\tmov.u64 %rd168, %globaltimer;\n",
    "\t// end inline asm\n",
    "\tsub.s64 \t%rd169, %rd168, %rd158;\n",
    "\tsetp.gt.u64 \t%p11, %rd169, %rd374;\n",
    "\t@%p11 bra \t$L__BB19_12;\n",
    "$L__BB19_11:\n",
    "\t// begin inline asm\n",
    "\tld.acquire.sys.global.u32 %r35, [%rd159];\n",
    "\t// end inline asm\n",
    "\tsub.s32 \t%r36, %r35, %r2;\n",
    "\tsetp.lt.s32 \t%p12, %r36, 0;\n",
    "\t@%p12 bra \t$L__BB19_9;\n",
    "\tbra.uni \t$L__BB19_13;\n",
    "$L__BB19_12:\n",
    "\tld.param.u32 \t%r83, [dc_coll_flag_reduce_i32_param_3];\n",
    "\tcvt.u64.u32 \t%rd397, %r83;\n",
    "\tmov.u32 \t%r80, %tid.x;\n",
    "\tld.param.u64 \t%rd375, [dc_coll_flag_reduce_i32_param_44];\n",
    "\tcvta.to.global.u64 \t%rd171, %rd375;\n",
    "\tshl.b64 \t%rd172, %rd397, 2;\n",
    "\tadd.s64 \t%rd173, %rd171, %rd172;\n",
    "\tadd.s32 \t%r37, %r80, 257;\n",
    "\tst.volatile.global.u32 \t[%rd173], %r37;\n",
    "\tmembar.sys;\n",
    "\tmov.u32 \t%r38, 1;\n",
    "\tst.volatile.shared.u32 \t[_ZZ16coll_flag_reduceI5t_intIijLb1EEEvyjjjjjjPNT_1TES4_S4_S4_S4_S4_S4_S4_PKS3_S6_S6_S6_S6_S6_S6_S6_S6_S4_PKyPjyyE6failed], %r38;\n",
    "$L__BB19_13:\n",
    "\tbar.sync \t0;\n",
    "\tld.volatile.shared.u32 \t%r39, [_ZZ16coll_flag_reduceI5t_intIijLb1EEEvyjjjjjjPNT_1TES4_S4_S4_S4_S4_S4_S4_PKS3_S6_S6_S6_S6_S6_S6_S6_S6_S4_PKyPjyyE6failed];\n",
    "\tsetp.ne.s32 \t%p13, %r39, 0;\n",
    "\t@%p13 bra \t$L__BB19_107;\n",
    "\tmov.u32 \t%r84, %tid.x;\n",
    "\tcvt.u64.u32 \t%rd398, %r84;\n",
    "\tmov.u32 \t%r40, %nctaid.x;\n",
    "\tmov.u32 \t%r41, %ntid.x;\n",
    "\tmul.wide.u32 \t%rd23, %r40, %r41;\n",
    "\tmov.u32 \t%r42, %ctaid.x;\n",
    "\tmul.wide.u32 \t%rd174, %r42, %r41;\n",
    "\tadd.s64 \t%rd404, %rd174, %rd398;\n",
    "\tsetp.ge.u64 \t%p14, %rd404, %rd104;\n",
    "\t@%p14 bra \t$L__BB19_98;\n",
    "\tld.param.u64 \t%rd380, [dc_coll_flag_reduce_i32_param_22];\n",
    "\tld.param.u64 \t%rd379, [dc_coll_flag_reduce_i32_param_14];\n",
    "\tld.param.u64 \t%rd378, [dc_coll_flag_reduce_i32_param_21];\n",
    "\tld.param.u64 \t%rd377, [dc_coll_flag_reduce_i32_param_13];\n",
    "\tld.param.u32 \t%r78, [dc_coll_flag_reduce_i32_param_4];\n",
    "\tld.param.u64 \t%rd373, [dc_coll_flag_reduce_i32_param_20];\n",
    "\tld.param.u64 \t%rd372, [dc_coll_flag_reduce_i32_param_12];\n",
    "\tld.param.u64 \t%rd371, [dc_coll_flag_reduce_i32_param_19];\n",
    "\tld.param.u64 \t%rd370, [dc_coll_flag_reduce_i32_param_11];\n",
    "\tld.param.u64 \t%rd369, [dc_coll_flag_reduce_i32_param_18];\n",
    "\tld.param.u64 \t%rd368, [dc_coll_flag_reduce_i32_param_10];\n",
    "\tld.param.u64 \t%rd367, [dc_coll_flag_reduce_i32_param_17];\n",
    "\tld.param.u64 \t%rd366, [dc_coll_flag_reduce_i32_param_9];\n",
    "\tld.param.u64 \t%rd365, [dc_coll_flag_reduce_i32_param_16];\n",
    "\tld.param.u64 \t%rd364, [dc_coll_flag_reduce_i32_param_8];\n",
    "\tld.param.u64 \t%rd363, [dc_coll_flag_reduce_i32_param_15];\n",
    "\tld.param.u64 \t%rd362, [dc_coll_flag_reduce_i32_param_7];\n",
    "\tcvta.to.global.u64 \t%rd175, %rd362;\n",
    "\tshl.b64 \t%rd176, %rd363, 2;\n",
    "\tadd.s64 \t%rd26, %rd175, %rd176;\n",
    "\tcvta.to.global.u64 \t%rd177, %rd364;\n",
    "\tshl.b64 \t%rd178, %rd365, 2;\n",
    "\tadd.s64 \t%rd27, %rd177, %rd178;\n",
    "\tcvta.to.global.u64 \t%rd179, %rd366;\n",
    "\tshl.b64 \t%rd180, %rd367, 2;\n",
    "\tadd.s64 \t%rd28, %rd179, %rd180;\n",
    "\tcvta.to.global.u64 \t%rd181, %rd368;\n",
    "\tshl.b64 \t%rd182, %rd369, 2;\n",
    "\tadd.s64 \t%rd29, %rd181, %rd182;\n",
    "\tcvta.to.global.u64 \t%rd183, %rd370;\n",
    "\tshl.b64 \t%rd184, %rd371, 2;\n",
    "\tadd.s64 \t%rd30, %rd183, %rd184;\n",
    "\tcvta.to.global.u64 \t%rd185, %rd372;\n",
    "\tshl.b64 \t%rd186, %rd373, 2;\n",
    "\tadd.s64 \t%rd31, %rd185, %rd186;\n",
    "\tcvta.to.global.u64 \t%rd187, %rd377;\n",
    "\tshl.b64 \t%rd188, %rd378, 2;\n",
    "\tadd.s64 \t%rd32, %rd187, %rd188;\n",
    "\tcvta.to.global.u64 \t%rd189, %rd379;\n",
    "\tshl.b64 \t%rd190, %rd380, 2;\n",
    "\tadd.s64 \t%rd33, %rd189, %rd190;\n",
    "\tsetp.gt.u32 \t%p15, %r19, 1;\n",
    "\tsetp.eq.s32 \t%p16, %r78, 0;\n",
    "\tselp.b32 \t%r43, 1, %r78, %p16;\n",
    "\tcvt.u64.u32 \t%rd34, %r43;\n",
    "\t@%p15 bra \t$L__BB19_57;\n",
    "\tbra.uni \t$L__BB19_16;\n",
    "$L__BB19_57:\n",
    "\tld.param.u64 \t%rd389, [dc_coll_flag_reduce_i32_param_24];\n",
    "\tcvta.to.global.u64 \t%rd67, %rd389;\n",
    "\tcvt.u32.u64 \t%r48, %rd34;\n",
    "$L__BB19_58:\n",
    "\tld.param.u64 \t%rd354, [dc_coll_flag_reduce_i32_param_31];\n",
    "\tadd.s64 \t%rd251, %rd404, %rd354;\n",
    "\tshl.b64 \t%rd252, %rd251, 2;\n",
    "\tadd.s64 \t%rd253, %rd7, %rd252;\n",
    "\tld.global.s32 \t%rd69, [%rd253];\n",
    "\tadd.s64 \t%rd254, %rd404, %rd123;\n",
    "\tshl.b64 \t%rd255, %rd254, 2;\n",
    "\tadd.s64 \t%rd256, %rd67, %rd255;\n",
    "\tld.global.u32 \t%r8, [%rd256];\n",
    "\tsetp.lt.u32 \t%p60, %r19, 3;\n",
    "\tmov.u64 \t%rd420, %rd69;\n",
    "\t@%p60 bra \t$L__BB19_60;\n",
    "\tld.param.u64 \t%rd360, [dc_coll_flag_reduce_i32_param_33];\n",
    "\tadd.s64 \t%rd257, %rd404, %rd360;\n",
    "\tshl.b64 \t%rd258, %rd257, 2;\n",
    "\tadd.s64 \t%rd259, %rd6, %rd258;\n",
    "\tld.global.s32 \t%rd420, [%rd259];\n",
    "$L__BB19_60:\n",
    "\tsetp.lt.u32 \t%p61, %r19, 4;\n",
    "\tmov.u64 \t%rd421, %rd69;\n",
    "\t@%p61 bra \t$L__BB19_62;\n",
    "\tld.param.u64 \t%rd359, [dc_coll_flag_reduce_i32_param_34];\n",
    "\tadd.s64 \t%rd260, %rd404, %rd359;\n",
    "\tshl.b64 \t%rd261, %rd260, 2;\n",
    "\tadd.s64 \t%rd262, %rd5, %rd261;\n",
    "\tld.global.s32 \t%rd421, [%rd262];\n",
    "$L__BB19_62:\n",
    "\tsetp.lt.u32 \t%p62, %r19, 5;\n",
    "\tmov.u64 \t%rd422, %rd69;\n",
    "\t@%p62 bra \t$L__BB19_64;\n",
    "\tld.param.u64 \t%rd358, [dc_coll_flag_reduce_i32_param_35];\n",
    "\tadd.s64 \t%rd263, %rd404, %rd358;\n",
    "\tshl.b64 \t%rd264, %rd263, 2;\n",
    "\tadd.s64 \t%rd265, %rd4, %rd264;\n",
    "\tld.global.s32 \t%rd422, [%rd265];\n",
    "$L__BB19_64:\n",
    "\tsetp.lt.u32 \t%p63, %r19, 6;\n",
    "\tmov.u64 \t%rd423, %rd69;\n",
    "\t@%p63 bra \t$L__BB19_66;\n",
    "\tld.param.u64 \t%rd357, [dc_coll_flag_reduce_i32_param_36];\n",
    "\tadd.s64 \t%rd266, %rd404, %rd357;\n",
    "\tshl.b64 \t%rd267, %rd266, 2;\n",
    "\tadd.s64 \t%rd268, %rd3, %rd267;\n",
    "\tld.global.s32 \t%rd423, [%rd268];\n",
    "$L__BB19_66:\n",
    "\tsetp.lt.u32 \t%p64, %r19, 7;\n",
    "\tmov.u64 \t%rd424, %rd69;\n",
    "\t@%p64 bra \t$L__BB19_68;\n",
    "\tld.param.u64 \t%rd356, [dc_coll_flag_reduce_i32_param_37];\n",
    "\tadd.s64 \t%rd269, %rd404, %rd356;\n",
    "\tshl.b64 \t%rd270, %rd269, 2;\n",
    "\tadd.s64 \t%rd271, %rd2, %rd270;\n",
    "\tld.global.s32 \t%rd424, [%rd271];\n",
    "$L__BB19_68:\n",
    "\tsetp.lt.u32 \t%p65, %r19, 8;\n",
    "\tmov.u64 \t%rd425, %rd69;\n",
    "\t@%p65 bra \t$L__BB19_70;\n",
    "\tld.param.u64 \t%rd355, [dc_coll_flag_reduce_i32_param_38];\n",
    "\tadd.s64 \t%rd272, %rd404, %rd355;\n",
    "\tshl.b64 \t%rd273, %rd272, 2;\n",
    "\tadd.s64 \t%rd274, %rd1, %rd273;\n",
    "\tld.global.s32 \t%rd425, [%rd274];\n",
    "$L__BB19_70:\n",
    "\tsetp.lt.u32 \t%p127, %r19, 3;\n",
    "\tcvt.s64.s32 \t%rd275, %r8;\n",
    "\tmin.s64 \t%rd276, %rd275, %rd69;\n",
    "\tmax.s64 \t%rd277, %rd275, %rd69;\n",
    "\tadd.s64 \t%rd278, %rd275, %rd69;\n",
    "\tsetp.eq.s32 \t%p66, %r14, 3;\n",
    "\tselp.b64 \t%rd279, %rd277, %rd278, %p66;\n",
    "\tsetp.eq.s32 \t%p67, %r14, 2;\n",
    "\tselp.b64 \t%rd280, %rd276, %rd279, %p67;\n",
    "\tmul.lo.s64 \t%rd82, %rd275, %rd69;\n",
    "\tsetp.eq.s32 \t%p68, %r14, 1;\n",
    "\tselp.b64 \t%rd427, %rd82, %rd280, %p68;\n",
    "\t@%p127 bra \t$L__BB19_72;\n",
    "\tmin.s64 \t%rd281, %rd420, %rd427;\n",
    "\tmax.s64 \t%rd282, %rd420, %rd427;\n",
    "\tadd.s64 \t%rd283, %rd427, %rd420;\n",
    "\tselp.b64 \t%rd284, %rd282, %rd283, %p66;\n",
    "\tselp.b64 \t%rd285, %rd281, %rd284, %p67;\n",
    "\tmul.lo.s64 \t%rd286, %rd82, %rd420;\n",
    "\tselp.b64 \t%rd427, %rd286, %rd285, %p68;\n",
    "$L__BB19_72:\n",
    "\tsetp.lt.u32 \t%p112, %r19, 4;\n",
    "\t@%p112 bra \t$L__BB19_74;\n",
    "\tmin.s64 \t%rd287, %rd421, %rd427;\n",
    "\tmax.s64 \t%rd288, %rd421, %rd427;\n",
    "\tadd.s64 \t%rd289, %rd427, %rd421;\n",
    "\tselp.b64 \t%rd290, %rd288, %rd289, %p66;\n",
    "\tselp.b64 \t%rd291, %rd287, %rd290, %p67;\n",
    "\tmul.lo.s64 \t%rd292, %rd427, %rd421;\n",
    "\tselp.b64 \t%rd427, %rd292, %rd291, %p68;\n",
    "$L__BB19_74:\n",
    "\tsetp.lt.u32 \t%p113, %r19, 5;\n",
    "\t@%p113 bra \t$L__BB19_76;\n",
    "\tmin.s64 \t%rd293, %rd422, %rd427;\n",
    "\tmax.s64 \t%rd294, %rd422, %rd427;\n",
    "\tadd.s64 \t%rd295, %rd427, %rd422;\n",
    "\tselp.b64 \t%rd296, %rd294, %rd295, %p66;\n",
    "\tselp.b64 \t%rd297, %rd293, %rd296, %p67;\n",
    "\tmul.lo.s64 \t%rd298, %rd427, %rd422;\n",
    "\tselp.b64 \t%rd427, %rd298, %rd297, %p68;\n",
    "$L__BB19_76:\n",
    "\tsetp.lt.u32 \t%p114, %r19, 6;\n",
    "\t@%p114 bra \t$L__BB19_78;\n",
    "\tmin.s64 \t%rd299, %rd423, %rd427;\n",
    "\tmax.s64 \t%rd300, %rd423, %rd427;\n",
    "\tadd.s64 \t%rd301, %rd427, %rd423;\n",
    "\tselp.b64 \t%rd302, %rd300, %rd301, %p66;\n",
    "\tselp.b64 \t%rd303, %rd299, %rd302, %p67;\n",
    "\tmul.lo.s64 \t%rd304, %rd427, %rd423;\n",
    "\tselp.b64 \t%rd427, %rd304, %rd303, %p68;\n",
    "$L__BB19_78:\n",
    "\tsetp.lt.u32 \t%p115, %r19, 7;\n",
    "\t@%p115 bra \t$L__BB19_80;\n",
    "\tmin.s64 \t%rd305, %rd424, %rd427;\n",
    "\tmax.s64 \t%rd306, %rd424, %rd427;\n",
    "\tadd.s64 \t%rd307, %rd427, %rd424;\n",
    "\tselp.b64 \t%rd308, %rd306, %rd307, %p66;\n",
    "\tselp.b64 \t%rd309, %rd305, %rd308, %p67;\n",
    "\tmul.lo.s64 \t%rd310, %rd427, %rd424;\n",
    "\tselp.b64 \t%rd427, %rd310, %rd309, %p68;\n",
    "$L__BB19_80:\n",
    "\tsetp.lt.u32 \t%p116, %r19, 8;\n",
    "\t@%p116 bra \t$L__BB19_82;\n",
    "\tmin.s64 \t%rd311, %rd425, %rd427;\n",
    "\tmax.s64 \t%rd312, %rd425, %rd427;\n",
    "\tadd.s64 \t%rd313, %rd427, %rd425;\n",
    "\tselp.b64 \t%rd314, %rd312, %rd313, %p66;\n",
    "\tselp.b64 \t%rd315, %rd311, %rd314, %p67;\n",
    "\tmul.lo.s64 \t%rd316, %rd427, %rd425;\n",
    "\tselp.b64 \t%rd427, %rd316, %rd315, %p68;\n",
    "$L__BB19_82:\n",
    "\tsetp.ne.s32 \t%p93, %r14, 4;\n",
    "\t@%p93 bra \t$L__BB19_86;\n",
    "\tand.b64  \t%rd317, %rd427, -4294967296;\n",
    "\tsetp.eq.s64 \t%p94, %rd317, 0;\n",
    "\t@%p94 bra \t$L__BB19_85;\n",
    "\tdiv.s64 \t%rd427, %rd427, %rd34;\n",
    "\tbra.uni \t$L__BB19_86;\n",
    "$L__BB19_85:\n",
    "\tcvt.u32.u64 \t%r49, %rd427;\n",
    "\tdiv.u32 \t%r50, %r49, %r48;\n",
    "\tcvt.u64.u32 \t%rd427, %r50;\n",
    "$L__BB19_86:\n",
    "\tsetp.eq.s32 \t%p95, %r18, 0;\n",
    "\t@%p95 bra \t$L__BB19_97;\n",
    "\tcvt.u32.u64 \t%r9, %rd427;\n",
    "\tmov.u32 \t%r88, 0;\n",
    "$L__BB19_88:\n",
    "\t.pragma \"nounroll\";\n",
    "\tsetp.gt.s32 \t%p96, %r88, 2;\n",
    "\t@%p96 bra \t$L__BB19_92;\n",
    "\tsetp.eq.s32 \t%p100, %r88, 0;\n",
    "\tmov.u64 \t%rd433, %rd26;\n",
    "\t@%p100 bra \t$L__BB19_96;\n",
    "\tsetp.eq.s32 \t%p101, %r88, 1;\n",
    "\tmov.u64 \t%rd433, %rd27;\n",
    "\t@%p101 bra \t$L__BB19_96;\n",
    "\tsetp.eq.s32 \t%p102, %r88, 2;\n",
    "\tmov.u64 \t%rd433, %rd28;\n",
    "\t@%p102 bra \t$L__BB19_96;\n",
    "\tbra.uni \t$L__BB19_95;\n",
    "$L__BB19_92:\n",
    "\tsetp.eq.s32 \t%p97, %r88, 3;\n",
    "\tmov.u64 \t%rd433, %rd29;\n",
    "\t@%p97 bra \t$L__BB19_96;\n",
    "\tsetp.eq.s32 \t%p98, %r88, 4;\n",
    "\tmov.u64 \t%rd433, %rd30;\n",
    "\t@%p98 bra \t$L__BB19_96;\n",
    "\tsetp.ne.s32 \t%p99, %r88, 5;\n",
    "\tmov.u64 \t%rd433, %rd31;\n",
    "\t@%p99 bra \t$L__BB19_95;\n",
    "\tbra.uni \t$L__BB19_96;\n",
    "$L__BB19_95:\n",
    "\tsetp.eq.s32 \t%p103, %r88, 6;\n",
    "\tselp.b64 \t%rd433, %rd32, %rd33, %p103;\n",
    "$L__BB19_96:\n",
    "\tshl.b64 \t%rd318, %rd404, 2;\n",
    "\tadd.s64 \t%rd319, %rd433, %rd318;\n",
    "\tst.global.u32 \t[%rd319], %r9;\n",
    "\tadd.s32 \t%r88, %r88, 1;\n",
    "\tsetp.lt.u32 \t%p104, %r88, %r18;\n",
    "\t@%p104 bra \t$L__BB19_88;\n",
    "$L__BB19_97:\n",
    "\tld.param.u64 \t%rd338, [dc_coll_flag_reduce_i32_param_0];\n",
    "\tadd.s64 \t%rd404, %rd404, %rd23;\n",
    "\tsetp.lt.u64 \t%p105, %rd404, %rd338;\n",
    "\t@%p105 bra \t$L__BB19_58;\n",
    "\tbra.uni \t$L__BB19_98;\n",
    "$L__BB19_16:\n",
    "\tcvt.u32.u64 \t%r44, %rd34;\n",
    "$L__BB19_17:\n",
    "\tld.param.u64 \t%rd381, [dc_coll_flag_reduce_i32_param_31];\n",
    "\tadd.s64 \t%rd191, %rd404, %rd381;\n",
    "\tshl.b64 \t%rd192, %rd191, 2;\n",
    "\tadd.s64 \t%rd193, %rd7, %rd192;\n",
    "\tld.global.s32 \t%rd412, [%rd193];\n",
    "\tsetp.lt.u32 \t%p17, %r19, 3;\n",
    "\tmov.u64 \t%rd405, %rd412;\n",
    "\t@%p17 bra \t$L__BB19_19;\n",
    "\tld.param.u64 \t%rd383, [dc_coll_flag_reduce_i32_param_33];\n",
    "\tadd.s64 \t%rd194, %rd404, %rd383;\n",
    "\tshl.b64 \t%rd195, %rd194, 2;\n",
    "\tadd.s64 \t%rd196, %rd6, %rd195;\n",
    "\tld.global.s32 \t%rd405, [%rd196];\n",
    "$L__BB19_19:\n",
    "\tsetp.lt.u32 \t%p18, %r19, 4;\n",
    "\tmov.u64 \t%rd406, %rd412;\n",
    "\t@%p18 bra \t$L__BB19_21;\n",
    "\tld.param.u64 \t%rd382, [dc_coll_flag_reduce_i32_param_34];\n",
    "\tadd.s64 \t%rd197, %rd404, %rd382;\n",
    "\tshl.b64 \t%rd198, %rd197, 2;\n",
    "\tadd.s64 \t%rd199, %rd5, %rd198;\n",
    "\tld.global.s32 \t%rd406, [%rd199];\n",
    "$L__BB19_21:\n",
    "\tsetp.lt.u32 \t%p19, %r19, 5;\n",
    "\tmov.u64 \t%rd407, %rd412;\n",
    "\t@%p19 bra \t$L__BB19_23;\n",
    "\tld.param.u64 \t%rd386, [dc_coll_flag_reduce_i32_param_35];\n",
    "\tadd.s64 \t%rd200, %rd404, %rd386;\n",
    "\tshl.b64 \t%rd201, %rd200, 2;\n",
    "\tadd.s64 \t%rd202, %rd4, %rd201;\n",
    "\tld.global.s32 \t%rd407, [%rd202];\n",
    "$L__BB19_23:\n",
    "\tsetp.lt.u32 \t%p20, %r19, 6;\n",
    "\tmov.u64 \t%rd408, %rd412;\n",
    "\t@%p20 bra \t$L__BB19_25;\n",
    "\tld.param.u64 \t%rd385, [dc_coll_flag_reduce_i32_param_36];\n",
    "\tadd.s64 \t%rd203, %rd404, %rd385;\n",
    "\tshl.b64 \t%rd204, %rd203, 2;\n",
    "\tadd.s64 \t%rd205, %rd3, %rd204;\n",
    "\tld.global.s32 \t%rd408, [%rd205];\n",
    "$L__BB19_25:\n",
    "\tsetp.lt.u32 \t%p21, %r19, 7;\n",
    "\tmov.u64 \t%rd409, %rd412;\n",
    "\t@%p21 bra \t$L__BB19_27;\n",
    "\tld.param.u64 \t%rd384, [dc_coll_flag_reduce_i32_param_37];\n",
    "\tadd.s64 \t%rd206, %rd404, %rd384;\n",
    "\tshl.b64 \t%rd207, %rd206, 2;\n",
    "\tadd.s64 \t%rd208, %rd2, %rd207;\n",
    "\tld.global.s32 \t%rd409, [%rd208];\n",
    "$L__BB19_27:\n",
    "\tsetp.lt.u32 \t%p22, %r19, 8;\n",
    "\tmov.u64 \t%rd410, %rd412;\n",
    "\t@%p22 bra \t$L__BB19_29;\n",
    "\tld.param.u64 \t%rd388, [dc_coll_flag_reduce_i32_param_38];\n",
    "\tadd.s64 \t%rd209, %rd404, %rd388;\n",
    "\tshl.b64 \t%rd210, %rd209, 2;\n",
    "\tadd.s64 \t%rd211, %rd1, %rd210;\n",
    "\tld.global.s32 \t%rd410, [%rd211];\n",
    "$L__BB19_29:\n",
    "\tsetp.lt.u32 \t%p121, %r19, 3;\n",
    "\t@%p121 bra \t$L__BB19_31;\n",
    "\tsetp.eq.s32 \t%p24, %r14, 3;\n",
    "\tmin.s64 \t%rd212, %rd405, %rd412;\n",
    "\tmax.s64 \t%rd213, %rd405, %rd412;\n",
    "\tadd.s64 \t%rd214, %rd405, %rd412;\n",
    "\tselp.b64 \t%rd215, %rd213, %rd214, %p24;\n",
    "\tsetp.eq.s32 \t%p25, %r14, 2;\n",
    "\tselp.b64 \t%rd216, %rd212, %rd215, %p25;\n",
    "\tmul.lo.s64 \t%rd217, %rd405, %rd412;\n",
    "\tsetp.eq.s32 \t%p26, %r14, 1;\n",
    "\tselp.b64 \t%rd412, %rd217, %rd216, %p26;\n",
    "$L__BB19_31:\n",
    "\tsetp.lt.u32 \t%p122, %r19, 4;\n",
    "\t@%p122 bra \t$L__BB19_33;\n",
    "\tsetp.eq.s32 \t%p28, %r14, 3;\n",
    "\tmin.s64 \t%rd218, %rd406, %rd412;\n",
    "\tmax.s64 \t%rd219, %rd406, %rd412;\n",
    "\tadd.s64 \t%rd220, %rd412, %rd406;\n",
    "\tselp.b64 \t%rd221, %rd219, %rd220, %p28;\n",
    "\tsetp.eq.s32 \t%p29, %r14, 2;\n",
    "\tselp.b64 \t%rd222, %rd218, %rd221, %p29;\n",
    "\tmul.lo.s64 \t%rd223, %rd412, %rd406;\n",
    "\tsetp.eq.s32 \t%p30, %r14, 1;\n",
    "\tselp.b64 \t%rd412, %rd223, %rd222, %p30;\n",
    "$L__BB19_33:\n",
    "\tsetp.lt.u32 \t%p123, %r19, 5;\n",
    "\t@%p123 bra \t$L__BB19_35;\n",
    "\tsetp.eq.s32 \t%p32, %r14, 3;\n",
    "\tmin.s64 \t%rd224, %rd407, %rd412;\n",
    "\tmax.s64 \t%rd225, %rd407, %rd412;\n",
    "\tadd.s64 \t%rd226, %rd412, %rd407;\n",
    "\tselp.b64 \t%rd227, %rd225, %rd226, %p32;\n",
    "\tsetp.eq.s32 \t%p33, %r14, 2;\n",
    "\tselp.b64 \t%rd228, %rd224, %rd227, %p33;\n",
    "\tmul.lo.s64 \t%rd229, %rd412, %rd407;\n",
    "\tsetp.eq.s32 \t%p34, %r14, 1;\n",
    "\tselp.b64 \t%rd412, %rd229, %rd228, %p34;\n",
    "$L__BB19_35:\n",
    "\tsetp.lt.u32 \t%p124, %r19, 6;\n",
    "\t@%p124 bra \t$L__BB19_37;\n",
    "\tsetp.eq.s32 \t%p36, %r14, 3;\n",
    "\tmin.s64 \t%rd230, %rd408, %rd412;\n",
    "\tmax.s64 \t%rd231, %rd408, %rd412;\n",
    "\tadd.s64 \t%rd232, %rd412, %rd408;\n",
    "\tselp.b64 \t%rd233, %rd231, %rd232, %p36;\n",
    "\tsetp.eq.s32 \t%p37, %r14, 2;\n",
    "\tselp.b64 \t%rd234, %rd230, %rd233, %p37;\n",
    "\tmul.lo.s64 \t%rd235, %rd412, %rd408;\n",
    "\tsetp.eq.s32 \t%p38, %r14, 1;\n",
    "\tselp.b64 \t%rd412, %rd235, %rd234, %p38;\n",
    "$L__BB19_37:\n",
    "\tsetp.lt.u32 \t%p125, %r19, 7;\n",
    "\t@%p125 bra \t$L__BB19_39;\n",
    "\tsetp.eq.s32 \t%p40, %r14, 3;\n",
    "\tmin.s64 \t%rd236, %rd409, %rd412;\n",
    "\tmax.s64 \t%rd237, %rd409, %rd412;\n",
    "\tadd.s64 \t%rd238, %rd412, %rd409;\n",
    "\tselp.b64 \t%rd239, %rd237, %rd238, %p40;\n",
    "\tsetp.eq.s32 \t%p41, %r14, 2;\n",
    "\tselp.b64 \t%rd240, %rd236, %rd239, %p41;\n",
    "\tmul.lo.s64 \t%rd241, %rd412, %rd409;\n",
    "\tsetp.eq.s32 \t%p42, %r14, 1;\n",
    "\tselp.b64 \t%rd412, %rd241, %rd240, %p42;\n",
    "$L__BB19_39:\n",
    "\tsetp.lt.u32 \t%p126, %r19, 8;\n",
    "\t@%p126 bra \t$L__BB19_41;\n",
    "\tsetp.eq.s32 \t%p44, %r14, 3;\n",
    "\tmin.s64 \t%rd242, %rd410, %rd412;\n",
    "\tmax.s64 \t%rd243, %rd410, %rd412;\n",
    "\tadd.s64 \t%rd244, %rd412, %rd410;\n",
    "\tselp.b64 \t%rd245, %rd243, %rd244, %p44;\n",
    "\tsetp.eq.s32 \t%p45, %r14, 2;\n",
    "\tselp.b64 \t%rd246, %rd242, %rd245, %p45;\n",
    "\tmul.lo.s64 \t%rd247, %rd412, %rd410;\n",
    "\tsetp.eq.s32 \t%p46, %r14, 1;\n",
    "\tselp.b64 \t%rd412, %rd247, %rd246, %p46;\n",
    "$L__BB19_41:\n",
    "\tsetp.ne.s32 \t%p47, %r14, 4;\n",
    "\t@%p47 bra \t$L__BB19_45;\n",
    "\tand.b64  \t%rd248, %rd412, -4294967296;\n",
    "\tsetp.eq.s64 \t%p48, %rd248, 0;\n",
    "\t@%p48 bra \t$L__BB19_44;\n",
    "\tdiv.s64 \t%rd412, %rd412, %rd34;\n",
    "\tbra.uni \t$L__BB19_45;\n",
    "$L__BB19_44:\n",
    "\tcvt.u32.u64 \t%r45, %rd412;\n",
    "\tdiv.u32 \t%r46, %r45, %r44;\n",
    "\tcvt.u64.u32 \t%rd412, %r46;\n",
    "$L__BB19_45:\n",
    "\tsetp.eq.s32 \t%p49, %r18, 0;\n",
    "\t@%p49 bra \t$L__BB19_56;\n",
    "\tcvt.u32.u64 \t%r5, %rd412;\n",
    "\tmov.u32 \t%r87, 0;\n",
    "$L__BB19_47:\n",
    "\t.pragma \"nounroll\";\n",
    "\tsetp.gt.s32 \t%p50, %r87, 2;\n",
    "\t@%p50 bra \t$L__BB19_51;\n",
    "\tsetp.eq.s32 \t%p54, %r87, 0;\n",
    "\tmov.u64 \t%rd418, %rd26;\n",
    "\t@%p54 bra \t$L__BB19_55;\n",
    "\tsetp.eq.s32 \t%p55, %r87, 1;\n",
    "\tmov.u64 \t%rd418, %rd27;\n",
    "\t@%p55 bra \t$L__BB19_55;\n",
    "\tsetp.eq.s32 \t%p56, %r87, 2;\n",
    "\tmov.u64 \t%rd418, %rd28;\n",
    "\t@%p56 bra \t$L__BB19_55;\n",
    "\tbra.uni \t$L__BB19_54;\n",
    "$L__BB19_51:\n",
    "\tsetp.eq.s32 \t%p51, %r87, 3;\n",
    "\tmov.u64 \t%rd418, %rd29;\n",
    "\t@%p51 bra \t$L__BB19_55;\n",
    "\tsetp.eq.s32 \t%p52, %r87, 4;\n",
    "\tmov.u64 \t%rd418, %rd30;\n",
    "\t@%p52 bra \t$L__BB19_55;\n",
    "\tsetp.ne.s32 \t%p53, %r87, 5;\n",
    "\tmov.u64 \t%rd418, %rd31;\n",
    "\t@%p53 bra \t$L__BB19_54;\n",
    "\tbra.uni \t$L__BB19_55;\n",
    "$L__BB19_54:\n",
    "\tsetp.eq.s32 \t%p57, %r87, 6;\n",
    "\tselp.b64 \t%rd418, %rd32, %rd33, %p57;\n",
    "$L__BB19_55:\n",
    "\tshl.b64 \t%rd249, %rd404, 2;\n",
    "\tadd.s64 \t%rd250, %rd418, %rd249;\n",
    "\tst.global.u32 \t[%rd250], %r5;\n",
    "\tadd.s32 \t%r87, %r87, 1;\n",
    "\tsetp.lt.u32 \t%p58, %r87, %r18;\n",
    "\t@%p58 bra \t$L__BB19_47;\n",
    "$L__BB19_56:\n",
    "\tld.param.u64 \t%rd399, [dc_coll_flag_reduce_i32_param_0];\n",
    "\tadd.s64 \t%rd404, %rd404, %rd23;\n",
    "\tsetp.lt.u64 \t%p59, %rd404, %rd399;\n",
    "\t@%p59 bra \t$L__BB19_17;\n",
    "$L__BB19_98:\n",
    "\tld.param.u32 \t%r68, [dc_coll_flag_reduce_i32_param_2];\n",
    "\tld.param.u32 \t%r67, [dc_coll_flag_reduce_i32_param_3];\n",
    "\tmov.u32 \t%r66, %tid.x;\n",
    "\tsetp.ne.s32 \t%p120, %r66, %r67;\n",
    "\tsetp.lt.u32 \t%p119, %r66, %r68;\n",
    "\tand.pred  \t%p118, %p119, %p120;\n",
    "\tnot.pred \t%p117, %p118;\n",
    "\tbar.sync \t0;\n",
    "\t@%p117 bra \t$L__BB19_105;\n",
    "\tld.param.u64 \t%rd350, [dc_coll_flag_reduce_i32_param_42];\n",
    "\tcvta.to.global.u64 \t%rd349, %rd350;\n",
    "\tld.param.u32 \t%r73, [dc_coll_flag_reduce_i32_param_3];\n",
    "\tmov.u32 \t%r72, %tid.x;\n",
    "\tmov.u32 \t%r71, %ctaid.x;\n",
    "\tcvt.u64.u32 \t%rd348, %r71;\n",
    "\tmul.wide.u32 \t%rd347, %r72, 8;\n",
    "\tadd.s64 \t%rd346, %rd349, %rd347;\n",
    "\tcvt.u64.u32 \t%rd345, %r73;\n",
    "\tmul.wide.u32 \t%rd344, %r73, 8;\n",
    "\tadd.s64 \t%rd343, %rd349, %rd344;\n",
    "\tcvt.u64.u32 \t%rd342, %r72;\n",
    "\tcvt.u32.u64 \t%r54, %rd348;\n",
    "\tshl.b32 \t%r55, %r54, 3;\n",
    "\tadd.s32 \t%r56, %r55, 1024;\n",
    "\tcvt.u64.u32 \t%rd323, %r56;\n",
    "\tadd.s64 \t%rd324, %rd323, %rd342;\n",
    "\tld.global.u64 \t%rd325, [%rd343];\n",
    "\tshl.b64 \t%rd326, %rd324, 2;\n",
    "\tadd.s64 \t%rd322, %rd325, %rd326;\n",
    "\tadd.s64 \t%rd327, %rd345, %rd323;\n",
    "\tld.global.u64 \t%rd328, [%rd346];\n",
    "\tshl.b64 \t%rd329, %rd327, 2;\n",
    "\tadd.s64 \t%rd320, %rd328, %rd329;\n",
    "\t// begin inline asm\n",
    "\tst.release.sys.global.u32 [%rd320], %r2;\n",
    "\t// end inline asm\n",
    "\t// begin inline asm\n",
    "\tmov.u64 %rd321, %globaltimer;\n",
    "\t// end inline asm\n",
    "\t// begin inline asm\n",
    "\tld.acquire.sys.global.u32 %r53, [%rd322];\n",
    "\t// end inline asm\n",
    "\tsub.s32 \t%r57, %r53, %r2;\n",
    "\tsetp.gt.s32 \t%p107, %r57, -1;\n",
    "\t@%p107 bra \t$L__BB19_105;\n",
    "\tmov.u32 \t%r89, 0;\n",
    "$L__BB19_101:\n",
    "\tadd.s32 \t%r89, %r89, 1;\n",
    "\tand.b32  \t%r59, %r89, 63;\n",
    "\tsetp.ne.s32 \t%p108, %r59, 0;\n",
    "\t@%p108 bra \t$L__BB19_103;\n",
    "\tld.param.u64 \t%rd351, [dc_coll_flag_reduce_i32_param_45];\n",
    "\t// begin inline asm\n",
    "\tmov.u64 %rd330, %globaltimer;\n",
    "\t// end inline asm\n",
    "\tsub.s64 \t%rd331, %rd330, %rd321;\n",
    "\tsetp.gt.u64 \t%p109, %rd331, %rd351;\n",
    "\t@%p109 bra \t$L__BB19_104;\n",
    "$L__BB19_103:\n",
    "\t// begin inline asm\n",
    "\tld.acquire.sys.global.u32 %r60, [%rd322];\n",
    "\t// end inline asm\n",
    "\tsub.s32 \t%r61, %r60, %r2;\n",
    "\tsetp.lt.s32 \t%p110, %r61, 0;\n",
    "\t@%p110 bra \t$L__BB19_101;\n",
    "\tbra.uni \t$L__BB19_105;\n",
    "$L__BB19_104:\n",
    "\tld.param.u64 \t%rd353, [dc_coll_flag_reduce_i32_param_44];\n",
    "\tld.param.u32 \t%r75, [dc_coll_flag_reduce_i32_param_3];\n",
    "\tcvt.u64.u32 \t%rd352, %r75;\n",
    "\tmov.u32 \t%r74, %tid.x;\n",
    "\tcvta.to.global.u64 \t%rd333, %rd353;\n",
    "\tshl.b64 \t%rd334, %rd352, 2;\n",
    "\tadd.s64 \t%rd335, %rd333, %rd334;\n",
    "\tadd.s32 \t%r62, %r74, 513;\n",
    "\tst.volatile.global.u32 \t[%rd335], %r62;\n",
    "\tmembar.sys;\n",
    "\tmov.u32 \t%r63, 1;\n",
    "\tst.volatile.shared.u32 \t[_ZZ16coll_flag_reduceI5t_intIijLb1EEEvyjjjjjjPNT_1TES4_S4_S4_S4_S4_S4_S4_PKS3_S6_S6_S6_S6_S6_S6_S6_S6_S4_PKyPjyyE6failed+4], %r63;\n",
    "$L__BB19_105:\n",
    "\tmov.u32 \t%r69, %tid.x;\n",
    "\tbar.sync \t0;\n",
    "\tld.volatile.shared.u32 \t%r64, [_ZZ16coll_flag_reduceI5t_intIijLb1EEEvyjjjjjjPNT_1TES4_S4_S4_S4_S4_S4_S4_PKS3_S6_S6_S6_S6_S6_S6_S6_S6_S4_PKyPjyyE6failed+4];\n",
    "\tor.b32  \t%r65, %r64, %r69;\n",
    "\tsetp.ne.s32 \t%p111, %r65, 0;\n",
    "\t@%p111 bra \t$L__BB19_107;\n",
    "\tmov.u32 \t%r70, %ctaid.x;\n",
    "\tcvt.u64.u32 \t%rd341, %r70;\n",
    "\tld.param.u64 \t%rd340, [dc_coll_flag_reduce_i32_param_43];\n",
    "\tcvta.to.global.u64 \t%rd339, %rd340;\n",
    "\tshl.b64 \t%rd336, %rd341, 2;\n",
    "\tadd.s64 \t%rd337, %rd339, %rd336;\n",
    "\tst.global.u32 \t[%rd337], %r2;\n",
    "$L__BB19_107:\n",
    "\tret;\n",
    "}\n",
    "\t// .globl\tdc_coll_flag_reduce_u32\n",
    ".visible .entry dc_coll_flag_reduce_u32(\n",
    "\t.param .u64 dc_coll_flag_reduce_u32_param_0,\n",
    "\t.param .u32 dc_coll_flag_reduce_u32_param_1,\n",
    "\t.param .u32 dc_coll_flag_reduce_u32_param_2,\n",
    "\t.param .u32 dc_coll_flag_reduce_u32_param_3,\n",
    "\t.param .u32 dc_coll_flag_reduce_u32_param_4,\n",
    "\t.param .u32 dc_coll_flag_reduce_u32_param_5,\n",
    "\t.param .u32 dc_coll_flag_reduce_u32_param_6,\n",
    "\t.param .u64 dc_coll_flag_reduce_u32_param_7,\n",
    "\t.param .u64 dc_coll_flag_reduce_u32_param_8,\n",
    "\t.param .u64 dc_coll_flag_reduce_u32_param_9,\n",
    "\t.param .u64 dc_coll_flag_reduce_u32_param_10,\n",
    "\t.param .u64 dc_coll_flag_reduce_u32_param_11,\n",
    "\t.param .u64 dc_coll_flag_reduce_u32_param_12,\n",
    "\t.param .u64 dc_coll_flag_reduce_u32_param_13,\n",
    "\t.param .u64 dc_coll_flag_reduce_u32_param_14,\n",
    "\t.param .u64 dc_coll_flag_reduce_u32_param_15,\n",
    "\t.param .u64 dc_coll_flag_reduce_u32_param_16,\n",
    "\t.param .u64 dc_coll_flag_reduce_u32_param_17,\n",
    "\t.param .u64 dc_coll_flag_reduce_u32_param_18,\n",
    "\t.param .u64 dc_coll_flag_reduce_u32_param_19,\n",
    "\t.param .u64 dc_coll_flag_reduce_u32_param_20,\n",
    "\t.param .u64 dc_coll_flag_reduce_u32_param_21,\n",
    "\t.param .u64 dc_coll_flag_reduce_u32_param_22,\n",
    "\t.param .u64 dc_coll_flag_reduce_u32_param_23,\n",
    "\t.param .u64 dc_coll_flag_reduce_u32_param_24,\n",
    "\t.param .u64 dc_coll_flag_reduce_u32_param_25,\n",
    "\t.param .u64 dc_coll_flag_reduce_u32_param_26,\n",
    "\t.param .u64 dc_coll_flag_reduce_u32_param_27,\n",
    "\t.param .u64 dc_coll_flag_reduce_u32_param_28,\n",
    "\t.param .u64 dc_coll_flag_reduce_u32_param_29,\n",
    "\t.param .u64 dc_coll_flag_reduce_u32_param_30,\n",
    "\t.param .u64 dc_coll_flag_reduce_u32_param_31,\n",
    "\t.param .u64 dc_coll_flag_reduce_u32_param_32,\n",
    "\t.param .u64 dc_coll_flag_reduce_u32_param_33,\n",
    "\t.param .u64 dc_coll_flag_reduce_u32_param_34,\n",
    "\t.param .u64 dc_coll_flag_reduce_u32_param_35,\n",
    "\t.param .u64 dc_coll_flag_reduce_u32_param_36,\n",
    "\t.param .u64 dc_coll_flag_reduce_u32_param_37,\n",
    "\t.param .u64 dc_coll_flag_reduce_u32_param_38,\n",
    "\t.param .u64 dc_coll_flag_reduce_u32_param_39,\n",
    "\t.param .u64 dc_coll_flag_reduce_u32_param_40,\n",
    "\t.param .u64 dc_coll_flag_reduce_u32_param_41,\n",
    "\t.param .u64 dc_coll_flag_reduce_u32_param_42,\n",
    "\t.param .u64 dc_coll_flag_reduce_u32_param_43,\n",
    "\t.param .u64 dc_coll_flag_reduce_u32_param_44,\n",
    "\t.param .u64 dc_coll_flag_reduce_u32_param_45\n",
    ")\n",
    "{\n",
    "\t.reg .pred \t%p<128>;\n",
    "\t.reg .b32 \t%r<90>;\n",
    "\t.reg .b64 \t%rd<434>;\n",
    "\t// demoted variable\n",
    "\t.shared .align 4 .u32 _ZZ16coll_flag_reduceI5t_intIjjLb0EEEvyjjjjjjPNT_1TES4_S4_S4_S4_S4_S4_S4_PKS3_S6_S6_S6_S6_S6_S6_S6_S6_S4_PKyPjyyE5epoch;\n",
    "\t// demoted variable\n",
    "\t.shared .align 4 .b8 _ZZ16coll_flag_reduceI5t_intIjjLb0EEEvyjjjjjjPNT_1TES4_S4_S4_S4_S4_S4_S4_PKS3_S6_S6_S6_S6_S6_S6_S6_S6_S4_PKyPjyyE6failed[8];\n",
    "\tld.param.u64 \t%rd104, [dc_coll_flag_reduce_u32_param_0];\n",
    "\tld.param.u32 \t%r14, [dc_coll_flag_reduce_u32_param_1];\n",
    "\tld.param.u32 \t%r18, [dc_coll_flag_reduce_u32_param_5];\n",
    "\tld.param.u32 \t%r19, [dc_coll_flag_reduce_u32_param_6];\n",
    "\tld.param.u64 \t%rd136, [dc_coll_flag_reduce_u32_param_23];\n",
    "\tld.param.u64 \t%rd137, [dc_coll_flag_reduce_u32_param_25];\n",
    "\tld.param.u64 \t%rd138, [dc_coll_flag_reduce_u32_param_26];\n",
    "\tld.param.u64 \t%rd139, [dc_coll_flag_reduce_u32_param_27];\n",
    "\tld.param.u64 \t%rd140, [dc_coll_flag_reduce_u32_param_28];\n",
    "\tld.param.u64 \t%rd141, [dc_coll_flag_reduce_u32_param_29];\n",
    "\tld.param.u64 \t%rd142, [dc_coll_flag_reduce_u32_param_30];\n",
    "\tld.param.u64 \t%rd123, [dc_coll_flag_reduce_u32_param_32];\n",
    "\tld.param.u64 \t%rd131, [dc_coll_flag_reduce_u32_param_40];\n",
    "\tcvta.to.global.u64 \t%rd1, %rd142;\n",
    "\tcvta.to.global.u64 \t%rd2, %rd141;\n",
    "\tcvta.to.global.u64 \t%rd3, %rd140;\n",
    "\tcvta.to.global.u64 \t%rd4, %rd139;\n",
    "\tcvta.to.global.u64 \t%rd5, %rd138;\n",
    "\tcvta.to.global.u64 \t%rd6, %rd137;\n",
    "\tcvta.to.global.u64 \t%rd7, %rd136;\n",
    "\tmov.u32 \t%r1, %tid.x;\n",
    "\tsetp.ne.s32 \t%p2, %r1, 0;\n",
    "\t@%p2 bra \t$L__BB20_2;\n",
    "\tld.param.u64 \t%rd402, [dc_coll_flag_reduce_u32_param_43];\n",
    "\tcvta.to.global.u64 \t%rd401, %rd402;\n",
    "\tmov.u32 \t%r20, %ctaid.x;\n",
    "\tmul.wide.u32 \t%rd144, %r20, 4;\n",
    "\tadd.s64 \t%rd145, %rd401, %rd144;\n",
    "\tld.global.u32 \t%r21, [%rd145];\n",
    "\tadd.s32 \t%r22, %r21, 1;\n",
    "\tmov.u32 \t%r23, 0;\n",
    "\tst.shared.u32 \t[_ZZ16coll_flag_reduceI5t_intIjjLb0EEEvyjjjjjjPNT_1TES4_S4_S4_S4_S4_S4_S4_PKS3_S6_S6_S6_S6_S6_S6_S6_S6_S4_PKyPjyyE5epoch], %r22;\n",
    "\tst.shared.u32 \t[_ZZ16coll_flag_reduceI5t_intIjjLb0EEEvyjjjjjjPNT_1TES4_S4_S4_S4_S4_S4_S4_PKS3_S6_S6_S6_S6_S6_S6_S6_S6_S4_PKyPjyyE6failed+4], %r23;\n",
    "\tst.shared.u32 \t[_ZZ16coll_flag_reduceI5t_intIjjLb0EEEvyjjjjjjPNT_1TES4_S4_S4_S4_S4_S4_S4_PKS3_S6_S6_S6_S6_S6_S6_S6_S6_S4_PKyPjyyE6failed], %r23;\n",
    "$L__BB20_2:\n",
    "\tld.param.u64 \t%rd400, [dc_coll_flag_reduce_u32_param_41];\n",
    "\tsetp.eq.s64 \t%p3, %rd400, 0;\n",
    "\t@%p3 bra \t$L__BB20_6;\n",
    "\tmov.u32 \t%r85, %tid.x;\n",
    "\tmov.u32 \t%r24, %ntid.x;\n",
    "\tcvt.u64.u32 \t%rd9, %r24;\n",
    "\tmov.u32 \t%r25, %ctaid.x;\n",
    "\tmul.wide.u32 \t%rd146, %r25, %r24;\n",
    "\tcvt.u64.u32 \t%rd147, %r85;\n",
    "\tadd.s64 \t%rd403, %rd146, %rd147;\n",
    "\tsetp.ge.u64 \t%p4, %rd403, %rd104;\n",
    "\t@%p4 bra \t$L__BB20_6;\n",
    "\tld.param.u64 \t%rd387, [dc_coll_flag_reduce_u32_param_41];\n",
    "\tld.param.u64 \t%rd361, [dc_coll_flag_reduce_u32_param_39];\n",
    "\tcvta.to.global.u64 \t%rd11, %rd361;\n",
    "\tcvta.to.global.u64 \t%rd12, %rd387;\n",
    "\tmov.u32 \t%r26, %nctaid.x;\n",
    "\tcvt.u64.u32 \t%rd148, %r26;\n",
    "\tmul.lo.s64 \t%rd13, %rd148, %rd9;\n",
    "$L__BB20_5:\n",
    "\tadd.s64 \t%rd149, %rd403, %rd131;\n",
    "\tshl.b64 \t%rd150, %rd149, 2;\n",
    "\tadd.s64 \t%rd151, %rd11, %rd150;\n",
    "\tld.global.u32 \t%r27, [%rd151];\n",
    "\tshl.b64 \t%rd152, %rd403, 2;\n",
    "\tadd.s64 \t%rd153, %rd12, %rd152;\n",
    "\tst.global.u32 \t[%rd153], %r27;\n",
    "\tadd.s64 \t%rd403, %rd403, %rd13;\n",
    "\tsetp.lt.u64 \t%p5, %rd403, %rd104;\n",
    "\t@%p5 bra \t$L__BB20_5;\n",
    "$L__BB20_6:\n",
    "\tmov.u32 \t%r79, %tid.x;\n",
    "\tld.param.u32 \t%r77, [dc_coll_flag_reduce_u32_param_2];\n",
    "\tld.param.u32 \t%r76, [dc_coll_flag_reduce_u32_param_3];\n",
    "\tbar.sync \t0;\n",
    "\tld.shared.u32 \t%r2, [_ZZ16coll_flag_reduceI5t_intIjjLb0EEEvyjjjjjjPNT_1TES4_S4_S4_S4_S4_S4_S4_PKS3_S6_S6_S6_S6_S6_S6_S6_S6_S4_PKyPjyyE5epoch];\n",
    "\tbar.sync \t0;\n",
    "\tsetp.ne.s32 \t%p6, %r79, %r76;\n",
    "\tsetp.lt.u32 \t%p7, %r79, %r77;\n",
    "\tand.pred  \t%p1, %p7, %p6;\n",
    "\tcvt.u64.u32 \t%rd18, %r79;\n",
    "\tnot.pred \t%p8, %p1;\n",
    "\t@%p8 bra \t$L__BB20_13;\n",
    "\tld.param.u64 \t%rd396, [dc_coll_flag_reduce_u32_param_42];\n",
    "\tcvta.to.global.u64 \t%rd395, %rd396;\n",
    "\tld.param.u32 \t%r82, [dc_coll_flag_reduce_u32_param_3];\n",
    "\tmov.u32 \t%r81, %tid.x;\n",
    "\tmul.wide.u32 \t%rd394, %r81, 8;\n",
    "\tadd.s64 \t%rd393, %rd395, %rd394;\n",
    "\tcvt.u64.u32 \t%rd392, %r82;\n",
    "\tmul.wide.u32 \t%rd391, %r82, 8;\n",
    "\tadd.s64 \t%rd390, %rd395, %rd391;\n",
    "\tmov.u32 \t%r30, %ctaid.x;\n",
    "\tshl.b32 \t%r31, %r30, 3;\n",
    "\tcvt.u64.u32 \t%rd160, %r31;\n",
    "\tadd.s64 \t%rd162, %rd160, %rd18;\n",
    "\tld.global.u64 \t%rd163, [%rd390];\n",
    "\tshl.b64 \t%rd164, %rd162, 2;\n",
    "\tadd.s64 \t%rd159, %rd163, %rd164;\n",
    "\tadd.s64 \t%rd165, %rd392, %rd160;\n",
    "\tld.global.u64 \t%rd166, [%rd393];\n",
    "\tshl.b64 \t%rd167, %rd165, 2;\n",
    "\tadd.s64 \t%rd157, %rd166, %rd167;\n",
    "\t// begin inline asm\n",
    "\tst.release.sys.global.u32 [%rd157], %r2;\n",
    "\t// end inline asm\n",
    "\t// begin inline asm\n",
    "\tmov.u64 %rd158, %globaltimer;\n",
    "\t// end inline asm\n",
    "\t// begin inline asm\n",
    "\tld.acquire.sys.global.u32 %r29, [%rd159];\n",
    "\t// end inline asm\n",
    "\tsub.s32 \t%r32, %r29, %r2;\n",
    "\tsetp.gt.s32 \t%p9, %r32, -1;\n",
    "\t@%p9 bra \t$L__BB20_13;\n",
    "\tmov.u32 \t%r86, 0;\n",
    "$L__BB20_9:\n",
    "\tadd.s32 \t%r86, %r86, 1;\n",
    "\tand.b32  \t%r34, %r86, 63;\n",
    "\tsetp.ne.s32 \t%p10, %r34, 0;\n",
    "\t@%p10 bra \t$L__BB20_11;\n",
    "\tld.param.u64 \t%rd374, [dc_coll_flag_reduce_u32_param_45];\n",
    "\t// begin inline asm\n",
    "\tmov.u64 %rd168, %globaltimer;\n",
    "\t// end inline asm\n",
    "\tsub.s64 \t%rd169, %rd168, %rd158;\n",
    "\tsetp.gt.u64 \t%p11, %rd169, %rd374;\n",
    "\t@%p11 bra \t$L__BB20_12;\n",
    "$L__BB20_11:\n",
    "\t// begin inline asm\n",
    "\tld.acquire.sys.global.u32 %r35, [%rd159];\n",
    "\t// end inline asm\n",
    "\tsub.s32 \t%r36, %r35, %r2;\n",
    "\tsetp.lt.s32 \t%p12, %r36, 0;\n",
    "\t@%p12 bra \t$L__BB20_9;\n",
    "\tbra.uni \t$L__BB20_13;\n",
    "$L__BB20_12:\n",
    "\tld.param.u32 \t%r83, [dc_coll_flag_reduce_u32_param_3];\n",
    "\tcvt.u64.u32 \t%rd397, %r83;\n",
    "\tmov.u32 \t%r80, %tid.x;\n",
    "\tld.param.u64 \t%rd375, [dc_coll_flag_reduce_u32_param_44];\n",
    "\tcvta.to.global.u64 \t%rd171, %rd375;\n",
    "\tshl.b64 \t%rd172, %rd397, 2;\n",
    "\tadd.s64 \t%rd173, %rd171, %rd172;\n",
    "\tadd.s32 \t%r37, %r80, 257;\n",
    "\tst.volatile.global.u32 \t[%rd173], %r37;\n",
    "\tmembar.sys;\n",
    "\tmov.u32 \t%r38, 1;\n",
    "\tst.volatile.shared.u32 \t[_ZZ16coll_flag_reduceI5t_intIjjLb0EEEvyjjjjjjPNT_1TES4_S4_S4_S4_S4_S4_S4_PKS3_S6_S6_S6_S6_S6_S6_S6_S6_S4_PKyPjyyE6failed], %r38;\n",
    "$L__BB20_13:\n",
    "\tbar.sync \t0;\n",
    "\tld.volatile.shared.u32 \t%r39, [_ZZ16coll_flag_reduceI5t_intIjjLb0EEEvyjjjjjjPNT_1TES4_S4_S4_S4_S4_S4_S4_PKS3_S6_S6_S6_S6_S6_S6_S6_S6_S4_PKyPjyyE6failed];\n",
    "\tsetp.ne.s32 \t%p13, %r39, 0;\n",
    "\t@%p13 bra \t$L__BB20_107;\n",
    "\tmov.u32 \t%r84, %tid.x;\n",
    "\tcvt.u64.u32 \t%rd398, %r84;\n",
    "\tmov.u32 \t%r40, %nctaid.x;\n",
    "\tmov.u32 \t%r41, %ntid.x;\n",
    "\tmul.wide.u32 \t%rd23, %r40, %r41;\n",
    "\tmov.u32 \t%r42, %ctaid.x;\n",
    "\tmul.wide.u32 \t%rd174, %r42, %r41;\n",
    "\tadd.s64 \t%rd404, %rd174, %rd398;\n",
    "\tsetp.ge.u64 \t%p14, %rd404, %rd104;\n",
    "\t@%p14 bra \t$L__BB20_98;\n",
    "\tld.param.u64 \t%rd380, [dc_coll_flag_reduce_u32_param_22];\n",
    "\tld.param.u64 \t%rd379, [dc_coll_flag_reduce_u32_param_14];\n",
    "\tld.param.u64 \t%rd378, [dc_coll_flag_reduce_u32_param_21];\n",
    "\tld.param.u64 \t%rd377, [dc_coll_flag_reduce_u32_param_13];\n",
    "\tld.param.u32 \t%r78, [dc_coll_flag_reduce_u32_param_4];\n",
    "\tld.param.u64 \t%rd373, [dc_coll_flag_reduce_u32_param_20];\n",
    "\tld.param.u64 \t%rd372, [dc_coll_flag_reduce_u32_param_12];\n",
    "\tld.param.u64 \t%rd371, [dc_coll_flag_reduce_u32_param_19];\n",
    "\tld.param.u64 \t%rd370, [dc_coll_flag_reduce_u32_param_11];\n",
    "\tld.param.u64 \t%rd369, [dc_coll_flag_reduce_u32_param_18];\n",
    "\tld.param.u64 \t%rd368, [dc_coll_flag_reduce_u32_param_10];\n",
    "\tld.param.u64 \t%rd367, [dc_coll_flag_reduce_u32_param_17];\n",
    "\tld.param.u64 \t%rd366, [dc_coll_flag_reduce_u32_param_9];\n",
    "\tld.param.u64 \t%rd365, [dc_coll_flag_reduce_u32_param_16];\n",
    "\tld.param.u64 \t%rd364, [dc_coll_flag_reduce_u32_param_8];\n",
    "\tld.param.u64 \t%rd363, [dc_coll_flag_reduce_u32_param_15];\n",
    "\tld.param.u64 \t%rd362, [dc_coll_flag_reduce_u32_param_7];\n",
    "\tcvta.to.global.u64 \t%rd175, %rd362;\n",
    "\tshl.b64 \t%rd176, %rd363, 2;\n",
    "\tadd.s64 \t%rd26, %rd175, %rd176;\n",
    "\tcvta.to.global.u64 \t%rd177, %rd364;\n",
    "\tshl.b64 \t%rd178, %rd365, 2;\n",
    "\tadd.s64 \t%rd27, %rd177, %rd178;\n",
    "\tcvta.to.global.u64 \t%rd179, %rd366;\n",
    "\tshl.b64 \t%rd180, %rd367, 2;\n",
    "\tadd.s64 \t%rd28, %rd179, %rd180;\n",
    "\tcvta.to.global.u64 \t%rd181, %rd368;\n",
    "\tshl.b64 \t%rd182, %rd369, 2;\n",
    "\tadd.s64 \t%rd29, %rd181, %rd182;\n",
    "\tcvta.to.global.u64 \t%rd183, %rd370;\n",
    "\tshl.b64 \t%rd184, %rd371, 2;\n",
    "\tadd.s64 \t%rd30, %rd183, %rd184;\n",
    "\tcvta.to.global.u64 \t%rd185, %rd372;\n",
    "\tshl.b64 \t%rd186, %rd373, 2;\n",
    "\tadd.s64 \t%rd31, %rd185, %rd186;\n",
    "\tcvta.to.global.u64 \t%rd187, %rd377;\n",
    "\tshl.b64 \t%rd188, %rd378, 2;\n",
    "\tadd.s64 \t%rd32, %rd187, %rd188;\n",
    "\tcvta.to.global.u64 \t%rd189, %rd379;\n",
    "\tshl.b64 \t%rd190, %rd380, 2;\n",
    "\tadd.s64 \t%rd33, %rd189, %rd190;\n",
    "\tsetp.gt.u32 \t%p15, %r19, 1;\n",
    "\tsetp.eq.s32 \t%p16, %r78, 0;\n",
    "\tselp.b32 \t%r43, 1, %r78, %p16;\n",
    "\tcvt.u64.u32 \t%rd34, %r43;\n",
    "\t@%p15 bra \t$L__BB20_57;\n",
    "\tbra.uni \t$L__BB20_16;\n",
    "$L__BB20_57:\n",
    "\tld.param.u64 \t%rd389, [dc_coll_flag_reduce_u32_param_24];\n",
    "\tcvta.to.global.u64 \t%rd67, %rd389;\n",
    "\tcvt.u32.u64 \t%r48, %rd34;\n",
    "$L__BB20_58:\n",
    "\tld.param.u64 \t%rd354, [dc_coll_flag_reduce_u32_param_31];\n",
    "\tadd.s64 \t%rd251, %rd404, %rd354;\n",
    "\tshl.b64 \t%rd252, %rd251, 2;\n",
    "\tadd.s64 \t%rd253, %rd7, %rd252;\n",
    "\tld.global.u32 \t%rd69, [%rd253];\n",
    "\tadd.s64 \t%rd254, %rd404, %rd123;\n",
    "\tshl.b64 \t%rd255, %rd254, 2;\n",
    "\tadd.s64 \t%rd256, %rd67, %rd255;\n",
    "\tld.global.u32 \t%r8, [%rd256];\n",
    "\tsetp.lt.u32 \t%p60, %r19, 3;\n",
    "\tmov.u64 \t%rd420, %rd69;\n",
    "\t@%p60 bra \t$L__BB20_60;\n",
    "\tld.param.u64 \t%rd360, [dc_coll_flag_reduce_u32_param_33];\n",
    "\tadd.s64 \t%rd257, %rd404, %rd360;\n",
    "\tshl.b64 \t%rd258, %rd257, 2;\n",
    "\tadd.s64 \t%rd259, %rd6, %rd258;\n",
    "\tld.global.u32 \t%rd420, [%rd259];\n",
    "$L__BB20_60:\n",
    "\tsetp.lt.u32 \t%p61, %r19, 4;\n",
    "\tmov.u64 \t%rd421, %rd69;\n",
    "\t@%p61 bra \t$L__BB20_62;\n",
    "\tld.param.u64 \t%rd359, [dc_coll_flag_reduce_u32_param_34];\n",
    "\tadd.s64 \t%rd260, %rd404, %rd359;\n",
    "\tshl.b64 \t%rd261, %rd260, 2;\n",
    "\tadd.s64 \t%rd262, %rd5, %rd261;\n",
    "\tld.global.u32 \t%rd421, [%rd262];\n",
    "$L__BB20_62:\n",
    "\tsetp.lt.u32 \t%p62, %r19, 5;\n",
    "\tmov.u64 \t%rd422, %rd69;\n",
    "\t@%p62 bra \t$L__BB20_64;\n",
    "\tld.param.u64 \t%rd358, [dc_coll_flag_reduce_u32_param_35];\n",
    "\tadd.s64 \t%rd263, %rd404, %rd358;\n",
    "\tshl.b64 \t%rd264, %rd263, 2;\n",
    "\tadd.s64 \t%rd265, %rd4, %rd264;\n",
    "\tld.global.u32 \t%rd422, [%rd265];\n",
    "$L__BB20_64:\n",
    "\tsetp.lt.u32 \t%p63, %r19, 6;\n",
    "\tmov.u64 \t%rd423, %rd69;\n",
    "\t@%p63 bra \t$L__BB20_66;\n",
    "\tld.param.u64 \t%rd357, [dc_coll_flag_reduce_u32_param_36];\n",
    "\tadd.s64 \t%rd266, %rd404, %rd357;\n",
    "\tshl.b64 \t%rd267, %rd266, 2;\n",
    "\tadd.s64 \t%rd268, %rd3, %rd267;\n",
    "\tld.global.u32 \t%rd423, [%rd268];\n",
    "$L__BB20_66:\n",
    "\tsetp.lt.u32 \t%p64, %r19, 7;\n",
    "\tmov.u64 \t%rd424, %rd69;\n",
    "\t@%p64 bra \t$L__BB20_68;\n",
    "\tld.param.u64 \t%rd356, [dc_coll_flag_reduce_u32_param_37];\n",
    "\tadd.s64 \t%rd269, %rd404, %rd356;\n",
    "\tshl.b64 \t%rd270, %rd269, 2;\n",
    "\tadd.s64 \t%rd271, %rd2, %rd270;\n",
    "\tld.global.u32 \t%rd424, [%rd271];\n",
    "$L__BB20_68:\n",
    "\tsetp.lt.u32 \t%p65, %r19, 8;\n",
    "\tmov.u64 \t%rd425, %rd69;\n",
    "\t@%p65 bra \t$L__BB20_70;\n",
    "\tld.param.u64 \t%rd355, [dc_coll_flag_reduce_u32_param_38];\n",
    "\tadd.s64 \t%rd272, %rd404, %rd355;\n",
    "\tshl.b64 \t%rd273, %rd272, 2;\n",
    "\tadd.s64 \t%rd274, %rd1, %rd273;\n",
    "\tld.global.u32 \t%rd425, [%rd274];\n",
    "$L__BB20_70:\n",
    "\tsetp.lt.u32 \t%p127, %r19, 3;\n",
    "\tcvt.u64.u32 \t%rd275, %r8;\n",
    "\tmin.u64 \t%rd276, %rd275, %rd69;\n",
    "\tmax.u64 \t%rd277, %rd275, %rd69;\n",
    "\tadd.s64 \t%rd278, %rd275, %rd69;\n",
    "\tsetp.eq.s32 \t%p66, %r14, 3;\n",
    "\tselp.b64 \t%rd279, %rd277, %rd278, %p66;\n",
    "\tsetp.eq.s32 \t%p67, %r14, 2;\n",
    "\tselp.b64 \t%rd280, %rd276, %rd279, %p67;\n",
    "\tmul.lo.s64 \t%rd82, %rd275, %rd69;\n",
    "\tsetp.eq.s32 \t%p68, %r14, 1;\n",
    "\tselp.b64 \t%rd427, %rd82, %rd280, %p68;\n",
    "\t@%p127 bra \t$L__BB20_72;\n",
    "\tmin.u64 \t%rd281, %rd420, %rd427;\n",
    "\tmax.u64 \t%rd282, %rd420, %rd427;\n",
    "\tadd.s64 \t%rd283, %rd427, %rd420;\n",
    "\tselp.b64 \t%rd284, %rd282, %rd283, %p66;\n",
    "\tselp.b64 \t%rd285, %rd281, %rd284, %p67;\n",
    "\tmul.lo.s64 \t%rd286, %rd82, %rd420;\n",
    "\tselp.b64 \t%rd427, %rd286, %rd285, %p68;\n",
    "$L__BB20_72:\n",
    "\tsetp.lt.u32 \t%p112, %r19, 4;\n",
    "\t@%p112 bra \t$L__BB20_74;\n",
    "\tmin.u64 \t%rd287, %rd421, %rd427;\n",
    "\tmax.u64 \t%rd288, %rd421, %rd427;\n",
    "\tadd.s64 \t%rd289, %rd427, %rd421;\n",
    "\tselp.b64 \t%rd290, %rd288, %rd289, %p66;\n",
    "\tselp.b64 \t%rd291, %rd287, %rd290, %p67;\n",
    "\tmul.lo.s64 \t%rd292, %rd427, %rd421;\n",
    "\tselp.b64 \t%rd427, %rd292, %rd291, %p68;\n",
    "$L__BB20_74:\n",
    "\tsetp.lt.u32 \t%p113, %r19, 5;\n",
    "\t@%p113 bra \t$L__BB20_76;\n",
    "\tmin.u64 \t%rd293, %rd422, %rd427;\n",
    "\tmax.u64 \t%rd294, %rd422, %rd427;\n",
    "\tadd.s64 \t%rd295, %rd427, %rd422;\n",
    "\tselp.b64 \t%rd296, %rd294, %rd295, %p66;\n",
    "\tselp.b64 \t%rd297, %rd293, %rd296, %p67;\n",
    "\tmul.lo.s64 \t%rd298, %rd427, %rd422;\n",
    "\tselp.b64 \t%rd427, %rd298, %rd297, %p68;\n",
    "$L__BB20_76:\n",
    "\tsetp.lt.u32 \t%p114, %r19, 6;\n",
    "\t@%p114 bra \t$L__BB20_78;\n",
    "\tmin.u64 \t%rd299, %rd423, %rd427;\n",
    "\tmax.u64 \t%rd300, %rd423, %rd427;\n",
    "\tadd.s64 \t%rd301, %rd427, %rd423;\n",
    "\tselp.b64 \t%rd302, %rd300, %rd301, %p66;\n",
    "\tselp.b64 \t%rd303, %rd299, %rd302, %p67;\n",
    "\tmul.lo.s64 \t%rd304, %rd427, %rd423;\n",
    "\tselp.b64 \t%rd427, %rd304, %rd303, %p68;\n",
    "$L__BB20_78:\n",
    "\tsetp.lt.u32 \t%p115, %r19, 7;\n",
    "\t@%p115 bra \t$L__BB20_80;\n",
    "\tmin.u64 \t%rd305, %rd424, %rd427;\n",
    "\tmax.u64 \t%rd306, %rd424, %rd427;\n",
    "\tadd.s64 \t%rd307, %rd427, %rd424;\n",
    "\tselp.b64 \t%rd308, %rd306, %rd307, %p66;\n",
    "\tselp.b64 \t%rd309, %rd305, %rd308, %p67;\n",
    "\tmul.lo.s64 \t%rd310, %rd427, %rd424;\n",
    "\tselp.b64 \t%rd427, %rd310, %rd309, %p68;\n",
    "$L__BB20_80:\n",
    "\tsetp.lt.u32 \t%p116, %r19, 8;\n",
    "\t@%p116 bra \t$L__BB20_82;\n",
    "\tmin.u64 \t%rd311, %rd425, %rd427;\n",
    "\tmax.u64 \t%rd312, %rd425, %rd427;\n",
    "\tadd.s64 \t%rd313, %rd427, %rd425;\n",
    "\tselp.b64 \t%rd314, %rd312, %rd313, %p66;\n",
    "\tselp.b64 \t%rd315, %rd311, %rd314, %p67;\n",
    "\tmul.lo.s64 \t%rd316, %rd427, %rd425;\n",
    "\tselp.b64 \t%rd427, %rd316, %rd315, %p68;\n",
    "$L__BB20_82:\n",
    "\tsetp.ne.s32 \t%p93, %r14, 4;\n",
    "\t@%p93 bra \t$L__BB20_86;\n",
    "\tand.b64  \t%rd317, %rd427, -4294967296;\n",
    "\tsetp.eq.s64 \t%p94, %rd317, 0;\n",
    "\t@%p94 bra \t$L__BB20_85;\n",
    "\tdiv.u64 \t%rd427, %rd427, %rd34;\n",
    "\tbra.uni \t$L__BB20_86;\n",
    "$L__BB20_85:\n",
    "\tcvt.u32.u64 \t%r49, %rd427;\n",
    "\tdiv.u32 \t%r50, %r49, %r48;\n",
    "\tcvt.u64.u32 \t%rd427, %r50;\n",
    "$L__BB20_86:\n",
    "\tsetp.eq.s32 \t%p95, %r18, 0;\n",
    "\t@%p95 bra \t$L__BB20_97;\n",
    "\tcvt.u32.u64 \t%r9, %rd427;\n",
    "\tmov.u32 \t%r88, 0;\n",
    "$L__BB20_88:\n",
    "\t.pragma \"nounroll\";\n",
    "\tsetp.gt.s32 \t%p96, %r88, 2;\n",
    "\t@%p96 bra \t$L__BB20_92;\n",
    "\tsetp.eq.s32 \t%p100, %r88, 0;\n",
    "\tmov.u64 \t%rd433, %rd26;\n",
    "\t@%p100 bra \t$L__BB20_96;\n",
    "\tsetp.eq.s32 \t%p101, %r88, 1;\n",
    "\tmov.u64 \t%rd433, %rd27;\n",
    "\t@%p101 bra \t$L__BB20_96;\n",
    "\tsetp.eq.s32 \t%p102, %r88, 2;\n",
    "\tmov.u64 \t%rd433, %rd28;\n",
    "\t@%p102 bra \t$L__BB20_96;\n",
    "\tbra.uni \t$L__BB20_95;\n",
    "$L__BB20_92:\n",
    "\tsetp.eq.s32 \t%p97, %r88, 3;\n",
    "\tmov.u64 \t%rd433, %rd29;\n",
    "\t@%p97 bra \t$L__BB20_96;\n",
    "\tsetp.eq.s32 \t%p98, %r88, 4;\n",
    "\tmov.u64 \t%rd433, %rd30;\n",
    "\t@%p98 bra \t$L__BB20_96;\n",
    "\tsetp.ne.s32 \t%p99, %r88, 5;\n",
    "\tmov.u64 \t%rd433, %rd31;\n",
    "\t@%p99 bra \t$L__BB20_95;\n",
    "\tbra.uni \t$L__BB20_96;\n",
    "$L__BB20_95:\n",
    "\tsetp.eq.s32 \t%p103, %r88, 6;\n",
    "\tselp.b64 \t%rd433, %rd32, %rd33, %p103;\n",
    "$L__BB20_96:\n",
    "\tshl.b64 \t%rd318, %rd404, 2;\n",
    "\tadd.s64 \t%rd319, %rd433, %rd318;\n",
    "\tst.global.u32 \t[%rd319], %r9;\n",
    "\tadd.s32 \t%r88, %r88, 1;\n",
    "\tsetp.lt.u32 \t%p104, %r88, %r18;\n",
    "\t@%p104 bra \t$L__BB20_88;\n",
    "$L__BB20_97:\n",
    "\tld.param.u64 \t%rd338, [dc_coll_flag_reduce_u32_param_0];\n",
    "\tadd.s64 \t%rd404, %rd404, %rd23;\n",
    "\tsetp.lt.u64 \t%p105, %rd404, %rd338;\n",
    "\t@%p105 bra \t$L__BB20_58;\n",
    "\tbra.uni \t$L__BB20_98;\n",
    "$L__BB20_16:\n",
    "\tcvt.u32.u64 \t%r44, %rd34;\n",
    "$L__BB20_17:\n",
    "\tld.param.u64 \t%rd381, [dc_coll_flag_reduce_u32_param_31];\n",
    "\tadd.s64 \t%rd191, %rd404, %rd381;\n",
    "\tshl.b64 \t%rd192, %rd191, 2;\n",
    "\tadd.s64 \t%rd193, %rd7, %rd192;\n",
    "\tld.global.u32 \t%rd412, [%rd193];\n",
    "\tsetp.lt.u32 \t%p17, %r19, 3;\n",
    "\tmov.u64 \t%rd405, %rd412;\n",
    "\t@%p17 bra \t$L__BB20_19;\n",
    "\tld.param.u64 \t%rd383, [dc_coll_flag_reduce_u32_param_33];\n",
    "\tadd.s64 \t%rd194, %rd404, %rd383;\n",
    "\tshl.b64 \t%rd195, %rd194, 2;\n",
    "\tadd.s64 \t%rd196, %rd6, %rd195;\n",
    "\tld.global.u32 \t%rd405, [%rd196];\n",
    "$L__BB20_19:\n",
    "\tsetp.lt.u32 \t%p18, %r19, 4;\n",
    "\tmov.u64 \t%rd406, %rd412;\n",
    "\t@%p18 bra \t$L__BB20_21;\n",
    "\tld.param.u64 \t%rd382, [dc_coll_flag_reduce_u32_param_34];\n",
    "\tadd.s64 \t%rd197, %rd404, %rd382;\n",
    "\tshl.b64 \t%rd198, %rd197, 2;\n",
    "\tadd.s64 \t%rd199, %rd5, %rd198;\n",
    "\tld.global.u32 \t%rd406, [%rd199];\n",
    "$L__BB20_21:\n",
    "\tsetp.lt.u32 \t%p19, %r19, 5;\n",
    "\tmov.u64 \t%rd407, %rd412;\n",
    "\t@%p19 bra \t$L__BB20_23;\n",
    "\tld.param.u64 \t%rd386, [dc_coll_flag_reduce_u32_param_35];\n",
    "\tadd.s64 \t%rd200, %rd404, %rd386;\n",
    "\tshl.b64 \t%rd201, %rd200, 2;\n",
    "\tadd.s64 \t%rd202, %rd4, %rd201;\n",
    "\tld.global.u32 \t%rd407, [%rd202];\n",
    "$L__BB20_23:\n",
    "\tsetp.lt.u32 \t%p20, %r19, 6;\n",
    "\tmov.u64 \t%rd408, %rd412;\n",
    "\t@%p20 bra \t$L__BB20_25;\n",
    "\tld.param.u64 \t%rd385, [dc_coll_flag_reduce_u32_param_36];\n",
    "\tadd.s64 \t%rd203, %rd404, %rd385;\n",
    "\tshl.b64 \t%rd204, %rd203, 2;\n",
    "\tadd.s64 \t%rd205, %rd3, %rd204;\n",
    "\tld.global.u32 \t%rd408, [%rd205];\n",
    "$L__BB20_25:\n",
    "\tsetp.lt.u32 \t%p21, %r19, 7;\n",
    "\tmov.u64 \t%rd409, %rd412;\n",
    "\t@%p21 bra \t$L__BB20_27;\n",
    "\tld.param.u64 \t%rd384, [dc_coll_flag_reduce_u32_param_37];\n",
    "\tadd.s64 \t%rd206, %rd404, %rd384;\n",
    "\tshl.b64 \t%rd207, %rd206, 2;\n",
    "\tadd.s64 \t%rd208, %rd2, %rd207;\n",
    "\tld.global.u32 \t%rd409, [%rd208];\n",
    "$L__BB20_27:\n",
    "\tsetp.lt.u32 \t%p22, %r19, 8;\n",
    "\tmov.u64 \t%rd410, %rd412;\n",
    "\t@%p22 bra \t$L__BB20_29;\n",
    "\tld.param.u64 \t%rd388, [dc_coll_flag_reduce_u32_param_38];\n",
    "\tadd.s64 \t%rd209, %rd404, %rd388;\n",
    "\tshl.b64 \t%rd210, %rd209, 2;\n",
    "\tadd.s64 \t%rd211, %rd1, %rd210;\n",
    "\tld.global.u32 \t%rd410, [%rd211];\n",
    "$L__BB20_29:\n",
    "\tsetp.lt.u32 \t%p121, %r19, 3;\n",
    "\t@%p121 bra \t$L__BB20_31;\n",
    "\tsetp.eq.s32 \t%p24, %r14, 3;\n",
    "\tmin.u64 \t%rd212, %rd405, %rd412;\n",
    "\tmax.u64 \t%rd213, %rd405, %rd412;\n",
    "\tadd.s64 \t%rd214, %rd405, %rd412;\n",
    "\tselp.b64 \t%rd215, %rd213, %rd214, %p24;\n",
    "\tsetp.eq.s32 \t%p25, %r14, 2;\n",
    "\tselp.b64 \t%rd216, %rd212, %rd215, %p25;\n",
    "\tmul.lo.s64 \t%rd217, %rd405, %rd412;\n",
    "\tsetp.eq.s32 \t%p26, %r14, 1;\n",
    "\tselp.b64 \t%rd412, %rd217, %rd216, %p26;\n",
    "$L__BB20_31:\n",
    "\tsetp.lt.u32 \t%p122, %r19, 4;\n",
    "\t@%p122 bra \t$L__BB20_33;\n",
    "\tsetp.eq.s32 \t%p28, %r14, 3;\n",
    "\tmin.u64 \t%rd218, %rd406, %rd412;\n",
    "\tmax.u64 \t%rd219, %rd406, %rd412;\n",
    "\tadd.s64 \t%rd220, %rd412, %rd406;\n",
    "\tselp.b64 \t%rd221, %rd219, %rd220, %p28;\n",
    "\tsetp.eq.s32 \t%p29, %r14, 2;\n",
    "\tselp.b64 \t%rd222, %rd218, %rd221, %p29;\n",
    "\tmul.lo.s64 \t%rd223, %rd412, %rd406;\n",
    "\tsetp.eq.s32 \t%p30, %r14, 1;\n",
    "\tselp.b64 \t%rd412, %rd223, %rd222, %p30;\n",
    "$L__BB20_33:\n",
    "\tsetp.lt.u32 \t%p123, %r19, 5;\n",
    "\t@%p123 bra \t$L__BB20_35;\n",
    "\tsetp.eq.s32 \t%p32, %r14, 3;\n",
    "\tmin.u64 \t%rd224, %rd407, %rd412;\n",
    "\tmax.u64 \t%rd225, %rd407, %rd412;\n",
    "\tadd.s64 \t%rd226, %rd412, %rd407;\n",
    "\tselp.b64 \t%rd227, %rd225, %rd226, %p32;\n",
    "\tsetp.eq.s32 \t%p33, %r14, 2;\n",
    "\tselp.b64 \t%rd228, %rd224, %rd227, %p33;\n",
    "\tmul.lo.s64 \t%rd229, %rd412, %rd407;\n",
    "\tsetp.eq.s32 \t%p34, %r14, 1;\n",
    "\tselp.b64 \t%rd412, %rd229, %rd228, %p34;\n",
    "$L__BB20_35:\n",
    "\tsetp.lt.u32 \t%p124, %r19, 6;\n",
    "\t@%p124 bra \t$L__BB20_37;\n",
    "\tsetp.eq.s32 \t%p36, %r14, 3;\n",
    "\tmin.u64 \t%rd230, %rd408, %rd412;\n",
    "\tmax.u64 \t%rd231, %rd408, %rd412;\n",
    "\tadd.s64 \t%rd232, %rd412, %rd408;\n",
    "\tselp.b64 \t%rd233, %rd231, %rd232, %p36;\n",
    "\tsetp.eq.s32 \t%p37, %r14, 2;\n",
    "\tselp.b64 \t%rd234, %rd230, %rd233, %p37;\n",
    "\tmul.lo.s64 \t%rd235, %rd412, %rd408;\n",
    "\tsetp.eq.s32 \t%p38, %r14, 1;\n",
    "\tselp.b64 \t%rd412, %rd235, %rd234, %p38;\n",
    "$L__BB20_37:\n",
    "\tsetp.lt.u32 \t%p125, %r19, 7;\n",
    "\t@%p125 bra \t$L__BB20_39;\n",
    "\tsetp.eq.s32 \t%p40, %r14, 3;\n",
    "\tmin.u64 \t%rd236, %rd409, %rd412;\n",
    "\tmax.u64 \t%rd237, %rd409, %rd412;\n",
    "\tadd.s64 \t%rd238, %rd412, %rd409;\n",
    "\tselp.b64 \t%rd239, %rd237, %rd238, %p40;\n",
    "\tsetp.eq.s32 \t%p41, %r14, 2;\n",
    "\tselp.b64 \t%rd240, %rd236, %rd239, %p41;\n",
    "\tmul.lo.s64 \t%rd241, %rd412, %rd409;\n",
    "\tsetp.eq.s32 \t%p42, %r14, 1;\n",
    "\tselp.b64 \t%rd412, %rd241, %rd240, %p42;\n",
    "$L__BB20_39:\n",
    "\tsetp.lt.u32 \t%p126, %r19, 8;\n",
    "\t@%p126 bra \t$L__BB20_41;\n",
    "\tsetp.eq.s32 \t%p44, %r14, 3;\n",
    "\tmin.u64 \t%rd242, %rd410, %rd412;\n",
    "\tmax.u64 \t%rd243, %rd410, %rd412;\n",
    "\tadd.s64 \t%rd244, %rd412, %rd410;\n",
    "\tselp.b64 \t%rd245, %rd243, %rd244, %p44;\n",
    "\tsetp.eq.s32 \t%p45, %r14, 2;\n",
    "\tselp.b64 \t%rd246, %rd242, %rd245, %p45;\n",
    "\tmul.lo.s64 \t%rd247, %rd412, %rd410;\n",
    "\tsetp.eq.s32 \t%p46, %r14, 1;\n",
    "\tselp.b64 \t%rd412, %rd247, %rd246, %p46;\n",
    "$L__BB20_41:\n",
    "\tsetp.ne.s32 \t%p47, %r14, 4;\n",
    "\t@%p47 bra \t$L__BB20_45;\n",
    "\tand.b64  \t%rd248, %rd412, -4294967296;\n",
    "\tsetp.eq.s64 \t%p48, %rd248, 0;\n",
    "\t@%p48 bra \t$L__BB20_44;\n",
    "\tdiv.u64 \t%rd412, %rd412, %rd34;\n",
    "\tbra.uni \t$L__BB20_45;\n",
    "$L__BB20_44:\n",
    "\tcvt.u32.u64 \t%r45, %rd412;\n",
    "\tdiv.u32 \t%r46, %r45, %r44;\n",
    "\tcvt.u64.u32 \t%rd412, %r46;\n",
    "$L__BB20_45:\n",
    "\tsetp.eq.s32 \t%p49, %r18, 0;\n",
    "\t@%p49 bra \t$L__BB20_56;\n",
    "\tcvt.u32.u64 \t%r5, %rd412;\n",
    "\tmov.u32 \t%r87, 0;\n",
    "$L__BB20_47:\n",
    "\t.pragma \"nounroll\";\n",
    "\tsetp.gt.s32 \t%p50, %r87, 2;\n",
    "\t@%p50 bra \t$L__BB20_51;\n",
    "\tsetp.eq.s32 \t%p54, %r87, 0;\n",
    "\tmov.u64 \t%rd418, %rd26;\n",
    "\t@%p54 bra \t$L__BB20_55;\n",
    "\tsetp.eq.s32 \t%p55, %r87, 1;\n",
    "\tmov.u64 \t%rd418, %rd27;\n",
    "\t@%p55 bra \t$L__BB20_55;\n",
    "\tsetp.eq.s32 \t%p56, %r87, 2;\n",
    "\tmov.u64 \t%rd418, %rd28;\n",
    "\t@%p56 bra \t$L__BB20_55;\n",
    "\tbra.uni \t$L__BB20_54;\n",
    "$L__BB20_51:\n",
    "\tsetp.eq.s32 \t%p51, %r87, 3;\n",
    "\tmov.u64 \t%rd418, %rd29;\n",
    "\t@%p51 bra \t$L__BB20_55;\n",
    "\tsetp.eq.s32 \t%p52, %r87, 4;\n",
    "\tmov.u64 \t%rd418, %rd30;\n",
    "\t@%p52 bra \t$L__BB20_55;\n",
    "\tsetp.ne.s32 \t%p53, %r87, 5;\n",
    "\tmov.u64 \t%rd418, %rd31;\n",
    "\t@%p53 bra \t$L__BB20_54;\n",
    "\tbra.uni \t$L__BB20_55;\n",
    "$L__BB20_54:\n",
    "\tsetp.eq.s32 \t%p57, %r87, 6;\n",
    "\tselp.b64 \t%rd418, %rd32, %rd33, %p57;\n",
    "$L__BB20_55:\n",
    "\tshl.b64 \t%rd249, %rd404, 2;\n",
    "\tadd.s64 \t%rd250, %rd418, %rd249;\n",
    "\tst.global.u32 \t[%rd250], %r5;\n",
    "\tadd.s32 \t%r87, %r87, 1;\n",
    "\tsetp.lt.u32 \t%p58, %r87, %r18;\n",
    "\t@%p58 bra \t$L__BB20_47;\n",
    "$L__BB20_56:\n",
    "\tld.param.u64 \t%rd399, [dc_coll_flag_reduce_u32_param_0];\n",
    "\tadd.s64 \t%rd404, %rd404, %rd23;\n",
    "\tsetp.lt.u64 \t%p59, %rd404, %rd399;\n",
    "\t@%p59 bra \t$L__BB20_17;\n",
    "$L__BB20_98:\n",
    "\tld.param.u32 \t%r68, [dc_coll_flag_reduce_u32_param_2];\n",
    "\tld.param.u32 \t%r67, [dc_coll_flag_reduce_u32_param_3];\n",
    "\tmov.u32 \t%r66, %tid.x;\n",
    "\tsetp.ne.s32 \t%p120, %r66, %r67;\n",
    "\tsetp.lt.u32 \t%p119, %r66, %r68;\n",
    "\tand.pred  \t%p118, %p119, %p120;\n",
    "\tnot.pred \t%p117, %p118;\n",
    "\tbar.sync \t0;\n",
    "\t@%p117 bra \t$L__BB20_105;\n",
    "\tld.param.u64 \t%rd350, [dc_coll_flag_reduce_u32_param_42];\n",
    "\tcvta.to.global.u64 \t%rd349, %rd350;\n",
    "\tld.param.u32 \t%r73, [dc_coll_flag_reduce_u32_param_3];\n",
    "\tmov.u32 \t%r72, %tid.x;\n",
    "\tmov.u32 \t%r71, %ctaid.x;\n",
    "\tcvt.u64.u32 \t%rd348, %r71;\n",
    "\tmul.wide.u32 \t%rd347, %r72, 8;\n",
    "\tadd.s64 \t%rd346, %rd349, %rd347;\n",
    "\tcvt.u64.u32 \t%rd345, %r73;\n",
    "\tmul.wide.u32 \t%rd344, %r73, 8;\n",
    "\tadd.s64 \t%rd343, %rd349, %rd344;\n",
    "\tcvt.u64.u32 \t%rd342, %r72;\n",
    "\tcvt.u32.u64 \t%r54, %rd348;\n",
    "\tshl.b32 \t%r55, %r54, 3;\n",
    "\tadd.s32 \t%r56, %r55, 1024;\n",
    "\tcvt.u64.u32 \t%rd323, %r56;\n",
    "\tadd.s64 \t%rd324, %rd323, %rd342;\n",
    "\tld.global.u64 \t%rd325, [%rd343];\n",
    "\tshl.b64 \t%rd326, %rd324, 2;\n",
    "\tadd.s64 \t%rd322, %rd325, %rd326;\n",
    "\tadd.s64 \t%rd327, %rd345, %rd323;\n",
    "\tld.global.u64 \t%rd328, [%rd346];\n",
    "\tshl.b64 \t%rd329, %rd327, 2;\n",
    "\tadd.s64 \t%rd320, %rd328, %rd329;\n",
    "\t// begin inline asm\n",
    "\tst.release.sys.global.u32 [%rd320], %r2;\n",
    "\t// end inline asm\n",
    "\t// begin inline asm\n",
    "\tmov.u64 %rd321, %globaltimer;\n",
    "\t// end inline asm\n",
    "\t// begin inline asm\n",
    "\tld.acquire.sys.global.u32 %r53, [%rd322];\n",
    "\t// end inline asm\n",
    "\tsub.s32 \t%r57, %r53, %r2;\n",
    "\tsetp.gt.s32 \t%p107, %r57, -1;\n",
    "\t@%p107 bra \t$L__BB20_105;\n",
    "\tmov.u32 \t%r89, 0;\n",
    "$L__BB20_101:\n",
    "\tadd.s32 \t%r89, %r89, 1;\n",
    "\tand.b32  \t%r59, %r89, 63;\n",
    "\tsetp.ne.s32 \t%p108, %r59, 0;\n",
    "\t@%p108 bra \t$L__BB20_103;\n",
    "\tld.param.u64 \t%rd351, [dc_coll_flag_reduce_u32_param_45];\n",
    "\t// begin inline asm\n",
    "\tmov.u64 %rd330, %globaltimer;\n",
    "\t// end inline asm\n",
    "\tsub.s64 \t%rd331, %rd330, %rd321;\n",
    "\tsetp.gt.u64 \t%p109, %rd331, %rd351;\n",
    "\t@%p109 bra \t$L__BB20_104;\n",
    "$L__BB20_103:\n",
    "\t// begin inline asm\n",
    "\tld.acquire.sys.global.u32 %r60, [%rd322];\n",
    "\t// end inline asm\n",
    "\tsub.s32 \t%r61, %r60, %r2;\n",
    "\tsetp.lt.s32 \t%p110, %r61, 0;\n",
    "\t@%p110 bra \t$L__BB20_101;\n",
    "\tbra.uni \t$L__BB20_105;\n",
    "$L__BB20_104:\n",
    "\tld.param.u64 \t%rd353, [dc_coll_flag_reduce_u32_param_44];\n",
    "\tld.param.u32 \t%r75, [dc_coll_flag_reduce_u32_param_3];\n",
    "\tcvt.u64.u32 \t%rd352, %r75;\n",
    "\tmov.u32 \t%r74, %tid.x;\n",
    "\tcvta.to.global.u64 \t%rd333, %rd353;\n",
    "\tshl.b64 \t%rd334, %rd352, 2;\n",
    "\tadd.s64 \t%rd335, %rd333, %rd334;\n",
    "\tadd.s32 \t%r62, %r74, 513;\n",
    "\tst.volatile.global.u32 \t[%rd335], %r62;\n",
    "\tmembar.sys;\n",
    "\tmov.u32 \t%r63, 1;\n",
    "\tst.volatile.shared.u32 \t[_ZZ16coll_flag_reduceI5t_intIjjLb0EEEvyjjjjjjPNT_1TES4_S4_S4_S4_S4_S4_S4_PKS3_S6_S6_S6_S6_S6_S6_S6_S6_S4_PKyPjyyE6failed+4], %r63;\n",
    "$L__BB20_105:\n",
    "\tmov.u32 \t%r69, %tid.x;\n",
    "\tbar.sync \t0;\n",
    "\tld.volatile.shared.u32 \t%r64, [_ZZ16coll_flag_reduceI5t_intIjjLb0EEEvyjjjjjjPNT_1TES4_S4_S4_S4_S4_S4_S4_PKS3_S6_S6_S6_S6_S6_S6_S6_S6_S4_PKyPjyyE6failed+4];\n",
    "\tor.b32  \t%r65, %r64, %r69;\n",
    "\tsetp.ne.s32 \t%p111, %r65, 0;\n",
    "\t@%p111 bra \t$L__BB20_107;\n",
    "\tmov.u32 \t%r70, %ctaid.x;\n",
    "\tcvt.u64.u32 \t%rd341, %r70;\n",
    "\tld.param.u64 \t%rd340, [dc_coll_flag_reduce_u32_param_43];\n",
    "\tcvta.to.global.u64 \t%rd339, %rd340;\n",
    "\tshl.b64 \t%rd336, %rd341, 2;\n",
    "\tadd.s64 \t%rd337, %rd339, %rd336;\n",
    "\tst.global.u32 \t[%rd337], %r2;\n",
    "$L__BB20_107:\n",
    "\tret;\n",
    "}\n",
    "\t// .globl\tdc_coll_flag_reduce_i64\n",
    ".visible .entry dc_coll_flag_reduce_i64(\n",
    "\t.param .u64 dc_coll_flag_reduce_i64_param_0,\n",
    "\t.param .u32 dc_coll_flag_reduce_i64_param_1,\n",
    "\t.param .u32 dc_coll_flag_reduce_i64_param_2,\n",
    "\t.param .u32 dc_coll_flag_reduce_i64_param_3,\n",
    "\t.param .u32 dc_coll_flag_reduce_i64_param_4,\n",
    "\t.param .u32 dc_coll_flag_reduce_i64_param_5,\n",
    "\t.param .u32 dc_coll_flag_reduce_i64_param_6,\n",
    "\t.param .u64 dc_coll_flag_reduce_i64_param_7,\n",
    "\t.param .u64 dc_coll_flag_reduce_i64_param_8,\n",
    "\t.param .u64 dc_coll_flag_reduce_i64_param_9,\n",
    "\t.param .u64 dc_coll_flag_reduce_i64_param_10,\n",
    "\t.param .u64 dc_coll_flag_reduce_i64_param_11,\n",
    "\t.param .u64 dc_coll_flag_reduce_i64_param_12,\n",
    "\t.param .u64 dc_coll_flag_reduce_i64_param_13,\n",
    "\t.param .u64 dc_coll_flag_reduce_i64_param_14,\n",
    "\t.param .u64 dc_coll_flag_reduce_i64_param_15,\n",
    "\t.param .u64 dc_coll_flag_reduce_i64_param_16,\n",
    "\t.param .u64 dc_coll_flag_reduce_i64_param_17,\n",
    "\t.param .u64 dc_coll_flag_reduce_i64_param_18,\n",
    "\t.param .u64 dc_coll_flag_reduce_i64_param_19,\n",
    "\t.param .u64 dc_coll_flag_reduce_i64_param_20,\n",
    "\t.param .u64 dc_coll_flag_reduce_i64_param_21,\n",
    "\t.param .u64 dc_coll_flag_reduce_i64_param_22,\n",
    "\t.param .u64 dc_coll_flag_reduce_i64_param_23,\n",
    "\t.param .u64 dc_coll_flag_reduce_i64_param_24,\n",
    "\t.param .u64 dc_coll_flag_reduce_i64_param_25,\n",
    "\t.param .u64 dc_coll_flag_reduce_i64_param_26,\n",
    "\t.param .u64 dc_coll_flag_reduce_i64_param_27,\n",
    "\t.param .u64 dc_coll_flag_reduce_i64_param_28,\n",
    "\t.param .u64 dc_coll_flag_reduce_i64_param_29,\n",
    "\t.param .u64 dc_coll_flag_reduce_i64_param_30,\n",
    "\t.param .u64 dc_coll_flag_reduce_i64_param_31,\n",
    "\t.param .u64 dc_coll_flag_reduce_i64_param_32,\n",
    "\t.param .u64 dc_coll_flag_reduce_i64_param_33,\n",
    "\t.param .u64 dc_coll_flag_reduce_i64_param_34,\n",
    "\t.param .u64 dc_coll_flag_reduce_i64_param_35,\n",
    "\t.param .u64 dc_coll_flag_reduce_i64_param_36,\n",
    "\t.param .u64 dc_coll_flag_reduce_i64_param_37,\n",
    "\t.param .u64 dc_coll_flag_reduce_i64_param_38,\n",
    "\t.param .u64 dc_coll_flag_reduce_i64_param_39,\n",
    "\t.param .u64 dc_coll_flag_reduce_i64_param_40,\n",
    "\t.param .u64 dc_coll_flag_reduce_i64_param_41,\n",
    "\t.param .u64 dc_coll_flag_reduce_i64_param_42,\n",
    "\t.param .u64 dc_coll_flag_reduce_i64_param_43,\n",
    "\t.param .u64 dc_coll_flag_reduce_i64_param_44,\n",
    "\t.param .u64 dc_coll_flag_reduce_i64_param_45\n",
    ")\n",
    "{\n",
    "\t.reg .pred \t%p<128>;\n",
    "\t.reg .b32 \t%r<86>;\n",
    "\t.reg .b64 \t%rd<434>;\n",
    "\t// demoted variable\n",
    "\t.shared .align 4 .u32 _ZZ16coll_flag_reduceI5t_intIxyLb1EEEvyjjjjjjPNT_1TES4_S4_S4_S4_S4_S4_S4_PKS3_S6_S6_S6_S6_S6_S6_S6_S6_S4_PKyPjyyE5epoch;\n",
    "\t// demoted variable\n",
    "\t.shared .align 4 .b8 _ZZ16coll_flag_reduceI5t_intIxyLb1EEEvyjjjjjjPNT_1TES4_S4_S4_S4_S4_S4_S4_PKS3_S6_S6_S6_S6_S6_S6_S6_S6_S4_PKyPjyyE6failed[8];\n",
    "\tld.param.u64 \t%rd105, [dc_coll_flag_reduce_i64_param_0];\n",
    "\tld.param.u32 \t%r11, [dc_coll_flag_reduce_i64_param_1];\n",
    "\tld.param.u32 \t%r15, [dc_coll_flag_reduce_i64_param_5];\n",
    "\tld.param.u32 \t%r16, [dc_coll_flag_reduce_i64_param_6];\n",
    "\tld.param.u64 \t%rd137, [dc_coll_flag_reduce_i64_param_23];\n",
    "\tld.param.u64 \t%rd138, [dc_coll_flag_reduce_i64_param_25];\n",
    "\tld.param.u64 \t%rd139, [dc_coll_flag_reduce_i64_param_26];\n",
    "\tld.param.u64 \t%rd140, [dc_coll_flag_reduce_i64_param_27];\n",
    "\tld.param.u64 \t%rd141, [dc_coll_flag_reduce_i64_param_28];\n",
    "\tld.param.u64 \t%rd142, [dc_coll_flag_reduce_i64_param_29];\n",
    "\tld.param.u64 \t%rd143, [dc_coll_flag_reduce_i64_param_30];\n",
    "\tld.param.u64 \t%rd124, [dc_coll_flag_reduce_i64_param_32];\n",
    "\tld.param.u64 \t%rd132, [dc_coll_flag_reduce_i64_param_40];\n",
    "\tcvta.to.global.u64 \t%rd1, %rd143;\n",
    "\tcvta.to.global.u64 \t%rd2, %rd142;\n",
    "\tcvta.to.global.u64 \t%rd3, %rd141;\n",
    "\tcvta.to.global.u64 \t%rd4, %rd140;\n",
    "\tcvta.to.global.u64 \t%rd5, %rd139;\n",
    "\tcvta.to.global.u64 \t%rd6, %rd138;\n",
    "\tcvta.to.global.u64 \t%rd7, %rd137;\n",
    "\tmov.u32 \t%r1, %tid.x;\n",
    "\tsetp.ne.s32 \t%p2, %r1, 0;\n",
    "\t@%p2 bra \t$L__BB21_2;\n",
    "\tld.param.u64 \t%rd401, [dc_coll_flag_reduce_i64_param_43];\n",
    "\tcvta.to.global.u64 \t%rd400, %rd401;\n",
    "\tmov.u32 \t%r17, %ctaid.x;\n",
    "\tmul.wide.u32 \t%rd145, %r17, 4;\n",
    "\tadd.s64 \t%rd146, %rd400, %rd145;\n",
    "\tld.global.u32 \t%r18, [%rd146];\n",
    "\tadd.s32 \t%r19, %r18, 1;\n",
    "\tmov.u32 \t%r20, 0;\n",
    "\tst.shared.u32 \t[_ZZ16coll_flag_reduceI5t_intIxyLb1EEEvyjjjjjjPNT_1TES4_S4_S4_S4_S4_S4_S4_PKS3_S6_S6_S6_S6_S6_S6_S6_S6_S4_PKyPjyyE5epoch], %r19;\n",
    "\tst.shared.u32 \t[_ZZ16coll_flag_reduceI5t_intIxyLb1EEEvyjjjjjjPNT_1TES4_S4_S4_S4_S4_S4_S4_PKS3_S6_S6_S6_S6_S6_S6_S6_S6_S4_PKyPjyyE6failed+4], %r20;\n",
    "\tst.shared.u32 \t[_ZZ16coll_flag_reduceI5t_intIxyLb1EEEvyjjjjjjPNT_1TES4_S4_S4_S4_S4_S4_S4_PKS3_S6_S6_S6_S6_S6_S6_S6_S6_S4_PKyPjyyE6failed], %r20;\n",
    "$L__BB21_2:\n",
    "\tld.param.u64 \t%rd399, [dc_coll_flag_reduce_i64_param_41];\n",
    "\tsetp.eq.s64 \t%p3, %rd399, 0;\n",
    "\t@%p3 bra \t$L__BB21_6;\n",
    "\tmov.u32 \t%r81, %tid.x;\n",
    "\tmov.u32 \t%r21, %ntid.x;\n",
    "\tcvt.u64.u32 \t%rd9, %r21;\n",
    "\tmov.u32 \t%r22, %ctaid.x;\n",
    "\tmul.wide.u32 \t%rd147, %r22, %r21;\n",
    "\tcvt.u64.u32 \t%rd148, %r81;\n",
    "\tadd.s64 \t%rd403, %rd147, %rd148;\n",
    "\tsetp.ge.u64 \t%p4, %rd403, %rd105;\n",
    "\t@%p4 bra \t$L__BB21_6;\n",
    "\tld.param.u64 \t%rd377, [dc_coll_flag_reduce_i64_param_39];\n",
    "\tld.param.u64 \t%rd376, [dc_coll_flag_reduce_i64_param_41];\n",
    "\tcvta.to.global.u64 \t%rd11, %rd377;\n",
    "\tcvta.to.global.u64 \t%rd12, %rd376;\n",
    "\tmov.u32 \t%r23, %nctaid.x;\n",
    "\tcvt.u64.u32 \t%rd149, %r23;\n",
    "\tmul.lo.s64 \t%rd13, %rd149, %rd9;\n",
    "$L__BB21_5:\n",
    "\tadd.s64 \t%rd150, %rd403, %rd132;\n",
    "\tshl.b64 \t%rd151, %rd150, 3;\n",
    "\tadd.s64 \t%rd152, %rd11, %rd151;\n",
    "\tld.global.u64 \t%rd153, [%rd152];\n",
    "\tshl.b64 \t%rd154, %rd403, 3;\n",
    "\tadd.s64 \t%rd155, %rd12, %rd154;\n",
    "\tst.global.u64 \t[%rd155], %rd153;\n",
    "\tadd.s64 \t%rd403, %rd403, %rd13;\n",
    "\tsetp.lt.u64 \t%p5, %rd403, %rd105;\n",
    "\t@%p5 bra \t$L__BB21_5;\n",
    "$L__BB21_6:\n",
    "\tmov.u32 \t%r75, %tid.x;\n",
    "\tld.param.u32 \t%r73, [dc_coll_flag_reduce_i64_param_2];\n",
    "\tld.param.u32 \t%r72, [dc_coll_flag_reduce_i64_param_3];\n",
    "\tbar.sync \t0;\n",
    "\tld.shared.u32 \t%r2, [_ZZ16coll_flag_reduceI5t_intIxyLb1EEEvyjjjjjjPNT_1TES4_S4_S4_S4_S4_S4_S4_PKS3_S6_S6_S6_S6_S6_S6_S6_S6_S4_PKyPjyyE5epoch];\n",
    "\tbar.sync \t0;\n",
    "\tsetp.ne.s32 \t%p6, %r75, %r72;\n",
    "\tsetp.lt.u32 \t%p7, %r75, %r73;\n",
    "\tand.pred  \t%p1, %p7, %p6;\n",
    "\tcvt.u64.u32 \t%rd16, %r72;\n",
    "\tcvt.u64.u32 \t%rd18, %r75;\n",
    "\tnot.pred \t%p8, %p1;\n",
    "\t@%p8 bra \t$L__BB21_13;\n",
    "\tld.param.u64 \t%rd396, [dc_coll_flag_reduce_i64_param_42];\n",
    "\tcvta.to.global.u64 \t%rd395, %rd396;\n",
    "\tmov.u32 \t%r78, %tid.x;\n",
    "\tmul.wide.u32 \t%rd394, %r78, 8;\n",
    "\tadd.s64 \t%rd393, %rd395, %rd394;\n",
    "\tld.param.u32 \t%r77, [dc_coll_flag_reduce_i64_param_3];\n",
    "\tmul.wide.u32 \t%rd392, %r77, 8;\n",
    "\tadd.s64 \t%rd391, %rd395, %rd392;\n",
    "\tmov.u32 \t%r26, %ctaid.x;\n",
    "\tshl.b32 \t%r27, %r26, 3;\n",
    "\tcvt.u64.u32 \t%rd162, %r27;\n",
    "\tadd.s64 \t%rd164, %rd162, %rd18;\n",
    "\tld.global.u64 \t%rd165, [%rd391];\n",
    "\tshl.b64 \t%rd166, %rd164, 2;\n",
    "\tadd.s64 \t%rd161, %rd165, %rd166;\n",
    "\tadd.s64 \t%rd167, %rd16, %rd162;\n",
    "\tld.global.u64 \t%rd168, [%rd393];\n",
    "\tshl.b64 \t%rd169, %rd167, 2;\n",
    "\tadd.s64 \t%rd159, %rd168, %rd169;\n",
    "\t// begin inline asm\n",
    "\tst.release.sys.global.u32 [%rd159], %r2;\n",
    "\t// end inline asm\n",
    "\t// begin inline asm\n",
    "\tmov.u64 %rd160, %globaltimer;\n",
    "\t// end inline asm\n",
    "\t// begin inline asm\n",
    "\tld.acquire.sys.global.u32 %r25, [%rd161];\n",
    "\t// end inline asm\n",
    "\tsub.s32 \t%r28, %r25, %r2;\n",
    "\tsetp.gt.s32 \t%p9, %r28, -1;\n",
    "\t@%p9 bra \t$L__BB21_13;\n",
    "\tmov.u32 \t%r82, 0;\n",
    "$L__BB21_9:\n",
    "\tadd.s32 \t%r82, %r82, 1;\n",
    "\tand.b32  \t%r30, %r82, 63;\n",
    "\tsetp.ne.s32 \t%p10, %r30, 0;\n",
    "\t@%p10 bra \t$L__BB21_11;\n",
    "\tld.param.u64 \t%rd374, [dc_coll_flag_reduce_i64_param_45];\n",
    "\t// begin inline asm\n",
    "\tmov.u64 %rd170, %globaltimer;\n",
    "\t// end inline asm\n",
    "\tsub.s64 \t%rd171, %rd170, %rd160;\n",
    "\tsetp.gt.u64 \t%p11, %rd171, %rd374;\n",
    "\t@%p11 bra \t$L__BB21_12;\n",
    "$L__BB21_11:\n",
    "\t// begin inline asm\n",
    "\tld.acquire.sys.global.u32 %r31, [%rd161];\n",
    "\t// end inline asm\n",
    "\tsub.s32 \t%r32, %r31, %r2;\n",
    "\tsetp.lt.s32 \t%p12, %r32, 0;\n",
    "\t@%p12 bra \t$L__BB21_9;\n",
    "\tbra.uni \t$L__BB21_13;\n",
    "$L__BB21_12:\n",
    "\tld.param.u32 \t%r80, [dc_coll_flag_reduce_i64_param_3];\n",
    "\tcvt.u64.u32 \t%rd398, %r80;\n",
    "\tmov.u32 \t%r76, %tid.x;\n",
    "\tld.param.u64 \t%rd375, [dc_coll_flag_reduce_i64_param_44];\n",
    "\tcvta.to.global.u64 \t%rd173, %rd375;\n",
    "\tshl.b64 \t%rd174, %rd398, 2;\n",
    "\tadd.s64 \t%rd175, %rd173, %rd174;\n",
    "\tadd.s32 \t%r33, %r76, 257;\n",
    "\tst.volatile.global.u32 \t[%rd175], %r33;\n",
    "\tmembar.sys;\n",
    "\tmov.u32 \t%r34, 1;\n",
    "\tst.volatile.shared.u32 \t[_ZZ16coll_flag_reduceI5t_intIxyLb1EEEvyjjjjjjPNT_1TES4_S4_S4_S4_S4_S4_S4_PKS3_S6_S6_S6_S6_S6_S6_S6_S6_S4_PKyPjyyE6failed], %r34;\n",
    "$L__BB21_13:\n",
    "\tbar.sync \t0;\n",
    "\tld.volatile.shared.u32 \t%r35, [_ZZ16coll_flag_reduceI5t_intIxyLb1EEEvyjjjjjjPNT_1TES4_S4_S4_S4_S4_S4_S4_PKS3_S6_S6_S6_S6_S6_S6_S6_S6_S4_PKyPjyyE6failed];\n",
    "\tsetp.ne.s32 \t%p13, %r35, 0;\n",
    "\t@%p13 bra \t$L__BB21_107;\n",
    "\tmov.u32 \t%r79, %tid.x;\n",
    "\tcvt.u64.u32 \t%rd397, %r79;\n",
    "\tmov.u32 \t%r36, %nctaid.x;\n",
    "\tmov.u32 \t%r37, %ntid.x;\n",
    "\tmul.wide.u32 \t%rd23, %r36, %r37;\n",
    "\tmov.u32 \t%r38, %ctaid.x;\n",
    "\tmul.wide.u32 \t%rd176, %r38, %r37;\n",
    "\tadd.s64 \t%rd404, %rd176, %rd397;\n",
    "\tsetp.ge.u64 \t%p14, %rd404, %rd105;\n",
    "\t@%p14 bra \t$L__BB21_98;\n",
    "\tld.param.u64 \t%rd382, [dc_coll_flag_reduce_i64_param_22];\n",
    "\tld.param.u64 \t%rd381, [dc_coll_flag_reduce_i64_param_14];\n",
    "\tld.param.u64 \t%rd380, [dc_coll_flag_reduce_i64_param_21];\n",
    "\tld.param.u64 \t%rd379, [dc_coll_flag_reduce_i64_param_13];\n",
    "\tld.param.u32 \t%r74, [dc_coll_flag_reduce_i64_param_4];\n",
    "\tld.param.u64 \t%rd373, [dc_coll_flag_reduce_i64_param_20];\n",
    "\tld.param.u64 \t%rd372, [dc_coll_flag_reduce_i64_param_12];\n",
    "\tld.param.u64 \t%rd371, [dc_coll_flag_reduce_i64_param_19];\n",
    "\tld.param.u64 \t%rd370, [dc_coll_flag_reduce_i64_param_11];\n",
    "\tld.param.u64 \t%rd369, [dc_coll_flag_reduce_i64_param_18];\n",
    "\tld.param.u64 \t%rd368, [dc_coll_flag_reduce_i64_param_10];\n",
    "\tld.param.u64 \t%rd367, [dc_coll_flag_reduce_i64_param_17];\n",
    "\tld.param.u64 \t%rd366, [dc_coll_flag_reduce_i64_param_9];\n",
    "\tld.param.u64 \t%rd365, [dc_coll_flag_reduce_i64_param_16];\n",
    "\tld.param.u64 \t%rd364, [dc_coll_flag_reduce_i64_param_8];\n",
    "\tld.param.u64 \t%rd363, [dc_coll_flag_reduce_i64_param_15];\n",
    "\tld.param.u64 \t%rd362, [dc_coll_flag_reduce_i64_param_7];\n",
    "\tcvta.to.global.u64 \t%rd177, %rd362;\n",
    "\tshl.b64 \t%rd178, %rd363, 3;\n",
    "\tadd.s64 \t%rd26, %rd177, %rd178;\n",
    "\tcvta.to.global.u64 \t%rd179, %rd364;\n",
    "\tshl.b64 \t%rd180, %rd365, 3;\n",
    "\tadd.s64 \t%rd27, %rd179, %rd180;\n",
    "\tcvta.to.global.u64 \t%rd181, %rd366;\n",
    "\tshl.b64 \t%rd182, %rd367, 3;\n",
    "\tadd.s64 \t%rd28, %rd181, %rd182;\n",
    "\tcvta.to.global.u64 \t%rd183, %rd368;\n",
    "\tshl.b64 \t%rd184, %rd369, 3;\n",
    "\tadd.s64 \t%rd29, %rd183, %rd184;\n",
    "\tcvta.to.global.u64 \t%rd185, %rd370;\n",
    "\tshl.b64 \t%rd186, %rd371, 3;\n",
    "\tadd.s64 \t%rd30, %rd185, %rd186;\n",
    "\tcvta.to.global.u64 \t%rd187, %rd372;\n",
    "\tshl.b64 \t%rd188, %rd373, 3;\n",
    "\tadd.s64 \t%rd31, %rd187, %rd188;\n",
    "\tcvta.to.global.u64 \t%rd189, %rd379;\n",
    "\tshl.b64 \t%rd190, %rd380, 3;\n",
    "\tadd.s64 \t%rd32, %rd189, %rd190;\n",
    "\tcvta.to.global.u64 \t%rd191, %rd381;\n",
    "\tshl.b64 \t%rd192, %rd382, 3;\n",
    "\tadd.s64 \t%rd33, %rd191, %rd192;\n",
    "\tsetp.gt.u32 \t%p15, %r16, 1;\n",
    "\tsetp.eq.s32 \t%p16, %r74, 0;\n",
    "\tselp.b32 \t%r39, 1, %r74, %p16;\n",
    "\tcvt.u64.u32 \t%rd34, %r39;\n",
    "\t@%p15 bra \t$L__BB21_57;\n",
    "\tbra.uni \t$L__BB21_16;\n",
    "$L__BB21_57:\n",
    "\tld.param.u64 \t%rd390, [dc_coll_flag_reduce_i64_param_24];\n",
    "\tcvta.to.global.u64 \t%rd67, %rd390;\n",
    "\tcvt.u32.u64 \t%r44, %rd34;\n",
    "$L__BB21_58:\n",
    "\tld.param.u64 \t%rd355, [dc_coll_flag_reduce_i64_param_31];\n",
    "\tadd.s64 \t%rd253, %rd404, %rd355;\n",
    "\tshl.b64 \t%rd254, %rd253, 3;\n",
    "\tadd.s64 \t%rd255, %rd7, %rd254;\n",
    "\tld.global.u64 \t%rd69, [%rd255];\n",
    "\tadd.s64 \t%rd256, %rd404, %rd124;\n",
    "\tshl.b64 \t%rd257, %rd256, 3;\n",
    "\tadd.s64 \t%rd258, %rd67, %rd257;\n",
    "\tld.global.u64 \t%rd70, [%rd258];\n",
    "\tsetp.lt.u32 \t%p60, %r16, 3;\n",
    "\tmov.u64 \t%rd420, %rd69;\n",
    "\t@%p60 bra \t$L__BB21_60;\n",
    "\tld.param.u64 \t%rd361, [dc_coll_flag_reduce_i64_param_33];\n",
    "\tadd.s64 \t%rd259, %rd404, %rd361;\n",
    "\tshl.b64 \t%rd260, %rd259, 3;\n",
    "\tadd.s64 \t%rd261, %rd6, %rd260;\n",
    "\tld.global.u64 \t%rd420, [%rd261];\n",
    "$L__BB21_60:\n",
    "\tsetp.lt.u32 \t%p61, %r16, 4;\n",
    "\tmov.u64 \t%rd421, %rd69;\n",
    "\t@%p61 bra \t$L__BB21_62;\n",
    "\tld.param.u64 \t%rd360, [dc_coll_flag_reduce_i64_param_34];\n",
    "\tadd.s64 \t%rd262, %rd404, %rd360;\n",
    "\tshl.b64 \t%rd263, %rd262, 3;\n",
    "\tadd.s64 \t%rd264, %rd5, %rd263;\n",
    "\tld.global.u64 \t%rd421, [%rd264];\n",
    "$L__BB21_62:\n",
    "\tsetp.lt.u32 \t%p62, %r16, 5;\n",
    "\tmov.u64 \t%rd422, %rd69;\n",
    "\t@%p62 bra \t$L__BB21_64;\n",
    "\tld.param.u64 \t%rd359, [dc_coll_flag_reduce_i64_param_35];\n",
    "\tadd.s64 \t%rd265, %rd404, %rd359;\n",
    "\tshl.b64 \t%rd266, %rd265, 3;\n",
    "\tadd.s64 \t%rd267, %rd4, %rd266;\n",
    "\tld.global.u64 \t%rd422, [%rd267];\n",
    "$L__BB21_64:\n",
    "\tsetp.lt.u32 \t%p63, %r16, 6;\n",
    "\tmov.u64 \t%rd423, %rd69;\n",
    "\t@%p63 bra \t$L__BB21_66;\n",
    "\tld.param.u64 \t%rd358, [dc_coll_flag_reduce_i64_param_36];\n",
    "\tadd.s64 \t%rd268, %rd404, %rd358;\n",
    "\tshl.b64 \t%rd269, %rd268, 3;\n",
    "\tadd.s64 \t%rd270, %rd3, %rd269;\n",
    "\tld.global.u64 \t%rd423, [%rd270];\n",
    "$L__BB21_66:\n",
    "\tsetp.lt.u32 \t%p64, %r16, 7;\n",
    "\tmov.u64 \t%rd424, %rd69;\n",
    "\t@%p64 bra \t$L__BB21_68;\n",
    "\tld.param.u64 \t%rd357, [dc_coll_flag_reduce_i64_param_37];\n",
    "\tadd.s64 \t%rd271, %rd404, %rd357;\n",
    "\tshl.b64 \t%rd272, %rd271, 3;\n",
    "\tadd.s64 \t%rd273, %rd2, %rd272;\n",
    "\tld.global.u64 \t%rd424, [%rd273];\n",
    "$L__BB21_68:\n",
    "\tsetp.lt.u32 \t%p65, %r16, 8;\n",
    "\tmov.u64 \t%rd425, %rd69;\n",
    "\t@%p65 bra \t$L__BB21_70;\n",
    "\tld.param.u64 \t%rd356, [dc_coll_flag_reduce_i64_param_38];\n",
    "\tadd.s64 \t%rd274, %rd404, %rd356;\n",
    "\tshl.b64 \t%rd275, %rd274, 3;\n",
    "\tadd.s64 \t%rd276, %rd1, %rd275;\n",
    "\tld.global.u64 \t%rd425, [%rd276];\n",
    "$L__BB21_70:\n",
    "\tsetp.lt.u32 \t%p121, %r16, 3;\n",
    "\tmin.s64 \t%rd277, %rd70, %rd69;\n",
    "\tmax.s64 \t%rd278, %rd70, %rd69;\n",
    "\tadd.s64 \t%rd279, %rd70, %rd69;\n",
    "\tsetp.eq.s32 \t%p66, %r11, 3;\n",
    "\tselp.b64 \t%rd280, %rd278, %rd279, %p66;\n",
    "\tsetp.eq.s32 \t%p67, %r11, 2;\n",
    "\tselp.b64 \t%rd281, %rd277, %rd280, %p67;\n",
    "\tmul.lo.s64 \t%rd83, %rd70, %rd69;\n",
    "\tsetp.eq.s32 \t%p68, %r11, 1;\n",
    "\tselp.b64 \t%rd427, %rd83, %rd281, %p68;\n",
    "\t@%p121 bra \t$L__BB21_72;\n",
    "\tmin.s64 \t%rd282, %rd420, %rd427;\n",
    "\tmax.s64 \t%rd283, %rd420, %rd427;\n",
    "\tadd.s64 \t%rd284, %rd427, %rd420;\n",
    "\tselp.b64 \t%rd285, %rd283, %rd284, %p66;\n",
    "\tselp.b64 \t%rd286, %rd282, %rd285, %p67;\n",
    "\tmul.lo.s64 \t%rd287, %rd83, %rd420;\n",
    "\tselp.b64 \t%rd427, %rd287, %rd286, %p68;\n",
    "$L__BB21_72:\n",
    "\tsetp.lt.u32 \t%p112, %r16, 4;\n",
    "\t@%p112 bra \t$L__BB21_74;\n",
    "\tmin.s64 \t%rd288, %rd421, %rd427;\n",
    "\tmax.s64 \t%rd289, %rd421, %rd427;\n",
    "\tadd.s64 \t%rd290, %rd427, %rd421;\n",
    "\tselp.b64 \t%rd291, %rd289, %rd290, %p66;\n",
    "\tselp.b64 \t%rd292, %rd288, %rd291, %p67;\n",
    "\tmul.lo.s64 \t%rd293, %rd427, %rd421;\n",
    "\tselp.b64 \t%rd427, %rd293, %rd292, %p68;\n",
    "$L__BB21_74:\n",
    "\tsetp.lt.u32 \t%p113, %r16, 5;\n",
    "\t@%p113 bra \t$L__BB21_76;\n",
    "\tmin.s64 \t%rd294, %rd422, %rd427;\n",
    "\tmax.s64 \t%rd295, %rd422, %rd427;\n",
    "\tadd.s64 \t%rd296, %rd427, %rd422;\n",
    "\tselp.b64 \t%rd297, %rd295, %rd296, %p66;\n",
    "\tselp.b64 \t%rd298, %rd294, %rd297, %p67;\n",
    "\tmul.lo.s64 \t%rd299, %rd427, %rd422;\n",
    "\tselp.b64 \t%rd427, %rd299, %rd298, %p68;\n",
    "$L__BB21_76:\n",
    "\tsetp.lt.u32 \t%p114, %r16, 6;\n",
    "\t@%p114 bra \t$L__BB21_78;\n",
    "\tmin.s64 \t%rd300, %rd423, %rd427;\n",
    "\tmax.s64 \t%rd301, %rd423, %rd427;\n",
    "\tadd.s64 \t%rd302, %rd427, %rd423;\n",
    "\tselp.b64 \t%rd303, %rd301, %rd302, %p66;\n",
    "\tselp.b64 \t%rd304, %rd300, %rd303, %p67;\n",
    "\tmul.lo.s64 \t%rd305, %rd427, %rd423;\n",
    "\tselp.b64 \t%rd427, %rd305, %rd304, %p68;\n",
    "$L__BB21_78:\n",
    "\tsetp.lt.u32 \t%p115, %r16, 7;\n",
    "\t@%p115 bra \t$L__BB21_80;\n",
    "\tmin.s64 \t%rd306, %rd424, %rd427;\n",
    "\tmax.s64 \t%rd307, %rd424, %rd427;\n",
    "\tadd.s64 \t%rd308, %rd427, %rd424;\n",
    "\tselp.b64 \t%rd309, %rd307, %rd308, %p66;\n",
    "\tselp.b64 \t%rd310, %rd306, %rd309, %p67;\n",
    "\tmul.lo.s64 \t%rd311, %rd427, %rd424;\n",
    "\tselp.b64 \t%rd427, %rd311, %rd310, %p68;\n",
    "$L__BB21_80:\n",
    "\tsetp.lt.u32 \t%p116, %r16, 8;\n",
    "\t@%p116 bra \t$L__BB21_82;\n",
    "\tmin.s64 \t%rd312, %rd425, %rd427;\n",
    "\tmax.s64 \t%rd313, %rd425, %rd427;\n",
    "\tadd.s64 \t%rd314, %rd427, %rd425;\n",
    "\tselp.b64 \t%rd315, %rd313, %rd314, %p66;\n",
    "\tselp.b64 \t%rd316, %rd312, %rd315, %p67;\n",
    "\tmul.lo.s64 \t%rd317, %rd427, %rd425;\n",
    "\tselp.b64 \t%rd427, %rd317, %rd316, %p68;\n",
    "$L__BB21_82:\n",
    "\tsetp.ne.s32 \t%p93, %r11, 4;\n",
    "\t@%p93 bra \t$L__BB21_86;\n",
    "\tand.b64  \t%rd318, %rd427, -4294967296;\n",
    "\tsetp.eq.s64 \t%p94, %rd318, 0;\n",
    "\t@%p94 bra \t$L__BB21_85;\n",
    "\tdiv.s64 \t%rd427, %rd427, %rd34;\n",
    "\tbra.uni \t$L__BB21_86;\n",
    "$L__BB21_85:\n",
    "\tcvt.u32.u64 \t%r45, %rd427;\n",
    "\tdiv.u32 \t%r46, %r45, %r44;\n",
    "\tcvt.u64.u32 \t%rd427, %r46;\n",
    "$L__BB21_86:\n",
    "\tsetp.eq.s32 \t%p95, %r15, 0;\n",
    "\t@%p95 bra \t$L__BB21_97;\n",
    "\tmov.u32 \t%r84, 0;\n",
    "$L__BB21_88:\n",
    "\t.pragma \"nounroll\";\n",
    "\tsetp.gt.s32 \t%p96, %r84, 2;\n",
    "\t@%p96 bra \t$L__BB21_92;\n",
    "\tsetp.eq.s32 \t%p100, %r84, 0;\n",
    "\tmov.u64 \t%rd433, %rd26;\n",
    "\t@%p100 bra \t$L__BB21_96;\n",
    "\tsetp.eq.s32 \t%p101, %r84, 1;\n",
    "\tmov.u64 \t%rd433, %rd27;\n",
    "\t@%p101 bra \t$L__BB21_96;\n",
    "\tsetp.eq.s32 \t%p102, %r84, 2;\n",
    "\tmov.u64 \t%rd433, %rd28;\n",
    "\t@%p102 bra \t$L__BB21_96;\n",
    "\tbra.uni \t$L__BB21_95;\n",
    "$L__BB21_92:\n",
    "\tsetp.eq.s32 \t%p97, %r84, 3;\n",
    "\tmov.u64 \t%rd433, %rd29;\n",
    "\t@%p97 bra \t$L__BB21_96;\n",
    "\tsetp.eq.s32 \t%p98, %r84, 4;\n",
    "\tmov.u64 \t%rd433, %rd30;\n",
    "\t@%p98 bra \t$L__BB21_96;\n",
    "\tsetp.ne.s32 \t%p99, %r84, 5;\n",
    "\tmov.u64 \t%rd433, %rd31;\n",
    "\t@%p99 bra \t$L__BB21_95;\n",
    "\tbra.uni \t$L__BB21_96;\n",
    "$L__BB21_95:\n",
    "\tsetp.eq.s32 \t%p103, %r84, 6;\n",
    "\tselp.b64 \t%rd433, %rd32, %rd33, %p103;\n",
    "$L__BB21_96:\n",
    "\tshl.b64 \t%rd319, %rd404, 3;\n",
    "\tadd.s64 \t%rd320, %rd433, %rd319;\n",
    "\tst.global.u64 \t[%rd320], %rd427;\n",
    "\tadd.s32 \t%r84, %r84, 1;\n",
    "\tsetp.lt.u32 \t%p104, %r84, %r15;\n",
    "\t@%p104 bra \t$L__BB21_88;\n",
    "$L__BB21_97:\n",
    "\tld.param.u64 \t%rd339, [dc_coll_flag_reduce_i64_param_0];\n",
    "\tadd.s64 \t%rd404, %rd404, %rd23;\n",
    "\tsetp.lt.u64 \t%p105, %rd404, %rd339;\n",
    "\t@%p105 bra \t$L__BB21_58;\n",
    "\tbra.uni \t$L__BB21_98;\n",
    "$L__BB21_16:\n",
    "\tcvt.u32.u64 \t%r40, %rd34;\n",
    "$L__BB21_17:\n",
    "\tld.param.u64 \t%rd383, [dc_coll_flag_reduce_i64_param_31];\n",
    "\tadd.s64 \t%rd193, %rd404, %rd383;\n",
    "\tshl.b64 \t%rd194, %rd193, 3;\n",
    "\tadd.s64 \t%rd195, %rd7, %rd194;\n",
    "\tld.global.u64 \t%rd412, [%rd195];\n",
    "\tsetp.lt.u32 \t%p17, %r16, 3;\n",
    "\tmov.u64 \t%rd405, %rd412;\n",
    "\t@%p17 bra \t$L__BB21_19;\n",
    "\tld.param.u64 \t%rd384, [dc_coll_flag_reduce_i64_param_33];\n",
    "\tadd.s64 \t%rd196, %rd404, %rd384;\n",
    "\tshl.b64 \t%rd197, %rd196, 3;\n",
    "\tadd.s64 \t%rd198, %rd6, %rd197;\n",
    "\tld.global.u64 \t%rd405, [%rd198];\n",
    "$L__BB21_19:\n",
    "\tsetp.lt.u32 \t%p18, %r16, 4;\n",
    "\tmov.u64 \t%rd406, %rd412;\n",
    "\t@%p18 bra \t$L__BB21_21;\n",
    "\tld.param.u64 \t%rd388, [dc_coll_flag_reduce_i64_param_34];\n",
    "\tadd.s64 \t%rd199, %rd404, %rd388;\n",
    "\tshl.b64 \t%rd200, %rd199, 3;\n",
    "\tadd.s64 \t%rd201, %rd5, %rd200;\n",
    "\tld.global.u64 \t%rd406, [%rd201];\n",
    "$L__BB21_21:\n",
    "\tsetp.lt.u32 \t%p19, %r16, 5;\n",
    "\tmov.u64 \t%rd407, %rd412;\n",
    "\t@%p19 bra \t$L__BB21_23;\n",
    "\tld.param.u64 \t%rd387, [dc_coll_flag_reduce_i64_param_35];\n",
    "\tadd.s64 \t%rd202, %rd404, %rd387;\n",
    "\tshl.b64 \t%rd203, %rd202, 3;\n",
    "\tadd.s64 \t%rd204, %rd4, %rd203;\n",
    "\tld.global.u64 \t%rd407, [%rd204];\n",
    "$L__BB21_23:\n",
    "\tsetp.lt.u32 \t%p20, %r16, 6;\n",
    "\tmov.u64 \t%rd408, %rd412;\n",
    "\t@%p20 bra \t$L__BB21_25;\n",
    "\tld.param.u64 \t%rd386, [dc_coll_flag_reduce_i64_param_36];\n",
    "\tadd.s64 \t%rd205, %rd404, %rd386;\n",
    "\tshl.b64 \t%rd206, %rd205, 3;\n",
    "\tadd.s64 \t%rd207, %rd3, %rd206;\n",
    "\tld.global.u64 \t%rd408, [%rd207];\n",
    "$L__BB21_25:\n",
    "\tsetp.lt.u32 \t%p21, %r16, 7;\n",
    "\tmov.u64 \t%rd409, %rd412;\n",
    "\t@%p21 bra \t$L__BB21_27;\n",
    "\tld.param.u64 \t%rd385, [dc_coll_flag_reduce_i64_param_37];\n",
    "\tadd.s64 \t%rd208, %rd404, %rd385;\n",
    "\tshl.b64 \t%rd209, %rd208, 3;\n",
    "\tadd.s64 \t%rd210, %rd2, %rd209;\n",
    "\tld.global.u64 \t%rd409, [%rd210];\n",
    "$L__BB21_27:\n",
    "\tsetp.lt.u32 \t%p22, %r16, 8;\n",
    "\tmov.u64 \t%rd410, %rd412;\n",
    "\t@%p22 bra \t$L__BB21_29;\n",
    "\tld.param.u64 \t%rd389, [dc_coll_flag_reduce_i64_param_38];\n",
    "\tadd.s64 \t%rd211, %rd404, %rd389;\n",
    "\tshl.b64 \t%rd212, %rd211, 3;\n",
    "\tadd.s64 \t%rd213, %rd1, %rd212;\n",
    "\tld.global.u64 \t%rd410, [%rd213];\n",
    "$L__BB21_29:\n",
    "\tsetp.lt.u32 \t%p122, %r16, 3;\n",
    "\t@%p122 bra \t$L__BB21_31;\n",
    "\tsetp.eq.s32 \t%p24, %r11, 3;\n",
    "\tmin.s64 \t%rd214, %rd405, %rd412;\n",
    "\tmax.s64 \t%rd215, %rd405, %rd412;\n",
    "\tadd.s64 \t%rd216, %rd412, %rd405;\n",
    "\tselp.b64 \t%rd217, %rd215, %rd216, %p24;\n",
    "\tsetp.eq.s32 \t%p25, %r11, 2;\n",
    "\tselp.b64 \t%rd218, %rd214, %rd217, %p25;\n",
    "\tmul.lo.s64 \t%rd219, %rd412, %rd405;\n",
    "\tsetp.eq.s32 \t%p26, %r11, 1;\n",
    "\tselp.b64 \t%rd412, %rd219, %rd218, %p26;\n",
    "$L__BB21_31:\n",
    "\tsetp.lt.u32 \t%p123, %r16, 4;\n",
    "\t@%p123 bra \t$L__BB21_33;\n",
    "\tsetp.eq.s32 \t%p28, %r11, 3;\n",
    "\tmin.s64 \t%rd220, %rd406, %rd412;\n",
    "\tmax.s64 \t%rd221, %rd406, %rd412;\n",
    "\tadd.s64 \t%rd222, %rd412, %rd406;\n",
    "\tselp.b64 \t%rd223, %rd221, %rd222, %p28;\n",
    "\tsetp.eq.s32 \t%p29, %r11, 2;\n",
    "\tselp.b64 \t%rd224, %rd220, %rd223, %p29;\n",
    "\tmul.lo.s64 \t%rd225, %rd412, %rd406;\n",
    "\tsetp.eq.s32 \t%p30, %r11, 1;\n",
    "\tselp.b64 \t%rd412, %rd225, %rd224, %p30;\n",
    "$L__BB21_33:\n",
    "\tsetp.lt.u32 \t%p124, %r16, 5;\n",
    "\t@%p124 bra \t$L__BB21_35;\n",
    "\tsetp.eq.s32 \t%p32, %r11, 3;\n",
    "\tmin.s64 \t%rd226, %rd407, %rd412;\n",
    "\tmax.s64 \t%rd227, %rd407, %rd412;\n",
    "\tadd.s64 \t%rd228, %rd412, %rd407;\n",
    "\tselp.b64 \t%rd229, %rd227, %rd228, %p32;\n",
    "\tsetp.eq.s32 \t%p33, %r11, 2;\n",
    "\tselp.b64 \t%rd230, %rd226, %rd229, %p33;\n",
    "\tmul.lo.s64 \t%rd231, %rd412, %rd407;\n",
    "\tsetp.eq.s32 \t%p34, %r11, 1;\n",
    "\tselp.b64 \t%rd412, %rd231, %rd230, %p34;\n",
    "$L__BB21_35:\n",
    "\tsetp.lt.u32 \t%p125, %r16, 6;\n",
    "\t@%p125 bra \t$L__BB21_37;\n",
    "\tsetp.eq.s32 \t%p36, %r11, 3;\n",
    "\tmin.s64 \t%rd232, %rd408, %rd412;\n",
    "\tmax.s64 \t%rd233, %rd408, %rd412;\n",
    "\tadd.s64 \t%rd234, %rd412, %rd408;\n",
    "\tselp.b64 \t%rd235, %rd233, %rd234, %p36;\n",
    "\tsetp.eq.s32 \t%p37, %r11, 2;\n",
    "\tselp.b64 \t%rd236, %rd232, %rd235, %p37;\n",
    "\tmul.lo.s64 \t%rd237, %rd412, %rd408;\n",
    "\tsetp.eq.s32 \t%p38, %r11, 1;\n",
    "\tselp.b64 \t%rd412, %rd237, %rd236, %p38;\n",
    "$L__BB21_37:\n",
    "\tsetp.lt.u32 \t%p126, %r16, 7;\n",
    "\t@%p126 bra \t$L__BB21_39;\n",
    "\tsetp.eq.s32 \t%p40, %r11, 3;\n",
    "\tmin.s64 \t%rd238, %rd409, %rd412;\n",
    "\tmax.s64 \t%rd239, %rd409, %rd412;\n",
    "\tadd.s64 \t%rd240, %rd412, %rd409;\n",
    "\tselp.b64 \t%rd241, %rd239, %rd240, %p40;\n",
    "\tsetp.eq.s32 \t%p41, %r11, 2;\n",
    "\tselp.b64 \t%rd242, %rd238, %rd241, %p41;\n",
    "\tmul.lo.s64 \t%rd243, %rd412, %rd409;\n",
    "\tsetp.eq.s32 \t%p42, %r11, 1;\n",
    "\tselp.b64 \t%rd412, %rd243, %rd242, %p42;\n",
    "$L__BB21_39:\n",
    "\tsetp.lt.u32 \t%p127, %r16, 8;\n",
    "\t@%p127 bra \t$L__BB21_41;\n",
    "\tsetp.eq.s32 \t%p44, %r11, 3;\n",
    "\tmin.s64 \t%rd244, %rd410, %rd412;\n",
    "\tmax.s64 \t%rd245, %rd410, %rd412;\n",
    "\tadd.s64 \t%rd246, %rd412, %rd410;\n",
    "\tselp.b64 \t%rd247, %rd245, %rd246, %p44;\n",
    "\tsetp.eq.s32 \t%p45, %r11, 2;\n",
    "\tselp.b64 \t%rd248, %rd244, %rd247, %p45;\n",
    "\tmul.lo.s64 \t%rd249, %rd412, %rd410;\n",
    "\tsetp.eq.s32 \t%p46, %r11, 1;\n",
    "\tselp.b64 \t%rd412, %rd249, %rd248, %p46;\n",
    "$L__BB21_41:\n",
    "\tsetp.ne.s32 \t%p47, %r11, 4;\n",
    "\t@%p47 bra \t$L__BB21_45;\n",
    "\tand.b64  \t%rd250, %rd412, -4294967296;\n",
    "\tsetp.eq.s64 \t%p48, %rd250, 0;\n",
    "\t@%p48 bra \t$L__BB21_44;\n",
    "\tdiv.s64 \t%rd412, %rd412, %rd34;\n",
    "\tbra.uni \t$L__BB21_45;\n",
    "$L__BB21_44:\n",
    "\tcvt.u32.u64 \t%r41, %rd412;\n",
    "\tdiv.u32 \t%r42, %r41, %r40;\n",
    "\tcvt.u64.u32 \t%rd412, %r42;\n",
    "$L__BB21_45:\n",
    "\tsetp.eq.s32 \t%p49, %r15, 0;\n",
    "\t@%p49 bra \t$L__BB21_56;\n",
    "\tmov.u32 \t%r83, 0;\n",
    "$L__BB21_47:\n",
    "\t.pragma \"nounroll\";\n",
    "\tsetp.gt.s32 \t%p50, %r83, 2;\n",
    "\t@%p50 bra \t$L__BB21_51;\n",
    "\tsetp.eq.s32 \t%p54, %r83, 0;\n",
    "\tmov.u64 \t%rd418, %rd26;\n",
    "\t@%p54 bra \t$L__BB21_55;\n",
    "\tsetp.eq.s32 \t%p55, %r83, 1;\n",
    "\tmov.u64 \t%rd418, %rd27;\n",
    "\t@%p55 bra \t$L__BB21_55;\n",
    "\tsetp.eq.s32 \t%p56, %r83, 2;\n",
    "\tmov.u64 \t%rd418, %rd28;\n",
    "\t@%p56 bra \t$L__BB21_55;\n",
    "\tbra.uni \t$L__BB21_54;\n",
    "$L__BB21_51:\n",
    "\tsetp.eq.s32 \t%p51, %r83, 3;\n",
    "\tmov.u64 \t%rd418, %rd29;\n",
    "\t@%p51 bra \t$L__BB21_55;\n",
    "\tsetp.eq.s32 \t%p52, %r83, 4;\n",
    "\tmov.u64 \t%rd418, %rd30;\n",
    "\t@%p52 bra \t$L__BB21_55;\n",
    "\tsetp.ne.s32 \t%p53, %r83, 5;\n",
    "\tmov.u64 \t%rd418, %rd31;\n",
    "\t@%p53 bra \t$L__BB21_54;\n",
    "\tbra.uni \t$L__BB21_55;\n",
    "$L__BB21_54:\n",
    "\tsetp.eq.s32 \t%p57, %r83, 6;\n",
    "\tselp.b64 \t%rd418, %rd32, %rd33, %p57;\n",
    "$L__BB21_55:\n",
    "\tshl.b64 \t%rd251, %rd404, 3;\n",
    "\tadd.s64 \t%rd252, %rd418, %rd251;\n",
    "\tst.global.u64 \t[%rd252], %rd412;\n",
    "\tadd.s32 \t%r83, %r83, 1;\n",
    "\tsetp.lt.u32 \t%p58, %r83, %r15;\n",
    "\t@%p58 bra \t$L__BB21_47;\n",
    "$L__BB21_56:\n",
    "\tld.param.u64 \t%rd402, [dc_coll_flag_reduce_i64_param_0];\n",
    "\tadd.s64 \t%rd404, %rd404, %rd23;\n",
    "\tsetp.lt.u64 \t%p59, %rd404, %rd402;\n",
    "\t@%p59 bra \t$L__BB21_17;\n",
    "$L__BB21_98:\n",
    "\tld.param.u32 \t%r64, [dc_coll_flag_reduce_i64_param_2];\n",
    "\tld.param.u32 \t%r63, [dc_coll_flag_reduce_i64_param_3];\n",
    "\tmov.u32 \t%r62, %tid.x;\n",
    "\tsetp.ne.s32 \t%p120, %r62, %r63;\n",
    "\tsetp.lt.u32 \t%p119, %r62, %r64;\n",
    "\tand.pred  \t%p118, %p119, %p120;\n",
    "\tnot.pred \t%p117, %p118;\n",
    "\tbar.sync \t0;\n",
    "\t@%p117 bra \t$L__BB21_105;\n",
    "\tld.param.u64 \t%rd351, [dc_coll_flag_reduce_i64_param_42];\n",
    "\tcvta.to.global.u64 \t%rd350, %rd351;\n",
    "\tld.param.u32 \t%r69, [dc_coll_flag_reduce_i64_param_3];\n",
    "\tmov.u32 \t%r68, %tid.x;\n",
    "\tmov.u32 \t%r67, %ctaid.x;\n",
    "\tcvt.u64.u32 \t%rd349, %r67;\n",
    "\tmul.wide.u32 \t%rd348, %r68, 8;\n",
    "\tadd.s64 \t%rd347, %rd350, %rd348;\n",
    "\tcvt.u64.u32 \t%rd346, %r69;\n",
    "\tmul.wide.u32 \t%rd345, %r69, 8;\n",
    "\tadd.s64 \t%rd344, %rd350, %rd345;\n",
    "\tcvt.u64.u32 \t%rd343, %r68;\n",
    "\tcvt.u32.u64 \t%r50, %rd349;\n",
    "\tshl.b32 \t%r51, %r50, 3;\n",
    "\tadd.s32 \t%r52, %r51, 1024;\n",
    "\tcvt.u64.u32 \t%rd324, %r52;\n",
    "\tadd.s64 \t%rd325, %rd324, %rd343;\n",
    "\tld.global.u64 \t%rd326, [%rd344];\n",
    "\tshl.b64 \t%rd327, %rd325, 2;\n",
    "\tadd.s64 \t%rd323, %rd326, %rd327;\n",
    "\tadd.s64 \t%rd328, %rd346, %rd324;\n",
    "\tld.global.u64 \t%rd329, [%rd347];\n",
    "\tshl.b64 \t%rd330, %rd328, 2;\n",
    "\tadd.s64 \t%rd321, %rd329, %rd330;\n",
    "\t// begin inline asm\n",
    "\tst.release.sys.global.u32 [%rd321], %r2;\n",
    "\t// end inline asm\n",
    "\t// begin inline asm\n",
    "\tmov.u64 %rd322, %globaltimer;\n",
    "\t// end inline asm\n",
    "\t// begin inline asm\n",
    "\tld.acquire.sys.global.u32 %r49, [%rd323];\n",
    "\t// end inline asm\n",
    "\tsub.s32 \t%r53, %r49, %r2;\n",
    "\tsetp.gt.s32 \t%p107, %r53, -1;\n",
    "\t@%p107 bra \t$L__BB21_105;\n",
    "\tmov.u32 \t%r85, 0;\n",
    "$L__BB21_101:\n",
    "\tadd.s32 \t%r85, %r85, 1;\n",
    "\tand.b32  \t%r55, %r85, 63;\n",
    "\tsetp.ne.s32 \t%p108, %r55, 0;\n",
    "\t@%p108 bra \t$L__BB21_103;\n",
    "\tld.param.u64 \t%rd352, [dc_coll_flag_reduce_i64_param_45];\n",
    "\t// begin inline asm\n",
    "\tmov.u64 %rd331, %globaltimer;\n",
    "\t// end inline asm\n",
    "\tsub.s64 \t%rd332, %rd331, %rd322;\n",
    "\tsetp.gt.u64 \t%p109, %rd332, %rd352;\n",
    "\t@%p109 bra \t$L__BB21_104;\n",
    "$L__BB21_103:\n",
    "\t// begin inline asm\n",
    "\tld.acquire.sys.global.u32 %r56, [%rd323];\n",
    "\t// end inline asm\n",
    "\tsub.s32 \t%r57, %r56, %r2;\n",
    "\tsetp.lt.s32 \t%p110, %r57, 0;\n",
    "\t@%p110 bra \t$L__BB21_101;\n",
    "\tbra.uni \t$L__BB21_105;\n",
    "$L__BB21_104:\n",
    "\tld.param.u64 \t%rd354, [dc_coll_flag_reduce_i64_param_44];\n",
    "\tld.param.u32 \t%r71, [dc_coll_flag_reduce_i64_param_3];\n",
    "\tcvt.u64.u32 \t%rd353, %r71;\n",
    "\tmov.u32 \t%r70, %tid.x;\n",
    "\tcvta.to.global.u64 \t%rd334, %rd354;\n",
    "\tshl.b64 \t%rd335, %rd353, 2;\n",
    "\tadd.s64 \t%rd336, %rd334, %rd335;\n",
    "\tadd.s32 \t%r58, %r70, 513;\n",
    "\tst.volatile.global.u32 \t[%rd336], %r58;\n",
    "\tmembar.sys;\n",
    "\tmov.u32 \t%r59, 1;\n",
    "\tst.volatile.shared.u32 \t[_ZZ16coll_flag_reduceI5t_intIxyLb1EEEvyjjjjjjPNT_1TES4_S4_S4_S4_S4_S4_S4_PKS3_S6_S6_S6_S6_S6_S6_S6_S6_S4_PKyPjyyE6failed+4], %r59;\n",
    "$L__BB21_105:\n",
    "\tmov.u32 \t%r65, %tid.x;\n",
    "\tbar.sync \t0;\n",
    "\tld.volatile.shared.u32 \t%r60, [_ZZ16coll_flag_reduceI5t_intIxyLb1EEEvyjjjjjjPNT_1TES4_S4_S4_S4_S4_S4_S4_PKS3_S6_S6_S6_S6_S6_S6_S6_S6_S4_PKyPjyyE6failed+4];\n",
    "\tor.b32  \t%r61, %r60, %r65;\n",
    "\tsetp.ne.s32 \t%p111, %r61, 0;\n",
    "\t@%p111 bra \t$L__BB21_107;\n",
    "\tmov.u32 \t%r66, %ctaid.x;\n",
    "\tcvt.u64.u32 \t%rd342, %r66;\n",
    "\tld.param.u64 \t%rd341, [dc_coll_flag_reduce_i64_param_43];\n",
    "\tcvta.to.global.u64 \t%rd340, %rd341;\n",
    "\tshl.b64 \t%rd337, %rd342, 2;\n",
    "\tadd.s64 \t%rd338, %rd340, %rd337;\n",
    "\tst.global.u32 \t[%rd338], %r2;\n",
    "$L__BB21_107:\n",
    "\tret;\n",
    "}\n",
    "\t// .globl\tdc_coll_flag_reduce_u64\n",
    ".visible .entry dc_coll_flag_reduce_u64(\n",
    "\t.param .u64 dc_coll_flag_reduce_u64_param_0,\n",
    "\t.param .u32 dc_coll_flag_reduce_u64_param_1,\n",
    "\t.param .u32 dc_coll_flag_reduce_u64_param_2,\n",
    "\t.param .u32 dc_coll_flag_reduce_u64_param_3,\n",
    "\t.param .u32 dc_coll_flag_reduce_u64_param_4,\n",
    "\t.param .u32 dc_coll_flag_reduce_u64_param_5,\n",
    "\t.param .u32 dc_coll_flag_reduce_u64_param_6,\n",
    "\t.param .u64 dc_coll_flag_reduce_u64_param_7,\n",
    "\t.param .u64 dc_coll_flag_reduce_u64_param_8,\n",
    "\t.param .u64 dc_coll_flag_reduce_u64_param_9,\n",
    "\t.param .u64 dc_coll_flag_reduce_u64_param_10,\n",
    "\t.param .u64 dc_coll_flag_reduce_u64_param_11,\n",
    "\t.param .u64 dc_coll_flag_reduce_u64_param_12,\n",
    "\t.param .u64 dc_coll_flag_reduce_u64_param_13,\n",
    "\t.param .u64 dc_coll_flag_reduce_u64_param_14,\n",
    "\t.param .u64 dc_coll_flag_reduce_u64_param_15,\n",
    "\t.param .u64 dc_coll_flag_reduce_u64_param_16,\n",
    "\t.param .u64 dc_coll_flag_reduce_u64_param_17,\n",
    "\t.param .u64 dc_coll_flag_reduce_u64_param_18,\n",
    "\t.param .u64 dc_coll_flag_reduce_u64_param_19,\n",
    "\t.param .u64 dc_coll_flag_reduce_u64_param_20,\n",
    "\t.param .u64 dc_coll_flag_reduce_u64_param_21,\n",
    "\t.param .u64 dc_coll_flag_reduce_u64_param_22,\n",
    "\t.param .u64 dc_coll_flag_reduce_u64_param_23,\n",
    "\t.param .u64 dc_coll_flag_reduce_u64_param_24,\n",
    "\t.param .u64 dc_coll_flag_reduce_u64_param_25,\n",
    "\t.param .u64 dc_coll_flag_reduce_u64_param_26,\n",
    "\t.param .u64 dc_coll_flag_reduce_u64_param_27,\n",
    "\t.param .u64 dc_coll_flag_reduce_u64_param_28,\n",
    "\t.param .u64 dc_coll_flag_reduce_u64_param_29,\n",
    "\t.param .u64 dc_coll_flag_reduce_u64_param_30,\n",
    "\t.param .u64 dc_coll_flag_reduce_u64_param_31,\n",
    "\t.param .u64 dc_coll_flag_reduce_u64_param_32,\n",
    "\t.param .u64 dc_coll_flag_reduce_u64_param_33,\n",
    "\t.param .u64 dc_coll_flag_reduce_u64_param_34,\n",
    "\t.param .u64 dc_coll_flag_reduce_u64_param_35,\n",
    "\t.param .u64 dc_coll_flag_reduce_u64_param_36,\n",
    "\t.param .u64 dc_coll_flag_reduce_u64_param_37,\n",
    "\t.param .u64 dc_coll_flag_reduce_u64_param_38,\n",
    "\t.param .u64 dc_coll_flag_reduce_u64_param_39,\n",
    "\t.param .u64 dc_coll_flag_reduce_u64_param_40,\n",
    "\t.param .u64 dc_coll_flag_reduce_u64_param_41,\n",
    "\t.param .u64 dc_coll_flag_reduce_u64_param_42,\n",
    "\t.param .u64 dc_coll_flag_reduce_u64_param_43,\n",
    "\t.param .u64 dc_coll_flag_reduce_u64_param_44,\n",
    "\t.param .u64 dc_coll_flag_reduce_u64_param_45\n",
    ")\n",
    "{\n",
    "\t.reg .pred \t%p<128>;\n",
    "\t.reg .b32 \t%r<86>;\n",
    "\t.reg .b64 \t%rd<434>;\n",
    "\t// demoted variable\n",
    "\t.shared .align 4 .u32 _ZZ16coll_flag_reduceI5t_intIyyLb0EEEvyjjjjjjPNT_1TES4_S4_S4_S4_S4_S4_S4_PKS3_S6_S6_S6_S6_S6_S6_S6_S6_S4_PKyPjyyE5epoch;\n",
    "\t// demoted variable\n",
    "\t.shared .align 4 .b8 _ZZ16coll_flag_reduceI5t_intIyyLb0EEEvyjjjjjjPNT_1TES4_S4_S4_S4_S4_S4_S4_PKS3_S6_S6_S6_S6_S6_S6_S6_S6_S4_PKyPjyyE6failed[8];\n",
    "\tld.param.u64 \t%rd105, [dc_coll_flag_reduce_u64_param_0];\n",
    "\tld.param.u32 \t%r11, [dc_coll_flag_reduce_u64_param_1];\n",
    "\tld.param.u32 \t%r15, [dc_coll_flag_reduce_u64_param_5];\n",
    "\tld.param.u32 \t%r16, [dc_coll_flag_reduce_u64_param_6];\n",
    "\tld.param.u64 \t%rd137, [dc_coll_flag_reduce_u64_param_23];\n",
    "\tld.param.u64 \t%rd138, [dc_coll_flag_reduce_u64_param_25];\n",
    "\tld.param.u64 \t%rd139, [dc_coll_flag_reduce_u64_param_26];\n",
    "\tld.param.u64 \t%rd140, [dc_coll_flag_reduce_u64_param_27];\n",
    "\tld.param.u64 \t%rd141, [dc_coll_flag_reduce_u64_param_28];\n",
    "\tld.param.u64 \t%rd142, [dc_coll_flag_reduce_u64_param_29];\n",
    "\tld.param.u64 \t%rd143, [dc_coll_flag_reduce_u64_param_30];\n",
    "\tld.param.u64 \t%rd124, [dc_coll_flag_reduce_u64_param_32];\n",
    "\tld.param.u64 \t%rd132, [dc_coll_flag_reduce_u64_param_40];\n",
    "\tcvta.to.global.u64 \t%rd1, %rd143;\n",
    "\tcvta.to.global.u64 \t%rd2, %rd142;\n",
    "\tcvta.to.global.u64 \t%rd3, %rd141;\n",
    "\tcvta.to.global.u64 \t%rd4, %rd140;\n",
    "\tcvta.to.global.u64 \t%rd5, %rd139;\n",
    "\tcvta.to.global.u64 \t%rd6, %rd138;\n",
    "\tcvta.to.global.u64 \t%rd7, %rd137;\n",
    "\tmov.u32 \t%r1, %tid.x;\n",
    "\tsetp.ne.s32 \t%p2, %r1, 0;\n",
    "\t@%p2 bra \t$L__BB22_2;\n",
    "\tld.param.u64 \t%rd401, [dc_coll_flag_reduce_u64_param_43];\n",
    "\tcvta.to.global.u64 \t%rd400, %rd401;\n",
    "\tmov.u32 \t%r17, %ctaid.x;\n",
    "\tmul.wide.u32 \t%rd145, %r17, 4;\n",
    "\tadd.s64 \t%rd146, %rd400, %rd145;\n",
    "\tld.global.u32 \t%r18, [%rd146];\n",
    "\tadd.s32 \t%r19, %r18, 1;\n",
    "\tmov.u32 \t%r20, 0;\n",
    "\tst.shared.u32 \t[_ZZ16coll_flag_reduceI5t_intIyyLb0EEEvyjjjjjjPNT_1TES4_S4_S4_S4_S4_S4_S4_PKS3_S6_S6_S6_S6_S6_S6_S6_S6_S4_PKyPjyyE5epoch], %r19;\n",
    "\tst.shared.u32 \t[_ZZ16coll_flag_reduceI5t_intIyyLb0EEEvyjjjjjjPNT_1TES4_S4_S4_S4_S4_S4_S4_PKS3_S6_S6_S6_S6_S6_S6_S6_S6_S4_PKyPjyyE6failed+4], %r20;\n",
    "\tst.shared.u32 \t[_ZZ16coll_flag_reduceI5t_intIyyLb0EEEvyjjjjjjPNT_1TES4_S4_S4_S4_S4_S4_S4_PKS3_S6_S6_S6_S6_S6_S6_S6_S6_S4_PKyPjyyE6failed], %r20;\n",
    "$L__BB22_2:\n",
    "\tld.param.u64 \t%rd399, [dc_coll_flag_reduce_u64_param_41];\n",
    "\tsetp.eq.s64 \t%p3, %rd399, 0;\n",
    "\t@%p3 bra \t$L__BB22_6;\n",
    "\tmov.u32 \t%r81, %tid.x;\n",
    "\tmov.u32 \t%r21, %ntid.x;\n",
    "\tcvt.u64.u32 \t%rd9, %r21;\n",
    "\tmov.u32 \t%r22, %ctaid.x;\n",
    "\tmul.wide.u32 \t%rd147, %r22, %r21;\n",
    "\tcvt.u64.u32 \t%rd148, %r81;\n",
    "\tadd.s64 \t%rd403, %rd147, %rd148;\n",
    "\tsetp.ge.u64 \t%p4, %rd403, %rd105;\n",
    "\t@%p4 bra \t$L__BB22_6;\n",
    "\tld.param.u64 \t%rd377, [dc_coll_flag_reduce_u64_param_39];\n",
    "\tld.param.u64 \t%rd376, [dc_coll_flag_reduce_u64_param_41];\n",
    "\tcvta.to.global.u64 \t%rd11, %rd377;\n",
    "\tcvta.to.global.u64 \t%rd12, %rd376;\n",
    "\tmov.u32 \t%r23, %nctaid.x;\n",
    "\tcvt.u64.u32 \t%rd149, %r23;\n",
    "\tmul.lo.s64 \t%rd13, %rd149, %rd9;\n",
    "$L__BB22_5:\n",
    "\tadd.s64 \t%rd150, %rd403, %rd132;\n",
    "\tshl.b64 \t%rd151, %rd150, 3;\n",
    "\tadd.s64 \t%rd152, %rd11, %rd151;\n",
    "\tld.global.u64 \t%rd153, [%rd152];\n",
    "\tshl.b64 \t%rd154, %rd403, 3;\n",
    "\tadd.s64 \t%rd155, %rd12, %rd154;\n",
    "\tst.global.u64 \t[%rd155], %rd153;\n",
    "\tadd.s64 \t%rd403, %rd403, %rd13;\n",
    "\tsetp.lt.u64 \t%p5, %rd403, %rd105;\n",
    "\t@%p5 bra \t$L__BB22_5;\n",
    "$L__BB22_6:\n",
    "\tmov.u32 \t%r75, %tid.x;\n",
    "\tld.param.u32 \t%r73, [dc_coll_flag_reduce_u64_param_2];\n",
    "\tld.param.u32 \t%r72, [dc_coll_flag_reduce_u64_param_3];\n",
    "\tbar.sync \t0;\n",
    "\tld.shared.u32 \t%r2, [_ZZ16coll_flag_reduceI5t_intIyyLb0EEEvyjjjjjjPNT_1TES4_S4_S4_S4_S4_S4_S4_PKS3_S6_S6_S6_S6_S6_S6_S6_S6_S4_PKyPjyyE5epoch];\n",
    "\tbar.sync \t0;\n",
    "\tsetp.ne.s32 \t%p6, %r75, %r72;\n",
    "\tsetp.lt.u32 \t%p7, %r75, %r73;\n",
    "\tand.pred  \t%p1, %p7, %p6;\n",
    "\tcvt.u64.u32 \t%rd16, %r72;\n",
    "\tcvt.u64.u32 \t%rd18, %r75;\n",
    "\tnot.pred \t%p8, %p1;\n",
    "\t@%p8 bra \t$L__BB22_13;\n",
    "\tld.param.u64 \t%rd396, [dc_coll_flag_reduce_u64_param_42];\n",
    "\tcvta.to.global.u64 \t%rd395, %rd396;\n",
    "\tmov.u32 \t%r78, %tid.x;\n",
    "\tmul.wide.u32 \t%rd394, %r78, 8;\n",
    "\tadd.s64 \t%rd393, %rd395, %rd394;\n",
    "\tld.param.u32 \t%r77, [dc_coll_flag_reduce_u64_param_3];\n",
    "\tmul.wide.u32 \t%rd392, %r77, 8;\n",
    "\tadd.s64 \t%rd391, %rd395, %rd392;\n",
    "\tmov.u32 \t%r26, %ctaid.x;\n",
    "\tshl.b32 \t%r27, %r26, 3;\n",
    "\tcvt.u64.u32 \t%rd162, %r27;\n",
    "\tadd.s64 \t%rd164, %rd162, %rd18;\n",
    "\tld.global.u64 \t%rd165, [%rd391];\n",
    "\tshl.b64 \t%rd166, %rd164, 2;\n",
    "\tadd.s64 \t%rd161, %rd165, %rd166;\n",
    "\tadd.s64 \t%rd167, %rd16, %rd162;\n",
    "\tld.global.u64 \t%rd168, [%rd393];\n",
    "\tshl.b64 \t%rd169, %rd167, 2;\n",
    "\tadd.s64 \t%rd159, %rd168, %rd169;\n",
    "\t// begin inline asm\n",
    "\tst.release.sys.global.u32 [%rd159], %r2;\n",
    "\t// end inline asm\n",
    "\t// begin inline asm\n",
    "\tmov.u64 %rd160, %globaltimer;\n",
    "\t// end inline asm\n",
    "\t// begin inline asm\n",
    "\tld.acquire.sys.global.u32 %r25, [%rd161];\n",
    "\t// end inline asm\n",
    "\tsub.s32 \t%r28, %r25, %r2;\n",
    "\tsetp.gt.s32 \t%p9, %r28, -1;\n",
    "\t@%p9 bra \t$L__BB22_13;\n",
    "\tmov.u32 \t%r82, 0;\n",
    "$L__BB22_9:\n",
    "\tadd.s32 \t%r82, %r82, 1;\n",
    "\tand.b32  \t%r30, %r82, 63;\n",
    "\tsetp.ne.s32 \t%p10, %r30, 0;\n",
    "\t@%p10 bra \t$L__BB22_11;\n",
    "\tld.param.u64 \t%rd374, [dc_coll_flag_reduce_u64_param_45];\n",
    "\t// begin inline asm\n",
    "\tmov.u64 %rd170, %globaltimer;\n",
    "\t// end inline asm\n",
    "\tsub.s64 \t%rd171, %rd170, %rd160;\n",
    "\tsetp.gt.u64 \t%p11, %rd171, %rd374;\n",
    "\t@%p11 bra \t$L__BB22_12;\n",
    "$L__BB22_11:\n",
    "\t// begin inline asm\n",
    "\tld.acquire.sys.global.u32 %r31, [%rd161];\n",
    "\t// end inline asm\n",
    "\tsub.s32 \t%r32, %r31, %r2;\n",
    "\tsetp.lt.s32 \t%p12, %r32, 0;\n",
    "\t@%p12 bra \t$L__BB22_9;\n",
    "\tbra.uni \t$L__BB22_13;\n",
    "$L__BB22_12:\n",
    "\tld.param.u32 \t%r80, [dc_coll_flag_reduce_u64_param_3];\n",
    "\tcvt.u64.u32 \t%rd398, %r80;\n",
    "\tmov.u32 \t%r76, %tid.x;\n",
    "\tld.param.u64 \t%rd375, [dc_coll_flag_reduce_u64_param_44];\n",
    "\tcvta.to.global.u64 \t%rd173, %rd375;\n",
    "\tshl.b64 \t%rd174, %rd398, 2;\n",
    "\tadd.s64 \t%rd175, %rd173, %rd174;\n",
    "\tadd.s32 \t%r33, %r76, 257;\n",
    "\tst.volatile.global.u32 \t[%rd175], %r33;\n",
    "\tmembar.sys;\n",
    "\tmov.u32 \t%r34, 1;\n",
    "\tst.volatile.shared.u32 \t[_ZZ16coll_flag_reduceI5t_intIyyLb0EEEvyjjjjjjPNT_1TES4_S4_S4_S4_S4_S4_S4_PKS3_S6_S6_S6_S6_S6_S6_S6_S6_S4_PKyPjyyE6failed], %r34;\n",
    "$L__BB22_13:\n",
    "\tbar.sync \t0;\n",
    "\tld.volatile.shared.u32 \t%r35, [_ZZ16coll_flag_reduceI5t_intIyyLb0EEEvyjjjjjjPNT_1TES4_S4_S4_S4_S4_S4_S4_PKS3_S6_S6_S6_S6_S6_S6_S6_S6_S4_PKyPjyyE6failed];\n",
    "\tsetp.ne.s32 \t%p13, %r35, 0;\n",
    "\t@%p13 bra \t$L__BB22_107;\n",
    "\tmov.u32 \t%r79, %tid.x;\n",
    "\tcvt.u64.u32 \t%rd397, %r79;\n",
    "\tmov.u32 \t%r36, %nctaid.x;\n",
    "\tmov.u32 \t%r37, %ntid.x;\n",
    "\tmul.wide.u32 \t%rd23, %r36, %r37;\n",
    "\tmov.u32 \t%r38, %ctaid.x;\n",
    "\tmul.wide.u32 \t%rd176, %r38, %r37;\n",
    "\tadd.s64 \t%rd404, %rd176, %rd397;\n",
    "\tsetp.ge.u64 \t%p14, %rd404, %rd105;\n",
    "\t@%p14 bra \t$L__BB22_98;\n",
    "\tld.param.u64 \t%rd382, [dc_coll_flag_reduce_u64_param_22];\n",
    "\tld.param.u64 \t%rd381, [dc_coll_flag_reduce_u64_param_14];\n",
    "\tld.param.u64 \t%rd380, [dc_coll_flag_reduce_u64_param_21];\n",
    "\tld.param.u64 \t%rd379, [dc_coll_flag_reduce_u64_param_13];\n",
    "\tld.param.u32 \t%r74, [dc_coll_flag_reduce_u64_param_4];\n",
    "\tld.param.u64 \t%rd373, [dc_coll_flag_reduce_u64_param_20];\n",
    "\tld.param.u64 \t%rd372, [dc_coll_flag_reduce_u64_param_12];\n",
    "\tld.param.u64 \t%rd371, [dc_coll_flag_reduce_u64_param_19];\n",
    "\tld.param.u64 \t%rd370, [dc_coll_flag_reduce_u64_param_11];\n",
    "\tld.param.u64 \t%rd369, [dc_coll_flag_reduce_u64_param_18];\n",
    "\tld.param.u64 \t%rd368, [dc_coll_flag_reduce_u64_param_10];\n",
    "\tld.param.u64 \t%rd367, [dc_coll_flag_reduce_u64_param_17];\n",
    "\tld.param.u64 \t%rd366, [dc_coll_flag_reduce_u64_param_9];\n",
    "\tld.param.u64 \t%rd365, [dc_coll_flag_reduce_u64_param_16];\n",
    "\tld.param.u64 \t%rd364, [dc_coll_flag_reduce_u64_param_8];\n",
    "\tld.param.u64 \t%rd363, [dc_coll_flag_reduce_u64_param_15];\n",
    "\tld.param.u64 \t%rd362, [dc_coll_flag_reduce_u64_param_7];\n",
    "\tcvta.to.global.u64 \t%rd177, %rd362;\n",
    "\tshl.b64 \t%rd178, %rd363, 3;\n",
    "\tadd.s64 \t%rd26, %rd177, %rd178;\n",
    "\tcvta.to.global.u64 \t%rd179, %rd364;\n",
    "\tshl.b64 \t%rd180, %rd365, 3;\n",
    "\tadd.s64 \t%rd27, %rd179, %rd180;\n",
    "\tcvta.to.global.u64 \t%rd181, %rd366;\n",
    "\tshl.b64 \t%rd182, %rd367, 3;\n",
    "\tadd.s64 \t%rd28, %rd181, %rd182;\n",
    "\tcvta.to.global.u64 \t%rd183, %rd368;\n",
    "\tshl.b64 \t%rd184, %rd369, 3;\n",
    "\tadd.s64 \t%rd29, %rd183, %rd184;\n",
    "\tcvta.to.global.u64 \t%rd185, %rd370;\n",
    "\tshl.b64 \t%rd186, %rd371, 3;\n",
    "\tadd.s64 \t%rd30, %rd185, %rd186;\n",
    "\tcvta.to.global.u64 \t%rd187, %rd372;\n",
    "\tshl.b64 \t%rd188, %rd373, 3;\n",
    "\tadd.s64 \t%rd31, %rd187, %rd188;\n",
    "\tcvta.to.global.u64 \t%rd189, %rd379;\n",
    "\tshl.b64 \t%rd190, %rd380, 3;\n",
    "\tadd.s64 \t%rd32, %rd189, %rd190;\n",
    "\tcvta.to.global.u64 \t%rd191, %rd381;\n",
    "\tshl.b64 \t%rd192, %rd382, 3;\n",
    "\tadd.s64 \t%rd33, %rd191, %rd192;\n",
    "\tsetp.gt.u32 \t%p15, %r16, 1;\n",
    "\tsetp.eq.s32 \t%p16, %r74, 0;\n",
    "\tselp.b32 \t%r39, 1, %r74, %p16;\n",
    "\tcvt.u64.u32 \t%rd34, %r39;\n",
    "\t@%p15 bra \t$L__BB22_57;\n",
    "\tbra.uni \t$L__BB22_16;\n",
    "$L__BB22_57:\n",
    "\tld.param.u64 \t%rd390, [dc_coll_flag_reduce_u64_param_24];\n",
    "\tcvta.to.global.u64 \t%rd67, %rd390;\n",
    "\tcvt.u32.u64 \t%r44, %rd34;\n",
    "$L__BB22_58:\n",
    "\tld.param.u64 \t%rd355, [dc_coll_flag_reduce_u64_param_31];\n",
    "\tadd.s64 \t%rd253, %rd404, %rd355;\n",
    "\tshl.b64 \t%rd254, %rd253, 3;\n",
    "\tadd.s64 \t%rd255, %rd7, %rd254;\n",
    "\tld.global.u64 \t%rd69, [%rd255];\n",
    "\tadd.s64 \t%rd256, %rd404, %rd124;\n",
    "\tshl.b64 \t%rd257, %rd256, 3;\n",
    "\tadd.s64 \t%rd258, %rd67, %rd257;\n",
    "\tld.global.u64 \t%rd70, [%rd258];\n",
    "\tsetp.lt.u32 \t%p60, %r16, 3;\n",
    "\tmov.u64 \t%rd420, %rd69;\n",
    "\t@%p60 bra \t$L__BB22_60;\n",
    "\tld.param.u64 \t%rd361, [dc_coll_flag_reduce_u64_param_33];\n",
    "\tadd.s64 \t%rd259, %rd404, %rd361;\n",
    "\tshl.b64 \t%rd260, %rd259, 3;\n",
    "\tadd.s64 \t%rd261, %rd6, %rd260;\n",
    "\tld.global.u64 \t%rd420, [%rd261];\n",
    "$L__BB22_60:\n",
    "\tsetp.lt.u32 \t%p61, %r16, 4;\n",
    "\tmov.u64 \t%rd421, %rd69;\n",
    "\t@%p61 bra \t$L__BB22_62;\n",
    "\tld.param.u64 \t%rd360, [dc_coll_flag_reduce_u64_param_34];\n",
    "\tadd.s64 \t%rd262, %rd404, %rd360;\n",
    "\tshl.b64 \t%rd263, %rd262, 3;\n",
    "\tadd.s64 \t%rd264, %rd5, %rd263;\n",
    "\tld.global.u64 \t%rd421, [%rd264];\n",
    "$L__BB22_62:\n",
    "\tsetp.lt.u32 \t%p62, %r16, 5;\n",
    "\tmov.u64 \t%rd422, %rd69;\n",
    "\t@%p62 bra \t$L__BB22_64;\n",
    "\tld.param.u64 \t%rd359, [dc_coll_flag_reduce_u64_param_35];\n",
    "\tadd.s64 \t%rd265, %rd404, %rd359;\n",
    "\tshl.b64 \t%rd266, %rd265, 3;\n",
    "\tadd.s64 \t%rd267, %rd4, %rd266;\n",
    "\tld.global.u64 \t%rd422, [%rd267];\n",
    "$L__BB22_64:\n",
    "\tsetp.lt.u32 \t%p63, %r16, 6;\n",
    "\tmov.u64 \t%rd423, %rd69;\n",
    "\t@%p63 bra \t$L__BB22_66;\n",
    "\tld.param.u64 \t%rd358, [dc_coll_flag_reduce_u64_param_36];\n",
    "\tadd.s64 \t%rd268, %rd404, %rd358;\n",
    "\tshl.b64 \t%rd269, %rd268, 3;\n",
    "\tadd.s64 \t%rd270, %rd3, %rd269;\n",
    "\tld.global.u64 \t%rd423, [%rd270];\n",
    "$L__BB22_66:\n",
    "\tsetp.lt.u32 \t%p64, %r16, 7;\n",
    "\tmov.u64 \t%rd424, %rd69;\n",
    "\t@%p64 bra \t$L__BB22_68;\n",
    "\tld.param.u64 \t%rd357, [dc_coll_flag_reduce_u64_param_37];\n",
    "\tadd.s64 \t%rd271, %rd404, %rd357;\n",
    "\tshl.b64 \t%rd272, %rd271, 3;\n",
    "\tadd.s64 \t%rd273, %rd2, %rd272;\n",
    "\tld.global.u64 \t%rd424, [%rd273];\n",
    "$L__BB22_68:\n",
    "\tsetp.lt.u32 \t%p65, %r16, 8;\n",
    "\tmov.u64 \t%rd425, %rd69;\n",
    "\t@%p65 bra \t$L__BB22_70;\n",
    "\tld.param.u64 \t%rd356, [dc_coll_flag_reduce_u64_param_38];\n",
    "\tadd.s64 \t%rd274, %rd404, %rd356;\n",
    "\tshl.b64 \t%rd275, %rd274, 3;\n",
    "\tadd.s64 \t%rd276, %rd1, %rd275;\n",
    "\tld.global.u64 \t%rd425, [%rd276];\n",
    "$L__BB22_70:\n",
    "\tsetp.lt.u32 \t%p121, %r16, 3;\n",
    "\tmin.u64 \t%rd277, %rd70, %rd69;\n",
    "\tmax.u64 \t%rd278, %rd70, %rd69;\n",
    "\tadd.s64 \t%rd279, %rd70, %rd69;\n",
    "\tsetp.eq.s32 \t%p66, %r11, 3;\n",
    "\tselp.b64 \t%rd280, %rd278, %rd279, %p66;\n",
    "\tsetp.eq.s32 \t%p67, %r11, 2;\n",
    "\tselp.b64 \t%rd281, %rd277, %rd280, %p67;\n",
    "\tmul.lo.s64 \t%rd83, %rd70, %rd69;\n",
    "\tsetp.eq.s32 \t%p68, %r11, 1;\n",
    "\tselp.b64 \t%rd427, %rd83, %rd281, %p68;\n",
    "\t@%p121 bra \t$L__BB22_72;\n",
    "\tmin.u64 \t%rd282, %rd420, %rd427;\n",
    "\tmax.u64 \t%rd283, %rd420, %rd427;\n",
    "\tadd.s64 \t%rd284, %rd427, %rd420;\n",
    "\tselp.b64 \t%rd285, %rd283, %rd284, %p66;\n",
    "\tselp.b64 \t%rd286, %rd282, %rd285, %p67;\n",
    "\tmul.lo.s64 \t%rd287, %rd83, %rd420;\n",
    "\tselp.b64 \t%rd427, %rd287, %rd286, %p68;\n",
    "$L__BB22_72:\n",
    "\tsetp.lt.u32 \t%p112, %r16, 4;\n",
    "\t@%p112 bra \t$L__BB22_74;\n",
    "\tmin.u64 \t%rd288, %rd421, %rd427;\n",
    "\tmax.u64 \t%rd289, %rd421, %rd427;\n",
    "\tadd.s64 \t%rd290, %rd427, %rd421;\n",
    "\tselp.b64 \t%rd291, %rd289, %rd290, %p66;\n",
    "\tselp.b64 \t%rd292, %rd288, %rd291, %p67;\n",
    "\tmul.lo.s64 \t%rd293, %rd427, %rd421;\n",
    "\tselp.b64 \t%rd427, %rd293, %rd292, %p68;\n",
    "$L__BB22_74:\n",
    "\tsetp.lt.u32 \t%p113, %r16, 5;\n",
    "\t@%p113 bra \t$L__BB22_76;\n",
    "\tmin.u64 \t%rd294, %rd422, %rd427;\n",
    "\tmax.u64 \t%rd295, %rd422, %rd427;\n",
    "\tadd.s64 \t%rd296, %rd427, %rd422;\n",
    "\tselp.b64 \t%rd297, %rd295, %rd296, %p66;\n",
    "\tselp.b64 \t%rd298, %rd294, %rd297, %p67;\n",
    "\tmul.lo.s64 \t%rd299, %rd427, %rd422;\n",
    "\tselp.b64 \t%rd427, %rd299, %rd298, %p68;\n",
    "$L__BB22_76:\n",
    "\tsetp.lt.u32 \t%p114, %r16, 6;\n",
    "\t@%p114 bra \t$L__BB22_78;\n",
    "\tmin.u64 \t%rd300, %rd423, %rd427;\n",
    "\tmax.u64 \t%rd301, %rd423, %rd427;\n",
    "\tadd.s64 \t%rd302, %rd427, %rd423;\n",
    "\tselp.b64 \t%rd303, %rd301, %rd302, %p66;\n",
    "\tselp.b64 \t%rd304, %rd300, %rd303, %p67;\n",
    "\tmul.lo.s64 \t%rd305, %rd427, %rd423;\n",
    "\tselp.b64 \t%rd427, %rd305, %rd304, %p68;\n",
    "$L__BB22_78:\n",
    "\tsetp.lt.u32 \t%p115, %r16, 7;\n",
    "\t@%p115 bra \t$L__BB22_80;\n",
    "\tmin.u64 \t%rd306, %rd424, %rd427;\n",
    "\tmax.u64 \t%rd307, %rd424, %rd427;\n",
    "\tadd.s64 \t%rd308, %rd427, %rd424;\n",
    "\tselp.b64 \t%rd309, %rd307, %rd308, %p66;\n",
    "\tselp.b64 \t%rd310, %rd306, %rd309, %p67;\n",
    "\tmul.lo.s64 \t%rd311, %rd427, %rd424;\n",
    "\tselp.b64 \t%rd427, %rd311, %rd310, %p68;\n",
    "$L__BB22_80:\n",
    "\tsetp.lt.u32 \t%p116, %r16, 8;\n",
    "\t@%p116 bra \t$L__BB22_82;\n",
    "\tmin.u64 \t%rd312, %rd425, %rd427;\n",
    "\tmax.u64 \t%rd313, %rd425, %rd427;\n",
    "\tadd.s64 \t%rd314, %rd427, %rd425;\n",
    "\tselp.b64 \t%rd315, %rd313, %rd314, %p66;\n",
    "\tselp.b64 \t%rd316, %rd312, %rd315, %p67;\n",
    "\tmul.lo.s64 \t%rd317, %rd427, %rd425;\n",
    "\tselp.b64 \t%rd427, %rd317, %rd316, %p68;\n",
    "$L__BB22_82:\n",
    "\tsetp.ne.s32 \t%p93, %r11, 4;\n",
    "\t@%p93 bra \t$L__BB22_86;\n",
    "\tand.b64  \t%rd318, %rd427, -4294967296;\n",
    "\tsetp.eq.s64 \t%p94, %rd318, 0;\n",
    "\t@%p94 bra \t$L__BB22_85;\n",
    "\tdiv.u64 \t%rd427, %rd427, %rd34;\n",
    "\tbra.uni \t$L__BB22_86;\n",
    "$L__BB22_85:\n",
    "\tcvt.u32.u64 \t%r45, %rd427;\n",
    "\tdiv.u32 \t%r46, %r45, %r44;\n",
    "\tcvt.u64.u32 \t%rd427, %r46;\n",
    "$L__BB22_86:\n",
    "\tsetp.eq.s32 \t%p95, %r15, 0;\n",
    "\t@%p95 bra \t$L__BB22_97;\n",
    "\tmov.u32 \t%r84, 0;\n",
    "$L__BB22_88:\n",
    "\t.pragma \"nounroll\";\n",
    "\tsetp.gt.s32 \t%p96, %r84, 2;\n",
    "\t@%p96 bra \t$L__BB22_92;\n",
    "\tsetp.eq.s32 \t%p100, %r84, 0;\n",
    "\tmov.u64 \t%rd433, %rd26;\n",
    "\t@%p100 bra \t$L__BB22_96;\n",
    "\tsetp.eq.s32 \t%p101, %r84, 1;\n",
    "\tmov.u64 \t%rd433, %rd27;\n",
    "\t@%p101 bra \t$L__BB22_96;\n",
    "\tsetp.eq.s32 \t%p102, %r84, 2;\n",
    "\tmov.u64 \t%rd433, %rd28;\n",
    "\t@%p102 bra \t$L__BB22_96;\n",
    "\tbra.uni \t$L__BB22_95;\n",
    "$L__BB22_92:\n",
    "\tsetp.eq.s32 \t%p97, %r84, 3;\n",
    "\tmov.u64 \t%rd433, %rd29;\n",
    "\t@%p97 bra \t$L__BB22_96;\n",
    "\tsetp.eq.s32 \t%p98, %r84, 4;\n",
    "\tmov.u64 \t%rd433, %rd30;\n",
    "\t@%p98 bra \t$L__BB22_96;\n",
    "\tsetp.ne.s32 \t%p99, %r84, 5;\n",
    "\tmov.u64 \t%rd433, %rd31;\n",
    "\t@%p99 bra \t$L__BB22_95;\n",
    "\tbra.uni \t$L__BB22_96;\n",
    "$L__BB22_95:\n",
    "\tsetp.eq.s32 \t%p103, %r84, 6;\n",
    "\tselp.b64 \t%rd433, %rd32, %rd33, %p103;\n",
    "$L__BB22_96:\n",
    "\tshl.b64 \t%rd319, %rd404, 3;\n",
    "\tadd.s64 \t%rd320, %rd433, %rd319;\n",
    "\tst.global.u64 \t[%rd320], %rd427;\n",
    "\tadd.s32 \t%r84, %r84, 1;\n",
    "\tsetp.lt.u32 \t%p104, %r84, %r15;\n",
    "\t@%p104 bra \t$L__BB22_88;\n",
    "$L__BB22_97:\n",
    "\tld.param.u64 \t%rd339, [dc_coll_flag_reduce_u64_param_0];\n",
    "\tadd.s64 \t%rd404, %rd404, %rd23;\n",
    "\tsetp.lt.u64 \t%p105, %rd404, %rd339;\n",
    "\t@%p105 bra \t$L__BB22_58;\n",
    "\tbra.uni \t$L__BB22_98;\n",
    "$L__BB22_16:\n",
    "\tcvt.u32.u64 \t%r40, %rd34;\n",
    "$L__BB22_17:\n",
    "\tld.param.u64 \t%rd383, [dc_coll_flag_reduce_u64_param_31];\n",
    "\tadd.s64 \t%rd193, %rd404, %rd383;\n",
    "\tshl.b64 \t%rd194, %rd193, 3;\n",
    "\tadd.s64 \t%rd195, %rd7, %rd194;\n",
    "\tld.global.u64 \t%rd412, [%rd195];\n",
    "\tsetp.lt.u32 \t%p17, %r16, 3;\n",
    "\tmov.u64 \t%rd405, %rd412;\n",
    "\t@%p17 bra \t$L__BB22_19;\n",
    "\tld.param.u64 \t%rd384, [dc_coll_flag_reduce_u64_param_33];\n",
    "\tadd.s64 \t%rd196, %rd404, %rd384;\n",
    "\tshl.b64 \t%rd197, %rd196, 3;\n",
    "\tadd.s64 \t%rd198, %rd6, %rd197;\n",
    "\tld.global.u64 \t%rd405, [%rd198];\n",
    "$L__BB22_19:\n",
    "\tsetp.lt.u32 \t%p18, %r16, 4;\n",
    "\tmov.u64 \t%rd406, %rd412;\n",
    "\t@%p18 bra \t$L__BB22_21;\n",
    "\tld.param.u64 \t%rd388, [dc_coll_flag_reduce_u64_param_34];\n",
    "\tadd.s64 \t%rd199, %rd404, %rd388;\n",
    "\tshl.b64 \t%rd200, %rd199, 3;\n",
    "\tadd.s64 \t%rd201, %rd5, %rd200;\n",
    "\tld.global.u64 \t%rd406, [%rd201];\n",
    "$L__BB22_21:\n",
    "\tsetp.lt.u32 \t%p19, %r16, 5;\n",
    "\tmov.u64 \t%rd407, %rd412;\n",
    "\t@%p19 bra \t$L__BB22_23;\n",
    "\tld.param.u64 \t%rd387, [dc_coll_flag_reduce_u64_param_35];\n",
    "\tadd.s64 \t%rd202, %rd404, %rd387;\n",
    "\tshl.b64 \t%rd203, %rd202, 3;\n",
    "\tadd.s64 \t%rd204, %rd4, %rd203;\n",
    "\tld.global.u64 \t%rd407, [%rd204];\n",
    "$L__BB22_23:\n",
    "\tsetp.lt.u32 \t%p20, %r16, 6;\n",
    "\tmov.u64 \t%rd408, %rd412;\n",
    "\t@%p20 bra \t$L__BB22_25;\n",
    "\tld.param.u64 \t%rd386, [dc_coll_flag_reduce_u64_param_36];\n",
    "\tadd.s64 \t%rd205, %rd404, %rd386;\n",
    "\tshl.b64 \t%rd206, %rd205, 3;\n",
    "\tadd.s64 \t%rd207, %rd3, %rd206;\n",
    "\tld.global.u64 \t%rd408, [%rd207];\n",
    "$L__BB22_25:\n",
    "\tsetp.lt.u32 \t%p21, %r16, 7;\n",
    "\tmov.u64 \t%rd409, %rd412;\n",
    "\t@%p21 bra \t$L__BB22_27;\n",
    "\tld.param.u64 \t%rd385, [dc_coll_flag_reduce_u64_param_37];\n",
    "\tadd.s64 \t%rd208, %rd404, %rd385;\n",
    "\tshl.b64 \t%rd209, %rd208, 3;\n",
    "\tadd.s64 \t%rd210, %rd2, %rd209;\n",
    "\tld.global.u64 \t%rd409, [%rd210];\n",
    "$L__BB22_27:\n",
    "\tsetp.lt.u32 \t%p22, %r16, 8;\n",
    "\tmov.u64 \t%rd410, %rd412;\n",
    "\t@%p22 bra \t$L__BB22_29;\n",
    "\tld.param.u64 \t%rd389, [dc_coll_flag_reduce_u64_param_38];\n",
    "\tadd.s64 \t%rd211, %rd404, %rd389;\n",
    "\tshl.b64 \t%rd212, %rd211, 3;\n",
    "\tadd.s64 \t%rd213, %rd1, %rd212;\n",
    "\tld.global.u64 \t%rd410, [%rd213];\n",
    "$L__BB22_29:\n",
    "\tsetp.lt.u32 \t%p122, %r16, 3;\n",
    "\t@%p122 bra \t$L__BB22_31;\n",
    "\tsetp.eq.s32 \t%p24, %r11, 3;\n",
    "\tmin.u64 \t%rd214, %rd405, %rd412;\n",
    "\tmax.u64 \t%rd215, %rd405, %rd412;\n",
    "\tadd.s64 \t%rd216, %rd412, %rd405;\n",
    "\tselp.b64 \t%rd217, %rd215, %rd216, %p24;\n",
    "\tsetp.eq.s32 \t%p25, %r11, 2;\n",
    "\tselp.b64 \t%rd218, %rd214, %rd217, %p25;\n",
    "\tmul.lo.s64 \t%rd219, %rd412, %rd405;\n",
    "\tsetp.eq.s32 \t%p26, %r11, 1;\n",
    "\tselp.b64 \t%rd412, %rd219, %rd218, %p26;\n",
    "$L__BB22_31:\n",
    "\tsetp.lt.u32 \t%p123, %r16, 4;\n",
    "\t@%p123 bra \t$L__BB22_33;\n",
    "\tsetp.eq.s32 \t%p28, %r11, 3;\n",
    "\tmin.u64 \t%rd220, %rd406, %rd412;\n",
    "\tmax.u64 \t%rd221, %rd406, %rd412;\n",
    "\tadd.s64 \t%rd222, %rd412, %rd406;\n",
    "\tselp.b64 \t%rd223, %rd221, %rd222, %p28;\n",
    "\tsetp.eq.s32 \t%p29, %r11, 2;\n",
    "\tselp.b64 \t%rd224, %rd220, %rd223, %p29;\n",
    "\tmul.lo.s64 \t%rd225, %rd412, %rd406;\n",
    "\tsetp.eq.s32 \t%p30, %r11, 1;\n",
    "\tselp.b64 \t%rd412, %rd225, %rd224, %p30;\n",
    "$L__BB22_33:\n",
    "\tsetp.lt.u32 \t%p124, %r16, 5;\n",
    "\t@%p124 bra \t$L__BB22_35;\n",
    "\tsetp.eq.s32 \t%p32, %r11, 3;\n",
    "\tmin.u64 \t%rd226, %rd407, %rd412;\n",
    "\tmax.u64 \t%rd227, %rd407, %rd412;\n",
    "\tadd.s64 \t%rd228, %rd412, %rd407;\n",
    "\tselp.b64 \t%rd229, %rd227, %rd228, %p32;\n",
    "\tsetp.eq.s32 \t%p33, %r11, 2;\n",
    "\tselp.b64 \t%rd230, %rd226, %rd229, %p33;\n",
    "\tmul.lo.s64 \t%rd231, %rd412, %rd407;\n",
    "\tsetp.eq.s32 \t%p34, %r11, 1;\n",
    "\tselp.b64 \t%rd412, %rd231, %rd230, %p34;\n",
    "$L__BB22_35:\n",
    "\tsetp.lt.u32 \t%p125, %r16, 6;\n",
    "\t@%p125 bra \t$L__BB22_37;\n",
    "\tsetp.eq.s32 \t%p36, %r11, 3;\n",
    "\tmin.u64 \t%rd232, %rd408, %rd412;\n",
    "\tmax.u64 \t%rd233, %rd408, %rd412;\n",
    "\tadd.s64 \t%rd234, %rd412, %rd408;\n",
    "\tselp.b64 \t%rd235, %rd233, %rd234, %p36;\n",
    "\tsetp.eq.s32 \t%p37, %r11, 2;\n",
    "\tselp.b64 \t%rd236, %rd232, %rd235, %p37;\n",
    "\tmul.lo.s64 \t%rd237, %rd412, %rd408;\n",
    "\tsetp.eq.s32 \t%p38, %r11, 1;\n",
    "\tselp.b64 \t%rd412, %rd237, %rd236, %p38;\n",
    "$L__BB22_37:\n",
    "\tsetp.lt.u32 \t%p126, %r16, 7;\n",
    "\t@%p126 bra \t$L__BB22_39;\n",
    "\tsetp.eq.s32 \t%p40, %r11, 3;\n",
    "\tmin.u64 \t%rd238, %rd409, %rd412;\n",
    "\tmax.u64 \t%rd239, %rd409, %rd412;\n",
    "\tadd.s64 \t%rd240, %rd412, %rd409;\n",
    "\tselp.b64 \t%rd241, %rd239, %rd240, %p40;\n",
    "\tsetp.eq.s32 \t%p41, %r11, 2;\n",
    "\tselp.b64 \t%rd242, %rd238, %rd241, %p41;\n",
    "\tmul.lo.s64 \t%rd243, %rd412, %rd409;\n",
    "\tsetp.eq.s32 \t%p42, %r11, 1;\n",
    "\tselp.b64 \t%rd412, %rd243, %rd242, %p42;\n",
    "$L__BB22_39:\n",
    "\tsetp.lt.u32 \t%p127, %r16, 8;\n",
    "\t@%p127 bra \t$L__BB22_41;\n",
    "\tsetp.eq.s32 \t%p44, %r11, 3;\n",
    "\tmin.u64 \t%rd244, %rd410, %rd412;\n",
    "\tmax.u64 \t%rd245, %rd410, %rd412;\n",
    "\tadd.s64 \t%rd246, %rd412, %rd410;\n",
    "\tselp.b64 \t%rd247, %rd245, %rd246, %p44;\n",
    "\tsetp.eq.s32 \t%p45, %r11, 2;\n",
    "\tselp.b64 \t%rd248, %rd244, %rd247, %p45;\n",
    "\tmul.lo.s64 \t%rd249, %rd412, %rd410;\n",
    "\tsetp.eq.s32 \t%p46, %r11, 1;\n",
    "\tselp.b64 \t%rd412, %rd249, %rd248, %p46;\n",
    "$L__BB22_41:\n",
    "\tsetp.ne.s32 \t%p47, %r11, 4;\n",
    "\t@%p47 bra \t$L__BB22_45;\n",
    "\tand.b64  \t%rd250, %rd412, -4294967296;\n",
    "\tsetp.eq.s64 \t%p48, %rd250, 0;\n",
    "\t@%p48 bra \t$L__BB22_44;\n",
    "\tdiv.u64 \t%rd412, %rd412, %rd34;\n",
    "\tbra.uni \t$L__BB22_45;\n",
    "$L__BB22_44:\n",
    "\tcvt.u32.u64 \t%r41, %rd412;\n",
    "\tdiv.u32 \t%r42, %r41, %r40;\n",
    "\tcvt.u64.u32 \t%rd412, %r42;\n",
    "$L__BB22_45:\n",
    "\tsetp.eq.s32 \t%p49, %r15, 0;\n",
    "\t@%p49 bra \t$L__BB22_56;\n",
    "\tmov.u32 \t%r83, 0;\n",
    "$L__BB22_47:\n",
    "\t.pragma \"nounroll\";\n",
    "\tsetp.gt.s32 \t%p50, %r83, 2;\n",
    "\t@%p50 bra \t$L__BB22_51;\n",
    "\tsetp.eq.s32 \t%p54, %r83, 0;\n",
    "\tmov.u64 \t%rd418, %rd26;\n",
    "\t@%p54 bra \t$L__BB22_55;\n",
    "\tsetp.eq.s32 \t%p55, %r83, 1;\n",
    "\tmov.u64 \t%rd418, %rd27;\n",
    "\t@%p55 bra \t$L__BB22_55;\n",
    "\tsetp.eq.s32 \t%p56, %r83, 2;\n",
    "\tmov.u64 \t%rd418, %rd28;\n",
    "\t@%p56 bra \t$L__BB22_55;\n",
    "\tbra.uni \t$L__BB22_54;\n",
    "$L__BB22_51:\n",
    "\tsetp.eq.s32 \t%p51, %r83, 3;\n",
    "\tmov.u64 \t%rd418, %rd29;\n",
    "\t@%p51 bra \t$L__BB22_55;\n",
    "\tsetp.eq.s32 \t%p52, %r83, 4;\n",
    "\tmov.u64 \t%rd418, %rd30;\n",
    "\t@%p52 bra \t$L__BB22_55;\n",
    "\tsetp.ne.s32 \t%p53, %r83, 5;\n",
    "\tmov.u64 \t%rd418, %rd31;\n",
    "\t@%p53 bra \t$L__BB22_54;\n",
    "\tbra.uni \t$L__BB22_55;\n",
    "$L__BB22_54:\n",
    "\tsetp.eq.s32 \t%p57, %r83, 6;\n",
    "\tselp.b64 \t%rd418, %rd32, %rd33, %p57;\n",
    "$L__BB22_55:\n",
    "\tshl.b64 \t%rd251, %rd404, 3;\n",
    "\tadd.s64 \t%rd252, %rd418, %rd251;\n",
    "\tst.global.u64 \t[%rd252], %rd412;\n",
    "\tadd.s32 \t%r83, %r83, 1;\n",
    "\tsetp.lt.u32 \t%p58, %r83, %r15;\n",
    "\t@%p58 bra \t$L__BB22_47;\n",
    "$L__BB22_56:\n",
    "\tld.param.u64 \t%rd402, [dc_coll_flag_reduce_u64_param_0];\n",
    "\tadd.s64 \t%rd404, %rd404, %rd23;\n",
    "\tsetp.lt.u64 \t%p59, %rd404, %rd402;\n",
    "\t@%p59 bra \t$L__BB22_17;\n",
    "$L__BB22_98:\n",
    "\tld.param.u32 \t%r64, [dc_coll_flag_reduce_u64_param_2];\n",
    "\tld.param.u32 \t%r63, [dc_coll_flag_reduce_u64_param_3];\n",
    "\tmov.u32 \t%r62, %tid.x;\n",
    "\tsetp.ne.s32 \t%p120, %r62, %r63;\n",
    "\tsetp.lt.u32 \t%p119, %r62, %r64;\n",
    "\tand.pred  \t%p118, %p119, %p120;\n",
    "\tnot.pred \t%p117, %p118;\n",
    "\tbar.sync \t0;\n",
    "\t@%p117 bra \t$L__BB22_105;\n",
    "\tld.param.u64 \t%rd351, [dc_coll_flag_reduce_u64_param_42];\n",
    "\tcvta.to.global.u64 \t%rd350, %rd351;\n",
    "\tld.param.u32 \t%r69, [dc_coll_flag_reduce_u64_param_3];\n",
    "\tmov.u32 \t%r68, %tid.x;\n",
    "\tmov.u32 \t%r67, %ctaid.x;\n",
    "\tcvt.u64.u32 \t%rd349, %r67;\n",
    "\tmul.wide.u32 \t%rd348, %r68, 8;\n",
    "\tadd.s64 \t%rd347, %rd350, %rd348;\n",
    "\tcvt.u64.u32 \t%rd346, %r69;\n",
    "\tmul.wide.u32 \t%rd345, %r69, 8;\n",
    "\tadd.s64 \t%rd344, %rd350, %rd345;\n",
    "\tcvt.u64.u32 \t%rd343, %r68;\n",
    "\tcvt.u32.u64 \t%r50, %rd349;\n",
    "\tshl.b32 \t%r51, %r50, 3;\n",
    "\tadd.s32 \t%r52, %r51, 1024;\n",
    "\tcvt.u64.u32 \t%rd324, %r52;\n",
    "\tadd.s64 \t%rd325, %rd324, %rd343;\n",
    "\tld.global.u64 \t%rd326, [%rd344];\n",
    "\tshl.b64 \t%rd327, %rd325, 2;\n",
    "\tadd.s64 \t%rd323, %rd326, %rd327;\n",
    "\tadd.s64 \t%rd328, %rd346, %rd324;\n",
    "\tld.global.u64 \t%rd329, [%rd347];\n",
    "\tshl.b64 \t%rd330, %rd328, 2;\n",
    "\tadd.s64 \t%rd321, %rd329, %rd330;\n",
    "\t// begin inline asm\n",
    "\tst.release.sys.global.u32 [%rd321], %r2;\n",
    "\t// end inline asm\n",
    "\t// begin inline asm\n",
    "\tmov.u64 %rd322, %globaltimer;\n",
    "\t// end inline asm\n",
    "\t// begin inline asm\n",
    "\tld.acquire.sys.global.u32 %r49, [%rd323];\n",
    "\t// end inline asm\n",
    "\tsub.s32 \t%r53, %r49, %r2;\n",
    "\tsetp.gt.s32 \t%p107, %r53, -1;\n",
    "\t@%p107 bra \t$L__BB22_105;\n",
    "\tmov.u32 \t%r85, 0;\n",
    "$L__BB22_101:\n",
    "\tadd.s32 \t%r85, %r85, 1;\n",
    "\tand.b32  \t%r55, %r85, 63;\n",
    "\tsetp.ne.s32 \t%p108, %r55, 0;\n",
    "\t@%p108 bra \t$L__BB22_103;\n",
    "\tld.param.u64 \t%rd352, [dc_coll_flag_reduce_u64_param_45];\n",
    "\t// begin inline asm\n",
    "\tmov.u64 %rd331, %globaltimer;\n",
    "\t// end inline asm\n",
    "\tsub.s64 \t%rd332, %rd331, %rd322;\n",
    "\tsetp.gt.u64 \t%p109, %rd332, %rd352;\n",
    "\t@%p109 bra \t$L__BB22_104;\n",
    "$L__BB22_103:\n",
    "\t// begin inline asm\n",
    "\tld.acquire.sys.global.u32 %r56, [%rd323];\n",
    "\t// end inline asm\n",
    "\tsub.s32 \t%r57, %r56, %r2;\n",
    "\tsetp.lt.s32 \t%p110, %r57, 0;\n",
    "\t@%p110 bra \t$L__BB22_101;\n",
    "\tbra.uni \t$L__BB22_105;\n",
    "$L__BB22_104:\n",
    "\tld.param.u64 \t%rd354, [dc_coll_flag_reduce_u64_param_44];\n",
    "\tld.param.u32 \t%r71, [dc_coll_flag_reduce_u64_param_3];\n",
    "\tcvt.u64.u32 \t%rd353, %r71;\n",
    "\tmov.u32 \t%r70, %tid.x;\n",
    "\tcvta.to.global.u64 \t%rd334, %rd354;\n",
    "\tshl.b64 \t%rd335, %rd353, 2;\n",
    "\tadd.s64 \t%rd336, %rd334, %rd335;\n",
    "\tadd.s32 \t%r58, %r70, 513;\n",
    "\tst.volatile.global.u32 \t[%rd336], %r58;\n",
    "\tmembar.sys;\n",
    "\tmov.u32 \t%r59, 1;\n",
    "\tst.volatile.shared.u32 \t[_ZZ16coll_flag_reduceI5t_intIyyLb0EEEvyjjjjjjPNT_1TES4_S4_S4_S4_S4_S4_S4_PKS3_S6_S6_S6_S6_S6_S6_S6_S6_S4_PKyPjyyE6failed+4], %r59;\n",
    "$L__BB22_105:\n",
    "\tmov.u32 \t%r65, %tid.x;\n",
    "\tbar.sync \t0;\n",
    "\tld.volatile.shared.u32 \t%r60, [_ZZ16coll_flag_reduceI5t_intIyyLb0EEEvyjjjjjjPNT_1TES4_S4_S4_S4_S4_S4_S4_PKS3_S6_S6_S6_S6_S6_S6_S6_S6_S4_PKyPjyyE6failed+4];\n",
    "\tor.b32  \t%r61, %r60, %r65;\n",
    "\tsetp.ne.s32 \t%p111, %r61, 0;\n",
    "\t@%p111 bra \t$L__BB22_107;\n",
    "\tmov.u32 \t%r66, %ctaid.x;\n",
    "\tcvt.u64.u32 \t%rd342, %r66;\n",
    "\tld.param.u64 \t%rd341, [dc_coll_flag_reduce_u64_param_43];\n",
    "\tcvta.to.global.u64 \t%rd340, %rd341;\n",
    "\tshl.b64 \t%rd337, %rd342, 2;\n",
    "\tadd.s64 \t%rd338, %rd340, %rd337;\n",
    "\tst.global.u32 \t[%rd338], %r2;\n",
    "$L__BB22_107:\n",
    "\tret;\n",
    "}\n",
    0
};

/* kernels/collectives.cl */
static const char *const dc__embedded_cl[] = {
    "/* collectives: the element-wise reductions of the collectives, one kernel per dc_dtype (the\n",
    "   same names, arguments and results as collectives.cu, which says what they compute).\n",
    "   Embedded in dotcompute.h by `make embed`.\n",
    "\n",
    "   dc_coll_reduce_<dtype>(__global T *out, ulong out_at, ulong count, uint op, uint nin,\n",
    "                          uint divisor, __global const T *in0, ..., __global const T *in7,\n",
    "                          ulong at0, ..., ulong at7)\n",
    "   (out_at and at<k>: element offsets into out and in<k>, since an OpenCL buffer cannot be\n",
    "   offset by the caller the way a CUDA pointer can.)\n",
    "\n",
    "   f16 buffers are `half` storage only (vload_half / vstore_half_rte are core functions, no\n",
    "   cl_khr_fp16 needed); bf16 buffers are ushort. The f64 kernel exists only where the\n",
    "   device has cl_khr_fp64, so the program still builds without it. Float AVG divides with\n",
    "   `/`: build with -cl-fp32-correctly-rounded-divide-sqrt where the device offers it, or\n",
    "   OpenCL allows that division 2.5 ulp (CUDA's is correctly rounded). */\n",
    "\n",
    "/* Combines for float, double and 64-bit integers (signed types sign-extended into ulong:\n",
    "   unsigned arithmetic wraps, signed overflow would be undefined). Every result, then a\n",
    "   select: op is the same in every work-item. NaN in, NaN out for MIN / MAX: a + b. */\n",
    "#define DC_FLOAT_COMBINE(A)                                                                 \\\n",
    "    A dc_combine_##A(uint op, A a, A b)                                                     \\\n",
    "    {                                                                                       \\\n",
    "        A s = a + b, p = a * b;                                                             \\\n",
    "        int nan = isnan(a) || isnan(b);                                                     \\\n",
    "        A mn = nan ? s : b < a ? b : a, mx = nan ? s : b > a ? b : a;                       \\\n",
    "        return op == 1u ? p : op == 2u ? mn : op == 3u ? mx : s;   /* SUM, AVG: s */        \\\n",
    "    }                                                                                       \\\n",
    "    A dc_average_##A(A a, uint d) { return a / (A)(d ? d : 1u); }\n",
    "\n",
    "DC_FLOAT_COMBINE(float)\n",
    "\n",
    "ulong dc_combine_int(uint op, ulong a, ulong b, int is_signed)\n",
    "{\n",
    "    int less = is_signed ? (long)b < (long)a : b < a;\n",
    "    ulong mn = less ? b : a, mx = less || b == a ? a : b;\n",
    "    return op == 1u ? a * b : op == 2u ? mn : op == 3u ? mx : a + b;\n",
    "}\n",
    "ulong dc_combine_s(uint op, ulong a, ulong b) { return dc_combine_int(op, a, b, 1); }\n",
    "ulong dc_combine_u(uint op, ulong a, ulong b) { return dc_combine_int(op, a, b, 0); }\n",
    "/* AVG: 0 counts as 1 (a division by zero traps on CPU devices); signed: toward zero */\n",
    "ulong dc_average_s(ulong a, uint d) { return (ulong)((long)a / (long)(d ? d : 1u)); }\n",
    "ulong dc_average_u(ulong a, uint d) { return a / (ulong)(d ? d : 1u); }\n",
    "\n",
    "/* Loads into the accumulator and stores from it, per element type (U: T's unsigned twin,\n",
    "   through which an integer is truncated: conversion to unsigned is defined, modulo 2^n). */\n",
    "#define DC_LD_PLAIN(p, i) (p)[i]\n",
    "#define DC_ST_PLAIN(T, U, p, i, v) ((p)[i] = (v))\n",
    "#define DC_LD_F16(p, i) vload_half((i), (p))\n",
    "#define DC_ST_F16(T, U, p, i, v) vstore_half_rte((v), (i), (p))   /* nearest even, inf past 65504 */\n",
    "#define DC_LD_BF16(p, i) as_float((uint)(p)[i] << 16)\n",
    "#define DC_ST_BF16(T, U, p, i, v) ((p)[i] = dc_to_bf16(v))\n",
    "#define DC_LD_INT(p, i) ((ulong)(long)(p)[i])                     /* sign- or zero-extends as T is */\n",
    "#define DC_ST_INT(T, U, p, i, v) ((p)[i] = as_##T((U)(v)))\n",
    "\n",
    "ushort dc_to_bf16(float f)\n",
    "{\n",
    "    uint u = as_uint(f);\n",
    "    /* NaN: keep the payload's top bits, set the quiet bit; else nearest even */\n",
    "    return (ushort)((u & 0x7FFFFFFFu) > 0x7F800000u ? (u >> 16) | 0x40u\n",
    "                                                     : (u + 0x7FFFu + ((u >> 16) & 1u)) >> 16);\n",
    "}\n",
    "\n",
    "/* One kernel: loads first (all of them in flight together), then the combines in rank order. */\n",
    "#define DC_COLL_KERNEL(SUFFIX, T, U, A, LD, ST, COMBINE, AVERAGE)                           \\\n",
    "    __kernel void dc_coll_reduce_##SUFFIX(__global T *out, ulong out_at, ulong count,       \\\n",
    "                                          uint op, uint nin, uint divisor,                  \\\n",
    "                                          __global const T *in0, __global const T *in1,     \\\n",
    "                                          __global const T *in2, __global const T *in3,     \\\n",
    "                                          __global const T *in4, __global const T *in5,     \\\n",
    "                                          __global const T *in6, __global const T *in7,     \\\n",
    "                                          ulong at0, ulong at1, ulong at2, ulong at3,       \\\n",
    "                                          ulong at4, ulong at5, ulong at6, ulong at7)       \\\n",
    "    {                                                                                       \\\n",
    "        ulong i = get_global_id(0), stride = get_global_size(0);                            \\\n",
    "        in0 += at0; in1 += at1; in2 += at2; in3 += at3;                                     \\\n",
    "        in4 += at4; in5 += at5; in6 += at6; in7 += at7;                                     \\\n",
    "        out += out_at;                                                                      \\\n",
    "        for (; i < count; i += stride) {                                                    \\\n",
    "            A a = LD(in0, i), v1 = a, v2 = a, v3 = a, v4 = a, v5 = a, v6 = a, v7 = a;       \\\n",
    "            if (nin > 1u) v1 = LD(in1, i);                                                  \\\n",
    "            if (nin > 2u) v2 = LD(in2, i);                                                  \\\n",
    "            if (nin > 3u) v3 = LD(in3, i);                                                  \\\n",
    "            if (nin > 4u) v4 = LD(in4, i);                                                  \\\n",
    "            if (nin > 5u) v5 = LD(in5, i);                                                  \\\n",
    "            if (nin > 6u) v6 = LD(in6, i);                                                  \\\n",
    "            if (nin > 7u) v7 = LD(in7, i);                                                  \\\n",
    "            if (nin > 1u) a = COMBINE(op, a, v1);                                           \\\n",
    "            if (nin > 2u) a = COMBINE(op, a, v2);                                           \\\n",
    "            if (nin > 3u) a = COMBINE(op, a, v3);                                           \\\n",
    "            if (nin > 4u) a = COMBINE(op, a, v4);                                           \\\n",
    "            if (nin > 5u) a = COMBINE(op, a, v5);                                           \\\n",
    "            if (nin > 6u) a = COMBINE(op, a, v6);                                           \\\n",
    "            if (nin > 7u) a = COMBINE(op, a, v7);                                           \\\n",
    "            if (op == 4u) a = AVERAGE(a, divisor);                                          \\\n",
    "            ST(T, U, out, i, a);                                                            \\\n",
    "        }                                                                                   \\\n",
    "    }\n",
    "\n",
    "DC_COLL_KERNEL(f32, float, uint, float, DC_LD_PLAIN, DC_ST_PLAIN, dc_combine_float, dc_average_float)\n",
    "DC_COLL_KERNEL(f16, half, ushort, float, DC_LD_F16, DC_ST_F16, dc_combine_float, dc_average_float)\n",
    "DC_COLL_KERNEL(bf16, ushort, ushort, float, DC_LD_BF16, DC_ST_BF16, dc_combine_float, dc_average_float)\n",
    "DC_COLL_KERNEL(i8, char, uchar, ulong, DC_LD_INT, DC_ST_INT, dc_combine_s, dc_average_s)\n",
    "DC_COLL_KERNEL(u8, uchar, uchar, ulong, DC_LD_INT, DC_ST_INT, dc_combine_u, dc_average_u)\n",
    "DC_COLL_KERNEL(i32, int, uint, ulong, DC_LD_INT, DC_ST_INT, dc_combine_s, dc_average_s)\n",
    "DC_COLL_KERNEL(u32, uint, uint, ulong, DC_LD_INT, DC_ST_INT, dc_combine_u, dc_average_u)\n",
    "DC_COLL_KERNEL(i64, long, ulong, ulong, DC_LD_INT, DC_ST_INT, dc_combine_s, dc_average_s)\n",
    "DC_COLL_KERNEL(u64, ulong, ulong, ulong, DC_LD_INT, DC_ST_INT, dc_combine_u, dc_average_u)\n",
    "\n",
    "#ifdef cl_khr_fp64\n",
    "#pragma OPENCL EXTENSION cl_khr_fp64 : enable\n",
    "DC_FLOAT_COMBINE(double)\n",
    "DC_COLL_KERNEL(f64, double, ulong, double, DC_LD_PLAIN, DC_ST_PLAIN, dc_combine_double, dc_average_double)\n",
    "#endif\n",
    0
};

/* opencl: 0 for the PTX, else the OpenCL C. DC__UNUSED until the collectives load them. */
DC__UNUSED static const char *const *dc__embedded_lines(int opencl) {
    return opencl ? dc__embedded_cl : dc__embedded_ptx;
}
/* end of the embedded kernels (generated) */

#endif /* DOTCOMPUTE_C */
#endif /* DC_IMPLEMENTATION */

/*
------------------------------------------------------------------------------
This software is available under 2 licenses -- choose whichever you prefer.
------------------------------------------------------------------------------
ALTERNATIVE A - MIT License
Copyright (c) 2026 the dotcompute.h authors
Permission is hereby granted, free of charge, to any person obtaining a copy of
this software and associated documentation files (the "Software"), to deal in
the Software without restriction, including without limitation the rights to
use, copy, modify, merge, publish, distribute, sublicense, and/or sell copies
of the Software, and to permit persons to whom the Software is furnished to do
so, subject to the following conditions:
The above copyright notice and this permission notice shall be included in all
copies or substantial portions of the Software.
THE SOFTWARE IS PROVIDED "AS IS", WITHOUT WARRANTY OF ANY KIND, EXPRESS OR
IMPLIED, INCLUDING BUT NOT LIMITED TO THE WARRANTIES OF MERCHANTABILITY,
FITNESS FOR A PARTICULAR PURPOSE AND NONINFRINGEMENT. IN NO EVENT SHALL THE
AUTHORS OR COPYRIGHT HOLDERS BE LIABLE FOR ANY CLAIM, DAMAGES OR OTHER
LIABILITY, WHETHER IN AN ACTION OF CONTRACT, TORT OR OTHERWISE, ARISING FROM,
OUT OF OR IN CONNECTION WITH THE SOFTWARE OR THE USE OR OTHER DEALINGS IN THE
SOFTWARE.
------------------------------------------------------------------------------
ALTERNATIVE B - Public Domain (www.unlicense.org)
This is free and unencumbered software released into the public domain.
Anyone is free to copy, modify, publish, use, compile, sell, or distribute this
software, either in source code form or as a compiled binary, for any purpose,
commercial or non-commercial, and by any means.
In jurisdictions that recognize copyright laws, the author or authors of this
software dedicate any and all copyright interest in the software to the public
domain. We make this dedication for the benefit of the public at large and to
the detriment of our heirs and successors. We intend this dedication to be an
overt act of relinquishment in perpetuity of all present and future rights to
this software under copyright law.
THE SOFTWARE IS PROVIDED "AS IS", WITHOUT WARRANTY OF ANY KIND, EXPRESS OR
IMPLIED, INCLUDING BUT NOT LIMITED TO THE WARRANTIES OF MERCHANTABILITY,
FITNESS FOR A PARTICULAR PURPOSE AND NONINFRINGEMENT. IN NO EVENT SHALL THE
AUTHORS BE LIABLE FOR ANY CLAIM, DAMAGES OR OTHER LIABILITY, WHETHER IN AN
ACTION OF CONTRACT, TORT OR OTHERWISE, ARISING FROM, OUT OF OR IN CONNECTION
WITH THE SOFTWARE OR THE USE OR OTHER DEALINGS IN THE SOFTWARE.
------------------------------------------------------------------------------
*/
