"""A judge's "why not?" at a Battledome table: why an action a player expected is not offered.

The question is a short sentence (`FORMS`, shown in the match table's box):

    play CARD          a card of the Inventory (a Food, or the Preparation Phase's one card)
    attach CODESTONE   the Train Phase's Codestone (7.11.4)
    collect MAP PIECE  a Map Piece, in the Preparation Phase (7.10.5)
    use CARD           an activated ability of a card in play ("activate CARD" alike)
    attack             why the active Neopet does not attack (it is no option: 5.5.4a);
                       "attack with NEOPET" and "NEOPET attack" alike
    pass               "end the phase" alike: passing priority (8.20.15a)

"Why can't I", "can P1", "why can't my opponent" and a question mark may stand around it
(`engine.core.why_words`). The answer comes from the engine's own checks, the ones its
priority windows offer by (`effects.playing.refusal`, `ability_refusal`,
`procedures.battle.attack_refusal`): the option the action is, or the rule that leaves it out,
with the rule's words.
"""

from __future__ import annotations

from engine.battledome import view
from engine.battledome.effects import playing
from engine.battledome.effects.texts import ACTIVATED, TEXTS, text_of
from engine.battledome.procedures.battle import attack_refusal
from engine.battledome.state.game import WINDOW_NAMES, ZONE_NAMES, BattledomeGame
from engine.core.listing import and_listed
from engine.core.player_names import named_players
from engine.core.why_answer import WhyAnswer, WhyReason
from engine.core.why_words import (
    QuestionError,
    answered_for,
    asked_for,
    cards_named,
    grammar_line,
    option_of,
    player_asked,
    read_lead,
    unread,
)

FORMS = ("play CARD", "attach CODESTONE", "collect MAP PIECE", "use CARD", "attack", "pass")
GRAMMAR = grammar_line(FORMS)
"""The forms read, as the match table's box says them in its tooltip and to an empty question."""
HINT = ('"play CARD"', '"attach CODESTONE"', '"use CARD"', '"attack"')
"""The commonest forms, for the box's hint."""

_VERBS = {"play": "play", "attach": "play", "collect": "play", "use": "use", "activate": "use",
          "attack": "attack", "pass": "pass", "end": "pass"}
_DOES = {"play": "plays", "attach": "attaches", "collect": "collects"}
_BY_KIND = {"codestone": "attach", "map_piece": "collect"}
_IN_PLAY = ("active", "faerie", "equipment", "play")
# (the places a card with an activated ability is used from: the Battledome and the Play Area, 8.15.1)


def why_not(g: BattledomeGame, text: str, rules: dict[str, str]) -> WhyAnswer:
    """Why the action the question names is not offered, or which option it is; the players as
    the board names them. `QuestionError` says what could not be read."""
    lead = read_lead(text)
    verb, _, rest = lead.said.partition(" ")
    verb = verb.lower()
    if lead.said.lower().endswith(" attack") and verb not in _VERBS:  # ("why can't Red Glimmerfox attack")
        verb, rest = "attack", lead.said[: -len(" attack")]
    if verb not in _VERBS:
        raise unread(text, GRAMMAR)
    decision = g.pending()
    deciding = decision.player if decision is not None else None
    asked = _Asked(g, rules, player_asked(lead, deciding, g.s["active"]))
    asked.asked = asked_for(lead, deciding)
    kind = _VERBS[verb]
    if kind in ("attack", "pass"):
        answer = asked.attack(rest) if kind == "attack" else asked.passing()
    elif not rest.strip():
        raise QuestionError(f'name the card: "{verb} CARD"')
    else:
        answer = asked.play(verb, rest) if kind == "play" else asked.use(rest)
    return WhyAnswer(named_players(answer.read_as, g.player_names), answer.offered,
                     tuple(WhyReason(r.rule, named_players(r.words, g.player_names), r.quote) for r in answer.reasons),
                     named_players(answer.offered_label, g.player_names), answer.headline)


class _Asked:
    """One question's position, player and rules' words, and its answer for each form."""

    def __init__(self, g: BattledomeGame, rules: dict[str, str], player: int) -> None:
        self.g, self.rules, self.player = g, rules, player
        self.decision = g.pending()
        self.asked: tuple[int, str] | None = None
        """The player the question is asked for and how it says so (`why_words.asked_for`)."""
        frame = g.s["frames"][-1] if g.s["frames"] else {}
        self.window = frame.get("window", "") if frame.get("op") == "priority" else ""

    def switched(self, read_as: str, player: int) -> str:
        """`read_as`, saying so when the question is answered for another player than the one
        it is asked for, the card being that player's (`why_words.answered_for`)."""
        deciding = self.decision.player if self.decision is not None else None
        note = answered_for(self.asked, deciding, player, f"that card is P{player}'s")
        return f"{read_as} ({note})" if note else read_as

    def reason(self, rule: str, words: str) -> WhyReason:
        if rule.startswith("card text of "):
            name = rule.removeprefix("card text of ")
            card = next((c for c in self.g.library.values() if c.name == name), None)
            return WhyReason(rule, words, card.text if card is not None else "")
        return WhyReason(rule, words, self.rules.get(rule, ""))

    def priority(self) -> list[WhyReason]:
        """Why the player can do nothing now at all: the game is over, another question is
        being answered, or the other player has priority (8.12.1)."""
        d, p = self.decision, self.player
        if d is None:
            return [WhyReason("", "the game is over")]
        if d.kind != "priority":
            return [self.reason("8.12.1", f"P{d.player} is answering another question now (\"{d.prompt}\"); "
                                          "cards and abilities are added to the queue when their player has priority")]
        if d.player != p:
            return [self.reason("8.12.1", f"P{d.player} has priority now in {WINDOW_NAMES[self.window]}, not P{p}")]
        return []

    def find(self, words: str) -> list[int]:
        g = self.g
        found = cards_named(words, {iid: g.name(iid) for iid in g.s["cards"]})
        if not found:
            raise QuestionError(f'no card in this game is called "{words}"')
        return found

    def where(self, iid: int) -> str:
        at, zone = self.g.where(iid)
        return f"P{at}'s {ZONE_NAMES[zone]}"

    def play(self, verb: str, words: str) -> WhyAnswer:
        """A card of the Inventory attached, collected or played (`playing.refusal`)."""
        g, p = self.g, self.player
        found = self.find(words)
        held = [iid for iid in found if _held(g, p, iid)]
        if not held and (theirs := [iid for iid in found if _held(g, 1 - p, iid)]):
            p, held = 1 - p, theirs  # (asked of a card only the other player holds: their action)
            self.player = p
        iid = (held or sorted(found, key=lambda i: g.where(i)[0] != p))[0]  # (the player's own copy first)
        does = _DOES[_BY_KIND.get(g.kind(iid), "play")]
        read_as = self.switched(f"P{p} {does} {g.label(iid)}", p) if held else f"P{p} {does} {g.label(iid)}"
        if not held:
            rule = "7.11.3" if g.kind(iid) == "codestone" else "8.7.1"
            return WhyAnswer(read_as, None, (self.reason(rule, f"{g.label(iid)} is in {self.where(iid)}, not in "
                                                               f"P{p}'s Inventory (their hand), which cards are "
                                                               f"{'attached' if rule == '7.11.3' else 'played'} from"),))
        keys = {f"{kind}:{i}" for i in held for kind in ("attach", "collect", "play")}
        offered = option_of(self.decision, keys.__contains__) if self.decision and self.decision.player == p else None
        if offered is not None:
            return WhyAnswer(read_as, offered[0], offered_label=offered[1])
        reasons = self.priority()
        if self.window:
            reasons += [self.reason(*refused) for refused in playing.refusals(g, p, iid, self.window)]
        if g.kind(iid) == "food":
            reasons += self.passed(p, iid)
        return WhyAnswer(read_as, None, tuple(reasons))

    def passed(self, p: int, iid: int) -> list[WhyReason]:
        """The windows of this turn the Food would have been played in, passed at once as
        neither player could do anything then (`procedures.priority.open_window`): the answer
        is about the window pending now, and without this the judge is left to wonder why the
        player was never asked."""
        timing = text_of(self.g.name(iid)).timing
        windows = [w for w in self.g.s.get("passed", []) if playing.food_window_fits(self.g, p, timing, w)]
        if not windows:
            return []
        said = and_listed(list(dict.fromkeys(WINDOW_NAMES[w] for w in windows)))
        return [self.reason("8.20.15a", f"{said} {'was' if len(set(windows)) == 1 else 'were'} passed at once this "
                                        "turn: neither player could do anything then (no Food in an Inventory, no "
                                        "activated ability in play), so no one was given priority")]

    def use(self, words: str) -> WhyAnswer:
        """An activated ability of a card in play (`playing.ability_refusal`)."""
        g, p = self.g, self.player
        found = self.find(words)
        mine = [iid for iid in found if g.where(iid)[0] == p and g.where(iid)[1] in _IN_PLAY]
        if not mine and (theirs := [iid for iid in found if g.where(iid)[0] == 1 - p
                                    and g.where(iid)[1] in _IN_PLAY]):
            p, mine = 1 - p, theirs
            self.player = p
        iid = (mine or sorted(found, key=lambda i: g.where(i)[0] != p))[0]
        read_as = f"P{p} uses {g.label(iid)}'s ability"
        read_as = self.switched(read_as, p) if mine else read_as
        if not mine:
            return WhyAnswer(read_as, None, (self.reason("8.15.1", f"{g.label(iid)} is in {self.where(iid)}; an "
                                                                   "activated ability is used from play"),))
        offered = option_of(self.decision, lambda key: key.startswith("ability:") and int(key.split(":")[1]) in mine) \
            if self.decision and self.decision.player == p else None
        if offered is not None:
            return WhyAnswer(read_as, offered[0], offered_label=offered[1])
        reasons = self.priority()
        count = len(TEXTS[g.name(iid)].activated) if g.name(iid) in ACTIVATED else 1
        for index in range(count):
            for refused in playing.ability_refusals(g, p, iid, index):
                if self.reason(*refused) not in reasons:
                    reasons.append(self.reason(*refused))
        return WhyAnswer(read_as, None, tuple(reasons))

    def attack(self, words: str) -> WhyAnswer:
        """Why the active Neopet does not attack: no option does, so what the Battle Phase
        checks (`attack_refusal`) and where the turn stands."""
        g, s = self.g, self.g.s
        active = s["active"]
        attacker = g.active(active)
        read_as = f"P{active}'s active Neopet attacks" if attacker is None else f"{g.label(attacker)} attacks"
        if words.strip() and attacker is not None and attacker not in cards_named(
                words.removeprefix("with ").strip(), {attacker: g.name(attacker)}):
            found = cards_named(words.removeprefix("with ").strip(), {i: g.name(i) for i in s["cards"]})
            named = g.label(found[0]) if found else words.strip()
            return WhyAnswer(f"{named} attacks", None, (self.reason(
                "5.5.4a", f"only the active player's active Neopet attacks, and that is {g.label(attacker)} "
                          f"(P{active}'s)"),), headline="Not the attacker:")
        reasons = [self.reason("5.5.4a", f"P{active}'s active Neopet attacks by itself in the Attack Step of "
                                         "their Battle Phase: no player chooses it")]
        if self.player != active:
            reasons.append(WhyReason("", f"it is P{active}'s turn: P{self.player}'s Neopet defends in this Battle "
                                         "Phase and attacks in its player's own turn"))
        if attacker is None:
            reasons.append(WhyReason("", f"P{active} has no active Neopet"))
        elif (refused := attack_refusal(g, attacker)) is not None:
            reasons.append(self.reason(*refused))
        phase = s["phase"]
        order = ("setup", "beginning", "draw", "train", "preparation", "battle", "end")
        if phase in order[:5] and not s["first_turn_done"]:
            reasons.append(self.reason("5.5.1", f"this is the game's first turn: P{active} skips its Battle Phase"))
        elif phase in order[:5]:
            reasons.append(WhyReason("", f"the turn is in its {view.PHASE_NAMES[phase]}; the Battle Phase comes later"))
        elif phase == "end" or (phase == "battle" and s["step"] not in ("", "beginning")):
            reasons.append(WhyReason("", "the Attack Step of this turn has begun or is over: "
                                         + ("its dice are rolled" if s["dice"]["attack"] else "no attack was rolled")))
        return WhyAnswer(read_as, None, tuple(reasons), headline="No option attacks:")

    def passing(self) -> WhyAnswer:
        """Passing priority, which ends a phase when both players pass with the queue empty."""
        p = self.player
        read_as = f"P{p} passes priority"
        offered = option_of(self.decision, "pass".__eq__) if self.decision and self.decision.player == p else None
        if offered is not None:
            return WhyAnswer(read_as, offered[0], (self.reason(
                "8.20.15a", "when both players pass in succession, the item last added to the queue resolves, "
                            "or with the queue empty the window ends and the turn goes on"),), offered[1])
        return WhyAnswer(read_as, None, tuple(self.priority()))


def _held(g: BattledomeGame, player: int, iid: int) -> bool:
    """The card is one `player` plays from: their Inventory, or their Rainbow Pool for a card
    that begins the game there (1.5, 7.9.4)."""
    at, zone = g.where(iid)
    return at == player and (zone == "inventory" or (
        zone == "rainbow" and getattr(g.card(iid), "starts_in_rainbow_pool", False)))
