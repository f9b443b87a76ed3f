"""The laboratory: games between computer players measured, not played for a person.

``simulate`` (random players and a summary), ``tournament`` (matches and round robins with
intervals; ``tournament_report`` prints them), ``benchmark`` (``cardtable bench``),
``decision_time`` (the expert's time per move) and ``stats`` (intervals, means, percentiles).
"""
