# Собственные фразы терминального клиента, по-русски: приглашения, ходы, клавиши чтения,
# выбор, отказы, справка и меню. Все сообщения и их переменные перечислены в
# cardtable/text/messages.py; события игры произносят другие каталоги. Ходы, чтение, пункты
# выбора и отказы (cardtable/text/readout.py и refusals.py) сервер говорит и браузерному
# клиенту, так что оба клиента говорят одними словами.

## Имена

player-name = Игрок
bot-name = Компьютер { $number }
player-name-case = { $case ->
    [acc] Игрока
    [ins] Игроком
    [gen] Игрока
   *[other] Игрок
  }
bot-name-case = { $case ->
    [ins] Компьютером { $number }
    [gen] Компьютера { $number }
   *[other] Компьютер { $number }
  }
level-name = { $level ->
    [easy] лёгкий
    [hard] сильный
    [expert] эксперт
   *[normal] средний
  }
game-name = { $game ->
    [scopa] Скопа
    [escoba] Эскоба
    [escoba-primiera] Эскоба с примьерой
    [metamorphosis] Метаморфоза
   *[classic] Метла, классическая игра
  }
list-or-two = { $first } или { $second }
list-or-more = { $first }, { $rest }
list-or-groups-two = { $first }; или { $second }
list-or-groups-more = { $first }; { $rest }

## Начало и конец

seat-intro = Ваше имя в игре: { $name }, место { $seat }; уровень компьютерных игроков: { $level ->
    [easy] лёгкий
    [hard] сильный
    [expert] эксперт
   *[normal] средний
  }.
press-enter = Нажмите Enter, чтобы начать игру; H — список клавиш.
not-started = Игра ещё не началась: нажмите Enter, чтобы начать, или Q, чтобы уйти.
speech-on = Озвучивает { $program }.
speech-none = Программа озвучивания не найдена: установите speech-dispatcher (spd-say) или espeak-ng, чтобы слышать игру. Игра продолжается текстом.
record-saved = Игра сохранена в файле { $path }.
record-unfinished = Незаконченная игра сохранена в файле { $path }.
replay-unfinished = Запись кончается здесь: игру не доиграли.
replay-error = ошибка: { $where }: { $reason }
replay-error-plain = ошибка: { $reason }
replay-error-record = ошибка: это не запись игры, которую можно воспроизвести: { $reason }
replay-record-number = запись { $number }
replay-at-event = { $unit ->
    [partie] партия
   *[round] раунд
  } { $number }, событие { $event }
replay-after-event = { $unit ->
    [partie] партия
   *[round] раунд
  } { $number }, после события { $event }
replay-at-round = { $unit ->
    [partie] партия
   *[round] раунд
  } { $number }
replay-at-end = конец игры
replay-ends-early = запись кончается здесь, а игра продолжается: { $action ->
    [bid] заявку делает { $seat }
    [discard] { $seat } сбрасывает карты ({ $count })
   *[play] ходит { $seat }
  }
replay-past-record = запись кончается после { $unit ->
    [partie] партии
   *[round] раунда
  } { $number }, а игра продолжается
replay-bad-draw = по правилам первого сдающего определяет жребий, но в записи нет правильного жребия
replay-engine-more = запись здесь кончается, а игра продолжается: { $event }
replay-record-more = { $what ->
    [game] игра окончена
    [partie] партия окончена
   *[round] раунд окончен
  } здесь, а запись продолжается
replay-differs = в записи { $record }, а по правилам { $engine }
replay-waits = в записи здесь { $event }, а по правилам { $action ->
    [bid] заявку делает { $seat }
    [discard] { $seat } сбрасывает карты ({ $count })
   *[play] ходит { $seat }
  }
replay-cannot = этот шаг нарушает правила или не читается: { $event }
replay-bad-deal = эти карты не сдача этой игры: каждая карта должна быть показана, по одному разу, и столько, сколько сдают правила
record-failed = Не удалось сохранить игру: { $reason }.
input-ended = Ввод закончился, поэтому вы выходите из игры.
quit-ask = Выйти из игры? Y — выйти, N — остаться.
quit-stay = Вы остаётесь в игре.
quit-left = Вы выходите из игры.
menu-left = Вы уходите, не начав игры.
answer-first = Сначала ответьте на вопрос: Y или Enter — сбросить, N — изменить отметки.
nothing-to-answer = Сейчас нет вопроса, на который нужно ответить.
nothing-to-cancel = Отменять нечего.
nothing-to-repeat = Пока ещё ничего не сказано.
nothing-to-pass = Сейчас нет хода, который можно пропустить.
window-passed = Пас: игра идёт дальше.
no-such-key = Клавиша { $key } здесь ничего не делает: H (Р) называет клавиши. Чтобы набрать команду, начните её с косой черты, например /ход 2.

## Ходы

your-turn = Ваш ход. { $count ->
    [one] Ваша карта
   *[other] Ваши карты
  }: { $hand }. { $table }
your-turn-table = Ваш ход. { $table }
your-turn-brief = Ваш ход.
your-turn-close = Последняя карта раунда сыграна: нажмите Enter или наберите «конец», чтобы закрыть раунд.
can-challenge = Пробел оспаривает последний ход.
turn-chosen = Выбрано: { $card }.
your-turn-bid = Выберите фишку — розыгрыш, который хотите выиграть: наберите «ставка» и число от 1 до 4 или выберите стрелками влево и вправо и нажмите Enter.
your-turn-bid-short = Выберите фишку — розыгрыш, который хотите выиграть, от 1 до 4.
your-turn-lead = Ваш заход. { $count ->
    [one] Ваша карта
   *[other] Ваши карты
  }: { $hand }.
your-turn-lead-brief = Ваш заход.
your-turn-follow = Ваш ход. { $trick } { $count ->
    [one] Ваша карта
   *[other] Ваши карты
  }: { $hand }.
your-turn-follow-trick = Ваш ход. { $trick }
your-turn-discard-short = Сбросьте { $count ->
    [one] { $count } карту
    [few] { $count } карты
   *[many] { $count } карт
  }: отметьте их клавишей Enter или наберите «сброс» и карты.
your-turn-discard = У вас больше двенадцати карт: сбросьте { $count ->
    [one] { $count } карту
    [few] { $count } карты
   *[many] { $count } карт
  }. Ваши карты: { $hand }. Enter отмечает выбранную карту; можно также набрать «сброс» и карты.
challenge-window = Можно оспорить ход { CASE($seat, case: "gen") }: нажмите пробел или наберите «оспорить». Enter — играть дальше.
can-claim = Ход { CASE($seat, case: "gen") } — { $card } на стол, хотя этой картой можно было взять { CASE($cards, case: "acc") }. Нажмите K (Л) или наберите «требую», чтобы забрать это взятие.
can-claim-ways = Ход { CASE($seat, case: "gen") } — { $card } на стол, хотя этой картой можно было взять { $ways ->
    [one] { $ways } способом
   *[other] { $ways } способами
  }. Нажмите K (Л) или наберите «требую», чтобы выбрать и забрать взятие.
correction-window = Вы положили на стол { CASE($card, case: "acc") }, хотя этой картой можно было взять { CASE($cards, case: "acc") }. Нажмите K (Л) или наберите «требую», чтобы всё-таки забрать это взятие, пока следующий игрок не сыграл. Enter — играть дальше.
correction-window-ways = Вы положили на стол { CASE($card, case: "acc") }, хотя этой картой можно было взять { $ways ->
    [one] { $ways } способом
   *[other] { $ways } способами
  }. Нажмите K (Л) или наберите «требую», чтобы выбрать и всё-таки забрать взятие. Enter — играть дальше.
correction-window-short = Этой картой можно было взять { CASE($cards, case: "acc") }. Нажмите K (Л) или наберите «требую», чтобы всё-таки забрать это взятие, пока следующий игрок не сыграл. Enter — играть дальше.
correction-window-ways-short = Этой картой можно было взять { $ways ->
    [one] { $ways } способом
   *[other] { $ways } способами
  }. Нажмите K (Л) или наберите «требую», чтобы выбрать и всё-таки забрать взятие. Enter — играть дальше.

## Чтение игры

table-cards = На столе { $count ->
    [one] { $count } карта
    [few] { $count } карты
   *[many] { $count } карт
  }: { $cards }.
table-empty = Стол пуст.
table-card = Карта { $number } из { $count } на столе: { $card }.
table-card-none = На столе нет карты { $number }: { $count ->
    [0] стол пуст
    [one] там { $count } карта
    [few] там { $count } карты
   *[many] там { $count } карт
  }.
trick-cards = Во взятке: { $list }.
trick-item = { $card } ({ $seat })
trick-item-you = { $card } (ваша)
trick-empty = Во взятку ещё не сыграно ни одной карты.
trick-card = Карта { $number } во взятке: { $card } ({ $seat }).
trick-card-you = Карта { $number } во взятке: { $card } (ваша).
trick-card-none = Во взятке нет карты { $number }: { $count ->
    [0] в неё ещё ничего не сыграно
    [one] в ней { $count } карта
    [few] в ней { $count } карты
   *[many] в ней { $count } карт
  }.
hand-cards = У вас { $count ->
    [one] { $count } карта
    [few] { $count } карты
   *[many] { $count } карт
  }: { $cards }.
hand-empty = У вас нет карт на руке.
pile-cards = В этом раунде вы взяли { $count ->
    [one] { $count } карту
    [few] { $count } карты
   *[many] { $count } карт
  }: { CASE($cards, case: "acc") }.
pile-team-cards = В этом раунде ваша команда взяла { $count ->
    [one] { $count } карту
    [few] { $count } карты
   *[many] { $count } карт
  }: { CASE($cards, case: "acc") }.
pile-empty = В этом раунде вы ещё ничего не взяли.
taken-cards = В этом розыгрыше вы взяли { $count ->
    [one] { $count } карту
    [few] { $count } карты
   *[many] { $count } карт
  }: { CASE($cards, case: "acc") }.
taken-none = В этом розыгрыше вы ещё ничего не взяли.
score-round = Раунд { $round }, игра до { $target } { $target ->
    [one] очка
   *[other] очков
  }.
score-sweeps = { $preset ->
    [scopa] Скопы
    [escoba] Эскобы
    [escoba-primiera] Эскобы
   *[other] Мётлы
  } в этом раунде: { $list }.
score-challenges = Оспаривания в этом раунде: { $list }.
score-meta = Партия { $partie } из { $parties }, розыгрыш { $deal }.
score-partie = Очки за эту партию: { $list }.
turn-yours = Сейчас ваш ход.
turn-of = Сейчас ходит { $seat }.
turn-over = Игра окончена.
marker = Фишка { $deal }: { $deal ->
    [1] без козырей, каждая взятая трефа — минус 4
    [2] козыри — бубны, каждая взятая черва — плюс 4
    [3] без козырей, каждая взятая карта — минус 1
   *[4] без козырей, каждая взятая пика — минус 4
  }.

## Выбор карты и взятия

selected-of = { $number } из { $count }: { $text }.
option-lays = { $card }, ничего не берёт
option-takes = { $card }, берёт { CASE($cards, case: "acc") }
option-ways = { $card }, может взять { $ways ->
    [one] { $ways } способом
   *[other] { $ways } способами
  }
option-unplayable = { $card }, сейчас нельзя: нужно ходить в масть { $suit }
option-marked = { $card }, отмечена для сброса
choose-capture = Взять { CASE($card, case: "ins") } можно по-разному: { $choices }. Нажмите номер варианта или Escape для отмены.
choose-claim = Пропущенное взятие { CASE($card, case: "gen") } можно забрать по-разному: { $choices }. Нажмите номер взятки, которую забираете, или Escape для отмены.
capture-choice = { $number } — { CASE($cards, case: "acc") }
capture-choice-hinted = { $number } — по подсказке — { CASE($cards, case: "acc") }
choice-enter-hinted = Enter — вариант подсказки.
choice-enter-hinted-typed = Пустая строка — вариант подсказки.
hinted-enter-challenge = Enter — оспорить.
hinted-enter-challenge-typed = Пустая строка — оспорить.
hinted-enter-claim = Enter — забрать.
hinted-enter-claim-typed = Пустая строка — забрать.
hinted-enter-pass = Enter — играть дальше.
hinted-enter-pass-typed = Пустая строка — играть дальше.
choice-bad = { $count ->
    [2] Нажмите 1 или 2; Escape — отмена.
   *[other] Нажмите число от 1 до { $count } или Escape для отмены.
  }
choice-cancelled = Выбор отменён.
take-start = Готовите ход { CASE($card, case: "ins") }: нажимайте номера карт на столе, которые берёте, затем Enter; Enter без номеров кладёт карту на стол. Escape — отмена.
take-start-hinted = Готовите ход { CASE($card, case: "ins") } и, как в подсказке, берёте { CASE($cards, case: "acc") }. Enter — сыграть так. Номера карт на столе добавляют или убирают карты; Escape — отмена.
choose-capture-typed = Взять { CASE($card, case: "ins") } можно по-разному: { $choices }. Напишите номер варианта отдельной строкой или «отмена».
choose-claim-typed = Пропущенное взятие { CASE($card, case: "gen") } можно забрать по-разному: { $choices }. Напишите номер взятки, которую забираете, отдельной строкой или «отмена».
choice-bad-typed = { $count ->
    [2] Напишите 1 или 2 отдельной строкой или «отмена».
   *[other] Напишите число от 1 до { $count } отдельной строкой или «отмена».
  }
take-start-typed = Готовите ход { CASE($card, case: "ins") }: пишите номера карт на столе, которые берёте, по одному в строке, затем пустую строку, или все сразу, например «взять 1 3»; пустая строка без номеров кладёт карту на стол; «отмена» отменяет ход.
take-start-hinted-typed = Готовите ход { CASE($card, case: "ins") } и, как в подсказке, берёте { CASE($cards, case: "acc") }. Пустая строка — сыграть так. Номера карт на столе, по одному в строке, добавляют или убирают карты; «отмена» отменяет ход.
take-on = Карта { $number } на столе, { $card }, берётся.
take-off = Карта { $number } на столе, { $card }, остаётся.
take-chosen = Берёте { CASE($cards, case: "acc") }.
take-none = Ничего не берёте: Enter положит карту на стол.
discard-marked = Отмечена для сброса: { $card }, { $marked } из { $need }.
discard-unmarked = Отметка снята: { $card }, { $marked } из { $need }.
discard-full = Уже отмечено { $need } { $need ->
    [one] карта
    [few] карты
   *[many] карт
  }: сначала снимите отметку с одной из них.
discard-status = Для сброса отмечено { $marked } из { $need }.
discard-confirm = Сбросить { CASE($cards, case: "acc") }? Y или Enter — сбросить, N — изменить отметки.
discard-kept = Пока ничего не сброшено: меняйте отметки клавишей Enter.
discard-hinted = Y или Enter — сбросить их, N — выбрать самому.
no-hint = Подсказки сейчас нет: ход не ваш.
no-challenge = Сейчас нет хода, который вы можете оспорить.
no-claim = Сейчас нечего забирать: забрать можно карту, которую игрок перед вами положил, хотя мог ею взять, — пока вы сами не сыграли.
no-claim-own = Сейчас нечего забирать: взятие, пропущенное своей картой, можно забрать клавишей K (Л) или словом «требую», пока следующий игрок не сыграл.

## Отказы

unknown-command = { $command } — не команда. Команды: { $commands }. Клавиши — по H.
need-number = После «{ $command }» нужно число, например «{ $command } 2».
bad-card = { $text } — не карта: напишите значение и букву масти d, h, s или c, например { $example }.
bad-move = { $text } — не ход: укажите номер карты на руке, например 2, карту, например 7d, или взятие, например 5c:2d+3c.
refuse-not-your-turn = Сейчас не ваш ход: ходит { $seat }.
refuse-not-in-hand = Этой карты у вас нет: { $card }. { $held ->
    [one] Ваша карта
   *[other] Ваши карты
  }: { $hand }.
refuse-no-position = У вас нет карты номер { $number }: на руке { $count ->
    [one] { $count } карта
    [few] { $count } карты
   *[many] { $count } карт
  }.
refuse-not-on-table = Этого нет на столе: { $cards }. Клавиша C прочитает стол.
refuse-must-capture = Брать обязательно: { CASE($card, case: "ins") } нужно взять { CASE($choices, case: "acc") }.
refuse-must-capture-other = Брать обязательно: { CASE($card, case: "ins") } ничего не взять, а взять можно { CASE($cards, case: "ins") }.
refuse-captures-nothing = Здесь { CASE($card, case: "ins") } нечего взять: сыграйте карту без взятия, и она ляжет на стол.
refuse-not-a-capture = Так взять нельзя: { CASE($card, case: "ins") } можно взять { CASE($choices, case: "acc") }.
refuse-round-closing = Раунд окончен: нажмите Enter или наберите «конец», чтобы закрыть его.
refuse-round-not-over = Раунд не окончен: сыграйте карту.
refuse-no-challenges = Оспаривать ходы можно только при ручном взятии.
refuse-no-claims = Забирать пропущенное взятие здесь нельзя: это можно только при ручном взятии — своё, пока следующий игрок не сыграл, или при испанских штрафах пропущенное игроком перед вами.
refuse-spanish-challenge = При испанских штрафах ходы не оспаривают: неверные взятия находятся в конце раунда, а клавиша K (Л) забирает взятку, которую пропустил игрок перед вами.
refuse-follow-suit = Нужно ходить в масть { $suit }: у вас есть { $cards }.
refuse-bid-first = Сначала выберите фишку: bid от 1 до 4.
refuse-bid-range = Фишка называет розыгрыш от 1 до 4.
refuse-discard-first = Сначала сбросьте { $count ->
    [one] { $count } карту
    [few] { $count } карты
   *[many] { $count } карт
  }.
refuse-discard-count = Сбросить нужно ровно { $need ->
    [one] { $need } карту
    [few] { $need } карты
   *[many] { $need } карт
  }, а указано { $count }.
refuse-play-card = Теперь сыграйте карту во взятку.
refuse-not-here = В этой игре нет команды { $command }.
refuse-engine = Так нельзя: { $reason }.
refuse-no-seat = Места { $seat } нет: места — от 1 до { $players }.
refuse-bad-move = В этой игре такого хода нет.
refuse-bad-move-text = { $text } — не ход: { $game ->
    [metamorphosis] укажите bid и номер розыгрыша от 1 до 4, например bid:2, карту, например Qs, или discard и карты, например discard:2c+5h
   *[other] укажите карту, например 7d, или взятие, например 5c:2d+3c
  }.
refuse-bad-claim-text = { $text } — не требование: укажите только что положенную карту и карты на столе, которые она могла взять, например claim:7d:2c+5h.
refuse-taken-twice = Каждую карту со стола берут один раз: назовите каждую по одному разу.
refuse-not-a-claim = Это не пропущенное взятие: { CASE($card, case: "ins") } можно было взять { CASE($choices, case: "acc") }.
refuse-capture-choice = Взять { CASE($card, case: "ins") } можно по-разному: { CASE($choices, case: "acc") }. Скажите, как именно.

## Справка

help-keys = Клавиши, когда строка ввода пуста:
help-key-enter = Enter: сыграть выбранную карту или подтвердить; до начала игры — начать её.
help-key-arrows = Стрелки влево и вправо: выбрать карту на руке, она называется при выборе.
help-key-table = C: прочитать карты на столе.
help-key-digits = Цифры от 1 до 9: прочитать карту стола с этим номером; при выборе взятия — выбрать или взять эту карту.
help-key-score = S: счёт.
help-key-turn = T: чей сейчас ход.
help-key-space = Пробел: оспорить последний ход (ручное взятие).
help-key-claim = K (Л): забрать пропущенное взятие — своё, пока следующий игрок не сыграл, или при испанских штрафах пропущенное игроком перед вами, пока вы не сыграли.
help-key-pile = D: карты, которые вы взяли.
help-key-hand = A (Ф): ваши карты.
help-key-trick = C (С): прочитать взятку.
help-key-trick-digits = Цифры от 1 до 9: прочитать карту взятки с этим номером, по порядку хода.
help-key-help = H: эта справка.
help-key-hint = Вопросительный знак: подсказка, ход эксперта и почему; её карта становится выбранной, и Enter играет то, что она советует.
help-key-repeat = R (К): повторить последнюю строку.
help-key-quit = Q: выйти из игры; сначала будет вопрос.
help-key-escape = Escape: отменить выбор.
help-key-yes = Y и N: ответить на вопрос.
help-typing = Чтобы набрать команду, начните её с косой черты, например /play 2, и нажмите Enter.
help-pipe = Каждая строка — команда; буквы клавиш тоже работают как команды, а пустая строка — это Enter.
help-sweep = ход 2 (play 2) играет вторую карту на руке, ход 7d — карту, ход 5c:2d+3c — взятие; если карта может взять по-разному, вариант выбирается номером.
help-manual = Ручное взятие: выбрав карту, номерами берите или оставляйте карты стола, Enter играет; взять 1 3 (take 1 3) играет выбранную карту и берёт карты стола 1 и 3; после подсказки при выборе её карты её карты стола уже взяты; конец (end) закрывает раунд; оспорить (challenge) оспаривает последний ход.
help-spanish = Ручное взятие с испанскими штрафами: выбрав карту, номерами берите или оставляйте карты стола, Enter играет; взять 1 3 (take 1 3) играет выбранную карту и берёт карты стола 1 и 3; конец (end) закрывает раунд. Ходы не оспаривают: если игрок перед вами положил карту, которой мог взять, K (Л) или требую (claim) забирает эту взятку в вашу стопку, пока вы не сыграли (требую 2 — второй вариант); в конце раунда карты на столе складывают, и если сумма неверна, каждое взятие, не давшее 15, стоит его автору 4 очка и ещё по 1 очку за каждую метлу раунда.
help-correction = Исправление хода: если вы положили на стол карту, которой можно было взять, K (Л) или требую (claim) всё-таки забирает это взятие, пока следующий игрок не сыграл; метлой оно не бывает.
help-meta = ставка 2 (bid 2) выбирает фишку; ход 3 или ход Qs (play) играет карту; сброс (discard) и карты, их номера или промежутки номеров сбрасывает их (сброс 1-5 8 Qs), а сброс младшие 3 червы — три младшие червы, в любом сочетании; при сбросе Enter отмечает выбранную карту.
help-commands = Команды: { $commands }.

## Меню

menu-game = Выберите игру: наберите её номер и нажмите Enter (Q — уйти).
menu-item = { $number }: { $text }.
menu-players = Сколько игроков, от { $min } до { $max }? Enter — { $min }.
menu-players-two = Сколько игроков, { $first } или { $second }? Enter — { $first }.
menu-teams = Играть двумя командами? Enter — { $default ->
    [1] да
   *[other] нет
  }.
menu-yes = да
menu-no = нет
menu-modifiers = Модификаторы: наберите номера нужных через пробел или нажмите Enter, если они не нужны.
menu-level = Уровень компьютерных игроков? Enter — { $default ->
    [1] лёгкий
    [3] сильный
    [4] эксперт
   *[other] средний
  }.
menu-bad = Наберите число от { $min } до { $max }.
menu-bad-two = Наберите { $first } или { $second }.
