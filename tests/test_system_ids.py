"""No room but the registry names a rating system (issue 24): the store, reports, printing, window and command
line ask ``core.systems`` what a system does, so adding one is its core module, its contract, its phrases and one
registry entry. A string equal to a system id outside ``core/`` is a breach unless listed below, with why."""

from __future__ import annotations

import ast
from pathlib import Path

from elodesk.core.systems import SYSTEMS

PACKAGE = Path(__file__).resolve().parents[1] / "elodesk"

# file (relative to elodesk/) -> why it may spell system ids
ALLOWED = {
    "formats/registry.py": "the format registry: which system a list or sheet feeds",
    "formats/records.py": "the rating lists a file carries (ratings['frbe'], ['ffe'], ['fide']), named once",
    "store/migrations.py": "migrations are frozen history: a later registry must not change what m002 did",
    "store/upgrade.py": "the repair of migration m007, frozen with it",
    "demo.py": "the demo club's data",
    "ui/screenshots.py": "the guide's pictures of the demo club",
}


def named_ids(path: Path) -> list[str]:
    """Where a module's code (its docstrings aside) holds a string equal to a system id."""
    tree = ast.parse(path.read_text(encoding="utf-8"))
    docstrings = {id(node.body[0].value) for node in ast.walk(tree)
                  if isinstance(node, (ast.Module, ast.ClassDef, ast.FunctionDef, ast.AsyncFunctionDef))
                  and node.body and isinstance(node.body[0], ast.Expr)
                  and isinstance(node.body[0].value, ast.Constant)}
    return [f"{path.relative_to(PACKAGE)}:{node.lineno}: {node.value!r}" for node in ast.walk(tree)
            if isinstance(node, ast.Constant) and node.value in SYSTEMS and id(node) not in docstrings]


def test_no_room_names_a_system():
    found = [hit for path in sorted(PACKAGE.rglob("*.py"))
             if path.relative_to(PACKAGE).parts[0] != "core"
             and path.relative_to(PACKAGE).as_posix() not in ALLOWED
             for hit in named_ids(path)]
    assert not found, "system ids outside the registry:\n" + "\n".join(found)


def test_a_named_system_is_seen(tmp_path, monkeypatch):
    module = PACKAGE / "store" / "ratings.py"
    assert named_ids(module) is not None  # the scan reads a real module
    fake = tmp_path / "x.py"
    fake.write_text('"""fide in a docstring is prose."""\nif system == "bataille-empire":\n    pass\n')
    monkeypatch.setattr("tests.test_system_ids.PACKAGE", tmp_path)
    assert named_ids(fake) == ["x.py:2: 'bataille-empire'"]


def test_the_allowed_files_exist():
    assert all((PACKAGE / name).is_file() for name in ALLOWED)
