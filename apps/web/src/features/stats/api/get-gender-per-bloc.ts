import { queryOptions, useQuery } from '@tanstack/react-query';
import { call } from '@/lib/api-client';

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
  const answer = await call('genderPerBloc', {}, { signal });
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
