"""Games registered under their short ids; a duplicate id is refused."""

from games.core import Game


class Registry:
    def __init__(self):
        self._games: dict[str, Game] = {}

    def register(self, game: Game) -> Game:
        if game.id in self._games:
            raise ValueError(f"a game with id {game.id!r} is already registered")
        self._games[game.id] = game
        return game

    def unregister(self, game_id: str) -> None:
        del self._games[game_id]

    def get(self, game_id) -> Game | None:
        return self._games.get(game_id) if isinstance(game_id, str) else None

    def __iter__(self):
        return iter(sorted(self._games.values(), key=lambda g: g.name))

    def __contains__(self, game_id) -> bool:
        return game_id in self._games

    def __len__(self) -> int:
        return len(self._games)
