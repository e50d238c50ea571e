# Mycelia: Prisma: every sentence the engine says (Steps, refusals, labels), in English.
# Ids start with "mycelia-prisma-". Names of players, cards, fields and drops are messages.

## Names

mycelia-prisma-player = Player { $number }
mycelia-prisma-card = { $name }
mycelia-prisma-card-hidden = a card
mycelia-prisma-field = the field in row { $row }, column { $column }
mycelia-prisma-drop-dew = a dewdrop
mycelia-prisma-drop-prism = a prism drop
mycelia-prisma-nothing = nothing

## Steps

mycelia-prisma-removed = { $who } takes { $drop } off { $field } and puts it on the Shrine of Life.
mycelia-prisma-moved = { $who } moves { $drop } from { $source } to { $target }.
mycelia-prisma-moved-to-shrine = { $who } moves { $drop } from { $field } onto a shrine field, so it leaves the board.
mycelia-prisma-last-round = { $who } has cleared the board: the round is played to its end, then the game is over.
mycelia-prisma-played = { $who } plays { $card }.
mycelia-prisma-leaves = { $who } takes { $count ->
        [one] one leaf
       *[other] { $count } leaves
    }.
mycelia-prisma-bonus-leaves = Bonus: { $who } takes { $count ->
        [one] one leaf
       *[other] { $count } leaves
    }.
mycelia-prisma-bought = { $who } pays { $price } for { $card } from the showcase; it goes on top of the draw pile.
mycelia-prisma-refilled = { $card } fills the showcase's empty place.
mycelia-prisma-reshuffled = { $who }'s draw pile is empty: the discard pile is shuffled to make a new one.
mycelia-prisma-no-cards = { $who } has no card left to draw.
mycelia-prisma-drew = { $who } draws { $card }.
mycelia-prisma-gift-placed = { $who } draws the gift { $card }: a gift never joins the hand, it goes face up into the gift area.
mycelia-prisma-gift-replaced = { $card } shows { $count }, so { $who } draws { $count ->
        [0] no card
        [one] one card
       *[other] { $count } cards
    } in its place.
mycelia-prisma-turn-ends = { $who } ends the turn: the played cards and the gift area go to the discard pile.
mycelia-prisma-gifts-end = The gifts { $cards } worked for this turn only: they go to the discard pile with the played cards.
mycelia-prisma-shrine-full = The Shrine of Life is full ({ $count } drops): it turns, its dewdrops go back to the supply ({ $dew }), and the supply die is rolled.
mycelia-prisma-shrine-full-prism = The Shrine of Life is full ({ $count } drops): it turns, its dewdrops go back to the supply ({ $dew }), its prism drops leave play for good ({ $prism }), and the supply die is rolled.
mycelia-prisma-die = The supply die shows { $face }.
mycelia-prisma-replenished = The supply card for { $face } adds one dewdrop from the supply to { $fields } of every board.
mycelia-prisma-supply-left = The dewdrops are a fixed number: the { $taken } placed came out of the supply, which has { $left } left.
mycelia-prisma-supply-short = The supply has too few dewdrops to give { $field } one on every board, so no board gets one there.
mycelia-prisma-turn-begins = { $who }'s turn begins.
mycelia-prisma-also-cleared = { $who } has cleared the board too, in this last round.
mycelia-prisma-fewest-drops-win = The last round is over and no board counts as cleared. The rulebook does not say who wins then; our ruling: the fewest drops left win.
mycelia-prisma-solo-not-cleared = Your board took a dewdrop back before the turn was over: under the reading chosen in setup it does not count as cleared, and the game goes on.
mycelia-prisma-game-over = The game is over: { $who } won.
mycelia-prisma-favors = { $who } gains { $count ->
        [one] one favor
       *[other] { $count } favors
    }: the mushroom goes from space { $start } to space { $space }.
mycelia-prisma-jumped = { $who }'s mushroom jumps over the spaces other mushrooms hold.
mycelia-prisma-jumped-blocked = { $who }'s mushroom jumps over { $count ->
        [one] space
       *[other] spaces
    } { $spaces }: the mushrooms of absent players stand there all game, and nobody stops on them.
mycelia-prisma-bonus-order = The other players take their bonus one after the other, clockwise from { $who }'s left: { $order }.
mycelia-prisma-lightning = { $card } has a one-time effect: it happens now, as it is bought, and never again.
mycelia-prisma-lightning-trash = At once { $who } may remove { $count ->
        [one] one card
       *[other] { $count } cards
    } from the discard pile or the gift area.
mycelia-prisma-lightning-trash-discard = At once { $who } may remove { $count ->
        [one] one card
       *[other] { $count } cards
    } from the discard pile (not from the gift area).
mycelia-prisma-lightning-recycle = At once { $who } may put { $count ->
        [one] one card
       *[other] { $count } cards
    } from the discard pile or the gift area back on top of the draw pile.
mycelia-prisma-lightning-moss = At once { $who } may remove { $count ->
        [one] one drop
       *[other] { $count } drops
    } from a moss field.
mycelia-prisma-lightning-others = At once every other player may remove { $count ->
        [one] one drop
       *[other] { $count } drops
    } from any field of their board.
mycelia-prisma-iris = Iris: the card acts on { $field } although its landscape is not the card's.
mycelia-prisma-beetle-met = The card's beetle asks for a field holding exactly { $beetle ->
        [one] one drop
       *[other] { $beetle } drops
    }: { $field } holds { $count }.
mycelia-prisma-beetle-met-at-least = The card's beetle asks for a field holding at least { $beetle ->
        [one] one drop
       *[other] { $beetle } drops
    }: { $field } holds { $count }.
mycelia-prisma-reticulus = Reticulus: the beetle asks for { $beetle }, and { $count } drops there will do.
mycelia-prisma-forfeited = The mushroom is on the last space: { $count ->
        [one] one favor is
       *[other] { $count } favors are
    } forfeited.
mycelia-prisma-gift-bought = { $who } returns the mushroom from space { $space } to start and takes the gift { $card } onto the draw pile.
mycelia-prisma-no-change = The space was dearer than the gift: no change is given.
mycelia-prisma-pile-empty = The { $color } gift pile is empty now; it is not refilled.
mycelia-prisma-no-action-card = No action card { $letter } is left to take.
mycelia-prisma-action-gained = { $who } takes action card { $letter }.
mycelia-prisma-action-dropped = { $who } has more than four action cards and gives back { $letter }.
mycelia-prisma-recycled = { $card } goes back on top of the draw pile.
mycelia-prisma-piles-rotated = The top gift of each pile goes to the bottom of its pile.
mycelia-prisma-globi = Globi: { $field } becomes a shrine field.
mycelia-prisma-gwidyon = Gwidyon's card takes { $count ->
        [one] 1 drop
       *[other] { $count } drops
    } off his pile; { $left } left.
mycelia-prisma-gwidyon-advances = Gwidyon reshuffles his deck: his mushroom moves on to space { $space }.
mycelia-prisma-solo-won = Your board is clear before Gwidyon's pile: you win.
mycelia-prisma-solo-lost = Gwidyon's pile is empty first: Gwidyon wins.
mycelia-prisma-skipped = The ability is left unused.
mycelia-prisma-trashed = { $card } is removed from the game.
mycelia-prisma-showcase-swapped = Action card a (cost { $price }): the five showcase cards go back into the deck and five new ones are laid out.
mycelia-prisma-action-a-gifts = Action card a (cost { $price }): the gift piles are turned over by one card.
mycelia-prisma-action-b = Action card b (cost { $price }): one drop may move one field.
mycelia-prisma-action-f = Action card f (cost { $price }): a leaf for a favor.
mycelia-prisma-action-g = Action card g (cost { $price }): a card may be recycled.
mycelia-prisma-clessidra = Clessidra: one leaf for the drop.
mycelia-prisma-lux = Lux: { $card } works twice.
mycelia-prisma-umbra = Umbra: the other players get no bonus.
mycelia-prisma-virga = Virga: the move counts as a removal.
mycelia-prisma-perspicillum = Perspicillum: the action card costs nothing.

## Labels

mycelia-prisma-label-end = End the turn
mycelia-prisma-label-skip = Leave it unused
mycelia-prisma-label-play = Play { $card }
mycelia-prisma-label-draw = { $card }
mycelia-prisma-label-draw-hidden = A card
mycelia-prisma-label-gwidyon = Gwidyon's card: { $count }
mycelia-prisma-label-die = The die shows { $face }
mycelia-prisma-label-buy = Buy showcase card { $slot }
mycelia-prisma-label-gift = Buy the { $color } gift
mycelia-prisma-label-action-a-showcase = Action a: new showcase
mycelia-prisma-label-action-a-gifts = Action a: turn the gift piles
mycelia-prisma-label-action-b = Action b: move a drop
mycelia-prisma-label-action-f = Action f: a leaf for a favor
mycelia-prisma-label-action-g = Action g: recycle a card
mycelia-prisma-label-move = Move { $drop } from { $source } to { $target }
mycelia-prisma-label-remove = Remove { $drop } from { $field }
mycelia-prisma-label-globi = A shrine field on { $field }
mycelia-prisma-label-trash-discard = Remove { $card } from the discard pile
mycelia-prisma-label-trash-gift = Remove { $card } from the gift area
mycelia-prisma-label-recycle-discard = Recycle { $card } from the discard pile
mycelia-prisma-label-recycle-gift = Recycle { $card } from the gift area
mycelia-prisma-label-grant = Take action card { $letter }
mycelia-prisma-label-drop = Give back action card { $letter }
mycelia-prisma-label-lux = Let Lux play the card a second time

## Refusals

mycelia-prisma-refuse-over = The game is over.
mycelia-prisma-refuse-chance = Chance acts now: a card is drawn or the die is rolled.
mycelia-prisma-refuse-not-chance = Only chance draws cards and rolls the die.
mycelia-prisma-refuse-finish-first = Finish the card being resolved first.
mycelia-prisma-refuse-not-in-hand = { $card } is not in your hand.
mycelia-prisma-refuse-play-all = All three cards are played before the turn ends: { $count } still in hand.
mycelia-prisma-refuse-empty-slot = That showcase place is empty until the end of the turn.
mycelia-prisma-refuse-leaves = That costs { $price } leaves and you have { $have }.
mycelia-prisma-refuse-base-only = Mycelia alone has no gifts nor favors.
mycelia-prisma-refuse-pile-empty = The { $color } gift pile is empty.
mycelia-prisma-refuse-color = Your mushroom must stand on a { $color } space or a dearer one.
mycelia-prisma-refuse-field = No drop there may be taken or moved that way: check the landscape, the beetle and the neighbouring fields.
mycelia-prisma-refuse-landscape = This card acts only on { $landscape } fields.
mycelia-prisma-refuse-earth = A card that shows no landscape acts on any field but the earth fields.
mycelia-prisma-refuse-beetle = The card's beetle asks for a field holding exactly { $beetle ->
        [one] one drop
       *[other] { $beetle } drops
    }; this one holds { $count }.
mycelia-prisma-refuse-beetle-at-least = The card's beetle asks for a field holding at least { $beetle ->
        [one] one drop
       *[other] { $beetle } drops
    }; this one holds { $count }.
mycelia-prisma-refuse-skip = Under the chosen ruling an ability that can act must be used.
mycelia-prisma-refuse-card-place = That card is not there.
mycelia-prisma-refuse-globi = Globi needs a field holding exactly one drop.
mycelia-prisma-refuse-action-card = Action card { $letter } cannot be chosen now.
mycelia-prisma-refuse-no-action-card = You have no action card { $letter }.
mycelia-prisma-refuse-action-used = Action card { $letter } was used this turn already.
mycelia-prisma-refuse-nothing-to-do = Action card { $letter } has nothing to act on now.
mycelia-prisma-refuse-not-now = That is not something to do now.
mycelia-prisma-refuse-lux = Lux plays only the first hand card of the turn a second time, just after it.

## Results and descriptions

mycelia-prisma-result = { $who } cleared the board in the last round.
mycelia-prisma-result-fewest = No board counted as cleared at the end; by our ruling (the rulebook is silent here) the fewest drops won: { $who }.
mycelia-prisma-result-solo-won = You cleared your board before Gwidyon.
mycelia-prisma-result-solo-lost = Gwidyon emptied his pile first.
mycelia-prisma-describe-player = { $who }: { $dew ->
        [one] one dewdrop
       *[other] { $dew } dewdrops
    } and { $prism ->
        [one] one prism drop
       *[other] { $prism } prism drops
    } on the board: { $fields }. { $leaves ->
        [one] One leaf
       *[other] { $leaves } leaves
    }; hand: { $hand }; gift area: { $gifts }; action cards { $actions }; { $deck } cards in the draw pile; discard pile: { $discard }.
mycelia-prisma-describe-field = { $field } ({ $landscape }): { $drops }
mycelia-prisma-describe-used = { $letters } (used this turn: { $used })
mycelia-prisma-describe-dew = { $count ->
        [one] one dewdrop
       *[other] { $count } dewdrops
    }
mycelia-prisma-describe-prism = { $count ->
        [one] one prism drop
       *[other] { $count } prism drops
    }
mycelia-prisma-describe-cards = { $count ->
        [0] empty
       *[other] { $names }
    }
mycelia-prisma-describe-face-down = { $count ->
        [one] one face-down card
       *[other] { $count } face-down cards
    }
mycelia-prisma-describe-offer = { $card } for { $price }
mycelia-prisma-describe-pile = { $color } pile { $top } on top ({ $count } cards)
mycelia-prisma-describe-pile-empty = { $color } pile empty
mycelia-prisma-describe-shrine-field = { $field }, a shrine field (Globi)
mycelia-prisma-describe-table = Shrine of Life: { $shrine } of { $capacity } drops ({ $prism } of them prism); { $supply ->
        [one] 1 dewdrop
       *[other] { $supply } dewdrops
    } in the supply; showcase (price in leaves): { $showcase }; gift piles: { $piles }.
mycelia-prisma-describe-table-base = Shrine of Life: { $shrine } of { $capacity } drops; { $supply ->
        [one] 1 dewdrop
       *[other] { $supply } dewdrops
    } in the supply; showcase (price in leaves): { $showcase }.
mycelia-prisma-describe-bar = Favors bar, spaces 0 (start) to { $last } (the last): { $mushrooms }; spaces covered by unused mushrooms: { $blocked }.
mycelia-prisma-describe-mushroom = { $who }'s mushroom on space { $space } ({ $color })
mycelia-prisma-describe-gwidyon-mushroom = Gwidyon's mushroom on space { $space }
mycelia-prisma-describe-gwidyon = Gwidyon has { $left ->
        [one] 1 drop
       *[other] { $left } drops
    } left on his pile.
mycelia-prisma-describe-turn = { $who } is to play.
mycelia-prisma-describe-chance = Chance acts next: a card is drawn, or the supply die rolled.
mycelia-prisma-describe-task-move = { $who } chooses a drop to move.
mycelia-prisma-describe-task-remove = { $who } chooses a drop to remove.
mycelia-prisma-describe-task-bonus = { $who } may remove a drop of their own board (a bonus).
mycelia-prisma-describe-task-trash = { $who } may remove a card from the game.
mycelia-prisma-describe-task-recycle = { $who } may recycle a card.
mycelia-prisma-describe-task-globi = { $who } chooses the field for Globi's shrine field.
mycelia-prisma-describe-task-grant = { $who } chooses action card f or g.
mycelia-prisma-describe-task-lux = { $who } decides whether Lux plays the card a second time (it gives the others a bonus).
mycelia-prisma-describe-task-drop-action = { $who } gives back one action card (four at most).
mycelia-prisma-landscape-moss = moss
mycelia-prisma-landscape-grass = grass
mycelia-prisma-landscape-water = water
mycelia-prisma-landscape-earth = earth

## What a card does, in words (the board's hover and focus texts; issue 44, boards part)

mycelia-prisma-effect-cost = costs { $count ->
        [one] one leaf
       *[other] { $count } leaves
    }
mycelia-prisma-effect-leaves = { $count ->
        [one] one leaf for you
       *[other] { $count } leaves for you
    }
mycelia-prisma-effect-remove = remove { $count ->
        [one] one drop
       *[other] { $count } drops
    } from { $where }
mycelia-prisma-effect-move = move { $count ->
        [one] one drop
       *[other] { $count } drops
    } one field, from { $where }
mycelia-prisma-effect-anywhere = any field but earth
mycelia-prisma-effect-fields = { $landscape } fields
mycelia-prisma-effect-beetle = { $where } holding exactly { $count ->
        [one] one drop
       *[other] { $count } drops
    } (beetle)
mycelia-prisma-effect-favors = { $count ->
        [one] one favor
       *[other] { $count } favors
    }
mycelia-prisma-effect-draw = draw { $count ->
        [one] one card
       *[other] { $count } cards
    }
mycelia-prisma-effect-trash = you may remove { $count ->
        [one] one card
       *[other] { $count } cards
    } from the game
mycelia-prisma-effect-recycle = you may recycle { $count ->
        [one] one card
       *[other] { $count } cards
    }
mycelia-prisma-effect-others-leaves = every other player takes { $count ->
        [one] one leaf
       *[other] { $count } leaves
    }
mycelia-prisma-effect-others-remove = every other player may remove { $count ->
        [one] one drop
       *[other] { $count } drops
    } of their own
mycelia-prisma-effect-grant = gives action card { $letter }
mycelia-prisma-effect-none = no effect
mycelia-prisma-effect-card = { $name }: { $effects }.

## The board's fields in words (the text description says what the board draws; issue 44)

mycelia-prisma-landscape-shrine = shrine field
mycelia-prisma-describe-landscapes = Every player's board has the same fields, row by row from the top, left to right: { $rows }.
mycelia-prisma-describe-landscape-row = row { $row }: { $fields }
mycelia-prisma-describe-final = Drops cleared, the result's score: { $scores }.
mycelia-prisma-describe-final-one = { $who } { $count }

## The board's line over each seat's board (issue 44: "1 leaves" was written there)

mycelia-prisma-board-seat = { $who }{ $turn ->
        [yes] {" "}(to play)
       *[no] {""}
    }: { $leaves ->
        [one] { $leaves } leaf
       *[other] { $leaves } leaves
    }
mycelia-prisma-board-seat-final = <b>{ $who }{ $won ->
        [yes] {" "}wins
       *[no] {""}
    }</b>: { $score ->
        [one] { $score } drop
       *[other] { $score } drops
    } cleared, { $leaves ->
        [one] { $leaves } leaf
       *[other] { $leaves } leaves
    }

## The board view's own texts (explorer/boards/mycelia_prisma.py): titles, the key, card
## places and hover texts

mycelia-prisma-board-example-note = The board layout, setup patterns, shrine capacities, supply cards, the number of dewdrops, the favors bar's spaces, the cards and the gifts' colours are example data, not from the rulebook (the Prisma rulebook leaves them to the base game, which it does not give).
mycelia-prisma-board-field-moss = moss
mycelia-prisma-board-field-grass = grass
mycelia-prisma-board-field-water = water
mycelia-prisma-board-field-earth = earth
mycelia-prisma-board-field-shrine = shrine field
mycelia-prisma-board-field-hover = <b>Player { $seat }'s field, row { $row }, column { $column }</b>: { $kind }
mycelia-prisma-board-dew-hover = <b>{ $count ->
        [one] { $count } dewdrop
       *[other] { $count } dewdrops
    }</b> on Player { $seat }'s field, row { $row }, column { $column }
mycelia-prisma-board-prism-hover = <b>{ $count ->
        [one] { $count } prism drop
       *[other] { $count } prism drops
    }</b> on Player { $seat }'s field, row { $row }, column { $column }
mycelia-prisma-board-face-down-card = a face-down card
mycelia-prisma-board-face-down = face down
mycelia-prisma-board-gift-about = <b>{ $name }</b> (gift)<br>{ $text }
mycelia-prisma-board-lies = { $where }: { $what }
mycelia-prisma-board-where-hand = Hand
mycelia-prisma-board-where-gifts = Gift area
mycelia-prisma-board-where-discard = Discard pile
mycelia-prisma-board-where-showcase = Showcase, { $price } leaves now
mycelia-prisma-board-where-pile = The { $color } gift pile, { $count } cards
mycelia-prisma-board-deck = deck { $count }
mycelia-prisma-board-deck-hover = Draw pile: { $count } cards
mycelia-prisma-board-discard = discard { $count }
mycelia-prisma-board-discard-hover = Discard pile: { $cards }
mycelia-prisma-board-empty = empty
mycelia-prisma-board-action-hover = <b>Action card { $letter }</b>{ $twice ->
        [yes] {" "}(two cards)
       *[no] {""}
    }{ $used ->
        [yes] {" "}(used this turn)
       *[no] {""}
    }, { $price } leaves:<br>{ $does }
mycelia-prisma-board-pile-empty-hover = The { $color } gift pile is empty: it is never refilled
mycelia-prisma-board-pile-hidden-hover = The { $color } gift pile: { $top } on top, { $count } cards
mycelia-prisma-board-shrine-hover = Shrine of Life: { $drops } of { $capacity } drops, { $supply } in the supply
mycelia-prisma-board-end = End turn
mycelia-prisma-board-end-hover = End the turn
mycelia-prisma-board-skip = Leave unused
mycelia-prisma-board-skip-hover = Leave the ability unused
mycelia-prisma-board-bar-hover = Favors bar space { $space }: { $color }
mycelia-prisma-board-unused-hover = Space { $space } is covered by an unused mushroom all game
mycelia-prisma-board-mushroom-hover = Player { $seat }'s mushroom, on space { $space }
mycelia-prisma-board-gwidyon-hover = Gwidyon's mushroom, on space { $space }
mycelia-prisma-board-player = Player { $seat }
mycelia-prisma-board-title-shrine = Shrine of Life
mycelia-prisma-board-shrine-drops = { $drops } of { $capacity } drops
mycelia-prisma-board-supply = supply: { $supply } dewdrops
mycelia-prisma-board-title-showcase = Showcase (price in leaves)
mycelia-prisma-board-title-piles = Gift piles
mycelia-prisma-board-title-favors = Favors
mycelia-prisma-board-gwidyon = Gwidyon: { $drops } drops
mycelia-prisma-board-key-dewdrop = dewdrop
mycelia-prisma-board-key-prism = prism drop
mycelia-prisma-board-key-unused = unused mushroom
mycelia-prisma-board-key-pile = { $letter } { $color }
mycelia-prisma-board-key-actions = { $letters }: action cards

# ----- The game's facts, rulings and kinds of action (engine.py), as messages (issue 45) -----
mycelia-prisma-pitch = Mycelia with its Prisma expansion (Ravensburger): a deck-builder in which mushroom cards clear the dewdrops and prism drops off your board, prism drops earn favors and favors buy gift cards. Solo against Gwidyon.
mycelia-prisma-variant-base-only = Mycelia alone (no Prisma)
mycelia-prisma-ruling-two-player-block = Unused mushrooms with two players
mycelia-prisma-reading-two-player-block-one-and-two = They cover spaces I and II
mycelia-prisma-reading-two-player-block-two-only = One covers space II only
mycelia-prisma-ruling-abilities = Using a card's abilities
mycelia-prisma-reading-abilities-optional = You may always choose not to use them
mycelia-prisma-reading-abilities-when-possible = Use them whenever you can
mycelia-prisma-ruling-f-g-cards = The cards that give action cards f and g
mycelia-prisma-reading-f-g-cards-fixed = Each names its action card
mycelia-prisma-reading-f-g-cards-choice = The buyer chooses f or g
mycelia-prisma-ruling-beetle = The beetle symbol
mycelia-prisma-reading-beetle-exactly = Exactly that many drops
mycelia-prisma-reading-beetle-at-least = At least that many drops
mycelia-prisma-ruling-cleared-board = Boards cleared in the last round
mycelia-prisma-reading-cleared-board-in-the-round = A board cleared during the round counts
mycelia-prisma-reading-cleared-board-at-the-end = Only boards empty at the end count, else the fewest drops win
mycelia-prisma-chance-label = Let chance draw
mycelia-prisma-kind-play = Play a card
mycelia-prisma-kind-buy = Buy from the showcase
mycelia-prisma-kind-gift = Buy a gift card
mycelia-prisma-kind-action = Use an action card
mycelia-prisma-kind-move = Move a drop
mycelia-prisma-kind-remove = Remove a drop
mycelia-prisma-kind-trash = Remove a card
mycelia-prisma-kind-recycle = Recycle a card
mycelia-prisma-kind-globi = Place a shrine field
mycelia-prisma-kind-grant = Take an action card
mycelia-prisma-kind-drop = Give up an action card
mycelia-prisma-kind-lux = Lux: a second time
mycelia-prisma-kind-skip = Do not use it
mycelia-prisma-kind-end = End the turn
mycelia-prisma-kind-draw = Draw
mycelia-prisma-kind-die = Supply die

# ----- The card a view shows for a hidden one (data.py's HIDDEN_CARD; issue 45) -----
mycelia-prisma-card-face-down = a face-down card

## The description as a message (rules/mycelia_prisma/describe.py, issue 45).

# Parts of a description apart by commas, or by semicolons where a part may hold commas or
# "and" of its own.
mycelia-prisma-describe-commas = { $head }, { $tail }
mycelia-prisma-describe-semicolons = { $head }; { $tail }
