# O Inconsciente: messages (en). Ids start with the game's prefix.

o-inconsciente-seat = Player { $n }
o-inconsciente-client =
    { $kind ->
        [study] study
       *[routine] routine
    } client { $n }
o-inconsciente-grief = grief { $n }
o-inconsciente-research = research card { $n }
o-inconsciente-effect =
    { $kind ->
        [points] { $n ->
        [one] { $n } point
       *[other] { $n } points
    }
        [coffee] { $n } coffee
        [heart] { $n ->
        [one] { $n } heart box
       *[other] { $n } heart boxes
    }
        [rep] a reputation point
       *[insight] a minor insight
    }
o-inconsciente-section-desire = desire
o-inconsciente-section-memory = memory
o-inconsciente-section-fear = fear
o-inconsciente-place-theatre = Theatre
o-inconsciente-place-library = Library
o-inconsciente-place-opera = Opera
o-inconsciente-place-museum = Museum
o-inconsciente-place-university = University
o-inconsciente-place-cafe = Café
o-inconsciente-rondel-column = the top space (a column)
o-inconsciente-rondel-row0 = the first row
o-inconsciente-rondel-row1 = the second row
o-inconsciente-rondel-row2 = the third row
o-inconsciente-rondel-reputation = the leftmost space (reputation)
o-inconsciente-action-notes = notes
o-inconsciente-action-research = research
o-inconsciente-action-thesis = thesis
o-inconsciente-action-insight = insights
o-inconsciente-action-move = move professor or Freud
o-inconsciente-describe = Round { $round }{ $last ->
        [1] {" "}(the last)
       *[0] {""}
    }, { $seat } to play. Freud's marker on reputation { $freud } (the clock is on { $clock }).
o-inconsciente-describe-table = Meeting table: { $free ->
        [one] { $free } free space
       *[other] { $free } free spaces
    }, { $blocked } blocked.
o-inconsciente-describe-table-seat = { $seat }'s pieces point at: { $actions }{ $bright ->
        [0] {""}
       *[other] {" "}{ $bright ->
        [one] ({ $bright } Brilliant Idea)
       *[other] ({ $bright } Brilliant Ideas)
    }
    }.
o-inconsciente-describe-professor = { $seat }'s professor { $place }
o-inconsciente-describe-city = City: Freud { $freud }; { $professors }; { $taken ->
        [one] { $taken } bonus claimed
       *[other] { $taken } bonuses claimed
    }; district tokens left: { $tokens }.
o-inconsciente-describe-none = none
o-inconsciente-describe-displays = Displays: level I note tiles for { $notes1 } coffee, level II for { $notes2 } coffee; clients: { $clients }; { $manifest ->
        [one] { $manifest } manifest dream
       *[other] { $manifest } manifest dreams
    }, { $research ->
        [one] { $research } research card
       *[other] { $research } research cards
    }, { $goals ->
        [one] { $goals } local goal
       *[other] { $goals } local goals
    } and { $theses ->
        [one] { $theses } thesis tile
       *[other] { $theses } thesis tiles
    } available.
o-inconsciente-describe-player = { $seat }: { $points ->
        [one] { $points } point
       *[other] { $points } points
    }, { $coffee } coffee, { $hearts ->
        [one] { $hearts } heart box
       *[other] { $hearts } heart boxes
    }, { $ideas ->
        [one] { $ideas } idea in reserve
       *[other] { $ideas } ideas in reserve
    } ({ $locked } locked), { $bright ->
        [one] { $bright } Brilliant Idea,
       *[other] { $bright } Brilliant Ideas,
    } reputation { $rep }; inkwell on { $inkwell }; { $notes } of 9 notes; { $insights ->
        [one] { $insights } insight on the disc
       *[other] { $insights } insights on the disc
    } and { $own } of their colour; office: { $office }; { $cured ->
        [one] { $cured } cured client
       *[other] { $cured } cured clients
    }, { $hand ->
        [one] { $hand } research card in hand
       *[other] { $hand } research cards in hand
    }, { $played } in play, { $theses ->
        [one] { $theses } thesis published
       *[other] { $theses } theses published
    }, { $goals ->
        [one] { $goals } goal.
       *[other] { $goals } goals.
    }
o-inconsciente-describe-office-blocked = a blocked space
o-inconsciente-describe-office-empty = an empty space
o-inconsciente-describe-office-client = the { $client } at therapy { $mark } of { $cure }{ $grief ->
        [1] , with a grief
       *[0] , no grief
    }{ $dream ->
        [1] , with a dream
       *[0] , no dream
    }
o-inconsciente-describe-over = The game is over: { $count ->
        [1] { $winners } wins
       *[other] { $winners } share the win
    }. Final scores: { $scores }.
o-inconsciente-describe-final-score = { $seat } { $points ->
        [1] { $points } point
       *[other] { $points } points
    }
# a move whose key names what the board lacks (a thesis or table space 99, typed or read
# from a file): said in words, never as the key
o-inconsciente-label-key = A move naming something this board does not have
o-inconsciente-label-declare = Declare ideas: { $pieces }
# one piece declared, and the table space it takes (o-inconsciente-table-space-name)
o-inconsciente-declare-piece = { $bright ->
        [1] a Brilliant Idea
       *[other] an idea
    } on { $space }
# a meeting-table space as the board names it ("Space of research", its inkwell), with its row
# (from the top) and column (from the left): two spaces of one action are told apart
o-inconsciente-table-space-name = the space of { $action } in row { $row }, column { $col } (inkwell { $ink })
o-inconsciente-label-bonus = Bonus { $place }: { $effect }
o-inconsciente-label-cash = Trade 1 heart box for 2 points
o-inconsciente-label-client = Choose the { $client }
o-inconsciente-label-column = Activate column { $col }
o-inconsciente-label-district = District { $d } bonus: { $effect }
o-inconsciente-label-done = Stop moving insights
o-inconsciente-label-draw = Draw a card ({ $deck }): { $card }
o-inconsciente-label-draw-hidden = Draw a card ({ $deck })
# the cards chance may draw, each apart from the others of its pile
o-inconsciente-latent-name = latent dream { $n } (therapy { $therapy })
o-inconsciente-manifest-card-name = manifest dream card { $n } (therapy { $therapy })
o-inconsciente-note-card-name = note tile { $n }: { $tile }
o-inconsciente-label-elevate = 2 coffee: elevate a { $section } insight{ $own ->
        [1] {" "}of your colour
       *[0] {""}
    } (level { $level })
o-inconsciente-label-end = End the turn
o-inconsciente-label-heart = Use 1 heart box on client { $slot }
o-inconsciente-label-idea = 3 coffee: gain a Brilliant Idea
o-inconsciente-label-ink = Move the inkwell { $n ->
        [one] { $n } space
       *[other] { $n } spaces
    }
o-inconsciente-label-keep = Keep the hand
o-inconsciente-label-lift = Free elevation of a { $section } insight{ $own ->
        [1] {" "}of your colour
       *[0] {""}
    } (level { $level })
o-inconsciente-label-manifest = Manifest dream { $n } from the display
o-inconsciente-label-manifest-deck = Manifest dream from the top of the deck
o-inconsciente-label-minor = A minor insight in { $section }
o-inconsciente-label-move-freud =
    Move Freud to the { $place }{ $bright ->
        [0] {""}
       *[other] {" "}{ $bright ->
        [one] (+{ $bright } Brilliant Idea)
       *[other] (+{ $bright } Brilliant Ideas)
    }
    }
o-inconsciente-label-move-prof =
    Move the professor to the { $place }{ $bright ->
        [0] {""}
       *[other] {" "}{ $bright ->
        [one] (+{ $bright } Brilliant Idea)
       *[other] (+{ $bright } Brilliant Ideas)
    }
    }
o-inconsciente-label-note = Level { $level ->
        [1] I
       *[2] II
    } tile of column { $slot } onto row { $row }, space { $col }
o-inconsciente-label-play = Play { $card }
o-inconsciente-label-recover = Recover ideas
o-inconsciente-label-research = Draw a research card
o-inconsciente-label-rest = Pass (nothing to do)
o-inconsciente-label-set = One insight of each kind for a heart box{ $own ->
        [0] {""}
        [one] {" "}(1 of your colour)
       *[other] {" "}({ $own } of your colour)
    }
o-inconsciente-label-shift = Free transfer of a { $section } insight{ $own ->
        [1] {" "}of your colour
       *[0] {""}
    } to { $target } (level { $level })
o-inconsciente-label-skip = Do nothing here
o-inconsciente-label-start-row = Starting tile ({ $tile }) on row { $row }
o-inconsciente-step-start-row = { $seat } puts the starting tile on row { $row } and the professor { $place }.
o-inconsciente-step-own-insight = { $seat } completes a row or column: an insight of their colour goes to the minor space of { $section }.
o-inconsciente-ruling-starting-resources = Starting resources
o-inconsciente-reading-starting-resources-example = Example values
o-inconsciente-reading-starting-resources-none = None
o-inconsciente-ruling-generate = The generate effect
o-inconsciente-reading-generate-minor-insight = A minor insight
o-inconsciente-reading-generate-nothing = Nothing
o-inconsciente-ruling-suppress = Suppressing an insight
o-inconsciente-reading-suppress-lower = Down one level
o-inconsciente-reading-suppress-remove = Off the disc
o-inconsciente-ruling-dream-insights = The dream's insights
o-inconsciente-reading-dream-insights-spend = Spent
o-inconsciente-reading-dream-insights-keep = Kept
o-inconsciente-ruling-ink-value = Inkwell value with two ideas
o-inconsciente-reading-ink-value-max = The larger icon
o-inconsciente-reading-ink-value-sum = The sum of the icons
o-inconsciente-ruling-district-ladder = District ladder
o-inconsciente-reading-district-ladder-one-two-three = 1, 2, 3 districts
o-inconsciente-reading-district-ladder-two-three = 2, 3 districts
o-inconsciente-ruling-track-ties = Ties on the track
o-inconsciente-reading-track-ties-share = Tied players share
o-inconsciente-reading-track-ties-nobody = Nobody scores
o-inconsciente-ruling-own-insights = Insights of your colour
o-inconsciente-reading-own-insights-line-complete = Reach the disc when their line is complete
o-inconsciente-reading-own-insights-from-start = On the disc from the start
o-inconsciente-ruling-win-ties = Final ties
o-inconsciente-reading-win-ties-shared = Shared win
o-inconsciente-reading-win-ties-coffee = Most coffee breaks ties
o-inconsciente-pitch = Psychoanalysts in Freud's Vienna declare ideas, treat clients and publish theses (Unconscious Mind, Fantasia Games 2024; Mosaico in Brazil).
o-inconsciente-result = Freud's marker reached the clock and the last round is over.
o-inconsciente-example-note = Boards, cards and tiles: example data, not from the rulebook.
o-inconsciente-deck-grief = grief
o-inconsciente-deck-latent = latent dream
o-inconsciente-deck-manifest = manifest dream for the display
o-inconsciente-deck-office-manifest = manifest dream from the top
o-inconsciente-deck-research = research
o-inconsciente-deck-note = note tile
o-inconsciente-deck-routine = routine client
o-inconsciente-deck-study = study client
o-inconsciente-kind-setup = Setup
o-inconsciente-kind-turn = Turn actions
o-inconsciente-kind-choice = Choices
o-inconsciente-kind-convert = At any time
o-inconsciente-kind-chance = Chance
o-inconsciente-chance-label = Let chance decide
o-inconsciente-label-start = Starting client: { $client }
o-inconsciente-label-suppress = 1 coffee: suppress a { $section } insight{ $own ->
        [1] {" "}of your colour
       *[0] {""}
    } (level { $level })
o-inconsciente-label-swap = Swap { $card } for display card { $n }
o-inconsciente-label-thesis = Publish a thesis of { $volumes } volumes ({ $points } points)
o-inconsciente-label-track = Track action: { $effect }
o-inconsciente-label-transfer = 2 coffee: transfer a { $section } insight{ $own ->
        [1] {" "}of your colour
       *[0] {""}
    } to { $target } (level { $level })
o-inconsciente-label-treat = Treat client { $slot }
o-inconsciente-label-treat-both = Treat both clients
o-inconsciente-no-convert = That trade is not possible now: coffee, heart boxes or insights are short.
o-inconsciente-no-declare = Those ideas cannot go there: the space is taken or blocked, the piece is missing, or you already point at that action.
o-inconsciente-no-note = That tile cannot go there: coffee is short, or the space is not the leftmost free one of a row your cured clients open.
o-inconsciente-no-now = Not now: { $due }.
o-inconsciente-no-convert-thesis = While you write a thesis, your last insight of your colour stays on the disc: publishing moves it onto the thesis.
o-inconsciente-no-convert-now = Trades are for your own turn, not during setup or another player's choice.
o-inconsciente-no-recover = To recover ideas you need at least one piece on the meeting table.
o-inconsciente-no-thesis = That thesis cannot be published: a research card of yours in play for the first volume, volumes for the rest, or an insight of your colour on the disc is missing.
o-inconsciente-no-minor = There is no common insight left in the centre of your disc.
o-inconsciente-no-move = The professor moves 1 or 2 locations or to Freud; Freud moves 1 to 3; each Brilliant Idea must be in your supply.
o-inconsciente-no-research = The research pile is empty.
o-inconsciente-no-swap = You can only swap a card from your hand for a display card.
o-inconsciente-no-play = You can only play a card from your hand.
o-inconsciente-no-lift = That elevation is not possible: no insight there, it is already at the top level, or the free elevations are used up.
o-inconsciente-no-shift = That transfer is not possible: only to the neighbouring section, with an insight there, and just once.
o-inconsciente-no-ink = The inkwell moves the icons' value; each Brilliant Idea changes it by 1, and it moves at least 1.
o-inconsciente-no-column = Only an unlocked column (no idea on top) can be activated.
o-inconsciente-no-track = Choose one of the two actions below Freud's marker.
o-inconsciente-no-bonus = That bonus is not free, is not where your professor or Freud stands, or the district has no tokens left.
o-inconsciente-no-district = That district bonus asks for more symbols of its two locations, an insight of your colour on the disc, or is already taken.
o-inconsciente-no-heart = There is no heart box, or no client in that space.
o-inconsciente-no-client = That client is not on the display.
o-inconsciente-no-manifest = That manifest dream is not on the display, or the deck is empty.
o-inconsciente-no-row = The starting tile goes on one of the three rows.
o-inconsciente-no-start = That starting client is not among those turned up.
o-inconsciente-due-start-row = each player puts the starting tile on a row
o-inconsciente-due-start-client = starting clients are being chosen
o-inconsciente-due-pick-client = a display client for the office
o-inconsciente-due-manifest = a manifest dream for the client
o-inconsciente-due-draw = chance draws a card
o-inconsciente-due-turn = choose Declare Ideas, Recover Ideas or Treat Clients
o-inconsciente-due-resolve = resolve the action your piece points at
o-inconsciente-due-swap = swap a research card with the display or keep your hand
o-inconsciente-due-play = play a research card from your hand or pass
o-inconsciente-due-free = use the free elevations and transfer, or stop
o-inconsciente-due-ink = move the inkwell
o-inconsciente-due-column = choose the column to activate
o-inconsciente-due-track = choose the action below Freud's marker
o-inconsciente-due-bonus = claim a bonus
o-inconsciente-due-hearts = use heart boxes or end the turn
o-inconsciente-no-over = The game is already over.
o-inconsciente-no-treat = That client cannot be treated: there is no client with a dream there, or it was treated this turn.
o-inconsciente-step-bonus = { $seat } claims a bonus { $place }.
o-inconsciente-step-cash = { $seat } trades a heart box for 2 points.
o-inconsciente-step-catharsis = Catharsis: { $seat } scores { $n ->
        [one] { $n } point
       *[other] { $n } points
    } and discards the grief.
o-inconsciente-step-client = { $seat } takes the { $client } with { $grief }.
o-inconsciente-step-clock = Freud's marker reached the clock: { $seat } scores 3; this round ends and one more is played.
o-inconsciente-step-cure = { $seat } cures the { $client }: { $n ->
        [one] { $n } point
       *[other] { $n } points
    } and { $hearts ->
        [one] { $hearts } heart box
       *[other] { $hearts } heart boxes
    } for the excess.
o-inconsciente-step-display = A new card fills the display.
o-inconsciente-step-district = { $seat } puts an insight in district { $d } and takes the bonus.
o-inconsciente-step-drawn = { $seat } draws a research card.
o-inconsciente-step-dream-gone = { $seat }'s client's dream is discarded.
o-inconsciente-step-free = { $seat } moves an insight for free.
o-inconsciente-step-freud-walks = An icon was passed: Freud walks { $place }.
o-inconsciente-step-gain = { $seat } gains { $effect }.
o-inconsciente-step-goal = { $seat } meets local goal { $goal } and claims it.
o-inconsciente-step-heart = { $seat } uses a heart box on client { $slot }.
o-inconsciente-step-idea = { $seat } spends 3 coffee on a Brilliant Idea.
o-inconsciente-step-ink = { $seat }'s inkwell moves { $n ->
        [one] { $n } space
       *[other] { $n } spaces
    } { $spent ->
        [one] ({ $spent } Brilliant Idea spent)
       *[other] ({ $spent } Brilliant Ideas spent)
    } and stops on { $space }.
o-inconsciente-step-latent = { $seat } draws a latent dream.
o-inconsciente-step-leftovers = The starting clients nobody chose go to the bottom of the pile; their griefs leave the game.
o-inconsciente-step-line = { $seat } activates { $n ->
        [one] { $n } note tile
       *[other] { $n } note tiles
    }.
o-inconsciente-step-manifest = { $seat } chooses manifest dream { $n } from the display.
o-inconsciente-step-manifest-deck = { $seat } takes the manifest dream from the top of the deck.
o-inconsciente-step-marker = { $seat }'s therapy marker starts on { $n }.
o-inconsciente-step-minor = { $seat } puts a minor insight in { $section }.
o-inconsciente-step-move =
    { $seat } moves { $who ->
        [freud] Freud
       *[prof] the professor
    } { $place } and uses its effect { $n ->
        [one] once
       *[other] { $n } times
    }.
o-inconsciente-step-note =
    { $seat } pays { $cost } coffee and puts the tile on row { $row }, space { $col }{ $replaced ->
        [1] {" "}(replacing another)
       *[0] {""}
    }.
o-inconsciente-step-over = The last round is over: final scoring.
o-inconsciente-step-place = { $seat } points a piece at the { $action } action.
o-inconsciente-step-play = { $seat } puts { $card } into play.
o-inconsciente-step-recover = { $seat } takes the ideas back and gains { $n } coffee.
o-inconsciente-step-rep = { $seat } gains reputation (now { $n }); Freud goes to { $freud }.
o-inconsciente-step-rep-nine = { $seat } has filled all nine spaces of the notebook: a reputation point (now { $n }); Freud goes to { $freud }.
o-inconsciente-step-research = { $seat } is to draw a research card.
o-inconsciente-step-research-empty = The research pile is empty: { $seat } draws nothing, but may still swap a hand card with the display and play one.
o-inconsciente-step-rest = { $seat } has nothing to do and passes.
o-inconsciente-step-set = { $seat } trades one insight of each kind for a heart box{ $own ->
        [0] {""}
        [one] {" "}(1 of their colour)
       *[other] {" "}({ $own } of their colour)
    }.
o-inconsciente-step-skip = { $seat } does not use this action.
o-inconsciente-step-start-client = { $seat } chooses the { $client } as starting client.
o-inconsciente-step-swap = { $seat } swaps { $card } with the display.
o-inconsciente-step-therapy-points = { $seat }'s marker passes an icon: { $n ->
        [one] { $n } point
       *[other] { $n } points
    }.
o-inconsciente-step-thesis = { $seat } publishes a thesis of { $volumes } volumes ({ $cited } cited) and scores { $n }.
o-inconsciente-step-track = { $seat } activates the reputation track: { $points ->
        [one] { $points } point
       *[other] { $points } points
    } and { $coffee } coffee.
o-inconsciente-step-treat = { $seat } treats the { $client }: therapy moves { $n }.
o-inconsciente-step-unblock = { $seat }'s starting grief is gone: the second office space opens.
o-inconsciente-step-unlock = { $seat } completes a lap: the idea of column { $col } is unlocked.
o-inconsciente-step-suppress = { $seat } spends 1 coffee to suppress a { $section } insight{ $own ->
        [1] {" "}of their colour
       *[0] {""}
    }.
o-inconsciente-step-elevate = { $seat } spends 2 coffee to elevate a { $section } insight{ $own ->
        [1] {" "}of their colour
       *[0] {""}
    }.
o-inconsciente-step-transfer = { $seat } spends 2 coffee to transfer a { $section } insight{ $own ->
        [1] {" "}of their colour
       *[0] {""}
    }.
o-inconsciente-thesis = thesis { $n } ({ $volumes } volumes)
o-inconsciente-label-volume = { $card } as the next volume
o-inconsciente-label-cite = Cite { $thesis } { $n ->
        [one] ({ $n } volume)
       *[other] ({ $n } volumes)
    }
o-inconsciente-step-thesis-chosen = { $seat } chooses a thesis of { $volumes } volumes and fills them from left to right.
o-inconsciente-step-volume = { $seat } puts { $card } into a volume of the thesis.
o-inconsciente-step-cite = { $seat } cites { $thesis } for a volume of the thesis.
o-inconsciente-no-volume = That card cannot be a volume: it is not a research card of yours in play, or with it the volumes left could not be filled without a gap.
o-inconsciente-no-cite = That thesis cannot be cited here: it is not another player's, it is cited already, this is the first volume (a research card of yours), or it would leave a gap.
o-inconsciente-due-volume = fill the thesis's next volume
o-inconsciente-reading-track-ties-stack = The one on top of the stack
o-inconsciente-ruling-thesis-citation = Volumes of a cited thesis
o-inconsciente-reading-thesis-citation-one-volume = One volume
o-inconsciente-reading-thesis-citation-its-size = As many as it has
o-inconsciente-ruling-empty-research = An empty research pile
o-inconsciente-reading-empty-research-hand = Swap and play from your hand
o-inconsciente-reading-empty-research-closed = No research action
o-inconsciente-board-hover = <b>{ $name }</b>: { $rest }
o-inconsciente-board-nothing = {""}
o-inconsciente-board-title-table = Meeting table
o-inconsciente-board-title-city = City
o-inconsciente-board-title-displays = Displays
o-inconsciente-board-row-notes = Notes
o-inconsciente-board-row-clients = Clients
o-inconsciente-board-row-dreams = Dreams
o-inconsciente-board-row-research = Research
o-inconsciente-board-row-goals = Goals
o-inconsciente-board-title-track = Reputation track
o-inconsciente-board-seat-notebook = { $seat }: notebook
o-inconsciente-board-disc = Disc
o-inconsciente-board-office = Office
o-inconsciente-board-rondel = Inkwell
o-inconsciente-board-status = { $points ->
        [one] { $points } point
       *[other] { $points } points
    }<br>{ $coffee } coffee · { $ideas ->
        [one] { $ideas } idea
       *[other] { $ideas } ideas
    }<br>{ $hearts ->
        [one] { $hearts } heart box
       *[other] { $hearts } heart boxes
    }<br>{ $bright ->
        [one] { $bright } Brilliant Idea
       *[other] { $bright } Brilliant Ideas
    }
o-inconsciente-board-table-space = Space of { $action }
# a table space's hover names it as the Play tab's declarations do (table-space-name)
o-inconsciente-board-table-at = Meeting table: { $space }
o-inconsciente-board-table-blocked = Blocked: { $space }
o-inconsciente-board-free = free
o-inconsciente-board-taken-by = { $seat }'s
o-inconsciente-board-short-notes = N
o-inconsciente-board-short-research = R
o-inconsciente-board-short-thesis = T
o-inconsciente-board-short-insight = I
o-inconsciente-board-short-move = M
o-inconsciente-board-short-bright = { $short }★
o-inconsciente-board-bonus = Bonus { $n } { $place }
o-inconsciente-board-effect-and = { $effect }, { $then }
o-inconsciente-board-district-name = District { $d }
o-inconsciente-board-district = { $need } symbols → { $effect } ({ $tokens } tokens)
o-inconsciente-board-empty = empty
o-inconsciente-board-notes-name = Level { $level ->
        [1] I
       *[2] II
    } note tile, column { $n }
o-inconsciente-board-notes = { $cost } coffee: { $main } / banner { $banner }
o-inconsciente-board-clients-name = Display client { $n }
o-inconsciente-board-client = therapy { $therapy }, discharge at { $cure }, { $points } pts{ $grief ->
        [1] , with a grief
       *[0] , no grief
    }
o-inconsciente-board-manifest-name = Manifest dream { $n }
o-inconsciente-board-manifest = therapy { $therapy }; asks for { $sections }
o-inconsciente-board-research-name = Display research card { $n }
o-inconsciente-board-research = symbol { $place }; when played, { $effect }
o-inconsciente-board-goal-name = Local goal { $n }
o-inconsciente-board-goal-cured = { $n ->
        [one] { $n } cured client
       *[other] { $n } cured clients
    }
o-inconsciente-board-goal-notes = { $n } notes
o-inconsciente-board-goal-theses = { $n ->
        [one] { $n } thesis published
       *[other] { $n } theses published
    }
o-inconsciente-board-goal-research = { $n } research cards in play
o-inconsciente-board-goal-points = { $n } points
o-inconsciente-board-goal-coffee = { $n } coffee
o-inconsciente-board-goal-hearts = { $n } heart boxes
o-inconsciente-board-track-name = Reputation { $n }
o-inconsciente-board-track = { $points } pts, { $coffee } coffee{ $icon ->
        [1] ; a move-Freud icon
       *[0] {""}
    }
o-inconsciente-board-clock-name = Clock
o-inconsciente-board-clock = when Freud's marker gets here, the end of the game begins
o-inconsciente-board-note-name = { $seat }'s notebook, row { $row }, space { $col }
o-inconsciente-board-note-free = free (the row needs { $need ->
        [one] { $need } cured client
       *[other] { $need } cured clients
    })
o-inconsciente-board-note = { $effect }
o-inconsciente-board-disc-name = { $seat }'s disc
o-inconsciente-board-disc-section = { $section } { $counts }
o-inconsciente-board-disc-rest = { $sections }; centre { $centre }; of their colour: { $own }
o-inconsciente-board-bright-name = { $seat }'s Brilliant Idea
o-inconsciente-board-bright = click it, then a table space, to declare it
o-inconsciente-board-office-name = { $seat }'s office, space { $n }
o-inconsciente-board-office-blocked = blocked by the office card
o-inconsciente-board-office-client = the { $client }, therapy { $mark } of { $cure }{ $grief ->
        [1] , with a grief
       *[0] , no grief
    }{ $dream ->
        [1] , with a dream
       *[0] , no dream
    }
o-inconsciente-board-rondel-name = { $seat }'s inkwell
o-inconsciente-board-rondel-space = { $space }{ $here ->
        [1] {" "}(the inkwell is here)
       *[0] {""}
    }
o-inconsciente-board-row-start = Starting clients
o-inconsciente-note-tile = { $main } / banner: { $banner }
o-inconsciente-board-first-name = { $seat }'s starting tile { $n }
o-inconsciente-board-first = { $tile }; click it, then the first space of a notebook row
o-inconsciente-board-row-first = Starting tiles
o-inconsciente-place-in-theatre = at the Theatre
o-inconsciente-place-to-theatre = to the Theatre
o-inconsciente-place-of-theatre = of the Theatre
o-inconsciente-place-in-library = at the Library
o-inconsciente-place-to-library = to the Library
o-inconsciente-place-of-library = of the Library
o-inconsciente-place-in-opera = at the Opera
o-inconsciente-place-to-opera = to the Opera
o-inconsciente-place-of-opera = of the Opera
o-inconsciente-place-in-museum = at the Museum
o-inconsciente-place-to-museum = to the Museum
o-inconsciente-place-of-museum = of the Museum
o-inconsciente-place-in-university = at the University
o-inconsciente-place-to-university = to the University
o-inconsciente-place-of-university = of the University
o-inconsciente-place-in-cafe = at the Café
o-inconsciente-place-to-cafe = to the Café
o-inconsciente-place-of-cafe = of the Café

## Issue 44, "One language at a time" and O Inconsciente's board: names instead of codes, a key
## to the letters and symbols left, the levels of the note tiles named, the scores at the end.
o-inconsciente-board-notes-level = { $level ->
        [1] level I
       *[other] level II
    }
o-inconsciente-board-key-freud = Freud's marker
o-inconsciente-board-key-item = { $mark }: { $what }
o-inconsciente-board-key-bright = Brilliant Idea
o-inconsciente-board-key-blocked = blocked
o-inconsciente-board-key-note = note taken
o-inconsciente-board-key-inkwell = inkwell
o-inconsciente-board-status-scored = Final: { $points ->
        [one] { $points } point
       *[other] { $points } points
    }<br>{ $coffee } coffee · { $ideas ->
        [one] { $ideas } idea
       *[other] { $ideas } ideas
    }<br>{ $hearts ->
        [one] { $hearts } heart box
       *[other] { $hearts } heart boxes
    }<br>{ $bright ->
        [one] { $bright } Brilliant Idea
       *[other] { $bright } Brilliant Ideas
    }

## Issue 44, O Inconsciente's board at a projector: what the number in a circle counts, in
## the board's key (s3 full a)
o-inconsciente-board-key-numbers = Numbers in circles:
o-inconsciente-board-key-number-notes = note tiles: coffee cost
o-inconsciente-board-key-number-points = clients, track: points
o-inconsciente-board-key-number-dreams = dreams, offices: therapy
o-inconsciente-board-key-number-research = research: card 1 or 2
o-inconsciente-board-key-number-goals = goals: amount needed
o-inconsciente-board-key-number-districts = districts: symbols needed
o-inconsciente-board-key-number-disc = disc: insights on it
# Labels of a key read without its position (the position names the tile, client, card or deck).
o-inconsciente-label-start-row-any = Starting tile { $tile } of the office card on row { $row }
o-inconsciente-label-start-any = Starting client { $n } of those turned up
o-inconsciente-label-client-any = The display's client { $n }
o-inconsciente-label-track-any = Track action { $n } below Freud's marker
o-inconsciente-label-cite-any = Cite { $thesis }
o-inconsciente-label-draw-any = Draw a card
