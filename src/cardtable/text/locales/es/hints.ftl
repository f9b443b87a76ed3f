# Pistas, en español: la jugada que propone el experto, y por qué, en una sola frase.
# Todos los mensajes y sus variables están en cardtable/text/messages.py.

hint-sweep = Juega { CASE($card, case: "def") }: haces escoba y te llevas { CASE($cards, case: "def") }.
hint-take = Juega { CASE($card, case: "def") }: te llevas { CASE($cards, case: "def") }.
hint-take-open = Después una carta de valor { $worth } hace escoba, { $unseen ->
    [1] y aún no has visto una de ellas.
   *[other] y aún no has visto { $unseen } de ellas.
  }
hint-lay-safe = Deja { CASE($card, case: "def") } en la mesa: después ninguna carta puede hacer escoba.
hint-lay-open = Deja { CASE($card, case: "def") } en la mesa: después solo una carta de valor { $worth } hace escoba, { $unseen ->
    [0] pero ya las has visto todas.
    [1] y aún no has visto una de ellas.
   *[other] y aún no has visto { $unseen } de ellas.
  }
hint-lay-forced-safe = Deja { CASE($card, case: "def") } en la mesa: ninguna de tus cartas puede llevarse nada, y después ninguna carta puede hacer escoba.
hint-lay-forced-open = Deja { CASE($card, case: "def") } en la mesa: ninguna de tus cartas puede llevarse nada; después solo una carta de valor { $worth } hace escoba, { $unseen ->
    [0] pero ya las has visto todas.
    [1] y aún no has visto una de ellas.
   *[other] y aún no has visto { $unseen } de ellas.
  }
hint-lay-last = Deja { CASE($card, case: "def") } en la mesa: es la última carta de la ronda y después ya nadie juega.
# El valor de una figura, con su nombre (la baraja española la marca 10, 11 o 12).
hint-worth-figure = { $worth } ({ $rank })
# Tras la razón para dejar un siete que puntúa (el siete de oros; cualquier siete si cuentan los sietes o la primera), cuando ninguna carta que el jugador no ha visto puede llevárselo.
hint-lay-seven-safe = Y ninguna carta que aún no has visto puede llevárselo.
# Tras la razón de dejar una carta con muerto, cuando alguna carta de la mano podía llevarse algo.
hint-muerto-lay = Esta carta no se lleva nada, y con muerto lo que te llevas da puntos a los demás.
# Tras la razón de una captura con muerto, cuando las reglas no dejan ninguna carta que dejar ($count: cartas en la mano).
hint-muerto-must-take = Con muerto lo que te llevas da puntos a los demás, pero { $count ->
    [1] tu única carta debe llevarse algo
   *[other] aquí todas tus cartas deben llevarse algo
  }.
hint-muerto-must-take-any = Con muerto lo que te llevas da puntos a los demás, pero quien puede llevarse algo debe hacerlo.
hint-end = Cierra la ronda: ya se ha jugado la última carta.
hint-claim = Reclama { CASE($card, case: "def") } que se acaba de dejar en la mesa: podía haberse llevado { CASE($cards, case: "def") }, y puedes quedarte con esa captura antes de jugar tu carta.
hint-challenge-take = Protesta la última jugada: { CASE($card, case: "def") } no puede llevarse { CASE($cards, case: "def") }. Protestar un error da { $points } { $points ->
    [one] punto
   *[other] puntos
  }.
hint-challenge-lay = Protesta la última jugada: { CASE($card, case: "def") } se dejó en la mesa aunque podía llevarse algo. Protestar un error da { $points } { $points ->
    [one] punto
   *[other] puntos
  }.
hint-take-back = Recupera la captura que se te pasó antes de que se juegue la carta siguiente: con { CASE($card, case: "def") } podías llevarte { CASE($cards, case: "def") }.
hint-pass = Deja pasar la última jugada: no hay nada que protestar ni que recuperar.
hint-bid = Elige el reparto { $deal }: es el que mejor le va a tu mano.
hint-discard = Descarta { CASE($cards, case: "def") }: es lo que menos te ayuda en el próximo reparto.
# Salida con una carta que no es la única, la más baja ni la más alta de su palo en la mano ($higher: las cartas más altas de su palo que ni están en la mano ni se han jugado en esta mano, nunca 0).
hint-lead-middle = Sal con { CASE($card, case: "def") }: { $higher ->
    [1] una carta más alta de ese palo no está en tu mano ni se ha jugado todavía
   *[other] { $higher } cartas más altas de ese palo no están en tu mano ni se han jugado todavía
  }.
hint-lead-middle-covered = Sal con { CASE($card, case: "def") }: todas las cartas más altas de ese palo están en tu mano o ya se han jugado.
hint-lead-only = Sal con { CASE($card, case: "def") }: es tu única carta de ese palo.
hint-lead-lowest = Sal con { CASE($card, case: "def") }: es tu carta más baja de ese palo.
hint-lead-highest = Sal con { CASE($card, case: "def") }: es tu carta más alta de ese palo.
hint-duck = Juega { CASE($card, case: "def") }: queda por debajo y no te llevas la baza.
hint-win = Juega { CASE($card, case: "def") }: te llevas la baza.
hint-top = Juega { CASE($card, case: "def") }: por ahora la baza es tuya, pero aún no han jugado todos.
hint-shed = No puedes seguir el palo: juega { CASE($card, case: "def") } para deshacerte de esa carta.
