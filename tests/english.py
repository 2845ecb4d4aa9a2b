"""Notices as the English sentences the tests compare."""

from __future__ import annotations

from collections.abc import Iterable

from elodesk.formats.notices import Notice


def english(notices: Iterable[Notice]) -> list[str]:
    return [str(n) for n in notices]
