/**
 * A competency label in the role's words can claim a duty of the job itself ("Account
 * management", "Pipeline development", "Customer outcomes"). A teacher's line about families or
 * students does not show that she has done it, and a recruiter who reads the label on her resume
 * will ask. Such a label is hers only when her own line says so (walk-through M3).
 */
const DUTIES: { label: RegExp; shown: RegExp }[] = [
  { label: /\baccounts?\b|\bbook of business\b/i, shown: /\baccounts?\b/i },
  { label: /\b(?:customers?|clients?|buyers?)\b/i, shown: /\b(?:customers?|clients?|buyers?)\b/i },
  { label: /\bpipeline\b/i, shown: /\bpipelines?\b/i },
  { label: /\bquota\b/i, shown: /\bquotas?\b/i },
  { label: /\brevenue\b/i, shown: /\b(?:revenue|sales)\b/i },
  { label: /\brenewals?\b/i, shown: /\brenew(?:al|als|ed|ing)?\b/i },
  {
    label: /\b(?:upsell\w*|deals?|deal size|expansion)\b/i,
    shown: /\b(?:upsell\w*|upsold|deals?|expan\w+)\b/i,
  },
  { label: /\bterritor(?:y|ies)\b/i, shown: /\bterritor(?:y|ies)\b/i },
  { label: /\bprospect\w*/i, shown: /\bprospect\w*/i },
  { label: /\bleads?\b/i, shown: /\b(?:leads|inquiries|enquiries)\b/i },
  { label: /\bclos(?:e|ing)\b/i, shown: /\bclos(?:e|ed|ing)\b/i },
  { label: /\bCRM\b/i, shown: /\b(?:CRM|Salesforce|HubSpot)\b/i },
  { label: /\b(?:QBRs?|business reviews?)\b/i, shown: /\b(?:QBRs?|business reviews?)\b/i },
  {
    label: /\b(?:commercial|business development|sales|negotiation)\b/i,
    shown: /\b(?:commercial|sales|sold|sell\w*|contracts?|negotiat\w+|partnerships?)\b/i,
  },
  { label: /\bconversion\b/i, shown: /\bconver(?:t\w*|sions?)\b/i },
  { label: /\b(?:churn|retention)\b/i, shown: /\b(?:churn|retention|retain\w*|renew\w*)\b/i },
  { label: /\btickets?\b/i, shown: /\btickets?\b/i },
  { label: /\bvendors?\b/i, shown: /\bvendors?\b/i },
  {
    label: /\breferrals?\b/i,
    shown: /\b(?:generated|earned|brought in|won|grew)\b[^.;]*\breferrals?\b/i,
  },
  { label: /\bfundraising\b/i, shown: /\b(?:raised|fundrais\w*|donations?|donors?|grants?)\b/i },
];

/** Whether her line shows every duty the label claims (a label that claims none always passes). */
export function claimShown(label: string, line: string): boolean {
  return DUTIES.every(({ label: claims, shown }) => !claims.test(label) || shown.test(line));
}
