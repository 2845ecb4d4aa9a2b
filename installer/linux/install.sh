#!/usr/bin/env bash
# Install a built bundle (dist/elodesk) for the current user: menu entry, icon, and the
# .elodesk file type opening in elodesk on double-click. Run after installer/build.sh.
set -euo pipefail
here=$(cd "$(dirname "$0")" && pwd)
bundle=${1:-$(dirname "$(dirname "$here")")/dist/elodesk}
prefix=${PREFIX:-$HOME/.local}
[ -x "$bundle/elodesk" ] || { echo "no bundle at $bundle (run installer/build.sh first)" >&2; exit 2; }
mkdir -p "$prefix/opt" "$prefix/bin" "$prefix/share/applications" "$prefix/share/mime/packages" \
  "$prefix/share/icons/hicolor/scalable/apps"
rm -rf "$prefix/opt/elodesk"
cp -r "$bundle" "$prefix/opt/elodesk"
ln -sf "$prefix/opt/elodesk/elodesk" "$prefix/bin/elodesk"
cp "$here/elodesk.desktop" "$prefix/share/applications/"
cp "$here/elodesk-mime.xml" "$prefix/share/mime/packages/elodesk.xml"
cp "$prefix/opt/elodesk/_internal/resources/icons/elodesk.svg" "$prefix/share/icons/hicolor/scalable/apps/" 2>/dev/null \
  || cp "$(dirname "$(dirname "$here")")/resources/icons/elodesk.svg" "$prefix/share/icons/hicolor/scalable/apps/"
command -v update-mime-database >/dev/null && update-mime-database "$prefix/share/mime" || true
command -v update-desktop-database >/dev/null && update-desktop-database "$prefix/share/applications" || true
echo "elodesk installed in $prefix/opt/elodesk"
