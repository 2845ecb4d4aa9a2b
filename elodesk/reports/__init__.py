"""Pure data for sheets, plots and explanations: no Qt, no database."""
