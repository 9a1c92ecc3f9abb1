"""Cards a judge found played without their text (issue: no silent gaps), each on a board
like the judge's, and no default standing in for text the engine could not read."""

from __future__ import annotations

from dataclasses import replace

from engine.mlp.api import default_library
from engine.mlp.state.library import CardLibrary
from tests.engine.cardsource import theme_cards
from tests.engine.helpers import Board, answer, keys, log_text, pass_until

COIFFURE = "PR133"  # Tangled Coiffure: "Play on an opponent's Friend." / "Your opponent can't move this Friend."
ORGANIZER = "PR64"  # Twilight Sparkle, All-Team Organizer: "Main Phase: Exhaust this card to gain [1] until ..."
WANT_IT = "PR195"  # Want it, Need it!: 3 Honesty + 2 non-Honesty; the first to confront with a 3-power Honesty ...
FULL_STEAM = "PR31"  # a vanilla 4-power Honesty (orange) Friend
RED_GALA = "PR33"  # a vanilla 2-power Honesty Friend
EMERALD = "PR12"  # a vanilla 2-power Loyalty (blue) Friend
SUGAR_TWIST = "PR79"  # a vanilla 2-power Generosity (white) Friend: Tangled Coiffure needs 4 Generosity


def _to_next_turn(g) -> None:
    """Pass (and take the first option otherwise) until the other player's turn begins."""
    player = g.s["turn_player"]
    for _ in range(100):
        if g.s["turn_player"] != player or g.pending() is None:
            return
        answer(g, "pass" if "pass" in keys(g) else keys(g)[0])
    raise AssertionError("the turn never ended")


def _game(b: Board, **top):
    return b.game(default_library(), **top)


# ----- Tangled Coiffure: played on an opponent's Friend only, which its controller can't move -----


def test_pr133_tangled_coiffure_is_offered_only_on_an_opponents_friend_and_never_at_home():
    b = Board()
    b.players[0]["tokens"] = 5
    coiffure = b.add(COIFFURE, 0, "hand")
    mine = b.add(SUGAR_TWIST, 0, "play", "home:0")
    b.add(SUGAR_TWIST, 0, "play", "home:0")
    theirs = b.add(EMERALD, 1, "play", "home:1")
    g = _game(b)
    plays = [k for k in keys(g) if k.startswith(f"play|{coiffure}|")]
    assert plays == [f"play|{coiffure}|on:{theirs}"]  # not at home (305.1a is for no placement rule), not on mine
    assert f"play|{coiffure}|on:{mine}" not in keys(g)
    answer(g, plays[0])
    pass_until(g, kind="priority")
    placed = next(i for i in g.s["play"] if g.card(i)["card"] == g.lib.find(COIFFURE).id)
    assert g.card(placed)["host"] == theirs and g.card(placed)["area"] == "home:1"


def test_pr133_the_friend_under_tangled_coiffure_cannot_be_moved_by_its_controller():
    b = Board()
    theirs = b.add(EMERALD, 1, "play", "home:1")
    other = b.add(EMERALD, 1, "play", "home:1")
    b.add(COIFFURE, 0, "play", "home:1", host=theirs)
    b.players[1]["tokens"] = 4
    g = _game(b, turn_player=1)
    moves = [k for k in keys(g) if k.startswith("move|")]
    assert any(k.startswith(f"move|{other}|") for k in moves)  # another Friend of theirs moves
    assert not any(k.startswith(f"move|{theirs}|") for k in moves)
    # once the Resource is gone the Friend moves again
    b2 = Board()
    theirs2 = b2.add(EMERALD, 1, "play", "home:1")
    b2.players[1]["tokens"] = 4
    g2 = _game(b2, turn_player=1)
    assert any(k.startswith(f"move|{theirs2}|") for k in keys(g2))


# ----- Twilight Sparkle, All-Team Organizer: [1] until the end of the phase -----------------------


def test_pr64_all_team_organizer_is_offered_and_its_token_lasts_until_the_end_of_the_phase():
    b = Board()
    organizer = b.add(ORGANIZER, 0, "play", "home:0")
    b.players[0]["tokens"] = 2
    g = _game(b)
    act = f"act|{organizer}|0"
    assert act in keys(g)
    answer(g, act)
    pass_until(g, kind="priority")
    assert g.s["players"][0]["tokens"] == 3 and g.card(organizer)["exhausted"]
    _to_next_turn(g)
    assert g.s["players"][0]["tokens"] == 2  # the token gained for the phase is gone (502.1a: card text)
    # (the line names the card whose text gave it, as every line a card's text causes does)
    assert (f"502.1a: P0 loses 1 action token gained until the end of the phase (by the text of "
            f"{g.name(organizer)})") in log_text(g).splitlines()


def test_tokens_spent_in_the_phase_are_those_that_would_go_first():
    b = Board()
    organizer = b.add(ORGANIZER, 0, "play", "home:0")
    b.players[0]["tokens"] = 2
    g = _game(b)
    answer(g, f"act|{organizer}|0")
    pass_until(g, kind="priority")
    answer(g, "draw")  # pays 1: the token that would go at the end of the phase (502.1b)
    pass_until(g, kind="priority")
    _to_next_turn(g)
    assert g.s["players"][0]["tokens"] == 2
    assert "gained until the end of the phase" not in log_text(g)


# ----- Want it, Need it!: the additional point ------------------------------------------------------


def _confront_want_it(*friends: str, flags: dict | None = None):
    b = Board(problems=(WANT_IT, "PR190"))
    for code in friends:
        b.add(code, 0, "play", "problem:0")
    g = _game(b, phase="score", step="confront", start="score", flags=flags or {})
    for _ in range(20):
        if g.pending() is None or g.s["phase"] != "score":
            break
        answer(g, keys(g)[0])
    return g, b


def test_pr195_want_it_need_it_scores_an_additional_point_confronted_with_a_3_power_honesty_character():
    g, b = _confront_want_it(FULL_STEAM, EMERALD)
    assert g.s["players"][0]["score"] == 2  # 611.4 and the additional point
    assert "scores 1 point for Want it, Need it!" in log_text(g)
    assert g.s["flags"].get(f"first_confront:{b.problem[0]}") is True


def test_pr195_want_it_need_it_gives_nothing_without_a_3_power_honesty_character_or_a_second_time():
    g, _ = _confront_want_it(RED_GALA, RED_GALA, EMERALD)  # 4 Honesty power, but no 3-power character
    assert g.s["players"][0]["score"] == 1
    b = Board(problems=(WANT_IT, "PR190"))
    g, _ = _confront_want_it(FULL_STEAM, EMERALD, flags={f"first_confront:{b.problem[0]}": True})
    assert g.s["players"][0]["score"] == 1  # someone confronted it that way before


# ----- no default for text the engine could not read ------------------------------------------------


def _library_with(*texts: str) -> tuple[CardLibrary, list[str]]:
    """The theme decks' cards and Resources like Lucky Horseshoe with these texts."""
    cards = theme_cards()
    base = next(card for card in cards.values() if card.type.value == "resource" and card.cost is not None
                and card.text.startswith("Play to your home"))
    made = [replace(base, id=f"made-up-resource-{n}", number=str(900 + n), title=f"Made Up {n}", text=text,
                    cost=1, play_requirements=(), keywords=())
            for n, text in enumerate(texts)]
    return CardLibrary([*cards.values(), *made], version="test-placement"), [c.id for c in made]


def test_a_resource_whose_placement_was_not_read_is_not_played_at_home():
    lib, (unread_place, no_place) = _library_with(
        "Play on a Friend wearing a hat.\nThat Friend has +1 power.",
        "When the moon rises, this card sings.")
    b = Board()
    b.players[0]["tokens"] = 6
    hat = b.add(unread_place, 0, "hand")
    song = b.add(no_place, 0, "hand")
    b.add(EMERALD, 0, "play", "home:0")
    b.add(EMERALD, 1, "play", "home:1")
    g = b.game(lib)
    offered = keys(g)
    assert not any(k.startswith(f"play|{hat}|") for k in offered)  # refused, not defaulted
    # a Resource with no placement rule at all goes home (305.1a), unread text or not
    assert f"play|{song}|home:0" in offered
    assert sum("the rules engine does not carry out" in text for _, _, text in g.log) == 2
