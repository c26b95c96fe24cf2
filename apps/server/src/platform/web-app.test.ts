import { mkdtemp, mkdir, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test/test-app.ts';

let t: TestApp;
beforeAll(async () => {
  const dist = await mkdtemp(path.join(tmpdir(), 'lodestar-dist-'));
  await writeFile(path.join(dist, 'index.html'), '<!doctype html><title>Lodestar</title>');
  await mkdir(path.join(dist, 'assets'));
  await writeFile(path.join(dist, 'assets', 'app-1234.js'), 'console.log(1)');
  await mkdir(path.join(dist, 'studio'));
  await writeFile(path.join(dist, 'studio', 'index.html'), '<!doctype html><title>Lodestar Originals</title>');
  t = await createTestApp({}, { webDistDir: dist });
});
afterAll(() => t.close());

describe('serving the web app', () => {
  it('answers every page URL with index.html, whatever the client accepts', async () => {
    for (const url of ['/', '/profile/details', '/game/lodestar-dice?x=1']) {
      const response = await t.app.inject({ method: 'GET', url, headers: { accept: '*/*' } });
      expect(response.statusCode, url).toBe(200);
      expect(response.body).toContain('<title>Lodestar</title>');
      expect(response.headers['cache-control']).toBe('no-cache');
    }
  });

  it('serves hashed assets for a year and keeps missing files and API paths as JSON 404s', async () => {
    const asset = await t.app.inject({ method: 'GET', url: '/assets/app-1234.js' });
    expect(asset.headers['cache-control']).toContain('immutable');
    expect((await t.app.inject({ method: 'GET', url: '/assets/missing.js' })).statusCode).toBe(404);
    const api = await t.app.inject({ method: 'GET', url: '/user-service/api/v1/nothing', headers: { accept: 'text/html' } });
    expect(api.statusCode).toBe(404);
    expect(api.json().code).toBe('NOT_FOUND');
  });

  it('answers every studio game URL with the studio page, which only our own origin may frame', async () => {
    for (const url of ['/studio/slot-neon-nights/?token=abc&mode=demo', '/studio/dice/']) {
      const response = await t.app.inject({ method: 'GET', url });
      expect(response.statusCode, url).toBe(200);
      expect(response.body).toContain('<title>Lodestar Originals</title>');
      expect(response.headers['x-frame-options']).toBe('SAMEORIGIN');
      expect(response.headers['content-security-policy']).toContain("frame-ancestors 'self'");
    }
    const unknownCall = await t.app.inject({ method: 'GET', url: '/studio-api/v1/nothing', headers: { accept: 'text/html' } });
    expect(unknownCall.statusCode).toBe(404);
    expect(unknownCall.json().code).toBe('NOT_FOUND');
  });
});
