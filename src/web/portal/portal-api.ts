import type { PortalAccess, PortalPage } from '#shared/schemas/portal';

// The portal's two calls (docs/decisions/051). No cookie is ever sent (`credentials: 'omit'`): the
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
