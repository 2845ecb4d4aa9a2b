"""The error a reader raises on a file it cannot understand."""

from __future__ import annotations

from typing import Any


class FormatError(ValueError):
    """A bad file: where (file, and line or sheet!cell) and what was expected.

    ``str(error)`` is one line such as ``round7.trf:12: expected a result code
    (1 = 0 + - W D L H F U Z), got "x"`` or ``ligue.xlsx:Parties!F7: unknown result
    "victoire totale"``.

    ``message`` is an English template with ``{name}`` placeholders filled from
    ``params``: the template is the key the interface translates (the same
    catalogue as the window), so write it as a plain literal, never an f-string.
    """

    def __init__(self, file: str, where: str | int | None, message: str, **params: Any) -> None:
        self.file = file
        self.where = where
        self.template = message
        self.params = params
        self.message = message.format(**params) if params else message
        place = file if where is None else f"{file}:{where}"
        super().__init__(f"{place}: {self.message}")
