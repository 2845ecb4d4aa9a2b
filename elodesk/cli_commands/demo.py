"""``elodesk demo`` and ``elodesk screenshots``: the demo club, and pictures of the window on a database."""

from __future__ import annotations

import argparse
import os
from pathlib import Path

from elodesk.cli_commands.common import EXIT_OK, club_db
from elodesk.cli_text import say


def cmd_demo(args: argparse.Namespace) -> int:
    from elodesk.demo import fill_demo
    from elodesk.store.db import database_path

    db = club_db(args, create=True, new=True)
    counts = fill_demo(db)
    if counts is None:
        print(say("demo_ready", args.lang, db=database_path(db)))
    else:
        print(say("demo_done", args.lang, db=database_path(db), **counts))
    return EXIT_OK


def cmd_screenshots(args: argparse.Namespace) -> int:
    os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")
    from elodesk.store.db import default_path
    from elodesk.ui.screenshots import take_screenshots

    written = take_screenshots(Path(args.db) if args.db else default_path(), Path(args.folder), args.window_lang)
    print(say("screenshots", args.lang, count=len(written), folder=args.folder))
    return EXIT_OK
