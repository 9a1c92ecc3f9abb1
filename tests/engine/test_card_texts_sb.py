"""Texts printed on one card of Seaquestria and Beyond, each played on a judge's board.

Each test names its card's code and shows what the card's own wording does, and where it
matters what it must not do (the other player's side, the other kind of faceoff).
"""

from __future__ import annotations

import re

from engine.mlp import view
from engine.mlp.effects import abilities, faceoffs
from engine.mlp.effects.next_ready import held_from_next_ready
from engine.mlp.procedures.faceoff import power_total
from engine.mlp.values import power
from engine.mlp.view import place_words
from tests.engine.card_play import (
    TROUBLEMAKER,
    board,
    gala_board,
    in_faceoff,
    rich_board,
    start_challenge,
)
from tests.engine.helpers import (
    FILLER,
    Board,
    answer,
    keys,
    log_text,
    option_with,
    shipped_game,
    shown_as_written,
    zone_codes,
)


def _flips(b, tm_owner: int = 1, at: str = "problem:0") -> list[int]:
    """P0 challenges a Troublemaker at `at`: how many cards each player flipped."""
    tm = b.add(TROUBLEMAKER, tm_owner, "play", at)
    g = start_challenge(b, tm)
    return [sum(1 for _, rule, text in g.log if rule == "514.3" and text.startswith(f"P{p} flips")) for p in (0, 1)]


def _problem_faceoff_extra_flips(b) -> list[int]:
    """During a Problem faceoff at problem:0: how many more cards each player flips."""
    g = shipped_game(b)
    in_faceoff(g)
    return [faceoffs.extra_flips(g, p) for p in (0, 1)]


def test_sb78_applejack_and_twilight_flip_an_additional_card_in_troublemaker_faceoffs():
    b = board()
    b.add("SB78", 0, "play", "problem:0")
    assert _flips(b) == [2, 1]
    # not in a Problem faceoff
    b = board()
    b.add("SB78", 0, "play", "problem:0")
    assert _problem_faceoff_extra_flips(b) == [0, 0]


def test_sb83_seapony_duo_opponents_flip_one_fewer_in_its_faceoffs():
    b = board()
    b.add("SB83", 0, "play", "problem:0")
    b.add("PR36", 0, "play", "problem:0")  # (enough power to win without a tie)
    assert _flips(b) == [2, 0]  # one more for its controller, one fewer for the opponent
    # a faceoff not involving it: both flip as usual
    b = board()
    b.add("SB83", 0, "play", "problem:1")
    b.add("PR60", 0, "play", "problem:0")
    assert _flips(b) == [1, 1]


def test_sb81_jamal_may_exhaust_a_character_an_opponent_moves_or_plays_to_its_problem():
    b = board()
    b.add("SB81", 1, "play", "problem:0")
    mover = b.add("PR36", 0, "play", "home:0")
    card = b.add("PR36", 0, "hand")
    g = shipped_game(b)
    answer(g, f"move|{mover}|problem:0")
    assert g.pending().player == 1  # Jamal's controller decides
    answer(g, "yes")
    assert g.s["cards"][mover]["exhausted"]
    answer(g, f"play|{card}|problem:0")
    answer(g, "yes")
    entered = [i for i in g.characters_at("problem:0", 0) if g.spec(i).code == "PR36" and i != mover]
    assert entered and g.s["cards"][entered[0]]["exhausted"]


def test_sb81_jamal_ignores_other_problems_and_its_own_controllers_moves():
    b = board()
    b.add("SB81", 0, "play", "problem:0")
    mine = b.add("PR36", 0, "play", "home:0")
    b.add("PR36", 0, "play", "home:0")
    g = shipped_game(b)
    answer(g, f"move|{mine}|problem:0")  # its controller's own move
    assert g.pending().kind == "priority" and not g.s["cards"][mine]["exhausted"]
    b = board()
    b.add("SB81", 1, "play", "problem:0")
    mover = b.add("PR36", 0, "play", "home:0")
    g = shipped_game(b)
    answer(g, f"move|{mover}|problem:1")  # another Problem
    assert g.pending().kind == "priority" and not g.s["cards"][mover]["exhausted"]


def test_sb79_lix_spittle_your_troublemakers_count_events_in_your_discard_pile():
    b = board()
    b.add("SB79", 0, "play", "home:0")
    mine = b.add(TROUBLEMAKER, 0, "play", "problem:1")
    theirs = b.add(TROUBLEMAKER, 1, "play", "problem:0")
    for code in ("MT78", "MT83", "PR36"):  # two Events and a Friend
        b.add(code, 0, "discard")
    b.add("MT83", 1, "discard")  # an Event in the other pile
    g = shipped_game(b)
    assert power.power(g, mine) == 4 + 2
    assert power.power(g, theirs) == 4


def test_sb103_im_the_friend_you_need_mills_five_of_a_chosen_players_deck():
    b = rich_board()
    song = b.add("SB103", 0, "hand")
    g = shipped_game(b)
    decks = [len(g.s["players"][p]["deck"]) for p in (0, 1)]
    answer(g, f"play|{song}|event")
    answer(g, "mode:0")
    answer(g, "player:0")
    assert [len(g.s["players"][p]["deck"]) for p in (0, 1)] == [decks[0] - 5, decks[1]]
    assert zone_codes(g, 0, "discard").count(FILLER) == 5


def test_sb103_im_the_friend_you_need_banishes_an_opposing_friend_or_fetches_a_troublemaker():
    b = rich_board()
    song = b.add("SB103", 0, "hand")
    foe = b.add("PR36", 1, "play", "home:1")
    g = shipped_game(b)
    answer(g, f"play|{song}|event")
    answer(g, "mode:1")
    assert zone_codes(g, 1, "banished") == ["PR36"] and foe not in g.s["play"]
    b = rich_board()
    song = b.add("SB103", 0, "hand")
    b.deck_top(TROUBLEMAKER, 0)
    b.deck_top(FILLER, 0)
    g = shipped_game(b)
    answer(g, f"play|{song}|event")
    answer(g, "mode:2")
    answer(g, option_with(g, "Parasprite"))
    while g.pending().kind != "priority":  # (where it goes)
        g.submit(g.pending().option_keys()[:1])
    placed = [i for i in g.s["play"] if g.spec(i).code == TROUBLEMAKER]
    assert placed and not g.s["cards"][placed[0]]["face_down"]


def _uncover(b):
    """P0's Troublemaker Phase from its Uncover Step: the game at the first decision that
    is not which face-down Troublemaker comes next."""
    g = shipped_game(b, phase="troublemaker", step="uncover")
    while g.pending().kind in ("uncover_order", "trigger_order"):
        g.submit(g.pending().option_keys()[:1])
    return g


def test_sb122_storm_guards_gets_eight_counters_when_uncovered():
    b = board()
    guards = b.add("SB122", 0, "play", "problem:1", face_down=True)
    g = _uncover(b)
    assert g.s["cards"][guards]["counters"] == {"power": 8}
    assert power.power(g, guards) == 0 + 8


def test_sb122_storm_guards_gets_eight_counters_entering_play_face_up():
    b = rich_board()
    song = b.add("SB103", 0, "hand")
    b.deck_top("SB122", 0)
    g = shipped_game(b)
    answer(g, f"play|{song}|event")
    answer(g, "mode:2")
    answer(g, option_with(g, "Storm Guards"))
    while g.pending().kind != "priority":
        g.submit(g.pending().option_keys()[:1])
    guards = [i for i in g.s["play"] if g.spec(i).code == "SB122"]
    assert guards and g.s["cards"][guards[0]]["counters"] == {"power": 8}


def test_sb121_grubber_minion_makes_the_opponent_discard_a_card_of_their_choice():
    b = board()
    b.add("SB121", 0, "play", "problem:0", face_down=True)
    kept, dropped = b.add("PR36", 1, "hand"), b.add("PR60", 1, "hand")
    g = _uncover(b)
    assert g.pending().player == 1 and g.pending().kind == "discard"  # the opponent chooses
    answer(g, f"card:{dropped}")
    assert zone_codes(g, 1, "discard") == ["PR60"] and g.s["players"][1]["hand"] == [kept]


def test_sb121_grubber_minion_with_tempest_shadow_its_controller_chooses_the_card():
    b = board(manes=("SB4", "PR2"))  # Tempest Shadow, Storm Commander
    b.add("SB121", 0, "play", "problem:0", face_down=True)
    b.add("PR36", 1, "hand")
    dropped = b.add("PR60", 1, "hand")
    g = _uncover(b)
    assert g.pending().player == 0  # Grubber's controller chooses
    assert "reveals their hand: Apple Brown Betty" in log_text(g)
    answer(g, f"card:{dropped}")
    assert zone_codes(g, 1, "discard") == ["PR60"] and zone_codes(g, 1, "hand") == ["PR36"]


def test_sb47_trixie_sleight_of_hoof_pumps_one_of_your_characters_or_troublemakers_on_an_event():
    b = rich_board()
    b.add("SB47", 0, "play", "home:0")
    mine = b.add(TROUBLEMAKER, 0, "play", "problem:1")
    theirs = b.add("PR36", 1, "play", "home:1")
    event = b.add("MT78", 0, "hand")
    g = shipped_game(b)
    answer(g, f"play|{event}|event")
    answer(g, "player:1")
    offered = keys(g)
    assert f"card:{mine}" in offered and f"card:{theirs}" not in offered
    assert f"card:{b.mane[0]}" in offered  # a Mane Character is a character
    answer(g, f"card:{mine}")
    assert power.power(g, mine) == 4 + 2
    g.expire_mods("turn")
    assert power.power(g, mine) == 4


def test_sb71_twilight_and_spike_move_one_of_yours_then_one_of_the_opponents():
    b = rich_board()
    organizers = b.add("SB71", 0, "play", "home:0")
    mine = b.add("PR36", 0, "play", "home:0")
    theirs = b.add("PR36", 1, "play", "home:1")
    g = shipped_game(b)
    tokens = g.s["players"][0]["tokens"]
    answer(g, f"act|{organizers}|")
    assert f"card:{theirs}" not in keys(g)  # first one of yours
    answer(g, f"card:{mine}")
    answer(g, "problem:0")
    assert f"card:{mine}" not in keys(g) and f"card:{theirs}" in keys(g)  # then one of the opponent's
    answer(g, f"card:{theirs}")
    answer(g, "problem:1")
    assert g.s["cards"][mine]["area"] == "problem:0" and g.s["cards"][theirs]["area"] == "problem:1"
    assert g.s["players"][0]["tokens"] == tokens - 2 and g.s["cards"][organizers]["exhausted"]


def test_sb123_tempest_shadow_easy_as_pie_may_turn_a_boosted_mane_back_when_uncovered():
    b = board()
    b.add("SB123", 0, "play", "problem:0", face_down=True)
    b.cards[b.mane[1] - 1]["boosted"] = True
    g = _uncover(b)
    answer(g, "yes")
    assert g.pending().kind == "priority" or keys(g) == [f"card:{b.mane[1]}"]
    if g.pending().kind != "priority":
        answer(g, f"card:{b.mane[1]}")
    assert not g.s["cards"][b.mane[1]]["boosted"]
    assert "turned over to its Start side" in log_text(g)


def test_sb123_tempest_shadow_easy_as_pie_asks_nothing_while_every_mane_is_on_its_start_side():
    """With both Mane Characters on their Start side there is no Mane Character to turn back:
    the "you may" is not asked (705.2e, 712.3), the line says why, as a judge asking why it
    can't be done is told. In judged games the question "Turn a Mane Character to its Start
    side?" was asked, and a "Yes" did nothing."""
    b = board()
    b.add("SB123", 0, "play", "problem:0", face_down=True)
    g = _uncover(b)
    assert "Turn a Mane Character to its Start side" not in g.pending().prompt, g.pending().prompt
    assert re.search(r"Nothing happens: “When this card is uncovered, you may turn a Mane Character to its Start "
                     r"side” is not done: every Mane Character is on its Start side already \(301\.2; by the "
                     r"text of Tempest Shadow, Easy as Pie #\d+\)",
                     log_text(g)), log_text(g)


def test_sb100_cornered_each_player_keeps_up_to_three_friends_and_retires_the_rest():
    b = board(tokens=3)
    mine = [b.add(code, 0, "play", "home:0") for code in ("PR79", "PR79", "PR36", "PR60", "PR12")]
    theirs = [b.add("PR36", 1, "play", "home:1") for _ in range(2)]
    cornered = b.add("SB100", 0, "hand")
    g = shipped_game(b)
    answer(g, f"play|{cornered}|event")
    assert g.pending().player == 0 and g.pending().max == 3  # the turn player chooses first
    answer(g, *(f"card:{i}" for i in mine[:3]))
    # P1 has only two Friends: both stay without asking
    assert all(i in g.s["play"] for i in mine[:3] + theirs)
    assert not any(i in g.s["play"] for i in mine[3:])
    assert sorted(zone_codes(g, 0, "discard")) == sorted(["PR60", "PR12", "SB100"])
    assert b.mane[0] in g.s["play"]  # a Mane Character is not a Friend


def test_sb100_cornered_retires_the_rest_as_one_occurrence_saffron_masala_hears_of_each():
    """704.1b: "each player chooses up to 3 of their Friends and retires the rest" is one
    instruction, so the Friends it retires leave play together: P0's Saffron Masala ("When a
    Friend leaves play, your Mane Character gets +2 power"), retired before the others, still
    hears of P0's Blue Moon and P1's Apple Brown Betty retired with it: twice."""
    b = board(tokens=3)
    saffron = b.add("DE77", 0, "play", "home:0")
    mine = [b.add(code, 0, "play", "home:0") for code in ("PR79", "PR79", "PR36", "PR60")]
    theirs = [b.add("PR36", 1, "play", "home:1") for _ in range(4)]
    cornered = b.add("SB100", 0, "hand")
    g = shipped_game(b)
    answer(g, f"play|{cornered}|event")
    answer(g, *(f"card:{i}" for i in mine[:3]))
    answer(g, *(f"card:{i}" for i in theirs[:3]))
    while g.pending().kind != "priority":
        answer(g, keys(g)[0])
    assert saffron not in g.s["play"] and mine[3] not in g.s["play"] and theirs[3] not in g.s["play"]
    assert len([line for line in log_text(g).splitlines() if "gets +2 power" in line]) == 2, log_text(g)[-1500:]


def test_sb106_sponge_cake_break_counters_then_exhausts_a_weaker_opposing_character():
    b = rich_board()
    friend = b.add("PR60", 0, "play", "problem:0")  # power 2 -> 4 with the counters
    weaker = b.add("PR36", 1, "play", "problem:0")  # power 3
    stronger = b.add("PR36", 1, "play", "problem:1", counters={"power": 2})  # power 5
    event = b.add("SB106", 0, "hand")
    g = shipped_game(b)
    answer(g, f"play|{event}|event")
    answer(g, f"card:{friend}")
    assert g.s["cards"][friend]["counters"] == {"power": 2}
    assert f"card:{stronger}" not in keys(g)
    answer(g, f"card:{weaker}")
    assert g.s["cards"][weaker]["exhausted"] and not g.s["cards"][stronger]["exhausted"]


def test_sb76_backup_dancers_makes_two_tokens_then_exhausts_per_character_you_have():
    b = board(tokens=6)
    for code in ("PR33", "PR33", "PR36", "PR36"):  # orange and pink power for its requirement
        b.add(code, 0, "play", "home:0")
    dancers = b.add("SB76", 0, "hand")
    foes = [b.add("PR36", 1, "play", "home:1") for _ in range(9)]
    g = shipped_game(b)
    answer(g, f"play|{dancers}|home:0")
    while g.pending().kind == "area":  # where each token enters play
        answer(g, "home:0")
    tokens = [i for i in g.s["play"] if g.s["cards"][i].get("token")]
    assert len(tokens) == 2 and all(power.colors(g, i) == ("pink",) for i in tokens)
    count = len(g.characters(0))  # Mane, four Friends, the Dancers, two tokens
    assert count == 8
    for _ in range(count):
        ready = [f"card:{i}" for i in foes if not g.s["cards"][i]["exhausted"]]
        answer(g, ready[0])
    assert sum(g.s["cards"][i]["exhausted"] for i in foes) == 8  # one of the nine stays ready
    assert g.pending().kind == "priority"


def test_sb46_storm_king_conniver_gains_one_for_your_move_and_two_for_an_opposing_one():
    b = rich_board()
    king = b.add("SB46", 0, "play", "home:0")
    mover = b.add("PR36", 0, "play", "home:0")
    g = shipped_game(b)
    tokens = g.s["players"][0]["tokens"]
    answer(g, f"move|{mover}|problem:0")  # (the Move action costs 2 here)
    answer(g, "yes")
    assert g.s["players"][0]["tokens"] == tokens - 2 + 1 and g.s["cards"][king]["exhausted"]
    b = rich_board()
    b.add("SB46", 0, "play", "home:0")
    foe = b.add("PR36", 1, "play", "home:1")
    magicite = b.add("MT82", 0, "hand")  # Frozen in Magicite: move an opposing character
    g = shipped_game(b)
    tokens = g.s["players"][0]["tokens"]
    answer(g, f"play|{magicite}|event")
    answer(g, f"card:{foe}")
    answer(g, "problem:1")
    answer(g, "yes")
    assert g.s["players"][0]["tokens"] == tokens - 2 + 2


def test_sb46_storm_king_asks_for_action_tokens_as_truffle_and_the_cards_print_them():
    """Judge scenario: P0 moves a character with Storm King, Conniver (SB46, "you may exhaust
    this card to gain [1]") at home and P1's Truffle, Newsworthy (AD50, "When an opponent moves
    a character, you may exhaust this card to gain [1]") in play. Storm King asked "Exhaust this
    card to gain 1?", Truffle "... to gain [1]?": every question of a card's text says action
    tokens as the cards print them."""
    b = rich_board()
    king = b.add("SB46", 0, "play", "home:0")
    truffle = b.add("AD50", 1, "play", "home:1")
    mover = b.add("PR36", 0, "play", "home:0")
    g = shipped_game(b)
    answer(g, f"move|{mover}|problem:0")
    assert g.pending().prompt == f"{g.name(king)}: Exhaust this card to gain [1]? (712.3)"
    answer(g, "no")
    assert g.pending().prompt == f"{g.name(truffle)}: Exhaust this card to gain [1]? (712.3)"


def test_sb49_capper_on_the_other_paw_opponents_cant_move_characters_in_the_score_phase():
    b = board()
    b.add("SB49", 1, "play", "home:1")
    mine = b.add("PR36", 0, "play", "home:0")
    g = shipped_game(b)
    assert f"move|{mine}|problem:0" in keys(g)  # the Main Phase: free to move
    g.s["phase"] = "score"
    assert abilities.barred_from_moving(g, mine, 0)
    assert not abilities.barred_from_moving(g, mine, 1)  # its controller may


def test_sb120_capper_trust_in_me_opponents_cant_move_characters_away_from_here():
    b = board()
    b.add("SB120", 1, "play", "problem:0")
    stuck = b.add("PR36", 0, "play", "problem:0")
    free = b.add("PR36", 0, "play", "problem:1")
    g = shipped_game(b)
    offered = keys(g)
    assert not any(k.startswith(f"move|{stuck}|") for k in offered)
    assert f"move|{free}|problem:0" in offered  # moving there is allowed
    assert not abilities.barred_from_moving(g, stuck, 1)


def _mane_board(mane: str, tokens: int = 4):
    """P0's Main Phase with `mane` as their Mane Character (its Start side) at home."""
    return board(tokens, manes=(mane, "PR2"))


def test_sb2_grubber_royal_announcer_exhausts_each_opposing_character_through_their_ready_phase():
    b = _mane_board("SB2")
    foes = [b.add("PR36", 1, "play", "home:1"), b.add("PR60", 1, "play", "problem:0")]
    tired = b.add("PR36", 1, "play", "home:1", exhausted=True)
    mine = b.add("PR36", 0, "play", "home:0")
    g = shipped_game(b)
    answer(g, f"act|{b.mane[0]}|")
    assert all(g.s["cards"][i]["exhausted"] for i in [*foes, b.mane[1]]) and not g.s["cards"][mine]["exhausted"]
    assert g.s["cards"][b.mane[0]]["boosted"] and g.s["players"][0]["tokens"] == 4 - 2
    assert sorted(held_from_next_ready(g, 1)) == sorted([*foes, b.mane[1]])  # not the one exhausted already
    assert tired not in held_from_next_ready(g, 1)


def test_sb4_tempest_shadow_storm_commander_fetches_a_troublemaker_face_up_then_turns_over():
    b = _mane_board("SB4")
    b.deck_top(TROUBLEMAKER, 0)
    b.deck_top("PR36", 0)
    g = shipped_game(b)
    answer(g, f"act|{b.mane[0]}|")
    assert not any("Apple Brown Betty" in o.label for o in g.pending().options)  # only Troublemakers
    answer(g, option_with(g, "Parasprite"))
    while g.pending().kind != "priority":
        g.submit(g.pending().option_keys()[:1])
    found = [i for i in g.s["play"] if g.spec(i).code == TROUBLEMAKER]
    assert found and not g.s["cards"][found[0]]["face_down"] and g.s["cards"][b.mane[0]]["boosted"]
    assert "shuffles their deck" in log_text(g)


def test_sb5_capper_charmer_recovers_a_card_per_even_power_card_revealed():
    b = _mane_board("SB5")
    for code in ("PR36", "PR60", "PR20", "PR20", "PR60"):  # powers 3, 2, 1, 1, 2: two even
        b.deck_top(code, 0)
    pile = [b.add(code, 0, "discard") for code in ("PR12", "PR33", "PR79")]
    g = shipped_game(b)
    answer(g, f"act|{b.mane[0]}|")
    answer(g, f"card:{pile[0]}")
    answer(g, f"card:{pile[2]}")
    assert g.pending().kind == "priority"  # two, not three
    assert sorted(zone_codes(g, 0, "hand")) == ["PR12", "PR79"] and zone_codes(g, 0, "discard") == ["PR33"]
    assert g.s["cards"][b.mane[0]]["boosted"]


def test_sb6_queen_novo_sea_sovereign_moves_any_number_from_home_then_turns_over():
    b = _mane_board("SB6")
    first, second, stays = (b.add("PR36", 0, "play", "home:0") for _ in range(3))
    away = b.add("PR60", 0, "play", "problem:1")
    g = shipped_game(b)
    answer(g, f"act|{b.mane[0]}|")
    assert f"card:{away}" not in keys(g)  # only characters at home
    answer(g, f"card:{first}", f"card:{second}")
    answer(g, "problem:0")
    answer(g, "problem:1")
    assert g.s["cards"][first]["area"] == "problem:0" and g.s["cards"][second]["area"] == "problem:1"
    assert g.s["cards"][stays]["area"] == "home:0"
    assert g.s["players"][0]["tokens"] == 4 - 2 and g.s["cards"][b.mane[0]]["boosted"]


def test_sb6_queen_novo_moves_each_character_in_turn_sb56_brian_asked_about_each_as_it_would_move():
    """Queen Novo moves the chosen characters one after the other (705.2e); SB56 Brian ("If
    another one of your Friends would be dismissed, banished, or moved, you may retire this
    card instead") is asked about each move as it would happen (710.5), so the first chosen
    character's question comes before the second's destination, not after it."""
    b = _mane_board("SB6")
    b.add("SB56", 0, "play", "home:0")
    first, second = b.add("PR36", 0, "play", "home:0"), b.add("PR12", 0, "play", "home:0")
    g = shipped_game(b)
    answer(g, f"act|{b.mane[0]}|")
    answer(g, f"card:{first}", f"card:{second}")
    answer(g, "problem:0")
    assert g.pending().kind == "replacement" and g.name(first) in g.pending().prompt
    answer(g, "none")
    assert g.pending().kind == "area" and g.name(second) in g.pending().prompt
    answer(g, "problem:1")
    assert g.pending().kind == "replacement" and g.name(second) in g.pending().prompt
    answer(g, "none")
    assert g.s["cards"][first]["area"] == "problem:0" and g.s["cards"][second]["area"] == "problem:1"
    assert g.s["cards"][b.mane[0]]["boosted"]


def test_sb125_caught_off_guard_small_opposing_characters_here_add_nothing_to_faceoffs():
    b = board()
    b.cards[b.problem[0] - 1]["card"] = "SB125"
    small = b.add("PR60", 1, "play", "problem:0")  # printed power 2
    big = b.add("PR36", 1, "play", "problem:0")  # printed power 3
    pumped = b.add("PR20", 1, "play", "problem:0", counters={"power": 3})  # power 4, printed 1
    mine = b.add("PR60", 0, "play", "problem:0")  # not opposing
    g = shipped_game(b)
    in_faceoff(g)
    assert power_total(g, 1) == power.power(g, big)
    assert power_total(g, 0) == power.power(g, mine)
    assert power.power(g, small) == 2 and power.power(g, pumped) == 4  # their power itself is unchanged


def test_sb137_queen_novo_benevolent_ruler_the_lowest_total_wins_her_faceoffs():
    b = board()
    b.add("SB137", 0, "play", "problem:0")
    g = start_challenge(b, b.add(TROUBLEMAKER, 1, "play", "problem:0"))
    assert "P0 wins the faceoff" in log_text(g)  # 2 + 1 flipped against 4 + 1
    b = board()
    b.add("SB137", 0, "play", "problem:1")  # not involved: the usual winner
    b.add("PR60", 0, "play", "problem:0")
    g = start_challenge(b, b.add(TROUBLEMAKER, 1, "play", "problem:0"))
    assert "P1 wins the faceoff" in log_text(g)


def test_sb87_pinkie_and_rarity_send_a_moved_opposing_character_back():
    b = board()
    b.players[1] = {"tokens": 3}
    duo = b.add("SB87", 1, "play", "home:1")
    mover = b.add("PR36", 0, "play", "home:0")
    g = shipped_game(b)
    answer(g, f"move|{mover}|problem:0")
    assert g.pending().player == 1
    answer(g, "yes")
    assert g.s["cards"][mover]["area"] == "home:0"  # sent back where it came from (506.5)
    assert g.s["players"][1]["tokens"] == 3 - 1 and g.s["cards"][duo]["exhausted"]


def test_sb72_parish_nandermane_taxes_the_opponents_cards_in_its_faceoffs_only():
    b = board()
    b.add("SB72", 1, "play", "problem:0")
    g = shipped_game(b)
    in_faceoff(g)
    assert power.static_sum(g, "play_cost", 0, card=b.mane[0]) == 1
    assert power.static_sum(g, "play_cost", 1, card=b.mane[1]) == 0  # not its controller
    g.s["faceoff"]["areas"] = ["problem:1"]  # a faceoff it is not involved in
    assert power.static_sum(g, "play_cost", 0, card=b.mane[0]) == 0


def test_sb69_rainbow_dash_and_pinkie_pie_move_up_to_three_characters_to_random_problems():
    b = rich_board()
    wild = b.add("SB69", 0, "hand")
    foe = b.add("PR36", 1, "play", "home:1")
    at_one = b.add("PR36", 0, "play", "problem:0")
    g = shipped_game(b)
    answer(g, f"play|{wild}|home:0")
    answer(g, "yes")
    assert g.pending().max == 3 and g.pending().min == 0
    answer(g, f"card:{foe}", f"card:{at_one}")
    assert g.s["cards"][foe]["area"] in ("problem:0", "problem:1")  # an opponent's character too
    assert g.s["cards"][at_one]["area"] == "problem:1"  # the only Problem it is not at already
    assert log_text(g).count("is picked at random for") == 2


def test_sb69_rainbow_dash_and_pinkie_pie_chaos_moves_a_character_to_a_random_problem():
    b, ids = gala_board(tokens=0)
    b.deck_top("SB69", 0)
    g = start_challenge(b, ids["tm"])
    assert "Chaos: " in log_text(g)
    assert g.pending().min == 1 and g.pending().max == 1
    answer(g, keys(g)[0])
    assert "is picked at random for" in log_text(g)


def test_sb69_rainbow_dash_and_pinkie_pie_says_the_pick_and_a_toll_keeping_the_character_once():
    """The random Problem is logged as a pick, and what comes of the move once: a character a
    toll keeps from moving (Storm King, Force of Nature; its controller can't pay) is logged as
    not moved, never as going there first (104.2)."""
    b = rich_board()
    wild = b.add("SB69", 0, "hand")
    king = b.add("SB142", 1, "play", "problem:1")
    foe = b.add("PR36", 1, "play", "problem:0")  # P1's Problem is the only one it is not at
    b.players[1] = {"tokens": 0}
    g = shipped_game(b)
    answer(g, f"play|{wild}|home:0")
    answer(g, "yes")
    answer(g, f"card:{foe}")
    assert g.card(foe)["area"] == "problem:0"
    rows = [row.text for row in view.log_rows(g)]
    assert any(text.startswith(f"{shown_as_written(g, 'problem:1')} is picked at random for {g.name(foe)} (by the text of Rainbow Dash & "
                               "Pinkie Pie, Wild Wonders #") for text in rows), rows
    assert f"{g.name(foe)} isn't moved: Player 2 can't pay 2 (by the text of {g.name(king)})" in rows
    assert not any("goes to" in text or f"{g.name(foe)} is moved" in text for text in rows)


def test_sb96_klugetown_citizen_takes_the_colors_of_a_discarded_friend_this_turn():
    b = board()
    citizen = b.add("SB96", 0, "play", "home:0")
    friend = b.add("SB71", 0, "hand")  # blue and purple
    b.add("MT78", 0, "hand")  # an Event: not a Friend
    g = shipped_game(b)
    printed = g.spec(citizen).colors
    answer(g, f"act|{citizen}|")
    assert keys(g) == [f"card:{friend}"] or g.pending().kind == "priority"
    if g.pending().kind != "priority":
        answer(g, f"card:{friend}")
    assert "SB71" in zone_codes(g, 0, "discard")
    assert set(power.colors(g, citizen)) == {*printed, "blue", "purple"}
    g.expire_mods("turn")
    assert set(power.colors(g, citizen)) == set(printed)


def _to_end_of_turn(g) -> None:
    """Pass and take the defaults until P1 is asked something other than priority, or P0's turn is over."""
    while g.s["turn_player"] == 0 and not (g.pending().player == 1 and g.pending().kind != "priority"):
        decision = g.pending()
        g.submit(["pass"] if decision.kind == "priority" else decision.option_keys()[: max(1, decision.min)])


def test_sb51_photo_finish_banishes_a_friend_after_a_turn_without_moves():
    b = board()
    photo = b.add("SB51", 1, "play", "home:1")
    victim = b.add("PR36", 0, "play", "problem:0")
    g = shipped_game(b)
    _to_end_of_turn(g)
    assert g.pending().player == 1 and g.pending().kind == "may"
    answer(g, "yes")
    assert photo not in g.s["play"] and "SB51" in zone_codes(g, 1, "discard")
    assert victim not in g.s["play"] and zone_codes(g, 0, "banished") == ["PR36"]


def test_sb51_photo_finish_waits_when_the_opponent_moved_a_character():
    b = board()
    photo = b.add("SB51", 1, "play", "home:1")
    b.add("PR36", 0, "play", "problem:0")
    mover = b.add("PR36", 0, "play", "home:0")
    g = shipped_game(b)
    answer(g, f"move|{mover}|problem:1")
    _to_end_of_turn(g)
    assert g.s["turn_player"] == 1 and photo in g.s["play"]


def test_sb136_spike_master_of_ceremonies_may_choose_each_effect_of_a_song():
    b = rich_board()
    b.add("SB136", 0, "play", "home:0")
    vote = b.add("MT92", 0, "hand")  # The Vote, a Song: "Choose one:" three effects
    foe = b.add("PR36", 1, "play", "home:1")
    theirs = b.add("MT78", 1, "hand")
    b.players[1]["score"] = 2
    g = shipped_game(b)
    answer(g, f"play|{vote}|event")
    assert "mode:each" in keys(g)
    answer(g, "mode:each")  # (the only opposing Friend is frightened without asking)
    assert g.s["cards"][foe]["frightened"]  # the first effect
    assert not abilities.can_play_event(g, 1, theirs, g.spec(theirs))  # the second
    assert g.s["players"][0]["score"] == 1  # and the third


def test_sb136_spike_master_of_ceremonies_is_needed_for_each_effect():
    b = rich_board()
    b.add("SB136", 1, "play", "home:1")  # the opponent's Spike
    vote = b.add("MT92", 0, "hand")
    b.add("PR36", 1, "play", "home:1")
    g = shipped_game(b)
    answer(g, f"play|{vote}|event")
    assert "mode:each" not in keys(g) and g.pending().kind == "mode"


def _tokens_after_move(b, pony: int, dest: str) -> int:
    """P0 (6 action tokens) moves `pony` to `dest` with the Move action (609.2b): tokens left."""
    g = shipped_game(b)
    answer(g, f"move|{pony}|{dest}")
    assert g.card(pony)["area"] == dest
    return g.s["players"][0]["tokens"]


def test_sb139_princess_luna_midnight_opponents_pay_one_more_to_move():
    b = board(6)
    b.add("SB139", 1, "play", "home:1")
    pony = b.add("PR36", 0, "play", "home:0")
    assert _tokens_after_move(b, pony, "problem:1") == 6 - 2 - 1
    b = board(6)
    b.add("SB139", 0, "play", "home:0")  # its controller's own moves cost as usual
    pony = b.add("PR36", 0, "play", "home:0")
    assert _tokens_after_move(b, pony, "problem:1") == 6 - 2


def test_sb127_down_the_drain_opponents_pay_one_more_to_move_there():
    b = board(6)
    b.cards[b.problem[1] - 1]["card"] = "SB127"  # P1's Problem
    pony = b.add("PR36", 0, "play", "home:0")
    assert _tokens_after_move(b, pony, "problem:1") == 6 - 2 - 1
    b = board(6)
    b.cards[b.problem[1] - 1]["card"] = "SB127"
    pony = b.add("PR36", 0, "play", "home:0")
    assert _tokens_after_move(b, pony, "problem:0") == 6 - 2  # to another Problem: as usual


def test_sb142_storm_king_force_of_nature_taxes_moves_to_and_from_its_problem_for_everyone():
    for owner in (0, 1):  # its controller pays too
        b = board(9)
        b.add("SB142", owner, "play", "problem:1")
        pony = b.add("PR36", 0, "play", "home:0")
        assert _tokens_after_move(b, pony, "problem:1") == 9 - 2 - 2
    b = board(9)
    b.add("SB142", 1, "play", "problem:1")
    pony = b.add("PR36", 0, "play", "problem:1")
    assert _tokens_after_move(b, pony, "problem:0") == 9 - 2 - 2  # from its Problem
    b = board(9)
    b.add("SB142", 1, "play", "problem:1")
    pony = b.add("PR36", 0, "play", "home:0")
    assert _tokens_after_move(b, pony, "problem:0") == 9 - 2  # elsewhere: as usual


def _chariot_move(b, pony: int, dest: str):
    """P0 (2 action tokens) uses Pegasus Chariot ("Main Phase: Pay [1] to move a character")
    on `pony` to `dest`: a move by card text P0 carries out. The game as P0 is asked."""
    chariot = next((c["iid"] for c in b.cards if c["card"] == "FF109"), None) or b.add("FF109", 0, "play", "home:0")
    g = shipped_game(b)
    answer(g, f"act|{chariot}|")
    answer(g, f"card:{pony}")
    if g.pending().kind == "area":
        answer(g, dest)
    return g


def test_sb139_princess_luna_midnight_a_move_by_card_text_waits_on_the_opponent_paying():
    # "Opponents can't move characters unless they pay [1]": every move they carry out, the
    # Move action's and a card's alike
    b = board(2)
    b.add("SB139", 1, "play", "home:1")
    pony = b.add("PR36", 0, "play", "home:0")
    g = _chariot_move(b, pony, "problem:1")
    assert g.pending().player == 0 and set(keys(g)) == {"pay", "stay"}
    answer(g, "pay")
    assert g.card(pony)["area"] == "problem:1" and g.s["players"][0]["tokens"] == 0
    g = _chariot_move(b, pony, "problem:1")
    answer(g, "stay")
    assert g.card(pony)["area"] == "home:0" and "isn't moved" in log_text(g)
    # an opponent's character moved by the opponent's text: the mover pays, not its controller
    foe = b.add("PR36", 1, "play", "problem:1")
    g = _chariot_move(b, foe, "problem:0")
    assert g.pending().player == 0
    answer(g, "pay")
    assert g.card(foe)["area"] == "problem:0" and g.s["players"][0]["tokens"] == 0
    b = board(2)
    b.add("SB139", 0, "play", "home:0")  # its controller moves freely
    pony = b.add("PR36", 0, "play", "home:0")
    g = _chariot_move(b, pony, "problem:1")
    assert g.card(pony)["area"] == "problem:1" and g.s["players"][0]["tokens"] == 1


def test_sb142_storm_king_a_player_without_the_tokens_is_not_asked_and_the_log_says_they_cant_pay():
    """Judge scenario from a seeded game (705.2e: players can't choose to do things that can't be
    done): P1's Storm King, Force of Nature is at P1's Problem; P0's Pegasus Chariot moves P1's
    Friend there from home while P1 has no action token. P1 is not asked, and the log says P1
    can't pay, whose text asks it, not that P1 chose not to; a player who declines "didn't pay"."""
    b = board(2)
    king = b.add("SB142", 1, "play", "problem:1")
    foe = b.add("PR36", 1, "play", "home:1")
    b.players[1] = {"tokens": 0}
    g = _chariot_move(b, foe, "problem:1")
    assert g.card(foe)["area"] == "home:1" and g.pending().player == 0
    assert f"{g.name(foe)} isn't moved: P1 can't pay 2 (by the text of {g.name(king)})" in log_text(g)
    b.players[1] = {"tokens": 2}
    g = _chariot_move(b, foe, "problem:1")
    assert g.pending().player == 1
    answer(g, "stay")
    assert f"{g.name(foe)} isn't moved: P1 didn't pay 2 (by the text of {g.name(king)})" in log_text(g)


def test_sb127_down_the_drain_a_move_there_by_card_text_waits_on_the_opponent_paying():
    b = board(2)
    b.cards[b.problem[1] - 1]["card"] = "SB127"  # P1's Problem
    pony = b.add("PR36", 0, "play", "home:0")
    g = _chariot_move(b, pony, "problem:1")
    assert set(keys(g)) == {"pay", "stay"}
    answer(g, "pay")
    assert g.card(pony)["area"] == "problem:1" and g.s["players"][0]["tokens"] == 0
    g = _chariot_move(b, pony, "problem:0")  # to another Problem: as usual
    assert g.card(pony)["area"] == "problem:0" and g.s["players"][0]["tokens"] == 1


def test_sb142_storm_king_force_of_nature_a_move_by_card_text_waits_on_its_controller_paying():
    # "Characters can't move to or from this card's Problem unless their controller pays [2]"
    b = board(3)
    b.add("SB142", 0, "play", "problem:1")  # its own controller's characters too
    pony = b.add("PR36", 0, "play", "home:0")
    g = _chariot_move(b, pony, "problem:1")
    assert g.pending().player == 0 and set(keys(g)) == {"pay", "stay"}
    answer(g, "pay")
    assert g.card(pony)["area"] == "problem:1" and g.s["players"][0]["tokens"] == 0
    foe = b.add("PR36", 1, "play", "problem:1")
    b.players[1] = {"tokens": 2}
    g = _chariot_move(b, foe, "problem:0")  # away from it: the character's controller pays
    assert g.pending().player == 1
    answer(g, "pay")
    assert g.card(foe)["area"] == "problem:0" and g.s["players"][1]["tokens"] == 0
    g = _chariot_move(b, pony, "problem:0")  # from home to elsewhere: as usual
    assert g.card(pony)["area"] == "problem:0" and g.s["players"][0]["tokens"] == 2


def test_sb142_storm_king_toll_on_a_move_by_another_cards_text_is_logged_as_storm_kings():
    """Judge: Pegasus Chariot moves P0's Friend to Storm King's Problem; the [2] P0 pays is
    Storm King's price (104.2), and the log says so, not that Pegasus Chariot asked it."""
    b = board(3)
    king = b.add("SB142", 1, "play", "problem:1")
    pony = b.add("PR36", 0, "play", "home:0")
    g = _chariot_move(b, pony, "problem:1")
    answer(g, "pay")
    assert g.card(pony)["area"] == "problem:1"
    assert f"P0 pays 2 action tokens (by the text of Storm King, Force of Nature #{king})" in log_text(g)


def _pirate_ship_tokens_left(celaeno_owner: int | None) -> int:
    """P0 (2 tokens) uses Pirate Ship ("Pay [1] and exhaust this card to move one of your
    characters") on Apple Brown Betty, with Captain Celaeno in play for `celaeno_owner`."""
    b = board(2)
    ship = b.add("SB116", 0, "play", "home:0")
    pony = b.add("PR36", 0, "play", "home:0")
    if celaeno_owner is not None:
        b.add("SB8", celaeno_owner, "play", f"home:{celaeno_owner}")
    g = shipped_game(b)
    answer(g, f"act|{ship}|")
    answer(g, f"card:{pony}")
    answer(g, "problem:1")
    assert g.card(pony)["area"] == "problem:1" and g.card(ship)["exhausted"]
    return g.s["players"][0]["tokens"]


def test_sb8_captain_celaeno_corsair_captain_pirate_ship_abilities_cost_one_less():
    assert _pirate_ship_tokens_left(None) == 1
    assert _pirate_ship_tokens_left(0) == 2  # [1] less: nothing to pay
    assert _pirate_ship_tokens_left(1) == 1  # an opponent's Celaeno: not "you"


def test_sb8_captain_celaeno_corsair_captain_pirate_ship_option_says_what_it_costs_now():
    """With P0's Captain Celaeno in play, Pirate Ship's option says it costs nothing; with
    none, the option quotes the text alone, whose [1] is what it costs."""
    for celaeno, lead in ((True, "Pay 0 to activate Pirate Ship #"), (False, "Pirate Ship #")):
        b = board(2)
        ship = b.add("SB116", 0, "play", "home:0")
        b.add("PR36", 0, "play", "home:0")
        if celaeno:
            b.add("SB8", 0, "play", "home:0")
        g = shipped_game(b)
        label = next(o.label for o in g.pending().options if o.key.startswith(f"act|{ship}|"))
        assert label.startswith(lead) and "Pay [1] and exhaust this card" in label


def _critter_cuisine_named_pirate_ship():
    """The shipped cards, with PR134 Critter Cuisine ("Main Phase: Exhaust this card and pay [1]
    to give each of your Critter Friends +1 [Kindness] ...", an ability not read in parts) named
    Pirate Ship. No card of the pool lowers what such an ability costs: Captain Celaeno's
    discount names Pirate Ship, whose own ability is read in parts, and the cards lowering
    what turning over costs lower their own. This is the closest case, a Resource with the
    cost Pirate Ship prints."""
    from dataclasses import replace

    from engine.mlp.api import default_library
    from engine.mlp.state.library import CardLibrary

    shipped = default_library()
    cuisine = shipped.find("PR134")
    renamed = replace(cuisine, title="Pirate Ship")
    return CardLibrary([renamed if card.id == cuisine.id else card for card in shipped.cards()],
                       version="test-critter-cuisine-named-pirate-ship")


def test_sb8_captain_celaeno_corsair_captain_lowers_what_every_family_of_ability_pays():
    """"You may pay [1] less for the activated abilities of Pirate Ship": an ability carried
    out by its own runner pays what its option says, worked out as for every other, so with
    Captain Celaeno it costs nothing; its [1] no longer reaches past her."""
    b = board(1)
    ship = b.add("PR134", 0, "play", "home:0")
    critter = b.add("PR81", 0, "play", "home:0")  # Blue Jay: a Critter
    b.add("SB8", 0, "play", "home:0")
    g = b.game(_critter_cuisine_named_pirate_ship())
    key = next(k for k in keys(g) if k.startswith(f"act|{ship}|"))
    label = next(o.label for o in g.pending().options if o.key == key)
    assert label.startswith("Pay 0 to activate Pirate Ship #")
    answer(g, key)
    assert g.card(ship)["exhausted"] and g.s["players"][0]["tokens"] == 1
    assert power.power(g, critter) == 2 + 1


def test_sb113_motivational_speech_gives_your_mane_character_the_chosen_color():
    b = rich_board()
    card = b.add("SB113", 0, "hand")
    g = shipped_game(b)
    mane, theirs = b.mane
    assert "pink" not in power.colors(g, mane)
    answer(g, f"play|{card}|home:0")
    answer(g, "color:pink")
    assert "pink" in power.colors(g, mane)
    assert "purple" in power.colors(g, mane)  # Twilight Sparkle keeps her own color
    assert "pink" not in power.colors(g, theirs)  # "your" Mane Character only
    speech = next(i for i in g.s["play"] if g.spec(i).code == "SB113")
    g.dismiss(speech, "test")
    assert "pink" not in power.colors(g, mane)  # only while the Resource is in play


def _airship_faceoff(top: str, owner: int = 0):
    """P0's Red Gala challenges P1's Parasprites; `top` on top of P0's deck (flipped), the
    Airship at `owner`'s home: the game once the faceoff asks or is over."""
    b, ids = gala_board(tokens=0)
    b.add("SB119", owner, "play", f"home:{owner}")
    b.deck_top(top, 0)
    g = start_challenge(b, ids["tm"])
    while g.s["faceoff"] is not None and g.pending().kind not in ("replacement", "bottom_order"):
        answer(g, "pass")
    return g


def test_sb119_tempest_shadows_airship_puts_a_flipped_troublemaker_into_your_hand():
    g = _airship_faceoff("PR157")
    flipped_tm = [i for i in g.s["faceoff"]["flipped"][0] if g.spec(i).code == "PR157"]
    assert keys(g) == ["none", f"hand:{flipped_tm[0]}"]
    answer(g, f"hand:{flipped_tm[0]}")
    assert "PR157" in zone_codes(g, 0, "hand")


def test_sb119_tempest_shadows_airship_not_other_cards_nor_opponents():
    g = _airship_faceoff("PR36")  # a flipped Friend: nothing to ask
    assert g.pending().kind != "replacement" and "PR36" not in zone_codes(g, 0, "hand")
    g = _airship_faceoff("PR157", owner=1)  # P1's Airship: P0's flipped Troublemaker stays
    assert g.pending().kind != "replacement" and "PR157" not in zone_codes(g, 0, "hand")


def test_sb114_petrified_the_friend_loses_abilities_cant_move_be_frightened_or_contribute():
    b = rich_board()
    pony = b.add("PR86", 0, "play", "problem:0")  # House Mouse (Critter, 1 power)
    other = b.add("PR36", 0, "play", "problem:0")
    card = b.add("SB114", 0, "hand")
    g = shipped_game(b)
    before = power.confront_power(g, 0, "problem:0")
    assert any(k.startswith(f"move|{pony}|") for k in keys(g))
    answer(g, f"play|{card}|on:{pony}")
    assert pony in g.lost_abilities() and other not in g.lost_abilities()
    assert not any(k.startswith(f"move|{pony}|") for k in keys(g))  # not even by its controller
    assert any(k.startswith(f"move|{other}|") for k in keys(g))
    assert power.static_any(g, "cant_frighten", pony) and not power.static_any(g, "cant_frighten", other)
    assert power.confront_power(g, 0, "problem:0") == before - 1  # House Mouse's 1 power left out
    in_faceoff(g)
    assert power_total(g, 0) == power.power(g, other)  # only Apple Brown Betty counts


def test_sb29_dj_pon_3_feel_the_beat_moving_a_friend_discounts_the_next_friend_to_a_minimum_of_one():
    b = board(9)
    b.add("SB29", 0, "play", "home:0")
    pony = b.add("PR36", 0, "play", "home:0")
    betty = b.add("PR36", 0, "hand")  # cost 3
    sunrise = b.add("PR20", 0, "hand")  # cost 1
    g = shipped_game(b)
    answer(g, f"move|{b.mane[0]}|problem:1")  # a Mane Character is not a Friend: nothing
    assert g.pending().kind == "priority"
    answer(g, f"move|{pony}|problem:1")
    answer(g, "yes")
    assert power.play_cost(g, 0, betty, "home:0", None) == 2
    assert power.play_cost(g, 0, sunrise, "home:0", None) == 1  # never below [1]


def test_sb29_dj_pon_3_feel_the_beat_discount_is_spent_by_the_next_friend():
    b = board(9)
    b.add("SB29", 0, "play", "home:0")
    pony = b.add("PR36", 0, "play", "home:0")
    first = b.add("PR36", 0, "hand")
    second = b.add("PR36", 0, "hand")
    g = shipped_game(b)
    answer(g, f"move|{pony}|problem:1")
    answer(g, "yes")
    tokens = g.s["players"][0]["tokens"]
    answer(g, f"play|{first}|home:0")
    assert g.s["players"][0]["tokens"] == tokens - 2
    assert power.play_cost(g, 0, second, "home:0", None) == 3  # spent


def test_sb57_canterlot_citizens_exhausts_at_home_to_contribute_to_confronting_a_problem():
    # P0's Problem needs 1 blue + 1 non-blue: Emerald Green (blue) there alone falls short
    b = Board(problems=("PR168", "PR190"))
    b.players[0] = {"tokens": 0}
    b.add("PR12", 0, "play", "problem:0")
    citizens = b.add("SB57", 0, "play", "home:0")
    g = shipped_game(b, phase="score", step="confront", start="score")
    assert g.pending().kind == "may" and g.pending().player == 0
    assert keys(g) == ["problem:0", "problem:1", "no"]
    # each Problem offered by its name, as the board shows it, not the place it lies at
    assert [place_words(g, o.label) for o in g.pending().options] == [
        f"Cloudbursting #{b.problem[0]}", f"Runaway Cart #{b.problem[1]}", "Don't"]
    answer(g, "problem:0")
    assert g.card(citizens)["exhausted"] and g.card(citizens)["area"] == "home:0"
    assert (f"Canterlot Citizens, Pony Populace #{citizens} contributes its power to confronting "
            f"Cloudbursting #{b.problem[0]} this Score Phase") in log_text(g)
    assert "P0 confronts" in log_text(g)  # Emerald Green with the Citizens' 2 (yellow) power


def test_sb57_canterlot_citizens_declined_contribute_nothing():
    b = Board(problems=("PR168", "PR190"))
    b.players[0] = {"tokens": 0}
    b.add("PR12", 0, "play", "problem:0")
    citizens = b.add("SB57", 0, "play", "home:0")
    g = shipped_game(b, phase="score", step="confront", start="score")
    answer(g, "no")
    assert not g.card(citizens)["exhausted"]
    assert "P0 confronts" not in log_text(g)


def _octavia_board(p1_tokens: int = 2):
    """P0 (rich board) plays We'll Make Our Mark while P1's Octavia, Harmony and Dissonance
    is ready at home, P1 holding `p1_tokens` action tokens: the game after the play."""
    b = rich_board()
    octavia = b.add("SB91", 1, "play", "home:1")
    b.players[1] = {"tokens": p1_tokens}
    card = b.add("MT94", 0, "hand")
    g = shipped_game(b)
    answer(g, f"play|{card}|event")
    return g, octavia


def test_sb91_octavia_harmony_and_dissonance_pays_and_exhausts_to_cancel_an_opponents_event():
    g, octavia = _octavia_board()
    assert g.pending().player == 1 and keys(g) == ["no", f"cancel:{octavia}"]
    # led by the card that may cancel it, as every question of a card's text (712.3)
    assert g.pending().prompt == f"Octavia, Harmony and Dissonance #{octavia}: Cancel We'll Make Our Mark? (712.3)"
    hand = len(g.s["players"][0]["hand"])
    answer(g, f"cancel:{octavia}")
    assert g.s["players"][1]["tokens"] == 0 and g.card(octavia)["exhausted"]
    assert zone_codes(g, 0, "discard") == ["MT94"]  # canceled: put into the discard pile unresolved
    assert len(g.s["players"][0]["hand"]) == hand and "chooses:" not in log_text(g)
    assert "410.7" in log_text(g)


def test_sb91_octavia_harmony_and_dissonance_may_let_it_resolve_and_needs_the_tokens():
    g, octavia = _octavia_board()
    answer(g, "no")
    assert not g.card(octavia)["exhausted"] and g.s["players"][1]["tokens"] == 2
    assert g.pending().player == 0 and g.pending().kind == "mode"  # the Event resolves
    g, octavia = _octavia_board(p1_tokens=1)  # can't pay [2]: not asked
    assert g.pending().player == 0 and g.pending().kind == "mode"
def _off_balance() -> tuple:
    """P1's turn: P1's Apple Brown Betty at home, P0's Berry Punch, Off-Balance at home."""
    b = Board()
    b.players[1] = {"tokens": 3}
    punch = b.add("SB27", 0, "play", "home:0")
    pony = b.add("PR36", 1, "play", "home:1")
    return shipped_game(b, turn_player=1), punch, pony


def test_sb27_berry_punch_off_balance_sends_an_opponents_move_to_a_different_problem():
    g, punch, pony = _off_balance()
    answer(g, f"move|{pony}|problem:0")
    assert g.pending().player == 0 and g.pending().kind == "may"
    answer(g, "yes")
    if g.pending().kind == "area":
        assert g.pending().player == 1 and keys(g) == ["problem:1"]  # they choose
        answer(g, "problem:1")
    assert g.card(pony)["area"] == "problem:1" and g.card(punch)["exhausted"]


def test_sb27_berry_punch_may_let_the_move_happen_and_ignores_its_own_players_moves():
    g, punch, pony = _off_balance()
    answer(g, f"move|{pony}|problem:0")
    answer(g, "no")
    assert g.card(pony)["area"] == "problem:0" and not g.card(punch)["exhausted"]
    b = Board()
    b.players[0] = {"tokens": 3}
    punch = b.add("SB27", 0, "play", "home:0")
    pony = b.add("PR36", 0, "play", "home:0")
    g = shipped_game(b)
    answer(g, f"move|{pony}|problem:0")
    assert g.card(pony)["area"] == "problem:0" and g.pending().kind == "priority"
