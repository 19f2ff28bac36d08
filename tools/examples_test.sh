#!/bin/sh
# examples_test.sh PREFIX... - every example as a newcomer runs it, on Linux and PoCL.
# Example X is PREFIX + X: `make test-examples` builds them twice (build/X as `make` does,
# build/asan-X under AddressSanitizer + UndefinedBehaviorSanitizer: beside build/, so
# that it finds kernels/ as build/X does) and runs this with the prefixes build/ and
# build/asan-.
#
# For each prefix, from a scratch folder outside the repository (so that an example must
# find kernels/ beside its executable, as example_common.h's find_kernels says):
#   on 1, 2 and 4 PoCL devices ("pthread", "pthread basic", "basic basic basic basic"):
#     every example with small sizes: exit status 0 and its success line, no sanitizer
#     report; multi_process (CUDA and NCCL only): where there is no CUDA device, exit
#     status 1 saying so (where there is, it is skipped)
#   bad arguments (--help, "", too many, out of range, a bad name): exit status 2 and a
#     message on stderr, nothing written
#   an executable copied beside a kernels/ folder of its own (the one-line build in the
#     repository root) finds it; copied where there is none, it says so (exit status 1)
# Each example and configuration is one test; the last line: N passed, N failed, N skipped
# A configuration that gives no such PoCL devices (no PoCL here) is skipped.
# DC_EXAMPLES_CONFIGS: '|'-separated POCL_DEVICES values to use instead of those three.
set -u
cd "$(dirname "$0")/.." || exit 1
. tools/common.sh
root=$(pwd)
export ASAN_OPTIONS="${ASAN_OPTIONS:-detect_leaks=1:use_sigaltstack=0:intercept_tls_get_addr=0}"
export LSAN_OPTIONS="${LSAN_OPTIONS:-suppressions=$root/tests/lsan.supp:print_suppressions=0}"
export UBSAN_OPTIONS="${UBSAN_OPTIONS:-print_stacktrace=1:halt_on_error=1}"
configs=${DC_EXAMPLES_CONFIGS-"pthread|pthread basic|basic basic basic basic"}
examples="device_list vector_add scatter_gather load_balance pipeline image_blur allreduce profile multi_process"
work=$(mktemp -d "${TMPDIR:-/tmp}/dc_examples.XXXXXX")
trap 'rm -rf "$work"' EXIT INT TERM

# expect STATUS PATTERN COMMAND...: COMMAND (run in $work/run) exits with STATUS and prints
# a line matching PATTERN (grep -E, stdout and stderr together), and no sanitizer report.
expect() {
    want=$1 pat=$2
    shift 2
    out=$(cd "$work/run" && timeout 300 "$@" 2>&1)
    rc=$?
    echo "$out" | tail -n 25
    if echo "$out" | grep -q -E 'Sanitizer|runtime error:'; then
        echo "examples_test: a sanitizer report (exit status $rc)"
        return 1
    fi
    [ "$rc" -eq "$want" ] || { echo "examples_test: exit status $rc, expected $want"; return 1; }
    echo "$out" | grep -q -E -- "$pat" || { echo "examples_test: no line matching '$pat'"; return 1; }
}

# The POCL_DEVICES value (old or PoCL 4+ driver names) that gives the devices it names.
pocl_config() {
    want=$(echo "$1" | wc -w)
    for cand in "$1" "$(echo "$1" | sed -e 's/\bpthread\b/cpu/g' -e 's/\bbasic\b/cpu-minimal/g')"; do
        n=$(POCL_DEVICES="$cand" "${2}device_list" 2>/dev/null | grep -c 'Type: OpenCL (Portable Computing Language)')
        if [ "$n" -ge "$want" ]; then
            echo "$cand"
            return 0
        fi
    done
    return 1
}

# One example in one configuration, with small sizes.
run_example() {   # $1: prefix, $2: example
    b=$1
    case $2 in
    device_list) expect 0 '^Topology' "${b}device_list" && expect 0 '^Topology' "${b}device_list" --all ;;
    vector_add) expect 0 'elements OK' "${b}vector_add" 65536 && ! echo "$out" | grep -q WRONG ;;
    scatter_gather) expect 0 '^OK$' "${b}scatter_gather" 100003 ;;
    load_balance) expect 0 '^OK: every run' "${b}load_balance" 20000 50 ;;
    pipeline) expect 0 '^OK$' "${b}pipeline" 100003 ;;
    image_blur) expect 0 '^OK$' "${b}image_blur" "$work/out" && [ -s "$work/out/input.pgm" ] && [ -s "$work/out/blurred.pgm" ] ;;
    allreduce) expect 0 'every rank holds the average' "${b}allreduce" 100003 ;;
    profile) expect 0 '^trace written to' "${b}profile" "$work/out/trace.json" && grep -q traceEvents "$work/out/trace.json" ;;
    multi_process) expect 1 'no CUDA device' "${b}multi_process" 2 1000 ;;   # without CUDA: says so
    esac
}

# Bad arguments: a message and exit status 2, before any device is touched; nothing written.
bad_arguments() {   # $1: prefix, $2: example
    b=$1 e=$2
    rm -rf "$work/run" && mkdir "$work/run" || return 1   # what an earlier example left is not this one's
    expect 2 'usage|must be' "$b$e" --help &&
    expect 2 'usage|must be' "$b$e" "" &&
    expect 2 'usage' "$b$e" 1 2 3 4 || return 1
    case $e in
    vector_add | scatter_gather | pipeline | allreduce | load_balance | multi_process)
        expect 2 'must be a number' "$b$e" 0 &&
        expect 2 'must be a number' "$b$e" -1 &&
        expect 2 'must be a number' "$b$e" 12x || return 1 ;;
    esac
    case $e in
    load_balance) expect 2 'ITERS must be' "$b$e" 10 "" || return 1 ;;
    multi_process) expect 2 'RANKS must be' "$b$e" 9 || return 1 ;;
    allreduce) expect 2 "unknown algorithm 'bogus'" "$b$e" 10 bogus || return 1 ;;
    esac
    [ -z "$(ls -A "$work/run")" ] || { echo "examples_test: left in the folder: $(ls -A "$work/run")"; return 1; }
}

# An executable beside a kernels/ folder of its own (the one-line build in the repository
# root: ./scatter_gather) finds it from anywhere; one with none anywhere says so.
beside_kernels() {   # $1: prefix
    rm -rf "$work/app"
    mkdir -p "$work/app/kernels" "$work/lone"
    cp "${1}scatter_gather" "$work/app/scatter_gather" && cp kernels/dispatch.ptx kernels/dispatch.cl "$work/app/kernels/" &&
        cp "${1}scatter_gather" "$work/lone/scatter_gather" || return 1
    expect 0 '^OK$' "$work/app/scatter_gather" 1000 &&
        expect 1 'neither in the current folder' "$work/lone/scatter_gather" 1000
}

if [ $# -eq 0 ]; then
    echo "usage: sh tools/examples_test.sh PREFIX... (make test-examples: build/ build/asan-)"
    exit 2
fi
for b in "$@"; do
    # the prefix made absolute: its folder, then the start of the names
    d=$(dirname "${b}x") pre=$(basename "${b}x")
    d=$(cd "$d" 2>/dev/null && pwd) || { echo "examples_test: no folder $(dirname "${b}x")"; f=$((f + 1)); continue; }
    b="$d/${pre%x}"
    missing=""
    for e in $examples; do [ -x "$b$e" ] || missing="$missing $b$e"; done
    if [ -n "$missing" ]; then
        echo "examples_test: not built:$missing (make test-examples builds them)"
        f=$((f + 1))
        continue
    fi
    label=${b#"$root"/}   # build/ or build/asan-
    rm -rf "$work/out"
    mkdir -p "$work/run" "$work/out"
    unset POCL_DEVICES
    for e in $examples; do step "$label$e: bad arguments" bad_arguments "$b" "$e"; done
    old_ifs=$IFS
    IFS='|'
    set -f
    for c in $configs; do
        IFS=$old_ifs
        if cfg=$(pocl_config "$c" "$b"); then
            export POCL_DEVICES="$cfg"
            for e in $examples; do
                # multi_process with CUDA devices needs NCCL too: not run here
                if [ "$e" = multi_process ] && "${b}device_list" 2>/dev/null | grep -q 'Type: CUDA'; then
                    echo "examples_test: $label$e: CUDA devices here; not run (needs NCCL and a GPU per rank)"
                    s=$((s + 1))
                    continue
                fi
                step "$label$e, POCL_DEVICES=\"$cfg\"" run_example "$b" "$e"
            done
            step "${label}scatter_gather: kernels beside the executable, POCL_DEVICES=\"$cfg\"" beside_kernels "$b"
            unset POCL_DEVICES
        else
            echo "examples_test: POCL_DEVICES=\"$c\" gives no such devices here (no PoCL?); skipped"
            s=$((s + 1))
        fi
        IFS='|'
    done
    IFS=$old_ifs
    set +f
done
echo "=================================================================="
echo "== examples_test: failed:${failed:- none}"
echo "$p passed, $f failed, $s skipped"
[ "$f" -eq 0 ]
