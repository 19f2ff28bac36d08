#!/bin/sh
# ensure_opencl.sh - make sure the machine has a compute driver to run on.
#
# Nothing to do when an OpenCL ICD (/etc/OpenCL/vendors/*.icd, or libOpenCL.so.1 known to
# the dynamic loader) or the CUDA driver (libcuda.so.1) is there. Otherwise install PoCL,
# a CPU OpenCL driver, and the ICD loader with apt-get (through sudo when not root), or
# print the command to run when apt-get is missing. Used by `make demo` and `make test`.
set -u
# shellcheck source=tools/common.sh
. "$(dirname "$0")/common.sh"
PKGS="pocl-opencl-icd ocl-icd-libopencl1"

has_icd() {
    for f in /etc/OpenCL/vendors/*.icd; do [ -e "$f" ] && return 0; done
    ldconfig -p 2>/dev/null | grep -q 'libOpenCL\.so\.1 ' && return 0
    return 1
}
has_cuda() {
    ldconfig -p 2>/dev/null | grep -q 'libcuda\.so\.1 ' && return 0
    for d in /usr/lib/x86_64-linux-gnu /usr/lib64 /usr/local/nvidia/lib64 /usr/lib/wsl/lib; do
        [ -e "$d/libcuda.so.1" ] && return 0
    done
    return 1
}

if has_icd || has_cuda; then
    exit 0
fi

echo "ensure_opencl: no OpenCL ICD and no CUDA driver on this machine; installing PoCL ($PKGS)"
if ! command -v apt-get >/dev/null 2>&1; then
    echo "ensure_opencl: apt-get not found. Install a CPU OpenCL driver yourself, e.g.:" >&2
    echo "    sudo apt-get install -y $PKGS        (Debian, Ubuntu)" >&2
    echo "    sudo dnf install -y pocl ocl-icd     (Fedora)" >&2
    echo "    sudo pacman -S pocl ocl-icd          (Arch)" >&2
    exit 1
fi
# shellcheck disable=SC2086 # one word per package
apt_install ensure_opencl $PKGS || { echo "ensure_opencl: then run make again" >&2; exit 1; }
has_icd || { echo "ensure_opencl: PoCL installed but no ICD found" >&2; exit 1; }
