#!/bin/sh
# run.sh [TEST_BINARY [TEST NAMES...]] - run a test binary under several device setups.
#
# First one run with the environment as it is (on a GPU machine: the CUDA devices, plus
# whatever OpenCL there is), then one run per PoCL configuration:
#     pthread | pthread pthread | pthread basic | basic basic basic basic
# Every run's output is printed; the last line is the sum over all runs:
#     N passed, N failed, N skipped
# A run that crashes, times out, or exits non-zero after its summary (a sanitizer report
# at exit) counts as one more failure. Exit status 1 when anything failed.
#
# Environment:
#   DC_TEST_CONFIGS   '|'-separated POCL_DEVICES values to use instead of the list above
#   DC_TEST_NO_DEFAULT=1   skip the run with the environment as it is
#   DC_TEST_TIMEOUT   seconds per run (default 600)
#   DC_TEST_WRAPPER   a command that runs the binary (e.g. "wine" for a Windows build)
#   DC_TEST_RETRY=1   a failed test runs once more (tests/harness.h; Wine on CI only)
# PoCL 4 and later renamed the drivers (pthread -> cpu, basic -> cpu-minimal); when a
# configuration finds no device, the new names are tried.
set -u

bin=${1:-build/tests}
[ $# -gt 0 ] && shift
cd "$(dirname "$0")/.." || exit 1

if [ ! -x "$bin" ]; then
    echo "run.sh: $bin is not built (make tests)" >&2
    echo "0 passed, 1 failed, 0 skipped"
    exit 1
fi

configs=${DC_TEST_CONFIGS-"pthread|pthread pthread|pthread basic|basic basic basic basic"}
timeout_s=${DC_TEST_TIMEOUT:-600}
wrapper=${DC_TEST_WRAPPER:-}
log=$(mktemp "${TMPDIR:-/tmp}/dc_run.XXXXXX")
trap 'rm -f "$log"' EXIT INT TERM

total_p=0 total_f=0 total_s=0
report=""

run_one() {   # $1: label; the command follows
    label=$1
    shift
    echo "=================================================================="
    echo "== $label"
    echo "=================================================================="
    if command -v timeout >/dev/null 2>&1; then
        timeout "$timeout_s" "$@" >"$log" 2>&1
    else
        "$@" >"$log" 2>&1
    fi
    rc=$?
    cat "$log"
    line=$(grep -E '^[0-9]+ passed, [0-9]+ failed, [0-9]+ skipped$' "$log" | tail -n 1)
    if [ -z "$line" ]; then
        echo "run.sh: [$label] no summary line: crashed or killed (exit status $rc)"
        p=0 f=1 s=0
    else
        p=$(echo "$line" | cut -d' ' -f1)
        f=$(echo "$line" | cut -d' ' -f3)
        s=$(echo "$line" | cut -d' ' -f5)
        if [ "$rc" -ne 0 ] && [ "$f" -eq 0 ]; then
            echo "run.sh: [$label] exit status $rc after a clean summary (sanitizer report?)"
            f=1
        fi
    fi
    [ "$rc" -eq 124 ] && echo "run.sh: [$label] timed out after ${timeout_s}s"
    total_p=$((total_p + p))
    total_f=$((total_f + f))
    total_s=$((total_s + s))
    report="$report
  $label: $p passed, $f failed, $s skipped"
}

# Does this POCL_DEVICES value give the devices it names? Prints the value to use.
# Asked twice with DC_TEST_RETRY=1 (Wine on CI, where starting a program now and then fails).
pocl_config() {
    pocl_config_once "$1" && return 0
    [ "${DC_TEST_RETRY:-0}" = 1 ] && pocl_config_once "$1"
}
pocl_config_once() {
    want=$(echo "$1" | wc -w)
    for cand in "$1" "$(echo "$1" | sed -e 's/\bpthread\b/cpu/g' -e 's/\bbasic\b/cpu-minimal/g')"; do
        # shellcheck disable=SC2086 # the wrapper may be a command with arguments
        n=$(POCL_DEVICES="$cand" $wrapper "$bin" --devices 2>/dev/null |
            grep -c 'OpenCL .*(Portable Computing Language)$')
        if [ -n "$n" ] && [ "$n" -ge "$want" ]; then
            echo "$cand"
            return 0
        fi
    done
    return 1
}

if [ "${DC_TEST_NO_DEFAULT:-0}" != 1 ]; then
    # shellcheck disable=SC2086
    run_one "default environment (POCL_DEVICES=${POCL_DEVICES:-unset})" $wrapper "$bin" "$@"
fi

old_ifs=$IFS
IFS='|'
set -f
for c in $configs; do
    IFS=$old_ifs
    if cfg=$(pocl_config "$c"); then
        # shellcheck disable=SC2086
        run_one "POCL_DEVICES=\"$cfg\"" env POCL_DEVICES="$cfg" $wrapper "$bin" "$@"
    else
        echo "run.sh: POCL_DEVICES=\"$c\" gives no such devices here (no PoCL?); skipped"
        total_s=$((total_s + 1))
        report="$report
  POCL_DEVICES=\"$c\": not available (counted as 1 skipped)"
    fi
    IFS='|'
done
IFS=$old_ifs
set +f

echo "=================================================================="
echo "== $bin: all runs$report"
echo "$total_p passed, $total_f failed, $total_s skipped"
[ "$total_f" -eq 0 ]
