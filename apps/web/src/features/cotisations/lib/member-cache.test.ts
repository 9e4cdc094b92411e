import { describe, it } from 'node:test';
import assert from 'node:assert/strict';
import { QueryClient } from '@tanstack/react-query';
import type { Member, MemberList } from '@quartier/shared';
import { membersListKey } from '../api/get-members';
import { patchMemberInLists, refreshAfterMemberChange } from './member-cache';

const member = (id: number, nom: string) => ({ id, nom, prenom: 'Marie', bloc: 'A' }) as unknown as Member;
const list = (...members: Member[]) => ({ status: 'success', total: members.length, members }) as unknown as MemberList;
const pageKey = (page: number) => [...membersListKey, { q: '', page, pageSize: 10 }];

describe('member lists in the cache', () => {
  it('changes the member in every cached page that shows her, and nobody else', () => {
    const client = new QueryClient();
    client.setQueryData(pageKey(1), list(member(1, 'Ngo'), member(2, 'Eto')));
    client.setQueryData(pageKey(2), list(member(3, 'Abena'), member(1, 'Ngo')));
    client.setQueryData(['users', 1], { nom: 'Ngo' });
    patchMemberInLists(client, 1, (m) => ({ ...m, nom: 'Ngo Bassa' }));
    assert.deepEqual(
      client.getQueryData<MemberList>(pageKey(1))?.members.map((m) => m.nom),
      ['Ngo Bassa', 'Eto'],
    );
    assert.deepEqual(
      client.getQueryData<MemberList>(pageKey(2))?.members.map((m) => m.nom),
      ['Abena', 'Ngo Bassa'],
    );
    // Only member lists: the profile's cache is refreshed, not patched.
    assert.deepEqual(client.getQueryData(['users', 1]), { nom: 'Ngo' });
  });

  it('does nothing when no list is cached', () => {
    const client = new QueryClient();
    patchMemberInLists(client, 1, (m) => ({ ...m, nom: 'X' }));
    assert.equal(client.getQueryCache().getAll().length, 0);
  });

  it("shows the server's member at once, then marks the lists and her profile stale", async () => {
    const client = new QueryClient();
    client.setQueryData(pageKey(1), list(member(1, 'Ngo')));
    client.setQueryData(['users', 1], { nom: 'Ngo' });
    client.setQueryData(['users', 2], { nom: 'Eto' });
    await refreshAfterMemberChange(client, member(1, 'Ngo Bassa'));
    assert.equal(client.getQueryData<MemberList>(pageKey(1))?.members[0]?.nom, 'Ngo Bassa');
    assert.equal(client.getQueryState(pageKey(1))?.isInvalidated, true);
    assert.equal(client.getQueryState(['users', 1])?.isInvalidated, true);
    assert.equal(client.getQueryState(['users', 2])?.isInvalidated, false);
  });
});
