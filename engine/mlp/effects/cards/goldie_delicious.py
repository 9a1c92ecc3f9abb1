"""Texts printed only on cards named Goldie Delicious: their patterns and what they do."""


from __future__ import annotations

from engine.mlp.effects.abilities import (
    card_of_option,
    choose,
    choose_yes_no,
    effect_rule,
    put_in_play,
    retire_any_number,
    searched,
    tokens_enter_together,
)
from engine.mlp.effects.registry import LOOKS_IN_DECKS, runner, scope
from engine.mlp.state.library import token_id
from engine.mlp.text.registry import ability as _a
from engine.mlp.text.registry import template
from engine.mlp.values.power import has_trait

_CRITTER = token_id(1, "yellow", "Critter")


@template(r"when this card enters play, retire any number of friends\. if you do, put that many 1 \{yellow\} critter "
          r"friend tokens into play\. if a player has (\d+) or more points, put twice that many 1 \{yellow\} critter "
          r"friend tokens into play instead\.")
def _t_herding_kittens(m, t):
    return _a("trigger", "retire_friends_for_critters", t, "enter_play", points=int(m.group(1)))


@runner("retire_friends_for_critters")
def _r_herding_kittens(g, f, ability):
    """The player retires any number of their own Friends (410.2; this one too), then puts
    as many Critter tokens as were retired (710.1: not one kept in play or banished instead
    by a replacement) into play (twice that many once a player has the points), each where
    they choose (their home or a Problem, 609.2a)."""
    player = f["ctrl"]
    data = f["data"]
    if "n" not in data:
        # (the question says how many tokens each Friend retired brings, as the text will count)
        points = ability.params["points"]
        late = any(p["score"] >= points for p in g.s["players"])
        each = f"2 Critter tokens for each: a player has {points} or more points" if late else "a Critter token for each"
        retired = retire_any_number(g, f, player, "target", f"Retire any number of your Friends ({each})",
                                    effect_rule(f))
        if retired is None:
            return False
        data["n"] = len(retired) * (2 if late else 1)
    # (every place chosen first, then they enter play together, 704.1b)
    return tokens_enter_together(g, f, data, player, [_CRITTER] * data["n"]) is not None


@template(r"when this card enters play, choose one of your critter friends\. you may search your deck for a card with "
          r"the same name and put that card into play exhausted\.")
def _t_creature_comforts(m, t):
    return _a("trigger", "search_same_name_critter", t, "enter_play", when="self")


@runner("search_same_name_critter")
def _r_creature_comforts(g, f, ability):
    """EO83: one of the player's Critter Friends in play is chosen; the player may search
    their deck for a card of the same name (201.1: title and subtitle), may fail to find
    (518.1), puts it into play exhausted where they choose, then shuffles (518.2)."""
    player = f["ctrl"]
    data = f["data"]
    deck = g.s["players"][player]["deck"]
    if "name" not in data:
        cands = [i for i in g.characters(player) if g.is_type(i, "friend") and has_trait(g, i, "critter")]
        ans = choose(g, f, player, "target", "Choose one of your Critter Friends", [(f"card:{i}", g.name(i)) for i in cands])
        if ans is None:
            return False
        if not ans:
            return True
        data["name"] = g.spec(card_of_option(ans[0])).name
    if "searching" not in data:
        ans = choose_yes_no(g, f, player, f"Search your deck for {data['name']}? (712.3)")
        if ans is None:
            return False
        if ans[0] != "yes":
            return True
        data["searching"] = True
    if "found" not in data:
        found = searched(g, f, player, [i for i in reversed(deck) if g.spec(i).name == data["name"]],
                         f"Search your deck for {data['name']} (518.1)", data["name"])
        if found is None:
            return False
        data["found"] = found
    found = data["found"]
    if found and found in g.s["cards"] and g.card(found)["zone"] == "deck":
        areas = [f"home:{player}", *g.problems()]
        ans = choose(g, f, player, "area", f"Where does {g.name(found)} enter play?", [(a, f"at {a}") for a in areas])
        if ans is None:
            return False
        put_in_play(g, found, ans[0], player, exhausted=True)  # 706.1b: it enters play exhausted
    g.shuffle_deck(player, "518.2")
    return True


# what can't be done while a card in play closes decks or discard piles (FF113: `abilities.closed_zone`)
scope(LOOKS_IN_DECKS, "search_same_name_critter")
