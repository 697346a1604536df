import clsx from 'clsx';
import { formatDisplayDate } from '#shared/domain/business-time';
import type { ExpiryState } from '#shared/domain/expiry';
import { renewalPrice, type MessageClient } from '#shared/domain/messaging';
import { formatCop } from '#shared/domain/money';
import { clientProfilesUi } from '#shared/messages/clients';
import { profilesUi } from '#shared/messages/profiles';
import type { ClientProfile } from '#shared/schemas/clients';
import { toMessageProfile } from '@/lib/message-profile';
import { clientProfileDays, clientProfileState } from './client-profile-state';

const t = clientProfilesUi;

const tones: Record<ExpiryState, { card: string; badge: string }> = {
  active: { card: 'border-success/60 bg-success/10', badge: 'bg-success/20 text-success' },
  near: { card: 'border-warning/60 bg-warning/10', badge: 'bg-warning/20 text-warning' },
  expired: { card: 'border-danger/60 bg-danger/10', badge: 'bg-danger/20 text-danger' },
};

function daysText(days: number | null) {
  if (days === null) return null;
  if (days > 0) return t.daysLeft(days);
  return days === 0 ? t.expiredToday : t.daysExpired(-days);
}

export interface ClientProfileCardProps {
  profile: ClientProfile;
  client: Pick<MessageClient, 'type'>;
  today: string;
  selected: boolean;
  onToggle: (selected: boolean) => void;
}

/** One profile the client holds: coloured by its state, with what renewing it costs them. */
export function ClientProfileCard({ profile, client, today, selected, onToggle }: ClientProfileCardProps) {
  const state = clientProfileState(profile, today);
  const days = daysText(clientProfileDays(profile, today));
  const priceLabel =
    profile.custom_price !== null ? t.agreedPrice : client.type === 'revendedor' ? t.resellerPrice : t.price;
  return (
    <li className="min-w-0">
      <label
        data-testid="client-profile-card"
        data-state={state}
        className={clsx(
          'flex cursor-pointer gap-3 rounded-xl border p-3 transition',
          tones[state].card,
          selected && 'ring-2 ring-primary',
        )}
      >
        <input
          type="checkbox"
          className="mt-1 size-4 shrink-0 accent-primary"
          checked={selected}
          onChange={(event) => onToggle(event.target.checked)}
          aria-label={t.selectProfile(profile.service_name, profile.profile_name)}
        />
        <div className="min-w-0 flex-1 space-y-1 text-sm">
          <div className="flex items-start justify-between gap-2">
            <p className="min-w-0 font-semibold break-words">
              {profile.service_name} · {profile.profile_name}
            </p>
            <span
              className={clsx('shrink-0 rounded-full px-2 py-0.5 text-xs font-semibold', tones[state].badge)}
            >
              {t.states[state]}
            </span>
          </div>
          <p className="truncate text-muted" title={profile.username}>
            {t.account}: {profile.username}
          </p>
          {profile.end_client_label ? (
            <p className="break-words">
              {profilesUi.tooltip.endClient}: <span className="font-medium">{profile.end_client_label}</span>
            </p>
          ) : null}
          <p>
            {t.expires}:{' '}
            <span className="font-medium tabular-nums">
              {profile.expiry_date ? formatDisplayDate(profile.expiry_date) : t.noExpiry}
            </span>
            {days ? <span className="text-muted"> · {days}</span> : null}
          </p>
          <p>
            {priceLabel}:{' '}
            <span className="font-medium tabular-nums">
              {formatCop(renewalPrice(client, toMessageProfile(profile)))}
            </span>
          </p>
        </div>
      </label>
    </li>
  );
}
