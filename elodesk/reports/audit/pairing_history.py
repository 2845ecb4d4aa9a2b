"""A tournament file's rounds as the pairing engine saw them on the eve of each round.

The file's records are turned into the store's shape of an event's rounds (``store.rounds``:
players numbered by their place in the file, games and byes by round), so that
``reports.pairing_input`` — the one reading of forfeits, byes and absences for the engine —
builds each round's :class:`Tournament` from the file's own history.
"""

from __future__ import annotations

from dataclasses import dataclass

from elodesk.formats.records import (
    BLACK_FORFEIT_WIN,
    DOUBLE_FORFEIT,
    WHITE_FORFEIT_WIN,
    ByeRecord,
    ChessGameRecord,
    EventRecord,
)
from elodesk.pairing.model import Colour
from elodesk.reports.pairing_input import PairingInput, pairing_input
from elodesk.store.event_rows import EventBye, EventGame
from elodesk.store.rounds import EventRounds, RoundPlayer

# The readers whose player refs are start numbers, the pairing numbers; others' (Papi's Ref, a
# record number) are not, and the players are numbered by rating then name (C.04.2), as the store does.
START_NUMBERS = ("trf", "frbe-trf")
FORFEITS = (WHITE_FORFEIT_WIN, BLACK_FORFEIT_WIN, DOUBLE_FORFEIT)


@dataclass(frozen=True, slots=True)
class FileBoard:
    """One pairing of the file's round, by player id (a forfeit is still the round's pairing)."""

    white: int
    black: int
    board: int | None
    line: int | str | None
    forfeit: bool


@dataclass(frozen=True, slots=True)
class FileRound:
    """What the file says of one round: its boards, its pairing-allocated byes, who was not paired."""

    number: int
    boards: tuple[FileBoard, ...]
    byes: tuple[int, ...]  # pairing-allocated (U)
    not_playing: dict[int, str]  # player id -> H, F or Z (no entry at all reads as Z)
    twice: tuple[int, ...] = ()  # players the file pairs more than once in the round (the first kept)


@dataclass(frozen=True, slots=True)
class FileHistory:
    rounds: EventRounds
    names: dict[int, str]  # player id -> name
    refs: dict[int, str]  # player id -> the file's reference for him (a TRF start number, a Papi Ref)
    total_rounds: int
    by_round: dict[int, FileRound]
    initial: Colour  # the first player's colour in round 1, read from the file's first round with colours

    def before(self, round_no: int) -> PairingInput:
        """The tournament on the eve of ``round_no``, its byes and absences as the file gives them."""
        rounds = self.rounds
        cut = EventRounds(rounds.event_id, rounds.name, rounds.system, self.total_rounds, rounds.players,
                          tuple(g for g in rounds.games if g.round < round_no),
                          tuple(b for b in rounds.byes if b.round < round_no))
        return pairing_input(cut, self.by_round[round_no].not_playing, self.initial)


def file_history(event: EventRecord) -> FileHistory:
    """The file's players, games and byes with player ids (1, 2, ... in the file's order)."""
    unique = list({p.ref: p for p in reversed(event.players)}.values())[::-1]  # a ref given twice: its first
    ids = {p.ref: index for index, p in enumerate(unique, start=1)}
    numbered = event.format in START_NUMBERS
    players = tuple(RoundPlayer(ids[p.ref], p.name, _rating(p.ratings, event.rating_kind),
                                p.ref if numbered else "", None) for p in unique)
    kept, kept_byes, twice = _one_entry_a_round(event, ids)
    games = tuple(EventGame(g.round, g.board, ids[g.white], ids[g.black], g.result)
                  for g in kept if g.round is not None)  # every one: a game of no round is not kept
    byes = tuple(EventBye(b.round, ids[b.player], b.kind, b.points) for b in kept_byes)
    last = max([g.round for g in games] + [b.round for b in byes if b.kind == "U"], default=0)
    total = max(event.rounds or 0, last)
    by_round = {}
    for number in range(1, last + 1):
        boards = tuple(FileBoard(ids[g.white], ids[g.black], g.board, g.line, g.result in FORFEITS)
                       for g in kept if g.round == number)
        paired = {b.white for b in boards} | {b.black for b in boards}
        round_byes = [b for b in byes if b.round == number]
        allocated = tuple(b.player_id for b in round_byes if b.kind == "U")
        given = {b.player_id: b.kind for b in round_byes if b.kind != "U"}
        not_playing = {pid: given.get(pid, "Z") for pid in ids.values()
                       if pid not in paired and pid not in allocated}
        doubled = tuple(sorted({ids[ref] for r, ref in twice if r == number}))
        by_round[number] = FileRound(number, boards, allocated, not_playing, doubled)
    rounds = EventRounds(0, event.name, "dutch", total, players, games, byes)
    # pairing_input's colour is never None: it falls back on white, as a file without rounds does here
    initial = (pairing_input(rounds, {}).tournament.initial_colour if by_round else None) or Colour.WHITE
    refs = {ids[p.ref]: p.ref for p in unique}
    return FileHistory(rounds, {p.player_id: p.name for p in players}, refs, total, by_round, initial)


def _one_entry_a_round(event: EventRecord, ids: dict[str, int]) -> tuple[
        list[ChessGameRecord], list[ByeRecord], set[tuple[int, str]]]:
    """The games and byes that give each player one entry a round: the first; and who was paired twice.

    A player in two games of a round, or in a game and given the pairing-allocated bye, cannot be
    paired again from such a history (each game is entered for both players); the later entry is left
    out and the player named. A game against oneself, or of no round (or round 0), is left out.
    """
    seen: set[tuple[int, str]] = set()
    twice: set[tuple[int, str]] = set()
    games = []
    for g in event.games:
        if g.round is None or g.round < 1 or g.white not in ids or g.black not in ids or g.white == g.black:
            continue
        here = {(g.round, g.white), (g.round, g.black)}
        if here & seen:
            twice |= here & seen
            continue
        seen |= here
        games.append(g)
    byes = []
    for b in event.byes:
        if b.round < 1 or b.player not in ids or (b.round, b.player) in seen:
            if b.kind == "U" and b.player in ids:
                twice.add((b.round, b.player))
            continue
        seen.add((b.round, b.player))
        byes.append(b)
    return games, byes, twice


def _rating(ratings: dict[str, int], kind: str | None) -> int | None:
    """The rating the file pairs by: its own kind, else the highest it gives."""
    if kind is not None and kind in ratings:
        return ratings[kind]
    return max(ratings.values(), default=None)
