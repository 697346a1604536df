import { AUDIT_ACTIONS, AUDIT_ENTITIES } from '../domain/audit';
import { isIsoDate } from '../domain/business-time';
import { auditMessages } from '../messages/audit';
import { idSchema, paginationQuerySchema, paginationSchema } from './common';
import { z } from './zod';

// The audit trail on the wire (issue 15, docs/decisions/023).

const auditValueSchema = z.union([z.string(), z.number(), z.boolean(), z.null()]);

export const auditChangeSchema = z.object({
  field: z.string(),
  before: auditValueSchema,
  after: auditValueSchema,
});

/** One recorded change, newest first in every list. */
export const auditEventSchema = z.object({
  id: z.number().int(),
  /** ISO instant. */
  createdAt: z.string(),
  /** Who made it; null for the system (a scheduled job) or a user since deleted (userName stays). */
  userId: z.number().int().nullable(),
  userName: z.string().nullable(),
  entity: z.enum(AUDIT_ENTITIES),
  entityId: z.number().int().nullable(),
  /** What the entity was called when it changed (an account's service and username, a client's name…). */
  entityLabel: z.string().nullable(),
  action: z.enum(AUDIT_ACTIONS),
  accountId: z.number().int().nullable(),
  clientId: z.number().int().nullable(),
  changes: z.array(auditChangeSchema),
  /** A reason given with the change (a compensation's, a release's), when there was one. */
  note: z.string().nullable(),
});
export type AuditEvent = z.infer<typeof auditEventSchema>;

export const auditPageSchema = z.object({
  events: z.array(auditEventSchema),
  pagination: paginationSchema,
});
export type AuditPage = z.infer<typeof auditPageSchema>;

const businessDate = z
  .string({ error: auditMessages.invalidDate })
  .refine(isIsoDate, auditMessages.invalidDate);

/** GET /api/audit: every filter optional; from/to are business dates (TZ_APP), both inclusive. */
export const auditQuerySchema = paginationQuerySchema
  .extend({
    entity: z.enum(AUDIT_ENTITIES, { error: auditMessages.invalidEntity }).optional(),
    entityId: idSchema.optional(),
    userId: idSchema.optional(),
    from: businessDate.optional(),
    to: businessDate.optional(),
  })
  .refine((q) => !q.from || !q.to || q.from <= q.to, { message: auditMessages.rangeReversed, path: ['to'] })
  // Ids are per entity: Cliente #5 and Cuenta #5 are different records.
  .refine((q) => q.entityId === undefined || q.entity !== undefined, {
    message: auditMessages.idWithoutEntity,
    path: ['entityId'],
  });
export type AuditQuery = z.infer<typeof auditQuerySchema>;
