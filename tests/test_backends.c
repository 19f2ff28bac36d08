/* test_backends.c - every compiled backend fills every entry of the backend interface.

   This file compiles its own private copy of the implementation (DC_STATIC) so that it
   can reach the registry and the table check that context creation also asserts. A new
   backend that forgets an entry fails here by name, on any machine, before any driver
   is loaded. With the binary's shared copy (tests/dc_impl.c) it also makes two copies of
   the library in one process, as two plug-ins that each embed the header do (two_copies_*). */
#define DC_IMPLEMENTATION
#define DC_STATIC
#include "dotcompute.h"
#include "common.h"   /* tk_copy: the binary's other copy of the library */

#include <time.h>   /* clock */

TEST(backend_tables_are_complete)
{
    unsigned ids = 0;
    size_t i;
    CHECK(DC__COUNTOF(dc__backend_registry) >= 1);
    for (i = 0; i < DC__COUNTOF(dc__backend_registry); i++) {
        dc__backend b;
        const char *missing;
        memset(&b, 0, sizeof b);
        dc__backend_registry[i](&b);
        missing = dc__backend_missing_entry(&b);
        if (missing) FAIL("backend %u (%s) leaves '%s' unset", (unsigned)i, b.name ? b.name : "?", missing);
        CHECK((b.id & DC_BACKEND_ALL) == b.id && b.id != 0);
        CHECK((ids & b.id) == 0);   /* one bit per backend */
        ids |= b.id;
    }
}

/* The check itself must catch a missing entry, or the test above cannot fail. */
TEST(backend_table_check_catches_a_gap)
{
    dc__backend b;
    const char *missing;
    memset(&b, 0, sizeof b);
    dc__backend_registry[0](&b);
    REQUIRE(dc__backend_missing_entry(&b) == NULL);
    b.event_query = NULL;
    missing = dc__backend_missing_entry(&b);
    CHECK(missing != NULL && strcmp(missing, "event_query") == 0);
    dc__backend_registry[0](&b);
    b.source_kind = NULL;
    CHECK(dc__backend_missing_entry(&b) != NULL);
}

/* dc__sleep_us never returns before the time asked: the collectives' waits and the late
   rank of DC_DEBUG_COLL_DELAY_US (200 us in collectives_oneshot_storm) count on it. On
   Windows, Sleep(us / 1000) slept not at all below a millisecond and 1 ms for 1.5. */
TEST(platform_sleep_is_never_shorter_than_asked)
{
    static const unsigned us[] = { 20, 200, 900, 1500 };
    size_t i;
    for (i = 0; i < DC__COUNTOF(us); i++) {
        double t0 = dc__seconds(), took;
        dc__sleep_us(us[i]);
        took = dc__seconds() - t0;
        if (took < (us[i] - 1) * 1e-6) FAIL("dc__sleep_us(%u) returned after %.1f us", us[i], took * 1e6);
    }
}

/* ...and gives the core back while it waits: the collectives poll a device's event with
   dc__sleep_us(200) once a wait is long, so a wait that spins keeps a core busy for as long
   as a collective waits (Windows did, on Sleep(0), until the waits of 100 us and more
   slept on a high-resolution timer). Here 500 sleeps of 200 us must cost under half
   their time in CPU time: spinning they cost most of it (75% under Wine), on the timer
   next to none. */
#ifdef _WIN32
static double thread_cpu_seconds(void)
{
    FILETIME created, exited, kernel, user;
    if (!GetThreadTimes(GetCurrentThread(), &created, &exited, &kernel, &user)) return -1;
    return ((double)(((ULONGLONG)kernel.dwHighDateTime << 32) | kernel.dwLowDateTime) +
            (double)(((ULONGLONG)user.dwHighDateTime << 32) | user.dwLowDateTime)) * 1e-7;
}
#else
static double thread_cpu_seconds(void) { return (double)clock() / CLOCKS_PER_SEC; }   /* the process's: its other threads are idle */
#endif
TEST(platform_sleep_gives_the_core_back)
{
    double t0 = dc__seconds(), c0 = thread_cpu_seconds(), wall, cpu;
    int i;
    REQUIRE(c0 >= 0);
    for (i = 0; i < 500; i++) dc__sleep_us(200);
    wall = dc__seconds() - t0;
    cpu = thread_cpu_seconds() - c0;
    th_note("500 x dc__sleep_us(200): %.1f ms, %.1f ms of CPU time", wall * 1e3, cpu * 1e3);
    CHECK(wall >= 500 * 200e-6 * 0.999);
    if (cpu > wall / 2) FAIL("the sleeps took %.1f ms of CPU time in %.1f ms: they spin", cpu * 1e3, wall * 1e3);
}

#ifndef _WIN32
/* The loader's reasons (dc__dlerror_why): a missing file says nothing (the list of names
   tried says it), anything else is reported without the path dlerror starts with, and a
   missing dependency, which dlerror names instead of the file asked for, is reported. */
TEST(loader_reasons_from_dlerror)
{
    char why[256];
    dc__dlerror_why("libOpenCL.so.1", "libOpenCL.so.1: cannot open shared object file: No such file or directory", why, sizeof why);
    CHECK_EQ((int)strlen(why), 0);
    dc__dlerror_why("/opt/x/libOpenCL.so.1", "/opt/x/libOpenCL.so.1: cannot open shared object file: No such file or directory", why, sizeof why);
    CHECK_EQ((int)strlen(why), 0);
    dc__dlerror_why("/opt/x/libOpenCL.so.1", "/opt/x/libOpenCL.so.1: file too short", why, sizeof why);
    CHECK(strcmp(why, "file too short") == 0);
    dc__dlerror_why("libcuda.so.1", "libnvidia-ptxjitcompiler.so.1: cannot open shared object file: No such file or directory", why, sizeof why);
    CHECK(strstr(why, "libnvidia-ptxjitcompiler.so.1") != NULL);
    dc__dlerror_why("libcuda.so.1", "libcuda.so.1: undefined symbol: foo", why, sizeof why);
    CHECK(strcmp(why, "undefined symbol: foo") == 0);
    dc__dlerror_why("libcuda.so.1", NULL, why, sizeof why);
    CHECK_EQ((int)strlen(why), 0);
}

/* macOS's dyld words them otherwise: "dlopen(<path>, <mode>): tried: '<file>' (<why>), ..."
   (before macOS 12 "dlopen(<path>, 6): image not found"). A file that is nowhere (every
   file tried: "no such file") says nothing, as above: libcuda.dylib, missing on every Mac,
   must not warn that it "is there but would not load" on each context made. */
TEST(loader_reasons_from_macos_dlerror)
{
    char why[512];
    dc__dlerror_why("libcuda.dylib", "dlopen(libcuda.dylib, 0x0006): tried: 'libcuda.dylib' (no such file), "
                    "'/System/Volumes/Preboot/Cryptexes/OSlibcuda.dylib' (no such file), '/usr/lib/libcuda.dylib' (no such file, not in dyld cache), "
                    "'libcuda.dylib' (no such file)", why, sizeof why);
    CHECK_EQ((int)strlen(why), 0);
    dc__dlerror_why("/opt/x/libcuda.dylib", "dlopen(/opt/x/libcuda.dylib, 6): image not found", why, sizeof why);
    CHECK_EQ((int)strlen(why), 0);
    /* there, but not loadable; a missing dependency: said */
    dc__dlerror_why("/opt/x/libcuda.dylib", "dlopen(/opt/x/libcuda.dylib, 0x0006): tried: '/opt/x/libcuda.dylib' (not a mach-o file), "
                    "'/System/Volumes/Preboot/Cryptexes/OS/opt/x/libcuda.dylib' (no such file)", why, sizeof why);
    CHECK(strstr(why, "not a mach-o file") != NULL);
    dc__dlerror_why("/opt/x/libcuda.dylib", "dlopen(/opt/x/libcuda.dylib, 6): Library not loaded: @rpath/libdep.dylib\n  Referenced from: "
                    "/opt/x/libcuda.dylib\n  Reason: image not found", why, sizeof why);
    CHECK(strstr(why, "libdep.dylib") != NULL);
    dc__dlerror_why("/opt/x/libcuda.dylib", "dlopen(/opt/x/libcuda.dylib, 0x0006): Library not loaded: @rpath/libdep.dylib\n  Referenced from: "
                    "/opt/x/libcuda.dylib\n  Reason: tried: '/usr/lib/libdep.dylib' (no such file)", why, sizeof why);
    CHECK(strstr(why, "libdep.dylib") != NULL);
}
#endif

#ifndef DC_NO_CUDA
/* x[i] = 3 x[i] + v for i < n: not commutative in v, so a launch lost, repeated or run out
   of order changes the result. */
static const char lr_ptx[] =
    ".version 7.0\n.target sm_70\n.address_size 64\n"
    ".visible .entry bump(.param .u64 x, .param .u32 n, .param .u32 v)\n{\n"
    "    .reg .pred %p;\n    .reg .b32 %r<8>;\n    .reg .b64 %rd<4>;\n"
    "    ld.param.u64 %rd1, [x];\n    ld.param.u32 %r1, [n];\n    ld.param.u32 %r2, [v];\n"
    "    mov.u32 %r3, %ctaid.x;\n    mov.u32 %r4, %ntid.x;\n    mov.u32 %r5, %tid.x;\n"
    "    mad.lo.s32 %r6, %r3, %r4, %r5;\n    setp.ge.u32 %p, %r6, %r1;\n    @%p bra DONE;\n"
    "    cvta.to.global.u64 %rd2, %rd1;\n    mul.wide.u32 %rd3, %r6, 4;\n    add.s64 %rd2, %rd2, %rd3;\n"
    "    ld.global.u32 %r7, [%rd2];\n    mad.lo.s32 %r7, %r7, 3, %r2;\n    st.global.u32 [%rd2], %r7;\n"
    "DONE:\n    ret;\n}\n";

enum { LR_N = 1000, LR_LAUNCHES = 200 };

/* One launch of bump through launch_reused on `stream`, and the same on the host's copy. */
static dc_result lr_bump(dc_context *ctx, const dc__kernel_fn *fn, void *stream, uint64_t mem, uint32_t n, uint32_t v, uint32_t block,
                         void **reuse, uint32_t *host)
{
    dc__device *dev = &ctx->devices[0];
    dc_arg args[3];
    uint64_t mems[3] = { 0, 0, 0 };
    uint32_t grid[3] = { 1, 1, 1 }, blk[3] = { 1, 1, 1 }, i;
    args[0].type = DC_ARG_TYPE_BUFFER;
    mems[0] = mem;
    args[1] = dc_arg_u32(n);
    args[2] = dc_arg_u32(v);
    grid[0] = (n + block - 1) / block;
    blk[0] = block;
    for (i = 0; i < n; i++) host[i] = host[i] * 3u + v;
    return dev->backend->launch_reused(ctx, dev, stream, fn, grid, blk, 0, args, 3, mems, reuse);
}

/* The CUDA backend's launch_reused, which the collectives' flag and LL kernels go through
   (a graph of one kernel node, its parameters set anew each time): 200 launches with
   changing arguments and grids on one stream leave what the host computes, the graph is
   made once and kept; on a stream being captured it launches plainly (a graph launch
   would break the capture) and the captured graph holds the kernel. */
TEST(cuda_launch_reused)
{
    dc_context_desc desc;
    dc_context *ctx = NULL;
    dc_module_desc md;
    dc_module m;
    dc_kernel k;
    dc_buffer b;
    dc_stream s, s2;
    dc__kernel_obj *ko;
    dc__cuda_state *cu;
    dc__cuda_reuse *g;
    void *reuse = NULL, *native, *native2;
    uint64_t mem;
    uint32_t host[LR_N], got[LR_N];
    int i, ok = 1;
    memset(&desc, 0, sizeof desc);
    desc.backends = DC_BACKEND_CUDA;
    if (dc_context_create(&desc, &ctx) != DC_SUCCESS) {
        if (th_require_cuda()) FAIL("no CUDA context: %s", dc_last_error());
        SKIP("no CUDA device");
    }
    memset(&md, 0, sizeof md);
    md.ptx = lr_ptx;
    md.name = "launch_reused";
    for (i = 0; i < LR_N; i++) host[i] = (uint32_t)i;
    memset(&m, 0, sizeof m);
    memset(&k, 0, sizeof k);
    memset(&b, 0, sizeof b);
    memset(&s, 0, sizeof s);
    memset(&s2, 0, sizeof s2);
    if (!(CHECK_OK(dc_module_load(ctx, &md, &m)) && CHECK_OK(dc_kernel_get(ctx, m, "bump", &k)) &&
          CHECK_OK(dc_buffer_create(ctx, 0, sizeof host, &b)) && CHECK_OK(dc_buffer_write(ctx, b, 0, host, sizeof host)) &&
          CHECK_OK(dc_stream_create(ctx, 0, &s)) && CHECK_OK(dc_stream_create(ctx, 0, &s2)))) {
        dc_context_destroy(ctx);   /* frees what was made */
        return;
    }
    ko = (dc__kernel_obj *)dc__pool_get(ctx, DC__T_KERNEL, k.id, "kernel");
    mem = ((dc__buffer_obj *)dc__pool_get(ctx, DC__T_BUFFER, b.id, "buffer"))->mem;
    native = ((dc__stream_obj *)dc__pool_get(ctx, DC__T_STREAM, s.id, "stream"))->native;
    native2 = ((dc__stream_obj *)dc__pool_get(ctx, DC__T_STREAM, s2.id, "stream"))->native;
    cu = DC__CUS(&ctx->devices[0]);
    for (i = 0; i < LR_LAUNCHES && ok; i++)
        ok = CHECK_OK(lr_bump(ctx, &ko->fns[0], native, mem, LR_N - (uint32_t)(i % 5) * 13, (uint32_t)i * 7u + 1u, i % 2 ? 64u : 128u,
                              &reuse, host));
    if (ok && CHECK_OK(dc_stream_synchronize(ctx, s)) && CHECK_OK(dc_buffer_read(ctx, b, 0, got, sizeof got)))
        for (i = 0; i < LR_N; i++)
            if (got[i] != host[i]) { FAIL("element %d after %d launches: %u, expected %u", i, LR_LAUNCHES, got[i], host[i]); break; }
    g = (dc__cuda_reuse *)reuse;
    CHECK(g != NULL);
    if (g && cu->api.GraphLaunch && cu->api.GraphAddKernelNode_v2 && cu->api.GraphInstantiateWithFlags)
        CHECK(!g->plain && g->exec != NULL);   /* graphs there: one made and used */
    else
        th_note("the driver lacks the graph calls: plain launches");
    {   /* a stream being captured: a plain launch, which the capture takes as a node */
        typedef int (DC__STDCALL *begin_fn)(dc__CUstream, int);
        typedef int (DC__STDCALL *end_fn)(dc__CUstream, dc__CUgraph *);
        begin_fn begin = cu->api.lib ? (begin_fn)dc__dlsym(cu->api.lib, "cuStreamBeginCapture_v2") : NULL;
        end_fn end = cu->api.lib ? (end_fn)dc__dlsym(cu->api.lib, "cuStreamEndCapture") : NULL;
        dc__CUgraph captured = NULL;
        dc__CUgraphExec exec = NULL;
        if (!begin || !end || !cu->api.GraphInstantiateWithFlags) {
            th_note("no stream capture in this driver: its part not run");
        } else if (CHECK_EQ(begin((dc__CUstream)native2, 2 /* CU_STREAM_CAPTURE_MODE_RELAXED */), 0)) {
            dc_result r = lr_bump(ctx, &ko->fns[0], native2, mem, LR_N, 5u, 256u, &reuse, host);
            int e = end((dc__CUstream)native2, &captured);
            CHECK_OK(r);
            CHECK_EQ(e, 0);   /* not CUDA_ERROR_STREAM_CAPTURE_INVALIDATED */
            if (e == 0 && captured && CHECK_EQ((int)cu->api.GraphInstantiateWithFlags(&exec, captured, 0), 0) &&
                CHECK_EQ((int)cu->api.GraphLaunch(exec, (dc__CUstream)native2), 0) && CHECK_OK(dc_stream_synchronize(ctx, s2)) &&
                CHECK_OK(dc_buffer_read(ctx, b, 0, got, sizeof got)))
                for (i = 0; i < LR_N; i++)
                    if (got[i] != host[i]) { FAIL("element %d after the captured launch: %u, expected %u", i, got[i], host[i]); break; }
            if (exec) cu->api.GraphExecDestroy(exec);
            if (captured) cu->api.GraphDestroy(captured);
        }
    }
    ctx->devices[0].backend->reuse_free(ctx, &ctx->devices[0], reuse);
    dc_stream_destroy(ctx, s);
    dc_stream_destroy(ctx, s2);
    dc_buffer_destroy(ctx, b);
    dc_module_destroy(ctx, m);
    dc_context_destroy(ctx);
}

/* A stand-in CUDA driver, no GPU needed: one current context (the test's one thread),
   and the stream, event and pointer calls answer as the reference allows them to,
   CUDA_ERROR_INVALID_CONTEXT (201), where the handle's context is not the current one.
   A handle here is its context's address. fk_refused counts those answers. */
static char fk_context_a, fk_context_b;
static dc__CUcontext fk_current;
static int fk_refused, fk_peer_result;
static dc__CUresult fk_in(const void *handle)
{
    if (fk_current && (const void *)fk_current == handle) return (dc__CUresult)0;
    fk_refused++;
    return (dc__CUresult)201;
}
static dc__CUresult DC__STDCALL fk_get_current(dc__CUcontext *c) { *c = fk_current; return (dc__CUresult)0; }
static dc__CUresult DC__STDCALL fk_set_current(dc__CUcontext c) { fk_current = c; return (dc__CUresult)0; }
static dc__CUresult DC__STDCALL fk_stream(dc__CUstream s) { return fk_in(s); }
static dc__CUresult DC__STDCALL fk_event(dc__CUevent e) { return fk_in(e); }
static dc__CUresult DC__STDCALL fk_record(dc__CUevent e, dc__CUstream s) { return (void *)e == (void *)s ? fk_in(e) : (dc__CUresult)400; }
static dc__CUresult DC__STDCALL fk_elapsed(float *ms, dc__CUevent a, dc__CUevent b)
{
    *ms = 1.5f;
    return fk_in(a) == 0 ? fk_in(b) : (dc__CUresult)201;
}
static uintptr_t fk_pinned_end;   /* nonzero: memory from this address on is pageable */
static dc__CUresult DC__STDCALL fk_pointer(void *data, dc__CUpointer_attribute attrib, dc__CUdeviceptr ptr)
{
    (void)attrib;
    if (fk_pinned_end && (uintptr_t)ptr >= fk_pinned_end) return (dc__CUresult)1;   /* CUDA_ERROR_INVALID_VALUE: not the driver's */
    *(unsigned int *)data = 1;   /* CU_MEMORYTYPE_HOST */
    return fk_in(&fk_context_a);
}
static dc__CUresult DC__STDCALL fk_enable_peer(dc__CUcontext peer, unsigned int flags) { (void)peer; (void)flags; return (dc__CUresult)fk_peer_result; }

/* Two devices of the stand-in driver, with contexts a and b. */
static void fk_devices(dc__backend *b, dc__cuda_state *cu, dc__cuda_device cd[2], dc__device dev[2])
{
    int i;
    memset(b, 0, sizeof *b);
    memset(cu, 0, sizeof *cu);
    dc__cuda_backend_init(b);
    b->state = cu;
    cu->api.CtxGetCurrent = fk_get_current;
    cu->api.CtxSetCurrent = fk_set_current;
    cu->api.StreamQuery = fk_stream;
    cu->api.StreamSynchronize = fk_stream;
    cu->api.EventSynchronize = fk_event;
    cu->api.EventQuery = fk_event;
    cu->api.EventDestroy_v2 = fk_event;
    cu->api.EventRecord = fk_record;
    cu->api.EventElapsedTime = fk_elapsed;
    cu->api.PointerGetAttribute = fk_pointer;
    cu->api.CtxEnablePeerAccess = fk_enable_peer;
    for (i = 0; i < 2; i++) {
        memset(&cd[i], 0, sizeof cd[i]);
        memset(&dev[i], 0, sizeof dev[i]);
        cd[i].device = i;
        cd[i].context = (dc__CUcontext)(void *)(i ? &fk_context_b : &fk_context_a);
        dev[i].backend = b;
        dev[i].impl = &cd[i];
        dev[i].index = i;
    }
}

/* Every CUDA entry that takes only a stream or an event binds the device's context
   first. The reference lists CUDA_ERROR_INVALID_CONTEXT among the results of
   cuStreamQuery, cuEventRecord, cuEventSynchronize, cuEventElapsedTime and
   cuEventDestroy, and the queries, the waits, the profiler's marks and the event and
   pointer probes ran in whatever context the thread had: none on a thread of the
   caller's that first waits on an event, another device's after a call on it. */
TEST(cuda_handle_calls_bind_the_device_context)
{
    dc__backend b;
    dc__cuda_state cu;
    dc__cuda_device cd[2];
    dc__device dev[2];
    dc__CUcontext before[2];
    void *handle = (void *)&fk_context_a, *mark;
    float ms = 0;
    int k, flag = 0;
    fk_devices(&b, &cu, cd, dev);
    before[0] = NULL;
    before[1] = cd[1].context;   /* the other device's */
    for (k = 0; k < 2; k++) {
        fk_refused = 0;
        fk_current = before[k];
        CHECK_OK(b.stream_query(NULL, &dev[0], handle, &flag));
        CHECK_EQ(flag, 1);
        fk_current = before[k];
        CHECK_OK(b.stream_sync(NULL, &dev[0], handle));
        fk_current = before[k];
        CHECK_OK(b.event_sync(NULL, &dev[0], handle));
        fk_current = before[k];
        flag = 0;
        CHECK_OK(b.event_query(NULL, &dev[0], handle, &flag));
        CHECK_EQ(flag, 1);
        fk_current = before[k];
        CHECK_OK(b.event_elapsed(NULL, &dev[0], handle, handle, &ms));
        fk_current = before[k];
        mark = handle;   /* the profiler's mark, recorded again in place */
        CHECK_OK(b.mark(NULL, &dev[0], handle, &mark));
        fk_current = before[k];
        flag = 0;
        CHECK_OK(b.mark_elapsed(NULL, &dev[0], handle, handle, &ms, &flag));
        CHECK_EQ(flag, 1);
        fk_current = before[k];
        CHECK_EQ(b.host_is_pinned(NULL, &dev[0], &flag, sizeof flag), 1);
        fk_current = before[k];
        b.event_destroy(NULL, &dev[0], handle);
        if (fk_refused) FAIL("%d driver calls ran outside the device's context (%s current before)", fk_refused, k ? "another" : "none");
    }
}

/* A range is page-locked only to its end: one that starts in memory the caller registered
   with the driver (cudaHostRegister) may run past it, and taken for pinned it skipped the
   staging pageable memory needs. */
TEST(cuda_pinned_probe_asks_both_ends)
{
    dc__backend b;
    dc__cuda_state cu;
    dc__cuda_device cd[2];
    dc__device dev[2];
    static unsigned char host[8192];
    fk_devices(&b, &cu, cd, dev);
    fk_pinned_end = (uintptr_t)host + 4096;   /* the first 4 KiB registered */
    CHECK_EQ(b.host_is_pinned(NULL, &dev[0], host, 4096), 1);
    CHECK_EQ(b.host_is_pinned(NULL, &dev[0], host + 100, 1), 1);
    CHECK_EQ(b.host_is_pinned(NULL, &dev[0], host, 4097), 0);
    CHECK_EQ(b.host_is_pinned(NULL, &dev[0], host, sizeof host), 0);
    CHECK_EQ(b.host_is_pinned(NULL, &dev[0], host + 4096, 16), 0);
    fk_pinned_end = 0;
}

/* cuCtxEnablePeerAccess's refusals, CUDA_ERROR_PEER_ACCESS_UNSUPPORTED and
   CUDA_ERROR_TOO_MANY_PEERS (the GPU's peer slots are all taken: 8 over PCIe), are the
   PEER_UNSUPPORTED that dc_peer_enable documents for a pair that cannot; they were
   BACKEND. Enabling twice stays a success. */
TEST(cuda_peer_refusals_are_peer_unsupported)
{
    dc__backend b;
    dc__cuda_state cu;
    dc__cuda_device cd[2];
    dc__device dev[2];
    fk_devices(&b, &cu, cd, dev);
    fk_peer_result = 711;
    CHECK_EQ(b.peer_enable(NULL, &dev[0], &dev[1]), DC_ERROR_PEER_UNSUPPORTED);
    CHECK(strstr(dc_last_error(), "CUDA_ERROR_TOO_MANY_PEERS") != NULL);
    fk_peer_result = 217;
    CHECK_EQ(b.peer_enable(NULL, &dev[0], &dev[1]), DC_ERROR_PEER_UNSUPPORTED);
    CHECK(strstr(dc_last_error(), "CUDA_ERROR_PEER_ACCESS_UNSUPPORTED") != NULL);
    fk_peer_result = 704;   /* CUDA_ERROR_PEER_ACCESS_ALREADY_ENABLED */
    CHECK_OK(b.peer_enable(NULL, &dev[0], &dev[1]));
    fk_peer_result = 0;
    CHECK_OK(b.peer_enable(NULL, &dev[0], &dev[1]));
}

/* The same on the real driver: a new thread, which has no current context, queries and
   waits on events and a stream of device 0, times them and destroys one, each call
   preceded by unbinding the context, and finds the device's primary context current
   after each (what the interop notes promise of every call). The results are
   kept by the thread and checked here. */
enum { BD_CALLS = 8 };
typedef struct bd_job {
    dc_context *ctx;
    dc_event e1, e2;
    void *stream, *pinned;
    dc_result r[BD_CALLS];
    int bound[BD_CALLS];
} bd_job;
static void bd_after(bd_job *j, int call, dc_result r)
{
    dc__cuda_state *cu = DC__CUS(&j->ctx->devices[0]);
    dc__CUcontext current = NULL;
    j->r[call] = r;
    j->bound[call] = (int)cu->api.CtxGetCurrent(&current) == 0 && current == DC__CUD(&j->ctx->devices[0])->context;
    cu->api.CtxSetCurrent(NULL);
}
static void bd_worker(void *arg)
{
    bd_job *j = (bd_job *)arg;
    dc__device *dev = &j->ctx->devices[0];
    void *mark = NULL;
    float ms = 0;
    int flag = 0;
    bd_after(j, 0, dev->backend->stream_query(j->ctx, dev, j->stream, &flag));
    bd_after(j, 1, dc_event_query(j->ctx, j->e2, &flag));
    bd_after(j, 2, dc_event_synchronize(j->ctx, j->e2));
    bd_after(j, 3, dc_event_elapsed_ms(j->ctx, j->e1, j->e2, &ms));
    bd_after(j, 4, dev->backend->mark(j->ctx, dev, j->stream, &mark));   /* makes the event */
    bd_after(j, 5, dev->backend->mark(j->ctx, dev, j->stream, &mark));   /* records it again */
    bd_after(j, 6, dev->backend->host_is_pinned(j->ctx, dev, j->pinned, 1) ? DC_SUCCESS : DC_ERROR_BACKEND);
    if (mark) dev->backend->event_destroy(j->ctx, dev, mark);
    dc_event_destroy(j->ctx, j->e1);
    bd_after(j, 7, DC_SUCCESS);
}
TEST(cuda_calls_leave_the_device_context_current)
{
    static const char *const names[BD_CALLS] = { "stream_query", "dc_event_query", "dc_event_synchronize", "dc_event_elapsed_ms",
                                                 "mark (new)", "mark (again)", "host_is_pinned", "dc_event_destroy" };
    dc_context_desc desc;
    dc_context *ctx = NULL;
    dc_stream s;
    bd_job job;
    dc__thread t;
    dc__thread_start start;
    int i;
    memset(&desc, 0, sizeof desc);
    desc.backends = DC_BACKEND_CUDA;
    if (dc_context_create(&desc, &ctx) != DC_SUCCESS) {
        if (th_require_cuda()) FAIL("no CUDA context: %s", dc_last_error());
        SKIP("no CUDA device");
    }
    memset(&job, 0, sizeof job);
    job.ctx = ctx;
    s = dc_default_stream(ctx, 0);
    if (CHECK_OK(dc_event_record(ctx, s, &job.e1)) && CHECK_OK(dc_event_record(ctx, s, &job.e2))) {
        job.pinned = dc_host_alloc(ctx, 4096);
        job.stream = ((dc__stream_obj *)dc__pool_get(ctx, DC__T_STREAM, s.id, "stream"))->native;
        start.fn = bd_worker;
        start.arg = &job;
        if (!job.pinned) FAIL("dc_host_alloc: %s", dc_last_error());
        else if (!dc__thread_create(&t, &start)) FAIL("no thread");
        else {
            dc__thread_join(t);
            for (i = 0; i < BD_CALLS; i++) {
                if (job.r[i] != DC_SUCCESS) FAIL("%s on a thread without a context: %s", names[i], dc_result_name(job.r[i]));
                if (!job.bound[i]) FAIL("%s left another context than device 0's current", names[i]);
            }
        }
    }
    dc_host_free(ctx, job.pinned);
    dc_event_destroy(ctx, job.e2);
    dc_context_destroy(ctx);
}
#endif

#ifndef DC_NO_OPENCL
/* A driver whose strings outrun dc_device_info's fields. The spec answers a buffer shorter
   than the value with CL_INVALID_VALUE (PoCL does), so a driver with a long name or
   version string used to lose its devices or its whole platform. These stand-ins for
   clGetDeviceInfo and clGetPlatformInfo answer as the spec says: the name has a two-byte
   UTF-8 character across the cut of name[256], the device version parses as OpenCL 3.0,
   and there are 4 work-item dimensions (the spec's minimum is 3, so more are allowed);
   anything else goes to the real driver. */
enum { LS_LEN = 300 };
static char ls_name[LS_LEN + 1], ls_vendor[LS_LEN + 1], ls_driver[LS_LEN + 1], ls_version[LS_LEN + 1], ls_platform[LS_LEN + 1];
static const size_t ls_dims[4] = { 7, 6, 5, 4 };
static dc__cl_int (DC__STDCALL *ls_real_device_info)(dc__cl_device_id, dc__cl_uint, size_t, void *, size_t *);
static dc__cl_int (DC__STDCALL *ls_real_platform_info)(dc__cl_platform_id, dc__cl_uint, size_t, void *, size_t *);

static void ls_fill(char *s, const char *prefix, char c)
{
    size_t n = strlen(prefix);
    memcpy(s, prefix, n);
    memset(s + n, c, LS_LEN - n);
    s[LS_LEN] = 0;
}

static dc__cl_int ls_answer(const void *v, size_t n, size_t size, void *value, size_t *size_ret)
{
    if (value && size < n) return DC__CL_INVALID_VALUE;
    if (value) memcpy(value, v, n);
    if (size_ret) *size_ret = n;
    return DC__CL_SUCCESS;
}

static dc__cl_int DC__STDCALL ls_device_info(dc__cl_device_id d, dc__cl_uint what, size_t size, void *value, size_t *size_ret)
{
    const char *s = what == DC__CL_DEVICE_NAME ? ls_name : what == DC__CL_DEVICE_VENDOR ? ls_vendor
                  : what == DC__CL_DRIVER_VERSION ? ls_driver : what == DC__CL_DEVICE_VERSION ? ls_version : NULL;
    if (what == DC__CL_DEVICE_MAX_WORK_ITEM_SIZES) return ls_answer(ls_dims, sizeof ls_dims, size, value, size_ret);
    if (s) return ls_answer(s, strlen(s) + 1, size, value, size_ret);
    return ls_real_device_info(d, what, size, value, size_ret);
}

static dc__cl_int DC__STDCALL ls_platform_info(dc__cl_platform_id p, dc__cl_uint what, size_t size, void *value, size_t *size_ret)
{
    if (what == DC__CL_PLATFORM_NAME) return ls_answer(ls_platform, strlen(ls_platform) + 1, size, value, size_ret);
    return ls_real_platform_info(p, what, size, value, size_ret);
}

/* s is the first n bytes of `whole`, and no more. */
static int ls_is_prefix(const char *s, const char *whole, size_t n)
{
    return strlen(s) == n && strncmp(s, whole, n) == 0;
}

/* The OpenCL backend lists its devices again through that driver: each one is there, its
   strings cut to their fields (the name before the character the cut would split), the
   version still read, the block limits taken from the first 3 dimensions. */
TEST(opencl_long_strings_are_cut)
{
    dc_context_desc desc;
    dc_context *ctx = NULL;
    dc__backend *b = NULL;
    dc__opencl_state *cl;
    dc__device_list plain, list;
    dc_result r;
    uint32_t i;
    int j;
    memset(&desc, 0, sizeof desc);
    desc.backends = DC_BACKEND_OPENCL;
    if (dc_context_create(&desc, &ctx) != DC_SUCCESS) SKIP("no OpenCL device: %s", dc_last_error());
    for (j = 0; j < ctx->backend_count; j++)
        if (ctx->backends[j].id == DC_BACKEND_OPENCL && ctx->backends[j].loaded) b = &ctx->backends[j];
    if (!b) {
        FAIL("a context of OpenCL devices without a loaded OpenCL backend");
        dc_context_destroy(ctx);
        return;
    }
    cl = (dc__opencl_state *)b->state;
    ls_fill(ls_name, "Long device name ", 'n');
    ls_name[254] = (char)0xC3;   /* U+00E9 in bytes 254 and 255: the cut of name[256] falls inside it */
    ls_name[255] = (char)0xA9;
    ls_fill(ls_vendor, "Long vendor ", 'v');
    ls_fill(ls_driver, "4.2 long driver version ", 'd');
    ls_fill(ls_version, "OpenCL 3.0 long device version ", 'x');
    ls_fill(ls_platform, "Long platform name ", 'p');
    memset(&plain, 0, sizeof plain);
    memset(&list, 0, sizeof list);
    CHECK_OK(b->enumerate(b, ctx, &plain));
    ls_real_device_info = cl->api.GetDeviceInfo;
    ls_real_platform_info = cl->api.GetPlatformInfo;
    cl->api.GetDeviceInfo = ls_device_info;
    cl->api.GetPlatformInfo = ls_platform_info;
    r = b->enumerate(b, ctx, &list);
    cl->api.GetDeviceInfo = ls_real_device_info;
    cl->api.GetPlatformInfo = ls_real_platform_info;
    if (!CHECK_OK(r)) th_note("listing through a driver of long strings: %s", dc_last_error());
    CHECK(plain.count > 0);
    CHECK_EQ(list.count, plain.count);
    for (i = 0; i < list.count; i++) {
        const dc__device *d = &list.items[i];
        if (!ls_is_prefix(d->info.name, ls_name, 254)) FAIL("candidate %u: name \"%s\"", i, d->info.name);
        if (!ls_is_prefix(d->info.vendor, ls_vendor, sizeof d->info.vendor - 1)) FAIL("candidate %u: vendor \"%s\"", i, d->info.vendor);
        if (!ls_is_prefix(d->info.driver_version, ls_driver, sizeof d->info.driver_version - 1))
            FAIL("candidate %u: driver_version \"%s\"", i, d->info.driver_version);
        if (!ls_is_prefix(d->info.platform, ls_platform, sizeof d->info.platform - 1))
            FAIL("candidate %u: platform \"%s\"", i, d->info.platform);
        CHECK_EQ(d->info.version_major, 3);
        CHECK_EQ(d->info.version_minor, 0);
        CHECK(d->max_block_dim[0] == 7 && d->max_block_dim[1] == 6 && d->max_block_dim[2] == 5);
    }
    dc__device_list_free(ctx, &plain);
    dc__device_list_free(ctx, &list);
    dc_context_destroy(ctx);
}
#endif

/* dc_dispatch's learned models of a kernel go with its module: a program that reloads its
   kernels (a game engine's hot reload) and dispatches with AUTO grew the list, which every
   AUTO dispatch searches, without end (a kernel handle is never reused). */
TEST(dispatch_models_go_with_their_module)
{
    enum { N = 4096, ROUNDS = 3 };
    static float x[N], y[N];
    dc_context *ctx = NULL;
    int round, i;
    if (dc_context_create(NULL, &ctx) != DC_SUCCESS) SKIP("no device: %s", dc_last_error());
    for (i = 0; i < N; i++) x[i] = (float)i;
    for (round = 0; round < ROUNDS; round++) {
        dc_module m;
        dc_kernel k;
        dc_dispatch_arg args[4];
        dc_dispatch_desc d;
        dc_dispatch_report rep;
        int run;
        if (!CHECK_OK(dc_module_load_file(ctx, "kernels/dispatch", &m))) break;
        if (!CHECK_OK(dc_kernel_get(ctx, m, "saxpy_items", &k))) { dc_module_destroy(ctx, m); break; }
        args[0] = dc_dispatch_in(x, 4, 1);
        args[1] = dc_dispatch_inout(y, 4, 1);
        args[2] = dc_dispatch_scalar(DC_ARG_F32(2.0f));
        args[3] = dc_dispatch_item_count();
        memset(&d, 0, sizeof d);
        d.kernel = k;
        d.items = N;
        d.args = args;
        d.arg_count = 4;
        for (run = 0; run < 2; run++) {   /* AUTO learns a model per device that ran a share */
            memset(y, 0, sizeof y);
            CHECK_OK(dc_dispatch(ctx, &d, &rep));
            CHECK(y[N - 1] == 2.0f * (float)(N - 1));
        }
        CHECK(ctx->model_count > 0);
        dc_module_destroy(ctx, m);
        CHECK_EQ(ctx->model_count, 0);
    }
    dc_context_destroy(ctx);
}

/* Two copies of the library in one process (this file's and the binary's): a handle of one
   copy's context given to the other copy is foreign there, as a handle of another context
   is. Each copy counted its context tags from 1, so their first contexts had one tag and a
   buffer of one was taken by the other for its own buffer at that slot: read it, and wrote
   by it. (Not dc_last_error's text: each copy keeps its own.) */
TEST(two_copies_tell_their_handles_apart)
{
    enum { N = 3 };
    tk_copy copy[2];
    dc_context *ctx[2][N];
    dc_buffer buf[2][N];
    int c, i, j, made = 1;
    tk_copy_extern(&copy[0]);
    TK_COPY_OF_THIS_FILE(&copy[1]);
    memset(ctx, 0, sizeof ctx);
    memset(buf, 0, sizeof buf);
    for (c = 0; c < 2 && made; c++)
        for (i = 0; i < N && made; i++) {
            uint32_t v = 0x10000u * (uint32_t)(c + 1) + (uint32_t)i;
            dc_result r = copy[c].context_create(NULL, &ctx[c][i]);
            if (r != DC_SUCCESS) {
                th_skip("copy %d: no context: %s", c, copy[c].last_error());
                made = 0;
            } else if (!CHECK_OK(copy[c].buffer_create(ctx[c][i], 0, 4, &buf[c][i])) || !CHECK_OK(copy[c].buffer_write(ctx[c][i], buf[c][i], 0, &v, 4))) {
                made = 0;
            }
        }
    for (c = 0; c < 2 && made; c++)
        for (i = 0; i < N; i++)
            for (j = 0; j < N; j++) {
                uint32_t got = 0, v = 0xDEADu;
                dc_result r = copy[c].buffer_read(ctx[c][i], buf[1 - c][j], 0, &got, 4);
                if (r != DC_ERROR_INVALID_HANDLE)
                    th_fail(__FILE__, __LINE__, "copy %d's context %d read copy %d's buffer of context %d: %s (0x%x), not INVALID_HANDLE",
                            c, i, 1 - c, j, dc_result_name(r), (unsigned)got);
                r = copy[c].buffer_write(ctx[c][i], buf[1 - c][j], 0, &v, 4);
                if (r != DC_ERROR_INVALID_HANDLE)
                    th_fail(__FILE__, __LINE__, "copy %d's context %d wrote by copy %d's buffer of context %d: %s, not INVALID_HANDLE",
                            c, i, 1 - c, j, dc_result_name(r));
            }
    for (c = 0; c < 2 && made; c++)   /* every buffer kept its own value */
        for (i = 0; i < N; i++) {
            uint32_t got = 0;
            CHECK_OK(copy[c].buffer_read(ctx[c][i], buf[c][i], 0, &got, 4));
            CHECK_EQ(got, 0x10000u * (uint32_t)(c + 1) + (uint32_t)i);
        }
    for (c = 0; c < 2; c++)
        for (i = 0; i < N; i++)
            if (ctx[c][i]) copy[c].context_destroy(ctx[c][i]);
}

/* Two copies at once: a thread per copy moves data through every device of its copy's
   context (writes, dc_copy to the next device, reads) while the other copy does the same,
   then destroys the context, which the main thread created. The contexts are made one
   after the other: made at once, PoCL's device list raced (see "Two copies" in the header). */
typedef struct copy_worker {
    tk_copy copy;
    dc_context *ctx;
    int id;
    char error[512];
} copy_worker;

static void *copy_worker_main(void *arg)
{
    enum { N = 16384, CYCLES = 8 };
    copy_worker *w = (copy_worker *)arg;
    static uint32_t data[2][N], back[2][N];
    uint32_t *x = data[w->id], *y = back[w->id];
    int cycle, d, devices = w->copy.device_count(w->ctx);
    for (cycle = 0; cycle < CYCLES && !w->error[0]; cycle++)
        for (d = 0; d < devices && !w->error[0]; d++) {
            dc_buffer a = { 0 }, b = { 0 };
            int next = (d + 1) % devices, i;
            const char *what = "dc_buffer_create";
            dc_result r;
            for (i = 0; i < N; i++) x[i] = ((uint32_t)w->id << 28) ^ (uint32_t)(cycle * 131 + d * 7 + i);
            memset(y, 0, sizeof back[0]);
            r = w->copy.buffer_create(w->ctx, d, sizeof data[0], &a);
            if (r == DC_SUCCESS) r = w->copy.buffer_create(w->ctx, next, sizeof data[0], &b);
            if (r == DC_SUCCESS && (r = w->copy.buffer_write(w->ctx, a, 0, x, sizeof data[0])) != DC_SUCCESS) what = "dc_buffer_write";
            if (r == DC_SUCCESS && (r = w->copy.copy(w->ctx, b, 0, a, 0, sizeof data[0])) != DC_SUCCESS) what = "dc_copy";
            if (r == DC_SUCCESS && (r = w->copy.buffer_read(w->ctx, b, 0, y, sizeof data[0])) != DC_SUCCESS) what = "dc_buffer_read";
            if (r != DC_SUCCESS) snprintf(w->error, sizeof w->error, "%s: %s: %s", what, dc_result_name(r), w->copy.last_error());
            else if (memcmp(x, y, sizeof data[0]) != 0)
                snprintf(w->error, sizeof w->error, "cycle %d: device %d to %d gave other bytes", cycle, d, next);
            if (a.id) w->copy.buffer_destroy(w->ctx, a);
            if (b.id) w->copy.buffer_destroy(w->ctx, b);
        }
    w->copy.context_destroy(w->ctx);
    w->ctx = NULL;
    return w->error[0] ? w : NULL;
}

TEST(two_copies_at_once)
{
    copy_worker w[2];
    int i;
    memset(w, 0, sizeof w);
    tk_copy_extern(&w[0].copy);
    TK_COPY_OF_THIS_FILE(&w[1].copy);
    for (i = 0; i < 2; i++) {
        w[i].id = i;
        if (w[i].copy.context_create(NULL, &w[i].ctx) != DC_SUCCESS) {
            th_skip("copy %d: no context: %s", i, w[i].copy.last_error());
            if (i) w[0].copy.context_destroy(w[0].ctx);
            return;
        }
    }
    CHECK_EQ(w[0].copy.device_count(w[0].ctx), w[1].copy.device_count(w[1].ctx));
    tk_run_threads(2, copy_worker_main, w, sizeof w[0]);
    for (i = 0; i < 2; i++) {
        if (w[i].error[0]) th_fail(__FILE__, __LINE__, "copy %d: %s", i, w[i].error);
        if (w[i].ctx) w[i].copy.context_destroy(w[i].ctx);   /* its thread did not start */
    }
}

#ifndef DC_NO_OPENCL
/* The natives of section "interop" serve the application's own OpenCL calls, made here
   through the driver table this file's copy loaded (the same libOpenCL entry points an
   application calls). On every OpenCL device: a write the caller queues without blocking
   on the default stream's queue is seen by dc_buffer_read and by dc_copy to the next
   device; one on another stream's queue is ordered by dc_event_record + dc_stream_wait_event;
   the caller's clFinish on a native queue finishes the library's async write on it; the
   native kernel, with arguments the caller sets, runs on the native queue and its result
   is read by the library. CUDA's side (the caller makes *context_handle current) is
   not run here. */
typedef dc__cl_event (DC__STDCALL *create_user_fn)(dc__cl_context context, int *err);
typedef int (DC__STDCALL *set_status_fn)(dc__cl_event event, int status);
typedef struct held_write { set_status_fn set; dc__cl_event event; } held_write;
static void held_write_release(void *arg)
{
    held_write *hw = (held_write *)arg;
    dc__sleep_us(100000);
    hw->set(hw->event, 0);   /* CL_COMPLETE */
}

TEST(interop_opencl_natives_serve_own_calls)
{
    enum { N = 1024 };
    static const char src[] = "__kernel void add_one(__global uint *x) { x[get_global_id(0)] += 1u; }\n";
    static uint32_t host[N], back[N];
    dc_context *ctx = NULL;
    dc_module_desc md;
    dc_module m;
    dc_kernel k;
    int d, devices, tried = 0;
    dc__lib lib = dc__dlopen(dc__opencl_names[0]);   /* a reference more: the context's stays */
    create_user_fn create_user = lib ? (create_user_fn)dc__dlsym(lib, "clCreateUserEvent") : NULL;
    set_status_fn set_status = lib ? (set_status_fn)dc__dlsym(lib, "clSetUserEventStatus") : NULL;
    if (!create_user || !set_status) {
        dc__dlclose(lib);
        SKIP("no %s with clCreateUserEvent", dc__opencl_names[0]);
    }
    if (dc_context_create(NULL, &ctx) != DC_SUCCESS) {
        dc__dlclose(lib);
        SKIP("no device: %s", dc_last_error());
    }
    devices = dc_device_count(ctx);
    for (d = 0; d < devices; d++) {
        dc_device_info info;
        if (dc_device_get_info(ctx, d, &info) == DC_SUCCESS && info.backend == DC_BACKEND_OPENCL) break;
    }
    if (d == devices) {   /* CUDA alone (the GPU machines' cuda_only steps): nothing to test */
        dc_context_destroy(ctx);
        dc__dlclose(lib);
        SKIP("no OpenCL device: the natives are used here by OpenCL calls");
    }
    memset(&md, 0, sizeof md);
    md.opencl_source = src;
    if (!CHECK_OK(dc_module_load(ctx, &md, &m)) || !CHECK_OK(dc_kernel_get(ctx, m, "add_one", &k))) {
        dc_context_destroy(ctx);
        dc__dlclose(lib);
        return;
    }
    for (d = 0; d < devices && !th_failed(); d++) {
        const dc__opencl_api *cl;
        dc_buffer b = { 0 }, other = { 0 };
        dc_stream s = { 0 };
        dc_event e = { 0 };
        uint64_t mem = 0;
        void *q0 = NULL, *q1 = NULL, *kn = NULL;
        int i, next = (d + 1) % devices;
        size_t global = N;
        if (ctx->devices[d].backend->id != DC_BACKEND_OPENCL) continue;
        tried++;
        cl = &DC__CLS(&ctx->devices[d])->api;
        if (!CHECK_OK(dc_buffer_create(ctx, d, sizeof host, &b)) || !CHECK_OK(dc_buffer_create(ctx, next, sizeof host, &other)) ||
            !CHECK_OK(dc_stream_create(ctx, d, &s)) || !CHECK_OK(dc_buffer_native(ctx, b, &mem)) ||
            !CHECK_OK(dc_stream_native(ctx, dc_default_stream(ctx, d), &q0)) || !CHECK_OK(dc_stream_native(ctx, s, &q1)) ||
            !CHECK_OK(dc_kernel_native(ctx, k, d, &kn)))
            goto next_device;
        /* the caller's write on the default queue, held back by a user event that another
           thread completes 100 ms on: the library's copy and read wait for it */
        for (i = 0; i < N; i++) host[i] = 0xA0000000u + (uint32_t)(d << 16) + (uint32_t)i;
        {
            held_write hw;
            dc__thread t;
            dc__thread_start start;
            int err = 0, held, started;
            void *clctx = NULL;
            CHECK_OK(dc_device_native(ctx, d, NULL, &clctx));
            /* PoCL's basic driver runs the write in the thread that completes the event and
               deadlocks there on a lock of its own (pocl_update_event_running) */
            held = !ctx->devices[d].kernels_take_turns && !ctx->devices[d].launch_runs_kernel;
            hw.set = set_status;
            hw.event = held ? create_user((dc__cl_context)clctx, &err) : NULL;
            if (held && (!hw.event || err != 0)) {
                th_fail(__FILE__, __LINE__, "clCreateUserEvent: %d", err);
                goto next_device;
            }
            CHECK_EQ(cl->EnqueueWriteBuffer(DC__CLQ(q0), DC__CLM(mem), 0, 0, sizeof host, host, held, held ? &hw.event : NULL, NULL), 0);
            start.fn = held_write_release;
            start.arg = &hw;
            started = held && dc__thread_create(&t, &start);
            if (held && !started) held_write_release(&hw);
            memset(back, 0, sizeof back);
            CHECK_OK(dc_copy(ctx, other, 0, b, 0, sizeof host));
            if (started) dc__thread_join(t);
            if (held) cl->ReleaseEvent(hw.event);
        }
        CHECK_OK(dc_buffer_read(ctx, other, 0, back, sizeof back));
        CHECK(memcmp(host, back, sizeof host) == 0);
        memset(back, 0, sizeof back);
        CHECK_OK(dc_buffer_read(ctx, b, 0, back, sizeof back));
        CHECK(memcmp(host, back, sizeof host) == 0);
        /* the caller's write on another stream's queue, ordered by the library's event */
        for (i = 0; i < N; i++) host[i] = 0xB0000000u + (uint32_t)i;
        CHECK_EQ(cl->EnqueueWriteBuffer(DC__CLQ(q1), DC__CLM(mem), 0, 0, sizeof host, host, 0, NULL, NULL), 0);
        CHECK_OK(dc_event_record(ctx, s, &e));
        CHECK_OK(dc_stream_wait_event(ctx, dc_default_stream(ctx, d), e));
        memset(back, 0, sizeof back);
        CHECK_OK(dc_buffer_read(ctx, b, 0, back, sizeof back));
        CHECK(memcmp(host, back, sizeof host) == 0);
        /* the library's async write, finished by the caller's clFinish */
        for (i = 0; i < N; i++) host[i] = 0xC0000000u + (uint32_t)i;
        CHECK_OK(dc_buffer_write_async(ctx, s, b, 0, host, sizeof host));
        CHECK_EQ(cl->Finish(DC__CLQ(q1)), 0);
        memset(back, 0, sizeof back);
        CHECK_EQ(cl->EnqueueReadBuffer(DC__CLQ(q1), DC__CLM(mem), 1, 0, sizeof back, back, 0, NULL, NULL), 0);
        CHECK(memcmp(host, back, sizeof host) == 0);
        /* the native kernel, launched by the caller on the default queue */
        {
            dc__cl_mem cm = DC__CLM(mem);
            CHECK_EQ(cl->SetKernelArg((dc__cl_kernel)kn, 0, sizeof cm, &cm), 0);
            CHECK_EQ(cl->EnqueueNDRangeKernel(DC__CLQ(q0), (dc__cl_kernel)kn, 1, NULL, &global, NULL, 0, NULL, NULL), 0);
        }
        memset(back, 0, sizeof back);
        CHECK_OK(dc_buffer_read(ctx, b, 0, back, sizeof back));
        for (i = 0; i < N; i++) host[i] += 1u;
        CHECK(memcmp(host, back, sizeof host) == 0);
    next_device:
        if (e.id) dc_event_destroy(ctx, e);
        if (s.id) dc_stream_destroy(ctx, s);
        if (b.id) dc_buffer_destroy(ctx, b);
        if (other.id) dc_buffer_destroy(ctx, other);
    }
    dc_module_destroy(ctx, m);
    dc_context_destroy(ctx);
    dc__dlclose(lib);
    if (!tried && !th_failed()) SKIP("no OpenCL device");
}
#endif
