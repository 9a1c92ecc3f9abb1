"""Texts printed only on cards named Maud Pie: their patterns and what they do."""

from __future__ import annotations

from engine.mlp.effects.abilities import card_of_option, choose, in_play, opposing_friends, own_card
from engine.mlp.effects.registry import (
    ACTIVATION_CHECKS,
    APPLIES,
    SELF_ONLY_STATICS,
    Unmet,
    answers,
    runner,
    scope,
    unless,
)
from engine.mlp.state.library import Ability
from engine.mlp.text.registry import ability as _a
from engine.mlp.text.registry import template
from engine.mlp.values.power import power


@template(r"while this card has at least (\d+) power, your friends can't be frightened\.")
def _t_strong_guard(m, t):
    return _a("static", "own_friends_unfrightenable_while_strong", t, "cant_frighten", at_least=int(m.group(1)))


@answers(APPLIES, "own_friends_unfrightenable_while_strong")
def _applies(g, s: dict, sc: dict, tc: dict, src: int, target: int, ability: Ability) -> bool:
    """This card's controller's Friends (this card too), while its power reaches the number."""
    return (tc["ctrl"] == sc["ctrl"] and g.is_type(target, "friend")
            and (power(g, src) or 0) >= ability.params["at_least"])


# the state asks the "shielded_from_opponents" texts as a card is dismissed or put into a hand
# (`MlpGame.shielded_from`, with the player whose effect does it); moving it by an opponent
# is barred as Pearly Stitch's "Your opponent's cards can't move this card" is ("cant_move")
@template(r"this card can't be dismissed, moved, or put into its owner's hand from play by opponents\.")
def _t_like_a_rock(m, t):
    return [_a("static", "self_shielded_from_opponents", t, "shielded_from_opponents", verbs=["dismiss", "bounce"]),
            _a("static", "cant_be_moved_by_opponent", t, "cant_move")]


answers(APPLIES, "self_shielded_from_opponents")(own_card)
scope(SELF_ONLY_STATICS, "self_shielded_from_opponents")


# ----- Maud Pie, Let's Play "Camouflage" (CGpf14) -------------------------------------------------


@template(r"if this card would ready, you may pay \{1\}\. if you do, this card remains exhausted instead\.")
def _t_stays_exhausted(m, t):
    """Replacement text (710) on its readying, in the Ready Phase or by a text (`MlpGame.ready`,
    `engine.mlp.effects.replacement`): its controller may pay [1] so that nothing happens."""
    return _a("replace", "instead", t, "would_ready", target={"self": True}, may=True, costs=[["pay", 1]],
              fate="none")


@template(r"main phase: exhaust this card to choose an opponent's friend\. while this card remains exhausted, that "
          r"friend loses and can't have abilities\.")
def _t_camouflage(m, t):
    return _a("activated", "opp_friend_loses_abilities_while_exhausted", t, timing="main", exhaust_self=True)


@answers(ACTIVATION_CHECKS, "opp_friend_loses_abilities_while_exhausted")
def _an_opponents_friend(g, player: int, iid: int, ability: Ability) -> bool | Unmet:
    """With an opponent's Friend in play to choose (705.2e)."""
    return unless(bool(opposing_friends(g, player)), "choose")


@runner("opp_friend_loses_abilities_while_exhausted")
def _r_camouflage(g, f, ability) -> bool:
    """The chosen Friend loses and can't have abilities (708.2) for as long as this card stays
    exhausted: the modifier ends as it readies, is frightened or leaves play
    (`MlpGame.end_while_exhausted`)."""
    src, me = f["src"], f["ctrl"]
    ans = choose(g, f, me, "target", "Choose an opponent's Friend: it loses its abilities while this card "
                 "remains exhausted", [(f"card:{i}", g.name(i)) for i in opposing_friends(g, me)])
    if ans is None:
        return False
    if not ans or not in_play(g, src) or not g.card(src)["exhausted"]:
        return True
    friend = card_of_option(ans[0])
    g.take_abilities_away(friend, f"exhausted:{src}", me, src)
    g.note("708.2", f"{g.name(friend)} loses and can't have abilities while this card remains exhausted{g.by_text()}")
    return True
