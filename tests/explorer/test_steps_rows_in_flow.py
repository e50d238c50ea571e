"""No row of the Steps is drawn over another (issue 44: in presenter mode, the row of the Step
shown stuck to the edge of the Steps' scrolling box and covered the rows and numbers scrolling
under it: "1.", "2.", "10." drawn over each other on a long Daybreak explanation). Every row
keeps its place in the list's flow; the box is scrolled to the Step shown instead, by the step
list's script. What the browser then draws is measured by the projector's long-explanation
check (tests/browser/test_projector.py: the Step shown lies inside the box)."""

from __future__ import annotations

import re
from pathlib import Path

from explorer.panels.steps import StepList

CSS = (Path(__file__).resolve().parents[2] / "explorer" / "style.css").read_text()
#: Declarations that take a box out of the flow of its list, or over its neighbours.
OUT_OF_FLOW = re.compile(r"position\s*:\s*(sticky|absolute|fixed)|margin[-a-z]*\s*:\s*-|z-index")


def rules_for(part: str) -> list[tuple[str, str]]:
    plain = re.sub(r"/\*.*?\*/", "", CSS, flags=re.S)
    return [
        (" ".join(selectors.split()), body)
        for selectors, body in re.findall(r"([^{}]+)\{([^{}]*)\}", plain)
        if part in selectors
    ]


def test_no_row_of_the_steps_is_lifted_out_of_the_lists_flow():
    rules = rules_for("rx-step")
    assert rules, "the Steps have no rules at all"
    lifted = [(selectors, body.strip()) for selectors, body in rules if OUT_OF_FLOW.search(body)]
    assert lifted == [], lifted


def test_the_step_list_scrolls_its_box_to_the_step_shown():
    script = StepList._esm
    assert "li.rx-step-current" in script and "scrollTop" in script
    assert "MutationObserver" in script  # each redraw of the explanation, not only the first
    assert "scrollIntoView" not in script  # the box alone scrolls, never the page
