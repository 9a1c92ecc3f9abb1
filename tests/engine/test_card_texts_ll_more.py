"""Judge scenarios for more Leaders and Legends card texts: each plays the card on a board and
checks what its text does, and what it must leave alone."""

from __future__ import annotations

from engine.mlp.effects.steps import add_counters, remove_counters
from engine.mlp.state.game import MlpGame
from engine.mlp.values import power
from tests.engine.card_play import BLUE, WHITE, board, settle, use_only_ability
from tests.engine.helpers import Board, answer, keys, log_text, shipped_game

HARD_HAT = "PR139"  # "This Friend has Stubborn."
PARASPRITE = "PR157"  # a Troublemaker with a triggered ability
FRIEND = "PR36"  # a vanilla Friend


def test_ll97_into_the_stream_of_silence_cards_at_the_chosen_problem_lose_abilities_this_turn():
    b = board(tokens=6)
    for _ in range(4):
        b.add(WHITE, 0, "play", "home:0")  # 4 white power for its requirement
    silenced = b.add(FRIEND, 1, "play", "problem:1")
    hat = b.add(HARD_HAT, 1, "play", "problem:1", host=silenced)
    tm = b.add(PARASPRITE, 0, "play", "problem:1")
    elsewhere = b.add(FRIEND, 1, "play", "problem:0")
    b.add(HARD_HAT, 1, "play", "problem:0", host=elsewhere)
    comer = b.add(FRIEND, 0, "play", "home:0")
    b.add(HARD_HAT, 0, "play", "home:0", host=comer)
    event = b.add("LL97", 0, "hand")
    g = shipped_game(b)
    assert "Stubborn" in power.keywords(g, silenced)
    answer(g, f"play|{event}|event")
    answer(g, "problem:1")
    lost = g.lost_abilities()
    # the characters, Resources and Troublemakers there, whoever controls them
    assert {silenced, hat, tm} <= lost
    assert "Stubborn" not in power.keywords(g, silenced)
    # the other Problem and home keep theirs, and so does the Problem card itself
    assert "Stubborn" in power.keywords(g, elsewhere)
    assert b.problem[1] not in lost
    assert not {b.mane[0], b.mane[1], elsewhere} & lost
    # the cards were fixed as it resolved (708.2b): a Friend that comes there later keeps its abilities
    assert g.move(comer, "problem:1", 0)
    assert comer not in g.lost_abilities()
    assert "Stubborn" in power.keywords(g, comer)
    # until the end of the turn
    g.expire_mods("turn")
    assert not {silenced, hat, tm} & g.lost_abilities()
    assert "Stubborn" in power.keywords(g, silenced)


def test_ll14_spearhead_art_counter_on_an_opposing_resource_takes_its_abilities():
    b = board(tokens=6)
    for _ in range(3):
        b.add(BLUE, 0, "play", "home:0")  # blue power for its requirement
    hatted = b.add(FRIEND, 1, "play", "problem:1")
    hat = b.add(HARD_HAT, 1, "play", "problem:1", host=hatted)
    other_hatted = b.add(FRIEND, 1, "play", "problem:0")
    other_hat = b.add(HARD_HAT, 1, "play", "problem:0", host=other_hatted)
    own_hatted = b.add(FRIEND, 0, "play", "home:0")
    own_hat = b.add(HARD_HAT, 0, "play", "home:0", host=own_hatted)
    spearhead = b.add("LL14", 0, "hand")
    g = shipped_game(b)
    answer(g, f"play|{spearhead}|home:0")
    while g.pending().kind == "trigger_order":
        answer(g, keys(g)[0])
    # only opposing Resources are offered
    assert f"card:{hat}" in keys(g) and f"card:{other_hat}" in keys(g)
    assert f"card:{own_hat}" not in keys(g)
    answer(g, f"card:{hat}")
    assert g.card(hat)["counters"] == {"art": 1}
    lost = g.lost_abilities()
    assert hat in lost and "Stubborn" not in power.keywords(g, hatted)
    # the other Resources keep theirs
    assert not {other_hat, own_hat} & lost
    assert "Stubborn" in power.keywords(g, other_hatted) and "Stubborn" in power.keywords(g, own_hatted)
    # only while it has the counter
    remove_counters(g, hat, "art", 1, "519.3")
    assert hat not in g.lost_abilities() and "Stubborn" in power.keywords(g, hatted)
    add_counters(g, other_hat, "art", 1, "519.1")
    assert other_hat in g.lost_abilities() and "Stubborn" not in power.keywords(g, other_hatted)


def _twilight_board(*hand: str, boosted: bool = False) -> tuple[Board, list[int]]:
    """P0's Mane Character is Princess Twilight Sparkle, There's A Spell For That!"""
    b = Board(manes=("LL4", "PR2"))
    b.players[0] = {"tokens": 6}
    b.cards[b.mane[0] - 1]["boosted"] = boosted
    return b, [b.add(code, 0, "hand") for code in hand]


def test_ll4_princess_twilight_sparkle_turns_over_only_when_no_two_cards_in_hand_share_a_name():
    b, _ = _twilight_board(FRIEND, "PR12", "PR20")
    g = shipped_game(b)
    mane = b.mane[0]
    use_only_ability(g, mane)
    settle(g)
    assert g.card(mane)["boosted"]
    assert "reveals their hand" in log_text(g)
    # two cards with the same name: revealed, not turned over
    b, _ = _twilight_board(FRIEND, "PR12", FRIEND)
    g = shipped_game(b)
    use_only_ability(g, mane)
    settle(g)
    assert not g.card(mane)["boosted"]
    assert "reveals their hand" in log_text(g)


def test_ll4_princess_twilight_sparkle_names_each_revealed_card_by_its_number():
    """The names hold commas of their own: a hand of "Sweetie Sunrise, Early Riser" and
    "Emerald Green, Cider Aficionado" reads as four cards without the numbers. The log names each
    revealed card as every other revealed hand does (705.2e)."""
    b, (sweetie, emerald) = _twilight_board("PR20", "PR12")
    g = shipped_game(b)
    use_only_ability(g, b.mane[0])
    settle(g)
    assert (f"P0 reveals their hand: Sweetie Sunrise, Early Riser #{sweetie}, Emerald Green, Cider Aficionado #{emerald}"
            in log_text(g))


def _start_boosted_turn(reveal: str) -> tuple[MlpGame, list[int]]:
    """The start of P0's turn with Twilight's Boosted side: Apple Brown Betty on top of the deck
    (drawn in the Draw Phase) and another in the hand; answers `reveal` to the reveal."""
    b, hand = _twilight_board(FRIEND, "PR12", boosted=True)
    b.deck_top(FRIEND, 0)
    g = shipped_game(b, phase="ready", step="ready")
    settle(g, reveal, until=lambda g: g.s["phase"] == "main" and g.pending().kind == "priority")
    return g, hand


def test_ll4_princess_twilight_sparkle_boosted_first_card_of_the_revealed_name_costs_one_less():
    g, (betty, emerald) = _start_boosted_turn("yes")
    printed = g.spec(betty).cost
    assert "reveals Apple Brown Betty, Pastry Chef from the top of their deck" in log_text(g)
    drawn = next(i for i in g.s["players"][0]["hand"] if i not in (betty, emerald))
    assert power.play_cost(g, 0, betty, "home:0", None) == printed - 1
    assert power.play_cost(g, 0, drawn, "home:0", None) == printed - 1
    assert power.play_cost(g, 0, emerald, "home:0", None) == g.spec(emerald).cost  # another name
    tokens = g.s["players"][0]["tokens"]
    answer(g, f"play|{betty}|home:0")
    settle(g)
    assert g.s["players"][0]["tokens"] == tokens - (printed - 1)
    # only the first card with that name
    assert power.play_cost(g, 0, drawn, "home:0", None) == printed
    # "may": not revealed, no discount
    g, (betty, _) = _start_boosted_turn("no")
    assert power.play_cost(g, 0, betty, "home:0", None) == printed
