"""The Spellcasters game state: printed cards as the engine reads them, and the game kernel."""
