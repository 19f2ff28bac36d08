/* dispatch: kernels of the dispatch and pipeline examples, tests and benchmarks; the same
   names and arguments as dispatch.cl (see there). PTX: make kernels (committed). */
typedef unsigned long long u64;

extern "C" __global__ void saxpy_items(const float *x, float *y, float a, u64 n)
{
    u64 i = (u64)blockIdx.x * blockDim.x + threadIdx.x;
    if (i < n) y[i] = a * x[i] + y[i];
}

extern "C" __global__ void stencil3(const int *in, int *out, u64 n, u64 first, u64 items)
{
    u64 i = (u64)blockIdx.x * blockDim.x + threadIdx.x;
    u64 lo = first < 1 ? first : 1, g, c;
    int left, right;
    if (i >= n) return;
    g = first + i;
    c = lo + i;
    left = g == 0 ? in[c] : in[c - 1];
    right = g + 1 == items ? in[c] : in[c + 1];
    out[i] = left + 2 * in[c] + right;
}

extern "C" __global__ void sum_u32(const unsigned *x, unsigned *partial, u64 n)
{
    u64 i = (u64)blockIdx.x * blockDim.x + threadIdx.x;
    if (i < n) atomicAdd(&partial[0], x[i]);
}
extern "C" __global__ void minmax_i32(const int *x, int *mins, int *maxs, u64 n)
{
    u64 i = (u64)blockIdx.x * blockDim.x + threadIdx.x;
    if (i < n) { atomicMin(&mins[0], x[i]); atomicMax(&maxs[0], x[i]); }
}
extern "C" __global__ void histogram256(const unsigned char *x, unsigned *bins, u64 n)
{
    u64 i = (u64)blockIdx.x * blockDim.x + threadIdx.x;
    if (i < n) atomicAdd(&bins[x[i]], 1u);
}

extern "C" __global__ void busy(float *y, u64 first, u64 n, unsigned iters)
{
    u64 i = (u64)blockIdx.x * blockDim.x + threadIdx.x;
    float v, w = 1.0f;
    if (i >= n) return;
    v = (float)((first + i) & 1023) * 0.001f;
    for (unsigned k = 0; k < iters; k++) { v = fmaf(v, 0.999f, 0.001f); w = fmaf(w, v, 0.5f) * 0.5f; }
    y[i] = v + w;
}

extern "C" __global__ void blur_rows(const unsigned char *in, unsigned char *out, u64 first, u64 n,
                                     u64 rows, unsigned width, unsigned r)
{
    u64 t = (u64)blockIdx.x * blockDim.x + threadIdx.x, row, lo;
    unsigned col, sum = 0, count = 0;
    if (t >= n * width) return;
    row = t / width;
    col = (unsigned)(t % width);
    lo = first < r ? first : r;
    for (long long dy = -(long long)r; dy <= (long long)r; dy++) {
        long long g = (long long)(first + row) + dy;
        if (g < 0) g = 0;
        if (g >= (long long)rows) g = (long long)rows - 1;
        for (long long dx = -(long long)r; dx <= (long long)r; dx++) {
            long long c = (long long)col + dx;
            if (c < 0) c = 0;
            if (c >= (long long)width) c = (long long)width - 1;
            sum += in[((u64)g - first + lo) * width + (u64)c];
            count++;
        }
    }
    out[row * width + col] = (unsigned char)((sum + count / 2) / count);
}

extern "C" __global__ void stage_add(const unsigned *in, unsigned *out, u64 n, u64 first, unsigned k)
{
    u64 i = (u64)blockIdx.x * blockDim.x + threadIdx.x;
    if (i < n) out[i] = in[i] + k + (unsigned)(first + i);
}
extern "C" __global__ void stage_mul(const unsigned *in, unsigned *out, u64 n, u64 first, unsigned k)
{
    u64 i = (u64)blockIdx.x * blockDim.x + threadIdx.x;
    if (i < n) out[i] = in[i] * k;
}
extern "C" __global__ void stage_split(const unsigned *in, unsigned *out, u64 n, u64 first, unsigned k)
{
    u64 i = (u64)blockIdx.x * blockDim.x + threadIdx.x;
    if (i < n) { out[2 * i] = in[i]; out[2 * i + 1] = in[i] ^ k; }
}
extern "C" __global__ void stage_busy(const float *in, float *out, u64 n, u64 first, unsigned iters)
{
    u64 i = (u64)blockIdx.x * blockDim.x + threadIdx.x;
    float v;
    if (i >= n) return;
    v = in[i];
    for (unsigned k = 0; k < iters; k++) v = fmaf(v, 0.999f, 0.001f);
    out[i] = v;
}
