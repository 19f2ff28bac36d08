/* test_together.c - features used together, the way an application uses them: collectives
   whose results a dispatch, a launch or a copy reads next (and the reverse), ordered only
   by what the docs promise (stream order, events, the default streams that blocking calls
   and RESIDENT arguments wait for); a pipeline and collectives from two threads at once;
   two communicators over overlapping devices, one destroyed while the other has a call
   in flight; the profile's counts against the reports of what ran; the log at debug
   level throughout; and dc_context_destroy with work of every kind still queued. Every
   result is checked exactly, and every wait on other threads is bounded, so that a hang
   fails with its name instead of holding up the run. */
#include "common.h"

#include <pthread.h>
#include <stdlib.h>
#include <string.h>

#define TG_MAXR 8   /* ranks the tests use at most (the configurations have 1 to 4 devices) */

/* The context with the test kernels' `scale` and the dispatch kernels' stage_add and
   stage_mul; NULL once a failure is recorded. */
typedef struct tg_fx {
    tk_fixture fx;
    dc_context *ctx;
    int n;                  /* devices, at most TG_MAXR */
    dc_kernel scale, add, mul;
    dc_module stages;
} tg_fx;

static int tg_open_at(const char *file, int line, tg_fx *t, const dc_context_desc *desc)
{
    memset(t, 0, sizeof *t);
    if (!(t->ctx = tk_fixture_open_at(file, line, &t->fx, desc, "scale", &t->scale))) return 0;
    if (!tk_fixture_load_at(file, line, &t->fx, TK_DISPATCH_KERNELS, NULL, &t->stages, "stage_add", &t->add, "stage_mul", &t->mul,
                            TK_END))
        return 0;
    t->n = t->fx.devices < TG_MAXR ? t->fx.devices : TG_MAXR;
    return 1;
}
#define tg_open(t, desc) tg_open_at(__FILE__, __LINE__, t, desc)

/* Rank r's send value at element i: small integers, so that every sum is exact in float. */
static float tg_in(int r, uint64_t i) { return (float)(i % 1000 + (uint64_t)r); }
/* The all-reduce (SUM) of tg_in over n ranks at element i. */
static float tg_sum(int n, uint64_t i) { return (float)((uint64_t)n * (i % 1000) + (uint64_t)(n * (n - 1) / 2)); }

/* Reads `count` floats of buf and compares them with want(i); fails naming `what` at the
   first difference. Returns 1 when they all match. */
typedef float (*tg_want_fn)(const void *user, uint64_t i);
static int tg_check_at(const char *file, int line, dc_context *ctx, dc_buffer buf, uint64_t count, tg_want_fn want,
                       const void *user, const char *what)
{
    float *got = (float *)malloc((size_t)count * sizeof(float));
    uint64_t i;
    int ok = 1;
    if (!got) {
        th_fail(file, line, "out of host memory");
        return 0;
    }
    if (!th_check_rc(file, line, "dc_buffer_read", dc_buffer_read(ctx, buf, 0, got, count * sizeof(float)), DC_SUCCESS)) {
        free(got);
        return 0;
    }
    for (i = 0; i < count && ok; i++)
        if (got[i] != want(user, i)) {
            th_fail(file, line, "%s: element %llu is %g, expected %g", what, (unsigned long long)i, got[i], want(user, i));
            ok = 0;
        }
    free(got);
    return ok;
}
#define tg_check(ctx, buf, count, want, user, what) tg_check_at(__FILE__, __LINE__, ctx, buf, count, want, user, what)

/* Waits up to `seconds` for *done to reach `want` (threads count themselves done); past
   that the test fails as a hang and the process ends at once: its threads may hold the
   library's locks, so nothing else can be trusted to return. */
static void tg_wait_or_die(const int *done, int want, double seconds, const char *what)
{
    double end = th_now() + seconds;
    while (__atomic_load_n(done, __ATOMIC_SEQ_CST) < want) {
        if (th_now() > end) {
            FAIL("%s: not done after %.0f s (a hang: %d of %d threads finished)", what, seconds, __atomic_load_n(done, __ATOMIC_SEQ_CST), want);
            printf("FAIL %s\n", what);
            fflush(stdout);
            _Exit(1);
        }
        th_sleep_us(2000);
    }
}

/* --- buffers per rank ------------------------------------------------------------------ */

typedef struct tg_ranks {
    dc_buffer send[TG_MAXR], recv[TG_MAXR];
    dc_stream st[TG_MAXR];
    int n;
} tg_ranks;

/* Per device d < n: send (count floats of tg_in(d, .)), recv (recv_count floats, -1) and a
   stream of its own. */
static int tg_ranks_make_at(const char *file, int line, tg_fx *t, tg_ranks *rk, uint64_t count, uint64_t recv_count)
{
    float *h = (float *)malloc((size_t)(count > recv_count ? count : recv_count) * sizeof(float));
    const float none = -1.0f;
    int r, ok = 1;
    uint64_t i;
    memset(rk, 0, sizeof *rk);
    if (!h) {
        th_fail(file, line, "out of host memory");
        return 0;
    }
    for (r = 0; r < t->n && ok; r++) {
        for (i = 0; i < count; i++) h[i] = tg_in(r, i);
        ok = th_check_rc(file, line, "dc_buffer_create", dc_buffer_create(t->ctx, r, count * sizeof(float), &rk->send[r]), DC_SUCCESS) &&
             th_check_rc(file, line, "dc_buffer_create", dc_buffer_create(t->ctx, r, recv_count * sizeof(float), &rk->recv[r]), DC_SUCCESS) &&
             th_check_rc(file, line, "dc_stream_create", dc_stream_create(t->ctx, r, &rk->st[r]), DC_SUCCESS) &&
             th_check_rc(file, line, "dc_buffer_write", dc_buffer_write(t->ctx, rk->send[r], 0, h, count * sizeof(float)), DC_SUCCESS) &&
             th_check_rc(file, line, "dc_buffer_fill", dc_buffer_fill(t->ctx, rk->recv[r], 0, recv_count * sizeof(float), &none, sizeof none),
                         DC_SUCCESS);
        rk->n = r + 1;
    }
    free(h);
    return ok;
}
#define tg_ranks_make(t, rk, count, recv_count) tg_ranks_make_at(__FILE__, __LINE__, t, rk, count, recv_count)

static void tg_ranks_free(tg_fx *t, tg_ranks *rk)
{
    int r;
    for (r = 0; r < rk->n; r++) {
        if (rk->st[r].id) CHECK_OK(dc_stream_destroy(t->ctx, rk->st[r]));
        dc_buffer_destroy(t->ctx, rk->send[r]);
        dc_buffer_destroy(t->ctx, rk->recv[r]);
    }
    memset(rk, 0, sizeof *rk);
}

/* --- a collective's results read by a dispatch, a dispatch's by a collective, then a copy */

typedef struct tg_scaled {
    int n;
    uint64_t scaled;        /* elements [0, scaled) were doubled by the dispatch */
} tg_scaled;
static float tg_want_scaled_sum(const void *user, uint64_t i)
{
    const tg_scaled *s = (const tg_scaled *)user;
    return (i < s->scaled ? 2.0f : 1.0f) * tg_sum(s->n, i);
}
typedef struct tg_gathered {
    int n;
    uint64_t count;                 /* elements per rank */
    uint64_t scaled[TG_MAXR];       /* rank r's first scaled[r] elements were doubled */
} tg_gathered;
static float tg_want_gathered(const void *user, uint64_t i)
{
    const tg_gathered *g = (const tg_gathered *)user;
    uint64_t r = i / g->count, j = i % g->count;
    return (j < g->scaled[r] ? 2.0f : 1.0f) * tg_sum(g->n, j);
}

/* An all-reduce queued on streams of the caller's, whose send data arrives on those streams
   just before it behind a slow fill; each rank's default stream then waits for an event
   recorded after it there, and a dispatch of `scale` reads the results as RESIDENT buffers
   (which wait for the default streams' work): each device doubles the first items of its
   share (rounded up to whole blocks: scale's bound is the scalar N). An all-gather (blocking: after the default streams' work) of what the dispatch
   wrote, then an all-gather queued on the default streams, and a blocking dc_copy of its
   result to another device right after it (a copy waits for the source device's default
   stream). Each step reads what the one before wrote; an order that slipped shows as -1,
   or as a sum not doubled. Twice: the automatic algorithm, then the host's (forced). */
TEST(together_collective_dispatch_collective_copy)
{
    enum { N = 100003, SLOW = 16 * 1024 * 1024, G = 4099, BLOCK = 256 };
    tg_fx t;
    tg_ranks rk;
    dc_buffer slow[TG_MAXR], gathered[TG_MAXR], gathered2[TG_MAXR], far = { 0 };
    dc_event ev[TG_MAXR];
    dc_stream dflt[TG_MAXR];
    dc_comm *comm = NULL;
    dc_dispatch_report rep;
    tg_gathered g;
    int r, e, round;
    memset(slow, 0, sizeof slow);
    memset(gathered, 0, sizeof gathered);
    memset(gathered2, 0, sizeof gathered2);
    memset(ev, 0, sizeof ev);
    memset(&rk, 0, sizeof rk);
    if (!tg_open(&t, NULL) || !tg_ranks_make(&t, &rk, N, N)) goto done;
    if (!CHECK_OK(dc_comm_create(t.ctx, NULL, 0, &comm))) goto done;
    for (r = 0; r < t.n; r++) {
        dflt[r] = dc_default_stream(t.ctx, r);
        if (!CHECK_OK(dc_buffer_create(t.ctx, r, SLOW, &slow[r])) || !CHECK_OK(dc_buffer_create(t.ctx, r, (uint64_t)G * t.n * sizeof(float), &gathered[r])) ||
            !CHECK_OK(dc_buffer_create(t.ctx, r, (uint64_t)G * t.n * sizeof(float), &gathered2[r])))
            goto done;
    }
    if (!CHECK_OK(dc_buffer_create(t.ctx, t.n - 1, (uint64_t)G * t.n * sizeof(float), &far))) goto done;
    for (round = 0; round < 2 && !th_failed(); round++) {
        const float none = -1.0f;
        const unsigned char junk = 0x5A;
        /* round 1 through the host, which carries out an _async call before it returns */
        if (round == 1 && t.n > 1 && !CHECK_OK(dc_comm_set_algorithm(comm, DC_COMM_ALGO_HOST))) break;
        dc_dispatch_arg a[3];
        dc_dispatch_desc d;
        tg_scaled want;
        char what[160];
        uint64_t i;
        for (r = 0; r < t.n; r++) {
            CHECK_OK(dc_buffer_fill(t.ctx, rk.recv[r], 0, N * sizeof(float), &none, sizeof none));
            CHECK_OK(dc_buffer_fill(t.ctx, rk.send[r], 0, N * sizeof(float), &none, sizeof none));
            CHECK_OK(dc_buffer_fill(t.ctx, gathered[r], 0, (uint64_t)G * t.n * sizeof(float), &none, sizeof none));
            CHECK_OK(dc_buffer_fill(t.ctx, gathered2[r], 0, (uint64_t)G * t.n * sizeof(float), &none, sizeof none));
        }
        CHECK_OK(dc_buffer_fill(t.ctx, far, 0, (uint64_t)G * t.n * sizeof(float), &none, sizeof none));
        /* the send data: late, on the ranks' own streams (a host copy per rank, read until
           the stream passes the write) */
        {
            float *hr[TG_MAXR];
            memset(hr, 0, sizeof hr);
            for (r = 0; r < t.n; r++) {
                if (!(hr[r] = (float *)malloc(N * sizeof(float)))) {
                    FAIL("out of host memory");
                    break;
                }
                for (i = 0; i < N; i++) hr[r][i] = tg_in(r, i);
                CHECK_OK(dc_buffer_fill_async(t.ctx, rk.st[r], rk.send[r], 0, N * sizeof(float), &none, sizeof none));
                CHECK_OK(dc_buffer_fill_async(t.ctx, rk.st[r], slow[r], 0, SLOW, &junk, 1));
                CHECK_OK(dc_buffer_write_async(t.ctx, rk.st[r], rk.send[r], 0, hr[r], N * sizeof(float)));
            }
            if (r == t.n && CHECK_OK(dc_allreduce_async(comm, rk.st, rk.send, rk.recv, N, DC_F32, DC_SUM))) {
                dc_comm_report cr;
                if (CHECK_OK(dc_comm_report_get(comm, &cr))) th_note("round %d: the all-reduce on streams took the %s algorithm", round, cr.algorithm_name);
            }
            for (r = 0; r < t.n; r++) {
                CHECK_OK(dc_event_record(t.ctx, rk.st[r], &ev[r]));
                CHECK_OK(dc_stream_wait_event(t.ctx, dflt[r], ev[r]));
            }
            /* the dispatch: RESIDENT recv, each device one chunk of its STATIC share */
            a[0] = dc_dispatch_resident(rk.recv);
            a[1] = dc_dispatch_scalar(dc_arg_f32(2.0f));
            a[2] = dc_dispatch_scalar(dc_arg_u32(N));
            d = tk_dispatch_desc(t.scale, N, DC_BALANCE_STATIC, N, a, 3);
            d.block = BLOCK;
            d.device_count = t.n;
            {
                int devs[TG_MAXR];
                for (r = 0; r < t.n; r++) devs[r] = r;
                d.devices = devs;
                CHECK_OK(dc_dispatch(t.ctx, &d, &rep));
            }
            for (r = 0; r < t.n; r++) {
                CHECK_OK(dc_stream_synchronize(t.ctx, rk.st[r]));   /* hr[r] no longer read */
                free(hr[r]);
                dc_event_destroy(t.ctx, ev[r]);
                ev[r].id = 0;
            }
        }
        if (th_failed()) break;
        memset(g.scaled, 0, sizeof g.scaled);
        g.n = t.n;
        g.count = G;
        for (e = 0; e < rep.device_count; e++) {
            int dv = rep.devices[e].device;
            if (dv < 0 || dv >= t.n) {
                FAIL("the report names device %d", dv);
                continue;
            }
            if (rep.devices[e].chunks > 1) FAIL("device %d took %d chunks of a share under the chunk size", dv, rep.devices[e].chunks);
            /* scale's bound is N, not the chunk's items: the chunk's whole blocks double */
            g.scaled[dv] = (rep.devices[e].items + BLOCK - 1) / BLOCK * BLOCK;
            if (g.scaled[dv] > N) g.scaled[dv] = N;
        }
        for (r = 0; r < t.n; r++) {
            want.n = t.n;
            want.scaled = g.scaled[r];
            snprintf(what, sizeof what, "round %d, rank %d's all-reduce result after the dispatch doubled its first %llu", round, r,
                     (unsigned long long)want.scaled);
            tg_check(t.ctx, rk.recv[r], N, tg_want_scaled_sum, &want, what);
        }
        /* the reverse: a blocking all-gather of what the dispatch just wrote */
        if (!CHECK_OK(dc_allgather(comm, rk.recv, gathered, G, DC_F32))) break;
        for (r = 0; r < t.n; r++) {
            snprintf(what, sizeof what, "round %d, rank %d's all-gather of the dispatch's results", round, r);
            tg_check(t.ctx, gathered[r], (uint64_t)G * t.n, tg_want_gathered, &g, what);
        }
        /* an all-gather queued on the default streams, copied to another device at once */
        if (!CHECK_OK(dc_allgather_async(comm, dflt, rk.recv, gathered2, G, DC_F32))) break;
        if (!CHECK_OK(dc_copy(t.ctx, far, 0, gathered2[0], 0, (uint64_t)G * t.n * sizeof(float)))) break;
        snprintf(what, sizeof what, "round %d, a dc_copy from device 0 to device %d right after an all-gather on the default streams", round,
                 t.n - 1);
        tg_check(t.ctx, far, (uint64_t)G * t.n, tg_want_gathered, &g, what);
    }
done:
    for (r = 0; r < TG_MAXR; r++) {
        if (ev[r].id) dc_event_destroy(t.ctx, ev[r]);
        if (t.ctx) {
            dc_buffer_destroy(t.ctx, slow[r]);
            dc_buffer_destroy(t.ctx, gathered[r]);
            dc_buffer_destroy(t.ctx, gathered2[r]);
        }
    }
    if (t.ctx) dc_buffer_destroy(t.ctx, far);
    if (comm) dc_comm_destroy(comm);
    if (t.ctx) tg_ranks_free(&t, &rk);
}

/* --- events between streams and devices after a collective ------------------------------ */

typedef struct tg_bcast {
    int root;
    float factor;
} tg_bcast;
static float tg_want_bcast(const void *user, uint64_t i)
{
    const tg_bcast *b = (const tg_bcast *)user;
    return b->factor * tg_in(b->root, i);
}

/* A broadcast queued on the ranks' streams; on each rank an event recorded after it, which
   a second stream of that device waits for before it launches `scale` (x3) on the result;
   an event after that launch, which a second stream of the next device waits for before a
   dc_copy_async of the scaled result to it and a read there. Nothing is synchronised in
   between: only the events order the launch after the broadcast and the copy after the
   launch (across devices, also where the host waits: dc_peer_info.host_event_waits). */
TEST(together_events_order_launch_and_copy_after_a_collective)
{
    enum { N = 65537, SLOW = 16 * 1024 * 1024 };
    tg_fx t;
    tg_ranks rk;
    dc_stream s2[TG_MAXR];
    dc_buffer copy[TG_MAXR], slow[TG_MAXR];
    dc_comm *comm = NULL;
    int r, round;
    memset(s2, 0, sizeof s2);
    memset(copy, 0, sizeof copy);
    memset(slow, 0, sizeof slow);
    memset(&rk, 0, sizeof rk);
    if (!tg_open(&t, NULL) || !tg_ranks_make(&t, &rk, N, N)) goto done;
    if (!CHECK_OK(dc_comm_create(t.ctx, NULL, 0, &comm))) goto done;
    for (r = 0; r < t.n; r++)
        if (!CHECK_OK(dc_stream_create(t.ctx, r, &s2[r])) || !CHECK_OK(dc_buffer_create(t.ctx, r, N * sizeof(float), &copy[r])) ||
            !CHECK_OK(dc_buffer_create(t.ctx, r, SLOW, &slow[r])))
            goto done;
    for (round = 0; round < 3 && !th_failed(); round++) {
        const int root = (round + 1) % t.n;
        const float none = -1.0f;
        const unsigned char junk = 0x33;
        dc_event after_coll[TG_MAXR], after_launch[TG_MAXR];
        float *got[TG_MAXR];
        char what[96];
        tg_bcast want;
        memset(after_coll, 0, sizeof after_coll);
        memset(after_launch, 0, sizeof after_launch);
        memset(got, 0, sizeof got);
        for (r = 0; r < t.n; r++) {
            CHECK_OK(dc_buffer_fill(t.ctx, rk.recv[r], 0, N * sizeof(float), &none, sizeof none));
            CHECK_OK(dc_buffer_fill(t.ctx, copy[r], 0, N * sizeof(float), &none, sizeof none));
            /* the ranks' streams busy first, so that the broadcast comes late */
            CHECK_OK(dc_buffer_fill_async(t.ctx, rk.st[r], slow[r], 0, SLOW, &junk, 1));
            if (!(got[r] = (float *)malloc(N * sizeof(float)))) FAIL("out of host memory");
        }
        if (th_failed()) {
            for (r = 0; r < t.n; r++) free(got[r]);
            break;
        }
        CHECK_OK(dc_broadcast_async(comm, rk.st, rk.send, rk.recv, N, DC_F32, root));
        for (r = 0; r < t.n; r++) {
            CHECK_OK(dc_event_record(t.ctx, rk.st[r], &after_coll[r]));
            CHECK_OK(dc_stream_wait_event(t.ctx, s2[r], after_coll[r]));
            CHECK_OK(tk_scale(t.ctx, t.scale, r, s2[r], rk.recv[r], 3.0f, N));
            CHECK_OK(dc_event_record(t.ctx, s2[r], &after_launch[r]));
        }
        for (r = 0; r < t.n; r++) {
            int from = (r + t.n - 1) % t.n;   /* the device before: its scaled result comes here */
            CHECK_OK(dc_stream_wait_event(t.ctx, s2[r], after_launch[from]));
            CHECK_OK(dc_copy_async(t.ctx, s2[r], copy[r], 0, rk.recv[from], 0, N * sizeof(float)));
            CHECK_OK(dc_buffer_read_async(t.ctx, s2[r], copy[r], 0, got[r], N * sizeof(float)));
        }
        for (r = 0; r < t.n; r++) CHECK_OK(dc_stream_synchronize(t.ctx, s2[r]));
        want.root = root;
        want.factor = 3.0f;
        for (r = 0; r < t.n; r++) {
            uint64_t i;
            for (i = 0; i < N; i++)
                if (got[r][i] != tg_want_bcast(&want, i)) {
                    FAIL("round %d, device %d: element %llu of the copy of device %d's scaled broadcast (root %d) is %g, expected %g%s", round, r,
                         (unsigned long long)i, (r + t.n - 1) % t.n, root, got[r][i], tg_want_bcast(&want, i),
                         got[r][i] == tg_in(root, i) ? " (not scaled: the copy ran before the launch)"
                         : got[r][i] == -3.0f  ? " (-1 scaled: the launch ran before the broadcast)"
                         : got[r][i] == -1.0f  ? " (the copy or the broadcast had not run)" : "");
                    break;
                }
            snprintf(what, sizeof what, "round %d, rank %d's broadcast after the launch", round, r);
            tg_check(t.ctx, rk.recv[r], N, tg_want_bcast, &want, what);
            free(got[r]);
            dc_event_destroy(t.ctx, after_coll[r]);
            dc_event_destroy(t.ctx, after_launch[r]);
        }
    }
done:
    if (comm) dc_comm_destroy(comm);
    for (r = 0; r < TG_MAXR && t.ctx; r++) {
        if (s2[r].id) CHECK_OK(dc_stream_destroy(t.ctx, s2[r]));
        dc_buffer_destroy(t.ctx, copy[r]);
        dc_buffer_destroy(t.ctx, slow[r]);
    }
    if (t.ctx) tg_ranks_free(&t, &rk);
}

/* --- the log at debug level ------------------------------------------------------------- */

/* Counts the lines the library logs and checks each: a level it may log at (no higher than
   asked), a message that is one line of printable text under the 1 KiB the docs name,
   without the "<function>: " of an error. The lock-free queries the docs allow work there;
   another call is UNSUPPORTED. Thread-safe: the library logs from its own threads. */
typedef struct tg_log {
    pthread_mutex_t lock;
    dc_context *ctx;        /* set once created (read in the callback) */
    long lines, by_level[5], bad, refused_wrongly;
    char first_bad[300];
} tg_log;
static void tg_log_fn(void *user, dc_log_level level, const char *message)
{
    tg_log *l = (tg_log *)user;
    const char *why = NULL;
    size_t len = message ? strlen(message) : 0, i;
    dc_context *ctx = __atomic_load_n(&l->ctx, __ATOMIC_SEQ_CST);
    int refused_wrongly = 0;
    if (level < DC_LOG_ERROR || level > DC_LOG_DEBUG) why = "a level outside error..debug";
    else if (!message || !len) why = "an empty message";
    else if (len >= 1024) why = "a message of 1 KiB or more";
    else if (message[len - 1] == ' ' || message[0] == ' ') why = "a message that starts or ends with a space";
    for (i = 0; i < len && !why; i++)
        if ((unsigned char)message[i] < 0x20) why = "a control character (a newline?) in the message";
    if (ctx) {   /* queries run here; a call that is no query is refused, not deadlocked */
        dc_buffer b;
        if (dc_device_count(ctx) < 1) refused_wrongly = 1;
        if (dc_buffer_create(ctx, 0, 64, &b) != DC_ERROR_UNSUPPORTED) refused_wrongly = 1;
    }
    pthread_mutex_lock(&l->lock);
    l->lines++;
    if (level >= DC_LOG_ERROR && level <= DC_LOG_DEBUG) l->by_level[level]++;
    l->refused_wrongly += refused_wrongly;
    if (why && l->bad++ == 0) snprintf(l->first_bad, sizeof l->first_bad, "%s: '%.200s'", why, message ? message : "(null)");
    pthread_mutex_unlock(&l->lock);
}
static void tg_log_desc(dc_context_desc *d, tg_log *l)
{
    memset(l, 0, sizeof *l);
    pthread_mutex_init(&l->lock, NULL);
    d->log = tg_log_fn;
    d->log_user = l;
    d->log_level = DC_LOG_DEBUG;
    th_setenv("DC_LOG", NULL);
}
static void tg_log_check_at(const char *file, int line, tg_log *l)
{
    pthread_mutex_lock(&l->lock);
    if (l->lines == 0) th_fail(file, line, "nothing was logged at debug level");
    if (l->bad) th_fail(file, line, "%ld of %ld log lines malformed, the first: %s", l->bad, l->lines, l->first_bad);
    if (l->refused_wrongly)
        th_fail(file, line, "%ld log lines: a query failed or dc_buffer_create was not UNSUPPORTED inside the callback", l->refused_wrongly);
    pthread_mutex_unlock(&l->lock);
}
#define tg_log_check(l) tg_log_check_at(__FILE__, __LINE__, l)

/* The end of a test with a log: the communicator, the ranks' objects and the context
   (the harness's, destroyed here before the log it writes to goes), then the log. */
static void tg_close(tg_fx *t, dc_comm *comm, tg_ranks *rk, tg_log *log)
{
    if (comm) dc_comm_destroy(comm);
    if (t->ctx) {
        tg_ranks_free(t, rk);
        th_ctx_forget(t->ctx);
        dc_context_destroy(t->ctx);
        t->ctx = NULL;
    }
    pthread_mutex_destroy(&log->lock);
}

/* --- the profile against the reports ----------------------------------------------------- */

/* stage_add's result: in[i] + k + i (the item's global index). */
static uint32_t tg_stage_add(uint32_t in, uint32_t k, uint64_t i) { return in + k + (uint32_t)i; }

/* The host arrays of a dispatch or pipeline: `items` inputs i x step + seed, outputs all
   ones. 1, or 0 (neither allocated, why says so) out of host memory. */
static int tg_host_arrays(uint64_t items, uint32_t step, uint32_t seed, uint32_t **in, uint32_t **out, char *why)
{
    uint64_t i;
    *in = (uint32_t *)malloc((size_t)items * 4);
    *out = (uint32_t *)malloc((size_t)items * 4);
    if (!*in || !*out) {
        free(*in);
        free(*out);
        snprintf(why, 256, "out of host memory");
        return 0;
    }
    for (i = 0; i < items; i++) (*in)[i] = (uint32_t)(i * step) + seed;
    memset(*out, 0xFF, (size_t)items * 4);
    return 1;
}

/* A dispatch of stage_add (IN, OUT, count, first, k) over `items` of inputs made from
   `seed`, its output checked exactly; fills *rep. Returns 1 when it ran and matched, else 0
   with why in why[0, 256) (no CHECK: threads call it too). */
static int tg_run_dispatch(tg_fx *t, uint64_t items, dc_balance s, uint64_t chunk, uint32_t k, uint32_t seed, dc_dispatch_report *rep,
                           char *why)
{
    uint32_t *in, *out;
    dc_dispatch_arg a[5];
    dc_dispatch_desc d;
    dc_result rc;
    uint64_t i;
    int ok = 0;
    if (!tg_host_arrays(items, 2654435761u, seed, &in, &out, why)) return 0;
    a[0] = dc_dispatch_in(in, 4, 1);
    a[1] = dc_dispatch_out(out, 4, 1);
    a[2] = dc_dispatch_item_count();
    a[3] = dc_dispatch_item_first();
    a[4] = dc_dispatch_scalar(DC_ARG_U32(k));
    d = tk_dispatch_desc(t->add, items, s, chunk, a, 5);
    if ((rc = dc_dispatch(t->ctx, &d, rep)) != DC_SUCCESS) snprintf(why, 256, "dc_dispatch: %s (%.200s)", dc_result_name(rc), dc_last_error());
    for (i = 0, ok = rc == DC_SUCCESS; i < items && ok; i++)
        if (out[i] != tg_stage_add(in[i], k, i)) {
            snprintf(why, 256, "dispatch of %llu items (%s): out[%llu] = %u, expected %u", (unsigned long long)items, tk_balance_name(s),
                     (unsigned long long)i, out[i], tg_stage_add(in[i], k, i));
            ok = 0;
        }
    free(in);
    free(out);
    return ok;
}

/* A pipeline stage_add(k = 5) on device `first`, then stage_mul(k = 3) on device `second`,
   over `items` of inputs made from `seed`, its output checked exactly; fills *rep. Returns
   1 when it ran and matched, else 0 with why in why[0, 256) (threads call it too). */
static int tg_run_pipeline(tg_fx *t, uint64_t items, int first, int second, uint64_t chunk, uint32_t seed, dc_pipeline_report *rep,
                           char *why)
{
    uint32_t *in, *out;
    dc_arg five = DC_ARG_U32(5), three = DC_ARG_U32(3);
    dc_pipeline_stage st[2];
    dc_pipeline_desc d;
    dc_result rc;
    uint64_t i;
    int ok = 0;
    if (!tg_host_arrays(items, 7u, seed, &in, &out, why)) return 0;
    st[0] = tk_stage(t->add, &five, 1, &first, 1);
    st[1] = tk_stage(t->mul, &three, 1, &second, 1);
    d = tk_pipeline_desc(st, 2, in, items, out);
    d.chunk = chunk;
    if ((rc = dc_pipeline_run(t->ctx, &d, rep)) != DC_SUCCESS)
        snprintf(why, 256, "dc_pipeline_run: %s (%.200s)", dc_result_name(rc), dc_last_error());
    for (i = 0, ok = rc == DC_SUCCESS; i < items && ok; i++)
        if (out[i] != tg_stage_add(in[i], 5, i) * 3u) {
            snprintf(why, 256, "pipeline of %llu items on devices %d, %d: out[%llu] = %u, expected %u", (unsigned long long)items, first,
                     second, (unsigned long long)i, out[i], tg_stage_add(in[i], 5, i) * 3u);
            ok = 0;
        }
    free(in);
    free(out);
    return ok;
}

/* What tg_profiled_work ran, per device, as its calls' reports say. */
typedef struct tg_ran {
    uint64_t launches[TG_MAXR], chunks[TG_MAXR], collectives[TG_MAXR];
    uint64_t transfer_bytes[TG_MAXR];   /* writes, reads and copies (on the destination's device) */
} tg_ran;

/* Adds a dispatch's work to *ran: its chunks per device (launches and chunks), its uploads
   and downloads. */
static void tg_ran_dispatch(tg_ran *ran, int n, const dc_dispatch_report *rep)
{
    int i;
    for (i = 0; i < rep->device_count; i++) {
        int dv = rep->devices[i].device;
        if (dv < 0 || dv >= n) continue;
        ran->launches[dv] += (uint64_t)rep->devices[i].chunks;
        ran->chunks[dv] += (uint64_t)rep->devices[i].chunks;
        ran->transfer_bytes[dv] += rep->devices[i].upload_bytes + rep->devices[i].download_bytes;
    }
}
/* Adds a pipeline's work to *ran (tg_pipeline's: 4-byte items from device 0 to the last):
   its stage chunks as launches on the stage's device; its input written to device 0, moved
   to the last (a copy there, where it is another device), read from there. 0 when the
   report names other devices. */
static int tg_ran_pipeline(tg_ran *ran, int n, const dc_pipeline_report *rep, uint64_t items)
{
    int s;
    if (rep->stage_count != 2) return 0;
    for (s = 0; s < 2; s++) {
        if (rep->stages[s].device_count != 1 || rep->stages[s].devices[0] != (s ? n - 1 : 0)) return 0;
        ran->launches[rep->stages[s].devices[0]] += rep->stages[s].chunks;
    }
    ran->transfer_bytes[0] += items * 4;
    if (n > 1) ran->transfer_bytes[n - 1] += items * 4;
    ran->transfer_bytes[n - 1] += items * 4;
    return 1;
}

/* Plain launches, a dispatch, a pipeline and collectives (blocking, on streams, and one of
   count 0, which moves nothing), each result checked; adds what ran to *ran: the plain
   launches, the dispatch's chunks per device (launches and chunks), the pipeline's stage
   chunks on the stage's device (launches), one collective per call per rank (their own
   kernels are not recorded one by one). Returns 1 when all of it ran. */
static int tg_profiled_work_at(const char *file, int line, tg_fx *t, dc_comm *comm, tg_ranks *rk, uint64_t count, tg_ran *ran)
{
    enum { LAUNCHES = 3, ITEMS = 30011, PIPE = 20011 };
    dc_dispatch_report drep;
    dc_pipeline_report prep;
    char why[256];
    int r, i;
    /* plain launches on the default streams (x1 on the send buffers: nothing changes) */
    for (r = 0; r < t->n; r++)
        for (i = 0; i < LAUNCHES; i++) {
            if (!th_check_rc(file, line, "tk_scale", tk_scale(t->ctx, t->scale, r, (dc_stream){ 0 }, rk->send[r], 1.0f, (uint32_t)count), DC_SUCCESS))
                return 0;
            ran->launches[r]++;
        }
    /* a dispatch over every device, in several chunks each */
    if (!tg_run_dispatch(t, ITEMS, DC_BALANCE_DYNAMIC, ITEMS / (4 * (uint64_t)t->n) + 1, 11, 0, &drep, why)) {
        th_fail(file, line, "%s", why);
        return 0;
    }
    tg_ran_dispatch(ran, t->n, &drep);
    /* a pipeline from device 0 to the last */
    if (!tg_run_pipeline(t, PIPE, 0, t->n - 1, PIPE / 7 + 1, 0, &prep, why)) {
        th_fail(file, line, "%s", why);
        return 0;
    }
    if (!tg_ran_pipeline(ran, t->n, &prep, PIPE)) {
        th_fail(file, line, "the pipeline's report names other devices than its stages': %d (%d), %d (%d)", prep.stages[0].devices[0],
                prep.stages[0].device_count, prep.stages[1].devices[0], prep.stages[1].device_count);
        return 0;
    }
    /* collectives */
    if (!th_check_rc(file, line, "dc_allreduce", dc_allreduce(comm, rk->send, rk->recv, count, DC_F32, DC_SUM), DC_SUCCESS) ||
        !th_check_rc(file, line, "dc_allreduce_async", dc_allreduce_async(comm, rk->st, rk->send, rk->recv, count, DC_F32, DC_MAX), DC_SUCCESS) ||
        !th_check_rc(file, line, "dc_allreduce", dc_allreduce(comm, rk->send, rk->recv, 0, DC_F32, DC_SUM), DC_SUCCESS) ||
        !th_check_rc(file, line, "dc_allreduce_async", dc_allreduce_async(comm, rk->st, rk->send, rk->recv, count, DC_F32, DC_SUM), DC_SUCCESS))
        return 0;
    for (r = 0; r < t->n; r++) {
        tg_scaled want;
        want.n = t->n;
        want.scaled = 0;
        ran->collectives[r] += 3;
        ran->transfer_bytes[r] += count * sizeof(float);   /* tg_check's read */
        if (!th_check_rc(file, line, "dc_stream_synchronize", dc_stream_synchronize(t->ctx, rk->st[r]), DC_SUCCESS) ||
            !tg_check_at(file, line, t->ctx, rk->recv[r], count, tg_want_scaled_sum, &want, "the profiled all-reduce"))
            return 0;
    }
    return 1;
}
#define tg_profiled_work(t, comm, rk, count, ran) tg_profiled_work_at(__FILE__, __LINE__, t, comm, rk, count, ran)

/* The profile's counts against *ran, device by device; its busy + idle is its window. */
static void tg_profile_agrees_at(const char *file, int line, tg_fx *t, const tg_ran *ran, const char *when)
{
    dc_profile *pr = (dc_profile *)calloc(1, sizeof *pr);
    int r;
    if (!pr) {
        th_fail(file, line, "out of host memory");
        return;
    }
    if (th_check_rc(file, line, "dc_profile_get", dc_profile_get(t->ctx, pr), DC_SUCCESS)) {
        if (pr->dropped) th_fail(file, line, "%s: %llu operations dropped", when, (unsigned long long)pr->dropped);
        for (r = 0; r < t->n; r++) {
            const dc_profile_device *x = &pr->device[r];
            if (x->launches != ran->launches[r] || x->chunks != ran->chunks[r] || x->collectives != ran->collectives[r])
                th_fail(file, line, "%s, device %d: the profile counts %llu launches, %llu chunks and %llu collectives; the calls' reports "
                        "say %llu launches (plain, the dispatch's and the pipeline's chunks), %llu dispatch chunks, %llu collectives",
                        when, r, (unsigned long long)x->launches, (unsigned long long)x->chunks, (unsigned long long)x->collectives,
                        (unsigned long long)ran->launches[r], (unsigned long long)ran->chunks[r], (unsigned long long)ran->collectives[r]);
            {
                uint64_t bytes = 0;
                int p;
                for (p = 0; p < DC_PROFILE_PATH_COUNT; p++) bytes += x->path_bytes[p];
                if (bytes != ran->transfer_bytes[r])
                    th_fail(file, line, "%s, device %d: the profile counts %llu bytes in %llu transfers; the calls moved %llu (the dispatch's "
                            "report, the pipeline's input, moves and output, the checks' reads)", when, r, (unsigned long long)bytes,
                            (unsigned long long)x->transfers, (unsigned long long)ran->transfer_bytes[r]);
            }
            if (x->busy_ms + x->idle_ms < pr->window_ms - 1e-6 || x->busy_ms + x->idle_ms > pr->window_ms + 1e-6)
                th_fail(file, line, "%s, device %d: busy %g + idle %g ms is not the window %g ms", when, r, x->busy_ms, x->idle_ms, pr->window_ms);
            if ((x->chunks && !(x->chunk_ms > 0)) || (x->launches && !(x->compute_ms > 0)))
                th_fail(file, line, "%s, device %d: %llu chunks took %g ms, %llu launches %g ms", when, r, (unsigned long long)x->chunks,
                        x->chunk_ms, (unsigned long long)x->launches, x->compute_ms);
        }
    }
    free(pr);
}
#define tg_profile_agrees(t, ran, when) tg_profile_agrees_at(__FILE__, __LINE__, t, ran, when)

/* Profiling on from creation and the log at debug level, over plain launches, a dispatch,
   a pipeline and collectives: the profile counts what the calls' reports say ran, device
   by device (tg_profiled_work); then again after a reset in DC_PROFILE_LIGHT (launches
   share events, every one still counted); then switched off, the same work adds nothing. */
TEST(together_profile_counts_agree_with_the_reports)
{
    enum { N = 20000 };
    dc_context_desc desc;
    tg_log log;
    tg_fx t;
    tg_ranks rk;
    tg_ran ran;
    dc_comm *comm = NULL;
    memset(&desc, 0, sizeof desc);
    memset(&rk, 0, sizeof rk);
    memset(&ran, 0, sizeof ran);
    desc.flags = DC_CONTEXT_PROFILE;
    tg_log_desc(&desc, &log);
    if (!tg_open(&t, &desc)) goto done;
    __atomic_store_n(&log.ctx, t.ctx, __ATOMIC_SEQ_CST);
    if (!tg_ranks_make(&t, &rk, N, N) || !CHECK_OK(dc_comm_create(t.ctx, NULL, 0, &comm))) goto done;
    if (!CHECK_OK(dc_profile_reset(t.ctx))) goto done;   /* the setup's writes and fills out of it */
    if (!tg_profiled_work(&t, comm, &rk, N, &ran)) goto done;
    tg_profile_agrees(&t, &ran, "DC_PROFILE_ON");
    memset(&ran, 0, sizeof ran);
    if (!CHECK_OK(dc_profile_reset(t.ctx)) || !CHECK_OK(dc_profile_enable(t.ctx, DC_PROFILE_LIGHT))) goto done;
    if (!tg_profiled_work(&t, comm, &rk, N, &ran)) goto done;
    tg_profile_agrees(&t, &ran, "DC_PROFILE_LIGHT");
    if (!CHECK_OK(dc_profile_enable(t.ctx, DC_PROFILE_OFF))) goto done;
    {
        tg_ran off;
        memset(&off, 0, sizeof off);
        if (!tg_profiled_work(&t, comm, &rk, N, &off)) goto done;
    }
    tg_profile_agrees(&t, &ran, "switched off after DC_PROFILE_LIGHT");
    tg_log_check(&log);
done:
    tg_close(&t, comm, &rk, &log);
}

/* --- a pipeline and collectives from two threads ------------------------------------------ */

typedef struct tg_job {
    tg_fx *t;
    dc_comm *comm;
    tg_ranks *rk;
    int rounds;
    uint64_t count;         /* collectives: elements per rank (the buffers' size) */
    int *done;
    int failed;
    char error[256];        /* the first failure */
    tg_ran ran;             /* what its calls' reports say ran (tg_profiled_work's counts) */
} tg_job;

static void tg_job_fail(tg_job *j, const char *what, dc_result rc)
{
    if (!j->failed++) snprintf(j->error, sizeof j->error, "%s%s%s", what, rc == DC_SUCCESS ? "" : ": ", rc == DC_SUCCESS ? "" : dc_result_name(rc));
}

/* Pipelines from device 0 to the last, each checked (no CHECK off the main thread: the
   first failure goes back in the job). */
static void *tg_pipelines(void *arg)
{
    tg_job *j = (tg_job *)arg;
    int round;
    for (round = 0; round < j->rounds && !j->failed; round++) {
        dc_pipeline_report rep;
        if (!tg_run_pipeline(j->t, 40009, 0, j->t->n - 1, 4096, (uint32_t)round, &rep, j->error)) j->failed = 1;
        else if (!tg_ran_pipeline(&j->ran, j->t->n, &rep, 40009)) tg_job_fail(j, "the pipeline's report names other devices than its stages'", DC_SUCCESS);
    }
    __atomic_add_fetch(j->done, 1, __ATOMIC_SEQ_CST);
    return NULL;
}

/* Dispatches of stage_add over every device, each checked; what ran goes to j->ran. */
static void *tg_dispatches(void *arg)
{
    tg_job *j = (tg_job *)arg;
    int round;
    for (round = 0; round < j->rounds && !j->failed; round++) {
        dc_dispatch_report rep;
        if (!tg_run_dispatch(j->t, 30011, round % 2 ? DC_BALANCE_DYNAMIC : DC_BALANCE_STATIC, 3001, 17, (uint32_t)round, &rep, j->error))
            j->failed = 1;
        else tg_ran_dispatch(&j->ran, j->t->n, &rep);
    }
    __atomic_add_fetch(j->done, 1, __ATOMIC_SEQ_CST);
    return NULL;
}

/* Collectives on j->comm over j->rk's buffers: all-reduce (blocking), then on the ranks'
   streams; each result read back and checked. */
static void *tg_collectives(void *arg)
{
    tg_job *j = (tg_job *)arg;
    const uint64_t N = j->count;
    float *got = (float *)malloc((size_t)N * sizeof(float));
    int round, r, n = dc_comm_size(j->comm);
    uint64_t i;
    if (!got) tg_job_fail(j, "out of host memory", DC_ERROR_OUT_OF_HOST_MEMORY);
    for (round = 0; round < j->rounds && got && !j->failed; round++) {
        dc_result rc = round % 2 ? dc_allreduce_async(j->comm, j->rk->st, j->rk->send, j->rk->recv, N, DC_F32, DC_SUM)
                                 : dc_allreduce(j->comm, j->rk->send, j->rk->recv, N, DC_F32, DC_SUM);
        if (rc != DC_SUCCESS) {
            tg_job_fail(j, round % 2 ? "dc_allreduce_async" : "dc_allreduce", rc);
            break;
        }
        for (r = 0; r < n; r++) {
            j->ran.collectives[r]++;
            j->ran.transfer_bytes[r] += N * sizeof(float);   /* the read below */
        }
        for (r = 0; r < n && !j->failed; r++) {
            if ((rc = dc_buffer_read_async(j->t->ctx, j->rk->st[r], j->rk->recv[r], 0, got, N * sizeof(float))) != DC_SUCCESS ||
                (rc = dc_stream_synchronize(j->t->ctx, j->rk->st[r])) != DC_SUCCESS) {
                tg_job_fail(j, "reading the result", rc);
                break;
            }
            for (i = 0; i < N; i++)
                if (got[i] != tg_sum(n, i)) {
                    char what[160];
                    snprintf(what, sizeof what, "collective round %d, rank %d: element %llu is %g, expected %g", round, r, (unsigned long long)i,
                             got[i], tg_sum(n, i));
                    tg_job_fail(j, what, DC_SUCCESS);
                    break;
                }
        }
    }
    free(got);
    __atomic_add_fetch(j->done, 1, __ATOMIC_SEQ_CST);
    return NULL;
}

static int tg_start(pthread_t *th, void *(*fn)(void *), tg_job *j)
{
    if (pthread_create(th, NULL, fn, j) == 0) return 1;
    FAIL("pthread_create failed");
    return 0;
}

static void tg_job_report_at(const char *file, int line, const tg_job *j, const char *who)
{
    if (j->failed) th_fail(file, line, "%s: %s", who, j->error);
}
#define tg_job_report(j, who) tg_job_report_at(__FILE__, __LINE__, j, who)

/* A thread runs pipelines from device 0 to the last while another runs collectives over
   every device (different buffers): every result exact, neither thread stuck (60 s). The
   log at debug level meanwhile, from both threads and the library's own. */
TEST(together_pipeline_and_collectives_from_two_threads)
{
    dc_context_desc desc;
    tg_log log;
    tg_fx t;
    tg_ranks rk;
    tg_job jobs[2];
    pthread_t th[2];
    dc_comm *comm = NULL;
    int done = 0, started = 0;
    memset(&desc, 0, sizeof desc);
    memset(&rk, 0, sizeof rk);
    memset(jobs, 0, sizeof jobs);
    tg_log_desc(&desc, &log);
    if (!tg_open(&t, &desc)) goto done;
    __atomic_store_n(&log.ctx, t.ctx, __ATOMIC_SEQ_CST);
    if (tk_pocl_threads_trouble(t.ctx)) {
        th_skip("PoCL (%s) deadlocks or asserts under several host threads (tests/threads.c)", tk_pocl_threads_trouble(t.ctx));
        goto done;
    }
    if (!tg_ranks_make(&t, &rk, 30011, 30011) || !CHECK_OK(dc_comm_create(t.ctx, NULL, 0, &comm))) goto done;
    jobs[0].t = jobs[1].t = &t;
    jobs[0].done = jobs[1].done = &done;
    jobs[0].rounds = 6;
    jobs[1].comm = comm;
    jobs[1].rk = &rk;
    jobs[1].rounds = 10;
    jobs[1].count = 30011;
    if (tg_start(&th[0], tg_pipelines, &jobs[0])) started++;
    if (started == 1 && tg_start(&th[1], tg_collectives, &jobs[1])) started++;
    tg_wait_or_die(&done, started, 60, "together_pipeline_and_collectives_from_two_threads: a pipeline and collectives on two threads");
    while (started) pthread_join(th[--started], NULL);
    tg_job_report(&jobs[0], "the pipeline thread");
    tg_job_report(&jobs[1], "the collectives thread");
    tg_log_check(&log);
done:
    tg_close(&t, comm, &rk, &log);
}

/* --- two communicators over overlapping devices ------------------------------------------ */

/* Communicator A over every device (rank = device) and B over the same devices in reverse
   (its rank r is device n-1-r), each with buffers of its own: used in turn (blocking),
   then both with calls queued on streams of their own and B destroyed at once, while A's
   call may still be in flight (B's destroy waits for B's calls alone; A's call finishes
   and A goes on working), once with B's streams destroyed before B; then, where PoCL copes with several host threads, B made, used
   and destroyed again and again on one thread while another calls A. */
TEST(together_two_communicators_one_destroyed_mid_call)
{
    enum { N = 20011 };
    tg_fx t;
    tg_ranks ra, rb;
    dc_comm *a = NULL, *b = NULL;
    int rev[TG_MAXR], r, round;
    tg_scaled sum;
    memset(&ra, 0, sizeof ra);
    memset(&rb, 0, sizeof rb);
    if (!tg_open(&t, NULL) || !tg_ranks_make(&t, &ra, N, N) || !tg_ranks_make(&t, &rb, N, N)) goto done;
    for (r = 0; r < t.n; r++) rev[r] = t.n - 1 - r;
    /* B's rank r is device n-1-r: its per-rank arrays are the devices' in reverse */
    {
        tg_ranks tmp = rb;
        for (r = 0; r < t.n; r++) {
            rb.send[r] = tmp.send[rev[r]];
            rb.recv[r] = tmp.recv[rev[r]];
            rb.st[r] = tmp.st[rev[r]];
        }
    }
    if (!CHECK_OK(dc_comm_create(t.ctx, NULL, 0, &a)) || !CHECK_OK(dc_comm_create(t.ctx, rev, t.n, &b))) goto done;
    sum.n = t.n;
    sum.scaled = 0;
    for (round = 0; round < 4 && !th_failed(); round++) {
        CHECK_OK(dc_allreduce(round % 2 ? b : a, round % 2 ? rb.send : ra.send, round % 2 ? rb.recv : ra.recv, N, DC_F32, DC_SUM));
        for (r = 0; r < t.n; r++) tg_check(t.ctx, (round % 2 ? rb.recv : ra.recv)[r], N, tg_want_scaled_sum, &sum, round % 2 ? "B, in turn" : "A, in turn");
    }
    for (round = 0; round < 3 && !th_failed(); round++) {
        const float none = -1.0f;
        for (r = 0; r < t.n; r++) {
            CHECK_OK(dc_buffer_fill(t.ctx, ra.recv[r], 0, N * sizeof(float), &none, sizeof none));
            CHECK_OK(dc_buffer_fill(t.ctx, rb.recv[r], 0, N * sizeof(float), &none, sizeof none));
        }
        CHECK_OK(dc_allreduce_async(a, ra.st, ra.send, ra.recv, N, DC_F32, DC_SUM));
        if (round == 2) {
            /* B's call on streams made for it and destroyed as soon as it returned (they
               stay the caller's: dc_stream_destroy waits for their work) */
            dc_stream once[TG_MAXR];
            int made = 0;
            for (r = 0; r < t.n && CHECK_OK(dc_stream_create(t.ctx, rev[r], &once[r])); r++) made++;
            if (made == t.n) CHECK_OK(dc_allreduce_async(b, once, rb.send, rb.recv, N, DC_F32, DC_SUM));
            while (made) CHECK_OK(dc_stream_destroy(t.ctx, once[--made]));
        } else {
            CHECK_OK(dc_allreduce_async(b, rb.st, rb.send, rb.recv, N, DC_F32, DC_SUM));
        }
        dc_comm_destroy(b);   /* waits for B's call; A's is A's */
        b = NULL;
        for (r = 0; r < t.n; r++) CHECK_OK(dc_stream_synchronize(t.ctx, ra.st[r]));
        for (r = 0; r < t.n; r++) {
            tg_check(t.ctx, ra.recv[r], N, tg_want_scaled_sum, &sum, "A's call queued when B was destroyed");
            tg_check(t.ctx, rb.recv[r], N, tg_want_scaled_sum, &sum, "B's call queued just before its destroy");
        }
        CHECK_OK(dc_allreduce(a, ra.send, ra.recv, N, DC_F32, DC_MAX));
        if (!CHECK_OK(dc_comm_create(t.ctx, rev, t.n, &b))) break;
    }
    if (!th_failed() && !tk_pocl_threads_trouble(t.ctx)) {
        tg_job job;
        pthread_t th;
        int done = 0;
        memset(&job, 0, sizeof job);
        job.t = &t;
        job.comm = a;
        job.rk = &ra;
        job.rounds = 8;
        job.count = N;
        job.done = &done;
        if (tg_start(&th, tg_collectives, &job)) {
            for (round = 0; round < 4; round++) {
                if (b) dc_comm_destroy(b);
                b = NULL;
                if (!CHECK_OK(dc_comm_create(t.ctx, rev, t.n, &b))) break;
                if (!CHECK_OK(dc_allreduce_async(b, rb.st, rb.send, rb.recv, N, DC_F32, DC_SUM))) break;
            }
            if (b) dc_comm_destroy(b);
            b = NULL;
            for (r = 0; r < t.n; r++) tg_check(t.ctx, rb.recv[r], N, tg_want_scaled_sum, &sum, "B's last call, beside A's on another thread");
            tg_wait_or_die(&done, 1, 60, "together_two_communicators_one_destroyed_mid_call: A's calls on another thread");
            pthread_join(th, NULL);
            tg_job_report(&job, "communicator A's thread");
        }
    } else if (!th_failed()) {
        th_note("B made and destroyed beside A's calls on another thread left out: PoCL (%s) deadlocks or asserts under several host threads",
                tk_pocl_threads_trouble(t.ctx));
    }
done:
    if (a) dc_comm_destroy(a);
    if (b) dc_comm_destroy(b);
    if (t.ctx) {
        tg_ranks_free(&t, &ra);
        tg_ranks_free(&t, &rb);
    }
}

/* --- dc_context_destroy with work of every kind queued ----------------------------------- */

/* Everything left queued at once, nothing synchronised: a collective on the ranks' streams
   behind slow fills, another communicator's call on streams already destroyed, events recorded after it and waited for by other streams, launches
   there, copies between devices and reads into host memory behind them, a write from
   dc_host_alloc memory, profiling on, the log at debug level, a communicator and a
   module alive. dc_context_destroy waits for all work (the reads' host memory holds the
   results when it returns) and frees every object: the context's allocator has nothing
   left alive afterwards. */
TEST(together_context_destroyed_with_everything_queued)
{
    enum { N = 50021, SLOW = 16 * 1024 * 1024 };
    dc_context_desc desc;
    tk_alloc_count count;
    tg_log log;
    tg_fx t;
    tg_ranks rk;
    dc_comm *comm = NULL, *comm2 = NULL;
    dc_stream s2[TG_MAXR];
    dc_buffer slow[TG_MAXR], copy[TG_MAXR], other[TG_MAXR];
    float *got[TG_MAXR];
    int r, n = 0, queued = 0;
    memset(&desc, 0, sizeof desc);
    memset(&rk, 0, sizeof rk);
    memset(got, 0, sizeof got);
    tk_counting_desc(&desc, &count);
    tg_log_desc(&desc, &log);
    desc.flags = DC_CONTEXT_PROFILE;
    if (!tg_open(&t, &desc)) goto done;
    __atomic_store_n(&log.ctx, t.ctx, __ATOMIC_SEQ_CST);
    n = t.n;
    if (!tg_ranks_make(&t, &rk, N, N) || !CHECK_OK(dc_comm_create(t.ctx, NULL, 0, &comm))) goto done;
    for (r = 0; r < n; r++) {
        const unsigned char junk = 0x11;
        float *pinned;
        if (!CHECK_OK(dc_stream_create(t.ctx, r, &s2[r])) || !CHECK_OK(dc_buffer_create(t.ctx, r, SLOW, &slow[r])) ||
            !CHECK_OK(dc_buffer_create(t.ctx, r, N * sizeof(float), &copy[r])) || !(got[r] = (float *)malloc(N * sizeof(float))))
            goto done;
        memset(got[r], 0, N * sizeof(float));
        CHECK_OK(dc_buffer_fill_async(t.ctx, rk.st[r], slow[r], 0, SLOW, &junk, 1));
        /* pinned memory written to a buffer nobody reads, left to the destroy to free */
        if ((pinned = (float *)dc_host_alloc(t.ctx, 4096)) != NULL) {
            memset(pinned, 0x22, 4096);
            CHECK_OK(dc_buffer_write_async(t.ctx, s2[r], slow[r], 0, pinned, 4096));
        } else {
            FAIL("dc_host_alloc: %s", dc_last_error());
        }
    }
    if (th_failed()) goto done;
    if (!CHECK_OK(dc_allreduce_async(comm, rk.st, rk.send, rk.recv, N, DC_F32, DC_SUM))) goto done;
    {   /* a second communicator (devices in reverse) with a call on streams destroyed once it
           returned, into buffers of its own, left for the destroy too */
        dc_stream once[TG_MAXR];
        dc_buffer send_rev[TG_MAXR];
        int rev[TG_MAXR], made = 0;
        for (r = 0; r < n; r++) {
            rev[r] = n - 1 - r;
            send_rev[r] = rk.send[rev[r]];
        }
        if (!CHECK_OK(dc_comm_create(t.ctx, rev, n, &comm2))) goto done;
        for (r = 0; r < n && CHECK_OK(dc_buffer_create(t.ctx, rev[r], N * sizeof(float), &other[r])); r++)
            if (CHECK_OK(dc_stream_create(t.ctx, rev[r], &once[r]))) made++;
        if (made == n) CHECK_OK(dc_allgather_async(comm2, once, send_rev, other, N / n, DC_F32));
        while (made) CHECK_OK(dc_stream_destroy(t.ctx, once[--made]));
    }
    for (r = 0; r < n; r++) {
        dc_event e;
        if (!CHECK_OK(dc_event_record(t.ctx, rk.st[r], &e)) || !CHECK_OK(dc_stream_wait_event(t.ctx, s2[r], e))) goto done;
        CHECK_OK(tk_scale(t.ctx, t.scale, r, s2[r], rk.recv[r], 2.0f, N));
        /* the event is left alive too; a second one after the launch orders the next device's copy */
        if (!CHECK_OK(dc_event_record(t.ctx, s2[r], &e))) goto done;
        if (!CHECK_OK(dc_stream_wait_event(t.ctx, s2[(r + 1) % n], e))) goto done;
    }
    for (r = 0; r < n; r++) {
        int from = (r + n - 1) % n;
        if (!CHECK_OK(dc_copy_async(t.ctx, s2[r], copy[r], 0, rk.recv[from], 0, N * sizeof(float))) ||
            !CHECK_OK(dc_buffer_read_async(t.ctx, s2[r], copy[r], 0, got[r], N * sizeof(float))))
            goto done;
        queued++;
    }
done:
    if (t.ctx) {
        th_ctx_forget(t.ctx);
        dc_context_destroy(t.ctx);   /* the comm, streams, buffers, events, module, pinned memory: all of it */
        if (__atomic_load_n(&count.live, __ATOMIC_SEQ_CST) != 0 || count.bad_frees)
            FAIL("after dc_context_destroy %ld allocations (%lld bytes) are alive and %ld frees were of blocks not allocated", count.live,
                 count.live_bytes, count.bad_frees);
        tg_log_check(&log);
    }
    for (r = 0; r < n; r++) {
        uint64_t i;
        for (i = 0; r < queued && got[r] && i < N; i++)
            if (got[r][i] != 2.0f * tg_sum(n, i)) {
                FAIL("device %d: element %llu of its read is %g after dc_context_destroy, expected %g (the copy of device %d's doubled "
                     "all-reduce): the destroy returned before the work was done",
                     r, (unsigned long long)i, got[r][i], 2.0f * tg_sum(n, i), (r + n - 1) % n);
                break;
            }
        free(got[r]);
    }
    pthread_mutex_destroy(&log.lock);
}

/* A pipeline, collectives and dispatches from three threads at once on the same devices,
   profiled (ON, then after a reset LIGHT, where launches share events on streams that the
   other threads' collectives close groups on), while the main thread reads the profile
   and writes a trace: afterwards the profile counts exactly what the three threads'
   reports say ran, and every result is exact. */
TEST(together_profile_of_three_threads_agrees_with_their_reports)
{
    enum { N = 20011 };
    static void *(*const fns[3])(void *) = { tg_pipelines, tg_collectives, tg_dispatches };
    dc_context_desc desc;
    tg_log log;
    tg_fx t;
    tg_ranks rk;
    dc_comm *comm = NULL;
    dc_profile *pr = (dc_profile *)calloc(1, sizeof *pr);
    int mode, k, r;
    memset(&desc, 0, sizeof desc);
    memset(&rk, 0, sizeof rk);
    desc.flags = DC_CONTEXT_PROFILE;
    tg_log_desc(&desc, &log);
    if (!pr) {
        FAIL("out of host memory");
        return;
    }
    if (!tg_open(&t, &desc)) goto done;
    __atomic_store_n(&log.ctx, t.ctx, __ATOMIC_SEQ_CST);
    if (tk_pocl_threads_trouble(t.ctx)) {
        th_skip("PoCL (%s) deadlocks or asserts under several host threads (tests/threads.c)", tk_pocl_threads_trouble(t.ctx));
        goto done;
    }
    if (!tg_ranks_make(&t, &rk, N, N) || !CHECK_OK(dc_comm_create(t.ctx, NULL, 0, &comm))) goto done;
    for (mode = DC_PROFILE_ON; mode <= DC_PROFILE_LIGHT && !th_failed(); mode++) {
        tg_job jobs[3];
        tg_ran sum;
        pthread_t th[3];
        int done = 0, started = 0;
        char path[512];
        memset(jobs, 0, sizeof jobs);
        memset(&sum, 0, sizeof sum);
        if (!CHECK_OK(dc_profile_enable(t.ctx, mode)) || !CHECK_OK(dc_profile_reset(t.ctx))) break;
        for (k = 0; k < 3; k++) {
            jobs[k].t = &t;
            jobs[k].done = &done;
            jobs[k].rounds = 4;
            jobs[k].comm = comm;
            jobs[k].rk = &rk;
            jobs[k].count = N;
        }
        for (k = 0; k < 3 && started == k; k++)
            if (tg_start(&th[k], fns[k], &jobs[k])) started++;
        while (__atomic_load_n(&done, __ATOMIC_SEQ_CST) < started && !th_failed()) {
            CHECK_OK(dc_profile_get(t.ctx, pr));
            th_sleep_us(5000);
        }
        if (th_temp_path(path, sizeof path, "dc_test_together_trace.json")) {
            CHECK_OK(dc_trace_write(t.ctx, path));
            th_remove(path);
        }
        tg_wait_or_die(&done, started, 60, "together_profile_of_three_threads_agrees_with_their_reports: three threads");
        while (started) pthread_join(th[--started], NULL);
        tg_job_report(&jobs[0], "the pipeline thread");
        tg_job_report(&jobs[1], "the collectives thread");
        tg_job_report(&jobs[2], "the dispatch thread");
        for (k = 0; k < 3; k++)
            for (r = 0; r < TG_MAXR; r++) {
                sum.launches[r] += jobs[k].ran.launches[r];
                sum.chunks[r] += jobs[k].ran.chunks[r];
                sum.collectives[r] += jobs[k].ran.collectives[r];
                sum.transfer_bytes[r] += jobs[k].ran.transfer_bytes[r];
            }
        if (!th_failed()) tg_profile_agrees(&t, &sum, mode == DC_PROFILE_ON ? "three threads, DC_PROFILE_ON" : "three threads, DC_PROFILE_LIGHT");
    }
    tg_log_check(&log);
done:
    tg_close(&t, comm, &rk, &log);
    free(pr);
}
