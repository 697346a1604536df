import type { DailyJob } from '../../jobs/scheduler.service';
import { releasePastGrace } from './profile-release.service';

// The grace release (issue 25, item 6; docs/decisions/040): once per business date, claimed in the
// database like every daily job (docs/decisions/016), so two instances never both run it, and one
// that was down at midnight catches up when it starts.
export const GRACE_RELEASE_JOB = 'grace-release';
/** Right after the business day turns: a profile whose grace ended yesterday is free by morning. */
export const GRACE_RELEASE_AT = '00:00';

export const graceReleaseJob = (): DailyJob => ({
  name: GRACE_RELEASE_JOB,
  at: GRACE_RELEASE_AT,
  run: async (ctx) => {
    await releasePastGrace(ctx);
  },
});
