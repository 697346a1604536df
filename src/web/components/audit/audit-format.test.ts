import { describe, expect, it } from 'vitest';
import { MASKED } from '#shared/domain/audit';
import { actorLabel, changeLine, fieldLabel, formatAuditValue, recordLabel, shorten } from './audit-format';

describe('formatAuditValue', () => {
  it('shows money as COP, dates as dd/mm/aaaa and booleans as Sí/No', () => {
    expect(formatAuditValue('profile', 'custom_price', 15000)).toBe(
      formatAuditValue('service', 'price', 15000),
    );
    expect(formatAuditValue('service', 'price', 15000)).toMatch(/^\$\s?15\.000$/);
    expect(formatAuditValue('account', 'provider_cost', 8000)).toMatch(/8\.000/);
    expect(formatAuditValue('profile', 'amount', 0)).toMatch(/\$\s?0/);
    expect(formatAuditValue('profile', 'expiry_date', '2026-12-05')).toBe('05/12/2026');
    expect(formatAuditValue('user', 'can_access_tienda', true)).toBe('Sí');
    expect(formatAuditValue('user', 'can_access_tienda', false)).toBe('No');
  });

  it('shows nothing as —, a masked secret as it is, counts and text as they are', () => {
    expect(formatAuditValue('client', 'phone', null)).toBe('—');
    expect(formatAuditValue('client', 'phone', '')).toBe('—');
    expect(formatAuditValue('account', 'password', MASKED)).toBe('••••••');
    expect(formatAuditValue('service', 'max_profiles', 5)).toBe('5');
    expect(formatAuditValue('profile', 'days', 30)).toBe('30');
    expect(formatAuditValue('client', 'name', 'Carlos Pérez')).toBe('Carlos Pérez');
  });

  it('names stored codes by their label', () => {
    expect(formatAuditValue('client', 'type', 'revendedor')).toBe('Revendedor');
    expect(formatAuditValue('user', 'role', 'admin')).toBe('Administrador');
    expect(formatAuditValue('profile', 'status', 'ocupado')).toBe('Ocupado');
    expect(formatAuditValue('movement', 'type', 'venta')).toBe('Venta');
    expect(formatAuditValue('payment_method', 'kind', 'breb')).toBe('Bre-B (llave)');
    // A code of another entity's field stays as written.
    expect(formatAuditValue('service', 'type', 'revendedor')).toBe('revendedor');
  });
});

describe('changeLine', () => {
  it('reads "Campo: antes → después" for an edit', () => {
    expect(changeLine('client', 'update', { field: 'name', before: 'Ana', after: 'Ana María' })).toEqual({
      label: 'Nombre',
      before: 'Ana',
      after: 'Ana María',
      long: false,
    });
  });

  it('says only the value set on a creation and the value held on a deletion', () => {
    expect(
      changeLine('client', 'create', { field: 'phone', before: null, after: '3001234567' }),
    ).toMatchObject({
      before: null,
      after: '3001234567',
    });
    expect(
      changeLine('client', 'delete', { field: 'phone', before: '3001234567', after: null }),
    ).toMatchObject({
      before: '3001234567',
      after: null,
    });
    // What a sale or renewal charged and gave is a fact of the event, not a replaced value.
    expect(changeLine('profile', 'renewal', { field: 'amount', before: null, after: 15000 })).toMatchObject({
      before: null,
    });
    expect(changeLine('profile', 'compensation', { field: 'days', before: null, after: 3 })).toMatchObject({
      before: null,
      after: '3',
    });
    // An edit that empties a field still says so.
    expect(
      changeLine('client', 'update', { field: 'phone', before: '3001234567', after: null }),
    ).toMatchObject({
      before: '3001234567',
      after: '—',
    });
  });

  it('marks long texts (a template body) to be read whole on demand', () => {
    const body = `Hola {cliente},\n${'tu cuenta vence pronto. '.repeat(5)}`;
    const line = changeLine('template', 'update', { field: 'body', before: 'Hola', after: body });
    expect(line).toMatchObject({ label: 'Texto', before: 'Hola', after: body, long: true });
    expect(shorten(body)).toMatch(/^Hola \{cliente\}, tu cuenta vence.*…$/);
    expect(shorten(body).length).toBeLessThanOrEqual(41);
  });

  it('shows an unknown field by its raw name', () => {
    expect(fieldLabel('nickname')).toBe('nickname');
    expect(fieldLabel('provider_renewal_date')).toBe('Pago al proveedor');
  });
});

describe('recordLabel and actorLabel', () => {
  it('names the record as it was called, and by type and id', () => {
    expect(recordLabel({ entity: 'client', entityId: 12, entityLabel: 'Carlos' })).toEqual({
      name: 'Carlos',
      kind: 'Cliente #12',
    });
    expect(recordLabel({ entity: 'template', entityId: null, entityLabel: null })).toEqual({
      name: 'Plantilla',
      kind: 'Plantilla',
    });
  });

  it('calls a change with no user the system’s', () => {
    expect(actorLabel(null)).toBe('Sistema');
    expect(actorLabel('Laura')).toBe('Laura');
  });
});
