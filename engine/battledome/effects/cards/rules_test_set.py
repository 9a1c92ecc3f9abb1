"""The texts of the Rules Test Set cards that `proving` does not write, in the engine's step form.

Each entry restates one printed text (resources/battledome/cards.json) as steps,
passives or triggers (`effects.texts`); a wording the steps cannot say is a small
function registered by name. Tests in tests/battledome/test_rules_test_set_texts.py
play each card in a judge's scenario.
"""

from __future__ import annotations

from typing import Any

from engine.battledome.effects import actions
from engine.battledome.effects.texts import Trigger, function, text
from engine.battledome.state import ops
from engine.battledome.state.game import BattledomeGame

# ----- Neopets with text (8.18.4: a passive without "other" affects the Neopet itself) ----------

text("Blue Stonebeak", triggers=(Trigger("your_neopet_dealt_damage", (("scrap", "opponent", 1),),
                                         "this Neopet was dealt damage"),))
text("Ember Glimmerfox", passives=(("stat", "self", "attack", 1),))
text("Frost Puddlewump", passives=(("immune", "self", "freeze"),))

# ----- Paint Brushes with text (7.4.4; the one without text transforms by its color, 8.20.10b) ---

text("Ember Paint Brush", play=(("transform", "Ember"), ("stat", "your_neopet", "attack", 1, "end_of_turn")))
text("Frost Paint Brush", play=(("transform", "Frost"), ("freeze", "opposing_neopet")))

# ----- Equipment (7.6) ------------------------------------------------------------------------------

text("Pot Lid Shield", passives=(("stat", "your_neopet", "defence", 1),))
text("Feather Boots", passives=(("stat", "your_neopet", "agility", 1),))
text("Recycler's Glove", triggers=(Trigger("you_discarded", (("call", "draw_once_per_turn"),),
                                           "you discarded"),))


@function("draw_once_per_turn")
def _draw_once_per_turn(g: BattledomeGame, ctx: dict[str, Any]) -> None:
    """"Once per turn ... draw 1 card": a second discard in the same turn draws nothing."""
    used = g.s["players"][ctx["ctrl"]]["used"]
    mark = f"{ctx['src']}:once"
    if mark in used:
        g.note("8.20.15b", f"{g.label(ctx['src'])} has drawn a card this turn already")
        return
    used.append(mark)
    actions.draw(g, ctx["ctrl"], 1, "8.20.15b")


# ----- Faeries, Heroes and Villains (7.3) -------------------------------------------------------------

text("Cinder Faerie", passives=(("stat", "your_neopet", "attack", 1), ("stat", "your_neopet", "agility", 1)))
text("Drizzle Faerie", triggers=(Trigger("your_beginning_of_draw", (("heal", "your_neopet", 1),),
                                         "the beginning of your Draw Phase"),))
text("Hush Faerie", passives=(("cant", "play_food", "opponent"),))
text("Captain Wren", passives=(("stat", "your_neopet", "defence", 1),))
text("Sir Pemberly", triggers=(Trigger("your_beginning_of_preparation", (
    ("may", "search your Main Deck for a Lantern Guard card", (("call", "search_lantern_guard"),)),),
    "the beginning of your Preparation Phase"),))
text("The Gloom Baron", triggers=(Trigger("your_beginning_of_turn", (("scrap", "opponent", 1),),
                                          "the beginning of your turn"),))
text("Mistress Vell", passives=(("stat", "opposing_neopet", "agility", -1),))


@function("search_lantern_guard")
def _search_lantern_guard(g: BattledomeGame, ctx: dict[str, Any]) -> None:
    """8.20.9: a search for cards with a team icon (6.6.4); the card is shown (8.20.9b), the deck
    shuffled (8.20.9d) by the search's answer."""
    player = ctx["ctrl"]
    found = [iid for iid in g.zone(player, "deck") if "Lantern Guard" in getattr(g.card(iid), "teams", ())]
    if not found:
        g.note("8.20.14c", f"P{player} searches their Main Deck for a Lantern Guard card and finds none")
        g.shuffle(g.zone(player, "deck"))
        g.note("8.20.9d", f"P{player} shuffles their Main Deck and offers the cut")
        return
    g.ask(player, "search", f"P{player}: choose up to 1 Lantern Guard card to put into your Inventory",
          [(f"card:{iid}", g.label(iid)) for iid in found], "search", "8.20.9a", 0, 1, zone="deck")


# ----- Legends (7.5) ------------------------------------------------------------------------------------

text("The Tale of the Lost Lantern", play=(("draw", "you", 2), ("discard", "you", 1)))
text("Codestone Prospector", play=(("search", "you", "deck", {"kind": "codestone"}, 1),))
text("Wandering Archivist", play=(("call", "archivist_reveal"),))


@function("archivist_reveal")
def _archivist_reveal(g: BattledomeGame, ctx: dict[str, Any]) -> None:
    """Reveal the top three (8.20.7a); one Codestone among them to the Inventory, the player's
    choice when there are several; the rest are sent to the Discard, which is not discarding (9.2)."""
    player = ctx["ctrl"]
    revealed = list(g.zone(player, "deck")[:3])
    if not revealed:
        g.note("8.20.14a", f"P{player} has no cards in their Main Deck to reveal")
        return
    g.note("8.20.7a", f"P{player} reveals " + ", ".join(g.label(iid) for iid in revealed))
    stones = [iid for iid in revealed if g.kind(iid) == "codestone"]
    if len(stones) > 1:
        g.ask(player, "archivist", f"P{player}: choose the Codestone to put into your Inventory",
              [(f"card:{iid}", g.label(iid)) for iid in stones], "archivist", "8.20.7a", 1, 1, revealed=revealed)
        return
    _archivist_finish(g, player, stones[0] if stones else None, revealed)


@ops.answer("archivist")
def _archivist_chosen(g: BattledomeGame, ask: dict[str, Any], keys: list[str]) -> None:
    _archivist_finish(g, ask["player"], int(keys[0].split(":")[1]), ask["data"]["revealed"])


def _archivist_finish(g: BattledomeGame, player: int, stone: int | None, revealed: list[int]) -> None:
    if stone is not None:
        g.move(stone, player, "inventory")
        g.note("8.20.7b", f"P{player} puts {g.label(stone)} into their Inventory")
    for iid in revealed:
        if iid != stone:
            g.move(iid, player, "discard")
            g.note("9.2.1", f"P{player} sends {g.label(iid)} to the Discard (not discarding)")


# ----- Foods (7.8) ----------------------------------------------------------------------------------------

text("Mud Pie", play=(("heal", "your_neopet", 1),))
text("Grandma Hettie's Mud Pie", play=(("heal", "your_neopet", 2),))
text("Crunchy Crumble", requires=(("inventory_at_least", "you", 2),), cost=(("discard", "you", 1),),
     play=(("draw", "you", 2),))

# ----- Locations and Map Pieces (7.9, 7.10) ---------------------------------------------------------------

text("Sunny Meadow", passives=(("stat", "all_neopets", "hit_points", 1),))
text("Crackle Lab", requires=(("in_play", "you", {"name": "Crackle Lab Map, Left Half"}),
                              ("in_play", "you", {"name": "Crackle Lab Map, Right Half"})),
     play=(("transform", "Crackled"),))
# A Map Piece's text says only that it is collected (7.10.1), which the rules do for every Map Piece.
text("Crackle Lab Map, Left Half")
text("Crackle Lab Map, Right Half")
