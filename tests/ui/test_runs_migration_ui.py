"""The Ratings page on a club the version before m012 kept (``periods``, ``period_id``): once
migrated, a run it applied shows as applied, with the figures its history wrote (issue 24)."""

from __future__ import annotations

import shutil

from elodesk.ui.context import AppContext
from tests.store.test_runs_migration import as_before_renaming
from tests.ui.test_ratings_view import figures, make_view, preview_period


def test_the_ratings_page_shows_a_run_the_older_version_applied(demo_template, tmp_path, qtbot):
    path = as_before_renaming(shutil.copyfile(demo_template, tmp_path / "club.elodesk"))
    ctx = AppContext(path, "fr")
    try:
        written = {str(pid): (old, new) for pid, old, new in ctx.db.execute(
            "SELECT h.player_id, h.old_rating, h.new_rating FROM history h JOIN runs r ON r.id = h.run_id "
            "WHERE r.system = 'frbe' AND r.start = '2025-01-01' AND r.\"end\" = '2025-06-30'")}
        view = make_view(ctx, qtbot)
        preview_period(view, qtbot, start=(2025, 1, 1), end=(2025, 6, 30))  # the demo applied this one
        qtbot.waitUntil(lambda: view.applied is not None, timeout=10_000)
        shown = figures(view)
        assert written and {pid: shown[pid][:2] for pid in written} == written
        assert not view.apply_button.isEnabled() and view.undo_button.isEnabled()
    finally:
        ctx.close()
