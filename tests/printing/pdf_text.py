"""Reading a sheet's PDF back: each page's text pieces with their place, grouped into lines."""

from __future__ import annotations

from dataclasses import dataclass
from pathlib import Path

from pypdf import PdfReader


@dataclass(frozen=True, slots=True)
class Piece:
    x: float
    y: float  # the baseline, in points from the bottom of the page
    text: str


@dataclass(slots=True)
class Page:
    width: float
    height: float
    pieces: list[Piece]

    @property
    def landscape(self) -> bool:
        return self.width > self.height

    def lines(self) -> list[list[str]]:
        """Text pieces on the same baseline, top to bottom, left to right."""
        rows: dict[float, list[Piece]] = {}
        for piece in self.pieces:
            key = next((y for y in rows if abs(y - piece.y) < 1.0), piece.y)
            rows.setdefault(key, []).append(piece)
        return [[p.text for p in sorted(rows[y], key=lambda p: p.x)] for y in sorted(rows, reverse=True)]

    def text(self) -> str:
        return "\n".join(" ".join(line) for line in self.lines())


def read_pdf(path: str | Path) -> list[Page]:
    pages = []
    for page in PdfReader(str(path)).pages:
        pieces: list[Piece] = []

        def visit(text, cm, tm, font, size, pieces=pieces):
            if text.strip():
                x = tm[4] * cm[0] + tm[5] * cm[2] + cm[4]
                y = tm[4] * cm[1] + tm[5] * cm[3] + cm[5]
                pieces.append(Piece(x, y, " ".join(text.split())))

        page.extract_text(visitor_text=visit)
        box = page.mediabox
        pages.append(Page(float(box.width), float(box.height), pieces))
    return pages


def has_image(path: str | Path) -> bool:
    return any(page.images for page in PdfReader(str(path)).pages)
