#!/bin/sh
# SPDX-FileCopyrightText: ResourceSync Inspector contributors
# SPDX-License-Identifier: GPL-3.0-or-later
#
# Renders the HTML reports of rsinspector-cli in a real browser, so that a
# person can look at them: headless Chromium (Debian's `chromium`, which is
# not a dependency of the project; install it by hand) takes a screenshot of
# each. Not part of the test suite: it needs a browser, and a person to look.
#
#   tests/scripts/render-html-reports.sh [build-dir] [out-dir]
#
# Writes to out-dir (default: build-dir/html-reports): validate.html, the
# report of the bundled defective sample; crawl.html, a full audit of the
# bundled demo source read from its folder (its dump packages included; its
# resources are on a placeholder host and cannot be reached, which the report
# says); mirror.html and audit.html, a copy made from the demo's dumps and
# audited; and a .png of each, 1280 pixels wide.
set -eu

here=$(cd "$(dirname "$0")/../.." && pwd)
build=${1:-$here/build}
out=${2:-$build/html-reports}
cli=$build/app/rsinspector-cli
browser=$(command -v chromium || command -v chromium-browser || true)

if [ ! -x "$cli" ]; then
    echo "render-html-reports: no $cli; build the project first" >&2
    exit 2
fi
if [ -z "$browser" ]; then
    echo "render-html-reports: no chromium; apt-get install chromium" >&2
    exit 2
fi
mkdir -p "$out"
copy=$(mktemp -d)
profile=$(mktemp -d)
trap 'rm -rf "$copy" "$profile"' EXIT

# Exit code 1 means "found errors": the reports are wanted all the same.
report() {
    name=$1
    shift
    "$cli" "$@" --format html --output "$out/$name.html" || [ $? -eq 1 ]
}
report validate validate "$here/resources/samples/defective-resourcelist.xml"
report crawl crawl --check-resources --timeout 5 --retries 0 "$here/resources/demo"
report mirror mirror --from dump "$here/resources/demo" "$copy/demo"
report audit audit "$here/resources/demo" "$copy/demo"

for name in validate crawl mirror audit; do
    "$browser" --headless --no-sandbox --disable-gpu --disable-background-networking \
        --disable-component-update --disable-sync --no-first-run --hide-scrollbars \
        --user-data-dir="$profile" --window-size=1280,2000 \
        --screenshot="$out/$name.png" "file://$out/$name.html" >/dev/null 2>&1
    echo "$out/$name.png"
done
