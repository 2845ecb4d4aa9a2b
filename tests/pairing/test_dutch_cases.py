"""Every shared pairing case comes out as bbpPairings 6.0.0 pairs it: the same pairs, colours and bye."""

from __future__ import annotations

from pathlib import Path

import pytest

from elodesk.formats import trf_pairing as trf
from elodesk.pairing import dutch

CASES = Path(__file__).resolve().parents[3] / "shared" / "data" / "pairing"
FILES = sorted(CASES.glob("*/*.trf"))


def expected(path: Path) -> set[tuple[int, int]]:
    lines = path.with_suffix(".expected").read_text().split("\n")
    pairs = {(int(a), int(b)) for a, b in (line.split() for line in lines[1:] if line.strip())}
    assert len(pairs) == int(lines[0])
    return pairs


@pytest.mark.skipif(not FILES, reason="the shared pairing cases are not beside the repository")
def test_all_the_shared_cases_are_there():
    assert len(FILES) == 102


@pytest.mark.parametrize("path", FILES, ids=[f"{p.parent.name}/{p.stem}" for p in FILES])
def test_the_pairing_is_bbppairings_own(path):
    tournament = trf.read(path.read_bytes(), path.name).tournament
    pairing = dutch.pair(tournament)
    got = {(board.white, board.black) for board in pairing.boards}
    if pairing.bye is not None:
        got.add((pairing.bye, 0))
    assert got == expected(path)
    assert trf.write(pairing).split("\n")[0] == str(len(got))
