"""The command line's own words exist in French, English and Dutch, with the same {placeholders}."""

from __future__ import annotations

import re

import pytest

from elodesk.cli_text import HEADINGS, MESSAGES, STATUSES
from elodesk.reports.checks import CHECK_TEXT


def placeholders(text: str) -> list[str]:
    return sorted(re.findall(r"{(\w+)}", text))


@pytest.mark.parametrize("table", [MESSAGES, HEADINGS, STATUSES, CHECK_TEXT],
                         ids=["MESSAGES", "HEADINGS", "STATUSES", "CHECK_TEXT"])
def test_every_sentence_has_its_dutch(table):
    assert [key for key, row in table.items() if set(row) != {"fr", "en", "nl"}] == []
    assert [key for key, row in table.items() if placeholders(row["nl"]) != placeholders(row["fr"])] == []
