"""Cards of the first sets (Premiere, Canterlot Nights, The Crystal Games, Absolute Discord)
a judge played on boards where their text matters, and what was found wrong there."""

from __future__ import annotations

from engine.mlp.table import mlp_table
from engine.mlp.values import power
from tests.engine.card_play import problem_faceoff, under
from tests.engine.helpers import Board, answer, keys, log_text, pass_once, shipped_game

LILAC = "PR88"  # Lilac Links: "Exhaust this card and choose a Friend ... with a Resource attached
#                 to it to give that Friend -5 power until the end of the faceoff."
HARD_HAT = "PR139"  # a Resource played on a Friend
FOCUSED_STUDY = "PR137"  # "Play on a Problem." / "Your opponent may not play Friends with 2 power or
#                          less to this Problem."
DAZZLING_JACKET = "CG130"  # "While that Friend has power higher than any other Friend here, Friends
#                            can't be moved to this card's Problem."
BAGS_VALET = "CN27"  # "Score Phase: Exhaust one of your Resources at home to give this card +2 power ..."
ECLAIR = "CN13"  # Eclair Crème: "Score Phase: Exhaust another one of your Friends and pay [1] to ..."
THORN = "PR161"  # A Thorn in His Paw
SNAILS = "CN49"  # Snails, Deep Thinker
TRIXIE = "AD49"  # Trixie, Big Boaster
COIFFURE = "PR133"  # Tangled Coiffure: "Play on an opponent's Friend." / "Your opponent can't move this Friend."


def _to_faceoff_priority(g) -> None:
    """Pass until P0 holds priority inside the faceoff."""
    for _ in range(10):
        if g.s["faceoff"] is not None and g.pending().kind == "priority" and g.pending().player == 0:
            return
        pass_once(g)
    raise AssertionError("no faceoff started")


# ----- 105.2: a Friend below 0 power adds 0 to a faceoff's power total ----------------------------


def test_pr88_lilac_links_friend_below_zero_adds_nothing_to_the_power_total():
    """Red Gala (2) gets -5 from Lilac Links: its power is -3 (105.2 keeps it negative while its
    power is worked out), but it adds 0 to its controller's power total, as it would to
    confronting. P1's total is Applejack 1 + Blue Moon 2 + a flipped 1, not 1; P0's is
    Twilight 1 + two Blue Moons 4 + a flipped 1 (Lilac Links, exhausted, adds nothing)."""
    b, _, theirs, _ = problem_faceoff(p0=("PR60", "PR60"), p1=("PR33", "PR60"))
    lilac = b.add(LILAC, 0, "play", "problem:1")
    b.add(HARD_HAT, 1, "play", "problem:1", host=theirs[0])
    g = shipped_game(b, phase="score", step="confront")
    _to_faceoff_priority(g)
    answer(g, f"act|{lilac}|0")  # the only Friend with a Resource: Red Gala
    assert f"Red Gala, Favorite Cousin #{theirs[0]} gets -5 power" in log_text(g)
    assert "Power totals: P0 6, P1 4" in log_text(g)
    assert "P0 wins the Problem faceoff by 2" in log_text(g)


# ----- why not: a card's text that keeps a Friend from a Problem is the reason named -----------------


def test_pr137_why_not_names_focused_study_for_a_small_friend_kept_from_its_problem():
    """P1's Focused Study on P0's Problem: P0's Sweetie Sunrise (1 power) is offered at home and
    at P1's Problem, not at P0's; asked why, the judge is told Focused Study's text, not the
    placement rule (which allows a Problem)."""
    b = Board()
    b.players[0]["tokens"] = 6
    b.add(FOCUSED_STUDY, 1, "play", "problem:0", host=b.problem[0])
    sunrise = b.add("PR20", 0, "hand")
    betty = b.add("PR36", 0, "hand")  # 3 power: not kept out
    g = shipped_game(b)
    assert f"play|{sunrise}|problem:0" not in keys(g) and f"play|{sunrise}|problem:1" in keys(g)
    assert f"play|{betty}|problem:0" in keys(g)
    lines = mlp_table().why_not(g, "play Sweetie Sunrise at problem:0").lines()
    said = "\n".join(lines)
    assert "Card text of Focused Study" in said, said
    assert "302.1" not in said


def test_cg130_why_not_names_dazzling_jacket_for_a_friend_kept_from_its_problem():
    """P1's Full Steam (4) wears Dazzling Jacket at P1's Problem: no Friend may be moved there (P0's
    Mane, no Friend, still may); asked why, the judge is told the Jacket's text."""
    b = Board()
    b.players[0]["tokens"] = 6
    steam = b.add("PR31", 1, "play", "problem:1")
    b.add(DAZZLING_JACKET, 1, "play", "problem:1", host=steam)
    sunrise = b.add("PR20", 0, "play", "home:0")
    g = shipped_game(b)
    assert f"move|{sunrise}|problem:1" not in keys(g) and f"move|{sunrise}|problem:0" in keys(g)
    assert f"move|{b.mane[0]}|problem:1" in keys(g)
    said = "\n".join(mlp_table().why_not(g, "move Sweetie Sunrise to problem:1").lines())
    assert "Card text of Dazzling Jacket" in said and "Friends can't be moved to this card's Problem" in said, said


def test_pr133_why_not_names_tangled_coiffure_for_the_friend_its_controller_cannot_move():
    b = Board()
    theirs = b.add("PR12", 1, "play", "home:1")
    b.add(COIFFURE, 0, "play", "home:1", host=theirs)
    b.players[1]["tokens"] = 4
    g = shipped_game(b, turn_player=1)
    assert not any(k.startswith(f"move|{theirs}|") for k in keys(g))
    said = "\n".join(mlp_table().why_not(g, "move Emerald Green to problem:0").lines())
    assert "Card text of Tangled Coiffure" in said and "Your opponent can't move this Friend" in said, said


# ----- why not: a Problem a card says can't be confronted names that card ---------------------------


def test_ad49_why_not_confronted_names_trixie_big_boaster():
    """P0's boosted Mane is at P1's Problem with Trixie, Big Boaster (AD49: "While an opponent's
    boosted Mane Character is here, this card's Problem can't be confronted."): asked why P0
    does not confront it, the judge is told Trixie's text, not that the Problem may lack a
    confront requirement."""
    b = Board()
    b.players[0]["tokens"] = 3
    for mane in b.mane:
        b.cards[mane - 1]["area"] = "problem:1"
    b.cards[b.mane[0] - 1]["boosted"] = True
    for _ in range(3):
        b.add("PR36", 0, "play", "problem:1")
    b.add(TRIXIE, 1, "play", "problem:1")
    g = shipped_game(b)
    said = "\n".join(mlp_table().why_not(g, "confront Runaway Cart").lines())
    assert "Not confronted:" in said and "Card text of Trixie, Big Boaster" in said, said
    assert "this card's Problem can't be confronted" in said


def test_cn49_why_not_confronted_says_snails_adds_two_to_what_is_needed():
    """P1's exhausted Snails, Deep Thinker (CN49: "While this card is exhausted, your opponent
    needs +2 power to confront this card's Problem.") at P1's Problem: P0 there with 4 power
    needs 6, and the answer says where the 2 more come from."""
    b = Board()
    b.players[0]["tokens"] = 3
    b.cards[b.mane[0] - 1]["area"] = "problem:1"
    b.add("PR36", 0, "play", "problem:1")
    snails = b.add(SNAILS, 1, "play", "problem:1", exhausted=True)
    g = shipped_game(b)
    said = "\n".join(mlp_table().why_not(g, "confront Runaway Cart").lines())
    assert (f"it needs 6 Wild (printed 4 Wild, +2 from Snails, Deep Thinker #{snails}); Player 1's characters there "
            "give") in said, said


ECCENTRIC_2 = "EO48"  # Pound Cake & Pumpkin Cake, Foalin' Around (Eccentric 2)


def _eccentric_at_runaway_cart(blue: int, confront_step: bool = False):
    """P1's Pound Cake & Pumpkin Cake (Eccentric 2) at P1's Runaway Cart (4 for an opponent),
    P0 there with `blue` 1-power Friends; with `confront_step`, P0's Mane at P0's Problem too
    and the game at P0's Confront Step. The game and the Eccentric card."""
    b = Board()
    for _ in range(blue):
        b.add("PR20", 0, "play", "problem:1")
    cake = b.add(ECCENTRIC_2, 1, "play", "problem:1")
    if confront_step:
        b.add("PR20", 0, "play", "problem:0")
        b.cards[b.mane[0] - 1]["area"] = "problem:0"
        return shipped_game(b, phase="score", step="confront"), cake
    return shipped_game(b), cake


def test_eccentric_is_named_by_its_keyword_where_a_confront_needs_more_as_showy_is_for_a_move():
    """611.3, 609.2b: what changes a confront requirement is said as a move's price parts are,
    a keyword by the keyword and the card that has it ("+2 for Eccentric (...)"), after what is
    printed ("printed 4 Wild"): in a judge's "why not?" when it is not met, and when it is
    (an offered move says its price where it is not 2), in the Confront Step's option for that
    Problem and the log of its confronting."""
    def changed(g, cake) -> str:
        return f"6 Wild (printed 4 Wild, +2 for Eccentric ({g.name(cake)}))"

    g, cake = _eccentric_at_runaway_cart(5)
    said = "\n".join(mlp_table().why_not(g, "confront Runaway Cart").lines())
    assert "Not confronted:" in said and f"it needs {changed(g, cake)}; Player 1's characters there give 5 Blue" in said, said
    g, cake = _eccentric_at_runaway_cart(6)
    said = "\n".join(mlp_table().why_not(g, "confront Runaway Cart").lines())
    assert "Requirements met:" in said and f"it needs {changed(g, cake)}; Player 1's characters there give 6 Blue" in said, said
    g, cake = _eccentric_at_runaway_cart(6, confront_step=True)
    labels = [option.label for option in g.pending().options]
    assert labels == [f"{g.name(g.problem_card('problem:0'))} (P0's)", f"Runaway Cart #4 (P1's): needs {changed(g, cake)}"]
    said = "\n".join(mlp_table().why_not(g, "confront Runaway Cart").lines())
    assert f"It is offered as option 2: Runaway Cart #4 (Player 2's): needs {changed(g, cake)}." in said, said
    answer(g, "problem:1")
    assert f"611.1: P0 confronts Runaway Cart #4: needs {changed(g, cake)}" in log_text(g)


# ----- 512.3: "[x] Phase" abilities are the turn player's, outside faceoffs ------------------------


def _activations_by_window(g, codes: dict[int, str]) -> list[tuple[int, bool, list[str]]]:
    """Through P0's Score Phase (P0 passing, declining): at each priority window, who holds it,
    whether a faceoff is going on, and which of the cards `codes` names may be activated."""
    seen = []
    for _ in range(40):
        d = g.pending()
        if d is None or g.s["turn_player"] != 0:
            break
        if d.kind == "priority":
            offered = [codes[int(k.split("|")[1])] for k in d.option_keys()
                       if k.startswith("act|") and int(k.split("|")[1]) in codes]
            seen.append((d.player, g.s["faceoff"] is not None, offered))
        pass_once(g)
    return seen


def test_cn27_cn13_score_phase_abilities_only_for_the_turn_player_and_never_in_a_faceoff():
    """Bags Valet (CN27) and Eclair Crème (CN13), "Score Phase: ...": in P0's Score Phase P0 may
    use their Bags Valet before the faceoff, not during it (512.3a); P1's copies are never offered
    in P0's turn (512.3: only the turn player)."""
    b, _, _, _ = problem_faceoff(tokens=5)
    b.players[1]["tokens"] = 3
    mine = b.add(BAGS_VALET, 0, "play", "problem:1")
    b.add("PR138", 0, "play", "home:0")  # a Resource at home for its cost
    theirs = b.add(BAGS_VALET, 1, "play", "problem:1")
    b.add("PR138", 1, "play", "home:1")
    eclair = b.add(ECLAIR, 1, "play", "home:1")
    b.add("PR20", 1, "play", "home:1")
    pace = b.add("CN58", 0, "play", "problem:1")  # Perfect Pace: a "Faceoff:" ability P0 may use
    under(b, pace)
    g = shipped_game(b, phase="score", step="start")
    seen = _activations_by_window(g, {mine: "mine", theirs: "theirs", eclair: "eclair"})
    assert (0, False, ["mine"]) in seen  # before the faceoff
    assert all(offered == [] for _, in_faceoff, offered in seen if in_faceoff)
    assert all(offered == [] for player, _, offered in seen if player == 1)
    assert any(in_faceoff for _, in_faceoff, _ in seen)


def test_cn1_rainbow_dash_hanging_out_any_phase_only_on_her_controllers_turn():
    """Rainbow Dash, Hanging Out (CN1: "Any Phase: While there are at least 2 Pegasus Friends at
    this card's Problem, you may turn this card over."): an "[x] Phase" timing phrase (512.3):
    P1 may not turn her over in P0's turn, even with priority; in P1's turn P1 may."""
    b = Board(manes=("PR4", "CN1"))
    b.cards[b.mane[1] - 1]["area"] = "problem:1"
    for _ in range(2):
        b.add("PR8", 1, "play", "problem:1")  # Cerulean Skies: Pegasus
    g = shipped_game(b)
    said = "\n".join(mlp_table().why_not(g, "can P1 activate Rainbow Dash?").lines())
    assert "512.3" in said and "only the turn player" in said, said
    assert "once P1 has priority" not in said
    b.players[1]["tokens"] = 2
    g = shipped_game(b, turn_player=1)
    answer(g, f"act|{b.mane[1]}|0")
    assert g.card(b.mane[1])["boosted"]


def test_cn13_why_not_in_the_main_phase_names_the_score_phase_timing():
    b = Board()
    b.players[0]["tokens"] = 3
    b.add(ECLAIR, 0, "play", "home:0")
    b.add("PR20", 0, "play", "home:0")
    said = "\n".join(mlp_table().why_not(shipped_game(b), "activate Eclair Creme").lines())
    assert "Rule 512.3" in said and "activated during the Score Phase, and this is the Main Phase" in said, said


def test_pr161_why_not_names_a_thorn_in_his_paw_for_the_extra_cost():
    """A Thorn in His Paw (PR161: "While a player has at least 3 [Kindness] Friends at this
    Problem, that player's opponent must pay +[1] to play a Friend here."): P1's three Blue Jays
    there make P0's Apple Brown Betty cost 4 there, one more than P0 has; the answer says where
    the 1 comes from (the cards `PlayCosts.changed_by` lists add up to `modifiers`)."""
    b = Board(problems=(THORN, "PR190"))
    b.players[0]["tokens"] = 3
    for _ in range(3):
        b.add("PR81", 1, "play", "problem:0")  # Blue Jay: a [Kindness] Friend
    betty = b.add("PR36", 0, "hand")
    g = shipped_game(b)
    assert f"play|{betty}|problem:0" not in keys(g) and f"play|{betty}|home:0" in keys(g)
    said = "\n".join(mlp_table().why_not(g, "play Apple Brown Betty at problem:0").lines())
    assert f"it costs 4 action tokens (printed 3, +1 from A Thorn in His Paw #{b.problem[0]}); Player 1 has 3" in said, said
    costs = power.PlayCosts(g, 0)
    assert costs.changed_by(betty, "friend", "problem:0", None) == [(b.problem[0], 1)]
    for area in ("home:0", "problem:0", "problem:1"):
        assert sum(n for _, n in costs.changed_by(betty, "friend", area, None)) == \
            costs.modifiers(betty, "friend", area, None)
