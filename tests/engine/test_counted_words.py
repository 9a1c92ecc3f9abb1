"""Counted words take their number: "1 card", "3 cards", never "card(s)".

The helper every engine, service and window says a count through, and the MLP
engine's own log lines with one and with several.
"""

from __future__ import annotations

from engine.core.plural import a_or_how_many, count_or_none, how_many, plural
from engine.mlp.effects.steps import add_counters, remove_counters
from engine.mlp.table import mlp_table
from tests.engine.card_play import board
from tests.engine.helpers import shipped_game

RULES = mlp_table()


def test_a_count_of_one_is_singular_and_any_other_count_plural() -> None:
    assert how_many(1, "card") == "1 card"
    assert how_many(6, "card") == "6 cards"
    assert how_many(0, "action token") == "0 action tokens"
    assert how_many(2, "+1 power counter") == "2 +1 power counters"
    assert how_many(3, "copy", "copies") == "3 copies" and how_many(1, "copy", "copies") == "1 copy"
    assert f"{plural(1, 'round')} won" == "round won" and f"2 fewer {plural(2, 'card')}" == "2 fewer cards"


def test_the_mlp_log_says_one_card_and_several_cards_one_token_and_several_tokens() -> None:
    b = board(tokens=3)
    for _ in range(4):
        b.add("PR60", 0, "deck")
    g = shipped_game(b)
    g.draw(0, 1, "704")
    g.draw(0, 3, "704")
    g.gain_tokens(0, 1, "704")
    g.pay_tokens(0, 2)
    lines = [text for _, _, text in g.log]
    assert [t for t in lines if t.startswith("P0 draws")] == ["P0 draws 1 card", "P0 draws 3 cards"]
    assert "P0 gains 1 action token" in lines and "P0 pays 2 action tokens" in lines
    assert not any("(s)" in t for t in lines)


def test_one_counter_is_said_with_its_article_and_several_with_their_number() -> None:
    """A judge reads "gets a +1 power counter (1 in all)", not "gets 1 +1 power counter": one
    counter of any kind is said as the cards say it ("a", "an" before a vowel sound), several
    with their number; on a card in play, put and removed alike (519.1, 519.3)."""
    assert a_or_how_many(1, "+1 power counter") == "a +1 power counter"
    assert a_or_how_many(1, "Army counter") == "an Army counter"
    assert a_or_how_many(1, "Unity counter") == "a Unity counter"
    assert a_or_how_many(2, "+1 power counter") == "2 +1 power counters"
    b = board(tokens=3)
    pony = b.add("PR60", 0, "play", "home:0")
    g = shipped_game(b)
    name = g.name(pony)
    start = len(g.log)
    add_counters(g, pony, "power", 1, "519.1")
    add_counters(g, pony, "power", 2, "519.1")
    add_counters(g, pony, "army", 1, "519.1")
    add_counters(g, pony, "harmony", 2, "519.1")
    remove_counters(g, pony, "power", 1, "519.3")
    remove_counters(g, pony, "power", 2, "519.3")
    assert [text for _, _, text in g.log[start:]] == [
        f"{name} gets a +1 power counter (1 in all)",
        f"{name} gets 2 +1 power counters (3 in all)",
        f"{name} gets an Army counter (1 in all)",
        f"{name} gets 2 Harmony counters (2 in all)",
        f"A +1 power counter is removed from {name}",
        f"2 +1 power counters are removed from {name}",
    ]


def test_what_a_player_has_is_none_or_its_number() -> None:
    """What a player has, controls or holds: "none" for 0, never "0" beside "none" elsewhere."""
    assert count_or_none(0) == "none" and count_or_none(1) == "1" and count_or_none(3) == "3"
    assert count_or_none(0, "action token") == "no action tokens"
    assert count_or_none(1, "Pegasus Friend") == "1 Pegasus Friend"
    assert count_or_none(2, "Pegasus Friend") == "2 Pegasus Friends"


def test_a_player_without_tokens_has_none_in_every_answer_of_a_why_not() -> None:
    """P0 has no action token: playing a Troublemaker, playing a Friend and moving one each
    cost tokens, and each answer says "P0 has none" (the Troublemaker's said "none", the
    Friend's and the move's "0")."""
    b = board(tokens=0)
    b.add("PR132", 0, "play", "home:0")  # Carousel Boutique (with a card to take: P0 has a decision)
    b.add("PR36", 0, "discard")
    friend = b.add("PR20", 0, "play", "home:0")  # Sweetie Sunrise
    b.add("PR33", 0, "hand")  # Red Gala, cost 2
    b.add("PR153", 0, "hand")  # Brown Parasprite, a Troublemaker
    g = shipped_game(b)
    said = {question: RULES.why_not(g, question).lines()
            for question in ("play Brown Parasprite", f"move #{friend} to problem:0", "play Red Gala at home")}
    costs = [line for lines in said.values() for line in lines if "cost" in line and "Player 1 has" in line]
    assert len(costs) == 3, said
    assert all(line.endswith("Player 1 has none.") for line in costs), costs
