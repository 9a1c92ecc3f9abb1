"""What activating an ability costs now, in action tokens: the one working out read by the
option offering it (`procedures.actions.ability_option`), by the check that it can be paid
(508.1d) and by the paying (703.1d), whichever family carries the ability out.

An ability read in parts (the `effect` family) keeps its printed costs in `costs`; the
other families keep the [N] their text prints as `pay`. Both are lowered here by the cards
that lower what activating costs ("You pay 1 less action token to turn this card over ...",
"You may pay [1] less for the activated abilities of Pirate Ship"), so no family pays its
printed figure past them.
"""

from __future__ import annotations

from engine.mlp.state.library import Ability
from engine.mlp.values import power


def printed_costs(ability: Ability) -> list:
    """The costs the ability's text prints, as the `effect` family keeps them: its `costs`,
    or, for another family, ["pay", N] for the [N] it keeps as `pay`."""
    p = ability.params
    if "costs" in p:
        return list(p["costs"])
    return [["pay", p["pay"]]] if p.get("pay") else []


def activations_lowered(g) -> bool:
    """Is a card in play lowering what activating abilities costs (`activation_costs`)? Else
    every ability costs the [N] its text prints."""
    return bool(g.static_abilities("turn_over_discount") or g.static_abilities("activation_discount"))


def activation_costs(g, src: int, ability: Ability) -> list:
    """An activated ability's costs as they are now: "You pay 1 less action token to turn this
    card over for each ..." (continuous abilities of category "turn_over_discount" of the
    card itself) lowers the tokens paid by an ability of it that turns it over; "you may pay
    [1] less for the activated abilities of <name>" (category "activation_discount") those
    of the cards so named. (Paying less is never worse: the discount is always taken.)"""
    paid = printed_costs(ability)
    less = 0
    if g.static_abilities("turn_over_discount") and any(
            step["do"] == "turn_over" for step in ability.params.get("steps", ())):
        less += power.static_sum(g, "turn_over_discount", src)
    if g.static_abilities("activation_discount"):
        # "You may pay [1] less for the activated abilities of Pirate Ship" (its controller)
        less += power.static_sum(g, "activation_discount", g.s["cards"][src]["ctrl"], card=src)
    return [["pay", max(0, cost[1] - less)] if cost[0] == "pay" else cost for cost in paid] if less else paid


def cost_tokens(g, src: int, cost: list) -> int:
    """The action tokens one cost pays now (`steps.pay_costs`): the [N] of "pay"; for "pay a
    number of action tokens equal to the number of <name> counters on this card"
    ("pay_counters"), those counters on the card while it is in play; none for any other cost."""
    if cost[0] == "pay":
        return cost[1]
    c = g.s["cards"].get(src)
    if cost[0] == "pay_counters" and c is not None and c["zone"] == "play":
        return c["counters"].get(cost[1], 0)
    return 0


def activation_tokens(g, src: int, ability: Ability) -> int:
    """The action tokens activating the ability pays now, all its costs together."""
    return sum(cost_tokens(g, src, cost) for cost in activation_costs(g, src, ability))


def activation_tokens_now(g, src: int, ability: Ability) -> int | None:
    """The action tokens activating the ability pays now (`activation_tokens`), when its text
    prints no such figure: a cost a card lowers ("You pay 1 less action token to turn this
    card over ...", "You may pay [1] less for the activated abilities of Pirate Ship") or one
    counted on the board (Party Bomb's Party counters). None when it pays the [N] its text
    says, which an option quoting the text already shows."""
    printed = printed_costs(ability)
    if any(cost[0] == "pay_counters" for cost in printed):
        return activation_tokens(g, src, ability)
    if not activations_lowered(g):
        return None  # (the figures printed, as they are paid)
    tokens = activation_tokens(g, src, ability)
    return None if tokens == sum(cost[1] for cost in printed if cost[0] == "pay") else tokens
