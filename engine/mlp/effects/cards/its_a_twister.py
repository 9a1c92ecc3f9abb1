"""Texts printed only on cards named It's a Twister!: their patterns and what they do.

The errata (section 10, Card Errata) added the timing phrase "Score Phase:" to its "At the
beginning of a player's Score Phase, ..." on purpose: an ability with a timing phrase is not a
triggered ability even though it says "at" (704.1a); it is an activated one (703.1), which
only the Problem's controller activates (703.1b), as the turn player in their own Score Phase
(512.3). "At the beginning of a player's Score Phase" then says when: in the priority window
opened as that Score Phase starts (the start is remembered as a reaction condition is, until
that window closes, 512.4d), and once for that start, as a reaction answers each occurrence
once (512.4c): the Score Phase has one beginning. "That player" is the player whose Score
Phase it is, so the controller; activating it is their "may", so no second question asks it.
"""

from __future__ import annotations

from engine.core.plural import count_or_none
from engine.mlp.effects.abilities import card_of_option, choose, color_words, effect_rule
from engine.mlp.effects.registry import (
    ACTIVATION_CHECKS,
    ACTIVATION_REFUSALS,
    CARD_TEXT,
    Unmet,
    answers,
    runner,
    unless,
)
from engine.mlp.state.library import Ability
from engine.mlp.state.reasons import has_none
from engine.mlp.text.registry import ability as _a
from engine.mlp.text.registry import template
from engine.mlp.values import power

_NAME = "score_start_ready_home"
_START = "score_start"


@template(r"score phase: at the beginning of a player's score phase, if that player has at least (\d+) \{(\w+)\} "
          r"characters, that player may ready a card at home\.")
def _t_twister(m, t):
    return _a("activated", _NAME, t, timing="score_phase", react_events=(_START,), count=int(m.group(1)),
              color=m.group(2))


# ----- when it may be activated -----------------------------------------------------------------


def _beginning(g, player: int, iid: int) -> dict | None:
    """The start of `player`'s Score Phase met since the last priority window closed and not
    yet answered by this card's ability (512.4c, 512.4d), or None."""
    tag = f"ability:{iid}"
    return next((ev for ev in g.s["reactions"] if ev["event"] == _START and ev.get("player") == player
                 and tag not in ev.get("used", ())), None)


def _colored(g, player: int, ability: Ability) -> int:
    return sum(1 for i in g.characters(player) if ability.params["color"] in power.colors(g, i))


def _exhausted_at_home(g, player: int) -> list[int]:
    return [i for i in g.at(f"home:{player}") if g.card(i)["exhausted"]]


@answers(ACTIVATION_CHECKS, _NAME)
def _can_twist(g, player: int, iid: int, ability: Ability) -> bool | Unmet:
    p = ability.params
    return (_beginning(g, player, iid) is not None
            and unless(_colored(g, player, ability) >= p["count"],
                       lacks=f"P{player} has fewer than {p['count']} {color_words(p['color'])} characters")
            and unless(bool(_exhausted_at_home(g, player)), "ready", lacks=has_none(player, "exhausted card", " at home")))


@answers(ACTIVATION_REFUSALS, _NAME)
def _refusal(g, player: int, iid: int, ability: Ability) -> tuple[str, str] | None:
    """The judge's "why not?": the moment has passed (512.3), or the card's own "if that player
    has at least N [color] characters" is not met, quoted as its text's; a card at home to
    ready is an instruction that can't be followed, said as such by the check."""
    if _beginning(g, player, iid) is None:
        return "512.3", "it is activated at the beginning of its controller's Score Phase, once, and that has passed"
    count, has = ability.params["count"], _colored(g, player, ability)
    if has >= count:
        return None
    return CARD_TEXT, (f"it is used only by a player with at least {count} {color_words(ability.params['color'])} "
                       f"characters, and P{player} has {count_or_none(has)}")


# ----- what it does ---------------------------------------------------------------------------


@runner(_NAME)
def _r_twister(g, f, ability):
    player = f["ctrl"]
    start = _beginning(g, player, f["src"])
    if start is not None:  # (answered once, 512.4c; not again as a question is answered)
        start.setdefault("used", []).append(f"ability:{f['src']}")
    if _colored(g, player, ability) < ability.params["count"]:
        return True  # (the condition is checked again as the instructions are followed, 705.2e)
    ans = choose(g, f, player, "target", "Ready which card at home?",
                 [(f"card:{i}", g.name(i)) for i in _exhausted_at_home(g, player)])
    if ans is None:
        return False
    if ans:
        g.ready(card_of_option(ans[0]), effect_rule(f))
    return True
