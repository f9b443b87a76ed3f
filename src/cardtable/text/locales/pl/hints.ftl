# Podpowiedzi po polsku: ruch, który proponuje ekspert, i dlaczego, w jednym zdaniu.
# Wszystkie komunikaty i ich zmienne są wymienione w cardtable/text/messages.py.

hint-sweep = Zagraj { CASE($card, case: "acc") }: zgarniesz cały stół, czyli { CASE($cards, case: "acc") }.
hint-take = Zagraj { CASE($card, case: "acc") }: weźmiesz { CASE($cards, case: "acc") }.
hint-take-open = Potem cały stół zgarnie karta o wartości { $worth }, { $unseen ->
    [1] a jednej takiej karty jeszcze nie widać.
   *[other] a { $unseen } takich kart jeszcze nie widać.
  }
hint-lay-safe = Wyłóż na stół { CASE($card, case: "acc") }: potem żadna karta nie zgarnie całego stołu.
hint-lay-open = Wyłóż na stół { CASE($card, case: "acc") }: potem cały stół zgarnie tylko karta o wartości { $worth }, { $unseen ->
    [0] ale wszystkie takie karty są już znane.
    [1] a jednej takiej karty jeszcze nie widać.
   *[other] a { $unseen } takich kart jeszcze nie widać.
  }
hint-lay-forced-safe = Wyłóż na stół { CASE($card, case: "acc") }: żadna twoja karta nic nie bierze, a potem żadna karta nie zgarnie całego stołu.
hint-lay-forced-open = Wyłóż na stół { CASE($card, case: "acc") }: żadna twoja karta nic nie bierze; potem cały stół zgarnie tylko karta o wartości { $worth }, { $unseen ->
    [0] ale wszystkie takie karty są już znane.
    [1] a jednej takiej karty jeszcze nie widać.
   *[other] a { $unseen } takich kart jeszcze nie widać.
  }
hint-lay-last = Wyłóż na stół { CASE($card, case: "acc") }: to ostatnia karta rundy i po niej nikt już nie gra.
# Wartość figury z jej nazwą (na talii hiszpańskiej figura ma 10, 11 lub 12).
hint-worth-figure = { $worth } ({ $rank })
# Po powodzie wyłożenia punktowanej siódemki (siódemki karo lub denarów; każdej siódemki, gdy liczą się siódemki lub primiera), gdy nie weźmie jej żadna karta, której gracz jeszcze nie widział.
hint-lay-seven-safe = I nie weźmie jej żadna karta, której jeszcze nie widać.
# Po powodzie wyłożenia przy muerto, gdy któraś karta z ręki mogłaby brać.
hint-muerto-lay = Ta karta nic nie bierze, a przy muerto wszystko, co bierzesz, daje punkty innym.
# Po powodzie wzięcia przy muerto, gdy zasady nie pozwalają nic wyłożyć ($count: karty na ręce).
hint-muerto-must-take = Przy muerto wszystko, co bierzesz, daje punkty innym, ale { $count ->
    [1] twoja jedyna karta musi brać
   *[other] tu każda twoja karta musi brać
  }.
hint-muerto-must-take-any = Przy muerto wszystko, co bierzesz, daje punkty innym, ale kto może brać, musi brać.
hint-end = Zakończ rundę: ostatnia karta jest już zagrana.
hint-claim = Przejmij przeoczone wzięcie: właśnie wyłożoną kartą, { CASE($card, case: "ins") }, można było wziąć { CASE($cards, case: "acc") }, a to wzięcie należy do ciebie, dopóki nie zagrasz swojej karty.
hint-challenge-take = Zakwestionuj ostatni ruch: { CASE($card, case: "ins") } nie można wziąć { CASE($cards, case: "gen") }. Słuszne zakwestionowanie daje { $points } { $points ->
    [one] punkt
    [few] punkty
   *[many] punktów
  }.
hint-challenge-lay = Zakwestionuj ostatni ruch: { CASE($card, case: "acc") } wyłożono na stół, choć tą kartą można było coś wziąć. Słuszne zakwestionowanie daje { $points } { $points ->
    [one] punkt
    [few] punkty
   *[many] punktów
  }.
hint-take-back = Weź przeoczone wzięcie, zanim padnie następna karta: { CASE($card, case: "ins") } można było wziąć { CASE($cards, case: "acc") }.
hint-pass = Przepuść ostatni ruch: nie ma w nim nic do zakwestionowania ani do wzięcia.
hint-bid = Zadeklaruj rozdanie { $deal }: najlepiej pasuje do twoich kart.
hint-discard = Odrzuć { CASE($cards, case: "acc") }: w następnym rozdaniu przydadzą się najmniej.
# Wyjście kartą, która w ręce nie jest jedyna, najniższa ani najwyższa w swoim kolorze ($higher: wyższe karty tego koloru, których nie ma w ręce i których jeszcze nie zagrano w tym rozdaniu, nigdy 0).
hint-lead-middle = Wyjdź { CASE($card, case: "ins") }: { $higher ->
    [1] jedna wyższa karta w tym kolorze jest poza twoją ręką i nie została jeszcze zagrana
    [few] { $higher } wyższe karty w tym kolorze są poza twoją ręką i nie zostały jeszcze zagrane
   *[many] { $higher } wyższych kart w tym kolorze jest poza twoją ręką i nie zostało jeszcze zagranych
  }.
hint-lead-middle-covered = Wyjdź { CASE($card, case: "ins") }: wszystkie wyższe karty w tym kolorze masz w ręce albo już zostały zagrane.
hint-lead-only = Wyjdź { CASE($card, case: "ins") }: to twoja jedyna karta w tym kolorze.
hint-lead-lowest = Wyjdź { CASE($card, case: "ins") }: to twoja najniższa karta w tym kolorze.
hint-lead-highest = Wyjdź { CASE($card, case: "ins") }: to twoja najwyższa karta w tym kolorze.
hint-duck = Zagraj { CASE($card, case: "acc") }: nie weźmiesz tej lewy.
hint-win = Zagraj { CASE($card, case: "acc") }: weźmiesz lewę.
hint-top = Zagraj { CASE($card, case: "acc") }: na razie lewa jest twoja, ale nie wszyscy jeszcze zagrali.
hint-shed = Nie masz tego koloru: zrzuć { CASE($card, case: "acc") }.
