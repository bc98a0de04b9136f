export type ClientStatus = 'active' | 'suspended';

/** A partner account, as every slice and the request pipeline see it (stored by accounts/client-store.ts). */
export interface Client {
  id: number;
  name: string;
  status: ClientStatus;
  maxLimit: number;
  currentCount: number;
  rateLimitPerMinute: number | null;
  createdAt: Date;
}
