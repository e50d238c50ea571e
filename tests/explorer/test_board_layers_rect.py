"""layers.rect: the panels a board draws under its marks, declared once for every board."""

from __future__ import annotations

from explorer.boards.layers import rect


def test_a_panel_is_a_rectangle_under_the_marks_its_corners_rounded():
    panel = rect(0.1, -8.6800001, 29.9, -0.3, "#EAF2F8", "#B9AC96")
    assert panel == dict(
        type="rect",
        x0=0.1,
        y0=-8.68,
        x1=29.9,
        y1=-0.3,
        fillcolor="#EAF2F8",
        line=dict(color="#B9AC96", width=1),
        layer="below",
    )


def test_a_panel_takes_a_wider_edge_and_other_shape_properties():
    panel = rect(0, 0, 1, 1, "#FFFFFF", "#000000", width=2.5, opacity=0.16)
    assert panel["line"] == dict(color="#000000", width=2.5) and panel["opacity"] == 0.16
