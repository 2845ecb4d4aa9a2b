"""The compute contract (ENGINE.md): a parsed input document in, an output document out.

Each system has a module here that reads its players and games from the
document (naming the field of any error), calls the engine, and lays the
result out in the same fields as the input, so one period's output is the
next period's input.
"""

from __future__ import annotations

from collections.abc import Mapping
from typing import Any

from elodesk.core.contract.common import expect_object, get_choice
from elodesk.core.systems import SYSTEMS, get_system


def compute_document(doc: Any) -> dict[str, Any]:
    """Run the computation a compute document describes; raise InputError on bad input."""
    obj: Mapping[str, Any] = expect_object(doc, "input")
    system = get_choice(obj, "system", "", SYSTEMS)
    return get_system(system).contract_module().compute_document(obj)
