"""The error a reader raises on a file it cannot understand."""

from __future__ import annotations

from typing import Any

from elodesk.refusal import Refusal


class FormatError(Refusal, ValueError):
    """A bad file: where (file, and line or sheet!cell) and what was expected.

    ``str(error)`` is one line such as ``round7.trf:12: expected a result code
    (1 = 0 + - W D L H F U Z), got "x"`` or ``ligue.xlsx:Parties!F7: unknown result
    "victoire totale"``.

    ``message`` is an English template with ``{name}`` placeholders filled from
    ``params``: the template is the key the interface translates (the same
    catalogue as the window), so write it as a plain literal, never an f-string.
    """

    def __init__(self, file: str, where: str | int | None, message: str, /, **params: Any) -> None:
        self.file = file
        self.where = where
        self.template = message
        self.params = params
        self.message = message.format(**params) if params else message
        self.column: str | None = None
        super().__init__(f"{self.place}: {self.message}")

    @property
    def place(self) -> str:
        """``file``, ``file:line`` or ``file:sheet!cell``."""
        return self.file if self.where is None else f"{self.file}:{self.where}"

    def in_column(self, header: str) -> FormatError:
        """The same error in a CSV file, where a line number alone does not name the cell: the header goes first."""
        self.column = header
        self.args = (f"{self.place}: {COLUMN.format(column=header)}: {self.message}",)
        return self


# The column part of a CSV cell's place, and how a place and a message join (French puts a space
# before the colon): templates of the Errors catalogue, as the messages are.
COLUMN = 'column "{column}"'
PLACED = "{place}: {message}"
