# The browser page: webresult
