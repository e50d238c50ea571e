# Messages every game shares (rules/core/messages.py). English.

# A list of names: "Ana, Ben and Caro".
list-and = { $head } and { $last }
