// The benchmark's floor (issue 23, decision 032): the least a server can do to answer the same
// reads as the app on the same database. No framework and none of the app's code: node:http,
// better-sqlite3 (or pg), the session checked on every request as the app's session plugin does,
// and each page's JSON written by the database. `npm run bench` starts it beside the app, checks
// that both answer the same bytes, and reports the app's figures as ratios to these.
//
// Answers, for the query parameters the bench sends (anything else is a 400, not a guess):
//   GET /api/accounts?page&limit[&expiryFilter=expiring][&search=]   (a), (b), (c)
//   GET /api/clients?page&limit[&search=]                            (d)
// Searches are a plain LIKE over the folded key (no trigram index): the floor the issue sets for (c).
// Hidden accounts are left out (the app's default, hidden=exclude), so `hidden` is always false.
//
//   DATABASE_URL=file:… | postgres://…   PORT   HOST=127.0.0.1   TZ_APP=America/Bogota
import { createDecipheriv, createHash, createHmac } from 'node:crypto';
import fs from 'node:fs';
import http from 'node:http';
import path from 'node:path';

const URL_ = process.env.DATABASE_URL ?? '';
const TZ = process.env.TZ_APP ?? 'America/Bogota';
const IDLE_MS = 12 * 3600 * 1000;
const TOUCH_MS = 60 * 1000;

// ---- the data key: the app's sealed passwords and PINs (v1:<keyId>:<iv>:<tag>:<body>) ----

const keyFile = URL_.startsWith('file:')
  ? `${path.resolve(URL_.slice(5))}.key`
  : path.resolve('data/data.key');
const keyText = (process.env.DATA_KEY ?? fs.readFileSync(keyFile, 'utf8')).trim();
const key = /^[0-9a-f]{64}$/i.test(keyText) ? Buffer.from(keyText, 'hex') : Buffer.from(keyText, 'base64url');
const keyId = createHmac('sha256', key).update('cuentas-claras key id').digest('base64url').slice(0, 8);
// The app keeps what it opened (a sealed string never changes meaning); so does the floor.
const opened = new Map();

function unseal(stored) {
  if (stored === null) return null;
  let plain = opened.get(stored);
  if (plain !== undefined) return plain;
  const [version, id, iv, tag, body] = stored.split(':');
  if (version !== 'v1' || id !== keyId) throw new Error('valor cifrado con otra clave');
  const decipher = createDecipheriv('aes-256-gcm', key, Buffer.from(iv, 'base64url'));
  decipher.setAAD(Buffer.from(`v1:${id}`));
  decipher.setAuthTag(Buffer.from(tag, 'base64url'));
  plain = Buffer.concat([decipher.update(Buffer.from(body, 'base64url')), decipher.final()]).toString();
  opened.set(Buffer.from(stored, 'latin1').toString('latin1'), plain);
  return plain;
}

// ---- dates, search keys, pagination ----

const dayFormat = new Intl.DateTimeFormat('en-CA', {
  timeZone: TZ,
  year: 'numeric',
  month: '2-digit',
  day: '2-digit',
});
const today = () => dayFormat.format(new Date());
const plusDays = (day, n) =>
  new Date(Date.parse(`${day}T00:00:00Z`) + n * 86_400_000).toISOString().slice(0, 10);
/** Lower case, accents off, spaces folded: what search_key and name_key hold. */
const fold = (text) =>
  text
    .normalize('NFD')
    .replace(/\p{Diacritic}/gu, '')
    .toLocaleLowerCase('es-CO')
    .replace(/\s+/g, ' ')
    .trim();
const likeOf = (text) => (text ? `%${fold(text).replace(/[\\%_]/g, (c) => `\\${c}`)}%` : null);

function pagination(page, limit, total) {
  const pages = Math.max(1, Math.ceil(total / limit));
  return JSON.stringify({
    currentPage: page,
    totalPages: pages,
    totalCount: total,
    limit,
    hasNextPage: page < pages,
    hasPrevPage: page > 1,
  });
}

// ---- SQL, written for this floor: each filter shape a text of its own, `?` parameters ----

const PG = URL_.startsWith('postgres');
/** A JSON object from [key, SQL] pairs: json_object on SQLite, json_build_object on PostgreSQL. */
const obj = (pairs) =>
  `${PG ? 'json_build_object' : 'json_object'}(${pairs.map(([k, v]) => `'${k}', ${v}`).join(', ')})`;
/** A subquery's JSON kept as JSON (SQLite forgets it is JSON once it leaves a subquery). */
const asJson = (subquery) => (PG ? `(${subquery})` : `json((${subquery}))`);
const bool = (condition) =>
  PG ? `coalesce(${condition}, false)` : `json(iif(${condition}, 'true', 'false'))`;
const PROFILE = obj([
  ['id', 'p.id'],
  ['accountId', 'p.account_id'],
  ['position', 'p.position'],
  ['name', 'p.name'],
  ['status', 'p.status'],
  ['clientId', 'p.client_id'],
  ['clientName', 'c.name'],
  ['pin', 'p.pin'],
  ['expiryDate', 'p.expiry_date'],
  ['color', 'p.color'],
  ['observations', 'p.observations'],
  ['customPrice', 'p.custom_price'],
  ['version', 'p.version'],
  ['planId', 'p.plan_id'],
  ['endClientLabel', 'p.end_client_label'],
]);
const PROFILES = PG
  ? `coalesce((select json_agg(${PROFILE} order by p.position, p.id) from profiles p
      left join clients c on c.id = p.client_id where p.account_id = a.id), '[]'::json)`
  : `json((select json_group_array(json(j)) from (select ${PROFILE} as j from profiles p
      left join clients c on c.id = p.client_id where p.account_id = a.id order by p.position, p.id)))`;

/** The account as the app answers it; parameters: today, today + 5 (priority), today + 5 (supplier due). */
const ACCOUNT = obj([
  ['id', 'a.id'],
  ['serviceId', 'a.service_id'],
  [
    'service',
    asJson(
      `select ${obj([
        ['id', 's.id'],
        ['name', 's.name'],
        ['image', 's.image'],
        ['price', 's.price'],
        ['maxProfiles', 's.max_profiles'],
      ])} from services s where s.id = a.service_id`,
    ),
  ],
  ['username', 'a.username'],
  ['password', 'a.password'],
  ['observation', 'a.observation'],
  // Hidden accounts are never listed here.
  ['hidden', PG ? 'false' : "json('false')"],
  [
    'priority',
    `coalesce((select max(case
        when p.status = 'expirado' or (p.status = 'ocupado' and p.expiry_date <= ?) then 3
        when p.status = 'ocupado' and p.expiry_date <= ? then 2 else 1 end)
      from profiles p where p.account_id = a.id), 1)`,
  ],
  [
    'nextExpiry',
    "(select min(p.expiry_date) from profiles p where p.account_id = a.id and p.status = 'ocupado')",
  ],
  ['providerCost', 'a.provider_cost'],
  ['providerRenewalDate', 'a.provider_renewal_date'],
  ['providerDue', bool('a.provider_renewal_date <= ?')],
  ['profiles', PROFILES],
]);

const NOT_HIDDEN = 'a.id not in (select h.account_id from account_hidden h where h.user_id = ?)';
const EXPIRING = `exists (select 1 from profiles p where p.account_id = a.id
  and p.status = 'ocupado' and p.expiry_date > ? and p.expiry_date <= ?)`;
const MATCHING = `(a.search_key like ? escape '\\'
  or a.service_id in (select s.id from services s where s.name_key like ? escape '\\'))`;

/** The SQL and parameters of a page of accounts and of its count, for one filter. */
function accountQueries({ userId, day, expiring, like, limit, offset }) {
  const near = plusDays(day, 5);
  const where = [NOT_HIDDEN];
  const params = [userId];
  if (expiring) {
    where.push(EXPIRING);
    params.push(day, near);
  }
  if (like) {
    where.push(MATCHING);
    params.push(like, like);
  }
  // Walking the order index finds a page of the list, or of its near-expiry part, after a few
  // hundred accounts. A search's 1 % would be some 5 000 row lookups in that order: reading the
  // table once and sorting the matches cost less than half of it (`+` keeps the index out).
  // PostgreSQL's planner chooses by itself.
  const order = like && !PG ? '+a.next_expiry, a.id' : 'a.next_expiry, a.id';
  const page = {
    sql: `select ${ACCOUNT} ${PG ? '::text' : ''} as j from accounts a where a.id in (select a.id from accounts a
        where ${where.join(' and ')} order by ${order} limit ? offset ?)
      order by a.next_expiry, a.id`,
    params: [day, near, near, ...params, limit, offset],
  };
  const hidden = `select count(*) from accounts a where a.id in
    (select h.account_id from account_hidden h where h.user_id = ?)${expiring ? ` and ${EXPIRING}` : ''}`;
  // Matches minus the user's hidden matches: both from an index, except the search's plain LIKE.
  const count = like
    ? { sql: `select count(*) as n from accounts a where ${where.join(' and ')}`, params }
    : expiring
      ? {
          sql: `select (select count(distinct p.account_id) from profiles p
              where p.status = 'ocupado' and p.expiry_date > ? and p.expiry_date <= ?) - (${hidden}) as n`,
          params: [day, near, userId, day, near],
        }
      : { sql: `select (select count(*) from accounts) - (${hidden}) as n`, params: [userId] };
  return { page, count };
}

const CLIENT = obj([
  ['id', 'c.id'],
  ['name', 'c.name'],
  ['phone', 'c.phone'],
  ['type', 'c.type'],
  [
    'active_profiles_count',
    "(select count(*) from profiles p where p.client_id = c.id and p.status = 'ocupado')",
  ],
  // The client's terms and kept balance (issue 24), as GET /api/clients answers them.
  ['paymentTerms', 'c.payment_terms'],
  ['creditLimit', 'c.credit_limit'],
  ['creditDays', 'c.credit_days'],
  ['owed', 'c.owed'],
  ['credit', 'c.credit'],
]);

function clientQueries({ like, limit, offset }) {
  const where = like ? "where c.name_key like ? escape '\\'" : '';
  const params = like ? [like] : [];
  return {
    page: {
      sql: `select ${CLIENT} ${PG ? '::text' : ''} as j from clients c ${where} order by c.name_key, c.id limit ? offset ?`,
      params: [...params, limit, offset],
    },
    count: { sql: `select count(*) as n from clients c ${where}`, params },
  };
}

const SESSION = {
  find: 'select user_id, last_seen_at, expires_at from sessions where id = ?',
  user: `select expiry_date${PG ? '::text' : ''} as expiry_date from users where id = ?`,
  touch: 'update sessions set last_seen_at = ? where id = ?',
  end: 'delete from sessions where id = ?',
};

// ---- the database: rows of one SQL text, its statement prepared once ----

async function openSqlite() {
  const { default: Database } = await import('better-sqlite3');
  const db = new Database(URL_.slice(5), { fileMustExist: true });
  db.pragma('journal_mode = WAL');
  const prepared = new Map();
  const statement = (sql) => prepared.get(sql) ?? prepared.set(sql, db.prepare(sql)).get(sql);
  return {
    rows: async (sql, params) => statement(sql).all(params),
    run: async (sql, params) => void statement(sql).run(params),
  };
}

async function openPostgres() {
  const { default: pg } = await import('pg');
  const pool = new pg.Pool({ connectionString: URL_, max: 10 });
  // `?` → $1, $2…: no `?` appears in these texts but as a parameter.
  const dollars = (sql) => {
    let n = 0;
    return sql.replace(/\?/g, () => `$${(n += 1)}`);
  };
  const numbered = new Map();
  const text = (sql) => numbered.get(sql) ?? numbered.set(sql, dollars(sql)).get(sql);
  // A name per text: PostgreSQL plans it once per connection.
  const names = new Map();
  const name = (sql) => names.get(sql) ?? names.set(sql, `floor_${names.size}`).get(sql);
  const query = (sql, params) => pool.query({ name: name(sql), text: text(sql), values: params });
  return {
    rows: async (sql, params) => (await query(sql, params)).rows,
    run: async (sql, params) => void (await query(sql, params)),
  };
}

const db = PG ? await openPostgres() : await openSqlite();

/**
 * The answer's JSON text with each sealed "password" and "pin" opened. In JSON a quote inside a
 * string is escaped, so `"pin":` can only be a key; PostgreSQL writes `"pin" : `.
 */
const openSealed = (json) =>
  json.replace(
    /"(password|pin)"\s*:\s*("(?:[^"\\]|\\.)*")/g,
    (_, k, v) => `"${k}":${JSON.stringify(unseal(JSON.parse(v)))}`,
  );

// ---- the session check: the app's session plugin, step by step ----

/** The user id behind the request's cc_session cookie, or null (an ended session is deleted). */
async function signedIn(request) {
  const token = /(?:^|;\s*)cc_session=([^;]+)/.exec(request.headers.cookie ?? '')?.[1];
  if (!token) return null;
  const id = createHash('sha256').update(decodeURIComponent(token)).digest('hex');
  const [session] = await db.rows(SESSION.find, [id]);
  if (!session) return null;
  const now = Date.now();
  const lastSeen = new Date(session.last_seen_at).getTime();
  if (new Date(session.expires_at).getTime() <= now || lastSeen + IDLE_MS <= now) {
    await db.run(SESSION.end, [id]);
    return null;
  }
  if (now - lastSeen > TOUCH_MS) await db.run(SESSION.touch, [new Date(now).toISOString(), id]);
  const [user] = await db.rows(SESSION.user, [session.user_id]);
  if (!user) return null;
  // A staff member works through their expiry day (business time zone), not a day more.
  if (user.expiry_date && user.expiry_date < today()) {
    await db.run(SESSION.end, [id]);
    return null;
  }
  return session.user_id;
}

// ---- the two lists ----

const KNOWN = {
  '/api/accounts': ['page', 'limit', 'search', 'expiryFilter'],
  '/api/clients': ['page', 'limit', 'search'],
};

async function answer(url, userId) {
  const q = url.searchParams;
  const page = Number(q.get('page') ?? 1);
  const limit = Number(q.get('limit') ?? 10);
  const filter = { userId, limit, offset: (page - 1) * limit, like: likeOf(q.get('search') ?? '') };
  const accounts = url.pathname === '/api/accounts';
  const queries = accounts
    ? accountQueries({ ...filter, day: today(), expiring: q.get('expiryFilter') === 'expiring' })
    : clientQueries(filter);
  const [rows, [count]] = await Promise.all([
    db.rows(queries.page.sql, queries.page.params),
    db.rows(queries.count.sql, queries.count.params),
  ]);
  // The app sends PostgreSQL's text for accounts (spaces around its colons) but serializes clients
  // itself (compact): the floor does the same.
  const texts = rows.map((r) => (PG && !accounts ? JSON.stringify(JSON.parse(r.j)) : r.j));
  const list = openSealed(texts.join(','));
  return `{"${accounts ? 'accounts' : 'clients'}":[${list}],"pagination":${pagination(page, limit, Number(count.n))}}`;
}

function send(response, status, body) {
  response.writeHead(status, { 'content-type': 'application/json; charset=utf-8' });
  response.end(body);
}

const server = http.createServer(async (request, response) => {
  try {
    const url = new URL(request.url, 'http://floor');
    if (url.pathname === '/api/health') return send(response, 200, '{"status":"ok"}');
    const known = KNOWN[url.pathname];
    if (request.method !== 'GET' || !known) return send(response, 404, '{"error":"no existe en el piso"}');
    const unknown = [...url.searchParams.keys()].find((k) => !known.includes(k));
    const expiry = url.searchParams.get('expiryFilter');
    if (unknown || (expiry && !['all', 'expiring'].includes(expiry)))
      return send(response, 400, '{"error":"parámetro que el piso no sabe responder"}');
    const userId = await signedIn(request);
    if (userId === null) return send(response, 401, '{"error":"sin sesión"}');
    send(response, 200, await answer(url, userId));
  } catch (error) {
    send(response, 500, JSON.stringify({ error: String(error) }));
  }
});
server.listen(Number(process.env.PORT ?? 3207), process.env.HOST ?? '127.0.0.1');
process.on('SIGTERM', () => server.close(() => process.exit(0)));
