# Real mail servers for the mailnet tests (issue 31), on 127.0.0.1, in a temporary folder:
#   Dovecot  IMAPS (implicit TLS) and IMAP with STARTTLS; one passwd-file user, mail in a Maildir
#   Postfix  submission with STARTTLS and SMTPS (465-style implicit TLS), AUTH through Dovecot's
#            passdb (the same user), every recipient delivered into a Maildir of its own
# with a throwaway self-signed certificate. Sourced (not run) by the test scripts:
#   source servers.sh; mailnet_start <recipient address>...
# sets MAILNET (the folder), MAILNET_CA (the certificate, to trust), MAILNET_USER,
# MAILNET_PASSWORD, IMAPS_PORT, IMAP_PORT, SUBMISSION_PORT, SMTPS_PORT, and
#   mailnet_maildir <address>   the Maildir Postfix delivers that recipient's mail into
#   mailnet_imap_maildir        the Maildir of the IMAP user's INBOX
# The servers are stopped, and the folder removed, when the script exits (trap).
# Exits 77 (the tests' SKIP_RETURN_CODE) when the servers' programs are not installed.

mailnet_skip() { echo "SKIP: $*" >&2; exit 77; }

mailnet_free_ports() {  # n free TCP ports of 127.0.0.1, found by binding port 0
  python3 - "$1" <<'PY'
import socket, sys
socks = []
for _ in range(int(sys.argv[1])):
    s = socket.socket(); s.bind(("127.0.0.1", 0)); socks.append(s)
print(" ".join(str(s.getsockname()[1]) for s in socks))
PY
}

mailnet_wait_port() {  # until something listens on 127.0.0.1:$1 (20 s at most)
  local i
  for i in $(seq 200); do
    (exec 3<> "/dev/tcp/127.0.0.1/$1") 2> /dev/null && return 0
    sleep 0.1
  done
  echo "mailnet: nothing listens on port $1" >&2
  mailnet_logs
  return 1
}

mailnet_logs() {
  local f
  for f in "$MAILNET"/dovecot.log "$MAILNET"/postfix-start.log "$MAILNET"/postfix.log; do
    [[ -f $f ]] && { echo "--- $f" >&2; tail -n 30 "$f" >&2; }
  done
  return 0
}

mailnet_stop() {
  [[ -n ${MAILNET:-} && -d $MAILNET ]] || return 0
  # Each master process (started by mailnet_start, named by its own pid file) is told to stop
  # with its children, then waited for (5 s at most) before its folder goes.
  local pids=() f pid i
  for f in "$MAILNET/postfix-queue/pid/master.pid" "$MAILNET/run/master.pid"; do
    [[ -f $f ]] && read -r pid < "$f" && [[ -n $pid ]] && kill -TERM "$pid" 2> /dev/null &&
      pids+=("$pid")
  done
  for i in $(seq 50); do
    for pid in "${pids[@]}"; do kill -0 "$pid" 2> /dev/null && break; pid=; done
    [[ -z ${pid:-} ]] && break
    sleep 0.1
  done
  [[ -n ${MAILNET_KEEP:-} ]] || rm -rf "$MAILNET"  # MAILNET_KEEP=1: kept, to read the logs
}

mailnet_start() {
  command -v dovecot > /dev/null || mailnet_skip "dovecot is not installed (dovecot-imapd)"
  command -v postfix > /dev/null || mailnet_skip "postfix is not installed"
  command -v openssl > /dev/null || mailnet_skip "openssl is not installed"
  # Both servers start as root and drop to their own users (dovecot, postfix, nobody).
  [[ $(id -u) == 0 ]] || mailnet_skip "the test mail servers need root to start"
  MAILNET=$(mktemp -d /tmp/diadoques-mailnet.XXXXXX)
  chmod 755 "$MAILNET"  # the servers' users read the certificate's folder and write the Maildirs
  # Stopped on exit, before whatever the script's own trap did (its work folder removed).
  local previous
  previous=$(trap -p EXIT | sed "s/^trap -- '\(.*\)' EXIT\$/\1/")
  trap "mailnet_stop; $previous" EXIT
  trap 'exit 143' TERM INT HUP  # a test stopped (ctest's time limit) stops its servers too
  read -r IMAPS_PORT IMAP_PORT SUBMISSION_PORT SMTPS_PORT < <(mailnet_free_ports 4)
  MAILNET_USER=judge
  MAILNET_PASSWORD="ju dge-$RANDOM-secret"
  MAILNET_CA=$MAILNET/cert.pem
  export MAILNET MAILNET_CA MAILNET_USER MAILNET_PASSWORD IMAPS_PORT IMAP_PORT SUBMISSION_PORT SMTPS_PORT
  local t=$MAILNET nobody_uid nobody_gid
  nobody_uid=$(id -u nobody)
  nobody_gid=$(id -g nobody)
  openssl req -x509 -newkey rsa:2048 -nodes -days 2 -subj /CN=localhost \
    -addext subjectAltName=IP:127.0.0.1,DNS:localhost \
    -keyout "$t/key.pem" -out "$t/cert.pem" 2> /dev/null || { echo "mailnet: openssl failed" >&2; return 1; }
  chmod 644 "$t/key.pem"  # throwaway: read by Postfix's smtpd, which runs as postfix
  mkdir -p "$t/run" "$t/imap" "$t/smtp-mail"
  chown "$nobody_uid:$nobody_gid" "$t/imap" "$t/smtp-mail"

  # --- Dovecot ---
  printf '%s:{PLAIN}%s:%s:%s::%s/imap/%s\n' "$MAILNET_USER" "$MAILNET_PASSWORD" \
    "$nobody_uid" "$nobody_gid" "$t" "$MAILNET_USER" > "$t/passwd"
  chmod 644 "$t/passwd"
  cat > "$t/dovecot.conf" <<CONF
base_dir = $t/run
state_dir = $t/state
log_path = $t/dovecot.log
protocols = imap
listen = 127.0.0.1
ssl = yes
ssl_cert = <$t/cert.pem
ssl_key = <$t/key.pem
disable_plaintext_auth = yes
auth_mechanisms = plain login
passdb {
  driver = passwd-file
  args = scheme=PLAIN username_format=%u $t/passwd
}
userdb {
  driver = passwd-file
  args = username_format=%u $t/passwd
}
mail_location = maildir:~/Maildir
namespace inbox {
  inbox = yes
  separator = /
  mailbox Filed {
    auto = create
  }
}
service imap-login {
  inet_listener imap {
    address = 127.0.0.1
    port = $IMAP_PORT
  }
  inet_listener imaps {
    address = 127.0.0.1
    port = $IMAPS_PORT
    ssl = yes
  }
}
service auth {
  unix_listener auth-postfix {
    mode = 0666
  }
}
CONF
  mkdir -p "$t/state"
  dovecot -c "$t/dovecot.conf" || { mailnet_logs; return 1; }

  # --- Postfix ---
  mkdir -p "$t/postfix" "$t/postfix-queue" "$t/postfix-data"
  chown postfix "$t/postfix-data"
  cat > "$t/postfix/main.cf" <<CONF
compatibility_level = 3.6
queue_directory = $t/postfix-queue
data_directory = $t/postfix-data
mail_owner = postfix
setgid_group = postdrop
myhostname = mailnet.localhost
mydestination =
inet_interfaces = 127.0.0.1
inet_protocols = ipv4
maillog_file = $t/postfix.log
maillog_file_prefixes = $t
alias_maps =
alias_database =
local_recipient_maps =
smtputf8_enable = no
smtpd_tls_cert_file = $t/cert.pem
smtpd_tls_key_file = $t/key.pem
smtpd_sasl_type = dovecot
smtpd_sasl_path = $t/run/auth-postfix
smtpd_relay_restrictions = permit_sasl_authenticated, reject
smtpd_recipient_restrictions = permit_sasl_authenticated, reject
virtual_mailbox_domains = regexp:$t/postfix/domains
virtual_mailbox_maps = texthash:$t/postfix/mailboxes
virtual_mailbox_base = $t/smtp-mail
virtual_uid_maps = static:$nobody_uid
virtual_gid_maps = static:$nobody_gid
virtual_minimum_uid = 1
CONF
  printf '/./ OK\n' > "$t/postfix/domains"
  # Each recipient into a Maildir named after its address (trailing slash: Maildir format);
  # virtual(8) allows no regexp substitution here, so every address is listed; others bounce.
  local a
  for a in "$@"; do printf '%s %s/\n' "$a" "$a"; done > "$t/postfix/mailboxes"
  cat > "$t/postfix/master.cf" <<CONF
127.0.0.1:$SUBMISSION_PORT inet n - n - - smtpd -o smtpd_tls_security_level=encrypt -o smtpd_sasl_auth_enable=yes -o smtpd_tls_auth_only=yes
127.0.0.1:$SMTPS_PORT inet n - n - - smtpd -o smtpd_tls_wrappermode=yes -o smtpd_sasl_auth_enable=yes
pickup    unix  n       -       n       60      1       pickup
cleanup   unix  n       -       n       -       0       cleanup
qmgr      unix  n       -       n       300     1       qmgr
tlsmgr    unix  -       -       n       1000?   1       tlsmgr
rewrite   unix  -       -       n       -       -       trivial-rewrite
bounce    unix  -       -       n       -       0       bounce
defer     unix  -       -       n       -       0       bounce
trace     unix  -       -       n       -       0       bounce
verify    unix  -       -       n       -       1       verify
flush     unix  n       -       n       1000?   0       flush
proxymap  unix  -       -       n       -       -       proxymap
showq     unix  n       -       n       -       -       showq
error     unix  -       -       n       -       -       error
retry     unix  -       -       n       -       -       error
discard   unix  -       -       n       -       -       discard
virtual   unix  -       n       n       -       -       virtual
anvil     unix  -       -       n       -       1       anvil
scache    unix  -       -       n       -       1       scache
postlog   unix-dgram n  -       n       -       1       postlogd
CONF
  # postfix writes its errors to syslog unless it has a terminal: `script` gives it one.
  script -qec "postfix -c '$t/postfix' start" "$t/postfix-start.log" > /dev/null 2>&1 ||
    { mailnet_logs; return 1; }
  local p
  for p in $IMAPS_PORT $IMAP_PORT $SUBMISSION_PORT $SMTPS_PORT; do mailnet_wait_port "$p" || return 1; done
}

mailnet_maildir() { echo "$MAILNET/smtp-mail/$1"; }
mailnet_imap_maildir() { echo "$MAILNET/imap/$MAILNET_USER/Maildir"; }
