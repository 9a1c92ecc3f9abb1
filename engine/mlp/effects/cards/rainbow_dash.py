"""Texts printed only on cards named Rainbow Dash: their patterns and what they do."""


from __future__ import annotations

from typing import Any

from engine.core.plural import how_many
from engine.mlp.cards.keywords import KEYWORDS_WITH_VALUE
from engine.mlp.effects.abilities import (
    card_of_option,
    choose,
    effect_rule,
    in_play,
    is_problem_area,
    note_nothing_happened,
)
from engine.mlp.effects.moving import OWN_FRIEND_MOVED, movable_each_once, move_one_at_a_time
from engine.mlp.effects.registry import (
    ACTIVATION_CHECKS,
    APPLIES,
    ON_HOST_ONLY,
    OWN_CARDS,
    TRIGGER_MATCHERS,
    VALUE_RULES,
    Unmet,
    acts_on,
    answers,
    reads_board,
    runner,
    scope,
    step,
    unless,
)
from engine.mlp.effects.steps import acting_player, destinations, kept_from_moving
from engine.mlp.state.library import Ability
from engine.mlp.text.keywords import SUPPORTED_KEYWORDS
from engine.mlp.text.registry import ability as _a
from engine.mlp.text.registry import effect, template
from engine.mlp.values import power
from engine.mlp.values.power import has_trait


@template(r"when you move this card from home to a problem, you may pay \{(\d+)\} to move another one of your friends from home to that problem\.")
def _t_rd_boosted(m, t):
    return _a("trigger", "bring_friend", t, "moved", pay=int(m.group(1)), from_home=True)


@template(r"when you confront this card's problem, if you have a troublemaker at that problem, turn this card over\.")
def _t_rd(m, t):
    return _a("trigger", "turn_over", t, "confront", cond="own_troublemaker")


@template(r"main phase: exhaust this card to ready another one of your cards\.")
def _t_weather_leader(m, t):
    return _a("activated", "ready_another_own", t, timing="main", exhaust_self=True)


@runner("ready_another_own")
def _r_ready_another(g, f, ability):
    cands = _own_exhausted(g, f["ctrl"], f["src"])
    ans = choose(g, f, f["ctrl"], "target", "Ready another one of your cards",
                 [(f"card:{i}", g.name(i)) for i in cands])
    if ans is None:
        return False
    if ans:
        g.ready(card_of_option(ans[0]), "503.3")
    return True


def _own_exhausted(g, player: int, iid: int) -> list[int]:
    """A player's exhausted cards in play other than `iid` (705.2e: only those can be readied)."""
    cards = g.s["cards"]
    return [i for i in g.s["play"] if i != iid and cards[i]["ctrl"] == player and cards[i]["exhausted"]]


@answers(ACTIVATION_CHECKS, "ready_another_own")
def _can_ready_another_own(g, player: int, iid: int, ability: Ability) -> bool | Unmet:
    return unless(bool(_own_exhausted(g, player, iid)),
                  "ready", lacks=f"none of P{player}'s other cards is exhausted")


# What a card costs to play adds the "play_cost" texts in play (`values.power.PlayCosts`)
@template(r"you may pay \{(\d+)\} less to play accessories on this card\.")
def _t_accessory_discount(m, t):
    return _a("static", "accessory_on_self_discount", t, "play_cost", amount=-int(m.group(1)))


scope(ON_HOST_ONLY, "accessory_on_self_discount")


@answers(VALUE_RULES, "accessory_on_self_discount")
def _accessory_discount(g, src: int, subject: Any, ability: Ability, context: dict) -> int:
    """Her controller pays less for an Accessory played on her (paying less is never worse:
    the discount is always taken)."""
    card = context["card"]
    if (context.get("host") == src and subject == g.s["cards"][src]["ctrl"] and g.is_type(card, "resource")
            and g.spec(card).has_trait("accessory")):
        return ability.params["amount"]
    return 0


@template(r"accessories on this card have ([a-z]+)\.")
def _t_accessories_have(m, t):
    keyword = m.group(1).capitalize()
    if keyword not in SUPPORTED_KEYWORDS or keyword in KEYWORDS_WITH_VALUE:
        return None
    return _a("static", "own_accessories_keyword", t, "grant_keyword", keyword=keyword, value=None)


@answers(APPLIES, "own_accessories_keyword")
def _own_accessories(g, s: dict, sc: dict, tc: dict, src: int, target: int, ability: Ability) -> bool:
    return tc["host"] == src and g.is_type(target, "resource") and g.spec(target).has_trait("accessory")


reads_board(OWN_CARDS, "own_accessories_keyword")


@template(r"any phase: while there are at least (\d+) ([a-z ]+) friends at this card's problem, you may turn this "
          r"card over\.")
def _t_hanging_out(m, t):
    """"Any Phase:" an "[x] Phase" timing phrase: its controller turns it over while they are
    the turn player, in any phase of their turn, not during a faceoff (512.3, 512.3a); usable
    while the condition holds, at no cost."""
    return _a("activated", "turn_over_with_trait_friends_here", t, timing="any_phase", n=int(m.group(1)),
              trait=m.group(2))


def _enough_here(g, iid: int, ability: Ability) -> bool:
    c = g.s["cards"][iid]
    if c["boosted"] or g.s["areas"].get(c["area"], {}).get("kind") != "problem":
        return False
    p = ability.params
    found = [i for i in g.characters_at(c["area"]) if g.is_type(i, "friend") and g.face_up(i)
             and has_trait(g, i, p["trait"])]
    return len(found) >= p["n"]


@answers(ACTIVATION_CHECKS, "turn_over_with_trait_friends_here")
def _can_turn_over(g, player: int, iid: int, ability: Ability) -> bool | Unmet:
    p = ability.params
    return (unless(not g.s["cards"][iid]["boosted"], "turn", lacks=f"{g.name(iid)} is turned over already")
            and unless(_enough_here(g, iid, ability), "turn",
                       lacks=f"fewer than {p['n']} {p['trait'].title()} Friends are at {g.name(iid)}'s Problem"))


@runner("turn_over_with_trait_friends_here")
def _r_hanging_out(g, f, ability):
    if _enough_here(g, f["src"], ability):
        g.turn_over(f["src"], "301.2")
    return True


@template(r"at the start of each player's turn, that player loses all action tokens that weren't gained this "
          r"turn\.")
def _t_old_tokens_lost(m, t):
    return _a("trigger", "old_tokens_lost", t, "turn_start")


@answers(TRIGGER_MATCHERS, "old_tokens_lost")
def _turn_starts(g, iid: int, ability: Ability, data: dict) -> dict | None:
    """The turn starts before its player gains their tokens (603, 604.1): the tokens they
    hold now are the ones not gained this turn, counted as the ability triggers."""
    player = data["player"]
    return {"player": player, "old": g.s["players"][player]["tokens"]}


@runner("old_tokens_lost")
def _r_old_tokens_lost(g, f, ability):
    """Tokens are alike: the player keeps as many as they gained since (604.1), losing the
    rest of what they held (fewer if some were spent meanwhile). A player who held none as
    it triggered loses none: the effect is still created and processed every turn (704.1b,
    712.3: triggering is not optional; it may have been ordered among others), so, as every
    text that resolves doing nothing, it says so, but in one short line saying why
    ("Nothing happens: P0 has no action tokens from before this turn to lose"), not that
    its whole text "finds nothing to act on", which a judge reads as something missed."""
    player = f["data"]["player"]
    if not g.lose_tokens(player, f["data"]["old"], effect_rule(f), " not gained this turn"):
        none = "no action tokens" if not f["data"]["old"] else "none of the action tokens"
        note_nothing_happened(g, f, f"P{player} has {none} from before this turn to lose")
    return True


@template(r"immediate: if you control (\d+) or more characters with different power, turn this card over\.")
def _t_flight_instructor(m, t):
    return _a("activated", "turn_over_with_distinct_powers", t, timing="immediate", count=int(m.group(1)))


def _distinct_powers(g, player: int) -> int:
    return len({power.power(g, i) for i in g.characters(player) if g.face_up(i)})


@runner("turn_over_with_distinct_powers")
def _r_flight_instructor(g, f, ability):
    """Checked again as it resolves (the board may have changed meanwhile)."""
    src = f["src"]
    if in_play(g, src) and not g.card(src)["boosted"] and _distinct_powers(g, f["ctrl"]) >= ability.params["count"]:
        g.turn_over(src)
    return True


@answers(ACTIVATION_CHECKS, "turn_over_with_distinct_powers")
def _can_turn_over_with_distinct_powers(g, player: int, iid: int, ability: Ability) -> bool | Unmet:
    """Offered only while the condition holds: with no cost, using it otherwise would do
    nothing, over and over."""
    count, distinct = ability.params["count"], _distinct_powers(g, player)
    return unless(distinct >= count, "turn",
                  lacks=f"P{player}'s face-up characters have {how_many(distinct, 'different power')}, not {count}")


@effect(r"move another one of your characters with 1 less power to the same problem")
def _e_follow_one_weaker(m):
    return {"do": "move_one_weaker_to_same_problem"}


@step("move_one_weaker_to_same_problem")
def _d_follow_one_weaker(g, f, step, e, rule):
    """Another of the player's characters whose power is 1 less than the moved one's (both
    read as it resolves) is moved to the Problem that one was moved to (506.4): `_one_weaker`."""
    player, dest = acting_player(f), f["data"].get("area")
    cands = _one_weaker(g, f, step)
    ans = choose(g, f, player, "target", "Move which character with 1 less power there?",
                 [(f"card:{i}", g.name(i)) for i in cands])
    if ans is None:
        return False
    if ans:
        g.move(card_of_option(ans[0]), dest, player, "506.4")
    return True


@acts_on("move_one_weaker_to_same_problem")
def _one_weaker(g, f, step_: dict) -> list[int]:
    """The player's other characters, not at the Problem the moved one went to, with 1 less
    power than it, that the player may move; none once it or that Problem is gone (its "may"
    is then not asked, 712.3). The two powers are compared, so a frightened character's lack
    of power counts as 0 (105.2, `power.compared`): one follows a moved 1-power character."""
    player = acting_player(f)
    moved, dest = f["data"].get("it"), f["data"].get("area")
    if moved is None or not in_play(g, moved) or not is_problem_area(g, dest):
        return []
    bar = power.compared(g, moved) - 1
    return [i for i in g.characters(player) if i != moved and g.card(i)["area"] != dest
            and power.compared(g, i) == bar and kept_from_moving(g, i, player) is None]


# `procedures.faceoff.power_total` adds every "flipped_card_power" text to each unignored card
# the player flipped (514.4a)
@template(r"your flipped cards have \+(\d+) power\.")
def _t_flipped_cards_stronger(m, t):
    return _a("static", "own_flipped_cards_power", t, "flipped_card_power", n=int(m.group(1)))


@answers(VALUE_RULES, "own_flipped_cards_power")
def _flipped_bonus(g, src: int, subject, ability: Ability, context: dict) -> int:
    """The cards this card's controller flipped (`subject`: the player whose total it is)."""
    return ability.params["n"] if subject == g.s["cards"][src]["ctrl"] else 0


# ----- Crystallized ---------------------------------------------------------------------------


@template(r"main phase: exhaust this card and pay \{(\d+)\} to move a friend you control for each color this card "
          r"has\.")
def _t_crystallized(m, t):
    return _a("activated", "move_own_friends_per_color", t, timing="main", exhaust_self=True, pay=int(m.group(1)))


@runner("move_own_friends_per_color")
def _r_crystallized(g, f, ability):
    """As many moves as the colors this card has as the ability resolves (its last known
    colors, printed, once it has left play); fewer when fewer Friends can be moved (705.2e)."""
    def colors() -> int:
        return len(power.colors(g, f["src"]) if in_play(g, f["src"]) else g.lib.spec(f["card"]).colors)

    return move_one_at_a_time(g, f, f["data"], OWN_FRIEND_MOVED, colors, "Move a Friend you control", "506.4")


@answers(ACTIVATION_CHECKS, "move_own_friends_per_color")
def _can_move_own_friend(g, player: int, iid: int, ability: Ability) -> bool | Unmet:
    return unless(bool(movable_each_once(g, {"ctrl": player, "src": iid, "data": {}}, OWN_FRIEND_MOVED, [])),
                  "move", lacks=f"no Friend P{player} controls can be moved")


# ----- Zapp (HM140) ---------------------------------------------------------------------------


@template(r"chaos: when this card is flipped, pay any number of action tokens to frighten a friend for each action "
          r"token you pay this way\.")
def _t_zapp_chaos(m, t):
    return _a("trigger", "pay_tokens_to_frighten_friends", t, "self_flipped")


def _frightenable_friends(g, done: list[int] = ()) -> list[int]:
    """Face-up Friends in play, either player's, that can become frightened (504.2b, 104.2)."""
    return [i for i in g.s["play"] if i not in done and g.is_type(i, "friend") and g.face_up(i)
            and not g.s["cards"][i]["frightened"] and not power.static_any(g, "cant_frighten", i)]


@runner("pay_tokens_to_frighten_friends")
def _r_zapp_chaos(g, f, ability):
    """The player who flipped it pays any number of action tokens, at most as many as there
    are Friends to frighten (705.2e: one Friend for each token, so paying more could not be
    carried out), then frightens that many Friends, one at a time."""
    data, player = f["data"], f["ctrl"]
    if "left" not in data:
        most = min(g.s["players"][player]["tokens"], len(_frightenable_friends(g)))
        if most == 0:
            g.note("705.2e", f"{g.name(f['src'])}: no action token to pay or no Friend to frighten")
            return True
        ans = choose(g, f, player, "number",
                     "Pay how many action tokens to frighten that many Friends?",
                     [(f"n:{n}", how_many(n, "action token")) for n in range(most + 1)])
        if ans is None:
            return False
        paid = int(ans[0].split(":")[1])
        if paid:
            g.pay_tokens(player, paid, effect_rule(f))
        data["left"], data["done"] = paid, []
    while data["left"] > 0:
        cands = _frightenable_friends(g, data["done"])
        ans = choose(g, f, player, "target", f"Frighten a Friend ({data['left']} to go)",
                     [(f"card:{i}", g.name(i)) for i in cands])
        if ans is None:
            return False
        data["left"] -= 1
        if not ans:
            return True
        iid = card_of_option(ans[0])
        data["done"].append(iid)
        g.frighten(iid, effect_rule(f))
    return True


@template(r"immediate: pay \{(\d+)\} to move this card to a frightened friend's problem\.")
def _t_zapp_move(m, t):
    return _a("activated", "move_self_to_frightened_friends_problem", t, timing="immediate", pay=int(m.group(1)))


_SELF_TO_A_PROBLEM = {"do": "move", "target": {"self": True}, "dest": "problem"}


def _frightened_friends_problems(g, f: dict) -> list[str]:
    """The Problems where a frightened Friend (either player's) is that this card may be
    moved to now (506.2, texts that bar the move: `steps.destinations`)."""
    src, cards = f["src"], g.s["cards"]
    if not in_play(g, src) or kept_from_moving(g, src, f["ctrl"]) is not None:
        return []
    haunted = {cards[i]["area"] for i in g.s["play"] if cards[i]["frightened"] and g.is_type(i, "friend")}
    return [a for a in destinations(g, f, _SELF_TO_A_PROBLEM, src) if a in haunted]


@runner("move_self_to_frightened_friends_problem")
def _r_zapp_move(g, f, ability):
    dests = _frightened_friends_problems(g, f)
    ans = choose(g, f, f["ctrl"], "area", f"Move {g.name(f['src'])} to which frightened Friend's Problem?",
                 [(a, f"to {g.name(g.problem_card(a))}") for a in dests])
    if ans is None:
        return False
    if ans:
        g.move(f["src"], ans[0], f["ctrl"], "506.4")
    return True


@answers(ACTIVATION_CHECKS, "move_self_to_frightened_friends_problem")
def _can_move_to_frightened_friends_problem(g, player: int, iid: int, ability: Ability) -> bool | Unmet:
    return unless(bool(_frightened_friends_problems(g, {"ctrl": player, "src": iid, "data": {}})),
                  "move", lacks="no frightened Friend is at a Problem it can move to")
