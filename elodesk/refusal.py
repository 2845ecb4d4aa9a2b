"""The one base of every error the user can act on, whichever room raises it.

A refusal is said to the user in one sentence of his language (``catalogue.describe``) and
writes nothing; anything else that escapes is a bug. The window's workers and the command
line tell the two apart by this class alone, so a new room's error needs no list updated.
"""

from __future__ import annotations

from typing import Any


class Refusal(Exception):
    """Input or a request refused for a reason the user can act on."""


class TemplateRefusal(Refusal):
    """A refusal given as an English sentence with ``{name}`` placeholders and their values.

    ``template`` is the key the user's language is looked up by (the catalogues' Errors
    context): write it as a plain literal, never an f-string.
    """

    def __init__(self, template: str, **params: Any) -> None:
        self.template = template
        self.params = params
        super().__init__(template.format(**params) if params else template)
