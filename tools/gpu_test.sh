#!/bin/sh
# gpu_test.sh [BUILD_DIR [BENCH_PROGRAM...]] - everything GPU-only, for a machine with
# NVIDIA GPUs. `make gpu-test` builds what it needs and runs this.
#
# Steps, each run even when an earlier one failed:
#   devices        examples/device_list with DC_LOG=info (topology, chosen paths)
#   suite          the whole test suite through tests/run.sh (its tests count one by one)
#   vector_add     examples/vector_add on every device
#   profile        examples/profile on the CUDA devices (the trace goes to BUILD_DIR/trace-gpu.json)
#   embedded-ptx   ptxas -arch=sm_75, sm_80, sm_90 on the PTX that dotcompute.h embeds
#                  (tools/embed.sh --check-ptx; three tests, skips where ptxas is missing)
#   cuda-checks    the CUDA-only tests with DC_TEST_REQUIRE_CUDA=1 (a skip is a failure)
#   collectives    the collectives' whole matrix (DC_COLL_FULL=1) on the CUDA devices alone
#                  (OpenCL hidden, so the device algorithms run, not the host path); the
#                  suite's default run covers CUDA and PoCL mixed in one communicator
#   shares         every GPU listed as two devices that share it (DC_DEBUG_CUDA_SPLIT=2):
#                  the whole suite on the CUDA devices alone; then, on a machine of one
#                  GPU, as four: the collectives and the copies. The code for several GPUs (peer copies and their
#                  ordering, the flag, LL and LL128 kernels, time-outs) then runs on a
#                  machine of one GPU too: for correctness, not speed
#   fault          the failure-injection tests (BUILD_DIR/fault/fault, under ASan and
#                  LeakSanitizer) on the CUDA devices alone, as two shares on a machine of
#                  one GPU: every CUDA driver call of their scenarios fails in turn (past 160
#                  calls of one operation, a seeded sample, as in make test-fault)
#   memcheck, racecheck, synccheck
#                  the suite on the CUDA devices alone under compute-sanitizer
#   bench          every bench program, and bench_collectives --processes N (one a GPU) where there
#                  are two GPUs or more
# Every step but the suite and embedded-ptx counts as one test. The last line is
#   N passed, N failed, N skipped
# and the exit status is 1 when anything failed.
#
# Environment:
#   DC_GPU_TEST_STEPS     the steps to run, by name (default: all of them, in the order
#                         above). One call of the lent machines is limited to 10 minutes
#                         and the whole list takes longer on 2 GPUs: run it in parts, e.g.
#                         "devices suite vector_add profile embedded-ptx cuda-checks", then
#                         "collectives shares memcheck racecheck synccheck", then "bench".
#   COMPUTE_SANITIZER     path of compute-sanitizer (default: PATH, then the CUDA toolkit)
#   DC_SANITIZER_ARGS     extra compute-sanitizer options for every tool (--print-limit 0)
#   DC_SANITIZER_TESTS    test-name substrings for racecheck and synccheck (default below;
#                         "all" runs the whole suite); memcheck always runs every test
#   DC_SANITIZER_TIMEOUT  seconds per sanitizer step (default 1800)
set -u

build=${1:-build}
[ $# -gt 0 ] && shift
cd "$(dirname "$0")/.." || exit 1
. tools/common.sh

# NVLink multicast (NVLS) stays off on the lent machines; NCCL would otherwise try it.
export NCCL_NVLS_ENABLE=0

if [ $# -gt 0 ]; then
    benches=$*
else
    benches=""
    for b in "$build"/bench_*; do
        [ -f "$b" ] && [ -x "$b" ] && benches="$benches $b"
    done
fi

# racecheck (shared-memory hazards) and synccheck (barriers) only see kernels, and both
# slow every launch down a lot: by default they run the tests that launch kernels, and
# memcheck covers everything.
kernel_tests=${DC_SANITIZER_TESTS:-"kernel launch argument local_memory shared_bytes module fill stream event threads write_read copy_within async collectives_back_to_back collectives_broadcast_chain collectives_oneshot"}
[ "$kernel_tests" = all ] && kernel_tests=""
# racecheck looks for shared-memory hazards only: the kernels that use shared memory and
# the launch tests. The thread tests (many host threads launching a kernel without shared
# memory) give it nothing to check and ran past 140 s under it on 2 x H200. Both tools also
# run two collectives tests, for the reduction kernels (about 30 s each on 4 x H200).
race_tests=${DC_SANITIZER_TESTS:-"kernel launch argument local_memory shared_bytes module collectives_back_to_back collectives_broadcast_chain collectives_oneshot"}
[ "$race_tests" = all ] && race_tests=""

suite_line="(not run)"
all_steps="devices suite vector_add profile embedded-ptx cuda-checks collectives shares fault memcheck racecheck synccheck bench"
steps=${DC_GPU_TEST_STEPS:-$all_steps}
for w in $steps; do
    case " $all_steps " in
    *" $w "*) ;;
    *) echo "gpu_test: DC_GPU_TEST_STEPS names '$w'; the steps are: $all_steps" >&2
       echo "0 passed, 1 failed, 0 skipped"
       exit 1 ;;
    esac
done
find_sanitizer() {
    if [ -n "${COMPUTE_SANITIZER:-}" ]; then
        [ -x "$COMPUTE_SANITIZER" ] && { echo "$COMPUTE_SANITIZER"; return 0; }
        return 1
    fi
    command -v compute-sanitizer 2>/dev/null && return 0
    for c in "${CUDA_HOME:-/nonexistent}/bin/compute-sanitizer" \
             "${CUDA_PATH:-/nonexistent}/bin/compute-sanitizer" \
             /usr/local/cuda/bin/compute-sanitizer \
             /usr/local/cuda/compute-sanitizer/compute-sanitizer \
             /opt/cuda/bin/compute-sanitizer; do
        [ -x "$c" ] && { echo "$c"; return 0; }
    done
    for c in /usr/local/cuda-*/bin/compute-sanitizer; do
        [ -x "$c" ] && { echo "$c"; return 0; }
    done
    return 1
}

# The CUDA devices alone: with every OpenCL platform hidden from the ICD loader, PoCL (and
# NVIDIA's OpenCL, itself built on CUDA) stays out of the instrumented process, and the
# OpenCL-only tests skip.
cuda_only() {
    env OCL_ICD_VENDORS=/nonexistent-dotcompute OCL_ICD_FILENAMES=/nonexistent-dotcompute/none.so "$@"
}

# sanitize TOOL [TEST SUBSTRINGS...]
sanitize() {
    tool=$1
    shift
    if ! cs=$(find_sanitizer); then
        echo "gpu_test: compute-sanitizer not found (looked at \$COMPUTE_SANITIZER, PATH," \
             "\$CUDA_HOME/bin, /usr/local/cuda/bin, /usr/local/cuda-*/bin); it ships with the" \
             "CUDA toolkit: install it or set COMPUTE_SANITIZER to its path" >&2
        return 1
    fi
    devices=$(cuda_only "$build/tests" --devices 2>&1)
    echo "$devices"
    if ! echo "$devices" | grep -q '^ *[0-9]*: CUDA '; then
        echo "gpu_test: no CUDA device with OpenCL hidden: nothing for $tool to check" >&2
        return 1
    fi
    if echo "$devices" | grep -q '^ *[0-9]*: OpenCL '; then
        echo "gpu_test: note: OpenCL platforms still load with OCL_ICD_VENDORS hidden;" \
             "they run under $tool too"
    fi
    log="$build/gpu-test-$tool.log"
    # --no-fork: one process per tool instead of one per test, and nothing lost between a
    #   fork and the sanitizer's injection; --target-processes all still follows the one
    #   test that re-executes the binary (no_opencl_platform).
    # --report-api-errors no: the suite makes driver calls fail on purpose (broken PTX,
    #   PTX newer than the driver); the suite checks those results itself.
    # --check-exit-code no: such a child exits 2 when it skips; the harness judges it.
    # shellcheck disable=SC2086 # DC_SANITIZER_ARGS is a list of options
    set -- "$cs" --tool "$tool" --error-exitcode 1 --target-processes all \
        --report-api-errors no --check-exit-code no --print-limit 100 \
        ${DC_SANITIZER_ARGS:-} "$build/tests" --no-fork "$@"
    echo "gpu_test: $*"
    if command -v timeout >/dev/null 2>&1; then
        cuda_only timeout "${DC_SANITIZER_TIMEOUT:-1800}" "$@" >"$log" 2>&1
    else
        cuda_only "$@" >"$log" 2>&1
    fi
    rc=$?
    cat "$log"
    [ $rc -eq 124 ] && echo "gpu_test: $tool timed out after ${DC_SANITIZER_TIMEOUT:-1800}s" \
        "(DC_SANITIZER_TESTS narrows racecheck/synccheck, DC_SANITIZER_TIMEOUT raises the limit)"
    # Exit status alone is not trusted: the sanitizer reports each process's errors in
    # its own ERROR SUMMARY, and the harness's summary line must be there and clean.
    # racecheck says "RACECHECK SUMMARY: N hazards displayed (E errors, W warnings)".
    errors=$(grep -E '^========= (ERROR SUMMARY: [1-9][0-9]* error|RACECHECK SUMMARY: .*\([1-9][0-9]* error)' "$log" | head -n 1)
    line=$(grep -E "$summary_re" "$log" | tail -n 1)
    if [ -n "$errors" ]; then
        echo "gpu_test: $tool found errors: ${errors#========= }"
        return 1
    fi
    if [ -z "$line" ]; then
        echo "gpu_test: $tool: the suite printed no summary (crashed or killed; exit status $rc)"
        return 1
    fi
    if [ "$(echo "$line" | cut -d' ' -f3)" != 0 ] || [ $rc -ne 0 ]; then
        echo "gpu_test: $tool: suite under the sanitizer: $line (exit status $rc)"
        return 1
    fi
    return 0
}

wanted devices && step devices env DC_LOG=info "$build/device_list"

if wanted suite; then
    echo "=================================================================="
    echo "== suite: sh tests/run.sh $build/tests"
    echo "=================================================================="
    sh tests/run.sh "$build/tests" | tee "$build/gpu-test-suite.log"
    if add_counts suite "$build/gpu-test-suite.log"; then
        suite_line=$counted
    else
        suite_line="no summary line (tests/run.sh crashed?)"
    fi
fi

wanted vector_add && step vector_add "$build/vector_add"
wanted profile && step profile env OCL_ICD_VENDORS=/nonexistent OCL_ICD_FILENAMES=/nonexistent/none.so "$build/profile" "$build/trace-gpu.json"

if wanted embedded-ptx; then
    echo "=================================================================="
    echo "== embedded-ptx: sh tools/embed.sh --check-ptx"
    echo "=================================================================="
    sh tools/embed.sh --check-ptx | tee "$build/gpu-test-ptxas.log"
    if add_counts embedded-ptx "$build/gpu-test-ptxas.log" && [ "$(echo "$counted" | cut -d' ' -f3)" != 0 ]; then
        failed="$failed embedded-ptx"
    fi
fi

wanted cuda-checks && step cuda-checks env DC_TEST_REQUIRE_CUDA=1 "$build/tests" broken_ptx shared_bytes_on_cuda \
    ptx_newer_than_driver copy_across_backends kernel_missing_on_device \
    launch_argument_kinds_ptx launch_u64_in_plain_ptx_pointer_slot launch_argument_classes_ptx cuda_launch_reused \
    cuda_calls_leave_the_device_context_current

# The device algorithms need two CUDA devices; with one, the tests still run (local copies).
# The whole matrix takes minutes a test on 4 GPUs (matrix_small: 97 s on 4 x H200).
wanted collectives && step collectives cuda_only env DC_COLL_FULL=1 DC_TEST_REQUIRE_CUDA=1 DC_TEST_TIMEOUT_TEST=1200 "$build/tests" collectives coll_kernels

# how many GPUs the machine has (nvidia-smi counts them; 0 without it)
gpus=$(nvidia-smi -L 2>/dev/null | grep -c '^GPU')
gpus=${gpus:-0}

# Shares of one GPU run the multi-GPU paths anywhere (about 4 minutes on one H100).
wanted shares && step shares-2 cuda_only env DC_DEBUG_CUDA_SPLIT=2 DC_TEST_REQUIRE_CUDA=1 "$build/tests"
# Four shares a GPU only where there is one GPU: on 2 x H200 (8 ranks) they ran past 4 minutes.
if wanted shares; then
    if [ "$gpus" -le 1 ]; then
        step shares-4 cuda_only env DC_DEBUG_CUDA_SPLIT=4 DC_TEST_REQUIRE_CUDA=1 "$build/tests" collectives coll_kernels copy stream_wait
    else
        echo "== shares-4: skipped (two GPUs or more: shares-2 already gives 4 ranks or more)"
        s=$((s + 1))
    fi
fi

# ASan beside the CUDA driver: the driver maps memory where ASan's shadow gap would be
# (protect_shadow_gap=0, or cuInit fails). About 2.5 minutes on one H100 (two shares).
if wanted fault; then
    if [ "$gpus" -le 1 ]; then fault_split=2; else fault_split=""; fi
    step fault cuda_only env "ASAN_OPTIONS=${ASAN_OPTIONS:-detect_leaks=1:use_sigaltstack=0:intercept_tls_get_addr=0}:protect_shadow_gap=0" \
        "LSAN_OPTIONS=${LSAN_OPTIONS:-suppressions=$PWD/tests/lsan.supp:print_suppressions=0}" \
        DC_DEBUG_CUDA_SPLIT=$fault_split DC_TEST_TIMEOUT_TEST=600 "$build/fault/fault"
fi

wanted memcheck && step memcheck sanitize memcheck
# shellcheck disable=SC2086 # one argument per test-name substring
wanted racecheck && step racecheck sanitize racecheck $race_tests
# shellcheck disable=SC2086
wanted synccheck && step synccheck sanitize synccheck $kernel_tests

if wanted bench; then
    if [ -z "$benches" ]; then
        echo "gpu_test: no bench programs in $build (make gpu-test builds them)"
        f=$((f + 1))
        failed="$failed bench"
    fi
    for b in $benches; do step bench "$b"; done
    # the collectives over processes (dc_comm_init_rank against ncclCommInitRank): one
    # process a GPU, 2 GPUs or more
    if [ "$gpus" -ge 2 ] && [ -x "$build/bench_collectives" ]; then
        step bench-processes "$build/bench_collectives" --processes "$gpus" --json "$build/collectives-processes-$gpus.json"
    else
        echo "== bench-processes: skipped (fewer than two GPUs, or no $build/bench_collectives)"
        s=$((s + 1))
    fi
fi

echo "== gpu-test ($steps): suite: $suite_line; other steps failed:${failed:- none}"
echo "$p passed, $f failed, $s skipped"
[ $f -eq 0 ]
