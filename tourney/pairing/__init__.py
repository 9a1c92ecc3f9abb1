"""Pure pairing core: Swiss pairings, byes, standings, tiebreakers and top cut.

No Qt and no database here: services translate rows into the records of
`tourney.pairing.records` and call these functions.
"""
