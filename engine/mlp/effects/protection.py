"""What can't happen to a card: being frightened, moved, dismissed.

Each wording's pattern (registered into `engine.mlp.text.registry`) sits with the
runner that carries it out (registered into `engine.mlp.effects.registry`).
"""

from __future__ import annotations

from engine.mlp.effects.abilities import is_involved, own_card, own_host
from engine.mlp.effects.registry import (
    APPLIES,
    HOST_ONLY_STATICS,
    SAME_AREA_STATICS,
    SELF_ONLY_STATICS,
    answers,
    scope,
    step,
)
from engine.mlp.state.game import STAYS
from engine.mlp.state.library import Ability
from engine.mlp.text.registry import ability as _a
from engine.mlp.text.registry import effect, template


@template(r"this card can't be frightened\.")
def _t_fearless(m, t):
    return _a("static", "cant_be_frightened", t, "cant_frighten")


@template(r"that (?:friend|character) can't be frightened\.")
def _t_host_fearless(m, t):
    """On a Resource played on a card: its host can't be frightened (509.4)."""
    return _a("static", "host_cant_be_frightened", t, "cant_frighten")


@template(r"(friends|characters) here can't be frightened\.")
def _t_here_fearless(m, t):
    """Everyone's Friends (or characters) at this card's area, a Problem's included."""
    return _a("static", "here_cant_be_frightened", t, "cant_frighten", who=m.group(1))


@template(r"your (friends|characters) can't be frightened\.")
def _t_own_fearless(m, t):
    """Every Friend (or character) its controller controls, this card included."""
    return _a("static", "own_cant_be_frightened", t, "cant_frighten", who=m.group(1))


@answers(APPLIES, "own_cant_be_frightened")
def _own_fearless(g, s: dict, sc: dict, tc: dict, src: int, target: int, ability: Ability) -> bool:
    if tc["ctrl"] != sc["ctrl"] or tc["zone"] != "play":
        return False
    return g.is_type(target, "friend") if ability.params["who"] == "friends" else g.is_character(target)


@template(r"your friends involved in faceoffs can't be dismissed or frightened\.")
def _t_own_involved_safe(m, t):
    """LL139: its controller's Friends while they are involved in the running faceoff (514.2)."""
    return [_a("static", "own_involved_friends_safe", t, "cant_dismiss"),
            _a("static", "own_involved_friends_safe", t, "cant_frighten")]


@answers(APPLIES, "own_involved_friends_safe")
def _own_involved_safe(g, s: dict, sc: dict, tc: dict, src: int, target: int, ability: Ability) -> bool:
    return (s["faceoff"] is not None and tc["ctrl"] == sc["ctrl"] and tc["zone"] == "play"
            and g.is_type(target, "friend") and is_involved(g, target))


# ----- when its rules apply, and what they can reach (`registry.scope`) --------------------


answers(APPLIES, "cant_be_frightened")(own_card)
answers(APPLIES, "host_cant_be_frightened")(own_host)


@answers(APPLIES, "here_cant_be_frightened")
def _here_fearless(g, s: dict, sc: dict, tc: dict, src: int, target: int, ability: Ability) -> bool:
    if tc["area"] != sc["area"] or tc["zone"] != "play":
        return False
    return g.is_type(target, "friend") if ability.params["who"] == "friends" else g.is_character(target)


scope(SELF_ONLY_STATICS, "cant_be_frightened")
scope(HOST_ONLY_STATICS, "host_cant_be_frightened")
scope(SAME_AREA_STATICS, "here_cant_be_frightened")


# ----- "Your Friends can't leave play this turn." (EO113) ----------------------------------------

# the flag of the turn in which a player's Friends can't leave play (read by `MlpGame.leave_play`)
FRIENDS_STAY = ("friends_stay:0", "friends_stay:1")


@effect(r"your friends can't leave play this turn")
def _e_friends_stay(m):
    return {"do": "friends_stay"}


@step("friends_stay")
def _d_friends_stay(g, f, step, e, rule):
    """104.2: until the turn ends, nothing takes this player's Friends out of play (dismissed,
    retired, banished, returned to a hand or a deck); the Friends that player controls then."""
    player = f["data"].get("me", f["ctrl"])
    g.s["flags"][FRIENDS_STAY[player]] = g.s["turn"]
    g.note("708.2", f"P{player}'s Friends can't leave play this turn" + g.by_text())
    return True


# ----- "can't leave play" (104.2; read by `MlpGame.can_leave_play`) ---------------------------


@template(r"while you have (\d+) or more friends here, your friends here can't leave play\.")
def _t_crowd_stays(m, t):
    """LL127 (a Problem): its controller's Friends at it, while there are at least N of them."""
    return _a("static", "crowd_cant_leave_play", t, "cant_leave_play", n=int(m.group(1)))


@answers(APPLIES, "crowd_cant_leave_play")
def _crowd_stays(g, s: dict, sc: dict, tc: dict, src: int, target: int, ability: Ability) -> bool:
    if tc["area"] != sc["area"] or tc["ctrl"] != sc["ctrl"] or not g.is_type(target, "friend"):
        return False
    return sum(1 for i in g.characters_at(sc["area"], sc["ctrl"]) if g.is_type(i, "friend")) >= ability.params["n"]


scope(SAME_AREA_STATICS, "crowd_cant_leave_play")


def keep_in_play_this_turn(g, iid: int, ctrl: int, src: int, rule: str) -> None:
    """ "That Friend can't leave play this turn": a modifier of kind `STAYS` on the card until
    the turn ends (it ends sooner if the card becomes a different card, 505.3)."""
    g.add_mod(STAYS, iid, until="turn", ctrl=ctrl, src=src)
    g.note(rule, f"{g.name(iid)} can't leave play this turn")
