# The browser page: webmotion
