/**
 * How long to wait for a screen to say a read failed: the app retries a failed read up to twice (1 s,
 * then 2 s later, `src/web/lib/query-client.ts`) before it shows the error, and on a slow machine
 * beside the other worker the screen itself may take seconds to load first.
 */
export const AFTER_RETRIES = { timeout: 15_000 };
