"""The board view of O Inconsciente: meeting table, city map, displays, reputation track and
one row per player (notebook, insight disc, office, inkwell rondel).

Coordinates are in units of about 28 pixels, y pointing up. Every clickable spot is one point of
the ``SPOTS`` trace, its element id in ``customdata`` (the ids the engine's Steps highlight:
``table-<i>``, ``place-<loc>``, ``bonus-<loc>-<i>``, ``district-<d>-<i>``, ``notes-<slot>``,
``clients-<i>``, ``manifest-<i>``, ``research-<i>``, ``goal-<g>``, ``track-<n>``, ``clock``,
``note-<seat>-<space>``, ``disc-<seat>``, ``office-<seat>-<slot>``, ``rondel-<seat>-<i>``).
Texts on the board are in Portuguese, the game's language; numbers carry most of it.
Everything geometric is example data (rules/o_inconsciente/data.toml).
"""

from __future__ import annotations

import math
from collections.abc import Sequence

import plotly.graph_objects as go

from explorer import palette
from explorer.boards.base import STILL, BoardView, Point, board_layout, ring_traces
from rules.core import Game
from rules.core.messages import render
from rules.o_inconsciente import engine
from rules.o_inconsciente.data import load

D = load()
SPOTS, PIECES, LABELS, STATUS = range(4)
RING_EDGE, RING, PICKED = 4, 5, 6
COLS = len(D.table_actions[0])
SEAT_NAMES = ("red", "blue", "green", "yellow")
FREE = "#FFFDF8"
BLOCKED = "#4D4539"
LANG = "pt"
ACTION_SHORT = {"notes": "A", "research": "P", "thesis": "T", "insight": "I", "move": "M"}
PLACE_SHORT = ("Tea", "Bib", "Ópe", "Mus", "Uni", "Caf")
TOP = 27.5
ROW_H = 4.2


def seat_colour(seat: int) -> str:
    return palette.seat_colour(SEAT_NAMES[seat % 4], seat)


def place_xy(loc: int) -> Point:
    angle = math.pi / 2 - loc * math.pi / 3
    return (16 + 3 * math.cos(angle), 23.5 + 3 * math.sin(angle))


def player_y(seat: int) -> float:
    return 15.5 - seat * ROW_H


class View(BoardView):
    def __init__(self, game: Game) -> None:
        super().__init__(game)
        self.example_note = engine.example_note()
        self._ids: list[str] = []

    # ----- geometry ---------------------------------------------------------------------------
    def _spots(self, state) -> list[tuple[str, Point]]:
        spots = []
        for i in range(len(state.table)):
            r, c = divmod(i, COLS)
            spots.append((f"table-{i}", (1 + 2 * c, 26 - 1.5 * r)))
        for loc in range(6):
            x, y = place_xy(loc)
            spots.append((f"place-{loc}", (x, y)))
            for i in range(3):
                dx, dy = (x - 16) * 0.35, (y - 23.5) * 0.35
                spots.append((f"bonus-{loc}-{i}", (x + dx + (i - 1) * 0.7, y + dy)))
        for d, (a, b) in enumerate(D.districts):
            (xa, ya), (xb, yb) = place_xy(a), place_xy(b)
            mx, my = (xa + xb) / 2, (ya + yb) / 2
            for i in range(3):
                spots.append(
                    (
                        f"district-{d}-{i}",
                        (16 + (mx - 16) * 0.45 + (i - 1) * 0.6, 23.5 + (my - 23.5) * 0.45),
                    )
                )
        rows = (("notes", 3, 26), ("clients", 4, 24.5), ("manifest", 4, 23), ("research", 2, 21.5))
        for name, count, y in rows:
            for i in range(count):
                spots.append((f"{name}-{i}", (23 + 1.6 * i, y)))
        for g in range(len(D.goals)):
            spots.append((f"goal-{g}", (23 + 1.2 * g, 20)))
        for n in range(len(D.track_points)):
            spots.append((f"track-{n}", (1 + 2 * n, 18.5)))
        spots.append(("clock", (1 + 2 * D.clock, 19.6)))
        for seat in range(state.players):
            y0 = player_y(seat)
            for s in range(9):
                r, c = divmod(s, 3)
                spots.append((f"note-{seat}-{s}", (2 + 1.3 * c, y0 - 1.2 * r)))
            spots.append((f"disc-{seat}", (9, y0 - 1.2)))
            for slot in range(2):
                spots.append((f"office-{seat}-{slot}", (14 + 3 * slot, y0 - 1.2)))
            for i in range(len(D.rondel)):
                spots.append((f"rondel-{seat}-{i}", (22 + 1.4 * i, y0 - 1.2)))
        return spots

    def locate(self, state, element_id: str) -> Point:
        for name, xy in self._spots(state):
            if name == element_id:
                return xy
        raise KeyError(element_id)

    def element_at(self, trace_index: int, point_index: int) -> str | None:
        if trace_index != SPOTS or not 0 <= point_index < len(self._ids):
            return None
        return self._ids[point_index]

    # ----- building and drawing ---------------------------------------------------------------
    def build(self, state=None) -> go.FigureWidget:
        traces = [
            go.Scatter(
                name="spots",
                mode="markers+text",
                textposition="middle center",
                textfont=dict(size=12),
                hoverinfo="text",
                marker=dict(size=24, line=dict(width=1.5, color=palette.INK)),
            ),
            go.Scatter(
                name="pieces",
                mode="markers+text",
                textposition="top center",
                textfont=dict(size=12),
                **STILL,
                marker=dict(size=14, line=dict(width=1.5, color=palette.INK)),
            ),
            go.Scatter(name="labels", mode="text", textfont=dict(size=12), **STILL),
            go.Scatter(
                name="status",
                mode="text",
                textfont=dict(size=13),
                **STILL,
                textposition="middle right",
            ),
            *ring_traces(),
        ]
        layout = board_layout(560, (-0.5, 38), (-1.5, TOP + 0.5), palette.BOARD, 13, [])
        plain = go.Figure(data=traces, layout=layout)
        return self._wrap(plain, state)

    def draw(self, fig, state, highlight: Sequence[str] = (), selected: Sequence[str] = ()):
        self._begin(fig)
        if state is None:
            self._flush(fig)
            return
        spots = self._spots(state)
        self._ids = [name for name, _ in spots]
        looks = [self._look(state, name) for name, _ in spots]
        self._put(SPOTS, "x", tuple(round(xy[0], 3) for _, xy in spots))
        self._put(SPOTS, "y", tuple(round(xy[1], 3) for _, xy in spots))
        self._put(SPOTS, "customdata", tuple(self._ids))
        self._put(SPOTS, "text", tuple(t for t, _, _, _ in looks))
        self._put(SPOTS, "hovertext", tuple(h for _, h, _, _ in looks))
        self._put(SPOTS, "marker.color", tuple(c for _, _, c, _ in looks))
        self._put(SPOTS, "marker.size", tuple(s for _, _, _, s in looks))
        self._put(SPOTS, "textfont.color", tuple(palette.readable_ink(c) for _, _, c, _ in looks))
        self._pieces(state)
        self._labels(state)
        where = dict(spots)
        for trace, names in ((RING_EDGE, highlight), (RING, highlight), (PICKED, selected)):
            points = [where[n] for n in names if n in where]
            self._put(trace, "x", tuple(round(p[0], 3) for p in points))
            self._put(trace, "y", tuple(round(p[1], 3) for p in points))
            self._put(trace, "marker.size", (34,) * len(points))
        self._flush(fig)

    def _pieces(self, state) -> None:
        xs, ys, texts, colours = [], [], [], []
        for seat in range(state.players):
            x, y = place_xy(state.prof[seat])
            xs.append(round(x - 0.6 + 0.4 * seat, 3))
            ys.append(round(y + 0.8, 3))
            texts.append(str(seat + 1))
            colours.append(seat_colour(seat))
        x, y = place_xy(state.freud_loc)
        xs.append(round(x, 3))
        ys.append(round(y - 0.9, 3))
        texts.append("Freud")
        colours.append("#FFFFFF")
        for seat in range(state.players):
            xs.append(round(1 + 2 * state.rep[seat] - 0.3 + 0.2 * seat, 3))
            ys.append(17.6)
            texts.append("")
            colours.append(seat_colour(seat))
        xs.append(round(1 + 2 * state.freud_rep, 3))
        ys.append(17.2)
        texts.append("F")
        colours.append("#FFFFFF")
        self._put(PIECES, "x", tuple(xs))
        self._put(PIECES, "y", tuple(ys))
        self._put(PIECES, "text", tuple(texts))
        self._put(PIECES, "marker.color", tuple(colours))

    def _labels(self, state) -> None:
        items = [
            (5, TOP, "Mesa de reunião"),
            (16, TOP, "Cidade"),
            (27, TOP, "Amostras"),
            (21, 26, "Anot."),
            (21, 24.5, "Clientes"),
            (21, 23, "Sonhos"),
            (21, 21.5, "Pesq."),
            (21, 20, "Objetivos"),
            (28, 18.5, "Trilha de reputação"),
        ]
        for seat in range(state.players):
            y0 = player_y(seat) + 0.9
            items += [
                (3.3, y0, f"Jogador(a) {seat + 1}: caderno"),
                (9, y0, "Disco"),
                (15.5, y0, "Consultório"),
                (24.8, y0, "Tinteiro"),
            ]
        self._put(LABELS, "x", tuple(x for x, _, _ in items))
        self._put(LABELS, "y", tuple(y for _, y, _ in items))
        self._put(LABELS, "text", tuple(t for _, _, t in items))
        lines = []
        for seat in range(state.players):
            lines.append(
                (
                    31,
                    player_y(seat) - 1.2,
                    f"{state.scores[seat]} pts · {state.coffee[seat]} café · "
                    f"{state.hearts[seat]} ♥ · {state.ideas[seat]} ideias · "
                    f"{state.brilliant[seat]} brilh.",
                )
            )
        lines.append((0, -1, render(engine.describe_msg(state), LANG)))
        self._put(STATUS, "x", tuple(x for x, _, _ in lines))
        self._put(STATUS, "y", tuple(y for _, y, _ in lines))
        self._put(STATUS, "text", tuple(t for _, _, t in lines))

    # ----- what each spot shows: (text, hover, colour, size) -----------------------------
    def _look(self, state, name: str) -> tuple[str, str, str, int]:
        kind, *rest = name.split("-")
        nums = [int(v) for v in rest]
        return getattr(self, "_look_" + kind)(state, *nums)

    def _look_table(self, state, i):
        value = state.table[i]
        action = engine.space_action(i)
        label = render(engine.action_name(action), LANG)
        if value == -2:
            return ("", f"Bloqueado ({label})", BLOCKED, 22)
        colour = FREE if value < 0 else seat_colour(value // 2)
        mark = ACTION_SHORT[action] + ("★" if value >= 0 and value % 2 else "")
        return (mark, f"{label} · tinteiro {D.table_ink[i % COLS]}", colour, 24)

    def _look_place(self, state, loc):
        name = render(engine.place_name(loc), LANG)
        effect = render(engine.effect_msg(D.location_effects[loc]), LANG)
        return (PLACE_SHORT[loc], f"{name}: {effect}", "#F3E9F5", 34)

    def _look_bonus(self, state, loc, i):
        owner = state.loc_bonus[loc][i]
        effect = render(engine.effect_msg(D.location_bonuses[loc][i]), LANG)
        colour = FREE if owner < 0 else seat_colour(owner)
        return ("", f"Bônus: {effect}", colour, 12)

    def _look_district(self, state, d, i):
        owner = state.dist_bonus[d][i]
        effect = render(engine.effect_msg(D.district_bonus_effects[i]), LANG)
        colour = "#E6F0DC" if owner < 0 else seat_colour(owner)
        need = D.district_bonus_needs[i]
        return (
            str(need),
            f"Distrito {d + 1}: {need} símbolos → {effect} ({state.district_left[d]} fichas)",
            colour,
            18,
        )

    def _look_notes(self, state, slot):
        tile = state.note_display[slot]
        if tile < 0:
            return ("", "Vazio", FREE, 22)
        _, main, banner = D.notes[tile]
        return (
            str(D.note_costs[slot]),
            f"{D.note_costs[slot]} café(s): "
            f"{render(engine.effect_msg(main), LANG)} / banner "
            f"{render(engine.effect_msg(banner), LANG)}",
            "#FBF3D5",
            24,
        )

    def _look_clients(self, state, i):
        client, _grief = state.client_display[i]
        if client < 0:
            return ("", "Vazio", FREE, 22)
        _, therapy, cure, points, _ = D.clients[client]
        return (
            str(points),
            f"{render(engine.client_name(client), LANG)}: terapia {therapy}, "
            f"alta {cure}, {points} pts",
            "#D8EFD4",
            24,
        )

    def _look_manifest(self, state, i):
        card = state.manifest_display[i]
        if card < 0:
            return ("", "Vazio", FREE, 22)
        therapy, asked = D.manifest[card]
        names = ", ".join(render(engine.section_name(s), LANG) for s in asked)
        return (str(therapy), f"Sonho manifesto: terapia {therapy}; pede {names}", "#E3E0F5", 24)

    def _look_research(self, state, i):
        card = state.research_display[i]
        symbol, effect = D.research[card]
        return (
            PLACE_SHORT[symbol],
            f"Pesquisa: {render(engine.effect_msg(effect), LANG)}",
            "#F8D9CC",
            24,
        )

    def _look_goal(self, state, g):
        what, need = D.goals[g]
        owner = next((p for p in range(state.players) if g in state.goals_won[p]), -1)
        colour = FREE if owner < 0 else seat_colour(owner)
        return (str(need), f"Objetivo {g + 1}: {what} ≥ {need}", colour, 20)

    def _look_track(self, state, n):
        fill = "#F7DD8F" if n in D.move_freud_icons else FREE
        return (
            str(D.track_points[n]),
            f"Reputação {n}: {D.track_points[n]} pts, {D.track_coffee[n]} café",
            fill,
            22,
        )

    def _look_clock(self, state):
        return ("⏰", "Relógio: fim do jogo", "#F4C7B8", 20)

    def _look_note(self, state, seat, s):
        tile = state.notebook[seat][s]
        if tile < 0:
            need = D.row_needs[s // 3]
            return ("", f"Espaço livre (linha pede {need} curado(s))", FREE, 22)
        main = render(engine.effect_msg(D.notes[tile][1]), LANG)
        return ("✓", f"Anotação: {main}", seat_colour(seat), 22)

    def _look_disc(self, state, seat):
        disc = state.disc[seat]
        parts = []
        for s in range(engine.SECTIONS):
            counts = "/".join(str(disc[s * engine.LEVELS + lv]) for lv in range(engine.LEVELS))
            parts.append(f"{render(engine.section_name(s), LANG)} {counts}")
        total = sum(disc)
        return (
            str(total),
            "; ".join(parts) + f"; centro {state.centre[seat]}; sua cor {state.own[seat]}",
            "#EDE7F6",
            30,
        )

    def _look_office(self, state, seat, slot):
        client, grief, _latent, manifest, mark = state.office[seat][slot]
        if client == -2:
            return ("✕", "Bloqueado pela carta de consultório", BLOCKED, 30)
        if client < 0:
            return ("", "Vazio", FREE, 30)
        dream = "com sonho" if manifest >= 0 else "sem sonho"
        grief_text = "com pesar" if grief >= 0 else "sem pesar"
        return (
            str(mark),
            f"{render(engine.client_name(client), LANG)}: terapia {mark} de "
            f"{D.clients[client][2]}, {grief_text}, {dream}",
            "#D8EFD4",
            30,
        )

    def _look_rondel(self, state, seat, i):
        here = state.inkwell[seat] == i
        name = render(engine.rondel_name(i), LANG)
        return ("●" if here else "", f"Rondel: {name}", seat_colour(seat) if here else FREE, 20)
