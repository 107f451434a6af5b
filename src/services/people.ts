import { PERSON_APPEND } from '@common/pageData';
import type { Paged, PersonDetails, PersonListItem } from '@common/tmdb';

import { FRESHNESS, tmdbApi } from './tmdbApi';
import { withCreditsRead } from './unread';

export const peopleApi = tmdbApi.injectEndpoints({
  endpoints: (build) => ({
    /**
     * A person with their credits (cast and crew: their pages list both), pictures and social ids. Retried 3 times, waiting 1 s times the
     * attempt number (spec); a 404 is not retried.
     */
    getPerson: build.query<PersonDetails, number>({
      query: (id) => ({ url: `person/${id}`, params: { append_to_response: PERSON_APPEND } }),
      transformResponse: (person: PersonDetails) => withCreditsRead(person),
      extraOptions: { linearBackoff: true },
      keepUnusedDataFor: FRESHNESS.short,
      providesTags: (_result, _error, id) => [{ type: 'Person', id }],
    }),
    /** The first page of people matching a name: resolves actor slugs that carry no id. */
    searchPeople: build.query<Paged<PersonListItem>, string>({
      query: (query) => ({
        url: 'search/person',
        params: { query, page: 1, include_adult: false, language: 'en-US' },
      }),
      keepUnusedDataFor: FRESHNESS.short,
    }),
  }),
});

export const { useGetPersonQuery, useSearchPeopleQuery } = peopleApi;
