"""What card wordings do: the runners of abilities, replacement effects, control, copying, cards beneath.

Above the values, below the procedures. Calls into a procedure (a faceoff's flip, a
Problem's replacement) go through the hooks in `hooks`, which `engine.mlp.wiring` fills.
"""
