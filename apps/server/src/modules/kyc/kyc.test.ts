import { readdir } from 'node:fs/promises';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { apiPaths, KYC_MAX_DOCUMENT_BYTES, kycMessages, kycPaths } from '@lodestar/contracts';
import { useTestApp } from '../../../test/test-app.ts';
import { eq } from 'drizzle-orm';
import { kycDocuments, playerProfiles } from '../../db/schema.ts';
import { newPlayer } from '../payments/payments-test-kit.ts';
import { ADMIN_KYC_PATH } from './admin-routes.ts';
import { JPEG, kycTestKit, multipartBody, PDF, PNG } from './kyc-test-kit.ts';

const t = useTestApp();
const kit = kycTestKit(t);
const storedFiles = async () => readdir(path.resolve(t.config.DATA_DIR, 'kyc-documents')).catch(() => [] as string[]);

describe('document uploads', () => {
  it('stores a PNG as the pending identity document and shows its status', async () => {
    const { cookie } = await newPlayer(t);
    expect(await kit.statusOf(cookie, 'identity')).toEqual({ kind: 'identity', status: 'missing', rejectionReason: null, uploadedAt: null });
    const before = (await storedFiles()).length;
    const uploaded = await kit.uploadFile(cookie, 'identity');
    expect(uploaded.statusCode).toBe(201);
    expect(uploaded.json()).toMatchObject({ kind: 'identity', status: 'pending', rejectionReason: null });
    expect(await kit.statusOf(cookie, 'identity')).toMatchObject({ status: 'pending' });
    expect(await kit.statusOf(cookie, 'bill')).toMatchObject({ status: 'missing' });
    const files = await storedFiles();
    expect(files).toHaveLength(before + 1);
    expect(files.every((name) => /^[0-9a-f-]{36}$/.test(name))).toBe(true);
    expect((await kit.uploadFile(cookie, 'bill', PDF, 'bill.pdf')).statusCode).toBe(201);
  });

  it.each([
    [
      'forged magic bytes (an executable named .png)',
      [{ name: 'file', filename: 'passport.png', contentType: 'image/png', content: Buffer.from('MZ\x90\x00 not an image') }],
      400,
      kycMessages.wrongType,
    ],
    [
      'a GIF declared as JPEG',
      [{ name: 'file', filename: 'id.jpg', contentType: 'image/jpeg', content: Buffer.from('GIF89a......') }],
      400,
      kycMessages.wrongType,
    ],
    [
      'an empty file',
      [{ name: 'file', filename: 'empty.pdf', contentType: 'application/pdf', content: Buffer.alloc(0) }],
      400,
      kycMessages.emptyFile,
    ],
    [
      'a file over 10 MB',
      [{ name: 'file', filename: 'huge.pdf', content: Buffer.concat([PDF, Buffer.alloc(KYC_MAX_DOCUMENT_BYTES)]) }],
      413,
      kycMessages.tooLarge,
    ],
    ['the wrong field name', [{ name: 'document', filename: 'id.png', contentType: 'image/png', content: PNG }], 400, kycMessages.wrongField],
    ['no file at all', [], 400, kycMessages.missingFile],
    ['a text field instead of a file', [{ name: 'file', content: 'passport' }], 400, kycMessages.missingFile],
  ])('refuses %s and stores nothing', async (_name, parts, status, message) => {
    const { cookie } = await newPlayer(t);
    const before = await storedFiles();
    const refused = await kit.upload(cookie, 'identity', parts);
    expect(refused.statusCode).toBe(status);
    expect(refused.json().message).toBe(message);
    expect(await kit.statusOf(cookie, 'identity')).toMatchObject({ status: 'missing' });
    expect(await storedFiles()).toEqual(before);
  });

  it('refuses a form cut short or without a boundary with a 400, never a 5xx', async () => {
    const { cookie } = await newPlayer(t);
    const { payload, contentType } = multipartBody([{ name: 'file', filename: 'id.png', contentType: 'image/png', content: PNG }]);
    const post = (body: Buffer, type: string) =>
      t.app.inject({ method: 'POST', url: kycPaths.identity, headers: { cookie, 'content-type': type }, payload: body });
    const cut = await post(payload.subarray(0, payload.length - 30), contentType);
    expect(cut.statusCode).toBe(400);
    expect(cut.json().message).toBe(kycMessages.unreadable);
    const noBoundary = await post(payload, 'multipart/form-data');
    expect(noBoundary.statusCode).toBe(400);
    expect(noBoundary.json().message).toBe(kycMessages.unreadable);
    expect(await kit.statusOf(cookie, 'identity')).toMatchObject({ status: 'missing' });
  });

  it('refuses a JSON body and a signed-out caller', async () => {
    const { cookie } = await newPlayer(t);
    const json = await t.app.inject({ method: 'POST', url: kycPaths.bill, headers: { cookie }, payload: { file: 'x' } });
    expect(json.statusCode).toBe(400);
    expect(json.json().message).toBe(kycMessages.missingFile);
    expect((await t.app.inject({ method: 'GET', url: kycPaths.bill })).statusCode).toBe(401);
  });
});

describe('operator review', () => {
  it('needs a staff credential with kyc:review', async () => {
    expect((await t.app.inject({ method: 'GET', url: ADMIN_KYC_PATH })).statusCode).toBe(401);
    const wrong = await t.app.inject({ method: 'GET', url: ADMIN_KYC_PATH, headers: { authorization: 'Bearer not-the-token' } });
    expect(wrong.statusCode).toBe(401);
    const { cookie, playerId } = await newPlayer(t);
    await kit.uploadFile(cookie, 'identity');
    const id = await kit.pendingIdOf(playerId, 'identity');
    expect((await t.app.inject({ method: 'POST', url: `${ADMIN_KYC_PATH}/${id}/approve`, headers: { cookie } })).statusCode).toBe(401);
    expect(await kit.statusOf(cookie, 'identity')).toMatchObject({ status: 'pending' });
  });

  it('refuses a replacement while pending, takes one after a rejection, and tells the player why', async () => {
    const { cookie, playerId, email } = await newPlayer(t);
    await kit.uploadFile(cookie, 'bill', JPEG, 'bill.jpg');
    const early = await kit.uploadFile(cookie, 'bill', PDF, 'bill.pdf');
    expect(early.statusCode).toBe(409);
    expect(early.json().message).toBe(kycMessages.underReview);

    const id = await kit.pendingIdOf(playerId, 'bill');
    expect((await kit.decide(id, 'reject')).statusCode).toBe(400);
    const rejected = await kit.decide(id, 'reject', 'The bill is older than three months');
    expect(rejected.json()).toEqual({ id, status: 'rejected', playerVerified: false });
    expect(await kit.statusOf(cookie, 'bill')).toMatchObject({ status: 'rejected', rejectionReason: 'The bill is older than three months' });
    const [mail] = await t.waitForMails(email, 2);
    expect(mail!.subject).toBe('Your proof of address was not accepted — Lodestar Casino');
    expect(mail!.text).toContain('The bill is older than three months');
    expect(mail!.text).toContain(`${t.config.PUBLIC_URL}/profile/verification`);
    expect((await kit.decide(id, 'approve')).statusCode).toBe(409);

    const replaced = await kit.uploadFile(cookie, 'bill', PDF, 'bill.pdf');
    expect(replaced.statusCode).toBe(201);
    expect(replaced.json()).toMatchObject({ status: 'pending', rejectionReason: null });
  });

  it('verifies the player only when both documents are approved, and says so by email', async () => {
    const { cookie, playerId, email } = await newPlayer(t);
    await kit.uploadFile(cookie, 'identity');
    await kit.uploadFile(cookie, 'bill', PDF, 'bill.pdf');
    const profile = async () => (await t.app.inject({ method: 'GET', url: apiPaths.profile, headers: { cookie } })).json();

    const identity = await kit.pendingIdOf(playerId, 'identity');
    const download = await t.app.inject({ method: 'GET', url: `${ADMIN_KYC_PATH}/${identity}/file`, headers: kit.operator() });
    expect(download.headers['content-type']).toBe('image/png');
    expect(download.headers['content-disposition']).toMatch(/^inline;/);
    expect(download.rawPayload.equals(PNG)).toBe(true);

    expect((await kit.decide(identity, 'approve')).json()).toEqual({ id: identity, status: 'approved', playerVerified: false });
    expect((await profile()).idVerification.verified).toBe(false);
    expect((await profile()).billVerification.verified).toBe(false);
    expect((await t.waitForMails(email, 2))[0]!.subject).toBe('Your identity document is approved — Lodestar Casino');

    const again = await kit.uploadFile(cookie, 'identity');
    expect(again.statusCode).toBe(409);
    expect(again.json().message).toBe(kycMessages.alreadyApproved);

    const bill = await kit.pendingIdOf(playerId, 'bill');
    expect((await kit.decide(bill, 'approve')).json()).toEqual({ id: bill, status: 'approved', playerVerified: true });
    expect((await profile()).idVerification.verified).toBe(true);
    expect((await profile()).billVerification.verified).toBe(true);
    const [verifiedMail] = await t.waitForMails(email, 3);
    expect(verifiedMail!.subject).toBe('Your account is verified — Lodestar Casino');
    expect(verifiedMail!.html).toContain('you can cash out');
    expect((await t.app.inject({ method: 'GET', url: ADMIN_KYC_PATH, headers: kit.operator() })).json().documents).not.toContainEqual(
      expect.objectContaining({ playerId }),
    );
  });

  it('verifies the player when both documents are approved at the same moment', async () => {
    const { cookie, playerId } = await newPlayer(t);
    await kit.uploadFile(cookie, 'identity');
    await kit.uploadFile(cookie, 'bill', PDF, 'bill.pdf');
    const ids = [await kit.pendingIdOf(playerId, 'identity'), await kit.pendingIdOf(playerId, 'bill')];
    const decisions = await Promise.all(ids.map((id) => kit.decide(id, 'approve')));
    expect(decisions.map((decision) => decision.statusCode)).toEqual([200, 200]);
    expect(decisions.filter((decision) => decision.json().playerVerified)).toHaveLength(1);
    const profile = (await t.app.inject({ method: 'GET', url: apiPaths.profile, headers: { cookie } })).json();
    expect([profile.idVerification.verified, profile.billVerification.verified]).toEqual([true, true]);
  });

  it('answers 404 for an unknown document', async () => {
    const unknown = '00000000-0000-4000-8000-000000000000';
    expect((await kit.decide(unknown, 'approve')).statusCode).toBe(404);
    expect((await kit.decide(unknown, 'reject', 'not readable')).statusCode).toBe(404);
  });

  it('lists pending documents oldest first, with the name on the profile, the country and the account age', async () => {
    const first = await newPlayer(t);
    const second = await newPlayer(t);
    await t.database.db.insert(playerProfiles).values({ playerId: second.playerId, firstName: 'Grace', lastName: 'Hopper', country: 'GB' });
    await kit.uploadFile(first.cookie, 'identity');
    await kit.uploadFile(second.cookie, 'identity');
    const secondId = await kit.pendingIdOf(second.playerId, 'identity');
    await t.database.db
      .update(kycDocuments)
      .set({ uploadedAt: new Date('2020-01-01T00:00:00Z') })
      .where(eq(kycDocuments.id, secondId));

    const { documents } = (await t.app.inject({ method: 'GET', url: ADMIN_KYC_PATH, headers: kit.operator() })).json();
    expect(documents[0]).toMatchObject({ id: secondId, playerEmail: second.email, playerName: 'Grace Hopper', country: 'GB' });
    const firstDocument = documents.find((document: { playerId: string }) => document.playerId === first.playerId);
    expect(firstDocument).toMatchObject({ playerName: 'Ada Lovelace', country: null });
    expect(Date.now() - Date.parse(firstDocument.accountCreatedAt)).toBeLessThan(60_000);
    const uploadTimes = documents.map((document: { uploadedAt: string }) => Date.parse(document.uploadedAt));
    expect(uploadTimes).toEqual([...uploadTimes].sort((a, b) => a - b));
  });
});
