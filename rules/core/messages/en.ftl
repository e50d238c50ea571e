# Messages every game shares (rules/core/messages.py). English.

# A list of names: "Ana, Ben and Caro".
list-and = { $head } and { $last }

# Sentences one after the other (``sentences`` in rules/core/messages.py): a description.
sentences = { $first } { $rest }

# A move the game's own check lets through that is still not among the legal ones (the core's
# answer when a game gives none of its own; the contract tests keep checks and lists exact).
move-not-listed = That move cannot be made here.
