"""Texts printed only on cards named Trixie: their patterns and what they do."""


from __future__ import annotations

from typing import Any

from engine.mlp.effects.abilities import choose, choose_yes_no, effect_rule, in_play
from engine.mlp.effects.registry import (
    BY_CARD_TYPE,
    VALUE_RULES,
    answers,
    runner,
    scope,
    triggered_by,
)
from engine.mlp.state.library import Ability
from engine.mlp.text.registry import ability as _a
from engine.mlp.text.registry import template


# Whether a player can confront a Problem asks the "cant_confront" texts in play (`values.power.requirements`).
@template(r"while an opponent's boosted mane character is here, this card's problem can't be confronted\.")
def _t_big_boaster(m, t):
    return _a("static", "unconfrontable_with_boosted_opponent_here", t, "cant_confront")


@answers(VALUE_RULES, "unconfrontable_with_boosted_opponent_here")
def _barred(g, src: int, subject: Any, ability: Ability, context: dict) -> int:
    """1 (no player can confront this card's Problem) while a Mane Character on its Boosted
    side, controlled by an opponent of this card's controller, is at that Problem."""
    s = g.s
    sc = s["cards"][src]
    area = sc["area"]
    if context.get("area") != area:
        return 0
    opponent = 1 - sc["ctrl"]
    mane = s["players"][opponent]["mane"]
    mc = s["cards"].get(mane)
    return int(mc is not None and mc["zone"] == "play" and mc["area"] == area and mc["ctrl"] == opponent
               and bool(mc["boosted"]))


@template(r"when an opponent starts a faceoff, you may pay \{(\d+)\} less for events until the end of the faceoff\.")
def _t_tricks_of_the_trade(m, t):
    return [_a("trigger", "faceoff_event_discount", t, "faceoff_start"),
            _a("static", "faceoff_event_discount_cost", t, "play_cost", amount=-int(m.group(1)))]


def _marker(src: int) -> str:
    return f"event_discount:{src}"


@runner("faceoff_event_discount")
def _r_tricks_of_the_trade(g, f, ability):
    """Taken up ("you may"), it lasts for this faceoff: kept with the faceoff's record of
    what was used in it, so it ends with the faceoff."""
    fo = g.s["faceoff"]
    if fo is None or not in_play(g, f["src"]) or _marker(f["src"]) in fo["used"]:
        return True
    ans = choose_yes_no(g, f, f["ctrl"], "Pay less for Events until the end of the faceoff?")
    if ans is None:
        return False
    if ans[0] == "yes":
        fo["used"].append(_marker(f["src"]))
        g.note(effect_rule(f), f"P{f['ctrl']} pays less for Events until the end of the faceoff{g.by_text()}")
    return True


@triggered_by("faceoff_start", "faceoff_event_discount")
def _opponent_starts_a_faceoff(g, iid: int, ability: Ability, data: dict) -> dict | None:
    return {} if data["challenger"] != g.s["cards"][iid]["ctrl"] else None


scope(BY_CARD_TYPE, "faceoff_event_discount_cost")


@answers(VALUE_RULES, "faceoff_event_discount_cost")
def _event_discount(g, src: int, subject: Any, ability: Ability, context: dict) -> int:
    """Events its controller plays during the faceoff the discount was taken up in."""
    fo = g.s["faceoff"]
    if fo is None or subject != g.s["cards"][src]["ctrl"] or _marker(src) not in fo["used"]:
        return 0
    return ability.params["amount"] if g.is_type(context["card"], "event") else 0


@template(r"when this card enters play, you may reveal any number of events from your hand\. until the end of the "
          r"turn, this card has \+(\d+) power for each event revealed this way\.")
def _t_showoff(m, t):
    return _a("trigger", "reveal_events_for_power", t, "enter_play", amount=int(m.group(1)))


@runner("reveal_events_for_power")
def _r_showoff(g, f, ability):
    """The player picks any number of Events in their hand (none is a choice); they are
    shown and stay in hand, and the count fixes the power this card gets until the end of
    the turn (a one-time count, 708.2)."""
    src = f["src"]
    if not in_play(g, src):
        return True
    player = f["ctrl"]
    events = [i for i in g.s["players"][player]["hand"] if g.spec(i).type == "event"]
    ans = choose(g, f, player, "target", "Reveal any number of Events from your hand",
                 [(f"card:{i}", g.name(i)) for i in events], 0, len(events))
    if ans is None:
        return False
    if not ans:
        return True
    g.note_seen(effect_rule(f), f"P{player} reveals " + ", ".join(g.name(int(k.split(':')[1])) for k in ans))
    amount = ability.params["amount"] * len(ans)
    g.add_mod("power", src, amount, until="turn", ctrl=player, src=src)
    g.note("708.2", f"{g.name(src)} gets +{amount} power until the end of the turn{g.by_text()}")
    return True
