"""The rounds of a Papi file: each pairing built once from both players' rows, into games and byes.

Papi keeps a round in each player's row (``RdNNCl``, ``RdNNAdv``, ``RdNNRes``,
the result from the player's side); :func:`pairings` reads them for every
round that is paired, checks each pairing against the opponent's row, and
notes every disagreement (see :mod:`elodesk.formats.papi`); in the rounds of
the event not yet paired it reads the byes and absences entered ahead
(:func:`_booked`), as the TRF reader reads them from a round's column.
"""

from __future__ import annotations

from collections.abc import Mapping
from dataclasses import dataclass

from elodesk.formats.notices import Notice, notice
from elodesk.formats.records import (
    BLACK_FORFEIT_WIN,
    BLACK_WINS,
    DOUBLE_FORFEIT,
    DRAW,
    WHITE_FORFEIT_WIN,
    WHITE_WINS,
    ByeRecord,
    ChessGameRecord,
    EventRecord,
)

MAX_ROUNDS = 24
EXEMPT = 1  # Ref of the pseudo-player that stands for the bye

# RdNNRes, from the player's side.
NO_RESULT, LOSS, DRAW_OR_HALF_BYE, WIN, FORFEIT_LOSS, BOTH_FORFEIT, FORFEIT_WIN_OR_BYE = range(7)
OPPOSITE = {NO_RESULT: NO_RESULT, LOSS: WIN, DRAW_OR_HALF_BYE: DRAW_OR_HALF_BYE, WIN: LOSS,
            FORFEIT_LOSS: FORFEIT_WIN_OR_BYE, BOTH_FORFEIT: BOTH_FORFEIT, FORFEIT_WIN_OR_BYE: FORFEIT_LOSS}
WHITE_RESULT = {WIN: WHITE_WINS, LOSS: BLACK_WINS, DRAW_OR_HALF_BYE: DRAW,
                FORFEIT_WIN_OR_BYE: WHITE_FORFEIT_WIN, FORFEIT_LOSS: BLACK_FORFEIT_WIN,
                BOTH_FORFEIT: DOUBLE_FORFEIT}
FORFEITS = {FORFEIT_LOSS, BOTH_FORFEIT, FORFEIT_WIN_OR_BYE}
BYE_POINTS = {WIN: 1.0, FORFEIT_WIN_OR_BYE: 1.0, DRAW_OR_HALF_BYE: 0.5}


@dataclass(slots=True)
class _Side:
    """One player's row for one round."""

    ref: int
    colour: str | None  # "B" white, "N" black, None
    opponent: int | None
    result: int
    booked: bool = False  # Cl "F": Papi's mark of a bye or absence entered for the round


def pairings(rows: Mapping[int, Mapping[str, object]], event: EventRecord) -> None:
    refs = [ref for ref in rows if ref != EXEMPT]
    sides_by_round: dict[int, dict[int, _Side]] = {}
    for rnd in range(1, MAX_ROUNDS + 1):
        sides = {}
        for ref in refs:
            side = _side(ref, rnd, rows[ref], event.warnings)
            if side is not None:
                sides[ref] = side
        sides_by_round[rnd] = sides
    paired = [rnd for rnd, sides in sides_by_round.items() if any(s.opponent for s in sides.values())]
    last_round = max(paired, default=0)
    if event.rounds is not None and last_round > event.rounds:
        event.warnings.append(notice(None, "round {round} is paired but NbrRondes says {rounds} rounds",
                                     round=last_round, rounds=event.rounds))
    for rnd in range(1, last_round + 1):
        _round(rnd, sides_by_round[rnd], rows, event)
    for rnd in range(last_round + 1, min(event.rounds or last_round + 1, MAX_ROUNDS) + 1):
        _booked(rnd, sides_by_round[rnd], event)


def _booked(rnd: int, sides: dict[int, _Side], event: EventRecord) -> None:
    """A round not yet paired: the byes and absences entered ahead for it (a requested half-point bye, a player
    excused), as a TRF writes them in the round's column, for the pairing of that round to leave them out.
    Nothing else is read there; rounds past NbrRondes (Papi marks a withdrawn player absent up to round 10)
    are none of the event's (without NbrRondes, only the next round is read)."""
    for ref, side in sides.items():
        if side.opponent is not None:
            continue
        if side.result == DRAW_OR_HALF_BYE:
            event.byes.append(ByeRecord(rnd, str(ref), "H", 0.5))
        elif side.result == FORFEIT_WIN_OR_BYE:
            event.byes.append(ByeRecord(rnd, str(ref), "F", 1.0))
        elif side.booked and side.result == NO_RESULT:
            event.byes.append(ByeRecord(rnd, str(ref), "Z", 0.0))


def _side(ref: int, rnd: int, row: Mapping[str, object], warnings: list[Notice]) -> _Side | None:
    prefix = f"Rd{rnd:02}"
    if f"{prefix}Res" not in row and f"{prefix}Adv" not in row:
        return None
    colour = (cell_text(row.get(f"{prefix}Cl")) or "").upper()
    try:
        opponent = cell_int(row.get(f"{prefix}Adv")) or None
        result = cell_int(row.get(f"{prefix}Res")) or NO_RESULT
    except ValueError:
        warnings.append(notice(None, "JOUEUR Ref {ref}, round {round}: unreadable {prefix}Adv/{prefix}Res "
                                     "({opponent}, {result}); round ignored", ref=ref, round=rnd, prefix=prefix,
                               opponent=repr(row.get(f"{prefix}Adv")), result=repr(row.get(f"{prefix}Res"))))
        return None
    if result not in OPPOSITE:
        warnings.append(notice(None, "JOUEUR Ref {ref}, round {round}: result code {result} is not one of 0–6; "
                                     "round ignored", ref=ref, round=rnd, result=result))
        return None
    return _Side(ref, colour if colour in ("B", "N") else None, opponent, result, colour == "F")


def _round(rnd: int, sides: dict[int, _Side], rows: Mapping[int, object], event: EventRecord) -> None:
    warnings = event.warnings
    in_game: set[int] = set()
    handled: set[int] = set()
    for ref, side in sides.items():
        other_ref = side.opponent
        if other_ref is None or other_ref == EXEMPT or ref in handled:
            continue
        other = sides.get(other_ref)
        if other_ref not in rows or other is None:
            warnings.append(notice(None, "round {round}: Ref {ref}'s opponent Ref {other} is not a player of the "
                                         "file; pairing ignored", round=rnd, ref=ref, other=other_ref))
            handled.add(ref)
            continue
        if other.opponent == ref:
            handled.update((ref, other_ref))
            _game(rnd, side, other, event, in_game)
        elif other.opponent is None:
            warnings.append(notice(None, "round {round}: Ref {ref} names Ref {other} as opponent but Ref {other}'s "
                                         "row has no opponent; pairing taken from Ref {ref}'s row", round=rnd, ref=ref,
                                   other=other_ref))
            handled.update((ref, other_ref))
            _game(rnd, side, None, event, in_game)
        else:
            warnings.append(notice(None, "round {round}: Ref {ref} names Ref {other} as opponent but Ref {other} "
                                         "names Ref {third}; Ref {ref}'s pairing ignored", round=rnd, ref=ref,
                                   other=other_ref, third=other.opponent))
            handled.add(ref)
    for ref, side in sides.items():
        if ref in handled:
            continue
        if side.opponent == EXEMPT:
            if side.result not in (NO_RESULT, *BYE_POINTS):
                warnings.append(notice(None, "round {round}: Ref {ref} is paired with EXEMPT with result code "
                                             "{result}", round=rnd, ref=ref, result=side.result))
            event.byes.append(ByeRecord(rnd, str(ref), "U", BYE_POINTS.get(side.result, 0.0)))
        elif side.result == DRAW_OR_HALF_BYE:
            event.byes.append(ByeRecord(rnd, str(ref), "H", 0.5))
        elif side.result in (FORFEIT_WIN_OR_BYE, WIN):
            if side.result == WIN:
                warnings.append(notice(None, "round {round}: Ref {ref} has a win without an opponent; read as a "
                                             "full-point bye", round=rnd, ref=ref))
            event.byes.append(ByeRecord(rnd, str(ref), "F", 1.0))
        else:
            if side.result != NO_RESULT:
                warnings.append(notice(None, "round {round}: Ref {ref} has result code {result} without an "
                                             "opponent; read as an absence", round=rnd, ref=ref, result=side.result))
            event.byes.append(ByeRecord(rnd, str(ref), "Z", 0.0))


def _game(rnd: int, first: _Side, second: _Side | None, event: EventRecord, in_game: set[int]) -> None:
    """One pairing from the two rows (``second`` None when only ``first``'s row names it)."""
    warnings = event.warnings
    low, high = (first, second) if second is None or first.ref < second.ref else (second, first)
    low_ref = low.ref
    high_ref = high.ref if high is not None else first.opponent or 0
    pair = {"round": rnd, "low": min(low_ref, high_ref), "high": max(low_ref, high_ref)}
    if low_ref in in_game or high_ref in in_game:
        warnings.append(notice(None, "round {round}: Ref {low} – Ref {high}: a player is paired twice in the round; "
                                     "pairing ignored", **pair))
        return
    high_colour = high.colour if high is not None else None
    if low.colour and high_colour and low.colour == high_colour:
        warnings.append(notice(None, "round {round}: Ref {low} – Ref {high}: both rows give the same colour "
                                     "({colour}); Ref {kept}'s row kept", colour=low.colour, kept=low_ref, **pair))
    if low.colour:
        low_white = low.colour == "B"
    elif high_colour:
        low_white = high_colour == "N"
    else:
        low_white = True
        if low.result not in FORFEITS:
            warnings.append(notice(None, "round {round}: Ref {low} – Ref {high}: no colour in either row; Ref "
                                         "{white} taken as white", white=low_ref, **pair))
    low_result = low.result
    if high is not None and OPPOSITE[high.result] != low.result:
        if low.result == NO_RESULT:
            low_result = OPPOSITE[high.result]
        elif high.result != NO_RESULT:
            warnings.append(notice(None, "round {round}: Ref {low} – Ref {high}: the rows disagree on the result "
                                         "(codes {first} and {second}); Ref {kept}'s row kept", first=low.result,
                                   second=high.result, kept=low_ref, **pair))
    if low_result == NO_RESULT:
        warnings.append(notice(None, "round {round}: Ref {low} – Ref {high}: paired but no result; not imported",
                               **pair))
        return
    white_result = low_result if low_white else OPPOSITE[low_result]
    white, black = (low_ref, high_ref) if low_white else (high_ref, low_ref)
    in_game.update((low_ref, high_ref))
    event.games.append(ChessGameRecord(round=rnd, white=str(white), black=str(black),
                                       result=WHITE_RESULT[white_result], line=f"JOUEUR Ref {low_ref}"))


def cell_text(value: object) -> str | None:
    if value is None:
        return None
    text = str(value).strip()
    return text or None


def cell_int(value: object) -> int | None:
    """An integer cell: None or blank → None; raises ValueError on anything else that is not whole."""
    if value is None or isinstance(value, bool):
        return None
    if isinstance(value, int):
        return value
    if isinstance(value, float):
        if not value.is_integer():
            raise ValueError(value)
        return int(value)
    text = str(value).strip()
    return int(text) if text else None
