import type { ApiErrorBody } from '@lodestar/contracts';
import { messages } from '@lodestar/contracts/schema-free';
import type { z } from 'zod';
import { isChunkLoadError, reloadOnceForStaleChunk } from './stale-chunk';

/** A non-2xx answer of the API. Callers branch on `status` and `body.code`, and show `body.message`. */
export class ApiError extends Error {
  readonly status: number;
  readonly body: ApiErrorBody;

  constructor(status: number, body: ApiErrorBody) {
    super(body.message);
    this.name = 'ApiError';
    this.status = status;
    this.body = body;
  }
}

export const isApiError = (error: unknown): error is ApiError => error instanceof ApiError;

type Method = 'GET' | 'POST' | 'PUT' | 'DELETE';

/**
 * The contract schema an answer is parsed with: the schema itself, or a loader of it from its domain's contracts file
 * (`() => import('@lodestar/contracts/games').then((contracts) => contracts.gamesResponse)`), which then loads
 * before the call. Modules of the first screen (shell, header, lobby, country gate, stores, the studio's game page)
 * load: importing a schema there would put zod and every schema into the site's first load (issue 12, first-load JS
 * ≤ 150 KB gzip). A loader names one domain's file, not the contracts' index: evaluating every schema of the
 * contracts costs some 30 ms of main thread on a desktop CPU, four times that on a phone, in the middle of a game
 * page's load. The reads a first screen makes on its own (a game page's launch and its game client's session among
 * them) pass none and type their answer by the contract instead (`apiRequest<typeof fundsResponse>(…)`): parsing them
 * would download and evaluate the schemas on every first visit.
 */
export type SchemaOption<Schema extends z.ZodType> = Schema | (() => Promise<Schema>);

async function schemaOf<Schema extends z.ZodType>(schema: SchemaOption<Schema>): Promise<Schema> {
  if (typeof schema !== 'function') return schema;
  return schema().catch((error: unknown) => {
    // A deploy replaced the chunk: the new build has it. Once a minute at most; then the caller's failure shows.
    if (isChunkLoadError(error)) reloadOnceForStaleChunk();
    throw error;
  });
}

interface RequestOptions<Schema extends z.ZodType> {
  method?: Method;
  body?: unknown;
  /** Parses the answer, so a server that drifts from the contract fails loudly here, not deep in a screen. */
  schema?: SchemaOption<Schema>;
  /** Extra request headers (the studio's launch token). */
  headers?: Record<string, string>;
  /** Cancels the request when its answer is no longer wanted (a coupon checked while the player kept typing). */
  signal?: AbortSignal;
}

/**
 * Some answers (a proxy's 502 page, an empty 500) are not our JSON error body: give them one. So does a page whose
 * contracts chunk a deploy replaced (no reload here: the caller is about to show this failure).
 */
async function errorBodyOf(data: unknown, status: number, statusText: string): Promise<ApiErrorBody> {
  const contracts = await import('@lodestar/contracts/platform').catch(() => undefined);
  const parsed = contracts?.apiErrorResponse.safeParse(data);
  if (parsed?.success) return parsed.data;
  return { message: statusText || messages.http.internal, code: `HTTP_${status}` };
}

/**
 * The one fetch wrapper of the app. The session lives in an HttpOnly cookie, so every call sends
 * same-origin credentials; a network failure rejects with the browser's TypeError, an HTTP failure with ApiError.
 */
export async function apiRequest<Schema extends z.ZodType = z.ZodUnknown>(
  path: string,
  { method = 'GET', body, schema, headers, signal }: RequestOptions<Schema> = {},
): Promise<z.output<Schema>> {
  // The schema before the request: a page whose contracts chunk a deploy replaced reloads before it sends anything,
  // so no answer is lost to the reload. Once loaded (every lazy screen loads it anyway), this costs nothing.
  const parser = schema === undefined ? undefined : await schemaOf(schema);
  const response = await fetch(path, {
    method,
    credentials: 'same-origin',
    headers: {
      Accept: 'application/json',
      ...(body === undefined ? {} : { 'Content-Type': 'application/json' }),
      ...headers,
    },
    body: body === undefined ? undefined : JSON.stringify(body),
    signal,
  });

  if (!response.ok) {
    const data: unknown = await response.json().catch(() => null);
    throw new ApiError(response.status, await errorBodyOf(data, response.status, response.statusText));
  }

  const text = await response.text();
  const data: unknown = text ? JSON.parse(text) : undefined;
  return parser ? parser.parse(data) : (data as z.output<Schema>);
}

interface UploadOptions<Schema extends z.ZodType> {
  schema?: Schema;
  /** 0 to 1 as the body leaves the browser (fetch cannot report upload progress, XMLHttpRequest can). */
  onProgress?: (fraction: number) => void;
}

/** POSTs a multipart form with upload progress; fails like apiRequest (ApiError, or TypeError offline). */
export function apiUpload<Schema extends z.ZodType = z.ZodUnknown>(
  path: string,
  form: FormData,
  { schema, onProgress }: UploadOptions<Schema> = {},
): Promise<z.output<Schema>> {
  return new Promise((resolve, reject) => {
    const request = new XMLHttpRequest();
    request.open('POST', path);
    request.withCredentials = true;
    request.setRequestHeader('Accept', 'application/json');
    request.upload.addEventListener('progress', (event) => {
      if (event.lengthComputable) onProgress?.(event.loaded / event.total);
    });
    request.addEventListener('error', () => reject(new TypeError('Network request failed')));
    request.addEventListener('load', () => {
      let data: unknown = null;
      try {
        data = request.responseText ? JSON.parse(request.responseText) : undefined;
      } catch {
        data = null;
      }
      if (request.status < 200 || request.status >= 300) {
        void errorBodyOf(data, request.status, request.statusText).then((body) => reject(new ApiError(request.status, body)));
        return;
      }
      try {
        resolve(schema ? schema.parse(data) : (data as z.output<Schema>));
      } catch (error) {
        reject(error);
      }
    });
    request.send(form);
  });
}
