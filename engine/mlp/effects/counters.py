"""Named counters (519) and more Chaos wordings (glossary): how they read and what they do.

Counters other than +1 power counters have a name printed on the card ("Harmony",
"Postage", "Chorus", "Tip"); 519.1 lets modifiers refer to counters by name and 519.2
makes "a counter" one on the card with the text unless it says otherwise. They live
where +1 power counters live — the card record's `counters`, keyed by the lower-case
printed name ("harmony"; "power" for +1 power counters) — so frightening a card or
moving it to another zone removes them like any counter (504.1, 519.3a). Adding,
removing and reading them here keeps one mechanism for +1 power counters and named
ones. A count that reaches zero is left out of the record (board states never carry
zero counts).

The wordings come first: vocabulary added to the grammar of `engine.mlp.text.parts`
(step patterns, whole-paragraph templates, trigger heads and "while" conditions), then
what the new steps and abilities do in play.
"""

from __future__ import annotations

import re
from typing import Any

from engine.mlp.effects.abilities import (
    card_of_option,
    choose,
    choose_yes_no,
    in_play,
    lacked,
    nameable,
    question_pushed,
    replacement_question,
    spec_resolving,
)
from engine.mlp.effects.instruction_words import printed_verbs
from engine.mlp.effects.phases import take_extra_turn
from engine.mlp.effects.plain_words import yours
from engine.mlp.effects.registry import (
    ACTIVATION_CHECKS,
    BY_CARD_TYPE,
    COUNTER_REPLACEMENTS,
    EVERY_CARD_PLAY_COSTS,
    LOOKS_IN_DECKS,
    PART_TRIGGER_MATCHERS,
    STEP_CHECKS,
    STEP_REFUSALS,
    VALUE_RULES,
    Unmet,
    answers,
    runner,
    scope,
    unless,
)
from engine.mlp.effects.steps import (
    DO,
    acting_player,
    add_counters,
    condition,
    count_of,
    counter_label,
    enter_play,
    fits,
    pick_target,
    remove_counters,
    subject_card,
    targets,
    which_words,
)
from engine.mlp.effects.turn_records import counted_this_turn
from engine.mlp.effects.verbs import act_together
from engine.mlp.state.game import TRIGGERED_EFFECT_RULE, TURN_RECORD
from engine.mlp.state.library import Ability
from engine.mlp.state.ops import op
from engine.mlp.text.parts import (
    NUMBER,
    TIMINGS,
    TRAITS,
    chaos_trigger,
    costs,
    effect,
    for_each_count,
    number,
    steps,
    target,
    target_all,
    template,
)
from engine.mlp.text.parts import condition as read_condition
from engine.mlp.text.registry import ability as _a
from engine.mlp.text.registry import condition_reader, head_reader, one_effect

# ----- the wordings ----------------------------------------------------------------------------

# names that already mean something else in the card record or the grammar: +1 power
# counters ("power"), SB109's Delay counters on Problems, the Cutie Mark record
_RESERVED = frozenset({"power", "delay", "cutie", "mark", "each", "all", "that", "the", "a", "an"})
_NAME = r"(\+1 power|[a-z]+)"


def counter_name(printed: str) -> str | None:
    """The key a printed counter name is kept under; None for names the grammar refuses."""
    if printed == "+1 power":
        return "power"
    return None if printed in _RESERVED else printed


def _on_this_card(text: str) -> dict | None:
    """519.2: a counter is on this card unless the text says otherwise ("it" after a
    trigger that names no other card is this card too)."""
    found = target(text)
    return found if found is not None and found.get("self") and found.get("ref") in (None, "it") else None


@effect(r"put " + NUMBER + r" ([a-z]+) counters? on (this card|it)")
def _e_named_counter(m):
    name = counter_name(m.group(2))
    found = _on_this_card(m.group(3))
    if name in (None, "power") or found is None:
        return None
    return {"do": "named_counter", "target": found, "n": number(m.group(1)), "name": name}


@effect(r"distribute " + NUMBER + r" \+1 power counters (?:among|on) up to " + NUMBER + r" (.+)")
def _e_distribute(m):
    """ "Distribute two +1 power counters among up to two of your Friends": one counter at a
    time, each on a card the player chooses (the same card again or another)."""
    n, most = number(m.group(1)), number(m.group(2))
    text = m.group(3)
    found = target("one " + text) if text.startswith("of your ") else target_all(text)
    if n != most or found is None or found.get("self"):
        return None  # with as many cards as counters, any distribution fits "up to N"
    return {"do": "distribute", "target": found, "n": n}


@effect(r"remove a counter from (a|one of your) ready card")
def _e_remove_any_counter(m):
    """A counter of any name (519.1) on a ready card (503.1)."""
    return {"do": "remove_any_counter", "own": m.group(1) != "a"}


@effect(r"choose a counter on one of your ready cards")
def _e_choose_counter(m):
    return {"do": "choose_counter"}


@effect(r"put another counter of the same type on that card")
def _e_copy_chosen_counter(m):
    return {"do": "copy_chosen_counter"}


@effect(r"dismiss all (friends|characters) with printed power equal to the number of ([a-z]+) counters on "
        r"(?:this card|it)")
def _e_dismiss_printed_per_counter(m):
    name = counter_name(m.group(2))
    if name in (None, "power"):
        return None
    return {"do": "dismiss_printed_counters", "kind": m.group(1)[:-1], "counter": name, "all": True}


@effect(r"put a number of \+1 power counters on (it|that friend) equal to the number of ([a-z]+) counters on this "
        r"card")
def _e_power_counters_per_counter(m):
    name = counter_name(m.group(2))
    if name in (None, "power"):
        return None
    return {"do": "power_per_counter", "target": target(m.group(1)), "counter": name}


@effect(r"remove all ([a-z]+) counters from (this card|it)")
def _e_clear_counters(m):
    name = counter_name(m.group(1))
    if name in (None, "power") or _on_this_card(m.group(2)) is None:
        return None
    return {"do": "clear_counters", "name": name}


@effect(r"remove " + NUMBER + r" " + _NAME + r" counters? from (this card|it)")
def _e_remove_counters(m):
    """As an effect, not a cost: as many as there are, up to N (a cost needs them all)."""
    name = counter_name(m.group(2))
    if name is None or _on_this_card(m.group(3)) is None:
        return None
    return {"do": "remove_counters", "name": name, "n": number(m.group(1))}


@effect(r"gain a number of action tokens equal to the number of ([a-z]+) counters on (?:this card|it)")
def _e_gain_per_counter(m):
    """Counted as it resolves; a card that left play to pay for it is counted as it last
    was in play (see docs/engine.md, "Named counters")."""
    name = counter_name(m.group(1))
    if name in (None, "power"):
        return None
    return {"do": "gain_per_counter", "name": name}


@effect(r"lose (?:all (?:of )?)?(?:your|their) action tokens")
def _e_lose_all_tokens(m):
    """ "All players lose their action tokens": each player in turn order (`_subject`)."""
    return {"do": "lose_all_tokens"}


@effect(r"look at the top " + NUMBER + r" cards of your deck\. you may put any number of them on top of your deck in "
        r"any order and the rest on the bottom of your deck in any order")
def _e_arrange_top_bottom(m):
    """The same as "... put them back on the top or bottom of your deck in any order"."""
    return {"do": "arrange_deck", "n": number(m.group(1))}


@effect(r"(?:an|each|all|your) opponents? loses? " + NUMBER + r" action tokens?")
def _e_opp_lose_words(m):
    """ "An opponent loses 2 action tokens": the same as "loses [2]"."""
    return {"do": "opp_lose", "n": number(m.group(1))}


@effect(r"for each ([a-z]+) counter on (?:it|this card), (put .+ into play)")
def _e_tokens_per_counter(m):
    """ "When this card leaves play, for each <name> counter on it, put a ... token into play":
    the counters it had as it left play (712.2)."""
    name = counter_name(m.group(1))
    inner = one_effect(m.group(2))
    if name in (None, "power") or inner is None or inner["do"] != "tokens":
        return None
    return {**inner, "do": "tokens_per_counter", "counter": name}


@effect(r"then, if there are at least " + NUMBER + r" ([a-z]+) counters on this card, (remove them(?: and|,) )?turn "
        r"(?:it|this card) over(, and take an extra turn after this one)?")
def _e_counters_turn_over(m):
    """A Mane Character's counters: once there are N, they are removed (when the text says so)
    and it turns over (301.2) (and, on ST1, its player takes an extra turn:
    `phases.take_extra_turn`)."""
    name = counter_name(m.group(2))
    if name in (None, "power"):
        return None
    return {"do": "counters_turn_over", "counter": name, "n": number(m.group(1)), "remove": bool(m.group(3)),
            "extra_turn": bool(m.group(4))}


# ----- trigger conditions and "while" conditions about counters (704, 708.2a) ----------------


@head_reader
def counter_head(text: str) -> tuple[str, str, dict] | None:
    """ "When you put a <name> counter on this card" / "When you remove the last <name>
    counter from this card": event "counters" (see `engine.mlp.effects.counters.add_counters`)."""
    m = re.fullmatch(r"when you put an? ([a-z]+) counter on this card", text)
    if m and counter_name(m.group(1)) not in (None, "power"):
        return "counters", "added", {"counter": m.group(1)}
    if text == "when you put a +1 power counter on this card":
        return "counters", "added", {"counter": "power"}
    m = re.fullmatch(r"when you remove the last ([a-z]+) counter from this card", text)
    if m and counter_name(m.group(1)) not in (None, "power"):
        return "counters", "last_removed", {"counter": m.group(1)}
    m = re.fullmatch(r"when you flip a non-([a-z]+) card", text)
    if m:
        return "flip", "you", {"not_trait": m.group(1), "match": "flip_not_trait"}
    if text == "when you play your first card each turn":
        # "when you play a card" when it is the first card the player has played this turn,
        # counted by the turn's record whether or not this card was in play then (played as
        # the first card, it has entered play as its own "played" trigger is looked for, 705.2f)
        first = counted_this_turn("played", "you", exactly=1)
        return "played", "you_any", {"if": {"if": "state", "cond": first}, TURN_RECORD: True}
    if text == "when an opponent's friend enters play here":
        return "enter_play", "opp_friend_here", {}  # as "when an opposing Friend enters play here"
    m = re.fullmatch(r"when you win a problem faceoff by at least (\d+) power", text)
    if m:
        # any Problem faceoff this card's controller wins (not only those involving it)
        return "faceoff_won", "you_problem", {"margin": int(m.group(1)), "match": "faceoff_margin"}
    return None


@condition_reader
def counter_condition(text: str) -> dict | None:
    """ "this card has at least one <name> counter on it", "there are N or more <name>
    counters on this card": at least N counters of that name on this card; "it has exactly 3
    +1 power counters on it": that many."""
    m = re.fullmatch(r"(?:this card|it) has (?:at least|(exactly)) " + NUMBER + r" " + _NAME + r" counters? on it", text)
    if m is not None:
        name = counter_name(m.group(3))
        if name is None:
            return None
        return {"if": "counters", "counter": name, "n": number(m.group(2)), "exactly": bool(m.group(1))}
    m = re.fullmatch(r"there are " + NUMBER + r" or more ([a-z]+) counters on this card", text)
    if m is None or counter_name(m.group(2)) in (None, "power"):
        return None
    return {"if": "counters", "counter": m.group(2), "n": number(m.group(1))}


# ----- continuous text that counts named counters (702) ----------------------------------------


@template(r"this card enters play with " + NUMBER + r" \+1 power counters on it\.")
def _t_enters_with_counters(m, t):
    """706.1b: read by `MlpGame.relocate` as the card is put into play (category
    "enters_with_counters"); nothing to do once it is in play."""
    return _a("static", "enters_with_counters", t, "enters_with_counters", n=number(m.group(1)))


@template(r"this card enters play with a \+1 power counter on it for each of your other ([a-z ]+) friends\.")
def _t_enters_with_counters_per_trait(m, t):
    """706.1b, counted as the card enters play (`MlpGame.entering_count`): one for each other
    face-up Friend with that trait its player has in play then."""
    if m.group(1) not in TRAITS:
        return None
    return _a("static", "enters_with_counters", t, "enters_with_counters", n=1, per_trait=m.group(1))


@template(r"this card (?:has|gets) \+(\d+) power for each ([a-z]+) counter on (?:it|this card)\.")
def _t_power_per_counter(m, t):
    name = counter_name(m.group(2))
    if name in (None, "power"):
        return None
    return _a("static", "self_power_per", t, "power", amount=int(m.group(1)), count="counters", counter=name)



@template(r"opponents need \+(\d+) power to confront this problem for each ([a-z]+) counter on this card\.")
def _t_counter_confront_extra(m, t):
    name = counter_name(m.group(2))
    if name is None:
        return None
    return _a("static", "counter_confront_extra", t, "confront_extra", amount=int(m.group(1)), counter=name)


@template(r"opponents must pay \+\{(\d+)\} to play cards for each ([a-z]+) counter on this card\.")
def _t_counter_play_tax(m, t):
    name = counter_name(m.group(2))
    if name in (None, "power"):
        return None
    return _a("static", "counter_play_tax", t, "play_cost", amount=int(m.group(1)), counter=name)


# ----- Chaos (glossary: a tag word for abilities that work as the card is flipped) -----------


@template(r"chaos: when (?:this card is flipped|you flip this card), (you may put (?:it|this card) into play)\.")
def _t_chaos_into_play(m, t):
    """The flipped card leaves the flip zone and enters play (706.1) where its owner
    chooses: their home or a Problem (see docs/engine.md, "Chaos"); asked in the words of
    what they may do ("Put it into play?", 712.3)."""
    step = {"do": "flipped_into_play", "may": True, "costs": [], "says": m.group(1)}
    return _a("trigger", "effect", t, "self_flipped", when="self", steps=[step])


@template(r"chaos: when you flip this card, (.+)")
def _t_chaos_you_flip(m, t):
    """ "When you flip this card" is "when this card is flipped": only its owner flips it."""
    return chaos_trigger(re.match(r"(.+)", m.group(1)), t)


@template(r"chaos: when (?:this card is flipped|you flip this card), ((?:all|each) players? .+)")
def _t_chaos_each_player(m, t):
    """ "Chaos: When this card is flipped, all players ...": each player in turn order (801)."""
    found = steps(m.group(1))
    if found is None or any(step.get("who") not in ("turn_player", "other_player") or "target" in step
                            for step in found):
        return None
    return _a("trigger", "effect", t, "self_flipped", when="self", steps=found)


_FLIPPED = r"chaos: when (?:this card is flipped|you flip this card), it (?:has|gets) \+(\d+) power"


@template(_FLIPPED + r"(?: until the end of the faceoff)? for each (.+?)(?: until the end of the faceoff)?\.")
def _t_chaos_power_per(m, t):
    """The flipped card's own power (514.4a), counted once as the ability resolves."""
    counted = for_each_count(m.group(2))
    if counted is None or counted["count"] != "cards":
        return None
    step = {"do": "pump_flipped_per", "n": int(m.group(1)), "count": counted["target"], "may": False, "costs": []}
    return _a("trigger", "effect", t, "self_flipped", when="self", steps=[step])


@template(_FLIPPED + r"(?: until the end of the faceoff)? if (.+)\.")
def _t_chaos_power_if(m, t):
    """ "... it gets +3 power if an opponent has more points than you": checked as it resolves."""
    cond = read_condition(m.group(2))
    if cond is None or cond["if"] not in ("opp_more_points", "any_points", "hand_max", "hand_min"):
        return None  # conditions that do not read this card's area (it is in the flip zone)
    step = {"do": "pump_flipped_if", "n": int(m.group(1)), "cond": cond, "may": False, "costs": []}
    return _a("trigger", "effect", t, "self_flipped", when="self", steps=[step])


@effect(r"(an?|one of your) (friend|character)s? gets? \+(\d+) power for each (.+?) until the end of the "
        r"(turn|faceoff)")
def _e_pump_per(m):
    """ "A Friend gets +1 power for each opposing character involved in the faceoff until the
    end of the faceoff": counted as the effect resolves (709)."""
    chosen = target(("one of your " + m.group(2) + "s") if m.group(1) == "one of your" else "a " + m.group(2))
    counted = for_each_count(m.group(4))
    if chosen is None or counted is None or counted["count"] != "cards":
        return None
    if counted["target"].get("other") or counted["target"].get("place") in ("here", "there"):
        return None  # "your other Friends at its Problem": counted around the chosen card
    return {"do": "pump_per", "target": chosen, "n": int(m.group(3)), "count": counted["target"],
            "until": m.group(5)}


@effect(r"give (an? [a-z' ]+?) ([+-]\d+) power for each (.+?) until the end of the (turn|faceoff)")
def _e_give_pump_per(m):
    """ "Give an opposing character involved in a faceoff -1 power for each of your characters
    at home until the end of the faceoff" (DE83): counted as the effect resolves (709)."""
    chosen = target(m.group(1))
    counted = for_each_count(m.group(3))
    if chosen is None or chosen.get("self") or counted is None or counted["count"] != "cards":
        return None
    if counted["target"].get("other") or counted["target"].get("place") in ("here", "there"):
        return None  # counted around the chosen card
    return {"do": "pump_per", "target": chosen, "n": int(m.group(2)), "count": counted["target"],
            "until": m.group(4)}


@effect(r"an opponent retires (an? [a-z ]+)")
def _e_opponent_retires(m):
    """The opponent retires one of their own cards (410.2: only cards they control)."""
    found = target(m.group(1))
    if found is None or found.get("self") or found.get("owner") != "any":
        return None
    return {"do": "retire", "target": {**found, "owner": "you"}, "who": "opponent"}


@template(r"chaos: when (?:this card is flipped|you flip this card), (an opponent .+)")
def _t_chaos_opponent(m, t):
    """ "Chaos: When this card is flipped, an opponent retires a Friend involved in the
    faceoff": done by the opponent of the player who flipped it."""
    found = steps(m.group(1))
    if found is None or any(step.get("who") != "opponent" or step.get("target", {}).get("self") for step in found):
        return None
    return _a("trigger", "effect", t, "self_flipped", when="self", steps=found)


@template(r"chaos: while this card is flipped, it has \+(\d+) power( for each .+)?\.")
def _t_chaos_while_flipped_power(m, t):
    """Continuous while the card is in the flip zone (514.4a: its power counts toward its
    player's total there), counted at every look."""
    counted = {}
    if m.group(2):
        counted = for_each_count(m.group(2)[len(" for each "):])
        if counted is None or counted["count"] == "cards":
            return None  # cards in play counted around a card that is not in play
    return _a("static", "flipped_self_power", t, "flipped_power", amount=int(m.group(1)), **counted)


@template(r"chaos: while this card is flipped, your characters have \+(\d+) power\.")
def _t_chaos_while_flipped_group_power(m, t):
    """Continuous while the card is in the flip zone (701.3): the statics table holds it then
    (`MlpGame.WHILE_FLIPPED`), so every character of its player in play has it, one that
    enters play during the faceoff too, and none once the faceoff ends."""
    return _a("static", "group_power", t, "power", amount=int(m.group(1)), target=target_all("your characters"),
              while_flipped=True)


@template(r"chaos: while this card is flipped, (your characters involved in the faceoff have \+\d+ power until the "
          r"end of the faceoff\.)")
def _t_chaos_while_flipped_involved(m, t):
    """A definite modifier with a "while" condition (708.2, 708.2a): the power is given as the
    card is flipped to the player's characters involved then (708.2b, 709.2), and not while
    its abilities are lost (`faceoff.flip`); it lasts until the end of the faceoff but affects
    the game only while this card stays flipped (a text banishing it from the flip zone ends
    that: `power.mod_holds`)."""
    found = chaos_trigger(m, t)
    if found is not None:
        for step in found.params["steps"]:
            if step["do"] == "pump":
                step["while_flipped"] = True
    return found


@template(r"immediate: while this card is involved in a faceoff, you may (.+?) to (.+)")
def _t_involved_activated(m, t):
    """An activated ability usable only while its card is involved in a faceoff ("you may
    exhaust it": "it" is this card, the only card named before it)."""
    paid = costs("exhaust this card" if m.group(1) == "exhaust it" else m.group(1))
    found = steps(m.group(2) if m.group(2).endswith(".") else m.group(2) + ".")
    if paid is None or found is None:
        return None
    return _a("activated", "effect", t, timing="immediate", costs=paid, steps=found, during_faceoff=True,
              while_involved=True)


@template(r"you must control ([a-z][a-z .'-]+) to play this card\.")
def _t_must_control(m, t):
    """A play requirement by name (205: a card can't be played unless its requirements are
    met): a face-up card of that name the player controls (201: its name before the comma)."""
    return _a("static", "must_control", t, "must_control", title=m.group(1))


@effect(r"look at the top " + NUMBER + r" cards of a problem deck and put them back in any order")
def _e_order_any_problem_deck(m):
    return {"do": "order_chosen_problem_deck", "n": number(m.group(1))}


@template(r"(main phase|immediate): (pay a number of action tokens equal to the number of [a-z]+ counters on this "
          r"card(?: and [^,]+?)?) to (.+)")
def _t_pay_per_counter(m, t):
    """The cost says "equal to": the text before the last "to" of the cost is the cost (703.1d)."""
    paid = costs(m.group(2))
    found = steps(m.group(3) if m.group(3).endswith(".") else m.group(3) + ".")
    if paid is None or found is None:
        return None
    return _a("activated", "effect", t, timing=TIMINGS[m.group(1)], costs=paid, steps=found)


@template(r"this card has ([+-]\d+) power\.")
def _t_self_power_fixed(m, t):
    """A continuous modifier of this card's own power (702), as "+N power for each" once."""
    return _a("static", "self_power_per", t, "power", amount=int(m.group(1)), count="fixed")


# ----- what they do ---------------------------------------------------------------------------


@effect(r"put an? ([a-z]+) counter on (another one of your [a-z ]+|an? [a-z ]+)")
def _e_named_counter_chosen(m):
    """"Put a Friendship counter on another one of your Friends": one card chosen as it resolves."""
    name = counter_name(m.group(1))
    found = target(m.group(2))
    if name in (None, "power") or found is None or found.get("self"):
        return None
    return {"do": "named_counter_chosen", "target": found, "n": 1, "name": name, "what": m.group(2)}


def _d_named_counter_chosen(g, f, step_, e, rule):
    iid = pick_target(g, f, step_, e, lambda: _named_counter_prompt(g, f, step_))
    if iid is False:
        return False
    if iid is not None and in_play(g, iid):
        add_counters(g, iid, step_["name"], step_["n"], rule, acting_player(f))
    return True


def _named_counter_prompt(g, f: dict, step_: dict) -> str:
    """The question of `_d_named_counter_chosen`, in its card's words where it keeps them."""
    label = counter_label(step_["name"])
    which = which_words(g, f, step_) or "which card"
    return f"Put {'an' if label[:1] in 'AEIOU' else 'a'} {label} counter on {which}?"


def _d_named_counter(g, f, step, e, rule):
    add_counters(g, subject_card(f, step["target"], g), step["name"], step["n"], rule, acting_player(f))
    return True


def _d_clear_counters(g, f, step, e, rule):
    src = f["src"]
    c = g.s["cards"].get(src)
    if c is not None and c["zone"] == "play":
        remove_counters(g, src, step["name"], c["counters"].get(step["name"], 0), rule, acting_player(f))
    return True


def _d_remove_counters(g, f, step, e, rule):
    """A card in play with none of them says so, as a removal does ("No +1 power counter is
    removed from Flim & Flam, Shams #25: it has none"), not that the text found nothing to act
    on: a judge reads that as a card it missed."""
    c = g.s["cards"].get(f["src"])
    if c is not None and c["zone"] == "play" and not c["counters"].get(step["name"]):
        g.note(rule, f"No {counter_label(step['name'])} counter is removed from {g.name(f['src'])}: it has none"
                     + g.by_text())
        return True
    remove_counters(g, f["src"], step["name"], step["n"], rule, acting_player(f))
    return True


def counters_of(g, f: dict) -> dict[str, int]:
    """The counters on this card: as it is in play, or as it last was in play when a cost
    took it out of play before the effect counts them (`effects._pay` keeps them)."""
    c = g.s["cards"].get(f["src"])
    if c is not None and c["zone"] == "play":
        return c["counters"]
    return f["data"].get("counters", {})


def _d_gain_per_counter(g, f, step, e, rule):
    """None counted gains none, said with why ("P0 gains no action tokens: Tree of Harmony,
    Seeds of Friendship had no Harmony counters on it"), not that the text found nothing to
    act on: a judge reads that as a card it missed."""
    count = counters_of(g, f).get(step["name"], 0)
    if count:
        g.gain_tokens(acting_player(f), count, rule)
        return True
    c = g.s["cards"].get(f["src"])
    there = c is not None and c["zone"] == "play"
    card = g.name(f["src"]) if there else g.lib.spec(f["card"]).name
    g.note(rule, f"P{acting_player(f)} gains no action tokens: {card} {'has' if there else 'had'} no "
                 f"{counter_label(step['name'])} counters on it{g.by_text()}")
    return True


def _d_lose_all_tokens(g, f, step, e, rule):
    player = acting_player(f)
    g.lose_tokens(player, g.s["players"][player]["tokens"], rule)
    return True


def _d_flipped_into_play(g, f, step, e, rule):
    """Glossary, Chaos: a flipped Friend leaves the flip zone and enters play (706.1) at its
    owner's home or a Problem, as its owner chooses. It is not played (no cost, no play
    requirement, no "when you play" trigger). Other card types stay flipped."""
    src = f["src"]
    c = g.s["cards"].get(src)
    if c is None or c["zone"] != "flip" or g.spec(src).type != "friend":
        return True
    e["card"] = src
    player = acting_player(f)
    return enter_play(g, f, e, [f"home:{player}", *g.problems()], player)


def _d_tokens_per_counter(g, f, step, e, rule):
    """As many tokens per counter as the text makes for one (counted as it resolves)."""
    if "per" not in e:
        e["per"] = counters_of(g, f).get(step["counter"], 0)
    if not e["per"]:
        return True
    return DO["tokens"](g, f, {**step, "do": "tokens", "n": step["n"] * e["per"]}, e, rule)


@answers(PART_TRIGGER_MATCHERS, "counters", "flip_not_trait", "faceoff_margin")
def counters_trigger_matches(g, iid: int, ability: Ability, data: dict) -> dict | None:
    """ "When you put a <name> counter on this card" (any put on it: only its controller's
    effects put counters on it in the card pool) / "When you remove the last <name> counter
    from this card" (the count reaches zero)."""
    p = ability.params
    if p.get("match") == "flip_not_trait":  # "When you flip a non-Chaotic card"
        flipped = data["card"]
        ok = (data["player"] == g.s["cards"][iid]["ctrl"] and flipped in g.s["cards"]
              and not g.spec(flipped).has_trait(p["not_trait"]))
        return {"flipped": flipped} if ok else None
    if p.get("match") == "faceoff_margin":
        ok = data["player"] == g.s["cards"][iid]["ctrl"] and data["kind"] == "problem" and data["margin"] >= p["margin"]
        return {} if ok else None
    if data["card"] != iid or data["counter"] != p["counter"]:
        return None
    if data.get("by") not in (None, g.s["cards"][iid]["ctrl"]):
        return None  # "When you put / remove ...": by this card's controller
    if p["when"] == "added":
        return {} if data["added"] > 0 else None
    return {} if data["added"] < 0 and data["left"] == 0 else None


def _d_counters_turn_over(g, f, step, e, rule):
    src = f["src"]
    c = g.s["cards"].get(src)
    if c is None or c["zone"] != "play" or c["counters"].get(step["counter"], 0) < step["n"]:
        return True
    if step.get("remove", True):
        remove_counters(g, src, step["counter"], c["counters"][step["counter"]], rule, acting_player(f))
    g.turn_over(src, "301.2")
    if step.get("extra_turn"):
        take_extra_turn(g, acting_player(f), rule)
    return True


def _count_cards(g, f: dict, t: dict) -> int:
    src = f["src"]
    c = g.s["cards"].get(src)
    area = c["area"] if c is not None and c["zone"] == "play" else f["data"].get("area")
    return sum(1 for i in g.s["play"] if fits(g, i, acting_player(f), src, t, area, "count"))


def _d_pump_flipped_per(g, f, step, e, rule):
    """Glossary, Chaos: the flipped card gets +N for each card counted, until the end of the
    faceoff (a modifier on a flipped card counts toward its side, 514.4a)."""
    n = step["n"] * _count_cards(g, f, step["count"])
    if not n:  # (nothing counted: said as what it counted, For Equestria!'s "opposing character involved ...")
        counted = _COUNTED.search(spec_resolving(g, f).abilities[f["ab"]].text)
        if counted is not None:
            what = counted.group(1)
            lacked(f, printed_verbs(step["do"]), f"there is {'none ' if what.startswith('of ') else 'no '}{what} to count")
        return True
    return DO["pump_flipped"](g, f, {**step, "n": n}, e, rule)


# what a Chaos power text counts ("for each opposing character involved in the faceoff")
_COUNTED = re.compile(r"\bfor each (.+?)(?: until the end of the faceoff)?\.?$")


def _d_pump_flipped_if(g, f, step, e, rule):
    """As above, if a condition about the players holds as it resolves."""
    src = f["src"]
    if src in g.s["cards"] and condition(g, src, step["cond"]):
        return DO["pump_flipped"](g, f, step, e, rule)
    return True


def _d_pump_per(g, f, step, e, rule):
    if "n" not in e:
        e["n"] = step["n"] * _count_cards(g, f, step["count"])  # counted once, as it resolves
    return DO["pump"](g, f, {**step, "do": "pump", "n": e["n"]}, e, rule)


def _d_distribute(g, f, step, e, rule):
    """One +1 power counter at a time on a card the player chooses among those that fit;
    a counter's own question (Applejack, Festival Caterer's "that many plus one instead",
    710.5) is decided before the next counter's card is chosen."""
    while e.get("done", 0) < step["n"]:
        cands = targets(g, f, step)
        if not cands:
            return True
        ans = choose(g, f, acting_player(f), "target", f"Put a +1 power counter ({e.get('done', 0) + 1} of {step['n']}) "
                     "on which card?", [(f"card:{i}", g.name(i)) for i in cands])
        if ans is None:
            return False
        e["done"] = e.get("done", 0) + 1
        if ans:
            add_counters(g, card_of_option(ans[0]), "power", 1, rule, acting_player(f))
            if question_pushed(g, f):
                return False  # (run again once that counter's question is decided)
    return True


def _d_order_chosen_problem_deck(g, f, step, e, rule):
    """ "A Problem deck": the player chooses whose, then orders its top cards (403)."""
    if "owner" not in e:
        player = acting_player(f)
        decks = [(f"player:{p}", f"{yours(player, p)} Problem deck") for p in (0, 1)
                 if g.s["players"][p]["problem_deck"]]
        ans = choose(g, f, player, "player", "Look at the top of which Problem deck?", decks)
        if ans is None:
            return False
        if not ans:
            return True
        e["owner"] = int(ans[0].split(":")[1])
    return DO["order_problem_deck"](g, f, step, e, rule)


# ----- counters of any name ("a counter", 519.1) ------------------------------------------------


def _counter_choices(g, f: dict, own: bool, characters: bool = False) -> list[tuple[str, str]]:
    """Counters on ready cards in play (503.1), one option per card and name (`characters`:
    on characters only): a Problem (a Dilemma too) is never ready (503.4a), so Musical
    Number's Chorus counters are not offered. The Cutie Mark record is not a counter (the
    keyword's counter is a +1 power counter)."""
    player = acting_player(f)
    cards = g.s["cards"]
    out = []
    for iid in g.s["play"]:
        c = cards[iid]
        if c["exhausted"] or not c["counters"] or (own and c["ctrl"] != player) or (characters and not g.is_character(iid)):
            continue
        if g.is_type(iid, "problem"):
            continue
        out.extend((f"counter:{iid}:{name}", f"a {counter_label(name)} counter on {g.name(iid)}")
                   for name in sorted(c["counters"]) if name != "cutie_mark")
    return out


@answers(STEP_CHECKS, "remove_any_counter")
def _some_counter_to_remove(g, f, step) -> bool:
    """705.2e: a counter on a ready card to remove (Chancellor Puddinghead's "may" is not
    asked without one)."""
    return bool(_counter_choices(g, f, step.get("own", False)))


@answers(STEP_REFUSALS, "remove_any_counter", "choose_counter")
def _why_no_counter(g, f: dict, step: dict) -> tuple[str, str] | None:
    """Why "remove a counter from a ready card" (Discord, On a Roll) or "Choose a counter on
    one of your ready cards" (Finger Snap) did nothing: no ready card (of the player's, for
    "your") has a counter (503.1: an exhausted card is not ready). None when one has."""
    own = step["do"] == "choose_counter" or step.get("own", False)
    if _counter_choices(g, f, own):
        return None
    return "705.2", f"no ready card of P{acting_player(f)}'s has a counter" if own else "no ready card in play has a counter"


def _d_remove_any_counter(g, f, step, e, rule):
    ans = choose(g, f, acting_player(f), "counter", "Remove which counter?", _counter_choices(g, f, step.get("own", False)))
    if ans is None:
        return False
    if ans:
        _, iid, name = ans[0].split(":", 2)
        remove_counters(g, int(iid), name, 1, rule, acting_player(f))
    return True


def _d_choose_counter(g, f, step, e, rule):
    """ "Choose a counter on one of your ready cards": the later "that card" and "the same
    type" refer to it."""
    ans = choose(g, f, acting_player(f), "counter", "Choose a counter", _counter_choices(g, f, True))
    if ans is None:
        return False
    if ans:
        _, iid, name = ans[0].split(":", 2)
        f["data"]["chosen_counter"] = [int(iid), name]
    return True


def _d_copy_chosen_counter(g, f, step, e, rule):
    chosen = f["data"].get("chosen_counter")
    if chosen:
        add_counters(g, chosen[0], chosen[1], 1, rule, acting_player(f))
    return True


def _d_dismiss_printed_counters(g, f, step, e, rule):
    """Every card of the kind whose printed power is the count (as this card last was in
    play when a cost retired it), dismissed together (709.2): one occurrence (710.1,
    `verbs.act_together`)."""
    n = counters_of(g, f).get(step["counter"], 0)
    t = {"owner": "any", "kind": step["kind"], "min_printed": n, "max_printed": n}
    act_together(g, "dismiss", [i for i in g.s["play"] if fits(g, i, acting_player(f), f["src"], t, None, "dismiss")],
                 rule)
    return True


def _d_power_per_counter(g, f, step, e, rule):
    """+1 power counters on the card the text names, as many as this card's counters of a name."""
    n = counters_of(g, f).get(step["counter"], 0)
    if n:
        add_counters(g, subject_card(f, step["target"], g), "power", n, rule, acting_player(f))
    return True


DO.update({
    "power_per_counter": _d_power_per_counter,
    "dismiss_printed_counters": _d_dismiss_printed_counters,
    "remove_any_counter": _d_remove_any_counter, "choose_counter": _d_choose_counter,
    "copy_chosen_counter": _d_copy_chosen_counter,
    "order_chosen_problem_deck": _d_order_chosen_problem_deck,
    "distribute": _d_distribute,
    "pump_flipped_per": _d_pump_flipped_per, "pump_flipped_if": _d_pump_flipped_if, "pump_per": _d_pump_per,
    "counters_turn_over": _d_counters_turn_over,
    "tokens_per_counter": _d_tokens_per_counter,
    "named_counter": _d_named_counter, "named_counter_chosen": _d_named_counter_chosen,
    "clear_counters": _d_clear_counters, "remove_counters": _d_remove_counters,
    "gain_per_counter": _d_gain_per_counter, "lose_all_tokens": _d_lose_all_tokens,
    "flipped_into_play": _d_flipped_into_play,
})


# ----- Mailboxes: "Remove a counter from one of your ready characters to ..." -------------------


@template(r"main phase: remove a counter from one of your ready characters to draw a card\. if you remove the counter "
          r"from a ([a-z ]+) or ([a-z ]+), draw 2 cards instead\.")
def _t_counter_for_cards(m, t):
    return _a("activated", "character_counter_for_cards", t, timing="main", traits=[m.group(1), m.group(2)])


@template(r"main phase: remove a counter from one of your ready characters to give a friend \+(\d+) power until the "
          r"end of the turn\. if the counter is an? ([a-z]+) counter, give that friend \+(\d+) power instead\.")
def _t_counter_for_power(m, t):
    name = counter_name(m.group(2))
    if name is None:
        return None
    return _a("activated", "character_counter_for_power", t, timing="main", amount=int(m.group(1)), counter=name,
              more=int(m.group(3)))


def _pay_character_counter(g, f: dict) -> bool:
    """The cost (703.1d): a counter of any name off one of the player's ready characters,
    chosen; what it was and where it came from are kept for the "instead" (`paid`). False
    while the choice waits."""
    data = f["data"]
    if "paid" in data:
        return True
    ans = choose(g, f, acting_player(f), "cost", "Remove a counter from one of your ready characters (703.1d)",
                 _counter_choices(g, f, True, characters=True))
    if ans is None:
        return False
    data["paid"] = None
    if ans:
        _, iid, name = ans[0].split(":", 2)
        traits = list(g.spec(int(iid)).traits)
        if remove_counters(g, int(iid), name, 1, "703.1d", acting_player(f)):
            data["paid"] = {"counter": name, "traits": traits}
    return True


@runner("character_counter_for_cards")
def _r_counter_for_cards(g, f, ability):
    """One card, two when the counter came off a character with either trait."""
    if not _pay_character_counter(g, f):
        return False
    paid = f["data"]["paid"]
    if paid is not None:
        more = any(trait.casefold() in paid["traits"] for trait in ability.params["traits"])
        g.draw(acting_player(f), 2 if more else 1, TRIGGERED_EFFECT_RULE)
    return True


@runner("character_counter_for_power")
def _r_counter_for_power(g, f, ability):
    """Any Friend in play; more power when the counter removed had the name."""
    if not _pay_character_counter(g, f):
        return False
    paid = f["data"]["paid"]
    if paid is None:
        return True
    p = ability.params
    friends = [i for i in g.s["play"] if g.is_type(i, "friend") and g.face_up(i)]
    ans = choose(g, f, acting_player(f), "target", "Give which Friend power until the end of the turn?",
                 [(f"card:{i}", g.name(i)) for i in friends])
    if ans is None:
        return False
    if ans:
        friend = card_of_option(ans[0])
        amount = p["more"] if paid["counter"] == p["counter"] else p["amount"]
        g.add_mod("power", friend, amount, until="turn", ctrl=f["ctrl"], src=f["src"])
        g.note("708.2", f"{g.name(friend)} gets +{amount} power until the end of the turn{g.by_text()}")
    return True


@answers(ACTIVATION_CHECKS, "character_counter_for_cards", "character_counter_for_power")
def _character_counter_to_remove(g, player: int, iid: int, ability: Ability) -> bool | Unmet:
    """Only with a counter to pay with (and, for power, a Friend to give it to)."""
    return (unless(bool(_counter_choices(g, {"ctrl": player, "src": iid, "data": {}}, True, characters=True)),
                   "remove", lacks=f"none of P{player}'s ready characters has a counter")
            and unless(ability.name != "character_counter_for_power" or any(
                g.is_type(i, "friend") and g.face_up(i) for i in g.s["play"]), "give"))


# ----- continuous text counting named counters (702) -------------------------------------------


@answers(VALUE_RULES, "counter_confront_extra")
def _counter_confront_extra(g, src: int, subject: Any, ability: Ability, context: dict) -> int:
    """ "Opponents need +N power to confront this Problem for each <name> counter on this card"."""
    sc = g.s["cards"][src]
    if subject == sc["ctrl"] or context.get("area") != sc["area"]:
        return 0
    return ability.params["amount"] * sc["counters"].get(ability.params["counter"], 0)


scope(BY_CARD_TYPE, "counter_play_tax")  # (the same for every card a player plays)
scope(EVERY_CARD_PLAY_COSTS, "counter_play_tax")  # (Troublemakers played face-down too)


@answers(VALUE_RULES, "counter_play_tax")
def _counter_play_tax(g, src: int, subject: Any, ability: Ability, context: dict) -> int:
    """ "Opponents must pay +[N] to play cards for each <name> counter on this card"."""
    sc = g.s["cards"][src]
    if subject == sc["ctrl"]:
        return 0
    return ability.params["amount"] * sc["counters"].get(ability.params["counter"], 0)


def flipped_power(g, iid: int) -> int:
    """ "Chaos: While this card is flipped, it has +N power (for each ...)": what the flipped
    card adds to its printed power in its player's total (514.4a)."""
    total = 0
    for ability in g.spec(iid).statics["flipped_power"]:
        p = ability.params
        total += p["amount"] * (count_of(g, iid, p) if "count" in p else 1)
    return total


def controls_named(g, player: int, spec) -> bool:
    """ "You must control <name> to play this card": a card in play of that name (a frightened
    Friend keeps its name, 505.1: `nameable`).

    Read only from the cards in play, their faces and controllers, so kept with the board
    index (`board.memo`, by player and names): the listing of plays asks at every decision."""
    titles = tuple(a.params["title"] for a in spec.statics["must_control"])
    memo = (g.settled_board or g.board()).memo
    key = ("controls_named", player, titles)
    found = memo.get(key)
    if found is None:
        cards = g.s["cards"]
        found = memo[key] = all(any(cards[i]["ctrl"] == player and nameable(g, i) and g.spec(i).is_named(title)
                                    for i in g.s["play"]) for title in titles)
    return found


@answers(PART_TRIGGER_MATCHERS, "lost_tokens")
def lost_tokens(g, iid: int, ability: Ability, data: dict) -> dict | None:
    """A player lost action tokens (`MlpGame.lose_tokens`): an opponent of its controller."""
    opponent = data["player"] != g.s["cards"][iid]["ctrl"]
    return {} if opponent == (ability.params["when"] == "opp") else None


@answers(PART_TRIGGER_MATCHERS, "cutie_marked")
def cutie_marked(g, iid: int, ability: Ability, data: dict) -> dict | None:
    """ "When this card / one of your Friends becomes Cutie Marked" (its Cutie Mark counter)."""
    s = g.s
    marked = data["card"]
    if ability.params["when"] == "self":
        return {} if marked == iid else None
    ok = marked in s["cards"] and s["cards"][marked]["ctrl"] == s["cards"][iid]["ctrl"] and g.is_type(marked, "friend")
    return {"it": marked, "area": s["cards"][marked]["area"]} if ok else None


# ----- "If you would put one or more +1 power counters on one of your Friends, you may put that
# many plus one on that Friend instead." (710; asked by `steps.add_counters`) ---------------------


@template(r"if you would put one or more \+1 power counters on one of your friends, you may put that many plus one "
          r"on that friend instead\.")
def _t_counters_plus_one(m, t):
    return _a("replace", "power_counters_plus_one", t, "would_put_counters")


def _plus_one_source(g, iid: int, by: int, used: list[int] | tuple[()] = ()) -> int | None:
    """The face-up card in play of player `by` whose text could add one to the +1 power
    counters `by` puts on their Friend `iid` (the first in play order), other than the cards
    in `used`: each applies to one occurrence once, another Applejack, Festival Caterer
    still may (710.3)."""
    if g.s["cards"][iid]["ctrl"] != by or not g.is_type(iid, "friend"):
        return None
    lost = g.lost_abilities()
    for src in g._listeners("would_put_counters"):
        if (src not in used and g.s["cards"][src]["ctrl"] == by and g.face_up(src) and src not in lost
                and any(a.name == "power_counters_plus_one" for _, a in g.spec(src).triggers.get("would_put_counters", ()))):
            return src
    return None


def _offer_plus_one(g, iid: int, name: str, n: int, rule: str, by: int) -> bool:
    """Only for +1 power counters put by this card's controller on one of their Friends: the
    choice ("you may", 710.1) is asked in a frame of its own, which then puts them."""
    if name != "power":
        return False
    src = _plus_one_source(g, iid, by)
    if src is None:
        return False
    g.push_question({"op": "power_counters_plus_one", "card": iid, "n": n, "rule": rule, "by": by, "src": src})
    return True


COUNTER_REPLACEMENTS.append(_offer_plus_one)


@op("power_counters_plus_one")
def _plus_one(g, f: dict) -> bool:
    """Its controller chooses for each such card in turn (`used`: those asked already; an
    occurrence one replaced can still be replaced by another, 710.3: with two Applejack,
    Festival Caterer, 2 counters become 3, then 4); then the counters are put (no longer
    replaceable)."""
    iid = f["card"]
    if not in_play(g, iid):
        return True
    while True:
        n = f["n"]
        # (led by the Applejack asking, which is "this card" when the counters are for her own)
        asked = replacement_question(f"Put {n + 1} +1 power counters on {g.name(iid)} instead of {n}?",
                                     [g.name(f["src"])])
        ans = choose_yes_no(g, f, f["by"], asked)
        if ans is None:
            return False
        used = f.setdefault("used", [])
        used.append(f["src"])
        if ans[0] == "yes":
            g.note("710.1", f"{n + 1} +1 power counters will be put on {g.name(iid)} instead of {n}"
                   + g.by_text(g.name(f["src"])))
            f["n"] = n + 1
        following = _plus_one_source(g, iid, f["by"], used)
        if following is None:
            break
        f["src"] = following
    add_counters(g, iid, "power", f["n"], f["rule"], f["by"], replaceable=False)
    return True


# what can't be done while a card in play closes decks or discard piles (FF113: `abilities.closed_zone`)
scope(LOOKS_IN_DECKS, "order_chosen_problem_deck")


@runner("kw:Diligent")
def _k_diligent(g, f, _):
    """Glossary, Diligent X: "put X +1 power counters on this card" (the rules text's "$X + 1$"
    is that phrase set as a formula, as its "$+1$ power counter" of Cutie Mark is): X
    counters, as every other keyword X (Calming, Competitive, Showy, ...) counts X itself;
    put as every text puts them (519.1), so the cards that react to counters are told."""
    add_counters(g, f["src"], "power", f["data"]["x"], "Glossary: Diligent", f["ctrl"])
    return True
