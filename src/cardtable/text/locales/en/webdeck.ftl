# The browser page: webdeck
