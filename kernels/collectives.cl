/* collectives: the element-wise reductions of the collectives, one kernel per dc_dtype (the
   same names, arguments and results as collectives.cu, which says what they compute).
   Embedded in dotcompute.h by `make embed`.

   dc_coll_reduce_<dtype>(__global T *out, ulong out_at, ulong count, uint op, uint nin,
                          uint divisor, __global const T *in0, ..., __global const T *in7,
                          ulong at0, ..., ulong at7)
   (out_at and at<k>: element offsets into out and in<k>, since an OpenCL buffer cannot be
   offset by the caller the way a CUDA pointer can.)

   f16 buffers are `half` storage only (vload_half / vstore_half_rte are core functions, no
   cl_khr_fp16 needed); bf16 buffers are ushort. The f64 kernel exists only where the
   device has cl_khr_fp64, so the program still builds without it. Float AVG divides with
   `/`: build with -cl-fp32-correctly-rounded-divide-sqrt where the device offers it, or
   OpenCL allows that division 2.5 ulp (CUDA's is correctly rounded). */

/* Combines for float, double and 64-bit integers (signed types sign-extended into ulong:
   unsigned arithmetic wraps, signed overflow would be undefined). A branch on op, which is
   the same in every work-item: computing every result and selecting one took 3.8x as long
   on PoCL's CPU device (256 Ki floats: 280 against 74 us, 2026-11-23). NaN in, NaN out for
   MIN / MAX: a + b. */
#define DC_FLOAT_COMBINE(A)                                                                 \
    A dc_combine_##A(uint op, A a, A b)                                                     \
    {                                                                                       \
        if (op == 1u) return a * b;                                                         \
        if (op != 2u && op != 3u) return a + b;                    /* SUM, AVG */           \
        if (isnan(a) || isnan(b)) return a + b;                                             \
        return op == 2u ? (b < a ? b : a) : (b > a ? b : a);                                \
    }                                                                                       \
    A dc_average_##A(A a, uint d) { return a / (A)(d ? d : 1u); }

DC_FLOAT_COMBINE(float)

ulong dc_combine_int(uint op, ulong a, ulong b, int is_signed)
{
    int less;
    if (op == 1u) return a * b;
    if (op != 2u && op != 3u) return a + b;
    less = is_signed ? (long)b < (long)a : b < a;
    return op == 2u ? (less ? b : a) : (less ? a : b);
}
ulong dc_combine_s(uint op, ulong a, ulong b) { return dc_combine_int(op, a, b, 1); }
ulong dc_combine_u(uint op, ulong a, ulong b) { return dc_combine_int(op, a, b, 0); }
/* AVG: 0 counts as 1 (a division by zero traps on CPU devices); signed: toward zero */
ulong dc_average_s(ulong a, uint d) { return (ulong)((long)a / (long)(d ? d : 1u)); }
ulong dc_average_u(ulong a, uint d) { return a / (ulong)(d ? d : 1u); }

/* Loads into the accumulator and stores from it, per element type (U: T's unsigned twin,
   through which an integer is truncated: conversion to unsigned is defined, modulo 2^n). */
#define DC_LD_PLAIN(p, i) (p)[i]
#define DC_ST_PLAIN(T, U, p, i, v) ((p)[i] = (v))
#define DC_LD_F16(p, i) vload_half((i), (p))
#define DC_ST_F16(T, U, p, i, v) vstore_half_rte((v), (i), (p))   /* nearest even, inf past 65504 */
#define DC_LD_BF16(p, i) as_float((uint)(p)[i] << 16)
#define DC_ST_BF16(T, U, p, i, v) ((p)[i] = dc_to_bf16(v))
#define DC_LD_INT(p, i) ((ulong)(long)(p)[i])                     /* sign- or zero-extends as T is */
#define DC_ST_INT(T, U, p, i, v) ((p)[i] = as_##T((U)(v)))

ushort dc_to_bf16(float f)
{
    uint u = as_uint(f);
    /* NaN: keep the payload's top bits, set the quiet bit; else nearest even */
    return (ushort)((u & 0x7FFFFFFFu) > 0x7F800000u ? (u >> 16) | 0x40u
                                                     : (u + 0x7FFFu + ((u >> 16) & 1u)) >> 16);
}

/* One kernel: loads first (all of them in flight together), then the combines in rank order. */
#define DC_COLL_KERNEL(SUFFIX, T, U, A, LD, ST, COMBINE, AVERAGE)                           \
    __kernel void dc_coll_reduce_##SUFFIX(__global T *out, ulong out_at, ulong count,       \
                                          uint op, uint nin, uint divisor,                  \
                                          __global const T *in0, __global const T *in1,     \
                                          __global const T *in2, __global const T *in3,     \
                                          __global const T *in4, __global const T *in5,     \
                                          __global const T *in6, __global const T *in7,     \
                                          ulong at0, ulong at1, ulong at2, ulong at3,       \
                                          ulong at4, ulong at5, ulong at6, ulong at7)       \
    {                                                                                       \
        ulong i = get_global_id(0), stride = get_global_size(0);                            \
        in0 += at0; in1 += at1; in2 += at2; in3 += at3;                                     \
        in4 += at4; in5 += at5; in6 += at6; in7 += at7;                                     \
        out += out_at;                                                                      \
        if (nin == 2u) {   /* two ranks: one load each, no branches per input (a CPU: 2x) */ \
            for (; i < count; i += stride) {                                                \
                A a = COMBINE(op, LD(in0, i), LD(in1, i));                                  \
                if (op == 4u) a = AVERAGE(a, divisor);                                      \
                ST(T, U, out, i, a);                                                        \
            }                                                                               \
            return;                                                                         \
        }                                                                                   \
        for (; i < count; i += stride) {                                                    \
            A a = LD(in0, i), v1 = a, v2 = a, v3 = a, v4 = a, v5 = a, v6 = a, v7 = a;       \
            if (nin > 1u) v1 = LD(in1, i);                                                  \
            if (nin > 2u) v2 = LD(in2, i);                                                  \
            if (nin > 3u) v3 = LD(in3, i);                                                  \
            if (nin > 4u) v4 = LD(in4, i);                                                  \
            if (nin > 5u) v5 = LD(in5, i);                                                  \
            if (nin > 6u) v6 = LD(in6, i);                                                  \
            if (nin > 7u) v7 = LD(in7, i);                                                  \
            if (nin > 1u) a = COMBINE(op, a, v1);                                           \
            if (nin > 2u) a = COMBINE(op, a, v2);                                           \
            if (nin > 3u) a = COMBINE(op, a, v3);                                           \
            if (nin > 4u) a = COMBINE(op, a, v4);                                           \
            if (nin > 5u) a = COMBINE(op, a, v5);                                           \
            if (nin > 6u) a = COMBINE(op, a, v6);                                           \
            if (nin > 7u) a = COMBINE(op, a, v7);                                           \
            if (op == 4u) a = AVERAGE(a, divisor);                                          \
            ST(T, U, out, i, a);                                                            \
        }                                                                                   \
    }

DC_COLL_KERNEL(f32, float, uint, float, DC_LD_PLAIN, DC_ST_PLAIN, dc_combine_float, dc_average_float)
DC_COLL_KERNEL(f16, half, ushort, float, DC_LD_F16, DC_ST_F16, dc_combine_float, dc_average_float)
DC_COLL_KERNEL(bf16, ushort, ushort, float, DC_LD_BF16, DC_ST_BF16, dc_combine_float, dc_average_float)
DC_COLL_KERNEL(i8, char, uchar, ulong, DC_LD_INT, DC_ST_INT, dc_combine_s, dc_average_s)
DC_COLL_KERNEL(u8, uchar, uchar, ulong, DC_LD_INT, DC_ST_INT, dc_combine_u, dc_average_u)
DC_COLL_KERNEL(i32, int, uint, ulong, DC_LD_INT, DC_ST_INT, dc_combine_s, dc_average_s)
DC_COLL_KERNEL(u32, uint, uint, ulong, DC_LD_INT, DC_ST_INT, dc_combine_u, dc_average_u)
DC_COLL_KERNEL(i64, long, ulong, ulong, DC_LD_INT, DC_ST_INT, dc_combine_s, dc_average_s)
DC_COLL_KERNEL(u64, ulong, ulong, ulong, DC_LD_INT, DC_ST_INT, dc_combine_u, dc_average_u)

#ifdef cl_khr_fp64
#pragma OPENCL EXTENSION cl_khr_fp64 : enable
DC_FLOAT_COMBINE(double)
DC_COLL_KERNEL(f64, double, ulong, double, DC_LD_PLAIN, DC_ST_PLAIN, dc_combine_double, dc_average_double)
#endif
