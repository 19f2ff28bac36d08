/* fault_pipeline.c - faults in dc_pipeline_run (built with -DDC_FAULT_INJECTION into the
   fault binary, run under ASan/LeakSanitizer by `make test-fault`).

   dc_debug_fail_device: a device that fails stops the pipeline with the launch error,
   naming dc_pipeline_run; with the hook off the same pipeline runs exactly.
   dc_debug_fail_call: every driver call of one pipeline run fails in turn (see
   fd_inject_every_call in fault_dispatch.c). */
#include "fault_dispatch.h"

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

TEST(fault_injection_pipeline_every_call)
{
    fd_pipe *p = (fd_pipe *)malloc(sizeof *p);
    REQUIRE(p);
    if (fd_pipe_open(p)) fd_inject_every_call(p->ctx, "dc_pipeline_run", fd_pipe_run, p);
    free(p);
}
