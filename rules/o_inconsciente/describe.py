"""The complete text description of an O Inconsciente position, for people who cannot see the
board: whose turn it is, the meeting table, the city, the displays and every player's area.
Each sentence is a message, so the description reads in Portuguese or English."""

from __future__ import annotations

from rules.core.messages import Msg, render, sentences

from .data import load

D = load()
M = "o-inconsciente-"


def describe_messages(state) -> list[Msg]:
    """The position sentence by sentence, in the order the board is laid out."""
    from . import engine as e

    out = [turn_sentence(state, e)]
    out.append(table_sentence(state))
    out += [table_seat(state, seat, e) for seat in range(state.players) if has_pieces(state, seat)]
    out.append(city_sentence(state, e))
    out.append(displays_sentence(state, e))
    out += [player_sentence(state, seat, e) for seat in range(state.players)]
    return out


def describe_text(state, language: str) -> str:
    return render(sentences(describe_messages(state)), language)


def turn_sentence(state, e) -> Msg:
    if not state.tasks:
        final = e.final_scores(state)
        winners = e.winners(state)
        return Msg(
            M + "describe-over",
            winners=tuple(e.seat_name(seat) for seat in winners),
            count=len(winners),
            scores=tuple(
                Msg(M + "describe-final-score", seat=e.seat_name(seat), points=points)
                for seat, points in enumerate(final)
            ),
        )
    mover = state.to_move  # a setup choice or a draw may be another seat's than the turn's
    return Msg(
        M + "describe",
        seat=e.seat_name(mover if mover is not None and mover >= 0 else state.current),
        round=state.round,
        freud=state.freud_rep,
        clock=D.clock,
        last=int(state.final_round >= 0),
    )


def table_sentence(state) -> Msg:
    return Msg(
        M + "describe-table",
        free=sum(v == -1 for v in state.table),
        blocked=sum(v == -2 for v in state.table),
    )


def has_pieces(state, seat) -> bool:
    return any(v >= 0 and v // 2 == seat for v in state.table)


def table_seat(state, seat, e) -> Msg:
    spaces = [i for i, v in enumerate(state.table) if v >= 0 and v // 2 == seat]
    return Msg(
        M + "describe-table-seat",
        seat=e.seat_name(seat),
        actions=tuple(e.action_name(e.space_action(i)) for i in spaces),
        bright=sum(state.table[i] % 2 for i in spaces),
    )


def city_sentence(state, e) -> Msg:
    professors = tuple(
        Msg(M + "describe-professor", seat=e.seat_name(seat), place=e.place_in(state.prof[seat]))
        for seat in range(state.players)
    )
    taken = sum(owner >= 0 for row in state.loc_bonus for owner in row)
    taken += sum(owner >= 0 for row in state.dist_bonus for owner in row)
    return Msg(
        M + "describe-city",
        freud=e.place_in(state.freud_loc),
        professors=professors,
        taken=taken,
        tokens=", ".join(str(n) for n in state.district_left),
    )


def displays_sentence(state, e) -> Msg:
    clients = tuple(e.client_name(c) for c, _ in state.client_display if c >= 0)
    return Msg(
        M + "describe-displays",
        notes1=note_prices(state, 0),
        notes2=note_prices(state, 1),
        clients=clients or Msg(M + "describe-none"),
        manifest=sum(m >= 0 for m in state.manifest_display),
        research=sum(r >= 0 for r in state.research_display),
        goals=len(state.goals_left),
        theses=len(state.theses_left),
    )


def note_prices(state, level) -> str:
    """The prices of the tiles one level's row of the display shows (column 1: the pile's top)."""
    columns = len(D.note_costs)
    row = state.note_display[level * columns : (level + 1) * columns]
    return ", ".join(str(D.note_costs[i]) for i, t in enumerate(row) if t >= 0) or "-"


def player_sentence(state, seat, e) -> Msg:
    return Msg(
        M + "describe-player",
        seat=e.seat_name(seat),
        # once the game is over, the final scores (the end's scoring added), as the board's
        points=state.scores[seat] if state.tasks else e.final_scores(state)[seat],
        coffee=state.coffee[seat],
        hearts=state.hearts[seat],
        ideas=state.ideas[seat],
        locked=state.locked[seat],
        bright=state.brilliant[seat],
        rep=state.rep[seat],
        inkwell=e.rondel_name(state.inkwell[seat]),
        notes=sum(t >= 0 for t in state.notebook[seat]),
        insights=sum(state.disc[seat]),
        own=sum(state.own[seat]),
        office=tuple(office_words(state, seat, slot, e) for slot in range(2)),
        cured=len(state.cured[seat]),
        hand=len(state.hand[seat]),
        played=len(state.played[seat]),
        theses=len(state.published[seat]),
        goals=len(state.goals_won[seat]),
    )


def office_words(state, seat, slot, e) -> Msg:
    client, grief, _latent, manifest, mark = state.office[seat][slot]
    if client == -2:
        return Msg(M + "describe-office-blocked")
    if client < 0:
        return Msg(M + "describe-office-empty")
    return Msg(
        M + "describe-office-client",
        client=e.client_name(client),
        mark=mark,
        cure=D.clients[client][2],
        grief=int(grief >= 0),
        dream=int(manifest >= 0),
    )
