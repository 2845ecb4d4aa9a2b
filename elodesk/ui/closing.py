"""Closing a window while work runs in the background: never a close silently ignored.

A job that writes the club (an import, Apply, Undo, the uplift, a merge) is the user's to stop or wait for: asked. Any other job
(a sheet laid out, a list read) is stopped quietly: nobody waits for its answer, and it must not end
on "internal error in a background job" once what it reports to is gone."""

from __future__ import annotations

from PySide6.QtCore import QCoreApplication
from PySide6.QtWidgets import QMessageBox, QWidget

from elodesk.ui import workers

STOP_SECONDS = 30  # an import stops at its next step: at once, unless the disk hangs


def stop_or_wait(parent: QWidget) -> bool:
    """Ask whether to stop the writing under way and close (True) or wait for it (False)."""
    box = QMessageBox(QMessageBox.Icon.Question, QCoreApplication.translate("Closing", "Close"),
                      QCoreApplication.translate(
                          "Closing", "A change is being written to the club database (an import, a run applied or "
                          "undone, a merge): it is written in one go. Close anyway stops it (nothing of it is "
                          "written, unless it had already finished); Wait lets it finish."), parent=parent)
    box.setObjectName("closing-question")
    wait = box.addButton(QCoreApplication.translate("Closing", "&Wait for it"), QMessageBox.ButtonRole.RejectRole)
    box.addButton(QCoreApplication.translate("Closing", "&Close anyway"), QMessageBox.ButtonRole.DestructiveRole)
    box.setDefaultButton(wait)
    box.exec()
    return box.clickedButton() is not wait


def may_close(parent: QWidget) -> bool:
    """Whether the window may close now: a writing job is stopped only if the user says so; the
    other jobs are cancelled either way."""
    jobs = workers.running()
    if any(job.writes for job in jobs) and not stop_or_wait(parent):
        return False
    for job in jobs:
        job.cancel()
    for job in jobs:
        if job.writes:
            job.wait(STOP_SECONDS)  # stopped at its next step, having written nothing (or committed already)
    return True

