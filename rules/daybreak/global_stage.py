"""The Global stage of a Daybreak round (the Gamehelpdaybreak pages of seed
003_fece3b0430baafc1.txt): the forecast crises and the Global Projects offered, kept and
discarded; a part of the game's class."""

from __future__ import annotations

from rules.core.flow import pop, push

from . import names as n
from .moves import DaybreakMoves
from .play import Play, _sorted_add
from .state import MAX_GLOBALS


class GlobalStage:
    """The Global stage."""

    def _round(self, play: Play, task: tuple) -> None:
        """The Global stage: crises by the thermometer, then two Global Projects offered
        (daybreak.global.crises, daybreak.global.projects)."""
        pop(play.tasks)
        play.stage = "global"
        count = self.crisis_count(play, play.bands)
        available = len(play.crisis_deck) + len(play.crisis_discard)
        count = min(count, available)
        hidden = self.passive_in_play(play, "no-forecast")
        new = []
        if hidden is None and count:
            new.append(("reveal", 0))
            play.facedown = count - 1
        else:
            play.facedown = count
        play.say(
            "global.crises",
            "daybreak-crisis-count",
            n.THERMOMETER,
            n.CRISIS_DECK,
            round=play.round,
            bands=play.bands,
            count=count,
            forecast="no" if hidden is not None else "yes",
            blocker=self.crisis[hidden].name if hidden is not None else "",
        )
        offered = min(2, len(play.global_deck) + len(play.global_discard))
        new.extend([("gdraw",)] * offered)
        if offered:
            new.append(("keep", 0))
        new.append(("local-start",))
        push(play.tasks, *new)

    @DaybreakMoves.keep_none.effect
    def _do_keep_none(self, play: Play) -> None:
        self._keep(play, -1)

    @DaybreakMoves.keep.effect
    def _do_keep(self, play: Play, project: str) -> None:
        self._keep(play, self._global_by_key[project])

    def _keep(self, play: Play, code: int) -> None:
        """The team keeps the offered project ``code`` (or neither, -1); the rest is
        discarded (daybreak.global.projects)."""
        pop(play.tasks)
        rest = tuple(c for c in play.offer if c != code)
        play.global_discard = _sorted_add(play.global_discard, *rest)
        play.offer = ()
        if code < 0:
            play.say("global.projects", "daybreak-kept-none")
            return
        play.projects = (*play.projects, code)
        play.project_tucks = (*play.project_tucks, ())
        play.say(
            "global.projects",
            "daybreak-kept",
            n.project_id(self.globals[code].key),
            project=self.globals[code].name,
        )
        if len(play.projects) > MAX_GLOBALS:
            push(play.tasks, ("drop", 0))
            play.say("global.limit", "daybreak-too-many", limit=MAX_GLOBALS)

    @DaybreakMoves.drop.effect
    def _do_drop(self, play: Play, project: str) -> None:
        pop(play.tasks)
        code = self._global_by_key[project]
        self._remove_project(play, play.projects.index(code), completed=False)
        play.say("global.limit", "daybreak-dropped", project=self.globals[code].name)

    def _remove_project(self, play: Play, index: int, completed: bool) -> None:
        code = play.projects[index]
        play.discard = _sorted_add(play.discard, *play.project_tucks[index])
        play.projects = play.projects[:index] + play.projects[index + 1 :]
        play.project_tucks = play.project_tucks[:index] + play.project_tucks[index + 1 :]
        if completed:
            play.completed = (*play.completed, code)
        else:
            play.global_discard = _sorted_add(play.global_discard, code)
