"""Save dialogs propose a clean name: an event named ``../../x`` cannot lead the export out of the folder."""

from __future__ import annotations

from pathlib import Path

import pytest

from elodesk.ui import file_dialogs


@pytest.fixture
def proposed(qtbot, monkeypatch, tmp_path):
    """The path a save dialog would write to if the user accepted what it proposes."""
    monkeypatch.chdir(tmp_path)
    monkeypatch.setattr(file_dialogs, "_ask", lambda dialog: (dialog.selectedFiles()[0], ""))

    def ask(suggested: str) -> Path:
        return Path(file_dialogs.save_path(None, "Export", suggested, "TRF (*.trf)")[0])

    return ask


@pytest.mark.parametrize(("suggested", "name"), [
    ("../../evil.trf", "evil.trf"),
    ("Open\nXXR 1.trf", "Open XXR 1.trf"),
    ("CON.trf", "_CON.trf"),
])
def test_the_save_dialog_proposes_a_clean_name_in_its_folder(proposed, tmp_path, suggested, name):
    assert proposed(suggested) == tmp_path / name
