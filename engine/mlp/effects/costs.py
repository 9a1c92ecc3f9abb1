"""Costs: taxes and discounts on playing, moving and confronting, and paying to avoid a fate.

Each wording's pattern (registered into `engine.mlp.text.registry`) sits with the
runner that carries it out (registered into `engine.mlp.effects.registry`).
"""

from __future__ import annotations

from typing import Any

from engine.mlp.effects.abilities import (
    _answer_given,
    card_of_option,
    choose,
    in_play,
    is_problem_area,
)
from engine.mlp.effects.at_random import discard_at_random
from engine.mlp.effects.discounts import give_discount
from engine.mlp.effects.instruction_words import participle
from engine.mlp.effects.registry import (
    ON_HOST_ONLY,
    STEP_REFUSALS,
    VALUE_RULES,
    answers,
    runner,
    scope,
    step,
)
from engine.mlp.effects.steps import acting_player
from engine.mlp.state.game import TRIGGERED_EFFECT_RULE
from engine.mlp.state.library import Ability
from engine.mlp.state.reasons import has_none
from engine.mlp.text.parts import TRAITS
from engine.mlp.text.registry import ability as _a
from engine.mlp.text.registry import effect, template
from engine.mlp.values import power
from engine.mlp.values.power import REQUIREMENTS_REDUCED


# confronting
@template(r"your opponent needs \+(\d+) power to confront this card's problem\.")
def _t_needs_more(m, t):
    return _a("static", "opp_confront_extra", t, "confront_extra", amount=int(m.group(1)))


# moving
@template(r"(?:your opponent|opponents) must pay \+\{(\d+)\} to move (?:a character|characters) to this card's "
          r"problem\.")
def _t_move_tax(m, t):
    """On a Friend or a Troublemaker alike: "this card's Problem" is the Problem it is at."""
    return _a("static", "opp_move_tax", t, "move_cost", amount=int(m.group(1)))


# playing
@template(r"you may pay \{(\d+)\} less to play accessories\.")
def _t_accessory_discount(m, t):
    """Any Accessory its controller plays, wherever it goes (paying less is never worse: the
    discount is always taken; a cost never goes below 0, `power.PlayCosts`)."""
    return _a("static", "own_accessory_discount", t, "play_cost", amount=-int(m.group(1)))


@answers(VALUE_RULES, "own_accessory_discount")
def _own_accessory_discount(g, src: int, subject: Any, ability: Ability, context: dict) -> int:
    card = context["card"]
    if subject != g.s["cards"][src]["ctrl"] or not g.is_type(card, "resource") or not g.spec(card).has_trait("accessory"):
        return 0
    return ability.params["amount"]
@template(r"opponents can't move characters to this problem unless they pay \{(\d+)\}\.")
def _t_move_here_unless_paid(m, t):
    """The Move action (609.2b) to this Problem costs an opponent that much more, as
    "must pay +[1] to move a character to this card's Problem" does; a move there by card
    text an opponent carries out waits on that opponent paying it (category "mover_toll",
    `replacement.move_toll`): "can't move ... unless they pay" is said of every move."""
    amount = int(m.group(1))
    return [_a("static", "opp_move_tax", t, "move_cost", amount=amount),
            _a("static", "opp_move_tax", t, "mover_toll", amount=amount)]


@template(r"opponents can't move characters unless they pay \{(\d+)\}\.")
def _t_move_unless_paid(m, t):
    """Every Move action (609.2b) of an opponent costs that much more, and every move by card
    text an opponent carries out waits on that opponent paying it (category "mover_toll")."""
    amount = int(m.group(1))
    return [_a("static", "opp_move_tax_anywhere", t, "move_cost", amount=amount),
            _a("static", "opp_move_tax_anywhere", t, "mover_toll", amount=amount)]


@template(r"opposing characters here can't be moved unless their controller pays \{(\d+)\}\.")
def _t_opp_move_toll_from_here(m, t):
    """The Move action (609.2b) away from here costs an opponent that much more (category
    "move_cost_from"); a move by card text waits on their paying it (category "move_toll",
    `replacement.move_toll`), whoever moves it."""
    amount = int(m.group(1))
    return [_a("static", "opp_move_toll_from_here", t, "move_cost_from", amount=amount),
            _a("static", "opp_move_toll_from_here", t, "move_toll", amount=amount)]


# What moving a character costs adds the "move_cost_from" texts in play for that character
# (`values.power.move_cost`, which tells them where it comes from)
@template(r"your opponent must pay \+\{(\d+)\} to move a character to or from this card's problem\.")
def _t_opp_move_tax_to_or_from(m, t):
    return _a("static", "move_tax_to_or_from", t, "move_cost_from", amount=int(m.group(1)), opponents=True)


@template(r"characters can't move to or from this card's problem unless their controller pays \{(\d+)\}\.")
def _t_move_tax_to_or_from(m, t):
    """Any player's Move action (609.2b) to or from this card's Problem; a move there or
    away by card text waits on the character's controller paying it (category "move_toll")."""
    amount = int(m.group(1))
    return [_a("static", "move_tax_to_or_from", t, "move_cost_from", amount=amount, opponents=False),
            _a("static", "move_tax_to_or_from", t, "move_toll", amount=amount, opponents=False)]


# playing
@template(r"you may pay \{(\d+)\} less to play friends, to a minimum of \{1\}\.")
def _t_friends_discount(m, t):
    """A continuous cost modifier (702) of this card's controller's Friends; "to a minimum of
    [1]" is read against the cost with its increases (`power.floored_discount`). (Paying less
    is never worse: the discount is always taken.)"""
    return _a("static", "own_friends_discount", t, "play_cost", amount=int(m.group(1)),
              minimum=True)


@answers(VALUE_RULES, "own_friends_discount")
def _own_friends_discount(g, src: int, subject: Any, ability: Ability, context: dict) -> int:
    card = context.get("card")
    if subject != g.s["cards"][src]["ctrl"] or card not in g.s["cards"] or not g.is_type(card, "friend"):
        return 0
    return power.floored_discount(g, subject, src, ability, ability.params["amount"], context)


@template(r"you may pay \{(\d+)\} less to play resources on friends, to a minimum of \{1\}\.")
def _t_resources_on_friends_discount(m, t):
    """LL45: the same discount for this card's controller's Resources played on a Friend
    (either player's), asked only about cards played on a host (`ON_HOST_ONLY`)."""
    return _a("static", "own_resources_on_friends_discount", t, "play_cost", amount=int(m.group(1)),
              minimum=True)


scope(ON_HOST_ONLY, "own_resources_on_friends_discount")


@answers(VALUE_RULES, "own_resources_on_friends_discount")
def _own_resources_on_friends_discount(g, src: int, subject: Any, ability: Ability, context: dict) -> int:
    card, host = context.get("card"), context.get("host")
    if subject != g.s["cards"][src]["ctrl"] or card not in g.s["cards"] or not g.is_type(card, "resource") \
            or host not in g.s["cards"] or not g.is_type(host, "friend"):
        return 0
    return power.floored_discount(g, subject, src, ability, ability.params["amount"], context)


# activating
@template(r"you may pay \{(\d+)\} less for the activated abilities of ([a-z][a-z .'-]+)\.")
def _t_activation_discount(m, t):
    """Read as an activated ability's costs are worked out (`activation_costs.activation_costs`): the
    abilities of cards with that name (201: the name before the comma)."""
    return _a("static", "named_activation_discount", t, "activation_discount", amount=int(m.group(1)),
              title=m.group(2))


@answers(VALUE_RULES, "named_activation_discount")
def _named_activation_discount(g, src: int, subject: Any, ability: Ability, context: dict) -> int:
    """Only for this card's controller ("you"), for a card of theirs with that name."""
    card = context["card"]
    mine = subject == g.s["cards"][src]["ctrl"] == g.s["cards"][card]["ctrl"]
    return ability.params["amount"] if mine and g.spec(card).title.casefold() == ability.params["title"] else 0


@template(r"at the start of your opponent's troublemaker phase, they (exhaust one of their characters|exhaust one of their resources|discard a random card)\.")
def _t_parasprite(m, t):
    what = {"exhaust one of their characters": "character", "exhaust one of their resources": "resource",
            "discard a random card": "discard"}[m.group(1)]
    return _a("trigger", "tm_phase_tax", t, "tm_phase_start", what=what)


# ----- what it does ---------------------------------------------------------------------------


@runner("tm_phase_tax")
def _r_tm_tax(g, f, ability):
    s = g.s
    victim = f["data"]["victim"]
    what = ability.params["what"]
    if what == "discard":
        return discard_at_random(g, f, victim, TRIGGERED_EFFECT_RULE)
    ans = _answer_given(f)
    if ans is None:
        if what == "character":
            cands = [i for i in g.characters(victim)
                     if not s["cards"][i]["exhausted"] and not s["cards"][i]["frightened"]]
        else:
            cands = [i for i in s["play"] if s["cards"][i]["ctrl"] == victim and g.is_type(i, "resource")
                     and not s["cards"][i]["exhausted"]]
        # (the question is led by the card asking it, `abilities.asked_by_card`)
        ans = choose(g, f, victim, "target", f"Exhaust one of your {'Resources' if what == 'resource' else 'characters'}",
                     [(f"card:{i}", g.name(i)) for i in cands])
        if ans is None:
            return False
    if ans:
        g.exhaust(card_of_option(ans[0]), TRIGGERED_EFFECT_RULE, chosen_by=victim)
    return True


@answers(STEP_REFUSALS, "tm_phase_tax")
def _why_no_tax(g, f: dict, params: dict) -> tuple[str, str] | None:
    """Why the opponent's Troublemaker Phase tax did nothing, for the text's "Nothing happens"
    line (Flim's "they exhaust one of their Resources", Purple Parasprite's "... characters",
    Yellow Parasprite's "discard a random card"): the opponent has no ready one of those in play (an exhausted or frightened
    card can't be exhausted, 503.2a, 504.2a), or no card in hand. None when they have one."""
    victim = f["data"].get("victim", 1 - f["ctrl"])
    cards = g.s["cards"]
    if params["what"] == "discard":
        return None if g.s["players"][victim]["hand"] else ("705.2", has_none(victim, "card", " in hand"))
    if params["what"] == "character":
        ready = [i for i in g.characters(victim) if not cards[i]["exhausted"] and not cards[i]["frightened"]]
        return None if ready else ("503.2a", has_none(victim, "ready character"))
    ready = [i for i in g.s["play"] if cards[i]["ctrl"] == victim and g.is_type(i, "resource") and not cards[i]["exhausted"]]
    return None if ready else ("503.2a", has_none(victim, "ready Resource"))


def pay_or(g, f: dict, player: int, iid: int, amount: int, fate: str, rule: str = TRIGGERED_EFFECT_RULE) -> bool:
    """ "<player> must pay [N] or <fate> that card" / "... retires that Friend unless they pay
    [N]" (Timberwolf, Cerberus, Oozeccessorized, Fashion Disaster): the player chooses;
    without enough tokens the fate is the only choice (705.2e, made without asking). The card
    gone from play before the choice (a uniqueness repair dismissed the Timberwolf just
    uncovered, 516.2), the fate can't be done, and players can't choose to do things that
    can't be done (705.2e): the player must pay, and the log says why; one who can't pay
    either does nothing, and the log says that. `fate` is the game's verb ("banish",
    "retire", "dismiss"). False while the choice waits on its answer (call again with the
    same frame)."""
    gone = not in_play(g, iid)
    # (only a card asking this of itself can be gone here, the others' callers passing cards in play;
    # gone, it is another card, 410.6, named by its printed name as its text's line names it)
    name = g.lib.card(f["card"]).full_name if gone else g.name(iid)
    pairs = [] if gone else [(fate, f"{fate.capitalize()} {name}")]
    if g.s["players"][player]["tokens"] >= amount:
        pairs.insert(0, ("pay", f"Pay {amount} to keep {name}"))
    why_not = f"{name} has left play and can't be {participle(fate)}"
    if not pairs:
        g.note(rule, f"Nothing happens: {why_not}, and P{player} can't pay {amount}{g.by_text()}")
        return True
    ans = choose(g, f, player, "cost", f"Pay {amount} or {fate} {name}", pairs)
    if ans is None:
        return False
    if ans[0] == "pay":
        g.pay_tokens(player, amount, rule, words=f" as {why_not}" if gone else "")
    else:
        getattr(g, fate)(iid, rule)
    return True


# ----- when its rules apply ----------------------------------------------------------------


@answers(VALUE_RULES, "opp_confront_extra")
def _opp_confront_extra(g, src: int, subject: Any, ability: Ability, context: dict) -> int:
    sc = g.s["cards"][src]
    p = ability.params
    if p.get("while_ready") and sc["exhausted"]:
        return 0
    return p["amount"] if subject != sc["ctrl"] and context["area"] == sc["area"] else 0


@answers(VALUE_RULES, "opp_move_tax")
def _opp_move_tax(g, src: int, subject: Any, ability: Ability, context: dict) -> int:
    """The tax applies to the card's controller's opponents moving a character to its area."""
    sc = g.s["cards"][src]
    return ability.params["amount"] if subject != sc["ctrl"] and context.get("dest") == sc["area"] else 0


@answers(VALUE_RULES, "opp_move_tax_anywhere")
def _opp_move_tax_anywhere(g, src: int, subject: Any, ability: Ability, context: dict) -> int:
    return ability.params["amount"] if subject != g.s["cards"][src]["ctrl"] else 0


@answers(VALUE_RULES, "opp_move_toll_from_here")
def _opp_move_toll_from_here(g, src: int, subject: Any, ability: Ability, context: dict) -> int:
    """An opponent's character moved away from this card's area (`subject`: its controller)."""
    sc = g.s["cards"][src]
    return ability.params["amount"] if subject != sc["ctrl"] and context.get("origin") == sc["area"] else 0


@answers(VALUE_RULES, "move_tax_to_or_from")
def _move_tax_to_or_from(g, src: int, subject: Any, ability: Ability, context: dict) -> int:
    """Once per move, whether it goes to this card's Problem or leaves it (never both: a
    character is not moved to the area it is in); nothing while this card is at home; only
    for this card's controller's opponents when the text says so."""
    sc = g.s["cards"][src]
    area = sc["area"]
    if (ability.params["opponents"] and subject == sc["ctrl"]) or not is_problem_area(g, area):
        return 0
    return ability.params["amount"] if area in (context.get("dest"), context.get("origin")) else 0


# the next Friend, "to a minimum of [1]": a one-shot discount read against its own cost (`power.own_cost`)
# (`values.power.PlayCosts`), spent by the next Friend played, gone with the turn
@effect(r"pay \{(\d+)\} less for your next friend this turn, to a minimum of \{1\}")
def _e_next_friend_floor_discount(m):
    return {"do": "discount_friend_floor", "n": int(m.group(1))}


@step("discount_friend_floor")
def _d_next_friend_floor_discount(g, f, step_, e, rule):
    player = acting_player(f)
    give_discount(g, f, player, power.friend_floor_discount_flag(player), step_["n"])
    g.note("708.2", f"P{player}'s next Friend this turn costs {step_['n']} less, to a minimum of 1" + g.by_text())
    return True


# the next Friend of a color: a one-shot discount (`values.power.PlayCosts`), spent by the
# next Friend of that color played (`procedures.actions.play_card`), gone with the turn
@effect(r"the cost of your next \{(\w+)\} friend this turn is reduced by \{(\d+)\}")
def _e_next_colored_friend_discount(m):
    return {"do": "discount_friend_color", "color": m.group(1), "n": int(m.group(2))}


@step("discount_friend_color")
def _d_next_colored_friend_discount(g, f, step, e, rule):
    player = acting_player(f)
    give_discount(g, f, player, f"discount:{player}:friend_color", step["n"], step["color"])
    g.note("708.2", f"P{player}'s next {step['color'].capitalize()} Friend this turn costs {step['n']} less" + g.by_text())
    return True


# play requirements lowered for the rest of the turn (High Magic's "Immediate: Banish this card
# from your hand to ..."): kept by color under the player's `REQUIREMENTS_REDUCED` flag, read
# by `values.power.PowerByColor`, ended with the turn
@effect(r"reduce the play requirements of your cards by (\d+) \{(\w+)\} until the end of the turn")
def _e_reduce_requirements(m):
    return {"do": "reduce_requirements", "color": m.group(2), "n": int(m.group(1))}


@step("reduce_requirements")
def _d_reduce_requirements(g, f, step, e, rule):
    player = acting_player(f)
    found = g.s["flags"].setdefault(REQUIREMENTS_REDUCED[player], {})
    found[step["color"]] = found.get(step["color"], 0) + step["n"]
    g.note("205.1", f"P{player}'s cards require {step['n']} less {step['color'].capitalize()} power to play "
                    "until the end of the turn" + g.by_text())
    return True


# the next card with a trait: a one-shot discount (`values.power.PlayCosts.traits`), spent by
# the next card with that trait played (`procedures.actions.play_card`), gone with the turn
@effect(r"(?:you )?pay \{(\d+)\} less for the next ([a-z ]+) you play this turn")
def _e_next_trait_discount(m):
    """EO70, EO74: "pay [2] less for the next Accessory you play this turn"."""
    if m.group(2) not in TRAITS:
        return None
    return {"do": "discount_trait", "trait": m.group(2), "n": int(m.group(1))}


@step("discount_trait")
def _d_next_trait_discount(g, f, step, e, rule):
    player = acting_player(f)
    give_discount(g, f, player, f"discount:{player}:trait", step["n"], step["trait"])
    g.note("708.2", f"P{player}'s next {step['trait'].title()} this turn costs {step['n']} less" + g.by_text())
    return True
# one card's discount this turn: the card revealed, put into its player's hand, may be played for
# less this turn (`values.power.PlayCosts`, by the card's id in the hand; ended with the turn)
@effect(r"put that (event|friend|resource|card) into your hand and you may pay \{(\d+)\} less to play it this turn")
def _e_revealed_to_hand_discounted(m):
    kind = "" if m.group(1) == "card" else m.group(1)
    return {"do": "revealed_to_hand_discounted", "kind": kind, "n": int(m.group(2))}


def discount_card(g, f: dict, player: int, iid: int, amount: int, rule: str) -> None:
    """`player` may pay `amount` less to play card `iid` (in their hand) this turn, by the text
    of frame `f`: paying less is always what a player may choose, so the cost offered is the
    lower one."""
    give_discount(g, f, player, power.card_discounts_flag(player), amount, str(iid))
    g.note(rule, f"P{player} may pay {amount} less to play {g.name(iid)} this turn{g.caused_by(rule)}")


@step("revealed_to_hand_discounted")
def _d_revealed_to_hand_discounted(g, f, step_, e, rule):
    """The card revealed from the top of the deck (it is still there) goes into the hand."""
    iid = f["data"].get("revealed")
    if iid not in g.s["cards"] or g.card(iid)["zone"] != "deck":
        return True
    if step_["kind"] and g.spec(iid).type != step_["kind"]:
        return True
    new = g.to_hand(iid, rule)
    if new:
        discount_card(g, f, g.card(new)["owner"], new, step_["n"], rule)
    return True
