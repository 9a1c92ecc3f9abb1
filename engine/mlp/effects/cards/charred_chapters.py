"""Texts printed only on cards named Charred Chapters: their patterns and what they do."""

from __future__ import annotations

from engine.mlp.effects.abilities import card_of_option, choose, effect_rule
from engine.mlp.effects.plain_words import looks_at_hand
from engine.mlp.effects.registry import runner
from engine.mlp.text.registry import ability as _a
from engine.mlp.text.registry import template


@template(r"main phase: look at a player's hand and choose an event\. that player discards that card\. if a player "
          r"has (\d+) or more points, choose any card instead\.")
def _t_charred_chapters(m, t):
    return _a("play", "look_at_hand_discard_event", t, timing="main", points=int(m.group(1)))


# ----- what it does ---------------------------------------------------------------------------


@runner("look_at_hand_discard_event")
def _r_charred_chapters(g, f, ability):
    """Any player may be chosen (oneself too). The hand is looked at; an Event in it is
    chosen (any card once a player has the points) and its owner discards it; a hand with
    none to choose discards nothing."""
    me = f["ctrl"]
    data = f["data"]
    if "player" not in data:
        ans = choose(g, f, me, "player", "Look at which player's hand?", [("player:0", "P0"), ("player:1", "P1")])
        if ans is None:
            return False
        data["player"] = int(ans[0].split(":")[1])
        hand = g.s["players"][data["player"]]["hand"]
        g.note_seen(effect_rule(f), looks_at_hand(me, data["player"], len(hand)))
    who = data["player"]
    late = any(p["score"] >= ability.params["points"] for p in g.s["players"])
    cands = [i for i in g.s["players"][who]["hand"] if late or g.spec(i).type == "event"]
    ans = choose(g, f, me, "target", "Choose " + ("a card" if late else "an Event") + " to be discarded",
                 [(f"card:{i}", g.name(i)) for i in cands])
    if ans is None:
        return False
    if ans:
        g.discard(card_of_option(ans[0]), effect_rule(f))
    return True
