"""The Spellcasters board as the judge's board editor offers it, and a setup as a board state.

Each player has their Spellcasters in play (HP lost as "damage" counters, the statuses
as flags, Equipment attached to its Spellcaster), a Mana Pool (Mana cards, tapped or
not), a hand and Bleachers; the Location is shared, and so are the deck and the
Junkyard, which the editor keeps as P0's list followed by P1's. The board-state loader
(`engine.spellcasters.boardstate`) stays the judge of whether a document is a position;
here only what the document cannot say is refused (a card in the wrong area).
"""

from __future__ import annotations

from typing import Any

from engine.core import rng
from engine.core.board_limits import misplaced_words
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
    PileSpec,
    PlayerSetup,
    entry_text,
)
from engine.core.player_names import give_names
from engine.core.table import BoardEditing
from engine.spellcasters.api import default_library
from engine.spellcasters.boardstate import BOARD_FORMAT
from engine.spellcasters.state.game import SpellcastersGame

SCHEMA = BoardSchema(
    slots=(),
    numbers=(),
    piles=(
        PileSpec("hand", "Hand"),
        PileSpec("bleachers", "Bleachers", kinds=("spellcaster",),
                 holds="only defeated Spellcasters; any other card discarded goes to the Junkyard (SC 1.1, SC 7.12)"),
        PileSpec("deck", "Shared deck (top first; P0's list, then P1's)", top_first=True),
        PileSpec("junkyard", "Junkyard (shared; P0's list, then P1's)"),
    ),
    areas=(
        AreaSpec("casters:0", "P0's Spellcasters", 0, "Spellcasters"),
        AreaSpec("casters:1", "P1's Spellcasters", 1, "Spellcasters"),
        AreaSpec("mana:0", "P0's Mana Pool", 0, "Mana Pool"),
        AreaSpec("mana:1", "P1's Mana Pool", 1, "Mana Pool"),
        AreaSpec("location", "The Location (shared)"),
    ),
    flags=(
        FlagSpec("face_down", "Face-down", "A Spellcaster or the Location not turned up yet (set-up)"),
        FlagSpec("shrunk", "Shrunk", "SC 4.2: -20 Power; Spells hit without a roll"),
        FlagSpec("confused", "Confused", "SC 4.4: rolls a d6 to cast"),
        FlagSpec("disabled", "Disabled", "SC 4.3: casts no Spells in its player's next turn"),
        FlagSpec("tapped", "Tapped", "Mana tapped this turn"),
    ),
    start_steps=(("main", "Main step (after the draw): play cards, then cast Spells"),
                 ("spells", "Casting Spells (no more cards this turn)")),
    in_play_title="Spellcasters, Mana and the Location",
    player_names=True,
    counters_tooltip="HP lost, e.g. \"20 damage\"",
    host_tooltip="The Spellcaster an Equipment is attached to",
)


def _no_caster_problem(p: int) -> BoardSetupProblem:
    """A player without a Spellcaster in play, said as a judge sets up the table: a player
    starts by putting a Spellcaster in front of them (the draft's set-up) and always has one
    in play (SC 7.1), so the judge is sent to add it there before the rest of the board."""
    return BoardSetupProblem(
        f"P{p} has no Spellcaster in play yet: add a Spellcaster in front of P{p} first "
        f"(In play at Spellcasters; SC 7.1: a player always has one), then the rest of P{p}'s board.",
        CardPlace(p, f"casters:{p}"))


class SpellcastersEditing(BoardEditing):
    schema = SCHEMA

    def card_choices(self) -> list[CardChoice]:
        return [CardChoice(card.id, card.name, card.kind.label, card.program_own)
                for card in default_library().by_id.values()]

    def find_card(self, text: str) -> CardChoice | None:
        wanted = " ".join(entry_text(text).split()).casefold()
        for choice in self.card_choices():
            if wanted in (choice.code.casefold(), choice.name.casefold()):
                return choice
        return None

    def match_card(self, text: str) -> str:
        found = self.find_card(text)
        return found.code if found is not None else entry_text(text)

    def build(self, setup: BoardSetup) -> BuiltBoard:
        cards: list[dict[str, Any]] = []
        places: list[CardPlace] = []
        players = [{"hand": [], "bleachers": [], "mana": [], "casters": [], "combo_turn": -9} for _ in (0, 1)]
        deck: list[int] = []
        junkyard: list[int] = []
        location, hidden = -1, 0
        hosted: list[tuple[CardPlace, EditorCard]] = []
        casters: dict[int, dict[str, Any]] = {}
        for place, card in setup.all_cards():
            choice = self.find_card(card.card)
            if choice is None:
                raise BoardSetupProblem(f"{card.card or '(nothing typed)'!r} is not a Spellcasters card", place,
                                        "card")
            kind = choice.kind.lower()
            cards.append({"iid": card.ref, "card": choice.code, "half": place.player})
            places.append(place)
            if place.zone != "play":
                {"hand": players[place.player]["hand"], "bleachers": players[place.player]["bleachers"],
                 "deck": deck, "junkyard": junkyard}[place.zone].append(card.ref)
                continue
            if card.host is not None:
                hosted.append((place, card))
                continue
            area = card.area
            if area.startswith("casters:"):
                if kind != "spellcaster":
                    raise BoardSetupProblem(misplaced_words(choice.name, choice.kind, SCHEMA.area_label(area),
                                                            "only Spellcasters (SC 7.1)") + ".", place, "area")
                record = {"iid": card.ref, "damage": card.counters.get("damage", 0),
                          "shrunk": int(card.has("shrunk")), "confused": int(card.has("confused")),
                          "disabled": (setup.turn + (0 if int(area.split(":")[1]) == setup.turn_player else 1))
                          if card.has("disabled") else 0, "equipment": -1,
                          "face_down": int(card.has("face_down"))}
                casters[card.ref] = record
                players[int(area.split(":")[1])]["casters"].append(record)
            elif area.startswith("mana:"):
                if kind != "mana":
                    raise BoardSetupProblem(misplaced_words(choice.name, choice.kind, SCHEMA.area_label(area),
                                                            "only Mana (SC 6.2a)") + ".", place, "area")
                players[int(area.split(":")[1])]["mana"].append({"card": card.ref, "tapped": card.has("tapped")})
            elif area == "location":
                if kind != "location" or location >= 0:
                    raise BoardSetupProblem("one Location card only stands at the Location (SC 2.5)", place, "area")
                location, hidden = card.ref, int(card.has("face_down"))
            else:
                raise BoardSetupProblem(f"{choice.name} has no place in play: choose where it is", place, "area")
        for place, card in hosted:
            record = None if card.host is None else casters.get(card.host)  # (Spellcaster #0 is a host too)
            if record is None or self.card_kind(card.card) != "equipment":
                raise BoardSetupProblem("only Equipment is attached, and only to a Spellcaster in play", place, "host")
            if record["equipment"] >= 0:
                raise BoardSetupProblem("a Spellcaster has one Equipment at a time (SC 7.3)", place, "host")
            record["equipment"] = card.ref
        for p, player in enumerate(players):
            if not player["casters"]:
                raise _no_caster_problem(p)
        document = {"format": BOARD_FORMAT, "rng": rng.seed_state(setup.seed), "seed": setup.seed,
                    "turn": setup.turn, "turn_player": setup.turn_player, "first_player": setup.first_player,
                    "step": setup.start or "main", "cards": cards, "deck": deck, "junkyard": junkyard,
                    "location": location, "location_hidden": hidden, "players": players}
        give_names(players, setup.names())
        return BuiltBoard(document, tuple(places))

    def setup_from(self, game: SpellcastersGame) -> BoardSetup:
        s = game.s
        players = tuple(PlayerSetup({}, piles={pile.key: [] for pile in SCHEMA.piles}, name=name)
                        for name in game.player_names)

        def card(iid: int, area: str = "", host: int | None = None, **flags: bool) -> EditorCard:
            return EditorCard(iid, s["cards"][iid], area, {k for k, on in flags.items() if on}, host)

        for p in (0, 1):
            me = game.player(p)
            for record in me["casters"]:
                shown = card(record["iid"], f"casters:{p}", face_down=bool(record["face_down"]),
                             shrunk=bool(record["shrunk"]), confused=bool(record["confused"]),
                             disabled=bool(record["disabled"]))
                if record["damage"]:
                    shown.counters["damage"] = record["damage"]
                players[p].in_play.append(shown)
                if record["equipment"] >= 0:
                    players[p].in_play.append(card(record["equipment"], host=record["iid"]))
            players[p].in_play += [card(iid, f"mana:{p}", tapped=bool(tapped)) for iid, tapped in me["mana"]]
            players[p].piles["hand"] = [card(i) for i in me["hand"]]
            players[p].piles["bleachers"] = [card(i) for i in me["bleachers"]]
        if s["location"] >= 0:
            players[s["turn_player"]].in_play.append(card(s["location"], "location",
                                                          face_down=bool(s["location_hidden"])))
        players[0].piles["deck"] = [card(i) for i in s["deck"]]
        players[0].piles["junkyard"] = [card(i) for i in s["junkyard"]]
        step = s["step"] if s["step"] in ("main", "spells") else "main"
        used = [i for i, c in enumerate(s["cards"]) if c is not None]
        return BoardSetup(players, turn=max(1, s["turn"]), turn_player=s["turn_player"],
                          first_player=s["first_player"], start=step, seed=s["seed"],
                          next_ref=max(used, default=0) + 1,
                          note="This turn's limits (Mana, Location, Combo, Equipment, Spells cast) start afresh.")


SPELLCASTERS_EDITING = SpellcastersEditing()
