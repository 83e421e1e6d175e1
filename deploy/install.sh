#!/usr/bin/env bash
# Sets TastyDrop up on a fresh Debian 12 host from one config file, and brings an installed host in
# line with it again: every step checks before it changes, so running it twice changes nothing.
#
#   deploy/install.sh [--config FILE] [--roles "proxy app db redis monitor"] [--address ADDR]
#   deploy/install.sh --render DIR [--config FILE] [--address ADDR]   # only write the files to DIR
#   deploy/install.sh --rolling-restart [--config FILE] [--address ADDR]
#
# --roles    what this host runs (default: the config's ROLES, else everything: one host)
# --address  this host's private address: it runs the NODES entries with that address (default: the
#            first node's address, so a one-host setup runs every node)
# --render   writes every configuration file into DIR and stops; `npm run test:deploy` runs the
#            processes the units start with exactly these files
# See docs/operations.md for the whole procedure.
set -euo pipefail
shopt -u patsub_replacement 2>/dev/null || true

HERE="$(cd "$(dirname "${BASH_SOURCE[0]}")" && pwd)"
CONFIG=/etc/tastydrop/tastydrop.conf
RENDER_DIR=""
ARG_ROLES=""
ARG_ADDRESS=""
ROLLING_RESTART=""

log() { printf '==> %s\n' "$*"; }
warn() { printf 'WARNING: %s\n' "$*" >&2; }
die() { printf 'install.sh: %s\n' "$*" >&2; exit 1; }

while [ $# -gt 0 ]; do
  case "$1" in
    --config) CONFIG="$2"; shift 2 ;;
    --roles) ARG_ROLES="$2"; shift 2 ;;
    --address) ARG_ADDRESS="$2"; shift 2 ;;
    --render) RENDER_DIR="$2"; shift 2 ;;
    --rolling-restart) ROLLING_RESTART=1; shift ;;
    -h|--help) sed -n '2,17p' "$0"; exit 0 ;;
    *) die "unknown argument $1 (see --help)" ;;
  esac
done

[ -r "$CONFIG" ] || die "cannot read the config file $CONFIG (start from deploy/tastydrop.conf.example)"
# shellcheck source=/dev/null
. "$CONFIG"

# --- Defaults: Debian's paths. A config may move any of them (the deployment test does). ----------
: "${ROLES:=proxy app db redis monitor}"
: "${GAME:=dota}"
: "${PUBLIC_ADDRESS:=0.0.0.0}" "${HTTPS_PORT:=443}" "${HTTP_PORT:=80}"
: "${DB_PORT:=5432}" "${REDIS_PORT:=6379}" "${DB_NAME:=tastydrop}" "${DB_USER:=tastydrop}"
: "${PRIVATE_NETWORK:=}" "${MONITOR_ADDRESS:=127.0.0.1}"
: "${PAYMENTS_PROVIDER:=yookassa}" "${YOOKASSA_SHOP_ID:=}" "${YOOKASSA_SECRET_KEY:=}"
: "${DATABASE_POOL_SIZE:=20}" "${SHUTDOWN_DELAY_MS:=5000}" "${SHUTDOWN_TIMEOUT_MS:=30000}" "${NODE_MEMORY_MAX:=1536M}"
: "${EXTRA_ENV_FILE:=/etc/tastydrop/extra.env}"
: "${MAX_CONN_PER_ADDRESS:=100}" "${MAX_REQ_PER_ADDRESS_10S:=1000}" "${HAPROXY_MAXCONN:=20000}"
: "${BACKUP_REPO_PATH:=/var/lib/pgbackrest}" "${BACKUP_STANZA:=tastydrop}"
: "${BACKUP_FULL_SCHEDULE:=Sun *-*-* 03:15:00}" "${BACKUP_DIFF_SCHEDULE:=Mon..Sat *-*-* 03:15:00}"
: "${BACKUP_RETENTION_FULL:=2}" "${BACKUP_COMPRESS_TYPE:=zst}" "${BACKUP_COMPRESS_LEVEL:=3}"
: "${ARCHIVE_TIMEOUT:=60}" "${BACKUP_MAX_AGE_HOURS:=26}" "${SCRAPE_INTERVAL:=15s}"
: "${SECRETS_FILE:=/etc/tastydrop/secrets.conf}"
: "${CONF_DIR:=/etc/tastydrop}" "${APP_ROOT:=/opt/tastydrop}" "${APP_USER:=tastydrop}"
: "${APP_REPOSITORY:=}" "${APP_REVISION:=main}"
: "${PG_VERSION:=15}" "${PG_CLUSTER:=main}"
: "${PG_DATA:=/var/lib/postgresql/$PG_VERSION/$PG_CLUSTER}" "${PG_CONF_DIR:=/etc/postgresql/$PG_VERSION/$PG_CLUSTER}"
: "${PG_SOCKET_DIR:=/var/run/postgresql}"
: "${PGBACKREST_BIN:=/usr/bin/pgbackrest}" "${PGBACKREST_CONFIG:=/etc/pgbackrest/pgbackrest.conf}"
: "${PGBACKREST_SPOOL_PATH:=/var/spool/pgbackrest}" "${PGBACKREST_LOCK_PATH:=/tmp/pgbackrest}"
: "${PGBACKREST_LOG_PATH:=/var/log/pgbackrest}"
: "${HAPROXY_LOG:=/dev/log local0}" "${HAPROXY_CHROOT:=/var/lib/haproxy}"
: "${HAPROXY_SOCKET:=/run/haproxy/admin.sock}" "${HAPROXY_USER:=haproxy}"
: "${PROMETHEUS_RULES:=/etc/prometheus/tastydrop-alerts.yml}"
: "${METRICS_TOKEN_FILE:=/etc/prometheus/tastydrop-metrics-token}"
: "${PROMETHEUS_LISTEN:=$MONITOR_ADDRESS:9090}"
: "${NODE_EXPORTER_PORT:=9100}" "${NODE_EXPORTERS:=}"
: "${BACKUP_METRICS_FILE:=/var/lib/prometheus/node-exporter/tastydrop_backup.prom}"
[ -n "$ARG_ROLES" ] && ROLES="$ARG_ROLES"

for required in DOMAIN TLS_CERT NODES PROXY_ADDRESS DB_ADDRESS REDIS_ADDRESS OPERATOR_NAME OPERATOR_REGISTRATION OPERATOR_ADDRESS SUPPORT_EMAIL; do
  [ -n "${!required:-}" ] || die "$required is not set in $CONFIG"
done
read -r -a NODE_LIST <<<"$NODES"
[ "${#NODE_LIST[@]}" -ge 2 ] || warn "NODES lists one node: an upgrade or a node failure then stops the site"
FIRST_NODE="${NODE_LIST[0]}"
HOST_ADDRESS="${ARG_ADDRESS:-${FIRST_NODE%:*}}"
has_role() { [[ " $ROLES " == *" $1 "* ]]; }

# --- Secrets: the config's value, else the one kept in SECRETS_FILE, else a new one kept there. ---
SECRET_NAMES=(SESSION_SECRET METRICS_TOKEN DB_PASSWORD REDIS_PASSWORD PAYMENT_WEBHOOK_SECRET PGBACKREST_CIPHER_PASS)
declare -A FROM_CONFIG=()
for name in "${SECRET_NAMES[@]}"; do FROM_CONFIG[$name]="${!name:-}"; done
if [ -r "$SECRETS_FILE" ]; then
  # shellcheck source=/dev/null
  . "$SECRETS_FILE"
fi
for name in "${SECRET_NAMES[@]}"; do
  if [ -n "${FROM_CONFIG[$name]}" ]; then
    printf -v "$name" '%s' "${FROM_CONFIG[$name]}"
  elif [ -z "${!name:-}" ]; then
    mkdir -p "$(dirname "$SECRETS_FILE")"
    (umask 077 && touch "$SECRETS_FILE")
    value="$(openssl rand -hex 32)"
    printf '%s=%s\n' "$name" "$value" >>"$SECRETS_FILE"
    printf -v "$name" '%s' "$value"
    log "generated $name (kept in $SECRETS_FILE)"
  fi
done
# Passwords travel inside URLs and environment files: plain characters only.
for name in DB_PASSWORD REDIS_PASSWORD SESSION_SECRET METRICS_TOKEN PAYMENT_WEBHOOK_SECRET PGBACKREST_CIPHER_PASS; do
  [[ "${!name}" =~ ^[A-Za-z0-9._~-]+$ ]] || die "$name may hold only letters, digits and . _ ~ -"
done
for name in OPERATOR_NAME OPERATOR_REGISTRATION OPERATOR_ADDRESS SUPPORT_EMAIL DOMAIN YOOKASSA_SHOP_ID YOOKASSA_SECRET_KEY; do
  [[ "${!name}" != *[\$\\\"$'\n']* ]] || die "$name must not contain \$, \\, \" or a line break"
done

# --- Rendering ------------------------------------------------------------------------------------
NODE_HOST="$HOST_ADDRESS"
HAPROXY_SERVERS=""
NODE_TARGETS=""
i=0
for node in "${NODE_LIST[@]}"; do
  i=$((i + 1))
  HAPROXY_SERVERS+="    server node$i $node"$'\n'
  NODE_TARGETS+="${NODE_TARGETS:+, }'$node'"
done
HAPROXY_SERVERS="${HAPROXY_SERVERS%$'\n'}"
if [ -z "$NODE_EXPORTERS" ]; then
  hosts=("$PROXY_ADDRESS" "$DB_ADDRESS" "$REDIS_ADDRESS" "$MONITOR_ADDRESS")
  for node in "${NODE_LIST[@]}"; do hosts+=("${node%:*}"); done
  NODE_EXPORTERS="$(printf '%s\n' "${hosts[@]}" | awk '!seen[$0]++' | sed "s/\$/:$NODE_EXPORTER_PORT/" | tr '\n' ' ')"
fi
NODE_EXPORTER_JOB=""
if [ "$NODE_EXPORTERS" != "none" ]; then
  NODE_EXPORTER_JOB="  - job_name: node"$'\n'"    static_configs:"$'\n'"      - targets: [$(for t in $NODE_EXPORTERS; do printf "'%s', " "$t"; done | sed 's/, $//')]"
fi
PGBACKREST_CONFIG_OPTION=""
[ "$PGBACKREST_CONFIG" != /etc/pgbackrest/pgbackrest.conf ] && PGBACKREST_CONFIG_OPTION="--config=$PGBACKREST_CONFIG "

PLACEHOLDERS=(DOMAIN TLS_CERT GAME PUBLIC_ADDRESS HTTPS_PORT HTTP_PORT PROXY_ADDRESS NODE_HOST DB_ADDRESS DB_PORT DB_NAME DB_USER
  DB_PASSWORD REDIS_ADDRESS REDIS_PORT REDIS_PASSWORD SESSION_SECRET METRICS_TOKEN PAYMENT_WEBHOOK_SECRET
  PGBACKREST_CIPHER_PASS PAYMENTS_PROVIDER YOOKASSA_SHOP_ID YOOKASSA_SECRET_KEY OPERATOR_NAME OPERATOR_REGISTRATION
  OPERATOR_ADDRESS SUPPORT_EMAIL DATABASE_POOL_SIZE SHUTDOWN_DELAY_MS SHUTDOWN_TIMEOUT_MS MAX_CONN_PER_ADDRESS HAPROXY_MAXCONN
  MAX_REQ_PER_ADDRESS_10S BACKUP_REPO_PATH BACKUP_STANZA BACKUP_FULL_SCHEDULE BACKUP_DIFF_SCHEDULE BACKUP_RETENTION_FULL
  BACKUP_COMPRESS_TYPE BACKUP_COMPRESS_LEVEL ARCHIVE_TIMEOUT BACKUP_MAX_AGE_HOURS SCRAPE_INTERVAL PG_DATA PG_SOCKET_DIR
  PGBACKREST_BIN PGBACKREST_CONFIG PGBACKREST_CONFIG_OPTION PGBACKREST_SPOOL_PATH PGBACKREST_LOCK_PATH PGBACKREST_LOG_PATH
  HAPROXY_LOG HAPROXY_CHROOT HAPROXY_SOCKET HAPROXY_USER HAPROXY_SERVERS PROMETHEUS_RULES METRICS_TOKEN_FILE
  PROMETHEUS_LISTEN NODE_TARGETS NODE_EXPORTER_JOB BACKUP_METRICS_FILE)

# render TEMPLATE OUTPUT: every @NAME@ replaced by its value; an unknown placeholder is an error.
render() {
  local text name
  text="$(cat "$1")"
  for name in "${PLACEHOLDERS[@]}"; do text="${text//@${name}@/${!name}}"; done
  if grep -Eo '@[A-Z][A-Z0-9_]*@' <<<"$text" | grep -q .; then
    die "$1 has placeholders without a value: $(grep -Eo '@[A-Z][A-Z0-9_]*@' <<<"$text" | sort -u | tr '\n' ' ')"
  fi
  printf '%s\n' "$text" >"$2"
}

render_all() { # DIR
  local dir="$1" t="$HERE/templates"
  mkdir -p "$dir"
  render "$t/haproxy.cfg.in" "$dir/haproxy.cfg"
  render "$t/tastydrop.env.in" "$dir/tastydrop.env"
  if [ -r "$EXTRA_ENV_FILE" ]; then
    { echo "# From $EXTRA_ENV_FILE"; grep -Ev '^[[:space:]]*(#|$)' "$EXTRA_ENV_FILE" || true; } >>"$dir/tastydrop.env"
  fi
  render "$t/pgbackrest.conf.in" "$dir/pgbackrest.conf"
  render "$t/postgresql.conf.in" "$dir/postgresql-tastydrop.conf"
  {
    echo "# BEGIN tastydrop (deploy/install.sh)"
    for node in "${NODE_LIST[@]}"; do echo "host    $DB_NAME    $DB_USER    ${node%:*}/32    scram-sha-256"; done
    echo "# END tastydrop"
  } >"$dir/pg_hba-tastydrop.conf"
  render "$t/redis.conf.in" "$dir/redis-tastydrop.conf"
  render "$t/prometheus.yml.in" "$dir/prometheus.yml"
  printf '%s' "$METRICS_TOKEN" >"$dir/metrics-token"
  render "$t/pgbackrest-backup@.service.in" "$dir/pgbackrest-backup@.service"
  render "$t/pgbackrest-full.timer.in" "$dir/pgbackrest-full.timer"
  render "$t/pgbackrest-diff.timer.in" "$dir/pgbackrest-diff.timer"
  render "$t/backup-metrics.env.in" "$dir/backup-metrics.env"
  sed "s/^MemoryMax=.*/MemoryMax=$NODE_MEMORY_MAX/" "$HERE/systemd/tastydrop@.service" >"$dir/tastydrop@.service"
  chmod 0600 "$dir/tastydrop.env" "$dir/pgbackrest.conf" "$dir/redis-tastydrop.conf" "$dir/metrics-token"
}

if [ -n "$RENDER_DIR" ]; then
  render_all "$RENDER_DIR"
  log "rendered into $RENDER_DIR"
  exit 0
fi

# --- Installing -----------------------------------------------------------------------------------
[ "$(id -u)" = 0 ] || die "run as root (or use --render DIR)"
STAGE="$(mktemp -d)"
trap 'rm -rf "$STAGE"' EXIT
render_all "$STAGE"
export DEBIAN_FRONTEND=noninteractive
APT_UPDATED=""

apt_install() {
  local missing=()
  for pkg in "$@"; do dpkg-query -W -f='${Status}' "$pkg" 2>/dev/null | grep -q 'install ok installed' || missing+=("$pkg"); done
  [ "${#missing[@]}" -eq 0 ] && return 0
  [ -n "$APT_UPDATED" ] || { apt-get update -qq; APT_UPDATED=1; }
  log "installing ${missing[*]}"
  apt-get install -y -qq --no-install-recommends "${missing[@]}" >/dev/null
}

# place FILE DEST MODE OWNER:GROUP: copies when the content differs; returns 0 when it changed.
place() {
  if [ -f "$2" ] && cmp -s "$1" "$2"; then
    chmod "$3" "$2"; chown "$4" "$2"
    return 1
  fi
  install -D -m "$3" -o "${4%:*}" -g "${4#*:}" "$1" "$2"
  log "wrote $2"
}

# managed_block FILE BLOCK_FILE: the lines between '# BEGIN tastydrop' and '# END tastydrop' become BLOCK_FILE.
managed_block() {
  local current="$STAGE/block.current" next="$STAGE/block.next"
  cp "$1" "$current"
  awk '/^# BEGIN tastydrop/{skip=1} !skip{print} /^# END tastydrop/{skip=0}' "$current" >"$next"
  cat "$2" >>"$next"
  if cmp -s "$current" "$next"; then return 1; fi
  cat "$next" >"$1"
  log "updated the tastydrop block of $1"
}

wait_ready() { # URL SECONDS
  local deadline=$((SECONDS + $2))
  until curl -fsS -o /dev/null --max-time 3 "$1"; do
    [ "$SECONDS" -lt "$deadline" ] || return 1
    sleep 1
  done
}

local_ports() {
  for node in "${NODE_LIST[@]}"; do
    if [ "${node%:*}" = "$HOST_ADDRESS" ]; then echo "${node##*:}"; fi
  done
}

# One node at a time: SIGTERM drains it (HAProxy stops sending within two checks), the new process
# migrates and starts; the next node waits until this one is ready and back in the proxy's rotation.
rolling_restart() {
  systemctl daemon-reload
  for port in $(local_ports); do
    if systemctl is-active --quiet "tastydrop@$port"; then
      log "restarting tastydrop@$port"
      systemctl restart "tastydrop@$port"
    else
      systemctl enable --now "tastydrop@$port"
    fi
    wait_ready "http://$HOST_ADDRESS:$port/readyz" 180 || die "tastydrop@$port is not ready after 3 minutes (journalctl -u tastydrop@$port)"
    # rise 2 x inter 1 s: the proxy has it back before the next node drains.
    sleep 3
  done
}

if [ -n "$ROLLING_RESTART" ]; then
  rolling_restart
  exit 0
fi

install_common() {
  apt_install ca-certificates curl gnupg jq openssl git prometheus-node-exporter
  local args="--web.listen-address=$HOST_ADDRESS:$NODE_EXPORTER_PORT --collector.textfile.directory=$(dirname "$BACKUP_METRICS_FILE")"
  printf 'ARGS="%s"\n' "$args" >"$STAGE/node-exporter.default"
  if place "$STAGE/node-exporter.default" /etc/default/prometheus-node-exporter 0644 root:root; then
    systemctl restart prometheus-node-exporter
  fi
  install -d -m 0755 "$CONF_DIR"
}

install_db() {
  apt_install "postgresql-$PG_VERSION" pgbackrest
  local restart=""
  place "$STAGE/postgresql-tastydrop.conf" "$PG_CONF_DIR/conf.d/tastydrop.conf" 0644 postgres:postgres && restart=1
  managed_block "$PG_CONF_DIR/pg_hba.conf" "$STAGE/pg_hba-tastydrop.conf" && restart=${restart:-reload}
  place "$STAGE/pgbackrest.conf" "$PGBACKREST_CONFIG" 0640 root:postgres || true
  install -d -m 0750 -o postgres -g postgres "$BACKUP_REPO_PATH" "$PGBACKREST_SPOOL_PATH" "$PGBACKREST_LOG_PATH"
  if [ "$restart" = 1 ]; then
    log "restarting PostgreSQL (archive settings take effect at start)"
    systemctl restart "postgresql@$PG_VERSION-$PG_CLUSTER"
  elif [ "$restart" = reload ]; then
    systemctl reload "postgresql@$PG_VERSION-$PG_CLUSTER"
  fi
  runuser -u postgres -- psql -X -q -v ON_ERROR_STOP=1 -v user="$DB_USER" -v password="$DB_PASSWORD" <<'SQL'
SELECT format('CREATE ROLE %I LOGIN', :'user') WHERE NOT EXISTS (SELECT 1 FROM pg_roles WHERE rolname = :'user')\gexec
ALTER ROLE :"user" WITH LOGIN PASSWORD :'password';
SQL
  runuser -u postgres -- psql -X -q -v ON_ERROR_STOP=1 -v db="$DB_NAME" -v user="$DB_USER" <<'SQL'
SELECT format('CREATE DATABASE %I OWNER %I', :'db', :'user') WHERE NOT EXISTS (SELECT 1 FROM pg_database WHERE datname = :'db')\gexec
SQL
  runuser -u postgres -- "$PGBACKREST_BIN" --config="$PGBACKREST_CONFIG" --stanza="$BACKUP_STANZA" stanza-create
  runuser -u postgres -- "$PGBACKREST_BIN" --config="$PGBACKREST_CONFIG" --stanza="$BACKUP_STANZA" check
  if [ "$(runuser -u postgres -- "$PGBACKREST_BIN" --config="$PGBACKREST_CONFIG" --stanza="$BACKUP_STANZA" --output=json info | jq '.[0].backup | length')" = 0 ]; then
    log "taking the first full backup"
    runuser -u postgres -- "$PGBACKREST_BIN" --config="$PGBACKREST_CONFIG" --stanza="$BACKUP_STANZA" --type=full backup
  fi
  install -m 0755 "$HERE/bin/tastydrop-backup-metrics" /usr/local/bin/tastydrop-backup-metrics
  install -d -m 0755 "$(dirname "$BACKUP_METRICS_FILE")"
  place "$STAGE/backup-metrics.env" "$CONF_DIR/backup-metrics.env" 0644 root:root || true
  place "$STAGE/pgbackrest-backup@.service" /etc/systemd/system/pgbackrest-backup@.service 0644 root:root || true
  place "$STAGE/pgbackrest-full.timer" /etc/systemd/system/pgbackrest-full.timer 0644 root:root || true
  place "$STAGE/pgbackrest-diff.timer" /etc/systemd/system/pgbackrest-diff.timer 0644 root:root || true
  place "$HERE/systemd/tastydrop-backup-metrics.service" /etc/systemd/system/tastydrop-backup-metrics.service 0644 root:root || true
  place "$HERE/systemd/tastydrop-backup-metrics.timer" /etc/systemd/system/tastydrop-backup-metrics.timer 0644 root:root || true
  systemctl daemon-reload
  systemctl enable --now pgbackrest-full.timer pgbackrest-diff.timer tastydrop-backup-metrics.timer
}

install_redis() {
  apt_install redis-server
  local changed=""
  place "$STAGE/redis-tastydrop.conf" /etc/redis/tastydrop.conf 0640 redis:redis && changed=1
  if ! grep -qx 'include /etc/redis/tastydrop.conf' /etc/redis/redis.conf; then
    echo 'include /etc/redis/tastydrop.conf' >>/etc/redis/redis.conf
    changed=1
  fi
  [ -z "$changed" ] || systemctl restart redis-server
  systemctl enable --now redis-server
}

node_version_ok() {
  command -v node >/dev/null && node -e 'const [a,b]=process.versions.node.split(".").map(Number);process.exit(a>20||(a===20&&b>=19)?0:1)'
}

install_node() {
  node_version_ok && return 0
  # Debian 12 ships Node 18; the site needs 20.19 or later (package.json engines): NodeSource's repository.
  log "adding NodeSource's Node.js 20 repository"
  install -d -m 0755 /etc/apt/keyrings
  curl -fsSL https://deb.nodesource.com/gpgkey/nodesource-repo.gpg.key | gpg --dearmor --yes -o /etc/apt/keyrings/nodesource.gpg
  echo 'deb [signed-by=/etc/apt/keyrings/nodesource.gpg] https://deb.nodesource.com/node_20.x nodistro main' >/etc/apt/sources.list.d/nodesource.list
  APT_UPDATED=""
  apt_install nodejs
  node_version_ok || die "Node.js 20.19 or later is needed"
}

# Builds APP_REVISION into APP_ROOT/releases/<commit> once; points APP_ROOT/current at it.
install_release() {
  [ -n "$APP_REPOSITORY" ] || die "APP_REPOSITORY is not set in $CONFIG"
  local repo="$APP_ROOT/repo.git" commit release tmp
  install -d -m 0755 "$APP_ROOT" "$APP_ROOT/releases"
  [ -d "$repo" ] || git clone -q --mirror "$APP_REPOSITORY" "$repo"
  git --git-dir="$repo" fetch -q --prune origin '+refs/*:refs/*'
  commit="$(git --git-dir="$repo" rev-parse --verify "$APP_REVISION^{commit}")"
  release="$APP_ROOT/releases/$commit"
  if [ ! -f "$release/.built" ]; then
    log "building release $commit"
    tmp="$(mktemp -d "$APP_ROOT/releases/.build.XXXXXX")"
    git --git-dir="$repo" archive "$commit" | tar -x -C "$tmp"
    (cd "$tmp" && npm ci --no-audit --no-fund --engine-strict && npm run build && npm prune --omit=dev --no-audit --no-fund)
    touch "$tmp/.built"
    chmod -R go-w "$tmp"
    chmod 0755 "$tmp"
    rm -rf "$release"
    mv "$tmp" "$release"
  fi
  if [ "$(readlink -f "$APP_ROOT/current" 2>/dev/null)" != "$release" ]; then
    ln -sfn "$release" "$APP_ROOT/.current.new"
    mv -T "$APP_ROOT/.current.new" "$APP_ROOT/current"
    log "current release: $commit"
    RELEASE_CHANGED=1
  fi
  # Keep the five newest releases (a rollback needs the previous one).
  ls -1dt "$APP_ROOT"/releases/*/ 2>/dev/null | tail -n +6 | while read -r old; do
    [ "$(readlink -f "$APP_ROOT/current")/" = "$old" ] || rm -rf "$old"
  done
}

install_app() {
  install_node
  id "$APP_USER" >/dev/null 2>&1 || adduser --system --group --home /var/lib/tastydrop --no-create-home "$APP_USER"
  RELEASE_CHANGED=""
  install_release
  local changed="$RELEASE_CHANGED"
  place "$STAGE/tastydrop.env" "$CONF_DIR/tastydrop.env" 0640 "root:$APP_USER" && changed=1
  place "$STAGE/tastydrop@.service" /etc/systemd/system/tastydrop@.service 0644 root:root && changed=1
  install -m 0755 "$HERE/bin/tastydrop-ops" /usr/local/bin/tastydrop-ops
  local all_active=1
  for port in $(local_ports); do systemctl is-active --quiet "tastydrop@$port" || all_active=""; done
  if [ -n "$changed" ] || [ -z "$all_active" ]; then rolling_restart; fi
  for port in $(local_ports); do systemctl enable --quiet "tastydrop@$port"; done
}

install_proxy() {
  apt_install haproxy
  if [ ! -f "$TLS_CERT" ]; then
    warn "no certificate at $TLS_CERT: making a self-signed one; replace it before taking players"
    install -d -m 0750 "$(dirname "$TLS_CERT")"
    openssl req -x509 -newkey rsa:2048 -nodes -days 90 -subj "/CN=$DOMAIN" -addext "subjectAltName=DNS:$DOMAIN" \
      -keyout "$STAGE/key.pem" -out "$STAGE/cert.pem" 2>/dev/null
    cat "$STAGE/cert.pem" "$STAGE/key.pem" >"$TLS_CERT"
    chmod 0600 "$TLS_CERT"
  fi
  echo 'd /run/haproxy 0775 haproxy haproxy -' >"$STAGE/haproxy.tmpfiles"
  place "$STAGE/haproxy.tmpfiles" /etc/tmpfiles.d/haproxy-tastydrop.conf 0644 root:root || true
  systemd-tmpfiles --create /etc/tmpfiles.d/haproxy-tastydrop.conf
  haproxy -c -q -f "$STAGE/haproxy.cfg" || die "HAProxy refuses the rendered configuration"
  if place "$STAGE/haproxy.cfg" /etc/haproxy/haproxy.cfg 0644 root:root; then
    # A reload starts new workers; connections open on the old ones finish there.
    systemctl is-active --quiet haproxy && systemctl reload haproxy || systemctl restart haproxy
  fi
  systemctl enable --now haproxy
}

install_monitor() {
  apt_install prometheus
  local changed=""
  place "$STAGE/metrics-token" "$METRICS_TOKEN_FILE" 0640 root:prometheus && changed=1
  place "$HERE/prometheus/tastydrop-alerts.yml" "$PROMETHEUS_RULES" 0644 root:root && changed=1
  promtool check config "$STAGE/prometheus.yml" >/dev/null || die "promtool refuses the rendered prometheus.yml"
  place "$STAGE/prometheus.yml" /etc/prometheus/prometheus.yml 0644 root:root && changed=1
  printf 'ARGS="--web.listen-address=%s"\n' "$PROMETHEUS_LISTEN" >"$STAGE/prometheus.default"
  if place "$STAGE/prometheus.default" /etc/default/prometheus 0644 root:root; then
    systemctl restart prometheus
  elif [ -n "$changed" ]; then
    systemctl reload prometheus
  fi
  systemctl enable --now prometheus
}

install_common
has_role db && install_db
has_role redis && install_redis
has_role app && install_app
has_role proxy && install_proxy
has_role monitor && install_monitor
log "done: roles $ROLES on $HOST_ADDRESS"
