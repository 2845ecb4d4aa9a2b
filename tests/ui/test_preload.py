"""The pages' modules imported after start, one module a step."""

from __future__ import annotations

import sys

import pytest
from PySide6.QtCore import QObject

from elodesk.ui.preload import Preloader, package_imports


@pytest.fixture
def probe(tmp_path, monkeypatch):
    """A package of three modules, a -> b -> c, each noting what was imported before it ran."""
    package = tmp_path / "h9probe"
    package.mkdir()
    (package / "__init__.py").write_text("seen = []\n")
    for name, imports in (("a", "from h9probe import b\n"), ("b", "from h9probe.c import C\n"), ("c", "")):
        (package / f"{name}.py").write_text(
            f"import sys\n{imports}import h9probe\n"
            f"h9probe.seen.append(({name!r}, sorted(m for m in sys.modules if m.startswith('h9probe.'))))\n"
            "def later():\n    from h9probe import never  # noqa: F401\nC = 1\n")
    monkeypatch.syspath_prepend(str(tmp_path))
    yield "h9probe"
    for name in [m for m in sys.modules if m.startswith("h9probe")]:
        del sys.modules[name]


def test_a_modules_imports_are_read_from_its_top_level(probe):
    assert package_imports("h9probe.a", probe) == ["h9probe", "h9probe.b"]
    assert package_imports("h9probe.b", probe) == ["h9probe.c", "h9probe"]  # not the one inside later()


def test_each_step_imports_one_module_leaves_first(probe, qtbot):
    owner = QObject()
    preloader = Preloader(["h9probe.a"], owner, package=probe)
    assert "h9probe.a" not in sys.modules  # nothing before the window is up
    qtbot.waitUntil(preloader.done, timeout=5000)
    import h9probe

    # c ran with nothing else of the package imported, b with c alone, then a: one module a step
    # (imported at once, c would run inside a's import, with a and b already there)
    assert h9probe.seen == [("c", ["h9probe.c"]), ("b", ["h9probe.b", "h9probe.c"]),
                            ("a", ["h9probe.a", "h9probe.b", "h9probe.c"])]
