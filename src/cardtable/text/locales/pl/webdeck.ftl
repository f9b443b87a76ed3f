# The browser page: webdeck

# Wygląd kart gracza (okno ustawień). Same style talii nazywają komunikaty choice-deck-*
# z web.ftl.
settings-deck-style = Wygląd kart
settings-deck-style-help = Jak wyglądają karty Escoby, Scopy i klasycznej Miotły na tym ekranie i jak są nazywane w tym, co słyszysz; sama gra i jej talia pozostają takie same dla wszystkich. Metamorfoza jest zawsze rysowana talią francuską z 52 kart.
deck-style-table = jak talia stołu
deck-style-language = talia mojego języka (po hiszpańsku karty hiszpańskie, po włosku włoskie, w innych językach talia stołu)
