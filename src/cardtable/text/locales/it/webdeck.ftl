# La pagina del browser: webdeck

# Il tipo di mazzo del giocatore (la finestra delle impostazioni). I tipi stessi sono
# nominati da choice-deck-* di web.ftl.
settings-deck-style = Aspetto delle carte
settings-deck-style-help = Come appaiono su questo schermo le carte di Escoba, Scopa e della scopa classica e come vengono chiamate in ciò che senti; la partita e il suo mazzo restano gli stessi per tutti. Metamorfosi si gioca sempre con il mazzo francese da 52 carte.
deck-style-table = il mazzo del tavolo
deck-style-language = il mazzo della mia lingua (carte spagnole in spagnolo, carte italiane in italiano, altrimenti quello del tavolo)
