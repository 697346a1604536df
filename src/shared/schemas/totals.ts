import { z } from './zod';

export const totalsSchema = z.object({
  services: z.number().int(),
  clients: z.number().int(),
  accounts: z.number().int(),
  movements: z.number().int(),
});
export type Totals = z.infer<typeof totalsSchema>;
