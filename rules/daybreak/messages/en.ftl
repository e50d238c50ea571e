# Daybreak: every sentence the engine says (Steps, refusals, labels), in English.
# Ids start with "daybreak-". Power and card names are parameters (data names).

## Labels

# A seat before its power is known (no position yet); at the table a player is its power.
daybreak-seat = Player { $number }
daybreak-power-us = United States
daybreak-power-europe = Europe
daybreak-power-china = China
daybreak-power-majority = Majority World

daybreak-label-done = Done with the Local stage
daybreak-label-use = Take the action on top of stack { $stack }
daybreak-label-play = Start { $card } on stack { $stack }
daybreak-label-play-new = Start { $card } as a new stack
daybreak-label-tuck-stack = Tuck { $card } behind stack { $stack }
# The same three with the card on top of the stack named (the legal list knows it).
daybreak-label-use-card = Use { $card } (stack { $stack })
daybreak-label-play-over = Start { $card } on stack { $stack }, covering { $top }
daybreak-label-tuck-behind = Tuck { $card } behind stack { $stack } ({ $top })
daybreak-label-tuck-project = Tuck { $card } behind the Global Project { $target }
daybreak-label-tuck-crisis = Tuck { $card } behind the crisis { $target }
daybreak-label-keep = The team keeps { $project }
daybreak-label-keep-none = The team keeps neither project
daybreak-label-drop = The team discards { $project }
daybreak-label-discard = Discard { $card }
daybreak-label-draw = Draw { $card }
daybreak-label-reveal = Reveal the crisis { $crisis }
daybreak-label-offer = Draw the Global Project { $project }
daybreak-label-roll = The Planetary die shows { $face }: { $track }
daybreak-label-target = The Geoengineering die picks player { $number }
daybreak-label-target-power = The Geoengineering die picks { $player }

## What the position waits for

daybreak-now-local = { $player } is taking Local actions
daybreak-now-discard = { $player } must discard for a crisis
daybreak-now-keep = the team is choosing a Global Project
daybreak-now-drop = the team is discarding down to four Global Projects
daybreak-now-reveal = a crisis card is being revealed
daybreak-now-gdraw = a Global Project is being drawn
daybreak-now-draw = a Local Project is being drawn
daybreak-now-roll = the Planetary die is being rolled
daybreak-now-target = the Geoengineering die is breaking a tie
daybreak-now-rules = the rules carry on

## Refusals

daybreak-refuse-over = The game is over.
daybreak-refuse-not-now = Not now: { $now }.
daybreak-refuse-no-stack = There is no stack { $stack } in this play area.
daybreak-refuse-spent = { $card } has been used as often as it allows this round ({ $limit ->
    [one] once
   *[other] { $limit } times
  }).
daybreak-refuse-requires = { $card } needs { $need } { $tag } symbols in its stack to be used; the stack has { $have }.
daybreak-refuse-passive = { $card } would remove Dirty Energy, which the passive crisis { $crisis } forbids while it is in play.
daybreak-refuse-nothing = { $card } would change nothing here: there is nothing left for it to remove.
daybreak-refuse-not-in-hand = { $card } is not in this player's hand.
daybreak-refuse-five-stacks = A play area holds at most { $limit } stacks: start the project on top of one of them.
daybreak-refuse-not-in-play = That Global Project is not in play.
daybreak-refuse-crisis-not-up = That crisis is not face up in play: only a revealed crisis can be supported.
daybreak-refuse-not-offered = That Global Project is not one of the two on offer.
daybreak-refuse-keep-one = The team must keep one of the offered Global Projects; the other is discarded.
daybreak-refuse-cannot-discard = That card cannot be discarded for this crisis.
daybreak-refuse-not-an-outcome = That is not one of the outcomes that can happen here.

## Global stage

daybreak-crisis-count = Round { $round }, with { $bands } Temperature { $bands ->
    [one] Band
   *[other] Bands
  }: { $count } crisis { $count ->
    [one] card
   *[other] cards
  } this round{ $forecast ->
    [yes] , the first face up and the rest face down.
   *[no] , all face down: { $blocker } stops the forecast.
  }
daybreak-forecast = The forecast crisis is turned face up: { $crisis }.
daybreak-offered = A Global Project is drawn for the team to consider: { $project }.
daybreak-kept = The team keeps { $project } in play; the other offered project is discarded.
daybreak-kept-none = The team keeps neither offered project; both are discarded.
daybreak-too-many = More than { $limit } Global Projects are in play: the team discards one.
daybreak-dropped = The team discards { $project } from play.
daybreak-reshuffle = The deck is empty: its discard pile becomes the new deck.

## Local stage

daybreak-draw-count = { $player } draws { $count } { $count ->
    [one] card
   *[other] cards
  } ({ $communities } Communities in Crisis).
daybreak-draw-fewer = { $player } draws { $count } { $count ->
    [one] card
   *[other] cards
  }: { $communities } Communities in Crisis fill { $rows ->
    [one] the first row
   *[other] the first two rows
  } of their board, and each full row costs one card in every Local stage.
daybreak-drew = { $player } draws { $card } and shows it to everyone.
daybreak-started-new = { $player } starts { $card } as stack { $stack }.
daybreak-started-on = { $player } starts { $card } on stack { $stack }: { $covered } is covered, its action lost but its symbols kept.
daybreak-tucked-stack = { $player } tucks { $card } behind stack { $stack }, adding its symbols ({ $tags }).
daybreak-tucked-project = { $player } tucks { $card } behind the Global Project { $project }.
daybreak-tucked-crisis = { $player } tucks { $card } behind { $crisis }: { $counters } of the { $cancel } { $tag } symbols that cancel it.
daybreak-cancelled = { $crisis } is cancelled and leaves play.
daybreak-unlocked = { $project } is unlocked: { $effect }
daybreak-done = { $player } is done with the Local stage.
daybreak-effect-swap = { $player } uses { $card }: { $amount } Dirty Energy becomes Clean Energy ({ $left } more { $left ->
    [one] use
   *[other] uses
  } this round).
daybreak-effect-retire = { $player } uses { $card }: { $amount } Dirty Energy is retired ({ $left } more { $left ->
    [one] use
   *[other] uses
  } this round).
daybreak-effect-clean = { $player } uses { $card }: { $amount } Clean Energy is added ({ $left } more { $left ->
    [one] use
   *[other] uses
  } this round).
daybreak-effect-cut = { $player } uses { $card }: { $amount } { $sector } Emissions removed ({ $left } more { $left ->
    [one] use
   *[other] uses
  } this round).
daybreak-effect-demand = { $player } uses { $card }: Energy Demand drops by { $amount } ({ $left } more { $left ->
    [one] use
   *[other] uses
  } this round).
daybreak-effect-relief = { $player } uses { $card }: { $amount } Communities in Crisis helped ({ $left } more { $left ->
    [one] use
   *[other] uses
  } this round).
daybreak-effect-trees = { $player } uses { $card }: { $amount } Trees planted ({ $left } more { $left ->
    [one] use
   *[other] uses
  } this round).
daybreak-effect-oceans = { $player } uses { $card }: { $amount } Ocean restored ({ $left } more { $left ->
    [one] use
   *[other] uses
  } this round).
daybreak-effect-dac = { $player } uses { $card }: { $amount } Direct Air Capture added ({ $left } more { $left ->
    [one] use
   *[other] uses
  } this round).
daybreak-effect-resilience = { $player } uses { $card }: resilience rises by { $amount } ({ $left } more { $left ->
    [one] use
   *[other] uses
  } this round).
daybreak-global-swap = each player turns { $amount } Dirty Energy into Clean Energy.
daybreak-global-retire = each player retires { $amount } Dirty Energy.
daybreak-global-clean = each player adds { $amount } Clean Energy.
daybreak-global-cut = each player removes { $amount } { $sector } Emissions.
daybreak-global-demand = each player's Energy Demand drops by { $amount }.
daybreak-global-relief = each player helps { $amount } Community in Crisis.
daybreak-global-trees = { $amount } Trees are planted.
daybreak-global-oceans = { $amount } Oceans are restored.
daybreak-global-dac = { $amount } Direct Air Capture is added.
daybreak-global-resilience = each player's resilience rises by { $amount }.

## Emissions stage

daybreak-shortfall = { $player } needs { $demand } energy but has { $energy }: { $short } Communities in Crisis.
daybreak-emitted = { $player } adds { $cubes } Carbon cubes to Recent Emissions: { $dirty } Dirty Energy and { $emissions } Emissions.
daybreak-sequestered = Trees ({ $trees }), Oceans ({ $oceans }) and DAC ({ $dac }) take { $cubes } cubes out of Recent Emissions; { $left } remain.
daybreak-drawdown = Drawdown! Recent Emissions are empty with capacity to spare: { $pulled } cubes come off the thermometer ({ $bands } bands left). Survive this Crisis stage and the team wins.
daybreak-band-broken = A Temperature Band is broken back into cubes ({ $bands } left).
daybreak-thermometer = { $cubes } cubes go onto the thermometer, five to a space, left to right, bottom to top.
daybreak-band = A row is full: its cubes are replaced by a Temperature Band ({ $bands } now).
daybreak-extra-crisis = At { $bands } bands more crises are drawn: one more face-down crisis joins this round.

## Crisis stage

daybreak-rolls = The Planetary die is rolled once per Temperature Band: { $rolls } { $rolls ->
    [one] roll
   *[other] rolls
  }.
daybreak-rolled = The die shows { $face }: the { $track } token { $tipping ->
    [full] is already at the end of its track, so its hazard strikes again.
    [yes] moves to space { $space } of { $length }, a tipping point: its hazard strikes.
   *[no] moves to space { $space } of { $length }.
  }
daybreak-hazard-weather = Change in Major Weather Systems: two more crises will be revealed.
daybreak-hazard-desertification = Desertification: Trees are lost.
daybreak-hazard-dieback = Dieback of the Amazon: { $players } Carbon { $players ->
    [one] cube is
   *[other] cubes are
  } added and { $players } { $players ->
    [one] Tree is
   *[other] Trees are
  } lost.
daybreak-hazard-arctic = Loss of Arctic Sea Ice: { 2 } cubes per player go straight onto the thermometer.
daybreak-hazard-permafrost = Thawing Permafrost: { 2 } Carbon cubes per player are added.
daybreak-hazard-acidification = Ocean Acidification: { $players } { $players ->
    [one] Ocean is
   *[other] Oceans are
  } lost.
daybreak-roll-again = That hazard added a Temperature Band: the Planetary die is rolled again.
daybreak-to-recent = { $cubes } Carbon cubes go into Recent Emissions, to be counted next round.
daybreak-trees-left = { $lost } { $lost ->
    [one] Tree
   *[other] Trees
  } to remove; { $count } left on the board.
daybreak-oceans-left = { $lost } { $lost ->
    [one] Ocean
   *[other] Oceans
  } to remove; { $count } left on the board.
daybreak-missing-trees = A Tree that is not there becomes a Community in Crisis for { $players }.
daybreak-missing-oceans = An Ocean that is not there becomes a Community in Crisis for { $players }.
daybreak-uncovered = A face-down crisis is turned over: { $crisis }.
daybreak-resolving = { $crisis } strikes: { $amounts }.
daybreak-share = { $player } { $amount }
daybreak-resolving-most = { $crisis } strikes only the player with the most { $tag } symbols in play, who discards { $amount } { $amount ->
    [one] card
   *[other] cards
  } carrying that symbol.
daybreak-passive-stays = { $crisis } is passive: it stays in play until enough symbols are tucked behind it.
daybreak-took-communities = { $player } takes { $count } Communities in Crisis.
daybreak-demand-up = { $player }'s Energy Demand rises by { $amount }.
daybreak-lose-resilience = { $player } loses { $count } resilience.
daybreak-lose-clean = { $player } loses { $count } Clean Energy.
daybreak-missing = { $player } lacks what the crisis takes: { $count } Communities in Crisis instead.
daybreak-nobody-most = { $crisis } finds nobody to hit: no one has { $tag } symbols in play, or it was fully countered.
daybreak-targeted = The Geoengineering die breaks the tie: { $crisis } hits { $player }.
daybreak-discarded-hand = { $player } discards { $card } from their hand.
daybreak-discarded-area = { $player } discards { $card } from their play area{ $uncovered ->
    [none] .
   *[other] : { $uncovered } is on top again and can be used.
  }{ $tucked ->
    [0] {""}
   *[other] { " " }Its { $tucked } tucked cards go with it.
  }

## Growth stage and the end

daybreak-growth = { $player }'s Energy Demand grows by { $growth } to { $demand }.
daybreak-next-round = The round tracker moves to round { $round }.
daybreak-win = Drawdown was reached and the Crisis stage survived: the whole team wins in round { $round }!
daybreak-lose-heat = The thermometer holds { $bands } Temperature Bands: the planet is too hot and the team loses.
daybreak-lose-communities = { $player } has { $count } Communities in Crisis: the team loses.
daybreak-lose-time = Round { $rounds } ends without Drawdown: the team loses.
daybreak-reason-win = Drawdown reached and survived in round { $round }
daybreak-reason-heat = 8 Temperature Bands: too hot
daybreak-reason-communities = { $players } reached 12 Communities in Crisis
daybreak-reason-time = six rounds without Drawdown

## The rulebook's numbers, read from the data

daybreak-chart-row = { $players ->
    [1] solo
   *[other] { $players } players
  } { $trees } { $trees ->
    [one] Tree
   *[other] Trees
  } and { $oceans } { $oceans ->
    [one] Ocean
   *[other] Oceans
  }

## The text description

daybreak-stage-global = Global stage
daybreak-stage-local = Local stage
daybreak-stage-emissions = Emissions stage
daybreak-stage-crisis = Crisis stage
daybreak-stage-growth = Growth stage
daybreak-stage-over = game over
daybreak-describe-board = Round { $round } of 6, { $stage }. Thermometer: { $bands } of 8 Temperature { $bands ->
    [one] Band
   *[other] Bands
  } and { $cubes } { $cubes ->
    [one] cube
   *[other] cubes
  } in the open row (space by space: { $spaces }); Recent Emissions { $recent }; Trees { $trees }, Oceans { $oceans }, DAC { $dac }.
daybreak-describe-drawdown = Drawdown reached this round: survive the Crisis stage to win.
daybreak-describe-track = { $track } (die face { $face }, { $length } spaces, tipping points at { $tipping }): { $space ->
    [0] no token on it yet
   *[other] token on space { $space }
  }
daybreak-describe-semicolons = { $head }; { $tail }
daybreak-describe-tracks = Planetary Effects: { $tracks }.
daybreak-describe-crisis = { $crisis }{ $passive ->
    [yes] {" "}(passive)
   *[no] {""}
  }{ $tucked ->
    [0] {""}
   *[other] {" "}with { $tucked } tucked behind it ({ $have } of the { $cancel } { $tag } symbols that cancel it)
  }
daybreak-describe-crises = { $faceup ->
    [0] No Crisis face up
   *[other] Crises face up, in the order they resolve: { $crises }
  }; { $facedown } face down; { $deck } { $deck ->
    [one] card
   *[other] cards
  } in the crisis deck.
daybreak-describe-project = { $project } (unlocks at { $needs })
daybreak-describe-projects = Global Projects: { $projects }.
daybreak-describe-offer = On offer to the team: { $projects }.
daybreak-describe-stack = stack { $stack } topped by { $card } ({ $played } { $played ->
    [one] card
   *[other] cards
  } played, { $tucked } tucked, used { $uses } of { $limit } this round)
daybreak-describe-player = { $player }: demand { $demand }, energy { $clean } clean and { $dirty } dirty, { $emissions } Emissions ({ $sectors }), resilience { $resilience }, { $communities } { $communities ->
    [one] Community
   *[other] Communities
  } in Crisis; { $hand ->
    [0] no cards in hand
    [one] 1 card in hand: { $cards }
   *[other] { $hand } cards in hand: { $cards }
  }; { $stackcount ->
    [0] no stacks
   *[other] { $stacks }
  }{ $done ->
    [yes] ; done.
   *[no] .
  }
daybreak-describe-carbon-none = No Emissions stage yet this game.
daybreak-describe-carbon-power = { $player } +{ $count }
daybreak-describe-carbon = This round's carbon: { $powers }; Trees, Oceans and DAC took { $sequestered }{ $pulled ->
    [0] {""}
   *[other] {""}, Drawdown { $pulled } off the thermometer
  }; { $heat } went onto the thermometer{ $bands ->
    [0] {""}.
    [one] {""}, 1 new band.
   *[other] {""}, { $bands } new bands.
  }
daybreak-describe-over = The game is over: { $reason }.
daybreak-describe-now = Now: { $now }.

## Quiz summaries (what an action changed, without naming it)

daybreak-change-seat = { $player }'s { $what }: { $old } → { $new }.
daybreak-change = { $what }: { $old } → { $new }.
daybreak-change-drawdown = Drawdown is reached.
daybreak-change-over = The game ends: { $reason }.
daybreak-change-none = No number on the board changes.
daybreak-field-demand = Energy Demand
daybreak-field-clean = Clean Energy
daybreak-field-dirty = Dirty Energy
daybreak-field-resilience = resilience
daybreak-field-communities = Communities in Crisis
daybreak-field-emissions = Emissions
daybreak-field-trees = Trees
daybreak-field-oceans = Oceans
daybreak-field-dac = DAC
daybreak-field-recent = Recent Emissions
daybreak-field-therm = cubes in the thermometer's open row
daybreak-field-bands = Temperature Bands

## The board (explorer/boards/daybreak.py): every text it shows

daybreak-board-example-note = The powers' starting values (China's follow the rulebook's examples), every card's text, the Tree and Ocean chart and the Planetary Effects tracks are our own example data: the rules page does not give them.

daybreak-board-status = <b>Round { $round } of 6 · { $stage } · { $now }{ $chance ->
    [yes] {" "}(let chance decide, or choose)
   *[no] {""}
  }</b>
daybreak-board-over = <b>Game over: { $reason }</b>
daybreak-board-stage-global = Global stage
daybreak-board-stage-local = Local stage
daybreak-board-stage-emissions = Emissions stage
daybreak-board-stage-crisis = Crisis stage
daybreak-board-stage-growth = Growth stage
daybreak-board-stage-over = The end
daybreak-board-bold = <b>{ $text }</b>
daybreak-board-lines = { $head }<br>{ $tail }
daybreak-board-list = { $head }, { $tail }

daybreak-board-no-column = No player for this column
daybreak-board-band = Temperature Band { $row }
daybreak-board-open-row = Open row: { $cubes } of 5 cubes in this space
daybreak-board-empty-row = Row { $row }: empty
daybreak-board-thermometer = Thermometer
daybreak-board-thermometer-count = { $bands } of 8 bands · { $cubes } { $cubes ->
    [one] cube
   *[other] cubes
  }

daybreak-board-recent = Recent Emissions
daybreak-board-trees = Trees
daybreak-board-oceans = Oceans
daybreak-board-dac = DAC
daybreak-board-sink = { $name }: { $count }
daybreak-board-round = Round
daybreak-board-round-space = Round { $round }{ $now ->
    [yes] {" "}(now)
   *[no] {""}
  }
daybreak-board-drawdown = <b>Drawdown reached!</b>

daybreak-board-effects = Planetary Effects
daybreak-board-track-label = { $face } { $short }
daybreak-board-track-weather = Weather
daybreak-board-track-desertification = Deserts
daybreak-board-track-dieback = Amazon
daybreak-board-track-arctic = Arctic ice
daybreak-board-track-permafrost = Permafrost
daybreak-board-track-acidification = Acid seas
daybreak-board-track-space = { $track }: space { $space } of { $length }{ $tipping ->
    [yes] , a tipping point
   *[no] {""}
  }{ $here ->
    [yes] {" "}(the token is here)
   *[no] {""}
  }

daybreak-board-crises = Crises
daybreak-board-crisis-hover = <b>{ $name }</b>{ $passive ->
    [yes] {" "}(passive)
   *[no] {""}
  }<br>{ $effect }<br>Tucked: { $have } of { $cancel } { $tag } symbols to cancel it
daybreak-board-crisis-label = { $name }
daybreak-board-crisis-deck = Crisis deck: { $deck } cards; { $facedown } face down this round
daybreak-board-face-down = face down
daybreak-board-amount = { $amount }{ $per_band ->
    [yes] {" "}per band
   *[no] {""}
  }
daybreak-board-crisis-cic = each player takes { $amount } Communities in Crisis
daybreak-board-crisis-discard-hand = each player discards { $amount } from hand
daybreak-board-crisis-discard-area = each player discards { $amount } from the play area
daybreak-board-crisis-lose-resilience = each player loses { $amount } resilience
daybreak-board-crisis-lose-clean = each player loses { $amount } Clean Energy
daybreak-board-crisis-lose-trees = { $amount } Tree per player is lost
daybreak-board-crisis-lose-oceans = { $amount } Ocean per player is lost
daybreak-board-crisis-most-tag = the player with most { $tag } symbols discards { $amount } of them
daybreak-board-crisis-demand = each player's Energy Demand rises by { $amount }
daybreak-board-crisis-no-dirty-removal = no Dirty Energy may be removed
daybreak-board-crisis-no-forecast = no crisis is forecast face up
daybreak-board-reduced = { $effect }, less resilience

daybreak-board-projects = Global Projects
daybreak-board-progress = { $have }/{ $need } { $tag }
daybreak-board-need = { $need } { $tag }
daybreak-board-project-hover = <b>{ $name }</b><br>Unlocks at: { $needs }<br>{ $effect }
daybreak-board-offer-hover = <b>Offered: { $name }</b><br>Needs { $needs }<br>{ $effect }
daybreak-board-on-offer = On offer (click to keep)
daybreak-board-project-label = { $name }
daybreak-board-effect-swap = { $amount } Dirty Energy becomes Clean
daybreak-board-effect-retire = retire { $amount } Dirty Energy
daybreak-board-effect-clean = add { $amount } Clean Energy
daybreak-board-effect-cut = remove { $amount } { $sector } Emissions
daybreak-board-effect-demand = Energy Demand -{ $amount }
daybreak-board-effect-relief = help { $amount } Communities in Crisis
daybreak-board-effect-trees = plant { $amount } Trees
daybreak-board-effect-oceans = restore { $amount } Oceans
daybreak-board-effect-dac = add { $amount } DAC
daybreak-board-effect-resilience = resilience +{ $amount }

daybreak-board-sector = { $sector } { $value }
daybreak-board-player-hover = <b>{ $player }</b><br>Emissions: { $emissions }
daybreak-board-player-label = <b>{ $player }</b>{ $done ->
    [yes] {" "}✓ done
   *[no] {""}
  }
daybreak-board-energy-hover = Energy Demand { $demand }; Clean { $clean }, Dirty { $dirty } (total { $total })
daybreak-board-energy-label = demand { $demand } · clean { $clean } · dirty { $dirty }
daybreak-board-emissions-label = emissions { $emissions } · resilience { $resilience }
daybreak-board-communities = { $count } Communities in Crisis (4: one card fewer, 8: two fewer, 12: the team loses)

daybreak-board-count = { $count } { $tag }
daybreak-board-stack-hover = <b>Stack { $stack }: { $name }</b><br>Action: { $effect } (+{ $bonus } from symbols), used { $uses } of { $limit }<br>Symbols: { $symbols }<br>Covered: { $covered }
daybreak-board-stack-needs = { $hover }<br>Needs: { $needs }
daybreak-board-none = none
daybreak-board-tuck = Tuck a card behind stack { $stack } ({ $played } played, { $tucked } tucked)
daybreak-board-new-stack = Start a new stack here
daybreak-board-hand = Hand
daybreak-board-hand-empty = (no cards)
daybreak-board-more = +{ $count } more
daybreak-board-card-name = { $name }
daybreak-board-stack-label = { $name }{ $covered ->
    [0] {""}
    [one] {""}, over 1 card
   *[other] {""}, over { $covered } cards
  }
daybreak-board-new-stack-label = (room for a new stack)
# The key under the top band: every mark that is not a word, said in words (issue 44). Each
# line short enough (44 ems at most) to grow to 18 px in presenter mode on the one power's
# board: a longer one met the board's edge and stayed at 14.8 px (test_board_daybreak_key_room).
daybreak-board-legend-1 = <b>Key.</b> Thermometer: red rows are Temperature Bands; a number: a space's cubes; grey: no player.
daybreak-board-legend-2 = Planetary Effects: a track's number is the die face that moves its token (blue ●); ◆ is a tipping point.
daybreak-board-legend-3 = Darker crises are passive. A number on a crisis, project or stack's tab: the cards tucked behind it.
daybreak-board-legend-4 = Orange: a power's Communities in Crisis (at 4 it draws a card fewer, at 8 two; at 12 the team loses).
daybreak-board-legend-5 = A stack's number turns grey once its action is used up this round. Point at anything for what it does.
daybreak-board-card-hover = <b>{ $name }</b> ({ $theme })<br>Symbols: { $symbols }<br>Action: { $effect }{ $bonus ->
    [none] {""}
   *[other] , +1 per { $bonus } in its stack
  }{ $needs ->
    [none] {""}
   *[other] <br>Needs { $needs } in its stack
  }{ $limit ->
    [1] {""}
   *[other] <br>{ $limit } uses a round
  }

daybreak-board-carbon-title = <b>Where the carbon went this round</b>
daybreak-board-carbon-none = No Emissions stage yet this game.
daybreak-board-carbon-power = { $power }<br>+{ $count }
daybreak-board-carbon-sinks = sinks −{ $count }
daybreak-board-carbon-drawdown = drawdown −{ $count }
daybreak-board-carbon-heat = thermometer +{ $count }{ $bands ->
    [0] {""}
    [one] {" "}(1 new band)
   *[other] {" "}({ $bands } new bands)
  }

# ----- The game's facts and the kinds of action (engine.py), as messages (issue 45) -----
daybreak-pitch = Daybreak (CMYK, 2023), cooperative: the world powers cut their emissions together and reach Drawdown within six rounds, before the planet warms too far.
daybreak-chance-label = Let chance decide
daybreak-kind-keep = Keep a Global Project
daybreak-kind-drop = Discard a Global Project
daybreak-kind-use = Take a Local action
daybreak-kind-play = Start a Local Project
daybreak-kind-tuck = Support a card
daybreak-kind-done = Done
daybreak-kind-discard = Discard for a crisis
daybreak-kind-reveal = Reveal a crisis
daybreak-kind-offer = Draw a Global Project
daybreak-kind-draw = Draw a Local Project
daybreak-kind-roll = Roll the Planetary die
daybreak-kind-target = Roll the Geoengineering die

# ----- The rulings' titles and readings (rulings.py), as messages (issue 45) -----
daybreak-ruling-desertification = Desertification removes
daybreak-reading-desertification-per-player = One Tree per player
daybreak-reading-desertification-one = One Tree in all
daybreak-ruling-missing-sink = A Tree or Ocean that is not there
daybreak-reading-missing-sink-player = The player whose share it was takes a Community in Crisis
daybreak-reading-missing-sink-everyone = Every player takes a Community in Crisis
daybreak-ruling-crisis-count = Crisis cards at 5 to 7 bands
daybreak-reading-crisis-count-every-two-bands = One more every two bands (4, 5, 5)
daybreak-reading-crisis-count-every-band = One more every band (5, 6, 7)
daybreak-ruling-hazard-cubes = Where Dieback and Permafrost put their cubes
daybreak-reading-hazard-cubes-recent = Into Recent Emissions
daybreak-reading-hazard-cubes-thermometer = Straight onto the thermometer
daybreak-ruling-most-tie = Players tied for the most symbols
daybreak-reading-most-tie-roll = The Geoengineering die picks one
daybreak-reading-most-tie-all = Every tied player is hit
daybreak-ruling-global-keep = The two Global Projects drawn each round
daybreak-reading-global-keep-one = The team keeps one
daybreak-reading-global-keep-one-or-none = The team keeps one or neither
daybreak-ruling-solo-growth = Solo: how fast Energy Demand grows
daybreak-reading-solo-growth-society = As the power's society grows
daybreak-reading-solo-growth-two = By 2 whatever the power
daybreak-ruling-solo-power = Solo: the world power you play
