"""Texts printed on one card of Marks in Time, each played on a judge's board.

Each test names its card's code and shows what the card's own wording does.
"""

from __future__ import annotations

import re

from engine.mlp.api import default_library
from engine.mlp.effects import abilities, faceoffs
from engine.mlp.procedures.actions import legal
from engine.mlp.state.library import dilemma_id
from engine.mlp.table import mlp_table
from engine.mlp.values import power
from tests.engine.card_play import (
    CONFRONTERS,
    CRITTER,
    TROUBLEMAKER,
    confront_own,
    in_faceoff,
    rich_board,
    start_challenge,
)
from tests.engine.helpers import (
    Board,
    answer,
    keys,
    log_text,
    option_with,
    shipped_game,
    zone_codes,
)


def test_mt83_magical_misfire_banishes_a_whole_discard_pile_then_draws():
    b = Board()
    b.players[0] = {"tokens": 3}
    b.add("PR60", 0, "play", "home:0")  # purple power for its requirement
    b.add("PR36", 1, "discard")
    b.add("PR12", 1, "discard")
    b.add("PR33", 0, "discard")
    misfire = b.add("MT83", 0, "hand")
    g = shipped_game(b)
    deck = len(g.s["players"][0]["deck"])
    answer(g, f"play|{misfire}|event")
    answer(g, "player:1")
    assert zone_codes(g, 1, "discard") == [] and sorted(zone_codes(g, 1, "banished")) == ["PR12", "PR36"]
    assert zone_codes(g, 0, "discard") == ["PR33", "MT83"]  # the other pile stays (the Event then goes on it)
    assert len(g.s["players"][0]["deck"]) == deck - 1


def _cutie_marked(b, code: str, owner: int = 0, area: str = "home:0") -> int:
    """A Friend already Cutie Marked (its +1 power counter and the mark)."""
    return b.add(code, owner, "play", area, counters={"power": 1, "cutie_mark": 1})


def test_mt15_apple_bloom_forever_a_crusader_gives_your_cutie_marked_friends_one_power():
    b = Board()
    bloom = b.add("MT15", 0, "play", "home:0")
    marked = _cutie_marked(b, "PR36")  # 3 printed power, +1 counter
    plain = b.add("PR36", 0, "play", "home:0")
    theirs = _cutie_marked(b, "PR36", owner=1, area="home:1")
    g = shipped_game(b)
    assert power.power(g, marked) == 3 + 1 + 1
    assert power.power(g, plain) == 3  # not Cutie Marked
    assert power.power(g, theirs) == 3 + 1  # not one of yours
    assert power.power(g, bloom) == 2  # not Cutie Marked itself
    answer(g, f"act|{bloom}|")  # Main Phase: pay [2] to Cutie Mark this card
    assert power.power(g, bloom) == 2 + 1 + 1


def test_mt42_diamond_tiara_newfound_friend_counts_your_cutie_marked_friends():
    b = Board()
    tiara = b.add("MT42", 0, "play", "home:0")
    _cutie_marked(b, "PR36")
    _cutie_marked(b, "PR60", area="problem:0")
    b.add("PR36", 0, "play", "home:0")  # not Cutie Marked
    _cutie_marked(b, "PR36", owner=1, area="home:1")  # not yours
    g = shipped_game(b)
    assert power.power(g, tiara) == 3 + 2


def _flips(b, at: str = "problem:0") -> list[int]:
    """P0 challenges P1's Troublemaker at `at`: how many cards each player flipped."""
    tm = b.add(TROUBLEMAKER, 1, "play", at)
    g = start_challenge(b, tm)
    return [sum(1 for _, rule, text in g.log if rule == "514.3" and text.startswith(f"P{p} flips")) for p in (0, 1)]


def test_mt122_desperate_times_its_controller_flips_one_more_in_troublemaker_faceoffs_here():
    b = Board(problems=("MT122", "PR190"))
    b.add("PR60", 0, "play", "problem:0")
    assert _flips(b) == [2, 1]
    b = Board(problems=("MT122", "PR190"))  # a Troublemaker faceoff at the other Problem
    b.add("PR60", 0, "play", "problem:1")
    assert _flips(b, at="problem:1") == [1, 1]
    b = Board(problems=("MT122", "PR190"))  # not in a Problem faceoff here
    g = shipped_game(b)
    in_faceoff(g)
    assert faceoffs.extra_flips(g, 0) == 0


def test_mt136_big_mac_little_big_brother_flips_one_more_only_once_cutie_marked():
    b = Board()
    b.add("MT136", 0, "play", "problem:0")
    assert _flips(b) == [1, 1]
    b = Board()
    _cutie_marked(b, "MT136", area="problem:0")
    assert _flips(b) == [2, 1]
    b = Board()  # a faceoff it is not involved in
    _cutie_marked(b, "MT136", area="problem:1")
    b.add("PR60", 0, "play", "problem:0")
    assert _flips(b) == [1, 1]


def test_mt62_ak_yearling_gives_another_character_there_two_power_when_played_to_a_problem():
    b = rich_board()
    yearling = b.add("MT62", 0, "hand")
    mine = b.add("PR36", 0, "play", "problem:0")
    theirs = b.add("PR36", 1, "play", "problem:0")
    elsewhere = b.add("PR36", 0, "play", "problem:1")
    g = shipped_game(b)
    answer(g, f"play|{yearling}|problem:0")
    offered = keys(g)
    assert f"card:{mine}" in offered and f"card:{theirs}" in offered  # any other character there
    assert f"card:{elsewhere}" not in offered and not any(k.endswith(f":{yearling}") for k in offered)
    answer(g, f"card:{theirs}")
    assert power.power(g, theirs) == 3 + 2 and power.power(g, mine) == 3
    g.expire_mods("turn")
    assert power.power(g, theirs) == 3  # until the end of the turn


def test_mt62_ak_yearling_triggers_when_moved_to_a_problem_but_not_when_played_home():
    b = Board()
    b.players[0] = {"tokens": 4}
    yearling = b.add("MT62", 0, "play", "home:0")
    other = b.add("PR36", 0, "play", "problem:0")
    b.add("PR36", 1, "play", "problem:0")
    g = shipped_game(b)
    answer(g, f"move|{yearling}|problem:0")
    answer(g, f"card:{other}")
    assert power.power(g, other) == 3 + 2
    b = rich_board()
    second = b.add("MT62", 0, "hand")
    g = shipped_game(b)
    answer(g, f"play|{second}|home:0")
    assert g.pending().kind == "priority"  # nothing to choose: played home


def test_mt55_princess_celestia_equestrian_general_weakens_big_opposing_friends_during_your_turn():
    def board() -> Board:
        b = Board()
        b.add("MT55", 0, "play", "home:0")
        return b

    b = board()
    big = b.add("PR36", 1, "play", "home:1")  # 3 printed power
    small = b.add("PR20", 1, "play", "home:1")  # 1 printed power
    pumped = b.add("PR20", 1, "play", "home:1", counters={"power": 3})  # 4 power, 1 printed
    mine = b.add("PR36", 0, "play", "home:0")
    g = shipped_game(b)
    assert power.power(g, big) == 3 - 1
    assert power.power(g, small) == 1 and power.power(g, pumped) == 4  # printed power counts
    assert power.power(g, mine) == 3  # opposing Friends only
    b = board()
    b.players[1] = {"tokens": 2}  # (so that the position stops at their Main Phase)
    big = b.add("PR36", 1, "play", "home:1")
    g = shipped_game(b, turn_player=1)
    assert g.s["turn_player"] == 1
    assert power.power(g, big) == 3  # not during the opponent's turn


def test_mt129_hysterical_recreation_your_troublemakers_grow_with_your_characters_here():
    b = Board(problems=("MT129", "PR190"))
    b.add("PR60", 0, "play", "problem:0")
    b.add("PR60", 0, "play", "problem:0")
    b.add("PR60", 0, "play", "problem:1")  # not here
    b.add("PR60", 1, "play", "problem:0")  # not yours
    mine = b.add(TROUBLEMAKER, 0, "play", "problem:1")
    theirs = b.add(TROUBLEMAKER, 1, "play", "problem:0")
    g = shipped_game(b)
    assert power.power(g, mine) == 4 + 2
    assert power.power(g, theirs) == 4


def test_mt78_coming_through_mills_two_cards_of_the_chosen_players_deck():
    b = rich_board()
    event = b.add("MT78", 0, "hand")
    b.deck_top("PR36", 1)
    b.deck_top("PR60", 1)
    g = shipped_game(b)
    decks = [len(g.s["players"][p]["deck"]) for p in (0, 1)]
    answer(g, f"play|{event}|event")
    assert g.pending().player == 0  # the player who plays it chooses
    answer(g, "player:1")
    assert [len(g.s["players"][p]["deck"]) for p in (0, 1)] == [decks[0], decks[1] - 2]
    assert sorted(zone_codes(g, 1, "discard")) == ["PR36", "PR60"]  # the top two
    assert zone_codes(g, 0, "discard") == ["MT78"]  # only the Event itself


def test_mt69_spike_ultimate_host_pumps_itself_and_another_friend_entering_here():
    b = rich_board()
    spike = b.add("MT69", 0, "play", "problem:0")
    here = b.add("PR36", 0, "hand")
    home = b.add("PR36", 0, "hand")
    g = shipped_game(b)
    answer(g, f"play|{home}|home:0")  # not here: nothing
    assert power.power(g, spike) == 2
    answer(g, f"play|{here}|problem:0")
    entered = [i for i in g.characters_at("problem:0", 0) if g.spec(i).code == "PR36"]
    assert power.power(g, spike) == 2 + 1 and power.power(g, entered[0]) == 3 + 1
    g.expire_mods("turn")
    assert power.power(g, spike) == 2 and power.power(g, entered[0]) == 3


def test_mt69_spike_ultimate_host_does_not_trigger_on_itself_entering():
    b = rich_board()
    spike = b.add("MT69", 0, "hand")
    g = shipped_game(b)
    answer(g, f"play|{spike}|problem:0")
    entered = [i for i in g.s["play"] if g.spec(i).code == "MT69"]
    assert power.power(g, entered[0]) == 2


def _start_of_turn(b):
    """P0's turn from its Ready Phase: the game at the first "may" asked."""
    g = shipped_game(b, phase="ready", step="ready")
    while g.pending().kind not in ("may", "priority"):
        g.submit(g.pending().option_keys()[:1])
    return g


def test_mt47_sassy_saddles_makes_a_prepared_unicorn_token_with_no_opposing_characters_there():
    b = Board()
    b.add("MT47", 0, "play", "problem:0")
    g = _start_of_turn(b)
    assert g.pending().kind == "may"
    answer(g, "yes")
    answer(g, "home:0")
    tokens = [i for i in g.s["play"] if g.s["cards"][i].get("token")]
    assert len(tokens) == 1 and g.s["cards"][tokens[0]]["ctrl"] == 0
    assert power.keywords(g, tokens[0]) == {"Prepared": None} and power.colors(g, tokens[0]) == ("white",)
    assert power.power(g, tokens[0]) == 1 and g.spec(tokens[0]).has_trait("unicorn")


def test_mt47_sassy_saddles_offers_nothing_with_an_opposing_character_there_or_at_home():
    b = Board()
    b.add("MT47", 0, "play", "problem:0")
    b.add("PR36", 1, "play", "problem:0")
    g = _start_of_turn(b)
    assert g.pending().kind == "priority" and not any(g.s["cards"][i].get("token") for i in g.s["play"])
    b = Board()
    b.add("MT47", 0, "play", "home:0")  # at home it has no Problem
    g = _start_of_turn(b)
    assert g.pending().kind == "priority" and not any(g.s["cards"][i].get("token") for i in g.s["play"])


def test_mt5_bon_bon_minty_fresh_with_a_lyra_pays_one_to_ready_a_character_here():
    b = rich_board(tokens=4)
    bon_bon = b.add("MT5", 0, "hand")
    b.add("MT27", 0, "play", "home:0")  # Lyra, Candy Fiend (anywhere)
    tired = b.add("PR36", 0, "play", "problem:0", exhausted=True)
    elsewhere = b.add("PR36", 0, "play", "problem:1", exhausted=True)
    g = shipped_game(b)
    answer(g, f"play|{bon_bon}|problem:0")
    answer(g, "yes")
    assert not g.s["cards"][tired]["exhausted"] and g.s["cards"][elsewhere]["exhausted"]
    assert g.s["players"][0]["tokens"] == 4 - 2 - 1


def test_mt5_bon_bon_minty_fresh_without_a_lyra_does_nothing():
    b = rich_board(tokens=4)
    bon_bon = b.add("MT5", 0, "hand")
    b.add("MT27", 1, "play", "home:1")  # the opponent's Lyra is not yours
    tired = b.add("PR36", 0, "play", "problem:0", exhausted=True)
    g = shipped_game(b)
    answer(g, f"play|{bon_bon}|problem:0")
    assert g.pending().kind == "priority" and g.s["cards"][tired]["exhausted"]
    assert g.s["players"][0]["tokens"] == 4 - 2


def test_mt27_lyra_candy_fiend_searches_the_deck_for_a_bon_bon():
    b = rich_board()
    lyra = b.add("MT27", 0, "play", "home:0")
    b.deck_top("MT5", 0)
    b.deck_top("PR36", 0)
    g = shipped_game(b)
    answer(g, f"act|{lyra}|")
    offered = [o.label for o in g.pending().options]
    assert any("Bon Bon" in label for label in offered)
    assert not any("Apple Brown Betty" in label for label in offered)  # only Bon Bon cards
    answer(g, option_with(g, "Bon Bon"))
    assert zone_codes(g, 0, "hand") == ["MT5"] and g.s["cards"][lyra]["exhausted"]


def test_mt68_discord_sneaky_snake_retires_a_friend_so_a_troublemaker_here_does_not_block():
    b = rich_board()
    discord = b.add("MT68", 0, "play", "problem:0")
    b.add(TROUBLEMAKER, 1, "play", "problem:0")
    b.add(TROUBLEMAKER, 1, "play", "problem:1")
    retired = b.add("PR36", 0, "play", "home:0")
    g = shipped_game(b)
    assert power.blocked_by_troublemaker(g, 0, "problem:0")
    answer(g, f"act|{discord}|")
    answer(g, f"card:{retired}")  # the cost: retire a Friend
    assert retired not in g.s["play"] and "PR36" in zone_codes(g, 0, "discard")
    assert not power.blocked_by_troublemaker(g, 0, "problem:0")
    assert power.blocked_by_troublemaker(g, 0, "problem:1")  # only the Troublemaker here
    g.s["turn"] += 1
    assert power.blocked_by_troublemaker(g, 0, "problem:0")  # until the end of the turn


def _vote_board():
    """P0 holds The Vote; P1 has power of every color, 3 tokens and an Immediate Event."""
    b = rich_board()
    vote = b.add("MT92", 0, "hand")
    b.players[1] = {"tokens": 3}
    for code in ("PR36", "PR12", "PR33", "PR60", "PR79", "PR81"):
        b.add(code, 1, "play", "home:1")
    immediate = b.add("MT78", 1, "hand")  # Coming Through! (Immediate)
    return b, vote, immediate


def test_mt92_the_vote_bars_the_opponents_events_this_turn():
    b, vote, immediate = _vote_board()
    g = shipped_game(b)
    play_event = f"play|{immediate}|event"
    assert play_event in [key for key, _ in legal(g, 1, "main")]
    answer(g, f"play|{vote}|event")
    answer(g, option_with(g, "can't play events"))
    assert play_event not in [key for key, _ in legal(g, 1, "main")]
    assert "can't play Events this turn" in log_text(g)
    assert re.search(r"^- Rule 104\.2: The Vote #\d+'s text says Player 2 can't play Events this turn\.$",
                     "\n".join(mlp_table().why_not(g, f"can Player 2 play #{immediate}").lines()), re.M)
    answer(g, "pass")  # P1 is offered nothing: the turn goes on
    assert g.pending().player == 0
    g.s["turn"] += 1  # a later turn: the ban is over
    assert abilities.can_play_event(g, 1, immediate, g.spec(immediate))


def test_mt92_the_vote_scores_a_point_only_when_behind():
    b, vote, _ = _vote_board()
    b.players[0]["score"] = 1
    b.players[1]["score"] = 2
    g = shipped_game(b)
    answer(g, f"play|{vote}|event")
    answer(g, option_with(g, "fewer points"))
    assert g.s["players"][0]["score"] == 2
    b, vote, _ = _vote_board()
    b.players[0]["score"] = 2
    b.players[1]["score"] = 2
    g = shipped_game(b)
    answer(g, f"play|{vote}|event")
    answer(g, option_with(g, "fewer points"))
    assert g.s["players"][0]["score"] == 2  # not behind: no point


def test_mt92_the_vote_frightens_an_opposing_friend():
    b, vote, _ = _vote_board()
    g = shipped_game(b)
    foe = next(i for i in g.s["play"] if g.s["cards"][i]["ctrl"] == 1 and g.spec(i).code == "PR36")
    answer(g, f"play|{vote}|event")
    answer(g, option_with(g, "frighten"))
    answer(g, f"card:{foe}")
    assert g.s["cards"][foe]["frightened"]


def test_mt137_cheese_sandwich_asks_the_look_first_then_shows_the_card_of_the_deck_named():
    """"You may look at the top card of a Problem deck and put it on the top or bottom of that
    deck": the look is asked first with the card unseen (712.3); the player who looks is shown
    it, with whose deck it tops, and the log says where it went, never the card."""
    b = rich_board()
    b.add("PR161", 1, "problem_deck")
    top = b.add("PR173", 1, "problem_deck")  # the end of the list is the top
    cheese = b.add("MT137", 0, "hand")
    g = shipped_game(b)
    answer(g, f"play|{cheese}|home:0")
    decision = g.pending()
    assert decision.kind == "may" and g.name(top) not in decision.prompt
    answer(g, "yes")
    decision = g.pending()
    assert decision.kind == "scry"
    assert f"The top card of P1's Problem deck is {g.name(top)}: put it on the top or the bottom?" in decision.prompt
    assert [o.label for o in decision.options] == ["Leave it on top", "Put it on the bottom"]
    answer(g, "bottom")
    assert zone_codes(g, 1, "problem_deck") == ["PR173", "PR161"]
    assert "P0 looks at the top card of P1's Problem deck and puts it on the bottom" in log_text(g)
    assert g.name(top) not in log_text(g)


def test_mt137_cheese_sandwich_partier_in_training_may_replace_its_problem_when_cutie_marked():
    b = rich_board()
    b.cards[b.problem[0] - 1]["card"] = "PR168"
    b.add("PR190", 0, "problem_deck")
    cheese = b.add("MT137", 0, "play", "problem:0")
    g = shipped_game(b)
    old = g.problem_card("problem:0")
    answer(g, f"act|{cheese}|")  # pay [2] to Cutie Mark this card
    answer(g, "yes")
    assert g.problem_card("problem:0") != old and g.spec(g.problem_card("problem:0")).code == "PR190"
    assert g.s["cards"][cheese]["area"] == "home:0"  # sent home with the others (613.2)
    assert g.spec(g.problem_card("problem:1")).code == "PR190"  # (the other Problem stays)


def test_mt137_cheese_sandwich_at_home_has_no_problem_to_replace():
    """At home it has no Problem (501.1): "you may replace its Problem" is not asked, where a
    Yes did nothing (705.2e; a whole-pool game, seed 39516, asked it)."""
    b = rich_board()
    cheese = b.add("MT137", 0, "play", "home:0")
    g = shipped_game(b)
    problems = [g.problem_card(a) for a in ("problem:0", "problem:1")]
    answer(g, f"act|{cheese}|")
    assert g.pending().kind == "priority", g.pending().prompt
    assert [g.problem_card(a) for a in ("problem:0", "problem:1")] == problems
    assert "Nothing happens: “When this card becomes Cutie marked, you may replace its Problem”" in log_text(g)


def test_mt11_scootaloo_forever_a_crusader_moves_a_character_to_the_marked_friends_problem():
    b = rich_board()
    b.add("MT11", 0, "play", "home:0")
    marked = b.add("MT40", 0, "play", "problem:1")  # Coloratura: pay [2] to Cutie Mark it
    mover = b.add("PR36", 0, "play", "home:0")
    g = shipped_game(b)
    answer(g, f"act|{marked}|")
    answer(g, "yes")
    answer(g, f"card:{mover}")
    assert g.s["cards"][mover]["area"] == "problem:1"


def test_mt11_scootaloo_forever_a_crusader_offers_no_move_for_a_friend_marked_at_home():
    b = rich_board()
    b.add("MT11", 0, "play", "home:0")
    marked = b.add("MT40", 0, "play", "home:0")
    away = b.add("PR36", 0, "play", "problem:0")
    g = shipped_game(b)
    answer(g, f"act|{marked}|")
    if g.pending().kind == "may":
        answer(g, "yes")
    assert g.pending().kind == "priority"
    assert g.s["cards"][away]["area"] == "problem:0" and "506.4" not in [rule for _, rule, _ in g.log]


def test_mt2_apple_bloom_boosted_may_exhaust_an_opposing_character_at_each_problem():
    b, _ = confront_own("PR168", *CONFRONTERS, mane="MT2")
    b.cards[b.mane[0] - 1]["boosted"] = True
    here = b.add("PR36", 1, "play", "problem:0")
    there = [b.add("PR36", 1, "play", "problem:1"), b.add("PR60", 1, "play", "problem:1")]
    g = shipped_game(b, phase="score", step="confront")
    answer(g, "yes")
    assert keys(g) == [f"card:{i}" for i in there]  # one at the other Problem, chosen
    answer(g, f"card:{there[1]}")
    text = log_text(g)
    assert f"#{here} becomes exhausted" in text and f"#{there[1]} becomes exhausted" in text
    assert f"#{there[0]} becomes exhausted" not in text


def _score_for_the_mark(g) -> str:
    """Answer what Cutie Marking asks (its other trigger declined): the scoring prompt seen."""
    seen = ""
    while g.pending().kind != "priority":
        decision = g.pending()
        if decision.kind == "trigger_order":
            answer(g, keys(g)[0])
        elif "score a point" in decision.prompt.casefold():
            seen = decision.prompt
            answer(g, "yes")
        else:
            answer(g, "no")
    return seen


def test_mt48_sweetie_belle_pays_two_to_score_or_nothing_with_both_crusaders():
    b = rich_board(tokens=6)
    belle = b.add("MT48", 0, "play", "home:0")
    g = shipped_game(b)
    answer(g, f"act|{belle}|")  # pay [2] to Cutie Mark it: one of your Friends becomes Cutie Marked
    assert _score_for_the_mark(g) == f"Sweetie Belle, Forever a Crusader #{belle}: Pay [2] to score a point? (712.3)"
    assert g.s["players"][0]["score"] == 1 and g.s["players"][0]["tokens"] == 6 - 2 - 2
    b = rich_board(tokens=6)
    belle = b.add("MT48", 0, "play", "home:0")
    b.add("MT15", 0, "play", "home:0")  # Apple Bloom, Forever a Crusader
    b.add("MT11", 0, "play", "home:0")  # Scootaloo, Forever a Crusader
    g = shipped_game(b)
    answer(g, f"act|{belle}|")
    # (paying [0] is paying nothing, 508.1d: what the player may do is asked, 712.3)
    assert _score_for_the_mark(g) == f"Sweetie Belle, Forever a Crusader #{belle}: Score a point? (712.3)"
    assert g.s["players"][0]["score"] == 1 and g.s["players"][0]["tokens"] == 6 - 2


def test_mt80_ever_vigilant_moves_a_different_character_of_yours_to_each_problem():
    b = rich_board()
    first = b.add("PR36", 0, "play", "problem:0")
    event = b.add("MT80", 0, "hand")
    g = shipped_game(b)
    answer(g, f"play|{event}|event")
    assert f"card:{first}" not in keys(g)  # already at the first Problem
    answer(g, f"card:{b.mane[0]}")
    assert f"card:{b.mane[0]}" not in keys(g)  # a different character for the next one
    answer(g, f"card:{first}")
    assert g.s["cards"][b.mane[0]]["area"] == "problem:0" and g.s["cards"][first]["area"] == "problem:1"


def test_mt20_maud_pie_just_a_pebble_counts_card_types_in_your_discard_pile_once_cutie_marked():
    b = Board()
    maud = b.add("MT20", 0, "play", "home:0")
    for code in ("PR36", "PR60", "MT78", TROUBLEMAKER):  # Friend, Friend, Event, Troublemaker: three types
        b.add(code, 0, "discard")
    b.add("PR86", 1, "discard")  # not your discard pile
    g = shipped_game(b)
    assert power.power(g, maud) == 2  # not Cutie Marked
    b.cards[maud - 1]["counters"] = {"power": 1, "cutie_mark": 1}
    g = shipped_game(b)
    assert power.power(g, maud) == 2 + 1 + 3


def test_mt25_flitter_and_cloudchaser_raise_the_maximum_hand_size_by_two_once_cutie_marked():
    def wrap_up(marked: bool):
        b = Board()
        b.add("MT25", 0, "play", "home:0", **({"counters": {"power": 1, "cutie_mark": 1}} if marked else {}))
        for _ in range(11):
            b.add("PR36", 0, "hand")
        return shipped_game(b, phase="end", step="wrap_up")

    g = wrap_up(False)
    assert g.pending().kind == "discard" and g.pending().min == 11 - 8
    g = wrap_up(True)
    assert g.pending().kind == "discard" and g.pending().min == 11 - 10


def test_mt67_limestone_pie_captain_grumpy_counters_up_to_two_of_yours_here_when_challenged():
    b = Board()
    b.players[1] = {"tokens": 2}
    limestone = b.add("MT67", 0, "play", "problem:0")
    here = [b.add("PR36", 0, "play", "problem:0") for _ in range(2)]
    elsewhere = b.add("PR36", 0, "play", "problem:1")
    trouble = b.add(TROUBLEMAKER, 0, "play", "problem:0")
    b.add("PR36", 1, "play", "problem:0")
    g = shipped_game(b, turn_player=1, phase="troublemaker", step="challenge")
    answer(g, f"challenge:{trouble}")  # the opponent starts a faceoff here
    answer(g, "yes")
    assert g.pending().max == 2 and f"card:{elsewhere}" not in keys(g)
    assert keys(g) == [f"card:{limestone}", *(f"card:{i}" for i in here)]
    answer(g, *(f"card:{i}" for i in here))
    assert all(g.s["cards"][i]["counters"] == {"power": 1} for i in here)
    assert not g.s["cards"][limestone]["counters"]


def test_mt67_limestone_pie_sb133_applejack_asks_about_each_chosen_character_in_the_order_chosen():
    """Limestone Pie's counters go on each chosen character in turn (705.2e: in the order the
    player chose them); SB133 Applejack, Festival Caterer ("If you would put one or more +1
    power counters on one of your Friends, you may put that many plus one on that Friend
    instead") is asked about each in that order, not the last one's first (710.5)."""
    for flip in (False, True):
        b = Board()
        b.players[1] = {"tokens": 2}
        b.add("MT67", 0, "play", "problem:0")
        b.add("SB133", 0, "play", "home:0")
        here = [b.add("PR36", 0, "play", "problem:0"), b.add("PR12", 0, "play", "problem:0")]
        trouble = b.add(TROUBLEMAKER, 0, "play", "problem:0")
        b.add("PR36", 1, "play", "problem:0")
        g = shipped_game(b, turn_player=1, phase="troublemaker", step="challenge")
        answer(g, f"challenge:{trouble}")
        answer(g, "yes")
        chosen = here[::-1] if flip else here
        answer(g, *(f"card:{i}" for i in chosen))
        asked = []
        while g.pending().kind == "may" and "instead of" in g.pending().prompt:
            asked.append(g.pending().prompt)
            answer(g, "yes")
        assert len(asked) == 2 and all(g.name(i) in prompt for i, prompt in zip(chosen, asked, strict=True)), asked
        assert all(g.s["cards"][i]["counters"] == {"power": 2} for i in here)


def test_mt84_music_in_the_treetops_arranges_the_top_two_of_a_chosen_problem_deck():
    b = rich_board()
    music = b.add("MT84", 0, "hand")
    b.add("PR190", 0, "problem_deck")
    for code in ("PR161", "PR190", "PR168"):  # PR168 on top
        b.add(code, 1, "problem_deck")
    g = shipped_game(b)
    top, second = g.s["players"][1]["problem_deck"][-1], g.s["players"][1]["problem_deck"][-2]
    answer(g, f"play|{music}|event")
    answer(g, "mode:0")
    answer(g, "deck:1")  # the opponent's Problem deck
    assert sorted(keys(g)) == sorted([f"card:{top}", f"card:{second}"])  # only the top two
    answer(g, f"card:{top}")  # to the bottom
    assert zone_codes(g, 1, "problem_deck") == ["PR168", "PR161", "PR190"]
    assert zone_codes(g, 0, "problem_deck") == ["PR190"]


def test_mt73_spoiled_rich_gathers_opposing_characters_and_troublemakers_at_its_problem():
    b = rich_board(tokens=9)
    rich = b.add("MT73", 0, "hand")
    foes = [b.add("PR36", 1, "play", "home:1"), b.add("PR36", 1, "play", "problem:1")]
    trouble = b.add(TROUBLEMAKER, 1, "play", "problem:1")
    hidden = b.add(TROUBLEMAKER, 1, "play", "problem:1", face_down=True)
    mine = b.add("PR36", 0, "play", "problem:1")
    g = shipped_game(b)
    answer(g, f"play|{rich}|problem:0")
    while g.pending().kind != "priority":
        g.submit(g.pending().option_keys()[:1])
    assert all(g.s["cards"][i]["area"] == "problem:0" for i in [*foes, trouble, b.mane[1]])
    assert g.s["cards"][hidden]["area"] == "problem:1"  # face-down: not named (505.2)
    assert g.s["cards"][mine]["area"] == "problem:1"  # only opposing characters


def test_mt144_close_air_support_makes_seven_swift_pegasus_tokens_banished_at_the_end_of_the_turn():
    b = rich_board()
    support = b.add("MT144", 0, "hand")
    g = shipped_game(b)
    answer(g, f"play|{support}|event")
    for _ in range(7):
        answer(g, "problem:1")
    tokens = [i for i in g.s["play"] if g.s["cards"][i].get("token")]
    assert len(tokens) == 7 and all(g.s["cards"][i]["area"] == "problem:1" for i in tokens)
    assert power.keywords(g, tokens[0]) == {"Swift": None} and power.colors(g, tokens[0]) == ("blue",)
    assert g.spec(tokens[0]).has_trait("pegasus") and power.power(g, tokens[0]) == 1
    phases_with_tokens = set()
    assert g.s["flags"]["end_of_turn"]  # the delayed effect waits for the end of the turn (615.1)
    while g.s["turn_player"] == 0:
        if all(i in g.s["play"] for i in tokens):
            phases_with_tokens.add(g.s["phase"])
        decision = g.pending()
        g.submit(["pass"] if decision.kind == "priority" else decision.option_keys()[: max(1, decision.min)])
    assert "main" in phases_with_tokens  # they stay until the turn ends
    assert not any(i in g.s["play"] for i in tokens)
    assert log_text(g).count("is banished") == 7


def test_mt1_scootaloo_boosted_moves_up_to_two_from_home_at_the_end_of_the_turn_exhausted():
    b = Board(manes=("MT1", "PR2"))
    b.cards[b.mane[0] - 1]["boosted"] = True
    first, second, third = (b.add("PR36", 0, "play", "home:0") for _ in range(3))
    b.add("PR36", 0, "play", "problem:1")  # not at home: not offered
    g = shipped_game(b, phase="end", step="end_of_turn")
    assert g.pending().max == 2 and len(keys(g)) == 4  # Scootaloo herself and the three at home
    answer(g, f"card:{first}", f"card:{second}")
    answer(g, "problem:0")
    answer(g, "problem:1")
    assert g.s["turn_player"] == 1  # (the opponent's turn: P0's cards stay exhausted in it)
    assert [g.s["cards"][i]["area"] for i in (first, second, third)] == ["problem:0", "problem:1", "home:0"]
    assert g.s["cards"][first]["exhausted"] and g.s["cards"][second]["exhausted"]
    assert not g.s["cards"][third]["exhausted"]


def test_mt66_dr_hooves_time_loop_draws_the_bottom_card_then_tops_a_card_from_hand():
    b = rich_board()
    hooves = b.add("MT66", 0, "play", "home:0")
    kept = b.add("PR79", 0, "hand")
    g = shipped_game(b)
    deck = g.s["players"][0]["deck"]
    bottom_code = g.spec(deck[0]).code
    size = len(deck)
    answer(g, f"act|{hooves}|")
    hand_codes = zone_codes(g, 0, "hand")
    assert bottom_code in hand_codes and len(hand_codes) == 2
    answer(g, f"card:{kept}")
    assert zone_codes(g, 0, "deck")[-1] == "PR79" and len(g.s["players"][0]["deck"]) == size
    assert g.s["cards"][hooves]["exhausted"]


def test_mt106_sweet_apple_factory_trades_a_counter_of_yours_for_a_token():
    b = rich_board(tokens=2)
    factory = b.add("MT106", 0, "play", "home:0")
    pumped = b.add("PR36", 0, "play", "home:0", counters={"power": 2})
    b.add("PR36", 1, "play", "home:1", counters={"power": 1})  # not yours
    g = shipped_game(b)
    answer(g, f"act|{factory}|")
    assert g.s["cards"][pumped]["counters"] == {"power": 1}
    assert g.s["players"][0]["tokens"] == 2 + 1 and g.s["cards"][factory]["exhausted"]
    # removed as every counter is (519.3): the log says whose text removed it
    assert f"A +1 power counter is removed from {g.name(pumped)} (by the text of {g.name(factory)})" in log_text(g)


def test_mt106_sweet_apple_factory_needs_a_counter_on_one_of_your_cards():
    b = rich_board(tokens=2)
    factory = b.add("MT106", 0, "play", "home:0")
    b.add("PR36", 1, "play", "home:1", counters={"power": 1})
    g = shipped_game(b)
    assert not any(k.startswith(f"act|{factory}|") for k in keys(g))


def test_mt91_the_spectacle_doubles_a_troublemakers_power_until_your_next_turn():
    b = rich_board()
    spectacle = b.add("MT91", 0, "hand")
    trouble = b.add(TROUBLEMAKER, 0, "play", "problem:1")
    b.add(TROUBLEMAKER, 0, "play", "problem:0")
    b.add("MT78", 0, "discard")  # (so that each mode can be chosen)
    b.add("PR60", 1, "play", "home:1")
    g = shipped_game(b)
    answer(g, f"play|{spectacle}|event")
    answer(g, option_with(g, "double the power"))
    answer(g, f"card:{trouble}")
    assert power.power(g, trouble) == 4 * 2
    g.expire_mods("turn")
    assert power.power(g, trouble) == 8  # it lasts through the opponent's turn


def test_mt91_the_spectacle_cant_be_played_when_no_mode_can_be_done_ll127():
    """705.2e, 705.2: P1's four 2-power Friends stand at P1's LL127 Amnity Ball ("While you
    have 4 or more Friends here, your Friends here can't leave play"): none can go on top of
    its owner's deck, P0 has no Troublemaker and no Event in their discard pile, so no mode
    of "Choose one" can be done and The Spectacle is not offered. A 2-power Friend of P1's
    at home can be put there: the Event is offered, with that mode only."""
    for away in (False, True):
        b = rich_board()
        b.cards[b.problem[1] - 1]["card"] = "LL127"
        for _ in range(4):
            b.add("PR60", 1, "play", "problem:1")
        home = b.add("PR60", 1, "play", "home:1") if away else None
        spectacle = b.add("MT91", 0, "hand")
        g = shipped_game(b)
        assert (f"play|{spectacle}|event" in keys(g)) == away
        if away:
            answer(g, f"play|{spectacle}|event")
            assert "chooses: Put an opposing Friend" in log_text(g)
            assert home not in g.s["play"] and zone_codes(g, 1, "deck")[-1] == "PR60"


def test_mt112_king_sombra_supreme_leader_exhausts_one_of_yours_at_random_for_a_token():
    b = Board()
    sombra = b.add("MT112", 0, "play", "problem:0")
    mine = [b.add("PR36", 0, "play", "home:0") for _ in range(3)]
    g = shipped_game(b, phase="ready", step="ready")
    while g.s["phase"] != "main":
        g.submit(g.pending().option_keys()[:1])
    characters = [b.mane[0], *mine]
    assert sum(g.s["cards"][i]["exhausted"] for i in characters) == 1  # exactly one, picked at random
    # each happening says whose text did it, as no question came before it (705.2e)
    by = f" (by the text of King Sombra, Supreme Leader #{sombra})"
    said = [text for _, _, text in g.log if text.endswith(by)]
    assert len(said) == 3
    assert said[0].endswith("is chosen at random" + by) and said[1].endswith("becomes exhausted" + by)
    assert said[2] == "P0 gains 1 action token" + by
    assert g.s["players"][0]["tokens"] == 2 + 2 + 1  # what it had, the Ready Phase's 2, and 1
    assert not any(g.s["cards"][i]["exhausted"] for i in g.characters(1))  # only your characters


def test_mt116_a_second_chance_gives_the_second_player_a_token_on_their_first_turn():
    def first_turn_of_p1(first_player: int, turns: int = 0):
        b = Board(problems=("PR168", "MT116"))  # P1's Starting Problem
        b.players[1] = {"turns": turns}
        g = shipped_game(b, turn_player=1, first_player=first_player, turn=2, phase="ready", step="ready")
        while g.s["phase"] != "main":
            g.submit(g.pending().option_keys()[:1])
        return g

    assert first_turn_of_p1(first_player=0).s["players"][1]["tokens"] == 2 + 1
    assert first_turn_of_p1(first_player=1).s["players"][1]["tokens"] == 2  # P1 played first
    assert first_turn_of_p1(first_player=0, turns=1).s["players"][1]["tokens"] == 2  # not their first turn


def test_mt41_coloratura_razzle_dazzle_gathers_a_counter_from_each_chosen_character():
    b = rich_board()
    razzle = b.add("MT41", 0, "hand")
    mine = b.add("PR36", 0, "play", "home:0", counters={"power": 2})
    theirs = b.add("PR36", 1, "play", "home:1", counters={"power": 1})
    skipped = b.add("PR60", 1, "play", "home:1", counters={"power": 1})
    g = shipped_game(b)
    answer(g, f"play|{razzle}|home:0")
    answer(g, f"card:{mine}", f"card:{theirs}")
    entered = next(i for i in g.s["play"] if g.spec(i).code == "MT41")
    assert g.s["cards"][entered]["counters"] == {"power": 2}
    assert g.s["cards"][mine]["counters"] == {"power": 1} and not g.s["cards"][theirs]["counters"]
    assert g.s["cards"][skipped]["counters"] == {"power": 1}


def test_mt41_coloratura_razzle_dazzle_puts_the_counters_it_gathers_as_any_text_puts_counters():
    """The counters taken are removed (519.3) and put on Coloratura at once (519.1), so SB133
    Applejack, Festival Caterer ("If you would put one or more +1 power counters on one of your
    Friends, you may put that many plus one on that Friend instead", 710.1) offers one more."""
    b = rich_board()
    razzle = b.add("MT41", 0, "hand")
    applejack = b.add("SB133", 0, "play", "home:0")
    mine = b.add("PR36", 0, "play", "home:0", counters={"power": 2})
    theirs = b.add("PR36", 1, "play", "home:1", counters={"power": 1})
    g = shipped_game(b)
    answer(g, f"play|{razzle}|home:0")
    answer(g, f"card:{mine}", f"card:{theirs}")
    entered = next(i for i in g.s["play"] if g.spec(i).code == "MT41")
    assert g.pending().prompt == (f"{g.name(applejack)}: Put 3 +1 power counters on {g.name(entered)} "
                                  "instead of 2? (710.1)")
    answer(g, "yes")
    assert g.card(entered)["counters"] == {"power": 3}
    assert g.card(mine)["counters"] == {"power": 1} and not g.card(theirs)["counters"]
    assert f"A +1 power counter is removed from {g.name(theirs)} (by the text of {g.name(entered)})" in log_text(g)


def _sisterhood(mode: str):
    b = rich_board()
    sisterhood = b.add("MT88", 0, "hand")
    b.add("PR36", 1, "play", "home:1")  # (so that each mode can be chosen)
    for code in ("PR36", "MT78", "MT83"):
        b.add(code, 1, "hand")
    g = shipped_game(b)
    answer(g, f"play|{sisterhood}|event")
    answer(g, option_with(g, mode))
    return g


def _play_on_to_next_turn(g) -> None:
    """Pass (or take the first option) until the next turn begins."""
    turn = g.s["turn"]
    while g.s["turn"] == turn and (decision := g.pending()) is not None:
        options = keys(g)
        g.submit(["pass"] if "pass" in options else ["done"] if "done" in options
                 else options[:max(decision.min, 1)])


def test_mt88_sisterhood_flips_an_additional_card_until_the_start_of_your_next_turn():
    g = _sisterhood("flip an additional card")
    assert faceoffs.extra_flips(g, 0) == 1 and faceoffs.extra_flips(g, 1) == 0
    _play_on_to_next_turn(g)  # the opponent's turn: still
    assert g.s["turn_player"] == 1 and faceoffs.extra_flips(g, 0) == 1
    _play_on_to_next_turn(g)  # your next turn has started
    assert g.s["turn_player"] == 0 and faceoffs.extra_flips(g, 0) == 0


def test_mt88_sisterhood_names_a_type_and_the_opponent_discards_one_of_it():
    g = _sisterhood("name a card type")
    answer(g, "type:event")
    assert "reveals their hand" in log_text(g)
    assert g.pending().player == 1 and len(keys(g)) == 2  # one of their two Events, their choice
    answer(g, keys(g)[0])
    assert len(g.s["players"][1]["hand"]) == 2 and zone_codes(g, 1, "hand").count("PR36") == 1


def test_mt102_invasion_of_the_changelings_takes_a_friend_from_the_opponents_discard_pile():
    area = "dilemma:90"
    b = Board()
    b.add(dilemma_id(default_library().find("MT102").id), 0, "play", area)  # P0's Dilemma in play (522.2)
    b.top["areas"] = {
        "home:0": {"owner": 0, "kind": "home", "problem": None},
        "home:1": {"owner": 1, "kind": "home", "problem": None},
        "problem:0": {"owner": 0, "kind": "problem", "problem": b.problem[0]},
        "problem:1": {"owner": 1, "kind": "problem", "problem": b.problem[1]},
        area: {"owner": 0, "kind": "problem", "problem": len(b.cards)},
    }
    b.cards[b.mane[0] - 1]["area"] = area
    for code in CONFRONTERS:
        b.add(code, 0, "play", area)
    taken = b.add("PR36", 1, "discard")
    b.add("MT78", 1, "discard")  # an Event: not offered
    b.add("PR60", 0, "discard")  # your own pile: not offered
    g = shipped_game(b, phase="score", step="confront")
    while g.pending().kind == "confront_order":
        answer(g, area)
    assert keys(g) == [f"card:{taken}"] and g.pending().min == 0
    answer(g, f"card:{taken}")
    answer(g, "home:0")
    entered = [i for i in g.characters_at("home:0", 0) if g.spec(i).code == "PR36"]
    assert len(entered) == 1 and g.s["cards"][entered[0]]["owner"] == 1  # P1 still owns it
    assert zone_codes(g, 1, "discard") == ["MT78"]


def test_mt75_a_special_connection_moves_up_to_three_critters_from_home_to_problems():
    b = rich_board()
    connection = b.add("MT75", 0, "hand")
    critters = [b.add(CRITTER, 0, "play", "home:0") for _ in range(4)]
    away = b.add(CRITTER, 0, "play", "problem:1")  # not at home
    g = shipped_game(b)
    answer(g, f"play|{connection}|event")
    assert f"card:{away}" not in keys(g) and g.pending().max == 3  # three at most, at home
    answer(g, *(f"card:{i}" for i in critters[:3]))
    for _ in range(3):
        answer(g, "problem:0")
    assert g.pending().kind == "priority"
    assert [g.s["cards"][i]["area"] for i in critters] == ["problem:0"] * 3 + ["home:0"]


def test_mt40_coloratura_happy_camper_adds_nothing_to_confronting_until_cutie_marked():
    b, (rara, friend) = confront_own("PR168", "MT40", "PR36")
    b.players[0] = {"tokens": 4}
    g = shipped_game(b)
    without = power.confront_power(g, 0, "problem:0")
    mane = power.power(g, g.s["players"][0]["mane"])
    assert without == mane + power.power(g, friend)  # her 4 power is not added
    assert power.power(g, rara) == 4
    answer(g, next(k for k in keys(g) if k.startswith(f"act|{rara}|")))  # pay 2 to Cutie Mark her
    assert g.s["cards"][rara]["counters"].get("cutie_mark")
    assert power.confront_power(g, 0, "problem:0") == without + 5  # marked: her 5 power counts


def test_mt71_coco_pommel_set_designer_events_cost_one_less_with_no_opposing_character_there():
    b = rich_board(tokens=9)
    coco = b.add("MT71", 0, "play", "problem:0")
    dear = b.add("PR112", 0, "hand")  # Eeyup: cost 2
    cheap = b.add("EO110", 0, "hand")  # cost 1: never below 1
    theirs = b.add("PR112", 1, "hand")
    g = shipped_game(b)
    assert power.play_cost(g, 0, dear, None, None) == 1
    assert power.play_cost(g, 0, cheap, None, None) == 1
    assert power.play_cost(g, 1, theirs, None, None) == 2  # only its controller's Events
    b.add("PR20", 1, "play", "problem:0")  # an opposing character there
    g = shipped_game(b)
    assert power.play_cost(g, 0, dear, None, None) == 2
    b.cards[coco - 1]["area"] = "home:0"
    b.cards[-1]["area"] = "problem:1"
    g = shipped_game(b)
    assert power.play_cost(g, 0, dear, None, None) == 2  # at home it has no Problem



def test_mt56_private_pansy_at_home_moves_no_critter_home():
    """501.4: "to this card's Problem" names no place while Private Pansy is at home (it is
    not "here"): her "may" is not asked and the Critter stays at its Problem."""
    b = rich_board()
    critter = b.add(CRITTER, 0, "play", "problem:1")
    pansy = b.add("MT56", 0, "hand")
    g = shipped_game(b)
    answer(g, f"play|{pansy}|home:0")
    assert g.pending().kind == "priority" and g.card(critter)["area"] == "problem:1"
    b.cards[critter - 1]["area"] = "home:0"  # at a Problem she moves it there
    g = shipped_game(b)
    answer(g, f"play|{pansy}|problem:1")
    assert "Private Pansy, Equestrian Founder" in g.pending().prompt
    answer(g, "yes")
    answer(g, f"card:{critter}")
    assert g.card(critter)["area"] == "problem:1"


def test_mt_best_pets_get_no_keyword_from_a_frightened_friend_of_that_color():
    """505.1b: a frightened Friend is still one of your Friends but has no color, so it is
    not "another one of your [Loyalty] Friends" (Tank, Best Tortoise and the other pets);
    unfrightened, the same Friend gives the keyword."""
    for code, partner, keyword in (("MT13", "PR12", "Competitive"), ("MT22", "PR33", "Stubborn"),
                                   ("MT26", "PR36", "Eccentric"), ("MT34", "PR60", "Meticulous"),
                                   ("MT44", "PR79", "Prepared"), ("MT49", "PR81", "Persistent")):
        b = Board()
        pet = b.add(code, 0, "play", "problem:0")
        friend = b.add(partner, 0, "play", "problem:0", frightened=True)
        assert not power.has_keyword(shipped_game(b), pet, keyword), code
        b.cards[friend - 1]["frightened"] = False
        assert power.has_keyword(shipped_game(b), pet, keyword), code


def test_mt7_gilda_out_of_the_nest_hears_of_every_friend_frightened_with_her():
    """704.1b: True Evil's "Frighten all Friends" is one occurrence, so Gilda, Out of the
    Nest's "When this or another Friend is frightened" triggers once for each Friend it
    frightens, herself and those turned face down after her too (her ability is read before
    any is, 505.1a): one Pegasus token for each of the four."""
    b = Board()
    b.players[0] = {"tokens": 9}
    for _ in range(2):
        b.add("PR60", 0, "play", "home:0", exhausted=True)  # purple for True Evil (4 with the Mane)
    b.add("MT7", 1, "play", "home:1")  # frightened before the Friend added after her
    b.add("PR36", 1, "play", "problem:1")
    event = b.add("CG121", 0, "hand")
    g = shipped_game(b)
    answer(g, f"play|{event}|event")
    asked = 0
    while g.pending().kind != "priority":
        asked += g.pending().kind == "may"
        answer(g, "yes" if "yes" in keys(g) else keys(g)[0])
    assert asked == 4 and len([i for i in g.s["play"] if g.card(i).get("token")]) == 4


def test_mt23_chancellor_puddinghead_takes_no_counter_from_a_problem():
    """503.4a: Problems are never ready, so Musical Number's Chorus counter is not on "a
    ready card": with no other counter in play the "may" is not asked (705.2e); with a
    ready Friend's +1 power counter, that one is removed and the Chorus counter stays."""
    b = Board(problems=("PR168", "HM127"))
    b.players[0] = {"tokens": 5}
    b.add("PR36", 0, "play", "home:0")  # pink for Chancellor Puddinghead
    b.cards[b.problem[1] - 1]["counters"] = {"chorus": 1}
    chancellor = b.add("MT23", 0, "hand")
    g = shipped_game(b)
    answer(g, f"play|{chancellor}|home:0")
    assert g.pending().kind == "priority"
    friend = b.add("PR36", 1, "play", "problem:1", counters={"power": 1})
    g = shipped_game(b)
    answer(g, f"play|{chancellor}|home:0")
    answer(g, "yes")  # (the one counter offered is taken without a question)
    assert not g.card(friend)["counters"] and g.card(b.problem[1])["counters"] == {"chorus": 1}
