#!/bin/sh
# coll_graphs.sh [BUILD_DIR] - for a machine with 2 or more CUDA GPUs: the flag and LL
# kernels of the collectives launched through CUDA graphs (the default,
# DC__COLL_LAUNCH_GRAPHS 1) against plain cuLaunchKernel (0), both built from this tree.
#   1. the collectives tests of each build on the CUDA devices alone (OpenCL hidden, so the
#      device algorithms run rather than the host path)
#   2. bench_collectives of each build, all-reduce 8 B - 4 MiB, NCCL in the same run: the
#      graph build's times over the plain one's say what the graphs buy
# Results: BUILD_DIR/coll-graphs-{graphs,plain}.json and the tables on stdout. Takes about
# 6 minutes on 2 GPUs (the device tool's calls are limited to 10: run it alone).
set -u
build=${1:-build}
cd "$(dirname "$0")/.." || exit 1
export NCCL_NVLS_ENABLE=0   # NVLink multicast stays off on the lent machines
hide_opencl="OCL_ICD_VENDORS=/nonexistent OCL_ICD_FILENAMES=/nonexistent/none.so"
mkdir -p "$build/graphs" "$build/plain"
failed=0
for v in graphs plain; do
    flag=1
    [ "$v" = plain ] && flag=0
    # the test binary as the Makefile builds it, with the launch kind set
    make -s -B BUILD="$build/$v" CFLAGS="-O2 -g -DDC__COLL_LAUNCH_GRAPHS=$flag" "$build/$v/tests" ||
        { echo "== $v: build failed"; failed=1; continue; }
    cc -std=c99 -O2 -DDC__COLL_LAUNCH_GRAPHS=$flag -I. bench/collectives.c -o "$build/$v/bench_collectives" -ldl -lpthread -lm ||
        { echo "== $v: bench build failed"; failed=1; continue; }
    echo "== $v: collectives tests on the CUDA devices"
    env $hide_opencl DC_TEST_NO_DEFAULT= DC_TEST_CONFIGS="" timeout 240 sh tests/run.sh "$build/$v/tests" collectives 2>&1 |
        grep -E "^FAIL|passed, [0-9]+ failed" | tail -4
    echo "== $v: all-reduce 8 B - 4 MiB against NCCL"
    env $hide_opencl timeout 120 "$build/$v/bench_collectives" --op allreduce --min-bytes 8 --max-bytes 4M \
        --json "$build/coll-graphs-$v.json" 2>&1 | tail -30
done
exit $failed
