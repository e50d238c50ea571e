# Mensagens comuns a todos os jogos (rules/core/messages.py). Português do Brasil.

# Uma lista de nomes: "Ana, Bia e Caio".
list-and = { $head } e { $last }

# Frases uma depois da outra (``sentences`` em rules/core/messages.py): uma descrição.
sentences = { $first } { $rest }

# Uma jogada que a verificação do jogo deixa passar mas que não está entre as permitidas (a
# resposta do núcleo quando o jogo não dá a sua; os testes de contrato mantêm listas exatas).
move-not-listed = Essa jogada não pode ser feita aqui.
