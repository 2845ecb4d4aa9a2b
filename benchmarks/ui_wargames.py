"""bench_ui's measures on the club's Bataille Empire and Diplomacy events: what each needs before it
starts (``prepare_*``, outside the measure) and the user's action (``act_*``). ``bench`` is
bench_ui's Bench."""

from __future__ import annotations

from collections.abc import Callable
from typing import Any

from PySide6.QtWidgets import QDialogButtonBox

from benchmarks.ui_club import wargame_event

BATTLE, DIPLOMACY = "bataille-empire", "diplomacy"


def event_id(bench: Any, system: str) -> int:
    found = wargame_event(bench.ctx.db_path, system)
    if found is None:
        raise LookupError(f"the club has no {system} event: delete {bench.ctx.db_path} to build it again")
    return found


def act_open(system: str) -> Callable[[Any, Any], None]:
    """The Events page (or the Ratings page) opens the event."""
    return lambda bench, page: page.select_event(event_id(bench, system))


def prepare_event(system: str) -> Callable[[Any], Any]:
    """The Events page on the event, its first game selected."""
    def prepare(bench: Any) -> Any:
        page = bench.page("events")
        page.select_event(event_id(bench, system))
        bench.settle()
        page.games.select_first()
        return page
    return prepare


def act_scroll(bench: Any, page: Any) -> None:
    """Its games and standings scrolled to the end."""
    bench.scroll_to_end(page.games)


def prepare_dialog(system: str) -> Callable[[Any], Any]:
    """The first game's dialog open (Diplomacy's: the club's players read)."""
    def prepare(bench: Any) -> Any:
        page = prepare_event(system)(bench)
        page.games.edit_current()
        bench.settle()
        return page.dialog
    return prepare


def act_enter_result(bench: Any, dialog: Any) -> None:
    """Another result (a battle's next one; a Diplomacy game's supply centre from its leader to its
    last), then OK: the game is stored, the page and the preview follow."""
    if hasattr(dialog, "result_buttons"):
        results = list(dialog.result_buttons)
        shown = next(r for r, button in dialog.result_buttons.items() if button.isChecked())
        dialog.result_buttons[results[(results.index(shown) + 1) % len(results)]].setChecked(True)
    else:
        centres = sorted((box for _, box, *_ in dialog.rows.values()), key=lambda box: box.value())
        centres[-1].setValue(centres[-1].value() - 1)
        centres[0].setValue(centres[0].value() + 1)
    dialog.buttons.button(QDialogButtonBox.StandardButton.Ok).click()


def prepare_ratings(system: str) -> Callable[[Any], Any]:
    """The Ratings page on the system, its event list filled."""
    def prepare(bench: Any) -> Any:
        page = bench.page("ratings")
        page.system.setCurrentIndex(page.system.findData(system))
        bench.settle()
        return page
    return prepare
