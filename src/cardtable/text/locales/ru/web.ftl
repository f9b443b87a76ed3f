# Слова самого браузерного клиента, по-русски: страница, зал, управление столом и
# настройки. Фразы об игре приходят с сервера (из других каталогов, как их говорит
# терминальный клиент); имена и подсказки браузер берёт и из common.ftl, sweep.ftl и
# terminal.ftl. Все сообщения и их переменные перечислены в cardtable/text/messages.py.

## Страница

app-name = cardtable
skip-to-content = Перейти к содержимому
loading = Загружается карточный зал…
nav-label = Меню зала
page-title-signin = Вход · cardtable
page-title-lobby = Зал · cardtable
page-title-table = Стол { $table } · cardtable
button-lobby = Вернуться в зал
button-settings = Настройки
button-help = Клавиши и справка
button-sign-out = Выйти
status-connecting = Подключение к залу…
status-open = Подключено.
status-lost = Связь потеряна: новая попытка через { $seconds ->
    [one] { $seconds } секунду
    [few] { $seconds } секунды
   *[other] { $seconds } секунд
  }.
status-closed = Отключено.
status-replaced = Отключено: этот сеанс открыт в слишком многих других окнах. Перезагрузите страницу, чтобы работать здесь.
connection-lost = Связь с залом потеряна. Пробуем подключиться снова; ваше место за вами.
reconnected = Связь восстановлена: вы снова на своём месте.

## Вход

signin-title = Добро пожаловать в карточный зал
signin-intro = Играйте в эскобу, скопу, классическую «Метлу» и «Метаморфозу» с компьютером или с людьми. Выберите имя, чтобы играть гостем, или войдите в свою учётную запись.
guest-title = Играть гостем
account-title = Ваша учётная запись
field-name = Имя
field-password = Пароль (не короче 8 символов)
button-guest = Войти гостем
button-sign-in = Войти
button-register = Создать учётную запись
signed-in = Вы в зале под именем { $name }.
signed-out = Вы вышли.
greeting = Вы вошли как { $name }.
greeting-guest = Вы играете как { $name }, гость.

## Зал

lobby-title = Зал
tables-title = Столы
tables-caption = Открытые столы: игра, места, состояние и что можно сделать.
tables-empty = Сейчас нет столов, где ждут игроков или играют. Откройте новый в разделе «Новый стол».
col-table = Стол
col-game = Игра
col-seats = Места
col-status = Состояние
col-actions = Действия
table-number = Стол { $table }
players-count = { $count ->
    [one] { $count } игрок
    [few] { $count } игрока
   *[other] { $count } игроков
  }
teams-yes = командами
target-points = до { $target } { $target ->
    [one] очка
   *[other] очков
  }
seat-line = Место { $seat }: { $who }
seat-empty = свободно
seat-bot = компьютер, { $level ->
    [easy] лёгкий
    [hard] сильный
    [expert] эксперт
   *[normal] средний
  }
seat-standin = { $name }, отошёл (пока играет компьютер)
seat-away = { $name }, без связи
status-waiting = ждёт игроков
status-playing = идёт игра
status-finished = игра окончена
spectators = { $count ->
    [one] { $count } зритель
    [few] { $count } зрителя
   *[other] { $count } зрителей
  }
button-open-table = Открыть
button-open-table-label = Открыть стол { $table }
button-take-seat = Сесть на место { $seat }
button-take-seat-label = Сесть на место { $seat } за столом { $table }
button-watch = Смотреть
button-watch-label = Смотреть стол { $table }
seat-taken-you = Вы сели на место { $seat } за столом { $table }.
table-created = Стол { $table } открыт.
records-title = Ваши сыгранные партии
records-none = Сыгранных партий пока нет.
record-line = Стол { $table }, { $game }: { $scores }. Победа: { $winners }. Скачать запись.
record-seat = { $name } { $score }
record-stopped = Стол { $table }, { $game }: остановлена до конца, { $reason ->
    [expired] так как никого не было.
    [closed] закрыта хозяином стола.
    [unwatched] так как за ней никто не следил.
    [round_limit] на пределе раундов зала.
   *[left] так как все ушли.
  } Скачать запись.
button-share-record = Поделиться записью стола { $table }
button-unshare-record = Перестать делиться записью стола { $table }
record-shared = Запись стола { $table } открыта: её может найти любой.
record-unshared = Запись стола { $table } снова только ваша.
room-chat-title = Чат зала
room-chat-log = Чат зала
chat-empty = Пока никто ничего не написал.
field-chat = Сообщение
button-send = Отправить
chat-line = { $name }: { $text }
chat-room-said = В зале: { $line }

## Новый стол

create-title = Новый стол
field-game = Игра
family-sweep = Игра «Метла» (эскоба, скопа, классическая)
field-preset = Правила
field-players = Игроков
field-teams = Играть двумя командами
field-teams-help = При 4 или 6 игроках: партнёры сидят друг напротив друга.
field-target = Очков до победы (пусто — по правилам)
field-modifiers = Варианты
modifier-fifteen = пятнашка
modifier-fifteen-help = Взятка должна давать 15 вместе со сыгранной картой.
modifier-scopone = скопоне
modifier-scopone-help = На стол ничего не кладётся: все карты раздаются игрокам (вдвоём — две раздачи по 10 карт).
modifier-muerto = муэрто
modifier-muerto-help = Обратный счёт: каждое очко, которое вы бы получили, достаётся остальным игрокам, поэтому берите как можно меньше.
modifier-manual = ручное взятие
modifier-manual-help = Вы сами выбираете, какие карты берёте; неверную взятку можно оспорить.
field-more-options = Другие настройки
option-deck = Колода
option-capture = Правило взятки
option-first-player = Кто ходит первым
option-dealing = Раздача
option-max-sum-cards = Сколько карт можно взять суммой
option-max-sum-cards-help = Сколько карт со стола может взять одна взятка суммой.
option-single-priority = Одиночную карту нужно брать раньше суммы
option-last-play-sweep = Метла последним ходом засчитывается
option-all-diamonds-bonus = Премия за всю особую масть
option-all-sevens-bonus = Премия за все четыре семёрки
option-opening-sweeps = Метлы начального стола засчитываются
option-no-capture-loss = Кто ничего не взял, проигрывает
option-self-correction = Можно исправить свой ход: забрать пропущенное взятие, пока не сыграна следующая карта
option-margin = Отрыв для победы
option-margin-help = На сколько очков победитель должен опережать на финише.
option-max-rounds = Предел раундов
first-dealer-draw = по жребию: сдаёт вытянувший старшую карту
option-max-rounds-help = После стольких раундов побеждает лидер, а равные лидеры играют вничью; пусто — без предела.
bad-max-rounds = Предел раундов — целое число от 1 или пусто (без предела).
option-scoring = Что приносит очки
option-parties = Партий
option-parties-help = Пусто: 4 партии на двоих, 3 на троих.
option-first-dealer = Первый сдающий
option-default = По правилам: { $value }
option-none = без ограничения
answer-yes = да
answer-no = нет
choice-deck-french-numeric = французская, от туза до 10
choice-deck-french = французская, с валетом, дамой и королём
choice-deck-spanish = испанская
choice-deck-italian = итальянская
choice-capture-match = по значению или сумме
choice-capture-fifteen = пятнашка (до пятнадцати)
choice-first_player-dealer = сдающий
choice-first_player-after-dealer = игрок после сдающего
choice-dealing-standard = четыре карты на стол, затем по три каждому (впятером пять на стол и по четыре в последней раздаче)
choice-dealing-scopone = скопоне: без стола, все карты на руках (вдвоём — две раздачи по 10)
option-penalties = Ошибки при ручном взятии
choice-penalties-challenge = их оспаривают другие игроки
choice-penalties-spanish = испанские штрафы: проверка в конце раунда, пропущенные взятки забирают
option-must-capture = Обязательное взятие
choice-must_capture-card = сыгранная карта берёт, если может (карту, которой нечего взять, можно положить)
choice-must_capture-any = кто может взять любой картой, обязан брать
field-your-seat = Ваше место
seat-none = никакое (только смотреть)
seat-number = Место { $seat }
field-bots = Посадить на остальные места компьютер
field-level = Уровень компьютера
field-start = Начать игру сразу
button-create = Открыть стол
bad-target = Очки до победы — целое число от 1.
bad-margin = Отрыв — целое число от 1.

## Стол

table-title = Стол { $table }: { $game }
table-status-line = { $status }. { $seat ->
    [0] Вы смотрите.
   *[other] Вы на месте { $seat }.
  } { $spectators ->
    [0] {""}
    [one] { $spectators } зритель.
    [few] { $spectators } зрителя.
   *[other] { $spectators } зрителей.
  }
setup-title = Места
setup-fill-seats = Прежде чем начать, на каждое место нужно посадить человека или компьютер.
bot-level-label = Уровень компьютера для места { $seat }
button-add-bot = Посадить компьютер
button-add-bot-label = Посадить компьютер на место { $seat }
button-remove-bot = Убрать
button-remove-bot-label = Убрать компьютер с места { $seat }
bot-added = Компьютер ({ $level }) сел на место { $seat }.
bot-removed = Компьютер ушёл с места { $seat }.
button-start = Начать игру
button-leave = Уйти из-за стола
button-back = Вернуться в зал
left-table = Вы ушли из-за стола { $table }.
button-close-table = Закрыть стол
confirm-close-table = Закрыть стол { $table } для всех? Идущая игра на этом остановится; сыгранное сохранится в записи.
table-closed = Стол { $table } закрыт: { $reason ->
    [expired] пока он ждал, за ним никого не было.
    [closed] его закрыл хозяин.
    [unwatched] за его игрой никто не следил.
    [round_limit] игра дошла до предела раундов в зале.
   *[left] все из-за него ушли.
  }
cards-in-hand = { $count ->
    [one] { $count } карта
    [few] { $count } карты
   *[other] { $count } карт
  }
seat-to-move = ходит
game-title = Игра
game-keys-hint = Клавиши работают, пока фокус в игре: { $play } играет выбранную карту, стрелки выбирают, { $table } читает стол, { $score } счёт, { $turn } чей ход, { $help } список клавиш.
table-cards-title = На столе
trick-title = Взятка
hand-title = Ваши карты
bids-title = Фишки: выберите розыгрыш, который хотите выиграть
pile-title = Что вы взяли
spectator-no-hand = Вы смотрите: карт у вас нет.
spectator-no-pile = Вы смотрите: вы ничего не брали.
spectator-cannot-play = Вы смотрите за этим столом: зрители не ходят.
no-game-yet = Игра ещё не началась.
no-card-chosen = Сначала выберите карту.
choose-first = Сначала выберите один из вариантов ({ $count }) или нажмите Escape.
choose-capture-title = Взять { CASE($card, case: "ins") } можно по-разному
choose-claim-title = Карта { $card }: какую взятку забрать?
take-toggle-label = Карта стола { $number }, { $card }
actions-label = Действия в игре
action-with-key = { $action } ({ $key })
action-play = Сыграть
action-table = Стол
action-score = Счёт
action-turn = Чей ход
action-challenge = Оспорить
action-claim = Забрать взятку
action-pile = Взятые карты
action-help = Справка
action-hint = Подсказка
action-repeat = Повтор
action-hand = Карты
action-yes = Да
action-no = Нет
action-cancel = Отмена
action-discard = Сбросить отмеченные карты
action-end = Закрыть раунд
button-cancel = Отмена
field-command = Команда
button-do = Выполнить
command-help = Наберите команду, например «ход 2», «взять 1 3», «ставка 2» или «стол», и нажмите Enter. «Помощь» перечисляет их.
gone-on = Пас: игра идёт дальше.
history-title = Что произошло
table-chat-title = Чат стола
table-chat-log = Чат стола
game-over-record = Игра окончена; её запись можно скачать рядом с итогом.
record-download = Скачать запись этой игры (номер { $record })
result-title-round = Итог раунда
result-title-game = Итог игры
button-result-close = Скрыть итог
discard-proposed = Нажмите { $yes }, чтобы сбросить эти карты, или { $no }, чтобы выбрать самому.

## Отказы зала (коды ошибок сервера)

error-with-detail = { $reason } ({ $detail })
error-other = Зал отказал.
error-not-signed-in = Сначала войдите.
error-already-signed-in = Вы уже вошли.
error-bad-name = Такое имя нельзя: от 1 до 32 букв, цифр, пробелов, точек, апострофов, дефисов или подчёркиваний.
error-bad-password = В пароле должно быть от 8 до 256 символов.
error-name-taken = Это имя занято: выберите другое.
error-bad-credentials = Неверное имя или пароль.
error-bad-token = Ваш сеанс закончился: войдите снова.
error-bad-option = Эта настройка не принимается.
error-too-many-tables = У вас слишком много открытых столов: доиграйте или покиньте один.
error-too-many-tables-from-address = С вашего сетевого адреса (он общий для всех в вашей сети) открыто слишком много столов: подождите, пока один из них закончится.
error-not-owner = Это может сделать только хозяин стола.
error-session-replaced = Этот сеанс открыт в слишком многих других окнах: здесь он закрыт.
error-not-found = Такого стола уже нет.
error-finished = Эта игра окончена.
error-no-such-seat = Такого места нет.
error-table-full = Стол заполнен.
error-seat-taken = Это место занято.
error-already-seated = Вы уже сидите за этим столом.
error-not-waiting = Игра началась: места менять нельзя.
error-seats-empty = Ещё не все места заняты.
error-no-bot = На этом месте нет компьютера.
error-not-watching = Сначала откройте стол.
error-bad-chat = Такое сообщение не отправить: от 1 до 500 печатных символов.
error-not-playing = Сейчас за этим столом не играют.
error-not-seated = Вы не сидите за этим столом.
error-not-your-seat = Это место не ваше.
error-stale = Игра ушла вперёд, пока шёл ваш ход: она обновлена, попробуйте снова.
error-not-your-turn = Сейчас не ваш ход.
error-illegal-move = Такой ход невозможен.
error-rate-limited = Слишком много сообщений сразу: подождите немного.
error-too-large = Слишком длинное сообщение.
error-bad-message = Зал не понял это сообщение.
error-store-error = Зал не смог это сохранить; ничего не изменилось.
error-internal = Зал не смог это сделать; ничего не изменилось.
error-connection-lost = Нет связи: зал будет доступен через мгновение.

## Настройки

settings-title = Настройки
settings-language = Язык
language-en = English (английский)
language-ru = Русский
language-pl = Polski (польский)
language-es = Español (испанский)
language-it = Italiano (итальянский)
settings-theme = Цвета
theme-auto = как в системе
theme-light = светлые
theme-dark = тёмные
settings-contrast = Контраст
contrast-normal = обычный
contrast-high = высокий
settings-large-text = Крупный текст
settings-card-size = Размер карт
card-size-small = маленькие
card-size-medium = средние
card-size-large = большие
settings-sound = Звуки
settings-volume = Громкость
settings-announce-chat = Читать вслух сообщения чата
settings-keys = Клавиши
settings-keys-help = Нажмите кнопку клавиши, затем новую клавишу. Цифры, стрелки и Tab переназначить нельзя.
settings-key = { $action }: { $key }
settings-key-press = Нажмите новую клавишу для действия «{ $action }» или Escape, чтобы оставить прежнюю.
settings-key-refused = { $key } нельзя: это цифра, стрелка, Tab или модификатор.
settings-key-clash = { $key } уже делает «{ $action }»: выберите другую клавишу.
settings-keys-reset = Вернуть все клавиши
settings-keys-were-reset = Все клавиши вернулись к исходным.
settings-saved = Настройки сохранены.
button-save = Сохранить
button-close = Закрыть

## Справка

help-title = Клавиши и команды
help-intro = Клавиши действуют, пока фокус в игре (на ваших картах, фишках или на столе); у каждой есть набираемая команда, а у всех, кроме «Повтор», ещё и кнопка под игрой.
help-play = Сыграть выбранную карту; выбрать; подтвердить; до игры — начать её; не в свой ход — пропустить последнюю карту (не поправлять свой ход и не оспаривать чужой: игра идёт дальше).
help-table = Прочитать карты на столе (в «Метаморфозе» — взятку).
help-table-sweep = Прочитать карты на столе.
help-table-trick = Прочитать карты взятки.
help-score = Счёт.
help-turn = Чей ход.
help-challenge = Оспорить последний ход (ручное взятие).
help-claim = Забрать взятку, которую пропустил игрок перед вами: положенная им карта и то, что она могла взять, идут в вашу стопку, пока вы не сыграли (испанские штрафы).
help-pile = Взятые вами карты.
help-help = Эта справка.
help-hint = Подсказка: ход эксперта и почему; её карта становится выбранной, и Enter играет то, что она советует.
help-repeat = Повторить то, что было сказано последним.
help-hand = Прочитать все ваши карты.
help-yes = Да — в ответ на вопрос.
help-no = Нет — в ответ на вопрос.
help-cancel = Отменить выбор.
help-arrows-key = Влево и вправо
help-arrows = Выбрать карту (или фишку); Home и End — первая и последняя.
help-digits-key = От 1 до 9
help-digits = Прочитать карту стола 1–9; при выборе взятки — выбрать её; при ручном взятии — взять или оставить эту карту стола.
help-digits-trick = Прочитать карту взятки с этим номером, по порядку хода.
help-command-list = Команды: { $commands }.
help-examples = Примеры: «ход 2» играет вторую карту, «ход 7d» — карту, «ход 5c:2d+3c» — взятие; «взять 1 3» берёт выбранной картой карты стола 1 и 3; «ставка 2» называет фишку; «сброс 2c 5h» сбрасывает, «сброс 1-5 8» — по номерам, «сброс младшие 3 червы» — три младшие червы; «сказать привет» пишет в чат стола. Английские слова (play, take, bid, discard, say) тоже понимаются.

# The room: focus, chat and connection

table-created-started = Стол { $table } открыт, игра начинается.
said-skipped = { $count ->
    [one] Пока вы слушали, прозвучало ещё { $count } сообщение; оно в истории.
    [few] Пока вы слушали, прозвучали ещё { $count } сообщения; они в истории.
    [many] Пока вы слушали, прозвучало ещё { $count } сообщений; они в истории.
   *[other] Пока вы слушали, прозвучало ещё { $count } сообщения; они в истории.
  }

# Settings: speech and language

settings-language-set = Страница теперь на русском языке.
settings-verbosity = Сколько говорить
verbosity-auto = Автоматически — обычно в первых играх, потом кратко
verbosity-brief = Кратко — что произошло и ваш ход
verbosity-normal = Обычно — ещё стол в ваш ход и категории раунда
verbosity-full = Подробно — ещё ваши карты в каждый ход
settings-verbosity-set = Речь: { $choice }.
settings-rate = Скорость речи
settings-rate-help = В словах в минуту: сколько страница ждёт, прежде чем сказать следующее.
rate-value = { $rate } { $rate ->
    [one] слово
    [few] слова
   *[many] слов
  } в минуту
settings-rate-set = Скорость речи: { $rate } { $rate ->
    [one] слово
    [few] слова
   *[many] слов
  } в минуту.

# Limits: chat bursts said as one sentence, waits, names that look like another's

chat-burst-more = { $count ->
    [one] Ещё { $count } сообщение от { $name }.
    [few] Ещё { $count } сообщения от { $name }.
   *[many] Ещё { $count } сообщений от { $name }.
  }
chat-burst-many = Ещё { $count ->
    [one] { $count } сообщение
    [few] { $count } сообщения
   *[many] { $count } сообщений
  } в чате от { $people ->
    [one] { $people } человека
   *[other] { $people } человек
  }.
error-rate-limited-wait = Слишком много сразу: попробуйте снова через { $seconds ->
    [one] { $seconds } секунду
    [few] { $seconds } секунды
   *[many] { $seconds } секунд
  }.
error-name-confusable = Это имя похоже на имя другого игрока: выберите такое, которое с ним не спутать.
