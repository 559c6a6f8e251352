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
# without a window, which the browser tests drive (scripts/lib/chromium.ts); and fonts for the scripts the
# locale walk shows (test/e2e/locales.spec.ts): Chinese and Thai text would otherwise be drawn as empty
# boxes, with other widths than a learner's, in its layout checks and screenshots. What is missing comes in
# one apt-get run. A Debian without the shell's package keeps the tests on Chromium.
install_browser_and_fonts() {
  local wanted=()
  [ -x "${CHROMIUM_PATH:-/usr/bin/chromium}" ] || wanted+=(chromium)
  [ -x /usr/lib/chromium/chromium-headless-shell ] || wanted+=(chromium-headless-shell)
  if command -v fc-list >/dev/null && { [ -z "$(fc-list :lang=zh)" ] || [ -z "$(fc-list :lang=th)" ]; }; then
    wanted+=(fonts-noto-cjk fonts-thai-tlwg)
  fi
  [ ${#wanted[@]} -gt 0 ] || return 0
  local sudo=""
  if [ "$(id -u)" -ne 0 ]; then sudo="sudo"; fi
  $sudo apt-get update -qq
  DEBIAN_FRONTEND=noninteractive $sudo apt-get install -y -qq "${wanted[@]}" && return 0
  local others=()
  for package in "${wanted[@]}"; do [ "$package" = chromium-headless-shell ] || others+=("$package"); done
  [ ${#others[@]} -eq ${#wanted[@]} ] && return 1
  echo "chromium-headless-shell is not available here: the browser tests run on Chromium."
  [ ${#others[@]} -eq 0 ] || DEBIAN_FRONTEND=noninteractive $sudo apt-get install -y -qq "${others[@]}"
}

# The npm packages and the browser tests' system packages at once, where apt-get runs without a password
# prompt (as root, as on CI): one waits on the registry while the other waits on Debian's mirror. Fails if
# either fails.
install_for_tests() {
  if [ "$(id -u)" -ne 0 ] && ! sudo -n true 2>/dev/null; then
    install_packages
    install_browser_and_fonts
    return
  fi
  install_browser_and_fonts > >(sed -u 's/^/[apt] /') 2>&1 &
  local system=$!
  install_packages
  wait "$system"
}
