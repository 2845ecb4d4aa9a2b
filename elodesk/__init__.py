"""elodesk: a club rating officer's desk for five rating systems."""

__version__ = "0.1.0"
