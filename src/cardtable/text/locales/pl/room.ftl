# Własne zdania serwera sali, po polsku: co robi ruch z listy i odmowy, których udziela
# tylko sala. Wydarzenia gry i odczyty (ręka, stół, wynik, odmowy ruchu) pochodzą z innych
# katalogów, w tych samych słowach, co w terminalu.
# Wszystkie komunikaty i ich zmienne są wymienione w cardtable/text/messages.py.

## Ruchy

move-challenge = Zakwestionuj ostatni ruch.
move-end = Zakończ rundę.

## Odmowy

refuse-stale = Gra poszła dalej, zanim dotarł twój ruch: oto jej obecny stan.
