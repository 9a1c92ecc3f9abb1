"""The MLP board as the judge's board editor offers it, and the editor's setup as a board state.

`MLP_EDITING` is the `engine.core.table.BoardEditing` of this game: the schema
(each player's Mane Character and Problem, points and action tokens, the five
piles, homes and Problems, the flags a card in play can have, where a turn can
start), cards by code or name, the board-state document of a setup, and a
position taken back into a setup. The board-state loader stays the one judge
of whether a document is a position; the few things checked here are those
the document cannot express or the loader would take silently for something
else (a card attached to a card not in play, a player without a Problem, a
slot holding another kind of card).
"""

from __future__ import annotations

import copy
from functools import cache
from typing import Any

from engine.core.board_setup import (
    AreaSpec,
    BoardSchema,
    BoardSetup,
    BoardSetupProblem,
    BuiltBoard,
    CardChoice,
    CardPlace,
    Carried,
    EditorCard,
    FlagSpec,
    NumberSpec,
    PileSpec,
    PlayerSetup,
    SlotSpec,
    entry_text,
)
from engine.core.plural import how_many
from engine.core.table import UNKNOWN_CARD, BoardEditing
from engine.mlp.api import default_library
from engine.mlp.board_rules import MANE_HOLDS, NOT_ATTACHMENTS, PROBLEM_HOLDS, ZONE_HOLDS
from engine.mlp.boardstate import BOARD_FORMAT, BOARD_VERSION, DECKS
from engine.mlp.cards.model import Card
from engine.mlp.counter_names import counter_problem
from engine.mlp.editor_carried import (
    BENEATH,
    EXILED,
    TIMED,
    carry,
    described_cards,
    effect_words,
    note,
    on_cards,
)
from engine.mlp.effects.abilities import printed_host_ok
from engine.mlp.procedures import flow
from engine.mlp.state import gaps
from engine.mlp.state.game import ASIDE, NAME, ZONE_NAMES, MlpGame
from engine.mlp.state.library import CardLibrary

START_STEPS: tuple[tuple[str, str, str], ...] = (
    ("ready", "ready", "Ready Phase: ready cards (start of the turn)"),
    ("tokens", "ready", "Ready Phase: gain action tokens"),
    ("draw", "ready", "Ready Phase: draw"),
    ("troublemaker", "troublemaker", "Troublemaker Phase: uncover Troublemakers"),
    ("challenge", "troublemaker", "Troublemaker Phase: challenge Troublemakers"),
    ("main", "main", "Main Phase"),
    ("score", "score", "Score Phase: confront Problems"),
    ("end", "end", "End Phase"),
)
"""Where the turn can start: (turn step, its phase, what the judge reads)."""
FLAGS = ("exhausted", "frightened", "face_down", "boosted")

def _pile(key: str, title: str, top_first: bool = False) -> PileSpec:
    """A pile of the editor, holding what the board check lets that zone hold (`ZONE_HOLDS`): a card
    out of place is refused in the same words where it is typed and where a file puts it."""
    kinds, holds = ZONE_HOLDS[key]
    return PileSpec(key, title, top_first=top_first, kinds=kinds, holds=holds)


SCHEMA = BoardSchema(
    slots=(
        SlotSpec("mane", "Mane Character", "Code or name of the Mane Character", "mane", "home:{p}",
                 movable=True, flags=("exhausted", "boosted"), holds=MANE_HOLDS),
        SlotSpec("problem", "Problem", "Code or name of the Problem", "problem", "problem:{p}",
                 required="P{p} has no Problem: type the code or name of the Problem the player has in play.",
                 holds=PROBLEM_HOLDS),
    ),
    numbers=(NumberSpec("score", "Points"), NumberSpec("tokens", "Action tokens")),
    piles=(
        _pile("hand", "Hand"),
        _pile("deck", "Draw deck (top first)", top_first=True),
        _pile("discard", "Discard pile (top first)", top_first=True),
        _pile("problem_deck", "Problem deck (top first)", top_first=True),
        _pile("banished", "Banished"),
    ),
    areas=(
        AreaSpec("home:0", "P0's home", 0, "home"),
        AreaSpec("home:1", "P1's home", 1, "home"),
        AreaSpec("problem:0", "P0's Problem"),
        AreaSpec("problem:1", "P1's Problem"),
    ),
    flags=(
        FlagSpec("exhausted", "Exhausted"),
        FlagSpec("frightened", "Frightened"),
        FlagSpec("face_down", "Face-down", "A Troublemaker not yet uncovered"),
    ),
    slot_flags=(FlagSpec("boosted", "Boosted", box_text="Boosted side"),),
    start_steps=tuple((step, label) for step, _phase, label in START_STEPS),
    default_start="main",
    in_play_title="Cards in play (besides the Mane Character and the Problem)",
    card_hint="Code or name, e.g. PR4 or Twilight",
    counters_tooltip="Counters on the card (519), e.g. \"2 power\"",
    host_tooltip="The card in play it is attached to (509)",
    area_tooltip="Where it is: the player's home or a Problem",
    enters_face_down=frozenset({"troublemaker"}),  # a Troublemaker enters play face-down (410.3)
    # (the Mane Character and the Problem have lines of their own; an Event is never in play, 304.2)
    in_play_kinds=("friend", "resource", "troublemaker"),
    in_play_holds="Friends, Resources and Troublemakers (302.1, 305.1, 306.1); the Mane Character and the "
                  "Problem have lines of their own, and an Event goes to the discard pile as it is played (304.2)",
    kind_words=(("mane", "Mane Character"),),
    player_names=True,
    carried_title="Kept",
    carried_tooltip="Kept from the game in progress, with no cell to change it: the cards beneath this card "
                    "(410.5), the banished cards it follows (\"until this card leaves play\") and the timed "
                    "effects on it (707.3). See the note above the lists.",
    new_card_rule="410.6",
)
DEFAULT_START = "main"


def _text_of(card_id: str, lib: CardLibrary) -> str:
    """What the judge would type for a card: its code, unless two cards share it."""
    try:
        card = lib.card(card_id)
    except KeyError:
        return card_id
    if card.is_token or not card.code:
        return card_id
    try:
        return card.code if lib.find(card.code).id == card_id else card_id
    except LookupError:
        return card_id


def _number(text: str) -> int | None:
    return int(text) if text.isdigit() else None


class MlpEditing(BoardEditing):
    """The board editor's part of the MLP CCG."""

    schema = SCHEMA

    @property
    def lib(self) -> CardLibrary:
        return default_library()

    # ----- cards by code or name ---------------------------------------------------------------

    def card_choices(self) -> list[CardChoice]:
        return _choices()

    def find_card(self, text: str) -> CardChoice | None:
        try:
            card = self.lib.find(entry_text(text))
        except LookupError:
            return None
        return CardChoice(card.code, card.full_name, card.type.value.capitalize())

    beneath_pile = "banished"  # (a card beneath a card is banished, 410.5)

    def put_beneath(self, setup: BoardSetup, ref: int, host: int) -> None:
        """As Pumped or Joe put a card beneath a card: the editor keeps it as it keeps the cards
        beneath a card of a game in progress (`editor_carried`), shown in the host's Kept cell."""
        cards = {c.ref: c for player in setup.players for c in player.piles.get("banished", [])}
        hosts = {r: c for r, (_owner, c) in setup.in_play_refs().items()}
        for item in setup.carried:
            if item.kind == BENEATH and ref in item.record["beneath"]:
                item.record["beneath"] = [r for r in item.record["beneath"] if r != ref]
        setup.carried = [item for item in setup.carried if item.kind != BENEATH or item.record["beneath"]]
        record = next((item for item in setup.carried if item.kind == BENEATH and item.record["host"] == host), None)
        if record is None:
            record = Carried(BENEATH, {"host": host, "beneath": []}, {host: entry_text(hosts[host].card)})
            setup.carried.append(record)
        record.record["beneath"] = [*record.record["beneath"], ref]
        record.cards[ref] = entry_text(cards[ref].card)

    def host_fits(self, card: str, host: str, own: bool) -> bool:
        """Only a Resource played "on" a card has a host (509.1), and only a card its text names
        ("Play on a Friend": not a Mane Character, which 511.2 would dismiss it from)."""
        lib = self.lib
        try:
            spec = lib.spec(lib.find(entry_text(card)).id)
            host_spec = lib.spec(lib.find(entry_text(host)).id)
        except LookupError:
            return True
        if spec.type != "resource" or spec.attach in NOT_ATTACHMENTS:
            return False
        return printed_host_ok(spec.attach, host_spec, own)

    def place_words(self, zone: str, player: int) -> str:
        """A pile as the board check names it ("P0's Problem deck", `board_rules.place_name`), so a
        card out of place is refused in the same words in the editor and in a file."""
        if zone in ZONE_NAMES:
            return f"P{player}'s {ZONE_NAMES[zone]}"
        return super().place_words(zone, player)

    def card_gap(self, text: str) -> str:
        try:
            card = self.lib.find(entry_text(text))
        except LookupError:
            return ""
        spec = self.lib.spec(card.id)
        return "" if gaps.carried_out(spec) else f"The rules engine does not carry out {gaps.gap_and_reason(spec)}"

    def match_card(self, text: str) -> str:
        """The code of the one card a judge's typing names, else the typing as it is.

        "Holly Dash" is no card's full name, but only one card is called that: its
        code is what the board needs. Typing that fits several cards (or none) is kept,
        and the loader then says it is not a card.
        """
        wanted = entry_text(text)
        lib = self.lib
        try:
            lib.find(wanted)
            return wanted
        except LookupError:
            pass
        found = self._named_like(wanted)
        codes = {c.code for c in found}
        if len(found) == 1 or (len(codes) == 1 and len({c.full_name for c in found}) == 1):
            return _text_of(found[0].id, lib)
        return wanted

    def _named_like(self, wanted: str) -> list[Card]:
        """The cards whose full name holds the typing ("Holly Dash", "Pinkie Pie")."""
        folded = wanted.casefold()
        return [c for c in self.lib.cards() if folded in c.full_name.casefold()] if folded else []

    def describe_card(self, text: str) -> str:
        """As the editor's name cell reads a row: a typing that names several cards says so, so
        a judge who typed "Pinkie Pie" is not told there is no such card."""
        described = super().describe_card(text)
        if described != UNKNOWN_CARD:
            return described
        names = sorted({c.full_name for c in self._named_like(entry_text(text))})
        if len(names) < 2:
            return described
        return f"{UNKNOWN_CARD}: {len(names)} cards have that in their name; type more of it or the code"

    # ----- the document ------------------------------------------------------------------------

    def name(self, text: str) -> str:
        """A card's full name from what the editor shows of it (its code), else the text."""
        found = self.find_card(text)
        return text if found is None else found.name

    def carried_note(self, setup: BoardSetup) -> str:
        return note(carry(setup, self.name))

    def carried_on(self, setup: BoardSetup) -> dict[int, str]:
        return on_cards(carry(setup, self.name), self.name)

    def build(self, setup: BoardSetup) -> BuiltBoard:
        self._check(setup)
        carrying = carry(setup, self.name)
        in_play = setup.in_play_refs()
        cards: list[dict[str, Any]] = []
        places: list[CardPlace] = []
        for place, card in setup.all_cards():
            zone = "play" if place.zone in ("mane", "problem", "play") else place.zone
            record = _record(card, place.player, zone)
            if card.host is not None and card.host in in_play and zone == "play":
                record["area"] = in_play[card.host][1].area  # an attachment is where its host is (509)
            if zone == "play" and card.ref in carrying.beneath:
                record["beneath"] = carrying.beneath[card.ref]
            if zone == "play" and card.ref in carrying.exiled:
                record["exiled"] = carrying.exiled[card.ref]
            cards.append(record)
            places.append(place)
        players_doc: list[dict[str, Any]] = []
        for player in setup.players:
            entry: dict[str, Any] = {"score": player.numbers.get("score", 0),
                                     "tokens": player.numbers.get("tokens", 0),
                                     "mane": player.slots["mane"].ref}
            if player.name:
                entry[NAME] = player.name
            for pile in SCHEMA.piles:
                refs = [c.ref for c in player.piles.get(pile.key, [])]
                # (the document lists decks top card first too; other piles end with the top card)
                entry[pile.key] = refs[::-1] if pile.top_first and pile.key not in DECKS else refs
            players_doc.append(entry)
        phase = next((phase for step, phase, _ in START_STEPS if step == setup.start), "main")
        areas = {f"home:{p}": {"owner": p, "kind": "home", "problem": None} for p in (0, 1)}
        for p, player in enumerate(setup.players):
            areas[f"problem:{p}"] = {"owner": p, "kind": "problem", "problem": player.slots["problem"].ref}
        document = {
            "format": BOARD_FORMAT, "version": BOARD_VERSION, "card_db": self.lib.version, "seed": setup.seed,
            "turn": setup.turn, "turn_player": setup.turn_player, "first_player": setup.first_player,
            "phase": phase, "step": setup.start, "start": setup.start,
            "players": players_doc, "areas": areas, "cards": cards,
        }
        if carrying.mods:
            document["mods"] = carrying.mods
        return BuiltBoard(document, tuple(places), tuple(carrying.dropped))

    def _check(self, setup: BoardSetup) -> None:
        """What the document cannot hold, or the loader would read as something else."""
        in_play = setup.in_play_refs()
        label = SCHEMA.place_label
        for p, player in enumerate(setup.players):
            for slot in SCHEMA.slots:
                if slot.required and not player.slots[slot.key].card.strip():
                    raise BoardSetupProblem(slot.required.replace("{p}", str(p)), CardPlace(p, slot.key))
            for slot in SCHEMA.slots:  # (a card out of place in a list is the loader's to refuse: `board_rules`)
                wrong = self.misplaced(player.slots[slot.key].card, slot.key, p)
                if wrong:
                    raise BoardSetupProblem(wrong, CardPlace(p, slot.key))
            for place, card in setup.all_cards():
                if place.player == p and not entry_text(card.card):
                    in_a_list = place.zone not in player.slots
                    raise BoardSetupProblem(f"{label(place)}: no card given; type its code or name"
                                            + (", or remove the row." if in_a_list else "."), place)
            for place, card in setup.all_cards():
                typed = entry_text(card.card)
                if place.player != p or self.find_card(typed) is not None:
                    continue
                names = sorted({c.full_name for c in self._named_like(typed)})
                if len(names) > 1:
                    shown = "; ".join(names[:3]) + ("; ..." if len(names) > 3 else "")
                    raise BoardSetupProblem(f"{label(place)}: '{typed}' names {len(names)} cards ({shown}); "
                                            "type more of the name or the card's code.", place)
            for place, card in setup.all_cards():
                problems = [why for why in (counter_problem(name, self.lib) for name in sorted(card.counters)) if why]
                if place.player == p and problems:
                    raise BoardSetupProblem(f"{label(place)} ({entry_text(card.card)}): {problems[0]}.", place)
            for row, card in enumerate(player.in_play):
                if card.host is None:
                    continue
                place = CardPlace(p, "play", row)
                if card.host == card.ref:
                    raise BoardSetupProblem(f"{label(place)} ({entry_text(card.card)}): a card cannot be "
                                            "attached to itself.", place)
                if card.host not in in_play:
                    raise BoardSetupProblem(f"{label(place)} ({entry_text(card.card)}): attached to "
                                            f"#{card.host}, which is not in play; choose a host in play or none.",
                                            place)

    def place_of(self, built: BuiltBoard, field: str) -> CardPlace | None:
        """The editor card a loader field names: cards[3].card, cards[iid=7].host, players[1].mane."""
        head = field.split(".", 1)[0]
        if head.startswith("cards[iid="):
            ref = _number(head[len("cards[iid="):-1])
            refs = [c["iid"] for c in built.document["cards"]]
            return built.places[refs.index(ref)] if ref in refs else None
        if head.startswith("cards["):
            index = _number(head[len("cards["):-1])
            return built.places[index] if index is not None and index < len(built.places) else None
        if head.startswith("players[") and "." in field:
            player = _number(head[len("players["):-1])
            rest = field.split(".", 1)[1]
            if player not in (0, 1):
                return None
            if rest == "mane":
                return CardPlace(player, "mane")
            zone, _, row = rest.partition("[")
            if any(p.key == zone for p in SCHEMA.piles) and row:
                iid = built.document["players"][player][zone][_number(row[:-1]) or 0]
                return self.place_of(built, f"cards[iid={iid}]")
        return None

    # ----- from a position on the table --------------------------------------------------------

    def setup_from(self, game: MlpGame) -> BoardSetup:
        """The position of a game as the editor's data, to change and start again.

        The editor starts a turn at a step, so what only exists while something is
        running (a pending decision, abilities resolving, a faceoff and what lasts for
        it) is not taken over, nor are control changes and Dilemma areas; `note` lists
        what there was of these. Timed effects, cards beneath cards and the banished
        cards a card in play follows are carried (`setup.carried`, see `editor_carried`)
        where their cards are in the editor.
        """
        s = copy.deepcopy(game.s)
        lib = game.lib
        cards = s["cards"]
        left_out: list[str] = []

        def editor_card(iid: int) -> EditorCard:
            c = cards[iid]
            return EditorCard(iid, _text_of(c["card"], lib), c["area"] or "", {f for f in FLAGS if c[f]},
                              c["host"], dict(c["counters"]), bool(c.get("token")))

        players = []
        problems = {a["owner"]: a["problem"] for k, a in s["areas"].items() if k.startswith("problem:")}
        starting, to_choose = _starting_problems(game)
        for p in (0, 1):
            record = s["players"][p]
            mane_iid = record["mane"]
            problem_iid = problems.get(p) or starting.get(p)
            mane = editor_card(mane_iid) if mane_iid in cards else EditorCard(0, area=f"home:{p}")
            problem = editor_card(problem_iid) if problem_iid in cards else EditorCard(0, area=f"problem:{p}")
            problem.area = f"problem:{p}"  # (a Starting Problem still in the Problem deck goes into play)
            player = PlayerSetup({"mane": mane, "problem": problem},
                                 numbers={"score": record["score"], "tokens": record["tokens"]},
                                 name=record.get(NAME, ""))
            for pile in SCHEMA.piles:
                iids = record[pile.key][::-1] if pile.top_first else record[pile.key]
                player.piles[pile.key] = [editor_card(i) for i in iids if i != problem_iid]
            players.append(player)
        for iid in s["play"]:
            c = cards[iid]
            if c["owner"] not in (0, 1) or iid in (players[c["owner"]].slots["mane"].ref,
                                                   players[c["owner"]].slots["problem"].ref):
                continue
            if c["area"] not in ("home:0", "home:1", "problem:0", "problem:1"):
                left_out.append(f"{lib.card(c['card']).full_name} #{iid} (at {c['area']})")
                continue
            card = editor_card(iid)
            if card.area.startswith("home:") and card.area != f"home:{c['owner']}":
                # 513.2: at the home of the player controlling it; the editor has no control changes
                left_out.append(f"P{c['ctrl']}'s control of {lib.card(c['card']).full_name} #{iid} "
                                f"(put at P{c['owner']}'s home)")
                card.area = f"home:{c['owner']}"
            players[c["owner"]].in_play.append(card)
        kept = {ref for pl in players for ref in (*(x.ref for x in pl.slots.values()), *(x.ref for x in pl.in_play))}
        for player in players:
            for card in player.in_play:
                if card.host is not None and card.host not in kept:
                    card.host = None
        carried = self._carried(s, lib, left_out)
        # (named, not only counted: the judge who starts again must put each one back by hand)
        passing = [*(i for p in (0, 1) for i in s["players"][p]["flip"]), *s["queue"]]
        aside = [i for p in (0, 1) for i in s["players"][p].get(ASIDE, ())]
        for iids, what in ((passing, "flipped in a faceoff or waiting in the queue"),
                           (aside, "set aside by a text resolving")):
            if iids:
                named = ", ".join(f"{lib.card(cards[i]['card']).full_name} #{i}" for i in iids)
                left_out.append(f"{how_many(len(iids), 'card')} {what} ({named})")
        pending = s["pending"]
        if pending and pending.get("kind") == "starting_problem":
            left_out.append("the choice of Starting Problems (the game had not begun: no first player is chosen and "
                            "no hands are drawn, 102.3; the board starts at turn 1 as set here)")
        elif pending and pending.get("kind") != "priority":
            left_out.append(f"the decision being asked ({pending.get('prompt', '')}); the turn starts "
                            "again at its step")
        steps = {k for k, _, _ in START_STEPS}
        start = s["step"] if s["step"] in steps else s["phase"]
        if start not in steps:
            start = DEFAULT_START
        for iid in [i for i, c in cards.items() if c["zone"] in ("flip", "queue", ASIDE)]:
            cards.pop(iid, None)
        setup = BoardSetup((players[0], players[1]), turn=max(1, s["turn"]), turn_player=s["turn_player"],
                           first_player=s["first_player"], start=start, seed=s["seed"],
                           next_ref=max([4, *cards]) + 1)
        for p, player in enumerate(setup.players):
            for slot in SCHEMA.slots:
                if player.slots[slot.key].ref == 0:
                    player.slots[slot.key] = EditorCard(setup.new_ref(), area=slot.area_of(p))
        setup.carried = carried
        carrying = carry(setup, self.name)
        setup.carried = carrying.items
        left_out += carrying.dropped  # (their cards are among those left out above)
        notes = []
        if to_choose:
            who = " and ".join(f"P{p}" for p, _ in to_choose)
            lists = "; ".join(f"P{p}'s: {_or(names)}" for p, names in to_choose)
            notes.append(f"{who} {'have' if len(to_choose) > 1 else 'has'} not chosen a Starting Problem yet "
                         "(102.2: each player chooses one of the Starting Problems in their Problem deck and puts "
                         f"it into play). Type it as the player's Problem ({lists}) and take it out of the "
                         "Problem deck")
        if left_out:
            notes.append("Left out of the editor: " + "; ".join(left_out))
        if notes:
            setup.note = ". ".join(notes) + "."
        return setup

    def _carried(self, s: dict[str, Any], lib: CardLibrary, left_out: list[str]) -> list[Carried]:
        """The cards beneath cards in play, the banished cards they follow and the timed effects of a position, to carry
        through the editor; what of its modifiers the editor does not hold goes to `left_out`."""
        cards = s["cards"]

        def taken(refs: list[int]) -> dict[int, str]:
            return {ref: _text_of(cards[ref]["card"], lib) if ref in cards else f"card {ref}" for ref in refs}

        items = [Carried(BENEATH, {"host": iid, "beneath": list(c["beneath"])}, taken([iid, *c["beneath"]]))
                 for iid, c in sorted(cards.items()) if c["zone"] == "play" and c.get("beneath")]
        items += [Carried(EXILED, {"host": iid, "exiled": [list(e) for e in c["exiled"]]},
                          taken([iid, *(e[0] for e in c["exiled"])]))
                  for iid, c in sorted(cards.items()) if c["zone"] == "play" and c.get("exiled")]
        areas = {a.key for a in SCHEMA.areas}
        for m in s["mods"]:
            if m["kind"] == "control":
                target = cards.get(m["target"])
                what = f"P{m['to']}'s control of {lib.card(target['card']).full_name if target else 'card'} " \
                       f"#{m['target']}"
                if not any(entry.startswith(what) for entry in left_out):
                    left_out.append(what + " (513.2: a card's row has no controller)")
                continue
            item = Carried(TIMED, dict(m), taken(described_cards(m)))
            if m["until"] == "faceoff" or ("area" in m and m["area"] not in areas):
                # (the faceoff and Dilemma areas stay out of the editor, and so does what lasts for them)
                left_out.append(effect_words(m, item.cards, self.name) + " (its faceoff or area is not taken over)")
                continue
            items.append(item)
        return items


def _starting_problems(game: MlpGame) -> tuple[dict[int, int], list[tuple[int, list[str]]]]:
    """Before the Starting Problems are put into play (102.2): the Problem each player will
    start with, by player (the one they chose, or the only one their deck offers), and each
    player still to choose among several, with those Problems' names."""
    frame = next((f for f in game.s["stack"] if f["op"] == "setup"), None)
    if frame is None or frame.get("step", 0) >= 2:
        return {}, []
    chosen: dict[int, int] = {}
    to_choose: list[tuple[int, list[str]]] = []
    for p in (0, 1):
        choices = flow.starting_problems(game, p)
        if p < frame.get("step", 0) and frame.get(f"choice{p}"):
            chosen[p] = frame[f"choice{p}"]
        elif len(choices) == 1:
            chosen[p] = choices[0]
        elif choices:
            to_choose.append((p, [game.spec(i).name for i in choices]))
    return chosen, to_choose


def _or(names: list[str]) -> str:
    return ", ".join(names[:-1]) + f" or {names[-1]}" if len(names) > 1 else "".join(names)


def _record(card: EditorCard, owner: int, zone: str) -> dict[str, Any]:
    record: dict[str, Any] = {"iid": card.ref, "card": entry_text(card.card), "owner": owner, "zone": zone}
    if card.token:
        record["token"] = True
    if zone != "play":
        return record
    record["area"] = card.area
    for flag in FLAGS:
        if card.has(flag):
            record[flag] = True
    if card.host is not None:
        record["host"] = card.host
    if card.counters:
        record["counters"] = dict(card.counters)
    return record


@cache
def _choices() -> list[CardChoice]:
    """Every card of the shipped database, by code, for typing a card's code or name."""
    return sorted((CardChoice(c.code, c.full_name, c.type.value.capitalize()) for c in default_library().cards()),
                  key=lambda c: c.text.casefold())


MLP_EDITING = MlpEditing()
