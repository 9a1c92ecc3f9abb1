"""The judge's "why not?" across the card pool: a card's text that forbids an action, or makes it
dearer, is named with its card, never left to a bare rule number.

Judge scenarios on small boards (docs/board-state-format.md): each asks about an action the
card keeps off the list and reads the answer as the judge does.
"""

from __future__ import annotations

from engine.mlp.table import mlp_table
from tests.engine.helpers import Board, shipped_game

RULES = mlp_table()
RED_GALA = "PR33"  # Red Gala, Favorite Cousin: a 2-power orange Friend without text
FULL_STEAM = "PR31"  # Full Steam, Smoke Stacked: 4 power, no text


def _ask(b: Board, question: str) -> list[str]:
    return RULES.why_not(shipped_game(b), question).lines()


def _board(tokens: int, problems: tuple[str, str] = ("PR168", "PR190")) -> Board:
    b = Board(manes=("PR2", "PR4"), problems=problems)  # P0: Applejack; P1: Twilight Sparkle
    b.players[0]["tokens"] = tokens
    return b


def test_a_move_made_dearer_by_a_card_names_that_card() -> None:
    """Silver Spoon, High and Mighty (MT72): "Opposing characters here can't be moved unless
    their controller pays [1]"; Down the Drain (SB127), Princess Luna, Midnight (SB139) and
    Storm King, Force of Nature (SB142) tax moves alike. The move action costs 2 (609.2b): the
    answer says which card's text made it dearer, not only the total."""
    b = _board(tokens=2)
    steam = b.add(FULL_STEAM, 0, "play", "problem:1")
    spoon = b.add("MT72", 1, "play", "problem:1")
    assert f"- Rule 609.2b: moving Full Steam, Smoke Stacked #{steam} there costs 3 action tokens (2 to move, +1 " \
        f"from Silver Spoon, High and Mighty #{spoon}); Player 1 has 2." in _ask(b, "move Full Steam home")
    b = _board(tokens=1, problems=("PR168", "SB127"))
    gala = b.add(RED_GALA, 0, "play", "home:0")
    assert f"- Rule 609.2b: moving Red Gala, Favorite Cousin #{gala} there costs 3 action tokens (2 to move, +1 " \
        f"from Down the Drain #{b.problem[1]}); Player 1 has 1." in _ask(b, "move Red Gala to Down the Drain")
    b = _board(tokens=2)
    gala = b.add(RED_GALA, 0, "play", "home:0")
    king = b.add("SB142", 1, "play", "problem:1", face_down=False)
    assert f"- Rule 609.2b: moving Red Gala, Favorite Cousin #{gala} there costs 4 action tokens (2 to move, +2 " \
        f"from Storm King, Force of Nature #{king}); Player 1 has 2." in _ask(b, "move Red Gala to Runaway Cart")


def test_an_ability_taken_away_names_the_card_whose_text_took_it() -> None:
    """Rising Star, In the Spotlight (PR75) has "Main Phase: Exhaust this card to uncover a
    Troublemaker at its Problem". Under Clipped Wings (AD129, "That Friend loses and can't have
    abilities"), at Trixie, Highest Level Unicorn's Problem (HM149, "Friends here lose and
    can't have abilities") or after Into the Stream of Silence (LL97, an Event whose modifier
    lasts the turn), the answer names that card and quotes it, not "a modifier in play" (707.1)."""
    def board() -> tuple[Board, int]:
        b = _board(tokens=3)
        star = b.add("PR75", 0, "play", "problem:0")
        b.add("PR157", 1, "play", "problem:0", face_down=True)  # (a Troublemaker there to uncover)
        return b, star

    b, star = board()
    b.add("AD129", 1, "play", "problem:0", host=star)
    answer = _ask(b, "activate Rising Star")
    assert f"- Card text of Clipped Wings: Rising Star, In the Spotlight #{star} loses and can't have abilities " \
        "by this text (707.1)." in answer, answer
    assert '    The card says: "Play on a Friend.\nThat Friend loses and can\'t have abilities."' in answer
    b, star = board()
    b.add("HM149", 1, "play", "problem:0", face_down=False)
    assert any(line.startswith("- Card text of Trixie, Highest Level Unicorn: Rising Star") for line in
               _ask(b, "activate Rising Star"))
    b, star = board()
    stream = b.add("LL97", 1, "discard")
    b.top["mods"] = [{"kind": "loses_abilities", "target": star, "amount": 0, "until": "turn", "color": "",
                      "ctrl": 1, "src": stream, "ts": 1}]
    assert any(line.startswith("- Card text of Into the Stream of Silence: Rising Star") for line in
               _ask(b, "activate Rising Star"))


def test_an_exhausting_cost_a_card_forbids_names_that_card_and_rule_104_2a() -> None:
    """Nightmare Star, Solar Flare (AD-1): "Players can't exhaust their Friends"; Bed Rest
    (CN131): "That Friend can't be exhausted". Rising Star's ability costs exhausting it:
    a cost requiring what can't happen can't be paid (104.2a, not 508.1a, which is about a
    cost that would be replaced), and the answer names the card that forbids it."""
    b = _board(tokens=3)
    star = b.add("PR75", 0, "play", "problem:0")
    b.add("PR157", 1, "play", "problem:0", face_down=True)
    nightmare = b.add("AD-1", 1, "play", "problem:1", face_down=False)
    answer = _ask(b, "activate Rising Star")
    assert f"- Rule 104.2a: its cost exhausts Rising Star, In the Spotlight #{star}, which can't be exhausted " \
        f"(Nightmare Star, Solar Flare #{nightmare}'s text says so: “Players can't exhaust their Friends.”)." \
        in answer, answer
    b = _board(tokens=3)
    star = b.add("PR75", 0, "play", "problem:0")
    b.add("PR157", 1, "play", "problem:0", face_down=True)
    rest = b.add("CN131", 1, "play", "problem:0", host=star)
    assert f"- Rule 104.2a: its cost exhausts Rising Star, In the Spotlight #{star}, which can't be exhausted " \
        f"(Bed Rest #{rest}'s text says so: “That Friend can't be exhausted.”)." in _ask(b, "activate Rising Star")


def test_an_exhausting_cost_of_an_ability_with_several_costs_names_the_card_that_forbids_it() -> None:
    """Cloudchaser, Flexible Flier (PR11): "Main Phase: Exhaust this card to reduce by [1] ...",
    a cost read with the ability's other costs, not as activation's own check: wearing Bed
    Rest, the answer names Cloudchaser, Bed Rest and its text, and cites 104.2a (a cost
    requiring what can't happen can't be paid), as activation does."""
    b = _board(tokens=3)
    flier = b.add("PR11", 0, "play", "home:0")
    rest = b.add("CN131", 1, "play", "home:0", host=flier)
    assert f"- Rule 104.2a: its cost exhausts Cloudchaser, Flexible Flier #{flier}, which can't be exhausted " \
        f"(Bed Rest #{rest}'s text says so: “That Friend can't be exhausted.”)." in _ask(b, "activate Cloudchaser")


def test_an_ability_only_the_player_with_the_most_pegasi_may_activate_says_so_by_its_card() -> None:
    """Ponies Without Parachutes (CG183): "... Only the player with the most Pegasus characters
    here may activate this ability." With 2 Pegasus characters there to the opponent's 3, the
    card's own text keeps P0 from it: the answer quotes the card and gives both counts, not
    rule 705.2 ("its instructions could not be followed")."""
    b = _board(tokens=3, problems=("CG183", "PR190"))
    b.add("PR79", 0, "play", "problem:0")  # Sugar Twist, a Pegasus
    b.add("PR20", 0, "play", "problem:0")  # Sweetie Sunrise, a Pegasus
    for _ in range(3):
        b.add("PR79", 1, "play", "problem:0")
    answer = _ask(b, "activate Ponies Without Parachutes")
    assert "- Card text of Ponies Without Parachutes: only the player with the most Pegasus characters here may " \
        "activate it, and Player 1 has 2 there to Player 2's 3." in answer, answer
    assert not any(line.startswith("- Rule 705.2") for line in answer)


def _colors(b: Board) -> Board:
    """P0's characters meet any play requirement: a Friend of each color at home, each with
    six +1 power counters (Cheese Sandwich, Lyra, Maud Pie, Bon Bon, Bulk Biceps, Coco Pommel)."""
    for code in ("AD7", "AD26", "AD34", "AD41", "AD55", "AD67"):
        b.add(code, 0, "play", "home:0", counters={"power": 6})
    return b


def test_a_resource_kept_off_a_problem_and_its_friends_names_that_problem() -> None:
    """Magical Tantrum (CG181): "Resources can't be played on this Problem or on Friends here."
    Hard Hat ("Play on a Friend") asked on a Friend there, and Focused Study ("Play on a
    Problem") asked on Magical Tantrum itself: the answer is Magical Tantrum's text, not the
    Resource's own placement rule, which the Friend and the Problem meet."""
    b = _colors(_board(tokens=5, problems=("PR168", "CG181")))
    b.add("PR139", 0, "hand")  # Hard Hat
    b.add("PR137", 0, "hand")  # Focused Study
    gala = b.add(RED_GALA, 0, "play", "problem:1")
    g = shipped_game(b)
    answer = RULES.why_not(g, "play Hard Hat on Red Gala").lines()
    assert answer[2] == "- Card text of Magical Tantrum: Magical Tantrum's text says Resources can't be played on " \
        f"Red Gala, Favorite Cousin #{gala}.", answer
    assert answer[3] == '    The card says: "Resources can\'t be played on this Problem or on Friends here."'
    assert RULES.why_not(g, "play Focused Study on Magical Tantrum").lines()[2] == \
        "- Card text of Magical Tantrum: Magical Tantrum's text says Resources can't be played on it."
    # (elsewhere the Resources are offered)
    assert RULES.why_not(g, "play Focused Study on Cloudbursting").offered is not None


def test_a_card_that_asks_its_player_to_control_a_name_says_which_name() -> None:
    """The Element of Kindness, Sharing Kindness (CN201): "You must control Fluttershy to play
    this card." Without a Fluttershy in play the answer names Fluttershy, as printed, not
    "the card its text requires"; with a Fluttershy Friend in play it is offered."""
    b = _colors(_board(tokens=5))
    b.add("CN201", 0, "hand")
    answer = _ask(b, "play The Element of Kindness at home")
    assert "- Card text of The Element of Kindness, Sharing Kindness: Player 1 controls no card named Fluttershy in " \
        "play, and its text requires one." in answer, answer
    b.add("EO81", 0, "play", "problem:0")  # Fluttershy (EO81), a Friend without text
    assert RULES.why_not(shipped_game(b), "play The Element of Kindness at home").offered is not None


def test_a_player_asking_about_moving_their_own_character_in_the_opponents_main_phase_is_answered_for_them() -> None:
    """In P0's Main Phase, "can P1 move Blue Moon to Cloudbursting" about P1's own Friend: the
    answer is P1's (they control it), who can't act now and takes no Main Phase action in
    P0's turn (609.2b, 512.3), not P0's, told that P1 controls Blue Moon."""
    b = _board(tokens=3)
    moon = b.add("PR60", 1, "play", "home:1")  # Blue Moon, Ol' Blue Eyes
    answer = _ask(b, "can P1 move Blue Moon to Cloudbursting")
    assert answer[0].startswith(f"Read as: Player 2 moves Blue Moon, Ol' Blue Eyes #{moon} from Player 2's home"), answer
    assert "- Rule 609.2b: it is Player 1's turn, and only the turn player takes Main Phase actions (512.3)." in answer
    assert not any("is controlled by P1" in line for line in answer)
    # (asked for no one: P1's move too, the answer saying so; asked for P0, the same, saying P0 was named)
    for question, asked in (("move Blue Moon to Cloudbursting", ""), ("can P0 move Blue Moon to Cloudbursting",
                                                                      "the question names Player 1, but ")):
        said = _ask(b, question)
        assert said[0].startswith(f"Read as: Player 2 moves Blue Moon, Ol' Blue Eyes #{moon} from Player 2's home"), said
        assert said[0].endswith(f"({asked or 'Player 1 is deciding, but '}Player 2 controls that card, and a player moves "
                                "only characters they control (609.2b): answered for Player 2)."), said


def test_a_card_named_by_octavia_or_aurora_names_the_card_that_named_it() -> None:
    """Octavia, Harsh Judge (EO69): "As this card enters play, name a card. Cards with that name
    can't be played." Aurora, Bori & Alice (LL76) does so for Friends. The answer names the
    card that named it and the name it named, and quotes its text, not "a card in play"."""
    for namer_code, namer in (("EO69", "Octavia, Harsh Judge"), ("LL76", "Aurora, Bori & Alice, Givers of the Grove")):
        b = _board(tokens=3)
        b.add(RED_GALA, 0, "hand")
        namer_iid = b.add(namer_code, 1, "play", "home:1")
        b.top["flags"] = {f"named:{namer_iid}": "Red Gala, Favorite Cousin"}
        answer = _ask(b, "play Red Gala at home")
        assert f"- Card text of {namer}: {namer} #{namer_iid} named Red Gala, Favorite Cousin as it entered play, " \
            "and cards with that name can't be played." in answer, answer


def test_a_confront_not_met_names_the_characters_there_whose_power_is_not_counted_and_why() -> None:
    """Prim Hemline, Runway Judge (HM49): "This card can't contribute its power to confronting
    Problems"; Babysitting Breezies (AD168): "Characters with 3 or more power can't contribute
    their power to confronting this Problem". A judge told only "P0's characters there give
    nothing" sees a 4-power Friend there: the answer names each character left out and the
    text that leaves it out (611.3a), and an exhausted one (503.5)."""
    b = _board(tokens=3)
    prim = b.add("HM49", 0, "play", "problem:1")
    tired = b.add(RED_GALA, 0, "play", "problem:1", exhausted=True)
    answer = _ask(b, "confront Runaway Cart")
    assert "- Rule 611.3: it needs 4 Wild; Player 1's characters there give nothing; not counted: Prim Hemline, Runway " \
        f"Judge #{prim} (by its own text, 611.3a), Red Gala, Favorite Cousin #{tired} (exhausted, 503.5)." in answer, \
        answer
    b = _board(tokens=3, problems=("AD168", "PR190"))
    steam = b.add(FULL_STEAM, 0, "play", "problem:0")
    answer = _ask(b, "confront Babysitting Breezies")
    assert "- Rule 611.3: it needs 2 Yellow + 2 non-Yellow; Player 1's characters there give nothing; not counted: Full " \
        f"Steam, Smoke Stacked #{steam} (by Babysitting Breezies #{b.problem[0]}'s text, 611.3a)." in answer, answer


def test_a_cost_taking_cards_of_yours_says_what_the_player_lacks_to_pay_it() -> None:
    """Lightning Dust, Ruthless Racer (EO13): "Main Phase: Retire another Friend to move this
    card." With no other Friend of P0's in play, the answer says that P0 controls none that
    fits the cost, not only that "one of its costs can't be paid now" (508.1d); with another
    Friend there, it is offered."""
    b = _board(tokens=3)
    dust = b.add("EO13", 0, "play", "home:0")
    b.add(RED_GALA, 1, "play", "home:1")  # (the opponent's Friend does not pay it)
    answer = _ask(b, "activate Lightning Dust")
    assert "- Rule 508.1d: its cost “Retire another Friend” takes 1 card of Player 1's that fits it, and Player 1 controls " \
        "none." in answer, answer
    b.add(RED_GALA, 0, "play", "problem:0")
    answer = _ask(b, "activate Lightning Dust")
    assert answer[1] == f"It is offered as option 9: Lightning Dust, Ruthless Racer #{dust}: Main Phase: Retire " \
        "another Friend to move this card.", answer


def test_a_cost_exhausting_a_card_of_yours_names_the_one_already_exhausted() -> None:
    """Awkward Cuteceñara (MT118, a Problem): "Main Phase: Exhaust your Mane Character to put a 1
    [Laughter] Earth Pony Friend token into play." With P0's Mane Character exhausted, the
    answer names it as the card that fits the cost and says it is exhausted (508.1d)."""
    b = _board(tokens=3, problems=("MT118", "PR190"))
    b.cards[b.mane[0] - 1]["exhausted"] = True
    answer = _ask(b, "activate Awkward Cuteceñara")
    assert f"- Rule 508.1d: its cost “Exhaust your Mane Character” takes 1 card of Player 1's that fits it, and Player 1 " \
        f"controls 1 (Applejack, Steadfast Farmpony #{b.mane[0]} is exhausted)." in answer, answer


def test_costs_retiring_or_exhausting_a_card_of_yours_say_how_many_fit() -> None:
    """"Exhaust one of your Resources at home" (Dark Moon, Moonlit Colt, CN11), "Retire a
    Friend" (Belly Flop, DE92, an Event) and "exhaust one of your characters here" (Get Lost,
    EO186, a Problem's "you may pay [2] and ... to dismiss that Friend") say, as "Retire
    another Friend" does, how many cards the cost takes and how many of the player's fit it
    (508.1d), not only that "one of its costs can't be paid now"."""
    b = _board(tokens=3)
    b.add("CN11", 0, "play", "home:0", exhausted=True)
    assert "- Rule 508.1d: its cost “Exhaust one of your Resources at home” takes 1 card of Player 1's that fits it, " \
        "and Player 1 controls none." in _ask(b, "activate Dark Moon")
    pastries = b.add("AD132", 0, "play", "home:0", exhausted=True)  # (Fresh Pastries: played to your home)
    answer = _ask(b, "activate Dark Moon")
    assert "- Rule 508.1d: its cost “Exhaust one of your Resources at home” takes 1 card of Player 1's that fits it, " \
        f"and Player 1 controls 1 (Fresh Pastries #{pastries} is exhausted)." in answer, answer
    b = Board(manes=("AD4", "PR4"))  # (Discord, Bending the Rules: the 3 Pink power Belly Flop needs)
    b.players[0]["tokens"] = 5
    b.add("DE92", 0, "hand")
    b.add(RED_GALA, 1, "play", "home:1")  # (an opposing Friend to dismiss; it can't pay P0's cost)
    answer = _ask(b, "play Belly Flop")
    assert "- Rule 508.1d: its cost “Retire a Friend” takes 1 card of Player 1's that fits it, and Player 1 controls none." \
        in answer, answer
    for tired in (False, True):
        b = Board(problems=("EO186", "PR190"))
        b.players[1] = {"tokens": 5}
        mine = b.add(FULL_STEAM, 0, "play", "problem:0", exhausted=True) if tired else None
        gala = b.add(RED_GALA, 1, "hand")
        g = shipped_game(b, turn_player=1)
        g.submit([f"play|{gala}|problem:0"])
        held = f" (Full Steam, Smoke Stacked #{mine} is exhausted; " if tired else ""
        assert "Nothing happens: “You may pay [2] and exhaust one of your characters here to dismiss that Friend” is not done: its cost “Pay [2] and exhaust one of your " \
            f"characters here” takes 1 card of P0's that fits it, and P0 controls {'1' if tired else 'none'}{held or ' ('}" \
            f"by the text of Get Lost #{b.problem[0]}); not repeated while it stays so" in [text for _, _, text in g.log]


def test_three_copies_in_a_hand_are_listed_as_a_judge_writes_them() -> None:
    """Three copies of a card in P0's hand, asked about by name: the answer reads them "#a, #b
    and #c in P0's hand", not "#a and #b and #c" (asked for P0, who is not deciding: without
    their tokens the game has gone on to P1)."""
    b = _board(tokens=0)
    copies = [b.add(RED_GALA, 0, "hand") for _ in range(3)]
    answer = _ask(b, "why can't Player 1 play Red Gala")
    assert answer[0] == f"Read as: Player 1 plays Red Gala, Favorite Cousin, 3 copies: #{copies[0]}, #{copies[1]} and " \
        f"#{copies[2]} in Player 1's hand.", answer


def test_activating_a_shared_title_no_copy_can_activate_is_read_as_the_card_in_play() -> None:
    """"activate Twilight Sparkle" with P1's Mane Character Twilight Sparkle, Gala Greeter in
    play and Twilight Sparkle, Noted Speaker in P1's hand and discard pile, none with an ability
    to activate: a judge means the card on the table, and is told it has no activated
    ability, not asked which of three cards, two of them out of play, they meant."""
    b = Board(manes=("PR2", "CN5"))  # P1: Twilight Sparkle, Gala Greeter (a Mane Character)
    b.add("CN197", 1, "hand")  # Twilight Sparkle, Noted Speaker
    b.add("CN197", 1, "discard")
    b.top.update(turn_player=1)  # (P1's Main Phase)
    b.players[1]["tokens"] = 2
    answer = _ask(b, "activate Twilight Sparkle")
    assert answer[0] == f"Read as: Player 2 activates an ability of Twilight Sparkle, Gala Greeter #{b.mane[1]} at Player 2's home.", \
        answer
    assert answer[2].startswith("- Rule 703.1: Twilight Sparkle, Gala Greeter has no activated ability on either side"), \
        answer


def test_the_friends_kept_in_play_from_a_cost_are_listed_as_a_sentence_lists_them() -> None:
    """Lightning Dust, Ruthless Racer (EO13, "Retire another Friend to move this card") at
    P0's Amnity Ball (LL127: "your Friends here can't leave play") with three other Friends
    there: the answer named them "A and B and C (… keeps it from leaving play)"; it lists them
    "A, B and C (of each: … keeps it from leaving play)"."""
    b = _board(tokens=3, problems=("LL127", "PR190"))
    b.add("EO13", 0, "play", "problem:0")
    held = [b.add(RED_GALA, 0, "play", "problem:0") for _ in range(3)]
    answer = "\n".join(_ask(b, "activate Lightning Dust"))
    first, second, third = (f"Red Gala, Favorite Cousin #{i}" for i in held)
    assert (f"fit are kept in play or would be replaced leaving it: {first}, {second} and {third} (of each: Amnity "
            "Ball #") in answer, answer
    assert "'s text keeps it from leaving play)." in answer, answer


def test_a_resource_on_a_character_is_said_to_be_on_it() -> None:
    """Hard Hat on Fluttershy at a Problem: the answer said it was "at Problem Cloudbursting",
    as if it stood there alone; a judge says where it is by the Friend it is on."""
    b = Board(manes=("PR1", "PR2"), problems=("PR188", "PR168"))
    b.players[0]["tokens"] = 5
    fluttershy = b.add("PR84", 0, "play", "problem:1")
    hat = b.add("PR139", 0, "play", "problem:1", host=fluttershy)
    g = shipped_game(b)
    answer = mlp_table().why_not(g, "play Hard Hat").lines()
    assert answer[0] == f"Read as: Player 1 plays Hard Hat #{hat} from Fluttershy, Animal Team #{fluttershy}.", answer
    assert f"- Rule 609.2a: Hard Hat is on Fluttershy, Animal Team #{fluttershy}, not in a hand: cards are " \
           "played from their owner's hand." in answer, answer
    assert mlp_table().why_not(g, "activate Hard Hat").lines()[0] == \
        f"Read as: Player 1 activates an ability of Hard Hat #{hat} on Fluttershy, Animal Team #{fluttershy}."
