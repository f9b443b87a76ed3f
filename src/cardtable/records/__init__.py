"""Game records (``cardtable-record/1``): ``record`` builds, reads, writes and checks them;
``replay`` re-plays one through its game's replayer (``games/<game>/replay.py``) and says it
in a language."""
