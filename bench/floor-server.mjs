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

// ---- SQL, one text per dialect; named by the parameters each needs, in order ----

const ACCOUNT_WHERE = `not exists (select 1 from account_hidden h where h.user_id = $1 and h.account_id = a.id)
  and ($2::int = 0 or exists (select 1 from profiles p where p.account_id = a.id
        and p.status = 'ocupado' and p.expiry_date > $3 and p.expiry_date <= $4))
  and ($5::text is null or a.search_key like $5 escape '\\'
       or a.service_id in (select s.id from services s where s.name_key like $5 escape '\\'))`;

/** $1 user, $2 expiring (0/1), $3 today, $4 today + 5, $5 LIKE pattern, $6 limit, $7 offset. */
const SQL = {
  sqlite: {
    session: 'select user_id, last_seen_at, expires_at from sessions where id = $1',
    user: 'select expiry_date from users where id = $1',
    touch: 'update sessions set last_seen_at = $2 where id = $1',
    end: 'delete from sessions where id = $1',
    accountCount: `select count(*) as n from accounts a where ${ACCOUNT_WHERE.replaceAll('::int', '').replaceAll('::text', '')}`,
    // $3 also decides priority 3 and $4 priority 2; the supplier is due within 5 days ($4).
    accountPage: `select json_object(
        'id', a.id, 'serviceId', a.service_id,
        'service', json_object('id', s.id, 'name', s.name, 'image', s.image, 'price', s.price, 'maxProfiles', s.max_profiles),
        'username', a.username, 'password', unseal(a.password), 'observation', a.observation,
        'hidden', json('false'),
        'priority', coalesce((select max(case
            when p.status = 'expirado' or (p.status = 'ocupado' and p.expiry_date <= $3) then 3
            when p.status = 'ocupado' and p.expiry_date <= $4 then 2 else 1 end)
          from profiles p where p.account_id = a.id), 1),
        'nextExpiry', (select min(p.expiry_date) from profiles p where p.account_id = a.id and p.status = 'ocupado'),
        'providerCost', a.provider_cost, 'providerRenewalDate', a.provider_renewal_date,
        'providerDue', json(iif(a.provider_renewal_date <= $4, 'true', 'false')),
        'profiles', json((select json_group_array(json(j)) from (select json_object(
            'id', p.id, 'accountId', p.account_id, 'position', p.position, 'name', p.name, 'status', p.status,
            'clientId', p.client_id, 'clientName', c.name, 'pin', unseal(p.pin), 'expiryDate', p.expiry_date,
            'color', p.color, 'observations', p.observations, 'customPrice', p.custom_price, 'version', p.version) as j
          from profiles p left join clients c on c.id = p.client_id where p.account_id = a.id
          order by p.position, p.id)))) as j
      from accounts a join services s on s.id = a.service_id
      where ${ACCOUNT_WHERE.replaceAll('::int', '').replaceAll('::text', '')}
      order by a.next_expiry, a.id limit $6 offset $7`,
    clientCount: `select count(*) as n from clients c where $1 is null or c.name_key like $1 escape '\\'`,
    clientPage: `select json_object('id', c.id, 'name', c.name, 'phone', c.phone, 'type', c.type,
        'active_profiles_count', (select count(*) from profiles p where p.client_id = c.id and p.status = 'ocupado')) as j
      from clients c where $1 is null or c.name_key like $1 escape '\\'
      order by c.name_key, c.id limit $2 offset $3`,
  },
};

// ---- the database: a prepared statement per text, run with positional parameters ----

async function openDatabase() {
  const { default: Database } = await import('better-sqlite3');
  const db = new Database(URL_.slice(5), { fileMustExist: true });
  db.pragma('journal_mode = WAL');
  db.function('unseal', { deterministic: true }, unseal);
  // Each $n becomes a plain ?, bound in the order they appear.
  const statements = {};
  for (const [name, text] of Object.entries(SQL.sqlite)) {
    const order = [...text.matchAll(/\$(\d+)/g)].map((m) => Number(m[1]) - 1);
    const statement = db.prepare(text.replace(/\$\d+/g, '?'));
    statements[name] = { statement, bind: (params) => order.map((i) => params[i]) };
  }
  const call = (name, params, how) => statements[name].statement[how](statements[name].bind(params));
  return {
    one: async (name, params) => call(name, params, 'get'),
    many: async (name, params) => statements[name].statement.pluck().all(statements[name].bind(params)),
    run: async (name, params) => void call(name, params, 'run'),
  };
}

const db = await openDatabase();

// ---- the session check: the app's session plugin, step by step ----

/** The user id behind the request's cc_session cookie, or null (an ended session is deleted). */
async function signedIn(request) {
  const token = /(?:^|;\s*)cc_session=([^;]+)/.exec(request.headers.cookie ?? '')?.[1];
  if (!token) return null;
  const id = createHash('sha256').update(decodeURIComponent(token)).digest('hex');
  const session = await db.one('session', [id]);
  if (!session) return null;
  const now = Date.now();
  const lastSeen = new Date(session.last_seen_at).getTime();
  if (new Date(session.expires_at).getTime() <= now || lastSeen + IDLE_MS <= now) {
    await db.run('end', [id]);
    return null;
  }
  if (now - lastSeen > TOUCH_MS) await db.run('touch', [id, new Date(now).toISOString()]);
  const user = await db.one('user', [session.user_id]);
  if (!user) return null;
  // A staff member works through their expiry day (business time zone), not a day more.
  if (user.expiry_date && user.expiry_date < today()) {
    await db.run('end', [id]);
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
  const like = likeOf(q.get('search') ?? '');
  if (url.pathname === '/api/accounts') {
    const day = today();
    const expiring = q.get('expiryFilter') === 'expiring' ? 1 : 0;
    const filter = [userId, expiring, day, plusDays(day, 5), like];
    const [rows, count] = await Promise.all([
      db.many('accountPage', [...filter, limit, (page - 1) * limit]),
      db.one('accountCount', filter),
    ]);
    return `{"accounts":[${rows.join(',')}],"pagination":${pagination(page, limit, Number(count.n))}}`;
  }
  const [rows, count] = await Promise.all([
    db.many('clientPage', [like, limit, (page - 1) * limit]),
    db.one('clientCount', [like]),
  ]);
  return `{"clients":[${rows.join(',')}],"pagination":${pagination(page, limit, Number(count.n))}}`;
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
