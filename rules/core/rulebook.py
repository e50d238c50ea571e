"""A game's rulebook as data: sections with stable ids, written in our own words."""

from __future__ import annotations

from dataclasses import dataclass, replace
from pathlib import Path

from .datafile import Fields, load_toml
from .errors import DataError
from .unique_ids import unique_text

KINDS = ("rule", "ruling", "example-data", "overview")


@dataclass(frozen=True, slots=True)
class Section:
    """One rulebook section.

    ``source`` names the seed file and heading the section is drawn from; ``kind`` says whether
    it is a rule, a ruling (our reading of an unclear passage, with ``alternative``), or a note
    about example data.
    """

    id: str
    title: str
    text: str
    source: str
    kind: str = "rule"
    alternative: str = ""
    example: bool = False
    #: For a ruling that is not a setup option: why not (its other reading would not change
    #: play, or cannot be played). Every other ruling is the ``section`` of a RulingOption.
    fixed: str = ""
    #: False for a section no move of the game can make happen (setup, a heading, example
    #: data, a ruling's own text), with the reason in ``silent``: it needs no example
    #: (``rules/core/examples.py``) and is not counted among the rules a learner can meet.
    fires: bool = True
    silent: str = ""


@dataclass(frozen=True, slots=True)
class Rulebook:
    title: str
    sections: tuple[Section, ...]
    #: The file it was read from: a translation lies beside it as ``rulebook.<language>.toml``.
    path: Path | None = None

    def translation(self, language: str) -> Rulebook | None:
        """The same rulebook in ``language`` (every section, same ids and kinds), or None if
        there is no such file beside this one."""
        if self.path is None:
            return None
        other = self.path.with_name(f"{self.path.stem}.{language}{self.path.suffix}")
        if not other.exists():
            return None
        translated = Rulebook.load(other)
        mine = [(s.id, s.kind) for s in self.sections]
        theirs = [(s.id, s.kind) for s in translated.sections]
        if mine != theirs:
            missing = sorted(set(mine) ^ set(theirs)) or [("(order)", "")]
            raise DataError(
                other.name, "section", f"sections differ from {self.path.name}: {missing[0][0]}"
            )
        # Whether a section fires is a fact of the game, marked once in this rulebook: the
        # translation takes it from here (with its own words for why, if it gives them).
        marked = tuple(
            replace(theirs, fires=mine.fires, silent=theirs.silent or mine.silent)
            for mine, theirs in zip(self.sections, translated.sections, strict=True)
        )
        return replace(translated, sections=marked)

    @property
    def firing(self) -> tuple[Section, ...]:
        """The sections a move can make happen: those not marked ``fires = false``."""
        return tuple(s for s in self.sections if s.fires)

    def section(self, section_id: str) -> Section:
        for section in self.sections:
            if section.id == section_id:
                return section
        raise KeyError(f"no rulebook section {section_id!r}")

    def __contains__(self, section_id: object) -> bool:
        return any(s.id == section_id for s in self.sections)

    @classmethod
    def load(cls, path: Path) -> Rulebook:
        data = Fields(load_toml(path), path.name, "")
        sections = []
        seen: set[str] = set()
        for item in data.items("section"):
            section = Section(
                id=item.text("id"),
                title=item.text("title"),
                text=item.text("text").strip(),
                source=item.text("source"),
                kind=item.text("kind", "rule"),
                alternative=item.text("alternative", "").strip(),
                example=item.flag("example"),
                fixed=item.text("fixed", "").strip(),
                fires=item.flag("fires", True),
                silent=item.text("silent", "").strip(),
            )
            if section.kind not in KINDS:
                raise item.fail("kind", f"must be one of {', '.join(KINDS)}")
            if section.kind == "ruling" and not section.alternative:
                raise item.fail("alternative", "a ruling must name the reading it did not take")
            if section.fixed and section.kind != "ruling":
                raise item.fail("fixed", "only a ruling says why it is not a setup option")
            if not section.fires and not section.silent:
                raise item.fail("silent", "a section that never fires says why (silent = ...)")
            if section.silent and section.fires:
                raise item.fail("fires", "a section with a reason to be silent has fires = false")
            unique_text(item, "id", seen, "duplicate section id {}")
            sections.append(section)
        if not sections:
            raise DataError(path.name, "section", "a rulebook needs at least one section")
        return cls(title=data.text("title"), sections=tuple(sections), path=path)
