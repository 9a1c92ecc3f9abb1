"""Judge scenarios where continuous effects of several cards meet on one card: keywords
given by more than one text, traits given by one text read by another. The cards are the
real ones of the shipped card database; each test names them and the rule."""

from __future__ import annotations

from engine.mlp.api import default_library
from engine.mlp.values import power
from tests.engine.helpers import Board

CELAENO = "SB8"  # Captain Celaeno, Corsair Captain: Pirate, Competitive 2; "Your other Pirates have Competitive 2."
RD_AND_CELAENO = "SB14"  # Rainbow Dash & Captain Celaeno, En Guarde!: Pegasus Pirate, Competitive 3
LUNA = "EO99"  # Princess Luna, Night's Steward: "Your other Friends here have Diligent 1."
GRANNY_SMITH = "MT17"  # Granny Smith, Family Founder: Earth Pony, Diligent 3
BRAEBURN = "CG22"  # Braeburn, Appleloosan Apple: Earth Pony, Teamwork, Supportive 2
MRS_CAKE = "CN94"  # Mrs. Cake: Earth Pony, Supportive 1


def test_a_smaller_keyword_given_by_another_card_never_lowers_a_printed_one():
    """Glossary (Competitive X, Diligent X): Celaeno giving Competitive 2 to Rainbow Dash &
    Captain Celaeno, printed with Competitive 3, and Luna giving Diligent 1 to Granny Smith,
    printed with Diligent 3, add an ability; they take nothing away. The engine holds one
    instance of a keyword, the greater number (as a modifier giving one does)."""
    b = Board()
    b.add(CELAENO, 0, "play", "problem:0")
    pirate = b.add(RD_AND_CELAENO, 0, "play", "problem:0")
    b.add(LUNA, 0, "play", "problem:0")
    granny = b.add(GRANNY_SMITH, 0, "play", "problem:0")
    g = b.game(default_library())
    assert power.keywords(g, pirate)["Competitive"] == 3
    assert power.keywords(g, granny)["Diligent"] == 3


def test_teamwork_shares_a_greater_number_of_a_keyword_the_friend_has():
    """Teamwork (glossary): Mrs. Cake (Supportive 1) beside Braeburn (Teamwork, Supportive 2,
    both Earth Ponies) also has Braeburn's printed Supportive 2: the greater one counts."""
    b = Board()
    b.add(BRAEBURN, 0, "play", "problem:0")
    cake = b.add(MRS_CAKE, 0, "play", "problem:0")
    g = b.game(default_library())
    assert power.keywords(g, cake)["Supportive"] == 2
