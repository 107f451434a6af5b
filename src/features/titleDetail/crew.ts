/**
 * The crew a title page names: its directors and writers. TMDB credits a person once per job, and a
 * crew list runs to hundreds of entries (assistants, sound, catering); the page names the few who
 * made the title, each once, with their jobs.
 */
import type { I18n, MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';

/** Directing jobs a title page names (TMDB's job names, with the words the page shows for them). */
const DIRECTING: Readonly<Record<string, MessageDescriptor>> = {
  Director: msg`Director`,
  'Co-Director': msg`Co-Director`,
};

/**
 * Writing jobs a title page names, in the order it lists them: the script, its story, then the work
 * it was adapted from. TMDB's other writing jobs (staff writers, story editors) are left out.
 */
const WRITING: Readonly<Record<string, MessageDescriptor>> = {
  Screenplay: msg`Screenplay`,
  Writer: msg`Writer`,
  Teleplay: msg`Teleplay`,
  Story: msg`Story`,
  'Original Story': msg`Original Story`,
  Novel: msg`Novel`,
  Book: msg`Book`,
  'Short Story': msg`Short Story`,
  Author: msg`Author`,
  Play: msg`Play`,
  'Comic Book': msg`Comic Book`,
  Characters: msg`Characters`,
};

/** A job of TMDB's (`Screenplay`) in the page's language, or as TMDB wrote it when the page has none. */
export function jobName(i18n: I18n, job: string): string {
  const message = DIRECTING[job] ?? WRITING[job];
  return message ? i18n._(message) : job;
}

/** A person on a title's crew, once, with every job of theirs the page names. */
export interface CrewPerson {
  id: number;
  name: string;
  jobs: string[];
}

interface CrewEntry {
  id: number;
  name: string;
  department?: string;
  job?: string;
}

/**
 * The people of `crew` in `department` with a job of `jobs`, each once (TMDB lists a person once per
 * job, and the same job twice now and then), their jobs and the people in the order of `jobs`.
 */
function peopleOf(
  crew: readonly CrewEntry[],
  department: string,
  jobNames: Readonly<Record<string, MessageDescriptor>>,
): CrewPerson[] {
  const jobs = Object.keys(jobNames);
  const byPerson = new Map<number, { name: string; ranks: Set<number> }>();
  for (const entry of crew) {
    const rank = jobs.indexOf(entry.job ?? '');
    if (entry.department !== department || rank === -1) continue;
    const seen = byPerson.get(entry.id) ?? { name: entry.name, ranks: new Set<number>() };
    seen.ranks.add(rank);
    byPerson.set(entry.id, seen);
  }
  // Sorting is stable: people with the same first job keep the order the credits gave them.
  return [...byPerson.entries()]
    .map(([id, { name, ranks }]) => ({ id, name, ranks: [...ranks].sort((a, b) => a - b) }))
    .sort((a, b) => a.ranks[0]! - b.ranks[0]!)
    .map(({ id, name, ranks }) => ({ id, name, jobs: ranks.map((rank) => jobs[rank]!) }));
}

/** A title's directors and writers, each person once per group, from its `credits.crew`. */
export function titleCrew(crew: readonly CrewEntry[] | undefined): {
  directors: CrewPerson[];
  writers: CrewPerson[];
} {
  return {
    // TMDB's department names, matched, never shown.
    // eslint-disable-next-line lingui/no-unlocalized-strings
    directors: peopleOf(crew ?? [], 'Directing', DIRECTING),
    // eslint-disable-next-line lingui/no-unlocalized-strings
    writers: peopleOf(crew ?? [], 'Writing', WRITING),
  };
}
