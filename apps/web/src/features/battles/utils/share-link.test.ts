import { describe, expect, it } from 'vitest';
import type { Battle } from '@tastydrop/domain';
import { battleShareLink, inviteOf, LINK_VIEW_REFRESH_MS, linkViewRefresh } from './share-link';

const ULID = '01ARZ3NDEKTSV4RRFFQ69G5FAV';
const member = (id: number) => ({ user: { id } }) as Battle['members'][number];

describe('battleShareLink', () => {
  it('carries a private battle’s invite, which the opened page reads back', () => {
    const link = battleShareLink('https://tasty.example', { ulid: ULID, invite: 'Ab-_9zQ8xY7wV6uT5sR4qP3o' });
    expect(link).toBe(`https://tasty.example/battles/${ULID}?invite=Ab-_9zQ8xY7wV6uT5sR4qP3o`);
    expect(inviteOf(new URL(link).searchParams)).toBe('Ab-_9zQ8xY7wV6uT5sR4qP3o');
  });

  it('is the plain battle address for a public battle', () => {
    expect(battleShareLink('https://tasty.example', { ulid: ULID, invite: null })).toBe(`https://tasty.example/battles/${ULID}`);
    expect(inviteOf(new URLSearchParams(''))).toBeUndefined();
  });
});

describe('linkViewRefresh', () => {
  const running = { isPrivate: true, status: 'started' as const, members: [member(1), member(2)] };

  it('refreshes a private battle in play for a viewer without a seat only', () => {
    expect(linkViewRefresh(running, null)).toBe(LINK_VIEW_REFRESH_MS);
    expect(linkViewRefresh(running, 3)).toBe(LINK_VIEW_REFRESH_MS);
    expect(linkViewRefresh(running, 2)).toBe(false);
  });

  it('leaves public and finished battles to the channel', () => {
    expect(linkViewRefresh({ ...running, isPrivate: false }, null)).toBe(false);
    expect(linkViewRefresh({ ...running, status: 'finished' }, null)).toBe(false);
    expect(linkViewRefresh(undefined, null)).toBe(false);
  });
});
