/* test_flag_model.c - the flag kernels' barrier protocol (kernels/collectives.cu,
   coll_barrier) and the LL kernels' packets (coll_ll) modelled on host threads, so that ThreadSanitizer (`make test-tsan`, run
   by CI) and plain runs check it where there is no GPU.

   Each thread is one block of one rank. Per call, block b of every rank (b below the
   call's grid, the same on every rank) takes the epoch e = its last one + 1, writes its
   elements of the rank's input (the caller's work before the kernel), stores e into slot
   [start][b][rank] of every peer with release order and waits, with acquire loads, until
   its own slots [start][b][peer] reach e; then reads every rank's input for its elements,
   checks the sum, and does the same with the end slots. The blocks of a rank meet at a
   barrier of their own between calls: a kernel starts after the last one ended (stream
   order), and the next call may give a block other elements. The inputs are plain memory:
   any read that the flags do not order after the write (a missing release or acquire, a
   barrier passed early) is a data race for ThreadSanitizer, and a wrong sum in any run.

   Epochs start 64 below 2^32, so they wrap during the test (the comparisons are by signed
   difference). Random delays (up to 200 us, now and then 3 ms on one rank) let ranks fall
   behind; that a slot, once reached, holds exactly this call's epoch (no peer's block gets
   a call further without our next signal) is the protocol's promise. The memory orders are the GCC/Clang __atomic built-ins
   with C11's memory model (the library is C99), as the kernels' st.release.sys and
   ld.acquire.sys are PTX's. Every wait is bounded (10 s): a broken protocol fails, never
   hangs. */
#include "common.h"

#include <pthread.h>
#include <sched.h>
#include <time.h>

#define FM_RANKS 3
#define FM_BLOCKS 2
#define FM_ELEMS 64                 /* per rank */
#define FM_CALLS 1000
#define FM_EPOCH0 0xFFFFFFC0u       /* wraps after 64 calls of a block */

/* What both models share: each rank's own barrier between calls, and the first failure. */
typedef struct fm_shared {
    unsigned rank_barrier[FM_RANKS];                    /* atomic: arrivals at a rank's own barrier */
    int errors;                                         /* atomic */
    char first_error[256];
} fm_shared;

typedef struct fm_world {
    uint32_t flags[FM_RANKS][2][FM_BLOCKS][FM_RANKS];   /* rank r's area: [set][block][peer] */
    uint32_t epochs[FM_RANKS][FM_BLOCKS];               /* each block's own, plain */
    long input[FM_RANKS][FM_ELEMS];                     /* plain: the data the flags guard */
    long calls_done[FM_RANKS][FM_BLOCKS];               /* atomic: calls block (r, b) is through */
    fm_shared sh;
} fm_world;

typedef struct fm_block {
    fm_world *w;
    int rank, block;
    uint64_t rng;
} fm_block;

static uint64_t fm_next(uint64_t *s)
{
    *s ^= *s << 13;
    *s ^= *s >> 7;
    *s ^= *s << 17;
    return *s;
}
static void fm_fail(fm_shared *sh, const char *what, int rank, int block, int call)
{
    if (__atomic_fetch_add(&sh->errors, 1, __ATOMIC_SEQ_CST) == 0)
        snprintf(sh->first_error, sizeof sh->first_error, "%s (rank %d, block %d, call %d)", what, rank, block, call);
}
/* The blocks of one rank meet between calls (kernel k + 1 starts after kernel k ended). */
static int fm_rank_barrier(fm_shared *sh, int rank, int block, unsigned round)
{
    double t0 = th_now();
    __atomic_fetch_add(&sh->rank_barrier[rank], 1, __ATOMIC_ACQ_REL);
    while (__atomic_load_n(&sh->rank_barrier[rank], __ATOMIC_ACQUIRE) < round * FM_BLOCKS)
        if (th_now() - t0 > 10.0) {
            fm_fail(sh, "a rank's own barrier timed out", rank, block, (int)round);
            return 0;
        } else {
            sched_yield();   /* CI has 2 cores for 6 threads */
        }
    return 1;
}
/* A random pause: mostly none, sometimes up to 200 us, rarely 3 ms on rank 1. */
static void fm_delay(fm_block *b)
{
    uint64_t x = fm_next(&b->rng) % 1000;
    if (x < 700) return;
    th_sleep_us(x < 995 ? (unsigned)(fm_next(&b->rng) % 200) : b->rank == 1 ? 3000u : 50u);
}
/* The grid of call k: 1 or 2 blocks, the same on every rank. */
static int fm_grid(int k) { return k % 3 == 2 ? 1 : FM_BLOCKS; }
static long fm_value(int k, int r, int i) { return (long)k * 1000 + r * 100 + i; }

/* Slot waits as in coll_barrier: store e into every peer's slot, wait for ours. */
static int fm_barrier(fm_block *b, int set, uint32_t e, int k)
{
    fm_world *w = b->w;
    int p;
    double t0 = th_now();
    for (p = 0; p < FM_RANKS; p++)
        if (p != b->rank) __atomic_store_n(&w->flags[p][set][b->block][b->rank], e, __ATOMIC_RELEASE);
    for (p = 0; p < FM_RANKS; p++) {
        uint32_t v;
        if (p == b->rank) continue;
        while ((int32_t)((v = __atomic_load_n(&w->flags[b->rank][set][b->block][p], __ATOMIC_ACQUIRE)) - e) < 0)
            if (th_now() - t0 > 10.0) {
                fm_fail(&w->sh, set ? "end barrier timed out" : "start barrier timed out", b->rank, b->block, k);
                return 0;
            } else {
                sched_yield();   /* CI has 2 cores for 6 threads */
            }
        /* the promise: a peer's block cannot store a later epoch into this set before we
           have passed this barrier (it would need our next signal), so the slot holds
           exactly this call's */
        if (v != e) {
            fm_fail(&w->sh, "a peer's slot is past this call's epoch", b->rank, b->block, k);
            return 0;
        }
    }
    return 1;
}
static void *fm_block_main(void *arg)
{
    fm_block *b = (fm_block *)arg;
    fm_world *w = b->w;
    int k, i, r;
    for (k = 0; k < FM_CALLS && !__atomic_load_n(&w->sh.errors, __ATOMIC_SEQ_CST); k++) {
        int g = fm_grid(k);
        if (b->block < g) {
            uint32_t e = w->epochs[b->rank][b->block] + 1;
            /* the input, written by the rank's earlier work; block b's elements this call */
            for (i = b->block; i < FM_ELEMS; i += g) w->input[b->rank][i] = fm_value(k, b->rank, i);
            fm_delay(b);
            if (!fm_barrier(b, 0, e, k)) return NULL;
            fm_delay(b);
            for (i = b->block; i < FM_ELEMS; i += g) {
                long sum = 0, want = 0;
                for (r = 0; r < FM_RANKS; r++) {
                    sum += w->input[r][i];
                    want += fm_value(k, r, i);
                }
                if (sum != want) {
                    fm_fail(&w->sh, "a torn read: the sum of the inputs is wrong", b->rank, b->block, k);
                    return NULL;
                }
            }
            fm_delay(b);
            if (!fm_barrier(b, 1, e, k)) return NULL;
            w->epochs[b->rank][b->block] = e;
        }
        __atomic_store_n(&w->calls_done[b->rank][b->block], (long)k + 1, __ATOMIC_RELEASE);
        if (!fm_rank_barrier(&w->sh, b->rank, b->block, (unsigned)k + 1)) return NULL;
    }
    return NULL;
}

TEST(flag_model_one_shot)
{
    fm_world *w = (fm_world *)calloc(1, sizeof *w);
    fm_block blocks[FM_RANKS * FM_BLOCKS];
    pthread_t threads[FM_RANKS * FM_BLOCKS];
    int r, b, t, started = 0;
    uint64_t seed = (uint64_t)time(NULL) * 2654435761u | 1;
    REQUIRE(w != NULL);
    for (r = 0; r < FM_RANKS; r++) {
        for (b = 0; b < FM_BLOCKS; b++) {
            w->epochs[r][b] = FM_EPOCH0;
            for (t = 0; t < FM_RANKS; t++) w->flags[r][0][b][t] = w->flags[r][1][b][t] = FM_EPOCH0;
        }
    }
    th_note("seed %llu, %d ranks x %d blocks, %d calls, epochs from 0x%08x", (unsigned long long)seed, FM_RANKS, FM_BLOCKS, FM_CALLS, FM_EPOCH0);
    for (t = 0; t < FM_RANKS * FM_BLOCKS; t++) {
        blocks[t].w = w;
        blocks[t].rank = t / FM_BLOCKS;
        blocks[t].block = t % FM_BLOCKS;
        blocks[t].rng = seed + (uint64_t)t * 0x9E3779B97F4A7C15ull;
        if (pthread_create(&threads[t], NULL, fm_block_main, &blocks[t]) != 0) {
            fm_fail(&w->sh, "pthread_create failed", blocks[t].rank, blocks[t].block, 0);
            break;
        }
        started++;
    }
    for (t = 0; t < started; t++) pthread_join(threads[t], NULL);
    if (w->sh.errors) FAIL("%s", w->sh.first_error);
    for (r = 0; r < FM_RANKS && !w->sh.errors; r++)
        for (b = 0; b < FM_BLOCKS; b++) CHECK_EQ((long)w->calls_done[r][b], (long)FM_CALLS);
    /* every block's epoch wrapped past zero and matches its peers' */
    CHECK(w->epochs[0][0] < FM_EPOCH0 && w->epochs[0][0] == w->epochs[FM_RANKS - 1][0]);
    free(w);
}

/* --- LL (coll_ll): packets that carry their own flags ---------------------------------------

   Each thread is again one block of one rank. Per call the blocks of a rank read the rank's
   epoch e = last + 1 (one per rank, plain memory: ll_words[0]); each sends its lines of what
   every peer needs as packets whose two halves hold (data << 32 | e), stored with relaxed
   atomics (PTX st.volatile of 8 bytes: a half lands whole), into the peer's area at [e & 1]
   [its rank][line]; a rank that sends a peer no data in this collective sends it line 0
   with data 0. Then it polls its own area for every peer's lines (line 0 alone from a peer
   that sends it no data) until both halves show e, and checks every value: a stale, torn
   or foreign packet is a wrong value, and a packet that shows a later epoch than e means
   a peer wrote the next use of this parity before this one was read (what the pairwise
   exchange rules out). The last block of a rank to finish (an atomic count, ll_words[1])
   writes e back. The calls go through the five collectives in runs of 7, with moving
   roots, sizes and grids and the delays of the model above; epochs wrap during the test.
   Without the packets that carry no data, a broadcast's root runs ahead of a late rank
   and this test fails (checked by taking them out).

   LL128 shares the epochs, in an area of its own: about half the calls (the same on every
   rank) send lines of 16 halves there instead, 15 of data and the flag {e, e} last, the first line
   alone to a peer that gets no data. On the GPU a line lands whole (NVLink); here the
   data halves are stored relaxed and the flag with release order, and the reader's
   acquire load of the flag orders its relaxed loads of the data after them: that a
   reader that sees the flag sees the whole line. Every data half still carries the
   epoch here (on the GPU it carries data only), so that a half of an older or a later
   call is caught too. */

#define LM_LINES 16   /* LL lines a source and parity; a line holds 2 values (8 bytes) */
#define LM_LINES128 3 /* LL128 lines: 15 values each */

typedef struct lm_world {
    uint64_t packets[FM_RANKS][2][FM_RANKS][LM_LINES][2];   /* rank r's area: [parity][source][line][half]; atomic */
    uint64_t lines128[FM_RANKS][2][FM_RANKS][LM_LINES128][16];   /* and LL128's: [parity][source][line][half] */
    uint32_t epoch[FM_RANKS];                               /* plain: read at a kernel's start, written by its last block */
    unsigned done[FM_RANKS];                                /* atomic: blocks of the current call done */
    fm_shared sh;
} lm_world;

typedef struct lm_block {
    lm_world *w;
    fm_block pace;   /* rank, block and the delays' random state */
} lm_block;

enum { LM_ALLREDUCE, LM_REDUCE, LM_BROADCAST, LM_ALLGATHER, LM_REDUCE_SCATTER };
/* Whether rank `from` sends rank `to` data in a call of this kind (the kernel's ll_sends). */
static int lm_sends(int kind, int root, int from, int to)
{
    return kind == LM_BROADCAST ? from == root : kind == LM_REDUCE ? to == root : 1;
}
/* Value i of the piece that rank `from` sends rank `to` in call k (0 past count). */
static uint32_t lm_value(int k, int kind, int from, int to, int i, int count)
{
    int piece = kind == LM_REDUCE_SCATTER ? to : 0;
    return i < count ? (uint32_t)(k * 4096 + from * 512 + piece * 64 + i + 1) : 0u;
}
/* The halves of rank me's area that hold source p's line L under LL128 (16 halves, the
   last the flag). */
static uint64_t *lm_line(lm_world *w, int me, uint32_t parity, int p, int line) { return w->lines128[me][parity][p][line]; }
/* Block `pace` 's part of an LL128 call k (as lm_block_main's LL part); 0 on a failure. */
static int lm_ll128_call(lm_world *w, fm_block *pace, int g, int k, int kind, int root, int count)
{
    int me = pace->rank, blk = pace->block;
    uint32_t e = w->epoch[me] + 1, parity = e & 1u;
    int lines = (count + 14) / 15, line, p, u;
    fm_delay(pace);
    for (line = blk; line < lines; line += g)   /* send */
        for (p = 0; p < FM_RANKS; p++) {
            int data = lm_sends(kind, root, me, p);
            uint64_t *to = lm_line(w, p, parity, me, line);
            if (p == me || (line > 0 && !data)) continue;
            for (u = 0; u < 15; u++) {
                uint64_t v = data ? lm_value(k, kind, me, p, 15 * line + u, count) : 0u;
                __atomic_store_n(&to[u], v << 32 | e, __ATOMIC_RELAXED);
                if (u == 7) fm_delay(pace);   /* a line that lands slowly: a flag stored too early shows */
            }
            __atomic_store_n(&to[15], (uint64_t)e << 32 | e, __ATOMIC_RELEASE);   /* the line lands whole */
        }
    fm_delay(pace);
    for (line = blk; line < lines; line += g)   /* receive */
        for (p = 0; p < FM_RANKS; p++) {
            int data = lm_sends(kind, root, p, me);
            const uint64_t *from = lm_line(w, me, parity, p, line);
            double t0 = th_now();
            uint64_t f;
            if (p == me || (line > 0 && !data)) continue;
            while ((uint32_t)(f = __atomic_load_n(&from[15], __ATOMIC_ACQUIRE)) != e) {
                const char *bad = (int32_t)((uint32_t)f - e) > 0 ? "an LL128 line of a later call arrived before this one was read"
                                  : th_now() - t0 > 10.0               ? "an LL128 line never arrived"
                                                                       : NULL;
                if (bad) {
                    fm_fail(&w->sh, bad, me, blk, k);
                    return 0;
                }
                sched_yield();
            }
            for (u = 0; u < 15; u++) {
                uint64_t v = __atomic_load_n(&from[u], __ATOMIC_RELAXED);
                if (v != ((uint64_t)(data ? lm_value(k, kind, p, me, 15 * line + u, count) : 0u) << 32 | e)) {
                    fm_fail(&w->sh, "an LL128 line holds the wrong data (torn, stale or of a later call)", me, blk, k);
                    return 0;
                }
            }
        }
    if (__atomic_add_fetch(&w->done[me], 1, __ATOMIC_ACQ_REL) == (unsigned)g) {   /* as LL */
        __atomic_store_n(&w->done[me], 0, __ATOMIC_RELAXED);
        w->epoch[me] = e;
    }
    return 1;
}
static void *lm_block_main(void *arg)
{
    lm_block *lb = (lm_block *)arg;
    lm_world *w = lb->w;
    int me = lb->pace.rank, blk = lb->pace.block, k;
    for (k = 0; k < FM_CALLS && !__atomic_load_n(&w->sh.errors, __ATOMIC_SEQ_CST); k++) {
        /* runs of 7 calls of one collective (a root that only sends could otherwise run
           ahead of the others), the root moving every run */
        int g = fm_grid(k), kind = (k / 7) % 5, root = (k / 7) % FM_RANKS, count = 1 + (k * 7) % 32;
        int lines = (count + 1) / 2, j, p, h;
        if ((((unsigned)k * 2654435761u) >> 9) & 1u) {   /* an LL128 call */
            if (blk < g && !lm_ll128_call(w, &lb->pace, g, k, kind, root, count)) return NULL;
        } else if (blk < g) {
            uint32_t e = w->epoch[me] + 1, parity = e & 1u;
            fm_delay(&lb->pace);
            for (j = blk; j < lines; j += g)   /* send */
                for (p = 0; p < FM_RANKS; p++) {
                    int data = lm_sends(kind, root, me, p);
                    if (p == me || (j > 0 && !data)) continue;
                    for (h = 0; h < 2; h++) {
                        uint64_t v = data ? lm_value(k, kind, me, p, 2 * j + h, count) : 0u;
                        __atomic_store_n(&w->packets[p][parity][me][j][h], v << 32 | e, __ATOMIC_RELAXED);
                    }
                }
            fm_delay(&lb->pace);
            for (j = blk; j < lines; j += g)   /* receive */
                for (p = 0; p < FM_RANKS; p++) {
                    int data = lm_sends(kind, root, p, me);
                    if (p == me || (j > 0 && !data)) continue;
                    for (h = 0; h < 2; h++) {
                        double t0 = th_now();
                        uint64_t v;
                        while ((uint32_t)(v = __atomic_load_n(&w->packets[me][parity][p][j][h], __ATOMIC_RELAXED)) != e) {
                            if ((int32_t)((uint32_t)v - e) > 0) {
                                fm_fail(&w->sh, "a packet of a later call arrived before this one was read", me, blk, k);
                                return NULL;
                            }
                            if (th_now() - t0 > 10.0) {
                                fm_fail(&w->sh, "a packet never arrived", me, blk, k);
                                return NULL;
                            }
                            sched_yield();
                        }
                        if ((uint32_t)(v >> 32) != (data ? lm_value(k, kind, p, me, 2 * j + h, count) : 0u)) {
                            fm_fail(&w->sh, "a packet holds the wrong data", me, blk, k);
                            return NULL;
                        }
                    }
                }
            /* the last block of the rank writes the epoch back (kernel: atomicAdd on ll_words[1]) */
            if (__atomic_add_fetch(&w->done[me], 1, __ATOMIC_ACQ_REL) == (unsigned)g) {
                __atomic_store_n(&w->done[me], 0, __ATOMIC_RELAXED);
                w->epoch[me] = e;
            }
        }
        if (!fm_rank_barrier(&w->sh, me, blk, (unsigned)k + 1)) return NULL;
    }
    return NULL;
}

TEST(flag_model_ll)
{
    lm_world *w = (lm_world *)calloc(1, sizeof *w);
    lm_block blocks[FM_RANKS * FM_BLOCKS];
    pthread_t threads[FM_RANKS * FM_BLOCKS];
    int r, t, started = 0;
    uint64_t seed = (uint64_t)time(NULL) * 2654435761u | 1;
    size_t i;
    REQUIRE(w != NULL);
    for (r = 0; r < FM_RANKS; r++) w->epoch[r] = FM_EPOCH0;
    for (i = 0; i < sizeof w->packets / sizeof w->packets[0][0][0][0][0]; i++)   /* an epoch no call has */
        (&w->packets[0][0][0][0][0])[i] = FM_EPOCH0;
    for (i = 0; i < sizeof w->lines128 / sizeof w->lines128[0][0][0][0][0]; i++)
        (&w->lines128[0][0][0][0][0])[i] = (uint64_t)FM_EPOCH0 << 32 | FM_EPOCH0;
    th_note("seed %llu, %d ranks x %d blocks, %d calls of the five collectives, epochs from 0x%08x", (unsigned long long)seed, FM_RANKS,
            FM_BLOCKS, FM_CALLS, FM_EPOCH0);
    for (t = 0; t < FM_RANKS * FM_BLOCKS; t++) {
        blocks[t].w = w;
        blocks[t].pace.w = NULL;
        blocks[t].pace.rank = t / FM_BLOCKS;
        blocks[t].pace.block = t % FM_BLOCKS;
        blocks[t].pace.rng = seed + (uint64_t)t * 0x9E3779B97F4A7C15ull;
        if (pthread_create(&threads[t], NULL, lm_block_main, &blocks[t]) != 0) {
            fm_fail(&w->sh, "pthread_create failed", t / FM_BLOCKS, t % FM_BLOCKS, 0);
            break;
        }
        started++;
    }
    for (t = 0; t < started; t++) pthread_join(threads[t], NULL);
    if (w->sh.errors) FAIL("%s", w->sh.first_error);
    /* every rank ran every call: the epochs wrapped past zero and agree */
    CHECK(w->sh.errors || (w->epoch[0] == (uint32_t)(FM_EPOCH0 + FM_CALLS) && w->epoch[0] == w->epoch[FM_RANKS - 1]));
    free(w);
}
