# The browser page: webtable

# The seats drawn around the felt (the screen reader hears the seat list instead).
ring-bot-name = Computer { $seat }
ring-you = { $name } (you)
ring-hand = { $count ->
    [one] 1 card
   *[other] { $count } cards
}
ring-taken = { $count ->
    [0] nothing taken
    [one] 1 card taken
   *[other] { $count } cards taken
}
ring-sweeps = { $preset ->
    [scopa] { $count ->
        [one] 1 scopa
       *[other] { $count } scopas
    }
    [escoba] { $count ->
        [one] 1 escoba
       *[other] { $count } escobas
    }
    [escoba-primiera] { $count ->
        [one] 1 escoba
       *[other] { $count } escobas
    }
   *[other] { $count ->
        [one] 1 sweep
       *[other] { $count } sweeps
    }
}
ring-tricks = { $count ->
    [0] no tricks
    [one] 1 trick
   *[other] { $count } tricks
}
ring-bid = bid { $bid }
# The scoreboard's heading.
ring-round-sweep = Round { $round } · to { $target }
ring-round-meta = Partie { $partie } of { $parties } · deal { $deal }
# The action bar: a button's key, heard after its name.
action-key-suffix = ({ $key })
# The side panel's button.
side-hide = Hide the log and chat
side-show = Show the log and chat
# The header's buttons on a phone: a word of their full names (which a screen reader hears).
button-lobby-short = Room
button-help-short = Help
