import { createHash } from 'node:crypto';
import { existsSync } from 'node:fs';
import { createServer, type IncomingMessage, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../test/test-app.ts';
import { newPlayer } from '../payments/payments-test-kit.ts';
import { ADMIN_KYC_PATH } from './admin-routes.ts';
import { createS3DocumentStore } from './document-store.ts';
import { kycTestKit, PDF } from './kyc-test-kit.ts';

interface SeenRequest {
  method: string;
  url: string;
  authorization: string;
  contentSha256: string;
  contentType: string | undefined;
}

/**
 * A stand-in for an S3-compatible bucket: keeps objects in memory and checks what a real one checks first —
 * a SigV4 Authorization for our access key, region and service, and a body matching x-amz-content-sha256.
 */
function fakeS3() {
  const objects = new Map<string, Buffer>();
  const seen: SeenRequest[] = [];
  const server: Server = createServer(async (request: IncomingMessage, response) => {
    const chunks: Buffer[] = [];
    for await (const chunk of request) chunks.push(chunk as Buffer);
    const body = Buffer.concat(chunks);
    const authorization = String(request.headers.authorization ?? '');
    const contentSha256 = String(request.headers['x-amz-content-sha256'] ?? '');
    seen.push({ method: request.method!, url: request.url!, authorization, contentSha256, contentType: request.headers['content-type'] });
    const signed =
      /^AWS4-HMAC-SHA256 Credential=test-access\/\d{8}\/eu-west-1\/s3\/aws4_request, SignedHeaders=[a-z0-9;-]+, Signature=[0-9a-f]{64}$/.test(
        authorization,
      );
    const bodyMatches = contentSha256 === 'UNSIGNED-PAYLOAD' || contentSha256 === createHash('sha256').update(body).digest('hex');
    if (!signed || !bodyMatches) return response.writeHead(403).end('<Error><Code>SignatureDoesNotMatch</Code></Error>');
    if (request.method === 'PUT') {
      objects.set(request.url!, body);
      return response.writeHead(200).end();
    }
    if (request.method === 'GET') {
      const object = objects.get(request.url!);
      return object ? response.writeHead(200).end(object) : response.writeHead(404).end('<Error><Code>NoSuchKey</Code></Error>');
    }
    if (request.method === 'DELETE') {
      objects.delete(request.url!);
      return response.writeHead(204).end();
    }
    return response.writeHead(405).end();
  });
  return { server, objects, seen };
}

const s3 = fakeS3();
let endpoint = '';
beforeAll(async () => {
  await new Promise<void>((resolve) => s3.server.listen(0, '127.0.0.1', resolve));
  endpoint = `http://127.0.0.1:${(s3.server.address() as AddressInfo).port}`;
});
afterAll(() => new Promise<void>((resolve) => s3.server.close(() => resolve())));

const credentials = { bucket: 'lodestar-kyc', accessKeyId: 'test-access', secretAccessKey: 'test-secret', region: 'eu-west-1' };
const KEY = '0f8c3a52-4c3f-4c55-9d1e-2b7f0f5e9a11';

describe('S3 document store', () => {
  it('PUTs and GETs signed requests under the bucket, and deletes', async () => {
    const store = createS3DocumentStore({ endpoint, ...credentials });
    await store.put(KEY, PDF, 'application/pdf');
    const put = s3.seen.at(-1)!;
    expect(put).toMatchObject({ method: 'PUT', url: `/lodestar-kyc/kyc/${KEY}`, contentType: 'application/pdf' });
    expect(s3.objects.get(`/lodestar-kyc/kyc/${KEY}`)?.equals(PDF)).toBe(true);
    expect((await store.get(KEY)).equals(PDF)).toBe(true);
    expect(s3.seen.at(-1)).toMatchObject({ method: 'GET', url: `/lodestar-kyc/kyc/${KEY}` });
    await store.remove(KEY);
    await expect(store.get(KEY)).rejects.toThrow('document store GET answered 404');
  });

  it('fails loudly when the bucket refuses the signature, and never takes a key that is not an id', async () => {
    const store = createS3DocumentStore({ endpoint, ...credentials, accessKeyId: 'someone-else' });
    await expect(store.put(KEY, PDF, 'application/pdf')).rejects.toThrow('document store PUT answered 403');
    await expect(store.get('../../etc/passwd')).rejects.toThrow('invalid document key');
  });

  it('keeps the uploads of a casino configured with KYC_S3_* in the bucket, not in DATA_DIR', async () => {
    const t: TestApp = await createTestApp({
      KYC_S3_ENDPOINT: endpoint,
      KYC_S3_BUCKET: credentials.bucket,
      KYC_S3_ACCESS_KEY: credentials.accessKeyId,
      KYC_S3_SECRET_KEY: credentials.secretAccessKey,
      KYC_S3_REGION: credentials.region,
    });
    try {
      const kit = kycTestKit(t);
      const { cookie, playerId } = await newPlayer(t);
      const stored = s3.objects.size;
      expect((await kit.uploadFile(cookie, 'bill', PDF, 'bill.pdf')).statusCode).toBe(201);
      expect(s3.objects.size).toBe(stored + 1);
      expect(existsSync(path.resolve(t.config.DATA_DIR, 'kyc-documents'))).toBe(false);
      const id = await kit.pendingIdOf(playerId, 'bill');
      const file = await t.app.inject({ method: 'GET', url: `${ADMIN_KYC_PATH}/${id}/file`, headers: kit.operator() });
      expect(file.rawPayload.equals(PDF)).toBe(true);
    } finally {
      await t.close();
    }
  });
});
