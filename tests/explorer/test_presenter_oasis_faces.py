"""Teaching at a projector (issue 44): in presenter mode at 1366 x 768 Oasis's card faces grow
to 18 px, and the bold "Cmp" and "Smu" ran 0.8 px past their 32 px squares (measured in
Chromium, where presenter mode draws this board 1.193 times larger). Every face a card can
show, at 18 px, fits its square (widths from the font's character widths,
explorer/boards/text_width.py)."""

from __future__ import annotations

import rules
from explorer.boards.oasis import CARD_SIZE, View
from explorer.boards.text_width import text_ems

GAME = rules.load_game("oasis")
#: The board's scale in presenter mode at 1366 x 768 (read from the dashboard: data-rx-scale).
PRESENTER_SCALE = 1.193


def test_every_card_face_fits_its_square_at_18px_in_presenter_mode():
    view = View(GAME)
    own_px_per_em = 18 / PRESENTER_SCALE
    faces = {view.card_text(code) for code in range(len(view.cards.cards))}
    too_wide = {f: round(text_ems(f) * own_px_per_em, 1) for f in faces}
    too_wide = {f: px for f, px in too_wide.items() if px > CARD_SIZE}
    assert too_wide == {}, too_wide
    assert {"Cmp", "Smu", "<b>7</b>", "<b>Shd</b>"} <= faces  # regular only where bold is too wide
