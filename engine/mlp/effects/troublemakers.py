"""Troublemakers (402, 505.3, 514.6): turning them face-down or over, and what uncovering and
defeating one trigger.

The trigger heads are read by the part grammar (`engine.mlp.text.parts.HEADS`); this
module answers, for each such event, whether it triggers a paragraph with such a head.
"""

from __future__ import annotations

from typing import Any

from engine.core.plural import count_or_none, how_many
from engine.mlp.effects import replacement
from engine.mlp.effects.abilities import (
    card_of_option,
    choose,
    choose_yes_no,
    in_play,
    static_value,
)
from engine.mlp.effects.hooks import flow
from engine.mlp.effects.registry import (
    ASKS_ITS_MAY,
    KEYWORD_TRIGGERS,
    MAY_ASKED_BY_STEP,
    PART_TRIGGER_MATCHERS,
    STEP_CHECKS,
    STEP_REFUSALS,
    VALUE_RULES,
    answers,
    runner,
    step,
    triggered_by,
)
from engine.mlp.effects.steps import acting_player, fits, on_chosen, referred_area
from engine.mlp.effects.verbs import act_together
from engine.mlp.state.game import TRIGGERED_EFFECT_RULE
from engine.mlp.state.library import Ability
from engine.mlp.state.reasons import has_none, none_in_play
from engine.mlp.text.parts import target
from engine.mlp.text.registry import ability as _a
from engine.mlp.text.registry import effect, head_reader, read_paragraph, template
from engine.mlp.values import power


@template(r"when this card enters play face-up or is uncovered, (.+)")
def _t_face_up_or_uncovered(m, t):
    """Two trigger conditions with one effect (a Troublemaker put into play face-up never
    was face-down, so it is not uncovered, 505.3): read as the two texts."""
    built = []
    for head in ("when this card enters play face-up", "when this card is uncovered"):
        one = read_paragraph(f"{head}, {m.group(1)}", t, _t_face_up_or_uncovered)
        if one is None:
            return None
        built.extend(one)
    return built


@head_reader
def _h_enters_face_up(text: str):
    if text == "when this card enters play face-up":
        return "enter_play", "self", {"match": "self_face_up"}
    return None


@answers(PART_TRIGGER_MATCHERS, "self_face_up")
def entered_face_up(g, iid: int, ability: Ability, data: dict) -> dict | None:
    """This card entered play face-up (a Troublemaker played the usual way enters face-down)."""
    if data.get("card") != iid or g.s["cards"][iid]["face_down"]:
        return None
    return {"area": data.get("area")}


@answers(PART_TRIGGER_MATCHERS, "uncovered")
def uncovered(g, iid: int, ability: Ability, data: dict) -> dict | None:
    """A Troublemaker (`card`, controlled by `ctrl`) was turned face up at `area`."""
    when = ability.params["when"]
    if when in ("any", "here", "opp_here", "own_here"):
        c = g.s["cards"][iid]
        if when != "any" and data["area"] != c["area"]:
            return None
        if when == "opp_here" and data["ctrl"] == c["ctrl"]:
            return None
        if when == "own_here" and data["ctrl"] != c["ctrl"]:
            return None
        return {"area": data["area"], "it": data["card"]}
    return {"area": data["area"]} if data["card"] == iid else None


@answers(PART_TRIGGER_MATCHERS, "tm_defeated")
def defeated(g, iid: int, ability: Ability, data: dict) -> dict | None:
    """A player defeated a Troublemaker (`card`) at `area`."""
    if ability.params["when"] == "here":
        return {"player": data["player"], "area": data["area"]} if data["area"] == g.s["cards"][iid]["area"] else None
    return {"area": data["area"]} if data["card"] == iid else None


# ----- turning Troublemakers face-down (505.3) or over, and each of them ---------------------------


@effect(r"turn (.+) face-down")
def _e_face_down(m):
    """A face-up Troublemaker turned face down (`game.turn_face_down`)."""
    text = m.group(1)
    if text == "that troublemaker":
        # after "when you play this card to a Problem with a face-up Troublemaker": one there
        return {"do": "face_down", "target": {"owner": "any", "kind": "troublemaker", "place": "there"}}
    found = target(text)
    if found is None or (not found.get("self") and found.get("kind") != "troublemaker") \
            or found.get("state") not in (None, "face-up"):
        return None
    found.pop("state", None)
    return {"do": "face_down", "target": found}


@effect(r"(dismiss|banish) each face-up and face-down troublemaker")
def _e_each_troublemaker(m):
    """Every Troublemaker, face-down ones included: the text names them (505.2)."""
    return {"do": m.group(1), "target": {"owner": "any", "kind": "troublemaker", "state": "any"}, "all": True}


@template(r"immediate: retire this card to turn over a face-up or face-down troublemaker\. \(this does not cover or "
          r"uncover it\.\)\.?")
def _t_guard_geese(m, t):
    """Turning over without covering or uncovering (its reminder text)."""
    return _a("activated", "effect", t, timing="immediate", costs=[["retire_self"]],
              steps=[{"do": "tm_turn_over", "target": {"owner": "any", "kind": "troublemaker", "state": "any"},
                      "may": False, "costs": []}])


@template(r"chaos: when this card is flipped during a troublemaker faceoff, turn a troublemaker involved in the "
          r"faceoff face-?down\.")
def _t_chaos_face_down(m, t):
    """EO90 (printed "facedown"): the challenged Troublemaker, the only one involved (607)."""
    return _a("trigger", "effect", t, "self_flipped", when="self",
              steps=[{"do": "face_down", "target": {"owner": "any", "place": "involved", "kind": "troublemaker"},
                      "may": False, "costs": []}],
              **{"if": {"if": "faceoff_kind", "kind": "troublemaker"}})
@template(r"at the start of your troublemaker phase, you may turn over an opposing troublemaker here\. \(this does "
          r"not cover or uncover it\.\)\.?")
def _t_turn_over_opposing_here(m, t):
    """Dr. Hooves, All in Due Time: a face-up or face-down one (the reminder says either)."""
    return _a("trigger", "effect", t, "tm_phase_start", when="you",
              steps=[{"do": "tm_turn_over", "target": {"owner": "opp", "place": "here", "kind": "troublemaker",
                                                        "state": "any"}, "may": True, "costs": [],
                     "says": "you may turn over an opposing troublemaker here"}])


# ----- what turning one over does ------------------------------------------------------------------


def _tm_turn_over(g, iid: int) -> None:
    """Turn a Troublemaker over without covering or uncovering it (Guard Geese): a face-up
    one becomes face-down (505.3), a face-down one face-up with no "uncovered" event."""
    if g.card(iid)["face_down"]:
        replacement.turn_face_up(g, iid, TRIGGERED_EFFECT_RULE)
    else:
        g.turn_face_down(iid, "505.3")


step("face_down")(on_chosen("Choose a Troublemaker to turn face-down",
                             lambda g, f, step, iid, rule: g.turn_face_down(iid, "505.3")))
step("tm_turn_over")(on_chosen("Choose a Troublemaker to turn over",
                                lambda g, f, step, iid, rule: _tm_turn_over(g, iid)))


# ----- the keyword Villain (glossary): uncovered, it frightens the Friends there -----------


@answers(KEYWORD_TRIGGERS, "uncovered")
def _villain(g, event: str, data: dict) -> None:
    iid = data["card"]
    if "Villain" in power.keywords(g, iid):
        c = g.s["cards"][iid]
        g.add_trigger(c["ctrl"], iid, c["card"], -1, {"area": data["area"]}, False, "kw:Villain")


@runner("kw:Villain")
def _k_villain(g, f, _):
    """Every Friend here is frightened, by one instruction: one occurrence (710.1,
    `verbs.act_together`). The log names the Villain first: the frightening is done in a frame
    of its own, after this one, where no text is resolving to name (`MlpGame.by_text`). With no
    Friend there it says nothing happens: the trigger may have been ordered among others
    (511.7a), and a judge reads that it resolved."""
    area = f["data"]["area"]
    friends = [i for i in g.at(area) if g.is_type(i, "friend")]
    if friends:
        g.note("Glossary: Villain", f"{g.name(f['src'])}, a Villain, frightens the Friends at {area}")
    else:
        g.note("Glossary: Villain", f"Nothing happens: {g.name(f['src'])}, a Villain, finds no Friend at {area} "
                                    "to frighten")
    act_together(g, "frighten", friends, "Glossary: Villain", named=False)
    return True


# ----- what triggers it -------------------------------------------------------------------------


@triggered_by("tm_defeated")
def troublemaker_defeated_here(g, iid: int, ability: Ability, data: dict) -> dict | None:
    """"When a player defeats a Troublemaker at this Problem": who did."""
    here = data["area"] == g.s["cards"][iid]["area"] and g.is_type(iid, "problem")
    return {"player": data["player"]} if here else None


# ----- opposing Troublemakers that don't block (611.3e) ------------------------------------------


# `values.power.blocked_by_troublemaker` asks every "opposing_tms_dont_block" text whether the
# player confronting the Problem at an area is freed from opposing Troublemakers.
@template(r"opposing troublemakers don't prevent you from confronting this (?:card's )?problem\.")
def _t_opposing_troublemakers_dont_block(m, t):
    return _a("static", "opposing_tms_dont_block_here", t, "opposing_tms_dont_block")


@answers(VALUE_RULES, "opposing_tms_dont_block_here")
def _frees(g, src: int, subject: Any, ability: Ability, context: dict) -> int:
    """Only this card's controller ("you": a Problem's owner), at this card's Problem (none
    while a character with the text is at home); their own face-up Epic Troublemaker still
    blocks, not being an opposing one."""
    c = g.s["cards"][src]
    return int(subject == c["ctrl"] and context["area"] == c["area"]
               and g.s["areas"].get(c["area"], {}).get("kind") == "problem")


# ----- challenges started by card text -----------------------------------------------------------
#
# "Challenge a Troublemaker with ..." starts a Troublemaker faceoff as a challenge does (608.4),
# started by an effect (707.4): the text says which of the challenger's characters are involved
# (514.2a.i). A challenge by text is still a challenge: it needs one of the challenger's
# characters at the Troublemaker's Problem (608.2) and meets the texts that forbid or tax
# challenging a Troublemaker (608.1), and no faceoff starts during another (707.4a).


# ----- more than one face-up Troublemaker at a Problem (306.2) -----------------------------------

# the category of "You can have an additional face-up Troublemaker at this Problem." (DE109): one
# more face-up Troublemaker of its card's controller at its card's area before 306.2 / 516.4 is
# violated (`procedures.flow`, asked only when a player has more than one there)
EXTRA_FACE_UP_TROUBLEMAKER = "extra_face_up_troublemaker"


def face_up_troublemakers_allowed(g, player: int, area: str) -> int:
    """How many face-up Troublemakers `player` may control at the Problem at `area` (306.2:
    one, and one more for each such text of theirs there)."""
    cards = g.s["cards"]
    return 1 + sum(1 for src, _ in g.static_abilities(EXTRA_FACE_UP_TROUBLEMAKER)
                   if cards[src]["ctrl"] == player and cards[src]["area"] == area)


def too_few_friends_to_challenge(g, player: int, tm: int, limits: list) -> bool:
    """"Players can't challenge this Troublemaker unless they have at least N Friends at its
    Problem" (`limits`: the continuous abilities of category "challenge_needs_friends")."""
    area = g.s["cards"][tm]["area"]
    friends = sum(1 for i in g.characters_at(area, player) if g.is_type(i, "friend"))
    return any(src == tm and friends < ability.params["n"] for src, ability in limits)


# the flag listing the Troublemakers that "can't be challenged until the end of the turn":
# [turn, [card, source], ...], `source` the card whose text made it so (`unchallengeable_this_turn`);
# files saved before the source was kept list the card alone ([turn, card, ...]): source unknown
_UNCHALLENGEABLE = "unchallengeable"


def make_unchallengeable_this_turn(g, tm: int, rule: str, source: int) -> None:
    """Troublemaker `tm` can't be challenged for the rest of this turn (by the Challenge Step,
    608.1, or by card text), as the text of card `source` says."""
    flags = g.s["flags"]
    found = flags.get(_UNCHALLENGEABLE)
    if found is None or found[0] != g.s["turn"]:
        found = flags[_UNCHALLENGEABLE] = [g.s["turn"]]
    found.append([tm, source])
    g.note(rule, f"{g.name(tm)} can't be challenged until the end of the turn{g.by_text()}")


def unchallengeable_this_turn(g, tm: int) -> tuple[bool, int | None]:
    """Can't `tm` be challenged this turn by a text, and which card's text said so (None: a
    file that did not keep it)?"""
    found = g.s["flags"].get(_UNCHALLENGEABLE) if g.s["flags"] else None
    if found is None or found[0] != g.s["turn"]:
        return False, None
    for entry in found[1:]:
        card, source = (entry, None) if isinstance(entry, int) else entry
        if card == tm:
            return True, source
    return False, None


def can_challenge(g, player: int, tm: int, challengers: int | None = None,
                  why: list[tuple[str, str, int | None]] | None = None, anywhere: bool = False) -> bool:
    """May `player` challenge Troublemaker `tm` now by card text, with `challengers`
    characters involved (None: all of theirs at its Problem, or in play when `anywhere`)? A
    face-up Troublemaker in play (a face-down one can't be named, 505.2), no faceoff running
    (707.4a), and nothing of `challenge_refused`. When `why` is a list, the reason is added
    to it as `challenge_refused` adds it."""
    return may_be_named_to_challenge(g, tm, why) and not challenge_refused(g, player, tm, challengers, why, anywhere)


def may_be_named_to_challenge(g, tm: int, why: list[tuple[str, str, int | None]] | None = None) -> bool:
    """Can a text start a challenge of `tm` now: no faceoff running (707.4a), and `tm` a
    face-up Troublemaker in play (a face-down one can't be named, 505.2)?"""
    c = g.s["cards"].get(tm)
    if g.s["faceoff"] is not None:
        found = ("707.4a", "a faceoff is going on, and no faceoff starts during another", None)
    elif c is None or c["zone"] != "play" or not g.is_type(tm, "troublemaker"):
        found = ("608.1", "only a Troublemaker in play is challenged", None)
    elif c["face_down"]:
        found = ("505.2", "it is face-down, and a text can't name a face-down Troublemaker", None)
    else:
        return True
    if why is not None:
        why.append(found)
    return False


def keeps_manes_out(g, tm: int) -> bool:
    """Does Troublemaker `tm` say "Mane Characters can't be involved in Troublemaker faceoffs
    involving this card" (Biff; category "no_manes_in_faceoff" of that card)?"""
    return any(src == tm for src, _ in g.static_abilities("no_manes_in_faceoff"))


def manes_kept_out(g, tm: int) -> int | None:
    """The card whose text keeps Mane Characters out of a Troublemaker faceoff against `tm`
    (104.2: its "can't" outweighs 514.2a): `tm` itself (`keeps_manes_out`), else a card saying
    "Mane Characters can't be involved in faceoffs."; None when no text does."""
    if keeps_manes_out(g, tm):
        return tm
    return next((src for src, _ in g.static_abilities("manes_not_involved")), None)


def involvable(g, tm: int, characters: list[int]) -> list[int]:
    """Those of `characters` that can be involved in a challenge of `tm` (514.2a): not the
    Mane Characters a text keeps out of it (`manes_kept_out`, 104.2)."""
    if manes_kept_out(g, tm) is None:
        return characters
    return [i for i in characters if not g.is_type(i, "mane")]


def challenge_refused(g, player: int, tm: int, challengers: int | None = None,
                      why: list[tuple[str, str, int | None]] | None = None, anywhere: bool = False) -> bool:
    """Does a rule or a card's text keep `player` from challenging the face-up Troublemaker
    `tm` in play, however the challenge starts (the Challenge Step, 608, or card text,
    707.4): none of their characters at its Problem (608.2), or only Mane Characters a text
    keeps out of the faceoff (`manes_kept_out`: none would be involved, 514.2a, 705.2e), a text
    that forbids it or asks for more characters, or a tax they can't pay (608.1)? `challengers`: how many characters
    would be involved (None: all of theirs at its Problem). `anywhere`: a text naming its
    challengers wherever they are ("with one of your characters", "with this card", "with all
    of your characters in play"): 608.2 is a rule of the Challenge Step, and the text that
    starts a Troublemaker faceoff says which cards are involved (514.2a.i, 514.2c), so any
    character of theirs in play will do. When `why` is a list, each reason is added to it as
    (rule, words, the card whose text says so or None), for a judge's "why not?": all of
    them, the first deciding the answer (the texts counting the characters there are not
    asked when there are none)."""
    c = g.s["cards"][tm]
    here = g.characters(player) if anywhere else g.characters_at(c["area"], player)
    refused = False
    if not here:
        if why is None:
            return True
        why.append(("514.2a.i", f"P{player} controls no character in play", None) if anywhere
                   else ("608.2", f"P{player} controls no character at its Problem", None))
        refused = True
    barred, source = unchallengeable_this_turn(g, tm)
    if barred:
        if why is None:
            return True
        made = "a card's text made it" if source is None else \
            "its text made " + ("this card" if source == tm else g.name(tm))
        why.append(("104.2", f"{made} unable to be challenged until the end of the turn", source))
        refused = True
    involved = involvable(g, tm, here)
    if here and not involved:
        # a challenge none of whose characters could be involved is no challenge with them
        # (608.2, 705.2e); a frightened character is still one (613.2) and is involved
        if why is None:
            return True
        keeper = manes_kept_out(g, tm)
        whose = "its" if keeper == tm else f"{g.name(keeper)}'s"
        why.append(("514.2a", f"P{player} has only Mane Characters {'in play' if anywhere else 'at its Problem'}, "
                              f"and {whose} text keeps them out of the faceoff", keeper))
        refused = True
    if here:
        limits = g.static_abilities("challenge_needs_friends")
        if limits and too_few_friends_to_challenge(g, player, tm, limits):
            if why is None:
                return True
            friends = sum(1 for i in here if g.is_type(i, "friend"))
            needed = max(ability.params["n"] for src, ability in limits if src == tm)
            why.append(("608.1", f"its text asks P{player} to have at least {how_many(needed, 'Friend')} at its "
                                 f"Problem, and P{player} has {count_or_none(friends)} there", tm))
            refused = True
        count = challengers or len(involved)
        if g.static_abilities("min_challengers") and power.static_sum(
                g, "min_challengers", player, tm=tm, area=c["area"], challengers=count):
            # "This card can't be challenged except by two or more characters."
            if why is None:
                return True
            src = _static_source(g, "min_challengers", player, tm=tm, area=c["area"], challengers=count)
            why.append(("608.1", f"its text does not let {how_many(count, 'character')} of P{player}'s challenge it", src))
            refused = True
    tax = power.challenge_tax(g, player, tm)
    if tax > g.s["players"][player]["tokens"]:
        if why is None:
            return True
        why.append(("608.1", f"challenging it costs {how_many(tax, 'action token')}; P{player} has "
                             f"{count_or_none(g.s['players'][player]['tokens'])}", _static_source(g, "challenge_tax", player, tm=tm)))
        refused = True
    return refused


def _static_source(g, category: str, player: int, **context: Any) -> int | None:
    """The first card whose continuous ability of `category` counts for `player` here (the
    text a judge's answer quotes)."""
    return next((src for src, ability in g.static_abilities(category)
                 if static_value(g, src, player, ability, context)), None)


def pays_to_challenge(g, f: dict, player: int, tm: int) -> bool | None:
    """Whether `player`, told by a text to challenge `tm`, pays what a text makes challenging
    it cost ("Players can't challenge that Troublemaker unless they pay [2]", It's a Trap!):
    True with nothing to pay or once they choose to pay (`challenge_with` pays it), False when
    they choose not to and so don't challenge; None while asking. The text's instruction
    does not make them pay: as a move by card text waits on a payment a text asks for it
    (docs/engine.md, "Replacement text"), the player chooses (608.1, 508.1)."""
    tax = power.challenge_tax(g, player, tm)
    if not tax:
        return True
    ans = choose_yes_no(g, f, player, challenge_question(g, player, tm))
    return None if ans is None else ans == ["yes"]


def challenge_words(g, player: int, tm: int) -> str:
    """A text's offer to `player` to challenge `tm`, saying what a text makes challenging it
    cost (608.1: It's a Trap!, Spike, Garbunkle): "Pay 2 to challenge Purple Parasprite #37",
    else "Challenge Purple Parasprite #37". The one wording of the questions whose yes pays
    it (`pays_to_challenge`; a "may challenge" answered by `challenge_with`), so that the
    player knows the price before saying yes."""
    tax = power.challenge_tax(g, player, tm)
    return f"Pay {tax} to challenge {g.name(tm)}" if tax else f"Challenge {g.name(tm)}"


def challenge_question(g, player: int, tm: int) -> str:
    """The question of `challenge_words`: a price cites the rule that sets it (608.1); without
    one, a "may" cites 712.3 as every one does (`abilities.may_question`)."""
    words = challenge_words(g, player, tm)
    return f"{words}? (608.1)" if power.challenge_tax(g, player, tm) else f"{words}?"


def challenge_with(g, player: int, tm: int, only: list[int] | None = None, everywhere: bool = False,
                   rule: str = "707.4") -> None:
    """`player` challenges `tm` (608.4), paying what a text makes challenging it cost (608.1):
    the Troublemaker and, on the challenger's side, only the characters in `only` (`faceoff.
    involved` reads "only"), or every character of theirs in play (`everywhere`: "with all of
    your characters in play"), else all of theirs at its Problem (514.2a). With both, the
    characters in `only` wherever they are ("with this card", "with one of your characters":
    the text says which cards are involved, 514.2a.i)."""
    tax = power.challenge_tax(g, player, tm)
    if tax:
        g.pay_tokens(player, tax, "608.1")
    g.note("608.4", f"P{player} challenges {g.name(tm)}")
    flow.start_faceoff(g, "troublemaker", [g.s["cards"][tm]["area"]], player, tm, rule)
    if only is not None:
        g.s["faceoff"]["only"] = list(only)
    if everywhere:
        g.s["faceoff"]["everywhere"] = True


# who challenges, as printed after "with"
_CHALLENGERS = {
    "it": "self", "this card": "self", "one of your characters": "one", "one of your characters here": "one_here",
    "your characters here": "all", "your characters there": "all", "all your characters here": "all",
    "all of your characters here": "all", "all your characters at its problem": "all",
    "all of your characters at its problem": "all", "your characters at its problem": "all",
    "all your characters there": "all", "all of your characters there": "all",
    "all of your characters in play": "everywhere", "all your characters in play": "everywhere",
}


@effect(r"challenge (.+?) with (it|this card|one of your characters(?: here)?|(?:all (?:of )?)?your characters "
        r"(?:here|there|at its problem|in play))")
def _e_challenge(m):
    """"Challenge an opposing Troublemaker / a Troublemaker here / that Troublemaker / it / this
    card with it / one of your characters / all your characters at its Problem / ... in play"."""
    named = m.group(1)
    if named in ("that troublemaker", "it"):
        # the one the text moved just before, or the one its trigger names ("When an opposing
        # Troublemaker is uncovered here, you may challenge it", Rainbow's Worst Nightmare)
        tm: dict[str, Any] | None = {"ref": "acted_on"}
    elif named == "this card":
        tm = {"self": True}
    else:
        tm = target(named)
        if tm is None or tm.get("self") or tm.get("kind") != "troublemaker" or tm.get("state"):
            return None
    return {"do": "challenge", "tm": tm, "with": _CHALLENGERS[m.group(2)]}


@effect(r"challenge an opponent's troublemaker")
def _e_challenge_as_in_the_phase(m):
    """AD162: a challenge (608.4) as the Troublemaker Phase's, by an effect (707.4): the
    player's characters at its Problem are involved."""
    return {"do": "challenge", "tm": target("an opponent's troublemaker"), "with": "all"}


def _named_troublemakers(g, f: dict, step_: dict) -> list[int]:
    """The Troublemakers the text names, for the player carrying it out."""
    t = step_["tm"]
    if t.get("ref") == "acted_on":
        # the one the text moved just before, or the one a reaction names ("challenge that
        # Troublemaker with all your characters there")
        named = f["data"].get("acted_on", f["data"].get("it"))
        return [named] if named is not None else []
    if t.get("self"):
        return [f["src"]]
    player, area = acting_player(f), referred_area(g, f, t)
    return [i for i in g.s["play"] if fits(g, i, player, f["src"], t, area, "challenge")]


def text_could_name(g, f: dict, step_: dict, tm: int) -> bool:
    """Could the "challenge" step `step_` of the text of frame `f` ever name `tm`, as the
    board stands: its own card for "this card", else a Troublemaker its description fits
    ("an opponent's Troublemaker"). A face-down Troublemaker is judged as its description
    would read it face up: the text could name it, and what keeps it from doing so now
    (505.2) is a reason to give, not a text to leave out. "That Troublemaker", the one a
    reaction names, is known only as the text is used: it could be any."""
    t = step_["tm"]
    if t.get("ref"):
        return True
    if t.get("self"):
        return tm == f["src"]
    seen_as = t if t.get("state") else {**t, "state": "any"}
    return fits(g, tm, acting_player(f), f["src"], seen_as, referred_area(g, f, t), "challenge")


# who challenges wherever they are: the text names them without a place (514.2a.i), so
# 608.2, a rule of the Challenge Step, does not ask them to be at the Troublemaker's Problem
_ANYWHERE = frozenset({"self", "one", "everywhere"})
# how many characters a text's challenge involves, when it names them one by one
_HOW_MANY = {"self": 1, "one": 1, "one_here": 1}


def _challengers(g, f: dict, step_: dict, tm: int) -> list[int]:
    """The characters the text could challenge `tm` with: "it" / "this card" wherever it is,
    "one of your characters" (Biff! Pow!) and "all of your characters in play" any of the
    player's (514.2a.i), else the player's characters at its Problem ("here", "there", "at
    its Problem")."""
    with_ = step_["with"]
    if with_ == "self":
        src = f["src"]
        return [src] if in_play(g, src) and g.is_character(src) else []
    if with_ in _ANYWHERE:
        return g.characters(acting_player(f))
    return g.characters_at(g.s["cards"][tm]["area"], acting_player(f))


def _challengeable(g, f: dict, step_: dict) -> list[int]:
    named = _named_troublemakers(g, f, step_)
    return [tm for tm in named if not text_challenge_refused(g, f, step_, tm, named=named)]


def text_challenge_refused(g, f: dict, step_: dict, tm: int, why: list[tuple[str, str, int | None]] | None = None,
                           named: list[int] | None = None) -> bool:
    """Does something keep the "challenge" step `step_` of the text of frame `f` (its source
    `src`, its controller `ctrl`) from challenging `tm` now: what keeps any text from it
    (`may_be_named_to_challenge`), the text naming other Troublemakers, the challengers it
    names not being at its Problem (608.2), or what keeps the player from challenging it
    (`challenge_refused`)? When `why` is a list, the reason is added to it as
    (rule, words, the card whose text says so or None), for a judge's "why not?"."""
    if not may_be_named_to_challenge(g, tm, why):
        return True
    if tm not in (named if named is not None else _named_troublemakers(g, f, step_)):
        if why is not None:
            why.append(("", "its text does not name this Troublemaker", f["src"]))
        return True
    if not _challengers(g, f, step_, tm):
        if why is not None:
            if step_["with"] == "self":
                why.append(("514.2a.i", f"{g.name(f['src'])} is not a character in play", None))
            elif step_["with"] in _ANYWHERE:
                why.append(("514.2a.i", f"P{acting_player(f)} controls no character in play", None))
            else:
                why.append(("608.2", f"P{acting_player(f)} controls no character at its Problem", None))
        return True
    return challenge_refused(g, acting_player(f), tm, _HOW_MANY.get(step_["with"]), why,
                             step_["with"] in _ANYWHERE)


def challenge_steps(ability: Ability) -> list[dict]:
    """The "challenge" steps of an ability, in its steps or in one of its "Choose one"
    modes: the challenges its text may start."""
    params = ability.params
    steps = list(params.get("steps", ()))
    for mode in params.get("modes", ()):
        steps.extend(mode)
    return [one for one in steps if one.get("do") == "challenge"]


@answers(STEP_CHECKS, "challenge")
def _can_challenge_now(g, f: dict, step_: dict) -> bool:
    return bool(_challengeable(g, f, step_))


@answers(STEP_REFUSALS, "challenge")
def _why_no_challenge(g, f: dict, step_: dict) -> tuple[str, str] | None:
    """Why the text can challenge none of the Troublemakers it names: what keeps it from the
    first of them (`text_challenge_refused`: Biff keeping the player's only characters, Mane
    Characters, out of the faceoff, 514.2a), naming that Troublemaker; when it names none,
    that those it would name are face-down (505.2) or that there is none in play ("P1 has no
    Troublemaker in play", Biff! Pow!). None when something else keeps it."""
    named = _named_troublemakers(g, f, step_)
    for tm in named:
        why: list[tuple[str, str, int | None]] = []
        if text_challenge_refused(g, f, step_, tm, why, named=named) and why:
            rule, words, _card = why[0]
            return rule, f"{g.name(tm)} can't be challenged ({words})"
    if named or step_["tm"].get("ref") or step_["tm"].get("self"):
        return None
    # (none named: a face-down one the text would name face up, 505.2, else none in play)
    player = acting_player(f)
    hidden = [tm for tm in g.s["play"] if g.is_type(tm, "troublemaker") and g.s["cards"][tm]["face_down"]
              and text_could_name(g, f, step_, tm)]
    owner = {"opp": 1 - player, "you": player}.get(step_["tm"].get("owner"))
    if hidden:
        whose = "the" if owner is None else f"P{owner}'s"
        return "505.2", (f"{whose} only Troublemaker it could name is face-down" if len(hidden) == 1 else
                         f"{whose} Troublemakers it could name are all face-down") + \
            ", and a text can't name a face-down Troublemaker"
    if not any(g.is_type(tm, "troublemaker") and owner in (None, g.s["cards"][tm]["ctrl"]) for tm in g.s["play"]):
        return "705.2", none_in_play("Troublemaker") if owner is None else has_none(owner, "Troublemaker")
    return None


@answers(MAY_ASKED_BY_STEP, "challenge")
def _priced(g, f: dict, step_: dict) -> bool:
    """A "may challenge" (with no cost of its own) asks its "may" with what a text makes
    challenging cost (608.1: It's a Trap!), in the question the price is asked in
    (`pays_to_challenge`), so the player is asked once: "Pay 2 to challenge Purple Parasprite
    #37? (608.1)", not "Challenge ...?" and then "Pay 2 ...?"."""
    player = acting_player(f)
    return not step_["costs"] and any(power.challenge_tax(g, player, tm) for tm in _challengeable(g, f, step_))


@step("challenge")
def _d_challenge(g, f, step_, e, rule):
    """Choose the Troublemaker (and, "with one of your characters", that character at its
    Problem), then start the challenge (`challenge_with`). A "may" this step asks itself
    (`_priced`) is the question of the price for one Troublemaker (`pays_to_challenge`), and
    with several, the choice among them, each offered with its price, and not challenging."""
    player = acting_player(f)
    if "tm" not in e:
        found = _challengeable(g, f, step_)
        asks_may = e.get(ASKS_ITS_MAY) and len(found) > 1
        pairs = [(f"card:{i}", f"{challenge_words(g, player, i) if asks_may else g.name(i)} at "
                  f"{g.s['cards'][i]['area']}") for i in found]
        ans = choose(g, f, player, "may" if asks_may else "target", "Challenge which Troublemaker?",
                     [*pairs, ("no", "Don't challenge")] if asks_may else pairs)
        if ans is None:
            return False
        if not ans or ans[0] == "no":
            return True
        e["tm"] = card_of_option(ans[0])
        if asks_may:
            e["paid"] = True  # (its price was in the answer)
    tm = e["tm"]
    anywhere = step_["with"] in _ANYWHERE
    if not can_challenge(g, player, tm, _HOW_MANY.get(step_["with"]), anywhere=anywhere):
        return True
    if "paid" not in e:
        paid = pays_to_challenge(g, f, player, tm)
        if paid is None:
            return False
        if not paid:
            return True
        e["paid"] = True
    only = None
    if step_["with"] in ("one", "one_here"):
        there = "" if anywhere else " there"
        named = _challengers(g, f, step_, tm)
        offered = involvable(g, tm, named)  # (705.2e: one that would not be involved is no choice)
        left_out = "" if offered == named else \
            f" (Mane Characters are left out: {g.name(manes_kept_out(g, tm))}'s text keeps them out of the faceoff, 514.2a)"
        ans = choose(g, f, player, "target", f"Challenge {g.name(tm)} with which of your characters{there}?{left_out}",
                     [(f"card:{i}", g.name(i)) for i in offered])
        if ans is None:
            return False
        if not ans:
            return True
        only = [card_of_option(ans[0])]
    elif step_["with"] == "self":
        only = _challengers(g, f, step_, tm)
        if not only:
            return True
    challenge_with(g, player, tm, only, everywhere=anywhere)
    e["t"] = tm  # ("if you do": the challenge was made)
    return True


# ----- "When this Troublemaker is defeated, you may pay [1] to put another Troublemaker ..." -------


@head_reader
def _defeated_head(text: str) -> tuple[str, str, dict] | None:
    """"When this Troublemaker is defeated": as "when this card is defeated" (514.5a)."""
    return ("tm_defeated", "self", {}) if text == "when this troublemaker is defeated" else None


@effect(r"play a troublemaker for free")
def _e_play_tm_free(m):
    """609.2c without its cost: face-down at a Problem the player chooses, and played (it
    triggers "when you play a card")."""
    return {"do": "tm_from_hand", "face_down": True, "played": True}


@effect(r"put another troublemaker from your hand into play here face-up")
def _e_another_from_hand_here(m):
    """706.1b: face-up where this card was as it was defeated (the trigger's `area`); this
    card has left the hand, so any Troublemaker there is "another"."""
    return {"do": "tm_from_hand", "here": True}
