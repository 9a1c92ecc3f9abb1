"""Texts printed only on cards named Adoption Options: their patterns and what they do."""

from __future__ import annotations

from engine.mlp.effects.abilities import card_of_option, choose
from engine.mlp.effects.registry import LOOKS_IN_DECKS, runner, scope
from engine.mlp.text.parts import number
from engine.mlp.text.registry import ability as _a
from engine.mlp.text.registry import template
from engine.mlp.values.power import has_trait


@template(r"immediate: search your deck for up to (two|three) critter friends with different names, reveal them, "
          r"and put them into your hand\.")
def _t_adoption_options(m, t):
    return _a("play", "search_critters_different_names", t, timing="immediate", n=number(m.group(1)))


# ----- what it does ---------------------------------------------------------------------------


@runner("search_critters_different_names")
def _r_adoption_options(g, f, ability):
    """518.1: a search may fail to find; the Critter Friends are picked one at a time, each
    with a name none picked before has, up to the number printed; then they are revealed and
    put into the hand, and the deck is shuffled (518.2)."""
    player = f["ctrl"]
    deck = g.s["players"][player]["deck"]
    picked = f["data"].setdefault("picked", [])
    while len(picked) < ability.params["n"]:
        names = {g.spec(i).title for i in picked}
        cands = [i for i in reversed(deck) if i not in picked and g.spec(i).type == "friend"
                 and has_trait(g, i, "critter") and g.spec(i).title not in names]
        if not cands:
            break
        ans = choose(g, f, player, "search", "Search your deck for a Critter Friend with a different name (518.1)",
                     [("none", "No more"), *[(f"card:{i}", g.name(i)) for i in cands]])
        if ans is None:
            return False
        if not ans or ans[0] == "none":
            break
        picked.append(card_of_option(ans[0]))
    for iid in picked:
        g.note_seen("518.1", f"P{player} reveals {g.name(iid)}")
        g.to_hand(iid, "518.1")
    g.shuffle_deck(player, "518.2")
    return True


# what can't be done while a card in play closes decks or discard piles (FF113: `abilities.closed_zone`)
scope(LOOKS_IN_DECKS, "search_critters_different_names")
