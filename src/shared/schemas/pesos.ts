import { z } from './zod';
import { parsePesos } from '../domain/money';

const MAX_PESOS = 100_000_000;

/**
 * Whole pesos, typed the way the app shows them ('22.500', '$ 22.500') or sent as a JSON number,
 * from 0 to 100 millones. Same parsing as a service's price (domain/money.ts parsePesos).
 */
export const pesos = (message: string) =>
  z.preprocess(
    (v) => (typeof v === 'string' && v.trim() !== '' ? (parsePesos(v) ?? v) : v),
    z.number({ error: message }).int(message).min(0, message).max(MAX_PESOS, message),
  );

/** Optional pesos: missing, null or '' mean none. */
export const optionalPesos = (message: string) =>
  z.preprocess((v) => (v === '' ? null : v), pesos(message).nullish()).transform((v) => v ?? null);
