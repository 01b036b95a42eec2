#!/usr/bin/env bash
# Whole-program tests of a club's results site (docs/club.md "The results site"): `club site` on
# a club of three games, one with a player named with markup and one with a password, two of
# them with adjudicated seasons.
#   site.sh <diadoques-binary> <case>
set -euo pipefail
bin=$1
case=$2
source "$(dirname "${BASH_SOURCE[0]}")/../e2e/lib.sh"
club=$work/club
out=$work/site
marked='<i>Zoé</i> & Co'
marked_shown='&lt;i&gt;Zoé&lt;/i&gt; &amp; Co'
password=zorglub-pw-4242
orders=$root/examples/game-319/orders

# adjudicate <game> <season>: the example game's orders of that season, then `club adjudicate
# --all` (some sides of the example send none).
adjudicate() {
  cp "$orders/$2"/*.txt "$club/games/$1/seasons/$2/orders/"
  "$bin" club adjudicate "$club" --all > /dev/null
}

# g-a plays spring and summer -319, g-b spring -319, g-c has not started. Aurélie is renamed
# with markup in club.yaml before the games are made, so her name reaches game.yaml and the
# results; Bastien has a password in g-b.
make_club() {
  "$bin" club new "$club" --name "Club <d'essai>" --players "$root/examples/players.yaml" \
    --languages fr,en > /dev/null
  sed -i "s|^  - name: Aurélie\$|  - name: \"${marked//&/\\&}\"|" "$club/club.yaml"
  for g in g-a g-b g-c; do
    "$bin" club game "$club" "$g" --scenario standard-319 --seed 319 \
      --players "$marked,Bastien,Chloé,David,Élodie,Fabrice" > /dev/null
  done
  sed -i "0,/^    email: bastien@example.org\$/s//&\n    password: $password/" \
    "$club/games/g-b/game.yaml"
  grep -q "password: $password" "$club/games/g-b/game.yaml" || fail "no password in g-b"
  adjudicate g-a 001-spring-319
  adjudicate g-b 001-spring-319
  adjudicate g-a 002-summer-319
  [[ -f "$club/games/g-b/seasons/001-spring-319/results/public.json" ]] || fail "g-b not played"
  [[ -f "$club/games/g-a/seasons/002-summer-319/results/public.json" ]] || fail "g-a not played"
}

# site [args]: `club site` into $out, its summary in $work/summary.
site() { "$bin" club site "$club" "$out" "$@" > "$work/summary"; }

pages=(index.html style.css)
for lang in fr en; do
  pages+=("$lang/index.html" "$lang/g-a/index.html" "$lang/g-b/index.html" "$lang/g-c/index.html"
    "$lang/g-a/001-spring-319.html" "$lang/g-a/002-summer-319.html" "$lang/g-b/001-spring-319.html")
done
pages+=(maps/g-a/001-spring-319.svg maps/g-a/002-summer-319.svg maps/g-b/001-spring-319.svg)

case $case in
  pages)
    # Every language, game and season has its page at its stable name, and nothing else is made.
    make_club
    site
    for p in "${pages[@]}"; do [[ -f "$out/$p" ]] || fail "no $p"; done
    [[ $(find "$out" -type f | wc -l) == "${#pages[@]}" ]] ||
      fail "unexpected files: $(cd "$out" && find . -type f | sort)"
    has "$work/summary" "${#pages[@]} page(s) written, 0 unchanged in $out"
    cmp "$club/games/g-a/seasons/002-summer-319/results/map.svg" "$out/maps/g-a/002-summer-319.svg"
    has "$out/fr/index.html" '<html lang="fr">'
    has "$out/en/index.html" '<html lang="en">'
    has "$out/fr/index.html" '<a href="g-a/index.html">g-a</a>'
    has "$out/fr/index.html" '<a href="../en/index.html" hreflang="en" lang="en">English</a>'
    has "$out/en/g-a/index.html" '<a href="001-spring-319.html">spring 319 BC</a>'
    has "$out/en/g-a/index.html" '<a href="002-summer-319.html">summer 319 BC</a>'
    has "$out/fr/g-a/index.html" '<img src="../../maps/g-a/002-summer-319.svg" alt="Carte de g-a, été -319">'
    has "$out/fr/g-c/index.html" "Aucune saison jouée pour l&#39;instant."
    # Before its first season a game names its diadoques from its scenario.
    has "$out/fr/g-c/index.html" "<td>Séleucos</td>"
    has "$out/fr/g-a/002-summer-319.html" '<a href="001-spring-319.html">← Saison précédente</a>'
    has "$out/fr/g-a/001-spring-319.html" '<a href="002-summer-319.html">Saison suivante →</a>'
    has "$out/en/g-a/002-summer-319.html" '<a href="../../fr/g-a/002-summer-319.html" hreflang="fr"'
    has "$out/index.html" '<a href="fr/g-a/index.html">g-a</a>'
    # The season page says what public.txt says: the gold gift made public, its orders' notes.
    has "$out/fr/g-a/002-summer-319.html" "Ptolémée donne 2 T à Séleucos (R9c.gold.2)"
    has "$out/fr/g-a/002-summer-319.html" "<code>A PHR - PTE</code> (lu : A PHR PTE) — "
    has "$out/en/g-a/002-summer-319.html" "Event of the season:"
    # Same inputs, byte-identical site, wherever it is written.
    "$bin" club site "$club" "$work/again" > /dev/null
    diff -r "$out" "$work/again" || fail "two runs differ"
    ;;
  privacy)
    # Nothing of private/*.txt or gm-log.txt that the public results lack, no email, no
    # password on any file of the site. g-a plays on to spring -318: its orders hold a
    # corruption, a counter-corruption and gold gifts (summer and winter -319) and bids for a
    # unit on sale (spring -318), all secret.
    make_club
    for season in 003-autumn-319 004-winter-319 005-spring-318; do adjudicate g-a $season; done
    [[ -f "$club/games/g-a/seasons/005-spring-318/results/public.json" ]] || fail "g-a stopped"
    site
    check() {
      python3 "$here/privacy.py" "$bin" "$club" "$1" "Corruption de l'armée de COM pour 25 T" \
        "Lysimaque verse 2 T à Cassandre" "CC A COM 2" "Or 10 Eumène" \
        "Enchère sur F SAL : 10, 11" "$password" "aurelie@example.org" "l.1 : Hi GM,"
    }
    check "$out" || fail "private text on the site"
    # The check finds a leak, escaped or not.
    cp -r "$out" "$work/leaky"
    echo "<p>Corruption de l&#39;armée de COM pour 25 T</p>" >> "$work/leaky/fr/g-b/index.html"
    if check "$work/leaky" 2> /dev/null; then fail "a planted leak was not found"; fi
    ;;
  markup)
    # A player named with markup is shown as text everywhere, never as a tag.
    make_club
    site
    if grep -rl "<i>Zoé" "$out"; then fail "markup of a name reached a page"; fi
    has "$out/fr/index.html" "<th scope=\"row\">$marked_shown</th>"
    has "$out/fr/g-a/index.html" "<th scope=\"row\">$marked_shown</th>"
    has "$out/fr/g-a/001-spring-319.html" "($marked_shown)</h2>"
    has "$out/fr/index.html" "<title>Club &lt;d&#39;essai&gt; : classement — Club &lt;d&#39;essai&gt;</title>"
    ;;
  regenerate)
    # A second run writes nothing; after a season of g-a only its pages, the new season page, its
    # map and the standings are written, and the other games' files keep their dates.
    make_club
    site
    site --list
    has "$work/summary" "0 page(s) written, ${#pages[@]} unchanged"
    if grep -q "^written:" "$work/summary"; then fail "a second run wrote: $(cat "$work/summary")"; fi
    touch -d "2000-01-01 00:00" $(find "$out" -type f)
    before=$(fingerprint "$out/fr/g-b")
    adjudicate g-a 003-autumn-319
    site --list
    expected="written: en/g-a/002-summer-319.html
written: en/g-a/003-autumn-319.html
written: en/g-a/index.html
written: en/index.html
written: fr/g-a/002-summer-319.html
written: fr/g-a/003-autumn-319.html
written: fr/g-a/index.html
written: fr/index.html
written: index.html
written: maps/g-a/003-autumn-319.svg"
    diff <(grep "^written:" "$work/summary") <(echo "$expected") || fail "unexpected files written"
    # Three new files (two pages, a map): 22 in all.
    has "$work/summary" "10 page(s) written, $((${#pages[@]} + 3 - 10)) unchanged"
    # Summer's page changed only for its new link to autumn.
    has "$out/fr/g-a/002-summer-319.html" '<a href="003-autumn-319.html">Saison suivante →</a>'
    # The files not written keep their dates and bytes.
    [[ -z $(find "$out/fr/g-b" "$out/en/g-c" "$out/maps/g-b" "$out/style.css" -type f -newermt "2000-01-02") ]] ||
      fail "other games' files were rewritten"
    [[ "$(fingerprint "$out/fr/g-b")" == "$before" ]] || fail "g-b's pages changed"
    ;;
  errors)
    # A missing club.yaml or an unreadable public.json: the file named, exit 1, nothing written.
    set +e
    "$bin" club site "$work/nowhere" "$out" 2> "$work/err"
    rc=$?
    set -e
    [[ $rc == 1 ]] || fail "no club: exit code $rc, expected 1"
    has "$work/err" "club.yaml"
    [[ ! -e "$out" ]] || fail "a site was written without a club"
    make_club
    site
    before=$(fingerprint "$out")
    echo '{"format": ' > "$club/games/g-b/seasons/001-spring-319/results/public.json"
    set +e
    "$bin" club site "$club" "$out" > /dev/null 2> "$work/err"
    rc=$?
    set -e
    [[ $rc == 1 ]] || fail "bad public.json: exit code $rc, expected 1"
    has "$work/err" "g-b/seasons/001-spring-319/results/public.json"
    [[ "$(fingerprint "$out")" == "$before" ]] || fail "the site changed after an error"
    set +e
    "$bin" club site "$club" 2> "$work/err"
    rc=$?
    set -e
    [[ $rc == 2 ]] || fail "a missing argument: exit code $rc, expected 2"
    ;;
  browser)
    # Every page opened in headless Chromium: no broken link or image, no console error;
    # screenshots of the standings and of a season kept in ./site-screenshots (the build's
    # tests folder under ctest).
    command -v chromium > /dev/null || { echo "SKIPPED: chromium is not installed"; exit 77; }
    make_club
    # A game folder with an accent, a space and a '#' is linked percent-encoded.
    "$bin" club game "$club" "été 2027#x" --scenario standard-319 --seed 3 \
      --players "$marked,Bastien,Chloé,David,Élodie,Fabrice" > /dev/null
    site
    has "$out/fr/index.html" '<a href="%C3%A9t%C3%A9%202027%23x/index.html">été 2027#x</a>'
    py=python3
    [[ -x /usr/bin/python3 ]] && py=/usr/bin/python3  # Debian's, with python3-selenium
    shots=${DIA_SITE_SCREENSHOTS:-$PWD/site-screenshots}
    "$py" "$here/browser.py" "$out" "$shots" fr/g-a/002-summer-319.html
    # The check sees a missing map and a link to a missing page.
    rm "$out/maps/g-b/001-spring-319.svg" "$out/en/g-c/index.html"
    if "$py" "$here/browser.py" "$out" "$work/shots" fr/g-a/002-summer-319.html \
      > "$work/out" 2>&1; then
      fail "a missing map and page went unnoticed"
    fi
    has "$work/out" "image not loaded"
    has "$work/out" "missing file"
    ;;
  *)
    fail "unknown case $case"
    ;;
esac
