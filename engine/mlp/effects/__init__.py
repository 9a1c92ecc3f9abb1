"""What each card wording does while a game runs, one module per wording family.

Above the values, below the procedures. A family module holds both the pattern(s) that
recognise its wordings (registered into `engine.mlp.text.registry`) and the code that
carries them out (registered into `engine.mlp.effects.registry`). Texts printed on one
card only live in `engine.mlp.effects.cards`, one small module per card name.
`wordings` loads them all. Calls into a procedure (a faceoff's flip, a Problem's
replacement) go through the hooks in `hooks`, which `engine.mlp.wiring` fills.
"""
