#!/usr/bin/env bash
# Installs Debian's nginx-light package when nginx is missing and we are root: `npm run
# test:cluster` runs it as the micro-cache in front of the app processes (docs/deploying.md).
set -euo pipefail

if command -v nginx >/dev/null 2>&1 || [ -x /usr/sbin/nginx ]; then exit 0; fi
if [ "$(id -u)" != 0 ]; then echo "nginx is not installed (apt-get install nginx-light)" >&2; exit 1; fi
apt-get update -qq && DEBIAN_FRONTEND=noninteractive apt-get install -y -qq nginx-light >/dev/null
