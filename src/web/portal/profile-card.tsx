/** @jsxImportSource @/portal/dom */
import { formatDisplayDate } from '#shared/domain/business-time';
import { formatCop } from '#shared/domain/money';
import { portalPageUi as t } from '#shared/messages/portal';
import type { PortalAccess, PortalProfile } from '#shared/schemas/portal';
import { fetchPortalAccess } from './portal-api';

// One profile the client holds: its state in colour and in words, its expiry, what renewing costs
// and, when the shop shows them, its access details behind "Ver accesos" (one request, audited).

const badge: Record<PortalProfile['state'], string> = {
  active: 'border-success text-success',
  near: 'border-warning text-warning',
  expired: 'border-danger text-danger',
};

function AccessDetails({ access }: { access: PortalAccess }) {
  const row = (label: string, value: string) => (
    <div class="flex flex-wrap justify-between gap-x-3">
      <dt class="text-muted">{label}</dt>
      <dd class="font-mono break-all select-all">{value}</dd>
    </div>
  );
  return (
    <dl class="flex flex-col gap-1.5 rounded-lg bg-surface-2 p-3 text-sm">
      {row(t.user, access.username)}
      {row(t.password, access.password)}
      {row(t.pin, access.pin || t.noPin)}
    </dl>
  );
}

export function ProfileCard({ profile, token }: { profile: PortalProfile; token: string }) {
  const panelId = `accesos-${profile.id}`;
  let button: HTMLButtonElement;
  let panel: HTMLElement;

  const close = () => {
    panel.hidden = true;
    panel.replaceChildren();
    button.setAttribute('aria-expanded', 'false');
    button.textContent = t.showAccess;
  };
  const toggle = async () => {
    if (button.getAttribute('aria-expanded') === 'true') return close();
    button.disabled = true;
    button.textContent = t.revealing;
    const outcome = await fetchPortalAccess(token, profile.id);
    button.disabled = false;
    if (!outcome.ok) {
      button.textContent = t.showAccess;
      panel.replaceChildren(
        <p role="alert" class="text-sm text-danger">
          {outcome.error ?? t.revealFailed}
        </p>,
      );
      panel.hidden = false;
      return;
    }
    panel.replaceChildren(<AccessDetails access={outcome.data.access} />);
    panel.hidden = false;
    button.setAttribute('aria-expanded', 'true');
    button.textContent = t.hideAccess;
  };

  const expiry = profile.expiryDate ? t.expires(formatDisplayDate(profile.expiryDate)) : t.noExpiry;
  return (
    <li class="flex flex-col gap-2 rounded-xl border border-border bg-surface p-4">
      <div class="flex items-start justify-between gap-3">
        <div class="min-w-0">
          <h3 class="font-semibold break-words">{profile.service}</h3>
          <p class="text-sm text-muted">{profile.profileName}</p>
        </div>
        <span
          class={`shrink-0 rounded-full border px-2.5 py-0.5 text-xs font-medium ${badge[profile.state]}`}
        >
          {t.states[profile.state]}
        </span>
      </div>
      <p class="text-sm">
        {expiry}
        {profile.daysLeft === null ? null : (
          <span class="text-muted">{` · ${t.daysLeft(profile.daysLeft)}`}</span>
        )}
      </p>
      <p class="text-sm font-medium">{t.renewal(formatCop(profile.renewalPrice))}</p>
      {profile.canReveal ? (
        <div class="flex flex-col gap-2">
          <button
            type="button"
            ref={(node: HTMLElement) => (button = node as HTMLButtonElement)}
            aria-expanded="false"
            aria-controls={panelId}
            class="min-h-11 self-start rounded-lg border border-primary px-4 text-sm font-medium text-primary focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-ring disabled:opacity-60"
            onClick={toggle}
          >
            {t.showAccess}
          </button>
          <div id={panelId} hidden ref={(node: HTMLElement) => (panel = node)} />
        </div>
      ) : null}
    </li>
  );
}
