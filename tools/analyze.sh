#!/bin/sh
# analyze.sh - clang's static analyzer over the implementation: a translation unit that
# defines DC_IMPLEMENTATION, the header's functions analyzed as well
# (-analyzer-opt-analyze-headers: by default clang analyzes only the functions of the .c
# file, and the whole library is in the header).
#
# Fails (exit status 1) on a finding that tools/analyze_known.txt does not list; each one
# listed there was read and is a false positive, with the reason beside it. A finding is
# keyed by its checker, its message and the text of its line, not the line's number, which
# every edit above it moves: an edit of a listed line brings its finding back, to be read
# again. A listed finding the analyzer no longer reports is named, without failing.
# CLANG (default clang) is the analyzer (the list was read with clang 14; about a minute
# on 2 cores). Outputs go to build/analyze/ (analyzer.txt: every finding with its path).
set -u

cd "$(dirname "$0")/.." || exit 1
CLANG=${CLANG:-clang}
out=build/analyze
known=tools/analyze_known.txt
mkdir -p "$out"
export LC_ALL=C
tab=$(printf '\t')

command -v "$CLANG" >/dev/null 2>&1 || { echo "analyze: $CLANG not found (CLANG=...)"; exit 1; }
printf '#define DC_IMPLEMENTATION\n#include "dotcompute.h"\n' > "$out/impl.c"
if ! "$CLANG" --analyze -Xanalyzer -analyzer-opt-analyze-headers -Xanalyzer -analyzer-output=text -fno-color-diagnostics \
        -std=c99 -I. "$out/impl.c" -o /dev/null > "$out/analyzer.txt" 2>&1; then
    cat "$out/analyzer.txt"
    echo "analyze: $CLANG --analyze failed"
    exit 1
fi

# "file:line:col: warning: message [checker]" -> "checker | message | the line's text",
# a tab, then file:line:col
awk '
function source_line(file, n,    line, i) {
    if (!(file in loaded)) {
        while ((getline line < file) > 0) text[file, ++i] = line;
        close(file);
        loaded[file] = 1;
    }
    line = text[file, n];
    gsub(/^[ \t]+|[ \t]+$/, "", line);
    return line;
}
/^[^ :]+:[0-9]+:[0-9]+: warning: .* \[[^]]+\]$/ {
    split($0, at, ":");
    message = substr($0, index($0, ": warning: ") + 11);
    checker = message;
    sub(/^.* \[/, "", checker);
    sub(/\]$/, "", checker);
    sub(/ \[[^]]+\]$/, "", message);
    printf "%s | %s | %s\t%s:%s:%s\n", checker, message, source_line(at[1], at[2]), at[1], at[2], at[3];
}' "$out/analyzer.txt" | sort > "$out/found.txt"
cut -f1 "$out/found.txt" > "$out/found_keys.txt"
grep -v '^#' "$known" | grep -v '^[[:space:]]*$' | sort > "$out/known_keys.txt"

comm -23 "$out/found_keys.txt" "$out/known_keys.txt" > "$out/new.txt"
comm -13 "$out/found_keys.txt" "$out/known_keys.txt" > "$out/gone.txt"
while IFS= read -r key; do
    printf 'NEW   %s\n      at %s\n' "$key" "$(grep -F "$key$tab" "$out/found.txt" | cut -f2 | tr '\n' ' ')"
done < "$out/new.txt"
while IFS= read -r key; do
    printf 'gone  %s (listed in %s, no longer found: remove it there)\n' "$key" "$known"
done < "$out/gone.txt"
new=$(wc -l < "$out/new.txt")
echo "$(wc -l < "$out/found_keys.txt") findings: $new new, $(wc -l < "$out/gone.txt") listed ones gone (paths: $out/analyzer.txt)"
[ "$new" -eq 0 ]
