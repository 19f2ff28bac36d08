/* test_context.c - contexts, device filters, device info, logging, allocators. */
#define _POSIX_C_SOURCE 200809L
#include "common.h"

#include <ctype.h>
#include <limits.h>
#include <pthread.h>
#if defined(_WIN32)
#  include <windows.h>
#else
#  include <dlfcn.h>
#endif
#ifdef __linux__
#  include <unistd.h>
#endif

TEST(device_info_sane)
{
    int d, n;
    dc_context *ctx = th_ctx(NULL);
    REQUIRE(ctx);
    n = dc_device_count(ctx);
    CHECK(n > 0);
    for (d = 0; d < n; d++) {
        dc_device_info info;
        memset(&info, 0x5A, sizeof info);       /* every field must be written: the ranges below
                                                   exclude 0x5A5A... as well as 0 */
        REQUIRE_OK(dc_device_get_info(ctx, d, &info));
        CHECK(memchr(info.name, 0, sizeof info.name) != NULL);
        CHECK(memchr(info.vendor, 0, sizeof info.vendor) != NULL);
        CHECK(memchr(info.platform, 0, sizeof info.platform) != NULL);
        CHECK(memchr(info.driver_version, 0, sizeof info.driver_version) != NULL);
        CHECK(memchr(info.pci_bus_id, 0, sizeof info.pci_bus_id) != NULL);
        if (th_failed()) return;
        th_note("device %d: %s | %s | %s | driver %s | %d CUs | %llu MiB | v%d.%d | caps 0x%x",
                d, info.name, info.vendor, info.platform, info.driver_version,
                info.compute_units, (unsigned long long)(info.total_memory >> 20),
                info.version_major, info.version_minor, info.caps);
        CHECK(info.name[0] != 0);
        CHECK(info.vendor[0] != 0);
        CHECK(info.platform[0] != 0);
        CHECK(info.driver_version[0] != 0);
        CHECK(info.backend == DC_BACKEND_CUDA || info.backend == DC_BACKEND_OPENCL);
        CHECK(info.backend_ordinal >= 0 && info.backend_ordinal < 4096);
        CHECK(info.compute_units > 0 && info.compute_units < 1000000);
        CHECK(info.total_memory > 0 && info.total_memory < ((uint64_t)1 << 52));   /* 4 PiB */
        CHECK(info.max_block_size > 0 && info.max_block_size <= 1 << 16);
        CHECK(info.max_allocation > 0);
        CHECK(info.max_allocation <= info.total_memory);
        /* local / shared memory of one block: tens of KiB on GPUs, more on CPUs; not 0 */
        CHECK(info.max_local_memory > 0 && info.max_local_memory <= info.total_memory);
        CHECK(info.clock_mhz >= 0 && info.clock_mhz < 100000);
        CHECK(info.version_major > 0 && info.version_major < 100);   /* compute capability or OpenCL version */
        CHECK(info.version_minor >= 0 && info.version_minor < 100);
        CHECK((info.caps & ~0x3Fu) == 0);
        if (info.backend == DC_BACKEND_CUDA) {
            CHECK(strcmp(info.platform, "CUDA") == 0);
            CHECK(info.pci_bus_id[0] != 0);
            CHECK(!(info.caps & DC_CAP_CPU));
        }
        if (strstr(info.platform, "Portable Computing Language") &&
            (strncmp(info.name, "pthread", 7) == 0 || strncmp(info.name, "basic", 5) == 0 ||
             strncmp(info.name, "cpu", 3) == 0))
            CHECK(info.caps & DC_CAP_CPU);
    }
}

TEST(device_memory)
{
    int d;
    dc_context *ctx = th_ctx(NULL);
    REQUIRE(ctx);
    for (d = 0; d < dc_device_count(ctx); d++) {
        uint64_t f0 = 0, t0 = 0, f1 = 0, t1 = 0;
        dc_device_info info;
        dc_buffer b;
        REQUIRE_OK(dc_device_get_info(ctx, d, &info));
        REQUIRE_OK(dc_device_memory(ctx, d, &f0, &t0));
        CHECK(t0 > 0);
        CHECK(f0 <= t0);
        REQUIRE_OK(dc_buffer_create(ctx, d, 8 * TK_MIB, &b));
        REQUIRE_OK(dc_device_memory(ctx, d, &f1, &t1));
        CHECK_EQ(t1, t0);
        if (info.backend == DC_BACKEND_OPENCL) {
            /* OpenCL: counted from this context's allocations */
            CHECK(f1 + 8 * TK_MIB <= f0);
            dc_buffer_destroy(ctx, b);
            REQUIRE_OK(dc_device_memory(ctx, d, &f1, &t1));
            CHECK_EQ(f1, f0);
        }
    }
}

TEST(peer_info)
{
    int a, b, n;
    dc_context *ctx = th_ctx(NULL);
    REQUIRE(ctx);
    n = dc_device_count(ctx);
    for (a = 0; a < n; a++) {
        dc_peer_info p;
        REQUIRE_OK(dc_peer_get_info(ctx, a, a, &p));
        CHECK_EQ(p.link, DC_LINK_SELF);
        for (b = 0; b < n; b++) {
            dc_peer_info q, r;
            unsigned ba, bb;
            if (a == b) continue;
            REQUIRE_OK(dc_peer_get_info(ctx, a, b, &q));
            REQUIRE_OK(dc_peer_get_info(ctx, b, a, &r));
            CHECK(q.link != DC_LINK_SELF);
            CHECK((int)q.link >= 0 && q.link <= DC_LINK_HOST);
            CHECK_EQ(q.link, r.link);
            CHECK(!q.access_enabled || q.access_possible);
            ba = tk_backend(ctx, a);
            bb = tk_backend(ctx, b);
            if (ba != bb || ba == DC_BACKEND_OPENCL) {
                CHECK(q.link != DC_LINK_NVLINK && q.link != DC_LINK_PCIE);
                CHECK_ERR(dc_peer_enable(ctx, a, b), DC_ERROR_PEER_UNSUPPORTED);
            } else if (q.access_possible) {
                CHECK_OK(dc_peer_enable(ctx, a, b));
                CHECK_OK(dc_peer_enable(ctx, a, b));     /* idempotent */
                REQUIRE_OK(dc_peer_get_info(ctx, a, b, &q));
                CHECK(q.access_enabled);
            }
        }
    }
    if (n >= 2) {
        dc_context_desc d;
        dc_context *np;
        memset(&d, 0, sizeof d);
        d.flags = DC_CONTEXT_NO_PEER;
        np = th_ctx(&d);
        REQUIRE(np);
        CHECK_ERR(dc_peer_enable(np, 0, 1), DC_ERROR_PEER_UNSUPPORTED);
    }
}

static int same_device(const dc_device_info *a, const dc_device_info *b)
{
    return a->backend == b->backend && a->backend_ordinal == b->backend_ordinal &&
           strcmp(a->name, b->name) == 0 && strcmp(a->platform, b->platform) == 0;
}

TEST(device_filters)
{
    dc_context_desc d;
    dc_context *all, *c;
    dc_device_info infos[64];
    int n, i, ids[64], cuda, cl;
    dc_result r;
    unsigned bit;
    all = th_ctx(NULL);
    REQUIRE(all);
    n = dc_device_count(all);
    REQUIRE(n > 0 && n <= 64);
    for (i = 0; i < n; i++) REQUIRE_OK(dc_device_get_info(all, i, &infos[i]));
    cuda = th_has_backend(all, DC_BACKEND_CUDA);
    cl = th_has_backend(all, DC_BACKEND_OPENCL);

    /* a zeroed desc is the same as NULL */
    memset(&d, 0, sizeof d);
    c = th_ctx(&d);
    REQUIRE(c);
    CHECK_EQ(dc_device_count(c), n);

    /* backends */
    memset(&d, 0, sizeof d);
    d.backends = DC_BACKEND_CUDA;
    r = th_ctx_try(&d, &c);
    if (cuda == 0) {
        if (r != DC_ERROR_NO_DEVICE && r != DC_ERROR_NO_DRIVER)
            FAIL("backends = CUDA without CUDA devices: %s, expected NO_DEVICE or NO_DRIVER",
                 dc_result_name(r));
        else CHECK(dc_last_error()[0] != 0);
        /* no driver: named as this system calls it (nvcuda.dll, libcuda.so.1) */
        if (r == DC_ERROR_NO_DRIVER && !strstr(dc_last_error(), TK_CUDA_LIBRARY))
            FAIL("NO_DRIVER without naming %s: %s", TK_CUDA_LIBRARY, dc_last_error());
    } else if (CHECK_OK(r)) {
        CHECK_EQ(dc_device_count(c), cuda);
        CHECK_EQ(th_has_backend(c, DC_BACKEND_CUDA), cuda);
    }
    /* OpenCL only: NVIDIA GPUs that the full list shows through CUDA come back through
       NVIDIA's OpenCL, so there may be more OpenCL devices than in the full list */
    d.backends = DC_BACKEND_OPENCL;
    r = th_ctx_try(&d, &c);
    if (r == DC_ERROR_NO_DEVICE || r == DC_ERROR_NO_DRIVER) CHECK_EQ(cl, 0);
    else if (CHECK_OK(r)) {
        CHECK(dc_device_count(c) >= cl);
        CHECK(dc_device_count(c) <= cl + cuda);
        CHECK_EQ(th_has_backend(c, DC_BACKEND_OPENCL), dc_device_count(c));
    }
    d.backends = DC_BACKEND_CUDA | DC_BACKEND_OPENCL;
    if (CHECK_OK(th_ctx_try(&d, &c))) CHECK_EQ(dc_device_count(c), n);

    /* min_compute_units */
    memset(&d, 0, sizeof d);
    d.min_compute_units = INT_MAX;
    CHECK_ERR_FN(th_ctx_try(&d, &c), DC_ERROR_NO_DEVICE, "dc_context_create");
    d.min_compute_units = infos[0].compute_units;
    if (CHECK_OK(th_ctx_try(&d, &c))) {
        int want = 0;
        for (i = 0; i < n; i++) want += infos[i].compute_units >= d.min_compute_units;
        CHECK_EQ(dc_device_count(c), want);
    }

    /* required_caps, one bit at a time */
    for (bit = 1; bit <= DC_CAP_CPU; bit <<= 1) {
        int want = 0;
        for (i = 0; i < n; i++) want += (infos[i].caps & bit) != 0;
        memset(&d, 0, sizeof d);
        d.required_caps = bit;
        r = th_ctx_try(&d, &c);
        if (want == 0) {
            if (r != DC_ERROR_NO_DEVICE)
                FAIL("required_caps 0x%x (no device has it): %s, expected NO_DEVICE", bit,
                     dc_result_name(r));
        } else if (CHECK_OK(r)) {
            CHECK_EQ(dc_device_count(c), want);
            for (i = 0; i < dc_device_count(c); i++) {
                dc_device_info info;
                CHECK_OK(dc_device_get_info(c, i, &info));
                CHECK(info.caps & bit);
            }
        }
    }

    /* device_ids: the full list reversed, then just the last one */
    for (i = 0; i < n; i++) ids[i] = n - 1 - i;
    memset(&d, 0, sizeof d);
    d.device_ids = ids;
    d.device_id_count = n;
    if (CHECK_OK(th_ctx_try(&d, &c))) {
        CHECK_EQ(dc_device_count(c), n);
        for (i = 0; i < dc_device_count(c); i++) {
            dc_device_info info;
            CHECK_OK(dc_device_get_info(c, i, &info));
            if (!same_device(&info, &infos[n - 1 - i]))
                FAIL("device_ids reversed: device %d is %s, expected %s", i, info.name,
                     infos[n - 1 - i].name);
        }
    }
    d.device_ids = &ids[0];
    d.device_id_count = 1;
    if (CHECK_OK(th_ctx_try(&d, &c))) {
        dc_device_info info;
        CHECK_EQ(dc_device_count(c), 1);
        CHECK_OK(dc_device_get_info(c, 0, &info));
        CHECK(same_device(&info, &infos[n - 1]));
    }
}

/* With every OpenCL platform hidden (OCL_ICD_VENDORS pointing at an empty folder) in a
   fresh process: NO_DEVICE or NO_DRIVER with a message, or only the CUDA devices. */
TEST(no_opencl_platform)
{
    if (getenv("DC_TEST_CHILD")) {
        dc_context *c = NULL;
        dc_result r = dc_context_create(NULL, &c);
        const char *want = getenv("DC_TEST_EXPECT");
        if (r == DC_SUCCESS && th_has_backend(c, DC_BACKEND_OPENCL)) {
            /* not the ocl-icd loader, or platforms registered another way */
            dc_context_destroy(c);
            th_skip("the ICD loader still finds OpenCL platforms with OCL_ICD_VENDORS and "
                    "OCL_ICD_FILENAMES pointing nowhere");
            return;
        }
        if (want && strcmp(want, "cuda") == 0) {
            if (CHECK_OK(r)) {
                CHECK(dc_device_count(c) > 0);
                CHECK_EQ(th_has_backend(c, DC_BACKEND_OPENCL), 0);
                dc_context_destroy(c);
            }
        } else {
            if (r != DC_ERROR_NO_DEVICE && r != DC_ERROR_NO_DRIVER) {
                FAIL("no OpenCL platform, no CUDA: %s, expected NO_DEVICE or NO_DRIVER",
                     dc_result_name(r));
                if (r == DC_SUCCESS) dc_context_destroy(c);
            } else {
                CHECK(dc_last_error()[0] != 0);
                /* a driver that is not there is named as this system calls it */
                if (r == DC_ERROR_NO_DRIVER && (!strstr(dc_last_error(), TK_OPENCL_LIBRARY) || !strstr(dc_last_error(), TK_CUDA_LIBRARY)))
                    FAIL("NO_DRIVER without naming %s and %s: %s", TK_OPENCL_LIBRARY, TK_CUDA_LIBRARY, dc_last_error());
#ifdef _WIN32
                if (strstr(dc_last_error(), "apt-get")) FAIL("a Linux hint on Windows: %s", dc_last_error());
#endif
                th_note("message: %s", dc_last_error());
            }
        }
        return;
    }
    {
        dc_context *ctx = th_ctx(NULL);
        /* the ocl-icd loader reads these two (under Wine, tools/windows_test.sh runs the
           child side itself with OpenCL.dll left out) */
        const char *env[] = { "DC_TEST_EXPECT", "none",
                              "OCL_ICD_VENDORS", "/nonexistent-dotcompute-test",
                              "OCL_ICD_FILENAMES", "/nonexistent-dotcompute-test/libnone.so",
                              NULL };
        int rc;
        REQUIRE(ctx);
        if (th_has_backend(ctx, DC_BACKEND_CUDA)) env[1] = "cuda";
        rc = th_spawn("no_opencl_platform", env);
        if (rc == 2) SKIP("the child could not hide the OpenCL platforms");
        if (rc != 0) FAIL("the child process failed (exit status %d)", rc);
    }
}

TEST(contexts_coexist)
{
    dc_context *a = th_ctx(NULL), *b = th_ctx(NULL);
    dc_buffer ba, bb;
    uint32_t x = 0x11111111u, y = 0x22222222u, r = 0;
    REQUIRE(a && b);
    CHECK(a != b);
    CHECK_EQ(dc_device_count(a), dc_device_count(b));
    REQUIRE_OK(dc_buffer_create(a, 0, 4, &ba));
    REQUIRE_OK(dc_buffer_create(b, 0, 4, &bb));
    CHECK_OK(dc_buffer_write(a, ba, 0, &x, 4));
    CHECK_OK(dc_buffer_write(b, bb, 0, &y, 4));
    dc_context_destroy(b);
    th_ctx_forget(b);
    CHECK_OK(dc_buffer_read(a, ba, 0, &r, 4));
    CHECK_EQ(r, x);
}

/* Fifty contexts open at once, each with a buffer of its own value on every device: each
   reads back its own, a handle of one is foreign to the next (INVALID_HANDLE, never
   another context's buffer), and they close in an order other than they opened. */
TEST(fifty_contexts_at_once)
{
    enum { N = 50 };
    static dc_context *c[N];
    static dc_buffer b[N][8];
    int i, d, devices = 0, made = 0;
    for (i = 0; i < N; i++) {
        if (!CHECK_OK(dc_context_create(NULL, &c[i]))) break;
        made++;
        devices = dc_device_count(c[i]) < 8 ? dc_device_count(c[i]) : 8;
        for (d = 0; d < devices; d++) {
            uint32_t v = (uint32_t)(i * 8 + d);
            if (CHECK_OK(dc_buffer_create(c[i], d, 4, &b[i][d]))) CHECK_OK(dc_buffer_write(c[i], b[i][d], 0, &v, 4));
        }
    }
    for (i = 0; i < made; i++)
        for (d = 0; d < devices; d++) {
            uint32_t got = 0;
            if (CHECK_OK(dc_buffer_read(c[i], b[i][d], 0, &got, 4)) && got != (uint32_t)(i * 8 + d))
                FAIL("context %d, device %d: read %u, wrote %d", i, d, got, i * 8 + d);
            if (made > 1) CHECK_ERR(dc_buffer_read(c[(i + 1) % made], b[i][d], 0, &got, 4), DC_ERROR_INVALID_HANDLE);
        }
    for (i = 1; i < made; i += 2) dc_context_destroy(c[i]);
    for (i = 0; i < made; i += 2) dc_context_destroy(c[i]);
}

/* Everything left alive is freed by dc_context_destroy (LeakSanitizer checks). */
TEST(context_destroy_frees_live_objects)
{
    dc_context *ctx;
    int d, i;
    REQUIRE_OK(dc_context_create(NULL, &ctx));
    for (d = 0; d < dc_device_count(ctx); d++) {
        dc_buffer b;
        dc_stream s;
        dc_event e;
        dc_module m;
        dc_kernel k;
        for (i = 0; i < 3; i++) CHECK_OK(dc_buffer_create(ctx, d, 4096, &b));
        CHECK_OK(dc_stream_create(ctx, d, &s));
        CHECK_OK(dc_buffer_write_async(ctx, s, b, 0, "abcd", 4));
        CHECK_OK(dc_event_record(ctx, s, &e));
        CHECK_OK(dc_event_record(ctx, dc_default_stream(ctx, d), &e));
        if (d == 0) {
            CHECK_OK(tk_load(ctx, &m));
            CHECK_OK(dc_kernel_get(ctx, m, "scale", &k));
            CHECK_OK(tk_scale(ctx, k, d, s, b, 2.0f, 1024));
        }
        CHECK(dc_host_alloc(ctx, 4096) != NULL);
    }
    dc_context_destroy(ctx);            /* with queued work and every kind of object */
}

/* --- logging ------------------------------------------------------------------------- */

typedef struct log_capture {
    pthread_mutex_t lock;
    int count;
    int by_level[8];
    int bad_level, empty;
    char last[512];
} log_capture;

static void capture_log(void *user, dc_log_level level, const char *message)
{
    log_capture *c = (log_capture *)user;
    pthread_mutex_lock(&c->lock);
    c->count++;
    if ((int)level < DC_LOG_ERROR || (int)level > DC_LOG_DEBUG) c->bad_level++;
    else c->by_level[level]++;
    if (!message || !message[0]) c->empty++;
    else snprintf(c->last, sizeof c->last, "%s", message);
    pthread_mutex_unlock(&c->lock);
}

static void capture_init(log_capture *c)
{
    memset(c, 0, sizeof *c);
    pthread_mutex_init(&c->lock, NULL);
}

static int max_level(const log_capture *c)
{
    int l, m = 0;
    for (l = DC_LOG_ERROR; l <= DC_LOG_DEBUG; l++)
        if (c->by_level[l]) m = l;
    return m;
}

/* Something the header promises to log: freeing a pointer the context did not hand out. */
static void provoke_log(dc_context *ctx)
{
    static char not_ours[16];
    dc_host_free(ctx, not_ours);
}

/* Runs with DC_LOG unset (restored afterwards). */
static char *saved_dc_log;
static void dc_log_env_save(void)
{
    const char *v = getenv("DC_LOG");
    saved_dc_log = v ? strdup(v) : NULL;
    th_setenv("DC_LOG", NULL);
}
static void dc_log_env_restore(void)
{
    th_setenv("DC_LOG", saved_dc_log);
    free(saved_dc_log);
    saved_dc_log = NULL;
}

/* What sets a device apart from the API's general promises is in its line of the log at
   dc_context_create (info level): PoCL's "basic" or "cpu-minimal" runs each kernel inside
   dc_launch, and PoCL 4 and later's CPU devices take turns in dispatches and pipelines. */
static int runs_kernels_in_launch(const dc_device_info *i)
{
    return strncmp(i->name, "basic", 5) == 0 || strncmp(i->name, "cpu-minimal", 11) == 0;
}
static int takes_turns(const dc_device_info *i)
{
    return (i->caps & DC_CAP_CPU) && strstr(i->platform, "Portable Computing Language") && atoi(i->driver_version) >= 4;
}
TEST(device_departures_are_said)
{
    static const struct { const char *says; int (*holds)(const dc_device_info *); } departures[] = {
        { "dc_launch returns once the kernel has run", runs_kernels_in_launch },
        { "take turns with those of PoCL's other CPU devices", takes_turns },
    };
    int k;
    for (k = 0; k < 2; k++) {
        dc_context_desc d;
        tk_said said;
        dc_context *ctx;
        int dev, want = 0, last = -1;
        memset(&d, 0, sizeof d);
        tk_said_desc(&d, &said, DC_LOG_INFO, departures[k].says);
        ctx = th_ctx(&d);
        REQUIRE(ctx);
        for (dev = 0; dev < dc_device_count(ctx); dev++) {
            dc_device_info info;
            REQUIRE_OK(dc_device_get_info(ctx, dev, &info));
            if (departures[k].holds(&info)) want++, last = dev;
        }
        if (said.count != want) FAIL("'%s': %d devices, said of %d (last: %s)", departures[k].says, want, said.count, said.last);
        if (last >= 0) {
            char head[32];
            snprintf(head, sizeof head, "device %d: ", last);
            if (strncmp(said.last, head, strlen(head)) != 0) FAIL("device %d's line is not the last to say it: %s", last, said.last);
        }
        th_note("'%s': %d of %d devices%s%s", departures[k].says, want, dc_device_count(ctx), said.count ? ": " : "", said.last);
    }
}

TEST(log_callback_and_levels)
{
    dc_context_desc d;
    dc_context *ctx;
    log_capture cap;
    dc_log_env_save();

    /* debug: messages arrive, with valid levels and text */
    capture_init(&cap);
    memset(&d, 0, sizeof d);
    d.log = capture_log;
    d.log_user = &cap;
    d.log_level = DC_LOG_DEBUG;
    ctx = th_ctx(&d);
    if (!ctx) goto out;
    provoke_log(ctx);
    CHECK(cap.count > 0);
    CHECK_EQ(cap.bad_level, 0);
    CHECK_EQ(cap.empty, 0);
    th_note("%d messages at debug level, last: %s", cap.count, cap.last);

    /* error only: nothing less severe gets through */
    capture_init(&cap);
    d.log_level = DC_LOG_ERROR;
    ctx = th_ctx(&d);
    if (!ctx) goto out;
    provoke_log(ctx);
    CHECK(max_level(&cap) <= DC_LOG_ERROR);
    CHECK_EQ(cap.bad_level, 0);

    /* warn (the default): the foreign pointer is reported */
    capture_init(&cap);
    d.log_level = DC_LOG_DEFAULT;
    ctx = th_ctx(&d);
    if (!ctx) goto out;
    provoke_log(ctx);
    CHECK(cap.count > 0);
    CHECK(max_level(&cap) <= DC_LOG_WARN);

    /* none: silence */
    capture_init(&cap);
    d.log_level = DC_LOG_NONE;
    ctx = th_ctx(&d);
    if (!ctx) goto out;
    provoke_log(ctx);
    {
        dc_buffer b;
        (void)dc_buffer_create(ctx, 0, 0, &b);
    }
    CHECK_EQ(cap.count, 0);

    /* DC_LOG overrides the desc, both ways */
    capture_init(&cap);
    th_setenv("DC_LOG", "debug");
    d.log_level = DC_LOG_ERROR;
    ctx = th_ctx(&d);
    if (!ctx) goto out;
    provoke_log(ctx);
    CHECK(cap.count > 0);
    CHECK(max_level(&cap) > DC_LOG_ERROR);

    capture_init(&cap);
    th_setenv("DC_LOG", "error");
    d.log_level = DC_LOG_DEBUG;
    ctx = th_ctx(&d);
    if (!ctx) goto out;
    provoke_log(ctx);
    CHECK(max_level(&cap) <= DC_LOG_ERROR);

    /* nonsense in DC_LOG is not fatal */
    th_setenv("DC_LOG", "loud");
    ctx = th_ctx(&d);
    CHECK(ctx != NULL);
out:
    dc_log_env_restore();
}

/* A driver library in a dc_context_desc.library_paths folder that is there but will not
   load (here an empty file) is named with the loader's reason: a warning, since the search
   goes on to the system's copy, and in NO_DRIVER's message when nothing loads. */
static void capture_unloadable(void *user, dc_log_level level, const char *message)
{
    if (level == DC_LOG_WARN && strstr(message, "would not load")) snprintf((char *)user, 1024, "%s", message);
}
/* A context of desc d made and gone; its result. */
static dc_result create_and_destroy(const dc_context_desc *d)
{
    dc_context *ctx = NULL;
    dc_result r;
    dc_log_env_save();
    r = dc_context_create(d, &ctx);
    dc_log_env_restore();
    if (r == DC_SUCCESS) dc_context_destroy(ctx);
    return r;
}
TEST(library_path_that_will_not_load_is_named)
{
#ifdef _WIN32
    const char *first_name = "OpenCL.dll";
#else
    const char *first_name = "libOpenCL.so.1";   /* the first name the library tries */
#endif
    char dir[512], path[600], warned[1024] = "";
    const char *folders[1];
    dc_context_desc d;
    dc_result r;
    FILE *fp;
    REQUIRE(th_temp_dir(dir, sizeof dir, "dc_libpath_\xc3\xa9_"));   /* UTF-8, as library_paths are */
    snprintf(path, sizeof path, "%s/%s", dir, first_name);
    REQUIRE((fp = th_fopen(path, "wb")) != NULL);
    fclose(fp);
    folders[0] = dir;
    memset(&d, 0, sizeof d);
    d.backends = DC_BACKEND_OPENCL;
    d.log = capture_unloadable;
    d.log_user = warned;
    d.log_level = DC_LOG_WARN;
    d.library_paths = folders;
    d.library_path_count = 1;
    r = create_and_destroy(&d);
    if (r == DC_ERROR_NO_DRIVER && !strstr(dc_last_error(), path))
        FAIL("NO_DRIVER without naming %s: %s", path, dc_last_error());
    if (!strstr(warned, path)) FAIL("no warning naming %s (got \"%s\")", path, warned);
#ifdef _WIN32
    /* the loader's error with the system's words for it, not a bare number */
    {
        const char *code = strstr(warned, "error 193: ");   /* words follow, no "%1" left in them */
        if (!code || !isalpha((unsigned char)code[11]) || strstr(warned, "%1"))
            FAIL("the warning lacks \"error 193: \" and the system's text: %s", warned);
    }
    /* in the system's language where it has no English text: German here (Wine has it,
       "f\xc3\xbcr"), UTF-8 as the rest of the message (FormatMessageA's text is in the ANSI
       code page: "f\xfcr") */
    {
        unsigned english = tk_win_message_language(MAKELANGID(LANG_GERMAN, SUBLANG_GERMAN));
        th_note("%s", warned);
        warned[0] = 0;
        create_and_destroy(&d);
        tk_win_message_language(english);
        if (!strstr(warned, "error 193: ") || MultiByteToWideChar(CP_UTF8, MB_ERR_INVALID_CHARS, warned, -1, NULL, 0) == 0)
            FAIL("the warning with the system's text in another language is not UTF-8: %s", warned);
    }
#endif
    th_note("%s", warned);
    th_remove(path);
    CHECK_EQ(th_remove_dir(dir), 0);
}

/* A driver's bare name is looked for where drivers are installed, never in the current
   folder: Windows' LoadLibrary("nvcuda.dll") looks there too (after the system folders,
   before PATH), so on every machine without that driver (nvcuda.dll: all but NVIDIA's) a
   file of that name in whatever folder the application ran in was loaded and run, DLL
   planting. Here an empty one there must not even be tried: trying it warns "would not
   load" (and NO_DRIVER's message says "error 193"). dlopen never looks in the current
   folder; the test holds Linux to that too. */
TEST(driver_is_not_loaded_from_the_current_folder)
{
#ifdef _WIN32
    const char *name = "nvcuda.dll";
#else
    const char *name = "libcuda.so.1";   /* the first name the library tries */
#endif
    char dir[512], path[600], cwd[1024], warned[1024] = "";
    dc_context_desc d;
    dc_context *ctx = NULL;
    dc_result r;
    FILE *fp;
    REQUIRE(th_cwd(cwd, sizeof cwd));
    REQUIRE(th_temp_dir(dir, sizeof dir, "dc_plant_"));
    snprintf(path, sizeof path, "%s/%s", dir, name);
    REQUIRE((fp = fopen(path, "wb")) != NULL);
    fclose(fp);
    memset(&d, 0, sizeof d);
    d.backends = DC_BACKEND_CUDA;
    d.log = capture_unloadable;
    d.log_user = warned;
    d.log_level = DC_LOG_WARN;
    if (th_chdir(dir) != 0) {
        FAIL("cannot make %s the current folder", dir);
    } else {
        dc_log_env_save();
        r = dc_context_create(&d, &ctx);
        dc_log_env_restore();
        CHECK_EQ(th_chdir(cwd), 0);
        if (r == DC_SUCCESS) dc_context_destroy(ctx);
        else th_note("%s: %s", dc_result_name(r), dc_last_error());
        if (warned[0]) FAIL("the current folder's %s was tried: %s", name, warned);
        if (r != DC_SUCCESS && strstr(dc_last_error(), "error 193")) FAIL("the current folder's %s was tried: %s", name, dc_last_error());
    }
    remove(path);
    CHECK_EQ(th_remove_dir(dir), 0);
}

/* A driver's bare name is found beside the application (where Windows' search looks
   first) and on PATH whatever letters those folders' names have, and is named by the path
   found, in UTF-8: the search ran on the ANSI functions (GetModuleFileNameA, getenv,
   SearchPathA), so a folder whose name has letters the ANSI code page lacks (Cyrillic and
   Chinese on a Western system) came as '?' and nothing was found there. Here an empty
   nvcuda.dll in such a folder must be tried ("would not load", error 193) and named as
   dir\nvcuda.dll. Linux's dlopen never looks beside the application, and reads
   LD_LIBRARY_PATH once, when the process starts. */
#define NON_ASCII_FOLDER "\xd0\xb6\xe4\xb8\xad_"   /* Cyrillic zhe, CJK zhong */
#ifdef _WIN32
/* Creates an empty nvcuda.dll in dir and makes dir's '/' '\\', as the search writes the
   path found; the file's path in dll. 1 on success. */
static int plant_empty_nvcuda(char *dir, char *dll, size_t cap)
{
    FILE *fp;
    char *c;
    for (c = dir; *c; c++)
        if (*c == '/') *c = '\\';
    snprintf(dll, cap, "%s\\nvcuda.dll", dir);
    if (!(fp = th_fopen(dll, "wb"))) return 0;
    return fclose(fp) == 0;
}
/* A context of the CUDA backend made and gone: the empty nvcuda.dll at `dll` must be
   tried, and named by that path both in the warning and in NO_DRIVER's message. */
static void expect_nvcuda_tried(const char *dll)
{
    char warned[1024] = "";
    dc_context_desc d;
    dc_result r;
    memset(&d, 0, sizeof d);
    d.backends = DC_BACKEND_CUDA;
    d.log = capture_unloadable;
    d.log_user = warned;
    d.log_level = DC_LOG_WARN;
    r = create_and_destroy(&d);
    th_note("%s", warned);
    if (!strstr(warned, dll) || !strstr(warned, "error 193"))
        FAIL("%s was not tried, or not named so (warning: \"%s\")", dll, warned);
    if (r == DC_ERROR_NO_DRIVER && !strstr(dc_last_error(), dll))
        FAIL("NO_DRIVER without naming %s: %s", dll, dc_last_error());
}
#endif
TEST(driver_beside_the_application_is_found_in_any_folder)
{
#ifndef _WIN32
    SKIP("Windows' search for a driver's bare name");
#else
    char dir[512], exe[600], dll[600];
    int rc;
    if (getenv("DC_TEST_CHILD")) {   /* the copy beside the empty nvcuda.dll */
        char *slash;
        snprintf(dll, sizeof dll, "%s", th_self_path());
        REQUIRE((slash = strrchr(dll, '\\')) != NULL);
        snprintf(slash + 1, sizeof dll - (size_t)(slash + 1 - dll), "nvcuda.dll");
        expect_nvcuda_tried(dll);
        return;
    }
    REQUIRE(th_temp_dir(dir, sizeof dir, "dc_app_" NON_ASCII_FOLDER));
    snprintf(exe, sizeof exe, "%s\\tests.exe", dir);
    if (!plant_empty_nvcuda(dir, dll, sizeof dll) || !th_copy_file(th_self_path(), exe)) {
        FAIL("cannot put nvcuda.dll and a copy of %s into %s", th_self_path(), dir);
    } else if ((rc = th_spawn_exe(exe, "driver_beside_the_application_is_found_in_any_folder", NULL)) != 0) {
        FAIL("the copy in %s failed (exit status %d)", dir, rc);
    }
    th_remove(exe);
    th_remove(dll);
    CHECK_EQ(th_remove_dir(dir), 0);
#endif
}
TEST(driver_on_path_is_found_in_any_folder)
{
#ifndef _WIN32
    SKIP("Windows' search for a driver's bare name");
#else
    static wchar_t old[32768], set[32768 + 600];
    char dir[512], dll[600];
    DWORD n;
    int w;
    REQUIRE(th_temp_dir(dir, sizeof dir, "dc_path_" NON_ASCII_FOLDER));
    n = GetEnvironmentVariableW(L"PATH", old, 32768);
    if (n >= 32768) FAIL("PATH is too long to restore");
    else if (!plant_empty_nvcuda(dir, dll, sizeof dll)) FAIL("cannot make %s", dll);
    else {
        /* _wputenv sets the C library's copies (getenv's in the ANSI code page) and the
           system's, as an application would */
        wcscpy(set, L"PATH=");
        w = MultiByteToWideChar(CP_UTF8, MB_ERR_INVALID_CHARS, dir, -1, set + 5, 600);
        REQUIRE(w > 0);
        wcscat(set, L";");
        wcscat(set, old);
        REQUIRE(_wputenv(set) == 0);
        expect_nvcuda_tried(dll);
        wcscpy(set, L"PATH=");
        wcscat(set, old);
        CHECK(_wputenv(set) == 0);
    }
    th_remove(dll);
    CHECK_EQ(th_remove_dir(dir), 0);
#endif
}

/* NVML, asked once per context which CUDA links are NVLink, is closed after the question:
   every dc_context_create on two CUDA devices or more opened it once more and nothing
   closed it, so it stayed loaded for good. Runs where CUDA shows two devices (two GPUs,
   or DC_DEBUG_CUDA_SPLIT on one) and nothing else in this process has NVML open. */
TEST(nvml_is_closed_after_context_create)
{
#if defined(_WIN32) || defined(__APPLE__)
    SKIP("checks libnvidia-ml.so.1 with dlopen(RTLD_NOLOAD)");
#else
    dc_context_desc d;
    dc_context *ctx = NULL;
    void *nvml = dlopen("libnvidia-ml.so.1", RTLD_NOW | RTLD_NOLOAD);
    int n;
    if (nvml) {
        dlclose(nvml);
        SKIP("libnvidia-ml is already loaded in this process");
    }
    memset(&d, 0, sizeof d);
    d.backends = DC_BACKEND_CUDA;
    if (dc_context_create(&d, &ctx) != DC_SUCCESS) SKIP("no CUDA device: %s", dc_last_error());
    n = dc_device_count(ctx);
    dc_context_destroy(ctx);
    if (n < 2) SKIP("NVML is asked only about two CUDA devices or more");
    if ((nvml = dlopen("libnvidia-ml.so.1", RTLD_NOW | RTLD_NOLOAD)) != NULL) {
        dlclose(nvml);
        FAIL("libnvidia-ml.so.1 is still loaded after dc_context_destroy");
    }
#endif
}

/* A libcuda that is no working driver, the CUDA toolkit's stub (found where a toolkit is
   installed: CUDA_HOME, else /usr/local/cuda): NO_DRIVER naming why, not NO_DEVICE with
   the reason only in an info log. Skipped where a real CUDA driver is loaded: a second
   libcuda in one process is no test to run beside it. */
TEST(cuda_stub_library_is_no_driver)
{
#ifdef _WIN32
    SKIP("the stub is a Linux toolkit file");
#else
    char dir[600], path[700];
    const char *folders[1], *home = getenv("CUDA_HOME");
    dc_context_desc d;
    dc_context *ctx = NULL;
    FILE *fp;
    snprintf(dir, sizeof dir, "%s/lib64/stubs", home && *home ? home : "/usr/local/cuda");
    snprintf(path, sizeof path, "%s/libcuda.so", dir);
    if (!(fp = fopen(path, "rb"))) SKIP("no CUDA toolkit stub at %s", path);
    fclose(fp);
    memset(&d, 0, sizeof d);
    d.backends = DC_BACKEND_CUDA;
    if (dc_context_create(&d, &ctx) == DC_SUCCESS) {
        dc_context_destroy(ctx);
        SKIP("a CUDA driver with devices is loaded");
    }
    folders[0] = dir;
    d.library_paths = folders;
    d.library_path_count = 1;
    if (CHECK_ERR(dc_context_create(&d, &ctx), DC_ERROR_NO_DRIVER) && !strstr(dc_last_error(), "STUB"))
        FAIL("NO_DRIVER without the stub's error: %s", dc_last_error());
    th_note("%s", dc_last_error());
#endif
}

/* --- allocator ----------------------------------------------------------------------- */

/* A desc whose allocator counts into *st (tests/common.c), the rest of it zeroed. */
static void count_desc(dc_context_desc *d, tk_alloc_count *st)
{
    memset(d, 0, sizeof *d);
    tk_counting_desc(d, st);
}

TEST(custom_allocator)
{
    dc_context_desc d;
    dc_context *ctx;
    tk_alloc_count st;
    int dev;
    count_desc(&d, &st);
    REQUIRE_OK(dc_context_create(&d, &ctx));
    CHECK(st.allocs > 0);          /* the context itself at least */
    for (dev = 0; dev < dc_device_count(ctx); dev++) {
        dc_buffer b;
        dc_stream s;
        dc_event e;
        int i;
        for (i = 0; i < 100; i++) CHECK_OK(dc_buffer_create(ctx, dev, 256, &b));
        CHECK_OK(dc_stream_create(ctx, dev, &s));
        CHECK_OK(dc_event_record(ctx, s, &e));
        CHECK_OK(dc_stream_destroy(ctx, s));
    }
    {
        dc_module m;
        dc_kernel k;
        CHECK_OK(tk_load(ctx, &m));
        CHECK_OK(dc_kernel_get(ctx, m, "scale", &k));
    }
    th_note("%ld allocations (%llu bytes) through the custom allocator", st.allocs,
            (unsigned long long)st.bytes);
    dc_context_destroy(ctx);
    CHECK_EQ(st.live, 0);
    CHECK_EQ(st.frees, st.allocs);
    CHECK_EQ(st.bad_frees, 0);
}

/* dc_context_destroy frees every object still alive: communicators too (over every
   device, and one of a single rank), not only the handles. They were left behind, with
   their host blocks (tens of MiB), streams and device memory. */
TEST(context_destroy_frees_communicators)
{
    dc_context_desc d;
    dc_context *ctx;
    dc_comm *all = NULL, *one = NULL;
    tk_alloc_count st;
    int last;
    count_desc(&d, &st);
    REQUIRE_OK(dc_context_create(&d, &ctx));
    last = dc_device_count(ctx) - 1;
    CHECK_OK(dc_comm_create(ctx, NULL, 0, &all));
    CHECK_OK(dc_comm_create(ctx, &last, 1, &one));
    CHECK(all != NULL && one != NULL);
    dc_context_destroy(ctx);          /* neither communicator destroyed first */
    if (st.live != 0) FAIL("%ld allocations still live after dc_context_destroy", st.live);
    CHECK_EQ(st.frees, st.allocs);
    CHECK_EQ(st.bad_frees, 0);
}

/* --- long-running use ------------------------------------------------------------------ */

/* The process's resident memory in KiB (Linux: /proc/self/statm), -1 where unknown or
   meaningless: in a sanitizer's build freed memory waits in ASan's quarantine, and TSan
   shadows it, so resident memory grows whatever the library frees. */
static long lr_rss_kib(void)
{
    long rss = -1;
#if defined(__linux__) && !TH_SANITIZED
    long pages, resident, page = sysconf(_SC_PAGESIZE);
    FILE *f = fopen("/proc/self/statm", "r");
    if (f) {
        if (fscanf(f, "%ld %ld", &pages, &resident) == 2 && page > 0) rss = resident * (page / 1024);
        fclose(f);
    }
#endif
    return rss;
}

typedef struct lr_loop { dc_context *ctx; int device; } lr_loop;
/* A thread that comes, makes and frees a buffer, fails a call (its own error text) and goes. */
static void *lr_thread_main(void *arg)
{
    lr_loop *l = (lr_loop *)arg;
    dc_buffer b;
    if (dc_buffer_create(l->ctx, l->device, 64, &b) != DC_SUCCESS) return arg;
    dc_buffer_destroy(l->ctx, b);
    if (dc_buffer_create(l->ctx, dc_device_count(l->ctx), 64, &b) != DC_ERROR_OUT_OF_RANGE || !strstr(dc_last_error(), "device"))
        return arg;
    return NULL;
}

/* What a game engine or an HPC code does millions of times holds no more after many
   calls than after a few: each step runs a tenth of its calls, then the rest, and the
   library's own allocations (through the context's allocator: handle tables, kernel
   lists, models, profile records, staging) must be what they were after the tenth.
   Create/destroy of buffers, streams and events (their slots reused), launches, small
   dispatches of every strategy, all-reduces, partitions, and host threads that come,
   call and go. On Linux, outside the sanitizers' builds, the process's resident memory
   (the drivers' objects too) must grow by at most 16 MiB from a step's tenth to its end
   (what a first call sets up, such as pinned staging, comes in the tenth): a bound for
   what a call would leak in bulk (a staging buffer, a driver module), not for small
   driver objects, whose freeing the drivers may defer (PoCL's 20000 events: 0 to 1.6 MiB
   from run to run). */
TEST(long_running_loops_hold_no_more)
{
    enum { STEPS = 8, LR_RANGES = 512 };
    static const char *const names[STEPS] = { "buffer create/destroy", "stream create/destroy", "event record/destroy", "launch",
                                               "dc_dispatch", "dc_allreduce", "dc_partition", "host thread" };
    static const int full[STEPS] = { 20000, 2000, 20000, 2000, 500, 300, 20000, 200 };
    int calls[STEPS];
    static tk_alloc_count count;
    static float x[256], y[256];
    dc_context_desc desc;
    tk_fixture fx;
    dc_kernel k, saxpy;
    dc_module dm;
    dc_buffer b, xs, per_rank[DC_DISPATCH_MAX_DEVICES];
    dc_comm *comm = NULL;
    dc_dispatch_arg a[4];
    dc_dispatch_desc dd;
    dc_context *ctx;
    long rss0 = -1, rss1;
    int step, i, n, r;
    for (step = 0; step < STEPS; step++) calls[step] = th_iterations(full[step]);
    memset(&desc, 0, sizeof desc);
    tk_counting_desc(&desc, &count);
    REQUIRE(ctx = tk_fixture_open(&fx, &desc, "scale", &k));
    n = fx.devices;
    REQUIRE_OK(dc_buffer_create(ctx, 0, sizeof x, &xs));
    REQUIRE_OK(dc_module_load_file(ctx, TK_DISPATCH_KERNELS, &dm));
    REQUIRE_OK(dc_kernel_get(ctx, dm, "saxpy_items", &saxpy));
    REQUIRE_OK(dc_comm_create(ctx, NULL, 0, &comm));
    for (r = 0; r < n && r < DC_DISPATCH_MAX_DEVICES; r++) REQUIRE_OK(dc_buffer_create(ctx, r, 256, &per_rank[r]));
    a[0] = dc_dispatch_in(x, 4, 1);
    a[1] = dc_dispatch_inout(y, 4, 1);
    a[2] = dc_dispatch_scalar(DC_ARG_F32(2.0f));
    a[3] = dc_dispatch_item_count();
    for (step = 0; step < STEPS && !th_failed(); step++) {
        long live = 0;
        long long bytes = 0;
        for (i = 0; i < calls[step] && !th_failed(); i++) {
            int d = i % n;
            if (i == calls[step] / 10) {
                live = __atomic_load_n(&count.live, __ATOMIC_RELAXED);
                bytes = __atomic_load_n(&count.live_bytes, __ATOMIC_RELAXED);
                rss0 = lr_rss_kib();
            }
            switch (step) {
            case 0:
                if (CHECK_OK(dc_buffer_create(ctx, d, 64, &b))) dc_buffer_destroy(ctx, b);
                break;
            case 1: {
                dc_stream s;
                if (CHECK_OK(dc_stream_create(ctx, d, &s))) CHECK_OK(dc_stream_destroy(ctx, s));
                break;
            }
            case 2: {
                dc_event e;
                if (CHECK_OK(dc_event_record(ctx, dc_default_stream(ctx, d), &e))) dc_event_destroy(ctx, e);
                break;
            }
            case 3:
                CHECK_OK(tk_scale(ctx, k, 0, dc_default_stream(ctx, 0), xs, 1.0f, 256));
                if (i % 100 == 99) CHECK_OK(dc_device_synchronize(ctx, 0));
                break;
            case 4:
                dd = tk_dispatch_desc(saxpy, 256, (dc_balance)(i % 5), 0, a, 4);
                CHECK_OK(dc_dispatch(ctx, &dd, NULL));
                break;
            case 5:
                CHECK_OK(dc_allreduce(comm, per_rank, per_rank, 64, DC_F32, DC_SUM));
                break;
            case 6: {
                dc_range ranges[LR_RANGES];
                int range_count = LR_RANGES;
                dc_partition_desc pd;
                memset(&pd, 0, sizeof pd);
                pd.strategy = (dc_balance)(1 + i % 4);
                pd.bytes_per_item = 4;
                CHECK_OK(dc_partition(ctx, 1000 + (uint64_t)i, &pd, ranges, &range_count));
                break;
            }
            default: {
                lr_loop l;
                l.ctx = ctx;
                l.device = d;
                CHECK(tk_run_threads(1, lr_thread_main, &l, sizeof l));
                break;
            }
            }
        }
        CHECK_OK(dc_synchronize(ctx));
        if (__atomic_load_n(&count.live, __ATOMIC_RELAXED) != live || __atomic_load_n(&count.live_bytes, __ATOMIC_RELAXED) != bytes)
            FAIL("%s: the library holds %ld allocations (%lld bytes) after %d calls, %ld (%lld bytes) after %d", names[step],
                 __atomic_load_n(&count.live, __ATOMIC_RELAXED), __atomic_load_n(&count.live_bytes, __ATOMIC_RELAXED), calls[step],
                 live, bytes, calls[step] / 10);
        rss1 = lr_rss_kib();
        if (rss0 >= 0 && rss1 >= 0 && rss1 - rss0 > 16 * 1024)
            FAIL("%s: resident memory grew by %ld KiB from call %d to call %d", names[step], rss1 - rss0, calls[step] / 10, calls[step]);
    }
    dc_comm_destroy(comm);
}

/* More devices than the calls that take every device at once hold: 66, past a partition's
   64 and a dispatch's and communicator's 32. Over the context's whole list each is
   UNSUPPORTED naming its limit (the profile summarises the first 64); listed, a partition
   of the last 64 covers its items and a dispatch's list of the last 32 passes its checks
   (its zero kernel is what is refused). On PoCL with fewer devices the test runs itself
   again in a child process with POCL_DEVICES of 66 "basic" ("cpu-minimal" from PoCL 4)
   entries (no configuration of the suite has that many). */
TEST(more_devices_than_the_lists_hold)
{
    enum { N = 66, ITEMS = 1000 };
    static char devices_env[N * 12 + 1];
    static float x[ITEMS], y[ITEMS];
    static dc_range ranges[256];
    const char *env[3];
    dc_context *ctx = th_ctx(NULL);
    dc_partition_desc pd;
    dc_dispatch_desc dd;
    dc_dispatch_arg a[4];
    dc_kernel none = { 0 };
    dc_comm *c = (dc_comm *)1;
    dc_profile prof;
    int list[64], i, count, rc;
    uint64_t covered = 0;
    REQUIRE(ctx);
    if (dc_device_count(ctx) < N) {
        if (!tk_has_pocl(ctx) || getenv("DC_TEST_CHILD")) SKIP("needs %d devices (PoCL: POCL_DEVICES with %d entries)", N, N);
        int pocl_major = 0;
        for (i = 0; i < dc_device_count(ctx) && !pocl_major; i++) pocl_major = tk_pocl_major(ctx, i);
        for (i = 0; i < N; i++) strcat(devices_env, pocl_major >= 4 ? "cpu-minimal " : "basic ");   /* PoCL 4's name */
        env[0] = "POCL_DEVICES";
        env[1] = devices_env;
        env[2] = NULL;
        rc = th_spawn("more_devices_than_the_lists_hold", env);
        if (rc == 2) SKIP("the child with %d PoCL devices skipped it", N);
        if (rc != 0) FAIL("the child with %d PoCL devices failed (exit status %d)", N, rc);
        return;
    }
    memset(&pd, 0, sizeof pd);
    count = (int)(sizeof ranges / sizeof ranges[0]);
    if (CHECK_ERR(dc_partition(ctx, ITEMS, &pd, ranges, &count), DC_ERROR_UNSUPPORTED) && !strstr(dc_last_error(), "at most 64"))
        FAIL("dc_partition: the message does not name the limit of 64: %s", dc_last_error());
    for (i = 0; i < 64; i++) list[i] = dc_device_count(ctx) - 64 + i;
    pd.devices = list;
    pd.device_count = 64;
    count = (int)(sizeof ranges / sizeof ranges[0]);
    if (CHECK_OK(dc_partition(ctx, ITEMS, &pd, ranges, &count)))
        for (i = 0; i < count; i++) covered += ranges[i].count;
    CHECK_EQ(covered, ITEMS);
    if (CHECK_ERR(dc_comm_create(ctx, NULL, 0, &c), DC_ERROR_UNSUPPORTED) && !strstr(dc_last_error(), "at most 32"))
        FAIL("dc_comm_create: the message does not name the limit of 32: %s", dc_last_error());
    CHECK(c == NULL);
    CHECK_OK(dc_profile_get(ctx, &prof));
    CHECK_EQ(prof.device_count, DC_PROFILE_MAX_DEVICES);
    a[0] = dc_dispatch_in(x, 4, 1);
    a[1] = dc_dispatch_inout(y, 4, 1);
    a[2] = dc_dispatch_scalar(DC_ARG_F32(2.0f));
    a[3] = dc_dispatch_item_count();
    dd = tk_dispatch_desc(none, ITEMS, DC_BALANCE_STATIC, 0, a, 4);
    if (CHECK_ERR(dc_dispatch(ctx, &dd, NULL), DC_ERROR_UNSUPPORTED) && !strstr(dc_last_error(), "at most 32"))
        FAIL("dc_dispatch: the message does not name the limit of 32: %s", dc_last_error());
    dd.devices = list + 32;   /* the last 32 devices */
    dd.device_count = 32;
    if (CHECK_ERR(dc_dispatch(ctx, &dd, NULL), DC_ERROR_INVALID_HANDLE) && !strstr(dc_last_error(), "kernel"))
        FAIL("dc_dispatch over the last 32 devices: refused for another reason than its zero kernel: %s", dc_last_error());
}
