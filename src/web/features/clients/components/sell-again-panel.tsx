import { RotateCcw } from 'lucide-react';
import { formatDisplayDateTime } from '#shared/domain/business-time';
import { sellAgainUi } from '#shared/messages/sell-again';
import type { Account } from '#shared/schemas/accounts';
import type { ClientDetail } from '#shared/schemas/clients';
import type { Profile } from '#shared/schemas/profiles';
import { useSellAgain } from '@/api/clients/get-sell-again';
import { useBusinessTime } from '@/api/config/get-app-config';
import { Alert } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';

const t = sellAgainUi;

export interface SellAgainPanelProps {
  client: ClientDetail;
  /** Opens Asignar Perfil on the suggested profile for this client (the route composes it). */
  onSell: (account: Account, profile: Profile) => void;
}

/**
 * Vender de nuevo (docs/decisions/040): for a client whose profile was released, their old profile
 * when it is still free, otherwise another free profile of the same service. Nothing shows for a
 * client never released, or one who holds a profile of that service again.
 */
export function SellAgainPanel({ client, onSell }: SellAgainPanelProps) {
  const query = useSellAgain(client.id);
  const { timeZone } = useBusinessTime();
  if (query.isPending) return null;
  if (query.isError) return <Alert tone="error">{t.loadFailed}</Alert>;
  const { released, suggestion } = query.data;
  if (!released) return null;
  if (!suggestion && client.profiles.some((p) => p.service_id === released.serviceId)) return null;
  const profile = suggestion?.account.profiles.find((p) => p.id === suggestion.profileId);
  const name =
    suggestion && profile
      ? `${profile.name} · ${suggestion.account.service.name} · ${suggestion.account.username}`
      : '';

  return (
    <section
      aria-labelledby="sell-again-title"
      className="flex flex-col gap-2 rounded-lg border border-border bg-surface-2 p-3 text-sm"
    >
      <h3 id="sell-again-title" className="font-semibold">
        {t.title}
      </h3>
      <p className="text-muted">
        {t.released(released.label, formatDisplayDateTime(released.releasedAt, timeZone))}
        {released.note ? ` ${released.note}.` : ''}
      </p>
      {suggestion && profile ? (
        <div className="flex flex-col gap-2 sm:flex-row sm:items-center sm:justify-between">
          <p>{suggestion.previous ? t.previousFree(name) : t.otherFree(name)}</p>
          <Button
            size="sm"
            className="self-start sm:self-auto"
            onClick={() => onSell(suggestion.account, profile)}
          >
            <RotateCcw aria-hidden className="size-4" />
            {t.sell}
          </Button>
        </div>
      ) : (
        <p>{t.noneFree(released.serviceName)}</p>
      )}
    </section>
  );
}
