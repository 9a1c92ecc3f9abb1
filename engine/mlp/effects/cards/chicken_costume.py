"""Texts printed only on cards named Chicken Costume: their patterns and what they do."""

from __future__ import annotations

from engine.mlp.effects.registry import PART_TRIGGER_MATCHERS, answers
from engine.mlp.state.library import Ability
from engine.mlp.text.registry import head_reader


@head_reader
def _host_exhausted(text: str):
    """"When that Friend becomes exhausted" on a Resource: its host (509.4), which the
    rest of the text calls "it"."""
    return ("exhausted", "host", {}) if text == "when that friend becomes exhausted" else None


@answers(PART_TRIGGER_MATCHERS, "exhausted")
def _host_became_exhausted(g, iid: int, ability: Ability, data: dict) -> dict | None:
    host = g.s["cards"][iid]["host"]
    return {"it": host} if host and data["card"] == host else None
