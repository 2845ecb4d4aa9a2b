"""The sheets' words are the screens' (issue 25): a French sheet said "Cote" where every table of the
window says "Elo"; in each language, the rating's column reads alike on paper and on screen."""

from __future__ import annotations

import pytest
from PySide6.QtCore import QCoreApplication

from elodesk.printing.text import TEXT
from tests.ui.test_languages import language  # noqa: F401  (the fixture)

SCREENS = ("ChessPairingsModel", "ChessStandingsModel", "RoundPlayersModel", "HistoryPlayersModel", "HistoryView",
           "ExplanationView")


@pytest.mark.parametrize("lang", ["fr", "en", "nl"])
def test_the_rating_column_reads_alike_on_sheets_and_screens(language, lang):  # noqa: F811
    language(lang)
    on_screens = {QCoreApplication.translate(context, "Rating") for context in SCREENS}
    assert on_screens == {TEXT["rating"].say(lang)}
    assert TEXT["fide_report_note"].say(lang).startswith(TEXT["rating"].say(lang))


def test_french_sheets_say_elo_where_the_screens_do(language):  # noqa: F811
    language("fr")
    assert TEXT["rating"].say("fr") == "Elo"
    assert TEXT["fide_rating"].say("fr") == QCoreApplication.translate("MergeDialog", "FIDE rating") == "Elo FIDE"
    assert "Cote" not in TEXT["current_ratings"].say("fr")
