"""The error templates of the code, gathered into the catalogues' ``Errors`` context.

Readers and the store raise ``FormatError(file, where, "template {x}", x=…)`` and
``StoreError("template {x}", x=…)``; lupdate cannot see those sentences, so this
script finds them (every string literal handed to one of the raising calls
below) and keeps them in the ``Errors`` context of each language's one
catalogue, ``elodesk_{lang}.ts``: a new template is added as an unfinished
message for a translator to fill. It runs after lupdate (update.sh), which keeps
what it cannot see in the code as vanished messages: the templates still raised
come back with their translations, and every other vanished message is dropped,
as lupdate's ``-no-obsolete`` would have done. ``tests/test_error_catalogue.py``
uses the same scan to check that every template is translated and none is an
f-string.

Run: ``resources/translations/update.sh`` (lupdate, then this script).
"""

from __future__ import annotations

import ast
import sys
import xml.etree.ElementTree as ET
from dataclasses import dataclass
from pathlib import Path

from elodesk.formats.errors import COLUMN, PLACED
from elodesk.formats.notices import LINE, MORE

ROOT = Path(__file__).resolve().parents[2]
CONTEXT = "Errors"
GONE = ("vanished", "obsolete")  # how lupdate marks a message it no longer sees in the code
# Raising calls and the position of their template argument.
TEMPLATE_ARGUMENT = {"FormatError": 2, "StoreError": 0, "DatabaseUnusable": 0, "DatabaseDamaged": 0,
                     "SheetError": 0, "UsageError": 0, "Expected": 0, "error": 1,
                     "check_unique": 4, "_id_parser": 1, "_one_of": 2, "Breach": 1,
                     "PairingError": 0, "notice": 1, "Notice": 1, "note": 0}  # notice, note: readers' warnings


@dataclass(frozen=True, slots=True)
class Found:
    """A template argument in the code: its text (None when it is not a plain literal) and where."""

    text: str | None
    where: str


def _callee(node: ast.Call) -> str | None:
    func = node.func
    if isinstance(func, ast.Name):
        return func.id
    if isinstance(func, ast.Attribute):
        return func.attr
    return None


def scan(root: Path = ROOT) -> list[Found]:
    """Every template argument of a raising call under ``elodesk/``."""
    found: list[Found] = []
    for path in sorted((root / "elodesk").rglob("*.py")):
        tree = ast.parse(path.read_text(encoding="utf-8"), str(path))
        for node in ast.walk(tree):
            if not isinstance(node, ast.Call):
                continue
            position = TEMPLATE_ARGUMENT.get(_callee(node) or "")
            if position is None or len(node.args) <= position:
                continue
            arg = node.args[position]
            where = f"{path.relative_to(root)}:{node.lineno}"
            if isinstance(arg, ast.Constant) and isinstance(arg.value, str):
                found.append(Found(arg.value, where))
            elif not _is_passed_through(arg):
                found.append(Found(None, where))
    return found


def _is_passed_through(arg: ast.expr) -> bool:
    """A wrapper hands on the template it was given (a parameter named for it, or a caught error's ``template``)."""
    if isinstance(arg, ast.Name):
        return arg.id in ("message", "template")
    return isinstance(arg, ast.Attribute) and arg.attr == "template"


def templates(root: Path = ROOT) -> set[str]:
    """The templates found, the column part of a CSV cell's place (FormatError.in_column), a notice's line, the
    place's join and a counting notice's ending."""
    return {f.text for f in scan(root) if f.text is not None} | {COLUMN, PLACED, LINE, MORE}


def update(path: Path, wanted: set[str]) -> int:
    """Bring the Errors context of the catalogue ``path`` up to the templates ``wanted``; return how many are new.

    A template still raised keeps its translation; a new one is added unfinished; every other vanished
    message, of any context, is dropped.
    """
    tree = ET.parse(path)
    root = tree.getroot()
    context = next((c for c in root.iter("context") if c.findtext("name") == CONTEXT), None)
    if context is None:
        context = ET.SubElement(root, "context")
        ET.SubElement(context, "name").text = CONTEXT
    for message in context.iter("message"):
        translation = message.find("translation")
        if message.findtext("source") in wanted and translation is not None and translation.get("type") in GONE:
            if translation.text:
                del translation.attrib["type"]
            else:
                translation.set("type", "unfinished")
    have = {m.findtext("source") for m in context.iter("message")}
    for text in sorted(wanted - have):
        message = ET.SubElement(context, "message")
        ET.SubElement(message, "source").text = text
        ET.SubElement(message, "translation", type="unfinished")
    for each in list(root.iter("context")):
        for message in each.findall("message"):
            translation = message.find("translation")
            if (translation is not None and translation.get("type") in GONE) or (
                    each is context and message.findtext("source") not in wanted):
                each.remove(message)
        if each.find("message") is None:
            root.remove(each)
    ET.indent(tree, space="    ")
    text = ET.tostring(root, encoding="unicode")
    path.write_text(f'<?xml version="1.0" encoding="utf-8"?>\n<!DOCTYPE TS>\n{text}\n', encoding="utf-8")
    return len(wanted - have)


def main() -> int:
    wanted = templates()
    for lang in ("fr", "nl"):
        path = ROOT / "resources" / "translations" / f"elodesk_{lang}.ts"
        print(f"{path.name}: {update(path, wanted)} new error templates")
    loose = [f.where for f in scan() if f.text is None]
    for where in loose:
        print(f"{where}: the template is not a plain string literal", file=sys.stderr)
    return 1 if loose else 0


if __name__ == "__main__":
    raise SystemExit(main())
