import type { RoleType } from '@/shared/constants';

/**
 * What each role needs, anchored to O*NET 29.3 elements. A competency's weight is the mean
 * O*NET importance (1-5) of its anchor over the role's occupations (content/onet/role-profiles.json)
 * times its emphasis. Emphasis 2 marks the role-defining experience: O*NET's importance profiles
 * alone rate every teacher closest to L&D (Instructing, Learning Strategies, Education and
 * Training), so direct sales, customer and adult-training experience must weigh the most.
 * See docs/decisions/005-resume-analysis.md.
 */
export interface Competency {
  id: string;
  role: RoleType;
  label: string;
  onet: { kind: 'skills' | 'knowledge'; id: string };
  emphasis: number;
  /** The mini-course module (of the role's own track) that teaches it. */
  module: number;
  gap: { why: string; howToClose: string };
}

export const COMPETENCIES: Competency[] = [
  // Sales Representative
  {
    id: 'sales.revenue',
    role: 'sales',
    label: 'Sales, fundraising or revenue results',
    onet: { kind: 'knowledge', id: '2.C.1.d' }, // Sales and Marketing
    emphasis: 2,
    module: 6,
    gap: {
      why: 'Hiring managers look for proof that you can ask for money or a commitment and get it.',
      howToClose:
        'Quantify anything you have "sold": fundraiser totals, enrollment you grew, sponsors you signed. A part-time or summer sales role, or the mini-course\'s closing module, fills the gap fast.',
    },
  },
  {
    id: 'sales.prospecting',
    role: 'sales',
    label: 'Prospecting and outreach',
    onet: { kind: 'skills', id: '2.B.1.c' }, // Persuasion
    emphasis: 1.3,
    module: 2,
    gap: {
      why: 'Entry-level reps (SDRs) spend most of the day starting conversations with people who did not ask to hear from them.',
      howToClose:
        'Practise a 3-step email and call cadence in the Sales mini-course (Prospecting and outreach) and list any cold outreach you did: recruiting families, sponsors or volunteers.',
    },
  },
  {
    id: 'sales.persuasion',
    role: 'sales',
    label: 'Persuasion and influence',
    onet: { kind: 'skills', id: '2.B.1.c' }, // Persuasion
    emphasis: 1,
    module: 5,
    gap: {
      why: 'Reps change minds: a budget holder has to choose your product over doing nothing.',
      howToClose:
        'Add a bullet where you won buy-in: a proposal approved, a new program adopted, a reluctant colleague or parent brought on board.',
    },
  },
  {
    id: 'sales.discovery',
    role: 'sales',
    label: 'Needs discovery and active listening',
    onet: { kind: 'skills', id: '2.A.1.b' }, // Active Listening
    emphasis: 1,
    module: 3,
    gap: {
      why: 'Discovery calls decide deals: the rep who understands the problem best usually wins.',
      howToClose:
        'Rewrite a parent or student conference as discovery: what you asked, what you learned, what changed. The mini-course module on discovery calls gives the question frameworks.',
    },
  },
  {
    id: 'sales.presenting',
    role: 'sales',
    label: 'Presenting and demos',
    onet: { kind: 'skills', id: '2.A.1.d' }, // Speaking
    emphasis: 1,
    module: 6,
    gap: {
      why: 'Demos are presentations with a decision at the end.',
      howToClose:
        'Name the audiences you presented to (families, boards, conferences) and their size.',
    },
  },
  {
    id: 'sales.relationships',
    role: 'sales',
    label: 'Relationship building',
    onet: { kind: 'knowledge', id: '2.C.1.e' }, // Customer and Personal Service
    emphasis: 1,
    module: 1,
    gap: {
      why: 'Deals close faster when buyers trust the rep.',
      howToClose: 'Show long-running relationships with families, partners or community members.',
    },
  },
  {
    id: 'sales.negotiation',
    role: 'sales',
    label: 'Negotiation and handling objections',
    onet: { kind: 'skills', id: '2.B.1.d' }, // Negotiation
    emphasis: 1,
    module: 5,
    gap: {
      why: 'Every deal meets "it costs too much" or "not now" before it closes.',
      howToClose:
        'Describe a time you resolved a pushback (a grade dispute, a scheduling conflict) and practise the acknowledge-clarify-respond pattern from the objection-handling module.',
    },
  },
  {
    id: 'sales.goals',
    role: 'sales',
    label: 'Goals and measurable results',
    onet: { kind: 'knowledge', id: '2.C.1.d' }, // Sales and Marketing
    emphasis: 0.8,
    module: 4,
    gap: {
      why: 'Sales teams run on targets; recruiters scan for numbers.',
      howToClose:
        'Add numbers to your bullets: growth in scores, participation, attendance or money raised.',
    },
  },
  {
    id: 'sales.tools',
    role: 'sales',
    label: 'CRM and sales tools',
    onet: { kind: 'skills', id: '2.A.2.d' }, // Monitoring (keeping a pipeline current)
    emphasis: 0.8,
    module: 4,
    gap: {
      why: 'Every sales team lives in a CRM such as Salesforce or HubSpot.',
      howToClose:
        "Take HubSpot Academy's free Sales Software course or a Salesforce Trailhead badge and list it.",
    },
  },

  // Customer Success Manager
  {
    id: 'cs.customer',
    role: 'customer_success',
    label: 'Customer-facing service experience',
    onet: { kind: 'knowledge', id: '2.C.1.e' }, // Customer and Personal Service
    emphasis: 2,
    module: 1,
    gap: {
      why: 'Customer success hiring managers want proof you have served customers or clients, not only students.',
      howToClose:
        'List any customer-facing work (retail, hospitality, tutoring clients, camp families) and frame families and students as the people you served.',
    },
  },
  {
    id: 'cs.accounts',
    role: 'customer_success',
    label: 'Relationship and account management',
    onet: { kind: 'skills', id: '2.B.1.a' }, // Social Perceptiveness
    emphasis: 1.5,
    module: 4,
    gap: {
      why: 'A CSM owns a book of accounts and the relationships inside each one.',
      howToClose:
        'Show ongoing ownership of a group of stakeholders: a caseload, a grade team, partner organisations.',
    },
  },
  {
    id: 'cs.onboarding',
    role: 'customer_success',
    label: 'Onboarding and product adoption',
    onet: { kind: 'skills', id: '2.B.1.e' }, // Instructing
    emphasis: 1.5,
    module: 2,
    gap: {
      why: 'Customers who reach value early renew; onboarding is where CSMs earn that.',
      howToClose:
        'Describe a tool or program you rolled out to colleagues or families and how many adopted it. The onboarding module in the Customer Success mini-course shows the playbook.',
    },
  },
  {
    id: 'cs.data',
    role: 'customer_success',
    label: 'Monitoring health with data',
    onet: { kind: 'skills', id: '2.A.2.d' }, // Monitoring
    emphasis: 1.2,
    module: 3,
    gap: {
      why: 'CSMs watch usage and health scores to spot risk before the customer says anything.',
      howToClose:
        'Show how you tracked progress data and acted on it, the way a health score is used.',
    },
  },
  {
    id: 'cs.retention',
    role: 'customer_success',
    label: 'Retention, renewals and satisfaction',
    onet: { kind: 'knowledge', id: '2.C.1.e' }, // Customer and Personal Service
    emphasis: 1.2,
    module: 3,
    gap: {
      why: 'Retention (and net revenue retention) is the number a CS team is measured on.',
      howToClose:
        'Quantify anything you kept: attendance, re-enrollment, returning families or satisfaction scores. Learn NRR and churn in the metrics module.',
    },
  },
  {
    id: 'cs.problem-solving',
    role: 'customer_success',
    label: 'Problem solving and escalations',
    onet: { kind: 'skills', id: '2.B.2.i' }, // Complex Problem Solving
    emphasis: 1,
    module: 3,
    gap: {
      why: 'When something breaks, the CSM coordinates the fix and keeps the customer calm.',
      howToClose:
        'Add a bullet where you untangled a problem for someone: a tech issue, a schedule conflict, a complaint.',
    },
  },
  {
    id: 'cs.communication',
    role: 'customer_success',
    label: 'Empathetic communication',
    onet: { kind: 'skills', id: '2.A.1.b' }, // Active Listening
    emphasis: 1,
    module: 4,
    gap: {
      why: 'Customers stay with people who listen.',
      howToClose: 'Describe how you communicate with families or stakeholders, and how often.',
    },
  },
  {
    id: 'cs.coordination',
    role: 'customer_success',
    label: 'Coordination across teams',
    onet: { kind: 'skills', id: '2.B.1.b' }, // Coordination
    emphasis: 0.8,
    module: 2,
    gap: {
      why: 'CSMs pull in support, product and sales to solve customer problems.',
      howToClose:
        'Show projects you coordinated with other staff, departments or outside partners.',
    },
  },
  {
    id: 'cs.tools',
    role: 'customer_success',
    label: 'CRM and customer success tools',
    onet: { kind: 'knowledge', id: '2.C.3.a' }, // Computers and Electronics
    emphasis: 0.7,
    module: 5,
    gap: {
      why: 'CS teams work in Salesforce, HubSpot, Gainsight or Zendesk every day.',
      howToClose:
        "Complete HubSpot Academy's free Customer Service course or a Salesforce Trailhead trail and list it.",
    },
  },

  // Learning & Development Specialist
  {
    id: 'ld.adult-training',
    role: 'learning_development',
    label: 'Training adults and leading professional development',
    onet: { kind: 'knowledge', id: '2.C.6' }, // Education and Training
    emphasis: 2,
    module: 4,
    gap: {
      why: 'Corporate L&D teams want evidence you can teach adults, not only children.',
      howToClose:
        'Volunteer to lead a PD session or mentor new teachers, then list it with the audience size. The L&D mini-course covers adult learning principles.',
    },
  },
  {
    id: 'ld.design',
    role: 'learning_development',
    label: 'Instructional and curriculum design',
    onet: { kind: 'knowledge', id: '2.C.6' }, // Education and Training
    emphasis: 1.6,
    module: 3,
    gap: {
      why: 'Most L&D roles are design roles: building the course, not only delivering it.',
      howToClose:
        'Name the curriculum or units you wrote, and learn ADDIE and performance objectives in the mini-course.',
    },
  },
  {
    id: 'ld.facilitation',
    role: 'learning_development',
    label: 'Facilitation and presenting',
    onet: { kind: 'skills', id: '2.B.1.e' }, // Instructing
    emphasis: 1,
    module: 4,
    gap: {
      why: 'Live and virtual workshops are still the core of most programs.',
      howToClose: 'List workshops or sessions you led and for whom.',
    },
  },
  {
    id: 'ld.learning-strategies',
    role: 'learning_development',
    label: 'Learning strategies and differentiation',
    onet: { kind: 'skills', id: '2.A.2.c' }, // Learning Strategies
    emphasis: 1,
    module: 4,
    gap: {
      why: 'Good programs meet different learners where they are.',
      howToClose:
        'Show how you adapted instruction for different learners (differentiation, IEPs, ELL support).',
    },
  },
  {
    id: 'ld.evaluation',
    role: 'learning_development',
    label: 'Assessment and evaluation',
    onet: { kind: 'skills', id: '2.A.2.d' }, // Monitoring
    emphasis: 1,
    module: 5,
    gap: {
      why: "L&D leaders must show training changed behavior and results (Kirkpatrick's levels 3 and 4).",
      howToClose:
        'Describe how you measured learning and what changed. The evaluation module teaches the four levels.',
    },
  },
  {
    id: 'ld.elearning',
    role: 'learning_development',
    label: 'E-learning and LMS tools',
    onet: { kind: 'knowledge', id: '2.C.3.a' }, // Computers and Electronics
    emphasis: 1,
    module: 1,
    gap: {
      why: 'Job posts for instructional designers almost always name an authoring tool or an LMS.',
      howToClose:
        'Build one short e-learning sample with a free trial of Articulate Rise or Storyline, and list the LMS you used (Canvas, Schoology, Google Classroom).',
    },
  },
  {
    id: 'ld.needs-analysis',
    role: 'learning_development',
    label: 'Needs analysis',
    onet: { kind: 'skills', id: '2.A.2.a' }, // Critical Thinking
    emphasis: 0.8,
    module: 2,
    gap: {
      why: 'Not every performance problem is a training problem; L&D starts by finding out.',
      howToClose:
        'Show a time you used data or surveys to decide what to teach, and read the needs-analysis module.',
    },
  },
  {
    id: 'ld.coaching',
    role: 'learning_development',
    label: 'Coaching and mentoring',
    onet: { kind: 'skills', id: '2.B.5.d' }, // Management of Personnel Resources
    emphasis: 0.8,
    module: 4,
    gap: {
      why: 'Much workplace learning happens through coaching, not courses.',
      howToClose:
        'List people you mentored or coached, such as student teachers or new colleagues.',
    },
  },
];

export function competenciesFor(role: RoleType): Competency[] {
  return COMPETENCIES.filter((c) => c.role === role);
}

/** Every competency id of the three roles ("ld.design"): what a verdict or a statement may name. */
export const COMPETENCY_IDS: ReadonlySet<string> = new Set(COMPETENCIES.map((c) => c.id));
