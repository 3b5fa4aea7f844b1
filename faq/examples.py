"""Run a game's worked example through the game module, for display."""

from typing import NamedTuple

from games.core import new_match, replay, validate_round


class Worked(NamedTuple):
    example: object
    result: object        # the replayed standings of the rounds that were accepted
    refused: dict         # field key -> message, when the example's last round is refused


def worked(game, example) -> Worked:
    match, _ = new_match(game, list(example.players), example.settings, example.first_dealer)
    played, refused = [], {}
    for raw in example.rounds:
        clean, refused = validate_round(game, match, played, raw)
        if refused:
            break
        played.append(clean)
    return Worked(example, replay(game, match, played, start=example.start), refused)
