"""Keywords without a number given to a card that has them already: each instance is an
ability of its own (701.2a), so those whose meaning adds up or triggers count once for each."""

from __future__ import annotations

from engine.mlp.api import default_library
from engine.mlp.values import power
from engine.mlp.view import card_detail
from tests.engine.helpers import Board, answer, keys

PIRATE_CREW = "SB10"  # Pirate Crew, Air Privateers: Swift; "Your other characters have Swift."
SAFARI_HAT = "LL106"  # Daring Do's Safari Hat: "Play on a Friend. That Friend has Swift. ..."
AUNT_ORANGE = "EO64"  # Aunt Orange: Showy 1
LUNA = "EO99"  # Princess Luna, Night's Steward: "Your other Friends here have Diligent 1."
GRANNY_SMITH = "MT17"  # Granny Smith, Family Founder: Earth Pony, Diligent 3


def test_pirate_crew_wearing_daring_dos_safari_hat_pays_two_less_to_move():
    """701.2a, Glossary (Swift: "You pay -1 to move this card"; Showy X: "Opponents must pay
    +X to move characters to this card's Problem"), 609.2b: Pirate Crew, printed with Swift,
    wearing Daring Do's Safari Hat has Swift twice, so moving it to P1's Problem, where Aunt
    Orange (Showy 1) is, costs 2 + 1 - 2 = 1, and P0 with 1 action token may move it there."""
    b = Board()
    b.players[0] = {"tokens": 1}
    crew = b.add(PIRATE_CREW, 0, "play", "home:0")
    b.add(SAFARI_HAT, 0, "play", "home:0", host=crew)
    b.add(AUNT_ORANGE, 1, "play", "problem:1")
    g = b.game(default_library())
    assert power.move_cost(g, 0, crew, "problem:1") == 1
    assert power.move_cost_made_of(g, 0, crew, "problem:1") == [(b.cards[-1]["iid"], 1), (crew, -2)]
    assert any(k.startswith("move") and "problem:1" in k for k in keys(g))


OPALESCENCE = "MT44"  # Opalescence, Best Cat: "While with another one of your [Generosity] Friends, this card has Prepared."
RARITY = "PR79"  # a [Generosity] Friend
DETECTIVE_DUDS = "MT98"  # "Play on a Friend. That Friend has +3 power and Prepared."


def test_opalescence_wearing_detective_duds_gains_a_token_for_each_prepared():
    """701.2a, Glossary (Prepared: "When an opponent starts a faceoff here, gain [1]"):
    Opalescence, Best Cat beside Rarity has Prepared, and Detective Duds on her gives her a
    second instance; both trigger as P0 challenges P1's Troublemaker there: P1 gains 2."""
    b = Board()
    cat = b.add(OPALESCENCE, 1, "play", "problem:0")
    b.add(RARITY, 1, "play", "problem:0")
    b.add(DETECTIVE_DUDS, 1, "play", "problem:0", host=cat)
    for _ in range(6):
        b.add("PR20", 0, "play", "problem:0")
    tm = b.add("PR157", 1, "play", "problem:0")
    g = b.game(default_library(), phase="troublemaker", step="challenge")
    answer(g, f"challenge:{tm}")
    while g.pending().kind != "priority" and g.s["players"][1]["tokens"] < 2:
        answer(g, keys(g)[0])
    assert g.s["players"][1]["tokens"] == 2


def _panel_keywords(g, iid: int) -> str | None:
    return dict(card_detail(g, iid).facts).get("Keywords")


def test_the_card_panel_shows_each_instance_of_a_keyword_as_the_rules_count_it():
    """701.2a: Granny Smith, Family Founder (Diligent 3) beside Princess Luna, Night's Steward
    ("Your other Friends here have Diligent 1") triggers once for 3 and once for 1, so the
    panel shows both instances, not "Diligent 4"; Pirate Crew wearing Daring Do's Safari Hat
    shows its printed Swift and the Hat's."""
    b = Board()
    luna = b.add(LUNA, 0, "play", "problem:0")
    granny = b.add(GRANNY_SMITH, 0, "play", "problem:0")
    crew = b.add(PIRATE_CREW, 1, "play", "home:1")  # (P1's: Granny Smith is not one of its other characters)
    hat = b.add(SAFARI_HAT, 1, "play", "home:1", host=crew)
    g = b.game(default_library())
    assert _panel_keywords(g, granny) == f"Diligent 3, Diligent 1 (given by {g.name(luna)})"
    assert _panel_keywords(g, crew) == f"Swift, Swift (given by {g.name(hat)})"
