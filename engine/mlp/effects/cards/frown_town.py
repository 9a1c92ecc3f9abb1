"""Texts printed only on cards named Frown Town: their patterns and what they do."""

from __future__ import annotations

from engine.mlp.effects.abilities import effect_rule
from engine.mlp.effects.registry import LOOKS_IN_DECKS, runner, scope
from engine.mlp.text.registry import ability as _a
from engine.mlp.text.registry import template


@template(r"when a player confronts this problem, that player reveals the top card of their deck\. if it's a friend, "
          r"they put it into their hand\. otherwise, they put it in the discard pile\.")
def _t_reveal_friend_or_discard(m, t):
    """(`problems.this_problem_confronted` names the confronting player.)"""
    return _a("trigger", "confronter_reveals_top_friend_to_hand", t, "confront")


@runner("confronter_reveals_top_friend_to_hand")
def _r_reveal_top(g, f, ability):
    player = f["data"].get("player", f["ctrl"])
    deck = g.s["players"][player]["deck"]
    if not deck:
        return True
    top = deck[-1]
    name = g.name(top)
    g.note_seen(effect_rule(f), f"P{player} reveals the top card of their deck: {name}")
    if g.spec(top).type == "friend":
        g.relocate(top, "hand")
        g.note(effect_rule(f), f"P{player} puts {name} into their hand{g.by_text()}")
    else:
        new = g.relocate(top, "discard")
        g.note(effect_rule(f), f"P{player} puts {name} into their discard pile{g.by_text()}")
        g.emit_event("put_in_discard", {"card": new, "owner": player})
    return True


# what can't be done while a card in play closes decks or discard piles (FF113: `abilities.closed_zone`)
scope(LOOKS_IN_DECKS, "confronter_reveals_top_friend_to_hand")
