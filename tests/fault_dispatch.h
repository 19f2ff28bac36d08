/* fault_dispatch.h - helpers of fault_dispatch.c shared with fault_pipeline.c and fault_collectives.c. */
#ifndef DC_TEST_FAULT_DISPATCH_H
#define DC_TEST_FAULT_DISPATCH_H

#include "common.h"

/* Turns dc_debug_fail_device off (any device index turns the one pair off). */
void fd_devices_off(int n);

/* One run of the operation under test: returns its result, sets *data_ok (exact results)
   and *faults (devices the operation reported as failed, 0 where it reports none). */
typedef dc_result (*fd_run_fn)(void *state, int *data_ok, int *faults);

/* Runs `run` once to count its driver calls, then once per call with that call failing:
   every run must succeed with exact results or fail cleanly (a driver error whose message
   names `fn`), leave the OpenCL devices' memory as it was, and the context must work
   afterwards. A run that succeeds (a failure worked around) must leave dc_last_error()
   as it was. Past 160 calls, a seeded sample of them unless DC_FAULT_FULL=1. */
void fd_inject_every_call(dc_context *ctx, const char *fn, fd_run_fn run, void *state);

/* Whether failure i (1-based) of `calls` runs: all of them with `full` (DC_FAULT_FULL=1,
   DC_OOM_FULL=1: make soak-fault) or up to 160 calls; else the first and last 40 (setup
   and teardown, where leaks hide) and a seeded random 80 of the middle, another sample
   each seed. Shared by the driver-call and the host-allocation injections. */
int fd_sampled(long i, long calls, int full, uint64_t seed);

#endif
