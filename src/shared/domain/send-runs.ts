// Send runs (docs/decisions/052): the rules the server and the screens share.

export const SEND_RUN_SOURCES = ['avisos', 'incident', 'clients'] as const;
export const SEND_RUN_STATUSES = ['active', 'paused', 'stopped', 'done'] as const;
export type SendRunStatus = (typeof SEND_RUN_STATUSES)[number];
export const SEND_RUN_OUTCOMES = ['sent', 'skipped', 'failed'] as const;
export type SendRunOutcome = (typeof SEND_RUN_OUTCOMES)[number];
/** The message types a run may send: the logged reminders and an incident's compensación. */
export const SEND_RUN_TYPES = [
  'expirado',
  'renovaciones',
  'cambio_contraseña',
  'garantia',
  'compensacion',
] as const;
/**
 * A run holds at most this many clients. From Avisos' window it takes the most urgent ones (the
 * order the list shows); the screen says so when the window holds more.
 */
export const MAX_SEND_RUN_CLIENTS = 5000;
/** How many clients "Enviar todos" puts in a run when the window has this many to message. */
export const windowRunSize = (sendable: number) => Math.min(sendable, MAX_SEND_RUN_CLIENTS);
/** A claim nobody reported after this long may be handed to someone else (a closed tab). */
export const SEND_RUN_CLAIM_LEASE_MS = 10 * 60_000;

export const DEFAULT_SENDING_HOURS = { start: '08:00', end: '20:00' } as const;

/**
 * Whether a wall-clock time (HH:MM) lies inside the sending hours [start, end). Hours that wrap
 * past midnight (start after end, e.g. 22:00 to 06:00) are read that way.
 */
export function isWithinSendingHours(time: string, start: string, end: string): boolean {
  if (start === end) return true;
  return start < end ? time >= start && time < end : time >= start || time < end;
}

/**
 * Minutes left at the pace so far: the time since the first client was taken, divided by the
 * clients staff members finished since, times those still left. Null until one is finished.
 */
export function etaMinutes(elapsedMs: number, finishedByHand: number, left: number): number | null {
  if (finishedByHand === 0 || elapsedMs < 0) return null;
  if (left === 0) return 0;
  return Math.ceil(((elapsedMs / finishedByHand) * left) / 60_000);
}
