"""The room server: accounts, tables of people and bots, the WebSocket protocol, storage."""
