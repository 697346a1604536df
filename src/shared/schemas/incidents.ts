import { isIsoDate } from '../domain/business-time';
import {
  INCIDENT_MAX_ACCOUNTS,
  INCIDENT_MAX_DAYS,
  INCIDENT_REASON_MAX_LENGTH,
  INCIDENT_SCOPES,
} from '../domain/incidents';
import { incidentsMessages } from '../messages/incidents';
import { idWith, paginationSchema, text } from './common';
import { wholeDays } from './profiles';
import { z } from './zod';

// Incidentes (issue 26 item 1, docs/decisions/050).

const m = incidentsMessages;

/** Days (1–60) and reason (1–200 characters): an incident's, and Compensar días' of one account. */
export const incidentTermsFields = {
  days: wholeDays(m.days, INCIDENT_MAX_DAYS),
  reason: text(INCIDENT_REASON_MAX_LENGTH, { error: m.reasonRequired, tooLong: m.reasonTooLong }).min(
    1,
    m.reasonRequired,
  ),
};

/**
 * POST /api/incidents/preview and POST /api/incidents: exactly one scope (the selected accounts,
 * a service, or the accounts whose supplier is paid on a date). `previewProfileIds`, the
 * preview's profiles, lets the answer say what changed since.
 */
export const incidentInputSchema = z
  .object({
    accountIds: z
      .array(idWith(m.invalidAccounts), { error: m.invalidAccounts })
      .min(1, m.invalidAccounts)
      .max(INCIDENT_MAX_ACCOUNTS, m.tooManyAccounts(INCIDENT_MAX_ACCOUNTS))
      .optional(),
    serviceId: idWith(m.invalidService).optional(),
    providerRenewalDate: z
      .string({ error: m.invalidProviderDate })
      .refine(isIsoDate, m.invalidProviderDate)
      .optional(),
    ...incidentTermsFields,
    previewProfileIds: z
      .array(idWith(m.invalidPreviewProfiles), { error: m.invalidPreviewProfiles })
      .max(INCIDENT_MAX_ACCOUNTS * 20, m.invalidPreviewProfiles)
      .optional(),
  })
  .superRefine((input, ctx) => {
    const given = [input.accountIds, input.serviceId, input.providerRenewalDate].filter(
      (v) => v !== undefined,
    ).length;
    if (given !== 1)
      ctx.addIssue({ code: 'custom', message: given === 0 ? m.scopeRequired : m.oneScope, path: [] });
  });
export type IncidentInput = z.infer<typeof incidentInputSchema>;

export const incidentScopeSchema = z.object({
  kind: z.enum(INCIDENT_SCOPES),
  serviceId: z.number().int().nullable(),
  serviceName: z.string().nullable(),
  providerRenewalDate: z.string().nullable(),
});
export type IncidentScope = z.infer<typeof incidentScopeSchema>;

export const incidentProfileSchema = z.object({
  profileId: z.number().int(),
  profileName: z.string(),
  accountId: z.number().int(),
  accountUsername: z.string(),
  serviceName: z.string(),
  currentExpiry: z.string(),
  newExpiry: z.string(),
});

export const incidentClientGroupSchema = z.object({
  client: z.object({ id: z.number().int(), name: z.string(), phone: z.string().nullable() }),
  profiles: z.array(incidentProfileSchema),
});
export type IncidentClientGroup = z.infer<typeof incidentClientGroupSchema>;

/** POST /api/incidents/preview: every occupied profile affected, grouped by client. */
export const incidentPreviewSchema = z.object({
  scope: incidentScopeSchema,
  days: z.number().int(),
  reason: z.string(),
  totals: z.object({ accounts: z.number().int(), profiles: z.number().int(), clients: z.number().int() }),
  clients: z.array(incidentClientGroupSchema),
});
export type IncidentPreview = z.infer<typeof incidentPreviewSchema>;

export const incidentSchema = z.object({
  id: z.number().int(),
  reason: z.string(),
  days: z.number().int(),
  scope: incidentScopeSchema,
  accountsCount: z.number().int(),
  profilesCount: z.number().int(),
  clientsCount: z.number().int(),
  createdByName: z.string().nullable(),
  createdAt: z.string(),
  undoneAt: z.string().nullable(),
  undoneByName: z.string().nullable(),
  /** Profiles the undo left alone because they had changed since. */
  undoSkipped: z.number().int().nullable(),
  /** Until when it can be undone (48 h after it was applied). */
  undoUntil: z.string(),
  canUndo: z.boolean(),
});
export type Incident = z.infer<typeof incidentSchema>;

/**
 * What differed between the preview the staff member saw and what was applied: the profiles
 * that were not in the preview (added) and those of the preview no longer affected (missing).
 */
export const incidentDifferencesSchema = z.object({
  previewProfiles: z.number().int(),
  appliedProfiles: z.number().int(),
  added: z.array(z.number().int()),
  missing: z.array(z.number().int()),
});

/** POST /api/incidents (201). */
export const incidentAppliedSchema = z.object({
  incident: incidentSchema,
  /** null when the client sent no previewProfileIds or nothing differed. */
  differences: incidentDifferencesSchema.nullable(),
});
export type IncidentApplied = z.infer<typeof incidentAppliedSchema>;

export const incidentListSchema = z.object({
  incidents: z.array(incidentSchema),
  pagination: paginationSchema,
});
export type IncidentList = z.infer<typeof incidentListSchema>;

/** POST /api/incidents/{id}/undo: what was taken back, and what was left alone and why. */
export const incidentUndoneSchema = z.object({
  incident: incidentSchema,
  undone: z.number().int(),
  leftAlone: z.array(
    z.object({
      profileId: z.number().int(),
      profileName: z.string().nullable(),
      serviceName: z.string().nullable(),
      clientName: z.string().nullable(),
      /** changed: another expiry or holder now; deleted: the profile is gone. */
      why: z.enum(['changed', 'deleted']),
    }),
  ),
});
export type IncidentUndone = z.infer<typeof incidentUndoneSchema>;

/** GET /api/incidents/notices: the compensación messages still owed, newest incident first. */
export const incidentNoticeSchema = z.object({
  incidentId: z.number().int(),
  reason: z.string(),
  days: z.number().int(),
  createdAt: z.string(),
  client: z.object({
    id: z.number().int(),
    name: z.string(),
    phone: z.string().nullable(),
    type: z.enum(['cliente', 'revendedor']),
  }),
  profiles: z.array(
    z.object({
      profileId: z.number().int(),
      profileName: z.string(),
      serviceName: z.string(),
      newExpiry: z.string(),
    }),
  ),
  message: z.string(),
});
export type IncidentNotice = z.infer<typeof incidentNoticeSchema>;

export const incidentNoticeListSchema = z.object({
  notices: z.array(incidentNoticeSchema),
  pagination: paginationSchema,
});
export type IncidentNoticeList = z.infer<typeof incidentNoticeListSchema>;

export const incidentNoticeParamsSchema = z.object({
  id: idWith(m.notFound),
  clientId: idWith(m.noticeNotFound),
});

/** POST /api/incidents/{id}/notices/{clientId}: the message was sent, or skipped. */
export const incidentNoticeInputSchema = z.object({
  outcome: z.enum(['enviado', 'omitido'], { error: m.invalidOutcome }),
});

export const incidentNoticeRecordedSchema = z.object({
  notice: z.object({
    incidentId: z.number().int(),
    clientId: z.number().int(),
    outcome: z.enum(['enviado', 'omitido']),
    notifiedByName: z.string().nullable(),
    notifiedAt: z.string(),
  }),
});
