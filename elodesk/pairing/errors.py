"""The error a pairing raises when a round cannot be paired."""

from __future__ import annotations

from elodesk.refusal import TemplateRefusal


class PairingError(TemplateRefusal, ValueError):
    """A tournament the system cannot pair, in one sentence (a refusal like any room's).

    ``template`` is an English string with ``{name}`` placeholders filled from
    ``params``: the key the interface translates, so always a plain literal.
    """
