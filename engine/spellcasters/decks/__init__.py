"""Spellcasters deck lists: the half deck each player brings, its rules, reading, writing and comparing."""
