# La pagina del browser: webtable

# I posti disegnati intorno al tappeto (lo screen reader sente invece l'elenco dei posti).
ring-bot-name = Computer { $seat }
ring-you = { $name } (tu)
ring-hand = { $count ->
    [one] 1 carta
   *[other] { $count } carte
}
ring-taken = { $count ->
    [0] nessuna presa
    [one] 1 carta presa
   *[other] { $count } carte prese
}
ring-sweeps = { $preset ->
    [scopa] { $count ->
        [one] 1 scopa
       *[other] { $count } scope
    }
    [escoba] { $count ->
        [one] 1 escoba
       *[other] { $count } escobas
    }
    [escoba-primiera] { $count ->
        [one] 1 escoba
       *[other] { $count } escobas
    }
   *[other] { $count ->
        [one] 1 scopa
       *[other] { $count } scope
    }
}
ring-tricks = { $count ->
    [0] nessuna presa
    [one] 1 presa
   *[other] { $count } prese
}
ring-bid = segnalino { $bid }
# L'intestazione del tabellone.
ring-round-sweep = Smazzata { $round } · a { $target }
ring-round-meta = Giro { $partie } di { $parties } · smazzata { $deal }
# La barra delle azioni: il tasto di un pulsante, sentito dopo il suo nome.
action-key-suffix = ({ $key })
# Il pulsante del pannello laterale.
side-hide = Nascondi la cronologia e la chat
side-show = Mostra la cronologia e la chat
# I pulsanti dell'intestazione su un telefono: una parola dei loro nomi completi (che lo
# screen reader sente).
button-lobby-short = Sala
button-help-short = Aiuto
