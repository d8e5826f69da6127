// Server test setup (owned by the server suite). A fresh database per file takes a moment to load.
jest.setTimeout(30_000);
