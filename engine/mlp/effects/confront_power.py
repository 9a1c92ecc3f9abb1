"""Texts that keep characters' power out of confronting a Problem (611.3a: "characters
contribute their power to confronting their Problem unless otherwise unable to").

Each is a continuous ability of the category "no_confront_power": its rule
(`registry.VALUE_RULES`) answers, for a character at the Problem being confronted
(`context["area"]`), whether that character's power is kept out (1) or not (0).
`engine.mlp.values.power` leaves such characters out of the power a player confronts with.
Also the text that makes a card away from a Problem contribute its power to confronting it.
"""

from __future__ import annotations

from typing import Any

from engine.mlp.effects.abilities import choose, in_play
from engine.mlp.effects.registry import VALUE_RULES, answers, runner, triggered_by
from engine.mlp.state.game import CONFRONT_CONTRIBUTION
from engine.mlp.state.library import Ability
from engine.mlp.text.registry import ability as _a
from engine.mlp.text.registry import template
from engine.mlp.values import power


@template(r"this card can't contribute its power to confronting problems\.")
def _t_self(m, t):
    return _a("static", "self_no_confront_power", t, "no_confront_power")


@template(r"opposing characters here with the highest power among opposing characters can't contribute their "
          r"power to confronting this problem\.")
def _t_highest_opposing(m, t):
    return _a("static", "highest_opposing_no_confront_power", t, "no_confront_power")


@template(r"opposing characters here can't contribute their power to confronting this card's problem unless their "
          r"power is greater than or equal to this card's power\.")
def _t_weaker_opposing(m, t):
    return _a("static", "weaker_opposing_no_confront_power", t, "no_confront_power")


# ----- whom each keeps out --------------------------------------------------------------------


@answers(VALUE_RULES, "self_no_confront_power")
def _self(g, src: int, subject: Any, ability: Ability, context: dict) -> int:
    return int(subject == src)


@answers(VALUE_RULES, "highest_opposing_no_confront_power")
def _highest_opposing(g, src: int, subject: Any, ability: Ability, context: dict) -> int:
    """On a Problem: the characters of its owner's opponent confronting it whose power is the
    highest among that opponent's characters here (all of them, when several tie)."""
    cards = g.s["cards"]
    sc, tc = cards[src], cards[subject]
    area = sc["area"]
    if context.get("area") != area or tc["area"] != area or tc["ctrl"] == sc["ctrl"]:
        return 0
    powers = [power.compared(g, iid) for iid in g.characters_at(area, tc["ctrl"])]
    return int(bool(powers) and power.compared(g, subject) >= max(powers))


@answers(VALUE_RULES, "weaker_opposing_no_confront_power")
def _weaker_opposing(g, src: int, subject: Any, ability: Ability, context: dict) -> int:
    """The opponents' characters at this card's Problem with less power than this card."""
    cards = g.s["cards"]
    sc, tc = cards[src], cards[subject]
    area = sc["area"]
    if context.get("area") != area or tc["area"] != area or tc["ctrl"] == sc["ctrl"]:
        return 0
    return int(power.compared(g, subject) < power.compared(g, src))


# ----- contributing from afar -------------------------------------------------------------------


@template(r"at the start of your score phase, you may exhaust this card to contribute its power to confronting a "
          r"problem( until the end of the turn)?\.")
def _t_contribute_from_afar(m, t):
    """(DE6 says how long: "until the end of the turn"; without it, this Score Phase.)"""
    return _a("trigger", "exhaust_to_contribute_from_afar", t, "score_start",
              until="turn" if m.group(1) else "phase")


@triggered_by("score_start", "exhaust_to_contribute_from_afar")
def _your_score_phase_starts(g, iid: int, ability: Ability, data: dict) -> dict | None:
    return {} if data["player"] == g.s["cards"][iid]["ctrl"] else None


@runner("exhaust_to_contribute_from_afar")
def _r_contribute_from_afar(g, f, ability):
    """"You may exhaust this card to ..." (707.2a: only while it can be paid): the player
    chooses a Problem (one this card is not at) and this card's power counts toward their
    confronting it this Score Phase (or turn, as the text says), wherever it is and exhausted as it is
    (`values.power`, `CONFRONT_CONTRIBUTION`)."""
    src, player = f["src"], f["ctrl"]
    if not in_play(g, src) or g.card(src)["exhausted"] or g.card(src)["frightened"] or not g.can_be_exhausted(src):
        return True
    areas = [a for a in g.problems() if a != g.card(src)["area"]]
    ans = choose(g, f, player, "may", f"Exhaust {g.name(src)} to contribute its power to confronting a Problem? "
                 "(712.3)", [*((a, g.name(g.problem_card(a))) for a in areas),
                             ("no", "Don't")])
    if ans is None:
        return False
    if ans[0] == "no" or not g.exhaust(src, "707.2a"):
        return True
    until = ability.params.get("until", "phase")
    g.add_mod(CONFRONT_CONTRIBUTION, src, 0, until=until, ctrl=player, src=src)
    g.s["mods"][-1]["area"] = ans[0]
    g.note("611.3", f"{g.name(src)} contributes its power to confronting {g.name(g.problem_card(ans[0]))} "
                    f"this {'Score Phase' if until == 'phase' else until}")
    return True
