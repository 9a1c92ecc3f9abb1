"""The board editor's part of the Battledome: its schema, its cards, and its documents.

A judge adds each player's cards in play at their places: the active Neopet (its damage
a counter, "3 damage", and frozen a box), the Codestones attached to it, the Faerie and
Equipment in the Battledome, and the Locations and Map Pieces in the Play Area; the piles
(Inventory, Main Deck top first, Neopet Deck, Rainbow Pool, Discard, Void, Round Results)
are lists. `build` writes the
board-state document (`engine.battledome.boardstate`) and `setup_from` reads a position
back into the editor.
"""

from __future__ import annotations

from typing import Any

from engine.battledome.boardstate import BOARD_FORMAT, STARTS
from engine.battledome.state.game import BattledomeGame
from engine.core.board_setup import (
    AreaSpec,
    BoardSchema,
    BoardSetup,
    BoardSetupProblem,
    BuiltBoard,
    CardChoice,
    CardPlace,
    EditorCard,
    FlagSpec,
    NumberSpec,
    PileSpec,
    PlayerSetup,
    entry_text,
)
from engine.core.player_names import give_names
from engine.core.table import BoardEditing

IN_PLAY_ZONES = ("active", "codestones", "faerie", "equipment", "play")
AREA_TITLES = {"active": "Active Neopet", "codestones": "Codestones", "faerie": "Faerie slot",
               "equipment": "Equipment slots", "play": "Play Area"}
PILE_ZONES = (("inventory", "Inventory"), ("deck", "Main Deck (top first)"), ("neopets", "Neopet Deck"),
              ("rainbow", "Rainbow Pool"), ("discard", "Discard"), ("void", "Void"), ("results", "Round Results"))
SCHEMA = BoardSchema(
    slots=(),
    numbers=(NumberSpec("rounds", "Rounds won", 1),),
    piles=tuple(PileSpec(key, title, top_first=key == "deck") for key, title in PILE_ZONES),
    areas=tuple(AreaSpec(f"{zone}:{p}", f"P{p}'s {title}", p, title) for p in (0, 1)
                for zone, title in AREA_TITLES.items()),
    flags=(FlagSpec("frozen", "Frozen", "8.20.4: the active Neopet can't attack in its next Battle Phase"),),
    start_steps=tuple((key, f"the {key} of the turn" if key in ("beginning", "end") else f"the {key.title()} Phase")
                      for key in STARTS),
    default_start="beginning",
    in_play_title="Active Neopet, Codestones, Battledome and Play Area",
    counters_tooltip="Damage on the active Neopet, e.g. \"3 damage\"",
    player_names=True,
)


def _active_problem(setup: BoardSetup, p: int, count: int) -> BoardSetupProblem:
    """A player without exactly one active Neopet, said as a judge sets up the table: the Neopet
    in the Active Neopet Slot comes first (8.4.1; at the start of a game it is the starting Neopet
    chosen from the Neopet Deck, rule 2), the rest of the board is built around it. Without one
    the judge is sent to add it there; with several, to the second one."""
    if not count:
        return BoardSetupProblem(
            f"P{p} has no active Neopet yet: add the Neopet in P{p}'s Active Neopet Slot first "
            f"(In play at Active Neopet), then the rest of P{p}'s board.", CardPlace(p, f"active:{p}"))
    rows = [row for row, card in enumerate(setup.players[p].in_play) if card.area == f"active:{p}"]
    return BoardSetupProblem(
        f"P{p} has {count} active Neopets: the Active Neopet Slot holds one (8.4.1); move the others "
        f"to P{p}'s Neopet Deck.", CardPlace(p, "play", rows[1]))


class BattledomeEditing(BoardEditing):
    schema = SCHEMA

    def __init__(self, library: dict[str, Any]) -> None:
        self.library = library

    def card_choices(self) -> list[CardChoice]:
        return [CardChoice(card.id, card.name, card.kind.label, card.unofficial) for card in self.library.values()]

    def find_card(self, text: str) -> CardChoice | None:
        wanted = entry_text(text).casefold()
        for card in self.library.values():
            if wanted in (card.id.casefold(), card.name.casefold()):
                return CardChoice(card.id, card.name, card.kind.label, card.unofficial)
        return None

    def match_card(self, text: str) -> str:
        found = self.find_card(text)
        return found.code if found is not None else entry_text(text)

    def build(self, setup: BoardSetup) -> BuiltBoard:
        cards, places = [], []
        actives = [0 for _ in setup.players]
        for place, card in setup.all_cards():
            if not card.card.strip():
                continue
            found = self.find_card(card.card)
            if found is None:
                raise BoardSetupProblem(f"{card.card!r} is no Battledome card", place, "card")
            zone = self._zone(place, card)
            record: dict[str, Any] = {"iid": card.ref, "card": found.code, "owner": place.player, "zone": zone}
            if zone == "active":
                actives[place.player] += 1
                if found.kind not in ("Neopet", "Rainbow Pool Neopet"):
                    raise BoardSetupProblem(f"{found.name} is no Neopet: only a Neopet can be active", place, "area")
            unknown = sorted(set(card.counters) - {"damage"})
            if unknown or (card.counters.get("damage") and zone != "active"):
                raise BoardSetupProblem("only the active Neopet carries a counter, its damage (\"3 damage\")",
                                        place, "counters")
            if card.counters.get("damage"):
                record["damage"] = card.counters["damage"]
            if card.has("frozen"):
                if zone != "active":
                    raise BoardSetupProblem("only the active Neopet can be frozen", place, "flags")
                record["st"] = {"frozen": True}
            cards.append(record)
            places.append(place)
        for p, count in enumerate(actives):
            if count != 1:
                raise _active_problem(setup, p, count)
        document = {"format": BOARD_FORMAT, "seed": setup.seed, "turn": setup.turn, "active": setup.turn_player,
                    "first": setup.first_player, "start": setup.start or "beginning", "cards": cards,
                    "players": [{"rounds": p.numbers.get("rounds", 0)} for p in setup.players]}
        give_names(document["players"], setup.names())
        return BuiltBoard(document, tuple(places))

    @staticmethod
    def _zone(place: CardPlace, card: EditorCard) -> str:
        if place.zone == "active":
            return "active"
        if place.zone == "play":
            return card.area.split(":")[0] if card.area else "play"
        return place.zone

    def setup_from(self, game: BattledomeGame) -> BoardSetup:
        s = game.s
        players = []
        for p in (0, 1):
            zones = s["players"][p]["z"]
            in_play = []
            for zone in IN_PLAY_ZONES:
                for iid in zones[zone]:
                    record = s["cards"][iid]
                    card = EditorCard(iid, record["card"], f"{zone}:{p}")
                    if record["damage"] and zone == "active":
                        card.counters["damage"] = record["damage"]
                    card.set_flag("frozen", bool(record["st"].get("frozen")))
                    in_play.append(card)
            piles = {key: [EditorCard(iid, s["cards"][iid]["card"]) for iid in zones[key]] for key, _ in PILE_ZONES}
            players.append(PlayerSetup({}, in_play, piles, {"rounds": s["players"][p]["rounds"]},
                                       name=game.player_names[p]))
        note = "The queue, running effects and the pending question are left out" if (
            s["queue"] or s["effects"] or s["ask"]) else ""
        # the board begins at the phase the game is in: from the turn's beginning the Draw
        # Phase would be played (and a card drawn) a second time
        start = s["phase"] if s["phase"] in STARTS else "beginning"
        return BoardSetup(tuple(players), turn=s["turn"], turn_player=s["active"], first_player=s["first"],
                          start=start, seed=s["seed"], next_ref=max([0, *s["cards"]]) + 1, note=note)
