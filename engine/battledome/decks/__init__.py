"""Battledome deck lists: the text and CSV formats, reading with clear errors, the deck rules of section 1."""
