# Słowa wpisywanych poleceń, po polsku (w obu klientach; słowa angielskie też zawsze działają).
#
# words-NAZWA: słowa, które dają polecenie NAZWA, rozdzielone przecinkami. Wielkość liter nie
# ma znaczenia, a słowo może składać się z dwóch słów („czyja kolej”). Polskie litery nie są
# zamieniane na łacińskie, więc słowa z ogonkami podajemy też bez nich („weź, wez”).
# Jednoliterowe słowa to litery klawiszy; układ polski jest łaciński, więc są to litery
# angielskie i nie powtarzamy ich tutaj. Żadne słowo nie może dawać dwóch poleceń, ani
# w jednym języku, ani razem ze słowami angielskimi, które każdy język też przyjmuje
# (sprawdza to tests/test_command_words.py).
# usage-NAZWA: polecenie tak, jak pokazuje je pomoc i odmowa nieznanego słowa, z argumentami;
# usage-with-english pokazuje polecenie innego języka obok jego angielskiej postaci.
# words-lowest i suit-words-KOLOR: słowa odrzucenia najniższych kart koloru
# (odrzuć najniższe 3 kiery); litery kolorów d h s c są słowami angielskimi, więc zawsze
# działają.

words-enter = zatwierdź, zatwierdz
words-table = stół, stol
words-card = karta
words-score = wynik, punkty, punktacja
words-turn = kolej, czyja kolej, czyj ruch
words-hand = ręka, reka, moje karty
words-pile = zebrane, wzięte, wziete
words-play = zagraj, graj
words-take = weź, wez, bierz
words-bid = żeton, zeton, deklaruj, deklaracja
words-discard = odrzuć, odrzuc, zrzuć, zrzuc
words-end = koniec, zakończ, zakoncz
words-challenge = zakwestionuj, kwestionuj, sprzeciw
words-claim = przejmij, zabierz
words-hint = podpowiedź, podpowiedz, wskazówka, wskazowka
words-repeat = powtórz, powtorz, jeszcze raz
words-help = pomoc
words-quit = wyjdź, wyjdz, wyjście, wyjscie
words-left = w lewo, lewo, poprzednia
words-right = w prawo, prawo, następna, nastepna
words-yes = tak
words-no = nie
words-cancel = anuluj, cofnij
words-pass = pas, przepuść, przepusc
words-say = powiedz, napisz, czat
words-reconnect = połącz ponownie, polacz ponownie, połącz, polacz

usage-table = stół
usage-card = karta N
usage-score = wynik
usage-turn = kolej
usage-hand = ręka
usage-pile = zebrane
usage-play = zagraj N
usage-take = weź …
usage-bid = żeton N
usage-discard = odrzuć …
usage-end = koniec
usage-challenge = zakwestionuj
usage-claim = przejmij
usage-hint = podpowiedź
usage-repeat = powtórz
usage-help = pomoc
usage-quit = wyjdź
usage-left = w lewo
usage-right = w prawo
usage-yes = tak
usage-no = nie
usage-cancel = anuluj
usage-pass = pas
usage-say = powiedz …
usage-with-english = { $usage } ({ $english })

words-lowest = najniższe, najnizsze, najniższą, najniższa, najnizsza, najniższy, najnizszy, najniższych, najnizszych, najniższego, najnizszego
suit-words-diamonds = karo, karowe, karowa, karową, karowych, karowy
suit-words-hearts = kier, kiery, kierów, kierow, kiera, kierowe, kierowa, kierową, kierowych, kierowy
suit-words-spades = pik, piki, pików, pikow, pika, pikowe, pikowa, pikową, pikowych, pikowy
suit-words-clubs = trefl, trefle, trefli, trefla, treflowe, treflowa, treflową, treflowych, treflowy

## Dlaczego wpisane odrzucenie nie zostaje przyjęte

discard-lowest-how = Po słowie „najniższe” podaj liczbę i kolor, na przykład: odrzuć najniższe 3 kiery.
discard-lowest-short = Chcesz odrzucić { $asked ->
    [one] najniższą kartę
    [few] { $asked } najniższe karty
   *[many] { $asked } najniższych kart
  } w kolorze { $suit ->
    [diamonds] karo
    [hearts] kier
    [spades] pik
   *[clubs] trefl
  }, ale { $count ->
    [0] nie masz w tym kolorze żadnej karty
    [one] masz w tym kolorze tylko jedną kartę
    [few] masz w tym kolorze tylko { $count } karty
   *[many] masz w tym kolorze tylko { $count } kart
  }.

# answers-yes, answers-no: słowa, którymi odpowiada się na pytanie menu typu tak lub nie
# (litery t i n to tu tak i nie, a nie litery klawiszy Y i N).
answers-yes = tak, t
answers-no = nie, n
