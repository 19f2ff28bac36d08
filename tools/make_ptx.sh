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
# PTX_TARGET rewrites the .target line too. CUDA 13's nvcc refuses compute_70, so PTX for
# sm_70 (Volta, where ISA 6.0 is the oldest allowed: CUDA 9.0 drivers) is made with
# PTX_ARCH=compute_75 PTX_TARGET=sm_70 PTX_VERSION=6.0 (tools/embed.sh does so). CUDA
# 13's ptxas cannot assemble for sm_70 either, so such text is checked for sm_75 and up:
# the same instructions, and ptxas still holds them to the declared ISA.
#
# Environment: NVCC (default nvcc), PTXAS (default ptxas), PTX_VERSION (default 7.0),
# PTX_ARCH (default compute_75), PTX_TARGET (default: nvcc's, e.g. sm_75 for compute_75),
# PTXAS_CHECK_ARCHS (default "sm_75 sm_90"; empty = skip).
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
PTX_TARGET=${PTX_TARGET:-}
PTXAS_CHECK_ARCHS=${PTXAS_CHECK_ARCHS-sm_75 sm_90}

tmp="$out.tmp.$$"
trap 'rm -f "$tmp" "$tmp.2"' EXIT INT TERM

"$NVCC" -ptx -arch="$PTX_ARCH" -o "$tmp" "$in"

for directive in version target; do
    if [ "$(grep -c "^\\.$directive " "$tmp")" -ne 1 ]; then
        echo "$0: $in: expected exactly one .$directive line in nvcc's PTX" >&2
        exit 1
    fi
done
# The CUDA release that brought the PTX ISA version: the oldest driver that loads it (the
# PTX ISA document's release notes), for the header comment.
case $PTX_VERSION in
    6.[0-2]) driver="9.${PTX_VERSION#6.}" ;;
    6.[3-5]) driver="10.$((${PTX_VERSION#6.} - 3))" ;;
    7.[0-8]) driver="11.${PTX_VERSION#7.}" ;;
    8.[0-5]) driver="12.${PTX_VERSION#8.}" ;;
    8.[6-8]) driver="12.$((${PTX_VERSION#8.} + 1))" ;;
    9.0) driver="13.0" ;;
    *) echo "$0: PTX_VERSION=$PTX_VERSION: which CUDA driver first loads it? (add it here)" >&2; exit 2 ;;
esac
nvcc_target=$(sed -n 's/^\.target \([^ ,]*\).*/\1/p' "$tmp")
# The build-id comment changes with every toolkit build; drop the header comment so the
# committed file only changes when the code does, and say where the text came from.
{
    echo "//"
    echo "// Generated from $in by tools/make_ptx.sh ($("$NVCC" --version | sed -n 's/.*release \([0-9.]*\).*/CUDA \1/p'), -arch=$PTX_ARCH),"
    if [ -n "$PTX_TARGET" ]; then
        echo "// .target $nvcc_target rewritten to $PTX_TARGET, .version lowered to $PTX_VERSION so that drivers"
        echo "// from CUDA $driver on can load it."
    else
        echo "// .version lowered to $PTX_VERSION so that drivers from CUDA $driver on can load it."
    fi
    echo "//"
    sed -e '1,/^\.version /{/^\/\//d;/^$/d;}' \
        -e "s/^\.version .*/.version $PTX_VERSION/" \
        -e "${PTX_TARGET:+s/^\.target $nvcc_target\(.*\)/.target $PTX_TARGET\1/}" "$tmp"
} > "$tmp.2"

for arch in $PTXAS_CHECK_ARCHS; do
    if ! "$PTXAS" -arch="$arch" "$tmp.2" -o /dev/null; then
        echo "$0: $in: ptxas -arch=$arch rejects the PTX with .version $PTX_VERSION${PTX_TARGET:+, .target $PTX_TARGET}" >&2
        exit 1
    fi
done

mv "$tmp.2" "$out"
