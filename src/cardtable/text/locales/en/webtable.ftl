# The browser page: webtable
