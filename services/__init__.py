"""The app's domain services: reading and changing matches, accounts and backups, over the
models and the game modules. The web pages and the JSON API both call these; neither does the
work itself."""
