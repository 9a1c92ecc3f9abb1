"""Game setup, the turn sequence, priority windows and Pre-Priority Processing.

Each procedure is a frame handler (see `ops`): its progress lives in the
frame's "step" field, so the game can stop for a decision anywhere and be
saved, loaded and resumed.
"""

from __future__ import annotations

from collections.abc import Callable

from engine.core.end_of_match import one_more_turn_due
from engine.core.field_words import ordinal
from engine.core.plural import how_many
from engine.mlp.effects import abilities, delayed, home_limits, next_ready, problems, replacement
from engine.mlp.effects import entering_and_leaving_play as entering
from engine.mlp.effects.control import host_control_follows_abilities
from engine.mlp.effects.entering_choices import decided, order_can_matter
from engine.mlp.effects.phases import (
    EXTRA_PHASES,
    EXTRA_TURNS,
    SKIP_TROUBLEMAKER_PHASE,
    extra_phase_due,
    next_turn_player,
)
from engine.mlp.effects.points_and_scoring import end_phase_tokens
from engine.mlp.effects.power_changes import POWER_REACHED, power_reached
from engine.mlp.effects.protection import FRIENDS_STAY
from engine.mlp.effects.steps import DEFEAT_BONUS
from engine.mlp.effects.troublemakers import challenge_refused, face_up_troublemakers_allowed
from engine.mlp.effects.verbs import RETURN_AT_TURN_END, RETURN_AT_TURN_START, act_together
from engine.mlp.procedures import actions, loops, trigger_order
from engine.mlp.procedures.refusals import CARD_TEXT, Refusals
from engine.mlp.state.game import (
    ENTERING_CHOICES,
    MAIN_EVENTS_ANY_TIME,
    MAIN_PHASE_END,
    NO_READY_PHASE,
    ONE_READY_HERE,
    PHASE_TOKENS,
    TEAMWORK_GIVER,
    TEAMWORK_SHARER,
    TRIGGERED_EFFECT_RULE,
    Halted,
    MlpGame,
    home,
    problem_area,
)
from engine.mlp.state.library import DILEMMA_PREFIX
from engine.mlp.state.ops import op
from engine.mlp.state.stages import stage_of
from engine.mlp.values import power

# ----- setup (102) --------------------------------------------------------------------------


@op("setup")
def setup(g: MlpGame, f: dict) -> bool:
    s = g.s
    step = f.setdefault("step", 0)
    if step in (0, 1):
        p = step
        choices = starting_problems(g, p)
        ans = f.pop("ans", None)
        if ans is None:
            if len(choices) > 1:
                g.ask(p, "starting_problem", "Choose your Starting Problem (102.2)",
                      [(f"problem:{i}", g.name(i)) for i in choices])
                return False
            ans = [f"problem:{choices[0]}"] if choices else []
        f[f"choice{p}"] = int(ans[0].split(":")[1]) if ans else 0
        f["step"] = step + 1
        return False
    if step == 2:
        put_starting_problems_into_play(g, [f.get(f"choice{p}", 0) for p in (0, 1)])
        s["first_player"] = g.randbelow(2)
        s["turn_player"] = s["first_player"]
        g.note("102.3", f"P{s['first_player']} is chosen at random to play first")
        for p in (0, 1):
            g.shuffle(s["players"][p]["problem_deck"])
            g.shuffle(s["players"][p]["deck"])
            take_opening_hand(g, p, "102.3")
        f["step"] = 3
        return False
    if step in (3, 4):
        p = s["first_player"] if step == 3 else 1 - s["first_player"]
        ans = f.pop("ans", None)
        if ans is None:
            g.ask(p, "mulligan", "Keep this hand or mulligan? (102.4)",
                  [("keep", "Keep"), ("mulligan", "Mulligan")])
            return False
        s["players"][p]["mulligan"] = ans[0] == "mulligan"
        f["step"] = step + 1
        return False
    for p in (s["first_player"], 1 - s["first_player"]):
        if s["players"][p]["mulligan"]:
            player = s["players"][p]
            for iid in list(player["hand"]):
                g.relocate(iid, "deck")
            g.shuffle(player["deck"])
            g.note("102.4a", f"P{p} mulligans")
            take_opening_hand(g, p, "102.4a")
    s["turn"] = 1
    g.note("102.5", "The game starts")
    g.push("turn", step=0)
    g.emit_event("game_start", {})  # "At the start of the game, ..." (a Starting Problem's)
    if s["waiting"]:
        g.push("ppp", wave=0, batch=[], first=s["first_player"])  # processed before the first turn (511.7)
    return True


def put_starting_problems_into_play(g: MlpGame, chosen: list[int]) -> None:
    """102.2: the players put their chosen Starting Problems into play together. Put into
    play from the Problem deck, each enters play (706.1), so its "When this Problem enters
    play" text triggers (706.1d), as it does when the Problem replaces another (613.2, also
    "put ... into play"). A Problem is never played: only an action plays a card (705.1),
    and a Problem arrives only by these two rules, so "When this Problem is played" reads
    as its entering play too, at setup as well. The triggered effects wait, as any does while
    no player has priority (704.1c), and resolve in Pre-Priority Processing before the first
    turn (511.7), after the opening hands and mulligans (102.3-102.5)."""
    with g.entering_together():
        for p, iid in enumerate(chosen):
            if not iid:
                continue
            area = problem_area(p)
            new = g.relocate(iid, "play", area=area)
            g.s["areas"][area]["problem"] = new  # (the area's Problem before what answers its entering looks)
            g.note("102.2", f"P{p} puts {g.name(new)} into play as Starting Problem")
            g.emit_event("enter_play", {"card": new, "area": area, "player": p, "by": p})


def take_opening_hand(g: MlpGame, p: int, rule: str) -> None:
    """Player `p` puts the top 6 cards of their draw deck into their hand (102.3, and again
    after a mulligan, 102.4a). Those rules say "puts ... into their hand", never "draw", and an
    instruction putting cards into a hand is a draw only if it uses that word (410.4a): these
    are not draws. So no "When you draw" text of a card already in play (a Mane Character, a
    Starting Problem) triggers, though triggered abilities watch from the moment their card is
    in play (704.1, 704.1c); no "would draw" text replaces them, no "can't draw" text stops
    them, and they are not among the cards drawn "this turn" (the game starts later, 102.5)."""
    deck = g.s["players"][p]["deck"]
    taken = 0
    while deck and taken < 6:
        g.relocate(deck[-1], "hand")  # (the top of a deck is the end of its list)
        taken += 1
    g.note(rule, f"P{p} puts the top {how_many(taken, 'card')} of their draw deck into their hand")


def first_player_chosen(g: MlpGame) -> bool:
    """Whether the game has chosen its first player yet (102.3).

    Setup chooses the first player only once both Starting Problems are in
    play; until then the state's "first_player" holds a placeholder that names
    no one, so nothing shown to the players may speak of a first player.
    """
    if g.s["turn"] > 0:
        return True
    setup_frame = next((frame for frame in g.s["stack"] if frame["op"] == "setup"), None)
    return setup_frame is not None and setup_frame.get("step", 0) >= 3


def starting_problems(g: MlpGame, p: int) -> list[int]:
    """The Starting Problems player `p` may choose from their Problem deck (102.2): one card
    of each name with the Starting Problem keyword."""
    seen: set[str] = set()
    out = []
    for iid in g.s["players"][p]["problem_deck"]:
        c = g.card(iid)
        spec = g.lib.spec(c["card"])
        if spec.card.starting_problem and c["card"] not in seen:
            seen.add(c["card"])
            out.append(iid)
    return out


# ----- the turn (6xx) -----------------------------------------------------------------------
# Each step of the turn is a function of the game, its state and the turn player, run by
# the "turn" frame in the order of `TURN_STEPS`; it returns True only when the match ends.


def _tokens_for(high: int) -> int:
    if high <= 1:
        return 2
    if high < 6:
        return 3
    if high < 11:
        return 4
    return 5


# the `until` of modifiers lasting until a player's next turn, by player
_NEXT_TURN = ("next_turn:0", "next_turn:1")
_HOMES = (home(0), home(1))


def _new_phase(g: MlpGame, s: dict) -> None:
    """"Until the end of the phase" ends as the next phase begins; what effects left for
    the end of the phase is done then."""
    delayed.carry_out(g, "phase")
    g.expire_mods("phase")
    flags = s["flags"]
    if PHASE_TOKENS[0] in flags or PHASE_TOKENS[1] in flags:
        end_phase_tokens(g)


def _turn_ready(g: MlpGame, s: dict, tp: int) -> bool:
    s["phase"], s["step"] = "ready", "ready"
    for player in s["players"]:
        player["drawn"] = 0  # (cards drawn "this turn", 410.4b: each player's, not only the turn player's)
    s["scored_turn"] = [0, 0]
    s["confronted"] = []
    g.expire_mods(_NEXT_TURN[tp])
    g.note("602", f"Turn {s['turn']}: P{tp}'s turn begins")
    _once_cards_are_back(g, s, RETURN_AT_TURN_START, "ready_step", _ready_step)
    return False


def _once_cards_are_back(g: MlpGame, s: dict, marker: str, op: str, rest: Callable[[MlpGame, dict], None]) -> None:
    """Put back the cards banished until this moment (`marker`), then go on with `rest`: at
    once, or as the frame `op` once the questions of where they enter are answered."""
    depth = len(s["stack"])
    if marker in s["flags"] and return_banished(g, s, marker):
        s["stack"].insert(depth, {"op": op})
        return
    rest(g, s)


@op("ready_step")
def ready_step(g: MlpGame, f: dict) -> bool:
    """The rest of `_turn_ready` once the cards banished until the start of the turn are back."""
    _ready_step(g, g.s)
    return True


def _ready_step(g: MlpGame, s: dict) -> None:
    """603.1 once the cards put back "at the start of the next turn" are in play: the turn
    player readies their cards, then "at the start of the next turn" effects."""
    tp = s["turn_player"]
    _ready_phase_readies(g, s, tp)
    if delayed.START_OF_NEXT_TURN in s["flags"]:
        delayed.start_of_turn(g)  # ("At the start of the next turn, ...")
    g.emit_event("turn_start", {"player": tp})


def _ready_phase_readies(g: MlpGame, s: dict, tp: int) -> None:
    """603.1 and its log: the turn player readies their cards; the line of a card a text keeps
    exhausted ends with that text's card (104.1: the card's text takes precedence over the
    rule; 705.2e), and the rule's line then says the others were readied, not all."""
    kept = _ready_cards(g, s, tp)
    for iid, by in kept.items():
        g.note("104.1", f"{g.name(iid)} does not ready during the Ready Phase{g.by_text(by)}")
    g.note("603.1", f"P{tp} readies all of their {'other ' if kept else ''}cards")
    cards = s["cards"]
    for iid in s["play"]:
        # a frightened card neither readies nor exhausts (504.2a); one a text keeps from being
        # unfrightened (Train Tracks, exhausted through its opponent's turn) is named with that
        # text, as its player can't rally it (609.2e) while the text applies
        held = g.unfrighten_kept(iid) if cards[iid]["frightened"] and cards[iid]["ctrl"] == tp else None
        if held is not None:
            g.note("104.2", f"{g.name(iid)} stays frightened: {held}")


def _ready_cards(g: MlpGame, s: dict, tp: int) -> dict[int, str]:
    """603.1: the turn player readies their cards, but those a text keeps exhausted; those
    exhausted cards, each with the card whose text keeps it so, as the log names it (a text
    that said so earlier, "... doesn't ready during its controller's next Ready Phase", as it
    was named then; "" when not known)."""
    cards = s["cards"]
    keepers: dict[int, str] = {}
    kept = g.static_abilities("doesnt_ready")
    if kept:  # "That Friend does not ready during the Ready Phase." (a continuous ability)
        for iid in s["play"]:
            for src, ability in kept:
                if cards[iid]["exhausted"] and cards[iid]["ctrl"] == tp \
                        and abilities.static_applies(g, src, iid, ability):
                    keepers.setdefault(iid, g.name(src))
    stays = next_ready.release(g, tp)  # ("doesn't ready during its controller's next Ready Phase")
    barred = bool(g.static_abilities("cant_ready"))  # ("Friends here with 2 or less power can't ready")
    # "while this card remains in play, that character does not ready during the Ready Phase"
    held = {m["target"]: g.name(m["src"]) if m["src"] in cards else ""
            for m in s["mods"] if m["kind"] == NO_READY_PHASE} if s["mods"] else {}
    # "During the Ready Phase, players can't ready more than one character here."
    limited = {cards[src]["area"]: src for src, _ in g.static_abilities(ONE_READY_HERE)}
    # "If this card would ready, you may pay [1]. If you do, this card remains exhausted instead."
    replaced = g._listeners("would_ready")
    waiting: dict[str, list[int]] = {}
    for iid in s["play"]:
        c = cards[iid]
        if not c["exhausted"] or c["ctrl"] != tp:  # (most are not exhausted)
            continue
        if iid in keepers:
            continue
        if iid in held or iid in stays:
            keepers[iid] = held[iid] if iid in held else stays[iid]
            continue
        if barred and power.static_any(g, "cant_ready", iid):
            g.note("104.2", f"{g.name(iid)} can't ready")
            continue
        if limited and c["area"] in limited and g.is_character(iid):
            waiting.setdefault(c["area"], []).append(iid)
            continue
        if replaced and iid in replaced:
            g.ready(iid, "603.1")  # (asks the replacement first)
            continue
        c["exhausted"] = False
        if s["mods"]:
            g.end_while_exhausted(iid)
        g.readied(iid)
    for area, found in waiting.items():
        if len(found) == 1:
            g.ready(found[0], "603.1")
        else:  # (the question is led by the card whose text limits the area: `choose`)
            src = limited[area]
            g.push("ready_one_here", area=area, cards=found, src=src, card=cards[src]["card"])
    return keepers


@op("ready_one_here")
def ready_one_here(g: MlpGame, f: dict) -> bool:
    """"During the Ready Phase, players can't ready more than one character here": of their
    exhausted characters at that area, the turn player chooses the one that readies (603.1)."""
    tp = g.s["turn_player"]
    found = [i for i in f["cards"] if i in g.s["cards"] and g.s["cards"][i]["zone"] == "play"
             and g.s["cards"][i]["exhausted"]]
    ans = abilities.choose(g, f, tp, "ready", "Only one character here readies: which one? (603.1)",
                           [(f"card:{i}", g.name(i)) for i in found])
    if ans is None:
        return False
    if ans:
        g.ready(abilities.card_of_option(ans[0]), "603.1")
    return True


def _turn_tokens(g: MlpGame, s: dict, tp: int) -> bool:
    s["step"] = "action"
    players = s["players"]
    g.gain_tokens(tp, _tokens_for(max(players[0]["score"], players[1]["score"])), "604.1")
    return False


def _turn_draw(g: MlpGame, s: dict, tp: int) -> bool:
    # 601.2/601.2a: the first priority window of the turn opens as the draw step
    # starts, so start-of-turn triggers resolve before the draw
    s["step"] = "draw"
    open_window(g)
    return False


def _turn_draw_card(g: MlpGame, s: dict, tp: int) -> bool:
    if s["turn"] == 1 and tp == s["first_player"] and s["players"][tp]["turns"] == 0:
        g.note("605.1a", f"P{tp} does not draw on the first turn of the game")
    else:
        depth = len(s["stack"])
        g.draw(tp, 1, "605.1")
        if len(s["stack"]) > depth:
            # the draw waits on a decision about replacing it (710): the step goes on after it
            s["stack"].insert(depth, {"op": "draw_step_close", "player": tp})
            return False
    return _draw_step_close(g, tp)


def _draw_step_close(g: MlpGame, tp: int) -> bool:
    g.emit_event("draw_step_end", {"player": tp})
    open_window(g)
    return False


@op("draw_step_close")
def draw_step_close(g: MlpGame, f: dict) -> bool:
    """The Draw Step's card was drawn (or its draw replaced): the step goes on (605.1)."""
    _draw_step_close(g, f["player"])
    return True


# the flag of a Troublemaker Phase being skipped, while its steps are passed over
_SKIPPING_TROUBLEMAKER_PHASE = "skipping_troublemaker_phase"


def _turn_troublemaker(g: MlpGame, s: dict, tp: int) -> bool:
    if s["flags"].pop(SKIP_TROUBLEMAKER_PHASE, None):
        # "skip the next Troublemaker Phase": it does not happen (no start, no steps, no window)
        s["flags"][_SKIPPING_TROUBLEMAKER_PHASE] = True
        g.note("606", f"P{tp}'s Troublemaker Phase is skipped")
        return False
    _new_phase(g, s)
    s["phase"], s["step"] = "troublemaker", "uncover"
    g.troublemaker_phase_changed()
    g.emit_event("tm_phase_start", {"player": tp})
    open_window(g)
    return False


def _turn_uncover(g: MlpGame, s: dict, tp: int) -> bool:
    if _SKIPPING_TROUBLEMAKER_PHASE in s["flags"]:
        return False
    if _face_down_troublemakers(g, tp, ()):
        g.push("uncover_step", done=[])
    else:
        open_window(g)  # what `uncover_step` would do at once
    return False


def _turn_challenge(g: MlpGame, s: dict, tp: int) -> bool:
    if s["flags"].pop(_SKIPPING_TROUBLEMAKER_PHASE, None):
        return False
    s["step"] = "challenge"
    if _tm_phase_end_heard(g):
        g.push("tm_phase_end")  # (under the challenges: it runs once they are over)
    if _challenges(g, tp, ()):
        g.push("challenge", done=[])
    return False


def _tm_phase_end_heard(g: MlpGame) -> bool:
    """Does a card in play hear the end of the Troublemaker Phase (a triggered ability, or a
    reaction waiting for it)? Only then does the phase end in a moment and window of its own."""
    return g.has_listeners("tm_phase_end") or g.reaction_waits_for("tm_phase_end")


@op("tm_phase_end")
def tm_phase_end(g: MlpGame, f: dict) -> bool:
    """The Troublemaker Phase ends: "at the end of your Troublemaker Phase" triggers, and
    resolves in a priority window before the Main Phase begins, where "Reaction: At the end of
    a Troublemaker Phase" may be used (only in a game with such a text in play: no other game
    gets the window)."""
    g.emit_event("tm_phase_end", {"player": g.s["turn_player"]})
    open_window(g)
    return True


def _turn_main(g: MlpGame, s: dict, tp: int) -> bool:
    _new_phase(g, s)
    s["phase"], s["step"] = "main", "main"
    g.troublemaker_phase_changed()
    g.emit_event("main_start", {"player": tp})
    if g.keyword_card_ids().get(MAIN_PHASE_END):
        g.push("main_end")  # (runs as the Main Phase's window closes, in a game with such a text)
    g.push("window", ctx="main", player=tp, passes=0)
    return False


@op("main_end")
def main_end(g: MlpGame, f: dict) -> bool:
    """The Main Phase's window closed: "at the end of your Main Phase" triggers now, and what
    it triggered is processed in a priority window before the Score Phase begins (712.1)."""
    g.emit_event(MAIN_PHASE_END, {"player": g.s["turn_player"]})
    open_window(g)
    return True


def _turn_score(g: MlpGame, s: dict, tp: int) -> bool:
    _new_phase(g, s)
    abilities.forget_points_scored_with(g)
    s["phase"], s["step"] = "score", "confront"
    g.score_phase_changed()
    g.emit_event("score_start", {"player": tp})
    if s["flags"].pop(problems.ADDITIONAL_CONFRONT_STEPS, None):
        # "there is an additional Confront Step for each Problem": a second round, after the first
        g.note("610.1", "An additional Confront Step for each Problem follows")
        g.push("confront", done=[])
    g.push("confront", done=[])
    open_window(g)
    return False


def _turn_faceoff(g: MlpGame, s: dict, tp: int) -> bool:
    s["step"] = "faceoff"
    start_problem_faceoff(g)
    return False


def _turn_solve(g: MlpGame, s: dict, tp: int) -> bool:
    s["step"] = "solve"
    solved = s["flags"].pop("solved", None)
    if not solved:
        open_window(g)  # (most turns solve nothing: what the rest would do)
        return False
    # 613.2 replaces the solved Problems together, so the new Problems' continuous
    # modifiers start at once: 711.6 timestamps those of the player who most recently
    # had priority first, then the other player's
    first = g.first_decider()
    # replacement text asks its questions first (710.2), as the step's window is being opened
    # (801.1: the turn player decides first, `MlpGame.first_decider`); the window opens after them
    s["stack"].append({"op": "solve_window"})
    depth = len(s["stack"])
    for area in sorted(solved, key=lambda a: s["areas"][a]["owner"] != first):
        # 613.1: the Problem becomes solved, then it is replaced (613.2)
        g.emit_event("solved", {"area": area, "problem": g.problem_card(area)})
        replace_problem(g, area)
    if len(s["stack"]) == depth:
        s["stack"].pop()  # (nothing asked: the window opens now)
        open_window(g)
    return False


@op("solve_window")
def solve_window(g: MlpGame, f: dict) -> bool:
    """The Solve step's priority window, once replacements of its sending home and
    replacing were decided (`_turn_solve`)."""
    open_window(g)
    return True


def _turn_end(g: MlpGame, s: dict, tp: int) -> bool:
    _new_phase(g, s)
    # "At the end of your Score Phase, put that Friend on top of its owner's deck."
    for iid in s["flags"].pop(_DECK_TOP_AFTER_SCORE[tp], ()):
        if iid in s["cards"] and s["cards"][iid]["zone"] == "play":
            g.leave_play(iid, "deck", TRIGGERED_EFFECT_RULE, "put on top of its owner's deck")
    g.expire_mods("score")  # "until the end of the Score Phase"
    s["phase"], s["step"] = "end", "end_of_turn"
    g.score_phase_changed()
    _once_cards_are_back(g, s, RETURN_AT_TURN_END, "end_of_turn", _end_of_turn)
    return False


@op("end_of_turn")
def end_of_turn(g: MlpGame, f: dict) -> bool:
    """The rest of `_turn_end` once the cards banished until the end of the turn are back."""
    _end_of_turn(g, g.s)
    return True


def _end_of_turn(g: MlpGame, s: dict) -> None:
    """The End of Turn step (615.1) goes on once the cards banished "until the end of the
    turn" are back: "at the end of the turn" effects are carried out, then its window."""
    delayed.carry_out(g, "turn")  # "At the end of the turn, ..." (615.1)
    g.emit_event("turn_end", {"player": s["turn_player"]})
    open_window(g)


def return_banished(g: MlpGame, s: dict, flag: str) -> bool:
    """ "Banish a Friend until the end of the turn" (DE100), "... At the end of the turn, put
    that card into play frightened" (EO96), "banish this card, then put this card into play
    at the start of the next turn" (EO58), "banish one of their Friends until the end of the
    faceoff" (DE5, from `procedures.faceoff`): each card still banished comes back into play
    as a new card (410.6), at its owner's home or at a Problem as the player putting it back
    chooses (`entering.put_back_into_play`, a frame pushed: True when there is one), asked
    led by the card whose text banished it ("Zecora #12: Where does ... come back into
    play?"). An entry is [card, frightened, waits for its owner's turn, the player putting it
    back, that card's name] (`verbs.put_back_later`); one with its third item true waits for
    the start of its owner's own turn ("put it into play at the start of your next turn"); one
    without a fourth (a file written before it was kept) is put back by the card's owner, one
    without a fifth (or with "") is asked without naming the card."""
    waiting, due = [], []
    for entry in s["flags"].pop(flag):
        iid, frightened = entry[0], entry[1]
        c = s["cards"].get(iid)
        if c is None or c["zone"] != "banished":
            continue
        if entry[2:] and entry[2] and c["owner"] != s["turn_player"]:
            waiting.append(entry)
            continue
        source = entry[4] if entry[4:] else ""
        due.append([iid, bool(frightened), entry[3] if entry[3:] else c["owner"], source])
    if waiting:
        s["flags"][flag] = waiting
    if due:
        g.push(entering.PUT_BACK, cards=due)
    return bool(due)


def _turn_wrapup(g: MlpGame, s: dict, tp: int) -> bool:
    s["step"] = "wrap_up"
    g.push("wrapup", step=0)
    return False


def _turn_next(g: MlpGame, s: dict, tp: int) -> bool:
    """The turn is over: the other player's begins, unless the match ends (True)."""
    s["players"][tp]["turns"] += 1
    g.expire_mods("turn")
    _new_phase(g, s)
    for key in _DISCOUNT_FLAGS[tp]:
        s["flags"].pop(key, None)
    for key in (*power.REQUIREMENTS_REDUCED, *power.NEXT_CARD_REQUIREMENTS_REDUCED, *MAIN_EVENTS_ANY_TIME):
        s["flags"].pop(key, None)
    if s["flags"]:
        entering.end_turn_permissions(g)
    for key in (*DEFEAT_BONUS, *FRIENDS_STAY):  # "... this turn"
        s["flags"].pop(key, None)
    called = s["time_called"]
    if called is not None and not called.get("until_points_change"):  # (the extra game: turns as usual)
        if _end_of_match_done(g):
            return True
        # the one more turn is "the next player in turn order"'s (floor rules), never an extra
        # turn a card gave the first player: the game ends before that one
        if s["flags"].get(EXTRA_TURNS):
            g.note("floor rules: end of match", f"P{1 - tp} takes the one more turn after time was called; "
                   "the extra turns still due are not taken")
        s["turn_player"] = 1 - tp
    else:
        s["turn_player"] = next_turn_player(g, tp) if s["flags"] else 1 - tp  # (extra turns: `phases`)
    s["turn"] += 1
    return False


# the flag of Friends put on top of their owner's deck at the end of a player's Score Phase
_DECK_TOP_AFTER_SCORE = (f"{abilities.DECK_TOP_AFTER_SCORE}0", f"{abilities.DECK_TOP_AFTER_SCORE}1")
# the flags a player's discounts leave, which end with their turn (`_turn_next`)
_DISCOUNT_FLAGS = tuple((f"discount:{tp}", f"discount:{tp}:friend", f"discount:{tp}:event", f"discount:{tp}:resource",
                         f"discount:{tp}:friend_color", f"discount:{tp}:trait", "discount_armed",
                         power.card_discounts_flag(tp), power.friend_floor_discount_flag(tp),
                         power.name_discounts_flag(tp), power.waived_costs_flag(tp),
                         f"discount_by:{tp}")  # (the cards that gave them: `discounts.DISCOUNT_BY`)
                        for tp in (0, 1))

# the steps of a turn in order, by the names a board-state file may start a turn at
_TURN_STEP_RUNNERS = {
    "ready": _turn_ready, "tokens": _turn_tokens, "draw": _turn_draw, "draw_card": _turn_draw_card,
    "troublemaker": _turn_troublemaker, "uncover": _turn_uncover, "challenge": _turn_challenge,
    "main": _turn_main, "score": _turn_score, "faceoff": _turn_faceoff, "solve": _turn_solve,
    "end": _turn_end, "wrapup": _turn_wrapup, "next": _turn_next,
}
TURN_STEPS = tuple(_TURN_STEP_RUNNERS)
_RUNNERS = tuple(_TURN_STEP_RUNNERS.values())
_STEP_COUNT = len(_RUNNERS)

# The turn steps above that begin a step of the rules (6xx), with the (phase, step) they begin;
# "next" ends the turn. The others go on with the step before them (the card drawn in the Draw
# Step, the uncovering in the Uncover Step). Where a judge asks the engine to stop (`MlpGame.halt`).
STEP_BEGINS: dict[str, tuple[str, str] | None] = {
    "ready": ("ready", "ready"), "tokens": ("ready", "action"), "draw": ("ready", "draw"),
    "troublemaker": ("troublemaker", "uncover"), "challenge": ("troublemaker", "challenge"),
    "main": ("main", "main"), "score": ("score", "confront"), "faceoff": ("score", "faceoff"),
    "solve": ("score", "solve"), "end": ("end", "end_of_turn"), "wrapup": ("end", "wrap_up"),
    "next": None,
}


@op("turn")
def turn(g: MlpGame, f: dict) -> bool:
    """Run the turn's steps in order (`TURN_STEPS`, the next one in `f["step"]`).

    A step that pushed no procedure and asked nothing is followed by the next one in
    the same call: the driver would call this frame again at once anyway.
    """
    s = g.s
    while True:
        step = f["step"]
        if s["flags"] and EXTRA_PHASES in s["flags"]:
            extra = extra_phase_due(g, TURN_STEPS[step])
            if extra is not None:
                g.push(f"extra_{extra}_phase", step=0)  # (the turn goes on with this step after it)
                return False
        if g.halt is not None and g.halt(TURN_STEPS[step]):
            raise Halted  # (before the step starts: running again starts it)
        f["step"] = step + 1 if step + 1 < _STEP_COUNT else 0
        if _RUNNERS[step](g, s, s["turn_player"]):
            return True
        if not _runs_on(g, f):
            return False


@op("extra_ready_phase")
def extra_ready_phase(g: MlpGame, f: dict) -> bool:
    """An additional Ready Phase (603-605, "there is an additional Ready Phase before your next
    End Phase"): the turn player readies their cards, gains action tokens and draws a card,
    each step with its priority window; it is no new turn ("at the start of your turn" does
    not trigger again)."""
    s = g.s
    tp = s["turn_player"]
    step = f["step"]
    f["step"] = step + 1
    if step == 0:
        _new_phase(g, s)
        s["phase"], s["step"] = "ready", "ready"
        g.note("603", f"P{tp}'s additional Ready Phase begins")
        _ready_phase_readies(g, s, tp)
        _turn_tokens(g, s, tp)
        return False
    if step == 1:
        s["step"] = "draw"
        g.draw(tp, 1, "605.1")
        open_window(g)
        return False
    return True


@op("extra_troublemaker_phase")
def extra_troublemaker_phase(g: MlpGame, f: dict) -> bool:
    """An additional Troublemaker Phase ("... to start a new Troublemaker Phase"): its start,
    Uncover Step and Challenge Step, as the turn's own (606-608)."""
    s = g.s
    step = f["step"]
    if step == 3:
        return True
    f["step"] = step + 1
    (_turn_troublemaker, _turn_uncover, _turn_challenge)[step](g, s, s["turn_player"])
    return False


def _runs_on(g: MlpGame, f: dict) -> bool:
    """Would the driver run frame `f` again at once (it pushed nothing, asked nothing
    and the game goes on)? Then its handler may carry on in the same call."""
    s = g.s
    return s["stack"][-1] is f and s["pending"] is None and s["result"] is None


@op("uncover_step")
def uncover_step(g: MlpGame, f: dict) -> bool:
    """607.2: the turn player's face-down Troublemakers are uncovered in the order they choose."""
    s = g.s
    tp = s["turn_player"]
    waiting = _face_down_troublemakers(g, tp, f["done"])
    # 607.1 and 705.2e: the order is chosen among those that can be uncovered now; one that
    # can't (an Epic Troublemaker face up at its Problem) is not offered, turn after turn
    ready = [i for i in waiting if uncover_refusal(g, i) is None]
    if not ready:
        for iid in waiting:
            _note_kept_face_down(g, iid)
        open_window(g)
        return True
    ans = f.pop("ans", None)
    if ans is None and len(ready) > 1:
        # (each by its number: two of one name at one Problem are two options, told apart)
        g.ask(tp, "uncover_order", "Which Troublemaker do you uncover next? (607.2)",
              [(f"card:{i}", f"{g.spec(i).name} #{i} at {s['cards'][i]['area']}") for i in ready])
        return False
    iid = int(ans[0].split(":")[1]) if ans else ready[0]
    f["done"].append(iid)
    uncover(g, iid, "607.2")
    # two face-up Troublemakers of the player at one Problem are repaired at once, before
    # the next Troublemaker is uncovered
    if s["stack"][-1] is f and s["pending"] is None:
        repair_uniqueness_now(g)
    return False


def repair_uniqueness_now(g: MlpGame) -> None:
    """516.1: uniqueness is checked continuously and the game pauses until a violation is
    repaired, while no player has priority too: a violation the last step made (a
    Troublemaker uncovered, a text that gave its player control of a second Plaid Stripes)
    is repaired before the game goes on (the next Troublemaker uncovered; the text's next
    instruction, `abilities.uniqueness_repaired_first`; the Event put into the discard
    pile, 705.2f; the next triggered effect processed)."""
    if not _board_clean(g) and _uniqueness_violation(g):
        g.push("unique_repair")


@op("unique_repair")
def unique_repair(g: MlpGame, f: dict) -> bool:
    """516.1, 516.2: the game pauses until a uniqueness violation is repaired: the violating
    player chooses violating cards to be dismissed by the game until there is none. Pushed
    where the game would otherwise go on first (between Troublemakers uncovered, before
    the next triggered effect is processed); Pre-Priority Processing repairs the rest."""
    ans = f.pop("ans", None)
    if ans is not None:
        _dismiss_to_repair(g, ans)
    return not _ask_uniqueness(g, f)


def _dismiss_to_repair(g: MlpGame, ans: list[str]) -> None:
    """The card chosen to repair uniqueness is dismissed by the game (516.2), the log saying
    why as the question did: "Plaid Stripes #12 is dismissed to P1's discard pile: P1
    controlled two Plaid Stripes (Unique, 516.3)". The board is as it was when asked."""
    _, why = _violation_words(g, _uniqueness_violation(g), past=True)
    g.dismiss(int(ans[0].split(":")[1]), "516.2", by_game=True, because=why)


_COUNTS = {2: "two", 3: "three", 4: "four"}


def _violation_words(g: MlpGame, group: list[int], past: bool = False) -> tuple[str, str]:
    """The names leading the uniqueness question (as every question leads with the cards it
    is about) and why those cards violate uniqueness, in a judge's words: "P1 controls two
    Plaid Stripes (Unique, 516.3)", "P0 controls two face-up Troublemakers at Problem
    Ponyville (P1's) (516.4)", "Nightmare Moon is an Epic Troublemaker beside another
    Troublemaker at Problem Ponyville (P1's) (516.4a)"; `past`: in the past tense, for the log line of the card dismissed.
    The cards are face up (a face-down card never violates it)."""
    first = g.card(group[0])
    names = list(dict.fromkeys(g.spec(i).name for i in group))
    lead = " and ".join(names)
    count = _COUNTS.get(len(group), str(len(group)))
    controls, is_ = ("controlled", "was") if past else ("controls", "is")
    if len(names) == 1 and power.is_unique(g, group[0]):
        return lead, f"P{first['ctrl']} {controls} {count} {names[0]} (Unique, 516.3)"
    # (the place by its area key, named as the board names it when shown: "at Problem
    # Winter Start Up (P0's)" in the question, "at P0's Problem" in the log, `view.place_words`)
    at = f" at {first['area']}"
    one_player = {g.card(i)["ctrl"] for i in group} == {first["ctrl"]}
    if not one_player or len(group) <= face_up_troublemakers_allowed(g, first["ctrl"], first["area"]):
        return lead, f"{g.name(group[0])} {is_} an Epic Troublemaker beside another Troublemaker{at} (516.4a)"
    return lead, f"P{first['ctrl']} {controls} {count} face-up Troublemakers{at} (516.4)"


def _ask_uniqueness(g: MlpGame, f: dict) -> bool:
    """Ask the player whose cards violate uniqueness which one the game dismisses (516.2);
    True when asked, or when the card was dismissed without asking (the caller runs again),
    False when nothing violates uniqueness. A choice of one card is no choice: an Epic
    Troublemaker beside another Troublemaker leaves that other one alone to dismiss
    (516.4a), and the game dismisses it, the log saying why, as it does for a card chosen."""
    group = _uniqueness_violation(g)
    if not group:
        return False
    controllers = {g.card(i)["ctrl"] for i in group}
    # 516.2a: cards of both players (an Epic Troublemaker beside another's): the player who
    # most recently had priority, or the turn player if none has in this window, repairs it
    owner = controllers.pop() if len(controllers) == 1 else g.first_decider()
    candidates = group
    if any(g.spec(i).type == "troublemaker" for i in group):
        non_epic = [i for i in group if not power.is_epic(g, i)]
        candidates = non_epic or group
    if len(candidates) == 1:
        _dismiss_to_repair(g, [f"card:{candidates[0]}"])
        return True
    f["asking"] = "unique"
    lead, why = _violation_words(g, group)
    g.ask(owner, "uniqueness", f"{lead}: {why}: choose which one to dismiss (516.2)",
          [(f"card:{i}", g.name(i)) for i in candidates])
    return True


def _troublemakers(g: MlpGame) -> list[int]:
    """Troublemakers in play, face up or down, in play order (filed by the board index:
    `BoardIndex.all_troublemakers`)."""
    return (g.settled_board or g.board()).all_troublemakers


def _face_down_troublemakers(g: MlpGame, tp: int, done: list[int] | tuple[()]) -> list[int]:
    """The turn player's face-down Troublemakers not yet uncovered this step (607.2)."""
    cards = g.s["cards"]
    return [i for i in _troublemakers(g) if i not in done and cards[i]["face_down"] and cards[i]["ctrl"] == tp]


def uncover_refusal(g: MlpGame, iid: int) -> str | None:
    """Why the Troublemaker `iid` can't be uncovered where it is, in the log's words; None
    when it can be."""
    why = uncover_kept(g, iid)
    return None if why is None else f"{g.name(iid)} can't be uncovered, as {why}"


def _note_kept_face_down(g: MlpGame, iid: int) -> None:
    """Log why the Troublemaker `iid` stays face-down in its player's Uncover Step (607.1),
    once: the first Uncover Step that keeps it, not every turn's while the same card keeps it
    there. A judge learns nothing from the line repeated, turn after turn; a new reason (another
    card keeping it) is a new line, and a text offering to uncover it says why again
    (`uncover_refused_noted`), as a player could otherwise uncover it then."""
    kept = uncover_kept_by(g, iid)
    if kept is None:
        return
    noted = g.s["flags"].setdefault(KEPT_FACE_DOWN_NOTED, [])
    said = f"{iid}:{kept[1]}"
    if said in noted:
        return
    # (kept with the board, as the log is not: a board saved and loaded again says it no more
    # than the game played on would; only cards still kept face-down are remembered)
    cards = g.s["cards"]
    noted[:] = [n for n in noted if _still_face_down(cards, int(n.split(":")[0]))]
    noted.append(said)
    refusal = uncover_refusal(g, iid)
    if not g.logged(refusal):
        g.note("607.1", refusal)


# `flags` key: the face-down Troublemakers whose Uncover Step has logged what keeps them
# face-down, each with the card keeping it ("<iid>:<keeper>"), not logged again while that card
# keeps it (`_note_kept_face_down`)
KEPT_FACE_DOWN_NOTED = "kept_face_down_noted"


def _still_face_down(cards: dict, iid: int) -> bool:
    c = cards.get(iid)
    return c is not None and c["zone"] == "play" and c["face_down"]


def uncover_refused_noted(g: MlpGame, iid: int) -> bool:
    """Can't the Troublemaker `iid` be uncovered where it is (607.1, or a card's text)? Then
    the log says why and True: a text offering to pay to uncover it asks nothing, as what it
    pays for can't be done (705.2e), and no tokens are spent for nothing."""
    refusal = uncover_refusal(g, iid)
    if refusal is None:
        return False
    g.note("607.1", refusal)
    return True


def uncover_kept(g: MlpGame, iid: int, leaving: int | None = None) -> str | None:
    """What keeps the Troublemaker `iid` from being uncovered where it is (607.1: a face-up
    Epic Troublemaker there, or a card's text), in words naming the card that does it; None
    when it can be. The one check for the Troublemaker Phase and for a text that uncovers a
    Troublemaker its player chooses (705.2e: only one that can be uncovered is offered).
    `leaving`: as it will be once that card has left play (a cost paid first, Changeling
    Swarm retiring the Epic Troublemaker beside it)."""
    kept = uncover_kept_by(g, iid, leaving)
    if kept is None:
        return None
    rule, keeper = kept
    area = g.card(iid)["area"]
    if rule == CARD_TEXT:
        return f"{g.name(keeper)}'s text says Troublemakers can't be uncovered at {area}"
    return f"the Epic Troublemaker {g.name(keeper)} is face up at {area}"


def uncover_kept_by(g: MlpGame, iid: int, leaving: int | None = None) -> tuple[str, int] | None:
    """`uncover_kept` as the rule (607.1) or `CARD_TEXT` and the card keeping it face-down,
    for a judge's "why can't P1 uncover ...?" (`why`), which quotes that rule or card."""
    c = g.card(iid)
    area = c["area"]
    for src, ability in g.static_abilities("cant_uncover"):
        if src != leaving and abilities.static_value(g, src, c["ctrl"], ability, {"area": area}):
            return CARD_TEXT, src
    for other in g.at(area):
        oc = g.card(other)
        if other not in (iid, leaving) and not oc["face_down"] and g.is_type(other, "troublemaker") \
                and power.is_epic(g, other):
            return "607.1", other
    return None


def uncover(g: MlpGame, iid: int, rule: str, replaceable: bool = True) -> None:
    """607.3: turn a Troublemaker face up; an Epic one dismisses the other face-up ones there.
    `replaceable`: False once replacement text was offered for this uncovering (710)."""
    c = g.card(iid)
    area = c["area"]
    refusal = uncover_refusal(g, iid)
    if refusal is not None:
        g.note("607.1", refusal)
        return
    if replaceable and g._listeners("would_uncover") and replacement.replace(g, iid, "uncover", rule, ()):
        return
    g.turn_face_up(iid)
    g.note(rule, f"{g.name(iid)} is uncovered at {area}{g.by_text()}")
    if power.is_epic(g, iid):
        # (not "by the game", as 613.2 and 516.2 say it: replacement text may answer, 104.3, 710)
        for other in g.at(area):
            if other != iid and g.is_type(other, "troublemaker") and not g.card(other)["face_down"]:
                g.dismiss(other, "607.3")
    g.emit_event("uncovered", {"card": iid, "area": area, "ctrl": c["ctrl"]})
    g.emit_event("turned_face_up", {"card": iid})  # (uncovering turns it face-up, 607.3)


def _end_of_match_done(g: MlpGame) -> bool:
    """Floor rules, End of Match: finish the turn; if the first player's turn, the other
    player takes one more; then most points wins, equal points is a draw."""
    s = g.s
    called = s["time_called"]
    tp = s["turn_player"]
    if one_more_turn_due(called["turn"], s["turn"], tp, s["first_player"]):
        called["extra"] = True
        return False
    leader = None
    a, b = s["players"][0]["score"], s["players"][1]["score"]
    if a != b:
        leader = 0 if a > b else 1
    g.end_game(leader, "time was called; " + ("most points" if leader is not None else "equal points"),
               "floor rules: end of match")
    return True


# ----- challenge step (608) -----------------------------------------------------------------


@op("challenge")
def challenge(g: MlpGame, f: dict) -> bool:
    s = g.s
    tp = s["turn_player"]
    ans = f.pop("ans", None)
    if ans is not None:
        if ans[0] == "done":
            return _challenges_over(g)
        tm = int(ans[0].split(":")[1])
        f["done"].append(g.card(tm)["area"])
        # (608.3: wherever a text moves it next, until it becomes a different card, 505.3)
        f.setdefault("challenged", []).append(tm)
        tax = power.challenge_tax(g, tp, tm)
        if tax:
            g.pay_tokens(tp, tax, "608.1")  # "... can't challenge ... unless they pay [1]"
        # (named as a challenge a text starts names it: where a Problem holds two Troublemakers,
        # the faceoff's own line, "at <Problem>", leaves the judge to guess which one)
        g.note("608.4", f"P{tp} challenges {g.name(tm)}")
        start_faceoff(g, "troublemaker", [g.card(tm)["area"]], tp, tm, "608.4")
        return False
    options = _challenges(g, tp, f["done"], f.get("challenged", ()))
    if not options:
        return _challenges_over(g)
    g.ask(tp, "challenge", "Challenge a Troublemaker? (608.1)", [("done", "No more challenges"), *options])
    return False


def _challenges_over(g: MlpGame) -> bool:
    """The Challenge Step is over (True: its frame is done). A card put into play during it
    may hear the end of the Troublemaker Phase though none did as the step began (Plunderseed
    Vines, defeated, puts Ahuizotl into play face-up: "At the end of each player's
    Troublemaker Phase ..."): the phase's end is then added now, to come next."""
    stack = g.s["stack"]
    if stack[-2]["op"] != "tm_phase_end" and _tm_phase_end_heard(g):
        g.push("tm_phase_end")
    return True


def _challenges(g: MlpGame, tp: int, done: list[str] | tuple[()],
                challenged: list[int] | tuple[()] = ()) -> list[tuple[str, str]]:
    """608.1: the face-up Troublemakers the turn player may challenge (an opponent's, or
    an Epic one) at Problems where they have characters, not yet challenged this step."""
    cards = g.s["cards"]
    troublemakers = [iid for iid in _troublemakers(g) if not cards[iid]["face_down"]]
    if not troublemakers:
        return []
    options = []
    for area in g.problems():
        for iid in troublemakers:
            if cards[iid]["area"] == area and challengeable(g, tp, iid, done, challenged=challenged):
                tax = power.challenge_tax(g, tp, iid)
                options.append((f"challenge:{iid}", (f"Pay {tax} to challenge " if tax else "Challenge ")
                                + f"{g.name(iid)} at {area}"))
    return options


def challengeable(g: MlpGame, tp: int, tm: int, done: list[str] | tuple[()],
                  why: Refusals | None = None, challenged: list[int] | tuple[()] = ()) -> bool:
    """May the turn player `tp` challenge the Troublemaker `tm` in their Challenge Step,
    `done` being the Problems where they challenged in it so far and `challenged` the
    Troublemakers they challenged (608.3: one a text moved to another Problem since is
    not challenged again; one turned face-down since is a different card, 505.3, and no
    longer listed, `abilities.forget_card`)? When not and `why`
    is given, each rule or card text that says so is added to it (verb "challenge"): a
    judge is told every reason, not only the first (their own face-down Troublemaker is
    face-down and theirs; a Problem challenged at already may also have none of their
    characters)."""
    c = g.s["cards"][tm]
    area = c["area"]
    allowed = True
    if c["face_down"]:
        if why is None:
            return False
        why.add("challenge", tm, area, "607.2", "it is face-down: a Troublemaker is challenged once it is "
                                                "uncovered, in its controller's Uncover Step")
        allowed = False
    if c["ctrl"] == tp and not power.is_epic(g, tm):
        if why is None:
            return False
        why.add("challenge", tm, area, "608.1", f"P{tp} controls it, and only opposing or Epic Troublemakers "
                                                "are challenged")
        allowed = False
    if tm in challenged:
        if why is None:
            return False
        why.add("challenge", tm, area, "608.3", f"P{tp} has challenged it already in this Challenge Step, "
                                                "at another Problem (the same Troublemaker is challenged once)")
        allowed = False
    elif area in done:
        if why is None:
            return False
        why.add("challenge", tm, area, "608.1", f"P{tp} has challenged at that Problem already in this "
                                                "Challenge Step (one Troublemaker at each Problem)")
        allowed = False
    found: list[tuple[str, str, int | None]] | None = [] if why is not None else None
    if challenge_refused(g, tp, tm, None, found):
        if why is not None and found:
            for rule, words, card in found:
                why.add("challenge", tm, area, CARD_TEXT if card is not None else rule, words, card)
        return False
    return allowed


# ----- score phase (610-613) ----------------------------------------------------------------


# the Problems the turn player confronted this Score Phase, as cards (612.1 counts them), kept
# from each confront (`confronts`) to the Faceoff Step
CONFRONTED_PROBLEMS = "confronted_problems"


@op("confront")
def confront(g: MlpGame, f: dict) -> bool:
    s = g.s
    tp = s["turn_player"]
    ans = f.pop("ans", None)
    # what the Problem confronted requires and what the player gives to it, when just worked out
    checked = None
    if ans is not None:
        # (the Problem chosen from those that could be confronted on this very position, as
        # the question was asked: they are not looked at again)
        area = ans[0]
    else:
        # what each Problem the player can confront requires and what they give to it
        met: dict[str, tuple[list[tuple[str, str | None, int]], int]] = {}
        for a in g.problems():
            found = confrontable(g, tp, a, f["done"])
            if found is not None:
                met[a] = found
        ready = list(met)
        if not ready:
            return True
        if len(ready) > 1:
            # (each by its card and whose it is, "Pearl Heist #113 (P0's)": the area's words would
            # name the Problem a second time, "... at Problem Pearl Heist (P0's)")
            g.ask(tp, "confront_order", "Which Problem do you confront next? (610.1)",
                  [(a, f"{g.name(g.problem_card(a))} (P{s['areas'][a]['owner']}'s){_changed_needs(g, tp, a, met[a])}")
                   for a in ready])
            return False
        area = ready[0]
        checked = met[area]
    f["done"].append(area)
    if problems.replace_confront(g, tp, area):
        return False
    # (`replace_confront` said no without changing anything: the board is the one checked)
    confronts(g, tp, area, checked)
    return False


def _changed_needs(g: MlpGame, player: int, area: str,
                   met: tuple[list[tuple[str, str | None, int]], int]) -> str:
    """After a Problem's words in the Confront Step's question or the log of its confronting:
    what it needs where a text or keyword changes that, and what changes it, as a move's option
    says its price where it is not 2 (": needs 6 Wild (printed 4 Wild, +2 from Snails, Deep
    Thinker #9)"); "" otherwise."""
    changed = requirement_change_words(g, player, area)
    return f": needs {' + '.join(power.requirement_words(*req) for req in met[0])}{changed}" if changed else ""


def confronts(g: MlpGame, player: int, area: str,
              checked: tuple[list[tuple[str, str | None, int]], int] | None = None) -> None:
    """The player confronts the Problem at `area` (611): it is confronted, they score its
    point with their characters there, "when you confront" hears of it and a window opens.
    The one way to confront, whether or not a Vexing card was asked to replace it first.
    `checked`: what the Problem requires and the power given to it, when just worked out."""
    reqs, supplied = checked or (power.requirements(g, player, area) or [], power.confront_power(g, player, area))
    g.s["confronted"].append(area)
    g.s["flags"].setdefault(CONFRONTED_PROBLEMS, []).append(g.problem_card(area))
    g.note("611.1", f"P{player} confronts {g.name(g.problem_card(area))}{_changed_needs(g, player, area, (reqs, 0))}")
    scored = g.score(player, 1, "611.4", "confronting a Problem")
    for iid in g.characters_at(area, player):
        abilities.scored_with(g, iid, scored)
    g.emit_event("confront", {"player": player, "area": area,
                              "excess": supplied - power.required_total(reqs),
                              "problem": g.problem_card(area)})
    g.emit_event("opp_confront", {"player": player, "area": area})
    open_window(g)


def confrontable(g: MlpGame, player: int, area: str, done: list[str],
                 why: list[tuple[str, str]] | None = None) -> tuple[list[tuple[str, str | None, int]], int] | None:
    """Can `player` confront the Problem at `area` in their Confront Step (611), `done` being
    the areas confronted in it so far: what it requires and the power given (`power.meeting`),
    or None; then, when `why` is a list, (rule, words) of each reason is added to it (the rule
    "card text:<id>" for the text of the card with that id): the Troublemaker keeping them
    from it, by name, and the power they lack too, so that a judge who removes the one is
    not surprised by the other."""
    if area in done:
        if why is not None:
            why.append(("611.1", "it has been confronted already in this Confront Step"))
        return None
    # (the cheap look at the Troublemakers first: both only read the board)
    blocked = False
    if why is None:
        if power.blocked_by_troublemaker(g, player, area):
            return None
    elif (blocker := power.blocking_troublemaker(g, player, area)) is not None:
        kind = "an Epic Troublemaker" if g.s["cards"][blocker]["ctrl"] == player else \
            "an opposing face-up Troublemaker"
        why.append(("611.3e", f"{g.name(blocker)}, {kind}, is at that Problem"))
        blocked = True
    found = power.meeting(g, player, area)
    if found is None and why is not None:
        reqs = power.requirements(g, player, area)
        if reqs is None:
            forbidder = power.confront_forbidden_by(g, player, area)
            record = g.s["areas"][area]
            problem = record.get("problem")
            owner = record["owner"] == player
            if problem is not None and g.spec(problem).card.confront_unknown(owner):
                why.append(("209.1", _unknown_requirement_words(g, problem, player, owner)))
            elif forbidder is not None and forbidder in g.s["cards"]:
                why.append((f"{CARD_TEXT}:{forbidder}", f"{g.name(forbidder)}'s text says P{player} can't "
                                                         "confront it (104.2)"))
            else:
                why.append(("611.2", f"P{player} can't confront it at all: the Problem has no confront "
                                     f"requirement for P{player}"))
        else:
            why.append(("611.3", _needs_and_given(g, player, area, reqs)))
    elif found is not None and why is not None and power.confront_changes(g, player, area):
        # (met: what it needs is said where a text or keyword changes it, as an offered move
        # says its price where it is not 2, 609.2b)
        why.append(("611.3", _needs_and_given(g, player, area, found[0])))
    return None if blocked else found


def _needs_and_given(g: MlpGame, player: int, area: str, reqs: list[tuple[str, str | None, int]]) -> str:
    """What confronting the Problem at `area` needs of `player`, with what changes it, and what
    their characters there give: "it needs 6 Wild (printed 4 Wild, +2 from Snails, Deep Thinker
    #9); P0's characters there give 4 Pink"."""
    needed = " + ".join(power.requirement_words(*req) for req in reqs)
    given = _supply_words(power.confront_supply(g, player, area))
    left = ", ".join(f"{g.name(iid)} ({words})" for iid, words in power.confront_left_out(g, player, area))
    left = f"; not counted: {left}" if left else ""
    return f"it needs {needed}{requirement_change_words(g, player, area)}; P{player}'s characters there give {given}{left}"


def requirement_change_words(g: MlpGame, player: int, area: str) -> str:
    """What makes the power `player` needs to confront the Problem at `area` other than printed
    (611.3), said after what it needs as a price's parts are after the price (`actions.
    price_part_words`, 609.2b): " (printed 4 Wild, +2 from Snails, Deep Thinker #9)", " (printed
    3 Pink + 2 Wild, +1 for Eccentric (Lyra Heartstrings, Pony of Mystery #29))"; a modifier
    whose card is gone "from a card played earlier"; "" when nothing changes it."""
    changes = power.confront_changes(g, player, area)
    printed = power.printed_requirements(g, player, area)
    if not changes or printed is None:
        return ""
    cards = g.s["cards"]
    parts = [actions.price_part_words(g, part) if part.keyword is not None or part.card in cards
             else f"{part.amount:+d} from a card played earlier" for part in changes]
    printed_words = " + ".join(power.requirement_words(*req) for req in printed)
    return f" (printed {printed_words}, {', '.join(parts)})"


def _unknown_requirement_words(g: MlpGame, problem: int, player: int, owner: bool) -> str:
    """Why `player` can't confront a Problem whose confront requirement for them the card data
    does not give (209.1): both players' ("leaves them blank"), or only this player's, said
    with what the data gives, as the other player still confronts it on theirs."""
    card = g.spec(problem).card
    if card.confront_unknown_to_both:
        return (f"the card data leaves {g.name(problem)}'s confront requirements blank: "
                "the engine lets nobody confront it, and a judge rules on it")
    side = "owner" if owner else "opponent"
    return (f"{g.name(problem)}'s {side}'s confront requirement is not known: the card data gives "
            f"{card.confront_unknown(owner)}; the engine doesn't let its {side}, P{player}, "
            "confront it, and a judge rules on it")


def _supply_words(supply) -> str:
    """The power characters give a confront, added up by color ("7 Pink, 2 Blue/White"), in
    the order the characters come: one line a judge reads, not one entry per character."""
    totals: dict[str, int] = {}
    for value, colors in supply:
        # (a colorless character's power is counted as "none": said as the cards say it)
        key = "/".join(c.title() for c in colors if c != "none") or "colorless"
        totals[key] = totals.get(key, 0) + value
    return ", ".join(f"{value} {colors}" for colors, value in totals.items()) or "nothing"


def start_problem_faceoff(g: MlpGame) -> None:
    s = g.s
    tp = s["turn_player"]
    opp = 1 - tp
    # Problems are counted as the cards confronted, not by area: one put into play in place of
    # one confronted (Fire When Ready, Jest) is another Problem (410.6); one confronted twice
    # (additional Confront Steps) is one
    confronted = set(s["flags"].pop(CONFRONTED_PROBLEMS, ()))
    if len(confronted) >= 2:
        # (why, as 612.2's line says why: the turn player confronted two or more Problems)
        g.note("612.1", f"P{tp} confronted {len(confronted)} Problems: a Multi Problem Faceoff is performed at all "
                        "Problems")
        start_faceoff(g, "problem", list(g.problems()), tp, None, "612.1", multi=True)
    elif len(confronted) == 1:
        area = s["confronted"][-1]
        if area not in s["areas"] or g.problem_card(area) not in confronted:
            # 612.2's "that Problem" left play since (replaced by a text, 410.6: the Problem
            # there now is another card, never confronted; a Dilemma's area is gone, 522.3)
            g.note("612.2", f"No Problem Faceoff is performed: the Problem P{tp} confronted has left play")
            return
        if power.meets(g, opp, area) and not power.blocked_by_troublemaker(g, opp, area):
            g.note("612.2", f"P{opp} could also confront {abilities.problem_name(g, area)}: a Problem Faceoff "
                   "is performed there")
            start_faceoff(g, "problem", [area], tp, None, "612.2")


def start_faceoff(g: MlpGame, kind: str, areas: list[str], challenger: int, tm: int | None,
                  rule: str, multi: bool = False, involved: list[int] | None = None) -> None:
    g.s["faceoff"] = {
        "kind": kind, "areas": areas, "challenger": challenger, "tm": tm, "multi": multi,
        "flipped": [[], []], "ignored": [], "winner": None, "margin": 0, "rule": rule,
        "flagged": involved or [], "used": [], "studious": [False, False],
    }
    g.push("faceoff", step=0)


def replace_problem(g: MlpGame, area: str, replaceable: bool = True, stay: list[int] | None = None,
                    kept_by: dict[str, str] | None = None) -> None:
    """613.2: send characters home, dismiss face-up Troublemakers and Resources there,
    put the Problem on the bottom of its deck and the top card into play.

    Replacement text may ask first (710): "if this card's Problem would be replaced"
    (`replaceable`: not asked again), and a Problem whose players choose Friends that
    stay (`stay`: the chosen ones, once chosen; `kept_by`: the card whose text keeps each,
    by instance id as text, which its log line names as every replacement's does)."""
    if (replaceable or stay is None) and replacement.before_replacing(g, area, replaceable, stay):
        return
    g.emit_event("replaced", {"area": area, "problem": g.problem_card(area)})
    sent = g.characters_at(area)
    if g._listeners("would_send_home"):
        # the characters are sent together: cards whose text replaces sending home go last,
        # so that their text still sees them where they were
        senders = set(g._listeners("would_send_home"))
        sent = sorted(sent, key=lambda i: i in senders)
    for iid in sent:
        if stay and iid in stay:
            g.note("710.1", f"{g.name(iid)} isn't sent home" + g.by_text((kept_by or {}).get(str(iid), "")))
            continue
        g.move(iid, home(g.card(iid)["ctrl"]), g.s["turn_player"], "613.2", send=True)
    # Characters went home first with their attachments (509.3: an attachment is always at
    # its host's area), so 613.2's "Resources there" are those no character carries: a
    # character that isn't sent home (Hazmat Suit's holder, Applebuck Season's choice, 710.1)
    # keeps its Resources, as it would have had it gone home with them.
    carried = {a for iid in g.characters_at(area) for a in g.carried_with(iid)}
    for iid in g.at(area):
        c = g.s["cards"].get(iid)
        if c is None or iid in carried:
            continue
        kind = g.spec(iid).type
        if (kind == "troublemaker" and not c["face_down"]) or kind == "resource":
            g.dismiss(iid, "613.2", by_game=True)
    problem = g.problem_card(area)
    if problem is None:
        return
    owner = g.card(problem)["owner"]
    for attached in g.attachments(problem):
        g.dismiss(attached, "613.2", by_game=True)
    if area.startswith(DILEMMA_PREFIX):
        # 522.3, 522.3a: a replaced Dilemma goes to the discard pile and its area ends
        name = g.name(problem)
        g.relocate(problem, "problem_deck", position="bottom")
        g.s["areas"][area]["problem"] = None
        g.note("522.3a", f"{name} is replaced: it goes to P{owner}'s discard pile{g.by_text()}")
        g.close_dilemma_area(area, dilemma=name)
        return
    name = g.name(problem)
    g.relocate(problem, "problem_deck", position="bottom")
    g.s["areas"][area]["problem"] = None
    deck = g.s["players"][owner]["problem_deck"]
    g.note("613.2", f"{area} {name} is replaced{g.by_text()}")
    if deck:
        new = g.relocate(deck[-1], "play", area=area)
        g.s["areas"][area]["problem"] = new  # (the area's Problem before what answers its entering play looks)
        _not_confronted_yet(g, area)
        abilities.announce_entered(g, new, owner, rule="613.2")


def _not_confronted_yet(g: MlpGame, area: str) -> None:
    """The Problem just put into play at `area` is a new card (410.6): a Confront Step going
    on has not confronted it, though it confronted the Problem it replaced (Jest, Clowning
    Around replacing a Problem confronted this Score Phase): a Confront Step is performed for
    each Problem (610.1), so it may be confronted in this one too."""
    for frame in g.s["stack"]:
        if frame["op"] == "confront" and area in frame["done"]:
            frame["done"].remove(area)


# ----- wrap up (616) ------------------------------------------------------------------------


@op("wrapup")
def wrapup(g: MlpGame, f: dict) -> bool:
    """616: the Wrap Up Step, its parts in order (`f["step"]`); a part that asked
    nothing is followed by the next in the same call."""
    s = g.s
    tp = s["turn_player"]
    player = s["players"][tp]
    ans = f.pop("ans", None)
    if f["step"] == 0:
        # continuous text may raise the maximum ("your maximum hand size is increased by 2")
        excess = len(player["hand"]) - player["hand_size"] - power.static_sum(g, "hand_size", tp)
        if excess > 0:
            if ans is None and excess < len(player["hand"]):
                g.ask(tp, "discard", f"Discard {how_many(excess, 'card')} down to the maximum hand size (616.2)",
                      [(f"card:{i}", g.name(i)) for i in player["hand"]], excess, excess)
                return False
            if ans is None:  # (every card in hand must go: nothing to choose)
                ans = [f"card:{i}" for i in player["hand"]]
            for key in ans:
                g.discard(int(key.split(":")[1]), "616.2")
            ans = None
        f["step"] = 1
        if not _runs_on(g, f):
            return False
    if f["step"] == 1:
        limit = home_limits.home_limit(g, tp)  # (changed by text such as "home limits are reduced by 1")
        here = g.characters_at(_HOMES[tp], tp)
        # (no more characters at home than the limit: no more Friends either); cards that
        # "do not count against your home limit" are left out of the count
        friends = [i for i in here if g.is_type(i, "friend") and home_limits.counts_against_home_limit(g, i)] \
            if limit is not None and len(here) > limit else []
        # (616.3: "until they no longer have Friends at their home in excess": counted again
        # after each retirement, as a Friend kept at home instead, frightened by its Persistent
        # or by other text, still counts; not once a retirement changed nothing at all, which
        # a replacement that can't be done could do again and again, 710.4)
        before = f.pop("before", None)
        if before is not None and before == _home_limit_mark(g, friends):
            friends = []
        if limit is not None and len(friends) > limit:
            # a text may keep some of them from being retired for it: as many of the others
            # as there are, then the count is made again (what kept them may have ended)
            allowed = home_limits.retirable_for_home_limit(g, tp, friends)
            excess = min(len(friends) - limit, len(allowed))
            if excess:
                if ans is None and excess < len(allowed):
                    g.ask(tp, "retire", f"Retire {how_many(excess, 'Friend')} at home over your home limit (616.3)",
                          [(f"card:{i}", g.name(i)) for i in allowed], excess, excess)
                    return False
                if ans is None:  # (every Friend that may be retired for it must be: nothing to choose)
                    ans = [f"card:{i}" for i in allowed]
                # one instruction retiring them: they leave together, each told of the others,
                # once every one's replacements are decided (704.1b, 710.5, `verbs.act_together`)
                f["before"] = _home_limit_mark(g, friends)
                act_together(g, "retire", [int(key.split(":")[1]) for key in ans], "616.3")
                return _runs_on(g, f) and wrapup(g, f)  # (step 1 again, once they have left)
        f["step"] = 2
        if not _runs_on(g, f):
            return False
    if s["waiting"]:
        g.note("616.4a", "Triggers occurred during the Wrap Up Step: a priority window opens")
        f["step"] = 0
        open_window(g)
        return False
    return True


def _home_limit_mark(g: MlpGame, friends: list[int]) -> list[int]:
    """What a retirement for the home limit (616.3) changes, or what text replacing it uses up:
    the Friends at home, how many of them are frightened (Persistent), the cards in play and
    how many are exhausted ("exhaust your Mane Character instead"), the cards in discard piles
    ("banish this card and 2 other cards from your discard pile instead")."""
    s = g.s
    return [len(friends), sum(1 for i in friends if s["cards"][i]["frightened"]), len(s["play"]),
            sum(1 for i in s["play"] if s["cards"][i].get("exhausted")),
            sum(len(p["discard"]) for p in s["players"])]


# ----- priority (510) and Pre-Priority Processing (511) ------------------------------------


@op("window")
def window(g: MlpGame, f: dict) -> bool:
    s = g.s
    ans = f.pop("ans", None)
    if ans is not None:
        key = ans[0]
        if key == "pass":
            return (_pass(g, f) and not _reopen(g, f)) or _give_priority(g, f)
        player = f["player"]
        rewindable = abilities.may_fail_after_a_choice(g, key, player)
        if rewindable:
            g.mark_rewind_point()  # 705.2: processing this action may ask questions
        f["passes"] = 0
        f["player"] = 1 - player
        s["flags"]["last_priority"] = player
        if f["ctx"] == "main":
            if player != s["turn_player"]:
                f["reopen"] = 1  # (see `_reopen`)
            else:
                f.pop("reopen", None)
        if key.startswith("act|") or "acts" in f:
            loops.note_action(g, f, player, key)
        if f["ctx"] == "main" and player == s["turn_player"] and g.lib.react_ids:
            # a Main Phase action (609.2): "After an opponent takes an action during their Main Phase"
            g.emit_event("took_action", {"player": player, "phase": s["phase"]})
        depth = len(s["stack"])
        actions.take(g, player, key)
        if rewindable:
            g.bind_rewind_point(s["stack"][depth] if len(s["stack"]) > depth else None)
        return _runs_on(g, f) and _give_priority(g, f)
    return _give_priority(g, f)


def _give_priority(g: MlpGame, f: dict) -> bool:
    """Give priority to the player whose turn it is in window `f`; one who can do nothing
    passes at once, and the other player is next in the same call. True when both passed."""
    s = g.s
    while True:
        if _needs_ppp(g):
            # 511.7a.i: while a window is being opened the turn player orders first;
            # otherwise the player who most recently had priority does (511.7a)
            g.push("ppp", wave=0, batch=[], first=g.first_decider())
            return False
        f["had"] = True
        player = f["player"]
        if (f["ctx"] != "main" or player != s["turn_player"]) and not actions.may_act_outside_main(g, player):
            if _pass(g, f) and not _reopen(g, f):
                return True
            continue
        if "acts" in f and loops.watch_optional(g, f, player):
            return False
        options = _priority_options(g, f, player)
        if not options:
            if _pass(g, f) and not _reopen(g, f):
                return True
            continue
        s["flags"]["last_priority"] = player
        g.ask(player, "priority", f"P{player} has priority ({stage_of(s)})",
              [("pass", "Pass priority"), *options], context={"window": f["ctx"]})
        return False


def _priority_options(g: MlpGame, f: dict, player: int) -> list[tuple[str, str]]:
    """The actions `player` may take in window `f` now, but for passing (802.2: none that
    would continue a loop)."""
    options = actions.legal(g, player, f["ctx"])
    if "barred" in f:
        barred = loops.barred(g, f, player)
        options = [o for o in options if o[0] not in barred]
    return options


def could_act(g: MlpGame, f: dict, player: int) -> bool:
    """Could `player` take an action in window `f` now? One who could not is passed for
    at once as priority comes to them (`_give_priority`)."""
    if (f["ctx"] != "main" or player != g.s["turn_player"]) and not actions.may_act_outside_main(g, player):
        return False
    return bool(_priority_options(g, f, player))


def open_window(g: MlpGame, ctx: str = "open") -> None:
    """Open a priority window (601.2) for the turn player.

    When no triggered effect waits, the state checks are clean and neither player
    could act, the window would open and close with two passes; the engine closes
    it at once, with the same result (most windows: both answers are kept, the clean
    board with the board index and what the game's cards could need in
    `g.offmain_kinds`).
    """
    s = g.s
    if not _needs_ppp(g) and not actions.may_either_act_outside_main(g):
        s["reactions"] = []
        s["flags"]["last_priority"] = 1 - s["turn_player"]  # the second of the two passes
        return
    g.push("window", ctx=ctx, player=s["turn_player"], passes=0)


def _pass(g: MlpGame, f: dict) -> bool:
    s = g.s
    player = f["player"]
    s["flags"]["last_priority"] = player  # 801.1: they had priority, if only to pass
    passes = f["passes"] = f["passes"] + 1
    f["player"] = 1 - player
    if passes >= 2:
        s["reactions"] = []
        return True
    return False


def _reopen(g: MlpGame, f: dict) -> bool:
    """The turn player's Main Phase goes on after an opponent's action (510.3, 512.3, 609.1).

    When the opponent took an action in the turn player's Main Phase (a Reaction, an
    Immediate ability) and both players then passed, that priority window closes; the
    turn player may then open another one by taking a Main Phase action, and the Main
    Phase ends only when they choose not to. Their pass in answer to the opponent's
    action passed priority, not the phase. So window `f` (just closed by two passes)
    starts again with the turn player's priority; True when it does. A turn player with
    no legal action to take (no action token left, nothing they could play or activate)
    can't open another window: the game moves forward, and the log does not say they may
    take another action."""
    if not f.pop("reopen", 0):
        return False
    s = g.s
    if not could_act(g, f, s["turn_player"]):
        return False
    f["passes"] = 0
    f["player"] = s["turn_player"]
    g.note("510.3", f"the priority window closes; P{s['turn_player']} may take another Main Phase action "
           "(512.3, 609.1)")
    return True


def _needs_ppp(g: MlpGame) -> bool:
    return bool(g.s["waiting"]) or not _board_clean(g) or host_control_follows_abilities(g, apply=False)


def _board_clean(g: MlpGame) -> bool:
    """Would `_state_checks` find nothing to do? (asked once per board change)"""
    board = g.settled_board or g.board()
    clean = board.clean  # (kept with the board: the checks read only the cards in play and the areas)
    if clean is not None:
        return clean
    changed = board.changed_since_clean
    clean = board.clean = (changed is not None and _changes_keep_clean(g, changed)) or not _board_dirty(g)
    return clean


_FACE_READING_HOSTS = ("friend_color:", "friend_trait:")
"""The placement rules (`Spec.attach`) whose host description reads the host's colors or traits,
which can change with the host where it is (`_changes_keep_clean`)."""


def _changes_keep_clean(g: MlpGame, changed: list[int]) -> bool:
    """The board was clean and since then only these cards entered play or changed
    areas, and cards that no card in play was attached to left play
    (`BoardIndex.changed_since_clean`): is it still? True only when it is.

    Each check of `_board_dirty` reads one card's record, its host's record and the
    home areas (host, frightened, character at a home), or compares face-up cards
    with each other (Unique names, face-up Troublemakers of a player or an Epic one
    sharing a Problem). No other card's record changed (any such change drops the
    board index, and with it this list), no card in play has a card that entered
    as its host (its id is new), moving changes no host or face, and a card leaving
    play only takes away from the comparisons (one with attachments drops the list:
    `BoardIndex.remove`); so a finding now involves a listed card: its own checks
    are made here, and a face-up Unique card or Troublemaker is compared with the
    others. A listed card that makes another card Epic sends the board to the full
    checks: the finding is that other card's.
    """
    s = g.s
    cards = s["cards"]
    specs = g.lib._specs
    areas = s["areas"]
    if g.static_abilities("all_unique"):
        return False  # every card is Unique: any two with one name are compared again
    # a card making another Epic (Alicorn Amulet: "That Troublemaker is Epic") changes that
    # card's comparisons (516.4a), not only its own: such a card entering is checked in full
    epic_givers = {src for src, _ability in g.static_abilities("epic")}
    # an attachment whose host description names a color or a trait ("Play on an [Honesty]
    # Friend") may stop fitting with no card entering or moving: its host's colors change with a
    # modifier (The Smooze's "becomes that color") or a continuous ability come or gone (511.2).
    # Such attachments are few: each is checked again, whatever changed
    for host, attached in (g.settled_board or g.board()).by_host.items():
        for iid in attached:
            if g.spec(iid).attach.startswith(_FACE_READING_HOSTS) and not abilities.host_matches(g, iid, host):
                return False
    for iid in changed:
        if iid in epic_givers:
            return False
        c = cards.get(iid)
        printed = specs.get(c["card"]) if c is not None else None
        if printed is None or c["zone"] != "play":
            return False
        host = c["host"]
        if host is not None:
            hc = cards.get(host)
            if (hc is None or hc["zone"] != "play" or hc["face_down"] or hc["frightened"]
                    or not abilities.host_matches(g, iid, host)):
                return False
        kind = printed.type
        if c["frightened"] and kind != "friend":
            return False
        if kind == "friend" or kind == "mane":
            area = areas.get(c["area"])
            if area is None or (area["kind"] == "home" and area["owner"] != c["ctrl"]):
                return False
        if c["face_down"] or c["frightened"]:
            continue
        face = printed.boosted if c["boosted"] and printed.boosted is not None else printed
        if kind == "troublemaker" and _shares_problem(g, iid, c, face.epic or power.epic_by_text(g, iid)):
            return False
        if face.unique and _shares_unique_name(g, iid, c, face.name):
            return False
    return True


def _shares_problem(g: MlpGame, iid: int, c: dict, epic: bool) -> bool:
    """Does this face-up Troublemaker share its Problem with another face-up one of the
    same controller, or with any other when either is Epic (516.4)?"""
    cards = g.s["cards"]
    own = 1
    for other in (g.settled_board or g.board()).troublemakers:  # (the face-up ones)
        oc = cards[other]
        if other != iid and oc["area"] == c["area"] and not oc["face_down"]:
            if epic or power.is_epic(g, other):
                return True
            if oc["ctrl"] == c["ctrl"]:
                own += 1
    return own > 1 and own > face_up_troublemakers_allowed(g, c["ctrl"], c["area"])


def _shares_unique_name(g: MlpGame, iid: int, c: dict, name: str) -> bool:
    """Does another face-up card in play of the same controller have this Unique name (516.3)?"""
    cards = g.s["cards"]
    specs = g.lib._specs
    for other in g.s["play"]:
        oc = cards[other]
        if other == iid or oc["ctrl"] != c["ctrl"] or oc["face_down"] or oc["frightened"]:
            continue
        printed = specs[oc["card"]]
        face = printed.boosted if oc["boosted"] and printed.boosted is not None else printed
        if face.unique and face.name == name:  # (with "Cards in play have Unique", `_changes_keep_clean` looks at all)
            return True
    return False


def _board_dirty(g: MlpGame) -> bool:
    """Would `_state_checks` find anything to do? The same checks in one pass over the
    cards in play, stopping at the first finding (asked once per board change)."""
    s = g.s
    cards = s["cards"]
    specs = g.lib._specs
    home_owners = {key: area["owner"] for key, area in s["areas"].items() if area["kind"] == "home"}
    seen: set[tuple] = set()
    shown_tms: dict[str, int] = {}
    epic_areas: list[str] = []
    all_unique = bool(g.static_abilities("all_unique"))  # "Cards in play have Unique"
    if g.static_abilities(power.LOSES_UNIQUE):
        return bool(_state_checks(g, apply=False))  # ("lose and can't have Unique": `power.is_unique` decides)
    for iid in s["play"]:
        c = cards.get(iid)
        printed = specs.get(c["card"]) if c is not None else None
        if printed is None:
            return bool(_state_checks(g, apply=False))  # unusual board: the full checks decide
        host = c["host"]
        if host is not None:
            hc = cards.get(host)
            if (hc is None or hc["zone"] != "play" or hc["face_down"] or hc["frightened"]
                    or not abilities.host_matches(g, iid, host)):
                return True
        kind = printed.type
        if c["frightened"] and kind != "friend":
            return True
        if kind == "friend" or kind == "mane":
            home_owner = home_owners.get(c["area"])
            if home_owner is not None and home_owner != c["ctrl"]:
                return True
        if c["face_down"]:
            continue
        face = printed.boosted if c["boosted"] and printed.boosted is not None else printed
        if kind == "troublemaker":
            shown_tms[c["area"]] = shown_tms.get(c["area"], 0) + 1
            if face.epic or power.epic_by_text(g, iid):
                epic_areas.append(c["area"])
        if c["frightened"]:
            continue
        if face.unique or all_unique:
            key = ("u", c["ctrl"], face.name)
            if key in seen:
                return True
            seen.add(key)
        if face.type == "troublemaker":
            key = ("t", c["ctrl"], c["area"])
            if key in seen:
                if _too_many_troublemakers(g, c["ctrl"], c["area"]):
                    return True
            else:
                seen.add(key)
    return any(shown_tms[area] > 1 for area in epic_areas)


def _too_many_troublemakers(g: MlpGame, player: int, area: str) -> bool:
    """Does `player` control more face-up Troublemakers at `area` than they may (306.2, with
    "You can have an additional face-up Troublemaker at this Problem")? Asked only once a
    second one is seen there."""
    cards = g.s["cards"]
    shown = sum(1 for i in g.at(area) if cards[i]["ctrl"] == player and not cards[i]["face_down"]
                and not cards[i]["frightened"] and g.is_type(i, "troublemaker"))
    return shown > face_up_troublemakers_allowed(g, player, area)


def _attachment_dismissed_words(g: MlpGame, hc: dict | None, host: int) -> str:
    """Why the game dismisses an attachment in Pre-Priority Processing, for the log: the
    card it was played on has left play (it is no card in play now, so no host fitting the
    attachment's host description, 509.4, 511.2), is face-down (511.3), or is in play but
    no longer fits that description."""
    if hc is None or hc["zone"] != "play":
        return "the game dismisses it, as the card it was played on has left play"
    if hc["face_down"] or hc["frightened"]:
        state = "face-down" if hc["face_down"] else "frightened (turned face down, 504.1)"
        return f"the game dismisses it, as the card it is attached to, {g.name(host)}, is {state}"
    return f"the game dismisses it, as the card it is attached to, {g.name(host)}, no longer fits its host description"


def _state_checks(g: MlpGame, apply: bool) -> bool:
    """One sweep of 511.2-511.6 and uniqueness (516); True if anything needed doing."""
    s = g.s
    cards = s["cards"]
    changed = False
    for iid in list(s["play"]):
        c = cards.get(iid)
        if c is None:
            continue
        spec = g.lib.spec(c["card"])
        host = c["host"]
        if host is not None:
            hc = cards.get(host)
            bad = hc is None or hc["zone"] != "play" or not abilities.host_matches(g, iid, host)
            if bad or hc["face_down"] or hc["frightened"]:
                if not apply:
                    return True
                g.dismiss(iid, "511.3" if hc is not None and hc["face_down"] else "511.2", by_game=True,
                          because=_attachment_dismissed_words(g, hc, host))
                changed = True
                continue
        if c["frightened"] and spec.type != "friend":
            if not apply:
                return True
            g.unfrighten(iid, "511.4")
            changed = True
        if spec.type in ("friend", "mane") and c["area"] in s["areas"]:
            area = s["areas"][c["area"]]
            if area["kind"] == "home" and area["owner"] != c["ctrl"]:
                if not apply:
                    return True
                g.move(iid, home(c["ctrl"]), c["ctrl"], "511.5", send=True)
                changed = True
    if _uniqueness_violation(g):
        return True
    return changed


def _uniqueness_violation(g: MlpGame) -> list[int]:
    """516.3/516.4: Unique cards with the same name, two face-up Troublemakers of one
    player at a Problem, or an Epic Troublemaker sharing its Problem."""
    cards = g.s["cards"]
    seen: dict[tuple, list[int]] = {}
    for iid in g.s["play"]:
        c = cards[iid]
        if c["face_down"] or c["frightened"]:
            continue
        spec = g.spec(iid)
        if power.is_unique(g, iid):
            seen.setdefault(("u", c["ctrl"], spec.name), []).append(iid)
        if spec.type == "troublemaker":
            seen.setdefault(("t", c["ctrl"], c["area"]), []).append(iid)
    for key, group in seen.items():
        if len(group) > 1 and (key[0] == "u" or len(group) > face_up_troublemakers_allowed(g, key[1], key[2])):
            return group
    for iid in g.s["play"]:
        c = cards[iid]
        if not c["face_down"] and g.is_type(iid, "troublemaker") and power.is_epic(g, iid):
            others = [o for o in g.at(c["area"]) if o != iid and g.is_type(o, "troublemaker")
                      and not cards[o]["face_down"]]
            if others:
                return [iid, *others]
    return []


@op("ppp")
def ppp(g: MlpGame, f: dict) -> bool:
    s = g.s
    if "ans" in f:  # (`f.pop("ans", None)`, see `window`)
        ans = f["ans"]
        del f["ans"]
    else:
        ans = None
    if ans is not None and f.get("asking") == "unique":
        f.pop("asking")
        _dismiss_to_repair(g, ans)
        return False
    if ans is not None and f.get("asking") == "order":
        f.pop("asking")
        chosen = int(ans[0].split(":")[1])
        trig = next(t for t in f["batch"] if t["n"] == chosen)
        f["batch"].remove(trig)
        _process_trigger(g, trig)
        return False
    if f["batch"] and not _board_clean(g) and _ask_uniqueness(g, f):
        return False  # 516.1: repaired before the next triggered effect is processed
    if f["batch"]:
        first = f.get("first", s["turn_player"])
        order = [first, 1 - first]
        for p in order:
            mine = [t for t in f["batch"] if t["ctrl"] == p]
            if not mine:
                continue
            if trigger_order.order_can_matter(g, mine):
                f["asking"] = "order"
                g.ask(p, "trigger_order", "Choose the next triggered effect to process (511.7a)",
                      [(f"trigger:{t['n']}", label) for t, label in zip(mine, _trigger_labels(g, mine), strict=True)])
                return False
            trig = mine[0]
            f["batch"].remove(trig)
            _process_trigger(g, trig)
            return False
    host_control_follows_abilities(g, apply=True)  # (702.1: "You control that Friend." while it has it)
    # a board known to be clean gives the full sweep nothing to do
    if not _board_clean(g) and _state_checks(g, apply=True):
        if _ask_uniqueness(g, f):
            return False
        f["wave"] += 1
        return False
    if g.has_listeners(POWER_REACHED):
        power_reached(g)  # "When this card has 8 power, ..." (a state trigger, 704.1)
    if s["waiting"]:
        f["batch"] = s["waiting"]
        s["waiting"] = []
        f["wave"] += 1
        if f["wave"] >= loops.WATCH_FROM_WAVE:
            loops.watch_mandatory(g, f)  # 802.3: an endless series of mandatory effects?
        return False
    return True


@op(ENTERING_CHOICES)
def entering_choices(g: MlpGame, f: dict) -> bool:
    """The choices of cards one instruction put into play together, made "as [they] enter
    play" (706.1a, 706.1b): simultaneous decisions (801.1), so every decision is made before
    any is carried out, and no decision sees what another does. The player who decides first
    (`MlpGame.first_decider`, read as the cards entered) makes all of theirs, then the other
    player. A player whose order can change something (`entering_choices.order_can_matter`)
    chooses which card makes its decision next, as they would order their decisions; other
    choices are made without a question, in the order the cards entered. A card's own choices
    are made in printed order. The decision being made is `deciding` (it asks as this frame),
    those made are kept in `made` (`entering_choices.decided`); once all are made they are
    carried out together, in the order they were made, each in its "ability" frame, pushed in
    this one's place."""
    choices, made = f["choices"], f.setdefault("made", [])
    ans = f.pop("ans", None)
    deciding = f.get("deciding")
    if deciding is not None:
        if ans is not None:
            deciding["ans"] = ans
    elif ans is not None:
        chosen = int(ans[0].split(":")[1])
        deciding = next(c for c in choices if c["src"] == chosen)
    else:
        first = f["first"]
        mine = next((mine for p in (first, 1 - first) if (mine := [c for c in choices if c["ctrl"] == p])), None)
        if mine is None:
            g.s["stack"].extend(reversed(made))
            return True
        if order_can_matter(g, mine):
            cards = list(dict.fromkeys(c["src"] for c in mine))  # (each card once, in the order they entered)
            g.ask(mine[0]["ctrl"], "target", "Your cards entered play together: which one makes its choice "
                  "first? (801.1)",
                  [(f"card:{iid}", _trigger_label(g, next(c for c in mine if c["src"] == iid))) for iid in cards])
            return False
        deciding = mine[0]
    if "deciding" not in f:
        choices.remove(deciding)
        f["deciding"] = deciding
    if not decided(g, deciding):
        return False
    made.append(f.pop("deciding"))
    return False


def _trigger_labels(g: MlpGame, mine: list[dict]) -> list[str]:
    """The triggered effects offered in the order question (`_trigger_label`); one card's
    ability triggered several times (704.1b) has each told apart by what its details name
    ("for Critter #41"), else by the order they triggered in."""
    labels = [_trigger_label(g, t) for t in mine]
    told = list(labels)
    for index, (trig, label) in enumerate(zip(mine, labels, strict=True)):
        if labels.count(label) > 1:
            details = trigger_order.details_words(g, trig)
            nth = ordinal(labels[: index + 1].count(label))
            told[index] = f"{label} (for {details})" if details else f"{label} (the {nth} to trigger)"
    return told


def _trigger_label(g: MlpGame, trig: dict) -> str:
    """A triggered effect as its player picks it (511.7a): the card (#N while it is there) and
    what triggered, its text or its keyword. A face-down Troublemaker's own text is not quoted
    while the card is hidden (`abilities.hidden_text`, 505.1d): its player knows it by the
    card's number, and the question, shown at the table and in a replay, tells no one else."""
    spec = g.lib.spec(trig["card"])
    if trig["boosted"] and spec.boosted is not None:
        spec = spec.boosted
    who = g.name(trig["src"]) if trig["src"] in g.s["cards"] else spec.name
    if TEAMWORK_GIVER in trig:  # (the Friend that has it, and the card whose printed text it is)
        text, who = g.teamwork_named(trig)
        who = f"{who} (by Teamwork from {text})"
    name, index = trig["name"], trig["ab"]
    if abilities.hidden_text(g, trig):
        what = "its text, not shown while it is face-down (505.1d)"
    elif name.startswith("kw:"):
        what = f"{name[3:]} (keyword)"
    elif 0 <= index < len(spec.abilities):
        what = spec.abilities[index].text
    else:
        what = name or "its triggered ability"
    return f"{who}: {what}"


def _process_trigger(g: MlpGame, trig: dict) -> None:
    """The triggered effect is processed by an "ability" frame."""
    g.push("ability", src=trig["src"], card=trig["card"], ab=trig["ab"], boosted=trig["boosted"],
           name=trig["name"], ctrl=trig["ctrl"], data=trig["data"], step=0,
           **{key: trig[key] for key in (TEAMWORK_GIVER, TEAMWORK_SHARER) if key in trig})
