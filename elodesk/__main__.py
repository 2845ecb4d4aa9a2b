"""``python -m elodesk``: the same entry point as the ``elodesk`` command."""

from elodesk.cli import main

raise SystemExit(main())
