"""Open and save dialogs that speak the window's language and never read the club file.

The platform's own file dialog speaks the system's language, not the one chosen in
elodesk: when the two differ, Qt's own dialog is used. Qt's catalogues (qtbase_fr,
qtbase_nl) lack a few of that dialog's words ("&Look in:", "Files of &type:", the
"Folder" type): they are given here, from elodesk's catalogue.

Nothing but SQLite may open the club database (``store.club_paths``): Qt's icon provider asks
``QMimeDatabase`` for each file's type, which reads a file whose extension it does not know
(``.elodesk``, its ``-wal`` and ``-shm``) and closes it, releasing SQLite's locks on the club. So
on POSIX systems the dialog is always Qt's own (GTK's and macOS's run in the process and sniff
content too), with an icon provider that looks at names only, and the files beside a database
are not listed. Windows' locks belong to a handle: its native dialog is harmless.
"""

from __future__ import annotations

import os
from pathlib import Path

from PySide6.QtCore import (
    QCoreApplication,
    QFileInfo,
    QLocale,
    QMimeDatabase,
    QModelIndex,
    QPersistentModelIndex,
    QSortFilterProxyModel,
)
from PySide6.QtGui import QIcon
from PySide6.QtWidgets import (
    QFileDialog,
    QFileIconProvider,
    QFileSystemModel,
    QHeaderView,
    QListView,
    QMessageBox,
    QSplitter,
    QTreeView,
    QWidget,
)

from elodesk.formats.file_names import file_name
from elodesk.store.club_paths import is_companion
from elodesk.store.db import EXTENSION
from elodesk.ui.i18n import current_language


class NameOnlyProvider(QFileIconProvider):
    """Icons and types from the name alone (Qt's would open each file); a folder's type in the
    window's language."""

    def icon(self, what: QFileInfo | QFileIconProvider.IconType) -> QIcon:
        if isinstance(what, QFileInfo):
            kind = QFileIconProvider.IconType.Folder if what.isDir() else QFileIconProvider.IconType.File
            return super().icon(kind)
        return super().icon(what)

    def type(self, info: QFileInfo) -> str:
        if info.isDir():
            return QCoreApplication.translate("FileDialogs", "Folder")
        mime = QMimeDatabase().mimeTypeForFile(info.fileName(), QMimeDatabase.MatchMode.MatchExtension)
        return mime.comment() or mime.name()


class NoCompanions(QSortFilterProxyModel):
    """The folder without the files SQLite and elodesk keep beside a database (``-wal``, ``-shm``…):
    nobody should pick one to open, import or overwrite."""

    def filterAcceptsRow(self, row: int, parent: QModelIndex | QPersistentModelIndex) -> bool:
        model = self.sourceModel()
        name = model.index(row, 0, parent).data(QFileSystemModel.Roles.FileNameRole)
        return not is_companion(str(name or ""))


_PROVIDER = NameOnlyProvider()  # one for every dialog: Qt does not take ownership of it


def use_native_dialog() -> bool:
    """The platform's dialog only on Windows (locks there belong to a handle) and in the window's language."""
    return os.name == "nt" and QLocale.system().name().split("_")[0] == current_language()


def file_dialog(parent: QWidget | None, caption: str, directory: str, filters: str,
                mode: QFileDialog.AcceptMode) -> QFileDialog:
    """A file dialog in the window's language that reads no file of the folder it shows."""
    dialog = QFileDialog(parent, caption, directory, filters)
    dialog.setAcceptMode(mode)
    if not use_native_dialog():
        dialog.setOption(QFileDialog.Option.DontUseNativeDialog)
    if dialog.testOption(QFileDialog.Option.DontUseNativeDialog):
        dialog.setLabelText(QFileDialog.DialogLabel.LookIn, QCoreApplication.translate("FileDialogs", "Look in:"))
        dialog.setLabelText(QFileDialog.DialogLabel.FileType,
                            QCoreApplication.translate("FileDialogs", "Files of type:"))
        dialog.setIconProvider(_PROVIDER)
        dialog.setProxyModel(NoCompanions(dialog))
        _fit_columns(dialog)
    return dialog


def _fit_columns(dialog: QFileDialog) -> None:
    """Room for what Qt's dialog shows: its own sizes cut the files' sizes and dates ("320…KiB",
    "28 11 2…6") and the places' names ("Or…" for Ordinateur)."""
    em = dialog.fontMetrics().averageCharWidth()
    dialog.resize(max(dialog.width(), 140 * em), max(dialog.height(), 30 * dialog.fontMetrics().height()))
    files = dialog.findChild(QTreeView, "treeView")
    if files is not None:
        header = files.header()
        header.setStretchLastSection(False)
        header.setSectionResizeMode(0, QHeaderView.ResizeMode.Stretch)
        for column in range(1, 4):
            header.setSectionResizeMode(column, QHeaderView.ResizeMode.ResizeToContents)
    places, split = dialog.findChild(QListView, "sidebar"), dialog.findChild(QSplitter, "splitter")
    if places is not None and split is not None:
        wide = max(places.sizeHintForColumn(0) + 4 * em, 18 * em)
        split.setSizes([wide, max(dialog.width() - wide, 1)])


def _ask(dialog: QFileDialog) -> tuple[str, str]:
    if dialog.exec() != QFileDialog.DialogCode.Accepted or not dialog.selectedFiles():
        return "", ""
    return dialog.selectedFiles()[0], dialog.selectedNameFilter()


def save_path(parent: QWidget | None, caption: str, suggested: str, filters: str) -> tuple[str, str]:
    """Where to save (``getSaveFileName``): the path and the filter chosen, or two empty strings.

    ``suggested``, a file name often made from what the user typed (an event's name), is
    proposed cleaned (:func:`~elodesk.formats.file_names.file_name`): it cannot point elsewhere.
    A sheet or an export is never written over a club database or a file beside one (opening it
    to write would destroy the club and release SQLite's locks on it): refused, nothing chosen.
    """
    proposed = file_name(suggested) if suggested else ""
    path, chosen = _ask(file_dialog(parent, caption, proposed, filters, QFileDialog.AcceptMode.AcceptSave))
    name = Path(path).name
    if path and (is_companion(name) or (name.endswith(EXTENSION) and f"*{EXTENSION}" not in filters)):
        QMessageBox.warning(parent, caption, QCoreApplication.translate(
            "FileDialogs", "{file} is a club database, or a file SQLite keeps beside one: elodesk does not write "
                           "over it. Choose another name.").format(file=name))
        return "", ""
    return path, chosen


def open_path(parent: QWidget | None, caption: str, directory: str, filters: str) -> tuple[str, str]:
    """Which file to open (``getOpenFileName``): the path and the filter chosen, or two empty strings."""
    dialog = file_dialog(parent, caption, directory, filters, QFileDialog.AcceptMode.AcceptOpen)
    dialog.setFileMode(QFileDialog.FileMode.ExistingFile)
    return _ask(dialog)
