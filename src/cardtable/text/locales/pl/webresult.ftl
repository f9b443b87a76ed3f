# The browser page: webresult
# Panel końca gry i lista stołów sali, po polsku. Wszystkie komunikaty i ich zmienne są
# wymienione w cardtable/text/messages.py (WEBRESULT_MESSAGES).

## Panel końca gry

# $sides: nazwy zwycięskich stron jako lista; $count: ile ich jest.
result-winner = { $count ->
    [one] Zwycięzca: { $sides }.
   *[other] Zwycięzcy: { $sides }.
}
result-draw = Remis: { $sides }.
result-scores-caption = Wyniki końcowe
result-col-side = Gracz albo drużyna
result-col-points = Punkty
result-col-outcome = Rezultat
result-won = Zwycięstwo
result-rounds-caption = Punkty w kolejnych rundach
result-parties-caption = Punkty w kolejnych partiach
result-col-round = Runda
result-col-partie = Partia
result-round-number = Runda { $number }
result-partie-number = Partia { $number }
result-total = Razem
button-same-again = Jeszcze raz z tymi samymi ustawieniami

## Lista stołów sali

tables-other = Inne stoły ({ $count })
tables-other-note = Stoły, które czekają, ale nikt przy nich nie jest połączony, i stoły opuszczone przez graczy.
tables-other-caption = Inne stoły: nikt teraz przy nich nie gra.
