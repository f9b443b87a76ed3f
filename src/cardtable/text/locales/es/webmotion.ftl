# La página del navegador: webmotion
# El movimiento de la mesa. Todo lo de aquí también se dice (la escoba va en la frase de la
# jugada, la última jugada en los sucesos), así que estas palabras solo se ven, nunca se oyen.

# El breve rótulo sobre la mesa cuando una jugada hace escoba, con las palabras del juego.
motion-sweep = { $preset ->
    [scopa] ¡Scopa!
   *[other] ¡Escoba!
  }
# Debajo de la cara pequeña de la última carta jugada, junto al asiento que la jugó.
motion-last-play = Última jugada
