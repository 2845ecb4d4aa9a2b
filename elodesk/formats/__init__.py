"""File formats: each module reads one kind of file into plain records and writes it out.

Readers never touch the database; a file they cannot understand raises
:class:`elodesk.formats.errors.FormatError` naming the file, the line (or sheet
and cell) and what was expected.
"""

# The formats elodesk reads, as `elodesk import --format` names them.
FORMATS = ("trf", "frbe-trf", "papi", "pgn", "frbe-list", "fide-list", "bataille-sheet", "diplomacy-sheet",
           "players-sheet")
