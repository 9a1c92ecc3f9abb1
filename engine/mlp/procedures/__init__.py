"""The rules' procedures: setup, the turn and its phases, priority, faceoffs, actions, loops, the end of a match.

Above the effects; the game's entry points (`engine.mlp.api`, `engine.mlp.system`) sit above these.
"""
