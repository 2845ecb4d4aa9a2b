"""The error the club database raises for a refusal the user can act on."""

from __future__ import annotations

from typing import Any


class StoreError(Exception):
    """A database operation refused for a reason the user can act on (one sentence).

    ``template`` is an English sentence with ``{name}`` placeholders filled from
    ``params``; it is the key the interface translates, so write it as a plain
    literal, never an f-string.
    """

    def __init__(self, template: str, **params: Any) -> None:
        self.template = template
        self.params = params
        super().__init__(template.format(**params) if params else template)
