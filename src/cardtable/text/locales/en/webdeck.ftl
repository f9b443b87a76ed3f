# The browser page: webdeck

# The player's deck style (the settings dialog). The styles themselves are named by
# choice-deck-* of web.ftl.
settings-deck-style = Card faces
settings-deck-style-help = How the cards of Escoba, Scopa and the classic sweep game look on this screen and are named in what you hear; the game and its deck stay the same for everyone. Metamorphosis is always drawn with the French 52-card deck.
deck-style-table = the table's own deck
deck-style-language = the deck of my language (Spanish cards in Spanish, Italian cards in Italian, else the table's)
