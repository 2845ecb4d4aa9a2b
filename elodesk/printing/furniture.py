"""What every printed page carries around its blocks, and the ink it is drawn in: the club and the date,
the sheet's title and subtitle on the first page, a running head on the others, the footer's "printed
by" and page number; the sheets' colours; a text or a rule drawn on a painter (the layout's too)."""

from __future__ import annotations

from PySide6.QtCore import QPointF, QRectF, Qt
from PySide6.QtGui import QColor, QFont, QFontMetricsF, QPainter, QPen

from elodesk.printing.document import CENTER, RIGHT, Document
from elodesk.printing.metrics import Metrics, font
from elodesk.printing.text import say

INK = QColor("#1c1f23")
MUTED = QColor("#5f6368")
ACCENT = QColor("#1f4e79")
RULE = QColor("#8a9aab")
LIGHT_RULE = QColor("#d5dce3")
SHADE = QColor("#f1f4f8")
HEAD_FILL = QColor("#e3eaf2")
# The colours of rating changes, as elodesk.ui.style's UP and DOWN (sheets do not import the UI).
CHANGE_COLOURS = {"up": QColor("#1b7a3a"), "down": QColor("#b3261e")}

_ALIGN = {RIGHT: Qt.AlignmentFlag.AlignRight, CENTER: Qt.AlignmentFlag.AlignHCenter}


def draw(painter: QPainter, rect: QRectF, text: str, f: QFont, colour: QColor, align: str = "left", *,
         wrap: bool = False, elide: bool = False) -> None:
    painter.setFont(f)
    painter.setPen(colour)
    if elide:
        text = QFontMetricsF(f, painter.device()).elidedText(text, Qt.TextElideMode.ElideRight, rect.width())
    flags = _ALIGN.get(align, Qt.AlignmentFlag.AlignLeft) | Qt.AlignmentFlag.AlignTop
    if wrap and QFontMetricsF(f, painter.device()).horizontalAdvance(text) > rect.width():
        flags |= Qt.TextFlag.TextWordWrap
    painter.drawText(rect, int(flags), text)


def rule(painter: QPainter, m: Metrics, y: float, colour: QColor, width_pt: float, width: float) -> None:
    """A rule ``width_pt`` points thick across the page (``width`` device pixels) at ``y``."""
    painter.setPen(QPen(colour, m.pt(width_pt)))
    painter.drawLine(QPointF(0.0, y), QPointF(width, y))


def footer_height(m: Metrics) -> float:
    return m.fm(font(7.5)).height() + m.mm(4)


def head_height(m: Metrics, document: Document, width: float, first: bool) -> float:
    """Where a page's blocks start: below the club and date, the title and the subtitle on the first
    page, below the running head on the others."""
    if not first:
        return m.fm(font(8)).height() + m.mm(5)
    h = m.fm(font(10, bold=True)).height() + m.mm(2)
    h += m.wrapped_height(font(17, bold=True), document.title, width) + m.mm(1)
    if document.subtitle:
        h += m.wrapped_height(font(9.5), document.subtitle, width)
    return h + m.mm(6)


def paint_furniture(painter: QPainter, m: Metrics, doc: Document, w: float, height: float, number: int,
                    count: int) -> None:
    """Page ``number`` of ``count``'s head and footer, on a page ``w`` by ``height`` device pixels."""
    if number == 1:
        club_font, date_font = font(10, bold=True), font(9)
        h = m.fm(club_font).height()
        draw(painter, QRectF(0, 0, w * 0.7, h), doc.club, club_font, ACCENT, elide=True)
        draw(painter, QRectF(w * 0.5, 0, w * 0.5, h), doc.date, date_font, MUTED, RIGHT)
        y = h + m.mm(2)
        title_font = font(17, bold=True)
        th = m.wrapped_height(title_font, doc.title, w)
        draw(painter, QRectF(0, y, w, th), doc.title, title_font, INK, wrap=True)
        y += th + m.mm(1)
        if doc.subtitle:
            sub_font = font(9.5)
            sh = m.wrapped_height(sub_font, doc.subtitle, w)
            draw(painter, QRectF(0, y, w, sh), doc.subtitle, sub_font, MUTED, wrap=True)
            y += sh
        y += m.mm(2.5)
        rule(painter, m, y, ACCENT, 1.2, w)
    else:
        f = font(8)
        h = m.fm(f).height()
        left = f"{doc.club} — {doc.title}" if doc.club else doc.title
        draw(painter, QRectF(0, 0, w * 0.75, h), left, f, MUTED, elide=True)
        draw(painter, QRectF(w * 0.5, 0, w * 0.5, h), doc.date, f, MUTED, RIGHT)
        rule(painter, m, h + m.mm(1.5), RULE, 0.5, w)
    f = font(7.5)
    h = m.fm(f).height()
    y = height - h
    rule(painter, m, y - m.mm(1.5), RULE, 0.5, w)
    draw(painter, QRectF(0, y, w / 2, h), say("printed_by", doc.lang), f, MUTED)
    draw(painter, QRectF(w / 2, y, w / 2, h), say("page", doc.lang, page=number, pages=count), font(8), INK, RIGHT)
