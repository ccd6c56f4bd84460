#!/usr/bin/env bash
# Backs up Wisuda: the PostgreSQL database (pg_dump, custom format) and the local photo storage
# (a tar.gz of STORAGE_DIR), into one new folder. docs/operations.md describes backups and restores.
set -euo pipefail

usage() {
  cat <<'USAGE'
Usage: scripts/backup.sh [options]

Writes <output>/wisuda-<UTC date-time>/ with
  database.dump   pg_dump of the database (custom format, for scripts/restore.sh or pg_restore)
  files.tar.gz    the photo storage folder
  manifest.txt    what was backed up (time, PostgreSQL version, last migration, file count)
  SHA256SUMS      checksums of the above (when sha256sum is installed)
and prints that folder's path as the last line. A backup that fails leaves no folder behind.

Options (defaults from the server's own environment variables):
  -d, --database-url URL   PostgreSQL to back up (default: $DATABASE_URL)
  -s, --storage-dir DIR    photo storage folder (default: $STORAGE_DIR, else $DATA_DIR/files, else ./data/files)
  -o, --output DIR         where the backup folder is made (default: ./backups)
  -n, --name NAME          name of the backup folder (default: wisuda-YYYYMMDD-HHMMSS)
      --no-database        leave the database out
      --no-files           leave the photo storage out (e.g. photos in S3: copy the bucket instead)
  -h, --help               this text

The database is dumped from a consistent snapshot while the server keeps running. Photos uploaded
during the backup may be missing from files.tar.gz or present without their row; take backups at a
quiet time or accept that (such orphans are harmless).
USAGE
}

fail() {
  echo "backup.sh: $*" >&2
  exit 1
}

database_url="${DATABASE_URL:-}"
storage_dir="${STORAGE_DIR:-${DATA_DIR:-./data}/files}"
output="./backups"
name="wisuda-$(date -u +%Y%m%d-%H%M%S)"
with_database=1
with_files=1

while [ $# -gt 0 ]; do
  case "$1" in
    -d | --database-url) [ $# -ge 2 ] || fail "$1 needs a value"; database_url="$2"; shift 2 ;;
    -s | --storage-dir) [ $# -ge 2 ] || fail "$1 needs a value"; storage_dir="$2"; shift 2 ;;
    -o | --output) [ $# -ge 2 ] || fail "$1 needs a value"; output="$2"; shift 2 ;;
    -n | --name) [ $# -ge 2 ] || fail "$1 needs a value"; name="$2"; shift 2 ;;
    --no-database) with_database=0; shift ;;
    --no-files) with_files=0; shift ;;
    -h | --help) usage; exit 0 ;;
    *) usage >&2; fail "unknown option: $1" ;;
  esac
done

[ "$with_database" = 1 ] || [ "$with_files" = 1 ] || fail "nothing to back up (--no-database and --no-files)"
if [ "$with_database" = 1 ]; then
  [ -n "$database_url" ] || fail "no database: set DATABASE_URL or pass --database-url (the embedded database: see docs/operations.md)"
  command -v pg_dump >/dev/null || fail "pg_dump is not installed (Debian/Ubuntu: apt-get install postgresql-client)"
  command -v psql >/dev/null || fail "psql is not installed (Debian/Ubuntu: apt-get install postgresql-client)"
fi
if [ "$with_files" = 1 ] && [ ! -d "$storage_dir" ]; then
  fail "storage folder $storage_dir does not exist (pass --storage-dir, or --no-files when photos are in S3)"
fi

mkdir -p "$output"
target="$output/$name"
[ ! -e "$target" ] || fail "$target exists already"
partial="$target.partial"
rm -rf "$partial"
mkdir "$partial"
trap 'rm -rf "$partial"' EXIT

{
  echo "wisuda backup $name"
  echo "created: $(date -u +%Y-%m-%dT%H:%M:%SZ)"
  echo "host: $(hostname 2>/dev/null || echo unknown)"
} >"$partial/manifest.txt"

if [ "$with_database" = 1 ]; then
  echo "backup.sh: dumping the database" >&2
  pg_dump --format=custom --compress=6 --dbname="$database_url" --file="$partial/database.dump"
  {
    echo "pg_dump: $(pg_dump --version)"
    echo "server: $(psql --no-psqlrc --quiet --tuples-only --no-align --dbname="$database_url" -c 'SHOW server_version')"
    echo "last migration: $(psql --no-psqlrc --quiet --tuples-only --no-align --dbname="$database_url" \
      -c 'SELECT max(name) FROM kysely_migration' 2>/dev/null || echo unknown)"
  } >>"$partial/manifest.txt"
fi

if [ "$with_files" = 1 ]; then
  echo "backup.sh: archiving $storage_dir" >&2
  tar -C "$storage_dir" -czf "$partial/files.tar.gz" .
  echo "files: $(find "$storage_dir" -type f | wc -l | tr -d ' ')" >>"$partial/manifest.txt"
fi

if command -v sha256sum >/dev/null; then
  (cd "$partial" && sha256sum -- *.dump *.tar.gz 2>/dev/null >SHA256SUMS || true)
  [ -s "$partial/SHA256SUMS" ] || rm -f "$partial/SHA256SUMS"
fi

mv "$partial" "$target"
trap - EXIT
echo "backup.sh: done" >&2
echo "$target"
