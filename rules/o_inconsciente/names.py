"""O Inconsciente's things in words: every name a message of messages/pt.ftl and en.ftl (seats,
clients, tiles, places with their prepositions, effects), read in the reader's language."""

from __future__ import annotations

from functools import cache

from rules.core.messages import Msg

from .data import effect_parts, load

D = load()

R = "o-inconsciente."

M = "o-inconsciente-"

LANGUAGES = ("pt", "en")


def eff(kind, amount):
    return Msg(M + "effect", kind=kind, n=amount)


def example_note():
    """The board's note that its layout and cards are example data, in the reader's language."""
    return Msg(M + "example-note")


def action_name(action):
    return Msg(M + "action-" + action)


@cache
def seat_name(seat):
    # made once per seat and shared (a message is a frozen value): the rules name a seat in
    # nearly every Step they record
    return Msg(M + "seat", n=seat + 1)


def client_name(c):
    return Msg(M + "client", n=c + 1, kind=D.clients[c][0])


def note_name(tile):
    """A note tile by its effects: the main one, then the banner's."""
    _, main, banner = D.notes[tile]
    return Msg(M + "note-tile", main=effect_msg(main), banner=effect_msg(banner))


def grief_name(g):
    return Msg(M + "grief", n=g + 1)


def research_name(r):
    return Msg(M + "research", n=r + 1)


def thesis_name(q):
    return Msg(M + "thesis", n=q + 1, volumes=D.theses[q][0])


def section_name(s):
    return Msg(M + "section-" + D.insight_sections[s])


def place_name(loc):
    return Msg(M + "place-" + D.locations[loc])


# A place with its preposition ("na Biblioteca", "at the Library"): Portuguese joins the
# article to the preposition by the place's gender, so each form is a message of its own.
def place_in(loc):
    return Msg(M + "place-in-" + D.locations[loc])


def place_to(loc):
    return Msg(M + "place-to-" + D.locations[loc])


def place_of(loc):
    return Msg(M + "place-of-" + D.locations[loc])


def rondel_name(i):
    return Msg(M + "rondel-" + D.rondel[i])


def effect_msg(text):
    kind, n = effect_parts(text)
    return eff(kind, n)


def table_space_name(i):
    """A meeting-table space as the board shows it (the space of an action, its inkwell), with
    its row and column: two spaces of one action can share an inkwell value (research in rows 2
    and 3), and a learner must tell which space each declaration takes."""
    columns = len(D.table_actions[0])
    row, col = divmod(i, columns)
    action = D.table_actions[row][col]
    return Msg(
        M + "table-space-name",
        action=action_name(action),
        row=row + 1,
        col=col + 1,
        ink=D.table_ink[col],
    )


def drawn_card_name(deck, card):
    """A card chance may draw from ``deck``, named apart from every other card of that deck:
    each outcome of a draw is offered by its name (two latent dreams of the same therapy value,
    or two copies of a note tile, are still different cards of the pile)."""
    if deck == "latent":
        return Msg(M + "latent-name", n=card + 1, therapy=D.latent[card])
    if deck in ("manifest", "office-manifest"):
        return Msg(M + "manifest-card-name", n=card + 1, therapy=D.manifest[card][0])
    if deck == "research":
        return research_name(card)
    if deck == "note":
        return Msg(M + "note-card-name", n=card + 1, tile=note_name(card))
    if deck == "grief":
        return grief_name(card)
    return client_name(card)  # the routine and study clients' piles
