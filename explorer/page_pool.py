"""Dashboard pages made before they are asked for, under a full Jupyter server (`make lab`, Binder).

Standalone Voilà (`make serve`) keeps for each dashboard one kernel that has already run its
notebook, so a visitor's page arrives whole. The Voilà extension of a Jupyter server has no such
pool: every page waited while a new kernel started, imported the explorer and built the
dashboard, about a second of a game's page (benchmarks/README.md, issue 13). Voilà's page handler
takes a page from a pool whenever the server's kernel manager has one, so this module gives the
Jupyter server Voilà's own pooling kernel manager, fitted to a server that is not Voilà:

- ``PreheatedPages`` is the server's kernel manager (``ServerApp.kernel_manager_class``); it
  manages every other kernel (a notebook opened in JupyterLab) as the default one does;
- this module, loaded as a server extension (``ServerApp.jpserver_extensions``), hands it the
  Voilà configuration once the web application exists, and the pages are made then;
- the dashboards are made one after another, the landing page first: a server that has just
  started (Binder) leaves its first visitor's page most of the CPU, and by the time a game is
  chosen from the landing page it is usually ready. A page taken is made again 4 s later.

The cost is one idle kernel per dashboard (68-84 MiB each, measured under `make lab`).
`make lab` and Binder's postBuild turn it on; the README's deployment section says how to on
another server.
"""

from __future__ import annotations

import asyncio
from pathlib import Path

from jupyter_server.services.kernels.kernelmanager import AsyncMappingKernelManager
from tornado.ioloop import IOLoop
from traitlets import Float, List, TraitError, Unicode
from voila.configuration import VoilaConfiguration
from voila.notebook_renderer import NotebookRenderer
from voila.paths import collect_template_paths
from voila.server_extension import load_config_file
from voila.utils import get_page_config
from voila.voila_kernel_manager import voila_kernel_manager_factory

#: Voilà's pooling kernel manager over the Jupyter server's default one, one page per notebook.
_VoilaPool = voila_kernel_manager_factory(
    AsyncMappingKernelManager, preheat_kernel=True, default_pool_size=1
)

LANDING = "index.ipynb"


class PreheatedPages(_VoilaPool):
    """The server's kernel manager, holding one ready page of each dashboard."""

    notebooks = List(
        Unicode(),
        ["notebooks/*.ipynb"],
        config=True,
        help="Patterns (relative to the server's root) of the notebooks kept ready as pages.",
    )

    fill_delay = Float(
        4,
        config=True,
        help="Seconds before a page taken is made again: after the visitor's page has connected "
        "and drawn, whose CPU a new kernel's start would take (Voilà's default is 1).",
    )

    def __init__(self, **kwargs):
        # Skips Voilà's own __init__, which reads the notebook standalone Voilà was started with
        # (a Jupyter server has none) and starts a kernel at once for every notebook under the
        # root, the virtual environment's included.
        super(_VoilaPool, self).__init__(**kwargs)
        self._wait_at_startup = True
        self.notebook_data = {}
        self._pools = {}
        self.root_dir = self.parent.root_dir
        self.notebook_path = None
        self._voila: dict | None = None

    def list_kernels(self) -> list[dict]:
        """Jupyter's kernel list (JupyterLab polls it), without the kernels still starting.

        A kernel still starting has no last activity yet, and reading that unset trait raises a
        TraitError, which Jupyter's own list does not expect: the whole list failed (500) while
        a page was being made, as this server makes them in the background.
        """
        return [
            self.kernel_model(kernel_id)
            for kernel_id in self.list_kernel_ids()
            if kernel_started(self._kernels.get(kernel_id))
        ]

    async def cull_kernel_if_idle(self, kernel_id: str):
        # The culler reads the same trait: a kernel still starting is not idle.
        if kernel_started(self._kernels.get(kernel_id)):
            await super().cull_kernel_if_idle(kernel_id)

    def get_pool_size(self, notebook_name: str) -> int:
        """The pages of ``notebook_name`` a visitor can have now (Voilà's page handler takes one
        only if this is not 0; otherwise the page starts a kernel of its own): pages_to_take."""
        return pages_to_take(self, notebook_name)

    def pooled_notebooks(self) -> list[str]:
        """The notebooks kept ready, relative to the root: the landing page first."""
        root = Path(self.root_dir)
        found = {
            path.relative_to(root).as_posix()
            for pattern in self.notebooks
            for path in root.glob(pattern)
            if path.is_file() and ".ipynb_checkpoints" not in path.parts
        }
        return sorted(found, key=lambda name: (Path(name).name != LANDING, name))

    def serve_with(self, voila_configuration, template_paths, settings) -> None:
        """Called by the server extension: Voilà's configuration is known, make the pages."""
        self._voila = {
            "configuration": voila_configuration,
            "template_paths": template_paths,
            "settings": settings,
        }
        # Voilà's pool reads the server's own URL from its parent, a trait of Voilà's app that a
        # Jupyter server lacks: there it is the base URL.
        if not hasattr(self.parent, "server_url"):
            self.parent.server_url = self.parent.base_url
        IOLoop.current().spawn_callback(self._make_in_turn, self.pooled_notebooks())

    async def _make_in_turn(self, notebooks: list[str]) -> None:
        for name in notebooks:
            self.fill_if_needed(delay=0, notebook_name=name)
            for item in list(self._pools.get(name, ())):
                try:
                    made = await item
                    await made["task"]  # the run of the notebook: the next waits for it
                except asyncio.CancelledError:
                    raise
                except Exception:
                    self.log.exception("The page of %s could not be made in advance", name)

    def _notebook_renderer_factory(self, notebook_path: str | None = None) -> NotebookRenderer:
        """The renderer Voilà's page handler makes under a Jupyter server, made for the pool."""
        if self._voila is None:
            raise RuntimeError("PreheatedPages needs the explorer.page_pool server extension")
        voila_configuration = self._voila["configuration"]
        settings = self._voila["settings"]
        page_config_kwargs = {
            "base_url": self.parent.base_url,
            "settings": settings,
            "log": self.log,
            "voila_configuration": voila_configuration,
        }
        page_config = get_page_config(**page_config_kwargs)
        if voila_configuration.page_config_hook:
            page_config = voila_configuration.page_config_hook(
                page_config, **page_config_kwargs, notebook_path=notebook_path
            )
        return NotebookRenderer(
            voila_configuration=voila_configuration,
            traitlet_config=self.parent.config,
            notebook_path=notebook_path,
            template_paths=self._voila["template_paths"],
            config_manager=self.parent.config_manager,
            contents_manager=self.parent.contents_manager,
            base_url=self.parent.base_url,
            kernel_spec_manager=self.parent.kernel_spec_manager,
            page_config=page_config,
            mathjax_config=settings.get("mathjax_config"),
            mathjax_url=settings.get("mathjax_url"),
        )


def pages_to_take(manager, notebook: str) -> int:
    """How many pages of ``notebook`` a pool of Voilà's (``manager``'s list of tasks, each
    making one page) can give a visitor now, from the head of the list on: those made and
    those being made.

    Voilà's pool gives the page at its head, and a page taken is replaced by a task that first
    waits its fill delay, then starts a kernel and runs the notebook (4 s here, 2 minutes for a
    class). Voilà counts that task as a page of the pool: a visitor who came before it was made
    (a second visitor within seconds, a student beyond the class's pages or reloading one)
    waited, on a blank page, for the delay and then the making, up to some 2 minutes for a
    class. A task still in its delay is not counted here, so that such a visitor's page starts
    a kernel at once, as it would without a pool; a page being made is counted (it is further
    on than a new kernel would be). A page that could not be made is taken out of the pool
    and made again, where Voilà gave it to the next visitor as an error page."""
    pool = getattr(manager, "_pools", {}).get(notebook)
    if not pool:
        return 0
    failed = [task for task in pool if task.done() and (task.cancelled() or task.exception())]
    if failed:
        for task in failed:
            pool.remove(task)
        manager.log.warning("%d page(s) of %s could not be made: made again", len(failed), notebook)
        manager.fill_if_needed(notebook_name=notebook)
    pages = 0
    for task in pool:
        if not task.done() and _waiting_its_delay(task):
            break
        pages += 1
    return pages


def _waiting_its_delay(task) -> bool:
    """Whether a task of Voilà's pool is still in its fill delay (Voilà's ``wait_before``
    awaits ``asyncio.sleep`` first, then the making of the page)."""
    awaited = getattr(task.get_coro(), "cr_await", None)
    return getattr(awaited, "__qualname__", "") == asyncio.sleep.__qualname__


def kernel_started(kernel) -> bool:
    """Whether a kernel (or None: shut down meanwhile) has finished starting: until then its
    last activity is unset, and reading it raises a TraitError (the class server's culler
    asks this too)."""
    try:
        return kernel is not None and kernel.last_activity is not None
    except (AttributeError, TraitError):
        return False


def _jupyter_server_extension_points():
    return [{"module": "explorer.page_pool"}]


def _load_jupyter_server_extension(server_app) -> None:
    manager = server_app.kernel_manager
    if not isinstance(manager, PreheatedPages):
        server_app.log.warning(
            "explorer.page_pool: the server's kernel manager is not PreheatedPages "
            "(ServerApp.kernel_manager_class), so no dashboard page is made in advance"
        )
        return
    # The same Voilà configuration as the Voilà extension reads (voila.json in the root).
    voila_configuration = VoilaConfiguration(parent=server_app)
    local = load_config_file()
    if local is not None:
        voila_configuration.update_config(local)
    template_paths = collect_template_paths(["voila", "nbconvert"], voila_configuration.template)
    manager.serve_with(voila_configuration, template_paths, server_app.web_app.settings)
    server_app.log.info(
        "explorer.page_pool: making the pages of %s", ", ".join(manager.pooled_notebooks())
    )
