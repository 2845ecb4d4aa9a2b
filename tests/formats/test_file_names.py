"""The file names elodesk proposes from what a user typed stay in their folder and are valid everywhere."""

from __future__ import annotations

import pytest

from elodesk.formats.file_names import FALLBACK, MAX_BYTES, file_name


@pytest.mark.parametrize(("typed", "proposed"), [
    ("Open de Wavre 2025.trf", "Open de Wavre 2025.trf"),
    ("Classement — Elo belge (FRBE).pdf", "Classement — Elo belge (FRBE).pdf"),
    ("../../etc/passwd.trf", "etc-passwd.trf"),
    ("..\\..\\Windows\\x.trf", "Windows-x.trf"),
    ("C:\\Users\\x.trf", "C-Users-x.trf"),
    ("Open\nXXR 1.trf", "Open XXR 1.trf"),
    ("Open\r\n\x00\x1b\u2028.trf", "Open.trf"),
    ("Zoë\u202egpj.exe.trf", "Zoëgpj.exe.trf"),  # a right-to-left override would disguise the extension
    ("a:b*c?\"<d>|.xlsx", "a-b-c-d.xlsx"),
    ("CON.trf", "_CON.trf"),
    ("nul", "_nul"),
    ("com1.pdf", "_com1.pdf"),
    ("Lpt9", "_Lpt9"),
    ("Open 2025. . .trf", "Open 2025.trf"),
    ("  .hidden.trf", "hidden.trf"),
    ("Open...2025.trf", "Open.2025.trf"),
    ("...trf", f"{FALLBACK}.trf"),
    ("/.trf", f"{FALLBACK}.trf"),
])
def test_a_typed_name_is_proposed_clean(typed, proposed):
    assert file_name(typed) == proposed


@pytest.mark.parametrize("typed", ["x" * 300 + ".trf", "é" * 200 + ".pdf", "名" * 100 + ".xlsx"])
def test_a_long_name_is_cut_keeping_its_extension(typed):
    proposed = file_name(typed)
    assert len(proposed.encode("utf-8")) <= MAX_BYTES
    assert proposed.endswith(typed[typed.rindex("."):]) and proposed[0] == typed[0]
