import { authMessages } from '#shared/messages/auth';
import { ApiError } from './api-error';

// The CSRF token lives in memory only: it is refreshed from every answer that carries one
// (login, logout, me) and fetched from /api/csrf-token when missing.
let csrfToken: string | null = null;
let pendingToken: Promise<string> | null = null;

export function setCsrfToken(token: string | null): void {
  csrfToken = token;
}

async function fetchCsrfToken(): Promise<string> {
  try {
    const response = await fetch('/api/csrf-token', {
      credentials: 'same-origin',
      headers: { Accept: 'application/json' },
    });
    const body: unknown = await response.json();
    const token = (body as { csrfToken?: unknown } | null)?.csrfToken;
    if (!response.ok || typeof token !== 'string') throw new Error('no token');
    csrfToken = token;
    return token;
  } catch {
    throw new ApiError(0, authMessages.csrfRefreshFailed);
  }
}

function ensureCsrfToken(): Promise<string> {
  if (csrfToken) return Promise.resolve(csrfToken);
  // Concurrent mutations share one token request.
  pendingToken ??= fetchCsrfToken().finally(() => {
    pendingToken = null;
  });
  return pendingToken;
}

const isUnsafe = (method: string) => method !== 'GET' && method !== 'HEAD';
const isCsrfFailure = (status: number, message: string) =>
  status === 403 && message === authMessages.csrfInvalid;

function rememberToken(body: unknown): void {
  const token = (body as { csrfToken?: unknown } | null)?.csrfToken;
  if (typeof token === 'string' && token) csrfToken = token;
}

async function readBody(response: Response): Promise<unknown> {
  const text = await response.text();
  if (!text) return null;
  try {
    return JSON.parse(text) as unknown;
  } catch {
    return null;
  }
}

function toApiError(status: number, body: unknown): ApiError {
  const text = (body as { error?: unknown } | null)?.error;
  return new ApiError(status, typeof text === 'string' ? text : '');
}

type Method = 'GET' | 'POST' | 'PUT' | 'DELETE';

async function send(method: Method, url: string, body: unknown, signal?: AbortSignal): Promise<Response> {
  const headers: Record<string, string> = { Accept: 'application/json' };
  if (body !== undefined) headers['Content-Type'] = 'application/json';
  if (isUnsafe(method)) headers['X-CSRF-Token'] = await ensureCsrfToken();
  return fetch(url, {
    method,
    headers,
    credentials: 'same-origin',
    body: body === undefined ? undefined : JSON.stringify(body),
    signal,
  });
}

async function request<T>(method: Method, url: string, body?: unknown, signal?: AbortSignal): Promise<T> {
  let response = await send(method, url, body, signal);
  let parsed = await readBody(response);
  if (isUnsafe(method) && !response.ok && isCsrfFailure(response.status, toApiError(403, parsed).message)) {
    // The token went stale (for instance the session rotated in another tab): fetch a new one once.
    csrfToken = null;
    response = await send(method, url, body, signal);
    parsed = await readBody(response);
  }
  if (!response.ok) throw toApiError(response.status, parsed);
  rememberToken(parsed);
  return parsed as T;
}

export const api = {
  get: <T>(url: string, signal?: AbortSignal) => request<T>('GET', url, undefined, signal),
  post: <T>(url: string, body?: unknown) => request<T>('POST', url, body ?? {}),
  put: <T>(url: string, body?: unknown) => request<T>('PUT', url, body ?? {}),
  delete: <T>(url: string) => request<T>('DELETE', url),
};

export interface UploadOptions {
  /** Called with a fraction between 0 and 1 while the bytes go up. */
  onProgress?: (fraction: number) => void;
}

function xhrUpload(url: string, form: FormData, token: string, options: UploadOptions) {
  return new Promise<{ status: number; body: unknown }>((resolve, reject) => {
    const xhr = new XMLHttpRequest();
    xhr.open('POST', url);
    xhr.withCredentials = false; // same origin: the session cookie goes anyway
    xhr.setRequestHeader('Accept', 'application/json');
    xhr.setRequestHeader('X-CSRF-Token', token);
    xhr.upload.onprogress = (event) => {
      if (event.lengthComputable) options.onProgress?.(event.loaded / event.total);
    };
    xhr.onload = () => {
      let body: unknown = null;
      try {
        body = xhr.responseText ? (JSON.parse(xhr.responseText) as unknown) : null;
      } catch {
        body = null;
      }
      resolve({ status: xhr.status, body });
    };
    xhr.onerror = () => reject(new ApiError(0, ''));
    xhr.send(form);
  });
}

/** Multipart upload through XMLHttpRequest, the only browser API that reports upload progress. */
export async function upload<T>(url: string, form: FormData, options: UploadOptions = {}): Promise<T> {
  let result = await xhrUpload(url, form, await ensureCsrfToken(), options);
  if (isCsrfFailure(result.status, toApiError(result.status, result.body).message)) {
    csrfToken = null;
    result = await xhrUpload(url, form, await ensureCsrfToken(), options);
  }
  if (result.status < 200 || result.status >= 300) throw toApiError(result.status, result.body);
  return result.body as T;
}
