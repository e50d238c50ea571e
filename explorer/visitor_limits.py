"""How many kernels one visitor of the class server may hold (scripts/voila_server.py, issue 43).

Every dashboard page costs a kernel (about 100 MiB and a few CPU seconds). Sixty plain GETs from
one script once took 51 of the server's kernels, and a person's page was told the server was
full until the culler caught up. So each page is counted against whoever asked for it, and a
page beyond that one's share is refused before any kernel starts:

- **a visitor** is a browser that keeps the server's visitor cookie (signed, so it cannot be
  made up; the server sets it on every page and on ``/``): at most ``per_visitor`` kernels,
  its pages connected or not. Several tabs of one person fit; one person cannot take the class's.
- **first visits** are requests without that cookie (a browser's very first page, or a script
  that keeps no cookies, which is then a "first visit" every time): all those from one address
  share ``first_visits_per_address`` kernels whose page has not connected yet. A browser's page
  connects within seconds and leaves the share; a script's GETs never do. A person at the same
  address as such a script still gets pages: after its first page it carries the cookie.
- **an address** (class mode only; locally every visitor is this machine): at most
  ``per_address`` kernels in all. A whole class behind one school router shares an address,
  so this bound is generous (a class's size); it stops a script that fetches a fresh cookie
  for every page, which the per-visitor bound cannot.

An owner that has been refused is flooding: its kernels whose page never connected are then
culled after the server's short "flood" timeout instead of its usual one (which stays long
because a loaded server's pages needed more than a minute to connect, serve.sh). A person's
slow page is never cut short that way: a browser does not ask for more pages than its share.

This module holds only the bookkeeping (no web server): the server asks it before a page takes
a kernel, tells it where each page went, and asks it which kernels belong to a flood.
"""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass, field


@dataclass(frozen=True)
class Visitor:
    """Who asked for a page."""

    address: str  #: the address the request came from (no proxy header is trusted)
    cookie: str  #: the visitor cookie it sent back, or the one issued with this page
    returning: bool  #: whether the request carried the cookie

    @property
    def owner(self) -> str:
        """Whom its pages are counted against: a returning visitor's cookie, else its address's
        share of first visits."""
        return f"visitor {self.cookie}" if self.returning else f"first visits from {self.address}"


@dataclass(frozen=True)
class Bounds:
    per_visitor: int
    first_visits_per_address: int
    per_address: int = 0  #: 0: no bound by address (a local server: every visitor is here)
    #: Seconds an owner counts as flooding after it was refused.
    flood_memory: float = 120.0


@dataclass(frozen=True)
class Refusal:
    """Why a page is refused: a chrome message id (explorer/messages) and its count."""

    message: str
    count: int


@dataclass
class VisitorLedger:
    bounds: Bounds
    #: Kernel id -> the visitor its page was sent to.
    held: dict[str, Visitor] = field(default_factory=dict)
    #: Pages asked for and not yet sent (their kernels start meanwhile): counted as held, so
    #: sixty requests at once cannot all pass before the first is counted.
    arriving: list[Visitor] = field(default_factory=list)
    refused_at: dict[str, float] = field(default_factory=dict)

    def admit(
        self, visitor: Visitor, connected: Callable[[str], bool], now: float
    ) -> Refusal | None:
        """None and the page is counted as arriving, or why it may not have a kernel."""
        refusal = self._refusal(visitor, connected)
        if refusal is not None:
            self.refused_at[visitor.owner] = now
            return refusal
        self.arriving.append(visitor)
        return None

    def _refusal(self, visitor: Visitor, connected: Callable[[str], bool]) -> Refusal | None:
        bounds = self.bounds
        pages = [*self.held.items(), *((None, v) for v in self.arriving)]
        mine = sum(1 for _, v in pages if v.cookie == visitor.cookie)
        if mine >= bounds.per_visitor:
            return Refusal("server-limit-visitor", bounds.per_visitor)
        if not visitor.returning:
            starting = sum(
                1
                for kernel_id, v in pages
                if not v.returning
                and v.address == visitor.address
                and (kernel_id is None or not connected(kernel_id))
            )
            if starting >= bounds.first_visits_per_address:
                return Refusal("server-limit-first-visits", bounds.first_visits_per_address)
        if bounds.per_address:
            here = sum(1 for _, v in pages if v.address == visitor.address)
            if here >= bounds.per_address:
                return Refusal("server-limit-address", bounds.per_address)
        return None

    def settled(self, visitor: Visitor, kernel_id: str | None) -> None:
        """The page admitted for ``visitor`` was sent with ``kernel_id`` (None: it failed, or
        its kernel is gone already)."""
        self.arriving.remove(visitor)
        if kernel_id is not None:
            self.held[kernel_id] = visitor

    def forget(self, kernel_id: str) -> None:
        """The kernel was shut down."""
        self.held.pop(kernel_id, None)

    def flooding(self, kernel_id: str, now: float) -> bool:
        """Whether the kernel's page was asked for by an owner refused not long ago."""
        self.refused_at = {
            owner: at
            for owner, at in self.refused_at.items()
            if now - at <= self.bounds.flood_memory
        }
        visitor = self.held.get(kernel_id)
        return visitor is not None and visitor.owner in self.refused_at
