"""The window's last edge: an exception escaping a slot is shown (a refusal in the user's words, anything
else as an internal error with its trace logged), and the window stays."""

from __future__ import annotations

import logging
import sys

import pytest
from PySide6.QtCore import Qt
from PySide6.QtWidgets import QMessageBox, QPushButton

from elodesk.core.errors import InputError
from elodesk.formats.errors import FormatError
from elodesk.pairing.errors import PairingError
from elodesk.printing import SheetError
from elodesk.refusal import Refusal
from elodesk.store.errors import StoreError
from elodesk.ui import error_edge
from elodesk.ui.dialogs import import_dialog

pytestmark = pytest.mark.qt_no_exception_capture  # the edge under test is the hook pytest-qt would replace


@pytest.fixture
def boxes(monkeypatch):
    """The message boxes the edge opens, answered at once: (kind, text)."""
    shown: list[tuple[str, str]] = []
    for kind in ("warning", "critical"):
        def box(_parent, _title, text, *_, kind=kind):
            shown.append((kind, text))
            return QMessageBox.StandardButton.Ok
        monkeypatch.setattr(QMessageBox, kind, box)
    monkeypatch.setattr(sys, "excepthook", sys.excepthook)  # put back after the test
    return shown


def clicked_raising(qtbot, error: BaseException) -> QPushButton:
    """A shown button whose slot raises ``error``, the window's edge installed; clicked once."""
    button = QPushButton("go")
    qtbot.addWidget(button)
    button.show()

    def slot() -> None:
        raise error

    button.clicked.connect(slot)
    error_edge.install(lambda exc: f"in your words: {exc}", lambda: button)
    qtbot.mouseClick(button, Qt.MouseButton.LeftButton)
    return button


def test_a_refusal_raised_in_a_slot_is_shown_in_a_box(qtbot, boxes, caplog):
    with caplog.at_level(logging.ERROR):
        button = clicked_raising(qtbot, PairingError("round {n} cannot be paired", n=3))
    assert boxes == [("warning", "in your words: round 3 cannot be paired")]
    assert not caplog.records  # the user's to fix: no trace
    assert button.isVisible()


def test_an_unexpected_exception_is_logged_and_the_window_stays(qtbot, boxes, caplog):
    with caplog.at_level(logging.ERROR, logger=error_edge.log.name):
        button = clicked_raising(qtbot, KeyError("lost"))
    [(kind, text)] = boxes
    assert kind == "critical" and "KeyError" in text and "log" in text
    [record] = caplog.records
    assert record.exc_info is not None and record.exc_info[0] is KeyError  # the trace, in the log
    assert button.isVisible()
    qtbot.mouseClick(button, Qt.MouseButton.LeftButton)  # and it still answers
    assert len(boxes) == 2


@pytest.mark.parametrize("error", [
    StoreError("{file} is not a club", file="x"),
    FormatError("x.trf", 3, "bad line"),
    InputError("games", "bad"),
    SheetError("no such sheet"),
    PairingError("cannot pair"),
])
def test_the_projects_refusals_are_one_family(error):
    assert isinstance(error, Refusal)


def test_the_import_dialog_has_no_refusal_of_its_own():
    assert getattr(import_dialog, "Refusal", Refusal) is Refusal


def test_an_undoable_edit_refused_by_any_room_is_said_not_raised():
    """The slots that caught the store's refusals alone catch the family (a file refused while editing, say)."""
    from elodesk.ui.dialogs.player_dialog import StoreCommand

    class Stub:
        def describe(self, exc: BaseException) -> str:
            return f"said: {exc}"

    class Refused(StoreCommand):
        def forward(self) -> None:
            raise FormatError("list.xml", 7, "bad line")

    command = Refused(Stub(), "edit")  # type: ignore[arg-type]
    command.redo()
    assert command.error == "said: " + str(FormatError("list.xml", 7, "bad line")) and command.isObsolete()
