"""The Battledome's table rules: what the match table shows of a position and how it steps."""

from __future__ import annotations

import pytest

from engine.battledome.effects import stats
from engine.battledome.table import battledome_table
from engine.battledome.view import card_view
from engine.core.decision import Decision, Option
from tests.battledome.engine_helpers import iid_of, position, sample_decks
from tourney.errors import UserError
from tourney.services import match_table


def test_the_position_shows_each_side_the_queue_and_the_last_dice() -> None:
    g = position([(0, "active", "Red Glimmerfox", {"damage": 3, "st": {"frozen": True}}),
                  (1, "active", "Blue Puddlewump"), (0, "codestones", "Twinned Codestone"),
                  (0, "equipment", "Rusty Shortsword"), (1, "faerie", "Hush Faerie"), (1, "play", "Soggy Sinkhole"),
                  (1, "inventory", "Mud Pie")],
                 start="end", dice={"attack": [6, 4, 2], "defence": [5]})
    view = battledome_table().position(g, 0, 0)
    sides = {area.key: area for area in view.areas}
    mine = sides["side:0"]
    assert mine.anchor is not None and mine.anchor.name == "Red Glimmerfox"
    assert mine.anchor.stat == 7 and ("damage", 3) in mine.anchor.counters and "frozen" in mine.anchor.flags
    assert [c.name for c in mine.anchor.attachments] == ["Twinned Codestone"]
    assert "ATK 6 · DEF 2 · AGI 4 · HP 7/10" in mine.summary and "level 1" in mine.summary
    assert [c.label for c in mine.cards] == ["Rusty Shortsword (Equipment slot 1)"]
    assert [c.label for c in sides["side:1"].cards] == ["Hush Faerie (Faerie slot)", "Soggy Sinkhole (Play Area)"]
    assert sides["queue"].summary == "empty"
    assert sides["dice"].summary == "attack 6 4 2 · defence 5 · 1 unblocked"
    assert view.players[1].zone("inventory").cards[0].name == "Mud Pie"
    detail = battledome_table().card_detail(g, iid_of(g, "Red Glimmerfox"))
    assert detail is not None and ("ATK", "4 (now 6)") in detail.facts and ("Damage", "3") in detail.facts
    assert detail.where == "Player 1's Active Neopet" and detail.unofficial


def test_step_passes_keeps_and_declines_and_chooses_nothing_where_nothing_may_be_chosen() -> None:
    table = battledome_table()
    pairs = (Option("play:3", "Play Mud Pie #3 (Food)"), Option("pass", "Pass"))
    assert table.default_answer(Decision(0, "priority", "", pairs)) == ["pass"]
    dice = (Option("die:0", "Attack die 1: 2"), Option("die:1", "Attack die 2: 5"))
    assert table.default_answer(Decision(0, "reroll", "", dice, 0, 2)) == []
    neopets = (Option("card:4", "Red Stonebeak #4"), Option("card:5", "Red Zephyrkit #5"))
    assert table.default_answer(Decision(0, "neopet", "", neopets)) == ["card:4"]


def test_coverage_names_every_card_with_its_status() -> None:
    rows = battledome_table().coverage()
    assert len(rows) == 63 and {row.status for row in rows} <= {"implemented", "partial", "missing"}
    assert next(r for r in rows if r.name == "Red Glimmerfox").status == "implemented"  # no text to carry out


def test_calling_time_at_the_match_table_is_refused_in_plain_words() -> None:
    """The game's rules name no time limit, so the table refuses; an event's rounds are timed all
    the same, so the refusal sends the judge to the event's end-of-match assistant, not nowhere."""
    table = battledome_table()
    decks = [table.read_deck(table.theme_decks()[name], name) for name in table.sample_pair()]
    live = match_table.start_game(decks, 3, system_id="battledome")
    for elimination in (False, True):
        with pytest.raises(UserError) as refused:
            live.call_time(elimination)
        assert str(refused.value) == ("The Neopets Battledome TCG comprehensive rules name no end-of-match procedure: "
                                      "they set no time limit and say nothing of Swiss or elimination rounds, so "
                                      "time cannot be called at the match table in this game; at an event, the event's "
                                      "end-of-match assistant handles time for the round (the floor rules' "
                                      "procedure).")


def test_a_neopet_dealt_more_than_its_hit_points_shows_none_left_not_fewer() -> None:
    """The table reads HP left as 0 of the Neopet's hit points, never -3; the damage count keeps
    all that was dealt (5.5.7e)."""
    g = position([(0, "active", "Red Glimmerfox"), (1, "active", "Blue Puddlewump")], start="end")
    pet = iid_of(g, "Blue Puddlewump")
    g.s["cards"][pet]["damage"] = stats.stat(g, pet, "hit_points") + 3
    shown = card_view(g, pet)
    assert shown.stat == 0 and any(" · HP 0/" in extra for extra in shown.extras)
    assert ("damage", stats.stat(g, pet, "hit_points") + 3) in shown.counters


def test_the_heading_while_the_game_is_set_up_names_no_ones_turn() -> None:
    """Dealt, with Player 2 asked to cut Player 1's deck, the heading said "Round 1 · turn 0 ·
    Player 1's set-up", as if Player 1 had a turn before anyone was chosen to go first (rule 2):
    it says the game is being set up, as MLP's does (102), and a turn once one begins."""
    table = match_table.start_game(sample_decks(), 1, system_id="battledome")
    rules = battledome_table()
    assert rules.position(table.game, 0, 0).summary == "Setting up the game (2)"
    while table.game.s["phase"] == "setup":
        table.step_forward()
    assert rules.position(table.game, 0, 0).summary.startswith("Round 1 · turn 1 · P")
