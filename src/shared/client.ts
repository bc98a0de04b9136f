export type ClientStatus = 'active' | 'suspended';

/** `live` for a partner's production account, `test` for its sandbox (opened by `pss_test_` keys). */
export type ClientMode = 'live' | 'test';

/** A partner account, as every slice and the request pipeline see it (stored by accounts/client-store.ts). */
export interface Client {
  id: number;
  name: string;
  status: ClientStatus;
  maxLimit: number;
  currentCount: number;
  rateLimitPerMinute: number | null;
  createdAt: Date;
  /**
   * A sandbox is a client row of its own, linked to its live client (`liveClientId`): every
   * per-client table then keeps its data apart from the live data.
   */
  mode: ClientMode;
  /** The live client of a sandbox; `null` for a live client. */
  liveClientId: number | null;
}
