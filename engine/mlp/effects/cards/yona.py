"""Texts printed only on cards named Yona: their patterns and what they do."""

from __future__ import annotations

import re

from engine.mlp.state.library import token_id
from engine.mlp.text.normalize import ELEMENTS
from engine.mlp.text.registry import head_reader


@head_reader
def _h_you_put_a_token(text: str):
    """ "When you put a 1 [Kindness] Critter Friend token into play": a token of that kind
    entering play under this card's controller (the player who puts a token into play
    controls it unless the text says otherwise, 521.1); answered by
    `engine.mlp.effects.entering_and_leaving_play` ("own_token")."""
    m = re.fullmatch(r"when you put an? (\d+) \{(\w+)\} ([a-z ]+?) friend token into play", text)
    if m is None or m.group(2) not in ELEMENTS.values():
        return None
    return "enter_play", "own_token", {"token": token_id(int(m.group(1)), m.group(2), m.group(3).title())}
