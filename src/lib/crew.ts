/**
 * The crew a title page names (its directors and writers) and the order of a person's jobs on a
 * title. TMDB credits a person once per job, and a crew list runs to hundreds of entries (assistants,
 * sound, catering); the page names the few who made the title, each once, with their jobs joined.
 */

/** Directing jobs a title page names, in the order they are listed. */
const DIRECTING_JOBS: readonly string[] = ['Director', 'Co-Director'];

/**
 * Writing jobs a title page names, writers of the script first, then story, then the source it was
 * adapted from. TMDB's other writing jobs (staff writers, story editors, consultants) are left out.
 */
const WRITING_JOBS: readonly string[] = [
  'Screenplay',
  'Writer',
  'Teleplay',
  'Co-Writer',
  'Dialogue',
  'Adaptation',
  'Story',
  'Screenstory',
  'Original Story',
  'Idea',
  'Original Concept',
  'Novel',
  'Book',
  'Short Story',
  'Author',
  'Play',
  'Theatre Play',
  'Comic Book',
  'Graphic Novel',
  'Characters',
  'Original Film Writer',
  'Original Series Creator',
];

/** What a crew entry says about its job, on a title's crew list or a person's credits. */
export interface CrewJob {
  department?: string;
  job?: string;
}

/** Whether a title page names this crew entry: a director or a writer of the title. */
export function isFeaturedCrew({ department, job = '' }: CrewJob): boolean {
  if (department === 'Directing') return DIRECTING_JOBS.includes(job);
  return department === 'Writing' && WRITING_JOBS.includes(job);
}

/** Departments whose jobs are named first when a person did several on one title. */
const DEPARTMENT_ORDER: readonly string[] = ['Directing', 'Creator', 'Writing', 'Production'];

function jobRank({ department = '', job = '' }: CrewJob): number {
  const departmentAt = DEPARTMENT_ORDER.indexOf(department);
  const within = department === 'Writing' ? WRITING_JOBS.indexOf(job) : DIRECTING_JOBS.indexOf(job);
  // Known departments by their order, their known jobs first; anything else after, as listed.
  return (
    (departmentAt === -1 ? DEPARTMENT_ORDER.length : departmentAt) * 100 +
    (within === -1 ? 99 : within)
  );
}

/**
 * A person's jobs on one title, each once, the most telling first (directing, creating, writing,
 * producing, then the rest as TMDB lists them): ['Director', 'Screenplay'].
 */
export function orderedJobs(entries: readonly CrewJob[]): string[] {
  const ranked = entries
    .map((entry, index) => ({ job: entry.job ?? '', rank: jobRank(entry), index }))
    .filter(({ job }) => job !== '')
    .sort((a, b) => a.rank - b.rank || a.index - b.index);
  return [...new Set(ranked.map(({ job }) => job))];
}

/** A person on a title's crew, once, with every job of theirs the page names. */
export interface CrewPerson {
  id: number;
  name: string;
  jobs: string[];
}

/**
 * The people of `crew` whose entries pass `keep`, each once (TMDB lists a person once per job, and the
 * same job more than once now and then), in the order of their first telling job.
 */
function peopleOf<T extends CrewJob & { id: number; name: string }>(
  crew: readonly T[],
  keep: (entry: T) => boolean,
): CrewPerson[] {
  const byPerson = new Map<number, { name: string; entries: T[]; first: number }>();
  crew.forEach((entry, index) => {
    if (!keep(entry)) return;
    const seen = byPerson.get(entry.id);
    if (seen) seen.entries.push(entry);
    else byPerson.set(entry.id, { name: entry.name, entries: [entry], first: index });
  });
  return [...byPerson.entries()]
    .map(([id, { name, entries, first }]) => ({
      id,
      name,
      jobs: orderedJobs(entries),
      rank: Math.min(...entries.map(jobRank)),
      first,
    }))
    .sort((a, b) => a.rank - b.rank || a.first - b.first)
    .map(({ id, name, jobs }) => ({ id, name, jobs }));
}

/** A title's directors and writers, each person once per group, from its `credits.crew`. */
export function titleCrew<T extends CrewJob & { id: number; name: string }>(
  crew: readonly T[] | undefined,
): { directors: CrewPerson[]; writers: CrewPerson[] } {
  const list = crew ?? [];
  return {
    directors: peopleOf(list, (entry) => entry.department === 'Directing' && isFeaturedCrew(entry)),
    writers: peopleOf(list, (entry) => entry.department === 'Writing' && isFeaturedCrew(entry)),
  };
}
