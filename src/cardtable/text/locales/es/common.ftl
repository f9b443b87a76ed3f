# Frases que comparten todos los juegos de la sala, en español: listas, nombres de los
# asientos, totales y el final de la partida.
# Todos los mensajes y sus variables están en cardtable/text/messages.py.

## Listas y nombres

list-two = { $first } y { $second }
list-more = { $first }, { $rest }
seat-label = Asiento { $number } ({ $name })
team-label = Equipo { $number }

## Puntuaciones y final de la partida

game-number = Partida { $number }.
signed-number = { $sign ->
    [minus] menos { $number }
   *[other] { $number }
  }
side-amount = { $side } con { SIGNED($amount) }
totals = Totales: { $list }.
game-won = Fin de la partida: gana { $side } con { SIGNED($points) } { $points ->
    [one] punto
   *[other] puntos
  }.
game-won-you = Fin de la partida: ganas tú con { SIGNED($points) } { $points ->
    [one] punto
   *[other] puntos
  }.
game-shared = Fin de la partida: { $sides } comparten la victoria con { SIGNED($points) } { $points ->
    [one] punto
   *[other] puntos
  } cada uno.
final-scores = Puntuación final: { $list }.
