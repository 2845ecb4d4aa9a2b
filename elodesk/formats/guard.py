"""The one boundary between a file's bytes and elodesk: whatever goes wrong reading a file is a FormatError.

Readers raise :class:`FormatError` for what they check themselves (a bad result code,
a missing column). Beneath them the standard library and the libraries they use
(zipfile, zlib, the XML parsers, codecs, struct, openpyxl, dbfread, access-parser)
raise errors of their own on damaged or hostile bytes. :func:`reads_file` wraps
an entry point that reads a file (recognising its format, opening, parsing,
iterating, then whatever the caller does with the records) and turns those
errors into the :class:`FormatError` naming the file.

Where the line is drawn, so that elodesk's own bugs stay visible:

- Only an error raised while code of ``elodesk.formats`` runs (a reader or a sniffer
  is on the stack) is the file's doing, or an OSError about the file itself (missing,
  a folder); the database, the engine and the interface keep their errors, and a
  ``sqlite3`` error is never converted.
- Raised inside a library or the standard library, any ``Exception`` is converted:
  the library choked on the bytes (openpyxl alone raises ValueError, TypeError,
  KeyError or IndexError on a damaged workbook).
- Raised by elodesk's reader code itself, the errors a value of the file causes are
  converted: ValueError (``int()``, ``float()``, ``date()``, decoding), OverflowError,
  an unknown text encoding (LookupError), OSError, EOFError, RecursionError and
  MemoryError. A KeyError, IndexError, TypeError, AttributeError or AssertionError
  raised by elodesk's code is a bug of the reader: it goes through unchanged (an
  internal error, which the fuzz tests fail on).
"""

from __future__ import annotations

import functools
import inspect
import sqlite3
import zipfile
import zlib
from collections.abc import Callable, Iterator
from contextlib import contextmanager
from pathlib import Path
from types import TracebackType
from typing import ParamSpec, TypeVar
from xml.etree.ElementTree import ParseError
from xml.parsers.expat import ExpatError

from defusedxml import DefusedXmlException

from elodesk.formats.errors import FormatError

P = ParamSpec("P")
R = TypeVar("R")

_PACKAGE = Path(__file__).resolve().parents[1]  # elodesk/
_FORMATS = Path(__file__).resolve().parent  # elodesk/formats/
_HERE = Path(__file__).resolve()
REASON_LENGTH = 200  # characters of a library's own message kept in ours

# Errors elodesk's reader code raises because of a value in the file (see the module's docstring).
VALUE_ERRORS = (ValueError, ArithmeticError, OSError, EOFError, RecursionError, MemoryError)

def _frames(error: BaseException) -> list[Path | None]:
    """The source files of the frames the error went through, outermost first (None: no file, frozen)."""
    files: list[Path | None] = []
    trace: TracebackType | None = error.__traceback__
    while trace is not None:
        name = trace.tb_frame.f_code.co_filename
        files.append(None if name.startswith("<") else Path(name).resolve())
        trace = trace.tb_next
    return files


def _inside(file: Path | None, folder: Path) -> bool:
    return file is not None and file.is_relative_to(folder)


def from_the_file(error: BaseException) -> bool:
    """Whether ``error`` is the file's doing (see the module's docstring), not a bug or the database's."""
    if isinstance(error, FormatError) or not isinstance(error, Exception) or isinstance(error, sqlite3.Error):
        return False
    frames = [f for f in _frames(error) if f != _HERE]  # the boundary's own frames are no reader's
    if not any(_inside(f, _FORMATS) for f in frames):
        return False
    if not _inside(frames[-1], _PACKAGE):
        return True  # raised inside a library or the standard library
    # Raised by elodesk's own code: a reader's (not a callback's of the window or the store).
    return _inside(frames[-1], _FORMATS) and (isinstance(error, VALUE_ERRORS) or type(error) is LookupError)


def _reason(error: BaseException) -> str:
    text = " ".join(str(error).split()) or type(error).__name__
    return text if len(text) <= REASON_LENGTH else text[: REASON_LENGTH - 1] + "…"


def refusal(file: str, error: BaseException) -> FormatError:
    """The FormatError that says what a low-level error met reading ``file`` means.

    Each sentence is a literal, the key its translation is found by; ``reason`` is the library's message.
    """
    reason = _reason(error)
    if isinstance(error, DefusedXmlException):
        return FormatError(file, None, "refused: the XML declares entities or a document type ({reason})",
                           reason=reason)
    if isinstance(error, ParseError | ExpatError):
        return FormatError(file, None, "malformed XML ({reason})", reason=reason)
    if isinstance(error, zipfile.BadZipFile | zlib.error | EOFError):
        return FormatError(file, None, "damaged zip archive or compressed data ({reason})", reason=reason)
    if isinstance(error, UnicodeError):
        return FormatError(file, None, "text not in a known encoding ({reason})", reason=reason)
    if type(error) is LookupError:
        return FormatError(file, None, "the file names an unknown text encoding ({reason})", reason=reason)
    if isinstance(error, OverflowError):
        return FormatError(file, None, "a number too large ({reason})", reason=reason)
    if isinstance(error, RecursionError):
        return FormatError(file, None, "nested too deeply to be read")
    if isinstance(error, MemoryError):
        return FormatError(file, None, "too large to be read")
    if isinstance(error, OSError):
        return FormatError(file, None, "cannot read the file ({reason})", reason=reason)
    return FormatError(file, None, "damaged or unreadable file ({reason})", reason=reason)


@contextmanager
def reading(path: str | Path) -> Iterator[None]:
    """Errors of reading the file at ``path`` become the FormatError naming it."""
    try:
        yield
    except Exception as error:
        if from_the_file(error) or _about(error, path):
            raise refusal(Path(path).name, error) from error
        raise


def _about(error: Exception, path: str | Path) -> bool:
    """An OSError about the file itself (missing, a folder, not readable), wherever it was raised."""
    return isinstance(error, OSError) and error.filename is not None and Path(error.filename) == Path(path)


def reads_file(function: Callable[P, R]) -> Callable[P, R]:
    """Decorate an entry point that reads the file given as its ``path`` argument with :func:`reading`."""
    signature = inspect.signature(function)

    @functools.wraps(function)
    def guarded(*args: P.args, **kwargs: P.kwargs) -> R:
        path = signature.bind(*args, **kwargs).arguments["path"]
        with reading(path):
            return function(*args, **kwargs)

    return guarded
