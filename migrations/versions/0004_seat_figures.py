"""each seat's figures in columns the database adds up, for the statistics

Revision ID: 0004
Revises: 0003
Create Date: 2026-12-01 13:00:00

Every stored match is replayed once through its game module to fill its seats' figures (the
same `refresh` code a change of its rounds runs), so the statistics need no replay when read.
"""
from alembic import op
import sqlalchemy as sa


revision = '0004'
down_revision = '0003'
branch_labels = None
depends_on = None

COLUMNS = ('won', 'rounds', 'points', 'best', 'total',
           'own_1', 'own_2', 'own_3', 'own_4', 'own_5')
BATCH = 500  # matches replayed at a time


# ALTER TABLE in place, never a copy of the table: SQLite drops a table it copies, and with
# foreign keys on, dropping `match` would delete every seat and round with it.
def upgrade():
    with op.batch_alter_table('seat', schema=None, recreate='never') as batch_op:
        for name in COLUMNS:
            batch_op.add_column(sa.Column(name, sa.Integer(), nullable=False,
                                          server_default='0'))
    fill(op.get_bind())


def downgrade():
    with op.batch_alter_table('seat', schema=None, recreate='never') as batch_op:
        for name in COLUMNS:
            batch_op.drop_column(name)


def fill(bind) -> None:
    """Each stored match's seats' figures, from its replay, on the migration's connection."""
    from games import GAMES
    from games.seats import from_seats
    from models import Match
    from services.matches import scoresheet, seat_figures

    meta = sa.MetaData()
    match, seat, player, round_ = (sa.Table(name, meta, autoload_with=bind)
                                   for name in ('match', 'seat', 'player', 'round'))
    rows = bind.execute(sa.select(match.c.id, match.c.game_id, match.c.settings,
                                  match.c.first_dealer_seat, match.c.closed)
                        .order_by(match.c.id)).all()
    rows = [r for r in rows if r.game_id in GAMES]
    update = seat.update().where(seat.c.match_id == sa.bindparam('match'),
                                 seat.c.seat == sa.bindparam('at'))
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
            params += [{'match': match_id, 'at': at, **figures}
                       for at, figures in enumerate(seat_figures(sheet))]
        if params:
            bind.execute(update, params)
