"""Card errata (rules section 10) played on a judge's board: each test names the card, the
erratum and what its errata'd wording does where the printed wording would do otherwise."""

from __future__ import annotations

from engine.mlp.view import card_detail
from tests.engine.card_play import FILLERS
from tests.engine.helpers import Board, answer, log_text, pass_until, shipped_game

AHUIZOTL = "PR152"  # "At the end of each player's Troublemaker Phase, that player moves one of their characters home from this card's Problem."
PEARLY_STITCH = "PR73"  # erratum: "Your opponent's cards can't move this card." (printed: "Your opponents can't move this card.")
FRIEND = "PR20"


def test_pearly_stitch_is_not_moved_home_by_an_opponents_ahuizotl() -> None:
    """Pearly Stitch, Crotchety Crocheter's erratum: "Your opponent's cards can't move this
    card." P1's Ahuizotl has P0 move one of their characters home at the end of P0's
    Troublemaker Phase: P0 does the moving, but P1's card moves it, so P0's other Friend goes
    home and Pearly Stitch stays (by the printed "Your opponents can't move this card" she
    could have gone)."""
    b = Board()
    b.add(AHUIZOTL, 1, "play", "problem:0")
    pearly = b.add(PEARLY_STITCH, 0, "play", "problem:0")
    other = b.add(FRIEND, 0, "play", "problem:0")
    g = shipped_game(b, phase="troublemaker", step="challenge")
    pass_until(g, phase="main")
    assert g.card(pearly)["area"] == "problem:0" and g.card(other)["area"] == "home:0"


def test_pearly_stitch_alone_at_ahuizotls_problem_stays_and_the_log_says_why() -> None:
    b = Board()
    b.add(AHUIZOTL, 1, "play", "problem:0")
    pearly = b.add(PEARLY_STITCH, 0, "play", "problem:0")
    g = shipped_game(b, phase="troublemaker", step="challenge")
    pass_until(g, phase="main")
    assert g.card(pearly)["area"] == "problem:0"
    assert f"Pearly Stitch, Crotchety Crocheter #{pearly} can't be chosen, as its own text says it can't be moved" \
        in log_text(g)


def test_the_match_tables_card_panel_shows_pearly_stitchs_printed_text_marked_under_the_errata_d_one() -> None:
    b = Board()
    pearly = b.add(PEARLY_STITCH, 0, "play", "problem:0")
    text = card_detail(shipped_game(b), pearly).text
    assert text.startswith("Your opponent's cards can't move this card.\n\nErrata (rules 10):")
    assert text.endswith("\nPrinted text (before the errata): Your opponents can't move this card.")


def test_the_card_panel_of_a_boosted_applejack_steadfast_farmpony_shows_her_erratum_and_start_side() -> None:
    """Applejack, Steadfast Farmpony's erratum is on her Boosted side ("When one of your Friends
    here would be dismissed, you may put that Friend on top of its owner's deck instead"): turned
    over, the match table's card panel still gives the erratum, and her Start side's text."""
    b = Board(manes=("PR2", "PR4"))
    b.cards[b.mane[0] - 1]["boosted"] = True
    text = card_detail(shipped_game(b), b.mane[0]).text
    assert text.startswith("When one of your Friends here would be dismissed, you may put that Friend on top of "
                           "its owner's deck instead.\n\nErrata (rules 10): the Boosted side now reads")
    assert text.endswith("\n\nStart side (Applejack, Steadfast Farmpony): When you confront this card's Problem "
                         "with more power than required, turn this card over.")


def test_discord_party_clasher_put_into_play_by_fancy_pants_banishes_nothing() -> None:
    """Discord, Party Clasher's erratum: "When you play this card, banish another one of your
    Friends until this card leaves play" (printed: "When this card enters play"). Fancy Pants,
    Respected Aristocrat puts Discord from P0's discard pile into play: Discord was not played,
    so P0's other Friend stays (by the printed wording it would have been banished)."""
    b = Board()
    for filler in FILLERS:
        b.add(filler, 0, "play", "home:0")
    b.players[0] = {"tokens": 3}
    other = b.add(FRIEND, 0, "play", "home:0")
    b.add("HM78", 0, "discard")  # Discord, Party Clasher (cost 2)
    fancy = b.add("HM47", 0, "hand")
    g = shipped_game(b)
    answer(g, f"play|{fancy}|home:0")
    answer(g, "yes")
    answer(g, "home:0")
    assert "P0 puts Discord, Party Clasher" in log_text(g)
    assert g.card(other)["area"] == "home:0" and g.pending().kind == "priority"
    assert "banish" not in log_text(g).split("P0 puts Discord, Party Clasher", 1)[1]


def test_dr_hooves_unblinking_discarded_from_hand_plays_another() -> None:
    """Dr. Hooves, Unblinking's erratum: "When this card is put into the discard pile from
    anywhere" (printed: "placed in the discard pile"). P1's Drill Bit, Destruction Worker makes
    P0 discard a random card from hand, the one Dr. Hooves there: P0 may search their deck for
    another and play it to their home frightened for free."""
    b = Board()
    b.players[1] = {"tokens": 4}
    for filler in FILLERS:
        b.add(filler, 1, "play", "home:1")
    for _ in range(2):
        b.add("PR12", 0, "play", "home:0")  # blue, for its play requirement
    b.add("PR197", 0, "hand")
    other = b.add("PR197", 0, "deck")
    drill = b.add("PR30", 1, "hand")
    g = shipped_game(b, turn_player=1)
    answer(g, f"play|{drill}|home:1")
    assert "P0 discards Dr. Hooves, Unblinking" in log_text(g)
    answer(g, "yes")
    answer(g, f"card:{other}")
    new = next(i for i in g.s["play"] if g.spec(i).code == "PR197")
    assert g.card(new)["area"] == "home:0" and g.card(new)["frightened"]
    assert "P0 pays" not in log_text(g)
