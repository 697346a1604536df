import { z } from './zod';

/** GET /api/config: what the browser must share with the server, such as the business time zone. */
export const appConfigSchema = z.object({
  timeZone: z.string(),
  /** The business date (YYYY-MM-DD) when the server answered. */
  today: z.string(),
});
export type AppConfigResponse = z.infer<typeof appConfigSchema>;
