"""Every word the user reads follows the chosen language: Qt's file dialogs, dates, plot months."""

from __future__ import annotations

import pytest
from PySide6.QtCore import QDate, QFileInfo, QLocale
from PySide6.QtWidgets import QApplication, QFileDialog, QLabel

from elodesk.ui import i18n
from elodesk.ui.file_dialogs import file_dialog


@pytest.fixture
def language(qapp):
    """Install a language's translators for one test, then go back to none."""
    installed: list = []
    before = QLocale()

    def install(lang: str) -> None:
        installed.extend(i18n.install(QApplication.instance(), lang))

    yield install
    i18n.remove(QApplication.instance(), installed)
    QLocale.setDefault(before)


@pytest.mark.parametrize(("lang", "look_in", "types", "folder", "save"),
                         [("fr", "Voir dans :", "Fichiers de type :", "Dossier", "&Enregistrer"),
                          ("nl", "Zoeken in:", "Bestanden van type:", "Map", "Op&slaan")])
def test_the_file_dialog_speaks_the_chosen_language(qtbot, tmp_path, language, lang, look_in, types, folder, save):
    language(lang)
    (tmp_path / "sub").mkdir()
    dialog = file_dialog(None, "x", str(tmp_path), "*.trf", QFileDialog.AcceptMode.AcceptSave)
    qtbot.addWidget(dialog)
    assert dialog.testOption(QFileDialog.Option.DontUseNativeDialog)  # the system here speaks another
    assert dialog.labelText(QFileDialog.DialogLabel.LookIn) == look_in
    assert dialog.labelText(QFileDialog.DialogLabel.FileType) == types
    assert dialog.iconProvider().type(QFileInfo(str(tmp_path / "sub"))) == folder
    dialog.show()
    texts = {label.text() for label in dialog.findChildren(QLabel)}
    assert look_in in texts and "Look in:" not in texts and "&Look in:" not in texts
    assert QApplication.translate("QFileDialog", "&Save") == save  # Qt's own catalogue is loaded


def test_english_dates_are_written_as_in_europe(language):
    language("en")
    day = QDate(2025, 10, 15)
    assert QLocale().toString(day, QLocale.FormatType.ShortFormat) == "15/10/2025"
    assert i18n.current_language() == "en"


def test_the_history_plot_names_the_months_in_the_chosen_language(qtbot, demo_db, language):
    from matplotlib.backends.backend_agg import FigureCanvasAgg

    from elodesk.ui.context import AppContext
    from elodesk.ui.views.history_view import HistoryView

    language("nl")
    ctx = AppContext(demo_db, "nl")
    page = HistoryView(ctx)
    qtbot.addWidget(page)
    with qtbot.waitSignal(page.loaded):  # the list is read on a worker
        page.show()
    page.system.setCurrentIndex(page.system.findData("frbe"))
    page.model.setData(page.model.index(0, 0), 2, 10)  # tick the first player
    qtbot.waitUntil(lambda: page.plotting.job is None)
    figure = page.history_canvas.figure
    FigureCanvasAgg(figure).draw()
    ticks = {t.get_text() for t in figure.axes[0].get_xticklabels()}
    dutch = {QLocale("nl").standaloneMonthName(m, QLocale.FormatType.ShortFormat) for m in range(1, 13)}
    assert ticks & dutch and not ticks & {"Mar", "May", "Oct"} - dutch
    ctx.close()


def test_dutch_sheets_name_the_grades_as_the_dutch_window_does(language):
    from elodesk.printing.text import grade_name
    from elodesk.ui.widgets import grade_texts

    language("nl")
    dutch = grade_texts()
    assert dutch == {name: grade_name(name, "nl") for name in dutch}
    assert dutch["Général en Chef"] == "Opperbevelhebber"


def test_qt_own_words_follow_a_change_of_language_in_the_window(window):
    """Qt's catalogue (qtbase_fr, qtbase_nl from PySide6) is installed with the window's own, and again on
    a change of language: its file dialog's words are never left in English in a French window."""
    assert QApplication.translate("QFileDialog", "Look in:") == "Voir dans\xa0:"
    window.set_language("nl")
    assert QApplication.translate("QFileDialog", "Look in:") == "Zoeken in:"
    assert QApplication.translate("QFileDialog", "Files of type:") == "Bestanden van type:"
    window.set_language("fr")
    assert QApplication.translate("QFileDialog", "Files of type:") == "Fichiers de type\xa0:"
    window.set_language("en")
    assert QApplication.translate("QFileDialog", "Look in:") == "Look in:"


def test_the_file_dialog_shows_sizes_dates_and_places_whole(qtbot, tmp_path, language):
    """Qt's own proportions cut them: '320…KiB', '28 11 2…6 02:40', 'Or…' for Ordinateur."""
    from PySide6.QtWidgets import QListView, QSplitter, QTreeView

    language("fr")
    (tmp_path / "sharly_bre-jeunes-2024-open-b.papi").write_bytes(b"x" * 327_000)
    dialog = file_dialog(None, "x", str(tmp_path), "*.papi", QFileDialog.AcceptMode.AcceptOpen)
    qtbot.addWidget(dialog)
    dialog.show()
    files = dialog.findChild(QTreeView, "treeView")
    qtbot.waitUntil(lambda: files.model().rowCount(files.rootIndex()) == 1)
    qtbot.wait(50)
    for column in (1, 3):  # the size and the date
        assert files.header().sectionSize(column) >= files.sizeHintForColumn(column)
    places = dialog.findChild(QListView, "sidebar")
    assert dialog.findChild(QSplitter, "splitter").sizes()[0] >= places.sizeHintForColumn(0)
