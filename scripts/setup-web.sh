#!/usr/bin/env bash
# ledgerlab: everything the web build and its tests need, on Debian 12 (bookworm), offline after this.
# Installs emscripten (3.1.6), GLFW headers, Xvfb, Debian chromium and fonts, mkdocs + mkdocs-material
# (the embedding tests' MkDocs book); fetches the pinned Dear ImGui 1.86 source package into the
# ignored folder .deps/ (apt-get source, cached); installs playwright-core (no browser download) into
# tests/web/node_modules from tests/web/package-lock.json, and Docusaurus (the embedding tests'
# second book) into tests/web/embed/docusaurus/node_modules from its package-lock.json (cached;
# LEDGERLAB_SKIP_DOCUSAURUS=1 skips it, and the Docusaurus test then reports itself skipped).
# Idempotent: re-running does nothing once everything is present. Needs root (or sudo).
set -euo pipefail
cd "$(dirname "$0")/.."
ROOT=$(pwd)
SUDO=""; [ "$(id -u)" -eq 0 ] || SUDO="sudo"
export DEBIAN_FRONTEND=noninteractive
IMGUI_VERSION=1.86
IMGUI_DIR="$ROOT/.deps/imgui-$IMGUI_VERSION"

bash scripts/setup.sh   # the native toolchain (lead's script)

installed() { dpkg-query -W -f='${Status}' "$1" 2>/dev/null | grep -q "install ok installed"; }
PKGS=(emscripten libglfw3-dev xvfb xauth chromium fonts-dejavu-core dpkg-dev xz-utils python3 gzip mkdocs mkdocs-material)
missing=()
for p in "${PKGS[@]}"; do installed "$p" || missing+=("$p"); done
updated=0
if [ ${#missing[@]} -gt 0 ]; then
  echo "setup-web: installing ${missing[*]}"
  $SUDO apt-get update -qq; updated=1
  $SUDO apt-get install -y -qq --no-install-recommends "${missing[@]}"
fi
command -v node >/dev/null || { $SUDO apt-get install -y -qq --no-install-recommends nodejs npm; }
command -v npm >/dev/null || { $SUDO apt-get install -y -qq --no-install-recommends npm; }

# --- Dear ImGui 1.86 sources (Debian source package "imgui", version pinned) -------------------
if [ ! -f "$IMGUI_DIR/imgui.cpp" ]; then
  SRC_LIST=/etc/apt/sources.list.d/ledgerlab-deb-src.sources
  if [ ! -f "$SRC_LIST" ]; then
    # A deb-src twin of the system's deb822 source list (or the plain bookworm archive).
    if [ -f /etc/apt/sources.list.d/debian.sources ]; then
      sed 's/^Types: deb$/Types: deb-src/' /etc/apt/sources.list.d/debian.sources | $SUDO tee "$SRC_LIST" >/dev/null
    else
      printf 'Types: deb-src\nURIs: http://deb.debian.org/debian\nSuites: bookworm\nComponents: main\nSigned-By: /usr/share/keyrings/debian-archive-keyring.gpg\n' \
        | $SUDO tee "$SRC_LIST" >/dev/null
    fi
    updated=0
  fi
  [ "$updated" = 1 ] || $SUDO apt-get update -qq
  mkdir -p "$ROOT/.deps/dl"
  ( cd "$ROOT/.deps/dl" && apt-get source --download-only "imgui=$IMGUI_VERSION+ds-1" 2>/dev/null \
      || apt-get source --download-only imgui )
  tarball=$(ls "$ROOT"/.deps/dl/imgui_"$IMGUI_VERSION"*.orig.tar.* | head -1)
  [ -n "$tarball" ] || { echo "setup-web: imgui $IMGUI_VERSION source not found" >&2; exit 1; }
  rm -rf "$IMGUI_DIR.tmp" && mkdir -p "$IMGUI_DIR.tmp"
  tar -xf "$tarball" -C "$IMGUI_DIR.tmp" --strip-components=1
  grep -q "IMGUI_VERSION *\"$IMGUI_VERSION\"" "$IMGUI_DIR.tmp/imgui.h" \
    || { echo "setup-web: $tarball is not ImGui $IMGUI_VERSION" >&2; exit 1; }
  rm -rf "$IMGUI_DIR" && mv "$IMGUI_DIR.tmp" "$IMGUI_DIR"
fi
echo "setup-web: imgui $IMGUI_VERSION in $IMGUI_DIR"

# --- playwright-core (drives Debian's /usr/bin/chromium; never downloads a browser) ------------
if [ ! -f tests/web/node_modules/playwright-core/package.json ]; then
  ( cd tests/web && PLAYWRIGHT_SKIP_BROWSER_DOWNLOAD=1 npm ci --no-audit --no-fund --loglevel=error )
fi
# --- Docusaurus for the embedding test (npm, pinned by its lockfile; a few hundred MB, cached) -----
DOCU=tests/web/embed/docusaurus
if [ "${LEDGERLAB_SKIP_DOCUSAURUS:-0}" != 1 ] && [ ! -x "$DOCU/node_modules/.bin/docusaurus" ]; then
  echo "setup-web: installing Docusaurus for the embedding test into $DOCU/node_modules"
  ( cd "$DOCU" && npm ci --no-audit --no-fund --loglevel=error ) \
    || echo "setup-web: Docusaurus could not be installed; its embedding test will be skipped" >&2
fi
echo "setup-web: ok"
