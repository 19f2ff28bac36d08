#!/bin/sh
# make_ptx.sh IN.cu OUT.ptx - compile a kernel source to PTX that old drivers load.
#
# nvcc writes the PTX ISA version of the toolkit that made it (CUDA 13.0: ".version 9.0"),
# and a driver refuses PTX newer than itself. The kernels in kernels/ use nothing past
# PTX ISA 7.0, so the .version line is rewritten to 7.0 (CUDA 11.0 drivers, r450+) with
# target sm_75. ptxas then re-checks the rewritten text: it rejects any instruction or
# directive that needs a newer ISA than the one declared, so a kernel that outgrows 7.0
# fails here instead of on a user's machine.
#
# Environment: NVCC (default nvcc), PTXAS (default ptxas), PTX_VERSION (default 7.0),
# PTX_ARCH (default compute_75), PTXAS_CHECK_ARCHS (default "sm_75 sm_90"; empty = skip).
set -eu

if [ $# -ne 2 ]; then
    echo "usage: $0 IN.cu OUT.ptx" >&2
    exit 2
fi
in=$1
out=$2
NVCC=${NVCC:-nvcc}
PTXAS=${PTXAS:-ptxas}
PTX_VERSION=${PTX_VERSION:-7.0}
PTX_ARCH=${PTX_ARCH:-compute_75}
PTXAS_CHECK_ARCHS=${PTXAS_CHECK_ARCHS-sm_75 sm_90}

tmp="$out.tmp.$$"
trap 'rm -f "$tmp" "$tmp.2"' EXIT INT TERM

"$NVCC" -ptx -arch="$PTX_ARCH" -o "$tmp" "$in"

if [ "$(grep -c '^\.version ' "$tmp")" -ne 1 ]; then
    echo "$0: $in: expected exactly one .version line in nvcc's PTX" >&2
    exit 1
fi
# The build-id comment changes with every toolkit build; drop the header comment so the
# committed file only changes when the code does, and say where the text came from.
{
    echo "//"
    echo "// Generated from $in by tools/make_ptx.sh ($("$NVCC" --version | sed -n 's/.*release \([0-9.]*\).*/CUDA \1/p'), -arch=$PTX_ARCH),"
    echo "// .version lowered to $PTX_VERSION so that drivers from CUDA 11.0 on can load it."
    echo "//"
    sed -e '1,/^\.version /{/^\/\//d;/^$/d;}' \
        -e "s/^\.version .*/.version $PTX_VERSION/" "$tmp"
} > "$tmp.2"

for arch in $PTXAS_CHECK_ARCHS; do
    if ! "$PTXAS" -arch="$arch" "$tmp.2" -o /dev/null; then
        echo "$0: $in: ptxas -arch=$arch rejects the PTX with .version $PTX_VERSION" >&2
        exit 1
    fi
done

mv "$tmp.2" "$out"
