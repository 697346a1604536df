import { messagingMessages } from '../messages/messaging';
import { formatDisplayDate } from './business-time';
import { renderPaymentMethods, type ListedPaymentMethod } from './cartera';
import { classifyExpiry, daysLeft, NEAR_EXPIRY_DAYS, NOTIFY_WINDOW_DAYS } from './expiry';
import { formatCop, resellerPrice } from './money';
import { formatPhone } from './phone';

// WhatsApp messages and the access information, rendered from templates (spec sections 2, 4, 5
// and 9; docs/decisions/014). Pure: the server and the screens render alike.

export const TEMPLATE_VARIABLES = [
  'nombre_cliente',
  'nombre_servicio',
  'servicio',
  'correo',
  'contraseña',
  'perfil',
  'pin',
  'fecha_vencimiento',
  'fecha_expiracion',
  'observaciones',
  'precio',
  'telefono',
  'dias_restantes',
  'dias_expirado',
  'nueva_contraseña',
  'contraseña_anterior',
  'usuario',
  'tipo_problema',
  'fecha_reporte',
  'medios_pago',
  'saldo',
  'detalle',
  'enlace_portal',
  'dias_compensados',
  'motivo',
] as const;
export type TemplateVariable = (typeof TEMPLATE_VARIABLES)[number];
export type TemplateValues = Partial<Record<TemplateVariable, string>>;

/** The variables that describe the client or the report, the same for every profile. */
const CLIENT_VARIABLES: ReadonlySet<string> = new Set([
  'nombre_cliente',
  'telefono',
  'tipo_problema',
  'fecha_reporte',
  'medios_pago',
  'saldo',
  'detalle',
  'enlace_portal',
  'dias_compensados',
  'motivo',
]);
const KNOWN: ReadonlySet<string> = new Set(TEMPLATE_VARIABLES);

export const WHATSAPP_TYPES = [
  'expirado',
  'renovaciones',
  'cambio_contraseña',
  'garantia',
  'estado_cuenta',
  'enlace_portal',
  'compensacion',
] as const;
export type WhatsappType = (typeof WHATSAPP_TYPES)[number];
export const isWhatsappType = (value: string): value is WhatsappType =>
  (WHATSAPP_TYPES as readonly string[]).includes(value);
/**
 * The types the notification log records: notices about profiles. An estado de cuenta (issue 24)
 * is about the client's balance and is not logged.
 */
export const LOGGED_WHATSAPP_TYPES = [
  'expirado',
  'renovaciones',
  'cambio_contraseña',
  'garantia',
] as const satisfies readonly WhatsappType[];
export type LoggedWhatsappType = (typeof LOGGED_WHATSAPP_TYPES)[number];

export { SEND_INTERVAL_MS } from './whatsapp';

/** The limit of a saved template's text. */
export const TEMPLATE_MAX_LENGTH = 4000;

/** The default text of each WhatsApp type and of the access information. */
export const DEFAULT_TEMPLATES: Readonly<Record<WhatsappType | 'access', string>> =
  messagingMessages.defaults;

const VARIABLE = /\{([^{}\s]+)\}/g;

/**
 * A list variable ({medios_pago}) that renders empty leaves no trace: the line that holds only the
 * variable goes, with the header line right above it when that line ends in a colon and holds
 * no variable ("Medios de pago:"), and the blank line the pair leaves behind. A shop with no active method gets the
 * message as if the template never mentioned them.
 */
// {enlace_portal} too: the link is shown only when it is made (docs/decisions/051), so a message
// composed anywhere but "Enviar enlace" has none, and its line goes.
const LIST_VARIABLES: readonly TemplateVariable[] = ['medios_pago', 'enlace_portal'];
const ONLY_A_VARIABLE = /^\s*\{([^{}\s]+)\}\s*$/;

export function dropEmptyLists(template: string, values: TemplateValues): string {
  if (!LIST_VARIABLES.some((name) => values[name] === '')) return template;
  const lines = template.split('\n');
  const dropped = new Set<number>();
  lines.forEach((line, i) => {
    const name = ONLY_A_VARIABLE.exec(line)?.[1] as TemplateVariable | undefined;
    if (name === undefined || !LIST_VARIABLES.includes(name) || values[name] !== '') return;
    dropped.add(i);
    const above = lines[i - 1];
    const header =
      above !== undefined && !dropped.has(i - 1) && /:\s*$/.test(above) && variablesIn(above).length === 0;
    if (header) dropped.add(i - 1);
  });
  if (dropped.size === 0) return template;
  const blank = (line: string | undefined) => line !== undefined && line.trim() === '';
  const kept: string[] = [];
  lines.forEach((line, i) => {
    if (dropped.has(i)) return;
    // A blank line right after a dropped run, where the run already had one above (or was first).
    if (blank(line) && dropped.has(i - 1) && (kept.length === 0 || blank(kept.at(-1)))) return;
    kept.push(line);
  });
  // A dropped run at the very end leaves no blank line behind it.
  if (dropped.has(lines.length - 1)) while (blank(kept.at(-1))) kept.pop();
  return kept.join('\n');
}

/** Replaces each known `{variable}` with its value; unknown ones and those without a value stay. */
export function renderTemplate(template: string, values: TemplateValues): string {
  return dropEmptyLists(template, values).replace(VARIABLE, (match, name: string) => {
    const value = KNOWN.has(name) ? values[name as TemplateVariable] : undefined;
    return value ?? match;
  });
}

/** The variables a piece of text uses, known ones only. */
const variablesIn = (text: string) =>
  [...text.matchAll(VARIABLE)].map((m) => m[1] as string).filter((name) => KNOWN.has(name));

const mentionsProfile = (line: string) => variablesIn(line).some((name) => !CLIENT_VARIABLES.has(name));

export interface MessageClient {
  name: string;
  phone: string | null;
  type: 'cliente' | 'revendedor';
}

export interface MessageProfile {
  serviceName: string;
  /** The account's user (an email or a user name). */
  username: string;
  password: string;
  profileName: string;
  pin: string | null;
  expiryDate: string | null;
  observations: string | null;
  /** The service's price, whole pesos. */
  servicePrice: number;
  customPrice: number | null;
  status?: string;
  /**
   * How many profiles the account has. When every one of them is in the message (a cuenta
   * completa), the account's access is said once (decision 042); unknown: each profile apart.
   */
  accountProfileCount?: number;
  /** The account's id, when known: a whole account is grouped by it rather than by its user. */
  accountId?: number;
}

/** What only the staff member knows: a password change, a reported problem. */
export interface MessageExtras {
  newPassword?: string;
  previousPassword?: string;
  problemType?: string;
  /** YYYY-MM-DD; today when not given. */
  reportDate?: string;
  /** The shop's payment methods for {medios_pago} (only the active ones are listed). */
  paymentMethods?: readonly ListedPaymentMethod[];
  /** {saldo}: the client's balance as they read it (estado de cuenta). */
  balance?: string;
  /** {detalle}: the statement's recent lines, one per line. */
  statementDetail?: string;
  /**
   * {enlace_portal}: the client's portal link, known only when "Enviar enlace" has just made it
   * (only its hash is kept, docs/decisions/051); elsewhere it renders empty and its line goes.
   */
  portalLink?: string;
  /** {dias_compensados}: the days an incident added (docs/decisions/050). */
  compensatedDays?: number;
  /** {motivo}: the incident's reason. */
  reason?: string;
}

/** {dias_compensados} as the client reads it: "1 día", "3 días". */
const compensatedDaysText = (days: number | undefined) =>
  days === undefined ? '' : messagingMessages.compensatedDays(days);

/**
 * What the client pays to renew a profile: its custom price (agreed when it was sold) as it is,
 * else the service price, 80 % of it for a revendedor (decision 014).
 */
export function renewalPrice(client: Pick<MessageClient, 'type'>, profile: MessageProfile): number {
  if (profile.customPrice !== null) return profile.customPrice;
  return client.type === 'revendedor' ? resellerPrice(profile.servicePrice) : profile.servicePrice;
}

/** The total to renew a set of profiles. */
export const renewalTotal = (client: Pick<MessageClient, 'type'>, profiles: readonly MessageProfile[]) =>
  profiles.reduce((sum, profile) => sum + renewalPrice(client, profile), 0);

/** The twenty variables for one profile of a client, as of `today` (YYYY-MM-DD, TZ_APP). */
export function templateValues(
  client: MessageClient,
  profile: MessageProfile,
  today: string,
  extras: MessageExtras = {},
): Required<TemplateValues> {
  const left = profile.expiryDate ? daysLeft(profile.expiryDate, today) : null;
  const expiry = formatDisplayDate(profile.expiryDate);
  return {
    nombre_cliente: client.name,
    nombre_servicio: profile.serviceName,
    servicio: profile.serviceName,
    correo: profile.username,
    usuario: profile.username,
    contraseña: profile.password,
    nueva_contraseña: extras.newPassword ?? profile.password,
    contraseña_anterior: extras.previousPassword ?? '',
    perfil: profile.profileName,
    pin: profile.pin || messagingMessages.noPin,
    fecha_vencimiento: expiry,
    fecha_expiracion: expiry,
    observaciones: profile.observations ?? '',
    precio: formatCop(renewalPrice(client, profile)),
    telefono: formatPhone(client.phone),
    dias_restantes: left === null ? '' : String(Math.max(0, left)),
    dias_expirado: left === null ? '' : String(Math.max(0, -left)),
    tipo_problema: extras.problemType ?? '',
    fecha_reporte: formatDisplayDate(extras.reportDate ?? today),
    medios_pago: renderPaymentMethods(extras.paymentMethods ?? []),
    saldo: extras.balance ?? '',
    detalle: extras.statementDetail ?? '',
    enlace_portal: extras.portalLink ?? '',
    dias_compensados: compensatedDaysText(extras.compensatedDays),
    motivo: extras.reason ?? '',
  };
}

/**
 * One message for one or several profiles of a client. With several, the lines from the first to
 * the last that use a profile's variable are the profile's block, repeated once per profile; the
 * lines before and after are said once. Renovaciones adds the total to renew after the blocks.
 */
export function composeMessage(
  template: string,
  type: WhatsappType | 'access',
  client: MessageClient,
  listed: readonly MessageProfile[],
  today: string,
  extras: MessageExtras = {},
): string {
  const profiles = withWholeAccounts(client, listed);
  const [first] = profiles;
  const clientOnly = clientOnlyValues(client, today, extras);
  if (!first) return renderTemplate(template, clientOnly);
  const text = dropEmptyLists(template, clientOnly);
  if (profiles.length === 1) return renderTemplate(text, templateValues(client, first, today, extras));

  const lines = text.split('\n');
  const start = lines.findIndex(mentionsProfile);
  const end = lines.length - 1 - [...lines].reverse().findIndex(mentionsProfile);
  const clientValues = templateValues(client, first, today, extras);
  if (start === -1) return renderTemplate(text, clientValues);

  const block = lines.slice(start, end + 1).join('\n');
  const separator = end > start ? '\n\n' : '\n';
  const blocks = profiles.map((p) => renderTemplate(block, templateValues(client, p, today, extras)));
  if (type === 'renovaciones') {
    blocks.push(messagingMessages.totalToRenew(formatCop(renewalTotal(client, profiles))));
  }
  const head = renderTemplate(lines.slice(0, start).join('\n'), clientValues);
  const tail = renderTemplate(lines.slice(end + 1).join('\n'), clientValues);
  return [
    start > 0 ? `${head}\n` : '',
    blocks.join(separator),
    end < lines.length - 1 ? `\n${tail}` : '',
  ].join('');
}

/**
 * The profiles of a message with each whole account (every one of its profiles listed, two or
 * more) as one: its access once, "Cuenta completa (N perfiles)", the earliest expiry, the PINs
 * that are set, and the sum of what each profile costs to renew.
 */
export function withWholeAccounts(
  client: Pick<MessageClient, 'type'>,
  profiles: readonly MessageProfile[],
): readonly MessageProfile[] {
  const key = (p: MessageProfile) => p.accountId ?? `${p.serviceName}\u0000${p.username}`;
  const groups = new Map<string | number, MessageProfile[]>();
  for (const p of profiles) groups.set(key(p), [...(groups.get(key(p)) ?? []), p]);
  const whole = (group: MessageProfile[]) =>
    group.length >= 2 && group.every((p) => p.accountProfileCount === group.length);
  if (![...groups.values()].some(whole)) return profiles;
  const merged: MessageProfile[] = [];
  for (const p of profiles) {
    const group = groups.get(key(p))!;
    if (!whole(group)) merged.push(p);
    else if (group[0] === p) {
      const expiries = group.map((g) => g.expiryDate).filter((d): d is string => d !== null);
      const pins = [...new Set(group.map((g) => g.pin).filter((pin): pin is string => Boolean(pin)))];
      merged.push({
        ...p,
        profileName: messagingMessages.wholeAccount(group.length),
        pin: pins.length > 0 ? pins.join(', ') : null,
        expiryDate: expiries.length > 0 ? expiries.sort()[0]! : null,
        customPrice: renewalTotal(client, group),
      });
    }
  }
  return merged;
}

function clientOnlyValues(client: MessageClient, today: string, extras: MessageExtras): TemplateValues {
  return {
    nombre_cliente: client.name,
    telefono: formatPhone(client.phone),
    tipo_problema: extras.problemType ?? '',
    fecha_reporte: formatDisplayDate(extras.reportDate ?? today),
    medios_pago: renderPaymentMethods(extras.paymentMethods ?? []),
    saldo: extras.balance ?? '',
    detalle: extras.statementDetail ?? '',
    enlace_portal: extras.portalLink ?? '',
    dias_compensados: compensatedDaysText(extras.compensatedDays),
    motivo: extras.reason ?? '',
  };
}

interface ExpiryLike {
  status: string;
  expiryDate: string | null;
}

const isExpired = (p: ExpiryLike, today: string) =>
  p.status === 'expirado' || classifyExpiry(p.expiryDate, today) === 'expired';

/**
 * The type to offer (spec section 4): expirado when any selected profile is expired (or marked
 * expirado), else renovaciones; in the per-account modal (`account`) with a selection, garantia
 * when none of the selected is near expiry in its 7-day window.
 */
export function suggestedType(
  selected: readonly ExpiryLike[],
  today: string,
  where: 'client' | 'account' = 'client',
): LoggedWhatsappType {
  if (selected.some((p) => isExpired(p, today))) return 'expirado';
  if (where === 'account' && selected.length > 0) {
    const near = selected.some((p) => classifyExpiry(p.expiryDate, today, NOTIFY_WINDOW_DAYS) === 'near');
    if (!near) return 'garantia';
  }
  return 'renovaciones';
}

/** True when some profile is near expiry in the window (Renovación is only offered then). */
export const anyNearExpiry = (selected: readonly ExpiryLike[], today: string, window = NEAR_EXPIRY_DAYS) =>
  selected.some((p) => p.status !== 'libre' && classifyExpiry(p.expiryDate, today, window) === 'near');

export { whatsappMessageLink, type WhatsappLinkResult } from './whatsapp';

/** The access information template of a service's profiles: its own when set, else the shared one. */
export const accessTemplateFor = (
  templates: { access: string; services: Readonly<Record<string, string>> },
  serviceId: number,
) => templates.services[String(serviceId)] ?? templates.access;
