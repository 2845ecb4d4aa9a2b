"""Laying a sheet out on pages with QPainter: the same layout for the printer, the preview and PDF.

Why a painter layout rather than a QTextDocument: the sheets promise things a
rich-text document does not (column headings repeated on every page, a row never
cut by a page break, a grade heading kept with its first general and repeated
as "continued", "page 2 / 5" in the footer), and a painter makes them certain.

Everything is measured in the device's own pixels (millimetres converted with
its resolution, fonts sized in points), so the pages are the same on a 600 dpi
PDF and in the preview. The pages are laid out first, then painted, so that
each footer knows the page count.

A laid-out page is a list of ops, each a plain tuple of numbers and strings (its kind
first, the table and row it paints by number): a federation's ranking lays out 60,000
rows, and a tuple of atoms is one object the garbage collector soon stops tracking. A
closure per row was eleven tracked objects, 740,000 for that ranking: each full
collection walked them for 0.3-0.5 s on the layout's worker, holding the interpreter
lock, and the window froze meanwhile.
"""

from __future__ import annotations

from collections.abc import Callable
from typing import Literal

from PySide6.QtCore import QRectF
from PySide6.QtGui import QColor, QFont, QImage, QPagedPaintDevice, QPainter

from elodesk.printing.document import (
    RIGHT,
    Block,
    Cell,
    Document,
    GroupRow,
    Heading,
    Keep,
    Paragraph,
    Picture,
    Row,
    Table,
)
from elodesk.printing.furniture import (
    ACCENT,
    CHANGE_COLOURS,
    HEAD_FILL,
    INK,
    LIGHT_RULE,
    MUTED,
    RULE,
    SHADE,
    draw,
    footer_height,
    head_height,
    paint_furniture,
    rule,
)
from elodesk.printing.metrics import BODY_PT, Metrics, cell_text, font, resolution
from elodesk.printing.text import say

# The ops of a page (y and heights in device pixels; a table and a row by their numbers).
HeadingOp = tuple[Literal["heading"], float, float, float, str, str]  # y, text height, note height, text, note
ParagraphOp = tuple[Literal["paragraph"], float, float, str, bool]  # y, height, text, small
PictureOp = tuple[Literal["picture"], float, float, float, float, bytes]  # x, y, width, height, PNG
RuleOp = tuple[Literal["rule"], float]  # a table's top or bottom rule at y
HeadOp = tuple[Literal["head"], float, float, int]  # y, height, table
# y, height, the text's and the note's heights, table, text, note
GroupOp = tuple[Literal["group"], float, float, float, float, int, str, str]
RowOp = tuple[Literal["row"], float, float, bool, int, int]  # y, height, shaded, table, row
Op = HeadingOp | ParagraphOp | PictureOp | RuleOp | HeadOp | GroupOp | RowOp
Page = list[Op]


class SheetLayout:
    """A document laid out on a device's pages; ``paint`` draws them."""

    def __init__(self, document: Document, device: QPagedPaintDevice, metrics: Metrics | None = None) -> None:
        self.document = document
        self.m = metrics or Metrics(device)
        rect = device.pageLayout().paintRectPixels(resolution(device))
        self.width = float(rect.width())
        self.height = float(rect.height())
        self.pages: list[Page] = []
        self.tables: list[tuple[Table, list[float], float]] = []  # each table placed, its widths and font size
        self.y = 0.0
        self.top = 0.0
        self.bottom = self.height - footer_height(self.m)
        self._new_page()
        blocks = document.blocks
        for index, block in enumerate(blocks):
            if isinstance(block, Heading):
                self._heading(block, blocks[index + 1] if index + 1 < len(blocks) else None)
            else:
                self._place(block)

    # --- pages ---------------------------------------------------------------------------------------

    def _new_page(self) -> None:
        self.pages.append([])
        self.y = self.top = head_height(self.m, self.document, self.width, first=len(self.pages) == 1)

    # --- drawing helpers -------------------------------------------------------------------------

    def _rule(self, painter: QPainter, y: float, colour: QColor, width_pt: float) -> None:
        rule(painter, self.m, y, colour, width_pt, self.width)

    def _op(self, op: Op) -> None:
        self.pages[-1].append(op)

    def _room(self) -> float:
        return self.bottom - self.y

    def _ensure(self, height: float) -> None:
        """Start a new page unless ``height`` fits below (on an empty page, place it anyway)."""
        if height > self._room() and self.y > self.top:
            self._new_page()

    # --- blocks ---------------------------------------------------------------------------------------

    def _place(self, block: Block) -> None:
        if isinstance(block, Heading):
            self._heading(block)
        elif isinstance(block, Paragraph):
            self._paragraph(block)
        elif isinstance(block, Table):
            self._table(block)
        elif isinstance(block, Picture):
            self._picture(block)
        elif isinstance(block, Keep):
            height = sum(self._measure(b) for b in block.blocks)
            if height <= self.bottom - self.top:
                self._ensure(height)
            for inner in block.blocks:
                self._place(inner)

    def _measure(self, block: Block) -> float:
        if isinstance(block, Heading):
            return self._heading_height(block)
        if isinstance(block, Paragraph):
            return self._paragraph_height(block)
        if isinstance(block, Picture):
            return self._picture_size(block)[1] + self.m.mm(3)
        if isinstance(block, Keep):
            return sum(self._measure(b) for b in block.blocks)
        widths, size = self.m.fit(block, self.width)
        return (self._head_height(block, widths, size) + sum(self._row_height(block, r, widths, size)
                                                             for r in block.rows) + self.m.mm(4))

    def _heading_text_width(self, note: str) -> float:
        """The heading's own width: the page's, less its note set flush right beside it."""
        return self.width - (self.m.width(font(8.5), note) + self.m.mm(4) if note else 0.0)

    def _heading_text_height(self, block: Heading) -> float:
        return self.m.wrapped_height(font(12, bold=True), block.text, self._heading_text_width(block.note))

    def _heading_height(self, block: Heading) -> float:
        return self._heading_text_height(block) + self.m.mm(5)

    def _heading(self, block: Heading, following: Block | None = None) -> None:
        """A heading, on more lines when it is longer than the page is wide, and never alone at the foot
        of a page: what follows it starts on the same page (a paragraph, a picture, a table's first rows,
        a card kept in one piece that fits a page), or both go to the next."""
        h = self._heading_height(block)
        after = self.m.mm(18)
        if isinstance(following, Paragraph | Picture | Keep):
            after = self._measure(following)
            if h + after > self.bottom - self.top:  # taller than a page: it will be broken anyway
                after = self.m.mm(18)
        self._ensure(h + after)
        y = self.y + (self.m.mm(3) if self.y > self.top else 0)
        th = self._heading_text_height(block)
        self._op(("heading", y, th, self.m.fm(font(8.5)).height(), block.text, block.note))
        self.y = y + th + self.m.mm(0.8) + self.m.mm(2)

    def _paint_heading(self, p: QPainter, y: float, th: float, nh: float, text: str, note: str) -> None:
        draw(p, QRectF(0, y, self._heading_text_width(note), th), text, font(12, bold=True), ACCENT, wrap=True)
        if note:  # set on the heading's baseline, flush right
            draw(p, QRectF(self.width * 0.4, y + th - nh, self.width * 0.6, nh), note, font(8.5), MUTED, RIGHT)
        self._rule(p, y + th + self.m.mm(0.8), LIGHT_RULE, 0.6)

    def _paragraph_font(self, small: bool) -> QFont:
        return font(7.8 if small else BODY_PT)

    def _paragraph_height(self, block: Paragraph) -> float:
        return self.m.wrapped_height(self._paragraph_font(block.small), block.text, self.width) + self.m.mm(1.8)

    def _paragraph(self, block: Paragraph) -> None:
        h = self.m.wrapped_height(self._paragraph_font(block.small), block.text, self.width)
        self._ensure(h)
        self._op(("paragraph", self.y, h, block.text, block.small))
        self.y += h + self.m.mm(1.8)

    def _paint_paragraph(self, p: QPainter, y: float, h: float, text: str, small: bool) -> None:
        draw(p, QRectF(0, y, self.width, h + 1), text, self._paragraph_font(small), MUTED if small else INK,
                   wrap=True)

    def _picture_size(self, block: Picture) -> tuple[float, float]:
        image = QImage.fromData(block.png)
        width = min(self.m.mm(block.width_mm), self.width)
        return width, width * image.height() / max(image.width(), 1)

    def _picture(self, block: Picture) -> None:
        width, height = self._picture_size(block)
        self._ensure(height)
        self._op(("picture", (self.width - width) / 2, self.y, width, height, block.png))
        self.y += height + self.m.mm(3)

    def _paint_picture(self, p: QPainter, x: float, y: float, width: float, height: float, png: bytes) -> None:
        p.setRenderHint(QPainter.RenderHint.SmoothPixmapTransform)
        p.drawImage(QRectF(x, y, width, height), QImage.fromData(png))

    # --- tables ------------------------------------------------------------------------------------------

    def _cell_font(self, cell: str | Cell, size: float) -> QFont:
        return font(size, bold=isinstance(cell, Cell) and cell.bold)

    def _head_height(self, table: Table, widths: list[float], size: float) -> float:
        if not table.headings:
            return 0.0
        pad = self.m.padding(size)
        f = font(size * 0.92, bold=True)
        return max(self.m.wrapped_height(f, c.heading, w - 2 * pad)
                   for c, w in zip(table.columns, widths, strict=True)) + 2 * pad

    def _group_height(self, size: float) -> float:
        return self.m.fm(font(size + 1.5, bold=True)).height() + self.m.mm(3.2)

    def _row_height(self, table: Table, row: Row | GroupRow, widths: list[float], size: float) -> float:
        if isinstance(row, GroupRow):
            return self._group_height(size)
        pad = self.m.padding(size)
        return max(self.m.wrapped_height(self._cell_font(c, size), cell_text(c), w - 2 * pad)
                   for c, w in zip(row.cells, widths, strict=True)) + 1.3 * pad

    def _table(self, table: Table) -> None:
        if not table.rows:
            if table.empty:
                self._paragraph(Paragraph(table.empty))
            return
        widths, size = self.m.fit(table, self.width)
        t = len(self.tables)
        self.tables.append((table, widths, size))
        heights = [self._row_height(table, r, widths, size) for r in table.rows]
        head = self._head_height(table, widths, size)
        first = heights[0] + (heights[1] if isinstance(table.rows[0], GroupRow) and len(heights) > 1 else 0)
        self._ensure(head + first)
        self._table_head(t)
        group: GroupRow | None = None
        odd = False
        for i, (row, h) in enumerate(zip(table.rows, heights, strict=True)):
            if isinstance(row, GroupRow):
                after = heights[i + 1] if i + 1 < len(heights) and isinstance(table.rows[i + 1], Row) else 0
                if h + after > self._room():
                    self._op(("rule", self.y))
                    self._new_page()
                    self._table_head(t)
                self._group_row(t, row.text, row.note)
                group, odd = row, False
                continue
            if h > self._room() and self.y > self.top:
                self._op(("rule", self.y))
                self._new_page()
                self._table_head(t)
                if group is not None:
                    self._group_row(t, say("continued", self.document.lang, text=group.text), group.note)
            self._op(("row", self.y, h, odd and table.shaded, t, i))
            self.y += h
            odd = not odd
        self._op(("rule", self.y))
        self.y += self.m.mm(4)

    def _paint_rule(self, p: QPainter, y: float) -> None:
        self._rule(p, y, RULE, 0.7)

    def _table_head(self, t: int) -> None:
        table, widths, size = self.tables[t]
        if not table.headings:
            self._op(("rule", self.y))
            return
        h = self._head_height(table, widths, size)
        self._op(("head", self.y, h, t))
        self.y += h

    def _paint_head(self, p: QPainter, y: float, h: float, t: int) -> None:
        table, widths, size = self.tables[t]
        pad = self.m.padding(size)
        f = font(size * 0.92, bold=True)
        p.fillRect(QRectF(0, y, self.width, h), HEAD_FILL)
        x = 0.0
        for column, w in zip(table.columns, widths, strict=True):
            draw(p, QRectF(x + pad, y + pad, w - 2 * pad, h - 2 * pad), column.heading, f, INK, column.align,
                       wrap=True)
            x += w
        self._rule(p, y, RULE, 0.7)
        self._rule(p, y + h, ACCENT, 0.9)

    def _group_row(self, t: int, text: str, note: str) -> None:
        size = self.tables[t][2]
        h = self._group_height(size)
        th, nh = self.m.fm(font(size + 1.5, bold=True)).height(), self.m.fm(font(size * 0.95)).height()
        self._op(("group", self.y, h, th, nh, t, text, note))
        self.y += h

    def _paint_group(self, p: QPainter, y: float, h: float, th: float, nh: float, t: int, text: str,
                     note: str) -> None:
        size = self.tables[t][2]
        pad = self.m.padding(size)
        top = y + self.m.mm(2.2)
        draw(p, QRectF(pad, top, self.width * 0.6, th), text, font(size + 1.5, bold=True), ACCENT, elide=True)
        if note:
            draw(p, QRectF(self.width * 0.4, top + th - nh, self.width * 0.6 - pad, th), note,
                       font(size * 0.95), MUTED, RIGHT)
        self._rule(p, y + h - self.m.mm(0.2), ACCENT, 0.5)

    def _paint_row(self, p: QPainter, y: float, h: float, shade: bool, t: int, i: int) -> None:
        table, widths, size = self.tables[t]
        row = table.rows[i]
        assert isinstance(row, Row)
        pad = self.m.padding(size)
        top = y + 0.65 * pad
        if shade:
            p.fillRect(QRectF(0, y, self.width, h), SHADE)
        x = 0.0
        for column, cell, w in zip(table.columns, row.cells, widths, strict=True):
            colour = CHANGE_COLOURS.get(cell.colour, QColor(cell.colour)) if (
                isinstance(cell, Cell) and cell.colour) else INK
            draw(p, QRectF(x + pad, top, w - 2 * pad, h), cell_text(cell), self._cell_font(cell, size),
                       colour, column.align, wrap=True)
            x += w
        if not table.shaded:
            self._rule(p, y + h, LIGHT_RULE, 0.4)

    # --- painting -----------------------------------------------------------------------------------------

    def paint(self, painter: QPainter, progress: Callable[[int, int], None] | None = None) -> None:
        """Paint every page on the painter's device (already begun); pages after the first are new pages.
        ``progress(done, total)`` is called after each page (it may raise to stop)."""
        count = len(self.pages)
        for number in range(1, count + 1):
            if number > 1:
                device = painter.device()
                if not isinstance(device, QPagedPaintDevice):
                    raise TypeError("a sheet of several pages is painted on a paged device (a PDF, a printer)")
                device.newPage()
            self.paint_page(painter, number)
            if progress is not None:
                progress(number, count)

    def paint_page(self, painter: QPainter, number: int) -> None:
        """Paint page ``number`` (from 1) where the painter stands: the preview paints only the pages it shows."""
        painter.setRenderHint(QPainter.RenderHint.Antialiasing)
        painter.setRenderHint(QPainter.RenderHint.TextAntialiasing)
        paint_furniture(painter, self.m, self.document, self.width, self.height, number, len(self.pages))
        for op in self.pages[number - 1]:
            _PAINT[op[0]](self, painter, *op[1:])


# How each op is painted, by its kind.
_PAINT: dict[str, Callable[..., None]] = {
    "heading": SheetLayout._paint_heading, "paragraph": SheetLayout._paint_paragraph,
    "picture": SheetLayout._paint_picture, "rule": SheetLayout._paint_rule, "head": SheetLayout._paint_head,
    "group": SheetLayout._paint_group, "row": SheetLayout._paint_row}

