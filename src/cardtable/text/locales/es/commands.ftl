# Las palabras de los comandos que se escriben, en español (en los dos clientes; las palabras
# inglesas se aceptan siempre también).
#
# words-NOMBRE: las palabras que dan el comando NOMBRE, separadas por comas. Da igual que
# vayan en mayúsculas o minúsculas, y una palabra puede ser de dos palabras ("quién juega").
# Las tildes no se quitan solas, así que damos también las palabras sin tilde ("sí, si").
# Las palabras de una sola letra son las letras de las teclas; la distribución española es
# latina, así que son las letras inglesas y no se repiten aquí. Ninguna palabra puede dar dos
# comandos, ni en un idioma ni junto con las palabras inglesas, que todos los idiomas aceptan
# también (lo comprueba tests/test_command_words.py).
# usage-NOMBRE: el comando tal como lo muestran la ayuda y la respuesta a una palabra
# desconocida, con sus argumentos; usage-with-english muestra un comando de otro idioma junto
# a su forma inglesa.
# words-lowest y suit-words-PALO: las palabras de un descarte de las cartas más bajas de un
# palo (descartar menores 3 corazones); las letras de palo d h s c son palabras inglesas, así
# que se aceptan siempre.

words-enter = intro, confirmar
words-table = mesa
words-card = carta
words-score = puntos, puntuación, puntuacion, marcador, tanteo
words-turn = turno, quién juega, quien juega, a quién, a quien
words-hand = mano, mis cartas
words-pile = montón, monton, recogidas, llevadas
words-play = jugar, juega, juego, tirar, tiro
words-take = coger, coge, cojo, llevar, llevo
words-bid = ficha, elegir, elijo
words-discard = descartar, descarta, descarto, descarte
words-end = fin, terminar, termina, acabar
words-challenge = protestar, protesta, protesto
words-claim = reclamar, reclama, reclamo
words-hint = pista, consejo, sugerencia
words-repeat = repetir, repite, otra vez
words-help = ayuda
words-quit = salir, sal, abandonar
words-left = izquierda, anterior
words-right = derecha, siguiente
words-yes = sí, si, aceptar, acepto
words-no = no, rechazar, rechazo
words-cancel = cancelar, cancela, anular
words-pass = pasar, paso
words-say = decir, di, escribir
words-reconnect = reconectar, reconecta, conectar

usage-table = mesa
usage-card = carta N
usage-score = puntos
usage-turn = turno
usage-hand = mano
usage-pile = montón
usage-play = jugar N
usage-take = coger …
usage-bid = ficha N
usage-discard = descartar …
usage-end = fin
usage-challenge = protestar
usage-claim = reclamar
usage-hint = pista
usage-repeat = repetir
usage-help = ayuda
usage-quit = salir
usage-left = izquierda
usage-right = derecha
usage-yes = sí
usage-no = rechazar
usage-cancel = cancelar
usage-pass = pasar
usage-say = decir …
usage-with-english = { $usage } ({ $english })

words-lowest = menores, menor, bajas, baja, bajos, bajo
suit-words-diamonds = diamantes, diamante, rombos, rombo
suit-words-hearts = corazones, corazón, corazon
suit-words-spades = picas, pica
suit-words-clubs = tréboles, treboles, trébol, trebol

## Por qué no se acepta un descarte escrito

discard-lowest-how = Después de menores, pon un número y un palo, por ejemplo: descartar menores 3 corazones.
discard-lowest-short = Has pedido { $asked ->
    [one] tu carta más baja
   *[other] tus { $asked } cartas más bajas
  } de { $suit ->
    [diamonds] diamantes
    [hearts] corazones
    [spades] picas
   *[clubs] tréboles
  }, pero { $count ->
    [0] no tienes ninguna carta de ese palo
    [one] solo tienes una carta de ese palo
   *[other] solo tienes { $count } cartas de ese palo
  }.

# answers-yes, answers-no: las palabras que contestan a una pregunta de sí o no del menú
# (aquí la s es de sí; la n es de no, como en inglés).
answers-yes = sí, si, s
answers-no = no, n
