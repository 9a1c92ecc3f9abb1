"""Power: continuous bonuses and one-shot boosts, as whole paragraphs and as steps of text
read in parts ("give a Friend +2 power until the end of the turn"); the continuous values
are worked out by `engine.mlp.values.power`.

Each wording's pattern (registered into `engine.mlp.text.registry`) sits with the
runner or step that carries it out (registered into `engine.mlp.effects.registry`).
"""

from __future__ import annotations

from engine.mlp.effects.abilities import (
    _answer_given,
    card_of_option,
    choose,
    in_play,
    is_involved,
    is_problem_area,
    keyword_holders,
    nameable,
    no_power_to_add,
    own_host,
    part_found_nothing,
)
from engine.mlp.effects.colors_and_keywords import KEYWORD, give_keyword, keyword_step
from engine.mlp.effects.instruction_words import printed_verbs
from engine.mlp.effects.registry import (
    ACTIVATION_CHECKS,
    AMOUNTS,
    APPLIES,
    AS_CARD_ENTERS,
    DOUBLING_STATICS,
    FACEOFF_ONLY_STATICS,
    HOST_ONLY_STATICS,
    PART_TRIGGER_MATCHERS,
    PLAY_CHECKS,
    SAME_AREA_STATICS,
    SELF_ONLY_STATICS,
    Unmet,
    answers,
    can_always,
    runner,
    scope,
    step,
    unless,
)
from engine.mlp.effects.steps import (
    acting_player,
    count_of,
    duration,
    duration_words,
    fits,
    pick_target,
    referred_area,
    targets,
    which_words,
)
from engine.mlp.effects.steps import (
    condition as holds,
)
from engine.mlp.state.library import Ability
from engine.mlp.text.parts import UNTIL, condition, for_each_count, target, target_all
from engine.mlp.text.registry import ability as _a
from engine.mlp.text.registry import effect, template
from engine.mlp.values import power


@template(r"while at a problem with an? \{(\w+)\} friend, this card has \+(\d+) power\.")
def _t_with_color_friend(m, t):
    return _a("static", "self_power_with_color_friend", t, "power", color=m.group(1), amount=int(m.group(2)))


@template(r"(main phase|immediate): pay \{(\d+)\} to give this card \+(\d+) power until the end of the turn\.")
def _t_pay_pump(m, t):
    return _a("activated", "pump_self", t, timing="main" if m.group(1) == "main phase" else "immediate",
              pay=int(m.group(2)), amount=int(m.group(3)))


# continuous power
@template(r"while involved in a (troublemaker |problem )?faceoff, this card gets \+(\d+) power\.")
def _t_faceoff_power(m, t):
    return _a("static", "self_power_faceoff", t, "power", faceoff_kind=(m.group(1) or "").strip(), amount=int(m.group(2)))


# Events (304)
@template(r"main phase: choose a \{(\w+)\} or \{(\w+)\} character\. that character gets \+(\d+) \{\w+\} and \+(\d+) \{\w+\} until the end of (?:the )?phase\.")
def _t_dual(m, t):
    return _a("play", "boost_character", t, timing="main", colors=[m.group(1), m.group(2)],
              amount=int(m.group(3)), until="phase", need=[m.group(1), m.group(2)])


@template(r"main phase: choose a character\. that character gets \+(\d+) \{(\w+)\} until the end of the turn\.")
def _t_single(m, t):
    return _a("play", "boost_character", t, timing="main", colors=[m.group(2)], amount=int(m.group(1)),
              until="turn", need=[])


@template(r"(your [a-z ]+?) have \+(\d+) power for each (.+)\.")
def _t_group_power_per(m, t):
    """"Your Troublemakers have +1 power for each Event in your discard pile": this card's
    controller's cards that fit, each by the same count (worked out as it is asked)."""
    found = target_all(m.group(1))
    counted = for_each_count(m.group(3))
    if found is None or counted is None or found.get("self") or "min_power" in found or "max_power" in found:
        return None
    return _a("static", "group_power_per", t, "power", amount=int(m.group(2)), group=found, **counted)


@template(r"troublemakers here have -(\d+) power\.")
def _t_troublemakers_here(m, t):
    return _a("static", "troublemakers_here_power", t, "power", amount=-int(m.group(1)))


# doubled power (continuous: applied after every other change, `values.power`)


@template(r"this card's power is doubled for each (.+)\.|double this card's power for each other (.+) in play\.")
def _t_doubled_per(m, t):
    """"This card's power is doubled for each Troublemaker here", "Double this card's power for
    each other Pukwudgie in play": doubled once per card counted now."""
    if m.group(2):
        return _a("static", "self_power_doubled", t, "power", count="other_named_in_play", title=m.group(2))
    counted = for_each_count(m.group(1))
    if counted is None:
        return None
    return _a("static", "self_power_doubled", t, "power", **counted)


@template(r"while ([^,]+), this card's power is doubled\.")
def _t_doubled_while(m, t):
    cond = condition(m.group(1))
    if cond is None:
        return None
    return _a("static", "self_power_doubled", t, "power", count="fixed", amount=1, cond=cond)


@template(r"double that friend's power\.")
def _t_host_doubled(m, t):
    """Clouded By Anger: the Friend it is attached to."""
    return _a("static", "host_power_doubled", t, "power", amount=1)


@template(r"(characters|friends) here have (\d+) power and can't (?:lose or gain|gain or lose) power\.")
def _t_enforced_equality(m, t):
    """A power fixed at one value for the characters at a Problem (Starlight Glimmer's
    "Characters here ...", Blankest Flanks' "Friends here ...": a Problem's own text)."""
    return _a("static", "here_set_power", t, "power", amount=int(m.group(2)), friends_only=m.group(1) == "friends")


# ----- what it does ---------------------------------------------------------------------------


@runner("pump_self")
def _r_pump_self(g, f, ability):
    if in_play(g, f["src"]):
        until = ability.params.get("until", "turn")
        g.add_mod("power", f["src"], ability.params["amount"], until=until, ctrl=f["ctrl"], src=f["src"])
        g.note("708.2", f"{g.name(f['src'])} gets +{ability.params['amount']} power {duration_words(until)}"
                        + g.by_text())
    return True


@runner("boost_character")
def _r_boost(g, f, ability):
    p = ability.params
    ans = _answer_given(f)
    if ans is None:
        cands = _boost_targets(g, ability)
        ans = choose(g, f, f["ctrl"], "target", f"Which character gets {_colored_power(p)}?",
                     [(f"card:{i}", g.name(i)) for i in cands])
        if ans is None:
            return False
    if ans:
        target = card_of_option(ans[0])
        for color in p["colors"]:
            g.add_mod("power", target, p["amount"], color, until=p["until"], ctrl=f["ctrl"], src=f["src"])
        g.note("708.2", f"{g.name(target)} gets {_colored_power(p)} {duration_words(p['until'])}{g.by_text()}")
    return True


def _colored_power(p: dict) -> str:
    """"+1 [Laughter] and +1 [Magic]" as a person reads it: "+1 pink and +1 purple power"."""
    return " and ".join(f"+{p['amount']} {color}" for color in p["colors"]) + " power"


# ----- power changes read in parts (708.2, 709) ----------------------------------------------------


@effect(r"double the power of (.+?)" + UNTIL)
def _e_double_chosen(m):
    """+X power where X is the chosen card's power as the effect resolves (a one-shot, 709)."""
    found = target(m.group(1))
    if found is None or found.get("self"):
        return None
    return {"do": "pump", "target": found, "n": 0, "double": True, "until": m.group(2)}


@effect(r"double that friend's power" + UNTIL)
def _e_double_that(m):
    """After "choose a Friend ...": +X power where X is that Friend's power as the effect
    resolves (a one-shot, 709)."""
    return {"do": "pump", "target": {"self": True, "ref": "that"}, "n": 0, "double": True, "until": m.group(1)}


@effect(r"double this card's power" + UNTIL)
def _e_double(m):
    """+X power where X is this card's power as the effect resolves (a one-shot, 709)."""
    return {"do": "pump", "target": {"self": True}, "n": 0, "double": True, "until": m.group(1)}


@effect(r"(?:each of (.+?) gets|(.+?) each gets?|(your [a-z ]+s) get) \+(\d+) power" + UNTIL)
def _e_all_pump(m):
    found = target_all(m.group(1) or m.group(2) or m.group(3))
    if found is None:
        return None
    return {"do": "pump", "target": found, "all": True, "n": int(m.group(4)), "until": m.group(5)}


@effect(r"(that friend|that character) and this card get ([+-]\d+) power" + UNTIL)
def _e_that_and_self_pump(m):
    """Two cards, each given the same change (the card the trigger names, then this card)."""
    return {"do": "pump", "target": target(m.group(1)), "n": int(m.group(2)), "until": m.group(3), "and_self": True}


@effect(r"(.+?) gets \+(\d+) power and " + KEYWORD + UNTIL)
def _e_pump_and_keyword(m):
    """"A Friend involved in a faceoff gets +3 power and Diligent 3 until the end of the
    faceoff": one card chosen, given both."""
    found = target(m.group(1))
    given = keyword_step(found, m.group(3), m.group(4), m.group(5))
    if given is None or found.get("self"):
        return None
    return {"do": "pump", "target": found, "n": int(m.group(2)), "until": m.group(5),
            "and_keyword": [given["keyword"], given["value"]], "what": m.group(1)}


@effect(r"(?:have (.+?) get|(.+?) (?:has|gets)) ([+-]\d+) power" + UNTIL)
def _e_has_pump(m):
    """"That character gets +2 power ...", "have another character there get +2 power ..." (EO6)."""
    found = target(m.group(1) or m.group(2))
    if found is None:
        return None
    return {"do": "pump", "target": found, "n": int(m.group(3)), "until": m.group(4), "what": m.group(1) or m.group(2)}


@effect(r"(?:this card|it) gets \+(\d+) power" + UNTIL + r" for each (other )?friend you have (?:at that problem|here)")
def _e_self_pump_per(m):
    """+N for each (other) Friend of yours at this card's Problem, counted as it resolves."""
    per = {"owner": "you", "kind": "friend", "place": "here", "other": bool(m.group(3))}
    return {"do": "pump", "target": {"self": True}, "n": int(m.group(1)), "until": m.group(2), "per": per}


@effect(r"(?:this card|it) gets \+(\d+) power" + UNTIL)
def _e_self_pump(m):
    return {"do": "pump", "target": {"self": True}, "n": int(m.group(1)), "until": m.group(2)}


@effect(r"give each (.+?) ([+-]\d+) power" + UNTIL)
def _e_give_each(m):
    """"Give each Friend here ...", "give each of your other characters involved in the
    faceoff ..." (HM63): every card that fits as it resolves (709.2)."""
    described = m.group(1)
    if described.startswith("of "):
        found = target("one " + described)
    else:
        found = target("an " + described if described[0] in "aeiou" else "a " + described)
    if found is None:
        return None
    return {"do": "pump", "target": found, "all": True, "n": int(m.group(2)), "until": m.group(3)}


@effect(r"give (.+?) \+(\d+) or -\2 power" + UNTIL)
def _e_give_either(m):
    """DE4: the player chooses the sign as the effect is processed, after the card."""
    found = target(m.group(1))
    if found is None or found.get("self"):
        return None
    return {"do": "pump", "target": found, "n": int(m.group(2)), "until": m.group(3), "either": True,
            "what": m.group(1)}


@effect(r"give (.+?) ([+-]\d+) power" + UNTIL)
def _e_give_pump(m):
    found = target(m.group(1))
    if found is None:
        return None
    return {"do": "pump", "target": found, "n": int(m.group(2)), "until": m.group(3), "what": m.group(1)}


@effect(r"(friends|characters) you control have ([+-]\d+) power" + UNTIL)
def _e_controlled_have_pump(m):
    """"Friends you control have +1 power until ...": each of them as it resolves (709.2)."""
    found = target_all("your " + m.group(1))
    if found is None:
        return None
    return {"do": "pump", "target": found, "all": True, "n": int(m.group(2)), "until": m.group(3)}


@effect(r"((?:opposing|your) [a-z ]+?s(?: involved in (?:a|the) faceoff| here)?) have ([+-]\d+) power" + UNTIL)
def _e_plural_have_pump(m):
    found = target_all(m.group(1))
    if found is None or found.get("self"):
        return None
    return {"do": "pump", "target": found, "all": True, "n": int(m.group(2)), "until": m.group(3)}


@effect(r"add (?:its|that friend's|that character's) power to (.+?)" + UNTIL)
def _e_add_paid_power(m):
    """EO22, DE73, EO3: the power of the character exhausted to pay the cost (`steps.pay_costs`
    keeps it as "paid_card" for such a text, see `text.parts`). "Another character" there is
    other than this card, as on every card, and other than the one whose power is added
    (docs/engine.md, open card readings)."""
    found = target(m.group(1))
    if found is None:
        return None
    if found.get("other"):
        found = {**found, "besides_paid": True}
    return {"do": "add_paid_power", "target": found, "until": m.group(2), "what": m.group(1)}


# ----- what a power change read in parts does ------------------------------------------------------


@step("add_paid_power")
def _d_add_paid_power(g, f, step, e, rule):
    """The power the paid card has as this resolves (708.2b: read once, as the modifier is
    made); none if it has left play."""
    paid = f["data"].get("paid_card")
    n = max(power.power(g, paid) or 0, 0) if paid is not None and in_play(g, paid) else 0
    if "t" not in e and no_power_to_add(g, f, paid, n):
        return True
    which = which_words(g, f, step) or "which character"
    iid = pick_target(g, f, step, e, f"Add the power of {g.name(paid)} (+{n}) to {which}?")
    if iid is False:
        return False
    if iid is not None and in_play(g, iid) and n:
        until = duration(f, step)
        g.add_mod("power", iid, n, until=until, ctrl=acting_player(f), src=f["src"])
        g.note("708.2", f"{g.name(iid)} gets +{n} power {duration_words(until)}{g.by_text()}")
    return True


@step("pump")
def _d_pump(g, f, step, e, rule):
    """A power change. One that comes to +0 as it resolves (+1 for each of no card counted:
    For Equestria!'s "A Friend gets +1 power for each opposing character involved in the
    faceoff" in a Troublemaker faceoff) changes nothing (707.2: it is processed, and does
    nothing): no card is chosen for it, no "+0 power" is logged, and the text's line says the
    instruction found nothing to act on (`abilities.say_nothing_happened`, or
    `part_found_nothing` beside what else the text did), as the same count for a flipped
    card's Chaos ability says (`counters._d_pump_flipped_per`)."""
    if step["n"] == 0 and not (step.get("double") or step.get("either") or step.get("and_keyword")):
        part_found_nothing(f, printed_verbs(step["do"]))
        return True
    step = {**step, "until": duration(f, step)}
    if step.get("all"):
        # "each of ... gets": the cards that fit as the effect is processed (709.2); "while this
        # card is flipped": only while the flipped card giving it stays flipped (708.2a)
        flipped = f["src"] if step.get("while_flipped") else None
        lasting = (f"while {g.name(flipped)} is flipped, " if flipped is not None else "") + duration_words(step["until"])
        for iid in targets(g, f, step):
            g.add_mod("power", iid, step["n"], until=step["until"], ctrl=acting_player(f), src=f["src"],
                      while_flipped=flipped)
            g.note("708.2", f"{g.name(iid)} gets {step['n']:+d} power {lasting}{g.by_text()}")
        return True
    iid = pick_target(g, f, step, e, lambda: _pump_prompt(g, f, step))
    if iid is False:
        return False
    if iid is not None and in_play(g, iid) and step.get("per"):
        t = step["per"]  # "+1 power for each other Friend you have at that Problem"
        area = referred_area(g, f, t)
        count = sum(1 for i in g.s["play"] if fits(g, i, acting_player(f), f["src"], t, area, "count"))
        if not count:  # (+0 is no change: the log says why none is given)
            place = "at its home" if str(area).startswith("home:") else "at its Problem"
            g.note("708.2", f"{g.name(iid)} gets no power: P{acting_player(f)} has no "
                            f"{'other ' if t.get('other') else ''}Friend {place} to count{g.by_text()}")
            return True
        step = {**step, "n": step["n"] * count}
    if iid is not None and in_play(g, iid) and step.get("either"):
        if "sign" not in e:
            n = step["n"]
            ans = choose(g, f, acting_player(f), "mode", f"{g.name(iid)} gets +{n} or -{n} power?",
                         [("plus", f"+{n} power"), ("minus", f"-{n} power")])
            if ans is None:
                return False
            e["sign"] = ans[0] if ans else "plus"
        step = {**step, "n": step["n"] if e["sign"] == "plus" else -step["n"]}
    if iid is not None and in_play(g, iid) and step.get("double"):
        # doubled: + its power now, below 0 too (105.2 keeps it negative while calculating)
        step = {**step, "n": power.power(g, iid) or 0}
    if iid is not None and in_play(g, iid):
        g.add_mod("power", iid, step["n"], until=step["until"], ctrl=acting_player(f), src=f["src"])
        g.note("708.2", f"{g.name(iid)} gets {step['n']:+d} power {duration_words(step['until'])}"
                        + g.by_text())
        if step.get("and_keyword"):
            give_keyword(g, f, iid, *step["and_keyword"], step["until"])
    if step.get("and_self") and in_play(g, f["src"]) and f["src"] != iid:
        # "that Friend and this card get +1 power"
        g.add_mod("power", f["src"], step["n"], until=step["until"], ctrl=acting_player(f), src=f["src"])
        g.note("708.2", f"{g.name(f['src'])} gets {step['n']:+d} power {duration_words(step['until'])}{g.by_text()}")
    return True


def _pump_prompt(g, f: dict, step: dict) -> str:
    """What the chosen card gets, and for how long, in the question that chooses it, asked
    in the card's words where the step keeps them ("Which of your Friends gets +3 power until
    the end of the turn?"), else "Choose a card to get -3 power until the end of the faceoff",
    so the player knows which change goes where."""
    n, lasting = step["n"], duration_words(step["until"])
    if step.get("double"):
        return f"Choose a card to have its power doubled {lasting}"
    change = f"+{n} or -{n}" if step.get("either") else f"{n:+d}"
    counted = " for each card the text counts" if step.get("per") else ""
    which = which_words(g, f, step)
    if which is not None:
        return f"{which[:1].upper()}{which[1:]} gets {change} power{counted} {lasting}?"
    return f"Choose a card to get {change} power{counted} {lasting}"


# ----- when its rules apply, and what they can reach (`registry.scope`) --------------------


@answers(APPLIES, "self_power_faceoff")
def _self_power_faceoff(g, s: dict, sc: dict, tc: dict, src: int, target: int, ability: Ability) -> bool:
    kind = ability.params["faceoff_kind"]
    fo = s["faceoff"]
    return src == target and fo is not None and (not kind or fo["kind"] == kind) and is_involved(g, src)


scope(SELF_ONLY_STATICS, "self_power_faceoff")
scope(FACEOFF_ONLY_STATICS, "self_power_faceoff")


@answers(APPLIES, "here_set_power")
def _here_set_power(g, s: dict, sc: dict, tc: dict, src: int, target: int, ability: Ability) -> bool:
    if ability.params.get("friends_only") and not g.is_type(target, "friend"):
        return False
    return tc["area"] == sc["area"] and is_problem_area(g, sc["area"]) and g.is_character(target)


scope(SAME_AREA_STATICS, "here_set_power")


@answers(APPLIES, "group_power_per")
def _group_power_per(g, s: dict, sc: dict, tc: dict, src: int, target: int, ability: Ability) -> bool:
    return tc["ctrl"] == sc["ctrl"] and fits(g, target, sc["ctrl"], src, ability.params["group"], sc["area"], "")


@answers(AMOUNTS, "group_power_per")
def _group_power_per_amount(g, src: int, target: int, ability: Ability) -> int:
    return ability.params["amount"] * count_of(g, src, ability.params)


@answers(APPLIES, "self_power_doubled")
def _self_power_doubled(g, s: dict, sc: dict, tc: dict, src: int, target: int, ability: Ability) -> bool:
    cond = ability.params.get("cond")
    return src == target and (cond is None or holds(g, src, cond))


@answers(AMOUNTS, "self_power_doubled")
def _times_doubled(g, src: int, target: int, ability: Ability) -> int:
    p = ability.params
    if p["count"] == "other_named_in_play":
        title = p["title"]
        return sum(1 for i in g.s["play"] if i != src and nameable(g, i) and g.spec(i).is_named(title))
    return count_of(g, src, p)


answers(APPLIES, "host_power_doubled")(own_host)


scope(SELF_ONLY_STATICS, "self_power_doubled")
scope(HOST_ONLY_STATICS, "host_power_doubled")
scope(DOUBLING_STATICS, "self_power_doubled", "host_power_doubled")


@answers(APPLIES, "self_power_with_color_friend")
def _self_power_with_color_friend(g, s: dict, sc: dict, tc: dict, src: int, target: int, ability: Ability) -> bool:
    if src != target or not is_problem_area(g, sc["area"]):
        return False
    return any(i != src and g.is_type(i, "friend") and ability.params["color"] in power.colors(g, i)
               for i in g.characters_at(sc["area"]))


scope(SELF_ONLY_STATICS, "self_power_with_color_friend")


def _boost_targets(g, ability: Ability) -> list[int]:
    """Face-up characters in play, in play order, of a color the ability needs (if any)."""
    need = ability.params["need"]
    wanted = set(need) if need else None
    cards = g.s["cards"]
    out = []
    for iid in g.s["play"]:
        if not g.is_character(iid):
            continue
        c = cards[iid]
        if c["face_down"] or c["frightened"]:
            continue
        if wanted is not None and wanted.isdisjoint(power.colors(g, iid)):
            continue
        out.append(iid)
    return out


def _any_boost_target(g, ability: Ability) -> bool:
    """Is `_boost_targets` non-empty? Stops at the first target (asked while listing actions)."""
    need = ability.params["need"]
    cards = g.s["cards"]
    for player in (0, 1):
        for iid in g.characters(player):
            c = cards[iid]
            if c["face_down"] or c["frightened"]:
                continue
            if not need or not set(need).isdisjoint(power.colors(g, iid)):
                return True
    return False


# ----- whether the text can be followed (705.2), asked before it is offered ----------------------


answers(ACTIVATION_CHECKS, "pump_self")(can_always)


@answers(PLAY_CHECKS, "boost_character")
def _can_boost(g, player: int, iid: int, ability: Ability) -> bool | Unmet:
    return unless(_any_boost_target(g, ability), "choose")


# ----- the keyword Calming (glossary): a Friend entering play here -------------------------


def _calming(g, data: dict) -> None:
    holders = keyword_holders(g, "Calming")
    if not holders:
        return  # (most often nothing in play has it)
    s = g.s
    new = data["card"]
    if new not in s["cards"] or not g.is_type(new, "friend"):
        return
    for iid in list(holders):
        c = s["cards"][iid]
        if c["area"] == data["area"] and c["ctrl"] != s["cards"][new]["ctrl"]:
            kw = power.keywords(g, iid)
            if "Calming" in kw:  # (each instance triggers, 701.2a)
                for x in power.keyword_instances(g, iid, "Calming"):
                    g.add_trigger(c["ctrl"], iid, c["card"], -1, {"target": new, "x": x}, c["boosted"], "kw:Calming")


AS_CARD_ENTERS.append(_calming)


@runner("kw:Calming")
def _k_calming(g, f, _):
    target = f["data"]["target"]
    if in_play(g, target):
        g.add_mod("power", target, -f["data"]["x"], until="turn", ctrl=f["ctrl"], src=f["src"])
        g.note("Glossary: Calming", f"{g.name(target)} gets -{f['data']['x']} power until the end of the turn"
                                    + g.by_text())
    return True


# ----- "When this card has N power, ..." (a state trigger, 704.1) ---------------------------------

# the event of such a text: no procedure emits it; Pre-Priority Processing asks
# `power_reached` whenever a card in play has such a text (`MlpGame.has_listeners`)
POWER_REACHED = "power_reached"


def power_reached(g) -> None:
    """Create the triggered effect of each card in play whose "When this card has N power"
    condition now holds and did not hold at the last check (704.1: it triggers as the
    condition comes about, once, not again while it goes on holding). What was found is kept
    in the flags (`reached:<card>`), so a saved board keeps it."""
    flags = g.s["flags"]
    cards = g.s["cards"]
    for iid in g._listeners(POWER_REACHED):
        c = cards.get(iid)
        if c is None or c["face_down"] or iid in g.lost_abilities():
            continue
        spec = g.spec(iid)
        for index, ability in spec.triggers.get(POWER_REACHED, ()):
            key = f"reached:{iid}:{index}"
            if (power.power(g, iid) or 0) < ability.params["n"]:
                flags.pop(key, None)
            elif key not in flags:
                flags[key] = True
                g.add_trigger(c["ctrl"], iid, spec.id, index, {}, boosted=c["boosted"])


@answers(PART_TRIGGER_MATCHERS, POWER_REACHED)
def _power_reached(g, iid: int, ability: Ability, data: dict) -> dict | None:
    """(Created by `power_reached` alone: no event is emitted for it.)"""
    return None
