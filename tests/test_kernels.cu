/* Kernels of the test suite, CUDA side. The OpenCL C twins are in test_kernels.h.
   PTX: `make kernels` regenerates test_kernels_ptx.h (tools/make_ptx.sh, .version 7.0). */
extern "C" __global__ void scale(float *x, float s, unsigned n)
{
    unsigned i = blockIdx.x * blockDim.x + threadIdx.x;
    if (i < n) x[i] *= s;
}

/* out[g] = in[the mirror of g within its block], through dynamic shared memory (the
   DC_ARG_LOCAL argument of the OpenCL twin). */
extern "C" __global__ void reverse_block(const float *in, float *out, unsigned n)
{
    extern __shared__ float tmp[];
    unsigned l = threadIdx.x, g = blockIdx.x * blockDim.x + l;
    tmp[l] = g < n ? in[g] : 0.0f;
    __syncthreads();
    if (g < n) out[g] = tmp[blockDim.x - 1 - l];
}

extern "C" __global__ void index2d(unsigned *out, unsigned w, unsigned h)
{
    unsigned x = blockIdx.x * blockDim.x + threadIdx.x;
    unsigned y = blockIdx.y * blockDim.y + threadIdx.y;
    if (x < w && y < h) out[y * w + x] = y * 65536u + x;
}

extern "C" __global__ void arg_types(long long *out, int a, unsigned b, long long c,
                                     unsigned long long d, float e)
{
    if (blockIdx.x == 0 && threadIdx.x == 0) {
        out[0] = a;
        out[1] = b;
        out[2] = c;
        out[3] = (long long)d;
        out[4] = (long long)(e * 1024.0f);
    }
}

extern "C" __global__ void arg_f64(double *out, double f)
{
    if (blockIdx.x == 0 && threadIdx.x == 0) out[0] = f * 2.0;
}

/* Writes only when n == 7, so that a launch with garbage arguments touches nothing. */
extern "C" __global__ void argsink(int *out, int a, float b, unsigned n)
{
    if (blockIdx.x == 0 && threadIdx.x == 0 && n == 7u) out[0] = a + (int)b;
}
