#!/usr/bin/env bash
# Refresh the catalogues, one per language (elodesk_fr.ts, elodesk_nl.ts), from the code: lupdate finds the
# window's tr() and the msg("Context", "…") marks of the Qt-free code (the command line, the checks, the sheets,
# the explanations); error_templates.py then keeps the error and notice templates (which lupdate cannot see) in
# the Errors context and drops whatever the code no longer says. New strings appear as "unfinished": translate
# them with Qt Linguist (pyside6-linguist) or any text editor. The application reads the .ts files directly:
# no .qm to build or commit.
set -euo pipefail
cd "$(dirname "$0")/../.."
sources=$(find elodesk -name '*.py' | sort)
for lang in fr nl; do
  # without -no-obsolete: error_templates.py revives the error templates lupdate marks as vanished
  pyside6-lupdate $sources -ts "resources/translations/elodesk_${lang}.ts" -locations none \
    -target-language "$lang" -tr-function-alias QT_TRANSLATE_NOOP+=msg
done
python3 resources/translations/error_templates.py
