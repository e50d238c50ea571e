# Oasis: every sentence the engine says (Steps, refusals, labels), in English.
# Ids start with "oasis-". Names of scouts and cards are parameters that are messages
# themselves; lists of names are joined by the core's "list-and" or by the joiners below.

## Names

oasis-scout = Scout { $number }
oasis-card-number = #{ $number }
oasis-card-stage = #{ $number } Stage
oasis-card-oasis = Oasis #{ $number }
oasis-card-khalla = Khalla #{ $number }
oasis-card-hidden = a face-down card
oasis-card-compass = Compass
oasis-card-shield = Shield
oasis-card-map = Map
oasis-card-wayfinder = Wayfinder
oasis-card-cartographer = Cartographer
oasis-card-forager = Forager
oasis-card-lookout = Lookout
oasis-card-salvager = Salvager
oasis-card-tinkerer = Tinkerer
oasis-card-rummager = Rummager
oasis-card-hoarder = Hoarder
oasis-card-raider = Raider
oasis-card-smuggler = Smuggler
oasis-card-thief = Thief
oasis-card-brute = Brute
oasis-clan-explorers = Explorers
oasis-clan-scavengers = Scavengers
oasis-clan-marauders = Marauders
oasis-place-ruins = the Ruins
oasis-place-cdiscard = the Companion discard pile
oasis-place-pile = the { $item } pile
oasis-count-cards = { $count ->
        [one] { $count } card
       *[other] { $count } cards
    }
oasis-count-companions = { $count ->
        [one] { $count } Companion
       *[other] { $count } Companions
    }
oasis-count-journey-cards = { $count ->
        [one] { $count } Journey card
       *[other] { $count } Journey cards
    }
oasis-count-numbers = { $count ->
        [one] { $count } number
       *[other] { $count } numbers
    }

## Joiners: lists whose words the sentence chooses ("a and b and c", "x; y", "a, b").

oasis-and = { $head } and { $tail }
oasis-comma = { $head }, { $tail }
oasis-semicolon = { $head }; { $tail }

## The five actions, and a banner's actions as the Steps name them

oasis-action-explore = Explore
oasis-action-recycle = Recycle
oasis-action-equip = Equip
oasis-action-travel = Travel
oasis-action-recruit = Recruit
oasis-verb-explore = explore
oasis-verb-recycle = recycle
oasis-verb-equip = equip
oasis-verb-upgraded-equip = upgraded equip
oasis-verb-travel = travel
oasis-verb-pillage = pillage
oasis-then-recycle = the card of the Ruins
oasis-then-equip = the Equipment
oasis-then-travel = the cards, one at a time
oasis-then-recruit = the Companion

## What a task asks of the scout to move ("Scout 1 must ...")

oasis-ask-start = choose a starting Companion
oasis-ask-action = choose the mandatory action
oasis-ask-travel = play the next card of the Travel
oasis-ask-recycle = take a card from the Ruins
oasis-ask-equip = choose an Equipment
oasis-ask-pay = discard cards to pay for the Equipment
oasis-ask-recruit = recruit a Companion
oasis-ask-pillage = choose whom to Pillage
oasis-ask-keep = keep one of the two grabbed cards
oasis-ask-mission = send Companions on a Mission or skip it
oasis-ask-discard = discard down to eight cards
oasis-ask-wait = wait

## Action labels

oasis-label-explore = Explore: draw two Journey cards
oasis-label-pass = Pass: no mandatory action is possible
oasis-label-stop = End the Travel here
oasis-label-skip = No Mission this turn
oasis-label-choose-recycle = Recycle: take a card from the Ruins
oasis-label-choose-equip = Equip: buy an Equipment with cards
oasis-label-choose-travel = Travel: play cards on your trail
oasis-label-choose-recruit = Recruit: play or take a Companion
oasis-label-recycle = Recycle { $card } from the Ruins
oasis-label-pay = Pay with { $card }
oasis-label-discard = Discard { $card }
oasis-label-keep = Keep { $card }
oasis-label-draw = Draw { $card }
oasis-label-travel = Travel: play { $card }
oasis-label-equip = Equip: take a { $item }
oasis-label-recruit-deck = Recruit: take the top Companion of the deck
oasis-label-recruit-lair = Recruit: take the Companion in Lair slot { $slot }
oasis-label-recruit-play = Recruit: play { $card }
oasis-label-pillage = Pillage { $scout }
oasis-label-mission = Mission: discard { $cards }
oasis-label-grab = Grab { $a } and { $b }
oasis-label-draw-hidden = Draw a card
oasis-label-grab-hidden = Grab two cards
oasis-label-keep-hidden = Keep one grabbed card

## Steps

# What only some scouts may read of a Step; the others read nothing there.
oasis-seen-by = {" "}(seen by { $seats }: { $what })
oasis-kept = keeps { $kept }, returns { $returned }
oasis-step-draw = { $who } draws a Journey card from the Exploration deck{ $seen }.
oasis-step-deck-out = The Exploration deck has run out. { $who } finishes this turn, then every scout, this one too, plays one more turn.
oasis-step-cdraw = { $who } takes the top Companion of the deck{ $seen }.
oasis-step-lair-refill = Lair slot { $slot } is refilled from the Companion deck: { $card }.
oasis-step-grab-shielded = { $who } grabs two cards from { $target }'s hand, and one is a Shield: both go back{ $seen }.
oasis-step-grab = { $who } grabs two cards from { $target }'s hand, and no Shield protects them{ $seen }.
oasis-step-recruit-play = { $who } plays { $card } ({ $clan }) and carries out its banner, top to bottom: { $first } then { $second }.
oasis-step-recruit-deck = { $who } takes the top card of the Companion deck, unseen by the others.
oasis-step-start-lair = { $who } chooses { $card } from the Lair; the Lair is refilled only when every scout has chosen.
oasis-step-take-lair = { $who } takes { $card } from the Lair into their hand, without its actions.
oasis-step-choose-recycle = { $who } chooses to Recycle: next, one card of the Ruins goes into their hand.
oasis-step-choose-equip = { $who } chooses to Equip: next, an Equipment is named and paid for with cards of their hand.
oasis-step-choose-travel = { $who } chooses to Travel: next, cards of their hand continue the trail, one number at a time.
oasis-step-choose-recruit = { $who } chooses to Recruit: next, a Companion is played from their hand, or one is taken from the Lair or the Companion deck.
oasis-step-travel-none = No card of { $who }'s hand can continue the trail: with this reading the Travel ends at once, without a card.
oasis-step-explore = { $who } explores: two Journey cards will be drawn from the deck.
oasis-step-explore-last = { $who } explores: the last Journey card will be drawn from the deck.
oasis-step-pass-game-ends = { $who } can do none of the five actions: with this reading the game ends here, and the scout closest to the Oasis wins.
oasis-step-pass = { $who } can do none of the five actions and passes.
oasis-step-recycle = { $who } takes { $card } from the Ruins.
oasis-step-equip = { $who } will take a { $item } and owes { $cost } for it.
oasis-step-equip-upgraded = { $who } will take a { $item } and owes { $cost } for it (one less: Upgraded Equip).
oasis-step-paid = { $who } has paid and takes a { $item } into their hand.
oasis-step-pile-closes = That was the last { $item }: the pile has run out, and nobody may take a { $item } for the rest of the game, even if one is discarded back onto it.
oasis-step-discard = { $who } discards { $card } to { $where }.
oasis-step-oasis = { $who } plays { $card } and finds the Oasis: { $who } wins at once.
oasis-step-compass = { $who } plays a Compass in place of #{ $number }.
oasis-step-travel = { $who } plays { $card } on the trail.
oasis-step-stage = { $card } is a Stage card: the Travel ends and { $who } Recruits at once.
oasis-step-stop = { $who } ends the Travel at #{ $number }.
oasis-step-pillage = { $who } pillages { $target }: two cards are taken from that hand at random.
oasis-step-keep = { $who } keeps one card and gives the other back to { $target }{ $seen }.
oasis-step-mission = { $who } sends { $cards } on a Mission: first the Companions are discarded, then each carries out its Mission action ({ $count } × { $action }).
oasis-step-skip = { $who } sends no Companion on a Mission this turn.
oasis-step-hand-limit = { $who } ends the turn holding { $count } cards, more than eight: one is discarded.
oasis-step-explore-empty = The Exploration deck is empty: this Explore draws nothing.
oasis-step-companion-deck-empty = The Companion deck is empty: nothing is drawn.
oasis-step-lair-open = Every scout has a starting Companion: the Lair is refilled, and the last to choose, { $who }, begins.
oasis-step-reshuffle = The Companion deck is empty: the Companion discard pile is shuffled into a new deck of { $cards }.
oasis-step-travel-ends = No card of { $who }'s hand can continue the trail: the Travel ends at #{ $number }.
oasis-step-chain = A chain of actions: { $card } came from a Recruit inside the turn, and its banner actions are carried out at once, before what was still waiting ({ $ask }).
oasis-step-no-mission-played = No Mission for { $who } this turn: every Companion in play belongs to a clan that had a Companion played this turn ({ $clans }), and such a clan may not go on a Mission.
oasis-step-no-mission-recruit = No Mission for { $who } this turn: a Recruit was done, and under the chosen reading no Mission follows a Recruit.
oasis-step-skipped = { $who } cannot { $ask }: that action is skipped.
oasis-step-last-turns = { $who } has finished the turn in which the deck ran out: now every scout plays one last turn, starting with { $next }.
oasis-why-last-turns = Every scout has played the last turn.
oasis-why-nobody-acts = Nobody can act any more.
oasis-tie-broken = {" "}Of the tied scouts, the one with the fewest cards in hand wins.
oasis-step-closest = { $why } { $names } { $count ->
        [one] is
       *[other] are
    } closest to the Oasis, at #{ $number }, and { $count ->
        [one] wins
       *[other] share the win
    }.{ $note }

## How a game ended (Result.reason)

oasis-result-oasis = { $who } found the Oasis first.
oasis-result-closest = The deck ran out; { $names } came closest to the Oasis.
oasis-result-nobody-acts = No scout could act any more; { $names } came closest to the Oasis.

## Refusals

oasis-refuse-over = The game is over: nobody acts any more.
oasis-refuse-same-action = Those cards are the legal action “{ $action }”, named in the order the rules list the cards: take that one.
oasis-refuse-not-an-outcome = That card is not among those chance can give here.
oasis-refuse-chance-acts = Chance acts now: a card is drawn before anyone decides.
oasis-refuse-drawn-by-chance = Cards are drawn by chance, not chosen by a scout.
oasis-refuse-other-task = { $who } must now { $ask }; that action does not do that.
oasis-refuse-named-once = The mandatory action is named once, at the start of the turn; now { $who } must { $ask }.
oasis-refuse-name-first = First name the mandatory action: choose { $action }, then { $then }.
oasis-refuse-pass = Passing is allowed only when none of the five actions can be done; here at least one can.
oasis-refuse-stop = A Travel plays at least one card: play one before ending it.
oasis-refuse-explore = The Exploration deck is empty: there is nothing to draw.
oasis-refuse-not-in-ruins = { $card } is not in the Ruins.
oasis-refuse-not-in-hand = { $card } is not in { $who }'s hand.
oasis-refuse-keep = Only one of the two grabbed cards may be kept.
oasis-refuse-equip-cost = A { $item } costs { $cost } cards and { $who } holds only { $held }.
oasis-refuse-pile-closed = The { $item } pile ran out earlier in the game: with the page's reading nobody may take a { $item } any more.
oasis-refuse-pile-closed-refilled = The { $item } pile ran out earlier in the game: with the page's reading nobody may take a { $item } any more ({ $back } discarded back onto it since).
oasis-refuse-pile-empty = The { $item } pile is empty: nobody can take that Equipment until a discarded one comes back to it.
oasis-refuse-ruins-empty = The Ruins are empty: there is no card to Recycle.
oasis-pile-closed = the { $item } pile is closed since it ran out
oasis-pile-empty = the { $item } pile is empty
oasis-item-costs = a { $item } costs { $cost }
oasis-costs-held = { $costs }, and { $who } holds { $held }
oasis-refuse-no-equipment = No Equipment can be taken: { $reasons }.
oasis-refuse-cannot-travel = No card of { $who }'s hand can go next on the trail: it needs #{ $number } or a Compass.
oasis-refuse-cannot-travel-map = No card of { $who }'s hand can go next on the trail: it needs #{ $number } or a Map.
oasis-refuse-cannot-recruit = { $who } holds no Companion to play, and the Lair and the Companion deck are empty.
oasis-refuse-compass-oasis = A Compass stands for any number except the Oasis #0.
oasis-refuse-compass-held = { $who } holds { $card }: a Compass stands only for a number the scout does not have.
oasis-refuse-compass-run = With the one-at-a-time reading, a Compass may not follow another Compass on the trail.
oasis-refuse-map-early = A Map stands only for the Oasis #0, so the trail must reach #1 first; it is at #{ $number }.
oasis-refuse-wrong-number = The trail is at #{ $number }, so the next card must be #{ $next } (or a Compass); { $card } would skip or repeat a number.
oasis-refuse-start-play = A starting Companion comes from the Lair or the deck top; none is played before the first turn.
oasis-refuse-start-lair = Lair slot { $slot } is empty: the Lair is refilled only once every scout has chosen a starting Companion.
oasis-refuse-cdeck-empty = The Companion deck is empty.
oasis-refuse-cdeck-and-discard-empty = The Companion deck is empty, and so is the discard pile that would be shuffled into a new one.
oasis-refuse-lair-empty = Lair slot { $slot } is empty.
oasis-refuse-pillage-self = A Pillage targets an opponent, not yourself.
oasis-refuse-no-such-scout = There is no { $scout } in this game.
oasis-refuse-pillage-small = { $who } holds fewer than two cards and cannot be pillaged.
oasis-refuse-mission-after-recruit = With the older reading, no Mission follows a turn with a Recruit.
oasis-refuse-mission-clans = A Mission discards Companions of one clan only.
oasis-refuse-mission-missing = { $who } has not enough { $card } in the play area.
oasis-refuse-mission-played = A { $clan } Companion was played this turn: no Companion of that clan may go on a Mission now.
oasis-refuse-not-listed = That action cannot be taken here.

## The position in words (Game.describe), for a player who cannot see the board
# What is due comes first: the Play tab shows that first sentence on its own. Hands are
# named only where the state shows them (a scout's view masks the others' cards).

oasis-describe-turn = Turn { $turn }.
oasis-describe-before-first-turn = Before the first turn.
oasis-describe-last-turns = The Exploration deck has run out: these are the last turns.
oasis-describe-scout = { $who } is at #{ $number } on the trail and holds { $hand }. { $area }
oasis-describe-hand-open = { $count ->
        [0] no card
        [one] one card: { $cards }
       *[other] { $count } cards: { $cards }
    }
oasis-describe-hand-hidden = { $count ->
        [0] no card
        [one] one card, face down
       *[other] { $count } cards, face down
    }
oasis-describe-area = { $count ->
        [0] No Companion is in play.
       *[other] In play: { $companions }.
    }
oasis-describe-copies = { $count ->
        [1] { $card }
        [2] { $card } twice
       *[other] { $card } { $count } times
    }
oasis-describe-ruins = { $count ->
        [0] The Ruins are empty.
        [one] The Ruins hold one card: { $cards }.
       *[other] The Ruins hold { $count } cards: { $cards }.
    }
oasis-describe-lair = The Lair: { $slots }.
oasis-describe-lair-slot = slot { $slot } { $card }
oasis-describe-lair-empty = slot { $slot } empty
oasis-describe-supply = The Equipment piles: { $compass ->
        [one] 1 Compass
       *[other] { $compass } Compasses
    }, { $shield ->
        [one] 1 Shield
       *[other] { $shield } Shields
    } and { $map ->
        [one] 1 Map
       *[other] { $map } Maps
    }.
oasis-describe-decks = The Exploration deck has { $deck } and the Companion deck { $cdeck }, both face down.
oasis-describe-cdiscard = { $count ->
        [0] The Companion discard pile is empty.
       *[other] The Companion discard pile holds { $cards }.
    }
oasis-describe-grabbed = { $who } grabbed { $a } and { $b } from { $target }'s hand.
oasis-describe-grabbed-hidden = { $who } grabbed two cards from { $target }'s hand, face down to you.
oasis-describe-closed = The { $piles } { $count ->
        [one] pile is
       *[other] piles are
    } closed.
oasis-describe-over = Game over: { $reason }
oasis-describe-chance = Chance draws a card.
oasis-describe-chance-draw = Chance: { $who } draws a Journey card from the Exploration deck.
oasis-describe-chance-cdraw = Chance: { $who } takes the top Companion of the deck.
oasis-describe-chance-lair = Chance: a Lair slot is refilled from the Companion deck.
oasis-describe-chance-grab = Chance: { $who } grabs two cards at random from { $target }'s hand.
oasis-describe-owed = { $count ->
        [one] One more card
       *[other] { $count } more cards
    } to pay for the { $item }.
oasis-describe-bookkeeping = The rules carry out the next step by themselves.
oasis-describe-ask = { $who } must { $ask }.

## What an action brought about, for the quiz (Game.summarize_outcome)

oasis-outcome = { $parts }.
oasis-outcome-trail = { $who }'s trail reaches #{ $number }
oasis-outcome-companion = a Companion joins { $who }'s play area
oasis-outcome-end = the game ends: { $names } { $count ->
        [one] wins
       *[other] win
    }
oasis-outcome-deck-out = the Exploration deck runs out: everyone plays one last turn
oasis-outcome-next-turn = the turn passes to { $who }
oasis-outcome-chance = chance draws next
oasis-outcome-ask = { $who } must now { $ask }
oasis-outcome-nothing = Nothing else happens this turn.

## The board's legend (issue 44, boards that speak words): what each short name and mark the
## board draws means. The board and the description read the same entries.

oasis-legend-title = Legend
oasis-legend-khalla = the Khalla, the start
oasis-legend-stage-mark = S after a number
oasis-legend-stage = a Stage card
oasis-legend-hidden = face down
oasis-legend-turn = to play
oasis-legend-winner = won
oasis-legend-badge-mark = circled number
oasis-legend-badge = copies or cards left
oasis-legend-target-mark = bullseye
oasis-legend-target = where a picked card goes
oasis-describe-legend-entry = { $mark } means { $meaning }
oasis-describe-legend = The board's legend: { $entries }.

## The board (issue 45): every text the board view draws, its hovers, labels and status line.
## The board writes them in its language; names of scouts and cards are parameters.

oasis-board-example-note = { $which ->
        [both] How many Journey cards carry each number and which are Stage cards; the list of Companions (names, clans, banners)
        [journey] How many Journey cards carry each number and which are Stage cards
       *[companions] The list of Companions (names, clans, banners)
    }: our own example data (rules/oasis/cards.toml), sized to the published card totals; the rulebook does not give them.

# The status line: the moment, what is due (with a hint of what to click), whose view it is.
oasis-board-status = <b>{ $moment }{ $due }</b><br><i>{ $view }</i>
oasis-board-moment = { $turn ->
        [0] Before the first turn
       *[other] Turn { $turn }
    } · { $last ->
        [yes] last turns ·{" "}
       *[no] {""}
    }
oasis-board-hint-chance = { $due } (draw, or choose the card)
oasis-board-hint-pay = { $due } ({ $count } more for the { $item })
oasis-board-hint-keep = { $due }: { $first } or { $second }
oasis-board-hint-mission = { $due } (click Companions of one clan, then the discard pile)
oasis-board-hint-travel = { $due } or end it
oasis-board-view-teacher = Teacher view: every hand and both decks open
oasis-board-view-seat = { $scout }'s view: the other hands and the decks face down

# A scout's block: its header, trail, hand, play area and, during a Pillage, the grabbed cards.
oasis-board-scout = <b>{ $mark ->
        [won] ★ { $scout }
        [turn] ▶ { $scout }
       *[none] { $scout }
    }</b><br>{ $mark ->
        [won] won at
       *[other] at
    } #{ $reached }
oasis-board-scout-hover = { $turn ->
        [yes] <b>{ $scout }</b> (to play)
       *[no] <b>{ $scout }</b>
    }<br>Trail at #{ $reached }: { $numbers } from the Oasis<br>{ $cards } in hand, { $companions } in play
oasis-board-place = <b>{ $scout }'s trail: #{ $number }</b>, still to play<br>{ $next ->
        [yes] The next card must be #{ $number } (or a Compass{ $number ->
                [0] , or a Map
               *[other] {""}
            }): click a hand card, then here
       *[no] Cards go on the trail one number at a time
    }
oasis-board-in-trail-start = On { $scout }'s trail, the trail's start
oasis-board-in-trail = On { $scout }'s trail, played as #{ $number }
oasis-board-hand = <b>Hand</b><br>{ $count }
oasis-board-hand-hover = <b>{ $scout }'s hand</b>: { $cards }, { $hidden ->
        [yes] face down: only its owner sees them
       *[no] face up in this view
    }<br>The hand limit is eight at the end of a turn
oasis-board-in-hand = In { $scout }'s hand
oasis-board-area = <b>Play</b><br><b>area</b>
oasis-board-area-hover = <b>{ $scout }'s play area</b>: { $companions }<br>To play a Companion: click it in the hand, then here
oasis-board-in-area = In { $scout }'s play area
oasis-board-grab = <b>Grabbed</b>
oasis-board-grab-hover = <b>Two cards grabbed from { $victim }'s hand</b><br>{ $thief } keeps one (click it), the other goes back<br>Until then both still count in { $victim }'s hand
oasis-board-grabbed-hidden = Grabbed from { $victim }'s hand: only { $thief } and { $victim } see it
oasis-board-grabbed-open = Grabbed from { $victim }'s hand: { $thief } keeps one (click it)
oasis-board-grab-label = grabbed from { $victim }{ $hidden ->
        [yes] : only { $thief } and { $victim } see them
       *[no] : click the one to keep
    }

# The middle band: the Ruins, the decks, the Lair, the Equipment supply, the discard pile.
oasis-board-label-ruins = Ruins: discarded Journey cards, #12 to #0 (Stage cards below)
oasis-board-label-deck = Deck
oasis-board-label-lair = Lair
oasis-board-label-cdeck = Comp. deck
oasis-board-label-supply = Equipment supply
oasis-board-label-cdiscard = Discard
oasis-board-ruins = <b>Ruins</b><br>{ $count }
oasis-board-ruins-hover = <b>The Ruins</b>: { $cards }, discarded, face up<br>Recycle: click one to take it into the hand
oasis-board-in-ruins = In the Ruins: { $copies ->
        [one] { $copies } copy
       *[other] { $copies } copies
    }
oasis-board-deck-hover = <b>Exploration deck</b>: { $cards }, face down<br>Explore: click it to draw two{ $out ->
        [yes] <br>It has run out: every scout plays one last turn
       *[no] {""}
    }
oasis-board-lair-empty = <b>Lair slot { $slot }</b>: empty (refilled from the Companion deck)
oasis-board-in-lair = In Lair slot { $slot }: Recruit takes it into the hand (click it)
oasis-board-cdeck-hover = <b>Companion deck</b>: { $companions }, face down<br>Recruit: click it to take the top one
oasis-board-pile-hover = <b>{ $item } pile</b>: { $left } left, { $cost ->
        [one] costs { $cost } card
       *[other] costs { $cost } cards
    }<br>{ $does }<br>{ $how }
oasis-board-pile-open = Equip: click the pile, then pay with hand cards
oasis-board-pile-closed = Closed: it ran out, and nobody may take one any more{ $left ->
        [0] {""}
       *[other] {" "}({ $left } discarded back onto it)
    }
oasis-board-cdiscard-hover = <b>Companion discard pile</b>: { $companions }<br>Mission: click Companions of your play area, then here

# A card's hover: what it is and what it does (then, on the board, where it lies).
oasis-board-card-hidden = <b>A face-down card</b><br>Only its owner (and the teacher) can see it
oasis-board-card-oasis = <b>The Oasis #0</b><br>Played on a trail at #1: that scout wins at once
oasis-board-card-stage = <b>{ $card }</b> (Journey card, Stage)<br>Plays as #{ $number }; it ends the Travel and its scout Recruits at once
oasis-board-card-journey = <b>{ $card }</b> (Journey card)<br>Plays on a trail standing at #{ $after }
oasis-board-card-khalla = <b>{ $card }</b><br>Every trail starts here
oasis-board-card-equipment = <b>{ $card }</b> (Equipment, { $cost ->
        [one] costs { $cost } card
       *[other] costs { $cost } cards
    })<br>{ $does }
oasis-board-does-compass = It stands for any number except the Oasis #0
oasis-board-does-shield = It protects its hand from a Pillage; never played on a trail
oasis-board-does-map = It stands for the Oasis #0
oasis-board-card-companion = <b>{ $card }</b> ({ $clan }, { $banner } banner)<br>Banner, top to bottom: { $actions }<br>On a Mission: one { $mission } per Companion of this clan sent
oasis-board-then = { $head } then { $tail }
oasis-board-action-explore = Explore
oasis-board-action-recycle = Recycle
oasis-board-action-equip = Equip
oasis-board-action-upgraded-equip = Upgraded Equip
oasis-board-action-travel = Travel
oasis-board-action-pillage = Pillage

# ----- The game's facts and the kinds of action (engine.py), as messages (issue 45; the
# ----- results and rules helper's section) -----
oasis-pitch = Oasis New Hope (Astro Editions, 2023): play Journey cards from Khalla #13 down to the Oasis #0 before the other scouts, helped by Companions and Equipment.
oasis-chance-label = Let chance draw
oasis-kind-recruit = Recruit
oasis-kind-explore = Explore
oasis-kind-recycle = Recycle
oasis-kind-equip = Equip
oasis-kind-pay = Pay for the Equipment
oasis-kind-travel = Travel
oasis-kind-stop = End the Travel
oasis-kind-pillage = Pillage
oasis-kind-keep = Keep a grabbed card
oasis-kind-mission = Mission
oasis-kind-skip = No Mission
oasis-kind-discard = Discard
oasis-kind-pass = Pass
oasis-kind-draw = Draw
oasis-kind-grab = Grab

# ----- The rulings' titles and readings (rulings.py), as messages (issue 45) -----
oasis-ruling-compass-run = Several Compasses in a row
oasis-reading-compass-run-allowed = Any number in a row
oasis-reading-compass-run-one-at-a-time = One Compass at a time
oasis-ruling-map = When a Map may be played
oasis-reading-map-after-1 = Only in place of the #0
oasis-reading-map-any-time = At any point of a Travel
oasis-ruling-closest-tie = Two scouts equally close to the Oasis
oasis-reading-closest-tie-shared = They share the win
oasis-reading-closest-tie-fewest-cards = Fewest cards in hand wins
oasis-ruling-mission-after-recruit = Mission after a Recruit
oasis-reading-mission-after-recruit-other-clans = Allowed, except for the played clan
oasis-reading-mission-after-recruit-never = Never after a Recruit
oasis-ruling-compass-missing = A Compass for a number the scout holds
oasis-reading-compass-missing-missing-only = Only for a missing number
oasis-reading-compass-missing-also-held = For any number
oasis-ruling-empty-pile = An Equipment pile that ran out
oasis-reading-empty-pile-closed = Closed for the rest of the game
oasis-reading-empty-pile-reopens = Opens again when a card returns
oasis-ruling-travel-minimum = A Travel that lays no card
oasis-reading-travel-minimum-one-card = At least one card
oasis-reading-travel-minimum-none = May lay no card
oasis-ruling-no-action = No mandatory action possible
oasis-reading-no-action-pass = The scout passes
oasis-reading-no-action-game-ends = The game ends
oasis-ruling-companion-deck = An empty Companion deck
oasis-reading-companion-deck-stays-empty = Stays empty
oasis-reading-companion-deck-reshuffle = The discard is reshuffled
oasis-ruling-two-player-shield = Where the two-player Shields come from
oasis-reading-two-player-shield-from-pile = From the Shield pile
oasis-reading-two-player-shield-extra = From outside the pile
