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
        [points] { $n } point(s)
        [coffee] { $n } coffee
        [heart] { $n } heart box(es)
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
o-inconsciente-describe = Round { $round }, { $seat } to play. Freud's reputation { $freud } (clock at { $clock }). Points: { $scores }.
o-inconsciente-describe-over = The game is over.
o-inconsciente-label-key = { $key }
o-inconsciente-label-declare =
    Declare ideas: { $actions }{ $bright ->
        [0] {""}
       *[other] {" "}(with { $bright } Brilliant Idea(s))
    }
o-inconsciente-label-bonus = Bonus at the { $place }: { $effect }
o-inconsciente-label-cash = Trade 1 heart box for 2 points
o-inconsciente-label-client = Choose the { $client }
o-inconsciente-label-column = Activate column { $col }
o-inconsciente-label-district = District { $d } bonus: { $effect }
o-inconsciente-label-done = Stop moving insights
o-inconsciente-label-draw = Draw a card ({ $deck })
o-inconsciente-label-elevate = 2 coffee: elevate a { $section } insight (level { $level })
o-inconsciente-label-end = End the turn
o-inconsciente-label-heart = Use 1 heart box on client { $slot }
o-inconsciente-label-idea = 3 coffee: gain a Brilliant Idea
o-inconsciente-label-ink = Move the inkwell { $n } space(s)
o-inconsciente-label-keep = Keep the hand
o-inconsciente-label-lift = Free elevation of a { $section } insight (level { $level })
o-inconsciente-label-manifest = Manifest dream { $n } from the display
o-inconsciente-label-manifest-deck = Manifest dream from the top of the deck
o-inconsciente-label-minor = A minor insight in { $section }
o-inconsciente-label-move-freud =
    Move Freud to the { $place }{ $bright ->
        [0] {""}
       *[other] {" "}(+{ $bright } Brilliant Idea(s))
    }
o-inconsciente-label-move-prof =
    Move the professor to the { $place }{ $bright ->
        [0] {""}
       *[other] {" "}(+{ $bright } Brilliant Idea(s))
    }
o-inconsciente-label-note = Tile of column { $slot } onto row { $row }, space { $col }
o-inconsciente-label-play = Play { $card }
o-inconsciente-label-recover = Recover ideas
o-inconsciente-label-research = Draw a research card
o-inconsciente-label-rest = Pass (nothing to do)
o-inconsciente-label-set = One insight of each kind for a heart box
o-inconsciente-label-shift = Free transfer of a { $section } insight to { $target } (level { $level })
o-inconsciente-label-skip = Do nothing here
o-inconsciente-label-start-row = Starting tile on row { $row }
o-inconsciente-step-start-row = { $seat } puts the starting tile on row { $row } and the professor on the { $place }.
o-inconsciente-step-own-insight = { $seat } completes a row or column: an insight of their colour goes to the disc.
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
o-inconsciente-label-suppress = 1 coffee: suppress a { $section } insight (level { $level })
o-inconsciente-label-swap = Swap { $card } for display card { $n }
o-inconsciente-label-thesis = Publish a thesis of { $volumes } volumes ({ $points } points)
o-inconsciente-label-track = Track action: { $effect }
o-inconsciente-label-transfer = 2 coffee: transfer a { $section } insight to { $target } (level { $level })
o-inconsciente-label-treat = Treat client { $slot }
o-inconsciente-label-treat-both = Treat both clients
o-inconsciente-no-convert = That trade is not possible now: coffee, heart boxes or insights are short.
o-inconsciente-no-declare = Those ideas cannot go there: the space is taken or blocked, the piece is missing, or you already point at that action.
o-inconsciente-no-note = That tile cannot go there: coffee is short, or the space is not the leftmost free one of a row your cured clients open.
o-inconsciente-no-now = Not now: { $due }.
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
o-inconsciente-step-bonus = { $seat } claims a bonus at the { $place }.
o-inconsciente-step-cash = { $seat } trades a heart box for 2 points.
o-inconsciente-step-catharsis = Catharsis: { $seat } scores { $n } point(s) and discards the grief.
o-inconsciente-step-client = { $seat } takes the { $client } with { $grief }.
o-inconsciente-step-clock = Freud's marker reached the clock: { $seat } scores 3; this round ends and one more is played.
o-inconsciente-step-cure = { $seat } cures the { $client }: { $n } point(s) and { $hearts } heart box(es) for the excess.
o-inconsciente-step-display = A new card fills the display.
o-inconsciente-step-district = { $seat } puts an insight in district { $d } and takes the bonus.
o-inconsciente-step-drawn = { $seat } draws a research card.
o-inconsciente-step-dream-gone = { $seat }'s client's dream is discarded.
o-inconsciente-step-free = { $seat } moves an insight for free.
o-inconsciente-step-freud-walks = An icon was passed: Freud walks to the { $place }.
o-inconsciente-step-gain = { $seat } gains { $effect }.
o-inconsciente-step-goal = { $seat } meets local goal { $goal } and claims it.
o-inconsciente-step-heart = { $seat } uses a heart box on client { $slot }.
o-inconsciente-step-idea = { $seat } spends 3 coffee on a Brilliant Idea.
o-inconsciente-step-ink = { $seat }'s inkwell moves { $n } space(s) ({ $spent } Brilliant Idea(s) spent) and stops on { $space }.
o-inconsciente-step-latent = { $seat } draws a latent dream.
o-inconsciente-step-leftovers = The starting clients nobody chose go to the bottom of the pile; their griefs leave the game.
o-inconsciente-step-line = { $seat } activates { $n } note tile(s).
o-inconsciente-step-manifest = { $seat } chooses manifest dream { $n } from the display.
o-inconsciente-step-manifest-deck = { $seat } takes the manifest dream from the top of the deck.
o-inconsciente-step-marker = { $seat }'s therapy marker starts on { $n }.
o-inconsciente-step-minor = { $seat } puts a minor insight in { $section }.
o-inconsciente-step-move =
    { $seat } moves { $who ->
        [freud] Freud
       *[prof] the professor
    } to the { $place } and uses its effect { $n } time(s).
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
o-inconsciente-step-research = { $seat } is to draw a research card.
o-inconsciente-step-rest = { $seat } has nothing to do and passes.
o-inconsciente-step-set = { $seat } trades one insight of each kind for a heart box.
o-inconsciente-step-skip = { $seat } does not use this action.
o-inconsciente-step-start-client = { $seat } chooses the { $client } as starting client.
o-inconsciente-step-swap = { $seat } swaps { $card } with the display.
o-inconsciente-step-therapy-points = { $seat }'s marker passes an icon: { $n } point(s).
o-inconsciente-step-thesis = { $seat } publishes a thesis of { $volumes } volumes ({ $cited } cited) and scores { $n }.
o-inconsciente-step-track = { $seat } activates the reputation track: { $points } point(s) and { $coffee } coffee.
o-inconsciente-step-treat = { $seat } treats the { $client }: therapy moves { $n }.
o-inconsciente-step-unblock = { $seat }'s starting grief is gone: the second office space opens.
o-inconsciente-step-unlock = { $seat } completes a lap: the idea of column { $col } is unlocked.
o-inconsciente-step-suppress = { $seat } spends 1 coffee to suppress a { $section } insight.
o-inconsciente-step-elevate = { $seat } spends 2 coffee to elevate a { $section } insight.
o-inconsciente-step-transfer = { $seat } spends 2 coffee to transfer a { $section } insight.
