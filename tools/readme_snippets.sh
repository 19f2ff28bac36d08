#!/bin/sh
# readme_snippets.sh [BUILD_DIR [MARKDOWN]] - every ```c block of README.md (or MARKDOWN, a
# path from the repository root) but "A first program" (tools/readme_first.sh builds and
# runs that one), compiled as a reader would use it, warning-free (-Wall -Wextra -Wpedantic
# -Werror) as C99 and as C++:
#   a whole program (it has main): built, linked (with the implementation compiled apart
#     where the block has no DC_IMPLEMENTATION) and run from the repository root, where it
#     must exit with 0 within 60 s; one that calls MPI_* is compiled only (it would need
#     mpirun);
#   file-level code (a function definition at the start of a line): compiled as a file
#     after #include "dotcompute.h";
#   anything else, a fragment of statements: compiled in a block inside a function whose
#     parameters are the names such fragments use undeclared: dc_context *ctx, dc_comm
#     *comm, dc_buffer buf, uint64_t n, int device, int local_gpu, dc_stream stream (a
#     fragment may declare them again: the block's own shadow them).
# Fragments and file-level code include the header without DC_IMPLEMENTATION (declarations
# only: fast). Code that calls MPI_* gets <mpi.h> where the compiler has one, else a stub
# with MPI's prototypes. Each block is one test named by its line in the file. Two more
# tests read the prose's code spans: every dc_ and DC_ name there must exist (in the
# header, or for the environment's in the tests and tools), every call in one
# (`dc_dispatch(ctx, &desc, &report)`) have the header's number of arguments.
# The last line: N passed, N failed, N skipped (CI runs it).
set -u
export LC_ALL=C   # sort and comm agree on the order
build=${1:-build}
cd "$(dirname "$0")/.." || exit 1
md=${2:-README.md}
. tools/common.sh
out="$build/readme_snippets"
rm -rf "$out"
mkdir -p "$out"
WARN="-Wall -Wextra -Wpedantic -Werror"

# Cut every ```c block out as $out/block_LINE.c (LINE: the fence's line), but the one that
# starts with "/* first.c:".
awk -v out="$out" '
    /^```c[ \t]*$/ && !on { on = 1; start = NR; n = 0; next }
    on && /^```/ {
        on = 0
        if (n && body[1] !~ /^\/\* first\.c:/) {
            file = out "/block_" start ".c"
            for (i = 1; i <= n; i++) print body[i] > file
            close(file)
        }
        next
    }
    on { body[++n] = $0 }
' "$md"

cat >"$out/mpi_stub.h" <<'EOF'
/* The few MPI declarations README's fragments use, as the MPI standard gives them
   (MPICH's integer handles): where there is no <mpi.h>, the calls are still checked. */
typedef int MPI_Comm;
typedef int MPI_Datatype;
#define MPI_COMM_WORLD ((MPI_Comm)0x44000000)
#define MPI_BYTE ((MPI_Datatype)0x4c00010d)
#ifdef __cplusplus
extern "C" {
#endif
int MPI_Comm_rank(MPI_Comm comm, int *rank);
int MPI_Comm_size(MPI_Comm comm, int *size);
int MPI_Bcast(void *buffer, int count, MPI_Datatype datatype, int root, MPI_Comm comm);
#ifdef __cplusplus
}
#endif
EOF
have_mpi=0
printf '#include <mpi.h>\n' | cc -E -x c - >/dev/null 2>&1 && have_mpi=1
mpi_include() {
    if [ "$have_mpi" = 1 ]; then echo '#include <mpi.h>'; else echo '#include "mpi_stub.h"'; fi
}

# line_of BLOCK: a #line that gives the compiler's messages the block's lines in $md.
line_of() {
    at=${1##*block_}
    echo "#line $((${at%.c} + 1)) \"$md\""
}
# wrap BLOCK FILE: the fragment BLOCK as a compilable file FILE.
wrap() {
    {
        echo '#include "dotcompute.h"'
        grep -q 'MPI_' "$1" && mpi_include
        echo 'int readme_fragment(dc_context *ctx, dc_comm *comm, dc_buffer buf, uint64_t n, int device, int local_gpu, dc_stream stream);'
        echo 'int readme_fragment(dc_context *ctx, dc_comm *comm, dc_buffer buf, uint64_t n, int device, int local_gpu, dc_stream stream) {'
        echo '    (void)ctx; (void)comm; (void)buf; (void)n; (void)device; (void)local_gpu; (void)stream;'
        echo '    {'
        line_of "$1"
        cat "$1"
        echo '    }'
        echo '    return 0;'
        echo '}'
    } >"$2"
}
# file_level BLOCK FILE: BLOCK after the header's declarations.
file_level() {
    {
        echo '#include "dotcompute.h"'
        grep -q 'MPI_' "$1" && mpi_include
        line_of "$1"
        cat "$1"
    } >"$2"
}

# both_languages SRC: compiles SRC as C99 and as C++, warning-free.
both_languages() {
    cc -std=c99 $WARN -I. -I"$out" -c "$1" -o "${1%.c}.o" && c++ -x c++ $WARN -I. -I"$out" -c "$1" -o "${1%.c}_cpp.o"
}
# program SRC: builds SRC as a program (and as C++, compile only) and runs it.
program() {
    src=$1 exe=${1%.c}
    extra=""
    if ! grep -q 'DC_IMPLEMENTATION' "$src"; then
        [ -f "$out/impl.o" ] || { printf '#define DC_IMPLEMENTATION\n#include "dotcompute.h"\n' >"$out/impl.c" &&
                                  cc -std=c99 -O1 -I. -c "$out/impl.c" -o "$out/impl.o"; } || return 1
        extra="$out/impl.o"
    fi
    cc -std=c99 $WARN -I. -I"$out" "$src" $extra -o "$exe" -ldl -lpthread &&
        c++ -x c++ $WARN -I. -I"$out" -c "$src" -o "${exe}_cpp.o" &&
        timeout 60 "$exe"
}

# the blocks' first lines, in order
lines=$(for b in "$out"/block_*.c; do [ -f "$b" ] && { at=${b##*block_}; echo "${at%.c}"; }; done | sort -n)
for line in $lines; do
    b="$out/block_$line.c"
    if grep -q '\bmain *(' "$b"; then
        if grep -q 'MPI_' "$b"; then   # it would need mpirun: compiled, not run
            if [ "$have_mpi" = 1 ]; then use_mpi='#include <mpi.h>'; else use_mpi='#include "mpi_stub.h"'; fi
            { line_of "$b"; sed "s|#include <mpi.h>|$use_mpi|" "$b"; } >"$out/mpi_$line.c"
            step "$md:$line (a program using MPI: compiled, not run)" both_languages "$out/mpi_$line.c"
        else
            { line_of "$b"; cat "$b"; } >"$out/program_$line.c"
            step "$md:$line (a program: built and run)" program "$out/program_$line.c"
        fi
    elif grep -Eq '^[A-Za-z_][A-Za-z0-9_ *]*[ *][A-Za-z_][A-Za-z0-9_]*\([^;]*$' "$b" &&
         ! grep -Eq '^(if|for|while|switch|do|return|else)\b' "$b"; then
        file_level "$b" "$out/file_$line.c"
        step "$md:$line (file-level code)" both_languages "$out/file_$line.c"
    else
        wrap "$b" "$out/fragment_$line.c"
        step "$md:$line (a fragment, inside a function)" both_languages "$out/fragment_$line.c"
    fi
done
[ -n "$lines" ] || { echo "readme_snippets: no \`\`\`c block in $md but the first program"; s=$((s + 1)); }

# The names and calls in the prose's code spans (`dc_copy_path_get`, `dc_comm_create(ctx,
# devices, count, &comm)`): every dc_ and DC_ name is one the header, or the tests' and
# tools' environment, knows; every call has as many arguments as the header's prototype.
cat >"$out/names.awk" <<'EOF'
# code spans of a markdown file, outside fenced blocks: every dc_/DC_ name, slash forms
# (dc_buffer_write/read/fill) spelled out, one a line
/^```/ { fence = !fence; next }
fence { next }
{
    n = split($0, part, "`")
    for (i = 2; i <= n; i += 2) {
        span = part[i]
        while (match(span, /[dD][cC]_[A-Za-z0-9_]+(\/[A-Za-z0-9_]+)*/)) {
            word = substr(span, RSTART, RLENGTH)
            span = substr(span, RSTART + RLENGTH)
            k = split(word, alt, "/")
            prefix = alt[1]; sub(/[A-Za-z0-9]+$/, "", prefix)
            print alt[1]
            for (j = 2; j <= k; j++) print prefix alt[j]
        }
    }
}
EOF
cat >"$out/calls.awk" <<'EOF'
# arguments of the call at the start of s ("(a, f(b, c), d) ..."): their count, -1 if unclosed
function arg_count(s,    i, c, depth, count, seen) {
    depth = 0; count = 0; seen = 0
    for (i = 1; i <= length(s); i++) {
        c = substr(s, i, 1)
        if (c == "(") { if (depth++ == 0) continue }
        else if (c == ")") { if (--depth == 0) return seen ? count + 1 : 0 }
        else if (c == "," && depth == 1) count++
        if (depth >= 1 && c != " " && c != "\t") seen = 1
    }
    return -1
}
FNR == NR {   # dotcompute.h: the public prototypes and inline helpers, one a line
    if ($0 ~ /^(DC_API|static inline) [^(]*[ *]dc_[a-z0-9_]+\(/ && match($0, /dc_[a-z0-9_]+\(/)) {
        name = substr($0, RSTART, RLENGTH - 1)
        rest = substr($0, RSTART + RLENGTH - 1)
        params[name] = rest ~ /^\( *void *\)/ ? 0 : arg_count(rest)
    }
    next
}
/^```/ { fence = !fence; next }
fence { next }
{
    n = split($0, part, "`")
    for (i = 2; i <= n; i += 2) {
        span = part[i]
        while (match(span, /dc_[a-z0-9_]+\(/)) {
            name = substr(span, RSTART, RLENGTH - 1)
            span = substr(span, RSTART + RLENGTH - 1)
            given = arg_count(span)
            if (!(name in params)) printf "%s:%d: `%s(...)`: no such function in dotcompute.h\n", FILENAME, FNR, name
            else if (given >= 0 && given != params[name])
                printf "%s:%d: `%s` takes %d arguments in dotcompute.h, %d here\n", FILENAME, FNR, name, params[name], given
            else checked++
        }
    }
}
END { print checked + 0 " calls checked" }
EOF
known_names() {
    awk -f "$out/names.awk" "$md" | sort -u >"$out/names.txt"
    grep -rhoE --exclude=readme_snippets.sh '[dD][cC]_[A-Za-z0-9_]+' dotcompute.h Makefile tests tools examples bench |
        sort -u >"$out/known.txt"
    comm -23 "$out/names.txt" "$out/known.txt" >"$out/unknown.txt"
    echo "$(wc -l <"$out/names.txt") names; unknown to the header, the tests and the tools: $(tr '\n' ' ' <"$out/unknown.txt")"
    [ ! -s "$out/unknown.txt" ]
}
calls_match() {
    awk -f "$out/calls.awk" dotcompute.h "$md" | tee "$out/calls.txt"
    ! grep -q ': `' "$out/calls.txt"
}
step "$md: the names in code spans" known_names
step "$md: the calls in code spans" calls_match
[ -n "$failed" ] && echo "failed:$failed"
echo "$p passed, $f failed, $s skipped"
[ "$f" -eq 0 ]
