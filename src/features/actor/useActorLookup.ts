import { msg } from '@lingui/core/macro';
import { useLingui } from '@lingui/react/macro';
import { skipToken } from '@reduxjs/toolkit/query/react';
import { useCallback } from 'react';

import type { PersonDetails } from '@common/tmdb';
import { errorMessage, isNotFound } from '@/lib/errorMessage';
import { peopleApi, useGetPersonQuery, useSearchPeopleQuery } from '@/services/people';

import { actorSlugTarget } from './actorSlug';
import type { AppDispatch } from '@/app/hooks';

/** Spec text of a person the catalogue answers with 404. */
export const ACTOR_REMOVED = msg`The requested actor doesn't exist or has been removed.`;

/** Where finding the actor of a slug stands. */
export type ActorLookup =
  | { status: 'loading' }
  | { status: 'ready'; person: PersonDetails }
  /** Bad slug, no search hit or a 404: the message says which. */
  | { status: 'notFound'; message: string }
  /**
   * The search or the person call failed (after its retries). `code` is the HTTP status, else the
   * request's own failure code (FETCH_ERROR, TIMEOUT_ERROR...), else 'Unknown'.
   */
  | { status: 'failed'; code: string; message: string; retry: () => void };

/** The Error Code line of a failed call: its HTTP status, else its failure code, else 'Unknown'. */
export function errorCode(error: unknown): string {
  const status = error && typeof error === 'object' ? (error as { status?: unknown }).status : null;
  if (typeof status === 'number' || (typeof status === 'string' && status)) return String(status);
  // eslint-disable-next-line lingui/no-unlocalized-strings -- an error code, as the spec shows it
  return 'Unknown';
}

/**
 * The person an actor slug names (spec): by id, or by the first hit of a person search on the name.
 * Both actor pages call this with the same id, so they share one cached `person/{id}` answer.
 */
export function useActorLookup(slug: string | undefined): ActorLookup {
  const { i18n } = useLingui();
  const target = actorSlugTarget(slug);
  const search = useSearchPeopleQuery(target.kind === 'name' ? target.name : skipToken);
  const hit = target.kind === 'name' ? search.currentData?.results[0] : undefined;
  const id = target.kind === 'id' ? target.id : hit?.id;
  const person = useGetPersonQuery(id ?? skipToken);

  const { refetch: refetchSearch } = search;
  const { refetch: refetchPerson } = person;
  const searchFailed = target.kind === 'name' && !search.currentData && search.isError;
  const retry = useCallback(() => {
    if (searchFailed) void refetchSearch();
    else void refetchPerson();
  }, [searchFailed, refetchSearch, refetchPerson]);

  if (target.kind === 'invalid') return { status: 'notFound', message: i18n._(target.error) };
  if (target.kind === 'name' && !search.currentData) {
    if (search.isError && !search.isFetching) {
      return {
        status: 'failed',
        code: errorCode(search.error),
        message: errorMessage(search.error, i18n),
        retry,
      };
    }
    return { status: 'loading' };
  }
  if (target.kind === 'name' && !hit) {
    return { status: 'notFound', message: i18n._(msg`Actor not found`) };
  }
  // Data of the id asked for wins over a refetch in the background (reconnect).
  if (person.currentData) return { status: 'ready', person: person.currentData };
  if (person.isError && !person.isFetching) {
    if (isNotFound(person.error)) return { status: 'notFound', message: i18n._(ACTOR_REMOVED) };
    return {
      status: 'failed',
      code: errorCode(person.error),
      message: errorMessage(person.error, i18n),
      retry,
    };
  }
  return { status: 'loading' };
}

/**
 * Fetches what useActorLookup reads for `slug` (the person, after the name's search when the slug is
 * a name), for a render that has every answer before it starts.
 */
export async function fetchActor(dispatch: AppDispatch, slug: string | undefined): Promise<void> {
  const target = actorSlugTarget(slug);
  let id = target.kind === 'id' ? target.id : undefined;
  if (target.kind === 'name') {
    const { data } = await dispatch(peopleApi.endpoints.searchPeople.initiate(target.name));
    id = data?.results[0]?.id;
  }
  if (id !== undefined) await dispatch(peopleApi.endpoints.getPerson.initiate(id));
}
