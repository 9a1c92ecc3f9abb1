"""Problems' own texts (what happens when they enter play or at the start of a phase), and
what confronting, solving or replacing a problem triggers.

Each wording's pattern (registered into `engine.mlp.text.registry`) sits with the
runner that carries it out (registered into `engine.mlp.effects.registry`).
"""

from __future__ import annotations

from typing import Any

from engine.mlp.effects.abilities import (
    card_of_option,
    choose,
    deciding_order,
    opposing_friends,
    problem_options,
    question_pushed,
    replacement_question,
    static_value,
)
from engine.mlp.effects.hooks import flow
from engine.mlp.effects.plain_words import whose, yours
from engine.mlp.effects.registry import (
    CARRIED_OUT_TOGETHER,
    LOOKS_IN_DECKS,
    PART_TRIGGER_MATCHERS,
    PLAY_CHECKS,
    STEP_CHECKS,
    VALUE_RULES,
    answers,
    can_always,
    runner,
    scope,
    step,
    triggered_by,
)
from engine.mlp.effects.steps import acting_player, duration
from engine.mlp.state.game import NO_BONUS, TRIGGERED_EFFECT_RULE
from engine.mlp.state.library import Ability
from engine.mlp.state.ops import op
from engine.mlp.text.parts import UNTIL
from engine.mlp.text.registry import ability as _a
from engine.mlp.text.registry import effect, template
from engine.mlp.values import power


@template(r"friends with (?:(\d+) or more|less than (\d+)) power can't be played (?:here|to this problem)\.")
def _t_friends_barred_here(m, t):
    """A Problem that bars Friends by their power (in hand, their printed power) from
    being played to it; putting one into play there by a card's text is not playing it."""
    if m.group(1):
        return _a("static", "friends_barred_here", t, "cant_play_friend", at_least=int(m.group(1)))
    return _a("static", "friends_barred_here", t, "cant_play_friend", below=int(m.group(2)))


def friend_barred(g, player: int, iid: int, area: str) -> bool:
    """Is playing this Friend to `area` forbidden by such a text in play? (`procedures.actions`
    asks it for each place a Friend could be played.)"""
    if not g.static_abilities("cant_play_friend"):
        return False
    return friend_barred_by(g, player, iid, area) is not None


def friend_barred_by(g, player: int, iid: int, area: str) -> int | None:
    """The first card in play whose text forbids playing this Friend to `area`, or None:
    `friend_barred`'s answer, and the card a judge's "why not?" names."""
    context = {"area": area, "card": iid}
    for src, ability in g.static_abilities("cant_play_friend"):
        if static_value(g, src, player, ability, context) > 0:
            return src
    return None


@template(r"resources can't be played on this problem or on friends here\.")
def _t_no_resources_here(m, t):
    """Only playing is barred: Resources already on the Problem or its Friends stay, and a
    Friend carrying one may still move here (their placement rules are met, 511.2)."""
    return _a("static", "no_resources_played_here", t, "no_resources_played_here")


def resource_barred(g, host: int) -> bool:
    """Is playing a Resource on this card forbidden by such a Problem at its area?
    (`procedures.actions` asks it for each card a Resource could be played on.)"""
    return bool(g.static_abilities("no_resources_played_here")) and resource_barred_by(g, host) is not None


def resource_barred_by(g, host: int) -> int | None:
    """The Problem whose text forbids playing a Resource on this card (`resource_barred`),
    the card a judge is told of; None when none does."""
    c = g.s["cards"][host]
    if not (g.is_type(host, "problem") or g.is_type(host, "friend")):
        return None
    return next((src for src, _ability in g.static_abilities("no_resources_played_here")
                 if g.s["cards"][src]["area"] == c["area"]), None)


@template(r"when this problem is played, each player (frightens an opponent's friend|discards a card)\.")
def _t_problem_enters(m, t):
    what = "frighten" if m.group(1).startswith("frighten") else "discard"
    return _a("trigger", "problem_enters_each_player", t, "enter_play", what=what)


# ----- what it does ---------------------------------------------------------------------------


@runner("problem_enters_each_player")
def _r_problem_enters(g, f, ability):
    s = g.s
    what = ability.params["what"]
    step = f["step"]
    # 801.1: simultaneous decisions, made in order and carried out together
    order = deciding_order(g, f["data"])
    if step == 3:
        return True  # (the Friends frightened together: their frame is done)
    if step == 2:
        chosen = [card_of_option(key) for key in f["data"].get("chosen", [])]
        if what == "frighten":
            # one occurrence (704.1b): Gilda, Out of the Nest hears of both Friends
            f["step"] = 3
            CARRIED_OUT_TOGETHER["frighten"](g, "frighten", chosen, TRIGGERED_EFFECT_RULE)
            return not question_pushed(g, f)
        for iid in chosen:
            if iid in s["cards"]:
                g.discard(iid, TRIGGERED_EFFECT_RULE)
        return True
    player = order[step]
    if what == "frighten":
        cands = [i for i in opposing_friends(g, player) if not s["cards"][i]["frightened"]]
    else:
        cands = list(s["players"][player]["hand"])
    ans = choose(g, f, player, "target", "Frighten an opponent's Friend" if what == "frighten" else "Discard a card",
                 [(f"card:{i}", g.name(i)) for i in cands])
    if ans is None:
        return False
    f["data"].setdefault("chosen", []).extend(ans)
    f["step"] = step + 1
    return False


# ----- what confronting, solving and replacing a problem trigger (704) -------------------------


@answers(PART_TRIGGER_MATCHERS, "confront")
def confronted(g, iid: int, ability: Ability, data: dict) -> dict | None:
    """A player confronted the problem at `area` (`problem`)."""
    c = g.s["cards"][iid]
    p = ability.params
    when = p["when"]
    ctrl = c["ctrl"]
    if when == "you_any":
        return {"area": data["area"]} if data["player"] == ctrl else None
    if when == "opp_any":
        return {"area": data["area"], "player": data["player"]} if data["player"] != ctrl else None
    if when == "this_problem_any":
        if data.get("problem") != iid:
            return None
        need = p.get("colors", 0)
        if need and len(_colors_at(g, data["player"], data["area"])) < need:
            return None
        return {"area": data["area"], "player": data["player"]}
    if when == "opp_here":
        return {"area": data["area"]} if data["player"] != ctrl and data["area"] == c["area"] else None
    if data["player"] != ctrl:
        return None
    if when == "own_here":
        return {"area": data["area"]} if data["area"] == c["area"] else None
    need = p.get("min_chars", 0)
    if need and len(g.characters_at(data["area"], ctrl)) < need:
        return None
    return {"area": data["area"]} if data.get("problem") == iid else None


def _colors_at(g, player: int, area: str) -> set[str]:
    found: set[str] = set()
    for iid in g.characters_at(area, player):
        found.update(power.colors(g, iid))
    return found


@answers(PART_TRIGGER_MATCHERS, "solved", "replaced")
def solved_or_replaced(g, iid: int, ability: Ability, data: dict) -> dict | None:
    """ "When this problem is solved / replaced", "when this card's problem is solved"."""
    if ability.params["when"] == "here":
        return {"area": data["area"]} if data["area"] == g.s["cards"][iid]["area"] else None
    if data.get("problem") != iid:
        return None
    if ability.params.get("were_here"):
        # "... each Friend here": the characters here now, as it is solved (`steps.targets`)
        return {"area": data["area"], "were_here": list(g.characters_at(data["area"]))}
    return {"area": data["area"]}


# ----- what triggers it -------------------------------------------------------------------------


@triggered_by("confront")
def this_problem_confronted(g, iid: int, ability: Ability, data: dict) -> dict | None:
    """"When a player confronts this Problem" (who did), "when you confront this card's Problem"."""
    c = g.s["cards"][iid]
    if ability.params.get("own_problem"):
        return {} if data["player"] == c["ctrl"] and data["area"] == c["area"] else None
    if data["area"] != c["area"] or data.get("problem") != iid:
        return None
    return {"player": data["player"]}


def first_confrontation(g, iid: int, ability: Ability, data: dict) -> dict | None:
    """"The first player to confront this Problem": the first time it is confronted in the
    game (remembered in the flags), with who did."""
    found = this_problem_confronted(g, iid, ability, data)
    key = f"first_confront:{iid}"
    if found is None or g.s["flags"].get(key):
        return None
    g.s["flags"][key] = True
    return found


def problem_faceoff_here(g, iid: int, ability: Ability, data: dict) -> dict | None:
    """"At the start of a Problem faceoff here": a Problem faceoff starting at this card's area."""
    if data.get("kind") != "problem" or g.s["cards"][iid]["area"] not in data["areas"]:
        return None
    return {}


@triggered_by("opp_confront")
def opponent_confronts_here(g, iid: int, ability: Ability, data: dict) -> dict | None:
    """"When an opponent confronts this card's Problem"."""
    c = g.s["cards"][iid]
    return {} if data["player"] != c["ctrl"] and data["area"] == c["area"] else None


# ----- Vexing: a confrontation replaced ---------------------------------------------------------


# the keyword's meaning, as the glossary gives it (it has no rule number of its own: its "if ...
# would ... instead" makes it a replacement modifier, 710.1, the rule its question cites)
VEXING_MEANS = "If an opponent would confront this card's Problem, you may retire this card instead."


def replace_confront(g, player: int, area: str) -> bool:
    """Vexing: an opponent would confront this card's Problem; its controller may retire it
    instead. False, changing nothing, when no card there would replace the confront."""
    if not _vexing_cards(g, player, area):
        return False
    g.push("vexing", area=area, player=player, declined=[])
    return True


def _vexing_cards(g, player: int, area: str) -> list[int]:
    """The opposing cards with Vexing at the Problem `player` would confront, in play order."""
    return [iid for iid in g.at(area) if g.card(iid)["ctrl"] != player and "Vexing" in power.keywords(g, iid)]


@op("vexing")
def _vexing(g, f: dict) -> bool:
    """710.5: with several Vexing cards there, the confronting player, the one the confront
    would affect (a confront is that player's, whose point it scores), chooses which applies;
    its controller then retires it or not (Vexing's "may"). Declined, the choice is made again
    among the rest (710.5b); a card that has left or lost Vexing meanwhile drops out (710.5a).
    Used, it has replaced the confront and none of the rest has anything left to replace."""
    player, area = f["player"], f["area"]
    problem = g.name(g.problem_card(area))
    declined = f.setdefault("declined", [])  # (a board saved before there were several to ask has none)
    if "card" not in f:
        live = [iid for iid in _vexing_cards(g, player, area) if iid not in declined]
        if not live:
            flow.confronts(g, player, area)
            return True
        # (one alone is a forced choice, made without asking: its controller is asked at once)
        options = [(f"card:{iid}", g.name(iid)) for iid in live]
        ans = choose(g, f, player, "replacement",
                     replacement_question(f"P{player} would confront {problem}: which replacement applies?",
                                          [name for _, name in options]), options)
        if ans is None:
            return False
        f["card"] = card_of_option(ans[0])
    iid = f["card"]
    ans = f.pop("ans", None)
    if ans is None:
        asked = f"P{player} would confront {problem}. Vexing: {VEXING_MEANS} Use this replacement?"
        g.ask(g.card(iid)["ctrl"], "replacement", replacement_question(asked, [g.name(iid)]),
              [("no", "No"), ("yes", "Retire it instead")])
        return False
    if ans[0] != "yes":
        declined.append(f.pop("card"))
        return False
    g.note("710.1", f"P{player} doesn't confront {problem}; {g.name(iid)} is retired instead" + g.by_text(g.name(iid)))
    g.retire(iid, "Glossary: Vexing")
    return True


@answers(VALUE_RULES, "friends_barred_here")
def _friends_barred_here(g, src: int, subject: Any, ability: Ability, context: dict) -> int:
    if context["area"] != g.s["cards"][src]["area"]:
        return 0
    printed = g.spec(context["card"]).power or 0
    p = ability.params
    if "at_least" in p:
        return int(printed >= p["at_least"])
    return int(printed < p["below"])


# ----- a Problem's confront requirements changed for every player (611.3) -----------------------


@effect(r"(?:increase a problem's confront requirements|increase the confront requirements of a problem) by (\d+) "
        r"power" + UNTIL)
def _e_requirements_up(m):
    """EO110: every player needs more power to confront the chosen Problem."""
    return {"do": "problem_requirements", "n": int(m.group(1)), "until": m.group(2)}


@effect(r"(?:reduce a problem's confront requirements|reduce the confront requirements of a problem) by (\d+) "
        r"power" + UNTIL)
def _e_requirements_down(m):
    """EO121: every player needs less power to confront the chosen Problem."""
    return {"do": "problem_requirements", "n": -int(m.group(1)), "until": m.group(2)}


@step("problem_requirements")
def _d_problem_requirements(g, f, step, e, rule):
    """611.3: the Problem's requirements themselves change, so the modifier is on each player
    (a "you need" modifier names one); "until the start of your next turn" is the turn of the
    player whose card it is."""
    player = acting_player(f)
    ans = choose(g, f, player, "area", "Choose a Problem",
                 problem_options(g, g.problems()))
    if ans is None:
        return False
    if not ans:
        return True
    until = duration(f, step)
    area = ans[0]
    before = [power.requirements(g, each, area) for each in (0, 1)]
    for each in (0, 1):
        g.add_mod("confront", each, step["n"], until=until, ctrl=player, src=f["src"])
        g.s["mods"][-1]["area"] = area
    ends = f"start of P{player}'s next turn" if until.startswith("next_turn") else f"end of the {until}"
    # (the log names the Problem chosen, as the player chose it: the area alone reads "P0's Problem")
    card = g.problem_card(area)
    problem = f"the Problem at {area}" if card is None else f"{g.name(card)} at {area}"
    if step["n"] > 0:
        g.note("611.3", f"Every player needs {step['n']:+d} power to confront {problem} until the {ends}{g.by_text()}")
    else:
        lowered = _lowered_words(g, area, before, -step["n"])
        g.note("611.3", f"Reducing the confront requirements of {problem} by {-step['n']} power "
                        f"until the {ends}: {lowered}{g.by_text()}")
    return True


def _total(reqs: list[tuple[str, str | None, int]] | None) -> int:
    return sum(amount for _kind, _color, amount in reqs or ())


def _lowered_words(g, area: str, before: list, n: int) -> str:
    """What a reduction "by N power" lowered, for each player who may confront the Problem,
    as their requirements stand now. The rules (611.3) do not say how such a reduction
    meets requirements of given colors; the engine lowers only the power of any color (the
    wild requirement, `power.requirements`), so a player whose requirements there are all of
    given colors needs no less, and the note says so rather than a reduction that did not
    happen."""
    said = []
    for each in (0, 1):
        after = power.requirements(g, each, area)
        if before[each] is None or after is None:
            continue  # (P{each} can't confront it at all)
        lowered = _total(before[each]) - _total(after)
        if lowered >= n:
            said.append(f"P{each} needs {lowered} less power of any color there")
        elif lowered > 0:
            said.append(f"P{each} needs {lowered} less power of any color there (all the power of any color "
                        "it needed)")
        else:
            said.append(f"P{each} needs no less (P{each}'s requirements there ask only for power of given "
                        "colors, and a reduction in power lowers only power of any color)")
    return "; ".join(said) if said else "no player may confront it, and nothing is lowered"


@effect(r"that problem's bonus is 0 until the end of the turn")
def _e_no_bonus_this_turn(m):
    """After "choose a Problem": 514.5c, the chosen Problem's bonus points (`power.problem_bonus`)."""
    return {"do": "no_bonus_this_turn"}


@step("no_bonus_this_turn")
def _d_no_bonus_this_turn(g, f, step_, e, rule):
    area = f["data"].get("area")
    problem = g.problem_card(area) if area in g.s["areas"] else None
    if problem:
        g.add_mod(NO_BONUS, problem, until="turn", ctrl=f["ctrl"], src=f["src"])
        g.note(rule, f"{g.name(problem)}'s bonus is 0 until the end of the turn{g.by_text()}")
    return True
# ----- "this turn, you meet the confront requirements of that Problem if ..." ------------------


@effect(r"this turn, you meet the confront requirements of that problem if you have at least one ready "
        r"(unicorn|earth pony|pegasus), (unicorn|earth pony|pegasus), and (unicorn|earth pony|pegasus) character "
        r"there")
def _e_meet_with_ready_traits(m):
    """CG141: after "choose a Problem" (`steps._d_choose_problem` binds it)."""
    return {"do": "meet_with_ready_traits", "traits": [m.group(1), m.group(2), m.group(3)]}


@step("meet_with_ready_traits")
def _d_meet_with_ready_traits(g, f, step_, e, rule):
    """A modifier on the player for this turn and that Problem (`power.meeting` reads it:
    611.3, they meet its requirements, whatever their power, while they have a ready
    character of each trait there)."""
    player = acting_player(f)
    area = f["data"].get("area")
    if area not in g.s["areas"] or g.s["areas"][area].get("kind") != "problem":
        return True
    g.add_mod(power.MEETS_WITH_TRAITS, player, 0, until="turn", ctrl=player, src=f["src"])
    g.s["mods"][-1]["area"] = area
    g.s["mods"][-1]["traits"] = list(step_["traits"])
    # (one character of each trait, not one character of all three: each named with its own "a ready")
    *rest, last = [f"a ready {trait.title()}" for trait in step_["traits"]]
    g.note(rule, f"this turn P{player} meets the confront requirements at {area} if they have "
                 f"{', '.join(rest)} and {last} character there")
    return True


# ----- "replace it" (the Problem that entered play) ----------------------------------------------


@effect(r"replace (?:it|that problem)")
def _e_replace_that_problem(m):
    """CG1: after "when a Problem enters play": the Problem the trigger names."""
    return {"do": "replace_that_problem"}


@step("replace_that_problem")
def _d_replace_that_problem(g, f, step_, e, rule):
    """613.2 for that Problem, while it is still in play where it entered (410.6: a Problem
    replaced meanwhile is gone) and no text keeps its Problem from being replaced."""
    problem, area = f["data"].get("it"), f["data"].get("area")
    if area not in g.s["areas"] or g.problem_card(area) != problem:
        return True
    if any(g.s["cards"][i]["area"] == area for i, _ in g.static_abilities("cant_replace")):
        return True  # "This card's Problem can't be replaced until it is solved"
    g.note(rule, f"P{acting_player(f)} replaces {g.name(problem)}{g.by_text()}")
    flow.replace_problem(g, area)
    return True


# ----- "you may look at the top card of any Problem deck" (AD4) ------------------------------------


@effect(r"look at the top card of any problem deck")
def _e_look_at_a_problem_deck(m):
    return {"do": "look_at_problem_deck"}


@answers(STEP_CHECKS, "look_at_problem_deck")
def _a_problem_deck_to_look_at(g, f: dict, step_: dict) -> bool:
    """Only with a Problem deck that holds a card (705.2e: a "may" is asked only then)."""
    return any(p["problem_deck"] for p in g.s["players"])


@step("look_at_problem_deck")
def _d_look_at_problem_deck(g, f, step_: dict, e: dict, rule: str) -> bool:
    """The player chooses a Problem deck (either player's) and looks at its top card, which
    stays where it is, face-down: the log tells whose deck was looked at, never the card,
    as for every look at a hidden card."""
    player = acting_player(f)
    decks = [p for p in (0, 1) if g.s["players"][p]["problem_deck"]]
    ans = choose(g, f, player, "target", "Look at the top card of which Problem deck?",
                 [(f"deck:{p}", f"{yours(player, p)} Problem deck") for p in decks])
    if ans is None:
        return False
    if ans:
        owner = int(ans[0].split(":")[1])
        g.note_seen(rule, f"P{player} looks at the top card of {whose(player, owner)} Problem deck")
    return True


# ----- "During the next Score Phase, there is an additional Confront Step for each Problem." ------

# the flag of it: the next Score Phase (`procedures.flow`) takes it and has a second round of
# Confront Steps (610.1: one for each Problem), in which each Problem may be confronted again
ADDITIONAL_CONFRONT_STEPS = "additional_confront_steps"


@template(r"main phase: during the next score phase, there is an additional confront step for each problem\.")
def _t_additional_confront_steps(m, t):
    return _a("play", "additional_confront_steps", t, timing="main")


answers(PLAY_CHECKS, "additional_confront_steps")(can_always)


@runner("additional_confront_steps")
def _r_additional_confront_steps(g, f, ability) -> bool:
    g.s["flags"][ADDITIONAL_CONFRONT_STEPS] = True
    g.note("610.1", "During the next Score Phase, there is an additional Confront Step for each Problem")
    return True


# what can't be done while a card in play closes decks or discard piles (FF113: `abilities.closed_zone`)
scope(LOOKS_IN_DECKS, "look_at_problem_deck")
