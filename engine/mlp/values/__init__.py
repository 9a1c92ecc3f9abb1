"""What the board decides of each card: power, colors, keywords, costs, shared (Teamwork) abilities.

Above the state kernel, below the effects. Reads continuous abilities through the hooks in
`hooks`, which `engine.mlp.wiring` fills from the effects layer.
"""
