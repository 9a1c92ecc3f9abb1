"""A Spellcasters position as the judge's match table shows it (`engine.core.view`).

Each side of the table: the player's Spellcasters (HP first, then Power, Guard,
statuses and Equipment) and their Mana Pool; between them the one Location and the
shared Junkyard. Out of play: each player's hand and Bleachers, and the shared deck: a
number in each player's tally, and its cards (`PositionView.piles`) top first, as board
files list it. A player's score is how many of the opponent's Spellcasters sit in the
opponent's Bleachers: the count the deck-out end compares (SC 8.2).
"""

from __future__ import annotations

from dataclasses import replace
from typing import Any

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
)
from engine.spellcasters.cards.model import Combo, Equipment, Location, Mana, Object, Spellcaster
from engine.spellcasters.procedures.actions import cost_text
from engine.spellcasters.state.game import SpellcastersGame
from engine.spellcasters.values import stats

STEP_NAMES = {"caster": "set-up", "mana": "set-up", "main": "main", "spells": "spells", "replace": "replacement",
              "over": "game over"}

PHASE_NAMES = {"set-up": "set-up of the game", "main": "card-playing step",
               "spells": "Spell-casting step", "replacement": "replacing of a defeated Spellcaster"}
"""The parts of a turn in the draft's words: it names no phases, only "the final step in your
turn is to cast Spells" (SC 6.3) after the cards played in any order (SC 6.2); a player left
without a Spellcaster plays one at once (SC 7.10); the set-up is SC 5."""


def card_view(game: SpellcastersGame, iid: int, owner: int, hidden: bool = False) -> CardView:
    card = game.spec(iid)
    return CardView(iid, card.name, card.kind.value, owner, owner, hidden=hidden, tooltip=describe(card),
                    colors=(card.element.value,) if isinstance(card, (Spellcaster, Mana)) else (),
                    unofficial=card.program_own)


def shared_card_view(game: SpellcastersGame, iid: int, hidden: bool = False) -> CardView:
    """A card of the shared piles (the Location, the Junkyard, the deck). SC 1.1 makes the deck
    shared and no player controls these cards, so the Player column names the half deck the card
    came from ("P0's half"), which stays put as the turns pass, not the turn player."""
    half = game.s["halves"][iid]
    return replace(card_view(game, iid, half, hidden), player=f"P{half}'s half")


def caster_view(game: SpellcastersGame, p: int, record: dict[str, Any]) -> CardView:
    card = game.spec(record["iid"])
    s = game.s
    flags = []
    if record["face_down"]:
        flags.append("face-down")
    if record["shrunk"]:
        flags.append("Shrunk")
    if record["confused"]:
        flags.append("Confused")
    if record["disabled"]:
        flags.append(f"Disabled (turn {record['disabled']})")
    if record["iid"] in s["done"]["cast"]:
        flags.append("cast this turn")
    attachments = ()
    if record["equipment"] >= 0:
        attachments = (card_view(game, record["equipment"], p),)
    extras = (f"Power {stats.power(game, record)}", f"Guard {stats.guard(game, record)}",
              f"HP {stats.hp(game, record)} of {stats.max_hp(game, record)}")
    tint = "alert" if record["disabled"] or record["confused"] else ("spent" if record["iid"] in s["done"]["cast"]
                                                                     else "")
    return CardView(record["iid"], card.name, "spellcaster", p, p, stat=stats.hp(game, record),
                    colors=(card.element.value,), flags=tuple(flags), hidden=bool(record["face_down"]), tint=tint,
                    counters=(("damage", record["damage"]),) if record["damage"] else (), extras=extras,
                    attachments=attachments, note=card.classification.value, tooltip=describe(card),
                    unofficial=card.program_own)


def position_view(game: SpellcastersGame, number: int, length: int) -> PositionView:
    s = game.s
    turn_player = s["turn_player"]
    areas = []
    for p in (1, 0):
        casters = tuple(caster_view(game, p, r) for r in game.casters(p))
        mana = tuple(CardView(iid, game.spec(iid).name, "mana", p, p, colors=(game.spec(iid).element.value,),
                              flags=("tapped",) if tapped else (), tint="spent" if tapped else "",
                              unofficial=game.spec(iid).program_own)
                     for iid, tapped in game.player(p)["mana"])
        untapped = sum(1 for _, tapped in game.player(p)["mana"] if not tapped)
        side = [AreaView(f"casters:{p}", "spellcasters", p, f"P{p}'s Spellcasters", None, casters,
                         summary=f"{len(casters)} of 5"),
                AreaView(f"mana:{p}", "mana", p, f"P{p}'s Mana Pool", None, mana,
                         summary=f"{untapped} untapped of {len(mana)}")]
        areas += side if p == 1 else side[::-1]  # (each player's Spellcasters on their edge of the table)
        if p == 1:
            location = s["location"]
            anchor = None if location < 0 else shared_card_view(game, location, hidden=bool(s["location_hidden"]))
            areas.append(AreaView("location", "location", turn_player, "The Location (shared)", anchor, (),
                                  summary="face-down" if s["location_hidden"] else ("none" if location < 0 else "in play"),
                                  shared=True))
            areas.append(AreaView("junkyard", "junkyard", turn_player, "The Junkyard (shared)", None,
                                  tuple(shared_card_view(game, i) for i in s["junkyard"]), shared=True))
    players = []
    for p in (0, 1):
        me = game.player(p)
        defeated = len(game.player(1 - p)["bleachers"])
        names = [game.spec(r["iid"]).name for r in me["casters"] if not r["face_down"]]
        players.append(PlayerView(
            p, names[0] if names else "no Spellcaster shown", defeated,
            f"opposing {plural(defeated, 'Spellcaster')} defeated",
            (("hand", len(me["hand"])), ("Mana", len(me["mana"])), ("Bleachers", len(me["bleachers"])),
             ("deck", len(s["deck"]))),
            f"{how_many(defeated, 'opposing Spellcaster')} defeated, {how_many(len(me['hand']), 'card')} in hand",
            (ZoneView("hand", "Hand", tuple(card_view(game, i, p) for i in me["hand"])),
             ZoneView("bleachers", "Bleachers", tuple(card_view(game, i, p) for i in me["bleachers"])))))
    step = s["step"]
    result = s["result"]
    shown = "" if result is None else ("Game over: " + ("a draw" if result["winner"] is None
                                                          else f"P{result['winner']} wins")
                                       + f" ({result['reason']}, {result['rule']})")
    sudden = " · Sudden Death" if s["sudden_death"] else ""
    period = PHASE_NAMES.get(STEP_NAMES[step], STEP_NAMES[step])  # (the draft's words: "card-playing step")
    if step in ("caster", "mana"):
        summary = f"Set-up · P{s['chooser']} to choose"
    elif step == "over":  # (the result says the game is over and who won, as MLP's heading does)
        summary = f"Turn {s['turn']} · P{turn_player}'s turn{sudden}" if s["turn"] else "Set-up"
    else:
        summary = f"Turn {s['turn']} · P{turn_player}'s {period}{sudden}"
    first = None if step in ("caster", "mana") else s["first_player"]  # (SC 5.4: rolled after the Mana)
    return PositionView(s["turn"], turn_player, first, summary, tuple(players), tuple(areas),
                        game.pending(), shown, number, max(number, length), bool(s.get("time_called")),
                        stat_name="HP",
                        phase=STEP_NAMES[step],
                        piles=(ZoneView("deck", "Shared deck (top first)",
                                        tuple(shared_card_view(game, i) for i in s["deck"])),))


def log_rows(game: SpellcastersGame, start: int = 0) -> list[LogRow]:
    return [LogRow(n, e.turn, e.rule, e.text) for n, e in enumerate(game.log[start:], start=start + 1)]


def where(game: SpellcastersGame, iid: int) -> str:
    s = game.s
    if iid == s["location"]:
        return "in play as the Location" + (" (face-down)" if s["location_hidden"] else "")
    if iid in s["deck"]:
        return "in the shared deck"
    if iid in s["junkyard"]:
        return "in the Junkyard"
    for p in (0, 1):
        me = game.player(p)
        for record in me["casters"]:
            if record["iid"] == iid:
                return f"in play, P{p}'s Spellcaster"
            if record["equipment"] == iid:
                return f"in play, attached to {game.name(record['iid'])}"
        if iid in me["hand"]:
            return f"in P{p}'s hand"
        if iid in me["bleachers"]:
            return f"in P{p}'s Bleachers"
        if any(m == iid for m, _ in me["mana"]):
            return f"in P{p}'s Mana Pool"
    return "set aside"


def card_detail(game: SpellcastersGame, iid: int) -> CardDetail | None:
    if not 0 <= iid < len(game.s["cards"]) or game.s["cards"][iid] is None:
        return None
    card = game.spec(iid)
    facts: list[tuple[str, str]] = []
    heading = card.kind.label
    if isinstance(card, Spellcaster):
        heading = f"Spellcaster · {card.element.value} · {card.classification.value}"
        facts += [("HP", str(card.hp)), ("Power", str(card.power)), ("Guard", str(card.guard))]
        found = game.caster(iid)
        if found is not None:
            record = found[1]
            facts += [("HP now", f"{stats.hp(game, record)} of {stats.max_hp(game, record)}"),
                      ("Power now", str(stats.power(game, record))), ("Guard now", str(stats.guard(game, record)))]
    elif isinstance(card, Mana):
        heading = f"Mana · {card.element.value}"
    facts.append((CARD_NUMBER, card.id))
    return CardDetail(iid, card.name, heading, tuple(facts), describe(card), where(game, iid),
                      unofficial=card.program_own)


def describe(card: Any) -> str:
    """The card's text, or what its data says when it has none."""
    parts = [card.text] if card.text else []
    if isinstance(card, Spellcaster):
        for spell in card.spells:
            roll = f", hits on {spell.to_hit}+" if spell.to_hit else ""
            extra = "; ".join(_effect(e) for e in spell.effects)
            parts.append(f"{spell.name} ({cost_text(spell)}{roll}): {spell.damage} damage"
                         + (f"; {extra}" if extra else ""))
        if card.not_in_play_with:
            parts.append(f"Can't be in play with {', '.join(card.not_in_play_with)}.")
    elif isinstance(card, (Object, Combo)):
        if not card.text:
            parts.append("; ".join(_effect(e) for e in card.effects))
        if isinstance(card, Combo):
            parts.append(f"Needs in hand: {', '.join(card.requires)}.")
        elif not card.works_on.is_everyone:
            parts.append(f"Works on {card.works_on} only.")
    elif isinstance(card, Equipment) and not card.text:
        parts.append(f"+{card.power} Power, +{card.guard} Guard, +{card.hp} HP")
    elif isinstance(card, Location) and not card.text:
        parts.append("; ".join(f"{c.fits}: Power {c.power:+}, Guard {c.guard:+}, HP {c.hp:+}" for c in card.changes))
    return "\n".join(p for p in parts if p)  # (each spell on a line of its own, read apart)


def _effect(effect: Any) -> str:
    amount = f" {effect.amount}" if effect.amount else ""
    return f"{effect.kind.value}{amount} ({effect.who.value})"
