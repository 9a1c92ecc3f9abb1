"""Cards of the later sets (Equestrian Odysseys to Absolute Discord) a judge met reading seeded
games between random whole-pool decks, where what a player was offered, asked or read in the log
was wrong or unclear (and a Premiere card sharing one of those readings): each on the judge's
board, checking the words a person reads and what happens."""

from __future__ import annotations

import re

import pytest

from engine.mlp import view
from engine.mlp.api import default_library
from engine.mlp.cards.database import load_card_database
from engine.mlp.state.game import MlpGame
from engine.mlp.values import power
from tests.engine.card_play import (
    BIG,
    BLUE,
    CONFRONTERS,
    FILLERS,
    PINK,
    WHITE,
    act,
    act_with,
    board,
    cart_board,
    challenge,
    confront_own,
    confronted,
    flipped,
    rich_board,
    start_challenge,
)
from tests.engine.helpers import (
    Board,
    answer,
    keys,
    log_text,
    option_with,
    pass_until,
    shipped_game,
    shown_as_written,
    zone_codes,
)

# ----- two Dilemmas of one name: each area named by its own Dilemma (522.2, 522.3) --------------


def _two_overdue_library_books():
    """P0 has played two Overdue Library Books (LL112, a Dilemma), and has a Friend at home."""
    b = rich_board()
    books = [b.add("LL112", 0, "hand") for _ in range(2)]
    friend = b.add("PR20", 0, "play", "home:0")
    g = shipped_game(b)
    for book in books:
        answer(g, f"play|{book}|dilemma")
    areas = [a for a in g.s["areas"] if a.startswith("dilemma:")]
    return g, friend, areas


def test_ll112_two_overdue_library_books_are_told_apart_in_the_options():
    """Each move to a Dilemma names that Dilemma with its number: two books of one name are
    two Problems, and a player must see which one a move goes to."""
    g, friend, areas = _two_overdue_library_books()
    books = [g.s["areas"][a]["problem"] for a in areas]
    labels = {o.key: view.place_words(g, o.label) for o in g.pending().options}
    moves = [labels[f"move|{friend}|{area}"] for area in areas]
    assert moves == [f"Pay 2 to move Sweetie Sunrise, Early Riser #{friend} to Dilemma Overdue Library Book #{book} (Player 1's)"
                     for book in books]


def test_ll112_the_log_names_a_dilemma_area_after_the_dilemma_has_left_play():
    """522.3: the area ends with its Dilemma, and the characters there go home; the log lines
    about that area, earlier ones too, still name it by its Dilemma, never by a key."""
    g, friend, areas = _two_overdue_library_books()
    answer(g, f"move|{friend}|{areas[0]}")
    book = g.s["areas"][areas[0]]["problem"]
    g.dismiss(book, "410.1", by_game=True)
    assert areas[0] not in g.s["areas"] and g.card(friend)["area"] == "home:0"
    log = "\n".join(row.text for row in view.log_rows(g))
    named = f"Dilemma Overdue Library Book #{book} (Player 1's)"
    assert f"Sweetie Sunrise, Early Riser #{friend} is moved from Player 1's home to {named}" in log
    assert f"Sweetie Sunrise, Early Riser #{friend} is sent from {named} to Player 1's home" in log
    assert f"The area of {named} ceases to exist" in log
    assert f"Overdue Library Book #{book} enters play at an area of its own" in log
    assert "dilemma:" not in log


# ----- "each player may ... their ...": asked, each player hears "your" (712.3) ----------------


def test_ad182_high_speed_chase_asks_each_player_about_their_own_characters_as_yours():
    """"When this card enters play, each player may move one of their characters to this
    Problem.": each player in turn is asked about their own characters, in the second person."""
    b, _ = cart_board()
    b.add("AD182", 1, "problem_deck")  # the replacement Problem, on top
    g = shipped_game(b, phase="score", step="confront")
    for player in (0, 1):
        d = g.pending()
        assert d.player == player and d.kind == "may"
        assert d.prompt.endswith(": Move one of your characters to this Problem? (712.3)")
        assert d.prompt.startswith("High Speed Chase #")
        answer(g, "no")


# ----- "choose a Problem": the log names the Problem chosen --------------------------------------


def test_de41_coloratura_logs_the_problem_chosen_by_its_name():
    """"Main Phase: Exhaust this card to choose a Problem. You need -4 power to confront that
    Problem until the end of the turn.": the log line of the choice names the Problem card, not
    only the area (Photo Op's Chaos, AD106, writes the same line)."""
    b = rich_board()
    rara = b.add("DE41", 0, "play", "home:0")
    g = shipped_game(b)
    answer(g, f"act|{rara}|")
    answer(g, "problem:1")
    log = [row.text for row in view.log_rows(g)]
    problem = g.problem_card("problem:1")
    assert f"Player 1 chooses {g.name(problem)} (Player 2's; by the text of {g.name(rara)})" in log
    # (what the choice is for names the card too, as every line a text writes does: 705.2e)
    assert f"Player 1 needs -4 power to confront {shown_as_written(g, 'problem:1')} until the end of the turn (by the text of {g.name(rara)})" in log


# ----- a card leaving play: the zone it goes to, in words; a token goes to none (521.3) -------


def test_de115_a_changeling_barricade_token_dismissed_ceases_to_exist_and_the_log_says_so():
    """Changeling Barricade (DE115) puts token copies of itself at the other Problems; a token
    dismissed to repair uniqueness (516.4) never reaches a discard pile (521.3), and the log
    says that, where a card dismissed is said to go to its owner's discard pile."""
    b = rich_board()
    token = b.add("DE115", 0, "play", "problem:1", token=True)
    card = b.add("DE115", 0, "play", "problem:0")
    g = shipped_game(b)
    g.dismiss(token, "516.2", by_game=True)
    g.dismiss(card, "516.2", by_game=True)
    log = [row.text for row in view.log_rows(g)]
    assert f"Changeling Barricade, You Shall Not Pass #{token} is dismissed: a token, it ceases to exist (521.3)" in log
    # (a card changing zones is a new card: the line gives the number it has now, 410.6)
    now = g.s["players"][0]["discard"][-1]
    assert f"Changeling Barricade, You Shall Not Pass #{card} (now #{now}) is dismissed to Player 1's discard pile" in log


# ----- an Event's instructions are followed under 705.2e, not as a triggered effect (712) -------


def test_ll102_taken_on_trust_cites_the_rule_an_events_instructions_are_followed_under():
    """"Immediate: Each player chooses a card from another player's discard pile and banishes
    that card. Then, each player chooses a card in their discard pile and may put that card
    into their hand.": played, its instructions are followed as an action resolves (705.2e);
    the log cited the triggered abilities' rule (704) for what it banished and put into hand."""
    b = rich_board()
    trust = b.add("LL102", 0, "hand")
    mine = b.add("PR20", 0, "discard")
    theirs = b.add("PR20", 1, "discard")
    g = shipped_game(b)
    answer(g, f"play|{trust}|event")  # (one card in each pile: nothing to choose)
    cited = [(row.rule, row.text) for row in view.log_rows(g)]
    banished = [re.sub(r" \(now #\d+\)", "", text.split(" (by the text of ")[0]) for rule, text in cited
                if rule == "705.2e" and "(by the text of Taken On Trust #" in text]  # (the Event played)
    assert banished == [f"Sweetie Sunrise, Early Riser #{theirs} is banished",
                        f"Sweetie Sunrise, Early Riser #{mine} is banished"]
    assert not any(rule == "712" for rule, _ in cited)


# ----- a token attachment put into play: the log names the card it is on ----------------------


def test_ff46_stygians_token_copy_of_under_arrest_is_logged_with_the_character_it_is_on():
    """"When this card enters play, put a token copy of a Resource into play.": a copy of Under
    Arrest (EO169, "Play on a character") goes on the character chosen, and the log line says on
    which, as it does for a card played on one, and says the copy as the card does (520.2)."""
    b = rich_board()
    b.add("EO169", 1, "play", "home:1", host=b.mane[1])  # P1's Under Arrest, on their own Mane
    friend = b.add("PR20", 0, "play", "home:0")
    stygian = b.add("FF46", 0, "hand")
    g = shipped_game(b)
    answer(g, f"play|{stygian}|home:0")  # (Under Arrest is the only Resource to copy)
    answer(g, f"card:{friend}")
    (token,) = [i for i in g.s["play"] if g.card(i).get("token")]
    (stygian,) = [i for i in g.s["play"] if g.spec(i).code == "FF46"]
    log = [row.text for row in view.log_rows(g)]
    assert f"Player 1 puts a token copy of Under Arrest into play at Player 1's home on Sweetie Sunrise, Early Riser #{friend}: " \
        f"Under Arrest #{token} (by the text of {g.name(stygian)})" in log


# ----- a question of a card that has left play names another card of its name by its number ------


def test_ll145_grogar_banished_asks_where_the_other_grogar_it_found_enters_play():
    """"Immediate: Banish this card to search your deck for a Troublemaker, then put it into
    play.": banished (703.1d), Grogar asks by its bare name, and the Grogar found in the deck
    is another card, #38 (306.1: it enters play face-down at a Problem), not "this card"."""
    b = rich_board()
    grogar = b.add("LL145", 0, "play", "problem:1")
    found = b.add("LL145", 0, "deck")
    g = shipped_game(b)
    answer(g, f"act|{grogar}|0")
    answer(g, f"card:{found}")
    d = g.pending()
    assert d.prompt == f"Grogar, Legion of Doom: Where does Grogar, Legion of Doom #{found} enter play?"
    answer(g, "problem:0")
    assert g.as_written("P0 puts a face-down Troublemaker into play at problem:0 (by the text of ") in log_text(g)


# ----- "one of your / an opposing Troublemaker": face-up ones only (505.2) ----------------------


def test_ll145_grogar_offers_only_face_up_troublemakers_to_banish():
    """"At the end of your turn, if this card is banished, you may pay [1] and banish one of
    your Troublemakers to put this card into play face-up.": a face-down Troublemaker is not
    "one of your Troublemakers" to a text (505.2), so it is not offered."""
    b = rich_board()
    grogar = b.add("LL145", 0, "banished")
    up = b.add("PR157", 0, "play", "problem:1")
    down = b.add("PR157", 0, "play", "problem:0", face_down=True)
    g = shipped_game(b)
    pass_until(g, kind="target")
    d = g.pending()
    assert d.prompt == (f"Grogar, Legion of Doom #{grogar}: Pay [1] and banish which of your Troublemakers to put "
                        "this card into play face-up? (712.3)")
    assert d.option_keys() == [f"card:{up}"] and f"card:{down}" not in d.option_keys()


def test_de108_turning_point_is_not_offered_against_a_face_down_troublemaker_alone():
    """"Main Phase: Dismiss an opposing Troublemaker. ...": with only a face-down opposing
    Troublemaker in play there is nothing it can dismiss (505.2), so it is not offered (705.2);
    with a face-up one too, only that one is offered."""
    b = rich_board()
    down = b.add("PR157", 1, "play", "problem:0", face_down=True)
    event = b.add("DE108", 0, "hand")
    g = shipped_game(b)
    assert f"play|{event}|event" not in keys(g)
    b.add("PR157", 1, "play", "problem:1")
    g = shipped_game(b)
    answer(g, f"play|{event}|event")
    assert f"card:{down}" not in keys(g)


def test_de108_turning_point_names_the_troublemaker_it_asks_about_and_whose_text_took_it():
    """"Dismiss an opposing Troublemaker. You may discard a card. If you do, gain control of that
    Troublemaker instead.": the question names the Troublemaker (never a bare "it": the player
    may not have chosen it, as the only one), and the log line of the replacement says what
    happens instead, then whose text it is (710.1)."""
    b = rich_board()
    tm = b.add("PR157", 1, "play", "problem:0")
    spare = b.add("PR20", 0, "hand")
    event = b.add("DE108", 0, "hand")
    g = shipped_game(b)
    answer(g, f"play|{event}|event")
    name, played = g.name(tm), re.search(r"as (Turning Point #\d+)", log_text(g)).group(1)
    assert g.pending().prompt == f"{played}: Discard a card to gain control of {name} instead of dismissing it?"
    answer(g, f"card:{spare}")
    assert g.card(tm)["ctrl"] == 0
    assert f"710.1: P0 gains control of {name} instead of dismissing it (by the text of {played})" in log_text(g)


def test_pr1_rainbow_dash_is_not_turned_over_by_a_face_down_troublemaker_of_hers():
    """"When you confront this card's Problem, if you have a Troublemaker at that Problem, turn
    this card over.": a face-down Troublemaker of hers there is not one the text sees (505.2)."""
    for face_down, turned in ((True, False), (False, True)):
        b, _ = confront_own("PR168", *CONFRONTERS, mane="PR1")
        b.add("PR157", 0, "play", "problem:0", face_down=face_down)
        g = shipped_game(b, phase="score", step="confront")
        assert g.card(b.mane[0])["boosted"] is turned


def test_ll63_quibble_pants_has_no_competitive_beside_a_face_down_troublemaker_only():
    """"While this card is at a Problem with a Troublemaker, this card has Competitive 3.": a
    face-down Troublemaker there is not one the text sees (505.2)."""
    b = rich_board()
    quibble = b.add("LL63", 0, "play", "problem:1")
    b.add("PR157", 1, "play", "problem:1", face_down=True)
    assert not power.has_keyword(shipped_game(b), quibble, "Competitive")


# ----- "Characters can't move ... unless their controller pays": a Troublemaker is none --------


def test_sb142_storm_king_asks_nothing_for_a_troublemaker_moved_by_tempest_shadows_airship():
    """Storm King, Force of Nature (SB142): "Characters can't move to or from this card's Problem
    unless their controller pays [2]."; Tempest Shadow's Airship (SB119): "Main Phase: Pay [1]
    and exhaust this card to move one of your Troublemakers.". Characters are Mane Characters
    and Friends (301.4, 302.2), not Troublemakers: Storm King moved by the Airship owes nothing,
    where the engine asked for 2 and, unpaid, left it where it was."""
    b = board(tokens=1)  # (after the Airship's [1], none left to pay Storm King with)
    airship = b.add("SB119", 0, "play", "home:0")
    storm = b.add("SB142", 0, "play", "problem:0")
    g = shipped_game(b)
    answer(g, f"act|{airship}|")  # (one Troublemaker, one other Problem: nothing to choose)
    assert g.card(storm)["area"] == "problem:1"
    assert not any("isn't moved" in row.text for row in view.log_rows(g))


# ----- "a 2 power colorless Crystal Friend token": power, no color, the trait Crystal (521.1) ----


def test_ks2_corrupting_influence_puts_a_two_power_colorless_crystal_token_named_crystal():
    """Corrupting Influence (KS2): "At the start of your turn, put a 2 power colorless Crystal
    Friend token into play.": the token has power 2, no color and the trait Crystal, so its name
    is Crystal (521.1a); the engine read "power colorless crystal" as its trait and named it
    "Power Colorless Crystal", a Crystal to no text."""
    b = board()
    influence = b.add("KS2", 0, "play", "home:0")
    g = shipped_game(b, phase="ready", step="ready")
    pass_until(g, kind="area")
    assert g.pending().prompt == f"Corrupting Influence #{influence}: Where does the Crystal token enter play?"
    answer(g, "home:0")
    (token,) = [i for i in g.s["play"] if g.card(i).get("token")]
    assert g.name(token) == f"Crystal #{token}" and g.spec(token).has_trait("crystal")
    assert power.power(g, token) == 2 and power.colors(g, token) == ()


# ----- "Play on a Friend. If that Friend is not yours, you may exhaust it.": asked of "it" -------


def test_eo165_the_full_tour_asks_about_exhausting_its_friend_by_name():
    """The Full Tour (EO165): "Play on a Friend. If that Friend is not yours, you may exhaust
    it.": played on an opponent's Friend, its player is asked whether to exhaust that Friend,
    named (509.4: "it" is the card it is on); the question quoted the whole text, placement rule
    and all, and ended "Do it?"."""
    b = rich_board()
    theirs = b.add("PR20", 1, "play", "problem:1")
    tour = b.add("EO165", 0, "hand")
    g = shipped_game(b)
    answer(g, f"play|{tour}|on:{theirs}")
    d = g.pending()
    (tour,) = g.attachments(theirs)  # (in play, a new object, 409.6)
    assert d.kind == "may" and d.player == 0
    assert d.prompt == f"The Full Tour #{tour}: Exhaust Sweetie Sunrise, Early Riser #{theirs}? (712.3)"
    answer(g, "yes")
    assert g.card(theirs)["exhausted"]


def test_ff54_thorax_flipped_asks_whether_to_put_it_into_play_in_its_own_words():
    """Thorax, Swarm Former (FF54): "Chaos: When this card is flipped, you may put it into
    play.": its player is asked "Put this card into play?" ("it" is the card flipped), the
    instruction they may follow (712.3), not the whole text with its Chaos trigger and "Do it?"."""
    g, _ = flipped("FF54")
    d = g.pending()
    assert d.kind == "may" and d.player == 0
    assert re.fullmatch(r"Thorax, Swarm Former #\d+: Put this card into play\? \(712\.3\)", d.prompt)


def test_eo206_party_favor_asks_in_the_words_of_what_its_player_may_do():
    """Party Favor, A Bridge to Somewhere (EO206): "When this card enters play at a Problem, you
    may look at the top two cards of that Problem deck. ...": asked about the instruction its
    player may follow (712.3), not the whole text and "Do it?" (Dr. Hooves, All in Due Time
    alike: tests/engine/test_judge_middle_sets.py); "that Problem deck" named by whose it is."""
    b = rich_board()
    favor = b.add("EO206", 0, "hand")
    g = shipped_game(b)
    answer(g, f"play|{favor}|problem:1")
    assert re.fullmatch(r"Party Favor, A Bridge to Somewhere #\d+: Look at the top two cards of P1's Problem "
                        r"deck to put those cards on the top or bottom of P1's Problem deck in any order\? \(712\.3\)",
                        g.pending().prompt)


def test_every_optional_instruction_of_the_pool_is_asked_in_its_own_words():
    """Every "may" instruction a card's text is read into carries the words its question asks
    (712.3): none falls back on quoting the whole text and "Do it?", as The Full Tour, Thorax,
    Caramel Apple, Dr. Hooves, All in Due Time and Party Favor, A Bridge to Somewhere did."""
    lib = default_library()
    unworded = []
    for card in load_card_database().cards:
        spec = lib.spec(card.id)
        for face in (spec, spec.boosted):
            for ability in face.abilities if face is not None else ():
                if any(step.get("may") and "says" not in step for step in ability.params.get("steps") or ()):
                    unworded.append(f"{card.set_code}{card.number} {card.full_name}")
    assert unworded == []


# ----- "put one of your flipped Troublemakers into your hand": the question says which kind ------


def test_sb119_tempest_shadows_airship_asks_about_a_flipped_troublemaker():
    """Tempest Shadow's Airship (SB119): "At the end of a faceoff, you may put one of your
    flipped Troublemakers into your hand.": only a Troublemaker is offered, and the question
    says so; it asked about "one flipped card", though a flipped Friend beside it was not
    offered. The question cites the rule of replacements (710.1): the card goes to the hand
    instead of the bottom of the deck, where the faceoff's end puts flipped cards (514.6)."""
    b = Board()
    b.players[0] = {"tokens": 2}
    b.add("SB119", 0, "play", "home:0")
    b.add("PR20", 0, "play", "problem:0")
    tm = b.add("PR157", 1, "play", "problem:0")
    b.deck_top("PR157", 0)
    g = start_challenge(b, tm)
    pass_until(g, kind="replacement")
    d = g.pending()
    assert d.prompt.startswith("Tempest Shadow's Airship #")
    assert d.prompt.endswith(": Put one flipped Troublemaker into your hand instead of the bottom of your deck? (710.1)")


# ----- a card moved by card text: the log cites 506.4, whichever text moves it -----------------


def test_eo175_pink_parasprite_pests_move_is_logged_under_the_rule_for_moves_by_card_text():
    """Pink Parasprite, Pest (EO175): "At the start of your opponent's Troublemaker Phase, move
    one of their characters here home.": a move by card text is made under 506.4, as every other
    card's move is logged; this one cited 506.1 (Flutterbat's, Rarity, Truly Outrageous's and
    some others' cited 703, 704 or 707)."""
    b = board()
    pest = b.add("EO175", 1, "play", "problem:1")
    friend = b.add("PR20", 0, "play", "problem:1")
    g = shipped_game(b, phase="ready", step="ready")
    pass_until(g, phase="main")
    moved = [(row.rule, row.text) for row in view.log_rows(g) if " is moved from " in row.text]
    assert moved == [("506.4", f"Sweetie Sunrise, Early Riser #{friend} is moved from {shown_as_written(g, 'problem:1')} to Player 1's home "
                               f"(by the text of Pink Parasprite, Pest #{pest})")]


# ----- a card chosen for a color or a counter: asked in the card's own words -------------------


def test_cg146_scorpans_necklace_asks_which_of_your_characters_is_also_purple():
    """Scorpan's Necklace: "give one of your characters [Magic] until the end of the phase"
    (708.2): the question names the color and how long, and offers P0's characters only."""
    b = rich_board()
    necklace = b.add("CG146", 0, "play", "home:0")
    theirs = b.add("PR20", 1, "play", "home:1")
    g = shipped_game(b)
    answer(g, f"act|{necklace}|2")
    d = g.pending()
    assert d.prompt == "Scorpan's Necklace: Which of your characters is also Purple (Magic) until the end of the phase?"
    assert f"card:{theirs}" not in d.option_keys() and f"card:{b.mane[0]}" in d.option_keys()


def test_ll14_spearhead_asks_which_opposing_resource_gets_its_art_counter():
    """Spearhead, Paint It Black: "put an Art counter on an opposing Resource" (519.1): asked
    as the card prints it, with the counter's name and its article, among P1's Resources only."""
    b = rich_board()
    spearhead = b.add("LL14", 0, "hand")
    badges = [b.add("PR140", owner, "play", f"home:{owner}") for owner in (0, 1, 1)]
    g = shipped_game(b)
    answer(g, f"play|{spearhead}|")
    d = g.pending()
    assert re.fullmatch(r"Spearhead, Paint It Black #\d+: Put an Art counter on which opposing Resource\?", d.prompt)
    assert d.option_keys() == [f"card:{badge}" for badge in badges[1:]]


def test_eo26_big_mac_bass_asks_which_other_friend_gets_the_power_counter():
    """Big Mac, Bass: "put a +1 power counter on another one of your Friends" (519.1)."""
    b = rich_board()
    bass = b.add("EO26", 0, "hand")
    g = shipped_game(b)
    answer(g, f"play|{bass}|")
    d = g.pending()
    assert re.fullmatch(r"Big Mac, Bass #\d+: Put a \+1 power counter on which of your other Friends\?", d.prompt)
    assert f"card:{bass}" not in d.option_keys()


def test_de92_belly_flop_asks_which_opposing_friend_to_dismiss():
    """Belly Flop: "Retire a Friend to dismiss an opposing Friend." (409.1): the question says
    what is done to the card and which cards its text lets P0 choose, among P1's Friends only."""
    b = rich_board()
    flop = b.add("DE92", 0, "hand")
    theirs = [b.add("PR20", 1, "play", "home:1") for _ in range(2)]
    g = shipped_game(b)
    answer(g, f"play|{flop}|event")
    while not g.pending().prompt.endswith("Dismiss which opposing Friend?"):
        assert g.pending().kind in ("cost", "target"), g.pending().prompt  # (the Friend it retires)
        answer(g, keys(g)[0])
    assert re.fullmatch(r"Belly Flop #\d+: Dismiss which opposing Friend\?", g.pending().prompt)
    assert keys(g) == [f"card:{i}" for i in theirs]


# ----- a Problem's requirements changed: the log names the Problem chosen (611.3) --------------


def test_eo110_apples_to_the_core_logs_the_problem_whose_requirements_it_raises():
    """Apples to the Core: "Increase a Problem's confront requirements by 2 power": the player
    chose a Problem by its name, and the log names it too, not only the area it lies in."""
    b = rich_board()
    apples = b.add("EO110", 0, "hand")
    g = shipped_game(b)
    answer(g, f"play|{apples}|event")
    answer(g, "mode:0")
    answer(g, "problem:1")
    problem = g.name(g.problem_card("problem:1"))
    log = [row.text for row in view.log_rows(g)]
    assert (f"Every player needs +2 power to confront {problem} at Player 2's Problem until the start of Player 1's next turn"
            f" (by the text of Apples to the Core #{apples + 1})" in log)


# ----- Backup Racer: its "may" says what for, and is not asked for nothing (712.3, 705.2e) -----


def test_cg199_backup_racer_asks_what_sending_it_home_is_for():
    """Backup Racer, Substitute Flier: "you may send it home to put an opponent's Friend there
    with cost less than or equal to this card's cost into its owner's hand": the question says
    what sending it home does, not only "Send it home?"."""
    b = rich_board()
    racer = b.add("CG199", 0, "hand")
    theirs = b.add("PR20", 1, "play", "problem:1")
    g = shipped_game(b)
    answer(g, f"play|{racer}|problem:1")
    racer = _in_play(g, "CG199")
    d = g.pending()
    assert d.prompt == (f"Backup Racer, Substitute Flier #{racer}: Send this card home to put an opponent's Friend "
                        "there with cost 4 or less into its owner's hand? (712.3)")
    answer(g, "yes")  # (the one Friend there is chosen without asking)
    assert theirs not in g.s["play"] and g.card(racer)["area"] == "home:0"


def test_cg199_backup_racer_is_not_asked_with_no_opposing_friend_there():
    """With no opponent's Friend at that Problem, sending it home would do nothing: like every
    "may" of the pool with nothing to act on, it is not asked and Backup Racer stays."""
    b = rich_board()
    racer = b.add("CG199", 0, "hand")
    b.add("PR20", 1, "play", "problem:0")  # (at the other Problem)
    g = shipped_game(b)
    answer(g, f"play|{racer}|problem:1")
    assert g.pending().kind == "priority" and g.card(_in_play(g, "CG199"))["area"] == "problem:1"


def _in_play(g, code: str) -> int:
    """The card of `code` in play (a card played from the hand is a new object, numbered anew)."""
    return next(i for i in g.s["play"] if g.spec(i).code == code)


def test_eo2_applejack_boosted_asks_in_the_words_of_her_boosted_side():
    """Applejack, Ambassador of Honesty, Boosted: "Remove a +1 power counter from this card to
    put a +1 power counter on one of your Friends": the words are her Boosted side's, and read
    as that side prints them ("Friends"), not as the text was read in lower case."""
    b = Board(manes=("EO2", "PR2"))
    b.players[0] = {"tokens": 3}
    mane = b.mane[0]
    b.cards[mane - 1].update(boosted=True, counters={"power": 1})
    for _ in range(2):
        b.add("PR20", 0, "play", "home:0")
    g = shipped_game(b)
    answer(g, f"act|{mane}|")
    assert g.pending().prompt == f"{g.name(mane)}: Put a +1 power counter on which of your Friends?"


def test_cg157_cerberus_asks_which_of_your_friends_to_frighten_as_cards_write_friends():
    """Cerberus: "At the start of each player's Main Phase, that player frightens one of their
    Friends." Asked of that player, "their" is "your"; the card type keeps its capital."""
    b = board()
    cerberus = b.add("CG157", 1, "play", "problem:0")
    for _ in range(2):
        b.add("PR20", 0, "play", "home:0")
    g = shipped_game(b, phase="ready", step="ready")
    pass_until(g, kind="target")
    assert g.pending().prompt == f"{g.name(cerberus)}: Frighten which of your Friends?"


def test_cn164_sunset_shimmer_asks_what_paying_is_for():
    """Sunset Shimmer (a Troublemaker): "When this Troublemaker is uncovered, you may pay [3].
    If you do, they banish an opposing Friend or Resource to beneath this card. Otherwise,
    dismiss this card." The question says what paying does, not only "Pay 3?"."""
    b = board()
    sunset = b.add("CN164", 0, "play", "problem:1", face_down=True)
    b.add("PR20", 1, "play", "problem:1")
    g = shipped_game(b, phase="ready", step="ready")
    pass_until(g, kind="may")
    assert g.pending().prompt == (f"Sunset Shimmer #{sunset}: Pay [3] to have P1 banish one of their Friends or "
                                  "Resources beneath this card? If you don't, this card is dismissed (712.3)")


def test_ad17_weather_mare_logs_what_its_random_pick_does_in_one_line():
    """Weather Mare, Shocking! (AD17): "When this card is moved, choose one at random: Put a +1
    power counter on it, or frighten it." What the pick does is logged once, in one line naming
    the card whose text did it, the counter and the card it goes on (704, 519.1), not a line of
    the pick and then the counter's own line. Seeds until each choice is seen."""
    seen = set()
    for seed in range(1, 30):
        b = board(tokens=3)
        mare = b.add("AD17", 0, "play", "home:0")
        g = shipped_game(b, seed=seed)
        answer(g, f"move|{mare}|problem:0")
        name = g.name(mare)
        after = log_text(g).split(g.as_written(f"{name} is moved from home:0 to problem:0"))[1].strip().splitlines()
        if g.card(mare)["frightened"]:
            assert after == [f"712: {name} becomes frightened (by the text of {name})"]
        else:
            assert after == [f"712: {name} gets a +1 power counter (1 in all; by the text of {name})"]
        seen.add(g.card(mare)["frightened"])
        if len(seen) == 2:
            return
    raise AssertionError("no seed picked both")


def test_eo177_rover_names_itself_in_the_log_line_of_the_card_it_puts_into_the_hand():
    """Rover, Gem Hunter (EO177): "At the end of a faceoff involving this card, you may put one
    of your flipped cards into your hand." Taken as the flipped cards would go to the bottom of
    the deck (514.6), its log line cites 710.1 and names Rover, whose text replaces that."""
    b = Board()
    b.players[0] = {"tokens": 3}
    b.add("PR36", 0, "play", "problem:0")
    b.deck_top("PR60", 1)
    rover = b.add("EO177", 1, "play", "problem:0")
    g = start_challenge(b, rover)
    pass_until(g, kind="replacement")
    (moon,) = g.s["faceoff"]["flipped"][1]
    moon_name = g.name(moon)  # (a new card in the hand, 410.6)
    answer(g, f"hand:{moon}")
    now = g.s["players"][1]["hand"][-1]
    assert (f"710.1: {moon_name} (now #{now}) is put into P1's hand instead of the bottom of their deck (by the "
            f"text of {g.name(rover)})" in log_text(g).splitlines())


def test_pr4_twilight_sparkle_boosted_leads_her_question_and_log_line_about_flipped_events():
    """Twilight Sparkle, Faithful Student's Boosted side: "During a faceoff involving this card,
    if you would put a flipped Event card on the bottom of your deck, you may put it into your
    hand instead." The question names her first, as replacements do (710.1), and the log line
    says whose text put it there, as every replacement's line does."""
    b = Board()
    b.cards[b.mane[0] - 1].update(area="problem:0", boosted=True)
    tm = b.add("PR157", 1, "play", "problem:0")
    b.deck_top("DE91", 0)  # A Wrinkle in Time, an Event
    g = start_challenge(b, tm)
    pass_until(g, kind="replacement")
    twilight = g.name(b.mane[0])
    assert g.pending().prompt == (f"{twilight}: Put flipped Events into your hand instead of the bottom of your "
                                  "deck? (710.1)")
    (wrinkle,) = g.s["faceoff"]["flipped"][0]
    wrinkle_name = g.name(wrinkle)
    answer(g, f"hand:{wrinkle}")
    now = g.s["players"][0]["hand"][-1]
    assert (f"710.1: {wrinkle_name} (now #{now}) is put into P0's hand instead of the bottom of their deck (by the "
            f"text of {twilight})" in log_text(g).splitlines())


def _bugbear_won_its_faceoff() -> tuple[MlpGame, int, str]:
    """Bugbear, Back from Tartarus (5, P1's) has beaten Apple Brown Betty (3) in a faceoff P0
    challenged, and P1 is asked whether to turn it face-down: the game, Bugbear and its name."""
    b = Board()
    b.players[0] = {"tokens": 3}
    b.add("PR36", 0, "play", "problem:0")  # Apple Brown Betty (3) against Bugbear (5)
    bugbear = b.add("EO172", 1, "play", "problem:0")
    g = start_challenge(b, bugbear)
    pass_until(g, kind="may")
    name = g.name(bugbear)
    return g, bugbear, name


def test_eo172_bugbear_asks_whether_to_turn_itself_face_down_naming_itself():
    """Bugbear, Back from Tartarus (EO172): "When you win a faceoff involving this card, you may
    turn it face-down.": the question leads with the card asking and says what "it" is, this
    card (712.3), not "Turn it face-down?"."""
    g, bugbear, name = _bugbear_won_its_faceoff()
    assert g.pending().player == 1
    assert g.pending().prompt == f"{name}: Turn this card face-down? (712.3)"
    answer(g, "yes")
    assert g.card(bugbear)["face_down"]


def test_eo172_bugbear_turned_face_down_is_logged_as_the_face_down_card_it_becomes():
    """Judge scenario (505.3, 505.1d.i): Bugbear, Back from Tartarus wins the faceoff and P1
    turns it face-down: it becomes a different card, a face-down Troublemaker with no name.
    The line saying so names that card as the log names it from then on, by the number both
    players saw it keep, and no line after it calls it Bugbear until it is uncovered."""
    g, bugbear, name = _bugbear_won_its_faceoff()
    answer(g, "yes")
    lines = log_text(g).splitlines()
    turned = lines.index(f"505.3: {name} is turned face-down and becomes a different card, face-down Troublemaker "
                         f"#{bugbear} (by the text of {name})")
    assert not any("Bugbear" in line for line in lines[turned + 1:]), lines[turned:]


def test_ll46_hoofingtons_vexing_question_cites_the_replacement_rule_and_names_the_problem():
    """Mr. & Mrs. Hoofington, Posh Pastries (LL46) has Vexing: "If an opponent would confront
    this card's Problem, you may retire this card instead." (glossary). The glossary gives the
    keyword no rule number of its own: its "if ... would ... instead" makes it a replacement
    (710.1), which the question cites as the other replacement questions do, led by the card
    and naming the Problem, not "(Vexing)" and an area's internal name."""
    b = Board()
    hoofingtons = b.add("LL46", 1, "play", "problem:0")
    b.cards[b.mane[0] - 1]["area"] = "problem:0"
    b.add("PR20", 0, "play", "problem:0")
    g = shipped_game(b, phase="score", step="confront")
    d = g.pending()
    assert d.kind == "replacement" and d.player == 1
    name, problem = g.name(hoofingtons), g.name(g.problem_card("problem:0"))
    assert d.prompt == (f"{name}: P0 would confront {problem}. Vexing: If an opponent would confront this card's "
                        "Problem, you may retire this card instead. Use this replacement? (710.1)")
    answer(g, "yes")
    assert hoofingtons not in g.s["cards"] and g.s["players"][0]["score"] == 0
    assert f"P0 doesn't confront {problem}; {name} is retired instead (by the text of {name})" in log_text(g)
    assert f"Glossary: Vexing: {name} (now #{g.s['players'][1]['discard'][-1]}) is retired" in log_text(g)


def test_ll46_vexing_declined_the_confront_is_the_rules_own_rarity_counts_its_point_pr5():
    """Declining Vexing (710.1: the replacement is not used) leaves the confront as the rules
    make it (611, one way for both): its point is scored with each of P0's characters there
    (517.2), so Rarity, Dazzling Fashionista, who then wins the Problem faceoff with P1 (514.5c),
    has scored 2 points with her this Score Phase and turns over ("When you score at least 2
    points with this card during one Score Phase")."""
    b, _friends = confront_own("PR168", "PR20", "PR79", "PR79", mane="PR5")
    for code in ("LL46", "PR79", "PR79"):  # P1 meets Cloudbursting's requirements too
        b.add(code, 1, "play", "problem:0")
    g = shipped_game(b, phase="score", step="confront")
    assert g.pending().kind == "replacement" and g.pending().player == 1
    answer(g, "no")
    assert "P0 wins the Problem faceoff" in log_text(g) and g.s["players"][0]["score"] == 2
    assert g.card(b.mane[0])["boosted"], log_text(g)



def test_ll46_and_hm26_two_vexing_cards_the_confronting_player_chooses_which_replacement_applies():
    """Mr. & Mrs. Hoofington, Posh Pastries (LL46) and Fluffy Clouds, Summit Delegate (HM26),
    both P1's and both Vexing, at the Problem P0 would confront: two replacements of the same
    occurrence, so P0, whose confront it is, chooses which applies (710.5). Only the first was
    ever offered. P1 declines Fluffy Clouds; the other is still trying to replace the confront,
    so it is offered in turn (710.5b); used, it replaces the confront, and Fluffy Clouds has
    nothing left to replace (710.3)."""
    b = Board()
    hoofingtons = b.add("LL46", 1, "play", "problem:0")
    clouds = b.add("HM26", 1, "play", "problem:0")
    b.cards[b.mane[0] - 1]["area"] = "problem:0"
    b.add("PR20", 0, "play", "problem:0")
    g = shipped_game(b, phase="score", step="confront")
    d = g.pending()
    problem, hoof_name, clouds_name = g.name(g.problem_card("problem:0")), g.name(hoofingtons), g.name(clouds)
    assert (d.kind, d.player) == ("replacement", 0)
    assert d.prompt == f"P0 would confront {problem}: which replacement applies? (710.5)"
    assert sorted(label for _, label in d.options) == sorted([hoof_name, clouds_name])
    answer(g, f"card:{clouds}")
    assert g.pending().player == 1 and g.pending().prompt.startswith(f"{clouds_name}: P0 would confront {problem}.")
    answer(g, "no")
    assert g.pending().player == 1 and g.pending().prompt.startswith(f"{hoof_name}: P0 would confront {problem}.")
    answer(g, "yes")
    assert hoofingtons not in g.s["cards"] and g.card(clouds)["area"] == "problem:0"
    assert g.s["players"][0]["score"] == 0 and "P0 confronts" not in log_text(g)
    assert f"P0 doesn't confront {problem}; {hoof_name} is retired instead" in log_text(g)

# ----- a cost taking a card of a type: the type as the card prints it (703.1d) ------------------


def test_hm136_twilights_worst_nightmare_asks_for_an_event_from_the_hand_as_printed():
    """703.1d: P0 pays "Banish an Event from your hand" with two Events in hand; the question
    read "Banish a event from your hand", the card type in lower case after "a"."""
    b = Board(problems=("HM136", "PR190"))
    b.add("PR20", 0, "play", "problem:0")
    events = [b.add("DE93", 0, "hand") for _ in range(2)]
    g = shipped_game(b)
    answer(g, f"act|{b.problem[0]}|")
    assert g.pending().prompt.endswith("Banish an Event from your hand")
    answer(g, f"card:{events[0]}")
    assert zone_codes(g, 0, "banished") == ["DE93"]


def test_ff123_accident_at_the_pear_farm_asks_for_a_troublemaker_from_the_discard_pile_as_printed():
    """703.1d: "Banish a Troublemaker from your discard pile" with two there to choose from;
    the question read "Banish a troublemaker from your discard pile"."""
    b = Board(problems=("FF123", "PR190"))
    b.add("CG166", 1, "play", "problem:0")  # Windigo, a Troublemaker here to give the power to
    for _ in range(2):
        b.add("CG166", 0, "discard")
    g = shipped_game(b)
    answer(g, f"act|{b.problem[0]}|")
    assert g.pending().prompt.endswith("Banish a Troublemaker from your discard pile")


# ----- a draw a Problem's text turns to the bottom of the deck: the line ends with the Problem --


def test_cg179_inspiring_magic_ends_the_line_of_a_draw_from_the_bottom_with_its_name():
    """410.4: P0, with the most Unicorns at Inspiring Magic, draws from the bottom of their deck;
    the line read "Inspiring Magic #N: P0 draws a card from the bottom of their deck", unlike
    every other line a card's text writes, which ends with the card (as Royal Peacekeeper's)."""
    b = Board(problems=("CG179", "PR190"))
    b.add("PR60", 0, "play", "problem:0")  # a Unicorn here
    g = shipped_game(b)
    answer(g, "draw")
    answer(g, option_with(g, "bottom"))
    magic = b.problem[0]
    assert log_text(g).endswith(
        f"410.4: P0 draws 1 card from the bottom of their deck (by the text of Inspiring Magic #{magic})")


def test_cg179_inspiring_magic_then_an_empty_deck_cites_410_4_once_and_names_the_drawing_text():
    """410.4: only cards in a draw deck can be drawn. Skipping Class has P0 draw 6 with one card
    in their deck, the first turned to the bottom by Inspiring Magic: the line for the rest read
    "(410.4) P0 cannot draw: the draw deck is empty (410.4)", the rule twice and no card, where
    every line a text causes names the text (705.2e)."""
    b = Board(problems=("CG179", "PR190"), deck_size=1)
    b.players[0] = {"tokens": 3}
    b.add("PR60", 0, "play", "problem:0")  # a Unicorn at Inspiring Magic
    b.add("PR36", 0, "play", "home:0")  # pink 3
    event = b.add("FF96", 0, "hand")
    g = shipped_game(b)
    answer(g, f"play|{event}|event")
    answer(g, option_with(g, "bottom"))
    lines = log_text(g).split("\n")
    drew = lines.index(f"410.4: P0 draws 1 card from the bottom of their deck (by the text of Inspiring Magic #{b.problem[0]})")
    assert re.fullmatch(r"410\.4: P0 cannot draw: the draw deck is empty \(by the text of Skipping Class #\d+\)",
                        lines[drew + 1])


# ----- what an activated ability does cites 705.2e, as every action's instructions (not 703) ------


def test_hm104_castle_of_friendship_and_cn134_canterlot_hedge_maze_cite_705_2e_for_what_they_do():
    """703 says what an activated ability is and what its cost is (703.1d); what it then does
    is its instructions followed (705.2e), as every other action's lines cite. The tokens Castle
    of Friendship gains and the Hedge Maze dismissed by its second ability cited 703."""
    b = board(tokens=2)
    castle = b.add("HM104", 0, "play", "home:0")
    maze = b.add("CN134", 0, "play", "home:0")
    g = shipped_game(b)
    answer(g, act(g, castle))
    answer(g, act_with(g, maze, "dismiss"))
    lines = log_text(g).split("\n")
    assert f"705.2e: P0 gains 1 action token (by the text of {g.name(castle)})" in lines
    assert any(re.fullmatch(r"705\.2e: Canterlot Hedge Maze #\d+ \(now #\d+\) is dismissed.*", line) for line in lines), \
        lines


# ----- a card turned face-down is a different card that keeps its number (505.3, 410.6) ---------


def test_cn163_red_dragon_turned_face_down_keeps_its_number_and_loses_what_it_had():
    """505.3: turned face-down, Red Dragon becomes a different card; it changes no zone, so it
    keeps its number (410.6 renumbers a card changing zones), the line naming it by that number
    saying it is a different card, and the counters the card it was had are gone."""
    b = Board()
    b.players[0] = {"tokens": 3}
    dragon = b.add("CN163", 1, "play", "problem:0")
    b.cards[dragon - 1]["counters"] = {"power": 2}
    g = shipped_game(b, phase="troublemaker", step="start")
    name = g.name(dragon)
    assert g.card(dragon)["counters"] == {"power": 2}
    answer(g, "yes")
    assert (f"505.3: {name} is turned face-down and becomes a different card, face-down Troublemaker #{dragon} (by "
            f"the text of {name})") in log_text(g)
    assert g.card(dragon)["face_down"] and g.card(dragon)["area"] == "problem:0"
    assert g.card(dragon)["counters"] == {}


# ----- a draw, discard or return an Event's text makes cites 705.2e, as the shared draw step does ----


def test_ll91_dramatic_entrance_and_mt83_magical_misfire_draws_cite_705_2e_with_the_event():
    """What an Event does is its instructions followed (705.2e), its draw too: the shared draw
    step cites the resolving text's rule, and these Events' own draws cited 410.4 (what a draw
    is) instead."""
    b = rich_board()
    entrance = b.add("LL91", 0, "hand")
    misfire = b.add("MT83", 0, "hand")
    g = shipped_game(b)
    answer(g, f"play|{entrance}|event")
    answer(g, f"play|{misfire}|event")
    answer(g, "player:1")
    draws = [line for line in log_text(g).split("\n") if " draws " in line]
    assert [re.sub(r"#\d+", "#", line) for line in draws] == [
        "705.2e: P0 draws 1 card (by the text of Dramatic Entrance #)",
        "705.2e: P0 draws 1 card (by the text of Magical Misfire #)"], draws


def test_eo117_dizzy_spell_cites_705_2e_for_the_friend_returned_and_the_card_discarded():
    """Dizzy Spell's Friend put into its owner's hand cited 410.4, the rule of drawing, and its
    discard 410.3: both are the Event's instructions followed (705.2e), as the judge reads them."""
    b = rich_board()
    spell = b.add("EO117", 0, "hand")
    b.add(BIG, 1, "play", "home:1")
    g = shipped_game(b)
    answer(g, f"play|{spell}|event")  # (one Friend to return, then one card in P1's hand: nothing asked)
    assert g.s["players"][1]["hand"] == []
    logged = [(rule, text) for _, rule, text in g.log if "by the text of Dizzy Spell" in text]
    assert [(rule, re.sub(r"#\d+", "#", text)) for rule, text in logged] == [
        ("705.2e", "Apple Brown Betty, Pastry Chef # (now #) is returned to P1's hand (by the text of Dizzy Spell #)"),
        ("705.2e", "P1 discards Apple Brown Betty, Pastry Chef # (now #; by the text of Dizzy Spell #)")], logged


# ----- what a text does to a deck, a pile, a flip or a free play names the card (seeds 51000-51019) ---


def _lines_by(g, name: str) -> list[str]:
    """The log lines naming `name`'s text, card numbers left out (they vary with the board)."""
    return [re.sub(r"#\d+", "#", line) for line in log_text(g).split("\n") if f"(by the text of {name}" in line]


def test_ad93_dig_deeper_names_itself_on_the_card_it_puts_from_the_bottom_to_the_top():
    """A judge read "P0 puts the bottom card of their deck on top of it" and no card: the
    Event's instruction (705.2e) names the Event, as its other lines do."""
    b = Board(deck_size=0)
    b.add("PR36", 0, "deck")
    b.add("PR38", 0, "deck")
    b.add("PR20", 0, "play", "problem:0")
    for _ in range(2):
        b.add("PR33", 0, "play", "problem:0")  # orange 4
    tm = b.add("PR157", 1, "play", "problem:0")
    event = b.add("AD93", 0, "hand")
    g = shipped_game(b, phase="troublemaker", step="challenge", players=[{"tokens": 2}, {}])
    answer(g, f"challenge:{tm}")
    answer(g, f"play|{event}|event")
    assert "705.2e: P0 puts the bottom card of their deck on top of it (by the text of Dig Deeper #)" \
        in _lines_by(g, "Dig Deeper"), log_text(g)


def test_ad171_desperately_seeking_spike_names_itself_on_the_revealed_card_put_into_the_discard_pile():
    """"Otherwise, they put it into their discard pile": the Problem's triggered effect (712)
    names the Problem, as the reveal before it does."""
    b, _ = confront_own("AD171", BLUE, BLUE, PINK)
    b.deck_top("PR106", 0)  # an Event
    g = confronted(b)
    assert "712: P0 puts Back Where You Began # (now #) into their discard pile (by the text of Desperately Seeking " \
        "Spike #)" \
        in _lines_by(g, "Desperately Seeking Spike"), log_text(g)


def test_pr213_applejack_farm_foremare_names_herself_on_the_cards_put_on_the_bottom():
    b = Board()
    b.players[0] = {"tokens": 9}
    for _ in range(3):
        b.add("PR33", 0, "play", "home:0")  # orange for her requirement
    for code in ("PR36", "PR12", "PR139", "PR60", "PR113"):
        b.deck_top(code, 0)
    aj = b.add("PR213", 0, "hand")
    g = shipped_game(b)
    answer(g, f"play|{aj}|home:0")
    answer(g, "yes")
    answer(g, "none")
    while g.pending().kind == "order":
        answer(g, keys(g)[0])
    assert ("712: P0 puts the other revealed cards on the bottom of their deck (by the text of Applejack, Farm "
            "Foremare #)") in _lines_by(g, "Applejack, Farm Foremare"), log_text(g)


def test_ad95_double_trouble_names_itself_when_its_flip_finds_no_card():
    """515.1: with no unflipped card there is no flip; the line says so once and names the
    Event that asked for the flip, as a draw an empty deck stops names its text (410.4). The
    faceoff's own flips, the rules' doing, name none."""
    b = Board(deck_size=0)
    b.add("PR20", 0, "play", "problem:0")
    for _ in range(2):
        b.add("PR33", 0, "play", "problem:0")
    tm = b.add("PR157", 1, "play", "problem:0")
    event = b.add("AD95", 0, "hand")
    g = shipped_game(b, phase="troublemaker", step="challenge", players=[{"tokens": 2}, {}])
    answer(g, f"challenge:{tm}")
    answer(g, f"play|{event}|event")
    lines = [re.sub(r"#\d+", "#", line) for line in log_text(g).split("\n") if "no unflipped card" in line]
    assert "515.1: P0 has no unflipped card to flip (by the text of Double Trouble #)" in lines, lines
    assert "515.1: P0 has no unflipped card to flip" in lines, lines


def test_cn80_sapphire_shores_costume_changer_names_herself_on_the_accessory_played_for_free():
    """A card a text plays for free is played by that text: the "plays" line names it, as a
    card a text puts into play does (Student Six, A Grade Above playing Rising Star in a judged
    game read "P1 plays Rising Star, In the Spotlight for free" and no card)."""
    b = board(tokens=3)
    sapphire = b.add("CN80", 0, "play", "home:0")
    b.add("PR139", 0, "play", "home:0", host=sapphire)
    b.add("CN135", 0, "hand")
    g = shipped_game(b)
    answer(g, act(g, sapphire))
    assert "705.2a: P0 plays Chic Beret for free (by the text of Sapphire Shores, Costume Changer #)" \
        in _lines_by(g, "Sapphire Shores"), log_text(g)


# ----- a card's "can't be moved" says in the log whose text it is --------------------------------


def _held_lines(g) -> list[str]:
    """The log lines about moves a card's text stops, as the table shows them (areas in words),
    card numbers left out."""
    return [re.sub(r"#\d+", "#", f"{row.rule}: {row.text}") for row in view.log_rows(g) if "can't be moved" in row.text]


def test_ad106_photo_op_names_itself_on_the_line_that_stops_every_move():
    """Photo Op (AD106: "Reaction: After the start of the Main Phase, characters can't be
    moved this turn"): a judge read "Characters can't be moved this turn" and no card, in a
    game where the opponent played it in the turn player's Main Phase: the line did not say
    which card stops every move this turn."""
    b = rich_board()
    photo = b.add("AD106", 0, "hand")
    g = shipped_game(b, phase="main", step="main")
    answer(g, f"react|{photo}|")
    assert _held_lines(g) == ["705.2e: Characters can't be moved this turn (by the text of Photo Op #)"], log_text(g)


def test_ad146_spotlight_names_itself_on_the_character_it_holds_in_place():
    """Spotlight (AD146: "... to choose a character. That character can't be moved until the end
    of the turn"): the line on the chosen character names the Spotlight, as the lines before it
    (its cost, the choice) do."""
    b = board(tokens=2)
    b.players[1] = {"tokens": 3}
    b.add("AD146", 0, "play", "home:0")
    held = b.add(BLUE, 1, "play", "home:1")
    g = shipped_game(b, phase="main", step="main", turn_player=1)  # P1's Main Phase starts
    answer(g, "yes")
    answer(g, f"card:{held}")
    name = re.sub(r"#\d+", "#", g.name(held))
    assert _held_lines(g) == [f"712: {name} can't be moved until the end of the turn (by the text of Spotlight #)"], \
        log_text(g)


def test_cg106_inspiration_manifestation_names_itself_on_the_problem_it_closes():
    """Inspiration Manifestation (CG106: "Reaction: After an opponent's Friend is moved to a
    Problem, characters can't be moved to that Problem until the end of the turn"): the line
    names the card whose text closed the Problem."""
    b = board()
    runner = b.add(BLUE, 0, "play", "home:0")
    for _ in range(2):
        b.add(WHITE, 1, "play", "home:1")  # P1's play requirement: 3 white
    b.players[1] = {"tokens": 1}
    gotcha = b.add("CG106", 1, "hand")
    g = shipped_game(b)
    answer(g, f"move|{runner}|problem:1")
    answer(g, next(k for k in keys(g) if k.startswith(f"react|{gotcha}|")))
    assert _held_lines(g) == ["705.2e: Characters can't be moved to Runaway Cart # (Player 2's) until the end of the turn "
                              "(by the text of Inspiration Manifestation #)"], log_text(g)


def test_pr62_sunny_rays_asks_nothing_with_an_empty_deck():
    """Sunny Rays (PR62: "When you play this card, you may look at the top 2 cards of your deck
    and put them back in any order"), played with no card left in the deck: there is nothing to
    look at, so the "may" is not asked (705.2e, 712.3) and the line says the text found nothing
    to act on. In a judged game the question was asked and a "Yes" did nothing."""
    b = Board(deck_size=0)
    b.players[0] = {"tokens": 9}
    for filler in FILLERS:
        b.add(filler, 0, "play", "home:0")
    sunny = b.add("PR62", 0, "hand")
    g = shipped_game(b)
    answer(g, f"play|{sunny}|home:0")
    assert g.pending().kind == "priority", g.pending().prompt
    assert "Nothing happens: “When you play this card, you may look at the top 2 cards of your deck and put them " \
        "back in any order” finds nothing to act on (by the text of Sunny Rays, One Bright Mare #)" \
        in re.sub(r"#\d+", "#", log_text(g)), log_text(g)


# ----- a Problem's own text moving a character: the Problem is named where it is a place ------


def test_sb131_swaying_the_seaponies_names_itself_as_where_its_move_goes():
    """Swaying the Seaponies (SB131): "you may move another one of your characters to this
    Problem". The log names the Problem a character is moved to by its name, as every move
    line does ("... to Swaying the Seaponies #3 (P0's)"), though the line cites that Problem's
    text too: "moved ... to P0's Problem (by the text of Swaying the Seaponies #3)" left the
    judge to work out that the two are the same card."""
    b = Board(problems=("SB131", "PR190"))
    b.players[0] = {"tokens": 2}
    first = b.add("PR79", 0, "play", "home:0")
    second = b.add("PR79", 0, "play", "home:0")
    g = shipped_game(b)
    seaponies = g.s["areas"]["problem:0"]["problem"]
    answer(g, f"move|{first}|problem:0")
    answer(g, "yes")
    answer(g, f"card:{second}")
    rows = [row.text for row in view.log_rows(g)]
    assert (f"{g.name(second)} is moved from Player 1's home to {g.name(seaponies)} (Player 1's"
            f"; by the text of {g.name(seaponies)})") in rows, rows[-3:]


def test_cn182_lost_in_the_crystal_caves_names_itself_as_where_its_move_starts():
    """Lost in the Crystal Caves (CN182): "that player moves a character here home". The
    line says the character is moved from Lost in the Crystal Caves, by name, not "from P0's
    Problem" beside the citation of the same card's text."""
    b, _ = confront_own("CN182", "PR60", "PR54", "PR20", "PR20", "PR20")  # purple 4, 3 other
    foe = b.add("PR33", 1, "play", "problem:0")
    g = shipped_game(b, phase="score", step="confront")
    caves = g.s["areas"]["problem:0"]["problem"]
    answer(g, f"card:{foe}")
    rows = [row.text for row in view.log_rows(g)]
    assert (f"{g.name(foe)} is moved from {g.name(caves)} (Player 1's) to Player 2's home "
            f"(by the text of {g.name(caves)})") in rows, rows[-3:]


# ----- Capper Dapperpaws, Charmer: a card for each even power revealed, from a pile too small ---


def _charmer_reveals_two_even(discarded: int):
    """P0's Capper Dapperpaws, Charmer (SB5) with two 2-power Friends (HM35) among the top five
    cards of their deck, and `discarded` cards in their discard pile."""
    b = Board(manes=("SB5", "PR2"))
    for code in ("PR20", "HM35", "PR20", "HM35", "PR20"):
        b.deck_top(code, 0)
    for _ in range(discarded):
        b.add("PR20", 0, "discard")
    g = shipped_game(b)
    answer(g, act(g, b.mane[0]))
    while g.pending().player == 0 and g.pending().kind == "target":
        answer(g, keys(g)[0])
    return g


def test_sb5_capper_dapperpaws_charmer_says_why_no_card_comes_back_from_an_empty_pile():
    """Two revealed cards have even power, so two cards are to come back from P0's discard
    pile; it is empty. The log said only what was revealed and that the deck was shuffled, so
    a judge counting two even powers saw no card come back and no reason: now it says the
    pile is empty."""
    g = _charmer_reveals_two_even(0)
    assert ("P0's discard pile is empty: no card is put into their hand for the 2 revealed cards "
            "with even power (by the text of ") in log_text(g)


def test_sb5_capper_dapperpaws_charmer_says_the_pile_held_fewer_than_owed():
    """Two even powers revealed, one card in the discard pile: it comes back, and the log
    says the pile held only that one."""
    g = _charmer_reveals_two_even(1)
    text = log_text(g)
    assert "is put into P0's hand" in text
    assert ("P0's discard pile is empty: 1 card is put into their hand for the 2 revealed cards "
            "with even power (by the text of ") in text


# ----- "Choose a Problem": the question says what the Problem is chosen for ---------------------


@pytest.mark.parametrize(("code", "purpose"), [
    ("LL97", "Until the end of the turn, characters, Resources, and Troublemakers there lose and can't "
             "have abilities"),
    ("EO133", "Opponents need +2 power to confront that Problem until the end of the turn"),
    ("CN116", "Your opponent moves one of their Friends away from that Problem"),
])
def test_an_event_asking_for_a_problem_says_what_it_is_for(code, purpose):
    """Into the Stream of Silence (LL97), Puppet Show (EO133), Royal Canterlot Voice (CN116):
    "Choose a Problem" alone left the player to remember what the Event does there; the
    question says it in the card's words, as every other "Choose a Problem" does (Photo Op:
    "Choose a Problem: That Problem's bonus is 0 until the end of the turn")."""
    b = rich_board()
    event = b.add(code, 0, "hand")
    g = shipped_game(b)
    answer(g, f"play|{event}|event")
    decision = g.pending()
    assert decision.player == 0 and decision.kind == "area"
    assert re.fullmatch(rf".* #\d+: Choose a Problem: {re.escape(purpose)}", decision.prompt), decision.prompt


def test_cgpf12_dj_pon_3_flippant_dj_says_what_the_problem_is_for():
    """DJ Pon-3, Flippant DJ (CGpf12): "Exhaust this card to choose a problem. Move a random
    Friend to that Problem.": the question says so."""
    b = rich_board()
    dj = b.add("CGpf12", 0, "play", "home:0")
    g = shipped_game(b)
    answer(g, act(g, dj))
    assert re.fullmatch(r"DJ Pon-3, Flippant DJ #\d+: Choose a Problem: Move a random Friend to that Problem",
                        g.pending().prompt), g.pending().prompt


# ----- a text in play adding to a player's faceoff total says so before the totals -----------------


def test_cg178_ice_cloud_calamity_says_whom_it_gives_two_power_before_the_totals():
    """P0's Twilight Sparkle challenges P1's Troublemaker at Ice Cloud Calamity (CG178: "During
    faceoffs here, the player with the most Pegasus characters here gets +2 power"), where P1
    has a Pegasus. The totals counted the +2 but the log never said it: a judge adding up P1's
    Troublemaker and flip came to 2 less than "Power totals: ..." said. The line before the
    totals names the card and whom it gives the power to, as Rockslide's extra flip is named."""
    b = Board(problems=("CG178", "PR190"))
    b.players[0] = {"tokens": 0}
    b.cards[b.mane[0] - 1]["area"] = "problem:0"
    b.add("PR20", 1, "play", "problem:0")  # Sweetie Sunrise, a Pegasus
    g, _ = challenge(b)
    for _ in range(6):
        if "Power totals" in log_text(g):
            break
        answer(g, "pass")
    rows = [(row.rule, row.text) for row in view.log_rows(g)]
    totals = next(k for k, (_, text) in enumerate(rows) if text.startswith("Power totals"))
    calamity = g.s["areas"]["problem:0"]["problem"]
    assert rows[totals - 1] == ("514.4a", f"{g.name(calamity)} gives Player 2 +2 power during this faceoff"), rows[totals - 3:]
    assert not any("gives P0" in text for _, text in rows)


# ----- a triggered text's "you may pay [N] to ...": the payment names the card -----------------


def test_hm107_dream_network_names_itself_on_the_token_it_is_paid():
    """Dream Network (HM107): "At the start of your turn, you may reveal the top card of your
    deck. If you do, and it's an Event, you may pay [1] to put a 2 [Magic] Figment Friend token
    into play." The payment is the cost of that modifier ("pay [1] to ...", 707.2a), not of a
    card played (705.2d): the log said "(705.2d) P0 pays 1 action token" with no card, as if a
    card had been played; it names Dream Network and cites 707.2a."""
    b = Board()
    b.players[0] = {"tokens": 1}
    network = b.add("HM107", 0, "play", "home:0")
    b.deck_top("PR106", 0)  # Back Where You Began: an Event
    g = shipped_game(b, turn_player=1)
    pass_until(g, kind="may")
    assert g.pending().player == 0
    answer(g, "yes")  # reveal it
    answer(g, "yes")  # pay
    pays = [(rule, text) for _, rule, text in g.log if text.startswith("P0 pays")]
    assert pays[-1] == ("707.2a", f"P0 pays 1 action token (by the text of {g.name(network)})"), pays


def test_pr1_rainbow_dash_boosted_names_herself_on_the_token_she_is_paid():
    """Rainbow Dash, Flier Extraordinaire's Boosted side (PR1): "you may pay [1] to move
    another one of your Friends from home to that Problem": the [1] is logged as her text's
    (707.2a), not as a card's cost (705.2d) with no card named."""
    b = Board(manes=("PR1", "PR2"))
    b.players[0] = {"tokens": 5}
    b.cards[b.mane[0] - 1]["boosted"] = True
    friend = b.add("PR12", 0, "play", "home:0")
    g = shipped_game(b)
    answer(g, f"move|{b.mane[0]}|problem:1")
    answer(g, f"card:{friend}")
    pays = [(rule, text) for _, rule, text in g.log if text.startswith("P0 pays")]
    assert pays[-1] == ("707.2a", f"P0 pays 1 action token (by the text of {g.name(b.mane[0])})"), pays
