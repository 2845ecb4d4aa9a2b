"""The languages elodesk speaks, each by its own name, French first (the default).

The one list that the window, the command line, the sheets, the explanations and the rule pages
read; a module of its own so that the command line's parser has it without loading the catalogues.
"""

LANGUAGE_NAMES = {"fr": "Français", "en": "English", "nl": "Nederlands"}
LANGUAGES = tuple(LANGUAGE_NAMES)
