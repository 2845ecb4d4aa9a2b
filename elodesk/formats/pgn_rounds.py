"""A PGN's rounds made one game a player a round, as a tournament file needs (issue 23).

A PGN holding several events (a club's championship and its cup, a week of TWIC)
is imported as one event, each game rated in its period all the same; but two
events' round 1 then give a player two games in round 1, which no TRF can write:
the export ended in an internal error, and standings would add up two rounds as
one. The same comes of a knockout's match games, rounds ``1.1`` and ``1.2``.
So when a player plays twice in a round, the rounds are numbered anew, one after
another: each event's rounds in file order (events by their first game), then,
if a player still plays twice in one of them (or its games were played on two
days, which a TRF's one date a round cannot hold), each game of a match (``1.2``)
a round of its own, then each date; games nothing tells apart (every Event "?")
are each a round of their own, in file order.
"""

from __future__ import annotations

from collections.abc import Callable, Hashable
from dataclasses import dataclass
from datetime import date

from elodesk.formats.notices import Notice, notice
from elodesk.formats.records import ByeRecord, ChessGameRecord

MAX_LISTED = 6  # rounds listed in the warning


@dataclass(slots=True)
class Slot:
    """A game or a bye of a round, with the event (``Event`` tag) it came from."""

    event: str
    record: ChessGameRecord | ByeRecord
    line: int

    @property
    def players(self) -> tuple[str, ...]:
        record = self.record
        return (record.white, record.black) if isinstance(record, ChessGameRecord) else (record.player,)

    @property
    def day(self) -> str:
        """The game's date as text ("" for none or a bye), to sort by."""
        day = self.record.date if isinstance(self.record, ChessGameRecord) else None
        return day.isoformat() if day else ""

    @property
    def board(self) -> int:
        return (self.record.board or 0) if isinstance(self.record, ChessGameRecord) else 0


def one_game_a_round(slots: list[Slot]) -> Notice | None:
    """Number the rounds anew when a player plays twice in one (``record.round`` changed in place); the
    warning saying so, None when every player plays once a round."""
    slots = [s for s in slots if s.record.round is not None]
    doubled = _doubled(slots, lambda s: s.record.round)
    if doubled is None:
        return None
    first, again = doubled
    where = {"round": again.record.round, "first": first.line, "line": again.line}
    keys: list[Callable[[Slot], tuple[Hashable, ...]]] = [
        lambda s: (s.event, s.record.round),
        lambda s: (s.event, s.record.round, s.board),
        lambda s: (s.event, s.record.round, s.board, s.day),
    ]
    # a TRF dates rounds, not games (tag 132): a round made of games of two days would lose their dates on export
    key = next((k for k in keys if _doubled(slots, k) is None and _one_day_each(slots, k)), None)
    if key is None:  # an event named "?" in every game: nothing tells the rounds apart but the games themselves
        order = {id(s): n for n, s in enumerate(sorted(slots, key=lambda s: s.line), 1)}
        _renumber(slots, lambda s: (s.event, order[id(s)]))
        return notice(again.line, "a player plays twice in round {round} (lines {first} and {line}), in the same "
                                  "event, round, board and date: each game is numbered a round of its own, in file "
                                  "order", **where)
    numbers = _renumber(slots, key)
    listed = ", ".join(f'"{k[0]}" {".".join(str(x) for x in k[1:3] if x)}{f" ({k[3]})" if k[3:] and k[3] else ""} → {n}'
                       for k, n in list(numbers.items())[:MAX_LISTED])
    if len(numbers) > MAX_LISTED:
        listed += ", …"
    return notice(again.line, "a player plays twice in round {round} (lines {first} and {line}): the rounds are "
                              "numbered anew, one after another ({listed})", listed=listed, **where)


def _renumber(slots: list[Slot], key: Callable[[Slot], tuple[Hashable, ...]]) -> dict[tuple[Hashable, ...], int]:
    """Rounds 1, 2… by ``key``: each event's together, events in the order of their first game."""
    events = {s.event: i for i, s in reversed(list(enumerate(sorted(slots, key=lambda s: s.line))))}
    chosen = sorted({key(s) for s in slots}, key=lambda k: (events[k[0]], *k[1:]))  # type: ignore[index]
    numbers = {k: n for n, k in enumerate(chosen, 1)}
    for s in slots:
        s.record.round = numbers[key(s)]
    return numbers


def _doubled(slots: list[Slot], key: Callable[[Slot], Hashable]) -> tuple[Slot, Slot] | None:
    """The first game (or bye) of a player already playing in its round by ``key``, and that earlier one."""
    seen: dict[tuple[Hashable, str], Slot] = {}
    for s in sorted(slots, key=lambda s: s.line):
        for player in s.players:
            earlier = seen.setdefault((key(s), player), s)
            if earlier is not s:
                return earlier, s
    return None


def _one_day_each(slots: list[Slot], key: Callable[[Slot], Hashable]) -> bool:
    """Whether the games of each round by ``key`` share one date (undated games aside)."""
    days: dict[Hashable, str] = {}
    return all(days.setdefault(key(s), s.day) == s.day for s in slots if s.day)


def unnumbered_rounds(slots: list[Slot]) -> Notice | None:
    """Games with no round number (``Round "?"``, a match or a database without rounds) each put in the
    first round after their players' last one that holds games of its date only, in the order of the file's
    dates: a match's games are its rounds 1, 2, 3…, games of players who never meet share a round. A TRF,
    the standings and the export need a round for every game; ratings do not, so nothing else changes.
    The warning saying so, or None."""
    loose = [s for s in slots if s.record.round is None]
    if not loose:
        return None
    last = {p: s.record.round for s in slots if s.record.round is not None for p in s.players}
    base = max((s.record.round for s in slots if s.record.round is not None), default=0)
    # a round's date: a TRF dates rounds, not games, so a round holds one date (its numbered games' too)
    days = {s.record.round: s.day for s in slots if s.record.round is not None and s.day}
    for slot in sorted(loose, key=lambda s: (s.day, s.line)):
        number = max((last.get(p) or base for p in slot.players), default=base) + 1
        while days.setdefault(number, slot.day) != slot.day:
            number += 1
        slot.record.round = number
        last.update(dict.fromkeys(slot.players, number))
    rounds = sorted({s.record.round for s in loose if s.record.round is not None})
    if len(rounds) == 1:
        return None  # one round (a single game, players who never meet): what a reader would take anyway
    first = min(loose, key=lambda s: s.line)
    return notice(first.line, "{count} games have no round number: each is numbered the first round after its "
                              "players' last game, in the order of their dates (rounds {first}–{last})",
                  count=len(loose), first=rounds[0], last=rounds[-1])


def chapter_dates(chapters: list[tuple[ChessGameRecord, int]]) -> Notice | None:
    """A lichess study's games (a broadcast's: ``StudyName``) dated by ``UTCDate`` alone carry the day their
    chapter was made, which a broadcast does ahead for a round's first board (UzChess Cup 2025: every round's
    board 1 on the first day). A chapter is made on or before its game: each round's chapters take its latest
    day, so that a round has one date (a TRF's) and no game falls before it was played. The warning, or None."""
    latest: dict[int, date] = {}
    for game, _ in chapters:
        if game.round is not None and game.date is not None:
            latest[game.round] = max(latest.get(game.round, game.date), game.date)
    moved = [(game, line) for game, line in chapters if game.round in latest and game.date != latest[game.round]]
    for game, _ in moved:
        game.date = latest[game.round or 0]
    if not moved:
        return None
    return notice(moved[0][1], "{count} games of a lichess study are dated by UTCDate, the day their chapter was "
                               "made: each is dated the last day of its round", count=len(moved))
