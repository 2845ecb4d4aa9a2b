"""Where the application's resources (icons, translations, rule pages) are, installed or not."""

from __future__ import annotations

import sys
from pathlib import Path


def resource_path(*parts: str) -> Path:
    """A file under ``resources/``: beside the package in a checkout, inside a frozen bundle."""
    bundle = getattr(sys, "_MEIPASS", None)
    base = Path(bundle) if bundle else Path(__file__).resolve().parent.parent
    return base.joinpath("resources", *parts)
