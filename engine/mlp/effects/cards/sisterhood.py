"""Texts printed only on cards named Sisterhood: their patterns and what they do."""

from __future__ import annotations

from engine.mlp.effects.abilities import card_of_option, choose
from engine.mlp.effects.registry import step
from engine.mlp.effects.steps import acting_player
from engine.mlp.text.registry import effect

_TYPES = ("friend", "event", "resource", "troublemaker")


@effect(r"flip an additional card during faceoffs until the start of your next turn")
def _e_flip_more_until_next_turn(m):
    return {"do": "flip_more_until_next_turn"}


@effect(r"name a card type and an opponent reveals their hand and discards a card with that type")
def _e_name_type_discard(m):
    return {"do": "name_type_opponent_discards"}


# ----- what it does ---------------------------------------------------------------------------


@step("flip_more_until_next_turn")
def _d_flip_more_until_next_turn(g, f, step, e, rule):
    """A "flips" modifier (514.3a) lasting until the player's next turn begins."""
    me = acting_player(f)
    g.add_mod("flips", me, 1, until=f"next_turn:{me}", ctrl=me, src=f["src"])
    g.note(rule, f"P{me} flips an additional card during faceoffs until the start of their next turn{g.by_text()}")
    return True


@step("name_type_opponent_discards")
def _d_name_type_opponent_discards(g, f, step, e, rule):
    """The player names one of the card types a hand can hold; the opponent shows their hand
    and discards a card of that type of their choice (none if they hold none)."""
    me = acting_player(f)
    opp = 1 - me
    if "type" not in e:
        ans = choose(g, f, me, "choice", "Name a card type", [(f"type:{t}", t.title()) for t in _TYPES])
        if ans is None:
            return False
        e["type"] = ans[0].split(":")[1]
        hand = g.s["players"][opp]["hand"]
        g.note_seen(rule, f"P{me} names {e['type'].title()}; P{opp} reveals their hand: "
                    + (", ".join(g.name(i) for i in hand) or "no cards"))
    fitting = [i for i in g.s["players"][opp]["hand"] if g.spec(i).type == e["type"]]
    ans = choose(g, f, opp, "discard", f"Discard a {e['type'].title()}", [(f"card:{i}", g.name(i)) for i in fitting])
    if ans is None:
        return False
    if ans:
        g.discard(card_of_option(ans[0]), rule)
    return True
