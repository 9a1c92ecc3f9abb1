"""Faceoffs (514): flipping more cards, flipping again, what winning one does, and what
starting, winning or losing one (or flipping a card in it) triggers.

Each wording's pattern (registered into `engine.mlp.text.registry`) sits with the
runner that carries it out (registered into `engine.mlp.effects.registry`).
"""

from __future__ import annotations

from typing import Any

from engine.core.plural import how_many, plural
from engine.mlp.effects.abilities import (
    CONTINUOUS_MAY_RULE,
    YES_NO,
    card_of_option,
    choose,
    choose_yes_no,
    deciding_order,
    in_play,
    is_involved,
    is_problem_area,
    kept_from_cost,
    keyword_holders,
    mark_reaction_used,
    may_question,
    put_in_play,
    replacement_question,
    static_value,
)
from engine.mlp.effects.hooks import faceoff, flow
from engine.mlp.effects.registry import (
    AMOUNTS,
    APPLIES,
    KEYWORD_TRIGGERS,
    PART_TRIGGER_MATCHERS,
    STEP_CHECKS,
    VALUE_RULES,
    answers,
    runner,
    step,
    triggered_by,
)
from engine.mlp.state.game import TRIGGERED_EFFECT_RULE
from engine.mlp.state.library import Ability
from engine.mlp.state.ops import op
from engine.mlp.text.parts import NUMBER, number, steps
from engine.mlp.text.registry import ability as _a
from engine.mlp.text.registry import effect, template
from engine.mlp.values import power, teamwork


@template(r"(?:during faceoffs involving this card, flip an additional card|flip an additional card during faceoffs involving this card)\.")
def _t_self_extra_flip(m, t):
    return _a("static", "self_extra_flip", t, "extra_flips")


@template(r"(?:flip an additional card during troublemaker faceoffs|during troublemaker faceoffs here, flip an "
          r"additional card)\.")
def _t_troublemaker_extra_flip(m, t):
    """514.3a: one more card for this card's controller in Troublemaker faceoffs (anywhere,
    or at this card's area: a Problem's text is carried out by its controller, 101.3)."""
    return _a("static", "flip_count_change", t, "extra_flips", who="you", amount=1, faceoff_kind="troublemaker",
              here="here" in m.group(0), involving=False)


@template(r"during problem faceoffs involving this card, your opponent flips an additional card\.")
def _t_opponent_flips_more(m, t):
    """514.3a: one more card for the opponent in Problem faceoffs this card is involved in."""
    return _a("static", "flip_count_change", t, "extra_flips", who="opp", amount=1, faceoff_kind="problem",
              here=False, involving=True)


@template(r"during problem faceoffs involving this card, your opponent ignores one of their flipped cards with the "
          r"highest power\.")
def _t_opponent_ignores_highest(m, t):
    """514.4b: the power total of the opponent leaves out one of their highest flipped cards
    (`procedures.faceoff.power_total`, category "ignore_highest_flip")."""
    return _a("static", "opp_ignores_highest_flip", t, "ignore_highest_flip")


@answers(VALUE_RULES, "opp_ignores_highest_flip")
def _opp_ignores_highest(g, src: int, subject: Any, ability: Ability, context: dict) -> int:
    fo = g.s["faceoff"]
    ok = fo is not None and fo["kind"] == "problem" and g.s["cards"][src]["ctrl"] != subject and is_involved(g, src)
    return int(ok)


@template(r"opponents flip 1 fewer cards? during faceoffs( involving this card)?\.")
def _t_opponents_flip_fewer(m, t):
    """514.3a: the opponents of this card's controller flip one card fewer (none at all
    when they would have flipped one)."""
    return _a("static", "flip_count_change", t, "extra_flips", who="opp", amount=-1, faceoff_kind="",
              here=False, involving=bool(m.group(1)))


@template(r"opponents can't play cards during faceoffs involving this card\.")
def _t_opponents_cant_play_in_faceoffs(m, t):
    """EO211: the listing of actions asks the "cant_play_cards" texts during a faceoff
    (`procedures.actions.legal`): no card from the hand or elsewhere, reactions included."""
    return _a("static", "opponents_cant_play_in_faceoffs_involving", t, "cant_play_cards")


@template(r"while you have more characters here than any opponent, opponents flip 1 fewer cards during faceoffs "
          r"here\.")
def _t_outnumbering_opponents_flip_fewer(m, t):
    """EO192, on a Problem: while its controller has more characters at it than the opponent."""
    return _a("static", "flip_count_change", t, "extra_flips", who="opp", amount=-1, faceoff_kind="",
              here=True, involving=False, outnumbering=True)


@template(r'while this card is cutie marked, it has "(?:during faceoffs involving this card, flip an additional '
          r'card|flip an additional card during faceoffs involving this card)\."\.')
def _t_cutie_marked_extra_flip(m, t):
    """A quoted ability granted while Cutie Marked: one more flip in faceoffs involving it."""
    return _a("static", "flip_count_change", t, "extra_flips", who="you", amount=1, faceoff_kind="",
              here=False, involving=True, cutie_marked=True)


@template(r"chaos: when this card is flipped, flip an additional card\.")
def _t_chaos_flip(m, t):
    return _a("trigger", "chaos_flip_more", t, "self_flipped")


@template(r"when you win a problem faceoff involving this card, dismiss an opponent's friend involved in that faceoff\.")
def _t_big_top(m, t):
    return _a("trigger", "dismiss_involved_opp_friend", t, "faceoff_won")


@template(r"reaction: after you flip a card during a (troublemaker )?faceoff( while your opponent is challenging a troublemaker)?, ignore that card and flip (?:a new|another) card\.")
def _t_reflip(m, t):
    return _a("play", "ignore_and_reflip", t, timing="reaction", condition="flip",
              tm_only=bool(m.group(1)), opponent_challenging=bool(m.group(2)))


# ----- what it does ---------------------------------------------------------------------------


@runner("chaos_flip_more")
def _r_chaos_flip(g, f, ability):

    if g.s["faceoff"] is not None:
        effect_flip(g, f["ctrl"], "Glossary: Chaos")
    return True


@runner("dismiss_involved_opp_friend")
def _r_big_top(g, f, ability):
    cands = [i for i in f["data"]["losers"] if in_play(g, i) and g.is_type(i, "friend")]
    ans = choose(g, f, f["ctrl"], "target", "Dismiss an opponent's Friend involved in that faceoff",
                 [(f"card:{i}", g.name(i)) for i in cands])
    if ans is None:
        return False
    if ans:
        g.dismiss(card_of_option(ans[0]), TRIGGERED_EFFECT_RULE)
    return True


@runner("ignore_and_reflip")
def _r_reflip(g, f, ability):
    ev = mark_reaction_used(g, f, ability)
    if ev is None or g.s["faceoff"] is None:
        return True
    if ev["card"] in g.s["cards"]:
        faceoff.ignore(g, ev["card"], "705.2e")
    effect_flip(g, f["ctrl"], "705.2e")
    return True


# ----- what starting, winning and losing faceoffs, and flipping cards, trigger (514, 704) -------


@answers(PART_TRIGGER_MATCHERS, "faceoff_start")
def faceoff_started(g, iid: int, ability: Ability, data: dict) -> dict | None:
    """A player (`challenger`) started a faceoff (`kind`) at `areas`."""
    s = g.s
    c = s["cards"][iid]
    when = ability.params["when"]
    ctrl = c["ctrl"]
    if when == "challenged_own_tm":
        fo = s["faceoff"]
        ok = (fo is not None and fo["kind"] == "troublemaker" and fo["tm"] in s["cards"]
              and s["cards"][fo["tm"]]["ctrl"] == ctrl and data["challenger"] != ctrl)
        return {"player": data["challenger"], "it": fo["tm"]} if ok else None
    if when in ("challenged", "challenged_any"):
        fo = s["faceoff"]
        ok = (fo is not None and fo["kind"] == "troublemaker" and fo["tm"] == iid
              and (when == "challenged_any" or data["challenger"] != ctrl))
        return {"player": data["challenger"]} if ok else None
    if when == "you_here":
        return {"area": c["area"]} if data["challenger"] == ctrl and c["area"] in data["areas"] else None
    if when in ("self_involved", "host_involved"):  # "When this card / that Friend becomes involved"
        subject = iid if when == "self_involved" else c["host"]
        return {} if subject is not None and is_involved(g, subject) else None
    if when not in ("self", "self_problem"):
        if when in ("opp", "opp_here") and data["challenger"] == ctrl:
            return None
        if when.startswith("problem") and data["kind"] != "problem":
            return None
        if when.endswith("here") and c["area"] not in data["areas"]:
            return None
        return {"player": data["challenger"]}
    if when == "self_problem" and data["kind"] != "problem":
        return None
    return {} if is_involved(g, iid) else None


@answers(PART_TRIGGER_MATCHERS, "faceoff_won")
def faceoff_won(g, iid: int, ability: Ability, data: dict) -> dict | None:
    """A player won a faceoff (`kind`, by `margin`); every other player lost it (514.5)."""
    c = g.s["cards"][iid]
    when = ability.params["when"]
    ctrl = c["ctrl"]
    if when == "you_troublemaker_here":
        ok = data["player"] == ctrl and data["kind"] == "troublemaker" and c["area"] in data["areas"]
        return {"area": c["area"]} if ok else None
    if when == "you_troublemaker":
        return {} if data["player"] == ctrl and data["kind"] == "troublemaker" else None
    if when == "you":  # "When you win a faceoff": any faceoff, whichever cards were involved
        return {} if data["player"] == ctrl else None
    if when.startswith("lost_self"):
        # 514.5: every player but the winner loses; the card was involved on the losing side
        if data["player"] == ctrl or iid not in data["losers"]:
            return None
        return {} if when == "lost_self" or data["kind"] == when[len("lost_self_"):] else None
    if data["player"] != ctrl or iid not in data["cards"]:
        return None
    kind = when[len("self_"):] if when.startswith("self_") else ""
    if ability.params.get("margin") and data["margin"] < ability.params["margin"]:
        return None
    return {} if not kind or data["kind"] == kind else None


# "At the end of a faceoff, if you didn't lose that faceoff, ..." (LL139): any faceoff, as it
# ends (514.6, "faceoff_end"); a faceoff ended before it was resolved has no loser
@template(r"at the end of a faceoff, if you didn't lose that faceoff, (.+)")
def _t_faceoff_end_not_lost(m, t):
    found = steps(m.group(1))
    if found is None:
        return None
    return _a("trigger", "effect", t, "faceoff_end", when="not_lost", steps=found)


@answers(PART_TRIGGER_MATCHERS, "faceoff_end")
def faceoff_ended(g, iid: int, ability: Ability, data: dict) -> dict | None:
    """A faceoff ended (514.6) with a `winner` (None: no one won it, so no one lost it)."""
    winner = data["winner"]
    if ability.params["when"] == "not_lost":
        return {} if winner is None or winner == g.s["cards"][iid]["ctrl"] else None
    return None


@answers(PART_TRIGGER_MATCHERS, "flip")
def flipped(g, iid: int, ability: Ability, data: dict) -> dict | None:
    """ "When you flip a (trait) card": a card a player flipped in a faceoff."""
    s = g.s
    if data["player"] != s["cards"][iid]["ctrl"] or data["card"] not in s["cards"]:
        return None
    trait = ability.params.get("trait")
    if trait and not g.spec(data["card"]).has_trait(trait):
        return None
    return {"flipped": data["card"]}


# ----- when its rules apply ----------------------------------------------------------------


@answers(VALUE_RULES, "self_extra_flip")
def _self_extra_flip(g, src: int, subject: Any, ability: Ability, context: dict) -> int:
    s = g.s
    sc = s["cards"][src]
    p = ability.params
    fo = s["faceoff"]
    if p.get("min_beneath") and len(g.beneath(src)) < p["min_beneath"]:
        return 0
    return 1 if fo is not None and sc["ctrl"] == subject and is_involved(g, src) else 0


@answers(VALUE_RULES, "opponents_cant_play_in_faceoffs_involving")
def _opponents_cant_play(g, src: int, subject: Any, ability: Ability, context: dict) -> int:
    """1 (barred) for an opponent of this card's controller while this card is involved."""
    return int(subject != g.s["cards"][src]["ctrl"] and is_involved(g, src))


@answers(VALUE_RULES, "flip_count_change")
def _flip_count_change(g, src: int, subject: Any, ability: Ability, context: dict) -> int:
    """How many more (or fewer) cards `subject` flips now, by `flip_count_change`'s text."""
    s = g.s
    fo = s["faceoff"]
    sc = s["cards"][src]
    p = ability.params
    if fo is None or (sc["ctrl"] == subject) != (p["who"] == "you"):
        return 0
    if p["faceoff_kind"] and fo["kind"] != p["faceoff_kind"]:
        return 0
    if p["here"] and sc["area"] not in fo["areas"]:
        return 0
    if p["involving"] and not is_involved(g, src):
        return 0
    if p.get("cutie_marked") and not sc["counters"].get("cutie_mark"):
        return 0
    if p.get("outnumbering") and len(g.characters_at(sc["area"], sc["ctrl"])) <= len(
            g.characters_at(sc["area"], 1 - sc["ctrl"])):
        return 0
    return p["amount"]


# ----- the keywords of faceoffs (glossary): Prepared, Diligent, Studious, Random -----------


@answers(KEYWORD_TRIGGERS, "faceoff_start")
def _prepared(g, event: str, data: dict) -> None:
    s = g.s
    for iid in list(keyword_holders(g, "Prepared")):
        c = s["cards"][iid]
        if c["ctrl"] != data["challenger"] and c["area"] in data["areas"]:
            for _ in range(power.keyword_count(g, iid, "Prepared")):  # (each instance triggers, 701.2a)
                g.add_trigger(c["ctrl"], iid, c["card"], -1, {}, c["boosted"], "kw:Prepared")


@runner("kw:Prepared")
def _k_prepared(g, f, _):
    g.gain_tokens(f["ctrl"], 1, "Glossary: Prepared")
    return True


@answers(KEYWORD_TRIGGERS, "faceoff_won")
def _diligent_studious(g, event: str, data: dict) -> None:
    s = g.s
    for iid in data["cards"]:
        if iid not in s["cards"]:
            continue
        kw = power.keywords(g, iid)
        c = s["cards"][iid]
        if "Diligent" in kw:  # (each instance triggers, 701.2a)
            for x in power.keyword_instances(g, iid, "Diligent"):
                g.add_trigger(c["ctrl"], iid, c["card"], -1, {"x": x}, c["boosted"], "kw:Diligent")
        if "Studious" in kw:
            g.add_trigger(c["ctrl"], iid, c["card"], -1, {}, c["boosted"], "kw:Studious")


# (what Diligent does, putting +1 power counters, is run with the shared counter code:
# `counters._k_diligent`)


@runner("kw:Studious")
def _k_studious(g, f, _):
    """Glossary: Studious: "... gain an action token from this card unless you have already
    gained an action token from a card with Studious this faceoff". A second Studious card
    winning the same faceoff triggers too and gains nothing: its line says why, so the
    trigger the player ordered does not vanish from the log."""
    fo = g.s["faceoff"]
    player = f["ctrl"]
    key = f"studious:{player}"
    if fo is not None and key in fo["used"]:
        g.note("Glossary: Studious", f"P{player} gains nothing{g.by_text()}: P{player} has already gained "
                                     "an action token from a card with Studious this faceoff")
        return True
    if fo is not None:
        fo["used"].append(key)
    g.gain_tokens(player, 1, "Glossary: Studious")
    return True


@answers(KEYWORD_TRIGGERS, "flip")
def _random(g, event: str, data: dict) -> None:
    s = g.s
    fo = s["faceoff"]
    flipped = data["card"]
    player = data["player"]
    if fo is None or (g.spec(flipped).power or 0) != 1:
        return
    for iid in faceoff.involved(g, player):
        # each instance is an ability of its own (701.2a), once per faceoff: every one not used
        # yet triggers, on this card and on the others involved, so each is asked in turn (the
        # player orders them, 511.7a) until one is used; the rest find the card ignored
        if "Random" in power.keywords(g, iid):
            c = s["cards"][iid]
            for _ in range(power.keyword_count(g, iid, "Random") - fo["used"].count(f"random:{iid}")):
                g.add_trigger(player, iid, c["card"], -1, {"flipped": flipped}, c["boosted"], "kw:Random")


@runner("kw:Random")
def _k_random(g, f, _):
    fo = g.s["faceoff"]
    flipped = f["data"]["flipped"]
    if fo is None or flipped not in g.s["cards"] or flipped in fo["ignored"]:
        return True
    ans = choose_yes_no(g, f, f["ctrl"], f"Random: ignore {g.name(flipped)} and flip a new card?")
    if ans is None:
        return False
    if ans[0] == "yes":
        fo["used"].append(f"random:{f['src']}")
        faceoff.ignore(g, flipped, "Glossary: Random")
        effect_flip(g, f["ctrl"], "Glossary: Random")
    return True


# ----- how many cards are flipped, and flips replaced (514.3a, 514.6, 710) -----------------


def extra_flips(g, player: int) -> int:
    """514.3a: modifiers that change how many cards are flipped during faceoffs: the
    continuous ones in play, timed ones on the player ("flips" modifiers: "flip an
    additional card during faceoffs until the end of the turn", "opponents flip 1 fewer
    cards for faceoffs until ..."), and "players flip 1 fewer cards during that faceoff"
    kept with the faceoff."""
    total = power.static_sum(g, "extra_flips", player)
    for m in g.s["mods"]:
        if m["kind"] == "flips" and m["target"] == player:
            total += m["amount"]
    fo = g.s["faceoff"]
    return total - (fo.get("fewer_flips", 0) if fo is not None else 0)


def flip_count_words(g, player: int) -> str | None:
    """The log line saying that texts change how many cards `player` flips as the faceoff's
    own flips are made (514.3a), naming them: "Mob Mentality #113 has P1 flip 1 fewer card
    during this faceoff", "Rescue Party, The Power of Friendship #12 has P0 flip 1 additional
    card ..."; None when none does (or they cancel out). A card not flipped is otherwise missing
    from the log without a word, and a judge reading the power totals can't tell why. (Led by
    the cards, so that it is not read as one of the "P0 flips ..." lines of the cards flipped.
    "Players flip 1 fewer card during that faceoff" says so as it resolves, and is not
    repeated here.)"""
    net, names = 0, []
    for src, ability in g.static_abilities("extra_flips"):
        value = static_value(g, src, player, ability, {})
        if value:
            net += value
            names.append(g.name(src))
    for m in g.s["mods"]:
        if m["kind"] == "flips" and m["target"] == player and m["amount"]:
            net += m["amount"]
            src = m.get("src")
            names.append(g.name(src) if src in g.s["cards"] else "an effect")
    if not net:
        return None
    change = f"{net} additional {plural(net, 'card')}" if net > 0 else f"{-net} fewer {plural(-net, 'card')}"
    by = list(dict.fromkeys(names))
    has = "has" if len(by) == 1 else "have"
    said = " and ".join(by)
    return f"{said[:1].upper()}{said[1:]} {has} P{player} flip {change} during this faceoff"


def total_power_words(g, player: int) -> str | None:
    """The log line saying that texts in play add to `player`'s power total in this faceoff
    (514.4a, category "total_power"), naming them, as the totals are compared: "Ice Cloud
    Calamity #114 gives P1 +2 power during this faceoff"; None when none does (or they cancel
    out). Without it a judge adding up the involved cards and flips comes to another total
    than the log's, with no card to blame (`flip_count_words` says so of flips; a modifier
    such as "You have +2 power during faceoffs this turn" says so as it is made)."""
    if not g.static_abilities("total_power"):
        return None
    areas = g.s["faceoff"]["areas"]
    net, names = 0, []
    for src, ability in g.static_abilities("total_power"):
        value = static_value(g, src, player, ability, {"areas": areas})
        if value:
            net += value
            names.append(g.name(src))
    if not net:
        return None
    by = list(dict.fromkeys(names))
    said = " and ".join(by)
    gives = "gives" if len(by) == 1 else "give"
    return f"{said[:1].upper()}{said[1:]} {gives} P{player} {net:+d} power during this faceoff"


@effect(r"have players flip " + NUMBER + r" fewer cards? during that faceoff")
def _e_fewer_flips(m):
    return {"do": "fewer_flips", "n": number(m.group(1))}


@step("fewer_flips")
def _d_fewer_flips(g, f, step, e, rule):
    """Every player flips that many fewer cards in the current faceoff (514.3a); nothing
    outside a faceoff."""
    fo = g.s["faceoff"]
    if fo is not None:
        fo["fewer_flips"] = fo.get("fewer_flips", 0) + step["n"]
        g.note(rule, f"Players flip {step['n']} fewer {plural(step['n'], 'card')} during this faceoff")
    return True


# the faceoff's "the next time you would flip a card during this faceoff, ... instead"
# replacements waiting, by player: the names of the cards that made them, first made first
# (CG93 Antiquing; the `flip_round` frame carries them out)
FLIP_INSTEAD = "flip_instead"


def flip_instead_by(g, player: int) -> list[str]:
    """The names of the cards whose replacements wait for `player`'s next flip in the current
    faceoff (none outside one)."""
    fo = g.s["faceoff"]
    return fo[FLIP_INSTEAD][player] if fo is not None and fo.get(FLIP_INSTEAD) else []


def flip_instead_pending(g, player: int) -> bool:
    """Is a replacement waiting for `player`'s next flip in the current faceoff?"""
    return bool(flip_instead_by(g, player))


def flips_replaceable(g, player: int) -> bool:
    """Could a replacement apply to `player`'s next flip (710.1): a card of theirs that may
    spend a card from beneath it instead (Orthros), or "the next time you would flip a card
    during this faceoff, ... instead" waiting (Antiquing)? Not while they have no unflipped
    card: they do not flip one (515.1), so no flip would happen for either to replace."""
    if not g.s["players"][player]["deck"]:
        return False
    return bool(flip_replacers(g, player)) or flip_instead_pending(g, player)


def flip_cards(g, player: int, n: int, rule: str) -> bool:
    """`player` flips `n` cards during the faceoff (514.3a: the additional cards a text
    flips; 515.1). Every flip but the faceoff's own (which `procedures.faceoff` makes the same
    way, with its priority window after them) goes through here, so that the replacements of
    a flip (710.1, `flips_replaceable`) apply to each: while one could, the flips are made one
    at a time in a `flip_round` frame, asking before each (True: the frame was pushed, the
    caller's step goes on once it is done); else they are made at once (False)."""
    if n <= 0:
        return False
    if flips_replaceable(g, player):
        g.push("flip_round", todo=[[player, n]], rule=rule, window=False)
        return True
    for _ in range(n):
        faceoff.flip(g, player, rule)
    return False


def effect_flip(g, player: int, rule: str) -> None:
    """A flip made by an ability (the last thing its runner does): `flip_cards`, one card."""
    flip_cards(g, player, 1, rule)


def flip_replacers(g, player: int) -> list[int]:
    """Orthros: a player's involved cards that may spend a card from beneath them instead of
    a flip (710.1), with a card beneath them to spend."""
    fo = g.s["faceoff"]
    if fo is None or not flip_replacers_possible(g, fo):
        return []
    return [i for i in faceoff.involved(g, player) if g.face_up(i) and g.beneath(i)
            and _has_replacement(g, i, "spend_instead_of_flip", "would_flip")]


def flip_replacers_possible(g, fo: dict) -> bool:
    """Could any involved card replace a flip (Orthros, `flip_replacers`)? Not when every
    involved card is in play, none has an ability on "would flip" (either face) and no
    Teamwork card shares abilities: then `flip_replacers` finds none for either player."""
    if fo["flagged"] or _chaos_at_faceoff_end(g, fo):
        return True
    board = g.board()
    return board.teamwork or "would_flip" in board.listeners


def flipped_card_replacements(g, f: dict) -> bool:
    """Before flipped cards go to the bottom (514.6): a flipped card whose Chaos ability puts
    it into play at the end of the faceoff does so (`CHAOS_AT_FACEOFF_END`), Pumped may banish
    one beneath its card (each instance of Pumped once per faceoff), Mercury may banish them all
    beneath itself, and Twilight Sparkle's Boosted side may put flipped Events into hand instead.

    These are simultaneous decisions (801.1): the player who most recently had priority
    makes all of theirs first (Pumped cards, then Mercury, then Twilight Sparkle: a fixed
    order for 710.5, each taking only cards no earlier decision took), then the other
    player; then they are carried out together."""
    s = g.s
    fo = s["faceoff"]
    if f.get("replaced"):
        return True
    if "repl" not in f and "ans" not in f and not flipped_replacements_possible(g, fo):
        f["replaced"] = True  # (what the search below ends with when it finds nothing to ask)
        return True
    chosen = f.setdefault("repl", [])
    ans = f.pop("ans", None)
    if ans is not None and "asking" in f:
        asking = f.pop("asking")
        chosen.append([*asking, ans])
        if asking[1] == "pumped":
            fo["used"].append(f"pumped:{asking[2]}")
        elif asking[1] == "beneath_self":
            fo["used"].append(f"beneath_self:{asking[0]}")
        elif asking[1] == "one_to_hand":
            fo["used"].append(f"one_to_hand:{asking[2]}")
        elif asking[1] == "chaos_attach":
            fo["used"].append(f"chaos_attach:{asking[2]}")
        elif asking[1] == "retire_for_friend":
            fo["used"].append(f"retire_for_friend:{asking[2]}")
    taken = {int(key.split(":")[1]) for c in chosen if c[1] != "beneath_self" for key in c[3] if key != "none"}
    all_taken = {c[0] for c in chosen if c[1] == "beneath_self" and c[3] and c[3][0] != "none"}
    first = g.first_decider()

    for p in (first, 1 - first):
        if p in all_taken:
            continue
        flipped = [i for i in fo["flipped"][p] if i in s["cards"] and s["cards"][i]["zone"] == "flip"
                   and i not in taken]
        if not flipped:
            continue
        waiting = _chaos_attach_waiting(g, fo, p, flipped, chosen)
        if waiting is not None:
            card, friends = waiting
            f["asking"] = [p, "chaos_attach", card]
            g.ask(p, "target", f"{g.name(card)}: Chaos: put this card into play attached to which of your Friends?",
                  [(f"attach:{card}:{i}", g.name(i)) for i in friends])
            return False
        attached = {c[2] for c in chosen if c[1] == "chaos_attach"}
        flipped = [i for i in flipped if i not in attached]
        if not flipped:
            continue
        # (each instance of Pumped is once per faceoff, 701.2a: a card with two is asked twice)
        pumped = [i for i in faceoff.involved(g, p) if "Pumped" in power.keywords(g, i)
                  and fo["used"].count(f"pumped:{i}") < power.keyword_count(g, i, "Pumped")]
        if pumped:
            f["asking"] = [p, "pumped", pumped[0]]
            g.ask(p, "replacement", replacement_question("Pumped: banish a flipped card beneath it instead?",
                                                         [g.name(pumped[0])]),
                  [("none", "Don't"), *[(f"pump:{i}", g.name(i)) for i in flipped]])
            return False
        holders = [i for i in faceoff.involved(g, p) if g.face_up(i) and g.card(i)["ctrl"] == p
                   and _has_replacement(g, i, "flipped_beneath_self")]
        if holders and f"beneath_self:{p}" not in fo["used"]:
            f["asking"] = [p, "beneath_self", 0]
            # (the question leads with the card whose text asks, Mercury, Crystal Messenger; with
            # several, with them all, and the player chooses which applies, 710.5)
            names = [g.name(i) for i in holders]
            asked = (f"Banish your flipped cards beneath {'it' if len(holders) == 1 else 'one of them'} instead of "
                     "putting them on the bottom of your deck?")
            g.ask(p, "replacement", replacement_question(asked if len(names) == 1 else f"{' and '.join(names)}: {asked}",
                                                         names),
                  [("none", "Don't"), *[(f"beneath:{i}", g.name(i)) for i in holders]])
            return False
        for holder, kind in _one_to_hand_holders(g, p, fo):
            # "you may put one of them into your hand instead" (Rainbow Dash, To the Rescue;
            # Granny Smith, Out of Bounds): one flipped card of that kind, once per faceoff
            fits = [i for i in flipped if kind == "card" or g.spec(i).type == kind]
            if fits:
                f["asking"] = [p, "one_to_hand", holder]
                what = kind if kind == "card" else kind.capitalize()  # (Tempest Shadow's Airship: a Troublemaker)
                g.ask(p, "replacement", replacement_question(f"Put one flipped {what} into your hand instead of the "
                                                             "bottom of your deck?", [g.name(holder)]),
                      [("none", "Don't"), *[(f"hand:{i}", g.name(i)) for i in fits]])
                return False
        friends = [i for i in flipped if g.spec(i).type == "friend"]
        for holder in _retire_for_friend_holders(g, p, fo, chosen) if friends else ():
            f["asking"] = [p, "retire_for_friend", holder]
            asked = (f"Retire this card and pay {_retire_for_friend_price(g, holder)} to put a flipped Friend into "
                     "play at its Problem instead of the bottom of your deck?")
            g.ask(p, "replacement", replacement_question(asked, [g.name(holder)]),
                  [("none", "Don't"), *[(f"intoplay:{i}", g.name(i)) for i in friends]])
            return False
        if any(c[0] == p and c[1] == "events" for c in chosen):
            continue
        holders = [i for i in faceoff.involved(g, p) if _has_replacement(g, i, "flipped_events_to_hand")
                   and g.face_up(i)]
        events = [i for i in flipped if g.spec(i).type == "event"]
        if holders and events:
            f["asking"] = [p, "events", holders[0]]
            g.ask(p, "replacement", replacement_question("Put flipped Events into your hand instead of the bottom "
                                                         "of your deck?", [g.name(holders[0])]),
                  [(f"hand:{i}", g.name(i)) for i in events], 0, len(events))
            return False
    for player, kind, holder, keys in chosen:
        if kind == "beneath_self":
            if keys and keys[0] != "none":
                target = int(keys[0].split(":")[1])
                for iid in list(fo["flipped"][player]):
                    if iid in s["cards"] and s["cards"][iid]["zone"] == "flip":
                        g.put_beneath(iid, target, "710.1", _INSTEAD_OF_BOTTOM.format(player))
            continue
        for key in keys:
            if key.startswith("attach:"):
                _chaos_attach(g, player, key)
            elif key.startswith("intoplay:"):
                _retire_for_friend(g, player, holder, card_of_option(key))
            elif key.startswith("pump:"):
                g.put_beneath(int(key.split(":")[1]), holder, "Glossary: Pumped", _INSTEAD_OF_BOTTOM.format(player))
            elif key.startswith("hand:"):
                if kind == "one_to_hand" and _exhausts_to_keep(g, holder):
                    g.exhaust(holder, "707.2a")  # "you may exhaust this card to put that Event into your hand"
                _flipped_to_hand(g, holder, card_of_option(key))
    f.pop("repl", None)
    f["replaced"] = True
    return True


_INSTEAD_OF_BOTTOM = " instead of the bottom of P{}'s deck"
"""What a flipped card banished beneath a card replaces (514.6, 710.1), after its line's words."""


def _flipped_to_hand(g, holder: int, iid: int) -> None:
    """A flipped card goes into its owner's hand in place of the bottom of their deck (710.1):
    the log line names the card whose text replaces that, as replacement lines do (`by_text`)."""
    name, owner = g.name(iid), g.card(iid)["owner"]
    g.relocate(iid, "hand")
    g.note("710.1", f"{name} is put into P{owner}'s hand instead of the bottom of their deck" + g.by_text(g.name(holder)))


def flipped_replacements_possible(g, fo: dict) -> bool:
    """Could any card replace where a faceoff's flipped cards go (`flipped_card_replacements`)?
    Not when every involved card is a card in play (no card flagged into the faceoff), no
    card in play has Pumped, none has an ability on flipped cards going to the bottom
    (`BoardIndex.listeners`, either face: the other replacements are such abilities) and
    no Teamwork card shares abilities. That is the usual faceoff, and searching the
    involved cards of both players for nothing cost about 58,000 instructions (compiled)."""
    if fo["flagged"] or _chaos_at_faceoff_end(g, fo):
        return True
    board = g.board()
    return board.teamwork or "flipped_to_bottom" in board.listeners or bool(keyword_holders(g, "Pumped"))


# "Chaos: At the end of a faceoff while this card is flipped, put this card into play attached to
# one of your Friends." (MT96): the trigger event of such abilities. Flipped cards are not in
# play, so no event reaches them: the faceoff's end asks for them as its flipped cards go to the
# bottom of their decks (514.6, `flipped_card_replacements`), where the card still is flipped
CHAOS_AT_FACEOFF_END = "flipped_faceoff_end"


@template(r"chaos: at the end of a faceoff while this card is flipped, put this card into play attached to one of "
          r"your friends\.")
def _t_chaos_attach_at_faceoff_end(m, t):
    return _a("trigger", "chaos_attach_at_faceoff_end", t, CHAOS_AT_FACEOFF_END)


def _chaos_at_faceoff_end(g, fo: dict) -> bool:
    """Has a card still flipped in this faceoff a Chaos ability for the faceoff's end?"""
    cards = g.s["cards"]
    return any(i in cards and cards[i]["zone"] == "flip" and CHAOS_AT_FACEOFF_END in g.spec(i).triggers
               for side in fo["flipped"] for i in side)


def _chaos_attach_waiting(g, fo: dict, player: int, flipped: list[int], chosen: list) -> tuple[int, list[int]] | None:
    """The next of the player's flipped cards whose Chaos ability attaches it to one of their
    Friends as the faceoff ends, with the Friends it can go on (face up, in play, 509.4:
    "that Friend"), when there is a choice to ask; one Friend only is taken at once, none
    leaves the card to go to the bottom of the deck (705.2e). None when nothing is to ask."""
    if power.flipped_abilities_lost(g, player):
        return None  # (its Chaos ability is lost: 104.2)
    for card in flipped:
        if CHAOS_AT_FACEOFF_END not in g.spec(card).triggers or f"chaos_attach:{card}" in fo["used"]:
            continue
        friends = [i for i in g.characters(player) if g.is_type(i, "friend") and g.face_up(i)]
        if len(friends) > 1:
            return card, friends
        fo["used"].append(f"chaos_attach:{card}")
        if friends:
            chosen.append([player, "chaos_attach", card, [f"attach:{card}:{friends[0]}"]])
    return None


def _chaos_attach(g, player: int, key: str) -> None:
    """The flipped card enters play (706.1) attached to the Friend chosen, if both are still
    where they were."""
    card, host = (int(part) for part in key.split(":")[1:])
    cards = g.s["cards"]
    if card in cards and cards[card]["zone"] == "flip" and host in cards and cards[host]["zone"] == "play":
        put_in_play(g, card, cards[host]["area"], player, host=host, rule="Glossary: Chaos")


# "During a faceoff involving this card, if you would put a flipped Friend card on the bottom of your
# deck, you may retire this card and pay [2] to put that Friend into play at this card's Problem
# instead." (CN84): a replacement of 514.6 for one flipped Friend (`flipped_card_replacements`)
@template(r"during a faceoff involving this card, if you would put a flipped friend card on the bottom of your deck, "
          r"you may retire this card and pay \{(\d+)\} to put that friend into play at this card's problem "
          r"instead\.")
def _t_retire_for_flipped_friend(m, t):
    return _a("replace", "retire_for_flipped_friend", t, "flipped_to_bottom", pay=int(m.group(1)))


def _retire_for_friend_holders(g, player: int, fo: dict, chosen: list) -> list[int]:
    """The player's involved face-up cards at a Problem that may retire themselves and pay to
    put a flipped Friend into play there instead (once each per faceoff), with the action
    tokens for it left after the same choices made before (508.1d) and able to leave play."""
    found = []
    tokens = g.s["players"][player]["tokens"]
    for c in chosen:
        if c[0] == player and c[1] == "retire_for_friend" and c[3] and c[3][0] != "none":
            tokens -= _retire_for_friend_price(g, c[2])
    cards = g.s["cards"]
    for iid in g._listeners("flipped_to_bottom"):
        c = cards[iid]
        if c["ctrl"] != player or not g.face_up(iid) or f"retire_for_friend:{iid}" in fo["used"] \
                or not is_problem_area(g, c["area"]) or kept_from_cost(g, iid, "retire", player) is not None \
                or not is_involved(g, iid):
            continue
        if any(a.name == "retire_for_flipped_friend" for _, a in g.spec(iid).triggers.get("flipped_to_bottom", ())) \
                and tokens >= _retire_for_friend_price(g, iid):
            found.append(iid)
    return found


def _retire_for_friend_price(g, holder: int) -> int:
    return next(a.params["pay"] for _, a in g.spec(holder).triggers.get("flipped_to_bottom", ())
                if a.name == "retire_for_flipped_friend")


def _retire_for_friend(g, player: int, holder: int, friend: int) -> None:
    """The holder is retired and the tokens paid (710.1: the replacement's price), then the
    flipped Friend enters play (706.1) at the Problem the holder was at; nothing when the
    holder is no longer in play or the price can't be paid."""
    cards = g.s["cards"]
    price = _retire_for_friend_price(g, holder) if holder in cards else 0
    if holder not in cards or cards[holder]["zone"] != "play" or g.s["players"][player]["tokens"] < price \
            or friend not in cards or cards[friend]["zone"] != "flip":
        return
    area = cards[holder]["area"]
    g.retire(holder, "710.1")
    g.pay_tokens(player, price, "710.1")
    put_in_play(g, friend, area, player, rule="710.1")


def _one_to_hand_holders(g, player: int, fo: dict) -> list[tuple[int, str]]:
    """A player's face-up cards that may put one flipped card into their hand instead of the
    bottom of the deck (710.1) and have not done so this faceoff, with the kind of card."""
    found = []
    for iid in g._listeners("flipped_to_bottom"):
        c = g.s["cards"][iid]
        if c["ctrl"] != player or not g.face_up(iid) or f"one_to_hand:{iid}" in fo["used"]:
            continue
        for _, ability in g.spec(iid).triggers.get("flipped_to_bottom", ()):
            if ability.name == "flipped_one_to_hand" and (not ability.params["involved"] or is_involved(g, iid)) \
                    and not (ability.params.get("exhaust") and (c["exhausted"] or not g.can_be_exhausted(iid))):
                found.append((iid, ability.params["card_type"]))
    return found


def _exhausts_to_keep(g, holder: int) -> bool:
    """Does the holder's "put one flipped card into your hand instead" cost exhausting it?"""
    return any(a.name == "flipped_one_to_hand" and a.params.get("exhaust")
               for _, a in g.spec(holder).triggers.get("flipped_to_bottom", ()))


def _has_replacement(g, iid: int, name: str, event: str = "flipped_to_bottom") -> bool:
    """Does the card have this replacement ability, printed or by Teamwork?"""
    if any(a.name == name for _, a in g.spec(iid).triggers.get(event, ())):
        return True
    if g.teamwork_in_play():
        for src in teamwork.shares(g).get(iid, ()):
            if any(a.name == name for _, a in g.spec(src).triggers.get(event, ())):
                return True
    return False


# ----- what triggers it -------------------------------------------------------------------------


@triggered_by("faceoff_start")
def faceoff_involving_this_card(g, iid: int, ability: Ability, data: dict) -> dict | None:
    """"When a faceoff involving this card starts"."""
    return {} if is_involved(g, iid) else None


@triggered_by("faceoff_won")
def won_at_this_problem(g, iid: int, ability: Ability, data: dict) -> dict | None:
    """"When a player wins a faceoff at this Problem": who did."""
    if g.s["cards"][iid]["area"] not in data["areas"] or not g.is_type(iid, "problem"):
        return None
    return {"player": data["player"]}


def won_by_this_card(g, iid: int, ability: Ability, data: dict) -> bool:
    """"When you win a (problem / troublemaker) faceoff involving this card" (the kind in
    the `faceoff_kind` parameter, none for any)."""
    kind = ability.params.get("faceoff_kind")
    return (data["player"] == g.s["cards"][iid]["ctrl"] and iid in data["cards"]
            and (not kind or data["kind"] == kind))


@triggered_by("faceoff_won", "dismiss_involved_opp_friend")
def _won_problem_faceoff_with_this_card(g, iid: int, ability: Ability, data: dict) -> dict | None:
    won = data["player"] == g.s["cards"][iid]["ctrl"] and data["kind"] == "problem" and iid in data["cards"]
    return {"losers": data["losers"]} if won else None


# ----- cards that can't be involved -------------------------------------------------------------


@template(r"mane characters can't be involved in faceoffs\.")
def _t_manes_not_involved(m, t):
    """Read as the cards involved are worked out (`faceoff.involved`, 514.2d: continuously):
    no Mane Character of either player is, whatever started the faceoff."""
    return _a("static", "manes_not_involved", t, "manes_not_involved")


# ----- a card joining a faceoff (514.2d.i) ------------------------------------------------------


@effect(r"this card becomes involved in the faceoff")
def _e_join_faceoff(m):
    """DE134: the card is flagged into the current faceoff, wherever it is."""
    return {"do": "join_faceoff"}


@step("join_faceoff")
def _d_join_faceoff(g, f, step, e, rule):
    """514.2d.i: a card that becomes involved by an effect is flagged and stays involved for
    the rest of the faceoff (its power adds to its controller's total, 514.4a); nothing
    when no faceoff is running, the card has left play or is involved already."""
    fo = g.s["faceoff"]
    src = f["src"]
    if fo is None or not in_play(g, src) or is_involved(g, src):
        return True
    join(g, src, "514.2d.i")
    return True


def join(g, iid: int, rule: str) -> None:
    """514.2d.i: a card in play becomes involved in the running faceoff by an effect (flagged
    for the rest of it); "When this card becomes involved in a faceoff" hears of it
    ("became_involved"), as it hears of the cards involved as the faceoff starts."""
    g.s["faceoff"]["flagged"].append(iid)
    g.note(rule, f"{g.name(iid)} becomes involved in the faceoff")
    g.emit_event("became_involved", {"card": iid})


# "When this card / that Friend becomes involved in a faceoff": the cards involved as a faceoff
# starts ("faceoff_start") and any made involved later ("became_involved", `join`)
@template(r"when (this card|that friend|that character) becomes involved in a faceoff, (.+)")
def _t_becomes_involved(m, t):
    found = steps(m.group(2))
    if found is None:
        return None
    whose = "self" if m.group(1) == "this card" else "host"
    return [_a("trigger", "effect", t, "faceoff_start", when=f"{whose}_involved", steps=found),
            _a("trigger", "effect", t, "became_involved", when=whose, steps=found)]


@answers(PART_TRIGGER_MATCHERS, "became_involved")
def became_involved(g, iid: int, ability: Ability, data: dict) -> dict | None:
    """A card became involved in the running faceoff: this card, or the card it is on."""
    subject = iid if ability.params["when"] == "self" else g.s["cards"][iid]["host"]
    return {} if data["card"] == subject else None


# ----- ending a faceoff early ("End the faceoff.") ------------------------------------------------


@effect(r"end (?:the|a) faceoff")
def _e_end_the_faceoff(m):
    """"End the faceoff", "exhaust this card to end a faceoff" (LL139: the one running; there
    is never more than one)."""
    return {"do": "end_faceoff"}


@answers(STEP_CHECKS, "end_faceoff")
def _can_end_the_faceoff(g, f, step_) -> bool:
    """705.2: only while a faceoff runs that no text has ended yet."""
    fo = g.s["faceoff"]
    return fo is not None and not fo.get("ended")


@step("end_faceoff")
def _d_end_the_faceoff(g, f, step_, e, rule):
    """The running faceoff ends as its current priority window closes, before it is resolved
    (`procedures.faceoff`); once resolved (514.5) it ends as it would anyway. The log names
    the card whose text ends it, as every happening a card's text causes."""
    fo = g.s["faceoff"]
    if fo is not None and not fo.get("ended"):
        fo["ended"] = True
        g.note(rule, f"The faceoff is ended{g.by_text()}")
    return True


# ----- "add N to your next faceoff this turn" (CN147) ---------------------------------------------

# the flag of the power a player adds to their next faceoff this turn: [turn, amount]
NEXT_FACEOFF_TOTAL = ("next_faceoff_total:0", "next_faceoff_total:1")


def add_to_next_faceoff(g, player: int, amount: int, rule: str) -> None:
    """The player adds `amount` to their power total (514.4a) in their next faceoff this turn:
    kept as a flag until a faceoff starts (`start_next_faceoff_totals`), gone with the turn."""
    flags = g.s["flags"]
    key = NEXT_FACEOFF_TOTAL[player]
    held = flags.get(key)
    before = held[1] if held and held[0] == g.s["turn"] else 0
    flags[key] = [g.s["turn"], before + amount]
    g.note(rule, f"P{player} adds {amount} power to their next faceoff this turn{g.by_text()}")


def start_next_faceoff_totals(g) -> None:
    """As a faceoff starts: what each player kept for their next faceoff this turn becomes a
    modifier of their power total for this one (none after the turn it was kept in)."""
    flags = g.s["flags"]
    for player, key in enumerate(NEXT_FACEOFF_TOTAL):
        held = flags.pop(key, None)
        if held and held[0] == g.s["turn"] and held[1]:
            g.add_mod("total", player, held[1], until="faceoff", ctrl=player)
            g.note("514.4a", f"P{player} adds {held[1]} to their power total in this faceoff")


# ----- "you may flip a number of additional cards ..., then choose one of the cards flipped this way
# and ignore the rest" (CG43) -------------------------------------------------------------------

# the category of such texts; the faceoff's flips at 514.3 are followed by an `OPTIONAL_FLIPS`
# frame while one is in play (`procedures.faceoff`), which offers them to their controllers
OPTIONAL_FLIPS = "optional_extra_flips"


@template(r"during faceoffs involving this card, you may flip a number of additional cards equal to the number of "
          r"colors this card has, then choose one of the cards flipped this way and ignore the rest\.")
def _t_optional_flips_per_color(m, t):
    return _a("static", "optional_flips_per_color", t, OPTIONAL_FLIPS)


def _optional_flip_offer(g, player: int) -> tuple[int, int] | None:
    """The next card of `player` involved in the faceoff that offers them additional flips and
    has not offered them yet this faceoff, with how many (its colors now, Prismatic's too)."""
    fo, cards = g.s["faceoff"], g.s["cards"]
    for src, _ in g.static_abilities(OPTIONAL_FLIPS):
        if cards[src]["ctrl"] == player and f"optional_flips:{src}" not in fo["used"] and is_involved(g, src):
            return src, len(power.colors(g, src))
    return None


@op(OPTIONAL_FLIPS)
def optional_flips(g, f: dict) -> bool:
    """Right after the faceoff's own flips (514.3; the additional cards are flipped as part of
    them, 514.3a): each such card's controller may flip that many more cards, then keeps one
    of those and ignores the others (515.4). Both are simultaneous decisions (801.1): the
    player who decides first (`abilities.deciding_order`) says for all their cards, then the
    other; the cards are then flipped together (each player's in turn order, as 514.3's);
    the keeping is asked in the same order, and the cards not kept are ignored together.
    Then the faceoff's priority window opens when `window` says the flips before did not
    open it."""
    fo = g.s["faceoff"]
    ans = f.pop("ans", None)
    if fo is None:
        return True
    order = deciding_order(g, f)
    if not _optional_flips_decided(g, f, order, ans):
        return False
    if not _optional_flips_made(g, f):
        return False
    if not _flipped_cards_kept(g, f, order, ans):
        return False
    for _, cards, kept in f["made"]:
        for iid in cards:
            if iid != kept and iid in g.s["cards"]:
                faceoff.ignore(g, iid, "515.4")
    if f.get("window"):
        flow.open_window(g, "faceoff")
    return True


def _optional_flips_decided(g, f: dict, order: tuple[int, int], ans: list[str] | None) -> bool:
    """Each player, in `order`, says for each card of theirs offering additional flips
    whether they flip them; the flips they take wait in f["taken"] as [player, n, the card
    offering them]. False while asking."""
    fo = g.s["faceoff"]
    taken = f.setdefault("taken", [])
    if ans is not None and "asking" in f:
        asking = f.pop("asking")
        if ans[0] == "yes":
            taken.append(asking)
    for player in order:
        offer = _optional_flip_offer(g, player)
        while offer is not None:
            src, n = offer
            fo["used"].append(f"optional_flips:{src}")
            if n > 0 and g.s["players"][player]["deck"]:
                f["asking"] = [player, n, src]
                # (one card flipped this way is kept as it is: no other to ignore)
                keep = ", then keep one of them and ignore the rest" if n > 1 else ""
                asked = f"{g.name(src)}: Flip {how_many(n, 'additional card')}{keep}?"
                g.ask(player, "may", may_question(asked, CONTINUOUS_MAY_RULE), list(YES_NO))
                return False
            offer = _optional_flip_offer(g, player)
    return True


def _optional_flips_made(g, f: dict) -> bool:
    """The additional flips taken, made together once all are decided: the turn player's
    first, as the faceoff's own (514.3). Each set of cards flipped this way is kept in
    f["made"] as [player, cards, kept] (kept: None until chosen). False while a flip is made
    one at a time (a replacement asked before each, `flip_round`)."""
    fo = g.s["faceoff"]
    made = f.setdefault("made", [])
    taken = _taken_in_flip_order(g, f)
    while True:
        if "flipping" in f:
            player, start = f.pop("flipping")
            made.append([player, [i for i in fo["flipped"][player][start:] if i in g.s["cards"]], None])
        if len(made) == len(taken):
            return True
        player, n = taken[len(made)][:2]
        # (the cards flipped this way: those added to the player's flipped cards from here;
        # a flip replaced, 710.1, adds none)
        f["flipping"] = [player, len(fo["flipped"][player])]
        if flip_cards(g, player, min(n, len(g.s["players"][player]["deck"])), "514.3a"):
            return False


def _taken_in_flip_order(g, f: dict) -> list[list[int]]:
    """The additional flips taken, in the order they are made (the turn player's first): the
    sets of cards in f["made"] follow it."""
    return sorted(f["taken"], key=lambda t: t[0] != g.s["turn_player"])


def _flipped_cards_kept(g, f: dict, order: tuple[int, int], ans: list[str] | None) -> bool:
    """Each player, in `order`, chooses the card they keep of each set flipped this way
    (a single card is kept without asking), asked naming the card whose text flipped them.
    False while asking."""
    if ans is not None and "keeping" in f:
        f["made"][f.pop("keeping")][2] = card_of_option(ans[0])
    for player in order:
        for index, (owner, cards, kept) in enumerate(f["made"]):
            if owner != player or kept is not None:
                continue
            if len(cards) > 1:
                f["keeping"] = index
                taken = _taken_in_flip_order(g, f)[index]
                by = f"{g.name(taken[2])}: " if len(taken) > 2 else ""  # (a board saved before it was kept)
                g.ask(player, "target", f"{by}Choose the card you keep; the other cards flipped this way are ignored",
                      [(f"card:{i}", f"{g.name(i)} (power {g.spec(i).power or 0})") for i in cards])
                return False
            f["made"][index][2] = cards[0] if cards else 0  # (none to keep: none flipped)
    return True


# ----- "until the end of the faceoff, when you flip a Friend with that name, ..." (LL138) -----------

# the faceoff's watches for flipped cards by name: [player, name, source card, its card id, ability
# index], each a delayed triggered ability of that source for the rest of the faceoff (514.6)
NAMED_FLIPS = "named_flips"


def watch_flips_by_name(g, player: int, name: str, src: int, card_id: str, index: int) -> None:
    """Until the faceoff ends, each Friend with that name `player` flips triggers the ability
    `index` of the card `src` (`card_id`) again, with the flipped card as `flipped`."""
    g.s["faceoff"].setdefault(NAMED_FLIPS, []).append([player, name, src, card_id, index])


def named_flip_triggers(g, player: int, flipped: int) -> None:
    """A card `player` just flipped (asked by `procedures.faceoff.flip` while a watch is kept):
    the watches it answers trigger (a Friend with the name; 201.1: title and subtitle)."""
    spec = g.spec(flipped)
    if spec.type != "friend":
        return
    for watcher, name, src, card_id, index in g.s["faceoff"][NAMED_FLIPS]:
        if watcher == player and spec.name == name:
            g.add_trigger(player, src, card_id, index, {"flipped": flipped})


# ----- a flipped card leaving the faceoff ---------------------------------------------------------


@effect(r"banish an opponent's flipped card")
def _e_banish_flipped(m):
    """DE91: a card an opponent flipped in the current faceoff (it no longer adds to their
    power total, 514.4a, and does not go to the bottom of the deck as the faceoff ends)."""
    return {"do": "banish_flipped"}


def opponents_flipped(g, player: int) -> list[int]:
    """The cards the player's opponent has flipped in the current faceoff, still flipped."""
    fo = g.s["faceoff"]
    if fo is None:
        return []
    cards = g.s["cards"]
    return [i for i in fo["flipped"][1 - player] if i in cards and cards[i]["zone"] == "flip"]


@step("banish_flipped")
def _d_banish_flipped(g, f, step, e, rule):
    player = f["data"].get("me", f["ctrl"])
    cands = opponents_flipped(g, player)
    ans = choose(g, f, player, "target", "Banish which flipped card?", [(f"card:{i}", g.name(i)) for i in cands])
    if ans is None:
        return False
    if ans:
        g.banish(card_of_option(ans[0]), "410.5")
    return True


@step("banish_flipped_self")
def _d_banish_flipped_self(g, f, step_, e, rule):
    """A Chaos ability's "banish this card": the card is in the flip zone, not in play (514.4a:
    it no longer adds to its player's power total, and does not go to the bottom of the deck as
    the faceoff ends). Nothing if it has left the flip zone already."""
    src = f["src"]
    if src in g.s["cards"] and g.card(src)["zone"] == "flip":
        g.banish(src, rule)
    return True


# ----- "choose one of each player's flipped cards. Those players ignore those cards" (AD74) --------


@effect(r"choose one of each player's flipped cards\. those players ignore those cards")
def _e_ignore_one_flipped_each(m):
    return {"do": "ignore_one_flipped_each"}


@step("ignore_one_flipped_each")
def _d_ignore_one_flipped_each(g, f, step_, e, rule):
    """The acting player chooses, for each player in turn order (801), one of the cards that
    player has flipped in the current faceoff and not ignored yet; each is ignored (514.4b:
    its power and abilities no longer count). Nothing outside a faceoff."""
    fo = g.s["faceoff"]
    if fo is None:
        return True
    me = f["data"].get("me", f["ctrl"])
    cards = g.s["cards"]
    done = e.setdefault("players_done", [])
    first = g.s["turn_player"]
    for player in (first, 1 - first):
        if player in done:
            continue
        flipped = [i for i in fo["flipped"][player] if i in cards and cards[i]["zone"] == "flip"
                   and i not in fo["ignored"]]
        ans = choose(g, f, me, "target", f"Choose one of P{player}'s flipped cards to be ignored",
                     [(f"card:{i}", g.name(i)) for i in flipped])
        if ans is None:
            return False
        done.append(player)
        if ans:
            faceoff.ignore(g, card_of_option(ans[0]), "514.4b")
    return True


# ----- "Chaos: While this card is flipped, an opposing character involved in the faceoff has -1
# power for each of your characters involved in the faceoff." (HM63) ------------------------------


@template(r"chaos: while this card is flipped, an opposing character involved in the faceoff has -(\d+) power for "
          r"each of your characters involved in the faceoff\.")
def _t_flipped_weakens_opposing_involved(m, t):
    """"An opposing character", with no "each" or "all", is one character chosen, as every other
    text's "an opposing character" is: chosen as the card is flipped (Chaos: its abilities work
    as it is flipped, 701.3) by the player who flipped it, who controls it (801.1 when others
    decide at that time too). The power change is then continuous while the card is flipped
    (`library.WHILE_FLIPPED`: the statics table holds it for the faceoff), with no duration, so
    an indefinite modifier (708.3) whose count, the flipper's characters involved, is read at
    every look (708.3a)."""
    amount = -int(m.group(1))
    return [_a("trigger", "flipped_choose_opposing_involved", t, "self_flipped", amount=amount),
            _a("static", "flipped_opposing_involved_power", t, "power", amount=amount, while_flipped=True)]


def _flipped_choice_key(src: int) -> str:
    """The flag keeping the character the flipped card `src`'s text chose."""
    return f"flipped_choice:{src}"


def _own_involved_characters(g, player: int) -> int:
    cards = g.s["cards"]
    return sum(1 for i in faceoff.involved(g) if cards[i]["ctrl"] == player and g.is_character(i))


@runner("flipped_choose_opposing_involved")
def _r_choose_opposing_involved(g, f, ability):
    """The flipper chooses one opposing character involved in the faceoff, if any."""
    player = f["ctrl"]
    if g.s["faceoff"] is None:
        return True
    cards = g.s["cards"]
    found = [i for i in faceoff.involved(g) if cards[i]["ctrl"] != player and g.is_character(i)]
    asked = (f"Which opposing character involved in the faceoff has {ability.params['amount']:+d} power for each "
             "of your characters involved?")
    ans = choose(g, f, player, "target", asked, [(f"card:{i}", g.name(i)) for i in found])
    if ans is None:
        return False
    if ans:
        chosen = card_of_option(ans[0])
        g.s["flags"][_flipped_choice_key(f["src"])] = chosen
        g.note(TRIGGERED_EFFECT_RULE, f"P{player} chooses {g.name(chosen)}{g.by_text()}")
    return True


@answers(APPLIES, "flipped_opposing_involved_power")
def _opposing_involved(g, s: dict, sc: dict, tc: dict, src: int, target: int, ability: Ability) -> bool:
    return (s["flags"].get(_flipped_choice_key(src)) == target and tc["ctrl"] != sc["ctrl"]
            and g.is_character(target) and is_involved(g, target))


@answers(AMOUNTS, "flipped_opposing_involved_power")
def _per_own_involved(g, src: int, target: int, ability: Ability) -> int:
    return ability.params["amount"] * _own_involved_characters(g, g.s["cards"][src]["ctrl"])
