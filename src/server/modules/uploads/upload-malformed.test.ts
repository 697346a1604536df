import { beforeAll, describe, expect, it } from 'vitest';
import { imageMessages } from '#shared/messages/user-profile';
import { countRows } from '#tests/setup/count-rows';
import { multipartFile, tinyPng } from '#tests/setup/multipart';
import { signedInClient, useTestApp, type TestClient } from '#tests/setup/test-app';

// A broken multipart body is the client's fault: a 400 in Spanish, never a 500, and nothing stored.
const t = useTestApp();
let c: TestClient;
beforeAll(async () => {
  ({ client: c } = await signedInClient(t));
});

const uploadCount = () => countRows(t.database.db, 'uploaded_files');

const send = (payload: Buffer, headers: Record<string, string>) =>
  c.request('POST', '/api/upload', { payload, headers });

describe('POST /api/upload with a malformed body', () => {
  it('answers 400 when the body lacks its closing boundary', async () => {
    const file = multipartFile('image', 'foto.png', 'image/png', tinyPng);
    const boundary = file.headers['content-type'].split('boundary=')[1]!;
    const closing = Buffer.byteLength(`\r\n--${boundary}--\r\n`);
    const response = await send(file.payload.subarray(0, file.payload.length - closing), file.headers);
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({ error: imageMessages.incompleteUpload });
    expect(await uploadCount()).toBe(0);
  });

  it('answers 400 when only the final dashes of the closing boundary are missing', async () => {
    const file = multipartFile('image', 'foto.png', 'image/png', tinyPng);
    const response = await send(
      file.payload.subarray(0, file.payload.length - '--\r\n'.length),
      file.headers,
    );
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({ error: imageMessages.incompleteUpload });
    expect(await uploadCount()).toBe(0);
  });

  it('answers 400 when the body stops in the middle of the file', async () => {
    const file = multipartFile('image', 'foto.png', 'image/png', Buffer.concat([tinyPng, tinyPng]));
    const response = await send(file.payload.subarray(0, 200), file.headers);
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({ error: imageMessages.incompleteUpload });
  });

  it('answers 400 when the boundary in the header is not the one in the body', async () => {
    const file = multipartFile('image', 'foto.png', 'image/png', tinyPng);
    const response = await send(file.payload, { 'content-type': 'multipart/form-data; boundary=otra' });
    expect(response.statusCode).toBe(400);
    expect(Object.keys(response.json())).toEqual(['error']);
    expect(await uploadCount()).toBe(0);
  });

  it('still stores a complete upload afterwards', async () => {
    const file = multipartFile('image', 'foto.png', 'image/png', tinyPng);
    expect((await send(file.payload, file.headers)).statusCode).toBe(200);
    expect(await uploadCount()).toBe(1);
  });
});
