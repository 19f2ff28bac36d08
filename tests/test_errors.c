/* test_errors.c - bad input for every public function: the documented code, a message in
   dc_last_error() that names the function, no crash, nothing changed. */
/* This file's files may pass 2 GiB in a 32-bit build (write_sparse_file); the library
   keeps the C library's default, as its users do. */
#define _FILE_OFFSET_BITS 64
#include "common.h"

#include <limits.h>
#include <pthread.h>
#ifndef _WIN32
#include <sys/stat.h>
#include <unistd.h>
#endif

static void free_stub(void *p, void *user)
{
    (void)user;
    free(p);
}

/* dc_context_create that cleans up after itself if it wrongly succeeds. */
static dc_result create_and_destroy(const dc_context_desc *d)
{
    dc_context *c = NULL;
    dc_result r = dc_context_create(d, &c);
    if (r == DC_SUCCESS) dc_context_destroy(c);
    return r;
}

TEST(result_names)
{
    static const char *const names[] = {
        "DC_SUCCESS", "DC_ERROR_INVALID_ARGUMENT", "DC_ERROR_INVALID_HANDLE",
        "DC_ERROR_OUT_OF_RANGE", "DC_ERROR_NO_DRIVER", "DC_ERROR_NO_DEVICE",
        "DC_ERROR_OUT_OF_DEVICE_MEMORY", "DC_ERROR_OUT_OF_HOST_MEMORY",
        "DC_ERROR_KERNEL_BUILD", "DC_ERROR_KERNEL_NOT_FOUND", "DC_ERROR_LAUNCH",
        "DC_ERROR_PEER_UNSUPPORTED", "DC_ERROR_UNSUPPORTED", "DC_ERROR_TIMEOUT",
        "DC_ERROR_DEVICE_LOST", "DC_ERROR_BACKEND"
    };
    int i;
    CHECK_EQ(DC_ERROR_BACKEND, 15);
    for (i = 0; i <= (int)DC_ERROR_BACKEND; i++) {
        const char *n = dc_result_name((dc_result)i);
        if (n == NULL || strcmp(n, names[i]) != 0)
            FAIL("dc_result_name(%d) = \"%s\", expected \"%s\"", i, n ? n : "(NULL)", names[i]);
    }
    {
        static const int bad[] = { -1, 16, 17, 1000, INT_MAX, INT_MIN };
        for (i = 0; i < (int)(sizeof bad / sizeof bad[0]); i++) {
            const char *n = dc_result_name((dc_result)bad[i]);
            if (n == NULL || strcmp(n, "DC_UNKNOWN_RESULT") != 0)
                FAIL("dc_result_name(%d) = \"%s\", expected DC_UNKNOWN_RESULT", bad[i],
                     n ? n : "(NULL)");
        }
    }
}

typedef struct last_error_probe {
    int fresh_empty;          /* "" before any failure on the new thread */
    int set_after_failure;
    int after_whole;          /* the message fit in after[]: the comparison below sees all of it */
    char after[256];
} last_error_probe;

static void *last_error_thread(void *arg)
{
    last_error_probe *p = (last_error_probe *)arg;
    const char *e = dc_last_error();
    dc_device_info info;
    p->fresh_empty = e != NULL && e[0] == 0;
    (void)dc_device_get_info(NULL, 0, &info);
    e = dc_last_error();
    p->set_after_failure = e != NULL && e[0] != 0;
    p->after_whole = snprintf(p->after, sizeof p->after, "%s", e ? e : "") < (int)sizeof p->after;
    return NULL;
}

TEST(last_error_is_per_thread)
{
    pthread_t t;
    last_error_probe p;
    char mine[1024];
    memset(&p, 0, sizeof p);
    CHECK_ERR(dc_buffer_create(NULL, 0, 16, NULL), DC_ERROR_INVALID_ARGUMENT);
    REQUIRE(snprintf(mine, sizeof mine, "%s", dc_last_error()) < (int)sizeof mine);
    REQUIRE(pthread_create(&t, NULL, last_error_thread, &p) == 0);
    pthread_join(t, NULL);
    CHECK(p.fresh_empty);
    CHECK(p.set_after_failure);
    CHECK(p.after_whole);
    if (strcmp(mine, dc_last_error()) != 0)
        FAIL("this thread's message changed after another thread failed: \"%s\" -> \"%s\"",
             mine, dc_last_error());
    CHECK(strcmp(p.after, mine) != 0);
}

TEST(context_create_bad_desc)
{
    dc_context_desc d;
    dc_context *c = (dc_context *)&d;    /* any non-NULL garbage */
    int full_count, ids[1];
    dc_context *ctx = th_ctx(NULL);
    REQUIRE(ctx);
    full_count = dc_device_count(ctx);

    CHECK_ERR(dc_context_create(NULL, NULL), DC_ERROR_INVALID_ARGUMENT);
    memset(&d, 0, sizeof d);
    CHECK_ERR(dc_context_create(&d, NULL), DC_ERROR_INVALID_ARGUMENT);
    (void)c;

    memset(&d, 0, sizeof d);
    d.backends = 0x4u;
    CHECK_ERR_FN(create_and_destroy(&d), DC_ERROR_INVALID_ARGUMENT, "dc_context_create");
    d.backends = DC_BACKEND_OPENCL | 0x100u;
    CHECK_ERR_FN(create_and_destroy(&d), DC_ERROR_INVALID_ARGUMENT, "dc_context_create");

    memset(&d, 0, sizeof d);
    d.flags = 0x80000000u;
    CHECK_ERR_FN(create_and_destroy(&d), DC_ERROR_INVALID_ARGUMENT, "dc_context_create");

    memset(&d, 0, sizeof d);
    d.device_id_count = 1;           /* but no array */
    CHECK_ERR_FN(create_and_destroy(&d), DC_ERROR_INVALID_ARGUMENT, "dc_context_create");

    memset(&d, 0, sizeof d);
    ids[0] = 0;
    d.device_ids = ids;
    d.device_id_count = -1;
    CHECK_ERR_FN(create_and_destroy(&d), DC_ERROR_INVALID_ARGUMENT, "dc_context_create");

    memset(&d, 0, sizeof d);
    ids[0] = full_count;             /* one past the full list */
    d.device_ids = ids;
    d.device_id_count = 1;
    CHECK_ERR_FN(create_and_destroy(&d), DC_ERROR_OUT_OF_RANGE, "dc_context_create");

    ids[0] = -1;
    {
        dc_result r = create_and_destroy(&d);
        if (r != DC_ERROR_INVALID_ARGUMENT && r != DC_ERROR_OUT_OF_RANGE)
            FAIL("device_ids = {-1}: %s, expected INVALID_ARGUMENT or OUT_OF_RANGE",
                 dc_result_name(r));
    }

    /* a device named twice is refused, after the library listed the devices and picked
       out the first: what it allocated for that is freed again */
    if (full_count >= 1) {
        int twice[3];
        tk_alloc_count count;
        memset(&d, 0, sizeof d);
        tk_counting_desc(&d, &count);
        twice[0] = full_count - 1;
        twice[1] = 0;
        twice[2] = full_count - 1;   /* one device: {0, 0, 0}, refused at [1] */
        d.device_ids = twice;
        d.device_id_count = 3;
        if (CHECK_ERR_FN(create_and_destroy(&d), DC_ERROR_INVALID_ARGUMENT, "dc_context_create") &&
            !strstr(dc_last_error(), "appears twice"))
            FAIL("a device named twice: the message does not say so: %s", dc_last_error());
        if (count.live != 0 || count.bad_frees != 0)
            FAIL("a device named twice: %ld allocation%s (%lld bytes) left alive, %ld bad free%s", count.live,
                 count.live == 1 ? "" : "s", count.live_bytes, count.bad_frees, count.bad_frees == 1 ? "" : "s");
    }

    memset(&d, 0, sizeof d);
    d.min_compute_units = -1;
    if (CHECK_ERR_FN(create_and_destroy(&d), DC_ERROR_INVALID_ARGUMENT, "dc_context_create") &&
        !strstr(dc_last_error(), "min_compute_units"))
        FAIL("min_compute_units = -1: the message does not name it: %s", dc_last_error());

    memset(&d, 0, sizeof d);
    d.log_level = (dc_log_level)99;
    CHECK_ERR_FN(create_and_destroy(&d), DC_ERROR_INVALID_ARGUMENT, "dc_context_create");

    memset(&d, 0, sizeof d);
    d.allocator.alloc = NULL;
    d.allocator.free = free_stub;
    CHECK_ERR_FN(create_and_destroy(&d), DC_ERROR_INVALID_ARGUMENT, "dc_context_create");

    memset(&d, 0, sizeof d);
    d.library_path_count = 1;        /* but no array */
    CHECK_ERR_FN(create_and_destroy(&d), DC_ERROR_INVALID_ARGUMENT, "dc_context_create");
    {
        static char long_path[1000];
        const char *paths[2] = { ".", NULL };    /* a NULL entry */
        d.library_paths = paths;
        d.library_path_count = 2;
        CHECK_ERR_FN(create_and_destroy(&d), DC_ERROR_INVALID_ARGUMENT, "dc_context_create");
        memset(long_path, 'a', sizeof long_path - 1);   /* longer than a path the library builds */
        paths[1] = long_path;
        CHECK_ERR_FN(create_and_destroy(&d), DC_ERROR_INVALID_ARGUMENT, "dc_context_create");
    }
}

TEST(null_context)
{
    dc_device_info info;
    dc_peer_info peer;
    uint64_t f, t, u;
    int dev, done;
    float ms;
    void *p;
    char host[16];
    dc_buffer b = { 1 };
    dc_stream s = { 1 };
    dc_event e = { 1 };
    dc_module m = { 1 };
    dc_kernel k = { 1 };
    dc_module_desc md;
    dc_launch_desc l;
    void *heap = malloc(32);
    REQUIRE(heap);
    memset(&md, 0, sizeof md);
    md.opencl_source = "__kernel void k(void) {}";
    l = tk_desc_1d(k, 0, 1, 0, NULL, 0);

    CHECK_EQ(dc_device_count(NULL), 0);
    CHECK_ERR(dc_device_get_info(NULL, 0, &info), DC_ERROR_INVALID_ARGUMENT);
    CHECK_ERR(dc_device_memory(NULL, 0, &f, &t), DC_ERROR_INVALID_ARGUMENT);
    CHECK_ERR(dc_peer_get_info(NULL, 0, 0, &peer), DC_ERROR_INVALID_ARGUMENT);
    CHECK_ERR(dc_peer_enable(NULL, 0, 1), DC_ERROR_INVALID_ARGUMENT);
    CHECK_ERR(dc_device_synchronize(NULL, 0), DC_ERROR_INVALID_ARGUMENT);
    CHECK_ERR(dc_synchronize(NULL), DC_ERROR_INVALID_ARGUMENT);
    CHECK_ERR(dc_buffer_create(NULL, 0, 16, &b), DC_ERROR_INVALID_ARGUMENT);
    dc_buffer_destroy(NULL, b);
    CHECK_ERR(dc_buffer_get_info(NULL, b, &dev, &u), DC_ERROR_INVALID_ARGUMENT);
    CHECK_ERR(dc_buffer_write(NULL, b, 0, host, 4), DC_ERROR_INVALID_ARGUMENT);
    CHECK_ERR(dc_buffer_read(NULL, b, 0, host, 4), DC_ERROR_INVALID_ARGUMENT);
    CHECK_ERR(dc_buffer_fill(NULL, b, 0, 4, host, 4), DC_ERROR_INVALID_ARGUMENT);
    CHECK_ERR(dc_copy(NULL, b, 0, b, 8, 4), DC_ERROR_INVALID_ARGUMENT);
    CHECK_ERR(dc_buffer_write_async(NULL, s, b, 0, host, 4), DC_ERROR_INVALID_ARGUMENT);
    CHECK_ERR(dc_buffer_read_async(NULL, s, b, 0, host, 4), DC_ERROR_INVALID_ARGUMENT);
    CHECK_ERR(dc_buffer_fill_async(NULL, s, b, 0, 4, host, 4), DC_ERROR_INVALID_ARGUMENT);
    CHECK_ERR(dc_copy_async(NULL, s, b, 0, b, 8, 4), DC_ERROR_INVALID_ARGUMENT);
    p = dc_host_alloc(NULL, 64);
    CHECK(p == NULL);
    CHECK(dc_last_error()[0] != 0);
    dc_host_free(NULL, NULL);
    dc_host_free(NULL, heap);        /* not ours: must be left alone (ASan: no double free) */
    memset(heap, 1, 32);
    free(heap);
    CHECK_EQ(dc_default_stream(NULL, 0).id, 0);
    CHECK_ERR(dc_stream_create(NULL, 0, &s), DC_ERROR_INVALID_ARGUMENT);
    CHECK_ERR(dc_stream_destroy(NULL, s), DC_ERROR_INVALID_ARGUMENT);
    CHECK_ERR(dc_stream_synchronize(NULL, s), DC_ERROR_INVALID_ARGUMENT);
    CHECK_ERR(dc_event_record(NULL, s, &e), DC_ERROR_INVALID_ARGUMENT);
    CHECK_ERR(dc_stream_wait_event(NULL, s, e), DC_ERROR_INVALID_ARGUMENT);
    CHECK_ERR(dc_event_synchronize(NULL, e), DC_ERROR_INVALID_ARGUMENT);
    CHECK_ERR(dc_event_query(NULL, e, &done), DC_ERROR_INVALID_ARGUMENT);
    CHECK_ERR(dc_event_elapsed_ms(NULL, e, e, &ms), DC_ERROR_INVALID_ARGUMENT);
    dc_event_destroy(NULL, e);
    CHECK_ERR(dc_module_load(NULL, &md, &m), DC_ERROR_INVALID_ARGUMENT);
    CHECK_ERR(dc_module_load_file(NULL, "kernels/vector_add", &m), DC_ERROR_INVALID_ARGUMENT);
    dc_module_destroy(NULL, m);
    CHECK_ERR(dc_kernel_get(NULL, m, "k", &k), DC_ERROR_INVALID_ARGUMENT);
    CHECK_ERR(dc_launch(NULL, &l), DC_ERROR_INVALID_ARGUMENT);
    CHECK_ERR(dc_device_native(NULL, 0, &p, &p), DC_ERROR_INVALID_ARGUMENT);
    CHECK_ERR(dc_buffer_native(NULL, b, &u), DC_ERROR_INVALID_ARGUMENT);
    CHECK_ERR(dc_stream_native(NULL, s, &p), DC_ERROR_INVALID_ARGUMENT);
    CHECK_ERR(dc_kernel_native(NULL, k, 0, &p), DC_ERROR_INVALID_ARGUMENT);
    dc_context_destroy(NULL);
}

TEST(null_out_pointers)
{
    dc_buffer b;
    dc_stream s;
    dc_event e;
    tk_fixture fx;
    dc_kernel k;
    dc_module_desc md;
    float pattern = 1.0f;
    void *dh = NULL, *ch = NULL;
    dc_context *ctx = tk_fixture_open(&fx, NULL, "scale", &k);
    REQUIRE(ctx);
    REQUIRE_OK(dc_buffer_create(ctx, 0, 64, &b));
    REQUIRE_OK(dc_stream_create(ctx, 0, &s));
    REQUIRE_OK(dc_event_record(ctx, s, &e));

    CHECK_ERR(dc_device_get_info(ctx, 0, NULL), DC_ERROR_INVALID_ARGUMENT);
    CHECK_ERR(dc_peer_get_info(ctx, 0, 0, NULL), DC_ERROR_INVALID_ARGUMENT);
    CHECK_ERR(dc_buffer_create(ctx, 0, 64, NULL), DC_ERROR_INVALID_ARGUMENT);
    CHECK_ERR(dc_buffer_write(ctx, b, 0, NULL, 4), DC_ERROR_INVALID_ARGUMENT);
    CHECK_ERR(dc_buffer_read(ctx, b, 0, NULL, 4), DC_ERROR_INVALID_ARGUMENT);
    CHECK_ERR(dc_buffer_fill(ctx, b, 0, 4, NULL, 4), DC_ERROR_INVALID_ARGUMENT);
    CHECK_ERR(dc_buffer_write_async(ctx, s, b, 0, NULL, 4), DC_ERROR_INVALID_ARGUMENT);
    CHECK_ERR(dc_buffer_read_async(ctx, s, b, 0, NULL, 4), DC_ERROR_INVALID_ARGUMENT);
    CHECK_ERR(dc_buffer_fill_async(ctx, s, b, 0, 4, NULL, 4), DC_ERROR_INVALID_ARGUMENT);
    /* 0 bytes: a transfer's NULL host pointer is no error, a fill's pattern is (its
       size is checked too: the header says so) */
    CHECK_OK(dc_buffer_write(ctx, b, 0, NULL, 0));
    CHECK_ERR(dc_buffer_fill(ctx, b, 0, 0, NULL, 4), DC_ERROR_INVALID_ARGUMENT);
    CHECK_ERR(dc_buffer_fill(ctx, b, 0, 0, &pattern, 3), DC_ERROR_INVALID_ARGUMENT);
    CHECK_ERR(dc_stream_create(ctx, 0, NULL), DC_ERROR_INVALID_ARGUMENT);
    CHECK_ERR(dc_event_record(ctx, s, NULL), DC_ERROR_INVALID_ARGUMENT);
    CHECK_ERR(dc_event_query(ctx, e, NULL), DC_ERROR_INVALID_ARGUMENT);
    CHECK_ERR(dc_event_elapsed_ms(ctx, e, e, NULL), DC_ERROR_INVALID_ARGUMENT);
    {
        dc_module unused;
        CHECK_ERR(dc_module_load(ctx, NULL, &unused), DC_ERROR_INVALID_ARGUMENT);
        CHECK_ERR(dc_module_load_file(ctx, NULL, &unused), DC_ERROR_INVALID_ARGUMENT);
    }
    memset(&md, 0, sizeof md);
    md.opencl_source = test_kernels_cl[0];
    md.ptx = "";
    CHECK_ERR(dc_module_load(ctx, &md, NULL), DC_ERROR_INVALID_ARGUMENT);
    memset(&md, 0, sizeof md);       /* no source at all */
    {
        dc_module m2;
        CHECK_ERR(dc_module_load(ctx, &md, &m2), DC_ERROR_INVALID_ARGUMENT);
    }
    CHECK_ERR(dc_module_load_file(ctx, "tests/test_kernels", NULL), DC_ERROR_INVALID_ARGUMENT);
    {
        dc_kernel unused;
        CHECK_ERR(dc_kernel_get(ctx, fx.mod, NULL, &unused), DC_ERROR_INVALID_ARGUMENT);
    }
    CHECK_ERR(dc_kernel_get(ctx, fx.mod, "scale", NULL), DC_ERROR_INVALID_ARGUMENT);
    CHECK_ERR(dc_launch(ctx, NULL), DC_ERROR_INVALID_ARGUMENT);
    CHECK_ERR(dc_buffer_native(ctx, b, NULL), DC_ERROR_INVALID_ARGUMENT);
    CHECK_ERR(dc_stream_native(ctx, s, NULL), DC_ERROR_INVALID_ARGUMENT);
    CHECK_ERR(dc_kernel_native(ctx, k, 0, NULL), DC_ERROR_INVALID_ARGUMENT);
    /* documented as optional; a CUdevice is an int and device 0's handle is NULL */
    CHECK_OK(dc_device_native(ctx, 0, NULL, NULL));
    CHECK_OK(dc_device_native(ctx, 0, &dh, NULL));
    if (tk_backend(ctx, 0) == DC_BACKEND_OPENCL) CHECK(dh != NULL);
    CHECK_OK(dc_device_native(ctx, 0, NULL, &ch));
    CHECK(ch != NULL);
    CHECK_OK(dc_buffer_get_info(ctx, b, NULL, NULL));
    (void)pattern;
}

TEST(bad_device_index)
{
    dc_device_info info;
    dc_peer_info peer;
    uint64_t f, t;
    dc_buffer b, junk_b;
    dc_stream s;
    tk_fixture fx;
    dc_kernel k;
    void *p;
    int i;
    dc_context *ctx = tk_fixture_open(&fx, NULL, "scale", &k);
    REQUIRE(ctx);
    REQUIRE_OK(dc_buffer_create(ctx, 0, 64, &b));
    {
        const int bad[] = { -1, fx.devices, fx.devices + 1, INT_MAX, INT_MIN };
        for (i = 0; i < (int)(sizeof bad / sizeof bad[0]); i++) {
            int d = bad[i];
            dc_arg args[3];
            dc_launch_desc l;
            CHECK_ERR(dc_device_get_info(ctx, d, &info), DC_ERROR_OUT_OF_RANGE);
            CHECK_ERR(dc_device_memory(ctx, d, &f, &t), DC_ERROR_OUT_OF_RANGE);
            CHECK_ERR(dc_peer_get_info(ctx, d, 0, &peer), DC_ERROR_OUT_OF_RANGE);
            CHECK_ERR(dc_peer_get_info(ctx, 0, d, &peer), DC_ERROR_OUT_OF_RANGE);
            CHECK_ERR(dc_peer_enable(ctx, d, 0), DC_ERROR_OUT_OF_RANGE);
            CHECK_ERR(dc_peer_enable(ctx, 0, d), DC_ERROR_OUT_OF_RANGE);
            CHECK_ERR(dc_device_synchronize(ctx, d), DC_ERROR_OUT_OF_RANGE);
            CHECK_ERR(dc_buffer_create(ctx, d, 64, &junk_b), DC_ERROR_OUT_OF_RANGE);
            CHECK_ERR(dc_stream_create(ctx, d, &s), DC_ERROR_OUT_OF_RANGE);
            CHECK_EQ(dc_default_stream(ctx, d).id, 0);
            CHECK_ERR(dc_device_native(ctx, d, &p, &p), DC_ERROR_OUT_OF_RANGE);
            CHECK_ERR(dc_kernel_native(ctx, k, d, &p), DC_ERROR_OUT_OF_RANGE);
            args[0] = DC_ARG_BUFFER(b);
            args[1] = DC_ARG_F32(2.0f);
            args[2] = DC_ARG_U32(16);
            l = tk_desc_1d(k, d, 16, 0, args, 3);
            CHECK_ERR(dc_launch(ctx, &l), DC_ERROR_OUT_OF_RANGE);
        }
    }
}

/* Section 5's promise: on failure every output is zero, whatever it held before. */
TEST(outputs_zeroed_on_failure)
{
    dc_device_info info;
    dc_peer_info peer;
    dc_profile *prof = (dc_profile *)malloc(sizeof *prof);
    dc_buffer zb = { 0 };
    dc_stream zs = { 0 };
    dc_event ze = { 0 };
    dc_kernel k, zk = { 0 };
    dc_module m;
    tk_fixture fx;
    uint64_t f = 7, t = 7, u = 7;
    void *p = &f, *q = &f;
    int dev = 7, done = 7, n;
    float ms = 7;
    dc_context *ctx = tk_fixture_open(&fx, NULL, "scale", &k);
    REQUIRE(ctx && prof);
    n = dc_device_count(ctx);
    memset(&info, 0xAB, sizeof info);
    CHECK_ERR(dc_device_get_info(ctx, n, &info), DC_ERROR_OUT_OF_RANGE);
    CHECK(info.name[0] == 0 && info.total_memory == 0 && info.backend == 0);
    CHECK_ERR(dc_device_memory(ctx, n, &f, &t), DC_ERROR_OUT_OF_RANGE);
    CHECK(f == 0 && t == 0);
    memset(&peer, 0xAB, sizeof peer);
    CHECK_ERR(dc_peer_get_info(ctx, 0, n, &peer), DC_ERROR_OUT_OF_RANGE);
    CHECK(peer.link == 0 && peer.access_possible == 0 && peer.measured_gbps == 0);
    CHECK_ERR(dc_buffer_get_info(ctx, zb, &dev, &u), DC_ERROR_INVALID_HANDLE);
    CHECK(dev == 0 && u == 0);
    u = 7;
    CHECK_ERR(dc_buffer_native(ctx, zb, &u), DC_ERROR_INVALID_HANDLE);
    CHECK_EQ(u, 0);
    CHECK_ERR(dc_device_native(ctx, n, &p, &q), DC_ERROR_OUT_OF_RANGE);
    CHECK(p == NULL && q == NULL);
    p = &f;
    CHECK_ERR(dc_stream_native(ctx, zs, &p), DC_ERROR_INVALID_HANDLE);
    CHECK(p == NULL);
    p = &f;
    CHECK_ERR(dc_kernel_native(ctx, zk, 0, &p), DC_ERROR_INVALID_HANDLE);
    CHECK(p == NULL);
    CHECK_ERR(dc_event_query(ctx, ze, &done), DC_ERROR_INVALID_HANDLE);
    CHECK_EQ(done, 0);
    CHECK_ERR(dc_event_elapsed_ms(ctx, ze, ze, &ms), DC_ERROR_INVALID_HANDLE);
    CHECK(ms == 0);
    memset(prof, 0xAB, sizeof *prof);
    CHECK_ERR(dc_profile_get(NULL, prof), DC_ERROR_INVALID_ARGUMENT);
    CHECK(prof->ops == 0 && prof->device_count == 0 && prof->window_ms == 0);
    m.id = 7;
    CHECK_ERR(dc_module_load_file(NULL, "kernels/vector_add", &m), DC_ERROR_INVALID_ARGUMENT);
    CHECK_EQ(m.id, 0);
    free(prof);
}

/* The outputs are cleared before anything is checked: a NULL ctx or comm, a zero handle
   or a bad descriptor still leaves zeros, never the caller's old bytes (nor, for a caller
   that did not initialise them, garbage: gcc -O2 warns of that once it inlines a
   DC_STATIC copy of the library into the caller). */
TEST(outputs_zeroed_before_the_arguments_are_checked)
{
    dc_buffer b, zb = { 0 };
    dc_stream s, zs = { 0 };
    dc_event e;
    dc_module m, zm = { 0 };
    dc_kernel k;
    dc_module_desc md;
    dc_copy_path path;
    dc_transfer_stats ts, zero_ts;
    dc_comm_report rep, zero_rep;
    dc_comm_id id, zero_id;
    dc_comm *comm;
    dc_pipeline_report prep, zero_prep;
    dc_partition_desc pd;
    dc_range ranges[4];
    tk_fixture fx;
    dc_kernel fk;
    int n;
    dc_context *ctx = tk_fixture_open(&fx, NULL, "scale", &fk);
    REQUIRE(ctx);
    memset(&zero_ts, 0, sizeof zero_ts);
    memset(&zero_rep, 0, sizeof zero_rep);
    memset(&zero_id, 0, sizeof zero_id);
    memset(&zero_prep, 0, sizeof zero_prep);

    b.id = 7;
    CHECK_ERR(dc_buffer_create(NULL, 0, 64, &b), DC_ERROR_INVALID_ARGUMENT);
    CHECK_EQ(b.id, 0);
    s.id = 7;
    CHECK_ERR(dc_stream_create(NULL, 0, &s), DC_ERROR_INVALID_ARGUMENT);
    CHECK_EQ(s.id, 0);
    e.id = 7;
    CHECK_ERR(dc_event_record(NULL, zs, &e), DC_ERROR_INVALID_ARGUMENT);
    CHECK_EQ(e.id, 0);
    memset(&md, 0, sizeof md);
    md.opencl_source = "kernel void f(void) {}";
    m.id = 7;
    CHECK_ERR(dc_module_load(NULL, &md, &m), DC_ERROR_INVALID_ARGUMENT);
    CHECK_EQ(m.id, 0);
    m.id = 7;
    CHECK_ERR(dc_module_load(ctx, NULL, &m), DC_ERROR_INVALID_ARGUMENT);
    CHECK_EQ(m.id, 0);
    k.id = 7;
    CHECK_ERR(dc_kernel_get(NULL, fx.mod, "scale", &k), DC_ERROR_INVALID_ARGUMENT);
    CHECK_EQ(k.id, 0);
    k.id = 7;
    CHECK_ERR(dc_kernel_get(ctx, fx.mod, NULL, &k), DC_ERROR_INVALID_ARGUMENT);
    CHECK_EQ(k.id, 0);
    k.id = 7;
    CHECK_ERR(dc_kernel_get(ctx, zm, "scale", &k), DC_ERROR_INVALID_HANDLE);
    CHECK_EQ(k.id, 0);
    path = DC_COPY_PATH_PEER;
    CHECK_ERR(dc_copy_path_get(NULL, zb, zb, &path), DC_ERROR_INVALID_ARGUMENT);
    CHECK_EQ(path, DC_COPY_PATH_NONE);
    memset(&ts, 0xAB, sizeof ts);
    CHECK_ERR(dc_transfer_stats_get(NULL, &ts), DC_ERROR_INVALID_ARGUMENT);
    CHECK(memcmp(&ts, &zero_ts, sizeof ts) == 0);
    memset(&rep, 0xAB, sizeof rep);
    CHECK_ERR(dc_comm_report_get(NULL, &rep), DC_ERROR_INVALID_ARGUMENT);
    CHECK(memcmp(&rep, &zero_rep, sizeof rep) == 0);
    memset(&id, 0xAB, sizeof id);
    CHECK_ERR(dc_comm_id_create(NULL, &id), DC_ERROR_INVALID_ARGUMENT);
    CHECK(memcmp(&id, &zero_id, sizeof id) == 0);
    comm = (dc_comm *)&id;
    CHECK_ERR(dc_comm_create(NULL, NULL, 0, &comm), DC_ERROR_INVALID_ARGUMENT);
    CHECK(comm == NULL);
    comm = (dc_comm *)&id;
    CHECK_ERR(dc_comm_init_rank(NULL, 0, 1, 0, &zero_id, &comm), DC_ERROR_INVALID_ARGUMENT);
    CHECK(comm == NULL);
    memset(&prep, 0xAB, sizeof prep);
    CHECK_ERR(dc_pipeline_run(NULL, NULL, &prep), DC_ERROR_INVALID_ARGUMENT);
    CHECK(memcmp(&prep, &zero_prep, sizeof prep) == 0);

    /* dc_partition's *range_count: an output alone when ranges is NULL, so it is 0 after
       any failure; beside ranges an input first, then 0 as well */
    memset(&pd, 0, sizeof pd);
    n = 7;
    CHECK_ERR(dc_partition(NULL, 10, &pd, NULL, &n), DC_ERROR_INVALID_ARGUMENT);
    CHECK_EQ(n, 0);
    pd.strategy = DC_BALANCE_COUNT;
    n = 7;
    CHECK_ERR(dc_partition(ctx, 10, &pd, NULL, &n), DC_ERROR_INVALID_ARGUMENT);
    CHECK_EQ(n, 0);
    n = 4;
    CHECK_ERR(dc_partition(ctx, 10, &pd, ranges, &n), DC_ERROR_INVALID_ARGUMENT);
    CHECK_EQ(n, 0);
    pd.strategy = DC_BALANCE_STATIC;
    n = 4;
    CHECK_OK(dc_partition(ctx, 10, &pd, ranges, &n));   /* the capacity was still read */
    CHECK(n >= 1 && n <= 4);
}

/* dc_partition's ranges are an output too: after a failure its capacity's entries are zero,
   whether the caller's old entries (a bad argument) or the first ranges of a split longer
   than the capacity (OUT_OF_RANGE, which wrote them before it counted) were there. */
static int ranges_nonzero(const dc_range *r, int n)
{
    int i, count = 0;
    for (i = 0; i < n; i++) count += r[i].device != 0 || r[i].first != 0 || r[i].count != 0;
    return count;
}

TEST(partition_ranges_zeroed_on_failure)
{
    dc_partition_desc pd;
    dc_range ranges[4];
    int n;
    dc_context *ctx = th_ctx(NULL);
    REQUIRE(ctx);
    memset(&pd, 0, sizeof pd);
    pd.strategy = DC_BALANCE_COUNT;
    memset(ranges, 0xAB, sizeof ranges);
    n = 4;
    CHECK_ERR(dc_partition(ctx, 100, &pd, ranges, &n), DC_ERROR_INVALID_ARGUMENT);
    CHECK_EQ(ranges_nonzero(ranges, 4), 0);
    memset(ranges, 0xAB, sizeof ranges);
    n = 4;
    CHECK_ERR(dc_partition(NULL, 100, &pd, ranges, &n), DC_ERROR_INVALID_ARGUMENT);
    CHECK_EQ(ranges_nonzero(ranges, 4), 0);
    /* DYNAMIC, 100 items in chunks of 10: 10 ranges, 2 of which fit */
    pd.strategy = DC_BALANCE_DYNAMIC;
    pd.chunk = 10;
    memset(ranges, 0xAB, sizeof ranges);
    n = 2;
    CHECK_ERR(dc_partition(ctx, 100, &pd, ranges, &n), DC_ERROR_OUT_OF_RANGE);
    CHECK_EQ(n, 10);
    CHECK_EQ(ranges_nonzero(ranges, 2), 0);
    CHECK(ranges[2].first == 0xABABABABABABABABull);   /* past the capacity: not the call's to touch */
    n = 10;   /* and with room, the split */
    {
        dc_range all[10];
        CHECK_OK(dc_partition(ctx, 100, &pd, all, &n));
        CHECK_EQ(n, 10);
        CHECK(all[9].first + all[9].count == 100);
    }
}

TEST(zero_handles)
{
    dc_buffer zb = { 0 }, b;
    dc_stream zs = { 0 };
    dc_event ze = { 0 }, e;
    dc_module zm = { 0 };
    dc_kernel zk = { 0 }, k;
    tk_fixture fx;
    char host[64];
    int dev, done;
    uint64_t u;
    float ms;
    void *p;
    dc_arg args[3];
    dc_launch_desc l;
    dc_context *ctx = tk_fixture_open(&fx, NULL, "scale", &k);
    REQUIRE(ctx);
    memset(host, 0, sizeof host);
    REQUIRE_OK(dc_buffer_create(ctx, 0, 64, &b));
    REQUIRE_OK(dc_event_record(ctx, dc_default_stream(ctx, 0), &e));

    CHECK_ERR(dc_buffer_get_info(ctx, zb, &dev, &u), DC_ERROR_INVALID_HANDLE);
    CHECK_ERR(dc_buffer_write(ctx, zb, 0, host, 4), DC_ERROR_INVALID_HANDLE);
    CHECK_ERR(dc_buffer_read(ctx, zb, 0, host, 4), DC_ERROR_INVALID_HANDLE);
    CHECK_ERR(dc_buffer_fill(ctx, zb, 0, 4, host, 4), DC_ERROR_INVALID_HANDLE);
    CHECK_ERR(dc_copy(ctx, zb, 0, b, 0, 4), DC_ERROR_INVALID_HANDLE);
    CHECK_ERR(dc_copy(ctx, b, 0, zb, 0, 4), DC_ERROR_INVALID_HANDLE);
    CHECK_ERR(dc_buffer_write_async(ctx, zs, zb, 0, host, 4), DC_ERROR_INVALID_HANDLE);
    CHECK_ERR(dc_buffer_read_async(ctx, zs, zb, 0, host, 4), DC_ERROR_INVALID_HANDLE);
    CHECK_ERR(dc_buffer_fill_async(ctx, zs, zb, 0, 4, host, 4), DC_ERROR_INVALID_HANDLE);
    CHECK_ERR(dc_copy_async(ctx, zs, zb, 0, b, 0, 4), DC_ERROR_INVALID_HANDLE);
    CHECK_ERR(dc_copy_async(ctx, zs, b, 0, zb, 0, 4), DC_ERROR_INVALID_HANDLE);
    CHECK_ERR(dc_buffer_native(ctx, zb, &u), DC_ERROR_INVALID_HANDLE);
    dc_buffer_destroy(ctx, zb);

    CHECK_ERR(dc_stream_destroy(ctx, zs), DC_ERROR_INVALID_HANDLE);
    CHECK_ERR(dc_stream_synchronize(ctx, zs), DC_ERROR_INVALID_HANDLE);
    {
        dc_event unused;
        CHECK_ERR(dc_event_record(ctx, zs, &unused), DC_ERROR_INVALID_HANDLE);
    }
    CHECK_ERR(dc_stream_wait_event(ctx, zs, e), DC_ERROR_INVALID_HANDLE);
    CHECK_ERR(dc_stream_native(ctx, zs, &p), DC_ERROR_INVALID_HANDLE);

    CHECK_ERR(dc_stream_wait_event(ctx, dc_default_stream(ctx, 0), ze), DC_ERROR_INVALID_HANDLE);
    CHECK_ERR(dc_event_synchronize(ctx, ze), DC_ERROR_INVALID_HANDLE);
    CHECK_ERR(dc_event_query(ctx, ze, &done), DC_ERROR_INVALID_HANDLE);
    CHECK_ERR(dc_event_elapsed_ms(ctx, ze, e, &ms), DC_ERROR_INVALID_HANDLE);
    CHECK_ERR(dc_event_elapsed_ms(ctx, e, ze, &ms), DC_ERROR_INVALID_HANDLE);
    dc_event_destroy(ctx, ze);

    {
        dc_kernel unused;
        CHECK_ERR(dc_kernel_get(ctx, zm, "scale", &unused), DC_ERROR_INVALID_HANDLE);
    }
    dc_module_destroy(ctx, zm);

    args[0] = DC_ARG_BUFFER(b);
    args[1] = DC_ARG_F32(2.0f);
    args[2] = DC_ARG_U32(16);
    l = tk_desc_1d(zk, 0, 16, 0, args, 3);
    CHECK_ERR(dc_launch(ctx, &l), DC_ERROR_INVALID_HANDLE);
    CHECK_ERR(dc_kernel_native(ctx, zk, 0, &p), DC_ERROR_INVALID_HANDLE);
    l.kernel = k;
    args[0] = DC_ARG_BUFFER(zb);
    CHECK_ERR(dc_launch(ctx, &l), DC_ERROR_INVALID_HANDLE);

    /* the real objects were not disturbed by any of this */
    CHECK_OK(dc_buffer_write(ctx, b, 0, host, 64));
    CHECK_OK(dc_event_synchronize(ctx, e));
    CHECK_OK(dc_kernel_get(ctx, fx.mod, "scale", &k));
}

TEST(stale_handles)
{
    dc_buffer b, b2;
    dc_stream s, s2;
    dc_event e, e2;
    dc_module m, m2;
    dc_kernel k;
    char host[64];
    int dev, done;
    uint64_t u;
    float ms;
    void *p;
    dc_arg args[3];
    dc_launch_desc l;
    dc_context *ctx = th_ctx(NULL);
    REQUIRE(ctx);
    memset(host, 0, sizeof host);

    REQUIRE_OK(dc_buffer_create(ctx, 0, 64, &b));
    dc_buffer_destroy(ctx, b);
    CHECK_ERR(dc_buffer_get_info(ctx, b, &dev, &u), DC_ERROR_INVALID_HANDLE);
    CHECK_ERR(dc_buffer_write(ctx, b, 0, host, 4), DC_ERROR_INVALID_HANDLE);
    CHECK_ERR(dc_buffer_read(ctx, b, 0, host, 4), DC_ERROR_INVALID_HANDLE);
    CHECK_ERR(dc_buffer_fill(ctx, b, 0, 4, host, 4), DC_ERROR_INVALID_HANDLE);
    CHECK_ERR(dc_buffer_native(ctx, b, &u), DC_ERROR_INVALID_HANDLE);
    dc_buffer_destroy(ctx, b);       /* twice: ignored */
    REQUIRE_OK(dc_buffer_create(ctx, 0, 64, &b2));   /* probably the same slot */
    CHECK(b2.id != b.id);
    CHECK_ERR(dc_buffer_write(ctx, b, 0, host, 4), DC_ERROR_INVALID_HANDLE);
    dc_buffer_destroy(ctx, b);       /* must not free b2 */
    CHECK_OK(dc_buffer_write(ctx, b2, 0, host, 64));

    REQUIRE_OK(dc_stream_create(ctx, 0, &s));
    CHECK_OK(dc_stream_destroy(ctx, s));
    CHECK_ERR(dc_stream_destroy(ctx, s), DC_ERROR_INVALID_HANDLE);
    CHECK_ERR(dc_stream_synchronize(ctx, s), DC_ERROR_INVALID_HANDLE);
    {
        dc_event unused;
        CHECK_ERR(dc_event_record(ctx, s, &unused), DC_ERROR_INVALID_HANDLE);
    }
    CHECK_ERR(dc_buffer_write_async(ctx, s, b2, 0, host, 4), DC_ERROR_INVALID_HANDLE);
    CHECK_ERR(dc_stream_native(ctx, s, &p), DC_ERROR_INVALID_HANDLE);
    REQUIRE_OK(dc_stream_create(ctx, 0, &s2));
    CHECK(s2.id != s.id);
    CHECK_ERR(dc_stream_synchronize(ctx, s), DC_ERROR_INVALID_HANDLE);
    CHECK_OK(dc_stream_synchronize(ctx, s2));

    REQUIRE_OK(dc_event_record(ctx, s2, &e));
    dc_event_destroy(ctx, e);
    CHECK_ERR(dc_event_synchronize(ctx, e), DC_ERROR_INVALID_HANDLE);
    CHECK_ERR(dc_event_query(ctx, e, &done), DC_ERROR_INVALID_HANDLE);
    CHECK_ERR(dc_stream_wait_event(ctx, s2, e), DC_ERROR_INVALID_HANDLE);
    dc_event_destroy(ctx, e);
    REQUIRE_OK(dc_event_record(ctx, s2, &e2));
    CHECK(e2.id != e.id);
    CHECK_ERR(dc_event_elapsed_ms(ctx, e, e2, &ms), DC_ERROR_INVALID_HANDLE);
    CHECK_OK(dc_event_synchronize(ctx, e2));

    REQUIRE_OK(tk_load(ctx, &m));
    REQUIRE_OK(dc_kernel_get(ctx, m, "scale", &k));
    dc_module_destroy(ctx, m);
    {
        dc_kernel unused;
        CHECK_ERR(dc_kernel_get(ctx, m, "scale", &unused), DC_ERROR_INVALID_HANDLE);
    }
    CHECK(k.id != 0);
    args[0] = DC_ARG_BUFFER(b2);
    args[1] = DC_ARG_F32(2.0f);
    args[2] = DC_ARG_U32(16);
    l = tk_desc_1d(k, 0, 16, 0, args, 3); /* lived as long as its module */
    CHECK_ERR(dc_launch(ctx, &l), DC_ERROR_INVALID_HANDLE);
    CHECK_ERR(dc_kernel_native(ctx, k, 0, &p), DC_ERROR_INVALID_HANDLE);
    dc_module_destroy(ctx, m);
    REQUIRE_OK(tk_load(ctx, &m2));
    CHECK(m2.id != m.id);
    CHECK_ERR(dc_launch(ctx, &l), DC_ERROR_INVALID_HANDLE);
    args[0] = DC_ARG_BUFFER(b);      /* stale buffer as a kernel argument */
    REQUIRE_OK(dc_kernel_get(ctx, m2, "scale", &k));
    l.kernel = k;
    CHECK_ERR(dc_launch(ctx, &l), DC_ERROR_INVALID_HANDLE);
}

/* Sokol leaves the generation counter's wrap-around as a FIXME: a handle must stay
   invalid however often its slot is reused (at least past a 16-bit counter). */
TEST(handle_generation_wrap)
{
    dc_buffer old, b;
    int i, dev, reused = 0;
    uint64_t bytes;
    dc_context *ctx = th_ctx(NULL);
    REQUIRE(ctx);
    REQUIRE_OK(dc_buffer_create(ctx, 0, 4, &old));
    dc_buffer_destroy(ctx, old);
    for (i = 0; i < 70000; i++) {
        if (dc_buffer_create(ctx, 0, 4, &b) != DC_SUCCESS) {
            FAIL("dc_buffer_create failed at iteration %d", i);
            return;
        }
        if (b.id == old.id) reused++;
        if (dc_buffer_get_info(ctx, old, &dev, &bytes) != DC_ERROR_INVALID_HANDLE) {
            FAIL("stale handle 0x%llx accepted again after %d create/destroy cycles "
                 "(new handle 0x%llx)", (unsigned long long)old.id, i + 1,
                 (unsigned long long)b.id);
            dc_buffer_destroy(ctx, b);
            return;
        }
        dc_buffer_destroy(ctx, b);
    }
    CHECK_EQ(reused, 0);
}

TEST(foreign_handles)
{
    tk_fixture fx1, fx2;
    dc_kernel k1, k2;
    dc_context *c1 = tk_fixture_open(&fx1, NULL, "scale", &k1);
    dc_context *c2 = tk_fixture_open(&fx2, NULL, "scale", &k2);
    dc_buffer b1, b2;
    dc_stream s1, s2;
    dc_event e1, e2;
    dc_module m1 = fx1.mod, m2 = fx2.mod;
    char host[64];
    int dev, done;
    uint64_t u;
    float ms;
    void *p;
    dc_arg args[3];
    dc_launch_desc l;
    REQUIRE(c1 && c2);
    memset(host, 7, sizeof host);
    REQUIRE_OK(dc_buffer_create(c1, 0, 64, &b1));
    REQUIRE_OK(dc_buffer_create(c2, 0, 64, &b2));
    REQUIRE_OK(dc_stream_create(c1, 0, &s1));
    REQUIRE_OK(dc_stream_create(c2, 0, &s2));
    REQUIRE_OK(dc_event_record(c1, s1, &e1));
    REQUIRE_OK(dc_event_record(c2, s2, &e2));
    CHECK(b1.id != b2.id);   /* the context's tag is part of the handle */

    CHECK_ERR(dc_buffer_get_info(c1, b2, &dev, &u), DC_ERROR_INVALID_HANDLE);
    CHECK_ERR(dc_buffer_write(c1, b2, 0, host, 4), DC_ERROR_INVALID_HANDLE);
    CHECK_ERR(dc_buffer_read(c1, b2, 0, host, 4), DC_ERROR_INVALID_HANDLE);
    CHECK_ERR(dc_buffer_fill(c1, b2, 0, 4, host, 4), DC_ERROR_INVALID_HANDLE);
    CHECK_ERR(dc_copy(c1, b1, 0, b2, 0, 4), DC_ERROR_INVALID_HANDLE);
    CHECK_ERR(dc_copy(c1, b2, 0, b1, 0, 4), DC_ERROR_INVALID_HANDLE);
    CHECK_ERR(dc_buffer_write_async(c1, s2, b1, 0, host, 4), DC_ERROR_INVALID_HANDLE);
    CHECK_ERR(dc_buffer_native(c1, b2, &u), DC_ERROR_INVALID_HANDLE);
    CHECK_ERR(dc_stream_synchronize(c1, s2), DC_ERROR_INVALID_HANDLE);
    CHECK_ERR(dc_stream_destroy(c1, s2), DC_ERROR_INVALID_HANDLE);
    {
        dc_event unused;
        CHECK_ERR(dc_event_record(c1, s2, &unused), DC_ERROR_INVALID_HANDLE);
    }
    CHECK_ERR(dc_stream_native(c1, s2, &p), DC_ERROR_INVALID_HANDLE);
    CHECK_ERR(dc_stream_wait_event(c1, s1, e2), DC_ERROR_INVALID_HANDLE);
    CHECK_ERR(dc_event_synchronize(c1, e2), DC_ERROR_INVALID_HANDLE);
    CHECK_ERR(dc_event_query(c1, e2, &done), DC_ERROR_INVALID_HANDLE);
    CHECK_ERR(dc_event_elapsed_ms(c1, e1, e2, &ms), DC_ERROR_INVALID_HANDLE);
    {
        dc_kernel unused;
        CHECK_ERR(dc_kernel_get(c1, m2, "scale", &unused), DC_ERROR_INVALID_HANDLE);
    }
    CHECK_ERR(dc_kernel_native(c1, k2, 0, &p), DC_ERROR_INVALID_HANDLE);
    args[0] = DC_ARG_BUFFER(b1);
    args[1] = DC_ARG_F32(2.0f);
    args[2] = DC_ARG_U32(16);
    l = tk_desc_1d(k2, 0, 16, 0, args, 3);
    CHECK_ERR(dc_launch(c1, &l), DC_ERROR_INVALID_HANDLE);
    l.kernel = k1;
    args[0] = DC_ARG_BUFFER(b2);
    CHECK_ERR(dc_launch(c1, &l), DC_ERROR_INVALID_HANDLE);
    l.stream = s2;
    args[0] = DC_ARG_BUFFER(b1);
    CHECK_ERR(dc_launch(c1, &l), DC_ERROR_INVALID_HANDLE);

    /* destroying through the wrong context frees nothing, in either context */
    dc_buffer_destroy(c1, b2);
    dc_event_destroy(c1, e2);
    dc_module_destroy(c1, m2);
    CHECK_OK(dc_buffer_get_info(c2, b2, &dev, &u));
    CHECK_OK(dc_buffer_get_info(c1, b1, &dev, &u));
    CHECK_OK(dc_event_synchronize(c2, e2));
    CHECK_OK(dc_kernel_get(c2, m2, "scale", &k2));
    CHECK_OK(dc_kernel_get(c1, m1, "scale", &k1));
}

/* Handles of another context given to the calls that take many at once (a dispatch's
   kernel and RESIDENT buffers, a pipeline stage's kernel, a collective's buffers and
   streams) give INVALID_HANDLE and touch nothing: the contexts are on the same devices. */
TEST(foreign_handles_in_dispatch_pipeline_collectives)
{
    enum { N = 256 };
    dc_context *c1 = th_ctx(NULL), *c2 = th_ctx(NULL);
    dc_module m1, m2;
    dc_kernel k1, k2, add2;
    dc_buffer own[64], foreign[64];
    dc_stream foreign_s[64];
    dc_comm *comm = NULL;
    static float x[N], y[N];
    static uint32_t in[N], out[N];
    int devices, d, made = 0;
    REQUIRE(c1 && c2);
    devices = dc_device_count(c1);
    if (devices > 64) devices = 64;
    REQUIRE_OK(dc_module_load_file(c1, TK_DISPATCH_KERNELS, &m1));
    REQUIRE_OK(dc_module_load_file(c2, TK_DISPATCH_KERNELS, &m2));
    REQUIRE_OK(dc_kernel_get(c1, m1, "saxpy_items", &k1));
    REQUIRE_OK(dc_kernel_get(c2, m2, "saxpy_items", &k2));
    REQUIRE_OK(dc_kernel_get(c2, m2, "stage_add", &add2));
    for (d = 0; d < devices; d++, made++) {
        float v = (float)(d + 1);
        if (!CHECK_OK(dc_buffer_create(c1, d, N * 4, &own[d])) || !CHECK_OK(dc_buffer_create(c2, d, N * 4, &foreign[d]))) break;
        if (!CHECK_OK(dc_stream_create(c2, d, &foreign_s[d]))) { made++; break; }
        CHECK_OK(dc_buffer_fill(c1, own[d], 0, N * 4, &v, 4));
    }
    if (made == devices) {
        dc_dispatch_arg args[4];
        dc_dispatch_desc dd;
        dc_pipeline_stage st;
        dc_pipeline_desc pd;
        dc_arg sa[1];
        args[0] = dc_dispatch_in(x, 4, 1);
        args[1] = dc_dispatch_inout(y, 4, 1);
        args[2] = dc_dispatch_scalar(DC_ARG_F32(2.0f));
        args[3] = dc_dispatch_item_count();
        dd = tk_dispatch_desc(k2, N, DC_BALANCE_AUTO, 0, args, 4);
        CHECK_ERR(dc_dispatch(c1, &dd, NULL), DC_ERROR_INVALID_HANDLE);
        dd.kernel = k1;
        args[1] = dc_dispatch_resident(foreign);
        CHECK_ERR(dc_dispatch(c1, &dd, NULL), DC_ERROR_INVALID_HANDLE);
        sa[0] = DC_ARG_U32(1);
        st = tk_stage(add2, sa, 1, NULL, 0);
        pd = tk_pipeline_desc(&st, 1, in, N, out);
        CHECK_ERR(dc_pipeline_run(c1, &pd, NULL), DC_ERROR_INVALID_HANDLE);
        if (CHECK_OK(dc_comm_create(c1, NULL, 0, &comm))) {
            CHECK_ERR(dc_allreduce(comm, foreign, own, N, DC_F32, DC_SUM), DC_ERROR_INVALID_HANDLE);
            CHECK_ERR(dc_allreduce(comm, own, foreign, N, DC_F32, DC_SUM), DC_ERROR_INVALID_HANDLE);
            CHECK_ERR(dc_allreduce_async(comm, foreign_s, own, own, N, DC_F32, DC_SUM), DC_ERROR_INVALID_HANDLE);
            CHECK_ERR(dc_broadcast(comm, foreign, own, N, DC_F32, 0), DC_ERROR_INVALID_HANDLE);
            dc_comm_destroy(comm);
        }
        for (d = 0; d < devices; d++) {   /* untouched */
            float got[N];
            int i, same = 1;
            if (!CHECK_OK(dc_buffer_read(c1, own[d], 0, got, sizeof got))) continue;
            for (i = 0; i < N; i++) same &= got[i] == (float)(d + 1);
            CHECK(same);
        }
    }
}

/* A context's tag tells its handles from another context's, also when the tag counter
   comes round to a live context's tag (after 65535 more contexts came and went: a bare
   counter then gave the new context that tag, and it took the live one's handles for its
   own, a buffer at the same slot and generation). The counter is set there by a hook
   (65536 contexts took over 120 s on 2 x H200 with PoCL); it also never gives tag 0. */
TEST(foreign_handles_after_many_contexts)
{
    dc_context *a = th_ctx(NULL), *b = NULL;
    dc_buffer ba, bb;
    int dev, tag, wrap;
    uint64_t bytes;
    REQUIRE(a);
    REQUIRE_OK(dc_buffer_create(a, 0, 64, &ba));
    tag = tk_context_tag(a);
    for (wrap = 0; wrap < 2; wrap++) {
        tk_context_tag_next_is(wrap ? 0 : tag);   /* a's tag, then 0 */
        if (!CHECK_OK(dc_context_create(NULL, &b))) break;
        CHECK(tk_context_tag(b) != tag && tk_context_tag(b) != 0);
        if (CHECK_OK(dc_buffer_create(b, 0, 128, &bb))) {   /* the slot and generation of ba */
            CHECK(bb.id != ba.id);
            CHECK_OK(dc_buffer_get_info(b, bb, &dev, &bytes));
            CHECK_EQ(bytes, 128);
        }
        CHECK_ERR(dc_buffer_get_info(b, ba, &dev, &bytes), DC_ERROR_INVALID_HANDLE);
        dc_context_destroy(b);
    }
    CHECK_OK(dc_buffer_get_info(a, ba, &dev, &bytes));
    CHECK_EQ(bytes, 64);
}

TEST(buffer_create_bad_sizes)
{
    int d;
    dc_context *ctx = th_ctx(NULL);
    REQUIRE(ctx);
    for (d = 0; d < dc_device_count(ctx); d++) {
        dc_buffer b;
        dc_device_info info;
        REQUIRE_OK(dc_device_get_info(ctx, d, &info));
        CHECK_ERR(dc_buffer_create(ctx, d, 0, &b), DC_ERROR_INVALID_ARGUMENT);
        CHECK_FAILS(dc_buffer_create(ctx, d, UINT64_MAX, &b));
        if (info.max_allocation > 0 && info.max_allocation < UINT64_MAX)
            CHECK_FAILS(dc_buffer_create(ctx, d, info.max_allocation + 1, &b));
        CHECK_FAILS(dc_buffer_create(ctx, d, (uint64_t)1 << 62, &b));
    }
}

/* Every transfer entry point against offsets/sizes past the end or wrapping around. */
TEST(buffer_out_of_range)
{
    static const uint64_t bad[][2] = {   /* offset, bytes; buffer of 64 bytes */
        { 0, 65 }, { 64, 1 }, { 65, 1 }, { 60, 8 }, { UINT64_MAX, 1 }, { 1, UINT64_MAX },
        { UINT64_MAX - 1, 4 }, { 8, UINT64_MAX - 3 }, { (uint64_t)1 << 63, (uint64_t)1 << 63 }
    };
    unsigned char orig[64], host[128], check[64];
    int d, i;
    dc_context *ctx = th_ctx(NULL);
    REQUIRE(ctx);
    th_fill_random(orig, sizeof orig, 1);
    for (d = 0; d < dc_device_count(ctx); d++) {
        dc_buffer b, o;
        dc_stream s;
        REQUIRE_OK(dc_buffer_create(ctx, d, 64, &b));
        REQUIRE_OK(dc_buffer_create(ctx, d, 64, &o));
        REQUIRE_OK(dc_stream_create(ctx, d, &s));
        REQUIRE_OK(dc_buffer_write(ctx, b, 0, orig, 64));
        REQUIRE_OK(dc_buffer_write(ctx, o, 0, orig, 64));
        for (i = 0; i < (int)(sizeof bad / sizeof bad[0]); i++) {
            uint64_t off = bad[i][0], n = bad[i][1];
            uint32_t pat = 0;
            memset(host, 0xAB, sizeof host);
            CHECK_ERR(dc_buffer_write(ctx, b, off, host, n), DC_ERROR_OUT_OF_RANGE);
            CHECK_ERR(dc_buffer_read(ctx, b, off, host, n), DC_ERROR_OUT_OF_RANGE);
            CHECK_ERR(dc_buffer_fill(ctx, b, off, n, &pat, 1), DC_ERROR_OUT_OF_RANGE);
            CHECK_ERR(dc_copy(ctx, b, off, o, 0, n), DC_ERROR_OUT_OF_RANGE);
            CHECK_ERR(dc_copy(ctx, o, 0, b, off, n), DC_ERROR_OUT_OF_RANGE);
            CHECK_ERR(dc_buffer_write_async(ctx, s, b, off, host, n), DC_ERROR_OUT_OF_RANGE);
            CHECK_ERR(dc_buffer_read_async(ctx, s, b, off, host, n), DC_ERROR_OUT_OF_RANGE);
            CHECK_ERR(dc_buffer_fill_async(ctx, s, b, off, n, &pat, 1), DC_ERROR_OUT_OF_RANGE);
            CHECK_ERR(dc_copy_async(ctx, s, b, off, o, 0, n), DC_ERROR_OUT_OF_RANGE);
            CHECK_ERR(dc_copy_async(ctx, s, o, 0, b, off, n), DC_ERROR_OUT_OF_RANGE);
            CHECK_OK(dc_stream_synchronize(ctx, s));
            {
                int k, touched = 0;
                for (k = 0; k < (int)sizeof host; k++) touched |= host[k] != 0xAB;
                if (touched)
                    FAIL("device %d: a failed read (offset %llu, %llu bytes) wrote host memory",
                         d, (unsigned long long)off, (unsigned long long)n);
            }
        }
        /* 0 bytes: success, nothing happens (in range) */
        memset(host, 0xAB, sizeof host);
        CHECK_OK(dc_buffer_write(ctx, b, 0, host, 0));
        CHECK_OK(dc_buffer_write(ctx, b, 64, host, 0));
        CHECK_OK(dc_buffer_read(ctx, b, 0, host, 0));
        CHECK_OK(dc_buffer_fill(ctx, b, 0, 0, host, 4));
        CHECK_OK(dc_copy(ctx, o, 0, b, 0, 0));
        CHECK_OK(dc_buffer_write_async(ctx, s, b, 0, host, 0));
        CHECK_OK(dc_buffer_read_async(ctx, s, b, 0, host, 0));
        /* and at offset == size, the end itself (one past it is OUT_OF_RANGE above) */
        CHECK_OK(dc_buffer_read(ctx, b, 64, host, 0));
        CHECK_OK(dc_buffer_fill(ctx, b, 64, 0, host, 4));
        CHECK_OK(dc_copy(ctx, o, 64, b, 64, 0));
        CHECK_OK(dc_buffer_write_async(ctx, s, b, 64, host, 0));
        CHECK_OK(dc_buffer_read_async(ctx, s, b, 64, host, 0));
        CHECK_OK(dc_buffer_fill_async(ctx, s, b, 64, 0, host, 4));
        CHECK_OK(dc_copy_async(ctx, s, o, 64, b, 64, 0));
        CHECK_OK(dc_stream_synchronize(ctx, s));
        CHECK_EQ(host[0], 0xAB);
        /* the failed calls changed nothing on the device */
        memset(check, 0, sizeof check);
        CHECK_OK(dc_buffer_read(ctx, b, 0, check, 64));
        if (memcmp(check, orig, 64) != 0) FAIL("device %d: buffer changed by failed calls", d);
        memset(check, 0, sizeof check);
        CHECK_OK(dc_buffer_read(ctx, o, 0, check, 64));
        if (memcmp(check, orig, 64) != 0) FAIL("device %d: copy target changed by failed calls", d);
    }
}

TEST(fill_bad_pattern)
{
    unsigned char pat[256];
    unsigned char orig[64], check[64];
    int d;
    dc_context *ctx = th_ctx(NULL);
    REQUIRE(ctx);
    memset(pat, 0x5A, sizeof pat);
    th_fill_random(orig, sizeof orig, 2);
    for (d = 0; d < dc_device_count(ctx); d++) {
        dc_buffer b;
        dc_stream s = dc_default_stream(ctx, d);
        REQUIRE_OK(dc_buffer_create(ctx, d, 64, &b));
        REQUIRE_OK(dc_buffer_write(ctx, b, 0, orig, 64));
        CHECK_ERR(dc_buffer_fill(ctx, b, 0, 12, pat, 3), DC_ERROR_INVALID_ARGUMENT);
        CHECK_ERR(dc_buffer_fill(ctx, b, 0, 12, pat, 0), DC_ERROR_INVALID_ARGUMENT);
        CHECK_ERR(dc_buffer_fill(ctx, b, 0, 20, pat, 5), DC_ERROR_INVALID_ARGUMENT);
        CHECK_ERR(dc_buffer_fill(ctx, b, 0, 48, pat, 24), DC_ERROR_INVALID_ARGUMENT);
        CHECK_ERR(dc_buffer_fill(ctx, b, 0, 0, pat, 256), DC_ERROR_INVALID_ARGUMENT);
        CHECK_ERR(dc_buffer_fill(ctx, b, 2, 8, pat, 4), DC_ERROR_INVALID_ARGUMENT);  /* offset */
        CHECK_ERR(dc_buffer_fill(ctx, b, 0, 6, pat, 4), DC_ERROR_INVALID_ARGUMENT);  /* size */
        CHECK_ERR(dc_buffer_fill(ctx, b, 8, 16, pat, 16), DC_ERROR_INVALID_ARGUMENT);
        CHECK_ERR(dc_buffer_fill(ctx, b, 0, 8, NULL, 4), DC_ERROR_INVALID_ARGUMENT);
        CHECK_ERR(dc_buffer_fill_async(ctx, s, b, 0, 12, pat, 3), DC_ERROR_INVALID_ARGUMENT);
        CHECK_ERR(dc_buffer_fill_async(ctx, s, b, 2, 8, pat, 4), DC_ERROR_INVALID_ARGUMENT);
        CHECK_ERR(dc_buffer_fill_async(ctx, s, b, 0, 6, pat, 4), DC_ERROR_INVALID_ARGUMENT);
        CHECK_OK(dc_stream_synchronize(ctx, s));
        CHECK_OK(dc_buffer_read(ctx, b, 0, check, 64));
        if (memcmp(check, orig, 64) != 0) FAIL("device %d: rejected fills changed the buffer", d);
    }
}

TEST(copy_bad)
{
    unsigned char orig[64], check[64];
    int d, n;
    dc_context *ctx = th_ctx(NULL);
    REQUIRE(ctx);
    n = dc_device_count(ctx);
    th_fill_random(orig, sizeof orig, 3);
    for (d = 0; d < n; d++) {
        dc_buffer b, c;
        REQUIRE_OK(dc_buffer_create(ctx, d, 64, &b));
        REQUIRE_OK(dc_buffer_create(ctx, d, 64, &c));
        REQUIRE_OK(dc_buffer_write(ctx, b, 0, orig, 64));
        CHECK_ERR(dc_copy(ctx, b, 0, b, 16, 32), DC_ERROR_INVALID_ARGUMENT);
        CHECK_ERR(dc_copy(ctx, b, 16, b, 0, 32), DC_ERROR_INVALID_ARGUMENT);
        CHECK_ERR(dc_copy(ctx, b, 8, b, 8, 8), DC_ERROR_INVALID_ARGUMENT);
        CHECK_ERR(dc_copy(ctx, b, 0, b, 1, 2), DC_ERROR_INVALID_ARGUMENT);
        CHECK_ERR(dc_copy(ctx, b, 1, b, 0, 2), DC_ERROR_INVALID_ARGUMENT);   /* one byte, dst after src */
        CHECK_ERR(dc_copy_async(ctx, dc_default_stream(ctx, d), b, 0, b, 16, 32),
                  DC_ERROR_INVALID_ARGUMENT);
        CHECK_OK(dc_device_synchronize(ctx, d));
        CHECK_OK(dc_buffer_read(ctx, b, 0, check, 64));
        if (memcmp(check, orig, 64) != 0) FAIL("device %d: rejected copies changed the buffer", d);
        /* adjacent ranges do not overlap */
        CHECK_OK(dc_copy(ctx, b, 0, b, 16, 16));
        CHECK_OK(dc_buffer_read(ctx, b, 0, check, 64));
        CHECK(memcmp(check, orig + 16, 16) == 0);
        CHECK(memcmp(check + 16, orig + 16, 48) == 0);
        CHECK_OK(dc_copy(ctx, b, 32, b, 16, 16));   /* and the destination right after the source */
        CHECK_OK(dc_buffer_read(ctx, b, 0, check, 64));
        CHECK(memcmp(check + 32, orig + 16, 16) == 0);
        CHECK(memcmp(check + 16, orig + 16, 16) == 0 && memcmp(check + 48, orig + 48, 16) == 0);
        if (d + 1 < n) {   /* a copy between devices runs on the destination's stream */
            dc_buffer other;
            REQUIRE_OK(dc_buffer_create(ctx, d + 1, 64, &other));
            CHECK_ERR(dc_copy_async(ctx, dc_default_stream(ctx, d), other, 0, b, 0, 64),
                      DC_ERROR_INVALID_ARGUMENT);
            CHECK_ERR(dc_copy_async(ctx, dc_default_stream(ctx, d + 1), b, 0, other, 0, 64),
                      DC_ERROR_INVALID_ARGUMENT);
            CHECK_ERR(dc_copy(ctx, other, 0, b, 1, 64), DC_ERROR_OUT_OF_RANGE);
        }
    }
    if (n < 2) th_note("only %d device: cross-device dc_copy_async streams not checked", n);
}

TEST(stream_of_other_device)
{
    dc_buffer b0, c0;
    dc_stream s1;
    tk_fixture fx;
    dc_kernel k;
    char host[64];
    float pat = 1.0f;
    dc_arg args[3];
    dc_launch_desc l;
    dc_context *ctx = tk_fixture_open(&fx, NULL, "scale", &k);
    REQUIRE(ctx);
    if (fx.devices < 2) SKIP("needs 2 devices, have %d", fx.devices);
    memset(host, 0, sizeof host);
    REQUIRE_OK(dc_buffer_create(ctx, 0, 64, &b0));
    REQUIRE_OK(dc_buffer_create(ctx, 0, 64, &c0));
    REQUIRE_OK(dc_stream_create(ctx, 1, &s1));
    CHECK_ERR(dc_buffer_write_async(ctx, s1, b0, 0, host, 64), DC_ERROR_INVALID_ARGUMENT);
    CHECK_ERR(dc_buffer_read_async(ctx, s1, b0, 0, host, 64), DC_ERROR_INVALID_ARGUMENT);
    CHECK_ERR(dc_buffer_fill_async(ctx, s1, b0, 0, 64, &pat, 4), DC_ERROR_INVALID_ARGUMENT);
    CHECK_ERR(dc_copy_async(ctx, s1, c0, 0, b0, 0, 64), DC_ERROR_INVALID_ARGUMENT);
    CHECK_ERR(dc_buffer_write_async(ctx, dc_default_stream(ctx, 1), b0, 0, host, 64),
              DC_ERROR_INVALID_ARGUMENT);
    args[0] = DC_ARG_BUFFER(b0);
    args[1] = DC_ARG_F32(2.0f);
    args[2] = DC_ARG_U32(16);
    l = tk_desc_1d(k, 0, 16, 0, args, 3);
    l.stream = s1;
    CHECK_ERR(dc_launch(ctx, &l), DC_ERROR_INVALID_ARGUMENT);
    /* a buffer of device 0 passed to a launch on device 1: the code dc_launch's contract
       names (any failure passed a wrong code) */
    l.device = 1;
    CHECK_ERR(dc_launch(ctx, &l), DC_ERROR_INVALID_ARGUMENT);
    l.stream.id = 0;
    CHECK_ERR(dc_launch(ctx, &l), DC_ERROR_INVALID_ARGUMENT);
}

TEST(default_stream_cannot_be_destroyed)
{
    int d;
    dc_context *ctx = th_ctx(NULL);
    REQUIRE(ctx);
    for (d = 0; d < dc_device_count(ctx); d++) {
        dc_stream s = dc_default_stream(ctx, d);
        dc_event e;
        CHECK(s.id != 0);
        CHECK_ERR(dc_stream_destroy(ctx, s), DC_ERROR_INVALID_ARGUMENT);
        CHECK_OK(dc_event_record(ctx, s, &e));
        CHECK_OK(dc_stream_synchronize(ctx, s));
        CHECK_EQ(dc_default_stream(ctx, d).id, s.id);
    }
}

TEST(module_bad_sources)
{
    dc_module_desc md;
    dc_module m;
    dc_kernel k;
    dc_context *ctx = th_ctx(NULL);
    int has_cl, has_cuda;
    REQUIRE(ctx);
    has_cl = th_has_backend(ctx, DC_BACKEND_OPENCL);
    has_cuda = th_has_backend(ctx, DC_BACKEND_CUDA);

    memset(&md, 0, sizeof md);
    CHECK_ERR(dc_module_load(ctx, &md, &m), DC_ERROR_INVALID_ARGUMENT);
    CHECK_ERR(dc_module_load_file(ctx, "tests/no_such_module", &m), DC_ERROR_INVALID_ARGUMENT);   /* neither file opens */

    if (!has_cuda) {     /* PTX only, nothing can use it */
        char *ptx = tk_ptx_text();
        REQUIRE(ptx);
        md.ptx = ptx;
        CHECK_ERR(dc_module_load(ctx, &md, &m), DC_ERROR_UNSUPPORTED);
        free(ptx);
    }
    if (has_cl) {
        REQUIRE_OK(tk_load(ctx, &m));
        CHECK_ERR(dc_kernel_get(ctx, m, "no_such_kernel", &k), DC_ERROR_KERNEL_NOT_FOUND);
        CHECK_ERR(dc_kernel_get(ctx, m, "", &k), DC_ERROR_KERNEL_NOT_FOUND);
        CHECK_ERR(dc_kernel_get(ctx, m, "scal", &k), DC_ERROR_KERNEL_NOT_FOUND);
    }
}

/* An empty source is a mistake in the caller's hands (a file that was truncated, a string
   that was never filled in), not a module without kernels: INVALID_ARGUMENT, on every
   machine, whichever backends it has. */
TEST(module_load_empty_source)
{
    dc_module_desc md;
    dc_module m;
    dc_context *ctx = th_ctx(NULL);
    REQUIRE(ctx);
    memset(&md, 0, sizeof md);
    md.name = "empty";
    md.opencl_source = "";                  /* opencl_source_size 0: strlen, which is 0 */
    m.id = 99;
    CHECK_ERR(dc_module_load(ctx, &md, &m), DC_ERROR_INVALID_ARGUMENT);
    CHECK_EQ(m.id, 0);
    md.opencl_source_size = 0;              /* said explicitly: the same */
    CHECK_ERR(dc_module_load(ctx, &md, &m), DC_ERROR_INVALID_ARGUMENT);
    md.opencl_source = NULL;
    md.ptx = "";
    m.id = 99;
    CHECK_ERR(dc_module_load(ctx, &md, &m), DC_ERROR_INVALID_ARGUMENT);
    CHECK_EQ(m.id, 0);
    md.opencl_source = "";                  /* both given, both empty */
    CHECK_ERR(dc_module_load(ctx, &md, &m), DC_ERROR_INVALID_ARGUMENT);
}


/* A message longer than dc_last_error holds (16 KiB) keeps its start and ends saying how
   much was cut: a kernel name of 20 KiB that the module lacks, and a build log of 250
   errors (its first errors, the useful ones, kept). Both were cut without a word, the
   log in the middle of a line, and read as whole. */
static int ends_with_cut_mark(const char *msg)
{
    const char *mark = strstr(msg, " more bytes cut]");
    return mark && !mark[strlen(" more bytes cut]")] && strlen(msg) < 16384;
}

TEST(long_messages_say_they_are_cut)
{
    enum { NAME = 20000, ERRORS = 250 };
    tk_fixture fx;
    dc_kernel k;
    dc_module m;
    dc_module_desc md;
    static char name[NAME + 1], src[ERRORS * 80];
    size_t used = 0;
    int i;
    dc_context *ctx = tk_fixture_open(&fx, NULL, "scale", &k);
    REQUIRE(ctx);
    memset(name, 'n', NAME);
    name[NAME] = 0;
    if (CHECK_ERR(dc_kernel_get(ctx, fx.mod, name, &k), DC_ERROR_KERNEL_NOT_FOUND) && !ends_with_cut_mark(dc_last_error()))
        FAIL("a 20 KiB name: the message does not end saying it was cut (%u bytes, ends '%s')", (unsigned)strlen(dc_last_error()),
             dc_last_error() + (strlen(dc_last_error()) > 40 ? strlen(dc_last_error()) - 40 : 0));
    /* a name of 2-byte UTF-8 characters, cut at either parity: whole characters are kept */
    for (i = 0; i < 2; i++) {
        memset(name, 'n', NAME);
        for (used = (size_t)i; used + 1 < NAME; used += 2) memcpy(name + used, "\xc3\xa9", 2);
        if (CHECK_ERR(dc_kernel_get(ctx, fx.mod, name, &k), DC_ERROR_KERNEL_NOT_FOUND) && ends_with_cut_mark(dc_last_error())) {
            const char *mark = strstr(dc_last_error(), " ... [");
            if (((unsigned char)mark[-1] & 0xC0) == 0xC0)
                FAIL("a name of 2-byte characters (start %d): the text is cut inside a character", i);
        }
    }
    used = 0;
    for (i = 0; i < ERRORS; i++)
        used += (size_t)snprintf(src + used, sizeof src - used, "__kernel void k%d(__global uint *o) { o[0] = undefined_%d; }\n", i, i);
    memset(&md, 0, sizeof md);
    md.opencl_source = src;
    md.name = "errors";
    if (th_has_backend(ctx, DC_BACKEND_OPENCL) && CHECK_ERR(dc_module_load(ctx, &md, &m), DC_ERROR_KERNEL_BUILD)) {
        if (!ends_with_cut_mark(dc_last_error()))
            FAIL("a build log of %d errors: the message does not end saying it was cut (%u bytes, ends '%s')", ERRORS,
                 (unsigned)strlen(dc_last_error()), dc_last_error() + (strlen(dc_last_error()) > 40 ? strlen(dc_last_error()) - 40 : 0));
        CHECK(strstr(dc_last_error(), "undefined_0") != NULL);
    }
}
/* A source size over 1 GiB (dc_module_load_file's limit) is refused before anything is
   copied: the backends copy a source into size + 1 bytes, so (size_t)-1, a length of -1
   cast, made that 0 bytes and the copy ran over the heap (a crash on every backend that
   had a device for that source). */
TEST(module_load_source_size_too_large)
{
    static const char src[] = "__kernel void k(__global int *a) { a[0] = 1; }";
    static const size_t sizes[] = { (size_t)-1, (size_t)-2, ((size_t)1 << 30) + 1 };
    dc_module_desc md;
    dc_module m;
    size_t i;
    dc_context *ctx = th_ctx(NULL);
    REQUIRE(ctx);
    for (i = 0; i < sizeof sizes / sizeof sizes[0]; i++) {
        memset(&md, 0, sizeof md);
        md.name = "huge";
        md.opencl_source = src;
        md.opencl_source_size = sizes[i];
        m.id = 99;
        CHECK_ERR(dc_module_load(ctx, &md, &m), DC_ERROR_INVALID_ARGUMENT);
        CHECK(strstr(dc_last_error(), "opencl_source_size") != NULL);
        CHECK_EQ(m.id, 0);
        memset(&md, 0, sizeof md);
        md.name = "huge";
        md.ptx = src;                       /* refused for its size, before any JIT sees it */
        md.ptx_size = sizes[i];
        m.id = 99;
        CHECK_ERR(dc_module_load(ctx, &md, &m), DC_ERROR_INVALID_ARGUMENT);
        CHECK(strstr(dc_last_error(), "ptx_size") != NULL);
        CHECK_EQ(m.id, 0);
    }
}

/* Writes an empty file; 1 on success. */
static int touch_empty(const char *path)
{
    FILE *f = fopen(path, "wb");
    return f && fclose(f) == 0;
}


/* dc_module_load_file's path at its limit: 4091 bytes (4095 with ".ptx") is tried, and
   fails because no such file opens; 4092 is refused as too long, the message naming the
   length and the limit (it said "too long" alone). */
TEST(module_load_file_path_at_its_limit)
{
    static char path[4093];
    dc_module m;
    dc_context *ctx = th_ctx(NULL);
    REQUIRE(ctx);
    memset(path, 'p', 4092);
    path[0] = '/';
    path[4091] = 0;
    if (CHECK_ERR(dc_module_load_file(ctx, path, &m), DC_ERROR_INVALID_ARGUMENT) && strstr(dc_last_error(), "more than the"))
        FAIL("a path of 4091 bytes was refused as too long: %.200s", dc_last_error());
    path[4091] = 'p';
    if (CHECK_ERR(dc_module_load_file(ctx, path, &m), DC_ERROR_INVALID_ARGUMENT) &&
        (!strstr(dc_last_error(), "4092 bytes") || !strstr(dc_last_error(), "4091")))
        FAIL("a path of 4092 bytes: the message does not name the length and the limit: %.200s", dc_last_error());
    CHECK_EQ(m.id, 0);
}
/* dc_module_load_file on a 0-byte file: INVALID_ARGUMENT, and the message names the file
   (the user has to find which one is empty). */
TEST(module_load_file_empty)
{
    char dir[512], base[600], cl[608], ptx[608];
    dc_module m;
    dc_context *ctx = th_ctx(NULL);
    REQUIRE(ctx);
    REQUIRE(th_temp_dir(dir, sizeof dir, "dc_empty_"));
    snprintf(base, sizeof base, "%s/kernels", dir);
    snprintf(cl, sizeof cl, "%s.cl", base);
    snprintf(ptx, sizeof ptx, "%s.ptx", base);

    if (!touch_empty(cl)) {
        FAIL("cannot write %s", cl);
    } else {                                 /* a 0-byte .cl and no .ptx */
        m.id = 99;
        if (CHECK_ERR(dc_module_load_file(ctx, base, &m), DC_ERROR_INVALID_ARGUMENT) &&
            !strstr(dc_last_error(), cl))
            FAIL("the message does not name the empty file %s", cl);
        CHECK_EQ(m.id, 0);
        remove(cl);
    }
    if (!touch_empty(ptx)) {
        FAIL("cannot write %s", ptx);
    } else {                                 /* a 0-byte .ptx and no .cl */
        if (CHECK_ERR(dc_module_load_file(ctx, base, &m), DC_ERROR_INVALID_ARGUMENT) &&
            !strstr(dc_last_error(), ptx))
            FAIL("the message does not name the empty file %s", ptx);
        if (touch_empty(cl)) {               /* both there, both empty */
            if (CHECK_ERR(dc_module_load_file(ctx, base, &m), DC_ERROR_INVALID_ARGUMENT) &&
                !strstr(dc_last_error(), cl) && !strstr(dc_last_error(), ptx))
                FAIL("the message names neither empty file (%s, %s)", cl, ptx);
            remove(cl);
        }
        remove(ptx);
    }
#ifndef _WIN32
    /* a folder named like the source: not read as a file of LONG_MAX bytes (glibc's
       ftell of a folder), but INVALID_ARGUMENT naming it */
    if (mkdir(cl, 0700) != 0) {
        FAIL("cannot make the folder %s", cl);
    } else {
        if (CHECK_ERR(dc_module_load_file(ctx, base, &m), DC_ERROR_INVALID_ARGUMENT) && !strstr(dc_last_error(), cl))
            FAIL("the message does not name the folder %s: %s", cl, dc_last_error());
        remove(cl);
    }
#endif
    remove(dir);
}

/* A kernel source file of `bytes` (sparse: only its last byte written), or 0 where the
   file system cannot make one. A 32-bit long seeks in hops (the file is opened with
   64-bit offsets: _FILE_OFFSET_BITS above). */
static int write_sparse_file(const char *path, uint64_t bytes)
{
    FILE *f = fopen(path, "wb");
    int ok;
    if (!f) return 0;
#ifdef _WIN32
    ok = _fseeki64(f, (__int64)(bytes - 1), SEEK_SET) == 0;
#else
    {
        uint64_t at = 0;
        for (ok = 1; ok && at < bytes - 1; ) {
            long hop = bytes - 1 - at < (uint64_t)LONG_MAX ? (long)(bytes - 1 - at) : LONG_MAX;
            ok = fseek(f, hop, SEEK_CUR) == 0;
            at += (uint64_t)hop;
        }
    }
#endif
    ok = ok && fputc('\n', f) != EOF;
    return fclose(f) == 0 && ok;
}

/* dc_module_load_file on a source over 1 GiB is INVALID_ARGUMENT naming the file, also
   past 2 and 4 GiB: Windows' long is 32 bits, and its ftell failed there, so the file was
   "could not read it into memory" (OUT_OF_HOST_MEMORY), as if it were a matter of memory. */
TEST(module_load_file_over_4_gib)
{
    char dir[512], base[600], cl[608];
    dc_module m;
    dc_context *ctx = th_ctx(NULL);
    REQUIRE(ctx);
    REQUIRE(th_temp_dir(dir, sizeof dir, "dc_huge_"));
    snprintf(base, sizeof base, "%s/kernels", dir);
    snprintf(cl, sizeof cl, "%s.cl", base);
    if (!write_sparse_file(cl, ((uint64_t)4 << 30) + 64)) {
        remove(cl);
        th_remove_dir(dir);
        SKIP("cannot make a sparse file of 4 GiB at %s", cl);
    }
    m.id = 99;
    if (CHECK_ERR(dc_module_load_file(ctx, base, &m), DC_ERROR_INVALID_ARGUMENT) && !strstr(dc_last_error(), "over 1 GiB"))
        FAIL("the message does not say the file is over 1 GiB: %s", dc_last_error());
    if (!CHECK_EQ(m.id, 0)) dc_module_destroy(ctx, m);   /* what was read of it (msvcrt's ftell wrapped: 64 bytes) */
    remove(cl);
    th_remove_dir(dir);
}

/* The same file read without a context, which a 32-bit build runs also without a driver:
   its C library (no large-file support) does not open a file past 2 GiB, which was taken
   for one not there (a .ptx beside it then loaded alone), and with large-file support
   ftell cannot give the size (it was "could not read it", as out of memory). */
TEST(source_file_past_4_gib_is_over_1_gib_also_in_a_32_bit_process)
{
    char dir[512], cl[608];
    REQUIRE(th_temp_dir(dir, sizeof dir, "dc_huge_"));
    snprintf(cl, sizeof cl, "%s/kernels.cl", dir);
    if (!write_sparse_file(cl, ((uint64_t)4 << 30) + 64)) {
        remove(cl);
        th_remove_dir(dir);
        SKIP("cannot make a sparse file of 4 GiB at %s", cl);
    }
    th_note("%u-bit process", (unsigned)sizeof(void *) * 8);
    CHECK_EQ(tk_read_source_file(cl), -2);
    remove(cl);
    th_remove_dir(dir);
}

#ifdef __linux__
/* The folder again, on tmpfs (/dev/shm here; /tmp on many distributions, and overlayfs
   alike), where seeking to a folder's end fails instead of giving LONG_MAX: still
   INVALID_ARGUMENT naming it, not "could not read it into memory". */
TEST(module_load_file_folder_on_tmpfs)
{
    char base[64], cl[72];
    struct stat st;
    dc_module m;
    dc_context *ctx = th_ctx(NULL);
    REQUIRE(ctx);
    if (stat("/dev/shm", &st) != 0 || !S_ISDIR(st.st_mode)) SKIP("no /dev/shm");
    snprintf(base, sizeof base, "/dev/shm/dc_folder_%ld", (long)getpid());
    snprintf(cl, sizeof cl, "%s.cl", base);
    if (mkdir(cl, 0700) != 0) SKIP("cannot make the folder %s", cl);
    if (CHECK_ERR(dc_module_load_file(ctx, base, &m), DC_ERROR_INVALID_ARGUMENT) && !strstr(dc_last_error(), cl))
        FAIL("the message does not name the folder %s: %s", cl, dc_last_error());
    rmdir(cl);
}
#endif

/* argsink(int *out, int a, float b, unsigned n): writes out[0] = a + (int)b when n == 7. */
static dc_launch_desc argsink_launch(dc_kernel k, int d, dc_arg *args, int count)
{
    dc_launch_desc l;
    l = tk_desc_1d(k, d, 1, 1, args, count);
    return l;
}

/* The launch is DC_ERROR_LAUNCH and its message names argument `idx`, its DC_ARG_ type
   and its bytes: on CUDA the check against the driver's parameter sizes says so, on
   OpenCL clSetKernelArg's CL_INVALID_ARG_SIZE; both backends the same for one mistake. */
static void check_wrong_size(dc_context *ctx, const dc_launch_desc *l, int idx, const char *type, const char *bytes)
{
    const char *msg;
    if (!CHECK_ERR(dc_launch(ctx, l), DC_ERROR_LAUNCH)) return;
    msg = dc_last_error();
    if (!th_mentions_arg(msg, idx) || !strstr(msg, type) || !strstr(msg, bytes))
        FAIL("device %d: wrong size of argument %d (%s, %s): the message does not say so: %s", l->device, idx, type, bytes, msg);
}

/* argsink's right arguments on device d: *out, a new 64-byte buffer holding `sentinel`
   (which a launch that runs overwrites with 42), 40, 2.0f and 7. 1, or 0 once a failure
   is recorded. */
static int argsink_args(dc_context *ctx, int d, int32_t sentinel, dc_buffer *out, dc_arg *args)
{
    if (!CHECK_OK(dc_buffer_create(ctx, d, 64, out)) || !CHECK_OK(dc_buffer_write(ctx, *out, 0, &sentinel, 4))) return 0;
    args[0] = DC_ARG_BUFFER(*out);
    args[1] = DC_ARG_I32(40);
    args[2] = DC_ARG_F32(2.0f);
    args[3] = DC_ARG_U32(7);
    return 1;
}

TEST(launch_bad_arguments)
{
    tk_fixture fx;
    dc_kernel k;
    int d;
    dc_context *ctx = tk_fixture_open(&fx, NULL, "argsink", &k);
    REQUIRE(ctx);
    for (d = 0; d < fx.devices; d++) {
        dc_buffer out, stale;
        dc_arg args[6];
        dc_launch_desc l;
        int32_t sentinel = -12345, got = 0;
        dc_device_info info;
        REQUIRE_OK(dc_device_get_info(ctx, d, &info));
        REQUIRE(argsink_args(ctx, d, sentinel, &out, args));
        args[4] = DC_ARG_U32(7);

        l = argsink_launch(k, d, args, 3);          /* one missing */
        CHECK_ERR(dc_launch(ctx, &l), DC_ERROR_LAUNCH);
        l = argsink_launch(k, d, args, 5);          /* one too many */
        CHECK_ERR(dc_launch(ctx, &l), DC_ERROR_LAUNCH);
        /* by the library's own count (OpenCL's clSetKernelArg would refuse it too, CUDA's
           launch would not) */
        if (!strstr(dc_last_error(), "takes 4 parameters, 5 given")) FAIL("device %d: 5 arguments for 4: %s", d, dc_last_error());
        l = argsink_launch(k, d, args, 0);
        CHECK_ERR(dc_launch(ctx, &l), DC_ERROR_LAUNCH);

        args[2] = DC_ARG_F64(2.0);                  /* float expected */
        l = argsink_launch(k, d, args, 4);
        check_wrong_size(ctx, &l, 2, "DC_ARG_F64", "8 bytes");
        args[2] = DC_ARG_F32(2.0f);
        args[1] = DC_ARG_I64(40);                   /* int expected */
        check_wrong_size(ctx, &l, 1, "DC_ARG_I64", "8 bytes");
        args[1] = DC_ARG_I32(40);
        args[3] = DC_ARG_U64(7);                    /* uint expected */
        check_wrong_size(ctx, &l, 3, "DC_ARG_U64", "8 bytes");
        args[3] = DC_ARG_BUFFER(out);               /* a pointer where a uint is expected */
        if (CHECK_ERR(dc_launch(ctx, &l), DC_ERROR_LAUNCH) && !th_mentions_arg(dc_last_error(), 3))
            FAIL("device %d: buffer for argument 3: message does not name argument 3", d);
        args[3] = DC_ARG_U32(7);

        args[2].type = DC_ARG_TYPE_INVALID;
        CHECK_ERR(dc_launch(ctx, &l), DC_ERROR_INVALID_ARGUMENT);
        args[2].type = (dc_arg_type)99;
        CHECK_ERR(dc_launch(ctx, &l), DC_ERROR_INVALID_ARGUMENT);
        /* local memory of 0 bytes: refused by the launch checks as the header says, whatever
           the kernel's parameter there (else OpenCL calls it a wrong size, CUDA runs it) */
        args[2] = DC_ARG_LOCAL(0);
        if (CHECK_ERR(dc_launch(ctx, &l), DC_ERROR_INVALID_ARGUMENT) && !strstr(dc_last_error(), "DC_ARG_LOCAL of 0 bytes"))
            FAIL("device %d: DC_ARG_LOCAL(0): the message does not say so: %s", d, dc_last_error());
        /* more local memory than 32 bits count (the sizes are summed against 4 GiB, so that
           two huge ones cannot wrap to a small one) */
        args[2] = DC_ARG_LOCAL((uint64_t)5 << 30);
        if (CHECK_ERR(dc_launch(ctx, &l), DC_ERROR_INVALID_ARGUMENT) && !strstr(dc_last_error(), "more than 4 GiB of local memory"))
            FAIL("device %d: DC_ARG_LOCAL of 5 GiB: the message does not say so: %s", d, dc_last_error());
        args[2] = DC_ARG_F32(2.0f);

        l = argsink_launch(k, d, NULL, 4);
        CHECK_ERR(dc_launch(ctx, &l), DC_ERROR_INVALID_ARGUMENT);
        l = argsink_launch(k, d, args, -1);
        CHECK_ERR(dc_launch(ctx, &l), DC_ERROR_INVALID_ARGUMENT);

        l = argsink_launch(k, d, args, 4);
        if (info.backend == DC_BACKEND_OPENCL) {
            l.shared_bytes = 16;
            CHECK_ERR(dc_launch(ctx, &l), DC_ERROR_INVALID_ARGUMENT);
            l.shared_bytes = 0;
        }
        if (info.max_block_size > 0) {
            l.global[0] = (uint64_t)info.max_block_size * 2;
            l.block[0] = (uint32_t)info.max_block_size * 2;
            CHECK_FAILS(dc_launch(ctx, &l));
            l = argsink_launch(k, d, args, 4);
        }
        /* a block whose thread count wraps 64 bits to 0: still over the limit, also where
           no per-dimension limit stops it first (a driver that tells none) */
        l.global[0] = (uint64_t)1 << 22;
        l.global[1] = (uint64_t)1 << 22;
        l.global[2] = (uint64_t)1 << 20;
        l.block[0] = 1u << 22;
        l.block[1] = 1u << 22;
        l.block[2] = 1u << 20;
        CHECK_ERR(dc_launch(ctx, &l), DC_ERROR_INVALID_ARGUMENT);
        {
            static const uint32_t none[3] = { 0, 0, 0 };
            uint32_t old[3], unused[3];
            tk_device_block_dims(ctx, d, none, old);
            CHECK_ERR(dc_launch(ctx, &l), DC_ERROR_INVALID_ARGUMENT);
            CHECK(strstr(dc_last_error(), "threads exceeds") != NULL);
            /* one thread over the device's limit is over it (the drivers' answer past it
               ranges from an error code to an abort) */
            if (info.max_block_size > 0) {
                dc_launch_desc over = argsink_launch(k, d, args, 4);
                over.global[0] = (uint64_t)info.max_block_size + 1;
                over.block[0] = (uint32_t)info.max_block_size + 1;
                CHECK_ERR(dc_launch(ctx, &over), DC_ERROR_INVALID_ARGUMENT);
                CHECK(strstr(dc_last_error(), "threads exceeds") != NULL);
            }
            tk_device_block_dims(ctx, d, old, unused);
        }
        l = argsink_launch(k, d, args, 4);
        /* per-dimension limits, checked before the driver: a block of max_block_size threads
           along z (CUDA allows 64 there) and 65536 blocks along y (CUDA: 65535); OpenCL
           devices may allow both */
        if (info.max_block_size > 0) {
            dc_arg n_arg = args[3];
            dc_result r;
            args[3] = DC_ARG_U32(0);   /* where a device allows them, these launches write nothing */
            l.global[2] = (uint64_t)info.max_block_size;
            l.block[2] = (uint32_t)info.max_block_size;
            r = dc_launch(ctx, &l);
            if (info.backend == DC_BACKEND_CUDA) CHECK_ERR(r, DC_ERROR_INVALID_ARGUMENT);
            else if (r != DC_SUCCESS && r != DC_ERROR_INVALID_ARGUMENT) FAIL("device %d: block z %d: %s", d, info.max_block_size, dc_result_name(r));
            l = argsink_launch(k, d, args, 4);
            l.global[1] = 65536;
            l.block[1] = 1;
            r = dc_launch(ctx, &l);
            if (info.backend == DC_BACKEND_CUDA) CHECK_ERR(r, DC_ERROR_OUT_OF_RANGE);
            else if (r != DC_SUCCESS && r != DC_ERROR_OUT_OF_RANGE) FAIL("device %d: 65536 blocks along y: %s", d, dc_result_name(r));
            CHECK_OK(dc_device_synchronize(ctx, d));
            args[3] = n_arg;
            l = argsink_launch(k, d, args, 4);
        }

        REQUIRE_OK(dc_buffer_create(ctx, d, 64, &stale));
        dc_buffer_destroy(ctx, stale);
        args[0] = DC_ARG_BUFFER(stale);
        CHECK_ERR(dc_launch(ctx, &l), DC_ERROR_INVALID_HANDLE);
        args[0] = DC_ARG_BUFFER(out);

        /* nothing ran so far */
        CHECK_OK(dc_device_synchronize(ctx, d));
        CHECK_OK(dc_buffer_read(ctx, out, 0, &got, 4));
        CHECK_EQ(got, sentinel);
        /* the positive control: the same launch with the right arguments works */
        CHECK_OK(dc_launch(ctx, &l));
        CHECK_OK(dc_buffer_read(ctx, out, 0, &got, 4));
        CHECK_EQ(got, 42);
    }
}

/* Grids past what a launch can have (2^31 - 1 blocks along a dimension): 2^32 + 1
   threads in blocks of 1, UINT64_MAX threads in blocks of 256 and along z are OUT_OF_RANGE
   naming the limit (the message said "more than a launch can have" without it); 0 threads
   is INVALID_ARGUMENT; nothing runs (the kernel would write its sentinel). So are a grid
   past the device's limit and a block past the kernel's, where the drivers tell them. */
TEST(launch_grids_past_the_limit)
{
    static const struct { uint64_t global[3]; uint32_t block; } past[] = {
        { { ((uint64_t)1 << 32) + 1, 1, 1 }, 1 }, { { UINT64_MAX, 1, 1 }, 256 }, { { 64, 1, UINT64_MAX }, 64 },
    };
    tk_fixture fx;
    dc_kernel k;
    int d, i;
    dc_context *ctx = tk_fixture_open(&fx, NULL, "argsink", &k);
    REQUIRE(ctx);
    for (d = 0; d < fx.devices; d++) {
        dc_buffer out;
        dc_arg args[4];
        dc_launch_desc l;
        int32_t sentinel = -5, got = 0;
        uint32_t old;
        REQUIRE(argsink_args(ctx, d, sentinel, &out, args));
        for (i = 0; i < (int)(sizeof past / sizeof past[0]); i++) {
            l = argsink_launch(k, d, args, 4);
            memcpy(l.global, past[i].global, sizeof l.global);
            l.block[0] = past[i].block;
            if (CHECK_ERR(dc_launch(ctx, &l), DC_ERROR_OUT_OF_RANGE) && !strstr(dc_last_error(), "2147483647"))
                FAIL("device %d, grid %d: the message does not name the limit of 2147483647 blocks: %s", d, i, dc_last_error());
        }
        l = argsink_launch(k, d, args, 4);
        l.global[0] = 0;
        CHECK_ERR(dc_launch(ctx, &l), DC_ERROR_INVALID_ARGUMENT);
        /* limits a driver tells for one device or one kernel, below the launch's own (set
           through test hooks, as GPUs' drivers tell them: 65535 blocks along y, fewer
           threads for a kernel of many registers than for the device): past either is
           refused naming the limit, before the driver sees it */
        l = argsink_launch(k, d, args, 4);
        l.global[0] = 5 * 32;
        l.block[0] = 32;
        old = tk_device_grid_x(ctx, d, 4);
        if (CHECK_ERR(dc_launch(ctx, &l), DC_ERROR_OUT_OF_RANGE) && !strstr(dc_last_error(), "needs 5 blocks of 32, more than device"))
            FAIL("device %d: 5 blocks where the device allows 4: the message does not say so: %s", d, dc_last_error());
        tk_device_grid_x(ctx, d, old);
        old = tk_kernel_max_block(ctx, k, d, 16);
        if (CHECK_ERR(dc_launch(ctx, &l), DC_ERROR_INVALID_ARGUMENT) && !strstr(dc_last_error(), "32 threads, more than the 16 kernel 'argsink'"))
            FAIL("device %d: 32 threads where the kernel allows 16: the message does not say so: %s", d, dc_last_error());
        CHECK_OK(dc_buffer_read(ctx, out, 0, &got, 4));
        CHECK_EQ(got, sentinel);
        /* at the kernel's limit it runs */
        l.block[0] = 16;
        l.global[0] = 16;
        CHECK_OK(dc_launch(ctx, &l));
        tk_kernel_max_block(ctx, k, d, old);
        CHECK_OK(dc_buffer_read(ctx, out, 0, &got, 4));
        CHECK_EQ(got, 42);
    }
}

/* Argument counts past what a launch passes (64; a pipeline stage's extra arguments: 60,
   after in, out, count and first) are INVALID_ARGUMENT naming the count and the limit,
   before the arguments are read (an array of 65 valid ones, and INT_MAX with 65). */
TEST(argument_counts_past_the_limit)
{
    static dc_arg args[65];
    static uint32_t in[4], out[4];
    tk_fixture fx;
    dc_kernel k;
    dc_launch_desc l;
    dc_pipeline_stage st;
    dc_pipeline_desc pd;
    int i;
    dc_context *ctx = tk_fixture_open(&fx, NULL, "argsink", &k);
    REQUIRE(ctx);
    for (i = 0; i < 65; i++) args[i] = DC_ARG_U32((uint32_t)i);
    l = argsink_launch(k, 0, args, 65);
    if (CHECK_ERR(dc_launch(ctx, &l), DC_ERROR_INVALID_ARGUMENT) &&
        (!strstr(dc_last_error(), "arg_count is 65") || !strstr(dc_last_error(), "64")))
        FAIL("dc_launch: the message does not name the count and the limit: %s", dc_last_error());
    l.arg_count = 0x7FFFFFFF;
    CHECK_ERR(dc_launch(ctx, &l), DC_ERROR_INVALID_ARGUMENT);
    st = tk_stage(k, args, 61, NULL, 0);
    pd = tk_pipeline_desc(&st, 1, in, 4, out);
    if (CHECK_ERR(dc_pipeline_run(ctx, &pd, NULL), DC_ERROR_INVALID_ARGUMENT) &&
        (!strstr(dc_last_error(), "stages[0].arg_count is 61") || !strstr(dc_last_error(), "60")))
        FAIL("dc_pipeline_run: the message does not name the count and the limit: %s", dc_last_error());
    CHECK_OK(dc_device_synchronize(ctx, 0));
}

/* --- argument kinds --------------------------------------------------------------------
   A scalar where the kernel takes a pointer, or a buffer where it takes a scalar, is
   DC_ERROR_LAUNCH naming the argument wherever the driver can tell the kinds apart, also
   when the sizes agree (8-byte scalars and pointers). The bad launches below are made
   harmless in case they are wrongly accepted (n = 0, v = 0: the kernels touch nothing),
   so that the test reports the wrong result instead of taking the process down. */

/* OpenCL: the driver knows each parameter's address space (kernel argument info). */
TEST(launch_argument_kinds_opencl)
{
    tk_fixture fx;
    dc_kernel scale, types;
    int d, ran = 0;
    dc_context *ctx = tk_fixture_open(&fx, NULL, "scale", &scale);
    REQUIRE(ctx);
    if (!th_has_backend(ctx, DC_BACKEND_OPENCL)) SKIP("no OpenCL device");
    REQUIRE_OK(dc_kernel_get(ctx, fx.mod, "arg_types", &types));
    for (d = 0; d < fx.devices; d++) {
        float x[64];
        int64_t sentinel[5], out[5];
        dc_buffer bx, bo;
        dc_arg a3[3], a6[6];
        dc_launch_desc l;
        int i;
        if (tk_backend(ctx, d) != DC_BACKEND_OPENCL) continue;
        ran++;
        for (i = 0; i < 64; i++) x[i] = (float)i;
        for (i = 0; i < 5; i++) sentinel[i] = -7;
        REQUIRE_OK(dc_buffer_create(ctx, d, sizeof x, &bx));
        REQUIRE_OK(dc_buffer_create(ctx, d, sizeof out, &bo));
        CHECK_OK(dc_buffer_write(ctx, bx, 0, x, sizeof x));
        CHECK_OK(dc_buffer_write(ctx, bo, 0, sentinel, sizeof sentinel));

        /* arg_types(__global long *out, int a, uint b, long c, ulong d, float e): a buffer
           for `long c`, 8 bytes like the long, so only its kind gives it away */
        a6[0] = DC_ARG_BUFFER(bo);
        a6[1] = DC_ARG_I32(1);
        a6[2] = DC_ARG_U32(2);
        a6[3] = DC_ARG_BUFFER(bx);
        a6[4] = DC_ARG_U64(4);
        a6[5] = DC_ARG_F32(5.0f);
        l = tk_desc_1d(types, d, 1, 0, a6, 6);
        if (CHECK_ERR(dc_launch(ctx, &l), DC_ERROR_LAUNCH) && !th_mentions_arg(dc_last_error(), 3))
            FAIL("device %d: a buffer for `long c`: the message does not name argument 3", d);

        /* scale(__global float *x, float s, uint n): local memory of a pointer's size for x */
        a3[0] = DC_ARG_LOCAL(sizeof(void *));
        a3[1] = DC_ARG_F32(2.0f);
        a3[2] = DC_ARG_U32(0);
        l = tk_desc_1d(scale, d, 64, 0, a3, 3);
        if (CHECK_ERR(dc_launch(ctx, &l), DC_ERROR_LAUNCH) && !th_mentions_arg(dc_last_error(), 0))
            FAIL("device %d: DC_ARG_LOCAL for a __global pointer: the message does not name argument 0", d);

        /* a scalar for x: the driver would take 0x1234 for a cl_mem (checked last, since
           a library that passes it on may crash inside the driver) */
        a3[0] = DC_ARG_U64(0x1234);
        if (CHECK_ERR(dc_launch(ctx, &l), DC_ERROR_LAUNCH) && !th_mentions_arg(dc_last_error(), 0))
            FAIL("device %d: DC_ARG_U64 for a __global pointer: the message does not name argument 0", d);

        /* nothing ran; the right arguments still work */
        CHECK_OK(dc_device_synchronize(ctx, d));
        CHECK_OK(dc_buffer_read(ctx, bo, 0, out, sizeof out));
        CHECK(memcmp(out, sentinel, sizeof out) == 0);
        a3[0] = DC_ARG_BUFFER(bx);
        a3[2] = DC_ARG_U32(64);
        CHECK_OK(dc_launch(ctx, &l));
        CHECK_OK(dc_buffer_read(ctx, bx, 0, x, sizeof x));
        CHECK(x[0] == 0.0f && x[5] == 10.0f && x[63] == 126.0f);
        a6[3] = DC_ARG_I64(-3);
        l = tk_desc_1d(types, d, 1, 0, a6, 6);
        CHECK_OK(dc_launch(ctx, &l));
        CHECK_OK(dc_buffer_read(ctx, bo, 0, out, sizeof out));
        CHECK_EQ(out[2], -3);
        dc_buffer_destroy(ctx, bx);
        dc_buffer_destroy(ctx, bo);
    }
    CHECK(ran > 0);
}

/* OpenCL C whose parameter list holds comments with '*', ',' and address-space words: where
   the driver keeps no argument info (PoCL), the kinds come from reading the declaration,
   which must not take a comment's words for the parameter's. */
TEST(launch_argument_kinds_opencl_comments)
{
    static const char src[] =
        "kernel void k(global float *y, /* local, scale * 2, global */ float s, // a 'global *' note, too\n"
        "              uint n /* constant * n */) { if (get_global_id(0) < n) y[get_global_id(0)] = s; }\n"
        "// kernel void k(local int *q)\n"
        "/* kernel void k(global float *y) */\n";
    dc_module_desc md;
    dc_module m;
    dc_kernel k;
    int d, ran = 0;
    dc_context *ctx = th_ctx(NULL);
    REQUIRE(ctx);
    if (!th_has_backend(ctx, DC_BACKEND_OPENCL)) SKIP("no OpenCL device");
    memset(&md, 0, sizeof md);
    md.opencl_source = src;
    md.name = "comments";
    REQUIRE_OK(dc_module_load(ctx, &md, &m));
    REQUIRE_OK(dc_kernel_get(ctx, m, "k", &k));
    for (d = 0; d < dc_device_count(ctx); d++) {
        float y[16];
        dc_buffer b;
        dc_arg a[3];
        dc_launch_desc l;
        int i;
        if (tk_backend(ctx, d) != DC_BACKEND_OPENCL) continue;
        ran++;
        REQUIRE_OK(dc_buffer_create(ctx, d, sizeof y, &b));
        a[0] = DC_ARG_BUFFER(b);
        a[1] = DC_ARG_F32(2.5f);
        a[2] = DC_ARG_U32(16);
        l = tk_desc_1d(k, d, 16, 0, a, 3);
        CHECK_OK(dc_launch(ctx, &l));
        CHECK_OK(dc_buffer_read(ctx, b, 0, y, sizeof y));
        for (i = 0; i < 16; i++)
            if (y[i] != 2.5f) { FAIL("device %d: y[%d] = %g, expected 2.5", d, i, y[i]); break; }
        /* the kinds are still checked: a buffer for the scalar s */
        a[1] = DC_ARG_BUFFER(b);
        if (CHECK_ERR(dc_launch(ctx, &l), DC_ERROR_LAUNCH) && !th_mentions_arg(dc_last_error(), 1))
            FAIL("device %d: a buffer for `float s`: the message does not name argument 1", d);
        dc_buffer_destroy(ctx, b);
    }
    CHECK(ran > 0);
    dc_module_destroy(ctx, m);
}

/* PTX can say which parameter is a pointer: `.param .u64 .ptr .global .align 4 p`.
   store_ptr declares p that way; store_plain declares it as nvcc does, `.param .u64`,
   which a pointer and a 64-bit integer share. That attribute is all that differs; both
   store (int)v at p unless v == 0. */
#define KINDS_KERNEL(name, p_attributes)                                            \
    ".visible .entry " name "(\n"                                                   \
    "    .param .u64 " p_attributes name "_p,\n"                                    \
    "    .param .f64 " name "_v\n"                                                  \
    ")\n"                                                                           \
    "{\n"                                                                           \
    "    .reg .pred %p<2>;\n"                                                       \
    "    .reg .b32 %r<2>;\n"                                                        \
    "    .reg .b64 %rd<3>;\n"                                                       \
    "    .reg .f64 %fd<2>;\n"                                                       \
    "    ld.param.f64 %fd1, [" name "_v];\n"                                        \
    "    setp.eq.f64 %p1, %fd1, 0d0000000000000000;\n"                              \
    "    @%p1 bra $L_done;\n"                                                       \
    "    ld.param.u64 %rd1, [" name "_p];\n"                                        \
    "    cvta.to.global.u64 %rd2, %rd1;\n"                                          \
    "    cvt.rzi.s32.f64 %r1, %fd1;\n"                                              \
    "    st.global.u32 [%rd2], %r1;\n"                                              \
    "$L_done:\n"                                                                    \
    "    ret;\n"                                                                    \
    "}\n"
static const char kinds_ptx[] =
    ".version 7.0\n"
    ".target sm_75\n"
    ".address_size 64\n"
    KINDS_KERNEL("store_ptr", ".ptr .global .align 4 ")
    KINDS_KERNEL("store_plain", "");

/* Loads `source` (PTX for DC_BACKEND_CUDA, OpenCL C for DC_BACKEND_OPENCL), gets `kernel`
   and hands each device of that backend to check() with a fresh 32-byte buffer `out` that
   starts with the int32 -1. */
typedef void (*kinds_check)(dc_context *ctx, dc_kernel k, int d, dc_buffer out);
static void on_each_device_of(dc_context *ctx, unsigned backend, const char *source, const char *build_options, const char *kernel,
                              kinds_check check)
{
    const int32_t sentinel = -1;
    dc_module_desc md;
    dc_module m;
    dc_kernel k;
    int d, ran = 0;
    memset(&md, 0, sizeof md);
    if (backend == DC_BACKEND_CUDA) md.ptx = source;
    else md.opencl_source = source;
    md.build_options = build_options;
    md.name = kernel;
    REQUIRE_OK(dc_module_load(ctx, &md, &m));
    REQUIRE_OK(dc_kernel_get(ctx, m, kernel, &k));
    for (d = 0; d < dc_device_count(ctx); d++) {
        dc_buffer out;
        if (tk_backend(ctx, d) != backend) continue;
        ran++;
        REQUIRE_OK(dc_buffer_create(ctx, d, 32, &out));
        CHECK_OK(dc_buffer_write(ctx, out, 0, &sentinel, 4));
        check(ctx, k, d, out);
        dc_buffer_destroy(ctx, out);
    }
    CHECK(ran > 0);
}

/* The int32 at the start of `out`, after the work queued on its device. */
static int32_t read_i32(dc_context *ctx, dc_buffer out)
{
    int32_t v = 0;
    CHECK_OK(dc_buffer_read(ctx, out, 0, &v, 4));
    return v;
}

static void check_ptr_kinds(dc_context *ctx, dc_kernel k, int d, dc_buffer out)
{
    dc_arg args[2];
    dc_launch_desc l;
    args[0] = DC_ARG_U64(0x1234);                /* a scalar for the .ptr parameter */
    args[1] = DC_ARG_F64(0.0);
    l = tk_desc_1d(k, d, 1, 1, args, 2);
    if (CHECK_ERR(dc_launch(ctx, &l), DC_ERROR_LAUNCH) && !th_mentions_arg(dc_last_error(), 0))
        FAIL("device %d: DC_ARG_U64 for a .ptr parameter: the message does not name argument 0", d);
    args[0] = DC_ARG_BUFFER(out);
    args[1] = DC_ARG_BUFFER(out);                /* a buffer for the .f64 parameter */
    if (CHECK_ERR(dc_launch(ctx, &l), DC_ERROR_LAUNCH) && !th_mentions_arg(dc_last_error(), 1))
        FAIL("device %d: a buffer for a .f64 parameter: the message does not name argument 1", d);
    /* nothing ran; the right arguments work */
    CHECK_OK(dc_device_synchronize(ctx, d));
    CHECK_EQ(read_i32(ctx, out), -1);
    args[1] = DC_ARG_F64(42.0);
    CHECK_OK(dc_launch(ctx, &l));
    CHECK_EQ(read_i32(ctx, out), 42);
}

/* CUDA: a parameter declared `.ptr` is a pointer, one declared `.f64` a scalar. */
TEST(launch_argument_kinds_ptx)
{
    dc_context *ctx = th_ctx(NULL);
    REQUIRE(ctx);
    if (tk_no_cuda(ctx)) SKIP("no CUDA device");
    on_each_device_of(ctx, DC_BACKEND_CUDA, kinds_ptx, NULL, "store_ptr", check_ptr_kinds);
}

static void check_plain_u64(dc_context *ctx, dc_kernel k, int d, dc_buffer out)
{
    uint64_t addr = 0;
    dc_arg args[2];
    dc_launch_desc l;
    REQUIRE_OK(dc_buffer_native(ctx, out, &addr));
    args[0] = DC_ARG_U64(addr);
    args[1] = DC_ARG_F64(7.0);
    l = tk_desc_1d(k, d, 1, 1, args, 2);
    CHECK_OK(dc_launch(ctx, &l));
    CHECK_EQ(read_i32(ctx, out), 7);
    args[0] = DC_ARG_BUFFER(out);                /* and a buffer there, of course */
    args[1] = DC_ARG_F64(8.0);
    CHECK_OK(dc_launch(ctx, &l));
    CHECK_EQ(read_i32(ctx, out), 8);
}

/* The limit of that check: nvcc's PTX declares every pointer `.param .u64`, like a 64-bit
   integer, so there the library cannot tell and must accept a DC_ARG_U64. That is also
   how a device address from another library (dc_buffer_native here) is passed. */
TEST(launch_u64_in_plain_ptx_pointer_slot)
{
    dc_context *ctx = th_ctx(NULL);
    REQUIRE(ctx);
    if (tk_no_cuda(ctx)) SKIP("no CUDA device");
    on_each_device_of(ctx, DC_BACKEND_CUDA, kinds_ptx, NULL, "store_plain", check_plain_u64);
}

/* --- argument classes ------------------------------------------------------------------
   A float for an integer parameter of its size (or an integer for a float) passes every
   size check, and the kernel computes with its bits: DC_ERROR_LAUNCH naming the argument,
   its DC_ARG_ type and the parameter's type, wherever the type says integer or floating
   point. Signedness is no mismatch (DC_ARG_U32 for an int is common), and a type the
   library cannot class (an OpenCL typedef, an untyped PTX .b32) takes either.
   classes(out, float f, uint u, double d, int i, real r, long l) stores its scalars as
   floats in out[0..5]. */
static const char classes_cl[] =
    "#pragma OPENCL EXTENSION cl_khr_fp64 : enable\n"
    "typedef float real;\n"
    "kernel void classes(global float *out, float f, uint u, double d, int i, real r, long l)\n"
    "{\n"
    "    if (get_global_id(0) == 0) {\n"
    "        out[0] = f; out[1] = (float)u; out[2] = (float)d; out[3] = (float)i; out[4] = r; out[5] = (float)l;\n"
    "    }\n"
    "}\n";
/* As nvcc declares them (int and unsigned .u32, long long .u64), `real` an untyped .b32. */
static const char classes_ptx[] =
    ".version 7.0\n"
    ".target sm_75\n"
    ".address_size 64\n"
    ".visible .entry classes(\n"
    "    .param .u64 classes_out,\n"
    "    .param .f32 classes_f,\n"
    "    .param .u32 classes_u,\n"
    "    .param .f64 classes_d,\n"
    "    .param .u32 classes_i,\n"
    "    .param .b32 classes_r,\n"
    "    .param .u64 classes_l\n"
    ")\n"
    "{\n"
    "    .reg .b32 %r<4>;\n"
    "    .reg .f32 %f<7>;\n"
    "    .reg .f64 %fd<2>;\n"
    "    .reg .b64 %rd<4>;\n"
    "    ld.param.u64 %rd1, [classes_out];\n"
    "    cvta.to.global.u64 %rd2, %rd1;\n"
    "    ld.param.f32 %f1, [classes_f];\n"
    "    st.global.f32 [%rd2], %f1;\n"
    "    ld.param.u32 %r1, [classes_u];\n"
    "    cvt.rn.f32.u32 %f2, %r1;\n"
    "    st.global.f32 [%rd2+4], %f2;\n"
    "    ld.param.f64 %fd1, [classes_d];\n"
    "    cvt.rn.f32.f64 %f3, %fd1;\n"
    "    st.global.f32 [%rd2+8], %f3;\n"
    "    ld.param.u32 %r2, [classes_i];\n"
    "    cvt.rn.f32.s32 %f4, %r2;\n"
    "    st.global.f32 [%rd2+12], %f4;\n"
    "    ld.param.b32 %r3, [classes_r];\n"
    "    mov.b32 %f5, %r3;\n"
    "    st.global.f32 [%rd2+16], %f5;\n"
    "    ld.param.u64 %rd3, [classes_l];\n"
    "    cvt.rn.f32.s64 %f6, %rd3;\n"
    "    st.global.f32 [%rd2+20], %f6;\n"
    "    ret;\n"
    "}\n";

/* The valid arguments of classes: 1.5f, 2, 3.5, 4, 5.5f, -6, with an I32 for the uint,
   a U32 for the int and the bits of 5.5f as a U32 for `real`. */
static void classes_args(dc_arg *args, dc_buffer out)
{
    const float real = 5.5f;
    uint32_t bits;
    memcpy(&bits, &real, sizeof bits);
    args[0] = DC_ARG_BUFFER(out);
    args[1] = DC_ARG_F32(1.5f);
    args[2] = DC_ARG_I32(2);
    args[3] = DC_ARG_F64(3.5);
    args[4] = DC_ARG_U32(4);
    args[5] = DC_ARG_U32(bits);
    args[6] = DC_ARG_I64(-6);
}

static void check_arg_classes(dc_context *ctx, dc_kernel k, int d, dc_buffer out)
{
    static const struct { int at; const char *arg, *cl_type, *ptx_type; } wrong[] = {
        { 1, "DC_ARG_U32", "float", ".f32" }, { 2, "DC_ARG_F32", "uint", ".u32" },
        { 3, "DC_ARG_I64", "double", ".f64" }, { 6, "DC_ARG_F64", "long", ".u64" } };
    const float sentinel[6] = { -1, -1, -1, -1, -1, -1 }, want[6] = { 1.5f, 2, 3.5f, 4, 5.5f, -6 };
    float got[6];
    dc_arg args[7], bad[4];
    dc_launch_desc l;
    unsigned v;
    int i;
    bad[0] = DC_ARG_U32(1);
    bad[1] = DC_ARG_F32(2.0f);
    bad[2] = DC_ARG_I64(3);
    bad[3] = DC_ARG_F64(-6.0);
    CHECK_OK(dc_buffer_write(ctx, out, 0, sentinel, sizeof sentinel));
    for (v = 0; v < sizeof wrong / sizeof wrong[0]; v++) {
        char type[32];
        classes_args(args, out);
        args[wrong[v].at] = bad[v];
        snprintf(type, sizeof type, "%s parameter %d", tk_backend(ctx, d) == DC_BACKEND_CUDA ? wrong[v].ptx_type : wrong[v].cl_type,
                 wrong[v].at);
        l = tk_desc_1d(k, d, 1, 1, args, 7);
        if (CHECK_ERR(dc_launch(ctx, &l), DC_ERROR_LAUNCH) &&
            (!th_mentions_arg(dc_last_error(), wrong[v].at) || !strstr(dc_last_error(), wrong[v].arg) || !strstr(dc_last_error(), type)))
            FAIL("device %d: %s for the kernel's %s: the message does not name argument %d, %s and the type: %s", d, wrong[v].arg,
                 type, wrong[v].at, wrong[v].arg, dc_last_error());
    }
    /* nothing ran; the valid arguments work */
    CHECK_OK(dc_device_synchronize(ctx, d));
    CHECK_OK(dc_buffer_read(ctx, out, 0, got, sizeof got));
    CHECK(memcmp(got, sentinel, sizeof got) == 0);
    classes_args(args, out);
    l = tk_desc_1d(k, d, 1, 1, args, 7);
    CHECK_OK(dc_launch(ctx, &l));
    CHECK_OK(dc_buffer_read(ctx, out, 0, got, sizeof got));
    for (i = 0; i < 6; i++)
        if (got[i] != want[i]) FAIL("device %d: out[%d] = %g, expected %g", d, i, got[i], want[i]);
}

/* check_arg_classes on every OpenCL device, of `source` (which declares kernel classes
   as classes_cl does) built with `build_options`. */
static void classes_on_opencl(const char *source, const char *build_options)
{
    int d;
    dc_context *ctx = th_ctx(NULL);
    REQUIRE(ctx);
    if (!th_has_backend(ctx, DC_BACKEND_OPENCL)) SKIP("no OpenCL device");
    for (d = 0; d < dc_device_count(ctx); d++) {
        dc_device_info info;
        REQUIRE_OK(dc_device_get_info(ctx, d, &info));
        if (tk_backend(ctx, d) == DC_BACKEND_OPENCL && !(info.caps & DC_CAP_FP64)) SKIP("device %d (%s) has no FP64", d, info.name);
    }
    on_each_device_of(ctx, DC_BACKEND_OPENCL, source, build_options, "classes", check_arg_classes);
}

/* OpenCL: classes from the type names (the driver's argument info, or the declaration). */
TEST(launch_argument_classes_opencl)
{
    classes_on_opencl(classes_cl, NULL);
}

/* The same where the driver keeps argument info (-cl-kernel-arg-info; drivers of GPUs
   keep it anyway): kinds and classes come from clGetKernelArgInfo, not the declaration.
   Not under a sanitizer: with that option PoCL 3.1 programs crash LeakSanitizer's tracer
   at exit. */
TEST(launch_argument_classes_opencl_driver_info)
{
    if (TH_SANITIZED) SKIP("PoCL's programs built with -cl-kernel-arg-info crash LeakSanitizer at exit");
    classes_on_opencl(classes_cl, "-cl-kernel-arg-info");
}

/* Declarations read past string and character literals: "/ *" and "//" inside them start
   no comment, an escaped quote ends none, and a quote of the other kind inside one is a
   character. A literal misread either way hides the real declaration (a comment that
   runs to the end) or leaves the decoy comment (a declaration of `classes` whose first
   parameter is local memory) to be read: the wrong arguments are then let through, or
   the right ones refused. Each line after the first is where one such misreading shows. */
TEST(launch_argument_classes_opencl_literals)
{
    static const char literals[] =
        "constant char quote = '\"';\n"
        "/* kernel void classes(local float *out) */\n"
        "constant char in_string[] = \"\\\" /* not a comment // nor this\";\n"
        "constant char slash_star[] = \"'/*'\";\n"
        "constant char apostrophe = '\\'';\n";
    const char *parts[3];
    char *source;
    parts[0] = literals;
    parts[1] = classes_cl;
    parts[2] = NULL;
    REQUIRE((source = tk_join(parts)) != NULL);
    classes_on_opencl(source, NULL);
    free(source);
}

/* CUDA: classes from the PTX .param types; a plain .u64 (a pointer, a long long) still
   takes a buffer, as argument 0 shows. */
TEST(launch_argument_classes_ptx)
{
    dc_context *ctx = th_ctx(NULL);
    REQUIRE(ctx);
    if (tk_no_cuda(ctx)) SKIP("no CUDA device");
    on_each_device_of(ctx, DC_BACKEND_CUDA, classes_ptx, NULL, "classes", check_arg_classes);
}

/* A module with only OpenCL C has no kernel on a CUDA device (and the other way round). */
TEST(kernel_missing_on_device)
{
    dc_module_desc md;
    dc_module m;
    dc_kernel k;
    char *cl;
    int d, checked = 0;
    dc_context *ctx = th_ctx(NULL);
    REQUIRE(ctx);
    if (!th_has_backend(ctx, DC_BACKEND_CUDA) || !th_has_backend(ctx, DC_BACKEND_OPENCL))
        SKIP("needs a CUDA and an OpenCL device");
    cl = tk_cl_text();
    REQUIRE(cl);
    memset(&md, 0, sizeof md);
    md.opencl_source = cl;
    CHECK_OK(dc_module_load(ctx, &md, &m));
    free(cl);
    REQUIRE_OK(dc_kernel_get(ctx, m, "argsink", &k));
    for (d = 0; d < dc_device_count(ctx); d++) {
        dc_buffer out;
        dc_arg args[4];
        dc_launch_desc l;
        void *native = NULL;
        if (tk_backend(ctx, d) != DC_BACKEND_CUDA) continue;
        REQUIRE_OK(dc_buffer_create(ctx, d, 64, &out));
        args[0] = DC_ARG_BUFFER(out);
        args[1] = DC_ARG_I32(1);
        args[2] = DC_ARG_F32(1.0f);
        args[3] = DC_ARG_U32(7);
        l = argsink_launch(k, d, args, 4);
        CHECK_ERR(dc_launch(ctx, &l), DC_ERROR_KERNEL_NOT_FOUND);
        CHECK_ERR(dc_kernel_native(ctx, k, d, &native), DC_ERROR_KERNEL_NOT_FOUND);
        checked++;
    }
    CHECK(checked > 0);
}

TEST(events_bad)
{
    dc_event e0, e1;
    float ms = -1.0f;
    dc_context *ctx = th_ctx(NULL);
    REQUIRE(ctx);
    if (dc_device_count(ctx) < 2) SKIP("needs 2 devices");
    REQUIRE_OK(dc_event_record(ctx, dc_default_stream(ctx, 0), &e0));
    REQUIRE_OK(dc_event_record(ctx, dc_default_stream(ctx, 1), &e1));
    CHECK_OK(dc_event_synchronize(ctx, e0));
    CHECK_OK(dc_event_synchronize(ctx, e1));
    CHECK_ERR(dc_event_elapsed_ms(ctx, e0, e1, &ms), DC_ERROR_INVALID_ARGUMENT);   /* the header names the code */
}

/* A bad entry of a device list is named by its index (the message said "devices[i] 2",
   which entry unsaid), and a refused weight or partial size by the range it must be in
   (a finite weight over 1e300 was refused as "must be finite"; a partial of 2^40
   elements as just that, with no limit named). */
TEST(bad_list_entries_and_limits_named)
{
    dc_partition_desc pd;
    dc_dispatch_desc dd;
    dc_dispatch_arg a[2];
    dc_range ranges[4];
    dc_comm *comm = NULL;
    double w[2] = { 1.0, 1e301 };
    uint32_t sum = 0;
    int n, devs[2];
    dc_context *ctx = th_ctx(NULL);
    REQUIRE(ctx);
    devs[0] = 0;
    devs[1] = dc_device_count(ctx);            /* one past the end, second in the list */

    if (CHECK_ERR(dc_comm_create(ctx, devs, 2, &comm), DC_ERROR_OUT_OF_RANGE) && !strstr(dc_last_error(), "devices[1]"))
        FAIL("dc_comm_create: the message does not name devices[1]: %s", dc_last_error());
    memset(&pd, 0, sizeof pd);
    pd.devices = devs;
    pd.device_count = 2;
    n = 4;
    if (CHECK_ERR(dc_partition(ctx, 10, &pd, ranges, &n), DC_ERROR_OUT_OF_RANGE) && !strstr(dc_last_error(), "devices[1]"))
        FAIL("dc_partition: the message does not name devices[1]: %s", dc_last_error());
    memset(&dd, 0, sizeof dd);                 /* the list is checked before the kernel */
    a[0] = dc_dispatch_item_count();
    dd.items = 10;
    dd.args = a;
    dd.arg_count = 1;
    dd.devices = devs;
    dd.device_count = 2;
    if (CHECK_ERR(dc_dispatch(ctx, &dd, NULL), DC_ERROR_OUT_OF_RANGE) && !strstr(dc_last_error(), "devices[1]"))
        FAIL("dc_dispatch: the message does not name devices[1]: %s", dc_last_error());

    /* weights: finite but too large for their sum to stay finite */
    devs[1] = 0;
    pd.device_count = dd.device_count = 1;
    pd.weights = dd.weights = w + 1;
    dd.strategy = pd.strategy = DC_BALANCE_STATIC;
    n = 4;
    if (CHECK_ERR(dc_partition(ctx, 10, &pd, ranges, &n), DC_ERROR_INVALID_ARGUMENT) && !strstr(dc_last_error(), "1e300"))
        FAIL("dc_partition: the message does not name the limit 1e300: %s", dc_last_error());
    if (CHECK_ERR(dc_dispatch(ctx, &dd, NULL), DC_ERROR_INVALID_ARGUMENT) && !strstr(dc_last_error(), "1e300"))
        FAIL("dc_dispatch: the message does not name the limit 1e300: %s", dc_last_error());
    dd.weights = NULL;

    a[1] = dc_dispatch_partial(&sum, DC_U32, DC_SUM, (uint64_t)1 << 40);
    dd.arg_count = 2;
    if (CHECK_ERR(dc_dispatch(ctx, &dd, NULL), DC_ERROR_INVALID_ARGUMENT) && !strstr(dc_last_error(), "2^32"))
        FAIL("dc_dispatch: the message does not name the limit of a partial result's elements: %s", dc_last_error());
    CHECK(comm == NULL);
}

/* A handle of one kind passed as another is INVALID_HANDLE naming the kind wanted ("is
   not an event handle": it said "a event"). */
TEST(handle_of_another_kind)
{
    dc_stream s;
    dc_event as_event;
    dc_buffer as_buffer;
    uint64_t bytes;
    int dev;
    dc_context *ctx = th_ctx(NULL);
    REQUIRE(ctx);
    REQUIRE_OK(dc_stream_create(ctx, 0, &s));
    as_event.id = s.id;
    if (CHECK_ERR(dc_event_synchronize(ctx, as_event), DC_ERROR_INVALID_HANDLE) && !strstr(dc_last_error(), "is not an event handle"))
        FAIL("a stream's id as an event: %s", dc_last_error());
    as_buffer.id = s.id;
    if (CHECK_ERR(dc_buffer_get_info(ctx, as_buffer, &dev, &bytes), DC_ERROR_INVALID_HANDLE) && !strstr(dc_last_error(), "is not a buffer handle"))
        FAIL("a stream's id as a buffer: %s", dc_last_error());
    CHECK_OK(dc_stream_destroy(ctx, s));
}

/* A count in a message is in the singular when it is one: a device index out of range
   names the context's device count and range ("which has 1 device (0 to 0)": it said
   "(it has 1)"), and dc_comm_set_algorithm refused on one rank says "on 1 rank" and names
   itself once (it said "dc_comm_set_algorithm: dc_comm_set_algorithm(host) on 1 ranks"). */
TEST(messages_count_in_the_singular)
{
    static const int first[1] = { 0 };
    dc_context_desc desc;
    dc_context *one, *ctx = th_ctx(NULL);
    dc_comm *comm = NULL;
    dc_buffer b;
    char want[64];
    const char *at;
    int n, names = 0;
    REQUIRE(ctx);
    n = dc_device_count(ctx);
    snprintf(want, sizeof want, "which has %d device%s (0 to %d)", n, n == 1 ? "" : "s", n - 1);
    if (CHECK_ERR(dc_buffer_create(ctx, n, 64, &b), DC_ERROR_OUT_OF_RANGE) && !strstr(dc_last_error(), want))
        FAIL("device %d: the message does not say \"%s\"", n, want);
    memset(&desc, 0, sizeof desc);
    desc.device_ids = first;
    desc.device_id_count = 1;
    REQUIRE(one = th_ctx(&desc));
    if (CHECK_ERR(dc_buffer_create(one, -1, 64, &b), DC_ERROR_OUT_OF_RANGE) &&
        (!strstr(dc_last_error(), "device -1 ") || !strstr(dc_last_error(), "which has 1 device (0 to 0)")))
        FAIL("a one-device context: the message does not say \"device -1 ... which has 1 device (0 to 0)\"");
    REQUIRE_OK(dc_comm_create(one, NULL, 0, &comm));
    if (CHECK_ERR(dc_comm_set_algorithm(comm, DC_COMM_ALGO_HOST), DC_ERROR_UNSUPPORTED)) {
        for (at = dc_last_error(); (at = strstr(at, "dc_comm_set_algorithm")) != NULL; at++) names++;
        if (!strstr(dc_last_error(), " on 1 rank:") || names != 1)
            FAIL("one rank: the message does not say \"on 1 rank:\" and name the function once");
    }
    dc_comm_destroy(comm);
}

/* Errors name the argument that is wrong and its value, with the unit: a negative
   dc_context_desc.device_id_count is not blamed on device_ids (it said "device_ids is NULL
   or device_id_count (-1) is negative"), a bad timeout names `seconds` (it said "timeout
   -1 s"), a buffer over the device's max_allocation gives that limit in bytes (it gave a
   bare number), a desc's args NULL is not blamed on its arg_count (it said "arg_count is
   2 (0..64, with args non-NULL)"). */
TEST(messages_name_the_argument_and_value)
{
    dc_context_desc desc;
    dc_launch_desc launch;
    dc_dispatch_desc dispatch;
    dc_device_info info;
    dc_buffer b;
    dc_comm *comm = NULL;
    char want[96];
    dc_context *ctx = th_ctx(NULL);
    REQUIRE(ctx);
    memset(&desc, 0, sizeof desc);
    desc.device_id_count = -1;
    if (CHECK_ERR(create_and_destroy(&desc), DC_ERROR_INVALID_ARGUMENT) &&
        (!strstr(dc_last_error(), "device_id_count is -1") || strstr(dc_last_error(), "device_ids is NULL")))
        FAIL("device_id_count -1: the message does not blame device_id_count alone");
    desc.device_id_count = 2;
    if (CHECK_ERR(create_and_destroy(&desc), DC_ERROR_INVALID_ARGUMENT) && !strstr(dc_last_error(), "device_ids is NULL with device_id_count 2"))
        FAIL("device_ids NULL: the message does not say so");
    desc.device_id_count = 0;
    desc.library_path_count = -3;
    if (CHECK_ERR(create_and_destroy(&desc), DC_ERROR_INVALID_ARGUMENT) &&
        (!strstr(dc_last_error(), "library_path_count is -3") || strstr(dc_last_error(), "library_paths is NULL")))
        FAIL("library_path_count -3: the message does not blame library_path_count alone");

    CHECK_ERR(dc_comm_set_init_timeout(ctx, -2.5), DC_ERROR_INVALID_ARGUMENT);
    if (!strstr(dc_last_error(), "dc_comm_set_init_timeout: seconds is -2.5"))
        FAIL("dc_comm_set_init_timeout: the message does not name seconds and its value");
    REQUIRE_OK(dc_comm_create(ctx, NULL, 0, &comm));
    CHECK_ERR(dc_comm_set_timeout(comm, 2e9), DC_ERROR_INVALID_ARGUMENT);
    if (!strstr(dc_last_error(), "dc_comm_set_timeout: seconds is 2e+09"))
        FAIL("dc_comm_set_timeout: the message does not name seconds and its value");
    dc_comm_destroy(comm);

    REQUIRE_OK(dc_device_get_info(ctx, 0, &info));
    if (info.max_allocation < UINT64_MAX) {
        snprintf(want, sizeof want, "is %llu bytes", (unsigned long long)info.max_allocation);
        if (CHECK_ERR(dc_buffer_create(ctx, 0, info.max_allocation + 1, &b), DC_ERROR_OUT_OF_DEVICE_MEMORY)
            && (!strstr(dc_last_error(), want) || !strstr(dc_last_error(), "max_allocation")))
            FAIL("a buffer over max_allocation: the message does not name max_allocation and say \"%s\"", want);
    }

    memset(&launch, 0, sizeof launch);
    launch.global[0] = 1;
    launch.arg_count = 2;
    if (CHECK_ERR(dc_launch(ctx, &launch), DC_ERROR_INVALID_ARGUMENT) && !strstr(dc_last_error(), "dc_launch_desc.args is NULL with arg_count 2"))
        FAIL("dc_launch: args NULL is not what the message says");
    launch.arg_count = -1;
    if (CHECK_ERR(dc_launch(ctx, &launch), DC_ERROR_INVALID_ARGUMENT) && !strstr(dc_last_error(), "dc_launch_desc.arg_count is -1"))
        FAIL("dc_launch: the message does not name arg_count -1");
    memset(&dispatch, 0, sizeof dispatch);
    dispatch.items = 10;
    dispatch.arg_count = 1;
    if (CHECK_ERR(dc_dispatch(ctx, &dispatch, NULL), DC_ERROR_INVALID_ARGUMENT) &&
        !strstr(dc_last_error(), "dc_dispatch_desc.args is NULL with arg_count 1"))
        FAIL("dc_dispatch: args NULL is not what the message says");
}

/* Section 5's contract, function by function, in one table: every failing call of a
   function with outputs, its outputs filled with 0xAB bytes before, returns the code its
   docs name, leaves every output byte zero, and dc_last_error() begins with the
   function's name and names the bad argument. */
typedef struct zp_env {
    dc_context *ctx, *other;   /* `other`: a second context, for foreign handles */
    int n;                     /* dc_device_count(ctx) */
    dc_buffer b, stale_b, foreign_b;
    dc_stream s, stale_s;
    dc_event e, stale_e, e_other_dev;   /* e_other_dev: on device 1 (zero with one device) */
    dc_module m, stale_m;
    dc_kernel k, stale_k;
    dc_comm *comm;
} zp_env;
typedef dc_result (*zp_call)(const zp_env *v, void *out);
typedef struct zp_probe {
    const char *fn;            /* what dc_last_error() begins with */
    const char *names;         /* what it must mention as well ("" = nothing more) */
    dc_result want;
    size_t out_bytes;          /* how many bytes at out the call writes */
    zp_call call;
    int needs_two;             /* runs only with 2 or more devices */
} zp_probe;

typedef struct zp_two_u64 { uint64_t a, b; } zp_two_u64;
typedef struct zp_two_ptr { void *a, *b; } zp_two_ptr;

static const dc_buffer zp_zb = { 0 };
static const dc_stream zp_zs = { 0 };
static const dc_event zp_ze = { 0 };
static const dc_module zp_zm = { 0 };
static const dc_kernel zp_zk = { 0 };

static dc_result zp_ctx_bad_backends(const zp_env *v, void *o) { dc_context_desc d; (void)v; memset(&d, 0, sizeof d); d.backends = 0x80; return dc_context_create(&d, (dc_context **)o); }
static dc_result zp_ctx_bad_id(const zp_env *v, void *o) { dc_context_desc d; int id = 1 << 20; (void)v; memset(&d, 0, sizeof d); d.device_ids = &id; d.device_id_count = 1; return dc_context_create(&d, (dc_context **)o); }
static dc_result zp_info_null(const zp_env *v, void *o) { (void)v; return dc_device_get_info(NULL, 0, (dc_device_info *)o); }
static dc_result zp_info_neg(const zp_env *v, void *o) { return dc_device_get_info(v->ctx, -1, (dc_device_info *)o); }
static dc_result zp_info_past(const zp_env *v, void *o) { return dc_device_get_info(v->ctx, v->n, (dc_device_info *)o); }
static dc_result zp_mem_null(const zp_env *v, void *o) { zp_two_u64 *t = (zp_two_u64 *)o; (void)v; return dc_device_memory(NULL, 0, &t->a, &t->b); }
static dc_result zp_mem_past(const zp_env *v, void *o) { zp_two_u64 *t = (zp_two_u64 *)o; return dc_device_memory(v->ctx, v->n, &t->a, &t->b); }
static dc_result zp_mem_past_free(const zp_env *v, void *o) { return dc_device_memory(v->ctx, v->n, (uint64_t *)o, NULL); }
static dc_result zp_mem_past_total(const zp_env *v, void *o) { return dc_device_memory(v->ctx, -1, NULL, (uint64_t *)o); }
static dc_result zp_peer_null(const zp_env *v, void *o) { (void)v; return dc_peer_get_info(NULL, 0, 0, (dc_peer_info *)o); }
static dc_result zp_peer_bad_a(const zp_env *v, void *o) { return dc_peer_get_info(v->ctx, v->n, 0, (dc_peer_info *)o); }
static dc_result zp_peer_bad_b(const zp_env *v, void *o) { return dc_peer_get_info(v->ctx, 0, -1, (dc_peer_info *)o); }
static dc_result zp_bc_null(const zp_env *v, void *o) { (void)v; return dc_buffer_create(NULL, 0, 64, (dc_buffer *)o); }
static dc_result zp_bc_dev(const zp_env *v, void *o) { return dc_buffer_create(v->ctx, v->n, 64, (dc_buffer *)o); }
static dc_result zp_bc_zero(const zp_env *v, void *o) { return dc_buffer_create(v->ctx, 0, 0, (dc_buffer *)o); }
static dc_result zp_bc_huge(const zp_env *v, void *o) { return dc_buffer_create(v->ctx, 0, UINT64_MAX, (dc_buffer *)o); }
/* dc_buffer_get_info's outputs: bytes at 0, device at 8 (12 bytes, no padding to read) */
static dc_result zp_bi_null(const zp_env *v, void *o) { return dc_buffer_get_info(NULL, v->b, (int *)((char *)o + 8), (uint64_t *)o); }
static dc_result zp_bi_zero(const zp_env *v, void *o) { return dc_buffer_get_info(v->ctx, zp_zb, (int *)((char *)o + 8), (uint64_t *)o); }
static dc_result zp_bi_stale(const zp_env *v, void *o) { return dc_buffer_get_info(v->ctx, v->stale_b, (int *)((char *)o + 8), (uint64_t *)o); }
static dc_result zp_bi_foreign(const zp_env *v, void *o) { return dc_buffer_get_info(v->ctx, v->foreign_b, (int *)((char *)o + 8), (uint64_t *)o); }
static dc_result zp_bi_dev_only(const zp_env *v, void *o) { return dc_buffer_get_info(v->ctx, v->stale_b, (int *)o, NULL); }
static dc_result zp_cp_null(const zp_env *v, void *o) { return dc_copy_path_get(NULL, v->b, v->b, (dc_copy_path *)o); }
static dc_result zp_cp_dst(const zp_env *v, void *o) { return dc_copy_path_get(v->ctx, zp_zb, v->b, (dc_copy_path *)o); }
static dc_result zp_cp_src(const zp_env *v, void *o) { return dc_copy_path_get(v->ctx, v->b, v->stale_b, (dc_copy_path *)o); }
static dc_result zp_cp_foreign(const zp_env *v, void *o) { return dc_copy_path_get(v->ctx, v->foreign_b, v->b, (dc_copy_path *)o); }
static dc_result zp_ts_null(const zp_env *v, void *o) { (void)v; return dc_transfer_stats_get(NULL, (dc_transfer_stats *)o); }
static dc_result zp_sc_null(const zp_env *v, void *o) { (void)v; return dc_stream_create(NULL, 0, (dc_stream *)o); }
static dc_result zp_sc_dev(const zp_env *v, void *o) { return dc_stream_create(v->ctx, -1, (dc_stream *)o); }
static dc_result zp_er_null(const zp_env *v, void *o) { return dc_event_record(NULL, v->s, (dc_event *)o); }
static dc_result zp_er_zero(const zp_env *v, void *o) { return dc_event_record(v->ctx, zp_zs, (dc_event *)o); }
static dc_result zp_er_stale(const zp_env *v, void *o) { return dc_event_record(v->ctx, v->stale_s, (dc_event *)o); }
static dc_result zp_eq_null(const zp_env *v, void *o) { return dc_event_query(NULL, v->e, (int *)o); }
static dc_result zp_eq_zero(const zp_env *v, void *o) { return dc_event_query(v->ctx, zp_ze, (int *)o); }
static dc_result zp_eq_stale(const zp_env *v, void *o) { return dc_event_query(v->ctx, v->stale_e, (int *)o); }
static dc_result zp_el_null(const zp_env *v, void *o) { return dc_event_elapsed_ms(NULL, v->e, v->e, (float *)o); }
static dc_result zp_el_start(const zp_env *v, void *o) { return dc_event_elapsed_ms(v->ctx, zp_ze, v->e, (float *)o); }
static dc_result zp_el_end(const zp_env *v, void *o) { return dc_event_elapsed_ms(v->ctx, v->e, v->stale_e, (float *)o); }
static dc_result zp_el_devs(const zp_env *v, void *o) { return dc_event_elapsed_ms(v->ctx, v->e, v->e_other_dev, (float *)o); }
static dc_result zp_ml_null(const zp_env *v, void *o) { dc_module_desc d; (void)v; memset(&d, 0, sizeof d); d.opencl_source = "kernel void f(void) {}"; return dc_module_load(NULL, &d, (dc_module *)o); }
static dc_result zp_ml_desc(const zp_env *v, void *o) { return dc_module_load(v->ctx, NULL, (dc_module *)o); }
static dc_result zp_ml_none(const zp_env *v, void *o) { dc_module_desc d; memset(&d, 0, sizeof d); return dc_module_load(v->ctx, &d, (dc_module *)o); }
static dc_result zp_ml_empty(const zp_env *v, void *o) { dc_module_desc d; memset(&d, 0, sizeof d); d.opencl_source = ""; return dc_module_load(v->ctx, &d, (dc_module *)o); }
static dc_result zp_ml_build(const zp_env *v, void *o) { dc_module_desc d; memset(&d, 0, sizeof d); d.opencl_source = "kernel void f(void) { syntax error }"; d.ptx = ".version 1.0\nsyntax error\n"; return dc_module_load(v->ctx, &d, (dc_module *)o); }
static dc_result zp_mf_null(const zp_env *v, void *o) { (void)v; return dc_module_load_file(NULL, "kernels/vector_add", (dc_module *)o); }
static dc_result zp_mf_path(const zp_env *v, void *o) { return dc_module_load_file(v->ctx, NULL, (dc_module *)o); }
static dc_result zp_mf_missing(const zp_env *v, void *o) { return dc_module_load_file(v->ctx, "tests/no_such_module_here", (dc_module *)o); }
static dc_result zp_kg_null(const zp_env *v, void *o) { return dc_kernel_get(NULL, v->m, "scale", (dc_kernel *)o); }
static dc_result zp_kg_zero(const zp_env *v, void *o) { return dc_kernel_get(v->ctx, zp_zm, "scale", (dc_kernel *)o); }
static dc_result zp_kg_stale(const zp_env *v, void *o) { return dc_kernel_get(v->ctx, v->stale_m, "scale", (dc_kernel *)o); }
static dc_result zp_kg_name(const zp_env *v, void *o) { return dc_kernel_get(v->ctx, v->m, NULL, (dc_kernel *)o); }
static dc_result zp_kg_empty(const zp_env *v, void *o) { return dc_kernel_get(v->ctx, v->m, "", (dc_kernel *)o); }
static dc_result zp_kg_missing(const zp_env *v, void *o) { return dc_kernel_get(v->ctx, v->m, "no_such_kernel", (dc_kernel *)o); }
static dc_result zp_cc_null(const zp_env *v, void *o) { (void)v; return dc_comm_create(NULL, NULL, 0, (dc_comm **)o); }
static dc_result zp_cc_count(const zp_env *v, void *o) { return dc_comm_create(v->ctx, NULL, 1, (dc_comm **)o); }
static dc_result zp_cc_dev(const zp_env *v, void *o) { int d = v->n; return dc_comm_create(v->ctx, &d, 1, (dc_comm **)o); }
static dc_result zp_cc_twice(const zp_env *v, void *o) { int d[2] = { 0, 0 }; return dc_comm_create(v->ctx, d, 2, (dc_comm **)o); }
static dc_result zp_ci_null(const zp_env *v, void *o) { (void)v; return dc_comm_id_create(NULL, (dc_comm_id *)o); }
static dc_result zp_ir_null(const zp_env *v, void *o) { dc_comm_id id; (void)v; memset(&id, 0, sizeof id); return dc_comm_init_rank(NULL, 0, 1, 0, &id, (dc_comm **)o); }
static dc_result zp_ir_id(const zp_env *v, void *o) { return dc_comm_init_rank(v->ctx, 0, 1, 0, NULL, (dc_comm **)o); }
static dc_result zp_ir_nranks(const zp_env *v, void *o) { dc_comm_id id; memset(&id, 0, sizeof id); return dc_comm_init_rank(v->ctx, 0, 0, 0, &id, (dc_comm **)o); }
static dc_result zp_ir_rank(const zp_env *v, void *o) { dc_comm_id id; memset(&id, 0, sizeof id); return dc_comm_init_rank(v->ctx, 0, 2, 2, &id, (dc_comm **)o); }
static dc_result zp_ir_dev(const zp_env *v, void *o) { dc_comm_id id; memset(&id, 0, sizeof id); return dc_comm_init_rank(v->ctx, v->n, 1, 0, &id, (dc_comm **)o); }
static dc_result zp_cr_null(const zp_env *v, void *o) { (void)v; return dc_comm_report_get(NULL, (dc_comm_report *)o); }
static dc_result zp_pg_null(const zp_env *v, void *o) { (void)v; return dc_profile_get(NULL, (dc_profile *)o); }
static dc_result zp_part_null(const zp_env *v, void *o) { (void)v; return dc_partition(NULL, 10, NULL, NULL, (int *)o); }
static dc_result zp_part_strategy(const zp_env *v, void *o) { dc_partition_desc d; memset(&d, 0, sizeof d); d.strategy = DC_BALANCE_COUNT; return dc_partition(v->ctx, 10, &d, NULL, (int *)o); }
static dc_result zp_part_dev(const zp_env *v, void *o) { dc_partition_desc d; int dev = v->n; memset(&d, 0, sizeof d); d.devices = &dev; d.device_count = 1; return dc_partition(v->ctx, 10, &d, NULL, (int *)o); }
static dc_result zp_part_mem(const zp_env *v, void *o) { dc_partition_desc d; memset(&d, 0, sizeof d); d.strategy = DC_BALANCE_MEMORY_AWARE; return dc_partition(v->ctx, 10, &d, NULL, (int *)o); }
static dc_result zp_dis_null(const zp_env *v, void *o) { dc_dispatch_desc d; memset(&d, 0, sizeof d); d.kernel = v->k; return dc_dispatch(NULL, &d, (dc_dispatch_report *)o); }
static dc_result zp_dis_desc(const zp_env *v, void *o) { return dc_dispatch(v->ctx, NULL, (dc_dispatch_report *)o); }
static dc_result zp_dis_args(const zp_env *v, void *o) { dc_dispatch_desc d; memset(&d, 0, sizeof d); d.kernel = v->k; d.items = 10; return dc_dispatch(v->ctx, &d, (dc_dispatch_report *)o); }
static dc_result zp_dis_kernel(const zp_env *v, void *o) { dc_dispatch_desc d; dc_dispatch_arg a = dc_dispatch_item_count(); memset(&d, 0, sizeof d); d.kernel = v->stale_k; d.items = 10; d.args = &a; d.arg_count = 1; return dc_dispatch(v->ctx, &d, (dc_dispatch_report *)o); }
static dc_result zp_pip_null(const zp_env *v, void *o) { (void)v; return dc_pipeline_run(NULL, NULL, (dc_pipeline_report *)o); }
static dc_result zp_pip_desc(const zp_env *v, void *o) { return dc_pipeline_run(v->ctx, NULL, (dc_pipeline_report *)o); }
static dc_result zp_pip_stages(const zp_env *v, void *o) { dc_pipeline_desc d; memset(&d, 0, sizeof d); return dc_pipeline_run(v->ctx, &d, (dc_pipeline_report *)o); }
static dc_result zp_pip_kernel(const zp_env *v, void *o)
{
    static char in[64], out[64];
    dc_pipeline_desc d;
    dc_pipeline_stage st;
    memset(&d, 0, sizeof d);
    memset(&st, 0, sizeof st);
    st.kernel = v->stale_k;
    d.stages = &st;
    d.stage_count = 1;
    d.items = 16;
    d.input = in;
    d.in_item_bytes = 4;
    d.output = out;
    return dc_pipeline_run(v->ctx, &d, (dc_pipeline_report *)o);
}
static dc_result zp_dn_null(const zp_env *v, void *o) { zp_two_ptr *t = (zp_two_ptr *)o; (void)v; return dc_device_native(NULL, 0, &t->a, &t->b); }
static dc_result zp_dn_dev(const zp_env *v, void *o) { zp_two_ptr *t = (zp_two_ptr *)o; return dc_device_native(v->ctx, v->n, &t->a, &t->b); }
static dc_result zp_dn_dev_ctx(const zp_env *v, void *o) { return dc_device_native(v->ctx, -1, NULL, (void **)o); }
static dc_result zp_bn_null(const zp_env *v, void *o) { return dc_buffer_native(NULL, v->b, (uint64_t *)o); }
static dc_result zp_bn_stale(const zp_env *v, void *o) { return dc_buffer_native(v->ctx, v->stale_b, (uint64_t *)o); }
static dc_result zp_bn_foreign(const zp_env *v, void *o) { return dc_buffer_native(v->ctx, v->foreign_b, (uint64_t *)o); }
static dc_result zp_sn_null(const zp_env *v, void *o) { return dc_stream_native(NULL, v->s, (void **)o); }
static dc_result zp_sn_zero(const zp_env *v, void *o) { return dc_stream_native(v->ctx, zp_zs, (void **)o); }
static dc_result zp_sn_stale(const zp_env *v, void *o) { return dc_stream_native(v->ctx, v->stale_s, (void **)o); }
static dc_result zp_kn_null(const zp_env *v, void *o) { return dc_kernel_native(NULL, v->k, 0, (void **)o); }
static dc_result zp_kn_zero(const zp_env *v, void *o) { return dc_kernel_native(v->ctx, zp_zk, 0, (void **)o); }
static dc_result zp_kn_stale(const zp_env *v, void *o) { return dc_kernel_native(v->ctx, v->stale_k, 0, (void **)o); }
static dc_result zp_w_src(const zp_env *v, void *o) { (void)o; return dc_buffer_write(v->ctx, v->b, 0, NULL, 4); }
static dc_result zp_wa_src(const zp_env *v, void *o) { (void)o; return dc_buffer_write_async(v->ctx, v->s, v->b, 0, NULL, 4); }
static dc_result zp_r_dst(const zp_env *v, void *o) { (void)o; return dc_buffer_read(v->ctx, v->b, 0, NULL, 4); }
static dc_result zp_ra_dst(const zp_env *v, void *o) { (void)o; return dc_buffer_read_async(v->ctx, v->s, v->b, 0, NULL, 4); }
static dc_result zp_f_pattern(const zp_env *v, void *o) { (void)o; return dc_buffer_fill(v->ctx, v->b, 0, 4, NULL, 4); }
static dc_result zp_kn_dev(const zp_env *v, void *o) { return dc_kernel_native(v->ctx, v->k, v->n, (void **)o); }

#define ZP(fn, names, want, type, call) { fn, names, DC_ERROR_##want, sizeof(type), call, 0 }
#define ZP0(fn, names, want, call) { fn, names, DC_ERROR_##want, 0, call, 0 }   /* no output: the message alone */
static const zp_probe zp_probes[] = {
    ZP("dc_context_create", "backends", INVALID_ARGUMENT, dc_context *, zp_ctx_bad_backends),
    ZP("dc_context_create", "device", OUT_OF_RANGE, dc_context *, zp_ctx_bad_id),
    ZP("dc_device_get_info", "ctx", INVALID_ARGUMENT, dc_device_info, zp_info_null),
    ZP("dc_device_get_info", "device", OUT_OF_RANGE, dc_device_info, zp_info_neg),
    ZP("dc_device_get_info", "device", OUT_OF_RANGE, dc_device_info, zp_info_past),
    ZP("dc_device_memory", "ctx", INVALID_ARGUMENT, zp_two_u64, zp_mem_null),
    ZP("dc_device_memory", "device", OUT_OF_RANGE, zp_two_u64, zp_mem_past),
    ZP("dc_device_memory", "device", OUT_OF_RANGE, uint64_t, zp_mem_past_free),
    ZP("dc_device_memory", "device", OUT_OF_RANGE, uint64_t, zp_mem_past_total),
    ZP("dc_peer_get_info", "ctx", INVALID_ARGUMENT, dc_peer_info, zp_peer_null),
    ZP("dc_peer_get_info", "device a", OUT_OF_RANGE, dc_peer_info, zp_peer_bad_a),
    ZP("dc_peer_get_info", "device b", OUT_OF_RANGE, dc_peer_info, zp_peer_bad_b),
    ZP("dc_buffer_create", "ctx", INVALID_ARGUMENT, dc_buffer, zp_bc_null),
    ZP("dc_buffer_create", "device", OUT_OF_RANGE, dc_buffer, zp_bc_dev),
    ZP("dc_buffer_create", "bytes", INVALID_ARGUMENT, dc_buffer, zp_bc_zero),
    ZP("dc_buffer_create", "allocate at once", OUT_OF_DEVICE_MEMORY, dc_buffer, zp_bc_huge),
    { "dc_buffer_get_info", "ctx", DC_ERROR_INVALID_ARGUMENT, 12, zp_bi_null, 0 },
    { "dc_buffer_get_info", "zero", DC_ERROR_INVALID_HANDLE, 12, zp_bi_zero, 0 },
    { "dc_buffer_get_info", "destroyed", DC_ERROR_INVALID_HANDLE, 12, zp_bi_stale, 0 },
    { "dc_buffer_get_info", "another context", DC_ERROR_INVALID_HANDLE, 12, zp_bi_foreign, 0 },
    ZP("dc_buffer_get_info", "destroyed", INVALID_HANDLE, int, zp_bi_dev_only),
    ZP("dc_copy_path_get", "ctx", INVALID_ARGUMENT, dc_copy_path, zp_cp_null),
    ZP("dc_copy_path_get", "dst", INVALID_HANDLE, dc_copy_path, zp_cp_dst),
    ZP("dc_copy_path_get", "src", INVALID_HANDLE, dc_copy_path, zp_cp_src),
    ZP("dc_copy_path_get", "another context", INVALID_HANDLE, dc_copy_path, zp_cp_foreign),
    ZP("dc_transfer_stats_get", "ctx", INVALID_ARGUMENT, dc_transfer_stats, zp_ts_null),
    ZP("dc_stream_create", "ctx", INVALID_ARGUMENT, dc_stream, zp_sc_null),
    ZP("dc_stream_create", "device", OUT_OF_RANGE, dc_stream, zp_sc_dev),
    ZP("dc_event_record", "ctx", INVALID_ARGUMENT, dc_event, zp_er_null),
    ZP("dc_event_record", "zero", INVALID_HANDLE, dc_event, zp_er_zero),
    ZP("dc_event_record", "destroyed", INVALID_HANDLE, dc_event, zp_er_stale),
    ZP("dc_event_query", "ctx", INVALID_ARGUMENT, int, zp_eq_null),
    ZP("dc_event_query", "zero", INVALID_HANDLE, int, zp_eq_zero),
    ZP("dc_event_query", "destroyed", INVALID_HANDLE, int, zp_eq_stale),
    ZP("dc_event_elapsed_ms", "ctx", INVALID_ARGUMENT, float, zp_el_null),
    ZP("dc_event_elapsed_ms", "start", INVALID_HANDLE, float, zp_el_start),
    ZP("dc_event_elapsed_ms", "end", INVALID_HANDLE, float, zp_el_end),
    { "dc_event_elapsed_ms", "device", DC_ERROR_INVALID_ARGUMENT, sizeof(float), zp_el_devs, 1 },
    ZP("dc_module_load", "ctx", INVALID_ARGUMENT, dc_module, zp_ml_null),
    ZP("dc_module_load", "desc", INVALID_ARGUMENT, dc_module, zp_ml_desc),
    ZP("dc_module_load", "source", INVALID_ARGUMENT, dc_module, zp_ml_none),
    ZP("dc_module_load", "opencl_source", INVALID_ARGUMENT, dc_module, zp_ml_empty),
    ZP("dc_module_load", "", KERNEL_BUILD, dc_module, zp_ml_build),
    ZP("dc_module_load_file", "ctx", INVALID_ARGUMENT, dc_module, zp_mf_null),
    ZP("dc_module_load_file", "path", INVALID_ARGUMENT, dc_module, zp_mf_path),
    ZP("dc_module_load_file", "no_such_module_here", INVALID_ARGUMENT, dc_module, zp_mf_missing),
    ZP("dc_kernel_get", "ctx", INVALID_ARGUMENT, dc_kernel, zp_kg_null),
    ZP("dc_kernel_get", "zero", INVALID_HANDLE, dc_kernel, zp_kg_zero),
    ZP("dc_kernel_get", "destroyed", INVALID_HANDLE, dc_kernel, zp_kg_stale),
    ZP("dc_kernel_get", "name", INVALID_ARGUMENT, dc_kernel, zp_kg_name),
    ZP("dc_kernel_get", "", KERNEL_NOT_FOUND, dc_kernel, zp_kg_empty),
    ZP("dc_kernel_get", "no_such_kernel", KERNEL_NOT_FOUND, dc_kernel, zp_kg_missing),
    ZP("dc_comm_create", "ctx", INVALID_ARGUMENT, dc_comm *, zp_cc_null),
    ZP("dc_comm_create", "count", INVALID_ARGUMENT, dc_comm *, zp_cc_count),
    ZP("dc_comm_create", "devices[0]", OUT_OF_RANGE, dc_comm *, zp_cc_dev),
    ZP("dc_comm_create", "twice", INVALID_ARGUMENT, dc_comm *, zp_cc_twice),
    ZP("dc_comm_id_create", "ctx", INVALID_ARGUMENT, dc_comm_id, zp_ci_null),
    ZP("dc_comm_init_rank", "ctx", INVALID_ARGUMENT, dc_comm *, zp_ir_null),
    ZP("dc_comm_init_rank", "id", INVALID_ARGUMENT, dc_comm *, zp_ir_id),
    ZP("dc_comm_init_rank", "nranks", INVALID_ARGUMENT, dc_comm *, zp_ir_nranks),
    ZP("dc_comm_init_rank", "rank", OUT_OF_RANGE, dc_comm *, zp_ir_rank),
    ZP("dc_comm_init_rank", "device", OUT_OF_RANGE, dc_comm *, zp_ir_dev),
    ZP("dc_comm_report_get", "comm", INVALID_ARGUMENT, dc_comm_report, zp_cr_null),
    ZP("dc_profile_get", "ctx", INVALID_ARGUMENT, dc_profile, zp_pg_null),
    ZP("dc_partition", "ctx", INVALID_ARGUMENT, int, zp_part_null),
    ZP("dc_partition", "strategy", INVALID_ARGUMENT, int, zp_part_strategy),
    ZP("dc_partition", "devices[0]", OUT_OF_RANGE, int, zp_part_dev),
    ZP("dc_partition", "bytes_per_item", INVALID_ARGUMENT, int, zp_part_mem),
    ZP("dc_dispatch", "ctx", INVALID_ARGUMENT, dc_dispatch_report, zp_dis_null),
    ZP("dc_dispatch", "desc", INVALID_ARGUMENT, dc_dispatch_report, zp_dis_desc),
    ZP("dc_dispatch", "arg_count", INVALID_ARGUMENT, dc_dispatch_report, zp_dis_args),
    ZP("dc_dispatch", "destroyed", INVALID_HANDLE, dc_dispatch_report, zp_dis_kernel),
    ZP("dc_pipeline_run", "ctx", INVALID_ARGUMENT, dc_pipeline_report, zp_pip_null),
    ZP("dc_pipeline_run", "desc", INVALID_ARGUMENT, dc_pipeline_report, zp_pip_desc),
    ZP("dc_pipeline_run", "stage_count", INVALID_ARGUMENT, dc_pipeline_report, zp_pip_stages),
    ZP("dc_pipeline_run", "destroyed", INVALID_HANDLE, dc_pipeline_report, zp_pip_kernel),
    ZP("dc_device_native", "ctx", INVALID_ARGUMENT, zp_two_ptr, zp_dn_null),
    ZP("dc_device_native", "device", OUT_OF_RANGE, zp_two_ptr, zp_dn_dev),
    ZP("dc_device_native", "device", OUT_OF_RANGE, void *, zp_dn_dev_ctx),
    ZP("dc_buffer_native", "ctx", INVALID_ARGUMENT, uint64_t, zp_bn_null),
    ZP("dc_buffer_native", "destroyed", INVALID_HANDLE, uint64_t, zp_bn_stale),
    ZP("dc_buffer_native", "another context", INVALID_HANDLE, uint64_t, zp_bn_foreign),
    ZP("dc_stream_native", "ctx", INVALID_ARGUMENT, void *, zp_sn_null),
    ZP("dc_stream_native", "zero", INVALID_HANDLE, void *, zp_sn_zero),
    ZP("dc_stream_native", "destroyed", INVALID_HANDLE, void *, zp_sn_stale),
    ZP("dc_kernel_native", "ctx", INVALID_ARGUMENT, void *, zp_kn_null),
    ZP("dc_kernel_native", "zero", INVALID_HANDLE, void *, zp_kn_zero),
    ZP("dc_kernel_native", "destroyed", INVALID_HANDLE, void *, zp_kn_stale),
    ZP("dc_kernel_native", "device", OUT_OF_RANGE, void *, zp_kn_dev),
    ZP0("dc_buffer_write", "src", INVALID_ARGUMENT, zp_w_src),
    ZP0("dc_buffer_write_async", "src", INVALID_ARGUMENT, zp_wa_src),
    ZP0("dc_buffer_read", "dst", INVALID_ARGUMENT, zp_r_dst),
    ZP0("dc_buffer_read_async", "dst", INVALID_ARGUMENT, zp_ra_dst),
    ZP0("dc_buffer_fill", "pattern", INVALID_ARGUMENT, zp_f_pattern),
};
#undef ZP
#undef ZP0

TEST(outputs_zeroed_contract_table)
{
    zp_env v;
    tk_fixture fx;
    dc_buffer b2;
    size_t i, j, cap = 0;
    unsigned char *out;
    memset(&v, 0, sizeof v);
    v.ctx = tk_fixture_open(&fx, NULL, "scale", &v.k);
    REQUIRE(v.ctx);
    v.other = th_ctx(NULL);
    REQUIRE(v.other);
    v.n = fx.devices;
    v.m = fx.mod;
    REQUIRE_OK(dc_buffer_create(v.ctx, 0, 64, &v.b));
    REQUIRE_OK(dc_buffer_create(v.ctx, 0, 64, &v.stale_b));
    dc_buffer_destroy(v.ctx, v.stale_b);
    REQUIRE_OK(dc_buffer_create(v.other, 0, 64, &v.foreign_b));
    REQUIRE_OK(dc_buffer_create(v.ctx, 0, 64, &b2));   /* may take the stale buffer's slot: its generation must still tell */
    REQUIRE_OK(dc_stream_create(v.ctx, 0, &v.s));
    REQUIRE_OK(dc_stream_create(v.ctx, 0, &v.stale_s));
    REQUIRE_OK(dc_stream_destroy(v.ctx, v.stale_s));
    REQUIRE_OK(dc_event_record(v.ctx, v.s, &v.e));
    REQUIRE_OK(dc_event_record(v.ctx, v.s, &v.stale_e));
    dc_event_destroy(v.ctx, v.stale_e);
    if (v.n >= 2) REQUIRE_OK(dc_event_record(v.ctx, dc_default_stream(v.ctx, 1), &v.e_other_dev));
    REQUIRE_OK(tk_load(v.ctx, &v.stale_m));   /* PTX and OpenCL C: every device builds it */
    REQUIRE_OK(dc_kernel_get(v.ctx, v.stale_m, "scale", &v.stale_k));
    dc_module_destroy(v.ctx, v.stale_m);
    REQUIRE_OK(dc_synchronize(v.ctx));

    for (i = 0; i < sizeof zp_probes / sizeof zp_probes[0]; i++)
        if (zp_probes[i].out_bytes > cap) cap = zp_probes[i].out_bytes;
    out = (unsigned char *)malloc(cap);
    REQUIRE(out);
    for (i = 0; i < sizeof zp_probes / sizeof zp_probes[0]; i++) {
        const zp_probe *p = &zp_probes[i];
        const char *le;
        dc_result r;
        size_t fl;
        if (p->needs_two && v.n < 2) continue;
        memset(out, 0xAB, cap);
        r = p->call(&v, out);
        le = dc_last_error();
        fl = strlen(p->fn);
        if (r != p->want) {
            FAIL("probe %d (%s, \"%s\"): returned %s, expected %s (%s)", (int)i, p->fn, p->names, dc_result_name(r),
                 dc_result_name(p->want), le);
            if (r == DC_SUCCESS) continue;   /* nothing failed: no output or message to judge */
        }
        for (j = 0; j < p->out_bytes && out[j] == 0; j++) {}
        if (j < p->out_bytes)
            FAIL("probe %d (%s, \"%s\"): output byte %d of %d is 0x%02x after the failure", (int)i, p->fn, p->names, (int)j,
                 (int)p->out_bytes, out[j]);
        for (j = p->out_bytes; j < cap && out[j] == 0xAB; j++) {}
        if (j < cap) FAIL("probe %d (%s): wrote past its output (byte %d)", (int)i, p->fn, (int)j);
        if (strncmp(le, p->fn, fl) != 0 || le[fl] != ':')
            FAIL("probe %d (%s): dc_last_error() does not begin with \"%s:\": %s", (int)i, p->fn, p->fn, le);
        else if (!th_stristr(le, p->names))
            FAIL("probe %d (%s): dc_last_error() does not name \"%s\": %s", (int)i, p->fn, p->names, le);
    }
    free(out);
    dc_buffer_destroy(v.ctx, b2);
}
