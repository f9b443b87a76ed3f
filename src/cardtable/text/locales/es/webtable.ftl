# La página del navegador: webtable

# Los asientos dibujados alrededor del tapete (el lector de pantalla oye en su lugar la lista
# de asientos).
ring-bot-name = Ordenador { $seat }
ring-you = { $name } (tú)
ring-hand = { $count ->
    [one] 1 carta
   *[other] { $count } cartas
}
ring-taken = { $count ->
    [0] nada recogido
    [one] 1 carta recogida
   *[other] { $count } cartas recogidas
}
ring-sweeps = { $preset ->
    [scopa] { $count ->
        [one] 1 scopa
       *[other] { $count } scopas
    }
   *[other] { $count ->
        [one] 1 escoba
       *[other] { $count } escobas
    }
}
ring-tricks = { $count ->
    [0] ninguna baza
    [one] 1 baza
   *[other] { $count } bazas
}
ring-bid = ficha { $bid }
# El encabezado del marcador.
ring-round-sweep = Ronda { $round } · a { $target }
ring-round-meta = Manga { $partie } de { $parties } · reparto { $deal }
# La barra de acciones: la tecla de un botón, que se oye después de su nombre.
action-key-suffix = ({ $key })
# El botón del panel lateral.
side-hide = Ocultar el historial y el chat
side-show = Mostrar el historial y el chat
# Los botones de la cabecera en un móvil: una palabra de su nombre completo (que es lo que oye
# el lector de pantalla).
button-lobby-short = Sala
button-help-short = Ayuda
