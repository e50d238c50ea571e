# Escape from the Hidden Castle in English: every Step sentence, refusal, action label and name.
# Ids start with hidden-castle- (the rulebook's prefix). The comment above each group names the
# rulebook sections (hidden-castle.<id>) whose Steps and refusals use it.

## Names: seats (by colour id), rooms (by room id), places, shields

hidden-castle-colour-red = Red
hidden-castle-colour-blue = Blue
hidden-castle-colour-turquoise = Turquoise
hidden-castle-colour-yellow = Yellow
hidden-castle-colour-black = Black
hidden-castle-colour-green = Green
hidden-castle-colour-white = White
hidden-castle-colour-purple = Purple

hidden-castle-room-library = Library
hidden-castle-room-chapel = Chapel
hidden-castle-room-armory = Armory
hidden-castle-room-fireplace-room = Fireplace Room
hidden-castle-room-kitchen = Kitchen
hidden-castle-room-ballroom = Ballroom
hidden-castle-room-banquet-hall = Banquet Hall
hidden-castle-room-bedchamber = Bedchamber
hidden-castle-room-portrait-gallery = Portrait Gallery
hidden-castle-room-abandoned-room = Abandoned Room

hidden-castle-guest = { $seat } guest { $number }
hidden-castle-place-space = space { $space }
hidden-castle-place-arrow = the arrow space ({ $space })
hidden-castle-place-room = the { $room }
hidden-castle-place-cellar = cellar step { $label }
hidden-castle-place-door = the cellar door
hidden-castle-place-box = the box

hidden-castle-shield-none = none
hidden-castle-shield-red = red
hidden-castle-shield-green = green

## Lists, joined as these sentences join them

hidden-castle-list-comma = { $head }, { $tail }
hidden-castle-list-and = { $head } and { $tail }
hidden-castle-list-semicolon = { $head }; { $tail }

## The readings of the rulings, as the Setup tab names them (ruling.*)

hidden-castle-reading-first-exit-speed-seed = Climbing out raises his speed
hidden-castle-reading-first-exit-speed-rulebook = Climbing out keeps speed 3
hidden-castle-reading-ties-share = Tied players share the win
hidden-castle-reading-ties-none = A tie has no winner
hidden-castle-reading-green-room-floor = Take off what it can, down to 0
hidden-castle-reading-green-room-all-or-nothing = Nothing unless all 3 can go
hidden-castle-reading-expel-roll-seed = A big enough roll
hidden-castle-reading-expel-roll-exact = Only an exact roll
hidden-castle-reading-midnight-room-exit-allowed = Guests may leave rooms
hidden-castle-reading-midnight-room-exit-stay = Guests stay in their rooms
hidden-castle-reading-midnight-start-10 = Everyone starts on 10
hidden-castle-reading-midnight-start-0 = Everyone starts on 0
hidden-castle-reading-speed-end-finish-move = Hugo finishes his move
hidden-castle-reading-speed-end-stop-on-arrow = Hugo stops on the arrow
hidden-castle-reading-points-end-finish-move = Hugo finishes his move
hidden-castle-reading-points-end-stop-at-once = The game stops at once
hidden-castle-reading-expelled-onto-hugo-captured = The guest is captured
hidden-castle-reading-expelled-onto-hugo-safe = The guest stays, not captured
hidden-castle-reading-midnight-ties-earlier-seat = The earlier seat goes first
hidden-castle-reading-midnight-ties-turn-order = Turn order carries on
hidden-castle-reading-midnight-replace-any-space = Any gallery space
hidden-castle-reading-midnight-replace-empty-space = Only an empty space

## Action labels

hidden-castle-action-roll-ghost = Roll: the ghost
hidden-castle-action-roll = Roll: { $face }
hidden-castle-action-place = Place on space { $space }
hidden-castle-action-stay = Stay put (move no guest)
hidden-castle-action-move-to-space = { $guest } to space { $space }
hidden-castle-action-move-into-room = { $guest } into the { $room }

## Placement (setup.placement, midnight.reset, turn)

hidden-castle-placed = { $guest } is placed on { $place }.
hidden-castle-all-placed = All guests are placed. { $seat } rolls first.
hidden-castle-placing-space-taken = Space { $space } already holds a guest; during setup each guest needs a free gallery space.
hidden-castle-replacing-space-taken = Space { $space } already holds a guest, and with '{ $reading }' chosen in Setup a guest coming back from the cellar needs a space nobody stands on.
hidden-castle-all-on-board = Every guest is already on the board.
hidden-castle-still-placing-no-rolls = Guests are still being placed; no rolls yet.
hidden-castle-still-placing = Guests are still being placed; finish that first.

## The die (turn.roll, turn.ghost, turn.move, midnight.no-gallery)

hidden-castle-rolls-ghost = { $seat } rolls the ghost: Hugo moves instead of a guest.
hidden-castle-rolls-number = { $seat } rolls { $roll } and must move a guest { $roll } { $roll ->
        [one] space
       *[other] spaces
    }.
hidden-castle-rolls-nothing = { $seat } rolls { $roll } but has no guest in the gallery, so nothing moves.
hidden-castle-no-such-face = The die has no { $face }: its six faces are 1, 2, ghost, 4, 5 and ghost.
hidden-castle-die-shows = The die already shows { $roll }: { $seat } must now move a guest.
hidden-castle-roll-first = Roll the die first: a turn starts with a roll.

## Moving a guest (turn.*, rooms.*, midnight.*)

hidden-castle-move-along = { $guest } walks clockwise from { $origin } to { $target } with the { $roll }.
hidden-castle-move-shares = { $guest } walks clockwise from { $origin } to { $target } with the { $roll }: guests never block one another, any number may share a space, and walking past Hugo is safe.
hidden-castle-move-from-room = { $guest } steps out of its room (one step) from { $origin } to { $target } with the { $roll }.
hidden-castle-move-from-cellar = { $guest } climbs out of the cellar (one step to the arrow) from { $origin } to { $target } with the { $roll }.
hidden-castle-stays = { $seat } keeps the last gallery guest where it is.
hidden-castle-no-pass = A turn cannot be passed: one of your guests must move.
hidden-castle-stay-only-with-one = Staying put is allowed only while you have exactly one guest in the gallery.
hidden-castle-not-possible = That move is not possible now.
hidden-castle-no-such-guest = There is no { $guest } in this game.
hidden-castle-not-your-guest = { $guest } belongs to { $owner }; it is { $seat }'s turn, and you may move only your own guests.
hidden-castle-nothing-in-gallery = With no guest in the gallery, a number moves nothing.
hidden-castle-cellar-stays = { $guest } was captured; in Midnight Party it stays in the cellar until the round ends.
hidden-castle-cellar-order = { $guest } is on { $place }, but your guest on { $highest } (a higher number) must leave first.
hidden-castle-room-stays = { $guest } stays in { $place } until the round ends ('{ $reading }' is chosen in Setup).
hidden-castle-exact-number = A { $roll } takes { $guest } from { $place } to space { $end }, not to space { $target }: a guest moves exactly the number rolled.
hidden-castle-no-room-here = There is no { $room } on this side of the board.
hidden-castle-same-room = { $guest } is already in the { $room }; a move cannot end where it started.
hidden-castle-rooms-closed = Hugo is still in the cellar: nobody hides in a room until he reaches the gallery.
hidden-castle-too-short = Reaching the { $room } takes { $need } steps (its door faces space { $door } and stepping in counts as one); a { $roll } is too short.
hidden-castle-no-expel = The { $room } already holds { $guest }, and in Midnight Party nobody can be thrown out of a room.
hidden-castle-own-guest = The { $room } holds your own { $guest }; you may not throw out your own guest.
hidden-castle-needs-exact = The { $room } needs exactly { $need }, because { $why }; you rolled { $roll }.
hidden-castle-exact-green = it has a green shield
hidden-castle-exact-occupied = it is occupied
hidden-castle-exact-occupied-ruling = it is occupied ('{ $reading }' is chosen in Setup)
hidden-castle-expelled = { $guest } is thrown out onto space { $space }, in front of the { $room }'s door.
hidden-castle-expelled-safe = Hugo stands on space { $space }, but with '{ $reading }' chosen in Setup only a guest that ends its own move there is caught: { $guest } stays.
hidden-castle-shield-points = The { $room }'s { $shield } shield is worth { $points }: { $seat } goes from { $before } to { $after } spooky points.

## Captures (hugo.capture, hugo.cellar-steps, hugo.group, hugo.overflow, turn.stop-on-hugo)

hidden-castle-captured = { $guests } { $count ->
        [one] is
       *[other] are
    } captured.
hidden-castle-captured-on = Hugo reaches { $place }: { $guests } { $count ->
        [one] is
       *[other] are
    } captured.
hidden-castle-gain = { $count ->
        [one] It scores
       *[other] They each score
    } { $points } spooky points ({ $scored }).
hidden-castle-now-has = { $seat } now has { $points }
hidden-castle-gain-midnight = The step's points are scored at the end of the round.
hidden-castle-first-free-step = { $guests } goes to the first free step from the bottom, { $where }. { $gain }
hidden-castle-shared-step = Caught together, they share the first free step, { $where }. { $gain }
hidden-castle-cellar-full = Every cellar step is taken, so { $guests } { $count ->
        [one] goes
       *[other] go
    } onto { $where }. { $gain }

## Hugo's move (hugo.move, hugo.speed, end.speed, ruling.speed-end, ruling.first-exit-speed, ruling.end-timing)

hidden-castle-hugo-moves = Hugo moves { $speed } { $speed ->
        [one] space
       *[other] spaces
    } from { $place }.
hidden-castle-hugo-climbs = Hugo moves { $speed } { $speed ->
        [one] space
       *[other] spaces
    } from { $place }: out of the cellar he climbs every step one by one before the arrow space of the gallery, and once up there he never goes back down.
hidden-castle-hugo-moves-fixed = Hugo moves { $speed } { $speed ->
        [one] space
       *[other] spaces
    } from { $place }: at the Midnight Party his speed stays the same all game long.
hidden-castle-hugo-moves-part = Hugo moves { $moved } of his { $speed } spaces from { $place }.
hidden-castle-hugo-stops = Hugo stops on { $place }.
hidden-castle-arrow-climbs = climbs out of the cellar onto
hidden-castle-arrow-lands = lands on
hidden-castle-arrow-passes = passes over
hidden-castle-speed-rises = Hugo { $how } the arrow space: his speed rises to { $speed } from his next move.
hidden-castle-speed-kept = Hugo { $how } the arrow space; with '{ $reading }' chosen in Setup his speed stays { $speed }.
hidden-castle-last-lap = Hugo { $how } the arrow space at speed { $speed }: this is the last lap. He still takes his last { $left } { $left ->
        [one] space
       *[other] spaces
    }, then the game ends.
hidden-castle-last-lap-done = Hugo { $how } the arrow space at speed { $speed } with the last space of his move: this was the last lap.
hidden-castle-stop-on-arrow = Hugo { $how } the arrow space at speed { $speed }. With '{ $reading }' chosen in Setup the night is over at once: he stops there and takes no more spaces.
hidden-castle-speed-end-stays = Hugo stays on { $place }: the night is over and the game ends.
hidden-castle-speed-end-taken = Hugo has taken all { $moved } spaces and stops on { $place }: the game ends.
hidden-castle-points-stop = { $seats } now { $count ->
        [one] has
       *[other] have
    } { $limit } spooky points or more, and '{ $reading }' is chosen in Setup: Hugo stops right here, on { $place }.

## The end (end.points, end.winner, ruling.ties)

hidden-castle-points-end = { $seats } { $count ->
        [one] has
       *[other] each have
    } { $top } spooky points ({ $limit } or more): the game ends.
hidden-castle-wins = { $seats } wins with { $low } spooky points, the fewest.
hidden-castle-share-win = { $seats } share the win with { $low } spooky points each.
hidden-castle-no-winner = { $seats } tie with { $low } spooky points: under the strict reading, no winner.
hidden-castle-game-over = The game is over; no more actions can be taken.

## Midnight Party rounds (midnight.round-end, midnight.scoring, midnight.reset, midnight.rounds)

hidden-castle-round-end-full = Every room is taken: round { $round } ends and the { $count ->
        [one] { $count } guest left in the gallery goes
       *[other] { $count } guests left in the gallery go
    } to { $where }.
hidden-castle-round-end-empty = No guest is left in the gallery: round { $round } ends.
hidden-castle-last-round = That was round { $round }, the last: the party ends.
hidden-castle-round-scored = { $seat } scores round { $round }: { $before } → { $after } spooky points.
hidden-castle-round-reset = Round { $round } is set up: guests leave the rooms onto their door spaces, Hugo returns to { $where }, and { $starter } will start. Captured guests are placed back in the gallery, bottom step first.
hidden-castle-starter-most = { $seat } (most points)
hidden-castle-starter-tie = { $seat } ({ $tied } tie on the most points, { $top }; { $seat } is { $order ->
        [turn-order] the first of them in turn order
       *[earlier-seat] the earliest seat of them
    })

## The position in words, for a player who cannot see the board (Game.describe)
# Whose turn and what is due come first: the Play tab shows that first sentence on its own.

hidden-castle-describe-over = Game over: { $reason }
hidden-castle-describe-place = { $seat } places a guest on a free gallery space.
hidden-castle-describe-replace = { $seat } places a captured guest back in the gallery.
hidden-castle-describe-roll = { $seat } rolls the die next.
hidden-castle-describe-move = { $seat } has rolled { $roll } and must move a guest { $roll } { $roll ->
        [one] space
       *[other] spaces
    }.
hidden-castle-describe-hugo-walks = { $seat } rolled the ghost, so Hugo walks now.
hidden-castle-describe-turn-ends = { $seat }'s turn is ending.
hidden-castle-describe-round-ends = Round { $round } is ending.
hidden-castle-describe-hugo = Hugo is on { $place } at speed { $speed }; the game ends when someone reaches { $end } spooky points or when Hugo reaches the arrow at speed { $top }.
hidden-castle-describe-hugo-midnight = Hugo is on { $place } and always moves { $speed } { $speed ->
        [one] space
       *[other] spaces
    }. Round { $round } of { $rounds }.
hidden-castle-describe-doors = Doors, clockwise from the arrow space ({ $arrow }): { $doors }.
hidden-castle-describe-door = space { $space } opens into the { $room }{ $shield }
hidden-castle-describe-shield-none = {""}
hidden-castle-describe-shield-red = {" "}(red shield, { $points })
hidden-castle-describe-shield-green = {" "}(green shield, { $points })
hidden-castle-describe-seat = { $seat } has { $points ->
        [one] 1 spooky point
       *[other] { $points } spooky points
    }: { $guests }.
hidden-castle-describe-seat-empty = { $seat } has { $points ->
        [one] 1 spooky point
       *[other] { $points } spooky points
    } and no guest on the board.
hidden-castle-describe-on = guest { $number } on { $place }
hidden-castle-describe-in = guest { $number } in the { $room }
hidden-castle-describe-unplaced = Not yet placed: { $guests }.

## Points in the board's hover texts and the quiz's summaries, singular or plural

hidden-castle-spooky-points = { $count ->
        [one] { $points } spooky point
       *[other] { $points } spooky points
    }
hidden-castle-points-change = { $seat } { $delta } { $count ->
        [one] spooky point
       *[other] spooky points
    }

## The board view's own texts (explorer/boards/escape_from_the_hidden_castle.py): its key,
## labels, hover texts and status line

hidden-castle-board-example-note-short = Example layout: parts of this board are our own example data.
hidden-castle-board-example-note = Example layout: the { $gallery }-space gallery, where the doors are, the names of the { $unnamed } neutral rooms and the { $steps } cellar steps of the main side are our own example data, not from the rulebook.
hidden-castle-board-key-door-space = space in front of a room's door
hidden-castle-board-key-clockwise = the way guests and Hugo go (clockwise)
hidden-castle-board-key-red = red shield: points added, at least the roll
hidden-castle-board-key-green = green shield: points off, exactly the roll
hidden-castle-board-key-neutral = no shield: exact roll if a guest is in
hidden-castle-board-key-neutral-midnight = no shield: closed while a guest is in
hidden-castle-board-key-turn = ◀ whose turn it is
hidden-castle-board-label-arrow = Arrow { $space }
hidden-castle-board-label-cellar = <b>Cellar</b>
hidden-castle-board-label-door = Hugo's door
hidden-castle-board-label-door-unused = door (unused)
hidden-castle-board-label-points = <b>Spooky points</b>
hidden-castle-board-label-fewest = fewest points wins
hidden-castle-board-label-speed = <b>Hugo's speed</b>
hidden-castle-board-when-round = at the end of each round
hidden-castle-board-when-entering = on entering
hidden-castle-board-rule-red = Red shield: { $points } spooky point { $when }; a roll of at least the count needed gets in
hidden-castle-board-rule-green = Green shield: { $points } spooky points { $when } (not below 0); needs the exact count
hidden-castle-board-rule-none-midnight = No shield, no points; closed while a guest is inside
hidden-castle-board-rule-none = No shield, no points; needs the exact count only when someone is inside
hidden-castle-board-rule-door = Its door faces space { $space }
hidden-castle-board-example-room = <i>Example data: not named or placed by the rulebook.</i>
hidden-castle-board-here = Here: { $guests }
hidden-castle-board-hugo-here = <b>Hugo is here</b>
hidden-castle-board-space = <b>Space { $space }</b>
hidden-castle-board-space-arrow = <b>Space { $space }</b> — the arrow space: the cellar stairs come up here
hidden-castle-board-space-door = The door of the { $room } faces this space
hidden-castle-board-room = <b>{ $room }</b><br>{ $rule }<br>Inside: { $guests }
hidden-castle-board-nobody = nobody
hidden-castle-board-step = <b>Cellar step { $step }</b>
hidden-castle-board-step-bottom = <b>Cellar step { $step }</b> (bottom step)
hidden-castle-board-step-top = <b>Cellar step { $step }</b> (top step)
hidden-castle-board-step-midnight = A guest here costs its owner { $points } spooky points when the round ends
hidden-castle-board-step-captured = A guest captured onto this step scores { $points } spooky points
hidden-castle-board-cellar-door = <b>Hugo's cellar door</b><br>Hugo starts the game here, below the bottom step
hidden-castle-board-cellar-door-unused = <b>Hugo's cellar door</b><br>Not used on this side: Hugo starts each round on step { $step }
hidden-castle-board-score-wins = <b>{ $line } — wins</b>
hidden-castle-board-score-turn = <b>{ $line } ◀</b>
hidden-castle-board-score-hover = <b>{ $seat }</b>: { $score }<br>Guests: { $gallery } in the gallery, { $rooms } in rooms, { $cellar } in the cellar
hidden-castle-board-score-hover-box = <b>{ $seat }</b>: { $score }<br>Guests: { $gallery } in the gallery, { $rooms } in rooms, { $cellar } in the cellar, { $box } still to place
hidden-castle-board-rise-midnight = ; in Midnight Party his speed never changes
hidden-castle-board-rise-stop = ; it rises by 1 each time he passes the arrow, and at { $max } reaching the arrow ends the game at once
hidden-castle-board-rise-finish = ; it rises by 1 each time he passes the arrow, and at { $max } reaching the arrow ends the game once he has finished that move
hidden-castle-board-speed = <b>Hugo's speed: { $speed }</b><br>He moves { $speed } spaces when the ghost is rolled{ $rise }
hidden-castle-board-die = <b>The die</b>: 1, 2, 4, 5 and the ghost on two faces; the ghost moves Hugo instead of a guest<br>Last roll: { $roll }
hidden-castle-board-die-unrolled = <b>The die</b>: 1, 2, 4, 5 and the ghost on two faces; the ghost moves Hugo instead of a guest<br>Last roll: none yet
hidden-castle-board-status-over = <b>Game over</b>
hidden-castle-board-status-place = <b>{ $seat } places a guest</b>
hidden-castle-board-status-roll = <b>{ $seat } to roll</b>
hidden-castle-board-status-move = <b>{ $seat } moves { $roll }</b>
hidden-castle-board-round = Round { $round } of { $rounds }
hidden-castle-board-ends-at = Game ends at<br>{ $points } points
hidden-castle-board-hugo = <b>Hugo</b> the ghost<br>on { $place }<br>speed { $speed }: moves { $speed } spaces when the ghost is rolled
hidden-castle-board-guest-box = <b>{ $guest }</b><br>in the box, still to be placed
hidden-castle-board-guest-in = <b>{ $guest }</b><br>in { $place }
hidden-castle-board-guest-on = <b>{ $guest }</b><br>on { $place }

# ----- The game's facts and the kinds of action (engine.py), as messages (issue 45) -----
hidden-castle-pitch = Hide your party guests in the castle's rooms before Hugo the ghost finds them.
hidden-castle-variant-midnight = Midnight Party
hidden-castle-chance-label = Roll the die
hidden-castle-kind-roll = Chance
hidden-castle-kind-place = Place a guest
hidden-castle-kind-move = Move a guest
hidden-castle-kind-stay = Stay put

# ----- The rulings' titles and readings (rulings.py), as messages (issue 45) -----
hidden-castle-ruling-first-exit-speed = Hugo's speed when he first leaves the cellar
hidden-castle-ruling-ties = Tied lowest scores
hidden-castle-ruling-green-room = Green rooms at 1 or 2 spooky points
hidden-castle-ruling-expel-roll = Roll needed to enter an occupied red room
hidden-castle-ruling-midnight-room-exit = Leaving a room in Midnight Party
hidden-castle-ruling-midnight-start = Starting points in Midnight Party
hidden-castle-ruling-speed-end = Hugo reaches the arrow at speed 7
hidden-castle-ruling-points-end = Someone reaches 46 points while Hugo moves
hidden-castle-ruling-expelled-onto-hugo = A guest thrown out onto Hugo's space
hidden-castle-ruling-midnight-ties = Equal scores in Midnight Party
hidden-castle-ruling-midnight-replace = Where captured guests come back in Midnight Party

# ----- What an action brought about, for the quiz (teaching.py's summarize_outcome; issue 45) -----
hidden-castle-summary-hugo = Hugo ends on { $place }
hidden-castle-summary-captured = { $guests } { $count ->
    [one] is
   *[other] are
  } captured
hidden-castle-summary-thrown = { $guest } is thrown out
hidden-castle-summary-speed = Hugo's speed becomes { $speed }
hidden-castle-summary-round = round { $round } ends
hidden-castle-summary-over = the game ends
hidden-castle-summary-nothing = Nothing else happens: no capture, no points.
