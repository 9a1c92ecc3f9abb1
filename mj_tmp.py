from engine.mlp.cards.database import load_card_database
from engine.mlp.table import mlp_table
from tests.engine.helpers import Board, shipped_game

db = load_card_database()
def code(name):
    return next(c.id for c in db.cards if c.full_name.lower().startswith(name.lower()))
r = mlp_table()
b = Board()
b.players[0]["tokens"] = 3
tc = b.add(code("Tangled Coiffure"), 0, "hand")
b.add(code("Rainbow Dash"), 0, "play", "home:0")
b.add(code("Twilight Sparkle, All-Team"), 0, "play", "home:0")
aj = b.add("PR20", 1, "play", "problem:1")
g = shipped_game(b)
for q in ["play Tangled Coiffure on Sweetie Sunrise", "why can't I play Tangled Coiffure at home?", "move Rainbow Dash to Problem Runaway Cart",
          "move Rainbow Dsh to home", "confront Runaway Cart", "activate Twilight Sparkle, All-Team Organizer", "activate Sweetie Sunrise",
          "move Twilight Sparkle to home", "jump", "play Nonexistent Card", "play Sweetie Sunrise"]:
    print("Q:", q)
    try:
        print("\n".join(r.why_not(g, q).lines()))
    except Exception as e:
        print("ERR", type(e).__name__, e)
    print()
