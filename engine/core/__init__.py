"""Game-agnostic engine parts: game systems, decisions, seeded RNG, replays."""

from engine.core.game_system import GameSystem, MatchStructure, Scoring
from engine.core.registry import game_system, game_systems

__all__ = ["GameSystem", "MatchStructure", "Scoring", "game_system", "game_systems"]
