"""A damaged Papi file is refused in the user's language only (issue 23).

papi-web's 58698.papi (pascalaubry/papi-web, export-data/papi; no licence given, not copied) cut to 200,000
bytes: ``elodesk import`` printed the Access library's English "DB is not full or PAGE_SIZE is wrong. page size:
4096 DB length 200000" before its own refusal in French. The same is shown here on the shared Papi sample.
"""

from __future__ import annotations

import logging
from pathlib import Path

import pytest

from elodesk.formats import papi
from elodesk.formats.errors import FormatError

PAPI = Path(__file__).resolve().parents[3] / "shared" / "data" / "papi" / "sharly_bre-jeunes-2024-open-b.papi"

pytestmark = pytest.mark.skipif(not PAPI.exists(), reason="../shared/data/papi is not beside the repository")


def test_a_cut_file_is_refused_without_the_librarys_english(tmp_path, caplog, capsys):
    cut = tmp_path / "open.papi"
    cut.write_bytes(PAPI.read_bytes()[:200000])
    with caplog.at_level(logging.DEBUG), pytest.raises(FormatError) as caught:
        papi.read(cut)
    assert caught.value.template.startswith("the file is cut short")
    assert [r.getMessage() for r in caplog.records if r.levelno >= logging.WARNING] == []
    assert capsys.readouterr() == ("", "")
