# Messages every game shares (rules/core/messages.py). English.

# A list of names: "Ana, Ben and Caro".
list-and = { $head } and { $last }

# Sentences one after the other (``sentences`` in rules/core/messages.py): a description.
sentences = { $first } { $rest }

# A move the game's own check lets through that is still not among the legal ones (the core's
# answer when a game gives none of its own; the contract tests keep checks and lists exact).
move-not-listed = That move cannot be made here.

# The button that lets the seeded random source decide a chance node (``Game.chance_label``,
# when a game names none of its own).
chance-label = Let chance decide

# What an action brought about when its Steps tell of nothing after the action's own
# (``Game.summarize_outcome``).
nothing-else-happens = Nothing else happens.

# Why a saved player's view is refused as a game to play on (rules/core/jsonstate.py,
# ``VIEW_REFUSED``): the same words for every game.
view-refused = this file holds one player's view of a game: what that player could not see (other hands, face-down tokens, the order of the decks) was left out when it was saved, so it cannot be played on. Save from the teacher's view to keep the whole game

# What to watch in a rule's live example (rules/core/examples.py, ``watch_message``): the
# rule is named by its title in the rulebook; the next move shows it happening.
example-watch = Watch for “{ $rule }”: the next move makes it happen.
# The same, when the rule shows itself by forbidding the next move.
example-watch-refused = Watch for “{ $rule }”: it forbids the next move, and says why.

# A seat by its number, for a game that names its seats no other way (``Game.seat_name``).
seat-number = seat { $number }
