"""Texts printed only on cards named Princess Celestia: their patterns and what they do."""


from __future__ import annotations

from typing import Any

from engine.core.plural import how_many
from engine.mlp.effects.abilities import (
    card_of_option,
    choose,
    choose_yes_no,
    effect_rule,
    in_play,
    kept_from_cost,
    lacked,
    own_card,
    tokens_enter_together,
)
from engine.mlp.effects.home_limits import counts_against_home_limit, home_limit
from engine.mlp.effects.registry import (
    ACTIVATION_CHECKS,
    AMOUNTS,
    APPLIES,
    OTHERS_OF_OWN_SIDE_STATICS,
    SELF_ONLY_STATICS,
    VALUE_RULES,
    Unmet,
    answers,
    runner,
    scope,
    triggered_by,
    unless,
)
from engine.mlp.effects.troublemakers import can_challenge, challenge_with, pays_to_challenge
from engine.mlp.state.library import Ability, token_id
from engine.mlp.state.reasons import has_none
from engine.mlp.text.normalize import ELEMENTS
from engine.mlp.text.registry import ability as _a
from engine.mlp.text.registry import template
from engine.mlp.values import power
from engine.mlp.values.power import colors, has_trait
from engine.mlp.values.power import power as power_of


# Royal Decree: a Friend barring opponents' Friends from its area by their power (in hand,
# their printed power); `effects.problems.friend_barred` asks every "cant_play_friend" text.
@template(r"opponents can't play friends with (\d+) or more power here\.")
def _t_opponents_barred_here(m, t):
    return _a("static", "opp_friends_barred_here", t, "cant_play_friend", at_least=int(m.group(1)))


@answers(VALUE_RULES, "opp_friends_barred_here")
def _opp_friends_barred_here(g, src: int, subject: Any, ability: Ability, context: dict) -> int:
    here = g.s["cards"][src]
    if subject == here["ctrl"] or context["area"] != here["area"]:
        return 0
    return int((g.spec(context["card"]).power or 0) >= ability.params["at_least"])


@template(r"this card has \+(\d+) power for each event in each banished zone\.")
def _t_events_banished(m, t):
    return _a("static", "self_power_per_banished_event", t, "power", amount=int(m.group(1)))


scope(SELF_ONLY_STATICS, "self_power_per_banished_event")


answers(APPLIES, "self_power_per_banished_event")(own_card)


@answers(AMOUNTS, "self_power_per_banished_event")
def _amount_banished_events(g, src: int, target: int, ability: Ability) -> int:
    """+N for each Event card in both players' banished zones."""
    events = sum(1 for p in g.s["players"] for i in p["banished"] if g.is_type(i, "event"))
    return ability.params["amount"] * events


@template(r"when one of your alicorn friends enters play, if you have at least (\d+) other alicorn friends?, turn "
          r"this card over\.")
def _t_solar_sister(m, t):
    return _a("trigger", "turn_over_with_alicorns", t, "enter_play", others=int(m.group(1)))


def _alicorn_friends(g, player: int) -> list[int]:
    return [i for i in g.characters(player) if g.is_type(i, "friend") and has_trait(g, i, "Alicorn")]


@runner("turn_over_with_alicorns")
def _r_solar_sister(g, f, ability):
    if in_play(g, f["src"]) and not g.card(f["src"])["boosted"]:
        g.turn_over(f["src"], "301.2")
    return True


@triggered_by("enter_play", "turn_over_with_alicorns")
def _alicorn_joins(g, iid: int, ability: Ability, data: dict) -> dict | None:
    """One of its controller's Alicorn Friends enters play while they have that many others."""
    c = g.s["cards"][iid]
    card = data["card"]
    if c["boosted"] or card not in g.s["cards"] or g.s["cards"][card]["ctrl"] != c["ctrl"]:
        return None
    if not g.is_type(card, "friend") or not has_trait(g, card, "Alicorn"):
        return None
    others = [i for i in _alicorn_friends(g, c["ctrl"]) if i != card]
    return {} if len(others) >= ability.params["others"] else None


_SISTERS = ("princess luna", "princess twilight sparkle", "princess cadance")


@template(r"while you have princess luna, princess twilight sparkle, or princess cadance, each of your alicorn "
          r"friends has \+(\d+) power\.")
def _t_solar_sister_boosted(m, t):
    return _a("static", "alicorns_pumped_with_a_sister", t, "power", amount=int(m.group(1)))


scope(OTHERS_OF_OWN_SIDE_STATICS, "alicorns_pumped_with_a_sister")


@answers(APPLIES, "alicorns_pumped_with_a_sister")
def _alicorns_with_a_sister(g, s: dict, sc: dict, tc: dict, src: int, target: int, ability: Ability) -> bool:
    """Its controller's Alicorn Friends, while that player has a character named one of the
    three in play (a frightened one too: it keeps its name, 505.1)."""
    if tc["ctrl"] != sc["ctrl"] or not g.is_type(target, "friend") or not has_trait(g, target, "Alicorn"):
        return False
    return any(not g.spec(i).names().isdisjoint(_SISTERS) for i in g.characters(sc["ctrl"]))


@template(r"at the end of your turn, if you have friends at home in excess of your home limit, you may exhaust this "
          r"card to put a friend there into its owner's hand\.")
def _t_hoof_shaker(m, t):
    return _a("trigger", "excess_home_friend_to_hand", t, "turn_end")


def _excess_at_home(g, player: int) -> list[int]:
    """The player's Friends at home that count against the home limit, when there are more
    than it allows (616.3); none otherwise."""
    limit = home_limit(g, player)
    friends = [i for i in g.at(f"home:{player}") if g.is_type(i, "friend") and g.s["cards"][i]["ctrl"] == player
               and counts_against_home_limit(g, i)]
    return friends if limit is not None and len(friends) > limit else []


@triggered_by("turn_end", "excess_home_friend_to_hand")
def _your_turn_ends_in_excess(g, iid: int, ability: Ability, data: dict) -> dict | None:
    ctrl = g.s["cards"][iid]["ctrl"]
    return {} if data["player"] == ctrl and _excess_at_home(g, ctrl) else None


@runner("excess_home_friend_to_hand")
def _r_excess_home_friend_to_hand(g, f, ability):
    """712.2: still in excess as it resolves; exhausting this card is the cost (707.2a)."""
    player, src = f["ctrl"], f["src"]
    if f["step"] == 0:
        c = g.s["cards"].get(src)
        if not in_play(g, src) or c["exhausted"] or c["frightened"] or not _excess_at_home(g, player):
            return True
        ans = choose_yes_no(g, f, player, "Exhaust this card to put a Friend at home into its owner's hand? (712.3)")
        if ans is None:
            return False
        if not ans or ans[0] != "yes" or not g.exhaust(src, "707.2a"):
            return True
        f["step"] = 1
    friends = [i for i in g.at(f"home:{player}") if g.is_type(i, "friend") and g.s["cards"][i]["ctrl"] == player]
    ans = choose(g, f, player, "target", "Put a Friend at home into its owner's hand",
                 [(f"card:{i}", g.name(i)) for i in friends])
    if ans is None:
        return False
    if ans:
        g.to_hand(card_of_option(ans[0]), effect_rule(f))
    return True


@template(r"main phase: retire one of your resources to add its power to one of your \{?(\w+)\}? friends until the "
          r"end of this turn and turn this card over\.")
def _t_equestrian_leader(m, t):
    """Retiring the Resource is the cost (703.1d), chosen first thing as it resolves; "its
    power" is the Resource's power as it last was in play."""
    color = ELEMENTS.get(m.group(1))
    if color is None:
        return None
    return _a("activated", "retire_resource_power_to_friend", t, timing="main", color=color)


def _own_resources(g, player: int) -> list[int]:
    """The player's Resources the cost may retire (705.2e, 508.1a: `kept_from_cost`)."""
    return [i for i in g.s["play"] if g.is_type(i, "resource") and g.s["cards"][i]["ctrl"] == player
            and kept_from_cost(g, i, "retire", player) is None]


@answers(ACTIVATION_CHECKS, "retire_resource_power_to_friend")
def _can_retire_a_resource(g, player: int, iid: int, ability: Ability) -> bool | Unmet:
    return unless(bool(_own_resources(g, player)), "retire", lacks=f"P{player} controls no Resource")


@runner("retire_resource_power_to_friend")
def _r_equestrian_leader(g, f, ability):
    player, data = f["ctrl"], f["data"]
    if "amount" not in data:
        ans = choose(g, f, player, "cost", "Retire one of your Resources (the cost)",
                     [(f"card:{i}", g.name(i)) for i in _own_resources(g, player)])
        if ans is None:
            return False
        if not ans:
            return True
        retired = card_of_option(ans[0])
        data["amount"] = power_of(g, retired) or 0
        g.retire(retired, "703.1d")
    color = ability.params["color"]
    friends = [i for i in g.characters(player) if g.is_type(i, "friend") and g.face_up(i)
               and color in colors(g, i)]
    if not friends:  # (said in place of "finds nothing to act on": `say_parts_found_nothing`)
        lacked(f, ("add",), has_none(player, f"face-up {color.title()} Friend"))
    ans = choose(g, f, player, "target", f"Give +{data['amount']} power to which of your {color} Friends?",
                 [(f"card:{i}", g.name(i)) for i in friends], instruction="add")
    if ans is None:
        return False
    if ans:
        friend = card_of_option(ans[0])
        g.add_mod("power", friend, data["amount"], until="turn", ctrl=player, src=f["src"])
        g.note(effect_rule(f), f"{g.name(friend)} gets +{data['amount']} power until the end of the turn{g.by_text()}")
    if in_play(g, f["src"]):
        g.turn_over(f["src"], "301.2")
    return True


@template(r"when this card enters play at a problem with an opponent's troublemaker, this card gets \+(\d+) power "
          r"until the end of the turn\. challenge that troublemaker with this card\.")
def _t_protector(m, t):
    return _a("trigger", "pump_and_challenge_with_self", t, "enter_play", amount=int(m.group(1)))


def _opposing_troublemakers_here(g, iid: int) -> list[int]:
    cards = g.s["cards"]
    area = cards[iid]["area"]
    return [i for i in g.at(area) if g.is_type(i, "troublemaker") and not cards[i]["face_down"]
            and cards[i]["ctrl"] != cards[iid]["ctrl"]]


@triggered_by("enter_play", "pump_and_challenge_with_self")
def _entered_with_a_troublemaker(g, iid: int, ability: Ability, data: dict) -> dict | None:
    return {} if data["card"] == iid and _opposing_troublemakers_here(g, iid) else None


@runner("pump_and_challenge_with_self")
def _r_protector(g, f, ability):
    """+N power, then a challenge with this card alone (`troublemakers.challenge_with`); no
    challenge while another faceoff runs (707.4a)."""
    src, player = f["src"], f["ctrl"]
    if not in_play(g, src):
        return True
    if "pumped" not in f["data"]:
        f["data"]["pumped"] = True
        g.add_mod("power", src, ability.params["amount"], until="turn", ctrl=player, src=src)
        g.note(effect_rule(f), f"{g.name(src)} gets +{ability.params['amount']} power until the end of the turn"
                               + g.by_text())
    data = f["data"]
    if "tm" not in data:
        # (only one it can challenge now: a faceoff running, a price it can't pay, 705.2e)
        found = [i for i in _opposing_troublemakers_here(g, src) if can_challenge(g, player, i, 1, anywhere=True)]
        ans = choose(g, f, player, "target", "Challenge which Troublemaker?", [(f"card:{i}", g.name(i)) for i in found])
        if ans is None:
            return False
        if not ans:
            return True
        data["tm"] = card_of_option(ans[0])
    paid = pays_to_challenge(g, f, player, data["tm"])
    if paid is None:
        return False
    if paid:
        challenge_with(g, player, data["tm"], [src])
    return True


@template(r"when this card enters play, choose a troublemaker\. you may put a number of 1 \{(\w+)\} critter friend "
          r"tokens into play equal to that troublemaker's power\.")
def _t_raptor_raiser(m, t):
    return _a("trigger", "critters_per_troublemaker_power", t, "enter_play", when="self",
              token=token_id(1, ELEMENTS.get(m.group(1), m.group(1)), "Critter"))


@runner("critters_per_troublemaker_power")
def _r_raptor_raiser(g, f, ability):
    """A face-up Troublemaker of any player is chosen (a face-down card has no power, 505.1);
    then its controller's controller ("you") may put that many tokens into play (521.1),
    each where they choose, all entering together once every place is chosen (704.1b)."""
    player = f["ctrl"]
    data = f["data"]
    if "n" not in data:
        cards = g.s["cards"]
        cands = [i for i in g.s["play"] if g.is_type(i, "troublemaker") and not cards[i]["face_down"]]
        ans = choose(g, f, player, "target", "Choose a Troublemaker", [(f"card:{i}", g.name(i)) for i in cands])
        if ans is None:
            return False
        if not ans:
            return True
        tm = card_of_option(ans[0])
        data["n"] = max(power.power(g, tm) or 0, 0)
    if "yes" not in data:
        ans = choose_yes_no(g, f, player, f"Put {how_many(data['n'], 'Critter token')} into play? (712.3)")
        if ans is None:
            return False
        if ans[0] != "yes":
            return True
        data["yes"] = True
    return tokens_enter_together(g, f, data, player, [ability.params["token"]] * data["n"]) is not None


# High Noon: what the card itself costs to play, read from the hand ("own_play_cost",
# `values.power.PlayCosts.unmodified`): paying less is never worse, so it is always taken
@template(r"while you have more friends than an opponent, you may pay \{(\d+)\} less to play this card\.")
def _t_cheaper_with_more_friends(m, t):
    return _a("static", "cheaper_with_more_friends", t, "own_play_cost", amount=-int(m.group(1)))


@answers(VALUE_RULES, "cheaper_with_more_friends")
def _cheaper_with_more_friends(g, src: Any, subject: Any, ability: Ability, context: dict) -> int:
    """For the player playing it, while they control more Friends than their opponent."""
    return ability.params["amount"] if _friends(g, subject) > _friends(g, 1 - subject) else 0


def _friends(g, player: int) -> int:
    """How many Friends a player controls (their characters but the Mane Character)."""
    return sum(1 for i in g.characters(player) if g.is_type(i, "friend"))
