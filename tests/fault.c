/* fault.c - failure injection at every driver call (built with -DDC_FAULT_INJECTION).

   A scenario that touches every kind of object (context, buffers, transfers, a module from
   OpenCL C and PTX, a kernel, launches, a stream, events) runs once to count its injectable
   driver calls; then, for n = 1..N, the n-th call fails. Each run must end in a clean
   error: a failing dc_result, a message in dc_last_error(), no crash, and after cleanup
   nothing leaked (run under ASan/LeakSanitizer by `make test-fault`). Afterwards
   injection is off and the scenario must succeed again. A second scenario does the same
   for copies between two devices, through the staging ring and the direct path. */
#include "common.h"

#include <pthread.h>

#ifndef DC_FAULT_INJECTION
#error "fault.c needs -DDC_FAULT_INJECTION (for the library and this file)"
#endif

enum { FN = 4096 };

typedef struct outcome {
    dc_result first;          /* first failure, DC_SUCCESS if none */
    char where[96];           /* which step */
    char message[1024];       /* dc_last_error() right after it */
    int data_ok;              /* results verified (only meaningful when nothing failed) */
    char left[160];           /* a failing step that left its output non-zero (section 5) */
} outcome;

#define STEP(expr) STEP_AS(expr, #expr)
#define STEP_AS(expr, label)                                                          \
    do {                                                                              \
        dc_result r_ = (expr);                                                        \
        if (r_ != DC_SUCCESS) {                                                       \
            o->first = r_;                                                            \
            snprintf(o->where, sizeof o->where, "%s", label);                         \
            snprintf(o->message, sizeof o->message, "%s", dc_last_error());            \
            goto cleanup;                                                             \
        }                                                                             \
    } while (0)

static int all_zero(const void *p, size_t n)
{
    const unsigned char *c = (const unsigned char *)p;
    size_t i;
    for (i = 0; i < n; i++)
        if (c[i]) return 0;
    return 1;
}

/* STEP_OUT(expr, out): STEP, and a failure must leave *out all zero, whatever it held
   before (section 5: a driver's failure half-way through a query included). */
#define STEP_OUT(expr, out)                                                           \
    do {                                                                              \
        dc_result ro_;                                                                \
        memset((out), 0xAB, sizeof *(out));                                           \
        ro_ = (expr);                                                                 \
        if (ro_ != DC_SUCCESS && !all_zero((out), sizeof *(out)) && !o->left[0])      \
            snprintf(o->left, sizeof o->left, "%s failed but left %s non-zero", #expr, #out); \
        STEP_AS(ro_, #expr);                                                          \
    } while (0)

/* Warnings and errors the scenarios' contexts logged. A failure the library works around
   (a driver left out at creation while another backend has devices, peer access that
   falls back to the host path, a device whose last work fails at destruction) fails no
   call, but must be said: such a run counts as absorbed with a warning. */
static int scenario_warns;
static char scenario_warn[512];
static void scenario_log(void *user, dc_log_level level, const char *message)
{
    (void)user;
    if (level != DC_LOG_ERROR && level != DC_LOG_WARN) return;
    if (strncmp(message, "test hook:", 10) == 0) return;   /* DC_DEBUG_CUDA_SPLIT's, at every creation */
    scenario_warns++;
    snprintf(scenario_warn, sizeof scenario_warn, "%s", message);
}
static void scenario_desc(dc_context_desc *desc)
{
    memset(desc, 0, sizeof *desc);
    desc->log = scenario_log;
    desc->log_level = DC_LOG_WARN;
}

static void scenario(outcome *o)
{
    static float x[FN], y[FN];
    dc_context *ctx = NULL;
    dc_buffer a = { 0 }, b = { 0 };
    dc_stream s = { 0 };
    dc_event e1 = { 0 }, e2 = { 0 };
    dc_module m = { 0 };
    dc_kernel k = { 0 };
    float *pinned = NULL, *heap = NULL;
    dc_result r;
    int d, n, i;
    float ms = 0;
    dc_context_desc desc;
    memset(o, 0, sizeof *o);
    for (i = 0; i < FN; i++) x[i] = (float)i;

    scenario_desc(&desc);
    STEP(dc_context_create(&desc, &ctx));
    n = dc_device_count(ctx);
    STEP(tk_load(ctx, &m));
    STEP_OUT(dc_kernel_get(ctx, m, "scale", &k), &k);
    for (d = 0; d < n; d++) {
        dc_device_info info;
        uint64_t fr, tot;
        int done;
        STEP_OUT(dc_device_get_info(ctx, d, &info), &info);
        fr = tot = 7;
        r = dc_device_memory(ctx, d, &fr, &tot);
        if (r != DC_SUCCESS && (fr || tot) && !o->left[0])
            snprintf(o->left, sizeof o->left, "dc_device_memory failed but left %llu free, %llu total bytes",
                     (unsigned long long)fr, (unsigned long long)tot);
        STEP_AS(r, "dc_device_memory(ctx, d, &fr, &tot)");
        STEP_OUT(dc_buffer_create(ctx, d, sizeof x, &a), &a);
        STEP_OUT(dc_buffer_create(ctx, d, sizeof x, &b), &b);
        STEP(dc_buffer_write(ctx, a, 0, x, sizeof x));
        STEP(dc_buffer_fill(ctx, b, 0, sizeof x, "\0\0\0\0", 4));
        STEP_OUT(dc_stream_create(ctx, d, &s), &s);
        STEP_OUT(dc_event_record(ctx, s, &e1), &e1);
        STEP(dc_copy_async(ctx, s, b, 0, a, 0, sizeof x));
        STEP(tk_scale(ctx, k, d, s, b, 2.0f, FN));
        STEP_OUT(dc_event_record(ctx, s, &e2), &e2);
        STEP(dc_stream_wait_event(ctx, dc_default_stream(ctx, d), e2));
        STEP(tk_scale(ctx, k, d, (dc_stream){ 0 }, b, 3.0f, FN));
        STEP(dc_event_synchronize(ctx, e2));
        STEP_OUT(dc_event_query(ctx, e2, &done), &done);
        STEP_OUT(dc_event_elapsed_ms(ctx, e1, e2, &ms), &ms);
        pinned = (float *)dc_host_alloc(ctx, sizeof x);
        if (!pinned) {
            o->first = DC_ERROR_OUT_OF_HOST_MEMORY;
            snprintf(o->where, sizeof o->where, "dc_host_alloc");
            snprintf(o->message, sizeof o->message, "%s", dc_last_error());
            goto cleanup;
        }
        STEP(dc_buffer_read_async(ctx, (dc_stream){ 0 }, b, 0, pinned, sizeof x));
        STEP(dc_device_synchronize(ctx, d));
        memcpy(y, pinned, sizeof y);
        /* Caller-owned memory in async transfers: a call that fails queued nothing, so the
           memory may be freed at once (ASan sees it if the driver still touches it). */
        heap = (float *)malloc(sizeof x);
        if (!heap) goto cleanup;
        memcpy(heap, x, sizeof x);
        r = dc_buffer_write_async(ctx, s, a, 0, heap, sizeof x);
        if (r != DC_SUCCESS) {
            free(heap);
            heap = NULL;
        }
        STEP_AS(r, "dc_buffer_write_async(ctx, s, a, 0, heap, sizeof x)");
        STEP(dc_stream_synchronize(ctx, s));
        r = dc_buffer_read_async(ctx, s, b, 0, heap, sizeof x);
        if (r != DC_SUCCESS) {
            free(heap);
            heap = NULL;
        }
        STEP_AS(r, "dc_buffer_read_async(ctx, s, b, 0, heap, sizeof x)");
        STEP(dc_stream_synchronize(ctx, s));
        free(heap);
        heap = NULL;
        STEP(dc_stream_destroy(ctx, s));
        s.id = 0;
        dc_event_destroy(ctx, e1);
        dc_event_destroy(ctx, e2);
        e1.id = e2.id = 0;
        dc_buffer_destroy(ctx, a);
        dc_buffer_destroy(ctx, b);
        a.id = b.id = 0;
        dc_host_free(ctx, pinned);
        pinned = NULL;
        o->data_ok = 1;
        for (i = 0; i < FN; i++)
            if (y[i] != 6.0f * (float)i) o->data_ok = 0;
        if (!o->data_ok) {
            snprintf(o->where, sizeof o->where, "device %d: wrong results", d);
            goto cleanup;
        }
    }
    STEP(dc_synchronize(ctx));
cleanup:
    /* release everything explicitly (what a careful caller does), then the context */
    if (ctx) {
        /* `pinned` may still be the target of a read whose wait failed: it is left to
           dc_context_destroy, which waits for all work before freeing. `heap` only
           survives a failed wait, so it is freed after the context. */
        if (s.id) (void)dc_stream_destroy(ctx, s);
        dc_event_destroy(ctx, e1);
        dc_event_destroy(ctx, e2);
        dc_buffer_destroy(ctx, a);
        dc_buffer_destroy(ctx, b);
        dc_module_destroy(ctx, m);
        dc_context_destroy(ctx);
    }
    free(heap);
}

/* Copies between the first and the last device, through the staging ring (with
   DC_CONTEXT_NO_PEER) or the direct path, blocking and async, over more than one
   staging chunk so that failures land mid-pipeline. Needs two devices. */
static unsigned copy_flags;
static void copy_scenario(outcome *o)
{
    enum { CN = 9 * 1024 * 1024 + 3 };   /* two 8 MiB chunks and a ragged end */
    static unsigned char x[CN], y[CN];
    dc_context_desc desc;
    dc_context *ctx = NULL;
    dc_buffer a = { 0 }, b = { 0 };
    dc_stream s = { 0 };
    dc_copy_path path;
    dc_peer_info info;
    dc_transfer_stats stats;
    int last, i;
    memset(o, 0, sizeof *o);
    scenario_desc(&desc);
    desc.flags = copy_flags;
    for (i = 0; i < CN; i++) x[i] = (unsigned char)(i * 7 + 1);
    memset(y, 0, sizeof y);
    STEP(dc_context_create(&desc, &ctx));
    last = dc_device_count(ctx) - 1;
    STEP_OUT(dc_peer_get_info(ctx, 0, last, &info), &info);
    STEP_OUT(dc_buffer_create(ctx, 0, CN, &a), &a);
    STEP_OUT(dc_buffer_create(ctx, last, CN, &b), &b);
    STEP(dc_buffer_write(ctx, a, 0, x, CN));
    STEP_OUT(dc_copy_path_get(ctx, b, a, &path), &path);
    STEP(dc_copy(ctx, b, 0, a, 0, CN));
    STEP(dc_buffer_read(ctx, b, 0, y, CN));
    o->data_ok = memcmp(x, y, CN) == 0;
    memset(y, 0, sizeof y);
    STEP(dc_buffer_fill(ctx, a, 0, CN - 3, "\1\2\3\4", 4));
    STEP_OUT(dc_stream_create(ctx, last, &s), &s);
    STEP(dc_copy_async(ctx, s, b, 1, a, 0, CN - 3));
    STEP(dc_stream_synchronize(ctx, s));
    STEP(dc_buffer_read(ctx, b, 1, y, CN - 3));
    for (i = 0; i < CN - 3; i++)
        if (y[i] != (unsigned char)(i % 4 + 1)) o->data_ok = 0;
    STEP(dc_stream_destroy(ctx, s));   /* waits for the stream: a failure there is reported */
    s.id = 0;
    /* peer access that could not be turned on at the first copy sends it and every later
       one through the host (logged), and the path query says so from then on */
    STEP_OUT(dc_copy_path_get(ctx, b, a, &path), &path);
    STEP_OUT(dc_transfer_stats_get(ctx, &stats), &stats);
    if (stats.copy_bytes[path] != 2ull * CN - 3) o->data_ok = 0;
    if (!o->data_ok) snprintf(o->where, sizeof o->where, "wrong bytes after the copies");
cleanup:
    if (ctx) {
        if (s.id) (void)dc_stream_destroy(ctx, s);
        dc_buffer_destroy(ctx, a);
        dc_buffer_destroy(ctx, b);
        dc_context_destroy(ctx);
    }
}

/* The failure happened inside a function that returns void (and so can only log it). */
static int void_function_failed(const char *msg)
{
    static const char *const fns[] = { "dc_context_destroy", "dc_buffer_destroy",
                                       "dc_event_destroy", "dc_module_destroy", "dc_host_free" };
    unsigned i;
    for (i = 0; i < sizeof fns / sizeof fns[0]; i++)
        if (strncmp(msg, fns[i], strlen(fns[i])) == 0) return 1;
    return 0;
}

static int is_caller_error(dc_result r)
{
    return r == DC_ERROR_INVALID_ARGUMENT || r == DC_ERROR_INVALID_HANDLE ||
           r == DC_ERROR_OUT_OF_RANGE;
}

/* Runs `sc` once to count its driver calls, then once per call with that call failing. */
static void inject_every_call(void (*sc)(outcome *))
{
    outcome o;
    long before, calls, n, failed_clean = 0;
    int absorbed = 0, bad = 0, in_void = 0, warned = 0;

    dc_debug_fail_call(0);
    sc(&o);   /* warm-up: what a process does once (the CUDA driver's first context) is done */
    before = dc_debug_driver_calls();
    sc(&o);
    calls = dc_debug_driver_calls() - before;
    if (o.first != DC_SUCCESS || !o.data_ok) {
        FAIL("the scenario fails without injection: %s at %s: %s", dc_result_name(o.first),
             o.where, o.message);
        return;
    }
    REQUIRE(calls > 0);
    th_note("the scenario makes %ld injectable driver calls", calls);

    for (n = 1; n <= calls; n++) {
        /* dc_last_error() is not cleared by a success: a known error first, so that a
           destroy function's failure read below is this run's, not an earlier one's */
        (void)dc_context_create(NULL, NULL);
        scenario_warns = 0;
        dc_debug_fail_call(n);
        sc(&o);
        dc_debug_fail_call(0);
        if (o.first == DC_SUCCESS) {
            /* the failure was absorbed: only acceptable if nothing was lost */
            if (!o.data_ok) {
                FAIL("call %ld: injected failure led to wrong results without an error (%s)", n,
                     o.where);
                bad++;
            } else if (void_function_failed(dc_last_error())) {
                /* a destroy function has no result to return: logged, nothing else to do */
                printf("  call %3ld -> absorbed in a void function: %s\n", n, dc_last_error());
                in_void++;
            } else if (scenario_warns) {
                printf("  call %3ld -> absorbed with a warning: %s\n", n, scenario_warn);
                warned++;
            } else if (absorbed++ < 10) {
                FAIL("call %ld: injected failure vanished: every step succeeded", n);
            }
            continue;
        }
        printf("  call %3ld -> %s: %s\n", n, dc_result_name(o.first), o.where);
        if (o.left[0]) {
            FAIL("call %ld: %s", n, o.left);
            bad++;
        }
        if (o.message[0] == 0) {
            FAIL("call %ld: %s failed with %s but dc_last_error() is empty", n, o.where,
                 dc_result_name(o.first));
            bad++;
        } else if (is_caller_error(o.first)) {
            FAIL("call %ld: a driver failure surfaced as the caller's mistake: %s at %s: %s",
                 n, dc_result_name(o.first), o.where, o.message);
            bad++;
        } else {
            failed_clean++;
        }
        if (bad > 20) {
            FAIL("stopping after 20 bad runs");
            break;
        }
    }
    printf("fault: %ld call sites exercised: %ld clean errors, %d in void functions (logged), "
           "%d worked around with a warning, %d absorbed, %d bad\n", calls, failed_clean, in_void, warned, absorbed, bad);

    /* injection off: all is well again */
    dc_debug_fail_call(0);
    sc(&o);
    if (o.first != DC_SUCCESS || !o.data_ok)
        FAIL("after injection: %s at %s: %s", dc_result_name(o.first), o.where, o.message);
}

TEST(fault_injection_every_driver_call)
{
    inject_every_call(scenario);
}

/* The copy paths between devices, the staging ring's error handling included. */
TEST(fault_injection_copies_between_devices)
{
    dc_context *ctx;
    int n;
    if (th_ctx_try(NULL, &ctx) != DC_SUCCESS) SKIP("no context");
    n = dc_device_count(ctx);
    if (n < 2) SKIP("needs 2 devices, have %d", n);
    copy_flags = DC_CONTEXT_NO_PEER;   /* host-staged */
    inject_every_call(copy_scenario);
    copy_flags = 0;                    /* peer or one OpenCL context */
    inject_every_call(copy_scenario);
}

/* Injection past the end of the scenario changes nothing; turning it off works. */
TEST(fault_injection_off_is_off)
{
    outcome o;
    long before;
    dc_debug_fail_call(1000000000L);
    before = dc_debug_driver_calls();
    scenario(&o);
    dc_debug_fail_call(0);
    CHECK(dc_debug_driver_calls() > before);
    CHECK_EQ(o.first, DC_SUCCESS);
    CHECK(o.data_ok);
    dc_debug_fail_call(1);
    dc_debug_fail_call(0);
    scenario(&o);
    CHECK_EQ(o.first, DC_SUCCESS);
}

/* A driver that fails to list its platforms (not the ICD loader's "no platform") is left
   out, and says why at warn level: it used to be logged at info level as "not used", so a
   broken OpenCL driver looked like no OpenCL at all. */
typedef struct warn_log { char text[1024]; int warns; } warn_log;
static void warn_log_fn(void *user, dc_log_level level, const char *message)
{
    warn_log *w = (warn_log *)user;
    if (level != DC_LOG_WARN) return;
    w->warns++;
    snprintf(w->text, sizeof w->text, "%s", message);
}
TEST(fault_opencl_platform_list_failure_is_a_warning)
{
    dc_context_desc desc;
    dc_context *ctx = NULL;
    warn_log w;
    dc_result r;
    const char *env_log = getenv("DC_LOG");
    if (env_log && env_log[0]) SKIP("DC_LOG sets the log level");
    memset(&desc, 0, sizeof desc);
    memset(&w, 0, sizeof w);
    desc.backends = DC_BACKEND_OPENCL;
    desc.log = warn_log_fn;
    desc.log_user = &w;
    desc.log_level = DC_LOG_WARN;
    dc_debug_fail_call(1);   /* the first OpenCL call: clGetPlatformIDs */
    r = dc_context_create(&desc, &ctx);
    dc_debug_fail_call(0);
    if (r == DC_SUCCESS) dc_context_destroy(ctx);
    if (r == DC_ERROR_NO_DRIVER) SKIP("no OpenCL driver: %s", dc_last_error());
    CHECK_ERR(r, DC_ERROR_NO_DEVICE);
    CHECK(w.warns == 1);
    if (!strstr(w.text, "clGetPlatformIDs") || !strstr(w.text, "CL_OUT_OF_RESOURCES"))
        FAIL("the warning does not name the failed call and its error: \"%s\"", w.text);
}

/* A platform whose device count fails (a broken ICD: any error but CL_DEVICE_NOT_FOUND) is
   left out with a warning naming the call and its error, and the context is made of the
   other platforms' devices, or none (NO_DEVICE); nothing the failed creation allocated
   stays behind. The count's clGetDeviceIDs was called straight, past the injection: no
   test could fail it. */
TEST(fault_opencl_device_list_failure_is_a_warning)
{
    static tk_alloc_count count;
    dc_context_desc desc;
    dc_context *ctx = NULL;
    warn_log w;
    dc_result r = DC_SUCCESS;
    long n, hits = 0;
    const char *env_log = getenv("DC_LOG");
    if (env_log && env_log[0]) SKIP("DC_LOG sets the log level");
    memset(&desc, 0, sizeof desc);
    desc.backends = DC_BACKEND_OPENCL;
    desc.log = warn_log_fn;
    desc.log_level = DC_LOG_WARN;
    memset(&w, 0, sizeof w);
    desc.log_user = &w;
    r = dc_context_create(&desc, &ctx);   /* the GPU machines' CUDA-only runs hide OpenCL's platforms */
    if (r != DC_SUCCESS) SKIP("no OpenCL device: %s", dc_last_error());
    dc_context_destroy(ctx);
    /* the platform list's calls come first: the device count is among the first few */
    for (n = 1; n <= 8 && !hits; n++) {
        tk_counting_desc(&desc, &count);
        memset(&w, 0, sizeof w);
        desc.log_user = &w;
        dc_debug_fail_call(n);
        r = dc_context_create(&desc, &ctx);
        dc_debug_fail_call(0);
        if (r == DC_SUCCESS) dc_context_destroy(ctx);
        CHECK_EQ(__atomic_load_n(&count.live, __ATOMIC_SEQ_CST), 0);
        if (r == DC_ERROR_NO_DRIVER) SKIP("no OpenCL driver: %s", dc_last_error());
        if (!strstr(w.text, "clGetDeviceIDs failed")) continue;
        hits++;
        if (!strstr(w.text, "left out") || !strstr(w.text, "CL_OUT_OF_RESOURCES"))
            FAIL("call %ld: the warning does not say the platform is left out and why: \"%s\"", n, w.text);
        CHECK_EQ(w.warns, 1);
        if (r != DC_SUCCESS) CHECK_ERR(r, DC_ERROR_NO_DEVICE);
    }
    if (!hits) FAIL("failing each of the first 8 driver calls of dc_context_create never failed clGetDeviceIDs's count");
    r = dc_context_create(&desc, &ctx);   /* and every platform again */
    if (CHECK_OK(r)) dc_context_destroy(ctx);
}

/* clSetKernelArg failing for the driver's own reasons (CL_OUT_OF_RESOURCES, injected) keeps
   the driver's result, DC_ERROR_BACKEND, with a message naming the call, its error and the
   argument. It was DC_ERROR_LAUNCH, which says an argument does not fit the kernel (for
   that: launch_bad_arguments in test_errors.c); a caller told so would look for a mistake
   in the arguments that is not there. */
TEST(fault_opencl_set_kernel_arg_failure_is_the_drivers)
{
    tk_fixture fx;
    dc_kernel k;
    dc_context *ctx = tk_fixture_open(&fx, NULL, "scale", &k);
    int d, ran = 0;
    REQUIRE(ctx);
    for (d = 0; d < fx.devices; d++) {
        dc_buffer b;
        dc_arg args[3];
        dc_launch_desc l;
        dc_result r;
        const char *msg;
        if (tk_backend(ctx, d) != DC_BACKEND_OPENCL) continue;
        ran++;
        REQUIRE_OK(dc_buffer_create(ctx, d, 16 * sizeof(float), &b));
        args[0] = DC_ARG_BUFFER(b);
        args[1] = DC_ARG_F32(2.0f);
        args[2] = DC_ARG_U32(16);
        l = tk_desc_1d(k, d, 16, 0, args, 3);
        dc_debug_fail_call(2);   /* the launch's second driver call: clSetKernelArg of argument 1 */
        r = dc_launch(ctx, &l);
        dc_debug_fail_call(0);
        msg = dc_last_error();
        if (CHECK_ERR(r, DC_ERROR_BACKEND) &&
            (!strstr(msg, "clSetKernelArg") || !strstr(msg, "CL_OUT_OF_RESOURCES") || !th_mentions_arg(msg, 1) ||
             !strstr(msg, "DC_ARG_F32") || !strstr(msg, "4 bytes")))
            FAIL("device %d: the message does not name the call, its error and argument 1 (DC_ARG_F32, 4 bytes): %s", d, msg);
        CHECK_OK(dc_launch(ctx, &l));   /* nothing left behind */
        CHECK_OK(dc_device_synchronize(ctx, d));
        dc_buffer_destroy(ctx, b);
    }
    if (!ran) SKIP("no OpenCL device");
}

/* DC_PROFILE_LIGHT: a dc_profile_reset (another thread's) that lands between a launch's
   start and its record, where the launch shares its stream's next event: it is work of
   the old window and is dropped, as a launch with its own event is. It used to be
   recorded in the new window, starting before the window opened: a negative "ts" in the
   trace, and busy time that can exceed the window. dc_debug_on_launch puts the reset
   exactly there. */
typedef struct reset_at_launch { int fired; dc_result reset; } reset_at_launch;
static void reset_at_shared_launch(dc_context *ctx, int timing, void *user)
{
    reset_at_launch *s = (reset_at_launch *)user;
    if (timing != 2 || s->fired) return;
    s->fired = 1;
    s->reset = dc_profile_reset(ctx);
}
TEST(fault_profile_reset_during_a_shared_event_launch)
{
    tk_fixture fx;
    dc_kernel k;
    dc_context *ctx;
    dc_buffer b;
    dc_profile *pr = (dc_profile *)calloc(1, sizeof *pr);
    reset_at_launch s = { 0, DC_SUCCESS };
    char path[512], name[64], *text = NULL;
    int tries;
    if (!pr) { FAIL("out of host memory"); return; }
    if (!(ctx = tk_fixture_open(&fx, NULL, "scale", &k))) { free(pr); return; }
    REQUIRE_OK(dc_buffer_create(ctx, 0, 16 * sizeof(float), &b));
    REQUIRE_OK(dc_profile_enable(ctx, DC_PROFILE_LIGHT));
    dc_debug_on_launch(reset_at_shared_launch, &s);
    /* two launches within 200 us: the second shares the next event, and the reset lands
       after it was queued, before it is recorded */
    for (tries = 0; tries < 50 && !s.fired; tries++) {
        CHECK_OK(dc_profile_reset(ctx));
        CHECK_OK(tk_scale(ctx, k, 0, dc_default_stream(ctx, 0), b, 1.0f, 16));
        CHECK_OK(tk_scale(ctx, k, 0, dc_default_stream(ctx, 0), b, 1.0f, 16));
    }
    dc_debug_on_launch(NULL, NULL);
    if (!s.fired) { dc_buffer_destroy(ctx, b); free(pr); SKIP("no two launches within 200 us"); }
    CHECK_OK(s.reset);
    CHECK_OK(dc_stream_synchronize(ctx, dc_default_stream(ctx, 0)));
    if (CHECK_OK(dc_profile_get(ctx, pr))) {
        CHECK_EQ(pr->device[0].launches, 0);   /* the launch began in the old window */
        CHECK_EQ(pr->device[0].syncs, 1);
        if (!(pr->device[0].busy_ms <= pr->window_ms + 1e-9))
            FAIL("device 0 busy %.6f ms in a window of %.6f ms", pr->device[0].busy_ms, pr->window_ms);
    }
    snprintf(name, sizeof name, "dc_fault_trace_%ld.json", (long)th_now() % 100000);
    if (!th_temp_path(path, sizeof path, name)) FAIL("no temporary path for %s", name);
    else if (CHECK_OK(dc_trace_write(ctx, path))) {
        FILE *f = fopen(path, "rb");
        long size = 0;
        if (f && fseek(f, 0, SEEK_END) == 0 && (size = ftell(f)) > 0 && fseek(f, 0, SEEK_SET) == 0 &&
            (text = (char *)calloc(1, (size_t)size + 1)) != NULL && fread(text, 1, (size_t)size, f) == (size_t)size) {
            if (strstr(text, "\"ts\": -")) FAIL("an event starts before the window: %.60s", strstr(text, "\"ts\": -"));
        } else FAIL("cannot read back the trace %s", path);
        if (f) fclose(f);
        remove(path);
    }
    free(text);
    dc_buffer_destroy(ctx, b);
    free(pr);
}

/* DC_PROFILE_LIGHT: a host wait (dc_device_synchronize here; dc_event_synchronize and
   dc_profile_get alike) closes every open group of launches of the device, also of
   streams that another thread owns and may destroy meanwhile. The hook
   (tk_on_profile_close) lands that destroy exactly where the wait has found the stream's
   group open and is about to queue its closing mark: the destroy must not free the stream
   before that mark is queued. It used to finish there, and the mark went on to a freed
   stream. */
typedef struct close_race {
    dc_context *ctx;
    dc_stream s;
    void *native;
    pthread_t thread;
    int started, last_timing;
    volatile long done, done_early;
    dc_result destroyed;
} close_race;
static void close_race_timing(dc_context *ctx, int timing, void *user)
{
    (void)ctx;
    ((close_race *)user)->last_timing = timing;
}
static void *close_race_destroy(void *arg)
{
    close_race *c = (close_race *)arg;
    c->destroyed = dc_stream_destroy(c->ctx, c->s);
    __atomic_store_n(&c->done, 1, __ATOMIC_SEQ_CST);
    return NULL;
}
static void close_race_hook(dc_context *ctx, void *stream, void *user)
{
    close_race *c = (close_race *)user;
    int i;
    (void)ctx;
    if (stream != c->native || c->started) return;
    if (!(c->started = pthread_create(&c->thread, NULL, close_race_destroy, c) == 0)) return;
    for (i = 0; i < 300 && !__atomic_load_n(&c->done, __ATOMIC_SEQ_CST); i++) th_sleep_us(1000);   /* 0.3 s for it to finish */
    __atomic_store_n(&c->done_early, __atomic_load_n(&c->done, __ATOMIC_SEQ_CST), __ATOMIC_SEQ_CST);
}
TEST(fault_profile_group_closed_while_its_stream_is_destroyed)
{
    tk_fixture fx;
    dc_kernel k;
    dc_context *ctx;
    dc_buffer b;
    close_race c;
    int tries;
    memset(&c, 0, sizeof c);
    if (!(ctx = tk_fixture_open(&fx, NULL, "scale", &k))) return;
    REQUIRE_OK(dc_buffer_create(ctx, 0, 16 * sizeof(float), &b));
    REQUIRE_OK(dc_stream_create(ctx, 0, &c.s));
    REQUIRE_OK(dc_stream_native(ctx, c.s, &c.native));
    c.ctx = ctx;
    REQUIRE_OK(dc_profile_enable(ctx, DC_PROFILE_LIGHT));
    /* launches within 200 us of the stream's last mark share its next one: the last of
       them leaves the group open */
    dc_debug_on_launch(close_race_timing, &c);
    for (tries = 0; tries < 50 && c.last_timing != 2; tries++) {
        CHECK_OK(tk_scale(ctx, k, 0, c.s, b, 1.0f, 16));
        CHECK_OK(tk_scale(ctx, k, 0, c.s, b, 1.0f, 16));
    }
    dc_debug_on_launch(NULL, NULL);
    if (c.last_timing != 2) {
        CHECK_OK(dc_stream_destroy(ctx, c.s));
        dc_buffer_destroy(ctx, b);
        SKIP("no two launches within 200 us");
    }
    tk_on_profile_close(close_race_hook, &c);
    CHECK_OK(dc_device_synchronize(ctx, 0));
    tk_on_profile_close(NULL, NULL);
    if (!c.started) {
        FAIL("the wait closed no open group of the stream");
        CHECK_OK(dc_stream_destroy(ctx, c.s));
    } else {
        pthread_join(c.thread, NULL);
        CHECK_OK(c.destroyed);
        if (__atomic_load_n(&c.done_early, __ATOMIC_SEQ_CST))
            FAIL("dc_stream_destroy on another thread freed the stream while its group's closing mark was yet to be queued on it");
    }
    CHECK_OK(dc_device_synchronize(ctx, 0));
    dc_buffer_destroy(ctx, b);
}

/* The first dc_profile_enable failing (its first driver call: a device's profiling
   stream) while another thread reads the profile: the reader must never get the profile
   that the failed enable is freeing. The enable used to publish the profile before making
   its streams and free it again, still published, when one failed; a dc_profile_get in
   between read freed memory (ASan: heap-use-after-free). The context's allocator puts the
   reader exactly there: at the failed enable's first free it starts the reader, and holds
   it, once it is inside dc_profile_get (its scratch allocation), until the enable returned. */
typedef struct first_enable_race {
    dc_context *ctx;
    pthread_t enabler, reader;
    volatile long armed, fired, reader_in, reader_done, enable_done;
    dc_result read;
    char read_error[256];
} first_enable_race;
static first_enable_race fer;
static __thread int fer_is_reader;
static int fer_wait(volatile long *flag)   /* 1 once *flag is set, 0 after 2 s */
{
    int i;
    for (i = 0; i < 2000 && !__atomic_load_n(flag, __ATOMIC_SEQ_CST); i++) th_sleep_us(1000);
    return __atomic_load_n(flag, __ATOMIC_SEQ_CST) != 0;
}
static void *fer_reader(void *arg)
{
    dc_profile *pr = (dc_profile *)calloc(1, sizeof *pr);
    (void)arg;
    fer_is_reader = 1;
    fer.read = pr ? dc_profile_get(fer.ctx, pr) : DC_ERROR_OUT_OF_HOST_MEMORY;
    if (fer.read != DC_SUCCESS) snprintf(fer.read_error, sizeof fer.read_error, "%s", dc_last_error());
    free(pr);
    __atomic_store_n(&fer.reader_done, 1, __ATOMIC_SEQ_CST);
    return NULL;
}
static void *fer_alloc(size_t bytes, void *user)
{
    (void)user;
    if (fer_is_reader && !__atomic_load_n(&fer.reader_in, __ATOMIC_SEQ_CST)) {
        __atomic_store_n(&fer.reader_in, 1, __ATOMIC_SEQ_CST);
        fer_wait(&fer.enable_done);
    }
    return malloc(bytes);
}
static void fer_free(void *p, void *user)
{
    (void)user;
    if (__atomic_load_n(&fer.armed, __ATOMIC_SEQ_CST) && pthread_equal(pthread_self(), fer.enabler) &&
        __atomic_exchange_n(&fer.armed, 0, __ATOMIC_SEQ_CST)) {
        if (pthread_create(&fer.reader, NULL, fer_reader, NULL) == 0) {
            __atomic_store_n(&fer.fired, 1, __ATOMIC_SEQ_CST);
            /* on once the reader holds what it read, or is done (it found no profile) */
            for (int i = 0; i < 2000 && !__atomic_load_n(&fer.reader_in, __ATOMIC_SEQ_CST) &&
                            !__atomic_load_n(&fer.reader_done, __ATOMIC_SEQ_CST); i++)
                th_sleep_us(1000);
        }
    }
    free(p);
}
TEST(fault_profile_first_enable_fails_while_another_thread_reads)
{
    dc_context_desc desc;
    dc_profile *pr;
    dc_result r;
    memset(&fer, 0, sizeof fer);
    memset(&desc, 0, sizeof desc);
    desc.allocator.alloc = fer_alloc;
    desc.allocator.free = fer_free;
    REQUIRE_OK(dc_context_create(&desc, &fer.ctx));
    fer.enabler = pthread_self();
    __atomic_store_n(&fer.armed, 1, __ATOMIC_SEQ_CST);
    dc_debug_fail_call(1);   /* the enable's first driver call: device 0's profiling stream */
    r = dc_profile_enable(fer.ctx, DC_PROFILE_ON);
    dc_debug_fail_call(0);
    __atomic_store_n(&fer.armed, 0, __ATOMIC_SEQ_CST);
    __atomic_store_n(&fer.enable_done, 1, __ATOMIC_SEQ_CST);
    if (__atomic_load_n(&fer.fired, __ATOMIC_SEQ_CST)) pthread_join(fer.reader, NULL);
    CHECK(r != DC_SUCCESS);
    if (!fer.fired) FAIL("the failed enable freed nothing (%s: %s)", dc_result_name(r), dc_last_error());
    else if (fer.read != DC_SUCCESS) FAIL("dc_profile_get on the other thread: %s: %s", dc_result_name(fer.read), fer.read_error);
    /* the failure left nothing half-made: profiling starts as if never tried */
    if ((pr = (dc_profile *)calloc(1, sizeof *pr)) != NULL) {
        if (CHECK_OK(dc_profile_enable(fer.ctx, DC_PROFILE_ON)) && CHECK_OK(dc_profile_get(fer.ctx, pr))) CHECK(pr->enabled == DC_PROFILE_ON);
        free(pr);
    } else FAIL("out of host memory");
    dc_context_destroy(fer.ctx);
}

/* A profiled launch (DC_PROFILE_ON: its mark taken before it is queued) whose driver calls
   fail in turn: each failure is the launch's error, its mark goes back unrecorded
   (dc_profile_get counts only the launches that ran), nothing the context allocated stays
   behind, and profiled launches run afterwards. */
TEST(fault_profiled_launch_fails)
{
    static tk_alloc_count count;
    dc_context_desc desc;
    tk_fixture fx;
    dc_kernel k;
    dc_context *ctx;
    dc_buffer b;
    dc_arg args[3];
    dc_launch_desc l;
    dc_profile *pr = (dc_profile *)calloc(1, sizeof *pr);
    long n, live = 0;
    uint64_t ran = 0, failed = 0;
    REQUIRE(pr);
    memset(&desc, 0, sizeof desc);
    tk_counting_desc(&desc, &count);
    ctx = tk_fixture_open(&fx, &desc, "scale", &k);
    if (!ctx) { free(pr); REQUIRE(ctx); }
    REQUIRE_OK(dc_buffer_create(ctx, 0, 16 * sizeof(float), &b));
    args[0] = DC_ARG_BUFFER(b);
    args[1] = DC_ARG_F32(2.0f);
    args[2] = DC_ARG_U32(16);
    l = tk_desc_1d(k, 0, 16, 0, args, 3);
    REQUIRE_OK(dc_profile_enable(ctx, DC_PROFILE_ON));
    /* what a window of as many launches keeps (records, marks): in place, as a reset leaves it */
    for (n = 1; n <= 12; n++) REQUIRE_OK(dc_launch(ctx, &l));
    REQUIRE_OK(dc_device_synchronize(ctx, 0));
    REQUIRE_OK(dc_profile_reset(ctx));
    live = __atomic_load_n(&count.live, __ATOMIC_SEQ_CST);
    for (n = 1; n <= 12; n++) {
        dc_result r;
        dc_debug_fail_call(n);
        r = dc_launch(ctx, &l);
        dc_debug_fail_call(0);
        if (r == DC_SUCCESS) {
            ran++;
            continue;
        }
        failed++;
        if (!th_stristr(dc_last_error(), "kernel 'scale' on device 0"))
            FAIL("call %ld: the failed launch's message \"%s\" does not name its kernel", n, dc_last_error());
    }
    CHECK(failed >= 1);
    CHECK_OK(dc_device_synchronize(ctx, 0));
    if (CHECK_OK(dc_profile_get(ctx, pr))) CHECK_EQ(pr->device[0].launches, ran);
    if (CHECK_OK(dc_profile_reset(ctx))) {   /* the records of the window go; what stays is what stayed */
        CHECK_OK(dc_launch(ctx, &l));
        CHECK_OK(dc_device_synchronize(ctx, 0));
        if (CHECK_OK(dc_profile_get(ctx, pr))) CHECK_EQ(pr->device[0].launches, 1);
    }
    CHECK_OK(dc_profile_reset(ctx));
    th_note("%llu launches failed, %llu ran; %ld allocations alive before, %ld after", (unsigned long long)failed,
            (unsigned long long)ran, live, __atomic_load_n(&count.live, __ATOMIC_SEQ_CST));
    CHECK_EQ(__atomic_load_n(&count.live, __ATOMIC_SEQ_CST), live);
    dc_buffer_destroy(ctx, b);
    free(pr);
}

/* An event whose commands failed on the device (dc_debug_fail_event_status: OpenCL's
   negative execution status): dc_event_query says so, DEVICE_LOST naming the driver's
   status, and done stays 0; the next query reads the event as it is. */
TEST(fault_event_query_failed_status)
{
    dc_context *ctx = th_ctx(NULL);
    dc_stream s;
    dc_event e;
    int done = 1;
    REQUIRE(ctx);
    if (tk_backend(ctx, 0) != DC_BACKEND_OPENCL) SKIP("device 0 is no OpenCL device");
    REQUIRE_OK(dc_stream_create(ctx, 0, &s));
    REQUIRE_OK(dc_event_record(ctx, s, &e));
    CHECK_OK(dc_event_synchronize(ctx, e));
    dc_debug_fail_event_status(1);
    if (CHECK_ERR(dc_event_query(ctx, e, &done), DC_ERROR_DEVICE_LOST) &&
        (!strstr(dc_last_error(), "the event's commands failed") || !strstr(dc_last_error(), "CL_OUT_OF_RESOURCES")))
        FAIL("dc_event_query of a failed event: \"%s\"", dc_last_error());
    dc_debug_fail_event_status(0);
    CHECK_EQ(done, 0);
    CHECK_OK(dc_event_query(ctx, e, &done));
    CHECK_EQ(done, 1);
    dc_event_destroy(ctx, e);
    CHECK_OK(dc_stream_destroy(ctx, s));
}
