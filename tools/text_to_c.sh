#!/bin/sh
# text_to_c.sh NAME IN OUT - write IN as a NULL-terminated C array of lines called NAME.
# One string literal per line keeps every literal under C99's 4095-character minimum
# (-Woverlength-strings, part of -Wpedantic); the reader joins the lines at run time.
set -eu
if [ $# -ne 3 ]; then
    echo "usage: $0 NAME IN OUT" >&2
    exit 2
fi
name=$1
in=$2
out=$3
tmp="$out.tmp.$$"
trap 'rm -f "$tmp"' EXIT INT TERM
{
    echo "/* Generated from $in by tools/text_to_c.sh - do not edit. */"
    echo "static const char *const $name[] = {"
    sed -e 's/\\/\\\\/g' -e 's/"/\\"/g' -e 's/	/\\t/g' -e 's/^/    "/' -e 's/$/\\n",/' "$in"
    echo "    0"
    echo "};"
} > "$tmp"
mv "$tmp" "$out"
