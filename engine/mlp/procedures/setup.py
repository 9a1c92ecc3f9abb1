"""Starting a game (102): decks in, a running game out.

A setup is plain data ({"seed", "decks": [{"mane", "draw", "problems"}, ...]})
so it can be stored in a replay and used to recreate the game exactly.
"""

from __future__ import annotations

from typing import Any

from engine.core.errors import EngineError
from engine.core.replay_setup import setup_names
from engine.mlp.state.game import NAME, MlpGame, empty_state, home
from engine.mlp.state.library import CardLibrary


class DeckError(EngineError):
    """A deck the engine cannot start a game with."""


def deck_from_cards(library: CardLibrary, card_ids: list[str], label: str = "the deck") -> dict[str, Any]:
    """Split a flat list of card ids (one per copy) into mane / draw / problems; `label` names
    the deck in a refusal ("decks[1]", which a caller may turn into a file name)."""
    deck: dict[str, Any] = {"mane": None, "draw": [], "problems": []}
    for card_id in card_ids:
        if card_id not in library:
            raise DeckError(f"{label}: card {card_id} is not in the card database")
        kind = library.spec(card_id).type
        if kind == "mane":
            if deck["mane"] is not None:
                first, second = library.spec(deck["mane"]).name, library.spec(card_id).name
                raise DeckError(f"{label} has two Mane Characters, {first} and {second}; a player has exactly one "
                                "(102.1)")
            deck["mane"] = card_id
        elif kind == "problem":
            deck["problems"].append(card_id)
        else:
            deck["draw"].append(card_id)
    if deck["mane"] is None:
        raise DeckError(f"{label} has no Mane Character (102.1)")
    return deck


def new_game(library: CardLibrary, decks: list[dict[str, Any]], seed: int,
             names: tuple[str, str] = ("", "")) -> MlpGame:
    """A game set up per 102 and run to its first decision (choosing Starting Problems);
    `names`: the players' names the judge gave as it was dealt, kept as a board's are."""
    if len(decks) != 2:
        raise DeckError("a game needs exactly two decks")
    g = MlpGame(empty_state(seed), library)
    for player, name in zip(g.s["players"], names, strict=True):
        if name:  # (only when given: a game of no names is the same game as before)
            player[NAME] = name
    for p, deck in enumerate(decks):
        for field in ("mane", "draw", "problems"):
            if field not in deck:
                raise DeckError(f"decks[{p}].{field} is missing")
        # (each card name once: a deck holds up to three copies of a card)
        distinct = list(dict.fromkeys([deck["mane"], *deck["draw"], *deck["problems"]]))
        for card_id in distinct:
            if card_id not in library:
                raise DeckError(f"decks[{p}]: card {card_id} is not in the card database")
            if library.card(card_id).is_token:
                # the database's printed token cards stand for tokens made by card text;
                # a token can't exist outside play (521.3), so none can start in a deck
                raise DeckError(f"decks[{p}]: {library.card(card_id).full_name} is a token, "
                                "which can't be in a deck (521.3)")
        if not any(library.card(card_id).starting_problem for card_id in deck["problems"]):
            # 102.2: each player puts a Starting Problem from their Problem deck into play;
            # without one the game has nowhere for that player's opponent to score
            raise DeckError(f"decks[{p}]: the Problem deck has no Problem with the Starting Problem "
                            "keyword, so the game can't start (102.2)")
        library.prepare(distinct)
        mane = g.create_card(deck["mane"], p, "play")
        g.card(mane)["area"] = home(p)
        g.s["players"][p]["mane"] = mane
        g.note("102.1", f"P{p} starts with {g.name(mane)} at home")
        g.create_cards(deck["draw"], p, "deck")
        g.create_cards(deck["problems"], p, "problem_deck")
    g.push("setup", step=0)
    g.run()
    return g


def game_from_setup(library: CardLibrary, setup: dict[str, Any]) -> MlpGame:
    return new_game(library, setup["decks"], int(setup["seed"]), setup_names(setup))
