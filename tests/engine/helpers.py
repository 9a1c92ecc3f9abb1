"""Judge-scenario helpers: build a board by card name, answer by option key, read results."""

from __future__ import annotations

import random
import re
from collections import Counter
from collections.abc import Callable, Iterator, Sequence
from dataclasses import replace
from functools import cache
from typing import Any

from engine.core.decision import Decision
from engine.core.player_names import named_players
from engine.mlp.api import default_library
from engine.mlp.boardstate import BOARD_FORMAT, load_board
from engine.mlp.bot import RandomBot
from engine.mlp.cards.model import ConfrontRequirement
from engine.mlp.coverage import coverage
from engine.mlp.procedures.setup import deck_from_cards, new_game
from engine.mlp.state.game import MlpGame
from engine.mlp.state.library import CardLibrary
from tests.engine.cardsource import THEME_DECKS, deck_around, theme_cards, theme_deck

FILLER = "PR20"  # Sweetie Sunrise: a vanilla 1-power Friend used to fill decks


@cache
def library() -> CardLibrary:
    return CardLibrary(theme_cards().values(), version="test-theme-decks")


class Board:
    """A board written the way a judge describes it: this card, here, like so."""

    def __init__(self, manes: tuple[str, str] = ("PR4", "PR2"),
                 problems: tuple[str, str] = ("PR168", "PR190"), deck_size: int = 10) -> None:
        self.cards: list[dict[str, Any]] = []
        # P0 holds tokens so that the position stops at their Main Phase
        self.players: list[dict[str, Any]] = [{"tokens": 2}, {}]
        self.top: dict[str, Any] = {}
        self.mane = [self.add(manes[p], p, "play", f"home:{p}") for p in (0, 1)]
        self.problem = [self.add(problems[p], p, "play", f"problem:{p}") for p in (0, 1)]
        for p in (0, 1):
            for _ in range(deck_size):
                self.add(FILLER, p, "deck")

    def add(self, card: str, owner: int, zone: str, area: str | None = None, **flags: Any) -> int:
        iid = len(self.cards) + 1
        self.cards.append({"iid": iid, "card": card, "owner": owner, "zone": zone, "area": area, **flags})
        return iid

    def deck_top(self, card: str, owner: int) -> int:
        """Put a card on top of a player's deck (the end of the list)."""
        return self.add(card, owner, "deck")

    def doc(self, **top: Any) -> dict[str, Any]:
        doc = {"format": BOARD_FORMAT, "version": 1, "seed": 7, "turn": 3, "turn_player": 0,
               "first_player": 1, "phase": "main", "step": "main", "cards": self.cards,
               "players": self.players, **self.top, **top}
        return doc

    def game(self, lib: CardLibrary | None = None, **top: Any) -> MlpGame:
        return load_board(self.doc(**top), lib or library())


def shipped_game(b: Board, **top: Any) -> MlpGame:
    """The board on the shipped card database: every card, not only the theme decks'."""
    return b.game(default_library(), **top)


@cache
def big_mac_board() -> tuple[Board, int]:
    """P0 (3 tokens) with Big Mac & Applejack, Big Mouths at home ("Immediate: Retire this card
    to put two +1 power counters on another one of your Friends") and two Sweetie Sunrises
    beside: a question a card's text asks, next. The board and Big Mac."""
    b = Board()
    b.players[0]["tokens"] = 3
    big_mac = b.add("DE17", 0, "play", "home:0")
    b.add("PR20", 0, "play", "home:0")
    b.add("PR20", 0, "play", "home:0")
    return b, big_mac


def ruled_confront_library(code: str, *ruled: ConfrontRequirement) -> CardLibrary:
    """The shipped cards, but the Problem `code`, whose confront requirement the card data
    leaves incomplete (`Card.confront_owner_unknown`: its owner can't confront it), asks what the card data
    gives and what a judge rules for the rest (`ruled`): its text, which happens as it is
    confronted, can then be seen at work. The engine itself never fills in the rest."""
    lib = default_library()
    cards = [replace(card, confront_owner=card.confront_owner + ruled, confront_owner_unknown="")
             if card.code == code else card for card in lib.cards()]
    return CardLibrary(cards, version=f"{lib.version} ({code} as ruled)")


def zone_codes(g: MlpGame, p: int, zone: str) -> list[str]:
    """The codes of the cards in a player's zone, in order (the top of a deck last)."""
    return [g.spec(i).code for i in g.s["players"][p][zone]]


def shown_as_written(g: MlpGame, text: str) -> str:
    """`g.as_written(text)` as the table's log shows it (`view.log_rows`): the players as a
    person calls them ("Runaway Cart #4 (Player 2's)"), not the engine's "P0" and "P1"."""
    return named_players(g.as_written(text), g.player_names)


def keys(g: MlpGame) -> list[str]:
    decision = g.pending()
    assert decision is not None, "the game is not waiting on a decision"
    return decision.option_keys()


def answer(g: MlpGame, *wanted: str) -> None:
    """Answer with the options whose keys are given, or start with the given text."""
    available = keys(g)
    chosen = []
    for want in wanted:
        match = [k for k in available if k == want] or [k for k in available if k.startswith(want)]
        assert match, f"no option {want!r} in {available}"
        chosen.append(match[0])
    g.submit(chosen)


def pass_once(g: MlpGame) -> None:
    """Answer the pending decision as a player who does nothing would: pass priority, end
    the challenges, decline what is optional, else take the first options it needs."""
    d = g.pending()
    if d.kind == "priority":
        g.submit(["pass"])
    elif d.kind == "challenge":
        g.submit(["done"])
    elif any(o.key == "none" for o in d.options):
        g.submit(["none"])
    else:
        g.submit(d.option_keys()[: d.min])


def pass_until(g: MlpGame, kind: str | None = None, phase: str | None = None, limit: int = 200) -> None:
    """Pass priority (and decline optional choices) until a decision of `kind` or a phase."""
    for _ in range(limit):
        d = g.pending()
        if d is None:
            return
        if (kind is None or d.kind == kind) and (phase is None or g.s["phase"] == phase) and \
                (kind is not None or phase is not None):
            return
        pass_once(g)
    raise AssertionError("never reached the wanted decision")


def option_with(g: MlpGame, text: str) -> str:
    """The key of the option whose label mentions `text` (in any case: labels quote card text
    as printed)."""
    decision = g.pending()
    assert decision is not None
    for option in decision.options:
        if text.casefold() in option.label.casefold():
            return option.key
    raise AssertionError(f"no option mentions {text!r}: {[o.label for o in decision.options]}")


def rules_cited(g: MlpGame) -> list[str]:
    return [rule for _, rule, _ in g.log]


def log_text(g: MlpGame, numbers_now: bool = True) -> str:
    """The log, a line per entry ("rule: text"). `numbers_now` False leaves out the number a
    card that changed zones has now ("Hard Hat #30 (now #34) is put ...": `without_numbers_now`),
    for a test about something else in those lines."""
    text = "\n".join(f"{rule}: {text}" for _, rule, text in g.log)
    return text if numbers_now else without_numbers_now(text)


_NUMBER_NOW = re.compile(r" \(now #\d+\)")


def without_numbers_now(text: str) -> str:
    """`text` without the " (now #34)" a log line gives a card that changed zones (410.6)."""
    return _NUMBER_NOW.sub("", text)


def play_checking(g: MlpGame, bots: Sequence[RandomBot], max_turns: int, check: Callable[[MlpGame], Any]) -> int:
    """Let the bots play `g` until it ends or passes turn `max_turns`, calling `check` on
    the game at every decision before it is answered; how many decisions were checked.
    (The shortcut and cache tests compare kept values with plain ones this way.)"""
    checked = 0
    while g.pending() is not None and g.s["turn"] <= max_turns:
        check(g)
        checked += 1
        decision = g.pending()
        g.submit(bots[decision.player].choose(decision))
    return checked


def check_before_every_step(monkeypatch: Any, check: Callable[[MlpGame], Any]) -> list[int]:
    """Make every frame handler call `check` on the game before it runs, while no
    decision is pending (for the rest of the test: `monkeypatch` undoes it); the
    returned one-item list counts the checks."""
    from engine.mlp.state import ops

    steps = [0]

    def checking(handler: Callable[[MlpGame, dict], bool]) -> Callable[[MlpGame, dict], bool]:
        def run(g: MlpGame, frame: dict) -> bool:
            if g.s["pending"] is None:
                check(g)
                steps[0] += 1
            return handler(g, frame)
        return run

    for name, handler in list(ops.HANDLERS.items()):
        monkeypatch.setitem(ops.HANDLERS, name, checking(handler))
    return steps


def seeded_bots(seed: int) -> list[RandomBot]:
    """The two bots the seeded test games use: uniform for even seeds, eager for odd."""
    return [RandomBot(seed * 3 + p, style="eager" if seed % 2 else "uniform") for p in (0, 1)]


def pool_and_theme_games(seeds: Sequence[int] = (3, 11, 14, 16, 19, 31),
                         theme_seeds: Sequence[int] = (0, 1, 2, 3, 4, 5)) -> list[tuple[MlpGame, list[RandomBot]]]:
    """Seeded games with decks dealt from the implemented pool, and between theme decks
    (`theme_seeds`: the continuous abilities the benchmark meets most), each with its two
    bots. (The shortcut and state-copy tests compare kept values with plain ones in them.)"""
    from tests.engine import test_card_pool_soak as pool_soak  # (it imports this module)

    lib = default_library()
    games = []
    for seed in seeds:
        rng = random.Random(seed)
        decks = [pool_soak._deck(pool_soak._pool(), rng) for _ in range(2)]
        games.append((new_game(lib, decks, seed), seeded_bots(seed)))
    themes = [deck_from_cards(lib, theme_deck(path)) for path in THEME_DECKS]
    for seed in theme_seeds if themes else ():
        games.append((new_game(lib, [themes[seed % 6], themes[(seed * 5 + 1) % 6]], seed), seeded_bots(seed)))
    return games


def games_of_every_kind() -> Iterator[tuple[MlpGame, list[RandomBot]]]:
    """Theme-deck games (both bot styles), pool games and one with Teamwork, each with its
    two bots."""
    from tests.engine import test_beneath_soak as beneath_soak  # (they import this module)
    from tests.engine import test_card_pool_soak as pool_soak

    lib = library()
    decks = [deck_from_cards(lib, theme_deck(path)) for path in THEME_DECKS]
    for seed in range(4):
        g = new_game(lib, [decks[seed % 6], decks[(seed * 5 + 2) % 6]], 300 + seed)
        style = "eager" if seed % 2 else "uniform"
        yield g, [RandomBot(seed * 7 + p, style=style) for p in (0, 1)]
    pool_lib = default_library()
    for seed in (3, 14, 19):
        rng = random.Random(seed)
        pool_decks = [pool_soak._deck(pool_soak._pool(), rng) for _ in range(2)]
        yield new_game(pool_lib, pool_decks, seed), seeded_bots(seed)
    teamwork = [deck_around(pool_lib, THEME_DECKS[0], beneath_soak.TEAMWORK + beneath_soak.BENEATH[::2]),
                deck_around(pool_lib, THEME_DECKS[1], beneath_soak.BENEATH + beneath_soak.TEAMWORK[::3])]
    yield new_game(pool_lib, teamwork, 7), [RandomBot(70), RandomBot(71, style="eager")]


def decisions_going_back(seen: Counter, max_turns: int = 40) -> Iterator[tuple[MlpGame, Decision]]:
    """Each decision of the games of `games_of_every_kind` up to turn `max_turns`, answered
    by its bot once the caller is done with it. Every 40 decisions the game goes back 20:
    the bots then choose otherwise, so the same instance ids go to other cards (a replaced
    state, which nothing kept may outlive wrongly); `seen["restored"]` counts those."""
    for g, bots in games_of_every_kind():
        step = 0
        earlier = g.snapshot()
        while g.pending() is not None and g.s["turn"] <= max_turns:
            decision = g.pending()
            step += 1
            if step % 40 == 0:
                earlier = g.snapshot()
            elif step % 40 == 20:
                g.restore(earlier)
                seen["restored"] += 1
                continue
            yield g, decision
            g.submit(bots[decision.player].choose(decision))


def status_with_paragraph(code: str, paragraph: str) -> str:
    """The coverage status a shipped card would have with one more paragraph of text: a
    wording the engine can't read must leave it partial, never implemented and read wrongly."""
    card = default_library().find(code)
    changed = replace(card, text=f"{card.text}\n{paragraph}")
    return coverage(CardLibrary([changed], version="test-one-more-paragraph"))[0].status
