"""Why an action a judge expected is not offered: what the legality checks refused, and why.

`actions.legal(..., why=Refusals())` lists the actions as always and, where a check
leaves an action out, records the rule (or the card text) that made it: the reasons come
from the checks themselves, never from a second copy of the rules. Without `why` the
checks record nothing and cost nothing more.
"""

from __future__ import annotations

from dataclasses import dataclass, field

from engine.mlp.effects.registry import CARD_TEXT  # noqa: F401  (the rule of a refusal a card's text makes)


@dataclass(frozen=True, slots=True)
class Refusal:
    """One action (or every action of a kind) a check left out."""

    verb: str
    """"play", "move", "act", "tm" (a Troublemaker), "draw", "rally" or "confront"."""
    iid: int | None
    """The card it is about; None: every card of that kind of action."""
    place: str | None
    """Where to ("problem:1", "home:0", "on:12"); None: anywhere."""
    rule: str
    """The rule number ("609.2b"), or `CARD_TEXT`."""
    words: str
    """What the check found, in plain words ("it costs 3 action tokens; P0 has 2")."""
    card: int | None = None
    """The card whose text refuses it, when `rule` is `CARD_TEXT`."""
    ability: int | None = None
    """Which of the card's abilities (its index, as the action's key "act|<card>|<index>"
    names it) an "act" refusal is about; None: every ability of the card."""
    where: str = ""
    """The words of `words` that name its place ("at home", "on Applejack #5"), when they
    do: refusals alike but for their place are then said once, with their places together
    ("played at home or at Problem Runaway Cart (P1's) it costs 5 action tokens")."""


@dataclass(slots=True)
class Refusals:
    """What a listing of actions left out (`actions.legal`'s `why`)."""

    found: list[Refusal] = field(default_factory=list)

    def add(self, verb: str, iid: int | None, place: str | None, rule: str, words: str,
            card: int | None = None, ability: int | None = None, where: str = "") -> None:
        self.found.append(Refusal(verb, iid, place, rule, words, card, ability, where))

    def about(self, verb: str, iid: int | None, place: str | None) -> list[Refusal]:
        """The refusals that apply to this action: those about it, about the card anywhere,
        and those about every card of its kind; the most particular first."""
        def fits(r: Refusal) -> bool:
            return (r.verb == verb and (r.iid is None or iid is None or r.iid == iid)
                    and (r.place is None or place is None or r.place == place))

        return sorted((r for r in self.found if fits(r)),
                      key=lambda r: (r.iid is None, r.place is None))
