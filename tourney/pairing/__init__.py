"""Swiss pairing, byes, top cut and tiebreakers as pure functions (no Qt, no database)."""
