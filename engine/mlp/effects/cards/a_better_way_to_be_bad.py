"""Texts printed only on cards named A Better Way To Be Bad: their patterns and what they do."""

from __future__ import annotations

from engine.core.plural import how_many
from engine.mlp.effects.abilities import choose
from engine.mlp.effects.registry import TAKES_FROM_DISCARD_PILES, scope, step
from engine.mlp.effects.steps import acting_player
from engine.mlp.text.parts import steps
from engine.mlp.text.registry import ability as _a
from engine.mlp.text.registry import effect, template


@effect(r"name a card, put all cards in your discard pile with that name on top of your deck, and shuffle your deck")
def _e_named_back_into_deck(m):
    return {"do": "name_discarded_back_into_deck"}


@step("name_discarded_back_into_deck")
def _d_named_back_into_deck(g, f, step, e, rule):
    """A name is named (offered: the names in the player's discard pile; naming any other
    moves nothing); every card of theirs there with it goes on top of their deck, which is
    then shuffled."""
    me = acting_player(f)
    pile = g.s["players"][me]["discard"]
    names = sorted({g.spec(i).name for i in pile})
    ans = choose(g, f, me, "name", "Name a card", [(f"name:{n}", n) for n in names])
    if ans is None:
        return False
    if ans:
        name = ans[0].split(":", 1)[1]
        back = [i for i in pile if g.spec(i).name == name]
        for iid in back:
            g.relocate(iid, "deck")
        g.note(rule, f"P{me} names {name} and puts {how_many(len(back), 'card')} from their discard pile on top of their deck{g.by_text()}")
    g.shuffle_deck(me, "518.2")
    return True


@template(r"main phase: choose one: (frighten up to two friends); (look at a player's hand and choose a card, then that "
          r"player banishes that card); or (name a card, put all cards in your discard pile with that name on top of "
          r"your deck, and shuffle your deck)\.")
def _t_a_better_way_to_be_bad(m, t):
    """ "Choose one:" as the grammar reads it (`engine.mlp.text.parts`), its first mode's "up
    to two" being two optional frightens (the grammar's own reading of "up to")."""
    modes = [steps(m.group(i) + ".") for i in (1, 2, 3)]
    if any(mode is None for mode in modes):
        return None
    return _a("play", "effect", t, timing="main", steps=[], modes=modes, mode_texts=[m.group(i) for i in (1, 2, 3)])


# what can't be done while a card in play closes decks or discard piles (FF113: `abilities.closed_zone`)
scope(TAKES_FROM_DISCARD_PILES, "name_discarded_back_into_deck")
