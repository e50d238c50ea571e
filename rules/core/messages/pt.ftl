# Mensagens comuns a todos os jogos (rules/core/messages.py). Português do Brasil.

# Uma lista de nomes: "Ana, Bia e Caio".
list-and = { $head } e { $last }
