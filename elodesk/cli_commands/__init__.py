"""The command line's commands, one small module each, imported only when its command runs.

``elodesk.cli`` holds the parser and the error edge (``main``); a command's handler
lives here with what only it uses, so that ``elodesk import`` loads neither the
engines' output writer nor the printing, and ``elodesk compute`` no database.
"""
