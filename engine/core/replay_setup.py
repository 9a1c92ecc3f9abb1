"""The part of a replay every game reads the same way: its seed, card data version and two decks.

A game's setup is `{"seed", "card_db", "decks"}`, with `"names"` when the players were named
as the game was dealt; only what one deck looks like differs between games. The shape checks and the check that a replay was
recorded for this game and this card data live here once, so a bad replay is
refused with the same words whichever game it belongs to.
"""

from __future__ import annotations

from pathlib import Path
from typing import Any

from engine.core.errors import EngineError, ReplayFormatError
from engine.core.json_reader import plain, refuse_unknown_keys
from engine.core.player_names import read_names
from engine.core.registry import game_name
from engine.core.replay import Replay

SETUP_FIELDS = frozenset(("seed", "card_db", "decks", "names"))


def check_setup_frame(setup: Any, card_data: str, two_decks: str) -> dict[str, Any]:
    """A setup's seed, card data version and list of two decks checked; the decks themselves are the game's.

    `card_data` names the game's card data in the message for a bad version ("card database"),
    `two_decks` says what the decks list must be ("a list of two decks"). Returns the setup as
    plain JSON data; a `ReplayFormatError` names the first bad field."""
    if not isinstance(setup, dict):
        raise ReplayFormatError("setup", "expected an object")
    setup = plain(setup, ReplayFormatError, "setup")
    refuse_unknown_keys(setup, SETUP_FIELDS, "setup", ReplayFormatError)
    seed = setup.get("seed")
    if isinstance(seed, bool) or not isinstance(seed, int) or not 0 <= seed < 2**64:
        raise ReplayFormatError("setup.seed", f"expected a whole number from 0 to 2**64 - 1, got {seed!r}")
    if not isinstance(setup.get("card_db", ""), str):
        raise ReplayFormatError("setup.card_db", f"expected the {card_data} version (text)")
    decks = setup.get("decks")
    if not isinstance(decks, list) or len(decks) != 2:
        raise ReplayFormatError("setup.decks", f"expected {two_decks}")
    setup_names(setup)
    return setup


def setup_names(setup: dict[str, Any]) -> tuple[str, str]:
    """The players' names a setup gives ("" for one it names not; both for a setup of none),
    checked as a board's are (`read_names`): a `ReplayFormatError` names a bad one."""
    names = setup.get("names")
    if names is None:
        return "", ""
    if not isinstance(names, list) or len(names) != 2:
        raise ReplayFormatError("setup.names", "expected the two players' names (text, or null for none)")
    return read_names(names, "setup.names[{p}]", ReplayFormatError)


def with_names(setup: dict[str, Any], names: tuple[str, str]) -> dict[str, Any]:
    """`setup` with the players' names, when either has one: a game of no names is set up
    (and recorded, digested and replayed) as before."""
    return {**setup, "names": list(names)} if any(names) else setup


def replay_for(replay: Replay | str | Path, system_id: str, card_data: str, version: str) -> Replay:
    """A replay (or the one a file holds) made by this game with this card data; `EngineError` if not.

    A replay recorded with other card data would play other cards, so it is refused rather than
    replayed into a different game; a replay naming no version is taken as it is."""
    if not isinstance(replay, Replay):
        replay = Replay.load(replay)
    check_replay_game(replay, system_id)
    recorded = replay.setup.get("card_db")
    if recorded and version and recorded != version:
        raise EngineError(f"the replay was recorded with {card_data} {recorded}, this program has {version}")
    return replay


def check_replay_game(replay: Replay, system_id: str) -> None:
    """`EngineError` unless the replay is of this game: "this is a replay of <game>, not of <game>".

    Every reader tied to one game (a game's `open_replay`, the command line's replay with
    `--game`) refuses another game's replay with these words, the games named as a judge
    knows them, rather than failing later on cards or answers that mean nothing here."""
    if replay.system != system_id:
        raise EngineError(f"this is a replay of {game_name(replay.system)}, not of {game_name(system_id)}")
