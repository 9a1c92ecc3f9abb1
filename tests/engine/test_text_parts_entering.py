"""Wordings common among cards that were missing: additional costs to play a card, and
effects after "When this card / this Problem enters play". Each test is a judge's board on
real cards of the shipped database, the answers given, and the result."""

from __future__ import annotations

from engine.mlp.api import default_library
from engine.mlp.coverage import CARRIED_OUT, coverage
from tests.engine.helpers import (
    Board,
    answer,
    keys,
    log_text,
    shipped_game,
    without_numbers_now,
    zone_codes,
)


def test_additional_costs_complete_their_cards():
    rows = {row.code: row.status for row in coverage(default_library())}
    for code in ("EO38", "HM32", "DE90", "DE94", "DE97", "DE101", "EO130"):
        assert rows[code] in CARRIED_OUT, code
    # GF9's other text (two names in all zones) is read as well
    assert rows["GF9"] in CARRIED_OUT


def test_funny_business_discards_two_other_cards_as_it_is_played_de97():
    """705.2d: the additional cost is paid as the Event is played; the Event itself, in the
    queue, is not one of the cards discarded; then its text dismisses an opposing Friend."""
    b = Board()
    b.players[0] = {"tokens": 2}
    for _ in range(3):
        b.add("PR36", 0, "play", "home:0")
    event = b.add("DE97", 0, "hand")
    first = b.add("PR79", 0, "hand")
    second = b.add("PR53", 0, "hand")
    kept = b.add("PR36", 0, "hand")
    target = b.add("PR79", 1, "play", "problem:1")
    g = shipped_game(b)
    answer(g, f"play|{event}|event")
    assert g.pending().kind == "cost"
    assert f"card:{event}" not in keys(g)
    answer(g, f"card:{first}", f"card:{second}")
    assert zone_codes(g, 0, "hand") == ["PR36"] and kept in g.s["players"][0]["hand"]
    # the only opposing Friend is dismissed without asking
    assert target not in g.s["play"]
    assert sorted(zone_codes(g, 0, "discard")) == ["DE97", "PR53", "PR79"]
    assert zone_codes(g, 1, "discard") == ["PR79"]
    assert g.s["players"][0]["tokens"] == 0


def test_an_event_whose_additional_cost_cant_be_paid_is_not_offered_de97():
    """705.2: with only one other card in hand, "discard 2 cards" can't be paid."""
    b = Board()
    b.players[0] = {"tokens": 2}
    for _ in range(3):
        b.add("PR36", 0, "play", "home:0")
    event = b.add("DE97", 0, "hand")
    b.add("PR79", 0, "hand")
    b.add("PR79", 1, "play", "problem:1")
    g = shipped_game(b)
    assert not any(k.startswith(f"play|{event}|") for k in keys(g))


def test_braeburn_retires_a_friend_as_it_is_played_eo38():
    """705.2d: the additional cost of a Friend is paid as it is played; it enters play after."""
    b = Board()
    b.players[0] = {"tokens": 2}
    pink = [b.add("PR36", 0, "play", "home:0") for _ in range(3)]
    braeburn = b.add("EO38", 0, "hand")
    g = shipped_game(b)
    play = next(k for k in keys(g) if k.startswith(f"play|{braeburn}|home:0"))
    answer(g, play)
    assert g.pending().kind == "cost"
    assert set(keys(g)) == {f"card:{i}" for i in pink}
    answer(g, f"card:{pink[0]}")
    assert pink[0] not in g.s["play"]
    assert sorted(zone_codes(g, 0, "discard")) == ["PR36"]
    assert any(g.spec(i).code == "EO38" for i in g.s["play"])
    assert "Braeburn" in log_text(g)


def test_snips_and_snails_are_not_offered_without_a_friend_to_retire_hm32():
    """705.2: with no Friend of yours in play the additional cost can't be paid (Mane
    Characters are not Friends)."""
    b = Board(manes=("PR3", "PR2"))
    b.players[0] = {"tokens": 5}
    snips = b.add("HM32", 0, "hand")  # needs 1 pink power: the Mane Character gives it
    g = shipped_game(b)
    assert not any(k.startswith(f"play|{snips}|") for k in keys(g))
    b.add("PR36", 0, "play", "home:0")
    g = shipped_game(b)
    assert any(k.startswith(f"play|{snips}|") for k in keys(g))


def _play_out_faceoff(g, limit: int = 60) -> None:
    """Pass priority through the faceoff windows (forced choices are made by the engine)."""
    for _ in range(limit):
        d = g.pending()
        if d is None or (g.s["faceoff"] is None and d.kind == "priority" and g.s["stack"][-1]["op"] != "ability"):
            return
        if d.kind == "priority":
            g.submit(["pass"])
        else:
            g.submit(d.option_keys()[: d.min])
    raise AssertionError("the faceoff never ended")


def test_the_faceoff_outcome_wordings_complete_their_cards():
    rows = {row.code: row.status for row in coverage(default_library())}
    for code in ("CN115", "CN117", "CG112", "CG116", "CG113"):
        assert rows[code] in CARRIED_OUT, code


def test_rock_paper_scissors_the_loser_dismisses_their_friend_involved_cn115():
    """514.2c, 707.4: the Event starts a faceoff between two Friends; 514.5d: as it ends the
    loser dismisses one of their Friends that was involved (here the only one)."""
    b = Board()
    b.players[0] = {"tokens": 2}
    mine = b.add("PR36", 0, "play", "problem:0")
    theirs = b.add("PR36", 1, "play", "problem:1")
    bystander = b.add("PR36", 1, "play", "home:1")
    event = b.add("CN115", 0, "hand")
    b.deck_top("PR36", 0)  # P0 flips 3: 3 + 3 against 3 + 1
    g = shipped_game(b)
    answer(g, f"play|{event}|event")
    # their Friend is chosen (P0's only Friend needs no choice)
    answer(g, f"card:{theirs}")
    _play_out_faceoff(g)
    assert "P0 wins the faceoff" in log_text(g)
    assert theirs not in g.s["play"] and zone_codes(g, 1, "discard") == ["PR36"]
    assert mine in g.s["play"] and bystander in g.s["play"]


def test_at_the_end_of_the_faceoff_the_loser_dismisses_after_the_win_triggers_cn115_514_6():
    """Rock, Paper, Scissors, Shoot!'s "At the end of the faceoff, the loser dismisses one of
    their Friends that was involved" waits for the end of the faceoff (514.6: after its priority
    window, as the end's triggers), so Applejack, Plant Leader's "When you win a faceoff
    involving this card, your opponent discards a random card" (a trigger of the win, 514.5,
    processed before that window) comes first, while the loser's Friend is still in play."""
    b = Board()
    b.players[0] = {"tokens": 2}
    applejack = b.add("PR23", 0, "play", "problem:0")
    b.add("PR36", 0, "play", "home:0")  # the Event's play requirement
    theirs = b.add("PR36", 1, "play", "problem:1")
    b.add("PR12", 1, "hand")
    event = b.add("CN115", 0, "hand")
    b.deck_top("PR31", 0)  # P0 flips 4: 2 + 4 against 3 + 1
    g = shipped_game(b)
    loser = g.name(theirs)
    answer(g, f"play|{event}|event")
    answer(g, f"card:{applejack}")  # (P1's Friend, the only one with as much power, needs no choice)
    _play_out_faceoff(g)
    lines = [text for _, _, text in g.log]
    discarded = next(i for i, text in enumerate(lines) if "discards" in text and "at random" in text)
    dismissed = next(i for i, text in enumerate(lines) if without_numbers_now(text).startswith(f"{loser} is dismissed"))
    won = next(i for i, text in enumerate(lines) if "P0 wins the faceoff" in text)
    assert won < discarded < dismissed, lines[won:]
    assert theirs not in g.s["play"] and applejack in g.s["play"]


def test_spell_off_the_winner_may_send_the_opposing_characters_involved_home_cg116():
    """514.2c: a Problem faceoff between the characters at a Problem; 514.5d: the winner may
    move each opposing character involved home (the loser's characters elsewhere stay)."""
    b = Board()
    b.players[0] = {"tokens": 3}
    b.add("EO62", 0, "play", "problem:1")
    b.add("CN55", 0, "play", "home:0")
    theirs = b.add("PR36", 1, "play", "problem:1")
    elsewhere = b.add("PR36", 1, "play", "problem:0")
    event = b.add("CG116", 0, "hand")
    b.deck_top("PR36", 0)  # 4 + 3 against 3 + 1
    g = shipped_game(b)
    answer(g, f"play|{event}|event")
    if g.pending().kind == "area":
        answer(g, "problem:1")
    for _ in range(60):
        d = g.pending()
        if d.kind == "may":
            answer(g, "yes")
            break
        g.submit(["pass"] if d.kind == "priority" else d.option_keys()[: d.min])
    assert "P0 wins the faceoff" in log_text(g)
    assert g.card(theirs)["area"] == "home:1"
    assert g.card(elsewhere)["area"] == "problem:0"


def test_the_entering_play_wordings_complete_their_cards():
    rows = {row.code: row.status for row in coverage(default_library())}
    for code in ("CN48", "CN178", "AD172", "FF137", "CN26", "FF100", "LL40", "AD35", "CG85", "DE41", "DE43"):
        assert rows[code] in CARRIED_OUT, code


def _problem_enters(b: Board, problem: str, **top):
    """P0's Problem at problem:0 is replaced (613.2) by `problem`, the top of P0's Problem deck."""
    from engine.mlp.procedures import flow

    b.add(problem, 0, "problem_deck")
    g = shipped_game(b, **top)
    flow.replace_problem(g, "problem:0")
    answer(g, "pass")  # the triggered ability is processed before the next priority (712.1)
    return g


def test_fruit_bat_roundup_each_player_discards_a_card_per_action_token_cn178():
    """The turn player first, then the other (801): each discards one card for each action
    token they have, choosing which."""
    b = Board()
    b.players[0] = {"tokens": 2}
    b.players[1] = {"tokens": 1}
    mine = [b.add("PR20", 0, "hand") for _ in range(3)]
    theirs = [b.add("PR20", 1, "hand") for _ in range(2)]
    g = _problem_enters(b, "CN178")
    assert g.pending().player == 0
    answer(g, f"card:{mine[0]}", f"card:{mine[1]}")
    assert g.pending().player == 1
    answer(g, f"card:{theirs[1]}")
    # (cards changing zones take new ids, 410.6)
    assert len(g.s["players"][0]["discard"]) == 2 and mine[2] in g.s["players"][0]["hand"]
    assert not set(mine[:2]) & set(g.s["players"][0]["hand"])
    assert len(g.s["players"][1]["discard"]) == 1 and theirs[0] in g.s["players"][1]["hand"]
    assert theirs[1] not in g.s["players"][1]["hand"]


def test_fruit_bat_roundup_discards_no_card_until_both_players_have_chosen_cn178():
    """Judge scenario (801.1: "After all decisions have been made, they are resolved
    simultaneously"): P0's two cards chosen for Fruit Bat Roundup stay in hand while P1 chooses
    theirs; all three are then discarded. A player with no action token is not asked."""
    b = Board()
    b.players[0] = {"tokens": 2}
    b.players[1] = {"tokens": 1}
    mine = [b.add("PR20", 0, "hand") for _ in range(3)]
    theirs = [b.add("PR20", 1, "hand") for _ in range(2)]
    g = _problem_enters(b, "CN178")
    answer(g, f"card:{mine[0]}", f"card:{mine[1]}")
    assert g.pending().player == 1 and all(i in g.s["players"][0]["hand"] for i in mine)
    answer(g, f"card:{theirs[1]}")
    assert [len(g.s["players"][p]["discard"]) for p in (0, 1)] == [2, 1]
    b.players[1] = {"tokens": 0}
    g = _problem_enters(b, "CN178")
    answer(g, f"card:{mine[0]}", f"card:{mine[1]}")
    assert g.pending().kind == "priority" and [len(g.s["players"][p]["discard"]) for p in (0, 1)] == [2, 0]


def test_dinner_with_discord_only_players_with_an_action_token_draw_ad172():
    b = Board()
    b.players[0] = {"tokens": 0}
    b.players[1] = {"tokens": 2}
    g = _problem_enters(b, "AD172")
    drawn = [t for _, rule, t in g.log if rule == "712" and "draw" in t]
    assert len(drawn) == 1 and drawn[0].startswith("P1"), drawn


def test_sassaflash_each_player_shuffles_and_draws_as_it_enters_play_at_a_problem_cn48():
    b = Board()
    b.players[0] = {"tokens": 3}
    sassaflash = b.add("CN48", 0, "hand")
    g = shipped_game(b)
    answer(g, f"play|{sassaflash}|problem:1")
    # processed before the next priority (712.1): each instruction for every player before the
    # next, the turn player's part first (801): both shuffle, then both draw
    done = [t for _, rule, t in g.log if rule == "712"]
    assert [t.split()[:2] for t in done] == [["P0", "shuffles"], ["P1", "shuffles"], ["P0", "draws"],
                                             ["P1", "draws"]], done
    assert len(g.s["players"][0]["hand"]) == 1 and len(g.s["players"][1]["hand"]) == 1


def test_sassaflash_at_home_does_nothing_cn48():
    b = Board()
    b.players[0] = {"tokens": 3}
    sassaflash = b.add("CN48", 0, "hand")
    g = shipped_game(b)
    answer(g, f"play|{sassaflash}|home:0")
    assert not g.s["players"][0]["hand"] and not g.s["players"][1]["hand"]
    assert "shuffles their deck" not in log_text(g)


def test_mage_meadowbrook_dismisses_each_opposing_resource_and_troublemaker_ff137():
    b = Board()
    b.players[0] = {"tokens": 3}
    b.add("EO81", 0, "play", "home:0")
    own_resource = b.add("PR132", 0, "play", "home:0")
    resource = b.add("PR132", 1, "play", "home:1")
    troublemaker = b.add("PR157", 1, "play", "problem:0")
    friend = b.add("PR20", 1, "play", "problem:1")
    meadowbrook = b.add("FF137", 0, "hand")
    g = shipped_game(b)
    answer(g, f"play|{meadowbrook}|home:0")
    answer(g, "pass")
    assert resource not in g.s["play"] and troublemaker not in g.s["play"]
    assert own_resource in g.s["play"] and friend in g.s["play"]


def test_tough_questions_a_faceoff_with_an_opposing_troublemaker_banishes_it_if_won_ff100():
    """514.2c, 707.4: the faceoff is between one of your characters and the opposing card
    chosen, here a face-up Troublemaker; 514.5d: "if you win, banish that opposing card"."""
    b = Board()
    b.players[0] = {"tokens": 2}
    mine = b.add("PR197", 0, "play", "home:0")
    b.add("PR205", 0, "play", "problem:0")
    troublemaker = b.add("PR157", 1, "play", "problem:1")
    hidden = b.add("PR157", 1, "play", "problem:0", face_down=True)
    event = b.add("FF100", 0, "hand")
    b.deck_top("PR197", 0)  # 4 + 4 against the Troublemaker's power + 1
    g = shipped_game(b)
    answer(g, f"play|{event}|event")
    answer(g, f"card:{mine}")
    # 505.2: the face-down Troublemaker can't be chosen, so the face-up one is, without asking
    assert f"involving Dr. Hooves, Unblinking #{mine} and Purple Parasprite #{troublemaker}" in log_text(g)
    assert "P0 wins the faceoff" in log_text(g)
    assert troublemaker not in g.s["play"] and g.s["players"][1]["banished"]
    assert hidden in g.s["play"]


def test_applejack_applebucker_the_chosen_player_puts_four_cards_into_their_discard_pile_cn26():
    """"Choose a player. That player ...": either player may be chosen; the top 4 cards of
    that player's deck go to their discard pile."""
    b = Board()
    b.players[0] = {"tokens": 5}
    b.add("PR31", 0, "play", "home:0")
    applejack = b.add("CN26", 0, "hand")
    g = shipped_game(b)
    answer(g, f"play|{applejack}|home:0")
    assert g.pending().kind == "player" and set(keys(g)) == {"player:0", "player:1"}
    answer(g, "player:1")
    assert len(g.s["players"][1]["discard"]) == 4 and len(g.s["players"][1]["deck"]) == 6
    assert not g.s["players"][0]["discard"] and len(g.s["players"][0]["deck"]) == 10


def _trixie_enters(tokens: int):
    b = Board()  # P0's Mane Character is purple
    b.players[0] = {"tokens": tokens}
    trixie = b.add("LL40", 0, "hand")
    kept = b.add("PR20", 0, "hand")
    g = shipped_game(b)
    answer(g, f"play|{trixie}|home:0")
    return g, kept


def test_trixie_even_more_with_an_even_number_of_action_tokens_ll40():
    """712.2: the condition is checked as the triggered ability resolves: 5 - 3 = 2 tokens left."""
    g, kept = _trixie_enters(5)
    assert g.pending().kind == "may"
    answer(g, "yes")
    assert not g.s["players"][0]["hand"] and len(g.s["players"][0]["deck"]) == 11
    assert kept not in g.s["players"][0]["hand"]


def test_trixie_even_more_with_an_odd_number_of_action_tokens_does_nothing_ll40():
    g, kept = _trixie_enters(4)  # 1 token left
    assert g.pending().kind == "priority"
    assert g.s["players"][0]["hand"] == [kept] and len(g.s["players"][0]["deck"]) == 10


def test_pinkie_pie_life_of_the_party_counts_the_other_friends_you_have_there_ad35():
    """Counted as the triggered ability resolves: the other Friends of yours at that Problem
    (not your Mane Character, not the opponent's Friends, not this card)."""
    from engine.mlp.values import power

    b = Board()
    b.players[0] = {"tokens": 5}
    b.add("PR36", 0, "play", "problem:1")
    b.add("PR36", 0, "play", "problem:1")
    b.add("PR36", 0, "play", "problem:0")
    b.add("PR36", 1, "play", "problem:1")
    pinkie = b.add("AD35", 0, "hand")
    g = shipped_game(b)
    answer(g, f"play|{pinkie}|problem:1")
    new = next(i for i in g.s["play"] if g.spec(i).code == "AD35")
    assert power.power(g, new) == g.spec(new).power + 2


def test_goldie_delicious_dinner_time_puts_a_cheap_critter_into_play_at_her_problem_cg85():
    """706.1: the Critter Friend with cost 1 or less chosen from the discard pile enters play
    at the Problem Goldie Delicious entered; a Critter costing 2 can't be chosen."""
    b = Board()
    b.players[0] = {"tokens": 5}
    b.add("PR81", 0, "play", "home:0")  # yellow, for the play requirement
    mouse = b.add("PR86", 0, "discard")
    b.add("PR81", 0, "discard")
    goldie = b.add("CG85", 0, "hand")
    g = shipped_game(b)
    answer(g, f"play|{goldie}|problem:1")
    assert g.pending().kind == "may"
    answer(g, "yes")
    entered = [i for i in g.s["play"] if g.spec(i).code == "PR86"]
    assert len(entered) == 1 and g.card(entered[0])["area"] == "problem:1"
    assert mouse not in g.s["players"][0]["discard"]
    assert [g.spec(i).code for i in g.s["players"][0]["discard"]] == ["PR81"]


def test_coloratura_simply_rara_lowers_what_you_need_at_the_chosen_problem_de41():
    """611.3: "you need -4 power to confront that Problem until the end of the turn": the
    wild requirement of the chosen Problem only, for this player only, until the turn ends."""
    from engine.mlp.values import power

    b = Board()
    coloratura = b.add("DE41", 0, "play", "home:0")
    g = shipped_game(b)
    assert power.requirements(g, 0, "problem:1") == [("wild", None, 4)]
    answer(g, f"act|{coloratura}|")
    answer(g, "problem:1")
    assert g.card(coloratura)["exhausted"]
    assert power.requirements(g, 0, "problem:1") == [("wild", None, 0)]
    assert power.requirements(g, 1, "problem:1") == [("color", "orange", 1), ("not_color", "orange", 1)]
    assert power.requirements(g, 0, "problem:0") == [("color", "blue", 1), ("not_color", "blue", 1)]
    g.expire_mods("turn")
    assert power.requirements(g, 0, "problem:1") == [("wild", None, 4)]


def test_gladmane_lowers_what_you_need_at_his_problem_when_you_play_a_troublemaker_de43():
    from engine.mlp.values import power

    b = Board()
    b.players[0] = {"tokens": 3}
    b.add("DE43", 0, "play", "problem:1")
    troublemaker = b.add("PR157", 0, "hand")
    g = shipped_game(b)
    answer(g, f"tm|{troublemaker}|problem:0")
    assert power.requirements(g, 0, "problem:1") == [("wild", None, 2)]
    assert "611.3" in [rule for _, rule, _ in g.log]


def test_queen_novo_lowers_what_you_need_at_her_problem_when_you_play_a_seapony_sb53():
    """A Seapony Friend played triggers it; another Friend does not."""
    from engine.mlp.values import power

    b = Board()
    b.players[0] = {"tokens": 6}
    b.add("SB53", 0, "play", "problem:1")
    b.add("PR36", 0, "play", "home:0")
    b.add("PR36", 0, "play", "home:0")
    other = b.add("PR36", 0, "hand")
    seapony = b.add("SB38", 0, "hand")
    g = shipped_game(b)
    answer(g, f"play|{other}|home:0")
    assert power.requirements(g, 0, "problem:1") == [("wild", None, 4)]
    answer(g, f"play|{seapony}|home:0")
    assert power.requirements(g, 0, "problem:1") == [("wild", None, 2)]
