"""Texts printed only on cards named Dream Network: their patterns and what they do.

Its placement rule ("Play to your home") is a wording of the attaching family."""

from __future__ import annotations

from engine.mlp.effects.abilities import (
    asked_if_you_do,
    choose,
    choose_yes_no,
    effect_rule,
    in_play,
)
from engine.mlp.effects.registry import LOOKS_IN_DECKS, runner, scope, triggered_by
from engine.mlp.state.library import Ability, token_id
from engine.mlp.text.normalize import ELEMENTS
from engine.mlp.text.registry import ability as _a
from engine.mlp.text.registry import template


@template(r"at the start of your turn, you may reveal the top card of your deck\. if you do, and it's an event, you "
          r"may pay \{(\d+)\} to put a (\d+) \{(\w+)\} (\w+) friend token into play\.")
def _t_dream_network(m, t):
    token = token_id(int(m.group(2)), ELEMENTS.get(m.group(3), m.group(3)), m.group(4).capitalize())
    return _a("trigger", "reveal_event_for_token", t, "turn_start", pay=int(m.group(1)), token=token)


@runner("reveal_event_for_token")
def _r_dream_network(g, f, ability):
    """Steps: reveal the top card (may); if it is an Event, pay (may, with the tokens to pay);
    then the token enters play where its controller chooses (home or a Problem, 521)."""
    player, data, p = f["ctrl"], f["data"], ability.params
    deck = g.s["players"][player]["deck"]
    if data.get("step", 0) == 0:
        if not deck or not in_play(g, f["src"]):
            return True
        asked = asked_if_you_do(g, f, "Reveal the top card of your deck")
        ans = choose_yes_no(g, f, player, asked)
        if ans is None:
            return False
        if ans[0] != "yes":
            return True
        top = deck[-1]
        g.note_seen(effect_rule(f), f"P{player} reveals {g.name(top)} from the top of their deck")
        if not g.is_type(top, "event") or g.s["players"][player]["tokens"] < p["pay"]:
            return True
        data["step"] = 1
    if data["step"] == 1:
        label = g.lib.spec(p["token"]).name
        ans = choose_yes_no(g, f, player, f"Pay {p['pay']} to put a {label} token into play?")
        if ans is None:
            return False
        if ans[0] != "yes":
            return True
        g.pay_tokens(player, p["pay"], "707.2a")  # ("pay [1] to ...": the modifier's cost, not a card's)
        data["step"] = 2
    label = g.lib.spec(p["token"]).name
    ans = choose(g, f, player, "area", f"Where does the {label} token enter play?",
                 [(a, f"at {a}") for a in (f"home:{player}", *g.problems())])
    if ans is None:
        return False
    g.put_token(p["token"], player, ans[0], "521.1")
    return True


@triggered_by("turn_start", "reveal_event_for_token")
def _your_turn_starts(g, iid: int, ability: Ability, data: dict) -> dict | None:
    return {} if data["player"] == g.s["cards"][iid]["ctrl"] else None


# what can't be done while a card in play closes decks or discard piles (FF113: `abilities.closed_zone`)
scope(LOOKS_IN_DECKS, "reveal_event_for_token")
