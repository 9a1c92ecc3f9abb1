"""Rulings a judge found wrong or unclear reading seeded games between random decks dealt from
the whole card pool, and a game that never ended: each on the judge's board, checking what
happens and the words a person reads."""

from __future__ import annotations

from engine.mlp.table import mlp_table
from tests.engine.card_play import acts, confront_board, play_entered, rich_board, start_challenge
from tests.engine.helpers import Board, answer, keys, log_text, pass_until, shipped_game, zone_codes

BATS = "EO113"  # Bats!: "Main Phase: Choose one: ... or your Friends can't leave play this turn."
FLUTTERSHY = "LL138"  # Fluttershy, All Creatures Great & Small: a Unique Friend
COMBAT_HAT = "CN137"  # "Play on one of your Friends. ... Main Phase: Pay [1] to reattach this card to another one of your Friends."


# ----- 516.2, 104.3: the game's own dismissal is not stopped by "can't leave play" -------------


def test_516_2_a_unique_friend_chosen_for_the_game_to_dismiss_leaves_though_friends_cant_leave_play():
    """Judge scenario (516.2, 104.3; seed 59093 of the whole-pool games): P0 plays Bats!
    choosing "Your Friends can't leave play this turn", then a second Fluttershy, All Creatures
    Great & Small (Unique). The card chosen to repair uniqueness is dismissed "by the game",
    which can't be stopped even if it can't be done (104.3); the game said it "can't leave play
    this turn" and asked again, for ever."""
    b = rich_board(9)
    bats = b.add(BATS, 0, "hand")
    first = b.add(FLUTTERSHY, 0, "play", "home:0")
    second = b.add(FLUTTERSHY, 0, "hand")
    g = shipped_game(b)
    answer(g, f"play|{bats}|event")
    answer(g, next(o.key for o in g.pending().options if "can't leave play" in o.label))
    answer(g, f"play|{second}|home:0")
    assert g.pending().kind == "uniqueness"
    name = g.name(first)
    answer(g, f"card:{first}")
    assert g.pending().kind == "priority"
    assert first not in g.s["play"]
    assert [g.spec(i).code for i in g.s["play"]].count(FLUTTERSHY) == 1
    assert "dismissed to P0's discard pile: P0 controlled two Fluttershy, All Creatures Great & Small " \
           "(Unique, 516.3)" in log_text(g)
    assert f"{name} can't leave play" not in log_text(g)


# ----- 504.1, 509.5: a Resource is not reattached to a frightened Friend ----------------------------


def _combat_hat(*others: dict) -> tuple:
    """P0's Combat Hat on a Friend at home, and P0's other Friends at home (`others`: their
    flags, "frightened")."""
    b = Board()
    b.players[0] = {"tokens": 5}
    wearer = b.add("PR79", 0, "play", "home:0")
    hat = b.add(COMBAT_HAT, 0, "play", "home:0", host=wearer)
    friends = [b.add("PR36", 0, "play", "home:0", **flags) for flags in others]
    return shipped_game(b), hat, wearer, friends


def test_cn137_combat_hat_offers_no_frightened_friend_to_reattach_to():
    """Judge scenario (504.1, 509.5; whole-pool seed 53001, turn 47): Combat Hat's "reattach
    this card to another one of your Friends" offered a frightened Friend. A frightened card is
    face down and nothing is attached to it (504.1): playing the Hat did not offer it, but
    reattaching did, and choosing it cost an action token for nothing, with nothing in the log."""
    g, hat, _, (_frightened, *ready) = _combat_hat({"frightened": True}, {}, {})
    answer(g, acts(g, hat)[0])
    assert g.pending().kind == "target"
    assert [k for k in keys(g) if k.startswith("card:")] == [f"card:{i}" for i in ready]
    answer(g, f"card:{ready[1]}")
    assert g.s["cards"][hat]["host"] == ready[1]
    assert f"{g.name(hat)} is reattached to {g.name(ready[1])}" in log_text(g)


def test_cn137_combat_hat_with_only_a_frightened_friend_besides_its_own_offers_no_reattaching():
    """The same with the frightened Friend the only other one: reattaching is not offered, so
    P0 does not pay for nothing (705.2e)."""
    g, hat, wearer, (frightened,) = _combat_hat({"frightened": True})
    assert acts(g, hat) == []
    assert g.s["players"][0]["tokens"] == 5 and g.s["cards"][hat]["host"] == wearer
    # the judge's "why not?" names the Friend and why it can't be the new host
    assert "- Rule 705.2e: its instruction “Pay [1] to reattach this card to another one of your Friends” can't be " \
           f"followed now: none of your other Friends can have this card reattached to it ({g.name(frightened)} " \
           "can't be chosen, as it is frightened (face-down))." \
        in mlp_table().why_not(g, "activate Combat Hat").lines()


# ----- 705.2e, 508.1d: a triggered "you may pay [N] to ..." its player can't pay for ---------------


def test_cg75_trenderhoof_leaving_play_without_a_token_says_its_cost_cant_be_paid():
    """Judge scenario (705.2e, 508.1d; whole-pool seed 53011, turn 60): Trenderhoof, Travel
    Writer (CG75): "When this card leaves play, you may pay [1] to put another card from your
    discard pile into your hand." Retired for the home limit with a card in the discard pile and
    no action token, the log said the text "finds nothing to act on": what stopped it is its
    cost."""
    b = Board()
    b.players[0] = {"tokens": 0}
    trenderhoof = b.add("CG75", 0, "play", "home:0")
    for _ in range(3):
        b.add("PR20", 0, "play", "home:0")
    b.add("PR36", 0, "discard")
    g = shipped_game(b, phase="main", step="main")
    name = g.name(trenderhoof).split(" #")[0]
    pass_until(g, "retire")
    answer(g, f"card:{trenderhoof}")  # retired for the home limit (616.3)
    said = [line for line in log_text(g).splitlines() if "Nothing happens" in line]
    assert said == ["712: Nothing happens: “You may pay [1] to put another card from your discard pile into your hand” is not done: "
                    f"its cost is 1 action token; P0 has none (by the text of {name})"]


def test_cn193_granny_smith_confronting_without_a_token_says_its_cost_cant_be_paid():
    """The same family in a card's own code: Granny Smith, Jar Judger (CN193): "When you
    confront this card's Problem you may pay [1] to choose an opponent. That opponent chooses
    and discards a card." P0 confronts with no action token while P1 holds a card: the log said
    the text found nothing to act on."""
    b = confront_board("PR168")
    b.players[0] = {"tokens": 0}
    b.add("PR20", 1, "hand")
    granny = b.add("CN193", 0, "play", "problem:0")
    g = shipped_game(b, phase="score", step="confront")
    said = [line for line in log_text(g).splitlines() if "Nothing happens" in line]
    assert said == ["712: Nothing happens: “When you confront this card's Problem you may pay [1] to choose an opponent” is not done: its cost is 1 action token; P0 has none "
                    f"(by the text of {g.name(granny)}); not repeated while it stays so"]


def test_cg75_trenderhoof_with_a_token_asks_whether_to_pay():
    """The same with an action token: P0 is asked whether to pay, as before."""
    b = Board()
    b.players[0] = {"tokens": 1}
    trenderhoof = b.add("CG75", 0, "play", "home:0")
    for _ in range(3):
        b.add("PR20", 0, "play", "home:0")
    b.add("PR36", 0, "discard")
    g = shipped_game(b, phase="main", step="main")
    pass_until(g, "retire")
    answer(g, f"card:{trenderhoof}")
    assert g.pending().kind == "may" and "Pay [1] to put another card from your discard pile" in g.pending().prompt


# ----- 514.3a: a faceoff's own flips changed by a text, said in the log ------------------------------


def _challenge_at(problem: str, *p0: str) -> tuple:
    """P0's characters `p0` at P0's Problem `problem`, where P0 challenges P1's Purple
    Parasprite: the game past the faceoff's first window (its own flips made)."""
    b = Board(problems=(problem, "PR190"))
    mine = [b.add(code, 0, "play", "problem:0") for code in p0]
    tm = b.add("PR157", 1, "play", "problem:0")
    g = start_challenge(b, tm)
    pass_until(g, phase="main")
    return g, mine


def test_eo192_mob_mentality_says_why_the_opponent_flips_no_card():
    """Judge scenario (514.3a; whole-pool seed 53000, turn 26): Mob Mentality (EO192): "While
    you have more characters here than any opponent, opponents flip 1 fewer cards during
    faceoffs here." P0, with two characters there and P1 none, challenges P1's Troublemaker
    there: P1 flips no card, and the log said nothing of it, only P0's flip and then equal
    power totals: a judge could not tell why P1 had not flipped."""
    g, _ = _challenge_at("EO192", "PR36", "PR36")
    problem = g.name(g.problem_card("problem:0"))
    lines = [line for line in log_text(g).splitlines() if line.startswith("514.3")]
    assert lines[0] == f"514.3a: {problem} has P1 flip 1 fewer card during this faceoff"
    assert not [line for line in lines if line.startswith("514.3: P1 flips")]
    assert len([line for line in lines if line.startswith("514.3: P0 flips")]) == 1


def test_sb25_rescue_party_says_why_its_player_flips_two_cards():
    """The same for a text giving an additional card: Rescue Party, The Power of Friendship
    (SB25): "Flip an additional card during faceoffs involving this card.": P0 flips two, and
    the log says whose text that is."""
    g, (party,) = _challenge_at("PR168", "SB25")
    lines = [line for line in log_text(g).splitlines() if line.startswith("514.3")]
    assert lines[0] == f"514.3a: {g.name(party)} has P0 flip 1 additional card during this faceoff"
    assert len([line for line in lines if line.startswith("514.3: P0 flips")]) == 2
    assert len([line for line in lines if line.startswith("514.3: P1 flips")]) == 1


def test_514_3_a_faceoff_without_such_a_text_says_nothing_more():
    g, _ = _challenge_at("PR168", "PR36")
    assert "514.3a" not in log_text(g)


# ----- 712.3: a question in whole words ---------------------------------------------------------------


def test_cn43_lily_asks_whether_to_add_a_friends_power_to_her_power_in_a_whole_sentence():
    """Whole-pool seed 53003, turn 12: Lily, Panicked Pony (CN43) asked "Retire one of your
    Friends to add its power to this card's? (712.3)", the sentence broken off before "power"."""
    g, lily = play_entered(rich_board(), "CN43")
    assert g.pending().prompt == (f"{g.name(lily)}: Retire one of your Friends to add its power to this "
                                  "card's power until the end of the turn? (712.3)")


# ----- 511.2: an attachment whose host no longer has the color its placement rule names ---------------


def test_cg133_feedbag_on_the_smooze_turned_purple_is_dismissed_by_the_game_511_2():
    """Judge scenario (511.2; whole-pool seed 37059, a saved game reloaded at turn 20): Feedbag
    (CG133, "Play on an [Honesty] Friend.") on The Smooze, Wobbling Blob (MT74, "At the start
    of your turn, choose a color. This card loses its colors and becomes that color."), named
    orange as it entered play. At P0's next turn the Smooze becomes purple: it no longer fits
    the Feedbag's host description, so the game dismisses the Feedbag as the next player gets
    priority. The game kept it on (a color change was taken to need no new check), while the
    same position saved and loaded dismissed it."""
    b = rich_board(9)
    smooze, bag = b.add("MT74", 0, "hand"), b.add("CG133", 0, "hand")
    g = shipped_game(b)
    answer(g, f"play|{smooze}|home:0")
    answer(g, "color:orange")
    smooze = next(i for i in g.s["play"] if g.spec(i).code == "MT74")
    answer(g, f"play|{bag}|on:{smooze}")
    bag = next(i for i in g.s["play"] if g.spec(i).code == "CG133")
    pass_until(g, "color")
    assert g.s["turn_player"] == 0
    answer(g, "color:purple")
    assert bag not in g.s["play"] and "CG133" in zone_codes(g, 0, "discard")
    assert f"511.2: {g.lib.spec(g.lib.find('CG133').id).name} #{bag} is dismissed to P0's discard pile: the game " \
           f"dismisses it, as the card it is attached to, {g.name(smooze)}, no longer fits its host description" \
        in log_text(g, numbers_now=False)


# ----- 104.3: what the game dismisses is not banished instead ---------------------------------------

HOITY_TOITY = "HM74"  # "If a card would enter your discard pile from play, banish it instead."


def test_hm74_hoity_toity_does_not_banish_a_unique_friend_the_game_dismisses():
    """Judge scenario (104.3, 516.2, 710.1): with P0's Hoity Toity in play, P0 plays a second
    Fluttershy, All Creatures Great & Small (Unique). The copy chosen to repair uniqueness is
    dismissed by the game, which can't be replaced (104.3): it enters P0's discard pile. The
    game had banished it instead, as if Hoity Toity's text applied to the game's own doing."""
    b = rich_board(9)
    b.add(HOITY_TOITY, 0, "play", "home:0")
    first = b.add(FLUTTERSHY, 0, "play", "home:0")
    second = b.add(FLUTTERSHY, 0, "hand")
    g = shipped_game(b)
    answer(g, f"play|{second}|home:0")
    assert g.pending().kind == "uniqueness"
    answer(g, f"card:{first}")
    assert zone_codes(g, 0, "discard")[-1:] == [FLUTTERSHY] and FLUTTERSHY not in zone_codes(g, 0, "banished")
    assert "banished instead" not in log_text(g)


def test_hm74_hoity_toity_still_banishes_a_friend_a_text_dismisses():
    """The same text still replaces a dismissal that is not the game's (710.1): P0's Friend
    dismissed is banished instead."""
    b = Board()
    b.add(HOITY_TOITY, 0, "play", "home:0")
    friend = b.add("PR20", 0, "play", "home:0")
    g = shipped_game(b)
    g.dismiss(friend, "410.1")
    assert zone_codes(g, 0, "banished") == ["PR20"]
    assert "it is banished instead (by the text of Hoity Toity, Discerning Eye" in log_text(g)


# ----- 410.6: a card changing zones is named by the number it has now ---------------------------


def test_410_6_a_card_changing_zones_is_logged_with_the_number_it_has_now():
    """Judge scenario (410.6; whole-pool games): a card that changes zones is a new card with a
    new number, but the line telling of the move named it only by its old one ("P1 discards
    Applejack, Protective Big Sis #153" where the card in the discard pile is #156), so the
    judge could not find it where it went. The line names both. A line giving the new number
    itself (an Event put into the queue) is left as it is, and a token, which ceases to exist
    (521.3), has no number now."""
    b = rich_board(9)
    friend = b.add("PR20", 0, "play", "home:0")
    event = b.add("PR97", 0, "hand")  # Dig Deep
    g = shipped_game(b)
    name = g.name(friend)
    g.dismiss(friend, "410.1")
    now = g.s["players"][0]["discard"][-1]
    assert g.name(now) == f"Sweetie Sunrise, Early Riser #{now}" and now != friend
    assert log_text(g).splitlines()[-1] == f"410.1: {name} (now #{now}) is dismissed to P0's discard pile"
    answer(g, f"play|{event}|event")
    queued = [text for _, rule, text in g.log if rule == "705.2b"]
    assert len(queued) == 1 and "(now #" not in queued[0]
