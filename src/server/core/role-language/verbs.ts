/**
 * The verbs resume lines open with, and their forms: the translator follows her tense with them
 * ("Held" -> past, "Hold" -> present), and the garble checks use them to see that a rewrite still
 * starts with a verb where her line did.
 */

/**
 * Verbs resume lines start with, in their base form. A line starting with one of these, or with
 * their past or present forms, starts with a verb; so must its rewrite.
 */
export const VERB_BASES = (
  'accept achieve act adapt add address adjust administer adopt advise advocate align analyze ' +
  'analyse answer apply arrange assess assign assist attend audit automate balance book brief ' +
  'build calculate call champion check clarify coach co-lead co-plan co-teach co-design co-write ' +
  'co-facilitate co-create co-found co-chair co-author collaborate collect communicate compile ' +
  'complete compose conduct connect consult contribute convert coordinate counsel create ' +
  'cultivate curate customize deliver demonstrate deploy design develop diagnose direct ' +
  'document draft drive earn edit educate elevate enable encourage engage enroll enrol ' +
  'ensure establish evaluate exceed execute expand explain facilitate field file follow ' +
  'forecast foster gather generate grade greet grow guide handle help host identify implement ' +
  'improve increase influence inform initiate integrate interview introduce launch lead ' +
  'leverage liaise log maintain manage map market match measure mediate mentor migrate ' +
  'model moderate monitor motivate moderate navigate negotiate nurture observe onboard open ' +
  'operate orchestrate organize organise oversee own partner persuade pilot pitch plan ' +
  'prepare present prioritize process produce program promote prospect provide publish ' +
  'qualify raise rebuild recommend reconcile record recruit redesign reduce refer refine ' +
  'register renew report represent research resolve respond restructure retain review ' +
  'revise revamp rewrite roll route run schedule screen secure select sell serve set share ' +
  'shadow simplify solve source speak sponsor spearhead staff standardize start streamline ' +
  'strengthen structure submit summarize supervise support survey sustain tailor target teach ' +
  'test track train transform transition translate troubleshoot tutor update upsell use ' +
  'validate verify volunteer welcome win work write assemble attract audit close contact ' +
  'cover cut deal demo devise digitize draw earn escalate facilitate finish fix host hire ' +
  'instruct interpret keep learn lend listen make meet move offer outline pair pass place ' +
  'post prepare put read reach receive recognize reconnect redirect refresh reorganize ' +
  'replace reply request respond restore resolve scale send sit sort spend spread stage ' +
  'step study supply take talk teach tell think transfer trim turn unify upgrade visit ' +
  'walk welcome knock quote chase co-run volunteer sponsor recruit coach field rank name average ' +
  'staff carry prospect persuade reach earn receive select award'
).split(/\s+/);

const IRREGULAR: Record<string, string> = {
  led: 'lead',
  ran: 'run',
  built: 'build',
  taught: 'teach',
  wrote: 'write',
  held: 'hold',
  made: 'make',
  grew: 'grow',
  won: 'win',
  sold: 'sell',
  upsold: 'upsell',
  kept: 'keep',
  met: 'meet',
  sent: 'send',
  brought: 'bring',
  took: 'take',
  gave: 'give',
  began: 'begin',
  spent: 'spend',
  drove: 'drive',
  oversaw: 'oversee',
  spoke: 'speak',
  found: 'find',
  told: 'tell',
  set: 'set',
  put: 'put',
  cut: 'cut',
  read: 'read',
  'co-led': 'co-lead',
  'co-taught': 'co-teach',
  'co-wrote': 'co-write',
  rewrote: 'rewrite',
  sat: 'sit',
  stood: 'stand',
  thought: 'think',
  understood: 'understand',
  became: 'become',
  chose: 'choose',
  lent: 'lend',
  paid: 'pay',
  got: 'get',
  dealt: 'deal',
  sought: 'seek',
  taken: 'take',
  rebuilt: 'rebuild',
  'co-ran': 'co-run',
  'co-built': 'co-build',
  'co-held': 'co-hold',
  undertook: 'undertake',
  withdrew: 'withdraw',
  knew: 'know',
  ground: 'grind',
};

const BASES = new Set([...VERB_BASES, ...Object.values(IRREGULAR)]);

/** The base form of a word when it is a resume verb ("Coordinated" -> "coordinate"), else null. */
export function verbBase(word: string | undefined): string | null {
  if (!word) return null;
  const w = word.toLowerCase().replace(/[^a-z-]/g, '');
  if (!w) return null;
  if (IRREGULAR[w]) return IRREGULAR[w];
  // "Co-present", "co-facilitated": the verb after "co-".
  if (w.startsWith('co-') && w.length > 4) {
    const rest = verbBase(w.slice(3));
    if (rest) return `co-${rest}`;
  }
  if (BASES.has(w)) return w;
  const candidates = [
    w.replace(/ies$/, 'y'),
    w.replace(/es$/, ''),
    w.replace(/s$/, ''),
    w.replace(/ied$/, 'y'),
    w.replace(/ed$/, ''),
    w.replace(/d$/, ''),
    w.replace(/(\w)\1ed$/, '$1'),
    w.replace(/ing$/, ''),
    w.replace(/ing$/, 'e'),
    w.replace(/(\w)\1ing$/, '$1'),
  ];
  return candidates.find((c) => c !== w && BASES.has(c)) ?? null;
}

/** The tense a word shows when it is a verb form: "led", "coordinated" past; "lead", "leads" present. */
export function verbTense(word: string | undefined): 'past' | 'present' | null {
  const base = verbBase(word);
  if (!base) return null;
  const w = word!.toLowerCase().replace(/[^a-z-]/g, '');
  // "Set", "put", "cut", "read": the same word in both tenses.
  if (IRREGULAR[w] === w) return null;
  if (IRREGULAR[w] !== undefined) return 'past';
  if (w === base) return 'present';
  if (/ed$/.test(w)) return 'past';
  if (/ing$/.test(w)) return null;
  return 'present';
}

/** Small words a verb swap may bring or drop on the way ("Mentor to" -> "Mentor"). */
const GLUE = new Set(['and', 'to', 'the', 'a', 'an', 'as', 'for', 'of', 'on', 'with', 'in', '&']);

const wordsOf = (text: string) => text.toLowerCase().match(/[a-z0-9][a-z0-9'’&+-]*/g) ?? [];

/**
 * A rewrite that only swaps her verbs for synonyms ("Tracked the progress of..." -> "Monitored the
 * progress of..."; "Teach all subjects" -> "Present all subjects"): everything it changed is a
 * verb or a small word around one, and it added no verb beside hers, nor one of the role's own
 * verbs (`roleVerbs`: "onboard" for Customer Success, "design" for L&D). That says nothing new in the role's terms, so it is not a
 * translation: the line is kept as she wrote it.
 */
export function onlySwapsVerbs(
  suggestion: string,
  source: string,
  roleVerbs: readonly string[] = [],
): boolean {
  const before = wordsOf(source);
  const after = wordsOf(suggestion);
  let start = 0;
  while (start < before.length && start < after.length && before[start] === after[start])
    start += 1;
  let end = 0;
  while (
    end < before.length - start &&
    end < after.length - start &&
    before[before.length - 1 - end] === after[after.length - 1 - end]
  )
    end += 1;
  const removed = before.slice(start, before.length - end);
  const added = after.slice(start, after.length - end);
  if (removed.length === 0 && added.length === 0) return true;
  const trivial = (word: string) => GLUE.has(word) || verbBase(word) !== null;
  const verbs = (words: string[]) => words.filter((w) => !GLUE.has(w)).length;
  // Her verb put in the role's own word ("Welcomed" -> "Onboarded" for Customer Success) translates.
  if (added.some((w) => roleVerbs.includes(verbBase(w) ?? ''))) return false;
  // A verb added beside hers ("Mentor" -> "Onboard and mentor") says more; one in its place does not.
  return (
    removed.length <= 4 &&
    added.length <= 4 &&
    [...removed, ...added].every(trivial) &&
    verbs(added) <= verbs(removed)
  );
}
