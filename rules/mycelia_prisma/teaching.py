"""Clicks on the board composed into actions, and tempting moves the rules forbid.

Element ids are those of names.py. One click: a hand card plays it, a showcase place or a
gift pile buys it, an action card uses it (a's first use; its second use is in the action
list), a field removes a drop there (the dewdrop first) or places Globi's shrine field, a
discard-pile or gift-area card is removed or recycled as the task asks, "end" and "skip".
Two clicks on fields move a drop from the first to the second.
"""

from __future__ import annotations

from typing import Any

from rules.core import Action

ACTION_USE = {"a": "action-a-showcase", "b": "action-b", "f": "action-f", "g": "action-g"}
DROP_TASKS = ("move", "remove", "bonus")


class Teaching:
    def action_for(self, state: Any, picks: tuple[str, ...]) -> Action | None:
        if not picks or state.to_move is None or state.to_move < 0 or not state.tasks:
            return None
        task = state.tasks[0][0]
        seat = state.to_move
        last = picks[-1]
        parts = last.split(":")
        if last in ("end", "skip"):
            return self._try(last)
        if parts[0] == "field" and len(parts) == 3:
            return self._field_action(state, picks, task, seat)
        if parts[0] == "hand" and len(parts) == 3:
            return self._try(f"play-{parts[2]}")
        if parts[0] == "showcase":
            return self._try(f"buy-{parts[1]}")
        if parts[0] == "pile":
            return self._try(f"gift-{parts[1]}")
        if parts[0] == "action" and len(parts) == 3:
            return self._try(ACTION_USE.get(parts[2], ""))
        if parts[0] in ("discard", "gifts") and len(parts) == 3:
            verb = "recycle" if task == "recycle" else "trash"
            place = "discard" if parts[0] == "discard" else "gift"
            return self._try(f"{verb}-{place}-{parts[2]}")
        return None

    def _field_action(self, state: Any, picks: tuple[str, ...], task: str, seat: int):
        field = int(picks[-1].split(":")[2])
        if task == "globi":
            return self._try(f"globi-{field}")
        legal = {a.key for a in self.legal_actions(state)}
        if len(picks) >= 2 and picks[-2].startswith("field:"):
            source = int(picks[-2].split(":")[2])
            for kind in ("d", "p"):
                key = f"move-{source}-{field}-{kind}"
                if key in legal:
                    return self._try(key)
        for kind in ("d", "p"):
            if f"remove-{field}-{kind}" in legal:
                return self._try(f"remove-{field}-{kind}")
        if task == "move":
            return None  # the drop to move is picked; its target comes next
        return self._try(f"remove-{field}-d")

    def keeps_picks(self, state: Any, picks: tuple[str, ...]) -> bool:
        """A field picked while a drop is to be moved waits for its target."""
        if state.to_move is None or state.to_move < 0 or not state.tasks:
            return False
        return state.tasks[0][0] == "move" and len(picks) == 1 and picks[0].startswith("field:")

    def _drops_out_of_reach(self, state: Any) -> list[str]:
        """A removal of each drop on the mover's board (shrine fields hold none): those the
        card's landscape or beetle refuse are what a learner tries."""
        me = state.current
        return [
            f"remove-{field}-{drop}"
            for field in range(20)
            for drop, grid in (("d", state.dew), ("p", state.prism))
            if grid[me][field]
        ]

    def _try(self, key: str) -> Action | None:
        try:
            return self.parse_action(key)
        except ValueError:
            return None

    def candidate_actions(self, state: Any) -> list[Action]:
        """Legal actions first, then tempting ones: ending with cards in hand, buying what
        costs too much, a gift from a pile the mushroom cannot reach, an action card twice,
        and while a card takes drops, the drops on the board it cannot take (the wrong
        landscape, the beetle's number not met)."""
        legal = self.legal_actions(state)
        if state.to_move is None or state.to_move < 0 or not state.tasks:
            return legal
        seen = {a.key for a in legal}
        extra = []
        if state.tasks[0][0] == "turn":
            extra += ["end", *(f"buy-{i}" for i in range(5)), "action-b", "action-f"]
            if state.prisma:
                extra += [f"gift-{c}" for c in ("green", "amber", "purple")]
        else:
            extra += ["end", "skip"]
        if state.tasks[0][0] in ("move", "remove"):
            extra += self._drops_out_of_reach(state)
        return legal + [self.parse_action(k) for k in dict.fromkeys(extra) if k not in seen]
