"""The dated editions of the Belgian rules (RULES.md, "Editions"), and the Wavre text.

The federation's program changed at the edges over the years; replayed against
its own published lists, the table below reproduces them. Each edition is a set
of parameters read by ``elodesk.core.frbe``.
"""

from __future__ import annotations

from dataclasses import dataclass
from datetime import date

from elodesk.core.model import Period

# K for ordinals beyond the 300th game, and the Wavre "K = 10 above 2200" rule.
K_TEXT = "text"  # 16 if Ro <= 2000, 12 if <= 2200, 10 above
K_WAVRE = "wavre"  # 16 if Ro <= 2000, else 12; and K = 10 whenever Ro > 2200, at any ordinal
K_2007 = "2007"  # 16 if Ro < 2000, 12 if < 2200, else 10

# How the K change across 2000/2200 is made.
K_CHANGE_NONE = "none"
K_CHANGE_OLD = "old"  # 1989: scale the part beyond B by Kf/Ki
K_CHANGE_NEW_GT = "new-gt"  # 2006: "above B" means Ro > B
K_CHANGE_NEW_GE = "new-ge"  # 2007 on: "above B" means Ro >= B

K_BOUNDARIES = (2000, 2200)
FLOOR_2024_FROM = date(2024, 4, 1)


@dataclass(frozen=True, slots=True)
class Edition:
    """The parameters of one edition of the Belgian rules."""

    id: str
    cap: int  # Table II difference cap
    p_truncated: bool  # Formula I p truncated (1989) instead of rounded half up
    p_low: int  # bounds of p, hundredths
    p_high: int
    k_rule: str
    k_change: str
    newcomer_games_last: bool  # games against players first rated this period come last
    floor: int | None  # None: no floor at all
    floor_2024: int | None = None  # floor for periods ending on or after 2024-04-01
    exception_25_150: bool = True

    def floor_for(self, period: Period | None) -> int | None:
        end = period.end if period is not None else None
        if self.floor_2024 is not None and end is not None and end >= FLOOR_2024_FROM:
            return self.floor_2024
        return self.floor


EDITIONS: dict[str, Edition] = {
    "text": Edition("text", 350, False, 1, 99, K_TEXT, K_CHANGE_NONE, False, 1150),
    "1989": Edition("1989", 350, True, 1, 99, K_WAVRE, K_CHANGE_OLD, False, 1150),
    "2006": Edition("2006", 350, False, 1, 99, K_WAVRE, K_CHANGE_NEW_GT, True, 1150),
    "2007": Edition("2007", 350, False, 1, 99, K_2007, K_CHANGE_NEW_GE, True, 1150),
    "2009": Edition("2009", 350, False, 11, 89, K_2007, K_CHANGE_NEW_GE, True, 1150),
    "2015": Edition("2015", 400, False, 8, 92, K_2007, K_CHANGE_NEW_GE, True, 1150, 1400),
}

# The Wavre club's text, whatever the date: no floor, no 25/150, no K change.
CLASSIC = Edition(
    "classic", 350, False, 1, 99, K_WAVRE, K_CHANGE_NONE, False,
    floor=None, exception_25_150=False,
)

# Last period end date of each dated edition (the next one applies after it).
_EDITION_ENDS: tuple[tuple[date, str], ...] = (
    (date(2005, 6, 30), "1989"),
    (date(2006, 12, 31), "2006"),
    (date(2008, 12, 31), "2007"),
    (date(2014, 12, 31), "2009"),
)

# Why an edition was chosen (the ``edition_basis`` of the output).
BASIS_FORCED = "forced"
BASIS_PERIOD_END = "period_end"
BASIS_PERIOD_START = "period_start"  # a period with no end date: its start decides
BASIS_NO_PERIOD = "no_period"


def edition_for_date(day: date) -> str:
    """The edition in force for a period ending on ``day``."""
    for last_day, edition in _EDITION_ENDS:
        if day <= last_day:
            return edition
    return "2015"


def choose_edition(period: Period | None, forced: str | None) -> tuple[Edition, str]:
    """The edition to apply, and the basis of the choice."""
    if forced is not None:
        return EDITIONS[forced], BASIS_FORCED
    if period is not None and period.end is not None:
        return EDITIONS[edition_for_date(period.end)], BASIS_PERIOD_END
    if period is not None and period.start is not None:
        return EDITIONS[edition_for_date(period.start)], BASIS_PERIOD_START
    return EDITIONS["text"], BASIS_NO_PERIOD


def k_factor(edition: Edition, ordinal: int, ro: int) -> int:
    """K of a game from its ordinal in the player's career and his rating Ro."""
    rule = edition.k_rule
    if rule == K_WAVRE and ro > 2200:
        return 10
    if ordinal <= 100:
        return 32
    if ordinal <= 300:
        return 24
    if rule == K_2007:
        return 16 if ro < 2000 else 12 if ro < 2200 else 10
    if rule == K_TEXT:
        return 16 if ro <= 2000 else 12 if ro <= 2200 else 10
    return 16 if ro <= 2000 else 12
