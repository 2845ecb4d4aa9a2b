"""File formats: each module reads one kind of file into plain records and writes it out.

Readers never touch the database; a file they cannot understand raises
:class:`elodesk.formats.errors.FormatError` naming the file, the line (or sheet
and cell) and what was expected.

The formats elodesk imports, each once with its id, module, name and reading, are
:mod:`elodesk.formats.registry`'s (not imported here: its names are catalogue messages, and the
catalogue imports this package's errors).
"""
