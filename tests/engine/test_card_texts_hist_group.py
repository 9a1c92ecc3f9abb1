"""Texts that read what happened earlier in the turn (a Friend left play, the cards a player
played or discarded, the Friends that entered play, the faceoffs won, the cards drawn), each
played on a judge's board.

Each test names its card's code and shows what the card's own wording does, and what it
must not do.
"""

from __future__ import annotations

import pytest

from tests.engine.card_play import acts, board, rich_board, win_faceoff
from tests.engine.helpers import answer, log_text, shipped_game


def _won(player: int, kind: str, margin: int, turn: int = 3) -> dict:
    """A board's flags saying `player` won a faceoff of `kind` by `margin` this turn (or in
    an earlier `turn`)."""
    return {"turn_record": [turn, {f"won:{player}": [[kind, margin]]}]}


def test_ll25_cargo_mare_draws_two_only_after_a_friend_left_play_this_turn():
    b = rich_board()
    leaving = b.add("PR36", 1, "play", "home:1")  # an opponent's Friend counts too
    mare = b.add("LL25", 0, "hand")
    g = shipped_game(b)
    hand = len(g.s["players"][0]["hand"])
    g.retire(leaving)
    answer(g, f"play|{mare}|home:0")
    assert g.pending().kind == "may"
    answer(g, "yes")
    assert len(g.s["players"][0]["hand"]) == hand - 1 + 2


def test_ll25_cargo_mare_asks_nothing_when_no_friend_left_play():
    b = rich_board()
    b.add("PR139", 0, "discard")
    mare = b.add("LL25", 0, "hand")
    g = shipped_game(b, flags={"turn_record": [2, {"friends_left": 3}]})  # last turn's record
    hand = len(g.s["players"][0]["hand"])
    answer(g, f"play|{mare}|home:0")
    assert g.pending().kind == "priority"
    assert len(g.s["players"][0]["hand"]) == hand - 1


def test_ll47_pistachio_makes_a_token_when_an_opponent_plays_their_second_card():
    b = rich_board()
    pistachio = b.add("LL47", 1, "play", "home:1")
    first, second, third = (b.add("PR12", 0, "hand") for _ in range(3))
    g = shipped_game(b)
    answer(g, f"play|{first}|home:0")
    assert g.pending().kind == "priority"  # the first card: nothing
    answer(g, f"play|{second}|home:0")
    assert g.pending().kind == "may" and g.pending().player == 1
    answer(g, "yes")
    answer(g, "home:1")
    tokens = [i for i in g.characters(1) if g.card(i).get("token")]
    assert len(tokens) == 1 and g.spec(tokens[0]).keywords == {"Prepared": None}
    assert g.spec(tokens[0]).colors == ("white",) and g.spec(tokens[0]).has_trait("Unicorn")
    answer(g, f"play|{third}|home:0")
    assert g.pending().kind == "priority"  # the third card: nothing more
    assert len([i for i in g.characters(1) if g.card(i).get("token")]) == 1
    assert pistachio in g.characters(1)


def test_ll47_pistachio_ignores_its_own_controllers_cards():
    b = rich_board()
    b.add("LL47", 0, "play", "home:0")
    first, second = b.add("PR12", 0, "hand"), b.add("PR12", 0, "hand")
    g = shipped_game(b)
    answer(g, f"play|{first}|home:0")
    answer(g, f"play|{second}|home:0")
    assert g.pending().kind == "priority"
    assert not [i for i in g.characters(0) if g.card(i).get("token")]


def test_ll81_pegasus_royal_guard_copies_itself_with_the_third_friend_of_the_turn():
    b = rich_board()
    guard = b.add("LL81", 0, "play", "home:0")
    friends = [b.add("PR12", 0, "hand") for _ in range(3)]
    g = shipped_game(b)
    for friend in friends[:2]:
        answer(g, f"play|{friend}|home:0")
        assert g.pending().kind == "priority"
    answer(g, f"play|{friends[2]}|home:0")
    assert g.pending().kind == "may"
    answer(g, "yes")
    answer(g, "home:0")
    copies = [i for i in g.characters(0) if g.card(i).get("token")]
    assert len(copies) == 1 and g.spec(copies[0]).code == "LL81" and copies[0] != guard
    # the copy is the fourth Friend of the turn: neither Guard triggers again
    assert g.pending().kind == "priority"


def test_ll105_crown_of_the_sibling_supreme_scores_only_after_a_faceoff_won():
    b = board(3)
    crown = b.add("LL105", 0, "play", "home:0")
    g = shipped_game(b)
    assert acts(g, crown) == []  # no faceoff won this turn
    b = board(3)
    crown = b.add("LL105", 0, "play", "home:0")
    g = win_faceoff(b)  # P0 wins a Troublemaker faceoff (and scores 1 for the defeat)
    while g.s["faceoff"] is not None:
        answer(g, "pass")
    assert g.this_turn()["won:0"] == [["troublemaker", 5]]
    score, tokens = g.s["players"][0]["score"], g.s["players"][0]["tokens"]
    answer(g, acts(g, crown)[0])
    assert g.s["players"][0]["score"] == score + 1
    assert g.s["players"][0]["tokens"] == tokens - 1 and g.card(crown)["exhausted"]


def test_ll105_crown_does_not_count_the_opponents_win():
    b = board(3)
    crown = b.add("LL105", 0, "play", "home:0")
    g = shipped_game(b, flags=_won(1, "problem", 6))
    assert acts(g, crown) == []


def _storm(event: str, **top) -> tuple:
    b = board(3)
    for _ in range(2):
        b.add("PR12", 0, "play", "home:0")  # blue power for its requirement
    foe = b.add("PR36", 1, "play", "home:1")
    card = b.add(event, 0, "hand")
    g = shipped_game(b, **top)
    return g, card, foe


def test_hm96_storm_of_justice_scores_two_after_a_problem_faceoff_won_by_five():
    g, storm, _ = _storm("HM96", flags=_won(0, "problem", 5))
    score = g.s["players"][0]["score"]
    answer(g, f"play|{storm}|event")
    assert g.s["players"][0]["score"] == score + 2


def test_hm96_storm_of_justice_scores_nothing_by_four_or_in_a_troublemaker_faceoff():
    for flags in (_won(0, "problem", 4), _won(0, "troublemaker", 7), _won(1, "problem", 9),
                  _won(0, "problem", 8, turn=2)):
        g, storm, _ = _storm("HM96", flags=flags)
        score = g.s["players"][0]["score"]
        answer(g, f"play|{storm}|event")
        assert g.s["players"][0]["score"] == score
        assert "did not happen; nothing happens" in log_text(g)


def test_eo129_oh_yeah_frightens_an_opposing_friend_after_a_big_problem_win():
    g, oh, foe = _storm("EO129", flags=_won(0, "problem", 5))
    answer(g, f"play|{oh}|event")
    if g.pending().kind != "priority":
        answer(g, f"card:{foe}")
    assert g.card(foe)["frightened"]
    g, oh, foe = _storm("EO129", flags=_won(0, "problem", 3))
    answer(g, f"play|{oh}|event")
    assert not g.card(foe)["frightened"]


def test_eo30_open_skies_grows_with_each_opponents_first_discard_of_the_turn():
    b = rich_board()
    skies = b.add("EO30", 0, "play", "home:0")
    theirs = [b.add("PR12", 1, "hand") for _ in range(2)]
    mine = b.add("PR12", 0, "hand")
    g = shipped_game(b)
    g.discard(mine)  # its controller's own discard: nothing
    g.discard(theirs[0])
    answer(g, "pass")  # (the triggered effects are processed before P1 gets priority, 712.1)
    assert g.card(skies)["counters"].get("power", 0) == 1
    g.discard(theirs[1])  # the second card they discarded this turn: nothing
    assert not g.s["waiting"]


def test_ad79_nightmare_moon_stops_each_player_at_two_cards_a_turn():
    b = rich_board()
    b.add("AD79", 1, "play", "home:1")
    for _ in range(6):
        b.add("PR12", 0, "deck")
        b.add("PR12", 1, "deck")
    g = shipped_game(b)
    hand = len(g.s["players"][0]["hand"])
    assert g.draw(0, 3) == 2  # the third is not drawn
    assert len(g.s["players"][0]["hand"]) == hand + 2
    assert g.draw(0, 1) == 0
    assert g.draw(1, 2) == 2  # the other player has a count of their own
    assert "can't draw" in log_text(g)


def test_ad79_counts_the_cards_drawn_before_it_entered_play():
    b = rich_board()
    moon = b.add("AD79", 0, "hand")
    g = shipped_game(b)
    assert g.draw(0, 2) == 2
    answer(g, f"play|{moon}|home:0")
    assert "AD79" in [g.spec(i).code for i in g.characters(0)]
    assert g.draw(0, 1) == 0
    assert g.draw(1, 1) == 1


@pytest.mark.parametrize(("margin", "frightened"), [(5, 2), (3, 0)])
def test_eo129_oh_yeah_copied_by_starlight_glimmer_checks_the_turn_for_its_copier(margin, frightened):
    """520.1: Starlight Glimmer, Magic Instructor copies Oh YEAH!'s effect; the copy is no card
    (it has none of its own to read "you" from): its "if you won a Problem faceoff by at least 5
    power this turn" is checked for the copier, and it frightens a second Friend only then."""
    b = board(3)
    for _ in range(2):
        b.add("PR12", 0, "play", "home:0")
    glimmer = b.add("SB45", 0, "play", "home:0")
    foes = [b.add("PR36", 1, "play", "home:1") for _ in range(2)]
    oh = b.add("EO129", 0, "hand")
    g = shipped_game(b, flags=_won(0, "problem", margin))
    answer(g, f"play|{oh}|event")
    while g.pending().kind != "priority":
        decision = g.pending()
        if decision.kind == "may":
            assert decision.prompt.startswith(f"Starlight Glimmer, Magic Instructor #{glimmer}: Copy")
            answer(g, "yes")
        else:
            answer(g, next(key for key, _ in decision.options if key != "pass"))
    assert g.card(glimmer)["exhausted"]
    assert sum(g.card(foe)["frightened"] for foe in foes) == frightened
    if not frightened:
        assert "The copy of Oh YEAH!: what its text asks of this turn did not happen" in log_text(g)
