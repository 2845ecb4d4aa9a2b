"""Render the SVG application icon to the formats installers want (PNG sizes, .ico, .icns).

Run by build.sh into the build folder: the icons are generated files, never committed.
"""

from __future__ import annotations

import os
import sys
from pathlib import Path

os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")

from PySide6.QtCore import QSize, Qt
from PySide6.QtGui import QGuiApplication, QImage, QImageWriter, QPainter
from PySide6.QtSvg import QSvgRenderer

SIZES = (16, 24, 32, 48, 64, 128, 256, 512)


def render(svg: Path, size: int) -> QImage:
    image = QImage(QSize(size, size), QImage.Format.Format_ARGB32)
    image.fill(Qt.GlobalColor.transparent)
    painter = QPainter(image)
    QSvgRenderer(str(svg)).render(painter)
    painter.end()
    return image


def main(svg: Path, out: Path) -> None:
    out.mkdir(parents=True, exist_ok=True)
    QGuiApplication.instance() or QGuiApplication(sys.argv[:1])
    for size in SIZES:
        render(svg, size).save(str(out / f"elodesk-{size}.png"))
    supported = {bytes(f).decode() for f in QImageWriter.supportedImageFormats()}
    if "ico" in supported:
        render(svg, 256).save(str(out / "elodesk.ico"), "ico")
    if "icns" in supported:
        render(svg, 512).save(str(out / "elodesk.icns"), "icns")


if __name__ == "__main__":
    main(Path(sys.argv[1]), Path(sys.argv[2]))
