"""The tournament floor rules as data and pure functions."""
