"""FIDE's report gives back the names the event's file wrote (issue 23).

pascalaubry/papi-web, export-data/papi/58698.papi (a real Papi file; the repository gives no licence, so it is
not copied here): the event is named "Internationaux de 2023 -  Rapide", two spaces before "Rapide". Written as
FIDE's report (TRF16 or TRF-2026) and read back, it was named with one: another name, in the club the report goes
to and for the same club's re-import. The name is the file's, as written; only line breaks and control
characters go (a line's own record must not be forged) and the ends are trimmed, as the reader trims them.
"""

from __future__ import annotations

import pytest

from elodesk.formats import trf
from elodesk.formats.records import ChessGameRecord, EventRecord, PlayerRecord
from elodesk.formats.trf_report import TRF16, TRF2026, write_report

NAME = "Internationaux de 2023 -  Rapide"


@pytest.mark.parametrize("version", [TRF16, TRF2026])
def test_a_name_with_two_spaces_comes_back_as_written(tmp_path, version):
    event = EventRecord(f" {NAME}\r\n", "papi", place="ASNIERES-SUR-SEINE",
                        players=[PlayerRecord("1", "LE GALL, Anne"), PlayerRecord("2", "MARTIN, Paul")],
                        games=[ChessGameRecord(1, "1", "2", "1-0")])
    back = trf.read(write_report(event, tmp_path / "report.trf", version=version))
    assert back.name == NAME
