"""A Papi file cut short (a copy or a download stopped half-way) is refused naming what is missing: read
whole or not at all, never as the part of the tournament its first pages hold (issue 23).

Each real file is cut at many sizes, on page boundaries and between them; every cut is refused or read
exactly as the whole file. The rows of a table are those its usage map lists, as mdbtools reads them."""

from __future__ import annotations

import csv
import io
import shutil
import subprocess
from pathlib import Path

import pytest

from elodesk.catalogue import describe
from elodesk.formats import papi
from elodesk.formats.errors import FormatError
from elodesk.formats.jet4 import Database
from elodesk.store.db import open_db
from elodesk.store.importer import import_file

PAPI = Path(__file__).resolve().parents[3] / "shared" / "data" / "papi"
FILES = sorted(PAPI.glob("*.papi"))
PAGE = 4096

pytestmark = pytest.mark.skipif(not FILES, reason="../shared/data/papi is not beside the repository")


def _cuts(size: int) -> list[int]:
    """Every third page boundary, and sizes between pages."""
    return [*range(PAGE, size, 3 * PAGE), *range(PAGE + 1000, size, 7 * PAGE + 123)]


@pytest.mark.parametrize("path", FILES, ids=lambda p: p.name)
def test_every_cut_is_refused_or_read_whole(tmp_path, path):
    whole = papi.read(path)
    data = path.read_bytes()
    refused = 0
    for size in _cuts(len(data)):
        cut = tmp_path / f"cut-{size}.papi"
        cut.write_bytes(data[:size])
        try:
            event = papi.read(cut)
        except FormatError as error:
            assert error.file == cut.name
            refused += 1
            continue
        assert size % PAGE == 0, size  # a file cut between pages is never read
        assert (event.players, event.games, event.byes, event.start, event.end) == \
               (whole.players, whole.games, whole.byes, whole.start, whole.end), size
    assert refused >= len(_cuts(len(data))) // 2  # the file's last pages hold nothing a tournament needs


def test_a_file_cut_at_200_kb_makes_no_event_and_says_what_is_missing(tmp_path):
    # the file: its first 200 KB were imported as a second, partial tournament
    path = PAPI / "sharly_bre-jeunes-2024-open-b.papi"
    cut = tmp_path / "open.papi"
    cut.write_bytes(path.read_bytes()[:184320])
    db = open_db(tmp_path / "club.elodesk")
    with pytest.raises(FormatError) as caught:
        import_file(db, cut)
    assert str(caught.value) == ("open.papi:INFO: the table's data page 45 is beyond the end of the file (cut at "
                                 "184320 bytes): the file is damaged")
    assert describe(caught.value, "fr").endswith("la page de données 45 de la table est au-delà de la fin du fichier "
                                                 "(coupé à 184320 octets) : le fichier est endommagé")
    assert db.execute("SELECT COUNT(*) FROM events").fetchone()[0] == 0


def test_a_file_cut_between_pages_is_refused(tmp_path):
    cut = tmp_path / "open.papi"
    cut.write_bytes((PAPI / "sharly_bre-jeunes-2024-open-b.papi").read_bytes()[:300001])
    with pytest.raises(FormatError) as caught:
        papi.read(cut)
    assert caught.value.template == ("the file is cut short: its {size} bytes are not a whole number of "
                                     "{page_size}-byte pages")


@pytest.mark.parametrize("path", FILES, ids=lambda p: p.name)
def test_a_table_holds_the_rows_its_usage_map_lists(path):
    # the open's INFO table keeps two pages of rows rewritten since: read too, INFO came out twice
    rows = Database(str(path)).parse_table("INFO")
    assert len(rows["Variable"]) == 177
    if shutil.which("mdb-export"):
        text = subprocess.run(["mdb-export", str(path), "INFO"], capture_output=True, text=True, check=True).stdout
        assert len(rows["Variable"]) == len(list(csv.DictReader(io.StringIO(text))))


def test_a_row_lost_with_its_page_is_refused(tmp_path):
    # the file is whole in size, but the page holding the player rows is blanked: fewer rows than counted
    path = PAPI / "sharly_bre-jeunes-2024-open-b.papi"
    data = bytearray(path.read_bytes())
    first = 37  # JOUEUR's first data page (its usage map lists 37 and 43)
    data[first * PAGE + 2:first * PAGE + PAGE] = bytes(PAGE - 2)  # still a data page, owner and rows gone
    damaged = tmp_path / "open.papi"
    damaged.write_bytes(bytes(data))
    with pytest.raises(FormatError) as caught:
        papi.read(damaged)
    assert caught.value.where == "JOUEUR"
