/* test_streams.c - streams and events: ordering on one device and across devices. */
#include "common.h"

/* Two streams of one device: stream 2 waits for stream 1's event before copying what
   stream 1 wrote. The write is large so that a missing wait shows. */
TEST(stream_wait_event_same_device)
{
    enum { N = 8 * 1024 * 1024 };
    int d;
    dc_context *ctx = th_ctx(NULL);
    REQUIRE(ctx);
    for (d = 0; d < dc_device_count(ctx); d++) {
        unsigned char *src = (unsigned char *)dc_host_alloc(ctx, N);
        unsigned char *dst = (unsigned char *)dc_host_alloc(ctx, N);
        dc_buffer a, b;
        dc_stream s1, s2;
        dc_event e;
        if (!src || !dst) {
            FAIL("dc_host_alloc");
            return;
        }
        th_fill_random(src, N, 77 + (uint64_t)d);
        memset(dst, 0, N);
        REQUIRE_OK(dc_buffer_create(ctx, d, N, &a));
        REQUIRE_OK(dc_buffer_create(ctx, d, N, &b));
        REQUIRE_OK(dc_buffer_fill(ctx, a, 0, N, "\0", 1));
        REQUIRE_OK(dc_stream_create(ctx, d, &s1));
        REQUIRE_OK(dc_stream_create(ctx, d, &s2));
        CHECK_OK(dc_buffer_write_async(ctx, s1, a, 0, src, N));
        CHECK_OK(dc_event_record(ctx, s1, &e));
        CHECK_OK(dc_stream_wait_event(ctx, s2, e));
        CHECK_OK(dc_copy_async(ctx, s2, b, 0, a, 0, N));
        CHECK_OK(dc_buffer_read_async(ctx, s2, b, 0, dst, N));
        CHECK_OK(dc_stream_synchronize(ctx, s2));
        if (memcmp(src, dst, N) != 0) FAIL("device %d: stream 2 ran before stream 1's event", d);
        CHECK_OK(dc_stream_destroy(ctx, s1));
        CHECK_OK(dc_stream_destroy(ctx, s2));
        dc_event_destroy(ctx, e);
        dc_buffer_destroy(ctx, a);
        dc_buffer_destroy(ctx, b);
        dc_host_free(ctx, src);
        dc_host_free(ctx, dst);
    }
}

/* Device 0 produces (write, kernel, read into host memory h), device 1's stream waits for
   device 0's event, then uploads h and reads it back. Without the wait device 1 would
   upload h before device 0 has filled it. */
TEST(stream_wait_event_across_devices)
{
    enum { N = 2 * 1024 * 1024 };   /* floats */
    tk_fixture fx;
    dc_kernel k;
    int d0, d1, n, pairs = 0;
    dc_context *ctx = tk_fixture_open(&fx, NULL, "scale", &k);
    REQUIRE(ctx);
    n = fx.devices;
    if (n < 2) SKIP("needs 2 devices, have %d", n);
    for (d0 = 0; d0 < n && pairs < 4; d0++) {
        for (d1 = 0; d1 < n && pairs < 4; d1++) {
            float *src, *h, *out;
            dc_buffer b0, b1;
            dc_stream s0, s1;
            dc_event e;
            int i, bad = -1;
            if (d0 == d1) continue;
            pairs++;
            src = (float *)malloc(N * sizeof(float));
            h = (float *)dc_host_alloc(ctx, N * sizeof(float));
            out = (float *)dc_host_alloc(ctx, N * sizeof(float));
            if (!src || !h || !out) {
                FAIL("out of host memory");
                free(src);
                return;
            }
            for (i = 0; i < N; i++) src[i] = (float)(i % 1000) + 0.5f;
            memset(h, 0, N * sizeof(float));
            memset(out, 0, N * sizeof(float));
            REQUIRE_OK(dc_buffer_create(ctx, d0, N * sizeof(float), &b0));
            REQUIRE_OK(dc_buffer_create(ctx, d1, N * sizeof(float), &b1));
            REQUIRE_OK(dc_stream_create(ctx, d0, &s0));
            REQUIRE_OK(dc_stream_create(ctx, d1, &s1));
            CHECK_OK(dc_buffer_write_async(ctx, s0, b0, 0, src, N * sizeof(float)));
            for (i = 0; i < 4; i++) CHECK_OK(tk_scale(ctx, k, d0, s0, b0, 2.0f, N));
            CHECK_OK(dc_buffer_read_async(ctx, s0, b0, 0, h, N * sizeof(float)));
            CHECK_OK(dc_event_record(ctx, s0, &e));
            CHECK_OK(dc_stream_wait_event(ctx, s1, e));
            CHECK_OK(dc_buffer_write_async(ctx, s1, b1, 0, h, N * sizeof(float)));
            CHECK_OK(dc_buffer_read_async(ctx, s1, b1, 0, out, N * sizeof(float)));
            CHECK_OK(dc_stream_synchronize(ctx, s1));
            for (i = 0; i < N; i++)
                if (out[i] != src[i] * 16.0f) {
                    bad = i;
                    break;
                }
            if (bad >= 0)
                FAIL("devices %d -> %d: out[%d] = %g, expected %g", d0, d1, bad, out[bad],
                     src[bad] * 16.0f);
            CHECK_OK(dc_stream_synchronize(ctx, s0));
            CHECK_OK(dc_stream_destroy(ctx, s0));
            CHECK_OK(dc_stream_destroy(ctx, s1));
            dc_event_destroy(ctx, e);
            dc_buffer_destroy(ctx, b0);
            dc_buffer_destroy(ctx, b1);
            dc_host_free(ctx, h);
            dc_host_free(ctx, out);
            free(src);
        }
    }
}

TEST(event_query_and_elapsed)
{
    enum { N = 1024 * 1024 };
    tk_fixture fx;
    dc_kernel k;
    int d;
    dc_context *ctx = tk_fixture_open(&fx, NULL, "scale", &k);
    REQUIRE(ctx);
    for (d = 0; d < fx.devices; d++) {
        dc_buffer b;
        dc_stream s;
        dc_event e1, e2, e3;
        float ms = -1.0f, ms2 = -1.0f;
        double t0, host_ms;
        int done = -1, i;
        REQUIRE_OK(dc_buffer_create(ctx, d, N * sizeof(float), &b));
        REQUIRE_OK(dc_buffer_fill(ctx, b, 0, N * sizeof(float), "\0\0\x80\x3f", 4)); /* 1.0f */
        REQUIRE_OK(dc_stream_create(ctx, d, &s));
        t0 = th_now();
        CHECK_OK(dc_event_record(ctx, s, &e1));
        for (i = 0; i < 3; i++) CHECK_OK(tk_scale(ctx, k, d, s, b, 1.5f, N));
        CHECK_OK(dc_event_record(ctx, s, &e2));
        CHECK_OK(dc_event_query(ctx, e2, &done));
        CHECK(done == 0 || done == 1);
        CHECK_OK(dc_event_synchronize(ctx, e2));
        host_ms = (th_now() - t0) * 1000.0;
        CHECK_OK(dc_event_query(ctx, e1, &done));
        CHECK_EQ(done, 1);              /* earlier on the same stream: complete as well */
        CHECK_OK(dc_event_query(ctx, e2, &done));
        CHECK_EQ(done, 1);
        /* three launches over 4 MiB lie between e1 and e2: some time, and no more than the
           host saw pass from before e1 was recorded to after e2 was complete (a constant
           0 passed the old bounds of [0, 60 s)) */
        if (CHECK_OK(dc_event_elapsed_ms(ctx, e1, e2, &ms)) && !(ms > 0.0f && ms <= host_ms * 1.05 + 1.0))
            FAIL("device %d: e1 to e2 %.4f ms, expected more than 0 and at most the %.4f ms the host saw", d,
                 (double)ms, host_ms);
        /* an event against itself: no time */
        CHECK_OK(dc_event_elapsed_ms(ctx, e1, e1, &ms2));
        CHECK(ms2 >= 0.0f && ms2 < 1.0f);
        /* the default stream has events too, on the same clock: e3, recorded after e2 was
           complete, is at least as far from e1 as e2 is (less a timer tick) */
        CHECK_OK(dc_event_record(ctx, dc_default_stream(ctx, d), &e3));
        CHECK_OK(dc_event_synchronize(ctx, e3));
        if (CHECK_OK(dc_event_elapsed_ms(ctx, e1, e3, &ms2)) && !(ms2 >= ms - 0.01f))
            FAIL("device %d: e1 to e3 %.4f ms, less than e1 to e2 %.4f ms", d, (double)ms2, (double)ms);
        {
            float f = 0.0f;
            CHECK_OK(dc_buffer_read(ctx, b, 4 * (N - 1), &f, 4));
            CHECK(f == 1.5f * 1.5f * 1.5f);
        }
        dc_event_destroy(ctx, e1);
        dc_event_destroy(ctx, e2);
        dc_event_destroy(ctx, e3);
    }
}

/* dc_stream_destroy waits for the stream's work before freeing it. */
TEST(stream_destroy_waits)
{
    enum { N = 4 * 1024 * 1024 };
    int d;
    dc_context *ctx = th_ctx(NULL);
    REQUIRE(ctx);
    for (d = 0; d < dc_device_count(ctx); d++) {
        unsigned char *src = (unsigned char *)malloc(N), *back = (unsigned char *)malloc(N);
        dc_buffer b;
        dc_stream s;
        if (!src || !back) {
            free(src);
            free(back);
            FAIL("out of host memory");
            return;
        }
        th_fill_random(src, N, 31 + (uint64_t)d);
        REQUIRE_OK(dc_buffer_create(ctx, d, N, &b));
        REQUIRE_OK(dc_stream_create(ctx, d, &s));
        CHECK_OK(dc_buffer_write_async(ctx, s, b, 0, src, N));
        CHECK_OK(dc_stream_destroy(ctx, s));
        memset(src, 0, N);              /* allowed now: the stream has passed the write */
        th_fill_random(back, N, 31 + (uint64_t)d);
        memcpy(src, back, N);
        memset(back, 0, N);
        CHECK_OK(dc_buffer_read(ctx, b, 0, back, N));
        if (memcmp(src, back, N) != 0) FAIL("device %d: write lost by dc_stream_destroy", d);
        free(src);
        free(back);
    }
}

/* dc_stream_destroy waits for the stream's work, also for a transfer into host memory:
   when it returns, a read queued behind many fills has landed, with no synchronising
   call in between (CUDA's cuStreamDestroy alone returns at once and lets the work run
   on). 24 fills of 64 MiB keep a GPU busy long enough for a missing wait to show; CPU
   devices fill at memcpy speed, so they get a quarter of that, still in flight. */
TEST(stream_destroy_waits_for_queued_work)
{
    enum { FILLS = 24 };
    static const uint32_t patterns[2] = { 0xA5C3F00Fu, 0x5A3C0FF0u };
    const uint32_t last = patterns[(FILLS - 1) % 2];
    int d;
    dc_context *ctx = th_ctx(NULL);
    REQUIRE(ctx);
    for (d = 0; d < dc_device_count(ctx); d++) {
        dc_device_info info;
        uint64_t bytes, words, i, wrong = 0, at = 0;
        uint32_t *host = NULL, *back = NULL;
        dc_buffer b = { 0 };
        dc_stream s;
        int f;
        REQUIRE_OK(dc_device_get_info(ctx, d, &info));
        bytes = (info.caps & DC_CAP_CPU) ? 16 * (uint64_t)TK_MIB : 64 * (uint64_t)TK_MIB;
        words = bytes / 4;
        host = (uint32_t *)dc_host_alloc(ctx, bytes);
        back = (uint32_t *)malloc((size_t)bytes);
        if (!host || !back) {
            FAIL("device %d: out of host memory", d);
            goto next;
        }
        memset(host, 0xEE, (size_t)bytes);
        if (!CHECK_OK(dc_buffer_create(ctx, d, bytes, &b)) || !CHECK_OK(dc_stream_create(ctx, d, &s)))
            goto next;
        for (f = 0; f < FILLS; f++) CHECK_OK(dc_buffer_fill_async(ctx, s, b, 0, bytes, &patterns[f % 2], 4));
        CHECK_OK(dc_buffer_read_async(ctx, s, b, 0, host, bytes));
        CHECK_OK(dc_stream_destroy(ctx, s));
        /* no dc_*_synchronize here: the destroy itself must have waited */
        for (i = 0; i < words; i++)
            if (host[i] != last && wrong++ == 0) at = i;
        if (wrong)
            FAIL("device %d (%s): dc_stream_destroy returned before its stream's read had landed: "
                 "%llu of %llu words are not the last fill 0x%08x; word %llu is 0x%08x", d,
                 info.name, (unsigned long long)wrong, (unsigned long long)words, last,
                 (unsigned long long)at, host[at]);
        /* and the default stream, which never waited for s, sees the fills done */
        memset(back, 0, (size_t)bytes);
        CHECK_OK(dc_buffer_read(ctx, b, 0, back, bytes));
        for (i = 0, wrong = 0; i < words; i++)
            if (back[i] != last && wrong++ == 0) at = i;
        if (wrong)
            FAIL("device %d (%s): after dc_stream_destroy a blocking read sees %llu words that are "
                 "not the last fill 0x%08x; word %llu is 0x%08x", d, info.name,
                 (unsigned long long)wrong, last, (unsigned long long)at, back[at]);
    next:
        /* if the destroy did not wait, the read may still be writing `host` */
        CHECK_OK(dc_device_synchronize(ctx, d));
        dc_buffer_destroy(ctx, b);
        dc_host_free(ctx, host);
        free(back);
        if (th_failed()) return;
    }
}

TEST(many_streams_and_events)
{
    int d, i;
    dc_context *ctx = th_ctx(NULL);
    REQUIRE(ctx);
    for (d = 0; d < dc_device_count(ctx); d++) {
        dc_stream s[16];
        dc_event e[16];
        dc_buffer b;
        uint32_t vals[16], back[16];
        REQUIRE_OK(dc_buffer_create(ctx, d, sizeof vals, &b));
        for (i = 0; i < 16; i++) {
            vals[i] = (uint32_t)(i * 2654435761u);
            REQUIRE_OK(dc_stream_create(ctx, d, &s[i]));
        }
        /* each stream writes its word after waiting for the previous stream's event */
        for (i = 0; i < 16; i++) {
            if (i > 0) CHECK_OK(dc_stream_wait_event(ctx, s[i], e[i - 1]));
            CHECK_OK(dc_buffer_write_async(ctx, s[i], b, 4u * (unsigned)i, &vals[i], 4));
            CHECK_OK(dc_event_record(ctx, s[i], &e[i]));
        }
        CHECK_OK(dc_event_synchronize(ctx, e[15]));
        for (i = 0; i < 15; i++) {
            int done = 0;
            CHECK_OK(dc_event_query(ctx, e[i], &done));
            CHECK_EQ(done, 1);
        }
        CHECK_OK(dc_buffer_read(ctx, b, 0, back, sizeof back));
        CHECK(memcmp(vals, back, sizeof vals) == 0);
        for (i = 0; i < 16; i += 2) CHECK_OK(dc_stream_destroy(ctx, s[i]));
        /* the rest and all events are left to dc_context_destroy (LeakSanitizer) */
        CHECK_OK(dc_device_synchronize(ctx, d));
    }
    CHECK_OK(dc_synchronize(ctx));
}

/* Whether streams of device b wait for events of device a on the host, as the header
   says: across backends, two OpenCL platforms and two OpenCL device kinds (names). */
static int waits_on_host(dc_context *ctx, int a, int b)
{
    dc_device_info ia, ib;
    if (dc_device_get_info(ctx, a, &ia) != DC_SUCCESS || dc_device_get_info(ctx, b, &ib) != DC_SUCCESS) return -1;
    if (ia.backend != ib.backend) return 1;
    return ia.backend == DC_BACKEND_OPENCL && (strcmp(ia.platform, ib.platform) != 0 || strcmp(ia.name, ib.name) != 0);
}

/* A stream wait that the drivers cannot order blocks the caller: dc_peer_info says so
   for the pair beforehand, and the first such wait per pair is logged at info level
   (once: later ones go to debug). PoCL's "pthread basic" configuration has such a pair;
   on the others every pair is checked to say no and to log nothing. */
TEST(host_event_waits_are_said)
{
    dc_context_desc d;
    tk_said said;
    dc_context *ctx;
    int a, b, n, pairs = 0;
    memset(&d, 0, sizeof d);
    tk_said_desc(&d, &said, DC_LOG_INFO, "on the host");
    ctx = th_ctx(&d);
    REQUIRE(ctx);
    n = dc_device_count(ctx);
    if (n < 2) SKIP("needs 2 devices, have %d", n);
    for (a = 0; a < n; a++)
        for (b = 0; b < n; b++) {
            dc_peer_info p;
            dc_stream s;
            dc_event e;
            dc_buffer buf;
            int want = a != b ? waits_on_host(ctx, a, b) : 0, round, before;
            uint32_t v = 7;
            REQUIRE_OK(dc_peer_get_info(ctx, a, b, &p));
            if (p.host_event_waits != want) FAIL("devices %d -> %d: host_event_waits %d, expected %d", a, b, p.host_event_waits, want);
            pairs += want == 1;
            REQUIRE_OK(dc_buffer_create(ctx, a, sizeof v, &buf));
            REQUIRE_OK(dc_stream_create(ctx, b, &s));
            for (round = 0; round < 2; round++) {
                before = said.count;
                CHECK_OK(dc_buffer_write_async(ctx, dc_default_stream(ctx, a), buf, 0, &v, sizeof v));
                CHECK_OK(dc_event_record(ctx, dc_default_stream(ctx, a), &e));
                CHECK_OK(dc_stream_wait_event(ctx, s, e));
                dc_event_destroy(ctx, e);
                if (said.count - before != (want == 1 && round == 0))
                    FAIL("devices %d -> %d, wait %d: %d info lines about waits on the host (last: %s)", a, b, round + 1,
                         said.count - before, said.last);
            }
            if (want == 1 && said.count && (!strstr(said.last, "device") || !strstr(said.last, "dc_stream_wait_event")))
                FAIL("the line does not say what blocks: %s", said.last);
            CHECK_OK(dc_stream_destroy(ctx, s));
            CHECK_OK(dc_device_synchronize(ctx, a));
            dc_buffer_destroy(ctx, buf);
        }
    th_note("%d of %d ordered pairs wait on the host%s%s", pairs, n * (n - 1), said.count ? ": " : "", said.last);
}

/* A thousand streams, events and buffers on one device at once, twice over: each stream
   writes its buffer and records an event, the last stream waits for every event and
   copies from each buffer, then all is destroyed. Every value lands where it belongs,
   and the second round holds no more host memory afterwards than the first (the handle
   tables, grown once, are kept; an object left behind would show). */
static int thousand_objects(dc_context *ctx, int d)
{
    enum { N = 1000 };
    static dc_stream s[N];
    static dc_event e[N];
    static dc_buffer b[N];
    static uint32_t vals[N], back[N];
    dc_buffer all;
    int i, made = 0, ok = 1;
    if (!CHECK_OK(dc_buffer_create(ctx, d, sizeof back, &all))) return 0;
    for (i = 0; i < N && ok; i++, made++) {
        vals[i] = (uint32_t)i * 2654435761u + (uint32_t)d;
        ok = CHECK_OK(dc_stream_create(ctx, d, &s[i])) && CHECK_OK(dc_buffer_create(ctx, d, 4, &b[i])) &&
             CHECK_OK(dc_buffer_write_async(ctx, s[i], b[i], 0, &vals[i], 4)) && CHECK_OK(dc_event_record(ctx, s[i], &e[i]));
    }
    for (i = 0; i < made && ok; i++)
        ok = CHECK_OK(dc_stream_wait_event(ctx, s[N - 1], e[i])) && CHECK_OK(dc_copy_async(ctx, s[N - 1], all, 4u * (unsigned)i, b[i], 0, 4));
    if (ok && CHECK_OK(dc_stream_synchronize(ctx, s[N - 1])) && CHECK_OK(dc_buffer_read(ctx, all, 0, back, sizeof back)) &&
        memcmp(back, vals, sizeof back) != 0) {
        FAIL("device %d: the values copied through %d streams, events and buffers differ", d, N);
        ok = 0;
    }
    for (i = 0; i < made; i++) {
        dc_event_destroy(ctx, e[i]);
        dc_buffer_destroy(ctx, b[i]);
        if (s[i].id) CHECK_OK(dc_stream_destroy(ctx, s[i]));
        e[i].id = b[i].id = s[i].id = 0;
    }
    dc_buffer_destroy(ctx, all);
    return ok;
}

TEST(thousand_streams_events_and_buffers)
{
    static tk_alloc_count count;
    dc_context *ctx;
    int d;
    REQUIRE(ctx = tk_counting_ctx(&count));
    for (d = 0; d < dc_device_count(ctx); d++) {
        long first;
        long long first_bytes;
        if (!thousand_objects(ctx, d)) return;
        first = __atomic_load_n(&count.live, __ATOMIC_RELAXED);
        first_bytes = __atomic_load_n(&count.live_bytes, __ATOMIC_RELAXED);
        if (!thousand_objects(ctx, d)) return;
        if (__atomic_load_n(&count.live, __ATOMIC_RELAXED) != first || __atomic_load_n(&count.live_bytes, __ATOMIC_RELAXED) != first_bytes)
            FAIL("device %d: after a second round the library holds %ld allocations (%lld bytes), after the first %ld (%lld)", d,
                 __atomic_load_n(&count.live, __ATOMIC_RELAXED), __atomic_load_n(&count.live_bytes, __ATOMIC_RELAXED), first, first_bytes);
    }
}

/* dc_stream_create where the handle table must grow and host memory runs out right there
   (the counting allocator fails the allocation after the stream's own): OUT_OF_HOST_MEMORY
   saying so, the driver's queue and the stream's memory released (the allocations alive
   as before), and the next dc_stream_create works. */
TEST(stream_create_out_of_memory_for_its_handle)
{
    static tk_alloc_count count;
    dc_context *ctx;
    dc_stream s[256];
    int n = 0, hit = 0, i;
    REQUIRE(ctx = tk_counting_ctx(&count));
    while (n < (int)(sizeof s / sizeof s[0]) && !hit) {
        long live = __atomic_load_n(&count.live, __ATOMIC_SEQ_CST);
        dc_result r;
        __atomic_store_n(&count.fail_call, __atomic_load_n(&count.calls, __ATOMIC_SEQ_CST) + 2, __ATOMIC_SEQ_CST);
        r = dc_stream_create(ctx, 0, &s[n]);
        __atomic_store_n(&count.fail_call, 0, __ATOMIC_SEQ_CST);
        if (r == DC_SUCCESS) { n++; continue; }
        hit = 1;
        CHECK_EQ(r, DC_ERROR_OUT_OF_HOST_MEMORY);
        if (!strstr(dc_last_error(), "out of host memory for the stream's handle"))
            FAIL("stream %d: \"%s\", expected it to say the stream's handle found no memory", n, dc_last_error());
        CHECK_EQ(s[n].id, 0);
        CHECK_EQ(__atomic_load_n(&count.live, __ATOMIC_SEQ_CST), live);
    }
    if (!hit) FAIL("%d streams made and the handle table never grew", n);
    if (CHECK_OK(dc_stream_create(ctx, 0, &s[n]))) {
        CHECK_OK(dc_stream_synchronize(ctx, s[n]));
        n++;
    }
    for (i = 0; i < n; i++) CHECK_OK(dc_stream_destroy(ctx, s[i]));
}
