import { useState } from 'react';
import { commonUi } from '#shared/messages/common';
import { profilesMessages, profilesUi } from '#shared/messages/profiles';
import type { Profile } from '#shared/schemas/profiles';
import { useProfileWriteBusy } from '@/api/accounts/invalidate-accounts';
import { useSaveProfile } from '@/api/profiles/save-profile';
import { Alert } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { errorMessage, isConflict } from '@/lib/api-error';

export interface ReleaseProfileProps {
  profile: Profile;
  onDone: (text: string) => void;
  onClose: () => void;
}

/** Liberar: back to libre (client, PIN, expiry and price cleared) once the user confirms. */
export function ReleaseProfile({ profile, onDone, onClose }: ReleaseProfileProps) {
  const save = useSaveProfile();
  const busy = useProfileWriteBusy();
  const [asking, setAsking] = useState(false);
  const p = profilesUi;

  const release = () =>
    save.mutate(
      {
        id: profile.id,
        values: {
          name: profile.name,
          status: 'libre',
          // Whatever it was when shown (ocupado, or expirado): if it changed since, 409.
          expectedStatus: profile.status,
          expectedVersion: profile.version,
          clientId: null,
          pin: null,
          expiryDate: null,
          color: null,
          observations: profile.observations,
          customPrice: null,
        },
      },
      {
        onSuccess: () => {
          onDone(p.released);
          onClose();
        },
      },
    );

  return (
    <section className="flex flex-col gap-3 border-t border-border pt-4">
      {asking ? (
        <>
          <p className="text-sm">{p.confirmRelease}</p>
          {save.isError && (
            <Alert tone="error">{errorMessage(save.error, profilesMessages.editFailed)}</Alert>
          )}
          <div className="flex gap-2">
            <Button variant="secondary" onClick={() => setAsking(false)} disabled={save.isPending}>
              {commonUi.cancel}
            </Button>
            <Button variant="danger" onClick={release} disabled={busy || isConflict(save.error)} autoFocus>
              {save.isPending ? p.releasing : p.confirmReleaseAction}
            </Button>
          </div>
        </>
      ) : (
        <Button variant="danger" onClick={() => setAsking(true)} className="self-start" disabled={busy}>
          {p.release}
        </Button>
      )}
    </section>
  );
}
