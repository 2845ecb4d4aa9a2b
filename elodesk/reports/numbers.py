"""Numbers and dates written as a French, English or Dutch reader expects them."""

from __future__ import annotations

from collections.abc import Mapping
from datetime import date
from typing import Any

DECIMAL_COMMA = ("fr", "nl")  # the languages that write 0,66
# The fields of an explanation record that hold a date (YYYY-MM-DD), written in the reader's way.
DATE_FIELDS = frozenset({"date", "period_start", "rules_from"})


def format_number(value: Any, lang: str, decimals: int = 2) -> str:
    """A number as a reader of that language writes it (at most ``decimals`` decimals)."""
    if isinstance(value, bool) or not isinstance(value, int | float):
        return "—" if value is None else str(value)
    if isinstance(value, float) and not value.is_integer():
        text = f"{value:.{decimals}f}".rstrip("0").rstrip(".")
    else:
        text = str(int(value))
    if text.startswith("-"):
        text = "−" + text[1:]
    return text.replace(".", ",") if lang in DECIMAL_COMMA else text


def signed(value: Any, lang: str, decimals: int = 2) -> str:
    """A change with its sign always written (+12, −3,5)."""
    text = format_number(value, lang, decimals)
    return text if text.startswith("−") or text in ("0", "—") else "+" + text


def short_date(value: str | date | None) -> str:
    """17/01/2025: day, month, year, as French, Belgian and British readers all write a date (the
    window's English is British for the same reason); an em dash when unknown; a text that is no date
    stays as it is."""
    if not value:
        return "—"
    if isinstance(value, date):
        day = value
    else:
        try:
            day = date.fromisoformat(str(value)[:10])
        except ValueError:
            return str(value)
    return f"{day.day:02d}/{day.month:02d}/{day.year}"


def formatted_fields(record: Mapping[str, Any], lang: str) -> dict[str, object]:
    """A record's fields as a template's keywords: numbers in the language's style, and signed;
    dates as the reader writes them."""
    out: dict[str, object] = {}
    for key, value in record.items():
        if key in DATE_FIELDS:
            out[key] = short_date(value)
            continue
        out[key] = format_number(value, lang) if isinstance(value, int | float) else value
        if isinstance(value, int | float) and not isinstance(value, bool):
            out[f"{key}_signed"] = signed(value, lang)
    return out


def ordinal(n: int, lang: str) -> str:
    """A rank as a reader writes it: 97e, 1re (a game, feminine in French), 97th, 101st."""
    if lang == "en":
        suffix = "th" if n % 100 in (11, 12, 13) else {1: "st", 2: "nd", 3: "rd"}.get(n % 10, "th")
        return f"{n}{suffix}"
    return f"{n}re" if lang == "fr" and n == 1 else f"{n}e"
