import { describe, expect, it } from 'vitest';
import { changesBetween, changesOfCreate, changesOfDelete, MASKED } from './audit';

describe('audit changes', () => {
  it('lists only the fields that changed, before → after, in the new values’ order', () => {
    expect(
      changesBetween(
        { name: 'Ana', phone: '+573001112233', type: 'cliente' },
        { name: 'Ana María', phone: '+573001112233', type: 'revendedor' },
      ),
    ).toEqual([
      { field: 'name', before: 'Ana', after: 'Ana María' },
      { field: 'type', before: 'cliente', after: 'revendedor' },
    ]);
  });

  it('masks passwords and PINs on both sides but still records that they changed', () => {
    expect(
      changesBetween({ password: 'viejaClave1', pin: '1234' }, { password: 'nuevaClave2', pin: '1234' }),
    ).toEqual([{ field: 'password', before: MASKED, after: MASKED }]);
    // Adding or removing a PIN shows as such: nothing stays nothing.
    expect(changesBetween({ pin: null }, { pin: '0007' })).toEqual([
      { field: 'pin', before: null, after: MASKED },
    ]);
    expect(changesBetween({ pin: '0007' }, { pin: '' })).toEqual([
      { field: 'pin', before: MASKED, after: '' },
    ]);
  });

  it('treats empty text and null as the same nothing', () => {
    expect(changesBetween({ observation: null }, { observation: '' })).toEqual([]);
    expect(changesBetween({ price: 0 }, { price: 0 })).toEqual([]);
    expect(changesBetween({ price: 0 }, { price: null })).toEqual([
      { field: 'price', before: 0, after: null },
    ]);
  });

  it('writes a creation from nothing and a deletion to nothing, secrets masked', () => {
    expect(changesOfCreate({ username: 'a@b.co', password: 'secreta', observation: null })).toEqual([
      { field: 'username', before: null, after: 'a@b.co' },
      { field: 'password', before: null, after: MASKED },
    ]);
    expect(changesOfDelete({ name: 'Netflix', price: 15000 })).toEqual([
      { field: 'name', before: 'Netflix', after: null },
      { field: 'price', before: 15000, after: null },
    ]);
  });
});
