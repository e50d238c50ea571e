# Three in a Row in English (the core's small example game).
three-pitch = Two players mark a grid of nine cells in turn; three marks in a line win.
three-seat = { $seat ->
    [0] Crosses
   *[1] Noughts
}
three-action-toss = The coin shows { $side ->
    [x] heads
   *[o] tails
}
three-action-mark = Mark cell { $cell }
three-tossed = The coin decides: { $seat } start.
three-marked = { $seat } mark cell { $cell }.
three-next = Now { $seat } play.
three-cell-taken = Cell { $cell } already holds { $seat }' mark.
three-toss-first = The coin decides who starts: toss it first.
three-tossed-already = The coin has been tossed: { $seat } are to play.
three-over = The game is over.
three-line = { $seat } hold three cells in a line.
three-full = Every cell is marked and nobody has a line.
three-kind-toss = Toss the coin
three-kind-mark = Mark a cell
three-chance-label = Toss the coin at random
three-ruling-first = Who marks first
three-reading-first-coin = A coin decides
three-reading-first-crosses = Crosses always start
three-variant-misere = Misère: a line loses
three-misere = { $seat } hold three cells in a line and lose.
three-holds = { $seat } hold { $count ->
    [0] no cell.
    [one] one cell.
   *[other] { $count } cells.
}
