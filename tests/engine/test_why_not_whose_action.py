"""The judge's "why not?" says whose action it judged: "why can't I play Big Top", asked while
only the opponent holds it, is answered for the opponent and its "Read as" line says it was
switched from "I", as a question naming the other player says it; so does "why can't I
activate Applejack" of the opponent's Mane Character."""

from __future__ import annotations

from engine.mlp.table import mlp_table
from tests.engine.helpers import Board, shipped_game

RULES = mlp_table()


def test_i_asking_of_a_card_only_the_opponent_holds_says_the_answer_is_for_the_opponent() -> None:
    b = Board(manes=("PR1", "PR2"), problems=("PR188", "PR168"))
    b.players[0]["tokens"] = 5
    big_top = b.add("PR38", 1, "hand")
    b.add("PR84", 0, "hand")
    g = shipped_game(b)
    assert g.pending().player == 0
    read_as = RULES.why_not(g, "why can't I play big top").lines()[0]
    assert read_as == (f"Read as: Player 2 plays Big Top, Silly Pony #{big_top} from Player 2's hand (the question said \"I\", "
                       "Player 1 is deciding, but that card is Player 2's: answered for Player 2).")
    # (asked for P1 by name, nothing was switched: nothing is said)
    assert RULES.why_not(g, "why can't P1 play big top").lines()[0] == \
        f"Read as: Player 2 plays Big Top, Silly Pony #{big_top} from Player 2's hand."
    # (asked for no one: its owner's play, the answer saying whose while another decides)
    assert RULES.why_not(g, "why can't big top be played").lines()[0] == (
        f"Read as: Player 2 plays Big Top, Silly Pony #{big_top} from Player 2's hand (Player 1 is deciding, but that card "
        "is Player 2's: answered for Player 2).")


def test_i_asking_to_use_the_opponents_card_says_the_answer_is_for_its_controller() -> None:
    """"Why can't I use AJ" while P0 decides and Applejack is P1's Mane Character."""
    b = Board(manes=("PR1", "PR2"), problems=("PR188", "PR168"))
    b.players[0]["tokens"] = 5
    g = shipped_game(b)
    read_as = RULES.why_not(g, "why can't I activate applejack").lines()[0]
    assert read_as == (f"Read as: Player 2 activates an ability of Applejack, Steadfast Farmpony #{b.mane[1]} at Player 2's home "
                       "(the question said \"I\", Player 1 is deciding, but Player 2 controls that card: answered for Player 2).")


def _p1_deciding_in_their_main_phase() -> tuple[Board, dict[str, int]]:
    """Player 2 holds priority in their Main Phase (5 tokens); Player 1 has Wild Fire (frightened) and Big
    Mac & Applejack at home, Drill Bit in hand and a face-down Troublemaker at Cloudbursting."""
    b = Board(manes=("PR1", "PR2"), problems=("PR188", "PR168"))
    b.players[1]["tokens"] = 5
    cards = {"wild fire": b.add("PR10", 0, "play", "home:0", frightened=True),
             "big mac": b.add("DE17", 0, "play", "home:0"), "drill bit": b.add("PR30", 0, "hand")}
    cards["troublemaker"] = b.add("PR157", 0, "play", "problem:1", face_down=True)
    return b, cards


def test_i_asking_to_move_the_opponents_character_is_answered_for_its_controller_and_says_so() -> None:
    """Player 2 holds priority; "why can't I move Wild Fire to Cloudbursting" names Player 1's Wild Fire.
    It was answered as Player 2's move (refused as Player 1's character) with no word that "I" was read
    as Player 2: now it is Player 1's move, Player 1 controlling it, and the "Read as" line says so."""
    b, cards = _p1_deciding_in_their_main_phase()
    g = shipped_game(b, turn_player=1)
    assert (g.pending().kind, g.pending().player) == ("priority", 1)
    wild_fire = cards["wild fire"]
    switched = ("Player 2 is deciding, but Player 1 controls that card, and a player moves only characters they control "
                "(609.2b): answered for Player 1")
    lines = RULES.why_not(g, "why can't I move wild fire to cloudbursting").lines()
    assert lines[0] == (f"Read as: Player 1 moves Wild Fire, Speed Racer #{wild_fire} from Player 1's home to Problem Cloudbursting "
                        f"(Player 2's) (the question said \"I\", {switched}).")
    assert "- Rule 609.2b: it is Player 2's turn, and only the turn player takes Main Phase actions (512.3)." in lines
    # (with no place said, each place is answered alike; naming Player 2 says it was Player 2's question)
    assert RULES.why_not(g, "why can't I move wild fire").read_as.startswith(
        f"Player 1 moves Wild Fire, Speed Racer #{wild_fire} from Player 1's home (the question said \"I\", {switched})")
    assert RULES.why_not(g, "can Player 2 move wild fire to cloudbursting").read_as.endswith(
        "(the question names Player 2, but Player 1 controls that card, and a player moves only characters they control "
        "(609.2b): answered for Player 1)")
    # (asked for no one: its controller's move too, the "Read as" line saying whose while Player 2 decides)
    lines = RULES.why_not(g, "move wild fire to cloudbursting").lines()
    assert lines[0] == (f"Read as: Player 1 moves Wild Fire, Speed Racer #{wild_fire} from Player 1's home to Problem "
                        "Cloudbursting (Player 2's) (Player 2 is deciding, but Player 1 controls that card, and a player "
                        "moves only characters they control (609.2b): answered for Player 1).")
    assert "- Rule 609.2b: it is Player 2's turn, and only the turn player takes Main Phase actions (512.3)." in lines


def test_every_form_asked_with_i_of_the_opponents_card_says_whose_answer_it_is() -> None:
    """The same board: each form naming a card of Player 1's, asked with "I" while Player 2 decides, is
    answered for Player 1 and says so in the one wording: play, move, activate, rally, uncover."""
    b, cards = _p1_deciding_in_their_main_phase()
    g = shipped_game(b, turn_player=1)
    for question in ("why can't I play drill bit", "why can't I move wild fire to my problem",
                     "why can't I use big mac", "why can't I rally wild fire",
                     f"why can't I uncover #{cards['troublemaker']}"):
        read_as = RULES.why_not(g, question).read_as
        assert read_as.startswith("Player 1 "), (question, read_as)
        assert read_as.endswith(": answered for Player 1)"), (question, read_as)
        assert "(the question said \"I\", Player 2 is deciding, but " in read_as, (question, read_as)


def test_every_form_asked_of_no_player_is_its_controllers_action_and_says_whose() -> None:
    """The same board: each form naming a card of Player 1's, asked of no player while Player 2
    decides ("why can't Wild Fire move"), was answered for the one deciding (a move), or for
    Player 1 with no word that another player decides: a judge asking about a card means its
    controller's action, and the answer says whose it is in the wording of a switched question."""
    b, cards = _p1_deciding_in_their_main_phase()
    g = shipped_game(b, turn_player=1)
    for question in ("why can't wild fire move", "move wild fire to my problem", "why can't drill bit be played",
                     "why can't big mac be activated", "rally wild fire", f"uncover #{cards['troublemaker']}"):
        read_as = RULES.why_not(g, question).read_as
        assert read_as.startswith("Player 1 "), (question, read_as)
        assert "(Player 2 is deciding, but " in read_as, (question, read_as)
        assert ": answered for Player 1)" in read_as, (question, read_as)
        assert "the question" not in read_as, (question, read_as)
    # (Player 2's own card, asked of no one: their action, nothing switched, nothing said)
    assert RULES.why_not(g, "why can't applejack move").read_as.startswith(
        f"Player 2 moves Applejack, Steadfast Farmpony #{b.mane[1]} from Player 2's home, to each place")


def test_i_asking_to_challenge_or_confront_outside_ones_turn_says_whose_answer_it_is() -> None:
    """Player 1 decides which Diamond Dog to dismiss in Player 2's Troublemaker Phase. "Why can't I
    challenge Diamond Dog" is the turn player's challenge (608.1): it said so only when the
    question named Player 1, and "why can't I confront Cloudbursting" was answered as Player 2's
    confronting, not as Player 1's requirements, as "why can't Player 1 confront ..." is."""
    b = Board(manes=("PR1", "PR2"), problems=("PR188", "PR168"))
    b.players[1]["tokens"] = 3
    dog = b.add("RR11", 0, "play", "problem:1")  # Diamond Dog, a Troublemaker
    b.add("RR11", 0, "play", "problem:1")
    g = shipped_game(b, turn_player=1, phase="troublemaker", step="uncover", start="uncover")
    assert (g.pending().kind, g.pending().player, g.s["turn_player"]) == ("uniqueness", 0, 1)
    assert RULES.why_not(g, "why can't I challenge diamond dog").read_as == (
        f"Player 2 (the turn player) challenges Diamond Dog #{dog} at Problem Cloudbursting (Player 2's) (the question said "
        "\"I\", Player 1 is deciding, but the turn player challenges (608.1): answered for Player 2)")
    for question in ("why can't I confront cloudbursting", "why can't Player 1 confront cloudbursting"):
        assert RULES.why_not(g, question).read_as == \
            "Player 1 (the turn player's opponent) meets the confront requirements of Problem Cloudbursting (Player 2's)", question
