import { createCipheriv, createHmac } from 'node:crypto';

/** Half of the 52 bits a subscription id is permuted within. */
const HALF_BITS = 26;
const HALF = 2 ** HALF_BITS;
const HALF_MASK = HALF - 1;
const ROUNDS = 8;
/** Opaque ids are 2^52 + a 52-bit value: at most 2^53 − 1, the contract's bound, and never equal to an id shown before. */
const OPAQUE_BASE = 2 ** 52;

/**
 * The `id` a partner sees for each of its records. Subscription ids are numbered for all clients
 * together, so showing them would let a partner count the others' new subscriptions between two of
 * its own (docs/security.md, "Opaque positions"). A subscription created since migration 010 is
 * shown as 2^52 plus its id under a keyed permutation of the 52-bit numbers, one per client: an
 * 8-round Feistel network whose round function is AES-256 under a key derived from SECRET_KEY
 * (Luby–Rackoff: a pseudorandom permutation from a pseudorandom function). It is stable, unique
 * within the client, still a whole number below 2^53, and says nothing of order or gaps. A
 * subscription from before keeps the id its partner has already seen.
 */
export function createRecordIds(deps: { secretKey: Buffer; opaqueFrom: () => Promise<number> }) {
  const key = createHmac('sha256', deps.secretKey).update('pss record id v1').digest();
  // One block at a time through the block cipher itself: ECB of one block, no padding, never finalised.
  const cipher = createCipheriv('aes-256-ecb', key, null);
  cipher.setAutoPadding(false);
  const block = Buffer.alloc(16);

  function round(clientId: number, number: number, half: number): number {
    block.writeUIntBE(clientId, 0, 6);
    block[6] = number;
    block.writeUInt32BE(half, 8);
    return cipher.update(block).readUInt32BE(0) & HALF_MASK;
  }

  function permute(clientId: number, id: number): number {
    let left = Math.floor(id / HALF) & HALF_MASK;
    let right = id & HALF_MASK;
    for (let number = 0; number < ROUNDS; number += 1) [left, right] = [right, (left ^ round(clientId, number, right)) >>> 0];
    return left * HALF + right;
  }

  let boundary: Promise<number> | undefined;
  const opaqueFrom = () =>
    (boundary ??= deps.opaqueFrom().catch((error: unknown) => {
      // Not kept: the next request asks the database again.
      boundary = undefined;
      throw error;
    }));

  return {
    /** How this client's subscription ids are shown (read once per process, then synchronous). */
    async forClient(clientId: number): Promise<(subscriptionId: number) => number> {
      const from = await opaqueFrom();
      return (subscriptionId) => (subscriptionId < from ? subscriptionId : OPAQUE_BASE + permute(clientId, subscriptionId));
    },
  };
}

export type RecordIds = ReturnType<typeof createRecordIds>;
