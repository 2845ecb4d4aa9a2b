"""Time the audit dialog (File ▸ Audit a file) on a large report: a FIDE open's audit, each player's
rating change explained in a long sentence.

Run by hand: ``python benchmarks/bench_audit_dialog.py [--findings N] [--repeat N]``.

Times, best of ``--repeat``, with the dialog shown offscreen and its events processed: opening it,
"faults only" on and off, a resize, a sort by severity. Rows fitted to their wrapped sentences and
columns fitted by Qt (every cell asked for every role) took 29 s to open 976 findings, 7 s to resize;
the target is well under a second to open, under 100 ms to filter.
"""

from __future__ import annotations

import argparse
import os
import sys
import tempfile
import time
from collections.abc import Callable
from datetime import date
from pathlib import Path

os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")
sys.path.insert(0, str(Path(__file__).resolve().parent.parent))

from PySide6.QtCore import Qt
from PySide6.QtWidgets import QApplication

from elodesk.catalogue import msg
from elodesk.reports.audit.finding import SECTION_TITLES, AuditFinding, AuditReport
from elodesk.store.db import open_db
from elodesk.ui.context import AppContext
from elodesk.ui.dialogs.audit_dialog import AuditDialog

SENTENCE = msg("Bench", "Player {number}: 2100 → 2110 (+10), K 20, 30 rated games. " + "Game against 136 (1920): "
               "result 1; D = +180; PD = 0.74 (table 8.1.2); ΔR = 1 − 0.74 = +0.26. " * 8)


def report(findings: int) -> AuditReport:
    sections = list(SECTION_TITLES)
    rows = tuple(AuditFinding(sections[i % len(sections)], ("fault", "note", "ok", "ok")[i % 4], "bench", SENTENCE,
                              {"number": i}, 1 + i % 9, 1 + i % 60, 10 + i, "B.02 8.3") for i in range(findings))
    return AuditReport("open.trf", "trf", "Open", date(2026, 1, 12), date(2026, 1, 18), "standard", findings // 8,
                       9, rows)


def best(repeat: int, work: Callable[[], None]) -> float:
    times = []
    for _ in range(repeat):
        start = time.perf_counter()
        work()
        QApplication.processEvents()
        times.append(time.perf_counter() - start)
    return min(times)


def main() -> None:
    parser = argparse.ArgumentParser()
    parser.add_argument("--findings", type=int, default=1000)
    parser.add_argument("--repeat", type=int, default=3)
    args = parser.parse_args()
    app = QApplication.instance() or QApplication([])
    with tempfile.TemporaryDirectory() as folder:
        path = Path(folder) / "club.elodesk"
        open_db(path).conn.close()
        ctx = AppContext(path, "fr")
        audit = report(args.findings)
        dialogs: list[AuditDialog] = []

        def open_dialog() -> None:
            dialog = AuditDialog(ctx, audit)
            dialog.show()
            dialogs.append(dialog)

        print(f"open {args.findings} findings: {best(args.repeat, open_dialog) * 1000:.0f} ms")
        dialog = dialogs[-1]
        print(f"faults only on and off: {best(args.repeat, lambda: (dialog.faults_only.toggle(), dialog.faults_only.toggle())) * 1000:.0f} ms")  # noqa: E501
        print(f"resize: {best(args.repeat, lambda: dialog.resize(dialog.width() + 40, dialog.height())) * 1000:.0f} ms")
        print(f"sort by severity: {best(args.repeat, lambda: dialog.table.sortByColumn(1, Qt.SortOrder.AscendingOrder)) * 1000:.0f} ms")  # noqa: E501
        for d in dialogs:
            d.close()
        ctx.close()
    del app


if __name__ == "__main__":
    main()
