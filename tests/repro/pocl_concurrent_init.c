/* pocl_concurrent_init.c - PoCL 3.1 (Debian 12): the first clGetDeviceIDs calls made by
   several threads at once fail with CL_DEVICE_NOT_FOUND (-1) in all but one thread, and
   clGetDeviceInfo on the devices can then crash. Plain OpenCL, no dotcompute.h: it shows
   why the library serialises driver enumeration (tests/threads.c: threads_own_contexts).

   cc -std=c99 tests/repro/pocl_concurrent_init.c -o build/pocl_init -lOpenCL -lpthread
   POCL_DEVICES="pthread pthread" build/pocl_init        (run it a few times) */
#define CL_TARGET_OPENCL_VERSION 300
#include <CL/cl.h>
#include <pthread.h>
#include <stdio.h>

static void *run(void *arg)
{
    cl_uint n = 0, nd = 0;
    cl_platform_id p[4];
    cl_int e = clGetPlatformIDs(4, p, &n);
    cl_int e2 = n ? clGetDeviceIDs(p[0], CL_DEVICE_TYPE_ALL, 0, NULL, &nd) : -999;
    printf("thread %ld: clGetPlatformIDs %d (%u platforms), clGetDeviceIDs %d (%u devices)\n",
           (long)arg, e, n, e2, nd);
    return NULL;
}

int main(void)
{
    pthread_t t[3];
    long i;
    for (i = 0; i < 3; i++) pthread_create(&t[i], NULL, run, (void *)i);
    for (i = 0; i < 3; i++) pthread_join(t[i], NULL);
    return 0;
}
