"""A ring or mark drawn on the board never covers a text (issue 44, one standard for the seven
boards): a Step's highlight, the user's picks and the legal targets are drawn round board
elements, and a ring wider than its element reached over the words beside it: The Mushroom
Eaters' rings on spaces 66 and 69 at the end hid their numbers (and the pawn's ring the "9"),
the Hidden Castle's rings on the cellar covered a step's "+10" in presenter mode, Vrienden's
rings on the chakra rows covered the neighbouring rows' stars and letters.

Checked in-process (tests/explorer/rings_over_texts.py) for every game: in positions of a
seeded game (its opening, its middle and its end, at its smallest and largest table), every
element the board draws is ringed as a Step's highlight and as a pick (the legal targets of
that pick drawn too), and every text whose box the ring's line crosses, at the board's own
size and as presenter mode grows it, must be drawn over the ring (a later trace) with a halo
round its letters or within a marker of its own: never under the ring's line. So must every
word the explorer's own mark of the legal targets (explorer/target_marks.py: a teal diamond,
on the four boards that mark none of their own) crosses, put round each element at once: it
was drawn over everything the board drew, and covered the words of the pieces it marked.
"""

from __future__ import annotations

import pytest

import rules
from explorer import target_marks
from explorer.boards import board_view
from tests.explorer import rings_over_texts
from tests.explorer.rings_over_texts import Reading, crossed, hidden, plain, rings, texts
from tests.explorer.test_board_contract import player_counts, playthrough

SLUGS = rules.available_games()
#: Boards that still draw their rings over everything, for their owners (issue 44).
STILL_OVER: dict[str, str] = {}


def positions(slug: str):
    """The opening, the middle and the end of a seeded game at the smallest and the largest
    table."""
    counts = player_counts(slug)
    for players in (counts[0], counts[-1]):
        states, _ = playthrough(slug, players, 44)
        yield from (states[0], states[len(states) // 2], states[-1])


def words_under_rings(slug: str) -> dict[tuple[str, str, str, bool], str]:
    """Each (way ringed, element kind, text trace, presenter mode) whose ring hides a text,
    with one text it hides."""
    view = board_view(rules.load_game(slug))
    view.decorate = with_diamonds  # as the explorer adds them after the board's traces
    found: dict[tuple[str, str, str, bool], str] = {}
    for state in positions(slug):
        fig = view.build(state)
        elements = sorted(
            {e for trace in fig.data for e in trace.customdata or () if isinstance(e, str)}
        )
        for element in elements:
            for way, args in (("highlight", ((element,), ())), ("pick", ((), (element,)))):
                view.draw(fig, state, *args)
                drawn = Reading(plain(fig))  # read once for both presenter modes
                for presenter in (False, True):
                    for _, trace, words in drawn.hidden(presenter):
                        key = (way, element.partition(":")[0], trace, presenter)
                        found.setdefault(key, f"{element} over {words!r}")
        if not marks_own_targets(fig):
            for presenter, (_, trace, words) in diamonds_on(fig, view, state, elements):
                found.setdefault(("legal target", "any", trace, presenter), repr(words))
    return found


def with_diamonds(plain) -> None:
    """The explorer's mark of the legal targets added to a board's figure, as explorer/app.py
    adds it (GameExplorer._add_extras)."""
    plain.add_trace(target_marks.trace())


def marks_own_targets(fig) -> bool:
    """Whether the board marks the legal targets itself (the explorer's diamonds stay empty)."""
    return any(trace.name == "legal targets" for trace in fig.data)


def diamonds_on(fig, view, state, elements):
    """(presenter mode, what it hides) for each text the explorer's diamonds, drawn round every
    element of ``state`` at once as targets of a pick, hide; the board drawn with no rings."""
    view.draw(fig, state)
    diamonds = next(t for t in fig.data if t.name == target_marks.NAME)
    diamonds.x, diamonds.y, diamonds.marker.size = target_marks.points(view, state, elements)
    try:
        drawn = Reading(fig)
        return [(presenter, one) for presenter in (False, True) for one in drawn.hidden(presenter)]
    finally:
        diamonds.x, diamonds.y, diamonds.marker.size = (), (), ()


@pytest.mark.parametrize(
    "slug",
    [
        pytest.param(slug, marks=pytest.mark.xfail(strict=True, reason=STILL_OVER[slug]))
        if slug in STILL_OVER
        else slug
        for slug in SLUGS
    ],
)
def test_no_ring_covers_a_word_on_the_board(slug):
    assert words_under_rings(slug) == {}


def test_the_check_finds_the_mushroom_eaters_numbers_under_the_rings_at_the_end():
    # The check itself: the rings of the end's last Step cross the numbers 66 and 69 (their
    # line passes there); drawn over the words with their halo they hide nothing, and the
    # same board with its rings drawn last again hides both numbers.
    from explorer.boards import mushroom_eaters

    game = rules.load_game("mushroom-eaters")
    view = board_view(game)
    state = game.setup(2, seed=1)
    fig = view.build(state)
    view.draw(fig, state, ("space:65", "space:68"))
    numbers = {words for _, text in crossed(fig) if text.trace == "space numbers"
               for words in [text.words]}  # fmt: skip
    assert {"66", "69"} <= numbers
    assert hidden(fig) == []
    # The rings moved back to the top of the drawing: the numbers are under them.
    order = list(fig.data)
    rings = [order[i] for i in mushroom_eaters.RINGS]
    rest = [t for i, t in enumerate(order) if i not in mushroom_eaters.RINGS]
    fig.data = tuple(rest + rings)
    under = {words for _, trace, words in hidden(fig) if trace == "space numbers"}
    assert {"66", "69"} <= under


def test_the_check_finds_words_under_the_explorers_diamonds_drawn_over_the_board():
    # The diamonds as the explorer drew them before (issue 44): last, over the board's traces,
    # 26 px whatever they marked. Round The Mushroom Eaters' spaces they hid the numbers
    # beside them; drawn under the board, each as wide as its space's ring, they hide none.
    game = rules.load_game("mushroom-eaters")
    view = board_view(game)
    view.decorate = with_diamonds
    state = game.setup(2, seed=1)
    fig = view.build(state)
    spaces = [f"space:{n}" for n in range(1, 40)]
    assert diamonds_on(fig, view, state, spaces) == []
    # As before: drawn last (zorder unset), 26 px.
    view.draw(fig, state)
    diamonds = fig.data[-1]
    diamonds.x, diamonds.y = target_marks.points(view, state, spaces)[:2]
    diamonds.zorder, diamonds.marker.size = None, 26
    assert "space numbers" in {trace for _, trace, _ in hidden(fig)}


@pytest.mark.parametrize("slug", SLUGS)
def test_a_drawing_read_plainly_gives_what_plotly_gives(slug):
    # The check reads each drawing through ``plain`` (plotly's own dicts, not its validated
    # properties) for speed: both readings must find the same rings, texts and crossings.
    view = board_view(rules.load_game(slug))
    view.decorate = with_diamonds
    states = list(positions(slug))
    state = states[1]
    fig = view.build(state)
    elements = sorted({e for t in fig.data for e in t.customdata or () if isinstance(e, str)})
    view.draw(fig, state, tuple(elements[::7]), tuple(elements[3:4]))
    drawn = plain(fig)
    assert rings(drawn) == rings(fig) != []
    for presenter in (False, True):
        # Each reading works its texts out from what it read (none reused from the other).
        rings_over_texts._boxed.cache_clear()
        read_plainly = texts(drawn, presenter), crossed(drawn, presenter)
        rings_over_texts._boxed.cache_clear()
        assert read_plainly == (texts(fig, presenter), crossed(fig, presenter))
        assert read_plainly[0] != []


def _change_words_in_place(fig):
    # In the very list the trace holds (a reuse keyed on the list's identity would miss it).
    plain(fig).data[6].text[0] = "a much longer name for the first space"


def _change_size(fig):
    fig.data[6].textfont.size = 20


def _change_where(fig):
    fig.data[13].textposition = "top center"


def _change_place_in_place(fig):
    plain(fig).data[13].x[0] += 3


def _change_marker(fig):
    fig.data[6].marker.size = 40


def _change_layout(fig):
    fig.layout.height += 200


@pytest.mark.parametrize(
    "change",
    [
        _change_words_in_place,
        _change_size,
        _change_where,
        _change_place_in_place,
        _change_marker,
        _change_layout,
    ],
)
def test_texts_read_before_are_read_anew_once_what_they_come_from_changes(change):
    # The check reuses the texts it worked out for a trace while the values they come from
    # are the same (each element ringed redraws the board, mostly as it was): once a text,
    # its size, place or marker or the board's layout changes, the reading must give what
    # a reading that reuses nothing gives, not what it gave before.
    game = rules.load_game("mushroom-eaters")
    view = board_view(game)
    state = game.setup(2, seed=1)
    fig = view.build(state)
    view.draw(fig, state, ("space:65", "space:68"))
    assert [t.name for t in fig.data][6:14:7] == ["spaces", "space numbers"]
    modes = (False, True)
    before = [texts(plain(fig), presenter) for presenter in modes]
    change(fig)
    reused = [Reading(plain(fig)).texts(presenter) for presenter in modes]
    rings_over_texts._boxed.cache_clear()
    anew = [Reading(plain(fig)).texts(presenter) for presenter in modes]
    assert reused == anew
    assert all(now != then for now, then in zip(anew, before, strict=True))
