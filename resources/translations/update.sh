#!/usr/bin/env bash
# Refresh the translation catalogues from the code (new strings appear as "unfinished"),
# then translate them with Qt Linguist (pyside6-linguist) or any text editor.
# The application reads the .ts files directly: no .qm to build or commit.
set -euo pipefail
cd "$(dirname "$0")/../.."
sources=$(find elodesk/ui elodesk/printing -name '*.py' 2>/dev/null | sort)
for lang in fr nl; do
  pyside6-lupdate $sources -ts "resources/translations/elodesk_${lang}.ts" -no-obsolete -locations none \
    -target-language "$lang"
done
# The error templates the code raises (lupdate cannot see them) have catalogues of their own.
python3 resources/translations/error_templates.py
