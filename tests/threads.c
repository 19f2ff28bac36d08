/* threads.c - one context driven by many host threads at once: one thread per device,
   then several threads on the same device. Each thread creates, writes, launches, reads,
   verifies and destroys its own objects; kernels and the module are shared. Run under
   ThreadSanitizer by `make test-tsan` (tests/tsan.supp silences third-party libraries). */
#define _POSIX_C_SOURCE 200809L   /* fdopen, pipes */
#include "common.h"

#include <pthread.h>
#ifndef _WIN32
#include <fcntl.h>
#include <unistd.h>
#endif

#ifndef THREAD_CYCLES
#define THREAD_CYCLES 12
#endif

typedef struct worker {
    dc_context *ctx;
    dc_kernel k;
    int device;
    int id;
    int cycles;
    int errors;
    char first_error[512];
} worker;

static void worker_fail(worker *w, const char *what, dc_result r)
{
    if (w->errors++ == 0)
        snprintf(w->first_error, sizeof w->first_error, "%s: %s (%s)", what,
                 dc_result_name(r), dc_last_error());
}

#define W_CHECK(expr)                                                                 \
    do {                                                                              \
        dc_result r_ = (expr);                                                        \
        if (r_ != DC_SUCCESS) { worker_fail(w, #expr, r_); goto cleanup; }             \
    } while (0)

static void *worker_main(void *arg)
{
    worker *w = (worker *)arg;
    dc_context *ctx = w->ctx;
    uint32_t n = 4096u + (uint32_t)w->id * 61u;
    float *x = (float *)malloc(n * sizeof(float)), *y = (float *)malloc(n * sizeof(float));
    int c;
    if (!x || !y) {
        w->errors++;
        free(x);
        free(y);
        return NULL;
    }
    for (c = 0; c < w->cycles; c++) {
        dc_buffer b = { 0 }, b2 = { 0 };
        dc_stream s = { 0 };
        dc_event e = { 0 };
        uint32_t i;
        float f = (float)(c % 5 + 1);
        int done = 0;
        for (i = 0; i < n; i++) x[i] = (float)((i + (uint32_t)c + (uint32_t)w->id) & 255u);
        W_CHECK(dc_buffer_create(ctx, w->device, n * sizeof(float), &b));
        W_CHECK(dc_buffer_create(ctx, w->device, n * sizeof(float), &b2));
        W_CHECK(dc_stream_create(ctx, w->device, &s));
        W_CHECK(dc_buffer_write_async(ctx, s, b, 0, x, n * sizeof(float)));
        W_CHECK(tk_scale(ctx, w->k, w->device, s, b, f, n));
        W_CHECK(dc_copy_async(ctx, s, b2, 0, b, 0, n * sizeof(float)));
        W_CHECK(dc_event_record(ctx, s, &e));
        W_CHECK(dc_event_synchronize(ctx, e));
        W_CHECK(dc_event_query(ctx, e, &done));
        if (!done) worker_fail(w, "event not complete after dc_event_synchronize", DC_SUCCESS);
        /* the default stream is shared by the threads of one device */
        W_CHECK(tk_scale(ctx, w->k, w->device, (dc_stream){ 0 }, b2, 2.0f, n));
        W_CHECK(dc_buffer_read(ctx, b2, 0, y, n * sizeof(float)));
        for (i = 0; i < n; i++) {
            float want = 2.0f * f * (float)((i + (uint32_t)c + (uint32_t)w->id) & 255u);
            if (y[i] != want) {
                char msg[160];
                snprintf(msg, sizeof msg, "cycle %d: y[%u] = %g, expected %g", c, i, y[i], want);
                worker_fail(w, msg, DC_SUCCESS);
                break;
            }
        }
    cleanup:
        dc_event_destroy(ctx, e);
        if (s.id) {
            dc_result r = dc_stream_destroy(ctx, s);
            if (r != DC_SUCCESS) worker_fail(w, "dc_stream_destroy", r);
        }
        dc_buffer_destroy(ctx, b);
        dc_buffer_destroy(ctx, b2);
        if (w->errors) break;
    }
    free(x);
    free(y);
    return NULL;
}

static void run_workers(dc_context *ctx, dc_kernel k, const int *devices, int count, int cycles)
{
    pthread_t t[64];
    worker w[64];
    int i;
    for (i = 0; i < count; i++) {
        memset(&w[i], 0, sizeof w[i]);
        w[i].ctx = ctx;
        w[i].k = k;
        w[i].device = devices[i];
        w[i].id = i;
        w[i].cycles = cycles;
        if (pthread_create(&t[i], NULL, worker_main, &w[i]) != 0) {
            FAIL("pthread_create");
            count = i;
            break;
        }
    }
    for (i = 0; i < count; i++) pthread_join(t[i], NULL);
    for (i = 0; i < count; i++)
        if (w[i].errors)
            FAIL("thread %d on device %d: %d errors, first: %s", i, w[i].device, w[i].errors,
                 w[i].first_error);
}

/* PoCL's minimal CPU driver ("basic" in PoCL 3, "cpu-minimal" in PoCL 5) breaks under
   several host threads: PoCL 3.1 deadlocks on a lock its own call chain holds
   (pocl_broadcast -> pocl_update_event_running, reached from a blocking read while other
   threads' queues share the buffer); PoCL 5.0 asserts in pocl_release_dlhandle_cache.
   PoCL 5.0 also asserts there with two of its "cpu" devices in one context. Both are
   inside PoCL, so the thread tests skip such contexts; they run on PoCL 3's "pthread"
   devices, on a single PoCL 5 device and on GPUs.
   tk_pocl_threads_trouble (common.c) names such a context's trouble; TK_SKIP_IF_THREADS_TROUBLE
   skips on it. Checked again on 2026-11-23 with these skips taken out (PoCL 3.1,
   12 rounds of the seven thread tests, plain and ASan): threads_share_a_device hung in 4
   of 16 runs with a "basic" device in the context (gdb: pocl_update_event_running waits
   for a lock that its own pocl_broadcast holds, under a blocking clEnqueueReadBuffer), in
   none of 8 on "pthread pthread"; the other six passed every run. threads_share_a_device
   used to skip every PoCL context (an assertion once seen under ASan with four threads on
   one pthread device); on 2026-11-24 it passed 15 of 15 plain and 8 of 8 ASan runs on each
   of "pthread" and "pthread pthread", so it runs there (without the OpenCL launch_lock that
   keeps threads' argument setting apart it failed 10 of 10 runs; it had skipped). The
   same day CI's ASan run on "pthread pthread" hit the assertion again (signal 6 in
   pocl_release_dlhandle_cache, inside PoCL's own completion of the commands): under ASan,
   whose timing brings it out, it skips PoCL again; the plain and TSan runs keep it. */

/* Built with AddressSanitizer (gcc's macro, clang's feature test). */
#if defined(__SANITIZE_ADDRESS__)
#  define TH_ASAN 1
#elif defined(__has_feature)
#  if __has_feature(address_sanitizer)
#    define TH_ASAN 1
#  endif
#endif

/* devices[i] = i for every device of the context, at most 64: returns how many. */
static int every_device(const tk_fixture *fx, int devices[64])
{
    int i, n = fx->devices < 64 ? fx->devices : 64;
    for (i = 0; i < n; i++) devices[i] = i;
    return n;
}

TEST(threads_one_per_device)
{
    tk_fixture fx;
    dc_kernel k;
    int devices[64], n;
    dc_context *ctx = tk_fixture_open(&fx, NULL, "scale", &k);
    REQUIRE(ctx);
    TK_SKIP_IF_THREADS_TROUBLE(ctx);
    n = every_device(&fx, devices);
    run_workers(ctx, k, devices, n, THREAD_CYCLES);
}

TEST(threads_share_a_device)
{
    dc_module m;
    dc_kernel k;
    int devices[4] = { 0, 0, 0, 0 };
    dc_context *ctx = th_ctx(NULL);
    REQUIRE(ctx);
    if (tk_has_pocl(ctx)) {
        /* on a GPU machine with PoCL beside the GPUs: the GPUs alone; without GPUs, PoCL */
        dc_context_desc cuda_only;
        dc_context *gpus;
        memset(&cuda_only, 0, sizeof cuda_only);
        cuda_only.backends = DC_BACKEND_CUDA;
        if (th_ctx_try(&cuda_only, &gpus) == DC_SUCCESS) ctx = gpus;
    }
    TK_SKIP_IF_THREADS_TROUBLE(ctx);
#ifdef TH_ASAN
    if (tk_has_pocl(ctx)) SKIP("PoCL's kernel cache asserts under ASan when threads share one device (pocl_release_dlhandle_cache); "
                               "runs in the plain and TSan builds and on GPUs");
#endif
    REQUIRE_OK(tk_load(ctx, &m));
    REQUIRE_OK(dc_kernel_get(ctx, m, "scale", &k));
    run_workers(ctx, k, devices, 4, THREAD_CYCLES);
}

/* Threads that build modules and look kernels up while others launch. */
typedef struct loader { dc_context *ctx; int errors; char first_error[512]; } loader;

static void *loader_main(void *arg)
{
    loader *l = (loader *)arg;
    int i;
    for (i = 0; i < 3; i++) {
        dc_module m;
        dc_kernel k;
        dc_result r = tk_load(l->ctx, &m);
        if (r == DC_SUCCESS) r = dc_kernel_get(l->ctx, m, "index2d", &k);
        if (r != DC_SUCCESS) {
            if (l->errors++ == 0)
                snprintf(l->first_error, sizeof l->first_error, "%s: %s", dc_result_name(r),
                         dc_last_error());
            return NULL;
        }
        dc_module_destroy(l->ctx, m);
    }
    return NULL;
}

TEST(threads_load_modules_while_launching)
{
    tk_fixture fx;
    dc_kernel k;
    pthread_t lt[2];
    loader ls[2];
    int devices[64], i, n;
    dc_context *ctx = tk_fixture_open(&fx, NULL, "scale", &k);
    REQUIRE(ctx);
    TK_SKIP_IF_THREADS_TROUBLE(ctx);
    n = every_device(&fx, devices);
    for (i = 0; i < 2; i++) {
        memset(&ls[i], 0, sizeof ls[i]);
        ls[i].ctx = ctx;
        REQUIRE(pthread_create(&lt[i], NULL, loader_main, &ls[i]) == 0);
    }
    run_workers(ctx, k, devices, n, THREAD_CYCLES / 2);
    for (i = 0; i < 2; i++) {
        pthread_join(lt[i], NULL);
        if (ls[i].errors) FAIL("loader thread %d: %s", i, ls[i].first_error);
    }
}

/* Contexts are independent: one per thread, created and destroyed concurrently (in a
   fresh process this is also the first, concurrent, load of the drivers). */
typedef struct ctx_thread { int errors; char first_error[512]; } ctx_thread;

static void *context_thread(void *arg)
{
    ctx_thread *t = (ctx_thread *)arg;
    int i;
    for (i = 0; i < 3; i++) {
        dc_context *c;
        dc_buffer b;
        uint32_t v = 0xABCD0000u + (uint32_t)i, r = 0;
        dc_result res = dc_context_create(NULL, &c);
        const char *what = "dc_context_create";
        if (res != DC_SUCCESS) {
            t->errors++;
            snprintf(t->first_error, sizeof t->first_error, "%s: %s: %s", what,
                     dc_result_name(res), dc_last_error());
            return NULL;
        }
        if ((res = dc_buffer_create(c, 0, 4, &b)) != DC_SUCCESS) what = "dc_buffer_create";
        else if ((res = dc_buffer_write(c, b, 0, &v, 4)) != DC_SUCCESS) what = "dc_buffer_write";
        else if ((res = dc_buffer_read(c, b, 0, &r, 4)) != DC_SUCCESS) what = "dc_buffer_read";
        else if (r != v) what = "read back";
        if (res != DC_SUCCESS || r != v) {
            if (t->errors++ == 0)
                snprintf(t->first_error, sizeof t->first_error, "%s: %s: %s", what,
                         dc_result_name(res), dc_last_error());
        }
        dc_context_destroy(c);
    }
    return NULL;
}

TEST(threads_own_contexts)
{
    pthread_t t[3];
    ctx_thread ct[3];
    int i;
    memset(ct, 0, sizeof ct);
    for (i = 0; i < 3; i++) REQUIRE(pthread_create(&t[i], NULL, context_thread, &ct[i]) == 0);
    for (i = 0; i < 3; i++) {
        pthread_join(t[i], NULL);
        if (ct[i].errors) FAIL("thread %d: %d errors, first: %s", i, ct[i].errors, ct[i].first_error);
    }
}

/* Several contexts on the same devices at once: per context a thread per device (buffers,
   launches, copies, events) and a thread running all-reduces over every device, all at the
   same time; a last thread makes a context of its own, uses it, and the main thread
   destroys it. */
typedef struct coll_thread { dc_context *ctx; int id, errors; char first_error[512]; } coll_thread;

static void coll_fail(coll_thread *t, const char *what, dc_result r)
{
    if (t->errors++ == 0) snprintf(t->first_error, sizeof t->first_error, "%s: %s (%s)", what, dc_result_name(r), dc_last_error());
}

static void *coll_thread_main(void *arg)
{
    enum { N = 4096, ROUNDS = 6 };
    coll_thread *t = (coll_thread *)arg;
    dc_buffer buf[64];
    dc_comm *comm = NULL;
    static float got[2][N];
    float *g = got[t->id];
    int n = dc_device_count(t->ctx), d, made = 0, round, i;
    dc_result r;
    if (n > 64) n = 64;
    for (d = 0; d < n; d++, made++) {
        float v = (float)(d + 1);
        if ((r = dc_buffer_create(t->ctx, d, N * sizeof(float), &buf[d])) != DC_SUCCESS) { coll_fail(t, "dc_buffer_create", r); break; }
        if ((r = dc_buffer_fill(t->ctx, buf[d], 0, N * sizeof(float), &v, sizeof v)) != DC_SUCCESS) { made++; coll_fail(t, "dc_buffer_fill", r); break; }
    }
    if (!t->errors && (r = dc_comm_create(t->ctx, NULL, 0, &comm)) != DC_SUCCESS) coll_fail(t, "dc_comm_create", r);
    for (round = 0; round < ROUNDS && !t->errors; round++) {
        double want = (double)n * (n + 1) / 2;
        for (i = 0; i < round; i++) want *= n;   /* each round sums the last one's sums */
        if ((r = dc_allreduce(comm, buf, buf, N, DC_F32, DC_SUM)) != DC_SUCCESS) { coll_fail(t, "dc_allreduce", r); break; }
        for (d = 0; d < n && !t->errors; d++) {
            if ((r = dc_buffer_read(t->ctx, buf[d], 0, g, N * sizeof(float))) != DC_SUCCESS) { coll_fail(t, "dc_buffer_read", r); break; }
            for (i = 0; i < N; i++)
                if (g[i] != (float)want) {
                    char msg[160];
                    snprintf(msg, sizeof msg, "round %d, device %d: [%d] = %g, not %g", round, d, i, g[i], want);
                    coll_fail(t, msg, DC_SUCCESS);
                    break;
                }
        }
    }
    if (comm) dc_comm_destroy(comm);
    for (d = 0; d < made; d++) dc_buffer_destroy(t->ctx, buf[d]);
    return NULL;
}

typedef struct handed_context { dc_context *ctx; int errors; char first_error[512]; } handed_context;

static void *handed_context_main(void *arg)
{
    handed_context *h = (handed_context *)arg;
    dc_buffer b = { 0 };
    uint32_t v = 0x5EEDu, r = 0;
    dc_result res = dc_context_create(NULL, &h->ctx);
    if (res == DC_SUCCESS) res = dc_buffer_create(h->ctx, dc_device_count(h->ctx) - 1, 4, &b);
    if (res == DC_SUCCESS) res = dc_buffer_write(h->ctx, b, 0, &v, 4);
    if (res == DC_SUCCESS) res = dc_buffer_read(h->ctx, b, 0, &r, 4);
    if (res != DC_SUCCESS || r != v) {
        h->errors++;
        snprintf(h->first_error, sizeof h->first_error, "%s: %s (read 0x%x)", dc_result_name(res), dc_last_error(), (unsigned)r);
    }
    return NULL;   /* the context, with the buffer in it, goes to the main thread */
}

TEST(threads_contexts_share_devices)
{
    enum { CONTEXTS = 2 };
    tk_fixture fx[CONTEXTS];
    dc_kernel k[CONTEXTS];
    worker w[CONTEXTS][8];
    coll_thread ct[CONTEXTS];
    handed_context hc;
    pthread_t t[CONTEXTS * 9 + 1];
    int c, i, n, shares, started = 0;
    dc_context_desc gpus_only, *desc = NULL;
    dc_context *probe;
    memset(w, 0, sizeof w);
    memset(ct, 0, sizeof ct);
    memset(&hc, 0, sizeof hc);
    /* on a GPU machine the GPUs alone: PoCL 5's "cpu" device beside them, running one
       kernel's commands for two contexts at once, aborts in its own kernel cache
       (pocl_release_dlhandle_cache; H100 machine, 2026-11-24). Without GPUs, PoCL. */
    memset(&gpus_only, 0, sizeof gpus_only);
    gpus_only.backends = DC_BACKEND_CUDA;
    if (th_ctx_try(&gpus_only, &probe) == DC_SUCCESS) desc = &gpus_only;
    for (c = 0; c < CONTEXTS; c++) {
        REQUIRE(tk_fixture_open(&fx[c], desc, "scale", &k[c]));
        TK_SKIP_IF_THREADS_TROUBLE(fx[c].ctx);
#ifdef TH_ASAN
        if (tk_has_pocl(fx[c].ctx)) SKIP("PoCL's kernel cache asserts under ASan when threads share one device (pocl_release_dlhandle_cache); "
                                         "runs in the plain and TSan builds and on GPUs");
#endif
    }
    n = fx[0].devices < 8 ? fx[0].devices : 8;
    shares = tk_shares_one_gpu(fx[0].ctx);
    if (shares)
        th_note("no all-reduce threads: two devices are shares of one GPU (DC_DEBUG_CUDA_SPLIT), one CUDA context, where another thread's "
                "cuMemAlloc/cuMemFree between two ranks' launches waits for the first rank's spinning kernel and holds back the second's "
                "(COLLECTIVES.md: no implicit device synchronisation while peers spin); GPUs of their own have contexts of their own");
    for (c = 0; c < CONTEXTS; c++) {
        for (i = 0; i < n; i++) {
            w[c][i].ctx = fx[c].ctx;
            w[c][i].k = k[c];
            w[c][i].device = i;
            w[c][i].id = c * 8 + i;
            w[c][i].cycles = THREAD_CYCLES / 2;
            if (pthread_create(&t[started], NULL, worker_main, &w[c][i]) == 0) started++;
            else FAIL("pthread_create");
        }
        ct[c].ctx = fx[c].ctx;
        ct[c].id = c;
        if (shares) continue;
        if (pthread_create(&t[started], NULL, coll_thread_main, &ct[c]) == 0) started++;
        else FAIL("pthread_create");
    }
    if (pthread_create(&t[started], NULL, handed_context_main, &hc) == 0) started++;
    else FAIL("pthread_create");
    for (i = 0; i < started; i++) pthread_join(t[i], NULL);
    for (c = 0; c < CONTEXTS; c++) {
        for (i = 0; i < n; i++)
            if (w[c][i].errors) FAIL("context %d, thread on device %d: %d errors, first: %s", c, i, w[c][i].errors, w[c][i].first_error);
        if (ct[c].errors) FAIL("context %d, all-reduce thread: %s", c, ct[c].first_error);
    }
    if (hc.errors) FAIL("the handed context: %s", hc.first_error);
    if (hc.ctx) dc_context_destroy(hc.ctx);   /* made on another thread */
}

/* dc_device_synchronize on one thread while another creates and destroys streams of the
   same device: the sync must finish only queues that are alive (on OpenCL it finishes
   each queue of the device, and a queue released under it would be a freed handle in the
   driver: CL_INVALID_COMMAND_QUEUE or worse). */
typedef struct stream_churn {
    dc_context *ctx;
    pthread_mutex_t lock;   /* guards stop */
    int device, stop, errors;
    char first_error[512];
} stream_churn;

static int churn_stopped(stream_churn *c)
{
    int stop;
    pthread_mutex_lock(&c->lock);
    stop = c->stop;
    pthread_mutex_unlock(&c->lock);
    return stop;
}

static void *stream_churn_main(void *arg)
{
    stream_churn *c = (stream_churn *)arg;
    int i;
    for (i = 0; i < 300 && !c->errors; i++) {
        dc_stream s;
        dc_result r = dc_stream_create(c->ctx, c->device, &s);
        if (r == DC_SUCCESS) r = dc_stream_destroy(c->ctx, s);
        if (r != DC_SUCCESS && c->errors++ == 0)
            snprintf(c->first_error, sizeof c->first_error, "%s: %s", dc_result_name(r), dc_last_error());
    }
    pthread_mutex_lock(&c->lock);
    c->stop = 1;
    pthread_mutex_unlock(&c->lock);
    return NULL;
}

TEST(threads_device_synchronize_while_streams_come_and_go)
{
    pthread_t t;
    stream_churn c;
    int d, syncs = 0, failed = 0;
    char first[512] = "";
    dc_context *ctx = th_ctx(NULL);
    REQUIRE(ctx);
    TK_SKIP_IF_THREADS_TROUBLE(ctx);
    for (d = 0; d < dc_device_count(ctx); d++) {
        memset(&c, 0, sizeof c);
        c.ctx = ctx;
        c.device = d;
        pthread_mutex_init(&c.lock, NULL);
        REQUIRE(pthread_create(&t, NULL, stream_churn_main, &c) == 0);
        while (!churn_stopped(&c)) {
            dc_result r = dc_device_synchronize(ctx, d);
            syncs++;
            if (r != DC_SUCCESS && failed++ == 0) snprintf(first, sizeof first, "%s: %s", dc_result_name(r), dc_last_error());
        }
        pthread_join(t, NULL);
        pthread_mutex_destroy(&c.lock);
        if (c.errors) FAIL("device %d: stream create/destroy: %s", d, c.first_error);
        if (failed) FAIL("device %d: %d of %d dc_device_synchronize calls failed, first: %s", d, failed, syncs, first);
    }
}

/* Threads that get kernels from one module at once: each new kernel is added to the
   module's list (so that dc_module_destroy frees it), which grows under the threads, and
   a name got twice at once still gives one handle (each thread sees the same). */
typedef struct kernel_getter {
    dc_context *ctx;
    dc_module mod;
    int errors, others;
    uint64_t ids[3];
    char first_error[512];
} kernel_getter;

static void *kernel_getter_main(void *arg)
{
    static const char *const names[] = { "index2d", "arg_types", "reverse_block" };
    kernel_getter *g = (kernel_getter *)arg;
    int i;
    for (i = 0; i < 60; i++) {
        dc_kernel k;
        dc_result r = dc_kernel_get(g->ctx, g->mod, names[i % 3], &k);
        if (r != DC_SUCCESS && g->errors++ == 0)
            snprintf(g->first_error, sizeof g->first_error, "%s: %s", dc_result_name(r), dc_last_error());
        if (r != DC_SUCCESS) continue;
        if (!g->ids[i % 3]) g->ids[i % 3] = k.id;
        g->others += k.id != g->ids[i % 3];
    }
    return NULL;
}

TEST(threads_get_kernels_of_one_module)
{
    tk_fixture fx;
    dc_kernel k;
    kernel_getter g[4];
    int i;
    dc_context *ctx = tk_fixture_open(&fx, NULL, "scale", &k);
    REQUIRE(ctx);
    TK_SKIP_IF_THREADS_TROUBLE(ctx);
    memset(g, 0, sizeof g);
    for (i = 0; i < 4; i++) {
        g[i].ctx = ctx;
        g[i].mod = fx.mod;
    }
    CHECK(tk_run_threads(4, kernel_getter_main, g, sizeof g[0]));
    for (i = 0; i < 4; i++) {
        if (g[i].errors) FAIL("thread %d: %d failures, first: %s", i, g[i].errors, g[i].first_error);
        if (g[i].others) FAIL("thread %d: %d gets of a name gave another handle than its first", i, g[i].others);
        if (memcmp(g[i].ids, g[0].ids, sizeof g[0].ids) != 0) FAIL("thread %d got other handles for the names than thread 0", i);
    }
}

/* dc_topology_print blocks only its caller while `out` cannot take the text: a thread
   whose stream is stuck (a pipe nobody reads yet) must not hold up other threads' calls
   on the context. It wrote under the context's lock, which every handle lookup takes, so
   a dc_buffer_create on another thread waited for the reader of the pipe. */
#ifndef _WIN32
typedef struct stuck_print { dc_context *ctx; FILE *out; volatile long done; dc_result r; } stuck_print;
static void *stuck_print_main(void *arg)
{
    stuck_print *p = (stuck_print *)arg;
    p->r = dc_topology_print(p->ctx, p->out);
    fflush(p->out);
    __atomic_store_n(&p->done, 1, __ATOMIC_SEQ_CST);
    return NULL;
}
static void *stuck_create_main(void *arg)
{
    stuck_print *p = (stuck_print *)arg;
    dc_buffer b;
    p->r = dc_buffer_create(p->ctx, 0, 64, &b);
    if (p->r == DC_SUCCESS) dc_buffer_destroy(p->ctx, b);
    __atomic_store_n(&p->done, 1, __ATOMIC_SEQ_CST);
    return NULL;
}
static int wait_flag(volatile long *flag, int ms)
{
    int i;
    for (i = 0; i < ms && !__atomic_load_n(flag, __ATOMIC_SEQ_CST); i++) th_sleep_us(1000);
    return __atomic_load_n(flag, __ATOMIC_SEQ_CST) != 0;
}
#endif
TEST(threads_topology_print_to_a_stuck_stream_blocks_only_its_caller)
{
#ifdef _WIN32
    SKIP("needs POSIX pipes");
#else
    dc_context *ctx = th_ctx(NULL);
    stuck_print printer, creator;
    pthread_t tp, tc;
    char junk[4096];
    int fds[2], flags, created_first;
    ssize_t n;
    REQUIRE(ctx);
    REQUIRE(pipe(fds) == 0);
    /* fill the pipe, then make its write end blocking and unbuffered: the print blocks
       in its first write until the pipe is drained below */
    memset(junk, 'x', sizeof junk);
    flags = fcntl(fds[1], F_GETFL);
    REQUIRE(flags >= 0 && fcntl(fds[1], F_SETFL, flags | O_NONBLOCK) == 0);
    while ((n = write(fds[1], junk, sizeof junk)) > 0) {}
    REQUIRE(fcntl(fds[1], F_SETFL, flags) == 0);
    memset(&printer, 0, sizeof printer);
    memset(&creator, 0, sizeof creator);
    printer.ctx = creator.ctx = ctx;
    REQUIRE((printer.out = fdopen(fds[1], "w")) != NULL);
    setvbuf(printer.out, NULL, _IONBF, 0);
    REQUIRE(pthread_create(&tp, NULL, stuck_print_main, &printer) == 0);
    th_sleep_us(100000);   /* the print is in its write by now */
    if (__atomic_load_n(&printer.done, __ATOMIC_SEQ_CST)) FAIL("dc_topology_print returned although its stream was full");
    REQUIRE(pthread_create(&tc, NULL, stuck_create_main, &creator) == 0);
    created_first = wait_flag(&creator.done, 5000) && !__atomic_load_n(&printer.done, __ATOMIC_SEQ_CST);
    /* drain the pipe until the print is done (the creator then too, if it waited) */
    flags = fcntl(fds[0], F_GETFL);
    if (flags >= 0) fcntl(fds[0], F_SETFL, flags | O_NONBLOCK);
    while (!__atomic_load_n(&printer.done, __ATOMIC_SEQ_CST)) {
        while (read(fds[0], junk, sizeof junk) > 0) {}
        th_sleep_us(1000);
    }
    pthread_join(tp, NULL);
    pthread_join(tc, NULL);
    fclose(printer.out);
    close(fds[0]);
    CHECK_OK(printer.r);
    CHECK_OK(creator.r);
    if (!created_first) FAIL("dc_buffer_create on another thread waited for dc_topology_print's stuck stream");
#endif
}

/* The context-wide queries and host memory on one thread while others copy between
   devices: dc_transfer_stats_get (counters that only grow), dc_peer_get_info and
   dc_copy_path_get (the same answer every time), dc_device_memory, dc_partition,
   dc_peer_enable, dc_host_alloc/free and a dc_topology_measure, all promised
   thread-safe; the copiers verify their bytes. TSan runs this for races on the context's
   tables (links, measured figures, host blocks, counters). */
typedef struct querier {
    dc_context *ctx;
    int id, devices, errors;
    volatile long *stop;
    char first[320];
} querier;
static void querier_fail(querier *q, const char *what, dc_result r)
{
    if (q->errors++ == 0) snprintf(q->first, sizeof q->first, "%s: %s (%s)", what, dc_result_name(r), dc_last_error());
}
static void *copier_main(void *arg)
{
    querier *q = (querier *)arg;
    int src = q->id % q->devices, dst = (q->id + 1) % q->devices, c;
    uint32_t n = 8192, i, *x = NULL, *y = (uint32_t *)malloc(n * sizeof(uint32_t));
    for (c = 0; c < 16 && y && !q->errors; c++) {
        dc_buffer a = { 0 }, b = { 0 };
        dc_result r;
        /* the source in host memory of the library's, a new block each time */
        if (!(x = (uint32_t *)dc_host_alloc(q->ctx, n * sizeof(uint32_t)))) {
            querier_fail(q, "dc_host_alloc", DC_ERROR_OUT_OF_HOST_MEMORY);
            break;
        }
        for (i = 0; i < n; i++) x[i] = i * 2654435761u + (uint32_t)c + (uint32_t)q->id;
        if ((r = dc_buffer_create(q->ctx, src, n * sizeof(uint32_t), &a)) != DC_SUCCESS ||
            (r = dc_buffer_create(q->ctx, dst, n * sizeof(uint32_t), &b)) != DC_SUCCESS ||
            (r = dc_buffer_write(q->ctx, a, 0, x, n * sizeof(uint32_t))) != DC_SUCCESS ||
            (r = dc_copy(q->ctx, b, 0, a, 0, n * sizeof(uint32_t))) != DC_SUCCESS ||
            (r = dc_buffer_read(q->ctx, b, 0, y, n * sizeof(uint32_t))) != DC_SUCCESS)
            querier_fail(q, "create, write, copy or read", r);
        else if (memcmp(x, y, n * sizeof(uint32_t)) != 0)
            querier_fail(q, "the copy's bytes differ", DC_SUCCESS);
        dc_buffer_destroy(q->ctx, a);
        dc_buffer_destroy(q->ctx, b);
        dc_host_free(q->ctx, x);
    }
    if (!y) querier_fail(q, "out of host memory", DC_ERROR_OUT_OF_HOST_MEMORY);
    free(y);
    return NULL;
}
static void *query_main(void *arg)
{
    querier *q = (querier *)arg;
    dc_transfer_stats last, now;
    dc_peer_info first_info[4][4];
    long round;
    dc_result r;
    int a, b, m = q->devices < 4 ? q->devices : 4;
    memset(&last, 0, sizeof last);
    for (a = 0; a < m; a++)
        for (b = 0; b < m; b++)
            if ((r = dc_peer_get_info(q->ctx, a, b, &first_info[a][b])) != DC_SUCCESS) querier_fail(q, "dc_peer_get_info", r);
    if ((r = dc_topology_measure(q->ctx, 1u << 16, NULL)) != DC_SUCCESS) querier_fail(q, "dc_topology_measure", r);
    for (round = 0; !q->errors && (!__atomic_load_n(q->stop, __ATOMIC_SEQ_CST) || round < 4); round++) {
        uint64_t free_bytes = 0, total = 0, sum = 0;
        dc_range ranges[64];
        int count = 64, i;
        dc_partition_desc pd;
        dc_peer_info info;
        size_t bytes = 4096u + (size_t)(round % 7) * 100000u;
        unsigned char *h = (unsigned char *)dc_host_alloc(q->ctx, bytes);
        a = (int)(round % m);
        b = (int)((round / m) % m);
        if (!h) querier_fail(q, "dc_host_alloc", DC_ERROR_OUT_OF_HOST_MEMORY);
        else {
            memset(h, (int)(round & 0xFF), bytes);
            if (h[bytes - 1] != (unsigned char)(round & 0xFF)) querier_fail(q, "dc_host_alloc's memory", DC_SUCCESS);
            dc_host_free(q->ctx, h);
        }
        if ((r = dc_transfer_stats_get(q->ctx, &now)) != DC_SUCCESS) querier_fail(q, "dc_transfer_stats_get", r);
        for (i = 0; i < DC_COPY_PATH_COUNT; i++)
            if (now.copy_count[i] < last.copy_count[i] || now.copy_bytes[i] < last.copy_bytes[i]) querier_fail(q, "a transfer counter went down", DC_SUCCESS);
        if (now.host_to_device_bytes < last.host_to_device_bytes || now.device_to_host_bytes < last.device_to_host_bytes)
            querier_fail(q, "a transfer counter went down", DC_SUCCESS);
        last = now;
        if ((r = dc_peer_get_info(q->ctx, a, b, &info)) != DC_SUCCESS) querier_fail(q, "dc_peer_get_info", r);
        else if (info.link != first_info[a][b].link || info.copy_path != first_info[a][b].copy_path) querier_fail(q, "dc_peer_get_info changed its answer", DC_SUCCESS);
        r = dc_peer_enable(q->ctx, a, b);
        if (r != DC_SUCCESS && r != DC_ERROR_PEER_UNSUPPORTED) querier_fail(q, "dc_peer_enable", r);
        if ((r = dc_device_memory(q->ctx, a, &free_bytes, &total)) != DC_SUCCESS) querier_fail(q, "dc_device_memory", r);
        else if (free_bytes > total) querier_fail(q, "dc_device_memory: more free than in all", DC_SUCCESS);
        memset(&pd, 0, sizeof pd);
        pd.strategy = DC_BALANCE_STATIC;
        if ((r = dc_partition(q->ctx, 100000, &pd, ranges, &count)) != DC_SUCCESS) querier_fail(q, "dc_partition", r);
        for (i = 0; r == DC_SUCCESS && i < count; i++) sum += ranges[i].count;
        if (r == DC_SUCCESS && sum != 100000) querier_fail(q, "dc_partition's ranges do not cover the items", DC_SUCCESS);
    }
    return NULL;
}
TEST(threads_context_queries_while_others_copy)
{
    tk_fixture fx;
    querier q[4];
    pthread_t t[4];
    volatile long stop = 0;
    int i, n, started = 0;
    dc_context *ctx = tk_fixture_open(&fx, NULL, NULL, NULL);
    REQUIRE(ctx);
    TK_SKIP_IF_THREADS_TROUBLE(ctx);
    n = fx.devices < 3 ? fx.devices : 3;   /* copiers; the last thread queries */
    memset(q, 0, sizeof q);
    for (i = 0; i <= n; i++) {
        q[i].ctx = ctx;
        q[i].id = i;
        q[i].devices = fx.devices;
        q[i].stop = &stop;
        if (pthread_create(&t[i], NULL, i < n ? copier_main : query_main, &q[i]) != 0) {
            FAIL("pthread_create");
            break;
        }
        started++;
    }
    for (i = 0; i < started && i < n; i++) pthread_join(t[i], NULL);
    __atomic_store_n(&stop, 1, __ATOMIC_SEQ_CST);
    for (; i < started; i++) pthread_join(t[i], NULL);
    for (i = 0; i < started; i++)
        if (q[i].errors) FAIL("thread %d (%s): %d errors, first: %s", i, i < n ? "copier" : "queries", q[i].errors, q[i].first);
}
