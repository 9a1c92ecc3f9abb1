"""Judge scenarios for setting up a game (rule 2)."""

from __future__ import annotations

from tests.battledome.engine_helpers import answer, dealt, logged


def test_set_up_offers_cuts_a_starting_player_choice_and_a_single_mulligan() -> None:
    g = dealt(4)
    d = g.pending()
    assert (d.kind, d.player) == ("cut", 1) and "P0's Main Deck" in d.prompt  # 2: present the deck to cut
    answer(g, "Cut it")
    assert logged(g, "2", "P1 cuts P0's Main Deck")
    answer(g, "Decline")
    d = g.pending()
    assert d.kind == "first" and logged(g, "2", "coin flip")
    chooser = d.player
    answer(g, "Defer")
    assert g.s["first"] == 1 - chooser  # 2: the starting player may defer
    for p in (0, 1):
        assert len(g.zone(p, "inventory")) == 5
    first = g.s["first"]
    assert g.pending().kind == "mulligan" and g.pending().player == first
    answer(g, "Mulligan")
    assert len(g.zone(first, "inventory")) == 5 and g.s["players"][first]["mulligan"]
    d = g.pending()
    assert d.kind == "mulligan" and d.player == 1 - first  # no second mulligan for the first player
    answer(g, "Keep")


def test_starting_neopets_are_chosen_face_down_then_flipped_and_the_first_turn_skips_battle() -> None:
    g = dealt(5)
    for label in ("Decline", "Decline", "Take the first", "Keep", "Keep"):
        answer(g, label)
    first = g.s["first"]
    d = g.pending()
    assert d.kind == "neopet" and d.player == first
    assert all("Glimmerfox" in o.label or "Stonebeak" in o.label or "Zephyrkit" in o.label
               or "Bramblehog" in o.label or "Puddlewump" in o.label for o in d.options)
    g.submit(d.keys[0])
    chosen = g.active(first)
    assert g.s["cards"][chosen]["down"]  # 2: face down until both are chosen
    g.submit(g.pending().keys[0])
    assert not g.s["cards"][chosen]["down"] and logged(g, "2", "flips")
    from tests.battledome.engine_helpers import pass_until
    pass_until(g, "priority")
    while g.s["turn"] == 1:
        g.submit("pass" if "pass" in g.pending().keys else g.pending().keys[0])
    assert logged(g, "5.5.1", f"P{first} skips the Battle Phase")


def test_a_player_without_a_neopet_to_start_with_loses() -> None:
    from engine.battledome.api import make_setup, new_game
    from tests.battledome.engine_helpers import library, sample_decks
    decks = sample_decks()
    no_neopets = [card for card in decks[1] if str(library()[card].kind) != "neopet"]
    g = new_game(make_setup([decks[0], no_neopets], 4), library())
    while g.pending() is not None:
        g.submit(g.pending().keys[0])
    assert g.s["result"]["winner"] == 0 and g.s["result"]["rule"] == "1.4"


def test_2_no_first_player_is_shown_until_the_coin_flip_winner_takes_or_defers_the_first_turn() -> None:
    """2: the starting player is chosen at random and may defer the first turn; until that
    answer the table's view names no first player (the state holds a placeholder 0)."""
    from engine.battledome.view import position_view

    g = dealt(4)
    assert g.pending().kind == "cut" and position_view(g, 0, 0, "").first_player is None
    answer(g, "Decline")
    answer(g, "Decline")
    chooser = g.pending().player
    assert g.pending().kind == "first" and position_view(g, 0, 0, "").first_player is None
    answer(g, "Defer")
    assert g.pending().kind == "mulligan"
    assert position_view(g, 0, 0, "").first_player == g.s["first"] == 1 - chooser
