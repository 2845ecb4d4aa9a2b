"""``elodesk`` with no command where no window can open: one sentence in the user's language, exit 2.

Qt itself aborts the process (exit 134) with a message naming only libxcb-cursor0; these tests
run the real check against a made-up environment, and one runs the real command in a child
process with no display.
"""

from __future__ import annotations

import os
import subprocess
import sys

import pytest

from elodesk.catalogue import describe
from elodesk.cli_commands import window
from elodesk.cli_commands.window import display_problem


def test_no_display_on_linux_is_said_in_french():
    problem = display_problem({}, "linux")
    assert problem is not None
    text = describe(problem, "fr")
    assert "aucun écran" in text and "elodesk --help" in text


def test_a_display_with_every_library_opens(monkeypatch):
    monkeypatch.setattr(window, "_loads", lambda library: True)
    assert display_problem({"DISPLAY": ":0"}, "linux") is None


def test_missing_x11_libraries_name_their_packages(monkeypatch):
    monkeypatch.setattr(window, "_loads", lambda library: library != "libxcb-cursor.so.0")
    problem = display_problem({"DISPLAY": ":0"}, "linux")
    assert problem is not None
    assert "sudo apt-get install libxcb-cursor0" in describe(problem, "nl")


@pytest.mark.parametrize("environ", [{"QT_QPA_PLATFORM": "offscreen"}, {"WAYLAND_DISPLAY": "wayland-0"}])
def test_a_platform_qt_can_use_without_x11_is_left_to_qt(environ):
    assert display_problem(environ, "linux") is None


@pytest.mark.parametrize("platform", ["win32", "darwin"])
def test_windows_and_macos_need_no_check(platform):
    assert display_problem({}, platform) is None


@pytest.mark.skipif(not sys.platform.startswith("linux"), reason="X11 and Wayland are Linux's")
def test_the_command_says_so_and_exits_2_instead_of_aborting(tmp_path):
    environ = {key: value for key, value in os.environ.items()
               if key not in ("DISPLAY", "WAYLAND_DISPLAY", "QT_QPA_PLATFORM")}
    done = subprocess.run([sys.executable, "-m", "elodesk", "--db", str(tmp_path / "club.elodesk"), "--lang", "en"],
                          env=environ, capture_output=True, text=True, timeout=120)
    assert done.returncode == 2
    assert "there is no display to open the window on" in done.stderr
    assert not (tmp_path / "club.elodesk").exists()
