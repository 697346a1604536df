import { businessToday } from '#shared/domain/business-time';
import type { AppContext } from '../app-context';

/** A list export's file name: what it holds and the business day it was taken (clientes-2026-11-27). */
export const exportName = (ctx: AppContext, what: string) =>
  `${what}-${businessToday(ctx.now(), ctx.config.TZ_APP)}`;
