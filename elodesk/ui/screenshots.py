"""``elodesk [--db PATH] screenshots DIR``: every page and dialog rendered to PNG, for the README
and for review. Each view is put in the state a user would see it in (a period previewed,
an event open, players plotted) before it is grabbed."""

from __future__ import annotations

from collections.abc import Callable
from pathlib import Path

from PySide6.QtCore import QDate, QThreadPool
from PySide6.QtWidgets import QApplication, QDialog, QFileDialog, QWidget

from elodesk.store.events import EventLine, list_events
from elodesk.store.games import chess_games
from elodesk.ui import i18n
from elodesk.ui.app import make_app
from elodesk.ui.context import AppContext
from elodesk.ui.main_window import PAGES, MainWindow

SIZE = (1280, 800)


def _settle(app: QApplication) -> None:
    """Let workers finish and the widgets paint."""
    for _ in range(3):
        QThreadPool.globalInstance().waitForDone(20_000)
        app.processEvents()


def _grab(app: QApplication, widget: QWidget, path: Path) -> Path:
    _settle(app)
    widget.grab().save(str(path))
    return path


def _last_chess_event(ctx: AppContext) -> EventLine | None:
    events = [e for e in list_events(ctx.db) if e.system in ("frbe", "ffe") and e.games]
    return events[-1] if events else None


def _prepare_pages(window: MainWindow) -> dict[str, Callable[[], None]]:
    """What to do on each page before its picture: the state a user would leave it in."""
    ctx = window.ctx

    def ratings(system: str = "frbe") -> None:
        page = window.page("ratings")
        page.system.setCurrentIndex(page.system.findData(system))
        page.mode.setCurrentIndex(page.mode.findData("period"))  # the page opens on the latest period with games
        if system == "fide":  # the demo's May, standard list: the German open, its 7.1.3 note
            page.rate.setCurrentIndex(page.rate.findData("standard"))
            page.start.setDate(QDate(2025, 5, 1))
            page.end.setDate(QDate(2025, 5, 31))
        page.run_preview()
        QThreadPool.globalInstance().waitForDone(20_000)
        QApplication.processEvents()
        if page.model.rowCount() > 2:
            page.table.selectRow(2)

    def events() -> None:
        event = _last_chess_event(ctx)
        if event is not None:
            window.page("events").select_event(event.id)

    def history() -> None:
        page = window.page("history")
        page.system.setCurrentIndex(page.system.findData("bataille-empire"))
        _settle(QApplication.instance())  # the page reads the system's players on a worker
        model = page.players.model()
        for row in range(min(3, model.rowCount())):
            model.setData(model.index(row, 0), 2, 10)  # Qt.CheckStateRole = 10, Checked = 2

    def sheets() -> None:
        window.page("sheets").refresh_preview()

    return {"ratings": ratings, "events": events, "history": history, "sheets": sheets,
            "ratings-fide": lambda: ratings("fide")}


def _dialogs(window: MainWindow) -> list[tuple[str, Callable[[], QDialog]]]:
    from elodesk.store.games import battles, diplomacy_games
    from elodesk.ui.dialogs.battle_dialog import BattleDialog
    from elodesk.ui.dialogs.conversions_dialog import ConversionsDialog
    from elodesk.ui.dialogs.diplomacy_game_dialog import DiplomacyGameDialog
    from elodesk.ui.dialogs.event_dialog import EventDialog
    from elodesk.ui.dialogs.explanation_dialog import ExplanationDialog
    from elodesk.ui.dialogs.fide_increase_dialog import FideIncreaseDialog
    from elodesk.ui.dialogs.help_dialog import HelpDialog
    from elodesk.ui.dialogs.import_dialog import ImportDialog
    from elodesk.ui.dialogs.player_dialog import PlayerDialog
    from elodesk.ui.dialogs.result_dialog import ResultDialog
    from elodesk.ui.dialogs.settings_dialog import SettingsDialog
    from elodesk.ui.dialogs.template_dialog import TemplateDialog
    from elodesk.ui.dialogs.uplift_dialog import UpliftDialog
    from elodesk.ui.dialogs.whatif_dialog import WhatIfDialog
    from elodesk.ui.file_dialogs import file_dialog

    ctx = window.ctx
    events = list_events(ctx.db)
    found = {system: next((e.id for e in reversed(events) if e.system == system and e.games), None)
             for system in ("bataille-empire", "diplomacy")}
    chess = _last_chess_event(ctx)
    dialogs: list[tuple[str, Callable[[], QDialog]]] = [
        ("dialog-import", lambda: ImportDialog(ctx, window)),
        ("dialog-settings", lambda: SettingsDialog(ctx, window)),
        ("dialog-player", lambda: PlayerDialog(ctx, 1, window)),
        ("dialog-new-event", lambda: EventDialog(ctx, window)),
        ("dialog-whatif", lambda: WhatIfDialog(ctx, window)),
        ("dialog-conversions", lambda: ConversionsDialog(ctx, window)),
        ("dialog-template", lambda: TemplateDialog(ctx, window)),
        ("dialog-uplift", lambda: UpliftDialog(ctx, window)),
        ("dialog-fide-increase", lambda: FideIncreaseDialog(ctx, window)),
        ("dialog-help", lambda: HelpDialog(ctx, window)),
    ]
    def explanation() -> QDialog:
        dialog = ExplanationDialog(ctx, "Bonnet, Manon", window)
        dialog.show_last_runs(31)  # the demo's player whose last Belgian run shows a game left out
        return dialog

    dialogs += [("dialog-explanation", explanation),
                ("dialog-save-file", lambda: file_dialog(window, "Export", str(Path.home()), "TRF (*.trf)",
                                                         QFileDialog.AcceptMode.AcceptSave))]
    if chess is not None:
        pairing = chess_games(ctx.db, chess.id)[0]
        dialogs.append(("dialog-result", lambda: ResultDialog(ctx, pairing, window)))
    if found["bataille-empire"] is not None:
        battle = battles(ctx.db, found["bataille-empire"])[-1]
        dialogs.append(("dialog-battle", lambda: BattleDialog(ctx, found["bataille-empire"], battle, parent=window)))
    if found["diplomacy"] is not None:
        board = diplomacy_games(ctx.db, found["diplomacy"])[-1]
        dialogs.append(("dialog-diplomacy", lambda: DiplomacyGameDialog(ctx, found["diplomacy"], board,
                                                                        parent=window)))
    return dialogs


def take_screenshots(db_path: Path, out: Path, lang: str = "fr") -> list[Path]:
    """Render every page and dialog on ``db_path`` into ``out``; return the files written."""
    app = make_app()
    translators = i18n.install(app, lang)
    out.mkdir(parents=True, exist_ok=True)
    ctx = AppContext(db_path, lang)
    window = MainWindow(ctx)
    window.translators = translators
    window.resize(*SIZE)
    window.show()
    written: list[Path] = []
    prepare = _prepare_pages(window)
    for number, (key, _) in enumerate(PAGES, 1):
        window.show_page(key)
        _settle(app)
        if key in prepare:
            prepare[key]()
        written.append(_grab(app, window, out / f"{number:02d}-{key}.png"))
    window.show_page("ratings")
    prepare["ratings-fide"]()
    written.append(_grab(app, window, out / "ratings-fide.png"))
    for name, make in _dialogs(window):
        dialog = make()
        dialog.show()
        written.append(_grab(app, dialog, out / f"{name}.png"))
        dialog.close()
        dialog.deleteLater()
    window.close()
    i18n.remove(app, translators)
    ctx.close()
    return written
