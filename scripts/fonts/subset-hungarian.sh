#!/usr/bin/env bash
# Writes static/fonts/inter/inter-hungarian-wght-{normal,italic}.woff2: the four Hungarian letters of
# Latin Extended (Ő ő Ű ű) cut from @fontsource-variable/inter's latin-ext files (2 KB instead of 85 KB),
# so a Hungarian page needs the Latin file and this one, never the whole of Latin Extended.
# Needs fontTools with Brotli: Debian `apt-get install python3-fonttools python3-brotli`.
# Run it again only when the Inter package is upgraded; the outputs are committed.
set -euo pipefail
cd "$(dirname "$0")/../.."
for style in normal italic; do
  /usr/bin/python3 -m fontTools.subset \
    "node_modules/@fontsource-variable/inter/files/inter-latin-ext-wght-${style}.woff2" \
    --unicodes=U+0150-0151,U+0170-0171 --layout-features='*' --flavor=woff2 \
    --output-file="static/fonts/inter/inter-hungarian-wght-${style}.woff2"
done
