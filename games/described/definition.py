"""A table's own game, as RULES.md § A table's own game describes it: the choices a table makes
once (who wins, what is typed after a round, how the match ends, where the deal goes), its name
and its own rules text, read and checked in one place for the page and the API alike.

The choices are house-rule settings (games.fields), so they are bounded, parsed and described
to the API as every game's settings are, and a choice that depends on another (`end_at` on
`end`) says so with `when`. What settings cannot say alone is checked here: the fewest players
no more than the most, teams only with 4, a round count from 1 to 500, and a target or line
away from the starting total ("reaches" counts away from it, so a line below it is a countdown).
"""

from dataclasses import dataclass
from typing import Mapping

from games.core import check_settings
from games.fields import BoolSetting, ChoiceSetting, IntSetting, TextSetting
from games.text import Msg, N_

MAX_NAME = 40
MAX_RULES = 4000
MOST_ROUNDS = 500
TEAM_SEATS = 4
NAME = N_("A table's own game")  # the name of one made without one (the API's, say)

# The name and the table's own text are settings too, so that a match keeps all of its game.
TEXTS = (
    TextSetting("name", N_("The game's name"), MAX_NAME, default=NAME,
                missing_msg=N_("Give the game a name."),
                long_msg=N_("Keep the name to %(max)s characters.")),
    TextSetting("rules", N_("The table's own rules, in its words (optional)"), MAX_RULES,
                lines=True, long_msg=N_("The rules are a text of at most %(max)s characters.")),
)

CHOICES = (
    IntSetting("min_players", N_("The fewest players"), 2, 2, 8),
    IntSetting("max_players", N_("The most players"), 8, 2, 8),
    BoolSetting("teams", N_("Two teams of two, partners sitting opposite (4 players)"), False),
    IntSetting("start", N_("Every player starts with"), 0, -100_000, 100_000),
    ChoiceSetting("winner", N_("Who wins"), "highest",
                  (("highest", N_("The highest total")), ("lowest", N_("The lowest total")))),
    ChoiceSetting("entry", N_("After each round"), "points",
                  (("points", N_("Type everyone's points")),
                   ("winner_takes", N_("Choose the round's winner, who takes the others' "
                                       "points")))),
    BoolSetting("negatives", N_("Points may be below 0"), False, when=("entry", ("points",))),
    BoolSetting("losers_lose", N_("The others also lose their own points"), False,
                when=("entry", ("winner_takes",))),
    ChoiceSetting("end", N_("The match ends"), "target",
                  (("rounds", N_("After a number of rounds")),
                   ("target", N_("When a total reaches a target")),
                   ("out_at", N_("A player who reaches a line is out; the last one in wins")),
                   ("none", N_("When the table ends it")))),
    IntSetting("end_at", N_("The number of rounds, the target or the line"), 100, -100_000,
               100_000, when=("end", ("rounds", "target", "out_at"))),
    ChoiceSetting("deal", N_("The deal passes"), "left",
                  (("left", N_("To the left")), ("right", N_("To the right")),
                   ("none", N_("Nobody deals")))),
)

SETTINGS = TEXTS + CHOICES


@dataclass(frozen=True)
class Definition:
    """A game as a table described it: its name, its own rules text and its choices (every
    setting of CHOICES, defaults filled in)."""

    name: str
    rules: str
    choices: Mapping

    @property
    def settings(self) -> dict:
        """The whole definition as settings (SETTINGS), as a match of it keeps them."""
        return {"name": self.name, "rules": self.rules, **self.choices}


def read(raw) -> tuple[Definition | None, dict]:
    """A definition from what a page or the API sent ({"name", "rules", and the choices}), or
    errors keyed by what was sent, in the user's words."""
    if not isinstance(raw, Mapping):
        return None, {"game": Msg(N_("A game is a set of named values."))}
    settings, errors = check_settings(SETTINGS, raw)
    if settings:
        errors = together(settings)
    if errors:
        return None, errors
    return of(settings), {}


def of(settings: Mapping) -> Definition:
    """The definition whole settings (checked) hold."""
    return Definition(settings["name"], settings["rules"],
                      {s.name: settings[s.name] for s in CHOICES})


def together(choices: Mapping) -> dict:
    """The choices that each make sense but not with one another."""
    errors = {}
    low, high = choices["min_players"], choices["max_players"]
    if low > high:
        errors["max_players"] = Msg(N_("The most players cannot be fewer than the fewest "
                                       "(%(min)s)."), min=low)
    elif choices["teams"] and (low, high) != (TEAM_SEATS, TEAM_SEATS):
        errors["teams"] = Msg(N_("Two teams of two are exactly 4 players: set the fewest and "
                                 "the most players to 4."))
    elif choices["teams"] and choices["entry"] != "points":
        errors["entry"] = Msg(N_("With teams, type each team's points after a round: the "
                                 "round's winner taking the others' points is for players "
                                 "on their own."))
    end, at = choices["end"], choices["end_at"]
    if end == "rounds" and not 1 <= at <= MOST_ROUNDS:
        errors["end_at"] = Msg(N_("A match of %(n)s rounds cannot be played: choose 1 to "
                                  "%(most)s."), n=at, most=MOST_ROUNDS)
    elif end in ("target", "out_at") and at == choices["start"]:
        errors["end_at"] = Msg(N_("Every player starts at %(start)s, so %(line)s is reached "
                                  "before a round is played: choose another number, above "
                                  "it or, to count down, below it."),
                               start=choices["start"], line=at)
    return errors


def summary(choices: Mapping) -> tuple[Msg, ...]:
    """The choices said in sentences, as the page shows them while a table makes them and the
    game's rules page opens with: "Lowest wins. Each round, type everyone's points. ..."."""
    said = [Msg(N_("The highest total wins.") if choices["winner"] == "highest"
                else N_("The lowest total wins."))]
    if choices["teams"]:
        said.append(Msg(N_("Two teams of two, partners sitting opposite, score together.")))
    if choices["start"]:
        said.append(Msg(N_("Everyone starts with %(start)s."), start=choices["start"]))
    said.append(entry_sentence(choices))
    said.append(end_sentence(choices))
    if choices["deal"] != "none":
        said.append(Msg(N_("The deal passes to the left.") if choices["deal"] == "left"
                        else N_("The deal passes to the right.")))
    return tuple(said)


def entry_sentence(choices: Mapping) -> Msg:
    if choices["teams"]:
        return Msg(N_("Each round, type each team's points, below 0 too.") if choices["negatives"]
                   else N_("Each round, type each team's points."))
    if choices["entry"] == "points":
        return Msg(N_("Each round, type everyone's points, below 0 too.") if choices["negatives"]
                   else N_("Each round, type everyone's points."))
    if choices["losers_lose"]:
        return Msg(N_("Each round, choose the winner and type the others' points: the winner "
                      "gains them all, and each of the others loses their own."))
    return Msg(N_("Each round, choose the winner and type the others' points: the winner "
                  "gains them all."))


def end_sentence(choices: Mapping) -> Msg:
    end, at = choices["end"], choices["end_at"]
    down = at < choices["start"]
    if end == "rounds":
        return Msg(N_("The match lasts %(n)s rounds."), n=at)
    if end == "target":
        return Msg(N_("The match ends after the round in which a total falls to %(line)s or "
                      "less.") if down else
                   N_("The match ends after the round in which a total reaches %(line)s or "
                      "more."), line=at)
    if end == "out_at":
        return Msg(N_("A player whose total falls to %(line)s or less is out; the last one in "
                      "wins.") if down else
                   N_("A player whose total reaches %(line)s or more is out; the last one in "
                      "wins."), line=at)
    return Msg(N_("The match goes on until the table ends it."))
