import type { RoleType } from '@/shared/constants';
import { cs, rx } from './types';

/**
 * Job titles of the three role families. Read only where a title stands: the headline, a job
 * line, and the opening words of the summary ("Sales Executive with 7 years..."). A title is the
 * strongest sign of what someone does, so the current or most recent one weighs most
 * (analyze-resume.ts: TITLE_POINTS). Strength 1 is the role itself; less for titles that are
 * often, but not always, that role (an account manager usually looks after existing customers,
 * sometimes sells). The eval's role families: account management, onboarding, implementation,
 * customer service and support (and their leadership) are Customer Success; enablement, customer
 * education and technical training are L&D; admissions and enrolment with targets, agency
 * business development and fundraising are Sales.
 */
export interface TitleSignal {
  id: string;
  role: RoleType;
  /** The experience the title shows, as the evidence names it. */
  skill: string;
  patterns: RegExp[];
  strength: number;
  /** Competencies the title itself shows (weighted like a lexicon signal). */
  supports: Record<string, number>;
}

/** "trainer", but not a personal, fitness or animal trainer. */
const TRAINER = '(?<!personal |fitness |athletic |animal |dog |horse )trainer';

export const TITLE_SIGNALS: TitleSignal[] = [
  // ---------- Sales ----------
  {
    id: 'title-sales',
    role: 'sales',
    skill: 'Sales role',
    strength: 1,
    patterns: [
      rx(
        'sales (?:representative|rep|executive|associate|consultant|manager|director|lead|specialist|engineer|agent|professional|coordinator|advisor|person|team lead|supervisor|intern|trainee|officer)',
        '(?:inside|outside|field|territory|regional|area|national|retail|trade|b2b|direct|route|event|group|catering|advertising|ad|media|medical|pharmaceutical|pharma|educational|education|enterprise|channel) sales',
        'salesperson',
        'sales(?:wo)?man',
        'account executive',
        'business development (?:representative|rep|manager|executive|associate|director|lead|specialist|consultant)',
        'new business (?:manager|executive|developer)',
        'sales development',
        'territory (?:manager|representative|rep)',
        '(?:real estate|insurance|mortgage|leasing|car|auto|travel) (?:agent|salesperson|broker|consultant|advisor)',
        'realtor',
        'account (?:director)',
        // Consumer-goods, distribution and field sales call the seller of a territory or a
        // retailer a key, national or territory account manager.
        '(?:key|national|territory|regional|area|field|outside|major|global) account (?:manager|executive|lead|specialist)',
        // Gyms and clubs: the person who sells memberships.
        'membership (?:advisor|adviser|consultant|counsel(?:l)?or|sales (?:advisor|consultant|representative))',
      ),
      cs('SDR', 'BDR', 'AE'),
    ],
    supports: { 'sales.revenue': 0.8, 'sales.goals': 0.5, 'sales.prospecting': 0.3 },
  },
  {
    id: 'title-enrollment',
    role: 'sales',
    skill: 'Admissions and enrollment',
    strength: 0.8,
    patterns: [
      rx(
        '(?:admissions?|enrol(?:l)?ment) (?:counsel(?:l)?or|officer|director|representative|advisor|adviser|associate|manager|coordinator|consultant|specialist)',
        'director of (?:admissions?|enrol(?:l)?ment)',
        '(?:recruitment|recruiting) (?:consultant|partner)',
        'recruiter',
        '(?:major gifts|development|advancement|fundraising) (?:officer|director|manager|associate)',
        'fundraiser',
      ),
    ],
    supports: { 'sales.revenue': 0.5, 'sales.prospecting': 0.6 },
  },
  {
    id: 'title-account-representative',
    role: 'sales',
    skill: 'Account sales',
    strength: 0.6,
    patterns: [rx('account representative', 'partnerships? manager', 'channel manager')],
    supports: { 'sales.revenue': 0.5 },
  },

  // ---------- Customer Success ----------
  {
    id: 'title-customer-success',
    role: 'customer_success',
    skill: 'Customer success role',
    strength: 1,
    patterns: [
      rx(
        '(?:customer|client) success',
        '(?:onboarding|implementation|adoption|renewals?|retention) (?:specialist|manager|consultant|lead|coordinator|analyst|associate|representative)',
        'customer experience (?:manager|specialist|lead|associate|account manager|representative)',
        'technical account manager',
      ),
      cs('CSMs?'),
    ],
    supports: { 'cs.customer': 0.9, 'cs.accounts': 0.6, 'cs.retention': 0.4 },
  },
  {
    id: 'title-account-manager',
    role: 'customer_success',
    skill: 'Account management',
    strength: 0.85,
    patterns: [
      rx(
        'account manager',
        'client (?:services|relations|relationship|care) (?:manager|associate|representative|coordinator|specialist|lead)',
        'relationship manager',
      ),
    ],
    supports: { 'cs.accounts': 0.8, 'cs.customer': 0.6 },
  },
  {
    id: 'title-customer-service',
    role: 'customer_success',
    skill: 'Customer service and support',
    strength: 0.95,
    patterns: [
      rx(
        '(?:customer|client|member|guest|patient|passenger|resident) (?:service|services|support|care|relations|experience)(?: (?:representative|rep|associate|agent|specialist|manager|lead|supervisor|advisor|coordinator|professional|team lead|officer))?',
        '(?:technical|tech|product|it|application|desktop|software|customer) support(?: (?:specialist|analyst|engineer|representative|rep|agent|associate|lead|manager|technician|team lead))?',
        'support (?:specialist|analyst|representative|agent|associate|team lead|manager|supervisor|lead|engineer|technician)',
        'help ?desk',
        'service desk',
        '(?:call|contact) cent(?:er|re)(?: (?:agent|representative|rep|associate|supervisor|team lead|manager))?',
        'front (?:desk|office) (?:agent|associate|manager|supervisor|coordinator|lead)',
        'client care (?:lead|coordinator|specialist)',
        'patient (?:coordinator|care coordinator|services coordinator|access)',
      ),
    ],
    supports: { 'cs.customer': 0.9, 'cs.problem-solving': 0.4 },
  },
  {
    id: 'title-client-facing',
    role: 'customer_success',
    skill: 'Client-facing service',
    strength: 0.6,
    patterns: [
      rx(
        '(?:property|community|leasing|office|practice|clinic|front office|guest services) manager',
        'concierge',
        'receptionist',
        'claims? (?:adjuster|specialist|representative|examiner|processor|associate)',
        'flight attendant',
        'purser',
        'cabin crew',
        'settlement (?:worker|counsel+or)',
        'family (?:engagement|liaison|support|services) (?:coordinator|specialist|manager|liaison|worker)',
        '(?:parent|family|community) liaison',
      ),
    ],
    supports: { 'cs.customer': 0.6, 'cs.accounts': 0.3 },
  },

  {
    // An advocate takes on people's problems one case at a time and sees each through: service,
    // whatever the negotiating and outreach on the way ("negotiate payment plans with landlords").
    id: 'title-advocate',
    role: 'customer_success',
    skill: 'Advocacy and casework',
    strength: 0.8,
    patterns: [
      rx(
        '(?:patient|client|member|consumer|customer|tenant|resident|housing|victim|survivor|family|parent|student|youth|benefits|insurance) advocate',
        '(?:customer|consumer|patient|member) advocacy (?:specialist|representative|coordinator|manager|associate)',
        // Not a special-education teacher's "IEP case manager": that is teaching.
        '(?<!iep |sped |special education |504 )case (?:manager|worker|coordinator|aide)',
        'caseworker',
      ),
    ],
    supports: { 'cs.customer': 0.7, 'cs.problem-solving': 0.5, 'cs.accounts': 0.3 },
  },

  // ---------- Learning & Development ----------
  {
    id: 'title-learning-development',
    role: 'learning_development',
    skill: 'Learning and development role',
    strength: 1,
    patterns: [
      rx(
        'instructional (?:designer|design(?: lead| manager| specialist| consultant)?|technologist|systems designer)',
        'learning (?:technology|systems|content|solutions|and development) (?:specialist|manager|developer|designer|lead|coordinator|analyst|administrator|partner)',
        '(?:lms|learning management system) (?:administrator|admin|manager|specialist)',
        'learning (?:experience )?(?:designer|developer|architect|strategist|specialist|consultant|partner|manager|lead|coordinator|director|technologist)',
        'learning (?:and|&) development',
        'training (?:and|&) development',
        'e-?learning (?:developer|designer|specialist|producer)',
        'training (?:specialist|manager|coordinator|facilitator|lead|director|developer|consultant|officer|designer|supervisor|instructor)',
        `(?:corporate|technical|software|sales|field|clinical|soft[- ]skills?|leadership|customer|product|lead|master|senior|certified|store|systems|compliance|safety|new[- ]hire|call cent(?:er|re)|language) ${TRAINER}`,
        '(?:sales |revenue )?enablement (?:manager|specialist|lead|director|partner|coordinator)',
        'customer education (?:specialist|manager|lead|developer|content developer|designer)',
        'professional (?:learning|development) (?:facilitator|specialist|coordinator|director|lead|manager|consultant)',
        'staff developer',
        '(?:clinical (?:nurse )?|nurse )educator',
        'talent development',
        'organi[sz]ational development',
      ),
      /(?:^|[^\w&])L&D(?![\w&])/,
    ],
    supports: { 'ld.adult-training': 0.7, 'ld.design': 0.5, 'ld.facilitation': 0.4 },
  },
  {
    id: 'title-training',
    role: 'learning_development',
    skill: 'Training and curriculum role',
    strength: 0.85,
    patterns: [
      rx(
        TRAINER,
        'facilitator',
        'curriculum (?:developer|designer|writer|specialist|coordinator|manager|lead|director|consultant)',
        'instructor (?:trainer|developer)',
        '(?:training|education) consultant',
      ),
    ],
    supports: { 'ld.adult-training': 0.7, 'ld.design': 0.5, 'ld.facilitation': 0.4 },
  },
  {
    id: 'title-presenter',
    role: 'learning_development',
    skill: 'Presenting to educators',
    strength: 0.5,
    patterns: [
      rx(
        '(?:conference |edtech |education(?:al)? |keynote )?(?:presenter|speaker)',
        '(?:education(?:al)?|edtech|curriculum|instructional|literacy|school improvement) consultant',
        'workshop (?:leader|facilitator)',
      ),
    ],
    supports: { 'ld.facilitation': 0.6, 'ld.adult-training': 0.4 },
  },
  {
    id: 'title-teacher-educator',
    role: 'learning_development',
    skill: 'Coaching and training teachers',
    strength: 0.75,
    patterns: [
      rx(
        '(?:instructional|literacy|math(?:ematics)?|reading|science|technology|tech|digital learning|academic|induction|new teacher|teacher|peer|data|edtech|curriculum) coach',
        'mentor teacher',
        'teacher (?:trainer|educator|leader)',
        'teacher development',
        'coach(?:ing)? (?:educator|developer|trainer|instructor)',
        '(?:writing|learning|tutoring) cent(?:er|re) (?:director|coordinator)',
        'teacher trainer',
        'faculty developer',
      ),
    ],
    supports: { 'ld.adult-training': 0.6, 'ld.coaching': 0.8 },
  },
];
