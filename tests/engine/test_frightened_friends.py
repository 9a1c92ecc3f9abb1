"""A frightened Friend is still a Friend: judge's boards on real cards of the shipped database.

504.1 turns a frightened card face down; 505.1 keeps a face-down card's card information;
505.1a and 505.1b take its abilities, traits, color and power; 505.2 keeps only face-down
Troublemakers from being referenced. The quick-start rules say it plainly ("Frighten:"):
"Frightened Friend cards are still Friends, but have no color, power, traits, or game text".
So "dismiss / banish / move a Friend", "put an opposing Friend into its owner's hand" and a
count of "Friends" take a frightened one; a description by power, printed power or trait does
not, nor a verb it can't undergo (504.2a: it can't ready or exhaust; 705.2e)."""

from __future__ import annotations

import pytest

from engine.mlp.values import power
from tests.engine.helpers import Board, answer, keys, log_text, pass_until, shipped_game

SCARED = "PR20"  # Sweetie Sunrise: a 1-power Friend, frightened on these boards
BRAVE = "PR36"  # a Friend not frightened


def _main_board(tokens: int = 9) -> Board:
    """P0 in their Main Phase with `tokens` tokens and power of every color at home (to play
    any Event)."""
    b = Board()
    b.players[0] = {"tokens": tokens}
    for filler in ("PR12", "PR33", "PR36", "PR60", "PR79", "PR81") * 2:  # two of each color
        b.add(filler, 0, "play", "home:0")
    return b


@pytest.mark.parametrize(("code", "zone"), [("EO135", "discard"), ("HM100", "banished"), ("EO125", "hand")])
def test_dismiss_banish_or_return_to_hand_offers_a_frightened_friend(code, zone):
    """Rolling Tones (EO135) "Dismiss a Friend", Uh-oh (HM100) "Banish a Friend", Lie Low (EO125)
    "Put an opposing Friend into its owner's hand": P1's frightened Sweetie Sunrise is a Friend
    (505.1, 505.2) and is offered beside a Friend that is not frightened; chosen, it goes to its
    owner's discard pile, banished zone or hand."""
    b = _main_board()
    scared = b.add(SCARED, 1, "play", "problem:1", frightened=True)
    brave = b.add(BRAVE, 1, "play", "problem:1")
    event = b.add(code, 0, "hand")
    g = shipped_game(b)
    answer(g, f"play|{event}|event")
    assert {f"card:{scared}", f"card:{brave}"} <= set(keys(g))
    answer(g, f"card:{scared}")
    assert scared not in g.s["play"] and brave in g.s["play"]
    assert [g.spec(i).code for i in g.s["players"][1][zone]] == [SCARED]


def test_an_event_whose_only_opposing_friend_is_frightened_can_be_played_eo125():
    """Lie Low (EO125) with only a frightened opposing Friend in play: there is a Friend to act
    on, so the Event is offered (705.2 does not rewind it) and puts it into P1's hand."""
    b = _main_board()
    scared = b.add(SCARED, 1, "play", "problem:1", frightened=True)
    event = b.add("EO125", 0, "hand")
    g = shipped_game(b)
    answer(g, f"play|{event}|event")
    assert scared not in g.s["play"] and [g.spec(i).code for i in g.s["players"][1]["hand"]] == [SCARED]


def test_move_a_friend_offers_a_frightened_one_eo123():
    """I'll Fly (EO123) "... or move a Friend": P0's frightened Friend at home is a Friend that
    may be moved (506.4; 613.2 sends frightened Friends home alike) and is moved to the Problem."""
    b = _main_board()
    scared = b.add(SCARED, 0, "play", "home:0", frightened=True)
    event = b.add("EO123", 0, "hand")
    g = shipped_game(b)
    answer(g, f"play|{event}|event")
    mode = next(k for k, label in ((o.key, o.label) for o in g.pending().options) if "move a friend" in label.lower())
    answer(g, mode)
    assert f"card:{scared}" in keys(g)
    answer(g, f"card:{scared}")
    answer(g, "problem:1")
    assert g.card(scared)["area"] == "problem:1" and g.card(scared)["frightened"]


def test_the_move_action_moves_a_frightened_character_609_2b():
    """609.2b: "move a character that player controls": a frightened Friend is still a
    character, so the Move action is offered for it."""
    b = _main_board(tokens=2)
    scared = b.add(SCARED, 0, "play", "home:0", frightened=True)
    g = shipped_game(b)
    assert f"move|{scared}|problem:1" in keys(g)


def test_a_count_of_friends_there_counts_a_frightened_one_ad35():
    """Pinkie Pie, Life of the Party (AD35): "+1 power ... for each other Friend you have at that
    Problem": P0's frightened Friend there is one of them (and one not frightened): +2."""
    b = _main_board()
    b.add(SCARED, 0, "play", "problem:1", frightened=True)
    b.add(BRAVE, 0, "play", "problem:1")
    pinkie = b.add("AD35", 0, "hand")
    g = shipped_game(b)
    answer(g, f"play|{pinkie}|problem:1")
    new = next(i for i in g.s["play"] if g.spec(i).code == "AD35")
    assert power.power(g, new) == g.spec(new).power + 2


def test_a_friend_with_2_or_less_power_is_not_a_frightened_one_cn112():
    """Not On the List (CN112) "Banish a Friend with 2 or less power": a frightened Friend has
    no power (505.1b: not the same as 0): the 1-power one not frightened is offered, the
    frightened one is not."""
    b = Board()
    b.players[0] = {"tokens": 9}
    for filler in ("PR12", "PR33", "PR36", "PR60", "PR79", "PR81") * 2:
        b.add(filler, 0, "play", "problem:0")
    scared = b.add(SCARED, 1, "play", "problem:1", frightened=True)
    small = b.add(SCARED, 1, "play", "problem:1")
    event = b.add("CN112", 0, "hand")
    g = shipped_game(b)
    answer(g, f"play|{event}|event")
    assert f"card:{small}" in keys(g) and f"card:{scared}" not in keys(g)


def test_exhaust_an_opponents_friend_does_not_offer_a_frightened_one_cg103():
    """Friendly Disagreement (CG103) "Exhaust an opponent's Friend": a frightened Friend can't
    exhaust (504.2a), so with only a frightened opposing Friend the Event can't be played
    (705.2e)."""
    b = _main_board()
    b.add(SCARED, 1, "play", "problem:1", frightened=True)
    event = b.add("CG103", 0, "hand")
    g = shipped_game(b)
    assert not any(k.startswith(f"play|{event}|") for k in keys(g))


def test_ready_a_character_does_not_offer_a_frightened_one_ad8():
    """Cloudchaser, Ready and Willing (AD8) "When you play this card, you may ready a
    character": a frightened Friend can't ready (504.2a); only the exhausted ones are offered."""
    b = _main_board()
    b.add(SCARED, 0, "play", "home:0", frightened=True)
    tired = [b.add(BRAVE, 0, "play", "home:0", exhausted=True) for _ in range(2)]
    pony = b.add("AD8", 0, "hand")
    g = shipped_game(b)
    answer(g, f"play|{pony}|home:0")
    answer(g, "yes")
    assert keys(g) == [f"card:{i}" for i in tired]


def test_retire_a_friend_as_a_cost_may_retire_a_frightened_one_de92():
    """Belly Flop (DE92) "Retire a Friend to dismiss an opposing Friend": P0's frightened Friend
    is one of their Friends, offered beside the two pink ones that meet the play requirement,
    and may be retired to pay (508.1)."""
    b = Board()
    b.players[0] = {"tokens": 1}
    pink = [b.add(BRAVE, 0, "play", "home:0") for _ in range(2)]
    scared = b.add(SCARED, 0, "play", "home:0", frightened=True)
    foe = b.add(BRAVE, 1, "play", "problem:1")
    event = b.add("DE92", 0, "hand")
    g = shipped_game(b)
    answer(g, f"play|{event}|event")
    assert set(keys(g)) == {f"card:{i}" for i in (*pink, scared)}
    answer(g, f"card:{scared}")
    assert scared not in g.s["play"] and foe not in g.s["play"]
    assert [g.spec(i).code for i in g.s["players"][0]["discard"]] == [SCARED, "DE92"]


def test_if_you_have_a_friend_and_a_resource_counts_a_frightened_friend_rrf1():
    """Maud Pie, Rockin' (RRf1) "At the end of your Main Phase, if you have a Friend and a
    Resource, turn this card over": a frightened Friend is a Friend she has."""
    b = Board(manes=("RRf1", "PR2"))
    b.add(SCARED, 0, "play", "home:0", frightened=True)
    b.add("PR138", 0, "play", "home:0")  # Golden Oak Library
    g = shipped_game(b)
    while g.s["turn"] == 3:
        pass_until(g, kind="priority")
        if g.s["turn"] == 3:
            answer(g, "pass")
    assert g.card(b.mane[0])["boosted"]


def test_counters_are_not_redistributed_onto_a_frightened_friend_hm112():
    """Operation Mare Do Well (HM112) "... redistribute any number of +1 power counters on your
    characters onto one of your Friends": a frightened Friend gets no counters (504.1 took
    them), so it is not offered; with no other Friend the ability is not offered at all."""
    b = Board()
    b.players[0] = {"tokens": 2}
    op = b.add("HM112", 0, "play", "home:0")
    b.add(SCARED, 0, "play", "home:0", frightened=True)
    g = shipped_game(b)
    assert not any(k.startswith(f"act|{op}|") for k in keys(g))


def test_printed_power_is_read_on_a_frightened_friend_cn125():
    """Very Startling (CN125) "Dismiss all Friends with printed power of 0": a frightened
    Cloudy Quartz, Concerned Mother (CN30, printed power 0) keeps its printed information
    (505.1, 505.1c; 507.4: printed power regardless of modifiers) and is dismissed; the Friend
    of printed power 1 is not."""
    b = _main_board()
    quartz = b.add("CN30", 1, "play", "problem:1", frightened=True)
    one = b.add(SCARED, 1, "play", "problem:1", frightened=True)
    event = b.add("CN125", 0, "hand")
    g = shipped_game(b)
    answer(g, f"play|{event}|event")
    assert quartz not in g.s["play"] and one in g.s["play"]


def test_while_with_your_rainbow_dash_counts_a_frightened_one_cg18():
    """Tank, Loyal Pet (CG18) "While with your Rainbow Dash, this card has +1 power": a
    frightened Rainbow Dash keeps her name (505.1; only a face-down Troublemaker has none,
    505.1d.i), so Tank has +1."""
    b = _main_board()
    tank = b.add("CG18", 0, "play", "problem:0")
    b.add("EO15", 0, "play", "problem:0", frightened=True)  # Rainbow Dash, Cutie Mark Consultant
    g = shipped_game(b)
    assert power.power(g, tank) == g.spec(tank).power + 1


def test_an_opponents_friend_to_banish_may_be_a_frightened_one_cn134():
    """Canterlot Hedge Maze (CN134) "Exhaust this card and pay [1] to banish an opponent's
    Friend to beneath this card": with only a frightened opposing Friend in play there is one
    to banish, so the ability is offered and banishes it."""
    b = _main_board(tokens=2)
    maze = b.add("CN134", 0, "play", "home:0")
    scared = b.add(SCARED, 1, "play", "problem:1", frightened=True)
    g = shipped_game(b)
    answer(g, next(k for k in keys(g) if k.startswith(f"act|{maze}|")))  # (the one Friend: not asked)
    assert scared not in g.s["play"] and len(g.beneath(maze)) == 1


def test_move_an_opponents_character_away_may_move_a_frightened_one_cn140():
    """I Just Can't Decide! (CN140) "Exhaust this card and pay [1] to move an opponent's
    character away from that Problem": a frightened Friend is still a character (609.2b moves
    it too), so with only a frightened one there the ability is offered and moves it."""
    b = _main_board(tokens=2)
    decide = b.add("CN140", 0, "play", "problem:1", host=b.problem[1])
    scared = b.add(SCARED, 1, "play", "problem:1", frightened=True)
    g = shipped_game(b)
    answer(g, next(k for k in keys(g) if k.startswith(f"act|{decide}|")))  # (the one character: not asked)
    answer(g, "problem:0")
    assert g.card(scared)["area"] == "problem:0" and g.card(scared)["frightened"]


def test_your_other_friends_at_its_problem_count_a_frightened_one_eo140():
    """Training Montage (EO140) "One of your Friends gets +1 power for each of your other
    Friends at its Problem": the frightened Friend there is one of them (+1), but it can't be
    the one to get the power (505.1b; 705.2e)."""
    b = _main_board()
    brave = b.add(BRAVE, 0, "play", "problem:0")
    scared = b.add(SCARED, 0, "play", "problem:0", frightened=True)
    event = b.add("EO140", 0, "hand")
    g = shipped_game(b)
    answer(g, f"play|{event}|event")
    assert f"card:{brave}" in keys(g) and f"card:{scared}" not in keys(g)
    answer(g, f"card:{brave}")
    assert power.power(g, brave) == g.spec(brave).power + 1


@pytest.mark.parametrize("code", ["PR110", "PR113"])
def test_power_changes_and_power_descriptions_still_leave_a_frightened_friend_out(code):
    """Downright Dangerous (PR110) "Choose an opponent's Friend to get -2 power" and Here's Your
    Invitation! (PR113) "Dismiss an opponent's Friend with 1 power or less": a frightened Friend
    has no power to change or compare (505.1b: not the same as 0), so with only a frightened
    opposing Friend neither Event can be played (705.2e)."""
    b = _main_board()
    b.add(SCARED, 1, "play", "problem:1", frightened=True)
    event = b.add(code, 0, "hand")
    g = shipped_game(b)
    assert not any(k.startswith(f"play|{event}|") for k in keys(g))


def test_a_challenge_with_only_a_frightened_friend_is_offered_and_sends_it_home_608_2():
    """608.2 asks for a character of the turn player's at the Troublemaker's Problem, and a
    frightened Friend is one (505.1; 613.2 "characters (including Frightened Friends)"), so
    challenging Purple Parasprite (PR157) with only a frightened Sweetie Sunrise there is offered:
    she is involved (514.2a) with no power (505.1b), and, P0 losing, she is the one sent home
    (514.5b)."""
    b = Board()
    scared = b.add(SCARED, 0, "play", "problem:1", frightened=True)
    parasprite = b.add("PR157", 1, "play", "problem:1")
    g = shipped_game(b, phase="troublemaker", step="challenge")
    assert f"challenge:{parasprite}" in keys(g)
    answer(g, f"challenge:{parasprite}")  # (nobody can act: the faceoff runs to its end)
    assert "514.4: Power totals: P0 1, P1 5" in log_text(g)  # P0's flipped card only
    assert g.card(scared)["area"] == "home:0" and g.card(scared)["frightened"]
