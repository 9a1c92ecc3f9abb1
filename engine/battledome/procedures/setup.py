"""Setting up the game (2): shuffles and cuts, the starting player, opening Inventories and the
mulligan, the face-down starting Neopets.

Every random part (the shuffles, the cut's depth, the coin flip for the starting
player) comes from the game's seeded generator, so a seed replays the set-up exactly.
"""

from __future__ import annotations

from typing import Any

from engine.battledome.effects import actions
from engine.battledome.state import ops
from engine.battledome.state.game import BattledomeGame

OPENING_HAND = 5
COIN_FLIP_STAGE = 2
"""The set-up stage that flips the coin and asks its winner to take or defer the first turn."""


def cut(g: BattledomeGame, player: int) -> None:
    """Cut a Main Deck: a part from the top goes under the rest, at a depth from the generator."""
    deck = g.zone(player, "deck")
    if len(deck) > 1:
        depth = 1 + g.below(len(deck) - 1)
        deck[:] = deck[depth:] + deck[:depth]


def offer_cut(g: BattledomeGame, owner: int, rule: str) -> None:
    opponent = 1 - owner
    g.ask(opponent, "cut", f"P{opponent}: cut P{owner}'s Main Deck?", [("cut", "Cut it"), ("decline", "Decline")],
          "cut", rule, owner=owner)


@ops.answer("cut")
def _cut(g: BattledomeGame, ask: dict[str, Any], keys: list[str]) -> None:
    owner = ask["data"]["owner"]
    if keys == ["cut"]:
        cut(g, owner)
        g.note("2", f"P{ask['player']} cuts P{owner}'s Main Deck")
    else:
        g.note("2", f"P{ask['player']} declines to cut P{owner}'s Main Deck")


@ops.handler("setup")
def _setup(g: BattledomeGame, frame: dict[str, Any]) -> None:
    s = g.s
    stage = frame["stage"]
    frame["stage"] += 1
    if stage == 0:
        for p in (0, 1):
            g.shuffle(g.zone(p, "deck"))
            g.note("2", f"P{p} shuffles their Main Deck and presents it to the opponent")
        offer_cut(g, 0, "2")
    elif stage == 1:
        offer_cut(g, 1, "2")
    elif stage == COIN_FLIP_STAGE:
        g.note("2", "Each player places their Main Deck, Neopet Deck and Rainbow Pool")
        chosen = g.below(2)
        frame["chosen"] = chosen
        g.note("2", f"A coin flip chooses P{chosen} as the starting player")
        g.ask(chosen, "first", f"P{chosen}: take the first turn or defer it to the opponent?",
              [("first", "Take the first turn"), ("defer", "Defer to the opponent")], "first", "2")
    elif stage == 3:
        for p in (s["first"], 1 - s["first"]):
            actions.draw(g, p, OPENING_HAND, "2")
        frame["mulligan"] = [s["first"], 1 - s["first"]]
    elif stage == 4 or stage == 5:
        p = frame["mulligan"][stage - 4]
        g.ask(p, "mulligan", f"P{p}: keep this Inventory or mulligan (once)?",
              [("keep", "Keep"), ("mulligan", "Mulligan: shuffle it into the deck and draw 5")], "mulligan", "2")
    elif stage == 6 or stage == 7:
        p = (s["first"], 1 - s["first"])[stage - 6]
        if not g.zone(p, "neopets"):
            g.s["result"] = {"winner": 1 - p, "reason": f"P{p} has no Neopet in their Neopet Deck", "rule": "1.4"}
            g.note("1.4", f"The game ends: P{p} has no Neopet to start with; P{1 - p} wins the game")
            return
        g.ask(p, "neopet", f"P{p}: choose your starting Neopet (placed face down)",
              [(f"card:{iid}", g.label(iid)) for iid in g.zone(p, "neopets")], "starting_neopet", "2")
    else:
        for p in (0, 1):
            for iid in g.zone(p, "active"):
                s["cards"][iid]["down"] = False
                g.note("2", f"P{p} flips {g.label(iid)} face up")
        g.pop()
        s["active"] = s["first"]
        s["phase"] = "beginning"
        g.note("2", f"P{s['first']} begins the game by drawing a card and starting their turn")


def first_player_chosen(g: BattledomeGame) -> bool:
    """Whether set-up has settled who goes first (2): not before the coin flip, nor while
    the flip's winner is still asked to take or defer the first turn. Until then the state's
    `first` is a placeholder 0."""
    frame = next((f for f in g.s["frames"] if f["op"] == "setup"), None)
    if frame is None or frame["stage"] > COIN_FLIP_STAGE + 1:
        return True
    ask = g.s["ask"]
    return frame["stage"] == COIN_FLIP_STAGE + 1 and (ask is None or ask["kind"] != "first")


@ops.answer("first")
def _first(g: BattledomeGame, ask: dict[str, Any], keys: list[str]) -> None:
    chosen = ask["player"]
    g.s["first"] = chosen if keys == ["first"] else 1 - chosen
    g.note("2", f"P{chosen} {'takes the first turn' if keys == ['first'] else 'defers the first turn'}:"
                f" P{g.s['first']} goes first")


@ops.answer("mulligan")
def _mulligan(g: BattledomeGame, ask: dict[str, Any], keys: list[str]) -> None:
    p = ask["player"]
    if keys == ["keep"]:
        g.note("2", f"P{p} keeps their Inventory")
        return
    for iid in list(g.zone(p, "inventory")):
        g.move(iid, p, "deck")
    g.shuffle(g.zone(p, "deck"))
    g.s["players"][p]["mulligan"] = True
    g.note("2", f"P{p} mulligans: shuffles the Inventory into the Main Deck and offers the cut")
    cut(g, p)
    g.note("2", f"P{1 - p} cuts P{p}'s Main Deck")
    actions.draw(g, p, OPENING_HAND, "2")


@ops.answer("starting_neopet")
def _starting(g: BattledomeGame, ask: dict[str, Any], keys: list[str]) -> None:
    iid = int(keys[0].split(":")[1])
    g.move(iid, ask["player"], "active")
    g.s["cards"][iid]["down"] = True
    g.note("2", f"P{ask['player']} places a starting Neopet face down")
