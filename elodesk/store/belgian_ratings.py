"""The Belgian ratings a tournament file carries, against the club's (issue 23).

A Belgian submission file (interclub TRF) gives each player's Belgian rating,
kept as his rating in the event; but a Belgian state is a rating *and* the
number of rated games of the player's career, which sets his K (RULES.md,
``frbe``: 32 up to the 100th game, 24 up to the 300th, then 16/12/10), and only
the federation's list gives it. So the file's rating does not make the player
rated: taken with a guessed count, every experienced player would be rated
at the wrong K. Instead the import says how many of its players have a Belgian
rating in the file and none in the club, and that the Belgian list is to be
imported first: the preview would otherwise show them unrated without a word.
A player the club already rates keeps the club's state.
"""

from __future__ import annotations

from collections.abc import Iterable

import sqlite_utils

from elodesk.core.systems import BY_ID, STANDARD
from elodesk.formats.notices import Notice, notice
from elodesk.formats.records import PlayerRecord
from elodesk.store.ratings import get_states


def unrated_in_the_club(db: sqlite_utils.Database, system: str, refs: dict[str, int],
                        records: Iterable[PlayerRecord]) -> Notice | None:
    """The warning for the players whose Belgian rating the file gives and the club has not (None: none):
    for a system whose file ratings are no states (core.systems' ``list_only``)."""
    spec = BY_ID.get(system)
    kind = spec.rating_kinds.get(STANDARD) if spec and spec.list_only else None
    if kind is None:
        return None
    carried = [record for record in records if record.ratings.get(kind) is not None]
    if not carried:
        return None
    states = get_states(db, system, {refs[record.ref] for record in carried})
    missing = [record for record in carried if (states.get(refs[record.ref]) or {}).get("rating") is None]
    if not missing:
        return None
    return notice(None, "{count} of the file's {carried} players with a Belgian rating have none in the club "
                        "database (the first: {name}, {rating}): they count as unrated until the federation's "
                        "Belgian list is imported, which gives each his number of games; import it before the "
                        "preview", count=len(missing), carried=len(carried), name=missing[0].name,
                  rating=missing[0].ratings[kind])
