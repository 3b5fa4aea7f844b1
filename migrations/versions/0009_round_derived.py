"""each round keeps what its game derived from it at a cost (Indian Rummy: the hands' arrangements)

Revision ID: 0009
Revises: 0008
Create Date: 2026-12-03 18:00:00

The rounds already stored are replayed once through their game module (the same `scoresheet`
a page reads), and what the replay derived is kept: a match entered by cards is then read
without searching its hands again. The input stays the truth: a copy tagged with another
solver's version is searched again when read.
"""
from alembic import op
import sqlalchemy as sa


revision = '0009'
down_revision = '0008'
branch_labels = None
depends_on = None

BATCH = 200  # matches replayed at a time


def upgrade():
    with op.batch_alter_table('round', schema=None, recreate='never') as batch_op:
        batch_op.add_column(sa.Column('derived', sa.JSON(none_as_null=True), nullable=True))
    fill(op.get_bind())


def downgrade():
    with op.batch_alter_table('round', schema=None, recreate='never') as batch_op:
        batch_op.drop_column('derived')


def fill(bind) -> None:
    """Each stored round of a game that derives something, what its replay derived."""
    from games import GAMES
    from games.seats import from_seats
    from models import Match
    from services.matches import scoresheet

    meta = sa.MetaData()
    match, seat, player, round_ = (sa.Table(name, meta, autoload_with=bind)
                                   for name in ('match', 'seat', 'player', 'round'))
    deriving = [game.id for game in GAMES if game.derive is not None]
    rows = bind.execute(sa.select(match.c.id, match.c.game_id, match.c.settings,
                                  match.c.first_dealer_seat, match.c.closed)
                        .where(match.c.game_id.in_(deriving)).order_by(match.c.id)).all()
    update = round_.update().where(round_.c.match_id == sa.bindparam('match'),
                                   round_.c.number == sa.bindparam('at'))
    for start in range(0, len(rows), BATCH):
        batch = {r.id: r for r in rows[start:start + BATCH]}
        names, stored = {i: [] for i in batch}, {i: [] for i in batch}
        for match_id, name in bind.execute(
                sa.select(seat.c.match_id, player.c.name).join_from(
                    seat, player, player.c.id == seat.c.player_id)
                .where(seat.c.match_id.in_(batch)).order_by(seat.c.match_id, seat.c.seat)):
            names[match_id].append(name)
        for match_id, inp in bind.execute(
                sa.select(round_.c.match_id, round_.c.input).where(round_.c.match_id.in_(batch))
                .order_by(round_.c.match_id, round_.c.number)):
            stored[match_id].append(inp)
        params = []
        for match_id, r in batch.items():
            game, players = GAMES.get(r.game_id), tuple(names[match_id])
            row = Match(id=match_id, game_id=r.game_id, settings=r.settings,
                        first_dealer_seat=r.first_dealer_seat, closed=r.closed)
            sheet = scoresheet(row, players, [from_seats(game, players, s)
                                              for s in stored[match_id]])
            params += [{'match': match_id, 'at': result.number, 'derived': result.derived}
                       for result in sheet.standings.rounds if result.derived is not None]
        if params:
            bind.execute(update, params)
