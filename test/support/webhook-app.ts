import { startTestApp, type TestApp } from './test-app.js';
import { startWebhookReceiver, type WebhookReceiver } from './webhook-receiver.js';

export interface WebhookTestApp {
  app: TestApp;
  /** A new client with a webhook registered to a fresh loopback receiver. */
  partner(secret?: string): Promise<{ name: string; apiKey: string; clientId: number; secret: string; receiver: WebhookReceiver }>;
  close(): Promise<void>;
}

/** The real service with its worker running in this process, delivering to receivers on loopback. */
export async function startWebhookTestApp(env: Record<string, string> = {}): Promise<WebhookTestApp> {
  const app = await startTestApp(env);
  const worker = await app.services.startWorker();
  const receivers: WebhookReceiver[] = [];
  return {
    app,
    async partner(secret = 'partner-signing-secret-01') {
      const receiver = await startWebhookReceiver();
      receivers.push(receiver);
      const client = await app.createClient();
      await app.services.webhooks.admin.register(client.name, receiver.url, secret);
      const clientId = Number((await app.db.knex('clients').where({ name: client.name }).first('id')).id);
      return { ...client, clientId, secret, receiver };
    },
    async close() {
      await worker.stop();
      await Promise.all(receivers.map((receiver) => receiver.close()));
      await app.close();
    },
  };
}
