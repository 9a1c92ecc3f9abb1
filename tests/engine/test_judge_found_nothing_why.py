"""A text that did nothing says what it looked for and did not find, read from the seeded
whole-pool games (seeds 10000-10149), where "finds nothing to act on" left a judge to work out
why: the instruction's own words say what was missing ("no opposing Resource can be
dismissed"), naming the place a "here" or "that Problem" is. Each on the judge's board."""

from __future__ import annotations

from engine.mlp.procedures import flow
from tests.engine.card_play import (
    BIG,
    CONFRONTERS,
    ORANGE,
    act,
    act_with,
    board,
    challenge,
    confront_own,
    confronted,
    find,
    flipped,
    play,
    play_entered,
    rich_board,
    start_challenge,
    under,
)
from tests.engine.helpers import Board, answer, keys, log_text, pass_once, shipped_game
from tests.engine.nothing_done import (
    NOTHING,
    nothing_lines,
    only_nothing_line,
    played_at_their_problem,
    problem_of,
    said_nothing,
    worn_at_home,
)

CHRYSALIS = "DE119"  # Queen Chrysalis, Vicious Vengeance


def _uncovered_by_giselle(tm_code: str, **tokens: int) -> tuple:
    """P0's Giselle, Thrillseeker spends the card beneath her to uncover P1's face-down
    Troublemaker `tm_code` at P1's Problem (705.2e): the game once P0 holds priority again, and
    the Troublemaker."""
    b = Board()
    b.players[1] = {"tokens": tokens.get("p1", 0)}
    giselle = b.add("CG36", 0, "play", "home:0")
    under(b, giselle)
    tm = b.add(tm_code, 1, "play", "problem:1", face_down=True)
    g = shipped_game(b)
    answer(g, act(g, giselle))
    while g.pending().kind != "priority" or g.pending().player != 0:
        answer(g, keys(g)[0])
    return g, tm


# ----- a card chosen by a "may" with none to choose (705.2e) ----------------------------------------


def test_ll126_winterzilla_with_no_opposing_resource_says_none_can_be_dismissed():
    """Judge scenario (705.2e, 712.3): P1's Winterzilla, Giant Gremlin ("When this card is
    turned face-up, you may pay [1] to dismiss an opposing Resource") is uncovered while P0 has
    no Resource, P1 holding 2 action tokens (seeds 10034, 10089, 10125, 10131). The log said
    its text "finds nothing to act on": it says no opposing Resource can be dismissed."""
    g, winterzilla = _uncovered_by_giselle("LL126", p1=2)
    said_nothing(g, "“You may pay [1] to dismiss an opposing Resource” is not done: no opposing Resource can be "
                 f"dismissed (by the text of {g.name(winterzilla)}); not repeated while it stays so")


def test_mt114_nightmare_moon_mistress_of_the_dark_with_no_frightened_friend_says_so():
    """Judge scenario (705.2): P1's Nightmare Moon, Mistress of the Dark ("When this card is
    uncovered, dismiss a frightened Friend") is uncovered with no Friend frightened (seeds 10112,
    10149): no frightened Friend can be dismissed, not "finds nothing to act on"."""
    g, moon = _uncovered_by_giselle("MT114")
    said_nothing(g, f"“Dismiss a frightened Friend” is not done: no frightened Friend can be dismissed "
                 f"(by the text of {g.name(moon)}); not repeated while it stays so")


def test_ll123_ophiotaurus_dismissed_alone_names_the_problem_it_looked_at():
    """Judge scenario (705.2e): P0 defeats P1's Ophiotaurus, Mountain Monster ("When this card is
    dismissed, you may put two +1 power counters on another Troublemaker here") at P0's Problem,
    with no other Troublemaker there (seeds 10019-10133, 8 lines). Its "here" is the Problem it
    stood at as it was dismissed: the line names it, and says no other Troublemaker there could
    get the counters."""
    b = board(3)
    ophiotaurus = b.add("LL123", 1, "play", "problem:0")
    for _ in range(3):
        b.add(BIG, 0, "play", "problem:0")
    g = start_challenge(b, ophiotaurus)
    problem = g.name(b.problem[0])
    for _ in range(10):  # (the faceoff, won by P0's 10 power to 4, and its text, set off as it is dismissed)
        if ophiotaurus not in g.s["play"] and g.pending().kind == "priority":
            break
        answer(g, "pass" if "pass" in keys(g) else keys(g)[0])
    # (the card gone from play is named by its title alone: its number is that of a card in play, 410.6)
    assert (f"{NOTHING}“When this card is dismissed, you may put two +1 power counters on another Troublemaker "
            f"here” is not done: no other Troublemaker at {problem} (P0's) can get two +1 power counters "
            "(by the text of Ophiotaurus, Mountain Monster)") in nothing_lines(g), log_text(g)


def test_pr65_action_shot_with_no_other_character_there_names_that_problem():
    """Judge scenario (705.2): P0 plays Action Shot, Shutterbug ("When you play this card to a
    Problem, choose another one of your characters at that Problem. It gets +4 power ...") to a
    Problem where P0 has no other character (seeds 10046, 10130): none of P0's other characters
    at that Problem, named, can be chosen; not "no other one of your characters"."""
    g, shot, problem = played_at_their_problem("PR65")
    said_nothing(g, f"“Choose another one of your characters at that Problem” is not done: none of your other "
                 f"characters at {problem} (P1's) can be chosen (by the text of {g.name(shot)})")


# ----- the words of what was looked for ------------------------------------------------------------


def test_ll136_applejack_big_breakfast_with_no_other_earth_pony_says_none_can_get_a_counter():
    """Judge scenario (705.2): P0 plays Applejack, Big Breakfast ("When this card enters play,
    put a +1 power counter on each of your other Earth Pony Friends") with only a Unicorn and a
    Critter beside her, P1 holding an Earth Pony (seed 10061). The line read "no +1 power counter on
    each of your other Earth Pony Friends can be put": it says none of P0's other Earth Pony
    Friends can get one."""
    b = board(6)
    for code in ("AD26", "EO35", "PR81"):  # (Lyra and Trixie: orange Unicorns, for her 3 orange)
        b.add(code, 0, "play", "home:0")
    b.add(BIG, 1, "play", "home:1")
    g, applejack = play_entered(b, "LL136")
    assert (f"{NOTHING}“Put a +1 power counter on each of your other Earth Pony Friends” is not done: none of "
            f"your other Earth Pony Friends can get a +1 power counter (by the text of {g.name(applejack)})"
            in nothing_lines(g)), log_text(g)


def test_hm48_opalescence_royal_edict_leaves_how_long_out_of_what_it_looked_for():
    """Judge scenario (705.2): P0 plays Opalescence, Royal Edict ("When this card enters play,
    banish an opposing Friend with 2 or less power until this card leaves play") with only a
    3-power Friend opposing (seed 10043). The line said "no opposing Friend with 2 or less power
    until this card leaves play can be banished": how long is no part of the Friend."""
    b = rich_board()
    b.add(BIG, 1, "play", "home:1")
    g, opalescence = play_entered(b, "HM48")
    said_nothing(g, f"“Banish an opposing Friend with 2 or less power until this card leaves play” is not done: no "
                 f"opposing Friend with 2 or less power can be banished (by the text of {g.name(opalescence)})")


def test_de81_twilight_sparkle_and_rarity_exposed_looks_in_the_discard_pile_not_the_hand():
    """Judge scenario (705.2): P0 plays Twilight Sparkle & Rarity, Exposed! ("When this card
    enters play, you may put a Troublemaker from your discard pile into play face-up") with a
    Troublemaker in hand and none in the discard pile (seed 10110). The line said "P0 has no
    Troublemaker in hand", the wrong pile, with one there: it names the discard pile."""
    b = rich_board()
    b.add("PR157", 0, "hand")
    g, exposed = play_entered(b, "DE81")
    said_nothing(g, f"“When this card enters play, you may put a Troublemaker from your discard pile into play "
                 f"face-up” is not done: P0's discard pile has no Troublemaker (by the text of {g.name(exposed)})")
    assert find(g, "PR157", "hand")


# ----- every card of a kind, with none (705.2) -------------------------------------------------------


def test_queen_chrysalis_vicious_vengeance_with_no_character_there_says_none_can_be_moved_home():
    """Judge scenario (705.2): P1's Queen Chrysalis, Vicious Vengeance ("When this card is
    uncovered, move all characters here home") is uncovered at P1's Problem with no character
    there (seeds 10014, 10108): no characters at that Problem, named, can be moved home."""
    g, chrysalis = _uncovered_by_giselle(CHRYSALIS)
    problem = problem_of(g, 1)
    said_nothing(g, f"“Move all characters here home” is not done: no characters at {problem} (P1's) can be moved "
                 f"home (by the text of {g.name(chrysalis)}); not repeated while it stays so")


def test_hm93_power_pony_up_with_no_frightened_friend_says_none_can_be_unfrightened():
    """Judge scenario (705.2): P0 plays Power Pony Up! ("Immediate: Unfrighten up to two
    Friends") with no Friend frightened (seed 10087): "up to two" chooses none, and the line
    says no Friends can be unfrightened, not that the text "finds nothing to act on"."""
    b = rich_board()
    for _ in range(2):
        b.add(ORANGE, 0, "play", "home:0")  # (3 orange power for its requirement)
    g = play(b, "HM93", "event")
    line = only_nothing_line(g)
    assert line.startswith("705.2e: Nothing happens: “Unfrighten up to two Friends” is not done: no Friends can be "
                           "unfrightened (by the text of Power Pony Up! #"), line


# ----- a card's own code choosing among none (705.2) -------------------------------------------------


def test_ad32_hoops_peer_pressurer_at_a_problem_with_no_opposing_friend_names_it():
    """Judge scenario (513.2, 705.2): P0 plays Hoops, Peer Pressurer ("When this card enters play
    at a Problem, gain control of an opposing Friend there until the end of the Score Phase") to
    P1's Problem, where P1 has no Friend, P1 holding one at home (seed 10005). Its choice of a
    Friend had none to offer: the line says there is no opposing Friend at that Problem, named,
    whose control can be gained."""
    g, hoops, problem = played_at_their_problem("AD32", "home:1")
    said_nothing(g, f"“When this card enters play at a Problem, gain control of an opposing Friend there until the "
                 f"end of the Score Phase” is not done: there is no opposing Friend at {problem} (P1's) whose control can "
                 f"be gained (by the text of {g.name(hoops)})")


# ----- what a card's own text counted or looked for ---------------------------------------------------


def test_cn111_nice_moves_kid_with_an_opponent_holding_no_token_says_so():
    """Judge scenario (705.2): P0 plays Nice Moves, Kid ("Main Phase: Draw a card for each action
    token your opponent has, then discard the same number of cards") while P1 holds no action
    token (seeds 10001, 10035, 10135): the count is 0, said plainly, not "finds nothing to act on"."""
    b = rich_board()
    b.players[1] = {"tokens": 0}
    g = play(b, "CN111", "event")
    line = only_nothing_line(g)
    assert line.startswith("705.2e: Nothing happens: P1 has no action tokens, so P0 draws and discards no cards "
                           "(by the text of Nice Moves, Kid #"), line


def test_pr92_opalescence_curtain_shredder_moved_where_no_opposing_character_wears_a_resource():
    """Judge scenario (705.2e): P0 moves Opalescence, Curtain Shredder ("When you move this card
    to a Problem, you may dismiss a Resource on an opponent's character at that Problem") to P1's
    Problem, where P1's Friend wears no Resource, P1's Resource being on a Friend at home (seed
    10075): the line names the Problem and says no opponent's character there has a Resource on
    it."""
    b = rich_board()
    opalescence = b.add("PR92", 0, "play", "home:0")
    b.add(BIG, 1, "play", "problem:1")
    worn_at_home(b)
    g = shipped_game(b)
    answer(g, f"move|{opalescence}|problem:1")
    problem = problem_of(g, 1)
    said_nothing(g, f"“When you move this card to a Problem, you may dismiss a Resource on an opponent's character at "
                 f"that Problem” is not done: no opponent's character at {problem} (P1's) has a Resource on it (by the text "
                 f"of {g.name(opalescence)}); not repeated while it stays so")


def test_ad100_for_equestria_flipped_against_a_troublemaker_counts_no_opposing_character():
    """Judge scenario (514.4a): For Equestria! ("Chaos: When this card is flipped, it gets +1
    power for each opposing character involved in the faceoff") is flipped as P0's Red Gala
    challenges P1's Troublemaker, no character of P1's in the faceoff (seed 10037): it says there
    is no opposing character involved in the faceoff to count."""
    g, _ = flipped("AD100")
    line = only_nothing_line(g)
    assert "Nothing happens: “Chaos: When this card is flipped, it gets +1 power for each opposing character " \
        "involved in the faceoff” is not done: there is no opposing character involved in the faceoff to count " \
        "(by the text of For Equestria! #" in line, line


def test_eo60_spike_number_one_assistant_having_banished_nothing_says_so():
    """Judge scenario (703.1d): P0 banishes Spike, Number One Assistant ("Main Phase: Banish this
    card to put each Event banished this way into its owner's hand") before his other text
    banished any Event, an Event banished by something else lying in P0's banished pile (seed
    10063): the line says no card was banished this way, which is why that Event stays."""
    b = rich_board()
    spike = b.add("EO60", 0, "play", "home:0")
    b.add("PR101", 0, "banished")  # (banished, not by him)
    g = shipped_game(b)
    answer(g, act_with(g, spike, "Banish this card"))
    assert ("705.2e: Nothing happens: “Put each Event banished this way into its owner's hand” is not done: no card "
            "was banished this way (by the text of Spike, Number One Assistant)") in log_text(g).splitlines(), log_text(g)
    assert find(g, "PR101", "banished")


def test_pr153_brown_parasprite_against_an_empty_deck_says_the_deck_is_empty():
    """Judge scenario (410.4, 705.2): P1's Brown Parasprite ("At the start of your opponent's
    Troublemaker Phase, they put the top card of their deck into their discard pile") as P0's
    Troublemaker Phase starts with P0's deck empty (seeds 10051, 10066): P0's deck is empty, said
    so, not that the text "finds nothing to act on"."""
    b = Board(deck_size=0)
    parasprite = b.add("PR153", 1, "play", "problem:0")
    for _ in range(5):
        b.add(BIG, 1, "deck")
    g = shipped_game(b)
    while not (g.s["turn_player"] == 0 and g.s["turn"] > 3 and g.s["phase"] != "troublemaker"):
        pass_once(g)
    assert (f"{NOTHING}“At the start of your opponent's Troublemaker Phase, they put the top card of their deck into "
            f"their discard pile” is not done: P0's deck is empty (by the text of {g.name(parasprite)}); not repeated "
            "at P0's next turns while it stays so") in nothing_lines(g), log_text(g)


def test_eo63_aloe_magic_touch_alone_at_a_problem_says_none_of_your_other_characters_there():
    """Judge scenario (705.2): P0 plays Aloe, Magic Touch ("When this card enters play, another
    one of your characters here gets +2 power until the end of the turn") to P1's Problem, where
    P0 has no other character, P1 having one there (seeds 10019, 10064). The instruction names its
    card before its verb: read so, the line says none of P0's other characters at that Problem,
    named, can get +2 power."""
    g, aloe, problem = played_at_their_problem("EO63", "problem:1")
    said_nothing(g, f"“When this card enters play, another one of your characters here gets +2 power until the end of "
                 f"the turn” is not done: none of your other characters at {problem} (P1's) can get +2 power (by the text "
                 f"of {g.name(aloe)})")


def test_cg67_matilda_full_of_hope_with_points_tied_says_neither_has_the_fewest():
    """Judge scenario (705.2): P0 plays Matilda, Full of Hope ("When this card enters play, the
    player with the fewest points scores a point") with both players at 1 point (seed 10104):
    the tie is said, so a judge sees why nobody scored, not "finds nothing to act on"."""
    b = rich_board()
    b.players[0]["score"] = b.players[1]["score"] = 1
    g, matilda = play_entered(b, "CG67")
    said_nothing(g, f"“When this card enters play, the player with the fewest points scores a point” is not done: P0 "
                 f"and P1 have 1 point each, so neither has the fewest (by the text of {g.name(matilda)})")
    assert [p["score"] for p in g.s["players"]] == [1, 1]


def test_pr30_drill_bit_against_an_empty_hand_says_the_opponent_has_none():
    """Judge scenario (705.2): P0 plays Drill Bit, Destruction Worker ("When you play this card,
    your opponent discards a random card") while P1 holds no card (seed 10095): P1 has no cards
    in hand, said so."""
    g, drill = play_entered(rich_board(), "PR30")
    assert not g.s["players"][1]["hand"]
    said_nothing(g, f"“When you play this card, your opponent discards a random card” is not done: P1 has no cards in "
                 f"hand (by the text of {g.name(drill)})")


def test_cn92_liza_doolots_at_a_problem_where_no_friend_wears_a_resource_names_it():
    """Judge scenario (705.2e): P0 plays Liza Doolots, Boundless Energy ("When this card enters
    play at a Problem, you may dismiss a Resource on a Friend at that Problem") to P1's Problem,
    where P1's Friend wears nothing, P1's Resource being on a Friend at home (seeds 10030, 10053):
    the line names the Problem and says no Friend there has a Resource on it."""
    b = rich_board()
    worn_at_home(b)
    g, liza, problem = played_at_their_problem("CN92", "problem:1", b)
    said_nothing(g, f"“When this card enters play at a Problem, you may dismiss a Resource on a Friend at that Problem” "
                 f"is not done: no Friend at {problem} (P1's) has a Resource on it that can be dismissed (by the text of "
                 f"{g.name(liza)})")


def test_pr165_bunny_stampede_confronted_with_no_opposing_resource_there_says_so():
    """Judge scenario (705.2e): P0 is the first to confront Bunny Stampede ("The first player to
    confront this Problem may dismiss a Resource on an opponent's Friend here"), P1 having no
    Friend there wearing a Resource (seeds 10019, 10147): the line says no Friend of P1's at that
    Problem, named, has a Resource on it. (P1's Bunny Stampede, which P0 confronts with 6 power,
    its opponents' requirement being 5.)"""
    b = Board(problems=("PR168", "PR165"))
    b.cards[b.mane[0] - 1]["area"] = "problem:1"
    for _ in range(2):
        b.add(BIG, 0, "play", "problem:1")
    worn_at_home(b)
    g = confronted(b)
    problem = problem_of(g, 1)
    assert (f"{NOTHING}“The first player to confront this Problem may dismiss a Resource on an opponent's Friend "
            f"here” is not done: no Friend of P1's at {problem} (P1's) has a Resource on it (by the text of "
            f"{problem}); not repeated while it stays so") in nothing_lines(g), log_text(g)


def _pass_to_next_turn(g) -> None:
    """Pass until the turn after this one has begun."""
    turn = g.s["turn"]
    while g.s["turn"] == turn:
        pass_once(g)


def test_ad171_desperately_seeking_spike_confronted_with_an_empty_deck_says_the_deck_is_empty():
    """Judge scenario (705.2): P0 confronts their Desperately Seeking Spike ("When a player
    confronts this Problem, that player reveals the top card of their deck. ...") with P0's deck
    empty (seeds 10004, 10148): P0's deck is empty, said so, not "finds nothing to act on"."""
    b, _ = confront_own("AD171", *CONFRONTERS)
    b.cards = [c for c in b.cards if not (c["zone"] == "deck" and c["owner"] == 0)]
    g = confronted(b)
    problem = problem_of(g, 0)
    assert (f"{NOTHING}“When a player confronts this Problem, that player reveals the top card of their deck. If it's "
            "a Friend, they put it into their hand. Otherwise, they put it into their discard pile” is not done: P0's "
            f"deck is empty (by the text of {problem}); not repeated while it stays so") in nothing_lines(g), log_text(g)


def test_ad172_dinner_with_discord_entering_play_with_no_action_token_anywhere_says_so():
    """Judge scenario (705.2): Dinner with Discord ("When this Problem enters play, each player
    with at least one action token draws a card") enters play with neither player holding an
    action token (seed 10047): no player has one, said so."""
    b = Board()
    b.add("AD172", 0, "problem_deck")
    g = shipped_game(b)
    for player in g.s["players"]:
        player["tokens"] = 0  # (both spent)
    flow.replace_problem(g, "problem:0")
    answer(g, "pass")  # (the text is processed before the next priority, 712.1)
    problem = problem_of(g, 0)
    said_nothing(g, f"“When this Problem enters play, each player with at least one action token draws a card” is not "
                 f"done: no player has an action token (by the text of {problem})")
    assert "P0 draws" not in log_text(g)


def test_mt0_starlight_glimmer_chrono_trigger_with_both_decks_empty_says_so():
    """Judge scenario (705.2): P0's Starlight Glimmer, Chrono Trigger ("At the start of your
    turn, each player reveals and banishes 2 cards from the top of their deck") as P0's turn
    starts with both decks empty (seeds 10095, 10141): both decks are empty, said so."""
    b = Board(deck_size=0)
    b.players[1] = {"tokens": 2}
    chrono = b.add("MT0", 0, "play", "problem:1")
    g = shipped_game(b, turn_player=1)
    _pass_to_next_turn(g)
    assert (f"{NOTHING}“At the start of your turn, each player reveals and banishes 2 cards from the top of their "
            f"deck” is not done: both players' decks are empty (by the text of {g.name(chrono)}); not repeated at "
            "P0's next turns while it stays so") in nothing_lines(g), log_text(g)


def test_de141_scrapbook_project_with_both_hands_empty_says_no_player_has_a_card():
    """Judge scenario (410.3): P0's Scrapbook Project ("At the end of your turn, each player
    discards a card") as P0's turn ends with neither player holding a card (seed 10095): no
    player has a card in hand, said so."""
    b = Board()
    scrapbook = b.add("DE141", 0, "play", "home:0")
    g = shipped_game(b)
    _pass_to_next_turn(g)
    assert (f"{NOTHING}“At the end of your turn, each player discards a card” is not done: no player has a card in "
            f"hand (by the text of {g.name(scrapbook)}); not repeated at P0's next turns while it stays so") \
        in nothing_lines(g), log_text(g)


def test_ll102_taken_on_trust_with_every_discard_pile_empty_says_so():
    """Judge scenario (705.2): P0 plays Taken On Trust ("Each player chooses a card from another
    player's discard pile and banishes that card. Then, ...") on the first turns, no discard pile
    holding a card (seeds 10019, 10066): no player has a card in their discard pile, said so."""
    g = play(rich_board(), "LL102", "event")
    assert ("705.2e: Nothing happens: “Each player chooses a card from another player's discard pile and banishes "
            "that card. Then, each player chooses a card in their discard pile and may put that card into their "
            "hand” is not done: no player has a card in their discard pile (by the text of Taken On Trust") \
        in log_text(g), log_text(g)


def test_cn185_social_obligations_won_with_an_exhausted_mane_character_says_it_is_exhausted():
    """Judge scenario (503.2a): P0 wins a faceoff at their Social Obligations ("When this card's
    owner wins a faceoff involving their Mane Character, that player may exhaust that Mane
    Character to score an additional point") with their Mane Character involved but exhausted
    (seed 10087): it can't be exhausted for the point, and the line names it as exhausted already."""
    b = Board(problems=("CN185", "PR190"))
    b.cards[b.mane[0] - 1].update(area="problem:0", exhausted=True)
    for _ in range(3):
        b.add(BIG, 0, "play", "problem:0")
    g, _ = challenge(b)
    while g.s["faceoff"] is not None:
        pass_once(g)
    mane = g.name(b.mane[0])
    problem = problem_of(g, 0)
    assert "P0 wins the faceoff" in log_text(g)
    assert (f"{NOTHING}“When this card's owner wins a faceoff involving their Mane Character, that player may exhaust "
            f"that Mane Character to score an additional point” is not done: {mane} is exhausted already (by the text "
            f"of {problem}); not repeated while it stays so") in nothing_lines(g), log_text(g)


def test_de109_behind_enemy_lines_with_no_other_troublemaker_there_names_the_problem():
    """Judge scenario (705.2): P0 challenges P1's only Troublemaker at P0's Problem, where P1's
    Behind Enemy Lines is ("When an opponent challenges one of your Troublemakers here, each of
    your Troublemakers here becomes involved in the faceoff", seed 10133): P1 has no other
    face-up Troublemaker there, the Problem named, to join the faceoff."""
    b = board()
    b.add("DE109", 1, "play", "problem:0", host=b.problem[0])
    b.add(BIG, 0, "play", "problem:0")
    g, _ = challenge(b)
    problem = problem_of(g, 0)
    assert any(line.startswith(f"{NOTHING}“When an opponent challenges one of your Troublemakers here, each of your "
                               "Troublemakers here becomes involved in the faceoff” is not done: P1 has no other "
                               f"face-up Troublemaker at {problem} (P0's) to join the faceoff (by the text of "
                               "Behind Enemy Lines") for line in nothing_lines(g)), log_text(g)


def _uncovered_beside_a_diamond_dog(code: str) -> tuple:
    """P1's face-down Troublemaker `code` is uncovered at P0's Problem beside P1's face-up
    Diamond Dog, and P1 dismisses it for the two face-up Troublemakers there (516.4) before its
    "When this card is uncovered" text resolves: the game and the card."""
    b = Board()
    b.add("RR11", 1, "play", "problem:0")
    tm = b.add(code, 1, "play", "problem:0", face_down=True)
    b.add("PR20", 0, "play", "problem:0")
    g = shipped_game(b, turn_player=1, first_player=0, phase="troublemaker", step="uncover",
                     players=[{"tokens": 3}, {"tokens": 4}])
    answer(g, f"card:{tm}")  # the one dismissed
    assert tm not in g.s["play"]
    while g.pending().kind == "trigger_order":  # (its other texts, set off by its leaving play)
        answer(g, keys(g)[0])
    return g, tm


def test_cn164_sunset_shimmer_dismissed_as_she_is_uncovered_says_she_left_play():
    """Judge scenario (516.4): P1's Sunset Shimmer ("When this Troublemaker is uncovered, you may
    pay [3]. If you do, they banish an opposing Friend or Resource to beneath this card.
    Otherwise, dismiss this card") is uncovered beside P1's face-up Diamond Dog and is the one
    dismissed before her text resolves (seeds 10058, 10069): her text is not done because she
    has left play, not "finds nothing to act on"."""
    g, _ = _uncovered_beside_a_diamond_dog("CN164")
    assert (f"{NOTHING}“When this Troublemaker is uncovered, you may pay [3]. If you do, they banish an opposing Friend "
            "or Resource to beneath this card. Otherwise, dismiss this card” is not done: this card has left play (by "
            "the text of Sunset Shimmer)") in nothing_lines(g), log_text(g)


def test_cn160_lightning_dust_dismissed_as_she_is_uncovered_says_she_left_play():
    """Judge scenario (516.4): P1's Lightning Dust ("When this card is uncovered, you may move it
    to another Problem"), uncovered beside P1's face-up Diamond Dog, is dismissed before her
    text resolves (seed 10069): there is no card left to move, said so."""
    g, _ = _uncovered_beside_a_diamond_dog("CN160")
    assert (f"{NOTHING}“When this card is uncovered, you may move it to another Problem” is not done: this card has "
            "left play (by the text of Lightning Dust)") in nothing_lines(g), log_text(g)


def test_hm118_lord_tirek_gaining_strength_uncovered_with_no_character_there_names_the_problem():
    """Judge scenario (705.2): P1's Lord Tirek, Gaining Strength ("When this card is uncovered,
    put a +1 power counter on this card for each character here") is uncovered at a Problem with
    no Friend or Mane Character there, another Troublemaker not being a character (seeds 10019,
    10046): there is no character there to count, the Problem named."""
    b = Board()
    tirek = b.add("HM118", 1, "play", "problem:0", face_down=True)
    b.add("PR20", 0, "play", "problem:1")
    g = shipped_game(b, turn_player=1, first_player=0, phase="troublemaker", step="uncover",
                     players=[{}, {"tokens": 2}])
    problem = problem_of(g, 0)
    assert not g.card(tirek)["counters"].get("power")
    assert (f"{NOTHING}“When this card is uncovered, put a +1 power counter on this card for each character here” is "
            f"not done: there is no character at {problem} (P0's) to count (by the text of {g.name(tirek)}); not "
            "repeated while it stays so") in nothing_lines(g), log_text(g)


def test_eo130_party_hard_played_retiring_no_friend_says_none_was_retired():
    """Judge scenario (705.2): P0 plays Party Hard ("As an additional cost to play this card,
    retire any number of Friends. Draw cards equal to the number of Friends retired this way,
    and an opponent discards that many cards") retiring none (seed 10071): no Friend was retired
    this way, said so."""
    g = play(rich_board(), "EO130", "event")
    answer(g)  # (no Friend retired)
    assert ("705.2e: Nothing happens: “Draw cards equal to the number of Friends retired this way, and an opponent "
            "discards that many cards” is not done: no Friend was retired this way (by the text of Party Hard") \
        in log_text(g), log_text(g)


def test_cg159_cockatrice_challenged_by_a_player_with_no_friend_there_names_the_problem():
    """Judge scenario (705.2): P0 challenges P1's Cockatrice ("When an opponent challenges this
    card, they retire one of their Friends here") at P0's Problem with only their Mane Character
    there (seed 10042): P0 has no Friend there to retire, the Problem named."""
    b = board()
    b.cards[b.mane[0] - 1]["area"] = "problem:0"
    g, cockatrice = challenge(b, "CG159")
    problem = problem_of(g, 0)
    assert (f"{NOTHING}“When an opponent challenges this card, they retire one of their Friends here” is not done: P0 "
            f"has no Friend at {problem} (P0's) to retire (by the text of {g.name(cockatrice)}); not repeated while it "
            "stays so") in nothing_lines(g), log_text(g)


def test_eo149_cutie_mark_vault_retired_with_no_counter_says_it_had_none():
    """Judge scenario (703.1d): P0 retires their Cutie Mark Vault ("Retire this card and remove
    any number of Cutie Mark counters from it to gain [1] for each Cutie Mark counter you
    remove") with no Cutie Mark counter on it (seed 10130): it had none, said so."""
    b = board()
    vault = b.add("EO149", 0, "play", "home:0")
    g = shipped_game(b)
    answer(g, act(g, vault))
    assert ("705.2e: Nothing happens: “Gain [1] for each Cutie Mark counter you remove” is not done: this card had "
            "no Cutie Mark counter (by the text of Cutie Mark Vault)") in log_text(g), log_text(g)


def test_cg71_rarity_crystallized_against_an_empty_deck_says_the_deck_is_empty():
    """Judge scenario (705.2): P0 exhausts Rarity, Crystallized ("Exhaust this card to choose an
    opponent. Look at a number of cards from the top of that player's deck ...") while P1's deck
    is empty (seed 10130, twice): P1's deck is empty, said so."""
    b = board()
    b.cards = [c for c in b.cards if not (c["zone"] == "deck" and c["owner"] == 1)]
    rarity = b.add("CG71", 0, "play", "home:0")
    g = shipped_game(b)
    answer(g, act(g, rarity))
    assert ("705.2e: Nothing happens: “Choose an opponent. Look at a number of cards from the top of that player's "
            "deck equal to the number of colors this card has, then put any number of them back on top of the deck "
            f"in any order, and the rest on the bottom” is not done: P1's deck is empty (by the text of "
            f"{g.name(rarity)})") in log_text(g), log_text(g)


def test_hm132_sew_tired_with_no_character_wearing_a_resource_there_names_the_problem():
    """Judge scenario (705.2): P1's turn starts with P1's Sew Tired ("At the start of your turn,
    you may put a +1 power counter on any number of characters with attached Resources here")
    where no character wears a Resource, a Friend at home wearing one (seed 10075): no character
    there has a Resource attached, the Problem named."""
    b = Board(problems=("PR168", "HM132"))
    b.add(BIG, 1, "play", "problem:1")
    worn_at_home(b)
    g = shipped_game(b)
    _pass_to_next_turn(g)
    problem = problem_of(g, 1)
    assert (f"{NOTHING}“At the start of your turn, you may put a +1 power counter on any number of characters with "
            f"attached Resources here” is not done: no character at {problem} (P1's) has a Resource attached (by the "
            f"text of {problem}); not repeated at P1's next turns while it stays so") in nothing_lines(g), log_text(g)
