import { useEffect, useRef, useState, type RefCallback } from 'react';
import { useController, type Control, type FieldValues, type Path } from 'react-hook-form';
import { Link } from 'react-router';
import { formatPhone } from '#shared/domain/phone';
import { commonMessages } from '#shared/messages/common';
import { profilesUi } from '#shared/messages/profiles';
import { CLIENT_TYPE_LABELS } from '#shared/domain/client-types';
import type { Profile } from '#shared/schemas/profiles';
import { useClients } from '@/api/clients/get-clients';
import { Button } from '@/components/ui/button';
import { SearchInput } from '@/components/ui/search-input';
import { sectionHref } from '@/config/sections';
import { useDebouncedValue } from '@/lib/use-debounced-value';

export interface PickedClient {
  id: number;
  name: string;
  type?: 'cliente' | 'revendedor';
}

/** The client a profile holds, as the picker shows it (none for a libre profile). */
export const heldClient = (profile: Profile): PickedClient | null =>
  profile.clientId !== null ? { id: profile.clientId, name: profile.clientName ?? '' } : null;

/**
 * The `clientId` field of a profile form and the client the picker shows for it. Registered
 * through a controller, so the form can focus the field when its message is shown.
 */
export function useClientField<
  T extends FieldValues & { clientId: number | null },
  TContext = unknown,
  TOutput = T,
>(control: Control<T, TContext, TOutput>, initial: PickedClient | null) {
  const { field } = useController({ control, name: 'clientId' as Path<T> });
  const [client, setClient] = useState(initial);
  const pick = (next: PickedClient | null) => {
    setClient(next);
    field.onChange(next?.id ?? null);
  };
  return { client, pick, fieldRef: field.ref };
}

export interface ClientPickerProps {
  value: PickedClient | null;
  onChange: (client: PickedClient | null) => void;
  invalid?: boolean;
  /** The form's handle to focus this field (react-hook-form's controller ref). */
  fieldRef?: RefCallback<HTMLElement>;
}

const f = profilesUi.fields;

/** How many matches the search shows; a longer search narrows them. */
const CLIENT_PICKER_SIZE = 8;

/** Finds a client by name or phone (GET /api/clients?search) and picks one with a tap. */
export function ClientPicker({ value, onChange, invalid, fieldRef }: ClientPickerProps) {
  const [search, setSearch] = useState('');
  const debounced = useDebouncedValue(search.trim());
  const results = useClients({ page: 1, limit: CLIENT_PICKER_SIZE, search: debounced });
  // Picking unmounts the search box and Cambiar unmounts itself: focus moves to what replaced
  // them, not back to the top of the dialog (but not on the first render).
  const focusTarget = useRef<HTMLElement | null>(null);
  const shown = useRef(value !== null);
  useEffect(() => {
    if (shown.current === (value !== null)) return;
    shown.current = value !== null;
    focusTarget.current?.focus();
  }, [value]);
  const attach = (element: HTMLElement | null) => {
    focusTarget.current = element;
    if (element) fieldRef?.(element);
  };

  if (value) {
    return (
      <div className="flex min-h-10 items-center justify-between gap-2 rounded-lg border border-border bg-surface-2 px-3 py-1.5">
        <span className="min-w-0 truncate text-sm font-medium" data-testid="picked-client">
          {value.name}
          {value.type === 'revendedor' && (
            <span className="ml-2 text-xs text-warning">{CLIENT_TYPE_LABELS.revendedor}</span>
          )}
        </span>
        <Button
          ref={attach}
          variant="ghost"
          size="sm"
          aria-label={f.changeClientLabel}
          onClick={() => onChange(null)}
        >
          {f.changeClient}
        </Button>
      </div>
    );
  }

  const clients = results.data?.clients ?? [];
  // The dialog lists a few; say when there are more, so nobody scrolls looking for the rest.
  const total = results.data?.pagination.totalCount ?? 0;
  return (
    <div className="flex flex-col gap-1.5">
      <SearchInput
        ref={attach}
        id="profile-client"
        aria-label={f.clientSearch}
        placeholder={f.clientSearch}
        value={search}
        onChange={(event) => setSearch(event.target.value)}
        aria-invalid={invalid || undefined}
        autoComplete="off"
      />
      <ul aria-label={f.client} className="max-h-48 overflow-y-auto rounded-lg border border-border">
        {clients.map((client) => (
          <li key={client.id}>
            <button
              type="button"
              onClick={() => onChange({ id: client.id, name: client.name, type: client.type })}
              className="flex min-h-11 w-full items-center justify-between gap-2 px-3 py-2 text-left text-sm hover:bg-surface-2"
            >
              <span className="truncate font-medium">{client.name}</span>
              <span className="shrink-0 text-xs text-muted">
                {client.phone ? formatPhone(client.phone) : CLIENT_TYPE_LABELS[client.type]}
              </span>
            </button>
          </li>
        ))}
        {results.isSuccess && clients.length === 0 && (
          <li className="px-3 py-2 text-sm text-muted">
            {f.noClients}{' '}
            <Link to={sectionHref('clientes', { create: true })} className="text-primary underline">
              {f.createClient}
            </Link>
          </li>
        )}
        {results.isPending && <li className="px-3 py-2 text-sm text-muted">{f.searchingClients}</li>}
      </ul>
      {results.isError && (
        <div className="flex items-center gap-2 text-sm text-danger" role="alert">
          {f.clientsFailed}
          <Button variant="ghost" size="sm" onClick={() => void results.refetch()}>
            {commonMessages.retry}
          </Button>
        </div>
      )}
      {total > clients.length && <p className="text-xs text-muted">{f.moreClients(clients.length, total)}</p>}
    </div>
  );
}
