import { COLLEAGUES, cs, rx, type Signal } from './types';

/**
 * Adult learning and design: professional development and corporate training, instructional and
 * curriculum design, lesson planning, e-learning tools and LMSs, evaluation and needs analysis.
 */
export const LEARNING_SIGNALS: Signal[] = [
  {
    id: 'professional-development',
    skill: 'Professional development facilitation',
    kind: 'direct',
    patterns: [
      rx(
        '(?:led|lead|leads|deliver(?:s|ed)?|facilitat(?:e|es|ed)|present(?:s|ed)|design(?:s|ed)?|creat(?:e|es|ed)|plan(?:s|ned)?|organi[sz](?:e|es|ed)|ran|run|runs|provid(?:e|es|ed)) (?:\\S+ ){0,5}(?:professional (?:development|learning)|pd|in-service|inservice)',
        'professional development (?:sessions?|workshops?|trainings?|for)',
        'pd (?:sessions?|workshops?|days?|series|modules?|courses?|cycles?|programs?)',
        'in-?service (?:trainings?|days?|sessions?)',
        "train(?:ed|s|ing)? (?:and (?:supervise|coach|mentor)[a-z]* )?(?:\\d+\\+? |two |three |four |five |six |eight |ten |twelve |all |our |the )?(?:new |volunteer )?(?:[\\w\u2019'-]+ ){0,2}(?:teachers|staff|colleagues|faculty|educators|employees|new hires|adults|volunteers|tutors|paraprofessionals|paras|aides|coaches|trainers)",
        "(?:design(?:s|ed)?|led|lead|leads|deliver(?:s|ed)?|facilitat(?:e|es|ed)|ran|run|runs|creat(?:e|es|ed)|buil(?:d|ds|t)|taught|teach|teaches) (?:and (?:led|lead|deliver(?:s|ed)?|facilitat(?:e|es|ed)|taught|teach) )?(?:a |an )?(?:[\\w\\u2019'-]+ ){0,4}trainings?\\b(?! (?:and|&) development)",
        'train-the-trainer',
        'staff (?:training|development)',
        'corporate train(?:er|ing)',
        'teacher train(?:er|ing)',
        'workshops? for (?:\\d+ )?(?:teachers|staff|colleagues|educators|parents|adults|faculty)',
        'adult learners?',
        'adult education',
      ),
    ],
    supports: {
      'ld.adult-training': 1,
      'ld.facilitation': 1,
      'cs.onboarding': 0.6,
      'sales.presenting': 0.5,
    },
  },
  {
    // Presenting to other educators at conferences is adult learning (the data card: teachers with
    // conference-presenter history are L&D), not a sales demo.
    id: 'conference-presenting',
    skill: 'Conference presenting',
    kind: 'direct',
    patterns: [
      rx(
        '(?:present(?:s|ed|ing)?|presenter|speaker|spoke|keynote|led (?:a )?(?:session|workshop)s?)\\b[^.;\\n]{0,60}\\b(?:conferences?|conventions?|summits?|institutes?|symposi(?:um|a)|expos?)',
        '(?:conference|convention|summit) (?:presenter|speaker|sessions?|presentations?|workshops?)',
      ),
      cs('ISTE', 'NCTM', 'NCTE', 'NSTA', 'ASCD', 'ATD', 'CUE', 'SXSW EDU'),
    ],
    supports: { 'ld.facilitation': 1, 'ld.adult-training': 0.6, 'sales.presenting': 0.5 },
  },
  {
    id: 'corporate-training',
    skill: 'Corporate training',
    kind: 'direct',
    patterns: [
      rx(
        'learning (?:and|&) development',
        'training (?:specialist|coordinator|manager|facilitator|programs?)',
        'new[- ]hire (?:training|onboarding|orientation)',
        'employee (?:training|onboarding|development)',
        'leadership development',
        'instructor-led training',
        'learning experience design(?:er)?',
        'upskilling',
        'reskilling',
        '(?:built|build|builds|design(?:s|ed)?|creat(?:e|es|ed)|launch(?:es|ed)?|run|runs|ran) (?:a |an |the )?(?:\\w+ ){0,2}certification (?:programs?|courses?|paths?|tracks?)',
      ),
      /(?:^|[^\w&])L&D(?![\w&])/,
      cs('ILT', 'VILT', 'vILT'),
    ],
    supports: { 'ld.adult-training': 1, 'ld.design': 0.6, 'ld.facilitation': 0.8 },
  },
  {
    id: 'instructional-design',
    skill: 'Instructional design',
    kind: 'direct',
    patterns: [
      rx(
        'instructional design(?:er)?',
        'sam model',
        'storyboard(?:s|ed|ing)?',
        'job aids?',
        '(?:facilitator|participant|leader) guides?',
        'training (?:manuals?|materials|guides?|videos?|content)',
        'learning objectives',
        'performance objectives',
        'e-?learning (?:modules?|courses?|content|design(?:er)?)',
        'blended learning',
        'microlearning',
        'course design',
        '(?:design|build|develop)(?:s|ed)? (?:an? |\\d+ )?(?:online|self-paced|asynchronous|virtual|hybrid|e-?learning) (?:courses?|modules?|programs?)',
        "bloom'?s taxonomy",
        'backward design',
        'understanding by design',
      ),
      cs('ADDIE', 'UbD'),
    ],
    supports: { 'ld.design': 1, 'ld.elearning': 0.5, 'ld.evaluation': 0.3 },
  },
  {
    // Bringing new colleagues up to speed is training; bringing customers onto a product is
    // customer success (customer.ts, onboarding).
    id: 'staff-onboarding',
    skill: 'Staff onboarding and orientation',
    kind: 'direct',
    patterns: [
      rx(
        `(?:new[- ]?(?:staff|hires?|teachers?|employees?)|staff|employee|teacher|agent) (?:onboarding|orientation|induction)`,
        `(?:onboarding|orientation|induction)(?: (?:[\\w\u2019'-]+ ){0,4}(?:for|of) (?:\\d+ )?(?:all )?(?:new )?${COLLEAGUES})`,
        `onboard(?:ed|s)? (?:\\d+ )?(?:new )?${COLLEAGUES}`,
      ),
    ],
    supports: { 'ld.adult-training': 0.8, 'ld.design': 0.4, 'cs.onboarding': 0.3 },
  },
  {
    id: 'curriculum-design',
    skill: 'Curriculum development',
    kind: 'transferable',
    defining: true,
    patterns: [
      rx(
        'curricul(?:um|a) (?:design|development|writing|writer|developer|map(?:s|ping)?|committee|alignment|revision)',
        "(?:design(?:s|ed)?|develop(?:s|ed)?|wr(?:ite|ites|ote)|author(?:s|ed)?|creat(?:e|es|ed)|revis(?:e|es|ed)|rewr(?:ite|ites|ote)|buil(?:d|ds|t)|redesign(?:s|ed)?) (?:[\\w\u2019'-]+ ){0,4}(?:curricul(?:um|a)|units?|courses?|syllab(?:us|i)|scope and sequence|pacing guides?)\\b(?! (?:templates?|shells?|rosters?|catalog))",
        'scope and sequence',
        'pacing guides?',
        'unit plans?',
      ),
    ],
    supports: { 'ld.design': 0.9, 'cs.onboarding': 0.3, 'ld.needs-analysis': 0.3 },
  },
  {
    // A degree in designing instruction is evidence of the skill, short of having done it.
    id: 'design-degree',
    skill: 'Curriculum and instructional design (degree)',
    kind: 'transferable',
    degree: true,
    patterns: [
      rx(
        'curriculum (?:&|and) instruction',
        'instructional (?:design|systems design|technology)',
        'educational technology',
        'learning (?:design|sciences|technologies)',
        'adult (?:education|learning)',
        'training and development',
      ),
    ],
    supports: { 'ld.design': 1, 'ld.elearning': 0.3, 'ld.adult-training': 0.3 },
  },
  {
    id: 'lesson-planning',
    skill: 'Lesson planning',
    kind: 'transferable',
    patterns: [
      rx(
        'lesson plan(?:s|ning)?',
        'planned (?:daily |weekly )?lessons',
        'standards-aligned (?:lessons|instruction|units)',
        'lesson design',
      ),
    ],
    supports: { 'ld.design': 0.6, 'sales.presenting': 0.2, 'cs.onboarding': 0.2 },
  },
  {
    id: 'elearning-tools',
    skill: 'E-learning authoring tools',
    kind: 'tool',
    patterns: [
      rx(
        'articulate (?:360|storyline|rise)',
        'rise 360',
        'adobe captivate',
        'camtasia',
        'vyond',
        'lectora',
        'ispring',
        'h5p',
        'synthesia',
      ),
      cs('Storyline', 'Captivate', 'SCORM', 'xAPI'),
    ],
    supports: { 'ld.elearning': 1, 'ld.design': 0.6 },
  },
  {
    id: 'lms',
    skill: 'Learning management systems',
    kind: 'tool',
    patterns: [
      rx(
        'learning management systems?',
        'schoology',
        'google classroom',
        'moodle',
        'brightspace',
        'docebo',
        'cornerstone ondemand',
        'workday learning',
        'talentlms',
      ),
      cs('LMS', 'Canvas', 'Blackboard', 'D2L', 'Seesaw'),
    ],
    supports: { 'ld.elearning': 0.6, 'cs.tools': 0.3, 'cs.onboarding': 0.2 },
  },
  {
    id: 'edtech',
    skill: 'Educational technology',
    kind: 'tool',
    patterns: [
      rx(
        'nearpod',
        'kahoot!?',
        'pear deck',
        'flipgrid',
        'edpuzzle',
        'padlet',
        'quizlet',
        'i-ready',
        'newsela',
        'khan academy',
        'smartboard',
        'promethean',
      ),
      cs('Clever', 'IXL'),
    ],
    supports: { 'ld.elearning': 0.4, 'cs.onboarding': 0.2 },
  },
  {
    id: 'evaluation',
    skill: 'Training evaluation',
    kind: 'direct',
    patterns: [
      rx(
        'kirkpatrick',
        'program evaluation',
        'evaluat(?:e|es|ed) (?:the )?(?:program|training|initiative|curriculum)',
        'training evaluation',
        'learning outcomes',
        'measur(?:e|es|ed) (?:the )?(?:impact|effectiveness|outcomes)',
        'pre- ?and post-?(?:tests?|assessments?|surveys?)',
        'pre\\/post',
      ),
    ],
    supports: { 'ld.evaluation': 1, 'ld.needs-analysis': 0.4, 'cs.data': 0.4 },
  },
  {
    id: 'assessment-design',
    skill: 'Assessment design',
    kind: 'transferable',
    patterns: [
      rx(
        '(?:design(?:s|ed)?|creat(?:e|es|ed)|develop(?:s|ed)?|wr(?:ite|ites|ote)|buil(?:d|ds|t)) (?:\\w+ ){0,3}(?:assessments?|rubrics?|tests|quizzes|exams)',
        'rubrics?',
        'formative assessments?',
        'summative assessments?',
        'common assessments?',
      ),
    ],
    supports: { 'ld.evaluation': 0.8, 'ld.design': 0.3 },
  },
  {
    id: 'needs-analysis',
    skill: 'Needs analysis',
    kind: 'direct',
    patterns: [
      rx(
        'needs (?:analysis|assessments?)',
        'training needs',
        'gap analysis',
        'skills gap',
        'root cause',
        'survey(?:s|ed)? (?:\\d+ )?(?:teachers|staff|students|parents|families|employees|stakeholders)',
        'focus groups?',
        'stakeholder interviews',
      ),
    ],
    supports: { 'ld.needs-analysis': 1, 'sales.discovery': 0.6, 'cs.data': 0.3 },
  },
];
