/* fault_collectives.c - faults in the collectives (built with -DDC_FAULT_INJECTION into the
   fault binary, run under ASan/LeakSanitizer by `make test-fault`).

   dc_debug_fail_call: every driver call of one all-reduce and one reduce fails in turn,
   by every algorithm the communicator can run. Each call either succeeds with exact
   results or fails cleanly (a driver error whose message names the function), leaves the
   OpenCL devices' memory as it was (LeakSanitizer checks the host's), and the
   communicator works afterwards. Then the host path over several chunks forced (an
   allreduce, reduced by the communicator's worker threads, and a broadcast, passed
   through), and communicator creation, each with every driver call failing in turn
   (fd_inject_every_call in fault_dispatch.c). */
#include "fault_dispatch.h"

#ifndef DC_FAULT_INJECTION
#error "fault_collectives.c needs -DDC_FAULT_INJECTION (for the library and this file)"
#endif

/* elements per rank: one chunk of the host path (its many chunks are the host-path test's);
   peer-copy's pushes made FC_PUSH bytes (tk_comm_chunks), so that its reductions take 3 to
   6 steps and the reuse of its scratch sets (a push waits for the reduction two steps
   back) fails too */
#define FC_COUNT 70000
#define FC_PUSH 24000
#define FC_MAXR 8

typedef struct fc_state {
    dc_context *ctx;
    dc_comm *comm;
    int n;
    dc_buffer send[FC_MAXR], recv[FC_MAXR];
    uint32_t *host, *want;
} fc_state;

/* Fills recv with a pattern no result has, runs the collective with driver call `fail`
   failing (0: none), then checks every rank that receives. */
static dc_result fc_run(fc_state *s, dc_collective kind, long fail, int *data_ok)
{
    static const unsigned char junk = 0xEE;
    dc_result r;
    int k, root = s->n - 1;
    uint64_t i;
    *data_ok = 0;
    for (k = 0; k < s->n; k++)
        if (!CHECK_OK(dc_buffer_fill(s->ctx, s->recv[k], 0, FC_COUNT * 4, &junk, 1))) return DC_ERROR_INVALID_ARGUMENT;
    dc_debug_fail_call(fail);
    r = kind == DC_ALLREDUCE ? dc_allreduce(s->comm, s->send, s->recv, FC_COUNT, DC_U32, DC_SUM)
                             : dc_reduce(s->comm, s->send, s->recv, FC_COUNT, DC_U32, DC_SUM, root);
    dc_debug_fail_call(0);
    if (r != DC_SUCCESS) return r;
    *data_ok = 1;
    for (k = 0; k < s->n && *data_ok; k++) {
        if (kind == DC_REDUCE && k != root) continue;
        if (!CHECK_OK(dc_buffer_read(s->ctx, s->recv[k], 0, s->host, FC_COUNT * 4))) { *data_ok = 0; break; }
        for (i = 0; i < FC_COUNT && *data_ok; i++) *data_ok = s->host[i] == s->want[i];
    }
    return r;
}

static void fc_memory(dc_context *ctx, int n, uint64_t *free_bytes)
{
    int d;
    for (d = 0; d < n; d++) {
        free_bytes[d] = 0;
        (void)dc_device_memory(ctx, d, &free_bytes[d], NULL);
    }
}

/* Every driver call of one collective by the communicator's current algorithm fails in turn. */
static void fc_every_call(fc_state *s, dc_collective kind, const char *fn, const char *algorithm)
{
    uint64_t base[FC_MAXR], now[FC_MAXR];
    long before, calls, i;
    int ok, clean = 0, absorbed = 0, bad = 0, d;
    dc_result r;
    r = fc_run(s, kind, 0, &ok);   /* warm-up */
    if (r != DC_SUCCESS || !ok) {
        FAIL("%s (%s) fails without injection: %s: %s", fn, algorithm, dc_result_name(r), dc_last_error());
        return;
    }
    fc_memory(s->ctx, s->n, base);
    before = dc_debug_driver_calls();
    dc_debug_fail_call(0);
    r = kind == DC_ALLREDUCE ? dc_allreduce(s->comm, s->send, s->recv, FC_COUNT, DC_U32, DC_SUM)
                             : dc_reduce(s->comm, s->send, s->recv, FC_COUNT, DC_U32, DC_SUM, s->n - 1);
    calls = dc_debug_driver_calls() - before;
    REQUIRE(r == DC_SUCCESS && calls > 0);
    for (i = 1; i <= calls; i++) {
        r = fc_run(s, kind, i, &ok);
        if (r == DC_SUCCESS) {
            if (!ok) {
                FAIL("%s (%s), driver call %ld failing: success with wrong results", fn, algorithm, i);
                bad++;
            } else {
                absorbed++;   /* a call whose failure costs nothing (an event query that is retried) */
            }
        } else if (!strstr(dc_last_error(), fn) || r == DC_ERROR_INVALID_ARGUMENT || r == DC_ERROR_INVALID_HANDLE || r == DC_ERROR_OUT_OF_RANGE) {
            FAIL("%s (%s), driver call %ld failing: %s \"%s\" (a message naming %s, a driver's error, expected)", fn, algorithm, i,
                 dc_result_name(r), dc_last_error(), fn);
            bad++;
        } else {
            clean++;
        }
        fc_memory(s->ctx, s->n, now);
        for (d = 0; d < s->n; d++)
            if (tk_backend(s->ctx, d) == DC_BACKEND_OPENCL && now[d] != base[d]) {
                FAIL("%s (%s), driver call %ld failing: device %d has %lld bytes less free memory after it", fn, algorithm, i, d,
                     (long long)(base[d] - now[d]));
                base[d] = now[d];
                bad++;
            }
        if (bad > 20) {
            FAIL("stopping after 20 bad runs");
            break;
        }
    }
    th_note("%s by %s: %ld driver calls: %d clean errors, %d absorbed, %d bad", fn, algorithm, calls, clean, absorbed, bad);
    r = fc_run(s, kind, 0, &ok);
    if (r != DC_SUCCESS || !ok) FAIL("after the injections: %s (%s): %s: %s", fn, algorithm, dc_result_name(r), dc_last_error());
}

TEST(fault_injection_collectives_every_call)
{
    static const dc_comm_algorithm algorithms[] = { DC_COMM_ALGO_HOST, DC_COMM_ALGO_PEER_COPY, DC_COMM_ALGO_PEER_KERNEL };
    tk_fixture fx;
    fc_state s;
    int k, a, ran = 0;
    uint64_t i;
    memset(&s, 0, sizeof s);
    REQUIRE(tk_fixture_open(&fx, NULL, NULL, NULL));
    s.ctx = fx.ctx;
    s.n = fx.devices < FC_MAXR ? fx.devices : FC_MAXR;
    if (s.n < 2) SKIP("needs two devices");
    s.host = (uint32_t *)malloc(FC_COUNT * 4);
    s.want = (uint32_t *)calloc(FC_COUNT, 4);
    if (!s.host || !s.want) {
        FAIL("out of host memory");
        goto done;
    }
    {
        int devs[FC_MAXR];
        for (k = 0; k < s.n; k++) devs[k] = k;
        if (!CHECK_OK(dc_comm_create(s.ctx, devs, s.n, &s.comm)) || !CHECK_OK(tk_comm_chunks(s.comm, 0, FC_PUSH))) goto done;
    }
    for (k = 0; k < s.n; k++) {
        for (i = 0; i < FC_COUNT; i++) {
            s.host[i] = (uint32_t)(i * 2654435761u) ^ (uint32_t)k;
            s.want[i] += s.host[i];
        }
        if (!CHECK_OK(dc_buffer_create(s.ctx, k, FC_COUNT * 4, &s.send[k])) || !CHECK_OK(dc_buffer_create(s.ctx, k, FC_COUNT * 4, &s.recv[k])) ||
            !CHECK_OK(dc_buffer_write(s.ctx, s.send[k], 0, s.host, FC_COUNT * 4)))
            goto done;
    }
    for (a = 0; a < 3; a++) {
        if (dc_comm_set_algorithm(s.comm, algorithms[a]) != DC_SUCCESS) continue;
        ran++;
        fc_every_call(&s, DC_ALLREDUCE, "dc_allreduce", dc_comm_algorithm_name(algorithms[a]));
        fc_every_call(&s, DC_REDUCE, "dc_reduce", dc_comm_algorithm_name(algorithms[a]));
    }
    CHECK(ran >= 1);
done:
    dc_debug_fail_call(0);
    for (k = 0; k < s.n; k++) {
        if (s.send[k].id) dc_buffer_destroy(s.ctx, s.send[k]);
        if (s.recv[k].id) dc_buffer_destroy(s.ctx, s.recv[k]);
    }
    dc_comm_destroy(s.comm);
    free(s.host);
    free(s.want);
}

/* --- the host path over several chunks, and communicator creation --- */

#define FH_COUNT (((uint64_t)1 << 20) + 16)   /* i32 per rank: two host-path chunks (4 MiB and 64 bytes) */

typedef struct fh_state {
    dc_context *ctx;
    dc_comm *comm;
    int n;
    dc_buffer send[FC_MAXR], recv[FC_MAXR], bcast[FC_MAXR];   /* recv: the allreduce's, bcast: the broadcast's */
    int32_t *in, *got;                 /* rank r's input: in[j] x (r + 1) */
} fh_state;

static int fh_open(fh_state *s)
{
    tk_fixture fx;
    uint64_t j;
    int r;
    memset(s, 0, sizeof *s);
    if (!tk_fixture_open(&fx, NULL, NULL, NULL)) return 0;
    s->ctx = fx.ctx;
    s->n = fx.devices < FC_MAXR ? fx.devices : FC_MAXR;
    if (s->n < 2) {
        th_skip("one device: the host path needs two ranks");
        return 0;
    }
    s->in = (int32_t *)malloc(FH_COUNT * 4);
    s->got = (int32_t *)malloc(FH_COUNT * 4);
    if (!s->in || !s->got) {
        FAIL("out of host memory");
        return 0;
    }
    for (j = 0; j < FH_COUNT; j++) s->in[j] = (int32_t)(j * 2654435761u >> 8);
    for (r = 0; r < s->n; r++) {
        uint64_t k;
        if (!CHECK_OK(dc_buffer_create(s->ctx, r, FH_COUNT * 4, &s->send[r])) || !CHECK_OK(dc_buffer_create(s->ctx, r, FH_COUNT * 4, &s->recv[r])) ||
            !CHECK_OK(dc_buffer_create(s->ctx, r, FH_COUNT * 4, &s->bcast[r])))
            return 0;
        for (k = 0; k < FH_COUNT; k++) s->got[k] = (int32_t)((uint32_t)s->in[k] * (uint32_t)(r + 1));
        if (!CHECK_OK(dc_buffer_write(s->ctx, s->send[r], 0, s->got, FH_COUNT * 4))) return 0;
    }
    return 1;
}

static void fh_close(fh_state *s)
{
    int r;
    dc_comm_destroy(s->comm);
    for (r = 0; r < s->n && s->ctx; r++) {
        dc_buffer_destroy(s->ctx, s->send[r]);
        dc_buffer_destroy(s->ctx, s->recv[r]);
        dc_buffer_destroy(s->ctx, s->bcast[r]);
    }
    free(s->in);
    free(s->got);
}

/* Buffer b of every rank (all but `skip`) against in[j] x m for every j (i32 wraps as
   the library's SUM does). */
static int fh_check(fh_state *s, const dc_buffer *b, int skip, uint32_t m)
{
    uint64_t j;
    int r;
    for (r = 0; r < s->n; r++) {
        if (r == skip) continue;
        if (dc_buffer_read(s->ctx, b[r], 0, s->got, FH_COUNT * 4) != DC_SUCCESS) return 0;
        for (j = 0; j < FH_COUNT; j++)
            if ((uint32_t)s->got[j] != (uint32_t)s->in[j] * m) return 0;
    }
    return 1;
}

/* Fills every rank's recv and bcast with a pattern no result has (injection off). */
static void fh_junk(fh_state *s)
{
    static const unsigned char junk = 0xEE;
    int r;
    for (r = 0; r < s->n; r++) {
        CHECK_OK(dc_buffer_fill(s->ctx, s->recv[r], 0, FH_COUNT * 4, &junk, 1));
        CHECK_OK(dc_buffer_fill(s->ctx, s->bcast[r], 0, FH_COUNT * 4, &junk, 1));
    }
}

/* An allreduce (SUM: in x n(n+1)/2), then a broadcast of the last rank's send (in x n),
   both through dc_collective_run, blocking; checked with injection off. */
static dc_result fh_run_once(fh_state *s, int *data_ok, int *faults)
{
    dc_collective_desc d;
    dc_result r;
    *faults = 0;
    *data_ok = 0;
    memset(&d, 0, sizeof d);
    d.kind = DC_ALLREDUCE;
    d.send = s->send;
    d.recv = s->recv;
    d.count = FH_COUNT;
    d.dtype = DC_I32;
    d.op = DC_SUM;
    r = dc_collective_run(s->comm, &d);
    d.kind = DC_BROADCAST;
    d.recv = s->bcast;
    d.root = s->n - 1;
    if (r == DC_SUCCESS) r = dc_collective_run(s->comm, &d);
    if (r != DC_SUCCESS) return r;
    dc_debug_fail_call(0);   /* the reads that check are not under test */
    *data_ok = fh_check(s, s->recv, -1, (uint32_t)(s->n * (s->n + 1) / 2)) && fh_check(s, s->bcast, s->n - 1, (uint32_t)s->n);
    return DC_SUCCESS;
}

/* fh_run_once, then its results are overwritten with junk (after the failed runs too): a
   write whose failure the call dropped would otherwise leave an earlier run's exact
   results in place, a success that passes. */
static dc_result fh_run(void *state, int *data_ok, int *faults)
{
    fh_state *s = (fh_state *)state;
    dc_result r = fh_run_once(s, data_ok, faults);
    dc_debug_fail_call(0);
    fh_junk(s);
    return r;
}

TEST(fault_injection_collectives_host_path)
{
    fh_state *s = (fh_state *)calloc(1, sizeof *s);
    REQUIRE(s);
    if (fh_open(s) && CHECK_OK(dc_comm_create(s->ctx, NULL, 0, &s->comm)) && CHECK_OK(dc_comm_set_algorithm(s->comm, DC_COMM_ALGO_HOST))) {
        dc_comm_set_timeout(s->comm, 60);
        fd_inject_every_call(s->ctx, "dc_collective_run", fh_run, s);
    }
    fh_close(s);
    free(s);
}

/* dc_comm_create (its streams, slots, kernels, the peer test) and dc_comm_destroy. */
static dc_result fh_create_run(void *state, int *data_ok, int *faults)
{
    fh_state *s = (fh_state *)state;
    dc_comm *comm = NULL;
    dc_result r = dc_comm_create(s->ctx, NULL, 0, &comm);
    *faults = 0;
    *data_ok = (r == DC_SUCCESS) == (comm != NULL);
    dc_comm_destroy(comm);
    return r;
}

TEST(fault_injection_collectives_comm_create)
{
    fh_state *s = (fh_state *)calloc(1, sizeof *s);
    REQUIRE(s);
    if (fh_open(s)) fd_inject_every_call(s->ctx, "dc_comm_create", fh_create_run, s);
    fh_close(s);
    free(s);
}

/* The host path's reducer threads cannot be started (dc_debug_fail_threads): the calling
   thread reduces alone, with exact results, and the communicator goes on working when
   threads can be started again. */
TEST(fault_collectives_host_path_without_threads)
{
    fh_state *s = (fh_state *)calloc(1, sizeof *s);
    int data_ok = 0, faults = 0;
    REQUIRE(s);
    if (fh_open(s) && CHECK_OK(dc_comm_create(s->ctx, NULL, 0, &s->comm)) && CHECK_OK(dc_comm_set_algorithm(s->comm, DC_COMM_ALGO_HOST))) {
        dc_debug_fail_threads(1);
        if (CHECK_OK(fh_run_once(s, &data_ok, &faults))) CHECK(data_ok);
        dc_debug_fail_threads(0);
        fh_junk(s);
        data_ok = 0;
        if (CHECK_OK(fh_run_once(s, &data_ok, &faults))) CHECK(data_ok);
    }
    dc_debug_fail_threads(0);
    fh_close(s);
    free(s);
}

/* Host-path work that failed on a device (dc_debug_fail_event_status: the status of an
   event the call waits on says its commands failed): the call returns DEVICE_LOST naming
   the rank, at once (no wait to the time limit), and the communicator's next calls are
   exact; each of the call's status reads fails in turn. */
TEST(fault_collectives_host_path_failed_event)
{
    fh_state *s = (fh_state *)calloc(1, sizeof *s);
    int data_ok = 0, faults = 0, opened;
    double t0;
    dc_result r;
    REQUIRE(s);
    opened = fh_open(s);
    if (opened && th_has_backend(s->ctx, DC_BACKEND_OPENCL) != dc_device_count(s->ctx)) {
        fh_close(s);   /* the hook fails OpenCL's status reads; CUDA's events have none */
        free(s);
        SKIP("not every device is an OpenCL device");
    }
    if (opened && CHECK_OK(dc_comm_create(s->ctx, NULL, 0, &s->comm)) && CHECK_OK(dc_comm_set_algorithm(s->comm, DC_COMM_ALGO_HOST))) {
        long n;
        dc_comm_set_timeout(s->comm, 60);
        /* each status read of the call's waits in turn, until the call makes fewer */
        for (n = 1; n <= 200 && !th_failed(); n++) {
            t0 = th_now();
            dc_debug_fail_event_status(n);
            r = fh_run_once(s, &data_ok, &faults);
            dc_debug_fail_event_status(0);
            if (r == DC_SUCCESS) {   /* past the call's last read */
                if (!data_ok) FAIL("status read %ld failing: success with wrong results", n);
                th_note("%ld status reads failed in turn", n - 1);
                break;
            }
            if (!CHECK_ERR(r, DC_ERROR_DEVICE_LOST) || !strstr(dc_last_error(), "the event's commands failed") ||
                !strstr(dc_last_error(), "(collective, rank"))
                FAIL("status read %ld failing: %s (\"%s\")", n, dc_result_name(r), dc_last_error());
            if (th_now() - t0 > 30.0) FAIL("status read %ld failing: the call took %.1f s", n, th_now() - t0);
            fh_junk(s);
            data_ok = 0;
            if (CHECK_OK(fh_run_once(s, &data_ok, &faults)) && !data_ok) FAIL("after status read %ld failed: wrong results", n);
            fh_junk(s);
        }
        CHECK(n > 1);
    }
    dc_debug_fail_event_status(0);
    fh_close(s);
    free(s);
}

/* --- the caller's streams of an _async call, destroyed by another thread --- */

/* A communicator keeps the streams of its last _async call (dc_comm.tail) and orders what
   comes next after their work. Once that call has returned the streams are the caller's
   alone: another thread may destroy one (dc_stream_destroy waits for its work) while a
   call of the communicator, or its dc_comm_destroy, orders itself after it. The hook
   (tk_on_comm_tail) puts that destroy exactly between the communicator's lookup of the
   stream and its use: the stream's object was read there after it was freed (ASan:
   heap-use-after-free). Round 0: a blocking all-reduce after an _async one; round 1:
   dc_comm_destroy after an _async all-reduce. */
typedef struct tail_race {
    dc_context *ctx;
    dc_stream *streams;
    int fired;
    dc_result destroyed;
} tail_race;
static void tail_destroy(dc_comm *c, int rank, void *user)
{
    tail_race *t = (tail_race *)user;
    dc_result r;
    (void)c;
    t->fired++;
    if (!t->streams[rank].id) return;
    r = dc_stream_destroy(t->ctx, t->streams[rank]);
    if (r != DC_SUCCESS && t->destroyed == DC_SUCCESS) t->destroyed = r;
    t->streams[rank].id = 0;
}
TEST(collectives_tail_stream_destroyed_meanwhile)
{
    enum { COUNT = 4096 };
    tk_fixture fx;
    dc_comm *comm = NULL;
    dc_buffer send[FC_MAXR], recv[FC_MAXR];
    dc_stream st[FC_MAXR];
    uint32_t *host = (uint32_t *)malloc(COUNT * 4);
    tail_race t;
    int n, k, round;
    uint32_t i;
    memset(send, 0, sizeof send);
    memset(recv, 0, sizeof recv);
    memset(st, 0, sizeof st);
    REQUIRE(host);
    if (!tk_fixture_open(&fx, NULL, NULL, NULL)) { free(host); return; }
    n = fx.devices < FC_MAXR ? fx.devices : FC_MAXR;
    if (n < 2) { free(host); SKIP("needs two devices"); }
    for (k = 0; k < n; k++) {
        for (i = 0; i < COUNT; i++) host[i] = i * (uint32_t)(k + 1);
        if (!CHECK_OK(dc_buffer_create(fx.ctx, k, COUNT * 4, &send[k])) || !CHECK_OK(dc_buffer_create(fx.ctx, k, COUNT * 4, &recv[k])) ||
            !CHECK_OK(dc_buffer_write(fx.ctx, send[k], 0, host, COUNT * 4)))
            goto done;
    }
    for (round = 0; round < 2; round++) {
        int devs[FC_MAXR];
        for (k = 0; k < n; k++) devs[k] = k;
        if (!CHECK_OK(dc_comm_create(fx.ctx, devs, n, &comm))) goto done;
        for (k = 0; k < n; k++)
            if (!CHECK_OK(dc_stream_create(fx.ctx, k, &st[k]))) goto done;
        if (!CHECK_OK(dc_allreduce_async(comm, st, send, recv, COUNT, DC_U32, DC_SUM))) goto done;
        memset(&t, 0, sizeof t);
        t.ctx = fx.ctx;
        t.streams = st;
        tk_on_comm_tail(tail_destroy, &t);
        if (round == 0) {
            CHECK_OK(dc_allreduce(comm, send, recv, COUNT, DC_U32, DC_SUM));
        } else {
            dc_comm_destroy(comm);
            comm = NULL;
        }
        tk_on_comm_tail(NULL, NULL);
        CHECK_EQ(t.fired, n);
        CHECK_OK(t.destroyed);
        if (round == 0) {   /* the blocking call's results, after the _async call's */
            for (k = 0; k < n; k++) {
                if (!CHECK_OK(dc_buffer_read(fx.ctx, recv[k], 0, host, COUNT * 4))) break;
                for (i = 0; i < COUNT; i++)
                    if (host[i] != i * (uint32_t)(n * (n + 1) / 2)) {
                        FAIL("round 0, rank %d: element %u is %u, not %u", k, i, host[i], i * (uint32_t)(n * (n + 1) / 2));
                        break;
                    }
            }
            dc_comm_destroy(comm);
            comm = NULL;
        }
    }
done:
    tk_on_comm_tail(NULL, NULL);
    dc_comm_destroy(comm);
    for (k = 0; k < FC_MAXR; k++) {
        if (st[k].id) dc_stream_destroy(fx.ctx, st[k]);
        if (send[k].id) dc_buffer_destroy(fx.ctx, send[k]);
        if (recv[k].id) dc_buffer_destroy(fx.ctx, recv[k]);
    }
    free(host);
}
