// Incidentes (issue 26 item 1, docs/decisions/050): the limits and the undo window, one place for
// the server's rules and the screens.

export const INCIDENT_MAX_DAYS = 60;
export const INCIDENT_REASON_MAX_LENGTH = 200;
/** A selection (or a service's or date's accounts) larger than this is refused. */
export const INCIDENT_MAX_ACCOUNTS = 5000;
/** An incident can be undone this long after it was applied. */
export const INCIDENT_UNDO_HOURS = 48;

export const INCIDENT_SCOPES = ['accounts', 'service', 'provider_date'] as const;
export type IncidentScopeKind = (typeof INCIDENT_SCOPES)[number];

/** The moment the undo window closes, for an incident created at `createdAt` (ISO). */
export const undoDeadline = (createdAt: string) =>
  new Date(new Date(createdAt).getTime() + INCIDENT_UNDO_HOURS * 3_600_000).toISOString();

/** Whether an incident may still be undone at `now`. */
export const canUndoIncident = (incident: { createdAt: string; undoneAt: string | null }, now: Date) =>
  incident.undoneAt === null && now.getTime() <= new Date(undoDeadline(incident.createdAt)).getTime();
