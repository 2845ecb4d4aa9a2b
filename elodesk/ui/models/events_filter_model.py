"""The events list as the search field filters it."""

from __future__ import annotations

from typing import Any

from elodesk.store.events import EventLine
from elodesk.ui.models.rows_model import RowsFilterModel


class EventsFilterModel(RowsFilterModel):
    """The events any of whose texts (name, system, dates, counts) holds the search, in any case. The
    list keeps its model's order (newest first): no sorting, one test per event and keystroke."""

    def __init__(self, parent: Any = None) -> None:
        super().__init__(parent)
        self.text = ""

    def set_text(self, text: str) -> None:
        self.refilter("text", text.casefold())

    def accepts(self, row: EventLine) -> bool:
        return not self.text or self.text in self.sourceModel().search_text(row)
