// Keeps rsi_ui a library while its parts are under construction.
