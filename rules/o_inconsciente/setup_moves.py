"""O Inconsciente's moves of the setup and the office's refill, and chance's draws, declared
(see moves.py)."""

from __future__ import annotations

from rules.core.flow import pop, push
from rules.core.messages import Msg
from rules.core.moves import NUMBER, Move

from . import effects as fx
from .move_parts import label, listed_in
from .names import M, client_name, drawn_card_name, grief_name, note_name, place_in, seat_name
from .position import D, deck_of


class SetupMoves:
    """The starting tiles and clients, the office's refill and every card drawn."""

    # ----- setup (o-inconsciente.setup.*) -------------------------------------------------------
    row = Move(
        "setup", "row {row} {tile}", tasks=("start-row",), parts={"row": NUMBER, "tile": NUMBER},
        example="row 0 1", checked_options=True,
    )  # fmt: skip

    @row.options
    def _row_options(self, state):
        tiles = D.offices[state.office_card[state.tasks[0][1]]][1]
        return [(r, k) for k in range(len(tiles)) for r in range(3)]

    row.check(listed_in(_row_options, "row"))

    @row.label
    def _row_label(self, r, k):
        return label("start-row-any", row=r + 1, tile=k + 1)

    def _row_in_position(self, state, r, k):
        tile = D.offices[state.office_card[state.tasks[0][1]]][1][k]
        return label("start-row", row=r + 1, tile=note_name(tile))

    @row.effect
    def _start_row(self, play, row, k):
        seat = pop(play.tasks)[1]
        place, tiles = D.offices[play.office_card[seat]]
        book = list(play.notebook[seat])
        book[row * 3] = tiles[k]
        play.notebook[seat] = tuple(book)
        play.prof[seat] = place
        if fx.explaining(play):  # a sentence only when explained
            play.step(
                "setup.start-notes",
                Msg(M + "step-start-row", seat=seat_name(seat), row=row + 1, place=place_in(place)),
                f"note-{seat}-{row * 3}",
                f"place-{place}",
            )

    start = Move(
        "setup", "start {i}", tasks=("start-client",), parts={"i": NUMBER}, example="start 0",
        checked_options=True,
    )  # fmt: skip

    @start.options
    def _start_options(self, state):
        return [(i,) for i in range(len(state.start_pool))]

    start.check(listed_in(_start_options, "start"))

    @start.label
    def _start_label(self, i):
        return label("start-any", n=i + 1)

    def _start_in_position(self, state, i):
        return label("start", client=client_name(state.start_pool[i][0]))

    @start.effect
    def _start_client(self, play, i):
        seat = pop(play.tasks)[1]
        client, grief = play.start_pool[i]
        pool = list(play.start_pool)
        del pool[i]
        play.start_pool = tuple(pool)
        play.office[seat] = ((client, grief, -1, -1, 0), play.office[seat][1])
        if fx.explaining(play):  # a sentence only when explained
            play.step(
                "setup.start-clients",
                Msg(M + "step-start-client", seat=seat_name(seat), client=client_name(client)),
                f"office-{seat}-0",
            )
        if seat == 0:  # the last to choose: what is left goes back (setup step 13)
            play.routine_bottom = play.routine_bottom + tuple(c for c, _ in play.start_pool)
            play.grief_out = (*play.grief_out, *(g for _, g in play.start_pool))
            play.start_pool = ()
            if fx.explaining(play):  # a sentence only when explained
                play.step("setup.start-clients", Msg(M + "step-leftovers"))

    # ----- the office's refill (o-inconsciente.office.refill) -----------------------------------
    client = Move(
        "setup", "client {i}", tasks=("pick-client",), parts={"i": NUMBER}, example="client 0",
        checked_options=True,
    )  # fmt: skip

    @client.options
    def _client_options(self, state):
        return [(i,) for i, (c, _) in enumerate(state.client_display) if c >= 0]

    client.check(listed_in(_client_options, "client"))

    @client.label
    def _client_label(self, i):
        return label("client-any", n=i + 1)

    def _client_in_position(self, state, i):
        return label("client", client=client_name(state.client_display[i][0]))

    @client.effect
    def _pick_client(self, play, i):
        _, seat, slot = pop(play.tasks)
        client, grief = play.client_display[i]
        fx.set_slot(play, seat, slot, (client, grief, -1, -1, 0))
        play.client_display[i] = (-1, -1)
        deck = "routine" if i < 2 else "study"
        push(
            play.tasks,
            ("draw", "latent", seat, slot),
            ("manifest", seat, slot),
            ("marker", seat, slot),
            *fx.refill_display_tasks(play, i, deck),
        )
        if fx.explaining(play):  # a sentence only when explained
            play.step(
                "office.refill",
                Msg(
                    M + "step-client",
                    seat=seat_name(seat),
                    client=client_name(client),
                    grief=grief_name(grief),
                ),
                f"office-{seat}-{slot}",
            )

    manifest = Move(
        "setup", "manifest {i}", tasks=("manifest",), parts={"i": NUMBER}, example="manifest 0",
        checked_options=True,
    )  # fmt: skip

    @manifest.options
    def _manifest_options(self, state):
        return [(i,) for i, m in enumerate(state.manifest_display) if m >= 0]

    manifest.check(listed_in(_manifest_options, "manifest"))

    @manifest.label
    def _manifest_label(self, i):
        return label("manifest", n=i + 1)

    @manifest.effect
    def _manifest(self, play, i):
        _, seat, slot = pop(play.tasks)
        c, g, lat, _, mark = play.office[seat][slot]
        fx.set_slot(play, seat, slot, (c, g, lat, play.manifest_display[i], mark))
        play.manifest_display[i] = -1
        if play.manifest_deck:
            push(play.tasks, ("draw", "manifest", i))
        if fx.explaining(play):  # a sentence only when explained
            play.step(
                "office.refill",
                Msg(M + "step-manifest", seat=seat_name(seat), n=i + 1),
                f"office-{seat}-{slot}",
            )

    manifest_deck = Move("setup", "manifest deck", tasks=("manifest",), checked_options=True)

    @manifest_deck.options
    def _manifest_deck_options(self, state):
        return [()] if state.manifest_deck else []

    manifest_deck.check(listed_in(_manifest_deck_options, "manifest"))

    @manifest_deck.label
    def _manifest_deck_label(self):
        return label("manifest-deck")

    @manifest_deck.effect
    def _manifest_from_deck(self, play):
        _, seat, slot = pop(play.tasks)
        push(play.tasks, ("draw", "office-manifest", seat, slot))

    # ----- chance: every card drawn --------------------------------------------------------------
    draw = Move(
        "chance", "draw {card}", tasks=("draw",), parts={"card": NUMBER}, example="draw 0",
        checked_options=True,
    )  # fmt: skip

    @draw.options
    def _draw_options(self, state):
        return [(card,) for card in sorted(set(deck_of(state, state.tasks[0])))]

    draw.check(listed_in(_draw_options, "draw"))

    @draw.label
    def _draw_label(self, card):
        return label("draw-any")

    def _draw_in_position(self, state, card):
        deck = state.tasks[0][1]
        return label("draw", deck=Msg(M + "deck-" + deck), card=drawn_card_name(deck, card))

    @draw.effect
    def _draw(self, play, card):
        task = pop(play.tasks)
        fx.draw_card(play, task, task[1], card)
