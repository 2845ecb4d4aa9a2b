"""The compute contract (ENGINE.md): a parsed input document in, an output document out.

Each system has a module here that reads its players and games from the
document (naming the field of any error), calls the engine, and lays the
result out in the same fields as the input, so one period's output is the
next period's input.
"""

from __future__ import annotations

from collections.abc import Mapping
from typing import Any

from elodesk.core.contract.common import Output, expect_object, get_choice
from elodesk.core.systems import SYSTEMS, get_system


def stream_document(doc: Any) -> Output:
    """Read and check a compute document (InputError on bad input); its players are rated as they are read.

    Each player's records are made when his entry is (the systems rated by event, Bataille Empire
    and Diplomacy, rate the whole event first and keep what the records are made of), so a
    caller that writes each entry and lets it go never holds every record at once.
    """
    obj: Mapping[str, Any] = expect_object(doc, "input")
    system = get_system(get_choice(obj, "system", "", SYSTEMS))
    output: Output = system.contract_module().stream_document(obj)
    return output


def compute_document(doc: Any) -> dict[str, Any]:
    """Run the computation a compute document describes; raise InputError on bad input."""
    return stream_document(doc).document()
