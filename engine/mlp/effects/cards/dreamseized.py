"""Texts printed only on cards named Dreamseized: their patterns and what they do."""

from __future__ import annotations

from engine.mlp.effects.abilities import card_of_option, choose, effect_rule
from engine.mlp.effects.plain_words import looks_at_hand, yours
from engine.mlp.effects.registry import runner
from engine.mlp.text.registry import ability as _a
from engine.mlp.text.registry import template


@template(r"(main phase|immediate): look at a player's hand and choose a card with (\d+) or more printed power\. "
          r"that player discards that card\.")
def _t_dreamseized(m, t):
    return _a("play", "look_at_hand_discard_big", t, timing="main" if m.group(1) == "main phase" else "immediate",
              at_least=int(m.group(2)))


# ----- what it does ---------------------------------------------------------------------------


def _big_cards(g, player: int, at_least: int) -> list[int]:
    """The cards in `player`'s hand with at least that much printed power (a card with no
    power, an Event, has none)."""
    return [i for i in g.s["players"][player]["hand"] if (g.spec(i).power or 0) >= at_least]


@runner("look_at_hand_discard_big")
def _r_dreamseized(g, f, ability):
    """Only a hand holding a card of that printed power may be chosen while one does (705.2e:
    players can't choose to do things that can't be done, so the choice that lets the text be
    carried out is the one offered); the card is then chosen from it. With no such card in
    any hand, either hand may be looked at and nothing is discarded."""
    player = f["ctrl"]
    data = f["data"]
    at_least = ability.params["at_least"]
    if "victim" not in data:
        players = [p for p in (0, 1) if _big_cards(g, p, at_least)] or [0, 1]
        ans = choose(g, f, player, "player", "Look at which player's hand?",
                     [(f"player:{p}", f"{yours(player, p)} hand") for p in players])
        if ans is None:
            return False
        data["victim"] = int(ans[0].split(":")[1])
        g.note_seen("401", looks_at_hand(player, data["victim"], len(g.s["players"][data["victim"]]["hand"])))
    victim = data["victim"]
    big = _big_cards(g, victim, at_least)
    ans = choose(g, f, player, "target", f"Choose a card with {at_least} or more printed power",
                 [(f"card:{i}", g.name(i)) for i in big])
    if ans is None:
        return False
    if ans:
        g.discard(card_of_option(ans[0]), effect_rule(f))
    return True
