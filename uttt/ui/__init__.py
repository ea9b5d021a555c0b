"""The handheld front end: app logic (``app``), drawing (``view``) and the main loop (``main``)."""
