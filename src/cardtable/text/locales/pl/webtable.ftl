# The browser page: webtable

# Miejsca narysowane wokół stołu (czytnik ekranu słyszy zamiast nich listę miejsc).
ring-bot-name = Komputer { $seat }
ring-you = { $name } (ty)
ring-hand = { $count ->
    [one] { $count } karta
    [few] { $count } karty
   *[many] { $count } kart
}
ring-taken = { $count ->
    [0] nic nie zebrano
    [one] { $count } zebrana karta
    [few] { $count } zebrane karty
   *[many] { $count } zebranych kart
}
ring-sweeps = { $preset ->
    [scopa] { $count ->
        [one] { $count } scopa
        [few] { $count } scopy
       *[many] { $count } scop
    }
    [escoba] { $count ->
        [one] { $count } escoba
        [few] { $count } escoby
       *[many] { $count } escob
    }
    [escoba-primiera] { $count ->
        [one] { $count } escoba
        [few] { $count } escoby
       *[many] { $count } escob
    }
   *[other] { $count ->
        [one] { $count } miotła
        [few] { $count } miotły
       *[many] { $count } mioteł
    }
}
ring-tricks = { $count ->
    [0] bez lew
    [one] { $count } lewa
    [few] { $count } lewy
   *[many] { $count } lew
}
ring-bid = żeton { $bid }
# Nagłówek tablicy wyników.
ring-round-sweep = Runda { $round } · do { $target }
ring-round-meta = Partia { $partie } z { $parties } · rozdanie { $deal }
# Pasek akcji: klawisz przycisku, słyszany po jego nazwie.
action-key-suffix = ({ $key })
# Przycisk panelu bocznego.
side-hide = Ukryj przebieg gry i czat
side-show = Pokaż przebieg gry i czat
# Przyciski nagłówka na telefonie: jedno słowo z ich pełnych nazw (które słyszy czytnik ekranu).
button-lobby-short = Sala
button-help-short = Pomoc
