"""The house rules of ARCHITECTURE.md, checked: which room may import which.

Data flows one way (file → formats → store → core → store → reports/printing → ui);
the rules library (core) knows nothing of Qt, databases or files; only the window
imports Qt widgets; the window never speaks SQL.
"""

from __future__ import annotations

import ast
import subprocess
import sys
from pathlib import Path

import pytest

PACKAGE = Path(__file__).resolve().parents[1] / "elodesk"

COMMAND_LINE = ("elodesk.cli", "elodesk.cli_commands")  # the parser and its commands' modules
# room -> what it must never import (module prefixes)
FORBIDDEN: dict[str, tuple[str, ...]] = {
    "core": ("PySide6", "sqlite3", "sqlite_utils", "openpyxl", "matplotlib", "elodesk.store", "elodesk.formats",
             "elodesk.reports", "elodesk.printing", "elodesk.ui", *COMMAND_LINE, "elodesk.pairing"),
    "pairing": ("PySide6", "sqlite3", "sqlite_utils", "elodesk.store", "elodesk.ui", *COMMAND_LINE),
    # formats/guard.py names sqlite3.Error only to let a database error through its file-error boundary
    "formats": ("PySide6", "sqlite_utils", "elodesk.store", "elodesk.reports", "elodesk.printing",
                "elodesk.ui", *COMMAND_LINE),
    "store": ("PySide6", "matplotlib", "elodesk.reports", "elodesk.printing", "elodesk.ui", *COMMAND_LINE),
    "reports": ("PySide6", "elodesk.printing", "elodesk.ui", *COMMAND_LINE),
    "printing": ("PySide6.QtWidgets", "elodesk.ui", *COMMAND_LINE),
    "ui": ("sqlite3", "sqlite_utils", *COMMAND_LINE),
}


def imported_modules(path: Path) -> list[tuple[int, str]]:
    """Every module a file imports (absolute names), with its line."""
    tree = ast.parse(path.read_text(encoding="utf-8"), str(path))
    found: list[tuple[int, str]] = []
    for node in ast.walk(tree):
        if isinstance(node, ast.Import):
            found.extend((node.lineno, alias.name) for alias in node.names)
        elif isinstance(node, ast.ImportFrom) and node.module and node.level == 0:
            found.extend((node.lineno, f"{node.module}.{alias.name}") for alias in node.names)
    return found


def breaches(room: str) -> list[str]:
    out = []
    for path in sorted((PACKAGE / room).rglob("*.py")):
        for line, module in imported_modules(path):
            for banned in FORBIDDEN[room]:
                if module == banned or module.startswith(banned + "."):
                    out.append(f"{path.relative_to(PACKAGE.parent)}:{line} imports {module}")
    return out


@pytest.mark.parametrize("room", sorted(FORBIDDEN))
def test_each_room_imports_only_what_it_may(room):
    if not (PACKAGE / room).is_dir():
        pytest.skip(f"no elodesk/{room} yet")
    assert breaches(room) == []


def test_the_rules_the_files_and_the_store_load_no_qt():
    code = ("import sys, elodesk.core.contract, elodesk.core.systems, elodesk.formats.detect, elodesk.store.runs, "
            "elodesk.store.importer, elodesk.reports.explanations, elodesk.catalogue; "
            "sys.exit(any(m.startswith('PySide6') for m in sys.modules))")
    assert subprocess.run([sys.executable, "-c", code], check=False).returncode == 0


def test_a_breach_is_seen(tmp_path):
    """The check itself: a core module importing Qt would be reported."""
    bad = tmp_path / "bad.py"
    bad.write_text("from PySide6.QtCore import QObject\nimport elodesk.store.db\n")
    modules = [m for _, m in imported_modules(bad)]
    assert modules == ["PySide6.QtCore.QObject", "elodesk.store.db"]
    assert all(any(m.startswith(b) for b in FORBIDDEN["core"]) for m in modules)


SQL_CALLS = {"execute", "executemany", "executescript", "query"}  # sqlite3's and sqlite-utils' ways to run SQL


def sql_calls(room: str) -> list[str]:
    """Every call in a room that runs SQL (``x.execute(...)`` and the like), with its place."""
    out = []
    for path in sorted((PACKAGE / room).rglob("*.py")):
        tree = ast.parse(path.read_text(encoding="utf-8"), str(path))
        out.extend(f"{path.relative_to(PACKAGE.parent)}:{node.lineno} calls .{node.func.attr}()"
                   for node in ast.walk(tree)
                   if isinstance(node, ast.Call) and isinstance(node.func, ast.Attribute)
                   and node.func.attr in SQL_CALLS)
    return out


@pytest.mark.parametrize("room", ["reports", "printing", "ui"])
def test_the_rooms_after_the_store_read_the_database_through_it(room):
    assert sql_calls(room) == []


def test_an_sql_call_is_seen():
    """The check itself: the store runs SQL, and is seen doing it."""
    assert any(".execute()" in place for place in sql_calls("store"))
