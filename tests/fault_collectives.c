/* fault_collectives.c - faults in the collectives (built with -DDC_FAULT_INJECTION into the
   fault binary, run under ASan/LeakSanitizer by `make test-fault`).

   dc_debug_fail_call: every driver call of one run fails in turn (fd_inject_every_call in
   fault_dispatch.c): the host path over several chunks (an allreduce, reduced by the
   communicator's worker threads, and a broadcast, passed through), and communicator
   creation. Each run must succeed exactly or fail cleanly, with nothing left running,
   allocated or leaked, and the communicator (the context) must work afterwards. */
#include "fault_dispatch.h"

#ifndef DC_FAULT_INJECTION
#error "fault_collectives.c needs -DDC_FAULT_INJECTION (for the library and this file)"
#endif

#define FC_MAXR 8
#define FC_COUNT (((uint64_t)1 << 20) + 16)   /* i32 per rank: two host-path chunks (4 MiB and 64 bytes) */

typedef struct fc_state {
    dc_context *ctx;
    dc_comm *comm;
    int n;
    dc_buffer send[FC_MAXR], recv[FC_MAXR], bcast[FC_MAXR];   /* recv: the allreduce's, bcast: the broadcast's */
    int32_t *in, *got;                 /* rank r's input: in[j] x (r + 1) */
} fc_state;

static int fc_open(fc_state *s)
{
    tk_fixture fx;
    uint64_t j;
    int r;
    memset(s, 0, sizeof *s);
    if (!tk_fixture_open(&fx, NULL, NULL, NULL)) return 0;
    s->ctx = fx.ctx;
    s->n = fx.devices < FC_MAXR ? fx.devices : FC_MAXR;
    if (s->n < 2) {
        th_skip("one device: the host path needs two ranks");
        return 0;
    }
    s->in = (int32_t *)malloc(FC_COUNT * 4);
    s->got = (int32_t *)malloc(FC_COUNT * 4);
    if (!s->in || !s->got) {
        FAIL("out of host memory");
        return 0;
    }
    for (j = 0; j < FC_COUNT; j++) s->in[j] = (int32_t)(j * 2654435761u >> 8);
    for (r = 0; r < s->n; r++) {
        uint64_t k;
        if (!CHECK_OK(dc_buffer_create(s->ctx, r, FC_COUNT * 4, &s->send[r])) || !CHECK_OK(dc_buffer_create(s->ctx, r, FC_COUNT * 4, &s->recv[r])) ||
            !CHECK_OK(dc_buffer_create(s->ctx, r, FC_COUNT * 4, &s->bcast[r])))
            return 0;
        for (k = 0; k < FC_COUNT; k++) s->got[k] = (int32_t)((uint32_t)s->in[k] * (uint32_t)(r + 1));
        if (!CHECK_OK(dc_buffer_write(s->ctx, s->send[r], 0, s->got, FC_COUNT * 4))) return 0;
    }
    return 1;
}

static void fc_close(fc_state *s)
{
    int r;
    dc_comm_destroy(s->comm);
    for (r = 0; r < s->n && s->ctx; r++) {
        dc_buffer_destroy(s->ctx, s->send[r]);
        dc_buffer_destroy(s->ctx, s->recv[r]);
        dc_buffer_destroy(s->ctx, s->bcast[r]);
    }
    free(s->in);
    free(s->got);
}

/* Buffer b of every rank (all but `skip`) against in[j] x m for every j (i32 wraps as
   the library's SUM does). */
static int fc_check(fc_state *s, const dc_buffer *b, int skip, uint32_t m)
{
    uint64_t j;
    int r;
    for (r = 0; r < s->n; r++) {
        if (r == skip) continue;
        if (dc_buffer_read(s->ctx, b[r], 0, s->got, FC_COUNT * 4) != DC_SUCCESS) return 0;
        for (j = 0; j < FC_COUNT; j++)
            if ((uint32_t)s->got[j] != (uint32_t)s->in[j] * m) return 0;
    }
    return 1;
}

/* An allreduce (SUM: in x n(n+1)/2), then a broadcast of the last rank's send (in x n),
   both through dc_collective_run, blocking; checked with injection off. */
static dc_result fc_run(void *state, int *data_ok, int *faults)
{
    fc_state *s = (fc_state *)state;
    dc_collective_desc d;
    dc_result r;
    *faults = 0;
    *data_ok = 0;
    memset(&d, 0, sizeof d);
    d.kind = DC_ALLREDUCE;
    d.send = s->send;
    d.recv = s->recv;
    d.count = FC_COUNT;
    d.dtype = DC_I32;
    d.op = DC_SUM;
    r = dc_collective_run(s->comm, &d);
    d.kind = DC_BROADCAST;
    d.recv = s->bcast;
    d.root = s->n - 1;
    if (r == DC_SUCCESS) r = dc_collective_run(s->comm, &d);
    if (r != DC_SUCCESS) return r;
    dc_debug_fail_call(0);   /* the reads that check are not under test */
    *data_ok = fc_check(s, s->recv, -1, (uint32_t)(s->n * (s->n + 1) / 2)) && fc_check(s, s->bcast, s->n - 1, (uint32_t)s->n);
    return DC_SUCCESS;
}

TEST(fault_injection_collectives_host_path)
{
    fc_state *s = (fc_state *)calloc(1, sizeof *s);
    REQUIRE(s);
    if (fc_open(s) && CHECK_OK(dc_comm_create(s->ctx, NULL, 0, &s->comm))) {
        dc_comm_set_timeout(s->comm, 60);
        fd_inject_every_call(s->ctx, "dc_collective_run", fc_run, s);
    }
    fc_close(s);
    free(s);
}

/* dc_comm_create (its streams, slots, kernels, the peer test) and dc_comm_destroy. */
static dc_result fc_create_run(void *state, int *data_ok, int *faults)
{
    fc_state *s = (fc_state *)state;
    dc_comm *comm = NULL;
    dc_result r = dc_comm_create(s->ctx, NULL, 0, &comm);
    *faults = 0;
    *data_ok = (r == DC_SUCCESS) == (comm != NULL);
    dc_comm_destroy(comm);
    return r;
}

TEST(fault_injection_collectives_comm_create)
{
    fc_state *s = (fc_state *)calloc(1, sizeof *s);
    REQUIRE(s);
    if (fc_open(s)) fd_inject_every_call(s->ctx, "dc_comm_create", fc_create_run, s);
    fc_close(s);
    free(s);
}
