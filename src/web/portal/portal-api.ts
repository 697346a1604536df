import type { PortalPaymentReports } from '#shared/schemas/payment-reports';
import type { PortalAccess, PortalPage } from '#shared/schemas/portal';
import type { ResellerGroup, ResellerGroupPage } from '#shared/schemas/portal-reseller';

// The portal's calls, all in this one file (docs/decisions/051): the page and "Ver accesos"; a
// revendedor's "Ver más" and end-client names (056); "Ya pagué" (055). No cookie is ever sent (`credentials: 'omit'`): the
// token in the path is the only key, and a staff member's session in the same browser adds nothing.

export type Outcome<T> = { ok: true; data: T } | { ok: false; status: number; error?: string };

export async function call<T>(path: string, init?: RequestInit): Promise<Outcome<T>> {
  try {
    const response = await fetch(path, { credentials: 'omit', cache: 'no-store', ...init });
    const body = (await response.json().catch(() => null)) as { error?: string } | null;
    if (response.ok) return { ok: true, data: body as T };
    return { ok: false, status: response.status, error: body?.error };
  } catch {
    return { ok: false, status: 0 };
  }
}

/** The token of this page's address: /p/<token>, as it is written there. */
export const tokenOfPath = (pathname: string) => pathname.split('/')[2] ?? '';

export const fetchPortalPage = (token: string) => call<PortalPage>(`/api/portal/${token}`);

export const fetchPortalAccess = (token: string, profileId: number) =>
  call<{ access: PortalAccess }>(`/api/portal/${token}/reveal`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ profileId }),
  });

/** A revendedor's next profiles of a group ("Ver más"). */
export const fetchGroupPage = (token: string, group: ResellerGroup, offset: number) =>
  call<ResellerGroupPage>(`/api/portal/${token}/profiles?group=${group}&offset=${offset}`);

/** A revendedor's own end client's name on a profile (empty clears it). */
export const saveEndClientLabel = (token: string, profileId: number, label: string) =>
  call<{ profileId: number; endClientLabel: string | null }>(
    `/api/portal/${token}/profiles/${profileId}/label`,
    {
      method: 'PUT',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ label }),
    },
  );

/** The medios, the renewable profiles and the client's latest payment reports. */
export const fetchPaymentReports = (token: string) =>
  call<PortalPaymentReports>(`/api/portal/${token}/payment-reports`);

/** "Ya pagué": a report, as a form (it may carry the receipt's image). */
export const sendPaymentReport = (token: string, body: FormData) =>
  call<{ report: PortalPaymentReports['reports'][number] }>(`/api/portal/${token}/payment-reports`, {
    method: 'POST',
    body,
  });
