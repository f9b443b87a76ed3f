# The browser page: webmotion
# The table's motion. Everything here is also said (the sweep is in the play's sentence,
# the last play in the events), so these words are only shown, never heard.

# The brief banner over the table when a play sweeps it, in the words of the preset.
motion-sweep = { $preset ->
    [scopa] Scopa!
    [escoba] ¡Escoba!
    [escoba-primiera] ¡Escoba!
   *[other] Sweep!
  }
# Under the small face of the last card played, by the seat that played it.
motion-last-play = Last played
