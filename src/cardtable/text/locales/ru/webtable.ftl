# The browser page: webtable

# Места вокруг стола (экранный диктор читает вместо них список мест).
ring-bot-name = Компьютер { $seat }
ring-you = { $name } (вы)
ring-hand = { $count ->
    [one] { $count } карта
    [few] { $count } карты
   *[many] { $count } карт
}
ring-taken = { $count ->
    [0] ничего не взято
    [one] взята { $count } карта
    [few] взято { $count } карты
   *[many] взято { $count } карт
}
ring-sweeps = { $preset ->
    [scopa] { $count ->
        [one] { $count } скопа
        [few] { $count } скопы
       *[many] { $count } скоп
    }
    [escoba] { $count ->
        [one] { $count } эскоба
        [few] { $count } эскобы
       *[many] { $count } эскоб
    }
    [escoba-primiera] { $count ->
        [one] { $count } эскоба
        [few] { $count } эскобы
       *[many] { $count } эскоб
    }
   *[other] { $count ->
        [one] { $count } метла
        [few] { $count } метлы
       *[many] { $count } мётел
    }
}
ring-tricks = { $count ->
    [0] взяток нет
    [one] { $count } взятка
    [few] { $count } взятки
   *[many] { $count } взяток
}
ring-bid = заявка { $bid }
# Заголовок табло.
ring-round-sweep = Раунд { $round } · до { $target }
ring-round-meta = Партия { $partie } из { $parties } · розыгрыш { $deal }
# Кнопка действия: её клавиша, слышная после названия.
action-key-suffix = ({ $key })
# Кнопка боковой панели.
side-hide = Скрыть ход игры и чат
side-show = Показать ход игры и чат
# The header's buttons on a phone: a word of their full names (which a screen reader hears).
button-lobby-short = В зал
button-help-short = Справка
