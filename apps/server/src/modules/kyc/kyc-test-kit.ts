import { kycPaths, type KycDocumentKind } from '@lodestar/contracts';
import type { TestApp } from '../../../test/test-app.ts';
import { operatorCommandToken } from '../staff/index.ts';
import { ADMIN_KYC_PATH } from './admin-routes.ts';

export const PNG = Buffer.concat([Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]), Buffer.from('a scanned passport')]);
export const PDF = Buffer.from('%PDF-1.7\n1 0 obj << >> endobj\n%%EOF\n');
export const JPEG = Buffer.concat([Buffer.from([0xff, 0xd8, 0xff, 0xe0]), Buffer.from('a photographed bill')]);

export interface Part {
  name: string;
  content: Buffer | string;
  /** A file part when set; a plain field otherwise. */
  filename?: string;
  contentType?: string;
}

/** A multipart/form-data body as a browser sends it. */
export function multipartBody(parts: Part[]) {
  const boundary = `----lodestar${Math.random().toString(16).slice(2)}`;
  const chunks = parts.flatMap((part) => [
    Buffer.from(
      `--${boundary}\r\nContent-Disposition: form-data; name="${part.name}"${part.filename ? `; filename="${part.filename}"` : ''}\r\n` +
        `${part.filename ? `Content-Type: ${part.contentType ?? 'application/octet-stream'}\r\n` : ''}\r\n`,
    ),
    Buffer.isBuffer(part.content) ? part.content : Buffer.from(part.content),
    Buffer.from('\r\n'),
  ]);
  return { payload: Buffer.concat([...chunks, Buffer.from(`--${boundary}--\r\n`)]), contentType: `multipart/form-data; boundary=${boundary}` };
}

/** The player's and the operator's side of KYC, on the test app of the calling file. */
export function kycTestKit(t: TestApp) {
  const upload = (cookie: string, kind: KycDocumentKind, parts: Part[]) => {
    const { payload, contentType } = multipartBody(parts);
    return t.app.inject({ method: 'POST', url: kycPaths[kind], headers: { cookie, 'content-type': contentType }, payload });
  };
  const uploadFile = (cookie: string, kind: KycDocumentKind, content: Buffer = PNG, filename = 'document.png') =>
    upload(cookie, kind, [{ name: 'file', filename, contentType: 'image/png', content }]);
  const statusOf = async (cookie: string, kind: KycDocumentKind) =>
    (await t.app.inject({ method: 'GET', url: kycPaths[kind], headers: { cookie } })).json();
  // Read at call time: the test app is built in beforeAll, after this kit.
  const operator = () => ({ authorization: `Bearer ${operatorCommandToken(t.config)}` });
  const pendingIdOf = async (playerId: string, kind: KycDocumentKind): Promise<string> => {
    const { documents } = (await t.app.inject({ method: 'GET', url: ADMIN_KYC_PATH, headers: operator() })).json();
    return documents.find((document: { playerId: string; kind: string }) => document.playerId === playerId && document.kind === kind).id;
  };
  const decide = (id: string, decision: 'approve' | 'reject', reason?: string) =>
    t.app.inject({ method: 'POST', url: `${ADMIN_KYC_PATH}/${id}/${decision}`, headers: operator(), ...(reason ? { payload: { reason } } : {}) });
  return { upload, uploadFile, statusOf, operator, pendingIdOf, decide };
}
