"""The workload a profile-guided build of the rules engine is trained on.

Run by `scripts/compile_engine.py` (not by hand) as
`python scripts/engine_training.py FOLDER`, where FOLDER holds an instrumented
build and its manifest: the engine's modules load from there, then play seeded
random games between the six shipped theme decks with both bot styles, the same
kind of play as `benchmarks/engine.py` and the match table's "play out". What
the compiler learns from the counts (which branches are taken, which calls are
hot) only lays the code out; play is the same with any profile or none.
"""

from __future__ import annotations

import os
import sys
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]
sys.path.insert(0, str(ROOT))
os.environ["TOURNEY_ENGINE_PURE"] = "1"  # (no finder for the regular build: this one serves FOLDER)

from engine.compiled import CompiledModuleFinder, read_manifest  # noqa: E402

GAMES = 24
MAX_TURNS = 150


def theme_decks() -> list[list[str]]:
    """The shipped theme decks as card ids, one per copy."""
    from engine.mlp.cards.database import load_card_database
    from engine.mlp.decks.parse import read_text
    from engine.mlp.decks.theme import theme_deck_lists
    from engine.mlp.decks.validate import resolve_deck_list

    database = load_card_database()
    decks = []
    for name, text in theme_deck_lists().items():
        deck, _ = resolve_deck_list(read_text(text, f"{name}.txt"), database)
        decks.append([entry.card.id for entry in deck.entries for _ in range(entry.qty)])
    return decks


def play(games: int) -> int:
    """Play `games` seeded games; the number of decisions answered."""
    from engine.mlp.api import default_library, make_setup, new_game
    from engine.mlp.bot import RandomBot

    library = default_library()
    decks = theme_decks()
    decisions = 0
    for n in range(games):
        setup = make_setup([decks[n % len(decks)], decks[(n + 1) % len(decks)]], n, library)
        game = new_game(setup, library)
        style = "eager" if n % 2 else "uniform"
        bots = [RandomBot(2 * n, style=style), RandomBot(2 * n + 1, style=style)]
        while (decision := game.pending()) is not None and game.s["turn"] <= MAX_TURNS:
            game.submit(bots[decision.player].choose(decision))
            decisions += 1
    return decisions


def main(argv: list[str]) -> int:
    folder = Path(argv[0])
    modules = read_manifest(folder)
    if not modules:
        print(f"engine_training: no build in {folder}", file=sys.stderr)
        return 1
    finder = CompiledModuleFinder(folder, modules)
    sys.meta_path.insert(0, finder)
    decisions = play(GAMES)
    print(f"engine_training: {GAMES} games, {decisions} decisions, {len(finder.loaded)} modules instrumented")
    return 0 if finder.loaded else 1


if __name__ == "__main__":
    raise SystemExit(main(sys.argv[1:]))
