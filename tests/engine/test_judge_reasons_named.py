"""Log lines and "why not?" answers a judge still tripped over: a text that did nothing says
why in the words of its family's refusal, not that it "finds nothing to act on"; a quoted
instruction is the card's words whole; a face-down Troublemaker played by a permission keeps
the rule that permission gives it; a line says who owns a card and by whose text it moved in
one bracket. Each on the judge's board."""

from __future__ import annotations

import random
import re

import pytest

from engine.mlp.api import default_library
from engine.mlp.procedures.setup import new_game
from tests.engine import test_card_pool_soak as pool_soak
from tests.engine.card_play import play_entered, rich_board
from tests.engine.helpers import (
    Board,
    answer,
    log_text,
    pass_once,
    play_checking,
    seeded_bots,
    shipped_game,
)

# ----- Discord, Dubious Intent: "you may uncover a Troublemaker" with none to uncover ------------


def test_mt24_discord_dubious_intent_with_no_face_down_troublemaker_says_so():
    """Judge scenario (607.3, 705.2): P0 plays Discord, Dubious Intent ("When this card enters
    play, you may uncover a Troublemaker.") with no face-down Troublemaker in play. The line
    said the text "finds nothing to act on": it says no face-down Troublemaker is in play, in
    the words a judge's "why not?" gives for the same instruction."""
    g, discord = play_entered(rich_board(), "MT24")
    assert ("712: Nothing happens: “When this card enters play, you may uncover a Troublemaker” is not done: no "
            f"face-down Troublemaker is in play (by the text of {g.name(discord)})" in log_text(g).splitlines()), \
        log_text(g)



# ----- quotes word for word: a "Nothing happens" line quotes its text from a clause's start ------

_QUOTED = re.compile(r"Nothing happens: “(?P<quote>[^”]*)”.*\(by the text of (?P<card>.+?)(?: #\d+)?\)")
# (where a quote may begin in a card's text: a sentence, a clause, an instruction after "then")
_CLAUSE_START = (". ", ": ", ", ", "then ")


def _card_texts(g, name: str) -> list[str]:
    spec = g.lib.spec(g.lib.find(name).id)
    return [ability.text for face in (spec, spec.boosted) if face is not None for ability in face.abilities]


def _cut_quotes(g) -> list[str]:
    """The "Nothing happens" lines of the game whose quote starts inside a clause of its card's
    text, leaving out the words its clause opens with (a cost before "to": "you may discard a
    card to"), but for an ability activated, whose cost was paid and logged just before (703.1d)."""
    lines, cut = log_text(g).splitlines(), []
    for at, line in enumerate(lines):
        found = _QUOTED.search(line)
        if found is None or found["card"].startswith("face-down"):
            continue
        quote = found["quote"][:1].lower() + found["quote"][1:]
        starts = [text.lower().find(quote.lower()) for text in _card_texts(g, found["card"])]
        texts = [(text, start) for text, start in zip(_card_texts(g, found["card"]), starts, strict=True)
                 if start >= 0]
        if any(start == 0 or text[:start].lower().endswith(_CLAUSE_START) for text, start in texts):
            continue
        if any(text[:start].endswith(" to ") for text, start in texts) and lines[at - 1].startswith("703.1d"):
            continue
        cut.append(line)
    return cut


@pytest.mark.parametrize("seed", range(0, 12))
def test_nothing_happens_lines_quote_their_texts_from_a_clauses_start(seed: int):
    """Seeded whole-pool games: each "Nothing happens" line quotes its card's words whole from
    where their clause starts (Wild Fire, Hot Tempered's "you may discard a card to challenge
    an opposing Troublemaker with this card" was quoted from "Challenge ...", a "may" read as a
    "must"; Applejack, Apple Vendor's "you may pay [2] to give ..." from "Give ...")."""
    rng = random.Random(seed)
    decks = [pool_soak._deck(pool_soak._pool(), rng) for _ in range(2)]
    g = new_game(default_library(), decks, seed)
    bots = seeded_bots(seed)
    play_checking(g, bots, 60, lambda g: None)
    assert _cut_quotes(g) == []


# ----- a face-down Troublemaker played by a permission that banishes it keeps that rule ----------


def test_pr157_face_down_troublemaker_played_by_a_banishing_permission_is_banished_not_discarded():
    """Judge scenario (609.2c, 710): P0 may play their Troublemaker (PR157) from their discard
    pile by a text whose permission says "if it would enter your discard pile, banish it
    instead" (as Moondancer's does for an Event), and plays it face-down. Dismissed later, it
    went to P0's discard pile, ready to be played again: the rule was kept for a card played
    face-up only. It is banished instead, and the log says so."""
    b = Board()
    b.players[0] = {"tokens": 3}
    tm = b.add("PR157", 0, "discard")
    b.top["flags"] = {"playable_elsewhere:0": [{"card": tm, "zone": "discard", "until": "", "banish": True}]}
    g = shipped_game(b)
    answer(g, f"tm|{tm}|problem:1")
    (played,) = [i for i in g.s["play"] if g.spec(i).code == "PR157"]
    assert g.card(played)["face_down"]
    name = g.name(played)
    g.dismiss(played)
    assert [g.card(i)["zone"] for i in g.s["cards"] if g.spec(i).code == "PR157"] == ["banished"]
    # (the permission written by hand names no card: the line names none)
    assert f"710.1: {name} would be dismissed: it is banished instead" in log_text(g).splitlines()


# ----- one bracket: what a card's text did, said beside a bracket before it ------------------------


def test_pr10_wild_fire_moving_a_friend_to_a_problem_says_whose_it_is_and_by_what_in_one_bracket():
    """Judge scenario (506.4): P0 moves Wild Fire, Speed Racer (PR10: "When you move this card to
    a Problem, you may move another one of your characters to the same Problem") to P1's
    Problem and takes Apple Brown Betty along. The line read "... to Runaway Cart #4 (P1's) (by
    the text of Wild Fire ...)", two brackets in a row: whose Problem it is and the card whose
    text moved her are said in one bracket, as every line with a bracket before its card's is
    written (`state.game.one_bracket`)."""
    b = Board()
    b.players[0] = {"tokens": 4}
    wild_fire = b.add("PR10", 0, "play", "home:0")
    betty = b.add("PR36", 0, "play", "home:0")
    g = shipped_game(b)
    answer(g, f"move|{wild_fire}|problem:1")
    answer(g, f"card:{betty}")
    lines = log_text(g).splitlines()
    problem = g.name(g.s["areas"]["problem:1"]["problem"])
    assert (f"506.4: {g.name(betty)} is moved from home:0 to {problem} (P1's; by the text of "
            f"{g.name(wild_fire)})") in lines, lines
    assert not [line for line in lines if ") (" in line]


# ----- texts their cards' own code carries out say why they did nothing, as Lord Tirek's does -----


def test_pr155_flim_with_no_ready_resource_of_the_opponents_says_so():
    """Judge scenario (606, 503.2a): P1's Flim ("At the start of your opponent's Troublemaker
    Phase, they exhaust one of their Resources") as P0's Troublemaker Phase starts, P0 with no
    Resource in play. The line said the text "finds nothing to act on": it says P0 has no ready
    Resource, through the same "why not?" words as Lord Tirek's (`registry.STEP_REFUSALS`)."""
    b = Board()
    flim = b.add("PR155", 1, "play", "problem:0")
    g = shipped_game(b, phase="troublemaker", step="start")
    assert ("712: Nothing happens: “At the start of your opponent's Troublemaker Phase, they exhaust one of their "
            f"Resources” is not done: P0 has no ready Resource in play (by the text of {g.name(flim)}); not "
            "repeated at P0's next turns while it stays so") in log_text(g).splitlines(), log_text(g)


def test_eo175_pink_parasprite_with_no_opposing_character_there_says_so():
    """Judge scenario (606): P1's Pink Parasprite ("At the start of your opponent's Troublemaker
    Phase, move one of their characters here home") with no character of P0's at its Problem."""
    b = Board()
    pink = b.add("EO175", 1, "play", "problem:0")
    g = shipped_game(b, phase="troublemaker", step="start")
    line = next(line for line in log_text(g).splitlines() if "Nothing happens" in line)
    assert line.startswith("712: Nothing happens: “At the start of your opponent's Troublemaker Phase, move one of "
                           "their characters here home” is not done: P0 has no character at this card's Problem ("), line
    assert f"by the text of {g.name(pink)})" in line


def test_eo209_philomena_with_the_opponent_at_few_tokens_says_they_keep_them():
    """Judge scenario (616.4): P0 ends their turn with 1 action token under P1's Philomena, Up in
    Smoke ("At the end of each opponent's turn, that opponent loses action tokens until they
    have no more than [2]"): nothing is lost, and the line says why."""
    b = Board()
    philomena = b.add("EO209", 1, "play", "home:1")
    b.players[0] = {"tokens": 1}
    g = shipped_game(b)
    answer(g, "pass")
    assert ("712: Nothing happens: “At the end of each opponent's turn, that opponent loses action tokens until they "
            "have no more than [2]” is not done: P0 has 1 action token, no more than the 2 it lets them keep (by the "
            f"text of {g.name(philomena)}); not repeated at P0's next turns while it stays so") in log_text(g).splitlines()


# ----- an instruction a player the text names carries out on their own cards says what they lack ---


def _nothing_happens(g) -> list[str]:
    return [line for line in log_text(g).splitlines() if "Nothing happens" in line]


def test_pr152_ahuizotl_with_no_character_of_the_players_at_its_problem_says_so():
    """Judge scenario (606, 705.2): P1's Ahuizotl ("At the end of each player's Troublemaker
    Phase, that player moves one of their characters home from this card's Problem") as P0's
    Troublemaker Phase ends, no character of P0's at its Problem. The line said the text "finds
    nothing to act on": it says P0 has no character there."""
    b = Board()
    ahuizotl = b.add("PR152", 1, "play", "problem:0")
    g = shipped_game(b, phase="troublemaker", step="start")
    while not _nothing_happens(g):
        pass_once(g)
    assert _nothing_happens(g) == [
        "712: Nothing happens: “At the end of each player's Troublemaker Phase, that player moves one of their "
        "characters home from this card's Problem” is not done: P0 has no character at this card's Problem (by the "
        f"text of {g.name(ahuizotl)}); not repeated at P0's next turns while it stays so"]


def test_hm150_tantabus_with_the_player_at_no_action_token_says_so():
    """Judge scenario (616.4): P0 ends their turn with no action token under P1's Tantabus,
    Night Terror ("At the end of each player's turn, that player loses [1]")."""
    b = Board()
    tantabus = b.add("HM150", 1, "play", "problem:0")
    b.players[0] = {"tokens": 0}
    g = shipped_game(b)
    while not _nothing_happens(g):
        pass_once(g)
    assert _nothing_happens(g)[0] == (
        "712: Nothing happens: “At the end of each player's turn, that player loses [1]” is not done: P0 has no action "
        f"token (by the text of {g.name(tantabus)}); not repeated at P0's next turns while it stays so")


def test_pr154_flam_with_only_exhausted_characters_there_says_none_is_ready():
    """Judge scenario (606, 503.2a): P1's Flam ("At the start of your opponent's Troublemaker
    Phase, they exhaust one of their characters at this card's Problem") with P0's only
    character there exhausted: nothing can be exhausted, and the line says so."""
    b = Board()
    flam = b.add("PR154", 1, "play", "problem:0")
    b.add("PR20", 0, "play", "problem:0", exhausted=True)
    g = shipped_game(b, phase="troublemaker", step="start")
    assert _nothing_happens(g) == [
        "712: Nothing happens: “At the start of your opponent's Troublemaker Phase, they exhaust one of their "
        "characters at this card's Problem” is not done: P0 has no ready character at this card's Problem (by the "
        f"text of {g.name(flam)}); not repeated at P0's next turns while it stays so"]


def test_ad158_fluttershy_brute_with_no_resource_of_the_players_says_so():
    """Judge scenario (606, 705.2): P1's Fluttershy, Brute ("At the start of each player's
    Troublemaker Phase, that player retires a Resource") as P0's starts, P0 with no Resource."""
    b = Board()
    brute = b.add("AD158", 1, "play", "problem:0")
    g = shipped_game(b, phase="troublemaker", step="start")
    assert _nothing_happens(g) == [
        "712: Nothing happens: “At the start of each player's Troublemaker Phase, that player retires a Resource” is "
        f"not done: P0 has no Resource in play (by the text of {g.name(brute)}); not repeated at P0's next turns "
        "while it stays so"]


def test_cg157_cerberus_with_every_friend_of_the_players_frightened_says_so():
    """Judge scenario (607, 504.2b): P1's Cerberus ("At the start of each player's Main Phase,
    that player frightens one of their Friends") as P0's Main Phase starts, P0's one Friend
    frightened already: none can be frightened."""
    b = Board()
    cerberus = b.add("CG157", 1, "play", "problem:0")
    b.add("PR20", 0, "play", "home:0", frightened=True)
    g = shipped_game(b, phase="main", step="start")
    assert _nothing_happens(g) == [
        "712: Nothing happens: “At the start of each player's Main Phase, that player frightens one of their "
        f"Friends” is not done: P0 has no unfrightened Friend in play (by the text of {g.name(cerberus)}); not "
        "repeated at P0's next turns while it stays so"]


# ----- more texts that did nothing say why: counters, a look, cards beneath, a card that left ------


def test_mt111_discord_on_a_roll_with_no_counter_on_a_ready_card_says_so():
    """Judge scenario (606, 503.1): P0's Discord, On a Roll ("At the start of your Troublemaker
    phase, you may remove a counter from a ready card") with no counter on any card in play."""
    b = Board()
    discord = b.add("MT111", 0, "play", "problem:0")
    g = shipped_game(b, phase="troublemaker", step="start")
    assert _nothing_happens(g) == [
        "712: Nothing happens: “At the start of your Troublemaker phase, you may remove a counter from a ready card” "
        f"is not done: no ready card in play has a counter (by the text of {g.name(discord)}); not repeated at P0's "
        "next turns while it stays so"]


def test_eo92_sunshower_with_no_face_down_troublemaker_says_so():
    """Judge scenario (705.2): P0 plays Sunshower, Storm Spotter ("When this card enters play,
    you may look at a face-down Troublemaker") with none in play."""
    g, sunshower = play_entered(rich_board(), "EO92")
    assert _nothing_happens(g) == [
        "712: Nothing happens: “When this card enters play, you may look at a face-down Troublemaker” is not done: "
        f"no face-down Troublemaker is in play (by the text of {g.name(sunshower)})"]


def _pool_game_lines(seed: int, name: str) -> list[str]:
    """The "Nothing happens" lines by the text of cards named `name` in the seeded whole-pool
    game `seed` (dealt as the pool soak deals it)."""
    rng = random.Random(seed)
    pool, starting = pool_soak._pool(True), pool_soak._starting_problems(True)
    decks = [pool_soak._deck(pool, rng, starting), pool_soak._deck(pool, rng, starting)]
    g = new_game(default_library(), decks, seed)
    play_checking(g, seeded_bots(seed), pool_soak.MAX_TURNS, lambda g: None)
    return [line for line in _nothing_happens(g) if f"(by the text of {name}" in line]


@pytest.mark.parametrize(("seed", "name", "said"), [
    # (Finger Snap, an Event, played with no counter on a ready card of P0's)
    (10012, "Finger Snap", "“Choose a counter on one of your ready cards” is not done: no ready card of P0's has a "
                           "counter"),
    # (P0 challenged Cozy Glow, Seeds of Doubt with no Friend of theirs involved)
    (10020, "Cozy Glow, Seeds of Doubt", "“When an opponent challenges this card, that player retires a Friend "
                                         "involved in the faceoff” is not done: P0 has no Friend involved in the "
                                         "faceoff"),
    # (two Portals to Tartarus: the other banished the card first)
    (10032, "Portal to Tartarus", "“You may exhaust this card to banish that card” is not done: that card has left "
                                  "the discard pile"),
    (10043, "Sunset Shimmer", "“When this card leaves play or is turned face-down, put any cards beneath it into "
                              "their owner's hand” is not done: no card was beneath this card"),
])
def test_whole_pool_texts_that_did_nothing_say_why(seed: int, name: str, said: str):
    """Judge scenarios from seeded whole-pool games (705.2, 400.7): each line said its text
    "finds nothing to act on"; it says what was missing, in the words `STEP_REFUSALS` gives."""
    lines = _pool_game_lines(seed, name)
    assert any(said in line for line in lines), lines


def test_mt41_coloratura_razzle_dazzle_with_no_power_counter_elsewhere_says_so():
    """Judge scenario (705.2): P0 plays Coloratura, Razzle Dazzle ("When this card enters play,
    you may remove a +1 power counter from each of any number of other characters and put them
    on this card") with no other character holding a +1 power counter."""
    g, coloratura = play_entered(rich_board(), "MT41")
    assert _nothing_happens(g) == [
        "712: Nothing happens: “When this card enters play, you may remove a +1 power counter from each of any number "
        "of other characters and put them on this card” is not done: no other character in play has a +1 power "
        f"counter (by the text of {g.name(coloratura)})"]


def test_cn203_queen_chrysalis_with_no_involved_character_to_exhaust_says_so():
    """Judge scenario from seeded whole-pool game 10091 (503.2a): Queen Chrysalis's "At the
    start of a faceoff involving this card, exhaust a random character involved in the faceoff"
    with none of them able to be exhausted."""
    assert any("is not done: no character involved in the faceoff can be exhausted" in line
               for line in _pool_game_lines(10091, "Queen Chrysalis #")), _pool_game_lines(10091, "Queen Chrysalis #")


def test_cn0_flutterbat_with_every_other_problem_fuller_says_so():
    """Judge scenario (606, 705.2): P1's Flutterbat alone at P0's Problem ("At the start of your
    opponent's Troublemaker Phase, move this card to a Problem with a number of characters
    equal to or less than the number of characters at this card's Problem"), a character at
    the other Problem: it can't move, and the line says why."""
    b = Board()
    flutterbat = b.add("CN0", 1, "play", "problem:0")
    b.add("PR20", 1, "play", "problem:1")
    g = shipped_game(b, phase="troublemaker", step="start")
    assert _nothing_happens(g) == [
        "712: Nothing happens: “At the start of your opponent's Troublemaker Phase, move this card to a Problem with a "
        "number of characters equal to or less than the number of characters at this card's Problem” is not done: "
        f"this card's Problem has 0 characters and every other Problem more (by the text of {g.name(flutterbat)}); "
        "not repeated at P0's next turns while it stays so"]


def test_cg188_the_show_must_go_on_with_no_pumped_friend_says_so():
    """Judge scenario from seeded whole-pool game 10012 (705.2): P0 confronts The Show Must Go
    On ("that player may banish a card from their hand to beneath one of their Friends with
    Pumped") with no Friend with Pumped."""
    assert any("is not done: P0 has no Friend with Pumped in play" in line
               for line in _pool_game_lines(10012, "The Show Must Go On")), _pool_game_lines(10012, "The Show Must Go On")
