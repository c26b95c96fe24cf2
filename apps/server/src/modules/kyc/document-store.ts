import { mkdir, readFile, rm, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { AwsClient } from 'aws4fetch';
import type { Config } from '../../config.ts';

/** Where uploaded documents are kept. Keys are random ids the service makes; nothing here is ever served publicly. */
export interface DocumentStore {
  put(key: string, bytes: Buffer, contentType: string): Promise<void>;
  get(key: string): Promise<Buffer>;
  remove(key: string): Promise<void>;
}

const SAFE_KEY = /^[0-9a-f-]{36}$/;

function checkedKey(key: string): string {
  // Keys come from randomUUID(); anything else (a path separator above all) is a bug, not a file to touch.
  if (!SAFE_KEY.test(key)) throw new Error(`invalid document key ${JSON.stringify(key)}`);
  return key;
}

/** Files under a folder of DATA_DIR, readable by the server's user only. */
export function createFileDocumentStore(directory: string): DocumentStore {
  const fileOf = (key: string) => path.join(directory, checkedKey(key));
  return {
    async put(key, bytes) {
      await mkdir(directory, { recursive: true, mode: 0o700 });
      await writeFile(fileOf(key), bytes, { mode: 0o600, flag: 'wx' });
    },
    get: (key) => readFile(fileOf(key)),
    remove: (key) => rm(fileOf(key), { force: true }),
  };
}

export interface S3StoreOptions {
  endpoint: string;
  bucket: string;
  accessKeyId: string;
  secretAccessKey: string;
  region: string;
}

/** An S3-compatible bucket (AWS, MinIO, R2…), path-style URLs, SigV4-signed with aws4fetch over fetch. */
export function createS3DocumentStore({ endpoint, bucket, accessKeyId, secretAccessKey, region }: S3StoreOptions): DocumentStore {
  const client = new AwsClient({ accessKeyId, secretAccessKey, region, service: 's3' });
  const urlOf = (key: string) => `${endpoint.replace(/\/+$/, '')}/${encodeURIComponent(bucket)}/kyc/${checkedKey(key)}`;
  const send = async (method: 'PUT' | 'GET' | 'DELETE', key: string, init: { body?: Buffer; contentType?: string } = {}) => {
    const response = await client.fetch(urlOf(key), {
      method,
      body: init.body && new Uint8Array(init.body),
      headers: init.contentType ? { 'content-type': init.contentType } : undefined,
    });
    if (!response.ok && !(method === 'DELETE' && response.status === 404)) {
      throw new Error(`document store ${method} answered ${response.status}`);
    }
    return response;
  };
  return {
    async put(key, bytes, contentType) {
      await send('PUT', key, { body: bytes, contentType });
    },
    async get(key) {
      return Buffer.from(await (await send('GET', key)).arrayBuffer());
    },
    async remove(key) {
      await send('DELETE', key);
    },
  };
}

export function createDocumentStore(config: Config): DocumentStore {
  const { KYC_S3_ENDPOINT, KYC_S3_BUCKET, KYC_S3_ACCESS_KEY, KYC_S3_SECRET_KEY, KYC_S3_REGION } = config;
  if (KYC_S3_ENDPOINT && KYC_S3_BUCKET && KYC_S3_ACCESS_KEY && KYC_S3_SECRET_KEY) {
    return createS3DocumentStore({
      endpoint: KYC_S3_ENDPOINT,
      bucket: KYC_S3_BUCKET,
      accessKeyId: KYC_S3_ACCESS_KEY,
      secretAccessKey: KYC_S3_SECRET_KEY,
      region: KYC_S3_REGION,
    });
  }
  return createFileDocumentStore(path.resolve(config.DATA_DIR, 'kyc-documents'));
}
