"""export → import of real files found for issue 23 (tests/data/real/SOURCES.md): the same event comes back."""

from __future__ import annotations

from pathlib import Path

from elodesk.formats import pgn
from tests.english import english
from tests.store.test_round_trip import round_trip

REAL = Path(__file__).resolve().parents[1] / "data" / "real"


def test_a_french_trf_sends_no_french_rating_it_did_not_carry(tmp_path):
    # Sharly-Chess's TRF-2026 sample of a French event (032 FRA): Carlsen has an FRA record (2200, his French
    # state once imported), the French players only the rating column, which the event takes as their FIDE rating
    # (import_writer.event_rating's fall-back). The export wrote that as an FRA record, and the club the file went
    # to got French ratings of 2150, 2100, ... that no French list gave.
    before, after, warnings = round_trip(REAL / "sharly_trf-import-test.trf", tmp_path)
    assert before.systems == ("ffe", "fide")  # a French open rated by FIDE too
    assert [name for name, _ in before.french] == ["CARLSEN, Magnus"]
    assert after == before
    assert warnings == []


def test_a_pgns_rounds_made_anew_hold_one_date_each(tmp_path):
    # TWIC's Lindores Abbey Final 8 (as mliebelt/pgn-parser keeps a week of TWIC): the quarter-finals' games are
    # "1.11", "1.12"… on 23 May for two matches and again on 24 May for the other two. A player plays twice in
    # round 1, so the rounds are numbered anew; by event, round and board alone, "1.11" made one round of games of
    # two days, which the TRF (one date a round, tag 132) sent back undated.
    path = REAL / "pgn-parser_twic-lindores-final8.pgn"
    event = pgn.read(path)
    days: dict[int | None, set[object]] = {}
    for game in event.games:
        days.setdefault(game.round, set()).add(game.date)
    assert all(len(d) == 1 for d in days.values())
    assert english(event.warnings)[-1] == (
        'line 31: a player plays twice in round 1 (lines 1 and 31): the rounds are numbered anew, one after another '
        '("Lindores Abbey Final 8" 1.11 (2020-05-23) → 1, "Lindores Abbey Final 8" 1.11 (2020-05-24) → 2, '
        '"Lindores Abbey Final 8" 1.12 (2020-05-23) → 3, "Lindores Abbey Final 8" 1.12 (2020-05-24) → 4)')
    before, after, warnings = round_trip(path, tmp_path)
    assert after == before
    assert warnings == []
    assert {g[4] for g in after.games} == {"2020-05-23", "2020-05-24"}


def test_a_lichess_broadcast_round_is_dated_by_its_latest_chapter(tmp_path):
    # The UzChess Cup 2025 on lichess (as lichess-org/scalachess keeps its broadcast, test-kit resources): no Date,
    # each game's UTCDate the day its study chapter was made, every round's board 1 on 18 June, ahead of its game.
    # Round 1 held games of the 18th and the 19th, which the TRF (one date a round) sent back undated.
    path = REAL / "scalachess_uzchesscup-rounds-1-2.pgn"
    event = pgn.read(path)
    assert sorted({(g.round, g.date.isoformat() if g.date else None) for g in event.games}) == [
        (1, "2025-06-19"), (2, "2025-06-20")]
    assert english(event.warnings) == ["line 1: 2 games of a lichess study are dated by UTCDate, the day their "
                                       "chapter was made: each is dated the last day of its round"]
    before, after, warnings = round_trip(path, tmp_path)
    assert after == before
    assert warnings == []
