import { describe, expect, it } from 'vitest';
import { eventTabs } from './event-tabs';

const ids = (tabs: { id: string }[]) => tabs.map((t) => t.id);

describe('eventTabs', () => {
  it("builds the tabs from the event's active tabs", () => {
    expect(ids(eventTabs(['NewCases', 'FreeCases', 'TastyBattlePass', 'Top'], false))).toEqual(['overview', 'newCases', 'coinCases', 'top', 'raffle']);
    expect(ids(eventTabs(['FreeCases'], false))).toEqual(['overview']);
    expect(ids(eventTabs(['Top'], true))).toEqual(['overview', 'top', 'raffle']);
  });

  it('adds the Techies tab only when the event lists it and the Techies flag is on', () => {
    expect(ids(eventTabs(['NewCases', 'Techies'], true))).toEqual(['overview', 'newCases', 'techies']);
    expect(ids(eventTabs(['NewCases', 'Techies'], false))).toEqual(['overview', 'newCases']);
    expect(eventTabs(['Techies'], true).at(-1)?.to).toBe('/sapper');
  });

  it('shows every tab but Techies while the list is unknown', () => {
    expect(ids(eventTabs(null, true))).toEqual(['overview', 'newCases', 'coinCases', 'top', 'raffle']);
  });
});
