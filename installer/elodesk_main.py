"""Entry point of the frozen bundle: the same command line (and application) as ``elodesk``."""

from elodesk.cli import main

raise SystemExit(main())
