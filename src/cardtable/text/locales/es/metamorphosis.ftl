# Frases de Metamorfosis, en español.
# Todos los mensajes y sus variables están en cardtable/text/messages.py;
# las listas, los nombres de los asientos, los totales y el final de la partida están en
# common.ftl. Una partida de Metamorfosis se juega en mangas (partie) de cuatro repartos
# (deal); en cada reparto se juegan bazas (trick); la ficha (marker) es la carta de otra
# baraja con la que cada jugador elige un reparto.

## La partida y sus mangas

meta-game-start = Metamorfosis para { $players } jugadores, { $parties ->
    [one] una manga
   *[other] { $parties } mangas
  } de cuatro repartos.
partie-start = Manga { $number }. Reparte { $dealer }.
partie-start-you = Manga { $number }. Repartes tú.
meta-deal-hand = { $seat } recibe { $cards }.
meta-deal-own = Tu mano: { $cards }.
meta-deal-others = Cada uno de los demás jugadores recibe { $count ->
    [one] una carta
   *[other] { $count } cartas
  }.
meta-deal-each = Cada jugador recibe { $count ->
    [one] una carta
   *[other] { $count } cartas
  }.
stock-cards = El mazo tiene { $count ->
    [one] una carta
   *[other] { $count } cartas
  }; de arriba abajo: { $cards }.
stock-hidden = { $count ->
    [one] Queda una carta boca abajo en el mazo.
   *[other] Quedan { $count } cartas boca abajo en el mazo.
  }

## Las fichas

bid-named = { $seat } elige en secreto el reparto { $deal }.
bid-named-you = Eliges en secreto el reparto { $deal }.
bid-secret = { $seat } ya ha elegido ficha.
bids-revealed = Se descubren las fichas: { $list }.
bid-item = el reparto { $deal } para { $seat }

## Repartos y bazas

deal-start = Reparto { $deal }: { $trumps ->
    [diamonds] triunfan los diamantes
    [hearts] triunfan los corazones
    [spades] triunfan las picas
    [clubs] triunfan los tréboles
   *[none] sin triunfo
  }; { $suit ->
    [diamonds] cada diamante ganado
    [hearts] cada corazón ganado
    [spades] cada pica ganada
    [clubs] cada trébol ganado
   *[any] cada carta ganada
  } vale { SIGNED($points) } { $points ->
    [one] punto
   *[other] puntos
  }.
deal-leads = Sale { $seat }.
deal-leads-you = Sales tú.
card-played = { $seat } juega { CASE($card, case: "def") }.
card-played-you = Juegas { CASE($card, case: "def") }.
trick-taken = { $seat } se lleva la baza.
trick-taken-you = Te llevas la baza.
trick-worth = { $seat } se lleva la baza, { $points ->
    [0] que no vale nada
    [one] que vale { SIGNED($points) } punto
   *[other] que vale { SIGNED($points) } puntos
  }.
trick-worth-you = Te llevas la baza, { $points ->
    [0] que no vale nada
    [one] que vale { SIGNED($points) } punto
   *[other] que vale { SIGNED($points) } puntos
  }.

## Entre repartos

discard-cards = { $seat } descarta { $count ->
    [one] una carta
   *[other] { $count } cartas
  } boca abajo debajo del mazo: { $cards }.
discard-cards-you = Descartas { $count ->
    [one] una carta
   *[other] { $count } cartas
  } boca abajo debajo del mazo: { $cards }.
discard-hidden = { $seat } descarta { $count ->
    [one] una carta
   *[other] { $count } cartas
  } boca abajo debajo del mazo.
draw-cards = { $seat } roba { $count ->
    [one] una carta
   *[other] { $count } cartas
  } del mazo: { $cards }.
draw-cards-you = Robas { $count ->
    [one] una carta
   *[other] { $count } cartas
  } del mazo: { $cards }.
draw-hidden = { $seat } roba { $count ->
    [one] una carta
   *[other] { $count } cartas
  } del mazo.
take-cards = { $seat } coge al azar { $count ->
    [one] una carta
   *[other] { $count } cartas
  } de la mano del vecino de la izquierda, { $source }: { $cards }.
take-cards-you = Coges al azar { $count ->
    [one] una carta
   *[other] { $count } cartas
  } de la mano del vecino de la izquierda, { $source }: { $cards }.
take-hidden = { $seat } coge al azar { $count ->
    [one] una carta
   *[other] { $count } cartas
  } de la mano del vecino de la izquierda, { $source }.
take-from-you = { $seat } coge al azar { $count ->
    [one] una carta
   *[other] { $count } cartas
  } de tu mano: { $cards }.

## La puntuación

deal-scored = Se acabó el reparto { $deal }. Puntuación: { $list }.
deal-premium = { $seat } había elegido el reparto { $deal } y ha sido quien mejor lo ha jugado: se lleva un premio de { $points } { $points ->
    [one] punto
   *[other] puntos
  }.
deal-premium-you = Habías elegido el reparto { $deal } y has sido quien mejor lo ha jugado: ganas un premio de { $points } { $points ->
    [one] punto
   *[other] puntos
  }.
partie-scored = Se acabó la manga. Puntos de esta manga: { $list }.
