"""The step-through: every Step of the last action listed at once, then the present.

The board shows the present unless a Step is chosen; Previous / Next walk through the Steps and
back to the present ("now"), a click on a Step's number shows that Step, and "Back to now"
returns at once. The text lists every Step of the action (the one shown marked), so the whole
explanation is read side by side; the numbers are a tiny anywidget of buttons (each named by
its Step's sentence for a screen reader), which keyboard users reach with Tab and the arrows.
"""

from __future__ import annotations

import anywidget
import ipywidgets as w
import traitlets

from explorer.examples_view import SeeItHappen
from explorer.session import ActionStep
from explorer.text import esc

from .base import Panel

_ESM = """
function render({ model, el }) {
  el.classList.add("rx-step-list");
  const list = document.createElement("ol");
  list.style.display = "flex";
  list.style.flexWrap = "wrap";
  list.style.gap = "4px";
  list.style.listStyle = "none";
  list.style.padding = "0";
  list.style.margin = "0";
  el.appendChild(list);
  const draw = () => {
    list.replaceChildren();
    const items = model.get("items");
    const names = model.get("names");
    const current = model.get("current");
    list.setAttribute("aria-label", model.get("label"));
    items.forEach((text, index) => {
      const li = document.createElement("li");
      const button = document.createElement("button");
      button.type = "button";
      button.className = "rx-step-item" + (index === current ? " rx-step-current" : "");
      button.dataset.index = String(index);
      button.textContent = text;
      button.title = names[index] || text;
      button.setAttribute("aria-label", names[index] || text);
      if (index === current) {
        button.setAttribute("aria-current", "step");
        button.style.fontWeight = "bold";
      }
      button.addEventListener("click", () => model.send({ select: index }));
      button.addEventListener("keydown", (event) => {
        // Up and down move between the Steps of the list, as in any list.
        const step = { ArrowDown: 1, ArrowUp: -1 }[event.key];
        if (step === undefined) return;
        const next = list.querySelectorAll("button")[index + step];
        if (next) { event.preventDefault(); event.stopPropagation(); next.focus(); }
      });
      li.appendChild(button);
      list.appendChild(li);
    });
  };
  draw();
  model.on("change:items", draw);
  model.on("change:names", draw);
  model.on("change:current", draw);
  model.on("change:label", draw);
  // The Step the board shows is kept in sight in the Steps' scrolling box, by scrolling that
  // box alone (never the page), each time the explanation is redrawn or resized (presenter
  // mode); a row is never lifted over the others to stay in sight.
  const keep = () => {
    const steps = el.closest(".rx-steps");
    const box = steps && steps.querySelector(".rx-step-text .rx-step-all");
    const row = box && box.querySelector(":scope > li.rx-step-current");
    if (!row || box.scrollHeight <= box.clientHeight) return;
    const b = box.getBoundingClientRect();
    const r = row.getBoundingClientRect();
    if (r.top < b.top) box.scrollTop += r.top - b.top;
    else if (r.bottom > b.bottom) box.scrollTop += Math.min(r.bottom - b.bottom, r.top - b.top);
  };
  let mutations = null;
  let sizes = null;
  let tries = 0;
  const watch = () => {
    const steps = el.closest(".rx-steps");
    if (!steps) {  // not on the page yet: look again shortly (for a minute at most)
      if (++tries < 600) setTimeout(watch, 100);
      return;
    }
    mutations = new MutationObserver(() => requestAnimationFrame(keep));
    mutations.observe(steps, { childList: true, subtree: true, characterData: true });
    sizes = new ResizeObserver(() => requestAnimationFrame(keep));
    sizes.observe(steps);
    keep();
  };
  watch();
  return () => {
    tries = 600;
    if (mutations) mutations.disconnect();
    if (sizes) sizes.disconnect();
  };
}
export default { render };
"""


class StepList(anywidget.AnyWidget):
    """Buttons, one per Step and a last one for the present; a click calls ``on_select``.
    ``items`` are the buttons' short texts ("1", "Now"), ``names`` what each says in full."""

    _esm = _ESM
    items = traitlets.List(traitlets.Unicode()).tag(sync=True)
    names = traitlets.List(traitlets.Unicode()).tag(sync=True)
    current = traitlets.Int(-1).tag(sync=True)
    label = traitlets.Unicode("").tag(sync=True)

    def __init__(self, on_select) -> None:
        super().__init__()
        self.on_select = on_select
        self.on_msg(self._received)

    def _received(self, _widget: object, content: dict, _buffers: object) -> None:
        index = content.get("select")
        if isinstance(index, int) and 0 <= index < len(self.items):
            self.on_select(index)

    def select(self, index: int) -> None:
        """What a click on item ``index`` does, for tests and notebooks."""
        self._received(self, {"select": index}, None)


class StepsPanel(Panel):
    title = "steps-title"

    def __init__(self, app) -> None:
        super().__init__(app)
        bind = self.chrome.bind
        self.previous = w.Button()
        bind(self.previous, "description", "steps-previous")
        bind(self.previous, "tooltip", "steps-previous-tip")
        self.previous.add_class("rx-step-prev")
        self.next = w.Button()
        bind(self.next, "description", "steps-next")
        bind(self.next, "tooltip", "steps-next-tip")
        self.next.add_class("rx-step-next")
        self.now = w.Button(button_style="info")
        bind(self.now, "description", "steps-now")
        bind(self.now, "tooltip", "steps-now-tip")
        self.now.add_class("rx-step-now")
        self.counter = w.HTML()
        self.counter.add_class("rx-step-counter")
        self._buttons = w.HBox(
            [self.previous, self.next, self.now], layout=w.Layout(flex_flow="row wrap")
        )
        self.list = StepList(self._selected)
        self.text = w.HTML()
        self.text.add_class("rx-step-text")
        self.rule_button = w.Button()
        bind(self.rule_button, "description", "open-rule")
        bind(self.rule_button, "tooltip", "open-rule-tip")
        self.rule_button.add_class("rx-step-rule")
        self.previous.on_click(lambda _: self.app.previous_step())
        self.next.on_click(lambda _: self.app.next_step())
        self.now.on_click(lambda _: self.app.back_to_now())
        self.rule_button.on_click(lambda _: self._open_rule())
        # Beside the rule: see it happen in a short example (issue 48).
        self.see = SeeItHappen(app, "rx-step-see")
        self.widget = w.VBox(
            [
                self.counter,
                self._buttons,
                self.list,
                self.text,
                w.HBox([self.rule_button, self.see.button], layout=w.Layout(flex_flow="row wrap")),
            ]
        )
        self.widget.add_class("rx-steps")

    def _selected(self, index: int) -> None:
        """A click in the list: a Step, or the last item, the present."""
        self.app.show_step(index if index < len(self.session.steps) else None)

    def _named_step(self):
        """The Step whose rule the buttons name: the one shown, else the action's last."""
        step = self.session.step
        if step is None and self.session.steps:
            step = self.session.steps[-1]
        return step

    def _open_rule(self) -> None:
        step = self._named_step()
        if step is not None:
            self.app.show_rule(step.rule)

    def step_words(self) -> list[str]:
        """Each Step of the last action in a sentence, as the chosen viewer may read it."""
        session, language = self.session, self.chrome.language
        viewer = session.viewer
        game = session.game
        return [
            self.t("steps-action-only", action=self.action_words())
            if isinstance(step, ActionStep)
            else (step if viewer is None else game.view_step(step, viewer)).render(language)
            for step in session.steps
        ]

    def action_words(self) -> str:
        """The last action, and who took it, in words."""
        session, language = self.session, self.chrome.language
        action = session.seen_label(session.cursor, language)
        entry = session.entry
        if entry.actor:
            action = self.t("steps-action-by", who=entry.who_in(language), action=action)
        return action

    def badge(self) -> str:
        """What the board shows, in a few words, for the top of the board: the present, or
        which Step of how many (so looking back is never mistaken for the present)."""
        session = self.session
        over = session.ending if session.at_present else None
        if over is not None:  # the end, whatever led to it: who won, on the board
            return over.badge(self.chrome.language)
        if session.looking_at_view:  # never taken for a game being played
            return self.t("view-badge", seat=self.words(session.seat(session.state.viewer)))
        if not session.steps:
            return self.t("steps-badge-start")
        if session.at_present:
            return self.t("steps-badge-now", action=self.action_words())
        return self.t(
            "steps-badge-step",
            number=session.step_index + 1,
            total=len(session.steps),
            action=self.action_words(),
        )

    def refresh(self) -> None:
        session = self.session
        steps = session.steps
        entry = session.entry
        language = self.chrome.language
        self.list.label = self.t("steps-list-label")
        if not steps:
            self.counter.value = ""
            over = session.ending
            if over is not None:
                said = over.sentence(language)
            elif session.looking_at_view:  # no action to take here: say how to go back
                said = self.t("view-steps", start=entry.render(language))
            else:
                said = self.t("steps-none", start=entry.render(language))
            self.text.value = f'<div class="rx-step" data-step="none">{esc(said)}</div>'
            self.previous.disabled = self.next.disabled = self.now.disabled = True
            self._buttons.layout.display = "none"  # nothing to step through yet
            self.rule_button.layout.display = "none"
            self.see.follow(None)
            with self.list.hold_sync():  # one message, not three
                self.list.items, self.list.names, self.list.current = [], [], -1
            self.list.layout.display = "none"
            return
        sentences = self.step_words()
        total = len(steps)
        numbered = [
            self.t("steps-item", number=i + 1, total=total, text=text)
            for i, text in enumerate(sentences)
        ]
        now = self.t("steps-item-now")
        with self.list.hold_sync():  # one message, not three
            self.list.names = [*numbered, now]
            self.list.items = [*(str(i + 1) for i in range(total)), self.t("steps-badge-start")]
            self.list.current = total if session.at_present else session.step_index
        self.list.layout.display = ""
        self._buttons.layout.display = ""
        action = esc(self.action_words())
        if session.at_present:
            counter = self.t("steps-counter-now", total=total)
        else:
            counter = self.t("steps-counter", number=session.step_index + 1, total=total)
        self.counter.value = f"<b>{esc(counter)}</b> <i>{action}</i>"
        self.text.value = self._all_steps(sentences)
        self.rule_button.layout.display = ""
        self.see.follow(self._named_step().rule)
        self.previous.disabled = session.step_index == 0
        self.next.disabled = session.at_present
        self.now.disabled = session.at_present

    def _all_steps(self, sentences: list[str]) -> str:
        """Every Step of the action, each with the rule it applies (by title), the one the
        board shows marked; at the present, the present marked after them."""
        session = self.session
        rows = []
        for index, (step, sentence) in enumerate(zip(session.steps, sentences, strict=True)):
            shown = index == session.step_index
            mark = ' aria-current="step"' if shown else ""
            css = "rx-step rx-step-current" if shown else "rx-step"
            weight = "<b>{}</b>" if shown else "{}"
            rows.append(
                f'<li class="{css}" data-step="{index}" data-rule="{esc(step.rule)}"{mark}>'
                + weight.format(esc(sentence))
                + f"<br><small>{esc(self.t('rule-cited'))} "
                f"<b>{esc(self.app.rule_title(step.rule))}</b></small></li>"
            )
        if session.at_present:
            over = session.ending
            if over is not None:  # the last word of the last action: who won, and why
                # Without the scores (the status line has them): this row stays in sight
                # in the Steps' own scrolling box, so it is kept short.
                said = over.sentence(self.chrome.language, scores=False)
                now = f'<span class="rx-step-end">{esc(said)}</span>'
            else:
                now = esc(self.t("steps-now-help")) if len(rows) > 1 else ""
            rows.append(
                f'<li class="rx-step rx-step-current rx-step-present" data-step="now" '
                f'aria-current="step"><b>{esc(self.t("steps-item-now"))}</b> {now}</li>'
            )
        # The list scrolls in its own box when long: focusable and named, so that it can be
        # scrolled from the keyboard and a screen reader says what it is.
        label = esc(self.t("steps-list-label"))
        return f'<ol class="rx-step-all" tabindex="0" aria-label="{label}">{"".join(rows)}</ol>'
