/* pocl_cross_device_wait.c - PoCL 3.1 (Debian 12) with POCL_DEVICES="pthread basic": a
   barrier on the basic device's queue that waits for an event of the pthread device's
   queue (one cl_context) never completes: clFinish hangs (the other direction works).
   Plain OpenCL, no dotcompute.h; tests/test_streams.c stream_wait_event_across_devices
   hits it through dc_stream_wait_event.

   cc -std=c99 tests/repro/pocl_cross_device_wait.c -o build/pocl_wait -lOpenCL
   POCL_DEVICES="pthread basic" timeout 20 build/pocl_wait 1     (hangs: exit status 124)
   POCL_DEVICES="pthread basic" timeout 20 build/pocl_wait 0     (works) */
#define CL_TARGET_OPENCL_VERSION 300
#include <CL/cl.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#define N (2 * 1024 * 1024)

int main(int argc, char **argv)
{
    cl_platform_id p;
    cl_device_id dev[2];
    cl_uint nd = 0;
    cl_int err;
    cl_event e;
    int prod = argc > 1 ? atoi(argv[1]) : 1, cons = 1 - prod, i, bad = -1;
    float *src = (float *)malloc(N * 4), *h = (float *)malloc(N * 4), *out = (float *)malloc(N * 4);
    cl_context ctx;
    cl_command_queue q0, q1;
    cl_mem b0, b1;
    if (clGetPlatformIDs(1, &p, NULL) != CL_SUCCESS ||
        clGetDeviceIDs(p, CL_DEVICE_TYPE_ALL, 2, dev, &nd) != CL_SUCCESS || nd < 2) {
        puts("needs two devices");
        return 2;
    }
    ctx = clCreateContext(NULL, 2, dev, NULL, NULL, &err);
    q0 = clCreateCommandQueueWithProperties(ctx, dev[prod], NULL, &err);
    q1 = clCreateCommandQueueWithProperties(ctx, dev[cons], NULL, &err);
    for (i = 0; i < N; i++) src[i] = (float)(i % 1000) + 0.5f;
    memset(h, 0, N * 4);
    memset(out, 0, N * 4);
    b0 = clCreateBuffer(ctx, CL_MEM_READ_WRITE, N * 4, NULL, &err);
    b1 = clCreateBuffer(ctx, CL_MEM_READ_WRITE, N * 4, NULL, &err);
    clEnqueueWriteBuffer(q0, b0, CL_FALSE, 0, N * 4, src, 0, NULL, NULL);
    clEnqueueReadBuffer(q0, b0, CL_FALSE, 0, N * 4, h, 0, NULL, NULL);
    clEnqueueMarkerWithWaitList(q0, 0, NULL, &e);
    clFlush(q0);
    clEnqueueBarrierWithWaitList(q1, 1, &e, NULL);
    clEnqueueWriteBuffer(q1, b1, CL_FALSE, 0, N * 4, h, 0, NULL, NULL);
    clEnqueueReadBuffer(q1, b1, CL_FALSE, 0, N * 4, out, 0, NULL, NULL);
    clFinish(q1);
    for (i = 0; i < N; i++)
        if (out[i] != src[i]) { bad = i; break; }
    printf("producer device %d, consumer device %d: %s\n", prod, cons, bad < 0 ? "ok" : "WRONG DATA");
    clFinish(q0);
    clReleaseEvent(e);
    return bad < 0 ? 0 : 1;
}

/* Related, seen through the test suite (no standalone repro): with POCL_DEVICES="pthread
   basic" under ThreadSanitizer, threads_share_a_device (four host threads, each with its
   own queue on the basic device, plus the shared default queue) deadlocks inside PoCL:
   one thread sits in pocl_update_event_running <- pocl_exec_command <- basic driver <-
   pocl_broadcast <- basic driver, waiting for an event mutex that its own call chain
   holds. */
