"""``elodesk [--db PATH]`` with no command: the desktop application, or why it cannot start here.

Qt aborts the whole process (exit 134, a core dump on some systems) when it finds no display
or lacks a library of its X11 platform plugin, after a message that names only
``libxcb-cursor0``. Both are checked before Qt is asked, so the user reads one sentence in his
language: there is no display (use the commands), or which Debian packages to install.
"""

from __future__ import annotations

import argparse
import ctypes
import os
import sys
from pathlib import Path

from elodesk.cli_commands.common import UsageError

# The libraries Qt's X11 plugin (xcb) loads beyond the basic X11 ones, and their Debian/Ubuntu
# packages (the README's first command installs them all).
XCB_LIBRARIES = (
    ("libxcb-cursor.so.0", "libxcb-cursor0"),
    ("libxcb-icccm.so.4", "libxcb-icccm4"),
    ("libxcb-keysyms.so.1", "libxcb-keysyms1"),
    ("libxcb-image.so.0", "libxcb-image0"),
    ("libxcb-render-util.so.0", "libxcb-render-util0"),
    ("libxkbcommon-x11.so.0", "libxkbcommon-x11-0"),
)


def _loads(library: str) -> bool:
    try:
        ctypes.CDLL(library)
    except OSError:
        return False
    return True


def display_problem(environ: dict[str, str] | os._Environ[str] = os.environ,
                    platform: str = sys.platform) -> UsageError | None:
    """Why Qt would abort instead of opening the window here, or None.

    Only Linux and the BSDs draw through X11 or Wayland; a platform chosen by the user
    (``QT_QPA_PLATFORM=offscreen``, ``vnc``…) is left to Qt.
    """
    if platform in ("win32", "darwin", "cygwin"):
        return None
    chosen = environ.get("QT_QPA_PLATFORM", "").split(":")[0].split(";")[0]
    if chosen and chosen not in ("xcb", "wayland"):
        return None
    wayland = bool(environ.get("WAYLAND_DISPLAY")) and chosen != "xcb"
    if not wayland and not environ.get("DISPLAY"):
        return UsageError("elodesk: there is no display to open the window on (neither DISPLAY nor "
                          "WAYLAND_DISPLAY is set); start it from a desktop session, or use the commands "
                          "(elodesk --help)")
    if wayland:
        return None  # Qt falls back to X11 only when Wayland fails; its own message is then right
    missing = [package for library, package in XCB_LIBRARIES if not _loads(library)]
    if missing:
        packages = " ".join(missing)
        return UsageError("elodesk: the window needs libraries this system lacks ({packages}): install them "
                          "with 'sudo apt-get install {packages}'; the commands still work (elodesk --help)",
                          packages=packages)
    return None


def open_application(args: argparse.Namespace) -> int:
    """The desktop application on the chosen club database (or the user's default one)."""
    from elodesk.store.db import default_path

    problem = display_problem()
    if problem is not None:
        raise problem
    try:
        from elodesk.ui.app import run
    except ImportError as exc:  # Qt's libraries missing on this machine
        raise UsageError("elodesk: the application cannot start ({reason}); the commands still work, "
                         "see elodesk --help", reason=str(exc)) from None
    return run(Path(args.db) if args.db else default_path(), args.lang)
