"""The compute contract (ENGINE.md): a parsed input document in, an output document out.

Each system has a module here that reads its players and games from the
document (naming the field of any error), calls the engine, and lays the
result out in the same fields as the input, so one period's output is the
next period's input.
"""

from __future__ import annotations

from collections.abc import Mapping
from importlib import import_module
from typing import Any

from elodesk.core import SYSTEMS
from elodesk.core.contract.common import expect_object, get_choice

_MODULES = {
    "frbe": "frbe",
    "frbe-classic": "frbe",
    "ffe": "ffe",
    "bataille-empire": "bataille_empire",
    "diplomacy": "diplomacy",
    "fide": "fide",  # compute only: the club database does not keep FIDE ratings yet
}
assert set(SYSTEMS) <= set(_MODULES)


def compute_document(doc: Any) -> dict[str, Any]:
    """Run the computation a compute document describes; raise InputError on bad input."""
    obj: Mapping[str, Any] = expect_object(doc, "input")
    system = get_choice(obj, "system", "", _MODULES)
    module = import_module(f"elodesk.core.contract.{_MODULES[system]}")
    return module.compute_document(obj)
