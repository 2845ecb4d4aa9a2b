"""Dialogs of the application."""
