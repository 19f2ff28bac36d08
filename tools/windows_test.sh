#!/bin/sh
# windows_test.sh - run the Windows builds (mingw-w64) of the examples, the tests and the
# benchmarks under Wine, on PoCL through Wine's OpenCL bridge (OpenCL.dll -> the host's
# libOpenCL.so.1). `make test-windows` builds them and calls this.
#
#   sh tools/windows_test.sh --install   install what is missing (mingw-w64, Wine) with apt-get
#   sh tools/windows_test.sh BUILD_DIR   run BUILD_DIR/*.exe (as `make test-windows` builds them)
#
# Steps: every example, the suite (tests/run.sh with DC_TEST_WRAPPER=wine) on one and on
# two PoCL devices (and once with no driver at all), and every benchmark in its quick
# form (results in BUILD_DIR/*-wine.json). Each example, benchmark or the no-driver run
# is one test; the last line is the sum:  N passed, N failed, N skipped
# A program or test that fails runs once more (Wine's own flakes: see STEP_RETRY below).
# Environment: WINEPREFIX (default BUILD_DIR/prefix: a Wine "C: drive" of our own, made
# at the first run), DC_WINDOWS_CONFIGS ('|'-separated POCL_DEVICES values, default
# "pthread|pthread pthread"), DC_WINDOWS_STEPS (a subset of: examples suite bench).
set -u
cd "$(dirname "$0")/.." || exit 1
. tools/common.sh

if [ "${1:-}" = --install ]; then
    missing=""
    command -v x86_64-w64-mingw32-gcc >/dev/null 2>&1 || missing="$missing gcc-mingw-w64-x86-64"
    # Debian 12 names; `wine` is the launcher, `wine64` the 64-bit loader it runs
    command -v wine >/dev/null 2>&1 || missing="$missing wine wine64"
    [ -z "$missing" ] && exit 0
    echo "windows_test: installing$missing"
    # shellcheck disable=SC2086 # one word per package
    apt_install windows_test $missing || exit 1
    exit 0
fi

build=${1:-build/win}
if [ ! -f "$build/tests.exe" ]; then
    echo "windows_test: $build/tests.exe is not built (make test-windows builds it)"
    echo "0 passed, 1 failed, 0 skipped"
    exit 1
fi
build=$(cd "$build" && pwd)
export WINEPREFIX="${WINEPREFIX:-$build/prefix}"
export WINEDEBUG=-all
# no Mono or Gecko installer dialogs when the prefix is made (CI has no display)
export WINEDLLOVERRIDES="mscoree=;mshtml="
steps=${DC_WINDOWS_STEPS:-"examples suite bench"}
configs=${DC_WINDOWS_CONFIGS:-"pthread|pthread pthread"}
STEP_TIMEOUT=600
# Wine itself now and then fails to start a program ("wine client error: recvmsg:
# Connection reset by peer", when the previous program's wineserver was just exiting) or
# to load OpenCL.dll into it (the library then says NO_DRIVER; CI machine, 2026-11-23: 2
# of 5 runs lost one program this way). So here, and here only, a failed program or test
# runs once more; what passed on a retry is named in the last lines. The Linux runs of the
# same tests (make test, -asan, -tsan) never retry.
STEP_RETRY=1
export DC_TEST_RETRY=1
# the loops th_iterations samples (tests/harness.h) run a quarter of their count under Wine
export DC_TEST_QUICK="${DC_TEST_QUICK:-1}"

echo "windows_test: $(wine --version 2>/dev/null || echo 'wine: not found'), prefix $WINEPREFIX"
if [ ! -d "$WINEPREFIX" ]; then
    echo "windows_test: making the Wine prefix (once)"
    timeout 300 wine cmd /c exit >/dev/null 2>&1 || echo "windows_test: wineboot said $?"
fi

if wanted examples; then   # from the repository root, where they find kernels/
    work=$(mktemp -d)
    for exe in "$build"/*.exe; do
        name=$(basename "$exe" .exe)
        case $name in
        tests|bench_*) continue ;;
        multi_process)   # fork and pipes: POSIX only, it says so on Windows
            echo "== $name: skipped (starts its ranks with fork; POSIX only)"
            s=$((s + 1)) ;;
        image_blur) step "$name" env POCL_DEVICES="pthread pthread" wine "$exe" "$work" ;;
        profile) step "$name" env POCL_DEVICES="pthread pthread" wine "$exe" "$work/trace.json" ;;
        *) step "$name" env POCL_DEVICES="pthread pthread" wine "$exe" ;;
        esac
    done
    rm -rf "$work"
fi

# No driver at all (Wine leaves OpenCL.dll out; nvcuda.dll is never there): the child side
# of the test no_opencl_platform expects DC_ERROR_NO_DRIVER naming both Windows files.
if wanted suite; then
    step no-driver env WINEDLLOVERRIDES="$WINEDLLOVERRIDES;opencl=" DC_TEST_CHILD=1 DC_TEST_EXPECT=none \
        wine "$build/tests.exe" --child no_opencl_platform
fi

suite_line="(not run)"
if wanted suite; then
    echo "=================================================================="
    echo "== suite: DC_TEST_WRAPPER=wine sh tests/run.sh $build/tests.exe"
    echo "=================================================================="
    DC_TEST_WRAPPER=wine DC_TEST_NO_DEFAULT=1 DC_TEST_CONFIGS="$configs" \
        sh tests/run.sh "$build/tests.exe" | tee "$build/suite.log"
    if add_counts suite "$build/suite.log"; then
        suite_line=$counted
        [ "$(echo "$counted" | cut -d' ' -f3)" = 0 ] || failed="$failed suite"
    else
        suite_line="no summary line"
    fi
fi

if wanted bench; then
    step bench_launch env POCL_DEVICES=pthread wine "$build/bench_launch.exe" --reps 5 --out "$build/launch-wine.json"
    step bench_bandwidth env POCL_DEVICES="pthread pthread" wine "$build/bench_bandwidth.exe" --quick --out "$build/bandwidth-wine.json"
    step bench_dispatch env POCL_DEVICES="pthread pthread" wine "$build/bench_dispatch.exe" --quick --json "$build/dispatch-wine.json"
    step bench_collectives env POCL_DEVICES="pthread pthread" wine "$build/bench_collectives.exe" --quick --all-devices --no-nccl --json "$build/collectives-wine.json"
fi

suite_retried=""
[ -f "$build/suite.log" ] && wanted suite &&
    suite_retried=$(sed -n 's/^harness: passed on a retry://p' "$build/suite.log" | tr '\n' ' ')
echo "=================================================================="
echo "== test-windows ($steps): suite: $suite_line; other steps failed:${failed:- none}"
echo "== passed on a retry (Wine): steps:${retried:- none}; tests: ${suite_retried:-none}"
echo "$p passed, $f failed, $s skipped"
[ "$f" -eq 0 ]
