"""Card text as data: templates that recognise printed text, and what each one does.

`compile_text` reads a card face's text paragraph by paragraph (701.2) and
turns each paragraph it recognises into an `Ability`: a template name plus
parameters (a number, a color, a trait). The template's behaviour is one
function here, shared by every card whose text follows the pattern. Text
that appears on one card only has a per-card template keyed by that text.
Paragraphs no template recognises are listed in `Spec.unsupported` and the
card is reported as partial or missing by the coverage command.

Keywords (glossary) are handled by name: continuous ones in `power`, the
triggered and replacement ones in `abilities`, which also holds what each
template does when the game runs it.
"""

from __future__ import annotations

import re
from collections.abc import Callable
from typing import Any

from engine.mlp.text.normalize import COUNTS as _COUNTS
from engine.mlp.text.phrases import TOKENS as _TOKENS
from engine.mlp.text.phrases import token_params as _token_params
from engine.mlp.text.registry import ability as _a
from engine.mlp.text.registry import template

# ----- templates ----------------------------------------------------------------------------

# placement rules for Resources
@template(r"play to your home\.?")
def _t_home(m, t):
    return _a("rule", "attach", t, attach="home")


@template(r"play on an? (friend|problem|character|troublemaker)\.?")
def _t_on(m, t):
    return _a("rule", "attach", t, attach=m.group(1))


@template(r"play on a friend with cost (\d+) or less\.?")
def _t_on_cheap_friend(m, t):
    return _a("rule", "attach", t, attach=f"friend_cost:{m.group(1)}")


@template(r"play on one of your friends\.?")
def _t_on_own(m, t):
    return _a("rule", "attach", t, attach="own_friend")


@template(r"that friend has \+(\d+) power(?: and is also \{(\w+)\})?\.")
def _t_that_friend(m, t):
    found = [_a("static", "host_power", t, "power", amount=int(m.group(1)), score_phase=False)]
    if m.group(2):
        found.append(_a("static", "host_color", t, "color", color=m.group(2)))
    return found


@template(r"that friend has \+(\d+) power, is also \{(\w+)\}, and loses and can't gain abilities\.")
def _t_dressed_up(m, t):
    return [_a("static", "host_power", t, "power", amount=int(m.group(1)), score_phase=False),
            _a("static", "host_color", t, "color", color=m.group(2)),
            _a("static", "host_lose_abilities", t, "lose_abilities")]


@template(r"characters here have (\d+) power and can't lose or gain power\.")
def _t_enforced_equality(m, t):
    return _a("static", "here_set_power", t, "power", amount=int(m.group(1)))


@template(r"this card's power is equal to the number of friends you have\.")
def _t_power_friends(m, t):
    return _a("static", "self_power_friends", t, "power")


@template(r"that friend loses and can't have abilities\.")
def _t_clipped_wings(m, t):
    return _a("static", "host_lose_abilities", t, "lose_abilities")


@template(r"(opposing friends|friends|characters) here lose and can't (?:have|gain) abilities\.")
def _t_lose_abilities_here(m, t):
    who = {"opposing friends": "opp_friends", "friends": "friends", "characters": "characters"}[m.group(1)]
    return _a("static", "here_lose_abilities", t, "lose_abilities", who=who)


@template(r"opposing characters at this card's problem lose and can't have colors\.")
def _t_drained(m, t):
    return _a("static", "opp_here_lose_colors", t, "lose_colors")


@template(r"while your mane character is \{(\w+)\}, this card has (\w+)(?: (\d+))?\.")
def _t_mane_color_keyword(m, t):
    return _a("static", "mane_color_keyword", t, "grant_keyword", color=m.group(1),
              keyword=m.group(2).capitalize(), value=int(m.group(3)) if m.group(3) else None)


@template(r"as this card enters play, name a color\. this card is that color\.")
def _t_smooze_enters(m, t):
    return _a("trigger", "become_color", t, "enter_play")


@template(r"at the start of your turn, choose a color\. this card loses its colors and becomes that color\.")
def _t_smooze_turn(m, t):
    return _a("trigger", "become_color", t, "turn_start")


@template(r"while at a problem with an? \{(\w+)\} friend, this card has \+(\d+) power\.")
def _t_with_color_friend(m, t):
    return _a("static", "self_power_with_color_friend", t, "power", color=m.group(1), amount=int(m.group(2)))


@template(r"this card can't be frightened\.")
def _t_fearless(m, t):
    return _a("static", "cant_be_frightened", t, "cant_frighten")


@template(r"your token friends can't be frightened\.")
def _t_tokens_fearless(m, t):
    return _a("static", "own_tokens_cant_be_frightened", t, "cant_frighten")


@template(r"(?:during faceoffs involving this card, flip an additional card|flip an additional card during faceoffs involving this card)\.")
def _t_self_extra_flip(m, t):
    return _a("static", "self_extra_flip", t, "extra_flips")


@template(r"when this card enters play, (you may )?draw a card\.")
def _t_enter_draw(m, t):
    return _a("trigger", "draw", t, "enter_play", who="you", n=1, optional=bool(m.group(1)))


@template(r"main phase: exhaust this card to draw a card\.")
def _t_exhaust_draw(m, t):
    return _a("activated", "draw", t, timing="main", exhaust_self=True, n=1)


@template(r"when you win an? (troublemaker |problem )?faceoff involving this card, score (?:a|an additional) point\.")
def _t_win_point(m, t):
    return _a("trigger", "score_point", t, "faceoff_won", faceoff_kind=(m.group(1) or "").strip())


@template(r"main phase: exhaust this card to gain \{(\d+)\}\.")
def _t_exhaust_gain(m, t):
    return _a("activated", "gain_tokens", t, timing="main", exhaust_self=True, amount=int(m.group(1)))


@template(r"(main phase|immediate): pay \{(\d+)\} to give this card \+(\d+) power until the end of the turn\.")
def _t_pay_pump(m, t):
    return _a("activated", "pump_self", t, timing="main" if m.group(1) == "main phase" else "immediate",
              pay=int(m.group(2)), amount=int(m.group(3)))


@template(r"when this card enters play, (you may )?put " + _TOKENS + r" into play\.")
def _t_enter_tokens(m, t):
    return _a("trigger", "put_tokens", t, "enter_play", optional=bool(m.group(1)), **_token_params(m, 2))


@template(r"at the end of your turn, put " + _TOKENS + r" into play\.")
def _t_end_turn_tokens(m, t):
    return _a("trigger", "put_tokens", t, "turn_end", **_token_params(m, 1))


@template(r"when you confront this problem, (you may )?put " + _TOKENS + r" into play\.")
def _t_confront_tokens(m, t):
    return _a("trigger", "put_tokens", t, "confront", optional=bool(m.group(1)), **_token_params(m, 2))


@template(r"chaos: when this card is flipped, put " + _TOKENS + r" into play\.")
def _t_chaos_tokens(m, t):
    return _a("trigger", "put_tokens", t, "self_flipped", **_token_params(m, 1))


@template(r"(main phase|immediate): put " + _TOKENS + r" into play\.")
def _t_event_tokens(m, t):
    return _a("play", "put_tokens", t, timing="main" if m.group(1) == "main phase" else "immediate",
              **_token_params(m, 2))


@template(r"(main phase|immediate): (?:pay \{(\d+)\} and )?(exhaust this card|pay \{(\d+)\}) to put "
          + _TOKENS + r" into play\.")
def _t_activated_tokens(m, t):
    exhaust = m.group(3) == "exhaust this card"
    pay = int(m.group(2) or m.group(4) or 0)
    return _a("activated", "put_tokens", t, timing="main" if m.group(1) == "main phase" else "immediate",
              exhaust_self=exhaust, pay=pay, **_token_params(m, 5))


# Copying (520.2): a token copy has the copied card's printed information
@template(r"(main phase|immediate): put a token copy of one of your non-unique friends into play\.")
def _t_copy_own_friend(m, t):
    return _a("play", "token_copy_own_friend", t, timing="main" if m.group(1) == "main phase" else "immediate")


@template(r"when you play this card, put a token copy of each of your token friends into play\.")
def _t_copy_own_tokens(m, t):
    return _a("trigger", "token_copy_own_tokens", t, "played")


@template(r"when this card is uncovered, put a token copy of this card into play face-up at each other problem\.")
def _t_copy_self_each_problem(m, t):
    return _a("trigger", "token_copy_self_each_problem", t, "uncovered")


@template(r"main phase: exhaust this card to put a troublemaker from your hand into play face-up, "
          r"then put a token copy of it into play face-up\.")
def _t_troublemaker_and_copy(m, t):
    return _a("activated", "troublemaker_and_token_copy", t, timing="main", exhaust_self=True)


@template(r"when you play this card, you may dismiss a friend here\. if you do, put a token copy of that "
          r"friend into play under your control\.")
def _t_dismiss_and_copy(m, t):
    return _a("trigger", "dismiss_and_token_copy", t, "played")


@template(r"when this card enters play, put a token copy of a resource into play\.")
def _t_copy_resource(m, t):
    return _a("trigger", "token_copy_resource", t, "enter_play")


@template(r"when you play this card, put a token copy of that friend into play\.")
def _t_copy_host(m, t):
    return _a("trigger", "token_copy_host", t, "played")


@template(r"when you move the attached friend, you may move a token friend with the same name\.")
def _t_move_same_name_token(m, t):
    return _a("trigger", "move_same_name_token", t, "moved")


# Copying effects (520.1): the text is processed again, with new decisions, for the copier
@template(r"faceoff: move an opponent's friend to a problem\. that opponent may pay \{(\d+)\} to copy this effect\.")
def _t_gone_fishin(m, t):
    return _a("play", "move_opp_friend_copyable", t, timing="faceoff", pay=int(m.group(1)))


@template(r"when you play an event, you may exhaust this card and a number of your other (\w+) friends "
          r"equal to that event's cost to copy its effects\.")
def _t_copy_event_exhaust(m, t):
    return _a("trigger", "copy_event", t, "played", cost="exhaust_trait", trait=m.group(1))


@template(r"when you play an event with cost (\d+) or less, if a player has (\d+) or more points, you may "
          r"banish this card to copy that event's effects\.")
def _t_copy_event_banish(m, t):
    return _a("trigger", "copy_event", t, "played", cost="banish_self", max_cost=int(m.group(1)),
              points=int(m.group(2)))


@template(r"when you play an event, you may remove (\d+) (\w+) counters from this card to copy its effects\.")
def _t_copy_event_counters(m, t):
    return _a("trigger", "copy_event", t, "played", cost="counters", n=int(m.group(1)), counter=m.group(2))


@template(r"when this problem is confronted, put an? (\w+) counter on this card\.")
def _t_confronted_counter(m, t):
    return _a("trigger", "confronted_counter", t, "confront", counter=m.group(1))


# Control (513): "gain control of ..." for a duration; the change is a modifier that ends
_UNTIL = (r"(?: until (the end of the score phase|the end of the turn|the end of the faceoff"
          r"|this card leaves play or is frightened))?")
_DURATIONS = {None: "indefinite", "the end of the score phase": "score", "the end of the turn": "turn",
              "the end of the faceoff": "faceoff", "this card leaves play or is frightened": "while_src"}
_WHOSE = {"an opposing": "opp_friend", "an opponent's": "opp_friend", "each opposing": "opp_friend",
          "another": "other_friend", "a": "any_friend"}


def _control(target: str, until: str | None, **params: Any) -> dict[str, Any]:
    base = {"target": target, "where": "", "max_power": False, "each": False, "optional": False,
            "then": "", "until": _DURATIONS[until]}
    base.update(params)
    return base


@template(r"(main phase|immediate): gain control of an? (?:opponent's|opposing) friend" + _UNTIL + r"\.")
def _t_event_control(m, t):
    return _a("play", "gain_control", t, timing="main" if m.group(1) == "main phase" else "immediate",
              **_control("opp_friend", m.group(2)))


@template(r"when (this card enters play|you play this card)( at a problem)?, gain control of "
          r"(an opposing|an opponent's|each opposing|another) friend( there)?" + _UNTIL + r"\.")
def _t_enter_control(m, t):
    event = "enter_play" if m.group(1) == "this card enters play" else "played"
    return _a("trigger", "gain_control", t, event,
              **_control(_WHOSE[m.group(3)], m.group(5), each=m.group(3).startswith("each"),
                         where="there" if m.group(4) else "", at_problem=bool(m.group(2))))



@template(r"(main phase|immediate): (?P<costs>(?:(?:pay \{\d+\}|retire this card|exhaust this card"
          r"|banish a card from your hand)(?: and )?)+) to gain control of "
          r"(?P<whose>an opposing|an opponent's|a) (?P<what>friend|non-attachment resource)(?P<here> here)?"
          r"(?P<own> you own)?(?P<power> with power less than or equal to this card's power)?" + _UNTIL
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
              **_control(target, m.group(8), where="here" if m.group("here") else "",
                         max_power=bool(m.group("power")), then=then))


@template(r"at the start of a faceoff involving this card, you may (?:exhaust this card and pay \{(\d+)\} to )?"
          r"gain control of an? (?:opposing|opponent's) friend( here)?" + _UNTIL + r"\.")
def _t_faceoff_control(m, t):
    return _a("trigger", "gain_control", t, "faceoff_start",
              **_control("opp_friend", m.group(3), optional=True, where="here" if m.group(2) else "",
                         resolve_pay=int(m.group(1) or 0), resolve_exhaust=bool(m.group(1))))


@template(r"main phase: gain control of an opposing friend\. at the end of your score phase, put that friend on top "
          r"of its owner's deck\.")
def _t_hypnotized(m, t):
    return _a("play", "gain_control", t, timing="main", **_control("opp_friend", None, then="deck_top_after_score"))


@template(r"main phase: dismiss an opposing troublemaker\. you may discard a card\. if you do, gain control of "
          r"that troublemaker instead\.")
def _t_turning_point(m, t):
    return _a("play", "dismiss_or_take_troublemaker", t, timing="main")


@template(r"main phase: exhaust this card and pay \{(\d+)\} to exchange control of this card and an opposing "
          r"resource\. if you do, this card does not ready during its controller's next ready phase\.")
def _t_mistmane(m, t):
    return _a("activated", "exchange_self_for_resource", t, timing="main", exhaust_self=True, pay=int(m.group(1)))


@template(r"main phase: exhaust this card and one of your non-token friends or resources to have an opponent gain "
          r"control of that friend or resource\. then, if that opponent controls (\d+) or more non-token friends "
          r"or resources that you own, score a point\.")
def _t_throw_me_a_bone(m, t):
    return _a("activated", "give_away_and_score", t, timing="main", exhaust_self=True, count=int(m.group(1)))


@template(r"main phase: choose one: dismiss a resource, gain control of an opposing troublemaker until the end of "
          r"the turn, or put " + _TOKENS + r" into play\.")
def _t_friends_always_there(m, t):
    return _a("play", "choose_one_resource_troublemaker_tokens", t, timing="main", **_token_params(m, 1))


@template(r"main phase: choose one: draw (\d+) cards, opponents need \+(\d+) power to confront problems until the "
          r"start of your next turn, or gain control of an opposing friend until the end of the score phase\.")
def _t_pinkies_present(m, t):
    return _a("play", "choose_one_draw_confront_control", t, timing="main", n=int(m.group(1)),
              amount=int(m.group(2)))


@template(r"chaos: when this card is flipped, gain control of an opponent's friend involved in the faceoff"
          + _UNTIL + r"\.")
def _t_chaos_control(m, t):
    return _a("trigger", "gain_control", t, "self_flipped", **_control("opp_friend", m.group(1), where="involved"))


@template(r"when an opponent loses a faceoff against a troublemaker here, gain control of an opposing friend "
          r"involved in that faceoff\.")
def _t_steven_magnet(m, t):
    return _a("trigger", "gain_control", t, "faceoff_won", **_control("opp_friend", None, where="listed",
                                                                       on="opp_lost_tm_here"))


@template(r"main phase: pay \{(\d+)\} to dismiss an opponent's friend\. this card is sent to that friend's "
          r"controller's home and they gain control of it\.")
def _t_cadenza(m, t):
    return _a("activated", "dismiss_friend_give_self", t, timing="main", pay=int(m.group(1)))


@template(r"when this card enters play, choose an opponent\. that opponent gains control of this card\.")
def _t_give_self(m, t):
    return _a("trigger", "give_self", t, "enter_play")


@template(r"when a player wins a faceoff, that player gains control of this card\.")
def _t_crown(m, t):
    return _a("trigger", "winner_takes_self", t, "faceoff_won")


@template(r"(main phase|immediate): choose one of your friends( at a problem)?(?:\. your opponent chooses one of "
          r"their friends at that problem| and an opposing friend)\. exchange control of those friends"
          + _UNTIL + r"\.")
def _t_exchange(m, t):
    return _a("play", "exchange_control", t, timing="main" if m.group(1) == "main phase" else "immediate",
              same_problem=bool(m.group(2)), until=_DURATIONS[m.group(3)])


# Chaos (glossary tag word): abilities of a card that work as it is flipped
@template(r"chaos: when this card is flipped, one of your cards involved in the faceoff gets \+(\d+) power until the end of the faceoff\.")
def _t_chaos_pump(m, t):
    return _a("trigger", "chaos_pump_involved", t, "self_flipped", amount=int(m.group(1)))


@template(r"chaos: when this card is flipped, flip an additional card\.")
def _t_chaos_flip(m, t):
    return _a("trigger", "chaos_flip_more", t, "self_flipped")


@template(r"main phase: pay \{(\d+)\} to cutie mark this card\.")
def _t_cutie_mark(m, t):
    return _a("activated", "cutie_mark_self", t, timing="main", pay=int(m.group(1)))


# continuous power
@template(r"while involved in a (troublemaker |problem )?faceoff, this card gets \+(\d+) power\.")
def _t_faceoff_power(m, t):
    return _a("static", "self_power_faceoff", t, "power", faceoff_kind=(m.group(1) or "").strip(), amount=int(m.group(2)))


@template(r"your opponent'?s characters at this card's problem each get -(\d+) power during faceoffs\.")
def _t_opp_faceoff_minus(m, t):
    return _a("static", "opp_here_faceoff", t, "power", amount=-int(m.group(1)))


@template(r"while at a problem with an? (\w+) resource, this card gets \+(\d+) power\.")
def _t_trait_resource(m, t):
    return _a("static", "self_power_with_resource", t, "power", trait=m.group(1), amount=int(m.group(2)))


@template(r"this card gets \+(\d+) power for each resource on it\.")
def _t_per_resource(m, t):
    return _a("static", "self_power_per_resource", t, "power", amount=int(m.group(1)))


@template(r"each of your other characters at a problem with this card gets \+(\d+) power\.")
def _t_others_here(m, t):
    return _a("static", "others_at_problem", t, "power", amount=int(m.group(1)))


@template(r"this friend gets ([+-]\d+) power( during the score phase)?\.")
def _t_host_power(m, t):
    return _a("static", "host_power", t, "power", amount=int(m.group(1)), score_phase=bool(m.group(2)))


@template(r"while this friend is involved in a troublemaker faceoff, it gets \+(\d+) \{(\w+)\}\.")
def _t_host_tm_faceoff(m, t):
    return _a("static", "host_power_tm_faceoff", t, "power", amount=int(m.group(1)), color=m.group(2))


@template(r"this friend has (\w+)\.")
def _t_grant(m, t):
    return _a("static", "host_keyword", t, "grant_keyword", keyword=m.group(1).capitalize())


@template(r"your characters at this problem each get \+(\d+) power during faceoffs\.")
def _t_problem_faceoff_bonus(m, t):
    return _a("static", "own_at_problem_faceoff", t, "power", amount=int(m.group(1)))


@template(r"while this friend is at a problem, your opponent's characters at that problem each get -(\d+) power during the score phase\.")
def _t_host_opp_score(m, t):
    return _a("static", "host_opp_score_phase", t, "power", amount=-int(m.group(1)))


@template(r"players with at least (\d+) (\w+) characters at this problem get \+(\d+) total power during faceoffs here\.")
def _t_total(m, t):
    return _a("static", "trait_total_power", t, "total_power", count=int(m.group(1)), trait=m.group(2),
              amount=int(m.group(3)))


# confronting
@template(r"your opponent needs \+(\d+) power to confront this card's problem\.")
def _t_needs_more(m, t):
    return _a("static", "opp_confront_extra", t, "confront_extra", amount=int(m.group(1)))


@template(r"while this friend is at an opponent's problem, if you have at least (\d+) \{(\w+)\} in play, you need -(?:(\d+) power|\[(\d+) wild\]) to confront that problem\.")
def _t_chapeau(m, t):
    return _a("static", "host_confront_less", t, "confront_extra", count=int(m.group(1)), color=m.group(2),
              amount=-int(m.group(3) or m.group(4)))


# costs
@template(r"your opponent must pay \+\{(\d+)\} to play a friend to this card's problem\.")
def _t_play_tax(m, t):
    return _a("static", "opp_play_friend_tax", t, "play_cost", amount=int(m.group(1)))


@template(r"your opponent must pay \+\{(\d+)\} to move a character to this card's problem\.")
def _t_move_tax(m, t):
    return _a("static", "opp_move_tax", t, "move_cost", amount=int(m.group(1)))


@template(r"while a player has at least (\d+) \{(\w+)\} friends at this problem, that player's opponent must pay \+\{(\d+)\} to play a friend here\.")
def _t_thorn(m, t):
    return _a("static", "problem_play_tax", t, "play_cost", count=int(m.group(1)), color=m.group(2),
              amount=int(m.group(3)))


@template(r"(\w+) resources played on this problem have their costs reduced by \{(\d+)\}\.")
def _t_monitor(m, t):
    return _a("static", "problem_resource_discount", t, "play_cost", trait=m.group(1), amount=-int(m.group(2)))


# can't
@template(r"your opponents?'?s? (?:cards )?can't move this card\.")
def _t_cant_move(m, t):
    return _a("static", "cant_be_moved_by_opponent", t, "cant_move")


@template(r"\{(\w+)\} friends here cannot be dismissed\.")
def _t_raze(m, t):
    return _a("static", "color_friends_here_safe", t, "cant_dismiss", color=m.group(1))


@template(r"while a player has more power at this problem than any opponent, that player's friends here can't be dismissed\.")
def _t_ssaa(m, t):
    return _a("static", "leader_friends_safe", t, "cant_dismiss")


@template(r"during troublemaker faceoffs involving this card and at least (\d+) of your other (\w+) friends, flip an additional card\.")
def _t_hummingway(m, t):
    return _a("static", "extra_flip", t, "extra_flips", count=int(m.group(1)), trait=m.group(2))


# triggered abilities
@template(r"when you play this card, draw a card\.")
def _t_play_draw(m, t):
    return _a("trigger", "draw", t, "played", who="you", n=1)


@template(r"when you play this card, it gets \+(\d+) power until the end of the turn\.")
def _t_play_pump(m, t):
    return _a("trigger", "pump_self", t, "played", amount=int(m.group(1)))


@template(r"when you play this card, your opponent discards a random card\.")
def _t_play_random_discard(m, t):
    return _a("trigger", "opp_discard_random", t, "played")


@template(r"when you play this card, you may reattach a resource from one friend to another\.")
def _t_reattach(m, t):
    return _a("trigger", "reattach", t, "played")


@template(r"when this card is dismissed, put it into its owner's hand\.")
def _t_dismissed_hand(m, t):
    return _a("trigger", "return_to_hand", t, "self_dismissed")


@template(r"when you move this card to a problem, you may move another one of your characters to the same problem\.")
def _t_holly(m, t):
    return _a("trigger", "bring_friend", t, "moved", pay=0, from_home=False)


@template(r"when you move this card to a problem, ready one of your characters there\.")
def _t_rainbowshine(m, t):
    return _a("trigger", "ready_one_there", t, "moved")


@template(r"when you move this card to a problem, you may dismiss a resource on an opponent's character at that problem\.")
def _t_opalescence(m, t):
    return _a("trigger", "dismiss_opp_resource_there", t, "moved")


@template(r"when you move this card from home to a problem, you may pay \{(\d+)\} to move another one of your friends from home to that problem\.")
def _t_rd_boosted(m, t):
    return _a("trigger", "bring_friend", t, "moved", pay=int(m.group(1)), from_home=True)


@template(r"at the start of your opponent's troublemaker phase, they (exhaust one of their characters|exhaust one of their resources|discard a random card)\.")
def _t_parasprite(m, t):
    what = {"exhaust one of their characters": "character", "exhaust one of their resources": "resource",
            "discard a random card": "discard"}[m.group(1)]
    return _a("trigger", "tm_phase_tax", t, "tm_phase_start", what=what)


@template(r"when this card is uncovered, its owner must pay \{(\d+)\} or dismiss it\.")
def _t_timberwolf(m, t):
    return _a("trigger", "pay_or_dismiss", t, "uncovered", amount=int(m.group(1)))


@template(r"when a player confronts this problem, that player may draw a card\.")
def _t_confront_draw(m, t):
    return _a("trigger", "confronter_may_draw", t, "confront")


@template(r"when a player confronts this problem, that player's opponent discards a card\.")
def _t_confront_discard(m, t):
    return _a("trigger", "confronter_opp_discards", t, "confront")


@template(r"the first player to confront this problem may look at the top card of this problem deck and put it on either the top or bottom of that deck\.")
def _t_foalsitting(m, t):
    return _a("trigger", "first_confront_scry", t, "confront")


@template(r"when a player wins a problem faceoff here, they may look at the top (\d+) cards of this problem's deck and put them back in any order\.")
def _t_pinkie_sense(m, t):
    return _a("trigger", "winner_orders_problem_deck", t, "faceoff_won", n=int(m.group(1)))


@template(r"when a player wins a faceoff here by exactly (\d+) power, that player scores an additional point\.")
def _t_fix_it(m, t):
    return _a("trigger", "exact_margin_point", t, "faceoff_won", margin=int(m.group(1)))


@template(r"when a player defeats a troublemaker at this problem, that player scores an additional point\.")
def _t_looking(m, t):
    return _a("trigger", "defeat_here_point", t, "tm_defeated")


@template(r"(?:score phase: )?at the beginning of a player's score phase, if that player has at least (\d+) \{(\w+)\} characters, that player may ready a card at home\.")
def _t_twister(m, t):
    return _a("trigger", "score_start_ready_home", t, "score_start", count=int(m.group(1)), color=m.group(2))


@template(r"when this problem is played, each player (frightens an opponent's friend|discards a card)\.")
def _t_problem_enters(m, t):
    what = "frighten" if m.group(1).startswith("frighten") else "discard"
    return _a("trigger", "problem_enters_each_player", t, "enter_play", what=what)


@template(r"when this problem is played, each player draws a card\.")
def _t_problem_enters_draw(m, t):
    return _a("trigger", "each_player_draws", t, "enter_play")


@template(r"when your opponent confronts this card's problem, draw a card\.")
def _t_opp_confront_draw(m, t):
    return _a("trigger", "draw", t, "opp_confront", n=1)


@template(r"when you win a faceoff involving this card, your opponent discards a random card\.")
def _t_win_discard(m, t):
    return _a("trigger", "opp_discard_random", t, "faceoff_won")


@template(r"when you win a problem faceoff involving this card, dismiss an opponent's friend involved in that faceoff\.")
def _t_big_top(m, t):
    return _a("trigger", "dismiss_involved_opp_friend", t, "faceoff_won")


@template(r"when you win a faceoff at this problem, gain \{(\d+)\}\.")
def _t_outshine(m, t):
    return _a("trigger", "win_here_gain", t, "faceoff_won", amount=int(m.group(1)))


@template(r"when you uncover a troublemaker, the next card you play that turn has its cost reduced by \{(\d+)\}\.")
def _t_foal_free(m, t):
    return _a("trigger", "uncover_discount", t, "uncovered", amount=int(m.group(1)))


# Mane Characters turning over (301.2)
@template(r"when you confront this card's problem, turn this card over\.")
def _t_confront_turn(m, t):
    return _a("trigger", "turn_over", t, "confront", cond="always")


@template(r"when you confront this card's problem, if none of your opponent's friends are at that problem, turn this card over\.")
def _t_pinkie(m, t):
    return _a("trigger", "turn_over", t, "confront", cond="no_opp_friends")


@template(r"when you confront this card's problem, if you have a troublemaker at that problem, turn this card over\.")
def _t_rd(m, t):
    return _a("trigger", "turn_over", t, "confront", cond="own_troublemaker")


@template(r"when you confront this card's problem, if you have a (\w+) friend at that problem, turn this card over\.")
def _t_fs(m, t):
    return _a("trigger", "turn_over", t, "confront", cond="trait_friend", trait=m.group(1))


@template(r"when you confront this card's problem with more power than required, turn this card over\.")
def _t_aj(m, t):
    return _a("trigger", "turn_over", t, "confront", cond="excess")


@template(r"when you win a faceoff involving this card, turn this card over\.")
def _t_ts(m, t):
    return _a("trigger", "turn_over", t, "faceoff_won", cond="involved")


@template(r"when you score at least (\d+) points with this card during one score phase, turn this card over\.")
def _t_rarity(m, t):
    return _a("trigger", "turn_over", t, "scored_with", cond="scored", n=int(m.group(1)))


@template(r"at the start of a faceoff involving this card, you may move a (\w+) friend to this card's problem\.")
def _t_fs_boosted(m, t):
    return _a("trigger", "faceoff_call_friend", t, "faceoff_start", trait=m.group(1))


# replacement modifiers
@template(r"when one of your friends here would be dismissed, you may put that friend on top of its owner's deck instead\.")
def _t_aj_boosted(m, t):
    return _a("replace", "dismiss_to_deck_top", t, "would_dismiss")


@template(r"during a faceoff involving this card, if you would put a flipped event card on the bottom of your deck, you may put it into your hand instead\.")
def _t_ts_boosted(m, t):
    return _a("replace", "flipped_events_to_hand", t, "flipped_to_bottom")


# activated abilities
@template(r"main phase: exhaust this card to uncover a troublemaker at its problem\.")
def _t_rising(m, t):
    return _a("activated", "uncover_here", t, timing="main", exhaust_self=True)


@template(r"main phase: exhaust this card to look at a face-down troublemaker at its problem\.")
def _t_winona(m, t):
    return _a("activated", "peek_troublemaker", t, timing="main", exhaust_self=True)


@template(r"main phase: exhaust this card and pay \{(\d+)\} to search your discard pile for a (\w+) and put it into your hand\.")
def _t_vidala(m, t):
    return _a("activated", "recover_from_discard", t, timing="main", exhaust_self=True, pay=int(m.group(1)),
              type=m.group(2))


@template(r"main phase: pay \{(\d+)\} to move an opponent's character\.")
def _t_mayor(m, t):
    return _a("activated", "move_opp_character", t, timing="main", pay=int(m.group(1)))


@template(r"main phase: exhaust this card to ready another one of your cards\.")
def _t_weather_leader(m, t):
    return _a("activated", "ready_another_own", t, timing="main", exhaust_self=True)


@template(r"main phase: choose one of your ready cards\. exhaust this card and that card to ready an exhausted character\.")
def _t_badge(m, t):
    return _a("activated", "exhaust_two_ready_one", t, timing="main", exhaust_self=True)


@template(r"main phase: exhaust this card and pay \{(\d+)\} to give each of your (\w+) friends \+(\d+) \{(\w+)\} until the start of your next turn\.")
def _t_cuisine(m, t):
    return _a("activated", "pump_trait_friends", t, timing="main", exhaust_self=True, pay=int(m.group(1)),
              trait=m.group(2), amount=int(m.group(3)), color=m.group(4))


@template(r"main phase: dismiss one of your friends here to gain \{(\d+)\}\. any player may activate this ability\.")
def _t_answers(m, t):
    return _a("activated", "dismiss_friend_gain", t, timing="main", any_player=True, amount=int(m.group(1)))


@template(r"reaction: when you defeat a troublemaker using only \{(\w+)\} characters, dismiss this card to score an additional point\.")
def _t_express(m, t):
    return _a("activated", "express_point", t, timing="reaction", color=m.group(1), condition="tm_defeated")


# Events (304)
@template(r"main phase: choose a \{(\w+)\} or \{(\w+)\} character\. that character gets \+(\d+) \{\w+\} and \+(\d+) \{\w+\} until the end of the phase\.")
def _t_dual(m, t):
    return _a("play", "boost_character", t, timing="main", colors=[m.group(1), m.group(2)],
              amount=int(m.group(3)), until="phase", need=[m.group(1), m.group(2)])


@template(r"main phase: choose a character\. that character gets \+(\d+) \{(\w+)\} until the end of the turn\.")
def _t_single(m, t):
    return _a("play", "boost_character", t, timing="main", colors=[m.group(2)], amount=int(m.group(1)),
              until="turn", need=[])


@template(r"main phase: choose an opponent's friend to get -(\d+) power until the end of the turn\. if it has 0 power or less, dismiss it\.")
def _t_downright(m, t):
    return _a("play", "shrink_and_maybe_dismiss", t, timing="main", amount=int(m.group(1)))


@template(r"main phase: dismiss an opponent's friend with (\d+) power or less\.")
def _t_invitation(m, t):
    return _a("play", "dismiss_small_friend", t, timing="main", amount=int(m.group(1)))


@template(r"main phase: look at the top (\d+) cards of your deck and put them back in any order\.")
def _t_checklist(m, t):
    return _a("play", "order_own_deck", t, timing="main", n=int(m.group(1)))


@template(r"faceoff: each of your characters at an opponent's problem gets \+(\d+) power until the end of the faceoff\.")
def _t_yay(m, t):
    return _a("play", "pump_at_opp_problem", t, timing="faceoff", amount=int(m.group(1)))


@template(r"problem faceoff reaction: play when you win a problem faceoff by at least (\d+) power\. score an additional point\.")
def _t_creme(m, t):
    return _a("play", "extra_point", t, timing="problem_faceoff_reaction", margin=int(m.group(1)),
              condition="faceoff_won")


@template(r"reaction: after you flip a card during a (troublemaker )?faceoff( while your opponent is challenging a troublemaker)?, ignore that card and flip (?:a new|another) card\.")
def _t_reflip(m, t):
    return _a("play", "ignore_and_reflip", t, timing="reaction", condition="flip",
              tm_only=bool(m.group(1)), opponent_challenging=bool(m.group(2)))


# ----- texts of Teamwork cards (their abilities are shared, see engine/mlp/teamwork.py) --------


@template(r"main phase: pay \{(\d+)\} to ready this card\.")
def _t_pay_ready(m, t):
    return _a("activated", "ready_self", t, timing="main", pay=int(m.group(1)))


@template(r"when you play an event, this card gets \+(\d+) power until the end of the turn\.")
def _t_event_pump(m, t):
    return _a("trigger", "pump_self", t, "played", amount=int(m.group(1)), on_event=True)


@template(r"during faceoffs involving this card, this card has \+(\d+) power\.")
def _t_faceoff_power_has(m, t):
    return _a("static", "self_power_faceoff", t, "power", faceoff_kind="", amount=int(m.group(1)))


@template(r"faceoff: exhaust this card to flip an additional card\.")
def _t_exhaust_flip(m, t):
    return _a("activated", "flip_more", t, timing="faceoff", exhaust_self=True)


@template(r"troublemakers here have -(\d+) power\.")
def _t_troublemakers_here(m, t):
    return _a("static", "troublemakers_here_power", t, "power", amount=-int(m.group(1)))


@template(r"while this card is ready, your opponent needs \+(\d+) power to confront this card's problem\.")
def _t_ready_needs_more(m, t):
    return _a("static", "opp_confront_extra", t, "confront_extra", amount=int(m.group(1)), while_ready=True)


@template(r"when you (confront this card's problem|win a problem faceoff involving this card), you may "
          r"(exhaust this card and )?pay \{(\d+)\} to (move an opposing character at this card's problem home|"
          r"banish a friend at that problem)\.")
def _t_teamwork_pay_then(m, t):
    """Ms. Harshwhinny, Helia: a triggered ability with a cost (707.2a) paid as it resolves."""
    confront = m.group(1).startswith("confront")
    effect = "send_opp_character_home_here" if m.group(4).startswith("move") else "banish_friend_there"
    return _a("trigger", "pay_then", t, "confront" if confront else "faceoff_won", own_problem=confront,
              faceoff_kind="" if confront else "problem", exhaust_self=bool(m.group(2)), pay=int(m.group(3)),
              effect=effect)


@template(r"when this card enters play at a problem, you may send it home to put an opponent's friend there with "
          r"cost less than or equal to this card's cost into its owner's hand\.")
def _t_backup_racer(m, t):
    return _a("trigger", "send_home_bounce_cheaper", t, "enter_play", at_problem=True)


# ----- cards beneath cards (glossary: Pumped, Spend) -----------------------------------------

_NUMBER = r"(a|an|one|two|three|\d+)"
_BENEATH_SELF = r"from beneath (?:this card|it)"


def _count(word: str) -> int:
    return _COUNTS[word] if word in _COUNTS else int(word)


@template(r"(while involved in a faceoff, )?this card has \+(\d+) power for each card beneath it\.")
def _t_power_per_beneath(m, t):
    return _a("static", "self_power_per_beneath", t, "power", amount=int(m.group(2)), faceoff=bool(m.group(1)))


@template(r"each of your other friends at this card's problem (?:have|has|gets?) \+(\d+) power for each card "
          r"beneath this card\.")
def _t_others_per_beneath(m, t):
    return _a("static", "others_power_per_beneath", t, "power", amount=int(m.group(1)))


@template(r"during faceoffs involving this card, if this card has at least " + _NUMBER
          + r" cards? beneath it, flip an additional card\.")
def _t_beneath_extra_flip(m, t):
    return _a("static", "self_extra_flip", t, "extra_flips", min_beneath=_count(m.group(1)))


@template(r"while this card has at least " + _NUMBER + r" cards? beneath it, it can't be dismissed or frightened\.")
def _t_beneath_safe(m, t):
    n = _count(m.group(1))
    return [_a("static", "self_safe_with_beneath", t, "cant_dismiss", min_beneath=n),
            _a("static", "self_safe_with_beneath", t, "cant_frighten", min_beneath=n)]


@template(r"at the start of each player's turn, if this card has at least " + _NUMBER
          + r" cards? beneath it, you may ready it\.")
def _t_beneath_ready(m, t):
    return _a("trigger", "ready_self_if_beneath", t, "turn_start", min_beneath=_count(m.group(1)))


# What spending pays for: the text after "to" (707.2a, 703.1d) -> runner name and parameters.
_SPEND_EFFECTS: list[tuple[re.Pattern, Callable[[re.Match], tuple[str, dict[str, Any]]]]] = [
    (re.compile(r"draw " + _NUMBER + r" cards?"), lambda m: ("draw", {"n": _count(m.group(1))})),
    (re.compile(r"exhaust all characters at this card's problem"), lambda m: ("exhaust_all_here", {})),
    (re.compile(r"dismiss an opponent's friend at this card's problem"), lambda m: ("dismiss_opp_friend_here", {})),
    (re.compile(r"give this card \+(\d+) power until the end of the (turn|faceoff)"),
     lambda m: ("pump_self", {"amount": int(m.group(1)), "until": m.group(2)})),
    (re.compile(r"give another character \+(\d+) power until the end of the (turn|faceoff)"),
     lambda m: ("pump_other_character", {"amount": int(m.group(1)), "until": m.group(2)})),
    (re.compile(r"uncover a troublemaker"), lambda m: ("uncover_any", {})),
    (re.compile(r"move one of your characters to a problem with a troublemaker"),
     lambda m: ("move_own_to_troublemaker", {})),
    (re.compile(r"banish an opponent's friend"), lambda m: ("banish_opp_friend", {})),
    (re.compile(r"gain \{1\} for each card (?:you )?spent"), lambda m: ("gain_per_spent", {})),
    (re.compile(r"score a point for each card (?:you )?spent"), lambda m: ("score_per_spent", {})),
]


@template(r"at the start of the score phase, if this card has at least (\d+) power, you may move it\.")
def _t_bulk_biceps(m, t):
    return _a("trigger", "move_self_if_power", t, "score_start", power=int(m.group(1)))


def _spend_effect(text: str) -> tuple[str, dict[str, Any]] | None:
    for pattern, build in _SPEND_EFFECTS:
        m = pattern.fullmatch(text)
        if m:
            return build(m)
    return None


@template(r"(main phase|faceoff|immediate): (exhaust this card and )?(?:pay \{(\d+)\} and )?spend " + _NUMBER
          + r" cards? " + _BENEATH_SELF + r" to (.+)\.")
def _t_spend_activated(m, t):
    """An activated ability whose cost spends cards from beneath its card."""
    effect = _spend_effect(m.group(5))
    if effect is None:
        return None
    name, params = effect
    timing = {"main phase": "main"}.get(m.group(1), m.group(1))
    return _a("activated", name, t, timing=timing, exhaust_self=bool(m.group(2)), pay=int(m.group(3) or 0),
              spend=_count(m.group(4)), **params)


@template(r"when you win a faceoff involving this card, you may spend (a card|any number of cards) "
          + _BENEATH_SELF + r" to (.+)\.")
def _t_spend_on_win(m, t):
    """A triggered ability whose cost (707.2a) is spending cards, paid as it resolves."""
    effect = _spend_effect(m.group(2))
    if effect is None:
        return None
    name, params = effect
    return _a("trigger", "spend_beneath_then", t, "faceoff_won", effect=name,
              any_number=m.group(1) != "a card", **params)


# Reactions (512.4) whose cost spends a card from beneath the card: "after" what, and the events
# that meet that condition (see `abilities.beneath_reaction_events`).
_REACT_AFTER = {
    "an opponent plays a friend to this card's problem": ("friend_arrives", {"moves": False}, ("played",)),
    "an opponent plays or moves a friend to this card's problem": ("friend_arrives", {"moves": True},
                                                                   ("played", "moved")),
    "the start of any phase": ("phase_start", {"phase": ""}, ("turn_start", "tm_phase_start", "main_start",
                                                              "score_start", "turn_end")),
    "the start of a score phase": ("phase_start", {"phase": "score"}, ("score_start",)),
    "the start of a faceoff": ("faceoff_start", {}, ("faceoff_start",)),
}
_REACT_EFFECTS = {
    "frighten that friend": "frighten_that_friend",
    "move that friend home": "move_that_friend_home",
    "move this card": "move_self_anywhere",
    "put an opponent's friend into its owner's hand": "opp_friend_to_hand",
    "put a banished card from beneath this card on the top of your deck and gain {1}": "beneath_to_deck_top_gain",
}


@template(r"reaction: after (" + "|".join(_REACT_AFTER) + r"), you may (spend a card from beneath this card|"
          r"exhaust this card) to (.+)\.")
def _t_beneath_reaction(m, t):
    effect = _REACT_EFFECTS.get(m.group(3))
    if effect is None:
        return None
    condition, params, events = _REACT_AFTER[m.group(1)]
    spend = 1 if m.group(2).startswith("spend") else 0
    return _a("activated", "react_beneath", t, timing="reaction", condition=condition, react_events=events,
              effect=effect, exhaust_self=not spend, **({"spend": spend} if spend else {}), **params)


@template(r"main phase: exhaust this card and pay \{(\d+)\} to reveal a card from your hand and banish it to "
          r"beneath one of your friends with pumped\.")
def _t_joe(m, t):
    return _a("activated", "hand_beneath_pumped", t, timing="main", exhaust_self=True, pay=int(m.group(1)))


@template(r"when a player confronts this problem, that player may banish a card from their hand to beneath one "
          r"of their friends with pumped\.")
def _t_show_must_go_on(m, t):
    return _a("trigger", "hand_beneath_pumped", t, "confront", optional=True)


@template(r"(main phase|immediate): banish this card to beneath one of your friends with pumped\.")
def _t_eep(m, t):
    return _a("play", "self_beneath_pumped", t, timing="main" if m.group(1) == "main phase" else "immediate")


@template(r"main phase: exhaust this card to put all cards from beneath a friend with pumped into the discard "
          r"pile\.")
def _t_hoity_toity(m, t):
    return _a("activated", "discard_beneath_pumped", t, timing="main", exhaust_self=True)


@template(r"main phase: spend a card from beneath one of your friends with pumped to give that friend \+(\d+) "
          r"power until the end of the turn\.")
def _t_doughnut_shop(m, t):
    return _a("activated", "spend_pumped_pump", t, timing="main", amount=int(m.group(1)))


@template(r"main phase: (exhaust this card|pay \{(\d+)\}) to banish an event from your hand to beneath this card\.")
def _t_archives(m, t):
    return _a("activated", "hand_event_beneath_self", t, timing="main",
              exhaust_self=m.group(1) == "exhaust this card", pay=int(m.group(2) or 0))


@template(r"main phase: exhaust this card and pay \{(\d+)\} to banish an opponent's friend to beneath this card\.")
def _t_hedge_maze(m, t):
    return _a("activated", "opp_friend_beneath_self", t, timing="main", exhaust_self=True, pay=int(m.group(1)))


@template(r"main phase: pay \{(\d+)\} to dismiss this card and put any cards beneath it into play at their "
          r"owners' homes\. any player may activate this ability\.")
def _t_hedge_maze_release(m, t):
    return _a("activated", "dismiss_self_release_beneath", t, timing="main", pay=int(m.group(1)), any_player=True)


@template(r"when (you score a problem's bonus points|a troublemaker is played), banish the top card of your deck "
          r"to beneath this card\.")
def _t_deck_top_beneath(m, t):
    event = "bonus_scored" if m.group(1).startswith("you") else "played"
    return _a("trigger", "deck_top_beneath_self", t, event, troublemaker=event == "played")


@template(r"main phase: spend all the cards beneath this card and retire it to gain a number of action tokens "
          r"equal to the number of cards spent\.")
def _t_learned_lessons(m, t):
    return _a("activated", "gain_per_spent", t, timing="main", spend="all", retire_after_spend=True)


@template(r"when this troublemaker is uncovered, you may pay \{(\d+)\}\. if you do, they banish an opposing friend "
          r"or resource to beneath this card\. otherwise, dismiss this card\.")
def _t_sunset_uncovered(m, t):
    return _a("trigger", "pay_or_dismiss_banish_beneath", t, "uncovered", amount=int(m.group(1)))


@template(r"when this card leaves play(?: or is turned face-down)?, put any cards beneath it into their owners?'s? "
          r"hands?\.")
def _t_beneath_to_hands(m, t):
    return _a("trigger", "beneath_to_hands", t, "self_left_play")


@template(r"when this card leaves play, you may pay \{(\d+)\} to put another card from your discard pile into "
          r"your hand\.")
def _t_trenderhoof(m, t):
    return _a("trigger", "pay_then", t, "self_left_play", exhaust_self=False, pay=int(m.group(1)),
              effect="other_discard_to_hand")


@template(r"main phase: pay \{(\d+)\} to put a card from beneath this card to beneath a friend with pumped\.")
def _t_mercury_pass(m, t):
    return _a("activated", "pass_beneath_to_pumped", t, timing="main", pay=int(m.group(1)))


@template(r"if you would flip a card during a faceoff involving this card, you may spend a card from beneath this "
          r"card instead\. if you do, add that card's printed power to your power total for that faceoff\.")
def _t_orthros(m, t):
    return _a("replace", "spend_instead_of_flip", t, "would_flip")


@template(r"during a faceoff involving this card, if you would put any number of flipped cards on the bottom of "
          r"your deck, you may banish them to beneath this card instead\.")
def _t_mercury_replace(m, t):
    return _a("replace", "flipped_beneath_self", t, "flipped_to_bottom")


# text read in parts: its general readers register in their own (later) tier
from engine.mlp.text import parts  # noqa: E402,F401
