import { describe, expect, it } from 'vitest';
import { parsePasswordList } from './password-list';

describe('parsePasswordList', () => {
  it('reads tab, semicolon and comma separated pairs, skipping blank and one-column lines', () => {
    expect(parsePasswordList('uno@x.co\tclave1\r\n\ndos@x.co; clave;2\ntres@x.co,cla,ve3\nsolo\n')).toEqual([
      { user: 'uno@x.co', password: 'clave1' },
      { user: 'dos@x.co', password: 'clave;2' },
      { user: 'tres@x.co', password: 'cla,ve3' },
    ]);
  });
});
