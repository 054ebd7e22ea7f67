// Browser tests use Debian's Chromium (never a downloaded browser): install it when it is missing.
import { execSync } from 'node:child_process';
import { existsSync } from 'node:fs';

export const CHROMIUM = process.env.CHROMIUM_PATH || '/usr/bin/chromium';

if (!existsSync(CHROMIUM)) {
  console.log(`Chromium not found at ${CHROMIUM}: installing Debian's chromium package…`);
  const sudo = process.getuid?.() === 0 ? '' : 'sudo ';
  try {
    execSync(
      `${sudo}apt-get update -qq && ${sudo}env DEBIAN_FRONTEND=noninteractive apt-get install -y -qq chromium`,
      {
        stdio: 'inherit',
      },
    );
  } catch {
    console.error(
      'Could not install Chromium. Install the Debian package "chromium" (or set CHROMIUM_PATH) and retry.',
    );
    process.exit(1);
  }
}
