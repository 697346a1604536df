import { describe, expect, it } from 'vitest';
import { messagingMessages } from '../messages/messaging';
import { addDays } from './expiry';
import {
  noticeProblem,
  noticeState,
  offeredNoticeTypes,
  suggestedNoticeType,
  templateTypeFor,
} from './profile-notice';

const today = '2026-12-10';
const held = (days: number | null, status = 'ocupado') => ({
  status,
  expiryDate: days === null ? null : addDays(today, days),
});

describe('noticeState', () => {
  it('counts the 7-day window of the notify dialog', () => {
    expect(noticeState(held(0), today)).toBe('expired');
    expect(noticeState(held(-3), today)).toBe('expired');
    expect(noticeState(held(1), today)).toBe('near');
    expect(noticeState(held(7), today)).toBe('near');
    expect(noticeState(held(8), today)).toBe('active');
    expect(noticeState(held(null), today)).toBe('active');
  });

  it('reads a profile marked expirado as expired whatever its date', () => {
    expect(noticeState(held(20, 'expirado'), today)).toBe('expired');
  });
});

describe('offeredNoticeTypes', () => {
  it('offers Renovación only when a profile is near expiry or expired', () => {
    expect(offeredNoticeTypes([held(20), held(6)], today)).toEqual([
      'renovaciones',
      'garantia',
      'cambio_contraseña',
    ]);
    expect(offeredNoticeTypes([held(20), held(-1)], today)).toContain('renovaciones');
    expect(offeredNoticeTypes([held(20), held(8)], today)).toEqual(['garantia', 'cambio_contraseña']);
    expect(offeredNoticeTypes([], today)).toEqual(['garantia', 'cambio_contraseña']);
  });
});

describe('suggestedNoticeType', () => {
  const all = ['renovaciones', 'garantia', 'cambio_contraseña'] as const;
  it('suggests a renewal for an expired or near profile, garantia when none is near', () => {
    expect(suggestedNoticeType([held(-1), held(20)], today, all)).toBe('renovaciones');
    expect(suggestedNoticeType([held(5)], today, all)).toBe('renovaciones');
    expect(suggestedNoticeType([held(20)], today, all)).toBe('garantia');
  });

  it('falls back to garantia when Renovación is not offered', () => {
    expect(suggestedNoticeType([], today, ['garantia', 'cambio_contraseña'])).toBe('garantia');
  });
});

describe('templateTypeFor', () => {
  it('asks an expired profile to renew with the expirado text', () => {
    expect(templateTypeFor('renovaciones', held(-2), today)).toBe('expirado');
    expect(templateTypeFor('renovaciones', held(20, 'expirado'), today)).toBe('expirado');
    expect(templateTypeFor('renovaciones', held(3), today)).toBe('renovaciones');
    expect(templateTypeFor('garantia', held(-2), today)).toBe('garantia');
    expect(templateTypeFor('cambio_contraseña', held(-2), today)).toBe('cambio_contraseña');
  });
});

describe('noticeProblem', () => {
  it("gives the spec's texts", () => {
    expect(noticeProblem([], 'garantia', today)).toBe(messagingMessages.noProfileSelected);
    expect(noticeProblem([held(20)], 'renovaciones', today)).toBe(messagingMessages.noneNearExpiry);
    expect(noticeProblem([held(20), held(7)], 'renovaciones', today)).toBeNull();
    expect(noticeProblem([held(20)], 'garantia', today)).toBeNull();
  });
});
