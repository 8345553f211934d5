import { paymentStatuses, type PaymentStatus } from '@clutch/contract/payments';
import { describe, expect, it } from 'vitest';
import { effectOf, reportOf, type PaymentEffect } from './payment-events.ts';

/** Every event the providers send that we read, with the object fields that decide it. */
const events: Array<[name: string, type: string, object: Record<string, unknown>]> = [
  ['session completed, paid', 'checkout.session.completed', { payment_status: 'paid' }],
  ['session completed, nothing to pay', 'checkout.session.completed', { payment_status: 'no_payment_required' }],
  ['session completed, unpaid (a delayed method)', 'checkout.session.completed', { payment_status: 'unpaid' }],
  ['async payment succeeded', 'checkout.session.async_payment_succeeded', { payment_status: 'paid' }],
  ['async payment succeeded, still unpaid', 'checkout.session.async_payment_succeeded', { payment_status: 'unpaid' }],
  ['session expired', 'checkout.session.expired', {}],
  ['async payment failed', 'checkout.session.async_payment_failed', {}],
  ['charge refunded in full', 'charge.refunded', { refunded: true }],
  ['charge refunded in part', 'charge.refunded', { refunded: false }],
  ['an event we do not handle', 'customer.created', { payment_status: 'paid', refunded: true }],
];

/** The whole table, written out: event (rows) × the payment's status (columns), `—` = not looked up at all. */
const X = '—';
const table: Record<string, Record<PaymentStatus, PaymentEffect | typeof X>> = {
  'session completed, paid': { PENDING: 'COMPLETE', COMPLETED: 'ALREADY_APPLIED', FAILED: 'COMPLETE', CANCELLED: 'COMPLETE', REFUNDED: 'ALREADY_APPLIED' },
  'session completed, nothing to pay': { PENDING: 'COMPLETE', COMPLETED: 'ALREADY_APPLIED', FAILED: 'COMPLETE', CANCELLED: 'COMPLETE', REFUNDED: 'ALREADY_APPLIED' },
  'session completed, unpaid (a delayed method)': { PENDING: X, COMPLETED: X, FAILED: X, CANCELLED: X, REFUNDED: X },
  'async payment succeeded': { PENDING: 'COMPLETE', COMPLETED: 'ALREADY_APPLIED', FAILED: 'COMPLETE', CANCELLED: 'COMPLETE', REFUNDED: 'ALREADY_APPLIED' },
  'async payment succeeded, still unpaid': { PENDING: X, COMPLETED: X, FAILED: X, CANCELLED: X, REFUNDED: X },
  'session expired': { PENDING: 'CANCEL', COMPLETED: 'SUPERSEDED', FAILED: 'SUPERSEDED', CANCELLED: 'ALREADY_APPLIED', REFUNDED: 'SUPERSEDED' },
  'async payment failed': { PENDING: 'FAIL', COMPLETED: 'SUPERSEDED', FAILED: 'ALREADY_APPLIED', CANCELLED: 'SUPERSEDED', REFUNDED: 'SUPERSEDED' },
  'charge refunded in full': {
    PENDING: 'COMPLETE_THEN_REFUND',
    COMPLETED: 'REFUND',
    FAILED: 'COMPLETE_THEN_REFUND',
    CANCELLED: 'COMPLETE_THEN_REFUND',
    REFUNDED: 'ALREADY_APPLIED',
  },
  'charge refunded in part': { PENDING: X, COMPLETED: X, FAILED: X, CANCELLED: X, REFUNDED: X },
  'an event we do not handle': { PENDING: X, COMPLETED: X, FAILED: X, CANCELLED: X, REFUNDED: X },
};

const decide = (type: string, object: Record<string, unknown>, status: PaymentStatus) => {
  const report = reportOf(type, object);
  return report ? effectOf(report, status) : X;
};

describe('payment events: event × payment status → effect', () => {
  it('covers every status the contract knows', () => {
    for (const row of Object.values(table)) expect(Object.keys(row).sort()).toEqual([...paymentStatuses].sort());
  });

  it.each(events.flatMap(([name, type, object]) => paymentStatuses.map((status) => [name, status, type, object] as const)))(
    '%s on a %s payment',
    (name, status, type, object) => {
      expect(decide(type, object, status)).toBe(table[name]![status]);
    },
  );

  it('lets a report that changed something change nothing the second time (redelivery is idempotent)', () => {
    const after: Partial<Record<PaymentEffect, PaymentStatus>> = {
      COMPLETE: 'COMPLETED',
      COMPLETE_THEN_REFUND: 'REFUNDED',
      REFUND: 'REFUNDED',
      CANCEL: 'CANCELLED',
      FAIL: 'FAILED',
    };
    for (const [, type, object] of events) {
      const report = reportOf(type, object);
      if (!report) continue;
      for (const status of paymentStatuses) {
        const reached = after[effectOf(report, status)];
        if (reached) expect(effectOf(report, reached), `${type} twice from ${status}`).toBe('ALREADY_APPLIED');
      }
    }
  });

  it('ends in the same state whichever of completion and refund arrives first', () => {
    // In order: PAID takes PENDING to COMPLETED, then REFUNDED takes it to REFUNDED.
    expect([effectOf('PAID', 'PENDING'), effectOf('REFUNDED', 'COMPLETED')]).toEqual(['COMPLETE', 'REFUND']);
    // Out of order: REFUNDED applies both, then the late PAID finds REFUNDED and does nothing.
    expect([effectOf('REFUNDED', 'PENDING'), effectOf('PAID', 'REFUNDED')]).toEqual(['COMPLETE_THEN_REFUND', 'ALREADY_APPLIED']);
  });
});
