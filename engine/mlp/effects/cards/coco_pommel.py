"""Texts printed only on cards named Coco Pommel: their patterns and what they do."""

from __future__ import annotations

from typing import Any

from engine.mlp.effects.abilities import card_of_option, choose, effect_rule, is_problem_area
from engine.mlp.effects.entering_and_leaving_play import allow_play_from
from engine.mlp.effects.registry import (
    TAKES_FROM_DISCARD_PILES,
    VALUE_RULES,
    answers,
    runner,
    scope,
    triggered_by,
)
from engine.mlp.state.library import Ability
from engine.mlp.text.registry import ability as _a
from engine.mlp.text.registry import template
from engine.mlp.values import power

_NAME = "banish_event_to_play_it_later"


@template(r"when this card enters play, you may banish an event in your discard pile\. while that card remains "
          r"banished, you may play that card as though it were in your hand\.")
def _t_refurbisher(m, t):
    return _a("trigger", _NAME, t, "enter_play")


@triggered_by("enter_play", _NAME)
def _this_card_enters(g, iid: int, ability: Ability, data: dict) -> dict | None:
    return {} if data["card"] == iid else None


@runner(_NAME)
def _r_refurbisher(g, f, ability):
    """The banished Event may be played from the banished zone for as long as it stays there
    (the same object, 400.7: `entering_and_leaving_play.allow_play_from`); played, it goes
    to the discard pile as any Event."""
    player = f["ctrl"]
    cands = [i for i in g.s["players"][player]["discard"] if g.spec(i).type == "event"]
    ans = choose(g, f, player, "target", "Banish which Event in your discard pile? (712.3)",
                 [(f"card:{i}", g.name(i)) for i in cands], 0, 1) if cands else []
    if ans is None:
        return False
    if ans:
        banished = g.banish(card_of_option(ans[0]), effect_rule(f))
        allow_play_from(g, player, banished, "", banish=False)
    return True


# What a card costs adds the "play_cost" texts in play (`values.power.PlayCosts`); a discount
# a player "may" take is always taken (paying less is never worse for them)
@template(r"while there are no opposing characters at this card's problem, you may pay \{(\d+)\} less to play "
          r"events, to a minimum of \{1\}\.")
def _t_quiet_set_discount(m, t):
    return _a("static", "event_discount_alone_at_problem", t, "play_cost", amount=int(m.group(1)),
              minimum=True)


@answers(VALUE_RULES, "event_discount_alone_at_problem")
def _event_discount_alone(g, src: int, subject: Any, ability: Ability, context: dict) -> int:
    """-N on this card's controller's Events while it is at a Problem with no opposing
    character there (at home it has no Problem); never below a cost of 1 (`power.floored_discount`)."""
    s = g.s
    c = s["cards"][src]
    card = context.get("card")
    if subject != c["ctrl"] or card not in s["cards"] or not g.is_type(card, "event"):
        return 0
    if not is_problem_area(g, c["area"]) or g.characters_at(c["area"], 1 - c["ctrl"]):
        return 0
    return power.floored_discount(g, subject, src, ability, ability.params["amount"], context)


# what can't be done while a card in play closes decks or discard piles (FF113: `abilities.closed_zone`)
scope(TAKES_FROM_DISCARD_PILES, "banish_event_to_play_it_later")
