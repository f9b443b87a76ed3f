# Las frases propias del cliente de terminal, en español: avisos, turnos, teclas de lectura,
# elecciones, negativas, ayuda y menú. Todos los mensajes y sus variables están en
# cardtable/text/messages.py; los sucesos del juego los dicen los otros catálogos. Los turnos,
# las lecturas, las opciones y las negativas (cardtable/text/readout.py y refusals.py) son
# también lo que el servidor de la sala le dice al cliente del navegador, así que los dos
# clientes usan las mismas palabras. Al jugador se le trata de tú. Las teclas se nombran como
# en un teclado español: Intro, Espacio, Escape; las letras de las teclas son las inglesas.

## Nombres

player-name = Jugador
bot-name = Ordenador { $number }
player-name-case = Jugador
bot-name-case = Ordenador { $number }
level-name = { $level ->
    [easy] fácil
    [hard] difícil
    [expert] experto
   *[normal] normal
  }
game-name = { $game ->
    [scopa] Scopa
    [escoba] Escoba
    [escoba-primiera] Escoba con primera
    [metamorphosis] Metamorfosis
   *[classic] Escoba clásica rusa
  }
list-or-two = { $first } o { $second }
list-or-more = { $first }, { $rest }
list-or-groups-two = { $first }; o { $second }
list-or-groups-more = { $first }; { $rest }

## El principio y el final

seat-intro = Juegas como { $name } en el asiento { $seat }; los jugadores del ordenador son { $level ->
    [easy] de nivel fácil
    [hard] de nivel difícil
    [expert] expertos
   *[normal] de nivel normal
  }.
press-enter = Pulsa Intro para empezar la partida; H te dice las teclas.
not-started = La partida aún no ha empezado: pulsa Intro para empezarla, o Q para salir.
speech-on = Hablando con { $program }.
speech-none = No se ha encontrado ningún programa de voz: instala speech-dispatcher (spd-say) o espeak-ng para oír la partida. La partida sigue en texto.
record-saved = La partida se ha guardado en { $path }.
record-unfinished = La partida sin terminar se ha guardado en { $path }.
replay-unfinished = La grabación acaba aquí: la partida se dejó sin terminar, y el resto nunca se jugó.
replay-error = error: { $where }: { $reason }
replay-error-plain = error: { $reason }
replay-error-record = error: { $reason }
replay-record-number = grabación { $number }
replay-at-event = { $unit ->
    [partie] manga
   *[round] ronda
  } { $number }, suceso { $event }
replay-after-event = { $unit ->
    [partie] manga
   *[round] ronda
  } { $number }, después del suceso { $event }
replay-at-round = { $unit ->
    [partie] manga
   *[round] ronda
  } { $number }
replay-at-end = final de la partida
replay-ends-early = la grabación acaba aquí, pero la partida sigue: { $action ->
    [bid] le toca a { $seat } elegir ficha
    [discard] le toca a { $seat } descartar { $count ->
        [one] una carta
       *[other] { $count } cartas
      }
   *[play] le toca jugar a { $seat }
  }
replay-past-record = la grabación acaba después de la { $unit ->
    [partie] manga
   *[round] ronda
  } { $number }, pero la partida sigue
replay-bad-draw = según las reglas, el primero en repartir se sortea, pero la grabación no tiene un sorteo válido
replay-engine-more = la grabación se para aquí, pero la partida sigue con { $event }
replay-record-more = { $what ->
    [game] la partida acaba
    [partie] la manga acaba
   *[round] la ronda acaba
  } aquí, pero la grabación sigue
replay-differs = la grabación tiene { $record }, las reglas dan { $engine }
replay-waits = la grabación tiene aquí { $event }, pero { $action ->
    [bid] le toca a { $seat } elegir ficha
    [discard] le toca a { $seat } descartar { $count ->
        [one] una carta
       *[other] { $count } cartas
      }
   *[play] le toca jugar a { $seat }
  }
replay-cannot = este paso no cumple las reglas, o no se puede leer: { $event }
replay-bad-deal = estas cartas no son un reparto de este juego: hay que mostrar todas las cartas, cada una una sola vez, tantas como reparten las reglas
record-failed = No se ha podido guardar la partida: { $reason }.
input-ended = La entrada se ha terminado, así que sales de la partida.
quit-ask = ¿Salir de la partida? Pulsa Y para salir, N para quedarte.
quit-stay = Te quedas en la partida.
quit-left = Sales de la partida.
menu-left = Sales sin jugar.
answer-first = Primero contesta a la pregunta: Y o Intro para descartar, N para cambiar lo que has marcado.
nothing-to-answer = No hay ninguna pregunta que contestar.
nothing-to-cancel = No hay nada que cancelar.
nothing-to-repeat = Todavía no se ha dicho nada.
nothing-to-pass = Ahora no hay ninguna jugada que dejar pasar.
window-passed = Pasas: el juego sigue.
no-such-key = La tecla { $key } no hace nada aquí: H te dice las teclas. Para escribir un comando, empiézalo con una barra, por ejemplo /jugar 2.

## Turnos

your-turn = Te toca. Tu mano: { $hand }. { $table }
your-turn-table = Te toca. { $table }
your-turn-brief = Te toca.
your-turn-close = Se ha jugado la última carta de la ronda: pulsa Intro o escribe fin para cerrar la ronda.
can-challenge = Espacio protesta la última jugada.
turn-chosen = Tu elección: { $card }.
your-turn-bid = Elige tu ficha, el reparto que quieres ganar: escribe ficha y un número del 1 al 4, o elige con las flechas izquierda y derecha y pulsa Intro.
your-turn-bid-short = Elige tu ficha, el reparto que quieres ganar, del 1 al 4.
your-turn-lead = Te toca salir. Tu mano: { $hand }.
your-turn-lead-brief = Te toca salir.
your-turn-follow = Te toca. { $trick } Tu mano: { $hand }.
your-turn-follow-trick = Te toca. { $trick }
your-turn-discard-short = Descarta { $count ->
    [one] una carta
   *[other] { $count } cartas
  }: márcalas con Intro, o escribe descartar y las cartas.
your-turn-discard = Tienes más de doce cartas: descarta { $count ->
    [one] una carta
   *[other] { $count } cartas
  }. Tu mano: { $hand }. Pulsa Intro para marcar la carta elegida, o escribe descartar y las cartas.
challenge-window = Puedes protestar la jugada de { $seat }: pulsa Espacio o escribe protestar. Intro sigue adelante.
can-claim = { $seat } ha dejado en la mesa { CASE($card, case: "def") }, que podía haberse llevado { CASE($cards, case: "def") }: pulsa K o escribe reclamar para llevarte tú esa captura.
can-claim-ways = { $seat } ha dejado en la mesa { CASE($card, case: "def") }, que podía haberse llevado cartas de { $ways } maneras: pulsa K o escribe reclamar para elegir una de ellas y llevarte esas cartas.
correction-window = Has dejado en la mesa { CASE($card, case: "def") }, que podía haberse llevado { CASE($cards, case: "def") }: pulsa K o escribe reclamar para llevártelas todavía, antes de que juegue el siguiente. Intro sigue adelante.
correction-window-ways = Has dejado en la mesa { CASE($card, case: "def") }, que podía haberse llevado cartas de { $ways } maneras: pulsa K o escribe reclamar para elegir una y llevártelas todavía. Intro sigue adelante.
correction-window-short = Podía haberse llevado { CASE($cards, case: "def") }: pulsa K o escribe reclamar para llevártelas todavía, antes de que juegue el siguiente. Intro sigue adelante.
correction-window-ways-short = Podía haberse llevado cartas de { $ways } maneras: pulsa K o escribe reclamar para elegir una y llevártelas todavía. Intro sigue adelante.

## Lectura de la partida

table-cards = En la mesa { $count ->
    [one] hay una carta
   *[other] hay { $count } cartas
  }: { $cards }.
table-empty = La mesa está vacía.
table-card = Carta { $number } de { $count } en la mesa: { $card }.
table-card-none = No hay carta { $number } en la mesa: { $count ->
    [0] la mesa está vacía
    [one] solo hay una carta
   *[other] hay { $count } cartas
  }.
trick-cards = En la baza: { $list }.
trick-item = { CASE($card, case: "def") } de { $seat }
trick-item-you = tu { $card }
trick-empty = Todavía no se ha jugado ninguna carta en esta baza.
trick-card = Carta { $number } de la baza: { CASE($card, case: "def") } de { $seat }.
trick-card-you = Carta { $number } de la baza: tu { $card }.
trick-card-none = No hay carta { $number } en la baza: { $count ->
    [0] todavía no se ha jugado ninguna carta
    [one] solo se ha jugado una carta
   *[other] se han jugado { $count } cartas
  }.
hand-cards = Tu mano, { $count ->
    [one] una carta
   *[other] { $count } cartas
  }: { $cards }.
hand-empty = No te quedan cartas en la mano.
pile-cards = En esta ronda te has llevado { $count ->
    [one] una carta
   *[other] { $count } cartas
  }: { $cards }.
pile-team-cards = En esta ronda tu equipo se ha llevado { $count ->
    [one] una carta
   *[other] { $count } cartas
  }: { $cards }.
pile-empty = En esta ronda todavía no te has llevado ninguna carta.
taken-cards = En este reparto te has llevado { $count ->
    [one] una carta
   *[other] { $count } cartas
  }: { $cards }.
taken-none = En este reparto todavía no te has llevado ninguna carta.
score-round = Ronda { $round }, a { $target } { $target ->
    [one] punto
   *[other] puntos
  }.
score-sweeps = { $preset ->
    [scopa] Scopas
   *[other] Escobas
  } de esta ronda: { $list }.
score-challenges = Protestas de esta ronda: { $list }.
score-meta = Manga { $partie } de { $parties }, reparto { $deal }.
score-partie = Puntos de esta manga hasta ahora: { $list }.
turn-yours = Te toca a ti.
turn-of = Le toca a { $seat }.
turn-over = La partida ha terminado.
marker = Ficha { $deal }: { $deal ->
    [1] sin triunfo, cada trébol ganado vale menos 4
    [2] triunfan los diamantes, cada corazón ganado vale 4
    [3] sin triunfo, cada carta ganada vale menos 1
   *[4] sin triunfo, cada pica ganada vale menos 4
  }.

## Elegir una carta y una captura

selected-of = { $number } de { $count }: { $text }.
option-lays = { $card }, no se lleva nada
option-takes = { $card }, se lleva { CASE($cards, case: "def") }
option-ways = { $card }, puede llevarse cartas de { $ways } maneras
option-unplayable = { $card }, no se puede jugar: tienes que seguir el palo de { $suit }
option-marked = { $card }, para descartar
choose-capture = Con { CASE($card, case: "def") } puedes llevarte cartas de varias maneras: { $choices }. Pulsa el número de una, o Escape para cancelar.
choose-claim = Reclamas { CASE($card, case: "def") }; elige qué te llevas con esa carta: { $choices }. Pulsa el número de una opción, o Escape para cancelar.
capture-choice = { $number }, { CASE($cards, case: "def") }
capture-choice-hinted = { $number }, como dice la pista, { CASE($cards, case: "def") }
choice-enter-hinted = Intro elige la de la pista.
choice-enter-hinted-typed = Una línea vacía elige la de la pista.
hinted-enter-challenge = Intro la protesta.
hinted-enter-challenge-typed = Una línea vacía la protesta.
hinted-enter-claim = Intro la reclama.
hinted-enter-claim-typed = Una línea vacía la reclama.
hinted-enter-pass = Intro sigue adelante.
hinted-enter-pass-typed = Una línea vacía sigue adelante.
choice-bad = { $count ->
    [2] Pulsa 1 o 2, o Escape para cancelar.
   *[other] Pulsa un número del 1 al { $count }, o Escape para cancelar.
  }
choice-cancelled = Elección cancelada.
take-start = Vas a jugar { CASE($card, case: "def") }: pulsa los números de las cartas de la mesa que te llevas y luego Intro; si pulsas solo Intro, dejas la carta en la mesa. Escape cancela.
take-start-hinted = Vas a jugar { CASE($card, case: "def") } y, como dice la pista, a llevarte { CASE($cards, case: "def") }: Intro juega. Los números de las cartas de la mesa añaden o quitan cartas; Escape cancela.
choose-capture-typed = Con { CASE($card, case: "def") } puedes llevarte cartas de varias maneras: { $choices }. Escribe el número de una en una línea aparte, o cancelar.
choose-claim-typed = Reclamas { CASE($card, case: "def") }; elige qué te llevas con esa carta: { $choices }. Escribe el número de una opción en una línea aparte, o cancelar.
choice-bad-typed = { $count ->
    [2] Escribe 1 o 2 en una línea aparte, o cancelar.
   *[other] Escribe un número del 1 al { $count } en una línea aparte, o cancelar.
  }
take-start-typed = Vas a jugar { CASE($card, case: "def") }: escribe los números de las cartas de la mesa que te llevas, uno por línea, y luego una línea vacía, o todos a la vez, como coger 1 3; una línea vacía sola deja la carta en la mesa; cancelar anula la jugada.
take-start-hinted-typed = Vas a jugar { CASE($card, case: "def") } y, como dice la pista, a llevarte { CASE($cards, case: "def") }: una línea vacía juega. Los números de las cartas de la mesa, uno por línea, añaden o quitan cartas; cancelar anula la jugada.
take-on = Carta { $number } de la mesa, { $card }: te la llevas.
take-off = Carta { $number } de la mesa, { $card }: la dejas.
take-chosen = Te llevas { CASE($cards, case: "def") }.
take-none = No te llevas nada: Intro deja la carta en la mesa.
discard-marked = Para descartar: { $card }, { $marked } de { $need }.
discard-unmarked = Sin marcar: { $card }, { $marked } de { $need }.
discard-full = Ya has marcado { $need ->
    [one] una carta
   *[other] { $need } cartas
  }: primero desmarca una.
discard-status = { $marked } de { $need } cartas marcadas para descartar.
discard-confirm = ¿Descartar { CASE($cards, case: "def") }? Pulsa Y o Intro para descartar, N para cambiar lo que has marcado.
discard-kept = Todavía no se ha descartado nada: cambia lo que has marcado con Intro.
discard-hinted = Pulsa Y o Intro para descartarlas, N para elegir tú.
no-hint = Ahora no hay pista: no te toca.
no-challenge = Ahora no hay ninguna jugada que puedas protestar.
no-claim = Ahora no hay ninguna captura que reclamar: puedes reclamar una carta que el jugador anterior ha dejado en la mesa cuando podía haberse llevado algo, antes de jugar la tuya.
no-claim-own = Ahora no hay ninguna captura que recuperar: la captura que tu propia carta deja pasar se recupera con K o reclamar antes de que juegue el siguiente.

## Negativas

unknown-command = { $command } no es un comando. Los comandos son: { $commands }. Pulsa H para las teclas.
need-number = Pon un número después de { $command }, por ejemplo: { $command } 2.
bad-card = { $text } no es una carta: escribe un valor y la letra del palo, d, h, s o c, por ejemplo { $example }.
bad-move = { $text } no es una jugada: pon una posición de la mano, como 2, una carta, como 7d, o una captura, como 5c:2d+3c.
refuse-not-your-turn = No te toca: le toca a { $seat }.
refuse-not-in-hand = Eso no está en tu mano: { $card }. Tu mano: { $hand }.
refuse-no-position = No tienes carta { $number } en la mano: tienes { $count ->
    [one] una carta
   *[other] { $count } cartas
  }.
refuse-not-on-table = No está en la mesa: { $cards }. Pulsa C para oír la mesa.
refuse-must-capture = Es obligatorio llevarse cartas: con { CASE($card, case: "def") } tienes que llevarte { CASE($choices, case: "def") }.
refuse-must-capture-other = Es obligatorio llevarse cartas: con { CASE($card, case: "def") } no te llevas nada, y puedes llevarte cartas con { CASE($cards, case: "def") }.
refuse-captures-nothing = Con { CASE($card, case: "def") } aquí no te llevas nada: juega la carta sola y se quedará en la mesa.
refuse-not-a-capture = Eso no es una captura: con { CASE($card, case: "def") } puedes llevarte { CASE($choices, case: "def") }.
refuse-round-closing = La ronda ha terminado: pulsa Intro o escribe fin para cerrarla.
refuse-round-not-over = La ronda no ha terminado: juega una carta.
refuse-no-challenges = Solo se puede protestar con la captura manual.
refuse-no-claims = Aquí no hay nada que reclamar: una captura que se ha dejado pasar solo se recupera con la captura manual, la tuya antes de que juegue el siguiente, o con las penalizaciones a la española la del jugador anterior.
refuse-spanish-challenge = Con las penalizaciones a la española no se protesta: las capturas equivocadas se descubren al acabar la ronda, y K reclama una captura que el jugador anterior ha dejado pasar.
refuse-follow-suit = Tienes que seguir el palo de { $suit }: tienes { CASE($cards, case: "def") }.
refuse-bid-first = Primero elige tu ficha: ficha y un número del 1 al 4.
refuse-bid-range = Una ficha elige un reparto del 1 al 4.
refuse-discard-first = Primero descarta { $count ->
    [one] una carta
   *[other] { $count } cartas
  }.
refuse-discard-count = Descarta exactamente { $need ->
    [one] una carta
   *[other] { $need } cartas
  }; has indicado { $count }.
refuse-play-card = Ahora juega una carta en la baza.
refuse-not-here = En este juego no existe el comando { $command }.
refuse-engine = No está permitido: { $reason }.
refuse-no-seat = No hay asiento { $seat }: los asientos van del 1 al { $players }.
refuse-bad-move = Esa no es una jugada de este juego.
refuse-bad-move-text = { $text } no es una jugada: { $game ->
    [metamorphosis] pon bid y un reparto del 1 al 4, como bid:2, una carta, como Qs, o discard y las cartas, como discard:2c+5h
   *[other] pon una carta, como 7d, o una captura, como 5c:2d+3c
  }.
refuse-bad-claim-text = { $text } no es una reclamación: pon la carta que se acaba de dejar y las cartas de la mesa que podía haberse llevado, como claim:7d:2c+5h.
refuse-taken-twice = Cada carta de la mesa se coge una sola vez: nombra cada una una vez.
refuse-not-a-claim = Esa no es la captura que se dejó pasar: la carta que se dejó en la mesa, { CASE($card, case: "def") }, podía haberse llevado { CASE($choices, case: "def") }.
refuse-capture-choice = Con { CASE($card, case: "def") } puedes llevarte cartas de varias maneras: { CASE($choices, case: "def") }. Di cuál.

## Ayuda

help-keys = Las teclas, cuando la línea de escritura está vacía:
help-key-enter = Intro: jugar la carta elegida, o confirmar; antes de la partida, empezarla.
help-key-arrows = Flechas izquierda y derecha: elegir una carta de tu mano, que se dice al elegirla.
help-key-table = C: leer las cartas de la mesa.
help-key-digits = Del 1 al 9: leer la carta de la mesa con ese número; al elegir una captura, elegir esa opción o coger esa carta.
help-key-score = S: la puntuación.
help-key-turn = T: a quién le toca.
help-key-space = Espacio: protestar la última jugada (captura manual).
help-key-claim = K: llevarte una captura que se ha dejado pasar: la tuya, antes de que juegue el siguiente, o con las penalizaciones a la española la del jugador anterior, antes de jugar tu carta.
help-key-pile = D: las cartas que te has llevado.
help-key-hand = A: tu mano.
help-key-trick = C: leer la baza.
help-key-trick-digits = Del 1 al 9: leer la carta de la baza con ese número, en el orden en que se jugó.
help-key-help = H: esta ayuda.
help-key-hint = Signo de interrogación: una pista, la jugada del experto y por qué; su carta pasa a ser la elegida, e Intro juega lo que dice.
help-key-repeat = R: repite la última línea.
help-key-quit = Q: salir de la partida; antes se te pregunta si quieres salir.
help-key-escape = Escape: cancelar una elección.
help-key-yes = Y y N: contestar sí o no a una pregunta.
help-typing = Para escribir un comando, empiézalo con una barra, por ejemplo /jugar 2, y pulsa Intro.
help-pipe = Cada línea es un comando; las letras de las teclas también sirven como comandos, y una línea vacía es Intro.
help-sweep = jugar 2 (play 2) juega la segunda carta de tu mano, jugar 7d una carta, jugar 5c:2d+3c una captura; cuando una carta puede llevarse cartas de varias maneras, eliges con un número.
help-manual = Captura manual: después de elegir la carta, los números cogen o dejan cartas de la mesa e Intro juega; coger 1 3 (take 1 3) juega la carta elegida llevándose las cartas 1 y 3 de la mesa; tras una pista, al elegir su carta ya se llevan sus cartas de la mesa; fin (end) cierra la ronda; protestar (challenge) protesta la última jugada.
help-spanish = Captura manual con penalizaciones a la española: después de elegir la carta, los números cogen o dejan cartas de la mesa e Intro juega; coger 1 3 (take 1 3) juega la carta elegida llevándose las cartas 1 y 3 de la mesa; fin (end) cierra la ronda. No hay protestas: cuando el jugador anterior deja en la mesa una carta que podía haberse llevado algo, K o reclamar (claim) pasa esa captura a tu montón antes de que juegues (reclamar 2 elige la segunda manera); al acabar la ronda se suman las cartas que quedan, y si la suma no cuadra, cada captura que no sumaba 15 le cuesta a quien la hizo 4 puntos más 1 por cada escoba de la ronda.
help-correction = Corregir la jugada: si dejas en la mesa una carta que podía llevarse algo, K o reclamar (claim) se lleva todavía esa captura, antes de que juegue el siguiente; nunca es escoba.
help-meta = ficha 2 (bid 2) elige tu ficha; jugar 3 o jugar Qs (play) juega una carta; descartar (discard) con las cartas, sus posiciones o intervalos de posiciones las descarta (descartar 1-5 8 Qs), y descartar menores 3 corazones descarta los tres corazones más bajos, mezclándolo todo como quieras; mientras descartas, Intro marca la carta elegida.
help-commands = Los comandos: { $commands }.

## El menú

menu-game = Elige el juego: escribe su número y pulsa Intro (Q sale).
menu-item = { $number }: { $text }.
menu-players = ¿Cuántos jugadores, del { $min } al { $max }? Intro para { $min }.
menu-players-two = ¿Cuántos jugadores, { $first } o { $second }? Intro para { $first }.
menu-teams = ¿Jugar en dos equipos? Intro para { $default ->
    [1] sí
   *[other] no
  }.
menu-yes = sí
menu-no = no
menu-modifiers = Variantes: escribe los números de las que quieras, separados por espacios, o pulsa Intro para ninguna.
menu-level = ¿Nivel de los jugadores del ordenador? Intro para { $default ->
    [1] fácil
    [3] difícil
    [4] experto
   *[other] normal
  }.
menu-bad = Escribe un número del { $min } al { $max }.
menu-bad-two = Escribe { $first } o { $second }.
