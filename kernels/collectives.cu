/* collectives: the element-wise reductions of the collectives, one kernel per dc_dtype, with
   the same names, arguments and results as collectives.cl; and (CUDA only, at the end) the
   copy kernels of the broadcast over peers. Both files are embedded in dotcompute.h by
   `make embed` (the PTX through tools/make_ptx.sh, target sm_70, .version 6.0).

   dc_coll_reduce_<dtype>(T *out, u64 out_at, u64 count, unsigned op, unsigned nin,
                          unsigned divisor, const T *in0, ..., const T *in7,
                          u64 at0, ..., u64 at7)
     out[out_at + i] = in0[at0 + i] op in1[at1 + i] op ... op in<nin-1>[at<nin-1> + i] for
     i < count (element offsets, because an OpenCL buffer cannot be offset by the caller:
     both backends take the same arguments), in that order (rank
     order, so every device that reduces the same inputs gets the same bits). nin is 1..8;
     the unused input pointers must be valid (in0 will do) and are never read. out may be
     any of the inputs: a thread reads element i of every input before it writes out[i].
     Grid-stride loop: any 1-D grid covers any count.
   op (dc_op): 0 SUM, 1 PROD, 2 MIN, 3 MAX, 4 AVG (the SUM divided by `divisor` at the end;
     0 counts as 1 so that a bad argument cannot trap).
   Accumulators: f32, f16, bf16 in float (f16 and bf16 rounded once, at the store); f64 in
     double; integers in 64 bits (signed types sign-extended), SUM and PROD truncated to the
     type's width at the store, which equals wrap-around arithmetic in the type. Integer
     AVG: signed 64-bit division (truncates toward zero) for signed types, unsigned for
     unsigned ones. Float MIN / MAX: NaN when any input is NaN.
   No cuda_fp16.h: the f16 conversions are the two cvt instructions it would emit, and
   bf16 is a 16-bit shift with integer rounding (cvt.rn.bf16.f32 needs sm_80). */
typedef unsigned long long u64;
typedef long long i64;

enum { COLL_SUM, COLL_PROD, COLL_MIN, COLL_MAX, COLL_AVG };

/* Element types: how one is loaded into the accumulator, combined and stored. */
template <class A> struct coll_float {   /* A: float or double */
    typedef A acc;
    static __device__ __forceinline__ A combine(unsigned op, A a, A b)
    {
        /* every result, then a select: no branch per input (about 20% less PTX than a
           switch), and op is the same in every thread anyway. NaN in, NaN out: a + b
           (fminf / fmaxf would return the other operand). */
        A s = a + b, p = a * b;
        bool nan = a != a || b != b;
        A mn = nan ? s : b < a ? b : a, mx = nan ? s : b > a ? b : a;
        return op == COLL_PROD ? p : op == COLL_MIN ? mn : op == COLL_MAX ? mx : s;   /* SUM, AVG: s */
    }
    static __device__ __forceinline__ A average(A a, unsigned d) { return a / (A)(d ? d : 1u); }
};

template <bool Signed> struct coll_int {  /* 64-bit unsigned arithmetic: wraps, never UB */
    typedef u64 acc;
    static __device__ __forceinline__ u64 combine(unsigned op, u64 a, u64 b)
    {
        bool less = Signed ? (i64)b < (i64)a : b < a;
        u64 mn = less ? b : a, mx = less || b == a ? a : b;
        return op == COLL_PROD ? a * b : op == COLL_MIN ? mn : op == COLL_MAX ? mx : a + b;
    }
    static __device__ __forceinline__ u64 average(u64 a, unsigned d)
    {
        if (!d) d = 1;
        return Signed ? (u64)((i64)a / (i64)d) : a / d;
    }
};

struct t_f32 : coll_float<float> {
    typedef float T;
    static __device__ __forceinline__ float load(const T *p, u64 i) { return p[i]; }
    static __device__ __forceinline__ void store(T *p, u64 i, float v) { p[i] = v; }
};
struct t_f64 : coll_float<double> {
    typedef double T;
    static __device__ __forceinline__ double load(const T *p, u64 i) { return p[i]; }
    static __device__ __forceinline__ void store(T *p, u64 i, double v) { p[i] = v; }
};
struct t_f16 : coll_float<float> {
    typedef unsigned short T;
    static __device__ __forceinline__ float load(const T *p, u64 i)
    {
        float f;
        asm("cvt.f32.f16 %0, %1;" : "=f"(f) : "h"(p[i]));
        return f;
    }
    static __device__ __forceinline__ void store(T *p, u64 i, float v)
    {
        unsigned short h;
        asm("cvt.rn.f16.f32 %0, %1;" : "=h"(h) : "f"(v));   /* nearest even, inf past 65504 */
        p[i] = h;
    }
};
struct t_bf16 : coll_float<float> {
    typedef unsigned short T;
    static __device__ __forceinline__ float load(const T *p, u64 i) { return __uint_as_float((unsigned)p[i] << 16); }
    static __device__ __forceinline__ void store(T *p, u64 i, float v)
    {
        unsigned u = __float_as_uint(v);
        /* NaN: keep the payload's top bits, set the quiet bit; else nearest even */
        p[i] = (unsigned short)((u & 0x7FFFFFFFu) > 0x7F800000u ? (u >> 16) | 0x40u
                                                                 : (u + 0x7FFFu + ((u >> 16) & 1u)) >> 16);
    }
};
/* Integers: S is the storage type, U its unsigned twin; the store goes through U so that
   the truncation is the defined unsigned one. */
template <class S, class U, bool Signed> struct t_int : coll_int<Signed> {
    typedef S T;
    static __device__ __forceinline__ u64 load(const T *p, u64 i) { return (u64)(i64)p[i]; }
    static __device__ __forceinline__ void store(T *p, u64 i, u64 v) { *(U *)(p + i) = (U)v; }
};

/* Element i of the reduction in rank order, in the accumulator type. */
template <class E>
__device__ __forceinline__ typename E::acc coll_combine(u64 i, unsigned op, unsigned nin, unsigned divisor,
                                                    const typename E::T *in0, const typename E::T *in1,
                                                    const typename E::T *in2, const typename E::T *in3,
                                                    const typename E::T *in4, const typename E::T *in5,
                                                    const typename E::T *in6, const typename E::T *in7)
{
    /* Every load first, so that they are in flight together, then the combines in
       rank order. Spelled out rather than a loop over an array of pointers, which
       would be indexed at run time and live in local memory. */
    typename E::acc a = E::load(in0, i), v1 = a, v2 = a, v3 = a, v4 = a, v5 = a, v6 = a, v7 = a;
    if (nin > 1) v1 = E::load(in1, i);
    if (nin > 2) v2 = E::load(in2, i);
    if (nin > 3) v3 = E::load(in3, i);
    if (nin > 4) v4 = E::load(in4, i);
    if (nin > 5) v5 = E::load(in5, i);
    if (nin > 6) v6 = E::load(in6, i);
    if (nin > 7) v7 = E::load(in7, i);
    if (nin > 1) a = E::combine(op, a, v1);
    if (nin > 2) a = E::combine(op, a, v2);
    if (nin > 3) a = E::combine(op, a, v3);
    if (nin > 4) a = E::combine(op, a, v4);
    if (nin > 5) a = E::combine(op, a, v5);
    if (nin > 6) a = E::combine(op, a, v6);
    if (nin > 7) a = E::combine(op, a, v7);
    if (op == COLL_AVG) a = E::average(a, divisor);
    return a;
}

template <class E>
__device__ __forceinline__ void coll_reduce(typename E::T *out, u64 count, unsigned op, unsigned nin,
                                            unsigned divisor, const typename E::T *in0,
                                            const typename E::T *in1, const typename E::T *in2,
                                            const typename E::T *in3, const typename E::T *in4,
                                            const typename E::T *in5, const typename E::T *in6,
                                            const typename E::T *in7)
{
    u64 stride = (u64)gridDim.x * blockDim.x;
    for (u64 i = (u64)blockIdx.x * blockDim.x + threadIdx.x; i < count; i += stride)
        E::store(out, i, coll_combine<E>(i, op, nin, divisor, in0, in1, in2, in3, in4, in5, in6, in7));
}

#define COLL_KERNEL(suffix, E)                                                                  \
    extern "C" __global__ void dc_coll_reduce_##suffix(                                         \
        E::T *out, u64 out_at, u64 count, unsigned op, unsigned nin, unsigned divisor,          \
        const E::T *in0, const E::T *in1, const E::T *in2, const E::T *in3, const E::T *in4,    \
        const E::T *in5, const E::T *in6, const E::T *in7, u64 at0, u64 at1, u64 at2, u64 at3,  \
        u64 at4, u64 at5, u64 at6, u64 at7)                                                     \
    {                                                                                           \
        coll_reduce<E>(out + out_at, count, op, nin, divisor, in0 + at0, in1 + at1, in2 + at2,  \
                       in3 + at3, in4 + at4, in5 + at5, in6 + at6, in7 + at7);                  \
    }

typedef t_int<signed char, unsigned char, true> t_i8;
typedef t_int<unsigned char, unsigned char, false> t_u8;
typedef t_int<int, unsigned, true> t_i32;
typedef t_int<unsigned, unsigned, false> t_u32;
typedef t_int<i64, u64, true> t_i64;
typedef t_int<u64, u64, false> t_u64;

COLL_KERNEL(f32, t_f32)
COLL_KERNEL(f64, t_f64)
COLL_KERNEL(f16, t_f16)
COLL_KERNEL(bf16, t_bf16)
COLL_KERNEL(i8, t_i8)
COLL_KERNEL(u8, t_u8)
COLL_KERNEL(i32, t_i32)
COLL_KERNEL(u32, t_u32)
COLL_KERNEL(i64, t_i64)
COLL_KERNEL(u64, t_u64)

/* dc_coll_copy_out_<unit>(const V *src, u64 src_at, u64 count, unsigned ndst,
                           V *dst0, ..., V *dst7, u64 at0, ..., u64 at7)
     dst<k>[at<k> + i] = src[src_at + i] for i < count and k < ndst: one read, up to 8
     writes. V is 16, 4 or 1 bytes (uint4, unsigned, unsigned char), offsets and count in
     V units; the caller picks the widest unit that every offset and the size divide. The
     broadcast over CUDA peers (dc__coll_kernel_broadcast) runs it with src in the root's
     memory and the destinations in peers' memory. CUDA only: OpenCL ranks are never
     peers, so collectives.cl has no twin. Unused destinations must be valid pointers
     (dst0 will do) and are never written.
   Each thread loads U units before it stores any: a load from a peer takes microseconds,
   so many must be in flight to keep the link busy. */
template <class V>
__device__ __forceinline__ void coll_copy_out(const V *src, u64 count, unsigned ndst, V *d0, V *d1, V *d2, V *d3, V *d4, V *d5,
                                              V *d6, V *d7)
{
    enum { U = 4 };
    u64 tile = (u64)blockDim.x * U;
    for (u64 base = (u64)blockIdx.x * tile; base < count; base += (u64)gridDim.x * tile) {
        V v[U];
#pragma unroll
        for (int k = 0; k < U; k++) {
            u64 i = base + (u64)k * blockDim.x + threadIdx.x;
            if (i < count) v[k] = src[i];
        }
        /* destination by destination; a chain of selects rather than an array of
           pointers, which would be indexed at run time and live in local memory */
#pragma unroll 1
        for (unsigned t = 0; t < ndst; t++) {
            V *d = t == 0 ? d0 : t == 1 ? d1 : t == 2 ? d2 : t == 3 ? d3 : t == 4 ? d4 : t == 5 ? d5 : t == 6 ? d6 : d7;
#pragma unroll
            for (int k = 0; k < U; k++) {
                u64 i = base + (u64)k * blockDim.x + threadIdx.x;
                if (i < count) d[i] = v[k];
            }
        }
    }
}

#define COPY_KERNEL(suffix, V)                                                                  \
    extern "C" __global__ void dc_coll_copy_out_##suffix(                                       \
        const V *src, u64 src_at, u64 count, unsigned ndst, V *dst0, V *dst1, V *dst2, V *dst3, \
        V *dst4, V *dst5, V *dst6, V *dst7, u64 at0, u64 at1, u64 at2, u64 at3, u64 at4,        \
        u64 at5, u64 at6, u64 at7)                                                              \
    {                                                                                           \
        coll_copy_out<V>(src + src_at, count, ndst, dst0 + at0, dst1 + at1, dst2 + at2,         \
                         dst3 + at3, dst4 + at4, dst5 + at5, dst6 + at6, dst7 + at7);           \
    }

COPY_KERNEL(16, uint4)
COPY_KERNEL(4, unsigned)
COPY_KERNEL(1, unsigned char)

/* ---- one kernel per collective, synchronised through flags in peer memory ----

   dc_coll_flag_reduce_<dtype>(u64 count, unsigned op, unsigned n, unsigned rank,
                               unsigned divisor, unsigned nout, unsigned nin,
                               T *out0, ..., T *out7,
                               u64 oat0, ..., u64 oat7, const T *in0, ..., const T *in7,
                               u64 at0, ..., u64 at7, const T *own, u64 own_at, T *stage,
                               const u64 *peer_flags, unsigned *epochs, u64 error_word,
                               u64 timeout_ns)
     The collectives of small and medium messages over CUDA peers, run by every rank of n
     with the same grid: a start barrier, then count elements of in0 .. in<nin-1> (any
     rank's memory), read over the links and reduced in rank order (coll_combine: every
     rank computes the same bits), are stored into out0 .. out<nout-1> (any rank's
     memory), then an end barrier, so that no rank goes on (and may overwrite its input,
     or read its out) while a peer still reads from it or writes to it. nin 1 with SUM on
     an unsigned type is a copy of the bits: all-gather (a rank's input stored into every
     rank's out) and broadcast (the root's input loaded by every rank). The host makes
     two all-reduce algorithms of it:
     - one-shot: every rank reduces the whole message into its own out (nout 1). in<k>
       is rank k's send buffer, or its stage when rank k's call is in place (its out is
       its input: a peer would read half-reduced data). With `stage` set, each block
       first copies its own elements of `own` there: block b of every rank handles the
       same elements (same grid, same grid-stride order), so block b's barriers cover
       every read of them.
     - two-shot: rank r reduces slice r of the message and stores it into every rank's
       out (nout n; the pointers already offset to the slice). No stage even in place:
       slice r of every buffer is read and written by rank r alone, each element read
       before it is written by the same thread.
     The host makes two-shot reduce and broadcast of it too: the n - 1 ranks but the root
     take a slice each; for reduce each reduces its slice of every input into the root's
     out (the root only keeps the barriers), for broadcast each copies its slice of the
     root's input into every out but the root's (the root copies its own, out of place).
     Every link then carries the message once, as in a ring.
   Flags (dc__coll_sync_setup): rank r's flag area holds 2 sets (start, end) x
     DC_COLL_MAX_BLOCKS blocks x 8 peers of 32-bit slots; peer_flags[k] is the address of
     rank k's area (in rank k's memory). Block b of rank i arrives by storing its epoch in
     slot [set][b][i] of every peer's area (st.release.sys) and waits until its own slots
     [set][b][k] reach the same epoch (ld.acquire.sys), one thread per peer. Epochs only
     grow: epochs[b], in the rank's own memory, is bumped by block b at every call it
     runs in and never reset; set 0 and set 1 apart, no peer can store a later epoch into
     a slot before we passed it (tests/test_flag_model.c checks that). Comparisons by
     signed difference: wrap-around is fine.
   Every wait is bounded: after timeout_ns (%globaltimer) the thread stores
     0x100 x phase + (peer + 1) into word `rank` of the host-mapped array at error_word
     (phase 1: start barrier, 2: end barrier) and the block gives up; the host reports
     which rank never arrived, and the communicator is broken from then on. */
#define DC_COLL_MAX_BLOCKS 512

__device__ __forceinline__ void flag_store(unsigned *p, unsigned v)
{
    asm volatile("st.release.sys.global.u32 [%0], %1;" ::"l"(p), "r"(v) : "memory");
}
__device__ __forceinline__ unsigned flag_load(const unsigned *p)
{
    unsigned v;
    asm volatile("ld.acquire.sys.global.u32 %0, [%1];" : "=r"(v) : "l"(p) : "memory");
    return v;
}
__device__ __forceinline__ u64 global_ns()
{
    u64 t;
    asm volatile("mov.u64 %0, %%globaltimer;" : "=l"(t));
    return t;
}

/* Block-wide barrier `set` of epoch e with every other rank; false when it timed out (the
   error word is then written, and *failed set: a shared word per barrier, zeroed before
   the first one, so that no thread resets it while another still reads it). Thread k < n
   (k != rank) deals with peer k, after every thread of the block is done with what came
   before. */
__device__ __forceinline__ bool coll_barrier(unsigned set, unsigned e, unsigned n, unsigned rank, const u64 *peer_flags,
                                             u64 error_word, u64 timeout_ns, volatile int *failed)
{
    unsigned k = threadIdx.x;
    __syncthreads();
    if (k < n && k != rank) {
        unsigned slot = (set * DC_COLL_MAX_BLOCKS + blockIdx.x) * 8;
        unsigned *mine = (unsigned *)peer_flags[rank] + slot + k;
        flag_store((unsigned *)peer_flags[k] + slot + rank, e);
        u64 start = global_ns();
        unsigned spins = 0;
        while ((int)(flag_load(mine) - e) < 0) {
            if (++spins % 64 == 0 && global_ns() - start > timeout_ns) {
                volatile unsigned *err = (volatile unsigned *)error_word;
                err[rank] = 0x100u * (set + 1) + k + 1;
                __threadfence_system();
                *failed = 1;
                break;
            }
        }
    }
    __syncthreads();
    return !*failed;
}

/* out<t>[i] = the reduction of element i, for every t < nout (select chain: see coll_copy_out). */
template <class E>
__device__ __forceinline__ void coll_reduce_to(unsigned nout, typename E::T *o0, typename E::T *o1, typename E::T *o2,
                                               typename E::T *o3, typename E::T *o4, typename E::T *o5, typename E::T *o6,
                                               typename E::T *o7, u64 count, unsigned op, unsigned nin, unsigned divisor,
                                               const typename E::T *in0, const typename E::T *in1, const typename E::T *in2,
                                               const typename E::T *in3, const typename E::T *in4, const typename E::T *in5,
                                               const typename E::T *in6, const typename E::T *in7)
{
    u64 stride = (u64)gridDim.x * blockDim.x;
    for (u64 i = (u64)blockIdx.x * blockDim.x + threadIdx.x; i < count; i += stride) {
        typename E::acc a = coll_combine<E>(i, op, nin, divisor, in0, in1, in2, in3, in4, in5, in6, in7);
#pragma unroll 1
        for (unsigned t = 0; t < nout; t++)
            E::store(t == 0 ? o0 : t == 1 ? o1 : t == 2 ? o2 : t == 3 ? o3 : t == 4 ? o4 : t == 5 ? o5 : t == 6 ? o6 : o7, i, a);
    }
}

template <class E>
__device__ __forceinline__ void coll_flag_reduce(u64 count, unsigned op, unsigned n, unsigned rank, unsigned divisor, unsigned nout, unsigned nin,
                                                 typename E::T *o0, typename E::T *o1, typename E::T *o2, typename E::T *o3,
                                                 typename E::T *o4, typename E::T *o5, typename E::T *o6, typename E::T *o7,
                                                 const typename E::T *in0, const typename E::T *in1, const typename E::T *in2,
                                                 const typename E::T *in3, const typename E::T *in4, const typename E::T *in5,
                                                 const typename E::T *in6, const typename E::T *in7, const typename E::T *own,
                                                 typename E::T *stage, const u64 *peer_flags, unsigned *epochs, u64 error_word,
                                                 u64 timeout_ns)
{
    __shared__ unsigned epoch;
    __shared__ int failed[2];   /* per barrier: see coll_barrier */
    if (threadIdx.x == 0) {
        epoch = epochs[blockIdx.x] + 1;
        failed[0] = failed[1] = 0;
    }
    if (stage) {   /* in place: peers read this copy of our input, never our out */
        u64 stride = (u64)gridDim.x * blockDim.x;
        for (u64 i = (u64)blockIdx.x * blockDim.x + threadIdx.x; i < count; i += stride) stage[i] = own[i];
    }
    __syncthreads();   /* epoch read; the stage written before any thread arrives */
    unsigned e = epoch;
    if (!coll_barrier(0, e, n, rank, peer_flags, error_word, timeout_ns, &failed[0])) return;
    coll_reduce_to<E>(nout, o0, o1, o2, o3, o4, o5, o6, o7, count, op, nin, divisor, in0, in1, in2, in3, in4, in5, in6, in7);
    if (!coll_barrier(1, e, n, rank, peer_flags, error_word, timeout_ns, &failed[1])) return;
    if (threadIdx.x == 0) epochs[blockIdx.x] = e;
}

#define FLAG_KERNEL(suffix, E)                                                                     \
    extern "C" __global__ void dc_coll_flag_reduce_##suffix(                                       \
        u64 count, unsigned op, unsigned n, unsigned rank, unsigned divisor, unsigned nout,        \
        unsigned nin, E::T *out0, E::T *out1, E::T *out2, E::T *out3, E::T *out4, E::T *out5,     \
        E::T *out6, E::T *out7, u64 oat0, u64 oat1, u64 oat2, u64 oat3, u64 oat4, u64 oat5,        \
        u64 oat6, u64 oat7, const E::T *in0, const E::T *in1, const E::T *in2, const E::T *in3,    \
        const E::T *in4, const E::T *in5, const E::T *in6, const E::T *in7, u64 at0, u64 at1,     \
        u64 at2, u64 at3, u64 at4, u64 at5, u64 at6, u64 at7, const E::T *own, u64 own_at,         \
        E::T *stage, const u64 *peer_flags, unsigned *epochs, u64 error_word, u64 timeout_ns)      \
    {                                                                                              \
        coll_flag_reduce<E>(count, op, n, rank, divisor, nout, nin, out0 + oat0, out1 + oat1,      \
                            out2 + oat2, out3 + oat3, out4 + oat4, out5 + oat5, out6 + oat6,       \
                            out7 + oat7, in0 + at0, in1 + at1, in2 + at2, in3 + at3, in4 + at4,    \
                            in5 + at5, in6 + at6, in7 + at7, own + own_at, stage, peer_flags,      \
                            epochs, error_word, timeout_ns);                                       \
    }

FLAG_KERNEL(f32, t_f32)
FLAG_KERNEL(f64, t_f64)
FLAG_KERNEL(f16, t_f16)
FLAG_KERNEL(bf16, t_bf16)
FLAG_KERNEL(i8, t_i8)
FLAG_KERNEL(u8, t_u8)
FLAG_KERNEL(i32, t_i32)
FLAG_KERNEL(u32, t_u32)
FLAG_KERNEL(i64, t_i64)
FLAG_KERNEL(u64, t_u64)

/* ---- LL and LL128: the data carries its own flag ----

   dc_coll_ll_reduce_<dtype>(u64 count, unsigned op, unsigned n, unsigned rank,
                             unsigned divisor, unsigned kind, unsigned root, T *out,
                             u64 out_at, const T *in, u64 in_at, const u64 *peer_flags,
                             u64 ll_at, u64 ll_lines, unsigned *ll_words, u64 error_word,
                             u64 timeout_ns, unsigned wide)
     The collectives of small and medium messages over CUDA peers, without a barrier. A
     piece of count elements travels in 16-byte slots, each carrying whole elements and,
     with them, the call's epoch e, so that a reader that sees e sees that call's data: no
     fence, no barrier. Thread j sends slot j of what each peer needs from its rank, then
     polls its own rank's slot j from the peers that send it data until it shows e, and
     writes its elements of out. The two formats (wide 0: LL, 1: LL128):
       LL     slot j is the packet {lo, e, hi, e} of bytes [8j, 8j + 8): each 8-byte half
              holds its data with e, and an 8-byte store lands whole. Half the bytes are data.
       LL128  slots go in lines of 8 (128 bytes): lanes 0 - 6 of a line carry 16 data bytes,
              lane 7 carries 8 and {e, e}: 120 bytes of data a line, stored by 8 lanes of a
              warp in one instruction. This counts on a 128-byte line stored that way
              landing whole in the peer and being read whole by one load instruction of a
              warp, which NVLink does (NCCL's LL128 protocol counts on it too) and PCIe need
              not: the host offers LL128 only where NVML reports NVLink between every pair
              of ranks. A warp polls until every line it holds shows e.
     By kind (dc_collective):
       ALLREDUCE (0)      every rank sends its in; each reduces all n in rank order
       REDUCE (1)         the others send their in to the root, which reduces all n
       BROADCAST (2)      the root sends its in; the others copy it into out, the root
                          copies its own (in place: onto itself); the others' in is
                          never read
       ALLGATHER (3)      every rank sends its in; out is n pieces in rank order
       REDUCE_SCATTER (4) rank r sends piece k of its in (in + k x count) to rank k; each
                          reduces its own piece of all n
     A rank that sends a peer no data sends it the first line with no data, and a rank
     that gets no data from a peer polls that line: every pair of ranks hears from each
     other in every call, which is what the two parities need (below).
   Slots (dc__coll_sync_setup): at ll_at in every rank's sync area (peer_flags[k] + ll_at
     is rank k's), [2 parities][n source ranks][ll_lines] slots of 16 bytes, an area for
     LL and another for LL128 (the host sizes them by the communicator: ll_lines x 8
     bytes is its largest LL message a rank, ll_lines / 8 x 120 its largest LL128
     message); a call of epoch e writes parity e & 1. Why two suffice: a rank in call e has
     heard from every peer in call e - 1, so every peer had finished every call up to
     e - 2, the last reader of parity e & 1. Stale slots hold older epochs, never e: epochs
     would come round after 2^32 calls, but the host zeroes every slot and ll_words after
     2^31 (dc__coll_ll_refresh, with no kernel running), and a zeroed slot never matches. LL and LL128 share
     the epoch but not the slots: an LL reader takes a slot whose two flag words show e,
     and in a slot that LL128 wrote those words are data, which may equal e.
   Epoch: ll_words[0], one per rank (in its memory), the same on every rank because every
     rank runs every LL and LL128 call: read by each block at its start, bumped once the
     last block is done (ll_words[1] counts them), so the grid may change from call to
     call. The next call on the stream starts after this one ended.
   Waits are bounded like the barriers': phase 3 in the error word. */
enum { LL_ALLREDUCE, LL_REDUCE, LL_BROADCAST, LL_ALLGATHER, LL_REDUCE_SCATTER };

__device__ __forceinline__ void ll_store(uint4 *p, uint4 v)
{
    asm volatile("st.volatile.global.v4.u32 [%0], {%1, %2, %3, %4};" ::"l"(p), "r"(v.x), "r"(v.y), "r"(v.z), "r"(v.w) : "memory");
}
__device__ __forceinline__ uint4 ll_load(const uint4 *p)
{
    uint4 v;
    asm volatile("ld.volatile.global.v4.u32 {%0, %1, %2, %3}, [%4];" : "=r"(v.x), "=r"(v.y), "=r"(v.z), "=r"(v.w) : "l"(p) : "memory");
    return v;
}
/* Whether rank `from` sends rank `to` data in a call of this kind (else the first line alone). */
__device__ __forceinline__ bool ll_sends(unsigned kind, unsigned root, unsigned from, unsigned to)
{
    return kind == LL_BROADCAST ? from == root : kind == LL_REDUCE ? to == root : true;
}
/* A wait that timed out: rank `rank` gave up on peer k (phase 3 of the error word). */
__device__ __forceinline__ void ll_give_up(unsigned rank, unsigned k, u64 error_word)
{
    volatile unsigned *err = (volatile unsigned *)error_word;
    err[rank] = 0x300u + k + 1;
    __threadfence_system();
}

/* The two formats, `wide` for LL128 (the same in every thread of a call, so the branches
   never split a warp): slots for a piece of `bytes`, where slot j's data starts in the
   piece (ll_byte_at) and how many bytes it holds (8 or 16). */
__device__ __forceinline__ u64 ll_slots(u64 bytes, bool wide) { return wide ? (bytes + 119) / 120 * 8 : (bytes + 7) / 8; }
__device__ __forceinline__ u64 ll_byte_at(u64 j, bool wide) { return wide ? (j >> 3) * 120 + (j & 7) * 16 : j * 8; }
__device__ __forceinline__ unsigned ll_len(u64 j, bool wide) { return wide && (j & 7) != 7 ? 16 : 8; }
/* Stores slot p with data d (its first 8 bytes under LL). Every lane of the warp calls
   it; `live` says whether this one stores. */
__device__ __forceinline__ void ll_put(uint4 *p, bool live, uint4 d, unsigned e, bool wide)
{
    if (!wide) d = make_uint4(d.x, e, d.y, e);
    else if ((threadIdx.x & 7) == 7) d.z = d.w = e;
    if (wide) __syncwarp();   /* the 8 lanes of a line store in one instruction */
    if (live) ll_store(p, d);
}
/* Polls slot p until it shows e (a live lane; every lane of the warp calls it) and gives
   its data (LL: in .x and .y). False when the wait timed out, then under LL128 for every
   lane of the warp. */
__device__ __forceinline__ bool ll_get(const uint4 *p, bool live, unsigned e, uint4 *d, unsigned rank, unsigned k, u64 error_word,
                                       u64 timeout_ns, bool wide)
{
    u64 start = global_ns();
    unsigned spins = 0;
    uint4 got = make_uint4(0u, 0u, 0u, 0u);
    if (!wide) {   /* LL: each thread by itself */
        if (!live) return true;
        for (got = ll_load(p); got.y != e || got.w != e; got = ll_load(p))
            if (++spins % 64 == 0 && global_ns() - start > timeout_ns) {
                ll_give_up(rank, k, error_word);
                return false;
            }
        *d = make_uint4(got.x, got.z, 0u, 0u);
        return true;
    }
    bool flag = live && (threadIdx.x & 7) == 7;   /* LL128: the warp until all its lines show e */
    for (;;) {
        __syncwarp();   /* the whole line in one load instruction, its flag with it */
        if (live) got = ll_load(p);
        if (!__any_sync(0xFFFFFFFFu, flag && (got.z != e || got.w != e))) break;
        if (++spins % 64 == 0 && __any_sync(0xFFFFFFFFu, global_ns() - start > timeout_ns)) {
            if ((threadIdx.x & 31) == 0) ll_give_up(rank, k, error_word);
            return false;
        }
    }
    *d = got;
    return true;
}
/* Half h (bytes [8h, 8h + 8)) of a slot's 16 bytes. */
__device__ __forceinline__ uint2 ll_half(uint4 w, unsigned h) { return h ? make_uint2(w.z, w.w) : make_uint2(w.x, w.y); }

template <class E>
__device__ __forceinline__ void coll_ll(u64 count, unsigned op, unsigned n, unsigned rank, unsigned divisor, unsigned kind,
                                        unsigned root, typename E::T *out, const typename E::T *in, const u64 *peer_flags,
                                        u64 ll_at, u64 ll_lines, unsigned *ll_words, u64 error_word, u64 timeout_ns, bool wide)
{
    typedef typename E::T T;
    /* the elements go 8 bytes at a time (a slot holds one such half, or two): the code of
       a half is there once, which keeps the PTX small */
    enum { EPH = 8 / sizeof(T) };   /* elements a half */
    union half { T t[EPH]; uint2 w; };
    __shared__ unsigned epoch;
    int gave_up = 0;   /* this thread's wait timed out (no shared flag: each thread, under LL128 each warp, stops by itself) */
    if (threadIdx.x == 0) epoch = ll_words[0] + 1;
    __syncthreads();
    unsigned e = epoch, parity = e & 1u, line = wide ? 8 : 1;   /* slots a flag covers */
    /* every lane of a warp runs every iteration (LL128's warp-wide stores and polls), so
       the loops go by the warp's first slot; lanes past the end are not live */
    u64 slots = ll_slots(count * sizeof(T), wide), stride = (u64)gridDim.x * blockDim.x;
    u64 first = (u64)blockIdx.x * blockDim.x + (threadIdx.x & ~31u), lane = threadIdx.x & 31u;
    bool reduces = kind == LL_ALLREDUCE || kind == LL_REDUCE_SCATTER || (kind == LL_REDUCE && rank == root);
    bool own_used = reduces || kind == LL_ALLGATHER || (kind == LL_BROADCAST && rank == root);
    /* send: slot j of what each peer needs */
    for (u64 w = first; w < slots; w += stride) {
        u64 j = w + lane, i0 = ll_byte_at(j, wide) / sizeof(T);
        unsigned halves = ll_len(j, wide) / 8;
        for (unsigned k = 0; k < n; k++) {
            bool data = ll_sends(kind, root, rank, k);
            uint4 d = make_uint4(0u, 0u, 0u, 0u);
            if (k == rank) continue;
            if (data && j < slots) {
                const T *src = in + (kind == LL_REDUCE_SCATTER ? (u64)k * count : 0);
#pragma unroll 1
                for (unsigned h = 0; h < halves; h++) {
                    half v;
                    v.w = make_uint2(0u, 0u);
#pragma unroll
                    for (unsigned t = 0; t < EPH; t++)
                        if (i0 + h * EPH + t < count) v.t[t] = src[i0 + h * EPH + t];
                    if (h) d.z = v.w.x, d.w = v.w.y;
                    else d.x = v.w.x, d.y = v.w.y;
                }
            }
            ll_put((uint4 *)(peer_flags[k] + ll_at) + ((u64)(parity * n + rank) * ll_lines + j), j < slots && (data || j < line), d, e, wide);
        }
    }
    /* receive: slot j from every peer (the first line alone from those that send no
       data), then slot j's elements of out, a half at a time */
    for (u64 w = first; w < slots && !gave_up; w += stride) {
        u64 j = w + lane, i0 = ll_byte_at(j, wide) / sizeof(T);
        unsigned halves = ll_len(j, wide) / 8;
        bool live = j < slots;
        uint4 got[8];
        const T *own = in + (kind == LL_REDUCE_SCATTER ? (u64)rank * count : 0);
        for (unsigned k = 0; k < n && !gave_up; k++) {
            if (k == rank) continue;
            const uint4 *p = (const uint4 *)(peer_flags[rank] + ll_at) + ((u64)(parity * n + k) * ll_lines + j);
            gave_up = !ll_get(p, live && (j < line || ll_sends(kind, root, k, rank)), e, &got[k], rank, k, error_word, timeout_ns, wide);
        }
        if (gave_up || !live) continue;   /* a lane past the end has nothing to write */
#pragma unroll 1
        for (unsigned h = 0; h < halves; h++) {
            half v[8];
            u64 at = i0 + h * EPH;
            for (unsigned k = 0; k < n; k++)
                if (k != rank) v[k].w = ll_half(got[k], h);
            v[rank & 7].w = make_uint2(0u, 0u);
#pragma unroll
            for (unsigned t = 0; t < EPH; t++)
                if (own_used && at + t < count) v[rank & 7].t[t] = own[at + t];
#pragma unroll
            for (unsigned t = 0; t < EPH; t++) {
                u64 i = at + t;
                if (i >= count) continue;
                if (reduces)
                    E::store(out, i, coll_combine<E>(t, op, n, divisor, v[0].t, v[1].t, v[2].t, v[3].t, v[4].t, v[5].t, v[6].t, v[7].t));
                else if (kind == LL_ALLGATHER)
                    for (unsigned k = 0; k < n; k++) out[(u64)k * count + i] = v[k].t[t];
                else if (kind == LL_BROADCAST)
                    out[i] = v[root].t[t];
            }
        }
    }
    if (__syncthreads_or(gave_up)) return;   /* the communicator is broken: no next epoch */
    if (threadIdx.x == 0 && atomicAdd(&ll_words[1], 1u) == gridDim.x - 1) {   /* the last block: the next epoch */
        ll_words[1] = 0;
        ll_words[0] = e;
    }
}

#define LL_KERNEL(suffix, E)                                                                              \
    extern "C" __global__ void dc_coll_ll_reduce_##suffix(u64 count, unsigned op, unsigned n, unsigned rank,  \
                                                          unsigned divisor, unsigned kind, unsigned root,    \
                                                          E::T *out, u64 out_at, const E::T *in, u64 in_at,  \
                                                          const u64 *peer_flags, u64 ll_at, u64 ll_lines,    \
                                                          unsigned *ll_words, u64 error_word, u64 timeout_ns, \
                                                          unsigned wide)                                     \
    {                                                                                                     \
        coll_ll<E>(count, op, n, rank, divisor, kind, root, out + out_at, in + in_at, peer_flags, ll_at,  \
                   ll_lines, ll_words, error_word, timeout_ns, wide != 0);                                \
    }

LL_KERNEL(f32, t_f32)
LL_KERNEL(f64, t_f64)
LL_KERNEL(f16, t_f16)
LL_KERNEL(bf16, t_bf16)
LL_KERNEL(i8, t_i8)
LL_KERNEL(u8, t_u8)
LL_KERNEL(i32, t_i32)
LL_KERNEL(u32, t_u32)
LL_KERNEL(i64, t_i64)
LL_KERNEL(u64, t_u64)
