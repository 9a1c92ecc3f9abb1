"""Texts printed only on cards named Lord Tirek: their patterns and what they do."""


from __future__ import annotations

from typing import Any

from engine.core.listing import and_listed
from engine.mlp.effects.abilities import (
    card_of_option,
    choose,
    effect_rule,
    in_play,
    is_involved,
    left_as_told,
)
from engine.mlp.effects.hooks import faceoff
from engine.mlp.effects.registry import (
    APPLIES,
    PHASE_BLIND_STATICS,
    SELF_ONLY_STATICS,
    STEP_REFUSALS,
    VALUE_RULES,
    answers,
    runner,
    scope,
    triggered_by,
)
from engine.mlp.effects.steps import add_counters
from engine.mlp.state.library import Ability
from engine.mlp.text.parts import NUMBER, number
from engine.mlp.text.registry import ability as _a
from engine.mlp.text.registry import template
from engine.mlp.values import power


# A player's faceoff total adds the "total_power" texts in play (514.4a,
# `engine.mlp.procedures.faceoff.power_total`): each flipped card's extra power is added there
@template(r"your flipped cards have \+(\d+) power for each ([a-z]+) counter on this card\.")
def _t_flipped_power_per_counter(m, t):
    return _a("static", "own_flipped_power_per_counter", t, "total_power", amount=int(m.group(1)),
              counter=m.group(2))


@answers(VALUE_RULES, "own_flipped_power_per_counter")
def _total(g, src: int, subject: Any, ability: Ability, context: dict) -> int:
    """For this card's controller during a faceoff: the amount times this card's counters
    of that name, for each of their flipped cards that counts (not ignored)."""
    s = g.s
    fo = s["faceoff"]
    sc = s["cards"][src]
    if fo is None or subject != sc["ctrl"]:
        return 0
    p = ability.params
    flipped = sum(1 for i in fo["flipped"][subject] if i not in fo["ignored"] and i in s["cards"])
    return p["amount"] * sc["counters"].get(p["counter"], 0) * flipped


@template(r"at the start of a faceoff involving this card, dismiss a friend with the least power among friends "
          r"involved in the faceoff\. if you do, put a \+1 power counter on this card\.")
def _t_lord_tirek(m, t):
    return _a("trigger", "dismiss_weakest_involved_friend_and_grow", t, "faceoff_start")


@runner("dismiss_weakest_involved_friend_and_grow")
def _r_lord_tirek(g, f, ability):
    """Either player's involved Friends; on a tie for the least power this card's controller
    picks one. "If you do": only a Friend that was dismissed once every replacement of the
    dismissal is decided (not one that can't be, frightened by Persistent or kept in play by
    another card instead, 710.1) gives the counter."""
    src, player = f["src"], f["ctrl"]
    data = f["data"]
    if "target" not in data:
        friends = [i for i in faceoff.involved(g) if g.is_type(i, "friend") and in_play(g, i)]
        if not friends:
            return True
        least = min(power.power(g, i) or 0 for i in friends)
        weakest = [i for i in friends if (power.power(g, i) or 0) == least]
        ans = choose(g, f, player, "target", "Dismiss which Friend with the least power in the faceoff?",
                     [(f"card:{i}", g.name(i)) for i in weakest])
        if ans is None:
            return False
        if not ans:
            return True
        data["target"] = card_of_option(ans[0])
    dismissed = left_as_told(g, f, data["target"], "dismiss", effect_rule(f))
    if dismissed is None:
        return False
    if dismissed and in_play(g, src):
        # through the shared counter code (519.1), so the "counters" event and what reads
        # counters see it as any other counter put on a card
        add_counters(g, src, "power", 1, effect_rule(f), player)
    return True


@answers(STEP_REFUSALS, "dismiss_weakest_involved_friend_and_grow")
def _why_no_friend_dismissed(g, f: dict, params: dict) -> tuple[str, str] | None:
    """Why no Friend was dismissed, for the text's "Nothing happens" line: no Friend is involved
    in the faceoff, the characters there being Mane Characters (a card type of their own, not Friends: 206.2) when they
    are ("(Twilight Sparkle, Faithful Student #1 is a Mane Character, not a Friend)"). None
    when a Friend is involved (it was chosen, or a replacement decided its dismissal)."""
    involved = [i for i in faceoff.involved(g) if in_play(g, i)]
    if any(g.is_type(i, "friend") for i in involved):
        return None
    manes = [g.name(i) for i in involved if g.is_type(i, "mane")]
    why = "no Friend is involved in the faceoff"
    if manes:
        why += (f" ({manes[0]} is a Mane Character, not a Friend)" if len(manes) == 1
                else f" ({and_listed(manes)} are Mane Characters, not Friends)")
    return "705.2", why


@triggered_by("faceoff_start", "dismiss_weakest_involved_friend_and_grow")
def _faceoff_involving_this_card(g, iid: int, ability: Ability, data: dict) -> dict | None:
    return {} if is_involved(g, iid) else None


@template(r"while this card has at least " + NUMBER + r" \+1 power counters on it, it is epic\.")
def _t_epic_with_counters(m, t):
    """Category "epic" (`values.power.is_epic`): the rules of Epic Troublemakers apply to it
    while it has them (516.4, 607.3, 608.1, 611.3e)."""
    return _a("static", "self_epic_with_counters", t, "epic", least=number(m.group(1)))


@answers(APPLIES, "self_epic_with_counters")
def _self_epic_with_counters(g, s: dict, sc: dict, tc: dict, src: int, target: int, ability: Ability) -> bool:
    return src == target and sc["counters"].get("power", 0) >= ability.params["least"]


scope(SELF_ONLY_STATICS, "self_epic_with_counters")
scope(PHASE_BLIND_STATICS, "self_epic_with_counters")
