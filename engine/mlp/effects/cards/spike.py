"""Texts printed only on cards named Spike: their patterns and what they do."""


from __future__ import annotations

from typing import Any

from engine.core.plural import how_many
from engine.mlp.effects.abilities import (
    UNPAID,
    card_of_option,
    choose,
    choose_yes_no,
    effect_rule,
    in_play,
)
from engine.mlp.effects.faceoffs import join
from engine.mlp.effects.registry import (
    ACTIVATION_CHECKS,
    LOOKS_IN_DECKS,
    VALUE_RULES,
    Unmet,
    answers,
    runner,
    scope,
    triggered_by,
    unless,
)
from engine.mlp.effects.steps import unpaid_reason
from engine.mlp.state.library import Ability
from engine.mlp.state.reasons import deck_empty
from engine.mlp.text.registry import ability as _a
from engine.mlp.text.registry import template


@template(r"main phase: exhaust this card to look at the bottom (\d+) cards of your deck\. you may put 1 of them "
          r"on top of your deck\.")
def _t_bottom_to_top(m, t):
    return _a("activated", "look_bottom_put_one_on_top", t, timing="main", exhaust_self=True, n=int(m.group(1)))


@runner("look_bottom_put_one_on_top")
def _r_bottom_to_top(g, f, ability):
    """The deck keeps its top at the end of the list, so the bottom cards are its first;
    a card moved within the deck stays the same card (no zone change, 410.6)."""
    player = f["ctrl"]
    deck = g.s["players"][player]["deck"]
    bottom = deck[: ability.params["n"]]
    if not bottom:
        return True
    if "looked" not in f["data"]:
        f["data"]["looked"] = True
        g.note_seen("401", f"P{player} looks at the bottom {how_many(len(bottom), 'card')} of their deck")
    # (a deck down to one card shows that card alone: "it", not "one of them" and "both")
    prompt = ("Put it on top of your deck? (you may keep it where it is)" if len(bottom) == 1
              else f"Put one of them on top of your deck? (you may keep {'both' if len(bottom) == 2 else 'all'} "
                   "where they are)")
    ans = choose(g, f, player, "target", prompt, [(f"card:{i}", g.name(i)) for i in bottom], 0, 1)
    if ans is None:
        return False
    if ans:
        card = card_of_option(ans[0])
        deck.remove(card)
        deck.append(card)
        g.note("401", f"P{player} puts {'it' if len(bottom) == 1 else 'one of them'} on top of their deck{g.by_text()}")
    return True


@answers(ACTIVATION_CHECKS, "look_bottom_put_one_on_top")
def _can_activate(g, player: int, iid: int, ability: Ability) -> bool | Unmet:
    """Only with cards in the deck to look at (705.2e)."""
    return unless(bool(g.s["players"][player]["deck"]), "look", lacks=deck_empty(player))


@template(r"at the start of a troublemaker faceoff, you may exhaust this card to have it become involved in the "
          r"faceoff\.")
def _t_fight_and_flight(m, t):
    return _a("trigger", "exhaust_to_join_tm_faceoff", t, "faceoff_start")


@runner("exhaust_to_join_tm_faceoff")
def _r_fight_and_flight(g, f, ability):
    """Exhausting this card is the price (707.2a); it is then involved in the faceoff on its
    controller's side, wherever it is (514.2: the faceoff's flagged cards)."""
    src, fo = f["src"], g.s["faceoff"]
    if fo is None or not in_play(g, src) or g.card(src)["exhausted"] or src in fo["flagged"]:
        return True
    ans = choose_yes_no(g, f, f["ctrl"], f"Exhaust {g.name(src)} to join the faceoff?")
    if ans is None:
        return False
    if ans[0] == "yes" and g.exhaust(src):
        join(g, src, effect_rule(f))
    return True


@triggered_by("faceoff_start", "exhaust_to_join_tm_faceoff")
def _tm_faceoff_starts(g, iid: int, ability: Ability, data: dict) -> dict | None:
    return {} if data.get("kind") == "troublemaker" else None


@template(r"when this card is uncovered, an opponent may pay \{(\d+)\} to dismiss this card\. "
          r"\(doing so does not defeat this troublemaker\.\)\.?")
def _t_excessive(m, t):
    return _a("trigger", "opponent_may_pay_to_dismiss", t, "uncovered", amount=int(m.group(1)))


@runner("opponent_may_pay_to_dismiss")
def _r_opponent_may_pay_to_dismiss(g, f, ability):
    """The opponent of its controller may pay to dismiss it: dismissed, not defeated (no
    points, no "defeats" triggers, 514.5a). Without the tokens nothing is asked (705.2e): the
    log says the opponent can't pay (`abilities.UNPAID`), not that the text found nothing."""
    src = f["src"]
    if not in_play(g, src):
        return True
    opponent = 1 - g.card(src)["ctrl"]
    amount = ability.params["amount"]
    if g.s["players"][opponent]["tokens"] < amount:
        f["data"][UNPAID] = ["dismiss", unpaid_reason(g, opponent, src, ["pay", amount])[1]]
        return True
    ans = choose_yes_no(g, f, opponent, f"Pay {amount} to dismiss {g.name(src)}?")
    if ans is None:
        return False
    if ans[0] == "yes":
        g.pay_tokens(opponent, amount, effect_rule(f))
        g.dismiss(src, effect_rule(f))
    return True


@triggered_by("uncovered", "opponent_may_pay_to_dismiss")
def _this_card_uncovered(g, iid: int, ability: Ability, data: dict) -> dict | None:
    return {} if data["card"] == iid else None


# `values.power.challenge_tax` adds up every "challenge_tax" text for a challenge (608).
@template(r"opponents can't challenge your troublemakers unless they pay \{(\d+)\}\.")
def _t_challenge_tax(m, t):
    return _a("static", "opponents_pay_to_challenge", t, "challenge_tax", n=int(m.group(1)))


@answers(VALUE_RULES, "opponents_pay_to_challenge")
def _tax(g, src: int, subject: Any, ability: Ability, context: dict) -> int:
    """DE82: an opponent of this card's controller challenging a Troublemaker they control."""
    ctrl = g.s["cards"][src]["ctrl"]
    return ability.params["n"] if subject != ctrl and g.s["cards"][context["tm"]]["ctrl"] == ctrl else 0


@template(r"if you would choose one effect while playing a song card, you may choose each effect instead\.")
def _t_master_of_ceremonies(m, t):
    """Asked where a Song's "Choose one:" is chosen (`steps.run`): an option "Each effect"."""
    return _a("static", "song_choose_each_effect", t, "song_choose_each")


@answers(VALUE_RULES, "song_choose_each_effect")
def _song_choose_each(g, src: int, subject: Any, ability: Ability, context: dict) -> int:
    return 1 if g.s["cards"][src]["ctrl"] == subject else 0


# what can't be done while a card in play closes decks or discard piles (FF113: `abilities.closed_zone`)
scope(LOOKS_IN_DECKS, "look_bottom_put_one_on_top")
