"""The game state kernel: the state itself, its zones and moves, the frame-handler table and the card library.

The lowest layer of the rules engine (above the card data in `cards` and `decks`). It
imports no other layer; what it must ask of higher ones (a card's power, a replacement
effect, a trigger's condition) goes through the hooks in `hooks`, which
`engine.mlp.wiring` fills.
"""
