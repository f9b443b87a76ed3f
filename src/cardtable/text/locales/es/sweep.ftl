# Frases de los juegos de escoba (Escoba, Scopa, el juego clásico), en español.
# Todos los mensajes y sus variables están en cardtable/text/messages.py;
# las listas, los nombres de los asientos, los totales y el final de la partida están en
# common.ftl.

## El sorteo del primero en repartir

dealer-draw = Sorteo para repartir: { $draws }.
dealer-draw-again = Empate en la carta más alta, se vuelve a sacar: { $draws }.
dealer-draw-item = { $seat } saca { CASE($card, case: "def") }
dealer-draw-item-you = sacas { CASE($card, case: "def") }
dealer-drawn = Reparte primero { $seat }.
dealer-drawn-you = Repartes tú primero.

## La partida

game-start = { $preset ->
    [scopa] Scopa
    [escoba] Escoba
    [escoba-primiera] Escoba con primera
   *[classic] Escoba clásica rusa
  } para { $players } jugadores, a { $target } { $target ->
    [one] punto
   *[other] puntos
  }.
game-modifiers = Variantes: { $modifiers }.
modifier = { $modifier ->
    [fifteen] captura sumando quince
    [scopone] reparto de scopone
    [muerto] muerto, todos los puntos van a los demás
    [manual-spanish] captura manual con penalizaciones a la española
   *[manual] captura manual con protestas
  }
game-team = { $team }: { $members }.
game-rule-round-limit = Como mucho { $rounds } { $rounds ->
    [one] ronda
   *[other] rondas
  }: entonces gana quien va primero, y si los primeros están igualados, empatan.
game-rule-must-capture-any = Quien puede llevarse cartas con alguna de las suyas está obligado a hacerlo.
game-rule-self-correction = Quien deja en la mesa una carta que podía llevarse algo aún puede llevarse esa captura, antes de la siguiente carta.
game-rule-no-capture = Quien no se lleve ninguna carta en una ronda pierde la partida.
game-rule-margin = Para ganar hacen falta { $target } { $target ->
    [one] punto
   *[other] puntos
  } o más y una ventaja de { $margin } puntos sobre todos los demás.

## El reparto

round-start = Ronda { $number }. Reparte { $dealer }.
round-start-you = Ronda { $number }. Repartes tú.
table-dealt = En la mesa: { $cards }.
deal-last = ¡Última! Es el último reparto.
game-round-limit = Se ha llegado al límite de rondas: { $rounds } { $rounds ->
    [one] ronda
   *[other] rondas
  }.
game-drawn = Fin de la partida: empate entre { $sides } con { SIGNED($points) } { $points ->
    [one] punto
   *[other] puntos
  } cada uno.
deal-hand = { $seat } recibe { $cards }.
deal-own = Tu mano: { $cards }.
deal-others = Cada uno de los demás jugadores recibe { $count ->
    [one] una carta
   *[other] { $count } cartas
  }.
deal-each = Cada jugador recibe { $count ->
    [one] una carta
   *[other] { $count } cartas
  }.
set-aside = { $count ->
    [one] Se aparta una carta boca abajo, sin verla nadie.
   *[other] Se apartan { $count } cartas boca abajo, sin verlas nadie.
  }
opening-sweeps = { $seat } se lleva las cartas que había en la mesa al repartir, { $cards }: { $preset ->
    [scopa] { $sweeps ->
        [one] una scopa
       *[other] { $sweeps } scopas
    }
   *[other] { $sweeps ->
        [one] una escoba
       *[other] { $sweeps } escobas
    }
  }.
opening-sweeps-you = Te llevas las cartas que había en la mesa al repartir, { $cards }: { $preset ->
    [scopa] { $sweeps ->
        [one] una scopa
       *[other] { $sweeps } scopas
    }
   *[other] { $sweeps ->
        [one] una escoba
       *[other] { $sweeps } escobas
    }
  }.

## El juego

play-lay = { $seat } deja { CASE($card, case: "def") } en la mesa.
play-capture = { $seat } juega { CASE($card, case: "def") } y se lleva { CASE($cards, case: "def") }.
play-sweep = { $seat } juega { CASE($card, case: "def") } y se lleva { CASE($cards, case: "def") }. { $preset ->
    [scopa] ¡Scopa!
   *[other] ¡Escoba!
  }
play-lay-you = Dejas { CASE($card, case: "def") } en la mesa.
play-capture-you = Juegas { CASE($card, case: "def") } y te llevas { CASE($cards, case: "def") }.
play-sweep-you = Juegas { CASE($card, case: "def") } y te llevas { CASE($cards, case: "def") }. { $preset ->
    [scopa] ¡Scopa!
   *[other] ¡Escoba!
  }
play-error = Esa jugada no cumple las reglas de captura.
challenge-right = { $seat } protesta la jugada de { $mover }, con razón: { $points } { $points ->
    [one] punto
   *[other] puntos
  } para { $side }.
challenge-wrong = { $seat } protesta la jugada de { $mover }, sin razón: la jugada era correcta. Puntos para { $side }: { SIGNED($points) }.
challenge-right-you = Protestas la jugada de { $mover }, con razón: ganas { $points } { $points ->
    [one] punto
   *[other] puntos
  }.
challenge-wrong-you = Protestas la jugada de { $mover }, sin razón: la jugada era correcta. Puntos para ti: { SIGNED($points) }.
challenge-right-yours = { $seat } protesta tu jugada, con razón: { $points } { $points ->
    [one] punto
   *[other] puntos
  } para { $side }.
challenge-wrong-yours = { $seat } protesta tu jugada, sin razón: tu jugada era correcta. Puntos para { $side }: { SIGNED($points) }.
challenge-missed = La carta jugada, { CASE($card, case: "def") }, podía haberse llevado { CASE($choices, case: "def") }.
challenge-impossible = La carta jugada, { CASE($card, case: "def") }, no puede llevarse { CASE($cards, case: "def") }.
challenge-not-so = La carta jugada, { CASE($card, case: "def") }, podía llevarse { CASE($choices, case: "def") }, no { CASE($cards, case: "def") }.
leftover-taken = { $seat } se lleva las cartas que quedan en la mesa: { $cards }.
leftover-taken-you = Te llevas las cartas que quedan en la mesa: { $cards }.
leftover-nobody = Nadie se ha llevado ninguna carta, así que las que quedan en la mesa no cuentan: { $cards }.

## Las penalizaciones a la española

claim-taken = { $seat } reclama la captura que se ha dejado pasar: se lleva { CASE($card, case: "def") } junto con { CASE($cards, case: "def") }.
claim-taken-you = Reclamas la captura que se ha dejado pasar: te llevas { CASE($card, case: "def") } junto con { CASE($cards, case: "def") }.
claim-corrected = { $seat } corrige su jugada y se lleva al final { CASE($card, case: "def") } junto con { CASE($cards, case: "def") }.
claim-corrected-you = Corriges tu jugada y te llevas al final { CASE($card, case: "def") } junto con { CASE($cards, case: "def") }.
check-passed = Las cartas que quedan suman { $sum }: no hay errores.
check-failed = Las cartas que quedan suman { $sum }: se revisan todas las capturas.
penalty-lost = { $seat } pierde { $points } { $points ->
    [one] punto
   *[other] puntos
  } por llevarse { CASE($cards, case: "def") } con { CASE($card, case: "def") }.
penalty-lost-you = Pierdes { $points } { $points ->
    [one] punto
   *[other] puntos
  } por llevarte { CASE($cards, case: "def") } con { CASE($card, case: "def") }.

## La puntuación

round-scored = Se acabó la ronda.
score-category = { $category }: { $list }.
score-item = { SIGNED($points) } { $points ->
    [one] punto
   *[other] puntos
  } para { $side }
score-nothing = Nadie se apunta ninguna categoría.
muerto-note = Muerto: todos los puntos van a los demás jugadores.
round-short-of-margin = Todavía no gana nadie: para ganar hacen falta { $target } { $target ->
    [one] punto
   *[other] puntos
  } o más y { $margin ->
    [1] más puntos que cualquier otro
   *[other] una ventaja de { $margin } puntos sobre todos los demás
  }.
round-points = Puntos de esta ronda: { $list }.
cards-taken = Cartas recogidas: { $list }.
category-sweeps = { $preset ->
    [scopa] Scopas
   *[other] Escobas
  }
category-cards = Cartas
category-diamonds = { $points ->
    [2] { $deck ->
        [spanish] Los diez oros
        [italian] Los diez oros (denari)
       *[other] Los diez diamantes
      }
   *[other] { $deck ->
        [spanish] Oros
        [italian] Oros (denari)
       *[other] Diamantes
      }
  }
category-settebello = { $deck ->
    [spanish] El siete de oros
    [italian] El siete bello, el siete de oros
   *[other] El siete de diamantes
  }
category-sevens = { $points ->
    [2] Los cuatro sietes
   *[other] Sietes
  }
category-primiera = La primera
category-under-ten = Rivales con menos de diez cartas
category-challenges = Protestas
category-penalties = Penalizaciones

## El final

game-no-capture = { $side } no se ha llevado ninguna carta en esta ronda y pierde la partida.
game-no-capture-you = No te has llevado ninguna carta en esta ronda y pierdes la partida.
