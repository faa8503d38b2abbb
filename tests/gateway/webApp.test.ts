import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startGateway, type RunningGateway } from '../../gateway/boot.js';
import { loadGatewayConfig } from '../../gateway/config.js';

// Only the web app is served here, so no api is needed behind this gateway.
let gateway: RunningGateway;
beforeAll(async () => {
  const dist = mkdtempSync(join(tmpdir(), 'hearth-dist-'));
  mkdirSync(join(dist, 'assets'));
  writeFileSync(join(dist, 'index.html'), '<!doctype html><title>Hearth</title><div id="root"></div>');
  writeFileSync(join(dist, 'assets', 'app-3f9a1c.js'), 'console.log("hearth")');
  writeFileSync(join(dist, 'assets', 'app-3f9a1c.css'), 'body{}');
  writeFileSync(join(dist, 'favicon.svg'), '<svg xmlns="http://www.w3.org/2000/svg"/>');
  writeFileSync(join(dist, 'assets', 'model-3f9a1c.hearthbin'), '<script>alert(1)</script>');
  gateway = await startGateway(loadGatewayConfig({ PORT: '0', WEB_DIST_DIR: dist, V20_API_URL: 'http://127.0.0.1:9' }));
});
afterAll(() => gateway?.close());

const get = (path: string, headers: Record<string, string> = {}) => fetch(`${gateway.url}${path}`, { headers });

describe('the built web app', () => {
  it('serves hashed assets with their content type, cached for a year', async () => {
    const res = await get('/assets/app-3f9a1c.js');
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toBe('text/javascript; charset=utf-8');
    expect(res.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
    expect(await res.text()).toBe('console.log("hearth")');
    expect((await get('/assets/app-3f9a1c.css')).headers.get('content-type')).toBe('text/css; charset=utf-8');
  });

  it('serves other files revalidated, so a deploy shows at once', async () => {
    const res = await get('/favicon.svg');
    expect(res.headers.get('content-type')).toBe('image/svg+xml');
    expect(res.headers.get('cache-control')).toBe('no-cache');
  });

  it('serves a file whose extension it does not know as bytes, never to be sniffed', async () => {
    const res = await get('/assets/model-3f9a1c.hearthbin', { accept: 'text/html' });
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toBe('application/octet-stream');
    expect(res.headers.get('x-content-type-options')).toBe('nosniff');
    expect(await res.text()).toBe('<script>alert(1)</script>');
  });

  it('answers a repeat visit with 304 when the file has not changed', async () => {
    const first = await get('/favicon.svg');
    const again = await get('/favicon.svg', { 'if-none-match': first.headers.get('etag')! });
    expect(again.status).toBe(304);
  });

  it('opens client-side routes (a city page, a listing) from index.html', async () => {
    for (const path of ['/', '/listings/ga/atlanta', '/listings/id/12']) {
      const res = await get(path, { accept: 'text/html,application/xhtml+xml' });
      expect(res.status, path).toBe(200);
      expect(res.headers.get('cache-control')).toBe('no-cache');
      expect(await res.text()).toContain('<div id="root">');
    }
  });

  it('a missing asset is a 404, not the app page', async () => {
    expect((await get('/assets/old-build.js', { accept: 'text/html' })).status).toBe(404);
    expect((await get('/robots-missing.txt')).status).toBe(404);
  });

  it('never serves files outside the dist folder', async () => {
    const res = await get('/..%2f..%2f..%2fetc%2fpasswd');
    expect(res.status).toBe(404);
    expect(await res.text()).not.toContain('root:');
  });

  it('refuses writes to pages', async () => {
    const res = await fetch(`${gateway.url}/listings`, { method: 'POST' });
    expect(res.status).toBe(405);
  });
});
