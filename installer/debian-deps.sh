#!/usr/bin/env bash
# SPDX-FileCopyrightText: ResourceSync Inspector contributors
# SPDX-License-Identifier: GPL-3.0-or-later
#
# Installs everything ResourceSync Inspector needs to build and test on
# Debian 12 (bookworm), from Debian's own packages. Runs as root, or through
# sudo when not root. Used by the README's commands and by .ci/run.
set -euo pipefail

packages=(
    cmake ninja-build g++ pkg-config
    qt6-base-dev qt6-base-dev-tools
    qt6-tools-dev qt6-tools-dev-tools qt6-l10n-tools
    libqt6svg6      # the SVG image and icon plugins: the desktop app's icons
    qtkeychain-qt6-dev  # per-host passwords in the platform keychain
    libquazip1-qt6-dev zlib1g-dev
    libcurl4-openssl-dev    # the HTTP transfers: libcurl's multi interface (core/net)
    libqt6sql6-sqlite   # Qt SQL's SQLite driver: the mirror's state and the crawl history
    libsqlite3-dev  # SQLite itself: the mirror's per-resource statements (core/store/sqlitestatement.h)
    libxml2-dev     # libxml2: the parser of UTF-8 documents (core/parse/libxmlreader.h)
    libxml2-utils   # xmllint: the parse-only floor the benchmark compares with
    # Packaging and its tests (tests/installer): cpack -G DEB needs dpkg-deb,
    # and dpkg-shlibdeps (dpkg-dev) for the library dependencies; the desktop
    # entry and the AppStream metainfo are checked with their validators.
    dpkg-dev file appstream desktop-file-utils
    # A Japanese font, so that the Japanese screenshots (tests/ui/tst_screenshots)
    # show text, not boxes.
    fonts-ipafont-gothic
    qt6-translations-l10n   # Qt's own texts (OK, Cancel, …) in German and Japanese
)

if [ "$(id -u)" -eq 0 ]; then
    sudo=()
else
    sudo=(sudo)
fi

missing=()
for package in "${packages[@]}"; do
    dpkg-query -W -f='${Status}' "$package" 2>/dev/null | grep -q "install ok installed" \
        || missing+=("$package")
done

if [ "${#missing[@]}" -gt 0 ]; then
    echo "Installing: ${missing[*]}"
    "${sudo[@]}" apt-get update -qq
    DEBIAN_FRONTEND=noninteractive "${sudo[@]}" apt-get install -y -qq --no-install-recommends \
        "${missing[@]}"
else
    echo "All build dependencies are installed."
fi
