import zlib from 'node:zlib';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { spreadsheetsMessages } from '#shared/messages/spreadsheets';
import { buildClient, insertService } from '#tests/factories/catalog.factory';
import { countRows } from '#tests/setup/count-rows';
import { csvOf, uploadOf, xlsxOf } from '#tests/setup/spreadsheet';
import { signedInClient, type TestClient, useTestApp } from '#tests/setup/test-app';
import type * as SpreadsheetReader from '../../lib/spreadsheet-reader';

// What an import must not do to the rest of the shop: hold the database while it reads a file,
// write twice when two admins commit at once, unpack a zip bomb, or lose a PIN's leading zeros.

/** Runs while the commit reads the file, as another request would. */
const duringRead = vi.hoisted(() => ({ work: null as null | (() => Promise<void>) }));
vi.mock('../../lib/spreadsheet-reader', async (importOriginal) => {
  const original = await importOriginal<typeof SpreadsheetReader>();
  return {
    ...original,
    readSpreadsheet: async (...args: Parameters<typeof original.readSpreadsheet>) => {
      await duringRead.work?.();
      return original.readSpreadsheet(...args);
    },
  };
});

const t = useTestApp({ resetEachTest: true });
let admin: TestClient;
beforeEach(async () => {
  duringRead.work = null;
  ({ client: admin } = await signedInClient(t, { role: 'admin' }));
});

const send = (step: 'preview' | 'commit', data: Buffer, kind = 'clients') => {
  const { payload, headers } = uploadOf(data);
  return admin.request('POST', `/api/import/${kind}/${step}`, { payload, headers });
};
const clientsFile = () =>
  csvOf([
    ['Nombre', 'Teléfono'],
    ['José Pérez', '300 123 4567'],
    ['María Ñáñez', ''],
  ]);

describe('committing an import', () => {
  it('reads the file before opening its transaction: another write is not held meanwhile', async () => {
    let otherWrite: 'done' | 'held' | undefined;
    duringRead.work = async () => {
      const write = t.database.db
        .insertInto('clients')
        .values(buildClient({ name: 'Otra' }))
        .execute();
      const held = new Promise<'held'>((resolve) => setTimeout(() => resolve('held'), 1000));
      otherWrite = await Promise.race([write.then(() => 'done' as const), held]);
    };
    const response = await send('commit', clientsFile());
    expect(response.statusCode).toBe(200);
    expect(otherWrite).toBe('done');
    expect(await countRows(t.database.db, 'clients')).toBe(3);
  });

  it.runIf(process.env.TEST_DB === 'postgres')(
    'takes turns on PostgreSQL: the same file twice at once writes once, the other sees duplicates',
    async () => {
      const data = clientsFile();
      const responses = await Promise.all([send('commit', data), send('commit', data)]);
      expect(responses.map((r) => r.statusCode).sort()).toEqual([200, 400]);
      expect(responses.find((r) => r.statusCode === 400)!.json()).toEqual({
        error: spreadsheetsMessages.hasProblems(2),
      });
      expect(await countRows(t.database.db, 'clients')).toBe(2);
    },
  );
});

/** A zip of one file holding `size` zero bytes, deflated: a few KB on disk. */
function zipBomb(size: number) {
  const name = Buffer.from('xl/worksheets/sheet1.xml');
  const data = zlib.deflateRawSync(Buffer.alloc(size));
  const local = Buffer.alloc(30);
  local.writeUInt32LE(0x04034b50, 0);
  local.writeUInt16LE(20, 4);
  local.writeUInt16LE(8, 8);
  local.writeUInt32LE(data.length, 18);
  local.writeUInt32LE(size, 22);
  local.writeUInt16LE(name.length, 26);
  const central = Buffer.alloc(46);
  central.writeUInt32LE(0x02014b50, 0);
  central.writeUInt16LE(20, 4);
  central.writeUInt16LE(20, 6);
  central.writeUInt16LE(8, 10);
  central.writeUInt32LE(data.length, 20);
  central.writeUInt32LE(size, 24);
  central.writeUInt16LE(name.length, 28);
  const directoryAt = local.length + name.length + data.length;
  const end = Buffer.alloc(22);
  end.writeUInt32LE(0x06054b50, 0);
  end.writeUInt16LE(1, 8);
  end.writeUInt16LE(1, 10);
  end.writeUInt32LE(central.length + name.length, 12);
  end.writeUInt32LE(directoryAt, 16);
  return Buffer.concat([local, name, data, central, name, end]);
}

describe('reading an .xlsx', () => {
  it('refuses one that unpacks past the limit before unpacking it', async () => {
    const bomb = zipBomb(60 * 1024 * 1024);
    expect(bomb.length).toBeLessThan(100 * 1024);
    const response = await send('preview', bomb);
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({ error: spreadsheetsMessages.tooLargeUnpacked(50) });
  });

  it('refuses a PIN or password typed as a number, which has lost its leading zeros', async () => {
    await insertService(t.database.db, { name: 'Netflix', max_profiles: 2 });
    const data = await xlsxOf([
      ['Servicio', 'Correo', 'Clave', 'Perfil', 'PIN'],
      ['Netflix', 'a@correo.com', 'clave', 'Perfil 1', 12345],
      ['Netflix', 'b@correo.com', 123456, 'Perfil 1', '012345'],
    ]);
    const body = (await send('preview', data, 'accounts')).json();
    const r = spreadsheetsMessages.row;
    expect(body.rows.map((row: { problems: string[] }) => row.problems)).toEqual([
      [r.numberNotText('PIN')],
      [r.numberNotText('Contraseña')],
    ]);
    expect((await send('commit', data, 'accounts')).statusCode).toBe(400);
    expect(await countRows(t.database.db, 'accounts')).toBe(0);
  });
});
