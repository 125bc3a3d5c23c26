/**
 * Which of our three tracks a posting belongs to, or null. Order (job-boards.md, "roleType
 * classification"): title rules, then O*NET alternate titles, then the board's categories.
 *
 * Decisions on ambiguous titles, pinned in tests/unit/jobs/classify-role.test.ts:
 * - Enablement of people (Sales, Revenue, Partner, Customer, Change...) is learning-development:
 *   the work is designing and running training. Enablement of systems ("Supply Chain Digital
 *   Enablement", "Engineering Enablement") is not.
 * - Titles naming marketing, product or design work are null even when they mention a
 *   partnership or enablement.
 * - Sales Engineer, Solutions/Technical Consultant, Technical Account Manager and anything with
 *   "engineer(ing)" are null: they gate on engineering depth, so "Director of Engineering
 *   Enablement" and "Software Engineer, Customer Success Platform" are null too. The veto runs
 *   before O*NET, whose sales list does include "Sales Engineer".
 * - Sales/Revenue/Customer Success Operations are null: analytics and CRM administration.
 * - Customer Education is customer-success (as the spec lists it); a trainer or instructional
 *   designer for customers is learning-development.
 * - Teachers, tutors and "AI trainers" (data labelling gigs) are null.
 */
import { loadRoleProfiles } from '@/server/lib/onet/role-profiles';
import { normalizeWords } from './normalize-words';
import { TRACKS, type RoleType } from '@/shared/constants';
import type { TrackSlug } from '@/shared/constants';

type Rule = readonly [RegExp, TrackSlug | null];

/** Lowercase words only: "L&D" -> "l and d", "Sr. CSM (Remote)" -> "sr csm remote". */
export const normalizeTitle = (title: string) => normalizeWords(title, { keepPlus: true });

const rx = (...alternatives: string[]) => new RegExp(`\\b(?:${alternatives.join('|')})\\b`);

/** First match wins. A null result is a veto: the title is not one of our roles. */
const TITLE_RULES: readonly Rule[] = [
  // Design titles of L&D, ahead of the veto on "designer"/"developer".
  [
    rx(
      'instructional (?:design(?:er)?|systems?|technolog(?:y|ist))',
      'learning experience (?:design(?:er)?|architect)',
      '(?:learning|e ?learning|curriculum|course(?:ware)?|training) (?:designer|developer|design|development)',
    ),
    'learning-development',
  ],
  [
    rx(
      'engineer(?:s|ing)?',
      '(?<!business )developer',
      'software',
      'programmer',
      'scientist',
      'architect',
      'devops',
      'sre',
      'machine learning',
      'designer',
      '(?:product|ux|ui|graphic|visual|industrial|interior|game|web|interaction) design',
      'product (?:manager|management|owner|marketing)',
      'marketing',
      'technician',
      'mechanic',
      'pre ?sales',
      '(?:technical|solutions?) (?:consultant|account manager|specialist|lead)',
      '(?:sales|revenue|rev|customer success|cs|support) op(?:eration)?s',
      'revops',
      'ai (?:trainer|tutor|training)',
      'data (?:label(?:l)?ing|annotat\\w*)',
      'annotator',
      'nurse|nursing|physician|clinical|clinician|therapist|pharmacist|dental|medical assistant',
      'teacher|tutor|professor|lecturer|paraprofessional|teaching assistant',
      'personal trainer|fitness|athletic trainer',
      'driver|drivers|warehouse',
      'accountant|accounting|attorney|counsel|lawyer|paralegal',
      'recruiter|recruiting|sourcer',
      // Nonprofit "Development Director/Associate" means fundraising.
      '^(?:senior |sr )?development (?:director|associate|coordinator|officer|manager|specialist)',
      'director of development',
      'fundraising|donor',
    ),
    null,
  ],
  [
    rx(
      '^enablement',
      '(?:sales|revenue|gtm|go to market|partner|customer|change|field|seller|channel|learning|commercial|cs|support|product) enablement',
    ),
    'learning-development',
  ],
  [
    rx(
      'l and d',
      'learning and (?:development|organi[sz]ational development|talent)',
      'learning (?:specialist|partner|consultant|manager|lead|director|program\\w*|strategist|coordinator|facilitator)',
      '(?:talent|leadership|people|employee|staff|organi[sz]ational|professional) development',
      'training (?:specialist|facilitator|manager|coordinator|lead|consultant|partner|program\\w*|director|officer|analyst)',
      'trainer',
      'facilitator',
      'curriculum',
      'instructional (?:coach|coordinator|specialist)',
      'e ?learning',
    ),
    'learning-development',
  ],
  [
    rx(
      'customer success',
      'client success',
      'csm',
      'customer (?:experience|support|care|service|services|education|advocate|advocacy|onboarding)',
      'client (?:support|services?|relations|experience|onboarding)',
      '(?:onboarding|implementation) (?:specialist|manager|consultant|lead|coordinator|associate)',
      'renewals?',
      'retention specialist',
      'support (?:specialist|associate|representative|rep|analyst|agent)',
      'help ?desk|service desk',
    ),
    'customer-success',
  ],
  [
    rx(
      'sdr',
      'bdr',
      'ae',
      'sales',
      'salesperson',
      'account executive',
      'account (?:manager|director|representative|specialist)',
      'business develop(?:ment|er)',
      'inside sales',
      'partnerships?',
      'partner manager',
      'telesales|telemarketer',
      'new business',
    ),
    'sales',
  ],
];

/**
 * O*NET's customer-success list carries the Sales Managers occupation ("Regional Manager",
 * "Zone Manager") and its sales list a few trades ("Solicitor", "Freight Broker"); only titles
 * that name the work are kept.
 */
const ONET_TRACK_WORDS = rx(
  'sales\\w*',
  'sell\\w*',
  'account',
  'customer',
  'client',
  'member\\w*',
  'service',
  'support',
  'success',
  'care',
  'call',
  'contact',
  'tele\\w+',
  'representative',
  'train\\w*',
  'learning',
  'curriculum',
  'instruction\\w*',
  'education\\w*',
  'course\\w*',
  'development',
  'onboarding',
  'coach',
  'facilitat\\w*',
  'e learning',
);

/** Seniority and numbering that do not change the role: "Senior", "II", "Lead". */
const SENIORITY =
  /\b(?:senior|sr|junior|jr|lead|principal|staff|associate|entry level|i|ii|iii|iv|v|1|2|3)\b/g;

function baseTitles(title: string): string[] {
  const full = normalizeTitle(title.replace(/\([^)]*\)/g, ' '));
  const head = normalizeTitle(title.replace(/\([^)]*\)/g, ' ').split(/\s[-–—|]\s|,|:/)[0] ?? '');
  const variants = [full, head].flatMap((variant) => [
    variant,
    variant.replace(SENIORITY, ' ').replace(/\s+/g, ' ').trim(),
  ]);
  return [...new Set(variants.filter(Boolean))];
}

/** O*NET alternate titles per track, keyed by the tracks' roleType. */
export type OnetTitles = Record<RoleType, readonly string[]>;

/** Exact normalised title -> role; a title listed for two tracks is left to the categories. */
function buildOnetIndex(titles: OnetTitles): Map<string, TrackSlug> {
  const index = new Map<string, TrackSlug | null>();
  for (const { roleType, slug: role } of TRACKS) {
    for (const title of titles[roleType]) {
      const key = normalizeTitle(title);
      if (!ONET_TRACK_WORDS.test(key)) continue;
      index.set(key, index.has(key) && index.get(key) !== role ? null : role);
    }
  }
  return new Map([...index].filter((entry): entry is [string, TrackSlug] => entry[1] !== null));
}

/** A board category: "Sales", "Customer Service", "customer-services-jobs", "Marketing &amp; Sales". */
const CATEGORY_VETO = rx(
  'engineer\\w*',
  'marketing',
  'design',
  'data',
  'product',
  'finance',
  'legal',
  'security',
  'research',
  'operations',
  'ops',
  'it',
  'technical',
  'software',
  'developer',
  'admin\\w*',
);
const CATEGORY_RULES: readonly Rule[] = [
  [
    rx(
      'l and d',
      'learning',
      'training',
      'enablement',
      'instructional (?:design|systems)',
      'employee development',
      'talent development',
      'people development',
    ),
    'learning-development',
  ],
  [
    rx(
      'customer (?:success|support|service|services|experience|care|education)',
      'client (?:success|services?|support|experience)',
      'supporting',
      'support',
      'renewals',
      'onboarding',
      'implementation',
    ),
    'customer-success',
  ],
  [
    rx(
      'sales',
      'seller',
      'business development',
      'sales development',
      'account management',
      'account executives?',
      'partnerships?',
    ),
    'sales',
  ],
];

type CategoryVerdict = TrackSlug | null | undefined;

/**
 * undefined = says nothing; null = names another field. A mixed category ("Marketing & Sales",
 * "Account Management/Customer Success") only counts when every part agrees.
 */
function classifyCategory(category: string): CategoryVerdict {
  const head = category.split(/\s[-–—:]\s|\(/)[0] ?? '';
  const parts = head
    .split(/\s*(?:&|\/|,|\+|\band\b)\s*/i)
    .map((part) => normalizeTitle(part.replace(/-/g, ' ')).replace(/ jobs$/, ''))
    .filter(Boolean);
  const roles = new Set<TrackSlug>();
  for (const part of parts) {
    if (CATEGORY_VETO.test(part)) return null;
    const role = CATEGORY_RULES.find(([pattern]) => pattern.test(part))?.[1];
    if (role) roles.add(role);
  }
  if (roles.size > 1) return null;
  return roles.values().next().value;
}

function classifyTitle(title: string): CategoryVerdict {
  const normalized = normalizeTitle(title);
  for (const [pattern, role] of TITLE_RULES) if (pattern.test(normalized)) return role;
  return undefined;
}

export interface ClassifyInput {
  title: string;
  /** Board categories, departments or teams, most specific first. */
  categories: readonly string[];
}

export type RoleClassifier = (input: ClassifyInput) => TrackSlug | null;

export function createRoleClassifier(onetTitles: OnetTitles): RoleClassifier {
  const onet = buildOnetIndex(onetTitles);
  return ({ title, categories }) => {
    const byTitle = classifyTitle(title);
    if (byTitle !== undefined) return byTitle;
    for (const variant of baseTitles(title)) {
      const role = onet.get(variant);
      if (role) return role;
    }
    for (const category of categories) {
      const verdict = classifyCategory(category);
      if (verdict !== undefined) return verdict;
    }
    return null;
  };
}

let defaultClassifier: RoleClassifier | undefined;

/** Classifies with the committed O*NET titles (content/onet/role-profiles.json). */
export function classifyRole(input: ClassifyInput): TrackSlug | null {
  if (!defaultClassifier) {
    const { profiles } = loadRoleProfiles();
    defaultClassifier = createRoleClassifier({
      sales: profiles.sales.titles,
      customer_success: profiles.customer_success.titles,
      learning_development: profiles.learning_development.titles,
    });
  }
  return defaultClassifier(input);
}
