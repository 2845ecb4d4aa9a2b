"""The undoable edits of an event's games: one ``QUndoCommand`` per kind of edit, each calling
``elodesk.store.games``, ``battle_edits`` or ``diplomacy_edits`` (one transaction and one audit entry per call).

After every change the command tells the pages which event (and which game) it touched, in one
``Change`` (``ctx.notify``). A refusal from the store (a ``StoreError``) makes the command obsolete,
so a refused first ``redo`` never reaches the undo stack, and is said through ``ctx.refused``.
"""

from __future__ import annotations

from collections.abc import Callable, Mapping, Sequence
from dataclasses import asdict
from typing import Any

from PySide6.QtCore import QCoreApplication
from PySide6.QtGui import QUndoCommand

from elodesk.refusal import Refusal
from elodesk.store import battle_edits, diplomacy_edits, event_edits, event_rows, games, rounds
from elodesk.store.errors import StoreError
from elodesk.store.event_systems import event_systems
from elodesk.store.game_values import BattleValues, ChessPairing, DiplomacyValues
from elodesk.ui.context import AppContext, Change, What
from elodesk.ui.formatting import result_text

translate = QCoreApplication.translate  # lupdate reads translate("Context", "text") calls


class EventEditCommand(QUndoCommand):
    """An edit of an event: ``forward`` does it, ``backward`` undoes it, both through the store."""

    what = What.GAMES  # what the edit touches in its event (the event's own fields: EVENTS too)

    def __init__(self, ctx: AppContext, event_id: int, text: str) -> None:
        super().__init__(text)
        self.ctx = ctx
        self.event_id = event_id
        self.item_id = 0
        self.done_once = False

    def forward(self) -> None:
        raise NotImplementedError

    def backward(self) -> None:
        raise NotImplementedError

    def redo(self) -> None:
        replay = self.done_once
        if self._run(self.forward):
            self.done_once = True
            self._announce(replay)

    def undo(self) -> None:
        if self._run(self.backward):
            self._announce(True)

    def _run(self, step: Callable[[], None]) -> bool:
        try:
            step()
        except Refusal as exc:
            self.setObsolete(True)
            self.ctx.refused.emit(self.ctx.describe(exc))
            return False
        return True

    def _announce(self, replay: bool) -> None:
        self.ctx.notify(Change.of_events(self.what, [self.event_id], self.item_id, replay))


# --- chess ------------------------------------------------------------------------------------------------


class SetChessResultCommand(EventEditCommand):
    def __init__(self, ctx: AppContext, event_id: int, game: event_rows.ChessGameRow, result: str) -> None:
        super().__init__(
            ctx,
            event_id,
            translate("Commands", "Result {white} – {black}: {result}").format(
                white=game.white, black=game.black, result=result_text(result) or translate("Commands", "none")
            ),
        )
        self.item_id = game.id
        self.result = result
        self.before = game.result

    def forward(self) -> None:
        self.before = games.set_chess_result(self.ctx.db, self.item_id, self.result)

    def backward(self) -> None:
        games.set_chess_result(self.ctx.db, self.item_id, self.before)


class _AddsPlayers(EventEditCommand):
    """An edit that first enters club players in the event (and takes them out again on undo)."""

    def __init__(self, ctx: AppContext, event_id: int, text: str, newcomers: Sequence[int]) -> None:
        super().__init__(ctx, event_id, text)
        self.newcomers = list(newcomers)

    def add_players(self) -> None:
        added: list[int] = []
        try:
            for pid in self.newcomers:
                games.add_event_player(self.ctx.db, self.event_id, pid)
                added.append(pid)
        except StoreError:
            self.remove_players(added)
            raise

    def remove_players(self, players: Sequence[int] | None = None) -> None:
        for pid in reversed(self.newcomers if players is None else players):
            games.remove_event_player(self.ctx.db, self.event_id, pid)

    def with_players(self, step: Callable[[], None]) -> None:
        self.add_players()
        try:
            step()
        except StoreError:
            self.remove_players()
            raise


class AddChessGameCommand(_AddsPlayers):
    def __init__(
        self,
        ctx: AppContext,
        event_id: int,
        round_: int,
        white: tuple[int, str],
        black: tuple[int, str],
        newcomers: Sequence[int] = (),
    ) -> None:
        super().__init__(
            ctx,
            event_id,
            translate("Commands", "Pairing {white} – {black}").format(white=white[1], black=black[1]),
            newcomers,
        )
        self.round, self.white_id, self.black_id = round_, white[0], black[0]
        self.game_id: int | None = None

    def forward(self) -> None:
        def add() -> None:
            self.game_id = games.add_chess_game(
                self.ctx.db, self.event_id, self.round, self.white_id, self.black_id, game_id=self.game_id
            )
            self.item_id = self.game_id

        self.with_players(add)

    def backward(self) -> None:
        assert self.game_id is not None
        games.delete_chess_game(self.ctx.db, self.game_id)
        self.remove_players()


class DeleteChessGameCommand(EventEditCommand):
    def __init__(self, ctx: AppContext, event_id: int, game: event_rows.ChessGameRow) -> None:
        super().__init__(
            ctx,
            event_id,
            translate("Commands", "Delete the pairing {white} – {black}").format(white=game.white, black=game.black),
        )
        self.item_id = game.id
        self.removed: ChessPairing | None = None

    def forward(self) -> None:
        self.removed = games.delete_chess_game(self.ctx.db, self.item_id)

    def backward(self) -> None:
        assert self.removed is not None
        games.add_chess_game(self.ctx.db, **self.removed.keywords())


# --- Bataille Empire -------------------------------------------------------------------------------------


class SetBattleCommand(EventEditCommand):
    def __init__(self, ctx: AppContext, event_id: int, battle_id: int, values: BattleValues) -> None:
        super().__init__(ctx, event_id, translate("Commands", "Battle of round {round}").format(round=values.round))
        self.item_id = battle_id
        self.after = values
        self.before: BattleValues | None = None

    def forward(self) -> None:
        self.before = battle_edits.set_battle(self.ctx.db, self.item_id, **self.after.keywords())

    def backward(self) -> None:
        assert self.before is not None
        battle_edits.set_battle(self.ctx.db, self.item_id, **self.before.keywords())


class AddBattleCommand(EventEditCommand):
    def __init__(self, ctx: AppContext, event_id: int, values: BattleValues) -> None:
        super().__init__(
            ctx, event_id, translate("Commands", "New battle in round {round}").format(round=values.round)
        )
        self.values = values
        self.battle_id: int | None = None

    def forward(self) -> None:
        self.battle_id = battle_edits.add_battle(self.ctx.db, self.event_id, **self.values.keywords(),
                                                 battle_id=self.battle_id)
        self.item_id = self.battle_id

    def backward(self) -> None:
        assert self.battle_id is not None
        battle_edits.delete_battle(self.ctx.db, self.battle_id)


class DeleteBattleCommand(EventEditCommand):
    def __init__(self, ctx: AppContext, event_id: int, battle_id: int, round_: int) -> None:
        super().__init__(ctx, event_id, translate("Commands", "Delete a battle of round {round}").format(round=round_))
        self.item_id = battle_id
        self.removed: BattleValues | None = None

    def forward(self) -> None:
        self.removed = battle_edits.delete_battle(self.ctx.db, self.item_id)

    def backward(self) -> None:
        assert self.removed is not None
        battle_edits.add_battle(self.ctx.db, self.event_id, **self.removed.keywords(), battle_id=self.item_id)


# --- Diplomacy ----------------------------------------------------------------------------------------------


class SetDiplomacyGameCommand(_AddsPlayers):
    def __init__(
        self, ctx: AppContext, event_id: int, game_id: int, values: DiplomacyValues, newcomers: Sequence[int] = ()
    ) -> None:
        super().__init__(
            ctx, event_id, translate("Commands", "Diplomacy game {game}").format(game=values.ref), newcomers
        )
        self.item_id = game_id
        self.after = values
        self.before: DiplomacyValues | None = None

    def forward(self) -> None:
        def write() -> None:
            self.before = diplomacy_edits.set_diplomacy_game(self.ctx.db, self.item_id, **self.after.keywords())

        self.with_players(write)

    def backward(self) -> None:
        assert self.before is not None
        diplomacy_edits.set_diplomacy_game(self.ctx.db, self.item_id, **self.before.keywords())
        self.remove_players()


class AddDiplomacyGameCommand(_AddsPlayers):
    def __init__(self, ctx: AppContext, event_id: int, values: DiplomacyValues, newcomers: Sequence[int] = ()
                 ) -> None:
        super().__init__(
            ctx, event_id, translate("Commands", "New Diplomacy game {game}").format(game=values.ref), newcomers
        )
        self.values = values
        self.game_id: int | None = None

    def forward(self) -> None:
        def add() -> None:
            self.game_id = diplomacy_edits.add_diplomacy_game(self.ctx.db, self.event_id, **self.values.keywords(),
                                                              game_id=self.game_id)
            self.item_id = self.game_id

        self.with_players(add)

    def backward(self) -> None:
        assert self.game_id is not None
        diplomacy_edits.delete_diplomacy_game(self.ctx.db, self.game_id)
        self.remove_players()


class DeleteDiplomacyGameCommand(EventEditCommand):
    def __init__(self, ctx: AppContext, event_id: int, game_id: int, ref: str) -> None:
        super().__init__(ctx, event_id, translate("Commands", "Delete the Diplomacy game {game}").format(game=ref))
        self.item_id = game_id
        self.removed: DiplomacyValues | None = None

    def forward(self) -> None:
        self.removed = diplomacy_edits.delete_diplomacy_game(self.ctx.db, self.item_id)

    def backward(self) -> None:
        assert self.removed is not None
        diplomacy_edits.add_diplomacy_game(self.ctx.db, self.event_id, **self.removed.keywords(), game_id=self.item_id)


# --- events -------------------------------------------------------------------------------------------------


class AddEventCommand(EventEditCommand):
    what = What.EVENTS | What.GAMES

    def __init__(self, ctx: AppContext, values: Mapping[str, Any], systems: Sequence[str] = ()) -> None:
        super().__init__(ctx, 0, translate("Commands", "New event {name}").format(name=values["name"]))
        self.values = event_edits.EventFields(**values)
        self.systems = list(systems)  # the other chess systems that rate it

    def forward(self) -> None:
        self.event_id = event_edits.add_event(self.ctx.db, **asdict(self.values), event_id=self.event_id or None,
                                              systems=self.systems)

    def backward(self) -> None:
        event_edits.delete_event(self.ctx.db, self.event_id)


class EditEventCommand(EventEditCommand):
    """An event's fields changed (``values``: the keywords of ``store.event_edits.EventFields``)."""

    what = What.EVENTS | What.GAMES

    def __init__(self, ctx: AppContext, event_id: int, values: Mapping[str, Any],
                 systems: Sequence[str] | None = None) -> None:
        super().__init__(ctx, event_id, translate("Commands", "Edit the event {name}").format(name=values["name"]))
        self.after = event_edits.EventFields(**values)
        self.systems = None if systems is None else list(systems)  # the other chess systems that rate it
        self.before: event_edits.EventFields | None = None
        self.systems_before: list[str] = []

    def forward(self) -> None:
        self.systems_before = list(event_systems(self.ctx.db, self.event_id))
        self.before = event_edits.edit_event(self.ctx.db, self.event_id, systems=self.systems, **asdict(self.after))

    def backward(self) -> None:
        assert self.before is not None
        event_edits.edit_event(self.ctx.db, self.event_id, systems=self.systems_before, **asdict(self.before))


class DeleteEventCommand(EventEditCommand):
    """An event deleted with its games; the undo puts every row back."""

    what = What.EVENTS | What.GAMES

    def __init__(self, ctx: AppContext, event_id: int, name: str) -> None:
        super().__init__(ctx, event_id, translate("Commands", "Delete the event {name}").format(name=name))
        self.deleted: event_edits.DeletedEvent | None = None

    def forward(self) -> None:
        self.deleted = event_edits.delete_event(self.ctx.db, self.event_id)

    def backward(self) -> None:
        assert self.deleted is not None
        event_edits.restore_event(self.ctx.db, self.deleted)


class PairRoundCommand(EventEditCommand):
    """A round paired in the window: its boards, byes and withdrawals stored in one step; undo takes them back."""

    def __init__(self, ctx: AppContext, event_id: int, round_no: int, boards: Sequence[tuple[int, int]],
                 byes: Sequence[tuple[int, str]], withdrawn: Sequence[int], newcomers: Sequence[int] = (),
                 returning: Sequence[int] = ()) -> None:
        super().__init__(ctx, event_id, translate("Commands", "Pair round {round}").format(round=round_no))
        self.round_no = round_no
        self.boards, self.byes, self.withdrawn = list(boards), list(byes), list(withdrawn)
        self.newcomers, self.returning = list(newcomers), list(returning)
        self.written: rounds.WrittenRound | None = None

    def forward(self) -> None:
        self.written = rounds.write_round(self.ctx.db, self.event_id, self.round_no, self.boards, self.byes,
                                          self.withdrawn, self.newcomers, self.returning)
        self.item_id = self.written.game_ids[0] if self.written.game_ids else 0

    def backward(self) -> None:
        assert self.written is not None
        rounds.undo_round(self.ctx.db, self.written)
        self.item_id = 0
