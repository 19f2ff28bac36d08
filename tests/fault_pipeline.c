/* fault_pipeline.c - faults in dc_pipeline_run (built with -DDC_FAULT_INJECTION into the
   fault binary, run under ASan/LeakSanitizer by `make test-fault`).

   dc_debug_fail_device: a device that fails stops the pipeline with the launch error,
   naming dc_pipeline_run; with the hook off the same pipeline runs exactly.
   dc_debug_fail_call: every driver call of one pipeline run fails in turn (see
   fd_inject_every_call in fault_dispatch.c), also over pipelines of random shapes. */
#include "fault_dispatch.h"

#include <time.h>

#ifndef DC_FAULT_INJECTION
#error "fault_pipeline.c needs -DDC_FAULT_INJECTION (for the library and this file)"
#endif

typedef struct fd_pipe {
    dc_context *ctx;
    dc_kernel add, mul;
    int n;
    uint32_t in[5000], out[5000];
} fd_pipe;

static int fd_pipe_open(fd_pipe *p)
{
    tk_fixture fx;
    int i;
    memset(p, 0, sizeof *p);
    if (!tk_fixture_open_file(&fx, NULL, TK_DISPATCH_KERNELS, "stage_add", &p->add, "stage_mul", &p->mul, TK_END))
        return 0;
    p->ctx = fx.ctx;
    p->n = fx.devices;
    for (i = 0; i < 5000; i++) p->in[i] = (uint32_t)i * 2654435761u;
    return 1;
}

/* add 5 on device 0, multiply by 3 on the last device, over 5000 items in chunks of 500. */
static dc_result fd_pipe_run(void *state, int *data_ok, int *faults)
{
    fd_pipe *p = (fd_pipe *)state;
    dc_pipeline_stage st[2];
    dc_arg a[2];
    dc_pipeline_desc d;
    dc_result r;
    int devs[2] = { 0, 0 }, i;
    devs[1] = p->n - 1;
    a[0] = DC_ARG_U32(5);
    a[1] = DC_ARG_U32(3);
    st[0] = tk_stage(p->add, &a[0], 1, &devs[0], 1);
    st[1] = tk_stage(p->mul, &a[1], 1, &devs[1], 1);
    d = tk_pipeline_desc(st, 2, p->in, 5000, p->out);
    d.chunk = 500;
    memset(p->out, 0, sizeof p->out);
    r = dc_pipeline_run(p->ctx, &d, NULL);
    *data_ok = 1;
    *faults = 0;
    for (i = 0; i < 5000 && r == DC_SUCCESS; i++)
        if (p->out[i] != (p->in[i] + 5u + (uint32_t)i) * 3u) *data_ok = 0;
    return r;
}

/* A device that fails stops the pipeline with the launch error; off again, it runs. */
TEST(fault_pipeline_device_fails)
{
    fd_pipe *p = (fd_pipe *)malloc(sizeof *p);
    int ok, faults, dv;
    dc_result r;
    REQUIRE(p);
    if (!fd_pipe_open(p)) {
        free(p);
        return;
    }
    for (dv = 0; dv < p->n && dv < 2; dv++) {
        int target = dv ? p->n - 1 : 0;   /* the first stage's device, then the last's */
        dc_debug_fail_device(target, 2);
        r = fd_pipe_run(p, &ok, &faults);
        fd_devices_off(p->n);
        if (!CHECK_ERR_FN(r, DC_ERROR_LAUNCH, "dc_pipeline_run"))
            th_note("device %d failing from its second chunk", target);
        r = fd_pipe_run(p, &ok, &faults);
        if (!CHECK_OK(r) || !ok) FAIL("after the fault on device %d: %s, results %s", target, dc_result_name(r),
                                      ok ? "exact" : "wrong");
    }
    free(p);
}

/* Every driver call failing in turn; `turns`: with the devices' kernels taking turns
   process-wide (PoCL 4 and later CPU devices: a stage's launch then runs to its end under
   the turn, dc_debug_kernels_take_turns here), where a failure must give the turn back. */
static void fd_pipe_every_call(int turns)
{
    fd_pipe *p = (fd_pipe *)malloc(sizeof *p);
    REQUIRE(p);
    if (fd_pipe_open(p)) {
        dc_debug_kernels_take_turns(turns);
        fd_inject_every_call(p->ctx, "dc_pipeline_run", fd_pipe_run, p);
        dc_debug_kernels_take_turns(0);
    }
    free(p);
}

TEST(fault_injection_pipeline_every_call)
{
    fd_pipe_every_call(0);
}

TEST(fault_injection_pipeline_kernels_take_turns_every_call)
{
    fd_pipe_every_call(1);
}

/* Every driver call failing in turn, over pipelines of seeded random shapes: 1..4 stages
   of stage_add / stage_mul, each on the default device or a random list of devices (the
   same device for several stages, several for one), a random chunk and depth, the output
   apart or in place, in a context with peer copies or without (host-staged). Besides
   fd_inject_every_call's checks, a run must leave the context's buffers, streams and
   events as many as it found them (tk_live_objects: streams and events hold no device
   memory that fd_memory would see). DC_FAULT_SEED picks the shapes too. */
typedef struct fd_rpipe {
    dc_context *ctx;
    dc_kernel add, mul;
    int n, stages, devs[4][4], ndev[4], mul_at[4], in_place, depth;
    uint32_t k[4];
    uint64_t items, chunk;
    uint32_t in[3001], out[3001];
} fd_rpipe;

static dc_result fd_rpipe_run(void *state, int *data_ok, int *faults)
{
    fd_rpipe *p = (fd_rpipe *)state;
    dc_pipeline_stage st[4];
    dc_arg a[4];
    dc_pipeline_desc d;
    dc_result r;
    uint32_t *out = p->in_place ? p->in : p->out;
    uint64_t i;
    int s, live = tk_live_objects(p->ctx);
    for (i = 0; i < p->items; i++) p->in[i] = (uint32_t)i * 2654435761u;
    memset(p->out, 0, sizeof p->out);
    for (s = 0; s < p->stages; s++) {
        a[s] = DC_ARG_U32(p->k[s]);
        st[s] = tk_stage(p->mul_at[s] ? p->mul : p->add, &a[s], 1, p->ndev[s] ? p->devs[s] : NULL, p->ndev[s]);
    }
    d = tk_pipeline_desc(st, p->stages, p->in, p->items, out);
    d.chunk = p->chunk;
    d.depth = p->depth;
    r = dc_pipeline_run(p->ctx, &d, NULL);
    *faults = 0;
    *data_ok = 1;
    for (i = 0; i < p->items && r == DC_SUCCESS && *data_ok; i++) {
        uint32_t v = (uint32_t)i * 2654435761u;
        for (s = 0; s < p->stages; s++) v = p->mul_at[s] ? v * p->k[s] : v + p->k[s] + (uint32_t)i;
        if (out[i] != v) *data_ok = 0;
    }
    if (tk_live_objects(p->ctx) != live)
        FAIL("dc_pipeline_run (%s) left %d objects alive, %d before", dc_result_name(r), tk_live_objects(p->ctx), live);
    return r;
}

TEST(fault_injection_pipeline_random_shapes)
{
    fd_rpipe *p = (fd_rpipe *)malloc(sizeof *p);
    const char *seed_env = getenv("DC_FAULT_SEED");
    uint64_t seed = seed_env && seed_env[0] ? strtoull(seed_env, NULL, 10) : (uint64_t)time(NULL), rs;
    int shape, s, i;
    REQUIRE(p);
    th_note("shapes from seed %llu (DC_FAULT_SEED=%llu replays them)", (unsigned long long)seed, (unsigned long long)seed);
    for (shape = 0; shape < 4 && !th_failed(); shape++) {
        tk_fixture fx;
        dc_context_desc cd;
        memset(p, 0, sizeof *p);
        memset(&cd, 0, sizeof cd);
        rs = seed * 31u + (uint64_t)shape + 1;
        th_rand(&rs);
        cd.flags = th_rand(&rs) % 2 ? DC_CONTEXT_NO_PEER : 0;
        if (!tk_fixture_open_file(&fx, &cd, TK_DISPATCH_KERNELS, "stage_add", &p->add, "stage_mul", &p->mul, TK_END)) break;
        p->ctx = fx.ctx;
        p->n = fx.devices;
        p->stages = 1 + (int)(th_rand(&rs) % 4);
        for (s = 0; s < p->stages; s++) {
            int off;
            p->mul_at[s] = (int)(th_rand(&rs) % 2);
            p->k[s] = (uint32_t)th_rand(&rs) | 1u;
            off = (int)(th_rand(&rs) % (uint64_t)p->n);
            p->ndev[s] = (int)(th_rand(&rs) % (uint64_t)(p->n < 4 ? p->n + 1 : 5));   /* 0: the default device */
            for (i = 0; i < p->ndev[s]; i++) p->devs[s][i] = (i + off) % p->n;          /* distinct, from any device on */
        }
        p->items = 1 + th_rand(&rs) % 3000;
        p->chunk = th_rand(&rs) % 3 ? 1 + th_rand(&rs) % 700 : 0;
        p->depth = (int)(th_rand(&rs) % 5);
        p->in_place = (int)(th_rand(&rs) % 2);
        th_note("shape %d: %d stages, %llu items, chunk %llu, depth %d, output %s, %s", shape, p->stages, (unsigned long long)p->items,
                (unsigned long long)p->chunk, p->depth, p->in_place ? "in place" : "apart", cd.flags ? "NO_PEER" : "peer copies");
        fd_inject_every_call(p->ctx, "dc_pipeline_run", fd_rpipe_run, p);
    }
    free(p);
}
