"""Texts printed only on cards named I Need Answers: their patterns and what they do."""

from __future__ import annotations

from collections.abc import Iterator

from engine.mlp.effects.abilities import (
    _answer_given,
    card_of_option,
    choose,
    effect_rule,
    in_play,
    kept_from_cost,
)
from engine.mlp.effects.registry import (
    ACTIVATION_CHECKS,
    ACTIVATION_REFUSALS,
    MAY_FAIL_AFTER_A_CHOICE,
    answers,
    runner,
)
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
    """Dismissing one of the player's Friends here is the cost, chosen as it is processed;
    only a Friend that can pay it is offered. In play one always can (it is not offered
    otherwise); a position read from a file may offer it when none can, and the action is
    then undone (705.2)."""
    player = f["ctrl"]
    ans = _answer_given(f)
    if ans is None:
        cands = _answers_choices(g, f["src"], player)
        if not cands:
            raise CannotComplete(_no_friend_words(g, f["src"], player))
        ans = choose(g, f, player, "cost", "Dismiss one of your Friends here",
                     [(f"card:{i}", g.name(i)) for i in cands])
        if ans is None:
            return False
    chosen = card_of_option(ans[0])
    kept = kept_from_cost(g, chosen, "dismiss", player) if in_play(g, chosen) else "it has left play"
    if kept is not None:
        raise CannotComplete(f"dismissing {g.name(chosen)} can't pay the cost: {kept}")
    g.dismiss(chosen, "508.1")
    g.gain_tokens(player, ability.params["amount"], effect_rule(f))
    return True


def _friends_here(g, src: int, player: int) -> list[int]:
    """The player's Friends at I Need Answers' Problem ("one of your Friends here")."""
    area = g.card(src)["area"] if in_play(g, src) else None
    return [i for i in g.characters_at(area, player) if g.is_type(i, "friend")] if area else []


def _answers_choices(g, src: int, player: int) -> list[int]:
    """The Friends offered for I Need Answers' cost "dismiss one of your Friends here": those
    that can pay it (705.2e, 508.1a: not one kept in play, nor one whose dismissal a
    replacement would change, Persistent included: `kept_from_cost`)."""
    return list(_paying_friends(g, src, player))


def _paying_friends(g, src: int, player: int) -> Iterator[int]:
    """`_answers_choices`, one at a time: whether the cost can be paid is settled by the first
    (the text is asked at every priority a player could activate it, and any player may)."""
    return (i for i in _friends_here(g, src, player) if kept_from_cost(g, i, "dismiss", player) is None)


def _payable(g, src: int, player: int) -> bool:
    """Can one of the player's Friends here pay the cost?"""
    return next(_paying_friends(g, src, player), None) is not None


def _no_friend_words(g, src: int, player: int) -> str:
    """Why no Friend of the player's here can pay the cost, naming what keeps each."""
    here = _friends_here(g, src, player)
    if not here:
        return f"P{player} has no Friend here to dismiss for the cost"
    each = "; ".join(f"{g.name(i)} ({kept_from_cost(g, i, 'dismiss', player)})" for i in here)
    return f"its cost dismisses one of P{player}'s Friends here, and none can pay it: {each}"


@answers(MAY_FAIL_AFTER_A_CHOICE, "dismiss_friend_gain")
def _answers_settled_at_once(g, src: int, player: int) -> bool:
    """Activated now by `player`, would I Need Answers run to its end without a question
    or a step that can't be completed? Its runner is the next thing the driver runs after
    the action is taken (nothing is paid before it), on this very position: with exactly one
    Friend that can pay the cost the choice is made without asking. (The rewind point costs
    a copy of the state; in seeded playouts three I Need Answers activations in four have one
    Friend to choose.)"""
    return len(_answers_choices(g, src, player)) == 1


# ----- whether the text can be followed (705.2), asked before it is offered ----------------------


@answers(ACTIVATION_CHECKS, "dismiss_friend_gain")
def _can_dismiss_friend_gain(g, player: int, iid: int, ability: Ability) -> bool:
    return _payable(g, iid, player)


@answers(ACTIVATION_REFUSALS, "dismiss_friend_gain")
def _answers_refusal(g, player: int, iid: int, ability: Ability) -> tuple[str, str] | None:
    """The judge's "why not?": the Friends here and what keeps each from paying the cost,
    naming the card whose text would replace its dismissal (705.2e, 508.1a)."""
    return None if _payable(g, iid, player) else ("705.2e", _no_friend_words(g, iid, player))
