"""The command line's own words exist in French, English and Dutch, with the same {placeholders}."""

from __future__ import annotations

import re

import pytest

from elodesk.catalogue import catalogue
from elodesk.cli_text import HEADINGS, MESSAGES
from elodesk.reports.checks import CHECK_TEXT


def placeholders(text: str) -> list[str]:
    return sorted(re.findall(r"{(\w+)}", text))


@pytest.mark.parametrize("table", [MESSAGES, HEADINGS, CHECK_TEXT], ids=["MESSAGES", "HEADINGS", "CHECK_TEXT"])
@pytest.mark.parametrize("lang", ["fr", "nl"])
def test_every_sentence_has_its_translation(table, lang):
    """English in the code; French and Dutch in the catalogues, with the English {placeholders}."""
    assert [key for key, m in table.items() if catalogue(lang).lookup(m.context, m.source) is None] == []
    assert [key for key, m in table.items() if placeholders(m[lang]) != placeholders(m.source)] == []
