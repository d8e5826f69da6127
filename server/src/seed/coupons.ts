export interface SeedCoupon {
  code: string;
  kind: 'percent' | 'flat';
  /** Percent off, or rupees off. */
  amount: number;
  minOrder: number;
  maxUses: number | null;
  expiresAt: string | null;
}

export const seedCoupons: SeedCoupon[] = [
  { code: 'WELCOME10', kind: 'percent', amount: 10, minOrder: 0, maxUses: 1000, expiresAt: null },
  { code: 'FLAT100', kind: 'flat', amount: 100, minOrder: 500, maxUses: 500, expiresAt: null },
  {
    code: 'EXPIRED5',
    kind: 'percent',
    amount: 5,
    minOrder: 0,
    maxUses: null,
    expiresAt: '2024-01-01T00:00:00Z',
  },
];
