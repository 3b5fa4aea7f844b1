"""Worked Indian Rummy examples: shown on the FAQ page and run as tests."""

from games.core import Example
from games.text import N_

P2 = ("Ana", "Bo")
P3 = ("Ana", "Bo", "Cy")
P4 = ("Ana", "Bo", "Cy", "Dee")


def rnd(winner, **deadwood):
    return {"winner": winner, "deadwood": deadwood}


EXAMPLES = (
    Example(
        title=N_("Only a pure sequence: the set still counts"),
        rule="indian_rummy.deadwood.one_pure",
        explanation=N_("Bo holds 3♥ 4♥ 5♥, 8♠ 8♦ 8♣ and K♦ Q♠ 2♣ 6♦ 9♥ J♣ A♦ when Ana goes out. "
                       "With one pure sequence and no other sequence, only the pure sequence is "
                       "exempt: the three 8s count 24 and the rest 57, so Bo counts 81. Bo loses "
                       "81 and Ana gains 81."),
        players=P2,
        rounds=(rnd("Ana", Bo=81),),
        deltas=({"Ana": 81, "Bo": -81},),
        totals={"Ana": 81, "Bo": -81},
        finished=False,
    ),
    Example(
        title=N_("A pure and an impure sequence: sets are exempt too"),
        rule="indian_rummy.deadwood.two_sequences",
        explanation=N_("Bo holds 3♥ 4♥ 5♥ (pure), 9♣ 10♣ and a joker (impure), 7♠ 7♦ 7♥ and "
                       "K♣ 2♦ 5♠ A♥. With a pure sequence and another sequence, every card in a "
                       "sequence or a set is exempt: only K♣ 2♦ 5♠ A♥ count, 10 + 2 + 5 + 10 = "
                       "27."),
        players=P2,
        rounds=(rnd("Ana", Bo=27),),
        deltas=({"Ana": 27, "Bo": -27},),
    ),
    Example(
        title=N_("No pure sequence: every card counts, even in sets"),
        rule="indian_rummy.deadwood.no_pure",
        explanation=N_("Cy holds 7♠ 7♦ 7♥, 9♠ 9♦ 9♣ and a joker with 9♥ 10♥, and K♦ Q♠ 2♣ 4♦. "
                       "Without a pure sequence nothing is exempt: 21 + 27 + 0 + 19 + 26 = 93. "
                       "Cy loses 93."),
        players=P3,
        rounds=(rnd("Ana", Bo=12, Cy=93),),
        deltas=({"Ana": 105, "Bo": -12, "Cy": -93},),
    ),
    Example(
        title=N_("The winner gains what every loser lost"),
        rule="indian_rummy.points",
        explanation=N_("Bo counts 27, Cy 81 and Dee 0 (Dee had almost gone out herself). Each "
                       "loses their own count and Ana, who went out, gains 27 + 81 + 0 = 108. "
                       "The round adds up to zero."),
        players=P4,
        rounds=(rnd("Ana", Bo=27, Cy=81, Dee=0),),
        deltas=({"Ana": 108, "Bo": -27, "Cy": -81, "Dee": 0},),
    ),
    Example(
        title=N_("Totals go below zero"),
        rule="indian_rummy.points.totals",
        explanation=N_("Totals are kept across rounds and may be negative. Ana wins the first "
                       "round from Bo's 30 and Cy's 20; Bo wins the second from Ana's 15 and "
                       "Cy's 45. Ana ends on 35, Bo on 30, Cy on −65."),
        players=P3,
        rounds=(rnd("Ana", Bo=30, Cy=20), rnd("Bo", Ana=15, Cy=45)),
        deltas=({"Ana": 50, "Bo": -30, "Cy": -20}, {"Ana": -15, "Bo": 60, "Cy": -45}),
        totals={"Ana": 35, "Bo": 30, "Cy": -65},
    ),
    Example(
        title=N_("House rule: deadwood capped at 80"),
        rule="indian_rummy.settings.deadwood_cap",
        explanation=N_("With the cap at 80, Bo's 95 counts only 80, while Cy's 40 is under the "
                       "cap and stands. Ana gains 80 + 40 = 120."),
        players=P3,
        settings={"deadwood_cap": 80},
        rounds=(rnd("Ana", Bo=95, Cy=40),),
        deltas=({"Ana": 120, "Bo": -80, "Cy": -40},),
    ),
    Example(
        title=N_("House rule: first and middle drops"),
        rule="indian_rummy.settings.drops",
        explanation=N_("With drops allowed, Bo dropped before playing (a first drop, worth 20) "
                       "and Cy dropped later (a middle drop, worth 40). Dee counted 33. Ana "
                       "gains 20 + 40 + 33 = 93."),
        players=P4,
        settings={"drops": True},
        rounds=(rnd("Ana", Bo="first-drop", Cy="middle-drop", Dee=33),),
        deltas=({"Ana": 93, "Bo": -20, "Cy": -40, "Dee": -33},),
    ),
    Example(
        title=N_("House rule: drops worth other amounts"),
        rule="indian_rummy.settings.drop_values",
        explanation=N_("With a first drop set to 25 and a middle drop to 50, Bo's first drop "
                       "costs 25 and Cy's middle drop 50: Ana gains 75."),
        players=P3,
        settings={"drops": True, "first_drop": 25, "middle_drop": 50},
        rounds=(rnd("Ana", Bo="first-drop", Cy="middle-drop"),),
        deltas=({"Ana": 75, "Bo": -25, "Cy": -50},),
    ),
    Example(
        title=N_("The cap applies to drops too"),
        rule="indian_rummy.settings.deadwood_cap.drops",
        explanation=N_("A loser's deadwood counts at most the cap, whatever it came from: with "
                       "the cap at 30, Bo's middle drop worth 40 counts 30."),
        players=P2,
        settings={"drops": True, "deadwood_cap": 30},
        rounds=(rnd("Ana", Bo="middle-drop"),),
        deltas=({"Ana": 30, "Bo": -30},),
    ),
    Example(
        title=N_("A drop is refused unless drops are allowed"),
        rule="indian_rummy.input.drops_off",
        explanation=N_("Without the drops house rule, every loser needs a count; a first drop "
                       "is refused for Bo and nothing is stored."),
        players=P2,
        rounds=(rnd("Ana", Bo="first-drop"),),
        errors=("deadwood.Bo",),
    ),
    Example(
        title=N_("Reaching 500 ends the match"),
        rule="indian_rummy.end",
        explanation=N_("Ana has 420 after four rounds. She wins the fifth and gains 80 from Bo: "
                       "exactly 500 is enough, the match ends and Ana, the highest, wins."),
        players=P2,
        rounds=(rnd("Ana", Bo=130), rnd("Ana", Bo=130), rnd("Ana", Bo=130), rnd("Ana", Bo=30),
                rnd("Ana", Bo=80)),
        totals={"Ana": 500, "Bo": -500},
        finished=True,
        winners=("Ana",),
    ),
    Example(
        title=N_("499 does not end the match"),
        rule="indian_rummy.end",
        explanation=N_("One point short of 500 the match goes on."),
        players=P2,
        settings={"end_at": 500},
        rounds=(rnd("Ana", Bo=130), rnd("Ana", Bo=130), rnd("Ana", Bo=130), rnd("Ana", Bo=109)),
        totals={"Ana": 499, "Bo": -499},
        finished=False,
    ),
    Example(
        title=N_("House rule: a shorter match"),
        rule="indian_rummy.settings.end_at",
        explanation=N_("Playing to 100, Cy wins a round from Ana's 60 and Bo's 45 and reaches "
                       "105: the match ends and Cy wins."),
        players=P3,
        settings={"end_at": 100},
        rounds=(rnd("Cy", Ana=60, Bo=45),),
        totals={"Ana": -60, "Bo": -45, "Cy": 105},
        finished=True,
        winners=("Cy",),
    ),
    Example(
        title=N_("Can two players share the win?"),
        rule="indian_rummy.winners.tie",
        explanation=N_("Equal highest totals would share the win, but here it cannot happen: "
                       "only the round's winner gains, so whoever reaches the target is alone on "
                       "top. Ana and Cy are level on 60 when Cy wins the next round and reaches "
                       "100: Cy wins alone."),
        players=P3,
        settings={"end_at": 100},
        rounds=(rnd("Ana", Bo=60, Cy=0), rnd("Cy", Ana=0, Bo=60), rnd("Cy", Ana=10, Bo=30)),
        deltas=({"Ana": 60, "Bo": -60, "Cy": 0}, {"Ana": 0, "Bo": -60, "Cy": 60},
                {"Ana": -10, "Bo": -30, "Cy": 40}),
        totals={"Ana": 50, "Bo": -150, "Cy": 100},
        finished=True,
        winners=("Cy",),
    ),
    Example(
        title=N_("Who deals and who starts next"),
        rule="indian_rummy.turn",
        explanation=N_("Ana dealt the first round and Bo, on her left, started. The deal passes "
                       "to the left after every round, so after two rounds Cy deals and Dee "
                       "starts the third."),
        players=P4,
        first_dealer="Ana",
        rounds=(rnd("Bo", Ana=10, Cy=20, Dee=30), rnd("Dee", Ana=5, Bo=5, Cy=5)),
        next_dealer="Cy",
        next_starter="Dee",
    ),
    Example(
        title=N_("The deal goes round the table"),
        rule="indian_rummy.turn.wrap",
        explanation=N_("Cy dealt first in a game of three. After one round the deal passes to "
                       "Cy's left, back to Ana, and Bo starts."),
        players=P3,
        first_dealer="Cy",
        rounds=(rnd("Ana", Bo=10, Cy=20),),
        next_dealer="Ana",
        next_starter="Bo",
    ),
    Example(
        title=N_("The winner's box stays empty"),
        rule="indian_rummy.input.winner",
        explanation=N_("Ana went out, so she has no deadwood to enter: a number in her box is "
                       "refused."),
        players=P2,
        rounds=(rnd("Ana", Ana=0, Bo=20),),
        errors=("deadwood.Ana",),
    ),
    Example(
        title=N_("Every loser needs a count"),
        rule="indian_rummy.input.every_loser",
        explanation=N_("A round with no count for Cy is refused: enter 0 if Cy really had no "
                       "deadwood."),
        players=P3,
        rounds=(rnd("Ana", Bo=20),),
        errors=("deadwood.Cy",),
    ),
    Example(
        title=N_("More than 130 is refused"),
        rule="indian_rummy.input.range",
        explanation=N_("Thirteen cards count at most 130 (thirteen tens). A 131 is a typing "
                       "mistake, so Rulezz refuses it and asks again."),
        players=P2,
        rounds=(rnd("Ana", Bo=131),),
        errors=("deadwood.Bo",),
    ),
    Example(
        title=N_("No rounds after the end"),
        rule="common.after_end",
        explanation=N_("Playing to 100, Ana's 120 ends the match after one round, and a further "
                       "round is refused."),
        players=P2,
        settings={"end_at": 100},
        rounds=(rnd("Ana", Bo=120), rnd("Bo", Ana=5)),
        errors=("round",),
    ),
)
