import { addDays } from '#shared/domain/expiry';
import { accountInputSchema } from '#shared/schemas/accounts';
import { clientInputSchema } from '#shared/schemas/clients';
import type { TxContext } from '../../app-context';
import { nowIso } from '../../lib/time';
import { refreshSummaries, todayOf } from '../accounts/account-context.service';
import { importAccounts, type AccountImport } from '../accounts/batch/account-batch.service';
import { importClients } from '../clients/client.service';
import { addSurplusProfiles, writeBadProfile } from './demo.repository';

// `npm run db:seed -- --demo --with-problems` (issue 26 item 4, docs/decisions/053): the demo
// shop with one example of each kind of bad data the Revisión de datos finds, as a spreadsheet
// moved in by hand would leave it.

interface PlantService {
  id: number;
  maxProfiles: number;
}

const account = (serviceId: number, username: string, password: string, profiles: number): AccountImport =>
  accountInputSchema.parse({
    serviceId,
    username,
    password,
    profiles: Array.from({ length: profiles }, (_, i) => ({ name: `Perfil ${i + 1}`, status: 'libre' })),
  }) as AccountImport;

/** Plants each kind once; answers how many records it wrote (clients and accounts). */
export async function plantProblems(tx: TxContext, services: PlantService[]) {
  const [main, other] = services as [PlantService, PlantService];
  const today = todayOf(tx);
  const [copyA, , noPhone] = await importClients(
    tx,
    [
      // Two clients with the same phone: the duplicate finding proposes merging them.
      { name: 'Carolina Pérez', phone: '3005550101' },
      { name: 'Carolina Pérez Gómez', phone: '3005550101' },
      // A client who holds a profile and has no phone.
      { name: 'Cliente sin teléfono', phone: null },
    ].map((c) => clientInputSchema.parse(c)),
  );
  const holder = copyA!;
  const accounts = await importAccounts(
    tx,
    [
      // The same service and username twice, and the same username and password under another service.
      account(main.id, 'revisar.repetida@demo.co', 'Repetida-2026', 2),
      account(main.id, 'revisar.repetida@demo.co', 'Repetida-2026', 1),
      account(other.id, 'revisar.repetida@demo.co', 'Repetida-2026', 1),
      // More profiles than the service allows (two free ones are added below).
      account(main.id, 'revisar.perfiles@demo.co', 'Perfiles-2026', main.maxProfiles),
      // Ocupado without a client and without an expiry; a free profile still holding data;
      // the client without a phone; an expirado profile held long after the grace period.
      account(main.id, 'revisar.perfiles-raros@demo.co', 'Raros-2026', 5),
    ],
    'unrecorded',
  );
  const crowded = accounts[3]!;
  await addSurplusProfiles(tx.db, crowded.id, main.maxProfiles, 2, nowIso(tx.now()));
  const [noClient, noExpiry, freeWithData, heldNoPhone, expired] = accounts[4]!.profileIds as [
    number,
    number,
    number,
    number,
    number,
  ];
  await writeBadProfile(tx.db, noClient, { status: 'ocupado', expiry_date: addDays(today, 12) });
  await writeBadProfile(tx.db, noExpiry, { status: 'ocupado', client_id: holder });
  await writeBadProfile(tx.db, freeWithData, { client_id: holder, pin: '4321', custom_price: 9000 });
  await writeBadProfile(tx.db, heldNoPhone, {
    status: 'ocupado',
    client_id: noPhone!,
    expiry_date: addDays(today, 20),
  });
  await writeBadProfile(tx.db, expired, {
    status: 'expirado',
    client_id: holder,
    expiry_date: addDays(today, -10),
  });
  await refreshSummaries(
    tx,
    accounts.map((a) => a.id),
  );
}
