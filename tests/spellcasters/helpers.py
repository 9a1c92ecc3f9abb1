"""Judge scenarios: lay out a Spellcasters position card by card, then play it.

`board(...)` builds a board-state document from card names of the tests' own card set
(`tests.spellcasters.cards`) and loads it, so a scenario reads like a judge's set-up:
who has which Spellcasters (with damage and statuses), Mana, hands, the Location, the
deck. `rolls(...)` finds a generator state whose next d6 rolls are the ones a scenario
needs, so to-hit and Confusion rolls are chosen, not hoped for.
"""

from __future__ import annotations

from typing import Any

from engine.core import rng
from engine.spellcasters.boardstate import load_board
from engine.spellcasters.state.game import SpellcastersGame
from tests.spellcasters.cards import BY_NAME, LIBRARY


def rolls(*wanted: int) -> int:
    """A generator state whose next d6 rolls are `wanted`, in order."""
    for start in range(1, 2_000_000):
        state = start
        ok = True
        for roll in wanted:
            value, state = rng.below(state, 6)
            if value + 1 != roll:
                ok = False
                break
        if ok:
            return start
    raise AssertionError(f"no generator state gives the rolls {wanted}")


def board(p0: dict[str, Any], p1: dict[str, Any], *, deck: list[str] | None = None, location: str | None = None,
          junkyard: tuple[str, ...] = (), turn: int = 3, turn_player: int = 0, step: str = "main",
          rng_state: int = 12345, done: dict[str, Any] | None = None, sudden_death: int = 0) -> SpellcastersGame:
    """A game at this position. A player is {"casters": [name or (name, {damage, shrunk, ...,
    "equipment": name})], "hand": [names], "mana": [name or (name, tapped)], "bleachers": [names],
    "combo_turn": n}. The deck defaults to ten Earth Mana."""
    cards: list[dict[str, Any]] = []

    def new(name: str, half: int = 0) -> int:
        cards.append({"iid": len(cards), "card": BY_NAME[name], "half": half})
        return len(cards) - 1

    players = []
    for p, spec in enumerate((p0, p1)):
        casters = []
        for entry in spec.get("casters", []):
            name, extra = (entry, {}) if isinstance(entry, str) else entry
            record = {"iid": new(name, p), **{k: v for k, v in extra.items() if k != "equipment"}}
            if "equipment" in extra:
                record["equipment"] = new(extra["equipment"], p)
            casters.append(record)
        mana = []
        for entry in spec.get("mana", []):
            name, tapped = (entry, False) if isinstance(entry, str) else entry
            mana.append({"card": new(name, p), "tapped": tapped})
        players.append({"casters": casters, "mana": mana,
                        "hand": [new(n, p) for n in spec.get("hand", [])],
                        "bleachers": [new(n, p) for n in spec.get("bleachers", [])],
                        "combo_turn": spec.get("combo_turn", -9)})
    document = {
        "format": "tourney-spellcasters-board/1", "rng": rng_state, "turn": turn, "turn_player": turn_player,
        "step": step, "players": players, "cards": cards,
        "deck": [new(n) for n in (deck if deck is not None else ["Earth Mana"] * 10)],
        "junkyard": [new(n) for n in junkyard],
        "location": new(location) if location else -1, "sudden_death": sudden_death,
    }
    if done is not None:
        document["done"] = done
    return load_board(document, LIBRARY)


def iid(game: SpellcastersGame, name: str, nth: int = 0) -> int:
    """The instance number of the nth card of this name in the game."""
    found = [i for i, card in enumerate(game.s["cards"]) if card == BY_NAME[name]]
    return found[nth]


def record(game: SpellcastersGame, name: str) -> dict[str, Any]:
    found = game.caster(iid(game, name))
    assert found is not None, f"{name} is not in play"
    return found[1]


def keys(game: SpellcastersGame) -> list[str]:
    decision = game.pending()
    return [] if decision is None else list(decision.keys)


def cast(game: SpellcastersGame, caster: str, spell: int, target: str) -> None:
    game.submit([f"cast|{iid(game, caster)}|{spell}|{iid(game, target)}"])


def rules_logged(game: SpellcastersGame, since: int = 0) -> list[str]:
    return [entry.rule for entry in game.log[since:]]


def texts(game: SpellcastersGame, since: int = 0) -> list[str]:
    return [entry.text for entry in game.log[since:]]
