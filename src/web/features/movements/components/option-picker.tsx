import { useEffect, useRef, useState, type RefCallback } from 'react';
import type { UseQueryResult } from '@tanstack/react-query';
import { commonMessages, commonUi } from '#shared/messages/common';
import { movementsUi } from '#shared/messages/movements';
import { Button } from '@/components/ui/button';
import { SearchInput } from '@/components/ui/search-input';
import { useDebouncedValue } from '@/lib/use-debounced-value';
import type { PickerOption, PickerResults } from '../hooks/use-picker-options';

/** What a movement points at: an id, or only the name it recorded (the client was deleted). */
export interface Picked {
  id: number | null;
  name: string;
}

export interface OptionPickerProps {
  id: string;
  /** The field's name (Cliente, Servicio): labels the list and the buttons. */
  label: string;
  searchLabel: string;
  value: Picked | null;
  onChange: (value: Picked | null, option?: PickerOption) => void;
  /** The search the picker runs as the user types (GET …?search). */
  useResults: (search: string) => UseQueryResult<PickerResults>;
  invalid?: boolean;
  /** The form's handle to focus this field (react-hook-form's controller ref). */
  fieldRef?: RefCallback<HTMLElement>;
}

const f = movementsUi.fields;

/**
 * An optional reference picked from a search: type part of a name, tap one of the few shown.
 * Once picked it shows the name with Cambiar (search again) and Quitar (none).
 */
export function OptionPicker({
  id,
  label,
  searchLabel,
  value,
  onChange,
  useResults,
  invalid,
  fieldRef,
}: OptionPickerProps) {
  const [search, setSearch] = useState('');
  const [searching, setSearching] = useState(value === null);
  const debounced = useDebouncedValue(search.trim());
  const results = useResults(debounced);
  // The part that replaces the other (search box ⇄ picked name) takes the focus, never the
  // top of the dialog, but not on the first render.
  const focusTarget = useRef<HTMLElement | null>(null);
  const shown = useRef(searching);
  useEffect(() => {
    if (shown.current === searching) return;
    shown.current = searching;
    focusTarget.current?.focus();
  }, [searching]);
  const attach = (element: HTMLElement | null) => {
    focusTarget.current = element;
    if (element) fieldRef?.(element);
  };

  if (value && !searching) {
    return (
      <div className="flex min-h-10 items-center justify-between gap-2 rounded-lg border border-border bg-surface-2 px-3 py-1.5">
        <span className="min-w-0 truncate text-sm font-medium" data-testid={`${id}-picked`}>
          {value.name}
          {value.id === null && <span className="ml-2 text-xs text-muted">({f.recorded})</span>}
        </span>
        <span className="flex shrink-0 gap-1">
          <Button
            ref={attach}
            variant="ghost"
            size="sm"
            aria-label={f.changeLabel(label)}
            onClick={() => setSearching(true)}
          >
            {f.change}
          </Button>
          {/* A recorded name alone (deleted since) stays unless another is chosen: no Quitar. */}
          {value.id !== null && (
            <Button
              variant="ghost"
              size="sm"
              aria-label={f.removeLabel(label)}
              onClick={() => {
                onChange(null);
                setSearching(true);
              }}
            >
              {f.remove}
            </Button>
          )}
        </span>
      </div>
    );
  }

  const options = results.data?.options ?? [];
  const total = results.data?.total ?? 0;
  return (
    <div className="flex flex-col gap-1.5">
      <SearchInput
        ref={attach}
        id={id}
        aria-label={searchLabel}
        placeholder={searchLabel}
        value={search}
        onChange={(event) => setSearch(event.target.value)}
        aria-invalid={invalid || undefined}
        autoComplete="off"
      />
      {/* The list opens once something is typed: two pickers of eight rows would bury the form. */}
      {search.trim() !== '' && (
        <ul aria-label={label} className="max-h-40 overflow-y-auto rounded-lg border border-border">
          {options.map((option) => (
            <li key={option.id}>
              <button
                type="button"
                onClick={() => {
                  onChange({ id: option.id, name: option.name }, option);
                  setSearching(false);
                }}
                className="flex min-h-11 w-full items-center justify-between gap-2 px-3 py-2 text-left text-sm hover:bg-surface-2"
              >
                <span className="truncate font-medium">{option.name}</span>
                {option.hint && (
                  <span className="shrink-0 text-xs text-muted tabular-nums">{option.hint}</span>
                )}
              </button>
            </li>
          ))}
          {results.isSuccess && options.length === 0 && (
            <li className="px-3 py-2 text-sm text-muted">{f.noMatches}</li>
          )}
          {(results.isPending || debounced !== search.trim()) && (
            <li className="px-3 py-2 text-sm text-muted">{f.searching}</li>
          )}
        </ul>
      )}
      {results.isError && (
        <div className="flex items-center gap-2 text-sm text-danger" role="alert">
          {f.searchFailed}
          <Button variant="ghost" size="sm" onClick={() => void results.refetch()}>
            {commonMessages.retry}
          </Button>
        </div>
      )}
      {search.trim() !== '' && total > options.length && (
        <p className="text-xs text-muted">{f.more(options.length, total)}</p>
      )}
      {value && (
        <Button variant="ghost" size="sm" className="self-start" onClick={() => setSearching(false)}>
          {commonUi.cancel}
        </Button>
      )}
    </div>
  );
}
