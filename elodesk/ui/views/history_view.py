"""The History page: players' ratings over time in one system, and how the system's ratings are spread.

The series come from ``elodesk.reports.history`` and the figures from
``elodesk.reports.figures`` (the same ones the printed sheets use); this page
only chooses what to draw and shows it. Both are made on workers, and drawn
there too (``ui.widgets.plot_canvas``): matplotlib is never imported on the UI
thread.
"""

from __future__ import annotations

from dataclasses import dataclass, replace
from pathlib import Path
from typing import TYPE_CHECKING, Any

from PySide6.QtCore import QLocale, Qt, Signal, Slot
from PySide6.QtGui import QShowEvent
from PySide6.QtWidgets import (
    QComboBox,
    QFormLayout,
    QHBoxLayout,
    QHeaderView,
    QLabel,
    QLineEdit,
    QMessageBox,
    QPushButton,
    QSplitter,
    QTableView,
    QTabWidget,
    QVBoxLayout,
    QWidget,
)

from elodesk.collector import full_collections_held, import_for_good
from elodesk.core.systems import CLUB_SYSTEMS, get_system
from elodesk.reports.history import current_ratings, rating_series
from elodesk.reports.rankings import ranking
from elodesk.store.db import open_db
from elodesk.ui.context import AppContext, Change, What
from elodesk.ui.file_dialogs import save_path
from elodesk.ui.i18n import system_title
from elodesk.ui.models.history_model import MAX_LINES, HistoryPlayersModel, PlayerList
from elodesk.ui.widgets import grade_texts
from elodesk.ui.widgets.plot_canvas import PlotCanvas
from elodesk.ui.workers import Cancelled, Job, Latest

if TYPE_CHECKING:  # matplotlib is imported on the workers that make the figures
    from matplotlib.figure import Figure


@dataclass(frozen=True, slots=True)
class Loaded:
    """What a worker read for the page: the system's players and the figure of their distribution."""

    players: PlayerList
    distribution: Figure


class HistoryView(QWidget):
    """Pick a system and up to eight players; see their ratings over time and the system's spread.

    What a federation's database holds is read on workers: the players and the distribution
    (``loaded``), the ticked players' series (``plotted``); the page stays responsive meanwhile.
    """

    loaded = Signal()  # the list and the distribution of the system chosen are shown
    plotted = Signal()  # the history plot shows the ticked players

    def __init__(self, ctx: AppContext, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.ctx = ctx
        self._stale = False
        self.reading = Latest()  # the list; a newer read makes an older one's result moot
        self.plotting = Latest()  # the ticked players' series

        self.system = QComboBox(objectName="system")
        for system in CLUB_SYSTEMS:
            self.system.addItem(system_title(system), system)
        self.mode = QComboBox(objectName="mode")  # Diplomacy's modes, FIDE's lists (filled per system)
        self.search = QLineEdit(objectName="search", placeholderText=self.tr("Search a player…"),
                                clearButtonEnabled=True)
        self.model = HistoryPlayersModel(self)
        self.model.lang = ctx.text_lang
        self.players = QTableView(objectName="players", sortingEnabled=True, alternatingRowColors=True)
        self.players.setModel(self.model)
        self.players.sortByColumn(HistoryPlayersModel.NAME, Qt.SortOrder.AscendingOrder)
        self.players.setSelectionBehavior(QTableView.SelectionBehavior.SelectRows)
        self.players.setSelectionMode(QTableView.SelectionMode.SingleSelection)
        self.players.verticalHeader().setVisible(False)
        header = self.players.horizontalHeader()
        header.setSectionResizeMode(HistoryPlayersModel.NAME, QHeaderView.ResizeMode.Stretch)
        header.setSectionResizeMode(HistoryPlayersModel.RATING, QHeaderView.ResizeMode.ResizeToContents)
        # the ratings in sight are measured, not the fetched rows' (200 of them, at each keystroke)
        header.setResizeContentsPrecision(0)
        self.count = QLabel(objectName="count")
        self.count.setWordWrap(True)
        self.clear_button = QPushButton(self.tr("C&lear"), objectName="clear")

        self.history_canvas, self.distribution_canvas = PlotCanvas(), PlotCanvas()
        self.history_canvas.setObjectName("history-canvas")
        self.distribution_canvas.setObjectName("distribution-canvas")
        self.tabs = QTabWidget(objectName="tabs")
        self.tabs.addTab(self.history_canvas, self.tr("Rating &history"))
        self.tabs.addTab(self.distribution_canvas, self.tr("Rating &distribution"))
        self.save_button = QPushButton(self.tr("&Save as PNG…"), objectName="save-png")
        self.saved = QLabel(objectName="saved")
        self.saved.setTextInteractionFlags(Qt.TextInteractionFlag.TextSelectableByMouse)

        form = QFormLayout()
        form.addRow(self.tr("&System"), self.system)
        form.addRow(self.tr("&Games"), self.mode)
        self.form = form
        left = QWidget()
        left_layout = QVBoxLayout(left)
        left_layout.setContentsMargins(0, 0, 0, 0)
        left_layout.addLayout(form)
        left_layout.addWidget(self.search)
        left_layout.addWidget(self.players, 1)
        under = QHBoxLayout()
        under.addWidget(self.count, 1)
        under.addWidget(self.clear_button)
        left_layout.addLayout(under)
        left.setMinimumWidth(240)

        right = QWidget()
        right_layout = QVBoxLayout(right)
        right_layout.setContentsMargins(0, 0, 0, 0)
        right_layout.addWidget(self.tabs, 1)
        bottom = QHBoxLayout()
        bottom.addWidget(self.saved, 1)
        bottom.addWidget(self.save_button)
        right_layout.addLayout(bottom)

        split = QSplitter(Qt.Orientation.Horizontal)
        split.addWidget(left)
        split.addWidget(right)
        split.setStretchFactor(0, 1)
        split.setStretchFactor(1, 3)
        split.setChildrenCollapsible(False)
        layout = QVBoxLayout(self)
        layout.addWidget(split)

        self.system.currentIndexChanged.connect(self._system_changed)
        self.mode.currentIndexChanged.connect(self.reload)
        self.search.textChanged.connect(self.model.set_needle)
        self.model.checked_changed.connect(self._draw_history)
        self.model.limit_reached.connect(self._limit_reached)
        self.clear_button.clicked.connect(self.model.clear_checks)
        self.save_button.clicked.connect(self.save_png)
        ctx.data_changed.connect(self._data_changed)
        ctx.closing.connect(self._cancel_jobs)
        self._system_changed()

    # --- texts ------------------------------------------------------------------------------

    def _rating_label(self) -> str:
        key = get_system(self.current_system()).sheet_rating_key
        return {"level": self.tr("Level"), "global_elo": self.tr("Global Elo")}.get(key) or self.tr("Rating")

    def _plot_title(self) -> str:
        title = system_title(self.current_system())
        if self.mode.count():  # Diplomacy's modes, FIDE's lists: the one plotted
            return self.tr("{system}, {mode}").format(system=title, mode=self.mode.currentText().lower())
        return title

    # --- choosing --------------------------------------------------------------------------

    def current_system(self) -> str:
        return self.system.currentData()

    def current_mode(self) -> str:
        return self.mode.currentData() or "classic"

    def _fill_modes(self) -> None:
        """Diplomacy's classic and blitz games, or FIDE's three lists; the other systems have one."""
        system, current = get_system(self.current_system()), self.mode.currentData()
        if system.role_modes:
            texts = {"classic": self.tr("Classic games"), "blitz": self.tr("Blitz games")}
            modes = [(mode, texts.get(mode, mode)) for mode in system.role_modes]
        elif system.per_rate:
            texts = {"standard": self.tr("Standard list"), "rapid": self.tr("Rapid list"),
                     "blitz": self.tr("Blitz list")}
            modes = [(rate, texts.get(rate, rate)) for rate in system.rates]
        else:
            modes = []
        self.mode.blockSignals(True)
        self.mode.clear()
        for data, text in modes:
            self.mode.addItem(text, data)
        self.mode.setCurrentIndex(max(self.mode.findData(current), 0))
        self.mode.blockSignals(False)
        self.form.setRowVisible(self.mode, bool(modes))

    @Slot()
    def _system_changed(self) -> None:
        self._fill_modes()
        if self.isVisible():
            self.reload()
        else:
            self._stale = True  # read when the page is first shown: the window opens faster

    def show_players(self, system: str, player_ids: list[int], mode: str | None = None) -> None:
        """Plot these players in a system (other pages send the user here with one player)."""
        if self.system.findData(system) >= 0:
            self.system.setCurrentIndex(self.system.findData(system))
        if mode is not None and self.mode.findData(mode) >= 0:
            self.mode.setCurrentIndex(self.mode.findData(mode))
        if self._stale:  # not read yet, or changed since: read it (once: showing the page reads no more)
            self.reload()
        if self.reading.job is not None:  # being read (a choice above or the page's showing started it)
            self.model.expect(player_ids)
        else:
            self.model.set_checked(player_ids)

    def view_state(self) -> dict[str, Any]:
        """What the page shows, to show it again once the window is rebuilt in another language."""
        return {"system": self.current_system(), "mode": self.current_mode(), "checked": list(self.model.checked),
                "search": self.search.text()}

    def restore_view_state(self, state: dict[str, Any]) -> None:
        self.search.setText(state["search"])
        self.show_players(state["system"], state["checked"], state["mode"])

    def search_field(self) -> QLineEdit:
        """Where Ctrl+F goes."""
        return self.search

    @Slot()
    def reload(self) -> None:
        """Read the players and ratings again (on a worker), then redraw both plots."""
        self._stale = False
        system, mode, path = self.current_system(), self.current_mode(), self.ctx.db_path
        self.model.lang = self.ctx.text_lang
        self.model.set_rating_title(self._rating_label())

        title, texts = self._plot_title(), self._figure_texts()
        modes_ranked = bool(get_system(system).role_modes)

        def work(progress: Any, cancelled: Any) -> Loaded:
            with full_collections_held():  # a federation's 60,000 players, read without full collections
                db = open_db(path)
                try:
                    rows = ranking(db, system, mode=mode)
                    # a system of modes: the global Elo of the mode chosen
                    values = [r.rating for r in rows] if modes_ranked else current_ratings(db, system)
                finally:
                    db.conn.close()
                if cancelled():  # another read took over: its list is the one shown
                    raise Cancelled
                ids, names, ratings = [r.player_id for r in rows], [r.name for r in rows], [r.rating for r in rows]
                del rows  # freed by their counts before any collection looks at them
                players = PlayerList.from_columns(ids, names, ratings)
            figures = import_for_good("elodesk.reports.figures")
            figure = figures.distribution_figure(values, title=texts["distribution"].format(title=title, n=len(values)),
                                                 rating_label=texts["rating"], count_label=texts["players"])
            if not values:
                figures.hint(figure, texts["no ratings"])
            return Loaded(players, figure)

        self.reading.start(Job(work, self.ctx.describe), self._loaded, self.count.setText)

    def _loaded(self, out: Loaded) -> None:
        self.model.set_rows(out.players)
        self.players.resizeColumnToContents(HistoryPlayersModel.RATING)
        self._draw_history()
        self.distribution_canvas.set_figure(out.distribution)
        self.loaded.emit()

    def _figure_texts(self) -> dict[str, str]:
        """The plots' words, translated here (a worker makes the figures, and never translates)."""
        return {"rating": self._rating_label(), "players": self.tr("Players"),
                "distribution": self.tr("{title}: {n} current ratings"),
                "no ratings": self.tr("No current rating in this system yet."),
                "tick": self.tr("Tick one or more players in the list to see their ratings over time."),
                "no runs": self.tr("No applied run has rated these players yet.")}

    @Slot()
    def _cancel_jobs(self) -> None:
        self.reading.cancel()
        self.plotting.cancel()

    @Slot()
    def _limit_reached(self) -> None:
        self.count.setText(self.tr("At most {n} players on one plot: untick one first.").format(n=MAX_LINES))

    @Slot(object)
    def _data_changed(self, change: Change) -> None:
        if not change.touches(What.PLAYERS | What.RATINGS):
            return
        if self.isVisible():
            self.reload()
        else:
            self._stale = True  # redrawn when the page is shown again

    def showEvent(self, event: QShowEvent) -> None:
        super().showEvent(event)
        if self._stale:
            self.reload()

    # --- drawing ---------------------------------------------------------------------------

    @Slot()
    def _draw_history(self) -> None:
        """Read the ticked players' series on a worker, then plot them."""
        system, mode, path = self.current_system(), self.current_mode(), self.ctx.db_path
        chosen = self.model.checked_rows()
        if chosen:
            self.count.setText(self.tr("Players shown: {n} (at most {max}).").format(n=len(chosen), max=MAX_LINES))
        else:
            self.count.setText(self.tr("Tick up to {max} players.").format(max=MAX_LINES))

        grades = grade_texts() if self.ctx.text_lang != "fr" else None
        title = chosen[0].name if len(chosen) == 1 else self._plot_title()
        months = [QLocale().standaloneMonthName(m, QLocale.FormatType.ShortFormat) for m in range(1, 13)]
        texts = self._figure_texts()
        show_grades = get_system(system).grades

        def work(progress: Any, cancelled: Any) -> Figure:
            figures = import_for_good("elodesk.reports.figures")
            db = open_db(path)
            try:
                read = [rating_series(db, row.player_id, row.name, system, mode) for row in chosen]
            finally:
                db.conn.close()
            series = [replace(s, grades=[grades.get(g, g) for g in s.grades]) for s in read] if grades else read
            figure = figures.history_figure(series, title=title, rating_label=texts["rating"],
                                            show_grades=show_grades, grade_names=grades,
                                            month_names=months)
            if not chosen:
                figures.hint(figure, texts["tick"])
            elif not any(s.dates for s in series):
                figures.hint(figure, texts["no runs"])
            return figure

        self.plotting.start(Job(work, self.ctx.describe), self._plot_history, self.count.setText)

    def _plot_history(self, figure: Figure) -> None:
        self.history_canvas.set_figure(figure)
        self.plotted.emit()

    # --- saving ----------------------------------------------------------------------------

    def current_canvas(self) -> PlotCanvas:
        """The canvas of the tab shown."""
        return self.history_canvas if self.tabs.currentIndex() == 0 else self.distribution_canvas

    @Slot()
    def save_png(self) -> None:
        """Write the plot of the current tab where the user chooses (nothing before the first figures)."""
        canvas = self.current_canvas()
        if canvas.figure is None:
            return
        kind = "history" if self.tabs.currentIndex() == 0 else "distribution"
        suggested = f"{self.current_system()}-{kind}.png"
        path, _ = save_path(self, self.tr("Save the plot"), suggested,
                                              self.tr("PNG pictures (*.png)"))
        if not path:
            return
        if not path.lower().endswith(".png"):
            path += ".png"
        try:
            canvas.save_png(path)
        except OSError as exc:
            QMessageBox.warning(self, self.tr("Save as PNG"), self.tr("The picture could not be written:\n{error}")
                                .format(error=exc.strerror or exc))
            return
        self.saved.setText(self.tr("Saved: {path}").format(path=Path(path)))
