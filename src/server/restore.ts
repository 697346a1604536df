import { backupsMessages } from '#shared/messages/backups';
import { fail, loadConfigOrExit } from './lib/cli';
import { dialectOf } from './db/database';
import { restoreDatabase, RestoreRefused } from './modules/backups/restore-database.service';

// Entry point of `npm run restore -- FILE`: puts a backup in place of DATABASE_URL's SQLite file,
// with the app stopped (docs/decisions/022). Each refusal is one line, and changes nothing.
const m = backupsMessages.restore;

function main() {
  const args = process.argv.slice(2).filter((arg) => arg !== '--');
  if (args.length !== 1 || args[0]!.startsWith('-')) fail(m.usage);
  const config = loadConfigOrExit();
  if (dialectOf(config.DATABASE_URL) !== 'sqlite') fail(backupsMessages.cli.postgres);
  const target = config.DATABASE_URL.slice('file:'.length);
  try {
    const { aside } = restoreDatabase({ file: args[0]!, target, now: new Date(), timeZone: config.TZ_APP });
    console.log(m.done(target));
    if (aside) console.log(m.keptAside(aside));
  } catch (error) {
    if (error instanceof RestoreRefused) fail(error.message);
    fail(`${m.failed} ${error instanceof Error ? error.message : String(error)}`);
  }
}

main();
