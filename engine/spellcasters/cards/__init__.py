"""The Spellcasters cards: the card model, the card-data format, the database and its importer."""
