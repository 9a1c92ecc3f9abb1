"""Texts printed only on cards named Moondancer: their patterns and what they do."""

from __future__ import annotations

from engine.mlp.effects.abilities import card_of_option, choose, effect_rule
from engine.mlp.effects.entering_and_leaving_play import allow_play_from
from engine.mlp.effects.faceoffs import effect_flip
from engine.mlp.effects.registry import ACTIVATION_CHECKS, Unmet, answers, runner, unless
from engine.mlp.state.library import Ability
from engine.mlp.text.registry import ability as _a
from engine.mlp.text.registry import template


@template(r"chaos: when this card is flipped, you may put a card from your hand on top of your deck, then flip an "
          r"additional card\.")
def _t_page_turner(m, t):
    return _a("trigger", "chaos_hand_to_deck_top_then_flip", t, "self_flipped")


@runner("chaos_hand_to_deck_top_then_flip")
def _r_page_turner(g, f, ability):
    """Glossary, Chaos: the player who flipped it may put a card from their hand on top of
    their deck; only if they do is an additional card flipped (the whole is what "may"
    offers), most often the card just put there."""
    player = f["ctrl"]
    hand = g.s["players"][player]["hand"]
    ans = choose(g, f, player, "target", "Put which card from your hand on top of your deck, then flip an "
                 "additional card? (712.3)", [(f"card:{i}", g.name(i)) for i in hand], 0, 1) if hand else []
    if ans is None:
        return False
    if not ans:
        return True
    new = g.relocate(card_of_option(ans[0]), "deck")
    g.note("Glossary: Chaos", f"P{player} puts a card from their hand on top of their deck{g.by_text()}")
    g.put_on_deck_top(player, [new])
    if g.s["faceoff"] is not None:
        effect_flip(g, player, "Glossary: Chaos")
    return True


# ----- "choose an Event in your discard pile ... play that Event as though it were in your hand"

_REPLAY = "replay_event_from_discard_this_turn"


@template(r"immediate: exhaust this card to choose an event in your discard pile\. until the end of the turn, you may "
          r"play that event as though it were in your hand\. if you do and it would enter your discard pile, banish "
          r"it instead\.")
def _t_detail_oriented(m, t):
    return _a("activated", _REPLAY, t, timing="immediate", exhaust_self=True)


def _events_in_discard(g, player: int) -> list[int]:
    return [i for i in g.s["players"][player]["discard"] if g.spec(i).type == "event"]


@answers(ACTIVATION_CHECKS, _REPLAY)
def _can_choose_an_event(g, player: int, iid: int, ability: Ability) -> bool | Unmet:
    """705.2: only with an Event in the discard pile to choose."""
    return unless(bool(_events_in_discard(g, player)), "choose")


@runner(_REPLAY)
def _r_detail_oriented(g, f, ability):
    """The chosen Event may be played from the discard pile this turn, and then goes to the
    banished zone instead of the discard pile (`entering_and_leaving_play.allow_play_from`)."""
    player = f["ctrl"]
    cands = _events_in_discard(g, player)
    ans = choose(g, f, player, "target", "Choose an Event in your discard pile",
                 [(f"card:{i}", g.name(i)) for i in cands]) if cands else []
    if ans is None:
        return False
    if ans:
        chosen = card_of_option(ans[0])
        allow_play_from(g, player, chosen, "turn", banish=True, f=f)
        g.note(effect_rule(f), f"P{player} may play {g.name(chosen)} from their discard pile until the end of the turn{g.by_text()}")
    return True


# ----- Academic Professional (printed power 0: "power equal to" is 0 plus that much) ---------


@template(r"chaos: while this card is flipped, it has power equal to the highest power among opposing cards "
          r"involved in the faceoff\.")
def _t_flipped_matches_strongest_opponent(m, t):
    return _a("static", "flipped_self_power", t, "flipped_power", amount=1, count="highest_opp_involved")


@template(r"this card has \+(\d+) power for each opposing character at other locations\.")
def _t_power_per_opponent_elsewhere(m, t):
    return _a("static", "self_power_per", t, "power", amount=int(m.group(1)), count="opp_characters_elsewhere")
