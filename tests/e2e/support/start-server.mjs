// Starts the built server for the end-to-end run on a database created fresh for this run.
import fs from 'node:fs';

const dir = process.env.E2E_DATA_DIR;
if (!dir) throw new Error('E2E_DATA_DIR is required');
fs.rmSync(dir, { recursive: true, force: true });
fs.mkdirSync(dir, { recursive: true });
await import('../../../dist/server/server.js');
