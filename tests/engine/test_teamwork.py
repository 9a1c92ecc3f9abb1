"""Teamwork (glossary): "Your other Friends here that share a Trait with this card also have
its other printed abilities." Judge scenarios on the real Teamwork cards of the shipped
card database: the board, the answers, the result."""

from __future__ import annotations

from engine.mlp.api import default_library
from engine.mlp.cards.model import Card, CardType, Color, Keyword
from engine.mlp.state.library import CardLibrary
from engine.mlp.table import mlp_table
from engine.mlp.values import power, teamwork
from tests.engine.helpers import Board, answer, keys, rules_cited

BOLT = "CG5"  # Bolt, Pivot: Earth Pony, Teamwork; "Main Phase: Pay [2] to ready this card."
BRAEBURN = "CG22"  # Braeburn, Appleloosan Apple: Earth Pony, Teamwork, Supportive 2
THUNDERLANE = "CG31"  # Thunderlane, Nerves of Steel: Pegasus, Teamwork; "This card can't be frightened."
RAVEN = "CG54"  # Raven, Event Organizer: Unicorn, Teamwork; +1 power when you play an Event
SPITFIRE = "CG193"  # Spitfire, Cloudsdale Captain: Pegasus, Teamwork; +1 power during its faceoffs
APPLEJACK = "CG194"  # Applejack, Carbo-Loader: Earth Pony, Teamwork; "Faceoff: Exhaust this card to flip..."
AMETHYST = "CG77"  # Amethyst Star, Calming Presence: Unicorn, Teamwork; "Troublemakers here have -1 power."
PEGASUS = "PR20"  # Sweetie Sunrise: a vanilla 1-power Pegasus
EARTH = "PR36"  # Apple Brown Betty: a vanilla 3-power Earth Pony
UNICORN = "PR54"  # Comet Tail: a vanilla 1-power Unicorn


def _game(b: Board, lib: CardLibrary | None = None, **top):
    return b.game(lib or default_library(), **top)


def test_teamwork_cards_are_implemented():
    """Every printed ability of these cards is recognised, so sharing is complete."""
    lib = default_library()
    for code in (BOLT, BRAEBURN, THUNDERLANE, RAVEN, SPITFIRE, APPLEJACK, AMETHYST, "CG17", "CG41",
                 "CG44", "CG51", "CG63", "CG81"):
        spec = lib.spec(lib.find(code).id)
        assert spec.status == "implemented", (code, spec.unsupported)


def test_continuous_ability_is_shared_until_the_friend_moves_away():
    """Teamwork, 702.1, 104.2: a Pegasus with Thunderlane here can't be frightened; an Earth
    Pony there can; once the Pegasus moves away it no longer has the ability."""
    b = Board()
    b.players[0]["tokens"] = 5
    b.add(THUNDERLANE, 0, "play", "problem:0")
    peg = b.add(PEGASUS, 0, "play", "problem:0")
    earth = b.add(EARTH, 0, "play", "problem:0")
    g = _game(b)
    g.frighten(peg)
    g.frighten(earth)
    assert not g.card(peg)["frightened"] and g.card(earth)["frightened"]
    assert "104.2" in rules_cited(g)
    answer(g, f"move|{peg}|home:0")
    g.frighten(peg)
    assert g.card(peg)["frightened"]


def test_continuous_power_ability_applies_from_the_sharing_friend():
    """Teamwork: "During faceoffs involving this card, this card has +1 power" on Spitfire
    gives a sharing Pegasus +1 during its own faceoff; Amethyst Star's "Troublemakers here
    have -1 power" applies once from her and once from a sharing Unicorn."""
    b = Board()
    b.add(SPITFIRE, 0, "play", "problem:0")
    peg = b.add(PEGASUS, 0, "play", "problem:0")
    g = _game(b)
    assert power.power(g, peg) == 1
    g.s["faceoff"] = {"kind": "problem", "areas": ["problem:0"], "challenger": 0, "tm": None,
                      "flipped": [[], []], "ignored": [], "flagged": [], "used": []}
    assert power.power(g, peg) == 2
    b = Board()
    b.add(AMETHYST, 0, "play", "problem:1")
    tm = b.add("PR157", 1, "play", "problem:1")  # Purple Parasprite, 4 power
    b.add(UNICORN, 0, "play", "problem:1")
    g = _game(b)
    assert power.power(g, tm) == 2


def test_triggered_ability_triggers_for_each_sharing_friend():
    """Teamwork, 704.1: Raven's "When you play an Event, this card gets +1 power" triggers
    for Raven and for the Unicorn sharing with her, each pumping itself; the Earth Pony there
    gets nothing. After the Unicorn moves home it no longer triggers."""
    b = Board()
    b.players[0]["tokens"] = 6
    raven = b.add(RAVEN, 0, "play", "problem:0")
    uni = b.add(UNICORN, 0, "play", "problem:0")
    earth = b.add(EARTH, 0, "play", "problem:0")
    b.add(PEGASUS, 0, "play", "home:0")  # a [Loyalty] character for Dig Deep to choose
    first = b.add("PR97", 0, "hand")  # Dig Deep, 1 cost event
    second = b.add("PR97", 0, "hand")
    g = _game(b)
    answer(g, f"play|{first}|event")
    while g.pending().kind != "priority":
        answer(g, keys(g)[0])
    assert power.power(g, raven) == 3 and power.power(g, uni) == 2 and power.power(g, earth) == 3
    answer(g, f"move|{uni}|home:0")
    answer(g, f"play|{second}|event")
    while g.pending().kind != "priority":
        answer(g, keys(g)[0])
    assert power.power(g, raven) == 4 and power.power(g, uni) == 2


def test_activated_ability_is_activated_on_the_sharing_friend():
    """Teamwork, 703.1: an exhausted Earth Pony with Bolt here may pay 2 to ready itself
    ("this card" is the Friend that has the ability); Bolt stays exhausted."""
    b = Board()
    b.players[0]["tokens"] = 2
    bolt = b.add(BOLT, 0, "play", "home:0", exhausted=True)
    earth = b.add(EARTH, 0, "play", "home:0", exhausted=True)
    peg = b.add(PEGASUS, 0, "play", "home:0", exhausted=True)
    g = _game(b)
    spec = g.spec(bolt)
    index = spec.activated[0][0]
    assert f"act|{bolt}|{index}" in keys(g)
    shared = f"act|{earth}|{index}|{bolt}"
    assert shared in keys(g) and not any(k.startswith(f"act|{peg}|") for k in keys(g))
    answer(g, shared)
    assert not g.card(earth)["exhausted"] and g.card(bolt)["exhausted"]
    assert g.s["players"][0]["tokens"] == 0


def test_faceoff_activated_ability_is_offered_to_the_sharing_friend():
    """Teamwork, 512: Applejack's "Faceoff: Exhaust this card to flip an additional card"
    on a sharing Earth Pony is offered in a faceoff window and exhausts that Friend."""
    b = Board()
    aj = b.add(APPLEJACK, 0, "play", "problem:0")
    earth = b.add(EARTH, 0, "play", "problem:0")
    tm = b.add("PR157", 1, "play", "problem:0")
    g = _game(b, phase="troublemaker", step="challenge")
    answer(g, f"challenge:{tm}")
    while g.pending().kind != "priority" or g.pending().player != 0:
        answer(g, keys(g)[0])
    index = g.spec(aj).activated[0][0]
    key = f"act|{earth}|{index}|{aj}"
    assert key in keys(g)
    flipped = len(g.s["faceoff"]["flipped"][0])
    answer(g, key)
    assert g.card(earth)["exhausted"] and not g.card(aj)["exhausted"]
    assert len(g.s["faceoff"]["flipped"][0]) == flipped + 1


def test_gained_abilities_do_not_chain_and_teamwork_itself_is_not_shared():
    """Teamwork, 701.1: Bolt and Braeburn share with each other and with an Earth Pony; the
    Earth Pony has Bolt's ability once (from Bolt, not again through Braeburn, who only
    gained it) and Braeburn's Supportive 2, but not Teamwork."""
    b = Board()
    b.players[0]["tokens"] = 4
    bolt = b.add(BOLT, 0, "play", "home:0", exhausted=True)
    braeburn = b.add(BRAEBURN, 0, "play", "home:0", exhausted=True)
    earth = b.add(EARTH, 0, "play", "home:0", exhausted=True)
    g = _game(b)
    mine = [k for k in keys(g) if k.startswith(f"act|{earth}|")]
    assert mine == [f"act|{earth}|{g.spec(bolt).activated[0][0]}|{bolt}"]
    assert any(k.startswith(f"act|{braeburn}|") for k in keys(g))
    kw = power.keywords(g, earth)
    assert "Supportive" in kw and "Teamwork" not in kw
    assert "Supportive" in power.keywords(g, bolt)


CHAIN = [
    Card(id="test-TW1", set_code="TW", set_name="Test", number="1", rarity="C", type=CardType.FRIEND,
         title="Test TW1", colors=(Color.BLUE,), power=1, cost=1, traits=("Pegasus",),
         keywords=(Keyword("Teamwork"), Keyword("Stubborn"))),
    Card(id="test-TW2", set_code="TW", set_name="Test", number="2", rarity="C", type=CardType.FRIEND,
         title="Test TW2", colors=(Color.BLUE,), power=1, cost=1, traits=("Pegasus", "Unicorn"),
         keywords=(Keyword("Teamwork"), Keyword("Swift"))),
]


def test_a_friend_sharing_only_with_the_second_teamwork_card_gets_only_its_printed_abilities():
    """Teamwork, 701.1: A (Pegasus, Stubborn) shares with B (Pegasus Unicorn, Swift); C, a
    Unicorn, shares only with B, so C gets Swift but not the Stubborn B gained from A."""
    lib = CardLibrary([*default_library().cards(), *CHAIN], version="test-teamwork")
    b = Board()
    b.add("test-TW1", 0, "play", "home:0")
    two = b.add("test-TW2", 0, "play", "home:0")
    uni = b.add(UNICORN, 0, "play", "home:0")
    g = _game(b, lib)
    assert "Stubborn" in power.keywords(g, two)
    assert "Swift" in power.keywords(g, uni) and "Stubborn" not in power.keywords(g, uni)


def test_a_frightened_or_moved_teamwork_card_stops_sharing():
    """Teamwork, 504.1, 505.1a: a frightened Teamwork card has no abilities to share; a
    Friend no longer "here" loses them too."""
    b = Board()
    b.players[0]["tokens"] = 5
    bolt = b.add(BOLT, 0, "play", "home:0")
    earth = b.add(EARTH, 0, "play", "home:0", exhausted=True)
    g = _game(b)
    assert any(k.startswith(f"act|{earth}|") for k in keys(g))
    answer(g, f"move|{bolt}|problem:0")
    assert not any(k.startswith(f"act|{earth}|") for k in keys(g))
    b = Board()
    b.add(BRAEBURN, 0, "play", "home:0", frightened=True)
    earth = b.add(EARTH, 0, "play", "home:0")
    g = _game(b)
    assert "Supportive" not in power.keywords(g, earth)


def test_triggered_ability_with_a_cost_works_for_the_teamwork_card_and_the_sharing_friend():
    """Teamwork, 707.2a: Ms. Harshwhinny's "When you confront this card's Problem, you may
    exhaust this card and pay [1] to move an opposing character at this card's Problem home"
    triggers for her and for an Earth Pony sharing with her; each pays its own cost."""
    b = Board()
    b.players[0]["tokens"] = 2
    b.cards[b.mane[0] - 1]["area"] = "problem:0"
    harsh = b.add("CG50", 0, "play", "problem:0")
    earth = b.add(EARTH, 0, "play", "problem:0")
    b.add(PEGASUS, 0, "play", "problem:0")  # Cloudbursting needs [Loyalty]
    first = b.add(PEGASUS, 1, "play", "problem:0")
    second = b.add(PEGASUS, 1, "play", "problem:0")
    g = _game(b, phase="score", step="confront")
    for _ in range(12):
        if g.pending().kind == "may":
            answer(g, "yes")
        elif g.pending().kind in ("trigger_order", "target"):
            answer(g, keys(g)[0])
        else:
            break
    assert g.card(first)["area"] == "home:1" and g.card(second)["area"] == "home:1"
    assert g.card(harsh)["exhausted"] and g.card(earth)["exhausted"]
    assert g.s["players"][0]["tokens"] == 0


def test_helia_may_banish_a_friend_at_the_problem_after_winning_a_problem_faceoff():
    b = Board()
    b.players[0]["tokens"] = 2
    b.cards[b.mane[0] - 1]["area"] = "problem:0"
    helia = b.add("CG65", 0, "play", "problem:0")
    b.add(PEGASUS, 0, "play", "problem:0")  # Cloudbursting needs [Loyalty]
    for _ in range(3):
        b.add(EARTH, 0, "play", "problem:0")
    theirs = [b.add(EARTH, 1, "play", "problem:0") for _ in range(2)]
    g = _game(b, phase="score", step="confront")
    for _ in range(40):
        if g.pending().kind == "may":
            break
        answer(g, "pass" if "pass" in keys(g) else keys(g)[0])
    assert "514.5c" in rules_cited(g)
    answer(g, "yes")
    answer(g, f"card:{theirs[0]}")
    assert theirs[0] not in g.s["cards"] and g.card(helia)["exhausted"] and g.s["players"][0]["tokens"] == 0


def test_leaves_play_trigger_is_shared_and_works_after_the_friend_left():
    """Teamwork, 704.1: Trenderhoof's "When this card leaves play, you may pay [1] to put
    another card from your discard pile into your hand" is an ability a sharing Unicorn has
    as it leaves play; it triggers for that Unicorn."""
    b = Board()
    b.players[0]["tokens"] = 1
    b.players[1]["tokens"] = 2
    trenderhoof = b.add("CG75", 1, "play", "home:1")
    uni = b.add(UNICORN, 1, "play", "home:1")
    old = b.add(EARTH, 1, "discard")
    b.add(EARTH, 0, "play", "home:0")  # [Laughter] power for the Event
    invitation = b.add("PR113", 0, "hand")  # Here's Your Invitation!: dismiss a Friend with 1 power or less
    g = _game(b)
    answer(g, f"play|{invitation}|event")  # the only target: the Unicorn
    assert uni not in g.s["cards"] and g.pending().kind == "may" and g.pending().player == 1
    answer(g, "yes")
    hand = [g.card(i)["card"] for i in g.s["players"][1]["hand"]]
    assert hand.count(g.lib.find(EARTH).id) == 1 and old not in g.s["cards"]
    # the text it shares, by Trenderhoof's number, and the Unicorn that had it (gone: by its name)
    assert [text for _, _, text in g.log if text.startswith("P1 pays")] == [
        f"P1 pays 1 action token (by the text of {g.name(trenderhoof)}, which Comet Tail, Hale Bopper has by "
        "Teamwork)"]


def test_a_friend_dismissed_with_trenderhoof_keeps_its_shared_leaves_play_text():
    """Teamwork, 704.1b, 410.6a: Plunderseeds in Ponyville's "dismiss all Friends with 2 or less
    power" takes Trenderhoof and the Unicorn sharing its "When this card leaves play, you may
    pay [1] to put another card from your discard pile into your hand" out together, so the
    Unicorn still has that text as it leaves, though Trenderhoof (first in play) left before
    it: the text triggers twice."""
    from tests.engine.card_play import problem_enters

    b = Board()
    b.add("CG75", 0, "play", "home:0")
    b.add(UNICORN, 0, "play", "home:0")
    b.add(EARTH, 0, "discard")
    g = problem_enters(b, "AD184")
    asked = []
    while g.pending().kind != "priority":
        asked.append(g.pending().prompt)
        answer(g, "no" if g.pending().kind == "may" else keys(g)[0])
    assert asked == ["Trenderhoof, Travel Writer: Pay [1] to put another card from your discard pile into your "
                     "hand? (712.3)"] * 2, asked


def test_a_friend_entering_play_here_has_the_ability_as_it_enters():
    """Teamwork, 706.1c-d: a Pegasus played to the Problem where Backup Racer is has its
    "When this card enters play at a Problem, you may send it home to put an opponent's
    Friend there with cost less than or equal to this card's cost into its owner's hand"
    as it enters play, so it triggers for the new Friend (cost 1: only the cheap Friend)."""
    b = Board()
    b.players[0]["tokens"] = 3
    b.add("CG199", 0, "play", "problem:1")
    cheap = b.add(PEGASUS, 1, "play", "problem:1")
    b.add(EARTH, 1, "play", "problem:1")
    card = b.add(PEGASUS, 0, "hand")
    g = _game(b)
    answer(g, f"play|{card}|problem:1")
    assert g.pending().kind == "may"
    answer(g, "yes")
    assert len([i for i in g.at("home:0") if g.card(i)["card"] == g.lib.find(PEGASUS).id]) == 1
    assert cheap not in g.s["cards"] and len(g.s["players"][1]["hand"]) == 1
    assert any(g.as_written("is sent from problem:1 to home:0") in text for _, _, text in g.log)


def test_shared_continuous_ability_checks_the_sharing_friends_own_state():
    """Teamwork, 708.2a: Press Pass's "While this card is ready, your opponent needs +1 power
    to confront this card's Problem" applies from a sharing Unicorn while that Unicorn is
    ready: +2 with both ready, +1 once the Unicorn is exhausted."""
    b = Board()
    b.add("CG44", 0, "play", "problem:0")
    uni = b.add(UNICORN, 0, "play", "problem:0")
    g = _game(b)
    assert power.requirements(g, 1, "problem:0") == [("wild", None, 4 + 2)]  # Cloudbursting: 4 for opponents
    g.exhaust(uni)
    assert power.requirements(g, 1, "problem:0") == [("wild", None, 4 + 1)]


def test_claudes_control_ability_is_activated_by_a_sharing_unicorn_using_its_own_power():
    """Teamwork, 513, 410.6a: a Unicorn sharing with Claude may retire itself to gain control
    of an opponent's Friend with power up to *its own* power (1 here), not Claude's (3)."""
    b = Board()
    claude = b.add("CG195", 0, "play", "home:0")
    uni = b.add(UNICORN, 0, "play", "home:0")
    small = b.add(PEGASUS, 1, "play", "problem:1")  # 1 power
    b.add(EARTH, 1, "play", "problem:1")  # 3 power: too strong for the Unicorn
    g = _game(b)
    index = g.spec(claude).activated[0][0]
    answer(g, f"act|{uni}|{index}|{claude}")
    while g.pending().kind != "priority":
        assert all(not k.endswith(str(b.cards[-1]["iid"])) for k in keys(g))
        answer(g, keys(g)[0])
    assert uni not in g.s["cards"] and claude in g.s["cards"]
    assert g.card(small)["ctrl"] == 0


def _raven_at_un_unicorned(spring_step: bool):
    """P0's Raven (2 power) and a Unicorn (1 power) at P1's AD191 Un-Unicorned ("Characters
    here lose and can't gain abilities"), with P0's CG73 Spring Step, Multitalented (4 power with a counter:
    "While this card has power higher than any other Friend here, this card's Problem loses
    and can't have abilities") there too, older than the Problem (711.5: it applies first), if
    `spring_step`; two Dig Deeps (1-cost Events) in P0's hand."""
    b = Board(problems=("PR168", "AD191"))
    b.players[0]["tokens"] = 6
    b.cards[b.problem[1] - 1]["ts"] = 10
    raven = b.add(RAVEN, 0, "play", "problem:1")
    uni = b.add(UNICORN, 0, "play", "problem:1")
    spring = b.add("CG73", 0, "play", "problem:1", ts=5, counters={"power": 1}) if spring_step else None
    home = b.add(PEGASUS, 0, "play", "home:0")  # the [Loyalty] character Dig Deep chooses
    events = [(b.add("PR97", 0, "hand"), home) for _ in range(2)]
    return _game(b), raven, uni, spring, events


def _play_event(g, event: tuple[int, int]) -> None:
    """Play Dig Deep ("Choose a [Loyalty] or [Generosity] character. That character gets +1
    [Loyalty] and +1 [Generosity] ..."), choosing the Pegasus at home."""
    answer(g, f"play|{event[0]}|event")
    if g.pending().kind == "target":
        answer(g, f"card:{event[1]}")
    while g.pending().kind != "priority":
        answer(g, keys(g)[0])


def test_ad191_un_unicorned_a_unicorn_that_lost_its_abilities_has_none_of_ravens_by_teamwork():
    """711.4: cards that lose and can't have abilities neither share theirs nor have another's:
    Raven's "When you play an Event, this card gets +1 power" triggers for neither Raven nor
    the Unicorn at Un-Unicorned."""
    g, raven, uni, _, events = _raven_at_un_unicorned(spring_step=False)
    assert {raven, uni} <= g.lost_abilities() and teamwork.shares(g) == {}
    _play_event(g, events[0])
    assert power.power(g, raven) == 2 and power.power(g, uni) == 1


def test_cg73_spring_step_gives_back_the_abilities_raven_shares_and_takes_them_again_as_power_changes():
    """Spring Step takes Un-Unicorned's abilities: Raven and the Unicorn have theirs, and the
    Unicorn has Raven's by Teamwork (both get +1 for an Event). A power change that leaves the
    board as it was (Raven +2 until the end of the turn: 5 power, against 4) ends Spring Step's
    condition; Un-Unicorned takes every character's abilities there again, and what Teamwork
    shares is read with that at once, as the plain computation from the board gives it."""
    g, raven, uni, spring, events = _raven_at_un_unicorned(spring_step=True)
    assert g.problem_card("problem:1") in g.lost_abilities()
    assert teamwork.shares(g) == {uni: (raven,)}
    _play_event(g, events[0])
    assert power.power(g, raven) == 3 and power.power(g, uni) == 2
    assert teamwork.shares(g) == {uni: (raven,)}  # (kept)
    g.add_mod("power", raven, 2)
    assert teamwork.shares(g) == {} == teamwork._compute(g, g.lost_abilities())
    assert {raven, uni, spring} <= g.lost_abilities()
    _play_event(g, events[1])
    assert power.power(g, raven) == 5 and power.power(g, uni) == 2


FLAMINGO = "CG81"  # Flamingo, Hot Pink: Critter, Teamwork, Supportive 1
BEE_SUIT = "AD124"  # Bee Suit: "Play on a Friend. That Friend is a Critter."
PHILOMENA = "PR207"  # Philomena, Bird of a Feather: "... your other Friends at that Problem get the Critter trait during any Score Phase."


def test_a_trait_another_card_gives_is_shared_with_a_teamwork_card():
    """Teamwork, 207: Sweetie Sunrise (a Pegasus) wearing Bee Suit is a Critter, so it shares a
    trait with Flamingo (Teamwork Critter) beside it and has Flamingo's Supportive 1."""
    b = Board()
    b.add(FLAMINGO, 0, "play", "problem:0")
    pegasus = b.add(PEGASUS, 0, "play", "problem:0")
    b.add(BEE_SUIT, 0, "play", "problem:0", host=pegasus)
    g = _game(b)
    assert power.keywords(g, pegasus) == {"Supportive": 1}


def test_a_trait_given_during_the_score_phase_shares_with_a_teamwork_card_only_then():
    """Teamwork, 207: beside Philomena and Flamingo, Sweetie Sunrise is a Critter during the Score
    Phase only, and has Flamingo's Supportive 1 only then."""
    b = Board()
    b.add(FLAMINGO, 0, "play", "problem:0")
    b.add(PHILOMENA, 0, "play", "problem:0")
    pegasus = b.add(PEGASUS, 0, "play", "problem:0")
    g = _game(b)
    assert power.keywords(g, pegasus) == {}
    rules = mlp_table()
    rules.advance_until(g, "end-of-phase")  # the end of the Main Phase
    rules.advance_until(g, "end-of-phase")
    assert rules.stage(g)[1] == "score"
    assert power.keywords(g, pegasus) == {"Supportive": 1}
    rules.advance_until(g, "end-of-turn")
    assert rules.stage(g)[1] == "end"
    assert power.keywords(g, pegasus) == {}


def test_an_ability_had_by_teamwork_names_the_card_printing_it_and_the_friend_having_it():
    """Judge scenario (Teamwork, 704.1, 705.2e; whole-pool games): two Ravens and a Unicorn at
    one Problem. Each Raven has the other's printed ability by Teamwork, and the Unicorn has
    both. The order question and the log credited a shared trigger to the Friend having it
    ("Raven #26 gets +1 power (by the text of Raven #26)") or to the Teamwork card by its name
    alone ("by the text of Raven, Event Organizer"), so no one could tell which card's text did
    what. Each now names the Teamwork card by its number and the Friend that has its text."""
    b = Board()
    b.players[0]["tokens"] = 6
    first_raven = b.add(RAVEN, 0, "play", "problem:0")
    second_raven = b.add(RAVEN, 0, "play", "problem:0")
    uni = b.add(UNICORN, 0, "play", "problem:0")
    b.add(PEGASUS, 0, "play", "home:0")  # a [Loyalty] character for Dig Deep to choose
    dig = b.add("PR97", 0, "hand")
    g = _game(b)
    answer(g, f"play|{dig}|event")
    assert g.pending().kind == "trigger_order"
    raven, other_raven, comet = g.name(first_raven), g.name(second_raven), g.name(uni)
    text = "When you play an Event, this card gets +1 power until the end of the turn."
    assert sorted(o.label for o in g.pending().options) == sorted([
        f"{raven}: {text}", f"{other_raven}: {text}",
        f"{other_raven} (by Teamwork from {raven}): {text}", f"{raven} (by Teamwork from {other_raven}): {text}",
        f"{comet} (by Teamwork from {raven}): {text}", f"{comet} (by Teamwork from {other_raven}): {text}"])
    while g.pending().kind != "priority":
        answer(g, keys(g)[0])
    lines = [text for _, rule, text in g.log if rule == "708.2" and "Dig Deep" not in text]
    gets = "gets +1 power until the end of the turn (by the text of"
    assert sorted(lines) == sorted([
        f"{raven} {gets} {raven})", f"{other_raven} {gets} {other_raven})",
        f"{other_raven} {gets} {raven}, which {other_raven} has by Teamwork)",
        f"{raven} {gets} {other_raven}, which {raven} has by Teamwork)",
        f"{comet} {gets} {raven}, which {comet} has by Teamwork)",
        f"{comet} {gets} {other_raven}, which {comet} has by Teamwork)"])


def test_an_activated_ability_had_by_teamwork_names_the_card_printing_it():
    """The same for an activated ability (703.1): the option, the activation and what it does
    name Bolt by its number and the Earth Pony that has her text."""
    b = Board()
    b.players[0]["tokens"] = 2
    bolt = b.add(BOLT, 0, "play", "home:0", exhausted=True)
    earth = b.add(EARTH, 0, "play", "home:0", exhausted=True)
    g = _game(b)
    index = g.spec(bolt).activated[0][0]
    key = f"act|{earth}|{index}|{bolt}"
    assert next(o.label for o in g.pending().options if o.key == key) == \
        f"{g.name(earth)} (by Teamwork from {g.name(bolt)}): Main Phase: Pay [2] to ready this card."
    answer(g, key)
    assert f"703.1: P0 activates the ability {g.name(earth)} has by Teamwork from {g.name(bolt)}\n" in \
        "\n".join(f"{rule}: {text}" for _, rule, text in g.log) + "\n"
    assert f"{g.name(earth)} is readied (by the text of {g.name(bolt)}, which {g.name(earth)} has by Teamwork)" in \
        [text for _, _, text in g.log]
