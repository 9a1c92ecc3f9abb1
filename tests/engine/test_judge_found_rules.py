"""Rules a judge found broken, each on a board like the judge's (issue: the judge's
scenarios): 705.2e, 510.3 / 512.3 / 609.1, 516.1, 402.3, 518.1 and a keyword that comes with a condition."""

from __future__ import annotations

from engine.mlp import view
from engine.mlp.api import default_library
from engine.mlp.values import power
from tests.engine.card_play import FILLERS, run_turn, under
from tests.engine.helpers import (
    Board,
    answer,
    keys,
    log_text,
    pass_once,
    pass_until,
    shown_as_written,
    without_numbers_now,
)

RAZE = "PR189"  # Raze This Barn: "[Honesty] Friends here cannot be dismissed."
PINKIE = "PR45"  # Pinkie Pie: "When you play this card to a Problem, dismiss an opponent's Friend at that Problem."
BETTY = "PR36"  # Apple Brown Betty: a vanilla 3-power Laughter (pink) Friend
FULL_STEAM = "PR31"  # a vanilla 4-power Honesty (orange) Friend
EMERALD = "PR12"  # a vanilla 2-power Loyalty (blue) Friend


def _game(b: Board, **top):
    return b.game(default_library(), **top)


# ----- 705.2e: players can't choose to do things that can't be done ------------------------------


def _pinkie_to_raze_this_barn(*theirs: str):
    b = Board(problems=("PR168", RAZE))
    b.players[0]["tokens"] = 5
    b.add(BETTY, 0, "play", "home:0")  # the Laughter power Pinkie Pie needs
    pinkie = b.add(PINKIE, 0, "hand")
    friends = [b.add(code, 1, "play", "problem:1") for code in theirs]
    g = _game(b)
    answer(g, f"play|{pinkie}|problem:1")
    return g, friends


def test_705_2e_a_friend_raze_this_barn_keeps_is_not_offered_when_another_can_be_dismissed():
    g, (honesty, loyalty, other) = _pinkie_to_raze_this_barn(FULL_STEAM, EMERALD, EMERALD)
    pass_until(g, kind="target")
    offered = [k for k in keys(g) if k.startswith("card:")]
    assert sorted(offered) == sorted([f"card:{loyalty}", f"card:{other}"])  # not the Honesty Friend
    answer(g, f"card:{loyalty}")
    pass_until(g, kind="priority")
    assert loyalty not in g.s["play"] and honesty in g.s["play"] and other in g.s["play"]


def test_705_2e_the_one_friend_that_can_be_dismissed_is_the_one_dismissed():
    g, (honesty, loyalty) = _pinkie_to_raze_this_barn(FULL_STEAM, EMERALD)
    pass_until(g, kind="priority")
    assert loyalty not in g.s["play"] and honesty in g.s["play"]
    assert "Emerald Green, Cider Aficionado #" in log_text(g) and "is dismissed" in log_text(g)


def test_705_2e_with_only_a_friend_that_cannot_be_dismissed_nothing_is_dismissed():
    g, (honesty,) = _pinkie_to_raze_this_barn(FULL_STEAM)
    pass_until(g, kind="priority")
    assert g.s["cards"][honesty]["zone"] == "play"


def _resolve_asking_no_card(g) -> None:
    """Pass until the instruction has met the cards it can't act on (its 705.2e log line),
    checking that no card is asked for on the way."""
    for _ in range(20):
        if "705.2e" in [rule for _, rule, _ in g.log]:
            return
        assert g.pending().kind != "target", g.pending().prompt
        answer(g, "pass" if "pass" in keys(g) else keys(g)[0])
    raise AssertionError(log_text(g))


def test_705_2e_with_only_friends_that_cannot_be_dismissed_nothing_is_asked_and_the_log_says_why():
    """Pinkie Pie's "dismiss an opponent's Friend at that Problem" meets two Honesty Friends at
    Raze This Barn: neither can be dismissed, so P0 is asked nothing (players can't choose to do
    things that can't be done) and the log names each Friend and the card that keeps it."""
    g, (first, second) = _pinkie_to_raze_this_barn(FULL_STEAM, FULL_STEAM)
    _resolve_asking_no_card(g)
    assert g.s["cards"][first]["zone"] == g.s["cards"][second]["zone"] == "play"
    line = next(text for _, rule, text in g.log if rule == "705.2e")
    assert line.startswith("P0 can choose no card to dismiss: Full Steam, Smoke Stacked #"), line
    assert line.count("as Raze This Barn #") == 2 and line.count("text says it can't be dismissed") == 2, line


FRIENDLY_DISAGREEMENT = "CG103"  # "Main Phase: Exhaust an opponent's Friend. That Friend loses Teamwork ..."
BED_REST = "CN131"  # "Play on an opponent's ready Friend. That Friend can't be exhausted."


def _bed_rest_board(*others: str):
    """P0 holding Friendly Disagreement, P1's Friend wearing Bed Rest and P1's `others`."""
    b = Board()
    b.players[0]["tokens"] = 3
    b.add(FULL_STEAM, 0, "play", "home:0")  # the Honesty power Friendly Disagreement needs
    event = b.add(FRIENDLY_DISAGREEMENT, 0, "hand")
    friend = b.add(EMERALD, 1, "play", "problem:1")
    b.add(BED_REST, 0, "play", "problem:1", host=friend)
    theirs = [b.add(code, 1, "play", "problem:1") for code in others]
    return _game(b), event, friend, theirs


def test_705_2_an_event_that_must_exhaust_a_friend_bed_rest_keeps_ready_cannot_be_played():
    """Friendly Disagreement must exhaust an opponent's Friend, and P1's only Friend wears Bed
    Rest ("That Friend can't be exhausted"): the instruction can't be followed (705.2e:
    players can't choose to do things that can't be done), so the Event is not offered
    (705.2: the action would be rewound)."""
    g, event, friend, _ = _bed_rest_board()
    assert not [k for k in keys(g) if k.startswith(f"play|{event}")]
    assert not g.s["cards"][friend]["exhausted"]


def test_705_2_the_same_event_is_offered_when_another_friend_can_be_exhausted():
    g, event, friend, (other,) = _bed_rest_board(EMERALD)
    answer(g, f"play|{event}")
    pass_until(g, kind="priority")
    assert g.s["cards"][other]["exhausted"] and not g.s["cards"][friend]["exhausted"]


FRIENDSHIP_U = "FF88"  # "Main Phase: Choose one: ..., an opponent retires a random Friend, or ..."
MAUD = "CG25"  # Maud Pie, Like a Rock: an opponent can't dismiss her or put her into a hand ...


def test_705_2e_a_random_retire_picks_only_a_friend_that_can_be_retired():
    """Friendship U's "an opponent retires a random Friend": P1's Friends at Amnity Ball (four of
    P1's Friends there can't leave play) can't be retired, so the one at home is picked, every
    time (the pick is among those that can be retired, as a chosen card's is)."""
    for seed in range(4):
        b = Board(problems=("PR168", "LL127"))
        b.players[0]["tokens"] = 9
        for filler in FILLERS:  # power of every color
            b.add(filler, 0, "play", "home:0")
        kept = [b.add(EMERALD, 1, "play", "problem:1") for _ in range(4)]
        home = b.add(EMERALD, 1, "play", "home:1")
        event = b.add(FRIENDSHIP_U, 0, "hand")
        g = _game(b, seed=seed)
        answer(g, f"play|{event}")
        answer(g, next(o.key for o in g.pending().options if "random" in o.label))
        pass_until(g, kind="priority")
        assert home not in g.s["play"] and all(i in g.s["play"] for i in kept), log_text(g)


def test_705_2_a_random_retire_of_only_friends_kept_in_play_is_not_a_mode_to_choose():
    b = Board(problems=("PR168", "LL127"))
    b.players[0]["tokens"] = 9
    for filler in FILLERS:
        b.add(filler, 0, "play", "home:0")
    for _ in range(4):
        b.add(EMERALD, 1, "play", "problem:1")
    event = b.add(FRIENDSHIP_U, 0, "hand")
    g = _game(b)
    answer(g, f"play|{event}")
    labels = [o.label for o in g.pending().options]
    assert not [label for label in labels if "random" in label], labels


# ----- 510.3, 512.3, 609.1: the Main Phase goes on after a Reaction ---------------------------------

STAND_STILL = "PR118"  # "Reaction: Play after an opponent's character has just been moved. Send that character ..."
SUGAR_TWIST = "PR79"  # a vanilla 2-power Generosity (white) Friend


def test_510_3_after_a_reaction_and_two_passes_the_turn_player_goes_on_in_the_main_phase():
    b = Board()
    b.players[0]["tokens"] = 4
    b.add(SUGAR_TWIST, 1, "play", "home:1")  # the Generosity power Stand Still! needs
    stand_still = b.add(STAND_STILL, 1, "hand")
    mover = b.add(EMERALD, 0, "play", "home:0")
    g = _game(b)
    answer(g, f"move|{mover}|problem:0")
    pass_until(g, kind="priority")
    assert g.pending().player == 1 and f"react|{stand_still}|" in " ".join(keys(g))
    answer(g, next(k for k in keys(g) if k.startswith(f"react|{stand_still}|")))
    pass_until(g, kind="priority")
    assert g.card(mover)["area"] == "home:0"  # sent back by the Reaction
    assert g.pending().player == 0
    answer(g, "pass")  # P0 passes on the Reaction; P1 can do nothing more and passes
    decision = g.pending()
    assert decision is not None and decision.player == 0 and decision.kind == "priority"
    assert g.s["phase"] == "main" and g.s["turn_player"] == 0
    assert f"move|{mover}|problem:0" in keys(g)  # Main Phase actions again
    assert "(512.3, 609.1)" in log_text(g)
    answer(g, "pass")  # now the turn player ends the Main Phase
    assert g.s["phase"] != "main" or g.s["turn_player"] != 0


def test_510_3_a_turn_player_who_can_take_no_action_is_not_told_they_may_take_another():
    """After the opponent's Reaction and two passes, a turn player with no action token left
    and nothing to play can't open another window (510.3): the log does not say they may take
    another Main Phase action, and the phase ends."""
    b = Board()
    b.players[0]["tokens"] = 2  # all spent on the move
    b.add(SUGAR_TWIST, 1, "play", "home:1")
    stand_still = b.add(STAND_STILL, 1, "hand")
    mover = b.add(EMERALD, 0, "play", "home:0")
    g = _game(b)
    answer(g, f"move|{mover}|problem:0")
    pass_until(g, kind="priority")
    answer(g, next(k for k in keys(g) if k.startswith(f"react|{stand_still}|")))
    assert g.s["players"][0]["tokens"] == 0 and not g.s["players"][0]["hand"]
    for _ in range(6):  # (P1 passes on their Reaction; P0, who can do nothing, is not asked)
        if g.s["phase"] != "main" or g.s["turn_player"] != 0:
            break
        pass_once(g)
    assert g.s["phase"] != "main" or g.s["turn_player"] != 0
    assert "may take another Main Phase action" not in log_text(g)


def test_510_3_without_an_opponents_action_two_passes_end_the_main_phase_as_before():
    b = Board()
    b.players[0]["tokens"] = 4
    g = _game(b)
    assert g.s["phase"] == "main" and g.pending().player == 0
    answer(g, "pass")
    assert g.s["phase"] != "main" or g.s["turn_player"] != 0
    assert "(512.3, 609.1)" not in log_text(g)


# ----- 516.1: uniqueness is checked continuously -------------------------------------------------------

DIAMOND_DOG = "RR11"  # a Troublemaker: "When this card is defeated, gain [2]."


def test_516_1_two_face_up_troublemakers_at_a_problem_are_repaired_before_the_next_uncover():
    b = Board()
    shown = b.add(DIAMOND_DOG, 0, "play", "problem:1")
    second = b.add(DIAMOND_DOG, 0, "play", "problem:1", face_down=True)
    elsewhere = b.add(DIAMOND_DOG, 0, "play", "problem:0", face_down=True)
    g = _game(b, phase="troublemaker", step="uncover", start="uncover")
    assert g.pending().kind == "uncover_order"
    answer(g, f"card:{second}")  # now two face-up Troublemakers of P0 at P1's Problem (516.4)
    decision = g.pending()
    assert decision.kind == "uniqueness" and decision.player == 0  # at once, before anything else
    # the place named as the board names it, as every other question does: the Problem and
    # whose, not the Problem card's number ("at Runaway Cart #5")
    assert view.place_words(g, decision.prompt) == (
        "Diamond Dog: Player 1 controls two face-up Troublemakers at Problem Runaway Cart (Player 2's) (516.4): "
        "choose which one to dismiss (516.2)")
    assert sorted(keys(g)) == sorted([f"card:{shown}", f"card:{second}"])
    assert g.card(elsewhere)["face_down"]  # not uncovered yet
    answer(g, f"card:{shown}")
    assert shown not in g.s["play"] and g.card(second)["area"] == "problem:1"
    assert not g.card(elsewhere)["face_down"]  # then the uncovering goes on (607.2)
    # the log line stays true later, when another Problem may lie there: it names the one there then
    assert (f"Diamond Dog #{shown} is dismissed to Player 1's discard pile: Player 1 controlled two face-up Troublemakers "
            f"at {shown_as_written(g, 'problem:1')} (516.4)") in [without_numbers_now(row.text) for row in view.log_rows(g)
                                           if row.rule == "516.2"]



def backup_dancers_beside_trenderhoof() -> tuple[Board, list[int]]:
    """P0 plays Backup Dancers ("put two 1 [Laughter] Earth Pony Friend tokens into play,
    then exhaust an opposing character for each of your characters") while P1's Trenderhoof
    says "Cards in play have Unique": the two tokens share a name. P0's characters, each
    named once: the Mane, Full Steam, Apple Brown Betty; P1's seven (the Mane, Trenderhoof
    and five Friends). The board and P1's characters."""
    b = Board()
    b.players[0]["tokens"] = 3
    b.add(FULL_STEAM, 0, "play", "home:0")  # the orange and pink power the Dancers require
    b.add(BETTY, 0, "play", "home:0")
    theirs = [b.add(code, 1, "play", "home:1") for code in ("AD199", EMERALD, "PR20", "PR33", "PR44", "PR79")]
    return b, [b.mane[1], *theirs]


def test_516_1_backup_dancers_counts_its_characters_after_its_tokens_violating_uniqueness_are_repaired():
    """516.1, 516.3, 705.2e: uniqueness is checked continuously, between a text's instructions
    too: the two Unique tokens are repaired (P0 chooses which goes) before "then exhaust an
    opposing character for each of your characters" counts P0's characters: five (the Mane,
    two Friends, the Dancers, one token), not six."""
    b, theirs = backup_dancers_beside_trenderhoof()
    dancers = b.add("SB76", 0, "hand")
    g = _game(b)
    answer(g, f"play|{dancers}|home:0")
    while g.pending().kind == "area":  # where each token enters play
        answer(g, "home:0")
    decision = g.pending()
    assert decision.kind == "uniqueness" and decision.player == 0 and len(keys(g)) == 2
    assert not any(g.card(i)["exhausted"] for i in theirs)  # not counted yet
    answer(g, keys(g)[0])
    assert "(5 to go)" in g.pending().prompt
    while g.pending().kind == "target":
        answer(g, keys(g)[0])
    assert sum(g.card(i)["exhausted"] for i in theirs) == 5


TIMBERWOLF = "PR158"  # "When this card is uncovered, its owner must pay [2] or dismiss it."


def _second_timberwolf_uncovered_and_dismissed(tokens: int):
    """P1's face-down Timberwolf is uncovered in P1's Troublemaker Phase beside P1's face-up
    one at the same Problem (516.4): P1 repairs the violation by dismissing the one just
    uncovered, before its "When this card is uncovered" effect resolves."""
    b = Board()
    b.players[1] = {"tokens": tokens}
    b.add(TIMBERWOLF, 1, "play", "problem:1")
    second = b.add(TIMBERWOLF, 1, "play", "problem:1", face_down=True)
    g = _game(b, turn_player=1, phase="troublemaker", step="uncover", start="uncover")
    assert g.pending().kind == "uniqueness" and g.pending().player == 1
    answer(g, f"card:{second}")
    return g


def test_705_2e_a_timberwolf_dismissed_before_its_effect_resolves_leaves_its_owner_only_the_payment():
    """Timberwolf's "must pay [2] or dismiss it" always does what can be done: the card gone,
    "dismiss it" can't be done and can't be chosen (705.2e), so P1 pays 2, and the log says
    why; no longer "Nothing happens: ... finds nothing to act on"."""
    g = _second_timberwolf_uncovered_and_dismissed(tokens=3)
    assert g.s["players"][1]["tokens"] == 1
    text = log_text(g)
    assert ("P1 pays 2 action tokens as Timberwolf has left play and can't be dismissed "
            "(by the text of Timberwolf)") in text
    assert "Nothing happens" not in text


def test_705_2e_a_timberwolf_dismissed_before_its_effect_resolves_with_its_owner_unable_to_pay():
    """With neither half of "pay [2] or dismiss it" possible, nothing happens, and the log says
    why rather than that the text found nothing to act on."""
    g = _second_timberwolf_uncovered_and_dismissed(tokens=1)
    assert g.s["players"][1]["tokens"] == 1
    assert ("Nothing happens: Timberwolf has left play and can't be dismissed, and P1 can't pay 2 "
            "(by the text of Timberwolf)") in log_text(g)


# ----- 402.3: the order of cards put on the bottom of a deck is their owner's choice --------------------

SWEETIE = "PR20"  # vanilla 1-power Friends, three different cards
HIGH_SPIRITS = "PR44"
NOTEWORTHY = "PR76"


def test_402_3_after_a_faceoff_each_player_orders_their_flipped_cards_on_the_bottom_of_their_deck():
    b = Board(deck_size=0)
    b.add("PR31", 0, "play", "problem:1")  # Full Steam (4) challenges ...
    dog = b.add(DIAMOND_DOG, 1, "play", "problem:1")  # ... a 4-power Troublemaker: the first flips tie
    for code in (BETTY, HIGH_SPIRITS, SWEETIE):  # P0 flips Sweetie Sunrise, then High Spirits
        b.add(code, 0, "deck")
    for code in (BETTY, EMERALD, NOTEWORTHY):  # P1 flips Noteworthy, then Emerald Green: P1 wins
        b.add(code, 1, "deck")
    g = _game(b, phase="troublemaker", step="challenge", start="challenge")
    answer(g, f"challenge:{dog}")
    # the faceoff's last window closed with P1's pass: P1 orders first (801.1), then P0
    decision = g.pending()
    assert decision.kind == "bottom_order" and decision.player == 1
    emerald = next(o.key for o in decision.options if o.label.startswith("Emerald"))
    answer(g, emerald)
    decision = g.pending()
    assert decision.kind == "bottom_order" and decision.player == 0
    assert "(402.3)" in decision.prompt
    names = {o.key: o.label for o in decision.options}
    assert sorted(label.split(" #")[0] for label in names.values()) == [
        "High Spirits, Life Enthusiast", "Sweetie Sunrise, Early Riser"]
    high = next(k for k, label in names.items() if label.startswith("High Spirits"))
    answer(g, high)  # High Spirits first: Sweetie Sunrise then goes beneath it
    deck = [g.spec(i).code for i in g.s["players"][0]["deck"]]  # (bottom first)
    assert deck == [SWEETIE, HIGH_SPIRITS, BETTY]
    assert [g.spec(i).code for i in g.s["players"][1]["deck"]] == [NOTEWORTHY, EMERALD, BETTY]


def test_402_3_a_single_flipped_card_goes_to_the_bottom_without_a_question():
    b = Board(deck_size=0)
    b.add("PR31", 0, "play", "problem:1")
    dog = b.add(DIAMOND_DOG, 1, "play", "problem:1")
    for code in (BETTY, EMERALD):  # P0 flips Emerald Green (2): 6 against 4 + 1
        b.add(code, 0, "deck")
    for code in (BETTY, SWEETIE):
        b.add(code, 1, "deck")
    g = _game(b, phase="troublemaker", step="challenge", start="challenge")
    answer(g, f"challenge:{dog}")
    assert all(d.kind != "bottom_order" for d in [g.pending()] if d is not None)
    assert [g.spec(i).code for i in g.s["players"][0]["deck"]] == [EMERALD, BETTY]


def test_a_modifier_lasting_until_a_players_next_turn_is_logged_in_plain_words():
    """The log names the player whose next turn ends the modifier, never the internal key."""
    from engine.mlp.effects.steps import duration_words

    assert duration_words("next_turn:1") == "until the start of P1's next turn"
    assert duration_words("turn") == "until the end of the turn"


# ----- a keyword that comes with a condition is one of the card's keywords --------------------------

PARASPRITE = "LL66"  # "While an opponent has at least [2], this card has Persistent."
CLIPPED_WINGS = "AD129"  # "Play on a Friend. That Friend loses and can't have abilities."
CREEPY_CRAWLIES = "LL89"  # "Dismiss a Friend or Resource ..."


def _dismiss_parasprite(opp_tokens: int, wings: bool = False):
    """P0's Parasprite, Hungry For More (under P1's Clipped Wings if `wings`), P1 holding
    `opp_tokens` action tokens, and P0's Creepy Crawlies choosing to dismiss it."""
    b = Board()
    b.players[0]["tokens"] = 9
    for filler in FILLERS:
        b.add(filler, 0, "play", "home:0")
    b.players[1]["tokens"] = opp_tokens
    para = b.add(PARASPRITE, 0, "play", "home:0")
    if wings:
        b.add(CLIPPED_WINGS, 1, "play", "home:0", host=para)
    card = b.add(CREEPY_CRAWLIES, 0, "hand")
    g = _game(b)
    before = dict(power.keywords(g, para))
    answer(g, f"play|{card}|event")
    answer(g, f"card:{para}")
    return g, para, before


def test_parasprite_has_persistent_among_its_keywords_while_an_opponent_has_two_tokens():
    g, _, before = _dismiss_parasprite(2)
    assert "Persistent" in before
    assert "persistent" in keys(g)  # offered from the keyword, as a printed one is
    _, _, before = _dismiss_parasprite(1)
    assert "Persistent" not in before


def test_parasprite_under_clipped_wings_has_no_persistent_and_is_dismissed():
    """Clipped Wings takes every ability, the keyword its condition gives included: the
    dismissal is not offered to be replaced (Glossary: Persistent), and the card goes."""
    g, para, before = _dismiss_parasprite(2, wings=True)
    assert "Persistent" not in before
    assert "persistent" not in keys(g)
    pass_until(g, kind="priority")
    assert para not in g.s["cards"] or g.s["cards"][para]["zone"] != "play"


OUT_OF_CONTROL = "CN183"  # "When this Problem is solved, dismiss a random Friend here."


STEAM_ROLLER = "CN38"  # "While this card has at least 1 card beneath it, it can't be dismissed ..."


def test_705_2e_a_random_dismissal_of_only_friends_that_cannot_be_dismissed_picks_none():
    """Out of Control is solved by P0's Mane Character and two Steam Rollers, each with a card
    beneath it, so neither can be dismissed, against P1's Maud Pie, Like a Rock, whom an
    opponent can't dismiss: no card is picked at random, and the log says why (705.2e)."""
    b = Board(problems=(OUT_OF_CONTROL, "PR190"))
    b.cards[b.mane[0] - 1]["area"] = "problem:0"
    there = [b.add(STEAM_ROLLER, 0, "play", "problem:0") for _ in range(2)]
    for roller in there:
        under(b, roller)
    there.append(b.add(MAUD, 1, "play", "problem:0"))  # P1 meets it too: a Problem faceoff
    b.add("PR161", 0, "problem_deck")
    g = run_turn(b, "score", "score")
    assert g.spec(g.problem_card("problem:0")).code == "PR161", log_text(g)  # solved and replaced
    assert all(i in g.s["play"] for i in there) and "is picked at random" not in log_text(g), log_text(g)
    assert "705.2e: No card can be picked at random to dismiss: Steam Roller" in log_text(g), log_text(g)


# ----- 518: searching a deck, finding a card or failing to ----------------------------------------

SNEAK_ATTACK = "MT89"  # "Main Phase: Search your deck for a Troublemaker, reveal it, and put it into your hand."
PURPLE_PARASPRITE = "PR157"  # a Troublemaker


def _sneak_attack(*deck: str):
    """P0 plays Sneak Attack (cost 1, 2 purple power: Twilight Sparkle and Apple Stars) with
    `deck` on top of their deck."""
    b = Board(deck_size=3)
    b.add("PR51", 0, "play", "home:0")
    sneak = b.add(SNEAK_ATTACK, 0, "hand")
    for code in deck:
        b.deck_top(code, 0)
    g = _game(b)
    answer(g, f"play|{sneak}|event")
    return g


def test_518_1_a_search_asks_for_what_its_card_names_and_logs_failing_to_find():
    """518.1: the search question says what is searched for; the player may fail to find the
    Parasprite that is there, and the log says so, naming Sneak Attack, before the shuffle
    (518.2), so a search that found nothing is told from one never made."""
    g = _sneak_attack(PURPLE_PARASPRITE, "PR20")
    name = g.name(g.s["stack"][-1]["src"])
    assert g.pending().prompt == f"{name}: Search your deck for a Troublemaker (518.1)"
    answer(g, "none")
    text = log_text(g)
    assert f"518.1: P0 searches their deck and fails to find a Troublemaker (by the text of {name})" in text
    assert text.index("fails to find") < text.index("518.2: P0 shuffles their deck")
    assert not g.s["players"][0]["hand"]


def test_518_1_a_deck_without_the_card_is_searched_without_a_question_and_logged_so():
    g = _sneak_attack("PR20")
    assert "518.1: P0 searches their deck and fails to find a Troublemaker (by the text of Sneak Attack" in log_text(g)


def test_518_1_the_card_found_is_revealed_and_put_into_hand_by_the_searching_cards_text():
    g = _sneak_attack(PURPLE_PARASPRITE)
    name = g.name(g.s["stack"][-1]["src"])
    (found,) = [k for k in keys(g) if k != "none"]
    parasprite = g.name(int(found.split(":")[1]))
    answer(g, found)
    text = log_text(g)
    assert f"518.1: P0 reveals {parasprite} (by the text of {name})" in text
    assert f"518.1: {parasprite} is put into P0's hand (by the text of {name})" in without_numbers_now(text)


# ----- 521.2: a token is a card of its own, told apart by its number and place ---------------------

CRITTER_TOKEN = "token:1:yellow:Critter"  # a 1 [Kindness] Critter Friend token (Creepy Crawlies, Goldie Delicious)


def test_521_2_alike_critter_tokens_are_each_offered_by_number_and_place():
    """Pinkie Pie (PR45) played to P1's Problem dismisses an opponent's Friend there: P1's two
    Critter tokens there look alike (same name, power, state and place), yet each is a card of
    its own (521.2) that a later text may name, so P0 is still asked, each option saying the
    token's number and where it is; a Friend named once stays named as it was."""
    b = Board()
    b.players[0]["tokens"] = 5
    b.add(BETTY, 0, "play", "home:0")  # the Laughter power Pinkie Pie needs
    pinkie = b.add(PINKIE, 0, "hand")
    critters = [b.add(CRITTER_TOKEN, 1, "play", "problem:1", token=True) for _ in range(2)]
    emerald = b.add(EMERALD, 1, "play", "problem:1")
    g = _game(b)
    answer(g, f"play|{pinkie}|problem:1")
    pass_until(g, kind="target")
    labels = {o.key: view.place_words(g, o.label) for o in g.pending().options}
    assert labels == {f"card:{critters[0]}": f"Critter #{critters[0]} at Problem Runaway Cart (Player 2's)",
                      f"card:{critters[1]}": f"Critter #{critters[1]} at Problem Runaway Cart (Player 2's)",
                      f"card:{emerald}": f"Emerald Green, Cider Aficionado #{emerald}"}
    answer(g, f"card:{critters[1]}")
    assert critters[1] not in g.s["cards"] and critters[0] in g.s["play"]
