"""Texts printed only on cards named Smolder: their patterns and what they do."""

from __future__ import annotations

from engine.mlp.effects.abilities import (
    asked_if_you_do,
    card_of_option,
    choose,
    choose_yes_no,
    effect_rule,
    in_play,
    is_involved,
)
from engine.mlp.effects.registry import (
    DISCARD_REPLACEMENT_OFFERS,
    DISCARDS_REPLACED,
    answers,
    runner,
    triggered_by,
)
from engine.mlp.effects.replacement import discard_in_its_place
from engine.mlp.state.game import DISCARD_REPLACEMENTS
from engine.mlp.state.library import Ability
from engine.mlp.text.registry import ability as _a
from engine.mlp.text.registry import template


@template(r"at the start of a faceoff, you may exhaust this card to have an opponent discard a card\. if they do, one "
          r"of your cards involved in the faceoff gets \+x power until the end of the faceoff, where x is the "
          r"discarded card's power\.")
def _t_culture_shock(m, t):
    return _a("trigger", "exhaust_for_opponents_discard_power", t, "faceoff_start")


@triggered_by("faceoff_start", "exhaust_for_opponents_discard_power")
def _any_faceoff_starts(g, iid: int, ability: Ability, data: dict) -> dict | None:
    """Any faceoff, whoever started it and whether or not this card is involved."""
    return {}


@runner("exhaust_for_opponents_discard_power")
def _r_culture_shock(g, f, ability):
    """"You may exhaust this card to ..." (707.2a: the cost, paid first, only while it can be
    paid); the opponent chooses the card they discard (410.3); "if they do": a card was
    discarded. X is the discarded card's printed power (a card in a discard pile has only
    its printed values); the player gives it to one of their cards involved in the faceoff."""
    src, player, data = f["src"], f["ctrl"], f["data"]
    opponent = 1 - player
    if "paid" not in data:
        if not in_play(g, src) or not g.can_be_exhausted(src) or g.card(src)["exhausted"] \
                or g.s["faceoff"] is None:
            return True
        asked = asked_if_you_do(g, f, "Exhaust this card to have your opponent discard a card")
        ans = choose_yes_no(g, f, player, asked)
        if ans is None:
            return False
        if ans[0] != "yes" or not g.exhaust(src, "707.2a"):
            return True
        data["paid"] = True
    if "x" not in data:
        hand = g.s["players"][opponent]["hand"]
        ans = choose(g, f, opponent, "discard", "Discard a card", [(f"card:{i}", g.name(i)) for i in hand])
        if ans is None:
            return False
        if not ans:
            return True  # nothing discarded: "if they do" is not met
        iid = card_of_option(ans[0])
        data["x"] = g.spec(iid).power or 0
        g.discard(iid, effect_rule(f))
    mine = [i for i in g.s["play"] if g.s["cards"][i]["ctrl"] == player and is_involved(g, i)] \
        if g.s["faceoff"] is not None else []
    ans = choose(g, f, player, "target", f"Give +{data['x']} power to which of your cards involved in the faceoff?",
                 [(f"card:{i}", g.name(i)) for i in mine])
    if ans is None:
        return False
    if ans:
        target = card_of_option(ans[0])
        g.add_mod("power", target, data["x"], until="faceoff", ctrl=player, src=src)
        g.note(effect_rule(f), f"{g.name(target)} gets +{data['x']} power until the end of the faceoff{g.by_text()}")
    return True


# LL22: "If an opponent would force you to discard a card while this card is in your hand, you may
# discard this card instead." (710: from the hand, `replacement.replace_discard`)
_DISCARDED_INSTEAD = "discarded_instead_of_a_forced_discard"


@template(r"if an opponent would force you to discard a card while this card is in your hand, you may discard this "
          r"card instead\.")
def _t_discarded_instead(m, t):
    return _a("static", _DISCARDED_INSTEAD, t, DISCARD_REPLACEMENTS, from_zone="hand")


@answers(DISCARD_REPLACEMENT_OFFERS, _DISCARDED_INSTEAD)
def _discarded_instead_offered(g, src: int, ability: Ability, iid: int, by: int | None) -> bool:
    """Another card of the same hand, discarded by an opponent's text."""
    owner = g.s["cards"][src]["owner"]
    return iid != src and g.s["cards"][iid]["owner"] == owner and by is not None and by != owner


@answers(DISCARDS_REPLACED, _DISCARDED_INSTEAD)
def _discard_this_instead(g, f: dict, src: int, ability: Ability, iid: int) -> bool:
    """This card is discarded in the other card's place (a discard of its own: the other texts
    may replace it, but not this one, nor one that replaced the discard before, 710.3)."""
    discard_in_its_place(g, f, src)
    return True
