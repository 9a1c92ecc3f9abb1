"""Texts printed only on cards named Fluttershy: their patterns and what they do."""


from __future__ import annotations

from typing import Any

from engine.core.plural import how_many
from engine.mlp.effects.abilities import (
    card_of_option,
    choose,
    choose_yes_no,
    effect_rule,
    found_into_hand,
    in_play,
    is_involved,
    is_problem_area,
    nameable_troublemaker,
    problem_options,
    put_in_play,
    text_lacked,
)
from engine.mlp.effects.faceoffs import watch_flips_by_name
from engine.mlp.effects.hooks import flow
from engine.mlp.effects.naming import choose_name
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
from engine.mlp.effects.steps import can_move_to, enter_play
from engine.mlp.state.library import Ability
from engine.mlp.state.reasons import none_in_play
from engine.mlp.text.parts import TRAITS
from engine.mlp.text.registry import ability as _a
from engine.mlp.text.registry import template
from engine.mlp.values.power import has_trait


@template(r"when you confront this card's problem, if you have a (\w+) friend at that problem, turn this card over\.")
def _t_fs(m, t):
    return _a("trigger", "turn_over", t, "confront", cond="trait_friend", trait=m.group(1))


@template(r"at the start of a faceoff involving this card, you may name a friend\. until the end of the faceoff, when "
          r"you flip a friend with that name, put that friend into play\.")
def _t_all_creatures(m, t):
    return _a("trigger", "name_friend_for_flips", t, "faceoff_start")


@runner("name_friend_for_flips")
def _r_all_creatures(g, f, ability):
    """As the faceoff starts: the name (or none: "you may"), watched for the rest of the faceoff
    (`faceoffs.watch_flips_by_name`); triggered again by a flip of a Friend with that name
    (`flipped` in its data), that Friend enters play from the flip zone (706.1) at its
    player's home or a Problem, as they choose (302.1), and so no longer adds its power to
    their total (514.4a)."""
    data, player = f["data"], f["ctrl"]
    if "flipped" in data:
        card = data["flipped"]
        if card not in g.s["cards"] or g.card(card)["zone"] != "flip":
            return True
        data["card"] = card
        return enter_play(g, f, data, [f"home:{player}", *g.problems()], player)
    if g.s["faceoff"] is None:
        return True
    if "naming" not in data:
        ans = choose_yes_no(g, f, player, "Name a Friend to put into play when you flip it this faceoff? (712.3)")
        if ans is None:
            return False
        if ans[0] != "yes":
            return True
        data["naming"] = True
    name = choose_name(g, f, player, "friend")
    if name is False:
        return False
    if name is not None:
        watch_flips_by_name(g, player, name, f["src"], f["card"], f["ab"])
    return True


@template(r"at the start of a faceoff involving this card, you may move a (\w+) friend to this card's problem\.")
def _t_fs_boosted(m, t):
    return _a("trigger", "faceoff_call_friend", t, "faceoff_start", trait=m.group(1))


@runner("faceoff_call_friend")
def _r_call_friend(g, f, ability):
    """"A Critter Friend": any player's, as the text names no controller (an opponent's one
    moved to a Problem faceoff's Problem joins it on its controller's side, 514.2d); only one
    that can be moved there is offered (705.2e)."""
    src = f["src"]
    if not in_play(g, src) or g.s["faceoff"] is None:
        return True
    area = g.card(src)["area"]
    trait = ability.params["trait"]
    friends = [i for p in (0, 1) for i in g.characters(p) if g.is_type(i, "friend") and has_trait(g, i, trait)]
    cands = [i for i in friends if can_move_to(g, i, area, f["ctrl"])]
    if not cands:  # ("Don't" alone is no choice: the line says what was missing)
        text_lacked(f, f"no {trait.title()} Friend can be moved to {area}" if friends else
                    none_in_play(f"{trait.title()} Friend"))
    ans = choose(g, f, f["ctrl"], "target", f"Move a {trait.title()} Friend to this card's Problem?",
                 [("none", "Don't"), *[(f"card:{i}", g.name(i)) for i in cands]])
    if ans is None:
        return False
    if ans and ans[0] != "none":
        g.move(card_of_option(ans[0]), area, f["ctrl"], "506.4")
    return True


@template(r"during faceoffs involving this card, players flip 1 fewer cards\.")
def _t_fewer_flips(m, t):
    """Each player flips one card fewer than they would (`faceoffs.extra_flips` adds this
    -1 to the one card flipped and to any additional ones): with no additional card, none."""
    return _a("static", "involved_fewer_flips", t, "extra_flips")


@answers(VALUE_RULES, "involved_fewer_flips")
def _fewer_flips(g, src: int, subject: Any, ability: Ability, context: dict) -> int:
    return -1 if g.s["faceoff"] is not None and is_involved(g, src) else 0


@template(r"when this card enters play you may search your deck for up to (\d+) ([a-z ]+) friends and put them into "
          r"your hand\.")
def _t_search_up_to(m, t):
    if m.group(2) not in TRAITS:
        return None
    return _a("trigger", "search_deck_up_to", t, "enter_play", n=int(m.group(1)), trait=m.group(2))


@runner("search_deck_up_to")
def _r_search_up_to(g, f, ability):
    """518.1: the player may fail to find any of them; 518.2: the deck is shuffled after
    the search (when the player searched)."""
    player = f["ctrl"]
    p = ability.params
    deck = g.s["players"][player]["deck"]
    friends = how_many(p["n"], f"{p['trait'].title()} Friend")
    if f["step"] == 0:
        ans = choose_yes_no(g, f, player, f"Search your deck for up to {friends}? (712.3)")
        if ans is None:
            return False
        if not ans or ans[0] != "yes":
            return True
        f["step"] = 1
    found = [i for i in reversed(deck) if g.spec(i).type == "friend" and g.spec(i).has_trait(p["trait"])]
    ans = choose(g, f, player, "search", f"Search your deck: up to {friends} (518.1)",
                 [(f"card:{i}", g.name(i)) for i in found], 0, min(p["n"], len(found)))
    if ans is None:
        return False
    for key in ans:  # (the text reveals neither)
        found_into_hand(g, player, card_of_option(key), reveals=False)
    g.shuffle_deck(player, "518.2")
    return True


_BACKUP_MODES = ("Put another Friend or Resource into its owner's hand", "Turn a Mane Character over")


@template(r"when this card enters play, you may choose one: put another friend or resource into its owner's hand, "
          r"or turn a mane character over\.")
def _t_backup_vocals(m, t):
    return _a("trigger", "bounce_or_turn_over", t, "enter_play", when="self")


@runner("bounce_or_turn_over")
def _r_backup_vocals(g, f, ability):
    """712.3: the player may decline; else a mode that can be done (705.2), then its card:
    any player's Friend or Resource other than this card, or any Mane Character (turned
    to its other side, 301.2)."""
    player = f["ctrl"]
    data = f["data"]
    src = f["src"]
    if "mode" not in data:
        bounceable = _backup_bounceable(g, src)
        pairs = [("none", "Neither"), *([("mode:0", _BACKUP_MODES[0])] if bounceable else []),
                 ("mode:1", _BACKUP_MODES[1])]
        ans = choose(g, f, player, "mode", "You may choose one (712.3)", pairs)
        if ans is None:
            return False
        if ans[0] == "none":
            return True
        data["mode"] = int(ans[0].split(":")[1])
    if data["mode"] == 0:
        cands = _backup_bounceable(g, src)
        ans = choose(g, f, player, "target", "Put which card into its owner's hand?",
                     [(f"card:{i}", g.name(i)) for i in cands])
        if ans is None:
            return False
        if ans:
            g.to_hand(card_of_option(ans[0]), effect_rule(f))
        return True
    manes = [i for i in g.s["play"] if g.spec(i).type == "mane"]
    ans = choose(g, f, player, "target", "Turn which Mane Character over?", [(f"card:{i}", g.name(i)) for i in manes])
    if ans is None:
        return False
    if ans:
        g.turn_over(card_of_option(ans[0]), "301.2")
    return True


def _backup_bounceable(g, src: int) -> list[int]:
    return [i for i in g.s["play"] if i != src and g.spec(i).type in ("friend", "resource") and g.face_up(i)]


@template(r"you pay (\d+) less action tokens? to turn this card over for each ([a-z ]+) friend you control\.")
def _t_turn_over_discount(m, t):
    """Read as the cost of its turning-over ability is worked out (`activation_costs.activation_costs`)."""
    if m.group(2) not in TRAITS:
        return None
    return _a("static", "turn_over_discount_per_trait", t, "turn_over_discount", amount=int(m.group(1)),
              trait=m.group(2))


@answers(VALUE_RULES, "turn_over_discount_per_trait")
def _discount(g, src: int, subject: Any, ability: Ability, context: dict) -> int:
    """Only for this card itself (`subject`: the card being turned over); Friends of the
    trait its controller controls, face-up."""
    if subject != src:
        return 0
    p = ability.params
    ctrl = g.s["cards"][src]["ctrl"]
    return p["amount"] * sum(1 for i in g.characters(ctrl) if g.is_type(i, "friend") and g.face_up(i)
                             and has_trait(g, i, p["trait"]))


@template(r"main phase: pay \{(\d+)\} to move this card to a problem that has one of your ([a-z ]+) friends there\.")
def _t_move_to_trait_friend(m, t):
    if m.group(2) not in TRAITS:
        return None
    return _a("activated", "move_self_to_own_trait_friend", t, timing="main", pay=int(m.group(1)),
              trait=m.group(2))


def _problems_with_trait_friend(g, iid: int, trait: str) -> list[str]:
    c = g.s["cards"][iid]
    return [a for a in g.problems() if can_move_to(g, iid, a, c["ctrl"])
            and any(g.is_type(i, "friend") and g.face_up(i) and has_trait(g, i, trait)
                    for i in g.characters_at(a, c["ctrl"]))]


@answers(ACTIVATION_CHECKS, "move_self_to_own_trait_friend")
def _can_move_to_trait_friend(g, player: int, iid: int, ability: Ability) -> bool | Unmet:
    trait = ability.params["trait"]
    return unless(bool(_problems_with_trait_friend(g, iid, trait)), "move",
                  lacks=f"no other Problem has one of P{player}'s {trait.title()} Friends")


@runner("move_self_to_own_trait_friend")
def _r_move_to_trait_friend(g, f, ability):
    if not in_play(g, f["src"]):
        return True
    found = _problems_with_trait_friend(g, f["src"], ability.params["trait"])
    ans = choose(g, f, f["ctrl"], "area", "Move this card to which Problem?", problem_options(g, found))
    if ans is None:
        return False
    if ans:
        g.move(f["src"], ans[0], f["ctrl"], "506.4")
    return True


# ----- Monster Tamer (PR211, errata) -------------------------------------------------------------

_TAME, _RELEASE = "banish_troublemaker_there", "release_banished_troublemaker"


def _tamed_flag(src: int) -> str:
    """The flag keeping [the Troublemaker this card banished, the Problem it did so at]."""
    return f"tamed:{src}"


@template(r"when you play this card to a problem, you may banish a troublemaker there\. when this card leaves that "
          r"problem, put that banished troublemaker into play at a problem and uncover it\.")
def _t_monster_tamer(m, t):
    """The second sentence triggers however this card leaves that Problem: moved away, sent
    home ("sent_home", reported in a game with such a text) or leaving play."""
    return [_a("trigger", _TAME, t, "played"),
            *(_a("trigger", _RELEASE, t, event) for event in ("moved", "sent_home", "self_left_play"))]


@triggered_by("played", _TAME)
def _played_to_a_problem(g, iid: int, ability: Ability, data: dict) -> dict | None:
    c = g.s["cards"][iid]
    if data.get("card") != iid or data.get("player") != c["ctrl"] or not is_problem_area(g, data["area"]):
        return None
    return {"area": data["area"]}


@runner(_TAME)
def _r_tame(g, f, ability):
    """Any face-up Troublemaker at that Problem, anyone's (a face-down one can't be referenced
    by a text that does not say "face-down", 505.2); the card it became in the banished zone is remembered with the Problem (`_tamed_flag`)."""
    src, player, area = f["src"], f["ctrl"], f["data"]["area"]
    if not in_play(g, src) or g.s["cards"][src]["area"] != area:
        return True
    found = [i for i in g.at(area) if nameable_troublemaker(g, i)]
    ans = choose(g, f, player, "target", "Banish a Troublemaker there?",
                 [("none", "Don't"), *((f"card:{i}", g.name(i)) for i in found)])
    if ans is None:
        return False
    if not ans or ans[0] == "none":
        return True
    new = g.banish(card_of_option(ans[0]), effect_rule(f))
    if new and g.s["cards"].get(new, {}).get("zone") == "banished":
        g.s["flags"][_tamed_flag(src)] = [new, area]
    return True


def _left_that_problem(g, iid: int, data: dict, origin: str | None) -> dict | None:
    """This card left the Problem where it banished a Troublemaker."""
    tamed = g.s["flags"].get(_tamed_flag(iid))
    return {} if tamed is not None and data.get("card") == iid and origin == tamed[1] else None


@triggered_by("moved", _RELEASE)
def _moved_away(g, iid: int, ability: Ability, data: dict) -> dict | None:
    return _left_that_problem(g, iid, data, data["origin"])


@triggered_by("sent_home", _RELEASE)
def _sent_home(g, iid: int, ability: Ability, data: dict) -> dict | None:
    return _left_that_problem(g, iid, data, data["origin"])


@triggered_by("self_left_play", _RELEASE)
def _left_play(g, iid: int, ability: Ability, data: dict) -> dict | None:
    tamed = g.s["flags"].get(_tamed_flag(iid))
    return {} if tamed is not None and data.get("area") == tamed[1] else None


@runner(_RELEASE)
def _r_release(g, f, ability):
    """The banished Troublemaker, if still banished (400.7), enters play under its owner's
    control at a Problem the effect's controller chooses, then is uncovered (607.3)."""
    tamed = g.s["flags"].get(_tamed_flag(f["src"]))
    if tamed is None:
        return True
    if "new" in f["data"] and f["data"].get("area") != tamed[1]:
        return True  # (it left play elsewhere: its leaving that Problem returned it already)
    iid = tamed[0]
    c = g.s["cards"].get(iid)
    if c is None or c["zone"] != "banished":
        g.s["flags"].pop(_tamed_flag(f["src"]), None)
        return True
    ans = choose(g, f, f["ctrl"], "area", f"Put {g.name(iid)} into play at which Problem?",
                 [(a, f"at {a}") for a in g.problems()])
    if ans is None:
        return False
    g.s["flags"].pop(_tamed_flag(f["src"]), None)
    if not ans:
        return True
    new = put_in_play(g, iid, ans[0], f["ctrl"], for_player=g.card(iid)["owner"], face_down=True)
    flow.uncover(g, new, "607.3")
    return True


# what can't be done while a card in play closes decks or discard piles (FF113: `abilities.closed_zone`)
scope(LOOKS_IN_DECKS, "search_deck_up_to")
