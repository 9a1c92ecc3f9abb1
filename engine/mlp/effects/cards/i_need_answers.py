"""Texts printed only on cards named I Need Answers: their patterns and what they do."""

from __future__ import annotations

from engine.mlp.effects.abilities import (
    _answer_given,
    card_of_option,
    choose,
    dismiss_replacements,
    in_play,
)
from engine.mlp.effects.registry import ACTIVATION_CHECKS, MAY_FAIL_AFTER_A_CHOICE, answers, runner
from engine.mlp.state.game import CannotComplete
from engine.mlp.state.library import Ability
from engine.mlp.text.registry import ability as _a
from engine.mlp.text.registry import template


@template(r"main phase: dismiss one of your friends here to gain \{(\d+)\}\. any player may activate this ability\.")
def _t_answers(m, t):
    return _a("activated", "dismiss_friend_gain", t, timing="main", any_player=True, amount=int(m.group(1)))


# ----- what it does ---------------------------------------------------------------------------


@runner("dismiss_friend_gain")
def _r_answers(g, f, ability):
    player = f["ctrl"]
    ans = _answer_given(f)
    if ans is None:
        cands = _answers_choices(g, f["src"], player)
        ans = choose(g, f, player, "cost", "Dismiss one of your Friends here",
                     [(f"card:{i}", g.name(i)) for i in cands])
        if ans is None:
            return False
    if ans:
        chosen = card_of_option(ans[0])
        if not _answers_cost_payable(g, chosen):
            raise CannotComplete(f"dismissing {g.name(chosen)} would be replaced, so the cost "
                                 "can't be paid (508.1a)")
        g.dismiss(chosen, "508.1")
        g.gain_tokens(player, ability.params["amount"], "703")
    return True


def _answers_choices(g, src: int, player: int) -> list[int]:
    """The Friends offered for I Need Answers' cost "dismiss one of your Friends here"."""
    area = g.card(src)["area"] if in_play(g, src) else None
    return [i for i in g.characters_at(area, player) if g.is_type(i, "friend") and g.can_be_dismissed(i)] if area else []


def _answers_cost_payable(g, chosen: int) -> bool:
    """508.1a/508.1c: a cost that would be replaced, or can't be done, can't be paid."""
    return in_play(g, chosen) and g.can_be_dismissed(chosen) and not dismiss_replacements(g, chosen)


@answers(MAY_FAIL_AFTER_A_CHOICE, "dismiss_friend_gain")
def _answers_settled_at_once(g, src: int, player: int) -> bool:
    """Activated now by `player`, would I Need Answers run to its end without a question
    or a step that can't be completed? Its runner is the next thing the driver runs after
    the action is taken (nothing is paid before it), on this very position: with no Friend
    to choose it does nothing, and with exactly one the choice is made without asking
    (`choose`) and its dismissal is checked here as the runner checks it. (The rewind
    point costs a copy of the state; in seeded playouts three I Need Answers activations
    in four have one Friend to choose.)"""
    cands = _answers_choices(g, src, player)
    return not cands or (len(cands) == 1 and _answers_cost_payable(g, cands[0]))


def _friend_to_dismiss(g, player: int, area: str | None) -> bool:
    """Has the player a Friend at `area` that can be dismissed with nothing to replace it
    (I Need Answers' cost, 508.1c)?"""
    return any(g.is_type(i, "friend") and g.can_be_dismissed(i) and not dismiss_replacements(g, i)
               for i in g.characters_at(area, player))


# ----- whether the text can be followed (705.2), asked before it is offered ----------------------


@answers(ACTIVATION_CHECKS, "dismiss_friend_gain")
def _can_dismiss_friend_gain(g, player: int, iid: int, ability: Ability) -> bool:
    return _friend_to_dismiss(g, player, g.s["cards"][iid]["area"])
