#!/usr/bin/env bash
# Restores a backup made by scripts/backup.sh: the database (pg_restore) and the photo storage.
# docs/operations.md describes backups and restores. Stop the Wisuda servers first.
set -euo pipefail

usage() {
  cat <<'USAGE'
Usage: scripts/restore.sh [options] BACKUP_DIR

Restores BACKUP_DIR (made by scripts/backup.sh) into an existing database and a storage folder.
Stop every Wisuda server process using them first, and start them again afterwards.

By default the database must be empty (createdb, or dropdb + createdb) and the storage folder empty
or missing; --clean replaces what is there instead.

Options (defaults from the server's own environment variables):
  -d, --database-url URL   PostgreSQL database to restore into (default: $DATABASE_URL)
  -s, --storage-dir DIR    photo storage folder (default: $STORAGE_DIR, else $DATA_DIR/files, else ./data/files)
      --clean              replace what is there: drop every schema of the database (public included,
                           with all it holds) and empty the storage folder first. Needs the database's
                           owner; should the restore then fail, the database is left empty
      --no-database        leave the database alone
      --no-files           leave the photo storage alone
  -h, --help               this text
USAGE
}

fail() {
  echo "restore.sh: $*" >&2
  exit 1
}

database_url="${DATABASE_URL:-}"
storage_dir="${STORAGE_DIR:-${DATA_DIR:-./data}/files}"
clean=0
with_database=1
with_files=1
backup=""

while [ $# -gt 0 ]; do
  case "$1" in
    -d | --database-url) [ $# -ge 2 ] || fail "$1 needs a value"; database_url="$2"; shift 2 ;;
    -s | --storage-dir) [ $# -ge 2 ] || fail "$1 needs a value"; storage_dir="$2"; shift 2 ;;
    --clean) clean=1; shift ;;
    --no-database) with_database=0; shift ;;
    --no-files) with_files=0; shift ;;
    -h | --help) usage; exit 0 ;;
    -*) usage >&2; fail "unknown option: $1" ;;
    *) [ -z "$backup" ] || fail "one backup folder only"; backup="$1"; shift ;;
  esac
done

[ -n "$backup" ] || { usage >&2; fail "which backup? (a folder made by scripts/backup.sh)"; }
[ -d "$backup" ] || fail "$backup is not a folder"
[ "$with_database" = 0 ] || [ -f "$backup/database.dump" ] || fail "$backup has no database.dump (use --no-database)"
[ "$with_files" = 0 ] || [ -f "$backup/files.tar.gz" ] || fail "$backup has no files.tar.gz (use --no-files)"

if [ -f "$backup/SHA256SUMS" ] && command -v sha256sum >/dev/null; then
  (cd "$backup" && sha256sum --check --quiet SHA256SUMS) || fail "$backup is damaged: checksums differ"
fi

psql_q() {
  psql --no-psqlrc --quiet --tuples-only --no-align --set ON_ERROR_STOP=1 --dbname="$database_url" "$@"
}

if [ "$with_database" = 1 ]; then
  [ -n "$database_url" ] || fail "no database: set DATABASE_URL or pass --database-url"
  command -v pg_restore >/dev/null || fail "pg_restore is not installed (Debian/Ubuntu: apt-get install postgresql-client)"
  command -v psql >/dev/null || fail "psql is not installed (Debian/Ubuntu: apt-get install postgresql-client)"
  tables="$(psql_q -c "SELECT count(*) FROM pg_tables WHERE schemaname NOT IN ('pg_catalog', 'information_schema')")" ||
    fail "cannot connect to the database"
  if [ "$tables" != 0 ] && [ "$clean" = 0 ]; then
    fail "the database has $tables tables already: restore into an empty database, or pass --clean to replace them"
  fi
fi
if [ "$with_files" = 1 ] && [ -d "$storage_dir" ] && [ -n "$(ls -A "$storage_dir")" ] && [ "$clean" = 0 ]; then
  fail "the storage folder $storage_dir is not empty: pass --clean to replace its content"
fi

if [ "$with_database" = 1 ]; then
  if [ "$clean" = 1 ]; then
    # Every schema goes (pg_restore --clean cannot drop partitioned tables' inherited constraints, and
    # would leave tables the backup does not have); public comes back empty, as a new database has it.
    echo "restore.sh: dropping the database's schemas" >&2
    psql_q <<'SQL'
DO $$
DECLARE s text;
BEGIN
  FOR s IN SELECT nspname FROM pg_namespace
    WHERE nspname NOT IN ('pg_catalog', 'information_schema', 'pg_toast')
      AND nspname NOT LIKE 'pg\_temp\_%' AND nspname NOT LIKE 'pg\_toast\_temp\_%'
  LOOP
    EXECUTE format('DROP SCHEMA %I CASCADE', s);
  END LOOP;
  IF EXISTS (SELECT 1 FROM pg_roles WHERE rolname = 'pg_database_owner') THEN
    CREATE SCHEMA public AUTHORIZATION pg_database_owner;
  ELSE
    CREATE SCHEMA public;
  END IF;
  GRANT USAGE ON SCHEMA public TO PUBLIC;
END
$$;
SQL
  fi
  echo "restore.sh: restoring the database" >&2
  pg_restore --no-owner --no-privileges --exit-on-error --single-transaction \
    --dbname="$database_url" "$backup/database.dump"
  psql_q -c 'ANALYZE' >/dev/null
fi

if [ "$with_files" = 1 ]; then
  echo "restore.sh: restoring the photo storage into $storage_dir" >&2
  mkdir -p "$storage_dir"
  [ "$clean" = 0 ] || find "$storage_dir" -mindepth 1 -delete
  tar -C "$storage_dir" -xzf "$backup/files.tar.gz"
fi

echo "restore.sh: done" >&2
