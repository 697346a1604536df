import { NEAR_EXPIRY_DAYS } from '#shared/domain/expiry';
import { avisosMessages } from '#shared/messages/avisos';
import type { AppContext } from '../../app-context';
import { providerDueCount } from '../accounts/overview/account-overview.service';
import type { DailyJob } from '../jobs/scheduler.service';
import { notifyFromSystem } from '../notifications/notification.service';
import { activeUsers } from '../users/user.service';
import { reminderCounts } from './reminder.service';

// The morning summary (issue 14, docs/decisions/016): at the shop's opening hour every active
// staff member finds in the bell how many clients to write to today, how many profiles are past
// due and how many supplier payments are due, with a link to Avisos.

export const MORNING_SUMMARY_JOB = 'morning-summary';
/** The Avisos screen (src/web/config/sections.ts declares the same path). */
export const AVISOS_LINK = '/dashboard/avisos';

/** Puts the day's summary in each active staff member's bell; answers how many were sent. */
export async function sendMorningSummary(ctx: AppContext): Promise<number> {
  // The reminders' default window and the dashboard's near-expiry window are the same 5 days.
  const [counts, users] = await Promise.all([reminderCounts(ctx, NEAR_EXPIRY_DAYS), activeUsers(ctx)]);
  // "Por avisar": clients on the list nobody has written to (or skipped) yet today.
  const toRemind = counts.clients - counts.remindedToday;
  const expired = counts.expired;
  const notes = [];
  for (const user of users) {
    // Each staff member's own count: their hidden accounts are left out, as on their dashboard.
    const providerDue = await providerDueCount(ctx, user.id);
    // Nothing to report is no news: a daily "all zero" would teach everyone to ignore the bell.
    if (toRemind === 0 && expired === 0 && providerDue === 0) continue;
    notes.push({
      userId: user.id,
      message: avisosMessages.morningSummary(toRemind, expired, providerDue),
      link: AVISOS_LINK,
    });
  }
  await notifyFromSystem(ctx, notes);
  return notes.length;
}

/** The daily job, due from REMINDER_TIME on. */
export const morningSummaryJob = (ctx: AppContext): DailyJob => ({
  name: MORNING_SUMMARY_JOB,
  at: ctx.config.REMINDER_TIME,
  run: async (jobCtx) => {
    await sendMorningSummary(jobCtx);
  },
});
