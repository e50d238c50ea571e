"""After a chance draw the Steps and the board's badge name the same player (issue 44): in
Mycelia: Prisma the Steps said "Player 2 draws Shared leaf" while the badge said "chance, for
Player 1". The Steps are right: the setup deals every player's hand while Player 1 is the
current player, and the badge took the current player for whoever chance acts for."""

from __future__ import annotations

import random
import re

import rules
from explorer.app import GameExplorer
from rules.core.messages import render

GAME = rules.load_game("mycelia-prisma")
DRAWS = re.compile(r"^(Player \d) draws ")


def test_mycelia_prisma_chance_is_for_the_player_its_draw_step_names():
    draws = others = 0
    for players in (1, 2, 3, 4):
        state = GAME.setup(players, seed=players)
        pick = random.Random(players)
        for _ in range(150):
            if state.to_move is None:
                break
            if state.to_move != rules.CHANCE:
                assert GAME.chance_for(state) is None
                state = GAME.apply(state, pick.choice(GAME.legal_actions(state))).state
                continue
            seat = GAME.chance_for(state)
            transition = GAME.apply(state, GAME.sample_chance(state))
            said = DRAWS.match(render(transition.steps[0].text))
            if said:
                assert said.group(1) == render(GAME.seat_name(seat, state)), said.group(0)
                draws += seat != state.current
            else:
                assert seat == state.current
                others += 1
            state = transition.state
    assert draws >= 6 and others >= 5  # the setup's deals to later seats, and the showcase


def test_the_badge_after_a_chance_draw_names_the_player_the_steps_name():
    app = GameExplorer("mycelia-prisma")
    app.new_game(2, 3, [], {})  # (the dashboard opens on a solo game)
    session = app.session
    drawers = set()
    for _ in range(120):  # the setup, then a few turns, the bots deciding
        if session.state.to_move is None:
            break
        if session.state.to_move != rules.CHANCE:
            app.bot_move()
            continue
        app.roll()
        said = DRAWS.match(render(session.steps[0].text))
        if said:
            badge = app.steps_panel.badge()
            assert f"chance, for {said.group(1)}" in badge, (said.group(0), badge)
            drawers.add(said.group(1))
    assert drawers == {"Player 1", "Player 2"}, drawers
