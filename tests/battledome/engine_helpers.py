"""Building Battledome positions for judge scenarios, and answering their questions by label."""

from __future__ import annotations

from functools import cache
from typing import Any

from engine.battledome.api import default_library, make_setup, new_game
from engine.battledome.boardstate import load_board
from engine.battledome.state.game import BattledomeGame
from engine.battledome.table import battledome_table


@cache
def library() -> dict[str, Any]:
    return default_library()


def sample_decks() -> list[list[str]]:
    table = battledome_table()
    texts = table.theme_decks()
    return [table.read_deck(texts[name], name) for name in table.sample_pair()]


def dealt(seed: int) -> BattledomeGame:
    return new_game(make_setup(sample_decks(), seed), library())


def position(cards: list[tuple[int, str, str]] | list[tuple[int, str, str, dict[str, Any]]],
             empty_decks: tuple[int, ...] = (), **fields: Any) -> BattledomeGame:
    """A position from (owner, zone, card name[, more record fields]) rows; `fields` set the rest.

    Each player gets five plain Codestones at the bottom of their Main Deck unless a row puts
    cards there (or it is in `empty_decks`), so a draw does not make them exhausted."""
    rows = [{"card": row[2], "owner": row[0], "zone": row[1], **(row[3] if len(row) > 3 else {})}
            for row in cards]
    for p in (0, 1):
        if p not in empty_decks and not any(r["owner"] == p and r["zone"] == "deck" for r in rows):
            rows += [{"card": "Bloom Codestone", "owner": p, "zone": "deck"} for _ in range(5)]
    document = {"format": "tourney-battledome-board/1", "seed": fields.pop("seed", 7), "turn": 5,
                "first_turn_done": True, "cards": [{"iid": i, **r} for i, r in enumerate(rows, start=1)],
                **fields}
    return load_board(document, library())


def iid_of(g: BattledomeGame, name: str, player: int | None = None) -> int:
    found = [iid for iid, card in sorted(g.s["cards"].items())
             if g.name(iid) == name and (player is None or card["owner"] == player)]
    assert found, f"no {name} in the position"
    return found[0]


def answer(g: BattledomeGame, label: str) -> None:
    """Answer the pending question with the one option whose label contains `label`."""
    decision = g.pending()
    assert decision is not None, "no question is pending"
    keys = [o.key for o in decision.options if label in o.label]
    assert len(keys) == 1, f"{label!r} names {len(keys)} of {[o.label for o in decision.options]}"
    g.submit(keys)


def pass_until(g: BattledomeGame, kind: str, limit: int = 60) -> None:
    """Pass priority (and take the default elsewhere) until a question of `kind` is asked."""
    for _ in range(limit):
        decision = g.pending()
        assert decision is not None, "the game ended"
        if decision.kind == kind:
            return
        g.submit(battledome_table().default_answer(decision))
    raise AssertionError(f"no {kind} question came")


def logged(g: BattledomeGame, rule: str, words: str = "") -> list[str]:
    """Log lines citing `rule` (and containing `words`)."""
    return [e.text for e in g.log if e.rule == rule and words in e.text]
