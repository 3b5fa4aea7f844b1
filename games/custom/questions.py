"""A table's own game's rules page: the questions a table asks when it describes its game, and
their answers. Each question and each answer is one whole text in one N_() call; no HTML and no
percent signs (the page passes them through gettext)."""

from games.text import N_

QUESTIONS = (
    (N_("What games can a table describe?"),
     N_("Any game scored by adding each round's points: each player's, each team's, or the "
        "round's winner taking the others'. It may be won by the highest or the lowest total, "
        "end after a number of rounds, when a total reaches a target, when all but one player "
        "are out, or when the table says so.")),
    (N_("Where do I describe our game?"),
     N_("Under New match, “Make your own game”. Give it a name, make its choices and, if you "
        "like, write its rules in your own words. The page says the game back in sentences as "
        "you choose. It is then in New match, under your games.")),
    (N_("Can I start from a game Rulezz knows?"),
     N_("Yes. The rules page of Uno, Rummikub, Five Crowns, 6 nimmt! and Hearts has “Make your "
        "own from this”: the page opens with that game's choices, to change as your table "
        "plays.")),
    (N_("We changed our game. What happens to the matches already played?"),
     N_("Nothing. A match keeps the game it started with: changing or deleting a game never "
        "changes a match, its totals or its winner.")),
    (N_("How do we count down, as in darts?"),
     N_("Set the starting total (say 301), allow points below 0, and end the match when a "
        "total reaches a target below the start (0). Each round, type what each player scored "
        "as a negative number.")),
    (N_("What does “out at a line” mean?"),
     N_("A player whose total reaches the line is out and plays no more rounds; the last "
        "player in wins. Counted away from the starting total, so with a start of 100 and a "
        "line of 0, a player who falls to 0 is out.")),
    (N_("Can we play in teams?"),
     N_("Two teams of two, partners sitting opposite, with 4 players: each round the table "
        "types each team's points.")),
    (N_("Who can see our game?"),
     N_("Only your account. A match of it is shared like any match, through its links.")),
    (N_("How many games can an account keep?"),
     N_("Up to 50, each with a name of up to 40 characters and rules of up to 4,000.")),
)
