/* Kernels that do nothing, for bench/launch.c (launch overhead).
   empty_args writes only when n is the sentinel 0xFFFFFFFF, which the benchmark never
   passes, so the compiler must keep both arguments but the kernel touches no memory.
   PTX: tools/make_ptx.sh kernels/empty.cu kernels/empty.ptx (committed). */
extern "C" __global__ void empty(void)
{
}

extern "C" __global__ void empty_args(float *p, unsigned n)
{
    if (n == 0xFFFFFFFFu && p) p[threadIdx.x] = 0.0f;
}
