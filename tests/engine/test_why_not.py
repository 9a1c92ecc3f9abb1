"""The judge's "why not?": the engine names the rule or card text that keeps an action off the list.

Judge scenarios on small boards: the answer comes from the legality checks themselves
(`actions.legal(..., why=...)`, `flow.confrontable`), so listing the actions with and
without asking why gives the same list.
"""

from __future__ import annotations

import contextlib
import random
import re

import pytest

from engine.core.rng import SeededRandom
from engine.mlp.api import default_library
from engine.mlp.cards.database import load_card_database
from engine.mlp.decks.formats import get_format
from engine.mlp.decks.model import Deck, ResolvedEntry, section_of
from engine.mlp.decks.random_decks import DeckPool, random_deck
from engine.mlp.decks.validate import validate_deck
from engine.mlp.effects import steps
from engine.mlp.effects.instruction_words import none_can_be
from engine.mlp.procedures import actions
from engine.mlp.procedures.flow import TURN_STEPS
from engine.mlp.procedures.refusals import Refusal, Refusals
from engine.mlp.procedures.setup import new_game
from engine.mlp.state.library import Ability
from engine.mlp.table import mlp_table
from engine.mlp.why import Question, WhyQuestionError, _places_said_once, parse_question
from tests.engine.card_play import challenge_gala, gala_board, rich_board
from tests.engine.helpers import Board, keys, log_text, pass_once, seeded_bots, shipped_game
from tests.engine.helpers import answer as answer_with
from tests.engine.test_card_pool_soak import _deck, _pool, _starting_problems

RULES = mlp_table()


def _ask(g, question: str) -> list[str]:
    return RULES.why_not(g, question).lines()


def _board(tokens: int = 3) -> Board:
    b = Board(manes=("PR2", "PR4"))  # P0: Applejack (orange); P1: Twilight Sparkle
    b.players[0]["tokens"] = tokens
    return b


def test_a_card_too_dear_names_its_cost_and_the_rule() -> None:
    b = _board(tokens=3)
    b.add("PR13", 0, "hand")  # Holly Dash, Flighty Filly: cost 4
    answer = _ask(shipped_game(b), "why can't I play Holly Dash at home?")
    assert answer[0].startswith("Read as: Player 1 plays Holly Dash, Flighty Filly #")
    assert "- Rule 204.1: it costs 4 action tokens; Player 1 has 3." in answer
    assert any(line.startswith('    The rule says: "A card\'s printed cost') for line in answer)


def test_a_card_too_dear_and_short_of_power_is_told_both_its_cost_then_its_requirement() -> None:
    """Holly Dash, Flighty Filly (cost 4, 2 Blue power) with 3 tokens and only Applejack's
    orange: the answer named its cost alone, and a judge giving P0 a token would find it
    still not offered. Every reason is told, its cost (204.1) before its requirement (205.1)."""
    b = _board(tokens=3)
    b.add("PR13", 0, "hand")
    answer = _ask(shipped_game(b), "play Holly Dash at home")
    assert [line for line in answer if line.startswith("- ")] == [
        "- Rule 204.1: it costs 4 action tokens; Player 1 has 3.",
        "- Rule 205.1: it requires 2 Blue power among Player 1's characters, who have 0 Blue."]


def test_a_cost_too_dear_at_every_place_is_said_once_with_the_places_together() -> None:
    """508.1d: with a cost modifier in play (Davenport, Mattress Salespony: "Opponents pay +[1]
    to play Friends with at least 3 printed power") the cost is checked at each place, and
    the answer said "played at home it costs 5 action tokens ...; P0 has 4" and the same
    sentence again for each Problem. It is said once, with the places together; asked about
    one place, the answer names that place alone."""
    b = _board(tokens=4)
    b.add("PR13", 0, "hand")  # Holly Dash, Flighty Filly: cost 4, 4 printed power
    b.add("EO107", 1, "play", "home:1")
    g = shipped_game(b)
    dear = [line for line in _ask(g, "play Holly Dash") if "508.1d" in line]
    assert dear == ["- Rule 508.1d: played at home, at Problem Cloudbursting (Player 1's) or at Problem Runaway Cart "
                    "(Player 2's) it costs 5 action tokens (printed 4, +1 from Davenport, Mattress Salespony #26); "
                    "Player 1 has 4."], dear
    assert [line for line in _ask(g, "play Holly Dash at home") if "508.1d" in line] == [
        "- Rule 508.1d: played at home it costs 5 action tokens (printed 4, +1 from Davenport, Mattress "
        "Salespony #26); Player 1 has 4."]


def test_a_reason_said_once_for_many_places_names_the_first_and_counts_the_rest() -> None:
    """Played on any of 14 Friends, each too dear alike: the reason names three of them and
    "11 other places", not 14 cards in one sentence; reasons that differ are kept apart."""
    found = [Refusal("play", 9, f"on:{i}", "508.1d", f"played on Friend #{i} it costs 2 action tokens; P1 has 1",
                     where=f"on Friend #{i}") for i in range(20, 34)]
    found.append(Refusal("play", 9, "home:1", "508.1d", "played at home it costs 3 action tokens; P1 has 1",
                         where="at home"))
    said = [r.words for r in _places_said_once(found)]
    assert said == ["played on Friend #20, on Friend #21, on Friend #22 or 11 other places it costs 2 action "
                    "tokens; P1 has 1", "played at home it costs 3 action tokens; P1 has 1"], said


def test_an_offered_ability_is_quoted_once_by_its_option() -> None:
    """Boneless (two "Main Phase: Retire this card ..." abilities), both offered: each line
    said the option, whose label quotes the ability's text, and then "The card says" the same
    text again under it. The option says it once; a text the words don't hold is still quoted."""
    b = _board(tokens=3)
    b.add("CG125", 0, "play", "home:0")
    answer = _ask(shipped_game(b), "activate Boneless")
    assert answer[2:] == [
        "- Card text of Boneless: ability 1 of 2 is offered as option 5: Boneless #25: Main Phase: Retire this "
        "card and pay [1] to have all players shuffle their decks. Draw 3 cards.",
        "- Card text of Boneless: ability 2 of 2 is offered as option 6: Boneless #25: Main Phase: Retire this "
        "card to give one of your characters [Laughter] until the end of the phase."], answer
    b.players[0]["tokens"] = 0
    answer = _ask(shipped_game(b), "activate Boneless")
    assert '    The card says: "Main Phase: Retire this card and pay [1] to have all players shuffle their decks. ' \
           'Draw 3 cards."' in answer, answer


def test_a_text_is_quoted_once_in_an_answer() -> None:
    """Scorpan's Necklace (two Main Phase abilities) asked for P1 in P0's Main Phase: each
    ability's 512.3 reason quoted rule 512.3 whole, so the answer held it twice, and each
    ability's text was quoted under "is not offered" and said again by its 512.3 reason. Each
    text is said once: the rule under its first reason, the ability by the reason naming it."""
    b = _board(tokens=3)
    b.add("CG146", 1, "play", "home:1")
    answer = _ask(shipped_game(b), "can P1 activate Scorpan's Necklace")
    timing = [line for line in answer if line.startswith("- Rule 512.3: ")]
    assert len(timing) == 2 and '"Main Phase: Retire this card to give one of your characters [Magic] until the ' \
        'end of the phase." is a Main Phase ability' in timing[1], answer
    quotes = [line for line in answer if line.startswith("    The ")]
    assert len(quotes) == len(set(quotes)) == 2, answer  # (510.1's and 512.3's, once each)
    assert not [line for line in quotes if line.startswith("    The card says")], answer


def test_a_resource_played_on_a_friend_is_not_offered_at_home_and_the_card_says_why() -> None:
    b = _board(tokens=3)
    hat = b.add("PR139", 0, "hand")  # Hard Hat: "Play on a Friend." (cost 1, 2 orange)
    cobbler = b.add("PR22", 0, "play", "home:0")  # Apple Cobbler, an orange Friend
    g = shipped_game(b)
    answer = _ask(g, "play Hard Hat at home")
    assert "- Card text of Hard Hat: it is played on a Friend (a face-up card in play, not frightened: 509.1)." \
        in answer
    assert '    The card says: "Play on a Friend.\nThis Friend has Stubborn."' in answer
    offered = RULES.why_not(g, "play Hard Hat on Apple Cobbler")
    keys = g.pending().option_keys()
    assert offered.offered == keys.index(f"play|{hat}|on:{cobbler}") + 1


def test_a_move_home_of_a_card_owned_by_the_opponent_reads_home_as_the_controllers() -> None:
    """Full Steam, P1's card that P0 controls, at a Problem: a card moved home goes to its
    controller's home (506.2). "home" and "move it home" read P0's home, as the option says;
    "its owner's home" is P1's, refused with the home it would go to; P1 asking "to my home"
    is told P0 controls it and that P1's home is no place it goes."""
    b = _board(tokens=3)
    steam = b.add("PR31", 1, "play", "problem:0", ctrl=0)
    g = shipped_game(b)
    option = g.pending().option_keys().index(f"move|{steam}|home:0") + 1
    for question in ("move Full Steam home", "move Full Steam to home", "move Full Steam to its controller's home"):
        answer = RULES.why_not(g, question)
        assert answer.offered == option and "to Player 1's home" in answer.lines()[0], (question, answer.lines())
        assert answer.lines()[1] == f"It is offered as option {option}: Pay 2 to move Full Steam, Smoke Stacked " \
            f"#{steam} to Player 1's home.", answer.lines()
    refused = f"- Rule 506.2: Full Steam, Smoke Stacked #{steam} can't be moved to Player 2's home: a character goes " \
        "only to its controller's home (Player 1's home: Player 1 controls it, though Player 2 owns it) or a Problem."
    assert refused in _ask(g, "move Full Steam to its owner's home")
    asked = _ask(g, "can P1 move Full Steam to my home")
    assert asked[0].endswith("to Player 2's home (the question names Player 2, but Player 1 controls that card, and a player moves "
                             "only characters they control (609.2b): answered for Player 1)."), asked
    assert refused in asked


def test_moves_refused_for_the_area_it_is_in_and_for_the_tokens() -> None:
    first = _board(tokens=1)
    g = shipped_game(first)
    assert "already there, and characters can't be moved to their current area" in "\n".join(
        _ask(g, "move Applejack to home"))
    assert "- Rule 609.2b: moving Applejack, Steadfast Farmpony #1 there costs 2 action tokens; Player 1 has 1." in \
        _ask(g, "move Applejack to Problem Runaway Cart")
    # the opponent's home: no move goes there (506.2), and the answer says so
    assert "- Rule 506.2: Applejack, Steadfast Farmpony #1 can't be moved to Player 2's home: a character goes only " \
        "to its controller's home or a Problem." in _ask(g, "move Applejack to Player 2's home")
    # a Troublemaker is no character: the move action never moves it
    b = _board(tokens=4)
    parasprite = b.add("PR157", 1, "play", "problem:0", face_down=True)
    assert f"- Rule 609.2b: face-down Troublemaker #{parasprite}: a Troublemaker is not a character, and the " \
        "move action moves characters (no Troublemaker goes home, 506.2a)." in _ask(
            shipped_game(b), f"move #{parasprite} to home")
    # the opponent's character, asked of no player: its controller's move, the answer says whose
    assert _ask(g, "move Twilight Sparkle to Player 2's home")[0] == (
        f"Read as: Player 2 moves Twilight Sparkle, Faithful Student #{first.mane[1]} to Player 2's home, where it is "
        "already (Player 1 is deciding, but Player 2 controls that card, and a player moves only characters they "
        "control (609.2b): answered for Player 2).")


def test_a_face_down_troublemaker_found_by_its_name_is_named_alike_in_the_read_as_line_and_its_note() -> None:
    """Judge scenario (505.1d): a face-down Troublemaker found by a name typed ("challenge
    Purple Parasprit", "uncover Parasprite") was read as "a face-down Troublemaker #25" while
    the note beside it named the card ("'Parasprite' read as Purple Parasprite"). The note
    names it as the line does; its controller, told its name, reads it so in both."""
    b = _board(tokens=4)
    parasprite = b.add("PR157", 1, "play", "problem:0", face_down=True)
    g = shipped_game(b)
    where = "at Problem Cloudbursting (Player 1's)"
    assert _ask(g, "challenge Purple Parasprit")[0] == (
        f"Read as: Player 1 (the turn player) challenges a face-down Troublemaker #{parasprite} {where} "
        "('Purple Parasprit' read as a face-down Troublemaker).")
    assert _ask(g, "uncover Parasprite")[0] == (
        f"Read as: Player 2 uncovers a face-down Troublemaker #{parasprite} {where} ('Parasprite' read as a face-down "
        "Troublemaker; Player 1 is deciding, but a Troublemaker is uncovered by its controller (607.2): answered for "
        "Player 2).")
    assert _ask(g, "activate Parasprite")[0] == (
        f"Read as: Player 2 activates an ability of Purple Parasprite #{parasprite} {where} ('Parasprite' read as "
        "Purple Parasprite; Player 1 is deciding, but Player 2 controls that card: answered for Player 2).")
    assert not any("Purple" in line for question in ("challenge Parasprite", "uncover Purple Parasprite")
                   for line in _ask(g, question)[:1])


def test_activated_abilities_refused_by_their_cost() -> None:
    b = _board(tokens=2)
    b.add("PR75", 0, "play", "problem:0", exhausted=True)  # Rising Star: "Exhaust this card to ..."
    b.add("PR58", 0, "play", "home:0")  # Mayor Mare: "Pay [3] to move an opponent's character."
    g = shipped_game(b)
    assert "its cost exhausts Rising Star, In the Spotlight" in "\n".join(_ask(g, "activate Rising Star"))
    assert "- Rule 508.1d: its cost is 3 action tokens; Player 1 has 2." in _ask(g, "activate Mayor Mare")


def test_a_card_with_two_activated_abilities_has_each_answered() -> None:
    """Canterlot Hedge Maze (CN134) has two Main Phase abilities: "Exhaust this card and pay
    [1] to banish an opponent's Friend ..." and "Pay [2] to dismiss this card ...". Asked
    about the card, the judge gets each ability quoted, with its option when offered and its
    own reason when not (703.1): not only the one that is offered."""
    first = "Main Phase: Exhaust this card and pay [1] to banish an opponent's Friend to beneath this card."
    second = "Main Phase: Pay [2] to dismiss this card and put any cards beneath it into play at their " \
             "owners' homes. Any player may activate this ability."
    b = _board(tokens=2)
    maze = b.add("CN134", 0, "play", "home:0")
    g = shipped_game(b)
    answer = _ask(g, "activate Canterlot Hedge Maze")
    dismiss = next(index for index, ability in g.spec(maze).activated if ability.text == second)
    option = g.pending().option_keys().index(f"act|{maze}|{dismiss}") + 1
    assert answer[1] == "Canterlot Hedge Maze has 2 activated abilities (1 offered), each answered:"
    assert "- Card text of Canterlot Hedge Maze: ability 1 of 2 is not offered." in answer
    assert f'    The card says: "{first}"' in answer
    assert "- Rule 705.2: ability 1 of 2: its instruction “Exhaust this card and pay [1] to banish an opponent's " \
           "Friend to beneath this card” can't be followed now: no opponent's Friend can be banished to beneath " \
           "this card." in answer, answer
    assert any(line.startswith(f"- Card text of Canterlot Hedge Maze: ability 2 of 2 is offered as option {option}: ")
               and second.rstrip(".") in line for line in answer)
    assert f'    The card says: "{second}"' not in answer  # (its option quotes it already)
    # with an opposing Friend and 1 token, the other way round: the first is offered, the second costs 2
    b = _board(tokens=1)
    maze = b.add("CN134", 0, "play", "home:0")
    b.add("PR20", 1, "play", "home:1")
    answer = _ask(shipped_game(b), "activate Canterlot Hedge Maze")
    assert any(line.startswith("- Card text of Canterlot Hedge Maze: ability 1 of 2 is offered as option ")
               for line in answer)
    assert "- Card text of Canterlot Hedge Maze: ability 2 of 2 is not offered." in answer
    assert "- Rule 508.1d: ability 2 of 2: its cost is 2 action tokens; Player 1 has 1." in answer


def test_outside_the_main_phase_and_without_priority() -> None:
    b = _board(tokens=3)
    b.add("PR13", 1, "hand")
    answer = "\n".join(_ask(shipped_game(b), "play Holly Dash at home"))
    # (the card's own reason first, then in one short line who has priority, 510.1)
    assert answer.index("Rule 609.2a:") < answer.index("Rule 510.1: Player 1 has priority now; once Player 2 has it, this is "
                                                       "not offered either."), answer
    # that only the turn player takes Main Phase actions is said once, with the rule on playing a Friend
    assert answer.count("512.3") == 1, answer
    assert ("Rule 609.2a: a Friend without Hasty is played only as a Main Phase action: it is Player 1's turn, and only "
            "the turn player takes Main Phase actions (512.3).") in answer


def test_confronting_names_the_requirement_and_what_the_characters_give() -> None:
    b = _board(tokens=3)
    b.add("PR20", 0, "play", "problem:1")  # Sweetie Sunrise (3 power, white?) at P1's Problem
    answer = "\n".join(_ask(shipped_game(b), "confront Runaway Cart"))
    assert answer.startswith("Read as: Player 1 (the turn player) confronts Problem Runaway Cart")
    assert "Rule 611.3: it needs" in answer and "Player 1's characters there give 1 " in answer
    assert "Rule 611.1: confronting happens in the turn player's Confront Step" in answer
    # several characters of one color are added up: "2 Yellow", not "1 Yellow, 1 Yellow"
    for _ in range(2):
        b.add("PR86", 0, "play", "problem:1")  # House Mouse: a 1-power Critter
    answer = "\n".join(_ask(shipped_game(b), "confront Runaway Cart"))
    given = answer.split("characters there give ")[1].split(".")[0].split(", ")
    assert len(given) == len({words.split(" ", 1)[1] for words in given}) == 2, given
    assert sum(int(words.split()[0]) for words in given) == 3


def test_questions_it_can_not_read_say_what_is_wrong() -> None:
    g = shipped_game(_board())
    with pytest.raises(WhyQuestionError, match="can't read 'dance': ask, for example: \"play CARD\", \"move Applejack to "):
        RULES.why_not(g, "dance")
    with pytest.raises(WhyQuestionError, match=r"move what\?"):
        RULES.why_not(g, "move")
    with pytest.raises(WhyQuestionError, match='move Applejack mars where\\? Say "move CARD to PLACE"'):
        RULES.why_not(g, "move Applejack mars")
    with pytest.raises(WhyQuestionError, match="no card is called 'Zzyzx Qwerty'"):
        RULES.why_not(g, "play Zzyzx Qwerty")
    with pytest.raises(WhyQuestionError, match="there is no card #999 in this game"):
        RULES.why_not(g, "activate Applejack #999")
    # a misspelling of a card of the game is read as that card, and says so
    assert "'Aplejack' read as Applejack" in RULES.why_not(g, "move Aplejack to home").read_as


def test_the_grammar_reads_the_place_after_the_last_possible_word() -> None:
    readings = parse_question("why can't I play Friends on Tour on Applejack?")
    assert [(q.card, q.place) for q in readings] == [("Friends on Tour", "Applejack"),
                                                      ("Friends", "Tour on Applejack"),
                                                      ("Friends on Tour on Applejack", None)]


def test_a_question_may_name_the_card_first() -> None:
    """"Why can't Emerald Green move to Runaway Cart?" is how a judge asks: the card first, the
    verb after it (or "be moved", "be played", "be confronted", "be challenged")."""
    (first, *_) = parse_question("why can't Emerald Green move to Runaway Cart?")
    assert (first.verb, first.card, first.place) == ("move", "Emerald Green", "Runaway Cart")
    (first, *_) = parse_question("can P1 Swan Song be played at home?")
    assert (first.verb, first.card, first.place, first.asker) == ("play", "Swan Song", "home", 1)
    assert parse_question("why can't Runaway Cart be confronted") == Question("confront", "Runaway Cart", None)
    assert parse_question("why can't Lord Tirek be challenged?") == Question("challenge", "Lord Tirek", None)
    with pytest.raises(WhyQuestionError):
        parse_question("why can't Emerald Green dance?")


def test_asking_why_lists_the_same_actions() -> None:
    """`why` only records: every priority decision of seeded games between random decks of the whole
    pool lists the same actions with it."""
    pool = DeckPool.constructed(load_card_database())
    checked = 0
    for seed in range(3):
        rng = SeededRandom(seed)
        g = new_game(default_library(), [random_deck(pool, rng), random_deck(pool, rng)], seed)
        bots = seeded_bots(seed)
        while g.pending() is not None and g.s["turn"] <= 12:
            decision = g.pending()
            frame = g.s["stack"][-1]
            if decision.kind == "priority" and frame["op"] == "window":
                for player in (0, 1):
                    why = Refusals()
                    assert actions.legal(g, player, frame["ctx"], why) == actions.legal(g, player, frame["ctx"])
                    checked += 1
            g.submit(bots[decision.player].choose(decision))
    assert checked > 50


def test_random_decks_keep_the_deck_building_rules() -> None:
    """The decks the test above (and the speed benchmark) deal: legal by 101, and the same for a seed."""
    db = load_card_database()
    pool = DeckPool.constructed(db)
    for seed in range(20):
        deck = random_deck(pool, SeededRandom(seed))
        assert deck == random_deck(pool, SeededRandom(seed))
        names = [db.get(card).full_name for card in deck["draw"]]
        assert len(names) == 45 and max(names.count(n) for n in names) <= 3  # 101.1, 101.2
        problems = [db.get(card) for card in deck["problems"]]
        assert len(problems) == 10 and all(p.type == "problem" for p in problems)  # 101.3, 101.3b
        assert max([p.full_name for p in problems].count(p.full_name) for p in problems) <= 2  # 101.3a
        assert any(p.starting_problem for p in problems)  # 101.3c
        assert db.get(deck["mane"]).type == "mane"


def test_random_decks_hold_no_villain_challenge_card() -> None:
    """The Villain Challenge cards belong to a format of their own, which starts some of them
    in play (Corrupting Influence: "Start the game with this card attached to your Mane
    Character"): a random deck holds none, and the deck check finds no card of its out of
    Harmony Constructed, where it reports one in plain words."""
    db = load_card_database()
    harmony = get_format("harmony")
    influence = next(card for card in db.cards if card.full_name == "Corrupting Influence")
    said = [m.text for m in validate_deck(Deck((ResolvedEntry(influence, 1, section_of(influence)),)), harmony, db)]
    assert "Corrupting Influence (Villain Challenge) is not legal in Harmony Constructed" in said
    pool = DeckPool.constructed(db)
    assert influence not in pool.draw
    for seed in range(40):
        deck = random_deck(pool, SeededRandom(seed))
        cards = [db.get(deck["mane"]), *map(db.get, deck["draw"]), *map(db.get, deck["problems"])]
        entries = tuple(ResolvedEntry(card, 1, section_of(card)) for card in cards)
        assert not [m.text for m in validate_deck(Deck(entries), harmony, db) if "is not legal in" in m.text], seed


def test_random_decks_hold_the_friends_their_cards_need_in_play() -> None:
    """302.2: every card of a random deck asks for no more power of a color than the deck's
    characters that ask for nothing give (its Mane and one copy of each such Friend), so
    that the deck can be played (drawn blindly, a third of the benchmark's games stalled)."""
    db = load_card_database()
    pool = DeckPool.constructed(db)
    for seed in range(40):
        deck = random_deck(pool, SeededRandom(seed))
        mane = db.get(deck["mane"])
        cards = [db.get(card) for card in dict.fromkeys(deck["draw"])]
        supply = {color: mane.power or 0 for color in mane.colors}
        for card in cards:
            if card.type == "friend" and not card.play_requirements:
                for color in card.colors:
                    supply[color] = supply.get(color, 0) + (card.power or 0)
        unmet = [card.full_name for card in cards
                 if any(supply.get(r.color, 0) < r.amount for r in card.play_requirements)]
        assert unmet == [], (seed, unmet)


def test_a_game_without_why_questions_says_so() -> None:
    from engine.core.errors import EngineError
    from tests.stub_game import SPARKS_TABLE

    game = SPARKS_TABLE.new_game(SPARKS_TABLE.make_setup([["spark"], ["ember"]], 1))
    with pytest.raises(EngineError, match="does not answer why-not questions"):
        SPARKS_TABLE.why_not(game, "play Spark")


def test_the_answer_names_places_in_words() -> None:
    b = _board(tokens=0)
    b.add("PR13", 0, "hand")
    answer = "\n".join(_ask(shipped_game(b), "play Holly Dash at home"))
    assert "problem:" not in answer and "home:" not in answer  # (area keys are put in words)


def test_a_card_in_both_hands_is_read_as_the_one_of_the_player_with_priority() -> None:
    b = _board(tokens=3)
    b.add("PR13", 1, "hand")
    mine = b.add("PR13", 0, "hand")
    assert RULES.why_not(shipped_game(b), "play Holly Dash").read_as.startswith(
        f"Player 1 plays Holly Dash, Flighty Filly #{mine} from Player 1's hand")


def test_every_question_about_a_seeded_game_is_answered_and_agrees_with_the_options() -> None:
    """At priority decisions of seeded games between random decks: every card in the deciding
    player's hand ("play"), every character to every area ("move") and every card in play
    ("activate") gets an answer, never an error; "offered" exactly when an option is that action,
    and otherwise at least one reason."""
    pool = DeckPool.constructed(load_card_database())
    asked = 0
    for seed in (5, 6, 7):
        rng = SeededRandom(seed)
        g = new_game(default_library(), [random_deck(pool, rng), random_deck(pool, rng)], seed)
        bots = seeded_bots(seed)
        while g.pending() is not None and g.s["turn"] <= 10:
            decision = g.pending()
            frame = g.s["stack"][-1]
            if decision.kind == "priority" and frame["op"] == "window" and asked < 1200:
                player = decision.player
                keys = decision.option_keys()
                questions = [(f"play {g.spec(i).name} #{i}", ("play|", "react|", "tm|"), i, None)
                             for i in g.s["players"][player]["hand"]]
                for i in g.characters(player):
                    for area in [a for a in g.s["areas"] if not a.startswith("dilemma")]:
                        questions.append((f"move {g.spec(i).name} #{i} to {area}", ("move|",), i, area))
                questions += [(f"activate {g.spec(i).name} #{i}", ("act|",), i, None)
                              for i in g.s["play"] if g.s["cards"][i]["ctrl"] == player and not g.s["cards"][i]["face_down"]]
                for i in g.s["players"][player]["hand"][:3]:
                    for area in [a for a in g.s["areas"] if not a.startswith("dilemma")]:
                        questions.append((f"play {g.spec(i).name} #{i} at {area}", ("play|", "tm|"), i, area))
                for area in g.problems():
                    assert RULES.why_not(g, f"confront {area}").reasons  # (never an error)
                for text, prefixes, iid, area in questions:
                    answer = RULES.why_not(g, text)
                    problem = g.s["areas"][area].get("problem") if area else None
                    places = {area, f"on:{problem}"}
                    offered = [k for k in keys if k.startswith(prefixes) and k.split("|")[1] == str(iid)
                               and (area is None or k.split("|")[2] in places
                                    or g.spec(iid).type == "event")]  # (an Event goes to no place, 304.2)
                    assert (answer.offered is not None) == bool(offered), (seed, text, keys, answer.lines())
                    assert answer.offered is not None or answer.reasons, (seed, text)
                    asked += 1
            g.submit(bots[decision.player].choose(decision))
    assert asked > 300, asked


def test_moves_a_card_in_play_forbids_name_that_text() -> None:
    """Flooding at Sweet Apple Acres (AD177: "Players with 2 or more characters here can't
    move ... characters to this Problem") and Prim Hemline, Precise Pony (CG69: "While an
    opponent's Mane Character is at home, that opponent can't move Friends to this card's
    Problem") keep moves off the list; the answer names each card whose text forbids them."""
    b = Board(manes=("PR2", "PR4"), problems=("AD177", "PR190"))
    b.players[0]["tokens"] = 5
    mover = b.add("PR22", 0, "play", "home:0")  # Apple Cobbler
    for _ in range(2):
        b.add("PR22", 0, "play", "problem:0")
    b.add("CG69", 1, "play", "problem:1")
    g = shipped_game(b)
    offered = g.pending().option_keys()
    assert f"move|{mover}|problem:0" not in offered and f"move|{mover}|problem:1" not in offered
    flooded = "\n".join(_ask(g, f"move Apple Cobbler #{mover} to problem:0"))
    assert "- Card text of Flooding at Sweet Apple Acres: Flooding at Sweet Apple Acres's text keeps Player 1 from " \
        "moving characters to Problem Flooding at Sweet Apple Acres (Player 1's) (104.2)." in flooded
    guarded = "\n".join(_ask(g, f"move Apple Cobbler #{mover} to problem:1"))
    assert f"- Card text of Prim Hemline, Precise Pony: Prim Hemline, Precise Pony's text says Apple Cobbler, " \
        f"Headstrong #{mover} can't be moved to Problem Runaway Cart (Player 2's) (104.2)." in guarded


def test_a_card_a_text_lets_be_played_from_the_discard_pile_is_answered_with_the_real_reason() -> None:
    """Hoity Toity, Discerning Eye (HM74: "You may play Friends and Resources from your discard
    pile as though they were in your hand"): asked about a Friend in the discard pile, the answer
    is what keeps it off the list (its play requirement), not that it is not in a hand; without
    Hoity Toity it is that."""
    b = _board(tokens=6)
    hoity = b.add("HM74", 0, "play", "home:0")
    b.add("PR13", 0, "discard")  # Holly Dash, Flighty Filly: 2 blue power
    answer = "\n".join(_ask(shipped_game(b), "play Holly Dash at home"))
    assert "- Rule 205.1: it requires 2 Blue power among Player 1's characters" in answer and "609.2a" not in answer
    b.cards[hoity - 1]["zone"] = "discard"
    b.cards[hoity - 1]["area"] = None
    answer = "\n".join(_ask(shipped_game(b), "play Holly Dash at home"))
    assert "- Rule 609.2a: Holly Dash, Flighty Filly is in Player 1's discard pile, not in a hand" in answer


def test_a_card_out_of_play_is_named_with_its_zone_in_words() -> None:
    """A Problem still in the Problem deck: "P0's Problem deck", as the table names the pile."""
    b = _board()
    b.add("PR190", 0, "problem_deck")
    with pytest.raises(WhyQuestionError, match=r"is not in play \(it is in Player 1's Problem deck\)"):
        RULES.why_not(shipped_game(b), "confront Runaway Cart #" + str(len(b.cards)))


def test_actions_no_rule_allows_anywhere_name_the_rule_that_says_where_the_card_goes() -> None:
    """Found by asking every question of seeded games: a Resource moved (609.2b: the move
    action moves characters), an Event played at a place (304.2: it goes to none, so the
    question is read without the place), a Troublemaker played at a home (306.1): each answer
    names its rule or finds the action offered, never "no reason"."""
    b = _board(tokens=6)
    hat = b.add("PR151", 0, "play", "home:0")  # Two Bits, a Resource at home
    event = b.add("PR98", 0, "hand")  # an Event P0 may play now
    trouble = b.add("PR157", 0, "hand")  # Purple Parasprite, a Troublemaker
    g = shipped_game(b)
    moved = _ask(g, f"move #{hat} to Problem Runaway Cart")
    assert f"- Rule 609.2b: Two Bits #{hat} is a Resource, not a character, and the move action moves " \
        "characters." in moved
    assert RULES.why_not(g, f"play #{event}").offered is not None
    placed = _ask(g, f"play #{event} at home")
    assert "an Event is played to no place (304.2): the place asked is left out" in placed[0]
    at_home = _ask(g, f"play #{trouble} at home")
    assert "- Rule 306.1: a Troublemaker enters play face-down at a Problem, never at a home." in at_home
    for answer in (moved, placed, at_home):
        assert not any("none of the engine's checks" in line for line in answer)
def test_playing_a_friend_is_not_refused_by_the_troublemaker_rule() -> None:
    """609.2c (Play a Troublemaker) is about Troublemakers: on the opponent's turn (P0 has no
    token left, and the turn has gone on to P1's), a Friend is refused by 609.2a, a
    Troublemaker by 609.2c."""
    b = _board(tokens=0)
    b.add("PR13", 0, "hand")  # Holly Dash, Flighty Filly: a Friend
    b.add("PR153", 0, "hand")  # Brown Parasprite, a Troublemaker
    g = shipped_game(b)
    friend = "\n".join(_ask(g, "play Holly Dash at home"))
    assert "- Rule 609.2a: a Friend without Hasty is played only as a Main Phase action" in friend
    assert "609.2c" not in friend and "Play a Troublemaker" not in friend
    assert "- Rule 609.2c: it is Player 2's turn, and only the turn player takes Main Phase actions (512.3)." in _ask(
        g, "play Brown Parasprite at Problem Runaway Cart")


def test_an_ability_whose_cost_cant_be_paid_names_that_cost() -> None:
    """Captain Celaeno, Swashbuckler: "Main Phase: Pay [2] to score 2 points and turn this card
    over." With 1 token the answer is its cost (508.1d), not that its instructions can't be
    followed (705.2); Coloratura exhausted names its exhaust cost and the rule that an
    exhausted card can't become exhausted (503.2a)."""
    b = Board(manes=("SB1", "PR4"))
    b.players[0]["tokens"] = 1
    b.add("DE41", 0, "play", "home:0", exhausted=True)  # Coloratura, Simply Rara: "Exhaust this card to ..."
    g = shipped_game(b)
    answer = _ask(g, "activate Captain Celaeno")
    assert "- Rule 508.1d: its cost is 2 action tokens; Player 1 has 1." in answer
    assert not any("705.2" in line for line in answer)
    assert any(line.startswith("- Rule 503.2a: its cost exhausts Coloratura, Simply Rara #")
               and line.endswith(", which is already exhausted.") for line in _ask(g, "activate Coloratura"))


def test_the_copy_offered_is_the_one_the_answer_names() -> None:
    """Two copies of Coloratura, Simply Rara, one exhausted: "activate Coloratura" is offered
    for the ready one, and the answer reads the question as about that copy."""
    b = _board(tokens=2)
    b.add("DE41", 0, "play", "home:0", exhausted=True)
    ready = b.add("DE41", 0, "play", "problem:0")
    g = shipped_game(b)
    answer = RULES.why_not(g, "activate Coloratura")
    assert answer.offered == g.pending().option_keys().index(f"act|{ready}|0") + 1
    assert answer.lines()[0].startswith(f"Read as: Player 1 activates an ability of Coloratura, Simply Rara #{ready} at ")


def test_a_problem_closed_to_troublemakers_names_the_card_that_closes_it() -> None:
    """Sanctuary Construction: "Troublemakers can't be played here." The answer quotes it, not
    the Troublemaker the judge asked about."""
    b = _board(tokens=3)
    b.add("FF112", 1, "play", "problem:1")  # Sanctuary Construction, at P1's Problem
    b.add("PR153", 0, "hand")  # Brown Parasprite
    answer = _ask(shipped_game(b), "play Brown Parasprite at Problem Runaway Cart")
    assert any(line.startswith("- Card text of Sanctuary Construction: Sanctuary Construction #")
               and "says Troublemakers can't be played at Problem Runaway Cart" in line for line in answer), answer
    assert any("Troublemakers can't be played here." in line for line in answer)


def test_two_abilities_refused_alike_give_one_reason() -> None:
    """Apple Bloom, Fastest has two Main Phase abilities that both cost "exhaust this card and
    discard a card": with an empty hand, each is quoted and the reason is said once, for both."""
    b = _board(tokens=3)
    b.add("DE57", 0, "play", "home:0")
    answer = _ask(shipped_game(b), "activate Apple Bloom")
    assert [line for line in answer if "508.1d" in line] == \
        ["- Rule 508.1d: abilities 1 and 2 of 2: its cost discards 1 card; Player 1 has none in hand."], answer
    assert answer.count("- Card text of Apple Bloom, Fastest: ability 1 of 2 is not offered.") == 1
    assert answer.count("- Card text of Apple Bloom, Fastest: ability 2 of 2 is not offered.") == 1


def test_with_two_copies_each_reason_says_which_copy() -> None:
    """Two copies of Spike, Puffer Up ("Main Phase: Exhaust this card to move an opposing
    character at this card's Problem"): one exhausted, one at a Problem with no opposing
    character. Each reason names its copy by where it is; the question names both."""
    b = _board(tokens=3)
    tired = b.add("SB44", 0, "play", "problem:1", exhausted=True)
    alone = b.add("SB44", 0, "play", "problem:0")
    answer = _ask(shipped_game(b), "activate Spike")
    assert answer[0] == f"Read as: Player 1 activates an ability of Spike, Puffer Up, 2 copies: #{tired} at Problem " \
        f"Runaway Cart (Player 2's) and #{alone} at Problem Cloudbursting (Player 1's).", answer
    assert f"- Rule 503.2a: the copy #{tired} at Problem Runaway Cart (Player 2's): its cost exhausts Spike, Puffer " \
        "Up, which is already exhausted." in answer, answer
    assert f"- Rule 705.2: the copy #{alone} at Problem Cloudbursting (Player 1's): its instruction “Exhaust this card to " \
           "move an opposing character at this card's Problem (Cloudbursting)” can't be followed now: no opposing " \
           "character at this card's Problem (Cloudbursting) can be moved." in answer, answer


def test_an_ability_readying_its_card_says_the_card_is_ready_already() -> None:
    """Dark Moon, Moonlit Colt (CN11, "Main Phase: Exhaust one of your Resources at home to
    ready this card."), ready, with a Resource at home to pay with: the answer said only that
    "Ready this card" can't be followed "(no card it needs, none it may choose, or a condition
    it names not met)", leaving the judge to guess which. To ready a card is to remove an
    exhaustion counter from it (503.3): it has none, and the answer says so. Exhausted, the
    same ability is offered."""
    for exhausted in (False, True):
        b = _board(tokens=3)
        colt = b.add("CN11", 0, "play", "home:0", exhausted=exhausted)
        b.add("PR132", 0, "play", "home:0")  # Carousel Boutique, a Resource at home
        answer = _ask(shipped_game(b), "activate Dark Moon")
        if exhausted:
            assert answer[1].startswith("It is offered as option "), answer
            continue
        assert answer[1:3] == [
            "Not offered:",
            "- Rule 503.3: its instruction “Exhaust one of your Resources at home to ready this card” can't be "
            f"followed now: Dark Moon, Moonlit Colt #{colt} is ready already, with no exhaustion counter to "
            "remove."], answer


def test_a_text_taking_a_card_from_an_empty_discard_pile_says_the_pile_has_none() -> None:
    """Carousel Boutique (PR132, "Main Phase: Dismiss this card to search your discard pile for
    a card and put it into your hand.") and Redeeming Qualities (MT86, "Main Phase: Put a
    Friend from your discard pile into play."), P0's discard pile empty: the answers quoted the
    whole text and said it "could not be followed now (no card it needs, none it may choose, or
    a condition it names not met)", a list of guesses. Each quotes its instruction and says
    what the pile lacks (705.2); with a card that fits in the pile, each is offered."""
    for filled in (False, True):
        b = rich_board()
        boutique = b.add("PR132", 0, "play", "home:0")
        b.add("MT86", 0, "hand")
        if filled:
            b.add("PR36", 0, "discard")  # Apple Brown Betty, a Friend
        g = shipped_game(b)
        boutique_answer, qualities_answer = _ask(g, "activate Carousel Boutique"), _ask(g, "play Redeeming Qualities")
        if filled:
            assert boutique_answer[1].startswith("It is offered as option "), boutique_answer
            assert qualities_answer[1].startswith("It is offered as option "), qualities_answer
            continue
        assert boutique_answer[:3] == [
            f"Read as: Player 1 activates an ability of Carousel Boutique #{boutique} at Player 1's home.", "Not offered:",
            "- Rule 705.2: its instruction “Dismiss this card to search your discard pile for a card and put it "
            "into your hand” can't be followed now: your discard pile has no card."], boutique_answer
        assert qualities_answer[1:3] == [
            "Not offered:",
            "- Rule 705.2: its instruction “Put a Friend from your discard pile into play” can't be followed now: your "
            "discard pile has no Friend that can be put into play."], qualities_answer


def test_a_troublemaker_asked_at_home_without_a_token_is_told_both_reasons() -> None:
    """P0, with no action token, asks to play Brown Parasprite (PR153, a Troublemaker) at home:
    the answer named only its price (609.2c), so a judge giving P0 a token would find it still
    refused there. A Troublemaker never enters play at a home (306.1): the answer says that
    too, as it does when P0 has a token; asked of no place, it gives the price alone."""
    b = _board(tokens=0)
    b.add("PR132", 0, "play", "home:0")  # Carousel Boutique (with a card to take: P0 has a decision)
    b.add("PR36", 0, "discard")
    b.add("PR153", 0, "hand")
    g = shipped_game(b)
    token = "- Rule 609.2c: playing a Troublemaker costs 1 action token; Player 1 has none."
    never = "- Rule 306.1: a Troublemaker enters play face-down at a Problem, never at a home."
    assert [line for line in _ask(g, "play Brown Parasprite at home") if line.startswith("- ")] == [never, token]
    assert [line for line in _ask(g, "play Brown Parasprite") if line.startswith("- ")] == [token]


def test_a_resource_played_at_home_asked_at_a_problem_is_told_the_rule_beside_its_cost() -> None:
    """Carousel Boutique (PR132, a Resource played at home) asked at Cloudbursting: with no token
    and no White power the answer named its cost and requirement only, so a judge who found both
    met would find it still not offered there. The rule putting it at home (305.1a) is told
    beside them; with both met, it is the one reason, told once."""
    home_only = "- Rule 305.1a: a Resource that is not an attachment enters play at its owner's home."
    b = _board(tokens=0)
    b.add("PR132", 0, "play", "home:0")  # Carousel Boutique (with a card to take: P0 has a decision)
    b.add("PR36", 0, "discard")
    b.add("PR132", 0, "hand")
    answer = _ask(shipped_game(b), "play Carousel Boutique at Cloudbursting")
    assert [line for line in answer if line.startswith("- ")] == [
        "- Rule 204.1: it costs 2 action tokens; Player 1 has none.",
        "- Rule 205.1: it requires 2 White power among Player 1's characters, who have 0 White.", home_only], answer
    b = rich_board()
    b.add("PR132", 0, "hand")
    answer = _ask(shipped_game(b), "play Carousel Boutique at Cloudbursting")
    assert [line for line in answer if line.startswith("- ")] == [home_only], answer


@pytest.mark.parametrize(("code", "question", "said"), [
    ("PR17", "activate Scootaloo, Creature Catcher",
     "its instruction “Exhaust this card to play a Troublemaker for free” can't be followed now: Player 1 has no "
     "Troublemaker in hand."),
    ("PR41", "activate Lucky Streak",
     "its instruction “Exhaust this card to look at a face-down Troublemaker” can't be followed now: no face-down "
     "Troublemaker is in play."),
    ("DE62", "activate Quibble Pants",
     "its instruction “Exhaust this card to put a Troublemaker from your hand into play face-up” can't be followed "
     "now: Player 1 has no Troublemaker in hand.")])
def test_an_instruction_with_nothing_to_act_on_is_quoted_with_what_is_missing(code: str, question: str,
                                                                              said: str) -> None:
    """Scootaloo, Creature Catcher (PR17), Lucky Streak, One in a Million (PR41) and Quibble
    Pants, Nonbeliever (DE62), each alone with nothing for its text: the answers quoted the
    whole text as "could not be followed now (no card it needs, none it may choose, or a
    condition it names not met)". Each quotes the instruction and says what is missing (705.2)."""
    b = rich_board()
    b.add(code, 0, "play", "home:0")
    answer = _ask(shipped_game(b), question)
    assert answer[1:3] == ["Not offered:", f"- Rule 705.2: {said}"], answer


def test_copies_sharing_their_reason_get_one_answer() -> None:
    """Two copies of Holly Dash (cost 4) in hand with 3 tokens, and two copies of Spike, Puffer
    Up both exhausted: one reason for all, about no copy in particular (204.1, 503.2a)."""
    b = _board(tokens=3)
    first, second = b.add("PR13", 0, "hand"), b.add("PR13", 0, "hand")
    b.add("SB44", 0, "play", "problem:1", exhausted=True)
    b.add("SB44", 0, "play", "problem:0", exhausted=True)
    g = shipped_game(b)
    answer = _ask(g, "play Holly Dash")
    assert answer[0] == f"Read as: Player 1 plays Holly Dash, Flighty Filly, 2 copies: #{first} and #{second} in Player 1's hand.", \
        answer
    assert [line for line in answer if line.startswith("- ")] == [
        "- Rule 204.1: it costs 4 action tokens; Player 1 has 3.",
        "- Rule 205.1: it requires 2 Blue power among Player 1's characters, who have 0 Blue."]
    assert [line for line in _ask(g, "activate Spike") if line.startswith("- Rule")] == \
        ["- Rule 503.2a: its cost exhausts Spike, Puffer Up, which is already exhausted."]


def test_copies_at_different_places_refused_for_different_reasons_say_which() -> None:
    """Two copies of Full Steam, one at home and one at Cloudbursting, P0 with 1 token: moved
    to Cloudbursting, the one at home is too dear and the other is there already (609.2b)."""
    b = _board(tokens=1)
    home_copy = b.add("PR31", 0, "play", "home:0")
    there = b.add("PR31", 0, "play", "problem:0")
    answer = _ask(shipped_game(b), "move Full Steam to Problem Cloudbursting")
    assert [line for line in answer if line.startswith("- ")] == [
        f"- Rule 609.2b: the copy #{home_copy} at Player 1's home: moving Full Steam, Smoke Stacked there costs 2 action "
        "tokens; Player 1 has 1.",
        f"- Rule 609.2b: the copy #{there} at Problem Cloudbursting (Player 1's): Full Steam, Smoke Stacked is already "
        "there, and characters can't be moved to their current area."], answer


def test_the_opponents_copies_asked_about_get_one_answer() -> None:
    """Two copies of Full Steam that P1 controls, asked "move Full Steam home" while P0 has
    priority: P1's move (their characters), the reason both share said once, the copy at
    home already told apart by its number."""
    b = _board(tokens=3)
    home = b.add("PR31", 1, "play", "home:1")
    b.add("PR31", 1, "play", "problem:1")
    answer = _ask(shipped_game(b), "move Full Steam home")
    assert answer[0].endswith("to Player 2's home (Player 1 is deciding, but Player 2 controls that card, and a player "
                              "moves only characters they control (609.2b): answered for Player 2)."), answer
    assert [line for line in answer if line.startswith("- ")] == [
        f"- Rule 609.2b: the copy #{home} at Player 2's home: Full Steam, Smoke Stacked is already there, and characters "
        "can't be moved to their current area.",
        "- Rule 609.2b: it is Player 1's turn, and only the turn player takes Main Phase actions (512.3).",
        "- Rule 510.1: Player 1 has priority now; once Player 2 has it, this is not offered either."], answer


def test_an_additional_cost_that_cant_be_paid_says_what_it_asks() -> None:
    """Daring Dive: "As an additional cost to play this card, discard 2 cards." With one other
    card in hand, the answer says so."""
    b = Board(manes=("PR1", "PR4"))  # Rainbow Dash: blue
    b.players[0]["tokens"] = 3
    b.add("DE94", 0, "hand")
    b.add("PR20", 0, "hand")
    answer = _ask(shipped_game(b), "play Daring Dive")
    assert "- Card text of Daring Dive: its additional cost discards 2 cards; Player 1 has 1 other card in " \
           "hand." in answer, answer


def test_an_ability_option_names_its_copy_and_quotes_its_text_whole() -> None:
    """Two ready copies of Coloratura, Simply Rara: each option says which copy it activates
    (#N, as moves do), and quotes the ability's text whole, however long."""
    b = _board(tokens=2)
    first = b.add("DE41", 0, "play", "home:0")
    second = b.add("DE41", 0, "play", "problem:0")
    g = shipped_game(b)
    labels = {o.key: o.label for o in g.pending().options}
    for iid in (first, second):
        label = labels[f"act|{iid}|0"]
        assert label.startswith(f"Coloratura, Simply Rara #{iid}: Main Phase: Exhaust this card")
        assert label.endswith(g.spec(iid).activated[0][1].text) and "…" not in label



def test_a_troublemaker_asked_at_home_is_refused_by_where_troublemakers_go() -> None:
    """306.1, 609.2c: a Troublemaker is played face-down to a Problem. Asked at home (refused by
    the checks, 306.1) or on a card (a place no check looks at: 609.2c says where it goes), the
    answer says so rather than finding no reason."""
    b = _board(tokens=3)
    b.add("PR153", 0, "hand")  # Brown Parasprite
    g = shipped_game(b)
    for question, reason in (
            ("play Brown Parasprite at home", "- Rule 306.1: a Troublemaker enters play face-down at a Problem, "
                                              "never at a home."),
            ("play Brown Parasprite on Applejack", "- Rule 609.2c: a Troublemaker is played face-down to a "
                                                   "Problem, not at home or on a card.")):
        answer = _ask(g, question)
        assert reason in answer, answer
        assert not any("none of the engine's checks" in line for line in answer)
    assert RULES.why_not(g, "play Brown Parasprite at Problem Runaway Cart").offered


def test_the_player_a_question_names_picks_their_copy_or_is_told_whose_card_it_is() -> None:
    """"Can P1 play Sweetie Sunrise?": with a copy in each hand, P1's is the one asked about;
    with only P0's, the answer says the card is P0's rather than silently answering for P0."""
    b = _board(tokens=3)
    mine = b.add("PR20", 0, "hand")
    g = shipped_game(b)
    first = _ask(g, "can P1 play Sweetie Sunrise?")[0]
    assert first.startswith(f"Read as: Player 1 plays Sweetie Sunrise, Early Riser #{mine} from Player 1's hand")
    assert "the question names Player 2, but that card is Player 1's: answered for Player 1" in first
    theirs = b.add("PR20", 1, "hand")
    g = shipped_game(b)
    assert _ask(g, "why can't player 2 play Sweetie Sunrise")[0].startswith(
        f"Read as: Player 2 plays Sweetie Sunrise, Early Riser #{theirs} from Player 2's hand")
    assert _ask(g, "why can't I play Sweetie Sunrise")[0].startswith(
        f"Read as: Player 1 plays Sweetie Sunrise, Early Riser #{mine} from Player 1's hand")


def test_an_event_asked_at_a_place_is_answered_as_played() -> None:
    """304.2: an Event goes to no place. "play EVENT at home" is read without the place (and
    says so), so an Event that is offered is found, not refused for no reason."""
    b = Board(manes=("PR1", "PR4"))  # Rainbow Dash: 1 blue power
    b.players[0]["tokens"] = 3
    event = b.add("DE99", 0, "hand")  # Join the Herd: Immediate, no play requirement, cost 2
    g = shipped_game(b)
    answer = RULES.why_not(g, "play Join the Herd at home")
    assert answer.offered == g.pending().option_keys().index(f"play|{event}|event") + 1
    assert "an Event is played to no place (304.2): the place asked is left out" in answer.lines()[0]


def test_a_shared_title_is_read_as_the_card_the_question_fits() -> None:
    """"activate Captain Celaeno" with Captain Celaeno, Swashbuckler (a Mane Character with a
    Main Phase ability) and Captain Celaeno, Corsair Captain (no activated ability) in play:
    only one can be activated, so the title is read as it, not refused as ambiguous."""
    b = Board(manes=("SB1", "PR4"))
    b.players[0]["tokens"] = 3
    b.add("SB8", 0, "play", "home:0")
    answer = _ask(shipped_game(b), "activate Captain Celaeno")
    assert answer[0].startswith("Read as: Player 1 activates an ability of Captain Celaeno, Swashbuckler #1 ")
    with pytest.raises(WhyQuestionError, match=r"Which Captain Celaeno: Captain Celaeno, Swashbuckler #1 .* or "
                                               r"Captain Celaeno, Corsair Captain #25 .*\? Give the whole name"):
        _ask(shipped_game(b), "play Captain Celaeno")  # (nothing to narrow a play by)


def test_a_mane_turned_to_the_side_without_the_ability_asked_says_so() -> None:
    """Queen Chrysalis, Commanding Queen turned over by her own "Pay [3] to gain control of an
    opposing Friend and turn this card over": "activate Queen Chrysalis" was answered "has no
    activated ability the rules engine knows of", which reads as a gap in the engine. Her
    Boosted side has no text: the answer says which side she is on and where the ability is
    printed (301.3)."""
    b = Board(manes=("AD193", "PR4"))
    b.cards[b.mane[0] - 1]["boosted"] = True
    b.players[0]["tokens"] = 3
    answer = _ask(shipped_game(b), "activate Queen Chrysalis")
    said = "\n".join(answer)
    assert f"Rule 301.3: Queen Chrysalis, Commanding Queen #{b.mane[0]} is on its Boosted side, whose text has no " \
        "activated ability; “Main Phase: Pay [3] to gain control of an opposing Friend and turn this card over.” " \
        "is on its Start side" in said, said
    assert "rules engine knows of" not in said


def test_a_card_whose_text_is_carried_out_has_no_activated_ability_said_plainly() -> None:
    """Pile of Presents ("Play to your home." and two "When an opponent draws ..." abilities)
    has no activated ability, and the engine carries out all of its text: "no activated
    ability the rules engine knows of" read as a gap in the engine. The answer says plainly
    that it has none and what its text is instead (703.1); the engine's own words stay for
    a card whose text it does not carry out in full (Starlight Glimmer, Snowfall Frost, whose
    Experienced it does not)."""
    b = _board(tokens=3)
    b.add("CG139", 0, "play", "home:0")  # Pile of Presents
    b.add("DE37", 0, "play", "home:0")  # Starlight Glimmer, Snowfall Frost
    g = shipped_game(b)
    said = "\n".join(_ask(g, "activate Pile of Presents"))
    assert "- Rule 703.1: Pile of Presents has no activated ability: its text is where it is played and 2 " \
        "triggered abilities." in said, said
    assert "knows of" not in said, said
    said = "\n".join(_ask(g, "activate Starlight Glimmer"))
    assert "- Rule 703.1: Starlight Glimmer, Snowfall Frost has no activated ability the rules engine knows of." \
        in said, said
    assert "the rules engine does not carry out this text of Starlight Glimmer, Snowfall Frost" in said, said


def test_an_offered_play_or_move_dearer_than_printed_says_what_its_price_is_made_of() -> None:
    """Judge scenario: A Thorn in His Paw (PR161: "... that player's opponent must pay +[1] to
    play a Friend here.") with P1's three Blue Jays there. "Why not play Apple Brown Betty at
    that Problem?" was answered "offered as option N: Pay 4 to play ...", the judge left to
    wonder where the 4 comes from (printed 3): the answer names the card adding the 1, in the
    words the log gives the price paid (705.2d). Fleur Dis Lee's Showy 1 makes P0's move to
    her Problem cost 3: the move's answer says so (609.2b), and the log, which said only "pays
    3 action tokens", in the same words. At home, at the printed cost and the plain 2 of a
    move, nothing more is said."""
    b = Board(manes=("PR2", "PR4"), problems=("PR161", "PR190"))
    b.players[0]["tokens"] = 5
    for _ in range(3):
        b.add("PR81", 1, "play", "problem:0")  # Blue Jay: a [Kindness] Friend
    fleur = b.add("EO67", 1, "play", "problem:1")  # Fleur Dis Lee, Canterlot Socialite: Showy 1
    b.add("PR36", 0, "hand")  # Apple Brown Betty: cost 3
    g = shipped_game(b)
    said = _ask(g, "play Apple Brown Betty at problem:0")
    assert said[1].startswith("It is offered as option ") and "Pay 4 to play" in said[1], said
    assert f"- Rule 204.1: it costs 4 action tokens (printed 3, +1 from A Thorn in His Paw #{b.problem[0]})." \
        in said, said
    assert not any(line.startswith("- Rule 204.1") for line in _ask(g, "play Apple Brown Betty at home")), said
    said = _ask(g, "move Applejack to problem:1")
    assert said[1].startswith("It is offered as option ") and "Pay 3 to move" in said[1], said
    assert f"- Rule 609.2b: moving {g.name(b.mane[0])} there costs 3 action tokens (2 to move, " \
        f"+1 for Showy ({g.name(fleur)}))." in said, said
    assert not any(line.startswith("- Rule 609.2b") for line in _ask(g, "move Applejack to problem:0")), said
    # the log says the price paid in the same words
    answer_with(g, f"move|{b.mane[0]}|problem:1")
    assert f"609.2b: P0 pays 3 action tokens (2 to move, +1 for Showy ({g.name(fleur)}))" in log_text(g).splitlines()


def test_a_price_brought_below_0_names_every_change_and_the_floor() -> None:
    """Judge scenario (204.1): Bag of Leaflets (printed 1) played on Emerald Green at 795 Wing
    Power ("Resources played on characters here have their costs reduced by [1]") with a
    discount of 2 given earlier this turn: 1 - 1 - 2 counts as 0. The price's words took the
    0 as the whole story and left the discount out (with a larger reduction they would have
    made up a tax): every change is named, and the floor of 0."""
    b = Board(problems=("PR171", "PR190"))
    b.add("PR12", 0, "play", "problem:0")  # Emerald Green, Cider Aficionado
    b.add("PR20", 0, "play", "home:0")  # Sweetie Sunrise: Blue power for the requirement
    b.add("AD122", 0, "hand")  # Bag of Leaflets
    g = shipped_game(b)
    g.s["flags"]["discount:0"] = 2
    said = _ask(g, "play Bag of Leaflets on Emerald Green")
    assert "Pay 0 to play Bag of Leaflets" in said[1], said
    assert f"- Rule 204.1: it costs 0 action tokens (printed 1, -1 from {g.name(b.problem[0])}, -2 from a discount " \
        "given earlier this turn, and never less than 0)." in said, said


def test_a_paragraph_read_as_two_abilities_is_said_once_of_a_card_without_activated_ones() -> None:
    """Jester Suit (CG134): "Play on a Friend." and one paragraph, "That Friend has [Laughter]
    and +1 power for each of your other [Laughter] Friends here.", which the engine reads as
    two continuous abilities. Whole-pool game 55001: "activate Jester Suit" would have said
    "2 continuous abilities" of a card that prints one: the answer counts the card's paragraphs."""
    b = _board(tokens=3)
    b.add("PR20", 0, "play", "home:0")  # Sweetie Sunrise, Early Riser
    b.add("CG134", 0, "hand")  # Jester Suit
    g = shipped_game(b)
    answer_with(g, next(k for k in keys(g) if k.startswith("play|") and "|on:" in k))
    said = "\n".join(_ask(g, "activate Jester Suit"))
    assert "- Rule 703.1: Jester Suit has no activated ability: its text is where it is played and a continuous " \
        "ability." in said, said


def test_an_ability_used_only_during_a_faceoff_says_none_is_going_on() -> None:
    """Whole-pool game 55001: Cozy Glow, Lost Foal (LL121, "Immediate: During a faceoff,
    exhaust this card to move an opposing character to this card's Problem.") in a Main
    Phase with no faceoff was answered "could not be followed now (no card it needs, none it
    may choose, or a condition it names not met)": the answer names its own condition."""
    b = _board(tokens=3)
    b.add("LL121", 0, "play", "problem:1")  # Cozy Glow, Lost Foal, face-up
    b.add("PR20", 1, "play", "problem:0")
    said = _ask(shipped_game(b), "activate Cozy Glow")
    assert "- Card text of Cozy Glow, Lost Foal: it is used only during a faceoff, and no faceoff is going on." \
        in said, said


def test_an_event_starting_a_faceoff_says_whose_friend_is_missing_or_too_strong() -> None:
    """Whole-pool game 55000: Staring Contest (CN117, "Main Phase: Start a faceoff involving
    one of your Friends and an opponent's Friend with equal or greater power. ...") was
    answered with the vague "no card it needs, none it may choose, or a condition it names
    not met". P0's Blue Jays (power 2) face P1's Sweetie Sunrise (power 1): no pair the text
    allows, and the answer says why; with no opposing Friend, that P1 has none."""
    b = _board(tokens=3)
    for _ in range(2):
        b.add("PR81", 0, "play", "home:0")  # Blue Jay, Warbler: 2 yellow power each
    sunrise = b.add("PR20", 1, "play", "home:1")  # Sweetie Sunrise, Early Riser: power 1
    b.add("CN117", 0, "hand")  # Staring Contest
    said = _ask(shipped_game(b), "play Staring Contest")
    assert "- Rule 705.2: its instruction “Start a faceoff involving one of your Friends and an opponent's Friend " \
        "with equal or greater power” can't be followed now: each of Player 1's Friends has more power than every " \
        "opposing Friend (Player 1's least is 2, Player 2's greatest 1)." in said, said
    b.cards[sunrise - 1]["zone"] = "hand"
    b.cards[sunrise - 1]["area"] = None
    said = _ask(shipped_game(b), "play Staring Contest")
    assert any(line.endswith("can't be followed now: Player 2 has no face-up Friend in play.") for line in said), said


def test_a_swift_move_for_1_does_not_claim_the_floor_of_1() -> None:
    """Whole-pool game 55002: a Swift Friend's move for 1 was explained "(2 to move, -1 from
    Chipcutter, Sculptor #372, and never less than 1)": 2 less 1 is 1 without the floor of
    609.2b, which is named only where it lifts the price. The log says the same words. The
    discount is the keyword's (609.2b), said "-1 for Swift", not by the card that has it."""
    b = _board(tokens=3)
    skies = b.add("PR8", 0, "play", "home:0")  # Cerulean Skies, Skyward Soarer: Swift
    g = shipped_game(b)
    said = _ask(g, "move Cerulean Skies to problem:0")
    assert f"- Rule 609.2b: moving {g.name(skies)} there costs 1 action token (2 to move, -1 for Swift)." \
        in said, said
    answer_with(g, f"move|{skies}|problem:0")
    assert "609.2b: P0 pays 1 action token (2 to move, -1 for Swift)" in log_text(g).splitlines()


def test_every_keyword_part_of_a_move_price_is_said_by_its_keyword() -> None:
    """Judge scenario (609.2b; Glossary: Showy X "Opponents must pay +[X] to move characters
    to this card's Problem", Swift "You pay -1 to move this card"): Swift's part of a move's
    price read "-1 for Swift" while Showy's read "+1 from Aunt Orange, Distant Cousin #25", as
    if her text, not her keyword, added it. Each keyword's part is said by the keyword, with
    the opposing card that has it: "+1 for Showy (Aunt Orange, Distant Cousin #25)"; Pirate
    Crew, printed with Swift, wearing Daring Do's Safari Hat has Swift twice (701.2a), said so.
    The answer and the log say the same words; a text's part stays by its card."""
    b = _board(tokens=1)
    crew = b.add("SB10", 0, "play", "home:0")  # Pirate Crew, Air Privateers: Swift
    b.add("LL106", 0, "play", "home:0", host=crew)  # Daring Do's Safari Hat: "That Friend has Swift."
    aunt = b.add("EO64", 1, "play", "problem:1")  # Aunt Orange, Distant Cousin: Showy 1
    g = shipped_game(b)
    said = _ask(g, "move Pirate Crew to problem:1")
    assert f"- Rule 609.2b: moving {g.name(crew)} there costs 1 action token (2 to move, +1 for Showy " \
        f"({g.name(aunt)}), -2 for Swift (it has Swift twice))." in said, said
    answer_with(g, f"move|{crew}|problem:1")
    assert f"609.2b: P0 pays 1 action token (2 to move, +1 for Showy ({g.name(aunt)}), -2 for Swift (it has " \
        "Swift twice))" in log_text(g).splitlines()
    b = _board(tokens=3)
    gala = b.add("PR33", 0, "play", "problem:1")  # Red Gala, Favorite Cousin: no text
    spoon = b.add("MT72", 1, "play", "problem:1")  # Silver Spoon: "Opposing characters here can't be moved
    aunt = b.add("EO64", 1, "play", "problem:0")  # unless their controller pays [1]."
    g = shipped_game(b)
    said = _ask(g, "move Red Gala to problem:0")
    assert f"- Rule 609.2b: moving {g.name(gala)} there costs 4 action tokens (2 to move, +1 from " \
        f"{g.name(spoon)}, +1 for Showy ({g.name(aunt)})); Player 1 has 3." in said, said


def test_a_mane_characters_answer_says_what_its_other_side_has() -> None:
    """Judge scenario (301.3: "Mane Characters have the card information of their face-up
    side"): "activate Applejack" of Applejack, Steadfast Farmpony was answered "its text is the
    keyword Home Limit 3 and a triggered ability", her Start side's, leaving a judge reading
    the Boosted side (Stubborn, a replacement ability) to wonder: the answer says both sides,
    and which is face up. Fluttershy, Friend to Animals has an activated ability on each side:
    beside the one on the side face up, offered, the answer quotes the other side's and says
    she has only her face-up side's text."""
    said = _ask(shipped_game(_board()), "activate Applejack")
    assert "- Rule 703.1: Applejack, Steadfast Farmpony has no activated ability on either side: its Start side, " \
        "face up, has the keyword Home Limit 3 and a triggered ability; its Boosted side has the keywords Home " \
        "Limit 4 and Stubborn, and a replacement ability (it has the text of its face-up side only, 301.3)." \
        in said, said
    b = Board(manes=("CN7", "PR4"))  # Fluttershy, Friend to Animals
    b.players[0]["tokens"] = 3
    g = shipped_game(b)
    said = _ask(g, "activate Fluttershy")
    assert said[1].startswith("It is offered as option ") and "turn this card over" in said[1], said
    assert f"- Rule 301.3: “Main Phase: Pay [1] to move this card to a Problem that has one of your Critter " \
        f"Friends there.” is printed on its Boosted side, not the side face up: {g.name(b.mane[0])} is on its " \
        "Start side and has only that side's text." in said, said


def test_a_mane_characters_reason_says_which_side_its_ability_is_on() -> None:
    """Judge scenario (301.3, 705.2): Muffin Mare, Sharing is Caring (EO3) on her Start side
    with only a 2-power Friend beside her was answered "705.2: no other character with at least
    3 power is there", then a line quoting her Boosted side's ability: the reason did not say
    which side's text it was about. It quotes the ability and names its side, as the line on
    the other side does."""
    b = Board(manes=("EO3", "PR2"))
    b.players[0] = {"tokens": 2}
    b.cards[b.mane[0] - 1]["area"] = "problem:0"
    b.add("PR60", 0, "play", "problem:0")  # Blue Moon: 2 power
    g = shipped_game(b)
    said = _ask(g, "activate Muffin Mare")
    reasons = [line for line in said if line.startswith("- Rule ")]
    assert reasons[:2] == [
        "- Rule 705.2: “While there is another character with at least 3 power here, you may turn this card over.” "
        "is printed on its Start side, face up: no other character with at least 3 power is there.",
        "- Rule 301.3: “Main Phase: Pay [1] and exhaust one of your characters to add its power to another character "
        f"until the end of the turn.” is printed on its Boosted side, not the side face up: {g.name(b.mane[0])} is on "
        "its Start side and has only that side's text."], said


def test_a_card_missing_from_a_pile_is_said_of_the_pile_in_plain_words() -> None:
    """Judge scenario (705.2): The Smooze, Scavenger (EO109, "Immediate: Pay [1] to banish a
    non-Friend card from a discard pile. ...") with only a Friend in the discard piles was
    answered "no non-Friend card from a discard pile can be banished": right, but read twice.
    The answer says it of the piles, in plain words; a card from a player's own pile alike
    ("Put a Friend from your discard pile into play here")."""
    b = _board()
    b.add("EO109", 0, "play", "home:0")  # The Smooze, Scavenger
    b.add("PR20", 1, "discard")  # Sweetie Sunrise: a Friend
    said = _ask(shipped_game(b), "activate The Smooze")
    assert "- Rule 705.2: its instruction “Pay [1] to banish a non-Friend card from a discard pile” can't be " \
           "followed now: no discard pile has a card other than a Friend that can be banished." in said, said
    assert none_can_be("Put a Friend from your discard pile into play here") == \
        "your discard pile has no Friend that can be put into play here"
    assert none_can_be("Put another card from your discard pile into your hand") == \
        "your discard pile has no other card that can be put into your hand"
    assert none_can_be("Banish an Event from a discard pile") == "no discard pile has an Event that can be banished"


def test_a_name_said_without_the_rest_of_its_title_is_read_as_the_card_in_this_game() -> None:
    """"challenge Capper" with Capper Dapperpaws, Trust in Me (a Troublemaker) on the table is
    about it, not about Capper, Shadow Agent of the card database; with a Capper Dapperpaws
    Friend too, "play Taken On Trust on Capper" asks which Capper, listing both."""
    b = _board()
    capper = b.add("SB120", 1, "play", "problem:1")  # Capper Dapperpaws, Trust in Me
    b.add("PR20", 0, "play", "problem:1")
    b.add("LL102", 0, "hand")  # Taken On Trust
    g = shipped_game(b, phase="troublemaker", step="challenge")
    answer = RULES.why_not(g, "challenge Capper")
    assert answer.offered == g.pending().option_keys().index(f"challenge:{capper}") + 1
    assert answer.read_as.startswith(f"Player 1 (the turn player) challenges Capper Dapperpaws, Trust in Me #{capper} ")
    friend = b.add("SB49", 0, "play", "home:0")  # Capper Dapperpaws, On the Other Paw
    with pytest.raises(WhyQuestionError, match=rf"^Which Capper: Capper Dapperpaws, Trust in Me #{capper} .* or "
                                               rf"Capper Dapperpaws, On the Other Paw #{friend} "):
        RULES.why_not(shipped_game(b), "play Taken On Trust on Capper")
    with pytest.raises(WhyQuestionError, match=r"^Capper, Shadow Agent is not in this game"):
        RULES.why_not(shipped_game(b), "play Capper, Shadow Agent")


def test_the_longest_words_naming_a_card_are_its_name() -> None:
    """"play Swing Into Action" is that Event, not "Swing" (its first word) played into
    Action Shot, Shutterbug on the table; words naming no card are said to be none as a whole
    ("Nothing Here At All"), not as their first words at a place "All"; words naming a card
    of the database not in this game say so for the whole name."""
    b = _board()
    event = b.add("PR120", 0, "hand")  # Swing Into Action
    b.add("PR65", 0, "play", "home:0")  # Action Shot, Shutterbug
    g = shipped_game(b)
    answer = RULES.why_not(g, "play Swing Into Action")
    assert answer.read_as == f"Player 1 plays Swing Into Action #{event} from Player 1's hand"
    with pytest.raises(WhyQuestionError, match=r"^no card is called 'Nothing Here At All'$"):
        RULES.why_not(g, "play Nothing Here At All")
    with pytest.raises(WhyQuestionError, match=r"^Call to Action is not in this game$"):
        RULES.why_not(g, "play Call to Action")


def test_no_typed_text_gets_a_traceback() -> None:
    """Any words a judge types are answered or told what was not understood."""
    b = _board()
    b.add("SB120", 1, "play", "problem:1")
    b.add("SB49", 0, "play", "home:0")
    b.add("CN112", 0, "hand")
    g = shipped_game(b)
    words = ["play", "move", "to", "on", "at", "home", "#", "#3", "#99999999999999999999", "Capper", "?", "'s",
             "P0's", "my", "Problem", "problem:1", "home:9", "the", "Not On the List", "challenge", "confront", "be",
             "moved", "why", "can't", "P1", "ö", "…", ",", "Rarity,", "x" * 200, "activate", "its owner's", "into"]
    rng = random.Random(5)
    for _ in range(400):
        question = " ".join(rng.choice(words) for _ in range(rng.randint(1, 6)))
        with contextlib.suppress(WhyQuestionError):
            RULES.why_not(g, question)


def _challenge_board(tokens: int = 3) -> Board:
    """P1's Lord Tirek (AD159) at P1's Problem, and P0's Sweetie Sunrise there."""
    b = _board(tokens=tokens)
    b.add("AD159", 1, "play", "problem:1")
    b.add("PR20", 0, "play", "problem:1")
    return b


def test_a_challenge_is_offered_in_the_challenge_step_and_said_to_wait_for_it_elsewhere() -> None:
    """608: challenging is the turn player's Challenge Step, not an action. In that step the
    answer is the option; in the Main Phase it says the Troublemaker may be challenged in the
    next Challenge Step; with no character at its Problem, 608.2 says why not."""
    b = _challenge_board()
    g = shipped_game(b, phase="troublemaker", step="challenge")
    answer = RULES.why_not(g, "why can't I challenge Lord Tirek?")
    assert answer.offered == g.pending().option_keys().index("challenge:25") + 1
    assert answer.lines()[0] == "Read as: Player 1 (the turn player) challenges Lord Tirek #25 at Problem Runaway Cart " \
                                "(Player 2's)."
    later = _ask(shipped_game(b), "challenge Lord Tirek")
    assert later[1] == "It may be challenged:"
    assert later[2].startswith("- Rule 608.1: Player 1 may challenge it in Player 1's next Challenge Step")
    b.cards[-1]["area"] = "home:0"  # (Sweetie Sunrise goes home)
    alone = _ask(shipped_game(b, phase="troublemaker", step="challenge"), "challenge Lord Tirek")
    assert alone[1] == "Not challenged:"
    assert "- Rule 608.2: Player 1 controls no character at its Problem." in alone
    assert "- Rule 608.1: challenging happens in the turn player's Challenge Step (Troublemaker Phase), not as an " \
           "action." in alone  # (nothing to challenge: the step is over, and the Main Phase asks)


def test_a_challenge_a_card_forbids_or_taxes_names_that_card() -> None:
    """608.1 with card text: Jet Set & Upper Crust (CN159, "can't challenge this Troublemaker
    unless they have at least 3 Friends at its Problem"), two Spike, Garbunkle (DE82, "Opponents
    can't challenge your Troublemakers unless they pay [1]") with one token, and Maulwurf,
    Extra Large (FF119, "can't be challenged except by two or more characters"): each answer
    quotes the card."""
    b = _challenge_board()
    jet = b.add("CN159", 1, "play", "problem:1")
    answer = _ask(shipped_game(b, phase="troublemaker", step="challenge"), "challenge Jet Set & Upper Crust")
    assert "- Card text of Jet Set & Upper Crust: its text asks Player 1 to have at least 3 Friends at its Problem, and Player 1 " \
           "has 1 there." in answer, answer
    assert '    The card says: "Players can\'t challenge this Troublemaker unless they have at least 3 Friends at ' \
           'its Problem."' in answer
    b.cards[jet - 1]["zone"], b.cards[jet - 1]["area"] = "discard", None
    for _ in range(2):
        b.add("DE82", 1, "play", "home:1")
    b.players[0]["tokens"] = 1
    answer = _ask(shipped_game(b), "challenge Lord Tirek")
    assert "- Card text of Spike, Garbunkle: challenging it costs 2 action tokens; Player 1 has 1." in answer, answer
    b.players[0]["tokens"] = 2
    g = shipped_game(b, phase="troublemaker", step="challenge")
    assert RULES.why_not(g, "challenge Lord Tirek").offered_label.startswith("Pay 2 to challenge Lord Tirek #25")
    b.add("FF119", 1, "play", "problem:0")
    b.add("PR20", 0, "play", "problem:0")
    answer = _ask(shipped_game(b, phase="troublemaker", step="challenge"), "challenge Maulwurf")
    assert "- Card text of Maulwurf, Extra Large: its text does not let 1 character of Player 1's challenge it." \
        in answer, answer


def test_a_troublemaker_not_to_be_challenged_says_which_rule() -> None:
    """608.1: one's own Troublemaker that is not Epic, and one face-down (607.2: uncovered only
    in its controller's Uncover Step), are not challenged; a card that is no Troublemaker is
    refused as such, and a player the question names is told that the turn player challenges."""
    b = _challenge_board()
    own = b.add("FF119", 0, "play", "problem:0")  # Maulwurf, Extra Large: P0's own
    hidden = b.add("AD165", 1, "play", "problem:0", face_down=True)  # Suri Polomare
    g = shipped_game(b, phase="troublemaker", step="challenge")
    assert "- Rule 608.1: Player 1 controls it, and only opposing or Epic Troublemakers are challenged." in _ask(
        g, f"challenge #{own}")
    assert "- Rule 607.2: it is face-down: a Troublemaker is challenged once it is uncovered, in its controller's " \
           "Uncover Step." in _ask(g, f"challenge #{hidden}")
    assert "- Rule 608.1: Applejack, Steadfast Farmpony is not a Troublemaker: only Troublemakers are challenged." \
        in _ask(g, "challenge Applejack")
    assert "the question names Player 2, but the turn player challenges (608.1): answered for Player 1" in _ask(
        g, "can Player 2 challenge Lord Tirek")[0]


def test_the_challenge_step_offers_exactly_the_troublemakers_the_answer_allows() -> None:
    """At every Challenge Step decision of seeded games between random decks, each
    Troublemaker in play is offered exactly when the answer says so (it names the option), and
    otherwise is not challenged by the step's checks, with a reason; at priority decisions every
    Troublemaker gets an answer."""
    pool = DeckPool.constructed(load_card_database())
    steps = asked = 0
    for seed in range(8):
        rng = SeededRandom(seed)
        g = new_game(default_library(), [random_deck(pool, rng), random_deck(pool, rng)], seed)
        bots = seeded_bots(seed)
        while g.pending() is not None and g.s["turn"] <= 14:
            decision = g.pending()
            troublemakers = [i for i in g.s["play"] if g.is_type(i, "troublemaker")]
            if decision.kind == "challenge" or (decision.kind == "priority" and troublemakers and asked < 400):
                keys = decision.option_keys()
                steps += decision.kind == "challenge"
                for iid in troublemakers:
                    answer = RULES.why_not(g, f"challenge #{iid}")
                    offered = f"challenge:{iid}" in keys
                    assert (answer.offered is not None) == offered, (seed, iid, keys, answer.lines())
                    assert offered or answer.reasons, (seed, iid)
                    if decision.kind == "challenge" and not offered:  # (the step's own checks agree)
                        assert answer.headline == "Not challenged:", (seed, iid, keys, answer.lines())
                    asked += 1
            g.submit(bots[decision.player].choose(decision))
    assert steps > 5 and asked > 50, (steps, asked)


def test_a_second_troublemaker_at_a_problem_challenged_this_step_is_not_offered_and_the_answer_says_why() -> None:
    """608.1: one challenge at each Problem in a Challenge Step. After P0 challenged P1's Lord
    Tirek, P0's own Epic Ahuizotl (PR152) at the same Problem is not offered (Suri Polomare at
    the other Problem is), and the answer says that Problem was challenged at already."""
    b = _challenge_board()
    ahuizotl = b.add("PR152", 0, "play", "problem:1")
    suri = b.add("AD165", 1, "play", "problem:0")
    b.add("PR20", 0, "play", "problem:0")
    g = shipped_game(b, phase="troublemaker", step="challenge")
    assert RULES.why_not(g, "challenge Ahuizotl").offered is not None
    g.submit("challenge:25")  # (Lord Tirek)
    for _ in range(60):  # (the faceoff, answered with the first option, to the step's next question)
        if g.pending().kind == "challenge":
            break
        g.submit(g.pending().option_keys()[0])
    assert g.pending().option_keys() == ["done", f"challenge:{suri}"]
    assert "- Rule 608.1: Player 1 has challenged at that Problem already in this Challenge Step (one Troublemaker at " \
           "each Problem)." in _ask(g, f"challenge #{ahuizotl}")


def test_a_challenge_card_text_starts_now_is_judged_by_that_texts_checks() -> None:
    """707.4: in the Main Phase the only way to challenge is a card's text. P0's own Tree of
    Harmony (LL125, "Any player may activate this ability") is not challenged in P0's
    Challenge Step (608.1: it is P0's), but its text challenges it now, and the answer names
    the option; with one token P0 can't pay its [2], and the answer says the text can't be
    used now."""
    b = _challenge_board()
    tree = b.add("LL125", 0, "play", "problem:0")
    b.add("PR20", 0, "play", "problem:0")
    g = shipped_game(b)
    answer = _ask(g, "challenge The Tree of Harmony")
    assert answer[1] == "It may be challenged:", answer
    option = g.pending().option_keys().index(f"act|{tree}|0") + 1
    assert answer[2].startswith("- Card text of The Tree of Harmony, Trial by Friendship: Player 1 may challenge it now by "
                                f"this card's text (707.4): option {option} ("), answer
    assert "- Rule 608.1: Player 1 controls it, and only opposing or Epic Troublemakers are challenged." in answer
    b.players[0]["tokens"] = 1
    answer = _ask(shipped_game(b), "challenge The Tree of Harmony")
    assert answer[1] == "Not challenged:", answer
    assert any(line.startswith("- Rule 508.1d: The Tree of Harmony, Trial by Friendship could challenge it, but "
                               "can't be activated now: ") for line in answer), answer


def test_a_challenge_by_text_names_the_rule_or_card_that_forbids_it() -> None:
    """Rainbow Dash, Turncoat (AD162, "Retire this card to challenge an opponent's
    Troublemaker") can't name a face-down Troublemaker (505.2); Biff! Pow! (CN101) names only
    an opponent's Troublemaker, and meets It's a Trap! (AD136, "Players can't challenge that
    Troublemaker unless they pay [2]") as every challenge does (608.1)."""
    b = _challenge_board()
    b.add("AD162", 0, "play", "problem:0")  # Rainbow Dash, Turncoat
    hidden = b.add("AD165", 1, "play", "problem:1", face_down=True)  # Suri Polomare
    answer = _ask(shipped_game(b), f"challenge #{hidden}")
    assert answer[1] == "Not challenged:", answer
    assert "- Rule 505.2: Rainbow Dash, Turncoat's challenge: it is face-down, and a text can't name a face-down " \
           "Troublemaker." in answer, answer
    assert _ask(shipped_game(b), "challenge Lord Tirek")[2].startswith(
        "- Card text of Rainbow Dash, Turncoat: Player 1 may challenge it now by this card's text (707.4): option ")
    b.add("CN16", 0, "play", "problem:1")  # Pipsqueak, Scrappy Squirt: a reaction names "that Troublemaker"
    assert any(line.startswith("- Rule 512.4d: Pipsqueak, Scrappy Squirt challenges the Troublemaker its condition "
                               "names, and can't be activated now: ") for line in _ask(shipped_game(b),
                                                                                       "challenge Lord Tirek"))
    b = _challenge_board(tokens=1)
    own = b.add("FF119", 0, "play", "problem:0")  # Maulwurf, Extra Large: P0's own
    b.add("PR20", 0, "play", "problem:0")
    b.add("CN101", 0, "hand")  # Biff! Pow!
    b.add("AD136", 1, "play", "problem:1", host=25)  # It's a Trap! on Lord Tirek
    g = shipped_game(b)
    assert not any("Biff" in line for line in _ask(g, f"challenge #{own}"))  # ("an opponent's": never P0's own)
    answer = _ask(g, "challenge Lord Tirek")
    assert answer[1] == "Not challenged:", answer
    assert "- Card text of It's a Trap!: Biff! Pow!'s challenge: challenging it costs 2 action tokens; Player 1 has " \
           "1." in answer, answer
    assert not any(key.startswith("play|") and "Biff" in label for key, label in actions.legal(g, 0, "main"))


def test_a_text_that_could_never_challenge_the_troublemaker_is_left_out() -> None:
    """The Tree of Harmony (LL125) challenges "this card" only: asked about Lord Tirek, it is
    no reason at all, and the answer leaves it out; Biff! Pow! (CN101, "an opponent's
    Troublemaker") names Lord Tirek and is listed, with what keeps it from being played. Asked about the Tree itself, Biff! Pow!
    (P0's own Troublemaker is no opponent's) is left out in turn."""
    b = _challenge_board()
    tree = b.add("LL125", 0, "play", "problem:0")
    b.add("PR20", 0, "play", "problem:0")
    b.add("CN101", 0, "hand")  # Biff! Pow!
    g = shipped_game(b)
    answer = _ask(g, "challenge Lord Tirek")
    assert not any("Tree of Harmony" in line for line in answer), answer
    assert any("Biff! Pow! could challenge it, but can't be played now" in line for line in answer), answer
    answer = _ask(g, f"challenge #{tree}")
    assert answer[2].startswith("- Card text of The Tree of Harmony, Trial by Friendship: Player 1 may challenge it now")
    assert not any("Biff" in line for line in answer), answer


def test_a_troublemaker_a_text_made_unchallengeable_names_that_card() -> None:
    """Sphinx, Grinning Riddler (FF122): after a right guess it "can't be challenged until the
    end of the turn" (104.2: the "can't" wins); the answer names Sphinx and quotes it, for the
    Challenge Step and for a text's challenge alike. The game records whose text did it; a file
    saved when the record kept only the Troublemaker still loads, and the answer then says a
    card's text did it."""
    b = Board()
    b.add("PR36", 0, "play", "problem:0")
    sphinx = b.add("FF122", 1, "play", "problem:0")
    b.add("PR36", 1, "hand")  # (P1's only card: the one chosen)
    g = shipped_game(b, phase="ready", step="ready", start="ready")
    answer_with(g, "friend")  # (a right guess)
    assert g.s["flags"]["unchallengeable"] == [g.s["turn"], [sphinx, sphinx]]
    reason = "- Card text of Sphinx, Grinning Riddler: its text made this card unable to be challenged until the end " \
             "of the turn."
    assert reason in _ask(g, "challenge Sphinx")
    b = _challenge_board()
    b.add("SB66", 0, "play", "problem:1")  # (not a text that challenges: Applejack, Pony Pirate's is a trigger)
    b.add("CN101", 0, "hand")  # Biff! Pow!
    sphinx = b.add("FF122", 1, "play", "problem:1")
    b.cards[24]["zone"], b.cards[24]["area"] = "discard", None  # (Lord Tirek leaves that Problem to Sphinx)
    answer = _ask(shipped_game(b, flags={"unchallengeable": [3, [sphinx, sphinx]]}), "challenge Sphinx")
    assert reason in answer, answer
    assert "- Card text of Sphinx, Grinning Riddler: Biff! Pow!'s challenge: its text made this card unable to be " \
           "challenged until the end of the turn." in answer, answer
    old = _ask(shipped_game(b, flags={"unchallengeable": [3, sphinx]}), "challenge Sphinx")
    assert "- Rule 104.2: a card's text made it unable to be challenged until the end of the turn." in old, old
def test_de74_a_cost_without_words_of_its_own_is_named_by_the_printed_cost():
    """Hooffields & McColts, Uneasy Truce with no Critters: the judge reads the card's own cost
    words ("Retire two Critter Friends"), never the engine's name for the cost."""
    b = Board()
    b.add("DE74", 0, "play", "home:0")
    g = shipped_game(b)
    lines = "\n".join(_ask(g, "activate Hooffields & McColts"))
    assert "its cost “Retire two Critter Friends” takes 2 cards of Player 1's that fit it, and Player 1 controls none" in lines
    assert "retire own" not in lines and "retire_own" not in lines
    b.add("PR81", 0, "play", "home:0")  # one Critter Friend: the cost takes two
    lines = "\n".join(_ask(shipped_game(b), "activate Hooffields & McColts"))
    assert "its cost “Retire two Critter Friends” takes 2 cards of Player 1's that fit it, and Player 1 controls 1." in lines, lines


def _spanner_board() -> Board:
    """P0 holding Silver Spanner, with Swan Song at home."""
    b = _board(tokens=3)
    b.add("PR32", 0, "hand")  # Silver Spanner, Nuts for Bolts
    b.add("CN52", 0, "play", "home:0")  # Swan Song, Fun-loving Debutante
    return b


def test_a_place_that_is_no_place_is_answered_as_a_place_with_the_places_there_are() -> None:
    """"play Silver Spanner at Mars": Mars names no card, and the answer says it is no place
    on this board (listing the places), not that no card is called that."""
    g = shipped_game(_spanner_board())
    with pytest.raises(WhyQuestionError) as raised:
        RULES.why_not(g, "play Silver Spanner at Mars")
    said = str(raised.value)
    assert said.startswith("'Mars' is no place on this board: the places are Player 1's home, Player 2's home, Problem "), said
    assert "no card" not in said and "did you mean" not in said, said
    with pytest.raises(WhyQuestionError, match="there is no area problem:7 in this game: the places are Player 1's home"):
        RULES.why_not(g, "play Silver Spanner at problem:7")
    # a place named by a card in play is still read as that card
    assert RULES.why_not(g, "play Silver Spanner at home").offered


def test_a_far_guess_is_not_suggested_and_a_near_one_is() -> None:
    """"the moon" is not The Smooze: a place word names no place, and a card name that is
    like no card's name gets no "did you mean"; a small misspelling still gets one."""
    g = shipped_game(_spanner_board())
    with pytest.raises(WhyQuestionError) as raised:
        RULES.why_not(g, "move Swan Song to the moon")
    assert str(raised.value).startswith("'the moon' is no place on this board: the places are "), raised.value
    assert "Smooze" not in str(raised.value)
    with pytest.raises(WhyQuestionError) as raised:
        RULES.why_not(g, "play the moon")
    assert str(raised.value) == "no card is called 'the moon'"
    with pytest.raises(WhyQuestionError, match=r"did you mean Maud Pie, Like a Rock\?"):
        RULES.why_not(g, "play Maud Pie, Like a Rok Star")
    # a title several cards share, none of them in this game, lists them
    with pytest.raises(WhyQuestionError, match="the cards called that: Maud Pie, "):
        RULES.why_not(g, "play Maud Pie")


def test_a_card_not_in_hand_asked_at_a_place_is_answered_about_that_place() -> None:
    """"play Swan Song at problem:0" with Swan Song at home: the answer reads the place, says
    the card is at P0's home (a card in play is "at" its area, as the board and the log say,
    never "in" it: "in Problem Pearl Heist" read oddly), not in a hand, and that it is not
    played there either; a place that is none is said to be none."""
    g = shipped_game(_spanner_board())
    answer = _ask(g, "play Swan Song at problem:0")
    assert answer[0].startswith("Read as: Player 1 plays Swan Song, Fun-loving Debutante #"), answer
    assert answer[0].endswith(" from Player 1's home at Problem Cloudbursting (Player 1's)."), answer
    assert "- Rule 609.2a: Swan Song, Fun-loving Debutante is at Player 1's home, not in a hand: cards are played " \
        "from their owner's hand, so it is not played at Problem Cloudbursting (Player 1's) either." in answer
    with pytest.raises(WhyQuestionError, match="'Mars' is no place on this board"):
        RULES.why_not(g, "play Swan Song at Mars")
    assert "so it is not moved to Player 1's home either" in "\n".join(_ask(g, "move Silver Spanner to home"))


def test_a_card_at_a_problem_is_named_once_with_its_place_as_the_board_heads_it() -> None:
    """The answer names Lord Tirek at Problem Runaway Cart as the board heads that area,
    "Problem Runaway Cart (P1's)", after the card: no brackets in brackets ("#25 (Problem
    Runaway Cart #4 (P1's))"), and no Problem number the board does not show; likewise a card
    moved, from where it is. Judge scenario: the option offered is read plainly, "It is offered
    as option 2: Challenge Lord Tirek #25 at Problem Runaway Cart (P1's).", its label's own
    brackets not put in brackets again."""
    g = shipped_game(_challenge_board(), phase="troublemaker", step="challenge")
    said = _ask(g, "challenge Lord Tirek") + _ask(g, "move Sweetie Sunrise to Problem Cloudbursting")
    for line in said:  # (the option offered too: its label is not put in brackets again)
        assert not re.search(r"\([^()]*\(", line), line
    read_as = _ask(g, "challenge Lord Tirek")[0]
    assert read_as == "Read as: Player 1 (the turn player) challenges Lord Tirek #25 at Problem Runaway Cart (Player 2's).", read_as


def test_a_problem_typed_as_the_board_heads_it_checks_the_number_and_owner_written() -> None:
    """"Problem Runaway Cart #4 (P1's)": the "#4" and "(P1's)" are read, not matched loosely
    as a name: a number naming another card, or no card, and an owner whose Problem it is not,
    are told so, never answered about Runaway Cart."""
    b = _board()
    b.add("PR20", 0, "hand")  # Sweetie Sunrise, Early Riser
    g = shipped_game(b)
    cart = g.s["areas"]["problem:1"]["problem"]
    cloud = g.s["areas"]["problem:0"]["problem"]
    for written in ("Problem Runaway Cart (P1's)", f"Problem Runaway Cart #{cart} (P1's)", f"Runaway Cart #{cart} (p1's)"):
        assert _ask(g, f"play Sweetie Sunrise at {written}")[0].endswith(" at Problem Runaway Cart (Player 2's)."), written
    with pytest.raises(WhyQuestionError, match=f"card #{cloud} is Cloudbursting, not Runaway Cart"):
        RULES.why_not(g, f"play Sweetie Sunrise at Problem Runaway Cart #{cloud} (P1's)")
    with pytest.raises(WhyQuestionError, match="there is no card #999 in this game"):
        RULES.why_not(g, "play Sweetie Sunrise at Problem Runaway Cart #999 (P1's)")
    with pytest.raises(WhyQuestionError, match=r".Problem Runaway Cart \(Player 1's\). is no place on this board: "
                                               r"Runaway Cart #\d+ is at Problem Runaway Cart \(Player 2's\)"):
        RULES.why_not(g, "play Sweetie Sunrise at Problem Runaway Cart (Player 1's)")


def test_an_event_whose_only_choices_a_text_protects_names_each_and_its_protector() -> None:
    """705.2e: Friendly Disagreement must exhaust an opponent's Friend, and P1's only Friend
    wears Bed Rest ("That Friend can't be exhausted"): the answer names that Friend and Bed
    Rest, by the check that kept the Event off the list."""
    b = _board(tokens=3)
    b.add("PR31", 0, "play", "home:0")  # Full Steam: the Honesty power the Event needs
    b.add("CG103", 0, "hand")  # Friendly Disagreement
    friend = b.add("PR12", 1, "play", "problem:1")  # Emerald Green
    bed_rest = b.add("CN131", 0, "play", "problem:1", host=friend)
    answer = _ask(shipped_game(b), "play Friendly Disagreement")
    assert "- Rule 705.2e: its instruction “Exhaust an opponent's Friend” can't be followed now: no opponent's " \
        f"Friend can be exhausted (Emerald Green, Cider Aficionado #{friend} can't be chosen, as Bed Rest " \
        f"#{bed_rest}'s text says it can't be exhausted)." in answer, answer


def test_the_instruction_a_problem_protects_from_is_quoted_with_what_it_lacks() -> None:
    """Train Station ("Immediate: Pay [2] and exhaust this card to dismiss an opposing Friend
    here with 3 or more power.") at Raze This Barn ("[Honesty] Friends here cannot be
    dismissed."): the only such Friend there is orange. The answer quotes the instruction,
    not the whole text, says in its words what is missing, and names the Problem (705.2e)."""
    b = Board(manes=("PR2", "PR4"), problems=("PR189", "PR190"))
    b.players[0]["tokens"] = 3
    b.add("MT109", 0, "play", "problem:0", host=b.problem[0])  # Train Station
    steam = b.add("PR31", 1, "play", "problem:0")  # Full Steam: orange, 4 power
    answer = _ask(shipped_game(b), "activate Train Station")
    assert "- Rule 705.2e: its instruction “Pay [2] and exhaust this card to dismiss an opposing Friend here with " \
           "3 or more power” can't be followed now: no opposing Friend there with 3 or more power can be dismissed " \
           f"(Full Steam, Smoke Stacked #{steam} can't be chosen, as Raze This Barn #{b.problem[0]}'s text says it " \
           "can't be dismissed)." \
        in answer, answer


def test_an_instruction_with_nothing_to_act_on_says_what_is_missing() -> None:
    """Mr. Beaverton Beaverteeth ("Main Phase: Exhaust this card to dismiss a Resource in your opponent's
    home.") with no Resource there: its cost is quoted no more, the instruction is (705.2)."""
    b = _board(tokens=3)
    b.add("PR90", 0, "play", "home:0")
    answer = _ask(shipped_game(b), "activate Mr. Beaverton Beaverteeth")
    assert "- Rule 705.2: its instruction “Exhaust this card to dismiss a Resource in your opponent's home” can't " \
           "be followed now: no Resource in your opponent's home can be dismissed." in answer, answer


def test_cards_with_their_own_checks_name_the_instruction_and_what_it_lacks() -> None:
    """Cards whose family has its own can-it-be-played check (`registry.Unmet`) answer as the
    texts read in parts do: the instruction that can't be followed, quoted alone, and what it
    lacks, not the whole text with "no card it needs, ..." (705.2). An Event (Here's Your
    Invitation!, with no opposing Friend of 1 power or less), an Event whose words say what
    is missing (Rock Solid Fashion, with no [Generosity] or [Honesty] character), and an
    activated ability whose family names what is missing (Bolt, Pivot, not exhausted); "Gain
    control of ..." (A Simple Mix-up, with no opposing Friend) says whose control."""
    b = Board(manes=("PR4", "PR4"))  # Twilight Sparkle on both sides: neither Generosity nor Honesty
    b.players[0]["tokens"] = 5
    b.add("PR113", 0, "hand")  # Here's Your Invitation!
    b.add("RR6", 0, "hand")  # Rock Solid Fashion
    bolt = b.add("CG5", 0, "play", "home:0")
    b.add("PR12", 1, "play", "problem:1")  # Emerald Green (power 2)
    g = shipped_game(b)
    assert "- Rule 705.2: its instruction “Dismiss an opponent's Friend with 1 power or less” can't be followed " \
           "now: no opponent's Friend with 1 power or less can be dismissed." in _ask(g, "play Here's Your Invitation")
    assert "- Rule 705.2: its instruction “Choose a [Generosity] or [Honesty] character” can't be followed now: no " \
           "[Generosity] or [Honesty] character can be chosen." in _ask(g, "play Rock Solid Fashion")
    assert f"- Rule 705.2: its instruction “Pay [2] to ready this card” can't be followed now: Bolt, Pivot #{bolt} " \
           "is not exhausted." in _ask(g, "activate Bolt")
    b = Board(manes=("PR4", "PR4"))  # (no opposing Friend but a Mane Character)
    b.players[0]["tokens"] = 5
    b.add("CG92", 0, "hand")  # A Simple Mix-up: "Gain control of an opponent's Friend ..."
    assert "- Rule 705.2: its instruction “Gain control of an opponent's Friend until the end of the Score Phase” " \
           "can't be followed now: there is no opponent's Friend whose control can be gained." \
           in _ask(shipped_game(b), "play A Simple Mix-up")


def test_a_give_instruction_says_what_it_gives_and_to_what() -> None:
    """Twilight's Worst Nightmare ("Immediate: Banish an Event from your hand to give a
    character here +2 power ...") with no character there: the "give" instruction is quoted
    and says which card can't be given what (705.2)."""
    b = Board(manes=("PR2", "PR4"), problems=("HM136", "PR190"))
    b.players[0]["tokens"] = 3
    b.add("PR95", 0, "hand")  # Spread Your Wings: an Event for the cost
    answer = _ask(shipped_game(b), "activate Twilight's Worst Nightmare")
    assert "- Rule 705.2: its instruction “Banish an Event from your hand to give a character here +2 power until " \
           "the end of the turn” can't be followed now: no character there can be given +2 power." in answer, answer


def test_this_cards_problem_is_named_in_the_quote_and_the_answer() -> None:
    """Prince Blueblood, Loudmouth ("Main Phase: Exhaust this card and pay [1] to move a
    Troublemaker to this card's Problem.") at Runaway Cart with no Troublemaker in play: the
    judge is told which Problem "this card's Problem" is."""
    b = _board(tokens=3)
    b.add("AD59", 0, "play", "problem:1")
    answer = _ask(shipped_game(b), "activate Prince Blueblood")
    assert "- Rule 705.2: its instruction “Exhaust this card and pay [1] to move a Troublemaker to this card's " \
           "Problem (Runaway Cart)” can't be followed now: no Troublemaker can be moved to this card's Problem " \
           "(Runaway Cart)." in answer, answer


def test_an_instruction_naming_two_cards_says_which_is_missing() -> None:
    """Twilight Sparkle & Spike ("... to move one of your characters and one of an opponent's
    characters") while Cookie Crumbles keeps P0 from moving P1's characters: the answer says
    the opponent's character is the one missing, not "none of your characters and one of an
    opponent's characters", and names the card that keeps each of P1's characters (705.2e)."""
    b = _board(tokens=3)
    b.add("SB71", 0, "play", "home:0")
    cookie = b.add("CN68", 1, "play", "home:1")  # Cookie Crumbles: "Opponents can't move this card or your Mane Character."
    answer = _ask(shipped_game(b), "activate Twilight Sparkle & Spike")
    assert "- Rule 705.2e: its instruction “Pay [2] and exhaust this card to move one of your characters and one " \
           "of an opponent's characters” can't be followed now: none of the opponent's characters can be moved " \
           f"(Twilight Sparkle, Faithful Student #{b.mane[1]} can't be chosen, as Cookie Crumbles, Fancy Cooker " \
           f"#{cookie}'s text says it can't be moved; Cookie Crumbles, Fancy Cooker #{cookie} can't be chosen, as " \
           "its own text says it can't be moved)." \
           in answer, answer


def test_a_move_instruction_names_each_card_that_cant_be_moved() -> None:
    """Back Where You Began ("Move an opponent's character") while Cookie Crumbles keeps P1's
    Mane Character and itself, and Pearly Stitch's "Your opponent's cards can't move this card"
    keeps itself: the Event can't be played (705.2e), and the judge is told which text keeps
    each of P1's characters."""
    b = _board(tokens=3)
    b.add("PR60", 0, "play", "home:0")  # a purple Friend for the Event's requirement
    b.add("PR106", 0, "hand")  # Back Where You Began
    cookie = b.add("CN68", 1, "play", "problem:0")
    pearly = b.add("PR73", 1, "play", "problem:0")  # Pearly Stitch
    answer = _ask(shipped_game(b), "play Back Where You Began")
    mane = f"Twilight Sparkle, Faithful Student #{b.mane[1]}"
    assert "- Rule 705.2e: its instruction “Move an opponent's character” can't be followed now: no opponent's " \
           f"character can be moved ({mane} can't be chosen, as Cookie Crumbles, Fancy Cooker #{cookie}'s text says " \
           f"it can't be moved; Cookie Crumbles, Fancy Cooker #{cookie} can't be chosen, as its own text says it " \
           f"can't be moved; Pearly Stitch, Crotchety Crocheter #{pearly} can't be chosen, as its own text says it can't be " \
           "moved)." in answer, answer


def test_a_move_instruction_names_the_character_no_place_is_open_to() -> None:
    """Back Where You Began ("Move an opponent's character") after P0's Canterlot Archive
    Guard cleared and closed Runaway Cart, while P0's two Friends at Flooding at Sweet Apple
    Acres keep P0 from moving characters there: P1's Mane Character, at home, has no place
    to go, so the Event can't be played (705.2e), and the answer names it with each place
    and what closes it."""
    b = Board(manes=("PR2", "PR4"), problems=("AD177", "PR190"))
    b.players[0]["tokens"] = 5
    b.add("PR60", 0, "play", "home:0")  # a purple Friend for the Event's requirement
    for _ in range(2):
        b.add("PR22", 0, "play", "problem:0")
    guard = b.add("CN54", 0, "play", "problem:1")
    b.add("PR106", 0, "hand")
    g = shipped_game(b)
    answer_with(g, f"act|{guard}|")
    assert "- Rule 705.2e: its instruction “Move an opponent's character” can't be followed now: no opponent's " \
           f"character can be moved (Twilight Sparkle, Faithful Student #{b.mane[1]} can't be chosen, as no place " \
           "it may be moved to is open (Player 2's home: it is there already (506.2); Problem Flooding at Sweet Apple Acres " \
           f"(Player 1's): Flooding at Sweet Apple Acres #{b.problem[0]}'s text keeps Player 1 from moving characters there; " \
           "Problem Runaway Cart (Player 2's): Canterlot Archive Guard, Literate Lookout's text says characters can't be " \
           "moved there until the end of the turn))." in _ask(g, "play Back Where You Began")


def test_photo_op_played_this_turn_is_named_by_the_move_answers() -> None:
    """Photo Op (AD106: "Reaction: After the start of the Main Phase, characters can't be
    moved this turn"), played by P0: the Move action and Back Where You Began's "Move an
    opponent's character" are refused, and each answer names the Photo Op whose text it is,
    as the log named it; a board saved with the flag holding the turn alone still loads and is
    answered with "a card"."""
    b = rich_board()
    b.add("PR106", 0, "hand")  # Back Where You Began
    photo = b.add("AD106", 0, "hand")
    g = shipped_game(b, phase="main", step="main")
    answer_with(g, f"react|{photo}|")
    # (#N: the number it had as it resolved, which its questions named; it is a new card since, 410.6)
    said = r"Photo Op #\d+'s text says characters can't be moved this turn"
    assert re.search(rf"^- Rule 104\.2: {said}\.$", "\n".join(_ask(g, "move Twilight Sparkle to problem:1")), re.M)
    mane = f"Applejack, Steadfast Farmpony #{b.mane[1]}"
    assert re.search(rf"^- Rule 705\.2e: its instruction “Move an opponent's character” can't be followed now: no "
                     rf"opponent's character can be moved \({mane} can't be chosen, as {said}\)\.$",
                     "\n".join(_ask(g, "play Back Where You Began")), re.M)
    old = shipped_game(b, phase="main", step="main", flags={"no_moves_at_all": 3})  # (the board's turn)
    assert "- Rule 104.2: a card's text says characters can't be moved this turn." in \
        _ask(old, "move Twilight Sparkle to problem:1")


def test_several_copies_of_a_card_with_several_abilities_are_each_answered() -> None:
    """Two copies of Train Tracks (two activated abilities), one exhausted: the question is
    about both, and each copy's reasons are said with the copy they are about; copies with
    the same reasons get one answer."""
    b = _board(tokens=1)
    ready = b.add("CN152", 0, "play", "home:0")
    tired = b.add("CN152", 0, "play", "home:0", exhausted=True)
    answer = _ask(shipped_game(b), "activate Train Tracks")
    assert answer[0] == f"Read as: Player 1 activates an ability of Train Tracks, 2 copies: #{ready} and #{tired} at " \
                        "Player 1's home.", answer
    assert f"- Rule 705.2: the copy #{ready} at Player 1's home: ability 1 of 2: its instruction “Exhaust this card and " \
           "pay [1] to frighten an opponent's Friend at a Problem” can't be followed now: no opponent's Friend at " \
           "a Problem can be frightened." in answer, answer
    assert f"- Rule 503.2a: the copy #{tired} at Player 1's home: ability 1 of 2: its cost exhausts Train Tracks, which " \
           "is already exhausted." in answer, answer
    b = _board(tokens=1)
    b.add("CN152", 0, "play", "home:0")
    b.add("CN152", 0, "play", "home:0")
    alike = _ask(shipped_game(b), "activate Train Tracks")
    assert "- Card text of Train Tracks: ability 1 of 2 is not offered." in alike, alike
    assert not any("the cop" in line for line in alike), alike


def test_an_ability_whose_only_choices_a_text_protects_names_each_and_its_protector() -> None:
    """The same for an activated ability: Silverspeed's "exhaust an opponent's Friend here"
    finds only P1's Friend wearing Bed Rest (705.2e)."""
    b = _board(tokens=3)
    b.add("CG28", 0, "play", "problem:1")  # Silverspeed, Eye in the Sky
    b.add("PR31", 0, "play", "problem:1")  # Full Steam: the Earth Pony its cost exhausts
    friend = b.add("PR12", 1, "play", "problem:1")  # Emerald Green
    bed_rest = b.add("CN131", 0, "play", "problem:1", host=friend)
    answer = _ask(shipped_game(b), "activate Silverspeed")
    assert "- Rule 705.2e: its instruction “Exhaust one of your Earth Pony characters here to exhaust an " \
           "opponent's Friend here” can't be followed now: no opponent's Friend there can be exhausted (Emerald " \
           f"Green, Cider Aficionado #{friend} can't be chosen, as Bed Rest #{bed_rest}'s text says it can't be " \
           "exhausted)." in answer, answer


def _protected_friend_board():
    """P1's only Friend, Emerald Green, wears Bed Rest ("That Friend can't be exhausted")."""
    b = _board(tokens=3)
    src = b.add("PR31", 0, "play", "home:0")  # Full Steam: a card of P0's for the texts below
    friend = b.add("PR12", 1, "play", "problem:1")  # Emerald Green
    b.add("CN131", 0, "play", "problem:1", host=friend)  # Bed Rest
    return shipped_game(b), src


_EXHAUST_AN_OPPONENTS_FRIEND = {"do": "exhaust", "target": {"owner": "opp", "kind": "friend"}, "may": False,
                                "costs": []}


def test_a_mode_whose_up_to_n_finds_only_protected_cards_is_named_as_the_reason() -> None:
    """705.2e: a "Choose one" mode is chosen for what it does, so its "exhaust up to two of an
    opponent's Friends" needs a Friend it can exhaust (`can_use`); the answer's protection
    reason reads the instructions the same way, and names Bed Rest."""
    g, src = _protected_friend_board()
    mode = [{**_EXHAUST_AN_OPPONENTS_FRIEND, "most": 2}]
    ability = Ability("play", "effect", {"steps": [], "modes": [mode]}, timing="main",
                      text="Main Phase: Choose one: exhaust up to two of an opponent's Friends.")
    assert not steps.can_use(g, 0, src, ability)
    kept = steps.kept_from_its_targets(g, 0, src, ability)
    assert kept is not None and "Bed Rest" in kept and "can't be exhausted" in kept, kept


def test_an_instruction_after_a_faceoff_starts_is_no_protection_reason() -> None:
    """514.5d: what follows "start a faceoff" is the faceoff's outcome, which `can_use` does
    not ask of; a text that can't start its faceoff (no Troublemaker to face) is not said to be
    kept off by the protected Friend its outcome would exhaust."""
    g, src = _protected_friend_board()
    faceoff = {"do": "start_faceoff", "mode": "own", "opp": {"owner": "opp", "kind": "troublemaker"},
               "may": False, "costs": []}
    ability = Ability("play", "effect", {"steps": [faceoff, _EXHAUST_AN_OPPONENTS_FRIEND]}, timing="main",
                      text="Main Phase: Start a faceoff involving one of your characters and an opposing "
                           "Troublemaker. Exhaust an opponent's Friend.")
    assert not steps.can_use(g, 0, src, ability)
    assert steps.kept_from_its_targets(g, 0, src, ability) is None


def test_the_instructions_the_checks_pass_over_are_one_list() -> None:
    """The instructions that must be possible (`steps.steps_to_carry_out`): optional ones,
    "up to N" and a card an earlier "choose" names are passed over, and nothing after a
    faceoff the text starts; in a mode every one counts."""
    may = {"do": "draw", "may": True}
    most = {"do": "frighten", "most": 2, "target": {"kind": "friend"}}
    choose = {"do": "choose_card", "target": {"kind": "friend"}}
    that = {"do": "exhaust", "target": {"self": True, "ref": "chosen"}}
    faceoff = {"do": "start_faceoff"}
    after = {"do": "dismiss", "target": {"kind": "friend"}}
    listed = [may, most, choose, that, faceoff, after]
    assert [i for i, _ in steps.steps_to_carry_out(listed)] == [2, 4]
    assert [i for i, _ in steps.steps_to_carry_out(listed, mode=True)] == [0, 1, 2, 3, 4, 5]
    assert [i for i, _ in steps.steps_to_carry_out([that])] == [0]  # ("it", with no choice before: counts)


def test_hm4_an_ability_used_from_the_hand_is_answered_with_its_option() -> None:
    """Cloudchaser's "Immediate: Banish this card from your hand to ..." (512.5: any time a
    player has priority) is asked about the card in P0's hand, not the copy in play that has
    no ability to use there: its option is named."""
    b = _board(tokens=1)
    in_hand = b.add("HM4", 0, "hand")  # Cloudchaser, Wonderbolt Trainee
    in_play = b.add("HM4", 0, "play", "home:0")
    g = shipped_game(b)
    said = RULES.why_not(g, "activate Cloudchaser")
    assert f"Cloudchaser, Wonderbolt Trainee #{in_hand} in Player 1's hand" in said.read_as, said.read_as
    assert said.offered == g.pending().option_keys().index(f"act|{in_hand}|0") + 1, said.lines()
    assert "(from your hand): Immediate: Banish this card" in said.offered_label, said.offered_label
    # the copy in play: its ability is used from a hand
    answer = "\n".join(_ask(g, f"activate Cloudchaser #{in_play}"))
    assert "no activated ability in play; “Immediate: Banish this card from your hand" in answer \
        and "knows of" not in answer and "is used from its owner's hand" in answer, answer


def test_cn12_why_cant_i_use_an_ability_from_the_hand_names_its_timing() -> None:
    """Dr. Hooves' "Faceoff: You may play this card ..." from the hand: outside a faceoff the
    answer quotes the ability and gives the timing rule that keeps it off (512.4)."""
    b = _board(tokens=1)
    b.add("CN12", 0, "hand")  # Dr. Hooves, Just In Time
    answer = "\n".join(_ask(shipped_game(b), "why can't I use Dr. Hooves?"))
    assert "has 1 ability used from Player 1's hand (0 offered), answered:" in answer, answer
    assert "its ability is not offered" in answer and "Faceoff: You may play this card" in answer, answer
    assert "- Rule 512.4: its ability: " in answer and "is activated only during a faceoff" in answer, answer


def test_ff136_an_ability_used_from_the_discard_pile_names_the_cost_it_lacks() -> None:
    """Mistmane's "Main Phase: While this card is in your discard pile, you may pay [2] ..."
    with 1 action token: the cost that can't be paid (508.1d). A copy in a hand is told where
    the ability is used from."""
    b = _board(tokens=1)
    b.add("FF136", 0, "discard")  # Mistmane, Pillar of Beauty
    in_hand = b.add("FF136", 1, "hand")
    g = shipped_game(b)
    answer = "\n".join(_ask(g, "use Mistmane"))
    assert "has 1 ability used from Player 1's discard pile (0 offered), answered:" in answer, answer
    assert "- Rule 508.1d: its ability: its cost is 2 action tokens; Player 1 has 1" in answer, answer
    answer = "\n".join(_ask(g, f"activate Mistmane #{in_hand}"))
    assert "- Rule 405.1: Mistmane, Pillar of Beauty is in Player 2's hand, not in play; “Main Phase: While this card is " \
        "in your discard pile" in answer and "is used from its owner's discard pile" in answer, answer


def test_use_is_read_as_activate() -> None:
    assert parse_question("why can't I use Dr. Hooves?") == Question("activate", "Dr. Hooves", None)
    assert parse_question("why can't Mistmane be used") == Question("activate", "Mistmane", None)


def test_ff84_an_ability_used_from_the_hand_outside_the_main_phase_names_the_council() -> None:
    """104.2: The EEA Council ("Players can't ... activate abilities ... except as a Main Phase
    action") keeps Cloudchaser's ability from the hand off the list in P1's turn; the answer
    names the Council and quotes it."""
    b = _board(tokens=1)
    b.add("FF84", 0, "play", "home:0")  # The EEA Council, Strict Guidelines
    b.add("HM4", 0, "hand")  # Cloudchaser, Wonderbolt Trainee
    g = shipped_game(b)
    pass_once(g)  # (on to P1's turn)
    answer = "\n".join(_ask(g, "can P0 use Cloudchaser"))
    assert "- Card text of The EEA Council, Strict Guidelines: its ability: a card in play allows only Main Phase " \
        "actions." in answer, answer


def test_ff84_an_immediate_event_in_the_turn_players_main_phase_names_the_council_and_609_2a() -> None:
    """The EEA Council in play, P0's own Main Phase: Skipping Class ("Immediate: ...") is no
    Main Phase action (609.2a), and the answer names the Council, quotes it and cites the rule."""
    b = _board(tokens=5)
    b.add("PR36", 0, "play", "home:0")  # (pink for Skipping Class's requirement)
    b.add("FF84", 1, "play", "home:1")  # The EEA Council, Strict Guidelines
    b.add("FF96", 0, "hand")  # Skipping Class
    answer = "\n".join(_ask(shipped_game(b), "play Skipping Class"))
    assert "- Card text of The EEA Council, Strict Guidelines: a card in play allows only Main Phase actions, " \
        "and only an Event with the timing phrase Main Phase is played as one (609.2a)." in answer, answer


def test_ff92_listen_up_bars_playing_cards_in_a_faceoff_not_an_ability_used_from_the_hand() -> None:
    """P0's Listen Up! ("opponents can't play cards during faceoffs" this turn): during a
    faceoff P1 can't play their own copy, and the answer names P0's Listen Up! (104.2); yet
    Cloudchaser's "Banish this card from your hand to ..." is an ability activated, not a card
    played (705.1, 703.1): it is offered, and the answer says so."""
    b, ids = gala_board("FF92", tokens=6)
    chaser = b.add("HM4", 1, "hand")  # Cloudchaser, Wonderbolt Trainee
    theirs = b.add("FF92", 1, "hand")
    for code in ("PR12", "PR12", "PR33", "PR33", "PR81", "PR81"):
        b.add(code, 1, "play", "home:1")  # what P1's Listen Up! requires
    b.players[1] = {"tokens": 6}
    g = shipped_game(b)
    answer_with(g, f"play|{ids['FF92']}|event")
    g.s["faceoff"] = {"kind": "troublemaker", "areas": ["problem:0"], "challenger": 0, "tm": None,
                      "flipped": [[], []], "ignored": [], "flagged": [], "used": []}
    listed = [key for key, _label in actions.legal(g, 1, "faceoff")]
    assert f"act|{chaser}|0" in listed and not [key for key in listed if key.startswith("play|")], listed
    answer = "\n".join(_ask(g, "can P1 play Listen Up!"))
    assert f"Listen Up! #{theirs}" in answer.splitlines()[0], answer
    assert "- Rule 104.2: Listen Up!, played this turn, says Player 2 can't play cards during faceoffs this turn." \
        in answer, answer
    said = RULES.why_not(g, "can P1 use Cloudchaser")
    assert said.offered is not None and "(from your hand): Immediate: Banish this card" in said.offered_label, \
        said.lines()


def test_an_offered_action_on_a_card_whose_text_is_not_carried_out_says_so() -> None:
    """Spark of Friendship (NM2, Villain Challenge) is offered to be played at home, and the answer
    said only its option number, though the engine plays it without any of its text; the table
    marks such a card everywhere else. An offered answer notes it; one on a card carried out whole
    does not."""
    b = _board(tokens=3)
    b.add("NM2", 0, "hand")
    b.add("PR20", 0, "hand")  # Sweetie Sunrise: a vanilla Friend
    g = shipped_game(b)
    answer = _ask(g, "play Spark of Friendship")
    assert answer[1].startswith("It is offered as option ")
    assert answer[2].startswith("- Note: the rules engine does not carry out this text of Spark of Friendship: "
                                "“Start the game with this card at your home"), answer
    answer = _ask(g, "play Sweetie Sunrise")
    assert answer[1].startswith("It is offered as option ") and len(answer) == 2, answer


def test_a_reaction_ability_whose_condition_no_occurrence_meets_names_512_4d() -> None:
    """P1's The Horror! The Horror! dismisses P0's Chic Beret: P0 may answer with Silver Spanner
    (PR32, "When one of your Resources is dismissed"), in a window where P0's Fluttershy,
    Guidance Counselor (PR83, "When an opponent receives at least [1]") has no occurrence to
    answer. The judge's answer about Fluttershy gives the reaction condition (512.4d), in the
    words given for a Reaction Event, not instructions that could not be followed (705.2)."""
    b = Board()
    b.players[1] = {"tokens": 3}
    for _ in range(3):
        b.add("PR81", 1, "play", "home:1")
    spanner = b.add("PR32", 0, "play", "home:0")
    pony = b.add("PR36", 0, "play", "home:0")
    b.add("PR83", 0, "play", "home:0")
    b.add("CN135", 0, "play", "home:0", host=pony)
    horror = b.add("PR123", 1, "hand")
    g = shipped_game(b, turn_player=1)
    answer_with(g, f"play|{horror}|event")
    assert g.pending().player == 0 and keys(g) == ["pass", f"act|{spanner}|0"]
    said = _ask(g, "activate Fluttershy")
    assert "- Rule 512.4d: its reaction condition has not been met since the last priority window closed." in said, said
    assert not any("705.2" in line for line in said), said


def test_cn179_greeting_lots_of_folks_with_clout_is_answered_for_the_player_who_may_activate_it() -> None:
    """"Any player may activate this ability" (card text over 703.1b, 104.1): on P1's turn, P1
    asking about P0's Problem is answered for P1, who is offered it; asked with no player
    named, it is read for the player with priority, not for the Problem's controller."""
    b = Board(problems=("CN179", "PR190"))
    b.players[0] = {"tokens": 0}
    b.players[1] = {"tokens": 3}
    g = shipped_game(b, turn_player=1)
    for question in ("can P1 activate Greeting Lots of Folks With Clout", "activate Greeting Lots of Folks"):
        answer = "\n".join(_ask(g, question))
        assert answer.startswith("Read as: Player 2 activates"), answer
        assert "It is offered as option" in answer and "510.1" not in answer, answer
    answer = "\n".join(_ask(g, "can P0 activate Greeting Lots of Folks With Clout"))
    assert "Rule 510.1: Player 2 has priority now;" in answer, answer


def test_ad169_balloon_party_gone_wrong_asked_for_the_opponent_answers_whether_a_faceoff_follows() -> None:
    """Only the turn player confronts (611.1); the opponent's requirements decide whether a
    Problem faceoff follows (611.4, 612.2). "Can P1 confront" P0's Balloon Party Gone Wrong!
    while P1's Mane is boosted is answered for P1: 8 wild and the card's +3 against P1's 10."""
    b = Board(problems=("AD169", "PR190"))
    b.cards[b.mane[1] - 1]["boosted"] = True
    for code in ("PR31", "PR31", "PR33"):  # 4 + 4 + 2 orange
        b.add(code, 1, "play", "problem:0")
    g = shipped_game(b)
    answer = "\n".join(_ask(g, "can P1 confront Balloon Party Gone Wrong"))
    assert answer.startswith("Read as: Player 2 (the turn player's opponent) meets the confront requirements of "
                             "Problem Balloon Party Gone Wrong!"), answer
    assert "Rule 611.3: it needs 11 Wild (printed 8 Wild, +3 from Balloon Party Gone Wrong! #3); Player 2's characters there give " \
        "10 Orange." in answer, answer
    assert "Rule 611.4:" in answer, answer
    b.add("PR33", 1, "play", "problem:0")
    answer = "\n".join(_ask(shipped_game(b), "can P1 confront Balloon Party Gone Wrong"))
    assert "Rule 611.4: Player 2 meets its confront requirements now: if Player 1 confronts it" in answer, answer


def test_a_face_down_troublemaker_is_not_named_to_the_player_who_cannot_see_it() -> None:
    """505.1d, 505.1d.i: a face-down Troublemaker is not public and has no name. Asked about
    P1's face-down Lightning Dust (CN160) by P0, whether by its name or its number, to
    challenge it, move to it or play on it, the answer speaks of "a face-down
    Troublemaker" where it is, never of Lightning Dust; P1, its controller, is told its
    name, and so is a question of no player about moving it, its controller's move. A card
    named as the place of a move is read as the area it is at (506.1)."""
    b = _board()
    pony = b.add("PR20", 0, "play", "problem:1")
    tm = b.add("CN160", 1, "play", "problem:1", face_down=True)
    mine = b.add("CN0", 0, "play", "problem:0", face_down=True)  # P0's own Flutterbat
    b.add("PR139", 0, "hand")  # Hard Hat
    g = shipped_game(b)
    for question in ("challenge Lightning Dust", f"challenge #{tm}", "move Sweetie Sunrise to Lightning Dust",
                     "play Hard Hat on Lightning Dust", f"why can't P0 challenge Flying Tortoise #{tm}"):
        lines = _ask(g, question)
        assert not [line for line in lines if "Lightning Dust" in line], (question, lines)
        assert any(f"a face-down Troublemaker #{tm}" in line for line in lines), (question, lines)
    moved = _ask(g, "move Sweetie Sunrise to Lightning Dust")
    assert not any("offered" in line.lower() and "option" in line for line in moved)  # (where it is already)
    assert any("already there" in line for line in moved), moved
    assert pony in g.s["cards"]
    # P0 sees their own face-down Troublemaker; P1, who controls Lightning Dust, sees it
    assert any(f"Flutterbat #{mine}" in line for line in _ask(g, "challenge Flutterbat"))
    assert _ask(g, "move Lightning Dust to home")[0].startswith(f"Read as: Player 2 moves Lightning Dust #{tm} ")
    told = _ask(g, "why can't P1 activate Lightning Dust")
    assert any(f"Lightning Dust #{tm}" in line for line in told)
    assert any("505.1a" in line for line in told), told  # (it has no abilities while face-down)


def _gala_faceoff_with_team_effort() -> tuple:
    """P0's Red Gala challenges P1's Parasprites (P0 holds priority in the faceoff's first
    window); P0 has two Team Efforts (PR121, a Faceoff Event, cost 1), P1 one, both tokens."""
    b, ids = gala_board("PR121")
    b.add("PR121", 0, "hand")
    b.players[1] = {"tokens": 2}
    ids["theirs"] = b.add("PR121", 1, "hand")
    return challenge_gala(b, ids), ids


def test_a_player_without_priority_in_a_faceoff_is_told_a_faceoff_is_going_on() -> None:
    g, _ids = _gala_faceoff_with_team_effort()
    answer = "\n".join(_ask(g, "can P1 play Team Effort"))
    assert ("Rule 510.1: Player 1 has priority in the faceoff now; it would be offered to Player 2 once Player 2 has "
            "priority.") in answer, answer
    assert "has priority now, not" not in answer


def test_a_player_who_passed_in_a_window_is_told_so_and_when_they_get_priority_again() -> None:
    """P0 plays Team Effort in the faceoff; P1 gets priority and passes: asked about P1's own
    Team Effort, the answer says P1 passed, and what P0's pass or action leads to."""
    g, ids = _gala_faceoff_with_team_effort()
    answer_with(g, f"play|{ids['PR121']}")
    while g.pending().player != 1 or g.pending().kind != "priority":
        answer_with(g, g.pending().option_keys()[0])
    answer_with(g, "pass")
    assert g.pending().player == 0 and g.pending().kind == "priority"
    answer = "\n".join(_ask(g, "can P1 play Team Effort"))
    assert ("Rule 510.1: Player 2 passed and Player 1 has priority now; it would be offered to Player 2 once Player 2 has "
            "priority.") in answer, answer


def _opponent_has_priority_after_a_friend_is_played():
    """P0, with 3 tokens, plays Emerald Green (PR12) at home in their Main Phase; P1, with
    Dramatic Entrance (LL91, an Immediate Event) and a token, then has priority (510.1)."""
    b = _board(tokens=3)
    friend = b.add("PR12", 0, "hand")
    b.add("PR13", 0, "hand")
    b.players[1] = {"tokens": 1}
    b.add("LL91", 1, "hand")
    g = shipped_game(b)
    answer_with(g, f"play|{friend}|home:0")
    while g.pending().player != 1 or g.pending().kind != "priority":
        answer_with(g, g.pending().option_keys()[0])
    return g


def test_the_turn_player_after_their_own_main_phase_action_waits_for_the_opponent() -> None:
    """P0 plays a Friend in their Main Phase; P1, with an Immediate Event (Dramatic Entrance,
    LL91) and a token, gets priority (510.1): asked about P0, the answer says so."""
    g = _opponent_has_priority_after_a_friend_is_played()
    answer = "\n".join(_ask(g, "can P0 play Holly Dash at home"))
    assert "Rule 510.1: Player 2 has priority now; once Player 1 has it, this is not offered either." in answer, answer


def test_an_event_with_two_needs_says_which_one_is_missing() -> None:
    """Events whose family checks two things (`unless(...) and unless(...)`) name the one that
    fails, in the card's words: Great Seedling Tracks with no opposing exhausted character
    quotes its "Add ..." and says no opposing character is exhausted; Cleaning Up with empty
    discard piles quotes "Choose two cards in discard piles" and says how many they hold."""
    b = _board(tokens=5)
    b.add("LL93", 0, "hand")  # Great Seedling Tracks
    b.add("EO115", 0, "hand")  # Cleaning Up
    g = shipped_game(b)
    assert "- Rule 705.2: its instruction “Add an opposing exhausted character's power to one of your characters " \
           "until the end of the turn” can't be followed now: no opposing character is exhausted." \
           in _ask(g, "play Great Seedling Tracks")
    assert "- Rule 705.2: its instruction “Choose two cards in discard piles” can't be followed now: the discard " \
           "piles hold 0 cards." in _ask(g, "play Cleaning Up")


def test_an_ability_needing_a_place_and_a_card_there_says_which() -> None:
    """Rising Star, In the Spotlight at home is not at a Problem; Winona, On the Scent at a
    Problem with no face-down Troublemaker lacks the Troublemaker, not the place: each answer
    quotes the instruction and says which of its two needs fails (705.2)."""
    b = _board(tokens=3)
    star = b.add("PR75", 0, "play", "home:0")
    b.add("PR94", 0, "play", "problem:0")
    g = shipped_game(b)
    assert "- Rule 705.2: its instruction “Exhaust this card to uncover a Troublemaker at its Problem” can't be " \
           f"followed now: Rising Star, In the Spotlight #{star} is not at a Problem." \
        in _ask(g, "activate Rising Star")
    assert "- Rule 705.2: its instruction “Exhaust this card to look at a face-down Troublemaker at its Problem” " \
           "can't be followed now: no face-down Troublemaker is there." in _ask(g, "activate Winona, On the Scent")


def test_an_ability_paying_with_a_card_and_playing_one_says_which_is_missing() -> None:
    """Sapphire Shores, Costume Changer ("Retire an Accessory on this card to play an Accessory
    on this card for free") with no Accessory on it: the retiring is what can't be done; Vittles
    Stand with no ready character of P0's: its cost is what can't be paid."""
    b = _board(tokens=3)
    b.add("CN80", 0, "play", "home:0")
    b.add("CN154", 0, "play", "home:0")
    g = shipped_game(b)
    g.s["cards"][g.s["players"][0]["mane"]]["exhausted"] = True
    for iid in g.s["play"]:
        if g.s["cards"][iid]["ctrl"] == 0 and g.is_character(iid):
            g.s["cards"][iid]["exhausted"] = True
    assert "- Rule 705.2: its instruction “Retire an Accessory on this card” can't be followed now: no Accessory on " \
           "this card can be retired." in _ask(g, "activate Sapphire Shores")
    assert "- Rule 705.2: Player 1 has no ready character to exhaust for its cost." in _ask(g, "activate Vittles Stand")


def test_a_turn_over_condition_says_what_is_not_met() -> None:
    """Silverstream, Everything's New! ("While this card is at a Problem with 2 or more other
    characters, turn this card over") at home: the instruction and the unmet condition, not
    the whole text with "no card it needs"."""
    b = Board(manes=("FF131", "PR4"))
    b.players[0]["tokens"] = 3
    g = shipped_game(b)
    mane = g.s["players"][0]["mane"]
    assert "- Rule 705.2: its instruction “While this card is at a Problem with 2 or more other characters, turn " \
           f"this card over” can't be followed now: Silverstream, Everything's New! #{mane} is not at a Problem with " \
           "2 or more other characters." in _ask(g, "activate Silverstream")


def test_a_resource_asked_on_a_card_its_placement_rule_does_not_take_says_what_fails_about_that_card() -> None:
    """Bed Rest ("Play on an opponent's ready Friend.") asked on P1's exhausted Sweetie Sunrise
    says that Friend is exhausted; on P0's own Friend, whose it is; Hard Hat ("Play on a
    Friend.") asked on a Problem, that it is a Problem (509.1)."""
    b = _board(tokens=5)
    b.add("CN131", 0, "hand")  # Bed Rest: cost 1, 2 yellow
    b.add("PR139", 0, "hand")  # Hard Hat
    tired = b.add("PR20", 1, "play", "home:1", exhausted=True)
    cobbler = b.add("PR22", 0, "play", "home:0")
    b.add("PR80", 0, "play", "home:0")  # Amethyst Star: 2 yellow power
    g = shipped_game(b)
    rule = "- Card text of Bed Rest: it is played on an opponent's ready Friend (a face-up card in play, not " \
           "frightened: 509.1); "
    assert f"{rule}Sweetie Sunrise, Early Riser #{tired} is exhausted." in _ask(g, "play Bed Rest on Sweetie Sunrise")
    assert f"{rule}Apple Cobbler, Headstrong #{cobbler} is controlled by Player 1, not by an opponent of Player 1." \
        in _ask(g, "play Bed Rest on Apple Cobbler")
    assert "- Card text of Hard Hat: it is played on a Friend (a face-up card in play, not frightened: 509.1); " \
           "Runaway Cart #4 is a Problem, not a Friend." in _ask(g, "play Hard Hat on Runaway Cart")


def test_a_name_said_without_its_subtitle_is_matched_on_the_table_first() -> None:
    """"challenge Capper" with Capper, Shadow Agent in P0's hand and Capper Dapperpaws, Trust
    in Me at a Problem: the Troublemaker on the table is the one challenged, not the Friend in
    hand whose title is "Capper"."""
    b = _board()
    capper = b.add("SB120", 1, "play", "problem:1")
    b.add("PR20", 0, "play", "problem:1")
    b.add("LL43", 0, "hand")  # Capper, Shadow Agent
    g = shipped_game(b, phase="troublemaker", step="challenge")
    answer = RULES.why_not(g, "challenge Capper")
    assert answer.offered == g.pending().option_keys().index(f"challenge:{capper}") + 1


# ----- uncovering (607) ---------------------------------------------------------------------------


def test_uncover_a_troublemaker_lord_tirek_keeps_face_down_names_the_epic_rule_607_1() -> None:
    """A judge asks "why can't P0 uncover face-down Troublemaker #N?" with P1's Lord Tirek
    (AD159, Epic) face up where it waits: 607.1 and Lord Tirek; the Troublemaker named, as
    the log names it, only by its number. "... be uncovered" reads the same."""
    b = _board()
    tirek = b.add("AD159", 1, "play", "problem:1")
    kept = b.add("PR157", 0, "play", "problem:1", face_down=True)
    g = shipped_game(b, phase="troublemaker", step="uncover")
    lines = _ask(g, f"why can't P0 uncover face-down Troublemaker #{kept}?")
    assert lines[:3] == [
        f"Read as: Player 1 uncovers a face-down Troublemaker #{kept} at Problem Runaway Cart (Player 2's).", "Not uncovered:",
        f"- Rule 607.1: the Epic Troublemaker {g.name(tirek)} is face up at Problem Runaway Cart (Player 2's)."]
    assert lines == _ask(g, f"why can't face-down Troublemaker #{kept} be uncovered")


def test_uncover_a_troublemaker_princess_cadance_keeps_face_down_quotes_her_text() -> None:
    """Princess Cadance, Crystal Princess (CG198): "Troublemakers can't be uncovered here."
    at the Problem of P0's face-down Purple Parasprite: her card text, quoted."""
    b = _board()
    cadance = b.add("CG198", 1, "play", "problem:1")
    kept = b.add("PR157", 0, "play", "problem:1", face_down=True)
    g = shipped_game(b)
    lines = _ask(g, f"uncover #{kept}")
    assert lines[1:] == [
        "Not uncovered:",
        f"- Card text of Princess Cadance, Crystal Princess: {g.name(cadance)} is there: Troublemakers "
        "can't be uncovered at Problem Runaway Cart (Player 2's).",
        "    The card says: \"Troublemakers can't be uncovered here.\""]


def test_uncover_a_troublemaker_nothing_keeps_face_down_says_when_it_is_uncovered_607_2() -> None:
    """With nothing keeping it face-down, the answer says it is uncovered in its controller's
    Uncover Step, and, asked while that step asks the order (607.2), which option it is; a
    face-up one is face up already (607.3)."""
    b = _board()
    first = b.add("PR157", 0, "play", "problem:1", face_down=True)
    second = b.add("PR157", 0, "play", "problem:0", face_down=True)
    shown = b.add("PR157", 1, "play", "problem:0")
    g = shipped_game(b)
    assert _ask(g, f"uncover #{first}")[1:3] == [
        "It may be uncovered:",
        "- Rule 607.2: nothing keeps it face-down: Player 1 uncovers it in Player 1's next Uncover Step, if the board is "
        "the same then (Troublemaker Phase); uncovering is not an action, but a card's text may uncover it sooner."]
    assert _ask(g, f"uncover Purple Parasprite #{shown}")[2].startswith(
        f"- Rule 607.3: Purple Parasprite #{shown} is face up already")
    g = shipped_game(b, phase="troublemaker", step="uncover")
    answer = RULES.why_not(g, f"uncover #{second}")
    assert g.pending().kind == "uncover_order"
    assert answer.offered == g.pending().option_keys().index(f"card:{second}") + 1


def test_cn72_golden_gavel_exhausted_already_names_rule_503_2a() -> None:
    """Golden Gavel, Fast Talker (CN72: "Main Phase: Pay [1] to exhaust this card."), already
    exhausted, with 3 tokens: the ability is not offered, and the answer says the card is
    exhausted and cites the rule that keeps it from becoming exhausted (503.2a), not that
    something its instruction needs is missing (705.2)."""
    b = Board()
    b.players[0]["tokens"] = 3
    gavel = b.add("CN72", 0, "play", "problem:0", exhausted=True)
    g = shipped_game(b)
    assert not any(key.startswith(f"act|{gavel}|") for key in keys(g))
    said = [line for line in _ask(g, "activate Golden Gavel") if line.startswith("- Rule")]
    assert said == ["- Rule 503.2a: its instruction “Pay [1] to exhaust this card” can't be followed now: Golden "
                    f"Gavel, Fast Talker #{gavel} is already exhausted."], said


def test_a_player_passed_for_with_nothing_to_do_is_told_the_engine_passed_for_them() -> None:
    """Judge scenario (510.1): P0 plays Emerald Green in their Main Phase; P1, holding Dramatic
    Entrance (LL91, Immediate) but no action token, could do nothing, so the engine passed
    priority for them and P0 has it again. Asked about P1's Dramatic Entrance, the answer no
    longer says P1 passed priority in this window, which P1 never chose to do."""
    b = _board(tokens=3)
    friend = b.add("PR12", 0, "hand")
    b.add("PR13", 0, "hand")
    b.players[1] = {"tokens": 0}
    b.add("LL91", 1, "hand")
    g = shipped_game(b)
    answer_with(g, f"play|{friend}|home:0")
    assert g.pending().player == 0 and g.pending().kind == "priority"
    answer = "\n".join(_ask(g, "can P1 play Dramatic Entrance"))
    assert "Rule 510.1: Player 2 had nothing to do, so Player 1 has priority now; once Player 2 has it, this is not offered " \
           "either." in answer, answer


def test_a_player_without_priority_is_given_the_cards_reason_first_and_one_short_line_on_priority() -> None:
    """A judge reads the answer at a glance: asked about the player who does not have
    priority, the reason about the card comes first, then one sentence of at most 100
    characters under 510.1 saying who has priority now and that the card would not be
    offered once the asker has it either; each rule's text is quoted once. P0 plays Emerald
    Green, keeping 1 token, and P1, with Dramatic Entrance and a token, has priority: P0's
    Holly Dash (cost 4) is refused for its cost (204.1)."""
    g = _opponent_has_priority_after_a_friend_is_played()
    lines = RULES.why_not(g, "can P0 play Holly Dash at home").lines()
    reasons = [line for line in lines[2:] if not line.startswith("    ")]
    assert reasons == ["- Rule 204.1: it costs 4 action tokens; Player 1 has 1.",
                       "- Rule 510.1: Player 2 has priority now; once Player 1 has it, this is not offered either."], lines
    assert len(reasons[-1]) - len("- Rule 510.1: ") <= 100
    quotes = [line for line in lines if line.startswith("    ")]
    assert len(quotes) == len(set(quotes)) == 2, lines


def test_in_a_whole_pool_game_the_player_without_priority_is_told_the_cards_reasons_then_one_short_line() -> None:
    """Whole-pool game 10300, dealt as the card-pool soak deals it: at each priority window,
    every card in the hand of the player without priority is asked about ("can P1 play ...").
    The 510.1 line comes last, after the card's own reasons, in at most 120 characters (it names
    up to three players, "Player 1", "Player 2"), and
    says the card would be offered once the asker has priority exactly when the engine lists
    it for them in that window."""
    seed = 10300
    rng = random.Random(seed)
    decks = [_deck(_pool(True), rng, _starting_problems(True)) for _ in range(2)]
    g = new_game(default_library(), decks, seed)
    bots = seeded_bots(seed)
    asked = 0
    while g.pending() is not None and asked < 300:
        decision, frame = g.pending(), (g.s["stack"] or [None])[-1]
        if decision.kind == "priority" and frame is not None and frame.get("op") == "window":
            other = 1 - decision.player
            listed = {key.split("|")[1] for key, _label in actions.legal(g, other, frame["ctx"]) if key.startswith("play|")}
            for name in sorted({g.spec(i).name for i in g.s["players"][other]["hand"]}):
                lines = [line for line in RULES.why_not(g, f"can P{other} play {name}").lines() if line.startswith("- ")]
                assert lines[-1].startswith("- Rule 510.1: ") and len(lines[-1]) <= len("- Rule 510.1: ") + 120, lines
                assert not any(line.startswith("- Rule 510.1") for line in lines[:-1]), lines
                offered = any(g.spec(int(i)).name == name for i in listed)
                assert ("it would be offered" in lines[-1]) == offered, (lines, offered)
                assert offered or len(lines) > 1, lines  # (not offered: the card's own reasons come first)
                asked += 1
        g.submit(bots[decision.player].choose(decision))
    assert asked >= 300


def test_twilight_sparkle_exhausted_cites_the_rule_that_an_exhausted_card_cant_become_exhausted() -> None:
    """Twilight Sparkle, Ursa Vanquisher: "Main Phase: While this card is at a Problem, you may
    exhaust this card and put it into its owner's hand. ..." Exhausted, she can't be exhausted
    (503.2a), as every other exhausted card's answer cites, not 705.2."""
    b = _board(tokens=3)
    sparkle = b.add("PR203", 0, "play", "problem:1", exhausted=True)
    answer = _ask(shipped_game(b), "activate Twilight Sparkle")
    assert f"- Rule 503.2a: Twilight Sparkle, Ursa Vanquisher #{sparkle} is already exhausted." in answer, answer
    assert not any("705.2" in line for line in answer), answer


def test_asked_once_the_game_is_over_nothing_is_confronted_challenged_or_uncovered() -> None:
    """Judge scenario (whole-pool game, seed 57001, its last position: P0 reached 15 points in
    P1's Score Phase): "confront Goof Off" was answered with what P1's characters there lacked
    and "challenge ..." with the Challenge Step's checks, as though the game went on, where
    "play ..." said that the game is over (103.1)."""
    b, _ids = gala_board()
    hidden = b.add("PR155", 0, "play", "problem:1", face_down=True)  # P0's face-down Flim at P1's Problem
    g = shipped_game(b)
    for question in ("confront Cloudbursting", "can P1 confront Cloudbursting", "challenge Purple Parasprite",
                     f"uncover #{hidden}"):
        assert any("Rule 103.1" in line for line in _ask(g, question)) is False, question
    RULES.concede(g, 1)
    for question, headline in (("confront Cloudbursting", "Not confronted:"),
                               ("can P1 confront Cloudbursting", "Not confronted:"),
                               ("challenge Purple Parasprite", "Not challenged:"), (f"uncover #{hidden}", "Not uncovered:")):
        lines = _ask(g, question)
        assert lines[1:3] == [headline, "- Rule 103.1: the game is over."], (question, lines)


def test_asked_once_the_game_is_over_a_card_wherever_it_is_is_answered_with_the_end_of_the_game() -> None:
    """Asked on a board where the game has ended, "play" a card already in play, or "move" and
    "activate" one in a hand, were answered with where the card is (609.2a, 405.1), as though
    the game went on and the card were the only matter: the end of the game (103.1) is said."""
    b = _board(tokens=3)
    friend = b.add("PR13", 0, "play", "home:0")  # Holly Dash, Flighty Filly
    b.add("PR54", 0, "hand")  # Comet Tail, Hale Bopper
    g = shipped_game(b)
    RULES.concede(g, 1)
    for question, headline in (("play Holly Dash", "Not offered:"), ("move Comet Tail to home", "Not offered:"),
                               ("activate Comet Tail", "Not offered:")):
        lines = _ask(g, question)
        assert lines[1:3] == [headline, "- Rule 103.1: the game is over."], (question, lines)
    assert f"Holly Dash, Flighty Filly #{friend}" in _ask(g, "play Holly Dash")[0]


@pytest.mark.parametrize("reactions", [[], [{"event": "gained", "n": 5, "amount": 1, "player": 1}]])
def test_a_reaction_ability_unmet_and_unpaid_is_told_its_condition_and_its_cost(reactions) -> None:
    """The Crystal Heart (CG154, "Reaction: After the start of any phase, remove 2 Crystal
    counters from this card to ...") with no counters, in a Main Phase window opened after no
    phase started (none met since, or another occurrence only): either alone keeps it off the
    list, and the answer told the condition only (512.4d), so a judge adding counters found it
    still not offered. Both are told, the condition first; what is offered is the same."""
    b = _board(tokens=3)
    heart = b.add("CG154", 0, "play", "home:0")
    stack = [{"op": "turn", "step": TURN_STEPS.index("main") + 1},
             {"op": "window", "ctx": "main", "player": 0, "passes": 0, "had": True}]
    g = shipped_game(b, stack=stack, reactions=reactions)
    reasons = [line for line in _ask(g, "activate the crystal heart") if line.startswith("- ")]
    assert [line.split(":")[0] for line in reasons] == ["- Rule 512.4d", "- Rule 508.1d"], reasons
    assert reasons[0] == f"- Rule 512.4d: {NOT_MET}.", reasons  # (none met, or not its own: one wording)
    assert reasons[1] == (f"- Rule 508.1d: its cost removes 2 Crystal counters from The Crystal Heart, Heart of an "
                          f"Empire #{heart}, which has 0."), reasons
    assert [k for k, _ in actions.legal(g, 0, "main", Refusals())] == [k for k, _ in actions.legal(g, 0, "main")]
    g.s["cards"][heart]["counters"]["crystal"] = 2  # (the cost paid: the condition alone is told)
    reasons = [line for line in _ask(g, "activate the crystal heart") if line.startswith("- ")]
    assert [line.split(":")[0] for line in reasons] == ["- Rule 512.4d"], reasons


NOT_MET = "its reaction condition has not been met since the last priority window closed"


@pytest.mark.parametrize("reactions", [[], [{"event": "gained", "n": 5, "amount": 1, "player": 1}]])
def test_a_reaction_event_whose_condition_is_unmet_is_told_in_the_words_of_a_reaction_ability(reactions) -> None:
    """512.4d in one wording: Whoa There Nelly! (PR128, "Play when one of your Friends has
    been dismissed") in a Main Phase window with no reaction condition met since the last
    window closed, or another only, is answered as The Crystal Heart's reaction is (it was
    "it is a Reaction, and no reaction condition has been met ..." with none met)."""
    b = _board(tokens=3)
    b.add("PR128", 0, "hand")
    stack = [{"op": "turn", "step": TURN_STEPS.index("main") + 1},
             {"op": "window", "ctx": "main", "player": 0, "passes": 0, "had": True}]
    g = shipped_game(b, stack=stack, reactions=reactions)
    reasons = [line for line in _ask(g, "play Whoa There Nelly") if line.startswith("- Rule 512.4d")]
    assert reasons == [f"- Rule 512.4d: {NOT_MET}."], reasons


def _foalsitting_board() -> Board:
    """P0's Adventures in Foalsitting, P1's Runaway Cart; Cart Crafting in P0's Problem deck
    (a title starting with "Cart", not in play); P0's Apple Cobbler at home, Hard Hat in hand."""
    b = Board(manes=("PR2", "PR4"), problems=("PR169", "PR190"))
    b.players[0]["tokens"] = 3
    b.add("PR22", 0, "play", "home:0")
    b.add("CG168", 0, "problem_deck")
    b.add("PR139", 0, "hand")
    return b


@pytest.mark.parametrize(("question", "read_as"), [
    ("confront Foalsitting", "Player 1 (the turn player) confronts Problem Adventures in Foalsitting (Player 1's) "
                             "('Foalsitting' read as Adventures in Foalsitting)"),
    ("confront Cart", "Player 1 (the turn player) confronts Problem Runaway Cart (Player 2's) ('Cart' read as Runaway Cart)"),
    ("can p1 confront  foalsiting?", "Player 2 (the turn player's opponent) meets the confront requirements of Problem "
                                     "Adventures in Foalsitting (Player 1's) ('foalsiting' read as Adventures in Foalsitting)"),
    ("move Applejack to the Cart", "Player 1 moves Applejack, Steadfast Farmpony #1 from Player 1's home to Problem Runaway Cart "
                                   "(Player 2's) ('the Cart' read as Runaway Cart)"),
    ("play hard hat on cobbler", "Player 1 plays Hard Hat #27 from Player 1's hand on Apple Cobbler, Headstrong #25 at Player 1's home "
                                 "('cobbler' read as Apple Cobbler, Headstrong)"),
])
def test_a_place_typed_by_a_later_word_of_its_name_is_read_and_the_answer_says_how(question, read_as) -> None:
    """"confront Foalsitting" and "move X to Cart" were refused as no place on the board, where
    a card typed by its first words is read: a Problem (then any card) in play is read by any
    run of the words of its name, or a misspelling of one, and the answer says how; a card in
    play typed by its first words is read as before ("confront adventures")."""
    g = shipped_game(_foalsitting_board())
    assert RULES.why_not(g, question).read_as == read_as
    assert RULES.why_not(g, "confront adventures").read_as == \
        "Player 1 (the turn player) confronts Problem Adventures in Foalsitting (Player 1's)"
    with pytest.raises(WhyQuestionError, match=r"^'of' is no place on this board"):
        RULES.why_not(g, "move Applejack to of")
    with pytest.raises(WhyQuestionError, match=r"^Cart Crafting is not in play \(it is in Player 1's Problem deck\)"):
        RULES.why_not(g, "move Applejack to Cart Crafting")


def test_a_place_heard_in_two_problems_names_both() -> None:
    """"Cart" with Runaway Cart and Eight Cart Pileup in play: the question comes back with
    both, as for a card's title two cards share."""
    b = Board(manes=("PR2", "PR4"), problems=("DE123", "PR190"))
    with pytest.raises(WhyQuestionError, match=r"^Which cart: Problem Eight Cart Pileup \(Player 1's\) or Problem Runaway "
                                               r"Cart \(Player 2's\)\? Give the whole name"):
        RULES.why_not(shipped_game(b), "confront cart")


@pytest.mark.parametrize(("question", "read_as"), [
    ("confront Runaway Crt", "Player 1 (the turn player) confronts Problem Runaway Cart (Player 2's) "
                             "('Runaway Crt' read as Runaway Cart)"),
    ("move applejack to runaway crat", "Player 1 moves Applejack, Steadfast Farmpony #1 from Player 1's home to Problem Runaway "
                                       "Cart (Player 2's) ('runaway crat' read as Runaway Cart)"),
    ("move aplejack to problem runaway crat", "Player 1 moves Applejack, Steadfast Farmpony #1 from Player 1's home to Problem "
                                              "Runaway Cart (Player 2's) ('aplejack' read as Applejack; 'runaway crat' read "
                                              "as Runaway Cart)"),
])
def test_a_misspelt_place_is_said_to_be_read_so_as_a_misspelt_card_is(question, read_as) -> None:
    """A misspelt place name was read right but the answer did not say so, where a misspelt
    card name's answer does ("'Aplejack' read as Applejack"): it is said the same way."""
    assert RULES.why_not(shipped_game(_foalsitting_board()), question).read_as == read_as


def _judge_words_board() -> Board:
    """P0 holding Holly Dash, Flighty Filly and Hard Hat, Apple Cobbler at home and P1's Wild
    Manticore face up at P0's Problem; P1's Grogar, Legion of Doom in P1's deck (first) and hand."""
    b = _board(tokens=3)
    b.add("PR13", 0, "hand")
    b.add("PR139", 0, "hand")
    b.add("PR22", 0, "play", "home:0")
    b.add("PR159", 1, "play", "problem:0")
    b.add("LL145", 1, "deck")
    b.add("LL145", 1, "hand")
    return b


@pytest.mark.parametrize(("question", "read_as"), [
    ("play dash", "Player 1 plays Holly Dash, Flighty Filly #25 from Player 1's hand ('dash' read as Holly Dash, Flighty Filly)"),
    ("why can't I play the filly?", "Player 1 plays Holly Dash, Flighty Filly #25 from Player 1's hand "
                                    "('the filly' read as Holly Dash, Flighty Filly)"),
    ("play flighy", "Player 1 plays Holly Dash, Flighty Filly #25 from Player 1's hand ('flighy' read as Holly Dash, Flighty Filly)"),
    ("play hat on cobbler", "Player 1 plays Hard Hat #26 from Player 1's hand on Apple Cobbler, Headstrong #27 at Player 1's home "
                            "('hat' read as Hard Hat; 'cobbler' read as Apple Cobbler, Headstrong)"),
    ("challenge  the manticore", "Player 1 (the turn player) challenges Wild Manticore #28 at Problem Cloudbursting (Player 1's) "
                                 "('the manticore' read as Wild Manticore)"),
])
def test_a_card_typed_by_a_later_word_of_its_name_is_read_and_the_answer_says_how(question, read_as) -> None:
    """"play dash", "challenge manticore": a card typed by a later word of its name (title or
    subtitle), or a misspelling of one such word, was refused as no card of that name, though
    only one card of the game is meant; it is read so, where the question looks first, and
    the answer says how, as for a place."""
    assert RULES.why_not(shipped_game(_judge_words_board()), question).read_as == read_as


def test_several_words_misspelt_are_read_only_as_a_whole_name() -> None:
    """"play Silver Spanner at Mars": its words are not a misspelling of a run of the card's
    name ("silver spanner nuts"): the place is told to be no place."""
    with pytest.raises(WhyQuestionError, match=r"^'Mars' is no place on this board"):
        RULES.why_not(shipped_game(_spanner_board()), "play Silver Spanner at Mars")


def test_judges_words_a_curly_apostrophe_and_an_ability_named_are_read() -> None:
    """"why can’t I" as a phone or a word processor types it, and "use Apple Cobbler's
    ability", were refused as not of the grammar or as no card."""
    g = shipped_game(_judge_words_board())
    assert RULES.why_not(g, "why can’t I play Holly Dash?").read_as.startswith("Player 1 plays Holly Dash, Flighty Filly #25")
    for question in ("use Apple Cobbler's ability", "activate apple cobbler abilities"):
        assert RULES.why_not(g, question).read_as == "Player 1 activates an ability of Apple Cobbler, Headstrong #27 at Player 1's home"


def test_a_troublemaker_asked_to_challenge_is_read_as_the_copy_in_a_hand_before_one_in_a_deck() -> None:
    """"challenge grogar" with none in play answered about the copy in P1's draw deck, which
    no one sees, where a judge sees the one in P1's hand (as "uncover" reads it)."""
    g = shipped_game(_judge_words_board())
    for verb in ("challenge", "uncover"):
        assert "Grogar, Legion of Doom #30 in Player 2's hand" in RULES.why_not(g, f"{verb} grogar").read_as


def test_a_card_in_no_hand_is_read_as_the_copy_in_a_discard_pile_before_one_in_a_deck() -> None:
    """"play Holly Dash" with one copy in P0's draw deck and one in P0's discard pile
    answered about the deck's, which no one sees, where the judge sees the discarded one."""
    b = _board(tokens=3)
    b.add("PR13", 0, "deck")
    discarded = b.add("PR13", 0, "discard")
    g = shipped_game(b)
    for question in ("play Holly Dash", "play the filly"):
        answer = RULES.why_not(g, question)
        assert answer.read_as.startswith(f"Player 1 plays Holly Dash, Flighty Filly #{discarded} from Player 1's discard pile"), \
            answer.read_as


def test_a_card_picked_by_its_number_may_be_named_by_a_later_word_of_its_name() -> None:
    """"play filly #25": the words before the number are a run of the card's name, as they
    would be read without it; they were refused as naming another card."""
    g = shipped_game(_judge_words_board())
    assert RULES.why_not(g, "play filly #25").read_as == "Player 1 plays Holly Dash, Flighty Filly #25 from Player 1's hand"
    with pytest.raises(WhyQuestionError, match=r"^card #25 is Holly Dash, Flighty Filly, not hat$"):
        RULES.why_not(g, "play hat #25")


@pytest.mark.parametrize(("question", "asker"), [
    ("i can't play Holly Dash", None), ("why can i not play holly dash", None), ("how come P1 can't play Holly Dash", 1),
    ("why can't p 1 play holly dash?", 1), ("Can player 1 play holly dash", 0), ("can Player 2 play Holly Dash", 1)])
def test_a_question_in_a_judges_other_words_is_read(question, asker) -> None:
    """"I can't play ...", "why can I not ...", "how come P1 can't ...", "p 1": were refused
    as not of the grammar. "Player 1" and "Player 2" are the players as the table calls them
    (P0 and P1)."""
    (reading, *_rest) = parse_question(question)
    assert (reading.verb, reading.card.lower(), reading.asker) == ("play", "holly dash", asker)


def test_a_player_the_game_does_not_have_is_told_so() -> None:
    """"why can't P3 move Applejack home" read "P3 Applejack" as a misspelt card; "can P2
    play ..." got the grammar back. The players are P0 and P1."""
    g = shipped_game(_judge_words_board())
    for question, player in (("why can't P3 move Applejack home", 3), ("can P2 play holly dash", 2)):
        with pytest.raises(WhyQuestionError, match=f"^there is no P{player} in this game: the players are Player 1 and Player 2$"):
            RULES.why_not(g, question)


def test_a_later_word_two_hands_share_is_read_as_the_askers_card_and_said_so() -> None:
    """"can P1 play dash" with Holly Dash in P0's hand and Rainbow Dash in P1's: the card of
    the player asked about, the note naming that card (it said "'dash' read as dash")."""
    b = _board(tokens=3)
    b.add("PR13", 0, "hand")
    b.add("PR15", 1, "hand")
    g = shipped_game(b)
    assert RULES.why_not(g, "can p1 play dash").read_as == \
        "Player 2 plays Rainbow Dash, Weather Leader #26 from Player 2's hand ('dash' read as Rainbow Dash, Weather Leader)"
    assert RULES.why_not(g, "can p0 play dash").read_as == \
        "Player 1 plays Holly Dash, Flighty Filly #25 from Player 1's hand ('dash' read as Holly Dash, Flighty Filly)"


def test_an_ability_offered_once_its_player_has_priority_is_read_as_the_copy_offered() -> None:
    """P0's two Spike, Dream Big ("Immediate: Pay [1] to ..."), the first frightened, asked in
    P1's Main Phase: the answer said it would be offered once P0 has priority, naming the
    frightened copy, which would not be; it names the one that would."""
    b = Board(manes=("PR2", "PR4"))
    b.players[0] = {"tokens": 2}
    b.players[1] = {"tokens": 2}
    b.add("HM11", 0, "play", "home:0", frightened=True)
    ready = b.add("HM11", 0, "play", "home:0")
    answer = RULES.why_not(shipped_game(b, turn_player=1), "can p0 activate spike")
    assert answer.read_as == f"Player 1 activates an ability of Spike, Dream Big #{ready} at Player 1's home"
    assert "- Rule 510.1: Player 2 has priority now; it would be offered to Player 1 once Player 1 has priority." in answer.lines(), \
        answer.lines()


def test_a_question_waited_on_is_quoted_with_its_places_in_words() -> None:
    """Asked while a player answers a question that is no priority (two face-up Diamond Dogs
    of P0's at P1's Problem, 516.4: which one to dismiss), the answer quoted that question as
    the engine keeps it, "at problem:1"; it names the place as the table shows the question."""
    b = _board(tokens=4)
    b.add("PR13", 0, "hand")  # Holly Dash, Flighty Filly
    shown = b.add("RR11", 0, "play", "problem:1")  # Diamond Dog, a Troublemaker
    b.add("RR11", 0, "play", "problem:1", face_down=True)  # uncovered as the step starts
    g = shipped_game(b, phase="troublemaker", step="uncover", start="uncover")
    assert g.pending().kind == "uniqueness" and shown in g.s["play"]
    answer = _ask(g, "play Holly Dash")
    assert answer[2] == ("- Rule 510.1: no one may take an action now: the engine waits for Player 1 to answer \"Diamond "
                         "Dog: Player 1 controls two face-up Troublemakers at Problem Runaway Cart (Player 2's) (516.4): choose "
                         "which one to dismiss (516.2)\"; actions are taken by a player with priority."), answer


def test_a_problem_area_still_empty_is_read_as_the_board_heads_it() -> None:
    """Before the Starting Problems are chosen (102.2) the board heads a Problem area "P0's
    Problem (none in play yet)", and an answer naming no place lists it so; a question giving
    those words was told they are no place on the board."""
    pool = DeckPool.constructed(load_card_database())
    rng = SeededRandom(4)
    g = new_game(default_library(), [random_deck(pool, rng), random_deck(pool, rng)], 4)
    assert g.s["areas"]["problem:0"].get("problem") is None
    mane = next(i for i in g.s["play"] if g.s["cards"][i]["owner"] == 0)
    answer = RULES.why_not(g, f"why can't P0 move {g.spec(mane).name} to P0's Problem (none in play yet)")
    assert answer.read_as.endswith("to Player 1's Problem (none in play yet)"), answer.read_as
