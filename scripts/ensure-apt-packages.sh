#!/usr/bin/env bash
# Installs the Debian packages named as arguments when any of them is missing.
# Runs apt-get update once, and only when something has to be installed.
#
# Without apt (another distribution, a container with no package manager) it installs
# nothing: it checks what each package provides (a pkg-config module or a command), and
# when something is missing it says what, and how to build by hand, and exits 1.
set -euo pipefail

# What each package gives the build, as `pc:MODULE` or `cmd:COMMAND`.
provides() {
    case "$1" in
        pkg-config) echo "cmd:pkg-config" ;;
        libx11-dev) echo "pc:x11" ;;
        libxext-dev) echo "pc:xext" ;;
        libxrandr-dev) echo "pc:xrandr" ;;
        libfreetype-dev) echo "pc:freetype2" ;;
        libpng-dev) echo "pc:libpng" ;;
        libcairo2-dev) echo "pc:cairo" ;;
        build-essential) echo "cmd:cc" ;;
        xvfb) echo "cmd:Xvfb" ;;
        xdotool) echo "cmd:xdotool" ;;
        imagemagick) echo "cmd:import" ;;
        x11-utils) echo "cmd:xdpyinfo" ;;
        python3) echo "cmd:python3" ;;
        *) echo "cmd:$1" ;;
    esac
}

if ! command -v dpkg-query >/dev/null 2>&1 || ! command -v apt-get >/dev/null 2>&1; then
    missing=()
    for pkg in "$@"; do
        need="$(provides "$pkg")"
        case "$need" in
            pc:*) if ! command -v pkg-config >/dev/null 2>&1 || ! pkg-config --exists "${need#pc:}" 2>/dev/null; then
                      missing+=("$pkg (pkg-config module ${need#pc:})"); fi ;;
            cmd:*) command -v "${need#cmd:}" >/dev/null 2>&1 || missing+=("$pkg (command ${need#cmd:})") ;;
        esac
    done
    [ ${#missing[@]} -eq 0 ] && exit 0
    {
        echo "apt-get is not available here, so nothing can be installed for you. Missing:"
        for m in "${missing[@]}"; do echo "  $m"; done
        echo "Install their equivalents with your package manager (the names above are Debian's;"
        echo "e.g. Fedora: libX11-devel libXext-devel libXrandr-devel freetype-devel libpng-devel"
        echo "xorg-x11-server-Xvfb xdotool ImageMagick xdpyinfo), then build by hand:"
        echo "  swift build                                  # everything"
        echo "  swift run playground-x11                     # the window"
        echo "  swift build --build-tests && swift test --disable-swift-testing"
        echo "  (cd Examples/MyTransition && swift test --disable-swift-testing)"
    } >&2
    exit 1
fi

missing=()
for pkg in "$@"; do
    if ! dpkg-query -W -f='${Status}' "$pkg" 2>/dev/null | grep -q "install ok installed"; then
        missing+=("$pkg")
    fi
done
[ ${#missing[@]} -eq 0 ] && exit 0
echo "installing missing packages: ${missing[*]}" >&2
sudo=""
if [ "$(id -u)" -ne 0 ]; then sudo="sudo"; fi
export DEBIAN_FRONTEND=noninteractive
$sudo apt-get update -qq
$sudo apt-get install -y -qq --no-install-recommends "${missing[@]}" >/dev/null
