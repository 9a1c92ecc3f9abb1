"""Game-agnostic engine parts: game systems, decisions, seeded RNG, replays."""

from engine.core.decision import Decision, Option
from engine.core.digest import canonical_json, digest
from engine.core.errors import EngineError, IllegalAnswer, StateFormatError
from engine.core.game_system import GameSystem, MatchStructure, Scoring
from engine.core.log import LogEntry
from engine.core.registry import game_system, game_systems
from engine.core.replay import Replay, ReplayCursor, ReplayDivergence, ReplayRecorder

__all__ = [
    "Decision",
    "EngineError",
    "GameSystem",
    "IllegalAnswer",
    "LogEntry",
    "MatchStructure",
    "Option",
    "Replay",
    "ReplayCursor",
    "ReplayDivergence",
    "ReplayRecorder",
    "Scoring",
    "StateFormatError",
    "canonical_json",
    "digest",
    "game_system",
    "game_systems",
]
