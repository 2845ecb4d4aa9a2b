"""Each system's explanation records as sentences: English here, French and Dutch in the catalogues.

A module's ``PHRASES`` maps a record kind to its phrase: an English template
marked for the catalogues (``str.format`` over the record's fields, numbers
already written in the language's style), or a function of the record and the
language that picks the templates and fills them.
"""

from __future__ import annotations

from collections.abc import Callable, Mapping
from typing import Any

from elodesk.catalogue import Message

Record = Mapping[str, Any]  # an explanation record: its "kind" and its fields (ENGINE.md)
Phrase = Message | Callable[[Record, str], str]
