/* fault_dispatch.c - faults in dc_dispatch (built with -DDC_FAULT_INJECTION into the
   fault binary, run under ASan/LeakSanitizer by `make test-fault`; the pipeline's are in
   fault_pipeline.c).

   dc_debug_fail_device: a device that fails mid-job is stopped, the others re-run its
   unfinished items, the results are exact and the report names the fault; when every
   device fails the call returns the launch error and says which items were completed.
   dc_debug_fail_call: every driver call of one dispatch fails in turn: each run either
   succeeds with exact results or fails cleanly (a driver error, a message naming the
   function), leaves no device memory behind, and the context works afterwards. */
#include "fault_dispatch.h"

#include <time.h>

#ifndef DC_FAULT_INJECTION
#error "fault_dispatch.c needs -DDC_FAULT_INJECTION (for the library and this file)"
#endif

void fd_devices_off(int n)
{
    int d;
    for (d = 0; d < n; d++) dc_debug_fail_device(d, 0);
}

typedef struct fd_saxpy {
    dc_context *ctx;
    dc_kernel k;
    int n;
    uint64_t items;
    float *x, *y;
    dc_dispatch_arg args[4];
} fd_saxpy;

static void fd_close(fd_saxpy *s)
{
    free(s->x);
    free(s->y);
}

/* saxpy over `items` on every device of a context made with desc, for a test that needs
   at least `min_devices`: 1 when ready (fd_close it at the end); else s is closed already
   and the result is 0 when there are fewer devices, -1 once a failure is recorded
   (TK_REQUIRE_OR_SKIP). */
static int fd_open_desc(fd_saxpy *s, const dc_context_desc *desc, uint64_t items, int min_devices)
{
    tk_fixture fx;
    uint64_t i;
    memset(s, 0, sizeof *s);
    if (!tk_fixture_open_file(&fx, desc, TK_DISPATCH_KERNELS, "saxpy_items", &s->k, TK_END)) return -1;
    s->ctx = fx.ctx;
    s->n = fx.devices;
    s->items = items;
    s->x = (float *)malloc(items * 4);
    s->y = (float *)malloc(items * 4);
    if (!s->x || !s->y) {
        FAIL("out of host memory");
        fd_close(s);
        return -1;
    }
    if (s->n < min_devices) {
        fd_close(s);
        return 0;
    }
    for (i = 0; i < items; i++) s->x[i] = (float)(i % 1000);
    s->args[0] = dc_dispatch_in(s->x, 4, 1);
    s->args[1] = dc_dispatch_inout(s->y, 4, 1);
    s->args[2] = dc_dispatch_scalar(DC_ARG_F32(2.0f));
    s->args[3] = dc_dispatch_item_count();
    return 1;
}

/* fd_open_desc on the test contexts' usual desc. */
static int fd_open(fd_saxpy *s, uint64_t items, int min_devices)
{
    return fd_open_desc(s, &tk_cpus_own_cores, items, min_devices);
}

static void fd_reset(fd_saxpy *s)
{
    uint64_t i;
    for (i = 0; i < s->items; i++) s->y[i] = (float)(i % 7);
}

/* Index of the first wrong y, or -1 when all are 2x + y0. */
static long long fd_wrong(const fd_saxpy *s)
{
    uint64_t i;
    for (i = 0; i < s->items; i++)
        if (s->y[i] != 2.0f * (float)(i % 1000) + (float)(i % 7)) return (long long)i;
    return -1;
}

/* Every strategy, in the order the tests report them. */
static const dc_balance strategies[] = { DC_BALANCE_STATIC, DC_BALANCE_MEMORY_AWARE, DC_BALANCE_DYNAMIC, DC_BALANCE_GUIDED,
                                         DC_BALANCE_AUTO };

static dc_dispatch_desc fd_desc(fd_saxpy *s, dc_balance strategy, uint64_t chunk)
{
    return tk_dispatch_desc(s->k, s->items, strategy, chunk, s->args, 4);
}

/* Device 1 fails from its second chunk on: the others finish its items, the report says so. */
TEST(fault_dispatch_device_fails_midway)
{
    fd_saxpy s;
    int i;
    TK_REQUIRE_OR_SKIP(fd_open(&s, 8000, 2), "needs two devices");
    for (i = 0; i < 5; i++) {
        dc_dispatch_desc d = fd_desc(&s, strategies[i], 250);
        dc_dispatch_report rep;
        const dc_dispatch_device_report *e1 = &rep.devices[1];
        /* STATIC and MEMORY_AWARE give device 1 its share in pieces of 250: it reaches a
           second chunk for sure. The others hand out chunks as devices come free: device 1
           may finish before it takes a second one. */
        int certain = strategies[i] == DC_BALANCE_STATIC || strategies[i] == DC_BALANCE_MEMORY_AWARE;
        dc_result r;
        uint64_t items = 0;
        int dv;
        long long bad;
        fd_reset(&s);
        dc_debug_fail_device(1, 2);
        r = dc_dispatch(s.ctx, &d, &rep);
        fd_devices_off(s.n);
        if (r != DC_SUCCESS) {
            FAIL("%s: dc_dispatch returned %s with only device 1 failing", tk_balance_name(strategies[i]),
                 dc_result_name(r));
            continue;
        }
        if ((bad = fd_wrong(&s)) >= 0)
            FAIL("%s: y[%lld] = %g after device 1's fault, expected %g", tk_balance_name(strategies[i]), bad, s.y[bad],
                 2.0f * (float)(bad % 1000) + (float)(bad % 7));
        for (dv = 0; dv < rep.device_count; dv++) items += rep.devices[dv].items;
        CHECK_EQ(items, s.items);
        if (!certain && e1->fault == DC_SUCCESS) {
            /* it never reached a second chunk: then it cannot have run two */
            if (e1->chunks >= 2)
                FAIL("%s: device 1 ran %d chunks without the fault injected from its second", tk_balance_name(strategies[i]),
                     e1->chunks);
            CHECK_EQ(rep.faults, 0);
            th_note("%s: device 1 ran %d chunk(s) and never reached the injected fault", tk_balance_name(strategies[i]),
                    e1->chunks);
            continue;
        }
        if (rep.faults != 1 || e1->fault == DC_SUCCESS || !e1->fault_text[0] || rep.items_redistributed == 0 ||
            e1->items_moved == 0 || rep.devices[0].fault != DC_SUCCESS) {
            FAIL("%s: report after device 1's fault: faults %d, devices[1].fault %s, fault_text \"%s\", "
                 "items_redistributed %llu, devices[1].items_moved %llu, devices[0].fault %s", tk_balance_name(strategies[i]),
                 rep.faults, dc_result_name(e1->fault), e1->fault_text, (unsigned long long)rep.items_redistributed,
                 (unsigned long long)e1->items_moved, dc_result_name(rep.devices[0].fault));
            dc_dispatch_report_print(s.ctx, &rep, stdout);
        }
        CHECK_EQ(e1->fault, DC_ERROR_LAUNCH);   /* "as if the launch had failed" */
        CHECK_EQ(rep.items_redistributed, e1->items_moved);
        CHECK(e1->items < s.items);
        {   /* the printed report says so too: the total, and device 1's row with its words */
            FILE *f = tmpfile();
            char text[4096], total[96], row[512];
            size_t got;
            REQUIRE(f);
            dc_dispatch_report_print(s.ctx, &rep, f);
            rewind(f);
            got = fread(text, 1, sizeof text - 1, f);
            text[got] = 0;
            fclose(f);
            snprintf(total, sizeof total, ", 1 device failed, %llu item%s redone elsewhere\n", (unsigned long long)rep.items_redistributed,
                     rep.items_redistributed == 1 ? "" : "s");
            snprintf(row, sizeof row, "failed (DC_ERROR_LAUNCH), %llu item%s redone elsewhere: %s\n", (unsigned long long)e1->items_moved,
                     e1->items_moved == 1 ? "" : "s", e1->fault_text);
            if (!strstr(text, total) || !strstr(text, row))
                FAIL("%s: the printed report lacks \"%s\" or \"%s\":\n%s", tk_balance_name(strategies[i]), total, row, text);
        }
    }
    fd_close(&s);
}

/* Every device fails (the hook holds one device: a dispatch on that device alone): the
   launch error, and dc_last_error says which items were completed. */
TEST(fault_dispatch_every_device_fails)
{
    fd_saxpy s;
    dc_dispatch_desc d;
    dc_dispatch_report rep;
    int dv;
    const char *msg;
    long long bad;
    TK_REQUIRE_OR_SKIP(fd_open(&s, 1000, 1), "no device");
    /* device 0 alone, failing from its third chunk: the first 100 items were done and
       collected before it (a GPU has two chunks in flight: the second may be undone) */
    dv = 0;
    d = fd_desc(&s, DC_BALANCE_STATIC, 100);
    d.devices = &dv;
    d.device_count = 1;
    fd_reset(&s);
    dc_debug_fail_device(0, 3);
    CHECK_ERR(dc_dispatch(s.ctx, &d, &rep), DC_ERROR_LAUNCH);
    dc_debug_fail_device(0, 0);
    msg = dc_last_error();
    th_note("every device failed at its third chunk: \"%s\"", msg);
    if (!th_stristr(msg, "complet"))
        FAIL("dc_last_error() does not say which items were completed: \"%s\"", msg);
    if (!strstr(msg, "completed: [0, 100)") && !strstr(msg, "completed: [0, 200)"))
        FAIL("dc_last_error() does not name the completed range [0, 100) or [0, 200): \"%s\"", msg);
    CHECK_EQ(rep.faults, 1);
    CHECK_EQ(rep.devices[0].fault, DC_ERROR_LAUNCH);
    if (!rep.devices[0].fault_text[0] || !strstr(msg, rep.devices[0].fault_text))   /* the device's own words */
        FAIL("dc_last_error() does not quote the device's failure \"%s\": \"%s\"", rep.devices[0].fault_text, msg);
    /* each device alone, failing from its first chunk, with every strategy: nothing done */
    for (dv = 0; dv < s.n; dv++) {
        dc_balance st;
        for (st = DC_BALANCE_AUTO; st < DC_BALANCE_COUNT; st = (dc_balance)(st + 1)) {
            d = fd_desc(&s, st, 100);
            d.devices = &dv;
            d.device_count = 1;
            dc_debug_fail_device(dv, 1);
            if (!CHECK_ERR(dc_dispatch(s.ctx, &d, &rep), DC_ERROR_LAUNCH))
                th_note("device %d, strategy %d, failing from its first chunk", dv, (int)st);
            dc_debug_fail_device(dv, 0);
            msg = dc_last_error();
            if (!th_stristr(msg, "complet"))
                FAIL("device %d, strategy %d: dc_last_error() does not say which items were completed: \"%s\"", dv,
                     (int)st, msg);
        }
    }
    /* off again: all is well, on every device */
    d = fd_desc(&s, DC_BALANCE_DYNAMIC, 100);
    fd_reset(&s);
    if (CHECK_OK(dc_dispatch(s.ctx, &d, &rep)) && (bad = fd_wrong(&s)) >= 0)
        FAIL("after the faults: y[%lld] = %g", bad, s.y[bad]);
    fd_close(&s);
}

/* The report after a fault counts only work that was done, once: device 1 (two chunks in
   flight, as dc_debug_kernels_take_turns makes PoCL's devices keep) fails as its second
   chunk is issued, while its first is in flight; that first chunk goes to device 0. Its
   uploads were counted for device 1 as they were queued, and again for device 0 that ran
   it: the devices' upload_bytes added up past the job's. Now the items, chunks and bytes
   of every device add up to the job's exactly, and device 1 counts nothing. */
TEST(fault_dispatch_report_counts_done_work_once)
{
    fd_saxpy s;
    int i;
    TK_REQUIRE_OR_SKIP(fd_open(&s, 8000, 2), "needs two devices");
    dc_debug_kernels_take_turns(1);
    for (i = 0; i < 2; i++) {
        dc_dispatch_desc d = fd_desc(&s, i ? DC_BALANCE_MEMORY_AWARE : DC_BALANCE_STATIC, 250);
        dc_dispatch_report rep;
        uint64_t items = 0, up = 0, down = 0, moved = 0;
        dc_result r;
        int dv;
        fd_reset(&s);
        dc_debug_fail_device(1, 2);
        r = dc_dispatch(s.ctx, &d, &rep);
        fd_devices_off(s.n);
        if (r != DC_SUCCESS) {
            FAIL("%s: dc_dispatch returned %s with only device 1 failing: %s", tk_balance_name(d.strategy), dc_result_name(r),
                 dc_last_error());
            continue;
        }
        CHECK(fd_wrong(&s) < 0);
        for (dv = 0; dv < rep.device_count; dv++) {
            items += rep.devices[dv].items;
            up += rep.devices[dv].upload_bytes;
            down += rep.devices[dv].download_bytes;
            moved += rep.devices[dv].items_moved;
        }
        if (items != s.items || up != s.items * 8 || down != s.items * 4) {
            FAIL("%s: the devices' reports add up to %llu items, %llu bytes up, %llu down; the job: %llu, %llu, %llu",
                 tk_balance_name(d.strategy), (unsigned long long)items, (unsigned long long)up, (unsigned long long)down,
                 (unsigned long long)s.items, (unsigned long long)(s.items * 8), (unsigned long long)(s.items * 4));
            dc_dispatch_report_print(s.ctx, &rep, stdout);
        }
        CHECK_EQ(rep.devices[1].fault, DC_ERROR_LAUNCH);
        CHECK_EQ(rep.devices[1].items, 0);
        CHECK_EQ(rep.devices[1].upload_bytes, 0);
        CHECK_EQ(rep.devices[1].chunks, 0);
        CHECK_EQ(rep.items_redistributed, moved);
        CHECK(rep.devices[1].items_moved > 0);
    }
    dc_debug_kernels_take_turns(0);
    fd_close(&s);
}

/* Fills the top of its thread's stack with ones. Joined, the stack goes to the C
   library's cache, and the next thread (a dispatch worker) starts on it: its locals hold
   ones until it sets them (the top 16 KiB keep their bytes; below, glibc frees the pages). */
static void *fd_dirty_stack(void *arg)
{
    volatile unsigned char fill[12 << 10];
    size_t i;
    for (i = 0; i < sizeof fill; i++) fill[i] = 0xFF;
    (void)arg;
    return NULL;
}

/* Device 1 fails on its first chunk, before it uploads anything or writes any back: the chunk's
   INOUT input is untouched, so device 0 runs it and the call succeeds. The worker once
   copied each chunk from a local whose `written` (its write-back has begun) was never
   set: on a stack that held other bytes, a chunk that never wrote back counted as one
   that had, and the dispatch failed ("may hold results") instead of handing it on. */
TEST(fault_dispatch_failed_upload_is_handed_on)
{
    fd_saxpy s;
    char dirt[8];
    int i;
    TK_REQUIRE_OR_SKIP(fd_open(&s, 4000, 2), "needs two devices");
    for (i = 0; i < 2; i++) {
        dc_dispatch_desc d = fd_desc(&s, i ? DC_BALANCE_DYNAMIC : DC_BALANCE_STATIC, 250);
        dc_dispatch_report rep;
        dc_result r;
        long long bad;
        fd_reset(&s);
        tk_run_threads(8, fd_dirty_stack, dirt, 1);
        dc_debug_fail_device(1, 1);
        r = dc_dispatch(s.ctx, &d, &rep);
        fd_devices_off(s.n);
        if (r != DC_SUCCESS) {
            FAIL("%s: dc_dispatch returned %s after device 1 failed on its first chunk: %s", tk_balance_name(d.strategy),
                 dc_result_name(r), dc_last_error());
            continue;
        }
        if ((bad = fd_wrong(&s)) >= 0)
            FAIL("%s: y[%lld] = %g, expected %g", tk_balance_name(d.strategy), bad, s.y[bad],
                 2.0f * (float)(bad % 1000) + (float)(bad % 7));
        CHECK_EQ(rep.devices[1].items, 0);
    }
    fd_close(&s);
}

/* Free device memory per device (OpenCL: what this context's allocations leave). */
static void fd_memory(dc_context *ctx, int n, uint64_t *free_bytes)
{
    int d;
    for (d = 0; d < n; d++) {
        free_bytes[d] = 0;
        (void)dc_device_memory(ctx, d, &free_bytes[d], NULL);
    }
}

static int fd_is_caller_error(dc_result r)
{
    return r == DC_ERROR_INVALID_ARGUMENT || r == DC_ERROR_INVALID_HANDLE || r == DC_ERROR_OUT_OF_RANGE;
}

/* See fault_dispatch.h. */
#define FD_SAMPLE_ALL 160
#define FD_SAMPLE_EDGE 40
int fd_sampled(long i, long calls, int full, uint64_t seed)
{
    uint64_t h = seed ^ ((uint64_t)i * 0x9E3779B97F4A7C15ull);
    if (full || calls <= FD_SAMPLE_ALL || i <= FD_SAMPLE_EDGE || i > calls - FD_SAMPLE_EDGE) return 1;
    h ^= h >> 31;
    h *= 0xBF58476D1CE4E5B9ull;
    h ^= h >> 29;
    return h % (uint64_t)(calls - 2 * FD_SAMPLE_EDGE) < 2 * FD_SAMPLE_EDGE;
}

/* See fault_dispatch.h. */
/* 1 when msg holds "<fn>: " more than once, or "dotcompute: " (a helper thread's prefix). */
static int fd_quotes_a_prefix(const char *msg, const char *fn)
{
    char head[96];
    const char *first;
    snprintf(head, sizeof head, "%s: ", fn);
    first = strstr(msg, head);
    return strstr(msg, "dotcompute: ") != NULL || (first && strstr(first + strlen(head), head) != NULL);
}

void fd_inject_every_call(dc_context *ctx, const char *fn, fd_run_fn run, void *state)
{
    uint64_t base[64], now[64], seed;
    long before, calls, i, tried = 0;
    int n = dc_device_count(ctx), d, ok, faults, clean = 0, absorbed = 0, absorbed_reported = 0, bad = 0;
    const char *seed_env = getenv("DC_FAULT_SEED"), *full = getenv("DC_FAULT_FULL");
    char mark[256];
    int full_asked = full && full[0] == '1';
    dc_result r;
    if (n > 64) n = 64;
    dc_debug_fail_call(0);
    r = run(state, &ok, &faults);                        /* warm-up: anything cached is cached now */
    if (r != DC_SUCCESS || !ok) {
        FAIL("%s fails without injection: %s: %s", fn, dc_result_name(r), dc_last_error());
        return;
    }
    fd_memory(ctx, n, base);
    before = dc_debug_driver_calls();
    r = run(state, &ok, &faults);
    calls = dc_debug_driver_calls() - before;
    REQUIRE(r == DC_SUCCESS && ok && calls > 0);
    seed = seed_env && seed_env[0] ? strtoull(seed_env, NULL, 10) : (uint64_t)time(NULL) ^ ((uint64_t)calls << 32);
    if (!full_asked && calls > FD_SAMPLE_ALL)
        th_note("%s makes %ld injectable driver calls: the first and last %d and a sample of the rest (seed %llu, DC_FAULT_SEED=%llu replays it; "
                "DC_FAULT_FULL=1 or make soak-fault: all)", fn, calls, FD_SAMPLE_EDGE, (unsigned long long)seed, (unsigned long long)seed);
    else
        th_note("%s makes %ld injectable driver calls", fn, calls);
    for (i = 1; i <= calls; i++) {
        if (!fd_sampled(i, calls, full_asked, seed)) continue;
        tried++;
        /* a known failure first: a run that succeeds must leave it in dc_last_error() (a
           failure the call worked around is not the caller's) */
        (void)dc_context_create(NULL, NULL);
        snprintf(mark, sizeof mark, "%s", dc_last_error());
        dc_debug_fail_call(i);
        r = run(state, &ok, &faults);
        dc_debug_fail_call(0);
        if (r == DC_SUCCESS && strcmp(dc_last_error(), mark) != 0) {
            FAIL("call %ld: %s succeeded but dc_last_error() changed from \"%s\" to \"%s\"", i, fn, mark, dc_last_error());
            bad++;
        }
        if (r == DC_SUCCESS) {
            if (!ok) {
                FAIL("call %ld: %s succeeded with wrong results", i, fn);
                bad++;
            } else if (faults) {
                absorbed_reported++;                     /* a device failed, the others finished */
            } else {
                absorbed++;                              /* a call whose failure costs nothing (timing) */
            }
        } else {
            const char *msg = dc_last_error();
            if (!msg[0] || !strstr(msg, fn)) {
                FAIL("call %ld: %s returned %s with the message \"%s\" (empty, or not naming %s)", i, fn,
                     dc_result_name(r), msg, fn);
                bad++;
            } else if (fd_quotes_a_prefix(msg, fn)) {
                /* a failure quoted inside the call's message (a worker's, a rank's launch)
                   keeps no "<api>: " of its own */
                FAIL("call %ld: %s's message quotes another \"%s: \" or \"dotcompute: \": \"%s\"", i, fn, fn, msg);
                bad++;
            } else if (fd_is_caller_error(r)) {
                FAIL("call %ld: a driver failure surfaced as the caller's mistake: %s: %s", i, dc_result_name(r), msg);
                bad++;
            } else {
                clean++;
            }
        }
        fd_memory(ctx, n, now);
        for (d = 0; d < n; d++)
            if (tk_backend(ctx, d) == DC_BACKEND_OPENCL && now[d] != base[d]) {
                FAIL("call %ld: device %d has %lld bytes less free memory after the %s (left allocated)", i, d,
                     (long long)(base[d] - now[d]), r == DC_SUCCESS ? "success" : "failure");
                bad++;
                base[d] = now[d];
            }
        if (bad > 20) {
            FAIL("stopping after 20 bad runs");
            break;
        }
    }
    printf("%s: %ld call sites, %ld injected: %d clean errors, %d absorbed by other devices (reported), %d absorbed "
           "without a trace, %d bad\n", fn, calls, tried, clean, absorbed_reported, absorbed, bad);
    dc_debug_fail_call(0);
    r = run(state, &ok, &faults);
    if (r != DC_SUCCESS || !ok) FAIL("after injection: %s: %s: %s", fn, dc_result_name(r), dc_last_error());
}

static dc_result fd_dispatch_run(void *state, int *data_ok, int *faults)
{
    fd_saxpy *s = (fd_saxpy *)state;
    dc_dispatch_desc d = fd_desc(s, DC_BALANCE_STATIC, 500);
    dc_dispatch_report rep;
    dc_result r;
    fd_reset(s);
    memset(&rep, 0, sizeof rep);
    r = dc_dispatch(s->ctx, &d, &rep);
    *data_ok = r == DC_SUCCESS && fd_wrong(s) < 0;
    *faults = rep.faults;
    return r;
}

TEST(fault_injection_dispatch_every_call)
{
    fd_saxpy s;
    TK_REQUIRE_OR_SKIP(fd_open(&s, 3000, 1), "no device");
    fd_inject_every_call(s.ctx, "dc_dispatch", fd_dispatch_run, &s);
    fd_close(&s);
}

/* RESIDENT arguments: each of the dispatch's streams is first ordered after its device's
   default stream (a marker there, a wait on the stream). Every driver call of that fails
   in turn too. The default streams are handed out through dc_stream_native, so the
   library never knows them idle and every run makes those calls. saxpy_items with a
   RESIDENT x of 3.0f per device (the kernel indexes it from 0 in every chunk, and every
   element is 3): y = 2 * 3 + y. */
typedef struct fd_resident {
    dc_context *ctx;
    dc_kernel k;
    uint64_t items;
    float *y;
    dc_buffer x[DC_DISPATCH_MAX_DEVICES];
    dc_dispatch_arg args[4];
} fd_resident;

static dc_result fd_resident_run(void *state, int *data_ok, int *faults)
{
    fd_resident *s = (fd_resident *)state;
    dc_dispatch_desc d = tk_dispatch_desc(s->k, s->items, DC_BALANCE_STATIC, 500, s->args, 4);
    dc_dispatch_report rep;
    dc_result r;
    uint64_t i;
    for (i = 0; i < s->items; i++) s->y[i] = (float)(i % 7);
    memset(&rep, 0, sizeof rep);
    r = dc_dispatch(s->ctx, &d, &rep);
    *data_ok = r == DC_SUCCESS;
    for (i = 0; i < s->items && *data_ok; i++)
        if (s->y[i] != 6.0f + (float)(i % 7)) *data_ok = 0;
    *faults = rep.faults;
    return r;
}

TEST(fault_injection_dispatch_resident_every_call)
{
    tk_fixture fx;
    fd_resident s;
    const float three = 3.0f;
    int d;
    memset(&s, 0, sizeof s);
    if (!tk_fixture_open_file(&fx, &tk_cpus_own_cores, TK_DISPATCH_KERNELS, "saxpy_items", &s.k, TK_END)) return;
    s.ctx = fx.ctx;
    s.items = 3000;
    REQUIRE(fx.devices <= DC_DISPATCH_MAX_DEVICES);
    REQUIRE((s.y = (float *)malloc(s.items * 4)) != NULL);
    for (d = 0; d < fx.devices; d++) {
        void *native = NULL;
        if (!CHECK_OK(dc_buffer_create(s.ctx, d, 500 * 4, &s.x[d])) || !CHECK_OK(dc_buffer_fill(s.ctx, s.x[d], 0, 500 * 4, &three, 4)) ||
            !CHECK_OK(dc_stream_native(s.ctx, dc_default_stream(s.ctx, d), &native)))
            goto done;
    }
    s.args[0] = dc_dispatch_resident(s.x);
    s.args[1] = dc_dispatch_inout(s.y, 4, 1);
    s.args[2] = dc_dispatch_scalar(DC_ARG_F32(2.0f));
    s.args[3] = dc_dispatch_item_count();
    fd_inject_every_call(s.ctx, "dc_dispatch", fd_resident_run, &s);
done:
    for (d = 0; d < fx.devices; d++) dc_buffer_destroy(s.ctx, s.x[d]);
    free(s.y);
}

/* A chunk that failed after it began writing back an INOUT slice fails the call (its items
   cannot be run again): dc_last_error must still name the driver's failure that stopped the
   device, as section 3 promises, besides the items. It said only "device d failed while
   writing items [a, b) back ...", the driver's error name left to the report's fault_text.
   Every driver call of one dispatch fails in turn; each failure's message must name the
   injected error (CL_OUT_OF_RESOURCES on OpenCL, CUDA_ERROR_UNKNOWN on CUDA). */
TEST(fault_dispatch_lost_chunk_names_the_drivers_error)
{
    fd_saxpy s;
    long before, calls, i;
    int ok, faults, lost = 0, bad = 0;
    dc_result r;
    TK_REQUIRE_OR_SKIP(fd_open(&s, 3000, 1), "no device");
    dc_debug_fail_call(0);
    before = dc_debug_driver_calls();
    r = fd_dispatch_run(&s, &ok, &faults);
    calls = dc_debug_driver_calls() - before;
    if (!CHECK_OK(r) || !ok) {
        if (!ok) FAIL("wrong results without injection");
        fd_close(&s);
        return;
    }
    for (i = 1; i <= calls && bad < 5; i++) {
        const char *msg;
        dc_debug_fail_call(i);
        r = fd_dispatch_run(&s, &ok, &faults);
        dc_debug_fail_call(0);
        if (r == DC_SUCCESS) continue;
        msg = dc_last_error();
        if (strstr(msg, "while writing items")) lost++;
        if (!strstr(msg, "CL_OUT_OF_RESOURCES") && !strstr(msg, "CUDA_ERROR_UNKNOWN")) {
            FAIL("call %ld: %s: the message does not name the driver's error: %s", i, dc_result_name(r), msg);
            bad++;
        }
    }
    th_note("%ld driver calls, %d failures of a chunk that was writing back", calls, lost);
    CHECK(lost > 0);
    fd_close(&s);
}

/* In place through IN and OUT slices of one host array (stage_mul: out = in x 3): a chunk
   that fails after its download began may have tripled part of its input already, so it
   must not be run again from there. Every driver call failing in turn: each run is exact
   or a clean error, never a success with some items multiplied twice. */
/* a[i] = i times 3 into `out`: a itself (in place), or an array of its own. Right where
   every result is, and the devices' reports deliver every item once. */
typedef struct fd_in_place { dc_context *ctx; dc_kernel k; uint32_t *a, *out; uint64_t items; } fd_in_place;

static dc_result fd_in_place_run(void *state, int *data_ok, int *faults)
{
    fd_in_place *s = (fd_in_place *)state;
    uint32_t *out = s->out ? s->out : s->a;
    dc_dispatch_arg args[5];
    dc_dispatch_desc d;
    dc_dispatch_report rep;
    dc_result r;
    uint64_t i, items = 0;
    int dv;
    for (i = 0; i < s->items; i++) {
        s->a[i] = (uint32_t)i;
        if (out != s->a) out[i] = 0;
    }
    args[0] = dc_dispatch_in(s->a, 4, 1);
    args[1] = dc_dispatch_out(out, 4, 1);
    args[2] = dc_dispatch_item_count();
    args[3] = dc_dispatch_item_first();
    args[4] = dc_dispatch_scalar(DC_ARG_U32(3));
    d = tk_dispatch_desc(s->k, s->items, DC_BALANCE_STATIC, 500, args, 5);
    memset(&rep, 0, sizeof rep);
    r = dc_dispatch(s->ctx, &d, &rep);
    for (dv = 0; dv < rep.device_count; dv++) items += rep.devices[dv].items;
    *data_ok = r != DC_SUCCESS || items == s->items;
    for (i = 0; i < s->items && r == DC_SUCCESS && *data_ok; i++)
        if (out[i] != 3u * (uint32_t)i) *data_ok = 0;
    *faults = rep.faults;
    return r;
}

/* fd_in_place_run with every driver call failing in turn: in place, or into an array of
   its own with two chunks in flight on each device (`apart`). */
static void fd_mul_every_call(int apart)
{
    tk_fixture fx;
    fd_in_place s;
    memset(&s, 0, sizeof s);
    if (!tk_fixture_open_file(&fx, &tk_cpus_own_cores, TK_DISPATCH_KERNELS, "stage_mul", &s.k, TK_END)) return;
    s.ctx = fx.ctx;
    s.items = 3000;
    s.a = (uint32_t *)malloc(s.items * 4);
    s.out = apart ? (uint32_t *)malloc(s.items * 4) : NULL;
    if (s.a && (s.out || !apart)) {
        dc_debug_kernels_take_turns(apart);
        fd_inject_every_call(s.ctx, "dc_dispatch", fd_in_place_run, &s);
        dc_debug_kernels_take_turns(0);
    } else {
        FAIL("out of host memory");
    }
    free(s.a);
    free(s.out);
}

TEST(fault_injection_dispatch_in_place_every_call)
{
    fd_mul_every_call(0);
}

/* Two chunks in flight on each device, as on GPUs (PoCL's devices keep one:
   dc_debug_kernels_take_turns gives them two), IN and OUT apart (else a failed write-back
   fails the call): a failure while a chunk is finished, its successor already issued,
   hands both chunks' items to the other devices, whose results and counts are then
   whole. */
TEST(fault_injection_dispatch_two_in_flight_every_call)
{
    fd_mul_every_call(1);
}

/* Kernels taking turns process-wide (PoCL 5's CPU devices) with two chunks in flight: a
   worker that ran out of work once waited for the others while holding the turn, and
   another device's worker that had taken a chunk waited for the turn: a hang (seen on
   the GPU machines, two PoCL devices beside the GPUs). Every strategy, small chunks, many
   times: each run finishes with exact results (a hang is the harness's time limit). */
TEST(fault_dispatch_turns_never_deadlock)
{
    fd_saxpy s;
    int i, rep;
    TK_REQUIRE_OR_SKIP(fd_open(&s, 20000, 2), "needs two devices");
    dc_debug_kernels_take_turns(1);
    for (rep = 0; rep < 20; rep++)
        for (i = 0; i < 5; i++) {
            dc_dispatch_desc d = fd_desc(&s, strategies[i], 100);
            dc_result r;
            long long bad;
            fd_reset(&s);
            if ((r = dc_dispatch(s.ctx, &d, NULL)) != DC_SUCCESS) {
                FAIL("%s, run %d: dc_dispatch returned %s: %s", tk_balance_name(strategies[i]), rep, dc_result_name(r),
                     dc_last_error());
                continue;
            }
            if ((bad = fd_wrong(&s)) >= 0)
                FAIL("%s, run %d: y[%lld] = %g, expected %g", tk_balance_name(strategies[i]), rep, bad, s.y[bad],
                     2.0f * (float)(bad % 1000) + (float)(bad % 7));
        }
    dc_debug_kernels_take_turns(0);
    fd_close(&s);
}

/* The warning that a device failed and its work goes to the others quotes the device's
   error once, without its "dc_dispatch: " prefix: it read "dc_dispatch: device 1 (...)
   failed, its work goes to the others: dc_dispatch: injected fault on device 1". */
typedef struct fd_warned { char text[1024]; int count; } fd_warned;
static void fd_warn_log(void *user, dc_log_level level, const char *message)
{
    fd_warned *w = (fd_warned *)user;
    if (level == DC_LOG_WARN && strstr(message, "its work goes to the others") && w->count++ == 0)
        snprintf(w->text, sizeof w->text, "%s", message);   /* one device fails: one worker writes */
}

/* The warning tests' context: over two devices or more, `log` at warn level. */
static int fd_open_logged(fd_saxpy *s, dc_log_fn log, void *user)
{
    dc_context_desc desc = tk_cpus_own_cores;
    desc.log = log;
    desc.log_user = user;
    desc.log_level = DC_LOG_WARN;
    return fd_open_desc(s, &desc, 8000, 2);
}
/* A dispatch whose device 1 fails from its second chunk on (STATIC in chunks of 250: it
   reaches a second one for sure); the others redo its work. */
static dc_result fd_dispatch_device_1_fails(fd_saxpy *s, dc_dispatch_report *rep)
{
    dc_dispatch_desc d = fd_desc(s, DC_BALANCE_STATIC, 250);
    dc_result r;
    fd_reset(s);
    dc_debug_fail_device(1, 2);
    r = dc_dispatch(s->ctx, &d, rep);
    fd_devices_off(s->n);
    return r;
}

TEST(fault_dispatch_warning_quotes_the_fault_once)
{
    fd_warned w;
    fd_saxpy s;
    const char *env_log = getenv("DC_LOG");   /* sets the level instead of desc */
    memset(&w, 0, sizeof w);
    TK_REQUIRE_OR_SKIP(fd_open_logged(&s, fd_warn_log, &w), "needs two devices");
    CHECK_OK(fd_dispatch_device_1_fails(&s, NULL));
    if (w.count == 0 && env_log && env_log[0]) {
        fd_close(&s);
        SKIP("DC_LOG=%s sets the log level", env_log);
    }
    CHECK_EQ(w.count, 1);
    if (w.count && (fd_quotes_a_prefix(w.text, "dc_dispatch") || !strstr(w.text, "injected fault on device 1")))
        FAIL("the warning does not quote device 1's error once, bare: \"%s\"", w.text);
    fd_close(&s);
}

/* That warning is logged on device 1's worker, a thread of the library's: a log callback
   there that calls back gets the lock-free queries and a refusal for the rest (UNSUPPORTED,
   naming the callback; dc_buffer_create ran there), and its own failed call changes
   neither the worker's fault in the report nor the caller's dc_last_error. */
typedef struct fd_reentrant {
    dc_context *ctx;                /* set before the dispatch, read by the worker after */
    int count, count_ok, refused, named, own_error;
    dc_result create;
} fd_reentrant;
static void fd_reentrant_log(void *user, dc_log_level level, const char *message)
{
    fd_reentrant *w = (fd_reentrant *)user;
    dc_buffer b = { 0 };
    dc_device_info info;
    if (level != DC_LOG_WARN || !strstr(message, "its work goes to the others") || w->count++) return;
    w->count_ok = dc_device_count(w->ctx) >= 2;
    w->create = dc_buffer_create(w->ctx, 0, 64, &b);
    w->refused = w->create == DC_ERROR_UNSUPPORTED && b.id == 0;
    w->named = strstr(dc_last_error(), "dc_buffer_create") && strstr(dc_last_error(), "log callback");
    if (w->create == DC_SUCCESS) dc_buffer_destroy(w->ctx, b);
    w->own_error = dc_device_get_info(w->ctx, 999, &info) == DC_ERROR_OUT_OF_RANGE && strstr(dc_last_error(), "device 999");
}

TEST(fault_dispatch_warning_callback_calls_back_on_the_worker)
{
    static fd_reentrant w;   /* outlives the test: the harness destroys the context after it */
    fd_saxpy s;
    dc_dispatch_report rep;
    dc_device_info info;
    char before[512];
    int i;
    const char *env_log = getenv("DC_LOG");   /* sets the level instead of desc */
    memset(&w, 0, sizeof w);
    TK_REQUIRE_OR_SKIP(fd_open_logged(&s, fd_reentrant_log, &w), "needs two devices");
    w.ctx = s.ctx;
    CHECK_ERR(dc_device_get_info(s.ctx, -1, &info), DC_ERROR_OUT_OF_RANGE);   /* the caller's last error, to keep */
    snprintf(before, sizeof before, "%s", dc_last_error());
    CHECK_OK(fd_dispatch_device_1_fails(&s, &rep));
    if (w.count == 0 && env_log && env_log[0]) {
        fd_close(&s);
        SKIP("DC_LOG=%s sets the log level", env_log);
    }
    CHECK_EQ(w.count, 1);
    CHECK(w.count_ok);
    if (!w.refused) FAIL("dc_buffer_create inside the log callback on a dispatch worker returned %s", dc_result_name(w.create));
    CHECK(w.named);
    CHECK(w.own_error);
    for (i = 0; i < rep.device_count; i++)
        if (rep.devices[i].device == 1 && !strstr(rep.devices[i].fault_text, "injected fault on device 1"))
            FAIL("device 1's fault in the report is not the injected one: \"%s\"", rep.devices[i].fault_text);
    if (strcmp(dc_last_error(), before) != 0) FAIL("dc_last_error changed by a dispatch that succeeded: \"%s\", was \"%s\"", dc_last_error(), before);
    fd_close(&s);
}

/* A device thread that cannot be started (dc_debug_fail_threads): its share goes to the
   devices whose threads did start, exact, and the report names it; none started: the call
   fails, saying why, and does not wait for threads that never ran. Either way nothing the
   context allocated stays behind, and the next dispatch runs on every device. */
TEST(fault_dispatch_thread_start_fails)
{
    fd_saxpy s;
    dc_context_desc desc = tk_cpus_own_cores;
    static tk_alloc_count count;   /* the context outlives the test's frame (th_ctx) */
    int i, dv;
    tk_counting_desc(&desc, &count);
    TK_REQUIRE_OR_SKIP(fd_open_desc(&s, &desc, 8000, 2), "needs two devices");
    for (i = 0; i < 5; i++) {   /* what the context keeps after a dispatch (AUTO's model ...) is in place */
        dc_dispatch_desc d = fd_desc(&s, strategies[i], 250);
        REQUIRE_OK(dc_dispatch(s.ctx, &d, NULL));
    }
    for (i = 0; i < 5; i++) {
        dc_dispatch_desc d = fd_desc(&s, strategies[i], 250);
        dc_dispatch_report rep;
        long live = __atomic_load_n(&count.live, __ATOMIC_SEQ_CST);
        double t0 = th_now();
        dc_result r;
        long long bad;
        uint64_t items = 0;
        /* every thread of the call fails: device threads are its only ones here */
        dc_debug_fail_threads(1);
        r = dc_dispatch(s.ctx, &d, &rep);
        dc_debug_fail_threads(0);
        if (!CHECK_ERR(r, DC_ERROR_OUT_OF_HOST_MEMORY) || !strstr(dc_last_error(), "cannot start a thread for device"))
            FAIL("%s, no thread started: %s (\"%s\")", tk_balance_name(strategies[i]), dc_result_name(r), dc_last_error());
        CHECK(th_now() - t0 < 10.0);
        CHECK_EQ(__atomic_load_n(&count.live, __ATOMIC_SEQ_CST), live);
        /* device 0's thread starts, the others' fail */
        fd_reset(&s);
        dc_debug_fail_threads(2);
        r = dc_dispatch(s.ctx, &d, &rep);
        dc_debug_fail_threads(0);
        if (!CHECK_OK(r)) {
            th_note("%s, one thread started: \"%s\"", tk_balance_name(strategies[i]), dc_last_error());
            continue;
        }
        if ((bad = fd_wrong(&s)) >= 0) FAIL("%s: y[%lld] = %g with one device thread", tk_balance_name(strategies[i]), bad, s.y[bad]);
        for (dv = 0; dv < rep.device_count; dv++) items += rep.devices[dv].items;
        CHECK_EQ(items, s.items);
        CHECK_EQ(rep.devices[0].items, s.items);
        CHECK_EQ(rep.faults, s.n - 1);
        CHECK_EQ(rep.devices[1].fault, DC_ERROR_OUT_OF_HOST_MEMORY);
        if (!strstr(rep.devices[1].fault_text, "cannot start a thread for device 1"))
            FAIL("%s: device 1's fault_text \"%s\"", tk_balance_name(strategies[i]), rep.devices[1].fault_text);
        CHECK_EQ(__atomic_load_n(&count.live, __ATOMIC_SEQ_CST), live);
        /* and every device again */
        fd_reset(&s);
        if (CHECK_OK(dc_dispatch(s.ctx, &d, &rep)) && (bad = fd_wrong(&s)) >= 0)
            FAIL("%s: y[%lld] = %g after the failed thread starts", tk_balance_name(strategies[i]), bad, s.y[bad]);
        CHECK_EQ(rep.faults, 0);
    }
    fd_close(&s);
}
