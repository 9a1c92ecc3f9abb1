"""MLP CCG deck lists: reading and writing files, matching names to cards, checking legality."""
