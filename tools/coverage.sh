#!/bin/sh
# coverage.sh DIR - which lines and branches of dotcompute.h the PoCL suite runs (make coverage).
# DIR holds the test binary DIR/tests and the fault-injection binary DIR/fault/fault, both
# built with --coverage -O0. Each runs on the PoCL configurations (the suite on
# DC_TEST_CONFIGS, default "pthread pthread|pthread basic|basic basic basic basic"; the
# fault tests on "pthread|pthread basic", as make test-fault), counts from earlier runs
# cleared first; a failing test is reported and the counts are still read. Then gcov's
# JSON of every object that compiled the header (the implementation's, and the tests'
# private copies), summed by the header's sections by tools/coverage.py: a table on stdout,
# the lines no run reached in DIR/uncovered.txt. Needs gcov (of the compiler that built
# them) and python3.
set -u
cd "$(dirname "$0")/.." || exit 1
dir=$(cd "${1:?usage: coverage.sh DIR}" && pwd) || exit 1
for tool in gcov python3; do
    command -v $tool >/dev/null 2>&1 || { echo "coverage.sh: $tool not found" >&2; exit 1; }
done
find "$dir" -name '*.gcda' -exec rm -f {} +
rc=0
DC_TEST_NO_DEFAULT=1 DC_TEST_CONFIGS="${DC_TEST_CONFIGS:-pthread pthread|pthread basic|basic basic basic basic}" \
    sh tests/run.sh "$dir/tests" > "$dir/suite.log" 2>&1 || rc=1
tail -n 1 "$dir/suite.log" | sed 's/^/suite: /'
DC_TEST_NO_DEFAULT=1 DC_TEST_CONFIGS="pthread|pthread basic" DC_TEST_TIMEOUT_TEST=600 \
    sh tests/run.sh "$dir/fault/fault" > "$dir/fault.log" 2>&1 || rc=1
tail -n 1 "$dir/fault.log" | sed 's/^/fault injection: /'
[ $rc = 0 ] || echo "coverage.sh: tests failed (see $dir/suite.log, $dir/fault.log); the counts are those of the runs"
json="$dir/gcov"
rm -rf "$json" || exit 1
n=0
for gcda in "$dir"/*.gcda "$dir"/fault/*.gcda; do   # a folder each: both binaries have a dc_impl
    [ -f "$gcda" ] || continue
    n=$((n + 1))
    mkdir -p "$json/$n" && (cd "$json/$n" && gcov -b -j -o "$(dirname "$gcda")" "$gcda" > /dev/null 2>&1)
done
python3 tools/coverage.py dotcompute.h "$dir/uncovered.txt" "$json"/*/*.gcov.json.gz || exit 1
echo "uncovered lines: $dir/uncovered.txt"
exit $rc
