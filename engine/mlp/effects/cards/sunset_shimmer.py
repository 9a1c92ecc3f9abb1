"""Texts printed only on cards named Sunset Shimmer: their patterns and what they do."""

from __future__ import annotations

from engine.core.plural import how_many
from engine.mlp.effects.abilities import (
    card_of_option,
    choose,
    effect_rule,
    may_question,
    may_rule,
)
from engine.mlp.effects.registry import runner, triggered_by
from engine.mlp.state.game import TURNED_FACE_DOWN
from engine.mlp.state.library import Ability
from engine.mlp.text.registry import ability as _a
from engine.mlp.text.registry import template


@template(r"when this troublemaker is uncovered, you may pay \{(\d+)\}\. if you do, they banish an opposing friend "
          r"or resource to beneath this card\. otherwise, dismiss this card\.")
def _t_sunset_uncovered(m, t):
    return _a("trigger", "pay_or_dismiss_banish_beneath", t, "uncovered", amount=int(m.group(1)))


@template(r"when this card leaves play( or is turned face-down)?, put any cards beneath it into their owners?'s? "
          r"hands?\.")
def _t_beneath_to_hands(m, t):
    """Two moments, one text: as the card leaves play, and as it is turned face-down
    (`MlpGame.turn_face_down`, which reads it before the card becomes a different one without
    abilities, 505.1a, 505.3), each with the cards beneath it at that moment (712.2)."""
    left = _a("trigger", "beneath_to_hands", t, "self_left_play")
    return [left, _a("trigger", "beneath_to_hands", t, TURNED_FACE_DOWN)] if m.group(1) else left


@template(r"when an opponent plays a card, you may discard a card that shares a type with that card to gain "
          r"\{(\d+)\}\.")
def _t_clever_girl(m, t):
    return _a("trigger", "discard_same_type_to_gain", t, "played", amount=int(m.group(1)))


@triggered_by("played", "discard_same_type_to_gain")
def _opponent_played(g, iid: int, ability: Ability, data: dict) -> dict | None:
    """The type of the card an opponent played: in play now, or an Event by its card id."""
    if data["player"] == g.s["cards"][iid]["ctrl"]:
        return None
    played = data.get("card")
    if played and played in g.s["cards"]:
        return {"card_type": g.spec(played).type}
    if data.get("event_card"):
        return {"card_type": g.lib.spec(data["event_card"]).type}
    return None


@runner("discard_same_type_to_gain")
def _r_clever_girl(g, f, ability):
    """Discarding is the cost (707.2a): only a card of the played card's type is offered."""
    me = f["ctrl"]
    kind = f["data"]["card_type"]
    same = [i for i in g.s["players"][me]["hand"] if g.spec(i).type == kind]
    if not same:
        return True
    asked = f"Discard a {kind.title()} to gain {how_many(ability.params['amount'], 'action token')}?"
    ans = choose(g, f, me, "target", may_question(asked, may_rule(f)),
                 [("none", "Don't"), *[(f"card:{i}", g.name(i)) for i in same]])
    if ans is None:
        return False
    if ans and ans[0] != "none":
        g.discard(card_of_option(ans[0]), "707.2a")
        g.gain_tokens(me, ability.params["amount"], effect_rule(f))
    return True
