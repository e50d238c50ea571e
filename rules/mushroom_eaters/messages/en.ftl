# The Mushroom Eaters: every sentence the engine says (Steps, refusals, labels), in English.
# Ids start with "mushroom-eaters-".

## Names

mushroom-eaters-eater = Eater { $number }
mushroom-eaters-item = { $amount } { $kind ->
    [awakening] Awakening
    [wisdom] Wisdom
    [paradox] Paradox
    [energy] Nervous System energy
    [focus] focus
    [mantra] Mantra token
    [breathe] Deep Breathing
    [recall] Mood card back from the discards
   *[other] { $kind }
  }
mushroom-eaters-item-lose = lose { $kind ->
    [any] any one item
    [energy] one energy
    [focus] one focus cube
    [mantra] one Mantra token
    [awakening] one Awakening
    [wisdom] one Wisdom
    [paradox] one Paradox
   *[other] one { $kind }
  }
mushroom-eaters-card = { $card ->
    [identity] Identity card
    [three-energy] 3 card (Fire: 2 energy)
    [three-focus] 3 card (Fire: 2 focus)
    [two-focus] 2 card (Fire: 1 focus)
    [two-energy] 2 card (Fire: 1 energy)
    [one-recall] 1 card (Fire: a discard back)
    [one-breathe] 1 card (Fire: Deep Breathing)
   *[zero] 0 card
  }
mushroom-eaters-face-token = { $count ->
    [0] no Face token (none is left)
   *[other] the 3xp Face token
  }

## Labels

mushroom-eaters-label-play = Play the { $card } as { $move }{ $extra ->
    [0] {""}
   *[other] {" "}and spend { $extra } Moving Forward
  }{ $path ->
    [none] {""}
   *[other] , onto the Personal Path { $path }
  }
mushroom-eaters-path-target = { $branch ->
    [b] branching off beside space { $space }
   *[p] on space { $space }
  }
mushroom-eaters-special-name = { $name ->
    [focus] two focus cubes
    [energy] two Nervous System energy
    [breathe] Deep Breathing
   *[paradox] 2 Paradox
  }
mushroom-eaters-label-special = Special Action: { mushroom-eaters-special-name }
mushroom-eaters-label-chance = { $kind ->
    [die] The Challenge die shows { $value }
    [env] The Environment card { $what }
    [share] A Share card offering { $what }
    [talkcard] A Talking card: { $what }
    [place] A Place token showing { $what }
   *[pp] A Personal Path card: { $what }
  }
mushroom-eaters-path-card = { $length } actions, intensity { $base }: { $actions }
mushroom-eaters-path-card-action = { $kind ->
    [intense] an Intense moment
    [mustdo] { $item } (Must Do)
   *[other] { $item }
  }
mushroom-eaters-label-choose = { $kind ->
    [track] Put it on the { $a ->
        [intensity] Intensity
       *[forward] Moving Forward
      } track
    [board] Put the cube on the { $a ->
        [hour] Hour
       *[drum] Shaman Drum
      } board
    [lose] Lose { $a ->
        [hour] your cube { $b } from the bottom of the Hour board
        [drum] your cube { $b } from the bottom of the Shaman Drum board
        [intensity] one Intensity energy
        [forward] one Moving Forward energy
        [awakening] one Awakening
        [paradox] one Paradox
        [wisdom] one Wisdom
        [path] a Personal Path card
        [face] a whole Face token
       *[other] a Mantra token ({ $a })
      }
    [reuse] { $a ->
        [none] Add no cube: leave the boards as they are
        [hour] Take your cube { $b } from the bottom of the Hour board and lay it again
       *[drum] Take your cube { $b } from the bottom of the Shaman Drum board and lay it again
      }
    [mantra] Take a { $a } Mantra token
    [recall] Take the { $a } back into the hand
    [breathe] { $a ->
        [yes] Flip the Breathe token: sit this moment out
       *[no] Face the Challenge
      }
    [shield] { $a ->
        [yes] Use the Special Action: no Mantra loss
       *[no] Take the Mantra loss
      }
    [card] Play the { $a }{ $b ->
        [none] {""}
        [a] {" "}for 2 Awakening
        [m] {" "}for a Mantra token
       *[other] {" "}as { $b }
      }
    [give] Give Share item { $a } to { $b ->
        [none] nobody (nobody can take it)
       *[other] Eater { $b }
      }
    [talk] Hand the Talking card to Eater { $a }
    [talk2] Give the face-up Talking card "{ $a }"
    [keep] Keep a { $a } Mantra token
   *[other] { $kind }: { $a }
  }

## Refusals

mushroom-eaters-refuse-over = The game is over: the pawn reached the last space.
mushroom-eaters-refuse-special = No Special Action is open now: it comes after the Jelly Space, once.
mushroom-eaters-refuse-not-now = That is not a choice of the task now waiting ({ $task }).
mushroom-eaters-refuse-card = The { $card } is not in the hand of the Eater to play.
mushroom-eaters-refuse-move = The { $card } cannot move that many spaces now.
mushroom-eaters-refuse-lander = You moved the pawn onto this space: you must move it on when you can, not play a 0.
mushroom-eaters-refuse-zero-must-do = The pawn is on a Must Do space, which a 0 cannot repeat: move it on with another card.
mushroom-eaters-refuse-forced = A 2 played within two spaces of a free Personal Path must go onto it.
mushroom-eaters-refuse-branch = That Personal Path cannot be reached with this card, or is taken.
mushroom-eaters-refuse-forward = That much Moving Forward energy is not there, or would not move the pawn further.

## Steps

mushroom-eaters-step-play = { $eater } plays the { $card } as a { $move }.
mushroom-eaters-step-refill = { $eater }'s hand is empty: the discards become the hand again.
mushroom-eaters-step-forward = { $eater } spends { $extra } Moving Forward energy for as many extra spaces.
mushroom-eaters-step-must-do = The pawn stops on space { $space }, the start of a Must Do series.
mushroom-eaters-step-move = The pawn moves to space { $space }.
mushroom-eaters-step-locked = This Personal Path space is taken: nothing happens.
mushroom-eaters-step-zero-must-do = A 0 cannot repeat a Must Do space: the card is discarded, nothing happens.
mushroom-eaters-step-zero-pass = { $eater } has experienced this space already: the 0 is a pass.
mushroom-eaters-step-zero = { $eater } plays a 0 and experiences this space again, alone.
mushroom-eaters-step-next = The first-player token passes to { $eater }.
mushroom-eaters-step-items = { $eaters }: { $items }.
mushroom-eaters-step-heavy = A Heavy space: everyone must { $items }.
mushroom-eaters-step-breathe-space = A Breathe space: the Breathe token turns to Deep Breathing.
mushroom-eaters-step-jelly = The Jelly Space: from now on the Identity card moves 0 to 3 and one Special Action opens.
mushroom-eaters-step-no-jelly = The easier game ignores the Jelly Space.
mushroom-eaters-step-no-path = The easier game ignores Personal Paths.
mushroom-eaters-step-end = The last space of the Action Path.
mushroom-eaters-step-no-place = No Place token is left to lay here.
mushroom-eaters-step-place = The Place token here shows { $item }.
mushroom-eaters-step-place-laid = A Place token is turned face up on the Place symbol of space { $space }: { $item }.
mushroom-eaters-step-board-empty = No cube is on the { $board ->
    [hour] Hour
   *[drum] Shaman Drum
  } board: everyone loses an item.
mushroom-eaters-step-prize = { $eater } has the most cubes ({ $count }) on the { $board ->
    [hour] Hour
   *[drum] Shaman Drum
  } board and takes { $prize }; their top cube goes home.
mushroom-eaters-step-intense = An Intense moment of intensity { $value }: the Challenge die is rolled.
mushroom-eaters-step-roll = The die shows { $face }: the Challenge is { $total }.
mushroom-eaters-step-breathing = { $eater } flips the Breathe token and sits this Intense moment out.
mushroom-eaters-step-beat = { $eater }'s strength { $strength } meets the Challenge: { $got } Paradox.
mushroom-eaters-step-below = { $eater }'s strength { $strength } is below the Challenge: one item is lost.
mushroom-eaters-step-panic = { $eater } is at the bottom of both tracks: panic, one more item is lost.
mushroom-eaters-step-mantra = A Mantra space { $letter }: who holds the token is paid, who does not pays.
mushroom-eaters-step-mantra-paid = { $eater } returns a { $letter } Mantra token and takes its items.
mushroom-eaters-step-mantra-gain = { $eater } takes a { $letter } Mantra token.
mushroom-eaters-step-mantra-out = No Mantra token is left for { $eater }.
mushroom-eaters-step-return = Panel F: everyone keeps one Mantra token and returns the rest.
mushroom-eaters-step-keep = { $eater } keeps one { $letter } Mantra token.
mushroom-eaters-step-shield = { $eater } uses the Special Action: no loss for the missing Mantra.
mushroom-eaters-step-special = { $eater } uses the Special Action: { mushroom-eaters-special-name }.
mushroom-eaters-step-environment = An Environment space: a card is drawn and everyone plays a Mood card to it.
mushroom-eaters-step-env-draw = The Environment card is { $name }.
mushroom-eaters-step-env-card = { $eater } plays the { $card } as { $move }: { $item }.
mushroom-eaters-step-reshuffle = Every card of the deck has been used: it is shuffled anew.
mushroom-eaters-step-fire = A Fire: everyone plays a Mood card for its fire item.
mushroom-eaters-step-fire-card = { $eater } plays the { $card } at the Fire: { $items }.
mushroom-eaters-step-recall = { $eater } takes the { $card } back into the hand.
mushroom-eaters-step-share = A Share space: { $eater } draws a Share card.
mushroom-eaters-step-share-card = The Share card offers { $items }.
mushroom-eaters-step-give = { $eater } keeps { $kept } and gives { $item } to { $to }.
mushroom-eaters-step-talking = A Talking space: Talking cards pass from Eater to Eater.
mushroom-eaters-step-talk = { $giver } gives a Talking card to { $to }: { $item }.
mushroom-eaters-step-gain = { $eater } takes { $item }.
mushroom-eaters-step-deep = { $eater }'s Breathe token shows Deep Breathing.
mushroom-eaters-step-track = { $eater }'s { $track ->
    [intensity] Intensity
   *[forward] Moving Forward
  } track goes { $sign ->
    [1] up
   *[other] down
  } to { $value }.
mushroom-eaters-step-track-full = { $eater }'s tracks cannot move that way: nothing changes.
mushroom-eaters-step-lose = { $eater } loses { $option ->
    [hour] a cube from the Hour board
    [drum] a cube from the Shaman Drum board
    [intensity] one Intensity energy
    [forward] one Moving Forward energy
    [awakening] one Awakening
    [paradox] one Paradox
    [wisdom] one Wisdom
    [path] a Personal Path card
    [face] a whole Face token
   *[other] a Mantra token ({ $option })
  }.
mushroom-eaters-step-lose-nothing = { $eater } owns nothing of that kind and loses nothing.
mushroom-eaters-step-focus = { $eater } adds a cube at the bottom of the { $board ->
    [hour] Hour
   *[drum] Shaman Drum
  } board; knocked off the top: { $fallen }.
mushroom-eaters-step-reuse = { $eater } has no cube in stock and takes their cube { $place } from the bottom off the { $board ->
    [hour] Hour
   *[drum] Shaman Drum
  } board; the cubes above close up.
mushroom-eaters-step-no-reuse = { $eater } has no cube in stock and leaves the boards as they are: no cube is added.
mushroom-eaters-step-lose-cube = { $eater } loses their cube { $place } from the bottom of the { $board ->
    [hour] Hour
   *[drum] Shaman Drum
  } board; the cubes above close up.
mushroom-eaters-step-branch = { $eater } steps off beside space { $space } onto a branching Personal Path.
mushroom-eaters-step-path-space = { $eater } moves the pawn onto the Personal Path space { $space }.
mushroom-eaters-step-path-card = { $eater } draws a Personal Path card (intensity { $base }, { $length } actions) and sets an octagon on its first action.
mushroom-eaters-step-path-pass = { $eater } has done this action of the card: a pass.
mushroom-eaters-step-path-action = { $eater } experiences the card's { $action } action.
mushroom-eaters-step-path-end = { $eater } completes the Personal Path, keeps the card and rejoins the group.
mushroom-eaters-step-scored = The journey is over: everyone adds up their Experience.

## The result (issue 44): why the winners won, said after their names (the golden
## transcript, tests/rules/golden, holds this wording)
mushroom-eaters-result = the most Experience becomes the Shaman

## The text description under the board

mushroom-eaters-waiting = { $kind ->
    [turn] which Mood card to play
    [track] which Nervous System track takes the change
    [board] which focus board takes the cube
    [lose] which item to lose
    [reuse] which of their cubes to take off a board and lay again
    [mantra] which Mantra token to take
    [recall] which discard comes back to hand
    [breathe] whether to flip the Breathe token
    [env] which Mood card to play to the Environment card
    [fire] which Mood card to play at the Fire
    [give] which Share item to give, and to whom
    [talk] whom to hand the Talking card
    [talk2] which face-up Talking card to give
    [keep] which Mantra token to keep
    [shield] whether to use the Special Action against the Mantra loss
    [roll] the Challenge die
    [draw-env] the Environment card
    [draw-share] the Share card
    [draw-talk] the Talking card
    [fill-row] the face-up Talking cards
    [draw-place] the Place token
    [draw-pp] the Personal Path card
   *[other] what comes next
  }
mushroom-eaters-describe-over = The game is over: the pawn reached the last space.
mushroom-eaters-describe-chance = Chance decides { $what }.
mushroom-eaters-describe-carry-on = The rules carry on in { $eater }'s turn.
mushroom-eaters-describe-decides = { $eater } decides { $what }.
mushroom-eaters-space-kind = { $kind ->
    [hut] the Shaman's hut
    [item] an item space
    [heavy] a Heavy space
    [breathe] a Breathe space
    [fire] a Fire
    [mantra] a Mantra space
    [talking] a Talking space
    [share] a Share space
    [intense] an Intense space
    [drum] a Shaman Drum space
    [place] a Place symbol
    [face] a Face space
    [environment] an Environment space
    [pp] a Personal Path space
    [return-mantras] the return of the Mantras
    [jelly] the Jelly Space
   *[end] the last space
  }
mushroom-eaters-detail-letter = letter { $letter }
mushroom-eaters-detail-intensity = intensity { $value }
mushroom-eaters-detail-token = its Place token shows { $item }
mushroom-eaters-detail-one = for the current Eater only
mushroom-eaters-detail-must-do = Must Do
mushroom-eaters-detail-branch = a Personal Path branches off here
mushroom-eaters-describe-space = space { $number } (panel { $panel }), { $kind }{ $details ->
    [none] {""}
   *[other] {" "}({ $details })
  }
mushroom-eaters-describe-pawn = The Action Pawn is on { $space }, of { $total } spaces. { $ahead ->
    [none] Nothing lies ahead.
   *[other] Ahead: { $ahead }.
  }
mushroom-eaters-describe-token = space { $space }: { $item }
mushroom-eaters-describe-tokens = Place tokens face up: { $tokens }.
mushroom-eaters-describe-octagon = { $eater }'s octagon locks the Personal Path { $branch ->
    [yes] branching off beside space { $space }
   *[no] on space { $space }
  }.
mushroom-eaters-describe-focus = The { $board ->
    [hour] Hour
   *[drum] Shaman Drum
  } board, from the bottom: { $cubes ->
    [none] no cubes
   *[other] { $cubes }
  }; { $free } of its { $size } spaces free.
mushroom-eaters-describe-jelly = The Jelly Space has been reached: the Identity card moves 0 to 3 and the Special Action is open.
mushroom-eaters-describe-talk-row = Face-up Talking cards: { $items }.
mushroom-eaters-describe-on-path = on a Personal Path card, at action { $at } of { $length } (intensity { $base })
mushroom-eaters-describe-with-group = with the group
mushroom-eaters-describe-eater = { $eater }: Intensity { $intensity } of 10, Moving Forward { $forward } of 4; hand: { $hand }; discards: { $discards }; { $awakening } Awakening, { $wisdom } Wisdom, { $paradox } Paradox, { $faces } Face tokens; Mantras: { $mantras }; { $breathe ->
    [yes] Deep Breathing ready
   *[no] Breathe token used
  }; { $paths } Personal Path cards; { $where }{ $special ->
    [yes] ; Special Action used
   *[no] {""}
  }.
mushroom-eaters-describe-score = { $eater } { $score }
mushroom-eaters-describe-scores = Experience so far: { $scores }.

## The board's own words (issue 44, boards that speak words): the name drawn under each
## space of the Action Path, and the legend of every mark the board draws.
mushroom-eaters-board-space = { $kind ->
    [hut] hut
    [heavy] heavy
    [breathe] breathe
    [fire] fire
    [mantra] mantra
    [talking] talking
    [share] share
    [intense] intense
    [drum] drum
    [place] place
    [face] face
    [environment] environment
    [pp] personal path
    [return-mantras] give back
    [jelly] jelly
   *[end] end
  }
mushroom-eaters-board-item = { $kind ->
    [awakening] Awakening
    [wisdom] Wisdom
    [paradox] Paradox
    [energy] energy
    [focus] focus
    [mantra] Mantra
    [breathe] breathe
   *[other] { $kind }
  }
mushroom-eaters-legend-title = Legend
mushroom-eaters-legend-numbers-mark = 1 to { $last }
mushroom-eaters-legend-numbers = the pawn's way, along the arrows
mushroom-eaters-legend-grey-mark = grey
mushroom-eaters-legend-grey = Must Do (the pawn stops)
mushroom-eaters-legend-one-mark = small 1
mushroom-eaters-legend-one = the Eater landing there only
mushroom-eaters-legend-branch-mark = octagon beside a space
mushroom-eaters-legend-branch = a Personal Path branch
mushroom-eaters-legend-pawn-mark = black ring
mushroom-eaters-legend-pawn = the Action Pawn
mushroom-eaters-legend-cube-mark = E1
mushroom-eaters-legend-cube = Eater 1's focus cube
mushroom-eaters-legend-panels-mark = A to J
mushroom-eaters-legend-panels = panels
mushroom-eaters-legend-card-mark = 3 energy
mushroom-eaters-legend-card = moves 3, its Fire gives energy
mushroom-eaters-describe-path = The board numbers the spaces 1 to { $last } in the order the pawn takes them, one row per panel: { $rows }.
mushroom-eaters-describe-row = panel { $panel } runs { $direction ->
    [right] left to right
   *[left] right to left
  } from space { $first } to { $last }
mushroom-eaters-describe-final-scores = Final Experience: { $scores }.
mushroom-eaters-describe-legend-entry = { $mark } means { $meaning }
mushroom-eaters-describe-legend = The board's legend: { $entries }.
mushroom-eaters-board-experience = { $final ->
    [yes] Experience { $score }, final
   *[no] Experience { $score }
  }

## The board view's own texts (explorer/boards/mushroom_eaters.py): titles, hover texts and
## each Eater's block

mushroom-eaters-board-example-note = The Action Path, the cards, the Challenge die, the Mantra items (all but C), the Place tokens, the Mantra Overview card, the focus board length and the starting values: example data, not from the rulebook.
mushroom-eaters-board-branch = Personal Path branch
mushroom-eaters-board-title-hour = Hour
mushroom-eaters-board-title-drum = Shaman<br>Drum
mushroom-eaters-board-slot-empty = space { $space }: empty
mushroom-eaters-board-slot-eater = space { $space }: Eater { $eater }
mushroom-eaters-board-nerves = Eater { $eater }: Intensity { $intensity }/10
mushroom-eaters-board-nerves-hover = Eater { $eater }'s Nervous System
mushroom-eaters-board-on-path-card = on a path card: action { $action } of { $actions }
mushroom-eaters-board-awakening = Awakening { $count }
mushroom-eaters-board-wisdom = Wisdom { $count }
mushroom-eaters-board-paradox = Paradox { $count }
mushroom-eaters-board-face = Face { $count }
mushroom-eaters-board-mantras = { $count ->
    [one] Mantra
   *[other] Mantras
  } { $mantras }
mushroom-eaters-board-breathe-used = Breathe used
mushroom-eaters-board-path-cards = { $count ->
    [one] { $count } path card
   *[other] { $count } path cards
  }
mushroom-eaters-board-forward = Moving Forward { $count }/4
mushroom-eaters-board-hand = hand: { $cards }
mushroom-eaters-board-hand-all = hand: all eight cards
mushroom-eaters-board-hand-all-but = hand: all but { $cards }
mushroom-eaters-board-discards = discards: { $cards }
mushroom-eaters-board-card-pair = 3 & 2 { $fire ->
    [energy] energy
   *[focus] focus
  }
mushroom-eaters-board-card-zero = 0 card
mushroom-eaters-board-no-cards = none

# ----- The game's facts and the kinds of action (engine.py), as messages (issue 45) -----
mushroom-eaters-pitch = One shared pawn on a long path of moods: gather Awakenings, Wisdom and Paradox, keep your nerves and your focus, and become the Shaman.
mushroom-eaters-variant-easier = Easier game: no Personal Paths, no Jelly Space
mushroom-eaters-chance-label = Let chance decide
mushroom-eaters-kind-play = Play a Mood card
mushroom-eaters-kind-special = Special Action
mushroom-eaters-kind-choose = Choose
mushroom-eaters-kind-chance = Chance

# ----- The rulings' titles and readings (rulings.py), as messages (issue 45) -----
mushroom-eaters-ruling-identity-forces = The Identity card played as a 2 and Personal Paths
mushroom-eaters-reading-identity-forces-forces = The Identity card counts as a third 2 and forces entry
mushroom-eaters-reading-identity-forces-only-2-cards = Only the two 2 cards force entry
mushroom-eaters-ruling-special-action = How many Special Actions
mushroom-eaters-reading-special-action-per-player = One Special Action for each Eater
mushroom-eaters-reading-special-action-per-table = One Special Action for the whole table
mushroom-eaters-ruling-talking-deck = Talking cards after a conversation
mushroom-eaters-reading-talking-deck-shuffled-back = Talking cards are shuffled back into the deck
mushroom-eaters-reading-talking-deck-discarded = Talking cards are discarded like Share cards
mushroom-eaters-ruling-place-tokens = When the Place tokens are laid
mushroom-eaters-reading-place-tokens-when-seen = Every Place symbol gets its token before the first move, the path being in view
mushroom-eaters-reading-place-tokens-on-landing = A Place token is drawn when the pawn first lands on the symbol
mushroom-eaters-ruling-zero-talking = A 0 played on a Talking space
mushroom-eaters-reading-zero-talking-conversation = The Eater playing the 0 opens a new conversation with the group
mushroom-eaters-reading-zero-talking-alone = The Eater playing the 0 takes a Talking card alone
mushroom-eaters-ruling-path-focus = Eaters on a Personal Path at a Face or Shaman Drum space
mushroom-eaters-reading-path-focus-counted = They are counted: their cubes may win, and an empty board costs them an item too
mushroom-eaters-reading-path-focus-cubes-only = Only their cubes count: an empty board costs only the Eaters with the group
mushroom-eaters-ruling-mantra-chant = Mantra tokens of one letter
mushroom-eaters-reading-mantra-chant-any-number = An Eater may hold any number of one letter
mushroom-eaters-reading-mantra-chant-at-most-two = At most two of one letter

## The description as a message (rules/mushroom_eaters/describe.py, issue 45).

# Parts of a description apart by semicolons (a part may hold commas of its own).
mushroom-eaters-describe-semicolons = { $head }; { $tail }
