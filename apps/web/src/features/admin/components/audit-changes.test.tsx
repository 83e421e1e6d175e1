import { render, screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import i18n from '../../../lib/i18n';
import texts from '../../../locales/ru/admin.json';
import { auditChangeRows } from '../utils/audit-changes';
import { AuditChanges } from './audit-changes';

i18n.addResourceBundle('ru', 'admin', texts, true, true);

const cells = (key: string) => within(screen.getByTestId(`audit-change-${key}`)).getAllByRole('definition').map((c) => c.textContent?.replace(/^→ /, ''));

describe('AuditChanges', () => {
  it('shows a balance change as fields with roubles, not kopecks or JSON', () => {
    render(<AuditChanges before={{ currency: 'money', balance: 100_000 }} after={{ currency: 'money', balance: 1_600_000, delta: 1_500_000 }} />);
    expect(screen.getByTestId('audit-change-balance').textContent).toContain('Баланс');
    expect(cells('balance')).toEqual(['1000.00 ₽', '16\u00a0000.00 ₽']);
    expect(cells('delta')).toEqual(['—', '+15\u00a0000.00 ₽']);
    expect(cells('currency')).toEqual(['Рубли', 'Рубли']);
    expect(document.body.textContent).not.toContain('1500000');
    expect(document.body.textContent).not.toContain('{');
  });

  it('writes coins with their unit and words for yes, no and roles', () => {
    render(<AuditChanges before={{ role: null, banned: false }} after={{ role: 'finance', banned: true }} />);
    expect(cells('role')).toEqual(['—', 'Финансы']);
    expect(cells('banned')).toEqual(['нет', 'да']);
    render(<AuditChanges before={null} after={{ currency: 'coins', delta: -2_000 }} />);
    expect(cells('delta')).toEqual(['—', '-20.00 мон.']);
  });
});

describe('auditChangeRows', () => {
  it('opens nested objects into paths and marks what moved', () => {
    expect(auditChangeRows({ status: 'pending', subject: { code: 'A' } }, { status: 'approved', subject: { code: 'A' }, balance: 5 })).toEqual([
      { key: 'status', before: 'pending', after: 'approved', changed: true },
      { key: 'subject.code', before: 'A', after: 'A', changed: false },
      { key: 'balance', before: undefined, after: 5, changed: true },
    ]);
    expect(auditChangeRows(null, null)).toEqual([]);
  });
});
