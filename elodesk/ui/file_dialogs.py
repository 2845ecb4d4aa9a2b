"""Open and save dialogs that speak the window's language.

The platform's own file dialog speaks the system's language, not the one chosen in
elodesk: when the two differ, Qt's own dialog is used. Qt's catalogues (qtbase_fr,
qtbase_nl) lack a few of that dialog's words ("&Look in:", "Files of &type:", the
"Folder" type): they are given here, from elodesk's catalogue.
"""

from __future__ import annotations

from PySide6.QtCore import QCoreApplication, QFileInfo, QLocale
from PySide6.QtWidgets import QFileDialog, QFileIconProvider, QWidget

from elodesk.formats.file_names import file_name
from elodesk.ui.i18n import current_language


class FolderNamesProvider(QFileIconProvider):
    """Icons as Qt draws them; a folder's type in the window's language."""

    def type(self, info: QFileInfo) -> str:
        if info.isDir():
            return QCoreApplication.translate("FileDialogs", "Folder")
        return super().type(info)


_PROVIDER = FolderNamesProvider()  # one for every dialog: Qt does not take ownership of it


def file_dialog(parent: QWidget | None, caption: str, directory: str, filters: str,
                mode: QFileDialog.AcceptMode) -> QFileDialog:
    """A file dialog in the window's language (Qt's own when the system speaks another)."""
    dialog = QFileDialog(parent, caption, directory, filters)
    dialog.setAcceptMode(mode)
    if QLocale.system().name().split("_")[0] != current_language():
        dialog.setOption(QFileDialog.Option.DontUseNativeDialog)
    if dialog.testOption(QFileDialog.Option.DontUseNativeDialog):
        dialog.setLabelText(QFileDialog.DialogLabel.LookIn, QCoreApplication.translate("FileDialogs", "Look in:"))
        dialog.setLabelText(QFileDialog.DialogLabel.FileType,
                            QCoreApplication.translate("FileDialogs", "Files of type:"))
        dialog.setIconProvider(_PROVIDER)
    return dialog


def _ask(dialog: QFileDialog) -> tuple[str, str]:
    if dialog.exec() != QFileDialog.DialogCode.Accepted or not dialog.selectedFiles():
        return "", ""
    return dialog.selectedFiles()[0], dialog.selectedNameFilter()


def save_path(parent: QWidget | None, caption: str, suggested: str, filters: str) -> tuple[str, str]:
    """Where to save (``getSaveFileName``): the path and the filter chosen, or two empty strings.

    ``suggested``, a file name often made from what the user typed (an event's name), is
    proposed cleaned (:func:`~elodesk.formats.file_names.file_name`): it cannot point elsewhere.
    """
    proposed = file_name(suggested) if suggested else ""
    return _ask(file_dialog(parent, caption, proposed, filters, QFileDialog.AcceptMode.AcceptSave))


def open_path(parent: QWidget | None, caption: str, directory: str, filters: str) -> tuple[str, str]:
    """Which file to open (``getOpenFileName``): the path and the filter chosen, or two empty strings."""
    dialog = file_dialog(parent, caption, directory, filters, QFileDialog.AcceptMode.AcceptOpen)
    dialog.setFileMode(QFileDialog.FileMode.ExistingFile)
    return _ask(dialog)
