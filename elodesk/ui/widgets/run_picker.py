"""What the Ratings page rates: a system, and a period, an event or a year-end, in one row of fields.

Its texts are the Ratings page's (translated in that page's context, where the catalogues keep them).
"""

from __future__ import annotations

from datetime import date
from typing import Any

from PySide6.QtCore import QCoreApplication, Signal, Slot
from PySide6.QtWidgets import QComboBox, QHBoxLayout, QLabel, QWidget

from elodesk.core.systems import BLITZ, CLUB_SYSTEMS, EVENT_SYSTEMS, INTERNATIONAL, RAPID, STANDARD, get_system
from elodesk.store.db import Database
from elodesk.store.events import events_of_system
from elodesk.store.runs import EVENT, INACTIVITY, PERIOD, RunScope, event_rate, latest_game_day
from elodesk.ui.event_texts import format_day
from elodesk.ui.i18n import system_title
from elodesk.ui.widgets.date_edit import date_edit

EVENT_CHARACTERS = 30  # the event list's width (of the font's widest letter: an event's name and date)


class RunPicker(QWidget):
    """The system, what kind of run, and its dates, event or year; ``changed`` on every change."""

    changed = Signal()
    event_chosen = Signal()  # an event picked from the list: it is previewed at once

    def __init__(self, db: Database, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.db = db
        self.system = QComboBox(objectName="system")
        for system in CLUB_SYSTEMS:
            self.system.addItem(system_title(system), system)
        self.mode = QComboBox(objectName="mode")
        self.start = date_edit(name="start")
        self.end = date_edit(name="end")
        self.event_box = QComboBox(objectName="event")
        # As wide as this many characters, not as its widest event: a federation's 2,000 events were
        # each measured whenever the list was shown (40 ms); the open list still widens to its names.
        self.event_box.setSizeAdjustPolicy(QComboBox.SizeAdjustPolicy.AdjustToMinimumContentsLengthWithIcon)
        self.event_box.setMinimumContentsLength(EVENT_CHARACTERS)
        self.year = QComboBox(objectName="year")
        self.rate = QComboBox(objectName="fide-rate")  # FIDE's three lists
        for rate, text in ((STANDARD, QCoreApplication.translate("RatingsView", "standard")),
                           (RAPID, QCoreApplication.translate("RatingsView", "rapid")),
                           (BLITZ, QCoreApplication.translate("RatingsView", "blitz"))):
            self.rate.addItem(text, rate)
        self._events_of: str | None = None  # the system whose events the list holds (filled when shown)
        layout = QHBoxLayout(self)
        layout.setContentsMargins(0, 0, 0, 0)
        for label, widget in ((QCoreApplication.translate("RatingsView", "System"), self.system),
                              (QCoreApplication.translate("RatingsView", "List"), self.rate),
                              (QCoreApplication.translate("RatingsView", "Rate"), self.mode),
                              (QCoreApplication.translate("RatingsView", "From"), self.start),
                              (QCoreApplication.translate("RatingsView", "To"), self.end),
                              (QCoreApplication.translate("RatingsView", "Event"), self.event_box),
                              (QCoreApplication.translate("RatingsView", "Year"), self.year)):
            caption = QLabel(label)
            caption.setBuddy(widget)
            layout.addWidget(caption)
            layout.addWidget(widget)
            widget.setProperty("caption", caption)
        self.system.currentIndexChanged.connect(self._system_changed)
        self.mode.currentIndexChanged.connect(self._mode_changed)
        self.start.dateChanged.connect(self.end.setMinimumDate)  # a period never ends before it starts
        for edit in (self.start, self.end):
            edit.dateChanged.connect(self.changed)
        self.year.currentIndexChanged.connect(self.changed)
        self.rate.currentIndexChanged.connect(self.changed)
        self.event_box.activated.connect(self.event_chosen)
        self._system_changed()

    def current_system(self) -> str:
        return str(self.system.currentData())

    def rated_by_list(self) -> bool:
        """Whether the system rates each rate apart (FIDE's three lists): a period then names its list."""
        return get_system(self.current_system()).per_rate

    @Slot()
    def _system_changed(self) -> None:
        system = self.current_system()
        self.mode.blockSignals(True)
        self.mode.clear()
        if system not in EVENT_SYSTEMS:
            self.mode.addItem(QCoreApplication.translate("RatingsView", "a period"), PERIOD)
        self.mode.addItem(QCoreApplication.translate("RatingsView", "an event"), EVENT)
        if get_system(system).year_end_inactivity:
            self.mode.addItem(QCoreApplication.translate("RatingsView", "the year-end inactivity"), INACTIVITY)
        self.mode.blockSignals(False)
        self._default_period(system)
        self.year.clear()
        this_year = date.today().year
        for year in range(this_year, this_year - 6, -1):
            self.year.addItem(str(year), year)
        self._mode_changed()

    def _default_period(self, system: str) -> None:
        """The period officers compute (the Belgian half-year, the French four months, FIDE's month) that
        holds the system's last game: the page opens on games, not on an empty period to come."""
        first, last = get_system(system).period_of(latest_game_day(self.db, system) or date.today())
        self.start.setDate(first)
        self.end.setDate(last)

    def refill_events(self, *, always: bool = True) -> None:
        """The system's events in the list, the chosen one kept. Filled when the list is first
        needed: a federation's club holds thousands of events, and most runs are periods."""
        system = self.current_system()
        if not always and self._events_of == system:
            return
        self._events_of = system
        current = self.event_box.currentData()
        items = [(f"{e.name} ({format_day(e.start) or '?'})", e.id)
                 for e in events_of_system(self.db, get_system(system).list_id)]
        if items == [(self.event_box.itemText(i), self.event_box.itemData(i)) for i in range(self.event_box.count())]:
            return  # a result changed, not the list of events
        self.event_box.blockSignals(True)
        self.event_box.clear()
        for text, event_id in items:
            self.event_box.addItem(text, event_id)
        if current is not None and self.event_box.findData(current) >= 0:
            self.event_box.setCurrentIndex(self.event_box.findData(current))
        self.event_box.blockSignals(False)

    @Slot()
    def _mode_changed(self) -> None:
        mode = self.mode.currentData()
        if mode == EVENT:
            self.refill_events(always=False)
        for widget, shown in ((self.start, mode == PERIOD), (self.end, mode == PERIOD),
                              (self.event_box, mode == EVENT), (self.year, mode == INACTIVITY),
                              (self.rate, self.rated_by_list() and mode == PERIOD)):
            widget.setVisible(shown)
            widget.property("caption").setVisible(shown)
        self.changed.emit()

    def events_changed(self) -> None:
        """Events were imported, edited or deleted: the list is read again when next needed."""
        if self.mode.currentData() == EVENT:
            self.refill_events()
        else:
            self._events_of = None

    def choose_event(self, event_id: int) -> bool:
        """Pick an event of the system shown (False when it has no such event)."""
        self.refill_events(always=False)
        index = self.event_box.findData(event_id)
        if index < 0:
            return False
        self.mode.setCurrentIndex(self.mode.findData(EVENT))
        self.event_box.setCurrentIndex(index)
        return True

    def selection(self) -> RunScope | None:
        """The run the fields name (None: an event run with no event to choose)."""
        system, mode = self.current_system(), self.mode.currentData()
        rate = self.rate.currentData() if self.rated_by_list() else None
        if mode == EVENT:
            event_id = self.event_box.currentData()
            if event_id is None:
                return None
            # a FIDE event is rated on the list of its own rate
            return RunScope(system, event_id=event_id, kind=EVENT,
                             rate=event_rate(self.db, event_id) if rate else None)
        if mode == INACTIVITY:
            return RunScope(system, kind=INACTIVITY, year=self.year.currentData())
        return RunScope(system, self.start.date().toPython(), self.end.date().toPython(), kind=PERIOD, rate=rate)

    def describe(self, sel: RunScope) -> str:
        """A run in the interface's language (the store's own summary is English)."""
        if sel.kind == EVENT:
            index = self.event_box.findData(sel.event_id)
            name = self.event_box.itemText(index) if index >= 0 else str(sel.event_id)
            return QCoreApplication.translate("RatingsView", "the event {name}").format(name=name)
        if sel.kind == INACTIVITY:
            return QCoreApplication.translate("RatingsView", "the year-end inactivity of {year}").format(year=sel.year)
        if sel.kind == "uplift":
            return (QCoreApplication.translate("RatingsView", "the FIDE 2024 increase") if sel.system == INTERNATIONAL
                    else QCoreApplication.translate("RatingsView", "the Belgian 2024 uplift"))
        if sel.rate:
            return QCoreApplication.translate("RatingsView", "the {rate} list of {start} – {end}").format(
                rate=self.rate.itemText(self.rate.findData(sel.rate)), start=format_day(str(sel.start)),
                end=format_day(str(sel.end)))
        return QCoreApplication.translate("RatingsView", "the period {start} – {end}").format(
            start=format_day(str(sel.start)), end=format_day(str(sel.end)))

    def state(self) -> dict[str, Any]:
        """The fields, kept across a change of language."""
        return {"system": self.current_system(), "rate": self.rate.currentData(), "mode": self.mode.currentData(),
                "start": self.start.date(), "end": self.end.date(), "event": self.event_box.currentData(),
                "year": self.year.currentData()}

    def restore(self, state: dict[str, Any]) -> None:
        self.system.setCurrentIndex(max(self.system.findData(state["system"]), 0))
        self.rate.setCurrentIndex(max(self.rate.findData(state["rate"]), 0))
        self.mode.setCurrentIndex(max(self.mode.findData(state["mode"]), 0))
        self.start.setDate(state["start"])
        self.end.setDate(state["end"])
        for combo, value in ((self.event_box, state["event"]), (self.year, state["year"])):
            if combo.findData(value) >= 0:
                combo.setCurrentIndex(combo.findData(value))
