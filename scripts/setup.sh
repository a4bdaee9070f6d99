#!/usr/bin/env bash
# ledgerlab: install every Debian package the build and the tests need (Debian 12 "bookworm").
# Idempotent: re-running only installs what is missing. Needs root (or sudo).
# Nothing is downloaded at build time; third-party sources (ImGui for the web build) are fetched
# here, pinned by version, into the ignored folder .deps/.
set -euo pipefail
cd "$(dirname "$0")/.."
SUDO=""; [ "$(id -u)" -eq 0 ] || SUDO="sudo"
export DEBIAN_FRONTEND=noninteractive

# Native build and tests: core + CLI (cmake, g++, nlohmann-json, Catch2, Google Benchmark);
# desktop app (SDL2, OpenGL, zlib; Xvfb, xdotool, imagemagick, jq for its tests); calibrate's CPU
# backend (OpenMPI, OpenBLAS); the parser fuzz target (clang + libFuzzer runtime). The web
# toolchain (emscripten, chromium, ImGui sources) is scripts/setup-web.sh, which calls this first.
# python3-matplotlib draws the step-time validation plot (scripts/validation_report.py).
PKGS=(cmake g++ make pkg-config python3 python3-matplotlib nlohmann-json3-dev catch2 libbenchmark-dev
      libsdl2-dev libgl-dev zlib1g-dev xvfb xauth xdotool imagemagick jq fonts-dejavu-core
      libopenmpi-dev openmpi-bin libopenblas-dev clang libclang-rt-14-dev)
missing=()
for p in "${PKGS[@]}"; do
  dpkg-query -W -f='${Status}' "$p" 2>/dev/null | grep -q "install ok installed" || missing+=("$p")
done
if [ ${#missing[@]} -gt 0 ]; then
  echo "setup: installing ${missing[*]}"
  $SUDO apt-get update -qq
  $SUDO apt-get install -y -qq --no-install-recommends "${missing[@]}"
fi
echo "setup: ok"
