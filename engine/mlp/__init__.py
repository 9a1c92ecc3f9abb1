"""My Little Pony CCG: card database, deck rules and the rules engine (comprehensive rules 3.4)."""
