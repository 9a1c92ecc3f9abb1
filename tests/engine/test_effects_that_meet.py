"""Judge scenarios where continuous effects of several cards meet on one card: keywords
given by more than one text, traits given by one text read by another. The cards are the
real ones of the shipped card database; each test names them and the rule."""

from __future__ import annotations

from engine.mlp.api import default_library
from engine.mlp.cards.model import Card, CardType, Color
from engine.mlp.state.library import CardLibrary
from engine.mlp.values import power
from tests.engine.card_play import settle, win_faceoff
from tests.engine.helpers import Board, log_text

CELAENO = "SB8"  # Captain Celaeno, Corsair Captain: Pirate, Competitive 2; "Your other Pirates have Competitive 2."
RD_AND_CELAENO = "SB14"  # Rainbow Dash & Captain Celaeno, En Guarde!: Pegasus Pirate, Competitive 3
LUNA = "EO99"  # Princess Luna, Night's Steward: "Your other Friends here have Diligent 1."
GRANNY_SMITH = "MT17"  # Granny Smith, Family Founder: Earth Pony, Diligent 3
BRAEBURN = "CG22"  # Braeburn, Appleloosan Apple: Earth Pony, Teamwork, Supportive 2
MRS_CAKE = "CN94"  # Mrs. Cake: Earth Pony, Supportive 1


def test_a_keyword_given_to_a_card_that_has_it_adds_its_number():
    """701.2a (keywords are always separate abilities), 701.1 (a card's abilities include any
    text added to it by modifiers): Celaeno giving Competitive 2 to Rainbow Dash & Captain
    Celaeno, printed with Competitive 3, and Luna giving Diligent 1 to Granny Smith, printed
    with Diligent 3, give each card a second instance: +3 and +2 power in a faceoff,
    Competitive 5; Diligent 3 and 1."""
    b = Board()
    b.add(CELAENO, 0, "play", "problem:0")
    pirate = b.add(RD_AND_CELAENO, 0, "play", "problem:0")
    b.add(LUNA, 0, "play", "problem:0")
    granny = b.add(GRANNY_SMITH, 0, "play", "problem:0")
    g = b.game(default_library())
    assert power.keywords(g, pirate)["Competitive"] == 5
    assert power.keywords(g, granny)["Diligent"] == 4
    assert power.keyword_instances(g, granny, "Diligent") == [3, 1]


def test_granny_smith_given_diligent_by_princess_luna_gets_the_counters_of_both_instances():
    """701.2a, Glossary (Diligent X: "When you win a faceoff involving this card, put X +1 power
    counters on this card"): Granny Smith, Family Founder (Diligent 3) beside Princess Luna,
    Night's Steward ("Your other Friends here have Diligent 1") has both abilities, each
    triggering as P0 wins the faceoff: 3 and 1 counters, 4 in all."""
    b = Board()
    b.players[0] = {"tokens": 9}
    b.add(LUNA, 0, "play", "problem:0")
    granny = b.add(GRANNY_SMITH, 0, "play", "problem:0")
    g = win_faceoff(b)
    settle(g, "pass", until=lambda g: g.s["faceoff"] is None and g.pending().kind == "priority")
    assert "P0 defeats" in log_text(g)
    assert g.card(granny)["counters"] == {"power": 4}


def test_teamwork_shares_a_keyword_the_friend_has_as_a_second_instance():
    """Teamwork (glossary), 701.2a: Mrs. Cake (Supportive 1) beside Braeburn (Teamwork,
    Supportive 2, both Earth Ponies) also has Braeburn's printed Supportive 2: both count,
    Supportive 3."""
    b = Board()
    b.add(BRAEBURN, 0, "play", "problem:0")
    cake = b.add(MRS_CAKE, 0, "play", "problem:0")
    g = b.game(default_library())
    assert power.keywords(g, cake)["Supportive"] == 3



RAINBOW_BLAZE = "CN17"  # Rainbow Blaze, Dashing Mentor: [Loyalty] (blue), Supportive 2
CHIC_BERET = "CN135"  # Chic Beret: "Play on a Friend. That Friend has +1 power and is also [Generosity]."
DRAINED = "AD166"  # Twilight Sparkle, Drained: "Opposing characters at this card's Problem lose and can't have colors."


def test_supportive_reads_the_colors_the_friend_and_mane_have_now():
    """Glossary (Supportive X), 711.4: Rainbow Blaze ([Loyalty], Supportive 2) wearing Chic Beret is
    also [Generosity], so it shares a color with P0's Mane Character Rarity ([Generosity]) beside
    it: 2 + 1 + 2 power."""
    b = Board(manes=("PR5", "PR2"))
    b.cards[b.mane[0] - 1]["area"] = "problem:0"
    blaze = b.add(RAINBOW_BLAZE, 0, "play", "problem:0")
    b.add(CHIC_BERET, 0, "play", "problem:0", host=blaze)
    g = b.game(default_library())
    assert power.power(g, blaze) == 5


def test_supportive_adds_nothing_once_drained_took_the_colors_away():
    """Glossary (Supportive X), 711.4: Rainbow Blaze beside P1's Mane Character Rainbow Dash (both
    [Loyalty]) at P0's Twilight Sparkle, Drained's Problem: neither has a color to share, so
    Rainbow Blaze has its printed 2 power."""
    b = Board(manes=("PR4", "PR1"))
    b.cards[b.mane[1] - 1]["area"] = "problem:1"
    blaze = b.add(RAINBOW_BLAZE, 1, "play", "problem:1")
    g = b.game(default_library())
    assert power.power(g, blaze) == 4
    b.add(DRAINED, 0, "play", "problem:1")
    g = b.game(default_library())
    assert power.colors(g, blaze) == () and power.power(g, blaze) == 2


TANK = "MT13"  # Tank, Best Tortoise: "While with another one of your [Loyalty] Friends, this card has Competitive 2."


def test_a_condition_on_another_friends_color_reads_the_colors_it_has_now():
    """711.4, Twilight Sparkle, Drained: Tank beside Rainbow Blaze ([Loyalty]) has Competitive 2;
    at P0's Drained's Problem Rainbow Blaze has no color, so Tank is not with a [Loyalty] Friend."""
    b = Board()
    tank = b.add(TANK, 1, "play", "problem:1")
    b.add(RAINBOW_BLAZE, 1, "play", "problem:1")
    g = b.game(default_library())
    assert power.keywords(g, tank) == {"Competitive": 2}
    b.add(DRAINED, 0, "play", "problem:1")
    g = b.game(default_library())
    assert power.keywords(g, tank) == {}


def test_a_condition_on_your_mane_characters_color_reads_the_colors_it_has_now():
    """711.4, Twilight Sparkle, Drained: a Friend whose text reads "While your Mane Character is
    [Loyalty], this card has +1 power." (a test card) has it beside Rainbow Dash ([Loyalty]), and
    not once Rainbow Dash is at P0's Drained's Problem, where it has no color."""
    card = Card(id="test-mane-color", set_code="TS", set_name="Test", number="1", rarity="C",
                type=CardType.FRIEND, title="Test Friend", subtitle="", colors=(Color.WHITE,), power=2, cost=1,
                traits=("Unicorn",), keywords=(),
                text="While your Mane Character is [Loyalty], this card has +1 power.")
    lib = CardLibrary([*default_library().cards(), card], version="test-mane-color")
    b = Board(manes=("PR4", "PR1"))
    b.cards[b.mane[1] - 1]["area"] = "problem:1"
    friend = b.add("TS1", 1, "play", "home:1")
    assert power.power(b.game(lib), friend) == 3
    b.add(DRAINED, 0, "play", "problem:1")
    assert power.power(b.game(lib), friend) == 2
