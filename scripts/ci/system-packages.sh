#!/usr/bin/env bash
# The Debian packages the tests need, installed when missing: Chromium for the screenshots and Lighthouse
# (/usr/bin/chromium) and its headless shell for the browser suites (/usr/bin/chromium-headless-shell),
# a Java runtime for the Nu HTML Checker (`npm run validate:vnu`), the Hunspell dictionaries of the writers'
# check, one per region's language (scripts/spelling/speller.ts).
# The one list, used by .ci/run and every workflow job that runs the tests.
set -euo pipefail

missing=()
[ -x /usr/bin/chromium ] || missing+=(chromium)
[ -x /usr/bin/chromium-headless-shell ] || missing+=(chromium-headless-shell)
command -v java >/dev/null || missing+=(default-jre-headless)
[ -f /usr/share/hunspell/hu_HU.dic ] || missing+=(hunspell-hu)
[ -f /usr/share/hunspell/en_CA.dic ] || missing+=(hunspell-en-ca)
if [ "${#missing[@]}" -eq 0 ]; then
  exit 0
fi
echo "Installing ${missing[*]} (Debian)…"
export DEBIAN_FRONTEND=noninteractive
apt-get update -qq
apt-get install -y -qq --no-install-recommends "${missing[@]}"
