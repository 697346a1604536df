import type { Db } from '../../app-context';

// The shop's settings row (id 1, docs/decisions/040). The migration writes it; a database emptied
// by hand (or by the tests' reset) has none, and reads as the defaults until the first save.

export const findSettingsRow = (db: Db) =>
  db.selectFrom('shop_settings').selectAll().where('id', '=', 1).executeTakeFirst();

/** Writes the row, creating it when missing. */
export const saveSettingsRow = (
  db: Db,
  values: {
    grace_days: number;
    sale_pick_policy: string;
    portal_shows_access: number;
    portal_link_days: number;
    portal_theme: string;
    sending_hours_start: string;
    sending_hours_end: string;
    updated_at: string;
  },
) =>
  db
    .insertInto('shop_settings')
    .values({ id: 1, ...values })
    .onConflict((oc) => oc.column('id').doUpdateSet(values))
    .execute();
