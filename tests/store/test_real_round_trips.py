"""export → import of real files found for issue 23 (tests/data/real/SOURCES.md): the same event comes back."""

from __future__ import annotations

from pathlib import Path

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
