# Фразы, общие для всех игр, по-русски: списки, имена игроков, счёт, конец игры.
# Все сообщения и их переменные перечислены в cardtable/text/messages.py.

## Списки и имена

list-two = { $first } и { $second }
list-more = { $first }, { $rest }
seat-label = Игрок { $number } ({ $name })
team-label = Команда { $number }

## Счёт и конец игры

game-number = Игра { $number }.
signed-number = { $sign ->
    [minus] минус { $number }
   *[other] { $number }
  }
side-amount = { $side } — { SIGNED($amount) }
totals = Общий счёт: { $list }.
game-won = Игра окончена. Победа: { $side }, { SIGNED($points) } { $points ->
    [one] очко
    [few] очка
   *[many] очков
  }.
game-won-you = Игра окончена. Вы победили: { SIGNED($points) } { $points ->
    [one] очко
    [few] очка
   *[many] очков
  }.
game-shared = Игра окончена. Победу делят: { $sides }, у каждого { SIGNED($points) } { $points ->
    [one] очко
    [few] очка
   *[many] очков
  }.
final-scores = Итоговый счёт: { $list }.
