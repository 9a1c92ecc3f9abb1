"""The fan-made pony "Spellcasters" card game: two players, one shared deck (issue 24)."""

from engine.spellcasters import wiring  # noqa: F401  (fills the hooks the state calls)
