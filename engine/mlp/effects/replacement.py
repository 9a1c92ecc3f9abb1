"""Replacement text read in parts (710): "If <a card> would be <dismissed / frightened /
...>, (you may) <do something> instead", and the other occurrences printed text replaces.

Most wordings are read by the patterns at the end of this module into an Ability of kind "replace", name "instead",
on an event "would_<occurrence>" (dismiss, frighten, uncover, turn_face_up, move,
retire_home_limit, replace_problem), with parameters:

- `target`: the card whose occurrence is replaced (a description as for effects, or
  "this card", "that card": this attachment's host, "this card's Problem");
- `may`: whether the ability's controller chooses to apply it (712.3);
- `costs`: what that player does instead, paid like an ability's costs (retire this
  card, exhaust this card, pay [N], banish a card from your discard pile, ...);
- `fate`: what happens to the card instead ("none": nothing, it simply is not dismissed,
  frightened, ...; "exhaust", "banish", "hand", "dismiss", "face_down", "move_here",
  "retire_attached_resource");
- `by` ("opp": only an opponent's move), `several` ("one or more ...": the cards one
  instruction acts on together are one occurrence).

The engine asks `replace` before the occurrence. With one or more abilities that apply,
the affected player (the card's controller) chooses which one applies (710.5); an
optional one is then offered to its controller, and if declined the choice is made again
among the rest (710.5b). An ability that replaced an occurrence can't replace it, or
what replaced it, again (710.3): the cards whose abilities were used travel with the new
occurrence (`used`). Sending home, returning to a hand, flipped cards, points and
defeats have their own small functions below (`send_home_instead`, `bounce_instead`,
`flipped_to_discard`, `bonus_scorer`, `tm_points`, `defeat_instead`), and what 613.2 asks
before a Problem is replaced is `before_replacing`.

Readings where the rules are silent (docs/engine.md, "Replacement text"): an optional
replacement is offered only when what it does instead can be done in full (the player
chooses to do something, and can't choose what can't be done); a mandatory one applies
even when it can't be done (710.4). Dismissals and sending home by the game (511.2,
511.5, 613.2) are not replaced (104.3), as for Persistent.
"""

from __future__ import annotations

import re
from collections.abc import Sequence
from typing import Any

from engine.core.plural import how_many
from engine.mlp.effects import steps as effects
from engine.mlp.effects.abilities import (
    choose,
    choose_yes_no,
    in_play,
    is_replacement,
    kept_from_cost,
    led_by,
    offering_cards,
    replacement_question,
)
from engine.mlp.effects.hooks import faceoff, flow
from engine.mlp.effects.moving import move_to_random_area, tolls_owed
from engine.mlp.effects.registry import (
    DISCARD_REPLACEMENT_OFFERS,
    DISCARDS_REPLACED,
    DRAW_REPLACEMENT_OFFERS,
    DRAWS_REPLACED,
)
from engine.mlp.effects.verbs import (
    ACT_TOGETHER,
    banish_until_turn_end,
    frightened_by_persistent,
    persistent,
    source_name,
)
from engine.mlp.state.game import (
    DISCARD_REPLACEMENTS,
    DRAW_REPLACEMENTS,
    FROM_DISCARD,
    STAYS_WHEN_SOLVED,
    TRIGGERED_EFFECT_RULE,
    TURN_RECORD,
)
from engine.mlp.state.library import Ability
from engine.mlp.state.ops import op
from engine.mlp.text.parts import costs, number, target
from engine.mlp.text.registry import ability as _a
from engine.mlp.text.registry import read_paragraph
from engine.mlp.text.registry import template as _any_template

_WORDS = {"dismiss": "dismissed", "frighten": "frightened", "uncover": "uncovered", "move": "moved",
          "banish": "banished", "leave_play": "taken out of play",
          "replace_problem": "replaced",
          "turn_face_up": "turned face-up", "ready": "readied",
          "retire_home_limit": "retired for being in excess of the home limit"}
# what happens to the card instead, by `fate` ("": nothing, or what its player does: `_note_instead`)
_FATES = {"none": "", "exhaust": "exhausted", "banish": "banished",
          "hand": "put into its owner's hand", "dismiss": "dismissed",
          "face_down": "turned face-down", "move_here": "moved",
          "retire_attached_resource": "",
          "banish_turn": "banished until the end of the turn",
          "redirect": "moved to a different Problem",
          "retire_tokens_for_cost": "",
          "random_area": "moved to a random area"}


def _ability(g, key: str) -> tuple[int, Ability] | None:
    """The replacement ability an "instead:<src>:<index>" key names, if its card is still
    in play, face up, with that ability (710.5a: else it no longer applies)."""
    _, src, index = key.split(":")
    src_id, at = int(src), int(index)
    c = g.s["cards"].get(src_id)
    if c is None:
        return None
    found = g.spec(src_id).abilities
    if at >= len(found) or found[at].name != "instead":
        return None
    if found[at].params.get(FROM_DISCARD):
        return (src_id, found[at]) if c["zone"] == "discard" else None  # ("while this card is in your discard pile")
    if c["zone"] != "play" or not g.face_up(src_id) or src_id in g.lost_abilities():
        return None
    return src_id, found[at]


def applies(g, src: int, iid: int, ability: Ability, context: dict | None = None) -> bool:
    """Does this replacement ability of `src` apply to card `iid`'s occurrence now?
    `context`: what else the occurrence names (a move's `mover`)."""
    p = ability.params
    t = p["target"]
    sc = g.s["cards"][src]
    if t.get("ref") == "that":
        fits = iid == sc["host"]  # "that card": this attachment's host (509.4)
    elif t.get("problem_here"):
        fits = iid == g.problem_card(sc["area"])  # "this card's Problem"
    elif t.get("self"):
        fits = iid == src
    else:
        fits = effects.fits(g, iid, sc["ctrl"], src, t, sc["area"], ability.event[len("would_"):])
    if not fits:
        return False
    if p.get("first_move") and g.this_turn().get("would_move"):
        return False  # "if it is the first time a character would be moved this turn"
    if p.get("by") == "opp":
        if ability.event == "would_move":
            if (context or {}).get("mover") == sc["ctrl"]:
                return False  # "if an opponent would move a character"
        elif g.acting_player() in (None, sc["ctrl"]):
            return False  # "would be frightened or dismissed by an opponent": by an opponent's text
    if not p["may"]:
        return True  # 710.4: applies even if what replaces the occurrence can't be done
    if not effects.can_pay(g, sc["ctrl"], src, p["costs"], sc["area"]):
        return False
    if p["fate"] == "retire_attached_resource":
        return bool(_own_resources_on(g, iid, sc["ctrl"]))
    if p["fate"] == "redirect":
        return bool(_other_problems(g, iid, context or {}))
    if p["fate"] == "retire_tokens_for_cost":
        return len(_own_token_friends(g, sc["ctrl"])) >= (g.spec(iid).cost or 0)
    return _fate_possible(g, iid, p["fate"], sc["area"])


def _other_problems(g, iid: int, context: dict) -> list[str]:
    """ "They choose a different Problem and move that character there instead": the Problems
    other than the one it would be moved to (and than its own), when it would go to a Problem."""
    dest = context.get("dest")
    if dest not in g.s["areas"] or g.s["areas"][dest]["kind"] == "home":
        return []
    return [a for a in g.problems() if a not in (dest, g.card(iid)["area"])]


def _fate_possible(g, iid: int, fate: str, area: str | None = None) -> bool:
    """Can what happens instead be done? (`area`: "here", the replacement's card's area.)"""
    c = g.s["cards"][iid]
    if fate == "exhaust":
        return not c["exhausted"] and not c["frightened"]
    if fate == "face_down":
        return g.spec(iid).type == "troublemaker" and not c["face_down"]
    if fate in ("banish", "hand", "dismiss", "banish_turn"):
        return g.spec(iid).type != "mane"
    if fate == "move_here":
        return area is not None and area != c["area"] and area in g.s["areas"] and not area.startswith("home:")
    return True


def _own_resources_on(g, iid: int, player: int) -> list[int]:
    """A player's Resources attached to a card that they can retire as the price of "retire
    one of your Resources on that Friend instead" (LL42 Aunt Holiday & Auntie Lofty; 410.2:
    only your own): a cost, as Thorax's is (`_own_token_friends`, `kept_from_cost`)."""
    return [i for i in g.attachments(iid) if g.is_type(i, "resource") and g.s["cards"][i]["ctrl"] == player
            and kept_from_cost(g, i, "retire", player) is None]


def _own_token_friends(g, player: int) -> list[int]:
    """A player's token Friends in play that they can retire as the price of "retire a number
    of token Friends equal to that Friend's cost instead" (LL140 Thorax; 410.2: only your
    own). That price is paid to have the modifier replace the leaving ("If you do, that Friend
    doesn't leave play"), so it is a cost (508.1): a token kept in play can't pay it (705.2e),
    nor one whose retirement a replacement would change (508.1a), as for Golden Parachute's
    "retire this card" (`kept_from_cost`)."""
    cards = g.s["cards"]
    return [i for i in g.characters(player) if cards[i].get("token") and g.is_type(i, "friend")
            and kept_from_cost(g, i, "retire", player) is None]


def options(g, iid: int, event: str, used: Sequence[int] = (), context: dict | None = None) -> list[tuple[str, str]]:
    """The replacement abilities read in parts that apply to this card's occurrence, as
    (key, label) with key "instead:<card>:<ability index>"; for its leaving play, the card's
    own Persistent too ("persistent"), unless the leaving is a dismissal (`context` "verb"),
    whose own replacements offer it (`abilities.dismiss_replacements`): one modifier, offered
    once for one occurrence."""
    found: list[tuple[str, str]] = []
    if event == "leave_play" and (context or {}).get("verb") != "dismissed" \
            and (own := persistent(g, iid)) is not None:
        found.append(own)
    if FROM_DISCARD in g.keyword_card_ids():
        found.extend(_from_discard(g, iid, event, used, context))
    listeners = g._listeners("would_" + event)
    if not listeners:
        return found
    lost = g.lost_abilities()
    for src in listeners:
        if src in used or not g.face_up(src) or src in lost:
            continue
        for index, ability in g.spec(src).triggers.get("would_" + event, ()):
            if ability.name == "instead" and applies(g, src, iid, ability, context):
                found.append((f"instead:{src}:{index}", f"{ability.text} ({g.name(src)})"))
    return found


def _may_question(g, key: str, iid: int, word: str, label: str) -> str:
    """The question an optional replacement asks, as the "may" questions of triggered texts read:
    the card offering it first, then what would happen, its text and the question (710.1)."""
    found = _ability(g, key) if key.startswith("instead:") else None
    if found is None:
        return replacement_question(f"{g.name(iid)} would be {word}: {label}?", offering_cards(g, [key], iid))
    src, ability = found
    # (a sentence of its own: "Face-down Troublemaker #26 would be uncovered.")
    return replacement_question(f"{g.name(iid)} would be {word}. {ability.text} Use this replacement?", [g.name(src)])


def _from_discard(g, iid: int, event: str, used: Sequence[int], context: dict | None) -> list[tuple[str, str]]:
    """ "While this card is in your discard pile, if ... would ..., ... instead": the cards of
    the discard piles with such text that applies (their owner controls the replacement)."""
    found: list[tuple[str, str]] = []
    for player in (0, 1):
        for src in g.s["players"][player]["discard"]:
            if src in used:
                continue
            for index, ability in g.spec(src).triggers.get("would_" + event, ()):
                if ability.params.get(FROM_DISCARD) and applies(g, src, iid, ability, context):
                    found.append((f"instead:{src}:{index}", f"{ability.text} ({g.name(src)}, in the discard pile)"))
    return found


def replace(g, iid: int, event: str, rule: str, used: Sequence[int],
            offered: Sequence[tuple[str, str]] | None = None, context: dict | None = None) -> bool:
    """A card would be dismissed or frightened: True when a replacement takes over (applied
    at once, or asked in a "replace_instead" frame), False when the occurrence goes ahead.
    `offered`: for a dismissal, every replacement that applies (Persistent included)."""
    if offered is None:
        offered = options(g, iid, event, used, context)
    found = [list(o) for o in offered if not o[0].startswith("instead:") or int(o[0].split(":")[1]) not in used]
    if not found:
        return False
    frame = {"op": "replace_instead", "card": iid, "event": event, "rule": rule, "used": list(used),
             "options": found, "declined": [], "data": {}, **({"context": context} if context else {})}
    if cause := g.text_resolving():
        frame["cause"] = cause  # (the text whose occurrence this is, should none replace it: `text_resolving`)
    if len(found) == 1 and found[0][0].startswith("instead:"):
        picked = _ability(g, found[0][0])
        if picked is not None and not picked[1].params["may"] and not picked[1].params["costs"]:
            # one mandatory replacement with nothing to choose: applied at once, in its frame,
            # which stays only if applying it waits on a decision (a guess before a pick at
            # random waits above it, `at_random`)
            frame["chosen"] = found[0][0]
            stack = g.s["stack"]
            stack.append(frame)
            if _apply(g, frame, *picked):
                del stack[next(k for k in range(len(stack) - 1, -1, -1) if stack[k] is frame)]
            return True
    g.push_question(frame)  # (after the questions of the cards the text acted on before it)
    return True


def _still_applies(g, key: str, iid: int, context: dict | None) -> bool:
    if not key.startswith("instead:"):
        return True
    picked = _ability(g, key)
    return picked is not None and applies(g, picked[0], iid, picked[1], context)


def _optional_for(g, key: str, affected: int) -> int | None:
    """The player who decides whether an optional replacement applies (its controller;
    Persistent and the other dismissal replacements: the affected player); None when it
    is mandatory."""
    if not key.startswith("instead:"):
        return affected
    picked = _ability(g, key)
    if picked is None or not picked[1].params["may"]:
        return None
    return g.s["cards"][picked[0]]["ctrl"]


def _same_occurrence_words(g, f: dict, affected: int) -> str:
    """The affected player's other cards one instruction acts on with this one (`together`):
    a replacement of "one or more of your Friends" takes them all over (710), so the question
    names them ("; with it, by the same instruction: Sweetie Sunrise #39"), before the rule it
    cites, which ends the question as every game's question ends."""
    others = [i for i in f.get("together") or () if i != f["card"] and in_play(g, i) and g.card(i)["ctrl"] == affected]
    if not others:
        return ""
    return "; with it, by the same instruction: " + ", ".join(g.name(i) for i in others)


def _asked_words(f: dict) -> str:
    """What would happen to the card, as its question says it: a leaving play by how it
    leaves ("Winona, Good Girl! #37 would be banished"), else the occurrence replaced."""
    verb = (f.get("context") or {}).get("verb") if f["event"] == "leave_play" else None
    if verb is None:
        return _WORDS[f["event"]]
    return "put into its owner's hand" if verb == "returned" else verb


@op("replace_instead")
def _replace_instead(g, f: dict) -> bool:
    iid = f["card"]
    if not in_play(g, iid):
        return True
    affected = g.card(iid)["ctrl"]
    word = _asked_words(f)
    if "chosen" not in f:
        # 710.5a: abilities that no longer apply drop out
        live = [o for o in f["options"] if o[0] not in f["declined"] and _still_applies(g, o[0], iid, f.get("context"))]
        if not live:
            return _happens(g, f)
        deciders = [_optional_for(g, key, affected) for key, _ in live]
        if all(d == affected for d in deciders):
            # all optional and the affected player's own: one choice, declining included
            asked = f"{g.name(iid)} would be {word}" + _same_occurrence_words(g, f, affected)
            ans = choose(g, f, affected, "replacement",
                         replacement_question(asked, offering_cards(g, (key for key, _ in live), iid)),
                         [("none", f"Let it be {word}"), *[tuple(o) for o in live]])
            if ans is None:
                return False
            if ans[0] == "none":
                return _happens(g, f)
            f["chosen"], f["agreed"] = ans[0], True
        else:
            # (one alone is applied without asking: `choose` makes a forced choice)
            ans = choose(g, f, affected, "replacement", replacement_question(
                f"{g.name(iid)} would be {word}: which replacement applies?",
                offering_cards(g, (key for key, _ in live), iid)), [tuple(o) for o in live])
            if ans is None:
                return False
            f["chosen"] = ans[0]
            if _optional_for(g, ans[0], affected) == affected:
                f["agreed"] = True  # the affected player's own optional replacement: chosen is used
    key = f["chosen"]
    decider = _optional_for(g, key, affected)
    if decider is not None and not f.get("agreed"):
        label = dict((k, v) for k, v in f["options"])[key]
        ans = choose_yes_no(g, f, decider, _may_question(g, key, iid, word, label))
        if ans is None:
            return False
        if ans[0] != "yes":
            f["declined"].append(f.pop("chosen"))
            return False  # 710.5b: the choice is made again among the rest
        f["agreed"] = True
    if not key.startswith("instead:"):
        return _dismissal_keyword(g, f, key)
    picked = _ability(g, key)
    if picked is None:
        f["declined"].append(f.pop("chosen"))
        f.pop("agreed", None)
        return False
    return _apply(g, f, *picked)


def _apply(g, f: dict, src: int, ability: Ability) -> bool:
    """Pay what the ability does instead (costs chosen as for an ability's costs), then what
    happens to the card; False while a cost is being chosen."""
    iid = f["card"]
    p = ability.params
    f["src"], f["ctrl"] = src, g.s["cards"][src]["ctrl"]
    f["by"] = g.name(src)  # (its questions are led by it, though a cost may banish it: `asked_by_card`)
    if p["fate"] == "retire_attached_resource" and "retired" not in f["data"]:
        # "retire one of your Resources on that Friend": paid in place of the occurrence
        found = _own_resources_on(g, iid, f["ctrl"])
        ans = choose(g, f, f["ctrl"], "cost", f"Retire one of your Resources on {g.name(iid)}",
                     [(f"card:{i}", g.name(i)) for i in found])
        if ans is None:
            return False
        f["data"]["retired"] = True
        retired = [int(key.split(":")[1]) for key in ans]
        _note_instead(g, f, src, player_does=" and ".join(f"P{f['ctrl']} retires {g.name(i)}" for i in retired))
        for res in retired:
            g.retire(res, "710.1")
        return True
    if p["fate"] == "retire_tokens_for_cost" and "retired" not in f["data"]:
        # "retire a number of token Friends equal to that Friend's cost": paid in its place
        n = g.spec(iid).cost or 0
        found = _own_token_friends(g, f["ctrl"])
        ans = choose(g, f, f["ctrl"], "cost", f"Retire {n} of your token Friends for {g.name(iid)}",
                     [(f"card:{i}", g.name(i)) for i in found], n, n) if n else []
        if ans is None:
            return False
        f["data"]["retired"] = True
        _note_instead(g, f, src, player_does=f"P{f['ctrl']} retires {how_many(len(ans), 'token Friend')}" if ans else "")
        for key in ans:
            g.retire(int(key.split(":")[1]), "710.1")
    _note_instead(g, f, src, it_is=_FATES[p["fate"]])
    if not f.get("free") and not effects.pay_costs(g, f, list(p["costs"]), "710.1"):
        return False
    if p.get("several") and f.get("together") and not f.get("free"):
        _replace_together(g, f, src, ability)
    if not in_play(g, iid):
        return True
    used = [*f["used"], src]
    fate = p["fate"]
    if fate == "exhaust":
        g.exhaust(iid, "710.1")
    elif fate == "banish":
        g.banish(iid, "710.1")
    elif fate == "banish_turn":
        banish_until_turn_end(g, iid, "710.1", f["ctrl"], source=source_name(g, src))
    elif fate == "hand":
        g.to_hand(iid, "710.1")
    elif fate == "dismiss":
        g.dismiss(iid, "710.1", used=used)
    elif fate == "face_down":
        g.turn_face_down(iid, "710.1")
    elif fate == "move_here":
        g.move(iid, g.s["cards"][src]["area"], f["ctrl"], "710.1")
    elif fate == "redirect":
        return _redirect(g, f, iid)
    elif fate == "random_area":
        # 710.3: not replaced again; "still considered the first time a character would be
        # moved this turn": this move is the one the turn's record counts. (None: a guess
        # before the pick, `at_random`; this runs again, its costs paid.)
        return move_to_random_area(g, f, iid, f["context"]["mover"], "710.1", replaceable=False) is not None
    return True


def _note_instead(g, f: dict, src: int, it_is: str = "", player_does: str = "") -> None:
    """Log once what happens instead of the occurrence, then whose text it is (710.1): to the
    card (`it_is`: "Rarity #5 is banished instead of being dismissed (by the text of Tatzlwurm
    #7)"), what its player does in its place (`player_does`: "P0 retires Lemon Hearts #2
    instead of Rarity #5 being dismissed (...)"), else "Rarity #5 is not dismissed (...)": a
    price, such as retiring the replacement's own card, is logged as it is paid."""
    if f.get("noted"):
        return
    f["noted"] = True
    name, asked = g.name(f["card"]), _asked_words(f)
    if it_is:  # "moved to a different Problem instead", not "instead of being moved"
        line = f"{name} is {it_is} instead" + ("" if it_is.startswith(asked) else f" of being {asked}")
    elif player_does:
        line = f"{player_does} instead of {name} being {asked}"
    else:
        line = f"{name} is not {asked}"
    g.note("710.1", line + g.by_text(g.name(src)))


def _redirect(g, f: dict, iid: int) -> bool:
    """The player who was moving the character chooses a different Problem and moves it there
    (710.3: this replacement does not replace that move again; nor do the others, which were
    asked about the first move already)."""
    mover = f["context"]["mover"]
    others = _other_problems(g, iid, f["context"])
    ans = choose(g, f, mover, "area", replacement_question(f"Move {g.name(iid)} to which other Problem?",
                                                           [f["by"]] if f.get("by") else []),
                 [(a, f"to {a}") for a in others])
    if ans is None:
        return False
    if ans:
        g.move(iid, ans[0], mover, "710.1", replaceable=False)
    return True


def _replace_together(g, f: dict, src: int, ability: Ability) -> None:
    """ "If one or more of your Friends would be dismissed, ... instead. If you do, those
    Friends are not dismissed": the other cards of the same occurrence (dismissed by the
    same instruction, still waiting in their frames, or waiting in the instruction's own frame,
    `verbs.ACT_TOGETHER`) are not dismissed either, for free (and so for the other
    occurrences one instruction makes of several cards: frightened, banished)."""
    for frame in g.s["stack"]:
        if frame.get("op") == ACT_TOGETHER and frame["verb"] == f["event"] and frame["cards"] == f["together"]:
            for iid in frame["cards"]:
                if iid != f["card"] and iid not in frame["decided"] and in_play(g, iid) \
                        and _describes(g, src, iid, ability.params["target"], f["event"]):
                    frame["decided"].append(iid)
                    g.note("710.1", f"{g.name(iid)} is not {_asked_words(f)}" + g.by_text(g.name(src)))
            continue
        if frame is f or frame.get("op") != "replace_instead" or frame.get("event") != f["event"]:
            continue
        if frame.get("together") != f["together"] or "chosen" in frame or not in_play(g, frame["card"]):
            continue
        if not _describes(g, src, frame["card"], ability.params["target"], f["event"]):
            continue
        key = next((k for k, _ in frame["options"] if k.startswith(f"instead:{src}:")), None)
        if key is not None:
            frame["chosen"], frame["agreed"], frame["free"] = key, True, True


def _dismissal_keyword(g, f: dict, key: str) -> bool:
    """Persistent or "put it on top of its owner's deck instead", chosen among the others."""
    iid = f["card"]
    if key == "persistent":
        frightened_by_persistent(g, iid, used=f["used"])
    elif key.startswith("deck_top:"):
        f["src"] = int(key.split(":")[1])  # (Applejack's text does it: `MlpGame.text_resolving`)
        g.leave_play(iid, "deck", "710.1", "put on top of its owner's deck")
    return True


def _happens(g, f: dict) -> bool:
    """No replacement applies: the occurrence itself (710.5b ends)."""
    iid = f["card"]
    if f["event"] == "dismiss":
        g.leave_play(iid, "discard", f["rule"], "dismissed")
    elif f["event"] == "frighten":
        g.frighten(iid, f["rule"], used=None)
    elif f["event"] == "uncover":
        flow.uncover(g, iid, f["rule"], replaceable=False)
    elif f["event"] == "turn_face_up":
        _turn_face_up(g, iid)
    elif f["event"] == "move":
        g.move(iid, f["context"]["dest"], f["context"]["mover"], f["rule"], replaceable=False)
    elif f["event"] == "banish":
        g.leave_play(iid, "banished", f["rule"], "banished", back=f.get("context", {}).get("back"))
    elif f["event"] == "leave_play":
        ctx = f["context"]
        g.leave_play(iid, ctx["zone"], f["rule"], ctx["verb"], position=ctx["position"], replaceable=False,
                     back=ctx.get("back"))
    elif f["event"] == "replace_problem":
        flow.replace_problem(g, g.card(iid)["area"], replaceable=False)
    elif f["event"] == "ready":
        g.ready(iid, f["rule"], replaceable=False)
    else:
        g.leave_play(iid, "discard", f["rule"], "retired")
    return True



# ----- mandatory replacements with nothing to choose ----------------------------------------


def _holders(g, event: str) -> list[tuple[int, Ability]]:
    """Face-up cards in play with a replacement ability on this event, with the ability."""
    found: list[tuple[int, Ability]] = []
    listeners = g._listeners(event)
    if not listeners:
        return found
    lost = g.lost_abilities()
    for src in listeners:
        if g.face_up(src) and src not in lost:
            found.extend((src, ability) for _, ability in g.spec(src).triggers.get(event, ())
                         if ability.kind == "replace")
    return found


def _describes(g, src: int, iid: int, t: dict, verb: str) -> bool:
    sc = g.s["cards"][src]
    if t.get("ref") == "that":
        return iid == sc["host"]
    if t.get("self"):
        return iid == src
    return effects.fits(g, iid, sc["ctrl"], src, t, sc["area"], verb)


def send_home_instead(g, iid: int, rule: str) -> bool:
    """A character would be sent home (506.5): "it isn't sent home instead" (as its Problem
    is solved, 613.2) keeps it where it is; "If a player loses a faceoff involving this card
    and would send a Friend home, they retire / dismiss that Friend instead" (514.5b); "it
    is sent to another Problem instead". True when the sending was replaced. Sending by the
    game (511.5, 522.3) is never replaced (104.3). When texts that come to different things
    apply (Gilda's "retire that Friend instead" and Band of Breezies' "sent to another
    Problem instead"; Delivery Mare's and Hazmat Suit's), the character's controller chooses
    which one applies (710.5) in a "send_home_which" frame; texts that come to the same
    thing are one choice, and the first in play order applies."""
    if rule not in ("613.2", "514.5b", "707.2a"):
        return False
    choices = send_home_choices(g, iid, rule)
    if not choices:
        return False
    if len({fate for _, _, fate in choices}) > 1:
        g.push_question({"op": "send_home_which", "card": iid, "rule": rule,
                         "options": [[key, label] for key, label, _ in choices]})
        return True
    return _apply_send_home(g, iid, choices[0][0], rule)


def send_home_choices(g, iid: int, rule: str) -> list[tuple[str, str, str]]:
    """Every replacement of sending this character home under `rule` that can be carried
    out, in play order, as (key, label, fate): "stays" for an effect's modifier ("When that
    character's Problem is solved this turn, ... it isn't sent home instead"), else
    "send:<card>:<ability index>"; a text sending it to another Problem only while there is
    one."""
    solved = rule == "613.2" and g.solving()
    found: list[tuple[str, str, str]] = []
    if solved and any(m["kind"] == STAYS_WHEN_SOLVED and m["target"] == iid for m in g.s["mods"]):
        found.append(("stays", f"It isn't sent home instead ({_stays_by(g, iid) or 'an effect of this turn'})", "stay"))
    if not g._listeners("would_send_home"):
        return found
    for src, index, ability in _send_home_texts(g, iid, rule, solved):
        fate = ability.params["fate"]
        if fate == "elsewhere" and not [a for a in g.problems() if a != g.card(iid)["area"]]:
            continue  # (no other Problem: it is sent home as usual)
        found.append((f"send:{src}:{index}", f"{ability.text} ({g.name(src)})", fate))
    return found


def _stays_by(g, iid: int) -> str:
    """The card whose effect of this turn keeps this character from being sent home as its
    Problem is solved ("... it isn't sent home instead"), as the log names it: by its printed
    name once it is gone (410.6: Tricking the Trixster, in the discard pile); "" when a board
    saved without its card code doesn't say."""
    mod = next((m for m in g.s["mods"] if m["kind"] == STAYS_WHEN_SOLVED and m["target"] == iid), {})
    if mod.get("src") in g.s["cards"]:
        return g.name(mod["src"])
    return g.lib.card(mod["card"]).full_name if "card" in mod else ""


def _send_home_text(g, key: str) -> tuple[int, Ability] | None:
    """The text a "send:<card>:<ability index>" key names, while its card is in play."""
    _, src, index = key.split(":")
    src_id, at = int(src), int(index)
    if not in_play(g, src_id):
        return None
    found = g.spec(src_id).abilities
    return (src_id, found[at]) if at < len(found) else None


def _apply_send_home(g, iid: int, key: str, rule: str) -> bool:
    """Carry out the replacement of sending this character home that `key` names
    (`send_home_choices`); False when it turns out it can't (no other Problem to go to)."""
    name = g.name(iid)
    if key == "stays":
        g.note("710.1", f"{name} isn't sent home" + g.by_text(_stays_by(g, iid)))
        return True
    found = _send_home_text(g, key)
    if found is None:
        return False
    src, ability = found
    fate = ability.params["fate"]
    if fate == "elsewhere":
        return _send_elsewhere(g, iid, src, ability, rule)
    by = g.by_text(g.name(src))
    if fate == "stay":
        g.note("710.1", f"{name} isn't sent home{by}")
    elif fate == "retire":
        g.note("710.1", f"{name} is retired instead of being sent home{by}")
        g.retire(iid, "710.1")
    else:
        g.note("710.1", f"{name} is dismissed instead of being sent home{by}")
        g.dismiss(iid, "710.1")
    return True


def _which_prompt(g, iid: int, options: list) -> str:
    """(Asked with several options; one alone is a forced choice, made without asking.)"""
    return replacement_question(f"{g.name(iid)} would be sent home: which replacement applies?",
                                offering_cards(g, (key for key, _ in options), iid))


@op("send_home_which")
def _send_home_which(g, f: dict) -> bool:
    """710.5: the replacements of sending this character home that come to different things
    (`send_home_choices`, as they were when it would be sent): its controller chooses the one
    that applies; one that no longer applies is not offered (710.5a). If none is left, it is
    sent home as it would have been."""
    iid = f["card"]
    if not in_play(g, iid):
        return True
    now = {key for key, _, _ in send_home_choices(g, iid, f["rule"])}
    options = [(key, label) for key, label in f["options"] if key in now]
    if not options:
        g.move(iid, f"home:{g.card(iid)['ctrl']}", g.card(iid)["ctrl"], f["rule"], send=True)
        return True
    ans = choose(g, f, g.card(iid)["ctrl"], "replacement", _which_prompt(g, iid, options), options)
    if ans is None:
        return False
    _apply_send_home(g, iid, ans[0], f["rule"])
    return True


def _send_home_texts(g, iid: int, rule: str, solved: bool):
    """The texts in play, in play order, that would replace sending this character home under
    `rule` (`send_home_instead`), with their ability index: their scope fits the occasion and
    their words the card."""
    lost = g.lost_abilities()
    for src in g._listeners("would_send_home"):
        if not g.face_up(src) or src in lost:
            continue
        for index, ability in g.spec(src).triggers.get("would_send_home", ()):
            if ability.kind != "replace":
                continue
            scope = ability.params["scope"]
            if scope == "solved" and not solved:
                continue
            if scope == "from_here" and g.card(iid)["area"] != g.s["cards"][src]["area"]:
                continue
            if scope.startswith("lost:"):
                if rule != "514.5b" or g.s["faceoff"] is None:
                    continue
                card = src if scope == "lost:self" else g.s["cards"][src]["host"]
                if card not in faceoff.involved(g):
                    continue
            if _describes(g, src, iid, ability.params["target"], "move"):
                yield src, index, ability


_SENT_WORDS = {"stay": "stays where it is", "retire": "retired instead", "dismiss": "dismissed instead",
               "elsewhere": "sent to another Problem instead"}


def lost_faceoff_send_words(g, iid: int) -> str:
    """What sending this character home after losing a Troublemaker faceoff (514.5b) comes to
    when a text replaces it ("retired instead: Gilda"), for the option that offers it; "" when
    it goes home (or where one text sends it elsewhere is asked later). Texts that come to
    different things are named each ("retired instead: Gilda, or sent to another Problem
    instead: Band of Breezies"): its controller chooses which applies (710.5)."""
    if not g._listeners("would_send_home"):
        return ""
    choices = send_home_choices(g, iid, "514.5b")
    if len({fate for _, _, fate in choices}) > 1:
        named = [f"{_SENT_WORDS[fate]}: {g.name(_send_home_text(g, key)[0])}" for key, _, fate in choices]
        return f" ({', or '.join(named)})"
    if not choices or choices[0][2] == "elsewhere":
        return ""
    return f" ({_SENT_WORDS[choices[0][2]]}: {g.name(_send_home_text(g, choices[0][0])[0])})"


def move_toll(g, iid: int, dest: str, mover: int, rule: str, replaceable: bool,
              owed: list[list] | None = None) -> bool:
    """A card would be moved by card text while it owes a toll (`moving.tolls_owed`; `owed`: the
    tolls as its move was decided, for moves happening together, 801.1): each player who owes
    is asked in a frame of its own, which moves it once all is paid. True when asked (the move
    waits on it)."""
    payers = tolls_owed(g, iid, dest, mover) if owed is None else [list(payer) for payer in owed]
    if not payers:
        return False
    c = g.card(iid)
    g.push_question({"op": "move_toll", "card": iid, "dest": dest, "mover": mover, "rule": rule, "payers": payers,
                     "replaceable": replaceable, "area": c["area"]})
    return True


@op("move_toll")
def _move_toll(g, f: dict) -> bool:
    """Each player who owes pays, and the card is moved, or it isn't moved (104.2); a player
    without the tokens can't pay (705.2e)."""
    iid = f["card"]
    if not in_play(g, iid) or g.card(iid)["area"] != f["area"]:
        return True
    name = g.name(iid)
    while f["payers"]:
        payer = f["payers"][0]
        player, amount = payer[0], payer[1]
        by = payer[2] if len(payer) > 2 else []  # (a board saved before the names were kept has none)
        pairs = [("stay", f"Don't pay: {name} isn't moved")]
        can_pay = g.s["players"][player]["tokens"] >= amount
        if can_pay:
            pairs.insert(0, ("pay", f"Pay {amount} to let {name} be moved to {f['dest']}"))
        asked = f"Pay {amount} to move {name} to {f['dest']}? (104.2)"
        ans = choose(g, f, player, "cost", led_by(" and ".join(by), asked) if by else asked, pairs)
        if ans is None:
            return False
        if ans[0] != "pay":  # (a player without the tokens was not asked: they can't pay, 705.2e)
            g.note("104.2", f"{name} isn't moved: P{player} {'didn' if can_pay else 'can'}'t pay {amount}"
                   + g.by_text(" and ".join(by)))
            return True
        g.pay_tokens(player, amount, "104.2", by=" and ".join(by))  # (the toll's text, not the mover's)
        f["payers"].pop(0)
    g.move(iid, f["dest"], f["mover"], f["rule"], replaceable=f["replaceable"], tolled=False)
    return True


def bounce_replacer(g, iid: int) -> int | None:
    """The card whose text would banish this card in play instead of letting it be put into
    a hand ("If a Friend would be put into a player's hand from play, banish that Friend
    instead", EO146 Bedtime), or None. Asked when it is returned, and by a cost that returns
    it (508.1a: `abilities.kept_from_cost`)."""
    return next((src for src, ability in _holders(g, "would_bounce")
                 if _describes(g, src, iid, ability.params["target"], "bounce")), None)


def bounce_instead(g, iid: int) -> bool:
    """A card in play would be put into a hand: "banish that Friend instead" (Bedtime)."""
    src = bounce_replacer(g, iid)
    if src is None:
        return False
    g.note("710.1", f"{g.name(iid)} is banished instead of going to a hand" + g.by_text(g.name(src)))
    g.banish(iid, "710.1")
    return True


# ----- drawing a card replaced ("If <a player> would draw a card ..., ... instead") ---------------


def draw_options(g, player: int) -> list[tuple[str, str, int]]:
    """The draw replacements (710) that could apply to `player`'s next draw now, as (key
    "draw:<card>:<ability name>", label, the player who decides whether it applies)."""
    found = []
    for src, ability in g.static_abilities(DRAW_REPLACEMENTS):
        decider = DRAW_REPLACEMENT_OFFERS[ability.name](g, src, ability, player)
        if decider is not None:
            found.append((f"draw:{src}:{ability.name}", f"{ability.text} ({g.name(src)})", decider))
    return found


def replace_draw(g, player: int, left: int, rule: str) -> bool:
    """`player` would draw a card (the first of `left`): True when a replacement could apply,
    asked in a "replace_draw" frame that then draws the rest; False: the draw goes ahead."""
    if not draw_options(g, player):
        return False
    g.s["stack"].append({"op": "replace_draw", "player": player, "left": left, "rule": rule, "declined": [],
                         "data": {}})
    return True


def _draw_ability(g, key: str) -> tuple[int, Ability] | None:
    _, src, name = key.split(":")
    found = [ability for held, ability in g.static_abilities(DRAW_REPLACEMENTS)
             if held == int(src) and ability.name == name]
    return (int(src), found[0]) if found else None


def _replaces_draw(g, key: str) -> bool:
    """Is the text offering this choice before a draw (`draw_options`) a replacement modifier
    (710.1)? Inspiring Magic's "can draw from the bottom of their deck" is none: it says
    neither "would" nor "instead", and lets the player change how the draw is made (410.4)."""
    picked = _draw_ability(g, key)
    return picked is None or is_replacement(picked[1].text)


def _draw_question(g, question: str, live: list[tuple[str, str, int]]) -> str:
    """The question before a draw (`draw_options`): 710.5 among several replacement modifiers,
    710.1 for one; a text offered beside them that is no replacement (Inspiring Magic's draw
    from the bottom) is not counted among them and cites 410.4, the rule of drawing it lets
    the player change. One card alone leads the question."""
    keys = [key for key, _, _ in live]
    replacing = [key for key in keys if _replaces_draw(g, key)]
    return replacement_question(question, offering_cards(g, replacing),
                                offering_cards(g, (key for key in keys if key not in replacing)), "410.4")


@op("replace_draw")
def _replace_draw(g, f: dict) -> bool:
    """710.5: with several replacements the drawing player chooses which applies; an optional
    one is used or declined by the player it names (declined, the choice is made again among the
    rest, 710.5b); when all are the drawing player's own, one decision offers them and the draw.
    Then the rest of the cards are drawn, each asked about again (410.4b: separate draws)."""
    player = f["player"]
    if "chosen" not in f:
        live = [o for o in draw_options(g, player) if o[0] not in f["declined"]]
        if not live:
            return _draw_the_rest(g, f, draw_this_one=True)
        if all(decider == player for _, _, decider in live):
            ans = choose(g, f, player, "replacement", _draw_question(g, f"P{player} would draw a card", live),
                         [("none", "Draw the card"), *[(key, label) for key, label, _ in live]])
            if ans is None:
                return False
            if ans[0] == "none":
                return _draw_the_rest(g, f, draw_this_one=True)
            f["chosen"], f["agreed"] = ans[0], True
        else:
            # 710.5: the drawing player chooses among the replacement modifiers alone; a text that
            # is none (Inspiring Magic, the drawing player's own) is offered once no replacement of
            # another player's is left to apply (declined, or gone: 710.5a)
            live = [option for option in live if _replaces_draw(g, option[0])]
            ans = choose(g, f, player, "replacement", _draw_question(
                g, f"P{player} would draw a card: which replacement applies?", live),
                [(key, label) for key, label, _ in live])
            if ans is None:
                return False
            f["chosen"] = ans[0]
            f["agreed"] = dict((key, decider) for key, _, decider in live)[ans[0]] == player
    picked = _draw_ability(g, f["chosen"])
    decider = DRAW_REPLACEMENT_OFFERS[picked[1].name](g, *picked, player) if picked is not None else None
    if decider is None:  # (710.5a: it no longer applies)
        f["declined"].append(f.pop("chosen"))
        f.pop("agreed", None)
        return False
    if not f.get("agreed"):
        # asked as every optional replacement is (`_may_question`): its card first, then what
        # would happen, its text and the question
        ans = choose_yes_no(g, f, decider, replacement_question(
            f"P{player} would draw a card. {picked[1].text} Use this replacement?", [g.name(picked[0])]))
        if ans is None:
            return False
        if ans[0] != "yes":
            f["declined"].append(f.pop("chosen"))
            return False
        f["agreed"] = True
    f["src"] = picked[0]  # (what it does instead is its card's text: `MlpGame.text_resolving`)
    if not DRAWS_REPLACED[picked[1].name](g, f, picked[0], picked[1], player):
        return False
    del f["src"]  # (the rest of the cards are drawn by what drew the first)
    return _draw_the_rest(g, f, draw_this_one=False)


def _draw_the_rest(g, f: dict, draw_this_one: bool) -> bool:
    player, rule = f["player"], f["rule"]
    if draw_this_one:
        g.draw(player, 1, rule, replaceable=False)
    if f["left"] > 1:
        g.draw(player, f["left"] - 1, rule)
    return True


# ----- discarding a card replaced ("If you would discard a card, ... instead") --------------------


def discard_options(g, iid: int, by: int | None, applied: Sequence[str] = ()) -> list[tuple[str, str]]:
    """The discard replacements (710) that could apply to this card of a hand being discarded
    by `by`'s text now, as (key "discard:<card>:<ability name>", label): those of cards in play,
    then those of cards in the same hand ("while this card is in your hand"). `applied`: the
    keys of those that already replaced this occurrence or one it replaced (710.3: not again)."""
    found = []
    for src, ability in g.static_abilities(DISCARD_REPLACEMENTS):
        if DISCARD_REPLACEMENT_OFFERS[ability.name](g, src, ability, iid, by):
            found.append((f"discard:{src}:{ability.name}", f"{ability.text} ({g.name(src)})"))
    for src in g.s["players"][g.s["cards"][iid]["owner"]]["hand"]:
        for ability in g.spec(src).statics.get(DISCARD_REPLACEMENTS, ()):
            if ability.params.get("from_zone") == "hand" \
                    and DISCARD_REPLACEMENT_OFFERS[ability.name](g, src, ability, iid, by):
                found.append((f"discard:{src}:{ability.name}", f"{ability.text} ({g.name(src)}, in your hand)"))
    return [option for option in found if option[0] not in applied]


def replace_discard(g, iid: int, rule: str, by: int | None, applied: Sequence[str] = ()) -> bool:
    """A card would be discarded from its owner's hand: True when a replacement could apply,
    asked in a "replace_discard" frame (which discards it when none is used); False: it goes.
    `applied`: the replacements that made this discard of another (`discard_in_its_place`).

    Several cards discarded at once (chosen together: "discard 2 cards") are asked about in
    the order they were chosen (`MlpGame.push_question`)."""
    if g.s["cards"][iid]["zone"] != "hand" or not discard_options(g, iid, by, applied):
        return False
    data = {"applied": list(applied)} if applied else {}
    g.push_question({"op": "replace_discard", "card": iid, "rule": rule, "by": -1 if by is None else by, "data": data})
    return True


def discard_in_its_place(g, f: dict, instead: int) -> None:
    """The replacement chosen in the "replace_discard" frame `f` discards `instead` in place of
    the frame's card ("you may discard this card instead", Smolder): a discard that replaced
    another, which the other replacements may replace in turn, but neither this one nor any
    that replaced an occurrence before it in the chain (710.3). Two Smolders in one hand: the
    second may stand in for the first, and the first is then not offered for the second."""
    applied = [*f["data"].get("applied", ()), f["chosen"]]
    by = None if f["by"] < 0 else f["by"]
    if not replace_discard(g, instead, "710.1", by, applied):
        g.discard(instead, "710.1", replaceable=False)


def _discard_ability(g, src: int, name: str) -> Ability | None:
    return next((ability for ability in g.spec(src).statics.get(DISCARD_REPLACEMENTS, ()) if ability.name == name),
                None) if src in g.s["cards"] else None


@op("replace_discard")
def _replace_discard(g, f: dict) -> bool:
    """710.5: every one of these is the discarding player's to use (theirs in play, or in their
    hand): one decision offers them and the discard itself, asked as the frame runs (710.5a:
    one that no longer applies is not offered); one alone is led by its card (710.1)."""
    iid = f["card"]
    if iid not in g.s["cards"] or g.card(iid)["zone"] != "hand":
        return True  # (it left the hand meanwhile: nothing to discard)
    by = None if f["by"] < 0 else f["by"]
    owner = g.card(iid)["owner"]
    if "chosen" not in f:
        live = discard_options(g, iid, by, f["data"].get("applied", ()))
        if not live:
            g.discard(iid, f["rule"], replaceable=False)
            return True
        ans = choose(g, f, owner, "replacement", replacement_question(
            f"P{owner} would discard {g.name(iid)}", offering_cards(g, (key for key, _ in live))),
            [("none", f"Discard {g.name(iid)}"), *live])
        if ans is None:
            return False
        if ans[0] == "none":
            g.discard(iid, f["rule"], replaceable=False)
            return True
        f["chosen"] = ans[0]
        # (the card is still in the hand, 404.1: named only where the replacement makes it public)
        g.note("710.1", f"P{owner} would discard a card: {g.name(int(ans[0].split(':')[1]))} replaces it")
    _, src, name = f["chosen"].split(":")
    ability = _discard_ability(g, int(src), name)
    if ability is None:
        return True
    return DISCARDS_REPLACED[name](g, f, int(src), ability, iid)


def flipped_to_discard(g, fo: dict) -> bool:
    """514.6: "If a card flipped for a (Problem) faceoff here would be put on the bottom of
    its owner's deck, it is put into its owner's discard pile instead" (Fashion Feast)."""
    for src, ability in _holders(g, "flipped_to_bottom"):
        if ability.name != "flipped_to_discard":
            continue
        if ability.params["faceoff"] and fo["kind"] != ability.params["faceoff"]:
            continue
        if g.s["cards"][src]["area"] in fo["areas"]:
            return True
    return False


def bonus_scorer(g, player: int, areas: Sequence[str]) -> int:
    """514.5c: who scores the Problem bonus the faceoff's winner would score. "If an
    opponent would score this card's Problem's bonus points, you score them instead": each
    such card replaces the scoring once (710.3), the latest scorer's opponent's first."""
    used: list[int] = []
    while True:
        for src, ability in _holders(g, "would_score_bonus"):
            sc = g.s["cards"][src]
            if src not in used and ability.name == "steal_bonus" and sc["ctrl"] != player and sc["area"] in areas:
                used.append(src)
                g.note("710.1", f"P{sc['ctrl']} scores the bonus points instead of P{player}" + g.by_text(g.name(src)))
                player = sc["ctrl"]
                break
        else:
            return player


def tm_points(g, player: int, points: int, area: str) -> int:
    """514.5a: "If a player would score points for defeating a Troublemaker here, they score
    N fewer points instead" (never fewer than none): what `player` scores."""
    for src, ability in _holders(g, "would_score_tm"):
        if ability.name == "fewer_tm_points" and g.s["cards"][src]["area"] == area and points > 0:
            fewer = how_many(ability.params["n"], "point")
            g.note("710.1", f"P{player} scores {fewer} fewer for defeating a Troublemaker" + g.by_text(g.name(src)))
            points = max(0, points - ability.params["n"])
    return points


def defeat_instead(g, tm: int, ans: list[str] | None) -> bool | None:
    """514.5a: the challenger would defeat this Troublemaker: "If this card would be
    defeated, you may remove a +1 power counter from it instead" (its controller decides).
    True when that replaced the defeat (no points, no dismissal), None while asking."""
    if not g.face_up(tm) or tm in g.lost_abilities():
        return False
    found = [a for _, a in g.spec(tm).triggers.get("would_defeat", ()) if a.name == "instead_defeat"]
    counters = g.card(tm)["counters"]
    if not found or counters.get("power", 0) < found[0].params["n"]:
        return False
    if ans is None:
        # (asked and cited as every replacement is, by `replacement_question`: 710.1 with its
        # card leading, not a rule written in by hand)
        g.ask(g.card(tm)["ctrl"], "replacement", replacement_question(f"{g.name(tm)} would be defeated", [g.name(tm)]),
              [("none", "Let it be defeated"), ("instead", "Remove a +1 power counter from it instead")])
        return None
    if ans[0] != "instead":
        return False
    name = g.name(tm)  # (its own text's doing, whatever text started the faceoff or defeats it)
    effects.remove_counters(g, tm, "power", found[0].params["n"], "710.1", g.card(tm)["ctrl"], text_of=name)
    g.note("710.1", f"{name} is not defeated" + g.by_text(name))
    return True


def turn_face_up(g, iid: int, rule: str) -> None:
    """A face-down Troublemaker turned face-up without being uncovered (Guard Geese), unless
    replacement text keeps it face-down ("... would be turned face-up ..., instead")."""
    if g._listeners("would_turn_face_up") and replace(g, iid, "turn_face_up", rule, ()):
        return
    _turn_face_up(g, iid)


def _turn_face_up(g, iid: int) -> None:
    g.turn_face_up(iid)
    g.note(TRIGGERED_EFFECT_RULE, f"{g.name(iid)} is turned face-up (not uncovered){g.by_text()}")
    g.emit_event("turned_face_up", {"card": iid})


def _send_elsewhere(g, iid: int, src: int, ability: Ability, rule: str) -> bool:
    """ "It is sent to another Problem instead" (or "you may send those characters to
    other Problems instead"): to the only other Problem at once; with several, or when
    optional, its controller chooses in a "send_elsewhere" frame. False when there is no
    other Problem (it is sent home as usual)."""
    c = g.card(iid)
    others = [a for a in g.problems() if a != c["area"]]
    if not others:
        return False
    may = ability.params.get("may", False)
    if len(others) == 1 and not may:
        g.note("710.1", f"{g.name(iid)} is sent to another Problem instead of home" + g.by_text(g.name(src)))
        g.move(iid, others[0], c["ctrl"], "710.1", send=True)
        return True
    areas = [*others, *([f"home:{c['ctrl']}"] if may else [])]
    # (its place and the sending card's name are kept: the question may come once others are
    # answered, and that card may have left play by then, 410.6)
    g.push_question({"op": "send_elsewhere", "card": iid, "areas": areas, "rule": rule, "src": src,
                     "from": c["area"], "by": g.spec(src).name})
    return True


@op("send_elsewhere")
def _send_elsewhere_frame(g, f: dict) -> bool:
    """Asked once the questions before it are answered: a character no longer in play, or no
    longer where it was being sent home from (the game sent it home meanwhile, 522.3), has no
    sending left to replace."""
    iid = f["card"]
    if not in_play(g, iid) or g.card(iid)["area"] != f.get("from", g.card(iid)["area"]):
        return True
    return _send_where_chosen(g, f, iid, f["areas"], f.get("src"), f.get("by", ""))


def _send_where_chosen(g, f: dict, iid: int, areas: list[str], src: int | None, by: str = "") -> bool:
    """A character would be sent home: its controller chooses among `areas` (home among
    them when the text says "may") and it is sent there (710.1); False while asking. Only the
    areas still on the board are offered: a Problem replaced meanwhile may have taken its area
    with it (a Dilemma's, 522.3). The question leads with `src`, the card whose text sends it
    elsewhere, and the log line ends with it (`by_text`): by `by`, its name, once it has left
    play (410.6), and none for a question saved before either was kept."""
    c = g.card(iid)
    named = g.name(src) if src in g.s["cards"] else by
    areas = [a for a in areas if a in g.s["areas"] and a != c["area"]]
    asked = replacement_question(f"{g.name(iid)} would be sent home: send it where instead?",
                                 [named] if named else [])
    ans = choose(g, f, c["ctrl"], "area", asked,
                 [(a, "home (as it would be)" if a.startswith("home:") else f"to {a}") for a in areas])
    if ans is None:
        return False
    dest = ans[0] if ans else ""
    if dest in g.s["areas"] and dest != c["area"]:
        if not dest.startswith("home:"):
            g.note("710.1", f"{g.name(iid)} is sent to another Problem instead of home" + g.by_text(named))
        g.move(iid, dest, c["ctrl"], "710.1", send=True)
    return True


def _elsewhere_choice(g, iid: int, rule: str) -> tuple[int, list[str]] | None:
    """The card whose text sends a character at a Problem being replaced elsewhere, and where
    it may be sent instead of home, when a choice is to be made (several other Problems, or
    an optional replacement); else None."""
    for src, ability in _holders(g, "would_send_home"):
        p = ability.params
        if p["fate"] != "elsewhere" or not _describes(g, src, iid, p["target"], "move"):
            continue
        if p["scope"] == "from_here" and g.card(iid)["area"] != g.s["cards"][src]["area"]:
            continue
        others = [a for a in g.problems() if a != g.card(iid)["area"]]
        if not others:
            return None
        if len(others) > 1 or p.get("may"):
            return src, [*others, *([f"home:{g.card(iid)['ctrl']}"] if p.get("may") else [])]
        return None
    return None


def before_replacing(g, area: str, replaceable: bool, stay: list[int] | None) -> bool:
    """613.2 is about to replace the Problem at `area`. Replacement text that asks is asked
    first, while the cards are still there: "If this card's Problem would be replaced, you
    may ... instead" (a "replace_instead" frame), then, in one "choose_stayers" frame, each
    player's Friend that isn't sent home as the Problem is solved ("each player with at
    least 1 Friend here chooses a Friend here") and where characters are sent instead of
    home when there is a choice. True when a frame will replace the Problem later."""
    problem = g.problem_card(area)
    if problem is None:
        return False
    if replaceable and g._listeners("would_replace_problem") and replace(g, problem, "replace_problem", "613.2", ()):
        return True
    if stay is not None:
        return False
    todo: list[list] = []
    if g.solving() and g.face_up(problem) and problem not in g.lost_abilities() and any(
            a.name == "stayers" for _, a in g.spec(problem).triggers.get("would_replace_problem", ())):
        first = g.first_decider()  # (801.1: who chooses first)
        todo += [["stay", p, []] for p in (first, 1 - first)
                 if any(g.is_type(i, "friend") for i in g.characters_at(area, p))]
    if g._listeners("would_send_home"):
        for iid in g.characters_at(area):
            choices = send_home_choices(g, iid, "613.2")
            if len({fate for _, _, fate in choices}) > 1:  # 710.5: its controller chooses which applies
                todo.append(["which", iid, [[key, label] for key, label, _ in choices]])
                continue
            found = _elsewhere_choice(g, iid, "613.2")
            if found is not None:
                todo.append(["send", iid, found[1], found[0]])
    if not todo:
        return False
    g.s["stack"].append({"op": "choose_stayers", "area": area, "todo": todo, "stay": []})
    return True


@op("choose_stayers")
def _choose_stayers(g, f: dict) -> bool:
    """Before the Problem at `area` is replaced (613.2): each player chooses a Friend there
    that isn't sent home (the player who decides first by 801.1 first, `MlpGame.first_decider`:
    the turn player, as the Solve step starts), and characters are sent to the Problem their
    controller chooses instead of home; then the Problem is replaced."""
    area = f["area"]
    while f["todo"]:
        kind, who, areas, *src = f["todo"][0]  # (the sending card: none in a file saved before it was kept)
        if kind == "stay":
            friends = [i for i in g.characters_at(area, who) if g.is_type(i, "friend")]
            ans = choose(g, f, who, "target", replacement_question("Which of your Friends here isn't sent home?",
                                                                   [g.name(g.problem_card(area))]),
                         [(f"card:{i}", g.name(i)) for i in friends])
            if ans is None:
                return False
            if ans:
                _kept_by_the_problem(g, f, int(ans[0].split(":")[1]))
        elif kind == "which":
            if not (in_play(g, who) and g.card(who)["area"] == area and who not in f["stay"]):
                f["todo"].pop(0)
            elif not _which_before_replacing(g, f, who):
                return False  # (asking which replacement applies)
            continue  # (the entry is taken off, or turned into where it is sent, asked next)
        elif (in_play(g, who) and g.card(who)["area"] == area and who not in f["stay"]
              and not _send_where_chosen(g, f, who, areas, src[0] if src else None)):
            return False  # (asking where it goes)
        f["todo"].pop(0)
    if area in g.s["areas"] and g.problem_card(area) is not None:
        flow.replace_problem(g, area, replaceable=False, stay=list(f["stay"]), kept_by=f.get("kept_by"))
    return True


# the option of a "which" entry of `choose_stayers` for the solved Problem's own "If that Friend
# would be sent home, it isn't sent home instead" (Applebuck Season)
KEPT_BY_PROBLEM = "kept"


def _keep(f: dict, iid: int, by: str) -> None:
    """This Friend isn't sent home as the Problem is replaced, by the text of the card named
    `by` ("" when that card is gone), which its log line names (`flow.replace_problem`)."""
    f["stay"].append(iid)
    if by:
        f.setdefault("kept_by", {})[str(iid)] = by


def _kept_by_the_problem(g, f: dict, iid: int) -> None:
    """The solved Problem's text chose this Friend: it isn't sent home instead (710.1). When
    other texts would replace its sending home with something else (Delivery Mare's "it is
    sent to another Problem instead"), its controller chooses which applies (710.5), asked
    after the Problem's questions in place of any other question about that Friend."""
    choices = send_home_choices(g, iid, "613.2")
    if all(fate == "stay" for _, _, fate in choices):
        _keep(f, iid, g.name(g.problem_card(f["area"])))
        return
    # (the "stay" entries, this one first, lead the list: the Problem's questions come first)
    todo = [entry for entry in f["todo"] if entry[0] == "stay" or entry[1] != iid]
    label = f"It isn't sent home instead ({g.name(g.problem_card(f['area']))})"
    options = [[KEPT_BY_PROBLEM, label], *([key, text] for key, text, _ in choices)]
    todo.insert(sum(entry[0] == "stay" for entry in todo), ["which", iid, options])
    f["todo"] = todo


def _which_before_replacing(g, f: dict, iid: int) -> bool:
    """A character at the Problem about to be replaced has texts replacing its sending home
    that come to different things: its controller chooses which applies (710.5), as the
    other questions of 613.2 are asked, before anything there moves. Staying adds it to the
    Friends that stay; being sent elsewhere becomes where it goes ("send"), asked next.
    False while asking; the choice's entry of `f["todo"]` is replaced or taken off."""
    todo = f["todo"]
    now = {KEPT_BY_PROBLEM, *(key for key, _, _ in send_home_choices(g, iid, "613.2"))}
    options = [(key, label) for key, label in todo[0][2] if key in now]
    ans = choose(g, f, g.card(iid)["ctrl"], "replacement", _which_prompt(g, iid, options), options) if options else [""]
    if ans is None:
        return False
    todo.pop(0)
    key = ans[0]
    found = _send_home_text(g, key) if key.startswith("send:") else None
    if key == KEPT_BY_PROBLEM:
        _keep(f, iid, g.name(g.problem_card(f["area"])))
    elif key == "stays":
        _keep(f, iid, _stays_by(g, iid))
    elif found is not None and found[1].params["fate"] == "stay":
        _keep(f, iid, g.name(found[0]))
    elif found is not None:
        todo.insert(0, ["send", iid, [a for a in g.problems() if a != g.card(iid)["area"]], found[0]])
    return True


# ----- how replacement text reads (710): "If ... would ..., (you may) ... instead." ----------------


def template(pattern: str):
    """These wordings were read among the part grammar's general readers, so they keep that
    place in the order patterns are tried (tier 1; only the paragraphs they match differ)."""
    return _any_template(pattern, tier=1)


# what happens to the card instead, as printed -> `replacement` fate
_INSTEAD_FATES = {
    "exhaust it": "exhaust", "it is banished": "banish", "banish it": "banish", "banish that friend": "banish",
    "banish that friend or troublemaker": "banish", "put it into its owner's hand": "hand",
    "banish that friend until the end of the turn": "banish_turn",
    "dismiss it": "dismiss", "turn it face-down": "face_down",
    "put that friend into its owner's hand": "hand", "move it here": "move_here",
    "choose to not turn it face-up or uncover it": "none",
    "retire one of your resources on that friend": "retire_attached_resource",
}


# the occurrences replaced, as printed -> events `game.dismiss` / `game.frighten` report
_WOULD_EVENTS = {
    "be dismissed": ("dismiss",), "be frightened": ("frighten",),
    "be dismissed or frightened": ("dismiss", "frighten"), "be frightened or dismissed": ("dismiss", "frighten"),
    "be uncovered": ("uncover",), "be uncovered here": ("uncover",), "be turned face-up or uncovered": ("uncover", "turn_face_up"),
    "be retired for being in excess of your home limit": ("retire_home_limit",),
    "be replaced": ("replace_problem",),
    "leave play": ("leave_play",), "be dismissed, banished, or moved": ("dismiss", "banish", "move"),
}


def _instead(text: str, may: bool) -> dict[str, Any] | None:
    """What a replacement does instead: a fate for the card, costs paid in its place, or
    costs paid "to" bring a fate about; None if unknown."""
    if text in _INSTEAD_FATES:
        return {"costs": [], "fate": _INSTEAD_FATES[text]}
    if not may:
        return None  # a mandatory payment in place of an occurrence is not printed anywhere
    m = re.fullmatch(r"(.+?) to (.+)", text)
    if m and m.group(2) in _INSTEAD_FATES and costs(m.group(1)) is not None:
        return {"costs": costs(m.group(1)), "fate": _INSTEAD_FATES[m.group(2)]}
    paid = costs(text)
    if paid is None:
        return None
    return {"costs": paid, "fate": "none"}


@template(r"(?:if|when) (.+?) would (be dismissed, banished, or moved|be dismissed|be frightened|be dismissed or frightened|be frightened or "
          r"dismissed|be uncovered(?: here)?|be turned face-up or uncovered|be retired for being in excess of your home "
          r"limit|be replaced|leave play)(?P<by> by an opponent)?, (you may )?(.+?) instead\.(?: if you do, (?:(?:that "
          r"card|that friend|it) is|(those friends) are) not (?:dismissed|frightened)\.)?")
def _t_instead(m, t):
    """710.1: the occurrence is replaced (see `engine.mlp.effects.replacement`). "... would be
    frightened or dismissed by an opponent" (SB138): only when an opponent's text does it
    (`applies`, parameter `by`)."""
    subject = m.group(1).replace("another of your ", "another one of your ")
    several = subject.startswith("one or more of your ")
    if several != bool(m.group(6)):
        return None  # "one or more of your Friends ... those Friends are not dismissed"
    subject = subject.replace("one or more of your ", "one of your ")
    if (subject == "this card's problem") != (m.group(2) == "be replaced"):
        return None
    found = {"self": True, "ref": "that"} if subject == "that card" else target(subject)
    if subject == "this card's problem":
        found = {"problem_here": True}
    if found is None or found.get("ref") == "it":
        return None
    if found.get("self") and not found.get("ref"):
        found = {"self": True}
    done = _instead(m.group(5), bool(m.group(4)))
    if done is None or (done["fate"] == "none" and not done["costs"] and not m.group(4)):
        return None
    events = _WOULD_EVENTS[m.group(2)]
    if events[0] == "uncover" and not found.get("self"):
        found["state"] = "face-down"  # the card that would be uncovered is face down
        if m.group(2).endswith(" here"):
            if "place" in found:
                return None
            found["place"] = "here"
    by_opponent = {"by": "opp"} if m.group("by") else {}
    if by_opponent and not set(events) <= {"dismiss", "frighten"}:
        return None
    return [_a("replace", "instead", t, "would_" + event, target=found, may=bool(m.group(4)), **done,
               **({"several": True} if several else {}), **by_opponent) for event in events]


@template(r"while this card is in your discard pile, ((?:if|when) .+)")
def _t_instead_from_discard(m, t):
    """The same replacement text, working while its card is in its owner's discard pile (its
    owner controls it there); "this card" in what it does is the card in the discard pile."""
    found = read_paragraph(m.group(1), t, skip=_t_instead_from_discard)
    if not found or any(a.name != "instead" for a in found):
        return None
    return [Ability(kind=a.kind, name=a.name, params={**a.params, FROM_DISCARD: True}, timing=a.timing,
                    event=a.event, text=a.text) for a in found]


@template(r"(?:when (this card's|that friend's) problem is solved, )?if (.+?) would be sent home( from a solved "
          r"problem)?, (?:it|that friend|they) (?:isn't|aren't) sent home instead\.")
def _t_not_sent_home(m, t):
    """613.2 (or any sending home): the card stays where it is instead."""
    subject = m.group(2).replace("one or more of your ", "one of your ")
    if m.group(1) and subject != m.group(1)[: -len("'s")]:
        return None  # "when this card's Problem is solved, if this card ..." names one card twice
    found = {"self": True, "ref": "that"} if subject == "that friend" else target(subject)
    if found is None or found.get("ref") == "it":
        return None
    return _a("replace", "send_instead", t, "would_send_home", target=found, fate="stay",
              scope="solved" if (m.group(1) or m.group(3)) else "any")


@template(r"if a player loses a faceoff involving (this card|that troublemaker) and would send a friend home, they "
          r"(retire|dismiss) that friend instead\.")
def _t_lost_faceoff_send(m, t):
    """514.5b: the Friend the loser would send home is retired / dismissed instead."""
    return _a("replace", "send_instead", t, "would_send_home", target={"owner": "any", "kind": "friend"},
              fate=m.group(2), scope="lost:" + ("self" if m.group(1) == "this card" else "host"))


@template(r"if (.+?) would be put into a player's hand from play, banish (?:that friend|it) instead\.")
def _t_bounce_banish(m, t):
    found = target(m.group(1))
    if found is None or found.get("self"):
        return None
    return _a("replace", "bounce_instead", t, "would_bounce", target=found)


@template(r"if a card flipped for a (problem )?faceoff here would be put on the bottom of its owner's deck, it is put "
          r"into its owner's discard pile instead\.")
def _t_flipped_to_discard(m, t):
    return _a("replace", "flipped_to_discard", t, "flipped_to_bottom", faceoff="problem" if m.group(1) else "")


@template(r"if an opponent would score this card's problem's bonus points, you score them instead\.")
def _t_steal_bonus(m, t):
    return _a("replace", "steal_bonus", t, "would_score_bonus")


@template(r"if a player would score points for defeating a troublemaker here, they score (one|two|\d+) fewer points? "
          r"instead\.")
def _t_fewer_tm_points(m, t):
    return _a("replace", "fewer_tm_points", t, "would_score_tm", n=number(m.group(1)))


@template(r"(?:once per faceoff, if you would put a card flipped for a faceoff involving this card|if you would put "
          r"any number of flipped (friend|event)s) on the bottom of your deck, you may put (?:it|one of them) into "
          r"your hand(?: and the rest on the bottom)? instead\.")
def _t_flipped_one_to_hand(m, t):
    """514.6 replaced for one flipped card (`faceoffs.flipped_card_replacements`)."""
    return _a("replace", "flipped_one_to_hand", t, "flipped_to_bottom", card_type=m.group(1) or "card",
              involved=m.group(1) is None)


@template(r"at the end of a faceoff involving this card, you may put one of your flipped cards into your hand\.")
def _t_flipped_one_to_hand_at_the_end(m, t):
    """EO177: at the end of the faceoff (514.6) the flipped cards are still in the flip zone,
    about to go to the bottom of their decks: the player takes one of theirs as they do
    (the same choice as the replacement above, `faceoffs.flipped_card_replacements`)."""
    return _a("replace", "flipped_one_to_hand", t, "flipped_to_bottom", card_type="card", involved=True)
@template(r"if you would put a flipped event on the bottom of your deck, you may exhaust this card to put that event "
          r"into your hand instead\.")
def _t_flipped_event_to_hand_for_exhausting(m, t):
    """514.6 replaced for one flipped Event at the price of exhausting this card (707.2a: only
    while it can be exhausted; `faceoffs.flipped_card_replacements`)."""
    return _a("replace", "flipped_one_to_hand", t, "flipped_to_bottom", card_type="event", involved=False,
              exhaust=True)


@template(r"at the end of a faceoff, you may put one of your flipped troublemakers into your hand\.")
def _t_flipped_troublemaker_to_hand(m, t):
    """As the faceoff ends its flipped cards go to the bottom of their decks at once (514.6):
    the one put into the hand is taken from them then, as "you may put it into your hand
    instead" does (`faceoffs.flipped_card_replacements`), from any faceoff."""
    return _a("replace", "flipped_one_to_hand", t, "flipped_to_bottom", card_type="troublemaker", involved=False)


@template(r"if this card would be defeated, you may remove (a|an|one|two|\d+) \+1 power counters? from it instead\. "
          r"if you do, this card is not defeated\.")
def _t_defeat_instead(m, t):
    """514.5a replaced (`replacement.defeat_instead`)."""
    return _a("replace", "instead_defeat", t, "would_defeat", n=number(m.group(1)))


@template(r"if an opponent would move (a character|a friend), you may (.+?) instead\. if you do, that (?:character|friend) "
          r"is not moved\.")
def _t_move_instead(m, t):
    """506.4 replaced (710.1): an opponent's move of a card, by an action or an effect."""
    done = _instead(m.group(2), True)
    if done is None or done["fate"] != "none":
        return None
    return _a("replace", "instead", t, "would_move", target={"owner": "any", "kind": m.group(1)[2:]}, may=True,
              by="opp", **done)


@template(r"if an opponent would move a character to a problem, you may (.+?)\. if you do, they choose a different "
          r"problem and move that character there instead\.")
def _t_move_redirect(m, t):
    """506.4 replaced (710.1): the opponent's move of a character to a Problem goes to another
    Problem that opponent chooses."""
    paid = costs(m.group(1))
    if paid is None:
        return None
    return _a("replace", "instead", t, "would_move", target={"owner": "any", "kind": "character"}, may=True,
              by="opp", costs=paid, fate="redirect")


@template(r"if a character would be moved, and it is the first time a character would be moved this turn, that "
          r"character is moved to a random area instead\. this is still considered the first time a character would "
          r"be moved this turn\.")
def _t_first_move_random(m, t):
    """DE25: whoever moves it; the turn's record of characters about to be moved (kept in a
    game holding this text, `TURN_RECORD`: `MlpGame.move`) tells the first."""
    return _a("replace", "instead", t, "would_move", target={"owner": "any", "kind": "character"}, may=False,
              costs=[], fate="random_area", first_move=True, **{TURN_RECORD: True})


@template(r"if (.+?) would be sent home( from a problem| from here)?, (you may )?(?:it is sent|send it|send those "
          r"characters) to (?:another problem|other problems) instead\.")
def _t_sent_elsewhere(m, t):
    """506.5's sending home replaced by sending to another Problem (`replacement`)."""
    subject = m.group(1).replace("one or more of your ", "one of your ")
    found = target(subject)
    if found is None or found.get("ref"):
        return None
    where = m.group(2) or ""
    if where == " from here":
        if "place" in found:
            return None
        scope = "from_here"
    else:
        scope = "any"
    return _a("replace", "send_instead", t, "would_send_home", target=found, fate="elsewhere", scope=scope,
              may=bool(m.group(3)))


@template(r"when this problem is solved, each player with at least 1 friend here chooses a friend here\. if that "
          r"friend would be sent home, it isn't sent home instead\.")
def _t_stayers(m, t):
    """613.2 replaced for one Friend of each player, chosen as the Problem is solved."""
    return _a("replace", "stayers", t, "would_replace_problem")


@template(r"this card's problem can't be replaced until it is solved\.")
def _t_no_replacing_here(m, t):
    """Effects that replace a Problem can't choose this card's (its solving still does)."""
    return _a("static", "cant_replace_here", t, "cant_replace")
