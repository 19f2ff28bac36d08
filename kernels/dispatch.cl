/* dispatch: kernels of the dispatch and pipeline examples, tests and benchmarks (the same
   names and arguments as dispatch.cu). Chunk conventions of dc_dispatch: a slice buffer
   starts at the chunk's first item (after the clipped halo for IN slices with one);
   `n` is the chunk's item count, `first` its first global item. */

/* y = a x + y over the chunk. Args: in(x), inout(y), scalar f32, item_count. */
__kernel void saxpy_items(__global const float *x, __global float *y, float a, ulong n)
{
    ulong i = get_global_id(0);
    if (i < n) y[i] = a * x[i] + y[i];
}

/* out[i] = in[i-1] + 2 in[i] + in[i+1], edges of the whole job clamped. `in` has a halo
   of one item each side. Args: in_halo(1, 1), out, item_count, item_first, scalar u64 items. */
__kernel void stencil3(__global const int *in, __global int *out, ulong n, ulong first, ulong items)
{
    ulong i = get_global_id(0);
    ulong lo = first < 1 ? first : 1, g, c;
    int left, right;
    if (i >= n) return;
    g = first + i;
    c = lo + i;
    left = g == 0 ? in[c] : in[c - 1];
    right = g + 1 == items ? in[c] : in[c + 1];
    out[i] = left + 2 * in[c] + right;
}

/* partial[0] += x[i] (mod 2^32), partial[1] = min, partial[2] = max over the chunk as
   separate kernels below. Args: in(x), partial(U32, SUM, 1), item_count. */
__kernel void sum_u32(__global const uint *x, __global uint *partial, ulong n)
{
    ulong i = get_global_id(0);
    if (i < n) atomic_add(&partial[0], x[i]);
}
/* Args: in(x), partial(I32, MIN, 1), partial(I32, MAX, 1), item_count. */
__kernel void minmax_i32(__global const int *x, __global int *mins, __global int *maxs, ulong n)
{
    ulong i = get_global_id(0);
    if (i < n) { atomic_min(&mins[0], x[i]); atomic_max(&maxs[0], x[i]); }
}
/* bins[x[i]]++. Args: in(x, 1-byte elements), partial(U32, SUM, 256), item_count. */
__kernel void histogram256(__global const uchar *x, __global uint *bins, ulong n)
{
    ulong i = get_global_id(0);
    if (i < n) atomic_inc(&bins[x[i]]);
}

/* Compute-bound: y[i] = `iters` steps of a recurrence seeded by the global index.
   Args: out(y), item_first, item_count, scalar u32 iters. */
__kernel void busy(__global float *y, ulong first, ulong n, uint iters)
{
    ulong i = get_global_id(0);
    float v, w = 1.0f;
    uint k;
    if (i >= n) return;
    v = (float)((first + i) & 1023) * 0.001f;
    for (k = 0; k < iters; k++) { v = fma(v, 0.999f, 0.001f); w = fma(w, v, 0.5f) * 0.5f; }
    y[i] = v + w;
}

/* Box blur of radius r over an 8-bit image, one item = one row of `width` pixels,
   width threads per item; rows outside the image are clamped. `in` has a halo of r rows.
   Args: in_halo(1 byte, width, r, r), out(1 byte, width), item_first, item_count,
   scalar u64 rows, scalar u32 width, scalar u32 r. threads_per_item = width. */
__kernel void blur_rows(__global const uchar *in, __global uchar *out, ulong first, ulong n,
                        ulong rows, uint width, uint r)
{
    ulong t = get_global_id(0), row, lo;
    uint col, sum = 0, count = 0;
    long dy, dx;
    if (t >= n * width) return;
    row = t / width;
    col = (uint)(t % width);
    lo = first < r ? first : r;
    for (dy = -(long)r; dy <= (long)r; dy++) {
        long g = (long)(first + row) + dy;
        if (g < 0) g = 0;
        if (g >= (long)rows) g = (long)rows - 1;
        for (dx = -(long)r; dx <= (long)r; dx++) {
            long c = (long)col + dx;
            if (c < 0) c = 0;
            if (c >= (long)width) c = (long)width - 1;
            sum += in[((ulong)g - first + lo) * width + (ulong)c];
            count++;
        }
    }
    out[row * width + col] = (uchar)((sum + count / 2) / count);
}

/* Pipeline stages: kernel(in, out, n, first, extra...). */
__kernel void stage_add(__global const uint *in, __global uint *out, ulong n, ulong first, uint k)
{
    ulong i = get_global_id(0);
    if (i < n) out[i] = in[i] + k + (uint)(first + i);
}
__kernel void stage_mul(__global const uint *in, __global uint *out, ulong n, ulong first, uint k)
{
    ulong i = get_global_id(0);
    if (i < n) out[i] = in[i] * k;
}
/* Widens: one uint in, two uints out (x, x ^ k). */
__kernel void stage_split(__global const uint *in, __global uint *out, ulong n, ulong first, uint k)
{
    ulong i = get_global_id(0);
    if (i < n) { out[2 * i] = in[i]; out[2 * i + 1] = in[i] ^ k; }
}
/* Compute-bound stage: `iters` steps of a recurrence on each float. */
__kernel void stage_busy(__global const float *in, __global float *out, ulong n, ulong first, uint iters)
{
    ulong i = get_global_id(0);
    float v;
    uint k;
    if (i >= n) return;
    v = in[i];
    for (k = 0; k < iters; k++) v = fma(v, 0.999f, 0.001f);
    out[i] = v;
}
