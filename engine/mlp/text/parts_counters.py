"""Card text read in parts: named counters (519) and more Chaos wordings (glossary).

Counters other than +1 power counters have a name printed on the card ("Harmony",
"Postage", "Chorus", "Tip"); 519.1 lets modifiers refer to counters by name and 519.2
makes "a counter" one on the card with the text unless it says otherwise. They live
where +1 power counters live — the card record's `counters`, keyed by the lower-case
printed name ("harmony"; "power" for +1 power counters) — so frightening a card or
moving it to another zone removes them like any counter (504.1, 519.3a).

This module adds vocabulary to the grammar of `engine.mlp.text.parts` (effects and
whole-paragraph templates); `engine.mlp.effects.counters` runs the new steps.
"""

from __future__ import annotations

import re

from engine.mlp.text.parts import _NUM, _n, _t_chaos, effect, steps, target, template
from engine.mlp.text.registry import ability as _a
from engine.mlp.text.registry import condition_reader, head_reader

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


@effect(r"put " + _NUM + r" ([a-z]+) counters? on (this card|it)")
def _e_named_counter(m):
    name = counter_name(m.group(2))
    found = _on_this_card(m.group(3))
    if name in (None, "power") or found is None:
        return None
    return {"do": "named_counter", "target": found, "n": _n(m.group(1)), "name": name}


@effect(r"distribute " + _NUM + r" \+1 power counters (?:among|on) up to " + _NUM + r" (.+)")
def _e_distribute(m):
    """ "Distribute two +1 power counters among up to two of your Friends": one counter at a
    time, each on a card the player chooses (the same card again or another)."""
    from engine.mlp.text.parts import target_all

    n, most = _n(m.group(1)), _n(m.group(2))
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


@effect(r"remove " + _NUM + r" " + _NAME + r" counters? from (this card|it)")
def _e_remove_counters(m):
    """As an effect, not a cost: as many as there are, up to N (a cost needs them all)."""
    name = counter_name(m.group(2))
    if name is None or _on_this_card(m.group(3)) is None:
        return None
    return {"do": "remove_counters", "name": name, "n": _n(m.group(1))}


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


@effect(r"look at the top " + _NUM + r" cards of your deck\. you may put any number of them on top of your deck in "
        r"any order and the rest on the bottom of your deck in any order")
def _e_arrange_top_bottom(m):
    """The same as "... put them back on the top or bottom of your deck in any order"."""
    return {"do": "arrange_deck", "n": _n(m.group(1))}


@effect(r"(?:an|each|all|your) opponents? loses? " + _NUM + r" action tokens?")
def _e_opp_lose_words(m):
    """ "An opponent loses 2 action tokens": the same as "loses [2]"."""
    return {"do": "opp_lose", "n": _n(m.group(1))}


@effect(r"for each ([a-z]+) counter on (?:it|this card), (put .+ into play)")
def _e_tokens_per_counter(m):
    """ "When this card leaves play, for each <name> counter on it, put a ... token into play":
    the counters it had as it left play (712.2)."""
    from engine.mlp.text.parts import _one_effect

    name = counter_name(m.group(1))
    inner = _one_effect(m.group(2))
    if name in (None, "power") or inner is None or inner["do"] != "tokens":
        return None
    return {**inner, "do": "tokens_per_counter", "counter": name}


@effect(r"then, if there are at least " + _NUM + r" ([a-z]+) counters on this card, remove them and turn "
        r"(?:it|this card) over")
def _e_counters_turn_over(m):
    """A Mane Character's counters: once there are N, they are removed and it turns over (301.2)."""
    name = counter_name(m.group(2))
    if name in (None, "power"):
        return None
    return {"do": "counters_turn_over", "counter": name, "n": _n(m.group(1))}


# ----- trigger conditions and "while" conditions about counters (704, 708.2a) ----------------


@head_reader
def counter_head(text: str) -> tuple[str, str, dict] | None:
    """ "When you put a <name> counter on this card" / "When you remove the last <name>
    counter from this card": event "counters" (see `engine.mlp.effects.counters.add_counters`)."""
    m = re.fullmatch(r"when you put an? ([a-z]+) counter on this card", text)
    if m and counter_name(m.group(1)) not in (None, "power"):
        return "counters", "added", {"counter": m.group(1)}
    m = re.fullmatch(r"when you remove the last ([a-z]+) counter from this card", text)
    if m and counter_name(m.group(1)) not in (None, "power"):
        return "counters", "last_removed", {"counter": m.group(1)}
    m = re.fullmatch(r"when you flip a non-([a-z]+) card", text)
    if m:
        return "flip", "you", {"not_trait": m.group(1), "match": "flip_not_trait"}
    if text == "when you play your first card each turn":
        # "when you play a card", the first time each turn (the "first time" record of the flags)
        return "played", "you_any", {"first_each_turn": True}
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
    counters on this card": at least N counters of that name on this card."""
    m = re.fullmatch(r"this card has at least " + _NUM + r" ([a-z]+) counters? on it", text)
    if m is None:
        m = re.fullmatch(r"there are " + _NUM + r" or more ([a-z]+) counters on this card", text)
    if m is None or counter_name(m.group(2)) in (None, "power"):
        return None
    return {"if": "counters", "counter": m.group(2), "n": _n(m.group(1))}


# ----- continuous text that counts named counters (702) ----------------------------------------


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


# ----- Chaos (glossary: a tag word for abilities that work as the card is flipped) -----------


@template(r"chaos: when (?:this card is flipped|you flip this card), you may put (?:it|this card) into play\.")
def _t_chaos_into_play(m, t):
    """The flipped card leaves the flip zone and enters play (706.1) where its owner
    chooses: their home or a Problem (see docs/engine.md, "Chaos")."""
    step = {"do": "flipped_into_play", "may": True, "costs": []}
    return _a("trigger", "effect", t, "self_flipped", when="self", steps=[step])


@template(r"chaos: when you flip this card, (.+)")
def _t_chaos_you_flip(m, t):
    """ "When you flip this card" is "when this card is flipped": only its owner flips it."""
    return _t_chaos(re.match(r"(.+)", m.group(1)), t)


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
    from engine.mlp.text.parts import _count

    counted = _count(m.group(2))
    if counted is None or counted["count"] != "cards":
        return None
    step = {"do": "pump_flipped_per", "n": int(m.group(1)), "count": counted["target"], "may": False, "costs": []}
    return _a("trigger", "effect", t, "self_flipped", when="self", steps=[step])


@template(_FLIPPED + r"(?: until the end of the faceoff)? if (.+)\.")
def _t_chaos_power_if(m, t):
    """ "... it gets +3 power if an opponent has more points than you": checked as it resolves."""
    from engine.mlp.text.parts import condition

    cond = condition(m.group(2))
    if cond is None or cond["if"] not in ("opp_more_points", "any_points", "hand_max", "hand_min"):
        return None  # conditions that do not read this card's area (it is in the flip zone)
    step = {"do": "pump_flipped_if", "n": int(m.group(1)), "cond": cond, "may": False, "costs": []}
    return _a("trigger", "effect", t, "self_flipped", when="self", steps=[step])


@effect(r"(an?|one of your) (friend|character)s? gets? \+(\d+) power for each (.+?) until the end of the "
        r"(turn|faceoff)")
def _e_pump_per(m):
    """ "A Friend gets +1 power for each opposing character involved in the faceoff until the
    end of the faceoff": counted as the effect resolves (709)."""
    from engine.mlp.text.parts import _count

    chosen = target(("one of your " + m.group(2) + "s") if m.group(1) == "one of your" else "a " + m.group(2))
    counted = _count(m.group(4))
    if chosen is None or counted is None or counted["count"] != "cards":
        return None
    if counted["target"].get("other") or counted["target"].get("place") in ("here", "there"):
        return None  # "your other Friends at its Problem": counted around the chosen card
    return {"do": "pump_per", "target": chosen, "n": int(m.group(3)), "count": counted["target"],
            "until": m.group(5)}


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
    from engine.mlp.text.parts import _count

    counted = {}
    if m.group(2):
        counted = _count(m.group(2)[len(" for each "):])
        if counted is None or counted["count"] == "cards":
            return None  # cards in play counted around a card that is not in play
    return _a("static", "flipped_self_power", t, "flipped_power", amount=int(m.group(1)), **counted)


@template(r"immediate: while this card is involved in a faceoff, you may (.+?) to (.+)")
def _t_involved_activated(m, t):
    """An activated ability usable only while its card is involved in a faceoff."""
    from engine.mlp.text.parts import costs

    paid = costs(m.group(1))
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


@effect(r"look at the top " + _NUM + r" cards of a problem deck and put them back in any order")
def _e_order_any_problem_deck(m):
    return {"do": "order_chosen_problem_deck", "n": _n(m.group(1))}


@template(r"(main phase|immediate): (pay a number of action tokens equal to the number of [a-z]+ counters on this "
          r"card(?: and [^,]+?)?) to (.+)")
def _t_pay_per_counter(m, t):
    """The cost says "equal to": the text before the last "to" of the cost is the cost (703.1d)."""
    from engine.mlp.text.parts import _TIMINGS, costs

    paid = costs(m.group(2))
    found = steps(m.group(3) if m.group(3).endswith(".") else m.group(3) + ".")
    if paid is None or found is None:
        return None
    return _a("activated", "effect", t, timing=_TIMINGS[m.group(1)], costs=paid, steps=found)


@template(r"this card has ([+-]\d+) power\.")
def _t_self_power_fixed(m, t):
    """A continuous modifier of this card's own power (702), as "+N power for each" once."""
    return _a("static", "self_power_per", t, "power", amount=int(m.group(1)), count="fixed")
