# Подсказки по-русски: ход, который предлагает эксперт, и почему, одной фразой.
# Все сообщения и их переменные перечислены в cardtable/text/messages.py.

hint-sweep = Сыграйте { CASE($card, case: "acc") }: так вы сметёте стол и возьмёте { CASE($cards, case: "acc") }.
hint-take = Сыграйте { CASE($card, case: "acc") }: так вы возьмёте { CASE($cards, case: "acc") }.
hint-lay = Положите на стол { CASE($card, case: "acc") }: так следующему игроку достанется меньше всего.
hint-end = Закройте раунд: последняя карта сыграна.
hint-claim = Заберите пропущенное взятие — { CASE($card, case: "acc") } вместе с { CASE($cards, case: "ins") }: оно ваше, пока вы не сыграли свою карту.
hint-challenge-take = Оспорьте последний ход: { $card } не берёт { CASE($cards, case: "acc") } по правилам. Верный вызов приносит { $points } { $points ->
    [one] очко
    [few] очка
   *[many] очков
  }.
hint-challenge-lay = Оспорьте последний ход: { CASE($card, case: "acc") } положили на стол, хотя этой картой можно было взять. Верный вызов приносит { $points } { $points ->
    [one] очко
    [few] очка
   *[many] очков
  }.
hint-take-back = Заберите пропущенное взятие, пока не сыграна следующая карта: { CASE($card, case: "ins") } можно было взять { CASE($cards, case: "acc") }.
hint-pass = Пропустите последний ход: в нём нечего оспаривать или забирать.
hint-bid = Заявите розыгрыш { $deal }: он лучше всего подходит вашим картам.
hint-discard = Сбросьте { CASE($cards, case: "acc") }. В следующем розыгрыше они пригодятся меньше всего.
hint-lead = Зайдите { CASE($card, case: "ins") }.
hint-duck = Сыграйте { CASE($card, case: "acc") }: так вы не возьмёте взятку.
hint-win = Сыграйте { CASE($card, case: "acc") }: так вы возьмёте взятку.
hint-shed = Масти нет: сбросьте { CASE($card, case: "acc") }.
