// Server test setup (owned by the server suite).
