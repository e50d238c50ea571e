"""Daybreak's moves in words: the label of each kind of move (rules/daybreak/moves.py declares
the moves, their keys, options and checks). A part of the game's class (``Daybreak`` in
engine.py), apart from the declarations so that neither class grows past its size."""

from __future__ import annotations

from rules.core.messages import Msg

from .moves import DaybreakMoves


class MoveLabels:
    """What each move is called in the legal list, the History and the Steps."""

    def _local_name(self, key: str) -> str:
        return self.local[self._local_by_key[key]].name

    def _global_name(self, key: str) -> str:
        return self.globals[self._global_by_key[key]].name

    def _crisis_name(self, key: str) -> str:
        return self.crisis[self._crisis_by_key[key]].name

    @DaybreakMoves.use.label
    def _use_label(self, number: int) -> Msg:
        return Msg("daybreak-label-use", stack=number)

    @DaybreakMoves.play_on.label
    def _play_on_label(self, card: str, number: int) -> Msg:
        return Msg("daybreak-label-play", card=self._local_name(card), stack=number)

    @DaybreakMoves.play_new.label
    def _play_new_label(self, card: str) -> Msg:
        return Msg("daybreak-label-play-new", card=self._local_name(card))

    @DaybreakMoves.tuck_under.label
    def _tuck_under_label(self, card: str, number: int) -> Msg:
        return Msg("daybreak-label-tuck-stack", card=self._local_name(card), stack=number)

    @DaybreakMoves.tuck_project.label
    def _tuck_project_label(self, card: str, project: str) -> Msg:
        name = self._global_name(project)
        return Msg("daybreak-label-tuck-project", card=self._local_name(card), target=name)

    @DaybreakMoves.tuck_crisis.label
    def _tuck_crisis_label(self, card: str, crisis: str) -> Msg:
        name = self._crisis_name(crisis)
        return Msg("daybreak-label-tuck-crisis", card=self._local_name(card), target=name)

    @DaybreakMoves.done.label
    def _done_label(self) -> Msg:
        return Msg("daybreak-label-done")

    @DaybreakMoves.keep.label
    def _keep_label(self, project: str) -> Msg:
        return Msg("daybreak-label-keep", project=self._global_name(project))

    @DaybreakMoves.keep_none.label
    def _keep_none_label(self) -> Msg:
        return Msg("daybreak-label-keep-none")

    @DaybreakMoves.drop.label
    def _drop_label(self, project: str) -> Msg:
        return Msg("daybreak-label-drop", project=self._global_name(project))

    @DaybreakMoves.discard.label
    def _discard_label(self, card: str) -> Msg:
        return Msg("daybreak-label-discard", card=self._local_name(card))

    @DaybreakMoves.draw.label
    def _draw_label(self, card: str) -> Msg:
        return Msg("daybreak-label-draw", card=self._local_name(card))

    @DaybreakMoves.reveal.label
    def _reveal_label(self, crisis: str) -> Msg:
        return Msg("daybreak-label-reveal", crisis=self._crisis_name(crisis))

    @DaybreakMoves.offer.label
    def _offer_label(self, project: str) -> Msg:
        return Msg("daybreak-label-offer", project=self._global_name(project))

    @DaybreakMoves.roll.label
    def _roll_label(self, face: int) -> Msg:
        track = self.world.tracks[self._track_by_face[face]]
        return Msg("daybreak-label-roll", face=face, track=track.name)

    @DaybreakMoves.target.label
    def _target_label(self, seat: int) -> Msg:
        return Msg("daybreak-label-target", number=seat + 1)
