import { z } from './zod';

export const MOVEMENT_TYPES = ['venta', 'renovacion', 'cancelacion'] as const;
export type MovementType = (typeof MOVEMENT_TYPES)[number];

/** A movement as the API answers it (the Movimientos section adds its list and form). */
export const movementSchema = z.object({
  id: z.number().int(),
  date: z.string(),
  type: z.enum(MOVEMENT_TYPES),
  amount: z.number().int(),
  clientId: z.number().int().nullable(),
  clientName: z.string().nullable(),
  serviceId: z.number().int().nullable(),
  serviceName: z.string().nullable(),
  profileId: z.number().int().nullable(),
  description: z.string().nullable(),
  createdBy: z.number().int().nullable(),
  createdByName: z.string().nullable(),
  createdAt: z.string(),
});
export type Movement = z.infer<typeof movementSchema>;
