import { queryOptions, useQuery } from '@tanstack/react-query';
import type { genderPerBlocResponseSchema } from '@quartier/shared';
import type { z } from 'zod';
import { api, shape } from '@/lib/api-client';
import { isInt, isList, isString } from '@/lib/checks';

type GenderPerBlocResponse = z.infer<typeof genderPerBlocResponseSchema>;

/**
 * A light check of the answer: the shared schema sits with the member schemas, which bring the
 * phone number metadata (~30 KB) into the page for four lists of numbers.
 */
const genderPerBlocShape = shape<GenderPerBlocResponse>((body) => {
  if (body.status !== 'success' || !isList(body.blocs, isString)) return false;
  const count = body.blocs.length;
  return isList(body.users, isInt, count) && isList(body.menList, isInt, count) && isList(body.womenList, isInt, count);
});

export interface BlocMembers {
  bloc: string;
  total: number;
  men: number;
  women: number;
}

/**
 * GET /api/user/genderPerBloc: members, men and women of each block (parallel lists). It holds
 * every figure of the Inscriptions view, so the view makes this one call rather than also
 * asking user/userPerBloc: the tables, the pie and the bars always agree with each other.
 */
export async function getGenderPerBloc(signal?: AbortSignal): Promise<BlocMembers[]> {
  const answer = await api.get('/user/genderPerBloc', genderPerBlocShape, { signal });
  return answer.blocs.map((bloc, index) => {
    const men = answer.menList[index] ?? 0;
    const women = answer.womenList[index] ?? 0;
    return { bloc, men, women, total: answer.users[index] ?? men + women };
  });
}

export const genderPerBlocQueryOptions = () =>
  queryOptions({
    queryKey: ['stats', 'genderPerBloc'],
    queryFn: ({ signal }) => getGenderPerBloc(signal),
  });

export function useGenderPerBloc() {
  return useQuery(genderPerBlocQueryOptions());
}
