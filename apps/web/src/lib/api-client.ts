import { apiErrorResponse, messages, type ApiErrorBody } from '@lodestar/contracts';
import type { z } from 'zod';

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

interface RequestOptions<Schema extends z.ZodType> {
  method?: Method;
  body?: unknown;
  /** Parses the answer, so a server that drifts from the contract fails loudly here, not deep in a screen. */
  schema?: Schema;
  /** Extra request headers (the studio's launch token). */
  headers?: Record<string, string>;
  /** Cancels the request when its answer is no longer wanted (a coupon checked while the player kept typing). */
  signal?: AbortSignal;
}

/** Some answers (a proxy's 502 page, an empty 500) are not our JSON error body: give them one. */
async function readErrorBody(response: Response): Promise<ApiErrorBody> {
  const parsed = apiErrorResponse.safeParse(await response.json().catch(() => null));
  if (parsed.success) return parsed.data;
  return { message: response.statusText || messages.http.internal, code: `HTTP_${response.status}` };
}

/**
 * The one fetch wrapper of the app. The session lives in an HttpOnly cookie, so every call sends
 * same-origin credentials; a network failure rejects with the browser's TypeError, an HTTP failure with ApiError.
 */
export async function apiRequest<Schema extends z.ZodType = z.ZodUnknown>(
  path: string,
  { method = 'GET', body, schema, headers, signal }: RequestOptions<Schema> = {},
): Promise<z.output<Schema>> {
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

  if (!response.ok) throw new ApiError(response.status, await readErrorBody(response));

  const text = await response.text();
  const data: unknown = text ? JSON.parse(text) : undefined;
  return schema ? schema.parse(data) : (data as z.output<Schema>);
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
        const parsed = apiErrorResponse.safeParse(data);
        const body = parsed.success ? parsed.data : { message: request.statusText || messages.http.internal, code: `HTTP_${request.status}` };
        reject(new ApiError(request.status, body));
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
