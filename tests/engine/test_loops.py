"""Rule 802: loops of optional actions (802.2), of mandatory effects (802.3), breaking them (802.4).

No printed pair of cards the engine implements makes a loop of mandatory
effects, so those scenarios use a minimal engine-level construction: a test
card whose triggered ability ("when this card enters play, it leaves play and
enters play again", optionally gaining an action token) is given to the card
here, in the test, not recognised from printed text. The loop of optional
actions is made by two printed cards: two copies of Rainbow Dash, Weather
Leader (PR15, not Unique: "Main Phase: Exhaust this card to ready another one
of your cards.").
"""

from __future__ import annotations

import dataclasses

import pytest

from engine.core.errors import IllegalAnswer, StateFormatError
from engine.mlp.api import default_library
from engine.mlp.boardstate import export_board, load_board
from engine.mlp.effects import abilities
from engine.mlp.procedures import loops
from engine.mlp.procedures.loops import GROWING_FROM_WAVE, LOOP_MINIMUM
from engine.mlp.state.library import Ability, CardLibrary, token_id
from tests.engine.cardsource import theme_cards
from tests.engine.helpers import FILLER, Board, answer, keys, log_text

# ----- 802.2: two Rainbow Dash, Weather Leader ready each other --------------------------------


def _weather_leaders() -> tuple[Board, int, int]:
    b = Board()
    b.players[0] = {"tokens": 2}
    first = b.add("PR15", 0, "play", "home:0")
    second = b.add("PR15", 0, "play", "home:0", exhausted=True)
    return b, first, second


def test_802_2_after_a_full_iteration_the_player_chooses_a_number_then_cannot_continue():
    b, first, second = _weather_leaders()
    g = b.game(default_library())
    start = g.digest()
    answer(g, f"act|{first}|")            # Rainbow Dash #1 exhausts to ready #2
    assert g.card(first)["exhausted"] and not g.card(second)["exhausted"]
    assert g.pending().kind == "priority"
    answer(g, f"act|{second}|")           # #2 exhausts to ready #1: the position is back
    d = g.pending()
    assert d.kind == "number" and d.player == 0
    assert "802.2" in d.prompt
    answer_number(g, 1000)
    text = log_text(g)
    assert "802.2: P0 chooses 1,000 repetitions" in text
    assert "repeated 1,000 times" in text
    # the loop left the game as it was; P0 can't take the action that would continue it
    assert not g.card(first)["exhausted"] and g.card(second)["exhausted"]
    assert g.pending().kind == "priority" and g.pending().player == 0
    assert not [k for k in keys(g) if k.startswith(f"act|{first}|")]
    assert "pass" in keys(g)
    assert start != g.digest()  # the bar is part of the position (it is saved with it)


def test_802_2_the_bar_and_the_pending_number_survive_a_save_and_load():
    b, first, second = _weather_leaders()
    g = b.game(default_library())
    answer(g, f"act|{first}|")
    answer(g, f"act|{second}|")
    doc = export_board(g)
    assert doc["pending"]["kind"] == "number" and doc["stack"][-1]["op"] == "loop"
    again = load_board(doc, default_library())
    assert export_board(again) == doc
    answer_number(again, 3)
    assert not [k for k in keys(again) if k.startswith(f"act|{first}|")]


def test_802_4_a_player_breaks_the_loop_by_doing_something_else():
    b, first, second = _weather_leaders()
    g = b.game(default_library())
    answer(g, f"act|{first}|")
    # before a full iteration, P0 takes another action instead: no loop, no number
    answer(g, "draw")
    assert g.pending().kind == "priority"
    assert "802" not in "".join(rule for _, rule, _ in g.log)
    answer(g, f"act|{second}|")
    assert g.pending().kind == "priority"  # a new position: not back where anything started


def test_802_4_after_the_loop_ends_the_position_changes_and_the_bar_lifts():
    b, first, second = _weather_leaders()
    b.players[0] = {"tokens": 3}
    g = b.game(default_library())
    answer(g, f"act|{first}|")
    answer(g, f"act|{second}|")
    answer_number(g, 5)
    assert not [k for k in keys(g) if k.startswith(f"act|{first}|")]
    answer(g, "draw")  # P0 does something else: the loop is broken, play goes on
    assert [k for k in keys(g) if k.startswith(f"act|{first}|")]


def test_802_2_the_number_must_be_a_whole_number_in_range():
    b, first, second = _weather_leaders()
    g = b.game(default_library())
    answer(g, f"act|{first}|")
    answer(g, f"act|{second}|")
    for bad in ("number:-1", "number:x", "seven"):
        with pytest.raises(IllegalAnswer):
            g.submit([bad])


def answer_number(g, n: int) -> None:
    g.submit([f"number:{n}"])


# ----- 802.3: a card that re-enters play whenever it enters play -------------------------------

LOOPING_ID = "test-looping-friend"


def _test_flicker(g, f, ability):
    """The constructed mandatory effect: the card leaves play and enters play again."""
    src = f["src"]
    c = g.s["cards"].get(src)
    if c is None or c["zone"] != "play":
        return True
    area = c["area"]
    if ability.params.get("gain"):
        g.gain_tokens(f["ctrl"], 1, "test")
    if ability.params.get("token"):
        g.put_token(token_id(1, "yellow", "Critter"), f["ctrl"], area, "521.1")
    in_hand = g.relocate(src, "hand")
    new = g.relocate(in_hand, "play", area=area)
    g.emit_event("enter_play", {"card": new, "area": area, "player": c["ctrl"]})
    return True


abilities.RUNNERS.setdefault("test_flicker", _test_flicker)


def _looping_library(gain: bool, token: bool = False) -> CardLibrary:
    filler = next(c for c in theme_cards().values() if c.code == "PR20")
    looping = dataclasses.replace(filler, id=LOOPING_ID, number="T1", title="Looping Pony",
                                  subtitle="Test Card", text="")
    lib = CardLibrary([*theme_cards().values(), looping], version="test-loops")
    spec = lib.spec(LOOPING_ID)
    ability = Ability(kind="trigger", name="test_flicker", event="enter_play", params={"gain": gain, "token": token},
                      text="When this card enters play, it leaves play and enters play again.")
    spec.abilities = (ability,)
    spec.triggers = {"enter_play": [(0, ability)]}
    return lib


def _play_looping_card(gain: bool, token: bool = False):
    b = Board()
    b.players[0] = {"tokens": 3}
    card = b.add(LOOPING_ID, 0, "hand")
    g = b.game(_looping_library(gain, token))
    answer(g, f"play|{card}|home:0")
    return g


def test_802_3_a_loop_of_mandatory_effects_asks_its_controller_for_a_big_number():
    g = _play_looping_card(gain=False)
    d = g.pending()
    assert d.kind == "number" and d.player == 0 and "802.3" in d.prompt
    assert d.number_range() == (LOOP_MINIMUM, None)
    with pytest.raises(IllegalAnswer):
        g.submit([f"number:{LOOP_MINIMUM - 1}"])  # must be greater than 24,567,837
    g.submit([f"number:{LOOP_MINIMUM + 5}"])
    text = log_text(g)
    assert "repeated 24,567,843 times" in text
    assert "each repetition leaves the game as it was" in text
    assert "does not trigger this time: play proceeds" in text
    # play proceeds: the card is in play once, P0 has priority again
    assert g.pending().kind == "priority"
    looping = [i for i in g.s["play"] if g.s["cards"][i]["card"] == LOOPING_ID]
    assert len(looping) == 1 and not g.s["waiting"]


def test_802_3_a_loop_whose_repetitions_add_up_is_fast_forwarded():
    g = _play_looping_card(gain=True)
    tokens_after_paying = 3 - 1  # Looping Pony costs what Sweetie Sunrise costs (1)
    n = LOOP_MINIMUM + 100
    g.submit([f"number:{n}"])
    # every repetition gains one action token: exactly n of them were processed
    assert g.s["players"][0]["tokens"] == tokens_after_paying + n
    # the loop was recognised as the eleventh wave was taken: ten repetitions were made
    assert f"P0 gains {n - 10:,} action tokens" in log_text(g)


def test_802_3_the_loop_stops_in_a_saved_position_and_resumes():
    g = _play_looping_card(gain=True)
    doc = export_board(g)
    again = load_board(doc, _looping_library(gain=True))
    again.submit([f"number:{LOOP_MINIMUM}"])
    g.submit([f"number:{LOOP_MINIMUM}"])
    assert again.digest() == g.digest()


def test_802_2_the_other_player_in_the_loop_may_choose_a_smaller_number():
    """A loop in which both players took actions, written as a board state at the moment
    the loop was found: P0 chooses first, then P1 may choose a smaller number; the player
    who chose the smallest can't take their action that would continue the loop."""
    b, first, _second = _weather_leaders()
    loop = [["", 0, f"act|{first}|0"], ["", 1, "act|99|0"]]
    stack = [{"op": "turn", "step": 8},
             {"op": "window", "ctx": "main", "player": 0, "passes": 0, "had": True},
             {"op": "loop", "kind": "optional", "player": 0, "actors": [0, 1], "chosen": [], "loop": loop}]
    g = load_board(b.doc(stack=stack), default_library())
    assert g.pending().kind == "number" and g.pending().player == 0
    answer_number(g, 100)
    d = g.pending()
    assert d.kind == "number" and d.player == 1 and d.number_range() == (0, 99)
    with pytest.raises(IllegalAnswer):
        g.submit(["number:100"])  # not smaller
    answer_number(g, 7)
    text = log_text(g)
    assert "P1 chooses 7 repetitions" in text and "repeated 7 times" in text
    window = next(f for f in g.s["stack"] if f["op"] == "window")
    assert window["barred"] == [["", 1, "act|99|0"]]
    # P0 chose the larger number: their own action is not barred
    assert [k for k in keys(g) if k.startswith(f"act|{first}|")]


def test_802_2_the_other_player_may_keep_the_number():
    b, first, _second = _weather_leaders()
    loop = [["", 0, f"act|{first}|0"], ["", 1, "act|99|0"]]
    stack = [{"op": "turn", "step": 8},
             {"op": "window", "ctx": "main", "player": 0, "passes": 0, "had": True},
             {"op": "loop", "kind": "optional", "player": 0, "actors": [0, 1], "chosen": [], "loop": loop}]
    g = load_board(b.doc(stack=stack), default_library())
    answer_number(g, 3)
    answer(g, "keep")
    window = next(f for f in g.s["stack"] if f["op"] == "window")
    assert window["barred"] == [["", 0, f"act|{first}|0"]]
    assert not [k for k in keys(g) if k.startswith(f"act|{first}|")]


def test_802_a_loop_frame_missing_its_fields_is_refused_naming_the_field():
    b, _first, _second = _weather_leaders()
    stack = [{"op": "turn", "step": 8},
             {"op": "window", "ctx": "main", "player": 0, "passes": 0, "had": True},
             {"op": "loop", "kind": "optional", "player": 0, "chosen": [], "loop": []}]
    with pytest.raises(StateFormatError) as caught:
        load_board(b.doc(stack=stack), default_library())
    assert caught.value.field == "stack[2].actors"


def test_802_damaged_loop_bookkeeping_in_a_board_is_refused_naming_the_field():
    b, first, second = _weather_leaders()
    g = b.game(default_library())
    answer(g, f"act|{first}|")
    doc = export_board(g)
    window = next(n for n, f in enumerate(doc["stack"]) if f["op"] == "window")
    doc["stack"][window]["acts"][0] = ["x"]
    with pytest.raises(StateFormatError) as caught:
        load_board(doc, default_library())
    assert caught.value.field == f"stack[{window}].acts[0]"
    answer(g, f"act|{second}|")
    doc = export_board(g)
    doc["pending"]["context"]["number"]["min"] = -3
    with pytest.raises(StateFormatError) as caught:
        load_board(doc, default_library())
    assert caught.value.field == "pending.context.number.min"


def test_802_3_a_loop_that_leaves_more_on_the_board_each_time_ends_where_it_stands():
    """Each repetition also puts a Critter token into play: the position never comes back,
    but the same effect comes back wave after wave. The loop is recognised, its controller
    chooses the number, and since the repetitions can't all be made the loop ends there."""
    g = _play_looping_card(gain=False, token=True)
    d = g.pending()
    assert d.kind == "number" and d.player == 0 and d.number_range() == (LOOP_MINIMUM, None)
    tokens = sum(1 for i in g.s["play"] if g.s["cards"][i].get("token"))
    assert tokens >= GROWING_FROM_WAVE
    g.submit([f"number:{LOOP_MINIMUM}"])
    text = log_text(g)
    assert "can't be carried out, so the loop ends where it stands" in text
    assert "does not trigger this time: play proceeds" in text
    assert g.pending().kind == "priority"
    assert sum(1 for i in g.s["play"] if g.s["cards"][i].get("token")) == tokens


# ----- 802.2: a reaction used (or declined) can't make a loop ----------------------------------


def test_802_2_cn196_princess_luna_used_reaction_is_no_loop():
    """Princess Luna, Mare in the Moon (CN196): "Reaction: After the start of any phase, you
    may banish this card ...". Its "may" is the choice to activate it (512.4, 703.1): used,
    she is banished, and that occurrence of its condition has been answered (512.4c): no
    position came back (802.1) and no number is asked."""
    b = Board()
    luna = b.add("CN196", 0, "play", "home:0")
    g = b.game(default_library())
    answer(g, f"act|{luna}|")  # after the start of this Main Phase
    d = g.pending()
    assert d.kind == "priority" and d.player == 0
    assert "802" not in "".join(rule for _, rule, _ in g.log)
    assert not [k for k in keys(g) if k.startswith(f"act|{luna}|")]  # answered: not offered again


def test_802_2_ll4_princess_twilight_sparkle_revealing_a_hand_with_a_pair_is_still_a_loop():
    """Princess Twilight Sparkle, There's A Spell For That! (LL4): "Main Phase: Reveal your
    hand. If no two cards in your hand have the same name, turn this card over." With two
    cards of the same name in hand nothing changes and nothing is used up: the ability can be
    activated indefinitely, a real loop of optional actions (802.2)."""
    b = Board(manes=("LL4", "PR2"))
    b.add(FILLER, 0, "hand")
    b.add(FILLER, 0, "hand")
    g = b.game(default_library())
    twilight = b.mane[0]
    answer(g, f"act|{twilight}|")
    d = g.pending()
    assert d.kind == "number" and d.player == 0 and "802.2" in d.prompt
    answer_number(g, 2)
    assert not [k for k in keys(g) if k.startswith(f"act|{twilight}|")]


def test_802_2_ll4_one_repetition_is_said_as_one():
    """The player may choose 1 (802.2: any number); the log then reads "P0 chooses 1
    repetition of the loop" and "the loop is repeated 1 time", as a judge says it, not
    "1 repetitions" and "1 times"."""
    b = Board(manes=("LL4", "PR2"))
    b.add(FILLER, 0, "hand")
    b.add(FILLER, 0, "hand")
    g = b.game(default_library())
    answer(g, f"act|{b.mane[0]}|")
    answer_number(g, 1)
    text = log_text(g)
    assert "802.2: P0 chooses 1 repetition of the loop\n" in text
    assert "802.2: the loop is repeated 1 time; each repetition leaves the game as it was" in text


def test_802_cn52_the_card_holding_a_banished_card_beneath_it_is_part_of_the_position():
    """Two positions with the same cards everywhere, a banished card beneath CN52 Swan Song in
    one and beneath CN34 Fast Clip in the other, are different positions (Swan Song's power
    and what Fast Clip can spend differ): neither is the other come back (802.1)."""
    def holding(holder: str) -> str:
        b = Board()
        held = b.add("PR20", 0, "banished")
        for code in ("CN52", "CN34"):
            b.add(code, 0, "play", "problem:0", **({"beneath": [held]} if code == holder else {}))
        return loops.full_key(b.game(default_library()))

    assert holding("CN52") != holding("CN34")


def test_802_a_card_following_a_card_it_banished_until_it_leaves_play_is_part_of_the_position():
    """The same with a banished card followed ("until this card leaves play": it comes back
    as that card leaves play) by one card in play or by another."""
    def following(holder: int) -> str:
        b = Board()
        gone = b.add("PR36", 1, "banished")
        for n in range(2):
            b.add("CN52" if n else "CN34", 0, "play", "home:0",
                  **({"exiled": [[gone, "until"]]} if n == holder else {}))
        return loops.full_key(b.game(default_library()))

    assert following(0) != following(1)
