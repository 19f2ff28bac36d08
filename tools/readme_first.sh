#!/bin/sh
# readme_first.sh [BUILD_DIR] - README's "A first program" as a newcomer runs it: the C block
# that starts with "/* first.c:" is cut out of README.md, built with the command its first
# line gives (plus -Wall -Wextra -Wpedantic -Werror, so that the page shows no code that
# warns), and run from the repository root, where every device must print 37035.
# Also built as C++. Last line: N passed, N failed, N skipped (CI runs it).
set -u
build=${1:-build}
cd "$(dirname "$0")/.." || exit 1
. tools/common.sh
mkdir -p "$build"
src="$build/first.c"
awk '/^\/\* first\.c:/ { on = 1 } on && /^```/ { exit } on { print }' README.md > "$src"
if ! grep -q "DC_IMPLEMENTATION" "$src"; then
    echo "readme_first: no block starting with '/* first.c:' in README.md"
    echo "0 passed, 1 failed, 0 skipped"
    exit 1
fi
run_first() {
    out=$("$build/first" 2>&1)
    echo "$out"
    # every line a device, each with the right sum, and at least one
    echo "$out" | grep -q "c\[12345\] = 37035" && ! echo "$out" | grep -v "c\[12345\] = 37035" | grep -q .
}
step build-c cc -std=c99 -O2 -Wall -Wextra -Wpedantic -Werror -I. "$src" -o "$build/first" -ldl -lpthread
step build-c++ c++ -x c++ -O2 -Wall -Werror -I. "$src" -o "$build/first_cpp" -ldl -lpthread
step run run_first
echo "$p passed, $f failed, $s skipped"
[ "$f" -eq 0 ]
