"""The command line calls a computation previewed or applied a run (issue 24): "run", "calcul",
"berekening", as its messages already did ("Applied: … (run 12)"); "period" stays for the dates."""

from __future__ import annotations

import pytest

from elodesk.cli import main

RUN = {"en": "run", "fr": "calcul", "nl": "berekening"}
PERIOD = {"en": "period", "fr": "période", "nl": "periode"}
OPTIONS = {"en": "options:", "fr": "options :", "nl": "opties:"}


def help_of(capsys, lang: str, command: str) -> str:
    with pytest.raises(SystemExit):
        main(["--lang", lang, command, "--help"])
    return " ".join(capsys.readouterr().out.split())


@pytest.mark.parametrize("lang", ["en", "fr", "nl"])
def test_preview_apply_and_undo_say_run_and_the_dates_say_period(lang, capsys):
    for command in ("preview", "apply", "undo"):
        words = help_of(capsys, lang, command).split(OPTIONS[lang])[0]  # its usage and its own sentence
        assert RUN[lang] in words, (command, words)
    undo = help_of(capsys, lang, "undo").split(OPTIONS[lang])[0]
    assert PERIOD[lang] not in undo  # the last run may be an event, a penalty or an uplift
    preview = help_of(capsys, lang, "preview")
    assert PERIOD[lang] in preview.split("--from DATE")[-1].split("--to")[0]  # the first day of the period
