"""A printed sheet as plain blocks: headings, paragraphs, tables, pictures.

The builders (``elodesk.printing.build``) turn report data into these blocks in one
language; the layout (``elodesk.printing.layout``) measures and paints them on
pages. Keeping the two apart lets tests read a sheet's content without Qt.
"""

from __future__ import annotations

from dataclasses import dataclass, field

LEFT = "left"
RIGHT = "right"
CENTER = "center"

PORTRAIT = "portrait"
LANDSCAPE = "landscape"
AUTO = "auto"  # landscape only when a table is too wide for a portrait page


@dataclass(slots=True, frozen=True)
class Cell:
    """A cell with a look of its own (a coloured change, a bold total); frozen, so that rows share one."""

    text: str
    colour: str | None = None
    bold: bool = False


@dataclass(slots=True)
class Column:
    heading: str
    align: str = LEFT
    flexible: bool = False  # gives way (narrower, text wrapped) when the table is too wide, takes the spare room


class Row(tuple[str | Cell, ...]):
    """A table's row: its cells, one per column, made from any sequence of them.

    A tuple, one object for the garbage collector: a federation's ranking is 60,000 rows, and
    as a record holding a list of cells they were 180,000 objects that every full collection
    walked (130 ms) while they were shown, holding the interpreter lock against the window.
    """

    __slots__ = ()

    @property
    def cells(self) -> tuple[str | Cell, ...]:
        return self


@dataclass(slots=True)
class GroupRow:
    """A heading across the table (a grade), kept with the row after it; ``note`` is set flush right."""

    text: str
    note: str = ""


@dataclass(slots=True)
class Table:
    columns: list[Column]
    rows: list[Row | GroupRow]
    empty: str = ""  # said instead of the table when it has no row
    headings: bool = True  # a key/value list has none
    shaded: bool = True  # alternate row shading


@dataclass(slots=True)
class Heading:
    text: str
    note: str = ""  # set flush right, smaller


@dataclass(slots=True)
class Paragraph:
    text: str
    small: bool = False


@dataclass(slots=True)
class Picture:
    """A PNG drawn at a width in millimetres (its height follows its proportions)."""

    png: bytes
    width_mm: float


@dataclass(slots=True)
class Keep:
    """Blocks kept on one page when they fit on one (a Diplomacy board and its heading)."""

    blocks: list[Block]


Block = Heading | Paragraph | Table | Picture | Keep


@dataclass(slots=True)
class Document:
    title: str
    club: str
    date: str  # the printing date, already written in the sheet's language
    lang: str
    subtitle: str = ""
    orientation: str = AUTO
    blocks: list[Block] = field(default_factory=list)

    def text(self) -> str:
        """Every word of the sheet in reading order (for tests and searches)."""
        out = [self.club, self.title, self.subtitle]

        def walk(blocks: list[Block]) -> None:
            for block in blocks:
                if isinstance(block, Keep):
                    walk(block.blocks)
                elif isinstance(block, Heading):
                    out.extend([block.text, block.note])
                elif isinstance(block, Paragraph):
                    out.append(block.text)
                elif isinstance(block, Table):
                    out.append(" ".join(c.heading for c in block.columns))
                    for row in block.rows:
                        if isinstance(row, GroupRow):
                            out.append(f"{row.text} {row.note}")
                        else:
                            out.append(" ".join(c.text if isinstance(c, Cell) else c for c in row.cells))

        walk(self.blocks)
        return "\n".join(line for line in out if line)
