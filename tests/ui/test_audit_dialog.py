"""File ▸ Audit a file: the file read on a worker without importing it, then the report in a dialog
to filter and sort, saved as PDF or JSON; a file that cannot be read is refused with the reader's
sentence in the window's language."""

from __future__ import annotations

import orjson
import pytest
from PySide6.QtCore import Qt
from PySide6.QtWidgets import QMessageBox

from elodesk.reports.audit.finding import SECTION_TITLES
from elodesk.ui import file_dialogs, i18n
from elodesk.ui.dialogs import audit_dialog
from elodesk.ui.dialogs.audit_dialog import AuditDialog
from elodesk.ui.models.audit_findings_model import AF_FINDING, AF_SEVERITY
from elodesk.ui.models.rows_model import ROW_ROLE
from tests.printing.audit_sample import LONG, sample_report
from tests.printing.pdf_text import read_pdf
from tests.printing.test_audit_report import REAL


def shown(dialog: AuditDialog) -> list:
    return [dialog.proxy.index(r, 0).data(ROW_ROLE) for r in range(dialog.proxy.rowCount())]


@pytest.fixture
def dialog(ctx, qtbot, qapp):
    translators = i18n.install(qapp, "fr")  # the window's language, as ctx's
    widget = AuditDialog(ctx, sample_report())
    qtbot.addWidget(widget)
    widget.show()
    yield widget
    i18n.remove(qapp, translators)


def test_the_dialog_shows_the_head_the_verdict_and_every_finding(dialog):
    report = dialog.report
    assert dialog.verdict.text() == "✗ 3 erreurs, 5 points à vérifier"  # the window's text language: French
    assert shown(dialog) == list(report.findings)
    assert dialog.shown.text() == f"Affichés : {len(report.findings)} / {len(report.findings)}"
    fault = dialog.proxy.index(1, AF_SEVERITY)
    assert fault.data() == "✗ erreur"  # a sign and a word, not colour alone
    assert dialog.proxy.index(1, AF_FINDING).data() == LONG.format(number=4)


def test_the_current_finding_is_read_whole_under_the_table(dialog, qtbot):
    rect = dialog.table.visualRect(dialog.proxy.index(1, AF_FINDING))
    qtbot.mouseClick(dialog.table.viewport(), Qt.MouseButton.LeftButton, pos=rect.center())
    assert dialog.detail.text() == LONG.format(number=4)  # one line in the table, whole here
    assert dialog.table.rowHeight(1) == dialog.table.rowHeight(0)


def test_a_section_and_faults_only_filter_the_findings(dialog, qtbot):
    dialog.section.setCurrentIndex(dialog.section.findData("players"))
    assert {f.section for f in shown(dialog)} == {"players"} and len(shown(dialog)) == 2
    qtbot.mouseClick(dialog.faults_only, Qt.MouseButton.LeftButton)
    assert [(f.section, f.severity) for f in shown(dialog)] == [("players", "fault")]
    dialog.section.setCurrentIndex(0)  # all sections, faults only
    assert [f.severity for f in shown(dialog)] == ["fault"] * 3
    assert dialog.shown.text() == f"Affichés : 3 / {len(dialog.report.findings)}"
    assert dialog.section.count() == len(SECTION_TITLES) + 1


def test_sorting_by_severity_puts_the_faults_first(dialog):
    dialog.table.sortByColumn(AF_SEVERITY, Qt.SortOrder.AscendingOrder)
    severities = [f.severity for f in shown(dialog)]
    assert severities == sorted(severities, key=["fault", "note", "ok"].index)
    assert severities[:3] == ["fault"] * 3


def test_save_as_pdf_writes_the_report_in_the_windows_language(dialog, qtbot, tmp_path, monkeypatch):
    target = tmp_path / "brugge"  # no extension typed: .pdf added
    monkeypatch.setattr(file_dialogs, "_ask", lambda d: (str(target), ""))
    with qtbot.waitSignal(dialog.saved, timeout=20000) as saved:
        qtbot.mouseClick(dialog.pdf_button, Qt.MouseButton.LeftButton)
    assert saved.args == [str(target) + ".pdf"]
    text = " ".join(page.text() for page in read_pdf(saved.args[0]))
    assert "Player 17 has FIDE id 4612345" in text and "Appariements" in text
    assert "Enregistré" in dialog.status.text()


def test_save_as_json_writes_every_finding_and_the_exit_status(dialog, qtbot, tmp_path, monkeypatch):
    target = tmp_path / "brugge.json"
    monkeypatch.setattr(file_dialogs, "_ask", lambda d: (str(target), ""))
    with qtbot.waitSignal(dialog.saved, timeout=20000):
        qtbot.mouseClick(dialog.json_button, Qt.MouseButton.LeftButton)
    data = orjson.loads(target.read_bytes())
    assert data["exit_status"] == 1 and data["start"] == "2026-01-12"
    assert len(data["findings"]) == len(dialog.report.findings)
    assert data["findings"][1]["board"] == 4 and data["findings"][1]["text"] == LONG.format(number=4)


def test_a_folder_that_refuses_the_file_is_said_not_raised(dialog, qtbot, tmp_path, monkeypatch):
    monkeypatch.setattr(file_dialogs, "_ask", lambda d: (str(tmp_path / "missing" / "x.pdf"), ""))
    told: list[str] = []
    monkeypatch.setattr(QMessageBox, "warning", lambda parent, title, text: told.append(text))
    qtbot.mouseClick(dialog.pdf_button, Qt.MouseButton.LeftButton)
    qtbot.waitUntil(lambda: bool(told), timeout=20000)
    assert "n'a pas pu être écrit" in told[0] and "missing" in told[0]


@pytest.mark.parametrize(("lang", "text"), [("fr", "&Vérifier un fichier…"), ("en", "&Audit a file…"),
                                            ("nl", "Een bestand &controleren…")])
def test_the_file_menu_offers_the_audit_in_each_language(window, lang, text):
    window.set_language(lang)
    file_menu = window.menuBar().actions()[0].menu()  # the menus are built again in the language
    action = next(a for a in file_menu.actions() if a.objectName() == "action-audit")
    assert action.text() == text
    window.set_language("fr")


def test_the_menu_audits_the_chosen_file_on_a_worker_and_shows_the_report(window, qtbot, tmp_path, monkeypatch):
    chosen = tmp_path / "open.trf"
    chosen.write_text("012 Open\n", encoding="utf-8")
    monkeypatch.setattr(file_dialogs, "_ask", lambda d: (str(chosen), ""))
    read: list = []
    monkeypatch.setattr(audit_dialog, "read_report", lambda path, db_path: read.append(path) or sample_report())
    window.audit_file()
    assert window.audit_job is not None
    # the job's end is delivered through the event loop, which has not run yet
    assert window.statusBar().currentMessage() == "Vérification de open.trf…"
    qtbot.waitUntil(lambda: window.findChild(AuditDialog) is not None, timeout=20000)
    assert read == [chosen]
    shown = window.findChild(AuditDialog)
    assert shown.windowTitle() == "Vérification — open-brugge-2026.trf"
    assert window.statusBar().currentMessage() == ""
    shown.close()
    qtbot.waitUntil(lambda: window.findChild(AuditDialog) is None)  # not kept once closed


def test_a_file_that_cannot_be_read_is_refused_with_the_readers_sentence(window, qtbot, tmp_path, monkeypatch):
    from elodesk.formats import trf

    bad = tmp_path / "bad.trf"
    bad.write_text("012 Open\n042 2026-01-12\n", encoding="utf-8")
    monkeypatch.setattr(file_dialogs, "_ask", lambda d: (str(bad), ""))
    monkeypatch.setattr(audit_dialog, "read_report", lambda path, db_path: trf.read(path))
    told: list[str] = []
    monkeypatch.setattr(QMessageBox, "warning", lambda parent, title, text: told.append(text))
    window.audit_file()
    qtbot.waitUntil(lambda: bool(told), timeout=20000)
    assert told[0].startswith("bad.trf:2 : lignes de joueurs (001) attendues")  # file, line, in French
    assert window.findChild(AuditDialog) is None


def test_the_real_audit_of_a_file_leaves_the_club_as_it_was(window, ctx, qtbot, monkeypatch):
    from elodesk.store.db import dump

    before = dump(ctx.db)
    monkeypatch.setattr(file_dialogs, "_ask", lambda d: (str(REAL / "milvang_held_swiss_5.trf"), ""))
    window.audit_file()
    qtbot.waitUntil(lambda: window.findChild(AuditDialog) is not None, timeout=60000)
    assert window.findChild(AuditDialog).model.rowCount() == len(window.findChild(AuditDialog).report.findings)
    assert dump(ctx.db) == before


@pytest.mark.parametrize("lang", ["fr", "en", "nl"])
def test_screenshots_of_the_dialog(ctx, qtbot, tmp_path, lang, qapp):
    """The dialog drawn offscreen in each language (kept under /tmp for a look; nothing asserted on pixels)."""
    translators = i18n.install(qapp, lang)
    try:
        ctx.lang = lang
        widget = AuditDialog(ctx, sample_report(changes=6))
        qtbot.addWidget(widget)
        widget.show()
        qtbot.waitExposed(widget)
        qapp.processEvents()  # the table laid out at the dialog's size
        widget.table.selectRow(1)
        image = widget.grab()
        assert not image.isNull()
        image.save(str(tmp_path / f"audit-dialog-{lang}.png"))
    finally:
        i18n.remove(qapp, translators)
