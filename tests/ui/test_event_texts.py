"""The Events page's words are kept per language (per_language): asked again in another language,
they are that language's, not the first one's."""

from __future__ import annotations

from elodesk.store.events import list_events
from elodesk.store.games import diplomacy_games
from elodesk.ui.event_texts import battle_result_text, counted_text, mode_name, role_name
from tests.ui.test_languages import language  # noqa: F401  (the fixture)


def test_kept_words_follow_the_language(language):  # noqa: F811
    said = {}
    for lang in ("en", "nl", "en"):
        language(lang)
        said.setdefault(lang, []).append((battle_result_text("a-crushing"), battle_result_text("draw", long=True),
                                          mode_name("classic"), role_name("Germany")))
    assert said["en"][0] == said["en"][1] == ("A, crushing", "Draw", "Classic", "Germany")
    assert said["nl"][0] != said["en"][0] and said["nl"][0][3] == "Duitsland"


def test_a_game_counted_or_not_is_said_in_the_language(language, ctx):  # noqa: F811
    event = next(e for e in list_events(ctx.db) if e.system == "diplomacy")
    game = diplomacy_games(ctx.db, event.id)[0]
    language("en")
    english = counted_text(game)
    language("nl")
    assert english.startswith(("Yes", "No")) and counted_text(game) != english
