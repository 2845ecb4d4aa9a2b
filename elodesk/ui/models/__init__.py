"""Table models of the application (no widgets: testable on their own)."""
