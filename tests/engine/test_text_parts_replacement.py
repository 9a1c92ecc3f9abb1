"""Replacement text ("If ... would be dismissed / frightened, (you may) ... instead", 710),
turning face-up Troublemakers face-down (505.3), and "when a Friend leaves play" for every
way of leaving. Each test is a judge's board on real cards of the shipped database, the
answers given, and the result, including the cases where the text does not apply."""

from __future__ import annotations

import pytest

from engine.core.errors import EngineError
from engine.mlp.api import default_library
from engine.mlp.coverage import CARRIED_OUT, coverage
from engine.mlp.state.game import MlpGame
from tests.engine.card_play import find, problem_faceoff, start_challenge
from tests.engine.helpers import (
    Board,
    answer,
    keys,
    log_text,
    option_with,
    pass_until,
    shipped_game,
    zone_codes,
)


def _pinkie_board(p0_tokens: int = 3) -> Board:
    """P0 has pink power 4 (Pinkie Pie, Cutie Mark Consultant) to play Rolling Tones
    ("Immediate: Dismiss a Friend.") in their Main Phase."""
    b = Board()
    b.players[0] = {"tokens": p0_tokens}
    b.add("EO45", 0, "play", "home:0")
    return b


def _purple_board(p0_tokens: int = 3) -> Board:
    """P0 has purple power to play Betrayed ("Main Phase: Frighten a Friend.")."""
    b = Board()
    b.players[0] = {"tokens": p0_tokens}
    b.add("PR60", 0, "play", "home:0")  # purple 2 + the purple Mane Character
    return b


def test_the_new_wordings_complete_their_cards():
    rows = {row.code: row.status for row in coverage(default_library())}
    for code in ("CG165", "CG20", "AD142", "HM19", "HM65", "CN29", "LL77", "DE23",  # replacement text
                 "EO139", "DE102", "FF57", "HM117", "DE79", "PR50", "CN163", "EO172", "HM89",  # face-down
                 "DE77", "SB86", "LL70",  # leaving play
                 "AD25", "AD135", "SB82", "CG162", "CN139", "EO146", "PR186", "AD76", "AD179",  # more 710
                 "EO141", "LL62", "LL118", "EO198", "PR212", "DE68", "FF99", "LL54", "EO178", "EO160", "AD31", "HM113", "CG150", "HM29", "LL42", "DE112",
                 "FF49", "AD65", "MT142", "EO208", "AD167", "HM75", "SB107", "EO151", "HM60", "MT7", "CN144", "HM48", "HM78", "LL120"):
        assert rows[code] in CARRIED_OUT, code


# ----- replacement text (710) ---------------------------------------------------------------


def test_a_mandatory_replacement_banishes_the_friend_instead_cg165():
    """710.1: "If a Friend would be dismissed, it is banished instead" (Tatzlwurm) replaces
    the dismissal with no choice; the Friend goes to the banished zone, not the discard."""
    b = _pinkie_board()
    tatzlwurm = b.add("CG165", 1, "play", "problem:1")
    victim = b.add("PR20", 1, "play", "problem:1")
    event = b.add("EO135", 0, "hand")
    g = shipped_game(b)
    name = g.name(victim)
    answer(g, f"play|{event}|event")
    answer(g, f"card:{victim}")
    assert victim not in g.s["play"]
    assert zone_codes(g, 1, "banished") == ["PR20"] and "PR20" not in zone_codes(g, 1, "discard")
    # what happens instead, then whose text it is (710.1)
    assert f"710.1: {name} is banished instead of being dismissed (by the text of Tatzlwurm #{tatzlwurm})\n" \
        in log_text(g)


def test_you_may_retire_this_card_instead_cg20():
    """710.5: the affected player (the Friend's controller) chooses; Applejack, Breeziefied
    retires itself and the other Friend here is not dismissed."""
    b = _pinkie_board()
    applejack = b.add("CG20", 1, "play", "problem:1")
    victim = b.add("PR20", 1, "play", "problem:1")
    event = b.add("EO135", 0, "hand")
    g = shipped_game(b)
    answer(g, f"play|{event}|event")
    answer(g, f"card:{victim}")
    assert g.pending().player == 1 and g.pending().kind == "replacement"
    assert keys(g) == ["none", f"instead:{applejack}:0"]
    answer(g, f"instead:{applejack}:0")
    assert victim in g.s["play"] and applejack not in g.s["play"]
    assert zone_codes(g, 1, "discard") == ["CG20"]


def test_declining_the_replacement_lets_the_dismissal_happen_cg20():
    b = _pinkie_board()
    applejack = b.add("CG20", 1, "play", "problem:1")
    victim = b.add("PR20", 1, "play", "problem:1")
    event = b.add("EO135", 0, "hand")
    g = shipped_game(b)
    answer(g, f"play|{event}|event")
    answer(g, f"card:{victim}")
    answer(g, "none")
    assert victim not in g.s["play"] and applejack in g.s["play"]
    assert zone_codes(g, 1, "discard") == ["PR20"]


def test_another_friend_here_only_cg20():
    """"Another of your Friends here": a Friend of the same player at another area is not
    covered, so nothing is asked."""
    b = _pinkie_board()
    applejack = b.add("CG20", 1, "play", "problem:1")
    victim = b.add("PR20", 1, "play", "home:1")
    event = b.add("EO135", 0, "hand")
    g = shipped_game(b)
    answer(g, f"play|{event}|event")
    answer(g, f"card:{victim}")
    assert victim not in g.s["play"] and applejack in g.s["play"]


def test_several_replacements_the_affected_player_chooses_one_cg165_cg20():
    """710.5: with Tatzlwurm (mandatory) and Applejack (optional) both replacing the same
    dismissal, the Friend's controller chooses which applies, and must choose one (a
    mandatory replacement is among them). 710.3: once Applejack replaced it, there is
    no dismissal left for Tatzlwurm."""
    b = _pinkie_board()
    tatzlwurm = b.add("CG165", 1, "play", "problem:1")
    applejack = b.add("CG20", 1, "play", "problem:1")
    victim = b.add("PR20", 1, "play", "problem:1")
    event = b.add("EO135", 0, "hand")
    g = shipped_game(b)
    answer(g, f"play|{event}|event")
    answer(g, f"card:{victim}")
    assert g.pending().player == 1
    assert sorted(keys(g)) == sorted([f"instead:{tatzlwurm}:0", f"instead:{applejack}:0"])
    answer(g, f"instead:{applejack}:0")
    assert g.pending().kind == "priority"
    assert victim in g.s["play"] and zone_codes(g, 1, "banished") == [] and zone_codes(g, 1, "discard") == ["CG20"]


def test_a_banishing_tatzlwurm_made_of_a_dismissal_is_its_own_when_endless_friendship_is_declined():
    """Judge: Rolling Tones would dismiss P0's Friend; Tatzlwurm ("If a Friend would be
    dismissed, it is banished instead") makes it a banishing (710.1), which Princess Twilight
    Sparkle, Endless Friendship could replace too. P0 declines her: the Friend is banished by
    Tatzlwurm's text, not by Rolling Tones'."""
    b = Board()
    b.players[0] = {"tokens": 6}
    tatzlwurm = b.add("CG165", 1, "play", "problem:0")
    b.add("FF139", 0, "play", "home:0")
    victim = b.add("PR36", 0, "play", "home:0")
    b.add("EO45", 0, "play", "home:0")  # (pink power for Rolling Tones)
    event = b.add("EO135", 0, "hand")
    g = shipped_game(b)
    answer(g, f"play|{event}|event")
    answer(g, f"card:{victim}")
    assert g.pending().kind == "replacement" and "would be banished" in g.pending().prompt
    answer(g, "none")
    assert f"710.1: Apple Brown Betty, Pastry Chef #{victim} is banished (by the text of Tatzlwurm #{tatzlwurm})" \
        in log_text(g, numbers_now=False)


def test_the_opponents_optional_replacement_is_their_choice_ll77():
    """An optional replacement is used by its controller: the dismissed Friend's owner has
    nothing to choose (one replacement), Princess Cadance's controller decides, pays (exhaust
    this card) and the opposing Friend is banished instead."""
    b = _pinkie_board()
    cadance = b.add("LL77", 0, "play", "home:0")
    victim = b.add("PR20", 1, "play", "problem:1")
    event = b.add("EO135", 0, "hand")
    g = shipped_game(b)
    answer(g, f"play|{event}|event")
    answer(g, f"card:{victim}")
    assert g.pending().player == 0 and g.pending().kind == "may"
    answer(g, "yes")
    assert g.card(cadance)["exhausted"]
    assert zone_codes(g, 1, "banished") == ["PR20"]


def test_a_replacement_whose_cost_cant_be_paid_is_not_offered_ll77():
    """Reading (docs/engine.md): an optional replacement is offered only when what it does
    instead can be done; an exhausted Cadance can't exhaust, so the Friend is dismissed."""
    b = _pinkie_board()
    b.add("LL77", 0, "play", "home:0", exhausted=True)
    victim = b.add("PR20", 1, "play", "problem:1")
    event = b.add("EO135", 0, "hand")
    g = shipped_game(b)
    answer(g, f"play|{event}|event")
    answer(g, f"card:{victim}")
    assert g.pending().kind == "priority"
    assert zone_codes(g, 1, "discard") == ["PR20"]


def test_exhaust_it_instead_of_being_frightened_cn29():
    """"If this card would be frightened, you may exhaust it instead": it stays face up and
    is exhausted; already exhausted, it can't be exhausted, so it is frightened."""
    b = _purple_board()
    fizzy = b.add("CN29", 1, "play", "problem:1")
    event = b.add("SB98", 0, "hand")
    g = shipped_game(b)
    answer(g, f"play|{event}|event")
    answer(g, f"card:{fizzy}")
    answer(g, f"instead:{fizzy}:0")
    assert g.card(fizzy)["exhausted"] and not g.card(fizzy)["frightened"]

    b2 = _purple_board()
    tired = b2.add("CN29", 1, "play", "problem:1", exhausted=True)
    event2 = b2.add("SB98", 0, "hand")
    g2 = shipped_game(b2)
    answer(g2, f"play|{event2}|event")
    answer(g2, f"card:{tired}")
    assert g2.card(tired)["frightened"]


def test_pay_to_dismiss_it_instead_hm65():
    """Cheese Sandwich: a Friend that would be frightened is dismissed instead for [1]
    (the token is paid by the Cheese Sandwich player, 710.1)."""
    b = _purple_board()
    b.players[1] = {"tokens": 1}
    cheese = b.add("HM65", 1, "play", "home:1")
    victim = b.add("PR20", 1, "play", "problem:1")
    event = b.add("SB98", 0, "hand")
    g = shipped_game(b)
    answer(g, f"play|{event}|event")
    answer(g, f"card:{victim}")
    answer(g, f"instead:{cheese}:0")
    assert victim not in g.s["play"] and zone_codes(g, 1, "discard") == ["PR20"]
    assert g.s["players"][1]["tokens"] == 0


def test_without_the_token_the_friend_is_frightened_hm65():
    b = _purple_board()
    b.add("HM65", 1, "play", "home:1")
    victim = b.add("PR20", 1, "play", "problem:1")
    event = b.add("SB98", 0, "hand")
    g = shipped_game(b)
    answer(g, f"play|{event}|event")
    answer(g, f"card:{victim}")
    assert g.card(victim)["frightened"]


def test_a_replacement_never_replaces_what_it_replaced_hm65_persistent():
    """710.3: Cheese Sandwich replaces Winona's frightening with a dismissal; Persistent
    replaces that dismissal with a frightening, which Cheese Sandwich can't replace again
    (it has replaced this occurrence): Winona ends frightened, in play."""
    b = _purple_board()
    b.players[1] = {"tokens": 1}
    cheese = b.add("HM65", 1, "play", "home:1")
    winona = b.add("HM23", 1, "play", "problem:1")  # Persistent
    event = b.add("SB98", 0, "hand")
    g = shipped_game(b)
    answer(g, f"play|{event}|event")
    answer(g, f"card:{winona}")
    answer(g, f"instead:{cheese}:0")
    assert keys(g) == ["none", "persistent"]
    answer(g, "persistent")
    assert g.pending().kind == "priority"
    assert winona in g.s["play"] and g.card(winona)["frightened"]


def test_persistent_then_its_own_replacement_hm19():
    """Granny Smith is dismissed; Persistent frightens her instead; that frightening is a
    new occurrence her own text may replace (710.3 bars only the same modifier): a card
    from the discard pile is banished and she stays face up."""
    b = _pinkie_board()
    b.add("PR79", 1, "discard")
    granny = b.add("HM19", 1, "play", "problem:1")
    event = b.add("EO135", 0, "hand")
    g = shipped_game(b)
    answer(g, f"play|{event}|event")
    answer(g, f"card:{granny}")
    answer(g, "persistent")
    answer(g, f"instead:{granny}:0")
    assert granny in g.s["play"] and not g.card(granny)["frightened"]
    assert zone_codes(g, 1, "banished") == ["PR79"] and zone_codes(g, 1, "discard") == []


def test_a_defeated_troublemaker_turned_face_down_instead_de23():
    """514.5a: the challenger defeats the Troublemaker (scores, then dismisses it; not "by
    the game", 104.3), so Pow may exhaust to turn it face-down instead (505.3)."""
    b = Board()
    b.players[0] = {"tokens": 3}
    for _ in range(3):
        b.add("PR79", 0, "play", "problem:0")
    tm = b.add("PR157", 1, "play", "problem:0")  # Parasprite, 1 power
    pow_ = b.add("DE23", 1, "play", "home:1")
    g = start_challenge(b, tm)
    pass_until(g, kind="replacement")
    assert g.pending().player == 1 and keys(g) == ["none", f"instead:{pow_}:0"]
    answer(g, f"instead:{pow_}:0")
    assert tm in g.s["play"] and g.card(tm)["face_down"]
    assert g.card(pow_)["exhausted"]
    assert g.s["players"][0]["score"] >= 1  # the points were scored before the dismissal


def test_a_troublemaker_an_epic_one_dismisses_as_uncovered_turned_face_down_instead_de23():
    """Judge: P1 uncovers Ahuizotl (Epic) where P0's Flam is face up. 607.3 dismisses Flam,
    but not "by the game" (104.3: only 613.2 and 516.2 say so), so P0's Pow, Loyal Henchpony
    may exhaust to turn Flam face-down instead (710); if P0 lets it go, the log cites 607.3."""
    def uncovered_beside_flam() -> tuple[MlpGame, int, int]:
        b = Board()
        b.players[1] = {"tokens": 2}  # (the game stops in P1's Main Phase)
        pow_ = b.add("DE23", 0, "play", "home:0")
        flam = b.add("PR154", 0, "play", "problem:1")
        b.add("PR152", 1, "play", "problem:1", face_down=True)  # Ahuizotl
        return shipped_game(b, turn=4, turn_player=1, phase="troublemaker", step="uncover"), pow_, flam

    g, pow_, flam = uncovered_beside_flam()
    assert g.pending().kind == "replacement" and g.pending().player == 0
    assert keys(g) == ["none", f"instead:{pow_}:0"]
    answer(g, f"instead:{pow_}:0")
    assert flam in g.s["play"] and g.card(flam)["face_down"] and g.card(pow_)["exhausted"]
    assert g.s["turn_player"] == 1
    g, pow_, flam = uncovered_beside_flam()
    answer(g, "none")
    assert flam not in g.s["cards"] and "607.3: Flam #" in log_text(g)


# ----- turning Troublemakers face-down (505.3) ----------------------------------------------


def test_turn_a_troublemaker_face_down_eo139():
    """505.3: turned face-down it becomes a different card: counters and modifiers on it
    are gone, it has no name (505.1d.i) and stays at its Problem."""
    b = Board()
    b.players[0] = {"tokens": 2}
    b.add("EO81", 0, "play", "home:0")  # yellow 4
    tm = b.add("PR157", 1, "play", "problem:1", counters={"power": 2})
    event = b.add("EO139", 0, "hand")
    g = shipped_game(b)
    answer(g, f"play|{event}|event")
    assert g.card(tm)["face_down"] and g.card(tm)["counters"] == {}
    assert g.card(tm)["area"] == "problem:1"
    assert tm not in g.board().troublemakers and tm in g.board().all_troublemakers
    assert "is turned face-down" in log_text(g)


def test_only_face_up_troublemakers_can_be_turned_face_down_eo139():
    """505.2: a face-down Troublemaker is not "a Troublemaker": with only that in play the
    Event has nothing to act on and is not offered (705.2)."""
    b = Board()
    b.players[0] = {"tokens": 2}
    b.add("EO81", 0, "play", "home:0")  # yellow 4
    b.add("PR157", 1, "play", "problem:1", face_down=True)
    event = b.add("EO139", 0, "hand")
    g = shipped_game(b)
    assert not [k for k in keys(g) if k.startswith(f"play|{event}|")]


def test_a_troublemaker_turned_face_down_is_uncovered_again_next_troublemaker_phase_fF57():
    """Yona turns P1's Troublemaker face-down as she enters play; at P1's next Troublemaker
    Phase it is uncovered (607.2) like any face-down Troublemaker."""
    b = Board()
    b.players[0] = {"tokens": 4}
    b.add("EO81", 0, "play", "home:0")  # yellow 4
    tm = b.add("PR157", 1, "play", "problem:1")
    yona = b.add("FF57", 0, "hand")
    g = shipped_game(b)
    answer(g, f"play|{yona}|home:0")
    answer(g, "yes")
    assert g.card(tm)["face_down"]
    for _ in range(200):
        if g.s["turn_player"] == 1 and g.s["phase"] == "main":
            break
        pass_until(g, kind="priority")
        g.submit(["pass"])
    assert not g.card(tm)["face_down"]


def test_a_troublemaker_turned_face_down_leaves_its_faceoff_de102():
    """505.3: a different card, so no longer the challenged Troublemaker: the challenger
    wins with no Troublemaker involved, so nothing is defeated and nothing scored for it."""
    b = Board()
    b.players[0] = {"tokens": 3}
    b.add("PR60", 0, "play", "problem:0")
    b.add("PR60", 0, "play", "problem:0")  # purple 4
    tm = b.add("PR157", 1, "play", "problem:0")
    event = b.add("DE102", 0, "hand")
    g = start_challenge(b, tm)
    answer(g, f"play|{event}|event")
    assert g.card(tm)["face_down"]
    pass_until(g, phase="main")
    assert tm in g.s["play"] and g.s["players"][0]["score"] == 0


def test_play_to_a_problem_with_a_face_up_troublemaker_pr50():
    b = Board()
    b.players[0] = {"tokens": 5}
    b.add("EO45", 0, "play", "home:0")  # pink 4
    tm = b.add("PR157", 1, "play", "problem:1")
    elsewhere = b.add("PR157", 1, "play", "problem:0")
    surprise = b.add("PR50", 0, "hand")
    g = shipped_game(b)
    answer(g, f"play|{surprise}|problem:1")
    assert g.card(tm)["face_down"] and not g.card(elsewhere)["face_down"]


def test_played_to_a_problem_without_a_face_up_troublemaker_pr50_does_not_trigger():
    """Surprise's "to a Problem with a face-up Troublemaker" is part of when its text
    triggers (701.3): played to a Problem with no Troublemaker, or a face-down one only (not
    "a Troublemaker" to a text, 505.2), nothing triggers, so the log tells of nothing failing.
    It wrote "Nothing happens: “Turn that Troublemaker face-down” finds nothing to act on"
    (whole-pool game 73605, turn 22)."""
    b = Board()
    b.players[0] = {"tokens": 10}
    b.add("EO45", 0, "play", "home:0")  # pink 4
    hidden = b.add("PR157", 1, "play", "problem:0", face_down=True)
    surprises = [b.add("PR50", 0, "hand"), b.add("PR50", 0, "hand")]
    g = shipped_game(b)
    answer(g, f"play|{surprises[0]}|problem:1")
    answer(g, f"play|{surprises[1]}|problem:0")
    assert zone_codes(g, 0, "hand") == [] and g.card(hidden)["face_down"]  # both played
    assert "Troublemaker face-down" not in log_text(g) and "Nothing happens" not in log_text(g)


def test_they_may_pay_to_turn_this_card_face_down_cn163():
    """Red Dragon: at the start of its controller's opponent's Troublemaker Phase, that
    opponent ("they") may pay [2] to turn it face-down."""
    b = Board()
    b.players[0] = {"tokens": 0}
    b.players[1] = {"tokens": 2}
    dragon = b.add("CN163", 0, "play", "problem:1")
    g = shipped_game(b, turn_player=1, phase="troublemaker", step="start")
    pass_until(g, kind="may")
    assert g.pending().player == 1
    # asked of the player who may: what they may do, not "They may ..."
    assert g.pending().prompt == f"Red Dragon #{dragon}: Pay [2] to turn this card face-down? (712.3)"
    answer(g, "yes")
    assert f"Red Dragon #{dragon} is turned face-down" in log_text(g) and g.s["players"][1]["tokens"] == 0
    # P1 had nothing left to do; at P0's Troublemaker Phase their face-down Dragon is uncovered
    assert g.s["turn_player"] == 0 and f"607.2: Red Dragon #{dragon} is uncovered" in log_text(g)


# ----- "when a Friend leaves play", any way of leaving ---------------------------------------


def test_a_friend_put_into_its_owners_hand_leaves_play_de77():
    """A Friend returned to its owner's hand leaves play (410.6) as much as a dismissed one:
    Saffron Masala's Mane Character gets +2 power."""
    from engine.mlp.values import power

    b = Board()
    b.players[0] = {"tokens": 3}
    b.add("EO81", 0, "play", "home:0")  # yellow 4
    b.add("DE77", 0, "play", "home:0")
    victim = b.add("PR20", 1, "play", "problem:1")
    event = b.add("EO125", 0, "hand")
    before = power.power(shipped_game(b), b.mane[0])
    g = shipped_game(b)
    answer(g, f"play|{event}|event")  # the only opposing Friend: chosen without asking
    assert victim not in g.s["play"] and zone_codes(g, 1, "hand") == ["PR20"]
    pass_until(g, kind="priority")
    assert power.power(g, b.mane[0]) == before + 2


def test_a_non_token_friend_leaving_and_a_token_leaving_sb86():
    """"When a non-token Friend leaves play": a dismissed Friend makes a token; a token
    leaving play (it ceases to exist, 521.3) does not."""
    b = _pinkie_board(p0_tokens=6)
    b.add("SB86", 0, "play", "home:0")
    victim = b.add("PR20", 1, "play", "problem:1")
    event = b.add("EO135", 0, "hand")
    g = shipped_game(b)
    answer(g, f"play|{event}|event")
    answer(g, f"card:{victim}")
    answer(g, "yes")
    pass_until(g, kind="priority")
    tokens = [i for i in g.s["play"] if g.card(i).get("token")]
    assert len(tokens) == 1

    b2 = _pinkie_board(p0_tokens=6)
    b2.add("SB86", 0, "play", "home:0")
    token = b2.add("token:1:white:Unicorn:Prepared", 1, "play", "problem:1", token=True)
    event2 = b2.add("EO135", 0, "hand")
    g2 = shipped_game(b2)
    answer(g2, f"play|{event2}|event")
    answer(g2, f"card:{token}")
    assert g2.pending().kind == "priority"
    assert not [i for i in g2.s["play"] if g2.card(i).get("token")]


def test_an_opposing_resource_leaving_play_puts_a_counter_ll70():
    b = Board()
    b.players[0] = {"tokens": 3}
    b.add("EO81", 0, "play", "home:0")  # yellow 4
    wrench = b.add("LL70", 0, "play", "home:0")
    resource = b.add("PR151", 1, "play", "home:1")
    event = b.add("HM86", 0, "hand")  # Immediate: Dismiss a Resource.
    g = shipped_game(b)
    answer(g, f"play|{event}|event")  # the only Resource: chosen without asking
    assert resource not in g.s["play"]
    assert g.card(wrench)["counters"].get("power") == 1


# ----- sending home, returning to hand, flipped cards, points (710) ---------------------------


def _solve_board() -> Board:
    """P0 confronts P1's Runaway Cart (opponents need 4) at problem:1 and wins the Problem
    faceoff against P1's own side there; P1's Problem deck holds the replacement."""
    b = Board()
    b.cards[b.mane[0] - 1]["area"] = "problem:1"  # Twilight 1
    b.add("PR60", 0, "play", "problem:1")  # Blue Moon 2
    b.add("PR36", 0, "play", "problem:1")  # Apple Brown Betty 3
    b.cards[b.mane[1] - 1]["area"] = "problem:1"  # Applejack: orange 1
    b.add("PR20", 1, "play", "problem:1")
    b.add("PR161", 1, "problem_deck")
    return b


def test_it_isnt_sent_home_as_its_problem_is_solved_ad25():
    """613.2 sends the characters at a solved Problem home; Hughbert Jellius stays (710.1)
    and is at the new Problem there; the others go home."""
    b = _solve_board()
    hughbert = b.add("AD25", 0, "play", "problem:1")
    g = shipped_game(b, phase="score", step="confront")
    assert g.spec(g.s["areas"]["problem:1"]["problem"]).code == "PR161"
    assert g.card(hughbert)["area"] == "problem:1"
    assert all(g.card(i)["area"].startswith("home") for i in g.characters(0) + g.characters(1) if i != hughbert)
    assert "isn't sent home" in log_text(g)


def test_that_friend_isnt_sent_home_ad135():
    """Hazmat Suit on a Friend: that Friend (its host, 509.4) stays; the others go home. The
    log line says so and whose text it is, as every replacement's line does (710.1)."""
    b = _solve_board()
    host = b.add("PR20", 0, "play", "problem:1")
    suit = b.add("AD135", 0, "play", "problem:1", host=host)
    g = shipped_game(b, phase="score", step="confront")
    assert g.card(host)["area"] == "problem:1"
    assert g.card(b.mane[0])["area"] == "home:0"
    assert f"710.1: {g.name(host)} isn't sent home (by the text of {g.name(suit)})" in log_text(g).splitlines()


def test_hazmat_suit_stays_with_the_friend_it_keeps_at_the_solved_problem_ad135():
    """613.2 sends the characters at the solved Problem home, their attachments with them
    (509.3), and dismisses "any Resources there": Hazmat Suit's Friend isn't sent home
    (710.1), so the Suit stays on it, no more dismissed than it would have been at home."""
    b = _solve_board()
    host = b.add("PR20", 0, "play", "problem:1")
    suit = b.add("AD135", 0, "play", "problem:1", host=host)
    g = shipped_game(b, phase="score", step="confront")
    assert g.card(host)["area"] == "problem:1"
    assert suit in g.s["play"] and g.card(suit)["host"] == host and g.card(suit)["area"] == "problem:1"
    assert "Hazmat Suit" not in zone_codes(g, 0, "discard") and "dismissed" not in log_text(g)


def test_friends_with_low_printed_power_stay_sb82():
    """"One or more of your Friends with 2 or less printed power": each such Friend stays;
    a 3-power Friend and the Mane Character (not a Friend) go home; the opponent's too."""
    b = _solve_board()
    b.add("SB82", 0, "play", "home:0")
    g = shipped_game(b, phase="score", step="confront")
    by_code = {g.spec(i).code: g.card(i)["area"] for i in g.characters(0)}
    assert by_code["PR60"] == "problem:1" and by_code["PR36"] == "home:0" and by_code["PR4"] == "home:0"
    assert all(g.card(i)["area"] == "home:1" for i in g.characters(1))


def test_not_when_the_problem_is_replaced_by_an_effect_ad25():
    """"When this card's Problem is solved": a Problem replaced for another reason (an
    effect replacing it, not 613.1's solving) sends Hughbert home as usual."""
    b = Board()
    hughbert = b.add("AD25", 0, "play", "problem:1")
    b.add("PR161", 1, "problem_deck")
    g = shipped_game(b)
    from engine.mlp.procedures import flow

    flow.replace_problem(g, "problem:1")
    assert g.card(hughbert)["area"] == "home:0"


def test_a_friend_the_loser_would_send_home_is_retired_instead_cg162():
    """514.5b: P0 loses the faceoff against Gilda and would send its Friend home; Gilda
    replaces that with retiring it (710.1)."""
    b = Board()
    b.players[0] = {"tokens": 3}
    friend = b.add("PR20", 0, "play", "problem:0")
    tm = b.add("CG162", 1, "play", "problem:0")
    g = start_challenge(b, tm)
    pass_until(g, phase="main")
    assert friend not in g.s["play"] and zone_codes(g, 0, "discard") == ["PR20"]
    assert "is retired instead of being sent home" in log_text(g)


def test_a_friend_put_into_a_hand_is_banished_instead_eo146():
    b = Board()
    b.players[0] = {"tokens": 3}
    b.add("EO81", 0, "play", "home:0")  # yellow 4
    b.add("EO146", 1, "play", "home:1")
    victim = b.add("PR20", 1, "play", "problem:1")
    event = b.add("EO125", 0, "hand")  # Main Phase: Put an opposing Friend into its owner's hand.
    g = shipped_game(b)
    answer(g, f"play|{event}|event")
    assert victim not in g.s["play"]
    assert zone_codes(g, 1, "banished") == ["PR20"] and zone_codes(g, 1, "hand") == []


def test_flipped_cards_of_a_problem_faceoff_here_go_to_the_discard_pile_pr186():
    """514.6 replaced (710.1): after a Problem faceoff at Fashion Feast each player's flipped
    cards go to their discard piles, not the bottom of their decks."""
    b = Board(problems=("PR168", "PR186"))
    for _ in range(2):
        b.add("PR36", 0, "play", "problem:1")  # P0: 6 power, the opponent's requirement
    b.add("CG63", 1, "play", "problem:1")  # P1: white 4
    b.add("PR36", 1, "play", "problem:1")  # and non-white 3
    g = shipped_game(b, phase="score", step="confront")
    pass_until(g, phase="end")
    assert "PR20" in zone_codes(g, 0, "discard") and "PR20" in zone_codes(g, 1, "discard")
    assert "their discard pile instead of the bottom of their deck" in log_text(g)


def test_the_opponent_would_score_this_problems_bonus_you_score_it_ad76():
    """514.5c replaced: P0 wins the Problem faceoff at Applejack, Discorded's Problem, so
    P1 (its controller) scores the bonus instead; P0 keeps the point for confronting."""
    b = _solve_board()
    b.add("PR36", 0, "play", "problem:1")  # P0 clearly wins
    b.add("AD76", 1, "play", "problem:1")
    g = shipped_game(b, phase="score", step="confront")
    assert g.s["players"][0]["score"] == 1 and g.s["players"][1]["score"] == 1
    assert "scores the bonus points instead of P0" in log_text(g)


def test_one_fewer_point_for_defeating_a_troublemaker_here_ad179():
    """514.5a replaced: the Parasprite (1 point) is defeated at Friend or Foe?, so its
    defeater scores none; it is still dismissed."""
    b = Board(problems=("AD179", "PR190"))
    b.players[0] = {"tokens": 3}
    for _ in range(3):
        b.add("PR79", 0, "play", "problem:0")
    tm = b.add("PR157", 1, "play", "problem:0")
    g = start_challenge(b, tm)
    pass_until(g, phase="main")
    assert tm not in g.s["play"] and g.s["players"][0]["score"] == 0


# ----- uncovering and the home limit (710) ----------------------------------------------------


def test_retire_this_card_instead_of_an_uncovering_here_eo141():
    """607.2's uncovering replaced: A Stern Talking-To (P0's, on P1's Problem) may be
    retired so that P1's Troublemaker there stays face-down; P1, the affected player, has
    only this replacement to choose, so P0 decides whether to use it."""
    b = Board()
    tm = b.add("PR157", 1, "play", "problem:1", face_down=True)
    talk = b.add("EO141", 0, "play", "problem:1", host=b.problem[1])
    g = shipped_game(b, turn_player=1, phase="troublemaker", step="uncover")
    assert g.pending().player == 0 and g.pending().kind == "may"
    answer(g, "yes")
    assert g.card(tm)["face_down"] and talk not in g.s["play"] and zone_codes(g, 0, "discard") == ["EO141"]

    g2 = shipped_game(b, turn_player=1, phase="troublemaker", step="uncover")
    answer(g2, "no")
    assert not g2.card(tm)["face_down"]


def test_choose_not_to_uncover_ll62():
    """Grogar: its controller may keep a face-down Troublemaker face-down; it is not asked
    again in the same Uncover step (607.2 uncovers each once)."""
    b = Board()
    grogar = b.add("LL62", 1, "play", "home:1")
    tm = b.add("PR157", 1, "play", "problem:1", face_down=True)
    g = shipped_game(b, turn_player=1, phase="troublemaker", step="uncover")
    assert g.pending().player == 1 and keys(g) == ["none", f"instead:{grogar}:0"]
    answer(g, f"instead:{grogar}:0")
    assert g.card(tm)["face_down"] and g.pending().kind != "replacement"


def test_retire_this_card_to_put_that_friend_into_hand_instead_ll118():
    """616.3: P0 retires a Friend over the home limit (3); Whammy replaces that: it is
    retired and the Friend goes to its owner's hand."""
    b = Board()
    whammy = b.add("LL118", 0, "play", "home:0")
    friends = [b.add("PR20", 0, "play", "home:0") for _ in range(4)]
    g = shipped_game(b, phase="end", step="wrapup")
    assert g.pending().kind == "retire"
    answer(g, f"card:{friends[0]}")
    answer(g, f"instead:{whammy}:1")  # (ability 0 is "Play to your home.")
    assert friends[0] not in g.s["play"] and zone_codes(g, 0, "hand").count("PR20") >= 1
    assert whammy not in g.s["play"] and zone_codes(g, 0, "discard") == ["LL118"]


def _whammy_asks_over_the_home_limit(first: str, second: str) -> list[str]:
    """616.3 with LL118 Whammy in play ("If one of your Friends would be retired for being in
    excess of your home limit, you may retire this card to put that Friend into its owner's
    hand instead"): P0 has five Friends at home (limit 3), retires `second` and `first` and
    decides `first`'s replacement first; the replacement questions asked, in the order they
    come (each declined)."""
    b = Board()
    b.add("LL118", 0, "play", "home:0")
    friends = {code: b.add(code, 0, "play", "home:0") for code in ("PR20", "PR36", "PR12", "PR60", "PR33")}
    g = shipped_game(b, phase="end", step="wrapup")
    assert g.pending().kind == "retire"
    answer(g, f"card:{friends[second]}", f"card:{friends[first]}")
    assert g.pending().kind == "order" and "(710.5)" in g.pending().prompt
    answer(g, f"card:{friends[first]}")
    asked = []
    while g.pending().kind == "replacement":
        asked.append(g.pending().prompt)
        answer(g, "none")
    assert sorted(zone_codes(g, 0, "discard")) == sorted([first, second])
    return asked


def test_ll118_whammy_asks_about_friends_retired_over_the_home_limit_in_the_order_chosen():
    """The Friends retired for the home limit are one occurrence (616.3, 710.1): 710.5 lets the
    player choose whose replacement is decided first, and each one's question comes in that
    order, before either Friend leaves."""
    for first, second in (("PR36", "PR12"), ("PR12", "PR36")):
        asked = _whammy_asks_over_the_home_limit(first, second)
        names = [default_library().find(code).title for code in (first, second)]
        assert len(asked) == 2 and names[0] in asked[0] and names[1] in asked[1], asked


def test_move_it_here_instead_of_retiring_it_eo198():
    """Take Shelter (P0's Problem): the Friend over the home limit moves there instead."""
    b = Board(problems=("EO198", "PR190"))
    shelter = b.problem[0]
    friends = [b.add("PR20", 0, "play", "home:0") for _ in range(4)]
    g = shipped_game(b, phase="end", step="wrapup")
    answer(g, f"card:{friends[0]}")
    answer(g, f"instead:{shelter}:0")
    assert g.card(friends[0])["area"] == "problem:0"
    assert zone_codes(g, 0, "discard") == []


# ----- flipped cards (514.6 replaced) ----------------------------------------------------------


def _challenge_with(extra: str, at: str) -> tuple[Board, int, int]:
    """P0 challenges P1's Parasprite at problem:0 with three Friends there; `extra` is P0's,
    at `at`. Both decks hold only 1-power Friends (Sweetie Sunrise)."""
    b = Board()
    b.players[0] = {"tokens": 3}
    for _ in range(3):
        b.add("PR79", 0, "play", "problem:0")
    holder = b.add(extra, 0, "play", at)
    tm = b.add("PR157", 1, "play", "problem:0")
    return b, holder, tm


def test_once_per_faceoff_a_flipped_card_into_hand_pr212():
    """Rainbow Dash, To the Rescue, involved in the faceoff: one of P0's flipped cards goes
    to P0's hand instead of the bottom of the deck; P1's flipped cards are not offered."""
    b, _dash, tm = _challenge_with("PR212", "problem:0")
    g = start_challenge(b, tm)
    pass_until(g, kind="replacement")
    assert g.pending().player == 0
    flipped = [k for k in keys(g) if k != "none"]
    assert flipped and all(g.card(int(k.split(":")[1]))["owner"] == 0 for k in flipped)
    hand = len(g.s["players"][0]["hand"])
    answer(g, flipped[0])
    assert len(g.s["players"][0]["hand"]) == hand + 1 and g.pending().kind != "replacement"


def test_not_when_the_card_is_not_involved_pr212():
    b, _dash, tm = _challenge_with("PR212", "home:0")
    g = start_challenge(b, tm)
    pass_until(g, phase="main")
    assert "710.1" not in [rule for _, rule, _ in g.log]
    assert not g.s["players"][0]["hand"]


def test_one_flipped_friend_into_hand_any_faceoff_de68():
    """Granny Smith, Out of Bounds: any faceoff of her controller (she need not be involved);
    only Friends are offered."""
    b, _granny, tm = _challenge_with("DE68", "home:0")
    g = start_challenge(b, tm)
    pass_until(g, kind="replacement")
    offered = [k for k in keys(g) if k != "none"]
    assert offered and all(g.spec(int(k.split(":")[1])).type == "friend" for k in offered)
    answer(g, offered[0])
    assert [g.spec(i).code for i in g.s["players"][0]["hand"]] == ["PR20"]


def test_dismiss_each_face_up_and_face_down_troublemaker_ff99():
    """A text that names face-down Troublemakers acts on them (505.2); then replacing a
    Problem is optional ("then you may")."""
    b = Board()
    b.players[0] = {"tokens": 3}
    b.add("EO45", 0, "play", "home:0")  # pink 4
    b.add("EO81", 0, "play", "home:0")  # yellow 4
    up = b.add("PR157", 1, "play", "problem:1")
    down = b.add("PR157", 0, "play", "problem:1", face_down=True)
    event = b.add("FF99", 0, "hand")
    g = shipped_game(b)
    answer(g, f"play|{event}|event")
    assert up not in g.s["play"] and down not in g.s["play"]
    assert g.pending().kind == "may"
    answer(g, "no")
    assert g.s["areas"]["problem:1"]["problem"] == b.problem[1]


def test_turn_over_a_face_up_or_face_down_troublemaker_ll54():
    """Turned face-up this way it is not uncovered: no "when uncovered" trigger (Bugbear's
    "opponents discard a card" does not happen); turned the other way it is face-down."""
    b = Board()
    geese = b.add("LL54", 0, "play", "home:0")
    bugbear = b.add("EO172", 1, "play", "problem:1", face_down=True)
    b.add("PR20", 0, "hand")
    g = shipped_game(b)
    answer(g, f"act|{geese}|0")
    assert not g.card(bugbear)["face_down"]
    pass_until(g, kind="priority")
    assert zone_codes(g, 0, "hand") == ["PR20"] and "is uncovered" not in log_text(g)

    b2 = Board()
    geese2 = b2.add("LL54", 0, "play", "home:0")
    tm = b2.add("PR157", 1, "play", "problem:1")
    g2 = shipped_game(b2)
    answer(g2, f"act|{geese2}|0")
    assert g2.card(tm)["face_down"]


def test_remove_a_counter_instead_of_being_defeated_eo178():
    """514.5a replaced: the challenger wins but The Smooze's controller removes a +1 power
    counter, so it is not defeated: no points, it stays in play. Without a counter it is
    defeated as usual."""
    b = Board()
    b.players[0] = {"tokens": 3}
    for _ in range(4):
        b.add("PR79", 0, "play", "problem:0")
    smooze = b.add("EO178", 1, "play", "problem:0", counters={"power": 1})
    g = start_challenge(b, smooze)
    pass_until(g, kind="replacement")
    assert g.pending().player == 1
    # asked as every replacement question is: led by its card, citing 710.1 (not 514.5a, the
    # occurrence replaced, nor the card named twice)
    assert g.pending().prompt == f"{g.name(smooze)} would be defeated (710.1)"
    answer(g, "instead")
    assert smooze in g.s["play"] and g.card(smooze)["counters"] == {}
    by = f" (by the text of {g.name(smooze)})"  # (a replacement's line says whose text it is, 710.1)
    assert [text for _, rule, text in g.log if rule == "710.1"][-2:] == [
        f"A +1 power counter is removed from {g.name(smooze)}{by}", f"{g.name(smooze)} is not defeated{by}"]
    assert g.s["players"][0]["score"] == 0

    b2 = Board()
    b2.players[0] = {"tokens": 3}
    for _ in range(4):
        b2.add("PR79", 0, "play", "problem:0")
    smooze2 = b2.add("EO178", 1, "play", "problem:0")
    g2 = start_challenge(b2, smooze2)
    pass_until(g2, phase="main")
    assert smooze2 not in g2.s["play"] and g2.s["players"][0]["score"] == 2


def test_retire_this_card_instead_of_an_opponents_move_eo160():
    """609.2b's move replaced (710.1): P0 pays for the move (the cost stays paid), P1 retires
    Preemptive Flick and the character is not moved; declined, it moves."""
    b = Board()
    b.players[0] = {"tokens": 2}
    flick = b.add("EO160", 1, "play", "home:1")
    friend = b.add("PR20", 0, "play", "home:0")
    g = shipped_game(b)
    answer(g, f"move|{friend}|problem:1")
    assert g.pending().player == 1 and g.pending().kind == "may"
    answer(g, "yes")
    assert g.card(friend)["area"] == "home:0" and flick not in g.s["play"]
    assert g.s["players"][0]["tokens"] == 0 and "609.2b: P0 pays 2 action tokens" in log_text(g)

    g2 = shipped_game(b)
    answer(g2, f"move|{friend}|problem:1")
    answer(g2, "no")
    assert g2.card(friend)["area"] == "problem:1" and flick in g2.s["play"]


def test_an_optional_replacement_asks_naming_its_card_first_eo160():
    """710.1: the question reads as a triggered text's "may": the card offering the replacement,
    what would happen, its text, then the question."""
    b = Board()
    b.players[0] = {"tokens": 2}
    flick = b.add("EO160", 1, "play", "home:1")
    friend = b.add("PR20", 0, "play", "home:0")
    g = shipped_game(b)
    answer(g, f"move|{friend}|problem:1")
    assert g.pending().prompt == (
        f"{g.name(flick)}: {g.name(friend)} would be moved. If an opponent would move a character, you may "
        "retire this card instead. If you do, that character is not moved. Use this replacement? (710.1)")


def test_your_own_moves_are_not_replaced_eo160():
    b = Board()
    b.players[1] = {"tokens": 2}
    b.add("EO160", 1, "play", "home:1")
    friend = b.add("PR20", 1, "play", "home:1")
    g = shipped_game(b, turn_player=1)
    answer(g, f"move|{friend}|problem:0")
    assert g.card(friend)["area"] == "problem:0"


# ----- more about leaving play ----------------------------------------------------------------


def test_when_this_card_is_dismissed_dismiss_all_other_friends_at_its_problem_ad31():
    """"Its Problem" for a card that left play is where it was (its last known area,
    410.6a); the other Friends there are dismissed, both players', and none elsewhere."""
    b = _pinkie_board()
    dj = b.add("AD31", 1, "play", "problem:1")
    mine = b.add("PR20", 0, "play", "problem:1")
    theirs = b.add("PR20", 1, "play", "problem:1")
    away = b.add("PR20", 1, "play", "problem:0")
    event = b.add("EO135", 0, "hand")
    g = shipped_game(b)
    answer(g, f"play|{event}|event")
    answer(g, f"card:{dj}")
    pass_until(g, kind="priority")
    assert mine not in g.s["play"] and theirs not in g.s["play"] and away in g.s["play"]


def test_when_an_opponents_friend_is_dismissed_dismiss_the_attached_friend_hm113():
    """"The attached Friend" is always this card's host (509.4), not the dismissed Friend."""
    b = _pinkie_board()
    host = b.add("PR20", 0, "play", "home:0")
    b.add("HM113", 1, "play", "home:0", host=host)  # P1's Party Hat on P0's Friend
    victim = b.add("PR20", 0, "play", "problem:0")
    event = b.add("EO135", 0, "hand")
    g = shipped_game(b)
    answer(g, f"play|{event}|event")
    answer(g, f"card:{victim}")
    pass_until(g, kind="priority")
    assert victim not in g.s["play"] and host not in g.s["play"]


def test_the_attached_friend_gets_the_power_not_the_friend_played_cg150():
    from engine.mlp.values import power

    b = Board()
    b.players[0] = {"tokens": 3}
    host = b.add("PR20", 0, "play", "home:0")
    b.add("CG150", 0, "play", "home:0", host=host)
    new = b.add("PR20", 0, "hand")
    g = shipped_game(b)
    answer(g, f"play|{new}|home:0")
    pass_until(g, kind="priority")
    assert power.power(g, host) == 3
    played = next(i for i in g.s["play"] if g.spec(i).code == "PR20" and i != host)
    assert power.power(g, played) == 1


def test_tokens_equal_to_its_power_as_it_left_play_hm29():
    """"This card's power" after it left play is its power as it left (410.6a): with a +1
    power counter, Party Favor (2) makes three tokens; any way of leaving play counts."""
    b = Board()
    b.players[0] = {"tokens": 3}
    b.add("EO81", 0, "play", "home:0")  # yellow 4
    favor = b.add("HM29", 1, "play", "problem:1", counters={"power": 1})
    event = b.add("EO125", 0, "hand")  # Main Phase: Put an opposing Friend into its owner's hand.
    g = shipped_game(b)
    answer(g, f"play|{event}|event")
    assert favor not in g.s["play"]
    answer(g, "yes")
    for _ in range(3):
        answer(g, "home:1")
    tokens = [i for i in g.s["play"] if g.card(i).get("token")]
    assert len(tokens) == 3 and all(g.card(i)["ctrl"] == 1 for i in tokens)


def test_choose_not_to_turn_it_face_up_ll62_ll54():
    """Grogar replaces turning face-up too ("turned face-up or uncovered"): Guard Geese's
    turning over is replaced and P1's Troublemaker stays face-down."""
    b = Board()
    geese = b.add("LL54", 0, "play", "home:0")
    grogar = b.add("LL62", 1, "play", "home:1")
    tm = b.add("PR157", 1, "play", "problem:1", face_down=True)
    g = shipped_game(b)
    answer(g, f"act|{geese}|0")
    assert g.pending().player == 1 and keys(g) == ["none", f"instead:{grogar}:1"]
    answer(g, f"instead:{grogar}:1")
    assert g.card(tm)["face_down"] and geese not in g.s["play"]


def test_retire_a_resource_on_that_friend_instead_ll42():
    """Aunt Holiday & Auntie Lofty: one of P1's Resources on the Friend is retired and the
    Friend is not frightened (710.1); "Your Friends with Resources on them have +1 power"
    counts only Friends with a Resource attached."""
    from engine.mlp.values import power

    b = _purple_board()
    aunts = b.add("LL42", 1, "play", "home:1")
    friend = b.add("PR20", 1, "play", "problem:1")
    hat = b.add("CG150", 1, "play", "problem:1", host=friend)
    bare = b.add("PR20", 1, "play", "problem:1")
    event = b.add("SB98", 0, "hand")
    g = shipped_game(b)
    assert power.power(g, friend) == 2 and power.power(g, bare) == 1
    answer(g, f"play|{event}|event")
    answer(g, f"card:{friend}")
    hat_name = g.name(hat)
    answer(g, f"instead:{aunts}:1")  # (0: the dismissal half of the same text)
    assert not g.card(friend)["frightened"] and hat not in g.s["play"]
    assert zone_codes(g, 1, "discard") == ["CG150"] and power.power(g, friend) == 1
    # what P1 does instead, then whose text it is (710.1)
    assert (f"710.1: P1 retires {hat_name} instead of {g.name(friend)} being frightened "
            f"(by the text of {g.name(aunts)})\n") in log_text(g)


def test_no_resource_on_it_no_replacement_ll42():
    b = _purple_board()
    b.add("LL42", 1, "play", "home:1")
    bare = b.add("PR20", 1, "play", "problem:1")
    event = b.add("SB98", 0, "hand")
    g = shipped_game(b)
    answer(g, f"play|{event}|event")
    answer(g, f"card:{bare}")
    assert g.card(bare)["frightened"]


def test_ll42_price_cant_be_paid_with_a_resource_hm74_hoity_toity_would_banish():
    """CR 3.4 508.1, 508.1a: retiring the Resource is what P1 pays to have Aunt Holiday &
    Auntie Lofty's modifier keep the Friend from being frightened, so it is a cost, and P1's
    HM74 Hoity Toity would banish the Resource instead of letting it enter the discard pile:
    the replacement is not offered and the Friend is frightened (its Resource then leaves
    play with it, 504.1, and is banished)."""
    b = _purple_board()
    b.add("LL42", 1, "play", "home:1")
    b.add("HM74", 1, "play", "home:1")
    friend = b.add("PR20", 1, "play", "problem:1")
    hat = b.add("CG150", 1, "play", "problem:1", host=friend)
    event = b.add("SB98", 0, "hand")
    g = shipped_game(b)
    answer(g, f"play|{event}|event")
    answer(g, f"card:{friend}")
    assert g.pending().kind == "priority" and g.card(friend)["frightened"] and hat not in g.s["play"]
    assert zone_codes(g, 1, "banished") == ["CG150"] and "is not frightened" not in log_text(g)


def test_that_card_goes_to_its_owners_hand_instead_de112():
    """Heart of the Sea on a Troublemaker or a Friend: +2 power to that card; when it would be
    dismissed it may go to its owner's hand instead; the Resource, left with no host, is
    dismissed by the game (511.2)."""
    from engine.mlp.values import power

    b = _pinkie_board(p0_tokens=5)
    friend = b.add("PR20", 1, "play", "problem:1")
    heart = b.add("DE112", 1, "play", "problem:1", host=friend)
    event = b.add("EO135", 0, "hand")
    g = shipped_game(b)
    assert power.power(g, friend) == 3
    answer(g, f"play|{event}|event")
    answer(g, f"card:{friend}")
    answer(g, f"instead:{heart}:2")
    pass_until(g, kind="priority")
    assert zone_codes(g, 1, "hand") == ["PR20"] and heart not in g.s["play"]
    assert zone_codes(g, 1, "discard") == ["DE112"]


def test_played_on_a_troublemaker_de112():
    b = Board()
    b.players[0] = {"tokens": 3}
    b.add("PR79", 0, "play", "home:0")
    b.add("PR79", 0, "play", "home:0")  # white 4
    tm = b.add("PR157", 0, "play", "problem:1")
    hidden = b.add("PR157", 1, "play", "problem:0", face_down=True)
    heart = b.add("DE112", 0, "hand")
    g = shipped_game(b)
    offered = [k for k in keys(g) if k.startswith(f"play|{heart}|")]
    assert f"play|{heart}|on:{tm}" in offered and f"play|{heart}|on:{hidden}" not in offered


# ----- sent to another Problem, Problems not replaced (710) -------------------------------------


def test_sent_to_the_other_problem_instead_of_home_ff49():
    """613.2 replaced: Delivery Mare at the solved Problem goes to the only other Problem;
    the other characters go home. The log line names the Mare's own text (710.1)."""
    b = _solve_board()
    mare = b.add("FF49", 0, "play", "problem:1")
    g = shipped_game(b, phase="score", step="confront")
    assert g.card(mare)["area"] == "problem:0"
    assert g.card(b.mane[0])["area"] == "home:0"
    name = g.name(mare)
    assert f"710.1: {name} is sent to another Problem instead of home (by the text of {name})" in log_text(g)


def test_sent_to_another_problem_after_a_lost_faceoff_ad65():
    """514.5b replaced: the challenger loses and would send Band of Breezies home; it goes to
    the other Problem instead."""
    b = Board()
    b.players[0] = {"tokens": 3}
    breezies = b.add("AD65", 0, "play", "problem:0")
    tm = b.add("CG165", 1, "play", "problem:0")  # Tatzlwurm, 5 power
    g = start_challenge(b, tm)
    pass_until(g, phase="main")
    assert g.card(breezies)["area"] == "problem:1"


def test_your_friends_here_with_one_printed_power_mt142():
    """Only P0's Friends at Pinkie Pie's Problem with printed power 1 go to the other
    Problem; a 3-power one and the Mane Character go home."""
    b = _solve_board()
    b.add("MT142", 0, "play", "problem:1")
    one = b.add("PR20", 0, "play", "problem:1")  # printed power 1
    g = shipped_game(b, phase="score", step="confront")
    by_code = {g.spec(i).code: g.card(i)["area"] for i in g.characters(0)}
    assert g.card(one)["area"] == "problem:0"
    assert by_code["PR60"] == "home:0" and by_code["PR36"] == "home:0" and by_code["PR4"] == "home:0"
    assert by_code["MT142"] == "home:0"
    assert all(g.card(i)["area"] == "home:1" for i in g.characters(1))  # "your Friends" only


# ----- several replacements of one sending home: its controller chooses (710.5) ------------------


def _lost_to_gilda() -> tuple[MlpGame, int]:
    """P0 challenges Gilda (CG162: "If a player loses a faceoff involving this card and would
    send a Friend home, they retire that Friend instead.") with Band of Breezies (AD65: "If
    this card would be sent home from a Problem, it is sent to another Problem instead.")
    and loses: two replacements of one sending home (514.5b)."""
    b = Board()
    b.players[0] = {"tokens": 3}
    breezies = b.add("AD65", 0, "play", "problem:0")
    gilda = b.add("CG162", 1, "play", "problem:0")
    g = shipped_game(b, phase="troublemaker", step="challenge")
    answer(g, f"challenge:{gilda}")
    pass_until(g, kind="replacement")
    return g, breezies


def test_gilda_and_band_of_breezies_the_loser_chooses_which_replacement_applies_710_5():
    """Gilda's "retire that Friend instead" and Band of Breezies' "sent to another Problem
    instead" both replace its sending home: P0, its controller, chooses which applies
    (710.5), not the first card in play."""
    g, breezies = _lost_to_gilda()
    decision = g.pending()
    assert decision.player == 0 and "which replacement applies? (710.5)" in decision.prompt
    assert len(keys(g)) == 2
    answer(g, option_with(g, "Gilda"))
    pass_until(g, phase="main")
    assert breezies not in g.s["play"] and zone_codes(g, 0, "discard") == ["AD65"]
    assert "Gilda #" in log_text(g) and "is retired instead of being sent home" in log_text(g)


def test_gilda_and_band_of_breezies_sent_to_the_other_problem_when_chosen_710_5():
    g, breezies = _lost_to_gilda()
    answer(g, option_with(g, "Band of Breezies"))
    pass_until(g, phase="main")
    assert g.card(breezies)["area"] == "problem:1"


def test_delivery_mare_and_treading_water_at_a_solved_problem_the_player_chooses_710_5():
    """613.2 sends Delivery Mare (FF49: "If this card would be sent home, it is sent to
    another Problem instead.") home from the solved Problem while Applejack & Fluttershy,
    Treading Water (SB82: "If one or more of your Friends with 2 or less printed power would
    be sent home from a solved Problem, they aren't sent home instead.") keeps it: P0 chooses
    which applies, before anything there moves (710.5), and may keep it at the new Problem."""
    b = _solve_board()
    mare = b.add("FF49", 0, "play", "problem:1")
    b.add("SB82", 0, "play", "home:0")
    g = shipped_game(b, phase="score", step="confront")
    assert g.pending().kind == "replacement" and "which replacement applies? (710.5)" in g.pending().prompt
    assert g.card(mare)["area"] == "problem:1" and g.spec(g.s["areas"]["problem:1"]["problem"]).code == "PR190"
    answer(g, option_with(g, "Treading Water"))
    pass_until(g, phase="main")
    assert g.card(mare)["area"] == "problem:1"
    assert g.spec(g.s["areas"]["problem:1"]["problem"]).code == "PR161"


def test_exhaust_this_card_instead_of_replacing_its_problem_eo208():
    """613.2 replaced as a whole: P0 exhausts Pinkie Pie, Remix Master; the solved Problem
    stays in play and nobody is sent home. The Solve step's priority window opens after the
    choice (710.2)."""
    b = _solve_board()
    pinkie = b.add("EO208", 0, "play", "problem:1")
    g = shipped_game(b, phase="score", step="confront")
    assert g.pending().kind == "may" and g.pending().player == 0
    problem = g.s["areas"]["problem:1"]["problem"]
    answer(g, "yes")
    assert g.s["areas"]["problem:1"]["problem"] == problem and g.card(pinkie)["exhausted"]
    assert g.card(b.mane[0])["area"] == "problem:1"


def test_declined_the_problem_is_replaced_eo208():
    b = _solve_board()
    pinkie = b.add("EO208", 0, "play", "problem:1")
    g = shipped_game(b, phase="score", step="confront")
    answer(g, "no")
    assert g.spec(g.s["areas"]["problem:1"]["problem"]).code == "PR161"
    assert g.card(pinkie)["area"] == "home:0" and not g.card(pinkie)["exhausted"]


def test_each_player_chooses_a_friend_that_stays_ad167():
    """Applebuck Season solved: each player with a Friend there (the turn player first)
    chooses one that isn't sent home; the others go home. Each kept Friend's line names the
    Problem whose text keeps it (710.1), as every replacement's line names its card."""
    b = Board(problems=("PR168", "AD167"))
    b.add("PR170", 1, "problem_deck")
    keep = b.add("PR36", 0, "play", "problem:1")  # P0 needs 8 power (opponent's requirement)
    for _ in range(2):
        b.add("PR31", 0, "play", "problem:1")  # orange 4 each
    theirs = b.add("CN28", 1, "play", "problem:1")  # orange 4
    b.add("PR36", 1, "play", "problem:1")  # pink 3
    b.add("PR161", 1, "problem_deck")
    g = shipped_game(b, phase="score", step="confront")
    pass_until(g, kind="target")
    assert g.pending().player == 0
    answer(g, f"card:{keep}")
    assert g.pending().player == 1
    answer(g, f"card:{theirs}")
    assert g.card(keep)["area"] == "problem:1" and g.card(theirs)["area"] == "problem:1"
    others = [i for i in g.characters(0) + g.characters(1) if i not in (keep, theirs)]
    assert all(g.card(i)["area"].startswith("home") for i in others)
    for kept in (keep, theirs):
        assert f"710.1: {g.name(kept)} isn't sent home (by the text of Applebuck Season #{b.problem[1]})" \
            in log_text(g)


def test_the_friend_applebuck_season_keeps_there_keeps_its_resource_ad167():
    """Applebuck Season solved: P0's Friend chosen to stay (710.1) keeps its Hard Hat (509.3);
    P0's other Friend goes home with its own Hard Hat; a Resource on the Problem itself is
    dismissed (613.2); P1 keeps its own Friend there."""
    b = Board(problems=("PR168", "AD167"))
    keep = b.add("PR36", 0, "play", "problem:1")
    sent = b.add("PR31", 0, "play", "problem:1")
    b.add("PR31", 0, "play", "problem:1")
    kept_hat = b.add("PR139", 0, "play", "problem:1", host=keep)
    sent_hat = b.add("PR139", 0, "play", "problem:1", host=sent)
    growing = b.add("AD133", 1, "play", "problem:1", host=b.problem[1])  # Growing Pains
    theirs = b.add("CN28", 1, "play", "problem:1")  # P1 confronts too: a faceoff solves it
    b.add("PR36", 1, "play", "problem:1")
    b.add("PR161", 1, "problem_deck")
    g = shipped_game(b, phase="score", step="confront")
    pass_until(g, kind="target")
    answer(g, f"card:{keep}")
    answer(g, f"card:{theirs}")
    pass_until(g, phase="end")
    assert g.card(keep)["area"] == g.card(kept_hat)["area"] == "problem:1" and g.card(kept_hat)["host"] == keep
    assert g.card(sent)["area"] == g.card(sent_hat)["area"] == "home:0"
    assert growing not in g.s["play"]


def _applebuck_with_delivery_mare() -> tuple[MlpGame, int]:
    """Applebuck Season solved; P0 chooses Delivery Mare ("If this card would be sent home,
    it is sent to another Problem instead") as its Friend that isn't sent home."""
    b = Board(problems=("PR168", "AD167"))
    for code in ("PR36", "PR31", "PR31"):
        b.add(code, 0, "play", "problem:1")
    mare = b.add("FF49", 0, "play", "problem:1")
    theirs = b.add("CN28", 1, "play", "problem:1")
    b.add("PR36", 1, "play", "problem:1")
    b.add("PR161", 1, "problem_deck")
    g = shipped_game(b, phase="score", step="confront")
    pass_until(g, kind="target")
    answer(g, f"card:{mare}")
    answer(g, f"card:{theirs}")
    return g, mare


def test_the_friend_applebuck_season_keeps_may_be_sent_to_another_problem_instead_ad167_ff49():
    """Two replacements of Delivery Mare's sending home as Applebuck Season is solved: the
    Problem's "it isn't sent home instead" and the Mare's "sent to another Problem instead".
    P0, its controller, chooses which applies (710.5), asked after both players chose."""
    g, mare = _applebuck_with_delivery_mare()
    decision = g.pending()
    assert decision.player == 0 and decision.kind == "replacement"
    assert decision.prompt == f"{g.name(mare)} would be sent home: which replacement applies? (710.5)"
    labels = [o.label for o in decision.options]
    assert labels[0] == f"It isn't sent home instead ({g.name(g.problem_card('problem:1'))})"
    assert "it is sent to another Problem instead" in labels[1] and len(labels) == 2
    answer(g, decision.options[1].key)
    assert g.card(mare)["area"] == "problem:0"
    assert g.spec(g.problem_card("problem:1")).code == "PR161"


def test_the_friend_applebuck_season_keeps_stays_if_its_controller_chooses_the_problems_text_ad167_ff49():
    g, mare = _applebuck_with_delivery_mare()
    applebuck = g.name(g.problem_card("problem:1"))
    answer(g, g.pending().options[0].key)
    assert g.card(mare)["area"] == "problem:1"
    assert f"710.1: {g.name(mare)} isn't sent home (by the text of {applebuck})" in log_text(g)
    assert g.spec(g.problem_card("problem:1")).code == "PR161"


def test_this_cards_problem_cant_be_replaced_by_an_effect_hm75():
    """"Can't be replaced until it is solved": an effect replacing a Problem can't choose
    Joe's; the other Problem still can be."""
    b = Board()
    b.players[0] = {"tokens": 5}
    b.add("EO45", 0, "play", "home:0")  # pink 4
    b.add("HM75", 1, "play", "problem:1")
    pinkie = b.add("SB34", 0, "hand")  # When this card enters play, you may replace a Problem.
    b.add("PR161", 0, "problem_deck")
    g = shipped_game(b)
    answer(g, f"play|{pinkie}|home:0")
    answer(g, "yes")
    assert g.spec(g.s["areas"]["problem:0"]["problem"]).code == "PR161"
    assert g.s["areas"]["problem:1"]["problem"] == b.problem[1]


def test_you_may_send_those_characters_to_other_problems_sb107():
    """Canterlot Infiltration (a Dilemma, 522): P0's characters there would be sent home as
    it is solved; each may go to another Problem (or home), chosen before the Dilemma leaves
    and its area ceases to exist (522.3)."""
    from engine.mlp.state.library import dilemma_id

    b = Board()
    area = "dilemma:90"
    b.add(dilemma_id(default_library().find("SB107").id), 0, "play", area)
    b.top["areas"] = {
        "home:0": {"owner": 0, "kind": "home", "problem": None},
        "home:1": {"owner": 1, "kind": "home", "problem": None},
        "problem:0": {"owner": 0, "kind": "problem", "problem": b.problem[0]},
        "problem:1": {"owner": 1, "kind": "problem", "problem": b.problem[1]},
        area: {"owner": 0, "kind": "problem", "problem": len(b.cards)},
    }
    b.cards[b.mane[0] - 1]["area"] = area
    movers = [b.add("PR33", 0, "play", area) for _ in range(3)]  # orange 2 each: wild 5 met
    theirs = [b.add("PR31", 1, "play", area), b.add("PR20", 1, "play", area)]  # P1: 5, a faceoff there
    g = shipped_game(b, phase="score", step="confront")
    pass_until(g, kind="area")
    choices = {}
    while g.pending() is not None and g.pending().kind == "area":
        opts = keys(g)
        assert "problem:0" in opts and "problem:1" in opts and "home:0" in opts
        # (led by the Dilemma whose text asks, 710.1)
        assert g.pending().prompt.startswith("Canterlot Infiltration #")
        assert " would be sent home: send it where instead? (710.1)" in g.pending().prompt
        pick = "problem:1" if not choices else "home:0"
        choices[len(choices)] = pick
        answer(g, pick)
    assert area not in g.s["areas"]
    places = sorted(g.card(i)["area"] for i in [b.mane[0], *movers])
    assert places.count("problem:1") == 1 and places.count("home:0") == 3
    assert all(g.card(i)["area"] == "home:1" for i in theirs)  # "your characters" only


def test_one_payment_keeps_all_friends_dismissed_together_eo151():
    """"If one or more of your Friends would be dismissed, you may pay [1] and exhaust this
    card instead. If you do, those Friends are not dismissed": one instruction dismissing
    two of P1's Friends is one occurrence; one payment keeps both (710.1)."""
    b = Board()
    b.players[0] = {"tokens": 2}
    b.players[1] = {"tokens": 1}
    b.add("PR36", 0, "play", "home:0")  # pink 3
    position = b.add("EO151", 1, "play", "home:1")
    quartz = [b.add("CN30", 1, "play", "problem:1") for _ in range(2)]  # printed power 0
    event = b.add("CN125", 0, "hand")  # Main Phase: Dismiss all Friends with printed power of 0.
    g = shipped_game(b)
    answer(g, f"play|{event}|event")
    assert g.pending().player == 1
    answer(g, f"instead:{position}:1")
    assert g.pending().kind == "priority"
    assert all(i in g.s["play"] for i in quartz)
    assert g.card(position)["exhausted"] and g.s["players"][1]["tokens"] == 0


def test_declined_both_are_dismissed_eo151():
    b = Board()
    b.players[0] = {"tokens": 2}
    b.players[1] = {"tokens": 1}
    b.add("PR36", 0, "play", "home:0")
    b.add("EO151", 1, "play", "home:1")
    quartz = [b.add("CN30", 1, "play", "problem:1") for _ in range(2)]
    event = b.add("CN125", 0, "hand")
    g = shipped_game(b)
    answer(g, f"play|{event}|event")
    answer(g, "none")
    answer(g, "none")
    assert not any(i in g.s["play"] for i in quartz)


def _zero_power_friends_dismissed(*codes: str):
    """P1's `codes` at P1's Problem; P0 about to play CN125 ("Main Phase: Dismiss all Friends
    with printed power of 0")."""
    b = Board()
    b.players[0] = {"tokens": 2}
    b.add("PR36", 0, "play", "home:0")  # pink 3
    theirs = [b.add(code, 1, "play", "problem:1") for code in codes]
    event = b.add("CN125", 0, "hand")
    return shipped_game(b), event, theirs


def test_cg20_applejack_dismissed_by_the_same_instruction_still_saves_another_friend():
    """One instruction dismissing several cards is one occurrence (710.1): CG20 Applejack ("If
    another of your Friends here would be dismissed, you may retire this card instead"),
    dismissed by it too, is still in play as the replacement is chosen for CN30 (0 power)."""
    g, event, (applejack, quartz) = _zero_power_friends_dismissed("CG20", "CN30")
    answer(g, f"play|{event}|event")
    d = g.pending()
    assert d.kind == "replacement" and d.player == 1 and g.name(quartz) in d.prompt
    answer(g, option_with(g, "retire this card instead"))
    assert g.pending().kind == "priority"
    assert quartz in g.s["play"] and applejack not in g.s["play"]
    assert zone_codes(g, 1, "discard") == ["CG20"]


def test_cg20_the_affected_player_chooses_which_cards_replacement_is_decided_first():
    """710.5: the affected player chooses the replacement to apply; for one instruction
    dismissing several of their cards, they choose which card's is decided first. P1 keeps
    CN30 with the first Applejack, and the second, left with no Applejack to retire, is
    dismissed."""
    g, event, (first, second, quartz) = _zero_power_friends_dismissed("CG20", "CG20", "CN30")
    answer(g, f"play|{event}|event")
    d = g.pending()
    assert d.kind == "order" and d.player == 1 and sorted(keys(g)) == sorted(f"card:{i}" for i in (first, second, quartz))
    answer(g, f"card:{quartz}")
    d = g.pending()
    assert d.kind == "replacement" and g.name(quartz) in d.prompt
    answer(g, next(k for k in keys(g) if k.startswith(f"instead:{first}:")))
    assert g.pending().kind == "priority"
    assert quartz in g.s["play"] and first not in g.s["play"] and second not in g.s["play"]
    assert zone_codes(g, 1, "discard") == ["CG20", "CG20"]  # (the first retired, the second dismissed)


def test_ll42_aunts_frightened_by_the_same_instruction_still_keep_a_friend_unfrightened():
    """One instruction frightening several cards is one occurrence (710.1): CG121 True Evil
    ("Frighten all Friends") frightens LL42 Aunt Holiday & Auntie Lofty too, yet their "If one
    of your other Friends would be ... frightened, you may retire one of your Resources on that
    Friend instead" is asked while they are still face up, and the Friend with P1's Resource
    on it stays unfrightened; every other Friend is frightened."""
    b = _purple_board(p0_tokens=4)
    b.add("PR60", 0, "play", "home:0")  # purple 4 with the first
    aunts = b.add("LL42", 1, "play", "home:1")  # (before the Friend: not decided first for that)
    friend = b.add("PR20", 1, "play", "problem:1")
    hat = b.add("CG150", 1, "play", "problem:1", host=friend)
    event = b.add("CG121", 0, "hand")
    g = shipped_game(b)
    answer(g, f"play|{event}|event")
    d = g.pending()
    assert d.kind == "replacement" and d.player == 1 and g.name(friend) in d.prompt
    answer(g, f"instead:{aunts}:1")
    assert g.pending().kind == "priority"
    assert not g.card(friend)["frightened"] and hat not in g.s["play"]
    assert g.card(aunts)["frightened"]
    assert all(g.card(i)["frightened"] for i in g.characters(0) if g.is_type(i, "friend"))


def test_sb56_brian_banished_by_the_same_instruction_still_saves_another_friend():
    """One instruction banishing several cards is one occurrence (710.1): EO131 Party of One
    ("Choose a Friend. Banish each other Friend.") banishes SB56 Brian with P1's other Friend,
    and Brian's "If another one of your Friends would be ... banished, ... you may retire this
    card instead" is asked before Brian is banished."""
    b = Board()
    b.players[0] = {"tokens": 4}
    kept = b.add("PR36", 0, "play", "home:0")  # pink 3
    b.add("PR79", 0, "play", "home:0")  # white 2
    b.add("PR76", 0, "play", "home:0")  # white 1
    brian = b.add("SB56", 1, "play", "problem:1")
    friend = b.add("PR20", 1, "play", "problem:1")
    event = b.add("EO131", 0, "hand")
    g = shipped_game(b)
    answer(g, f"play|{event}|event")
    answer(g, f"card:{kept}")
    d = g.pending()
    assert d.kind == "replacement" and d.player == 1 and g.name(friend) in d.prompt
    answer(g, f"instead:{brian}:")
    assert g.pending().kind == "priority"
    assert friend in g.s["play"] and brian not in g.s["play"]
    assert zone_codes(g, 1, "discard") == ["SB56"] and zone_codes(g, 1, "banished") == []
    assert sorted(zone_codes(g, 0, "banished")) == ["PR76", "PR79"]


def test_hm65_the_affected_player_chooses_whose_frightening_is_decided_first():
    """710.5: True Evil frightens P1's two Friends; P1, with the token to pay HM65 Cheese
    Sandwich's "If a Friend would be frightened, you may pay [1] to dismiss it instead" once,
    chooses which Friend's replacement is decided first. P0's Friends, decided first (801.1:
    P0 played the Event), are frightened as P1 declines to pay for them."""
    b = _purple_board(p0_tokens=5)
    b.add("PR60", 0, "play", "home:0")
    b.players[1] = {"tokens": 1}
    cheese = b.add("HM65", 1, "play", "home:1")
    friend = b.add("PR20", 1, "play", "problem:1")
    event = b.add("CG121", 0, "hand")
    g = shipped_game(b)
    answer(g, f"play|{event}|event")
    for _ in range(2):  # (P0's two Blue Moons)
        d = g.pending()
        assert d.kind == "may" and d.player == 1 and "Blue Moon" in d.prompt
        answer(g, "no")
    d = g.pending()
    assert d.kind == "order" and d.player == 1
    assert sorted(keys(g)) == sorted(f"card:{i}" for i in (cheese, friend))
    answer(g, f"card:{friend}")
    answer(g, f"instead:{cheese}:0")
    assert g.pending().kind == "priority"
    assert friend not in g.s["play"] and zone_codes(g, 1, "discard") == ["PR20"]
    assert g.card(cheese)["frightened"] and g.s["players"][1]["tokens"] == 0
    assert all(g.card(i)["frightened"] for i in g.characters(0) if g.is_type(i, "friend"))


def test_hm65_dismissal_instead_of_true_evils_frightening_is_logged_as_cheese_sandwichs():
    """710.1: a Friend CG121 True Evil would frighten is dismissed instead by HM65 Cheese
    Sandwich's "you may pay [1] to dismiss it instead"; its dismissal waits for the other
    Friends of the same instruction (704.1b), yet it is still Cheese Sandwich's doing: the
    line cites 710.1 and names Cheese Sandwich, not True Evil's 705.2e, which the Friends it
    does frighten keep."""
    b = _purple_board(p0_tokens=5)
    b.add("PR60", 0, "play", "home:0")
    b.players[1] = {"tokens": 1}
    b.add("HM65", 1, "play", "home:1")
    friend = b.add("PR20", 1, "play", "problem:1")
    event = b.add("CG121", 0, "hand")
    g = shipped_game(b)
    answer(g, f"play|{event}|event")
    while g.pending().kind != "priority":
        answer(g, option_with(g, "Sweetie Sunrise") if g.pending().kind == "order"
               else "no" if g.pending().kind == "may" else keys(g)[-1])
    lines = log_text(g).splitlines()
    dismissed = next(line for line in lines if "dismissed to P1's discard pile" in line)
    assert dismissed.startswith("710.1") and g.name(friend) in dismissed
    assert dismissed.endswith("(by the text of Cheese Sandwich, Dive Instructor #27)")
    assert all(line.startswith("705.2e") and line.endswith("(by the text of True Evil #30)")
               for line in lines if "becomes frightened" in line)


def test_the_instructions_frame_is_saved_with_its_verb_and_checked():
    """A position saved while one instruction frightens several cards keeps the frame
    (`act_together`: the verb, the cards, those decided) and goes on from it when loaded;
    a frame naming a verb no replacement text replaces is refused."""
    from engine.core.errors import BoardFormatError
    from engine.mlp.boardstate import export_board, load_board

    b = _purple_board(p0_tokens=4)
    b.add("PR60", 0, "play", "home:0")
    aunts = b.add("LL42", 1, "play", "home:1")
    friend = b.add("PR20", 1, "play", "problem:1")
    b.add("CG150", 1, "play", "problem:1", host=friend)
    event = b.add("CG121", 0, "hand")
    g = shipped_game(b)
    answer(g, f"play|{event}|event")
    doc = export_board(g)
    frame = next(f for f in doc["stack"] if f["op"] == "act_together")
    assert frame["verb"] == "frighten" and frame["decided"] == [friend]
    again = load_board(doc, default_library())
    answer(again, f"instead:{aunts}:1")
    assert not again.card(friend)["frightened"] and again.card(aunts)["frightened"]
    frame["verb"] = "exhaust"
    try:
        load_board(doc, default_library())
    except BoardFormatError as refused:
        assert "verb" in str(refused)
    else:
        raise AssertionError("a frame with an unknown verb was loaded")


def test_a_frame_saved_before_held_cards_kept_their_rule_still_goes_on():
    """A position saved while True Evil frightens several Friends, in a file written before a
    card held for the others kept the rule and card taking it out of play ([card, zone, how,
    position]), still loads and goes on: HM65 Cheese Sandwich's Friend dismissed instead
    leaves by the instruction's rule and text, as it did then."""
    from engine.mlp.boardstate import export_board, load_board

    b = _purple_board(p0_tokens=5)
    b.add("PR60", 0, "play", "home:0")
    b.players[1] = {"tokens": 2}
    b.add("HM65", 1, "play", "home:1")
    friend = b.add("PR20", 1, "play", "problem:1")
    event = b.add("CG121", 0, "hand")
    g = shipped_game(b)
    answer(g, f"play|{event}|event")
    answer(g, "no")
    answer(g, "no")  # (P0's two Blue Moons)
    answer(g, f"card:{friend}")
    answer(g, keys(g)[-1])  # (Cheese Sandwich's "dismiss it instead")
    doc = export_board(g)
    frame = next(f for f in doc["stack"] if f["op"] == "act_together")
    frame["held"] = [entry[:4] for entry in frame["held"]]
    again = load_board(doc, default_library())
    answer(again, "no")  # (Cheese Sandwich itself is frightened)
    assert again.pending().kind == "priority" and friend not in again.s["cards"]
    assert f"705.2e: {g.name(friend)} is dismissed to P1's discard pile (by the text of True Evil" in \
        log_text(again, numbers_now=False)


def _rolling_tones_then_draw_library():
    """The shipped cards, with EO135 Rolling Tones ("Immediate: Dismiss a Friend.") followed
    by "Draw a card.": no printed text read in parts dismisses one Friend and then goes on."""
    from dataclasses import replace

    from engine.mlp.state.library import CardLibrary

    shipped = default_library()
    tones = shipped.find("EO135")
    changed = replace(tones, text="Immediate: Dismiss a Friend. Draw a card.")
    return CardLibrary([changed if card.id == tones.id else card for card in shipped.cards()],
                       version="test-dismiss-then-draw")


def test_persistent_is_decided_before_the_dismissing_text_goes_on():
    """710.5: Persistent replaces the dismissal as it would happen; the text that dismissed
    goes on once P1 has decided (the draw after it comes after Winona is frightened)."""
    b = _pinkie_board(p0_tokens=5)
    winona = b.add("HM23", 1, "play", "problem:1")  # Persistent
    event = b.add("EO135", 0, "hand")
    g = b.game(_rolling_tones_then_draw_library())
    hand = len(g.s["players"][0]["hand"])
    answer(g, f"play|{event}|event")
    answer(g, f"card:{winona}")
    d = g.pending()
    assert d.kind == "replacement" and d.player == 1 and keys(g) == ["none", "persistent"]
    assert len(g.s["players"][0]["hand"]) == hand - 1  # (the Event played; nothing drawn yet)
    answer(g, "persistent")
    assert g.card(winona)["frightened"] and len(g.s["players"][0]["hand"]) == hand
    text = log_text(g)
    assert text.index("Winona, Good Girl! #") < text.index("P0 draws")


# ----- becoming frightened ---------------------------------------------------------------------


def test_when_this_card_becomes_frightened_hm60():
    """The ability is read before the card is turned face down (it has none after, 505.1a):
    frightened, it still makes its token."""
    b = _purple_board()
    critter = b.add("HM60", 1, "play", "problem:1")
    event = b.add("SB98", 0, "hand")
    g = shipped_game(b)
    answer(g, f"play|{event}|event")
    answer(g, f"card:{critter}")
    answer(g, "home:1")
    assert g.card(critter)["frightened"]
    assert [g.card(i)["ctrl"] for i in g.s["play"] if g.card(i).get("token")] == [1]


def test_when_this_or_another_friend_is_frightened_mt7():
    """Another Friend (either player's) frightened: a token; this card itself: a token too."""
    b = _purple_board()
    b.add("MT7", 1, "play", "home:1")
    other = b.add("PR20", 0, "play", "problem:0")
    event = b.add("SB98", 0, "hand")
    g = shipped_game(b)
    answer(g, f"play|{event}|event")
    answer(g, f"card:{other}")
    answer(g, "yes")
    answer(g, "home:1")
    assert len([i for i in g.s["play"] if g.card(i).get("token")]) == 1

    b2 = _purple_board()
    pegasus2 = b2.add("MT7", 1, "play", "home:1")
    event2 = b2.add("SB98", 0, "hand")
    g2 = shipped_game(b2)
    answer(g2, f"play|{event2}|event")
    answer(g2, f"card:{pegasus2}")
    answer(g2, "yes")
    answer(g2, "home:1")
    assert g2.card(pegasus2)["frightened"] and len([i for i in g2.s["play"] if g2.card(i).get("token")]) == 1


def test_a_reaction_turns_a_troublemaker_face_down_cn144():
    """Monstrous Manual (Reaction timing read by its own part, the effect by this one): after
    the start of its controller's Troublemaker Phase, exhaust and pay [2] to turn a
    Troublemaker face-down (505.3)."""
    b = Board()
    b.players[0] = {"tokens": 3}
    manual = b.add("CN144", 0, "play", "home:0")
    tm = b.add("PR157", 1, "play", "problem:1")
    g = shipped_game(b, phase="ready", step="ready", turn=4)
    for _ in range(30):
        acts = [k for k in keys(g) if k.startswith(f"act|{manual}|")]
        if acts:
            break
        answer(g, "pass")
    assert acts
    answer(g, acts[0])
    assert g.card(tm)["face_down"] and g.card(manual)["exhausted"]


def test_listeners_that_name_a_way_of_leaving_play_filter_by_it_de79():
    """Leaving play is now reported for every way of leaving; "when one of your Friends is
    retired or dismissed" still answers only those: a Friend returned to its owner's hand
    does not trigger it, a dismissed one does."""
    b = Board()
    b.players[0] = {"tokens": 6}
    b.add("EO81", 0, "play", "home:0")  # yellow 4
    b.add("EO45", 0, "play", "home:0")  # pink 4
    defenders = b.add("DE79", 1, "play", "home:1")
    bounced = b.add("PR20", 1, "play", "problem:1")
    dismissed = b.add("PR20", 1, "play", "problem:1")
    lie_low = b.add("EO125", 0, "hand")
    tones = b.add("EO135", 0, "hand")
    g = shipped_game(b)
    answer(g, f"play|{lie_low}|event")
    answer(g, f"card:{bounced}")
    assert g.pending().kind == "priority" and bounced not in g.s["play"]
    answer(g, f"play|{tones}|event")
    answer(g, f"card:{dismissed}")
    assert g.pending().kind == "may" and g.pending().player == 1
    answer(g, "yes")
    assert g.card(defenders)["counters"].get("power") == 1


def test_a_dismissed_token_friend_is_an_opposing_friend_dismissed_ad36():
    """A token Friend is a Friend (521.2): dismissed, it triggers "when an opposing Friend is
    dismissed" although it ceases to exist (the card it was is read, not a new card)."""
    from engine.mlp.values import power

    b = _pinkie_board(p0_tokens=5)
    ponka = b.add("AD36", 0, "play", "home:0")
    token = b.add("token:1:white:Unicorn:Prepared", 1, "play", "problem:1", token=True)
    event = b.add("EO135", 0, "hand")
    g = shipped_game(b)
    answer(g, f"play|{event}|event")
    answer(g, f"card:{token}")
    pass_until(g, kind="priority")
    assert token not in g.s["cards"] and power.power(g, ponka) == 3


def test_a_cost_that_would_be_replaced_cant_be_paid_de139_hm65():
    """508.1a: "you may frighten this card to score a point" can't be paid while Cheese
    Sandwich could replace that frightening, so it is not offered; without it, it is."""
    def board(cheese: bool) -> Board:
        b = Board()
        b.add("DE139", 0, "play", "problem:1")
        b.add("PR36", 0, "play", "problem:1")  # with it, 4 power: the opponents' requirement
        if cheese:
            b.add("HM65", 1, "play", "home:1")
            b.players[1] = {"tokens": 1}  # (without it Cheese Sandwich could not replace anything)
        return b

    g = shipped_game(board(cheese=False), phase="score", step="confront")
    assert g.pending().kind == "may" and g.pending().player == 0
    g2 = shipped_game(board(cheese=True), phase="score", step="confront")
    assert g2.pending() is None or g2.pending().kind != "may"
    assert "becomes frightened" not in log_text(g2)


# ----- banished until this card leaves play -----------------------------------------------------


def test_banished_until_this_card_leaves_play_returns_where_its_controller_chooses_hm48(monkeypatch):
    """Judge's ruling: Opalescence banishes an opposing Friend with 2 or less power (410.5)
    until it leaves play; when it is dismissed, that Friend comes back, a new card (410.6),
    through the step every card put back into play takes: the text names no place, so at its
    owner's home or at a Problem (302.1, 405.1), as Opalescence's player chooses (513.4), asked
    naming the card that left and the card coming back. It comes back under its owner's
    control (513.2); the event says for whom it entered and who chose."""
    b = Board()
    b.players[0] = {"tokens": 6}
    b.add("PR79", 0, "play", "home:0")  # white 2
    b.add("EO45", 0, "play", "home:0")  # pink 4
    victim = b.add("PR20", 1, "play", "problem:1")
    opal = b.add("HM48", 0, "hand")
    tones = b.add("EO135", 0, "hand")
    g = shipped_game(b)
    answer(g, f"play|{opal}|home:0")
    assert victim not in g.s["cards"] and zone_codes(g, 1, "banished") == ["PR20"]
    opal_now = next(i for i in g.s["play"] if g.spec(i).code == "HM48")
    assert [e[1] for e in g.card(opal_now)["exiled"]] == ["until"]
    opal_name, pony = g.name(opal_now), g.spec(g.s["players"][1]["banished"][0]).name
    answer(g, f"play|{tones}|event")
    entered = []
    emit = MlpGame.emit_event

    def noting(game, event, data, *rest, **more):
        if event == "enter_play":
            entered.append(dict(data))
        return emit(game, event, data, *rest, **more)

    monkeypatch.setattr(MlpGame, "emit_event", noting)
    answer(g, f"card:{opal_now}")
    d = g.pending()
    assert d.player == 0 and d.kind == "area"  # not its owner: the player whose text banished it
    assert set(d.keys) == {"home:1", "problem:0", "problem:1"}  # never the other player's home (506.2)
    assert d.prompt == f"{opal_name}: Where does {pony} come back into play?"
    import json

    from engine.mlp.boardstate import export_board, load_board

    saved = load_board(json.loads(json.dumps(export_board(g))), default_library(), run=False)
    assert saved.digest() == g.digest() and saved.pending() == d  # (saved while asked: the same question)
    answer(g, "problem:0")
    assert zone_codes(g, 1, "banished") == []
    (back,) = [i for i in g.s["play"] if g.spec(i).code == "PR20"]
    assert g.card(back)["area"] == "problem:0" and g.card(back)["ctrl"] == 1
    assert g.as_written(f"706.1: P0 puts {g.name(back)} into play at problem:0 (by the text of ") in log_text(g)
    assert entered == [{"card": back, "area": "problem:0", "player": 1, "by": 0}]
    answer(saved, "problem:0")  # the saved game goes on the same way
    assert saved.digest() == g.digest()


def test_the_banished_friend_comes_back_when_it_becomes_frightened_hm78():
    """Discord banishes another of its controller's Friends; frightened, it becomes a
    different card (505.3), so the Friend comes back; the list is saved with the board."""
    import json

    from engine.mlp.boardstate import export_board, load_board

    b = Board()
    b.players[0] = {"tokens": 6}
    b.add("PR60", 0, "play", "home:0")  # purple 2 + the purple Mane Character
    b.add("PR60", 0, "play", "home:0")
    b.add("EO45", 0, "play", "home:0")  # pink 4
    mine = b.add("PR20", 0, "play", "problem:0")
    discord = b.add("HM78", 0, "hand")
    betrayed = b.add("SB98", 0, "hand")
    g = shipped_game(b)
    answer(g, f"play|{discord}|home:0")
    answer(g, f"card:{mine}")
    assert zone_codes(g, 0, "banished") == ["PR20"]
    doc = export_board(g)
    again = load_board(json.loads(json.dumps(doc)), default_library(), run=False)
    assert again.digest() == g.digest()
    discord_now = next(i for i in g.s["play"] if g.spec(i).code == "HM78")
    answer(g, f"play|{betrayed}|event")
    answer(g, f"card:{discord_now}")
    assert g.pending().player == 0 and g.pending().prompt.startswith("Discord, Party Clasher")
    answer(g, "home:0")
    assert g.card(discord_now)["frightened"] and zone_codes(g, 0, "banished") == []
    assert any(g.spec(i).code == "PR20" and g.card(i)["area"] == "home:0" for i in g.s["play"])


def test_a_friend_banished_until_a_card_leaves_play_comes_back_in_the_middle_of_a_faceoff_hm48():
    """Judge's ruling: Opalescence (a saved board lists the Friend it banished) is banished by
    the Chaos text of another Opalescence flipped in a faceoff: the Friend it held comes back
    at once, where Opalescence's player chooses, before the faceoff goes on (a new card, not
    involved in it, 410.6)."""
    b, _, _, _ = problem_faceoff(tokens=0)
    gone = b.add("PR20", 0, "banished")
    opal = b.add("HM48", 1, "play", "home:1", exiled=[[gone, "until"]])
    b.deck_top("HM48", 1)  # P1 flips Opalescence: "banish a Friend with 2 or less power"
    g = shipped_game(b, phase="score", step="confront")
    pass_until(g, kind="target")
    assert g.pending().player == 1
    answer(g, f"card:{opal}")
    d = g.pending()
    assert d.player == 1 and d.kind == "area" and g.s["faceoff"] is not None
    assert d.prompt.startswith(f"Opalescence, Royal Edict #{opal}: Where does ")
    assert set(d.keys) == {"home:0", "problem:0", "problem:1"}
    answer(g, "problem:1")
    (back,) = find(g, "PR20", owner=0)
    assert zone_codes(g, 0, "banished") == []
    log = log_text(g)
    assert f"P1 puts {g.name(back)} into play at Concerning Cutie Mark #4 (P1's; by the text of " in log
    assert log.index("P1 puts ") < log.index("Power totals")  # before the faceoff is decided


def test_a_friend_banished_until_a_card_leaves_play_comes_back_when_it_is_retired_at_the_end_of_the_turn():
    """Judge's ruling: King Sombra retires Opalescence at the end of its player's turn: the
    Friend Opalescence held comes back then, where that player chooses, before the turn ends."""
    b = Board()
    gone = b.add("PR20", 1, "banished")
    b.add("AD201", 0, "play", "home:0")  # "At the end of your turn, retire another one of your Friends."
    opal = b.add("HM48", 0, "play", "problem:0", exiled=[[gone, "until"]])
    g = shipped_game(b, phase="main", step="main")
    turn = g.s["turn"]
    pass_until(g, kind="area")
    assert g.s["phase"] == "end" and g.s["turn"] == turn and opal not in g.s["cards"]
    assert g.pending().player == 0 and set(keys(g)) == {"home:1", "problem:0", "problem:1"}
    answer(g, "home:1")
    (back,) = find(g, "PR20", owner=1)
    assert g.card(back)["area"] == "home:1" and g.card(back)["ctrl"] == 1


def test_cards_banished_this_way_go_to_their_owners_hands_ll120():
    """Yak-Strength Hug banishes an opposing Friend as it enters play; when the Hug leaves
    play, that card (still banished) goes to its owner's hand."""
    b = Board()
    b.players[0] = {"tokens": 6}
    b.add("EO73", 0, "play", "home:0")  # white 4
    b.add("EO81", 0, "play", "home:0")  # yellow 4
    host = b.add("PR20", 0, "play", "home:0")
    victim = b.add("PR20", 1, "play", "problem:1")
    hug = b.add("LL120", 0, "hand")
    bounce = b.add("HM86", 0, "hand")  # Immediate: Dismiss a Resource.
    g = shipped_game(b)
    answer(g, f"play|{hug}|on:{host}")
    assert victim not in g.s["cards"] and zone_codes(g, 1, "banished") == ["PR20"]
    hug_now = next(i for i in g.s["play"] if g.spec(i).code == "LL120")
    answer(g, f"play|{bounce}|event")
    if g.pending().kind == "target":
        answer(g, f"card:{hug_now}")
    pass_until(g, kind="priority")
    assert zone_codes(g, 1, "banished") == [] and zone_codes(g, 1, "hand") == ["PR20"]


def test_an_attachment_of_a_frightened_friend_leaves_play_ll70_ll120():
    """504.1 puts the attachments of a card becoming frightened into the discard pile: they
    leave play, so "when an opposing Resource leaves play" hears of it, and "when this
    card leaves play" (Yak-Strength Hug) triggers."""
    b = _purple_board(p0_tokens=6)
    b.add("PR79", 0, "play", "home:0")
    b.add("PR79", 0, "play", "home:0")  # white 4 (Yak-Strength Hug needs white 3 and yellow 3)
    b.add("EO81", 0, "play", "home:0")  # yellow 4
    host = b.add("PR20", 0, "play", "home:0")
    victim = b.add("PR20", 1, "play", "problem:1")
    hug = b.add("LL120", 0, "hand")
    wrench = b.add("LL70", 1, "play", "home:1")
    betrayed = b.add("SB98", 0, "hand")
    g = shipped_game(b)
    answer(g, f"play|{hug}|on:{host}")
    answer(g, f"card:{victim}")  # (Torque Wrench is an opposing Friend too)
    assert victim not in g.s["cards"] and zone_codes(g, 1, "banished") == ["PR20"]
    answer(g, f"play|{betrayed}|event")
    answer(g, f"card:{host}")
    pass_until(g, kind="priority")
    assert g.card(host)["frightened"] and zone_codes(g, 0, "discard")[-2:].count("LL120") == 1
    assert zone_codes(g, 1, "hand") == ["PR20"] and zone_codes(g, 1, "banished") == []
    assert g.card(wrench)["counters"].get("power") == 1


def test_a_frame_asked_about_a_card_in_turn_is_one_the_text_waits_on():
    """Every frame pushed to ask about a card in the order the cards were chosen is one of the
    questions a text waits on before it goes on (`QUESTIONS`): a new kind of question must be
    listed there, or a text's next part could come before it."""
    g = shipped_game(Board())
    with pytest.raises(EngineError, match="not a question"):
        g.push_question({"op": "move", "card": 1})
    g.push_question({"op": "move_toll", "card": 1})
    assert g.s["stack"][-1]["op"] == "move_toll"
