import { describe, expect, it } from 'vitest';
import { hidePortalToken } from './log-redaction';

// A portal link's token is its only key: the request log keeps the path without it (docs/decisions/051).
describe('hidePortalToken', () => {
  it('hides the token of the page and of its API, and leaves every other path alone', () => {
    expect(hidePortalToken('/p/Xk3v9Qm2tR7wLp4sNa8yEg')).toBe('/p/[token]');
    expect(hidePortalToken('/api/portal/Xk3v9Qm2tR7wLp4sNa8yEg/reveal')).toBe('/api/portal/[token]/reveal');
    expect(hidePortalToken('/api/portal/abc?x=1')).toBe('/api/portal/[token]?x=1');
    expect(hidePortalToken('/api/clients/5/portal-link')).toBe('/api/clients/5/portal-link');
    expect(hidePortalToken('/dashboard/clientes')).toBe('/dashboard/clientes');
  });
});
