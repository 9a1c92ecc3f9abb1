"""Reading card text: from printed paragraphs to `Ability` records, with no game running.

Nothing here imports the game's runtime; it reads only the card library's model
(`engine.mlp.state.library`, `engine.mlp.cards`). What a wording does when a game runs
it lives with its pattern in a family module of `engine.mlp.effects`, which
registers both into `engine.mlp.text.registry`.
"""
