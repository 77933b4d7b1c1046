// `npm run test:e2e` on a machine without Chromium stops here, before the build, with one line saying what to do.
import fs from 'node:fs';

const chromium = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
if (!fs.existsSync(chromium)) {
  process.stderr.write(
    `Chromium fehlt (${chromium}) / Chromium is missing: apt-get install chromium, oder CHROMIUM_PATH=/pfad/zu/chromium setzen / or set CHROMIUM_PATH.\n`,
  );
  process.exit(1);
}
