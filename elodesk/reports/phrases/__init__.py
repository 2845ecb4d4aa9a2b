"""French and English sentences for each system's explanation records."""
