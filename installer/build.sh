#!/usr/bin/env bash
# Build elodesk's bundle for the machine this runs on (Linux, Windows under Git Bash, macOS)
# into dist/ (or $BUILD_OUT), then check that the bundle runs without the source tree.
set -euo pipefail
here=$(cd "$(dirname "$0")" && pwd)
root=$(dirname "$here")
out=${BUILD_OUT:-$root/dist}
work=$root/build
mkdir -p "$work" "$out"

python=${PYTHON:-python3}
if [ ! -x "$work/venv/bin/python" ] && [ ! -x "$work/venv/Scripts/python.exe" ]; then
  "$python" -m venv "$work/venv"
fi
venv_python="$work/venv/bin/python"
[ -x "$venv_python" ] || venv_python="$work/venv/Scripts/python.exe"
"$venv_python" -m pip install -q --upgrade pip
"$venv_python" -m pip install -q "$root" "pyinstaller>=6"

# Icons (generated, not committed) where the spec looks for them.
"$venv_python" "$here/make_icons.py" "$root/resources/icons/elodesk.svg" "$work/icons"
cp -f "$work/icons/elodesk.ico" "$here/elodesk.ico" 2>/dev/null || true
cp -f "$work/icons/elodesk.icns" "$here/elodesk.icns" 2>/dev/null || true

"$venv_python" -m PyInstaller --noconfirm --clean --distpath "$out" --workpath "$work/pyinstaller" \
  "$here/elodesk.spec"
rm -f "$here/elodesk.ico" "$here/elodesk.icns"

# The bundle must run on its own: from an empty folder, with no source tree on the path.
case "$(uname -s)" in
  Darwin) cli="$out/elodesk/elodesk-cli" ;;
  MINGW*|MSYS*|CYGWIN*) cli="$out/elodesk/elodesk-cli.exe" ;;
  *) cli="$out/elodesk/elodesk-cli" ;;
esac
check=$(mktemp -d)
cp "$here/sample-period.json" "$check/"
(cd "$check" && env -u PYTHONPATH "$cli" --version && env -u PYTHONPATH "$cli" compute sample-period.json >result.json)
grep -q '"rating":1797' "$check/result.json"
echo "bundle ready: $out/elodesk"

case "$(uname -s)" in
  MINGW*|MSYS*|CYGWIN*)
    if command -v iscc >/dev/null 2>&1; then
      version=$("$venv_python" -c "import tomllib;print(tomllib.load(open('$root/pyproject.toml','rb'))['project']['version'])")
      iscc "/DMyAppVersion=$version" "/DBundleDir=$out/elodesk" "/DIconFile=$work/icons/elodesk.ico" \
        "/O$out" "$here/windows/elodesk.iss"
    fi ;;
  Darwin)
    hdiutil create -volname elodesk -srcfolder "$out/elodesk.app" -ov -format UDZO "$out/elodesk.dmg" ;;
esac
