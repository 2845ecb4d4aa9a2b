"""*Pair next round* through the real widgets: Ctrl+P on a chess event, a player ticked absent, the pairing
from the worker, an exchange that breaks C1 and says so, Accept into the pairings table, and Ctrl+Z."""

from __future__ import annotations

import pytest
from PySide6.QtCore import QItemSelectionModel, Qt
from PySide6.QtWidgets import QMessageBox

from elodesk.formats.records import PlayerRecord
from elodesk.store import games, rounds
from elodesk.store.db import dump
from elodesk.store.event_edits import add_event, event_fields
from elodesk.store.players import create_player
from elodesk.ui.dialogs import pairing_round_dialog
from elodesk.ui.dialogs.pairing_round_dialog import BOARDS_PAGE, PairingRoundDialog
from elodesk.ui.models.pairing_round_models import BO_BLACK, BO_WHITE, CHOICES, PL_FIRST_CHOICE
from elodesk.ui.views.events_view import EventsView
from tests.ui.test_event_edit_ui import answer
from tests.ui.test_events_view import open_event

OPEN = "Open du jeudi"
NAMES = ["Aubry, Anne", "Borel, Bruno", "Caron, Chloé", "Dumas, David", "Ernst, Elsa", "Fabre, Félix"]


@pytest.fixture
def club(ctx):
    """Six players, round 1 played: Anne-Bruno, Chloé-David, Elsa-Félix, white won each game."""
    with ctx.db.conn:
        ids = [create_player(ctx.db, PlayerRecord(ref=f"t{i}", name=n)) for i, n in enumerate(NAMES)]
    event = add_event(ctx.db, "fide", OPEN, rounds=5)
    for pid, rating in zip(ids, [2000, 1900, 1800, 1700, 1600, 1500], strict=True):
        games.add_event_player(ctx.db, event, pid, rating=rating)
    written = rounds.write_round(ctx.db, event, 1, [(ids[0], ids[1]), (ids[2], ids[3]), (ids[4], ids[5])], [])
    for game_id in written.game_ids:
        games.set_chess_result(ctx.db, game_id, "1-0")
    return event, dict(zip(NAMES, ids, strict=True))


@pytest.fixture
def view(ctx, qtbot, club):
    page = EventsView(ctx)
    qtbot.addWidget(page)
    page.resize(1300, 800)
    page.show()
    qtbot.waitExposed(page)
    open_event(qtbot, page, OPEN)
    return page


def open_dialog(qtbot, view) -> PairingRoundDialog:
    view.activateWindow()  # offscreen, the page is not made active again when a dialog closes
    qtbot.waitUntil(view.isActiveWindow)
    view.games.games_table.setFocus()
    qtbot.keyClick(view.games.games_table, Qt.Key.Key_P, Qt.KeyboardModifier.ControlModifier)
    qtbot.waitUntil(lambda: isinstance(view.dialog, PairingRoundDialog) and view.dialog.isVisible())
    return view.dialog


def tick(dialog: PairingRoundDialog, name: str, choice: str) -> None:
    model = dialog.players_model
    row = next(i for i, r in enumerate(model.rows) if r.name == name)
    assert model.setData(model.index(row, PL_FIRST_CHOICE + CHOICES.index(choice)), Qt.CheckState.Checked.value,
                         Qt.ItemDataRole.CheckStateRole)


def place_of(dialog: PairingRoundDialog, name: str) -> tuple[int, int]:
    model = dialog.boards.model
    for row in range(model.rowCount()):
        for column in (BO_WHITE, BO_BLACK):
            if model.index(row, column).data() == name:
                return row, column
    raise AssertionError(f"{name} is not on a board")


def select(dialog: PairingRoundDialog, *places: tuple[int, int]) -> None:
    selection = dialog.boards.table.selectionModel()
    selection.clearSelection()
    for row, column in places:
        selection.select(dialog.boards.model.index(row, column), QItemSelectionModel.SelectionFlag.Select)


def test_pair_swap_accept_and_undo(qtbot, ctx, view, club):
    event, ids = club
    before = dump(ctx.db)
    dialog = open_dialog(qtbot, view)
    assert dialog.given is not None and dialog.given.round_no == 2 and OPEN in dialog.title.text()
    assert [r.score for r in dialog.players_model.rows[:3]] == [10, 10, 10]
    tick(dialog, "Fabre, Félix", "Z")
    qtbot.mouseClick(dialog.pair_button, Qt.MouseButton.LeftButton)
    qtbot.waitUntil(lambda: dialog.pages.currentIndex() == BOARDS_PAGE, timeout=10000)
    model = dialog.boards.model
    shown = {model.index(r, c).data() for r in range(len(model.slots)) for c in (BO_WHITE, BO_BLACK)}
    assert "Fabre, Félix" not in shown and len(model.slots) == 3  # two boards and the bye
    assert model.index(3, BO_WHITE).data() == "Fabre, Félix" and model.resting[0][1] == "Z"
    assert not model.flags(model.index(3, BO_WHITE)) & Qt.ItemFlag.ItemIsSelectable
    assert dialog.boards.model.breaches() == [] and dialog.boards.rules.text()
    # Anne met Bruno in round 1: put Bruno in front of her.
    anne_row, anne_column = place_of(dialog, "Aubry, Anne")
    opponent_column = BO_BLACK if anne_column == BO_WHITE else BO_WHITE
    select(dialog, (anne_row, opponent_column), place_of(dialog, "Borel, Bruno"))
    qtbot.mouseClick(dialog.boards.exchange_button, Qt.MouseButton.LeftButton)
    assert [b.rule for b in dialog.boards.model.breaches()] == ["C1"] and "Aubry, Anne" in dialog.boards.rules.text()
    qtbot.mouseClick(dialog.boards.exchange_button, Qt.MouseButton.LeftButton)  # the same two back
    assert dialog.boards.model.breaches() == [] and "Aubry, Anne" not in dialog.boards.rules.text()
    select(dialog, (anne_row, BO_WHITE))
    dialog.boards.table.setCurrentIndex(model.index(anne_row, BO_WHITE))
    white = model.index(anne_row, BO_WHITE).data()
    qtbot.mouseClick(dialog.boards.swap_button, Qt.MouseButton.LeftButton)
    assert model.index(anne_row, BO_BLACK).data() == white
    boards = [(model.player_id(r, 0), model.player_id(r, 1)) for r in range(len(model.slots))]
    qtbot.mouseClick(dialog.accept_button, Qt.MouseButton.LeftButton)
    qtbot.waitUntil(lambda: view.dialog is None)
    stored = rounds.event_rounds(ctx.db, event)
    assert [(g.white_id, g.black_id) for g in stored.games if g.round == 2] == [b for b in boards if b[1]]
    assert {(b.player_id, b.kind) for b in stored.byes} == {(ids["Fabre, Félix"], "Z"),
                                                             (next(b[0] for b in boards if not b[1]), "U")}
    assert view.games.current_round() == 2
    assert {r.round for r in view.games.chess.games_model.rows} == {1, 2}
    ctx.undo_stack.undo()
    assert dump(ctx.db) == before


def test_the_round_is_not_paired_before_its_last_results(qtbot, ctx, view, club):
    event, ids = club
    rounds.write_round(ctx.db, event, 2, [(ids["Aubry, Anne"], ids["Caron, Chloé"])], [])
    dialog = open_dialog(qtbot, view)
    assert dialog.message.isVisibleTo(dialog) and "2" in dialog.message.text()
    assert not dialog.pair_button.isEnabled()


def test_accept_and_print_opens_the_round_sheet(qtbot, ctx, view):
    requests = []
    ctx.sheet_requested.connect(requests.append)
    dialog = open_dialog(qtbot, view)
    dialog.system.setCurrentIndex(dialog.system.findData("berger"))
    tick(dialog, "Fabre, Félix", "Z")
    qtbot.mouseClick(dialog.pair_button, Qt.MouseButton.LeftButton)
    assert dialog.message.isVisibleTo(dialog) and dialog.pages.currentIndex() != BOARDS_PAGE
    model = dialog.players_model
    row = next(i for i, r in enumerate(model.rows) if r.name == "Fabre, Félix")
    model.setData(model.index(row, PL_FIRST_CHOICE + CHOICES.index("Z")), Qt.CheckState.Unchecked.value,
                  Qt.ItemDataRole.CheckStateRole)
    qtbot.mouseClick(dialog.pair_button, Qt.MouseButton.LeftButton)
    qtbot.waitUntil(lambda: dialog.pages.currentIndex() == BOARDS_PAGE, timeout=10000)
    qtbot.mouseClick(dialog.print_button, Qt.MouseButton.LeftButton)
    assert [(r.kind, r.round_no) for r in requests] == [("pairings", 2)]


def test_in_a_large_club_a_worker_reads_who_may_enter_late(qtbot, ctx, view, club, monkeypatch):
    monkeypatch.setattr(pairing_round_dialog, "READ_AT_ONCE", 0)
    dialog = open_dialog(qtbot, view)
    qtbot.waitUntil(lambda: dialog.candidates is not None)
    inside = {p.player_id for p in dialog.rounds.players}
    assert dialog.late_ids and not inside & set(dialog.late_ids)
    assert dialog.late_entry.count() == len(dialog.late_ids)


def test_a_late_entry_is_paired_and_leaves_with_the_undo(qtbot, ctx, view, club):
    event, _ids = club
    with ctx.db.conn:
        late = create_player(ctx.db, PlayerRecord(ref="late", name="Gautier, Gilles"))
    before = dump(ctx.db)
    dialog = open_dialog(qtbot, view)
    dialog.late_entry.setCurrentIndex(dialog.late_ids.index(late))
    qtbot.mouseClick(dialog.late_button, Qt.MouseButton.LeftButton)
    assert "Gautier, Gilles" in [r.name for r in dialog.players_model.rows]
    assert late not in dialog.late_ids and dialog.late_entry.findText("Gautier, Gilles") == -1
    qtbot.mouseClick(dialog.pair_button, Qt.MouseButton.LeftButton)
    qtbot.waitUntil(lambda: dialog.pages.currentIndex() == BOARDS_PAGE, timeout=10000)
    model = dialog.boards.model
    assert len(model.slots) == 4 and model.rowCount() == 4  # seven players: three boards and the bye
    qtbot.mouseClick(dialog.accept_button, Qt.MouseButton.LeftButton)
    qtbot.waitUntil(lambda: view.dialog is None)
    assert late in {p.player_id for p in rounds.event_rounds(ctx.db, event).players}
    ctx.undo_stack.undo()
    assert dump(ctx.db) == before


def untick(dialog: PairingRoundDialog, name: str, choice: str) -> None:
    model = dialog.players_model
    row = next(i for i, r in enumerate(model.rows) if r.name == name)
    assert model.setData(model.index(row, PL_FIRST_CHOICE + CHOICES.index(choice)), Qt.CheckState.Unchecked.value,
                         Qt.ItemDataRole.CheckStateRole)


def pair_and_accept(qtbot, view, dialog: PairingRoundDialog) -> None:
    qtbot.mouseClick(dialog.pair_button, Qt.MouseButton.LeftButton)
    qtbot.waitUntil(lambda: dialog.pages.currentIndex() == BOARDS_PAGE, timeout=10000)
    qtbot.mouseClick(dialog.accept_button, Qt.MouseButton.LeftButton)
    qtbot.waitUntil(lambda: view.dialog is None)


def test_a_withdrawal_is_stored_and_a_withdrawn_player_may_come_back(qtbot, ctx, view, club):
    event, ids = club
    felix = ids["Fabre, Félix"]

    def withdrawn_from() -> int | None:
        return next(p.withdrawn_from for p in rounds.event_rounds(ctx.db, event).players if p.player_id == felix)

    dialog = open_dialog(qtbot, view)
    tick(dialog, "Fabre, Félix", "W")
    pair_and_accept(qtbot, view, dialog)
    assert withdrawn_from() == 2
    stored = rounds.event_rounds(ctx.db, event)
    assert felix not in {p for g in stored.games for p in (g.white_id, g.black_id) if g.round == 2}
    assert felix not in {b.player_id for b in stored.byes}  # a withdrawal is no absence row
    for game in [g for g in games.chess_games(ctx.db, event) if g.round == 2]:
        games.set_chess_result(ctx.db, game.id, "1/2-1/2")
    dialog = open_dialog(qtbot, view)
    assert dialog.players_model.rows[0].name == "Fabre, Félix" and dialog.players_model.rows[0].choice == "W"
    untick(dialog, "Fabre, Félix", "W")
    pair_and_accept(qtbot, view, dialog)
    assert withdrawn_from() is None
    third = [g for g in rounds.event_rounds(ctx.db, event).games if g.round == 3]
    assert felix in {p for g in third for p in (g.white_id, g.black_id)}
    ctx.undo_stack.undo()
    assert withdrawn_from() == 2


def test_the_late_entry_list_is_by_name_and_loses_only_the_player_entered(qtbot, ctx, view, club, monkeypatch):
    """Read in columns (SQLite's order by name, then by name without case or accents), on a worker."""
    monkeypatch.setattr(pairing_round_dialog, "READ_AT_ONCE", 0)
    with ctx.db.conn:
        for i, name in enumerate(["émile, Zoé", "Emile, Ana", "de Smet, Luc", "Dubois, Marc", "Zidane, Zoé"]):
            create_player(ctx.db, PlayerRecord(ref=f"late{i}", name=name))
    dialog = open_dialog(qtbot, view)
    qtbot.waitUntil(lambda: dialog.candidates is not None)
    texts = dialog.late_texts.stringList()
    assert [t for t in texts if t in ("de Smet, Luc", "Dubois, Marc", "Emile, Ana", "émile, Zoé", "Zidane, Zoé")] == [
        "de Smet, Luc", "Dubois, Marc", "Emile, Ana", "émile, Zoé", "Zidane, Zoé"]
    assert len(texts) == len(dialog.late_ids)
    index = texts.index("Dubois, Marc")
    dialog.late_entry.setCurrentIndex(index)
    qtbot.mouseClick(dialog.late_button, Qt.MouseButton.LeftButton)
    assert dialog.late_texts.stringList() == texts[:index] + texts[index + 1:]
    assert "Dubois, Marc" in [r.name for r in dialog.players_model.rows]


def test_the_players_columns_are_as_wide_as_resize_to_contents_makes_them(qtbot, view):
    dialog = open_dialog(qtbot, view)
    table = dialog.players_table
    header = table.horizontalHeader()
    fitted = [header.sectionSize(c) for c in range(dialog.players_model.columnCount())]
    table.resizeColumnsToContents()
    assert fitted[1:] == [header.sectionSize(c) for c in range(1, dialog.players_model.columnCount())]


def finish_the_event(ctx, event: int, ids: dict[str, int]) -> None:
    """Rounds 2 to 5 of the five played (the same boards: the test is about counting rounds)."""
    for round_ in range(2, 6):
        written = rounds.write_round(ctx.db, event, round_, [(ids[NAMES[0]], ids[NAMES[3]]),
                                                              (ids[NAMES[1]], ids[NAMES[4]]),
                                                              (ids[NAMES[2]], ids[NAMES[5]])], [])
        for game_id in written.game_ids:
            games.set_chess_result(ctx.db, game_id, "1/2-1/2")


@pytest.mark.parametrize("add", [True, False])
def test_ctrl_p_on_a_finished_event_offers_a_round_more(qtbot, ctx, view, club, monkeypatch, add):
    event, ids = club
    finish_the_event(ctx, event, ids)
    asked = answer(monkeypatch, QMessageBox.StandardButton.Yes if add else QMessageBox.StandardButton.No)
    view.activateWindow()
    qtbot.waitUntil(view.isActiveWindow)
    view.games.games_table.setFocus()
    qtbot.keyClick(view.games.games_table, Qt.Key.Key_P, Qt.KeyboardModifier.ControlModifier)
    assert len(asked) == 2 and "All 5 rounds" in asked[1] and "round 6" in asked[1]
    if not add:
        assert view.dialog is None and event_fields(ctx.db, event).rounds == 5
        return
    qtbot.waitUntil(lambda: isinstance(view.dialog, PairingRoundDialog) and view.dialog.isVisible())
    dialog = view.dialog
    assert event_fields(ctx.db, event).rounds == 6
    assert dialog.given is not None and dialog.given.round_no == 6 and dialog.pair_button.isEnabled()
    ctx.undo_stack.undo()  # the round more is an edit of the event, undone like any other
    assert event_fields(ctx.db, event).rounds == 5
