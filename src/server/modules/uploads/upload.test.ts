import { beforeAll, describe, expect, it } from 'vitest';
import { MAX_IMAGE_BYTES } from '#shared/domain/image-type';
import { imageMessages } from '#shared/messages/user-profile';
import { countRows } from '#tests/setup/count-rows';
import { multipartFile, tinyPng } from '#tests/setup/multipart';
import { signedInClient, TestClient, useTestApp } from '#tests/setup/test-app';

const t = useTestApp();
let c: TestClient;
beforeAll(async () => {
  ({ client: c } = await signedInClient(t));
});

const uploadCount = () => countRows(t.database.db, 'uploaded_files');

const upload = (client: TestClient, file: ReturnType<typeof multipartFile>, noCsrf = false) =>
  client.request('POST', '/api/upload', { payload: file.payload, headers: file.headers, noCsrf });

describe('POST /api/upload', () => {
  it('stores a PNG in the database and serves it back byte for byte, sandboxed', async () => {
    const response = await upload(c, multipartFile('image', 'foto.png', 'image/png', tinyPng));
    expect(response.statusCode).toBe(200);
    const { imageUrl } = response.json();
    expect(imageUrl).toMatch(/^\/api\/uploads\/[0-9a-f-]{36}$/);

    const served = await c.get(imageUrl);
    expect(served.statusCode).toBe(200);
    expect(served.headers['content-type']).toBe('image/png');
    expect(served.headers['x-content-type-options']).toBe('nosniff');
    expect(served.headers['content-security-policy']).toContain('sandbox');
    expect(served.rawPayload.equals(tinyPng)).toBe(true);
  });

  it('judges the type by the bytes: a text file named .png is refused and nothing is stored', async () => {
    const before = await uploadCount();
    const html = Buffer.from('<html><script>alert(1)</script></html>');
    const response = await upload(c, multipartFile('image', 'foto.png', 'image/png', html));
    expect(response.statusCode).toBe(400);
    expect(response.json().error).toBe(imageMessages.onlyImages);
    expect(await uploadCount()).toBe(before);
  });

  it('refuses an SVG, which can carry scripts', async () => {
    const svg = Buffer.from('<svg xmlns="http://www.w3.org/2000/svg"><script>alert(1)</script></svg>');
    const response = await upload(c, multipartFile('image', 'logo.svg', 'image/svg+xml', svg));
    expect(response.statusCode).toBe(400);
  });

  it('refuses an image over 5 MB with 413 and stores nothing', async () => {
    const before = await uploadCount();
    const big = Buffer.concat([tinyPng, Buffer.alloc(MAX_IMAGE_BYTES)]);
    const response = await upload(c, multipartFile('image', 'grande.png', 'image/png', big));
    expect(response.statusCode).toBe(413);
    expect(response.json().error).toBe(imageMessages.tooLarge);
    expect(await uploadCount()).toBe(before);
  });

  it('asks for the image field', async () => {
    const response = await upload(c, multipartFile('otro', 'foto.png', 'image/png', tinyPng));
    expect(response.statusCode).toBe(400);
    expect(response.json().error).toBe(imageMessages.missingFile);
    const json = await c.post('/api/upload', { image: 'x' });
    expect(json.statusCode).toBe(400);
  });

  it('needs a session and the CSRF token', async () => {
    const anonymous = new TestClient(t.app);
    expect((await upload(anonymous, multipartFile('image', 'a.png', 'image/png', tinyPng))).statusCode).toBe(
      401,
    );
    expect((await upload(c, multipartFile('image', 'a.png', 'image/png', tinyPng), true)).statusCode).toBe(
      403,
    );
  });
});

describe('GET /api/uploads/:id', () => {
  it('answers 401 to strangers and 404 for an unknown file', async () => {
    const { imageUrl } = (await upload(c, multipartFile('image', 'a.png', 'image/png', tinyPng))).json();
    expect((await new TestClient(t.app).get(imageUrl)).statusCode).toBe(401);
    expect((await c.get('/api/uploads/00000000-0000-4000-8000-000000000000')).statusCode).toBe(404);
  });
});

describe('POST /api/auth/update-profile-image', () => {
  it('sets an uploaded image as the profile image and removes it with null', async () => {
    const { imageUrl } = (await upload(c, multipartFile('image', 'a.png', 'image/png', tinyPng))).json();
    const set = await c.post('/api/auth/update-profile-image', { profileImage: imageUrl });
    expect(set.statusCode).toBe(200);
    expect(set.json().user.profileImage).toBe(imageUrl);
    expect((await c.get('/api/auth/me')).json().user.profileImage).toBe(imageUrl);

    const removed = await c.post('/api/auth/update-profile-image', { profileImage: null });
    expect(removed.json().user.profileImage).toBeNull();
  });

  it('refuses a script URL, a missing upload of ours, and needs the CSRF token', async () => {
    for (const profileImage of ['javascript:alert(1)', '/api/uploads/00000000-0000-4000-8000-000000000000']) {
      const response = await c.post('/api/auth/update-profile-image', { profileImage });
      expect(response.statusCode).toBe(400);
      expect(response.json().error).toBe(imageMessages.invalidUrl);
    }
    const noCsrf = await c.post('/api/auth/update-profile-image', { profileImage: null }, { noCsrf: true });
    expect(noCsrf.statusCode).toBe(403);
  });
});
