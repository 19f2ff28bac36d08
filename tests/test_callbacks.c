/* test_callbacks.c - the user code the library calls: the log callback and the allocator.

   Each runs on whichever thread needs it, at times while the library holds a lock of its
   own. One that calls back into the library must neither deadlock nor change what the
   call that called it reports: the lock-free queries work there, every other function is
   refused (UNSUPPORTED, naming the callback), and dc_last_error of the outer call stays
   its own. A deadlock here shows as a hang, which the harness's time limit turns into a
   failure. A slow callback holds up no other thread that is not waiting for its call. */
#include "common.h"

#include <pthread.h>
#include <string.h>

/* What a callback found when it called back, for the test to check after the fact (the
   checks cannot run inside it: a harness failure there would be recorded on whatever
   thread logged). */
typedef struct cb_probe {
    dc_context *ctx;                /* set once the context exists: until then no calls */
    dc_comm *comm;                  /* set once the communicator exists */
    pthread_mutex_t lock;
    int calls;                      /* callbacks that called back */
    int queries_wrong;              /* a lock-free query that failed or said something wrong */
    int refusals_wrong;             /* a call that should have been refused and was not */
    int own_error_wrong;            /* dc_last_error inside did not name the callback's own failure */
    int other_threads;              /* callbacks that called back on a thread not the test's */
    pthread_t test_thread;
    int fail_inside;                /* 1: also make a call that fails (OUT_OF_RANGE) */
    double sleep_s;                 /* >0: sleep this long in each log callback */
    char first_wrong[512];
} cb_probe;

static const int cb_devices[8] = { 0, 1, 2, 3, 4, 5, 6, 7 };

static void cb_wrong(cb_probe *p, int *counter, const char *what)
{
    (*counter)++;
    if (!p->first_wrong[0]) snprintf(p->first_wrong, sizeof p->first_wrong, "%s", what);
}

/* Calls back: the queries that take no lock must work; everything that may take a lock
   must be refused with UNSUPPORTED and a message that names the callback. */
static void cb_call_back(cb_probe *p, const char *callback)
{
    dc_context *ctx;
    dc_device_info info;
    dc_transfer_stats stats;
    dc_buffer b = { 0 };
    dc_event e = { 0 };
    dc_profile *prof;
    dc_comm_report rep;
    char msg[512];
    dc_result r;
    pthread_mutex_lock(&p->lock);
    if (!(ctx = p->ctx)) {
        pthread_mutex_unlock(&p->lock);
        return;
    }
    p->calls++;
    if (!pthread_equal(pthread_self(), p->test_thread)) p->other_threads++;
    if (dc_device_count(ctx) < 1 || dc_device_get_info(ctx, 0, &info) != DC_SUCCESS || !info.name[0] ||
        dc_transfer_stats_get(ctx, &stats) != DC_SUCCESS || dc_default_stream(ctx, 0).id == 0 || !dc_last_error() ||
        strcmp(dc_result_name(DC_ERROR_TIMEOUT), "DC_ERROR_TIMEOUT") != 0)
        cb_wrong(p, &p->queries_wrong, "a lock-free query failed inside a callback");
    if ((r = dc_buffer_create(ctx, 0, 64, &b)) != DC_ERROR_UNSUPPORTED || b.id != 0) {
        snprintf(msg, sizeof msg, "dc_buffer_create inside %s returned %s", callback, dc_result_name(r));
        cb_wrong(p, &p->refusals_wrong, msg);
        if (r == DC_SUCCESS) dc_buffer_destroy(ctx, b);
    } else if (!strstr(dc_last_error(), "dc_buffer_create") || !strstr(dc_last_error(), callback)) {
        snprintf(msg, sizeof msg, "the refusal does not name dc_buffer_create and %s: %s", callback, dc_last_error());
        cb_wrong(p, &p->refusals_wrong, msg);
    }
    if ((r = dc_event_record(ctx, dc_default_stream(ctx, 0), &e)) != DC_ERROR_UNSUPPORTED) {
        snprintf(msg, sizeof msg, "dc_event_record inside %s returned %s", callback, dc_result_name(r));
        cb_wrong(p, &p->refusals_wrong, msg);
        if (r == DC_SUCCESS) dc_event_destroy(ctx, e);
    }
    if ((prof = (dc_profile *)malloc(sizeof *prof)) != NULL) {
        if ((r = dc_profile_get(ctx, prof)) != DC_ERROR_UNSUPPORTED) {
            snprintf(msg, sizeof msg, "dc_profile_get inside %s returned %s", callback, dc_result_name(r));
            cb_wrong(p, &p->refusals_wrong, msg);
        }
        free(prof);
    }
    if (p->comm && (r = dc_comm_report_get(p->comm, &rep)) != DC_ERROR_UNSUPPORTED) {
        snprintf(msg, sizeof msg, "dc_comm_report_get inside %s returned %s", callback, dc_result_name(r));
        cb_wrong(p, &p->refusals_wrong, msg);
    }
    if (p->fail_inside) {
        if (dc_device_get_info(ctx, 999, &info) != DC_ERROR_OUT_OF_RANGE || !strstr(dc_last_error(), "dc_device_get_info"))
            cb_wrong(p, &p->own_error_wrong, "inside a callback, dc_last_error does not name its own failed dc_device_get_info");
    }
    pthread_mutex_unlock(&p->lock);
}

static void cb_log(void *user, dc_log_level level, const char *message)
{
    cb_probe *p = (cb_probe *)user;
    (void)level;
    (void)message;
    if (p->sleep_s > 0) th_sleep_us((unsigned)(p->sleep_s * 1e6));
    cb_call_back(p, "log callback");
}

/* What the callbacks call back with (NULL: nothing), set under the probe's lock: the
   library's threads read it. */
static void cb_arm(cb_probe *p, dc_context *ctx, dc_comm *comm)
{
    pthread_mutex_lock(&p->lock);
    p->ctx = ctx;
    p->comm = comm;
    pthread_mutex_unlock(&p->lock);
}

static void cb_probe_init(cb_probe *p)
{
    memset(p, 0, sizeof *p);
    pthread_mutex_init(&p->lock, NULL);
    p->test_thread = pthread_self();
}
static void cb_probe_check(cb_probe *p)
{
    CHECK(p->calls > 0);
    CHECK_EQ(p->queries_wrong, 0);
    CHECK_EQ(p->refusals_wrong, 0);
    CHECK_EQ(p->own_error_wrong, 0);
    if (p->first_wrong[0]) th_note("first: %s", p->first_wrong);
}

/* An allocator whose alloc and free call back: alloc runs under the context's lock where a
   pool of handles grows (dc_buffer_create there took the lock again: a deadlock). */
static void *cb_alloc(size_t bytes, void *user)
{
    cb_probe *p = (cb_probe *)user;
    cb_call_back(p, "allocator's alloc");
    return malloc(bytes);
}
static void cb_free(void *ptr, void *user)
{
    cb_probe *p = (cb_probe *)user;
    if (ptr) cb_call_back(p, "allocator's free");
    free(ptr);
}
/* A desc whose log callback (at `level`) and allocator call back into *log and *alloc, each
   left out where NULL; the probes are made ready. */
static void cb_desc(dc_context_desc *d, cb_probe *log, dc_log_level level, cb_probe *alloc)
{
    memset(d, 0, sizeof *d);
    if (log) {
        cb_probe_init(log);
        d->log = cb_log;
        d->log_user = log;
        d->log_level = level;
        th_setenv("DC_LOG", NULL);
    }
    if (alloc) {
        cb_probe_init(alloc);
        d->allocator.alloc = cb_alloc;
        d->allocator.free = cb_free;
        d->allocator.user = alloc;
    }
}
static dc_context *cb_ctx(cb_probe *log, dc_log_level level, cb_probe *alloc)
{
    dc_context_desc d;
    cb_desc(&d, log, level, alloc);
    return th_ctx(&d);
}

/* A log callback that calls back, on the caller's thread and on the library's own
   (dispatch workers), from every place that logs at debug level: copies between devices,
   a dispatch, a communicator and its collectives (logged under the communicator's lock,
   which dc_comm_report_get takes: it deadlocked there), a destroy of a destroyed handle. */
TEST(log_callback_calls_back_without_deadlock)
{
    static cb_probe p;   /* outlives the test: the harness destroys the context after it */
    dc_context *ctx;
    dc_buffer a = { 0 }, b = { 0 }, dead = { 0 };
    dc_buffer sends[8], recvs[8];
    float host[256];
    int n, i;
    REQUIRE((ctx = cb_ctx(&p, DC_LOG_DEBUG, NULL)) != NULL);
    cb_arm(&p, ctx, NULL);
    n = dc_device_count(ctx);
    if (n > 8) n = 8;
    memset(host, 0, sizeof host);
    REQUIRE_OK(dc_buffer_create(ctx, 0, sizeof host, &a));
    REQUIRE_OK(dc_buffer_create(ctx, n - 1, sizeof host, &b));
    CHECK_OK(dc_buffer_write(ctx, a, 0, host, sizeof host));
    CHECK_OK(dc_copy(ctx, b, 0, a, 0, sizeof host));
    CHECK_OK(dc_buffer_read(ctx, b, 0, host, sizeof host));
    REQUIRE_OK(dc_buffer_create(ctx, 0, 16, &dead));
    dc_buffer_destroy(ctx, dead);
    dc_buffer_destroy(ctx, dead);   /* a warning: the handle is destroyed */
    {
        dc_comm *comm = NULL;
        for (i = 0; i < n; i++) {
            REQUIRE_OK(dc_buffer_create(ctx, i, sizeof host, &sends[i]));
            REQUIRE_OK(dc_buffer_create(ctx, i, sizeof host, &recvs[i]));
            CHECK_OK(dc_buffer_write(ctx, sends[i], 0, host, sizeof host));
        }
        REQUIRE_OK(dc_comm_create(ctx, cb_devices, n, &comm));
        cb_arm(&p, ctx, comm);
        for (i = 0; i < 3; i++) CHECK_OK(dc_allreduce(comm, sends, recvs, 256, DC_F32, DC_SUM));
        cb_arm(&p, ctx, NULL);
        dc_comm_destroy(comm);
        for (i = 0; i < n; i++) {
            dc_buffer_destroy(ctx, sends[i]);
            dc_buffer_destroy(ctx, recvs[i]);
        }
    }
    dc_buffer_destroy(ctx, a);
    dc_buffer_destroy(ctx, b);
    cb_arm(&p, NULL, NULL);
    cb_probe_check(&p);
}

TEST(allocator_calls_back_without_deadlock)
{
    enum { COUNT = 40 };   /* past a pool's first 16 slots: it grows under the lock */
    static cb_probe p;   /* outlives the test: the harness destroys the context after it */
    dc_context *ctx;
    dc_buffer bufs[COUNT];
    dc_event events[COUNT];
    dc_stream streams[4];
    int i, live;
    REQUIRE((ctx = cb_ctx(NULL, DC_LOG_DEFAULT, &p)) != NULL);
    live = tk_live_objects(ctx);
    cb_arm(&p, ctx, NULL);
    memset(bufs, 0, sizeof bufs);
    memset(events, 0, sizeof events);
    memset(streams, 0, sizeof streams);
    for (i = 0; i < COUNT; i++) {
        CHECK_OK(dc_buffer_create(ctx, i % dc_device_count(ctx), 256, &bufs[i]));
        CHECK_OK(dc_event_record(ctx, dc_default_stream(ctx, 0), &events[i]));
    }
    for (i = 0; i < 4; i++) CHECK_OK(dc_stream_create(ctx, 0, &streams[i]));
    CHECK_OK(dc_copy(ctx, bufs[1], 0, bufs[0], 0, 256));
    for (i = 0; i < 4; i++) CHECK_OK(dc_stream_destroy(ctx, streams[i]));
    for (i = 0; i < COUNT; i++) {
        dc_buffer_destroy(ctx, bufs[i]);
        dc_event_destroy(ctx, events[i]);
    }
    cb_arm(&p, NULL, NULL);
    CHECK_EQ(tk_live_objects(ctx), live);   /* the refused calls made nothing */
    cb_probe_check(&p);
}

/* The error the user sees from a call is that call's, whatever its callbacks did: a log
   callback whose own call fails while the library logs the call's failure (a destroy of
   a destroyed handle), an allocator whose calls fail while the call cleans up after its
   failure (a module whose source does not build), and a call that succeeds while its
   callbacks' calls fail (dc_last_error stays as it was). The callback sees its own. */
TEST(callbacks_leave_the_callers_error_alone)
{
    static cb_probe lp, ap;   /* outlive the test: the harness destroys the context after it */
    dc_context *ctx;
    dc_buffer dead = { 0 }, b = { 0 };
    dc_module mod = { 0 };
    dc_module_desc md;
    char before[1024];
    static const char broken[] = "__kernel void broken(__global float *x) { x[0] = undeclared_name; }\n";
    REQUIRE((ctx = cb_ctx(&lp, DC_LOG_WARN, &ap)) != NULL);
    cb_arm(&lp, ctx, NULL);
    cb_arm(&ap, ctx, NULL);
    lp.fail_inside = ap.fail_inside = 1;

    REQUIRE_OK(dc_buffer_create(ctx, 0, 16, &dead));
    dc_buffer_destroy(ctx, dead);
    dc_buffer_destroy(ctx, dead);   /* logged at warn level: the handle is destroyed */
    CHECK(lp.calls > 0);
    if (!strstr(dc_last_error(), "dc_buffer_destroy") || !strstr(dc_last_error(), "destroyed"))
        FAIL("after a log callback that failed itself, dc_last_error is not the destroy's: %s", dc_last_error());

    if (th_has_backend(ctx, DC_BACKEND_OPENCL) == dc_device_count(ctx)) {
        memset(&md, 0, sizeof md);
        md.opencl_source = broken;
        md.name = "broken";
        CHECK_ERR(dc_module_load(ctx, &md, &mod), DC_ERROR_KERNEL_BUILD);
        CHECK(strstr(dc_last_error(), "undeclared_name") != NULL);
        CHECK_EQ(mod.id, 0);
    }

    snprintf(before, sizeof before, "%s", dc_last_error());
    REQUIRE_OK(dc_buffer_create(ctx, 0, 64, &b));
    CHECK_OK(dc_buffer_write(ctx, b, 0, broken, 64));
    dc_buffer_destroy(ctx, b);
    CHECK(ap.calls > 0);
    if (strcmp(before, dc_last_error()) != 0)
        FAIL("calls that succeeded changed dc_last_error (their allocator's calls failed): '%s', was '%s'", dc_last_error(), before);
    cb_arm(&lp, NULL, NULL);
    cb_arm(&ap, NULL, NULL);
    cb_probe_check(&lp);
    cb_probe_check(&ap);
}

/* A log callback that takes 100 ms holds up the call that logs, and no other thread: a
   second thread's buffers, transfers and events on the same context go on while it
   sleeps (counted per sleep, so that one slow round on a busy machine fails nothing). */
typedef struct cb_busy {
    dc_context *ctx;
    int stop, rounds, failures;     /* stop and rounds: atomics (rounds read by the log callback) */
    int sleeps, sleeps_overtaken;   /* log callbacks, and those during which rounds went on */
} cb_busy;
static void *cb_busy_thread(void *arg)
{
    cb_busy *w = (cb_busy *)arg;
    unsigned char bytes[256] = { 0 };
    while (!__atomic_load_n(&w->stop, __ATOMIC_SEQ_CST)) {
        dc_buffer b = { 0 };
        dc_event e = { 0 };
        if (dc_buffer_create(w->ctx, 0, sizeof bytes, &b) != DC_SUCCESS || dc_buffer_write(w->ctx, b, 0, bytes, sizeof bytes) != DC_SUCCESS ||
            dc_event_record(w->ctx, dc_default_stream(w->ctx, 0), &e) != DC_SUCCESS || dc_event_synchronize(w->ctx, e) != DC_SUCCESS)
            w->failures++;
        dc_event_destroy(w->ctx, e);
        dc_buffer_destroy(w->ctx, b);
        __atomic_fetch_add(&w->rounds, 1, __ATOMIC_SEQ_CST);
    }
    return NULL;
}
static void cb_slow_log(void *user, dc_log_level level, const char *message)
{
    cb_busy *w = (cb_busy *)user;
    int before = __atomic_load_n(&w->rounds, __ATOMIC_SEQ_CST);
    (void)level;
    (void)message;
    th_sleep_us(100000);
    w->sleeps++;
    if (__atomic_load_n(&w->rounds, __ATOMIC_SEQ_CST) > before + 1) w->sleeps_overtaken++;
}

TEST(slow_log_callback_holds_up_only_its_caller)
{
    static cb_busy w;   /* outlives the test: the harness destroys the context after it */
    dc_context_desc d;
    dc_context *ctx;
    dc_buffer dead = { 0 };
    pthread_t t;
    double t0;
    int i;
    memset(&w, 0, sizeof w);
    memset(&d, 0, sizeof d);
    d.log = cb_slow_log;
    d.log_user = &w;
    d.log_level = DC_LOG_WARN;
    th_setenv("DC_LOG", NULL);
    REQUIRE((ctx = th_ctx(&d)) != NULL);
    REQUIRE_OK(dc_buffer_create(ctx, 0, 16, &dead));
    dc_buffer_destroy(ctx, dead);
    w.ctx = ctx;
    REQUIRE(pthread_create(&t, NULL, cb_busy_thread, &w) == 0);
    t0 = th_now();
    for (i = 0; i < 5; i++) dc_buffer_destroy(ctx, dead);   /* each logs a warning: 100 ms */
    CHECK(th_now() - t0 >= 0.5 - 0.01);
    __atomic_store_n(&w.stop, 1, __ATOMIC_SEQ_CST);
    pthread_join(t, NULL);
    CHECK_EQ(w.failures, 0);
    CHECK_EQ(w.sleeps, 5);
    th_note("%d rounds of the other thread; it went on during %d of the 5 sleeps", w.rounds, w.sleeps_overtaken);
    if (w.sleeps_overtaken < 3) FAIL("the other thread stood still during %d of the log callback's 5 sleeps", 5 - w.sleeps_overtaken);
}

/* A collective whose calls log at debug level, with a callback that takes 100 ms per line,
   within a time limit of 2 s: the time the callback takes is the caller's, and the ranks
   still meet (a rank that logged while the others waited for it timed them out). */
TEST(slow_log_callback_does_not_time_out_a_collective)
{
    static cb_probe p;   /* outlives the test: the harness destroys the context after it */
    dc_context *ctx;
    dc_comm *comm = NULL;
    dc_buffer sends[8], recvs[8];
    float host[64];
    int n, i;
    REQUIRE((ctx = cb_ctx(&p, DC_LOG_DEBUG, NULL)) != NULL);
    p.sleep_s = 0.1;
    n = dc_device_count(ctx);
    if (n > 8) n = 8;
    if (n < 2) SKIP("one device");
    for (i = 0; i < 64; i++) host[i] = 1.0f;
    for (i = 0; i < n; i++) {
        REQUIRE_OK(dc_buffer_create(ctx, i, sizeof host, &sends[i]));
        REQUIRE_OK(dc_buffer_create(ctx, i, sizeof host, &recvs[i]));
        CHECK_OK(dc_buffer_write(ctx, sends[i], 0, host, sizeof host));
    }
    REQUIRE_OK(dc_comm_create(ctx, cb_devices, n, &comm));
    CHECK_OK(dc_comm_set_timeout(comm, 2.0));
    for (i = 0; i < 3; i++) CHECK_OK(dc_allreduce(comm, sends, recvs, 64, DC_F32, DC_SUM));
    CHECK_OK(dc_buffer_read(ctx, recvs[n - 1], 0, host, sizeof host));
    CHECK(host[0] == (float)n);
    dc_comm_destroy(comm);
    cb_arm(&p, NULL, NULL);
}

/* A dispatch, whose device workers (the library's own threads) allocate: the allocator
   and the log callback call back there as on the caller's thread. */
TEST(callbacks_call_back_from_dispatch_workers)
{
    static cb_probe lp, ap;   /* outlive the test: the harness destroys the context after it */
    tk_fixture fx;
    dc_context_desc d;
    dc_kernel k;
    dc_context *ctx;
    float *x, *y;
    const uint64_t n = 1 << 16;
    dc_dispatch_arg args[4];
    dc_dispatch_desc dd;
    uint64_t i;
    cb_desc(&d, &lp, DC_LOG_DEBUG, &ap);
    REQUIRE((ctx = tk_fixture_open_file(&fx, &d, TK_DISPATCH_KERNELS, "saxpy_items", &k, TK_END)) != NULL);
    x = (float *)malloc(n * sizeof *x);
    y = (float *)malloc(n * sizeof *y);
    if (x && y) {
        for (i = 0; i < n; i++) {
            x[i] = (float)(i % 100);
            y[i] = 1.0f;
        }
        cb_arm(&lp, ctx, NULL);
    cb_arm(&ap, ctx, NULL);
        args[0] = dc_dispatch_in(x, sizeof *x, 1);
        args[1] = dc_dispatch_inout(y, sizeof *y, 1);
        args[2] = dc_dispatch_scalar(dc_arg_f32(2.0f));
        args[3] = dc_dispatch_item_count();
        dd = tk_dispatch_desc(k, n, DC_BALANCE_DYNAMIC, n / 16, args, 4);
        CHECK_OK(dc_dispatch(ctx, &dd, NULL));
        cb_arm(&lp, NULL, NULL);
    cb_arm(&ap, NULL, NULL);
        for (i = 0; i < n; i++)
            if (y[i] != 2.0f * (float)(i % 100) + 1.0f) {
                FAIL("y[%llu] = %g after the dispatch, expected %g", (unsigned long long)i, y[i], 2.0f * (float)(i % 100) + 1.0f);
                break;
            }
    } else {
        FAIL("out of host memory");
    }
    free(x);
    free(y);
    th_note("allocator: %d calls back, %d on the library's threads; log: %d, %d", ap.calls, ap.other_threads, lp.calls,
            lp.other_threads);
    if (fx.devices > 1) CHECK(ap.other_threads > 0);
    cb_probe_check(&ap);
    if (lp.calls) cb_probe_check(&lp);
}
