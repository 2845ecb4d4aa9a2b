"""The what-if dialog shows what the chosen system's record asks: a made-up system's fields, bounds
and words come from its ``WhatIfFields``, not from its id."""

from __future__ import annotations

import pytest

from elodesk.core import systems
from elodesk.core.systems import CHESS, RatingSystem
from elodesk.core.whatif_fields import LEVEL, PERFORMANCE, WhatIfFields
from elodesk.reports.whatif import GameLine
from elodesk.store.ratings import get_states
from elodesk.ui.dialogs import whatif_dialog
from elodesk.ui.dialogs.whatif_dialog import WhatIfDialog
from tests.ui.test_tools_dialogs import choose, click, opened

MADE_UP = RatingSystem("made-up", CHESS, {"en": "Made up", "fr": "Inventé", "nl": "Verzonnen"}, "ffe",
                       rating_step=5, state_fields=("rating", "games", "archive"), player_fields=("birth_date",),
                       whatif=WhatIfFields(rating_label=LEVEL, career_games=True, min_career_games=5,
                                           unrated=PERFORMANCE, archive_max=3, editions=True, birth_year=True))


@pytest.fixture
def dialog(ctx, qtbot, monkeypatch):
    monkeypatch.setitem(systems.BY_ID, MADE_UP.id, MADE_UP)
    monkeypatch.setattr(whatif_dialog, "CLUB_SYSTEMS", (*systems.CLUB_SYSTEMS, MADE_UP.id))
    return opened(qtbot, WhatIfDialog(ctx))


def shown(dialog: WhatIfDialog) -> set[str]:
    fields = (dialog.edition, dialog.mode, dialog.scoring, dialog.rate, dialog.status, dialog.power, dialog.rating,
              dialog.games, dialog.archive_games, dialog.archive_sum, dialog.archive_points, dialog.archive_performance,
              dialog.birth_year, dialog.list_k)
    return {w.objectName() for w in fields if w.isVisible()}


def test_a_made_up_systems_record_decides_the_fields_shown(qtbot, dialog):
    choose(qtbot, dialog.system, "Made up")
    assert shown(dialog) == {"edition", "status", "rating", "games", "birth-year"}
    assert dialog.player_form.labelForField(dialog.rating).text() == "&Level"
    assert dialog.games_box.opponent_caption.text() == "Opponent's &level"
    assert (dialog.rating.singleStep(), dialog.games_box.opponent.singleStep()) == (5, 5)
    assert dialog.games.minimum() == 5 and dialog.games.value() >= 5
    choose(qtbot, dialog.status, "Unrated")
    assert shown(dialog) == {"edition", "status", "archive-games", "archive-performance", "birth-year"}
    assert dialog.archive_games.maximum() == 3
    dialog.archive_games.setValue(2)
    assert dialog.typed().system == "made-up"


def test_games_typed_stay_while_the_results_stay_the_same(qtbot, dialog):
    """FIDE offers a chess game's results as the Belgian rules do: the games typed stay; a battle's go."""
    dialog.games_box.model.add(GameLine(1645, "win"))
    choose(qtbot, dialog.system, "FIDE")
    assert dialog.games_box.model.rowCount() == 1
    choose(qtbot, dialog.system, "Made up")
    assert dialog.games_box.model.rowCount() == 1
    choose(qtbot, dialog.system, "Bataille")
    assert dialog.games_box.model.rowCount() == 0


def test_fide_computes_on_the_list_chosen(qtbot, dialog):
    choose(qtbot, dialog.system, "FIDE")
    assert shown(dialog) == {"rate", "rating", "games", "list-k"}
    dialog.rating.setValue(1800)
    dialog.games.setValue(10)
    dialog.games_box.model.clear()
    dialog.games_box.model.add(GameLine(1900, "win"))
    choose(qtbot, dialog.rate, "rapid")
    click(qtbot, dialog.compute_button)
    assert "1800 → 1826 (+26)" in dialog.summary.text()  # K 40: under 30 games
    assert dialog.document["rate"] == "rapid"
    dialog.list_k.setValue(20)  # the K his last list printed
    click(qtbot, dialog.compute_button)
    assert "1800 → 1813 (+13)" in dialog.summary.text()


def test_fide_fills_a_club_player_from_the_list_chosen(qtbot, dialog, ctx):
    choose(qtbot, dialog.system, "FIDE")
    pid, state = next((pid, s) for pid, s in sorted(get_states(ctx.db, "fide").items())
                      if s.get("standard", {}).get("rating") != s.get("rapid", {}).get("rating") and
                      s.get("rapid", {}).get("rating"))
    qtbot.waitUntil(lambda: dialog.club_player.findData(pid) >= 0)
    choose(qtbot, dialog.club_player, dialog.club_player.itemText(dialog.club_player.findData(pid)))
    assert dialog.rating.value() == state["standard"]["rating"]
    assert dialog.list_k.value() == (state["standard"].get("k") or 0)
    choose(qtbot, dialog.rate, "rapid")
    assert dialog.rating.value() == state["rapid"]["rating"]
