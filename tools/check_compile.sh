#!/bin/sh
# check_compile.sh - compile dotcompute.h in every configuration it promises to support.
#
# Each line prints "ok" or "FAIL" (with the compiler's output); the last line is
# "N passed, N failed, N skipped" and the exit status is 1 if anything failed.
# Compilers: CC (default cc), CLANG (clang), CXX (g++), MINGW (x86_64-w64-mingw32-gcc);
# a missing compiler is a skip, except CC. CUDA_INCLUDE (default /usr/local/cuda/include)
# is where cuda.h is looked for; JOBS (default: the number of cores) checks run at once.
# Run from anywhere; outputs go to build/check_compile/.
set -u

cd "$(dirname "$0")/.." || exit 1
out=build/check_compile
rm -rf "$out"
mkdir -p "$out"

CC=${CC:-cc}
CLANG=${CLANG:-clang}
CXX=${CXX:-g++}
MINGW=${MINGW:-x86_64-w64-mingw32-gcc}
CUDA_INCLUDE=${CUDA_INCLUDE:-/usr/local/cuda/include}
WARN="-Wall -Wextra -Wpedantic -Werror"
CLFLAGS="-DCL_TARGET_OPENCL_VERSION=300"

passed=0 failed=0 skipped=0
# Checks run JOBS at a time (default: one per core); results are printed in start order.
JOBS=${JOBS:-$(nproc 2>/dev/null || echo 1)}
started=0 shown=0 running=""

ok()   { passed=$((passed + 1)); printf 'ok    %s\n' "$1"; }
# skip LABEL WHY: queued like a check, so it prints in its place
skip() {
    started=$((started + 1))
    printf '%s: %s\n' "$1" "$2" >"$out/label.$started"
    echo skip >"$out/rc.$started"
    report
}
fail() {
    failed=$((failed + 1))
    printf 'FAIL  %s\n' "$1"
    sed 's/^/      /' "$2" | head -n 40
}
have() { command -v "$1" >/dev/null 2>&1; }

# check LABEL COMMAND...: starts the command in the background, its output in log.N and
# its status in rc.N (renamed into place, so a half-written file is never read).
check() {
    started=$((started + 1))
    printf '%s\n' "$1" >"$out/label.$started"
    shift
    (
        if "$@" >"$out/log.$started" 2>&1; then rc=0; else rc=1; fi
        echo $rc >"$out/rc.$started.tmp" && mv "$out/rc.$started.tmp" "$out/rc.$started"
    ) &
    running="$running $!"
    # at most JOBS at once: wait for the oldest
    set -- $running
    if [ $# -ge "$JOBS" ]; then
        wait "$1"
        shift
        running="$*"
    fi
    report
}

# report: prints every finished check whose predecessors are all printed.
report() {
    while [ -f "$out/rc.$((shown + 1))" ]; do
        shown=$((shown + 1))
        label=$(cat "$out/label.$shown")
        case $(cat "$out/rc.$shown") in
            0) ok "$label" ;;
            skip) skipped=$((skipped + 1)); printf 'skip  %s\n' "$label" ;;
            *) fail "$label" "$out/log.$shown" ;;
        esac
    done
}

# settle: waits for every running check and prints them (before using what they built).
settle() {
    wait
    running=""
    report
}

# --- the translation units --------------------------------------------------------------
# impl.c: the implementation alone. use.c: a user of the API, built against any impl.
cat >"$out/impl.c" <<'EOF'
#define DC_IMPLEMENTATION
#include "dotcompute.h"
EOF
cat >"$out/use.c" <<'EOF'
#include "dotcompute.h"
#include <string.h>
#ifdef __cplusplus
extern "C"
#endif
int dc_check_use(void);
int dc_check_use(void)
{
    dc_context *ctx = NULL;
    dc_context_desc desc;
    dc_buffer b;
    dc_arg args[2];
    dc_launch_desc l;
    memset(&desc, 0, sizeof desc);
    desc.log_level = DC_LOG_WARN;
    if (dc_context_create(&desc, &ctx) != DC_SUCCESS) return (int)strlen(dc_last_error());
    if (dc_buffer_create(ctx, 0, 64, &b) == DC_SUCCESS) {
        args[0] = DC_ARG_BUFFER(b);
        args[1] = DC_ARG_F32(1.0f);
        memset(&l, 0, sizeof l);
        l.global[0] = 16;
        l.args = args;
        l.arg_count = 2;
        (void)dc_launch(ctx, &l);
        dc_buffer_destroy(ctx, b);
    }
    dc_context_destroy(ctx);
    return (int)strlen(dc_result_name(DC_ERROR_LAUNCH));
}
EOF
cat >"$out/main.c" <<'EOF'
#include "dotcompute.h"
int dc_check_use(void);
int main(void) { return dc_check_use() > 0 ? 0 : 1; }
EOF
# DC_STATIC: two translation units, each with its own private copy, linked together.
cat >"$out/static_a.c" <<'EOF'
#define DC_STATIC
#define DC_IMPLEMENTATION
#include "dotcompute.h"
const char *dc_check_static_a(void);
const char *dc_check_static_a(void) { return dc_result_name(DC_SUCCESS); }
EOF
cat >"$out/static_b.c" <<'EOF'
#define DC_STATIC
#define DC_IMPLEMENTATION
#include "dotcompute.h"
#include <string.h>
const char *dc_check_static_a(void);
int main(void)
{
    return strcmp(dc_check_static_a(), dc_result_name(DC_SUCCESS)) == 0 ? 0 : 1;
}
EOF
# The declarations alone, every inline helper used, nothing else (no casts of its own).
cat >"$out/header_only.c" <<'EOF'
#include "dotcompute.h"
#ifdef __cplusplus
extern "C"
#endif
int dc_check_header_only(void);
int dc_check_header_only(void)
{
    static float x[4];
    dc_buffer b = { 1 };
    dc_arg a[8];
    dc_dispatch_arg d[10];
    a[0] = DC_ARG_BUFFER(b); a[1] = DC_ARG_I32(1); a[2] = DC_ARG_U32(1u); a[3] = DC_ARG_I64(1);
    a[4] = DC_ARG_U64(1u); a[5] = DC_ARG_F32(1.0f); a[6] = DC_ARG_F64(1.0); a[7] = DC_ARG_LOCAL(16u);
    d[0] = dc_dispatch_in(x, 4u, 1u); d[1] = dc_dispatch_out(x, 4u, 1u); d[2] = dc_dispatch_inout(x, 4u, 1u);
    d[3] = dc_dispatch_in_halo(x, 4u, 1u, 1u, 1u); d[4] = dc_dispatch_broadcast(x, 4u, 4u);
    d[5] = dc_dispatch_resident(&b); d[6] = dc_dispatch_item_count(); d[7] = dc_dispatch_item_first();
    d[8] = dc_dispatch_scalar(a[1]); d[9] = dc_dispatch_partial(x, DC_F32, DC_SUM, 1u);
    return a[7].type == DC_ARG_TYPE_LOCAL && d[9].kind == DC_DISPATCH_PARTIAL;
}
EOF
# The header included twice, the second time with the implementation (stb_howto.txt).
cat >"$out/twice.c" <<'EOF'
#include "dotcompute.h"
#define DC_IMPLEMENTATION
#include "dotcompute.h"
#include "dotcompute.h"
int main(void) { return dc_device_count(NULL); }
EOF

# The caller's own driver headers, included before or after the implementation
# (-DORDER_BEFORE, -DORDER_AFTER): the header's names must not clash with theirs. The
# real ones where they are found, else stand-ins that define the names they share with
# the header's own declarations (cl_int, CL_SUCCESS, CUresult, CUdevice, cuda.h's renames).
{
    if [ -f /usr/include/CL/cl.h ] || [ -f /usr/local/include/CL/cl.h ]; then
        echo '#include <CL/cl.h>'
    else
        echo 'typedef int cl_int; typedef unsigned cl_uint; typedef unsigned long long cl_ulong;'
        echo 'typedef struct _cl_mem *cl_mem; typedef struct _cl_device_id *cl_device_id;'
        echo 'typedef struct _cl_context *cl_context; typedef struct _cl_event *cl_event;'
        echo '#define CL_SUCCESS 0'
        echo '#define CL_OUT_OF_RESOURCES -5'
        echo 'cl_int clGetPlatformIDs(cl_uint n, void *platforms, cl_uint *count);'
    fi
    if [ -f "$CUDA_INCLUDE/cuda.h" ]; then
        echo '#include <cuda.h>'
    else
        echo 'typedef enum cudaError_enum { CUDA_SUCCESS = 0, CUDA_ERROR_UNKNOWN = 999 } CUresult;'
        echo 'typedef int CUdevice; typedef struct CUctx_st *CUcontext; typedef struct CUstream_st *CUstream;'
        echo 'typedef unsigned long long CUdeviceptr;'
        echo '#define cuMemAlloc cuMemAlloc_v2'
        echo '#define cuMemFree cuMemFree_v2'
        echo '#define cuCtxDestroy cuCtxDestroy_v2'
        echo 'CUresult cuInit(unsigned int flags);'
    fi
} >"$out/drivers.h"
cat >"$out/order.c" <<'EOF'
#ifdef ORDER_BEFORE
#  include "drivers.h"
#endif
#define DC_IMPLEMENTATION
#include "dotcompute.h"
#ifdef ORDER_AFTER
#  include "drivers.h"
#endif
#include "dotcompute.h"
#ifdef __cplusplus
extern "C"
#endif
int dc_check_order(void);
int dc_check_order(void)
{
    cl_int e = CL_SUCCESS;
    CUresult r = CUDA_SUCCESS;
    CUdevice d = 0;
    return (int)e + (int)r + d + (int)DC_SUCCESS;
}
EOF
# A C++ file that wraps the #include in extern "C", as C libraries' users often do.
printf 'extern "C" {\n#define DC_IMPLEMENTATION\n#include "dotcompute.h"\n}\n' >"$out/extern_c.c"

# --- C: gcc and clang, C99 ----------------------------------------------------------------
for cc in "$CC" "$CLANG"; do
    if ! have "$cc"; then
        [ "$cc" = "$CC" ] && { failed=$((failed + 1)); echo "FAIL  $cc not found"; continue; }
        skip "$cc -std=c99" "$cc not installed"
        continue
    fi
    t=$(basename "$cc")   # the outputs are per compiler: the checks run at once
    check "$cc -std=c99 $WARN: implementation + user, linked and run" \
        sh -c "$cc -std=c99 $WARN -I. -c $out/impl.c -o $out/impl_$t.o &&
               $cc -std=c99 $WARN -I. $out/use.c $out/main.c $out/impl_$t.o -o $out/use_$t -ldl -lpthread &&
               OCL_ICD_VENDORS=/nonexistent $out/use_$t"
    check "$cc -std=c99 $WARN -O2 (more warnings with optimisation)" \
        $cc -std=c99 $WARN -O2 -I. -c "$out/impl.c" -o "$out/impl_o2_$t.o"
    check "$cc -std=c99 $WARN -DDC_STATIC, two private copies in one program" \
        sh -c "$cc -std=c99 $WARN -I. $out/static_a.c $out/static_b.c -o $out/static_$t -ldl -lpthread && $out/static_$t"
    check "$cc -std=c99 $WARN: header included before and after DC_IMPLEMENTATION" \
        $cc -std=c99 $WARN -I. "$out/twice.c" -o "$out/twice_$t" -ldl -lpthread
    for order in BEFORE AFTER; do
        check "$cc -std=c99 $WARN: the caller's CL/cl.h and cuda.h (or stand-ins) $order the implementation" \
            $cc -std=c99 $WARN $CLFLAGS -DORDER_$order -I. -isystem "$CUDA_INCLUDE" -c "$out/order.c" -o "$out/order_${order}_$t.o"
    done
    check "$cc -std=c99 $WARN -DDC_NO_CUDA" \
        $cc -std=c99 $WARN -DDC_NO_CUDA -I. -c "$out/impl.c" -o "$out/nocuda_$t.o"
    check "$cc -std=c99 $WARN -DDC_NO_OPENCL" \
        $cc -std=c99 $WARN -DDC_NO_OPENCL -I. -c "$out/impl.c" -o "$out/noopencl_$t.o"
    check "$cc -std=c99 $WARN -DDC_NO_NCCL" \
        $cc -std=c99 $WARN -DDC_NO_NCCL -I. -c "$out/impl.c" -o "$out/nonccl_$t.o"
    # No backend at all is refused at compile time with a clear #error.
    check "$cc -DDC_NO_CUDA -DDC_NO_OPENCL is refused with an #error that says why" \
        sh -c "! $cc -std=c99 -DDC_NO_CUDA -DDC_NO_OPENCL -I. -c $out/impl.c -o $out/nobackend_$t.o 2>$out/nobackend_$t.log &&
               grep -q 'no backend' $out/nobackend_$t.log"
    # DC_STATIC or DC_FAULT_INJECTION defined only before the second #include (the one with
    # DC_IMPLEMENTATION) comes after the declarations were made without it: refused (two
    # such files clashed at link time, every function extern)
    for opt in DC_STATIC DC_FAULT_INJECTION; do
        printf '#include "dotcompute.h"\n#define %s\n#define DC_IMPLEMENTATION\n#include "dotcompute.h"\n' $opt >"$out/late_$opt.c"
        check "$cc: $opt defined after the first #include is refused with an #error that says why" \
            sh -c "! $cc -std=c99 -I. -c $out/late_$opt.c -o $out/late_${opt}_$t.o 2>$out/late_${opt}_$t.log &&
                   grep -q '$opt is defined after' $out/late_${opt}_$t.log"
    done
    check "$cc -std=c99 $WARN -DDC_FAULT_INJECTION" \
        $cc -std=c99 $WARN -DDC_FAULT_INJECTION -I. -c "$out/impl.c" -o "$out/fault_$t.o"
    check "$cc -std=c11 $WARN" \
        $cc -std=c11 $WARN -I. -c "$out/impl.c" -o "$out/c11_$t.o"
done

# --- 32 bits: size_t, long and pointers of 32 bits, int64_t aligned to 4 (i386) ----------
TEST_SRCS=$(make -s --no-print-directory --eval 'dc-test-srcs: ; @echo $(TEST_SRCS)' dc-test-srcs)
# Where the compiler has a 32-bit C library (gcc-multilib); clang warns of an atomic on a
# 64-bit value that is not 8-byte aligned, and calls libatomic for it (no link without it).
for cc in "$CC" "$CLANG"; do
    have "$cc" || continue
    t=$(basename "$cc")
    if printf '#include <stdint.h>\nint main(void) { return 0; }\n' | $cc -m32 -x c - -o "$out/m32_probe_$t" >/dev/null 2>&1; then
        check "$cc -m32 -std=c99 $WARN: implementation + user, linked and run" \
            sh -c "$cc -m32 -std=c99 $WARN -I. $out/impl.c $out/use.c $out/main.c -o $out/use32_$t -ldl -lpthread &&
                   OCL_ICD_VENDORS=/nonexistent $out/use32_$t"
        # the tests built alike (by CC: the tests' own 64-bit atomics are not aligned for
        # clang), and those of 32-bit limits that need no device run
        [ "$cc" = "$CC" ] && check "$cc -m32 -std=c99 $WARN: the tests, and the 32-bit ones that need no device run" \
            sh -c "$cc -m32 -std=c99 $WARN -I. tests/dc_impl.c $TEST_SRCS -o $out/tests32_$t -ldl -lpthread -lm &&
                   $out/tests32_$t source_file_past_4_gib_is_over_1_gib_also_in_a_32_bit_process | tail -n 1 | grep -q '^1 passed, 0 failed'"
    else
        skip "$cc -m32" "no 32-bit C library (apt-get install gcc-multilib)"
    fi
done

# The implementation object must define the API: a misspelled DC_IMPLEMENTATION (or an
# #ifdef that swallows it) compiles to nothing and would otherwise go unnoticed.
settle   # the next checks use what the ones above built
if have nm; then
    missing=""
    for sym in dc_context_create dc_context_destroy dc_result_name dc_last_error \
               dc_buffer_create dc_launch dc_module_load dc_event_record; do
        nm "$out/impl_o2_$(basename "$CC").o" 2>/dev/null | grep -q " T $sym\$" || missing="$missing $sym"
    done
    printf '#define DC_IMPLEMENTATIOn\n#include "dotcompute.h"\n' >"$out/misspelled.c"
    $CC -std=c99 -I. -c "$out/misspelled.c" -o "$out/misspelled.o" 2>/dev/null
    if [ -z "$missing" ] && ! nm "$out/misspelled.o" 2>/dev/null | grep -q " T dc_"; then
        ok "implementation object defines the API (and a misspelled macro defines nothing)"
    else
        echo "impl.o lacks:$missing" >"$out/nm.log"
        fail "implementation object defines the API" "$out/nm.log"
    fi
else
    skip "implementation symbols" "nm not installed"
fi
# A shared library built with -fvisibility=hidden and DC_API set to export (section 2):
# it exports the API, exactly the functions the implementation object defines, and
# nothing else; a program links against it and runs.
if have nm && [ "$(uname -s)" = Linux ]; then
    check "shared library: -fvisibility=hidden, DC_API visibility(\"default\"), exports exactly the API" \
        sh -c "$CC -std=c99 $WARN -O2 -fPIC -fvisibility=hidden '-DDC_API=__attribute__((visibility(\"default\")))' -I. \
                   -shared $out/impl.c -o $out/libdc_hidden.so -ldl -lpthread &&
               $CC -std=c99 $WARN -I. $out/use.c $out/main.c -o $out/use_so -L$out -ldc_hidden &&
               LD_LIBRARY_PATH=$out OCL_ICD_VENDORS=/nonexistent $out/use_so &&
               nm -D --defined-only $out/libdc_hidden.so | awk '\$2 == \"T\" { print \$3 }' | sort >$out/so_exports.txt &&
               nm $out/impl_o2_$(basename "$CC").o | awk '\$2 == \"T\" { print \$3 }' | sort >$out/api.txt &&
               test -s $out/api.txt && diff $out/api.txt $out/so_exports.txt &&
               ! nm -D --defined-only $out/libdc_hidden.so | awk '\$2 != \"T\" && \$2 != \"A\"' | grep ."
fi

# --- C++ ----------------------------------------------------------------------------------
if have "$CXX"; then
    for std in c++11 c++17; do
        check "$CXX -x c++ -std=$std $WARN: implementation + user" \
            sh -c "$CXX -x c++ -std=$std $WARN -I. -c $out/impl.c -o $out/cxx_impl_$std.o &&
                   $CXX -x c++ -std=$std $WARN -I. -c $out/use.c -o $out/cxx_use_$std.o"
    done
    for order in BEFORE AFTER; do
        check "$CXX -x c++ -std=c++11 $WARN: the caller's CL/cl.h and cuda.h (or stand-ins) $order the implementation" \
            $CXX -x c++ -std=c++11 $WARN $CLFLAGS -DORDER_$order -I. -isystem "$CUDA_INCLUDE" -c "$out/order.c" -o "$out/cxx_order_$order.o"
    done
    check "$CXX -x c++ -std=c++11 $WARN: the implementation's #include inside extern \"C\" { }" \
        $CXX -x c++ -std=c++11 $WARN -I. -c "$out/extern_c.c" -o "$out/cxx_extern_c.o"
    check "$CXX -x c++ -std=c++11 $WARN -DDC_STATIC" \
        $CXX -x c++ -std=c++11 $WARN -I. -c "$out/static_a.c" -o "$out/cxx_static.o"
    # C++ users link against an implementation compiled as C
    check "C implementation, C++ user (extern \"C\" linkage)" \
        sh -c "$CXX -x c++ -std=c++11 $WARN -I. -c $out/use.c -o $out/cxx_user.o &&
               $CC -std=c99 $WARN -I. -c $out/main.c -o $out/c_main.o &&
               $CXX $out/cxx_user.o $out/c_main.o $out/impl_o2_$(basename "$CC").o -o $out/mixed -ldl -lpthread"
    # and the other way round: the implementation in a C++ file, C users, linked by the C
    # compiler (the definitions keep the C names of their declarations, and need no C++ runtime)
    check "C++ implementation, C users, linked as C" \
        sh -c "$CXX -x c++ -std=c++11 $WARN -O2 -I. -c $out/impl.c -o $out/cxx_impl_for_c.o &&
               $CC -std=c99 $WARN -I. $out/use.c $out/main.c $out/cxx_impl_for_c.o -o $out/cxx_impl_c_users -ldl -lpthread &&
               OCL_ICD_VENDORS=/nonexistent $out/cxx_impl_c_users"
else
    skip "$CXX -x c++" "$CXX not installed"
fi
if have clang++; then
    check "clang++ -x c++ -std=c++17 $WARN" \
        clang++ -x c++ -std=c++17 $WARN -I. -c "$out/impl.c" -o "$out/clangxx.o"
    # What every user's file sees (the declarations and their inline helpers) under the
    # stricter warnings C++ projects turn on: a user cannot silence the header's own lines.
    check "clang++ header only, stricter C++ warnings (-Wold-style-cast, -Wconversion ...)" \
        clang++ -x c++ -std=c++17 $WARN -Wold-style-cast -Wzero-as-null-pointer-constant -Wcast-qual \
            -Wshadow -Wundef -Wconversion -Wsign-conversion -Wextra-semi -I. -c "$out/header_only.c" -o "$out/clangxx_header.o"
fi

# --- DC_NO_RUNTIME_LINKING: every driver declaration against the official headers ----------
# Compile only: the point is that the compiler compares the header's typedefs and table
# signatures with cuda.h and CL/cl.h (no libcuda to link on a machine without a GPU).
if [ -f /usr/include/CL/cl.h ] || [ -f /usr/local/include/CL/cl.h ]; then
    check "$CC -DDC_NO_RUNTIME_LINKING -DDC_NO_CUDA against CL/cl.h (compile only)" \
        $CC -std=c99 $WARN -DDC_NO_RUNTIME_LINKING -DDC_NO_CUDA $CLFLAGS -I. -c "$out/impl.c" -o "$out/nrl_cl.o"
    # clCreateCommandQueue, deprecated in OpenCL 2.0, was a warning where the caller's file
    # had included cl.h before the implementation
    check "$CC -DDC_NO_RUNTIME_LINKING -DDC_NO_CUDA: the caller's CL/cl.h before the implementation" \
        $CC -std=c99 $WARN -DDC_NO_RUNTIME_LINKING -DDC_NO_CUDA $CLFLAGS -DORDER_BEFORE -I. -isystem "$CUDA_INCLUDE" -c "$out/order.c" -o "$out/nrl_order.o"
    if [ -f "$CUDA_INCLUDE/cuda.h" ]; then
        check "$CC -DDC_NO_RUNTIME_LINKING against cuda.h ($CUDA_INCLUDE) and CL/cl.h (compile only)" \
            $CC -std=c99 $WARN -DDC_NO_RUNTIME_LINKING $CLFLAGS -I"$CUDA_INCLUDE" -I. -c "$out/impl.c" -o "$out/nrl.o"
        check "$CC -DDC_NO_RUNTIME_LINKING: the caller's cuda.h and CL/cl.h before the implementation" \
            $CC -std=c99 $WARN -DDC_NO_RUNTIME_LINKING $CLFLAGS -DORDER_BEFORE -I. -isystem "$CUDA_INCLUDE" -c "$out/order.c" -o "$out/nrl_order_cuda.o"
        check "$CC -DDC_NO_RUNTIME_LINKING -DCUDA_API_PER_THREAD_DEFAULT_STREAM is refused with an #error that says why" \
            sh -c "! $CC -std=c99 -DDC_NO_RUNTIME_LINKING -DDC_NO_OPENCL -DCUDA_API_PER_THREAD_DEFAULT_STREAM -isystem $CUDA_INCLUDE -I. -c $out/impl.c -o $out/nrl_ptds.o 2>$out/nrl_ptds.log &&
                   grep -q 'does not build with CUDA_API_PER_THREAD_DEFAULT_STREAM' $out/nrl_ptds.log"
        check "$CC -DDC_NO_RUNTIME_LINKING -DDC_NO_OPENCL against cuda.h (compile only)" \
            $CC -std=c99 $WARN -DDC_NO_RUNTIME_LINKING -DDC_NO_OPENCL -I"$CUDA_INCLUDE" -I. -c "$out/impl.c" -o "$out/nrl_cuda.o"
        # NCCL's declarations are bound to nccl.h where the compiler finds it (__has_include)
        if [ -f "$CUDA_INCLUDE/nccl.h" ] || [ -f /usr/local/include/nccl.h ] || [ -f /usr/include/nccl.h ]; then
            check "$CC -DDC_NO_RUNTIME_LINKING: the NCCL declarations were compiled against nccl.h" \
                sh -c "$CC -std=c99 -DDC_NO_RUNTIME_LINKING -DDC_NO_OPENCL -I$CUDA_INCLUDE -I. -dM -E $out/impl.c | grep -q 'define DC__HAVE_NCCL 1'"
        else
            skip "DC_NO_RUNTIME_LINKING against nccl.h" "no nccl.h: the NCCL declarations were left out of that build"
        fi
        if have "$CXX"; then
            check "$CXX -x c++ -DDC_NO_RUNTIME_LINKING against cuda.h and CL/cl.h (compile only)" \
                $CXX -x c++ -std=c++11 $WARN -DDC_NO_RUNTIME_LINKING $CLFLAGS -I"$CUDA_INCLUDE" -I. -c "$out/impl.c" -o "$out/nrl_cxx.o"
        fi
    else
        skip "DC_NO_RUNTIME_LINKING against cuda.h" "no $CUDA_INCLUDE/cuda.h: only the OpenCL declarations were checked"
    fi
else
    skip "DC_NO_RUNTIME_LINKING" "no CL/cl.h (apt-get install opencl-headers)"
fi

# --- Windows (mingw-w64) --------------------------------------------------------------------
if have "$MINGW"; then
    if [ -f examples/device_list.c ]; then
        check "$MINGW -std=c99 $WARN: examples/device_list.c -> .exe" \
            $MINGW -std=c99 $WARN -O2 -I. examples/device_list.c -o "$out/device_list.exe"
    else
        check "$MINGW -std=c99 $WARN: implementation + user -> .exe" \
            $MINGW -std=c99 $WARN -O2 -I. "$out/impl.c" "$out/use.c" "$out/main.c" -o "$out/use.exe"
    fi
    check "$MINGW -std=c99 $WARN -DDC_STATIC -DDC_FAULT_INJECTION" \
        $MINGW -std=c99 $WARN -DDC_FAULT_INJECTION -I. -c "$out/static_a.c" -o "$out/mingw_static.o"
    check "$MINGW -std=c11 $WARN" \
        $MINGW -std=c11 $WARN -I. -c "$out/impl.c" -o "$out/mingw_c11.o"
    # windows.h's min() and max() macros stay out of the caller's file (NOMINMAX):
    # MSVC's break std::min in C++ that follows the implementation
    printf '#define DC_IMPLEMENTATION\n#include "dotcompute.h"\n#ifdef min\n#error windows.h min() leaked\n#endif\n' >"$out/nominmax.c"
    check "$MINGW -std=c99 $WARN: no min()/max() macros from windows.h" \
        $MINGW -std=c99 $WARN -I. -c "$out/nominmax.c" -o "$out/mingw_nominmax.o"
    # The caller's windows.h, whole, before the implementation; and after it, the caller's
    # own WIN32_LEAN_AND_MEAN and NOMINMAX (the header's were left defined: a redefinition)
    printf '#include <winsock2.h>\n#include <windows.h>\n#include <shellapi.h>\n#define DC_IMPLEMENTATION\n#include "dotcompute.h"\n' >"$out/windows_before.c"
    printf '#define DC_IMPLEMENTATION\n#include "dotcompute.h"\n#define WIN32_LEAN_AND_MEAN 1\n#define NOMINMAX 1\n#include <winsock2.h>\n#include <windows.h>\n' >"$out/windows_after.c"
    for order in before after; do
        check "$MINGW -std=c99 $WARN: the caller's windows.h $order the implementation" \
            $MINGW -std=c99 $WARN -I. -c "$out/windows_$order.c" -o "$out/mingw_windows_$order.o"
    done
    if have x86_64-w64-mingw32-g++; then
        for std in c++11 c++17; do
            check "x86_64-w64-mingw32-g++ -x c++ -std=$std $WARN" \
                x86_64-w64-mingw32-g++ -x c++ -std=$std $WARN -I. -c "$out/impl.c" -o "$out/mingw_$std.o"
        done
    fi
else
    skip "mingw-w64" "$MINGW not installed (apt-get install gcc-mingw-w64-x86-64)"
fi

# --- the names the header leaves in the caller's program -----------------------------------
# Macros: every one that dotcompute.h defines and does not #undef again, in a file that
# includes it alone and in the implementation's file (the caller's too), begins with DC_,
# DC__ or dc__ (or is an include guard, DOTCOMPUTE_H / _C); the names of the system
# headers it includes are theirs. Read from the preprocessor's -dD output, which marks
# the file every #define comes from.
# leftover_macros COMMAND...: what COMMAND -E -dD leaves defined by dotcompute.h, a line each
leftover_macros() {
    "$@" -E -dD | awk '
        /^# [0-9]+ "/ { in_header = ($3 ~ /dotcompute\.h"$/); if (in_header) seen = 1; next }
        /^#define / { name = $2; sub(/\(.*/, "", name); if (in_header) left[name] = 1; next }
        /^#undef / { delete left[$2] }
        END { if (!seen) print "(dotcompute.h was not read)"; for (name in left) print name }'
}
# check_macros ALLOWED COMMAND...: fails naming each macro outside our names and ALLOWED
# (an extended regular expression, or "" for none)
check_macros() {
    allowed=${1:-^$}
    shift
    outside=$(leftover_macros "$@" | grep -Ev '^(DC_|dc__|DOTCOMPUTE_[HC]$)' | grep -Ev "$allowed")
    [ -z "$outside" ] || { echo "macros left defined outside the header's names:" $outside; return 1; }
}
printf '#include "dotcompute.h"\n' >"$out/declarations.c"
check "macros: every file gets DC_ names only" check_macros "" $CC -std=c99 -I. "$out/declarations.c"
check "macros: the implementation's file, DC_/DC__/dc__ names only" check_macros "" $CC -std=c99 -I. "$out/impl.c"
check "macros: the implementation's file with DC_FAULT_INJECTION" \
    check_macros "" $CC -std=c99 -DDC_FAULT_INJECTION -I. "$out/impl.c"
# CL_TARGET_OPENCL_VERSION: cl.h's own default, which cl.h would leave defined itself
if [ -f /usr/include/CL/cl.h ] || [ -f /usr/local/include/CL/cl.h ]; then
    check "macros: the implementation's file with DC_NO_RUNTIME_LINKING (CL/cl.h)" \
        check_macros '^CL_TARGET_OPENCL_VERSION$' $CC -std=c99 -DDC_NO_RUNTIME_LINKING -DDC_NO_CUDA -I. "$out/impl.c"
fi
if [ -f "$CUDA_INCLUDE/cuda.h" ]; then
    check "macros: the implementation's file with DC_NO_RUNTIME_LINKING (cuda.h)" \
        check_macros '^CL_TARGET_OPENCL_VERSION$' $CC -std=c99 -DDC_NO_RUNTIME_LINKING -isystem "$CUDA_INCLUDE" -I. "$out/impl.c"
fi
if have "$MINGW"; then
    check "macros: the implementation's file for Windows (WIN32_LEAN_AND_MEAN, NOMINMAX taken back)" \
        check_macros "" $MINGW -std=c99 -I. "$out/impl.c"
fi

# Symbols: the implementation object defines the public API's functions and nothing else
# global (every internal function and variable is static), with C names whether compiled
# as C or as C++, and nothing global at all under DC_STATIC.
# exported OBJECT [NM]: the global symbols OBJECT defines, sorted, a line each
exported() { ${2:-nm} -g --defined-only "$1" | awk 'NF == 3 { print $3 }' | sort; }
check_exports() {
    exported "$out/impl_o2_$(basename "$CC").o" >"$out/exports_c.txt" || return 1
    [ -s "$out/exports_c.txt" ] || { echo "the implementation object defines nothing"; return 1; }
    outside=$(grep -Ev '^dc_[a-z0-9]' "$out/exports_c.txt")
    [ -z "$outside" ] || { echo "global symbols outside the API:" $outside; return 1; }
    if [ -f "$out/cxx_impl_c++11.o" ]; then
        exported "$out/cxx_impl_c++11.o" >"$out/exports_cxx.txt" &&
            diff "$out/exports_c.txt" "$out/exports_cxx.txt" || { echo "compiled as C++ it exports others (above)"; return 1; }
    fi
    if [ -f "$out/mingw_c11.o" ] && have "${MINGW%gcc}nm"; then
        exported "$out/mingw_c11.o" "${MINGW%gcc}nm" >"$out/exports_mingw.txt" &&
            diff "$out/exports_c.txt" "$out/exports_mingw.txt" || { echo "mingw-w64's object exports others (above)"; return 1; }
    fi
    $CC -std=c99 -O2 -I. -c "$out/static_a.c" -o "$out/static_a.o" || return 1
    outside=$(exported "$out/static_a.o" | grep -v '^dc_check_static_a$')
    [ -z "$outside" ] || { echo "global symbols under DC_STATIC:" $outside; return 1; }
}
settle   # check_exports reads the objects built above
if have nm; then
    check "symbols: the implementation exports the dc_ API only (C, C++, mingw-w64), none under DC_STATIC" check_exports
else
    skip "exported symbols" "nm not installed"
fi

# --- examples and benchmarks: each is one cc command, on Linux and for Windows -------------
# Each under DC_STATIC with gcc and clang (compile only): the library's functions are then
# static in the caller's file and -O2 inlines them into it, so -Wmaybe-uninitialized sees
# both sides, and warns where an output is not set on some failure path (section 5: every
# output is cleared before the arguments are checked) or the caller reads it unchecked.
# That sees every warning the plain build would; the plain build and its link are `make`'s
# (the examples) and `make bench`'s, with the same flags. mingw-w64 links each .exe (the
# benchmarks' thread and clock wrappers have Windows halves).
for src in examples/*.c bench/*.c; do
    [ -f "$src" ] || continue
    name=$(basename "$src" .c)
    dir=$(dirname "$src")
    check "$CC -std=c99 $WARN -O2 -DDC_STATIC: $src" \
        $CC -std=c99 $WARN -O2 -DDC_STATIC -I. -c "$src" -o "$out/${dir}_${name}_static.o"
    if have "$CLANG"; then
        check "$CLANG -std=c99 $WARN -O2 -DDC_STATIC: $src" \
            $CLANG -std=c99 $WARN -O2 -DDC_STATIC -I. -c "$src" -o "$out/${dir}_${name}_clang_static.o"
    fi
    if have "$MINGW"; then
        check "$MINGW -std=c99 $WARN: $src -> .exe" $MINGW -std=c99 $WARN -O2 -I. "$src" -o "$out/${dir}_$name.exe"
    fi
done

# --- the test kernels' embedded PTX matches the committed PTX ------------------------------
if [ -f tests/test_kernels.ptx ]; then
    sh tools/text_to_c.sh test_kernels_ptx tests/test_kernels.ptx "$out/test_kernels_ptx.h"
    check "tests/test_kernels_ptx.h is up to date with tests/test_kernels.ptx" \
        cmp "$out/test_kernels_ptx.h" tests/test_kernels_ptx.h
fi

settle
echo "$passed passed, $failed failed, $skipped skipped"
[ "$failed" -eq 0 ]
