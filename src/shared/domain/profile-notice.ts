import { messagingMessages } from '../messages/messaging';
import { classifyExpiry, NOTIFY_WINDOW_DAYS, type ExpiryState } from './expiry';
import { suggestedType, type LoggedWhatsappType } from './messaging';

// The notification dialog for profiles (spec sections 2, 4 and 5; docs/decisions/020): which
// state each profile is in, which types are offered, which is suggested, and what stops a send.

/** The dialog's three types (spec: Renovación, Garantía/Soporte, Nueva Contraseña). */
export const NOTICE_TYPES = ['renovaciones', 'garantia', 'cambio_contraseña'] as const;
export type NoticeType = (typeof NOTICE_TYPES)[number];

interface NoticeProfile {
  status: string;
  expiryDate: string | null;
}

/**
 * Expirado when the date has passed or staff marked it expirado, Por renovar within the window
 * (7 days in the dialog), else Activo.
 */
export const noticeState = (
  profile: NoticeProfile,
  today: string,
  window: number = NOTIFY_WINDOW_DAYS,
): ExpiryState =>
  profile.status === 'expirado' ? 'expired' : classifyExpiry(profile.expiryDate, today, window);

/** A profile a renewal request is about: near expiry, or already expired. */
const dueForRenewal = (profile: NoticeProfile, today: string, window: number) =>
  noticeState(profile, today, window) !== 'active';

/**
 * The types offered for the listed profiles: Renovación only when one of them is near expiry or
 * already expired (asking to renew anything else makes no sense); the other two always.
 */
export const offeredNoticeTypes = (
  listed: readonly NoticeProfile[],
  today: string,
  window: number = NOTIFY_WINDOW_DAYS,
): NoticeType[] =>
  listed.some((p) => dueForRenewal(p, today, window)) ? [...NOTICE_TYPES] : ['garantia', 'cambio_contraseña'];

/**
 * The type to preselect: the shared suggestion (spec section 4), where its "expirado" is a
 * Renovación (an expired profile's renewal request is the expirado text: `templateTypeFor`).
 */
export function suggestedNoticeType(
  selected: readonly NoticeProfile[],
  today: string,
  offered: readonly NoticeType[],
  where: 'client' | 'account' = 'account',
): NoticeType {
  const suggested = suggestedType(selected, today, where);
  const type: NoticeType = suggested === 'expirado' ? 'renovaciones' : suggested;
  return offered.includes(type) ? type : 'garantia';
}

/** The WhatsApp template (and log type) of one profile's message of the chosen type. */
export const templateTypeFor = (
  type: NoticeType,
  profile: NoticeProfile,
  today: string,
): LoggedWhatsappType =>
  type === 'renovaciones' && noticeState(profile, today) === 'expired' ? 'expirado' : type;

/** What stops Enviar Notificaciones, in the spec's words (section 5), or null. */
export function noticeProblem(
  selected: readonly NoticeProfile[],
  type: NoticeType,
  today: string,
  window: number = NOTIFY_WINDOW_DAYS,
): string | null {
  if (selected.length === 0) return messagingMessages.noProfileSelected;
  if (type === 'renovaciones' && !selected.some((p) => dueForRenewal(p, today, window)))
    return messagingMessages.noneNearExpiry;
  return null;
}
