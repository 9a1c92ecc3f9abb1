"""A judge's "why not?" questions asked at the first 60 priority decisions of three games
between decks dealt from the whole card pool (seeds 58013-58015, dealt as the pool soak
deals them), where an answer was refused, vague or confusing: each on the judge's board,
checking the words a person reads."""

from __future__ import annotations

import pytest

from engine.mlp.state.library import dilemma_id
from engine.mlp.table import mlp_table
from engine.mlp.why import WhyQuestionError
from tests.engine.card_play import rich_board
from tests.engine.helpers import Board, shipped_game

RULES = mlp_table()


def _ask(g, question: str) -> list[str]:
    return RULES.why_not(g, question).lines()


# ----- a card's number with its name misspelt or shortened -----------------------------------


def test_a_card_number_with_its_name_misspelt_or_shortened_is_read_as_that_card() -> None:
    """Judge scenario (whole-pool seed 58013, turn 1): "play Fluttrshy #135" was refused,
    "card #135 is Fluttershy, Critter Caregiver, not Fluttrshy", while "play Fluttrshy" was
    read as Fluttershy. The number picks the card; a small misspelling of its name or title,
    or its title's first words, beside it is that card, read as the same words are without
    the number, and the answer says how it read them. Words naming another card are still
    refused."""
    b = Board()
    sweetie = b.add("PR20", 0, "hand")  # Sweetie Sunrise, Early Riser
    g = shipped_game(b)
    read = f"Read as: Player 1 plays Sweetie Sunrise, Early Riser #{sweetie} from Player 1's hand"
    answer = _ask(g, f"why can't I play Sweetie Sunrse #{sweetie}?")
    assert answer[0] == f"{read} ('Sweetie Sunrse' read as Sweetie Sunrise)."
    assert answer[1].startswith("It is offered as option ")
    assert _ask(g, f"play Sweetie Sunrise, Early Risr #{sweetie}")[0] == \
        f"{read} ('Sweetie Sunrise, Early Risr' read as Sweetie Sunrise, Early Riser)."
    assert _ask(g, f"play Sweetie #{sweetie}")[0] == f"{read}."
    assert _ask(g, f"play sweetie sunrise #{sweetie}")[0] == f"{read}."
    with pytest.raises(WhyQuestionError, match=f"card #{sweetie} is Sweetie Sunrise, Early Riser, not Rarity"):
        RULES.why_not(g, f"play Rarity #{sweetie}")
    # (a later word of its name, read so without the number too: "play Sunrise")
    assert _ask(g, f"play Sunrise #{sweetie}")[0] == f"{read}."


# ----- a title shared by a card in each hand -----------------------------------------------


def _applejack_in_each_hand():
    """P0 (with priority in their Main Phase) holds Applejack, Plant Leader; P1 holds
    Applejack, Barn Raiser."""
    b = Board(manes=("PR4", "PR2"))
    plant = b.add("PR23", 0, "hand")
    barn = b.add("PR24", 1, "hand")
    return shipped_game(b), plant, barn


def test_a_title_in_both_hands_is_read_as_the_card_of_the_player_asked_about() -> None:
    """Judge scenario (whole-pool seed 58014, turn 19): with Applejack, Protective Big Sis in
    P0's hand and Applejack, Captain of the Seven Seas in P1's, "can P0 play Applejack" (and
    "why can't I play Appljack" asked for P0, who had priority) was answered only "Which
    Applejack: ...?", though a player plays cards from their own hand only. The title is read
    as the card in the hand of the player the question names, else of the player deciding."""
    g, plant, barn = _applejack_in_each_hand()
    assert g.pending().player == 0
    for question in ("can P0 play Applejack", "why can't I play Appljack?", "play Applejack"):
        assert _ask(g, question)[0].startswith(f"Read as: Player 1 plays Applejack, Plant Leader #{plant} from Player 1's hand"), \
            question
    assert _ask(g, "can Player 2 play Applejack")[0].startswith(
        f"Read as: Player 2 plays Applejack, Barn Raiser #{barn} from Player 2's hand")


def test_a_title_the_player_asked_about_holds_twice_is_still_asked_which() -> None:
    """Two cards of one title in the hand of the player asked about: the question still asks
    which, listing them, as nothing tells them apart."""
    b = Board(manes=("PR4", "PR2"))
    plant = b.add("PR23", 0, "hand")
    barn = b.add("PR24", 0, "hand")
    g = shipped_game(b)
    with pytest.raises(WhyQuestionError, match=f"Which Applejack: Applejack, Plant Leader #{plant} in Player 1's hand or "
                                               f"Applejack, Barn Raiser #{barn} in Player 1's hand?"):
        RULES.why_not(g, "can Player 1 play Applejack")


# ----- Goof Off: the Mane Character its cost exhausts, named ---------------------------------

GOOF_OFF = "CN176"  # "Main Phase: This card's owner may exhaust their Mane Character at a Problem to look at ..."


def test_cn176_goof_off_not_offered_names_the_mane_character_and_where_it_is() -> None:
    """Judge scenario (whole-pool seed 58014, turn 2): "activate Goof Off" with P1's Mane
    Character ready at home was answered "(705.2) P1's Mane Character is not ready at a
    Problem", which a judge seeing it ready reads as wrong. The answer names the cost
    (703.1d, 508.1d), the Mane Character and where it is."""
    b = Board(problems=(GOOF_OFF, "PR190"))
    g = shipped_game(b)
    mane = b.mane[0]
    answer = _ask(g, "activate Goof Off")
    assert "- Rule 508.1d: its cost exhausts Player 1's Mane Character at a Problem, and " \
           f"{g.name(mane)} is at Player 1's home, not at a Problem." in answer


def test_cn176_goof_off_not_offered_with_the_mane_character_exhausted_at_a_problem() -> None:
    """The Mane Character at a Problem but exhausted: the answer says so (503.2a)."""
    b = Board(problems=(GOOF_OFF, "PR190"))
    b.cards[b.mane[0] - 1]["area"] = "problem:1"
    b.cards[b.mane[0] - 1]["exhausted"] = True
    g = shipped_game(b)
    mane = b.mane[0]
    assert "- Rule 503.2a: its cost exhausts Player 1's Mane Character at a Problem, and " \
           f"{g.name(mane)} is already exhausted." in _ask(g, "activate Goof Off")


# ----- an attachment with nothing in play to go on -------------------------------------------

CHIC_BERET = "CN135"  # "Play on a Friend." (no play requirement)
BED_REST = "CN131"  # "Play on an opponent's ready Friend."


def test_an_attachment_with_no_friend_in_play_says_none_is_there() -> None:
    """Judge scenario (whole-pool seed 58014, turn 10): "play Chic Beret" with no Friend in
    play was answered only "it is played on a Friend (a face-up card in play, not frightened:
    509.1)", leaving the judge to find what was missing. The answer says no Friend is in play."""
    b = Board()
    b.players[0]["tokens"] = 5
    beret = b.add(CHIC_BERET, 0, "hand")
    g = shipped_game(b)
    answer = _ask(g, "play Chic Beret")
    assert answer[0] == f"Read as: Player 1 plays Chic Beret #{beret} from Player 1's hand."
    assert "- Card text of Chic Beret: it is played on a Friend (a face-up card in play, not frightened: 509.1); " \
           "no Friend is in play." in answer


def test_an_attachment_whose_every_possible_host_is_refused_names_each_and_why() -> None:
    """Bed Rest ("Play on an opponent's ready Friend") with P0's own Friends (those giving
    the power it requires) and P1's exhausted one in play: the answer names what keeps each
    from taking it, the Friends refused for one reason together."""
    b = rich_board()
    rest = b.add(BED_REST, 0, "hand")
    tired = b.add("PR20", 1, "play", "home:1", exhausted=True)
    g = shipped_game(b)
    own = [i for i in g.s["play"] if g.spec(i).type == "friend" and g.card(i)["ctrl"] == 0]
    answer = _ask(g, "play Bed Rest")
    assert answer[0] == f"Read as: Player 1 plays Bed Rest #{rest} from Player 1's hand."
    first = ", ".join(g.name(i) for i in own[:3])
    assert "- Card text of Bed Rest: it is played on an opponent's ready Friend (a face-up card in play, not " \
           f"frightened: 509.1); {first} and {len(own) - 3} more are controlled by Player 1, not by an opponent of Player 1; " \
           f"Sweetie Sunrise, Early Riser #{tired} is exhausted." in answer


# ----- two copies moved: where they are from, then where to ----------------------------------


def test_two_copies_asked_to_move_are_read_from_where_they_are_then_to_the_place() -> None:
    """Judge scenario (whole-pool seed 58013, turn 7): "move Thorax home" with two Thorax,
    Earning His Wings at P1's Problem was read "P0 moves Thorax, Earning His Wings to P0's
    home, 2 copies: #140 and #146 at Problem Adventures in Foalsitting (P1's)", as if the
    Problem were where they went. The copies and where they are come first, then where to."""
    b = Board()
    b.players[0]["tokens"] = 1
    first = b.add("PR20", 0, "play", "problem:1")
    second = b.add("PR20", 0, "play", "problem:1")
    g = shipped_game(b)
    answer = _ask(g, "move Sweetie Sunrise home")
    assert answer[0] == (f"Read as: Player 1 moves Sweetie Sunrise, Early Riser, 2 copies: #{first} and #{second} from "
                         "Problem Runaway Cart (Player 2's), to Player 1's home.")
    assert "- Rule 609.2b: moving Sweetie Sunrise, Early Riser there costs 2 action tokens; Player 1 has 1." in answer


# ----- outside the Main Phase, a move to the other player's home -----------------------------


def test_a_move_to_the_other_players_home_outside_the_main_phase_names_both_reasons() -> None:
    """Judge scenario (whole-pool seed 58015, turn 19, P1's Ready Phase): "move Princess
    Twilight Sparkle to P0's home" (and to the Problem she was at) was answered only "it is
    the Ready Phase, not the Main Phase", as if it would be offered in the Main Phase; in the
    Main Phase the same questions are told 506.2 and "already there". Both reasons are told,
    the move's own first; a move to the player's own home is told the phase alone."""
    b = Board()
    b.players[0]["tokens"] = 5
    sweetie = b.add("PR20", 0, "play", "problem:1")
    b.add("LL91", 0, "hand")  # Dramatic Entrance, an Immediate Event: P0 is asked in the Ready Phase
    g = shipped_game(b, phase="ready", step="draw")
    assert g.s["phase"] == "ready" and g.pending().player == 0
    answer = _ask(g, "move Sweetie Sunrise to P1's home")
    reasons = [line for line in answer if line.startswith("- ")]
    assert reasons == [f"- Rule 506.2: Sweetie Sunrise, Early Riser #{sweetie} can't be moved to Player 2's home: a "
                       "character goes only to its controller's home or a Problem.",
                       "- Rule 609.2b: a character is moved only as a Main Phase action: it is the Ready Phase, "
                       "not the Main Phase."]
    assert [line for line in _ask(g, "move Sweetie Sunrise home") if line.startswith("- ")] == \
        ["- Rule 609.2b: a character is moved only as a Main Phase action: it is the Ready Phase, not the Main Phase."]
    # (and one to the Problem it is at: "already there", as in the Main Phase)
    assert [line for line in _ask(g, "move Sweetie Sunrise to Runaway Cart") if line.startswith("- ")] == \
        [f"- Rule 609.2b: Sweetie Sunrise, Early Riser #{sweetie} is already there, and characters can't be moved "
         "to their current area.",
         "- Rule 609.2b: a character is moved only as a Main Phase action: it is the Ready Phase, not the Main Phase."]


def test_a_resource_moved_outside_the_main_phase_is_told_it_is_no_character() -> None:
    """Whole-pool game 7004, turn 44, P0's Ready Phase: "why can't I move Pile of Presents to I
    Can Fix It!" was told only "it is the Ready Phase, not the Main Phase", as if it could be
    moved in the Main Phase; a Resource is moved in no phase (609.2b), and the phase's reason
    says what waits for the Main Phase."""
    b = Board()
    b.players[0]["tokens"] = 5
    presents = b.add("CG139", 0, "play", "home:0")  # Pile of Presents, a Resource
    b.add("LL91", 0, "hand")  # Dramatic Entrance, an Immediate Event: P0 is asked in the Ready Phase
    g = shipped_game(b, phase="ready", step="draw")
    reasons = [line for line in _ask(g, "move Pile of Presents to Runaway Cart") if line.startswith("- ")]
    assert reasons[0] == (f"- Rule 609.2b: Pile of Presents #{presents} is a Resource, not a character, and the move "
                          "action moves characters."), reasons


def _two_nightmares() -> tuple[Board, int, int]:
    """P1 with two Dilemmas Nightmare Scenario in play, each in an area of its own (522.2)."""
    b = Board()
    b.players[0]["tokens"] = 5
    dilemma = dilemma_id("19438831-a1aa-49ce-a694-5fc469176fea")  # MT105 Nightmare Scenario
    first = b.add(dilemma, 1, "play", "dilemma:1")
    second = b.add(dilemma, 1, "play", "dilemma:2")
    b.top["areas"] = {
        **{f"home:{p}": {"owner": p, "kind": "home", "problem": None} for p in (0, 1)},
        **{f"problem:{p}": {"owner": p, "kind": "problem", "problem": b.problem[p]} for p in (0, 1)},
        "dilemma:1": {"owner": 1, "kind": "problem", "problem": first},
        "dilemma:2": {"owner": 1, "kind": "problem", "problem": second},
    }
    return b, first, second


def test_two_dilemmas_of_one_name_and_one_player_are_told_apart_by_number() -> None:
    """Whole-pool game 7015, turn 42: "move Ember to Nightmare Scenario" with three of P1's
    Dilemmas of that name got back "Say whose, as the board heads it ("nightmare scenario
    (P1's)")": all are P1's, and "(P1's)" then picked the first without a word. The question
    back asks for the number, which picks that one."""
    b, first, second = _two_nightmares()
    fluttershy = b.add("PR84", 0, "play", "home:0")
    g = shipped_game(b)
    for place in ("Nightmare Scenario", "Nightmare Scenario (P1's)"):
        with pytest.raises(WhyQuestionError) as asked:
            _ask(g, f"move Fluttershy to {place}")
        said = str(asked.value)
        assert said == (f"Which Problem: Dilemma Nightmare Scenario #{first} (Player 2's) or Dilemma Nightmare Scenario "
                        f"#{second} (Player 2's)? Give its number, as the board heads it (\"Nightmare Scenario #{first}\")"), said
    answer = _ask(g, f"move Fluttershy to Nightmare Scenario #{second}")
    assert answer[0].startswith(f"Read as: Player 1 moves Fluttershy, Animal Team #{fluttershy} from Player 1's home to Dilemma "
                                f"Nightmare Scenario #{second} (Player 2's)"), answer
