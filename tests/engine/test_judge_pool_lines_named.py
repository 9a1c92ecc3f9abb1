"""Log lines a judge read in whole-pool games that left unnamed what the card names (a cost
waived, a payment not made, the card "that card" is, the tokens put into play, why a player
now controls a card) or said a line again and again: each on the judge's board."""

from __future__ import annotations

from engine.mlp.state.game import MlpGame
from tests.engine.card_play import find, journal_lets_play, rich_board, start_challenge
from tests.engine.helpers import Board, answer, keys, log_text, pass_once, pass_until, shipped_game

# ----- Star Swirl's Journal: a cost waived is named, not an unnamed discount (204.1) ------------


def test_ff114_star_swirls_journal_names_the_cost_it_waived():
    """Judge scenario (204.1): P0 plays Apple Brown Betty (PR36, printed cost 3) from the banished
    zone by Star Swirl's Journal's "play the banished card without paying its cost". The price
    line said "(printed 3, -3 from a discount given earlier this turn)", naming no card, as if
    another text had given a discount: it says the cost is waived and by which card."""
    b = Board()
    b.players[0] = {"tokens": 3}
    b.add("PR60", 0, "play", "home:0")  # (2 purple for the Journal)
    b.add("PR36", 0, "play", "home:0")  # (pink for Betty)
    g, betty = journal_lets_play(b, b.add("PR36", 0, "hand"))
    answer(g, f"play|{betty}|home:0")
    log = log_text(g)
    assert ("705.2d: P0 pays 0 action tokens (printed 3, -3 as it is played without paying its cost by the text "
            "of Star Swirl's Journal)") in log, log
    assert "discount" not in log, log


def test_ff114_a_cost_waived_is_named_beside_another_cards_increase():
    """Judge scenario (204.1, 705.2c): the banished card is Getting Hooves Dirty (PR96, cost 1)
    and P1's Princess Cadance, Family Matters (FF138) makes P0's Events cost +[2]: P0 pays 2,
    the waiver and the increase each said with its card."""
    b = Board()
    b.players[0] = {"tokens": 3}
    b.add("PR60", 0, "play", "home:0")
    b.add("PR36", 0, "play", "home:0")
    cadance = b.add("FF138", 1, "play", "home:1")
    g, banished = journal_lets_play(b, b.add("PR96", 0, "hand"))
    answer(g, f"play|{banished}|event")
    assert (f"P0 pays 2 action tokens (printed 1, -1 as it is played without paying its cost by the text of Star "
            f"Swirl's Journal, +2 from {g.name(cadance)})") in log_text(g)


# ----- Crown of the Sibling Supreme: a winner who controls it keeps it (513.2) --------------------


def test_ll105_crown_of_the_sibling_supreme_stays_with_a_winner_who_controls_it():
    """Judge scenario (513.2): P0 controls Crown of the Sibling Supreme ("When a player wins a
    faceoff, that player gains control of this card") and wins a Troublemaker faceoff. The log
    said "“When a player wins a faceoff, that player gains control of this card” finds nothing
    to act on", as if the Crown were missing: it says the winner controls it already and keeps
    it."""
    b = Board()
    crown = b.add("LL105", 0, "play", "home:0")
    b.add("PR31", 0, "play", "problem:1")
    tm = b.add("PR157", 1, "play", "problem:1")
    b.deck_top("PR31", 0)
    g = shipped_game(b, phase="troublemaker", step="challenge")
    answer(g, f"challenge:{tm}")
    pass_until(g, phase="main")
    log = log_text(g)
    assert (f"712: Nothing happens: P0, who won the faceoff, controls {g.name(crown)} already: it stays with them "
            f"(by the text of {g.name(crown)})") in log, log
    assert "finds nothing to act on" not in log and g.card(crown)["ctrl"] == 0


# ----- Delaying Tactics: finding nothing is said once while it stays so, not at every move -------


def _moves_turn_after_turn(put_counter: str) -> tuple[MlpGame, int]:
    """P1's Delaying Tactics (SB109); P0 moves a Friend to P1's Problem (Runaway Cart) at each of
    their turns 3, 5 and 7, and P1 answers `put_counter` ("yes": on P0's Problem, Cloudbursting)
    to "you may put a Delay counter on a Problem" at the end of each of their turns: the game at
    P0's Main Phase of turn 9, and Delaying Tactics."""
    b = Board()
    tactics = b.add("SB109", 1, "play", "home:1")
    b.players[0] = {"tokens": 12}
    ponies = [b.add("PR12", 0, "play", "home:0") for _ in range(3)]
    g = shipped_game(b)
    for pony in ponies:
        answer(g, f"move|{pony}|problem:1")
        turn = g.s["turn"]
        while not (g.s["turn"] > turn and g.s["turn_player"] == 0 and g.s["phase"] == "main"
                   and g.pending().kind == "priority"):
            if g.pending().kind == "may":
                answer(g, put_counter)
            elif g.pending().kind == "area":
                answer(g, "problem:0")
            else:
                pass_once(g)
    return g, tactics


def test_sb109_delaying_tactics_finding_no_counter_is_said_once_while_its_other_text_acts():
    """Judge scenario (712): P0 moves a Friend to P1's Problem with no Delay counter at each of
    their turns; between them P1's Delaying Tactics puts a Delay counter on P0's Problem, or P1
    declines to, at the end of P1's turns. "When an opponent moves a character to a Problem,
    remove all Delay counters from that Problem" found nothing at each move, and the log said
    so at each, as its other text's line in between was read as this text doing something:
    said once, as long as it stays so."""
    for put_counter in ("yes", "no"):
        g, tactics = _moves_turn_after_turn(put_counter)
        nothing = [line for line in log_text(g).splitlines()
                   if line.startswith("712: Nothing happens") and g.name(tactics) in line]
        assert nothing == [
            "712: Nothing happens: “When an opponent moves a character to a Problem, remove all Delay counters from "
            f"that Problem” finds nothing to act on (by the text of {g.name(tactics)}); not repeated while it "
            "stays so"], (put_counter, nothing)
        at_end = "gets a Delay counter" if put_counter == "yes" else "chooses not to put a Delay counter"
        assert sum(at_end in line for line in log_text(g).splitlines()) == 3


def test_sb109_delaying_tactics_says_it_again_after_it_removed_counters():
    """Judge scenario (712): the same text doing something in between (removing the Delay
    counter from the Problem P0 moved to) is said, and finding nothing the next time is said
    again."""
    b = Board()
    tactics = b.add("SB109", 1, "play", "home:1")
    b.players[0] = {"tokens": 12}
    ponies = [b.add("PR12", 0, "play", "home:0") for _ in range(3)]
    g = shipped_game(b)
    answer(g, f"move|{ponies[0]}|problem:1")
    g.card(g.problem_card("problem:0"))["counters"]["delay"] = 1
    g.counters_changed()
    answer(g, f"move|{ponies[1]}|problem:0")
    answer(g, f"move|{ponies[2]}|problem:1")
    said = [line for line in log_text(g).splitlines() if f"(by the text of {g.name(tactics)})" in line]
    assert [line.startswith("712: Nothing happens") for line in said] == [True, False, True], said


# ----- Daring Do, Professional Heroine: the condition that kept her challenge is named (608.1) ------


def test_cg9_daring_do_says_jet_set_and_upper_crust_asks_for_more_friends():
    """Judge scenario (608.1, 707.4): P0 plays Daring Do, Professional Heroine ("When this card
    enters play at a Problem, challenge an opponent's Troublemaker there with your characters
    there") to P1's Problem, where Jet Set & Upper Crust ("Players can't challenge this
    Troublemaker unless they have at least 3 Friends at its Problem") is, with one other Friend of
    P0's there. The log said her instruction "finds nothing to act on", as if no Troublemaker
    were there: it names the Troublemaker, its condition and how many Friends P0 has there."""
    b = rich_board()
    jet = b.add("CN159", 1, "play", "problem:1")
    b.add("PR12", 0, "play", "problem:1")
    daring = b.add("CG9", 0, "hand")
    g = shipped_game(b)
    answer(g, f"play|{daring}|problem:1")
    (daring,) = find(g, "CG9")
    assert ("712: Nothing happens: “Challenge an opponent's Troublemaker there with your characters there” is not "
            f"done: {g.name(jet)} can't be challenged (its text asks P0 to have at least 3 Friends at its Problem, "
            f"and P0 has 2 there; by the text of {g.name(daring)})") in log_text(g).splitlines(), log_text(g)


# ----- Discord, Utter Pandemonium: control of an opponent's card played says why (513.2) ----------


def _pandemonium_defeated_by(b: Board, banished: str = "PR9") -> tuple[MlpGame, int]:
    """P1's Discord, Utter Pandemonium ("the player who defeats this Troublemaker may play that card
    as though it were in that player's hand"), which banished P1's `banished` (Finish Line), is
    defeated by P0's four 3-power Friends: the game at P0's Main Phase after the faceoff, and the
    banished card."""
    b.players[0] = {"tokens": 6}
    theirs = b.add(banished, 1, "banished")
    discord = b.add("AD206", 1, "play", "problem:0", exiled=[[theirs, "this_way"]])
    for _ in range(4):
        b.add("PR36", 0, "play", "problem:0")
    g = shipped_game(b, phase="troublemaker", step="challenge", flags={"no_play_requirement": [theirs]})
    answer(g, f"challenge:{discord}")
    while not (g.pending().kind == "priority" and g.s["faceoff"] is None and g.s["phase"] == "main"):
        answer(g, *(["yes"] if "yes" in keys(g) else keys(g)[: max(1, g.pending().min)]))
    return g, theirs


def test_ad206_the_defeater_with_empty_zones_of_their_own_is_offered_the_opponents_banished_card():
    """Rules scenario (513.2, 705.2): P0, with no card in hand, discard pile or banished zone,
    defeats Discord, Utter Pandemonium: P1's banished Finish Line is offered to P0 as though in
    their hand. It was not: the listing read those zones only when one of P0's own held a card."""
    g, theirs = _pandemonium_defeated_by(Board())
    assert f"play|{theirs}|home:0" in keys(g)


def test_ad206_a_banished_card_of_the_opponent_played_by_its_defeater_says_what_gave_control():
    """Judge scenario (513.2): P0 defeats P1's Discord, Utter Pandemonium, then plays P1's Finish
    Line from P1's banished zone. The log said "P0 now controls Finish Line #N" with no cause, as
    if control were taken: it says whose card it is and which card's text let P0 play it
    (Discord, gone from play by then, by its name)."""
    b = Board()
    b.add("PR12", 0, "hand")  # (a card of P0's own: offered either way)
    g, theirs = _pandemonium_defeated_by(b)
    answer(g, f"play|{theirs}|home:0")
    (entered,) = [i for i in g.s["play"] if g.spec(i).code == "PR9"]
    assert (f"513.2: P0 now controls {g.name(entered)} (P1's), played by the text of Discord, Utter Pandemonium"
            in log_text(g).splitlines()), log_text(g)


# ----- Grogar, Legion of Doom: quoted word for word, with the condition it triggered on -----------


def test_ll145_grogar_banished_with_no_troublemaker_to_banish_is_quoted_whole_and_says_why():
    """Judge scenario (712.2): P0's Grogar, Legion of Doom is banished ("At the end of your turn,
    if this card is banished, you may pay [1] and banish one of your Troublemakers to put this
    card into play face-up"); P0 ends their turn with tokens but no Troublemaker. The line
    quoted “At the end of your turn, you may pay [1] and banish ...”, leaving "if this card is
    banished" out of the middle of the quote, and said it "finds nothing to act on": it quotes
    the card as printed and says P0 has no Troublemaker to banish."""
    b = Board()
    grogar = b.add("LL145", 0, "banished")
    b.players[0] = {"tokens": 3}
    g = shipped_game(b)
    while g.s["turn"] == 3:
        pass_once(g)
    assert ("712: Nothing happens: “At the end of your turn, if this card is banished, you may pay [1] and banish "
            "one of your Troublemakers to put this card into play face-up” is not done: P0 has no face-up "
            f"Troublemaker in play to banish (by the text of {g.name(grogar)}); not repeated at P0's next turns "
            "while it stays so") in log_text(g).splitlines(), log_text(g)


# ----- "that card" named: The Element of Surprise and Lyra, Ponyville's Got Talent ----------------


def test_ad150_the_element_of_surprise_names_the_card_it_would_ignore():
    """Judge scenario (514.4b, 712.3): P0's flip in a Troublemaker faceoff sets off The Element of
    Surprise ("When you flip a non-Chaotic card, you may remove a Chaos counter from this card
    to ignore that card and flip another card"); P0 answers No. The question and the line of the
    "No" said "ignore that card": both name the card flipped."""
    b = Board()
    b.players[0] = {"tokens": 2}
    chaos = b.add("AD150", 0, "play", "home:0", counters={"chaos": 1})
    b.add("PR20", 0, "play", "problem:0")
    tm = b.add("PR157", 1, "play", "problem:0")
    g = start_challenge(b, tm)
    name = g.name(g.s["faceoff"]["flipped"][0][-1])  # (P0's card flipped)
    assert f"to ignore {name} and flip another card?" in g.pending().prompt, g.pending().prompt
    answer(g, "no")
    assert (f"712.3: P0 chooses not to remove a Chaos counter from {g.name(chaos)} to ignore {name} and flip "
            "another card") in log_text(g), log_text(g)
    assert "that card" not in log_text(g)


def _lyra_sees(top: str, *answers: str) -> tuple[MlpGame, int, int]:
    """P0's Lyra, Ponyville's Got Talent at P0's Problem ("When an opposing Friend enters play
    here, you may reveal the top card of your deck. If you do, and that card's power is higher
    than that of the opposing Friend, you may exhaust this card to dismiss that Friend"), `top`
    on top of P0's deck; P1 plays Apple Brown Betty (3 power) there and P0 answers `answers`:
    the game, Betty and the top card."""
    b = Board()
    b.players[1] = {"tokens": 5}
    b.add("EO43", 0, "play", "problem:0")
    card = b.deck_top(top, 0)
    betty = b.add("PR36", 1, "hand")
    g = shipped_game(b, turn_player=1)
    answer(g, f"play|{betty}|problem:0")
    (entered,) = [i for i in find(g, "PR36") if g.card(i)["area"] == "problem:0"]
    assert "that card" not in g.pending().prompt and "that Friend" not in g.pending().prompt, g.pending().prompt
    for choice in answers:
        answer(g, choice)
    return g, entered, card


def test_eo43_lyra_names_the_entering_friend_in_her_question_and_its_no():
    """Judge scenario (712.3): the question and P0's "No" to it quoted "if that card's power is
    higher than that of the opposing Friend, ... dismiss that Friend": they name the Friend."""
    g, entered, _ = _lyra_sees("DE38", "no")
    (lyra,) = find(g, "EO43")
    assert (f"712.3: P0 chooses not to reveal the top card of their deck (if its power is higher than that of "
            f"{g.name(entered)}, they may exhaust {g.name(lyra)} to dismiss {g.name(entered)}; by the text of "
            f"{g.name(lyra)})") in log_text(g), log_text(g)


def test_eo43_lyra_says_the_card_revealed_is_not_stronger():
    """Judge scenario (712): the top card revealed, Apple Brown Betty (3), is not stronger than the
    entering Betty (3): the log went from the card revealed to the next thing, with no word of
    the comparison; it says the revealed card's power is not higher and the Friend stays."""
    g, entered, card = _lyra_sees("PR36", "yes")
    assert (f"712: {g.name(card)}'s power, 3, is not higher than {g.name(entered)}'s, 3: {g.name(entered)} is not "
            "dismissed (by the text of Lyra, Ponyville's Got Talent") in log_text(g), log_text(g)


# ----- Gilda, Amended Friend: the tokens asked for are said as the card says them (521.1) --------


def test_hm66_gilda_amended_friend_says_which_tokens_and_where():
    """Judge scenario (521.1, 712.3): P0 plays Gilda, Amended Friend ("When this card enters play,
    you may put a 1 [Loyalty] Pegasus Friend token with Swift and a 1 [Laughter] Earth Pony
    Friend token into play") and answers No. The question and the line said "put 2 tokens into
    play": they say what the tokens are and where they may go."""
    b = rich_board()
    gilda = b.add("HM66", 0, "hand")
    g = shipped_game(b)
    answer(g, f"play|{gilda}|home:0")
    tokens = ("a 1 power Blue (Loyalty) Pegasus Friend token with Swift and a 1 power Pink (Laughter) Earth Pony "
              "Friend token into play")
    assert f"Put {tokens} (each at your home or a Problem)?" in g.pending().prompt, g.pending().prompt
    answer(g, "no")
    assert f"712.3: P0 chooses not to put {tokens} (each at their home or a Problem; by the text of " in log_text(g), log_text(g)


# ----- Learned Lessons with nothing beneath it: no card spent, no token gained (seed 20001) -------


def test_cn142_learned_lessons_with_no_card_beneath_says_none_was_spent():
    """Judge scenario (705.2e): P0 retires Learned Lessons ("Spend all the cards beneath this card
    and retire it to gain a number of action tokens equal to the number of cards spent") with no
    card beneath it (whole-pool seed 20001). The log said "“Gain a number of action tokens equal
    to the number of cards spent” finds nothing to act on": it says no card was there to spend,
    so P0 gains none."""
    b = rich_board()
    lessons = b.add("CN142", 0, "play", "home:0")
    g = shipped_game(b)
    tokens = g.s["players"][0]["tokens"]
    answer(g, next(k for k in keys(g) if k.startswith(f"act|{lessons}|")))
    assert ("705.2e: Nothing happens: P0 gains no action token, as no card was beneath it to spend (by the text of "
            "Learned Lessons)") in log_text(g).splitlines(), log_text(g)
    assert g.s["players"][0]["tokens"] == tokens


def test_ad206_a_banished_troublemaker_played_face_down_by_its_defeater_says_what_gave_control():
    """Judge scenario (513.2, 609.2c): P0 defeats P1's Discord, Utter Pandemonium, which banished
    P1's Purple Parasprite, and plays it face-down to a Problem. The log said "P0 now controls
    face-down Troublemaker #N (P1's)" with no cause: it names the card whose text let P0 play
    it, as a face-up card played so does."""
    b = Board()
    b.add("PR12", 0, "hand")
    g, theirs = _pandemonium_defeated_by(b, "PR157")
    answer(g, f"tm|{theirs}|problem:1")
    (entered,) = [i for i in g.s["play"] if g.spec(i).code == "PR157"]
    assert (f"513.2: P0 now controls {g.name(entered)} (P1's), played by the text of Discord, Utter Pandemonium"
            in log_text(g).splitlines()), log_text(g)


# ----- Lord Tirek: a faceoff with only Mane Characters in it --------------------------------------


def test_ad159_lord_tirek_with_only_mane_characters_in_the_faceoff_says_no_friend_is_involved():
    """Judge scenario (712, 705.2): P0's Mane Character alone challenges P1's Lord Tirek ("At the
    start of a faceoff involving this card, dismiss a Friend with the least power among Friends
    involved in the faceoff"). The line said the text "finds nothing to act on", which a judge
    reads as a Friend missed: it says no Friend is involved, the Mane Character there not being
    a Friend, in the words the shared "is not done" reason gives."""
    b = Board()
    b.cards[b.mane[0] - 1]["area"] = "problem:0"
    tirek = b.add("AD159", 1, "play", "problem:0")
    g = start_challenge(b, tirek)
    assert ("712: Nothing happens: “At the start of a faceoff involving this card, dismiss a Friend with the least "
            "power among Friends involved in the faceoff. If you do, put a +1 power counter on this card” is not "
            f"done: no Friend is involved in the faceoff ({g.name(b.mane[0])} is a Mane Character, not a Friend"
            f"; by the text of {g.name(tirek)}); not repeated while it stays so" in log_text(g).splitlines()), log_text(g)


# ----- Wild Fire, Hot Tempered: no Troublemaker to challenge ---------------------------------------


def test_de13_wild_fire_with_no_opposing_troublemaker_says_there_is_none():
    """Judge scenario (712, 705.2), as whole-pool game 20001 played it at turn 47: P0 plays Wild
    Fire, Hot Tempered ("When this card enters play, you may discard a card to challenge an
    opposing Troublemaker with this card") while P1 has no Troublemaker in play. The line said
    the text "finds nothing to act on", as if a Troublemaker were missed: it says P1 has none,
    in the words a judge's "why not?" gives a challenge."""
    b = rich_board()
    b.add("PR36", 0, "hand")  # (a card to discard: the cost could be paid)
    wild_fire = b.add("DE13", 0, "hand")
    g = shipped_game(b)
    answer(g, f"play|{wild_fire}|home:0")
    (entered,) = [i for i in g.s["play"] if g.spec(i).code == "DE13"]
    assert ("712: Nothing happens: “You may discard a card to challenge an opposing Troublemaker with this card” "
            "is not done: P1 has no "
            f"Troublemaker in play (by the text of {g.name(entered)})" in log_text(g).splitlines()), log_text(g)
