/* vector_add: c[i] = a[i] + b[i] for i < n. Used by examples/vector_add.c.
   PTX: tools/make_ptx.sh kernels/vector_add.cu kernels/vector_add.ptx (committed). */
extern "C" __global__ void vector_add(const float *a, const float *b, float *c, unsigned n)
{
    unsigned i = blockIdx.x * blockDim.x + threadIdx.x;
    if (i < n) c[i] = a[i] + b[i];
}
