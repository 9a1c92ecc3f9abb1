"""The judge's "why not?" as a judge types it at the table: short names players use ("RD",
"AJ", "Twi", "Pinkie"), an arrow for "to", "challenge" or "face off" for confronting, the verb
or the "to" left out, lower case and no punctuation. Words read so are said in the answer's
"Read as" line; words that could name several cards get the question back with each named.
"""

from __future__ import annotations

import pytest

from engine.mlp.state.game import MlpGame
from engine.mlp.table import mlp_table
from engine.mlp.why import WhyQuestionError
from tests.engine.helpers import Board, shipped_game

RULES = mlp_table()


def _game(*hand: str) -> tuple[MlpGame, dict[str, int]]:
    """P0 (Rainbow Dash, Flier Extraordinaire) with Fluttershy, Animal Team and Pinkie Pie, Ice
    Cutter at home and 5 tokens, in their Main Phase; P1 (Applejack, Steadfast Farmpony) with
    Biff, a face-up Troublemaker, at P0's Problem Ponyville in a Bottle; P1's Problem is
    Cloudbursting. `hand`: the codes of the cards in P0's hand."""
    b = Board(manes=("PR1", "PR2"), problems=("PR188", "PR168"))
    b.players[0]["tokens"] = 5
    ids = {"rd": b.mane[0], "aj": b.mane[1], "ponyville": b.problem[0], "cloudbursting": b.problem[1]}
    ids["fluttershy"] = b.add("PR84", 0, "play", "home:0")
    ids["pinkie"] = b.add("PR46", 0, "play", "home:0")
    ids["biff"] = b.add("CG156", 1, "play", "problem:0")
    for code in hand:
        ids[code] = b.add(code, 0, "hand")
    return shipped_game(b), ids


def _read_as(g: MlpGame, question: str) -> str:
    return RULES.why_not(g, question).lines()[0]


@pytest.mark.parametrize(("question", "read_as"), [
    ("why cant RD move to ponyville in a bottle",
     "Player 1 moves Rainbow Dash, Flier Extraordinaire #1 from Player 1's home to Problem Ponyville in a Bottle (Player 1's) "
     "('RD' read as Rainbow Dash, Flier Extraordinaire)"),
    ("move rd, flier extraordinaire to cloudbursting",
     "Player 1 moves Rainbow Dash, Flier Extraordinaire #1 from Player 1's home to Problem Cloudbursting (Player 2's) "
     "('rd, flier extraordinaire' read as Rainbow Dash, Flier Extraordinaire)"),
    ("move shy to cloudbursting",
     "Player 1 moves Fluttershy, Animal Team #25 from Player 1's home to Problem Cloudbursting (Player 2's) "
     "('shy' read as Fluttershy, Animal Team)"),
    ("move Pinkie to Cloudbursting", "Player 1 moves Pinkie Pie, Ice Cutter #26 from Player 1's home to Problem Cloudbursting (Player 2's)"),
    ("move PP to Cloudbursting",  # (a title's initials, typed in capitals)
     "Player 1 moves Pinkie Pie, Ice Cutter #26 from Player 1's home to Problem Cloudbursting (Player 2's) "
     "('PP' read as Pinkie Pie, Ice Cutter)"),
    ("can p1 use aj", "Player 2 activates an ability of Applejack, Steadfast Farmpony #2 at Player 2's home "
                      "('aj' read as Applejack, Steadfast Farmpony)"),
    ("play twi", "Player 1 plays Twilight Sparkle, All-Team Organizer #28 from Player 1's hand "
                 "('twi' read as Twilight Sparkle, All-Team Organizer)"),
])
def test_a_short_name_players_use_is_read_as_the_card_it_stands_for(question: str, read_as: str) -> None:
    """"RD", "AJ", "Twi", "Shy" are the names players write on deck lists for Rainbow Dash,
    Applejack, Twilight Sparkle and Fluttershy (the deck checker reads them so): the question
    was told no card is called that. Read as the card of this game they stand for, the note
    saying so; a subtitle after the short name picks the card, and a title's initials typed
    in capitals ("PP") are read as that title when it is the only one of this game they spell."""
    g, _ids = _game("PR64")  # Twilight Sparkle, All-Team Organizer
    assert _read_as(g, question) == f"Read as: {read_as}."


EXPOSED = "DE81"  # Twilight Sparkle & Rarity, Exposed!: its title starts with Twilight Sparkle's


def _asked_back(g: MlpGame, question: str) -> str:
    """The question back the answer is, when the words could name several cards."""
    with pytest.raises(WhyQuestionError) as asked:
        RULES.why_not(g, question)
    return str(asked.value)


@pytest.mark.parametrize(("other", "typed", "name"), [
    ("PR203", "Twi", "Twilight Sparkle, Ursa Vanquisher"),
    # (a title starting with Twilight Sparkle's is a card "twi" may mean too: it was read as
    # All-Team Organizer without a word of the other)
    (EXPOSED, "twi", "Twilight Sparkle & Rarity, Exposed!"),
])
def test_a_short_name_that_fits_two_cards_gets_the_question_back_naming_both(other: str, typed: str,
                                                                             name: str) -> None:
    g, ids = _game("PR64", other)  # Twilight Sparkle, All-Team Organizer and the other
    said = _asked_back(g, f"play {typed}")
    assert said.startswith(f"Which {typed} (Twilight Sparkle): "), said
    assert f"Twilight Sparkle, All-Team Organizer #{ids['PR64']} in Player 1's hand" in said
    assert f"{name} #{ids[other]} in Player 1's hand" in said


@pytest.mark.parametrize("question", [
    "move Fluttershy -> Ponyville",
    "move fluttershy → ponyville in a bottle",
    "Fluttershy to Ponyville",
    "Fluttershy -> Ponyville?",
    "why cant fluttershy go to ponyville",
    "move fluttershy ponyville",  # (the "to" left out)
    "move fluttershy animal team ponyville in a bottle",
])
def test_a_move_typed_with_an_arrow_or_without_its_verb_or_its_to_is_read(question: str) -> None:
    """An arrow for "to", a card and where it goes with no verb, "go" for "move", the "to" left
    out: each was "can't read" before; each is the move of Fluttershy to Ponyville in a Bottle."""
    g, _ids = _game()
    answer = RULES.why_not(g, question)
    assert answer.read_as == "Player 1 moves Fluttershy, Animal Team #25 from Player 1's home to Problem Ponyville in a " \
                             "Bottle (Player 1's)", answer.read_as
    assert answer.offered is not None


def test_a_move_with_no_place_that_reads_is_still_told_the_grammar() -> None:
    g, _ids = _game()
    with pytest.raises(WhyQuestionError, match=r"^move fluttershy mars where\? Say \"move CARD to PLACE\"$"):
        RULES.why_not(g, "move fluttershy mars")


@pytest.mark.parametrize(("question", "read_as"), [
    ("challenge cloudbursting",
     "Player 1 (the turn player) confronts Problem Cloudbursting (Player 2's) ('challenge' read as confront: Cloudbursting is "
     "a Problem)"),
    ("face off at Cloudbursting",
     "Player 1 (the turn player) confronts Problem Cloudbursting (Player 2's) ('face off' read as confront: Cloudbursting is "
     "a Problem)"),
    ("faceoff Player 2's Problem", "Player 1 (the turn player) confronts Problem Cloudbursting (Player 2's) ('face off' read as confront: Cloudbursting is a Problem)"),
    ("confront at cloudbursting", "Player 1 (the turn player) confronts Problem Cloudbursting (Player 2's)"),
    ("face-off against Biff",
     "Player 1 (the turn player) challenges Biff #27 at Problem Ponyville in a Bottle (Player 1's) ('face off' read as "
     "challenge: Biff is a Troublemaker)"),
    ("why can't I confront biff",
     "Player 1 (the turn player) challenges Biff #27 at Problem Ponyville in a Bottle (Player 1's) ('confront' read as "
     "challenge: Biff is a Troublemaker)"),
])
def test_challenge_and_face_off_are_read_by_what_they_name(question: str, read_as: str) -> None:
    """A Problem is confronted (611.1), a Troublemaker challenged (608.1): "challenge
    Cloudbursting" was answered that Cloudbursting is no Troublemaker, and "face off" was not
    read at all. The question is read by what its words name, the note naming the verb typed."""
    g, _ids = _game()
    assert _read_as(g, question) == f"Read as: {read_as}."


def test_confronting_read_from_challenge_answers_as_confront_does() -> None:
    g, _ids = _game()
    assert RULES.why_not(g, "challenge Cloudbursting").lines()[1:] == \
        RULES.why_not(g, "confront Cloudbursting").lines()[1:]


def test_a_move_to_a_home_named_by_its_owner_with_the_to_left_out_goes_to_that_home() -> None:
    """"move Fluttershy P1's home": the words before "home" were read as the card's ("Fluttershy
    P1's", found as a misspelling), and "home" as its controller's, the one asked not."""
    g, _ids = _game()
    for question in ("move fluttershy animal team P1's home", "move fluttershy the opponent's home"):
        assert _read_as(g, question) == "Read as: Player 1 moves Fluttershy, Animal Team #25 from Player 1's home to Player 2's home."


def test_a_card_with_to_in_its_name_is_moved_with_the_to_left_out() -> None:
    """Rainbow Dash, To the Rescue: "move Rainbow Dash, To the Rescue Cloudbursting" was cut at
    its own "To", and the place "the Rescue Cloudbursting" was no place. A cut between two
    other words is read where the words before it spell a card of this game."""
    b = Board(manes=("PR1", "PR2"), problems=("PR188", "PR168"))
    b.players[0]["tokens"] = 5
    rescue = b.add("PR212", 0, "play", "home:0")
    g = shipped_game(b)
    assert _read_as(g, "move Rainbow Dash, To the Rescue Cloudbursting") == \
        f"Read as: Player 1 moves Rainbow Dash, To the Rescue #{rescue} from Player 1's home to Problem Cloudbursting (Player 2's)."
    with pytest.raises(WhyQuestionError, match="Which Rainbow Dash: "):  # (not "Rainbow Dash to" read as a name)
        RULES.why_not(g, "move Rainbow Dash to Cloudbursting")


def test_initials_that_spell_two_titles_get_the_question_back_naming_both() -> None:
    """"PP" with Pinkie Pie, Ice Cutter at P0's home and Press Pass, On the Scene in P0's hand:
    both titles have those initials, so neither is picked (the question was told no card is
    called "PP"); the Parasprite Pandemic and Private Party no player sees, in a deck, are not
    named."""
    b = Board(manes=("PR1", "PR2"), problems=("PR188", "PR168"))
    b.add("PR46", 0, "play", "home:0")
    b.add("CG44", 0, "hand")
    b.add("PR187", 1, "problem_deck")
    b.add("CN146", 1, "deck")
    g = shipped_game(b)
    with pytest.raises(WhyQuestionError) as asked:
        RULES.why_not(g, "move PP to Cloudbursting")
    assert str(asked.value) == "Which PP: Pinkie Pie or Press Pass? Give the whole name, or the card's number (#N)"


def _both_play_ponyville() -> tuple[MlpGame, int]:
    """Both players' Problem is Ponyville in a Bottle; P0's Fluttershy, Animal Team at home."""
    b = Board(manes=("PR1", "PR2"), problems=("PR188", "PR188"))
    b.players[0]["tokens"] = 5
    fluttershy = b.add("PR84", 0, "play", "home:0")
    return shipped_game(b), fluttershy


@pytest.mark.parametrize("place", ["Ponyville in a Bottle", "ponyville", "Ponyvile in a Bottle"])
def test_a_problem_both_players_have_gets_the_question_back_naming_whose(place: str) -> None:
    """Two Problems of one name, one in each player's area: the name alone was read as the
    first of them, and the answer spoke of a move the judge may not have meant. Asked back
    naming both, as the board heads them."""
    g, _fluttershy = _both_play_ponyville()
    with pytest.raises(WhyQuestionError) as asked:
        RULES.why_not(g, f"move Fluttershy to {place}")
    assert str(asked.value).startswith(
        "Which Problem: Problem Ponyville in a Bottle (Player 1's) or Problem Ponyville in a Bottle (Player 2's)? Say whose")


def test_a_problem_both_players_have_named_with_whose_it_is_is_that_one() -> None:
    g, _fluttershy = _both_play_ponyville()
    for whose in (0, 1):
        assert _read_as(g, f"move Fluttershy to Ponyville in a Bottle (P{whose}'s)").startswith(
            f"Read as: Player 1 moves Fluttershy, Animal Team #25 from Player 1's home to Problem Ponyville in a Bottle (Player {whose + 1}'s)")


def test_a_short_name_is_not_read_as_a_card_starting_with_its_title_while_one_of_that_title_is_out() -> None:
    """A Twilight Sparkle at home and Exposed! in the hand: "play twi" was read as Exposed!, the
    one in the hand, though the judge sees a Twilight Sparkle: both are named back. Moving,
    only the one at home can be meant."""
    b = Board(manes=("PR1", "PR2"), problems=("PR188", "PR168"))
    b.players[0]["tokens"] = 5
    twilight = b.add("PR64", 0, "play", "home:0")
    exposed = b.add(EXPOSED, 0, "hand")
    g = shipped_game(b)
    said = _asked_back(g, "why can't I play twi")
    assert f"Twilight Sparkle & Rarity, Exposed! #{exposed} in Player 1's hand" in said, said
    assert f"Twilight Sparkle, All-Team Organizer #{twilight} at Player 1's home" in said, said
    assert _read_as(g, "move twi to cloudbursting").startswith(
        f"Read as: Player 1 moves Twilight Sparkle, All-Team Organizer #{twilight} from Player 1's home")


def test_the_start_of_a_word_of_a_name_reads_as_the_cards_it_starts() -> None:
    """"twil", "rain" and "pinki" are the first letters of a word of a card's name: read as the
    card (it was "no card is called 'rain'"), or asked back when it starts several names."""
    g, ids = _game("PR64", EXPOSED)
    assert _read_as(g, "move rain to cloudbursting") == (
        f"Read as: Player 1 moves Rainbow Dash, Flier Extraordinaire #{ids['rd']} from Player 1's home to Problem "
        "Cloudbursting (Player 2's) ('rain' read as Rainbow Dash, Flier Extraordinaire).")
    assert "('pinki' read as Pinkie Pie, Ice Cutter)" in _read_as(g, "move pinki to cloudbursting")
    said = _asked_back(g, "play twil")
    assert said.startswith("Which twil: ") and f"#{ids['PR64']}" in said and f"#{ids[EXPOSED]}" in said, said


def test_a_short_name_standing_for_itself_with_a_misspelt_subtitle_reads_as_the_card() -> None:
    """"bon bon" is a short name players use for Bon Bon, the title itself: with a misspelt
    subtitle after it ("bon bon, carollre", asked at a whole-pool game of seed 7119) the
    words were read as the same words over and over, until Python gave up (a traceback)."""
    g, ids = _game("DE48")  # Bon Bon, Caroller
    assert _read_as(g, "play bon bon, carollre") == (
        f"Read as: Player 1 plays Bon Bon, Caroller #{ids['DE48']} from Player 1's hand "
        "('bon bon, carollre' read as Bon Bon, Caroller).")


def test_a_kind_of_card_said_in_the_plural_is_each_card_of_it_answered_one_by_one() -> None:
    """"Why can't my friends move to Cloudbursting", "why can't I play my resources": asked of
    every card of a kind at once (20 of 300 questions at whole-pool boards of seeds 7116-7130),
    they were told "'friends' names no one card". Each card of that kind of the player asking
    is answered as if named alone, with its own reasons."""
    g, ids = _game("PR64", "PR64", "CN59")  # Twilight Sparkle, All-Team Organizer twice; Princess Luna, Night Mare
    lines = RULES.why_not(g, "why cant my friends move to cloudbursting").lines()
    assert lines[:2] == ["Read as: 'my friends' read as each of Player 1's 2 Friends in play, answered one by one.", "Each:"]
    assert f"- Note: Player 1 moves Fluttershy, Animal Team #{ids['fluttershy']} from Player 1's home to Problem Cloudbursting " \
           "(Player 2's): offered as option " in "\n".join(lines), lines
    assert any(line.startswith(f"- Note: Player 1 moves Pinkie Pie, Ice Cutter #{ids['pinkie']} from Player 1's home")
               for line in lines), lines
    played = RULES.why_not(g, "why can't I play my friends").lines()
    # (the copies of a card once)
    assert played[0] == "Read as: 'my friends' read as each of Player 1's 2 Friends in their hand, answered one by one.", played
    said = _read_as(g, "why can't my opponent move their characters home")
    assert said == (f"Read as: Player 2 moves Applejack, Steadfast Farmpony #{ids['aj']} to Player 2's home, where it is already "
                    "('their characters' read as Player 2's only character in play).")


def test_friends_said_of_a_player_with_only_a_mane_character_in_play_are_their_characters() -> None:
    b = Board(manes=("PR1", "PR2"), problems=("PR188", "PR168"))
    g = shipped_game(b)
    assert _read_as(g, "why can't my friends move to cloudbursting").endswith(
        "('my friends' read as Player 1's only character in play, Player 1 having no Friend there).")
    # (none at all: the answer is that there is none, with the rule, not a question it can't read:
    # 6 of 300 questions at whole-pool boards of seeds 7116-7130)
    assert RULES.why_not(g, "why can't I play my resources").lines()[:3] == [
        "Read as: Player 1 plays Resources ('my resources' read as Player 1's Resources in their hand).", "Not offered:",
        "- Rule 609.2a: Player 1 has no Resource in their hand: cards are played from their owner's hand."]


def test_the_troublemaker_with_none_in_play_is_answered_with_the_rule() -> None:
    """"challenge the troublemaker" on a board with none (10 of 300 questions at whole-pool
    boards of seeds 7116-7130) was refused as a question it could not read; that there is none
    is the answer, under the rule of what is challenged."""
    b = Board(manes=("PR1", "PR2"), problems=("PR188", "PR168"))
    g = shipped_game(b)
    for question, whose, none in (("challenge the troublemaker", "'the troublemaker'", "no Troublemaker is in play"),
                                  ("why can't I challenge my opponent's TM", "\"my opponent's TM\"",
                                   "Player 2 has no Troublemaker in play")):
        assert RULES.why_not(g, question).lines()[:3] == [
            f"Read as: Player 1 (the turn player) challenges a Troublemaker ({whose}).", "Not challenged:",
            f"- Rule 608.1: {none}, and only a Troublemaker in play at a Problem is challenged."]


def test_my_card_of_a_name_both_players_have_is_asked_back_naming_mine_alone() -> None:
    """"why can't I play my Fluttershy" with two Fluttershys in P0's hand and one in P1's (seed
    7120) got the question back naming P1's too, though "my" says whose."""
    b = Board(manes=("PR1", "PR2"), problems=("PR188", "PR168"))
    mine = [b.add("PR84", 0, "hand"), b.add("PR83", 0, "hand")]  # Animal Team, Guidance Counselor
    theirs = b.add("PR211", 1, "hand")  # Fluttershy, Monster Tamer
    g = shipped_game(b)
    said = _asked_back(g, "why cant i play my Fluttershy")
    assert all(f"#{i}" in said for i in mine) and f"#{theirs}" not in said, said


def test_a_state_said_before_the_kind_picks_the_cards_in_it() -> None:
    """"why can't I rally my frightened friends" (15 of 300 further questions at the whole-pool
    boards of seeds 7116-7130) was "no card is called 'frightened friends'"."""
    b = Board(manes=("PR1", "PR2"), problems=("PR188", "PR168"))
    b.players[0]["tokens"] = 5
    scared = b.add("PR84", 0, "play", "home:0", frightened=True)
    b.add("PR46", 0, "play", "home:0")  # Pinkie Pie, Ice Cutter: not frightened
    g = shipped_game(b)
    assert _read_as(g, "why can't I rally my frightened friends").startswith(
        f"Read as: Player 1 rallies Fluttershy, Animal Team #{scared} at Player 1's home ('my frightened friends' read as Player 1's "
        "only frightened Friend in play)"), _read_as(g, "why can't I rally my frightened friends")
    assert RULES.why_not(g, "rally my exhausted friends").lines()[2] == (
        "- Rule 609.2e: Player 1 has no exhausted Friend in play: only a frightened character in play is rallied.")


def test_their_problem_is_the_opponents_unless_the_question_names_whose() -> None:
    """"move applejack to their problem" asked by the player deciding (15 of 300 further
    questions at the whole-pool boards of seeds 7116-7130) was read as the asker's own
    Problem; "their" names someone else: the opponent, or the player the question names."""
    g, ids = _game()
    assert _read_as(g, "why can't I move Fluttershy to their problem") == (
        f"Read as: Player 1 moves Fluttershy, Animal Team #{ids['fluttershy']} from Player 1's home to Problem Cloudbursting (Player 2's).")
    assert _read_as(g, "why can't my opponent move Applejack to their problem") == (
        f"Read as: Player 2 moves Applejack, Steadfast Farmpony #{ids['aj']} from Player 2's home to Problem Cloudbursting (Player 2's).")


def test_confront_with_no_problem_named_answers_each_problem() -> None:
    """"why can't my opponent confront" (15 of 300 questions at the whole-pool boards of seeds
    7116-7130) was "confront what?": each Problem in play is answered."""
    g, _ids = _game()
    lines = RULES.why_not(g, "why can't my opponent confront").lines()
    assert lines[:2] == ["Read as: each of the 2 Problems in play, answered one by one (no one Problem named).", "Each:"]
    # ("both problems", 15 more of those 300)
    assert RULES.why_not(g, "why can't my opponent confront both problems").lines() == lines
    assert "- Note: Player 2 (the turn player's opponent) meets the confront requirements of Problem Ponyville in a Bottle " \
           "(Player 1's): Not met." in lines, lines
    assert "- Note: Player 2 (the turn player's opponent) meets the confront requirements of Problem Cloudbursting " \
           "(Player 2's): Not met." in lines, lines


@pytest.mark.parametrize("question", ["why wasn't my opponent able to confront Cloudbursting",
                                      "why isn't my opponent able to confront Cloudbursting",
                                      "why am I not able to confront Cloudbursting"])
def test_able_to_is_read_as_can(question: str) -> None:
    """"why wasn't my opponent able to confront X" (15 of those 300) was "no card is called
    'able to'"."""
    g, _ids = _game()
    assert "confront" in _read_as(g, question) and "Problem Cloudbursting (Player 2's)" in _read_as(g, question)


def test_play_for_free_is_read_as_play_with_what_it_costs() -> None:
    """"why can't I play Fluttershy for free" (15 of those 300) was "no card is called
    'Fluttershy for free'"; the answer to playing it says what it costs."""
    g, ids = _game("PR64")
    assert _read_as(g, "why can't I play Twilight Sparkle for free") == (
        f"Read as: Player 1 plays Twilight Sparkle, All-Team Organizer #{ids['PR64']} from Player 1's hand.")


def test_play_anything_answers_each_card_in_hand() -> None:
    """"why can't I play anything" was "'anything' names no one card": each card of the
    asker's hand is answered, its copies once."""
    g, ids = _game("PR64", "PR64", "CN59")
    lines = RULES.why_not(g, "why can't I play anything").lines()
    assert lines[0] == "Read as: 'anything' read as each of Player 1's 2 cards in their hand, answered one by one.", lines
    assert f"- Note: Player 1 plays Princess Luna, Night Mare #{ids['CN59']} from Player 1's hand" in "\n".join(lines), lines
