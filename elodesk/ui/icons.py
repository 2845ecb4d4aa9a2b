"""The application icon and the few pictures the interface uses."""

from __future__ import annotations

from PySide6.QtGui import QIcon

from elodesk.resources import resource_path


def app_icon() -> QIcon:
    return QIcon(str(resource_path("icons", "elodesk.svg")))
