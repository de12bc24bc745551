import { describe, expect, it } from 'vitest';
import { LINK_SCHEDULE_MESSAGES, linkScheduledDateProblem } from './link-schedule';

const TODAY = '2027-02-28';

describe('a one-off link’s scheduled date', () => {
  it('is today or later, up to a year ahead counting the leap day', () => {
    expect(linkScheduledDateProblem(TODAY, TODAY)).toBeNull();
    expect(linkScheduledDateProblem('2028-02-29', TODAY)).toBeNull();
    expect(linkScheduledDateProblem('2028-03-01', TODAY)).toBe(LINK_SCHEDULE_MESSAGES.tooFar);
    expect(linkScheduledDateProblem('2027-02-27', TODAY)).toBe(LINK_SCHEDULE_MESSAGES.past);
  });

  it('keeps a date the link already had, even once it has passed', () => {
    expect(linkScheduledDateProblem('2027-02-01', TODAY, '2027-02-01')).toBeNull();
    expect(linkScheduledDateProblem('2027-02-02', TODAY, '2027-02-01')).toBe(LINK_SCHEDULE_MESSAGES.past);
  });
});
