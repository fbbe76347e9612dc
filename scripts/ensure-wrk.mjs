// The throughput bench drives Debian's wrk. Installs it with apt when it is missing and we are
// root; otherwise says what to do.
import { execSync } from 'node:child_process';

const hasWrk = () => {
  try {
    execSync('command -v wrk', { stdio: 'ignore', shell: '/bin/sh' });
    return true;
  } catch {
    return false;
  }
};

if (!hasWrk()) {
  if (process.getuid?.() !== 0) {
    console.error('wrk not found. Install it (apt-get install wrk).');
    process.exit(1);
  }
  console.log('Installing wrk from Debian packages...');
  execSync('apt-get update -qq && DEBIAN_FRONTEND=noninteractive apt-get install -y -qq wrk', {
    stdio: 'inherit',
  });
}
