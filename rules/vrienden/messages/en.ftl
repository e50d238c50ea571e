# Vrienden (Chakra): every sentence the engine says (Steps, refusals, labels, the text
# description, quiz summaries), in English. Ids start with "vrienden-". Names of colours,
# rows and seats are messages themselves, passed as parameters; lists are joined by the
# core's "list-and" or by the joiners below.

## Names

vrienden-seat = Player { $number }
vrienden-colour-purple = purple
vrienden-colour-dark-blue = dark blue
vrienden-colour-light-blue = light blue
vrienden-colour-green = green
vrienden-colour-yellow = yellow
vrienden-colour-orange = orange
vrienden-colour-red = red
vrienden-colour-black = black
vrienden-colour-white = white
# A colour at the start of a sentence.
vrienden-colour-start-purple = Purple
vrienden-colour-start-dark-blue = Dark blue
vrienden-colour-start-light-blue = Light blue
vrienden-colour-start-green = Green
vrienden-colour-start-yellow = Yellow
vrienden-colour-start-orange = Orange
vrienden-colour-start-red = Red
vrienden-colour-start-black = Black
vrienden-colour-start-white = White
vrienden-row-bubbles = the bhagya bubbles
vrienden-row-chakra = the { $colour } chakra
vrienden-row-earth = the earth
vrienden-row-start-bubbles = The bhagya bubbles
vrienden-row-start-chakra = The { $colour } chakra
vrienden-row-start-earth = The earth
vrienden-row-plain-bubbles = bhagya bubbles
vrienden-row-plain-chakra = { $colour } chakra
vrienden-row-plain-earth = earth
vrienden-count-bubble = { $count ->
        [one] { $count } bubble
       *[other] { $count } bubbles
    }
vrienden-count-energy = { $count ->
        [one] { $count } energy
       *[other] { $count } energies
    }
vrienden-count-draw = { $count ->
        [one] { $count } draw
       *[other] { $count } draws
    }
vrienden-count-point = { $count ->
        [one] { $count } point
       *[other] { $count } points
    }
vrienden-count-inspiration-token = { $count ->
        [one] { $count } inspiration token
       *[other] { $count } inspiration tokens
    }

## Joiners: lists whose words the sentence chooses ("a, b", "x; y", "A and B and C").

vrienden-comma = { $head }, { $tail }
vrienden-semicolon = { $head }; { $tail }
vrienden-and = { $head } and { $tail }
vrienden-plus = { $head } + { $tail }
vrienden-slash = { $head }/{ $tail }
vrienden-space = { $head } { $tail }
vrienden-list-or = { $head } or { $last }

## The inspiration spaces

vrienden-channel-moves-1 = move three energies down one chakra each
vrienden-channel-moves-2 = move one energy down two chakras and another down one
vrienden-channel-moves-3 = move one energy down three chakras
vrienden-channel-moves-4 = move one energy up two chakras
vrienden-channel-moves-5 = move two energies up one chakra each
vrienden-channel-moves-6 = move one energy down one chakra and another up one
vrienden-channel-moves-7 = move one energy up or down one chakra
vrienden-channel-moves-8 = discard an alleviated black energy and choose an energy from the bag for a bubble
vrienden-owed-either = one up or down 1
vrienden-owed-down = one down { $distance }
vrienden-owed-up = one up { $distance }

## Action labels

vrienden-label-draw = The bag gives { $colour }
vrienden-label-take = Take { $colours } from flow { $flow } to { $target }
vrienden-label-channel = Channel { $space }: { $moves }
vrienden-label-move = Move { $colour } from { $source } to { $target }
vrienden-label-pick = Choose { $colour } from the bag
vrienden-label-meditate = Meditate
vrienden-label-meditate-look = Meditate, looking at the { $colour } plenitude token

## Steps: receiving energy

vrienden-refill-draw = { $colour } comes out of the bag onto flow { $flow }, space { $space } ({ $left } energies left in the bag).
vrienden-take = { $seat } takes { $colours } from flow { $flow }.
vrienden-take-forced = { $seat } takes { $colours } from flow { $flow }. The flow shows black, so a black had to be among them.
vrienden-bubbles = All of it goes on the bhagya bubbles, one energy per bubble.
vrienden-chakra = All of it goes straight onto the { $colour } chakra; { $seat } pays an inspiration token into its notch.
vrienden-refill-owed = Flow { $flow } will be refilled from the bag: { $draws }.
vrienden-refill-bag-empty = The bag is empty: the flow stays as it is.
vrienden-harmonize = The { $colour } chakra holds three { $colour } energies: harmonized.
vrienden-harmonize-token = The { $colour } chakra holds three { $colour } energies: harmonized. The inspiration token in its notch goes back to its owner.

## Steps: channelling, choosing from the bag, meditating

vrienden-channel-token = { $seat } places an inspiration token on inspiration space { $space }: { $moves }.
vrienden-discard-black = One alleviated black energy leaves the earth for the discard; now choose an energy from the bag.
vrienden-move-down = { $colour } moves down { $dist } from { $source } to { $target }.
vrienden-move-up = { $colour } moves up { $dist } from { $source } to { $target }.
vrienden-move-skips = { $move } { $count ->
        [one] It skips the harmonized { $chakras } chakra without counting it.
       *[other] It skips the harmonized { $chakras } chakras without counting them.
    }
vrienden-move-skips-temporary = { $move } { $count ->
        [one] It skips the temporarily harmonized { $chakras } chakra (full, with a white among its energies) without counting it.
       *[other] It skips the temporarily harmonized { $chakras } chakras (full, each with a white among its energies) without counting them.
    }
vrienden-alleviate = The black energy reaches the earth: alleviated ({ $there } there now, 1 point each at the end).
vrienden-earth-rest = { $colour } rests in the earth; it scores nothing.
vrienden-channel-done = Every move of inspiration space { $space } is done.
vrienden-pick = { $seat } chooses { $colour } from the bag and puts it on a free bhagya bubble.
vrienden-meditate-back = { $seat } meditates and takes back { $tokens } from the inspiration spaces (tokens in notches stay).
vrienden-meditate-look = { $seat } takes the { $colour } meditation token and secretly looks at that plenitude token{ $peek }.
# The token's value, read only by the teacher and the player who looks.
vrienden-peek = {" "}(teacher view: it shows { $value })
vrienden-meditate-none = Every meditation token is already taken: there is no new plenitude token to see.

## Steps: the end of a turn, of a round, of the game

vrienden-yin-yang-pair = Black and white share the { $colour } chakra at the end of the turn: both are discarded and { $seat } gains half a yin-yang ({ $halves } halves now).
vrienden-objective-met = { $seat } fulfils the objective “{ $objective }”.
vrienden-objective-first = Nobody had fulfilled it before: { $seat } takes its first bonus token, worth { $bonus }.
vrienden-objective-second = One player fulfilled it before: { $seat } takes its second and last bonus token, worth { $bonus }.
vrienden-objective-one-each = { $seat } fulfils the objective “{ $objective }” again, but already holds its bonus token worth { $bonus }: the other token stays for another player.
vrienden-trigger = { $seat } ends the turn with { $count } harmonized chakras: this round is the last.
vrienden-turn = { $seat }'s turn.
vrienden-turn-round = Round { $round } begins: { $seat }'s turn.
vrienden-end-round = Round { $round } is complete, so every player has had the same number of turns: the game ends and is scored.
vrienden-end-blocked = Round { $round } is over and nobody can harmonize another chakra: { $reasons }. The game ends here and is scored.
vrienden-end-limit = Round { $round } is over and no one has triggered the end: the game stops here (round limit) and is scored.
vrienden-stuck-notches = { $seat } has every inspiration token in a notch: it can neither channel nor place energy on a chakra again
vrienden-stuck-short = { $seat } cannot gather three energies of the colour of any chakra still to harmonize, counting its board and what it may still receive
vrienden-stuck-board = { $seat }'s board is stuck: it can receive nothing and no inspiration space can be carried out on it, even after meditating

## Steps: scoring

vrienden-plenitude = The { $colour } plenitude token is turned face up: it shows { $value }. { $owners } harmonized { $colour }: { $points }{ $each ->
        [1] {""}
       *[other] {" "}each
    }.
vrienden-token-value = { $colour } ({ $value })
vrienden-plenitude-unclaimed = Nobody harmonized { $tokens }: { $count ->
        [1] that token scores
       *[other] those tokens score
    } for no one.
vrienden-seat-number = { $seat } { $number }
vrienden-alleviated-none = Nobody has black energy in the earth: no points for alleviated black.
vrienden-alleviated = Each alleviated black energy in the earth is worth a point: { $listed }.
vrienden-no-penalty = Black energy still on a board costs nothing ({ $listed }).
vrienden-alignment = Lines of harmonized chakras from the red one up: { $listed }; { $outcome }
vrienden-alignment-nobody = nobody has one, so nobody takes the bonus.
vrienden-alignment-one = { $seat } has the longest and takes { $bonus } points.
vrienden-alignment-zero = nobody has one, and under the chosen reading the tie at zero pays { $bonus } points to everyone.
vrienden-alignment-shared = { $seats } share the longest: { $bonus } points each.
vrienden-seat-halves = { $seat } { $halves } { $halves ->
        [1] half
       *[other] halves
    } ({ $points })
vrienden-yin-yang-score = Yin-yang tokens, two halves making a whole: { $listed }.
vrienden-objectives-score = Objective bonuses taken during the game: { $listed }.
vrienden-part-plenitude = { $number } plenitude
vrienden-part-alleviated = { $number } alleviated
vrienden-part-alignment = { $number } alignment
vrienden-part-yin-yang = { $number } yin-yang
vrienden-part-objectives = { $number } objectives
vrienden-total = { $seat } { $total } ({ $parts })
vrienden-totals = Totals: { $totals }. { $reason }
vrienden-wins = { $seat } wins with { $points } plenitude points.
vrienden-win-shared = { $seats } share the win with { $points } plenitude points each.

## Refusals

vrienden-refuse-above-bubbles = Nothing lies above the bhagya bubbles: an energy on { $source } cannot go up { $distance }.
vrienden-refuse-into-bubbles = Moves are counted in chakras and the bhagya bubbles are none: they only hold received energy, so an energy on { $source } cannot go up { $distance }.
vrienden-refuse-below-earth = Nothing lies below the earth: an energy on { $source } cannot go down { $distance }.
vrienden-refuse-earth-bottom = The earth is the bottom: an energy on { $source } cannot go down { $distance }.
vrienden-refuse-earth-black-only = Only black energy (and white in Module A) goes to the earth; { $colour } cannot.
vrienden-refuse-full-crossed = { $target } would be crossed but has no free place.
vrienden-refuse-full-reached = { $target } would be reached but has no free place.
vrienden-refuse-no-such-energy = There is no { $colour } energy on { $source }.
vrienden-refuse-harmonized-stays = The { $colour } chakra is harmonized: its energies stay in place.
vrienden-refuse-moved-once = The { $colour } energy on { $source } has already moved in this action; each energy moves once.
vrienden-refuse-draw-absent = The bag holds no { $colour } energy, so it cannot come out.
vrienden-refuse-finish-channel = Inspiration space { $space } is being carried out: finish its moves first.
vrienden-refuse-pick-absent = The bag holds no { $colour } energy.
vrienden-refuse-colour-limit = Your board already holds three { $colour } energies, the most one board may hold of a colour.
vrienden-refuse-meditation-held = You already have the { $colour } meditation token; choose a new one.
vrienden-refuse-take-order = Name the colours in the board's order (top to bottom, then black, then white): { $colours }. Taken in that order, this is a legal move.
vrienden-refuse-take-absent = Flow { $flow } shows no { $colour } energy.
vrienden-refuse-bubbles-full = Each bhagya bubble holds one energy: { $free } free for { $taken }.
vrienden-refuse-notch-taken = An inspiration token already sits in the { $colour } chakra's notch: no more energy can be placed on it directly.
vrienden-refuse-chakra-room = A chakra holds three energies: the { $colour } chakra has room for { $free }, not { $taken }.
vrienden-refuse-space-taken = Inspiration space { $space } already holds a token; meditate to take it back.
vrienden-refuse-channel-impossible = Inspiration space { $space } ({ $moves }) cannot be completed on your board, in any order, so it cannot be chosen.
vrienden-refuse-owes-no-down = Inspiration space { $space } owes no move down now.
vrienden-refuse-owes-no-up = Inspiration space { $space } owes no move up now.
vrienden-refuse-move-misses = From { $source } the moves still owed ({ $owed }) do not end on { $target }; harmonized chakras are skipped without counting.
vrienden-refuse-no-mix = White and black energies can never be taken together.
vrienden-refuse-take-black-or-white = This flow shows both black and white: you must take one of them.
vrienden-refuse-take-black = This flow shows a black energy: whoever takes from it must take a black.
vrienden-refuse-take-white = This flow shows a white energy: whoever takes from it must take a white.
vrienden-refuse-white-alone = As the rules page reads it, white is taken only together with other energies.
vrienden-refuse-space-8-no-black = Inspiration space 8 needs an alleviated black energy in your earth to discard.
vrienden-refuse-space-8-no-bubble = Inspiration space 8 places an energy on a free bhagya bubble, and none is free.
vrienden-refuse-space-8-empty-bag = Inspiration space 8 takes an energy from the bag, and none can be taken.
vrienden-refuse-earth-stays = Energy in the earth is alleviated and stays there.
vrienden-refuse-game-over = The game is over: no more actions.
vrienden-refuse-refill-first = The maya flow is being refilled from the bag first: only a draw can happen now.
vrienden-refuse-draw-only-refill = Energy comes out of the bag only to refill a maya flow.
vrienden-refuse-pick-first = Choose the energy from the bag for the free bubble first.
vrienden-refuse-move-outside-channel = Energies move only during a channel action: place an inspiration token first.
vrienden-refuse-pick-outside-space-8 = Energy is chosen from the bag only by inspiration space 8.
vrienden-refuse-meditate-name-colour = Meditating takes a new meditation token: name the colour you want to look at.
vrienden-refuse-take-distinct = The energies taken together must all be of different colours.
vrienden-refuse-take-how-many = A player takes 1, 2 or 3 energies.
vrienden-refuse-chakra-no-token = Placing directly on a chakra costs an inspiration token, and you have none left.
vrienden-refuse-channel-no-token = You have no inspiration token left to place; meditate to take them back.
vrienden-refuse-move-same-row = A move must take the energy to another row.
vrienden-refuse-move-blocks-rest = After this move the moves still owed could not all be made: choose another energy or another order.

## The text description of a position (describe.py)

vrienden-describe-over = Game over: { $reason }
vrienden-describe-refill = The bag refills flow { $flow }, space { $space }: chance draws an energy.
vrienden-describe-last-round = {" "}This is the last round.
vrienden-describe-channel = { $seat } channels with inspiration space { $space } and still owes { $owed }.{ $last }
vrienden-describe-channel-done = { $seat } has made every move of inspiration space { $space }; the turn ends.
vrienden-describe-pick = { $seat } chooses an energy from the bag for a free bhagya bubble.{ $last }
vrienden-describe-play = Round { $round }: { $seat } to play: take energy, channel or meditate.{ $last }
vrienden-describe-token = { $colour } { $value }
vrienden-describe-tokens-teacher = Plenitude tokens (teacher view, all open): { $tokens }; the eighth token stays in the box.
vrienden-describe-tokens-revealed = Plenitude tokens, turned face up at the end: { $tokens }.
vrienden-describe-tokens-view = { $seen ->
        [0] { $seat } has seen no plenitude token yet
       *[other] Plenitude tokens { $seat } has seen: { $tokens }
    }{ $hidden ->
        [0] .
        [one] ; the { $colours } token is face down.
       *[other] ; { $hidden } are face down ({ $colours }).
    }
vrienden-describe-flow = flow { $flow }: { $spaces }
vrienden-describe-empty = empty
vrienden-describe-maya = Maya { $flows }.
vrienden-describe-colour-count = { $count } { $colour }
vrienden-describe-bag = { $total ->
        [0] The bag is empty
        [one] The bag holds 1 energy: { $counts }
       *[other] The bag holds { $total } energies: { $counts }
    }{ $discarded ->
        [0] .
       *[other] ; discarded: { $discard }.
    }
vrienden-objective-name-pair = harmonize { $chakras }
vrienden-objective-name-every-chakra = an energy on every chakra
vrienden-objective-name-three-in-a-row = three harmonized chakras in a row
vrienden-objective-name-two-touching-pairs = two pairs of touching harmonized chakras
vrienden-objective-name-all-meditation = all seven meditation tokens
vrienden-objective-name-three-alleviated = three black energies alleviated
vrienden-describe-objective = '{ $name }' ({ $takers ->
        [0] no bonus taken yet
        [one] first bonus taken by { $seats }
       *[other] both bonuses taken, by { $seats }
    })
vrienden-describe-objectives = Objectives: { $cards }.
vrienden-describe-player = { $seat }: { $count ->
        [0] no chakra harmonized
        [one] 1 harmonized chakra ({ $harmonized })
       *[other] { $count } harmonized chakras ({ $harmonized })
    }; { $hand ->
        [0] no inspiration token in hand
        [one] 1 inspiration token in hand
       *[other] { $hand } inspiration tokens in hand
    }.
vrienden-describe-tokens-placed = { $spaces ->
        [0] No inspiration space taken
        [one] Inspiration space { $numbers } taken
       *[other] Inspiration spaces { $numbers } taken
    }; { $notches ->
        [0] no notch closed.
        [one] the { $colours } notch closed.
       *[other] the { $colours } notches closed.
    }
vrienden-describe-meditation = { $count ->
        [0] No meditation token, so no plenitude token seen.
        [one] Meditation token: { $colours } (that plenitude token seen).
       *[other] Meditation tokens: { $colours } (those plenitude tokens seen).
    }
vrienden-describe-row = { $row }: { $energies }
vrienden-describe-rows = Bhagya bubbles: { $held ->
        [0] all { $free } free
       *[other] { $bubbles }{ $free ->
            [0] {""}
           *[other] , { $free } free
        }
    }. { $filled ->
        [0] Every chakra empty.
       *[other] Chakras: { $chakras }.
    } Earth: { $black ->
        [0] no black alleviated
        [one] 1 black alleviated
       *[other] { $black } black alleviated
    }{ $resting ->
        [0] .
       *[other] , also { $others } resting.
    }
vrienden-describe-halves = { $seat } holds { $halves ->
        [0] no half yin-yang.
        [one] 1 half yin-yang.
       *[other] { $halves } half yin-yangs.
    }

## Quiz summaries: what an action brought about

vrienden-summary = { $parts }.
vrienden-summary-nothing = Nothing else happens: no chakra harmonized, no black alleviated.
vrienden-summary-harmonizes = { $seat } harmonizes the { $colour } chakra
vrienden-summary-alleviates = { $seat } alleviates { $count } black
vrienden-summary-half = { $seat } gains half a yin-yang
vrienden-summary-objective = { $seat } claims the objective '{ $objective }'
vrienden-summary-last-round = the last round begins
vrienden-summary-game-ends = the game ends
vrienden-summary-start-harmonizes = { $seat } harmonizes the { $colour } chakra
vrienden-summary-start-alleviates = { $seat } alleviates { $count } black
vrienden-summary-start-half = { $seat } gains half a yin-yang
vrienden-summary-start-objective = { $seat } claims the objective '{ $objective }'
vrienden-summary-start-last-round = The last round begins
vrienden-summary-start-game-ends = The game ends

## The board view (explorer/boards/vrienden.py): hover texts, labels, the status line

vrienden-dot = { $head } · { $tail }
vrienden-board-example-note-short = Example layout: parts of this board are our own example data.
vrienden-board-example-note = The chakra colours' order, the { $bubbles } bhagya bubbles, the { $spaces } spaces of each maya flow and the { $count } plenitude tokens ({ $tokens }; one stays in the box unseen) come from the published game and its BGA implementation, not from the rulebook text; the objective cards of Module D are our reading of its list; the drawing of the lotus board and the player boards is our own.
vrienden-board-nobody = nobody yet
vrienden-board-empty = empty
vrienden-board-count = { $what } { $n }
vrienden-board-karma = <b>Karma space of the { $colour } chakra</b>
vrienden-board-token-unseen = Plenitude token face down: { $seat } has not seen it
vrienden-board-token-unseen-you = Plenitude token face down: you have not seen it
vrienden-board-token-teacher = Plenitude token: { $value } (teacher view: every token open)
vrienden-board-token-revealed = Plenitude token: { $value } (revealed at the end)
vrienden-board-token-seen = Plenitude token: { $value } ({ $seat } has looked at it)
vrienden-board-karma-hover = { $head }<br>{ $body }<br>Seen by: { $seers }<br>Each player who harmonizes the { $colour } chakra scores this token at the end
vrienden-board-flow-black = <br>It shows black: whoever takes from it must take a black
vrienden-board-flow-white = <br>It shows white: whoever takes from it must take the white
vrienden-board-flow = <b>Maya flow { $flow }</b>: { $energies }<br>Take 1 to 3 energies of different colours from one flow{ $rule }
vrienden-board-space-empty = empty (refilled from the bag)
vrienden-board-space-energy = { $colour } energy
vrienden-board-flow-space = <b>Flow { $flow }, space { $space }</b>: { $what }<br>Click energies here, then a bubble or a chakra of the player to move
vrienden-board-bag = <b>Bag</b>: { $total }
vrienden-board-bag-hover = <b>The universe bag</b>: { $total } energies<br>{ $counts }<br>Discarded: { $discarded }
vrienden-board-bag-colour = <b>{ $colour } ({ $letter })</b>: { $n } in the bag
vrienden-board-bag-pick = <br>Click to choose this colour for a free bubble
vrienden-board-short-purple = purple
vrienden-board-short-dark-blue = dk blue
vrienden-board-short-light-blue = lt blue
vrienden-board-short-green = green
vrienden-board-short-yellow = yellow
vrienden-board-short-orange = orange
vrienden-board-short-red = red
vrienden-board-short-black = black
vrienden-board-short-white = white
vrienden-board-objective-pair = { $chakras } harmonized
vrienden-board-objective-every-chakra = every chakra filled
vrienden-board-objective-three-in-a-row = 3 harmonized in a row
vrienden-board-objective-two-touching-pairs = 2 touching pairs
vrienden-board-objective-all-meditation = all 7 meditation tokens
vrienden-board-objective-three-alleviated = 3 black alleviated
vrienden-board-bonus-taken = { $bonus } to Player { $number }
vrienden-board-bonus-free = { $bonus } free
vrienden-board-objective-card = <b>{ $name }</b><br>bonus points: { $taken }
vrienden-board-seat-bonus = { $seat } ({ $bonus })
vrienden-board-objective-hover = <b>Objective</b>: { $name }<br>Bonus { $first } for the first player to achieve it, { $second } for the second<br>Taken by: { $takers }
vrienden-board-label-objectives = <b>Objectives (Module D)</b>
vrienden-board-label-lotus = <b>Lotus board</b>
vrienden-board-label-karma = <b>Karma</b><br>seen by
# Who has looked at a plenitude token, beside it (three or more on two lines, clear of the bag).
vrienden-board-seen-by = { $count ->
        [one] Player { $seats }
        [two] Players { $seats }
       *[other] Players<br>{ $seats }
    }
vrienden-board-label-flows = <b>Maya flows</b>
vrienden-board-legend = Energies: P purple · D dark blue · L light blue · G green · Y yellow<br>O orange · R red · K black · W white (Module A) · M meditation token · ★ harmonized<br>? a plenitude token face down · in hand: inspiration tokens not placed
vrienden-board-score = { $total }
vrienden-board-score-hidden = { $total } + ?
vrienden-board-head-winner = <b>{ $seat } — wins</b>
vrienden-board-head-over = <b>{ $seat }</b>
vrienden-board-head-turn = <b>▶ { $seat }</b>
vrienden-board-head = { $seat }
vrienden-board-header = { $top }<br>{ $score } { $points ->
        [one] point
       *[other] points
    } · { $hand } in hand
vrienden-board-part-plenitude = plenitude { $number }
vrienden-board-part-alleviated = alleviated { $number }
vrienden-board-part-alignment = alignment { $number }
vrienden-board-part-yin-yang = yin-yang { $number }
vrienden-board-part-objectives = objectives { $number }
vrienden-board-hidden-tokens = <br>{ $count ->
        [one] 1 harmonized chakra scores a token this view does not show
       *[other] { $count } harmonized chakras score tokens this view does not show
    }
vrienden-board-header-final = <b>{ $seat }</b><br>Final score: { $total } points ({ $breakdown }){ $hide }<br>Harmonized chakras: { $harmonized }; inspiration tokens in hand: { $hand }; black alleviated: { $alleviated }
vrienden-board-header-now = <b>{ $seat }</b><br>If the game ended now: { $total } points ({ $breakdown }){ $hide }<br>Harmonized chakras: { $harmonized }; inspiration tokens in hand: { $hand }; black alleviated: { $alleviated }
vrienden-board-chakra-harmonized = <b>harmonized</b>: three energies of its colour; travelling energies skip it
vrienden-board-chakra-places = { $taken } of { $places } places taken
vrienden-board-chakra = <b>{ $seat }'s { $colour } chakra ({ $letter })</b><br>{ $status }<br>Holds: { $energies }
vrienden-board-notch-token = <b>Notch of the { $colour } chakra</b><br>An inspiration token sits here: no more energy may be placed on this chakra directly (it comes back when the chakra is harmonized)
vrienden-board-notch-free = <b>Notch of the { $colour } chakra</b><br>Empty: energy may be placed straight onto this chakra by paying an inspiration token here
vrienden-board-meditation-held = <b>{ $seat }'s { $colour } meditation token</b><br>Held: { $seat } knows the { $colour } plenitude token
vrienden-board-meditation-free = <b>{ $colour } meditation token</b>: not held by { $seat }<br>Meditating takes a new token and looks at that plenitude token
vrienden-board-bubble-free = <b>Bhagya bubble { $bubble }</b> of { $seat }: free<br>Holds one energy
vrienden-board-place-free = <b>{ $colour } chakra, place { $place }</b> of { $seat }: free
vrienden-board-earth-others = , { $others } other energies resting
vrienden-board-earth = <b>{ $seat }'s earth</b>: { $black } black alleviated (1 point each){ $resting }<br>Black that reaches the earth is alleviated and never moves again
vrienden-board-space-token = <b>Inspiration space { $space }</b>: { $moves }<br>A token sits here: free again after meditating
vrienden-board-space-free = <b>Inspiration space { $space }</b>: { $moves }<br>Free: click to channel with it
vrienden-board-yin-yang = <b>Yin-yang (Module A)</b>: { $seat } holds { $halves ->
        [one] 1 half token
       *[other] { $halves } half tokens
    }<br>A complete yin-yang scores { $complete }, a lone half { $half }
vrienden-board-energy = <b>{ $colour } energy ({ $letter })</b><br>{ $where }
vrienden-board-on-flow = On maya flow { $flow }, space { $space }
vrienden-board-on-bubble = On { $seat }'s bhagya bubble { $bubble }{ $overflow }
vrienden-board-on-chakra = On { $seat }'s { $colour } chakra{ $overflow }
vrienden-board-in-earth = In { $seat }'s earth ({ $count } there)
vrienden-board-overflow = <br>More energies than the { $places } places here: no game reaches this
vrienden-board-status = <b>{ $text }</b><br><i>{ $view }</i>
vrienden-board-status-hint-refill = Draw, or choose the colour
vrienden-board-status-hint-channel = Click an energy, then where it goes
vrienden-board-status-hint-pick = Click a colour of the bag
vrienden-board-status-hint-play = Click energies, a space or a meditation token
vrienden-board-status-last-round = Last round
vrienden-board-view-teacher = Teacher view: every plenitude token open
vrienden-board-view-seat = { $seat }'s view: unseen tokens face down (?)

# ----- The game's facts and the kinds of action (engine.py), as messages (issue 45) -----
vrienden-pitch = The game published as Chakra (BLAM!, 2019): channel energies down your body to harmonize your chakras.
vrienden-variant-yin-yang = Module A: Yin Yang
vrienden-variant-objectives = Module D: Objectives
vrienden-chance-label = Draw from the bag
vrienden-kind-take = Receive energy
vrienden-kind-channel = Channel energy
vrienden-kind-move = Move an energy
vrienden-kind-pick = Choose from the bag
vrienden-kind-meditate = Meditate
vrienden-kind-draw = The bag

# ----- The rulings' titles and readings (rulings.py), as messages (issue 45) -----
vrienden-ruling-white-take = Module A: taking white
vrienden-reading-white-take-seed = White only with other energies
vrienden-reading-white-take-expansion = White alone too (Yin Yang rules)
vrienden-ruling-colour-limit = At most three energies of one colour per board
vrienden-reading-colour-limit-bga = At most three of a colour
vrienden-reading-colour-limit-off = No limit
vrienden-ruling-bubbles = Moves into the bhagya bubbles
vrienden-reading-bubbles-chakras-only = Moves stay among the chakras
vrienden-reading-bubbles-bubbles-too = A move up may end in the bubbles
vrienden-ruling-refill = Refilling the maya flows
vrienden-reading-refill-after-take = Refill each emptied space at once
vrienden-reading-refill-when-empty = Refill a flow once it is empty
vrienden-ruling-earth = What may enter the earth
vrienden-reading-earth-black-only = Only black (and white with Module A)
vrienden-reading-earth-any = Any colour
vrienden-ruling-move-once = Each energy moves once per channel action
vrienden-reading-move-once-once = Each energy moves once
vrienden-reading-move-once-free = An energy may move again
vrienden-ruling-harmonized = Energies of a harmonized chakra
vrienden-reading-harmonized-locked = Its energies stay
vrienden-reading-harmonized-movable = Its energies may leave
vrienden-ruling-alignment = Alignment bonus when nobody has a run
vrienden-reading-alignment-at-least-one = Only for a run of one or more
vrienden-reading-alignment-zero-counts = A tie at zero counts
vrienden-ruling-every-chakra = Module D: an energy in each chakra
vrienden-reading-every-chakra-any-energy = Any energy counts
vrienden-reading-every-chakra-own-colour = An energy of the chakra's own colour
vrienden-ruling-temporary = Module A: temporarily harmonized chakras
vrienden-reading-temporary-skip-only = Skipped when channelling only
vrienden-reading-temporary-counts = Also counts for the end and the alignment
vrienden-ruling-blocked = When nobody can harmonize another chakra
vrienden-reading-blocked-ends = The game ends and is scored
vrienden-reading-blocked-plays-on = Play goes on
vrienden-ruling-round-limit = Round limit (a tool for simulations)
vrienden-reading-round-limit-none = No limit
vrienden-reading-round-limit-100 = 100 rounds
vrienden-reading-round-limit-30 = 30 rounds
