/* collectives.c - the library's collectives against NCCL, in nccl-tests' format, both
   measured in the same run on the same buffers and streams.

   Build:  cc -std=c99 -O2 -I. bench/collectives.c -o build/bench_collectives -ldl -lpthread
   Run:    ./build/bench_collectives [--op LIST] [--min-bytes B] [--max-bytes B]
                                     [--step-factor F] [--dtype T] [--redop OP] [--root R]
                                     [--devices LIST | --all-devices] [--quick]
                                     [--warmup W] [--reps R] [--iters N] [--no-nccl]
                                     [--check | --no-check] [--json FILE] [--processes N]
           (from the repository root; without a GPU: POCL_DEVICES="pthread pthread"
            ./build/bench_collectives --quick)

   --op LIST        all (default) or a comma-separated list of allreduce, reduce,
                    broadcast, allgather, reducescatter
   --min-bytes B    smallest size (default 8), --max-bytes B largest (default 1G),
   --step-factor F  sizes grow by x F (default 2); B takes a K, M or G suffix (binary);
                    -b, -e, -f as in nccl-tests.
                    The size is nccl-tests' "size": count x element size for allreduce,
                    reduce and broadcast; the whole gathered / scattered buffer (count x
                    element size x ranks) for allgather and reducescatter, whose count
                    per rank is size / (element size x ranks), rounded down (a size with
                    less than one element per rank is skipped)
   --dtype T        float (default), double, half, bfloat16, int8, uint8, int32, uint32,
                    int64, uint64 (or f32, f64, f16, bf16, i8 ...)
   --redop OP       sum (default), prod, min, max, avg
   --root R         root rank of reduce and broadcast (default 0)
   --devices LIST   comma-separated context device indices, rank i = the i-th; default:
                    every CUDA device of the context (every device where there is none)
   --all-devices    every device of the context, OpenCL ones included (NCCL is then n/a)
   --quick          8 B to 16 MiB by x4, 3 repetitions, shorter loops (a short check)
   --warmup W       warm-up iterations per side and placement (default 5; --quick 2)
   --reps R         timed repetitions of the N-iteration loop (default 5; --quick 3)
   --iters N        iterations per repetition (default: adaptive, see below)
   --no-nccl        measure the library only
   --algorithm A    the library's algorithm (dc_comm_set_algorithm): auto (default), host,
                    peer-copy, peer-kernel, one-shot, two-shot, ll, ll128, nccl; a size the
                    algorithm cannot carry fails
   --against A      the reference side is the library too, on a second communicator with
                    algorithm A forced (names as --algorithm), instead of NCCL: e.g. the
                    automatic choice against one algorithm, in the same run (the "NCCL"
                    columns and the JSON's "nccl" entries then hold that side)
   --processes N    all-reduce between N processes of one rank each (dc_comm_init_rank)
                    against NCCL's own multi-process communicator (ncclCommInitRank) in
                    the same processes and run; see "several processes" below; results
                    to bench/results/collectives-processes-N.json by default
   --check, --no-check  check the results (default on)
   --json FILE      where the results go (--out FILE too); default
                    bench/results/collectives-<machine>.json, machine named as by
                    bench/bandwidth (e.g. "h200x4" for four CUDA H200s); where that file
                    (or collectives-processes-N.json) holds a run of an earlier day, it is
                    kept and this run goes to the same name with -YYYY-MM-DD added
                    (result_path in bench_common.h; the line "# note: ..." says so)
   Without --max-bytes, a communicator with a CPU device stops at 64 MiB; every run lowers
   the largest size until a send and a receive buffer of it fit every rank's device.

   Method (nccl-tests' own): every rank has one send and one receive buffer of the largest
   size and a stream of its own (dc_stream_create). For each collective, size and placement
   (out-of-place: separate buffers; in-place: NCCL's layout, the receive buffer only; for
   allgather rank r sends from offset r x count of it, for reducescatter rank r receives at
   offset r x count) both sides run W warm-up iterations, then a pilot of 3 iterations
   sizes N so that one repetition lasts about 20 ms (--quick 5 ms; 1 <= N <= 1000), then R
   repetitions alternate the sides (who goes first alternates). One repetition: N
   iterations back to back, then every rank's stream synchronised; host wall clock over
   the N iterations / N is one sample, the table gives the median.
     dc    the _async collective on the per-rank streams (dc_collective_run with offsets for
           in-place allgather and reducescatter): dc_allreduce_async ...
     NCCL  ncclGroupStart; one call per rank on the same buffers (dc_buffer_native) and
           streams (dc_stream_native); ncclGroupEnd. Communicators from ncclCommInitAll on
           the ranks' CUDA ordinals: NCCL and the library share the primary contexts.
   algbw = size / time (GB = 1e9 bytes), busbw = algbw x nccl-tests' factor: allreduce
   2(n-1)/n, allgather and reducescatter (n-1)/n, reduce and broadcast 1. ratio = dc time
   / NCCL time (below 1: the library is faster).
   #wrong: after each side's timed runs, the send regions are written afresh with integer
   values (small enough that every sum and product is exact in every type; the pattern
   changes from one check to the next), the receive regions filled with 0xFF bytes, the
   collective run once and every rank's result read back and compared element by element
   with the host's result (reduce: the root only). AVG of floats is allowed a relative
   error (f32 1e-5, f64 1e-12, f16 4e-3, bf16 3e-2: NCCL may scale before it sums);
   everything else must be exact.

   Output: per collective a table as nccl-tests prints it - size (B), count (elements per
   rank, nccl-tests' "count": for allgather and reducescatter size / (element size x
   ranks), not the whole buffer's), type, redop, root; for the library out-of-place and in-place: time
   (us), algbw and busbw (GB/s), #wrong and the algorithm dc_comm_report names; then for
   NCCL out-of-place and in-place: time, busbw, #wrong and the ratio - and a summary line
   (average busbw of each side over the sizes and placements where both sides have a
   figure, median ratio). A call that fails is printed under its row; after the library
   fails a collective, the remaining sizes of it run NCCL alone.

   NCCL is loaded at run time, never linked: $NCCL_LIB (a file or a folder), then
   libnccl.so.2 and libnccl.so by the loader's search, then nvidia/nccl/lib/libnccl.so.2
   under python3's site-packages and dist-packages folders (globbed, then asked from
   python3 itself). NCCL_NVLS_ENABLE=0 is set before it loads (NVLink multicast stays
   off). Where NCCL is missing, a rank is not a CUDA device, or on Windows, the NCCL
   columns say n/a and the reason is printed; the library's side still runs.

   Exit status 0 when everything ran and no result was wrong, even where the library is
   slower than NCCL (this is a measurement); 1 on a wrong result or a failed call (dc or
   NCCL: the error text is printed); 2 on bad options. Linux, and builds with mingw-w64
   for Windows (without NCCL). */
#if !defined(_WIN32) && !defined(_POSIX_C_SOURCE)
#  define _POSIX_C_SOURCE 200809L   /* clock_gettime, gethostname, setenv, popen under -std=c99 */
#endif

#define DC_IMPLEMENTATION
#include "dotcompute.h"

#include "bench_common.h"

#include <stdarg.h>
#ifndef _WIN32
#  include <glob.h>
#endif

#define MAX_RANKS 64
#define MAX_REPS 101
#define MAX_ITERS 1000
#define PILOT 3
#define PERIOD 31                      /* the test values repeat every PERIOD elements */
#define TILE_ELEMS (PERIOD * 1024)     /* compared with memcmp in runs of this many */
#define CPU_MAX_BYTES (64ull << 20)
#define GIB (1024.0 * 1024.0 * 1024.0)

enum { COLL_ALLREDUCE, COLL_REDUCE, COLL_BROADCAST, COLL_ALLGATHER, COLL_REDUCESCATTER, COLL_COUNT };
enum { SIDE_DC, SIDE_NCCL };

static const char *const coll_names[COLL_COUNT] = { "allreduce", "reduce", "broadcast", "allgather", "reducescatter" };
static const dc_collective coll_kinds[COLL_COUNT] = { DC_ALLREDUCE, DC_REDUCE, DC_BROADCAST, DC_ALLGATHER, DC_REDUCE_SCATTER };

/* nccl-tests' type names, indexed by dc_dtype, and the other spellings accepted. */
static const char *const type_names[DC_DTYPE_COUNT] = {
    "float", "double", "half", "bfloat16", "int8", "uint8", "int32", "uint32", "int64", "uint64"
};
static const char *const type_alias[DC_DTYPE_COUNT] = {
    "f32", "f64", "f16", "bf16", "i8", "u8", "i32", "u32", "i64", "u64"
};
static const char *const op_names[DC_OP_COUNT] = { "sum", "prod", "min", "max", "avg" };

/* snprintf for messages and paths: a text that does not fit ends in "...". */
#if defined(__GNUC__) || defined(__clang__)
__attribute__((format(printf, 3, 4)))
#endif
static void say(char *out, size_t size, const char *fmt, ...)
{
    va_list ap;
    int n;
    va_start(ap, fmt);
    n = vsnprintf(out, size, fmt, ap);
    va_end(ap);
    if (n >= (int)size && size >= 4) memcpy(out + size - 4, "...", 4);
}

/* ------------------------------------------------------------------ NCCL at run time */

/* The few NCCL declarations this file needs (nccl.h is never included). Values as in
   NCCL's src/nccl.h.in: ncclResult_t ncclSuccess = 0; ncclDataType_t ncclInt8 = 0,
   ncclUint8 = 1, ncclInt32 = 2, ncclUint32 = 3, ncclInt64 = 4, ncclUint64 = 5,
   ncclFloat16 = 6, ncclFloat32 = 7, ncclFloat64 = 8, ncclBfloat16 = 9; ncclRedOp_t
   ncclSum = 0, ncclProd = 1, ncclMax = 2, ncclMin = 3, ncclAvg = 4. The enums are
   int-sized; ncclComm_t and cudaStream_t are pointers. */
typedef int nccl_result;
typedef void *nccl_comm;
#define NCCL_SUCCESS 0

/* Indexed by dc_dtype (F32 F64 F16 BF16 I8 U8 I32 U32 I64 U64) and dc_op (SUM PROD MIN MAX AVG). */
static const int nccl_dtype[DC_DTYPE_COUNT] = { 7, 8, 6, 9, 0, 1, 2, 3, 4, 5 };
static const int nccl_op[DC_OP_COUNT] = { 0, 1, 3, 2, 4 };

typedef nccl_result (*nccl_get_version_fn)(int *version);
typedef const char *(*nccl_get_error_string_fn)(nccl_result result);
typedef const char *(*nccl_get_last_error_fn)(nccl_comm comm);
typedef nccl_result (*nccl_comm_init_all_fn)(nccl_comm *comms, int ndev, const int *devlist);
typedef struct { char internal[128]; } nccl_unique_id;
typedef nccl_result (*nccl_get_unique_id_fn)(nccl_unique_id *id);
typedef nccl_result (*nccl_comm_init_rank_fn)(nccl_comm *comm, int nranks, nccl_unique_id id, int rank);
typedef nccl_result (*nccl_comm_destroy_fn)(nccl_comm comm);
typedef nccl_result (*nccl_group_fn)(void);
typedef nccl_result (*nccl_all_reduce_fn)(const void *send, void *recv, size_t count, int dtype, int op,
                                          nccl_comm comm, void *stream);
typedef nccl_result (*nccl_reduce_fn)(const void *send, void *recv, size_t count, int dtype, int op, int root,
                                      nccl_comm comm, void *stream);
typedef nccl_result (*nccl_broadcast_fn)(const void *send, void *recv, size_t count, int dtype, int root,
                                         nccl_comm comm, void *stream);
typedef nccl_result (*nccl_all_gather_fn)(const void *send, void *recv, size_t sendcount, int dtype,
                                          nccl_comm comm, void *stream);
typedef nccl_result (*nccl_reduce_scatter_fn)(const void *send, void *recv, size_t recvcount, int dtype, int op,
                                              nccl_comm comm, void *stream);

typedef struct nccl_api {
    int ok;                        /* loaded, communicators made, no failure since */
    char why[1024];                /* why the NCCL columns say n/a */
    char path[512];                /* the library that was loaded */
    char version[32];
    nccl_get_version_fn GetVersion;
    nccl_get_error_string_fn GetErrorString;
    nccl_get_last_error_fn GetLastError;       /* NCCL >= 2.13; may be missing */
    nccl_comm_init_all_fn CommInitAll;
    nccl_get_unique_id_fn GetUniqueId;          /* --processes */
    nccl_comm_init_rank_fn CommInitRank;
    nccl_comm_destroy_fn CommDestroy;
    nccl_group_fn GroupStart, GroupEnd;
    nccl_all_reduce_fn AllReduce;
    nccl_reduce_fn Reduce;
    nccl_broadcast_fn Broadcast;
    nccl_all_gather_fn AllGather;
    nccl_reduce_scatter_fn ReduceScatter;
    nccl_comm comms[MAX_RANKS];
    int comm_count;                /* communicators alive */
    int made;                      /* communicators were made (the NCCL columns have figures) */
} nccl_api;

/* "ncclAllReduce(rank 2): unhandled cuda error (...): <NCCL's last error>" into out. */
static void nccl_error_text(const nccl_api *N, char *out, size_t size, const char *what, int rank, nccl_result r)
{
    const char *s = N->GetErrorString ? N->GetErrorString(r) : NULL;
    const char *last = N->GetLastError ? N->GetLastError(NULL) : NULL;
    char where[32] = "";
    if (rank >= 0) snprintf(where, sizeof where, "(rank %d)", rank);
    say(out, size, "%s%s: %s (ncclResult_t %d)%s%s", what, where, s ? s : "unknown error", r,
             last && *last ? ": " : "", last && *last ? last : "");
}

#ifndef _WIN32
/* dlopen of one candidate; a failure's dlerror goes into the list of what was tried. */
static void *nccl_try(nccl_api *N, const char *path, char *tried, size_t tried_size)
{
    void *h = lib_open(path);
    size_t used = strlen(tried);
    if (h) {
        say(N->path, sizeof N->path, "%s", path);
        return h;
    }
    if (used + 8 < tried_size) {
        const char *e = dlerror();
        say(tried + used, tried_size - used, "%s%s (%s)", used ? "; " : "", path, e ? e : "not loaded");
    }
    return NULL;
}

/* A file under python3's site-packages: nvidia/nccl/lib/libnccl.so.2 of each folder that
   matches the patterns (only folders that hold the file are tried). */
static void *nccl_try_python(nccl_api *N, char *tried, size_t tried_size)
{
    static const char *const tail = "/nvidia/nccl/lib/libnccl.so.2";
    static const char *const dirs[] = {
        "/usr/local/lib/python3*/site-packages", "/usr/local/lib/python3*/dist-packages",
        "/usr/lib/python3*/site-packages", "/usr/lib/python3*/dist-packages", "/usr/lib/python3/dist-packages",
        "/opt/conda/lib/python3*/site-packages", "~/.local/lib/python3*/site-packages"
    };
    const char *home = getenv("HOME");
    char pattern[1024], line[1024];
    void *h = NULL;
    size_t i, k;
    FILE *p;

    for (i = 0; i < sizeof dirs / sizeof dirs[0] && !h; i++) {
        glob_t g;
        if (dirs[i][0] == '~') {
            if (!home || !*home) continue;
            say(pattern, sizeof pattern, "%s%s%s", home, dirs[i] + 1, tail);
        } else {
            say(pattern, sizeof pattern, "%s%s", dirs[i], tail);
        }
        memset(&g, 0, sizeof g);
        if (glob(pattern, 0, NULL, &g) == 0)
            for (k = 0; k < g.gl_pathc && !h; k++) h = nccl_try(N, g.gl_pathv[k], tried, tried_size);
        globfree(&g);
    }
    if (h) return h;
    /* The last resort: ask python3 where its packages live (virtual environments too). */
    p = popen("python3 -c \"import site, sys; "
              "print('\\n'.join(site.getsitepackages() + [site.getusersitepackages()] + sys.path))\" "
              "2>/dev/null", "r");
    if (!p) return NULL;
    while (!h && fgets(line, sizeof line, p)) {
        size_t n = strlen(line);
        while (n && (line[n - 1] == '\n' || line[n - 1] == '\r')) line[--n] = '\0';
        if (!n) continue;
        say(pattern, sizeof pattern, "%s%s", line, tail);
        if (access(pattern, F_OK) == 0) h = nccl_try(N, pattern, tried, tried_size);
    }
    while (fgets(line, sizeof line, p)) { /* drain, so that python3 is not cut off mid-write */ }
    (void)pclose(p);
    return h;
}
#endif

/* Loads NCCL and binds its entry points. Returns 0 with N->why set when it cannot. */
static int nccl_load(nccl_api *N)
{
    int v = 0;
    nccl_result r;
#ifdef _WIN32
    /* NCCL has no Windows build; a nccl.dll on the search path would be used all the same. */
    void *h = lib_open("nccl.dll");
    if (!h) {
        say(N->why, sizeof N->why, "n/a on Windows (no nccl.dll)");
        return 0;
    }
    snprintf(N->path, sizeof N->path, "nccl.dll");
#else
    char tried[2048] = "";
    const char *env = getenv("NCCL_LIB");
    void *h = NULL;

    if (env && *env) {
        char p[1024];
        h = nccl_try(N, env, tried, sizeof tried);
        if (!h) { say(p, sizeof p, "%s/libnccl.so.2", env); if (access(p, F_OK) == 0) h = nccl_try(N, p, tried, sizeof tried); }
        if (!h) { say(p, sizeof p, "%s/libnccl.so", env); if (access(p, F_OK) == 0) h = nccl_try(N, p, tried, sizeof tried); }
    }
    if (!h) h = nccl_try(N, "libnccl.so.2", tried, sizeof tried);
    if (!h) h = nccl_try(N, "libnccl.so", tried, sizeof tried);
    if (!h) h = nccl_try_python(N, tried, sizeof tried);
    if (!h) {
        say(N->why, sizeof N->why, "libnccl not found (set NCCL_LIB to its path); tried: %s", tried);
        return 0;
    }
#endif
    /* The library stays loaded until exit: NCCL keeps threads of its own. */
#define BIND(name, fn) if (!LIB_SYM(h, name, fn)) { \
        say(N->why, sizeof N->why, "%s has no %s (too old an NCCL?)", N->path, name); return 0; }
    BIND("ncclGetVersion", N->GetVersion);
    BIND("ncclGetErrorString", N->GetErrorString);
    BIND("ncclCommInitAll", N->CommInitAll);
    BIND("ncclGetUniqueId", N->GetUniqueId);
    BIND("ncclCommInitRank", N->CommInitRank);
    BIND("ncclCommDestroy", N->CommDestroy);
    BIND("ncclGroupStart", N->GroupStart);
    BIND("ncclGroupEnd", N->GroupEnd);
    BIND("ncclAllReduce", N->AllReduce);
    BIND("ncclReduce", N->Reduce);
    BIND("ncclBroadcast", N->Broadcast);
    BIND("ncclAllGather", N->AllGather);
    BIND("ncclReduceScatter", N->ReduceScatter);
#undef BIND
    if (!LIB_SYM(h, "ncclGetLastError", N->GetLastError)) N->GetLastError = NULL;
    r = N->GetVersion(&v);
    if (r != NCCL_SUCCESS) {
        nccl_error_text(N, N->why, sizeof N->why, "ncclGetVersion", -1, r);
        return 0;
    }
    /* NCCL_VERSION(X,Y,Z): X*1000 + Y*100 + Z up to 2.8, X*10000 + Y*100 + Z after. */
    if (v >= 10000) snprintf(N->version, sizeof N->version, "%d.%d.%d", v / 10000, (v / 100) % 100, v % 100);
    else snprintf(N->version, sizeof N->version, "%d.%d.%d", v / 1000, (v / 100) % 10, v % 100);
    return 1;
}

/* ------------------------------------------------------------------ element values */

/* IEEE half and bfloat16 from float, rounded to nearest even, and back. */
static uint16_t f32_to_f16(float f)
{
    uint32_t x, mant;
    uint16_t sign, h;
    int e;
    memcpy(&x, &f, 4);
    sign = (uint16_t)((x >> 16) & 0x8000u);
    mant = x & 0x7fffffu;
    e = (int)((x >> 23) & 0xffu);
    if (e == 0xff) return (uint16_t)(sign | 0x7c00u | (mant ? 0x200u : 0u));
    e = e - 127 + 15;
    if (e >= 31) return (uint16_t)(sign | 0x7c00u);
    if (e <= 0) {                                    /* subnormal half, or zero */
        uint32_t shift, rem, halfway;
        if (e < -10) return sign;
        mant |= 0x800000u;
        shift = (uint32_t)(14 - e);
        h = (uint16_t)(mant >> shift);
        rem = mant & ((1u << shift) - 1u);
        halfway = 1u << (shift - 1u);
        if (rem > halfway || (rem == halfway && (h & 1u))) h++;
        return (uint16_t)(sign | h);
    }
    h = (uint16_t)(sign | ((unsigned)e << 10) | (mant >> 13));
    if ((mant & 0x1fffu) > 0x1000u || ((mant & 0x1fffu) == 0x1000u && (h & 1u))) h++;  /* may carry into the exponent: right */
    return h;
}

static float f16_to_f32(uint16_t h)
{
    uint32_t sign = (uint32_t)(h & 0x8000u) << 16, e = (h >> 10) & 0x1fu, mant = h & 0x3ffu, x;
    float f;
    if (e == 0) {
        f = (float)mant * (1.0f / 16777216.0f);      /* 2^-24 */
        return sign ? -f : f;
    }
    x = e == 31 ? sign | 0x7f800000u | (mant << 13) : sign | ((e - 15 + 127) << 23) | (mant << 13);
    memcpy(&f, &x, 4);
    return f;
}

static uint16_t f32_to_bf16(float f)
{
    uint32_t x;
    memcpy(&x, &f, 4);
    if ((x & 0x7fffffffu) > 0x7f800000u) return (uint16_t)((x >> 16) | 0x40u);   /* NaN stays NaN */
    return (uint16_t)((x + 0x7fffu + ((x >> 16) & 1u)) >> 16);
}

static float bf16_to_f32(uint16_t b)
{
    uint32_t x = (uint32_t)b << 16;
    float f;
    memcpy(&f, &x, 4);
    return f;
}

/* Stores v (integral and in range for integer types) as one element of type t. */
static void encode(dc_dtype t, double v, unsigned char *out)
{
    switch (t) {
    case DC_F32: { float f = (float)v; memcpy(out, &f, 4); break; }
    case DC_F64: memcpy(out, &v, 8); break;
    case DC_F16: { uint16_t h = f32_to_f16((float)v); memcpy(out, &h, 2); break; }
    case DC_BF16: { uint16_t h = f32_to_bf16((float)v); memcpy(out, &h, 2); break; }
    case DC_I8: case DC_U8: { uint8_t u = (uint8_t)((uint64_t)(int64_t)v & 0xffu); memcpy(out, &u, 1); break; }
    case DC_I32: case DC_U32: { uint32_t u = (uint32_t)((uint64_t)(int64_t)v & 0xffffffffu); memcpy(out, &u, 4); break; }
    case DC_I64: { int64_t i = (int64_t)v; memcpy(out, &i, 8); break; }
    case DC_U64: { uint64_t u = (uint64_t)v; memcpy(out, &u, 8); break; }
    default: break;
    }
}

static double decode(dc_dtype t, const unsigned char *p)
{
    switch (t) {
    case DC_F32: { float f; memcpy(&f, p, 4); return f; }
    case DC_F64: { double d; memcpy(&d, p, 8); return d; }
    case DC_F16: { uint16_t h; memcpy(&h, p, 2); return f16_to_f32(h); }
    case DC_BF16: { uint16_t h; memcpy(&h, p, 2); return bf16_to_f32(h); }
    case DC_I8: { int8_t i; memcpy(&i, p, 1); return i; }
    case DC_U8: return *p;
    case DC_I32: { int32_t i; memcpy(&i, p, 4); return i; }
    case DC_U32: { uint32_t u; memcpy(&u, p, 4); return u; }
    case DC_I64: { int64_t i; memcpy(&i, p, 8); return (double)i; }
    case DC_U64: { uint64_t u; memcpy(&u, p, 8); return (double)u; }
    default: return 0;
    }
}

static int is_float(dc_dtype t) { return t == DC_F32 || t == DC_F64 || t == DC_F16 || t == DC_BF16; }
static int is_unsigned(dc_dtype t) { return t == DC_U8 || t == DC_U32 || t == DC_U64; }

/* The largest magnitude of a test value, so that a sum over n ranks stays exact (f16
   integers up to 2048, bf16 up to 256) and in range (int8, uint8). */
static int value_bound(dc_dtype t, int n)
{
    int limit = t == DC_BF16 ? 256 : t == DC_F16 ? 2048 : t == DC_I8 ? 127 : t == DC_U8 ? 255 : 1 << 20;
    int m = limit / (n > 0 ? n : 1);
    return m > 15 ? 15 : m < 1 ? 1 : m;
}

/* Rank r's element i is base[(i + 3 r + seed) % PERIOD]: PROD sees ones and one 2 per
   period (3 r mod 31 differs for r < 31: a product is at most 2 there), the others
   integers in [-M, M] (unsigned types [0, M]). */
static void rank_table(dc_dtype t, dc_op op, int n, int r, unsigned seed, double out[PERIOD])
{
    int m = value_bound(t, n), j;
    for (j = 0; j < PERIOD; j++) {
        int k = (int)((unsigned)(j + 3 * r) + seed) % PERIOD;
        if (op == DC_PROD) out[j] = k == 0 ? 2 : 1;
        else if (is_unsigned(t)) out[j] = (k * 7) % (m + 1);
        else out[j] = (k * 7) % (2 * m + 1) - m;
    }
}

/* The reduction over every rank, as the library defines it: integer AVG is the sum
   divided by n, truncated toward zero; float AVG the sum / n (rounded to the type on
   encoding). */
static void reduced_table(dc_dtype t, dc_op op, int n, unsigned seed, double out[PERIOD])
{
    double v[PERIOD];
    int r, j;
    rank_table(t, op, n, 0, seed, out);
    for (r = 1; r < n; r++) {
        rank_table(t, op, n, r, seed, v);
        for (j = 0; j < PERIOD; j++) {
            switch (op) {
            case DC_PROD: out[j] *= v[j]; break;
            case DC_MIN: if (v[j] < out[j]) out[j] = v[j]; break;
            case DC_MAX: if (v[j] > out[j]) out[j] = v[j]; break;
            default: out[j] += v[j]; break;      /* SUM, AVG */
            }
        }
    }
    if (op == DC_AVG)
        for (j = 0; j < PERIOD; j++)
            out[j] = is_float(t) ? out[j] / n : (double)((int64_t)out[j] / (int64_t)n);
}

/* ------------------------------------------------------------------ the benchmark */

typedef struct side_result {
    int ran;                       /* measured */
    double us;                     /* median time per iteration */
    double algbw, busbw;
    long wrong;                    /* wrong elements; -1 = not checked */
    long iters;
    int reps;
    double samples[MAX_REPS];      /* us per iteration of each repetition */
    char algorithm[16];            /* dc: dc_comm_report's algorithm */
    char path[16];                 /* dc: dc_comm_report's copy path */
    char error[1024];
} side_result;

typedef struct row {
    int coll;
    uint64_t bytes;                /* nccl-tests' size */
    uint64_t count;                /* elements per rank, as in NCCL */
    side_result res[2][2];         /* [placement: 0 out-of-place, 1 in-place][SIDE_DC, SIDE_NCCL] */
} row;

typedef struct bench {
    dc_context *ctx;
    dc_comm *comm;
    int n;                         /* ranks */
    int dev[MAX_RANKS];            /* rank -> context device */
    dc_device_info info[MAX_RANKS];
    dc_stream streams[MAX_RANKS];
    void *native_stream[MAX_RANKS];
    dc_buffer sendbuf[MAX_RANKS], recvbuf[MAX_RANKS];
    uint64_t send_ptr[MAX_RANKS], recv_ptr[MAX_RANKS];   /* CUdeviceptr, CUDA ranks */
    uint64_t max_bytes;
    dc_dtype dtype;
    dc_op op;
    int root;
    size_t es;                     /* element size */
    /* options */
    int quick, check, warmup, reps;
    long fixed_iters;
    double budget_s;
    /* host side */
    unsigned char *host;           /* max_bytes: patterns out, results in */
    int host_pinned;
    unsigned char *tile;           /* (TILE_ELEMS + PERIOD) elements of one table */
    nccl_api nccl;
    int nccl_asked;
    dc_comm_algorithm algorithm;   /* --algorithm; NONE = the library's choice */
    int against;                   /* --against: the algorithm of ref_comm, or -1 */
    dc_comm *ref_comm;             /* --against's communicator: the reference side instead of NCCL */
    int ref_ok;                    /* the reference side (NCCL or ref_comm) can run */
    char ref_name[32];             /* "NCCL" or "dc <algorithm>" */
    /* results */
    row *rows;
    int row_count;
    int errors;                    /* failed calls */
    long wrong[2];                 /* wrong elements, per side */
    int skip_dc;                   /* the library failed this collective: NCCL's side goes on alone */
    int fatal;                     /* a stream failed: nothing more can be trusted */
} bench;

/* Keeps the first error of a side: "what: DC_ERROR_...: dc_last_error()". */
static void set_error(side_result *s, const char *what, dc_result r)
{
    if (s->error[0]) return;
    say(s->error, sizeof s->error, "%s: %s: %s", what, dc_result_name(r), dc_last_error());
}

/* The regions one collective touches on rank r, in elements of the buffer they lie in. */
typedef struct region { dc_buffer buf; uint64_t first, count; } region;

static region send_region(const bench *B, int coll, uint64_t count, int inplace, int r)
{
    region g;
    g.buf = inplace ? B->recvbuf[r] : B->sendbuf[r];
    g.first = inplace && coll == COLL_ALLGATHER ? (uint64_t)r * count : 0;
    g.count = coll == COLL_REDUCESCATTER ? count * (uint64_t)B->n : count;
    return g;
}

static region recv_region(const bench *B, int coll, uint64_t count, int inplace, int r)
{
    region g;
    g.buf = B->recvbuf[r];
    g.first = inplace && coll == COLL_REDUCESCATTER ? (uint64_t)r * count : 0;
    g.count = coll == COLL_ALLGATHER ? count * (uint64_t)B->n : count;
    return g;
}

/* Queues one collective of the library on the ranks' streams, on communicator `comm`
   (B->comm, or --against's). */
static dc_result enqueue_dc(bench *B, dc_comm *comm, int coll, uint64_t count, int inplace)
{
    const dc_buffer *send = inplace ? B->recvbuf : B->sendbuf, *recv = B->recvbuf;
    dc_collective_desc d;
    uint64_t off[MAX_RANKS];
    int r;

    if (!inplace || coll == COLL_ALLREDUCE || coll == COLL_REDUCE || coll == COLL_BROADCAST) {
        switch (coll) {
        case COLL_ALLREDUCE: return dc_allreduce_async(comm, B->streams, send, recv, count, B->dtype, B->op);
        case COLL_REDUCE: return dc_reduce_async(comm, B->streams, send, recv, count, B->dtype, B->op, B->root);
        case COLL_BROADCAST: return dc_broadcast_async(comm, B->streams, send, recv, count, B->dtype, B->root);
        case COLL_ALLGATHER: return dc_allgather_async(comm, B->streams, send, recv, count, B->dtype);
        default: return dc_reduce_scatter_async(comm, B->streams, send, recv, count, B->dtype, B->op);
        }
    }
    /* In-place allgather and reducescatter: NCCL's layout needs the offset form. */
    for (r = 0; r < B->n; r++) off[r] = (uint64_t)r * count * B->es;
    memset(&d, 0, sizeof d);
    d.kind = coll_kinds[coll];
    d.send = B->recvbuf;
    d.recv = B->recvbuf;
    d.send_offset = coll == COLL_ALLGATHER ? off : NULL;
    d.recv_offset = coll == COLL_REDUCESCATTER ? off : NULL;
    d.count = count;
    d.dtype = B->dtype;
    d.op = B->op;
    d.root = B->root;
    d.streams = B->streams;
    return dc_collective_run(comm, &d);
}

/* Queues one collective of NCCL: a group with one call per rank. Returns 0 with the
   error in s->error. */
static int enqueue_nccl(bench *B, int coll, uint64_t count, int inplace, side_result *s)
{
    nccl_api *N = &B->nccl;
    int dt = nccl_dtype[B->dtype], op = nccl_op[B->op], r, failed_rank = -1;
    const char *what = "ncclGroupStart";
    nccl_result e = N->GroupStart(), e_end;

    if (e != NCCL_SUCCESS) {
        nccl_error_text(N, s->error, sizeof s->error, what, -1, e);
        return 0;
    }
    for (r = 0; r < B->n; r++) {
        region sg = send_region(B, coll, count, inplace, r), rg = recv_region(B, coll, count, inplace, r);
        const void *sp = (const void *)(uintptr_t)((inplace ? B->recv_ptr[r] : B->send_ptr[r]) + sg.first * B->es);
        void *rp = (void *)(uintptr_t)(B->recv_ptr[r] + rg.first * B->es), *st = B->native_stream[r];
        switch (coll) {
        case COLL_ALLREDUCE: what = "ncclAllReduce"; e = N->AllReduce(sp, rp, (size_t)count, dt, op, N->comms[r], st); break;
        case COLL_REDUCE: what = "ncclReduce"; e = N->Reduce(sp, rp, (size_t)count, dt, op, B->root, N->comms[r], st); break;
        case COLL_BROADCAST: what = "ncclBroadcast"; e = N->Broadcast(sp, rp, (size_t)count, dt, B->root, N->comms[r], st); break;
        case COLL_ALLGATHER: what = "ncclAllGather"; e = N->AllGather(sp, rp, (size_t)count, dt, N->comms[r], st); break;
        default: what = "ncclReduceScatter"; e = N->ReduceScatter(sp, rp, (size_t)count, dt, op, N->comms[r], st); break;
        }
        if (e != NCCL_SUCCESS) { failed_rank = r; break; }
    }
    e_end = N->GroupEnd();        /* also after a failed call: the group must be closed */
    if (failed_rank >= 0) {
        nccl_error_text(N, s->error, sizeof s->error, what, failed_rank, e);
        return 0;
    }
    if (e_end != NCCL_SUCCESS) {
        nccl_error_text(N, s->error, sizeof s->error, "ncclGroupEnd", -1, e_end);
        return 0;
    }
    return 1;
}

/* Waits for every rank's stream (both sides run on them). A failure here is fatal: the
   device may be in an error state that every later call would report. */
static int sync_all(bench *B, side_result *s)
{
    int r;
    for (r = 0; r < B->n; r++) {
        dc_result e = dc_stream_synchronize(B->ctx, B->streams[r]);
        if (e != DC_SUCCESS) {
            char what[64];
            snprintf(what, sizeof what, "dc_stream_synchronize(rank %d)", r);
            set_error(s, what, e);
            B->fatal = 1;
            return 0;
        }
    }
    return 1;
}

/* `iters` iterations of one side back to back, then the wait for all streams. */
static int run_iters(bench *B, int side, const row *w, int inplace, long iters, side_result *s)
{
    long i;
    for (i = 0; i < iters; i++) {
        if (side == SIDE_DC || B->ref_comm) {
            dc_result e = enqueue_dc(B, side == SIDE_DC ? B->comm : B->ref_comm, w->coll, w->count, inplace);
            if (e != DC_SUCCESS) {
                char what[64];
                snprintf(what, sizeof what, "%s %s%s", side == SIDE_DC ? "dc" : B->ref_name, coll_names[w->coll], inplace ? " in place" : "");
                set_error(s, what, e);
                (void)sync_all(B, s);   /* what was queued before the failure */
                return 0;
            }
        } else if (!enqueue_nccl(B, w->coll, w->count, inplace, s)) {
            (void)sync_all(B, s);
            return 0;
        }
    }
    return sync_all(B, s);
}

static double timed_iters(bench *B, int side, const row *w, int inplace, long iters, side_result *s, int *ok)
{
    double t0 = now_s();
    *ok = run_iters(B, side, w, inplace, iters, s);
    return (now_s() - t0) * 1e6 / (double)iters;
}

/* nccl-tests' bus bandwidth factor. */
static double bus_factor(int coll, int n)
{
    if (coll == COLL_ALLREDUCE) return n > 0 ? 2.0 * (n - 1) / n : 0;
    if (coll == COLL_ALLGATHER || coll == COLL_REDUCESCATTER) return n > 0 ? (double)(n - 1) / n : 0;
    return 1.0;
}

/* Warm-up, pilot, then the alternating timed repetitions of one placement. */
static void measure(bench *B, row *w, int inplace)
{
    side_result *sd = &w->res[inplace][SIDE_DC], *sn = &w->res[inplace][SIDE_NCCL];
    int use[2], side, i, ok;
    double per = 0, t;
    long iters;

    use[SIDE_DC] = !B->skip_dc;
    use[SIDE_NCCL] = B->ref_ok;
    for (side = 0; side < 2; side++) {
        side_result *s = side == SIDE_DC ? sd : sn;
        if (!use[side]) continue;
        if (!run_iters(B, side, w, inplace, B->warmup, s)) { use[side] = 0; if (B->fatal) return; continue; }
        t = timed_iters(B, side, w, inplace, PILOT, s, &ok);
        if (!ok) { use[side] = 0; if (B->fatal) return; continue; }
        if (t > per) per = t;
    }
    if (B->fixed_iters > 0) iters = B->fixed_iters;
    else {
        double fit = per > 0 ? B->budget_s * 1e6 / per : MAX_ITERS;
        iters = fit >= MAX_ITERS ? MAX_ITERS : fit < 1 ? 1 : (long)fit;
    }
    for (i = 0; i < B->reps; i++) {
        int k;
        for (k = 0; k < 2; k++) {
            side = (i + k) % 2 == 0 ? SIDE_DC : SIDE_NCCL;     /* the first side alternates */
            if (!use[side]) continue;
            t = timed_iters(B, side, w, inplace, iters, side == SIDE_DC ? sd : sn, &ok);
            if (!ok) { use[side] = 0; if (B->fatal) return; continue; }
            (side == SIDE_DC ? sd : sn)->samples[i] = t;
        }
    }
    for (side = 0; side < 2; side++) {
        side_result *s = side == SIDE_DC ? sd : sn;
        uint64_t alg_bytes = w->count * B->es *
                             (w->coll == COLL_ALLGATHER || w->coll == COLL_REDUCESCATTER ? (uint64_t)B->n : 1u);
        if (!use[side]) continue;
        s->ran = 1;
        s->iters = iters;
        s->reps = B->reps;
        s->us = median(s->samples, B->reps);
        s->algbw = s->us > 0 ? (double)alg_bytes / (s->us * 1e-6) / 1e9 : 0;
        s->busbw = s->algbw * bus_factor(w->coll, B->n);
    }
    for (side = 0; side < 2; side++) {   /* the library's sides: what its last call took */
        side_result *s = side == SIDE_DC ? sd : sn;
        dc_comm *comm = side == SIDE_DC ? B->comm : B->ref_comm;
        dc_comm_report rep;
        memset(&rep, 0, sizeof rep);
        if (s->ran && comm && dc_comm_report_get(comm, &rep) == DC_SUCCESS) {
            snprintf(s->algorithm, sizeof s->algorithm, "%s", rep.algorithm_name ? rep.algorithm_name : "?");
            snprintf(s->path, sizeof s->path, "%s", dc_copy_path_name(rep.path));
        }
    }
}

/* ------------------------------------------------------------------ the check */

/* B->tile = the encoded table, TILE_ELEMS + PERIOD elements. */
static void make_tile(bench *B, const double table[PERIOD])
{
    int i;
    for (i = 0; i < TILE_ELEMS + PERIOD; i++) encode(B->dtype, table[i % PERIOD], B->tile + (size_t)i * B->es);
}

/* Writes `count` elements of B->tile's table into the region (via B->host). */
static dc_result write_pattern(bench *B, region g)
{
    uint64_t k;
    for (k = 0; k < g.count; k += TILE_ELEMS) {
        uint64_t len = g.count - k < TILE_ELEMS ? g.count - k : TILE_ELEMS;
        memcpy(B->host + k * B->es, B->tile, (size_t)(len * B->es));
    }
    return dc_buffer_write(B->ctx, g.buf, g.first * B->es, B->host, g.count * B->es);
}

static dc_result fill_marker(bench *B, region g)
{
    unsigned char ff = 0xff;
    return dc_buffer_fill(B->ctx, g.buf, g.first * B->es, g.count * B->es, &ff, 1);
}

/* Wrong elements among got[0, count), whose element i should be table[(phase + i) % PERIOD]
   (B->tile holds the table encoded). */
static long compare(const bench *B, const unsigned char *got, uint64_t count, uint64_t phase, const double table[PERIOD])
{
    double tol = 0;
    uint64_t k, j;
    long wrong = 0;
    if (B->op == DC_AVG)
        tol = B->dtype == DC_F32 ? 1e-5 : B->dtype == DC_F64 ? 1e-12 : B->dtype == DC_F16 ? 4e-3 : B->dtype == DC_BF16 ? 3e-2 : 0;
    for (k = 0; k < count; k += TILE_ELEMS) {
        uint64_t len = count - k < TILE_ELEMS ? count - k : TILE_ELEMS, ph = (phase + k) % PERIOD;
        const unsigned char *want = B->tile + ph * B->es, *have = got + k * B->es;
        if (memcmp(have, want, (size_t)(len * B->es)) == 0) continue;
        for (j = 0; j < len; j++) {
            double g = decode(B->dtype, have + j * B->es), e = decode(B->dtype, want + j * B->es);
            double exact = table[(ph + j) % PERIOD], diff = g - exact, mag = exact < 0 ? -exact : exact;
            if (g == e) continue;                    /* equal values with other bits: +0 and -0 */
            if (diff < 0) diff = -diff;
            if (tol > 0 && diff <= tol * (mag > 1 ? mag : 1)) continue;
            wrong++;
        }
    }
    return wrong;
}

/* Reads rank r's receive region and counts its wrong elements. -1 on a failed read. */
static long verify_rank(bench *B, const row *w, int inplace, int r, unsigned seed, side_result *s)
{
    region g = recv_region(B, w->coll, w->count, inplace, r);
    double table[PERIOD];
    dc_result e = dc_buffer_read(B->ctx, g.buf, g.first * B->es, B->host, g.count * B->es);
    long wrong = 0;
    int k;
    if (e != DC_SUCCESS) { set_error(s, "dc_buffer_read (check)", e); return -1; }
    switch (w->coll) {
    case COLL_BROADCAST:
        rank_table(B->dtype, B->op, B->n, B->root, seed, table);
        make_tile(B, table);
        return compare(B, B->host, g.count, 0, table);
    case COLL_ALLGATHER:
        for (k = 0; k < B->n; k++) {                 /* block k is rank k's send data */
            rank_table(B->dtype, B->op, B->n, k, seed, table);
            make_tile(B, table);
            wrong += compare(B, B->host + (uint64_t)k * w->count * B->es, w->count, 0, table);
        }
        return wrong;
    default:                                         /* reductions */
        reduced_table(B->dtype, B->op, B->n, seed, table);
        make_tile(B, table);
        return compare(B, B->host, g.count, w->coll == COLL_REDUCESCATTER ? (uint64_t)r * w->count : 0, table);
    }
}

/* Fresh inputs, one run of the side, every rank's result compared with the host's.
   Sets s->wrong (-1 when the check itself failed). */
static void check(bench *B, row *w, int inplace, int side, unsigned seed)
{
    side_result *s = &w->res[inplace][side];
    double table[PERIOD];
    int r;
    dc_result e;

    s->wrong = -1;
    for (r = 0; r < B->n; r++) {
        region sg = send_region(B, w->coll, w->count, inplace, r), rg = recv_region(B, w->coll, w->count, inplace, r);
        e = fill_marker(B, rg);                      /* first: in place it overlaps the send region */
        if (e != DC_SUCCESS) { set_error(s, "dc_buffer_fill (check)", e); B->errors++; return; }
        if (inplace && w->coll == COLL_BROADCAST && r != B->root) continue;   /* must be overwritten */
        rank_table(B->dtype, B->op, B->n, r, seed, table);
        make_tile(B, table);
        e = write_pattern(B, sg);
        if (e != DC_SUCCESS) { set_error(s, "dc_buffer_write (check)", e); B->errors++; return; }
    }
    if (!run_iters(B, side, w, inplace, 1, s)) { B->errors++; if (side == SIDE_NCCL) B->ref_ok = 0; return; }
    s->wrong = 0;
    for (r = 0; r < B->n; r++) {
        long k;
        if (w->coll == COLL_REDUCE && r != B->root) continue;
        k = verify_rank(B, w, inplace, r, seed, s);
        if (k < 0) { s->wrong = -1; B->errors++; return; }
        s->wrong += k;
    }
    B->wrong[side] += s->wrong;
}

/* ------------------------------------------------------------------ output */

static void fmt_time(char *out, size_t size, const side_result *s)
{
    if (!s->ran) snprintf(out, size, "%s", s->error[0] ? "error" : "n/a");
    else if (s->us < 1e5) snprintf(out, size, "%.2f", s->us);
    else snprintf(out, size, "%.0f", s->us);
}

static void fmt_wrong(char *out, size_t size, const bench *B, const side_result *s)
{
    if (!s->ran) snprintf(out, size, "-");
    else if (!B->check) snprintf(out, size, "N/A");
    else if (s->wrong < 0) snprintf(out, size, "error");
    else snprintf(out, size, "%ld", s->wrong);
}

static const char *redop_text(const bench *B, int coll)
{
    return coll == COLL_BROADCAST || coll == COLL_ALLGATHER ? "none" : op_names[B->op];
}

static int root_value(const bench *B, int coll)
{
    return coll == COLL_REDUCE || coll == COLL_BROADCAST ? B->root : -1;
}

static void print_header(const bench *B, int coll)
{
    char ref_out[48], ref_in[48];
    printf("\n# %s: %d rank%s, %s, %s, root %d\n", coll_names[coll], B->n, B->n > 1 ? "s" : "",
           type_names[B->dtype], redop_text(B, coll), root_value(B, coll));
    snprintf(ref_out, sizeof ref_out, "%s out-of-place", B->ref_name);
    snprintf(ref_in, sizeof ref_in, "%s in-place", B->ref_name);
    printf("#%51s %-44s %-44s %-31s %-31s\n", "", "dotcompute out-of-place", "dotcompute in-place", ref_out, ref_in);
    printf("#%11s %13s %9s %7s %7s %9s %7s %7s %6s %-11s %9s %7s %7s %6s %-11s %9s %7s %6s %6s %9s %7s %6s %6s\n",
           "size", "count", "type", "redop", "root",
           "time", "algbw", "busbw", "#wrong", "algorithm", "time", "algbw", "busbw", "#wrong", "algorithm",
           "time", "busbw", "#wrong", "ratio", "time", "busbw", "#wrong", "ratio");
    printf("#%11s %13s %9s %7s %7s %9s %7s %7s %6s %-11s %9s %7s %7s %6s %-11s %9s %7s %6s %6s %9s %7s %6s %6s\n",
           "(B)", "(elements)", "", "", "", "(us)", "(GB/s)", "(GB/s)", "", "", "(us)", "(GB/s)", "(GB/s)", "", "",
           "(us)", "(GB/s)", "", "", "(us)", "(GB/s)", "", "");
    fflush(stdout);
}

static void print_row(const bench *B, const row *w)
{
    char t[4][24], k[4][24], ratio[2][16];
    int p;
    /* nccl-tests' "count" is the count passed to NCCL (its paramcount): per rank for
       allgather and reducescatter too, where "size" is the whole buffer. Printing count x
       ranks there (as this did) showed n times nccl-tests' count beside the same size. */
    uint64_t elems = w->count;
    for (p = 0; p < 2; p++) {
        const side_result *d = &w->res[p][SIDE_DC], *c = &w->res[p][SIDE_NCCL];
        fmt_time(t[2 * p], sizeof t[0], d);
        fmt_time(t[2 * p + 1], sizeof t[0], c);
        fmt_wrong(k[2 * p], sizeof k[0], B, d);
        fmt_wrong(k[2 * p + 1], sizeof k[0], B, c);
        if (d->ran && c->ran && c->us > 0) snprintf(ratio[p], sizeof ratio[p], "%.2f", d->us / c->us);
        else snprintf(ratio[p], sizeof ratio[p], "n/a");
    }
    printf(" %11llu %13llu %9s %7s %7d", (unsigned long long)w->bytes, (unsigned long long)elems,
           type_names[B->dtype], redop_text(B, w->coll), root_value(B, w->coll));
    for (p = 0; p < 2; p++) {
        const side_result *d = &w->res[p][SIDE_DC];
        printf(" %9s %7.2f %7.2f %6s %-11s", t[2 * p], d->ran ? d->algbw : 0.0, d->ran ? d->busbw : 0.0, k[2 * p],
               d->algorithm[0] ? d->algorithm : "-");
    }
    for (p = 0; p < 2; p++) {
        const side_result *c = &w->res[p][SIDE_NCCL];
        char bw[16];
        if (c->ran) snprintf(bw, sizeof bw, "%.2f", c->busbw);
        else snprintf(bw, sizeof bw, "n/a");
        printf(" %9s %7s %6s %6s", t[2 * p + 1], bw, k[2 * p + 1], ratio[p]);
    }
    printf("\n");
    for (p = 0; p < 4; p++) {
        const side_result *s = &w->res[p / 2][p % 2];
        if (s->error[0])
            printf("#   %s %s: %s\n", p % 2 ? B->ref_name : "dc", p / 2 ? "in-place" : "out-of-place", s->error);
    }
    fflush(stdout);
}

/* Per collective: average bus bandwidth over every measured size and placement (as
   nccl-tests' "Avg bus bandwidth"), and the median time ratio. Both averages and the
   ratio cover the same rows, those where both sides have a figure: after a size that one
   side skipped or failed, averages over each side's own rows would cover different sizes
   and could not be compared. Only where the reference has no figure at all (--no-nccl,
   NCCL n/a) is the library's average over its own rows, and the line says so. */
static void print_summary(const bench *B, int coll)
{
    double bw[2] = { 0, 0 }, solo = 0, *ratios = (double *)malloc(sizeof(double) * 2 * (size_t)(B->row_count + 1));
    int both = 0, n_solo = 0, left_out = 0, nr = 0, i, p;
    for (i = 0; i < B->row_count; i++) {
        const row *w = &B->rows[i];
        if (w->coll != coll) continue;
        for (p = 0; p < 2; p++) {
            const side_result *d = &w->res[p][SIDE_DC], *c = &w->res[p][SIDE_NCCL];
            if (d->ran) { solo += d->busbw; n_solo++; }
            if (d->ran && c->ran) {
                bw[0] += d->busbw;
                bw[1] += c->busbw;
                both++;
                if (ratios && c->us > 0) ratios[nr++] = d->us / c->us;
            } else if (d->ran || c->ran) {
                left_out++;
            }
        }
    }
    if (both) {
        printf("# %s: avg bus bandwidth dc %.2f GB/s, %s %.2f GB/s (both over the same %d size/placement row%s",
               coll_names[coll], bw[0] / both, B->ref_name, bw[1] / both, both, both > 1 ? "s" : "");
        if (left_out) printf("; %d that only one side ran left out", left_out);
        printf(")");
    } else {
        printf("# %s: avg bus bandwidth dc %.2f GB/s (over its own %d rows), %s n/a", coll_names[coll], n_solo ? solo / n_solo : 0.0,
               n_solo, B->ref_name);
    }
    if (nr) printf("; time dc/%s median %.2f", B->ref_name, median(ratios, nr));
    printf("\n");
    free(ratios);
}

static void json_side(FILE *f, const bench *B, const side_result *s)
{
    char us[40], alg[40], bus[40];
    if (!s->ran) {
        fprintf(f, "{\"ran\": false, \"error\": ");
        json_string(f, s->error);
        fprintf(f, "}");
        return;
    }
    /* significant digits (json_number): "%.4f" wrote the bandwidth of an 8-byte call (0.0018 GB/s
       on a GPU, 0.0002 on PoCL) as 2 digits or fewer */
    json_number(us, sizeof us, s->us);
    json_number(alg, sizeof alg, s->algbw);
    json_number(bus, sizeof bus, s->busbw);
    fprintf(f, "{\"ran\": true, \"time_us\": %s, \"algbw_gbps\": %s, \"busbw_gbps\": %s, \"wrong\": ", us, alg, bus);
    if (B->check && s->wrong >= 0) fprintf(f, "%ld", s->wrong);
    else fprintf(f, "null");
    fprintf(f, ", \"iters\": %ld, \"reps\": %d", s->iters, s->reps);
    if (s->algorithm[0]) {
        fprintf(f, ", \"algorithm\": ");
        json_string(f, s->algorithm);
        fprintf(f, ", \"path\": ");
        json_string(f, s->path);
    }
    if (s->error[0]) {
        fprintf(f, ", \"error\": ");
        json_string(f, s->error);
    }
    fprintf(f, ", \"samples_us\": ");
    json_array(f, s->samples, s->reps);
    fprintf(f, "}");
}

static int write_json(const char *path, const bench *B, const char *machine, const char *host, const char *date,
                      uint64_t min_bytes, int step)
{
    FILE *f = fopen(path, "w");
    const char *nvls = getenv("NCCL_NVLS_ENABLE");
    int i, p;
    if (!f) return 0;
    json_head(f, "collectives", machine, host, date);
    fprintf(f, "  \"method\": \"nccl-tests' method: per size and placement, %d warm-up iterations per side, a "
               "%d-iteration pilot that sizes N (about %.0f ms per repetition, 1..%d, unless fixed), then %d "
               "repetitions alternating dc and NCCL, each N iterations back to back on per-rank streams then "
               "every stream synchronised; host wall clock / N, median over repetitions. dc: the _async "
               "collectives (dc_collective_run for in-place allgather/reducescatter); NCCL: ncclGroupStart, one "
               "call per rank on the same buffers and streams, ncclGroupEnd. busbw factors: allreduce 2(n-1)/n, "
               "allgather/reducescatter (n-1)/n, reduce/broadcast 1. wrong: elements that differ from the host's "
               "result after one checked run per side and placement\",\n",
            B->warmup, PILOT, B->budget_s * 1e3, MAX_ITERS, B->reps);
    fprintf(f, "  \"options\": {\"min_bytes\": %llu, \"max_bytes\": %llu, \"step_factor\": %d, \"dtype\": \"%s\", "
               "\"redop\": \"%s\", \"root\": %d, \"warmup\": %d, \"reps\": %d, \"iters\": %ld, \"check\": %s, "
               "\"quick\": %s},\n",
            (unsigned long long)min_bytes, (unsigned long long)B->max_bytes, step, type_names[B->dtype],
            op_names[B->op], B->root, B->warmup, B->reps, B->fixed_iters, B->check ? "true" : "false",
            B->quick ? "true" : "false");
    json_devices(f, B->ctx);
    fprintf(f, "  \"ranks\": [");
    for (i = 0; i < B->n; i++) fprintf(f, "%s%d", i ? ", " : "", B->dev[i]);
    fprintf(f, "],\n  \"nccl\": {\"available\": %s, \"version\": ", B->nccl.made ? "true" : "false");
    json_string(f, B->nccl.version);
    fprintf(f, ", \"path\": ");
    json_string(f, B->nccl.path);
    fprintf(f, ", \"reason\": ");
    json_string(f, B->nccl.why);
    fprintf(f, ", \"NCCL_NVLS_ENABLE\": ");
    json_string(f, nvls ? nvls : "");
    fprintf(f, "},\n  \"reference\": ");   /* whose times the "nccl" entries hold: NCCL, or --against's side */
    json_string(f, B->ref_name);
    fprintf(f, ",\n  \"wrong\": {\"dc\": %ld, \"nccl\": %ld}, \"errors\": %d,\n", B->wrong[0], B->wrong[1], B->errors);
    fprintf(f, "  \"results\": [\n");
    for (i = 0; i < B->row_count; i++) {
        const row *w = &B->rows[i];
        fprintf(f, "    {\"collective\": \"%s\", \"bytes\": %llu, \"count_per_rank\": %llu, \"type\": \"%s\", "
                   "\"redop\": \"%s\", \"root\": %d",
                coll_names[w->coll], (unsigned long long)w->bytes, (unsigned long long)w->count,
                type_names[B->dtype], redop_text(B, w->coll), root_value(B, w->coll));
        for (p = 0; p < 2; p++) {
            const side_result *d = &w->res[p][SIDE_DC], *c = &w->res[p][SIDE_NCCL];
            fprintf(f, ",\n     \"%s\": {\"dc\": ", p ? "in_place" : "out_of_place");
            json_side(f, B, d);
            fprintf(f, ",\n       \"nccl\": ");
            json_side(f, B, c);
            if (d->ran && c->ran && c->us > 0) fprintf(f, ", \"ratio\": %.4f}", d->us / c->us);
            else fprintf(f, ", \"ratio\": null}");
        }
        fprintf(f, "}%s\n", i + 1 < B->row_count ? "," : "");
    }
    fprintf(f, "  ]\n}\n");
    return fclose(f) == 0;
}

/* ------------------------------------------------------------------ setup */

/* --op LIST into want[]; 0 on an unknown name. */
static int parse_ops(const char *s, int want[COLL_COUNT])
{
    char buf[256], *tok, *save;
    int c;
    say(buf, sizeof buf, "%s", s);
    memset(want, 0, sizeof(int) * COLL_COUNT);
    for (tok = buf; tok && *tok; tok = save) {
        const char *name = tok;
        save = strchr(tok, ',');
        if (save) *save++ = '\0';
        if (!strcmp(name, "all")) { for (c = 0; c < COLL_COUNT; c++) want[c] = 1; continue; }
        if (!strcmp(name, "all_reduce")) name = "allreduce";
        else if (!strcmp(name, "bcast")) name = "broadcast";
        else if (!strcmp(name, "all_gather")) name = "allgather";
        else if (!strcmp(name, "reduce_scatter")) name = "reducescatter";
        for (c = 0; c < COLL_COUNT && strcmp(name, coll_names[c]); c++) {}
        if (c == COLL_COUNT) return 0;
        want[c] = 1;
    }
    return 1;
}

static int parse_dtype(const char *s, dc_dtype *out)
{
    int t;
    for (t = 0; t < DC_DTYPE_COUNT; t++)
        if (!strcmp(s, type_names[t]) || !strcmp(s, type_alias[t])) { *out = (dc_dtype)t; return 1; }
    if (!strcmp(s, "float32")) *out = DC_F32;
    else if (!strcmp(s, "float64")) *out = DC_F64;
    else if (!strcmp(s, "float16")) *out = DC_F16;
    else return 0;
    return 1;
}

static int parse_op(const char *s, dc_op *out)
{
    int o;
    for (o = 0; o < DC_OP_COUNT; o++)
        if (!strcmp(s, op_names[o])) { *out = (dc_op)o; return 1; }
    return 0;
}

/* NCCL_NVLS_ENABLE=0 before NCCL loads: NVLink multicast stays off on these machines. */
static void keep_nvls_off(void)
{
#ifndef _WIN32
    const char *v = getenv("NCCL_NVLS_ENABLE");
    if (v && strcmp(v, "0") != 0)
        printf("# note: NCCL_NVLS_ENABLE=%s overridden to 0 (NVLink multicast stays off)\n", v);
    if (!v || strcmp(v, "0") != 0) (void)setenv("NCCL_NVLS_ENABLE", "0", 1);
#endif
}

/* Communicators for the ranks' CUDA ordinals, or n/a with the reason. */
static void nccl_setup(bench *B)
{
    nccl_api *N = &B->nccl;
    int ordinals[MAX_RANKS], r;
    nccl_result e;

    if (!B->nccl_asked) { say(N->why, sizeof N->why, "--no-nccl"); return; }
    for (r = 0; r < B->n; r++) {
        if (B->info[r].backend != DC_BACKEND_CUDA) {
            say(N->why, sizeof N->why, "rank %d (device %d, %s) is an OpenCL device", r, B->dev[r],
                     B->info[r].name);
            return;
        }
        ordinals[r] = B->info[r].backend_ordinal;
    }
    if (!nccl_load(N)) return;
    e = N->CommInitAll(N->comms, B->n, ordinals);
    if (e != NCCL_SUCCESS) {
        nccl_error_text(N, N->why, sizeof N->why, "ncclCommInitAll", -1, e);
        return;
    }
    N->comm_count = B->n;
    N->made = 1;
    N->ok = 1;
}

static void nccl_teardown(bench *B)
{
    nccl_api *N = &B->nccl;
    int r;
    for (r = 0; r < N->comm_count; r++) {
        nccl_result e = N->CommDestroy(N->comms[r]);
        if (e != NCCL_SUCCESS) {
            char msg[1024];
            nccl_error_text(N, msg, sizeof msg, "ncclCommDestroy", r, e);
            fprintf(stderr, "bench_collectives: %s\n", msg);
            B->errors++;
        }
    }
    N->comm_count = 0;
}

/* Lowers B->max_bytes until a send and a receive buffer of it fit every rank (with room
   for the library's scratch and NCCL's buffers). */
static void fit_memory(bench *B)
{
    int r;
    for (r = 0; r < B->n; r++) {
        uint64_t free_b = 0, total_b = 0, room;
        uint64_t before = B->max_bytes;
        if (dc_device_memory(B->ctx, B->dev[r], &free_b, &total_b) != DC_SUCCESS || !free_b) free_b = B->info[r].total_memory;
        room = free_b > (1ull << 30) ? free_b - free_b / 8 - (512ull << 20) : free_b / 2;
        while (B->max_bytes > 8 && (B->max_bytes > room / 2 || B->max_bytes > B->info[r].max_allocation))
            B->max_bytes /= 2;
        if (B->max_bytes != before)
            printf("# note: largest size lowered to %llu B: device %d (%s) has %.1f GiB free\n",
                   (unsigned long long)B->max_bytes, B->dev[r], B->info[r].name, (double)free_b / GIB);
    }
}

/* ------------------------------------------------------------------ several processes */

/* --processes N: all-reduce (the --dtype and --redop, out of place) between N processes,
   one rank and one CUDA device each (CUDA_VISIBLE_DEVICES = the rank, so that NCCL and the
   library see the rank's GPU as device 0), through dc_comm_init_rank's communicator
   against ncclCommInitRank's, on the same buffers and stream, in the same run. Rank 0
   makes both ids and sends them down a pipe to each other rank. Every rank runs the same
   loop: W warm-up iterations per side, then R repetitions alternating the sides, each
   ITERS iterations back to back then the stream synchronised; ITERS is --iters, else
   64 MiB / size within [5, 1000], the same on every rank (a collective cannot have ranks
   doing different counts). For a float sum (and unless --no-check) the result is checked
   once per size: every rank's send is rank + 1 + element % 7 (small integers: exact sums),
   then one blocking dc_allreduce, read back and compared; the timed _async loops and
   NCCL's result are not what it checks. Other types and operations are not checked: their
   #wrong says "-" and the JSON's "wrong" is null (wrong = -1 here), never a 0 that nothing
   counted. The ratio is the median of the repetitions' own ratios (each pairs two loops
   run back to back), which host noise between repetitions does not move. Rank 0 prints
   the table and writes the JSON. */
#ifndef _WIN32
#include <sys/wait.h>

/* wrong: elements of this rank's checked result that differ, or -1 where nothing was
   checked (not a float sum, or --no-check). */
typedef struct proc_row { uint64_t bytes; double dc_us, nccl_us, ratio; long wrong; } proc_row;

static double proc_time(dc_context *ctx, int side, dc_comm *comm, dc_stream st, void *native, const nccl_api *N, nccl_comm nc, dc_buffer sb, dc_buffer rb,
                        uint64_t sp, uint64_t rp, uint64_t count, dc_dtype t, dc_op op, long iters, int *ok)
{
    double t0 = now_s();
    long i;
    for (i = 0; i < iters && *ok; i++) {
        if (side == SIDE_DC) *ok = dc_allreduce_async(comm, &st, &sb, &rb, count, t, op) == DC_SUCCESS;
        else *ok = N->AllReduce((const void *)(uintptr_t)sp, (void *)(uintptr_t)rp, (size_t)count, nccl_dtype[t], nccl_op[op], nc, native) == NCCL_SUCCESS;
    }
    if (*ok) *ok = dc_stream_synchronize(ctx, st) == DC_SUCCESS;
    return (now_s() - t0) / (double)iters * 1e6;
}

/* One rank's process. Returns its exit status. */
static int proc_rank(int rank, int n, int pipes[][2], const bench *O, uint64_t min_bytes, uint64_t max_bytes, int step, const char *out_path,
                     const char *date)
{
    dc_context *ctx = NULL;
    dc_comm *comm = NULL;
    dc_comm_id id;
    nccl_api *N = (nccl_api *)calloc(1, sizeof *N);
    nccl_comm nc = NULL;
    nccl_unique_id nid;
    dc_buffer sb = { 0 }, rb = { 0 };
    dc_stream st = { 0 };
    void *native = NULL;
    uint64_t sp = 0, rp = 0, size;
    size_t es = dc_dtype_size(O->dtype);
    proc_row rows[64];
    int nrows = 0, status = 1, k;
    /* only a float sum has a host result that is cheap and exact for every count */
    int checked = O->check && O->dtype == DC_F32 && O->op == DC_SUM;
    char vis[16], msg[1024];
    float *host = NULL;
    dc_result e;
    snprintf(vis, sizeof vis, "%d", rank);
    setenv("CUDA_VISIBLE_DEVICES", vis, 1);   /* before anything loads the driver */
    if (!N) return 1;
#define PCHECK(call) do { e = (call); if (e != DC_SUCCESS) { \
        fprintf(stderr, "bench_collectives: rank %d: %s failed: %s\n  %s\n", rank, #call, dc_result_name(e), dc_last_error()); goto done; } } while (0)
    PCHECK(dc_context_create(NULL, &ctx));
    if (!nccl_load(N)) { fprintf(stderr, "bench_collectives: rank %d: %s\n", rank, N->why); goto done; }
    memset(&id, 0, sizeof id);
    memset(&nid, 0, sizeof nid);
    if (rank == 0) {
        /* both ids down every pipe, zeros when they could not be made (the others give up) */
        if (dc_comm_id_create(ctx, &id) != DC_SUCCESS) fprintf(stderr, "bench_collectives: dc_comm_id_create: %s\n", dc_last_error());
        else if (N->GetUniqueId(&nid) != NCCL_SUCCESS) { memset(&id, 0, sizeof id); fprintf(stderr, "bench_collectives: ncclGetUniqueId failed\n"); }
        for (k = 1; k < n; k++)
            if (write(pipes[k][1], &id, sizeof id) != (ssize_t)sizeof id || write(pipes[k][1], &nid, sizeof nid) != (ssize_t)sizeof nid) goto done;
    } else if (read(pipes[rank][0], &id, sizeof id) != (ssize_t)sizeof id || read(pipes[rank][0], &nid, sizeof nid) != (ssize_t)sizeof nid) {
        goto done;
    }
    for (k = 0; k < (int)sizeof id.bytes && !id.bytes[k]; k++) {}
    if (k == (int)sizeof id.bytes) goto done;
    PCHECK(dc_comm_init_rank(ctx, 0, n, rank, &id, &comm));
    if (N->CommInitRank(&nc, n, nid, rank) != NCCL_SUCCESS) { nccl_error_text(N, msg, sizeof msg, "ncclCommInitRank", rank, 1); fprintf(stderr, "bench_collectives: %s\n", msg); goto done; }
    PCHECK(dc_stream_create(ctx, 0, &st));
    PCHECK(dc_stream_native(ctx, st, &native));
    PCHECK(dc_buffer_create(ctx, 0, max_bytes, &sb));
    PCHECK(dc_buffer_create(ctx, 0, max_bytes, &rb));
    PCHECK(dc_buffer_native(ctx, sb, &sp));
    PCHECK(dc_buffer_native(ctx, rb, &rp));
    if (!(host = (float *)malloc((size_t)max_bytes))) goto done;
    for (size = min_bytes; size <= max_bytes && nrows < 64; size *= (uint64_t)step) {
        uint64_t count = size / es, i;
        uint64_t fit = (64ull << 20) / size;
        long iters = O->fixed_iters ? O->fixed_iters : fit < 5 ? 5 : fit > 1000 ? 1000 : (long)fit;
        double dc_s[MAX_REPS], nccl_s[MAX_REPS], ratio_s[MAX_REPS];
        int ok = 1, rep;
        proc_row *w = &rows[nrows];
        if (!count) continue;
        w->bytes = count * es;
        w->wrong = checked ? 0 : -1;
        proc_time(ctx, SIDE_DC, comm, st, native, N, nc, sb, rb, sp, rp, count, O->dtype, O->op, O->warmup ? O->warmup : 1, &ok);
        proc_time(ctx, SIDE_NCCL, comm, st, native, N, nc, sb, rb, sp, rp, count, O->dtype, O->op, O->warmup ? O->warmup : 1, &ok);
        for (rep = 0; rep < O->reps && ok; rep++) {
            int first = rep % 2 ? SIDE_NCCL : SIDE_DC;
            double a = proc_time(ctx, first, comm, st, native, N, nc, sb, rb, sp, rp, count, O->dtype, O->op, iters, &ok);
            double b = proc_time(ctx, !first, comm, st, native, N, nc, sb, rb, sp, rp, count, O->dtype, O->op, iters, &ok);
            dc_s[rep] = first == SIDE_DC ? a : b;
            nccl_s[rep] = first == SIDE_DC ? b : a;
            ratio_s[rep] = dc_s[rep] / nccl_s[rep];
        }
        if (!ok) { fprintf(stderr, "bench_collectives: rank %d: a call failed at %llu B: %s\n", rank, (unsigned long long)size, dc_last_error()); goto done; }
        w->dc_us = median(dc_s, O->reps);
        w->nccl_us = median(nccl_s, O->reps);
        w->ratio = median(ratio_s, O->reps);   /* paired: each repetition's two loops ran back to back */
        if (checked) {   /* the check, of the blocking call: every sum exact */
            for (i = 0; i < count; i++) host[i] = (float)(rank + 1 + (int)(i % 7));
            PCHECK(dc_buffer_write(ctx, sb, 0, host, count * 4));
            PCHECK(dc_allreduce(comm, &sb, &rb, count, DC_F32, DC_SUM));
            PCHECK(dc_buffer_read(ctx, rb, 0, host, count * 4));
            for (i = 0; i < count; i++) w->wrong += host[i] != (float)(n * (n + 1) / 2 + n * (int)(i % 7));
        }
        nrows++;
    }
    if (rank == 0) {
        FILE *f = fopen(out_path, "w");
        int r;
        printf("# collectives: allreduce over %d processes (one rank and one CUDA device each), %s %s, out of place; NCCL %s\n", n,
               type_names[O->dtype], op_names[O->op], N->version);
        printf("#  dc: dc_comm_init_rank's communicator, dc_allreduce_async; NCCL: ncclCommInitRank, ncclAllReduce; same buffers and stream\n");
        /* Each rank counts its own wrong elements; only rank 0's count reaches the table and
           the JSON. Another rank's wrong count reaches only its exit status, which fails the
           run ("N of M rank processes failed"). */
        if (checked)
            printf("#  #wrong: rank 0's result of one blocking dc_allreduce per size (not the timed _async loops, not NCCL's), "
                   "other ranks' counts in their exit status only\n");
        else
            printf("#  #wrong: not checked (%s); shown as -\n", O->check ? "only a float sum is checked" : "--no-check");
        printf("#%11s %10s %10s %9s %9s %7s %7s\n", "size (B)", "dc (us)", "NCCL (us)", "dc busbw", "NCCL bus", "ratio", "#wrong");
        for (r = 0; r < nrows; r++) {
            double f2 = 2.0 * (n - 1) / n;
            char wrong[24];
            if (rows[r].wrong < 0) snprintf(wrong, sizeof wrong, "-");
            else snprintf(wrong, sizeof wrong, "%ld", rows[r].wrong);
            printf("%12llu %10.2f %10.2f %9.2f %9.2f %7.3f %7s\n", (unsigned long long)rows[r].bytes, rows[r].dc_us, rows[r].nccl_us,
                   (double)rows[r].bytes / rows[r].dc_us * 1e-3 * f2, (double)rows[r].bytes / rows[r].nccl_us * 1e-3 * f2,
                   rows[r].ratio, wrong);
        }
        if (f) {
            /* "date" as json_head writes it: result_path reads it to keep an earlier day's file */
            fprintf(f, "{\"benchmark\": \"collectives-processes\", \"date\": \"%s\", \"processes\": %d, \"dtype\": \"%s\", \"redop\": \"%s\", "
                       "\"nccl\": \"%s\", \"wrong_checks\": \"%s\", \"results\": [\n", date, n, type_names[O->dtype], op_names[O->op], N->version,
                    checked ? "rank 0's result of one blocking dc_allreduce per size (not the timed async loops, not NCCL's); "
                              "other ranks' counts in their exit status only"
                            : "none (null): only a float sum is checked, and not under --no-check");
            for (r = 0; r < nrows; r++) {
                char wrong[24];
                if (rows[r].wrong < 0) snprintf(wrong, sizeof wrong, "null");
                else snprintf(wrong, sizeof wrong, "%ld", rows[r].wrong);
                fprintf(f, "  {\"collective\": \"allreduce\", \"bytes\": %llu, \"dc_us\": %.3f, \"nccl_us\": %.3f, \"ratio\": %.4f, \"wrong\": %s}%s\n",
                        (unsigned long long)rows[r].bytes, rows[r].dc_us, rows[r].nccl_us, rows[r].ratio, wrong,
                        r + 1 < nrows ? "," : "");
            }
            fprintf(f, "]}\n");
            fclose(f);
            printf("# results: %s\n", out_path);
        }
    }
    status = 0;
    for (k = 0; k < nrows; k++) status |= rows[k].wrong > 0;   /* -1: not checked, not wrong */
done:
#undef PCHECK
    free(host);
    if (nc) N->CommDestroy(nc);
    dc_comm_destroy(comm);
    if (sb.id) dc_buffer_destroy(ctx, sb);
    if (rb.id) dc_buffer_destroy(ctx, rb);
    if (st.id) dc_stream_destroy(ctx, st);
    dc_context_destroy(ctx);
    free(N);
    return status;
}

static int run_processes(int n, const bench *O, uint64_t min_bytes, uint64_t max_bytes, int step, const char *out_path,
                         const char *date)
{
    int pipes[MAX_RANKS][2], r, failed = 0;
    pid_t pid[MAX_RANKS];
    for (r = 0; r < n; r++)
        if (pipe(pipes[r]) != 0) { perror("bench_collectives: pipe"); return 1; }
    fflush(stdout);
    for (r = 0; r < n; r++) {
        if ((pid[r] = fork()) < 0) { perror("bench_collectives: fork"); return 1; }
        if (pid[r] == 0) {
            int status = proc_rank(r, n, pipes, O, min_bytes, max_bytes, step, out_path, date);
            fflush(stdout);
            _exit(status);
        }
    }
    for (r = 0; r < n; r++) {
        int status = 0;
        if (waitpid(pid[r], &status, 0) < 0 || !WIFEXITED(status) || WEXITSTATUS(status) != 0) failed++;
    }
    if (failed) fprintf(stderr, "bench_collectives: %d of %d rank processes failed\n", failed, n);
    return failed ? 1 : 0;
}
#endif

static void usage(const char *prog)
{
    fprintf(stderr, "usage: %s [--op all|allreduce,reduce,broadcast,allgather,reducescatter]\n"
                    "       [--min-bytes B] [--max-bytes B] [--step-factor F] [--dtype T] [--redop sum|prod|min|max|avg]\n"
                    "       [--root R] [--devices LIST | --all-devices] [--quick] [--warmup W] [--reps R] [--iters N]\n"
                    "       [--no-nccl] [--check | --no-check] [--json FILE] [--algorithm A] [--against A] [--processes N]\n", prog);
}

int main(int argc, char **argv)
{
    const char *out_path = NULL;
    char host[128], machine[128] = "unknown", default_out[320], date[32];
    uint64_t min_bytes = 8, max_bytes = 1ull << 30, size;
    int step = 2, want[COLL_COUNT], ids[MAX_RANKS], nids = 0, all_devices = 0, max_given = 0, step_given = 0;
    int i, c, r, count, status = 1, size_index, any_cpu = 0, noted, processes = 0;
    bench *B;
    dc_result e;
    time_t t;
    double t_start = now_s();

    if (!bench_self_check("bench_collectives")) return 1;
    B = (bench *)calloc(1, sizeof *B);
    if (!B) { fprintf(stderr, "bench_collectives: out of memory\n"); return 1; }
    for (c = 0; c < COLL_COUNT; c++) want[c] = 1;
    B->dtype = DC_F32;
    B->op = DC_SUM;
    B->check = 1;
    B->nccl_asked = 1;
    B->against = -1;
    B->warmup = -1;
    B->reps = -1;
    for (i = 1; i < argc; i++) {
        const char *a = argv[i], *v = i + 1 < argc ? argv[i + 1] : NULL;
        int bad = 0;
        if (!strcmp(a, "--quick")) { B->quick = 1; continue; }
        if (!strcmp(a, "--check")) { B->check = 1; continue; }
        if (!strcmp(a, "--no-check")) { B->check = 0; continue; }
        if (!strcmp(a, "--no-nccl")) { B->nccl_asked = 0; continue; }
        if (!strcmp(a, "--all-devices")) { all_devices = 1; continue; }
        if (!v) { usage(argv[0]); free(B); return 2; }
        if (!strcmp(a, "--op")) bad = !parse_ops(v, want);
        else if (!strcmp(a, "--min-bytes") || !strcmp(a, "-b")) bad = !parse_size(v, &min_bytes);
        else if (!strcmp(a, "--max-bytes") || !strcmp(a, "-e")) { bad = !parse_size(v, &max_bytes); max_given = 1; }
        else if (!strcmp(a, "--step-factor") || !strcmp(a, "-f")) { step = atoi(v); step_given = 1; }
        else if (!strcmp(a, "--dtype")) bad = !parse_dtype(v, &B->dtype);
        else if (!strcmp(a, "--redop")) bad = !parse_op(v, &B->op);
        else if (!strcmp(a, "--root")) B->root = atoi(v);
        else if (!strcmp(a, "--devices")) bad = (nids = parse_list(v, ids, MAX_RANKS)) < 1;
        else if (!strcmp(a, "--warmup")) B->warmup = atoi(v);
        else if (!strcmp(a, "--reps")) B->reps = atoi(v);
        else if (!strcmp(a, "--iters")) B->fixed_iters = atol(v);
        else if (!strcmp(a, "--algorithm")) {
            int k;
            for (k = 0, bad = 1; k < DC_COMM_ALGO_COUNT && bad; k++)
                if (!strcmp(v, dc_comm_algorithm_name((dc_comm_algorithm)k)) && k != DC_COMM_ALGO_NONE) { B->algorithm = (dc_comm_algorithm)k; bad = 0; }
            if (!strcmp(v, "auto")) { B->algorithm = DC_COMM_ALGO_NONE; bad = 0; }
        }
        else if (!strcmp(a, "--against")) {
            int k;
            for (k = 0, bad = 1; k < DC_COMM_ALGO_COUNT && bad; k++)
                if (!strcmp(v, dc_comm_algorithm_name((dc_comm_algorithm)k)) && k != DC_COMM_ALGO_NONE) { B->against = k; bad = 0; }
            if (!strcmp(v, "auto")) { B->against = DC_COMM_ALGO_NONE; bad = 0; }
        }
        else if (!strcmp(a, "--json") || !strcmp(a, "--out")) out_path = v;
        else if (!strcmp(a, "--processes")) bad = (processes = atoi(v)) < 1 || processes > MAX_RANKS;
        else bad = 1;
        if (bad) { fprintf(stderr, "bench_collectives: bad option %s %s\n", a, v); usage(argv[0]); free(B); return 2; }
        i++;
    }
    if (B->quick && !max_given) max_bytes = 16ull << 20;
    if (B->quick && !step_given) step = 4;
    if (B->against >= 0) B->nccl_asked = 0;   /* the reference side is the library */
    if (B->warmup < 0) B->warmup = B->quick ? 2 : 5;
    if (B->reps < 0) B->reps = B->quick ? 3 : 5;
    B->budget_s = B->quick ? 0.005 : 0.02;
    if (min_bytes < 1 || max_bytes < min_bytes || step < 2 || B->warmup < 0 || B->reps < 1 || B->reps > MAX_REPS ||
        B->fixed_iters < 0 || B->root < 0) {
        fprintf(stderr, "bench_collectives: need 1 <= min-bytes <= max-bytes, step-factor >= 2, warmup >= 0, "
                        "1 <= reps <= %d, iters >= 0, root >= 0\n", MAX_REPS);
        free(B);
        return 2;
    }
    if (nids && all_devices) { fprintf(stderr, "bench_collectives: --devices or --all-devices, not both\n"); free(B); return 2; }

    host_name(host, sizeof host);
    t = time(NULL);
    strftime(date, sizeof date, "%Y-%m-%dT%H:%M:%SZ", gmtime(&t));
    keep_nvls_off();
    if (processes) {   /* before this process touches a GPU: CUDA does not survive fork */
#ifdef _WIN32
        fprintf(stderr, "bench_collectives: --processes needs fork (POSIX)\n");
        status = 2;
#else
        if (!max_given) max_bytes = B->quick ? 16ull << 20 : 1ull << 30;
        if (!out_path) {   /* collectives-processes-N.json, through result_path: an earlier day's is kept */
            char count_name[16];
            snprintf(count_name, sizeof count_name, "%d", processes);
            result_path(default_out, sizeof default_out, "collectives-processes", count_name, date);
            out_path = default_out;
        }
        status = run_processes(processes, B, min_bytes, max_bytes, step, out_path, date);
#endif
        free(B);
        return status;
    }

#define CHECK(call) do { e = (call); if (e != DC_SUCCESS) { \
        fprintf(stderr, "bench_collectives: %s failed: %s\n  %s\n", #call, dc_result_name(e), dc_last_error()); \
        B->errors++; goto done; } } while (0)
    CHECK(dc_context_create(NULL, &B->ctx));
    machine_name(B->ctx, machine, sizeof machine);
    if (!out_path) {
        result_path(default_out, sizeof default_out, "collectives", machine, date);
        out_path = default_out;
    }
    count = dc_device_count(B->ctx);

    /* The ranks: --devices, --all-devices, or the CUDA devices (every device without one). */
    if (nids) {
        for (r = 0; r < nids; r++) B->dev[B->n++] = ids[r];
    } else {
        for (i = 0; i < count && B->n < MAX_RANKS; i++) {
            dc_device_info in;
            CHECK(dc_device_get_info(B->ctx, i, &in));
            if (all_devices || in.backend == DC_BACKEND_CUDA) B->dev[B->n++] = i;
        }
        if (!B->n) {
            printf("# note: no CUDA device: every device of the context takes part\n");
            for (i = 0; i < count && B->n < MAX_RANKS; i++) B->dev[B->n++] = i;
        }
    }
    for (r = 0; r < B->n; r++) {
        if (B->dev[r] >= count) { fprintf(stderr, "bench_collectives: device %d: the context has %d\n", B->dev[r], count); goto done; }
        CHECK(dc_device_get_info(B->ctx, B->dev[r], &B->info[r]));
        if (B->info[r].caps & DC_CAP_CPU) any_cpu = 1;
    }
    if (B->root >= B->n) { fprintf(stderr, "bench_collectives: root %d, but %d ranks\n", B->root, B->n); goto done; }
    B->es = dc_dtype_size(B->dtype);
    if (any_cpu && !max_given && max_bytes > CPU_MAX_BYTES) {
        max_bytes = CPU_MAX_BYTES;
        printf("# note: a CPU device takes part: sizes up to %llu B (--max-bytes to change)\n", (unsigned long long)max_bytes);
    }
    B->max_bytes = max_bytes;
    fit_memory(B);
    max_bytes = B->max_bytes;
    if (max_bytes < min_bytes) { fprintf(stderr, "bench_collectives: no memory for min-bytes %llu\n", (unsigned long long)min_bytes); goto done; }

    /* --against: the reference side is the library itself, not NCCL (say so in the log's first line) */
    printf("# collectives: dotcompute against %s%s, machine %s, %s%s\n", B->against < 0 ? "NCCL" : "dc ",
           B->against < 0 ? "" : B->against == DC_COMM_ALGO_NONE ? "auto" : dc_comm_algorithm_name((dc_comm_algorithm)B->against),
           machine, date, B->quick ? " (--quick)" : "");
    for (r = 0; r < B->n; r++)
        printf("#  rank %d: device %d %s (%s, %s) %s\n", r, B->dev[r], B->info[r].name, backend_name(B->info[r].backend),
               B->info[r].platform, B->info[r].pci_bus_id);
    fflush(stdout);

    CHECK(dc_comm_create(B->ctx, B->dev, B->n, &B->comm));
    if (B->algorithm != DC_COMM_ALGO_NONE) {
        CHECK(dc_comm_set_algorithm(B->comm, B->algorithm));
        printf("# algorithm forced: %s (--algorithm)\n", dc_comm_algorithm_name(B->algorithm));
    }
    for (r = 0; r < B->n; r++) {
        CHECK(dc_stream_create(B->ctx, B->dev[r], &B->streams[r]));
        CHECK(dc_stream_native(B->ctx, B->streams[r], &B->native_stream[r]));
        CHECK(dc_buffer_create(B->ctx, B->dev[r], max_bytes, &B->sendbuf[r]));
        CHECK(dc_buffer_create(B->ctx, B->dev[r], max_bytes, &B->recvbuf[r]));
        CHECK(dc_buffer_native(B->ctx, B->sendbuf[r], &B->send_ptr[r]));
        CHECK(dc_buffer_native(B->ctx, B->recvbuf[r], &B->recv_ptr[r]));
    }
    B->host = (unsigned char *)dc_host_alloc(B->ctx, max_bytes);
    B->host_pinned = B->host != NULL;
    if (!B->host) B->host = (unsigned char *)malloc((size_t)max_bytes);
    B->tile = (unsigned char *)malloc((size_t)(TILE_ELEMS + PERIOD) * B->es);
    if (!B->host || !B->tile) { fprintf(stderr, "bench_collectives: out of host memory\n"); goto done; }
#undef CHECK

    nccl_setup(B);
    snprintf(B->ref_name, sizeof B->ref_name, "NCCL");
    B->ref_ok = B->nccl.ok;
    if (B->against >= 0) {
        snprintf(B->ref_name, sizeof B->ref_name, "dc %s", B->against == DC_COMM_ALGO_NONE ? "auto" : dc_comm_algorithm_name((dc_comm_algorithm)B->against));
        e = dc_comm_create(B->ctx, B->dev, B->n, &B->ref_comm);
        if (e == DC_SUCCESS && B->against != DC_COMM_ALGO_NONE) e = dc_comm_set_algorithm(B->ref_comm, (dc_comm_algorithm)B->against);
        if (e != DC_SUCCESS) { fprintf(stderr, "bench_collectives: --against: %s: %s\n", dc_result_name(e), dc_last_error()); goto done; }
        B->ref_ok = 1;
        printf("#  reference side: the library on a second communicator, algorithm %s (--against)\n", B->ref_name + 3);
    } else if (B->nccl.ok) printf("#  NCCL %s from %s (NCCL_NVLS_ENABLE=%s)\n", B->nccl.version, B->nccl.path,
                                  getenv("NCCL_NVLS_ENABLE") ? getenv("NCCL_NVLS_ENABLE") : "");
    else printf("#  NCCL: n/a: %s\n", B->nccl.why);
    printf("#  %s, %s, sizes %llu..%llu B x%d, warm-up %d, %d reps, iterations %s, check %s\n", type_names[B->dtype],
           op_names[B->op], (unsigned long long)min_bytes, (unsigned long long)max_bytes, step, B->warmup, B->reps,
           B->fixed_iters ? "fixed" : "adaptive", B->check ? "on" : "off");
    fflush(stdout);

    /* Every (collective, size) row, allocated up front. */
    {
        int sizes = 0;
        for (size = min_bytes; size <= max_bytes; size = size > max_bytes / (uint64_t)step ? max_bytes + 1 : size * (uint64_t)step)
            sizes++;
        B->rows = (row *)calloc((size_t)sizes * COLL_COUNT, sizeof *B->rows);
        if (!B->rows) { fprintf(stderr, "bench_collectives: out of memory\n"); goto done; }
    }

    for (c = 0; c < COLL_COUNT && !B->fatal; c++) {
        if (!want[c]) continue;
        B->skip_dc = 0;
        noted = 0;
        print_header(B, c);
        size_index = 0;
        for (size = min_bytes; size <= max_bytes && !B->fatal && (!B->skip_dc || B->ref_ok);
             size = size > max_bytes / (uint64_t)step ? max_bytes + 1 : size * (uint64_t)step, size_index++) {
            uint64_t per = c == COLL_ALLGATHER || c == COLL_REDUCESCATTER ? (uint64_t)B->n * B->es : B->es;
            row *w = &B->rows[B->row_count];
            int p, side;
            if (size / per == 0) continue;          /* less than one element per rank */
            memset(w, 0, sizeof *w);
            w->coll = c;
            w->count = size / per;
            w->bytes = w->count * per;
            B->row_count++;
            for (p = 0; p < 2 && !B->fatal; p++) {
                for (side = 0; side < 2; side++) w->res[p][side].wrong = -1;
                measure(B, w, p);
                for (side = 0; side < 2 && !B->fatal; side++) {
                    side_result *s = &w->res[p][side];
                    if (!s->ran) {
                        if (s->error[0]) {
                            B->errors++;
                            if (side == SIDE_DC) B->skip_dc = 1;    /* one error per collective is enough */
                            else {
                                B->ref_ok = 0;
                                if (!B->ref_comm) { B->nccl.ok = 0; say(B->nccl.why, sizeof B->nccl.why, "failed: %s", s->error); }
                            }
                        }
                        continue;
                    }
                    if (B->check) check(B, w, p, side, (unsigned)(c * 7 + size_index * 3 + p * 5 + side * 11) % PERIOD);
                }
            }
            print_row(B, w);
            if (B->skip_dc && !noted) {
                printf("#   dc: %s stopped after that error%s%s%s\n", coll_names[c], B->ref_ok ? "; " : "", B->ref_ok ? B->ref_name : "",
                       B->ref_ok ? " goes on alone" : "");
                noted = 1;
            }
        }
        print_summary(B, c);
    }

    printf("\n# wrong elements: dc %ld, %s %ld%s; failed calls: %d%s\n", B->wrong[0], B->ref_name, B->wrong[1],
           B->check ? "" : " (not checked)", B->errors, B->fatal ? " (a stream failed: stopped)" : "");
    if (!B->nccl.made && !B->ref_comm) printf("# NCCL: n/a: %s\n", B->nccl.why);
    status = B->wrong[0] || B->wrong[1] || B->errors || B->fatal ? 1 : 0;

done:
    nccl_teardown(B);
    if (B->ctx && out_path && B->rows) {
        if (!write_json(out_path, B, machine, host, date, min_bytes, step)) {
            fprintf(stderr, "bench_collectives: cannot write %s\n", out_path);
            status = 1;
        } else {
            printf("# results: %s (%.0f s)\n", out_path, now_s() - t_start);
        }
    }
    if (B->ctx) {
        for (r = 0; r < B->n; r++) {
            if (B->streams[r].id) {
                e = dc_stream_destroy(B->ctx, B->streams[r]);
                if (e != DC_SUCCESS) { fprintf(stderr, "bench_collectives: dc_stream_destroy: %s\n", dc_last_error()); status = 1; }
            }
            dc_buffer_destroy(B->ctx, B->sendbuf[r]);
            dc_buffer_destroy(B->ctx, B->recvbuf[r]);
        }
        if (B->host_pinned) dc_host_free(B->ctx, B->host);
        else free(B->host);
    }
    dc_comm_destroy(B->ref_comm);
    dc_comm_destroy(B->comm);
    dc_context_destroy(B->ctx);
    free(B->tile);
    free(B->rows);
    free(B);
    return status;
}
