import { User, UserPlus, UserX } from 'lucide-react';
import clsx from 'clsx';
import { formatDisplayDate } from '#shared/domain/business-time';
import { daysLeft } from '#shared/domain/expiry';
import { profileDisplayColor } from '#shared/domain/profile-rules';
import { profilesUi } from '#shared/messages/profiles';
import type { Profile } from '#shared/schemas/profiles';

const t = profilesUi.tooltip;

/**
 * The hover text of a profile: name, client (and a revendedor's end client, decision 056), PIN,
 * expiry and days left (spec: profile tooltip).
 */
export function profileSummary(profile: Profile, today: string): string {
  const lines = [`${profile.name} · ${profilesUi.statusLabels[profile.status]}`];
  if (profile.clientName) lines.push(`${t.client}: ${profile.clientName}`);
  if (profile.endClientLabel) lines.push(`${t.endClient}: ${profile.endClientLabel}`);
  if (profile.pin) lines.push(`${t.pin}: ${profile.pin}`);
  if (profile.expiryDate) {
    lines.push(`${t.expiry}: ${formatDisplayDate(profile.expiryDate)}`);
    // Marked expirado by hand, it is expired whatever the date: days left would contradict it.
    if (profile.status === 'ocupado') lines.push(t.daysLeft(daysLeft(profile.expiryDate, today)));
  }
  return lines.join('\n');
}

export interface ProfileChipProps {
  profile: Profile;
  today: string;
  onOpen: (profile: Profile) => void;
}

// The state is in the shape too, not only the colour: a free slot invites a sale (dashed, a
// plus), one marked expirado is crossed out, so neither is mistaken for a held profile of a
// similar custom colour, and colour-blind staff read them alike.
const icons = { libre: UserPlus, ocupado: User, expirado: UserX } as const;

/**
 * One profile as a coloured icon button (the shared colour rule), big enough for a thumb. The
 * colour never carries the meaning alone: the accessible name says the status, the tooltip the rest.
 */
export function ProfileChip({ profile, today, onOpen }: ProfileChipProps) {
  const color = profileDisplayColor(profile, today);
  const Icon = icons[profile.status];
  const summary = profileSummary(profile, today);
  return (
    <button
      type="button"
      title={summary}
      aria-label={summary.replaceAll('\n', ', ')}
      data-status={profile.status}
      onClick={() => onOpen(profile)}
      className={clsx(
        'inline-flex size-11 shrink-0 items-center sm:size-9 justify-center rounded-lg border-2 transition hover:brightness-125 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-ring',
        profile.status === 'libre' && 'border-dashed',
      )}
      style={{ borderColor: color, color, backgroundColor: `color-mix(in srgb, ${color} 25%, transparent)` }}
    >
      <Icon aria-hidden className="size-4" />
    </button>
  );
}
