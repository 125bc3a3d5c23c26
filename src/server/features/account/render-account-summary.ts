import { escapeUTF8 as e } from 'entities';
import { TRACK_BY_SLUG, trackByCourseId, type TrackSlug } from '@/shared/constants';
import type { ResumeAnalysis } from '@/shared/contracts/resumes';
import type { AccountData } from './account-data';

const day = (value: Date | string | null | undefined) =>
  value ? new Date(value).toLocaleDateString('en-US', { dateStyle: 'long' }) : '';

const list = (items: string[], empty: string) =>
  items.length === 0
    ? `<p class="muted">${e(empty)}</p>`
    : `<ul>${items.map((i) => `<li>${i}</li>`).join('')}</ul>`;

function table(caption: string, head: string[], rows: string[][], empty: string): string {
  if (rows.length === 0) return `<p class="muted">${e(empty)}</p>`;
  return `<table><caption>${e(caption)}</caption><thead><tr>${head
    .map((h) => `<th scope="col">${e(h)}</th>`)
    .join('')}</tr></thead><tbody>${rows
    .map((row) => `<tr>${row.map((cell) => `<td>${e(cell)}</td>`).join('')}</tr>`)
    .join('')}</tbody></table>`;
}

function resumeSection(data: AccountData): string {
  const latest = [...data.resumes].sort(
    (a, b) => new Date(b.uploadedAt).getTime() - new Date(a.uploadedAt).getTime(),
  )[0];
  if (!latest) return '<p class="muted">You have not uploaded a resume.</p>';
  const analysis = latest.analysis as ResumeAnalysis | null;
  const head = `<p>${e(latest.fileName)}, uploaded ${e(day(latest.uploadedAt))}.</p>`;
  if (!analysis?.roles) return head;
  return `${head}${
    analysis.bestFitRole
      ? `<p>Best fit by your resume: <strong>${e(analysis.bestFitRole)}</strong>.</p>`
      : ''
  }${table(
    'How your resume fits each role',
    ['Role', 'Fit', 'Score', 'Strengths', 'To work on'],
    analysis.roles.map((role) => [
      role.role,
      role.label,
      `${role.score} of 100`,
      role.strengths.map((s) => s.skill).join(', '),
      role.gaps.map((g) => g.skill).join(', '),
    ]),
    '',
  )}`;
}

function coursesSection(data: AccountData): string {
  const done = new Map<TrackSlug, number>();
  for (const row of data.moduleProgress) done.set(row.track, (done.get(row.track) ?? 0) + 1);
  const rows = data.payments.map((payment) => {
    const track = trackByCourseId(payment.courseId);
    return [
      track?.label ?? `Course ${payment.courseId}`,
      payment.status === 'completed' ? 'Yours' : 'Access ended',
      day(payment.createdAt),
      track ? String(done.get(track.slug) ?? 0) : '',
    ];
  });
  const attempts = data.assessmentAttempts.map((attempt) => [
    TRACK_BY_SLUG[attempt.track].label,
    `${attempt.score}%`,
    attempt.passed ? 'Passed' : 'Not yet',
    day(attempt.createdAt),
  ]);
  return `${table('Your courses', ['Course', 'Access', 'Since', 'Modules completed'], rows, 'You have no courses yet.')}
<h3>Assessments</h3>${table('Your assessment attempts', ['Track', 'Score', 'Result', 'Date'], attempts, 'You have not taken an assessment.')}`;
}

/**
 * "Download my data" as a page a person can read (walkthrough m22): the same export as the JSON,
 * summarised, every value escaped. The JSON stays the complete record.
 */
function interviewSection(data: AccountData): string {
  const byRole = new Map<TrackSlug, { questions: Set<string>; answers: number }>();
  for (const answer of data.interviewAnswers) {
    const role = byRole.get(answer.track) ?? { questions: new Set<string>(), answers: 0 };
    role.questions.add(answer.questionId);
    role.answers += 1;
    byRole.set(answer.track, role);
  }
  return `${table(
    'Your practice answers',
    ['Role', 'Questions practised', 'Answers'],
    [...byRole].map(([track, role]) => [
      TRACK_BY_SLUG[track].label,
      String(role.questions.size),
      String(role.answers),
    ]),
    'No practice answers yet.',
  )}
<h3>Your stories</h3>
${list(
  data.interviewStories.map(
    (story) =>
      e(story.title) +
      (story.ownFacts.length > 0
        ? ` (your own new facts: ${e(story.ownFacts.map((f) => `“${f}”`).join(', '))})`
        : ''),
  ),
  'No stories yet.',
)}`;
}

export function renderAccountSummary(data: AccountData): string {
  const profile = data.profile;
  const name = profile ? `${profile.firstName} ${profile.lastName}`.trim() : '';
  const alerts = data.jobAlerts[0];
  return `<!doctype html>
<html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">
<title>Your Classroom to Career data</title>
<style>
body{font-family:system-ui,-apple-system,"Segoe UI",Roboto,sans-serif;color:#0f172a;max-width:52rem;margin:0 auto;padding:1.5rem;line-height:1.5}
h1{font-size:1.6rem}h2{font-size:1.25rem;margin-top:2rem;border-bottom:2px solid #1e3a8a;padding-bottom:.25rem}h3{font-size:1.05rem}
.muted{color:#475569}table{border-collapse:collapse;width:100%;display:block;overflow-x:auto;margin:.5rem 0}
caption{text-align:left;font-weight:600;padding:.25rem 0}th,td{border:1px solid #cbd5e1;padding:.35rem .5rem;text-align:left;vertical-align:top}th{background:#f1f5f9}
</style></head><body>
<h1>Your Classroom to Career data</h1>
<p class="muted">A readable summary, made ${e(day(new Date()))}. The JSON download from your account page holds everything in full.</p>

<h2>Profile</h2>
${
  profile
    ? list(
        [
          `Name: ${e(name)}`,
          `Email: ${e(profile.email)}${profile.emailVerifiedAt ? ' (confirmed)' : ' (not confirmed yet)'}`,
          profile.currentRole ? `Current role: ${e(profile.currentRole)}` : '',
          profile.yearsExperience !== null ? `Years of experience: ${profile.yearsExperience}` : '',
          profile.skills.length > 0 ? `Skills: ${e(profile.skills.join(', '))}` : '',
          profile.targetRoles.length > 0
            ? `Roles you are aiming for: ${e(profile.targetRoles.join(', '))}`
            : '',
          `Joined: ${e(day(profile.createdAt))}`,
        ].filter(Boolean),
        '',
      )
    : '<p class="muted">No profile.</p>'
}

<h2>Resume analysis</h2>
${resumeSection(data)}

<h2>Courses and progress</h2>
${coursesSection(data)}

<h2>Certificates</h2>
${table(
  'Your certificates',
  ['Track', 'Score', 'Issued', 'Public link'],
  data.certificates.map((c) => [
    TRACK_BY_SLUG[c.track].label,
    `${c.score}%`,
    day(c.issuedAt),
    c.revokedAt ? 'Withdrawn by you' : `/certificates/${c.id}`,
  ]),
  'No certificates yet.',
)}

<h2>Job applications</h2>
${table(
  'The jobs you are tracking',
  ['Job', 'Company', 'Stage', 'Added'],
  data.applications.map((a) => [a.title, a.company, a.stage, day(a.createdAt)]),
  'You are not tracking any applications.',
)}

<h2>Exit plan</h2>
${
  data.exitPlan
    ? list(
        [
          `State: ${e(data.exitPlan.plan.state)}`,
          `First day of instruction: ${e(data.exitPlan.plan.firstDayOfInstruction)}`,
          data.exitPlan.plan.targetStart
            ? `Target start: ${e(data.exitPlan.plan.targetStart)}`
            : '',
          data.exitPlan.plan.customClause
            ? `Your contract: resign by ${e(data.exitPlan.plan.customClause.resignBy)}`
            : '',
          `Email reminders of its dates: ${data.exitPlan.plan.emailReminders === false ? 'off' : `on (${data.exitPlanReminders.length} sent)`}`,
          `Offers compared: ${data.offerComparisons.length}`,
        ].filter(Boolean),
        '',
      )
    : `<p class="muted">No exit plan. Offers compared: ${data.offerComparisons.length}.</p>`
}
<h2>Interview practice</h2>
<p class="muted">Each answer's full text and feedback are in the JSON download.</p>
${interviewSection(data)}

<h2>Job alerts</h2>
${
  alerts && alerts.frequency !== 'off'
    ? list(
        [
          `How often: ${e(alerts.frequency)}`,
          `Roles: ${e(alerts.tracks.map((t) => TRACK_BY_SLUG[t].label).join(', '))}`,
          alerts.location ? `Place: ${e(alerts.location)}` : 'Place: anywhere',
          alerts.remoteOnly ? 'Remote jobs only' : '',
          alerts.entryLevelOnly ? 'Entry-level jobs only' : '',
          alerts.lastSentAt ? `Last email: ${e(day(alerts.lastSentAt))}` : 'No email sent yet',
        ].filter(Boolean),
        '',
      )
    : '<p class="muted">Job alerts are off.</p>'
}
</body></html>
`;
}
