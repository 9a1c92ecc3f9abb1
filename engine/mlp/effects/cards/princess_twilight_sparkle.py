"""Texts printed only on cards named Princess Twilight Sparkle: their patterns and what they do."""

from __future__ import annotations

from engine.mlp.effects.abilities import (
    asked_if_you_do,
    choose_yes_no,
    effect_rule,
    in_play,
    text_lacked,
)
from engine.mlp.effects.discounts import give_discount
from engine.mlp.effects.registry import (
    ACTIVATION_CHECKS,
    LOOKS_IN_DECKS,
    answers,
    runner,
    scope,
    triggered_by,
)
from engine.mlp.state.library import Ability
from engine.mlp.state.reasons import deck_empty
from engine.mlp.text.registry import ability as _a
from engine.mlp.text.registry import template
from engine.mlp.values import power


@template(r"when you play an event with cost (\d+) or less, if a player has (\d+) or more points, you may "
          r"banish this card to copy that event's effects\.")
def _t_copy_event_banish(m, t):
    return _a("trigger", "copy_event", t, "played", cost="banish_self", max_cost=int(m.group(1)),
              points=int(m.group(2)))


# ----- LL4, start side: a hand of different names turns it over -----------------------------------


@template(r"main phase: reveal your hand\. if no two cards in your hand have the same name, turn this card over\.")
def _t_reveal_hand_turn_over(m, t):
    return _a("activated", "reveal_hand_names_differ_turn_over", t, timing="main")


@runner("reveal_hand_names_differ_turn_over")
def _r_reveal_hand_turn_over(g, f, ability):
    """The hand is revealed whatever it holds; it turns over only when every card in it has a
    name of its own (201.1: title and subtitle; an empty hand or a single card has no two
    cards alike). The log names each card with its number, as every revealed hand is: the
    names hold commas of their own ("Cloudchaser, Ready and Willing")."""
    player = f["ctrl"]
    hand = g.s["players"][player]["hand"]
    names = [g.spec(i).name for i in hand]
    g.note_seen(effect_rule(f), f"P{player} reveals their hand: {', '.join(g.name(i) for i in hand) or 'no cards'}")
    if len(set(names)) < len(names):
        g.note("201.1", "two cards in it have the same name: the card is not turned over" + g.by_text())
        return True
    src = f["src"]
    if in_play(g, src) and not g.card(src)["boosted"]:
        g.turn_over(src)
    return True


@answers(ACTIVATION_CHECKS, "reveal_hand_names_differ_turn_over")
def _can_reveal_hand(g, player: int, iid: int, ability: Ability) -> bool:
    """A hand can always be revealed, even an empty one (it then turns the card over)."""
    return True


# ----- LL4, Boosted side: a card revealed at the start of the turn is cheaper ---------------------


@template(r"at the start of your turn, you may reveal the top card of your deck\. if you do, you may pay \{(\d+)\} "
          r"less to play the first card with that card's name this turn\.")
def _t_reveal_top_name_discount(m, t):
    return _a("trigger", "reveal_top_name_discount", t, "turn_start", n=int(m.group(1)))


@triggered_by("turn_start", "reveal_top_name_discount")
def _your_turn_starts(g, iid: int, ability: Ability, data: dict) -> dict | None:
    return {} if data["player"] == g.s["cards"][iid]["ctrl"] else None


@runner("reveal_top_name_discount")
def _r_reveal_top_name_discount(g, f, ability):
    """The player may reveal the top card (none with an empty deck, 705.2); the first card
    they play this turn with its name (201.1) then costs less (paying less is always what a
    player may choose, so the lower cost is the one offered: `power.name_discounts_flag`)."""
    player = f["ctrl"]
    deck = g.s["players"][player]["deck"]
    if not deck:
        text_lacked(f, deck_empty(player))
        return True
    asked = asked_if_you_do(g, f, "Reveal the top card of your deck")
    ans = choose_yes_no(g, f, player, asked)
    if ans is None:
        return False
    if ans[0] != "yes":
        return True
    name = g.spec(deck[-1]).name
    n = ability.params["n"]
    g.note_seen(effect_rule(f), f"P{player} reveals {name} from the top of their deck")
    give_discount(g, f, player, power.name_discounts_flag(player), n, name)
    g.note("708.2", f"P{player} may pay {n} less to play the first {name} this turn" + g.by_text())
    return True


# what can't be done while a card in play closes decks or discard piles (FF113: `abilities.closed_zone`)
scope(LOOKS_IN_DECKS, "reveal_top_name_discount")
