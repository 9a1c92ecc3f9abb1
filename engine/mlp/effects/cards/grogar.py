"""Texts printed only on cards named Grogar: their patterns and what they do."""

from __future__ import annotations

from engine.mlp.effects.abilities import (
    UNPAID,
    card_of_option,
    choose,
    effect_rule,
    in_play,
    nameable_troublemaker,
    note_nothing_happened,
    searched,
)
from engine.mlp.effects.instruction_words import text_done
from engine.mlp.effects.registry import (
    ACTIVATION_CHECKS,
    LOOKS_IN_DECKS,
    answers,
    can_always,
    runner,
    scope,
    triggered_by,
)
from engine.mlp.effects.steps import enter_play, unpaid_reason
from engine.mlp.state.library import Ability
from engine.mlp.text.registry import ability as _a
from engine.mlp.text.registry import template

_SUMMON = "banish_self_search_troublemaker_into_play"
_RETURN = "return_from_banished_for_a_troublemaker"


@template(r"immediate: banish this card to search your deck for a troublemaker, then put it into play\.")
def _t_summon(m, t):
    return _a("activated", _SUMMON, t, timing="immediate")


# a trigger that works from the banished zone (`MlpGame._outside_play_triggers`)
@template(r"at the end of your turn, if this card is banished, you may pay \{(\d+)\} and banish one of your "
          r"troublemakers to put this card into play face-up\.")
def _t_return(m, t):
    return _a("trigger", _RETURN, t, "turn_end", from_zone="banished", pay=int(m.group(1)))


answers(ACTIVATION_CHECKS, _SUMMON)(can_always)  # (the search may fail to find, 518.1)


@runner(_SUMMON)
def _r_summon(g, f, ability):
    """703.1d: banishing it is the cost; then the deck search (518.1, it may fail to find),
    the Troublemaker found enters play at a Problem its player chooses, face-down as
    Troublemakers enter play unless a text says otherwise (706.1b), and the deck is shuffled
    (518.2)."""
    data, player = f["data"], f["ctrl"]
    if "found" not in data:
        if in_play(g, f["src"]):
            g.banish(f["src"], "703.1d")
        deck = g.s["players"][player]["deck"]
        found = searched(g, f, player, [i for i in deck if g.spec(i).type == "troublemaker"],
                         "Search your deck for a Troublemaker (518.1)", "a Troublemaker")
        if found is None:
            return False
        data["found"] = found
        data["e"] = {"card": data["found"]}
    if data["found"] and not enter_play(g, f, data["e"], g.problems(), player, face_down=True):
        return False
    if not data.get("shuffled"):
        data["shuffled"] = True
        g.shuffle_deck(player, "518.2")
    return True


@triggered_by("turn_end", _RETURN)
def _owners_turn_ends(g, iid: int, ability: Ability, data: dict) -> dict | None:
    c = g.s["cards"][iid]
    return {} if c["zone"] == "banished" and data["player"] == c["owner"] else None


def _own_troublemakers(g, player: int) -> list[int]:
    return [i for i in g.s["play"] if nameable_troublemaker(g, i) and g.s["cards"][i]["ctrl"] == player]


@runner(_RETURN)
def _r_return(g, f, ability):
    """Still banished (the same object, 400.7), its owner may pay and banish one of their
    Troublemakers (both can be done, or nothing is offered: 705.2); it then enters play
    face-up at a Problem they choose. Without the tokens, the log says the cost can't be paid
    (`abilities.UNPAID`), and without a Troublemaker of theirs, that there is none to banish,
    not that the text found nothing to act on."""
    src, player, data = f["src"], f["ctrl"], f["data"]
    c = g.s["cards"].get(src)
    if "e" not in data:
        if c is None or c["zone"] != "banished":
            return True
        cost = ["pay", ability.params["pay"]]
        if g.s["players"][player]["tokens"] < cost[1]:
            data[UNPAID] = ["put", unpaid_reason(g, player, src, cost)[1]]
            return True
        mine = _own_troublemakers(g, player)
        if not mine:
            note_nothing_happened(g, f, f"“{text_done(ability.text)}” is not done: P{player} has no face-up "
                                        "Troublemaker in play to banish")
            return True
        ans = choose(g, f, player, "target", f"Pay {ability.params['pay']} and banish which of your Troublemakers "
                     "to put this card into play face-up? (712.3)",
                     [(f"card:{i}", g.name(i)) for i in mine], 0, 1)
        if ans is None:
            return False
        if not ans:
            return True
        g.pay_tokens(player, ability.params["pay"], effect_rule(f))
        g.banish(card_of_option(ans[0]), effect_rule(f))
        data["e"] = {"card": src}
    return enter_play(g, f, data["e"], g.problems(), player, face_up=True)


# what can't be done while a card in play closes decks or discard piles (FF113: `abilities.closed_zone`)
scope(LOOKS_IN_DECKS, "banish_self_search_troublemaker_into_play")
