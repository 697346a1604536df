import { ConfigError, loadConfig, type AppConfig } from '../config';

// What every entry point (the server and the npm run commands) does first, written once: a
// refusal is one line on stderr and exit code 1, never a stack trace.

export function fail(message: string): never {
  console.error(message);
  process.exit(1);
}

/** The environment's configuration, or the one-line message naming the bad variable and exit 1. */
export function loadConfigOrExit(): AppConfig {
  try {
    return loadConfig();
  } catch (error) {
    if (error instanceof ConfigError) fail(error.message);
    throw error;
  }
}
