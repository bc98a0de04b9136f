import { copyFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startPartnerRig, type InstalledClient, type PartnerRig } from '../../support/client-package.js';
import { validateSchema } from '../../support/contract.js';
import { loadCatalogue, normalised, validGtin } from '../../support/fixtures.js';
import type { TestApp } from '../../support/test-app.js';
import type { WebhookReceiver } from '../../support/webhook-receiver.js';

/**
 * The client as partners get it: `npm pack` of clients/typescript installed into an empty project,
 * whose program (test/fixtures/client-package/partner.js) calls the real service through it.
 */
let app: TestApp;
let installed: InstalledClient;
let receiver: WebhookReceiver;
let rig: PartnerRig | undefined;

beforeAll(async () => {
  rig = await startPartnerRig();
  ({ app, installed, receiver } = rig);
  copyFileSync(new URL('../../fixtures/client-package/partner.js', import.meta.url), path.join(installed.dir, 'partner.js'));
}, 180_000);
afterAll(async () => {
  await rig?.close();
});

const SECRET = 'partner-signing-secret-0123456789';

describe('the packed client (@pss/client) installed into an empty project', () => {
  it('holds only the built client, its licence and README; depends on openapi-fetch alone', async () => {
    const { readFileSync, readdirSync } = await import('node:fs');
    const manifest = JSON.parse(readFileSync(path.join(installed.dir, 'node_modules/@pss/client/package.json'), 'utf8'));
    expect(manifest.dependencies).toEqual({ 'openapi-fetch': expect.any(String) });
    const installedPackages = readdirSync(path.join(installed.dir, 'node_modules')).filter((name) => !name.startsWith('.'));
    // openapi-fetch and its own one dependency: none of the server's packages.
    expect(installedPackages).toEqual(expect.arrayContaining(['@pss', 'openapi-fetch']));
    expect(installedPackages.filter((name) => !['@pss', 'openapi-fetch', 'openapi-typescript-helpers'].includes(name))).toEqual([]);
    expect(readdirSync(path.join(installed.dir, 'node_modules/@pss/client')).sort()).toEqual(['LICENSE', 'README.md', 'dist', 'package.json']);
  });

  it('calls every operation, walks every pager and verifies a real delivery', { timeout: 120_000 }, async () => {
    const { name, apiKey } = await app.createClient(undefined, 10);
    await app.services.webhooks.admin.register(name, receiver.url, SECRET);
    const [gtin, other, third] = [validGtin(901, 13, 3), validGtin(902, 13, 3), validGtin(903, 13, 3)];
    await loadCatalogue(app, [{ gtin, name: 'Havredryck', ingredients: 'vatten, havre (10%), rapsolja, salt' }]);
    const env = { PSS_BASE_URL: app.baseUrl, PSS_API_KEY: apiKey, GTIN: gtin, OTHER_GTIN: other, THIRD_GTIN: third, WEBHOOK_SECRET: SECRET };

    const calls = JSON.parse(await installed.node('partner.js', ['calls'], env));

    expect(calls.getAccount).toMatchObject({ status: 'active', client: name, subscriptions: { current_count: 0, max_limit: 10 } });
    expect(calls.subscribeProducts).toMatchObject({ productsSubscribed: 1, unknownProductsSubscribed: 1, productsSkipped: 0 });
    expect([calls.subscribeProduct.action, calls.subscribeProductAgain.action]).toEqual(['subscription_created', 'subscription_updated']);
    expect(calls.getProduct.gtin).toBe(normalised(gtin));
    expect(validateSchema('ProductRecord', calls.getProduct)).toEqual([]);
    expect(validateSchema('ProductExplanation', calls.getProductExplanation)).toEqual([]);
    expect(calls.subscriptionsPaged).toEqual(calls.listSubscriptions.subscriptions.map((item: { gtin: string }) => item.gtin));
    expect(calls.subscriptionsPaged).toHaveLength(3);
    expect(calls.changesPaged).toEqual(calls.listChanges.changes.map((change: { cursor: string }) => change.cursor));
    expect(calls.changesPaged.length).toBeGreaterThan(0);
    expect(calls.exportProducts).toHaveLength(4);
    expect(calls.exportProducts.at(-1)).toMatchObject({ trailer: { records: 3 } });
    expect(calls.triggerWebhook.map((answer: { deliveryId: string }) => typeof answer.deliveryId)).toEqual(['string', 'string']);
    expect(calls.unsubscribeByClientIdentifier.action).toBe('product_unsubscribed');
    expect(calls.unsubscribeProduct.action).toBe('product_unsubscribed');
    expect(calls.notSubscribed).toEqual({ error: 'PssApiError', status: 404, type: '/problems/not-found' });

    // Each product.updated change is also pushed, beside the two test deliveries.
    const pushed = calls.listChanges.changes.filter((change: { event: string }) => change.event === 'product.updated').length + 2;
    const [delivery] = await receiver.waitFor(pushed);
    const file = path.join(installed.dir, 'delivery.json');
    writeFileSync(file, JSON.stringify({ rawBody: delivery!.rawBody.toString('base64'), headers: delivery!.headers }));
    const deliveries = JSON.parse(await installed.node('partner.js', ['deliveries', file], env));

    expect(deliveries.verified).toEqual({ webhookId: delivery!.headers['webhook-id'], event: delivery!.headers['x-webhook-event'], gtin: expect.any(String) });
    expect(deliveries.tampered).toBe('bad_signature');
    expect(deliveries.deliveriesPaged).toEqual(deliveries.listWebhookDeliveries.deliveries.map((item: { id: string }) => item.id));
    expect(deliveries.deliveriesPaged).toHaveLength(pushed);
    expect(deliveries.redeliverWebhookDelivery).toMatchObject({ status: 'success' });
  });
});
