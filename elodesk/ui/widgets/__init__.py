"""Widgets of the application."""
