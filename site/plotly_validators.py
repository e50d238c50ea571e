# ----- Added by the static site's build (scripts/build_site.py, site/plotly_validators.py) -----
# plotly reads every validator's parameters from one JSON file (validators/_validators.json,
# 3 MB: the properties of all 50-odd kinds of trace and of the layout) the first time a
# figure checks a property, and keeps them all: about 4.7 MiB of a page's Python memory,
# where a dashboard's board uses the layout's and the scatter trace's. On the static site the
# build splits that file by the first part of each property's path (layout, scatter, bar,
# ...) into validators/_validators/<part>.json, and the cache below reads a part when a
# figure first asks about it and keeps it, as plotly keeps the whole file: the same
# parameters, the same dictionaries handed out, read as they are needed.
import json as _json
import os.path as _opath


class _ValidatorsByPart:
    """The validator parameters of validators/_validators.json, read one part at a time."""

    def __init__(self, folder):
        self._folder = folder
        self._parts = {}

    def get(self, lookup, default=None):
        part = lookup.partition(".")[0]
        if part not in self._parts:
            path = _opath.join(self._folder, part + ".json")
            found = {}
            if _opath.isfile(path):
                with open(path) as f:
                    found = _json.load(f)
            self._parts[part] = found
        return self._parts[part].get(lookup, default)


ValidatorCache._json_cache = _ValidatorsByPart(  # noqa: F821  (plotly's class, above)
    _opath.join(_opath.dirname(__file__), "validators", "_validators")
)
