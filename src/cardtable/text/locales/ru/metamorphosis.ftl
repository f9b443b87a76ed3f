# Фразы «Метаморфозы», по-русски.
# Все сообщения и их переменные перечислены в cardtable/text/messages.py;
# списки, имена игроков, общий счёт и конец игры — в common.ftl.

## Игра и партии

meta-game-start = Метаморфоза, игроков: { $players }, партий: { $parties }, в каждой по четыре розыгрыша.
partie-start = Партия { $number }. Сдаёт { $dealer }.
partie-start-you = Партия { $number }. Сдаёте вы.
meta-deal-hand = { $seat } получает { CASE($cards, case: "acc") }.
meta-deal-own = Ваши карты: { $cards }.
meta-deal-others = Остальные игроки получают по { $count ->
    [one] { $count } карте
    [few] { $count } карты
   *[many] { $count } карт
  }.
meta-deal-each = Каждый игрок получает { $count ->
    [one] { $count } карту
    [few] { $count } карты
   *[many] { $count } карт
  }.
stock-cards = Прикуп, { $count ->
    [one] { $count } карта
    [few] { $count } карты
   *[many] { $count } карт
  } сверху вниз: { $cards }.
stock-hidden = В прикупе рубашкой вверх { $count ->
    [one] лежит { $count } карта
    [few] лежат { $count } карты
   *[many] лежат { $count } карт
  }.

## Заявки

bid-named = { $seat } тайно заявляет розыгрыш { $deal }.
bid-named-you = Вы тайно заявляете розыгрыш { $deal }.
bid-secret = { $seat } выбирает фишку.
bids-revealed = Фишки открыты: { $list }.
bid-item = { $seat } — розыгрыш { $deal }

## Раздачи и взятки

deal-start = Раздача { $deal }: { $trumps ->
    [diamonds] козыри — бубны
    [hearts] козыри — червы
    [spades] козыри — пики
    [clubs] козыри — трефы
   *[none] без козырей
  }, каждая взятая { $suit ->
    [diamonds] карта бубён
    [hearts] карта червей
    [spades] карта пик
    [clubs] карта треф
   *[any] карта
  } стоит { SIGNED($points) } { $points ->
    [one] очко
    [few] очка
   *[many] очков
  }.
deal-leads = Первым ходит { $seat }.
deal-leads-you = Первыми ходите вы.
card-played = { $seat } ходит { CASE($card, case: "ins") }.
card-played-you = Вы ходите { CASE($card, case: "ins") }.
trick-taken = Взятку берёт { $seat }.
trick-taken-you = Взятку берёте вы.
trick-worth = Взятку берёт { $seat }, { $points ->
    [0] она ничего не стоит
    [one] это { SIGNED($points) } очко
    [few] это { SIGNED($points) } очка
   *[many] это { SIGNED($points) } очков
  }.
trick-worth-you = Взятку берёте вы, { $points ->
    [0] она ничего не стоит
    [one] это { SIGNED($points) } очко
    [few] это { SIGNED($points) } очка
   *[many] это { SIGNED($points) } очков
  }.

## Между розыгрышами

discard-cards = { $seat } сбрасывает под прикуп рубашкой вверх { $count ->
    [one] { $count } карту
    [few] { $count } карты
   *[many] { $count } карт
  }: { CASE($cards, case: "acc") }.
discard-cards-you = Вы сбрасываете под прикуп рубашкой вверх { $count ->
    [one] { $count } карту
    [few] { $count } карты
   *[many] { $count } карт
  }: { CASE($cards, case: "acc") }.
discard-hidden = { $seat } сбрасывает под прикуп рубашкой вверх { $count ->
    [one] { $count } карту
    [few] { $count } карты
   *[many] { $count } карт
  }.
draw-cards = { $seat } добирает из прикупа { $count ->
    [one] { $count } карту
    [few] { $count } карты
   *[many] { $count } карт
  }: { CASE($cards, case: "acc") }.
draw-cards-you = Вы добираете из прикупа { $count ->
    [one] { $count } карту
    [few] { $count } карты
   *[many] { $count } карт
  }: { CASE($cards, case: "acc") }.
draw-hidden = { $seat } добирает из прикупа { $count ->
    [one] { $count } карту
    [few] { $count } карты
   *[many] { $count } карт
  }.
take-cards = { $seat } берёт наугад { $count ->
    [one] { $count } карту
    [few] { $count } карты
   *[many] { $count } карт
  } у соседа слева, { CASE($source, case: "gen") }: { CASE($cards, case: "acc") }.
take-cards-you = Вы берёте наугад { $count ->
    [one] { $count } карту
    [few] { $count } карты
   *[many] { $count } карт
  } у соседа слева, { CASE($source, case: "gen") }: { CASE($cards, case: "acc") }.
take-hidden = { $seat } берёт наугад { $count ->
    [one] { $count } карту
    [few] { $count } карты
   *[many] { $count } карт
  } у соседа слева, { CASE($source, case: "gen") }.
take-from-you = { $seat } берёт наугад { $count ->
    [one] { $count } карту
    [few] { $count } карты
   *[many] { $count } карт
  } из ваших карт: { CASE($cards, case: "acc") }.

## Счёт

deal-scored = Раздача { $deal } окончена. Очки: { $list }.
deal-premium = { $seat } получает премию за заявленный розыгрыш { $deal }: +{ $points } { $points ->
    [one] очко
    [few] очка
   *[many] очков
  }.
deal-premium-you = Вы получаете премию за заявленный розыгрыш { $deal }: +{ $points } { $points ->
    [one] очко
    [few] очка
   *[many] очков
  }.
partie-scored = Партия окончена. Очки за партию: { $list }.
