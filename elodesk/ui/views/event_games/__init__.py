"""The games half of the Events page: one panel (:mod:`.panel`) for every kind of event, and what
differs between chess pairings, Bataille Empire battles and Diplomacy games in one module each."""
