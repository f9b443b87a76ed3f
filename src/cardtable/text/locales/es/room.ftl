# Las frases propias del servidor de la sala, en español: qué hace una jugada de la lista y
# las negativas que solo da la sala. Los sucesos del juego y las lecturas (mano, mesa,
# puntuación, negativas a una jugada) vienen de los otros catálogos, con las mismas palabras
# que usa el terminal.
# Todos los mensajes y sus variables están en cardtable/text/messages.py.

## Jugadas

move-challenge = Protestar la última jugada.
move-end = Cerrar la ronda.

## Negativas

refuse-stale = La partida ha avanzado antes de que llegara tu jugada: así está ahora.
