"""PDF reports: pure functions writing to a binary stream."""
