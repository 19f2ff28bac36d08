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
# with MPI's prototypes. Each block is one test named by its line in the file; the last
# line: N passed, N failed, N skipped (CI runs it).
set -u
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
[ -n "$failed" ] && echo "failed:$failed"
echo "$p passed, $f failed, $s skipped"
[ "$f" -eq 0 ]
