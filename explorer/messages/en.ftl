# The dashboard's own words (explorer/chrome.py). English.
# Every message here exists in pt.ftl too, with the same parameters (tests/explorer/test_chrome.py).

## Tabs

tab-play = Play
tab-history = History
tab-rulebook = Rulebook
tab-scenarios = Scenarios
tab-quiz = Quiz
tab-bots = Bots
tab-lab = Lab
tab-setup = Setup
tab-files = Files

## The header, the language switch and the viewer

# Both languages at once: a reader who does not know the current one still finds the switch.
language-switch = Language / Idioma
players-count = { $count ->
    [one] 1 player
   *[other] { $count } players
}
players-range = { $low }–{ $high } players
header-rules-source = rules in our own words, from the game's published rules
header-example = Example data, not from the rulebook:
viewer-label = View as
viewer-teacher = Teacher (everything open)
viewer-note = The teacher sees everything; a player sees only what the rules let that player see.
key-help = Keys: ← → step through · Esc back to now · z undo · y redo · d let chance act · b bot move
key-help-lab = Keys (click the dashboard first): ← → step through · Esc back to now · ctrl+z undo · ctrl+y redo
presenter-mode = Presenter mode
presenter-mode-tip = Large text and a large board, for a projector

## Rules cited, refusals and the message line

rule-cited = Rule:
# A rule the rulebook has no section for.
rule-unnamed = the rules of the game
open-rule = Open this rule
open-rule-tip = Show this rule in the Rulebook tab
whynot-title = Not allowed:
action-unknown = this move
board-piece = this piece
# $names: the pieces picked so far, in words ("Red guest 1").
board-selected = Selected { $names }: now click where to go.
board-game-over = The game is over: nothing on the board can move. Undo, or start a new game in Setup.
# $chance: the game's chance button ("Roll the die").
board-chance-first = Chance acts first: press “{ $chance }” (or the key d), then move.
board-selected-stuck = Selected { $names }: it has no legal move now. Click where you meant it to go to see which rule forbids it.
announce-turn = { $done }. { $turn }
announce-now = Back to now. { $turn }
announce-step = Step { $number } of { $total }: { $text }
chance-nothing-to-decide = Nothing for chance to decide now: a player must act.

## Who acted (the history and the step counter)

who-chance = chance
who-chance-for = chance, for { $seat }
who-bot = { $seat } ({ $bot } bot)
bot-random = random
bot-heuristic = heuristic

## History

history-start = Start
history-new-game = New game
history-tutorial = Tutorial: { $title }
history-scenario = Scenario: { $title }
history-loaded = Loaded { $name }
history-line = { $number }. { $move }
history-line-by = { $number }. { $who }: { $move }
history-undo = ↶ Undo
history-undo-tip = Undo (z)
history-redo = ↷ Redo
history-redo-tip = Redo (y)
history-jump = Jump to any earlier move:

## Why it happened (the steps)

steps-title = Why it happened
steps-previous = ◀ Previous step
steps-previous-tip = Previous step (←)
steps-next = Next step ▶
steps-next-tip = Next step (→)
steps-none = { $start }: no action yet. Take an action (or let chance act); each rule it triggers is explained here, one step at a time.
steps-counter = Step { $number } of { $total }:
steps-counter-now = Now: the board shows the present, after { $total ->
    [one] the one step
   *[other] all { $total } steps
} of
steps-now = Back to now
steps-now-tip = Show the present again (Esc)
steps-now-help = Click a step to see the board at that moment; “Back to now” returns here.
steps-badge-start = Now
steps-badge-now = Now · after: { $action }
steps-badge-step = Looking back: step { $number } of { $total } · { $action }
steps-list-label = The steps of the last action
steps-item = { $number }/{ $total }. { $text }
steps-item-now = Now: the present
steps-action-by = { $who }: { $action }

## Play

play-roll-tip = Let chance decide (d)
play-show-forbidden = Also show moves the rules forbid (⊘: click one to see why)
play-do-it = Do it
play-forbidden-tip = { $action }: not allowed now; click to see which rule forbids it
play-outcomes-hidden = What chance can give is hidden in this player's view; the teacher's view lets you choose it (what if?).
play-outcomes-choose = …or choose the outcome yourself (what if?):
play-outcome = { $outcome } ({ NUMBER($chance, style: "percent") })
play-outcome-tip = Choose this outcome: { $outcome }
play-game-over = Game over: { $outcome }.
play-turn-of = { $seat }'s turn: { $task }
play-first-game = New here? Play a guided first game: every move explained as you go.
play-group = Group
play-action = Action
play-group-from = { $kind }: { $start }
play-group-part = { $group } ({ $first }–{ $last } of { $total })

## Quiz

quiz-enable = Quiz me: predict before I see
quiz-how = Take an action: you predict what it will do, then see the rules at work.
quiz-prompt = { $action }: what will happen?
quiz-right = Right!
quiz-wrong = Not quite.
quiz-what-happens = What happens: { $outcome }
quiz-no-question = No question for this move: every choice of this kind leads to the same thing, so it was played.
quiz-score = { $asked ->
    [0] Score: no questions yet
   *[other] Score: { $right } of { $asked } right
}

## Bots

bots-each-seat = Bot for each seat:
bots-one = Bot: one move
bots-one-tip = Let the bot move (b)
bots-to-end = Bots: play to the end
bots-autoplay = ▶ Autoplay
bots-stop = ■ Stop
bots-delay = Seconds/move
bots-limit-reached = The bots made { $count } moves and the game has not ended, so they stopped. These bots may never finish this game: choose a round limit in Setup, if the game has one, or stronger bots.
bots-history-full = The history holds { $limit } moves, the most it keeps. Undo some moves, or start a new game, to let the bots play on.
bots-nothing-to-play = No action is possible in this position, yet the game is not over: it cannot be played on.

## Lab

lab-players = Players
lab-games = Games
lab-run = Run
lab-cancel = Cancel
lab-progress = { $total ->
    [one] { $games } of 1 game
   *[other] { NUMBER($games) } of { NUMBER($total) } games
}
lab-chart-wins = Wins by seat (%)
lab-chart-points = Points by seat
lab-chart-length = Game length (turns)
lab-team-bar-won = team won
lab-team-bar-lost = team lost
lab-seat-bot = { $seat } ({ $bot })
lab-head = { $games ->
    [one] 1 game
   *[other] { $games } games
}, { $players } players, bots: { $bots }
lab-team-won = the team won { NUMBER($share, style: "percent", minimumFractionDigits: 1, maximumFractionDigits: 1) } ({ $won } of { $games })
lab-lost-by = lost by { $rule }: { NUMBER($share, style: "percent", minimumFractionDigits: 1, maximumFractionDigits: 1) }
lab-seat = { $seat } ({ $bot }): wins { NUMBER($share, style: "percent", minimumFractionDigits: 1, maximumFractionDigits: 1) }, mean score { NUMBER($mean, minimumFractionDigits: 2, maximumFractionDigits: 2) }
lab-no-winner = games with no winner: { $games }
lab-length = mean length: { NUMBER($turns, minimumFractionDigits: 1, maximumFractionDigits: 1) } turns, { NUMBER($actions, minimumFractionDigits: 1, maximumFractionDigits: 1) } actions
lab-ended-by = ended by { $rule }: { NUMBER($share, style: "percent", minimumFractionDigits: 1, maximumFractionDigits: 1) }
lab-time = time: { NUMBER($seconds, minimumFractionDigits: 2, maximumFractionDigits: 2) } s ({ NUMBER($rate, maximumFractionDigits: 0) } games/s)
lab-cancelled = (cancelled)
lab-stopped = (stopped: game { $game } did not end within { $limit } actions; these bots may never finish it: choose a round limit in Setup, if the game has one, or stronger bots)

## Setup

setup-players = Players
setup-seed = Game number (the same number deals the same dice and cards)
setup-variants = Variants
setup-rulings = Rulings
setup-rulings-note = (readings of unclear passages; by default the rulebook's own)
setup-reading = Reading
setup-default-reading = { $reading } (default)
setup-why = why?
setup-why-tip = Open the rulebook at: { $ruling }
setup-new-game = New game

## Files

files-load = Load position
files-unnamed = uploaded file
files-download = Download this position (JSON)
files-download-view = Download what this player sees (JSON)
files-view-note = You are viewing the game as one player, so the file holds only what that player can see. Loaded again, it shows the table as that player saw it, to look at, not to play on: choose the teacher's view in View as to save the whole game.
files-loaded = Loaded { $name }.
files-not-loaded = { $name } was not loaded: { $reason }
files-game-kept = The current game is kept.

## Rulebook

rulebook-search = Search the rules (a word, or “ruling”)…
rulebook-count = { $shown } of { $total } sections
rulebook-nothing = No section mentions “{ $query }”.
badge-ruling = ruling: our reading
badge-example = example data, not from the rulebook
section-other-reading = Other reading:
section-source = Source: { $source }
# What a section's source cites, in words instead of file names.
source-rulebook = the rulebook
source-rules-page = the game's rules page
source-rules-summary = a summary of the rules
source-reference-summary = the game's reference summary
source-research = our research notes
source-data = our data files
source-file = our notes

## Scenarios and tutorials

scenario-heading = Scenarios
scenario-load = Load: { $title }
scenario-none = No scenarios for this game yet.
scenario-done = Task done. Step through the explanation.
scenario-hint = Hint
tutorial-heading = Tutorials
tutorial-start = Start tutorial: { $title }
tutorial-next = Tutorial: next move ▶
tutorial-where = move { $move } of { $total }.
tutorial-over = The tutorial is over: carry on with the bots or on your own.

## The landing page

landing-title = Rules Explorer
landing-lead = Learn a board game's rules by playing with them: every move shows which rule fired, why it applies here and what it changed.
landing-games = Games
landing-soon = Dashboard coming soon.
landing-variants = { $count ->
    [one] variant: { $names }
   *[other] variants: { $names }
}

## The connection to the server (explorer/connection.py, scripts/voila_server.py)

server-full = This server already runs { $count } games, as many as it may. Try again in a minute or two, or ask your teacher.
connection-stopped = This game stopped on the server: its kernel ended, so the page no longer answers.
connection-gone = This game is no longer on the server: it was closed after a long pause without a move, or the server was restarted.
connection-unreachable = The server does not answer (it may be restarting, or the network is down). Trying again…
connection-way-back = Reload the page to start a new game. A position you downloaded (Files tab) can be loaded there again.
connection-reload = Reload the page

# What a screen reader is told (explorer/access.py): the board's name, unnamed controls.
access-page = { $game }: the dashboard
access-board = Board of { $game }. The text under the board describes it.
access-toolbar = Board toolbar
access-history-list = Moves so far
access-action-list = Actions

## The class server's share of games for each visitor (scripts/voila_server.py)

server-limit-visitor = You already have { $count } games open on this server, as many as one person may. Close a tab with a game you no longer need, then reload this page.
server-limit-first-visits = Too many games were asked for at once from your computer or network ({ $count } are still starting). Wait a few seconds, then reload this page.
server-limit-address = { $count } games are already open from your network, as many as this server allows from one place. Close a game you no longer need, or ask your teacher.

## A full history, and what is wrong with a file that was not loaded, in plain words (explorer/session.py)

history-full = The history holds { $limit } moves, the most it keeps. Undo some moves, or start a new game, to play on.
files-why-history-full = the history already holds { $limit } moves, the most it keeps. Undo some moves, or start a new game, then load the file again.
files-why-not-json = it is not a saved position: its text cannot be read as one (it may be cut short, or be another kind of file).
files-why-not-an-object = it is not a saved position of { $game }: it holds other data.
files-why-too-deep = it is not a saved position: its contents are nested far deeper than a saved game's ever are.
files-why-other-game = it holds a game of { $other }, not of { $game }. Load it on that game's page.
files-why-not-ours = it holds no game of Rules Explorer: it was saved by another program, or edited.
files-why-newer-format = it was saved by a newer version of Rules Explorer, which this one cannot read.
files-why-view = it holds only what one player could see: what was hidden from that player is not in it, so the game cannot go on from it. Save from the teacher's view to keep the whole game.
files-why-setup = its { $field } cannot be right for { $game }: the file was edited or damaged.
files-field-players = number of players
files-field-seed = game number
files-field-variants = choice of variants
files-field-rulings = readings of the rules
files-why-position = the position it holds is not one the rules of { $game } can reach: the file was edited or damaged.
files-why-unreadable = it cannot be read as a position of { $game }: the file is damaged, or was not saved by Rules Explorer.

## The quiz, scenarios and views, files (issue 44, part 7: explorer/quiz.py, explorer/app.py, explorer/panels/files.py)

quiz-nothing-else = Nothing else happens.
scenario-opens-in-view = Shown as { $seat } sees it: the task is about what that player knows. Choose the teacher's view in View as to see everything.
files-view-opened = The table as { $seat } saw it, from a saved view: to look at, not to play on (what was hidden from that player is not in the file). Undo goes back to the game before it.
history-loaded-view = Opened what one player saw, from { $name }
view-not-for-play = This is the table as { $seat } saw it, opened from a saved view: it is there to look at, not to play on. Undo goes back to the game.

## The end of a game: who won and why, on the status line, in the Steps and on the board (issue 44, part 1: explorer/ending.py)

end-outcome-one = { $winners } wins
end-outcome-tie = { $winners } share the win: a tie
end-outcome-team-won = { $count ->
    [one] { $winners } wins, playing solo
   *[other] { $winners } win together, as one team
}
end-outcome-team-lost = { $count ->
    [one] { $players } loses, playing solo
   *[other] { $players } lose together, as one team
}
end-outcome-nobody = nobody wins
end-badge = Game over · { $outcome }
end-badge-team-won = the team wins together
end-badge-team-lost = the team loses together
end-scores = Final scores: { $scores }.
end-score = { $seat }: { $score }

## An action the rules add nothing to is still explained (issue 44, part 1: explorer/session.py ActionStep)

steps-action-only = { $action }. That is the whole of this action: no other rule comes into play.

## A tutorial left for a move of one's own, with a way back (issue 44, part 1: explorer/panels/play.py)

tutorial-left-play = You have left the tutorial “{ $title }” at move { $move } of { $total }, where it plays “{ $expected }”. Go back to carry on with it, or keep exploring from here.
tutorial-back = ◀ Back to the tutorial (move { $move })

## One language at a time (issue 44, part "one language", explorer/access.py): the board
## toolbar's buttons, which plotly titles in English, in the dashboard's words
access-toolbar-png = Download as a PNG picture
access-toolbar-share = Share the chart
access-toolbar-box = Select with a box
access-toolbar-lasso = Select with a lasso
access-toolbar-zoom = Zoom into an area
access-toolbar-pan = Move the view
access-toolbar-zoom-in = Zoom in
access-toolbar-zoom-out = Zoom out
access-toolbar-autoscale = Fit the view
access-toolbar-reset = Reset the view
access-toolbar-logo = Made with Plotly.js

## A saved player's view opened from a file: what the status line and the Steps say (issue 44,
## part "shared panels": explorer/panels/play.py, explorer/panels/steps.py)
view-status = A saved view: the table as { $seat } saw it, to look at, not to play on. To play, undo (back to the game before it) or start a new game in the { tab-setup } tab.
view-steps = { $start }. A saved view has no moves to step through.
view-badge = A saved view · as { $seat } saw it

## The Play tab's long list: its button says the chosen action in full (issue 44, part "shared panels": explorer/panels/play.py)
play-do-chosen = Do it: { $action }
play-why-not-chosen = Why not? { $action }

## See a rule happen, and the rules met (issue 48: explorer/examples_view.py,
## explorer/panels/rulebook.py, explorer/panels/steps.py, explorer/app.py)
example-see = ▶ See it happen
example-see-tip = See “{ $rule }” happen in a short example game; your own game is kept, one click away.
example-history = Example: { $rule }
example-actor = The example
example-heading = Example.
example-how = The move is played: step through what it does with “Previous step” and “Next step”. Undo goes back to the position just before it.
example-how-refused = The move is tried but the rule forbids it: the message above says why. Try other moves from here if you like.
example-back = ◀ Back to my game
example-back-tip = Leave the example: your own game comes back as you left it.
example-back-announce = Back to your game. { $turn }
example-pick = See a rule happen:
example-none = “{ $rule }” has no example yet: no short game was found in which it happens.
example-none-silent = “{ $rule }” is not something a move makes happen (it is set up before play, or it sums up other rules), so there is nothing to see happen.
rules-met = { $met } of { $total } rules met in your games
rules-met-next = Not met yet: “{ $rule }”. Choose it below and see it happen.
rules-met-all = You have met every rule that a move can make happen.
rules-met-badge = ✓ met
rules-met-option = { $rule } ✓ met
