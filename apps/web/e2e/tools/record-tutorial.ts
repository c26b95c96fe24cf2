// `npm run tutorial:record`: records the crypto deposit flow, played in Debian's Chromium against the real server (embedded
// database, sandbox chain), into the tutorial modal's self-hosted video and its captions:
// apps/web/public/tutorials/crypto-deposit.webm and .vtt, committed so that tests and `npm start` never record.
// Frames come from Chromium's screencast (Playwright's own recorder wants an ffmpeg it would download); Debian's ffmpeg
// (`apt-get install ffmpeg`) encodes them at the pace they were painted.
import { execFileSync } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { chromium } from '@playwright/test';
import { COOKIE_CONSENT_NAME } from '@lodestar/contracts';
import { CHAIN_SIMULATOR_PATH } from '../../../server/src/modules/payments/sandbox/chain-simulator-routes.ts';
import buildWeb from '../support/build-web.ts';
import { openFirstDeposit } from '../support/deposit.ts';
import { headerBalance, registerThroughApi } from '../support/players.ts';
import { startServer } from '../support/server.ts';

const OUTPUT_DIR = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../public/tutorials');
const VIEWPORT = { width: 960, height: 540 };
/** How long each caption stays before the next step starts: long enough to read it. */
const STEP_PAUSE_MS = 2600;

interface Frame {
  file: string;
  /** Seconds since the recording started. */
  at: number;
}
interface Cue {
  from: number;
  to: number;
  text: string;
}

const vttTime = (seconds: number) => {
  const millis = Math.round(seconds * 1000);
  const pad = (value: number, width = 2) => String(value).padStart(width, '0');
  return `${pad(Math.floor(millis / 3_600_000))}:${pad(Math.floor(millis / 60_000) % 60)}:${pad(Math.floor(millis / 1000) % 60)}.${pad(millis % 1000, 3)}`;
};

async function record() {
  buildWeb();
  const server = await startServer();
  const browser = await chromium.launch({ executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium' });
  const framesDir = mkdtempSync(path.join(tmpdir(), 'lodestar-tutorial-'));
  try {
    const context = await browser.newContext({ baseURL: server.baseUrl, viewport: VIEWPORT, deviceScaleFactor: 1 });
    await context.grantPermissions(['clipboard-read', 'clipboard-write']);
    // The cookie notice is not part of the lesson.
    await context.addCookies([{ name: COOKIE_CONSENT_NAME, value: 'true', url: server.baseUrl }]);
    const page = await context.newPage();
    await registerThroughApi(page.request, 'BTC');
    await page.goto('/');
    await headerBalance(page).waitFor();

    const frames: Frame[] = [];
    const cdp = await context.newCDPSession(page);
    let startedAt: number | undefined;
    cdp.on('Page.screencastFrame', ({ data, metadata, sessionId }) => {
      startedAt ??= metadata.timestamp ?? 0;
      const file = path.join(framesDir, `frame-${String(frames.length).padStart(5, '0')}.jpg`);
      writeFileSync(file, Buffer.from(data, 'base64'));
      frames.push({ file, at: (metadata.timestamp ?? 0) - startedAt });
      void cdp.send('Page.screencastFrameAck', { sessionId }).catch(() => undefined);
    });
    await cdp.send('Page.startScreencast', { format: 'jpeg', quality: 70, maxWidth: VIEWPORT.width, maxHeight: VIEWPORT.height });
    const clockStart = Date.now();
    const now = () => (Date.now() - clockStart) / 1000;

    const cues: Cue[] = [];
    const step = async (text: string, action: () => Promise<void>) => {
      const from = now();
      await action();
      await page.waitForTimeout(STEP_PAUSE_MS);
      cues.push({ from, to: now(), text });
    };

    let dialog = page.getByRole('dialog', { name: 'Deposit' });
    await step('Press Deposit at the top of the page.', async () => {
      await page.waitForTimeout(800);
      dialog = await openFirstDeposit(page);
    });
    await step('Enter an amount in your crypto currency and press Play.', async () => {
      await dialog.getByLabel('Amount', { exact: true }).pressSequentially('0.001', { delay: 120 });
      await page.waitForTimeout(500);
      await dialog.getByRole('button', { name: 'Play' }).click();
    });
    await step('The Deposit tab shows your personal address and its QR code.', async () => {
      await dialog.getByRole('tab', { name: 'Deposit' }).click();
      await dialog.getByLabel('Deposit address').waitFor();
    });
    const address = (await dialog.getByLabel('Deposit address').textContent())!.trim();
    await step('Copy the address and send the coins to it from your wallet.', async () => {
      await dialog.getByRole('button', { name: 'Copy address' }).click();
    });
    await step('Once the network confirms it, your balance updates by itself. Good luck!', async () => {
      await page.request.post(CHAIN_SIMULATOR_PATH, { data: { currency: 'BTC', address, amount: '0.0125', confirmations: 2 } });
      await headerBalance(page).filter({ hasText: '0.01250000 BTC' }).waitFor({ timeout: 15_000 });
    });
    await cdp.send('Page.stopScreencast');
    const end = now();
    if (frames.length === 0) throw new Error('Chromium painted no frame');

    // Each frame shows until the next one was painted: the video keeps the flow's real pace.
    const concat = ['ffconcat version 1.0'];
    frames.forEach((frame, index) => {
      const next = frames[index + 1]?.at ?? end;
      concat.push(`file '${frame.file}'`, `duration ${Math.max(next - frame.at, 0.04).toFixed(3)}`);
    });
    concat.push(`file '${frames.at(-1)!.file}'`);
    const listFile = path.join(framesDir, 'frames.txt');
    writeFileSync(listFile, concat.join('\n'));
    const video = path.join(OUTPUT_DIR, 'crypto-deposit.webm');
    execFileSync(
      'ffmpeg',
      [
        '-y',
        '-loglevel',
        'error',
        '-f',
        'concat',
        '-safe',
        '0',
        '-i',
        listFile,
        '-vf',
        'fps=12,format=yuv420p',
        '-c:v',
        'libvpx-vp9',
        '-b:v',
        '180k',
        '-an',
        video,
      ],
      { stdio: 'inherit' },
    );
    const vtt = ['WEBVTT', '', ...cues.flatMap((cue, index) => [String(index + 1), `${vttTime(cue.from)} --> ${vttTime(cue.to)}`, cue.text, ''])];
    writeFileSync(path.join(OUTPUT_DIR, 'crypto-deposit.vtt'), vtt.join('\n'));
    console.log(`recorded ${frames.length} frames, ${end.toFixed(1)} s, into ${path.relative(process.cwd(), video)} and its captions`);
  } finally {
    await browser.close();
    await server.stop();
    rmSync(framesDir, { recursive: true, force: true });
  }
}

await record();
