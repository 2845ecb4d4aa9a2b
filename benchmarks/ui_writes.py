"""bench_ui's measures of the dialogs' writes (issue 24 item 3): the Belgian uplift applied and undone,
a player merged and the merge undone. Each dialog writes on a worker; a measure runs from the click
until the window is quiet again (the write, then every page following the change). ``bench`` is
bench_ui's Bench; each pair of measures leaves the club as it found it (its backups removed)."""

from __future__ import annotations

from collections.abc import Callable
from typing import Any
from unittest import mock

from PySide6.QtWidgets import QMessageBox

MERGED = "Doublon, Bench"  # the record a player is merged into (created before, deleted after)


def _answered_yes(bench: Any, act: Callable[[], None]) -> None:
    with mock.patch.object(QMessageBox, "question", return_value=QMessageBox.StandardButton.Yes), \
            mock.patch.object(QMessageBox, "warning", side_effect=lambda _p, _t, text: print(text)):
        act()
        bench.settle(inside=True)


def _backups(bench: Any) -> set[Any]:
    path = bench.ctx.db_path
    return set(path.parent.glob(f"{path.name}.before-apply-*.bak"))


def prepare_uplift(bench: Any) -> Any:
    """The uplift dialog open on the window, its preview shown (the window's own pages behind it)."""
    from elodesk.ui.dialogs.uplift_dialog import UpliftDialog

    bench.ensure_window()
    bench.backups = _backups(bench)
    dialog = UpliftDialog(bench.ctx, bench.window)
    dialog.show()
    bench.settle()
    return dialog


def act_apply_uplift(bench: Any, dialog: Any) -> None:
    if dialog.undo_button.isEnabled():
        print(f"{bench.ctx.db_path}: the uplift is applied already; undo it first")
        return
    _answered_yes(bench, dialog.apply_uplift)


def act_undo_uplift(bench: Any, dialog: Any) -> None:
    if not dialog.undo_button.isEnabled():
        print("the uplift's undo measure follows its apply measure (--only uplift runs both)")
        return
    _answered_yes(bench, dialog.undo_uplift)


def closed_uplift(bench: Any) -> None:
    """The dialog gone (after the measure)."""
    from PySide6.QtWidgets import QApplication

    from elodesk.ui.dialogs.uplift_dialog import UpliftDialog

    for widget in QApplication.topLevelWidgets():
        if isinstance(widget, UpliftDialog):
            widget.close()


def undone_uplift(bench: Any) -> None:
    """The dialog gone and the backups Apply made removed: the club is as it was."""
    closed_uplift(bench)
    for made in _backups(bench) - bench.backups:
        made.unlink()


def prepare_merge(bench: Any) -> Any:
    """A new record for the club's first player, and the merge dialog on both: his own record (its games,
    ratings and history) dropped into the new one."""
    from elodesk.store.player_edits import add_player
    from elodesk.store.players import Player
    from elodesk.ui.dialogs.merge_dialog import MergeDialog

    bench.ensure_window()
    first = bench.ctx.db.execute("SELECT white_id FROM chess_games ORDER BY id LIMIT 1").fetchone()[0]
    double = add_player(bench.ctx.db, Player(MERGED))
    dialog = MergeDialog(bench.ctx, first, double, bench.window)
    dialog.keep_group.button(double).setChecked(True)
    dialog.show()
    bench.settle()  # the worker found no game they played together
    return dialog


def act_merge(bench: Any, dialog: Any) -> None:
    if not dialog.ok.isEnabled():
        print(f"the merge is refused: {dialog.refusal.text()}")
        return
    dialog.accept()
    bench.settle(inside=True)


def act_undo(bench: Any, _: Any) -> None:
    """Edit > Undo (the merge's undo runs on the window's thread, as every undo of the stack)."""
    bench.ctx.undo_stack.undo()


def prepare_undo(bench: Any) -> None:
    bench.ensure_window()
    if bench.ctx.undo_stack.undoText() == "":
        print("the merge's undo measure follows its merge measure (--only merge runs both)")


def deleted_double(bench: Any) -> None:
    """The record made for the merge deleted once the merge is undone: the club is as it was."""
    from elodesk.store.player_edits import delete_player

    for (player_id,) in bench.ctx.db.execute("SELECT id FROM players WHERE name = ?", [MERGED]).fetchall():
        delete_player(bench.ctx.db, player_id)
    bench.ctx.undo_stack.clear()
