#!/usr/bin/env bash
# Starts Debian's PostgreSQL cluster on 127.0.0.1:5432 with the password 'postgres' for the
# postgres role (CI and local runs of the server suite against a real server).
set -euo pipefail
as_root() { if [ "$(id -u)" = 0 ]; then "$@"; else sudo "$@"; fi; }

read -r version cluster _ < <(pg_lsclusters --no-header | head -n 1)
as_root pg_ctlcluster "$version" "$cluster" start || true
for _ in $(seq 1 30); do
  pg_isready -h 127.0.0.1 -p 5432 -q && break
  sleep 1
done
as_root su postgres -c "psql -q -c \"ALTER USER postgres PASSWORD 'postgres'\""
