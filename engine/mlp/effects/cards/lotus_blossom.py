"""Texts printed only on cards named Lotus Blossom: their patterns and what they do."""

from __future__ import annotations

from engine.mlp.effects.abilities import card_of_option, choose
from engine.mlp.effects.faceoffs import effect_flip
from engine.mlp.effects.registry import TAKES_FROM_DISCARD_PILES, runner, scope
from engine.mlp.text.registry import ability as _a
from engine.mlp.text.registry import template

_CHAOS = "banish_flipped_self_then_flip_from_discard"


@template(r"chaos: when this card is flipped, banish this card, put a card from your discard pile on top of your "
          r"deck, then flip that card\.")
def _t_masseuse_chaos(m, t):
    return _a("trigger", _CHAOS, t, "self_flipped")


@runner(_CHAOS)
def _r_masseuse_chaos(g, f, ability):
    """For the player who flipped it, in order: this card leaves the flip zone (banished: it no
    longer adds to their power total, 514.4a), a card they choose from their discard pile goes
    on top of their deck (a public zone: chosen, not searched for), and that card is flipped
    (515.1: it is the top card). With an empty discard pile nothing is put there, so nothing
    is flipped (705.2e)."""
    player, data, src = f["ctrl"], f["data"], f["src"]
    if "banished" not in data:
        data["banished"] = True
        if src in g.s["cards"] and g.card(src)["zone"] == "flip":
            g.banish(src, "Glossary: Chaos")
    pile = g.s["players"][player]["discard"]
    ans = choose(g, f, player, "target", "Put which card from your discard pile on top of your deck?",
                 [(f"card:{i}", g.name(i)) for i in pile])
    if ans is None:
        return False
    if not ans or g.s["faceoff"] is None:
        return True
    chosen = card_of_option(ans[0])
    name = g.name(chosen)
    g.put_on_deck_top(player, [g.relocate(chosen, "deck")])
    g.note("Glossary: Chaos", f"P{player} puts {name} from their discard pile on top of their deck{g.by_text()}")
    effect_flip(g, player, "Glossary: Chaos")
    return True


# what can't be done while a card in play closes decks or discard piles (FF113: `abilities.closed_zone`)
scope(TAKES_FROM_DISCARD_PILES, "banish_flipped_self_then_flip_from_discard")
