/* test_model.c - model-based random test of buffers, transfers, copies, streams and events.

   A generator driven by one seed issues random sequences of the public operations
   (buffer create/destroy; write, read, fill and copy at random offsets and sizes, blocking
   and _async on random streams; stream create/destroy/synchronize; event record,
   synchronize, query, elapsed, destroy; dc_stream_wait_event within and across devices;
   device and context synchronisation; and bad calls with the error the contract names)
   and applies each one to a host model: one byte array per live buffer. Every read is
   compared byte for byte with the model as it was when the read was issued, every live
   buffer is read back periodically and at the end, and dc_transfer_stats_get must count
   the bytes the model moved. A failed call must change nothing: the model is left as it
   was and later reads check that. One kind of step is a hand-off between devices (a
   stream writes a large range of a buffer, a stream of another device copies out of it
   at once and reads the result), the pattern where a missing cross-device wait shows.

   Ordering is modelled with vector clocks, from the documented contract only:
     - work on one stream runs in order (event records and waits count as work there);
     - dc_stream_wait_event(S, e): later work on S comes after everything e covers;
     - an event, a stream or device synchronisation, or a blocking call (which runs on the
       device's default stream) makes everything it covers complete;
     - a copy between devices is also ordered after the work queued so far on the source
       device's default stream (not its other streams).
   Before an operation on stream S touches bytes that pending work on another stream T
   also touches (and one of the two writes), the generator orders the two: mostly with
   dc_event_record(T) + dc_stream_wait_event(S, e), else by synchronising T in one of the
   ways the API offers. Because every conflicting pair is then ordered in issue order, the
   final contents are those of applying the operations in issue order, which the model
   does. Host memory given to an _async write (or fill pattern) stays untouched until its
   stream is known to have passed the operation; an _async read's host memory is compared
   with the model's bytes of issue time once it is known complete, then freed.

   Environment (for replaying a failure and for `make soak`):
     DC_MODEL_SEED=n    first seed (every model test uses it; default: fixed per test)
     DC_MODEL_SEEDS=n   number of seeds, n, n+1, ... (default: a few, per test)
     DC_MODEL_STEPS=n   random steps per seed
     DC_MODEL_TRACE=1   print every library call as it is made (to find a hang)
   A failure prints the test, seed, step, the first differing byte, which calls wrote that
   byte (through copies back to its origin), the last library calls and the command that
   replays it. Replays make the same calls: no choice depends on timing (the model does not
   learn from dc_event_query answering 1). */
#define _POSIX_C_SOURCE 200809L
#include "common.h"

#include <limits.h>
#include <time.h>

#define M_MAX_DEV 16          /* devices used (more are left alone) */
#define M_MAX_CREATED 8       /* streams created at once */
#define M_MAX_STREAM (M_MAX_DEV + M_MAX_CREATED)
#define M_MAX_BUF 12
#define M_MAX_EVENT 12
#define M_MAX_ACC 24          /* pending accesses remembered per buffer */
#define M_MAX_HOST 24         /* host blocks of _async calls in flight */
#define M_MAX_STALE 8
#define M_RING 40             /* library calls shown on a failure */
#define M_LIVE_CAP ((uint64_t)40 << 20)   /* bytes in live buffers, all devices */

/* One access of pending work to a buffer range: stream slot, position there, write? */
typedef struct m_acc {
    int stream;
    uint64_t seq, off, len;
    int write;
} m_acc;

/* The last writes of a buffer, to say on a mismatch which call wrote the byte. */
#define M_HIST 16
typedef struct m_wrec {
    uint64_t off, len;
    long step;
    char what[200];
    int src;                  /* copies: the source's slot (else -1), serial, offset, writes before */
    unsigned src_serial;
    uint64_t src_off;
    long src_nhist;
} m_wrec;

typedef struct m_buf {
    int live;
    unsigned serial;
    dc_buffer h;
    int dev;
    uint64_t size;
    unsigned char *data;      /* the model's contents */
    m_acc acc[M_MAX_ACC];
    int nacc;
    m_wrec hist[M_HIST];
    long nhist;               /* writes so far; the last M_HIST are in hist[n % M_HIST] */
} m_buf;

/* Slots 0..ndev-1 are the default streams; later slots hold created streams and are
   reused, with seq counting on so that old positions stay comparable. */
typedef struct m_stream {
    int live, is_default, dev;
    unsigned serial;
    dc_stream h;              /* the real handle, also for default streams */
    uint64_t seq;             /* operations queued here so far */
    uint64_t vc[M_MAX_STREAM];  /* vc[t]: work queued here from now on comes after t's ops <= vc[t] */
} m_stream;

typedef struct m_event {
    int live;
    unsigned serial;
    dc_event h;
    int stream, dev;
    unsigned stream_serial;   /* which stream of that slot */
    uint64_t seq;             /* the record's position on its stream */
    uint64_t vc[M_MAX_STREAM];  /* what its completion implies */
} m_event;

/* Host memory of an _async call, kept until its stream has passed the call. */
typedef struct m_host {
    int used, pinned, stream;
    uint64_t seq, len;
    unsigned char *p;
    unsigned char *expect;    /* reads: the model's bytes at issue time; else NULL */
    int buf;                  /* reads: the buffer's slot, serial, offset, writes before */
    unsigned buf_serial;
    uint64_t buf_off;
    long buf_nhist;
    char what[256];
} m_host;

typedef struct model {
    const char *test;
    dc_context *ctx;
    dc_context *other;        /* source of handles of another context */
    dc_buffer other_buf;
    dc_stream other_stream;
    dc_event other_event;
    int ndev, trace, failed, quiet_retire, no_peer;
    int force_stream;         /* a stream slot that m_pick_stream takes where it can, or -1 */
    int prefer_wait;          /* m_make_ordered: nearly always an event wait */
    m_buf *last_dst;          /* the last successful copy: destination, range, stream */
    uint64_t last_off, last_len;
    int last_stream;
    uint64_t seed, rng;
    long step, steps;
    m_buf buf[M_MAX_BUF];
    m_stream st[M_MAX_STREAM];
    m_event ev[M_MAX_EVENT];
    m_host host[M_MAX_HOST];
    uint64_t done[M_MAX_STREAM];  /* ops of stream t up to done[t] are known complete */
    dc_buffer stale_buf[M_MAX_STALE];
    dc_stream stale_st[M_MAX_STALE];
    dc_event stale_ev[M_MAX_STALE];
    int n_stale_buf, n_stale_st, n_stale_ev;
    unsigned serial;
    uint64_t live_bytes;
    uint64_t max_alloc[M_MAX_DEV];
    /* expected transfer statistics */
    uint64_t h2d, d2h, copy_bytes[DC_COPY_PATH_COUNT];
    /* ring of the last library calls */
    char ring[M_RING][240];
    long ring_n;
    /* what ran, for the note */
    unsigned long calls, bad_calls, waits, cross_copies, waited_copies, reads_checked;
} model;

/* ------------------------------------------------------------------ helpers */

static uint64_t m_rnd(model *m, uint64_t n) { return n ? th_rand(&m->rng) % n : 0; }
static int m_pct(model *m, unsigned p) { return m_rnd(m, 100) < p; }
static uint64_t m_min(uint64_t a, uint64_t b) { return a < b ? a : b; }

static void m_bytes(model *m, unsigned char *p, uint64_t n)
{
    uint64_t i = 0;
    while (i < n) {
        uint64_t x = th_rand(&m->rng);
        int k;
        for (k = 0; k < 8 && i < n; k++, i++) p[i] = (unsigned char)(x >> (8 * k));
    }
}

#if defined(__GNUC__)
__attribute__((format(printf, 2, 3)))
#endif
static void m_log(model *m, const char *fmt, ...)
{
    char *line = m->ring[m->ring_n % M_RING];
    int n;
    va_list ap;
    n = snprintf(line, sizeof m->ring[0], "step %ld: ", m->step);
    va_start(ap, fmt);
    vsnprintf(line + n, sizeof m->ring[0] - (size_t)n, fmt, ap);
    va_end(ap);
    m->ring_n++;
    m->calls++;
    if (m->trace) {
        printf("    [model %llu] %s\n", (unsigned long long)m->seed, line);
        fflush(stdout);
    }
}

#if defined(__GNUC__)
__attribute__((format(printf, 2, 3)))
#endif
static void m_fail(model *m, const char *fmt, ...)
{
    char msg[2048], where[64];
    long i, first;
    va_list ap;
    if (m->failed) return;
    m->failed = 1;
    va_start(ap, fmt);
    vsnprintf(msg, sizeof msg, fmt, ap);
    va_end(ap);
    if (m->step == 0) snprintf(where, sizeof where, "while creating the first buffers");
    else if (m->step > m->steps) snprintf(where, sizeof where, "in the final check after %ld steps", m->steps);
    else snprintf(where, sizeof where, "step %ld of %ld", m->step, m->steps);
    printf("  model mismatch in %s: seed %llu, %s, %d devices:\n    %s\n", m->test, (unsigned long long)m->seed, where,
           m->ndev, msg);
    printf("  the last library calls, oldest first:\n");
    first = m->ring_n > M_RING ? m->ring_n - M_RING : 0;
    for (i = first; i < m->ring_n; i++) printf("    %s\n", m->ring[i % M_RING]);
    printf("  replay: %s%s%sDC_MODEL_SEED=%llu DC_MODEL_SEEDS=1 DC_MODEL_STEPS=%ld build/tests %s\n",
           getenv("POCL_DEVICES") ? "POCL_DEVICES=\"" : "", getenv("POCL_DEVICES") ? getenv("POCL_DEVICES") : "",
           getenv("POCL_DEVICES") ? "\" " : "", (unsigned long long)m->seed, m->steps, m->test);
    printf("  (add DC_MODEL_TRACE=1 to see every call)\n");
    fflush(stdout);
    FAIL("%s: seed %llu, %s: %s", m->test, (unsigned long long)m->seed, where, msg);
}

/* Checks a result against the expected one; failures must explain themselves. */
static int m_rc(model *m, dc_result got, dc_result want, const char *call)
{
    m_log(m, "%s = %s", call, dc_result_name(got));
    if (got != want) {
        m_fail(m, "%s returned %s, expected %s (dc_last_error: \"%s\")", call, dc_result_name(got),
               dc_result_name(want), dc_last_error());
        return 0;
    }
    if (want != DC_SUCCESS && dc_last_error()[0] == 0) {
        m_fail(m, "%s failed with %s but dc_last_error() is empty", call, dc_result_name(got));
        return 0;
    }
    return 1;
}

static void m_strcpy(char *dst, size_t cap, const char *src)
{
    size_t n = strlen(src);
    if (n >= cap) n = cap - 1;
    memcpy(dst, src, n);
    dst[n] = 0;
}

static char *m_bname(const m_buf *b, char *out, size_t cap)
{
    snprintf(out, cap, "b%u@d%d[%llu]", b->serial, b->dev, (unsigned long long)b->size);
    return out;
}
static char *m_sname(const model *m, int s, int zero, char *out, size_t cap)
{
    if (zero) snprintf(out, cap, "zero(def@d%d)", m->st[s].dev);
    else if (m->st[s].is_default) snprintf(out, cap, "def@d%d", m->st[s].dev);
    else snprintf(out, cap, "s%u@d%d", m->st[s].serial, m->st[s].dev);
    return out;
}

static void m_note_write(model *m, m_buf *b, uint64_t off, uint64_t len, const char *what, const m_buf *src, uint64_t src_off)
{
    m_wrec *w = &b->hist[b->nhist % M_HIST];
    w->off = off;
    w->len = len;
    w->step = m->step;
    m_strcpy(w->what, sizeof w->what, what);
    w->src = src ? (int)(src - m->buf) : -1;
    w->src_serial = src ? src->serial : 0;
    w->src_off = src_off;
    w->src_nhist = src ? src->nhist : 0;
    b->nhist++;
}

/* Which call wrote byte `at` of b last, among its writes before number `upto`; through
   copies back to where the bytes came from (a few levels). */
static void m_provenance(const model *m, const m_buf *b, uint64_t at, long upto, char *out, size_t cap)
{
    int depth;
    size_t n = 0;
    out[0] = 0;
    for (depth = 0; depth < 3 && n + 1 < cap; depth++) {
        const m_wrec *w = NULL;
        long i;
        for (i = upto - 1; i >= 0 && i >= b->nhist - M_HIST && !w; i--)
            if (at >= b->hist[i % M_HIST].off && at - b->hist[i % M_HIST].off < b->hist[i % M_HIST].len) w = &b->hist[i % M_HIST];
        if (!w) {
            snprintf(out + n, cap - n, "%sb%u's byte %llu was last written before its last %d writes", depth ? "; " : "",
                     b->serial, (unsigned long long)at, M_HIST);
            return;
        }
        snprintf(out + n, cap - n, "%sb%u's byte %llu was written at step %ld by %s", depth ? "; " : "", b->serial,
                 (unsigned long long)at, w->step, w->what);
        n = strlen(out);
        if (w->src < 0 || !m->buf[w->src].live || m->buf[w->src].serial != w->src_serial) return;
        at = w->src_off + (at - w->off);
        upto = w->src_nhist;
        b = &m->buf[w->src];
    }
}

/* ------------------------------------------------------------------ ordering model */

static uint64_t m_issue(model *m, int s)
{
    m->st[s].seq++;
    m->st[s].vc[s] = m->st[s].seq;
    return m->st[s].seq;
}

static void m_merge(uint64_t *into, const uint64_t *from)
{
    int i;
    for (i = 0; i < M_MAX_STREAM; i++)
        if (from[i] > into[i]) into[i] = from[i];
}

static void m_host_release(model *m, m_host *h)
{
    if (h->pinned) dc_host_free(m->ctx, h->p);
    else free(h->p);
    free(h->expect);
    memset(h, 0, sizeof *h);
}

/* Host blocks whose stream is known past their call: compare reads, free. */
static void m_retire(model *m)
{
    int i;
    for (i = 0; i < M_MAX_HOST; i++) {
        m_host *h = &m->host[i];
        if (!h->used || m->done[h->stream] < h->seq) continue;
        if (h->expect && !m->quiet_retire && memcmp(h->p, h->expect, (size_t)h->len) != 0) {
            uint64_t k, first = 0, n = 0;
            for (k = h->len; k-- > 0;)
                if (h->p[k] != h->expect[k]) {
                    first = k;
                    n++;
                }
            char prov[1000] = "the buffer was destroyed since";
            const m_buf *b = &m->buf[h->buf];
            if (b->live && b->serial == h->buf_serial) m_provenance(m, b, h->buf_off + first, h->buf_nhist, prov, sizeof prov);
            m_fail(m, "%s, checked once complete: %llu of %llu bytes differ, the first at buffer offset %llu: got 0x%02x, "
                   "the model has 0x%02x; %s", h->what, (unsigned long long)n, (unsigned long long)h->len,
                   (unsigned long long)(h->buf_off + first), h->p[first], h->expect[first], prov);
        } else if (h->expect) {
            m->reads_checked++;
        }
        m_host_release(m, h);
    }
}

/* Everything `vc` covers is complete. */
static void m_complete(model *m, const uint64_t *vc)
{
    m_merge(m->done, vc);
    m_retire(m);
}

static int m_ordered(const model *m, int s, int t, uint64_t q, const uint64_t *extra)
{
    return t == s || m->st[s].vc[t] >= q || m->done[t] >= q || (extra && extra[t] >= q);
}

static int m_event_slot(model *m)
{
    int i;
    for (i = 0; i < M_MAX_EVENT; i++)
        if (!m->ev[i].live) return i;
    return -1;
}

static void m_stale_event(model *m, dc_event e)
{
    m->stale_ev[m->n_stale_ev++ % M_MAX_STALE] = e;
}

/* dc_event_record on stream t; on success *out is the model's event (the caller keeps
   it in the table or destroys it). */
static int m_record(model *m, int t, m_event *out)
{
    char sn[48], call[128];
    dc_event e = { 0xdeadull };
    dc_result r = dc_event_record(m->ctx, m->st[t].h, &e);
    snprintf(call, sizeof call, "dc_event_record(%s) -> e%u", m_sname(m, t, 0, sn, sizeof sn), m->serial + 1);
    if (!m_rc(m, r, DC_SUCCESS, call)) return 0;
    memset(out, 0, sizeof *out);
    out->live = 1;
    out->serial = ++m->serial;
    out->h = e;
    out->stream = t;
    out->stream_serial = m->st[t].serial;
    out->dev = m->st[t].dev;
    out->seq = m_issue(m, t);
    memcpy(out->vc, m->st[t].vc, sizeof out->vc);
    return 1;
}

static int m_wait(model *m, int s, const m_event *e)
{
    char sn[48], call[128];
    dc_result r = dc_stream_wait_event(m->ctx, m->st[s].h, e->h);
    snprintf(call, sizeof call, "dc_stream_wait_event(%s, e%u of s@d%d)", m_sname(m, s, 0, sn, sizeof sn), e->serial, e->dev);
    if (!m_rc(m, r, DC_SUCCESS, call)) return 0;
    m_issue(m, s);
    m_merge(m->st[s].vc, e->vc);
    m->waits++;
    return 1;
}

static int m_sync_stream(model *m, int t)
{
    char sn[48], call[128];
    dc_result r = dc_stream_synchronize(m->ctx, m->st[t].h);
    snprintf(call, sizeof call, "dc_stream_synchronize(%s)", m_sname(m, t, 0, sn, sizeof sn));
    if (!m_rc(m, r, DC_SUCCESS, call)) return 0;
    m_complete(m, m->st[t].vc);
    return 1;
}

static int m_sync_device(model *m, int d)
{
    char call[64];
    int s;
    dc_result r = dc_device_synchronize(m->ctx, d);
    snprintf(call, sizeof call, "dc_device_synchronize(%d)", d);
    if (!m_rc(m, r, DC_SUCCESS, call)) return 0;
    for (s = 0; s < M_MAX_STREAM; s++)
        if (m->st[s].live && m->st[s].dev == d) m_merge(m->done, m->st[s].vc);
    m_retire(m);
    return 1;
}

static int m_sync_all(model *m)
{
    int s;
    if (!m_rc(m, dc_synchronize(m->ctx), DC_SUCCESS, "dc_synchronize()")) return 0;
    for (s = 0; s < M_MAX_STREAM; s++)
        if (m->st[s].live) m_merge(m->done, m->st[s].vc);
    m_retire(m);
    return 1;
}

/* Keeps an event in the table (sometimes) or destroys it now. */
static void m_keep_or_destroy(model *m, const m_event *e)
{
    int slot = m_event_slot(m);
    if (slot >= 0 && m_pct(m, 40)) {
        m->ev[slot] = *e;
        return;
    }
    dc_event_destroy(m->ctx, e->h);
    m_log(m, "dc_event_destroy(e%u)", e->serial);
    m_stale_event(m, e->h);
}

/* Makes the next operation on stream s come after operation q of stream t. */
static int m_make_ordered(model *m, int s, int t, uint64_t q)
{
    unsigned r = (unsigned)m_rnd(m, 100);
    m_event e;
    int i;
    if (m->prefer_wait && r >= 10) r = 10 + r % 60;
    if (r < 10) {   /* an event already recorded late enough on t */
        for (i = 0; i < M_MAX_EVENT; i++)
            if (m->ev[i].live && m->ev[i].stream == t && m->ev[i].seq >= q) return m_wait(m, s, &m->ev[i]);
        r = 10;
    }
    if (r < 70) {   /* the cross-stream, cross-device wait under test */
        if (!m_record(m, t, &e) || !m_wait(m, s, &e)) return 0;
        m_keep_or_destroy(m, &e);
        return 1;
    }
    if (r < 80) return m_sync_stream(m, t);
    if (r < 90) {   /* the host waits for an event: by synchronize, or by polling query */
        char call[96];
        int done = 0, polls = 0;
        if (!m_record(m, t, &e)) return 0;
        if (m_pct(m, 50)) {
            snprintf(call, sizeof call, "dc_event_synchronize(e%u)", e.serial);
            if (!m_rc(m, dc_event_synchronize(m->ctx, e.h), DC_SUCCESS, call)) return 0;
        } else {
            while (!done) {
                dc_result rr = dc_event_query(m->ctx, e.h, &done);
                if (rr != DC_SUCCESS || polls++ == 0 || done) {
                    snprintf(call, sizeof call, "dc_event_query(e%u) -> %d (poll %d)", e.serial, done, polls);
                    if (!m_rc(m, rr, DC_SUCCESS, call)) return 0;
                }
                if (!done && polls % 64 == 0) {   /* a long transfer: poll gently, give up after a minute */
                    th_sleep_us(1000);
                    if (polls / 64 > 60000) {
                        m_fail(m, "dc_event_query(e%u) did not report completion within a minute", e.serial);
                        return 0;
                    }
                }
            }
        }
        m_complete(m, e.vc);
        m_keep_or_destroy(m, &e);
        return 1;
    }
    if (r < 95) return m_sync_device(m, m->st[t].dev);
    return m_sync_all(m);
}

static void m_prune(model *m, m_buf *b)
{
    int i = 0;
    while (i < b->nacc) {
        if (m->done[b->acc[i].stream] >= b->acc[i].seq) b->acc[i] = b->acc[--b->nacc];
        else i++;
    }
}

/* Orders the next operation on s after the pending accesses of b that conflict with
   [off, off + len) (a write conflicts with any access, a read with writes). */
static int m_order_buf(model *m, int s, m_buf *b, uint64_t off, uint64_t len, int write, const uint64_t *extra)
{
    int i;
    m_prune(m, b);
    for (i = 0; i < b->nacc && !m->failed; i++) {
        m_acc a = b->acc[i];
        if (!(write || a.write) || a.off >= off + len || off >= a.off + a.len) continue;
        if (m_ordered(m, s, a.stream, a.seq, extra)) continue;
        if (!m_make_ordered(m, s, a.stream, a.seq)) return 0;
        if (!m_ordered(m, s, a.stream, a.seq, extra)) {
            m_fail(m, "model error: stream slot %d still not ordered after slot %d op %llu", s, a.stream,
                   (unsigned long long)a.seq);
            return 0;
        }
        m_prune(m, b);
        i = -1;   /* the table may have changed; start over */
    }
    return !m->failed;
}

static void m_add_acc(model *m, m_buf *b, int s, uint64_t seq, uint64_t off, uint64_t len, int write)
{
    m_prune(m, b);
    if (b->nacc == M_MAX_ACC) {   /* m_room makes space before every call: a bug here */
        m_fail(m, "model error: no room for another pending access of b%u", b->serial);
        return;
    }
    b->acc[b->nacc].stream = s;
    b->acc[b->nacc].seq = seq;
    b->acc[b->nacc].off = off;
    b->acc[b->nacc].len = len;
    b->acc[b->nacc].write = write;
    b->nacc++;
}

/* Room for one more access on b (and in the host table): the oldest pending stream is
   synchronised where it is full. */
static int m_room(model *m, m_buf *b, int need_host)
{
    int i;
    if (b) {
        m_prune(m, b);
        if (b->nacc >= M_MAX_ACC - 1 && !m_sync_stream(m, b->acc[0].stream)) return 0;
        m_prune(m, b);
    }
    if (need_host) {
        for (i = 0; i < M_MAX_HOST; i++)
            if (!m->host[i].used) return 1;
        if (!m_sync_stream(m, m->host[0].stream)) return 0;
    }
    return 1;
}

static m_host *m_host_slot(model *m)
{
    int i;
    for (i = 0; i < M_MAX_HOST; i++)
        if (!m->host[i].used) return &m->host[i];
    return NULL;
}

/* Host memory for a transfer: pinned (dc_host_alloc) or pageable (malloc). */
static unsigned char *m_host_alloc(model *m, uint64_t n, int *pinned)
{
    unsigned char *p = NULL;
    *pinned = 0;
    if (m_pct(m, 50)) {
        p = (unsigned char *)dc_host_alloc(m->ctx, n);
        *pinned = p != NULL;
    }
    if (!p) p = (unsigned char *)malloc((size_t)n);
    return p;
}
static void m_host_free(model *m, unsigned char *p, int pinned)
{
    if (pinned) dc_host_free(m->ctx, p);
    else free(p);
}

/* ------------------------------------------------------------------ choices */

static m_buf *m_pick_buf(model *m, int dev)
{
    int i, n = 0, k;
    for (i = 0; i < M_MAX_BUF; i++)
        if (m->buf[i].live && (dev < 0 || m->buf[i].dev == dev)) n++;
    if (!n) return NULL;
    k = (int)m_rnd(m, (uint64_t)n);
    for (i = 0; i < M_MAX_BUF; i++)
        if (m->buf[i].live && (dev < 0 || m->buf[i].dev == dev) && k-- == 0) return &m->buf[i];
    return NULL;
}

/* A stream of device d for an _async call: the default one (sometimes as a zero handle,
   *zero = 1) or a created one. */
static int m_pick_stream(model *m, int d, int *zero)
{
    int i, n = 0, k;
    *zero = 0;
    if (m->force_stream >= 0 && m->st[m->force_stream].live && m->st[m->force_stream].dev == d) return m->force_stream;
    for (i = m->ndev; i < M_MAX_STREAM; i++)
        if (m->st[i].live && m->st[i].dev == d) n++;
    if (n == 0 || m_pct(m, 35)) {
        *zero = m_pct(m, 50);
        return d;
    }
    k = (int)m_rnd(m, (uint64_t)n);
    for (i = m->ndev; i < M_MAX_STREAM; i++)
        if (m->st[i].live && m->st[i].dev == d && k-- == 0) return i;
    return d;
}
static int m_any_stream(model *m)
{
    int s;
    do s = (int)m_rnd(m, M_MAX_STREAM);
    while (!m->st[s].live);
    return s;
}
static dc_stream m_handle(const model *m, int s, int zero)
{
    dc_stream z = { 0 };
    return zero ? z : m->st[s].h;
}

static uint64_t m_size(model *m)
{
    unsigned r = (unsigned)m_rnd(m, 100);
    uint64_t n;
    if (r < 35) n = 1 + m_rnd(m, 4096);
    else if (r < 70) n = 1 + m_rnd(m, 256 << 10);
    else if (r < 97) n = 1 + m_rnd(m, 3 << 20);
    else n = ((uint64_t)8 << 20) + 1 + m_rnd(m, (uint64_t)10 << 20);  /* > one staging chunk */
    if (m_pct(m, 25)) n = (n + 4095) & ~(uint64_t)4095;              /* round sizes too */
    return n;
}

/* A random range [*off, *off + *len) of a buffer of `size` bytes, len >= 1. */
static void m_range(model *m, uint64_t size, uint64_t *off, uint64_t *len)
{
    unsigned r = (unsigned)m_rnd(m, 10);
    if (r == 0) {
        *off = 0;
        *len = size;
        return;
    }
    *len = 1 + (r < 6 ? m_rnd(m, m_min(size, 4096)) : m_rnd(m, size));
    *off = m_rnd(m, size - *len + 1);
}

/* The model's side of a write or fill of [off, off + len) of b on stream s, once the call
   succeeded: the bytes are written, and the host memory (host, host_len) stays alive and
   untouched until the stream passes the call (async), or is freed now (blocking). */
static void m_finish_host_op(model *m, m_buf *b, int s, uint64_t off, uint64_t len, const char *call,
                             void *host, uint64_t host_len, int pinned, int async)
{
    uint64_t seq = m_issue(m, s);
    m_add_acc(m, b, s, seq, off, len, 1);
    m_note_write(m, b, off, len, call, NULL, 0);
    if (async) {
        m_host *h = m_host_slot(m);
        h->used = 1;
        h->pinned = pinned;
        h->stream = s;
        h->seq = seq;
        h->p = host;
        h->len = host_len;
        m_strcpy(h->what, sizeof h->what, call);
    } else {
        m_host_free(m, host, pinned);
        m_complete(m, m->st[s].vc);
    }
}

/* ------------------------------------------------------------------ operations */

static int m_write(model *m, m_buf *b, uint64_t off, uint64_t len, int async)
{
    char bn[48], sn[48], call[400];
    int zero = 0, pinned, s = async ? m_pick_stream(m, b->dev, &zero) : b->dev;
    unsigned char *p;
    dc_result r;
    if (!m_room(m, b, async) || !m_order_buf(m, s, b, off, len, 1, NULL)) return 0;
    if (!(p = m_host_alloc(m, len, &pinned))) return 1;
    m_bytes(m, p, len);
    if (async) {
        r = dc_buffer_write_async(m->ctx, m_handle(m, s, zero), b->h, off, p, len);
        snprintf(call, sizeof call, "dc_buffer_write_async(%s, %s, off %llu, %llu B)", m_sname(m, s, zero, sn, sizeof sn),
                 m_bname(b, bn, sizeof bn), (unsigned long long)off, (unsigned long long)len);
    } else {
        r = dc_buffer_write(m->ctx, b->h, off, p, len);
        snprintf(call, sizeof call, "dc_buffer_write(%s, off %llu, %llu B)", m_bname(b, bn, sizeof bn),
                 (unsigned long long)off, (unsigned long long)len);
    }
    if (!m_rc(m, r, DC_SUCCESS, call)) {
        m_host_free(m, p, pinned);
        return 0;
    }
    memcpy(b->data + off, p, (size_t)len);
    m->h2d += len;
    m_finish_host_op(m, b, s, off, len, call, p, len, pinned, async);
    return 1;
}

static int m_read(model *m, m_buf *b, uint64_t off, uint64_t len, int async)
{
    char bn[48], sn[48], call[400];
    int zero = 0, pinned, s = async ? m_pick_stream(m, b->dev, &zero) : b->dev;
    unsigned char *p;
    uint64_t seq;
    dc_result r;
    if (!m_room(m, b, async) || !m_order_buf(m, s, b, off, len, 0, NULL)) return 0;
    if (!(p = m_host_alloc(m, len, &pinned))) return 1;
    memset(p, 0xA5, (size_t)len);
    if (async) {
        r = dc_buffer_read_async(m->ctx, m_handle(m, s, zero), b->h, off, p, len);
        snprintf(call, sizeof call, "dc_buffer_read_async(%s, %s, off %llu, %llu B)", m_sname(m, s, zero, sn, sizeof sn),
                 m_bname(b, bn, sizeof bn), (unsigned long long)off, (unsigned long long)len);
    } else {
        r = dc_buffer_read(m->ctx, b->h, off, p, len);
        snprintf(call, sizeof call, "dc_buffer_read(%s, off %llu, %llu B)", m_bname(b, bn, sizeof bn),
                 (unsigned long long)off, (unsigned long long)len);
    }
    if (!m_rc(m, r, DC_SUCCESS, call)) {
        m_host_free(m, p, pinned);
        return 0;
    }
    m->d2h += len;
    seq = m_issue(m, s);
    m_add_acc(m, b, s, seq, off, len, 0);
    if (async) {
        m_host *h = m_host_slot(m);
        h->expect = (unsigned char *)malloc((size_t)len);
        if (!h->expect) {
            m_fail(m, "out of host memory");
            m_host_free(m, p, pinned);
            return 0;
        }
        memcpy(h->expect, b->data + off, (size_t)len);
        h->buf = (int)(b - m->buf);
        h->buf_serial = b->serial;
        h->buf_off = off;
        h->buf_nhist = b->nhist;
        h->used = 1;
        h->pinned = pinned;
        h->stream = s;
        h->seq = seq;
        h->p = p;
        h->len = len;
        m_strcpy(h->what, sizeof h->what, call);
    } else {
        m_complete(m, m->st[s].vc);
        if (memcmp(p, b->data + off, (size_t)len) != 0) {
            uint64_t k = 0, n = 0, first = 0;
            for (k = len; k-- > 0;)
                if (p[k] != b->data[off + k]) {
                    first = k;
                    n++;
                }
            char prov[1000];
            m_provenance(m, b, off + first, b->nhist, prov, sizeof prov);
            m_fail(m, "%s: %llu of %llu bytes differ, the first at buffer offset %llu: got 0x%02x, the model has 0x%02x; %s",
                   call, (unsigned long long)n, (unsigned long long)len, (unsigned long long)(off + first), p[first],
                   b->data[off + first], prov);
        } else {
            m->reads_checked++;
        }
        m_host_free(m, p, pinned);
    }
    return !m->failed;
}

static int m_fill(model *m, m_buf *b, int async, int whole)
{
    static const uint32_t sizes[] = { 1, 2, 4, 8, 16, 32, 64, 128 };
    char bn[48], sn[48], call[400];
    int zero = 0, pinned, k, s = async ? m_pick_stream(m, b->dev, &zero) : b->dev;
    uint32_t ps;
    uint64_t units, u0, nu, off, len, i;
    unsigned char *pat;
    dc_result r;
    do ps = sizes[m_rnd(m, 8)];
    while (ps > b->size || (whole && b->size % ps));
    units = b->size / ps;
    if (whole || m_pct(m, 15)) {
        u0 = 0;
        nu = units;
    } else {
        u0 = m_rnd(m, units);
        nu = 1 + m_rnd(m, units - u0);
    }
    off = u0 * ps;
    len = nu * ps;
    if (!m_room(m, b, async) || !m_order_buf(m, s, b, off, len, 1, NULL)) return 0;
    if (!(pat = m_host_alloc(m, ps, &pinned))) return 1;
    m_bytes(m, pat, ps);
    if (async) {
        r = dc_buffer_fill_async(m->ctx, m_handle(m, s, zero), b->h, off, len, pat, ps);
        snprintf(call, sizeof call, "dc_buffer_fill_async(%s, %s, off %llu, %llu B, pattern %u B)",
                 m_sname(m, s, zero, sn, sizeof sn), m_bname(b, bn, sizeof bn), (unsigned long long)off,
                 (unsigned long long)len, ps);
    } else {
        r = dc_buffer_fill(m->ctx, b->h, off, len, pat, ps);
        snprintf(call, sizeof call, "dc_buffer_fill(%s, off %llu, %llu B, pattern %u B)", m_bname(b, bn, sizeof bn),
                 (unsigned long long)off, (unsigned long long)len, ps);
    }
    if (!m_rc(m, r, DC_SUCCESS, call)) {
        m_host_free(m, pat, pinned);
        return 0;
    }
    for (i = 0; i < len; i += ps)
        for (k = 0; k < (int)ps; k++) b->data[off + i + (uint64_t)k] = pat[k];
    /* the pattern is host memory of an _async call as well */
    m_finish_host_op(m, b, s, off, len, call, pat, ps, pinned, async);
    return 1;
}

/* A copy; src forced or random (NULL); with cross set, to another device; with big set,
   nearly as long as the smaller buffer; with src_end > 0, ending there in the source
   where it fits. */
static int m_copy_ex(model *m, int async, m_buf *src, int cross, int big, uint64_t src_end)
{
    char dn[48], srcn[48], sn[48], call[400];
    m_buf *dst = NULL;
    int zero = 0, s, kind = cross ? 9 : (int)m_rnd(m, 10);
    uint64_t so, dof, len, seq, extra[M_MAX_STREAM];
    const uint64_t *ex = NULL;
    dc_copy_path path = DC_COPY_PATH_NONE;
    dc_result r;
    if (!src) src = m_pick_buf(m, -1);
    if (!src) return 1;
    if (kind >= 2) {
        if (kind < 5 || m->ndev == 1) dst = m_pick_buf(m, src->dev);   /* same device, maybe the same buffer */
        else {
            int d = (int)m_rnd(m, (uint64_t)m->ndev - 1);
            dst = m_pick_buf(m, d >= src->dev ? d + 1 : d);          /* another device */
        }
    }
    if (!dst || dst == src) {
        uint64_t lo, hi;
        if (src->size < 2) return 1;
        dst = src;   /* one buffer, two ranges that do not overlap: lo + len <= hi */
        len = 1 + m_rnd(m, src->size / 2);
        lo = m_rnd(m, src->size - 2 * len + 1);
        hi = lo + len + m_rnd(m, src->size - 2 * len - lo + 1);
        so = m_pct(m, 50) ? lo : hi;
        dof = so == lo ? hi : lo;
    } else {
        uint64_t most = m_min(src->size, dst->size);
        len = 1 + (m_pct(m, 50) ? m_rnd(m, m_min(4096, most)) : m_rnd(m, most));
        if (m_pct(m, 10)) len = most;
        if (big) len = most - m_rnd(m, most / 8 + 1);
        so = src_end >= len && src_end <= src->size ? src_end - len : m_rnd(m, src->size - len + 1);
        dof = m_rnd(m, dst->size - len + 1);
    }
    s = async ? m_pick_stream(m, dst->dev, &zero) : dst->dev;
    if (src->dev != dst->dev) {
        /* the documented extra order: after the source device's default stream */
        memcpy(extra, m->st[src->dev].vc, sizeof extra);
        ex = extra;
    }
    if (!m_room(m, dst, 0) || !m_room(m, src, 0)) return 0;
    if (!m_order_buf(m, s, dst, dof, len, 1, ex) || !m_order_buf(m, s, src, so, len, 0, ex)) return 0;
    if (src->dev != dst->dev) {   /* coverage: the source is written by pending work of another stream than its device's default */
        int i;
        for (i = 0; i < src->nacc; i++)
            if (src->acc[i].write && src->acc[i].stream != src->dev && m->done[src->acc[i].stream] < src->acc[i].seq &&
                src->acc[i].off < so + len && so < src->acc[i].off + src->acc[i].len) {
                m->waited_copies++;
                break;
            }
    }
    if (ex) memcpy(extra, m->st[src->dev].vc, sizeof extra);   /* waits above may have added to it */
    if (async) {
        r = dc_copy_async(m->ctx, m_handle(m, s, zero), dst->h, dof, src->h, so, len);
        snprintf(call, sizeof call, "dc_copy_async(%s, %s off %llu <- %s off %llu, %llu B)", m_sname(m, s, zero, sn, sizeof sn),
                 m_bname(dst, dn, sizeof dn), (unsigned long long)dof, m_bname(src, srcn, sizeof srcn),
                 (unsigned long long)so, (unsigned long long)len);
    } else {
        r = dc_copy(m->ctx, dst->h, dof, src->h, so, len);
        snprintf(call, sizeof call, "dc_copy(%s off %llu <- %s off %llu, %llu B)", m_bname(dst, dn, sizeof dn),
                 (unsigned long long)dof, m_bname(src, srcn, sizeof srcn), (unsigned long long)so, (unsigned long long)len);
    }
    if (!m_rc(m, r, DC_SUCCESS, call)) return 0;
    memmove(dst->data + dof, src->data + so, (size_t)len);
    if (src->dev != dst->dev) m->cross_copies++;
    /* the path this copy took (it can change only on the first copy between two devices) */
    r = dc_copy_path_get(m->ctx, dst->h, src->h, &path);
    if (!m_rc(m, r, DC_SUCCESS, "dc_copy_path_get(dst, src)")) return 0;
    if ((src->dev == dst->dev) != (path == DC_COPY_PATH_SAME_DEVICE) ||
        (src->dev != dst->dev && m->no_peer && path != DC_COPY_PATH_HOST_STAGED)) {
        m_fail(m, "dc_copy_path_get after %s: path %s", call, dc_copy_path_name(path));
        return 0;
    }
    if ((unsigned)path < DC_COPY_PATH_COUNT) m->copy_bytes[path] += len;
    if (src->dev != dst->dev) {   /* the path, for the write history and a failure message */
        size_t n = strlen(call);
        snprintf(call + n, sizeof call - n, " [%s]", dc_copy_path_name(path));
    }
    m->last_dst = dst;
    m->last_off = dof;
    m->last_len = len;
    m->last_stream = s;
    seq = m_issue(m, s);
    m_add_acc(m, dst, s, seq, dof, len, 1);
    m_note_write(m, dst, dof, len, call, src, so);
    m_add_acc(m, src, s, seq, so, len, 0);
    if (!async) {
        /* done, so what it was ordered after is done too */
        if (ex) m_merge(m->done, ex);
        m_complete(m, m->st[s].vc);
    }
    return 1;
}

static int m_buf_create(model *m)
{
    char call[128];
    int i, slot = -1, d = (int)m_rnd(m, (uint64_t)m->ndev);
    uint64_t size = m_size(m);
    dc_buffer h;
    m_buf *b;
    dc_result r;
    for (i = 0; i < M_MAX_BUF && slot < 0; i++)
        if (!m->buf[i].live) slot = i;
    if (slot < 0) return 1;
    if (m->live_bytes + size > M_LIVE_CAP) size = 1 + m_rnd(m, 4096);
    size = m_min(size, m->max_alloc[d]);
    h.id = 0xdeadull;
    r = dc_buffer_create(m->ctx, d, size, &h);
    snprintf(call, sizeof call, "dc_buffer_create(dev %d, %llu B) -> b%u", d, (unsigned long long)size, m->serial + 1);
    if (!m_rc(m, r, DC_SUCCESS, call)) return 0;
    b = &m->buf[slot];
    memset(b, 0, sizeof *b);
    if (!(b->data = (unsigned char *)malloc((size_t)size))) {
        dc_buffer_destroy(m->ctx, h);
        m_fail(m, "out of host memory for the model");
        return 0;
    }
    b->live = 1;
    b->serial = ++m->serial;
    b->h = h;
    b->dev = d;
    b->size = size;
    m->live_bytes += size;
    /* Contents are undefined at creation: the model starts from a whole-buffer write or
       fill (blocking or queued on a random stream). */
    if (m_pct(m, 50)) return m_write(m, b, 0, size, m_pct(m, 60));
    return m_fill(m, b, m_pct(m, 60), 1);
}

static void m_buf_destroy(model *m, m_buf *b)
{
    char bn[48];
    /* queued work may still use it: the library frees it after that work */
    dc_buffer_destroy(m->ctx, b->h);
    m_log(m, "dc_buffer_destroy(%s)", m_bname(b, bn, sizeof bn));
    m->stale_buf[m->n_stale_buf++ % M_MAX_STALE] = b->h;
    m->live_bytes -= b->size;
    free(b->data);
    memset(b, 0, sizeof *b);
}

static int m_stream_create(model *m, int d)
{
    char call[96];
    int i, slot = -1;
    if (d < 0) d = (int)m_rnd(m, (uint64_t)m->ndev);
    dc_stream h;
    m_stream *st;
    for (i = m->ndev; i < m->ndev + M_MAX_CREATED && slot < 0; i++)
        if (!m->st[i].live) slot = i;
    if (slot < 0) return 1;
    h.id = 0xdeadull;
    snprintf(call, sizeof call, "dc_stream_create(dev %d) -> s%u", d, m->serial + 1);
    if (!m_rc(m, dc_stream_create(m->ctx, d, &h), DC_SUCCESS, call)) return 0;
    st = &m->st[slot];
    st->live = 1;
    st->is_default = 0;
    st->dev = d;
    st->serial = ++m->serial;
    st->h = h;
    memset(st->vc, 0, sizeof st->vc);   /* a new stream waits for nothing; seq counts on */
    st->vc[slot] = st->seq;
    return 1;
}

static int m_stream_destroy(model *m)
{
    char sn[48], call[96];
    int i, n = 0, k, s = -1;
    for (i = m->ndev; i < M_MAX_STREAM; i++) n += m->st[i].live;
    if (!n) return 1;
    k = (int)m_rnd(m, (uint64_t)n);
    for (i = m->ndev; i < M_MAX_STREAM && s < 0; i++)
        if (m->st[i].live && k-- == 0) s = i;
    snprintf(call, sizeof call, "dc_stream_destroy(%s)", m_sname(m, s, 0, sn, sizeof sn));
    if (!m_rc(m, dc_stream_destroy(m->ctx, m->st[s].h), DC_SUCCESS, call)) return 0;
    /* it waited for its work (and so for what that work waited for) */
    m_complete(m, m->st[s].vc);
    m->stale_st[m->n_stale_st++ % M_MAX_STALE] = m->st[s].h;
    m->st[s].live = 0;
    return 1;
}

static m_event *m_pick_event(model *m)
{
    int i, n = 0, k;
    for (i = 0; i < M_MAX_EVENT; i++) n += m->ev[i].live;
    if (!n) return NULL;
    k = (int)m_rnd(m, (uint64_t)n);
    for (i = 0; i < M_MAX_EVENT; i++)
        if (m->ev[i].live && k-- == 0) return &m->ev[i];
    return NULL;
}

static int m_event_op(model *m, int what)
{
    char call[128];
    m_event *e = m_pick_event(m), tmp;
    int done = -1, i;
    switch (what) {
    case 0:   /* record on any stream */
        if (!m_record(m, m_any_stream(m), &tmp)) return 0;
        m_keep_or_destroy(m, &tmp);
        return 1;
    case 1:
        if (!e) return 1;
        snprintf(call, sizeof call, "dc_event_synchronize(e%u)", e->serial);
        if (!m_rc(m, dc_event_synchronize(m->ctx, e->h), DC_SUCCESS, call)) return 0;
        m_complete(m, e->vc);
        return 1;
    case 2: {   /* query: must say complete once the model knows it is */
        int known;
        if (!e) return 1;
        known = m->done[e->stream] >= e->seq;
        snprintf(call, sizeof call, "dc_event_query(e%u)%s", e->serial, known ? " (known complete)" : "");
        if (!m_rc(m, dc_event_query(m->ctx, e->h, &done), DC_SUCCESS, call)) return 0;
        m_log(m, "  -> done = %d", done);
        if (done != 0 && done != 1) {
            m_fail(m, "dc_event_query(e%u) set *done = %d", e->serial, done);
            return 0;
        }
        if (known && !done) {
            m_fail(m, "dc_event_query(e%u) says not complete, but the work before it is known done", e->serial);
            return 0;
        }
        /* done = 1 would also tell that the work is complete, but when is timing: the
           model does not learn from it, so that a seed replays the same calls. */
        return 1;
    }
    case 3:
        if (!e) return 1;
        dc_event_destroy(m->ctx, e->h);
        m_log(m, "dc_event_destroy(e%u)", e->serial);
        m_stale_event(m, e->h);
        e->live = 0;
        return 1;
    case 4:   /* any stream waits for any event: within a device or across devices */
        if (!e) return 1;
        return m_wait(m, m_any_stream(m), e);
    default: {   /* elapsed time between two events of one stream, in record order */
        m_event *a = NULL, *b = NULL;
        float ms = -1.0f;
        if (!e) return 1;
        for (i = 0; i < M_MAX_EVENT; i++) {
            m_event *o = &m->ev[i];
            if (o->live && o != e && o->stream == e->stream && o->stream_serial == e->stream_serial) {
                a = o->seq < e->seq ? o : e;
                b = o->seq < e->seq ? e : o;
                break;
            }
        }
        if (!a) return 1;
        snprintf(call, sizeof call, "dc_event_elapsed_ms(e%u, e%u)", a->serial, b->serial);
        if (!m_rc(m, dc_event_elapsed_ms(m->ctx, a->h, b->h, &ms), DC_SUCCESS, call)) return 0;
        if (!(ms >= 0.0f && ms < 600000.0f)) {
            m_fail(m, "%s = %g ms for two events in record order on one stream", call, (double)ms);
            return 0;
        }
        /* it waited for both */
        m_complete(m, a->vc);
        m_complete(m, b->vc);
        return 1;
    }
    }
}

/* A hand-off between devices: work queued on a created stream T of buffer X's device
   writes X (a large range), and at once a stream of another device copies out of X.
   Only the order the generator adds (mostly T's event waited for by the copying stream)
   keeps the copy after the producer, and a copy between devices is documented to wait
   by itself only for the source device's default stream: this is the cross-device wait
   under test, so it gets a step of its own. */
static int m_handoff(model *m)
{
    m_buf *x = m_pick_buf(m, -1);
    int i, t = -1, ok;
    uint64_t off, len, end;
    if (!x || m->ndev < 2) return m_copy_ex(m, 1, NULL, 0, 0, 0);
    /* a large buffer gives a missing wait a long window to show: the largest of three,
       or of all */
    if (m_pct(m, 50)) {
        for (i = 0; i < M_MAX_BUF; i++)
            if (m->buf[i].live && m->buf[i].size > x->size) x = &m->buf[i];
    } else {
        for (i = 0; i < 2; i++) {
            m_buf *y = m_pick_buf(m, -1);
            if (y->size > x->size) x = y;
        }
    }
    for (i = m->ndev; i < M_MAX_STREAM && t < 0; i++)
        if (m->st[i].live && m->st[i].dev == x->dev) t = i;
    if (t < 0) {
        if (!m_stream_create(m, x->dev)) return 0;
        for (i = m->ndev; i < M_MAX_STREAM && t < 0; i++)
            if (m->st[i].live && m->st[i].dev == x->dev) t = i;
        if (t < 0) return m_copy_ex(m, 1, x, 1, 0, 0);   /* no room for another stream */
    }
    m->force_stream = t;
    end = x->size;
    if (m_pct(m, 70)) {
        len = x->size - m_rnd(m, x->size / 4 + 1);
        len = m_min(len, ((uint64_t)3 << 20) + m_rnd(m, (uint64_t)1 << 20));   /* a few MiB is long enough */
        off = m_rnd(m, x->size - len + 1);
        end = off + len;
        ok = m_write(m, x, off, len, 1);
    } else {
        ok = m_fill(m, x, 1, m_pct(m, 50));
    }
    m->force_stream = -1;
    if (!ok) return 0;
    m->last_dst = NULL;
    m->prefer_wait = m_pct(m, 80);
    /* the copy reads the end of what the producer writes, which a producer still running
       reaches last */
    ok = m_copy_ex(m, 1, x, 1, m_pct(m, 50), m_pct(m, 75) ? end : 0);
    m->prefer_wait = 0;
    if (!ok) return 0;
    if (m->last_dst && m->last_dst != x && m_pct(m, 70)) {
        /* the consumer reads the result on the copying stream (checked once complete) */
        m->force_stream = m->last_stream;
        ok = m_read(m, m->last_dst, m->last_off, m->last_len, 1);
        m->force_stream = -1;
    }
    return ok;
}

/* A transfer, fill or copy of 0 bytes: success, and nothing happens (the model is left
   as it is; later reads show whether anything moved). No ordering is arranged: a call
   that does nothing needs none. */
static int m_zero_bytes(model *m)
{
    char bn[48], bn2[48], sn[48], call[400];
    unsigned char canary[16], host[16];
    m_buf *b = m_pick_buf(m, -1), *c;
    int zero = 0, async = m_pct(m, 50), s, i;
    uint64_t off;
    dc_stream h;
    dc_result r;
    if (!b) return 1;
    s = m_pick_stream(m, b->dev, &zero);
    h = m_handle(m, s, zero);
    off = m_rnd(m, b->size + 1);   /* offset == size is still inside */
    memset(canary, 0x5A, sizeof canary);
    memset(host, 0x5A, sizeof host);
    m_bname(b, bn, sizeof bn);
    m_sname(m, s, zero, sn, sizeof sn);
    switch (m_rnd(m, 4)) {
    case 0:
        r = async ? dc_buffer_write_async(m->ctx, h, b->h, off, host, 0) : dc_buffer_write(m->ctx, b->h, off, host, 0);
        snprintf(call, sizeof call, "dc_buffer_write%s(%s%s%s, off %llu, 0 B)", async ? "_async" : "", async ? sn : "",
                 async ? ", " : "", bn, (unsigned long long)off);
        break;
    case 1:
        r = async ? dc_buffer_read_async(m->ctx, h, b->h, off, host, 0) : dc_buffer_read(m->ctx, b->h, off, host, 0);
        snprintf(call, sizeof call, "dc_buffer_read%s(%s%s%s, off %llu, 0 B)", async ? "_async" : "", async ? sn : "",
                 async ? ", " : "", bn, (unsigned long long)off);
        break;
    case 2: {
        uint32_t ps = 1u << m_rnd(m, 8);
        off = ps * m_rnd(m, b->size / ps + 1);
        r = async ? dc_buffer_fill_async(m->ctx, h, b->h, off, 0, host, ps) : dc_buffer_fill(m->ctx, b->h, off, 0, host, ps);
        snprintf(call, sizeof call, "dc_buffer_fill%s(%s%s%s, off %llu, 0 B, pattern %u B)", async ? "_async" : "",
                 async ? sn : "", async ? ", " : "", bn, (unsigned long long)off, ps);
        break;
    }
    default: {
        uint64_t soff;
        c = m_pct(m, 30) ? b : m_pick_buf(m, -1);   /* the same buffer, maybe the same offset */
        soff = c == b && m_pct(m, 50) ? off : m_rnd(m, c->size + 1);
        /* the stream belongs to the destination's device (b) */
        r = async ? dc_copy_async(m->ctx, h, b->h, off, c->h, soff, 0) : dc_copy(m->ctx, b->h, off, c->h, soff, 0);
        snprintf(call, sizeof call, "dc_copy%s(%s%s%s off %llu <- %s off %llu, 0 B)", async ? "_async" : "", async ? sn : "",
                 async ? ", " : "", bn, (unsigned long long)off, m_bname(c, bn2, sizeof bn2), (unsigned long long)soff);
        break;
    }
    }
    if (!m_rc(m, r, DC_SUCCESS, call)) return 0;
    for (i = 0; i < (int)sizeof host; i++)
        if (host[i] != canary[i]) {
            m_fail(m, "%s changed the host memory", call);
            return 0;
        }
    return 1;
}


/* One transfer call with something wrong in it; `want` is the contract's result.
   which: 0 write, 1 read, 2 fill, 3 copy (b: destination, c: source). host points to
   host_cap bytes (or is NULL). */
typedef struct m_badx {
    const char *why;
    int which, async;
    dc_stream s;
    dc_buffer b, c;
    uint64_t off, coff, bytes;
    unsigned char *host;
    uint64_t host_cap;
    uint32_t ps;
    dc_result want;
} m_badx;

static int m_bad_transfer(model *m, const m_badx *x)
{
    static const char *const names[] = { "dc_buffer_write", "dc_buffer_read", "dc_buffer_fill", "dc_copy" };
    char call[400];
    uint64_t cn = x->host ? m_min(x->bytes, x->host_cap) : 0, i;
    dc_result r;
    if (x->which == 1 && cn) memset(x->host, 0x3C, (size_t)cn);   /* a failed read must leave it alone */
    switch (x->which) {
    case 0:
        r = x->async ? dc_buffer_write_async(m->ctx, x->s, x->b, x->off, x->host, x->bytes)
                     : dc_buffer_write(m->ctx, x->b, x->off, x->host, x->bytes);
        break;
    case 1:
        r = x->async ? dc_buffer_read_async(m->ctx, x->s, x->b, x->off, x->host, x->bytes)
                     : dc_buffer_read(m->ctx, x->b, x->off, x->host, x->bytes);
        break;
    case 2:
        r = x->async ? dc_buffer_fill_async(m->ctx, x->s, x->b, x->off, x->bytes, x->host, x->ps)
                     : dc_buffer_fill(m->ctx, x->b, x->off, x->bytes, x->host, x->ps);
        break;
    default:
        r = x->async ? dc_copy_async(m->ctx, x->s, x->b, x->off, x->c, x->coff, x->bytes)
                     : dc_copy(m->ctx, x->b, x->off, x->c, x->coff, x->bytes);
        break;
    }
    if (x->which == 3)
        snprintf(call, sizeof call, "[bad: %s] %s%s(stream %#llx, dst %#llx off %llu, src %#llx off %llu, %llu B)", x->why,
                 names[3], x->async ? "_async" : "", (unsigned long long)x->s.id, (unsigned long long)x->b.id,
                 (unsigned long long)x->off, (unsigned long long)x->c.id, (unsigned long long)x->coff, (unsigned long long)x->bytes);
    else
        snprintf(call, sizeof call, "[bad: %s] %s%s(stream %#llx, buf %#llx, off %llu, %llu B, host %s%s%u)", x->why,
                 names[x->which], x->async ? "_async" : "", (unsigned long long)x->s.id, (unsigned long long)x->b.id,
                 (unsigned long long)x->off, (unsigned long long)x->bytes, x->host ? "ok" : "NULL",
                 x->which == 2 ? ", pattern " : "", x->which == 2 ? x->ps : 0);
    m->bad_calls++;
    if (!m_rc(m, r, x->want, call)) return 0;
    if (x->which == 1)
        for (i = 0; i < cn; i++)
            if (x->host[i] != 0x3C) {
                m_fail(m, "%s failed but wrote host byte %llu", call, (unsigned long long)i);
                return 0;
            }
    return 1;
}

static int m_stale_buffer(model *m, dc_buffer *out)
{
    int n = m->n_stale_buf < M_MAX_STALE ? m->n_stale_buf : M_MAX_STALE;
    if (!n) return 0;
    *out = m->stale_buf[m_rnd(m, (uint64_t)n)];
    return 1;
}

/* Bad calls: each must return the result the contract names and change nothing (the
   model stays as it is; later reads check that). Returns 0 when the run failed;
   *did = 0 when case k did not apply to the state at hand. */
/* One of four calls that need a live stream, given a zero or destroyed one (`what`):
   INVALID_HANDLE, and dc_event_record leaves its output zero. -1 when the call needs an
   event and there is none. */
static int m_bad_stream_call(model *m, dc_stream st, int which, const m_event *ev, const char *what)
{
    char label[64];
    dc_event e;
    m->bad_calls++;
    switch (which) {
    case 0:
        snprintf(label, sizeof label, "[bad] dc_stream_synchronize(%s)", what);
        return m_rc(m, dc_stream_synchronize(m->ctx, st), DC_ERROR_INVALID_HANDLE, label);
    case 1:
        snprintf(label, sizeof label, "[bad] dc_stream_destroy(%s)", what);
        return m_rc(m, dc_stream_destroy(m->ctx, st), DC_ERROR_INVALID_HANDLE, label);
    case 2:
        snprintf(label, sizeof label, "[bad] dc_event_record(%s)", what);
        e.id = 0xdeadull;
        if (!m_rc(m, dc_event_record(m->ctx, st, &e), DC_ERROR_INVALID_HANDLE, label)) return 0;
        if (e.id != 0) m_fail(m, "dc_event_record(%s stream) failed but left the output handle %#llx", what, (unsigned long long)e.id);
        return !m->failed;
    default:
        if (!ev) { m->bad_calls--; return -1; }
        snprintf(label, sizeof label, "[bad] dc_stream_wait_event(%s, e)", what);
        return m_rc(m, dc_stream_wait_event(m->ctx, st, ev->h), DC_ERROR_INVALID_HANDLE, label);
    }
}

static int m_bad_case(model *m, int k, int *did)
{
    static const dc_stream zs = { 0 };
    static const dc_buffer zb = { 0 };
    static const dc_event ze = { 0 };
    unsigned char small[1024];
    char call[400];
    m_buf *b = m_pick_buf(m, -1), *c = m_pick_buf(m, -1);
    int which = (int)m_rnd(m, 4), async = m_pct(m, 50), z = 0, s;
    m_badx x;
    dc_buffer stale;
    m_event *ev = m_pick_event(m);
    *did = 1;
    memset(small, 0, sizeof small);
    memset(&x, 0, sizeof x);
    x.which = which;
    x.async = async;
    x.host = small;
    x.host_cap = sizeof small;
    x.bytes = 1;
    x.ps = 1;
    if (b) {
        s = m_pick_stream(m, b->dev, &z);
        x.s = m_handle(m, s, z);
        x.b = b->h;
    }
    if (c) x.c = c->h;
    if (which == 3 && b && b == c) {   /* keep one mistake per call: no overlap besides it */
        if (b->size >= 2) x.coff = 1;
        else x.which = which = 0;
    }
    switch (k) {
    case 0:   /* a destroyed buffer, as the only one or as either buffer of a copy */
        if (!b || !c || !m_stale_buffer(m, &stale)) break;
        x.why = "destroyed buffer";
        if (which == 3 && m_pct(m, 50)) x.c = stale;
        else {
            x.b = stale;
            x.s = zs;   /* zero: the (missing) buffer's default stream */
        }
        x.want = DC_ERROR_INVALID_HANDLE;
        return m_bad_transfer(m, &x);
    case 1:   /* the zero handle */
        if (!b || !c) break;
        x.why = "zero buffer handle";
        if (which == 3 && m_pct(m, 50)) x.c = zb;
        else {
            x.b = zb;
            x.s = zs;
        }
        x.want = DC_ERROR_INVALID_HANDLE;
        return m_bad_transfer(m, &x);
    case 2: {   /* offset + bytes past the end, by a little */
        uint64_t need;
        if (!b || !c) break;
        x.why = "offset + bytes past the end";
        x.want = DC_ERROR_OUT_OF_RANGE;
        x.off = m_rnd(m, b->size + 1);
        x.bytes = b->size - x.off + 1 + m_rnd(m, 64);
        if (which == 3 && m_pct(m, 50) && c->size < b->size) {   /* the source's end instead */
            x.why = "src offset + bytes past the end";
            x.coff = m_rnd(m, c->size + 1);
            x.bytes = c->size - x.coff + 1;   /* <= b->size */
            x.off = m_rnd(m, b->size - x.bytes + 1);
        }
        need = which == 3 ? 0 : which == 2 ? 1 : x.bytes;
        if (need > sizeof small) {
            x.host = (unsigned char *)malloc((size_t)need);
            if (!x.host) break;
            x.host_cap = need;
        }
        k = m_bad_transfer(m, &x);
        if (x.host != small) free(x.host);
        return k;
    }
    case 3:   /* offset + bytes overflowing 64 bits */
        if (!b || !c) break;
        x.why = "offset + bytes overflows";
        x.want = DC_ERROR_OUT_OF_RANGE;
        if (m_pct(m, 50)) {
            x.off = UINT64_MAX - m_rnd(m, 16);
            x.bytes = 1 + m_rnd(m, 32);
        } else {
            x.off = 1 + m_rnd(m, b->size);
            x.bytes = UINT64_MAX - m_rnd(m, 4);
        }
        if (which == 3 && m_pct(m, 50)) {   /* in the source instead; the destination's range is fine */
            x.coff = UINT64_MAX - m_rnd(m, 16);
            x.off = 0;
            x.bytes = 1 + m_rnd(m, m_min(32, b->size));
        }
        return m_bad_transfer(m, &x);
    case 4: {   /* overlapping ranges of one buffer */
        uint64_t len, lo, hi;
        if (!b) break;
        len = 1 + m_rnd(m, b->size);
        lo = m_rnd(m, b->size - len + 1);
        hi = lo + m_rnd(m, m_min(len, b->size - len - lo + 1));   /* lo <= hi < lo + len */
        x.why = "overlapping ranges in one buffer";
        x.which = 3;
        x.c = b->h;
        x.off = m_pct(m, 50) ? lo : hi;
        x.coff = x.off == lo ? hi : lo;
        x.bytes = len;
        x.want = DC_ERROR_INVALID_ARGUMENT;
        return m_bad_transfer(m, &x);
    }
    case 5: {   /* a stream of another device than the buffer's (the destination's for copies) */
        int d;
        if (!b || m->ndev < 2) break;
        d = (int)m_rnd(m, (uint64_t)m->ndev - 1);
        d = d >= b->dev ? d + 1 : d;
        x.why = "stream of another device";
        x.async = 1;
        x.s = m->st[m_pick_stream(m, d, &z)].h;
        x.want = DC_ERROR_INVALID_ARGUMENT;
        return m_bad_transfer(m, &x);
    }
    case 6: {   /* dc_copy_async on the source's stream: the destination's is needed */
        m_buf *o;
        if (!b || m->ndev < 2) break;
        o = m_pick_buf(m, (b->dev + 1 + (int)m_rnd(m, (uint64_t)m->ndev - 1)) % m->ndev);
        if (!o || o->dev == b->dev) break;
        x.why = "copy on the source device's stream";
        x.which = 3;
        x.async = 1;
        x.c = o->h;
        x.s = m->st[m_pick_stream(m, o->dev, &z)].h;
        x.want = DC_ERROR_INVALID_ARGUMENT;
        return m_bad_transfer(m, &x);
    }
    case 7: {   /* a device index out of range */
        int d = m_pct(m, 50) ? -1 - (int)m_rnd(m, 3) : dc_device_count(m->ctx) + (int)m_rnd(m, 3);
        dc_buffer nb;
        dc_stream ns;
        if (m_pct(m, 10)) d = m_pct(m, 50) ? INT_MAX : INT_MIN;
        m->bad_calls++;
        switch (m_rnd(m, 4)) {
        case 0:
            nb.id = 0xdeadull;
            snprintf(call, sizeof call, "[bad] dc_buffer_create(dev %d, 64 B)", d);
            if (!m_rc(m, dc_buffer_create(m->ctx, d, 64, &nb), DC_ERROR_OUT_OF_RANGE, call)) return 0;
            if (nb.id != 0) m_fail(m, "%s failed but left the output handle %#llx", call, (unsigned long long)nb.id);
            return !m->failed;
        case 1:
            ns.id = 0xdeadull;
            snprintf(call, sizeof call, "[bad] dc_stream_create(dev %d)", d);
            if (!m_rc(m, dc_stream_create(m->ctx, d, &ns), DC_ERROR_OUT_OF_RANGE, call)) return 0;
            if (ns.id != 0) m_fail(m, "%s failed but left the output handle %#llx", call, (unsigned long long)ns.id);
            return !m->failed;
        case 2:
            snprintf(call, sizeof call, "[bad] dc_device_synchronize(%d)", d);
            return m_rc(m, dc_device_synchronize(m->ctx, d), DC_ERROR_OUT_OF_RANGE, call);
        default:
            m_log(m, "[bad] dc_default_stream(%d)", d);
            if (dc_default_stream(m->ctx, d).id != 0) m_fail(m, "dc_default_stream(%d) is not the zero handle", d);
            return !m->failed;
        }
    }
    case 8: {   /* the zero stream handle where a real one is needed */
        int rc = m_bad_stream_call(m, zs, (int)m_rnd(m, 4), ev, "zero");
        if (rc >= 0) return rc;
        break;
    }
    case 9:   /* NULL host memory (or pattern) with bytes > 0 */
        if (!b) break;
        x.why = "NULL host pointer";
        x.which = which == 3 ? 2 : which;
        x.host = NULL;
        x.want = DC_ERROR_INVALID_ARGUMENT;
        return m_bad_transfer(m, &x);
    case 10: {   /* fill: a pattern size other than 1, 2, 4 ... 128, or a misaligned range */
        static const uint32_t bad_ps[] = { 0, 3, 5, 6, 12, 24, 96, 256, 1024 };
        uint32_t ps = 128;
        if (!b) break;
        x.which = 2;
        x.want = DC_ERROR_INVALID_ARGUMENT;
        if (m_pct(m, 40) || b->size < 4) {
            x.why = "bad pattern size";
            x.ps = bad_ps[m_rnd(m, sizeof bad_ps / sizeof bad_ps[0])];
            return m_bad_transfer(m, &x);   /* 1 byte at offset 0: in range */
        }
        while (ps * 2 > b->size) ps >>= 1;   /* 2 <= ps and 2 * ps <= size */
        ps >>= m_rnd(m, 7);
        if (ps < 2) ps = 2;
        x.ps = ps;
        if (m_pct(m, 50)) {
            x.why = "fill offset not a multiple of the pattern size";
            x.off = 1 + m_rnd(m, ps - 1);
            x.bytes = ps;
        } else {
            x.why = "fill bytes not a multiple of the pattern size";
            x.off = ps * m_rnd(m, 2);
            x.bytes = 1 + m_rnd(m, ps - 1);
        }
        return m_bad_transfer(m, &x);
    }
    case 11: {   /* creating a 0-byte buffer, or one larger than the device can allocate */
        int d = (int)m_rnd(m, (uint64_t)m->ndev), big = m_pct(m, 50) && m->max_alloc[d] < UINT64_MAX;
        uint64_t bytes = big ? m->max_alloc[d] + 1 : 0;
        dc_buffer nb;
        nb.id = 0xdeadull;
        m->bad_calls++;
        snprintf(call, sizeof call, "[bad] dc_buffer_create(dev %d, %llu B)", d, (unsigned long long)bytes);
        if (!m_rc(m, dc_buffer_create(m->ctx, d, bytes, &nb), big ? DC_ERROR_OUT_OF_DEVICE_MEMORY : DC_ERROR_INVALID_ARGUMENT, call))
            return 0;
        if (nb.id != 0) m_fail(m, "%s failed but left the output handle %#llx", call, (unsigned long long)nb.id);
        return !m->failed;
    }
    case 12: {   /* a destroyed stream */
        int n = m->n_stale_st < M_MAX_STALE ? m->n_stale_st : M_MAX_STALE;
        dc_stream st;
        if (!n) break;
        st = m->stale_st[m_rnd(m, (uint64_t)n)];
        switch (m_rnd(m, 5)) {
        case 0: case 1: case 2: case 3: {
            int rc = m_bad_stream_call(m, st, (int)m_rnd(m, 4), ev, "destroyed");
            if (rc >= 0) return rc;
            break;
        }
        default:
            if (!b || !c) break;
            x.why = "destroyed stream";
            x.async = 1;
            x.s = st;
            x.want = DC_ERROR_INVALID_HANDLE;
            return m_bad_transfer(m, &x);
        }
        break;
    }
    case 13: {   /* a destroyed or zero event */
        int n = m->n_stale_ev < M_MAX_STALE ? m->n_stale_ev : M_MAX_STALE, done = 7;
        dc_event e = n && m_pct(m, 80) ? m->stale_ev[m_rnd(m, (uint64_t)n)] : ze;
        float ms = 1.0f;
        switch (m_rnd(m, 4)) {
        case 0:
            m->bad_calls++;
            return m_rc(m, dc_event_synchronize(m->ctx, e), DC_ERROR_INVALID_HANDLE, "[bad] dc_event_synchronize(destroyed/zero)");
        case 1:
            m->bad_calls++;
            if (!m_rc(m, dc_event_query(m->ctx, e, &done), DC_ERROR_INVALID_HANDLE, "[bad] dc_event_query(destroyed/zero)")) return 0;
            if (done != 0) m_fail(m, "dc_event_query(destroyed/zero) failed but left *done = %d", done);
            return !m->failed;
        case 2:
            m->bad_calls++;
            return m_rc(m, dc_stream_wait_event(m->ctx, m->st[m_any_stream(m)].h, e), DC_ERROR_INVALID_HANDLE,
                        "[bad] dc_stream_wait_event(s, destroyed/zero)");
        default:
            if (!ev) break;
            m->bad_calls++;
            if (!m_rc(m, dc_event_elapsed_ms(m->ctx, ev->h, e, &ms), DC_ERROR_INVALID_HANDLE,
                      "[bad] dc_event_elapsed_ms(e, destroyed/zero)"))
                return 0;
            if (ms != 0.0f) m_fail(m, "dc_event_elapsed_ms failed but left *ms = %g", (double)ms);
            return !m->failed;
        }
        break;
    }
    case 14: {   /* the default stream cannot be destroyed (INVALID_ARGUMENT, the contract's code) and stays usable */
        int d = (int)m_rnd(m, (uint64_t)m->ndev);
        snprintf(call, sizeof call, "[bad] dc_stream_destroy(def@d%d)", d);
        m->bad_calls++;
        return m_rc(m, dc_stream_destroy(m->ctx, dc_default_stream(m->ctx, d)), DC_ERROR_INVALID_ARGUMENT, call);
    }
    case 15:   /* handles of another context */
        if (!m->other || !b || !c) break;
        x.want = DC_ERROR_INVALID_HANDLE;
        switch (m_rnd(m, 4)) {
        case 0:
            x.why = "buffer of another context";
            x.b = m->other_buf;
            x.s = zs;
            return m_bad_transfer(m, &x);
        case 1:
            x.why = "src of another context";
            x.which = 3;
            x.c = m->other_buf;
            return m_bad_transfer(m, &x);
        case 2:
            x.why = "stream of another context";
            x.async = 1;
            x.s = m->other_stream;
            return m_bad_transfer(m, &x);
        default:
            m->bad_calls++;
            if (m_pct(m, 50))
                return m_rc(m, dc_event_synchronize(m->ctx, m->other_event), DC_ERROR_INVALID_HANDLE,
                            "[bad] dc_event_synchronize(event of another context)");
            return m_rc(m, dc_stream_wait_event(m->ctx, m->st[m_any_stream(m)].h, m->other_event), DC_ERROR_INVALID_HANDLE,
                        "[bad] dc_stream_wait_event(s, event of another context)");
        }
    case 16: {   /* elapsed time between events of two devices */
        m_event *o = NULL;
        float ms = 1.0f;
        int i;
        if (!ev) break;
        for (i = 0; i < M_MAX_EVENT && !o; i++)
            if (m->ev[i].live && m->ev[i].dev != ev->dev) o = &m->ev[i];
        if (!o) break;
        m->bad_calls++;
        snprintf(call, sizeof call, "[bad] dc_event_elapsed_ms(e%u@d%d, e%u@d%d)", ev->serial, ev->dev, o->serial, o->dev);
        if (!m_rc(m, dc_event_elapsed_ms(m->ctx, ev->h, o->h, &ms), DC_ERROR_INVALID_ARGUMENT, call)) return 0;
        if (ms != 0.0f) m_fail(m, "dc_event_elapsed_ms failed but left *ms = %g", (double)ms);
        return !m->failed;
    }
    case 17: {   /* info of a destroyed or zero buffer */
        int dev = 7;
        uint64_t bytes = 7;
        if (!m_stale_buffer(m, &stale) || m_pct(m, 20)) stale = zb;
        m->bad_calls++;
        if (!m_rc(m, dc_buffer_get_info(m->ctx, stale, &dev, &bytes), DC_ERROR_INVALID_HANDLE,
                  "[bad] dc_buffer_get_info(destroyed/zero)"))
            return 0;
        /* outputs are zeroed on failure (section 5), as the other bad calls here check */
        if (dev != 0 || bytes != 0)
            m_fail(m, "dc_buffer_get_info(destroyed/zero) failed but left device %d, %llu bytes", dev, (unsigned long long)bytes);
        return !m->failed;
    }
    default:   /* NULL where an output pointer is required */
        switch (m_rnd(m, 4)) {
        case 0:
            m->bad_calls++;
            return m_rc(m, dc_buffer_create(m->ctx, 0, 64, NULL), DC_ERROR_INVALID_ARGUMENT, "[bad] dc_buffer_create(0, 64, NULL)");
        case 1:
            m->bad_calls++;
            return m_rc(m, dc_stream_create(m->ctx, 0, NULL), DC_ERROR_INVALID_ARGUMENT, "[bad] dc_stream_create(0, NULL)");
        case 2:
            m->bad_calls++;
            return m_rc(m, dc_event_record(m->ctx, m->st[m_any_stream(m)].h, NULL), DC_ERROR_INVALID_ARGUMENT,
                        "[bad] dc_event_record(s, NULL)");
        default:
            if (!ev) break;
            m->bad_calls++;
            return m_rc(m, dc_event_query(m->ctx, ev->h, NULL), DC_ERROR_INVALID_ARGUMENT, "[bad] dc_event_query(e, NULL)");
        }
        break;
    }
    *did = 0;
    return 1;
}
#define M_BAD_CASES 19

static int m_bad(model *m)
{
    int tries, did = 0;
    for (tries = 0; tries < 8 && !did; tries++)
        if (!m_bad_case(m, (int)m_rnd(m, M_BAD_CASES), &did)) return 0;
    return 1;
}

/* ------------------------------------------------------------------ checks */

static int m_check_stats(model *m)
{
    dc_transfer_stats ts;
    int p;
    if (!m_rc(m, dc_transfer_stats_get(m->ctx, &ts), DC_SUCCESS, "dc_transfer_stats_get")) return 0;
    if (ts.host_to_device_bytes != m->h2d || ts.device_to_host_bytes != m->d2h) {
        m_fail(m, "transfer stats: %llu bytes written, %llu read; the model counted %llu and %llu",
               (unsigned long long)ts.host_to_device_bytes, (unsigned long long)ts.device_to_host_bytes,
               (unsigned long long)m->h2d, (unsigned long long)m->d2h);
        return 0;
    }
    for (p = 0; p < DC_COPY_PATH_COUNT; p++)
        if (ts.copy_bytes[p] != m->copy_bytes[p]) {
            m_fail(m, "transfer stats: %llu bytes copied on the %s path; the model counted %llu",
                   (unsigned long long)ts.copy_bytes[p], dc_copy_path_name((dc_copy_path)p), (unsigned long long)m->copy_bytes[p]);
            return 0;
        }
    return 1;
}

static int m_info(model *m)
{
    char bn[48], call[96];
    m_buf *b = m_pick_buf(m, -1);
    int dev = -1;
    uint64_t bytes = 0;
    if (!b) return 1;
    snprintf(call, sizeof call, "dc_buffer_get_info(%s)", m_bname(b, bn, sizeof bn));
    if (!m_rc(m, dc_buffer_get_info(m->ctx, b->h, &dev, &bytes), DC_SUCCESS, call)) return 0;
    if (dev != b->dev || bytes != b->size) {
        m_fail(m, "%s: device %d, %llu bytes", call, dev, (unsigned long long)bytes);
        return 0;
    }
    return 1;
}

/* Reads every live buffer back whole (through the same ordering as any read). */
static int m_verify_all(model *m, int final)
{
    int i;
    if (final && !m_sync_all(m)) return 0;
    for (i = 0; i < M_MAX_BUF && !m->failed; i++)
        if (m->buf[i].live && !m_read(m, &m->buf[i], 0, m->buf[i].size, final ? 0 : m_pct(m, 50))) return 0;
    if (final && !m_sync_all(m)) return 0;
    return final ? m_check_stats(m) : !m->failed;
}

/* ------------------------------------------------------------------ the generator */

static int m_step(model *m)
{
    /* weights, in percent, of the kinds of step below */
    static const unsigned char weights[] = {
        12, 12, 9, 14,     /* write, read, fill, copy */
        5, 3,              /* buffer create, destroy */
        3, 2, 2,           /* stream create, destroy, synchronize */
        3, 2, 2, 2, 4, 1,  /* event record, synchronize, query, destroy, wait, elapsed */
        1, 1,              /* device synchronize, dc_synchronize */
        2, 1, 3, 8,        /* read a whole buffer, get_info, 0-byte transfers, bad calls */
        8                  /* a hand-off between devices */
    };
    unsigned r = (unsigned)m_rnd(m, 100), k = 0, acc = 0;
    m_buf *b;
    uint64_t off, len;
    int live = 0, i;
    while (k < sizeof weights && r >= acc + weights[k]) acc += weights[k++];
    for (i = 0; i < M_MAX_BUF; i++) live += m->buf[i].live;
    if (live == 0 || (k >= 1 && k <= 3 && live < 2 && m_pct(m, 50))) k = 4;   /* something to work on */
    switch (k) {
    case 0:
    case 1:
        b = m_pick_buf(m, -1);
        m_range(m, b->size, &off, &len);
        return k == 0 ? m_write(m, b, off, len, m_pct(m, 65)) : m_read(m, b, off, len, m_pct(m, 65));
    case 2: return m_fill(m, m_pick_buf(m, -1), m_pct(m, 65), 0);
    case 3: return m_copy_ex(m, m_pct(m, 65), NULL, 0, 0, 0);
    case 4: return m_buf_create(m);
    case 5:
        if (live < 2) return 1;
        m_buf_destroy(m, m_pick_buf(m, -1));
        return 1;
    case 6: return m_stream_create(m, -1);
    case 7: return m_stream_destroy(m);
    case 8: return m_sync_stream(m, m_any_stream(m));
    case 9: case 10: case 11: case 12: case 13: case 14: return m_event_op(m, (int)k - 9);
    case 15: return m_sync_device(m, (int)m_rnd(m, (uint64_t)m->ndev));
    case 16: return m_sync_all(m);
    case 17:
        b = m_pick_buf(m, -1);
        return m_read(m, b, 0, b->size, m_pct(m, 50));
    case 18: return m_info(m);
    case 19: return m_zero_bytes(m);
    case 20: return m_bad(m);
    default: return m_handoff(m);
    }
}

typedef struct m_totals {
    unsigned long calls, bad_calls, waits, cross_copies, waited_copies, reads_checked;
    int seeds_run;
} m_totals;

/* Everything the run made is released; after a failure without comparing anything. */
static void m_teardown(model *m)
{
    int i;
    if (m->failed) {
        m->quiet_retire = 1;
        dc_synchronize(m->ctx);   /* nothing may still write into host memory freed below */
        for (i = 0; i < M_MAX_STREAM; i++) m->done[i] = UINT64_MAX;
        m_retire(m);
    }
    for (i = 0; i < M_MAX_EVENT; i++)
        if (m->ev[i].live) dc_event_destroy(m->ctx, m->ev[i].h);
    for (i = m->ndev; i < M_MAX_STREAM; i++)
        if (m->st[i].live) dc_stream_destroy(m->ctx, m->st[i].h);
    for (i = 0; i < M_MAX_BUF; i++)
        if (m->buf[i].live) m_buf_destroy(m, &m->buf[i]);
    for (i = 0; i < M_MAX_HOST; i++)   /* only after a failure: the final check retired them */
        if (m->host[i].used) m_host_release(m, &m->host[i]);
}

/* Objects of a second context: their handles must be refused by the first. */
typedef struct m_foreign {
    dc_context *ctx;
    dc_buffer b;
    dc_stream s;
    dc_event e;
} m_foreign;

/* One seed: a fresh context, `steps` random steps, a final check of everything. */
static void m_run_seed(const char *test, const dc_context_desc *desc, const m_foreign *foreign, uint64_t seed, long steps,
                       m_totals *tot)
{
    model *m = (model *)calloc(1, sizeof *m);
    const char *trace = getenv("DC_MODEL_TRACE");
    dc_result r;
    int d, i;
    if (!m) {
        FAIL("out of host memory");
        return;
    }
    m->test = test;
    m->seed = seed;
    m->steps = steps;
    m->force_stream = -1;
    m->rng = seed * 0x9E3779B97F4A7C15ull + 0x632BE59BD9B4E019ull;
    m->trace = trace && trace[0] && strcmp(trace, "0") != 0;
    m->no_peer = desc && (desc->flags & DC_CONTEXT_NO_PEER);
    m->other = foreign->ctx;
    m->other_buf = foreign->b;
    m->other_stream = foreign->s;
    m->other_event = foreign->e;
    if ((r = dc_context_create(desc, &m->ctx)) != DC_SUCCESS) {
        FAIL("%s: dc_context_create: %s: %s", test, dc_result_name(r), dc_last_error());
        free(m);
        return;
    }
    m->ndev = dc_device_count(m->ctx);
    if (m->ndev > M_MAX_DEV) m->ndev = M_MAX_DEV;
    for (d = 0; d < m->ndev; d++) {
        dc_device_info info;
        m->st[d].live = m->st[d].is_default = 1;
        m->st[d].dev = d;
        m->st[d].h = dc_default_stream(m->ctx, d);
        m->max_alloc[d] = dc_device_get_info(m->ctx, d, &info) == DC_SUCCESS ? info.max_allocation : 0;
        if (m->max_alloc[d] == 0) m->max_alloc[d] = 1;
        if (m->st[d].h.id == 0) m_fail(m, "dc_default_stream(%d) is the zero handle", d);
    }
    for (m->step = 0, i = 0; i < 3 && !m->failed; i++) m_buf_create(m);
    for (m->step = 1; m->step <= steps && !m->failed; m->step++) {
        if (!m_step(m)) break;
        if (m->step % 128 == 0 && !m_verify_all(m, 0)) break;
    }
    if (!m->failed) m_verify_all(m, 1);
    m_teardown(m);
    dc_context_destroy(m->ctx);
    tot->calls += m->calls;
    tot->bad_calls += m->bad_calls;
    tot->waits += m->waits;
    tot->cross_copies += m->cross_copies;
    tot->waited_copies += m->waited_copies;
    tot->reads_checked += m->reads_checked;
    tot->seeds_run++;
    free(m);
}

static uint64_t m_env(const char *name, uint64_t def)
{
    const char *e = getenv(name);
    return e && e[0] ? strtoull(e, NULL, 0) : def;
}

/* Runs the seeds of one test on contexts made from `desc`. */
static void m_run(const char *test, const dc_context_desc *desc, uint64_t first_seed, uint64_t seeds, long steps)
{
    m_foreign foreign;
    m_totals tot;
    uint64_t i, seed0 = m_env("DC_MODEL_SEED", first_seed), n = m_env("DC_MODEL_SEEDS", seeds);
    steps = (long)m_env("DC_MODEL_STEPS", (uint64_t)th_iterations((int)steps));   /* a quarter under the sanitizers and Wine */
    memset(&tot, 0, sizeof tot);
    memset(&foreign, 0, sizeof foreign);
    foreign.ctx = th_ctx(NULL);   /* lives through every seed; the harness destroys it */
    REQUIRE(foreign.ctx);
    REQUIRE_OK(dc_buffer_create(foreign.ctx, 0, 64, &foreign.b));
    REQUIRE_OK(dc_stream_create(foreign.ctx, 0, &foreign.s));
    REQUIRE_OK(dc_event_record(foreign.ctx, foreign.s, &foreign.e));
    th_note("%s: seeds %llu..%llu, %ld steps each (replay one: DC_MODEL_SEED=<seed> DC_MODEL_SEEDS=1 build/tests %s)",
            test, (unsigned long long)seed0, (unsigned long long)(seed0 + n - 1), steps, test);
    for (i = 0; i < n && !th_failed(); i++) m_run_seed(test, desc, &foreign, seed0 + i, steps, &tot);
    th_note("%s: %d seeds, %lu library calls (%lu bad calls, %lu cross-stream waits, %lu copies between devices, %lu of "
            "them from data still being written by another stream), %lu reads compared", test, tot.seeds_run, tot.calls,
            tot.bad_calls, tot.waits, tot.cross_copies, tot.waited_copies, tot.reads_checked);
}

/* Every device of the configuration; copies take whatever path the library picks. */
TEST(model_random_ops)
{
    m_run("model_random_ops", NULL, 1, 3, 800);
}

/* Copies between devices staged through the host (DC_CONTEXT_NO_PEER). */
TEST(model_no_peer)
{
    dc_context_desc desc;
    dc_context *probe = th_ctx(NULL);
    REQUIRE(probe);
    if (dc_device_count(probe) < 2) SKIP("needs 2 devices for copies between devices, have %d", dc_device_count(probe));
    memset(&desc, 0, sizeof desc);
    desc.flags = DC_CONTEXT_NO_PEER;
    m_run("model_no_peer", &desc, 1001, 5, 800);
}

/* One device only: every buffer on it, copies within the device, streams of one device. */
TEST(model_one_device)
{
    dc_context_desc desc;
    dc_context *probe = th_ctx(NULL);
    int id;
    REQUIRE(probe);
    if (dc_device_count(probe) < 2) SKIP("model_random_ops already runs on this single device");
    id = dc_device_count(probe) - 1;
    memset(&desc, 0, sizeof desc);
    desc.device_ids = &id;
    desc.device_id_count = 1;
    m_run("model_one_device", &desc, 2001, 2, 500);
}
