# La página del navegador: webdeck

# El estilo de baraja del jugador (el diálogo de ajustes). Los estilos mismos se nombran con
# choice-deck-* de web.ftl.
settings-deck-style = Dibujo de las cartas
settings-deck-style-help = Cómo se ven en esta pantalla las cartas de la Escoba, la Scopa y la escoba clásica rusa, y cómo se nombran en lo que oyes; la partida y su baraja siguen siendo las mismas para todos. La Metamorfosis se dibuja siempre con la baraja francesa de 52 cartas.
deck-style-table = la baraja de la mesa
deck-style-language = la baraja de mi idioma (cartas españolas en español, italianas en italiano; si no, la de la mesa)
