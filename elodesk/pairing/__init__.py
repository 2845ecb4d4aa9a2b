"""Pairing the next round: FIDE's Dutch system (C.04.3) and round robins (Berger tables, C.05 Annex 1).

Pure Python, no Qt and no database: :mod:`elodesk.formats.trf_pairing` reads the
engines' input file into :mod:`elodesk.pairing.model` records, the systems
return a :class:`~elodesk.pairing.model.RoundPairing`.
"""
