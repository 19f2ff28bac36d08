# shellcheck shell=sh
# common.sh - what the tools' shell scripts share; sourced (`. tools/common.sh`), never run.
#
#   step NAME COMMAND...   one test: runs COMMAND (within $STEP_TIMEOUT seconds when set),
#                          counts a pass or a failure in $p / $f and NAME in $failed;
#                          with STEP_RETRY=1 a failed COMMAND runs once more and the second
#                          result counts (NAME goes into $retried when it passes then)
#   add_counts NAME LOG    adds LOG's last "N passed, N failed, N skipped" line to $p $f $s
#                          and leaves it in $counted; without one, counts NAME as failed
#   wanted STEP            whether STEP is one of $steps
#   apt_install WHO PKG... installs packages with apt-get (through sudo when not root);
#                          when it cannot, says what to run (as WHO) and returns 1

p=0 f=0 s=0 failed="" retried=""
summary_re='^[0-9]+ passed, [0-9]+ failed, [0-9]+ skipped$'

step() {
    name=$1
    shift
    echo "=================================================================="
    echo "== $name: $*"
    echo "=================================================================="
    if ${STEP_TIMEOUT:+timeout "$STEP_TIMEOUT"} "$@"; then
        p=$((p + 1))
        echo "== $name: passed"
    elif [ "${STEP_RETRY:-0}" = 1 ] && echo "== $name: failed; running it once more (STEP_RETRY)" &&
         ${STEP_TIMEOUT:+timeout "$STEP_TIMEOUT"} "$@"; then
        p=$((p + 1))
        retried="$retried $name"
        echo "== $name: passed on a retry"
    else
        f=$((f + 1))
        failed="$failed $name"
        echo "== $name: FAILED"
    fi
}

add_counts() {
    counted=$(grep -E "$summary_re" "$2" | tail -n 1)
    if [ -z "$counted" ]; then
        f=$((f + 1))
        failed="$failed $1"
        return 1
    fi
    p=$((p + $(echo "$counted" | cut -d' ' -f1)))
    f=$((f + $(echo "$counted" | cut -d' ' -f3)))
    s=$((s + $(echo "$counted" | cut -d' ' -f5)))
}

# shellcheck disable=SC2154 # $steps: set by the script that sources this
wanted() { case " $steps " in *" $1 "*) return 0 ;; esac; return 1; }

apt_install() {
    who=$1
    shift
    if ! command -v apt-get >/dev/null 2>&1; then
        echo "$who: apt-get not found; install these yourself: $*" >&2
        return 1
    fi
    sudo=""
    if [ "$(id -u)" -ne 0 ]; then
        if command -v sudo >/dev/null 2>&1; then
            sudo="sudo"
        else
            # One line that works as it is on a fresh image, which ships without package
            # lists: people (and scripts) copy it verbatim into a root shell.
            echo "$who: not root and no sudo; ask an administrator to run, as root:" >&2
            echo "apt-get update && apt-get install -y --no-install-recommends $*" >&2
            return 1
        fi
    fi
    # the package lists may be empty on a fresh machine: then update and try again
    $sudo env DEBIAN_FRONTEND=noninteractive apt-get install -y --no-install-recommends "$@" </dev/null && return 0
    if $sudo apt-get update -q </dev/null && $sudo env DEBIAN_FRONTEND=noninteractive apt-get install -y --no-install-recommends "$@" </dev/null; then
        return 0
    fi
    echo "$who: could not install $*" >&2
    return 1
}
