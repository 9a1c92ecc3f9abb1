"""Texts printed only on cards named Princess Cadance: their patterns and what they do."""

from __future__ import annotations

from engine.mlp.effects.abilities import choose_yes_no, found_into_hand, in_play, searched
from engine.mlp.effects.registry import LOOKS_IN_DECKS, runner, scope, triggered_by
from engine.mlp.state.library import Ability
from engine.mlp.text.registry import ability as _a
from engine.mlp.text.registry import template


@template(r"when another one of your friends enters your discard pile, you may exhaust this card to search your deck "
          r"for a friend with the same name and put that card into your hand\.")
def _t_everlasting_love(m, t):
    return _a("trigger", "exhaust_to_fetch_same_name", t, "put_in_discard")


@runner("exhaust_to_fetch_same_name")
def _r_everlasting_love(g, f, ability):
    """Exhausting this card is the cost (707.2a), paid only while it is ready in play; the
    player then searches their deck for a Friend of that name (201.1: title and subtitle),
    may fail to find it (518.1), puts it into their hand and shuffles (518.2)."""
    src, player, data = f["src"], f["ctrl"], f["data"]
    deck = g.s["players"][player]["deck"]
    if "paid" not in data:
        c = g.s["cards"].get(src)
        if not in_play(g, src) or c["exhausted"] or c["frightened"]:
            return True
        ans = choose_yes_no(g, f, player, f"Exhaust {g.name(src)} to search your deck for {data['name']}? (712.3)")
        if ans is None:
            return False
        if ans[0] != "yes" or not g.exhaust(src, "707.2a"):
            return True
        data["paid"] = True
    found = searched(g, f, player,
                     [i for i in reversed(deck) if g.spec(i).type == "friend" and g.spec(i).name == data["name"]],
                     f"Search your deck for {data['name']} (518.1)", data["name"])
    if found is None:
        return False
    if found:  # (the text does not reveal it)
        found_into_hand(g, player, found, reveals=False)
    g.shuffle_deck(player, "518.2")
    return True


@triggered_by("put_in_discard", "exhaust_to_fetch_same_name")
def _another_of_your_friends(g, iid: int, ability: Ability, data: dict) -> dict | None:
    """A Friend its controller owns entered their discard pile (from anywhere), other than this card."""
    card = data["card"]
    if card not in g.s["cards"] or card == iid or data["owner"] != g.s["cards"][iid]["ctrl"]:
        return None
    spec = g.spec(card)
    return {"name": spec.name} if spec.type == "friend" else None


# what can't be done while a card in play closes decks or discard piles (FF113: `abilities.closed_zone`)
scope(LOOKS_IN_DECKS, "exhaust_to_fetch_same_name")
