"""Loading TOML data files with errors that name the file and the field."""

from __future__ import annotations

import tomllib
from pathlib import Path
from typing import Any

from .errors import DataError


def load_toml(path: Path) -> dict[str, Any]:
    try:
        with path.open("rb") as handle:
            return tomllib.load(handle)
    except FileNotFoundError:
        raise DataError(path.name, "(file)", "file not found") from None
    except tomllib.TOMLDecodeError as exc:
        raise DataError(path.name, "(syntax)", f"not valid TOML: {exc}") from None


class Fields:
    """Typed access to one table of a data file, naming ``file`` and ``where`` on errors."""

    def __init__(self, table: Any, source: str, where: str) -> None:
        if not isinstance(table, dict):
            raise DataError(source, where, f"expected a table, got {type(table).__name__}")
        self.table = table
        self.source = source
        self.where = where

    def _path(self, key: str) -> str:
        return f"{self.where}.{key}" if self.where else key

    def get(self, key: str, kind: type | tuple[type, ...], default: Any = ...) -> Any:
        if key not in self.table:
            if default is ...:
                raise DataError(self.source, self._path(key), "missing")
            return default
        value = self.table[key]
        # bool is an int in Python; a flag written as 1 is a typo worth reporting.
        bad_bool = isinstance(value, bool) and bool not in _as_tuple(kind)
        if bad_bool or not isinstance(value, kind):
            names = " or ".join(k.__name__ for k in _as_tuple(kind))
            raise DataError(
                self.source, self._path(key), f"expected {names}, got {type(value).__name__}"
            )
        return value

    def text(self, key: str, default: Any = ...) -> str:
        value = self.get(key, str, default)
        if isinstance(value, str) and not value.strip() and default is ...:
            raise DataError(self.source, self._path(key), "must not be empty")
        return value

    def integer(self, key: str, low: int | None = None, default: Any = ...) -> int:
        value = self.get(key, int, default)
        if low is not None and value < low:
            raise DataError(self.source, self._path(key), f"must be at least {low}, got {value}")
        return value

    def flag(self, key: str, default: bool = False) -> bool:
        return self.get(key, bool, default)

    def sub(self, key: str) -> Fields:
        return Fields(self.get(key, dict), self.source, self._path(key))

    def items(self, key: str) -> list[Fields]:
        values = self.get(key, list)
        return [Fields(v, self.source, f"{self._path(key)}[{i}]") for i, v in enumerate(values)]

    def fail(self, key: str, problem: str) -> DataError:
        return DataError(self.source, self._path(key), problem)


def _as_tuple(kind: type | tuple[type, ...]) -> tuple[type, ...]:
    return kind if isinstance(kind, tuple) else (kind,)


def translations(item: Fields, fields: tuple[str, ...]) -> tuple[tuple[str, str, str], ...]:
    """The texts of ``item`` in other languages: a sub-table per language
    (``[scenario.pt]`` or ``[move.pt]`` with ``title``/``task``/``comment``...), as
    (language, field, text) triples; a field not translated there reads in the default."""
    found = []
    for language, table in item.table.items():
        if len(language) != 2 or not isinstance(table, dict):
            continue  # only two-letter language tags hold translations
        sub = Fields(table, item.source, f"{item.where}.{language}" if item.where else language)
        for key in table:
            if key not in fields:
                raise sub.fail(key, f"not a text to translate (one of {', '.join(fields)})")
            found.append((language, key, sub.text(key).strip()))
    return tuple(found)


def translated(texts: tuple[tuple[str, str, str], ...], field: str, language: str, default: str):
    """``field`` in ``language`` from ``translations``' triples, else ``default``."""
    for lang, key, text in texts:
        if lang == language and key == field:
            return text
    return default
