import { chromium, type Browser, type Page } from 'playwright-core';
import { startGateway, type RunningGateway } from '../../../gateway/boot.js';
import { loadGatewayConfig } from '../../../gateway/config.js';
import { startTestApi, type TestApi } from '../../support/api.js';
import { liveEnv } from '../../gateway/harness.js';
import { ensureWebBuild } from './webBuild.js';

export interface App {
  /** Base URL of the gateway, which serves the built web app and /graphql. */
  url: string;
  api: TestApi & { url: string };
  gateway: RunningGateway;
  browser: Browser;
  /** A fresh browser context (no cookies) with one page; 1280×900 unless given. */
  newPage(viewport?: { width: number; height: number }): Promise<Page>;
  close(): Promise<void>;
}

export const CHROMIUM_ARGS = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--no-first-run',
  '--disable-quic',
];

/**
 * The product as users meet it: a real api on its own copy of the seeded database,
 * the real gateway in production mode (persisted operations only) serving the
 * built web app, and Debian's Chromium.
 */
export async function startApp(): Promise<App> {
  ensureWebBuild();
  // Live updates on, as in `npm start`: one shared secret, loopback delivery allowed.
  const live = liveEnv();
  const api = await startTestApi(live.api);
  const gateway = await startGateway(
    loadGatewayConfig({
      PORT: '0',
      V20_API_URL: api.url,
      NODE_ENV: 'production',
      WEB_DIST_DIR: 'web/dist',
      PERSISTED_OPERATIONS_FILE: 'web/persisted-queries.json',
      ...live.gateway,
    }),
  );
  const browser = await chromium.launch({ executablePath: '/usr/bin/chromium', headless: true, args: CHROMIUM_ARGS });
  return {
    url: gateway.url,
    api,
    gateway,
    browser,
    async newPage(viewport = { width: 1280, height: 900 }) {
      const context = await browser.newContext({ viewport, baseURL: gateway.url });
      const page = await context.newPage();
      page.setDefaultTimeout(15_000);
      return page;
    },
    async close() {
      await browser.close();
      await gateway.close();
      await api.close();
    },
  };
}
