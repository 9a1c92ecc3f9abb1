"""The answer to a judge's "why can't ...?" on the match table, as every game gives it.

A game's reader (`TableRules.why_not`) builds a `WhyAnswer` of `WhyReason`s from its own
legality checks; the table and the command line show its `lines()`. The types stand alone
so that a game's reader names them without importing the table's rules.
"""

from __future__ import annotations

from dataclasses import dataclass


@dataclass(frozen=True, slots=True)
class WhyReason:
    """One reason an action is not offered: the rule (or card) and what it found."""

    rule: str
    """A rule number ("609.2b"), "card text of <card>", or "" for a note of the engine's."""
    words: str
    """What the check found, in plain words."""
    quote: str = ""
    """The rule's text, or the card's, when the program has it."""


@dataclass(frozen=True, slots=True)
class WhyAnswer:
    """The answer to a judge's "why can't ...?" (`TableRules.why_not`)."""

    read_as: str
    """The question as the engine read it, with the cards it names ("P0 plays Rarity #5 ...")."""
    offered: int | None
    """The option number (from 1) of the pending decision that is the action, when it is offered."""
    reasons: tuple[WhyReason, ...] = ()
    """Why it is not offered; beside an offered action, notes the judge should read with it
    (the card's text the engine does not carry out)."""
    offered_label: str = ""
    headline: str = ""
    """What the reasons say together, when not "Not offered:" (a confront is not an action)."""

    def lines(self) -> list[str]:
        """The answer as a judge reads it, one line each."""
        out = [f"Read as: {self.read_as}."]
        if self.offered is not None:
            out.append(f"It is offered as option {self.offered}: {offered_as(self.offered_label)}.")
        else:
            out.append(self.headline or ("Not offered:" if self.reasons else "Not offered."))
        # (a text is quoted once in an answer: a rule two reasons cite is quoted under the first;
        # a text some reason's words hold already, as an offered ability's option holds the
        # ability's, is not quoted under them again)
        words = "\n".join(reason.words for reason in self.reasons)
        quoted: set[str] = set()
        for reason in self.reasons:
            rule = reason.rule[:1].upper() + reason.rule[1:] if reason.rule.startswith("card") else \
                (f"Rule {reason.rule}" if reason.rule else "Note")
            out.append(f"- {rule}: {reason.words}.")
            if reason.quote and reason.quote not in quoted and reason.quote.strip().rstrip(".") not in words:
                quoted.add(reason.quote)
                out.append(f"    {'The card says' if reason.rule.startswith('card') else 'The rule says'}: "
                           f"\"{reason.quote}\"")
        return out


def offered_as(label: str) -> str:
    """An option's label as the answer says what is offered, after "as option N: ": the label
    the judge sees on screen, whose own brackets ("Problem Runaway Cart (P1's)") are not put
    in brackets again, nor its closing full stop doubled by the answer's."""
    return label.rstrip(".")
