"""Texts printed only on cards named Pinkie Pie: their patterns and what they do."""

from __future__ import annotations

from engine.mlp.effects.abilities import card_of_option, choose, in_play
from engine.mlp.effects.registry import ACTIVATION_CHECKS, answers, runner, step, triggered_by
from engine.mlp.effects.steps import acting_player
from engine.mlp.state.library import Ability
from engine.mlp.text.registry import ability as _a
from engine.mlp.text.registry import effect, template


@template(r"when your opponent confronts this card's problem, draw a card\.")
def _t_opp_confront_draw(m, t):
    return _a("trigger", "draw", t, "opp_confront", n=1)


@template(r"when you confront this card's problem, if none of your opponent's friends are at that problem, turn this card over\.")
def _t_pinkie(m, t):
    return _a("trigger", "turn_over", t, "confront", cond="no_opp_friends")


@effect(r"if an opponent has more cards in their hand than you, draw cards until you have the same number of "
        r"cards in your hand as your opponent")
def _e_draw_to_match(m):
    return {"do": "draw_to_match_opponent_hand"}


# ----- what it does ---------------------------------------------------------------------------


@step("draw_to_match_opponent_hand")
def _d_draw_to_match(g, f, step, e, rule):
    """Draws the difference when the opponent holds more cards (read as it resolves); none
    otherwise."""
    player = acting_player(f)
    short = len(g.s["players"][1 - player]["hand"]) - len(g.s["players"][player]["hand"])
    if short > 0:
        g.draw(player, short, rule)
    return True


# ----- Pinkie Pie, Party Cannoneer ------------------------------------------------------------------


@template(r"main phase: pay \{x\} to turn this card over, where x is the number of cards in your hand minus 1\.")
def _t_party_cannoneer(m, t):
    return _a("activated", "pay_hand_less_one_turn_over", t, timing="main")


def _hand_less_one(g, player: int) -> int:
    return max(0, len(g.s["players"][player]["hand"]) - 1)


@runner("pay_hand_less_one_turn_over")
def _r_party_cannoneer(g, f, ability):
    """703.1d: X is worked out as the cost is paid (a hand of none or one costs nothing)."""
    player = f["ctrl"]
    x = _hand_less_one(g, player)
    if x:
        g.pay_tokens(player, x, "703.1d")
    if in_play(g, f["src"]) and not g.card(f["src"])["boosted"]:
        g.turn_over(f["src"])
    return True


@answers(ACTIVATION_CHECKS, "pay_hand_less_one_turn_over")
def _can_pay_hand(g, player: int, iid: int, ability: Ability) -> bool:
    return g.s["players"][player]["tokens"] >= _hand_less_one(g, player)


@template(r"at the start of the score phase, you may exhaust this card and discard any number of random cards to "
          r"dismiss an opposing non-token friend with cost equal to the number of cards discarded this way\.")
def _t_cannon_blast(m, t):
    return _a("trigger", "discard_random_to_dismiss_same_cost", t, "score_start")


@triggered_by("score_start", "discard_random_to_dismiss_same_cost")
def _each_score_phase(g, iid: int, ability: Ability, data: dict) -> dict | None:
    return {}  # (any player's Score Phase)


def _costed_targets(g, player: int, cost: int) -> list[int]:
    cards = g.s["cards"]
    return [i for i in g.characters(1 - player) if g.is_type(i, "friend") and not cards[i].get("token")
            and (g.spec(i).cost or 0) == cost and g.can_be_dismissed(i)]


@runner("discard_random_to_dismiss_same_cost")
def _r_cannon_blast(g, f, ability):
    """707.2a: the player may pay the cost (exhaust this card, and discard the number of
    random cards they choose); then an opposing non-token Friend whose cost is that number
    is dismissed (chosen by them; none if there is none)."""
    player = f["ctrl"]
    src = f["src"]
    data = f["data"]
    if "n" not in data:
        c = g.s["cards"].get(src)
        if c is None or c["zone"] != "play" or c["exhausted"] or c["frightened"]:
            return True
        hand = len(g.s["players"][player]["hand"])
        ans = choose(g, f, player, "may", "Exhaust this card and discard random cards to dismiss an opposing Friend "
                     "with that cost?", [("no", "Don't"), *[(f"n:{n}", f"Discard {n} random card(s)")
                                                          for n in range(hand + 1)]])
        if ans is None:
            return False
        if ans[0] == "no":
            return True
        data["n"] = int(ans[0].split(":")[1])
        g.exhaust(src, "707.2a")
        for _ in range(data["n"]):
            g.discard_random(player, "707.2a")
    ans = choose(g, f, player, "target", f"Dismiss which opposing Friend with cost {data['n']}?",
                 [(f"card:{i}", g.name(i)) for i in _costed_targets(g, player, data["n"])])
    if ans is None:
        return False
    if ans and in_play(g, card_of_option(ans[0])):
        g.dismiss(card_of_option(ans[0]), "704")
    return True
