"""A judge's "why not?" at a Spellcasters table: why an action a player expected is not offered.

The question is a short sentence (`FORMS`, shown in the match table's box):

    play CARD                  a card of the hand (SC 6.2a-f)
    play CARD on SPELLCASTER   an Object, Equipment or Combo aimed at a Spellcaster in play
    cast SPELL                 a Spell by name, or "cast SPELLCASTER" for any of its Spells (SC 6.3)
    cast SPELL at SPELLCASTER  aimed at one Spellcaster (SC 6.4, SC 6.5)
    end turn                   ending the turn (SC 6.6)

"Why can't I", "can P1", "why can't my opponent" and a question mark may stand around it
(`engine.core.why_words`). The answer comes from the checks the turn's options are offered
by (`procedures.actions`: `play_refusal`, `equip_refusal`, `casting_refusal`,
`caster_refusal`, `spell_refusal`; `procedures.outcome.entry_refusal`): the option the action
is, or the draft's paragraph that leaves it out, with its words.
"""

from __future__ import annotations

import re
from typing import Any

from engine.core.player_names import named_players
from engine.core.why_answer import WhyAnswer, WhyReason
from engine.core.why_words import (
    QuestionError,
    answered_for,
    asked_for,
    cards_named,
    fold,
    grammar_line,
    option_of,
    player_asked,
    read_lead,
    unread,
)
from engine.spellcasters.cards.model import Spellcaster
from engine.spellcasters.procedures import actions, mana
from engine.spellcasters.state.game import SpellcastersGame

FORMS = ("play CARD", "play CARD on SPELLCASTER", "cast SPELL", "cast SPELL at SPELLCASTER", "end turn")
GRAMMAR = grammar_line(FORMS)
"""The forms read, as the match table's box says them in its tooltip and to an empty question."""
HINT = ('"play CARD"', '"cast SPELL"', '"end turn"')
"""The commonest forms, for the box's hint."""

_END = re.compile(r"^(?:end|finish|pass)(?:\s+(?:my|the|this|their|his|her|p\s?[01]'?s?))?(?:\s+turn)?$", re.I)
_SETUP = {"setup_caster": "SC 5.2", "setup_mana": "SC 5.3", "replace": "SC 7.10"}
"""The decisions of the set-up and of a defeated Spellcaster's replacement, by their rule."""


def why_not(g: SpellcastersGame, text: str, rules: dict[str, str]) -> WhyAnswer:
    """Why the action the question names is not offered, or which option it is; the players as
    the board names them. `QuestionError` says what could not be read."""
    lead = read_lead(text)
    said = lead.said
    verb, _, rest = said.partition(" ")
    verb = verb.lower()
    decision = g.pending()
    deciding = decision.player if decision is not None else None
    asked = _Asked(g, rules, player_asked(lead, deciding, g.s["turn_player"]))
    asked.asked = asked_for(lead, deciding)
    if _END.match(said):
        answer = asked.end_turn()
    elif verb in ("play", "cast") and rest.strip():
        answer = asked.play(rest) if verb == "play" else asked.cast(rest)
    elif verb in ("play", "cast"):
        raise QuestionError(f'name the card: "{verb} {"SPELL" if verb == "cast" else "CARD"}"')
    else:
        raise unread(text, GRAMMAR)
    names = g.player_names
    return WhyAnswer(named_players(answer.read_as, names), answer.offered,
                     tuple(WhyReason(r.rule, named_players(r.words, names), r.quote) for r in answer.reasons),
                     named_players(answer.offered_label, names), answer.headline)


class _Asked:
    """One question's position, player and rules' words, and its answer for each form."""

    def __init__(self, g: SpellcastersGame, rules: dict[str, str], player: int) -> None:
        self.g, self.rules, self.player = g, rules, player
        self.decision = g.pending()
        self.asked: tuple[int, str] | None = None
        """The player the question is asked for and how it says so (`why_words.asked_for`)."""

    def switched(self, read_as: str, player: int, what: str = "that card") -> str:
        """`read_as`, saying so when the question is answered for another player than the one
        it is asked for, the card being that player's (`why_words.answered_for`)."""
        deciding = self.decision.player if self.decision is not None else None
        note = answered_for(self.asked, deciding, player, f"{what} is P{player}'s")
        return f"{read_as} ({note})" if note else read_as

    def reason(self, rule: str, words: str) -> WhyReason:
        return WhyReason(rule, words, self.rules.get(rule, ""))

    def turn(self) -> list[WhyReason]:
        """Why the player takes no turn action now: the game is over, the set-up or a replacement
        is being played, or it is the other player's turn (SC 6.2)."""
        d, p = self.decision, self.player
        if d is None:
            return [WhyReason("", "the game is over")]
        if d.kind in _SETUP:
            return [self.reason(_SETUP[d.kind], f"P{d.player} is answering \"{d.prompt}\" now")]
        if self.g.s["turn_player"] != p:
            return [self.reason("SC 6.2", f"it is P{self.g.s['turn_player']}'s turn: only the turn player plays "
                                          "cards and casts Spells")]
        return []

    def offered(self, wanted: Any) -> tuple[int, str] | None:
        d = self.decision
        return option_of(d, wanted) if d is not None and d.player == self.player else None

    def split(self, words: str, joint: str) -> tuple[str, str]:
        """The card's (or Spell's) words and the target's ("Helmet on Applejack"): cut at the
        last `joint` word whose sides name a card or Spell, and a card."""
        parts = re.split(rf"\s+(?:{joint})\s+", words, flags=re.I)
        spells = {fold(spell.name) for iid, card in enumerate(self.g.s["cards"]) if card
                  and isinstance(self.g.spec(iid), Spellcaster) for spell in self.g.spec(iid).spells}
        for cut in range(len(parts) - 1, 0, -1):
            card, target = " ".join(parts[:cut]), " ".join(parts[cut:])
            if (fold(card) in spells or self.named(card)) and self.named(target):
                return card, target
        return words, ""

    def named(self, words: str) -> list[int]:
        g = self.g
        return cards_named(words, {iid: g.spec(iid).name for iid, card in enumerate(g.s["cards"]) if card})

    def find(self, words: str) -> list[int]:
        found = self.named(words)
        if not found:
            raise QuestionError(f'no card in this game is called "{words}"')
        return found

    def play(self, words: str) -> WhyAnswer:
        """A card of the hand (`actions.play_refusal`, `equip_refusal`)."""
        g = self.g
        card_words, target_words = self.split(words, "on|at|to|onto")
        found = self.find(card_words)
        hand = g.player(self.player)["hand"]
        held = [iid for iid in found if iid in hand]
        other = g.player(1 - self.player)["hand"]
        if not held and (theirs := [iid for iid in found if iid in other]):
            self.player, held = 1 - self.player, theirs  # (asked of a card only the other player holds)
        p = self.player
        iid = (held or found)[0]
        spec = g.spec(iid)
        aimed = self.find(target_words) if target_words else []
        on = f" on {g.name(aimed[0])}" if aimed else ""
        read_as = f"P{p} plays {g.name(iid)}{on}"
        read_as = self.switched(read_as, p) if held else read_as
        if not held:
            return WhyAnswer(read_as, None, (self.reason("SC 6.2", f"{g.name(iid)} is {_where(g, iid)}, not in "
                                                                   f"P{p}'s hand, which cards are played from"),))
        names = {fold(spec.name)}

        def wanted(key: str) -> bool:
            parts = key.split("|")
            return (parts[0] != "cast" and len(parts) > 1 and fold(g.spec(int(parts[1])).name) in names
                    and (not aimed or (len(parts) > 2 and int(parts[2]) in aimed)))
        offered = self.offered(wanted)
        if offered is not None:
            return WhyAnswer(read_as, offered[0], offered_label=offered[1])
        reasons = self.turn()
        if not reasons:
            refused = actions.play_refusal(g, p, iid)
            if refused is not None:
                reasons.append(self.reason(*refused))
            elif aimed:
                reasons.append(self.aim(p, iid, aimed[0]))
        return WhyAnswer(read_as, None, tuple(reasons))

    def aim(self, p: int, iid: int, target: int) -> WhyReason:
        """Why the card, playable, is not played on that target (SC 7.3, SC 7.9, SC 2.3)."""
        g = self.g
        found = g.caster(target)
        if found is None:
            return self.reason("SC 2.3", f"{g.name(target)} is not a Spellcaster in play")
        holder, record = found
        if g.spec(iid).kind.value == "equipment":
            if holder != p:
                return self.reason("SC 2.3", f"Equipment is attached to the player's own Spellcasters, and "
                                             f"{g.name(target)} is P{holder}'s")
            refused = actions.equip_refusal(g, record, iid)
            if refused is not None:
                return self.reason(*refused)
        if target not in actions.targets(g, p, g.spec(iid)):
            return self.reason("SC 7.9", f"{g.name(iid)} does not work on {g.name(target)}")
        return WhyReason("", f"{g.name(iid)} needs no target")

    def cast(self, words: str) -> WhyAnswer:
        """A Spell (`casting_refusal`, `caster_refusal`, `spell_refusal`; SC 6.5 for its target)."""
        g = self.g
        spell_words, target_words = self.split(words, "at|on|against")
        aimed = self.find(target_words) if target_words else []
        casters, index = self.spell_named(spell_words)
        p = self.player
        iid = casters[0]
        spells = g.spec(iid).spells if isinstance(g.spec(iid), Spellcaster) else ()
        spell = f"{spells[index].name}" if index is not None and spells else "a Spell"
        at = f" at {g.name(aimed[0])}" if aimed else ""
        read_as = f"{g.name(iid)} casts {spell}{at}"
        found = g.caster(iid)
        read_as = self.switched(read_as, p, "that Spellcaster") if found is not None and found[0] == p else read_as
        if found is None or found[0] != p:
            where = _where(g, iid)
            return WhyAnswer(read_as, None, (self.reason("SC 6.3", f"{g.name(iid)} is {where}: Spells are cast "
                                                                   f"by P{p}'s Spellcasters in play"),))

        def wanted(key: str) -> bool:
            parts = key.split("|")
            return (parts[0] == "cast" and int(parts[1]) in casters and (index is None or int(parts[2]) == index)
                    and (not aimed or int(parts[3]) in aimed))
        offered = self.offered(wanted)
        if offered is not None:
            return WhyAnswer(read_as, offered[0], offered_label=offered[1])
        reasons = self.turn()
        record = found[1]
        if not reasons:
            refused = actions.casting_refusal(g) or actions.caster_refusal(g, record)
            if refused is None:
                pool = mana.untapped(g, p)
                chosen = spells if index is None else (spells[index],)
                refusals = [actions.spell_refusal(pool, one) for one in chosen]
                refused = refusals[0] if all(refusals) else None
            if refused is None and aimed and aimed[0] == iid:
                refused = "SC 6.5", f"{g.name(iid)} can't cast Spells against itself"
            if refused is None and aimed and g.caster(aimed[0]) is None:
                refused = "SC 6.4", f"{g.name(aimed[0])} is not a Spellcaster in play"
            if refused is not None:
                reasons.append(self.reason(*refused))
        return WhyAnswer(read_as, None, tuple(reasons))

    def spell_named(self, words: str) -> tuple[list[int], int | None]:
        """The Spellcasters (the player's in play first) with a Spell of that name and its index;
        else the Spellcasters of that name, with any of their Spells."""
        g = self.g
        wanted = fold(words)
        in_play = {record["iid"]: p for p in (self.player, 1 - self.player) for record in g.casters(p)}
        for iid, holder in in_play.items():
            for index, spell in enumerate(g.spec(iid).spells):
                if fold(spell.name) == wanted:
                    self.player = holder  # (asked of the other player's Spell: their action)
                    return [iid], index
        found = self.named(words)
        if not found:
            raise QuestionError(f'no Spell or card in this game is called "{words}"')
        mine = [iid for iid in found if iid in in_play]
        if mine:
            self.player = in_play[mine[0]]
        return (mine or found), None

    def end_turn(self) -> WhyAnswer:
        """Ending the turn: an option of every turn decision (SC 6.6)."""
        p = self.player
        read_as = f"P{p} ends their turn"
        offered = self.offered("end".__eq__)
        if offered is not None:
            return WhyAnswer(read_as, offered[0], offered_label=offered[1])
        return WhyAnswer(read_as, None, tuple(self.turn()))


def _where(g: SpellcastersGame, iid: int) -> str:
    """Where a card is, in words ("in P1's hand", "in play for P0", "in the Junkyard")."""
    s = g.s
    for p in (0, 1):
        me = g.player(p)
        if iid in me["hand"]:
            return f"in P{p}'s hand"
        if any(record["iid"] == iid for record in me["casters"]):
            return f"in play for P{p}"
        if any(record["equipment"] == iid for record in me["casters"]):
            return f"attached to one of P{p}'s Spellcasters"
        if any(entry[0] == iid for entry in me["mana"]):
            return f"in P{p}'s Mana Pool"
        if iid in me["bleachers"]:
            return f"in P{p}'s Bleachers"
    if iid == s["location"]:
        return "the Location in play"
    if iid in s["junkyard"]:
        return "in the Junkyard"
    return "in the deck"
