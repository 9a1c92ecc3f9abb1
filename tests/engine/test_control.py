"""Control and ownership (513) and the card text that changes control: each test is a
judge's board (shipped cards by code), the answers, and the result, naming its rules."""

from __future__ import annotations

import json
import re

import pytest

from engine.core import digest
from engine.core.errors import StateFormatError
from engine.mlp.api import default_library
from engine.mlp.boardstate import export_board, load_board
from engine.mlp.coverage import CARRIED_OUT, coverage
from engine.mlp.procedures import faceoff
from tests.engine.helpers import Board, answer, keys, log_text, pass_until, rules_cited, zone_codes

CONTROL_CARDS = ["CG92", "DE26", "DE47", "SB134", "AD32", "EO213", "MT43", "HM73", "HM33", "AD193", "LL95", "DE108",
                 "FF108", "LL137", "DE96", "CN156", "DE103",
                 "LL111", "CG132", "CG33", "MT115", "AD63", "LL90", "AD116"]


def _game(b: Board, **top):
    return b.game(default_library(), **top)


def _control_mods(g) -> list[dict]:
    return [m for m in g.s["mods"] if m["kind"] == "control"]


def _pass_turn(g) -> None:
    """Pass until the next turn's first decision."""
    turn = g.s["turn"]
    while g.s["turn"] == turn:
        d = g.pending()
        g.submit(["pass"] if d.kind == "priority" else d.option_keys()[:max(1, d.min)])


def _pink_board(tokens: int = 5) -> Board:
    """P0 with 4 pink power at home (Apple Brown Betty 3 + High Spirits 1) and tokens."""
    b = Board()
    b.players[0]["tokens"] = tokens
    b.add("PR36", 0, "play", "home:0")
    b.add("PR44", 0, "play", "home:0")
    return b


def test_control_change_wordings_are_implemented():
    rows = {row.code: row for row in coverage(default_library())}
    assert {code for code in CONTROL_CARDS if rows[code].status not in CARRIED_OUT} == set()
    # the text is recognised even where another part of the card is not (yet)
    for code in ("CG195", "AD38", "LL105"):
        assert not any("control" in u for u in rows[code].unsupported), code


def test_event_gains_control_until_the_end_of_the_score_phase():
    """513.2, 513.6, 611.3, 705.2: A Simple Mix-up gives P0 P1's Friend; it is one of P0's
    characters, so P0 has enough power to confront P1's Problem in the Score Phase; as the
    Score Phase ends P1 controls it again, logged with why (708.2)."""
    b = Board()
    b.players[0]["tokens"] = 4
    b.add("PR36", 0, "play", "problem:1")
    b.add("PR44", 0, "play", "home:0")
    emerald = b.add("PR12", 1, "play", "problem:1")
    event = b.add("CG92", 0, "hand")
    g = _game(b)
    answer(g, f"play|{event}|event")
    assert g.card(emerald)["ctrl"] == 0 and g.card(emerald)["owner"] == 1
    assert emerald in g.characters(0) and emerald not in g.characters(1)
    assert [(m["target"], m["to"], m["until"], m["ctrl"]) for m in _control_mods(g)] == [(emerald, 0, "score", 0)]
    _pass_turn(g)
    assert g.card(emerald)["ctrl"] == 1 and _control_mods(g) == []
    assert g.card(emerald)["area"] == "problem:1"
    text = [f"{r} {t}" for _, r, t in g.log]
    confronted = next(i for i, t in enumerate(text) if t.startswith("611.4 P0 scores"))
    returned = text.index(f"708.2 P1 controls {g.name(emerald)} again: P0's control of it ends with the Score Phase "
                          "(by the text of A Simple Mix-up)")
    next_turn = next(i for i, t in enumerate(text) if t.startswith("602 Turn 4"))
    assert confronted < returned < next_turn


def test_uniqueness_gained_by_an_event_is_repaired_before_the_event_goes_to_the_discard_pile():
    """516.1, 516.2, 516.3, 705.2f: A Simple Mix-up gives P0 P1's Plaid Stripes while P0
    has their own: uniqueness is checked continuously, so the game pauses for P0 to choose
    which one the game dismisses as the control changes, while the Event is still being
    processed; only then is the Event put into its owner's discard pile."""
    b = _pink_board()
    mine = b.add("DE45", 0, "play", "home:0")
    theirs = b.add("DE45", 1, "play", "problem:1")
    event = b.add("CG92", 0, "hand")
    g = _game(b)
    answer(g, f"play|{event}|event")
    assert g.pending().kind == "uniqueness" and set(keys(g)) == {f"card:{mine}", f"card:{theirs}"}
    assert not any("discard pile" in t for _, _, t in g.log)
    answer(g, f"card:{mine}")
    text = [f"{r} {t}" for _, r, t in g.log]
    dismissed = next(i for i, t in enumerate(text) if t.startswith("516.2") and "Plaid Stripes" in t)
    discarded = next(i for i, t in enumerate(text) if t.startswith("304.2 A Simple Mix-up #")
                     and t.endswith(" is put into P0's discard pile"))
    assert dismissed < discarded
    assert g.card(theirs)["ctrl"] == 0 and g.card(theirs)["zone"] == "play"


def test_gained_character_at_its_former_controllers_home_goes_to_the_new_home_and_back():
    """511.5, 506.2: a character at the home of a player who no longer controls it is sent
    to its controller's home in Pre-Priority Processing, when control is gained and again
    when it returns."""
    b = _pink_board()
    emerald = b.add("PR12", 1, "play", "home:1")
    event = b.add("CG92", 0, "hand")
    g = _game(b)
    answer(g, f"play|{event}|event")
    assert g.card(emerald)["area"] == "home:0" and "511.5" in rules_cited(g)
    _pass_turn(g)
    assert g.card(emerald)["ctrl"] == 1 and g.card(emerald)["area"] == "home:1"


def test_new_controller_may_move_it_and_the_owner_may_not():
    """513.2, 609.2b: moving is for the player who controls the character."""
    b = Board()
    b.players[0]["tokens"] = 4
    emerald = b.add("PR12", 1, "play", "problem:1")
    b.top["mods"] = [{"kind": "control", "target": emerald, "to": 0, "amount": 0, "color": "",
                      "until": "turn", "ctrl": 0, "src": 0, "ts": 1}]
    g = _game(b)
    assert f"move|{emerald}|home:0" in keys(g) and f"move|{emerald}|problem:0" in keys(g)
    answer(g, f"move|{emerald}|problem:0")
    assert g.card(emerald)["area"] == "problem:0"


def test_gained_card_that_leaves_play_goes_to_its_owners_discard_pile():
    """410.1, 410.6: a dismissed card goes to its owner's discard pile and the control
    change ends with it."""
    b = Board()
    emerald = b.add("PR12", 1, "play", "problem:1", ctrl=0)
    g = _game(b)
    assert g.card(emerald)["ctrl"] == 0
    new = g.dismiss(emerald)
    assert new in g.s["players"][1]["discard"] and g.card(new)["ctrl"] == 1
    assert _control_mods(g) == []


def test_frightened_gained_friend_returns_to_its_owner():
    """504.1, 505.3: a frightened card is turned face down and becomes a different card, so
    the control change ends, logged so; at a Problem it stays there under its owner's control."""
    b = Board()
    emerald = b.add("PR12", 1, "play", "problem:0", ctrl=0)
    g = _game(b)
    g.frighten(emerald)
    assert g.card(emerald)["ctrl"] == 1 and g.card(emerald)["area"] == "problem:0"
    assert _control_mods(g) == [] and "505.3" in rules_cited(g)
    assert f"505.3: P1 controls {g.name(emerald)} again: P0's control of it ends as it becomes frightened" \
        in log_text(g).splitlines()


def test_board_state_with_a_control_change_round_trips_exactly():
    """The control change, its duration and its source load and export unchanged."""
    b = _pink_board()
    b.add("PR12", 1, "play", "problem:1")
    event = b.add("CG92", 0, "hand")
    g = _game(b)
    answer(g, f"play|{event}|event")
    doc = export_board(g)
    assert [m["until"] for m in doc["mods"] if m["kind"] == "control"] == ["score"]
    again = load_board(json.loads(json.dumps(doc)), default_library())
    assert export_board(again) == doc and digest(again.s) == digest(g.s)


def test_hand_written_controller_is_an_indefinite_control_change():
    """A hand-written card in play with `ctrl` different from `owner` and no control change
    gets one lasting indefinitely, so the file says how long control lasts."""
    b = Board()
    emerald = b.add("PR12", 1, "play", "problem:1", ctrl=0)
    g = _game(b)
    (mod,) = _control_mods(g)
    assert (mod["target"], mod["to"], mod["until"]) == (emerald, 0, "indefinite")


@pytest.mark.parametrize(("mods", "card_ctrl", "field"), [
    ([{"target": 99, "to": 0}], None, "mods[0].target"),
    ([{"to": 2}], None, "mods[0].to"),
    ([{"to": 0, "until": "forever"}], None, "mods[0].until"),
    ([{"to": 0}], 1, ".ctrl"),
    ([{"to": 0, "kind": "power"}], None, "mods[0].to"),
    ([{"to": 0}], None, None),
])
def test_board_state_checks_control_changes(mods, card_ctrl, field):
    """Each control change names a card in play, a player and a known duration, and the
    card's `ctrl` must agree with the latest one; errors name the field."""
    b = Board()
    emerald = b.add("PR12", 1, "play", "problem:1")
    if card_ctrl is not None:
        b.cards[-1]["ctrl"] = card_ctrl
    b.top["mods"] = [{"kind": "control", "target": emerald, "amount": 0, "color": "", "until": "turn",
                      "ctrl": 0, "src": 0, "ts": 1, **m} for m in mods]
    if field is None:
        assert _game(b).card(emerald)["ctrl"] == 0
        return
    with pytest.raises(StateFormatError) as caught:
        load_board(b.doc(), default_library())
    assert field in str(caught.value)
    if field == ".ctrl":
        assert f"cards[{len(b.cards) - 1}].ctrl" in str(caught.value)


def test_board_state_refuses_a_controller_outside_play():
    """513.2: only cards in play have a controller other than their owner."""
    b = Board()
    b.add("PR12", 1, "hand", ctrl=0)
    with pytest.raises(StateFormatError, match=rf"cards\[{len(b.cards) - 1}\]\.ctrl"):
        load_board(b.doc(), default_library())


def test_retire_to_gain_control_indefinitely_mt43():
    """508.1, 410.2, 513.2: Method Mares pays 2 and is retired (to its owner's discard pile);
    control of the opposing Friend does not end."""
    b = Board()
    b.players[0]["tokens"] = 3
    mares = b.add("MT43", 0, "play", "home:0")
    emerald = b.add("PR12", 1, "play", "problem:1")
    g = _game(b)
    answer(g, f"act|{mares}|0")
    assert mares not in g.s["cards"] and g.s["players"][0]["tokens"] == 1
    assert g.card(emerald)["ctrl"] == 0
    assert [m["until"] for m in _control_mods(g)] == ["indefinite"]
    _pass_turn(g)
    assert g.s["turn_player"] == 1 and g.card(emerald)["ctrl"] == 0


def test_power_limit_reads_the_retired_cards_last_power_hm73():
    """410.6a: "this card's power" after it is retired as a cost is its last power in play
    (2); only Friends here with that much power or less are offered."""
    b = Board()
    b.players[0]["tokens"] = 3
    davenport = b.add("HM73", 0, "play", "problem:1")
    small = b.add("PR12", 1, "play", "problem:1")
    b.add("PR31", 1, "play", "problem:1")  # 4 power: too strong
    b.add("PR20", 1, "play", "problem:0")  # not here
    g = _game(b)
    answer(g, f"act|{davenport}|0")
    assert g.card(small)["ctrl"] == 0 and davenport not in g.s["cards"]


def test_davenport_low_low_prices_offers_no_friend_its_player_controls_hm73():
    """HM73 prints "gain control of a Friend here", not "an opponent's": the player's own Friends
    there fit the words, but gaining control of a Friend one controls already changes nothing
    (513.2), and players can't choose to do what can't be done (705.2e). So the ability is not
    offered while only the player's own Friends are there, and with an opposing one there too
    that one is taken (no question)."""
    b = Board()
    b.players[0]["tokens"] = 3
    davenport = b.add("HM73", 0, "play", "problem:1")
    mine = b.add("PR20", 0, "play", "problem:1")  # 1 power: fits "power less than or equal"
    g = _game(b)
    assert f"act|{davenport}|0" not in keys(g)
    theirs = b.add("PR12", 1, "play", "problem:1")
    g = _game(b)
    answer(g, f"act|{davenport}|0")
    assert g.pending().kind == "priority" and g.card(theirs)["ctrl"] == 0 and g.card(mine)["ctrl"] == 0


def test_banish_from_hand_and_retire_until_end_of_turn_hm33():
    """508.1, 410.5: Sonata Dusk's costs (a card from hand banished, the card retired) are
    paid; the opposing Friend there is P0's until the end of the turn (616.4)."""
    b = Board()
    sonata = b.add("HM33", 0, "play", "problem:1")
    emerald = b.add("PR12", 1, "play", "problem:1")
    b.add("PR20", 1, "play", "problem:0")
    banished = b.add("PR20", 0, "hand")
    b.add("PR44", 0, "hand")
    g = _game(b)
    answer(g, f"act|{sonata}|0")
    answer(g, f"card:{banished}")
    assert len(g.s["players"][0]["banished"]) == 1
    assert g.card(emerald)["ctrl"] == 0
    _pass_turn(g)
    assert g.s["turn_player"] == 1 and g.card(emerald)["ctrl"] == 1


def test_mane_gains_control_and_turns_over_ad193():
    """301.2, 513.2: Queen Chrysalis pays 3, takes an opposing Friend and turns over."""
    b = Board(manes=("AD193", "PR2"))
    b.players[0]["tokens"] = 3
    emerald = b.add("PR12", 1, "play", "problem:1")
    g = _game(b)
    answer(g, f"act|{b.mane[0]}|0")
    assert g.card(emerald)["ctrl"] == 0 and g.card(b.mane[0])["boosted"]


def test_regain_control_of_a_friend_you_own_ll111():
    """513.1, 513.2, 711.3: Journal of Friendship makes P0 control their own Friend again;
    the newer control change wins over P1's."""
    b = Board()
    journal = b.add("LL111", 0, "play", "home:0")
    mine = b.add("PR12", 0, "play", "problem:1", ctrl=1)
    b.add("PR20", 1, "play", "problem:1")  # P1's own Friend is not offered
    g = _game(b)
    assert g.card(mine)["ctrl"] == 1
    answer(g, f"act|{journal}|1")
    assert g.card(mine)["ctrl"] == 0 and g.card(journal)["exhausted"]


def test_resource_swap_hands_this_card_over_cg132():
    """513.2: Fake Crystal Heart takes an opponent's non-attachment Resource and P1 gains
    control of the Heart; both stay where they are (511.5 moves only characters)."""
    b = Board()
    heart = b.add("CG132", 0, "play", "home:0")
    theirs = b.add("CG132", 1, "play", "home:1")
    g = _game(b)
    answer(g, f"act|{heart}|1")
    assert g.card(theirs)["ctrl"] == 0 and g.card(heart)["ctrl"] == 1
    assert g.card(theirs)["area"] == "home:1" and g.card(heart)["area"] == "home:0"


def test_faceoff_start_may_pay_to_take_a_friend_into_the_faceoff_cg33():
    """514.2d, 513.2: at the start of P0's Troublemaker faceoff Berry Punch may exhaust and pay
    1 to gain control of P1's Friend there; it becomes involved on P0's side until the end
    of the faceoff and then returns to P1."""
    b = Board()
    berry = b.add("CG33", 0, "play", "problem:1")
    emerald = b.add("PR12", 1, "play", "problem:1")
    tm = b.add("PR157", 1, "play", "problem:1")
    g = _game(b, phase="troublemaker", step="challenge")
    answer(g, f"challenge:{tm}")
    assert g.pending().kind == "may" and g.pending().player == 0
    answer(g, "yes")
    assert g.card(emerald)["ctrl"] == 0 and g.card(berry)["exhausted"]
    assert g.s["players"][0]["tokens"] == 1
    assert emerald in faceoff.involved(g, 0)
    pass_until(g, phase="main")
    assert g.card(emerald)["ctrl"] == 1 and g.s["faceoff"] is None


def test_troublemaker_takes_a_challengers_friend_out_of_the_faceoff_mt115():
    """514.2d: Queen Chrysalis (P1's Troublemaker) gains control of P0's Friend at the start
    of the faceoff; P0 no longer controls it, so it is not involved for the challenger."""
    b = Board()
    big = b.add("PR31", 0, "play", "problem:1")
    b.add("PR20", 0, "play", "problem:1")
    tm = b.add("MT115", 1, "play", "problem:1")
    g = _game(b, phase="troublemaker", step="challenge")
    answer(g, f"challenge:{tm}")
    assert g.pending().player == 1 and g.pending().kind == "may"
    answer(g, f"card:{big}")  # (one question: the Friend, or "Don't")
    pass_until(g, phase="main")
    # Full Steam (4) did not add to P0's total: 1 (Sweetie Sunrise) + 1 flipped
    assert "Power totals: P0 2, P1 6" in [t for _, r, t in g.log if r == "514.4"]
    assert g.card(big)["ctrl"] == 0  # the faceoff is over


def test_chaos_flip_takes_an_involved_friend_ad32():
    """Glossary Chaos, 513.2: P1 challenges P0's Troublemaker; P0 flips Hoops and gains
    control of P1's involved Friend until the end of the faceoff."""
    b = Board()
    emerald = b.add("PR12", 1, "play", "problem:0")
    tm = b.add("PR157", 0, "play", "problem:0")
    b.deck_top("AD32", 0)
    g = _game(b, turn_player=1, phase="troublemaker", step="challenge")
    answer(g, f"challenge:{tm}")
    pass_until(g, phase="main")
    assert "Glossary: Chaos" in rules_cited(g)
    taken = [t for _, r, t in g.log if r == "513.2" and "now controls" in t]
    assert taken[0].startswith("P0 now controls Emerald Green")
    assert g.card(emerald)["ctrl"] == 1  # back at the end of the faceoff


def test_enters_play_at_a_problem_takes_a_friend_there_ad32():
    """706.1, 513.2: Hoops entering play at a Problem gains control of an opposing Friend
    there until the end of the Score Phase; played at home it takes nothing."""
    b = _pink_board(tokens=6)
    emerald = b.add("PR12", 1, "play", "problem:1")
    hoops = b.add("AD32", 0, "hand")
    g = _game(b)
    answer(g, f"play|{hoops}|problem:1")
    assert g.card(emerald)["ctrl"] == 0
    assert [m["until"] for m in _control_mods(g)] == ["score"]
    b2 = _pink_board(tokens=6)
    b2.add("PR12", 1, "play", "problem:1")
    hoops = b2.add("AD32", 0, "hand")
    g2 = _game(b2)
    answer(g2, f"play|{hoops}|home:0")
    assert _control_mods(g2) == []


def test_control_until_this_card_leaves_play_eo213():
    """513.2: Sugar Belle's control change lasts while she is in play; when she is
    dismissed it ends and P1 controls their Friend again, logged with why."""
    b = Board()
    b.players[0]["tokens"] = 3
    b.add("PR36", 0, "play", "home:0")
    b.add("PR79", 0, "play", "home:0")
    b.add("PR76", 0, "play", "home:0")
    emerald = b.add("PR12", 1, "play", "problem:1")
    belle = b.add("EO213", 0, "hand")
    g = _game(b)
    answer(g, f"play|{belle}|problem:0")
    assert g.card(emerald)["ctrl"] == 0
    (mod,) = _control_mods(g)
    new_belle = next(i for i in g.s["play"] if g.card(i)["card"] == g.lib.find("EO213").id)
    assert mod["until"] == f"while:{new_belle}"
    belle_name = g.name(new_belle)
    g.dismiss(new_belle)
    assert g.card(emerald)["ctrl"] == 1 and _control_mods(g) == []
    assert f"513.2: P1 controls {g.name(emerald)} again: P0's control of it ends as {belle_name} leaves play " \
           f"(by the text of {belle_name})" in log_text(g).splitlines()


@pytest.mark.parametrize(("code", "until", "n"), [("DE26", "score", 1), ("DE47", "indefinite", 1),
                                                   ("SB134", "score", 2)])
def test_friend_entering_play_gains_control(code, until, n):
    """706.1, 513.2: "when this card enters play" / "when you play this card", one opposing
    Friend (or each) for the stated duration."""
    b = Board()
    b.players[0]["tokens"] = 6
    for card in ("PR36", "PR36", "PR79"):
        b.add(card, 0, "play", "home:0")
    first = b.add("PR12", 1, "play", "problem:1")
    second = b.add("PR20", 1, "play", "home:1")
    friend = b.add(code, 0, "hand")
    g = _game(b)
    answer(g, f"play|{friend}|home:0")
    if g.pending().kind == "target":
        answer(g, f"card:{first}")
    taken = [i for i in (first, second) if g.card(i)["ctrl"] == 0]
    assert len(taken) == n and all(m["until"] == until for m in _control_mods(g))


def test_opponent_losing_a_troublemaker_faceoff_here_loses_a_friend_ad63():
    """514.5b, 513.2: P1 challenges P0's Troublemaker at Steven Magnet's Problem and loses;
    P0 gains control of one of P1's Friends involved in that faceoff, even the one P1 had
    to send home."""
    b = Board()
    b.add("AD63", 0, "play", "problem:0")
    emerald = b.add("PR12", 1, "play", "problem:0")
    tm = b.add("PR157", 0, "play", "problem:0")
    g = _game(b, turn_player=1, phase="troublemaker", step="challenge")
    answer(g, f"challenge:{tm}")
    pass_until(g, phase="main")
    assert "514.5b" in rules_cited(g)
    assert g.card(emerald)["ctrl"] == 0 and g.card(emerald)["area"] == "home:0"


def test_exchange_control_chosen_by_you_ll90():
    """513.2: Cutie Mark Swap exchanges P0's Friend and an opposing Friend until the end of
    the Score Phase; both return afterwards."""
    b = _pink_board()
    mine = b.add("PR20", 0, "play", "problem:0")
    theirs = b.add("PR12", 1, "play", "problem:1")
    event = b.add("LL90", 0, "hand")
    g = _game(b)
    answer(g, f"play|{event}|event")
    answer(g, f"card:{mine}")
    assert g.card(mine)["ctrl"] == 1 and g.card(theirs)["ctrl"] == 0
    _pass_turn(g)
    assert g.card(mine)["ctrl"] == 0 and g.card(theirs)["ctrl"] == 1


def test_exchange_where_the_opponent_chooses_at_that_problem_ad116():
    """513.5: The Old Switcheroo: P0 chooses a Friend at a Problem, P1 chooses one of theirs
    at that Problem; P1's Friend elsewhere is not offered."""
    b = _pink_board()
    mine = b.add("PR20", 0, "play", "problem:1")
    theirs = b.add("PR12", 1, "play", "problem:1")
    b.add("PR33", 1, "play", "problem:1")
    away = b.add("PR31", 1, "play", "problem:0")
    event = b.add("AD116", 0, "hand")
    g = _game(b)
    answer(g, f"play|{event}|event")
    assert g.pending().player == 1 and f"card:{away}" not in keys(g)
    answer(g, f"card:{theirs}")
    assert g.card(mine)["ctrl"] == 1 and g.card(theirs)["ctrl"] == 0


def test_card_that_hands_itself_over_ad38():
    """513.2, 511.5: Screwball entering play gives itself to the opponent and is sent to
    their home."""
    b = Board()
    b.players[0]["tokens"] = 3
    b.add("PR36", 0, "play", "home:0")
    screwball = b.add("AD38", 0, "hand")
    g = _game(b)
    answer(g, f"play|{screwball}|home:0")
    (new,) = [i for i in g.s["play"] if g.card(i)["card"] == g.lib.find("AD38").id]
    assert g.card(new)["ctrl"] == 1 and g.card(new)["owner"] == 0 and g.card(new)["area"] == "home:1"


def test_faceoff_winner_takes_the_crown_ll105():
    """513.2: "When a player wins a faceoff, that player gains control of this card."""
    b = Board()
    crown = b.add("LL105", 1, "play", "home:1")
    b.add("PR31", 0, "play", "problem:1")
    tm = b.add("PR157", 1, "play", "problem:1")
    b.deck_top("PR31", 0)
    g = _game(b, phase="troublemaker", step="challenge")
    answer(g, f"challenge:{tm}")
    pass_until(g, phase="main")
    assert g.s["players"][0]["score"] >= 1
    assert g.card(crown)["ctrl"] == 0 and g.card(crown)["owner"] == 1
    # the lasting control change names the card whose text makes it
    assert f"513.2: P0 now controls {g.name(crown)} (by the text of {g.name(crown)})" in log_text(g).splitlines()


def _hypnotized_by_fear() -> tuple:
    """P0 plays LL95 Hypnotized by Fear and gains control of P1's Friend at P1's Problem
    through the Score Phase: the game after the play, and that Friend."""
    b = Board()
    b.players[0]["tokens"] = 4
    for card in ("PR60", "PR54", "PR79", "PR76"):  # 3 purple and 3 white power
        b.add(card, 0, "play", "home:0")
    emerald = b.add("PR12", 1, "play", "problem:1")
    event = b.add("LL95", 0, "hand")
    g = _game(b)
    answer(g, f"play|{event}|event")
    return g, emerald


def test_gained_friend_goes_on_top_of_its_owners_deck_after_the_score_phase_ll95():
    """513.2, 410.6: Hypnotized by Fear: P0 controls P1's Friend through the Score Phase; as
    it ends the Friend is put on top of its owner's (P1's) deck."""
    g, emerald = _hypnotized_by_fear()
    assert g.card(emerald)["ctrl"] == 0
    _pass_turn(g)
    assert emerald not in g.s["cards"]
    assert any(r == "712" and "put on top of its owner's deck" in t for _, r, t in g.log)
    # P1 drew it again at the start of their turn (605.1): it was the top card
    assert [g.card(i)["card"] for i in g.s["players"][1]["hand"]] == [g.lib.find("PR12").id]


def test_ll95_friend_frightened_before_the_score_phase_ends_stays_in_play():
    """505.3, 410.6: P1's Friend that Hypnotized by Fear gave P0 is frightened: turned face down
    it is a different card, back under P1's control, and "put that Friend on top of its owner's
    deck" at the end of P0's Score Phase no longer finds it: it stays at its Problem."""
    g, emerald = _hypnotized_by_fear()
    g.frighten(emerald)
    assert g.card(emerald)["ctrl"] == 1
    _pass_turn(g)
    assert g.card(emerald)["zone"] == "play" and g.card(emerald)["area"] == "problem:1"
    assert "put on top of its owner's deck" not in " ".join(t for _, _, t in g.log)


@pytest.mark.parametrize("discard", [True, False])
def test_discard_to_take_the_troublemaker_instead_de108(discard):
    """710.1: Turning Point dismisses an opposing Troublemaker unless P0 discards a card, in
    which case P0 gains control of it instead."""
    b = Board()
    b.players[0]["tokens"] = 3
    b.add("PR81", 0, "play", "home:0")  # 3 yellow power
    b.add("PR86", 0, "play", "home:0")
    tm = b.add("PR157", 1, "play", "problem:0")
    spare = b.add("PR20", 0, "hand")
    event = b.add("DE108", 0, "hand")
    g = _game(b)
    answer(g, f"play|{event}|event")
    answer(g, f"card:{spare}" if discard else "none")
    if discard:
        assert g.card(tm)["ctrl"] == 0 and len(g.s["players"][0]["discard"]) == 2
    else:
        assert tm not in g.s["cards"] and len(g.s["players"][1]["discard"]) == 1


def test_exchange_this_resource_and_it_skips_a_ready_phase_ff108():
    """513.2, 603.1: Mistmane's Flower and P1's Resource change controllers; the Flower,
    exhausted as the cost, stays exhausted through P1's next Ready Phase."""
    b = Board()
    b.players[0]["tokens"] = 3
    flower = b.add("FF108", 0, "play", "home:0")
    heart = b.add("CG132", 1, "play", "home:1")
    g = _game(b)
    answer(g, f"act|{flower}|1")
    assert g.card(flower)["ctrl"] == 1 and g.card(heart)["ctrl"] == 0
    _pass_turn(g)
    assert g.s["turn_player"] == 1 and g.card(flower)["exhausted"]
    assert "no_ready:1" not in g.s["flags"]


@pytest.mark.parametrize(("already", "scores"), [(1, True), (0, False)])
def test_give_a_card_away_and_score_ll137(already, scores):
    """513.2: Rarity exhausts one of P0's non-token Friends and P1 gains control of it; P0
    scores when P1 then controls 2 non-token cards P0 owns."""
    b = Board()
    rarity = b.add("LL137", 0, "play", "home:0")
    gift = b.add("PR12", 0, "play", "problem:1")
    for _ in range(already):
        b.add("PR20", 0, "play", "problem:1", ctrl=1)
    g = _game(b)
    answer(g, f"act|{rarity}|0")  # the only card P0 could exhaust is chosen without asking
    assert g.card(gift)["ctrl"] == 1 and g.card(gift)["exhausted"]
    assert g.s["players"][0]["score"] == (1 if scores else 0)


def _rarity_gives_away_a_second_plaid_stripes():
    """Rarity, Throw Me A Bone, Dear gives P1 P0's Plaid Stripes (Unique) while P1 controls
    their own, and P1 already controls one non-token Friend P0 owns: "Then, if that opponent
    controls 2 or more ..." is the text's next instruction."""
    b = Board()
    rarity = b.add("LL137", 0, "play", "home:0")
    gift = b.add("DE45", 0, "play", "home:0")
    theirs = b.add("DE45", 1, "play", "problem:1")
    b.add("PR20", 0, "play", "problem:1", ctrl=1)
    g = _game(b)
    answer(g, f"act|{rarity}|0")  # Plaid Stripes is the only card P0 could exhaust
    return g, gift, theirs


@pytest.mark.parametrize(("dismissed", "scores"), [("gift", 0), ("theirs", 1)])
def test_rarity_ll137_counts_after_the_uniqueness_her_gift_makes_is_repaired(dismissed, scores):
    """516.1, 516.2, 705.2e: uniqueness is checked continuously, between a text's
    instructions too: once P1 controls two Plaid Stripes the game pauses, P1 (who controls
    both) chooses which one goes, and only then does Rarity's "Then" count the cards P0 owns
    that P1 controls. The gift dismissed, P1 holds one card of P0's: no point."""
    g, gift, theirs = _rarity_gives_away_a_second_plaid_stripes()
    decision = g.pending()
    assert decision.kind == "uniqueness" and decision.player == 1
    assert set(keys(g)) == {f"card:{gift}", f"card:{theirs}"}
    assert g.s["players"][0]["score"] == 0  # not counted yet
    answer(g, f"card:{gift if dismissed == 'gift' else theirs}")
    assert g.s["players"][0]["score"] == scores
    assert zone_codes(g, 0, "discard") == (["DE45"] if dismissed == "gift" else [])


def test_the_uniqueness_question_and_its_line_name_the_unique_card_and_why():
    """516.2, 516.3: a judge reads which card is Unique and who controls two, not the rule
    alone: the question leads with the card's name, as every question does, and the line of
    the card dismissed says why it went."""
    g, gift, _ = _rarity_gives_away_a_second_plaid_stripes()
    plaid, named = g.spec(gift).name, g.name(gift)
    assert g.pending().prompt == (f"{plaid}: P1 controls two {plaid} (Unique, 516.3): "
                                  "choose which one to dismiss (516.2)")
    answer(g, f"card:{gift}")
    assert log_text(g, numbers_now=False).endswith(f"516.2: {named} is dismissed to P0's discard pile: "
                                f"P1 controlled two {plaid} (Unique, 516.3)")


def test_rarity_ll137_uniqueness_question_mid_text_saves_and_loads():
    """The position asking P1 which Plaid Stripes goes, in the middle of Rarity's text, loads
    back exactly and goes on to the "Then" count as the game itself does."""
    g, gift, _ = _rarity_gives_away_a_second_plaid_stripes()
    doc = export_board(g)
    again = load_board(json.loads(json.dumps(doc)), default_library())
    assert export_board(again) == doc and again.pending().kind == "uniqueness"
    for game in (g, again):
        answer(game, f"card:{gift}")
    assert digest(again.s) == digest(g.s) and again.s["players"][0]["score"] == 0


def test_choose_one_gains_a_troublemaker_until_the_end_of_the_turn_de96():
    """705.2, 513.2: Friends Are Always There: P0 chooses the Troublemaker mode; control of
    P1's Troublemaker lasts until the end of the turn."""
    b = Board()
    b.players[0]["tokens"] = 3
    b.add("PR81", 0, "play", "home:0")  # 3 yellow power
    b.add("PR86", 0, "play", "home:0")
    tm = b.add("PR157", 1, "play", "problem:0")
    event = b.add("DE96", 0, "hand")
    g = _game(b)
    answer(g, f"play|{event}|event")
    assert g.pending().kind == "mode" and keys(g) == ["troublemaker", "tokens"]  # no Resource in play
    answer(g, "troublemaker")
    assert g.card(tm)["ctrl"] == 0
    _pass_turn(g)
    assert g.card(tm)["ctrl"] == 1


def test_troublemaker_dismisses_a_friend_and_goes_to_its_controller_cn156():
    """104.1, 513.2: Princess Mi Amore Cadenza pays 4, dismisses P1's Friend and is sent to
    P1's home, where P1 controls it (the card overrides 506.2/506.2a)."""
    b = Board()
    b.players[0]["tokens"] = 5
    cadenza = b.add("CN156", 0, "play", "problem:1")
    emerald = b.add("PR12", 1, "play", "problem:0")
    g = _game(b)
    answer(g, f"act|{cadenza}|0")
    assert emerald not in g.s["cards"] and len(g.s["players"][1]["discard"]) == 1
    assert g.card(cadenza)["area"] == "home:1" and g.card(cadenza)["ctrl"] == 1
    assert g.s["players"][0]["tokens"] == 1 and "104.1" in rules_cited(g)


@pytest.mark.parametrize("mode", ["control", "confront", "draw"])
def test_choose_one_of_three_de103(mode):
    """705.2, 513.2, 611.3: Pinkie's Present: gain control of an opposing Friend until the end
    of the Score Phase, or P1 needs +2 power to confront Problems until P0's next turn, or
    draw 4 cards."""
    from engine.mlp.values import power

    b = _pink_board()
    emerald = b.add("PR12", 1, "play", "problem:1")
    event = b.add("DE103", 0, "hand")
    g = _game(b)
    before = power.requirements(g, 1, "problem:1")
    hand = len(g.s["players"][0]["hand"])
    answer(g, f"play|{event}|event")
    assert keys(g) == ["draw", "confront", "control"]
    answer(g, mode)
    if mode == "control":
        assert g.card(emerald)["ctrl"] == 0
    elif mode == "draw":
        assert len(g.s["players"][0]["hand"]) == hand - 1 + 4
    else:
        after = power.requirements(g, 1, "problem:1")
        assert sum(a for *_, a in after) == sum(a for *_, a in before) + 2
        # the log says until when as the card does, and whose text it is (705.2e)
        assert re.search(r"708.2: P1 needs \+2 power to confront Problems until the start of P0's next turn "
                         r"\(by the text of Pinkie's Present #\d+\)", log_text(g))
        _pass_turn(g)
        assert g.s["turn_player"] == 1 and sum(a for *_, a in power.requirements(g, 1, "problem:1")) == \
            sum(a for *_, a in before) + 2
        _pass_turn(g)
        assert g.s["turn_player"] == 0 and power.requirements(g, 1, "problem:1") == before


def test_attachment_played_on_one_of_your_friends_stays_when_the_host_changes_hands():
    """509.4, 511.2: "Play on one of your Friends" says where it may be played; its host
    description is "that Friend", so Combat Hat stays on P0's Friend after P1 takes it, and
    P0 still controls the Hat."""
    b = Board()
    pony = b.add("PR12", 0, "play", "problem:1", ctrl=1)
    hat = b.add("CN137", 0, "play", "problem:1", host=pony)
    g = _game(b)
    assert g.card(hat)["zone"] == "play" and g.card(hat)["host"] == pony
    assert g.card(hat)["ctrl"] == 0 and g.card(pony)["ctrl"] == 1
