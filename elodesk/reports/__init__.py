"""Data for sheets, plots, the window and the command line: standings, tie-breaks, pairings, rankings,
history series, explanation sentences.

Some modules compute from what they are given (standings, tie-breaks, pairings, explanations);
the others read the club database, always through ``elodesk.store`` (no SQL of their own), and
write nothing: the store alone writes. No Qt.
"""
