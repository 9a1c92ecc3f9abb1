"""Texts printed only on cards named Pinkie Pie: their patterns and what they do."""


from __future__ import annotations

from engine.core.plural import count_or_none, how_many
from engine.mlp.effects.abilities import (
    UNPAID,
    asked_if_you_do,
    card_of_option,
    choose,
    choose_yes_no,
    effect_rule,
    in_play,
    is_problem_area,
    not_exhaustable,
)
from engine.mlp.effects.at_random import discard_random_cards
from engine.mlp.effects.registry import (
    ACTIVATION_CHECKS,
    APPLIES,
    LOOKS_IN_DECKS,
    OPPOSING_SIDE_STATICS,
    SAME_AREA_STATICS,
    Unmet,
    answers,
    runner,
    scope,
    step,
    triggered_by,
    unless,
)
from engine.mlp.effects.steps import acting_player
from engine.mlp.state.library import Ability
from engine.mlp.text.normalize import ELEMENTS
from engine.mlp.text.registry import ability as _a
from engine.mlp.text.registry import effect, template


@template(r"when your opponent confronts this card's problem, draw a card\.")
def _t_opp_confront_draw(m, t):
    return _a("trigger", "draw", t, "opp_confront", n=1)


@template(r"when you confront this card's problem, if none of your opponent's friends are at that problem, turn this card over\.")
def _t_pinkie(m, t):
    return _a("trigger", "turn_over", t, "confront", cond="no_opp_friends")


@effect(r"your opponent needs \+(\d+) power to confront this card's problem this turn")
def _e_opponent_confront_need(m):
    return {"do": "opponent_confront_need_here", "n": int(m.group(1))}


@step("opponent_confront_need_here")
def _d_opponent_confront_need(g, f, step_: dict, e: dict, rule: str) -> bool:
    """611.3: a confront modifier on the opponent for the Problem where this card is, or
    was as a cost took it out of play ("you may retire this card. If you do, ..."), until
    the end of the turn. At home the card has no Problem: nothing changes."""
    opponent = 1 - f["ctrl"]
    area = f["data"].get("area") or g.s["cards"].get(f["src"], {}).get("area")
    if not is_problem_area(g, area):
        return True
    g.add_mod("confront", opponent, step_["n"], until="turn", ctrl=f["ctrl"], src=f["src"])
    g.s["mods"][-1]["area"] = area
    g.note("611.3", f"P{opponent} needs +{step_['n']} power to confront the Problem at {area} until the end of the turn{g.by_text()}")
    return True


@effect(r"if an opponent has more cards in their hand than you, draw cards until you have the same number of "
        r"cards in your hand as your opponent")
def _e_draw_to_match(m):
    return {"do": "draw_to_match_opponent_hand"}


@step("draw_to_match_opponent_hand")
def _d_draw_to_match(g, f, step, e, rule):
    """Draws the difference when the opponent holds more cards (read as it resolves); none
    otherwise."""
    player = acting_player(f)
    short = len(g.s["players"][1 - player]["hand"]) - len(g.s["players"][player]["hand"])
    if short > 0:
        g.draw(player, short, rule)
    return True


@template(r"when you end your turn, if this card is at home or a problem with at least (\d+) of your friends, turn this "
          r"card over\.")
def _t_pokey_pony(m, t):
    """(`mane_characters`: the end of the turn, with that many of your Friends where it is.)"""
    return _a("trigger", "turn_over", t, "turn_end", cond="with_friends", n=int(m.group(1)))


@template(r"when this card enters play, you may reveal the top card of your deck\. if you do, reveal cards from the "
          r"top of your deck until you reveal a number of friends equal to that card's printed power\. put any number "
          r"of revealed \{(\w+)\} friends into your hand and shuffle all other revealed cards into your deck\. all "
          r"opponents draw (\d+) cards? for each friend you put into your hand\.")
def _t_element_of_laughter(m, t):
    color = ELEMENTS.get(m.group(1))
    if color is None:
        return None
    return _a("trigger", "reveal_until_friends_keep_color", t, "enter_play", color=color, per=int(m.group(2)))


@runner("reveal_until_friends_keep_color")
def _r_element_of_laughter(g, f, ability):
    """The first card revealed sets the count and is the first of the cards revealed from
    the top (it is there); revealing stops at that many Friends or an empty deck. The kept
    Friends go to the hand, the rest are shuffled back (518.2-like), then each opponent
    draws for each kept Friend."""
    player, data, p = f["ctrl"], f["data"], ability.params
    deck = g.s["players"][player]["deck"]
    if "revealed" not in data:
        if not deck:
            return True
        asked = asked_if_you_do(g, f, "Reveal the top card of your deck")
        ans = choose_yes_no(g, f, player, asked)
        if ans is None:
            return False
        if not ans or ans[0] != "yes":
            return True
        need = g.spec(deck[-1]).power or 0
        revealed: list[int] = []
        friends = 0
        for iid in reversed(deck):
            if revealed and friends >= need:
                break
            revealed.append(iid)
            friends += g.spec(iid).type == "friend"
        data["revealed"] = revealed
        g.note_seen(effect_rule(f), f"P{player} reveals {', '.join(g.name(i) for i in revealed)} ({how_many(need, 'Friend')} wanted)")
    revealed = [i for i in data["revealed"] if i in deck]
    colored = [i for i in revealed if g.spec(i).type == "friend" and p["color"] in g.spec(i).colors]
    ans = choose(g, f, player, "target", f"Put any number of the revealed {p['color']} Friends into your hand",
                 [(f"card:{i}", g.name(i)) for i in colored], 0, len(colored))
    if ans is None:
        return False
    kept = [card_of_option(k) for k in ans]
    for iid in kept:
        g.to_hand(iid, effect_rule(f))
    g.shuffle_deck(player, effect_rule(f), "the other revealed cards into their deck")
    if kept:
        g.draw(1 - player, p["per"] * len(kept), effect_rule(f))
    return True


@template(r"during the score phase, if this card is exhausted, opposing friends here have -(\d+) power\.")
def _t_distracting(m, t):
    return _a("static", "exhausted_opposing_friends_here_weaker_in_score", t, "power", amount=-int(m.group(1)))


@answers(APPLIES, "exhausted_opposing_friends_here_weaker_in_score")
def _distracting_applies(g, s: dict, sc: dict, tc: dict, src: int, target: int, ability: Ability) -> bool:
    """Friends an opponent of this card's controller controls at its area (a Problem or
    home), while it is exhausted, during any player's Score Phase."""
    return (s["phase"] == "score" and sc["exhausted"] and tc["area"] == sc["area"] and tc["ctrl"] != sc["ctrl"]
            and g.is_type(target, "friend"))


scope(SAME_AREA_STATICS, "exhausted_opposing_friends_here_weaker_in_score")


scope(OPPOSING_SIDE_STATICS, "exhausted_opposing_friends_here_weaker_in_score")


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
def _can_pay_hand(g, player: int, iid: int, ability: Ability) -> bool | Unmet:
    x, tokens = _hand_less_one(g, player), g.s["players"][player]["tokens"]
    return unless(tokens >= x, lacks=f"X is {x} and P{player} has {count_or_none(tokens, 'action token')}")


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
    is dismissed (chosen by them; none if there is none). Exhausted or frightened, she can't
    pay, and the log says so (503.2a, 504.2a: `abilities.UNPAID`); with no Friend of that
    cost to dismiss, that is said, not left for the discards to end the text."""
    player = f["ctrl"]
    src = f["src"]
    data = f["data"]
    if "n" not in data:
        c = g.s["cards"].get(src)
        if c is None or c["zone"] != "play":
            return True
        if c["exhausted"] or c["frightened"]:
            rule, words = not_exhaustable(g, src, g.name(src))
            data[UNPAID] = ["dismiss", f"{words} ({rule})"]
            return True
        hand = len(g.s["players"][player]["hand"])
        ans = choose(g, f, player, "may", "Exhaust this card and discard random cards to dismiss an opposing Friend "
                     "with that cost?", [("no", "Don't"), *[(f"n:{n}", f"Discard {how_many(n, 'random card')}")
                                                          for n in range(hand + 1)]])
        if ans is None:
            return False
        if ans[0] == "no":
            return True
        data["n"] = int(ans[0].split(":")[1])
        data["picked"] = []
        g.exhaust(src, "707.2a")
    if "picked" in data:
        if not discard_random_cards(g, f, player, data["n"], data["picked"], "707.2a"):
            return False  # (a guess, or a replacement of a discard, first: `at_random`)
        del data["picked"]
    targets = _costed_targets(g, player, data["n"])
    if not targets:
        g.note(effect_rule(f), f"Nothing more happens: P{1 - player} has no non-token Friend in play with cost "
                               f"{data['n']} to dismiss{g.by_text()}")
        return True
    ans = choose(g, f, player, "target", f"Dismiss which opposing Friend with cost {data['n']}?",
                 [(f"card:{i}", g.name(i)) for i in targets])
    if ans is None:
        return False
    if ans and in_play(g, card_of_option(ans[0])):
        g.dismiss(card_of_option(ans[0]), effect_rule(f))
    return True


# what can't be done while a card in play closes decks or discard piles (FF113: `abilities.closed_zone`)
scope(LOOKS_IN_DECKS, "reveal_until_friends_keep_color")
