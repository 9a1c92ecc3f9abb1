"""Tokens (521): token Friends made by card text, their printed information, and what
happens when they leave play; each test is a judge's board, the answers, the result."""

from __future__ import annotations

import json
from functools import cache

import pytest

from engine.core import digest
from engine.core.errors import StateFormatError
from engine.mlp.boardstate import export_board, load_board
from engine.mlp.cards.model import Card, CardType, Color, ConfrontRequirement
from engine.mlp.coverage import coverage
from engine.mlp.state.library import CardLibrary, token_id
from engine.mlp.values import power
from tests.engine.cardsource import theme_cards
from tests.engine.helpers import Board, answer, keys, pass_until, rules_cited


def _card(code: str, kind: CardType, text: str, cost: int = 1, power_value: int | None = 1) -> Card:
    return Card(id=f"test-{code}", set_code="TK", set_name="Test", number=code[2:], rarity="C",
                type=kind, title=f"Test {code}", colors=(Color.PINK,), power=power_value, cost=cost,
                traits=("Earth Pony",), text=text)


TOKEN_CARDS = [
    _card("TK1", CardType.FRIEND, "When this card enters play, you may put three 1 [Loyalty] "
          "Pegasus Friend tokens with Swift into play."),
    _card("TK2", CardType.EVENT, "Immediate: Put two 1 [Kindness] Critter Friend tokens into play.",
          power_value=None),
    _card("TK3", CardType.FRIEND, "Main Phase: Pay [2] and exhaust this card to put a 2 [Magic] "
          "Figment Friend token into play."),
    _card("TK4", CardType.EVENT, "Main Phase: Put a 3 [Honesty] Rock Friend token into play.",
          power_value=None),
    _card("TK5", CardType.EVENT, "Main Phase: Put a token copy of one of your non-Unique Friends into play.",
          power_value=None),
    _card("TK7", CardType.RESOURCE, "Play to your home.\nAt the end of your turn, put a 3 [Honesty] Rock "
          "Friend token into play.", power_value=None),
    _card("TK8", CardType.FRIEND, "Chaos: When this card is flipped, put a 1 [Kindness] Critter Friend "
          "token into play."),
    _card("TK9", CardType.FRIEND, "Your token Friends can't be frightened."),
    Card(id="test-TK10", set_code="TK", set_name="Test", number="10", rarity="C", type=CardType.PROBLEM,
         title="Test TK10", confront_owner=(ConfrontRequirement(kind="wild", color=None, amount=1),),
         confront_opponent=1, bonus_points=1,
         text="When you confront this Problem, you may put a 1 [Kindness] Critter Friend token into play."),
    Card(id="test-TK6", set_code="TK", set_name="Test", number="6", rarity="R", type=CardType.FRIEND,
         title="Test TK6", colors=(Color.BLUE,), power=3, cost=3, traits=("Pegasus", "Unique")),
]

CRITTER = token_id(1, "yellow", "Critter")
PEGASUS = token_id(1, "blue", "Pegasus", "Swift")


@cache
def token_library() -> CardLibrary:
    return CardLibrary([*theme_cards().values(), *TOKEN_CARDS], version="test-tokens")


def _game(b: Board, **top):
    return b.game(token_library(), **top)


def _tokens(g) -> list[int]:
    return [i for i in g.s["play"] if g.card(i).get("token")]


def test_card_text_that_makes_tokens_is_implemented():
    """521.1: the text gives the token's count, power, color, traits and keywords."""
    lib = token_library()
    rows = {row.code: row for row in coverage(lib) if row.code.startswith("TK")}
    # carried out; the made-up TK cards are named by no test of the shipped database's cards
    assert {code: row.status for code, row in rows.items()} == {f"TK{n}": "untested" for n in range(1, 11)}
    chaos = lib.spec("test-TK8").abilities[0]
    assert (chaos.kind, chaos.event, chaos.params["token"]) == ("trigger", "self_flipped", CRITTER)
    ability = lib.spec("test-TK1").abilities[0]
    assert (ability.kind, ability.event, ability.params["n"], ability.params["token"]) == \
        ("trigger", "enter_play", 3, PEGASUS)
    spec = lib.spec(PEGASUS)
    assert (spec.type, spec.power, spec.colors, spec.cost, spec.name) == ("friend", 1, ("blue",), 0, "Pegasus")
    assert spec.has_trait("Pegasus") and "Swift" in spec.keywords


def test_event_puts_two_critter_tokens_where_their_controller_chooses():
    """521.1, 521.2, 405.1: each token enters play at its controller's home or a Problem and
    is a Friend with the specified power and color; they count as P0's characters."""
    b = Board()
    event = b.add("test-TK2", 0, "hand")
    g = _game(b)
    answer(g, f"play|{event}|event")
    assert g.pending().kind == "area"
    assert keys(g) == ["home:0", "problem:0", "problem:1"]
    answer(g, "problem:1")
    answer(g, "home:0")
    made = _tokens(g)
    assert [g.card(i)["area"] for i in made] == ["problem:1", "home:0"]
    for iid in made:
        assert g.card(iid)["card"] == CRITTER and g.card(iid)["ctrl"] == 0
        assert power.power(g, iid) == 1 and power.colors(g, iid) == ("yellow",)
        assert iid in g.characters(0)
    assert "521.1" in rules_cited(g)
    assert g.s["players"][0]["tokens"] == 1  # the event cost 1


def test_token_that_leaves_play_ceases_to_exist():
    """521.3: a dismissed token goes to no zone at all; the discard pile stays empty."""
    b = Board()
    event = b.add("test-TK4", 0, "hand")
    g = _game(b)
    answer(g, f"play|{event}|event")
    answer(g, "home:0")
    (rock,) = _tokens(g)
    assert power.power(g, rock) == 3 and power.colors(g, rock) == ("orange",)
    discard_before = list(g.s["players"][0]["discard"])
    assert g.dismiss(rock) == 0
    assert rock not in g.s["cards"] and rock not in g.s["play"]
    assert g.s["players"][0]["discard"] == discard_before
    assert all(g.card(i)["card"] != rock for i in g.s["cards"])


def test_frightened_token_ceases_to_exist():
    """521.4: a token that becomes frightened ceases to exist instead."""
    b = Board()
    token = b.add(CRITTER, 0, "play", "problem:0", token=True)
    g = _game(b)
    g.frighten(token)
    assert token not in g.s["cards"]
    assert "521.4" in rules_cited(g)


def test_enter_play_trigger_may_make_pegasus_tokens_with_swift():
    """521.1, 706.1d: the Friend's enter-play trigger offers the tokens; they have Swift."""
    b = Board()
    b.players[0]["tokens"] = 3
    friend = b.add("test-TK1", 0, "hand")
    g = _game(b)
    answer(g, f"play|{friend}|home:0")
    while g.pending().kind == "priority" and not _tokens(g) and "yes" not in keys(g):
        answer(g, "pass")
    answer(g, "yes")
    for _ in range(3):
        answer(g, "home:0")
    made = _tokens(g)
    assert len(made) == 3
    assert all(power.has_keyword(g, i, "Swift") and g.card(i)["card"] == PEGASUS for i in made)


def test_enter_play_trigger_declined_makes_no_tokens():
    b = Board()
    b.players[0]["tokens"] = 3
    friend = b.add("test-TK1", 0, "hand")
    g = _game(b)
    answer(g, f"play|{friend}|home:0")
    while "no" not in keys(g):
        answer(g, "pass")
    answer(g, "no")
    assert _tokens(g) == []


def test_activated_ability_pays_and_exhausts_for_a_figment_token():
    """703.1d costs before "to", then 521.1 the token."""
    b = Board()
    b.players[0]["tokens"] = 2
    maker = b.add("test-TK3", 0, "play", "home:0")
    g = _game(b)
    answer(g, f"act|{maker}|0")
    answer(g, "problem:0")
    (figment,) = _tokens(g)
    assert g.card(maker)["exhausted"] and g.s["players"][0]["tokens"] == 0
    assert g.card(figment)["area"] == "problem:0" and power.power(g, figment) == 2
    assert f"act|{maker}|0" not in keys(g)  # exhausted and no tokens left


def test_board_state_with_a_token_round_trips_exactly():
    """docs/board-state-format.md: a token keeps its id and `token: true` through a file."""
    b = Board()
    event = b.add("test-TK2", 0, "hand")
    g = _game(b)
    answer(g, f"play|{event}|event")
    answer(g, "home:0")
    answer(g, "problem:0")
    doc = export_board(g)
    assert [c["card"] for c in doc["cards"] if c.get("token")] == [CRITTER, CRITTER]
    again = load_board(json.loads(json.dumps(doc)), token_library(), run=False)
    assert export_board(again) == doc
    assert digest(again.s) == digest(g.s)


@pytest.mark.parametrize(("change", "field"), [
    ({"zone": "hand", "area": None}, ".token"),
    ({"token": False}, ".token"),
    ({"token": "yes"}, ".token"),
])
def test_board_state_refuses_bad_tokens(change, field):
    """521.3: tokens exist only in play; a token Friend's record must say it is a token."""
    b = Board()
    b.add(CRITTER, 0, "play", "home:0", token=True)
    doc = b.doc()
    doc["cards"][-1].update(change)
    with pytest.raises(StateFormatError) as caught:
        load_board(doc, token_library())
    assert field in str(caught.value)


def test_board_state_refuses_malformed_token_ids():
    b = Board()
    b.add("token:x:yellow:Critter", 0, "play", "home:0", token=True)
    with pytest.raises(StateFormatError, match="unknown card"):
        load_board(b.doc(), token_library())


def test_token_copy_has_printed_information_only():
    """520.2: a token copy of a Friend is a token with that Friend's printed information;
    the +1 power counter on the original is not copied. Unique Friends are not offered."""
    b = Board()
    emerald = b.add("PR12", 0, "play", "problem:0", counters={"power": 1})
    unique = b.add("test-TK6", 0, "play", "home:0")
    other = b.add("PR20", 0, "play", "home:0")
    event = b.add("test-TK5", 0, "hand")
    g = _game(b)
    assert power.power(g, emerald) == 3
    answer(g, f"play|{event}|event")
    assert sorted(keys(g)) == sorted([f"card:{emerald}", f"card:{other}"])
    assert f"card:{unique}" not in keys(g)
    answer(g, f"card:{emerald}")
    answer(g, "home:0")
    (copy,) = _tokens(g)
    assert g.card(copy)["card"] == g.card(emerald)["card"] and g.card(copy)["counters"] == {}
    assert power.power(g, copy) == 2 and power.colors(g, copy) == ("blue",)
    assert "520.2" in rules_cited(g)
    g.retire(copy)
    assert copy not in g.s["cards"]  # 521.3 applies to copies too
    assert [g.card(i)["card"] for i in g.s["players"][0]["discard"]].count(g.card(emerald)["card"]) == 0


def test_token_copy_event_not_offered_without_a_friend_to_copy():
    """705.2: with only a Unique Friend there is nothing to copy, so the Event is not offered."""
    b = Board()
    b.add("test-TK6", 0, "play", "home:0")
    event = b.add("test-TK5", 0, "hand")
    g = _game(b)
    assert f"play|{event}|event" not in keys(g)


def test_end_of_turn_trigger_makes_a_rock_token_for_its_controller_only():
    """704 with 521.1: "At the end of your turn" triggers at the end of its controller's
    turn (P0's), not at the end of the opponent's."""
    b = Board()
    b.add("test-TK7", 0, "play", "home:0")
    g = _game(b)
    pass_until(g, kind="area")
    assert g.pending().player == 0 and g.s["turn_player"] == 0 and g.s["phase"] == "end"
    turn = g.s["turn"]
    answer(g, "problem:1")
    (rock,) = _tokens(g)
    assert g.card(rock)["area"] == "problem:1" and power.power(g, rock) == 3
    pass_until(g, phase="main")
    assert g.s["turn_player"] == 1
    pass_until(g, kind="area")
    assert g.s["turn"] == turn + 2 and g.s["turn_player"] == 0


def test_text_can_protect_a_players_token_friends():
    """521.2, 104.2: "Your token Friends can't be frightened" keeps P0's token in play; the
    opponent's token and P0's non-token Friend are not protected."""
    b = Board()
    b.add("test-TK9", 0, "play", "home:0")
    mine = b.add(CRITTER, 0, "play", "problem:0", token=True)
    theirs = b.add(CRITTER, 1, "play", "problem:0", token=True)
    pony = b.add("PR20", 0, "play", "problem:0")
    g = _game(b)
    for iid in (mine, theirs, pony):
        g.frighten(iid)
    assert g.card(mine)["zone"] == "play" and not g.card(mine)["frightened"]
    assert theirs not in g.s["cards"]
    assert g.card(pony)["frightened"]


@pytest.mark.parametrize("confronter", [0, 1])
def test_confronting_own_problem_may_make_a_token_but_not_the_opponents(confronter):
    """611.1, 704: "When you confront this Problem" triggers only for the Problem's
    controller (P0); P1 confronting it in their own turn gets nothing."""
    b = Board(problems=("test-TK10", "PR190"))
    b.cards[b.mane[confronter] - 1]["area"] = "problem:0"
    g = _game(b, turn_player=confronter, phase="score", step="confront")
    if confronter == 0:
        assert g.pending().kind == "may" and g.pending().player == 0
        answer(g, "yes")
        answer(g, "home:0")
        (critter,) = _tokens(g)
        assert g.card(critter)["ctrl"] == 0 and g.card(critter)["card"] == CRITTER
    else:
        assert g.s["players"][1]["score"] >= 1  # P1 did confront it
        assert g.pending().kind != "may" and "521.1" not in rules_cited(g)
        assert _tokens(g) == []
