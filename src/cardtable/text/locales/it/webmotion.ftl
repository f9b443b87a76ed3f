# La pagina del browser: webmotion
# Il movimento del tavolo. Tutto ciò che è qui viene anche detto (la scopa è nella frase
# della giocata, l'ultima giocata negli eventi), quindi queste parole si vedono soltanto, non
# si sentono mai.

# Il breve annuncio sopra il tavolo quando una giocata fa scopa, con le parole del gioco.
motion-sweep = { $preset ->
    [scopa] Scopa!
    [escoba] ¡Escoba!
    [escoba-primiera] ¡Escoba!
   *[other] Scopa!
  }
# Sotto la piccola immagine dell'ultima carta giocata, accanto al posto che l'ha giocata.
motion-last-play = Ultima giocata
