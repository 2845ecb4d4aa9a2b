"""The Sheets page's choices kept across its rebuilding (a language switch builds the pages again):
the sheet, its event, player, round, system, mode, club, category, language of print and whether
only active players are listed. The club and category lists are read again on a worker: what was
chosen is chosen again once they are."""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

if TYPE_CHECKING:
    from elodesk.ui.views.sheets_view import SheetsView


def view_state(page: SheetsView) -> dict[str, Any]:
    return {"kind": page.current_kind(), "system": page.system_box.currentData(),
            "mode": page.mode_box.currentData(), "language": page.language_box.currentData(),
            "event_id": page.event_box.currentData(), "player_id": page.player_box.currentData(),
            "round_no": page.round_box.value(), "club": page.club_box.currentData(),
            "category": page.category_box.currentData(), "active": page.active_box.isChecked()}


def restore_view_state(page: SheetsView, state: dict[str, Any]) -> None:
    for combo, key in ((page.mode_box, "mode"), (page.language_box, "language")):
        index = combo.findData(state.get(key))
        if index >= 0:
            combo.setCurrentIndex(index)
    page.active_box.setChecked(bool(state.get("active", page.active_box.isChecked())))
    page._wanted.update(club=state.get("club"), category=state.get("category"))
    page.select(state["kind"], system=state.get("system"), event_id=state.get("event_id"),
                player_id=state.get("player_id"), round_no=state.get("round_no"))
