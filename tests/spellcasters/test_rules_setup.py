"""Judge scenarios: set-up (SC 5): the Location, hands, mulligans, the face-down Spellcasters,
the Mana rule, the d6 and the first turn."""

from __future__ import annotations

from engine.spellcasters.api import new_game
from engine.spellcasters.procedures.setup import playable_casters
from tests.spellcasters.cards import LIBRARY, half_deck, ids
from tests.spellcasters.helpers import board, iid, keys


def _game(seed: int, decks=None):
    return new_game({"seed": seed, "decks": decks or [half_deck(0), half_deck(1)]}, LIBRARY)


def test_sc_5_1_a_random_location_goes_face_down_and_the_rest_are_shuffled_in() -> None:
    chosen = set()
    for seed in range(12):
        game = _game(seed)
        s = game.s
        assert s["location"] >= 0 and s["location_hidden"] == 1
        assert game.spec(s["location"]).kind == "location" and s["location"] not in s["deck"]
        others = [i for i, c in enumerate(s["cards"]) if LIBRARY.spec(c).kind == "location" and i != s["location"]]
        assert all(i in s["deck"] or any(i in p["hand"] for p in s["players"]) for i in others)
        chosen.add(s["cards"][s["location"]])
        assert game.log[0].rule == "SC 5.1"
    assert len(chosen) > 1  # at random


def test_sc_5_2_hands_of_seven_and_each_player_plays_a_spellcaster_face_down() -> None:
    game = next(g for g in map(_game, range(20)) if not any("extra card" in e.text for e in g.log))
    assert [len(p["hand"]) for p in game.s["players"]] == [7, 7]
    decision = game.pending()
    assert decision.kind == "setup_caster" and decision.player == 0
    game.submit([decision.keys[0]])
    assert game.s["players"][0]["casters"][0]["face_down"] == 1
    assert game.pending().player == 1


def test_sc_5_2_a_hand_without_a_spellcaster_is_shown_shuffled_in_redrawn_and_the_other_draws_one() -> None:
    decks = [ids("Twilight Sparkle") + ids("Earth Mana") * 29, ids("Applejack") + ids("Fire Mana") * 29]
    for seed in range(50):
        game = _game(seed, decks)
        if any("revealed" in e.text for e in game.log):
            break
    else:
        raise AssertionError("no seed dealt a hand without a Spellcaster")
    first = next(e for e in game.log if "revealed" in e.text)
    who = int(first.text[1])
    assert first.rule == "SC 5.2"
    extra = sum(1 for e in game.log if e.text == f"P{1 - who} draws one extra card")
    assert extra >= 1
    assert any(game.spec(i).kind == "spellcaster" for i in game.s["players"][who]["hand"])


def test_sc_7_2_the_second_face_down_spellcaster_cannot_duplicate_the_first() -> None:
    game = board({"casters": [("Nightmare Moon", {"face_down": 1})]},
                 {"hand": ["Princess Luna", "Spike", "Nightmare Moon"], "casters": ["Applejack"]})
    assert playable_casters(game, 1) == [iid(game, "Spike")]


def _to_mana_step(game) -> None:
    for _ in range(2):
        game.submit([game.pending().keys[0]])


def test_sc_5_3_if_one_player_plays_no_mana_neither_does() -> None:
    game = _game(5)
    _to_mana_step(game)
    assert game.pending().kind == "setup_mana"
    game.submit([next(k for k in game.pending().keys if k.startswith("mana|"))])
    game.submit(["none"])
    assert all(p["mana"] == [] for p in game.s["players"])
    assert any(e.rule == "SC 5.3" and "neither" in e.text for e in game.log)
    game = _game(5)
    _to_mana_step(game)
    game.submit([next(k for k in game.pending().keys if k.startswith("mana|"))])
    game.submit([next(k for k in game.pending().keys if k.startswith("mana|"))])
    assert all(len(p["mana"]) == 1 for p in game.s["players"])


def test_sc_5_4_the_d6_picks_the_first_player_who_casts_no_spells_in_the_first_turn() -> None:
    firsts = set()
    for seed in range(10):
        game = _game(seed)
        _to_mana_step(game)
        game.submit([next(k for k in game.pending().keys if k.startswith("mana|"))])
        game.submit([next(k for k in game.pending().keys if k.startswith("mana|"))])
        rolls = next(e for e in game.log if e.rule == "SC 5.4")
        a, b = int(rolls.text.split()[2].rstrip(",")), int(rolls.text.split()[5].rstrip(":"))
        if a != b:
            assert game.s["first_player"] == (0 if a > b else 1)
        firsts.add(game.s["first_player"])
        assert game.s["location_hidden"] == 0 and all(c["face_down"] == 0 for p in game.s["players"]
                                                       for c in p["casters"])
        if game.s["turn"] == 1:
            assert not any(k.startswith("cast|") for k in keys(game))
    assert firsts == {0, 1}


def test_sc_5_4_no_spells_in_turn_1_but_spells_in_turn_3() -> None:
    p0 = {"casters": ["Applejack"], "mana": ["Earth Mana"], "hand": ["Fire Mana"]}
    game = board(p0, {"casters": ["Rarity"]}, turn=1)
    assert not any(k.startswith("cast|") for k in keys(game))
    game = board(p0, {"casters": ["Rarity"]}, turn=3)
    assert any(k.startswith("cast|") for k in keys(game))


def test_sc_5_4_no_first_player_is_shown_until_the_d6_is_rolled() -> None:
    """SC 5.4: the d6 for the first player is rolled once both players have played their
    Spellcaster and Mana; before that the table's view names no first player (the state
    holds a placeholder 0)."""
    from engine.spellcasters.view import position_view

    game = _game(3)
    while game.s["step"] in ("caster", "mana"):
        assert position_view(game, 0, 0).first_player is None
        game.submit([game.pending().keys[0]])
    assert position_view(game, 0, 0).first_player == game.s["first_player"]
    assert game.s["turn_player"] == game.s["first_player"]
