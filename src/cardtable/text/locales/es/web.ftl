# Las palabras propias del cliente del navegador, en español: la página, la sala, los
# controles de la mesa y los ajustes. Las frases del juego vienen del servidor (los otros
# catálogos, tal como las dice el terminal); el navegador también forma nombres y avisos de
# common.ftl, sweep.ftl y terminal.ftl. Todos los mensajes y sus variables están en
# cardtable/text/messages.py. Al jugador se le trata de tú.

## La página

app-name = cardtable
skip-to-content = Saltar al contenido
loading = Cargando la sala de cartas…
nav-label = Menú de la sala
page-title-signin = Entrar · cardtable
page-title-lobby = La sala · cardtable
page-title-table = Mesa { $table } · cardtable
button-lobby = Volver a la sala
button-settings = Ajustes
button-help = Teclas y ayuda
button-sign-out = Cerrar sesión
status-connecting = Conectando con la sala…
status-open = Conectado.
status-lost = Se ha perdido la conexión: se vuelve a intentar en { $seconds ->
    [one] un segundo
   *[other] { $seconds } segundos
  }.
status-closed = Desconectado.
status-replaced = Desconectado: esta sesión está abierta en demasiadas ventanas. Recarga la página para usarla aquí.
connection-lost = Se ha perdido la conexión con la sala. Intentando volver a conectar; tu asiento te sigue esperando.
reconnected = Conectado de nuevo: vuelves a estar en tu asiento.

## Entrar

signin-title = Te damos la bienvenida a la sala de cartas
signin-intro = Juega a la Escoba, a la Scopa, a la escoba clásica rusa y a la Metamorfosis contra jugadores del ordenador o con otras personas. Elige un nombre para jugar como invitado, o usa tu cuenta.
guest-title = Jugar como invitado
account-title = Tu cuenta
field-name = Nombre
field-password = Contraseña (8 caracteres como mínimo)
button-guest = Entrar como invitado
button-sign-in = Entrar
button-register = Crear la cuenta
signed-in = Estás en la sala como { $name }.
signed-out = Has cerrado la sesión.
greeting = Has entrado como { $name }.
greeting-guest = Juegas como invitado, con el nombre { $name }.

## La sala

lobby-title = La sala
tables-title = Mesas
tables-caption = Mesas abiertas: su juego, sus asientos, su estado y lo que puedes hacer.
tables-empty = No hay ninguna mesa esperando jugadores ni en juego. Abre una nueva con el formulario Mesa nueva.
col-table = Mesa
col-game = Juego
col-seats = Asientos
col-status = Estado
col-actions = Acciones
table-number = Mesa { $table }
players-count = { $count ->
    [one] un jugador
   *[other] { $count } jugadores
  }
teams-yes = por equipos
target-points = a { $target } { $target ->
    [one] punto
   *[other] puntos
  }
seat-line = Asiento { $seat }: { $who }
seat-empty = libre
seat-bot = ordenador, { $level ->
    [easy] fácil
    [hard] difícil
    [expert] experto
   *[normal] normal
  }
seat-standin = { $name }, ausente (de momento juega el ordenador)
seat-away = { $name }, sin conexión
status-waiting = esperando jugadores
status-playing = en juego
status-finished = terminada
spectators = { $count ->
    [one] un espectador
   *[other] { $count } espectadores
  }
button-open-table = Abrir
button-open-table-label = Abrir la mesa { $table }
button-take-seat = Sentarse en el asiento { $seat }
button-take-seat-label = Sentarse en el asiento { $seat } de la mesa { $table }
button-watch = Mirar
button-watch-label = Mirar la mesa { $table }
seat-taken-you = Te sientas en el asiento { $seat } de la mesa { $table }.
table-created = La mesa { $table } está abierta.
records-title = Tus partidas terminadas
records-none = Todavía no hay partidas terminadas.
record-line = Mesa { $table }, { $game }: { $scores }. Victoria para { $winners }. Descargar la grabación.
record-seat = { $name } { $score }
record-stopped = Mesa { $table }, { $game }: se paró antes de terminar, { $reason ->
    [expired] porque no había nadie.
    [closed] porque la cerró su dueño.
    [unwatched] porque nadie la miraba.
    [round_limit] al llegar al límite de rondas de la sala.
   *[left] porque se fueron todos.
  } Descargar la grabación.
button-share-record = Compartir la grabación de la mesa { $table }
button-unshare-record = Dejar de compartir la grabación de la mesa { $table }
record-shared = La grabación de la mesa { $table } está compartida: cualquiera puede encontrarla.
record-unshared = La grabación de la mesa { $table } vuelve a ser solo tuya.
room-chat-title = Chat de la sala
room-chat-log = Chat de la sala
chat-empty = Todavía no ha escrito nadie.
field-chat = Mensaje
button-send = Enviar
chat-line = { $name }: { $text }
chat-room-said = En la sala, { $line }

## Una mesa nueva

create-title = Mesa nueva
field-game = Juego
family-sweep = Un juego de escoba (Escoba, Scopa, el juego clásico)
field-preset = Reglas
field-players = Jugadores
field-teams = Jugar en dos equipos
field-teams-help = Con 4 o 6 jugadores: los compañeros se sientan uno enfrente del otro.
field-target = Puntos para ganar (vacío: los de las reglas)
field-modifiers = Variantes
modifier-fifteen = quince
modifier-fifteen-help = Una captura tiene que sumar 15 con la carta jugada.
modifier-scopone = scopone
modifier-scopone-help = No hay cartas en la mesa: todas las cartas se reparten a los jugadores (con 2 jugadores, dos repartos de 10).
modifier-muerto = muerto
modifier-muerto-help = Puntuación al revés: cada punto que ganarías va a los demás jugadores, así que llévate lo menos posible.
modifier-manual = captura manual
modifier-manual-help = Eliges tú las cartas que te llevas; una captura equivocada se puede protestar.
field-more-options = Más opciones
option-deck = Baraja
option-capture = Regla de captura
option-first-player = Quién juega primero
option-dealing = Reparto
option-max-sum-cards = Máximo de cartas en una suma
option-max-sum-cards-help = Cuántas cartas de la mesa puede llevarse una captura por suma.
option-single-priority = Una carta igual se lleva antes que una suma
option-last-play-sweep = Cuenta la escoba de la última jugada
option-all-diamonds-bonus = Premio por todas las cartas del palo especial (oros o diamantes)
option-all-sevens-bonus = Premio por los cuatro sietes
option-opening-sweeps = Cuentan las escobas de la mesa inicial
option-no-capture-loss = Quien no se lleva ninguna carta pierde la partida
option-self-correction = Se puede corregir la jugada: llevarse la captura que la carta dejó pasar, antes de la siguiente carta
option-margin = Diferencia para ganar
option-margin-help = Por cuántos puntos tiene que ir por delante el ganador al llegar a la meta.
option-max-rounds = Límite de rondas
first-dealer-draw = por sorteo: reparte quien saque la carta más alta
option-max-rounds-help = Tras estas rondas gana quien va primero, y si hay empate en cabeza es tablas; vacío: sin límite.
bad-max-rounds = El límite de rondas tiene que ser un número entero, de 1 en adelante, o quedar vacío (sin límite).
option-scoring = Categorías de puntuación
option-parties = Mangas
option-parties-help = Vacío: 4 mangas con 2 jugadores, 3 con 3.
option-first-dealer = Primero en repartir
option-default = Lo de las reglas: { $value }
option-none = sin límite
answer-yes = sí
answer-no = no
choice-deck-french-numeric = Francesa, numerada del as al 10
choice-deck-french = Francesa, con J, Q, K
choice-deck-spanish = Española
choice-deck-italian = Italiana
choice-capture-match = igualar el valor o una suma
choice-capture-fifteen = sumar quince
choice-first_player-dealer = el que reparte
choice-first_player-after-dealer = el siguiente al que reparte
choice-dealing-standard = cuatro cartas en la mesa y luego tres a cada uno (con 5 jugadores, cinco en la mesa y cuatro a cada uno en el último reparto)
choice-dealing-scopone = scopone: sin mesa, todas las cartas en las manos (con 2 jugadores, dos repartos de 10)
option-penalties = Errores con la captura manual
choice-penalties-challenge = los protestan los demás jugadores
choice-penalties-spanish = penalizaciones a la española: se revisan al acabar la ronda, y las capturas que se dejan pasar se reclaman
option-must-capture = Llevarse es obligatorio
choice-must_capture-card = la carta jugada se lleva cartas si puede (una carta que no se lleva nada se puede dejar en la mesa)
choice-must_capture-any = quien puede llevarse cartas con alguna carta tiene que llevárselas
field-your-seat = Tu asiento
seat-none = ninguno (solo mirar)
seat-number = Asiento { $seat }
field-bots = Llenar los demás asientos con jugadores del ordenador
field-level = Nivel de los jugadores del ordenador
field-start = Empezar la partida enseguida
button-create = Abrir la mesa
bad-target = Los puntos para ganar tienen que ser un número entero, de 1 en adelante.
bad-margin = La diferencia para ganar tiene que ser un número entero, de 1 en adelante.

## Una mesa

table-title = Mesa { $table }: { $game }
table-status-line = { $status }. { $seat ->
    [0] Estás mirando.
   *[other] Tu asiento es el { $seat }.
  } { $spectators ->
    [0] {""}
    [one] Un espectador.
   *[other] { $spectators } espectadores.
  }
setup-title = Asientos
setup-fill-seats = Cada asiento necesita una persona o un jugador del ordenador antes de que pueda empezar la partida.
bot-level-label = Nivel del jugador del ordenador del asiento { $seat }
button-add-bot = Añadir un jugador del ordenador
button-add-bot-label = Añadir un jugador del ordenador en el asiento { $seat }
button-remove-bot = Quitar
button-remove-bot-label = Quitar el jugador del ordenador del asiento { $seat }
bot-added = Un jugador del ordenador ({ $level }) se sienta en el asiento { $seat }.
bot-removed = El jugador del ordenador ha dejado el asiento { $seat }.
button-start = Empezar la partida
button-leave = Dejar la mesa
button-back = Volver a la sala
left-table = Has dejado la mesa { $table }.
button-close-table = Cerrar la mesa
confirm-close-table = ¿Cerrar la mesa { $table } para todos? Una partida en curso se para aquí; lo jugado se guarda como grabación.
table-closed = La mesa { $table } está cerrada: { $reason ->
    [expired] no hubo nadie mientras esperaba.
    [closed] la ha cerrado su dueño.
    [unwatched] nadie miraba su partida.
    [round_limit] su partida ha llegado al límite de rondas de la sala.
   *[left] se han ido todos.
  }
cards-in-hand = { $count ->
    [one] una carta
   *[other] { $count } cartas
  }
seat-to-move = le toca
game-title = La partida
game-keys-hint = Las teclas funcionan cuando la partida tiene el foco: { $play } juega la carta elegida, las flechas eligen, { $table } lee la mesa, { $score } la puntuación, { $turn } a quién le toca, { $help } las teclas.
table-cards-title = La mesa
trick-title = La baza
hand-title = Tu mano
bids-title = Fichas: elige el reparto que quieres ganar
pile-title = Lo que te has llevado
spectator-no-hand = Estás mirando: no ves ninguna mano.
spectator-no-pile = Estás mirando: no te has llevado nada.
spectator-cannot-play = Estás mirando esta mesa: los espectadores no pueden jugar.
no-game-yet = La partida todavía no ha empezado.
no-card-chosen = Primero elige una carta de tu mano.
choose-first = Primero elige una de las { $count } maneras, o pulsa Escape.
choose-capture-title = Con { CASE($card, case: "def") } te puedes llevar cartas de varias maneras
choose-claim-title = Reclamar { CASE($card, case: "def") }: ¿qué captura?
take-toggle-label = Carta { $number } de la mesa, { $card }
actions-label = Acciones de la partida
action-with-key = { $action } ({ $key })
action-play = Jugar
action-table = Mesa
action-score = Puntuación
action-turn = A quién le toca
action-challenge = Protestar
action-claim = Reclamar
action-pile = Cartas llevadas
action-help = Ayuda
action-hint = Pista
action-repeat = Repetir
action-hand = Mano
action-yes = Sí
action-no = No
action-cancel = Cancelar
action-discard = Descartar las cartas marcadas
action-end = Cerrar la ronda
button-cancel = Cancelar
field-command = Comando
button-do = Hacer
command-help = Escribe un comando, como jugar 2, coger 1 3, ficha 2 o mesa, y pulsa Intro. ayuda los muestra todos.
gone-on = Pasas: el juego sigue.
history-title = Lo que ha pasado
table-chat-title = Chat de la mesa
table-chat-log = Chat de la mesa
game-over-record = La partida ha terminado; su grabación se puede descargar con el resultado.
record-download = Descargar la grabación de esta partida (número { $record })
result-title-round = El resultado de la ronda
result-title-game = El resultado de la partida
button-result-close = Ocultar el resultado
discard-proposed = Pulsa { $yes } para descartar estas cartas, o { $no } para elegirlas tú.

## Negativas de la sala (los códigos de error del servidor)

error-with-detail = { $reason } ({ $detail })
error-other = La sala no lo ha aceptado.
error-not-signed-in = Primero entra en la sala.
error-already-signed-in = Ya has entrado.
error-bad-name = Ese nombre no se puede usar: usa de 1 a 32 letras, cifras, espacios, puntos, apóstrofos, guiones o guiones bajos.
error-bad-password = La contraseña tiene que tener de 8 a 256 caracteres.
error-name-taken = Ese nombre ya está cogido: elige otro.
error-bad-credentials = El nombre o la contraseña no son correctos.
error-bad-token = Tu sesión ha terminado: vuelve a entrar.
error-bad-option = Esa opción no se acepta.
error-too-many-tables = Tienes demasiadas mesas abiertas: primero termina o deja alguna.
error-too-many-tables-from-address = Hay demasiadas mesas abiertas desde tu dirección de red (la comparten todos los de tu red): espera a que termine alguna.
error-not-owner = Solo el dueño de la mesa puede hacer eso.
error-session-replaced = Esta sesión está abierta en demasiadas ventanas: esta se cierra.
error-not-found = Esa mesa ya no existe.
error-finished = Esa partida ha terminado.
error-no-such-seat = Ese asiento no existe.
error-table-full = La mesa está llena.
error-seat-taken = Ese asiento está ocupado.
error-already-seated = Ya tienes un asiento en esta mesa.
error-not-waiting = La partida ha empezado: ahora no se pueden cambiar los asientos.
error-seats-empty = Todavía hay asientos libres.
error-no-bot = No hay ningún jugador del ordenador en ese asiento.
error-not-watching = Primero abre la mesa.
error-bad-chat = Ese mensaje no se puede enviar: de 1 a 500 caracteres imprimibles.
error-not-playing = Ahora no se está jugando la partida.
error-not-seated = No tienes asiento en esta mesa.
error-not-your-seat = Ese asiento no es tuyo.
error-stale = La partida ha avanzado antes de que llegara tu jugada: se ha actualizado, vuelve a intentarlo.
error-not-your-turn = No te toca.
error-illegal-move = Esa jugada no está permitida.
error-rate-limited = Demasiados mensajes a la vez: espera un momento.
error-too-large = Ese mensaje es demasiado largo.
error-bad-message = La sala no ha podido leer ese mensaje.
error-store-error = La sala no ha podido guardarlo; no ha cambiado nada.
error-internal = La sala no ha podido hacerlo; no ha cambiado nada.
error-connection-lost = Sin conexión: se volverá a conectar con la sala en un momento.

## Ajustes

settings-title = Ajustes
settings-language = Idioma
language-en = English (inglés)
language-ru = Русский (ruso)
language-pl = Polski (polaco)
language-es = Español
language-it = Italiano (italiano)
settings-theme = Colores
theme-auto = como el sistema
theme-light = claro
theme-dark = oscuro
settings-contrast = Contraste
contrast-normal = normal
contrast-high = alto
settings-large-text = Texto grande
settings-card-size = Tamaño de las cartas
card-size-small = pequeño
card-size-medium = mediano
card-size-large = grande
settings-sound = Sonidos
settings-volume = Volumen
settings-announce-chat = Leer en voz alta los mensajes del chat
settings-keys = Teclas
settings-keys-help = Activa el botón de una tecla y luego pulsa la tecla nueva. Las cifras, las flechas y el tabulador no se pueden reasignar.
settings-key = { $action }: { $key }
settings-key-press = Pulsa la tecla nueva para { $action }, o Escape para dejar la que hay.
settings-key-refused = { $key } no se puede usar: es una cifra, una flecha, el tabulador o una tecla modificadora.
settings-key-clash = { $key } ya sirve para { $action }: elige otra tecla.
settings-keys-reset = Restablecer todas las teclas
settings-keys-were-reset = Todas las teclas han vuelto a su configuración inicial.
settings-saved = Ajustes guardados.
button-save = Guardar
button-close = Cerrar

## Ayuda

help-title = Teclas y comandos
help-intro = Las teclas funcionan cuando la zona de juego (tu mano, las fichas o la mesa) tiene el foco; cada una tiene también un comando que se puede escribir, y todas menos Repetir un botón debajo de la partida.
help-play = Jugar la carta elegida; elegir; confirmar; antes de la partida, empezarla; fuera de tu turno, dejar pasar la última carta (sin corregir ni protestar: el juego sigue).
help-table = Leer las cartas de la mesa (en Metamorfosis, la baza).
help-table-sweep = Leer las cartas de la mesa.
help-table-trick = Leer las cartas de la baza.
help-score = La puntuación.
help-turn = A quién le toca.
help-challenge = Protestar la última jugada (captura manual).
help-claim = Reclamar la captura que el jugador anterior ha dejado pasar: la carta que dejó y lo que podía haberse llevado pasan a tu montón, antes de que juegues (penalizaciones a la española).
help-pile = Las cartas que te has llevado.
help-help = Esta ayuda.
help-hint = Una pista: la jugada del experto y por qué; su carta pasa a ser la elegida, e Intro juega lo que dice.
help-repeat = Repite lo último que se ha dicho.
help-hand = Leer toda tu mano.
help-yes = Sí, para contestar a una pregunta.
help-no = No, para contestar a una pregunta.
help-cancel = Cancelar una elección.
help-arrows-key = Flechas izquierda y derecha
help-arrows = Elegir una carta de tu mano (o una ficha); Inicio y Fin van a la primera y a la última.
help-digits-key = Del 1 al 9
help-digits = Leer la carta de la mesa con ese número; al elegir una captura, elegirla; con la captura manual, coger o dejar esa carta de la mesa.
help-digits-trick = Leer la carta de la baza con ese número, en el orden en que se jugó.
help-command-list = Comandos: { $commands }.
help-examples = Ejemplos: jugar 2 juega tu segunda carta, jugar 7d una carta, jugar 5c:2d+3c una captura; coger 1 3 se lleva las cartas 1 y 3 de la mesa con la carta elegida; ficha 2 elige tu ficha; descartar 2c 5h descarta; decir hola escribe en el chat de la mesa.

# La sala: el foco, el chat y la conexión

table-created-started = La mesa { $table } está abierta y su partida empieza.
said-skipped = { $count ->
    [one] Se ha dicho { $count } cosa más mientras escuchabas; está en el historial.
   *[other] Se han dicho { $count } cosas más mientras escuchabas; están en el historial.
  }

# Ajustes: la voz y el idioma

settings-language-set = La página está ahora en español.
settings-verbosity = Cuánto se dice
verbosity-auto = Automático: normal en tus primeras partidas, luego breve
verbosity-brief = Breve: lo que ha pasado y tu turno
verbosity-normal = Normal: también la mesa en tu turno y las categorías de cada ronda
verbosity-full = Completo: también tu mano en cada turno
settings-verbosity-set = Voz: { $choice }.
settings-rate = Velocidad de la voz
settings-rate-help = En palabras por minuto: cuánto espera la página antes de decir lo siguiente.
rate-value = { $rate } { $rate ->
    [one] palabra
   *[other] palabras
  } por minuto
settings-rate-set = Velocidad de la voz: { $rate } { $rate ->
    [one] palabra
   *[other] palabras
  } por minuto.

# Límites: ráfagas de chat dichas en una frase, esperas, nombres que se parecen a otros

chat-burst-more = { $count ->
    [one] Un mensaje más de { $name }.
   *[other] { $count } mensajes más de { $name }.
  }
chat-burst-many = { $count } mensajes más del chat, de { $people } personas.
error-rate-limited-wait = Demasiados a la vez: vuelve a intentarlo dentro de { $seconds } { $seconds ->
    [one] segundo
   *[other] segundos
  }.
error-name-confusable = Ese nombre se parece al de otro jugador: elige uno que no se pueda confundir con él.
