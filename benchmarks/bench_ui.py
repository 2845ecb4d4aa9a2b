"""Does any page or dialog freeze the window on a federation's database? (run by hand, offscreen)

    .venv/bin/python benchmarks/bench_ui.py                  # every measure (several minutes)
    .venv/bin/python benchmarks/bench_ui.py --only history   # one page (repeatable: --only sheets --only pdf)
    .venv/bin/python benchmarks/bench_ui.py --list           # the measures' names
    .venv/bin/python benchmarks/bench_ui.py --only pairing-round --probe    # and what blocked the window
    .venv/bin/python benchmarks/bench_ui.py --only pairing-round --profile  # and a cProfile of it (ui_probe.py)

The first run builds (once, cached in /tmp/elodesk-bench-ui.elodesk: ui_club.py) a database of
60,000 players and 1,000,000 games, a Bataille Empire and a Diplomacy event; that set-up, and
what each measure needs before it starts (the page it starts from, the selected row, the dialog
a result is entered in), are outside the measures.

A QTimer beats every 10 ms on the main thread; a measure's figure is its worst stall, the
longest gap between two beats minus 10 ms, from the user's action until the window is quiet
again (no job running, nothing happening for 0.6 s). Target of issue 13: 100 ms for every
page (first and second opening, typing in its search field, scrolling its tables to the end)
and every dialog, opened the way the user opens it. ``--only NAME`` takes a group (``events``,
``result``…) or a measure's full name. Exit status 1 when a measure is over its target. The ``apply``
measures also add up their stalls over 20 ms, from the click to the page showing the run again; the
``tour`` measure moves through the pages at a user's pace without waiting for quiet (issue 24).
"""

from __future__ import annotations

import argparse
import os
import sys
import time
from collections.abc import Callable, Iterator
from dataclasses import dataclass
from pathlib import Path
from typing import Any
from unittest import mock

os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")
sys.path.insert(0, str(Path(__file__).resolve().parent.parent))

from PySide6.QtCore import (
    QEventLoop,
    QItemSelection,
    QItemSelectionModel,
    QMessageLogContext,
    Qt,
    QThreadPool,
    QTimer,
    QtMsgType,
    qInstallMessageHandler,
)
from PySide6.QtWidgets import QAbstractScrollArea, QApplication, QDialog, QWidget

from benchmarks import ui_wargames as wargames
from benchmarks import ui_writes as writes
from benchmarks.ui_club import EVENTS, club
from benchmarks.ui_probe import Probe

TARGET = 0.100  # seconds: the longest the main thread may be blocked (issue 13, target 1)
BEAT = 0.010
QUIET = 0.6  # the window is settled when nothing ran for this long
TIMEOUT = 300.0
TYPED = "Joueur0123"


class Heartbeat:
    """A 10 ms timer on the main thread; the worst stall is the longest gap between its beats, less 10 ms."""

    def __init__(self) -> None:
        self.timer = QTimer(interval=int(BEAT * 1000))
        self.timer.setTimerType(Qt.TimerType.PreciseTimer)
        self.timer.timeout.connect(self._beat)
        self.beats: list[float] = []

    def _beat(self) -> None:
        self.beats.append(time.perf_counter())

    def start(self) -> None:
        self.beats = [time.perf_counter()]
        self.timer.start()

    def stop(self) -> float:
        self.timer.stop()
        self._beat()
        return max(0.0, max(self._gaps(), default=0.0) - BEAT)

    def _gaps(self) -> list[float]:
        return [b - a for a, b in zip(self.beats, self.beats[1:], strict=False)]

    def stalled(self, longer_than: float = 0.020) -> float:
        """The main thread's stalls over ``longer_than`` added up, each less a beat (after ``stop``)."""
        return sum(gap - BEAT for gap in self._gaps() if gap - BEAT > longer_than)


class Bench:
    """The application, its window (built on demand) and the helpers the measures share."""

    def __init__(self, path: Path) -> None:
        from elodesk.ui import i18n
        from elodesk.ui.app import make_app
        from elodesk.ui.context import AppContext

        self.app = make_app()
        i18n.install(self.app, "fr")
        self.ctx = AppContext(path, "fr")
        self.window: Any = None
        self.acting = False
        self.backups: set[Path] = set()  # the backups Apply had made before a measure

    # --- the event loop ---------------------------------------------------------------------------

    def spin(self, seconds: float) -> None:
        """Let the event loop run (the heartbeat beats meanwhile)."""
        loop = QEventLoop()
        QTimer.singleShot(int(seconds * 1000), loop.quit)
        loop.exec()

    def settle(self, then: Callable[[], None] | None = None, *, inside: bool = False) -> bool:
        """Run the event loop until no job ran and the window answered for QUIET seconds; ``then`` runs
        from inside the loop (a dialog's own loop included). An action still running is waited for,
        unless a dialog is up (the action is inside its ``exec``) or this wait is ``inside`` it."""
        loop = QEventLoop()
        poll = QTimer(interval=20)
        deadline = time.perf_counter() + TIMEOUT
        busy_at = [time.perf_counter()]
        checked_at = [busy_at[0]]
        settled = [False]

        def check() -> None:
            now = time.perf_counter()
            blocked = now - checked_at[0] > 0.05  # the window was busy since the last check (every 20 ms)
            checked_at[0] = now
            if blocked or QThreadPool.globalInstance().activeThreadCount() > 0 or (
                    self.acting and not inside and QApplication.activeModalWidget() is None):
                busy_at[0] = now
            if now - busy_at[0] >= QUIET or now > deadline:
                settled[0] = now <= deadline
                poll.stop()
                if then is not None:
                    then()
                loop.quit()

        poll.timeout.connect(check)
        poll.start()
        loop.exec()
        return settled[0]

    # --- the window -------------------------------------------------------------------------------

    def open_window(self) -> None:
        from elodesk.ui.app import show_main_window
        from elodesk.ui.main_window import MainWindow

        self.window = MainWindow(self.ctx)
        self.window.resize(1280, 800)
        show_main_window(self.window)  # as the application does (the collector's start-up freeze included)

    def ensure_window(self) -> None:
        if self.window is None:
            self.open_window()
            self.settle()

    def page(self, key: str) -> Any:
        """Show a page as the navigation list does (set-up: waits until it is quiet)."""
        self.ensure_window()
        page = self.window.show_page(key)
        self.settle()
        return page

    def leave(self, key: str) -> None:
        """Build ``key`` then show another page, so that the next showing of ``key`` is a second one."""
        self.page(key)
        self.page("events" if key == "players" else "players")

    def menu_action(self, source: str) -> Any:
        """The window's menu entry whose (untranslated) text is ``source``."""
        wanted = self.window.tr(source)
        for menu_action in self.window.menuBar().actions():
            for action in menu_action.menu().actions():
                if action.text() == wanted:
                    return action
        raise LookupError(source)

    def close_dialogs(self) -> None:
        while (widget := QApplication.activeModalWidget()) is not None:
            widget.reject() if isinstance(widget, QDialog) else widget.close()

    def type_into(self, field: Any, text: str) -> None:
        """Type at a fast typist's pace, then clear the field, as one action."""
        from PySide6.QtTest import QTest

        field.setFocus()
        for char in text:
            QTest.keyClick(field, char)
            self.spin(0.12)
        self.spin(0.3)
        field.clear()

    def scroll_to_end(self, page: QWidget) -> None:
        """Drag each visible scroll bar of the page to its end, again while the end moves (rows fetched)."""
        areas = [a for a in page.findChildren(QAbstractScrollArea)
                 if a.isVisible() and a.verticalScrollBar().maximum() > 0]
        for area in areas:
            bar = area.verticalScrollBar()
            for _ in range(10):
                end = bar.maximum()
                bar.setValue(end)
                self.spin(0.1)
                if bar.maximum() == end:
                    break


@dataclass(frozen=True, slots=True)
class Measure:
    group: str  # what --only names: a page or a dialog
    what: str
    prepare: Callable[[Bench], Any]  # outside the measure; returns what ``act`` needs
    act: Callable[[Bench, Any], None]
    dialog: bool = False  # a dialog should open: it is closed once quiet, after the measure
    undo: bool = False  # the action stored an edit: undone after the measure
    after: Callable[[Bench], None] | None = None  # tidying after the measure, outside it
    total: bool = False  # also the stalls over 20 ms added up (Apply's and Undo's, issue 24)

    @property
    def name(self) -> str:
        return f"{self.group}: {self.what}"


def _nothing(bench: Bench) -> None:
    return None


def _window(bench: Bench, _: Any) -> None:
    bench.open_window()


def _show(key: str) -> Callable[[Bench, Any], None]:
    return lambda bench, _: bench.window.show_page(key)


def _page_measures(key: str, typing: bool) -> Iterator[Measure]:
    if key != "players":  # the players page is the window's first: its first opening is the window's
        yield Measure(key, "first open", lambda b: b.ensure_window(), _show(key))
    yield Measure(key, "second open", lambda b: b.leave(key), _show(key))
    if typing:
        yield Measure(key, f"typing {TYPED!r} in its search field", lambda b: b.page(key).search_field(),
                      lambda b, field: b.type_into(field, TYPED))
    yield Measure(key, "scrolling its tables to the end", lambda b: b.page(key), lambda b, page: b.scroll_to_end(page))


PAGE_KEYS = ("players", "events", "ratings", "history", "sheets")
PACE = 1.0  # seconds a user looks at a page before the next: its jobs (reading, laying out) still run


def _tour(bench: Bench, _: Any) -> None:
    """Every page in turn at a user's pace, then each again, then Players a third time (issue 24):
    each visit's worst stall printed as it ends. Not waiting for quiet between visits, as a user
    does not: the History page's reading and the Sheets page's layout (10-20 s of Python on a
    worker) still run when Players is shown again, where a page opened from a quiet window missed
    the freeze. With ``--only tour`` the first round builds the pages."""
    visits = [(key, "first round") for key in PAGE_KEYS[1:]] + [(key, "second round") for key in PAGE_KEYS]
    for key, round_ in [*visits, ("players", "third round")]:
        beat = Heartbeat()
        beat.start()
        bench.window.show_page(key)
        bench.spin(PACE)
        print(f"  tour: {key}, {round_:13s} {beat.stop() * 1000:8.0f} ms", flush=True)


def _selected_player(bench: Bench, rows: int = 1) -> Any:
    """The players page with its first ``rows`` rows selected, as clicks and Shift+click leave it."""
    page = bench.page("players")
    page.table.setCurrentIndex(page.proxy.index(0, 0))
    page.table.selectionModel().select(
        QItemSelection(page.proxy.index(0, 0), page.proxy.index(rows - 1, 0)),
        QItemSelectionModel.SelectionFlag.ClearAndSelect | QItemSelectionModel.SelectionFlag.Rows)
    return page


def _open_event(bench: Bench) -> Any:
    page = bench.page("events")
    page.select_event(EVENTS)
    bench.settle()
    return page


def _event_game(bench: Bench) -> Any:
    page = _open_event(bench)
    page.games.games_table.setCurrentIndex(page.games.games_proxy.index(0, 0))
    return page


def _rated_player(bench: Bench) -> Any:
    page = bench.page("ratings")
    page.select_event(EVENTS)
    bench.settle()
    page.table.setCurrentIndex(page.model.index(0, 0))
    return page


def _enter_result(bench: Bench, page: Any) -> None:
    from PySide6.QtTest import QTest

    from elodesk.ui.models.chess_pairings_model import PA_RESULT
    from elodesk.ui.models.rows_model import ROW_ROLE

    index = page.games.games_proxy.index(0, PA_RESULT)
    page.games.games_table.setCurrentIndex(index)
    QTest.keyClick(page.games.games_table, "1" if index.data(ROW_ROLE).result == "1/2-1/2" else "=")


def _each_sheet(bench: Bench, page: Any) -> None:
    for index in range(page.kind_box.count()):
        page.kind_box.setCurrentIndex(index)
        bench.settle(inside=True)
    page.kind_box.setCurrentIndex(0)


def _save_pdf(bench: Bench, page: Any) -> None:
    target = Path("/tmp/elodesk-bench-ui.pdf")
    with mock.patch("elodesk.ui.views.sheet_output.save_path", return_value=(str(target), "")):
        page.save_pdf()
        bench.settle(inside=True)
    target.unlink(missing_ok=True)


def _backup(bench: Bench, _: Any) -> None:
    path = bench.ctx.db_path
    before = set(path.parent.glob(f"{path.name}.manual-*.bak"))
    bench.menu_action("&Back up the database…").trigger()
    bench.settle(inside=True)  # the copy runs on a worker; its message comes when it ends
    for made in set(path.parent.glob(f"{path.name}.manual-*.bak")) - before:
        made.unlink()


def _shown_period(bench: Bench) -> Any:
    """The ratings page showing the Belgian period it opens on (a federation's half-year: 50,000 games):
    previewed, or the run applied."""
    page = bench.page("ratings")
    page.system.setCurrentIndex(page.system.findData("frbe"))
    page.mode.setCurrentIndex(page.mode.findData("period"))
    page.run_preview()
    bench.settle()
    return page


def _previewed_period(bench: Bench) -> Any:
    """:func:`_shown_period`, its backups before Apply noted (the measures leave none behind)."""
    page = _shown_period(bench)
    bench.backups = _apply_backups(bench)
    return page


def _apply_backups(bench: Bench) -> set[Path]:
    path = bench.ctx.db_path
    return set(path.parent.glob(f"{path.name}.before-apply-*.bak"))


def _answered_yes(act: Callable[[Bench, Any], None], *, follow: bool = True) -> Callable[[Bench, Any], None]:
    """A Ratings page's write (elodesk.ui.views.ratings_actions), its question answered Yes; measured until
    the page shows the result (the period previewed again: the run applied, or a preview again), or with
    ``follow=False`` the write alone, until its counts are said (the preview that follows left out)."""
    def run(bench: Bench, page: Any) -> None:
        from PySide6.QtWidgets import QMessageBox

        with mock.patch.object(QMessageBox, "question", return_value=QMessageBox.StandardButton.Yes), \
                mock.patch.object(QMessageBox, "warning", side_effect=lambda _p, _t, text: print(text)), \
                mock.patch.object(page, "run_preview", page.run_preview if follow else lambda: None):
            act(bench, page)
            bench.settle(inside=True)

    return run


def _apply(bench: Bench, page: Any) -> None:
    from elodesk.ui.views import ratings_actions

    if page.applied is not None:
        print(f"{bench.ctx.db_path}: this period is already applied; undo it first")
        return
    ratings_actions.apply_run(page)


def _undo_applied(bench: Bench, page: Any) -> None:
    """Undo the run Apply just made (the page shows it)."""
    from elodesk.ui.views import ratings_actions

    if page.applied is None:
        print("the undo measure follows the apply measure (--only apply runs both)")
        return
    ratings_actions.undo_run(page)


def _drop_backups(bench: Bench) -> None:
    """The backups the apply measures made removed, after the undo: the club is as it was."""
    for made in _apply_backups(bench) - bench.backups:
        made.unlink()


def _menu(source: str) -> Callable[[Bench, Any], None]:
    return lambda bench, _: bench.menu_action(source).trigger()


def _call(method: str) -> Callable[[Bench, Any], None]:
    return lambda bench, page: getattr(page, method)()


def _event_action(action: str) -> Callable[[Bench, Any], None]:
    """What one of the Events page's own buttons does (elodesk.ui.views.event_actions)."""
    def run(bench: Bench, page: Any) -> None:
        from elodesk.ui.views import event_actions

        getattr(event_actions, action)(page)

    return run


def _games_call(method: str) -> Callable[[Bench, Any], None]:
    """A method of the Events page's games panel (its games and standings)."""
    return lambda bench, page: getattr(page.games, method)()


def measures() -> list[Measure]:
    """Every measure, in the order they run (later ones reuse the pages the earlier ones opened)."""
    found = [Measure("window", "construction and first paint (the players page)", _nothing, _window)]
    for key, typing in (("players", True), ("events", True), ("ratings", True), ("history", True),
                        ("sheets", False)):
        found += _page_measures(key, typing)
    found.append(Measure("tour", f"every page in turn, {PACE:.0f} s each, then each again (the worst visit)",
                         lambda b: b.ensure_window(), _tour))
    found += [
        Measure("events", "a result typed on the open event (undone afterwards)", _event_game, _enter_result,
                undo=True),
        Measure("ratings", "an event chosen (its preview)", lambda b: b.page("ratings"),
                lambda b, page: page.select_event(EVENTS - 1)),
        # these write the club and put it back (each undo undoes the apply before it: --only apply runs them all)
        Measure("apply", "the previewed Belgian half-year applied (the write, until its counts are said)",
                _previewed_period, _answered_yes(_apply, follow=False), total=True),
        Measure("apply", "that run undone (the write, until its counts are said)", _shown_period,
                _answered_yes(_undo_applied, follow=False), after=_drop_backups, total=True),
        Measure("apply", "the previewed Belgian half-year applied (until the page shows the run)", _previewed_period,
                _answered_yes(_apply), total=True),
        Measure("apply", "that run undone (until the page shows a preview again)", _shown_period,
                _answered_yes(_undo_applied), after=_drop_backups, total=True),
        Measure("history", "a player's history from his row on the players page",
                lambda b: _selected_player(b), _call("show_history")),
        Measure("sheets", "each sheet chosen in turn", lambda b: b.page("sheets"), _each_sheet),
        Measure("pdf", "the ranking saved as PDF", lambda b: b.page("sheets"), _save_pdf),
        Measure("print", "the print dialog", lambda b: b.page("sheets"), _call("print_sheet"), dialog=True),
    ]
    menus = (("import", "&Import a file…"), ("whatif", "What-if &calculator…"),
             ("conversions", "French rating &conversions…"), ("template", "Blank &result sheet…"),
             ("uplift", "Belgian 2024 &uplift…"), ("fide-increase", "FIDE 2024 &increase…"),
             ("settings", "&Settings…"), ("help", "&Rating rules…"), ("about", "&About elodesk"))
    found += [Measure(group, "from the menu", lambda b: b.ensure_window(), _menu(source), dialog=True)
              for group, source in menus]
    found += [
        Measure("backup", "File > Back up the database (until its message)", lambda b: b.ensure_window(), _backup,
                dialog=True),
        Measure("player", "a selected player edited", lambda b: _selected_player(b), _call("edit_player"),
                dialog=True),
        Measure("player", "a new player", lambda b: b.page("players"), _call("new_player"), dialog=True),
        Measure("merge", "two selected players", lambda b: _selected_player(b, 2), _call("merge_players"),
                dialog=True),
        Measure("explanation", "from a player's row (players page)", lambda b: _selected_player(b),
                _call("show_explanation"), dialog=True),
        Measure("explanation", "from a previewed player (ratings page)", _rated_player, _call("open_explanation"),
                dialog=True),
        Measure("event", "a new event", lambda b: b.page("events"), _event_action("new_event"), dialog=True),
        Measure("event", "the open event edited", _open_event, _event_action("edit_event"), dialog=True),
        Measure("result", "a game of the open event", _event_game, _games_call("edit_current"), dialog=True),
        Measure("pairing", "a pairing added to the open event", _open_event, _games_call("add_item"), dialog=True),
        Measure("pairing-round", "pair the next round of the open event", _open_event, _event_action("pair_next_round"),
                dialog=True),
        Measure("tiebreaks", "the open event's tie-breaks", _open_event, _games_call("choose_tiebreaks"), dialog=True),
    ]
    found += [  # the dialogs' writes, on a worker (issue 24 item 3); each pair leaves the club as it was
        Measure("uplift", "applied from its dialog (the write, then every page following)", writes.prepare_uplift,
                writes.act_apply_uplift, after=writes.closed_uplift),
        Measure("uplift", "undone from its dialog", writes.prepare_uplift, writes.act_undo_uplift,
                after=writes.undone_uplift),
        Measure("merge", "a player merged into a new record (the write, then every page following)",
                writes.prepare_merge, writes.act_merge),
        Measure("merge", "that merge undone (Edit > Undo)", writes.prepare_undo, writes.act_undo,
                after=writes.deleted_double),
    ]
    for group, system, games in (("battle", wargames.BATTLE, "battles"), ("diplomacy", wargames.DIPLOMACY, "games")):
        found += [
            Measure(group, "the events page opened on the event", lambda b: b.page("events"),
                    wargames.act_open(system)),
            Measure(group, f"scrolling its {games} and standings to the end", wargames.prepare_event(system),
                    wargames.act_scroll),
            Measure(group, "a game opened (its dialog)", wargames.prepare_event(system), _games_call("edit_current"),
                    dialog=True),
            Measure(group, "a result entered in its dialog (undone afterwards)", wargames.prepare_dialog(system),
                    wargames.act_enter_result, undo=True),
            Measure(group, "the event chosen on the ratings page (its preview)", wargames.prepare_ratings(system),
                    wargames.act_open(system)),
        ]
    return found


def run(bench: Bench, measure: Measure, probe: str = "") -> str:
    """The worst stall of one measure and how it compares with the target, as printed (``probe``:
    "probe" or "profile" adds what blocked the main thread, ui_probe's lines)."""
    state = measure.prepare(bench)
    bench.settle()
    beat = Heartbeat()
    stall: list[float] = []
    opened: list[bool] = []

    def act() -> None:
        bench.acting = True
        try:
            measure.act(bench, state)
        finally:
            bench.acting = False

    def done() -> None:
        stall.append(beat.stop())
        if probing is not None:
            probing.stop()
        opened.append(QApplication.activeModalWidget() is not None)
        bench.close_dialogs()

    beat.start()
    probing = Probe(beat.beats, probe == "profile") if probe else None
    if probing is not None:
        probing.start()
    bench.spin(0.05)
    QTimer.singleShot(0, act)
    settled = bench.settle(done)
    bench.close_dialogs()
    if measure.undo:
        bench.ctx.undo_stack.undo()
    if measure.after is not None:
        measure.after(bench)
    bench.settle()
    target = f"(target {TARGET * 1000:.0f} ms)"
    if not settled:
        line = f"not quiet within {TIMEOUT:.0f} s  {target}  over"
    elif measure.dialog and not opened[0]:
        line = f"{stall[0] * 1000:8.0f} ms  {target}  no dialog opened"
    else:
        line = f"{stall[0] * 1000:8.0f} ms  {target}  {'OK' if stall[0] <= TARGET else 'over'}"
    if measure.total:
        line += f"\n  its stalls over 20 ms in all: {beat.stalled() * 1000:.0f} ms"
    return line + "".join(f"\n{more}" for more in probing.report()) if probing is not None else line


def _quiet_qt(kind: QtMsgType, context: QMessageLogContext, message: str) -> None:
    """Qt's warnings, less the offscreen platform's remark on every window shown."""
    if "propagateSizeHints" not in message:
        print(message, file=sys.stderr)


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--only", action="append", default=[], metavar="NAME",
                        help="a group (a page or a dialog: events, result…) or a measure's full name; repeatable")
    parser.add_argument("--list", action="store_true", help="print the measures' names and stop")
    parser.add_argument("--probe", action="store_true",
                        help="print what blocked the main thread: sampled stacks of the worst stall, collections")
    parser.add_argument("--profile", action="store_true", help="--probe and a cProfile of the main thread")
    args = parser.parse_args()
    chosen = [m for m in measures() if not args.only or m.group in args.only or m.name in args.only]
    if args.list or not chosen:
        for m in measures():
            print(m.name)
        return 0 if args.list else 2
    qInstallMessageHandler(_quiet_qt)
    bench = Bench(club())
    over = False
    for measure in chosen:
        line = run(bench, measure, "profile" if args.profile else "probe" if args.probe else "")
        over |= not line.splitlines()[0].endswith("OK")
        print(f"{measure.name:64s} {line}", flush=True)
    if bench.window is not None:
        bench.window.close()
    bench.ctx.close()
    return 1 if over else 0


if __name__ == "__main__":
    raise SystemExit(main())
