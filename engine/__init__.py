"""Rules engines for the card games the tournament side runs.

Pure Python: nothing here imports Qt, a database or the `tourney` package.
"""
