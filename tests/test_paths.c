/* test_paths.c - the transfer paths the other files do not reach: pageable staging, copies
   across backends (an NVIDIA GPU seen through CUDA and OpenCL at once), a large odd-sized
   copy, and PTX newer than the driver. */
#include "common.h"

/* Writes and reads `n` bytes at an odd offset from host memory `h` (malloc'ed or
   dc_host_alloc'ed) on every device; returns the pageable-staged byte count it caused. */
static uint64_t round_trip_all(dc_context *ctx, unsigned char *h, unsigned char *back, uint64_t n)
{
    dc_transfer_stats before, after;
    int d;
    memset(&before, 0, sizeof before);
    memset(&after, 0, sizeof after);
    CHECK_OK(dc_transfer_stats_get(ctx, &before));
    for (d = 0; d < dc_device_count(ctx); d++) {
        dc_buffer b;
        uint64_t i;
        if (!CHECK_OK(dc_buffer_create(ctx, d, n + 16, &b))) continue;
        th_fill_random(h, (size_t)n, (uint64_t)d * 977u + n);
        memset(back, 0, (size_t)n);
        CHECK_OK(dc_buffer_write(ctx, b, 7, h, n));
        CHECK_OK(dc_buffer_read(ctx, b, 7, back, n));
        for (i = 0; i < n; i++)
            if (back[i] != h[i]) {
                FAIL("device %d: byte %llu of %llu is 0x%02x, wrote 0x%02x", d, (unsigned long long)i,
                     (unsigned long long)n, back[i], h[i]);
                break;
            }
        dc_buffer_destroy(ctx, b);
    }
    CHECK_OK(dc_transfer_stats_get(ctx, &after));
    CHECK_EQ(after.host_to_device_bytes - before.host_to_device_bytes, n * (uint64_t)dc_device_count(ctx));
    return after.pageable_staged_bytes - before.pageable_staged_bytes;
}

TEST(pageable_and_pinned_transfers)
{
    const uint64_t n = 20 * TK_MIB + 5;   /* three staging chunks and a ragged end */
    unsigned char *pageable, *back, *pinned, *pinned_back;
    uint64_t staged;
    int d, cuda = 0;
    dc_context *ctx = th_ctx(NULL);
    REQUIRE(ctx);
    for (d = 0; d < dc_device_count(ctx); d++) cuda += tk_backend(ctx, d) == DC_BACKEND_CUDA;
    pageable = (unsigned char *)malloc((size_t)n);
    back = (unsigned char *)malloc((size_t)n);
    pinned = (unsigned char *)dc_host_alloc(ctx, n);
    pinned_back = (unsigned char *)dc_host_alloc(ctx, n);
    if (!pageable || !back || !pinned || !pinned_back) {
        FAIL("out of host memory");
    } else {
        /* malloc'ed memory is staged on CUDA devices (write and read), never on OpenCL ones */
        staged = round_trip_all(ctx, pageable, back, n);
        CHECK_EQ(staged, 2 * n * (uint64_t)cuda);
        /* dc_host_alloc memory goes straight to the driver */
        staged = round_trip_all(ctx, pinned, pinned_back, n);
        CHECK_EQ(staged, 0);
    }
    dc_host_free(ctx, pinned);
    dc_host_free(ctx, pinned_back);
    free(pageable);
    free(back);
}

/* _async transfers of pageable memory keep their stream's order, also where they are
   staged (CUDA: through the device's ring of four 8 MiB pinned buffers, so 40 MiB reuses
   them within one transfer, and the second write's chunks wait for the first's uploads
   on another stream): two writes on two created streams, kernels after each on its
   stream, reads after them, one synchronize per stream. Each buffer must hold its own
   data, scaled. On OpenCL devices the driver takes the same calls (nothing is staged). */
TEST(pageable_async_transfers_keep_stream_order)
{
    const uint64_t n = 10 * TK_MIB + 3, bytes = n * sizeof(float);   /* floats: 40 MiB + 12 bytes */
    tk_fixture fx;
    dc_kernel k;
    float *h[2] = { NULL, NULL }, *back[2] = { NULL, NULL };
    int d, i, j;
    dc_context *ctx = tk_fixture_open(&fx, NULL, "scale", &k);
    REQUIRE(ctx);
    for (i = 0; i < 2; i++)
        if (!(h[i] = (float *)malloc((size_t)bytes)) || !(back[i] = (float *)malloc((size_t)bytes))) {
            FAIL("out of host memory");
            goto done;
        }
    for (d = 0; d < fx.devices && !th_failed(); d++) {
        dc_buffer x[2] = { { 0 }, { 0 } };
        dc_stream s[2] = { { 0 }, { 0 } };
        dc_transfer_stats before, after;
        memset(&before, 0, sizeof before);
        memset(&after, 0, sizeof after);
        for (i = 0; i < 2; i++) {
            uint64_t e;
            for (e = 0; e < n; e++) h[i][e] = (float)((e * 7 + (uint64_t)(i * 500 + d)) % 1000) + 0.5f;
            memset(back[i], 0, (size_t)bytes);
        }
        for (i = 0; i < 2; i++)
            if (!CHECK_OK(dc_buffer_create(ctx, d, bytes, &x[i])) || !CHECK_OK(dc_stream_create(ctx, d, &s[i]))) goto next;
        CHECK_OK(dc_transfer_stats_get(ctx, &before));
        for (i = 0; i < 2; i++) CHECK_OK(dc_buffer_write_async(ctx, s[i], x[i], 0, h[i], bytes));
        for (i = 0; i < 2; i++)
            for (j = 0; j < 2; j++) CHECK_OK(tk_scale(ctx, k, d, s[i], x[i], 2.0f, (uint32_t)n));
        for (i = 0; i < 2; i++) CHECK_OK(dc_buffer_read_async(ctx, s[i], x[i], 0, back[i], bytes));
        for (i = 0; i < 2; i++) CHECK_OK(dc_stream_synchronize(ctx, s[i]));
        CHECK_OK(dc_transfer_stats_get(ctx, &after));
        /* the staged path ran where it exists: both writes and both reads */
        CHECK_EQ(after.pageable_staged_bytes - before.pageable_staged_bytes, tk_backend(ctx, d) == DC_BACKEND_CUDA ? 4 * bytes : 0);
        for (i = 0; i < 2; i++) {
            uint64_t e;
            for (e = 0; e < n; e++)
                if (back[i][e] != 4.0f * h[i][e]) {
                    FAIL("device %d, buffer %d: float %llu (8 MiB chunk %llu) read back as %g, expected %g (written %g, then scaled twice)%s", d, i,
                         (unsigned long long)e, (unsigned long long)(e * sizeof(float) / (8 * TK_MIB)), back[i][e], 4.0f * h[i][e], h[i][e],
                         back[i][e] == 4.0f * h[1 - i][e] ? ": the other buffer's data" : "");
                    break;
                }
        }
    next:
        for (i = 0; i < 2; i++) {
            if (s[i].id) CHECK_OK(dc_stream_destroy(ctx, s[i]));
            dc_buffer_destroy(ctx, x[i]);
        }
    }
done:
    for (i = 0; i < 2; i++) {
        free(h[i]);
        free(back[i]);
    }
}

/* One large copy with odd size and offsets between the first and the last device. */
TEST(copy_large_odd)
{
    const uint64_t n = 64 * TK_MIB + 7;
    unsigned char *h, *back;
    dc_buffer a = { 0 }, b = { 0 };
    int last;
    uint64_t i;
    dc_context *ctx = th_ctx(NULL);
    REQUIRE(ctx);
    last = dc_device_count(ctx) - 1;
    h = (unsigned char *)malloc((size_t)n);
    back = (unsigned char *)malloc((size_t)n + 10);
    if (!h || !back) { free(h); free(back); FAIL("out of host memory"); return; }
    th_fill_random(h, (size_t)n, 64);
    memset(back, 0xa5, (size_t)n + 10);
    /* b holds 5 marked bytes either side of the copy's n: a copy that strays shows there */
    if (CHECK_OK(dc_buffer_create(ctx, 0, n + 3, &a)) && CHECK_OK(dc_buffer_create(ctx, last, n + 10, &b)) &&
        CHECK_OK(dc_buffer_write(ctx, b, 0, back, n + 10))) {
        CHECK_OK(dc_buffer_write(ctx, a, 3, h, n));
        CHECK_OK(dc_copy(ctx, b, 5, a, 3, n));
        CHECK_OK(dc_buffer_read(ctx, b, 0, back, n + 10));
        CHECK(memcmp(h, back + 5, (size_t)n) == 0);
        for (i = 0; i < 5; i++)
            if (back[i] != 0xa5 || back[n + 5 + i] != 0xa5) {
                FAIL("dc_copy wrote outside its range: byte %llu before it is 0x%02x, byte %llu after it 0x%02x", (unsigned long long)(5 - i),
                     back[i], (unsigned long long)i, back[n + 5 + i]);
                break;
            }
    }
    dc_buffer_destroy(ctx, a);
    dc_buffer_destroy(ctx, b);
    free(h);
    free(back);
}

/* With DC_CONTEXT_KEEP_DUPLICATES a GPU is listed through CUDA and through its vendor's
   OpenCL: copies between those two listings cross backends, through the host. */
TEST(copy_across_backends)
{
    dc_context_desc desc;
    dc_context *ctx;
    int a, b, n, pairs = 0;
    memset(&desc, 0, sizeof desc);
    desc.flags = DC_CONTEXT_KEEP_DUPLICATES;
    ctx = th_ctx(&desc);
    REQUIRE(ctx);
    n = dc_device_count(ctx);
    for (a = 0; a < n; a++)
        for (b = 0; b < n; b++) {
            const uint64_t bytes = 9 * TK_MIB + 1;
            unsigned char *h, *back;
            dc_buffer x = { 0 }, y = { 0 };
            dc_copy_path path = DC_COPY_PATH_NONE;
            if (tk_backend(ctx, a) == tk_backend(ctx, b)) continue;
            pairs++;
            h = (unsigned char *)malloc((size_t)bytes);
            back = (unsigned char *)malloc((size_t)bytes);
            if (!h || !back) { free(h); free(back); FAIL("out of host memory"); return; }
            th_fill_random(h, (size_t)bytes, (uint64_t)(a * 8 + b));
            if (CHECK_OK(dc_buffer_create(ctx, a, bytes, &x)) && CHECK_OK(dc_buffer_create(ctx, b, bytes, &y))) {
                CHECK_OK(dc_buffer_write(ctx, x, 0, h, bytes));
                CHECK_OK(dc_copy_path_get(ctx, y, x, &path));
                CHECK_EQ(path, DC_COPY_PATH_HOST_STAGED);
                CHECK_OK(dc_copy(ctx, y, 0, x, 0, bytes));
                CHECK_OK(dc_buffer_read(ctx, y, 0, back, bytes));
                if (memcmp(h, back, (size_t)bytes) != 0) FAIL("copy %d -> %d across backends moved wrong bytes", a, b);
            }
            dc_buffer_destroy(ctx, x);
            dc_buffer_destroy(ctx, y);
            free(h);
            free(back);
        }
    if (!pairs) SKIP("needs devices of two backends (a GPU machine)");
    th_note("%d cross-backend pairs", pairs);
}

TEST(ptx_newer_than_driver)
{
    static const char ptx[] =
        ".version 99.9\n.target sm_90\n.address_size 64\n"
        ".visible .entry nothing()\n{\n\tret;\n}\n";
    dc_module_desc md;
    dc_module m;
    int d, cuda = 0;
    dc_context *ctx = th_ctx(NULL);
    REQUIRE(ctx);
    for (d = 0; d < dc_device_count(ctx); d++) cuda += tk_backend(ctx, d) == DC_BACKEND_CUDA;
    if (!cuda) SKIP("no CUDA device");
    memset(&md, 0, sizeof md);
    md.ptx = ptx;
    md.name = "future";
    CHECK_ERR(dc_module_load(ctx, &md, &m), DC_ERROR_KERNEL_BUILD);
    CHECK(strstr(dc_last_error(), "newer than this driver") != NULL);
    CHECK(strstr(dc_last_error(), "99.9") != NULL);
}
