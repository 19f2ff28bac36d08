/* vector_add: c[i] = a[i] + b[i] for i < n. Same kernel as vector_add.cu. */
__kernel void vector_add(__global const float *a, __global const float *b,
                         __global float *c, uint n)
{
    uint i = (uint)get_global_id(0);
    if (i < n) c[i] = a[i] + b[i];
}
