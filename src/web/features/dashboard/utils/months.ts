// Month names from the browser's Spanish locale ('ene', 'enero de 2026'): no hand-kept list.
const shortName = new Intl.DateTimeFormat('es-CO', { month: 'short', timeZone: 'UTC' });
const longName = new Intl.DateTimeFormat('es-CO', { month: 'long', year: 'numeric', timeZone: 'UTC' });

const toDate = (month: string) => new Date(`${month}-01T12:00:00Z`);

/** 'YYYY-MM' → 'ene' (a chart's axis). */
export const shortMonth = (month: string) => shortName.format(toDate(month)).replace('.', '');

/** 'YYYY-MM' → 'enero de 2026' (texts and tables). */
export const longMonth = (month: string) => longName.format(toDate(month));
