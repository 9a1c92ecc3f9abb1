"""Faceoffs (514): flipping more cards, flipping again, what winning one does, and what
starting, winning or losing one (or flipping a card in it) triggers.

Each wording's pattern (registered into `engine.mlp.text.registry`) sits with the
runner that carries it out (registered into `engine.mlp.effects.registry`).
"""

from __future__ import annotations

from typing import Any

from engine.mlp.abilities import (
    _alive,
    _card_key,
    _holders,
    _involved,
    _mark_reaction,
    choose,
    effect_flip,
)
from engine.mlp.effects.hooks import faceoff
from engine.mlp.effects.registry import (
    KEYWORD_TRIGGERS,
    PART_TRIGGER_MATCHERS,
    VALUE_RULES,
    answers,
    runner,
)
from engine.mlp.state.library import Ability
from engine.mlp.text.registry import ability as _a
from engine.mlp.text.registry import template
from engine.mlp.values import power


@template(r"(?:during faceoffs involving this card, flip an additional card|flip an additional card during faceoffs involving this card)\.")
def _t_self_extra_flip(m, t):
    return _a("static", "self_extra_flip", t, "extra_flips")


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
    cands = [i for i in f["data"]["losers"] if _alive(g, i) and g.is_type(i, "friend")]
    ans = choose(g, f, f["ctrl"], "target", "Dismiss an opponent's Friend involved in that faceoff",
                 [(f"card:{i}", g.name(i)) for i in cands])
    if ans is None:
        return False
    if ans:
        g.dismiss(_card_key(ans[0]), "704")
    return True


@runner("ignore_and_reflip")
def _r_reflip(g, f, ability):
    ev = _mark_reaction(g, f, ability)
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
    return {} if _involved(g, iid) else None


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
    return 1 if fo is not None and sc["ctrl"] == subject and _involved(g, src) else 0


# ----- the keywords of faceoffs (glossary): Prepared, Diligent, Studious, Random -----------


@answers(KEYWORD_TRIGGERS, "faceoff_start")
def _prepared(g, event: str, data: dict) -> None:
    s = g.s
    for iid in list(_holders(g, "Prepared")):
        c = s["cards"][iid]
        if c["ctrl"] != data["challenger"] and c["area"] in data["areas"]:
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
        if "Diligent" in kw:
            g.add_trigger(c["ctrl"], iid, c["card"], -1, {"x": kw["Diligent"] or 0}, c["boosted"], "kw:Diligent")
        if "Studious" in kw:
            g.add_trigger(c["ctrl"], iid, c["card"], -1, {}, c["boosted"], "kw:Studious")


@runner("kw:Diligent")
def _k_diligent(g, f, _):
    src = f["src"]
    if _alive(g, src):
        counters = g.card(src)["counters"]
        counters["power"] = counters.get("power", 0) + f["data"]["x"] + 1
        g.note("Glossary: Diligent", f"{g.name(src)} gets {f['data']['x'] + 1} +1 power counter(s)")
    return True


@runner("kw:Studious")
def _k_studious(g, f, _):
    fo = g.s["faceoff"]
    player = f["ctrl"]
    key = f"studious:{player}"
    if fo is not None and key in fo["used"]:
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
        if "Random" in power.keywords(g, iid) and f"random:{iid}" not in fo["used"]:
            c = s["cards"][iid]
            g.add_trigger(player, iid, c["card"], -1, {"flipped": flipped}, c["boosted"], "kw:Random")
            break


@runner("kw:Random")
def _k_random(g, f, _):
    fo = g.s["faceoff"]
    flipped = f["data"]["flipped"]
    if fo is None or flipped not in g.s["cards"] or flipped in fo["ignored"]:
        return True
    ans = choose(g, f, f["ctrl"], "may", f"Random: ignore {g.name(flipped)} and flip a new card?",
                 [("yes", "Ignore and flip"), ("no", "Keep it")])
    if ans is None:
        return False
    if ans[0] == "yes":
        fo["used"].append(f"random:{f['src']}")
        faceoff.ignore(g, flipped, "Glossary: Random")
        effect_flip(g, f["ctrl"], "Glossary: Random")
    return True
