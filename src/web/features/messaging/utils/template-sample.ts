import { addDays } from '#shared/domain/expiry';
import type { MessageClient, MessageExtras, MessageProfile, WhatsappType } from '#shared/domain/messaging';
import { templateEditorUi } from '#shared/messages/messaging';

const s = templateEditorUi.sample;

/** The client the editor's preview writes to. */
export const sampleClient: MessageClient = { name: s.client, phone: s.phone, type: 'cliente' };

/** What only the staff member would know, so every variable shows a value in the preview. */
export const sampleExtras: MessageExtras = {
  newPassword: s.newPassword,
  previousPassword: s.password,
  problemType: s.problemType,
  balance: s.balance,
  statementDetail: s.statementDetail,
  portalLink: s.portalLink,
  compensatedDays: s.compensatedDays,
  reason: s.reason,
};

/** The service a preview is about, when the template is one service's own. */
export interface SampleService {
  name: string;
  price: number;
}

/**
 * One or two sample profiles as of `today`: already expired for the expirado text (so
 * {dias_expirado} reads as it will), due in a few days for the others.
 */
export function sampleProfiles(
  kind: WhatsappType | 'access',
  today: string,
  count: 1 | 2,
  service?: SampleService,
): MessageProfile[] {
  const expired = kind === 'expirado';
  const first: MessageProfile = {
    serviceName: service?.name ?? s.service,
    username: s.username,
    password: s.password,
    profileName: s.profile,
    pin: s.pin,
    expiryDate: addDays(today, expired ? -2 : 3),
    observations: s.observations,
    servicePrice: service?.price ?? 18000,
    customPrice: null,
    status: expired ? 'expirado' : 'ocupado',
  };
  if (count === 1) return [first];
  return [
    first,
    {
      ...first,
      serviceName: s.secondService,
      profileName: s.secondProfile,
      pin: null,
      expiryDate: addDays(today, expired ? -1 : 5),
      observations: null,
      servicePrice: 15000,
    },
  ];
}
