"""Errors the rating core raises on input it cannot rate."""

from __future__ import annotations

from elodesk.refusal import Refusal


class InputError(Refusal, ValueError):
    """Bad input to a computation: names the field (a JSON-like path) and what is wrong.

    ``str(error)`` is the one line the command line prints, for example
    ``games[12].white: unknown player "1234"``.
    """

    def __init__(self, field: str, message: str) -> None:
        super().__init__(f"{field}: {message}" if field else message)
        self.field = field
        self.message = message
