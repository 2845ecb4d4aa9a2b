"""The error a pairing raises when a round cannot be paired."""

from __future__ import annotations

from typing import Any


class PairingError(ValueError):
    """A tournament the system cannot pair, in one sentence.

    ``template`` is an English string with ``{name}`` placeholders filled from
    ``params``: the key the interface translates, so always a plain literal.
    """

    def __init__(self, template: str, **params: Any) -> None:
        self.template = template
        self.params = params
        super().__init__(template.format(**params) if params else template)
