"""The compute contract (ENGINE.md): a parsed input document in, an output document out.

Each system has a module here that reads its players and games from the
document (naming the field of any error), calls the engine, and lays the
result out in the same fields as the input, so one period's output is the
next period's input.
"""

from __future__ import annotations

from collections.abc import Callable, Mapping
from typing import Any

from elodesk.core.contract.common import Output, expect_object, get_choice
from elodesk.core.systems import SYSTEMS, get_system


def stream_document(doc: Any, keep: Callable[[Any], Any] | None = None) -> Output:
    """Read and check a compute document (InputError on bad input); its players are rated as they are read.

    ``keep``, for a caller that writes the output, turns each explanation record into what is
    kept of it until its player is written (its JSON text); the systems rated by event rate
    the whole event before any player is done (Bataille Empire, Diplomacy) and take it, the
    chess systems make each player's records as he is written.
    """
    obj: Mapping[str, Any] = expect_object(doc, "input")
    system = get_system(get_choice(obj, "system", "", SYSTEMS))
    module = system.contract_module()
    output: Output = module.stream_document(obj, keep) if system.rated_by_event else module.stream_document(obj)
    return output


def compute_document(doc: Any) -> dict[str, Any]:
    """Run the computation a compute document describes; raise InputError on bad input."""
    return stream_document(doc).document()
