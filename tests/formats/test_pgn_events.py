"""A PGN of several events, of knockout matches, of tag sections without moves or results (issue 23).

Several events merged on import gave a player two games in one round: ``export`` ended in an
internal error (``player '4' already has a game or bye in round 3``). Tag sections without moves
were read by python-chess as one game's tags: nine games became one, without a word.
"""

from __future__ import annotations

import re
from pathlib import Path

import pytest

from elodesk.formats import pgn, trf
from elodesk.formats.errors import FormatError
from elodesk.store.db import open_db
from elodesk.store.events import export_event
from elodesk.store.importer import import_file
from elodesk.store.runs import EVENT, RunScope
from tests.english import english
from tests.store.test_round_trip import round_trip

REAL = Path(__file__).resolve().parents[1] / "data" / "real"
EVENTS = REAL / "pgn-extract_test-repetition-rounds.pgn"  # 9 games of 8 events, Capablanca in two rounds 3


def plays_once_a_round(event) -> bool:
    seen = [(g.round, player) for g in event.games for player in (g.white, g.black)]
    seen += [(b.round, b.player) for b in event.byes]
    return len(seen) == len(set(seen))


def test_several_events_get_rounds_one_after_another():
    event = pgn.read(EVENTS)
    assert len(event.games) == 9 and plays_once_a_round(event)
    assert sorted(g.round for g in event.games) == list(range(1, 10))
    assert event.rounds == 9
    assert 'line 43: a player plays twice in round 3 (lines 30 and 43): the rounds are numbered anew, one after ' \
           'another ("USA m" 1 → 1, "USA m" 20 → 2, "New York training" 3 → 3, "New York" 3 → 4, "New York Rice ' \
           'prel" 11 → 5, "World Championship 12th" 5 → 6, …)' in english(event.warnings)


def test_a_file_of_several_events_exports_and_comes_back_the_same(tmp_path):
    before, after, warnings = round_trip(EVENTS, tmp_path)
    assert after == before and warnings == []
    assert len(before.games) == 9


def test_events_without_a_shared_player_keep_their_rounds(tmp_path):
    # two sections of one open: rounds 1 of both, no player in both: nothing to number anew
    game = '[Event "{}"]\n[Date "2024.03.01"]\n[Round "1"]\n[White "{}"]\n[Black "{}"]\n[Result "1-0"]\n\n1-0\n\n'
    path = tmp_path / "sections.pgn"
    path.write_text(game.format("Open A", "A", "B") + game.format("Open B", "C", "D"), encoding="utf-8")
    event = pgn.read(path)
    assert [g.round for g in event.games] == [1, 1]
    assert not any("numbered anew" in w for w in english(event.warnings))


def test_games_nothing_tells_apart_are_each_a_round(tmp_path):
    # as petrosian.pgn (pgn-extract's tests) has it: Event "?", the same player in two rounds 1, no date
    game = '[Event "?"]\n[Date "????.??.??"]\n[Round "1"]\n[White "{}"]\n[Black "{}"]\n[Result "1-0"]\n\n1-0\n\n'
    path = tmp_path / "unknown.pgn"
    path.write_text(game.format("Keres, Paul", "Petrosian, Tigran") + game.format("Petrosian, Tigran", "Tal, Mikhail")
                    + game.format("Smyslov, Vasily", "Botvinnik, Mikhail"), encoding="utf-8")
    event = pgn.read(path)
    assert [g.round for g in event.games] == [1, 2, 3] and plays_once_a_round(event)
    assert "line 10: a player plays twice in round 1 (lines 1 and 10), in the same event, round, board and date: " \
           "each game is numbered a round of its own, in file order" in english(event.warnings)


def test_export_of_a_merged_event_is_no_internal_error(tmp_path):
    db = open_db(tmp_path / "club.elodesk")
    report = import_file(db, EVENTS)
    exported = export_event(db, RunScope(report.system or "", event_id=report.event_id, kind=EVENT))
    written = trf.write_fide(exported, tmp_path / "export.trf")  # was a ValueError: player already has a game
    assert len(trf.read(written).games) == 9


def tags_only(text: str) -> str:
    """The file as a pairing list: each game's tags, its moves left out (lines that are no tag pair)."""
    return "".join(line for line in text.splitlines(keepends=True) if line.startswith("["))


def test_tag_sections_without_moves_are_each_a_game(tmp_path):
    path = tmp_path / "tags.pgn"
    path.write_text(tags_only(EVENTS.read_text(encoding="utf-8")), encoding="utf-8")
    event = pgn.read(path)
    assert len(event.games) == 9  # was 1: the last section's players, the others' tags overwritten
    assert [(g.line, g.white, g.black) for g in event.games][:2] == [
        (1, "Marshall, Frank James", "Capablanca, Jose Raul"), (8, "Capablanca, Jose Raul", "Marshall, Frank James")]
    assert plays_once_a_round(event)


def test_tag_sections_without_a_result_are_no_game(tmp_path):
    text = tags_only(EVENTS.read_text(encoding="utf-8"))
    cut = re.sub(r'\[Result "[^"]*"\]\n', "", text, count=2)  # the first two sections lose their Result
    path = tmp_path / "pairings.pgn"
    path.write_text(cut, encoding="utf-8")
    event = pgn.read(path)
    assert len(event.games) == 7
    assert "lines 1, 7: 2 tag sections without a result (no Result tag, no moves ending with one): no game, not " \
           "imported" in english(event.warnings)


def test_a_file_of_tag_sections_without_results_is_refused(tmp_path):
    text = re.sub(r'\[Result "[^"]*"\]\n', "", tags_only(EVENTS.read_text(encoding="utf-8")))
    path = tmp_path / "pairings.pgn"
    path.write_text(text, encoding="utf-8")
    with pytest.raises(FormatError) as refused:
        pgn.read(path)
    assert str(refused.value) == ("pairings.pgn:1: no result in any of the 9 tag sections (no Result tag, no moves "
                                  "ending with one): the file holds no game")
    db = open_db(tmp_path / "club.elodesk")
    with pytest.raises(FormatError):
        import_file(db, path)
    assert db.execute("SELECT COUNT(*) FROM events").fetchone()[0] == 0


def test_a_single_tag_section_without_a_result_is_named(tmp_path):
    path = tmp_path / "one.pgn"
    path.write_text('[Event "Club"]\n[White "A"]\n[Black "B"]\n[Result "1-0"]\n\n1-0\n\n'
                    '[Event "Club"]\n[White "C"]\n[Black "D"]\n\n', encoding="utf-8")
    event = pgn.read(path)
    assert len(event.games) == 1
    assert ("line 8: 1 tag section without a result (no Result tag, no moves ending with one): no game, not "
            "imported") in english(event.warnings)


def test_an_event_imported_before_with_two_games_in_a_round_is_refused_at_export(tmp_path):
    # a club database holding this file as older elodesk imported it: Capablanca in two games of round 3
    from elodesk.store.errors import StoreError

    db = open_db(tmp_path / "club.elodesk")
    report = import_file(db, EVENTS)
    db.execute("UPDATE chess_games SET round = 3 WHERE round = 4")
    db.conn.commit()
    with pytest.raises(StoreError) as refused:
        export_event(db, RunScope(report.system or "", event_id=report.event_id, kind=EVENT))
    assert str(refused.value) == (f"event {report.event_id}: Capablanca, Jose Raul has more than one game or bye "
                                  "in round 3, which a TRF cannot hold")
