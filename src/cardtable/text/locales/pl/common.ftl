# Zdania wspólne dla wszystkich gier sali, po polsku: listy, nazwy miejsc, wyniki, koniec gry.
# Wszystkie komunikaty i ich zmienne są wymienione w cardtable/text/messages.py.

## Listy i nazwy

list-two = { $first } i { $second }
list-more = { $first }, { $rest }
seat-label = Miejsce { $number } ({ $name })
team-label = Drużyna { $number }

## Wyniki i koniec gry

game-number = Gra { $number }.
signed-number = { $sign ->
    [minus] minus { $number }
   *[other] { $number }
  }
side-amount = { $side } ma { SIGNED($amount) }
totals = Łączny wynik: { $list }.
game-won = Koniec gry. Wygrywa { $side }: { SIGNED($points) } { $points ->
    [one] punkt
    [few] punkty
    [many] punktów
   *[other] punktu
  }.
game-won-you = Koniec gry. Wygrywasz: { SIGNED($points) } { $points ->
    [one] punkt
    [few] punkty
    [many] punktów
   *[other] punktu
  }.
game-shared = Koniec gry. Zwycięstwo dzielą: { $sides }, z równym wynikiem: { SIGNED($points) } { $points ->
    [one] punkt
    [few] punkty
    [many] punktów
   *[other] punktu
  }.
final-scores = Wyniki końcowe: { $list }.
