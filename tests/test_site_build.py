"""The static site's build (scripts/build_site.py) without a browser or a download: the landing
page written as HTML, Babel's locale data cut to the languages the messages use, and the
wheels repacked without what no page uses. The built site itself is tested in Chromium by
tests/browser/test_site.py."""

from __future__ import annotations

import base64
import csv
import hashlib
import importlib.util
import io
import json
import os
import re
import subprocess
import sys
import zipfile
from pathlib import Path

import babel
import pytest

import rules

REPO = Path(__file__).resolve().parents[1]


@pytest.fixture(scope="module")
def build_site():
    spec = importlib.util.spec_from_file_location("build_site", REPO / "scripts/build_site.py")
    module = importlib.util.module_from_spec(spec)
    spec.loader.exec_module(module)
    return module


def test_the_sites_landing_page_is_plain_html_linking_the_rendered_pages(build_site, tmp_path):
    (tmp_path / "voici" / "render").mkdir(parents=True)
    build_site.write_landing(tmp_path)
    games = rules.available_games()
    for page, folder in (
        (tmp_path / "index.html", "voici/render/"),
        (tmp_path / "voici/render/index.html", ""),
    ):
        html = page.read_text()
        assert html.startswith("<!DOCTYPE html>") and '<html lang="en">' in html
        assert "<script" not in html  # nothing to run: usable as soon as it arrives
        assert "<title>Rules Explorer</title>" in html
        links = re.findall(r'<a href="([^"]+)"', html)
        assert sorted(links) == sorted(f"{folder}{slug}.html" for slug in games)
        assert html.count('class="rx-card"') == len(games)


def test_babel_keeps_the_locale_data_of_the_messages_languages_only(build_site):
    from rules.core.messages import LOCALES

    assert LOCALES == {"en": "en-US", "pt": "pt-BR"}  # what the kept set below is made from
    assert build_site.babel_locales_kept() == {"root", "en", "en_US", "pt", "pt_BR"}


def fake_wheel(path: Path, files: dict[str, bytes]) -> Path:
    with zipfile.ZipFile(path, "w") as archive:
        for name, data in files.items():
            archive.writestr(name, data)
    return path


def installed_babel_as_wheel(tmp_path: Path) -> Path:
    """The Babel installed here, zipped as a wheel holds it (the site's is downloaded)."""
    root = Path(babel.__file__).parent
    files = {
        f"babel/{p.relative_to(root).as_posix()}": p.read_bytes()
        for p in root.rglob("*")
        if p.is_file() and "__pycache__" not in p.parts
    }
    return fake_wheel(tmp_path / "babel-0-py3-none-any.whl", files)


def test_the_trimmed_babel_still_formats_plurals_and_numbers_in_both_languages(
    build_site, tmp_path
):
    rule = build_site.prune_rules(build_site.load_pins())["babel"]
    build_site.unpack_wheel(installed_babel_as_wheel(tmp_path), tmp_path / "lib", rule)
    kept = sorted(p.stem for p in (tmp_path / "lib/babel/locale-data").glob("*.dat"))
    assert kept == ["en", "en_US", "pt", "pt_BR", "root"]
    # In a Python that sees only the trimmed Babel: plurals and numbers in both languages, and
    # every game's catalogues loaded.
    script = """
import babel.localedata, rules
found = sorted(babel.localedata.locale_identifiers())
assert found == ["en", "en_US", "pt", "pt_BR"], found
from fluent.runtime import FluentBundle, FluentResource
def say(locale, one, other, count):
    bundle = FluentBundle([locale], use_isolating=False)
    text = f"n = {{ $count ->\\n [one] {one}\\n *[other] {{ $count }} {other}\\n}}\\n"
    bundle.add_resource(FluentResource(text))
    return bundle.format_pattern(bundle.get_message("n").value, {"count": count})[0]
assert say("pt-BR", "uma carta", "cartas", 1) == "uma carta"
assert say("pt-BR", "uma carta", "cartas", 1234) == "1.234 cartas"
assert say("en-US", "one card", "cards", 1) == "one card"
assert say("en-US", "one card", "cards", 1234) == "1,234 cards"
for slug in rules.available_games():
    rules.load_game(slug).info
print("ok")
"""
    env = {**os.environ, "PYTHONPATH": os.pathsep.join([str(tmp_path / "lib"), str(REPO)])}
    done = subprocess.run(
        [sys.executable, "-c", script], capture_output=True, text=True, env=env, check=False
    )
    assert done.stdout.strip() == "ok", done.stderr[-3000:]


def test_a_wheel_is_repacked_compiled_where_a_page_imports_and_with_a_true_record(
    build_site, tmp_path
):
    wheel = fake_wheel(
        tmp_path / "demo-1.0-py3-none-any.whl",
        {
            "demo/__init__.py": b"X = 1\n",
            "demo/big.js": b"x" * 1000,
            "demo/read_at_import.js": b"y" * 1000,
            "demo-1.0.dist-info/METADATA": b"Name: demo\n",
            "demo-1.0.dist-info/RECORD": b"stale\n",
        },
    )
    rule = {"drop": ["demo/big.js"], "stub": ["demo/read_at_import.js"]}
    folder = tmp_path / "demo"
    build_site.unpack_wheel(wheel, folder, rule)
    assert not (folder / "demo/big.js").exists()
    assert (folder / "demo/read_at_import.js").stat().st_size < 100
    # As site_bytecode.mjs leaves it: each module compiled beside its source; a page imported
    # __init__ while it opened, never unused.
    (folder / "demo/unused.py").write_text("Y = 2\n")
    for module in ("__init__", "unused"):
        (folder / f"demo/{module}.pyc").write_bytes(b"compiled")
    out = tmp_path / "out.whl"
    files = build_site.shipped_files(folder, "sourceless", {"demo/__init__.py"})
    build_site.pack_folder(folder, out, files)
    with zipfile.ZipFile(out) as archive:
        names = set(archive.namelist())
        assert "demo/__init__.py" not in names and "demo/__init__.pyc" in names
        assert "demo/unused.py" in names and "demo/unused.pyc" not in names
        rows = list(csv.reader(io.StringIO(archive.read("demo-1.0.dist-info/RECORD").decode())))
        for name, digest, size in rows:
            if name.endswith("RECORD"):
                continue
            data = archive.read(name)
            expected = base64.urlsafe_b64encode(hashlib.sha256(data).digest()).rstrip(b"=")
            assert digest == f"sha256={expected.decode()}" and int(size) == len(data)
        assert {row[0] for row in rows} == names


def test_the_projects_wheel_keeps_its_sources_and_the_cache_of_what_a_page_imports(
    build_site, tmp_path
):
    folder = tmp_path / "project"
    cache = folder / "explorer" / "__pycache__"
    cache.mkdir(parents=True)
    for module in ("app", "lab"):
        (folder / "explorer" / f"{module}.py").write_text("X = 1\n")
        (cache / f"{module}.cpython-313.pyc").write_bytes(b"compiled")
    files = build_site.shipped_files(folder, "cached", {"explorer/app.py"})
    assert sorted(p.relative_to(folder).as_posix() for p in files) == [
        "explorer/__pycache__/app.cpython-313.pyc",
        "explorer/app.py",
        "explorer/lab.py",
    ]


def installed_plotly_validators(folder: Path) -> Path:
    """The plotly installed here, as much of it as its validator cache needs, laid out in
    ``folder`` as a wheel unpacks it (the site's plotly is downloaded)."""
    import plotly

    root = Path(plotly.__file__).parent
    for name in ("validator_cache.py", "validators/_validators.json"):
        target = folder / "plotly" / name
        target.parent.mkdir(parents=True, exist_ok=True)
        target.write_bytes((root / name).read_bytes())
    return folder


def load_module_from(path: Path, name: str):
    spec = importlib.util.spec_from_file_location(name, path)
    module = importlib.util.module_from_spec(spec)
    spec.loader.exec_module(module)
    return module


def test_plotlys_validators_are_split_by_part_and_read_the_same_one_part_at_a_time(
    build_site, tmp_path
):
    folder = installed_plotly_validators(tmp_path / "plotly-wheel")
    whole = json.loads((folder / build_site.VALIDATORS_JSON).read_text())
    parts = build_site.split_plotly_validators(folder)
    assert not (folder / build_site.VALIDATORS_JSON).exists()
    assert parts == len({key.partition(".")[0] for key in whole}) > 40
    cache = load_module_from(folder / build_site.VALIDATOR_CACHE, "site_validator_cache")
    by_part = cache.ValidatorCache._json_cache
    assert by_part._parts == {}  # nothing read until a figure asks
    assert by_part.get("scatter.marker.color") == whole["scatter.marker.color"]
    assert set(by_part._parts) == {"scatter"}  # the scatter trace's part alone
    assert all(by_part.get(key) == parameters for key, parameters in whole.items())
    assert by_part.get("nosuchtrace.x") is None
    # plotly's own lookup, through the split file, makes the validator it makes unsplit.
    validator = cache.ValidatorCache.get_validator("scatter.marker", "size")
    from plotly.validator_cache import ValidatorCache

    unsplit = ValidatorCache.get_validator("scatter.marker", "size")
    assert type(validator).__name__ == type(unsplit).__name__
    assert (validator.plotly_name, validator.parent_name) == ("size", "scatter.marker")
    assert validator.validate_coerce(12) == unsplit.validate_coerce(12) == 12


def test_a_plotly_whose_validator_cache_reads_otherwise_is_refused(build_site, tmp_path):
    folder = installed_plotly_validators(tmp_path / "plotly-wheel")
    source = folder / build_site.VALIDATOR_CACHE
    source.write_text(source.read_text() + "\nprint(ValidatorCache._json_cache.keys())\n")
    with pytest.raises(build_site.BuildError, match="validators"):
        build_site.split_plotly_validators(folder)
    assert (folder / build_site.VALIDATORS_JSON).exists()  # nothing split


def test_plotlys_rule_names_the_appended_cache_so_a_change_to_it_compiles_anew(build_site):
    rule = build_site.prune_rules(build_site.load_pins())["plotly"]
    digest = hashlib.sha256(build_site.PLOTLY_VALIDATORS.read_bytes()).hexdigest()
    assert rule["split_validators"] == digest
    assert "plotly/package_data/plotly.min.js" in rule["drop"]  # site.toml's rule kept
