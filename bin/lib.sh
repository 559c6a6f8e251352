# Shared by bin/start and bin/test: install what a fresh machine lacks.
set -euo pipefail
cd "$(dirname "${BASH_SOURCE[0]}")/.."

need_node() {
  command -v node >/dev/null || { echo "Node.js 20.19 or later is required (https://nodejs.org)." >&2; exit 1; }
  node -e 'const [a,b]=process.versions.node.split(".").map(Number); process.exit(a>20||(a===20&&b>=19)?0:1)' ||
    { echo "Node.js 20.19 or later is required; this is $(node --version)." >&2; exit 1; }
}

# npm packages: a clean install on CI or when the lock file changed since the last install.
install_packages() {
  if [ "${CI:-}" = "true" ] || [ ! -f node_modules/.package-lock.json ] || [ package-lock.json -nt node_modules/.package-lock.json ]; then
    npm ci --no-audit --no-fund
  fi
}

# Never a downloaded browser: Debian's Chromium (the bench's) and its headless shell, the same Chromium
# without a window, which the browser tests drive (scripts/lib/chromium.ts). A Debian without the shell's
# package keeps the tests on Chromium.
install_chromium() {
  if [ -x "${CHROMIUM_PATH:-/usr/bin/chromium}" ] && [ -x /usr/lib/chromium/chromium-headless-shell ]; then
    return
  fi
  local sudo=""
  if [ "$(id -u)" -ne 0 ]; then sudo="sudo"; fi
  $sudo apt-get update -qq
  DEBIAN_FRONTEND=noninteractive $sudo apt-get install -y -qq chromium
  DEBIAN_FRONTEND=noninteractive $sudo apt-get install -y -qq chromium-headless-shell ||
    echo "chromium-headless-shell is not available here: the browser tests run on Chromium."
}

# Fonts for the scripts the locale walk shows (test/e2e/locales.spec.ts): Chinese and Thai text would
# otherwise be drawn as empty boxes, with other widths than a learner's, in its layout checks and screenshots.
install_fonts() {
  if ! command -v fc-list >/dev/null; then return; fi
  if [ -n "$(fc-list :lang=zh)" ] && [ -n "$(fc-list :lang=th)" ]; then return; fi
  local sudo=""
  if [ "$(id -u)" -ne 0 ]; then sudo="sudo"; fi
  $sudo apt-get update -qq
  DEBIAN_FRONTEND=noninteractive $sudo apt-get install -y -qq fonts-noto-cjk fonts-thai-tlwg
}
