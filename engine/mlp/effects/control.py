"""Card text that changes who controls a card (513): "gain control of ...", exchanges,
and cards that hand themselves over.

A control change is a modifier (`MlpGame.change_control`): it lasts until the end
of the faceoff, the Score Phase or the turn, while its source stays in play, or
indefinitely, and the card goes back to the controller it would have without it
when it ends. Everything else follows from reading `ctrl`: the gained card is
"yours" (513.6), you may move it, exhaust it and use its abilities, it adds to
your side in faceoffs, and 511.5 sends a gained character from its former
controller's home to yours (and back when control returns).

The wordings' patterns come first (registered into `engine.mlp.text.registry`), then
the runners that carry them out (registered into `engine.mlp.effects.registry`).
"""

from __future__ import annotations

import re
from typing import Any

from engine.core.plural import how_many
from engine.mlp.effects.abilities import (
    DECK_TOP_AFTER_SCORE,
    RUNNERS,
    card_of_option,
    choose,
    choose_yes_no,
    in_play,
    nameable_troublemaker,
    note_nothing_happened,
    opposing_friends,
    put_in_play,
    runner,
    uniqueness_repaired_first,
)
from engine.mlp.effects.entering_and_leaving_play import this_card_entered_play
from engine.mlp.effects.hooks import faceoff
from engine.mlp.effects.next_ready import hold_from_next_ready
from engine.mlp.effects.registry import (
    ACTIVATION_CHECKS,
    AS_CARD_ENTERS,
    PLAY_CHECKS,
    Unmet,
    answers,
    triggered_by,
    unless,
)
from engine.mlp.state import game
from engine.mlp.state.library import Ability
from engine.mlp.state.reasons import has_none
from engine.mlp.text.registry import ability as _a
from engine.mlp.text.registry import template
from engine.mlp.values import power

# ----- the wordings ----------------------------------------------------------------------------

# Control (513): "gain control of ..." for a duration; the change is a modifier that ends
CONTROL_UNTIL = (r"(?: until (the end of the score phase|the end of the turn|the end of the faceoff"
          r"|this card leaves play or is frightened))?")


_DURATIONS = {None: "indefinite", "the end of the score phase": "score", "the end of the turn": "turn",
              "the end of the faceoff": "faceoff", "this card leaves play or is frightened": "while_src"}


_WHOSE = {"an opposing": "opp_friend", "an opponent's": "opp_friend", "each opposing": "opp_friend",
          "another": "other_friend", "a": "any_friend"}


def control_params(target: str, until: str | None, **params: Any) -> dict[str, Any]:
    base = {"target": target, "where": "", "max_power": False, "each": False, "optional": False,
            "then": "", "until": _DURATIONS[until]}
    base.update(params)
    return base


# the category of "You control that Friend." on a card played on a Friend: as that card enters
# play attached, its controller gains control of its host while it stays attached
# (`_host_controlled`); a host frightened or leaving play discards it (504.1, 511.2)
CONTROLS_HOST = game.CONTROLS_HOST


@template(r"you control that friend\.")
def _t_you_control_that_friend(m, t):
    return _a("static", "you_control_that_friend", t, CONTROLS_HOST)


@template(r"when (this card enters play|you play this card)( at a problem)?, gain control of "
          r"(an opposing|an opponent's|each opposing|another) friend( there)?" + CONTROL_UNTIL + r"\.")
def _t_enter_control(m, t):
    event = "enter_play" if m.group(1) == "this card enters play" else "played"
    return _a("trigger", "gain_control", t, event,
              **control_params(_WHOSE[m.group(3)], m.group(5), each=m.group(3).startswith("each"),
                         where="there" if m.group(4) else "", at_problem=bool(m.group(2))))


@template(r"(main phase|immediate): (?P<costs>(?:(?:pay \{\d+\}|retire this card|exhaust this card"
          r"|banish a card from your hand)(?: and )?)+) to gain control of "
          r"(?P<whose>an opposing|an opponent's|a) (?P<what>friend|non-attachment resource)(?P<here> here)?"
          r"(?P<own> you own)?(?P<power> with power less than or equal to this card's power)?" + CONTROL_UNTIL
          + r"(?P<then> and turn this card over|\. that opponent gains control of this card)?\.")
def _t_activated_control(m, t):
    costs = m.group("costs")
    pay = re.search(r"pay \{(\d+)\}", costs)
    if m.group("what") == "non-attachment resource":
        target = "opp_resource"
    elif m.group("own"):
        target = "owned_friend"
    else:
        target = _WHOSE[m.group("whose")]
    then = {None: "", " and turn this card over": "turn_over"}.get(m.group("then"), "give_self")
    return _a("activated", "gain_control", t, timing="main" if m.group(1) == "main phase" else "immediate",
              pay=int(pay.group(1)) if pay else 0, exhaust_self="exhaust this card" in costs,
              retire_self="retire this card" in costs, banish_hand="banish a card" in costs,
              **control_params(target, m.group(8), where="here" if m.group("here") else "",
                         max_power=bool(m.group("power")), then=then))


@template(r"at the start of a faceoff involving this card, you may (?:exhaust this card and pay \{(\d+)\} to )?"
          r"gain control of an? (?:opposing|opponent's) friend( here)?" + CONTROL_UNTIL + r"\.")
def _t_faceoff_control(m, t):
    return _a("trigger", "gain_control", t, "faceoff_start",
              **control_params("opp_friend", m.group(3), optional=True, where="here" if m.group(2) else "",
                         resolve_pay=int(m.group(1) or 0), resolve_exhaust=bool(m.group(1))))


@template(r"(main phase|immediate): choose one of your friends( at a problem)?(?:\. your opponent chooses one of "
          r"their friends at that problem| and an opposing friend)\. exchange control of those friends"
          + CONTROL_UNTIL + r"\.")
def _t_exchange(m, t):
    return _a("play", "exchange_control", t, timing="main" if m.group(1) == "main phase" else "immediate",
              same_problem=bool(m.group(2)), until=_DURATIONS[m.group(3)])


# ----- what they do ---------------------------------------------------------------------------


def enter_play_under_control(g, iid: int, area: str, player: int, src: int, rule: str = "706.1") -> int:
    """Put a card from outside play into play at `area` under `player`'s control ("put it into
    play under your control"): it enters as its owner's card (706.1), and a player who does
    not own it gains control of it as it enters, for as long as it stays in play (513.2), so
    what answers its entering play sees its new controller. Returns its new instance id."""
    return put_in_play(g, iid, area, player, under=player, src=src, rule=rule)


def enter_play_where_chosen(g, f: dict, iid: int, player: int) -> bool:
    """`player` chooses their home or a Problem (706.1) and `iid` enters play there under their
    control (`enter_play_under_control`); False while the choice is awaited."""
    areas = [f"home:{player}", *g.problems()]
    ans = choose(g, f, player, "area", f"Where does {g.name(iid)} enter play?", [(a, f"at {a}") for a in areas])
    if ans is None:
        return False
    enter_play_under_control(g, iid, ans[0], player, f["src"])
    return True


def duration(until: str, src: int) -> str:
    """The `until` of the modifier: "while this card is in play and face up" names its source."""
    return f"while:{src}" if until == "while_src" else until


def control_targets(g, player: int, src: int, p: dict, data: dict) -> list[int]:
    """Cards `player` may gain control of with this text, in play order.

    Face-up cards are offered, and frightened Friends (still Friends, 505.1); "with power
    less than or equal to this card's power" compares one's lack of power as 0 (105.2).
    "A Friend" and "another Friend" leave out the
    player's own Friends, whose control could not change; "here" is the area of the
    text's card (where it was when retired as a cost), "there" the area it entered.
    """
    s = g.s
    cards = s["cards"]
    target = p["target"]
    kind = {"opp_resource": "resource", "opp_troublemaker": "troublemaker"}.get(target, "friend")
    where = p["where"]
    area = None
    if where == "here":
        area = data.get("src_area") or (cards[src]["area"] if in_play(g, src) else None)
        if area is None:
            return []
    elif where == "there":
        area = data.get("area")
    listed: list[int] | None = None
    if where == "involved":
        listed = faceoff.involved(g) if s["faceoff"] is not None else []
    elif where == "listed":
        listed = data.get("listed", [])
    limit = None
    if p["max_power"]:
        if "src_power" in data:
            limit = data["src_power"]
        else:
            limit = (power.power(g, src) or 0) if in_play(g, src) else 0
    out = []
    for iid in s["play"]:
        c = cards[iid]
        if not g.is_type(iid, kind):
            continue
        if c["face_down"] and not (c["frightened"] and limit is None):
            continue  # a face-down Troublemaker can't be named (505.2)
        if c["ctrl"] == player or (target == "other_friend" and iid == src):
            continue
        if target == "owned_friend" and c["owner"] != player:
            continue
        if kind == "resource" and c["host"] is not None:
            continue  # "non-attachment"
        if area is not None and c["area"] != area:
            continue
        if listed is not None and iid not in listed:
            continue
        if limit is not None and (power.power(g, iid) or 0) > limit:
            continue
        out.append(iid)
    return out


def _optional_question(ability: Ability) -> str:
    """The question of an optional control change: the instruction as printed after "you may",
    so that the player knows its price and what it buys ("Exhaust this card and pay [1] to gain
    control of an opponent's Friend here until the end of the faceoff?", Berry Punch, Very
    Convincing); `choose` leads it with the card's name and cites 712.3."""
    words = re.search(r"\byou may (.+?)\.?$", ability.text, re.IGNORECASE | re.DOTALL)
    if words is None:  # (a text built by a runner, not printed)
        return "Gain control?"
    return f"{words.group(1)[:1].upper()}{words.group(1)[1:]}?"


@runner("gain_control")
def _r_gain_control(g, f, ability):
    p = ability.params
    player = f["ctrl"]
    src = f["src"]
    data = f["data"]
    if p["until"] == "while_src" and not in_play(g, src):
        g.note("513.2", "the card has left play, so the control change would end at once")
        return True
    if p.get("banish_hand") and "banished" not in data:
        hand = g.s["players"][player]["hand"]
        ans = choose(g, f, player, "cost", "Banish a card from your hand (508.1)",
                     [(f"card:{i}", g.name(i)) for i in hand])
        if ans is None:
            return False
        if ans:
            g.banish(card_of_option(ans[0]), "508.1")
        data["banished"] = True
    # a "may" with no price is one question, its Friends beside "Don't" (Queen Chrysalis,
    # Hive Tyrant); a price is paid before the rest of the text is processed, the card to
    # take chosen then (707.2a: Berry Punch, Very Convincing asks "Exhaust this card and pay
    # [1] to ...?" first)
    priced = bool(p.get("resolve_pay") or p.get("resolve_exhaust"))
    if p["optional"] and "agreed" not in data:
        s = g.s
        payable = s["players"][player]["tokens"] >= p.get("resolve_pay", 0)
        if p.get("resolve_exhaust"):
            payable = payable and in_play(g, src) and not g.card(src)["exhausted"] and not g.card(src)["frightened"]
        if not payable or not control_targets(g, player, src, p, data):
            return True
        if priced:
            ans = choose_yes_no(g, f, player, _optional_question(ability))
            if ans is None:
                return False
            if ans[0] != "yes":
                return True
            if p.get("resolve_exhaust"):
                g.exhaust(src, "508.1")
            if p.get("resolve_pay"):
                g.pay_tokens(player, p["resolve_pay"], "508.1")
            data["agreed"] = True
    until = duration(p["until"], src)
    cands = control_targets(g, player, src, p, data)
    if p["each"]:
        for iid in cands:
            g.change_control(iid, player, until, ctrl=player, src=src)
        return True
    pairs = [(f"card:{i}", g.name(i)) for i in cands]
    if p["optional"] and not priced:
        ans = choose(g, f, player, "may", _optional_question(ability), [("none", "Don't"), *pairs])
    else:
        ans = choose(g, f, player, "target", "Choose a card to gain control of (513.2)", pairs)
    if ans is None:
        return False
    if not ans or ans[0] == "none":
        return True
    target = card_of_option(ans[0])
    previous = g.card(target)["ctrl"]
    g.change_control(target, player, until, ctrl=player, src=src)
    if p["then"] == "turn_over" and in_play(g, src) and not g.card(src)["boosted"]:
        g.turn_over(src, "301.2")
    elif p["then"] == "give_self" and in_play(g, src):
        # "That opponent gains control of this card."
        g.change_control(src, previous, game.CONTROL_FOREVER, ctrl=player, src=src)
    elif p["then"] == "deck_top_after_score":
        # a delayed effect, done as the player's Score Phase ends (flow, "end" step)
        g.s["flags"].setdefault(f"{DECK_TOP_AFTER_SCORE}{player}", []).append(target)
    return True


@runner("dismiss_or_take_troublemaker")
def _r_turning_point(g, f, ability):
    """ "Dismiss an opposing Troublemaker. You may discard a card. If you do, gain control of
    that Troublemaker instead." The discard replaces the dismissal (710)."""
    player = f["ctrl"]
    data = f["data"]
    if "tm" not in data:
        cands = [i for i in g.s["play"] if nameable_troublemaker(g, i) and g.card(i)["ctrl"] != player]
        ans = choose(g, f, player, "target", "Dismiss an opposing Troublemaker",
                     [(f"card:{i}", g.name(i)) for i in cands])
        if ans is None:
            return False
        if not ans:
            return True
        data["tm"] = card_of_option(ans[0])
    tm = data["tm"]
    if not in_play(g, tm):
        return True
    hand = g.s["players"][player]["hand"]
    name = g.name(tm)
    ans = choose(g, f, player, "discard", f"Discard a card to gain control of {name} instead of dismissing it?",
                 [("none", "Don't: dismiss it"), *[(f"card:{i}", g.name(i)) for i in hand]])
    if ans is None:
        return False
    if ans and ans[0] != "none":
        g.discard(card_of_option(ans[0]), "705.2e")
        g.change_control(tm, player, game.CONTROL_FOREVER, ctrl=player, src=f["src"], rule="710.1",
                         says=f"P{player} gains control of {name} instead of dismissing it{g.by_text()}")
    else:
        g.dismiss(tm, "705.2e")
    return True


@runner("exchange_self_for_resource")
def _r_mistmane(g, f, ability):
    """Exchange control of this card and an opposing Resource; this card then skips its
    (new) controller's next readying (603.1)."""
    player = f["ctrl"]
    src = f["src"]
    cands = [i for i in g.s["play"] if g.is_type(i, "resource") and g.face_up(i) and g.card(i)["ctrl"] != player]
    ans = choose(g, f, player, "target", "Exchange control with which opposing Resource?",
                 [(f"card:{i}", g.name(i)) for i in cands])
    if ans is None:
        return False
    if not ans or not in_play(g, src):
        return True
    other = card_of_option(ans[0])
    opp = g.card(other)["ctrl"]
    g.change_control(src, opp, game.CONTROL_FOREVER, ctrl=player, src=src)
    g.change_control(other, player, game.CONTROL_FOREVER, ctrl=player, src=src)
    hold_from_next_ready(g, src, opp)
    return True


def give_away_candidates(g, player: int, src: int) -> list[int]:
    """Ready non-token Friends and Resources of a player, other than the card itself."""
    return [i for i in g.s["play"] if i != src and g.card(i)["ctrl"] == player and not g.card(i).get("token")
            and (g.is_type(i, "friend") or g.is_type(i, "resource")) and g.face_up(i)
            and not g.card(i)["exhausted"]]


@runner("give_away_and_score")
def _r_throw_me_a_bone(g, f, ability):
    """Exhaust one of your non-token Friends or Resources (a cost), an opponent gains control of
    it, then score a point if that opponent controls enough non-token cards you own."""
    player, data = f["ctrl"], f["data"]
    opp = 1 - player
    if "given" not in data:
        ans = choose(g, f, player, "cost", "Exhaust one of your non-token Friends or Resources",
                     [(f"card:{i}", g.name(i)) for i in give_away_candidates(g, player, f["src"])])
        if ans is None:
            return False
        if not ans:
            return True
        data["given"] = given = card_of_option(ans[0])
        g.exhaust(given, "508.1")
        g.change_control(given, opp, game.CONTROL_FOREVER, ctrl=player, src=f["src"])
        if uniqueness_repaired_first(g, f):
            return False  # (a second Unique card of a name with the opponent: repaired before "Then")
    s = g.s
    held = [i for i in s["play"] if s["cards"][i]["ctrl"] == opp and s["cards"][i]["owner"] == player
            and not s["cards"][i].get("token") and (g.is_type(i, "friend") or g.is_type(i, "resource"))]
    if len(held) >= ability.params["count"]:
        g.score(player, 1, "705.2e", g.lib.spec(f["card"]).name)
    return True


_TROUBLEMAKER_UNTIL_TURN = {"target": "opp_troublemaker", "where": "", "max_power": False, "each": False,
                            "optional": False, "then": "", "until": "turn"}


def modes(g, player: int) -> list[tuple[str, str]]:
    """The choices of "Choose one: dismiss a Resource, gain control of an opposing Troublemaker
    until the end of the turn, or put ... tokens into play" that could be followed now."""
    out = []
    if any(g.is_type(i, "resource") for i in g.s["play"]):
        out.append(("resource", "Dismiss a Resource"))
    if control_targets(g, player, 0, _TROUBLEMAKER_UNTIL_TURN, {}):
        out.append(("troublemaker", "Gain control of an opposing Troublemaker until the end of the turn"))
    out.append(("tokens", "Put the tokens into play"))
    return out


@runner("choose_one_resource_troublemaker_tokens")
def _r_choose_one(g, f, ability):
    player = f["ctrl"]
    data = f["data"]
    if "mode" not in data:
        ans = choose(g, f, player, "mode", "Choose one", modes(g, player))
        if ans is None:
            return False
        data["mode"] = ans[0]
    mode = data["mode"]
    if mode == "tokens":
        return RUNNERS["put_tokens"](g, f, ability)
    if mode == "troublemaker":
        return _r_gain_control(g, f, Ability("play", "gain_control", _TROUBLEMAKER_UNTIL_TURN))
    cands = [i for i in g.s["play"] if g.is_type(i, "resource")]
    ans = choose(g, f, player, "target", "Dismiss a Resource", [(f"card:{i}", g.name(i)) for i in cands])
    if ans is None:
        return False
    if ans:
        g.dismiss(card_of_option(ans[0]), "705.2e")
    return True


@runner("give_self")
def _r_give_self(g, f, ability):
    """ "Choose an opponent. That opponent gains control of this card." (two players: the one)"""
    if in_play(g, f["src"]):
        g.change_control(f["src"], 1 - f["ctrl"], game.CONTROL_FOREVER, ctrl=f["ctrl"], src=f["src"])
    return True


@runner("winner_takes_self")
def _r_winner_takes_self(g, f, ability):
    """ "When a player wins a faceoff, that player gains control of this card." A winner who
    controls it already keeps it, and the log says so, not that the text found nothing."""
    winner = f["data"]["player"]
    src = f["src"]
    if not in_play(g, src):
        return True
    if g.card(src)["ctrl"] != winner:
        g.change_control(src, winner, game.CONTROL_FOREVER, ctrl=f["ctrl"], src=src)
    else:
        note_nothing_happened(g, f, f"P{winner}, who won the faceoff, controls {g.name(src)} already: it stays with them")
    return True


def _friends(g, player: int, area: str | None = None) -> list[int]:
    """`player`'s Friends (at `area`) an exchange of control may take: frightened ones too, as a
    frightened Friend is still a Friend (505.1) and control is not one of the things it loses
    (505.1a, 505.1b; 513.2: a modifier may change the controller of any card in play)."""
    return [i for i in g.characters(player) if g.is_type(i, "friend") and (area is None or g.card(i)["area"] == area)]


def can_exchange(g, player: int, p: dict) -> bool:
    """Is there a Friend of each player to exchange (at one Problem, when the text says so)?"""
    if not p["same_problem"]:
        return bool(_friends(g, player)) and bool(_friends(g, 1 - player))
    return any(_friends(g, player, a) and _friends(g, 1 - player, a) for a in g.problems())


@runner("exchange_control")
def _r_exchange(g, f, ability):
    """ "Exchange control of those Friends": two control changes made together."""
    p = ability.params
    player = f["ctrl"]
    opp = 1 - player
    data = f["data"]
    if "mine" not in data:
        mine = _friends(g, player)
        if p["same_problem"]:
            # 705.2e: only a Friend at a Problem where the opponent has one to give back
            mine = [i for i in mine if g.card(i)["area"] in g.problems()
                    and _friends(g, opp, g.card(i)["area"])]
        where = " at a Problem where your opponent has a Friend" if p["same_problem"] else ""
        ans = choose(g, f, player, "target", f"Choose one of your Friends{where} to exchange",
                     [(f"card:{i}", g.name(i)) for i in mine])
        if ans is None:
            return False
        if not ans:
            return True
        data["mine"] = card_of_option(ans[0])
    mine = data["mine"]
    if not in_play(g, mine):
        return True
    area = g.card(mine)["area"] if p["same_problem"] else None
    chooser = opp if p["same_problem"] else player
    theirs = _friends(g, opp, area)
    prompt = (f"Choose one of your Friends at {g.name(g.problem_card(area))} to exchange for {g.name(mine)}"
              if p["same_problem"] else f"Choose the opposing Friend to exchange for {g.name(mine)}")
    ans = choose(g, f, chooser, "target", prompt,
                 [(f"card:{i}", g.name(i)) for i in theirs])
    if ans is None:
        return False
    if not ans:
        g.note("513.2", "there is no Friend to exchange with: control does not change")
        return True
    other = card_of_option(ans[0])
    until = duration(p["until"], f["src"])
    g.change_control(mine, opp, until, ctrl=player, src=f["src"])
    g.change_control(other, player, until, ctrl=player, src=f["src"])
    return True


@runner("dismiss_friend_give_self")
def _r_cadenza(g, f, ability):
    """ "Dismiss an opponent's Friend. This card is sent to that Friend's controller's home and
    they gain control of it." The card says where it goes, so it is sent there although it is a
    Troublemaker and that home is not yet its controller's (104.1 over 506.2, 506.2a)."""
    player = f["ctrl"]
    src = f["src"]
    ans = choose(g, f, player, "target", "Dismiss an opponent's Friend",
                 [(f"card:{i}", g.name(i)) for i in opposing_friends(g, player)])
    if ans is None:
        return False
    if not ans:
        return True
    victim = card_of_option(ans[0])
    receiver = g.card(victim)["ctrl"]
    g.dismiss(victim, "705.2e")
    if not in_play(g, src):
        return True
    c = g.card(src)
    origin, dest = c["area"], f"home:{receiver}"
    if origin != dest:
        attachments = g.carried_with(src)  # (looked up before the board changes)
        c["area"] = dest
        c["ts"] = g._timestamp()
        for attached in attachments:
            g.card(attached)["area"] = dest
        g.note("104.1", f"{g.name(src)} is sent from {origin} to {dest}")
    g.change_control(src, receiver, game.CONTROL_FOREVER, ctrl=player, src=src)
    return True


_FRIEND_UNTIL_SCORE = {"target": "opp_friend", "where": "", "max_power": False, "each": False,
                       "optional": False, "then": "", "until": "score"}


@runner("choose_one_draw_confront_control")
def _r_pinkies_present(g, f, ability):
    """ "Choose one: Draw N cards, opponents need +N power to confront Problems until the start
    of your next turn, or gain control of an opposing Friend until the end of the Score Phase."
    The second is a modifier of kind "confront" on the opponent (611.3)."""
    p = ability.params
    player = f["ctrl"]
    data = f["data"]
    if "mode" not in data:
        pairs = [("draw", f"Draw {how_many(p['n'], 'card')}"),
                 ("confront", f"Opponents need +{p['amount']} power to confront Problems")]
        if control_targets(g, player, 0, _FRIEND_UNTIL_SCORE, {}):
            pairs.append(("control", "Gain control of an opposing Friend until the end of the Score Phase"))
        ans = choose(g, f, player, "mode", "Choose one", pairs)
        if ans is None:
            return False
        data["mode"] = ans[0]
    mode = data["mode"]
    if mode == "control":
        return _r_gain_control(g, f, Ability("play", "gain_control", _FRIEND_UNTIL_SCORE))
    if mode == "draw":
        g.draw(player, p["n"], "705.2e")
    else:
        g.add_mod("confront", 1 - player, p["amount"], until=f"next_turn:{player}", ctrl=player, src=f["src"])
        g.note("708.2", f"P{1 - player} needs +{p['amount']} power to confront Problems until the start of "
               f"P{player}'s next turn{g.by_text()}")
    return True


# ----- whether the text can be followed (705.2), asked before it is offered ----------------------


@answers(PLAY_CHECKS, "gain_control")
def _can_play_gain_control(g, player: int, iid: int, ability: Ability) -> bool | Unmet:
    return unless(bool(control_targets(g, player, 0, ability.params, {})), "gain control")


@answers(PLAY_CHECKS, "exchange_control")
def _can_play_exchange(g, player: int, iid: int, ability: Ability) -> bool | Unmet:
    where = " at one Problem" if ability.params["same_problem"] else ""
    return unless(can_exchange(g, player, ability.params), "exchange",
                  lacks=f"P{player} and P{1 - player} have no face-up Friends{where} whose control could be exchanged")


@answers(ACTIVATION_CHECKS, "gain_control")
def _can_activate_gain_control(g, player: int, iid: int, ability: Ability) -> bool | Unmet:
    p = ability.params
    if p.get("banish_hand") and not g.s["players"][player]["hand"]:
        return Unmet(("banish",), has_none(player, "card", " in hand"))
    return unless(bool(control_targets(g, player, iid, p, {})), "gain control")


@answers(ACTIVATION_CHECKS, "give_away_and_score")
def _can_activate_give_away(g, player: int, iid: int, ability: Ability) -> bool | Unmet:
    return unless(bool(give_away_candidates(g, player, iid)),
                  lacks=f"P{player} has no other ready non-token Friend or Resource to exhaust for its cost")


@answers(ACTIVATION_CHECKS, "exchange_self_for_resource")
def _can_exchange_self(g, player: int, iid: int, ability: Ability) -> bool | Unmet:
    s = g.s
    return unless(any(g.is_type(i, "resource") and g.face_up(i) and s["cards"][i]["ctrl"] != player
                      for i in s["play"]), "exchange", lacks="there is no opposing Resource")


@answers(ACTIVATION_CHECKS, "dismiss_friend_give_self")
def _can_dismiss_friend_give_self(g, player: int, iid: int, ability: Ability) -> bool | Unmet:
    return unless(bool(opposing_friends(g, player)), "dismiss")


@answers(PLAY_CHECKS, "dismiss_or_take_troublemaker")
def _can_dismiss_or_take(g, player: int, iid: int, ability: Ability) -> bool | Unmet:
    return unless(any(nameable_troublemaker(g, i) and g.card(i)["ctrl"] != player for i in g.s["play"]), "dismiss")


# ----- what triggers it -------------------------------------------------------------------------


@triggered_by("faceoff_won", "winner_takes_self")
def _faceoff_won_here(g, iid: int, ability: Ability, data: dict) -> dict | None:
    return {"player": data["player"]}


@triggered_by("faceoff_won", "gain_control")
def _opponent_lost_to_troublemaker_here(g, iid: int, ability: Ability, data: dict) -> dict | None:
    """"When an opponent loses a faceoff against a Troublemaker here": the Friends that lost."""
    c = g.s["cards"][iid]
    ok = data["player"] == c["ctrl"] and data["kind"] == "troublemaker" and c["area"] in data["areas"]
    return {"listed": list(data["losers"])} if ok else None


@triggered_by("enter_play", "gain_control")
def _entered_play_where(g, iid: int, ability: Ability, data: dict) -> dict | None:
    return None if this_card_entered_play(g, iid, ability, data) is None else {"area": data["area"]}


def _host_controlled(g, data: dict) -> None:
    """(A continuous ability, not a trigger: read as the card enters play.) A card saying "You
    control that Friend" gives its controller control of its host from the moment it is
    attached, as a control modifier lasting while it stays in play (`MlpGame.end_card_durations`
    ends it as it leaves; 711.3a: its timestamp is the card's entering)."""
    iid = data["card"]
    if iid not in g.s["cards"] or CONTROLS_HOST not in g.spec(iid).statics:
        return
    c = g.card(iid)
    host = c.get("host")
    if host is None or not in_play(g, host) or iid in g.lost_abilities():
        return
    g.change_control(host, c["ctrl"], until=f"while:{iid}", src=iid, rule="513.2")


AS_CARD_ENTERS.append(_host_controlled)


def host_control_follows_abilities(g, apply: bool) -> bool:
    """702.1: a continuous ability functions until its card loses it. A card saying "You
    control that Friend." that has lost its abilities (Trashed on it, an Art counter with
    Spearhead in play, ...) no longer generates its control modifier: the modifier ends and
    the host's control goes back (513.2; the card stays attached, 509.4a). Once it has the
    ability again it generates a new one, timestamped then (711.3a), as it does entering
    play. Checked with the game's rules before each triggered effect is processed and before
    a player receives priority (`flow.ppp`, which runs while this finds something to do);
    `apply` False: only whether anything is to be done. In a game with none of these cards in
    play it reads the modifiers and one list of the board index; in a game holding none
    (most), nothing: only such a card generates such a control or has the ability
    (`MlpGame.keyword_card_ids` files them by either face)."""
    if CONTROLS_HOST not in g.keyword_card_ids():
        return False
    return _follow_host_control(g, apply)


def _follow_host_control(g, apply: bool) -> bool:
    """`host_control_follows_abilities` in a game holding a card that says "You control that
    Friend."."""
    cards = g.s["cards"]
    found = False
    kept = [m for m in g.s["mods"] if m["kind"] == "control" and _generated_by_host_control(g, m)]
    if kept:
        lost = g.lost_abilities()
        for m in kept:
            if m["src"] not in lost:
                continue
            if not apply:
                return True
            g.s["mods"] = [other for other in g.s["mods"] if other is not m]
            g.control_returns([m], f"as {g.name(m['src'])} has lost its abilities", "702.1")
            found = True
    for src, _ in list(g.static_abilities(CONTROLS_HOST)):
        c = cards.get(src)
        host = c["host"] if c is not None else None
        if host is not None and in_play(g, host) and g.spec(host).type != "mane" and not any(
                m["src"] == src and m["kind"] == "control" and _generated_by_host_control(g, m) for m in g.s["mods"]):
            if not apply:
                return True
            g.change_control(host, c["ctrl"], until=f"while:{src}", src=src, rule="702.1")
            found = True
    return found


def _generated_by_host_control(g, m: dict) -> bool:
    """Is this control modifier the one a "You control that Friend." card generates for its
    host (lasting while that card is in play)?"""
    src = m["src"]
    c = g.s["cards"].get(src)
    return (c is not None and m["until"] == f"while:{src}" and c["host"] == m["target"]
            and CONTROLS_HOST in g.spec(src).statics)
