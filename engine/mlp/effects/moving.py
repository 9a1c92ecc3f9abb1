"""Moving characters (506): "move ... to a problem", "move all ... home", and what "when you
move ..." and "when an opponent moves ..." answer.

The step patterns sit with what the step does; the trigger heads are read by the part
grammar (`engine.mlp.text.parts.HEADS`) and answered here.
"""

from __future__ import annotations

import re
from typing import Any

from engine.core.plural import how_many
from engine.mlp.effects.abilities import (
    barred_from_area,
    barred_from_moving,
    card_of_option,
    choose,
    in_play,
    is_problem_area,
    own_friends,
    question_pushed,
    static_value,
    text_source,
)
from engine.mlp.effects.at_random import pick_at_random
from engine.mlp.effects.hooks import faceoff
from engine.mlp.effects.registry import (
    APPLIES,
    CHOSEN_FIRST,
    KEYWORD_TRIGGERS,
    PART_TRIGGER_MATCHERS,
    STEP_CHECKS,
    VALUE_RULES,
    acts_on,
    answers,
    step,
    triggered_by,
)
from engine.mlp.effects.steps import (
    acting_player,
    cant_move_this_turn,
    destinations,
    doable_targets,
    kept_from_moving,
    no_moves_flag,
    pick_target,
    printed_words,
    which_words,
)
from engine.mlp.state.game import CANT_BE_MOVED, NO_MOVES_AT_ALL
from engine.mlp.state.library import Ability
from engine.mlp.text.parts import a_or_an, number, target, target_all
from engine.mlp.text.registry import ability as _a
from engine.mlp.text.registry import effect, head_reader, read_paragraph, template
from engine.mlp.values import power


def owner_moved_a_character(g, iid: int, ability: Ability, data: dict) -> dict | None:
    """"When you move a character" for a card still in the zone its trigger works from (its
    `from_zone`: its owner's hand or discard pile, where "you" is its owner)."""
    s = g.s
    c = s["cards"][iid]
    moved = data["card"]
    if c["zone"] != ability.params["from_zone"] or data["mover"] != c["owner"]:
        return None
    return {} if moved in s["cards"] and g.is_character(moved) else None


@answers(PART_TRIGGER_MATCHERS, "moved")
def moved(g, iid: int, ability: Ability, data: dict) -> dict | None:
    """A player (`mover`) moved a card from `origin` to `dest`."""
    s = g.s
    c = s["cards"][iid]
    when = ability.params["when"]
    ctrl = c["ctrl"]
    if when == "opp_character":
        moved = data["card"]
        ok = data["mover"] != ctrl and moved in s["cards"] and g.is_character(moved)
        return {"it": moved, "area": data["dest"]} if ok else None
    if when.startswith("you_character"):
        moved = data["card"]
        if data["mover"] != ctrl or moved not in s["cards"] or not g.is_character(moved):
            return None
        if when == "you_character_other" and moved == iid:
            return None
        limit = ability.params.get("max_power")
        value = power.as_stated(g, moved)
        if limit is not None and (value is None or value > limit):
            # "another character with 2 or less power" (its power as it was moved; a
            # frightened one has none, which is not 0 power, 505.1b)
            return None
        if when.endswith("_mane") and g.spec(moved).type != "mane":
            return None
        if when.endswith("_friend") and not g.is_type(moved, "friend"):
            return None  # "when you move a Friend" (not a Mane Character)
        if when.endswith("_own") and s["cards"][moved]["ctrl"] != ctrl:
            return None
        if "to_problem" in when and not is_problem_area(g, data["dest"]):
            return None
        return {"area": data["dest"], "it": moved}
    if when.startswith("opp_character_from_here"):
        moved = data["card"]
        if moved not in s["cards"] or s["cards"][moved]["ctrl"] == ctrl or not g.is_character(moved):
            return None
        if data["origin"] != c["area"]:
            return None
        if when.endswith("to_problem") and not is_problem_area(g, data["dest"]):
            return None
        return {"area": data["dest"], "it": moved}
    if when == "opp_to_problem":
        ok = data["mover"] != ctrl and is_problem_area(g, data["dest"])
        return {"area": data["dest"]} if ok else None
    if when == "opposing_character_moved":  # by any player; "that character" and where it was
        moved = data["card"]
        ok = moved in s["cards"] and g.is_character(moved) and s["cards"][moved]["ctrl"] != ctrl
        return {"it": moved, "origin": data["origin"], "area": data["dest"]} if ok else None
    if when == "opp_character_to_here":
        moved = data["card"]
        ok = (data["mover"] != ctrl and moved in s["cards"] and g.is_character(moved)
              and data["dest"] == c["area"] and is_problem_area(g, c["area"]))
        return {"it": moved, "area": data["dest"]} if ok else None
    if data["mover"] != ctrl:
        return None
    if when == "to_this_problem_you":
        ok = (g.is_type(iid, "problem") and data["dest"] == c["area"] and data["card"] in s["cards"]
              and g.is_character(data["card"]))
        return {"area": data["dest"]} if ok else None
    if when == "host":  # "when you move the attached Friend": this attachment's host (509.4)
        return {"it": data["card"], "area": data["dest"]} if c["host"] and data["card"] == c["host"] else None
    if data["card"] != iid:
        return None
    if when == "self_to_problem" and not is_problem_area(g, data["dest"]):
        return None
    return {"area": data["dest"]}


# ----- who moved characters this turn ("if that opponent did not move any characters") ----------

_MOVED_ON = "moved_characters_on_turn"
# the names of the turn-end abilities that read the record (registered by their modules): the
# record is kept only while a card with one is in play, so that other games' states stay
# exactly as they were
MOVE_RECORD_READERS: set[str] = set()


@answers(KEYWORD_TRIGGERS, "moved")
def _record_mover(g, event: str, data: dict) -> None:
    """Remember the last turn each player moved a character (506.4; a card sent is not moved)."""
    moved = data["card"]
    if moved in g.s["cards"] and g.is_character(moved) and _record_read(g):
        g.s["flags"][f"{_MOVED_ON}:{data['mover']}"] = g.s["turn"]


def _record_read(g) -> bool:
    for iid in g.board().listeners.get("turn_end", ()):
        if iid in g.s["cards"] and any(a.name in MOVE_RECORD_READERS
                                       for _, a in g.spec(iid).triggers.get("turn_end", ())):
            return True
    return False


def moved_characters_this_turn(g, player: int) -> bool:
    return g.s["flags"].get(f"{_MOVED_ON}:{player}") == g.s["turn"]


# ----- "plays or moves": one text, two trigger conditions ---------------------------------------


@head_reader
def _h_opp_to_here(text: str):
    """"When an opponent moves / plays a character to this card's Problem": the moved or
    played character is "that character"."""
    if text == "when an opponent moves a character to this card's problem":
        return "moved", "opp_character_to_here", {}
    if text == "when an opposing character is moved":
        return "moved", "opposing_character_moved", {}
    if text == "when an opponent plays a character to this card's problem":
        return "played", "opp_character_here", {"match": "opp_played_here"}
    return None


@answers(PART_TRIGGER_MATCHERS, "opp_played_here")
def opp_played_here(g, iid: int, ability: Ability, data: dict) -> dict | None:
    """An opponent played a character (a Friend) to this card's Problem."""
    s = g.s
    c = s["cards"][iid]
    new = data.get("card")
    ok = (data["player"] != c["ctrl"] and new in s["cards"] and g.is_character(new)
          and data.get("area") == c["area"] and is_problem_area(g, c["area"]))
    return {"it": new, "area": data["area"]} if ok else None


_EITHER = re.compile(r"when (you|an opponent) (play|move)s? or (play|move)s? (.+?), (.+)")


@template(_EITHER.pattern)
def _t_play_or_move(m, t):
    """"When you play or move this card to a Problem, ...": two trigger conditions with one
    effect, read as the two texts "when you play ..." and "when you move ..." (each
    triggers on its own occurrence, 704)."""
    built = []
    for verb in (m.group(2), m.group(3)):
        verb = verb if m.group(1) == "you" else verb + "s"
        one = read_paragraph(f"when {m.group(1)} {verb} {m.group(4)}, {m.group(5)}", t, _t_play_or_move)
        if one is None:
            return None
        built.extend(one)
    return built


# ----- moving: what the wordings read as (506) -----------------------------------------------------


@effect(r"move up to (two|three|four|five|six|\d+) (of your .+)")
def _e_move_up_to(m):
    # "... Critter Friends from home to a Problem": the ones at home, each to a Problem
    described = m.group(2).replace(" from home to ", " at home to ")
    found = _e_move(re.match(r"move (.+?)(?: to (a problem|another problem|its home|home|your home|that problem"
                             r"|this card's problem|this problem|this card's area|the same problem)| (home)| (there))?$",
                             "move one " + described))
    if found is None:
        return None
    return {**found, "most": number(m.group(1)), "what": m.group(2)}


@effect(r"move up to (two|three|\d+) (opposing characters|opposing friends)")
def _e_move_up_to_opposing(m):
    """Up to N different opposing cards moved by this player (506.4; `_move_up_to`)."""
    found = target("an " + m.group(2)[:-1])
    if found is None:
        return None
    return {"do": "move", "target": found, "dest": "any", "most": number(m.group(1)), "what": m.group(2)}


@effect(r"move all (.+) home")
def _e_move_all_home(m):
    found = target_all(m.group(1))
    if found is None:
        return None
    return {"do": "move", "target": found, "all": True, "dest": "home"}


@effect(r"move each (.+) home")
def _e_move_each_home(m):
    found = target(a_or_an(m.group(1)))
    if found is None or found.get("self"):
        return None
    return {"do": "move", "target": found, "all": True, "dest": "home"}


@effect(r"move (.+?)(?: to (a problem|another problem|its home|home|your home|that problem|this card's problem"
        r"|this problem|this card's area|the same problem)| (home)| (there))?")
def _e_move(m):
    found = target(m.group(1))
    if found is None:
        return None
    dest = {None: "any", "a problem": "problem", "another problem": "problem", "its home": "home",
            "home": "home", "your home": "home", "that problem": "there", "this card's problem": "here_problem",
            "this problem": "here", "this card's area": "here", "the same problem": "there",
            "there": "there"}[m.group(2) or m.group(3) or m.group(4)]
    return {"do": "move", "target": found, "dest": dest, "what": m.group(1)}


@effect(r"move (.+?) to that friend's problem")
def _e_move_to_that_friends_problem(m):
    """The Problem of the Friend the trigger names: none when that Friend is at home."""
    found = target(m.group(1))
    if found is None:
        return None
    return {"do": "move", "target": found, "dest": "there_problem", "what": m.group(1)}


@effect(r"move (one of your characters|one of your friends) home from (?:this card's problem|here)")
def _e_move_home_from_here(m):
    """"... moves one of their characters home from this card's Problem": one of those at this
    card's area, moved to its controller's home."""
    found = target(m.group(1) + " here")
    if found is None:
        return None
    return {"do": "move", "target": found, "dest": "home"}


@effect(r"move (.+?) (here|there) from home")
def _e_move_from_home(m):
    found = target(m.group(1) + " at home")
    if found is None or found.get("self"):
        return None
    return {"do": "move", "target": found, "dest": m.group(2)}


# ----- moving: what the step does (506.4) ----------------------------------------------------------


def _move_prompt(g, f: dict, step: dict) -> str:
    """The question choosing the card a text moves, in its card's words ("Move which opposing
    character there home?"), where it goes said when the text says it: home, or here ("Which
    of your characters do you move here?": "Move which of your characters here?" would ask
    for those already here)."""
    where = {"home": " home", "here": " here", "here_problem": " to this card's Problem"}.get(step.get("dest"), "")
    which = which_words(g, f, step)
    if which is None:
        return f"Choose a card to move{where}"
    return f"{which[:1].upper()}{which[1:]} do you move here?" if step.get("dest") == "here" else f"Move {which}{where}?"


@step("move")
def _d_move(g, f, step, e, rule):
    if step.get("all"):
        for iid in doable_targets(g, f, step):
            dests = destinations(g, f, step, iid)
            if dests:
                g.move(iid, dests[0], acting_player(f), "506.4")
        return True
    if "most" in step:
        return _move_up_to(g, f, step, e)
    iid = _card_and_place(g, f, step, e)
    if iid is False:
        return False
    if iid is None or not in_play(g, iid):
        return True
    if e["to"] is not None:
        g.move(iid, e["to"], acting_player(f), "506.4", decided=True, owed=e.get("owed"))
        f["data"]["acted_on"] = iid  # (what a later "that Friend" of the text names: `delayed`)
    return True


def _card_and_place(g, f: dict, step: dict, e: dict) -> int | bool | None:
    """The card a move instruction moves and where it goes (`e["to"]`, None for nowhere it
    can go), both chosen before it moves: for "each player may move one of their characters
    to this Problem" every player chooses before any card moves (801.1, `steps.run`), so a
    place is chosen among those open to the card as the player decides, and the tolls its
    move owes are those owed then (`tolls_owed`; 801.1: a card moving in the same
    step neither adds nor takes one away). The card, None for none, False while asking."""
    iid = pick_target(g, f, step, e, lambda: _move_prompt(g, f, step))
    if iid is False or iid is None or not in_play(g, iid) or "to" in e:
        return iid
    if (kept := kept_from_moving(g, iid, acting_player(f))) is not None:
        # 705.2e: the card the text names ("move that Friend") can't be moved by this player
        # or their card: no place is asked, and the log says why
        g.note("104.2", f"{g.name(iid)} isn't moved: {kept}")
        e["to"] = None
        return iid
    dests = destinations(g, f, step, iid)
    ans = choose(g, f, acting_player(f), "area", f"Move {g.name(iid)} where?", [(a, f"to {a}") for a in dests])
    if ans is None:
        return False
    e["to"] = ans[0] if ans else None
    if ans:
        e["owed"] = tolls_owed(g, iid, ans[0], acting_player(f))
    return iid


def tolls_owed(g, iid: int, dest: str, mover: int) -> list[list]:
    """What each player owes, as things stand, to have this card moved to `dest` by card text
    ([player, amount, the names of the cards whose texts set the toll], those owing something;
    the question leads with those names): a text in play says it "can't be moved unless its
    controller pays [N]" (category "move_toll", `costs`) or that opponents "can't move
    characters unless they pay [N]" (category "mover_toll": the player carrying the move out
    pays). Every such text speaks of characters, Mane Characters and Friends (301.4, 302.2):
    a Troublemaker moved (Tempest Shadow's Airship) owes nothing."""
    if not g.is_character(iid) or not (g.static_abilities("move_toll") or g.static_abilities("mover_toll")):
        return []
    c = g.card(iid)
    context = {"card": iid, "origin": c["area"], "dest": dest, "mover": mover}
    owed: dict[int, list] = {}
    for category, player in (("move_toll", c["ctrl"]), ("mover_toll", mover)):
        for src, ability in g.static_abilities(category):
            amount = static_value(g, src, player, ability, context)
            if amount:
                payer = owed.setdefault(player, [player, 0, []])
                payer[1] += amount
                if g.name(src) not in payer[2]:
                    payer[2].append(g.name(src))
    return list(owed.values())


def _move_up_to_prompt(g, f: dict, step: dict) -> str:
    """The question choosing the cards "move up to N ..." moves, in its card's words, as other
    move questions are: "Move up to 3 of your Critter Friends from home to a Problem" asks
    "Move which of your Critter Friends from home to a Problem? (up to 3)"."""
    printed = printed_words(g, f, step["what"]) if "what" in step else None
    if printed is None:
        return f"Choose up to {how_many(step['most'], 'character')} to move"
    return f"Move which {printed}? (up to {step['most']})"


def _move_up_to(g, f: dict, step: dict, e: dict) -> bool:
    """ "Move up to two of your characters": one instruction, so the player chooses its cards
    at once, from none ("up to") to N different ones among those it could move somewhere
    (705.2e); then, in the order chosen, where each goes (each may go to a different place
    when the text names none), each moved as its place is chosen: every move is its own
    occurrence (506.1). "If you do" then means one card or more was chosen (`steps.run`)."""
    player = acting_player(f)
    if "t" not in e:
        found = doable_targets(g, f, step)
        ans = choose(g, f, player, "target", _move_up_to_prompt(g, f, step),
                     [(f"card:{i}", g.name(i)) for i in found], 0, min(step["most"], len(found)))
        if ans is None:
            return False
        e["t"] = [card_of_option(key) for key in ans]
    while e.get("moved", 0) < len(e["t"]):
        iid = e["t"][e.get("moved", 0)]
        dests = destinations(g, f, step, iid) if in_play(g, iid) else []
        ans = choose(g, f, player, "area", f"Move {g.name(iid)} where?", [(a, f"to {a}") for a in dests])
        if ans is None:
            return False
        if ans:
            g.move(iid, ans[0], player, "506.4")
        e["moved"] = e.get("moved", 0) + 1
        if question_pushed(g, f):
            return False  # (that move's own question first, 710.5; then the next card's place)
    return True


# ----- what triggers it -------------------------------------------------------------------------


@triggered_by("moved")
def this_card_moved_to_a_problem(g, iid: int, ability: Ability, data: dict) -> dict | None:
    """"When you move this card to a Problem" (and "... from your Home")."""
    s = g.s
    if data["card"] != iid or data["mover"] != s["cards"][iid]["ctrl"] or not is_problem_area(g, data["dest"]):
        return None
    if ability.params.get("from_home") and s["areas"][data["origin"]]["kind"] != "home":
        return None
    return {"area": data["dest"]}


# ----- where characters can't be moved ---------------------------------------------------------


@template(r"friends (with|without) resources on them can't be moved here\.")
def _t_no_moving_here(m, t):
    """(`abilities.barred_from_area`: by any player, by the Move action or by card text.)"""
    return _a("static", "friends_by_resources_cant_be_moved_here", t, "cant_be_moved_to",
              with_resources=m.group(1) == "with")


@answers(APPLIES, "friends_by_resources_cant_be_moved_here")
def _friend_by_resources(g, s: dict, sc: dict, tc: dict, src: int, target: int, ability: Ability) -> bool:
    if not g.is_type(target, "friend"):
        return False
    wearing = any(g.is_type(i, "resource") for i in g.attachments(target))
    return wearing == ability.params["with_resources"]


# Moving a character asks the "cant_move_to" texts in play (the Move action, `procedures.actions`;
# moves by text, `steps.destinations`), whoever moves it.
@template(r"players with (two|three|\d+) or more characters here can't move characters to this card's problem\.")
def _t_crowded_cant_move_to_own_problem(m, t):
    """EO66: on a Friend, "here" and "this card's Problem" are the Problem it is at."""
    return _a("static", "crowded_players_cant_move_here", t, "cant_move_to", at_least=number(m.group(1)))


@answers(VALUE_RULES, "crowded_players_cant_move_here", "crowded_players_cant_play_here")
def crowded_players_barred(g, src: int, subject: Any, ability: Ability, context: dict) -> int:
    """1 (barred) for a player with at least that many characters at this card's Problem,
    moving or playing one to it; any player, its controller included (Flooding at Sweet
    Apple Acres, Discord, Plus One)."""
    area = g.s["cards"][src]["area"]
    if context.get("area") != area or not is_problem_area(g, area):
        return 0
    return int(len(g.characters_at(area, subject)) >= ability.params["at_least"])


# ----- "opponents can't move their characters this turn" ------------------------------------------


@effect(r"opponents can't move their characters this turn")
def _e_opponents_cant_move(m):
    return {"do": "opponents_cant_move"}


@step("opponents_cant_move")
def _d_opponents_cant_move(g, f, step_, e, rule):
    opponent = 1 - acting_player(f)
    g.ban_for_turn(no_moves_flag(opponent), text_source(g, f))
    g.note(rule, f"P{opponent} can't move their characters this turn")
    return True


# ----- "characters can't be moved to that Problem until the end of the turn" -----------------------


@effect(r"characters can't be moved to that problem until the end of the turn")
def _e_close_problem_to_moves(m):
    """CG106: the Problem the reaction names ("that Problem": where the Friend was moved)."""
    return {"do": "close_problem_to_moves"}


@step("close_problem_to_moves")
def _d_close_problem_to_moves(g, f, step_, e, rule):
    """Written into the game state for this turn (`MlpGame.closed_to_moves`, asked by the Move
    action, by moves by card text and by the state as a card is moved)."""
    area = f["data"].get("area")
    if area in g.s["areas"] and is_problem_area(g, area):
        g.ban_for_turn("closed_to_moves:" + area, text_source(g, f))
        g.note(rule, f"characters can't be moved to {area} until the end of the turn{g.by_text()}")
    return True
# ----- "characters can't be moved this turn", "that character can't be moved until ..." ---------
# (`MlpGame.cant_be_moved`: the Move action, moves by card text and the state's own `move`)


@effect(r"characters can't be moved this turn")
def _e_no_moves_at_all(m):
    return {"do": "no_moves_at_all"}


@step("no_moves_at_all")
def _d_no_moves_at_all(g, f, step_, e, rule):
    g.ban_for_turn(NO_MOVES_AT_ALL, text_source(g, f))
    g.note(rule, f"Characters can't be moved this turn{g.by_text()}")
    return True


@effect(r"that character can't be moved (?:until the end of the turn|again this turn)")
def _e_hold_in_place(m):
    """After "choose a character": the character chosen; CGpf6: the character its reaction
    names (after "send that character to its previous area")."""
    return {"do": "cant_be_moved_this_turn"}


@step("cant_be_moved_this_turn")
def _d_hold_in_place(g, f, step_, e, rule):
    iid = f["data"].get("it")
    if in_play(g, iid):
        g.add_mod(CANT_BE_MOVED, iid, until="turn", ctrl=f["ctrl"], src=f["src"])
        g.note(rule, f"{g.name(iid)} can't be moved until the end of the turn{g.by_text()}")
    return True


# ----- "move a character they control for each of their Friends involved in the faceoff" ----------


@effect(r"move a character (?:they|you) control for each of (?:their|your) friends involved in the faceoff")
def _e_move_per_involved_friend(m):
    """CG113: said of the winner of the faceoff the text started, as it ends (514.5d)."""
    return {"do": "move_per_involved_friend"}


_OWN_CHARACTER_MOVED = {"do": "move", "target": {"owner": "you", "kind": "character"}, "dest": "any"}
OWN_FRIEND_MOVED = {"do": "move", "target": {"owner": "you", "kind": "friend"}, "dest": "any"}


def movable_each_once(g, f: dict, moved_step: dict, done: list[int]) -> list[int]:
    """The cards `moved_step` may move that have somewhere to go and were not moved by this
    text yet: "a Friend ... for each color" is as many different cards (`steps.doable_targets`
    leaves out those a text keeps from moving)."""
    return [i for i in doable_targets(g, f, moved_step) if i not in done and destinations(g, f, moved_step, i)]


def move_one_at_a_time(g, f: dict, e: dict, moved_step: dict, count, prompt: str, rule: str,
                       stop: str | None = None) -> bool:
    """Up to `count()` moves (counted as the text starts resolving), each of a different card
    `moved_step` may move, to where its player chooses, one at a time so that each move
    is made before the next card is chosen; fewer when fewer can be moved (705.2e). With
    `stop` ("may", "up to"), the player may end at any move. `e` keeps the count and the
    cards moved between the questions."""
    player = acting_player(f)
    if "left" not in e:
        e["left"] = count()
        e["moved"] = []
    while e["left"] > 0:
        if "card" not in e:
            found = movable_each_once(g, f, moved_step, e["moved"])
            if not found:
                return True
            options = [(f"card:{i}", g.name(i)) for i in found]
            ans = choose(g, f, player, "target", f"{prompt} ({e['left']} to go)",
                         [("none", stop), *options] if stop else options)
            if ans is None:
                return False
            if not ans or ans[0] == "none":
                return True
            e["card"] = card_of_option(ans[0])
        iid = e["card"]
        dests = destinations(g, f, moved_step, iid) if in_play(g, iid) else []
        ans = choose(g, f, player, "area", f"Move {g.name(iid)} where?", [(a, f"to {a}") for a in dests])
        if ans is None:
            return False
        if ans:
            g.move(iid, ans[0], player, rule)
        del e["card"]
        e["moved"].append(iid)
        e["left"] -= 1
        if question_pushed(g, f):
            return False  # (that move's own question first, 710.5; then the next card)
    return True


@step("move_per_involved_friend")
def _d_move_per_involved_friend(g, f, step_, e, rule):
    """As many moves as the player's Friends involved in the faceoff (counted as the step
    starts), each of a different character they may move, each to where they choose; "may":
    they can stop at any move ("Done")."""
    return move_one_at_a_time(g, f, e, _OWN_CHARACTER_MOVED, lambda: _involved_friends(g, f),
                              "Move a character you control", "514.5d", stop="Done")


@acts_on("move_per_involved_friend")
def _movable_for_involved_friends(g, f: dict, step_: dict) -> list[int]:
    """The characters the player may move, when they have a Friend involved in the faceoff."""
    return movable_each_once(g, f, _OWN_CHARACTER_MOVED, []) if _involved_friends(g, f) else []


def _involved_friends(g, f: dict) -> int:
    """The acting player's Friends involved in the faceoff."""
    if g.s["faceoff"] is None:
        return 0
    return sum(1 for i in faceoff.involved(g, acting_player(f)) if g.is_type(i, "friend"))
# ----- "choose up to 2 of your characters at home. move each of them to a different problem." --------
# (the cards chosen are kept in the frame's data, `CHOSEN_TO_MOVE`, for the step after)

CHOSEN_TO_MOVE = "chosen_to_move"
_OWN_TO_A_PROBLEM = {"dest": "problem"}


@effect(r"choose up to (two|three|\d+) of (your characters at home)")
def _e_choose_own_at_home(m):
    return {"do": "choose_own_at_home", "n": number(m.group(1)), "what": m.group(2)}


@effect(r"move each of them to a different problem")
def _e_move_each_to_different_problems(m):
    return {"do": "move_chosen_to_different_problems"}


def _movable_from_home(g, f: dict) -> list[int]:
    """The player's characters at home that a move by this text could take to a Problem."""
    player = acting_player(f)
    if g.s["flags"] and cant_move_this_turn(g, player):
        return []  # "opponents can't move their characters this turn"
    return [i for i in g.characters_at(f"home:{player}", player)
            if not g.cant_be_moved(i) and not barred_from_moving(g, i, player)
            and destinations(g, f, _OWN_TO_A_PROBLEM, i)]


@step("choose_own_at_home")
def _d_choose_own_at_home(g, f, step_, e, rule):
    """Up to N: none, one or more of them (705.2e: only those a move could take somewhere)."""
    cands = _movable_from_home(g, f)
    ans = choose(g, f, acting_player(f), "target", _chosen_at_home_prompt(g, f, step_),
                 [(f"card:{i}", g.name(i)) for i in cands], 0, min(step_["n"], len(cands)))
    if ans is None:
        return False
    f["data"][CHOSEN_TO_MOVE] = [card_of_option(key) for key in ans]
    return True


def _chosen_at_home_prompt(g, f: dict, step: dict) -> str:
    """The question choosing the cards "each of them" of the next sentence means, in its card's
    words and with what they are chosen for, as other move questions are: "Choose up to 2 of
    your characters at home. Move each of them to a different Problem." asks "Move which of
    your characters at home to different Problems? (up to 2)"."""
    printed = printed_words(g, f, step["what"]) or step["what"]
    return f"Move which of {printed} to different Problems? (up to {step['n']})"


@step("move_chosen_to_different_problems")
def _d_move_to_different_problems(g, f, step_, e, rule):
    """Each card chosen, in the order chosen, to a Problem none of the others was sent to: a
    Problem is taken once it is chosen for a card ("each of them to a different Problem" asks
    for different destinations), also while that move waits on its own question (SB56 Brian's
    "you may retire this card instead", a price for moving it) and when that question leaves
    the card where it was."""
    player = acting_player(f)
    chosen = f["data"].get(CHOSEN_TO_MOVE, [])
    used = e.setdefault("used", [])
    while e.get("done", 0) < len(chosen):
        iid = chosen[e.get("done", 0)]
        dests = [a for a in destinations(g, f, _OWN_TO_A_PROBLEM, iid) if a not in used] if in_play(g, iid) else []
        ans = choose(g, f, player, "area", f"Move {g.name(iid)} to which Problem?", [(a, f"to {a}") for a in dests])
        if ans is None:
            return False
        if ans:
            used.append(ans[0])
            g.move(iid, ans[0], player, "506.4")
        e["done"] = e.get("done", 0) + 1
        if question_pushed(g, f):
            return False  # (that move's own question first, 710.5; then the next card's Problem)
    return True


# ----- "move one of your Friends to each Problem" (HM85) -----------------------------------------


@effect(r"move one of your friends to each problem")
def _e_one_friend_to_each_problem(m):
    return {"do": "one_friend_to_each_problem"}


def _friends_movable_to(g, f: dict, area: str, moved: list[int]) -> list[int]:
    """The player's Friends that a move by this text could take to `area` (not one moved by
    it already: one Friend to each Problem)."""
    player = acting_player(f)
    if g.s["flags"] and cant_move_this_turn(g, player):
        return []
    return [i for i in own_friends(g, player) if i not in moved
            and not g.cant_be_moved(i) and not barred_from_moving(g, i, player)
            and area in destinations(g, f, _OWN_TO_A_PROBLEM, i)]


@step("one_friend_to_each_problem")
def _d_one_friend_to_each_problem(g, f, step_, e, rule):
    """Problem by Problem (in play order of the areas), a different Friend of the player's to
    each, chosen among those that can go there; a Problem none can go to gets none."""
    player = acting_player(f)
    moved = e.setdefault("moved", [])
    problems = g.problems()
    while e.get("at", 0) < len(problems):
        area = problems[e.get("at", 0)]
        cands = _friends_movable_to(g, f, area, moved)
        ans = choose(g, f, player, "target", f"Move which of your Friends to {area}?",
                     [(f"card:{i}", g.name(i)) for i in cands])
        if ans is None:
            return False
        if ans:
            friend = card_of_option(ans[0])
            if g.move(friend, area, player, "506.4"):
                moved.append(friend)
        e["at"] = e.get("at", 0) + 1
    return True


@answers(STEP_CHECKS, "one_friend_to_each_problem")
def _some_friend_can_move(g, f: dict, step_: dict) -> bool:
    """705.2e: a mode offered only when a Friend of the player's can go to some Problem."""
    return any(_friends_movable_to(g, f, area, []) for area in g.problems())
# ----- moving to a random area ---------------------------------------------------------------------


def random_areas(g, iid: int, mover: int) -> list[str]:
    """Where a character may be moved to "a random area": its controller's home or a
    Problem, other than where it is, and not one it is barred from (506.2, 104.2)."""
    c = g.s["cards"][iid]
    barred = bool(g.static_abilities("cant_be_moved_to"))
    return [a for a in (f"home:{c['ctrl']}", *g.problems()) if a != c["area"] and not g.closed_to_moves(a)
            and not (barred and barred_from_area(g, iid, a, mover))]


def move_to_random_area(g, f: dict, iid: int, mover: int, rule: str, replaceable: bool = True) -> bool | None:
    """Move a character to one of its `random_areas`, picked at random (`at_random`, asked
    by the frame `f`); False when there is none or the move did not happen, None while a
    guess is made before the pick (the caller runs again)."""
    found = random_areas(g, iid, mover)
    if not found:
        return False
    return move_at_random(g, f, iid, found, mover, rule, kind="area", replaceable=replaceable)


def move_at_random(g, f: dict, iid: int, found: list[str], mover: int, rule: str, *, kind: str,
                   move_rule: str | None = None, replaceable: bool = True) -> bool | None:
    """Move a character to one of the areas `found`, picked at random ("a random area", `kind`
    "area"; "a random Problem", "Problem"): the one place every such move is made and logged.
    The log says the pick as a pick ("P1's Problem is picked at random for ..."), then what
    came of the move once, as `MlpGame.move` tells it: moved, or not moved and why (a toll its
    controller can't pay, 104.2), never "goes to" an area it may not reach. False when the
    move did not happen, None while a guess is made before the pick (the caller runs again)."""
    name = g.name(iid)
    dest = pick_at_random(g, f, found, rule, labels=found, which=f"{kind} will be picked at random for {name}")
    if dest is None:
        return None
    g.note(rule, f"{dest} is picked at random for {name}{g.by_text()}")
    return bool(g.move(iid, dest, mover, move_rule or rule, replaceable=replaceable))


# "each player may move one of their characters to this Problem": each player's card and its
# place chosen before any card moves (801.1, `steps.run`)
CHOSEN_FIRST["move"] = _card_and_place
