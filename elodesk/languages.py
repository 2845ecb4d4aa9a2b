"""The languages elodesk speaks, each by its own name, French first (the default).

The one list that the window, the command line, the sheets, the explanations and the rule pages
read; a module of its own so that the command line's parser has it without loading the catalogues.
"""

LANGUAGE_NAMES = {"fr": "Français", "en": "English", "nl": "Nederlands"}
LANGUAGES = tuple(LANGUAGE_NAMES)


def check_lang(lang: str) -> str:
    """``lang`` if elodesk speaks it; else a ValueError naming the languages it does speak."""
    if lang not in LANGUAGES:
        raise ValueError(f"unknown language {lang!r}; expected one of {', '.join(LANGUAGES)}")
    return lang
