"""Views of the application."""
