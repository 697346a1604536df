import { useState } from 'react';
import { Copy, Link2Off, Send } from 'lucide-react';
import { businessToday, formatDisplayDate, formatDisplayDateTime } from '#shared/domain/business-time';
import { composeMessage, whatsappMessageLink } from '#shared/domain/messaging';
import type { ClientType } from '#shared/domain/client-types';
import { portalLinkUi as t } from '#shared/messages/portal';
import type { CreatedPortalLink, PortalLinkStatus } from '#shared/schemas/portal';
import { useCreatePortalLink } from '@/api/clients/create-portal-link';
import { usePortalLink } from '@/api/clients/get-portal-link';
import { useRevokePortalLink } from '@/api/clients/revoke-portal-link';
import { useBusinessTime } from '@/api/config/get-app-config';
import { useTemplates } from '@/api/templates/get-templates';
import { Alert } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { Dialog } from '@/components/ui/dialog';
import { Field } from '@/components/ui/field';
import { Input } from '@/components/ui/input';
import { errorMessage } from '@/lib/api-error';

// Clientes → Portal (issue 27 item 1, docs/decisions/051): whether the client's link is live and
// when they last opened it; "Enviar enlace" makes a new one and opens WhatsApp with the «Enlace del
// portal» message, the only moment {enlace_portal} has a value (only the token's hash is kept).

export interface PortalLinkClient {
  id: number;
  name: string;
  phone: string | null;
  type: ClientType;
}

export interface PortalLinkDialogProps {
  client: PortalLinkClient | null;
  onClose: () => void;
}

export function PortalLinkDialog({ client, onClose }: PortalLinkDialogProps) {
  return (
    <Dialog
      open={client !== null}
      onOpenChange={(next) => !next && onClose()}
      title={t.title(client?.name ?? '')}
    >
      {client && <PortalLinkBody key={client.id} client={client} />}
    </Dialog>
  );
}

/**
 * Opens an empty tab while the click still counts as a user gesture, to point it at WhatsApp once
 * the link exists; null when the browser blocks it (a link to click is shown instead).
 */
function reserveWindow(): Window | null {
  const opened = window.open('about:blank', '_blank');
  if (opened) opened.opener = null;
  return opened;
}

function LinkState({ link, timeZone }: { link: PortalLinkStatus['link']; timeZone?: string }) {
  if (!link) return <p className="text-sm text-muted">{t.none}</p>;
  const when = (iso: string) => formatDisplayDateTime(iso, timeZone);
  const day = (iso: string) => formatDisplayDate(businessToday(new Date(iso), timeZone));
  return (
    <div className="flex flex-col gap-1 rounded-lg border border-border bg-surface-2 p-3 text-sm">
      <p className={link.active ? 'font-semibold text-success' : 'font-semibold'}>
        {link.active ? t.active : t.inactive}
      </p>
      {link.active ? (
        <p>{t.expires(day(link.expiresAt))}</p>
      ) : link.revokedAt ? (
        <p>{t.revoked(day(link.revokedAt))}</p>
      ) : (
        <p>{t.expired(day(link.expiresAt))}</p>
      )}
      <p className="text-muted">{t.createdBy(link.createdBy, when(link.createdAt))}</p>
      <p className="text-muted">
        {link.lastOpenedAt ? t.lastOpened(when(link.lastOpenedAt)) : t.neverOpened}
      </p>
    </div>
  );
}

function PortalLinkBody({ client }: { client: PortalLinkClient }) {
  const status = usePortalLink(client.id);
  const templates = useTemplates();
  const { today, timeZone } = useBusinessTime();
  const create = useCreatePortalLink();
  const revoke = useRevokePortalLink();
  const [created, setCreated] = useState<CreatedPortalLink | null>(null);
  const [whatsappUrl, setWhatsappUrl] = useState<string | null>(null);
  const [asking, setAsking] = useState(false);
  const [notice, setNotice] = useState<string | null>(null);

  const make = (withWhatsapp: boolean) => {
    const reserved = withWhatsapp ? reserveWindow() : null;
    setNotice(null);
    create.mutate(client.id, {
      onSuccess: (link) => {
        setCreated(link);
        if (!withWhatsapp || !templates.data) return;
        const text = composeMessage(
          templates.data.whatsapp.enlace_portal,
          'enlace_portal',
          client,
          [],
          today ?? businessToday(new Date()),
          { portalLink: link.url, paymentMethods: templates.data.paymentMethods },
        );
        const message = whatsappMessageLink(client.phone, text);
        if (!message.ok) {
          // The link is made and shown to copy: say why WhatsApp did not open.
          reserved?.close();
          return setNotice(message.error);
        }
        if (reserved) {
          reserved.location.replace(message.url);
          setNotice(t.sentNotice);
        } else setWhatsappUrl(message.url);
      },
      onError: () => reserved?.close(),
    });
  };

  const copy = (url: string) =>
    void navigator.clipboard
      .writeText(url)
      .then(() => setNotice(t.copied))
      .catch(() => undefined);

  const active = status.data?.active === true;
  const failure = create.isError
    ? errorMessage(create.error, t.writeFailed)
    : revoke.isError
      ? errorMessage(revoke.error, t.writeFailed)
      : null;

  return (
    <div className="flex flex-col gap-4">
      <p className="text-sm text-muted">{t.description}</p>
      {status.isPending ? (
        <p role="status" className="text-sm text-muted">
          {t.loading}
        </p>
      ) : status.isError ? (
        <Alert tone="error">{t.loadFailed}</Alert>
      ) : (
        <LinkState link={status.data} timeZone={timeZone} />
      )}

      {created && (
        <div className="flex flex-col gap-2">
          <Alert tone="info">{t.createdOnce}</Alert>
          <Field id="portal-link-url" label={t.linkLabel}>
            <Input
              id="portal-link-url"
              readOnly
              value={created.url}
              className="font-mono text-xs"
              onFocus={(event) => event.currentTarget.select()}
            />
          </Field>
          <div className="flex flex-wrap gap-2">
            <Button variant="secondary" size="sm" onClick={() => copy(created.url)}>
              <Copy aria-hidden className="size-4" />
              {t.copy}
            </Button>
            {whatsappUrl && (
              <a
                href={whatsappUrl}
                target="_blank"
                rel="noopener noreferrer"
                className="inline-flex min-h-9 items-center rounded-lg bg-primary px-3 text-sm font-medium text-primary-fg"
              >
                {t.send}
              </a>
            )}
          </div>
        </div>
      )}

      {notice && (
        <p role="status" className="text-sm text-success">
          {notice}
        </p>
      )}
      {!client.phone && <p className="text-sm text-muted">{t.noPhone}</p>}
      {failure && <Alert tone="error">{failure}</Alert>}

      {asking ? (
        <div className="flex flex-col gap-2 rounded-lg border border-danger/50 p-3">
          <p className="text-sm">{t.revokeQuestion}</p>
          <div className="flex justify-end gap-2">
            <Button variant="secondary" size="sm" onClick={() => setAsking(false)}>
              {t.keep}
            </Button>
            <Button
              variant="danger"
              size="sm"
              disabled={revoke.isPending}
              onClick={() =>
                revoke.mutate(client.id, {
                  onSuccess: () => {
                    setAsking(false);
                    setCreated(null);
                    setWhatsappUrl(null);
                    setNotice(t.revokedNotice);
                  },
                })
              }
            >
              {t.revokeConfirm}
            </Button>
          </div>
        </div>
      ) : (
        <div className="flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
          {active && (
            <Button variant="ghost" onClick={() => setAsking(true)}>
              <Link2Off aria-hidden className="size-4" />
              {t.revoke}
            </Button>
          )}
          {client.phone ? (
            <Button
              onClick={() => make(true)}
              disabled={create.isPending || !templates.data}
              title={t.sendHint}
            >
              <Send aria-hidden className="size-4" />
              {create.isPending ? t.sending : t.send}
            </Button>
          ) : (
            <Button onClick={() => make(false)} disabled={create.isPending}>
              {create.isPending ? t.sending : t.create}
            </Button>
          )}
        </div>
      )}
      {client.phone && <p className="text-xs text-muted">{t.sendHint}</p>}
    </div>
  );
}
