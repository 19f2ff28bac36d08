/* test_nccl.c - NCCL behind dc_comm: the API's errors and the NCCL-absent path (CI), and on
   GPU machines with NCCL: NCCL in one process against the built-in algorithms, and ranks
   in several processes (this binary run again once per rank, the id passed in the
   environment): every collective exact, a rank that never joins, a rank that dies
   before a collective. */
#include "common.h"

/* The CUDA devices of ctx, at most `most`. */
static int nccl_cuda_devices(dc_context *ctx, int *devs, int most)
{
    int i, j, n = 0;
    for (i = 0; i < dc_device_count(ctx) && n < most; i++) {
        dc_device_info info, other;
        int share = 0;   /* of a GPU already taken (DC_DEBUG_CUDA_SPLIT): NCCL takes a GPU once */
        if (dc_device_get_info(ctx, i, &info) != DC_SUCCESS || info.backend != DC_BACKEND_CUDA) continue;
        for (j = 0; j < n && !share; j++)
            share = dc_device_get_info(ctx, devs[j], &other) == DC_SUCCESS && strcmp(other.pci_bus_id, info.pci_bus_id) == 0;
        if (!share) devs[n++] = i;
    }
    return n;
}

/* Fewer than two GPUs for NCCL (n of them): a skip, or under DC_TEST_REQUIRE_CUDA a
   failure, unless the CUDA devices are shares of fewer GPUs (DC_DEBUG_CUDA_SPLIT). */
static void nccl_too_few(int n, const char *why)
{
    if (th_require_cuda() && !getenv("DC_DEBUG_CUDA_SPLIT")) FAIL("DC_TEST_REQUIRE_CUDA: %s", n < 2 ? "fewer than two CUDA GPUs" : why);
    else th_skip("%s", n < 2 ? "fewer than two CUDA GPUs" : why);
}

/* NCCL here or not: dc_comm_id_create says which, and the reason when not. */
static int nccl_present(dc_context *ctx)
{
    dc_comm_id id;
    dc_result r = dc_comm_id_create(ctx, &id);
    if (r == DC_SUCCESS) return 1;
    CHECK_EQ(r, DC_ERROR_UNSUPPORTED);
    th_note("no NCCL: %s", dc_last_error());
    return 0;
}

TEST(nccl_api_errors)
{
    dc_context *ctx = th_ctx(NULL);
    dc_comm_id id;
    dc_comm *c = (dc_comm *)&id;
    int devs[64];
    REQUIRE(ctx);
    memset(&id, 0, sizeof id);
    CHECK_ERR(dc_comm_id_create(NULL, &id), DC_ERROR_INVALID_ARGUMENT);
    CHECK_ERR(dc_comm_id_create(ctx, NULL), DC_ERROR_INVALID_ARGUMENT);
    CHECK_ERR(dc_comm_init_rank(NULL, 0, 2, 0, &id, &c), DC_ERROR_INVALID_ARGUMENT);
    CHECK(c == NULL);   /* out cleared on failure */
    CHECK_ERR(dc_comm_init_rank(ctx, 0, 2, 0, NULL, &c), DC_ERROR_INVALID_ARGUMENT);
    CHECK_ERR(dc_comm_init_rank(ctx, 0, 2, 0, &id, NULL), DC_ERROR_INVALID_ARGUMENT);
    CHECK_ERR(dc_comm_init_rank(ctx, 0, 0, 0, &id, &c), DC_ERROR_INVALID_ARGUMENT);
    CHECK_ERR(dc_comm_init_rank(ctx, 0, 2, -1, &id, &c), DC_ERROR_OUT_OF_RANGE);
    CHECK_ERR(dc_comm_init_rank(ctx, 0, 2, 2, &id, &c), DC_ERROR_OUT_OF_RANGE);
    CHECK_ERR(dc_comm_init_rank(ctx, dc_device_count(ctx), 2, 0, &id, &c), DC_ERROR_OUT_OF_RANGE);
    CHECK_ERR(dc_comm_init_rank(ctx, -1, 2, 0, &id, &c), DC_ERROR_OUT_OF_RANGE);
    CHECK_ERR(dc_comm_set_init_timeout(NULL, 1), DC_ERROR_INVALID_ARGUMENT);
    CHECK_ERR(dc_comm_set_init_timeout(ctx, -1), DC_ERROR_INVALID_ARGUMENT);
    CHECK_ERR(dc_comm_set_init_timeout(ctx, 1e10), DC_ERROR_INVALID_ARGUMENT);
    CHECK_OK(dc_comm_set_init_timeout(ctx, 0));
    CHECK_EQ(dc_comm_size(NULL), 0);
    CHECK_EQ(dc_comm_rank(NULL), -1);
    {   /* an OpenCL device: ranks in several processes run on NCCL, which is CUDA's */
        int d;
        dc_device_info info;
        for (d = 0; d < dc_device_count(ctx); d++)
            if (dc_device_get_info(ctx, d, &info) == DC_SUCCESS && info.backend == DC_BACKEND_OPENCL) break;
        if (d < dc_device_count(ctx)) {
            CHECK_ERR(dc_comm_init_rank(ctx, d, 2, 0, &id, &c), DC_ERROR_UNSUPPORTED);
            CHECK(strstr(dc_last_error(), "CUDA") != NULL);
        }
    }
    if (!nccl_present(ctx)) {
        /* asking for NCCL says what was looked for */
        CHECK(strstr(dc_last_error(), "NCCL_LIB") != NULL);
        if (nccl_cuda_devices(ctx, devs, 1) == 1) {
            CHECK_ERR(dc_comm_init_rank(ctx, devs[0], 2, 0, &id, &c), DC_ERROR_UNSUPPORTED);
            CHECK(strstr(dc_last_error(), "NCCL") != NULL);
        }
    }
}

/* A communicator of dc_comm_create: size and rank, and NCCL refused where a rank is not
   CUDA (PoCL on CI) or NCCL is missing, with the reason. */
TEST(nccl_set_algorithm)
{
    dc_context *ctx = th_ctx(NULL);
    dc_comm *c = NULL;
    dc_result r;
    int cuda[8], n;
    REQUIRE(ctx);
    REQUIRE_OK(dc_comm_create(ctx, NULL, 0, &c));
    CHECK_EQ(dc_comm_size(c), dc_device_count(ctx));
    CHECK_EQ(dc_comm_rank(c), 0);
    r = dc_comm_set_algorithm(c, DC_COMM_ALGO_NCCL);
    n = nccl_cuda_devices(ctx, cuda, 8);
    if (dc_device_count(ctx) == 1) {
        CHECK_EQ(r, DC_ERROR_UNSUPPORTED);   /* one rank: local only */
    } else if (n < dc_device_count(ctx)) {
        CHECK_EQ(r, DC_ERROR_UNSUPPORTED);
        CHECK(strstr(dc_last_error(), "CUDA") != NULL);
    } else if (r != DC_SUCCESS) {
        CHECK_EQ(r, DC_ERROR_UNSUPPORTED);
        CHECK(strstr(dc_last_error(), "NCCL") != NULL);
    }
    dc_comm_destroy(c);
}

/* dc_comm_init_rank with one rank (a job started on a single GPU): it joins at once, every
   collective gives its input back (the world is this rank), as local copies, not NCCL's;
   in place nothing moves ("none"). */
TEST(nccl_one_rank_alone)
{
    dc_context *ctx = th_ctx(NULL);
    dc_comm_id id;
    dc_comm *c = NULL;
    dc_comm_report rep;
    dc_buffer s, rb;
    dc_stream st;
    int devs[1], k;
    const uint64_t count = 1027;
    int32_t in[1027], got[1027];
    uint64_t e;
    REQUIRE(ctx);
    if (nccl_cuda_devices(ctx, devs, 1) < 1) {
        if (th_require_cuda()) FAIL("DC_TEST_REQUIRE_CUDA: no CUDA device");
        else SKIP("no CUDA device");
        return;
    }
    if (dc_comm_id_create(ctx, &id) != DC_SUCCESS) {
        if (th_require_cuda()) FAIL("DC_TEST_REQUIRE_CUDA: no NCCL: %s", dc_last_error());
        else SKIP("no NCCL: %s", dc_last_error());
        return;
    }
    REQUIRE_OK(dc_comm_init_rank(ctx, devs[0], 1, 0, &id, &c));
    CHECK_EQ(dc_comm_size(c), 1);
    CHECK_EQ(dc_comm_rank(c), 0);
    REQUIRE_OK(dc_buffer_create(ctx, devs[0], count * 4, &s));
    REQUIRE_OK(dc_buffer_create(ctx, devs[0], count * 4, &rb));
    REQUIRE_OK(dc_stream_create(ctx, devs[0], &st));
    for (e = 0; e < count; e++) in[e] = (int32_t)(e * 2654435761u);
    CHECK_OK(dc_buffer_write(ctx, s, 0, in, sizeof in));
    for (k = 0; k < 2 * DC_COLLECTIVE_COUNT; k++) {
        dc_result r;
        CHECK_OK(dc_buffer_fill(ctx, rb, 0, count * 4, "\xee", 1));
        switch (k % DC_COLLECTIVE_COUNT) {
        case DC_ALLREDUCE: r = k < DC_COLLECTIVE_COUNT ? dc_allreduce(c, &s, &rb, count, DC_I32, DC_SUM) : dc_allreduce_async(c, &st, &s, &rb, count, DC_I32, DC_SUM); break;
        case DC_REDUCE: r = k < DC_COLLECTIVE_COUNT ? dc_reduce(c, &s, &rb, count, DC_I32, DC_MAX, 0) : dc_reduce_async(c, &st, &s, &rb, count, DC_I32, DC_MAX, 0); break;
        case DC_BROADCAST: r = k < DC_COLLECTIVE_COUNT ? dc_broadcast(c, &s, &rb, count, DC_I32, 0) : dc_broadcast_async(c, &st, &s, &rb, count, DC_I32, 0); break;
        case DC_ALLGATHER: r = k < DC_COLLECTIVE_COUNT ? dc_allgather(c, &s, &rb, count, DC_I32) : dc_allgather_async(c, &st, &s, &rb, count, DC_I32); break;
        default: r = k < DC_COLLECTIVE_COUNT ? dc_reduce_scatter(c, &s, &rb, count, DC_I32, DC_SUM) : dc_reduce_scatter_async(c, &st, &s, &rb, count, DC_I32, DC_SUM); break;
        }
        if (!CHECK_OK(r)) continue;
        CHECK_OK(dc_stream_synchronize(ctx, st));
        CHECK_OK(dc_buffer_read(ctx, rb, 0, got, sizeof got));
        if (memcmp(got, in, sizeof got) != 0)
            FAIL("%s (%s) on one rank did not give its input back", dc_collective_name((dc_collective)(k % DC_COLLECTIVE_COUNT)), k < DC_COLLECTIVE_COUNT ? "blocking" : "_async");
        if (CHECK_OK(dc_comm_report_get(c, &rep))) CHECK(!strcmp(rep.algorithm_name, "local"));
    }
    /* in place nothing moves: the data stays, the report says "none" */
    if (CHECK_OK(dc_allreduce(c, &s, &s, count, DC_I32, DC_SUM))) {
        CHECK_OK(dc_buffer_read(ctx, s, 0, got, sizeof got));
        if (memcmp(got, in, sizeof got) != 0) FAIL("an in-place all-reduce on one rank changed its data");
        if (CHECK_OK(dc_comm_report_get(c, &rep))) CHECK(!strcmp(rep.algorithm_name, "none"));
    }
    CHECK_ERR(dc_reduce(c, &s, &rb, count, DC_I32, DC_SUM, 1), DC_ERROR_OUT_OF_RANGE);   /* root outside the world of 1 */
    CHECK_ERR(dc_comm_set_algorithm(c, DC_COMM_ALGO_NCCL), DC_ERROR_UNSUPPORTED);
    dc_comm_destroy(c);
    dc_stream_destroy(ctx, st);
    dc_buffer_destroy(ctx, s);
    dc_buffer_destroy(ctx, rb);
}

/* --- several processes ------------------------------------------------------------------ */

static void nccl_hex(const dc_comm_id *id, char *out)
{
    size_t i;
    for (i = 0; i < sizeof id->bytes; i++) sprintf(out + 2 * i, "%02x", id->bytes[i]);
}
static int nccl_unhex(const char *s, dc_comm_id *id)
{
    size_t i;
    unsigned v;
    if (!s || strlen(s) != 2 * sizeof id->bytes) return 0;
    for (i = 0; i < sizeof id->bytes; i++) {
        if (sscanf(s + 2 * i, "%2x", &v) != 1) return 0;
        id->bytes[i] = (unsigned char)v;
    }
    return 1;
}

/* The child of nccl_processes: rank DC_NCCL_RANK of DC_NCCL_RANKS on CUDA device
   DC_NCCL_DEVICE. DC_NCCL_MODE: "all" runs every collective on i32 and f32 and checks
   each exactly; "die" joins and exits at once; "wait" joins and all-reduces with a 5 s
   limit, which must fail (its peer died); "alone" expects the join to time out; "idle"
   joins, stays 12 s without a call, then destroys; "lonely" joins and queues _async
   all-reduces (its peer idle), which must fail within the limit and leave its stream free;
   "stream" and "killed" both queue 200 all-reduces of 64 MiB, "killed" dies 50 ms (or 150
   calls) into them: "stream" must get an error (not hang) within its limit. */
static void nccl_child(void)
{
    const char *mode = getenv("DC_NCCL_MODE");
    int rank = atoi(getenv("DC_NCCL_RANK")), n = atoi(getenv("DC_NCCL_RANKS")), dev = atoi(getenv("DC_NCCL_DEVICE"));
    dc_context_desc desc;
    dc_context *ctx;
    dc_comm_id id;
    dc_comm *c = NULL;
    dc_result r;
    double t0;
    memset(&desc, 0, sizeof desc);
    desc.backends = DC_BACKEND_CUDA;
    ctx = th_ctx(&desc);
    REQUIRE(ctx);
    REQUIRE(nccl_unhex(getenv("DC_NCCL_ID"), &id));
    if (!strcmp(mode, "alone")) CHECK_OK(dc_comm_set_init_timeout(ctx, 3));
    t0 = th_now();
    r = dc_comm_init_rank(ctx, dev, n, rank, &id, &c);
    if (!strcmp(mode, "alone")) {
        CHECK_EQ(r, DC_ERROR_TIMEOUT);
        CHECK(th_now() - t0 < 20);
        th_note("rank %d alone: %s after %.1f s", rank, dc_last_error(), th_now() - t0);
        if (r == DC_SUCCESS) dc_comm_destroy(c);
        return;
    }
    REQUIRE_OK(r);
    CHECK_EQ(dc_comm_size(c), n);
    CHECK_EQ(dc_comm_rank(c), rank);
    if (!strcmp(mode, "die")) _Exit(0);   /* no goodbye: the others must not hang */
    if (!strcmp(mode, "idle")) {
        th_sleep_us(12000000);
        dc_comm_destroy(c);
        return;
    }
    if (!strcmp(mode, "lonely") || !strcmp(mode, "stream") || !strcmp(mode, "killed")) {
        /* lonely: small _async calls, its peer idle. NCCL connected at init, so no call waits
           for the peer on the host; the queued kernels wait on the GPU, and the calls are
           capped (dc__nccl_bound): one of the first 200 must time out. stream / killed: 64 MiB
           calls, "killed" dies among them, and "stream" must get an error within its limit.
           Either way NCCL is aborted, the stream frees up and the communicator stays broken. */
        int lonely = !strcmp(mode, "lonely"), calls = lonely ? 1000 : 200, k;
        const uint64_t bytes = lonely ? 4096 : (uint64_t)64 << 20;
        dc_buffer b;
        dc_stream st;
        REQUIRE_OK(dc_buffer_create(ctx, dev, bytes, &b));
        REQUIRE_OK(dc_stream_create(ctx, dev, &st));
        CHECK_OK(dc_comm_set_timeout(c, lonely ? 3 : 5));
        t0 = th_now();
        for (k = 0, r = DC_SUCCESS; k < calls && r == DC_SUCCESS; k++) {
            r = dc_allreduce_async(c, &st, &b, &b, bytes / 4, DC_F32, DC_SUM);
            if (!strcmp(mode, "killed") && (k >= 150 || th_now() - t0 > 0.05)) _Exit(0);   /* mid-collectives, no goodbye */
        }
        if (!lonely && r == DC_SUCCESS) r = dc_allreduce(c, &b, &b, bytes / 4, DC_F32, DC_SUM);   /* waits, bounded */
        th_note("rank %d (%s): call %d gave %s (%s) after %.1f s", rank, mode, k, dc_result_name(r), dc_last_error(), th_now() - t0);
        if (lonely) {
            CHECK_EQ(r, DC_ERROR_TIMEOUT);
            CHECK(k <= 200);
            CHECK(th_now() - t0 < 10);
        } else {
            CHECK(r != DC_SUCCESS);
            CHECK(th_now() - t0 < 30);
        }
        CHECK_OK(dc_stream_synchronize(ctx, st));   /* NCCL aborted: its kernels gave up */
        CHECK(dc_allreduce(c, &b, &b, 16, DC_F32, DC_SUM) != DC_SUCCESS);
        dc_comm_destroy(c);
        dc_stream_destroy(ctx, st);
        dc_buffer_destroy(ctx, b);
        return;
    }
    if (!strcmp(mode, "wait")) {
        dc_buffer b;
        REQUIRE_OK(dc_buffer_create(ctx, dev, 1 << 20, &b));
        CHECK_OK(dc_comm_set_timeout(c, 5));
        th_sleep_us(1000000);   /* the peer is gone by now */
        t0 = th_now();
        r = dc_allreduce(c, &b, &b, (1 << 20) / 4, DC_F32, DC_SUM);
        th_note("rank %d after its peer died: %s (%s) in %.1f s", rank, dc_result_name(r), dc_last_error(), th_now() - t0);
        CHECK(r != DC_SUCCESS);
        CHECK(th_now() - t0 < 30);
        /* broken for good, and destroying it is safe */
        CHECK(dc_allreduce(c, &b, &b, 16, DC_F32, DC_SUM) != DC_SUCCESS);
        dc_comm_destroy(c);
        dc_buffer_destroy(ctx, b);
        return;
    }
    {
        /* every collective, i32 and f32, values small enough that every sum is exact */
        const uint64_t count = 1000 + 17;
        dc_buffer s, rb;
        int32_t *in = (int32_t *)malloc(count * n * 4), *got = (int32_t *)malloc(count * n * 4);
        int k, t, root = n - 1, j;
        uint64_t e;
        REQUIRE(in && got);
        REQUIRE_OK(dc_buffer_create(ctx, dev, count * n * 4, &s));
        REQUIRE_OK(dc_buffer_create(ctx, dev, count * n * 4, &rb));
        for (t = 0; t < 2; t++) {
            dc_dtype dt = t ? DC_F32 : DC_I32;
            for (k = 0; k < DC_COLLECTIVE_COUNT; k++) {
                dc_comm_report rep;
                /* rank r's element e is r * 7 + e % 13 (+ block offset for reduce-scatter) */
                for (e = 0; e < count * n; e++) {
                    int v = rank * 7 + (int)(e % 13);
                    if (t) { float f = (float)v; memcpy(&in[e], &f, 4); } else in[e] = v;
                }
                CHECK_OK(dc_buffer_write(ctx, s, 0, in, count * n * 4));
                CHECK_OK(dc_buffer_fill(ctx, rb, 0, count * n * 4, "\xee", 1));
                switch (k) {
                case DC_ALLREDUCE: r = dc_allreduce(c, &s, &rb, count, dt, DC_SUM); break;
                case DC_REDUCE: r = dc_reduce(c, &s, &rb, count, dt, DC_SUM, root); break;
                case DC_BROADCAST: r = dc_broadcast(c, &s, &rb, count, dt, root); break;
                case DC_ALLGATHER: r = dc_allgather(c, &s, &rb, count, dt); break;
                default: r = dc_reduce_scatter(c, &s, &rb, count, dt, DC_SUM); break;
                }
                if (!CHECK_OK(r)) continue;
                CHECK_OK(dc_comm_report_get(c, &rep));
                CHECK_EQ((int)rep.algorithm, (int)DC_COMM_ALGO_NCCL);
                CHECK_OK(dc_buffer_read(ctx, rb, 0, got, count * n * 4));
                if (k == DC_REDUCE && rank != root) continue;
                for (e = 0; e < (k == DC_ALLGATHER ? count * n : count); e++) {
                    long want = 0;
                    int v;
                    uint64_t src = k == DC_REDUCE_SCATTER ? (uint64_t)rank * count + e : e;
                    if (k == DC_BROADCAST) want = root * 7 + (long)(e % 13);
                    else if (k == DC_ALLGATHER) want = (long)(e / count) * 7 + (long)(e % count % 13);
                    else for (j = 0; j < n; j++) want += j * 7 + (long)(src % 13);
                    if (t) { float f; memcpy(&f, &got[e], 4); v = (int)f; if ((float)v != f) v = -99999; } else v = got[e];
                    if (v != want) {
                        FAIL("rank %d: %s %s element %llu: %d, expected %ld", rank, dc_collective_name((dc_collective)k), t ? "f32" : "i32",
                             (unsigned long long)e, v, want);
                        break;
                    }
                }
            }
        }
        dc_buffer_destroy(ctx, s);
        dc_buffer_destroy(ctx, rb);
        free(in);
        free(got);
        dc_comm_destroy(c);
    }
}

/* Starts this binary's test `test` once per rank (modes[r]), waits at most `limit` s
   for all, kills what is left. Returns the number of children that did not pass (a
   skip counts as passed). */
static int nccl_processes(const char *test, const dc_comm_id *id, int n, int joining, const int *devs, const char *const *modes, double limit)
{
    th_proc proc[8];
    int running[8] = { 0 };
    char hex[2 * sizeof id->bytes + 1], rank_s[16], n_s[16], dev_s[16];
    int k, bad = 0, left = 0;
    double t0 = th_now();
    nccl_hex(id, hex);
    snprintf(n_s, sizeof n_s, "%d", n);
    for (k = 0; k < joining && k < 8; k++) {
        const char *env[] = { "DC_TEST_CHILD", "1", "DC_NCCL_ID", hex, "DC_NCCL_RANK", rank_s, "DC_NCCL_RANKS", n_s,
                              "DC_NCCL_DEVICE", dev_s, "DC_NCCL_MODE", modes[k], NULL };
        snprintf(rank_s, sizeof rank_s, "%d", k);
        snprintf(dev_s, sizeof dev_s, "%d", devs[k]);
        if (!th_proc_start(test, env, &proc[k])) {
            th_note("rank %d's process did not start", k);
            bad++;
            continue;
        }
        running[k] = 1;
        left++;
    }
    while (left > 0) {
        for (k = 0; k < joining && k < 8; k++) {
            int status = 0, w;
            if (!running[k] || (w = th_proc_wait(proc[k], 0, &status)) == 0) continue;
            running[k] = 0;
            left--;
            if (w < 0 || (status != 0 && status != 2)) {
                bad++;
                th_note("rank %d's process ended with status %d", k, w < 0 ? -1 : status);
            }
        }
        if (left > 0 && th_now() - t0 > limit) {
            th_note("%d rank process(es) still running after %.0f s: killed (a hang)", left, limit);
            for (k = 0; k < joining && k < 8; k++)
                if (running[k]) th_proc_kill(proc[k]);
            return bad + left;
        }
        if (left > 0) th_sleep_us(20000);
    }
    return bad;
}

/* The parent's side: the CUDA devices and NCCL, or a skip. */
static int nccl_setup(dc_context **ctx, dc_comm_id *id, int *devs, int most)
{
    int n;
    *ctx = th_ctx(NULL);
    if (!*ctx) return 0;
    n = nccl_cuda_devices(*ctx, devs, most);
    if (n < 2) {
        nccl_too_few(n, "");
        return 0;
    }
    if (dc_comm_id_create(*ctx, id) != DC_SUCCESS) {
        if (th_require_cuda()) FAIL("DC_TEST_REQUIRE_CUDA: no NCCL: %s", dc_last_error());
        else th_skip("no NCCL: %s", dc_last_error());
        return 0;
    }
    return n;
}

TEST(nccl_processes_collectives)
{
    dc_context *ctx;
    dc_comm_id id;
    int devs[4], n;
    static const char *const modes[] = { "all", "all", "all", "all" };
    if (getenv("DC_TEST_CHILD")) { nccl_child(); return; }
    if (!(n = nccl_setup(&ctx, &id, devs, 4))) return;
    CHECK_EQ(nccl_processes("nccl_processes_collectives", &id, n, n, devs, modes, 120), 0);
    th_note("%d processes, one rank each", n);
}

/* Two ranks' processes in the given modes (`joining` of them started), or the child's side. */
static void nccl_pair(const char *test, const char *const *modes, int joining, double limit)
{
    dc_context *ctx;
    dc_comm_id id;
    int devs[2];
    if (getenv("DC_TEST_CHILD")) { nccl_child(); return; }
    if (!nccl_setup(&ctx, &id, devs, 2)) return;
    CHECK_EQ(nccl_processes(test, &id, 2, joining, devs, modes, limit), 0);
}

TEST(nccl_processes_rank_never_joins)
{
    static const char *const modes[] = { "alone" };
    nccl_pair("nccl_processes_rank_never_joins", modes, 1, 60);
}

TEST(nccl_processes_rank_dies)
{
    static const char *const modes[] = { "wait", "die" };
    nccl_pair("nccl_processes_rank_dies", modes, 2, 90);
}

TEST(nccl_processes_rank_killed_mid_collective)
{
    static const char *const modes[] = { "stream", "killed" };
    nccl_pair("nccl_processes_rank_killed_mid_collective", modes, 2, 90);
}

TEST(nccl_processes_rank_idle)
{
    static const char *const modes[] = { "lonely", "idle" };
    nccl_pair("nccl_processes_rank_idle", modes, 2, 90);
}

/* NCCL in one process against the built-in algorithms: every collective and dtype, in
   place and out of place, on the blocking and the _async path; integer-valued data, so
   that every result is exact and the two must agree bit for bit. */
TEST(nccl_one_process_matches_builtin)
{
    dc_context *ctx = th_ctx(NULL);
    dc_comm *nc = NULL, *bc = NULL;
    dc_buffer s[4], rn[4], rb[4];
    dc_stream st[4];
    int devs[4], n, i, k, t, ip, cases = 0;
    const uint64_t count = 4099;
    const uint64_t bytes = count * 4 * 8;   /* room for all-gather of 4 ranks of 8-byte types */
    unsigned char *a, *b;
    REQUIRE(ctx);
    n = nccl_cuda_devices(ctx, devs, 4);
    if (n < 2) {
        nccl_too_few(n, "");
        return;
    }
    REQUIRE_OK(dc_comm_create(ctx, devs, n, &nc));
    REQUIRE_OK(dc_comm_create(ctx, devs, n, &bc));
    if (dc_comm_set_algorithm(nc, DC_COMM_ALGO_NCCL) != DC_SUCCESS) {
        if (th_require_cuda()) FAIL("DC_TEST_REQUIRE_CUDA: %s", dc_last_error());
        else th_skip("%s", dc_last_error());
        dc_comm_destroy(nc);
        dc_comm_destroy(bc);
        return;
    }
    a = (unsigned char *)malloc(bytes);
    b = (unsigned char *)malloc(bytes);
    REQUIRE(a && b);
    for (i = 0; i < n; i++) {
        REQUIRE_OK(dc_buffer_create(ctx, devs[i], bytes, &s[i]));
        REQUIRE_OK(dc_buffer_create(ctx, devs[i], bytes, &rn[i]));
        REQUIRE_OK(dc_buffer_create(ctx, devs[i], bytes, &rb[i]));
        REQUIRE_OK(dc_stream_create(ctx, devs[i], &st[i]));
    }
    for (t = 0; t < DC_DTYPE_COUNT; t++)
        for (k = 0; k < DC_COLLECTIVE_COUNT; k++)
            for (ip = 0; ip < 2; ip++) {
                dc_dtype dt = (dc_dtype)t;
                size_t es = dc_dtype_size(dt);
                dc_op op = k == DC_BROADCAST || k == DC_ALLGATHER ? DC_SUM : (dc_op)(cases % 3 == 0 ? DC_SUM : cases % 3 == 1 ? DC_MAX : DC_MIN);
                int root = cases % n, async = cases % 2;
                uint64_t e;
                dc_collective_desc d;
                dc_comm_report rep;
                cases++;
                for (i = 0; i < n; i++) {
                    /* small non-negative integers in every type: exact sums of 4 ranks */
                    for (e = 0; e < bytes / es; e++) tk_store_small(dt, a, e, (unsigned)((e * 31 + (uint64_t)i * 7) % 23));
                    CHECK_OK(dc_buffer_write(ctx, s[i], 0, a, bytes));
                    CHECK_OK(dc_buffer_write(ctx, rn[i], 0, a, bytes));   /* in place starts from the input */
                    CHECK_OK(dc_buffer_write(ctx, rb[i], 0, a, bytes));
                }
                memset(&d, 0, sizeof d);
                d.kind = (dc_collective)k;
                d.count = count;
                d.dtype = dt;
                d.op = op;
                d.root = root;
                d.send = ip ? rn : s;
                d.recv = rn;
                d.streams = async ? st : NULL;
                if (ip && (k == DC_ALLGATHER || k == DC_REDUCE_SCATTER)) {
                    /* NCCL's in-place layout: the rank's own block of the larger buffer */
                    uint64_t off[4];
                    for (i = 0; i < n; i++) off[i] = (uint64_t)i * count * es;
                    if (k == DC_ALLGATHER) d.send_offset = off; else d.recv_offset = off;
                    if (!CHECK_OK(dc_collective_run(nc, &d))) continue;
                    d.send = d.recv = rb;
                    CHECK_OK(dc_collective_run(bc, &d));
                } else {
                    if (!CHECK_OK(dc_collective_run(nc, &d))) continue;
                    if (ip) d.send = rb;
                    d.recv = rb;
                    CHECK_OK(dc_collective_run(bc, &d));
                }
                if (async) for (i = 0; i < n; i++) CHECK_OK(dc_stream_synchronize(ctx, st[i]));
                CHECK_OK(dc_comm_report_get(nc, &rep));
                CHECK_EQ((int)rep.algorithm, (int)DC_COMM_ALGO_NCCL);
                for (i = 0; i < n; i++) {
                    if (k == DC_REDUCE && i != root) continue;
                    CHECK_OK(dc_buffer_read(ctx, rn[i], 0, a, bytes));
                    CHECK_OK(dc_buffer_read(ctx, rb[i], 0, b, bytes));
                    if (memcmp(a, b, bytes) != 0) {
                        FAIL("%s %s %s %s rank %d: NCCL and the built-in algorithm differ", dc_collective_name((dc_collective)k),
                             dc_dtype_name(dt), dc_op_name(op), ip ? "in place" : "out of place", i);
                        break;
                    }
                }
            }
    th_note("%d cases on %d ranks, NCCL and built-in bitwise equal", cases, n);
    for (i = 0; i < n; i++) {
        dc_buffer_destroy(ctx, s[i]);
        dc_buffer_destroy(ctx, rn[i]);
        dc_buffer_destroy(ctx, rb[i]);
        dc_stream_destroy(ctx, st[i]);
    }
    free(a);
    free(b);
    dc_comm_destroy(nc);
    dc_comm_destroy(bc);
}

/* The automatic choice hands reduce to NCCL from 8 MiB a rank (DC__COLL_NCCL_REDUCE_2 /
   _N, where NCCL measured faster), for the calls whose results NCCL computes as the
   library defines them, and keeps its own algorithms below that size and for f16 sums,
   AVG and float MAX; every result checked (small integers: exact in every order). */
TEST(nccl_auto_takes_reduce_where_measured)
{
    static const struct { uint64_t bytes; dc_dtype t; dc_op op; int nccl; } cases[] = {
        { 8u << 20, DC_F32, DC_SUM, 1 },         { (8u << 20) - 4, DC_F32, DC_SUM, 0 }, { 8u << 20, DC_I32, DC_MAX, 1 },
        { 8u << 20, DC_F16, DC_SUM, 0 },         { 8u << 20, DC_F32, DC_AVG, 0 },       { 8u << 20, DC_F32, DC_MAX, 0 },
        { 16u << 20, DC_F64, DC_SUM, 1 },
    };
    const uint64_t cap = 16u << 20;
    dc_context *ctx = th_ctx(NULL);
    dc_comm *c = NULL;
    dc_buffer s[4], r[4];
    int devs[4], n, i, k;
    unsigned char *host;
    REQUIRE(ctx);
    n = nccl_cuda_devices(ctx, devs, 4);
    if (n < 2 || !nccl_present(ctx)) {
        nccl_too_few(n, "no NCCL");
        return;
    }
    REQUIRE_OK(dc_comm_create(ctx, devs, n, &c));
    REQUIRE((host = (unsigned char *)malloc(cap)) != NULL);
    for (i = 0; i < n; i++) {
        REQUIRE_OK(dc_buffer_create(ctx, devs[i], cap, &s[i]));
        REQUIRE_OK(dc_buffer_create(ctx, devs[i], cap, &r[i]));
    }
    for (k = 0; k < (int)(sizeof cases / sizeof cases[0]); k++) {
        size_t es = dc_dtype_size(cases[k].t);
        uint64_t count = cases[k].bytes / es, e, bad = 0;
        int root = k % n;
        dc_comm_report rep;
        for (i = 0; i < n; i++) {
            for (e = 0; e < count; e++) tk_store_small(cases[k].t, host, e, (unsigned)((e * 13 + (uint64_t)i * 5) % 9));
            CHECK_OK(dc_buffer_write(ctx, s[i], 0, host, count * es));
        }
        if (!CHECK_OK(dc_reduce(c, s, r, count, cases[k].t, cases[k].op, root))) continue;
        CHECK_OK(dc_comm_report_get(c, &rep));
        if ((rep.algorithm == DC_COMM_ALGO_NCCL) != cases[k].nccl)
            FAIL("reduce of %llu bytes a rank (%s %s) on %d ranks took %s: expected %s", (unsigned long long)cases[k].bytes,
                 dc_dtype_name(cases[k].t), dc_op_name(cases[k].op), n, rep.algorithm_name, cases[k].nccl ? "nccl" : "a built-in algorithm");
        CHECK_OK(dc_buffer_read(ctx, r[root], 0, host, count * es));
        for (e = 0; e < count; e++) {
            uint64_t want = 0, v, mx = 0;
            for (i = 0; i < n; i++) {
                v = (e * 13 + (uint64_t)i * 5) % 9;
                want += v;
                mx = v > mx ? v : mx;
            }
            want = cases[k].op == DC_MAX ? mx : want;
            if (cases[k].op == DC_AVG) {   /* floats: the sum over n, compared in double */
                float got;
                double off;
                memcpy(&got, host + e * 4, 4);
                off = (double)got - (double)want / n;
                bad += off > 1e-5 || off < -1e-5;
            } else {
                bad += tk_load_small(cases[k].t, host, e) != want;
            }
        }
        if (bad) FAIL("reduce of %llu bytes a rank (%s %s, %s): %llu wrong elements", (unsigned long long)cases[k].bytes, dc_dtype_name(cases[k].t),
                      dc_op_name(cases[k].op), rep.algorithm_name, (unsigned long long)bad);
        th_note("%llu bytes %s %s: %s", (unsigned long long)cases[k].bytes, dc_dtype_name(cases[k].t), dc_op_name(cases[k].op), rep.algorithm_name);
    }
    for (i = 0; i < n; i++) {
        dc_buffer_destroy(ctx, s[i]);
        dc_buffer_destroy(ctx, r[i]);
    }
    free(host);
    dc_comm_destroy(c);
}
