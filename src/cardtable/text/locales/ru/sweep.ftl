# Фразы игр семейства «Метла» (эскоба, скопа, классическая игра), по-русски.
# Все сообщения и их переменные перечислены в cardtable/text/messages.py;
# списки, имена игроков, общий счёт и конец игры — в common.ftl.

## Жребий на первую сдачу

dealer-draw = Жребий на сдачу: { $draws }.
dealer-draw-again = Старшие карты равны, тянут ещё раз: { $draws }.
dealer-draw-item = { $seat } тянет { CASE($card, case: "acc") }
dealer-draw-item-you = вы тянете { CASE($card, case: "acc") }
dealer-drawn = Первым сдаёт { $seat }.
dealer-drawn-you = Первыми сдаёте вы.

## Игра

game-start = { $preset ->
    [scopa] Скопа
    [escoba] Эскоба
    [escoba-primiera] Эскоба с примьерой
   *[classic] Метла, классическая игра
  }, игроков: { $players }, игра до { $target } { $target ->
    [one] очка
   *[other] очков
  }.
game-modifiers = Модификаторы: { $modifiers }.
modifier = { $modifier ->
    [fifteen] взятие пятнашкой
    [scopone] сдача скопоне
    [muerto] муэрто, каждое очко достаётся другим
    [manual-spanish] ручное взятие с испанскими штрафами
   *[manual] ручное взятие с оспариванием
  }
game-team = { $team }: { $members }.
game-rule-round-limit = Не больше { $rounds } { $rounds ->
    [one] раунда
   *[other] раундов
  }: затем побеждает лидер, а при равенстве лидеров — ничья.
game-rule-must-capture-any = Кто может взять хоть какой-нибудь картой, обязан брать.
game-rule-self-correction = Положив на стол карту, которой можно было взять, игрок ещё может забрать это взятие, пока не сыграна следующая карта.
game-rule-no-capture = Кто за раунд не возьмёт ни одной карты, проигрывает игру.
game-rule-margin = Чтобы победить, нужно набрать { $target } { $target ->
    [one] очко
    [few] очка
   *[many] очков
  } или больше и опережать всех остальных хотя бы на { $margin } { $margin ->
    [one] очко
    [few] очка
   *[many] очков
  }.

## Сдача

round-start = Раунд { $number }. Сдаёт { $dealer }.
round-start-you = Раунд { $number }. Сдаёте вы.
table-dealt = На столе: { $cards }.
deal-last = Последняя раздача.
game-round-limit = Достигнут предел раундов: { $rounds } { $rounds ->
    [one] раунд
    [few] раунда
   *[many] раундов
  }.
game-drawn = Игра окончена вничью: { $sides }, у каждого { SIGNED($points) } { $points ->
    [one] очко
    [few] очка
   *[many] очков
  }.
deal-hand = { $seat } получает { CASE($cards, case: "acc") }.
deal-own = Ваши карты: { $cards }.
deal-others = Остальные игроки получают по { $count ->
    [one] { $count } карте
    [few] { $count } карты
   *[many] { $count } карт
  }.
deal-each = Каждый игрок получает { $count ->
    [one] { $count } карту
    [few] { $count } карты
   *[many] { $count } карт
  }.
set-aside = Отложено в сторону не глядя: { $count } { $count ->
    [one] карта
    [few] карты
   *[many] карт
  }.
opening-sweeps = { $seat } забирает со стола при сдаче { CASE($cards, case: "acc") }: { $preset ->
    [scopa] { $sweeps ->
        [one] { $sweeps } скопа
        [few] { $sweeps } скопы
       *[many] { $sweeps } скоп
    }
    [escoba] { $sweeps ->
        [one] { $sweeps } эскоба
        [few] { $sweeps } эскобы
       *[many] { $sweeps } эскоб
    }
    [escoba-primiera] { $sweeps ->
        [one] { $sweeps } эскоба
        [few] { $sweeps } эскобы
       *[many] { $sweeps } эскоб
    }
   *[other] { $sweeps ->
        [one] { $sweeps } метла
        [few] { $sweeps } метлы
       *[many] { $sweeps } мётел
    }
  }.
opening-sweeps-you = Вы забираете со стола при сдаче { CASE($cards, case: "acc") }: { $preset ->
    [scopa] { $sweeps ->
        [one] { $sweeps } скопа
        [few] { $sweeps } скопы
       *[many] { $sweeps } скоп
    }
    [escoba] { $sweeps ->
        [one] { $sweeps } эскоба
        [few] { $sweeps } эскобы
       *[many] { $sweeps } эскоб
    }
    [escoba-primiera] { $sweeps ->
        [one] { $sweeps } эскоба
        [few] { $sweeps } эскобы
       *[many] { $sweeps } эскоб
    }
   *[other] { $sweeps ->
        [one] { $sweeps } метла
        [few] { $sweeps } метлы
       *[many] { $sweeps } мётел
    }
  }.

## Ходы

play-lay = { $seat } кладёт на стол { CASE($card, case: "acc") }.
play-capture = { $seat } ходит { CASE($card, case: "ins") } и забирает { CASE($cards, case: "acc") }.
play-sweep = { $seat } ходит { CASE($card, case: "ins") } и забирает { CASE($cards, case: "acc") }. { $preset ->
    [scopa] Скопа!
    [escoba] Эскоба!
    [escoba-primiera] Эскоба!
   *[other] Метла!
  }
play-lay-you = Вы кладёте на стол { CASE($card, case: "acc") }.
play-capture-you = Вы ходите { CASE($card, case: "ins") } и забираете { CASE($cards, case: "acc") }.
play-sweep-you = Вы ходите { CASE($card, case: "ins") } и забираете { CASE($cards, case: "acc") }. { $preset ->
    [scopa] Скопа!
    [escoba] Эскоба!
    [escoba-primiera] Эскоба!
   *[other] Метла!
  }
play-error = Этот ход нарушил правила взятия.
challenge-right = { $seat } оспаривает ход { CASE($mover, case: "gen") }, и верно: { $side } получает { $points } { $points ->
    [one] очко
    [few] очка
   *[many] очков
  }.
challenge-wrong = { $seat } оспаривает ход { CASE($mover, case: "gen") }, но напрасно: ход был верным. { $side }: { SIGNED($points) } { $points ->
    [one] очко
    [few] очка
   *[many] очков
  }.
challenge-right-you = Вы оспариваете ход { CASE($mover, case: "gen") }, и верно: вы получаете { $points } { $points ->
    [one] очко
    [few] очка
   *[many] очков
  }.
challenge-wrong-you = Вы оспариваете ход { CASE($mover, case: "gen") }, но напрасно: ход был верным. У вас { SIGNED($points) } { $points ->
    [one] очко
    [few] очка
   *[many] очков
  }.
challenge-right-yours = { $seat } оспаривает ваш ход, и верно: { $side } получает { $points } { $points ->
    [one] очко
    [few] очка
   *[many] очков
  }.
challenge-wrong-yours = { $seat } оспаривает ваш ход, но напрасно: ваш ход был верным. { $side }: { SIGNED($points) } { $points ->
    [one] очко
    [few] очка
   *[many] очков
  }.
challenge-missed = Ошибка: { CASE($card, case: "ins") } можно было взять { CASE($choices, case: "acc") }.
challenge-impossible = Ошибка: { CASE($card, case: "ins") } нельзя взять { CASE($cards, case: "acc") }.
challenge-not-so = Ошибка: { CASE($card, case: "ins") } можно было взять { CASE($choices, case: "acc") }, но не { CASE($cards, case: "acc") }.
leftover-taken = { $seat } забирает карты, оставшиеся на столе: { CASE($cards, case: "acc") }.
leftover-taken-you = Вы забираете карты, оставшиеся на столе: { CASE($cards, case: "acc") }.
leftover-nobody = Никто ничего не взял, поэтому карты на столе не идут в счёт: { $cards }.

## Испанские штрафы

claim-taken = { $seat } забирает пропущенное взятие — { CASE($card, case: "acc") } вместе с { CASE($cards, case: "ins") }.
claim-taken-you = Вы забираете пропущенное взятие — { CASE($card, case: "acc") } вместе с { CASE($cards, case: "ins") }.
claim-corrected = { $seat } исправляет ход и всё-таки забирает { CASE($card, case: "acc") } вместе с { CASE($cards, case: "ins") }.
claim-corrected-you = Вы исправляете ход и всё-таки забираете { CASE($card, case: "acc") } вместе с { CASE($cards, case: "ins") }.
check-passed = Сумма оставшихся карт: { $sum }. Ошибок не было.
check-failed = Сумма оставшихся карт: { $sum }. Взятия проверяются.
penalty-lost = { $seat } теряет { $points } { $points ->
    [one] очко
    [few] очка
    [many] очков
   *[other] очка
  } за неверное взятие { CASE($cards, case: "gen") } { CASE($card, case: "ins") }.
penalty-lost-you = Вы теряете { $points } { $points ->
    [one] очко
    [few] очка
    [many] очков
   *[other] очка
  } за неверное взятие { CASE($cards, case: "gen") } { CASE($card, case: "ins") }.

## Счёт

round-scored = Раунд окончен.
score-category = { $category }: { $list }.
score-item = { $side } — { SIGNED($points) } { $points ->
    [one] очко
    [few] очка
    [many] очков
   *[other] очка
  }
score-nothing = Ни одна категория не принесла очков.
muerto-note = Муэрто: каждое очко достаётся другим игрокам.
round-short-of-margin = Победителя пока нет: чтобы победить, нужно набрать { $target } { $target ->
    [one] очко
    [few] очка
   *[many] очков
  } или больше и { $margin ->
    [1] обогнать всех остальных
   *[other] опережать всех остальных хотя бы на { $margin } { $margin ->
        [one] очко
        [few] очка
       *[many] очков
    }
  }.
round-points = Очки за раунд: { $list }.
cards-taken = Взято карт: { $list }.
category-sweeps = { $preset ->
    [scopa] Скопы
    [escoba] Эскобы
    [escoba-primiera] Эскобы
   *[other] Мётлы
  }
category-cards = Больше всего карт
category-diamonds = { $points ->
    [2] { $deck ->
        [spanish] Все десять золотых (орос)
        [italian] Все десять монет (денари)
       *[other] Все десять бубён
      }
   *[other] { $deck ->
        [spanish] Больше всего золотых (орос)
        [italian] Больше всего монет (денари)
       *[other] Больше всего бубён
      }
  }
category-settebello = { $deck ->
    [spanish] Гинди, семёрка золотых
    [italian] Сеттебелло, семёрка монет
   *[other] Семёрка бубён
  }
category-sevens = { $points ->
    [2] Все четыре семёрки
   *[other] Больше всего семёрок
  }
category-primiera = Примьера
category-under-ten = У соперников меньше десяти карт
category-challenges = Оспаривания
category-penalties = Штрафы

## Конец игры

game-no-capture = { $side }: ни одной взятой карты за раунд, это проигрыш.
game-no-capture-you = Вы не взяли за раунд ни одной карты: это проигрыш.
