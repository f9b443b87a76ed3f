# The browser page: webresult
# The game-over panel and the room's list of tables, in Russian. Every message and its
# variables are listed in cardtable/text/messages.py (WEBRESULT_MESSAGES).

## The game-over panel

# $sides: the winning sides' names, as a list; $count: how many they are.
result-winner = { $count ->
    [one] Победитель: { $sides }.
   *[other] Победители: { $sides }.
}
result-draw = Ничья: { $sides }.
result-scores-caption = Итоговый счёт
result-col-side = Игрок или команда
result-col-points = Очки
result-col-outcome = Итог
result-won = Победа
result-rounds-caption = Очки по раундам
result-parties-caption = Очки по партиям
result-col-round = Раунд
result-col-partie = Партия
result-round-number = Раунд { $number }
result-partie-number = Партия { $number }
result-total = Всего
button-same-again = Ещё раз с теми же настройками

## The room's list of tables

tables-other = Другие столы ({ $count })
tables-other-note = Столы, которые ждут игроков, но никого из людей за ними нет, и столы, которые игроки покинули.
tables-other-caption = Другие столы: сейчас за ними никто не играет.
