"""The MLP position as a judge reads it: the raw game state turned into `engine.core.view` rows.

The match table shows only these rows. Everything MLP about reading a table
lives here: the two homes with the Problems between them, a character's power
as the confront check counts it, a Problem's confront requirements, the piles
in the order a judge counts them, and the area keys of options and log lines
("problem:0") in words.
"""

from __future__ import annotations

import re
from dataclasses import replace
from typing import Any

from engine.core.decision import Decision
from engine.core.labels import told_apart
from engine.core.player_names import named_players
from engine.core.plural import how_many, plural
from engine.core.view import (
    CARD_NUMBER,
    AreaView,
    CardDetail,
    CardView,
    LogRow,
    PlayerView,
    PositionView,
    ZoneView,
    named_position,
)
from engine.mlp.cards.errata import errata_lines
from engine.mlp.editor_carried import PLAYER_TARGETS, effect_words
from engine.mlp.effects.revealing import deck_top_revealed
from engine.mlp.procedures.faceoff import power_total as faceoff_total
from engine.mlp.procedures.flow import first_player_chosen
from engine.mlp.state import gaps
from engine.mlp.state.game import ASIDE, ZONE_NAMES, MlpGame
from engine.mlp.state.library import DILEMMA_PREFIX, Spec
from engine.mlp.state.stages import stage_of
from engine.mlp.values import power as mlp_power

POWER_TYPES = frozenset({"mane", "friend", "troublemaker"})
"""Card types whose power a judge reads; the card data gives some others a number too."""
TYPED_IN_LISTS = frozenset({"mane", "troublemaker", "resource", "event", "problem"})
"""Card types a list names beside the card's name (a Friend is the usual card: not named)."""
COLOR_NAMES = {
    "blue": "Loyalty", "orange": "Honesty", "pink": "Laughter", "purple": "Magic",
    "white": "Generosity", "yellow": "Kindness",
}
ZONES: tuple[tuple[str, str], ...] = (
    ("hand", "Hand"), ("discard", "Discard pile (top first)"), ("deck", "Draw deck (top first)"),
    ("problem_deck", "Problem deck (top first)"), ("banished", "Banished"),
)
"""A player's zones out of play, in the order the table lists them."""
ASIDE_TITLE = "Set aside by a text resolving"
"""The player's cards a text set aside while it resolves (Risky Business), listed after the
other zones only while there are any (the rules name no such zone, 401.1)."""
PASSING: tuple[tuple[str, str], ...] = (
    ("flip", "Flip zone (flipped in the faceoff)"),
    ("queue", "Resolving or waiting to resolve (queue zone)"),
)
"""Zones a card passes through while something resolves, listed after the others only while
they hold a card of the player's: the cards flipped in a faceoff (409.1, 514.3) and an Event being
played or a card waiting in the queue zone (408.1). A judge asked a ruling at a decision made
while an Event resolves must see the Event."""
FACEOFF_TIP = ("; \"faceoff\" = each player's power total in the faceoff going on here: the power of "
               "their involved cards, their flipped cards not ignored, and modifiers to the total (514.4a)")
TOP_FIRST = frozenset({"deck", "discard", "problem_deck"})
STRENGTH_TIP = ("Power counts characters that are not exhausted (unless Stubborn), frightened or "
                "face-down; \"meets it\" = could confront it now")
_KIND_ORDER = ("mane", "friend", "resource", "troublemaker", "event", "problem")
# an area key, with the words "the Problem at" before it that many texts write ("the Delay
# counters on the Problem at problem:0"): a Problem's area is named by its Problem already
_AREA_KEY = re.compile(r"(?:\b(?P<the>[Tt]he Problem at) )?\b(?P<key>(?:home|problem|dilemma):\d+)\b")


# ----- cards -----------------------------------------------------------------------------------


def power_words(power: int, printed: int | None = None) -> str:
    """A power as a judge reads it, with its printed power when it differs: "3 (printed 2)".
    A power below 0 stays negative (507, 105.2: "except when calculating a character's
    power"), but counts as 0 wherever powers are added up (confronting, faceoffs), and the
    words say so: "−1 (counts as 0; printed 1)"."""
    notes = ["counts as 0"] if power < 0 else []
    if printed is not None and printed != power:
        notes.append(f"printed {printed}")
    number = f"−{-power}" if power < 0 else str(power)
    return number + (f" ({'; '.join(notes)})" if notes else "")


def card_view(game: MlpGame, iid: int, with_attachments: bool = True) -> CardView:
    """One card as a judge reads it: power as it counts now in play, flags in words."""
    c = game.s["cards"][iid]
    spec = game.spec(iid)
    in_play = c["zone"] == "play"
    shown_power = None
    if spec.type in POWER_TYPES:
        shown_power = mlp_power.power(game, iid) if in_play else spec.power
    attachments: tuple[CardView, ...] = ()
    if with_attachments and in_play:
        attachments = tuple(card_view(game, a) for a in game.attachments(iid))  # (and theirs)
    flags = [word for word, on in (("face-down", c["face_down"]), ("exhausted", c["exhausted"]),
                                   ("frightened", c["frightened"]), ("Boosted side", c["boosted"]),
                                   ("token", bool(c.get("token")))) if on]
    beneath = _beneath_text(game, iid)
    note = _problem_note(spec, c["owner"]) if spec.type == "problem" else ""
    colors = ", ".join(f"{color.capitalize()} ({COLOR_NAMES.get(color, color)})" for color in spec.colors)
    owner = f"; owned by P{c['owner']}" if c["owner"] != c["ctrl"] else ""
    printed = game.lib.spec(c["card"])  # (both faces of a Mane Character count)
    gap = "" if gaps.carried_out(printed) else f"The rules engine does not carry out {gaps.gap_and_reason(printed)}"
    tooltip = (f"{spec.name} #{iid}: {spec.type}{', ' + colors if colors else ''}{owner}"
               + (f"\n{note}" if note else "") + (f"\n{gap}" if gap else ""))
    return CardView(
        iid=iid,
        name=spec.name,
        kind=spec.type,
        owner=c["owner"],
        ctrl=c["ctrl"],
        title=f"{spec.name} ({spec.type.capitalize()})" if spec.type in TYPED_IN_LISTS else "",
        stat=shown_power,
        stat_words="" if shown_power is None else power_words(shown_power),
        colors=spec.colors,
        flags=tuple(flags),
        hidden=c["face_down"] and not (in_play and _shown_face_down(game, c)),
        tint="alert" if c["frightened"] else "spent" if c["exhausted"] else "",
        counters=tuple(sorted(c["counters"].items())),
        extras=(beneath,) if beneath else (),
        attachments=attachments,
        note=note,
        tooltip=tooltip,
        gap=gap,
    )


def _beneath_text(game: MlpGame, iid: int) -> str:
    """The cards beneath a card in play, named ("2 beneath: Finish Line, Jammer #31, ..."):
    a judge ruling on Pumped or a spend needs to know which cards they are, and the banished
    pile alone does not say (410.5). "" when there are none."""
    under = game.beneath(iid)
    if not under:
        return ""
    return f"{len(under)} beneath: " + ", ".join(f"{game.spec(b).name} #{b}" for b in under)


def _timed_effects(game: MlpGame, iid: int) -> str:
    """The timed effects on a card in play, each with its card and how long it lasts ("+2 power
    until the end of the turn, from The Element of Kindness, Sharing Kindness #25", 707.3): the
    power the panel shows above its printed one says its sum, not why or until when."""
    cards = {ref: c["card"] for ref, c in game.s["cards"].items()}

    def name(card_id: str) -> str:
        return game.lib.spec(card_id).name

    lines = []
    for m in game.s["mods"]:
        if m["target"] != iid or m["kind"] in PLAYER_TARGETS:
            continue
        words = effect_words(m, cards, name, subject=False)
        src = m.get("src") or 0
        lines.append(words + (f", from {game.spec(src).name} #{src}" if src in game.s["cards"] else ""))
    return "; ".join(lines)


def _holder_of(game: MlpGame, iid: int) -> int | None:
    """The card in play a banished card is beneath, if any."""
    return next((holder for holder in game.s["play"] if iid in game.beneath(holder)), None)


def _shown_face_down(game: MlpGame, c: dict) -> bool:
    """Is this face-down card in play one players may look at ("Players may look at face-down
    Troublemakers here.", category "face_down_visible": Troublemakers at that text's area)?"""
    found = game.static_abilities("face_down_visible")
    if not found or game.lib.spec(c["card"]).type != "troublemaker":
        return False
    cards = game.s["cards"]
    return any(cards[src]["area"] == c["area"] for src, _ in found)


def _rules_missing_words(printed: Spec) -> str:
    """Why the engine can't carry out such a card, when the reason is a rule (Agile, the
    Villain Challenge format); "" when the card's own text is what the engine can't read."""
    return gaps.rules_missing_words(printed)


def _problem_note(spec: Any, owner: int) -> str:
    """What confronting a Problem takes for each player, as printed: its owner's requirements
    beneath the text box, its opponent's across the top (209.1, 611.2), then its Problem Bonus
    (210.1). Each player is named as the table names them and in the order of the Problem's
    heading ("power P0 3 · P1 1"), so a judge reads each player's power against what that
    player needs: "to confront: P0 4 Wild · P1 1 Pink + 1 non-Pink · bonus 1"."""
    if spec.card.confront_unknown_to_both:
        parts = ["not known (the card data leaves it blank)"]
    else:  # (a side not known says so, with what the data gives: not its known parts as all it takes)
        parts = [f"P{player} {needs}" for player in (0, 1) if (needs := _confront_words(spec, player == owner))]
    if spec.bonus:
        parts.append(f"bonus {spec.bonus}")
    return "to confront: " + " · ".join(parts) if parts else ""


def _confront_words(spec: Any, owner: bool) -> str:
    """What a Problem's owner (or its opponent) needs to confront it, as every reader says it
    ("2 Yellow", "5 Wild"), or that the card data does not give it (209.1: each player has their
    own); "" when there is nothing to show (an opponent's "infinity", never met)."""
    unknown = spec.card.confront_unknown(owner)
    if unknown:
        return f"not known (the card data gives {unknown})"
    if owner:
        return " + ".join(mlp_power.requirement_words(*r) for r in spec.confront_owner)
    return "" if spec.confront_opp is None else mlp_power.requirement_words("wild", None, spec.confront_opp)


def _kind_order(kind: str) -> int:
    return _KIND_ORDER.index(kind) if kind in _KIND_ORDER else len(_KIND_ORDER)


# ----- areas -----------------------------------------------------------------------------------


def area_title(game: MlpGame, key: str, area: dict[str, Any], problem: int | None) -> str:
    owner = area["owner"]
    if area["kind"] == "home":
        return f"P{owner}'s home"
    if key.startswith(DILEMMA_PREFIX):
        return game.dilemma_title(key)
    if problem is None:  # (before the Starting Problems are chosen, 102.2)
        return f"P{owner}'s Problem (none in play yet)"
    return f"Problem {game.spec(problem).name} (P{owner}'s)"


def _area_order(game: MlpGame) -> list[str]:
    """Table order: P1's home across the table, the Problems between, P0's home nearest."""
    areas = game.s["areas"]
    problems = [k for k, a in areas.items() if a["kind"] == "problem"]
    problems.sort(key=lambda k: (-areas[k]["owner"], k))
    homes = sorted((k for k, a in areas.items() if a["kind"] == "home"), key=lambda k: -areas[k]["owner"])
    return [*homes[:1], *problems, *homes[1:]]


def _strength_text(game: MlpGame, area: str) -> str:
    """Each player's power at a Problem as the confront check counts it (611.3, 503.5)."""
    powers, meeting = [], []
    for player in (0, 1):
        total = sum(value for value, _colors in mlp_power.confront_supply(game, player, area))
        powers.append(f"P{player} {total}")
        if mlp_power.meets(game, player, area) and not mlp_power.blocked_by_troublemaker(game, player, area):
            meeting.append(f"P{player}")
    verb = "meets" if len(meeting) == 1 else "meet"
    return f"power {' · '.join(powers)}" + (f"; {' and '.join(meeting)} {verb} it" if meeting else "")


def _area_view(game: MlpGame, key: str) -> AreaView:
    s = game.s
    area = s["areas"][key]
    problem = area.get("problem")
    cards = [i for i in game.at(key) if i != problem and s["cards"][i]["host"] is None]
    cards.sort(key=lambda i: (s["cards"][i]["ctrl"], _kind_order(game.spec(i).type), i))
    measured = area["kind"] == "problem" and problem
    summary = _strength_text(game, key) if measured else ""
    # (during a faceoff at this Problem: the totals that decide it, flipped cards included)
    faced = s["faceoff"] is not None and key in s["faceoff"]["areas"]
    if faced:
        summary += "; faceoff: " + " · ".join(f"P{p} {faceoff_total(game, p)}" for p in (0, 1))
    return AreaView(
        key=key,
        kind=area["kind"],
        owner=area["owner"],
        title=area_title(game, key, area, problem),
        anchor=card_view(game, problem) if problem is not None else None,
        cards=tuple(card_view(game, i) for i in cards),
        summary=summary,
        tooltip=STRENGTH_TIP + (FACEOFF_TIP if faced else "") if measured else "",
    )


# ----- players and the position ----------------------------------------------------------------


def _player_view(game: MlpGame, p: int) -> PlayerView:
    player = game.s["players"][p]
    mane = player["mane"]
    mane_name = game.spec(mane).name if mane in game.s["cards"] else "no Mane Character"

    def cards(zone: str) -> tuple[CardView, ...]:
        if zone == "queue":  # (one zone for both players: the player's own cards in it)
            iids = [i for i in game.s["queue"] if game.s["cards"][i]["owner"] == p]
        else:
            iids = player[zone][::-1] if zone in TOP_FIRST else player[zone]
        shown = tuple(card_view(game, i, False) for i in iids)
        if zone == "deck" and shown and deck_top_revealed(game, p):
            # "Play with the top card of your deck revealed.": every player sees it
            shown = (replace(shown[0], flags=(*shown[0].flags, "revealed")), *shown[1:])
        return shown

    zones = tuple(ZoneView(zone, title, cards(zone)) for zone, title in ZONES)
    if ASIDE in player:
        zones += (ZoneView(ASIDE, ASIDE_TITLE, cards(ASIDE)),)
    zones += tuple(ZoneView(zone, title, found) for zone, title in PASSING if (found := cards(zone)))
    count = {zone.key: len(zone.cards) for zone in zones}
    tally = [("Action tokens", player["tokens"]), ("hand", count["hand"]), ("deck", count["deck"]),
             ("discard", count["discard"]), ("Problem deck", count["problem_deck"])]
    if count["banished"]:
        tally.append(("banished", count["banished"]))
    if count.get(ASIDE):
        tally.append(("set aside", count[ASIDE]))
    return PlayerView(
        index=p,
        name=mane_name,
        score=player["score"],
        score_unit=plural(player["score"], "point"),
        tally=tuple(tally),
        numbers_text=f"{how_many(player['score'], 'point')}, {how_many(player['tokens'], 'action token')}",
        zones=zones,
    )


def _summary(game: MlpGame) -> str:
    """Turn, whose turn and phase in one line."""
    s = game.s
    if s["turn"] == 0:
        return "Setting up the game (102)"
    p = s["turn_player"]
    mane = s["players"][p]["mane"]
    name = game.spec(mane).name if mane in s["cards"] else "no Mane Character"
    return f"Turn {s['turn']} · P{p}'s turn ({name}) · {stage_of(s)}"


def position_view(game: MlpGame, number: int = 0, length: int = 0) -> PositionView:
    """The rows for one position of a game."""
    s = game.s
    result = ""
    if s["result"] is not None:
        winner = s["result"]["winner"]
        who = "a draw" if winner is None else f"P{winner} wins"
        result = f"Game over: {who} ({s['result']['reason']}, {s['result']['rule']})"
    return named_position(PositionView(
        turn=s["turn"],
        turn_player=s["turn_player"],
        first_player=s["first_player"] if first_player_chosen(game) else None,
        summary=_summary(game),
        players=tuple(_player_view(game, p) for p in (0, 1)),
        areas=tuple(_area_view(game, key) for key in _area_order(game)),
        decision=game.pending(),
        result=result,
        number=number,
        length=max(length, number),
        time_called=s["time_called"] is not None,
        stat_name="Power",
        phase=s["phase"],
    ), game.player_names)


# ----- words -----------------------------------------------------------------------------------


def place_words(game: MlpGame, text: str, *, lasting: bool = False) -> str:
    """The engine's area keys in a text ("at problem:0") as the table names them.

    Options and prompts speak of the board as it is: "at Problem Pinkie's
    Pranks (P0's)". A log line names the Problem that was there as it was
    written ("Pinkie's Pranks #3 (P0's)", `MlpGame.problems_named`); the keys
    left in it (a line naming that Problem already, an area with no Problem
    in it) stay true later, when another Problem may lie in that area, so
    `lasting` words name the area only: "at P0's Problem".
    A Dilemma's area is that Dilemma's alone (522.2), so it is named by it
    either way, with its number ("Dilemma Overdue Library Book #296 (P0's)").
    "The Problem at problem:0" is named as the area alone ("P0's Problem", not
    "the Problem at P0's Problem"). A player the board names is said by that name
    (`named_players`): the log, prompts and options alike.
    """
    areas = game.s["areas"]

    def words(found: re.Match[str]) -> str:
        key, the = found.group("key"), found.group("the")
        name = area_words(key)
        of_a_problem = key in areas and areas[key]["kind"] == "problem"
        return name if the is None or of_a_problem else f"{the} {name}"

    def area_words(key: str) -> str:
        if key.startswith(DILEMMA_PREFIX):
            return game.dilemma_title(key)  # (the area is its Dilemma's only: lasting words too)
        area = areas.get(key)
        if area is None:
            kind, _, owner = key.partition(":")
            return f"P{owner}'s home" if kind == "home" else key
        if lasting or area["kind"] == "home":
            return f"P{area['owner']}'s {'home' if area['kind'] == 'home' else 'Problem'}"
        return area_title(game, key, area, area.get("problem"))

    return named_players(_AREA_KEY.sub(words, text), game.player_names)


def decision_source(game: MlpGame) -> str | None:
    """The card whose ability asks the pending decision ("Reveal the top card of your deck?"
    is asked by some card's text: which one), unless the prompt names it already."""
    s = game.s
    pending = s["pending"]
    frame = s["stack"][-1] if s["stack"] else None
    if pending is None or frame is None or frame.get("op") != "ability":
        return None
    src = frame.get("src")
    if src in s["cards"]:
        title, name = game.spec(src).name, game.name(src)
    elif frame.get("card") is not None:  # (the card has left the zone it was in: its printed name)
        title = name = game.lib.spec(frame["card"]).name
    else:
        return None
    return None if title in pending["prompt"] else name


def log_rows(game: MlpGame, start: int = 0) -> list[LogRow]:
    """The log from entry `start` on, numbered from 1, with area keys in lasting words; an entry
    announcing a card whose text the engine lacks cites that in words (no rule is followed).
    Each entry is a sentence and starts with a capital, whatever word an entry is written
    from ("Face-down Troublemaker #7 can't be uncovered, ..."): a card's name in the middle
    of a line is "face-down Troublemaker", and an area key is put in words only here."""
    return [LogRow(n, e.turn, gaps.GAP_CITATION if e.rule == gaps.GAP_RULE else e.rule,
                   _sentence(place_words(game, e.text, lasting=True)))
            for n, e in enumerate(game.log[start:], start=start + 1)]


def _sentence(text: str) -> str:
    """`text` with its first letter a capital (the rest as written: names keep their case)."""
    return text[:1].upper() + text[1:]


_KEY_CARD = re.compile(
    r"^(?:(?:play|tm|move|act|react|rally)\|(\d+)|(?:card|challenge|pump|hand|on|scored_with):(\d+)$)")
_LABEL_CARD = re.compile(r"#(\d+)\b")


def option_card(key: str, label: str) -> int | None:
    """The card an option names: "#12" in its label, else the instance id in its key.

    Keys are only read where their number is a card ("move|7|home:0", "card:18"),
    never area names or timestamps ("problem:1", "trigger:40").
    """
    found = _LABEL_CARD.search(label)
    if found:
        return int(found.group(1))
    found = _KEY_CARD.match(key)
    if found:
        return int(found.group(1) or found.group(2))
    return None


_PLAIN_KEYS = {"pass": "pass priority", "draw": "draw a card", "keep": "keep the hand", "mulligan": "mulligan",
               "yes": "answer yes", "no": "answer no", "done": "be done", "none": "choose none of them"}
_CARD_KEYS = {"challenge": "challenge {}", "spend": "spend {}"}
"""What a key naming one card says when it is not a choice of that card ("card:7")."""


def key_words(game: MlpGame, key: str) -> str | None:
    """An answer's key in the words a judge reads, whether or not the pending decision offers
    it (a replay's recorded answer that no longer fits is named so): cards by name and number
    with where they are, places as the table names them, the players as a person calls them
    ("play Blue Moon, Ol' Blue Eyes #146 (in Player 1's hand) at Problem Pinkie's Pranks
    (Player 2's)", `named_players`). None for a key of no form the engine writes."""
    said = _key_words(game, key)
    return None if said is None else named_players(said, game.player_names)


def _key_words(game: MlpGame, key: str) -> str | None:
    """`key_words` in the engine's own labels ("in P0's hand")."""
    if key in _PLAIN_KEYS:
        return _PLAIN_KEYS[key]
    verb, bar, rest = key.partition("|")
    if bar:
        card, _, where = rest.partition("|")
        if not card.isdigit():
            return None
        name = _card_words(game, int(card))
        if verb == "play" and where == "event":
            return f"play {name}"
        if verb == "play" and where.startswith("on:") and where[3:].isdigit():
            return f"play {name} on {_card_words(game, int(where[3:]))}"
        if verb in ("play", "tm", "move") and _AREA_KEY.fullmatch(where):
            how = {"play": "play {} at {}", "tm": "play {} face-down at {}", "move": "move {} to {}"}[verb]
            return how.format(name, _area_key_words(game, where))
        said = {"act": "activate an ability of {}", "react": "play {} as a reaction", "rally": "rally {}"}.get(verb)
        return None if said is None else said.format(name)
    prefix, colon, number = key.partition(":")
    if not colon or not number.isdigit():
        return None
    if key in game.s["areas"]:
        return f"choose {_area_key_words(game, key)}"
    if prefix not in ("card", "pump", "hand", "on", "scored_with", "play", "problem", *_CARD_KEYS):
        return None
    return _CARD_KEYS.get(prefix, "choose {}").format(_card_words(game, int(number)))


def _card_words(game: MlpGame, iid: int) -> str:
    """A card as an answer names it: its name and number, and where it is now."""
    c = game.s["cards"].get(iid)
    if c is None:
        return "a card not in this game now (a card that changes zones becomes a new card, 410.6)"
    if c["zone"] == "play":
        area = game.s["areas"].get(c["area"], {"owner": 0, "kind": "home"})
        where = f"at {area_title(game, c['area'], area, area.get('problem'))}"
    else:
        where = f"in {zone_words(c['owner'], c['zone'])}"
    return f"{game.name(iid)} ({where})"


def _area_key_words(game: MlpGame, key: str) -> str:
    """A place an answer names ("problem:1"), as the table names it; one the game does not have
    is said so."""
    if key in game.s["areas"] or (key.startswith("home:") and key[5:] in ("0", "1")):
        return place_words(game, key)
    kind = key.partition(":")[0]
    return f"a {'home' if kind == 'home' else kind.capitalize()} this game does not have"


# ----- a card in full --------------------------------------------------------------------------


def _where(game: MlpGame, iid: int) -> str:
    c = game.s["cards"][iid]
    zone = c["zone"]
    if zone == "play":
        area = game.s["areas"].get(c["area"], {"owner": 0, "kind": "home"})
        where = area_title(game, c["area"], area, area.get("problem"))
        host = c["host"]
        if host is not None:
            where = f"attached to {game.spec(host).name} #{host}, {where}"
        # (its state too, as the table's row gives it: the panel is read on its own)
        state = [word for word, on in (("face-down", c["face_down"] and not c["frightened"]),
                                       ("frightened", c["frightened"]), ("exhausted", c["exhausted"])) if on]
        return f"in play: {where}; controlled by P{c['ctrl']}" + (f"; {', '.join(state)}" if state else "")
    if zone == ASIDE:
        return f"P{c['owner']}'s card, set aside by a text resolving" + (" (face-down)" if c["face_down"] else "")
    if zone == "queue":
        return f"P{c['owner']}'s card, resolving or waiting to resolve (queue zone)"
    where = zone_words(c["owner"], zone)
    holder = _holder_of(game, iid) if zone == "banished" else None
    return where if holder is None else f"{where}; beneath {game.spec(holder).name} #{holder}"


def zone_words(owner: int, zone: str) -> str:
    """A player's zone out of play in words: "P0's Problem deck", "P1's discard pile"."""
    return f"P{owner}'s {ZONE_NAMES.get(zone, zone.replace('_', ' '))}"


def _keyword_words(name: str, value: int | None) -> str:
    return name if value is None else f"{name} {value}"


def _keywords_line(game: MlpGame, iid: int) -> str:
    """The keywords a card has now (`power.keywords`, the value the rules read), for the panel:
    printed ones as printed; one given by another card's text (Hard Hat's Stubborn, a
    keyword "until the end of the turn", Teamwork's shared keywords) or with a changed number
    says so and names that card where the engine knows it; a keyword it has more than once is
    listed once for each instance (701.2a, `_instance_words`); a printed one the card has lost
    (708.2) is listed as lost. Out of play, face down or frightened, the printed ones."""
    c = game.s["cards"][iid]
    printed = game.spec(iid).keywords
    if c["zone"] != "play" or c["face_down"] or c["frightened"]:
        return ", ".join(_keyword_words(name, value) for name, value in printed.items())
    now = mlp_power.keywords(game, iid)
    counted = {name: _instances(game, iid, name, value) for name, value in now.items()}
    changed = now != printed or any(len(instances) > 1 for instances in counted.values())
    origins = mlp_power.keyword_origins(game, iid) if changed else {}

    def by(name: str) -> str:
        src = origins.get(name)
        return f" by {game.name(src)}" if src in game.s["cards"] and src != iid else ""

    words = []
    for name, value in now.items():
        if len(counted[name]) > 1:
            words += _instance_words(name, value, counted[name], name in printed, by(name))
            continue
        said = _keyword_words(name, value)
        if name not in printed:
            # (a card's own "while ..., this card has <keyword>": Parasprite, Hungry For More)
            said += " (by its own text)" if origins.get(name) == iid else f" (given{by(name)})"
        elif printed[name] != value:
            said += f" (printed {printed[name]}; changed{by(name)})"
        words.append(said)
    words += [f"{_keyword_words(name, value)} (lost{by(name)})"
              for name, value in printed.items() if name not in now]
    return ", ".join(words)


def _instances(game: MlpGame, iid: int, name: str, value: int | None) -> list[int]:
    """The number of each instance of a keyword the card has, when the rules count each
    (701.2a: a keyword without a number, or one of the glossary's with a number, whose
    numbers add up); else the one the card has."""
    if value is None or name in mlp_power.ADDING_KEYWORDS:
        return mlp_power.keyword_instances(game, iid, name)
    return [value]


def _instance_words(name: str, value: int | None, instances: list[int], printed: bool, by: str) -> list[str]:
    """A keyword the card has more than once, each instance as the rules count it (701.2a):
    Granny Smith, Family Founder beside Princess Luna shows "Diligent 3, Diligent 1 (given by
    Princess Luna ...)", two triggers of their own, not "Diligent 4". The giver is named when
    one instance is given (only the last giver of a keyword is known)."""
    given = len(instances) - printed
    words = [_keyword_words(name, None if value is None else number) for number in instances]
    return [said if printed and n == 0 else f"{said} (given{by if given == 1 else ''})"
            for n, said in enumerate(words)]


def option_place(detail: CardDetail) -> str | None:
    """Where a card an option names is, in the words that tell two options naming alike cards
    apart: a card out of play by its zone ("P0's hand", "P1's banished zone; beneath ...");
    None for a card in play, which its option offers by where it is already, and for one
    resolving or set aside (no other card can be there with it to tell apart)."""
    where = detail.where
    return None if where.startswith("in play") or "resolving" in where or "set aside" in where else where


def option_labels(game: MlpGame, decision: Decision) -> list[str]:
    """A decision's option labels as every reader shows them (`TableRules.option_labels`),
    for what the engine itself says of an option (a judge's "why not?"), the players by the
    names the board gives them ("copy 1 of 2 in Rarity Belle's hand")."""
    options = decision.options

    def named(iid: int) -> tuple[str, str | None] | None:
        detail = card_detail(game, iid)
        return None if detail is None else (detail.name, option_place(detail))

    return [named_players(label, game.player_names)
            for label in told_apart([place_words(game, option.label) for option in options],
                                    [option_card(option.key, option.label) for option in options], named)]


def card_detail(game: MlpGame, iid: int) -> CardDetail | None:
    """A card's printed information, as the side panel shows it; None for an unknown card."""
    if iid not in game.s["cards"]:
        return None
    c = game.s["cards"][iid]
    spec = game.spec(iid)
    card = spec.card
    colors = "/".join(color.capitalize() for color in spec.colors) or "colorless"
    heading = f"{spec.type.capitalize()} · {colors}"
    facts: list[tuple[str, str]] = []
    if spec.cost is not None:
        facts.append(("Cost", str(spec.cost)))
    if spec.reqs:
        facts.append(("Play requirement", ", ".join(f"{n} {color.capitalize()}" for color, n in spec.reqs)))
    if spec.power is not None and spec.type in POWER_TYPES:
        current = mlp_power.power(game, iid) if c["zone"] == "play" else spec.power
        shown = str(spec.power) if current is None else power_words(current, spec.power)
        facts.append(("Power", shown))
    if spec.card.confront_unknown_to_both:
        facts.append(("Confront", "not known: the card data leaves it blank (nobody confronts it)"))
    else:
        for side in ("owner", "opponent"):
            if needs := _confront_words(spec, side == "owner"):
                facts.append((f"Confront ({side})", needs))
    if spec.bonus:
        facts.append(("Bonus points", str(spec.bonus)))
    if spec.tm_points:
        facts.append(("Points", str(spec.tm_points)))
    if card.traits:
        facts.append(("Traits", ", ".join(card.traits)))
    shown_keywords = _keywords_line(game, iid)
    if shown_keywords:
        facts.append(("Keywords", shown_keywords))
    if c["counters"]:
        facts.append(("Counters", ", ".join(f"{n} {k.replace('_', ' ')}" for k, n in sorted(c["counters"].items()))))
    beneath = _beneath_text(game, iid) if c["zone"] == "play" else ""
    if beneath:
        facts.append(("Beneath", beneath.split(": ", 1)[1]))
    effects = _timed_effects(game, iid) if c["zone"] == "play" else ""
    if effects:
        facts.append(("Effects", effects))
    if card.code:
        facts.append((CARD_NUMBER, f"{card.code} ({card.set_name})" if card.set_name else card.code))
    printed = game.lib.spec(c["card"])
    if not gaps.carried_out(printed):
        facts.append(("Engine", f"{gaps.gap_status(printed)}: does not carry out {gaps.gap_summary(printed, None)}"))
        missing = _rules_missing_words(printed)
        if missing:
            facts.append(("Why", missing))
    text = card.text
    front = printed.card  # (the Start side, with the Boosted one: `card` is the side face up)
    errata = dict.fromkeys(line for face in front.faces for line in errata_lines(face))
    if errata:
        text += "\n\n" + "\n".join(errata)
    if spec.type == "mane" and front.boosted is not None:
        other = front.boosted if not c["boosted"] else front
        side = "Boosted" if not c["boosted"] else "Start"
        text += f"\n\n{side} side ({other.full_name}): {other.text}"
    # (where it is, the players by the names the board gives them, as the table's headings do:
    # "Twilight Fan's hand", where it said "P1's hand" beside them)
    return CardDetail(iid, spec.name, heading, tuple(facts), text.strip(), named_players(_where(game, iid), game.player_names))
