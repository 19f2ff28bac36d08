/* test_transfers.c - copies between devices (every path), copies ordered by stream waits
   (every path), copy paths, transfer statistics, the topology print and measurement. */
#define _POSIX_C_SOURCE 200809L
#include "common.h"

#include <limits.h>

static int path_valid_between(dc_copy_path p)
{
    return p == DC_COPY_PATH_PEER || p == DC_COPY_PATH_SAME_CONTEXT ||
           p == DC_COPY_PATH_HOST_STAGED;
}

/* Copies `n` random bytes from device a (at offset so) to device b (at offset dof) and
   checks the whole destination: the range holds the data, the rest what was there. */
static void copy_pair(dc_context *ctx, int a, int b, uint64_t so, uint64_t dof, uint64_t n,
                      int async)
{
    uint64_t ssize = so + n + 5, dsize = dof + n + 9, i;
    unsigned char *src = (unsigned char *)malloc((size_t)ssize);
    unsigned char *dst = (unsigned char *)malloc((size_t)dsize);
    dc_buffer bs = { 0 }, bd = { 0 };
    dc_copy_path path = DC_COPY_PATH_NONE;
    dc_peer_info pi;
    dc_transfer_stats before, after;
    if (!src || !dst) {
        FAIL("out of host memory");
        goto done;
    }
    th_fill_random(src, (size_t)ssize, (uint64_t)(a * 31 + b * 7) + n);
    memset(dst, 0x3C, (size_t)dsize);
    if (!CHECK_OK(dc_buffer_create(ctx, a, ssize, &bs))) goto done;
    if (!CHECK_OK(dc_buffer_create(ctx, b, dsize, &bd))) goto done;
    CHECK_OK(dc_buffer_write(ctx, bd, 0, dst, dsize));
    if (async) {
        /* a large write still queued on the source's default stream: the copy on the
           destination's stream is ordered after it */
        CHECK_OK(dc_buffer_write_async(ctx, dc_default_stream(ctx, a), bs, 0, src, ssize));
    } else {
        CHECK_OK(dc_buffer_write(ctx, bs, 0, src, ssize));
    }
    CHECK_OK(dc_copy_path_get(ctx, bd, bs, &path));
    CHECK_OK(dc_transfer_stats_get(ctx, &before));
    if (async) {
        dc_stream s;
        if (CHECK_OK(dc_stream_create(ctx, b, &s))) {
            CHECK_OK(dc_copy_async(ctx, s, bd, dof, bs, so, n));
            CHECK_OK(dc_stream_synchronize(ctx, s));
            CHECK_OK(dc_stream_destroy(ctx, s));
        }
    } else {
        CHECK_OK(dc_copy(ctx, bd, dof, bs, so, n));
    }
    CHECK_OK(dc_transfer_stats_get(ctx, &after));
    /* the path may change once, when peer access gets enabled by this first copy */
    {
        dc_copy_path now = DC_COPY_PATH_NONE;
        CHECK_OK(dc_copy_path_get(ctx, bd, bs, &now));
        if (a == b) CHECK_EQ(now, DC_COPY_PATH_SAME_DEVICE);
        else if (!path_valid_between(now))
            FAIL("devices %d -> %d: copy path %d (%s)", a, b, (int)now, dc_copy_path_name(now));
        if (now < DC_COPY_PATH_COUNT && path < DC_COPY_PATH_COUNT) {
            uint64_t total = 0, mine;
            int k;
            for (k = 0; k < DC_COPY_PATH_COUNT; k++) total += after.copy_bytes[k] - before.copy_bytes[k];
            mine = after.copy_bytes[now] - before.copy_bytes[now];
            if (now != path) mine += after.copy_bytes[path] - before.copy_bytes[path];
            if (total != n || mine != n)
                FAIL("devices %d -> %d: transfer stats counted %llu bytes (%llu on path %s), "
                     "copied %llu", a, b, (unsigned long long)total, (unsigned long long)mine,
                     dc_copy_path_name(now), (unsigned long long)n);
        }
        if (CHECK_OK(dc_peer_get_info(ctx, a, b, &pi)) && a != b) CHECK_EQ(pi.copy_path, now);
    }
    memset(dst, 0, (size_t)dsize);
    CHECK_OK(dc_buffer_read(ctx, bd, 0, dst, dsize));
    for (i = 0; i < dsize; i++) {
        unsigned char want = (i >= dof && i < dof + n) ? src[so + i - dof] : 0x3C;
        if (dst[i] != want) {
            FAIL("dc_copy%s %d -> %d (%s), %llu bytes from %llu to %llu: byte %llu is 0x%02x, "
                 "expected 0x%02x", async ? "_async" : "", a, b, dc_copy_path_name(path),
                 (unsigned long long)n, (unsigned long long)so, (unsigned long long)dof,
                 (unsigned long long)i, dst[i], want);
            break;
        }
    }
done:
    dc_buffer_destroy(ctx, bs);
    dc_buffer_destroy(ctx, bd);
    free(src);
    free(dst);
}

TEST(copy_between_devices)
{
    static const uint64_t sizes[] = { 1, 4097, 9 * TK_MIB + 3 };
    int a, b, n, pairs = 0;
    unsigned i;
    dc_context *ctx = th_ctx(NULL);
    REQUIRE(ctx);
    n = dc_device_count(ctx);
    if (n < 2) SKIP("needs 2 devices, have %d", n);
    for (a = 0; a < n; a++)
        for (b = 0; b < n; b++) {
            if (a == b) continue;
            pairs++;
            for (i = 0; i < sizeof sizes / sizeof sizes[0]; i++)
                copy_pair(ctx, a, b, 3, 11, sizes[i], 0);
            copy_pair(ctx, a, b, 0, 1, 5 * TK_MIB + 1, 1);
            if (th_failed()) return;
        }
    th_note("%d ordered device pairs", pairs);
}

TEST(copy_without_peer_access)
{
    dc_context_desc d;
    dc_context *ctx;
    int n;
    memset(&d, 0, sizeof d);
    d.flags = DC_CONTEXT_NO_PEER;
    ctx = th_ctx(&d);
    REQUIRE(ctx);
    n = dc_device_count(ctx);
    if (n < 2) SKIP("needs 2 devices, have %d", n);
    copy_pair(ctx, 0, 1, 1, 2, 3 * TK_MIB + 1, 0);
    copy_pair(ctx, n - 1, 0, 0, 0, 4096, 1);
    {   /* every pair goes through the host, as DC_CONTEXT_NO_PEER says: not only not peer
           (never so on OpenCL), also not one OpenCL context's own copies */
        dc_peer_info p;
        int a, b;
        for (a = 0; a < n; a++)
            for (b = 0; b < n; b++) {
                if (a == b) continue;
                REQUIRE_OK(dc_peer_get_info(ctx, a, b, &p));
                if (p.copy_path != DC_COPY_PATH_HOST_STAGED)
                    FAIL("DC_CONTEXT_NO_PEER: devices %d -> %d copy by the %s path", a, b, dc_copy_path_name(p.copy_path));
                CHECK(!p.access_enabled);
            }
    }
}

TEST(copy_path_bad_input)
{
    dc_buffer b, stale;
    dc_copy_path p;
    dc_transfer_stats st;
    double g[1];
    int i;
    dc_context *ctx = th_ctx(NULL), *other = th_ctx(NULL);
    REQUIRE(ctx && other);
    REQUIRE_OK(dc_buffer_create(ctx, 0, 16, &b));
    REQUIRE_OK(dc_buffer_create(ctx, 0, 16, &stale));
    dc_buffer_destroy(ctx, stale);
    CHECK_ERR(dc_copy_path_get(NULL, b, b, &p), DC_ERROR_INVALID_ARGUMENT);
    CHECK_ERR(dc_copy_path_get(ctx, b, b, NULL), DC_ERROR_INVALID_ARGUMENT);
    CHECK_ERR(dc_copy_path_get(ctx, (dc_buffer){ 0 }, b, &p), DC_ERROR_INVALID_HANDLE);
    CHECK_ERR(dc_copy_path_get(ctx, b, stale, &p), DC_ERROR_INVALID_HANDLE);
    {
        dc_buffer ob;
        REQUIRE_OK(dc_buffer_create(other, 0, 16, &ob));
        CHECK_ERR(dc_copy_path_get(ctx, ob, b, &p), DC_ERROR_INVALID_HANDLE);
        CHECK_ERR(dc_copy(ctx, ob, 0, b, 0, 16), DC_ERROR_INVALID_HANDLE);
    }
    CHECK_OK(dc_copy_path_get(ctx, b, b, &p));
    CHECK_EQ(p, DC_COPY_PATH_SAME_DEVICE);
    CHECK_ERR(dc_transfer_stats_get(NULL, &st), DC_ERROR_INVALID_ARGUMENT);
    CHECK_ERR(dc_transfer_stats_get(ctx, NULL), DC_ERROR_INVALID_ARGUMENT);
    CHECK_ERR(dc_topology_print(NULL, stdout), DC_ERROR_INVALID_ARGUMENT);
    CHECK_ERR(dc_topology_print(ctx, NULL), DC_ERROR_INVALID_ARGUMENT);
    CHECK_ERR(dc_topology_measure(NULL, 4096, g), DC_ERROR_INVALID_ARGUMENT);
    for (i = 0; i < DC_COPY_PATH_COUNT; i++) {
        const char *name = dc_copy_path_name((dc_copy_path)i);
        CHECK(name != NULL && name[0] != 0);
    }
    CHECK(strcmp(dc_copy_path_name(DC_COPY_PATH_PEER), dc_copy_path_name(DC_COPY_PATH_HOST_STAGED)) != 0);
    CHECK(dc_copy_path_name(DC_COPY_PATH_COUNT) != NULL);
    CHECK(dc_copy_path_name((dc_copy_path)-1) != NULL);
    CHECK(dc_copy_path_name((dc_copy_path)INT_MAX) != NULL);
}

TEST(transfer_stats)
{
    dc_transfer_stats a, b;
    unsigned char *buf = (unsigned char *)malloc(2 * TK_MIB + 5);
    int d, n;
    uint64_t written = 0, read = 0;
    dc_context *ctx = th_ctx(NULL);
    if (!buf || !ctx) {
        free(buf);
        REQUIRE(ctx);
        FAIL("out of host memory");
        return;
    }
    memset(buf, 1, 2 * TK_MIB + 5);
    n = dc_device_count(ctx);
    CHECK_OK(dc_transfer_stats_get(ctx, &a));
    for (d = 0; d < n; d++) {
        dc_buffer x, y;
        if (!CHECK_OK(dc_buffer_create(ctx, d, 2 * TK_MIB + 5, &x))) break;
        if (!CHECK_OK(dc_buffer_create(ctx, d, 2 * TK_MIB + 5, &y))) break;
        CHECK_OK(dc_buffer_write(ctx, x, 0, buf, 2 * TK_MIB + 5));
        CHECK_OK(dc_buffer_write_async(ctx, (dc_stream){ 0 }, x, 0, buf, 100));
        CHECK_OK(dc_buffer_read(ctx, x, 1, buf, 77));
        CHECK_OK(dc_copy(ctx, y, 0, x, 0, 1000));
        CHECK_OK(dc_device_synchronize(ctx, d));
        written += 2 * TK_MIB + 5 + 100;
        read += 77;
    }
    CHECK_OK(dc_transfer_stats_get(ctx, &b));
    CHECK_EQ(b.host_to_device_bytes - a.host_to_device_bytes, written);
    CHECK_EQ(b.device_to_host_bytes - a.device_to_host_bytes, read);
    CHECK_EQ(b.copy_bytes[DC_COPY_PATH_SAME_DEVICE] - a.copy_bytes[DC_COPY_PATH_SAME_DEVICE],
             1000 * (uint64_t)n);
    CHECK_EQ(b.copy_count[DC_COPY_PATH_SAME_DEVICE] - a.copy_count[DC_COPY_PATH_SAME_DEVICE], n);
    CHECK(b.pageable_staged_bytes - a.pageable_staged_bytes <= written);
    if (th_has_backend(ctx, DC_BACKEND_CUDA))   /* malloc memory above 1 MiB on CUDA */
        CHECK(b.pageable_staged_bytes > a.pageable_staged_bytes);
    free(buf);
}

/* The rest of the line of device `a` ("dev<a> ...") in `text` after `from`, or NULL. */
static const char *topo_row(const char *from, int a)
{
    char key[32];
    snprintf(key, sizeof key, "\ndev%d ", a);
    from = strstr(from, key);
    return from ? from + strlen(key) : NULL;
}

/* What dc_topology_print wrote to f, NUL-terminated in text (cap bytes). */
static int topo_text(dc_context *ctx, char *text, size_t cap)
{
    size_t n;
    FILE *f = tmpfile();
    if (!f) return 0;
    if (!CHECK_OK(dc_topology_print(ctx, f))) {
        fclose(f);
        return 0;
    }
    rewind(f);
    n = fread(text, 1, cap - 1, f);
    text[n] = 0;
    fclose(f);
    return n > 0;
}

/* dc_topology_print shows each pair's link as dc_peer_get_info names it (in the header's
   words: SELF, NVLINK, PCIE, CTX, HOST) and, once dc_topology_measure ran, its figures.
   The figures themselves: each is the bytes of one copy over a copy's time, and each timed
   copy ran inside the call, so a figure is at least bytes / the call's whole time; and no
   copy moves 10 TB/s (an H200's memory: under 5). A figure in MB/s or TB/s by mistake,
   or a print that leaves them out, fails. */
TEST(topology_print_and_measure)
{
    static const char *const link_words[] = { "PEER?", "SELF", "NVLINK", "PCIE", "CTX", "HOST" };
    int n, a, b;
    double *g, t0, took;
    static char text[1 << 16];
    dc_context *ctx = th_ctx(NULL);
    REQUIRE(ctx);
    n = dc_device_count(ctx);
    if (topo_text(ctx, text, sizeof text)) {
        if (strstr(text, "Measured")) FAIL("figures printed before dc_topology_measure ran:\n%s", text);
        for (a = 0; a < n; a++) {
            const char *row = topo_row(text, a);
            if (!row) {
                FAIL("no row for device %d:\n%s", a, text);
                break;
            }
            for (b = 0; b < n; b++) {
                dc_peer_info p;
                char word[16];
                int used = 0;
                if (sscanf(row, "%15s%n", word, &used) != 1) word[0] = 0;
                row += used;
                if (CHECK_OK(dc_peer_get_info(ctx, a, b, &p)) && (unsigned)p.link < 6 && strcmp(word, link_words[p.link]))
                    FAIL("device %d -> %d printed as \"%s\", dc_peer_get_info says %s", a, b, word, link_words[p.link]);
            }
        }
    }
    g = (double *)calloc((size_t)(n * n), sizeof *g);
    REQUIRE(g);
    t0 = th_now();
    if (CHECK_OK(dc_topology_measure(ctx, TK_MIB, g))) {
        took = th_now() - t0;
        for (a = 0; a < n; a++)
            for (b = 0; b < n; b++) {
                dc_peer_info p;
                double v = g[a * n + b];
                if (!(v >= (double)TK_MIB / took / 1e9 && v < 10000.0))
                    FAIL("measured %d -> %d: %g GB/s (1 MiB copies in a call of %.3f s: at least %g)", a, b, v, took,
                         (double)TK_MIB / took / 1e9);
                if (CHECK_OK(dc_peer_get_info(ctx, a, b, &p)))
                    CHECK(p.measured_gbps == v);
            }
        /* the figures printed, row by row (%.1f) */
        if (topo_text(ctx, text, sizeof text)) {
            const char *m = strstr(text, "Measured");
            for (a = 0; m && a < n; a++) {
                const char *row = topo_row(m, a);
                for (b = 0; row && b < n; b++) {
                    double shown;
                    int used = 0;
                    if (sscanf(row, "%lf%n", &shown, &used) != 1 || !(shown > g[a * n + b] - 0.051 && shown < g[a * n + b] + 0.051)) {
                        FAIL("device %d -> %d: measured %g GB/s, printed otherwise:\n%s", a, b, g[a * n + b], m);
                        row = NULL;
                        break;
                    }
                    row += used;
                }
                if (!row) break;
            }
            if (!m) FAIL("no measured figures printed after dc_topology_measure:\n%s", text);
        }
    }
    CHECK_OK(dc_topology_measure(ctx, 4096, NULL));
    free(g);
}

/* --- a copy honours what its stream waits for, on every path ---------------------------
   One program for every copy path: on the source device six 4 MiB fills of X, each with
   another byte, on a created stream t; an event on t; the destination's default stream
   waits for that event; then Y <- X by dc_copy, and again by dc_copy_async on that
   default stream and a synchronize. Stream order alone decides what the copy reads: the
   last fill, in every byte, whichever way the bytes travel. A path that reads X without
   honouring the wait shows an earlier fill (or the sentinel Y started with). Twenty
   rounds, since the window of a missed wait is a race. */
enum { WAIT_BYTES = 4 * 1024 * 1024, WAIT_FILLS = 6, WAIT_ROUNDS = 20 };
#define WAIT_SENTINEL 0xFFu   /* never a fill value: those are 1 + copy * WAIT_FILLS + fill <= 240 */

/* An ordered pair whose copies take `want` now (a == b for the same device). */
static int find_path_pair(dc_context *ctx, dc_copy_path want, int *a, int *b)
{
    int n = dc_device_count(ctx), i, j;
    for (i = 0; i < n; i++)
        for (j = 0; j < n; j++) {
            dc_peer_info p;
            if ((i == j) != (want == DC_COPY_PATH_SAME_DEVICE)) continue;
            if (i != j && (dc_peer_get_info(ctx, i, j, &p) != DC_SUCCESS || p.copy_path != want)) continue;
            *a = i;
            *b = j;
            return 1;
        }
    return 0;
}

/* Names a byte that is not the last fill: which fill of which copy wrote it. */
static void describe_wait_byte(char *out, size_t size, unsigned v)
{
    if (v == WAIT_SENTINEL) snprintf(out, size, "the sentinel (nothing copied there)");
    else if (v >= 1 && v <= 2 * WAIT_ROUNDS * WAIT_FILLS)
        snprintf(out, size, "fill %u of %u of copy %u", (v - 1) % WAIT_FILLS + 1, WAIT_FILLS,
                 (v - 1) / WAIT_FILLS + 1);
    else snprintf(out, size, "no fill's byte");
}

static void copy_after_wait(dc_context *ctx, int a, int b, dc_copy_path want)
{
    unsigned char *back = (unsigned char *)malloc(WAIT_BYTES);
    const unsigned char sentinel = WAIT_SENTINEL;
    dc_buffer x = { 0 }, y = { 0 };
    dc_stream t = { 0 }, to = dc_default_stream(ctx, b);
    dc_copy_path path = DC_COPY_PATH_NONE;
    dc_transfer_stats before, after;
    int copies = 0, done_copies = 0, round, async, i, bad[2] = { 0, 0 };
    memset(&before, 0, sizeof before);
    memset(&after, 0, sizeof after);
    if (!back) {
        FAIL("out of host memory");
        return;
    }
    if (!CHECK_OK(dc_buffer_create(ctx, a, WAIT_BYTES, &x)) ||
        !CHECK_OK(dc_buffer_create(ctx, b, WAIT_BYTES, &y)) || !CHECK_OK(dc_stream_create(ctx, a, &t)))
        goto done;
    /* each variant must really run on its path, or it tests nothing */
    CHECK_OK(dc_copy_path_get(ctx, y, x, &path));
    if (path != want) {
        FAIL("devices %d -> %d: the copy takes the %s path, this variant is for %s", a, b,
             dc_copy_path_name(path), dc_copy_path_name(want));
        goto done;
    }
    CHECK_OK(dc_transfer_stats_get(ctx, &before));
    /* both variants run every round until each has failed once (one report each) */
    for (round = 0; round < WAIT_ROUNDS && !(bad[0] && bad[1]); round++)
        for (async = 0; async < 2; async++) {
            const unsigned first = 1u + (unsigned)copies * WAIT_FILLS, last = first + WAIT_FILLS - 1;
            dc_event e = { 0 };
            size_t k, wrong = 0, at = 0;
            int ok = 1;
            copies++;
            if (bad[async]) continue;
            ok &= CHECK_OK(dc_buffer_fill(ctx, y, 0, WAIT_BYTES, &sentinel, 1));
            for (i = 0; i < WAIT_FILLS; i++) {
                const unsigned char v = (unsigned char)(first + (unsigned)i);
                ok &= CHECK_OK(dc_buffer_fill_async(ctx, t, x, 0, WAIT_BYTES, &v, 1));
            }
            ok &= CHECK_OK(dc_event_record(ctx, t, &e));
            ok &= CHECK_OK(dc_stream_wait_event(ctx, to, e));
            if (async) {
                ok &= CHECK_OK(dc_copy_async(ctx, to, y, 0, x, 0, WAIT_BYTES));
                ok &= CHECK_OK(dc_stream_synchronize(ctx, to));
            } else {
                ok &= CHECK_OK(dc_copy(ctx, y, 0, x, 0, WAIT_BYTES));
            }
            done_copies++;
            memset(back, 0, WAIT_BYTES);
            ok &= CHECK_OK(dc_buffer_read(ctx, y, 0, back, WAIT_BYTES));
            for (k = 0; k < WAIT_BYTES; k++)
                if (back[k] != last && wrong++ == 0) at = k;
            if (!ok || wrong) bad[async] = 1;
            if (wrong) {
                char what[96];
                describe_wait_byte(what, sizeof what, back[at]);
                FAIL("devices %d -> %d, %s path, %s, round %d: %zu of %u bytes are not the last "
                     "fill (0x%02x); the first, byte %zu, is 0x%02x: %s", a, b,
                     dc_copy_path_name(want), async ? "dc_copy_async" : "dc_copy", round + 1,
                     wrong, (unsigned)WAIT_BYTES, last, at, back[at], what);
            }
            /* the fills of the next copy must not overtake this one's read of X */
            CHECK_OK(dc_stream_synchronize(ctx, t));
            dc_event_destroy(ctx, e);
        }
    CHECK_OK(dc_transfer_stats_get(ctx, &after));
    CHECK_EQ(after.copy_count[want] - before.copy_count[want], done_copies);
    CHECK_OK(dc_copy_path_get(ctx, y, x, &path));
    CHECK_EQ(path, want);
done:
    if (t.id) CHECK_OK(dc_stream_destroy(ctx, t));
    dc_buffer_destroy(ctx, x);
    dc_buffer_destroy(ctx, y);
    free(back);
}

/* A context under DC_CONTEXT_NO_PEER (with `kernel` of the test kernels in *k, or none
   for NULL) and an ordered pair a -> b whose copies go through the host: 1 when ready, 0
   with fewer than 2 devices, -1 once a failure is recorded (for TK_REQUIRE_OR_SKIP). */
static int open_host_staged_pair_at(const char *file, int line, tk_fixture *fx, const char *kernel, dc_kernel *k, int *a, int *b)
{
    dc_context_desc desc;
    memset(&desc, 0, sizeof desc);
    desc.flags = DC_CONTEXT_NO_PEER;
    if (!tk_fixture_open_at(file, line, fx, &desc, kernel, k)) return -1;
    if (fx->devices < 2) return 0;
    /* two devices under NO_PEER have that path: a skip here hid one that did not */
    if (!find_path_pair(fx->ctx, DC_COPY_PATH_HOST_STAGED, a, b)) {
        th_fail(file, line, "DC_CONTEXT_NO_PEER with %d devices: no pair copies by the host-staged path", fx->devices);
        return -1;
    }
    return 1;
}
#define OPEN_HOST_STAGED_PAIR(fx, kernel, k, a, b)                                                              \
    TK_REQUIRE_OR_SKIP(open_host_staged_pair_at(__FILE__, __LINE__, fx, kernel, k, a, b), "needs 2 devices, have %d", \
                       dc_device_count((fx)->ctx))

/* DC_CONTEXT_NO_PEER: every copy between devices goes through the staging ring. */
TEST(copy_waits_for_its_stream_host_staged)
{
    tk_fixture fx;
    int a, b;
    OPEN_HOST_STAGED_PAIR(&fx, NULL, NULL, &a, &b);
    copy_after_wait(fx.ctx, a, b, DC_COPY_PATH_HOST_STAGED);
}

/* Two devices of one OpenCL context (PoCL "pthread pthread"): the runtime copies. */
TEST(copy_waits_for_its_stream_same_context)
{
    int a, b;
    dc_context *ctx = th_ctx(NULL);
    REQUIRE(ctx);
    if (!find_path_pair(ctx, DC_COPY_PATH_SAME_CONTEXT, &a, &b)) {
        /* only where no two OpenCL devices share a cl_context: a skip hid a library that
           staged their copies through the host */
        int i, j, n = dc_device_count(ctx);
        for (i = 0; i < n; i++)
            for (j = i + 1; j < n; j++) {
                void *ci = NULL, *cj = NULL;
                if (tk_backend(ctx, i) != DC_BACKEND_OPENCL || tk_backend(ctx, j) != DC_BACKEND_OPENCL) continue;
                if (CHECK_OK(dc_device_native(ctx, i, NULL, &ci)) && CHECK_OK(dc_device_native(ctx, j, NULL, &cj)) && ci == cj) {
                    dc_peer_info p;
                    memset(&p, 0, sizeof p);
                    CHECK_OK(dc_peer_get_info(ctx, i, j, &p));
                    FAIL("devices %d and %d share one cl_context, their copies take the %s path", i, j, dc_copy_path_name(p.copy_path));
                    return;
                }
            }
        SKIP("no two devices share an OpenCL context here");
    }
    copy_after_wait(ctx, a, b, DC_COPY_PATH_SAME_CONTEXT);
}

/* Two CUDA GPUs with peer access (NVLink or PCIe). */
TEST(copy_waits_for_its_stream_peer)
{
    int a, b;
    dc_context *ctx = th_ctx(NULL);
    REQUIRE(ctx);
    if (!find_path_pair(ctx, DC_COPY_PATH_PEER, &a, &b)) SKIP("no pair of CUDA devices with peer access");
    copy_after_wait(ctx, a, b, DC_COPY_PATH_PEER);
}

/* X and Y on one device: the control that every other path must agree with. */
TEST(copy_waits_for_its_stream_same_device)
{
    int a, b;
    dc_context *ctx = th_ctx(NULL);
    REQUIRE(ctx);
    REQUIRE(find_path_pair(ctx, DC_COPY_PATH_SAME_DEVICE, &a, &b));
    copy_after_wait(ctx, a, b, DC_COPY_PATH_SAME_DEVICE);
}

/* --- every chunk of a copy keeps the ordering promises ---------------------------------
   A host-staged copy moves its bytes in chunks of 8 MiB through a ring of four pinned
   buffers (DC__STAGE_CHUNK, DC__STAGE_SLOTS), so a copy of 40 MiB is six chunks that reuse
   the ring's buffers; on the other paths it is one driver copy. One program for every
   path, with no host synchronisation anywhere in it: four kernels scale X on the source
   device (on its default stream, which a copy between devices is ordered after; on the
   copy's own stream for a copy within one device), Y <- X on a created stream of the
   destination, an event there, a stream of a third device (the source where there are
   two) waits for that event, copies Y on into Z and reads Z. Every float of Z and of Y
   must be X's after the four kernels: the sentinel in some chunk is a step that ran
   before its chunk arrived (an event recorded before the last chunk, a chunk on a stream
   the event does not cover), X's earlier values a chunk that did not wait for the
   kernels. On a CUDA machine: PEER between two GPUs, HOST_STAGED under NO_PEER (CUDA
   streams and events on both sides, the D2H legs on the source's default stream), and
   SAME_DEVICE. */
#define CHUNKY_FLOATS ((uint64_t)10 * 1024 * 1024 + 3)   /* 40 MiB + 12 bytes: six staging chunks */
enum { CHUNKY_SCALES = 4 };

/* What a float that is not X's final value is. */
static void describe_chunky(char *out, size_t size, float got, float base)
{
    int j;
    if (got != got) {
        snprintf(out, size, "the sentinel (nothing copied there)");
        return;
    }
    for (j = 0; j < CHUNKY_SCALES; j++)
        if (got == base * (float)(1 << j)) {
            snprintf(out, size, "X after %d of the %d kernels", j, CHUNKY_SCALES);
            return;
        }
    snprintf(out, size, "no value X ever held");
}

/* Fails the test naming the first float of got[] that is not base[i] * 2^CHUNKY_SCALES,
   its staging chunk and how many differ; 1 when all are right. */
static int chunky_check(const float *got, const float *base, uint64_t n, const char *what)
{
    const float f = (float)(1 << CHUNKY_SCALES);
    uint64_t i, wrong = 0, at = 0;
    char why[64];
    for (i = 0; i < n; i++)
        if (got[i] != base[i] * f && wrong++ == 0) at = i;
    if (!wrong) return 1;
    describe_chunky(why, sizeof why, got[at], base[at]);
    FAIL("%s: %llu of %llu floats wrong; the first, float %llu (8 MiB chunk %llu), is %g, expected %g: %s", what,
         (unsigned long long)wrong, (unsigned long long)n, (unsigned long long)at,
         (unsigned long long)(at * sizeof(float) / (8 * TK_MIB)), got[at], base[at] * f, why);
    return 0;
}

static void chunky_copy_chain(dc_context *ctx, dc_kernel k, int a, int b, int c, dc_copy_path want, int rounds)
{
    const uint64_t n = CHUNKY_FLOATS, bytes = n * sizeof(float);
    const unsigned char sentinel = 0xFF;   /* a NaN in every float */
    float *h = (float *)malloc((size_t)bytes), *out = (float *)malloc((size_t)bytes);
    dc_buffer x = { 0 }, y = { 0 }, z = { 0 };
    dc_stream sb = { 0 }, sc = { 0 }, none = { 0 };
    dc_copy_path path = DC_COPY_PATH_NONE;
    char what[160];
    uint64_t i;
    int round, j;
    if (!h || !out) {
        FAIL("out of host memory");
        goto done;
    }
    if (!CHECK_OK(dc_buffer_create(ctx, a, bytes, &x)) || !CHECK_OK(dc_buffer_create(ctx, b, bytes, &y)) ||
        !CHECK_OK(dc_buffer_create(ctx, c, bytes, &z)) || !CHECK_OK(dc_stream_create(ctx, b, &sb)) ||
        !CHECK_OK(dc_stream_create(ctx, c, &sc)))
        goto done;
    CHECK_OK(dc_copy_path_get(ctx, y, x, &path));
    if (path != want) {
        FAIL("devices %d -> %d: the copy takes the %s path, this variant is for %s", a, b, dc_copy_path_name(path),
             dc_copy_path_name(want));
        goto done;
    }
    for (round = 0; round < rounds && !th_failed(); round++) {
        dc_event e = { 0 };
        for (i = 0; i < n; i++) h[i] = (float)((i * 7 + (uint64_t)round * 13) % 1000) + 0.5f;
        if (!CHECK_OK(dc_buffer_fill(ctx, y, 0, bytes, &sentinel, 1)) || !CHECK_OK(dc_buffer_fill(ctx, z, 0, bytes, &sentinel, 1)) ||
            !CHECK_OK(dc_buffer_write(ctx, x, 0, h, bytes)))
            break;
        for (j = 0; j < CHUNKY_SCALES; j++) CHECK_OK(tk_scale(ctx, k, a, a == b ? sb : none, x, 2.0f, (uint32_t)n));
        CHECK_OK(dc_copy_async(ctx, sb, y, 0, x, 0, bytes));
        CHECK_OK(dc_event_record(ctx, sb, &e));
        CHECK_OK(dc_stream_wait_event(ctx, sc, e));
        CHECK_OK(dc_copy_async(ctx, sc, z, 0, y, 0, bytes));
        memset(out, 0, (size_t)bytes);
        CHECK_OK(dc_buffer_read_async(ctx, sc, z, 0, out, bytes));
        CHECK_OK(dc_stream_synchronize(ctx, sc));
        snprintf(what, sizeof what, "%s path, round %d: Z on device %d, copied from Y after an event of device %d's stream",
                 dc_copy_path_name(want), round + 1, c, b);
        chunky_check(out, h, n, what);
        CHECK_OK(dc_stream_synchronize(ctx, sb));
        memset(out, 0, (size_t)bytes);
        if (CHECK_OK(dc_buffer_read(ctx, y, 0, out, bytes))) {
            snprintf(what, sizeof what, "%s path, round %d: Y on device %d, copied from X on device %d after its kernels",
                     dc_copy_path_name(want), round + 1, b, a);
            chunky_check(out, h, n, what);
        }
        dc_event_destroy(ctx, e);
    }
    CHECK_OK(dc_copy_path_get(ctx, y, x, &path));
    CHECK_EQ(path, want);
done:
    if (sb.id) CHECK_OK(dc_stream_destroy(ctx, sb));
    if (sc.id) CHECK_OK(dc_stream_destroy(ctx, sc));
    dc_buffer_destroy(ctx, x);
    dc_buffer_destroy(ctx, y);
    dc_buffer_destroy(ctx, z);
    free(h);
    free(out);
}

/* A third device for the chain: one that is neither a nor b, else a (else b: one device). */
static int chunky_third(dc_context *ctx, int a, int b)
{
    int i;
    for (i = 0; i < dc_device_count(ctx); i++)
        if (i != a && i != b) return i;
    return a != b ? a : b;
}

TEST(copy_chain_every_chunk_host_staged)
{
    tk_fixture fx;
    dc_kernel k;
    int a, b;
    OPEN_HOST_STAGED_PAIR(&fx, "scale", &k, &a, &b);
    chunky_copy_chain(fx.ctx, k, a, b, chunky_third(fx.ctx, a, b), DC_COPY_PATH_HOST_STAGED, 2);
}

/* The device paths (one OpenCL context, CUDA peer) and one device, where there are. */
TEST(copy_chain_every_chunk_device_paths)
{
    static const dc_copy_path paths[] = { DC_COPY_PATH_SAME_DEVICE, DC_COPY_PATH_SAME_CONTEXT, DC_COPY_PATH_PEER };
    tk_fixture fx;
    dc_kernel k;
    unsigned p;
    int a, b, ran = 0;
    dc_context *ctx = tk_fixture_open(&fx, NULL, "scale", &k);
    REQUIRE(ctx);
    for (p = 0; p < sizeof paths / sizeof paths[0] && !th_failed(); p++)
        if (find_path_pair(ctx, paths[p], &a, &b)) {
            chunky_copy_chain(ctx, k, a, b, chunky_third(ctx, a, b), paths[p], 1);
            ran++;
        }
    CHECK(ran >= 1);   /* one device is always there */
}

/* Back-to-back host-staged copies into one device share its staging ring: the second
   copy's chunks are read into buffers whose previous chunks (of the first copy) may still
   be queued for their upload on another stream, and a pageable write into the same device
   (staged through the same ring on CUDA) comes right after. No host synchronisation
   between the three: each destination must hold its own source's bytes, not a chunk of
   another's. The sources live on two devices where there are three (then the ring's
   buffers are handed between two source devices). Two rounds, with new data. */
TEST(copy_host_staged_back_to_back_share_the_ring)
{
    const uint64_t n = 36 * TK_MIB + 5;   /* five chunks: the fifth reuses the first's buffer */
    tk_fixture fx;
    dc_context *ctx;
    unsigned char *h[3] = { NULL, NULL, NULL }, *back = NULL;
    dc_buffer x[2] = { { 0 }, { 0 } }, y[3] = { { 0 }, { 0 }, { 0 } };
    dc_stream s[2] = { { 0 }, { 0 } };
    int a, b, c, i, round;
    OPEN_HOST_STAGED_PAIR(&fx, NULL, NULL, &a, &b);
    ctx = fx.ctx;
    c = chunky_third(ctx, a, b);
    for (i = 0; i < 3; i++)
        if (!(h[i] = (unsigned char *)malloc((size_t)n))) goto done;
    if (!(back = (unsigned char *)malloc((size_t)n))) goto done;
    if (!CHECK_OK(dc_buffer_create(ctx, a, n, &x[0])) || !CHECK_OK(dc_buffer_create(ctx, c, n, &x[1])))
        goto done;
    for (i = 0; i < 3; i++)
        if (!CHECK_OK(dc_buffer_create(ctx, b, n, &y[i]))) goto done;
    for (i = 0; i < 2; i++)
        if (!CHECK_OK(dc_stream_create(ctx, b, &s[i]))) goto done;
    for (round = 0; round < 2 && !th_failed(); round++) {
        for (i = 0; i < 3; i++) th_fill_random(h[i], (size_t)n, (uint64_t)(round * 3 + i) + 901);
        if (!CHECK_OK(dc_buffer_write(ctx, x[0], 0, h[0], n)) || !CHECK_OK(dc_buffer_write(ctx, x[1], 0, h[1], n))) break;
        CHECK_OK(dc_copy_async(ctx, s[0], y[0], 0, x[0], 0, n));
        CHECK_OK(dc_copy_async(ctx, s[1], y[1], 0, x[1], 0, n));
        CHECK_OK(dc_buffer_write_async(ctx, s[0], y[2], 0, h[2], n));
        CHECK_OK(dc_stream_synchronize(ctx, s[0]));
        CHECK_OK(dc_stream_synchronize(ctx, s[1]));
        for (i = 0; i < 3; i++) {
            uint64_t k, wrong = 0, at = 0;
            int from = -1, j;
            memset(back, 0, (size_t)n);
            if (!CHECK_OK(dc_buffer_read(ctx, y[i], 0, back, n))) continue;
            for (k = 0; k < n; k++)
                if (back[k] != h[i][k] && wrong++ == 0) at = k;
            if (!wrong) continue;
            /* whose chunk landed there */
            for (j = 0; j < 3 && from < 0; j++)
                if (j != i && memcmp(back + at, h[j] + at, (size_t)(n - at < 64 ? n - at : 64)) == 0) from = j;
            FAIL("round %d, %s into device %d: %llu of %llu bytes wrong, the first at byte %llu (8 MiB chunk %llu)%s%s", round + 1,
                 i == 0 ? "the first copy" : i == 1 ? "the second copy" : "the pageable write", b, (unsigned long long)wrong,
                 (unsigned long long)n, (unsigned long long)at, (unsigned long long)(at / (8 * TK_MIB)),
                 from < 0 ? "" : ": it holds the data of ", from < 0 ? "" : from == 0 ? "the first copy" : from == 1 ? "the second copy" : "the pageable write");
        }
    }
done:
    if (!h[0] || !h[1] || !h[2] || !back) FAIL("out of host memory");
    for (i = 0; i < 2; i++)
        if (s[i].id) CHECK_OK(dc_stream_destroy(ctx, s[i]));
    for (i = 0; i < 2; i++) dc_buffer_destroy(ctx, x[i]);
    for (i = 0; i < 3; i++) dc_buffer_destroy(ctx, y[i]);
    for (i = 0; i < 3; i++) free(h[i]);
    free(back);
}
/* The library skips ordering a copy after a device's default stream when it knows that
   stream idle (everything it queued there was waited for). A write whose queueing is
   overtaken by another thread's dc_device_synchronize must not count as waited for: the
   sync did not cover it, and a copy out of the device would read the buffer before it. */
TEST(default_stream_idle_only_after_its_work_was_waited_for)
{
    int d;
    dc_context *ctx = th_ctx(NULL);
    REQUIRE(ctx);
    for (d = 0; d < dc_device_count(ctx); d++) {
        dc_buffer b;
        REQUIRE_OK(dc_buffer_create(ctx, d, 4096, &b));
        CHECK_EQ(tk_default_idle_after_overtaking_sync(ctx, b), 0);
        dc_buffer_destroy(ctx, b);
    }
}

/* The counts behind that shortcut are compared by size, and on Windows a long is 32 bits:
   past 2^31 pieces of work on a default stream they wrapped, and the stream was never known
   idle again (every later copy out of the device waited on the driver). Counted in 64 bits
   now; the Windows build (make test-windows) is where this test can fail. */
TEST(default_stream_idle_tracking_past_2_31)
{
    int d;
    dc_context *ctx = th_ctx(NULL);
    REQUIRE(ctx);
    for (d = 0; d < dc_device_count(ctx); d++) {
        dc_buffer b;
        REQUIRE_OK(dc_buffer_create(ctx, d, 64, &b));
        CHECK_EQ(tk_default_idle_past_2_31(ctx, b, d, 4), 1);
        dc_buffer_destroy(ctx, b);
    }
}

/* The test hook DC_DEBUG_CUDA_SPLIT=3 lists every CUDA GPU three times, as shares of one
   GPU (its primary context, a third of its multiprocessors each) that reach one another
   as peers: a peer copy between two shares and an all-reduce over three move the data
   exactly by the device paths, NCCL refuses the shares by name, and a value outside 2 to
   8 is ignored. */
TEST(cuda_split_shares_one_gpu)
{
    dc_context_desc desc;
    dc_context *ctx = NULL, *split = NULL, *over = NULL;
    dc_device_info plain, info;
    dc_peer_info peer;
    dc_buffer b[3];
    dc_comm *c = NULL;
    dc_comm_report rep;
    dc_copy_path path;
    int32_t host[1000], got[1000];
    int nc, i, k, devs[3] = { 0, 1, 2 };
    char want[32], outer_value[16];
    const char *outer = getenv("DC_DEBUG_CUDA_SPLIT");
    if (outer) snprintf(outer_value, sizeof outer_value, "%s", outer);
    th_setenv("DC_DEBUG_CUDA_SPLIT", NULL);   /* the plain count, also under the hook */
    memset(&desc, 0, sizeof desc);
    desc.backends = DC_BACKEND_CUDA;
    if (dc_context_create(&desc, &ctx) != DC_SUCCESS) {
        if (outer) th_setenv("DC_DEBUG_CUDA_SPLIT", outer_value);
        if (th_require_cuda()) FAIL("no CUDA context: %s", dc_last_error());
        SKIP("no CUDA device");
    }
    nc = dc_device_count(ctx);
    CHECK_OK(dc_device_get_info(ctx, 0, &plain));
    th_setenv("DC_DEBUG_CUDA_SPLIT", "9");
    CHECK_OK(dc_context_create(&desc, &over));
    th_setenv("DC_DEBUG_CUDA_SPLIT", "3");
    CHECK_OK(dc_context_create(&desc, &split));
    th_setenv("DC_DEBUG_CUDA_SPLIT", outer ? outer_value : NULL);
    if (over) CHECK_EQ(dc_device_count(over), nc);   /* out of range: ignored */
    dc_context_destroy(over);
    dc_context_destroy(ctx);
    if (!split) return;
    if (!CHECK_EQ(dc_device_count(split), 3 * nc)) { dc_context_destroy(split); return; }
    for (k = 0; k < 3; k++) {
        CHECK_OK(dc_device_get_info(split, k, &info));
        snprintf(want, sizeof want, "(share %d/3)", k + 1);
        CHECK(strstr(info.name, plain.name) == info.name && strstr(info.name, want) != NULL);
        CHECK_EQ(info.compute_units, plain.compute_units / 3 > 0 ? plain.compute_units / 3 : 1);
        CHECK(strcmp(info.pci_bus_id, plain.pci_bus_id) == 0);
        CHECK(info.caps & DC_CAP_PEER);
    }
    CHECK_OK(dc_peer_get_info(split, 0, 2, &peer));
    CHECK(peer.access_possible);
    CHECK_EQ((int)peer.link, (int)DC_LINK_NVLINK);
    for (i = 0; i < 1000; i++) host[i] = i * 7 - 3000;
    memset(b, 0, sizeof b);
    for (k = 0; k < 3; k++)
        if (!CHECK_OK(dc_buffer_create(split, k, sizeof host, &b[k]))) { dc_context_destroy(split); return; }   /* frees the rest */
    CHECK_OK(dc_peer_enable(split, 0, 2));   /* one context: nothing to map, no error */
    CHECK_OK(dc_buffer_write(split, b[0], 0, host, sizeof host));
    CHECK_OK(dc_copy_path_get(split, b[2], b[0], &path));
    CHECK_EQ((int)path, (int)DC_COPY_PATH_PEER);
    CHECK_OK(dc_copy(split, b[2], 0, b[0], 0, sizeof host));
    CHECK_OK(dc_buffer_read(split, b[2], 0, got, sizeof got));
    CHECK(memcmp(got, host, sizeof got) == 0);
    for (k = 1; k < 3; k++) CHECK_OK(dc_buffer_write(split, b[k], 0, host, sizeof host));
    if (CHECK_OK(dc_comm_create(split, devs, 3, &c))) {
        CHECK_ERR(dc_comm_set_algorithm(c, DC_COMM_ALGO_NCCL), DC_ERROR_UNSUPPORTED);
        CHECK(strstr(dc_last_error(), "shares of one GPU") != NULL);
        CHECK_OK(dc_allreduce(c, b, b, 1000, DC_I32, DC_SUM));
        memset(&rep, 0, sizeof rep);
        if (CHECK_OK(dc_comm_report_get(c, &rep))) {
            CHECK(rep.algorithm != DC_COMM_ALGO_HOST && rep.algorithm != DC_COMM_ALGO_NCCL);
            th_note("all-reduce of 4000 bytes over 3 shares: %s", rep.algorithm_name);
        }
        for (k = 0; k < 3; k++) {
            CHECK_OK(dc_buffer_read(split, b[k], 0, got, sizeof got));
            for (i = 0; i < 1000; i++)
                if (got[i] != 3 * host[i]) { FAIL("share %d, element %d: %d, expected %d", k, i, got[i], 3 * host[i]); break; }
        }
        dc_comm_destroy(c);
    }
    for (k = 0; k < 3; k++) dc_buffer_destroy(split, b[k]);
    dc_context_destroy(split);
}

/* Which path a copy takes is never silent: dc_copy_path_get and dc_peer_info tell it
   beforehand, dc_transfer_stats and the profile count it, and the log says it once per
   ordered pair, at info level where it is host-staged (the slow path), at debug level
   otherwise. Every ordered pair copies twice, in a context under DC_CONTEXT_NO_PEER
   (every pair host-staged) and in a default one (PoCL's devices share a context). */
TEST(copy_paths_are_said)
{
    int flags;
    for (flags = 0; flags < 2; flags++) {
        dc_context_desc desc;
        tk_said said;
        dc_context *ctx;
        dc_transfer_stats before, after;
        dc_profile *prof;
        int a, b, n, i, staged_pairs = 0;
        uint64_t want_profile[DC_PROFILE_MAX_DEVICES][DC_PROFILE_PATH_COUNT];
        memset(&desc, 0, sizeof desc);
        desc.flags = DC_CONTEXT_PROFILE | (flags ? DC_CONTEXT_NO_PEER : 0u);
        tk_said_desc(&desc, &said, DC_LOG_INFO, "take the ");
        ctx = th_ctx(&desc);
        REQUIRE(ctx);
        n = dc_device_count(ctx);
        if (n < 2) SKIP("needs 2 devices, have %d", n);
        memset(want_profile, 0, sizeof want_profile);
        REQUIRE_OK(dc_transfer_stats_get(ctx, &before));
        for (a = 0; a < n; a++)
            for (b = 0; b < n && b < DC_PROFILE_MAX_DEVICES; b++) {
                dc_buffer src, dst;
                dc_peer_info info;
                dc_copy_path path;
                if (a == b) continue;
                REQUIRE_OK(dc_buffer_create(ctx, a, 4096, &src));
                REQUIRE_OK(dc_buffer_create(ctx, b, 4096, &dst));
                CHECK_OK(dc_buffer_fill(ctx, src, 0, 4096, "\x5a", 1));
                CHECK_OK(dc_copy_path_get(ctx, dst, src, &path));
                CHECK_OK(dc_peer_get_info(ctx, a, b, &info));
                if (info.copy_path != path) FAIL("%d -> %d: dc_peer_info says %s, dc_copy_path_get %s", a, b, dc_copy_path_name(info.copy_path), dc_copy_path_name(path));
                if (flags && path != DC_COPY_PATH_HOST_STAGED) FAIL("%d -> %d under DC_CONTEXT_NO_PEER: %s", a, b, dc_copy_path_name(path));
                for (i = 0; i < 2; i++) CHECK_OK(dc_copy(ctx, dst, 0, src, 0, 4096));
                staged_pairs += path == DC_COPY_PATH_HOST_STAGED;
                want_profile[b][path - 1] += 2;   /* dc_profile_path lists the copy paths in their order, NONE left out */
                dc_buffer_destroy(ctx, src);
                dc_buffer_destroy(ctx, dst);
            }
        REQUIRE_OK(dc_transfer_stats_get(ctx, &after));
        for (i = DC_COPY_PATH_SAME_DEVICE; i < DC_COPY_PATH_COUNT; i++) {
            uint64_t copies = 0;
            for (b = 0; b < n && b < DC_PROFILE_MAX_DEVICES; b++) copies += want_profile[b][i - 1];
            if (after.copy_count[i] - before.copy_count[i] != copies)
                FAIL("%s: %llu copies counted, %llu made", dc_copy_path_name((dc_copy_path)i),
                     (unsigned long long)(after.copy_count[i] - before.copy_count[i]), (unsigned long long)copies);
        }
        if ((prof = (dc_profile *)malloc(sizeof *prof)) != NULL && CHECK_OK(dc_profile_get(ctx, prof))) {
            for (b = 0; b < n && b < DC_PROFILE_MAX_DEVICES; b++)
                for (i = DC_PROFILE_PATH_SAME_DEVICE; i <= DC_PROFILE_PATH_HOST_STAGED; i++)
                    if (prof->device[b].path_count[i] != want_profile[b][i])
                        FAIL("device %d, profile path %s: %llu copies, %llu made", b, dc_profile_path_name((dc_profile_path)i),
                             (unsigned long long)prof->device[b].path_count[i], (unsigned long long)want_profile[b][i]);
        }
        free(prof);
        if (said.count != staged_pairs || (staged_pairs && !strstr(said.last, "host-staged")))
            FAIL("%s: %d host-staged pairs, %d info lines about paths (last: %s)", flags ? "NO_PEER" : "default", staged_pairs,
                 said.count, said.last);
        th_note("%s: %d of %d pairs host-staged%s%s", flags ? "NO_PEER" : "default", staged_pairs, n * (n - 1), said.count ? ": " : "",
                said.last);
    }
}
