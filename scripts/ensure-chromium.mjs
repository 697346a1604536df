// The end-to-end tests drive Debian's Chromium (never a browser Playwright downloads). When it is
// missing, install it as root; otherwise stop with one line saying how.
import { execSync } from 'node:child_process';
import fs from 'node:fs';

const CHROMIUM = '/usr/bin/chromium';

if (!fs.existsSync(CHROMIUM)) {
  if (process.getuid?.() !== 0) {
    console.error(
      'Falta Chromium: ejecuta como root "apt-get update && apt-get install -y chromium" y repite npm test.',
    );
    process.exit(1);
  }
  console.log('Instalando Chromium de Debian para las pruebas de extremo a extremo…');
  execSync('apt-get update -qq && DEBIAN_FRONTEND=noninteractive apt-get install -y -qq chromium', {
    stdio: 'inherit',
  });
}
