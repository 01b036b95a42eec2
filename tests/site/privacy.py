#!/usr/bin/env python3
"""Fails if anything private of a club reaches its results site (docs/club.md "The results site").

    privacy.py <diadoques> <club-dir> <site-dir> <must-be-secret>...

The secrets: every email and password of every game.yaml and of club.yaml; every line (of at
least 10 characters) of each season's results/private/*.txt and gm-log.txt that its public
results do not hold (public.txt, public.md, and `diadoques report` in French and English: the
GM log words some events in English), and the order before its reading or note on such a line ("Corruption de
l'armée de COM pour 25 T"); the distinctive strings given as arguments, which must be among the
secrets found (so the test cannot pass by finding none). Each site file is searched as written
and with its character references decoded, so an escaped leak is still a leak.
"""
import glob
import html
import os
import re
import subprocess
import sys


def yaml_secrets(path):
    found = []
    for line in open(path, encoding="utf-8"):
        m = re.match(r"\s*-?\s*(email|password):\s*(.+?)\s*$", line)
        if m:
            found.append(m.group(2).strip("\"'"))
        m = re.match(r"\s*emails:\s*\[(.*)\]\s*$", line)
        if m:
            found += [e.strip().strip("\"'") for e in m.group(1).split(",") if e.strip()]
    return found


def season_secrets(diadoques, results):
    public = ""
    for name in ("public.txt", "public.md"):
        path = os.path.join(results, name)
        if os.path.exists(path):
            public += open(path, encoding="utf-8").read()
    season = os.path.dirname(results)
    game = os.path.dirname(os.path.dirname(season))
    for lang in ("fr", "en"):
        for form in ("txt", "md"):
            public += subprocess.run(
                [diadoques, "report", game, "--season", os.path.basename(season), "--lang", lang,
                 "--format", form], check=True, capture_output=True, text=True).stdout
    found = []
    private = glob.glob(os.path.join(results, "private", "*.txt")) + [
        os.path.join(results, "gm-log.txt")]
    for path in private:
        if not os.path.exists(path):
            continue
        for line in open(path, encoding="utf-8"):
            line = line.strip()
            order = re.split(r" \(lu : | — ", line)[0]
            for candidate in (line, order):
                if len(candidate) >= 10 and candidate not in public:
                    found.append(candidate)
    return found


def main():
    diadoques, club, site, required = sys.argv[1], sys.argv[2], sys.argv[3], sys.argv[4:]
    secrets = yaml_secrets(os.path.join(club, "club.yaml"))
    for game in sorted(glob.glob(os.path.join(club, "games", "*", "game.yaml"))):
        secrets += yaml_secrets(game)
    for results in sorted(glob.glob(os.path.join(club, "games", "*", "seasons", "*", "results"))):
        secrets += season_secrets(diadoques, results)
    secrets = sorted(set(secrets))
    missing = [r for r in required if r not in secrets]
    if missing:
        print(f"FAIL: not found among the secrets (the test would prove nothing): {missing}",
              file=sys.stderr)
        return 1
    files = [os.path.join(d, f) for d, _, fs in os.walk(site) for f in fs]
    leaks = []
    for path in sorted(files):
        raw = open(path, encoding="utf-8").read()
        text = html.unescape(raw)
        for secret in secrets:
            if secret in raw or secret in text:
                leaks.append(f"{os.path.relpath(path, site)}: {secret}")
    for leak in leaks:
        print("FAIL: private text on the site:", leak, file=sys.stderr)
    print(f"{len(secrets)} secret(s) searched in {len(files)} file(s): {len(leaks)} leak(s)")
    return 1 if leaks else 0


if __name__ == "__main__":
    sys.exit(main())
