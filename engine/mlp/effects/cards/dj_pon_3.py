"""Texts printed only on cards named DJ Pon-3: their patterns and what they do."""


from __future__ import annotations

from engine.core.plural import how_many
from engine.mlp.effects.abilities import (
    choose,
    choose_yes_no,
    effect_rule,
    in_play,
    problem_options,
    problem_purpose,
    with_purpose,
)
from engine.mlp.effects.at_random import pick_at_random
from engine.mlp.effects.beneath import reaction_condition
from engine.mlp.effects.registry import ACTIVATION_CHECKS, answers, can_always, runner, triggered_by
from engine.mlp.effects.steps import (
    kept_from_moving,
    note_kept_from_every_target,
    note_problem_chosen,
    place_closed,
)
from engine.mlp.state.library import Ability
from engine.mlp.text.registry import ability as _a
from engine.mlp.text.registry import template


@template(r"when you draw your third card during a turn, shuffle your deck and turn this card over\.")
def _t_party_starter(m, t):
    return _a("trigger", "third_draw_shuffle_turn_over", t, "drew")


@runner("third_draw_shuffle_turn_over")
def _r_party_starter(g, f, ability):
    src, player = f["src"], f["ctrl"]
    g.shuffle_deck(player, effect_rule(f))
    if in_play(g, src) and not g.card(src)["boosted"]:
        g.turn_over(src, "301.2")
    return True


@triggered_by("drew", "third_draw_shuffle_turn_over")
def _third_draw(g, iid: int, ability: Ability, data: dict) -> dict | None:
    """Each card its controller draws is one occurrence (410.4b); the third of the turn
    triggers it. The player's count of cards drawn this turn (`drawn`, which a board file
    sets) takes in every card that player drew this turn, those drawn while this card was on
    its Boosted side too (turned over and back by Untested Magic Fireworks): "your third card
    during a turn" counts the player's draws, not this side's. The opening hand is no draw
    (102.3, 410.4a: `flow.take_opening_hand`), so it never triggers this."""
    c = g.s["cards"][iid]
    if data["player"] != c["ctrl"] or c["boosted"]:
        return None
    return {} if g.s["players"][c["ctrl"]]["drawn"] == 3 else None


@template(r"at the start of your score phase, if this card is with at least (\d+) of your friends, you may ready this "
          r"card\.")
def _t_ready_among_friends(m, t):
    return _a("trigger", "ready_with_friends", t, "score_start", least=int(m.group(1)))


def _with_friends(g, iid: int, least: int) -> bool:
    c = g.s["cards"][iid]
    return sum(1 for i in g.characters_at(c["area"], c["ctrl"]) if g.is_type(i, "friend")) >= least


@runner("ready_with_friends")
def _r_ready_with_friends(g, f, ability):
    src = f["src"]
    if not in_play(g, src) or not g.card(src)["exhausted"] or not _with_friends(g, src, ability.params["least"]):
        return True
    ans = choose_yes_no(g, f, f["ctrl"], f"Ready {g.name(src)}?")
    if ans is None:
        return False
    if ans[0] == "yes":
        g.ready(src)
    return True


@triggered_by("score_start", "ready_with_friends")
def _your_score_phase(g, iid: int, ability: Ability, data: dict) -> dict | None:
    c = g.s["cards"][iid]
    if data["player"] != c["ctrl"] or not _with_friends(g, iid, ability.params["least"]):
        return None
    return {}


@template(r"reaction: after (the start of any phase), you may put this card into its owner's hand to have all players "
          r"shuffle their hands into their decks then draw (\d+) cards\.")
def _t_everyponys_shufflin(m, t):
    """The reaction runner of the beneath family answers the occurrence (512.4c); returning
    this card to its owner's hand is its cost, paid first as it resolves (703.1d), and not
    offered while it can't be paid (`self_leaving`: 705.2e, 508.1a)."""
    found = reaction_condition(m.group(1))
    if found is None:
        return None
    condition, params, events = found
    return _a("activated", "react_beneath", t, timing="reaction", condition=condition, react_events=events,
              effect="bounce_self_hands_into_decks_draw", n=int(m.group(2)), self_leaving="bounce", **params)


@runner("bounce_self_hands_into_decks_draw")
def _r_shufflin(g, f, ability):
    if not in_play(g, f["src"]):
        return True
    g.to_hand(f["src"], "703.1d")
    for player in (0, 1):
        hand = list(g.s["players"][player]["hand"])
        for iid in hand:
            g.relocate(iid, "deck")
        g.shuffle_deck(player, effect_rule(f), f"their hand ({how_many(len(hand), 'card')}) into their deck")
    for player in (0, 1):
        g.draw(player, ability.params["n"], effect_rule(f))
    return True


@template(r"main phase: exhaust this card to choose a problem\. move a random friend to that problem\.")
def _t_flippant_dj(m, t):
    return _a("activated", "move_random_friend_to_chosen_problem", t, timing="main", exhaust_self=True)


answers(ACTIVATION_CHECKS, "move_random_friend_to_chosen_problem")(can_always)


@runner("move_random_friend_to_chosen_problem")
def _r_flippant_dj(g, f, ability):
    """Its controller chooses a Problem; one Friend picked at random (the game's seeded
    random) among the Friends in play, either player's, that player may move there (705.2e:
    not there already, nor kept from it by a text, `steps.kept_from_moving`, `place_closed`)
    is moved there by that player (506); when each Friend away from it is kept, none is
    picked and the log says why. The Problem is kept in the frame: a guess before the pick
    (`at_random`) runs this again."""
    player, data = f["ctrl"], f["data"]
    if "area" not in data:
        ans = choose(g, f, player, "area", with_purpose("Choose a Problem", problem_purpose(g, f)),
                     problem_options(g, g.problems()))
        if ans is None:
            return False
        if not ans:
            return True
        data["area"] = ans[0]
        note_problem_chosen(g, effect_rule(f), player, ans[0])
    area = data["area"]
    away = [i for p in (0, 1) for i in g.characters(p)
            if g.is_type(i, "friend") and g.s["cards"][i]["area"] != area]
    kept = {i: kept_from_moving(g, i, player) or place_closed(g, i, area, player) for i in away}
    found = [i for i in away if kept[i] is None]
    if away and not found:
        note_kept_from_every_target(g, {"do": "move"}, list(kept.items()), player, at_random=True)
    if found:
        picked = pick_at_random(g, f, found, effect_rule(f), what=f"the Friend moved to {area}")
        if picked is None:
            return False
        g.move(picked, area, player, "506.4")
    return True
