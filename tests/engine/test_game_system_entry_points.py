"""The tournament side starts and loads MLP games only through the GameSystem contract."""

from __future__ import annotations

from engine.core.registry import game_system
from engine.mlp.api import default_library, make_setup


def _theme_like_deck() -> list[str]:
    library = default_library()
    db = game_system("mlp").load_card_database()
    mane = next(c for c in db.cards if c.type.value == "mane" and c.colors)
    problems = [c for c in db.cards if c.type.value == "problem" and not c.starting_problem][:5]
    start = next(c for c in db.cards if c.type.value == "problem" and c.starting_problem)
    friends = [c for c in db.cards if c.type.value == "friend" and not c.text][:15]
    assert library.version == db.version
    return [mane.id, start.id, *(p.id for p in problems for _ in range(2))][:11] + [
        f.id for f in friends for _ in range(3)
    ]


def test_new_game_and_load_state_through_the_game_system() -> None:
    system = game_system("mlp")
    assert system.new_game is not None and system.load_state is not None
    setup = make_setup([_theme_like_deck(), _theme_like_deck()], seed=7)
    game = system.new_game(setup)
    decision = game.pending()
    assert decision is not None and decision.option_keys()
    again = system.new_game(setup)
    assert again.pending() == decision  # same seed, same first decision


def test_load_state_reproduces_a_saved_board(tmp_path) -> None:
    from engine.mlp.boardstate import export_board, save_board

    system = game_system("mlp")
    game = system.new_game(make_setup([_theme_like_deck(), _theme_like_deck()], seed=11))
    for _ in range(5):
        decision = game.pending()
        assert decision is not None
        game.submit(decision.option_keys()[0])
    path = tmp_path / "board.json"
    save_board(game, path)
    from_file = system.load_state(str(path))
    from_dict = system.load_state(export_board(game))
    assert from_file.digest() == from_dict.digest() == game.digest()
