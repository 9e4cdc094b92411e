import type { QueryClient } from '@tanstack/react-query';
import type { Member, MemberList } from '@quartier/shared';
import { membersListKey } from '../api/get-members';

/** Applies `change` to a member wherever a cached member list shows her. */
export function patchMemberInLists(queryClient: QueryClient, id: number, change: (member: Member) => Member) {
  queryClient.setQueriesData<MemberList>({ queryKey: membersListKey }, (list) =>
    list ? { ...list, members: list.members.map((member) => (member.id === id ? change(member) : member)) } : list,
  );
}

/** After a write: show the server's version of the member at once, then refresh the lists. */
export async function refreshAfterMemberChange(queryClient: QueryClient, membre: Member) {
  patchMemberInLists(queryClient, membre.id, () => membre);
  await Promise.all([
    queryClient.invalidateQueries({ queryKey: membersListKey }),
    // The profile page caches a member under ['users', id].
    queryClient.invalidateQueries({ queryKey: ['users', membre.id] }),
  ]);
}
