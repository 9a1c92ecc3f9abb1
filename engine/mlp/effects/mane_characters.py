"""Mane Characters turning over (301.2) and their Boosted sides.

Each wording's pattern (registered into `engine.mlp.text.registry`) sits with the
runner that carries it out (registered into `engine.mlp.effects.registry`).
"""

from __future__ import annotations

from engine.mlp.effects.abilities import (
    card_of_option,
    choose,
    choose_color,
    color_words,
    in_play,
    nameable_troublemaker,
)
from engine.mlp.effects.faceoffs import won_by_this_card
from engine.mlp.effects.registry import (
    ACTIVATION_CHECKS,
    PART_TRIGGER_MATCHERS,
    STEP_REFUSALS,
    Unmet,
    acts_on,
    answers,
    runner,
    step,
    triggered_by,
    unless,
)
from engine.mlp.effects.steps import acting_player, can_move_to
from engine.mlp.state.library import Ability
from engine.mlp.text.registry import ability as _a
from engine.mlp.text.registry import effect, head_reader, template
from engine.mlp.values import power
from engine.mlp.values.power import has_trait


@template(r"when you move this card to a problem, you may move another one of your characters to the same problem\.")
def _t_holly(m, t):
    return _a("trigger", "bring_friend", t, "moved", pay=0, from_home=False)


# Mane Characters turning over (301.2)
@template(r"when you confront this card's problem, turn this card over\.")
def _t_confront_turn(m, t):
    return _a("trigger", "turn_over", t, "confront", cond="always")


@template(r"when you win a faceoff involving this card, turn this card over\.")
def _t_ts(m, t):
    return _a("trigger", "turn_over", t, "faceoff_won", cond="involved")


@template(r"when you play a friend that is a different color from one of your other friends, turn this card over\.")
def _t_different_color_friend_turns_over(m, t):
    """CSf1: see `_played_a_different_color`."""
    return _a("trigger", "turn_over", t, "played", cond="different_color")


@template(r"when this side of the card is turned face up, choose a color for each of your opponents\. this card gains "
          r"each of those colors\.")
def _t_gains_a_color_per_opponent(m, t):
    """CSf1's Boosted side: the colors are gained as a modifier kept while the card stays in
    play (410.6)."""
    return _a("trigger", "gain_color_per_opponent", t, "turned_over")


# ----- what it does ---------------------------------------------------------------------------


@runner("bring_friend")
def _r_bring_friend(g, f, ability):
    s = g.s
    area = f["data"]["area"]
    p = ability.params
    player = f["ctrl"]
    if p["pay"] and s["players"][player]["tokens"] < p["pay"]:
        return True
    if p["from_home"]:
        cands = [i for i in g.at(f"home:{player}") if g.is_type(i, "friend") and g.card(i)["ctrl"] == player]
        question = f"Pay {p['pay']} to move another of your Friends from home to that Problem?"
    else:
        cands = [i for i in g.characters(player) if i != f["src"]]
        question = "Move another character to that Problem?"
    ans = choose(g, f, player, "target", question,
                 [("none", "Don't"), *[(f"card:{i}", g.name(i)) for i in cands if can_move_to(g, i, area, player)]])
    if ans is None:
        return False
    if ans and ans[0] != "none":
        if p["pay"]:
            g.pay_tokens(player, p["pay"], "707.2a")  # ("pay [1] to move ...": the modifier's cost)
        g.move(card_of_option(ans[0]), area, player, "506.4")
    return True


@runner("turn_over")
def turn_self_over(g, f, ability):
    """"Turn this card over" (a Start side's text: to its Boosted side, 301.2)."""
    if in_play(g, f["src"]) and not g.card(f["src"])["boosted"]:
        g.turn_over(f["src"], "301.2")
    return True


@runner("gain_color_per_opponent")
def _r_gain_color_per_opponent(g, f, ability):
    """One color chosen for each opponent (this engine plays two-player games: one), each
    gained by the card (a color modifier, 711.3a)."""
    src, player = f["src"], f["ctrl"]
    if not in_play(g, src):
        return True
    color = choose_color(g, f, player, f"Choose a color for P{1 - player}")
    if color is None:
        return False
    g.add_mod("power", src, 0, color, until="play", ctrl=player, src=src)
    g.note("711.3", f"{g.name(src)} gains {color_words(color)}{g.by_text(g.name(src))}")
    return True


@template(r"while there is another character with at least (\d+) power here, you may turn this card over\.")
def _t_turn_over_while_strong_company(m, t):
    """EO3: a permission its player may use whenever they have priority while the condition
    holds (read as an Immediate ability with no cost, offered only then and only once: the
    Boosted side does not have it)."""
    return _a("activated", "turn_over_while_strong_company", t, timing="immediate", min_power=int(m.group(1)))


runner("turn_over_while_strong_company")(turn_self_over)


@answers(ACTIVATION_CHECKS, "turn_over_while_strong_company")
def _strong_company_here(g, player: int, iid: int, ability: Ability) -> bool | Unmet:
    """Another character (anyone's) with at least that much power at this card's area."""
    c = g.s["cards"][iid]
    least = ability.params["min_power"]
    return (unless(not c["boosted"], "turn", lacks=f"{g.name(iid)} is turned over already")
            and unless(any(other != iid and (power.power(g, other) or 0) >= least
                           for other in g.characters_at(c["area"])), "turn",
                       lacks=f"no other character with at least {least} power is there"))


# ----- what triggers it -------------------------------------------------------------------------


@triggered_by("confront", "turn_over")
def _confronted_here(g, iid: int, ability: Ability, data: dict) -> dict | None:
    """"When you confront this card's Problem, if ...": the Mane Character's condition."""
    c = g.s["cards"][iid]
    if data["player"] != c["ctrl"] or data["area"] != c["area"] or c["boosted"]:
        return None
    area = data["area"]
    cond = ability.params["cond"]
    if cond == "no_opp_friends":
        ok = not any(g.is_type(i, "friend") for i in g.characters_at(area, 1 - c["ctrl"]))
    elif cond == "own_troublemaker":
        ok = any(nameable_troublemaker(g, i) and g.card(i)["ctrl"] == c["ctrl"] for i in g.at(area))
    elif cond == "trait_friend":
        trait = ability.params["trait"]
        ok = any(g.is_type(i, "friend") and has_trait(g, i, trait) for i in g.characters_at(area, c["ctrl"]))
    elif cond == "excess":
        ok = data["excess"] > 0
    else:
        ok = True
    return {} if ok else None


@triggered_by("played", "turn_over")
def _played_a_different_color(g, iid: int, ability: Ability, data: dict) -> dict | None:
    """"When you play a Friend that is a different color from one of your other Friends": its
    colors as it entered play are not those of one of its player's other face-up Friends (a
    Friend of two colors is a different color from a Friend of one of them)."""
    c = g.s["cards"][iid]
    new = data.get("card")
    if ability.params.get("cond") != "different_color" or data.get("player") != c["ctrl"] or c["boosted"] \
            or new not in g.s["cards"] or not g.is_type(new, "friend"):
        return None
    colors = set(power.colors(g, new))
    others = (i for i in g.characters(c["ctrl"]) if i != new and g.is_type(i, "friend") and g.face_up(i))
    return {} if any(set(power.colors(g, i)) != colors for i in others) else None


@triggered_by("turned_over", "gain_color_per_opponent")
def _turned_to_boosted(g, iid: int, ability: Ability, data: dict) -> dict | None:
    return {} if data["card"] == iid and data["boosted"] else None


@triggered_by("faceoff_won", "turn_over")
def _won_with_this_card(g, iid: int, ability: Ability, data: dict) -> dict | None:
    return {} if won_by_this_card(g, iid, ability, data) else None


@triggered_by("turn_end", "turn_over")
def _turn_ended_with(g, iid: int, ability: Ability, data: dict) -> dict | None:
    """"At the end of your turn, if you have a Friend with at least N power" (CN2) / "When
    you end your turn, if this card is at home or a Problem with at least N of your
    Friends" (CN3): checked as the turn ends (712.2)."""
    c = g.s["cards"][iid]
    if data["player"] != c["ctrl"] or c["boosted"]:
        return None
    p = ability.params
    friends = [i for i in g.characters(c["ctrl"]) if g.is_type(i, "friend") and g.face_up(i)]
    if p["cond"] == "friend_min_power":
        ok = any((power.power(g, i) or 0) >= p["n"] for i in friends)
    else:  # "with_friends": its own area, home or a Problem
        ok = sum(1 for i in friends if g.s["cards"][i]["area"] == c["area"]) >= p["n"]
    return {} if ok else None


@head_reader
def _this_side_turned_face_up(text: str):
    """"When this side of the card is turned face up" (printed on a Boosted side, 301.2)."""
    return ("turned_over", "self", {}) if text == "when this side of the card is turned face up" else None


@answers(PART_TRIGGER_MATCHERS, "turned_over")
def _turned_to_this_side(g, iid: int, ability: Ability, data: dict) -> dict | None:
    return {} if data["card"] == iid and data["boosted"] else None


# ----- turning every Mane Character over (301.2) ------------------------------------------------


@effect(r"turn each (?:mane )?character over")
def _e_turn_each_over(m):
    """AD203: "each character": only a Mane Character has two sides to turn (301.2); a Friend
    turned over stays as it is."""
    return {"do": "turn_each_mane_over"}


@step("turn_each_mane_over")
def _d_turn_each_mane_over(g, f, step_, e, rule):
    for iid in [i for i in g.s["play"] if g.spec(i).type == "mane"]:
        g.turn_over(iid, "301.2")
    return True
# ----- "turn a Mane Character to its Start side" (301.2) ---------------------------------------


@effect(r"turn (a|an opponent's) mane character to its start side")
def _e_unboost(m):
    return {"do": "turn_mane_to_start", "opp": m.group(1) != "a"}


@acts_on("turn_mane_to_start")
def _boosted_manes(g, f: dict, step_: dict) -> list[int]:
    """The Mane Characters "turn a Mane Character to its Start side" may choose: those on their
    Boosted side (either player's, or only an opponent's); one already on its Start side can't
    be chosen (it would not change). With none, the instruction can't be done: its "may" is not
    asked (705.2e, 712.3) and an ability made of it can't be activated (705.2: Biff)."""
    player = acting_player(f)
    cards = g.s["cards"]
    return [i for i in g.s["play"] if g.spec(i).type == "mane" and cards[i]["boosted"]
            and not (step_.get("opp") and cards[i]["ctrl"] == player)]


@answers(STEP_REFUSALS, "turn_mane_to_start")
def _why_no_mane_to_unboost(g, f: dict, step_: dict) -> tuple[str, str] | None:
    """For a judge's "why not?": no Mane Character it may choose is on its Boosted side."""
    if step_.get("opp"):
        return "705.2", f"P{1 - acting_player(f)}'s Mane Character is on its Start side already (301.2)"
    return "705.2", "every Mane Character is on its Start side already (301.2)"


@step("turn_mane_to_start")
def _d_unboost(g, f, step_, e, rule):
    """A Mane Character on its Boosted side goes back to its Start side (301.2): `_boosted_manes`."""
    player = acting_player(f)
    boosted = _boosted_manes(g, f, step_)
    ans = choose(g, f, player, "target", "Turn which Mane Character to its Start side?",
                 [(f"card:{i}", g.name(i)) for i in boosted])
    if ans is None:
        return False
    if ans:
        g.turn_over(card_of_option(ans[0]), rule)
    return True
