"""File ▸ Import: preview on a worker, import for real, and a bad file that writes nothing."""

from __future__ import annotations

import os
from pathlib import Path

import pytest
from PySide6.QtCore import QLocale, QPoint, Qt

from elodesk.store import db as store_db
from elodesk.store.db import dump, open_db, write
from elodesk.store.player_table import players_table
from elodesk.ui.dialogs.import_dialog import ImportDialog
from elodesk.ui.views.players_view import PlayersView

TRF = Path("/work/shared/data/trf/bbpPairings_dutch_2025_C9.trf")
TIMEOUT = 20_000


@pytest.fixture
def dialog(ctx, qtbot):
    d = ImportDialog(ctx)
    qtbot.addWidget(d)
    d.show()
    qtbot.waitExposed(d)
    return d


def click(qtbot, button) -> None:
    qtbot.mouseClick(button, Qt.MouseButton.LeftButton)


def names_in_table(view) -> set[str]:
    return {view.proxy.index(r, 1).data() for r in range(view.proxy.rowCount())}


@pytest.mark.skipif(not TRF.exists(), reason="the shared TRF samples are not here")
def test_preview_then_import_a_real_trf_and_see_the_players_appear(qtbot, ctx, dialog):
    players_page = PlayersView(ctx)
    qtbot.addWidget(players_page)
    players_page.show()  # shown, it follows at once (a hidden page reads the import once shown)
    before = dump(ctx.db)
    assert not dialog.import_button.isEnabled()
    qtbot.keyClicks(dialog.path, str(TRF))
    with qtbot.waitSignal(dialog.previewed, timeout=TIMEOUT) as preview:
        click(qtbot, dialog.preview_button)
    report = preview.args[0]
    assert report.dry_run and report.games == 2 and report.byes == 1 and len(report.players) == 5
    assert dump(ctx.db) == before  # a preview writes nothing
    assert dialog.summary.isVisible()
    assert dialog.players.rows() == 5
    assert dialog.players.text(0, 2) == "new player"
    assert "Test0001 Player0001" not in names_in_table(players_page)
    assert dialog.import_button.isEnabled()

    with qtbot.waitSignal(dialog.imported, timeout=TIMEOUT) as done:
        click(qtbot, dialog.import_button)
    assert done.args[0].event_id is not None
    assert {"Test0001 Player0001", "Test0005 Player0005"} <= names_in_table(players_page)
    assert str(done.args[0].event_id) in dialog.status.text()
    assert not dialog.import_button.isEnabled()


def test_a_bad_file_names_the_line_and_writes_nothing(qtbot, ctx, dialog, tmp_path):
    bad = tmp_path / "round1.trf"
    bad.write_text("012 Bad test\n022 No player line: no tournament\n")
    before = dump(ctx.db)
    qtbot.keyClicks(dialog.path, str(bad))
    with qtbot.waitSignal(dialog.refused, timeout=TIMEOUT) as refused:
        click(qtbot, dialog.preview_button)
    assert refused.args[0].startswith("round1.trf:2 : ")  # in the window's language (French here)
    assert dialog.status.text() == refused.args[0]
    assert dialog.status.isVisible()
    assert not dialog.import_button.isEnabled()
    assert dump(ctx.db) == before


def test_a_file_already_imported_is_refused_in_one_sentence(qtbot, ctx, dialog):
    if not TRF.exists():
        pytest.skip("the shared TRF samples are not here")
    qtbot.keyClicks(dialog.path, str(TRF))
    with qtbot.waitSignal(dialog.previewed, timeout=TIMEOUT):
        click(qtbot, dialog.preview_button)
    with qtbot.waitSignal(dialog.imported, timeout=TIMEOUT):
        click(qtbot, dialog.import_button)
    before = dump(ctx.db)
    with qtbot.waitSignal(dialog.refused, timeout=TIMEOUT) as refused:
        click(qtbot, dialog.preview_button)
    assert "déjà été importé" in refused.args[0]
    assert dump(ctx.db) == before


@pytest.mark.skipif(not TRF.exists(), reason="the shared TRF samples are not here")
def test_a_database_another_user_writes_is_refused_naming_him(qtbot, ctx, dialog, monkeypatch):
    monkeypatch.setattr(store_db, "BUSY_SECONDS", 0.3)
    other = open_db(ctx.db_path)  # another window, or elodesk apply on the command line
    qtbot.keyClicks(dialog.path, str(TRF))
    with write(other, "apply frbe event 1"), qtbot.waitSignal(dialog.refused, timeout=TIMEOUT) as refused:
        click(qtbot, dialog.preview_button)
    other.conn.close()
    assert f"(pid {os.getpid()}, elodesk apply frbe event 1)" in refused.args[0]
    assert "locked" not in refused.args[0] and "Error" not in refused.args[0]


def test_a_missing_file_is_said_at_once(qtbot, dialog):
    qtbot.keyClicks(dialog.path, "/nowhere/round1.trf")
    click(qtbot, dialog.preview_button)
    assert dialog.job is None
    assert "no such file" in dialog.status.text()


def test_changing_the_file_after_a_preview_asks_for_a_new_one(qtbot, dialog):
    if not TRF.exists():
        pytest.skip("the shared TRF samples are not here")
    qtbot.keyClicks(dialog.path, str(TRF))
    with qtbot.waitSignal(dialog.previewed, timeout=TIMEOUT):
        click(qtbot, dialog.preview_button)
    assert dialog.import_button.isEnabled()
    qtbot.keyClicks(dialog.path, "x")
    assert not dialog.import_button.isEnabled()
    assert not dialog.summary.isVisible()


def trf_player(rank: int, name: str, rating: int, fide_id: str, points: str, opponent: int, colour: str,
               result: str) -> str:
    """A TRF player line, each field in its columns (FORMATS.md)."""
    line = [" "] * 101
    for start, text in ((1, "001"), (5, f"{rank:>4}"), (15, name[:33]), (49, f"{rating:>4}"), (54, "BEL"),
                        (58, f"{fide_id:>11}"), (81, f"{points:>4}"), (86, f"{rank:>4}"), (92, f"{opponent:>4}"),
                        (97, colour), (99, result)):
        line[start - 1:start - 1 + len(text)] = text
    return "".join(line).rstrip()


def test_players_matched_by_id_are_reported_as_found(qtbot, ctx, dialog, tmp_path):
    row = next(r for r in players_table(ctx.db) if r.fide_id)
    trf = tmp_path / "club.trf"
    trf.write_text("\n".join(["012 Club night", "032 BEL",
                              trf_player(1, row.name, 2100, row.fide_id, "1.0", 2, "w", "1"),
                              trf_player(2, "Newcomer, Nora", 1800, "", "0.0", 1, "b", "0")]) + "\n",
                   encoding="utf-8")
    qtbot.keyClicks(dialog.path, str(trf))
    with qtbot.waitSignal(dialog.previewed, timeout=TIMEOUT) as preview:
        click(qtbot, dialog.preview_button)
    hows = {m.name: m.how for m in preview.args[0].players}
    assert hows == {row.name: "id", "Newcomer, Nora": "new"}
    shown = {dialog.players.text(r, 0): dialog.players.text(r, 2) for r in range(dialog.players.rows())}
    assert shown[row.name] == "found by federation id"
    assert shown["Newcomer, Nora"] == "new player"


@pytest.mark.skipif(not TRF.exists(), reason="the shared TRF samples are not here")
def test_the_warnings_read_in_the_window_language(qtbot, dialog):
    qtbot.keyClicks(dialog.path, str(TRF))
    with qtbot.waitSignal(dialog.previewed, timeout=TIMEOUT):
        click(qtbot, dialog.preview_button)
    shown = [dialog.warnings.item(i).text() for i in range(dialog.warnings.count())]
    assert len(shown) == 1 and shown[0].startswith("le fichier ne donne pas de date : le tournoi est daté du ")


def test_the_preview_says_which_systems_will_rate_the_event(qtbot, dialog):
    papi = Path(__file__).resolve().parents[1] / "formats" / "fixtures" / "small.papi"
    qtbot.keyClicks(dialog.path, str(papi))
    with qtbot.waitSignal(dialog.previewed, timeout=TIMEOUT):
        click(qtbot, dialog.preview_button)
    form = dialog.summary_form
    rows = {form.itemAt(r, form.ItemRole.LabelRole).widget().text(): form.itemAt(r, form.ItemRole.FieldRole).widget()
            .text() for r in range(form.rowCount())}
    assert rows["Rated by"] == ("French Elo (FFE) (a Papi file, the French federation's program), FIDE rating "
                                "(Papi: players with a FIDE rating)")


def club_trf(ctx, tmp_path) -> tuple[Path, str]:
    """A two-player TRF of October 2025: a club member (found by his FIDE id) and a newcomer."""
    row = next(r for r in players_table(ctx.db) if r.fide_id)
    trf = tmp_path / "club.trf"
    trf.write_text("\n".join(["012 Club night", "032 BEL", "042 2025/10/12", "052 2025/10/14",
                              trf_player(1, row.name, 2100, row.fide_id, "1.0", 2, "w", "1"),
                              trf_player(2, "Newcomer, Nora", 1800, "", "0.0", 1, "b", "0")]) + "\n",
                   encoding="utf-8")
    return trf, row.name


def test_enter_in_the_path_field_previews_and_opens_no_file_dialog(qtbot, ctx, dialog, tmp_path):
    """Browse… was the dialog's first auto-default button: Enter opened the file dialog (which the
    fixture refuses: a file dialog here fails the test)."""
    trf, _ = club_trf(ctx, tmp_path)
    dialog.path.setFocus()
    qtbot.keyClicks(dialog.path, str(trf))
    with qtbot.waitSignal(dialog.previewed, timeout=TIMEOUT):
        qtbot.keyClick(dialog.path, Qt.Key.Key_Return)
    assert dialog.import_button.isEnabled()


def test_a_file_chosen_with_browse_is_previewed_at_once(qtbot, ctx, dialog, tmp_path, monkeypatch):
    from elodesk.ui.dialogs import import_dialog

    trf, _ = club_trf(ctx, tmp_path)
    monkeypatch.setattr(import_dialog, "open_path", lambda *a: (str(trf), ""))
    with qtbot.waitSignal(dialog.previewed, timeout=TIMEOUT) as preview:
        click(qtbot, dialog.browse)
    assert dialog.path.text() == str(trf) and preview.args[0].dry_run


def summary(dialog) -> dict[str, str]:
    form = dialog.summary_form
    return {form.itemAt(r, form.ItemRole.LabelRole).widget().text(): form.itemAt(r, form.ItemRole.FieldRole).widget()
            .text() for r in range(form.rowCount())}


def test_the_preview_shows_the_events_dates_and_rate(qtbot, ctx, dialog, tmp_path):
    trf, _ = club_trf(ctx, tmp_path)
    qtbot.keyClicks(dialog.path, str(trf))
    with qtbot.waitSignal(dialog.previewed, timeout=TIMEOUT):
        click(qtbot, dialog.preview_button)
    rows = summary(dialog)
    assert rows["Dates"] == "12/10/2025 to 14/10/2025"  # day first, as the window writes dates
    assert rows["Rate"] == "standard"


def test_the_players_can_be_filtered_by_name_and_match_and_sorted(qtbot, ctx, dialog, tmp_path):
    trf, member = club_trf(ctx, tmp_path)
    qtbot.keyClicks(dialog.path, str(trf))
    with qtbot.waitSignal(dialog.previewed, timeout=TIMEOUT):
        click(qtbot, dialog.preview_button)
    players = dialog.players
    assert [players.text(r, 0) for r in range(players.rows())] == ["Newcomer, Nora", member]  # new ones first
    qtbot.keyClicks(players.find, "NÔRA")  # case and accents ignored
    assert [players.text(r, 0) for r in range(players.rows())] == ["Newcomer, Nora"]
    qtbot.keyClick(players.find, Qt.Key.Key_Return)  # Enter in the filter previews nothing again
    assert dialog.job is None and players.rows() == 1
    players.find.clear()
    players.match.setCurrentIndex(players.match.findData("found"))
    assert [players.text(r, 0) for r in range(players.rows())] == [member]
    assert players.text(0, 1) != ""  # his club record's number
    players.match.setCurrentIndex(0)
    header = players.table.horizontalHeader()
    qtbot.mouseClick(header.viewport(), Qt.MouseButton.LeftButton,
                     pos=QPoint(header.sectionViewportPosition(0) + 5, header.height() // 2))
    assert header.sortIndicatorSection() == 0
    names = [players.text(r, 0) for r in range(players.rows())]
    assert names == sorted(names, key=str.lower, reverse=header.sortIndicatorOrder() == Qt.SortOrder.DescendingOrder)


def test_an_unrecognised_file_names_the_format_choices_not_the_command_line(qtbot, dialog, tmp_path):
    notes = tmp_path / "notes.txt"
    notes.write_text("shopping list\nmilk\n", encoding="utf-8")
    qtbot.keyClicks(dialog.path, str(notes))
    with qtbot.waitSignal(dialog.refused, timeout=TIMEOUT) as refused:
        click(qtbot, dialog.preview_button)
    message = refused.args[0]
    assert message.startswith("notes.txt: ")
    assert "--format" not in message and "frbe-list" not in message
    assert "Format" in message and "FIDE tournament report (TRF)" in message and "Belgian rating list" in message


def test_the_file_filter_lists_every_format_and_the_formats_are_named_in_french(qtbot, ctx, dialog, monkeypatch):
    """The filter and the Format choices come from the one list of formats: a new format is offered without
    touching the dialog."""
    from elodesk.formats.registry import REGISTRY
    from elodesk.ui.dialogs import import_dialog
    from elodesk.ui.dialogs.import_report import format_label

    asked: list[str] = []
    monkeypatch.setattr(import_dialog, "open_path", lambda parent, title, start, filters: (asked.append(filters),
                                                                                          ("", ""))[1])
    click(qtbot, dialog.browse)
    readable = asked[0].split(";;")[0]
    for spec in REGISTRY:
        assert all(pattern in readable.split("(")[1] for pattern in spec.patterns), (spec.id, readable)
    assert [dialog.format.itemData(i) for i in range(1, dialog.format.count())] == [f.id for f in REGISTRY]
    QLocale.setDefault(QLocale("fr_BE"))  # the window's language (the settings fixture puts English back)
    assert format_label("papi") == "Tournoi Papi (français)"


def test_import_writes_what_the_preview_read_without_reading_the_file_again(qtbot, ctx, dialog, tmp_path,
                                                                             monkeypatch):
    from elodesk.formats import trf

    trf_file, _ = club_trf(ctx, tmp_path)
    reads: list[Path] = []
    monkeypatch.setattr(trf, "read", lambda path, _read=trf.read: (reads.append(path), _read(path))[1])
    qtbot.keyClicks(dialog.path, str(trf_file))
    with qtbot.waitSignal(dialog.previewed, timeout=TIMEOUT) as preview:
        click(qtbot, dialog.preview_button)
    with qtbot.waitSignal(dialog.imported, timeout=TIMEOUT) as done:
        click(qtbot, dialog.import_button)
    assert reads == [trf_file]
    report = done.args[0]
    assert report.event_name == "Club night" and report.games == preview.args[0].games == 1
    assert [m.how for m in report.players] == [m.how for m in preview.args[0].players]


def test_a_file_saved_after_the_preview_is_read_again_by_import(qtbot, ctx, dialog, tmp_path, monkeypatch):
    from elodesk.formats import trf

    trf_file, _ = club_trf(ctx, tmp_path)
    reads: list[Path] = []
    monkeypatch.setattr(trf, "read", lambda path, _read=trf.read: (reads.append(path), _read(path))[1])
    qtbot.keyClicks(dialog.path, str(trf_file))
    with qtbot.waitSignal(dialog.previewed, timeout=TIMEOUT):
        click(qtbot, dialog.preview_button)
    trf_file.write_text(trf_file.read_text(encoding="utf-8").replace("Club night", "Club evening"), encoding="utf-8")
    with qtbot.waitSignal(dialog.imported, timeout=TIMEOUT) as done:
        click(qtbot, dialog.import_button)
    assert len(reads) == 2 and done.args[0].event_name == "Club evening"
