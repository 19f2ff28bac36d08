#!/bin/sh
# ensure_matplotlib.sh - make sure python3 can import matplotlib, for `make plots`.
#
# Nothing to do when it can. Otherwise Debian's python3-matplotlib with apt-get (as root,
# or through sudo), else pip's matplotlib for this user (pip install --user); says which,
# and what to run when neither works. Never needed by `make demo` or `make test`.
set -u
have() { python3 -c 'import matplotlib' >/dev/null 2>&1; }

command -v python3 >/dev/null 2>&1 || { echo "ensure_matplotlib: python3 not found: install it (e.g. sudo apt-get install -y python3)" >&2; exit 1; }
have && exit 0
if command -v apt-get >/dev/null 2>&1; then
    SUDO=""
    if [ "$(id -u)" -ne 0 ] && command -v sudo >/dev/null 2>&1 && sudo -n true 2>/dev/null; then SUDO="sudo"; fi
    if [ "$(id -u)" -eq 0 ] || [ -n "$SUDO" ]; then
        echo "ensure_matplotlib: installing Debian's python3-matplotlib (apt-get)"
        $SUDO apt-get update -qq >/dev/null 2>&1
        $SUDO env DEBIAN_FRONTEND=noninteractive apt-get install -y -qq python3-matplotlib >/dev/null && have && exit 0
    fi
fi
echo "ensure_matplotlib: installing matplotlib for this user (python3 -m pip install --user matplotlib)"
python3 -m pip install --user -q matplotlib 2>/dev/null || python3 -m pip install --user -q --break-system-packages matplotlib 2>/dev/null
have && exit 0
echo "ensure_matplotlib: could not install matplotlib. Do it yourself, then run make plots again:" >&2
echo "    sudo apt-get install -y python3-matplotlib     (Debian, Ubuntu)" >&2
echo "    python3 -m pip install --user matplotlib" >&2
exit 1
